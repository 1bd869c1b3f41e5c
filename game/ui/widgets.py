"""Small widgets shared by the scenes. A widget keeps its own hover state
(updated in ``handle``) and draws itself; it calls back on click."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from . import theme


class Button:
    def __init__(self, rect, label: str, on_click: Callable[[], None] | None = None, *,
                 enabled: bool = True, primary: bool = False, tooltip: str = "",
                 size: int = 26, name: str = ""):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.primary = primary
        self.tooltip = tooltip
        self.size = size
        self.name = name or label.lower().replace(" ", "_")
        self.hover = False

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was a click on this button (and it was enabled)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos) and self.enabled:
                if self.on_click:
                    self.on_click()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.enabled:
            fill, fg, border = theme.PANEL, theme.TEXT_DIM, theme.PANEL_BORDER
        elif self.primary:
            fill = theme.HILITE if self.hover else theme.ACCENT
            fg, border = theme.TEXT_DARK, theme.ACCENT_DARK
        else:
            fill = theme.PANEL_BORDER if self.hover else theme.PANEL_LIGHT
            fg, border = theme.TEXT, theme.HILITE if self.hover else theme.PANEL_BORDER
        theme.panel(surface, self.rect, fill, border, radius=12)
        theme.text(surface, self.label, self.rect.center, self.size, fg, bold=True, anchor="center")


def draw_tooltip(surface: pygame.Surface, pos, message: str, width: int = 420) -> None:
    """A hover explanation box near ``pos``, kept on screen."""
    if not message:
        return
    lines = theme.wrap(message, 20, width - 24)
    h = 16 + 26 * len(lines)
    w = min(width, max(theme.font(20).size(line)[0] for line in lines) + 28)
    rect = pygame.Rect(pos[0] + 18, pos[1] + 18, w, h)
    rect.clamp_ip(surface.get_rect())
    theme.panel(surface, rect, (30, 28, 38), theme.HILITE, radius=8)
    for i, line in enumerate(lines):
        theme.text(surface, line, (rect.x + 14, rect.y + 8 + 26 * i), 20)
