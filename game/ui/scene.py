"""The scene stack's element (after Tuxemon): enter/exit, pause/resume, handle, update, draw.

Scenes draw onto the logical canvas (LOGICAL_SIZE, 16:9); the app scales it to
the window and maps mouse positions back, so every ``event.pos`` a scene sees
is in logical coordinates. ``draw`` only draws: it never changes state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .app import App

LOGICAL_SIZE = (1920, 1080)


class Scene:
    #: False for overlays (pause menu, dialogs): the scene below is drawn first
    opaque = True
    #: a short name used by the tour and tests
    name = "scene"

    def __init__(self, app: App):
        self.app = app

    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped: this one is active again."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event (mouse positions already logical)."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds."""

    def under(self, dt: float) -> None:
        """Each frame while another scene is over this one (``update`` is only the top's): what
        must go on meanwhile, such as a network table answering its players. Nothing by default."""

    def animating(self) -> bool:
        """True while something moves: the loop then runs at frame rate instead of sleeping."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def targets(self) -> dict[str, pygame.Rect]:
        """Clickable things by name (for tests and the tour, which click by name)."""
        return {}
