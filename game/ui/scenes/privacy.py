"""Hot-seat privacy: a full cover asking to pass the mouse to the next player.
Nothing of the table shows through."""

from __future__ import annotations

import pygame

from game.core.i18n import _

from .. import theme
from ..widgets import Button
from . import backdrop
from .base import H, ShellScene, W


class PrivacyScene(ShellScene):
    name = "privacy"
    opaque = True

    def __init__(self, app, seat_name: str, on_ready, colour: str | None = None):
        super().__init__(app)
        self.seat_name = seat_name
        self.on_ready = on_ready
        self.below = app.top
        self.colour = theme.rgb(colour) if colour else self._find_colour()
        self.ready_button = self.add(Button((W // 2 - 330, 690, 660, 100),
                                            _("I am {name} — show my hand").format(name=seat_name),
                                            self.ready, primary=True, size=34, name="ready"))

    def _find_colour(self) -> tuple[int, int, int]:
        runner = getattr(self.below, "runner", None)
        if runner is not None:
            for seat in runner.match.seats:
                if seat.name == self.seat_name:
                    return theme.rgb(seat.colour)
        return theme.ACCENT

    def ready(self) -> None:
        self.app.pop()
        if self.on_ready:
            self.on_ready()

    def on_escape(self) -> None:
        """Esc opens the pause menu of the game underneath (or does nothing)."""
        if self.below is not None and getattr(self.below, "runner", None) is not None:
            self.app.open_pause(self.below)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.page(), (0, 0))
        tint = pygame.Surface((W, H), pygame.SRCALPHA)
        tint.fill((*self.colour, 46))
        surface.blit(tint, (0, 0))
        glow = pygame.Surface((900, 900), pygame.SRCALPHA)
        for i in range(30):
            pygame.draw.circle(glow, (*self.colour, 3), (450, 450), 450 - i * 14)
        surface.blit(glow, glow.get_rect(center=(W // 2, 420)))
        eye = self.app.images.icon("eye_closed", 96, self.colour)
        surface.blit(eye, eye.get_rect(center=(W // 2, 250)))
        # Translators: the line above the next player's name, which is shown in big letters below it
        theme.text(surface, _("Pass the mouse to"), (W // 2, 370), 40, theme.TEXT_DIM, anchor="center")
        backdrop.title(surface, self.seat_name, (W // 2, 470), 110, self.colour)
        pygame.draw.line(surface, self.colour, (W // 2 - 180, 556), (W // 2 + 180, 556), 4)
        theme.text(surface, _("Everyone else: eyes on the stage for a moment."), (W // 2, 614), 28,
                   theme.TEXT, anchor="center")
        self.draw_widgets(surface)
