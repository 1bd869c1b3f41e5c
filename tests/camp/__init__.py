"""Camp Roskilde's tests of issue 23's points for the game (the hint's reason)."""
