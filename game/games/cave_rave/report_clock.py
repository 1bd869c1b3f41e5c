"""The casting report's clock, one of the kit's table clocks (``TableScene.clocks``, a
:class:`~game.ui.table_clock.TableClock`): it runs while the report is on show (the kit draws the
table anew when it comes or goes), and with no human at the table it closes the report by itself
:data:`SPECTATOR_SUMMARY_S` seconds after it came up (the kit wakes the loop for it). A scene on
top stops nothing: the bots-only report's time runs on all the same (the kit's ``stop``)."""

from __future__ import annotations

import time

from game.ui.table_clock import TableClock

SPECTATOR_SUMMARY_S = 5.0      # with no human at the table the casting report closes by itself (after its flights)


class ReportClock(TableClock):
    def __init__(self, scene):
        super().__init__(scene)
        self.since = 0.0             # when the report came up
        self.at = 0                  # the number of actions played when it came up (its position)

    def show(self, score) -> None:
        """The report of a casting that ended (a ``CastingScore``) comes up."""
        self.scene.summary, self.since = score, time.monotonic()
        self.at = len(self.scene.runner.match.actions)

    def running(self) -> bool:
        return self.scene.summary is not None

    def close(self) -> None:
        """The report goes (Continue, or its time is up at a table of bots) and the game goes on."""
        self.scene.summary = None
        self.scene._touch()
        self.scene._advance()

    def tick(self) -> None:
        if self.wake_in() == 0.0:          # watching bots: the report closes by itself
            self.close()

    def wake_in(self) -> float | None:
        """Seconds until the bots-only casting report closes by itself (the app sleeps meanwhile)."""
        if self.scene.summary is not None and not self.scene.humans():
            return max(0.0, SPECTATOR_SUMMARY_S - (time.monotonic() - self.since))
        return None
