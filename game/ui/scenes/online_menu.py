"""Play online: host a table that friends at other screens join, or join a friend's table."""

from __future__ import annotations

import pygame

from game.core import registry, saves, storage
from game.core.i18n import _
from game.net import table_file

from .. import banner, theme
from ..table_look import fitting_size
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
        size = fitting_size(self.label, room, 40, 28)          # a long game's name: a size smaller ...
        title = theme.wrap(self.label, size, room, bold=True)[:2]   # ... then two lines, and one for the detail
        lines = theme.wrap(self.detail, 24, room)[:3 - len(title)]
        top = self.rect.centery - (len(title) * (size + 6) + len(lines) * 28) // 2
        for i, line in enumerate(title):
            theme.text(surface, line, (x, top + i * (size + 6)), size, fg, bold=True)
        top += len(title) * (size + 6) + 4
        for i, line in enumerate(lines):
            theme.text(surface, line, (x, top + 28 * i), 24, theme.TEXT_DARK if self.primary else theme.TEXT_DIM)


def kept_table(app) -> tuple[str, str] | None:
    """The table this Open Air hosted and kept (the hosted autosave with its table file beside it):
    the button's label and its line (the game, who plays, where it stands); None when none is kept.
    A broken autosave is kept aside and said in a toast, and the app goes on without it."""
    path = saves.hosted_autosave_path()
    saves.flush(2.0)
    try:
        head = saves.read_header(path)
    except storage.BrokenFile as exc:
        if exc.kept is None:
            app.toast(banner.broken_text(exc))
        else:
            app.toast(_("Your hosted table's autosave could not be read; it was kept as {kept}.").format(
                kept=exc.kept.name))
        return None
    kept = table_file.read(table_file.path_beside(path))
    if head is None or kept is None or head.get("game") != kept.game:
        return None
    try:
        title = _(registry.get(kept.game).title)
    except KeyError:
        return None
    label = _("Continue your table: {game}").format(game=title)
    names = ", ".join(head.get("seats") or [])
    return label, _("{players}  ·  {progress}").format(players=names, progress=saves.summary_of(head))


class OnlineMenuScene(ShellScene):
    name = "online_menu"

    def __init__(self, app):
        super().__init__(app)
        self.kept: tuple[str, str] | None = None
        self.build()

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Look again for a kept hosted table (Continue your table offered when there is one)."""
        self.kept = kept_table(self.app)
        self.build()

    def build(self) -> None:
        self.widgets = []
        self.back_button()
        x = (W - CHOICE_W) // 2
        top, gap = CHOICE_TOP, CHOICE_GAP
        if self.kept is not None:                  # three choices: a little closer together, from higher up
            label, detail = self.kept
            gap = CHOICE_GAP // 2
            self.add(ChoiceButton((x, 200, CHOICE_W, CHOICE_H), label, detail,
                                  self.continue_table, icon="play", images=self.app.images, name="continue",
                                  size=40, primary=True,
                                  tooltip=_("Open your kept table again, with the same codes: the players "
                                            "who joined take their seats back")))
            top = 200 + CHOICE_H + gap
        for i, (label, detail, fn, icon, name) in enumerate((
                (_("Host a table"), _("Choose the game and the seats; friends join with the code your screen shows."),
                 self.host, "human", "host"),
                (_("Join a table"), _("Sit down at a friend's table: find it on your network, or type its address "
                                      "and code."), self.join, "play", "join"))):
            self.add(ChoiceButton((x, top + i * (CHOICE_H + gap), CHOICE_W, CHOICE_H), label, detail,
                                  fn, icon=icon, images=self.app.images, name=name, size=40))
        self.text_top = top + 2 * (CHOICE_H + gap) + 10

    def continue_table(self) -> None:
        """Open the kept table again (:func:`.online_link.resume_host`) and show its lobby; what
        goes wrong is said, and a broken autosave is kept aside."""
        from . import online_link
        from .online_lobby import LobbyScene
        try:
            link = online_link.resume_host(saves.hosted_autosave_path())
        except storage.BrokenFile as exc:
            self.app.toast(banner.broken_text(exc))
            self.refresh()
            return
        except saves.OtherContent:
            self.app.toast(_("Your hosted table was played with other cards or rules: it cannot be continued "
                             "with this version of Open Air."))
            return
        except ValueError:
            self.app.toast(_("There is no kept table to continue any more."))
            self.refresh()
            return
        except OSError as exc:
            self.app.toast(_("The table could not open: {error}").format(error=exc))
            return
        self.app.push(LobbyScene(self.app, link))

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
        y = self.text_top
        for i, line in enumerate(theme.wrap(
                _("The host's Open Air holds the game: every player's screen shows only what that player may "
                  "know. On one network the tables show up by themselves; across the internet the host's port "
                  "must be reachable (the README says how)."), 24, CHOICE_W)):
            theme.text(surface, line, (W // 2, y + 32 * i), 24, theme.TEXT_DIM, anchor="midtop")
        self.draw_widgets(surface)
        self.draw_tooltips(surface)
