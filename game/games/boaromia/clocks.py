"""Boaromia's clocks, ticked by the kit each frame (:attr:`game.ui.table.TableScene.clocks`):
a walk clicked on the board goes on step by step as the animations end, and the bot friends'
plans for the round are taken in once their thread has them. Neither keeps time of its own."""

from __future__ import annotations


class WalkOn:
    """The walk clicked last (the scene's ``walk_path``): its next step once the animations have
    played; it runs while the walk is under way (the table is drawn again when it starts or ends)."""

    def __init__(self, scene):
        self.scene = scene

    def tick(self) -> None:
        if self.scene.walk_path and not self.scene.anims.busy():
            self.scene.walk_on()

    def running(self) -> bool:
        return bool(self.scene.walk_path)

    def stop(self) -> None:
        """A scene on top: the walk waits where it is (it goes on when the table is back)."""

    def wake_in(self) -> float | None:
        return None                 # the animations keep the frames coming


class PlanWatch:
    """The bot friends' plans while a human picks who goes next (:meth:`BoaromiaScene.plan`):
    asked for, and taken in when they arrive (their thread wakes the loop)."""

    def __init__(self, scene):
        self.scene = scene

    def tick(self) -> None:
        self.scene.plan()

    def running(self) -> bool:
        return False

    def stop(self) -> None:
        """Plans asked for still arrive; they are taken in when the table is back."""

    def wake_in(self) -> float | None:
        return None
