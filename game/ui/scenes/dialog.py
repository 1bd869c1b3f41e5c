"""A small dialog over another screen: a panel with a title, a line of text and its buttons; the
screen below shows dimmed. :class:`ConfirmScene` asks before something that cannot be undone;
:class:`MessageScene` tells something that stops what the player wanted (with one OK)."""

from __future__ import annotations

import pygame

from game.core.i18n import _, pgettext

from .. import theme
from ..widgets import Button
from . import backdrop
from .base import H, ShellScene, W


class DialogScene(ShellScene):
    """A panel of ``size`` in the middle of the screen, over the screen below."""

    name = "dialog"
    opaque = False

    def __init__(self, app, title: str, size=(880, 400)):
        super().__init__(app)
        self.title = title
        self.panel = pygame.Rect(0, 0, *size)
        self.panel.center = (W // 2, H // 2)
        self.message, self.message_bad = "", False

    def buttons(self, *specs) -> list[Button]:
        """``(label, on_click, name, primary)`` buttons in a row along the panel's foot, the last on the right."""
        out, right = [], self.panel.right - 40
        for label, fn, name, primary in reversed(specs):
            w = max(200, theme.font(26, True).size(label)[0] + 60)
            out.append(self.add(Button((right - w, self.panel.bottom - 110, w, 74), label, fn, primary=primary,
                                       name=name)))
            right -= w + 20
        return out

    def on_escape(self) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.dim(surface, 175)
        theme.panel(surface, self.panel, (38, 35, 50), theme.PANEL_BORDER, radius=22, width=3)
        theme.text(surface, self.title, (self.panel.x + 40, self.panel.y + 34), 34, bold=True)
        self.draw_body(surface)
        if self.message:
            lines = theme.wrap(self.message, 22, self.panel.width - 80)
            for i, line in enumerate(lines):
                theme.text(surface, line, (self.panel.x + 40, self.panel.bottom - 156 - 28 * (len(lines) - 1 - i)),
                           22, theme.BAD if self.message_bad else theme.TEXT_DIM)
        self.draw_widgets(surface)
        self.draw_tooltips(surface)

    def draw_body(self, surface: pygame.Surface) -> None:
        """What the dialog shows between its title and its buttons."""


class ConfirmScene(DialogScene):
    """Asks ``question`` (a whole sentence); ``yes`` names what happens; ``on_yes`` runs after the
    dialog went."""

    name = "confirm"

    def __init__(self, app, title: str, question: str, yes: str, on_yes):
        super().__init__(app, title, (880, 360))
        self.question, self.on_yes = question, on_yes
        self.buttons((pgettext("dialog", "Cancel"), app.pop, "no", False), (yes, self.confirm, "yes", True))

    def confirm(self) -> None:
        self.app.pop()
        self.on_yes()

    def draw_body(self, surface: pygame.Surface) -> None:
        theme.text_block(surface, self.question, pygame.Rect(self.panel.x + 40, self.panel.y + 96,
                                                             self.panel.width - 80, 120), 26, theme.TEXT)


class MessageScene(DialogScene):
    """Tells ``message`` (whole sentences; a long one wraps, up to about ten lines) under ``title``;
    OK, Enter or Esc closes it."""

    name = "message"

    def __init__(self, app, title: str, message: str):
        super().__init__(app, title, (1080, 520))
        self.text = message
        self.buttons((_("OK"), app.pop, "ok", True))

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.app.pop()
            return True
        return super().handle(event)

    def draw_body(self, surface: pygame.Surface) -> None:
        theme.text_block(surface, self.text, pygame.Rect(self.panel.x + 40, self.panel.y + 96,
                                                         self.panel.width - 80, 280), 24, theme.TEXT)
