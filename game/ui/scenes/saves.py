"""Saved games, from the launcher: the named saves (name, game, players, when, where the game
stands: worded in the language now in use, whatever the save's) to continue, watch move by move
or delete (after asking), and a box to open a replay file someone sent (or drop the file onto the
window). A save or replay that cannot be read is reported with its reason and kept."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core import dates, saves, storage
from game.core import replay as replays
from game.core.content import ContentError
from game.core.i18n import _, pgettext

from .. import banner, theme
from ..table_look import fitting_lines
from ..widgets import Button
from .base import ShellScene, W
from .controls import TextField
from .dialog import ConfirmScene
from .replay import open_replay

LIST = pygame.Rect(160, 176, W - 320, 6 * 106)
ROW_H, PER_PAGE = 106, 6
OPEN_Y = 884


class PathField(TextField):
    """A text box for a file path: long paths show their end."""

    def draw(self, surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-8, -4))
        width = self.rect.width - 40
        f = theme.font(self.size)
        lo, hi = 0, len(self.value)            # the most characters of the end that fit, found by halving
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if f.size(self.value[-mid:])[0] <= width:
                lo = mid
            else:
                hi = mid - 1
        shown = self.value[len(self.value) - lo:]
        value, self.value = self.value, shown
        try:
            super().draw(surface)
        finally:
            self.value = value
            surface.set_clip(clip)


def one_line(text: str, width: int, size: int) -> str:
    """``text`` on one line of ``width``, cut with an ellipsis where it is longer."""
    lines = fitting_lines(text, 1, width, size)
    return lines[0] if lines else ""


def _typed_path(path) -> Path:
    """The file a typed or dropped ``path`` names: quotes around it and a leading ``~`` as a
    shell takes them (``~someone`` who is not a user on this computer stays as typed)."""
    found = Path(str(path).strip().strip('"'))
    try:
        return found.expanduser()
    except (RuntimeError, KeyError, OSError):
        return found


def open_replay_file(app, path) -> str:
    """Open the replay at ``path`` in the viewer; the reason it cannot be shown ("" when shown).
    Only a regular file is read, and at most as much as a replay can be (``replay.MAX_BYTES``):
    a folder, a named pipe or a device (``/dev/zero``) is refused at once."""
    try:
        found = replays.read(_typed_path(path))
    except replays.ReplayError as exc:
        app.toast(str(exc))
        return str(exc)
    open_replay(app, found)
    return ""


class SavesScene(ShellScene):
    name = "saves"

    def __init__(self, app):
        super().__init__(app)
        self.page = 0
        self.message = ""
        self.entries: list[tuple[Path, dict]] = []
        self.refresh()

    def refresh(self) -> None:
        """Read the list again (a broken save is reported, kept aside and left out) and lay it out."""
        broken: list[storage.BrokenFile] = []
        self.entries = self.app.saves.list_saves(broken)
        for exc in broken:
            self.app.toast(banner.broken_text(exc))
        pages = max(1, -(-len(self.entries) // PER_PAGE))
        self.page = min(self.page, pages - 1)
        self.build()

    def build(self) -> None:
        value = self.path_field.value if getattr(self, "path_field", None) else ""
        self.widgets = []
        self.back_button()
        for i, (path, _head) in enumerate(self.shown()):
            y = LIST.y + i * ROW_H + 18
            right = LIST.right - 20
            for label, name, fn, primary, tip in (
                    (_("Delete"), "delete", self.ask_delete, False, _("Delete this save (asks first)")),
                    (_("Watch"), "watch", self.watch, False, _("Watch this game move by move")),
                    (pgettext("save", "Continue"), "load", self.load, True, _("Play on from where this save stands"))):
                w = max(150, theme.font(24, True).size(label)[0] + 48)
                right -= w
                self.add(Button((right, y, w, 66), label, lambda fn=fn, p=path: fn(p), primary=primary, size=24,
                                name=f"{name}:{i}", tooltip=tip))
                right -= 14
        pages = max(1, -(-len(self.entries) // PER_PAGE))
        if pages > 1:
            self.add(Button((LIST.x, LIST.bottom + 10, 200, 56), pgettext("page", "Previous"),
                            lambda: self.turn(-1), size=24,
                            name="page_prev", enabled=self.page > 0))
            self.add(Button((LIST.right - 200, LIST.bottom + 10, 200, 56), pgettext("page", "Next"),
                            lambda: self.turn(1), size=24, name="page_next", enabled=self.page < pages - 1))
        field_x = self.path_field_x()
        self.path_field = self.add(PathField((field_x, OPEN_Y, LIST.right - 220 - field_x, 66), value,
                                             name="replay_path", max_len=400, size=24,
                                             placeholder=_("The path of a replay file"),
                                             tooltip=_("Type or paste where the file is, then press Open")))
        self.add(Button((LIST.right - 200, OPEN_Y, 200, 66), _("Open"), self.open_typed, primary=True, size=24,
                        name="open_replay", tooltip=_("Watch the replay in this file")))

    @staticmethod
    def path_field_x() -> int:
        """Where the path field begins: after its label ("Open a replay file"), however long the
        language makes it, and never left of where the English one ends."""
        label = theme.font(26, bold=True).size(_("Open a replay file"))[0]
        return LIST.x + max(330, label + 28)

    def shown(self) -> list[tuple[Path, dict]]:
        return self.entries[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]

    def turn(self, by: int) -> None:
        self.page += by
        self.build()

    # -- actions ------------------------------------------------------------------------------
    def _load(self, path: Path, then) -> None:
        """Call ``then(runner)`` with the save's game; a save that cannot be used is reported (and
        the list read again); one made with other content is refused with its reason, or played
        on this version's content after asking when it replays exactly (the file is not touched)."""
        try:
            runner = self.app.saves.load(path)
        except storage.BrokenFile as exc:
            self.app.toast(banner.broken_text(exc))
            self.refresh()
            return
        except ContentError as exc:          # the game's own files are wrong: the save is kept as it is
            self.app.toast(_("The save {file} cannot be opened: the game's content files have an error ({error})."
                             ).format(file=path.name, error=exc))
            return
        except saves.OtherContent as exc:
            game = _(exc.spec.title)
            if exc.runner is None:
                self.app.toast(_("The save {file} was made with other cards or rules of {game}, and its moves no "
                                 "longer play out the same, so it cannot be opened; the file stays as it is.").format(
                    file=path.name, game=game))
                return
            found = exc.runner
            self.app.push(ConfirmScene(
                self.app, _("Saved with other cards or rules"),
                _("The save {file} was made with other cards or rules of {game}. Every move still plays out the "
                  "same with this version's, so it can be opened with them.").format(file=path.name, game=game),
                _("Open it"), lambda: then(found)))
            return
        if runner is None:
            self.refresh()
            return
        then(runner)

    def load(self, path: Path) -> None:
        self._load(path, self._play)

    def _play(self, runner) -> None:
        scene = self.app.game_scene(runner)
        if scene is not None:
            from .launcher import LauncherScene
            self.app.reset(LauncherScene(self.app))
            self.app.push(scene)

    def watch(self, path: Path) -> None:
        self._load(path, lambda runner: self._watch(runner, path))

    def _watch(self, runner, path: Path) -> None:
        try:
            found = replays.checked(runner.match, path.name)
        except replays.ReplayError as exc:
            self.app.toast(str(exc))
            return
        open_replay(self.app, found)

    def ask_delete(self, path: Path) -> None:
        head = dict(self.entries).get(path, {})
        name = head.get("name") or path.stem
        self.app.push(ConfirmScene(self.app, _("Delete a save"),
                                   _("Delete the save “{name}”? It cannot be brought back.").format(name=name),
                                   _("Delete"), lambda: self.delete(path)))

    def delete(self, path: Path) -> None:
        try:
            self.app.saves.delete_save(path)
        except (OSError, ValueError) as exc:
            self.app.toast(_("The save could not be deleted: {error}").format(error=exc))
        self.refresh()

    def open_typed(self) -> None:
        self.path_field.commit()
        if not self.path_field.value.strip():
            self.message = _("Type the path of a replay file first, or drop the file onto this window.")
            return
        self.message = open_replay_file(self.app, self.path_field.value)

    def resume(self) -> None:
        self.refresh()

    def handle(self, event) -> bool:
        if event.type == pygame.DROPFILE:
            self.message = open_replay_file(self.app, event.file)
            return True
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and self.path_field.editing):
            self.open_typed()
            return True
        return super().handle(event)

    def on_escape(self) -> None:
        if self.path_field.editing:
            self.path_field.cancel()
        else:
            self.app.pop()

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_header(surface, _("Saved games"),
                         _("Continue a saved game, watch one move by move, or open a replay someone sent you."))
        theme.panel(surface, LIST, (36, 33, 46))
        if not self.entries:
            theme.text(surface, _("No saved games yet."), (LIST.centerx, LIST.centery - 24), 34, bold=True,
                       anchor="center")
            theme.text(surface, _("During a game, open the menu (Esc) and choose Save as to keep it here."),
                       (LIST.centerx, LIST.centery + 26), 24, theme.TEXT_DIM, anchor="center")
        for i, (_path, head) in enumerate(self.shown()):
            self._row(surface, i, head)
        pages = max(1, -(-len(self.entries) // PER_PAGE))
        if pages > 1:
            theme.text(surface, _("Page {page} of {pages}").format(page=self.page + 1, pages=pages),
                       (LIST.centerx, LIST.bottom + 38), 22, theme.TEXT_DIM, anchor="center")
        theme.text(surface, _("Open a replay file"), (LIST.x, OPEN_Y + 33), 26, bold=True, anchor="midleft")
        hint = self.message or _("… or drop a replay file onto this window.")
        colour = theme.BAD if self.message else theme.TEXT_DIM
        theme.text(surface, hint, (self.path_field.rect.x, OPEN_Y + 90), 22, colour, anchor="midleft")
        self.draw_widgets(surface)
        self.draw_tooltips(surface)

    def _row(self, surface, i: int, head: dict) -> None:
        y = LIST.y + i * ROW_H
        if i:
            pygame.draw.line(surface, theme.PANEL_BORDER, (LIST.x + 20, y), (LIST.right - 20, y), 1)
        x, width = LIST.x + 30, LIST.width - 620
        title = _(head.get("title", "")) if head.get("title") else head.get("game", "")
        theme.text(surface, one_line(head.get("name", ""), width - 60, 28), (x, y + 30), 28, bold=True,
                   anchor="midleft")
        players = ", ".join(head.get("seats", []))
        line = _("{game} · {players}").format(game=title, players=players)
        theme.text(surface, one_line(line, width, 22), (x, y + 62), 22, theme.TEXT, anchor="midleft")
        # when and where the game stands, worded now (a save keeps the facts, not its words)
        when = _("Saved {when} · {progress}").format(when=dates.shown(head.get("when", "")),
                                                     progress=saves.summary_of(head))
        theme.text(surface, one_line(when, width, 22), (x, y + 88), 22, theme.TEXT_DIM, anchor="midleft")

