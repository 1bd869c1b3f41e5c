"""The screen an unexpected error leads to (the app loop's one guard puts it up): what happened
in a sentence, where the log with the whole story is, and the way on: back to the launcher
(the game in progress was autosaved after its last move) or quit."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core.i18n import _

from .. import theme
from .base import H, ShellScene, W

PANEL = pygame.Rect(W // 2 - 640, 200, 1280, 600)


class ErrorScene(ShellScene):
    name = "error"

    def __init__(self, app, error: BaseException, log_path: Path | None):
        super().__init__(app)
        self.error = error
        self.log_path = log_path
        summary = f"{type(error).__name__}: {error}"
        self.summary = summary if len(summary) <= 160 else summary[:159] + "…"
        bw, gap = 380, 40
        x = W // 2 - bw - gap // 2
        self.icon_button((x, PANEL.bottom - 120, bw, 80), _("Back to the launcher"), self.to_launcher, icon="back",
                         name="launcher", primary=True,
                         tooltip=_("Start again from the first screen; Continue resumes your game"))
        self.icon_button((x + bw + gap, PANEL.bottom - 120, bw, 80), _("Quit"), app.quit, icon="back", name="quit",
                         tooltip=_("Close Open Air"))

    def to_launcher(self) -> None:
        from .launcher import LauncherScene
        self.app.reset(LauncherScene(self.app))

    def on_escape(self) -> None:
        self.to_launcher()

    def where(self) -> str:
        if self.log_path is None:
            return _("No log file could be written; the details went to the console.")
        return _("The details are in the log; the log is at {path}").format(path=self.log_path)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        theme.panel(surface, PANEL, (40, 34, 46), theme.BAD, radius=22, width=3)
        x, width = PANEL.x + 60, PANEL.width - 120
        theme.text(surface, _("Something went wrong"), (x, PANEL.y + 50), 44, bold=True)
        y = PANEL.y + 130
        y += theme.text_block(surface, _("Open Air ran into an error it did not expect. A game in progress "
                                         "was autosaved after its last move: Continue on the first screen "
                                         "takes you back to it."), pygame.Rect(x, y, width, 120), 26)
        y += 24
        y += theme.text_block(surface, self.where(), pygame.Rect(x, y, width, 100), 24, theme.ACCENT)
        y += 20
        theme.text_block(surface, self.summary, pygame.Rect(x, y, width, 90), 22, theme.TEXT_DIM)
        theme.text(surface, _("Esc goes back to the launcher."), (W // 2, min(H - 60, PANEL.bottom + 50)), 22,
                   theme.TEXT_DIM, anchor="center")
        self.draw_widgets(surface)
        self.draw_tooltips(surface)
