"""The common ground of the shell's screens: a list of widgets that get the
events, draw themselves, explain themselves on hover and are named for
``targets()``; a header with a title and a Back button."""

from __future__ import annotations

import pygame

from game.core.i18n import _

from .. import theme
from ..scene import LOGICAL_SIZE, Scene
from . import backdrop
from .controls import IconButton

W, H = LOGICAL_SIZE


def draw_tooltip(surface: pygame.Surface, pos, message: str, width: int = 460) -> None:
    """A hover explanation near ``pos`` (22 px text), kept on screen."""
    lines = theme.wrap(message, 22, width - 28)
    w = min(width, max(theme.font(22).size(line)[0] for line in lines) + 32)
    rect = pygame.Rect(pos[0] + 20, pos[1] + 22, w, 18 + 29 * len(lines))
    if rect.right > W - 8:
        rect.right = pos[0] - 12
    rect.clamp_ip(surface.get_rect())
    theme.panel(surface, rect, (28, 26, 36), theme.HILITE, radius=10)
    for i, line in enumerate(lines):
        theme.text(surface, line, (rect.x + 16, rect.y + 9 + 29 * i), 22)


def tooltip_of(widget) -> str:
    fn = getattr(widget, "tooltip_text", None)
    if fn is not None:
        return fn()
    if getattr(widget, "hover", False):
        return getattr(widget, "tooltip", "") or ""
    return ""


class ShellScene(Scene):
    """A screen made of widgets (anything with ``handle``, ``draw``, ``rect`` and ``name``)."""

    def __init__(self, app):
        super().__init__(app)
        self.widgets: list = []

    def add(self, widget):
        self.widgets.append(widget)
        return widget

    def icon_button(self, rect, label: str, on_click, icon: str = "", **kw) -> IconButton:
        return self.add(IconButton(rect, label, on_click, icon=icon, images=self.app.images, **kw))

    def back_button(self, label: str | None = None, on_click=None) -> IconButton:
        """The Back button at the top left; ``label``: another one, already translated."""
        return self.icon_button((40, 34, 190, 64), _("Back") if label is None else label,
                                on_click or self.app.pop, icon="back", name="back", tooltip=_("Go back (Esc)"))

    # -- events ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        for widget in list(self.widgets):
            if widget.handle(event):
                if event.type == pygame.MOUSEBUTTONDOWN and not getattr(widget, "silent", False):
                    self.app.sound.play("click")
                return True
        return False

    # -- drawing -----------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.page(), (0, 0))

    def draw_header(self, surface: pygame.Surface, title: str, subtitle: str = "") -> None:
        backdrop.title(surface, title, (W // 2, 78), 60)
        if subtitle:
            theme.text(surface, subtitle, (W // 2, 130), 26, theme.TEXT_DIM, anchor="center")

    def draw_widgets(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface)

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            tip = tooltip_of(widget)
            if tip:
                draw_tooltip(surface, self.app.mouse_pos, tip)
                return

    def widgets_by_name(self) -> dict[str, object]:
        return {w.name: w for w in self.widgets}

    def targets(self) -> dict[str, pygame.Rect]:
        found: dict[str, pygame.Rect] = {}
        for widget in self.widgets:
            sub = getattr(widget, "targets", None)
            if sub is not None:
                found.update(sub())
            else:
                found[widget.name] = widget.rect
        return found
