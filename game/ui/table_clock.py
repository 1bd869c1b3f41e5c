"""A table clock (:attr:`game.ui.table.TableScene.clocks`): something of the table's own that the
kit looks at each frame. The kit calls ``tick()`` each frame once the animations and the bots moved
on, asks ``running()`` as part of what the table shows (the layer is drawn again when it starts or
stops), ``stop()`` when a scene comes on top, and ``wake_in()`` for the seconds until it needs a
frame while the loop would sleep (None: never by itself).

:class:`TableClock` is a clock that keeps no time: a game's clock subclasses it and says only what
it does differently (Boaromia's walk that goes on step by step, Rock'n Rodeo's season screen that
comes up once the season's flights played, Höhlengrölen's casting report that closes by itself:
both are the kit's report between rounds, :mod:`.round_report`).
"""

from __future__ import annotations


class TableClock:
    """A clock of ``scene`` that does nothing until a game's subclass says otherwise."""

    def __init__(self, scene):
        self.scene = scene

    def tick(self) -> None:
        """Each frame: look at the table and move it on where it is time."""

    def running(self) -> bool:
        """Whether the clock runs now (part of what the table shows)."""
        return False

    def stop(self) -> None:
        """A scene came on top: what waits, waits (it goes on when the table is back)."""

    def wake_in(self) -> float | None:
        """Seconds until the clock needs a frame, or None."""
        return None
