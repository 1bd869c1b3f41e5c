"""When a season ends at a table with people at it, its scoring screen (:mod:`.season`) comes up
over the Rock'n Rodeo table once the season's last animations played, and the table holds (no
bot moves on, no hover) until it is closed. An undo past the season's end forgets it.

It is one of the table's clocks (``TableScene.clocks``, a :class:`~game.ui.table_clock.TableClock`):
the kit looks at it each frame; it counts no time, so it never runs, never wakes the loop and has
nothing to stop while a scene lies on top.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ui.table_clock import TableClock


class SeasonCall(TableClock):
    """The season's scoring waiting for its screen over ``scene``; ``on_closed`` runs once the
    screen is closed (the game goes on)."""

    def __init__(self, scene, on_closed: Callable[[], None]):
        super().__init__(scene)
        self.on_closed = on_closed
        self.report = None           # the season's scoring (a scorecard.Report), its screen still to close
        self.at = 0                  # the number of actions played when the season ended
        self.up = False              # its screen is on show

    def due(self, report, actions: int) -> None:
        """The season ended with the ``actions``-th action: its ``report`` is shown next."""
        self.report, self.at, self.up = report, actions, False

    def holding(self) -> bool:
        """The season's screen is to come or on show: the game waits for it."""
        return self.report is not None

    def forget_undone(self, actions: int) -> None:
        """Only ``actions`` are played now (an undo): a season that ended after them is forgotten."""
        if self.report is not None and actions < self.at:
            self.report, self.up = None, False

    # -- as a clock of the table --------------------------------------------------------------
    def tick(self) -> None:
        """Once the season's last animations played, its scoring screen comes up over the table."""
        scene = self.scene
        if self.report is not None and not self.up and not scene.anims.busy():
            from .season import SeasonScene
            self.up = True
            scene.app.push(SeasonScene(scene.app, scene, self.report, self._closed))

    def _closed(self) -> None:
        self.report, self.up = None, False
        self.on_closed()
