"""Naming a save, from the pause menu: a text box with a suggested name, Save and Cancel. A name
that is taken asks once more before the save of that name is replaced."""

from __future__ import annotations

import time

import pygame

from game.core.i18n import _

from .. import theme
from .controls import TextField
from .dialog import DialogScene

NAME_LEN = 40


def suggested_name(runner) -> str:
    """A name to start from: the game and the date."""
    return _("{game}, {date}").format(game=_(runner.spec.title), date=time.strftime("%Y-%m-%d %H.%M"))[:NAME_LEN]


class SaveAsScene(DialogScene):
    name = "save_as"

    def __init__(self, app, runner):
        super().__init__(app, _("Save this game"), (980, 420))
        self.runner = None          # not the game's owner: the table keeps its runner
        self._game = runner
        self._replace = ""          # the name the player was warned about
        self.field = self.add(TextField((self.panel.x + 40, self.panel.y + 130, self.panel.width - 80, 70),
                                        suggested_name(runner), name="save_name", max_len=NAME_LEN,
                                        tooltip=_("The name the launcher's list shows")))
        self.buttons((_("Cancel"), app.pop, "cancel", False), (_("Save"), self.save, "save", True))
        self.field.start()          # type at once: the suggested name is selected

    def save(self) -> None:
        self.field.commit()
        name = self.field.value.strip()
        if not name:
            self.message, self.message_bad = _("Give the save a name first."), True
            return
        saves = self.app.saves
        if saves.named_path(name).exists() and self._replace != name:
            self._replace = name
            self.message, self.message_bad = _("A save called “{name}” exists already: press Save again to "
                                               "replace it.").format(name=name), True
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
