"""The pause menu over a game: Resume, Undo, Rules, the first-game pointers, the animation
speed, Settings, Save as, Save & quit.

At a network table (its runner ``remote``: the host's screen or a joined player's) Save & quit is
"Leave the table" (:func:`game.ui.online_table.leave`: a player leaves and the seat waits; the
host closes the table for everyone, its autosave keeping the game), Save as is off and says why
in its hover text, and Undo follows the host's word on whether the move may be taken back.

Undo says in a line under it what it does, or why it does nothing now (the table's
``undo_why``: "Nothing to undo yet: you have not made a move."); then it is drawn disabled and
the keyboard passes it by, and its hover text says the same beside it. The animation speed is
the Settings screen's (Off, Fast, Normal, Slow): a choice takes effect at once and is saved.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _

from .. import guide, theme
from ..table_look import fitting_size
from . import backdrop
from .base import H, ShellScene, W, tooltip_at
from .controls import Segmented
from .settings import SPEEDS

PANEL = pygame.Rect(W // 2 - 380, H // 2 - 452, 760, 904)
#: the buttons' column inside the panel, their height and the gap between them
COLUMN = pygame.Rect(PANEL.x + 70, PANEL.y + 176, PANEL.width - 140, 0)
ROW, GAP = 66, 16
#: the room under Undo for what it does or why not (two lines at most)
UNDO_LINE = 64
#: the widest hover text here: Undo's reason on one line where it can be
TIP_WIDTH = 640


class PauseScene(ShellScene):
    name = "pause"
    opaque = False

    def __init__(self, app, game_scene):
        super().__init__(app)
        self.game_scene = game_scene
        runner = getattr(game_scene, "runner", None)
        self.runner = None          # not the game's owner: the app autosaves via the game scene
        self.game_id = runner.spec.id if runner is not None else None
        self.title = _(runner.spec.title) if runner is not None else _("Game")
        x, w, h, gap = COLUMN.x, COLUMN.width, ROW, GAP
        y = COLUMN.y
        self.resume_button = self.icon_button((x, y, w, h), _("Resume"), app.pop, icon="play", primary=True,
                                              name="resume", tooltip=_("Back to the table (Esc)"))
        y += h + gap
        self.undo_button = self.icon_button((x, y, w, h), _("Undo"), self.undo, icon="undo", name="undo",
                                            enabled=self.can_undo())
        y += h + 6
        self.undo_line = pygame.Rect(x, y, w, UNDO_LINE - 6)
        y += UNDO_LINE - 6 + gap
        self.icon_button((x, y, w, h), _("Rules"), self.rules, icon="book", name="rules",
                         enabled=self.game_id is not None,
                         tooltip=_("How to play {game}").format(game=self.title))
        y += h + gap
        self.icon_button((x, y, w, h), _("Show the first-game pointers"), self.pointers, icon="human",
                         name="pointers", enabled=self.has_pointers(),
                         tooltip=_("Walk through a turn on the table again, pointer by pointer"))
        y += h + gap
        self.speed_label = pygame.Rect(x, y, 190, h)
        speeds = [(speed, _(label), _(text)) for speed, label, text in SPEEDS]
        self.speed = self.add(Segmented((x + 200, y, w - 200, h), speeds, app.settings.anim_speed,
                                        self.set_speed, name="anim_speed", size=23))
        y += h + gap
        self.icon_button((x, y, w, h), _("Settings"), app.open_settings, icon="gear", name="settings",
                         tooltip=_("Volume, fullscreen, animation speed"))
        y += h + gap
        self.online = runner is not None and runner.remote
        hosting = bool(getattr(game_scene, "hosting", False))
        if self.online:
            why = (_("The table's autosave keeps a network game: it is not saved under a name.") if hosting
                   else _("The host keeps this game: it is not saved at this screen."))
            self.icon_button((x, y, w, h), _("Save as…"), self.save_as, icon="book", name="save_as",
                             enabled=False, tooltip=why)
        else:
            self.icon_button((x, y, w, h), _("Save as…"), self.save_as, icon="book", name="save_as",
                             enabled=runner is not None and not runner.state.is_terminal(),
                             tooltip=_("Keep this game under a name; the launcher's Saved games list has it"))
        y += h + gap
        if self.online:
            tip = (_("Close the table for everyone and go back to the menu; its autosave keeps the game")
                   if hosting else _("Go back to the menu; your seat waits for you at the table"))
            self.icon_button((x, y, w, h), _("Leave the table"), self.leave_table, icon="back", name="leave",
                             tooltip=tip)
        else:
            self.icon_button((x, y, w, h), _("Save & quit"), self.save_and_quit, icon="back", name="save_quit",
                             tooltip=_("Keep this game and go back to the menu; Continue picks it up again"))
        self._tip()

    def can_undo(self) -> bool:
        fn = getattr(self.game_scene, "can_undo", None)
        try:
            return bool(fn and fn())
        except Exception:  # a scene's undo check must never break the menu
            return False

    def _tip(self) -> None:
        self.undo_button.enabled = self.can_undo()
        why = getattr(self.game_scene, "undo_why", None)
        reason = why() if why is not None and not self.undo_button.enabled else ""
        self.undo_button.tooltip = (_("Take back your last move") if self.undo_button.enabled
                                    else reason
                                    or _("Nothing to undo: a hidden card was revealed since your last move"))
        if not self.undo_button.enabled and self.focus == "undo":
            self.focus = None             # (the keyboard passes a disabled button by)

    def resume(self) -> None:
        """Back from the settings or the rules: Undo and the speed as they are now."""
        self._tip()
        self.speed.value = self.app.settings.anim_speed

    def set_speed(self, speed: str) -> None:
        """The animation speed, at once for the table under this menu, and saved."""
        self.app.settings.update(anim_speed=speed)

    def undo(self) -> None:
        if not self.can_undo():
            return
        self.app.pop()
        self.game_scene.undo()

    def rules(self) -> None:
        if self.game_id:
            state = getattr(getattr(self.game_scene, "runner", None), "state", None)
            self.app.show_rules(self.game_id, getattr(state, "options", None))

    def has_pointers(self) -> bool:
        return self.runner_spec() is not None and bool(guide.pointers_of(self.runner_spec()))

    def runner_spec(self):
        runner = getattr(self.game_scene, "runner", None)
        return runner.spec if runner is not None and hasattr(self.game_scene, "offer_guide") else None

    def pointers(self) -> None:
        """Back to the table, where the pointers show again on the player's turn."""
        self.app.pop()
        self.game_scene.offer_guide(again=True)

    def save_as(self) -> None:
        runner = getattr(self.game_scene, "runner", None)
        if runner is not None:
            from .save_as import SaveAsScene
            self.app.push(SaveAsScene(self.app, runner))

    def leave_table(self) -> None:
        """A network table: leave it (the host: close it for everyone), back to the launcher."""
        from .. import online_table
        online_table.leave(self.app, self.game_scene)

    def wake_in(self) -> float | None:
        """Over a network table the loop looks for its news as the table does."""
        if not self.online:
            return None
        from ..table import REMOTE_POLL
        return REMOTE_POLL

    def save_and_quit(self) -> None:
        runner = getattr(self.game_scene, "runner", None)
        if runner is not None and not runner.state.is_terminal():
            try:
                self.app.saves.autosave(runner)
            except OSError as exc:
                self.app.toast(_("The game could not be saved: {error}").format(error=exc))
                return
        from .launcher import LauncherScene
        self.app.reset(LauncherScene(self.app))

    def on_escape(self) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.dim(surface, 175)
        theme.panel(surface, PANEL, (38, 35, 50), theme.PANEL_BORDER, radius=22, width=3)
        pause = self.app.images.icon("pause", 40, theme.ACCENT)
        surface.blit(pause, pause.get_rect(center=(W // 2, PANEL.y + 52)))
        theme.text(surface, _("Paused"), (W // 2, PANEL.y + 100), 44, bold=True, anchor="center")
        theme.text(surface, self.title, (W // 2, PANEL.y + 142), 24, theme.TEXT_DIM, anchor="center")
        self.draw_undo_line(surface)
        label = _("Animations")
        theme.text(surface, label, self.speed_label.midleft, fitting_size(label, self.speed_label.width, 26, 20),
                   bold=True, anchor="midleft")
        self.draw_widgets(surface)
        self.draw_tooltips(surface)

    def draw_undo_line(self, surface: pygame.Surface) -> None:
        """Under Undo: what it does, or why it does nothing now (one line, two for a long reason)."""
        text = self.undo_button.tooltip
        size = fitting_size(text, self.undo_line.width, 22, 20, bold=False, lines=2)
        lines = theme.wrap(text, size, self.undo_line.width)[:2]
        colour = theme.TEXT if not self.undo_button.enabled else theme.TEXT_DIM
        step = size + 4
        top = self.undo_line.y + (self.undo_line.height - (len(lines) * step - 4)) // 2
        for k, line in enumerate(lines):
            theme.text(surface, line, (self.undo_line.centerx, top + k * step), size, colour, anchor="midtop")

    def tip_box(self):
        """As every screen's, only wider: Undo's reason fits on one line beside it."""
        now = self.tip_now()
        if now is None or not self.tip_clock.ready or self.tip_clock.key != (id(now[0]), now[1]):
            return None
        width = TIP_WIDTH if now[0] is self.undo_button else 460
        return tooltip_at(self.tip_target(now[0]), now[1], width, avoid=[now[0].rect])
