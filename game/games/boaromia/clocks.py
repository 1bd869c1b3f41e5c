"""Boaromia's clocks, ticked by the kit each frame (:attr:`game.ui.table.TableScene.clocks`): a walk
clicked on the board goes on step by step as the animations end, and the bot friends' plans for
the round are taken in once their thread has them. Neither keeps time of its own: each is the
kit's :class:`~game.ui.table_clock.TableClock` and says only what it does differently (a scene on
top stops neither: the walk waits where it is and goes on when the table is back, plans asked for
still arrive and are taken in then; the animations and the plans' thread keep the frames coming)."""

from __future__ import annotations

from game.ui.table_clock import TableClock


class WalkOn(TableClock):
    """The walk clicked last (the scene's ``walk_path``): its next step once the animations have
    played; it runs while the walk is under way (the table is drawn again when it starts or ends)."""

    def tick(self) -> None:
        if self.scene.walk_path and not self.scene.anims.busy():
            self.scene.walk_on()

    def running(self) -> bool:
        return bool(self.scene.walk_path)


class PlanWatch(TableClock):
    """The bot friends' plans while a human picks who goes next (:meth:`BoaromiaScene.plan`):
    asked for, and taken in when they arrive (their thread wakes the loop)."""

    def tick(self) -> None:
        self.scene.plan()
