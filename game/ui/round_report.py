"""The report between rounds, the same way at every table: a round (Höhlengrölen's casting,
Rock'n Rodeo's season) ends, its animations play, then its report comes up and the table holds (no
bot moves on) until it is closed; an undo back past the round's end forgets it.

:class:`RoundReport` is one of the table's clocks (``TableScene.clocks``). The game says when a
round ended (:meth:`RoundReport.due`, from its ``on_events``) and how the report shows: ``show``
returns a scene to push over the table (Rock'n Rodeo's season screen; the scene calls
:meth:`RoundReport.close` when it is left), or None where the table draws the report itself while
:meth:`RoundReport.on_show` (Höhlengrölen's casting report over the dimmed table, closed by a click:
the game calls :meth:`close`). With no human at the table a report closes by itself
``spectator_s`` seconds after it came up (the kit wakes the loop for it), or, with
``spectator_s=None``, never comes up (the bots play on).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from .table_clock import TableClock

#: how long a report stays up at a table of bots alone, unless a game says otherwise
SPECTATOR_S = 5.0


class RoundReport(TableClock):
    def __init__(self, scene, on_closed: Callable[[], None], show: Callable[[Any], Any] | None = None,
                 spectator_s: float | None = SPECTATOR_S, clock: Callable[[], float] | None = None):
        super().__init__(scene)
        self.on_closed = on_closed
        self.show = show
        self.spectator_s = spectator_s
        self.clock = clock or (lambda: time.monotonic())    # (the clock of now: a test's, where it has one)
        self.report: Any = None     # the round's report, still to come or on show
        self.at = 0                 # the number of actions played when its round ended
        self.up = False             # on show
        self.since = 0.0            # when it came up

    # -- the game's side ----------------------------------------------------------------
    def due(self, report, actions: int) -> None:
        """The round ended with the ``actions``-th action: its ``report`` comes up once the
        animations played (not at all with nobody at the table, where ``spectator_s`` is None)."""
        if self.spectator_s is None and not self.scene.humans():
            return
        self.report, self.at, self.up = report, actions, False

    def on_show(self) -> Any:
        """The report on show (None: none): what a table that draws it itself draws."""
        return self.report if self.up else None

    def holding(self) -> bool:
        """A report is to come or on show: the game waits for it."""
        return self.report is not None

    def close(self) -> None:
        """The report is closed: the game goes on."""
        if self.report is None:
            return
        self.report, self.up = None, False
        self.on_closed()

    def forget_undone(self, actions: int) -> None:
        """Only ``actions`` are played now (an undo): a round that ended after them is forgotten."""
        if self.report is not None and actions < self.at:
            self.report, self.up = None, False

    def forget_elsewhere(self, actions: int) -> None:
        """The table shows another position (``actions`` played: a replay's step, either way, or
        the tour): a report of any other position is forgotten."""
        if self.report is not None and actions != self.at:
            self.report, self.up = None, False

    # -- as a clock of the table ------------------------------------------------------------
    def running(self) -> bool:
        return self.up and self.show is None

    def tick(self) -> None:
        if self.report is None:
            return
        if not self.up:
            if not self.scene.anims.busy():          # the round's last animations played
                self.up, self.since = True, self.clock()
                pushed = self.show(self.report) if self.show is not None else None
                if pushed is not None:
                    self.scene.app.push(pushed)
            return
        if self.wake_in() == 0.0:                    # watching bots: it closes by itself
            self.close()

    def wake_in(self) -> float | None:
        """Seconds until a report at a table of bots alone closes by itself."""
        if self.up and self.spectator_s is not None and not self.scene.humans():
            return max(0.0, self.spectator_s - (self.clock() - self.since))
        return None
