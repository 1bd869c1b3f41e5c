"""Naming a save, from the pause menu: a text box with a suggested name, Save and Cancel. A name
that is taken asks once more, naming the save that would be replaced (its name, game and date),
before it is replaced."""

from __future__ import annotations

from datetime import datetime

import pygame

from game.core import dates
from game.core.i18n import _, pgettext
from game.core.match import clean_name

from .. import theme
from .controls import TextField
from .dialog import DialogScene

NAME_LEN = 40


def _changed(path) -> int | None:
    """When the file at ``path`` last changed (None when it is gone)."""
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return None


def suggested_name(runner, moment: datetime | None = None) -> str:
    """A name to start from: the game and the date with the time (now), as the language writes them."""
    when = dates.date_time(moment or datetime.now())
    return _("{game}, {date}").format(game=_(runner.spec.title), date=when)[:NAME_LEN]


class SaveAsScene(DialogScene):
    name = "save_as"

    def __init__(self, app, runner):
        super().__init__(app, _("Save this game"), (980, 420))
        self.runner = None          # not the game's owner: the table keeps its runner
        self._game = runner
        self._replace = None        # the save the player was warned about: (its file, when it changed)
        self.field = self.add(TextField((self.panel.x + 40, self.panel.y + 130, self.panel.width - 80, 70),
                                        suggested_name(runner), name="save_name", max_len=NAME_LEN,
                                        tooltip=_("The name the launcher's list shows")))
        self.buttons((pgettext("dialog", "Cancel"), app.pop, "cancel", False), (_("Save"), self.save, "save", True))
        self.field.start()          # type at once: the suggested name is selected

    def save(self) -> None:
        self.field.commit()
        name = clean_name(self.field.value)
        if not name:
            self.message, self.message_bad = _("Give the save a name first."), True
            return
        saves = self.app.saves
        found = saves.find_named(name)
        if found is not None:
            path, head = found
            mark = (path, _changed(path))
            if self._replace != mark:           # warned about this very file, as it is now
                self._replace = mark
                game = _(head["title"]) if head.get("title") else head.get("game", "")
                stored = head.get("name") or path.stem
                self.message, self.message_bad = _(
                    "A save called “{name}” exists already: {game}, saved {when}. Press Save again to "
                    "replace it.").format(name=stored, game=game, when=dates.shown(head.get("when", ""))), True
                return
        try:
            saves.save_named(self._game, name)
        except OSError as exc:
            self.message, self.message_bad = _("The game could not be saved: {error}").format(error=exc), True
            return
        self.app.pop()
        self.app.toast(_("Saved as “{name}”. The launcher's Saved games list has it.").format(name=name))

    def handle(self, event) -> bool:
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and self.field.editing):
            self.save()                 # Enter in the box saves
            return True
        return super().handle(event)

    def on_escape(self) -> None:
        if self.field.editing:
            self.field.cancel()
        else:
            self.app.pop()

    def draw_body(self, surface: pygame.Surface) -> None:
        theme.text(surface, _("Name"), (self.panel.x + 40, self.panel.y + 96), 24, theme.TEXT_DIM)
