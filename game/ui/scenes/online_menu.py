"""Play online: host a table that friends at other screens join, or join a friend's table."""

from __future__ import annotations

import pygame

from game.core.i18n import _

from .. import theme
from .base import ShellScene, W
from .controls import IconButton

CHOICE_W, CHOICE_H, CHOICE_TOP, CHOICE_GAP = 760, 150, 300, 60


class ChoiceButton(IconButton):
    """A large button: its label, and under it a line that says what it leads to."""

    def __init__(self, rect, label: str, detail: str, on_click, **kw):
        super().__init__(rect, label, on_click, **kw)
        self.detail = detail

    def draw(self, surface: pygame.Surface) -> None:
        fg = self.draw_background(surface)
        icon = self.images.icon(self.icon, 56, fg) if self.images is not None and self.icon else None
        x = self.rect.x + 40
        if icon is not None:
            surface.blit(icon, icon.get_rect(midleft=(x, self.rect.centery)))
            x += 56 + 32
        room = self.rect.right - 32 - x
        theme.text(surface, theme.cut(self.label, 40, room, True), (x, self.rect.centery - 24), 40, fg, bold=True,
                   anchor="midleft")
        lines = theme.wrap(self.detail, 24, room)[:2]
        for i, line in enumerate(lines):
            theme.text(surface, line, (x, self.rect.centery + 22 + 28 * i - 14 * (len(lines) - 1)), 24,
                       theme.TEXT_DARK if self.primary else theme.TEXT_DIM, anchor="midleft")


class OnlineMenuScene(ShellScene):
    name = "online_menu"

    def __init__(self, app):
        super().__init__(app)
        self.build()

    def build(self) -> None:
        self.widgets = []
        self.back_button()
        x = (W - CHOICE_W) // 2
        for i, (label, detail, fn, icon, name) in enumerate((
                (_("Host a table"), _("Choose the game and the seats; friends join with the code your screen shows."),
                 self.host, "human", "host"),
                (_("Join a table"), _("Sit down at a friend's table: find it on your network, or type its address "
                                      "and code."), self.join, "play", "join"))):
            self.add(ChoiceButton((x, CHOICE_TOP + i * (CHOICE_H + CHOICE_GAP), CHOICE_W, CHOICE_H), label, detail,
                                  fn, icon=icon, images=self.app.images, name=name, size=40))

    def host(self) -> None:
        from .online_host import OnlineHostScene
        self.app.push(OnlineHostScene(self.app))

    def join(self) -> None:
        from .online_join import JoinScene
        self.app.push(JoinScene(self.app))

    def on_escape(self) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_header(surface, _("Play online"), _("Play with friends at other screens, one table for all"))
        y = CHOICE_TOP + 2 * (CHOICE_H + CHOICE_GAP) + 10
        for i, line in enumerate(theme.wrap(
                _("The host's Open Air holds the game: every player's screen shows only what that player may "
                  "know. On one network the tables show up by themselves; across the internet the host's port "
                  "must be reachable (the README says how)."), 24, CHOICE_W)):
            theme.text(surface, line, (W // 2, y + 32 * i), 24, theme.TEXT_DIM, anchor="midtop")
        self.draw_widgets(surface)
        self.draw_tooltips(surface)
