"""The pause menu over a game: Resume, Undo, Rules, the first-game pointers, Settings, Save & quit."""

from __future__ import annotations

import pygame

from game.core.i18n import _

from .. import guide, theme
from . import backdrop
from .base import H, ShellScene, W

PANEL = pygame.Rect(W // 2 - 300, H // 2 - 427, 600, 854)


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
        x, w, h, gap = PANEL.x + 70, PANEL.width - 140, 74, 20
        y = PANEL.y + 176
        self.resume_button = self.icon_button((x, y, w, h), _("Resume"), app.pop, icon="play", primary=True,
                                              name="resume", tooltip=_("Back to the table (Esc)"))
        y += h + gap
        self.undo_button = self.icon_button((x, y, w, h), _("Undo"), self.undo, icon="undo", name="undo",
                                            enabled=self.can_undo())
        y += h + gap
        self.icon_button((x, y, w, h), _("Rules"), self.rules, icon="book", name="rules",
                         enabled=self.game_id is not None,
                         tooltip=_("How to play {game}").format(game=self.title))
        y += h + gap
        self.icon_button((x, y, w, h), _("Show the first-game pointers"), self.pointers, icon="human",
                         name="pointers", enabled=self.has_pointers(),
                         tooltip=_("Walk through a turn on the table again, pointer by pointer"))
        y += h + gap
        self.icon_button((x, y, w, h), _("Settings"), app.open_settings, icon="gear", name="settings",
                         tooltip=_("Volume, fullscreen, animation speed"))
        y += h + gap
        self.icon_button((x, y, w, h), _("Save as…"), self.save_as, icon="book", name="save_as",
                         enabled=runner is not None and not runner.state.is_terminal(),
                         tooltip=_("Keep this game under a name; the launcher's Saved games list has it"))
        y += h + gap
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
        self.undo_button.tooltip = (_("Take back your last move") if self.undo_button.enabled
                                    else why() if why is not None
                                    else _("Nothing to undo: a hidden card was revealed since your last move"))

    def resume(self) -> None:
        self._tip()

    def undo(self) -> None:
        if not self.can_undo():
            return
        self.app.pop()
        self.game_scene.undo()

    def rules(self) -> None:
        if self.game_id:
            self.app.show_rules(self.game_id)

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
        self.draw_widgets(surface)
        self.draw_tooltips(surface)
