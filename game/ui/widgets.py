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


class LogPanel:
    """A game log in a side panel: the newest entries at the bottom, scrolled back by
    wrapped lines, rendered again only when the log or the scroll changes.
    ``special(entry)`` marks entries drawn highlighted."""

    def __init__(self, rect, title: str = "Log", special: Callable[[str], bool] | None = None,
                 size: int = 20, empty: str = ""):
        self.rect = pygame.Rect(rect)
        self.empty = empty
        self.title = title
        self.special = special or (lambda entry: False)
        self.size = size
        self.lines_total = 0          # wrapped lines at the last render: how far it may scroll
        self._cache: tuple | None = None
        self._wrapped: dict[str, list[str]] = {}

    def forget(self) -> None:
        self._cache = None

    def _wrap(self, entry: str, width: int) -> list[str]:
        got = self._wrapped.get(entry)
        if got is None:
            if len(self._wrapped) > 2000:
                self._wrapped.clear()
            got = self._wrapped[entry] = theme.wrap(entry, self.size, width)
        return got

    def draw(self, surface: pygame.Surface, log: list[str], scroll: int) -> None:
        key = (len(log), scroll, log[-1] if log else "")
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._render(log, scroll))
        surface.blit(self._cache[1], self.rect.topleft)

    def _render(self, log: list[str], scroll: int) -> pygame.Surface:
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        theme.panel(surf, surf.get_rect().inflate(-8, -8).move(-2, -4), (26, 22, 30), theme.PANEL_BORDER,
                    radius=14)
        theme.text(surf, self.title, (18, 10), 24, theme.ACCENT, bold=True)
        width = self.rect.width - 40
        lines: list[tuple[str, bool, bool]] = []       # text, highlighted, first line of an entry
        for entry in log[-400:]:
            special = self.special(entry)
            for j, line in enumerate(self._wrap(entry, width - 14)):
                lines.append((line, special, j == 0))
        line_h, gap = round(self.size * 1.2), 7
        room_h = self.rect.height - 84
        end = max(0, len(lines) - scroll)
        start, used = end, 0
        while start > 0:
            need = line_h + (gap if lines[start - 1][2] else 0)
            if used + need > room_h:
                break
            used += need
            start -= 1
        while start < end and start > 0 and not lines[start][2]:
            start += 1          # never begin with the tail of a cut entry
        y = 46
        for text, special, first in lines[start:end]:
            if first and y > 46:
                y += gap
            theme.text(surf, text, (16 if first else 30, y), self.size, theme.HILITE if special else theme.TEXT)
            y += line_h
        self.lines_total = len(lines)
        if not lines and self.empty:
            for i, line in enumerate(theme.wrap(self.empty, self.size, width)):
                theme.text(surf, line, (16, 46 + i * line_h), self.size, theme.TEXT_DIM)
        if scroll:
            theme.text(surf, f"{scroll} newer lines below (scroll)", (self.rect.width // 2,
                       self.rect.height - 34), 20, theme.TEXT_DIM, anchor="midtop")
        return surf
