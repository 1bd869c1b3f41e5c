"""A fake ``time.monotonic`` for the scene tests that run the App frame by frame: it moves only
when a test moves it (``clock.now += FRAME``), so nothing in them waits for the wall clock."""

#: one frame of the display's 60 Hz
FRAME = 1 / 60


class FakeClock:
    """``time.monotonic`` for the app, the tables and their timers: moves only when told."""

    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now
