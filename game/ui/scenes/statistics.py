"""Statistics: per game, games played and wins per seat type with win rates."""

from __future__ import annotations

import pygame

from game.core import registry
from game.core.i18n import N_, _, ngettext
from game.core.stats import KINDS

from .. import theme
from .base import ShellScene, W

PANEL = pygame.Rect(120, 200, W - 240, 640)
#: column headings, English marked for extraction; translated where drawn
KIND_LABEL = {"human": N_("Humans"), "easy": N_("Easy bots"), "normal": N_("Normal bots"),
              "hard": N_("Hard bots")}
COLS = [(N_("Game"), 420), (N_("Played"), 150)] + [(KIND_LABEL[k], 260) for k in KINDS]


class StatisticsScene(ShellScene):
    name = "statistics"

    def __init__(self, app):
        super().__init__(app)
        self.back_button()

    def rows(self) -> list[tuple[str, object]]:
        """(title, GameStats) for every game with at least one finished game."""
        titles = {g.id: _(g.title) for g in registry.all_games()}
        return [(titles.get(gid, gid), g) for gid, g in self.app.stats.games.items() if g.played]

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        total = self.app.stats.total_played
        self.draw_header(surface, _("Statistics"),
                         ngettext("{n} game finished on this computer", "{n} games finished on this computer",
                                  total).format(n=total) if total
                         else _("Finished games are counted here"))
        rows = self.rows()
        panel = PANEL.copy()
        if rows:
            panel.height = min(PANEL.height, 140 + 96 * len(rows))
        theme.panel(surface, panel, (36, 33, 46))
        if not rows:
            icon = self.app.images.icon("chart", 96, theme.TEXT_DIM)
            surface.blit(icon, icon.get_rect(center=(W // 2, PANEL.centery - 80)))
            theme.text(surface, _("No games finished yet"), (W // 2, PANEL.centery + 20), 36, bold=True,
                       anchor="center")
            theme.text(surface, _("Play a game to the end and its result shows up here."),
                       (W // 2, PANEL.centery + 70), 26, theme.TEXT_DIM, anchor="center")
        else:
            self._table(surface, rows)
        self.draw_widgets(surface)
        self.draw_tooltips(surface)

    def _table(self, surface, rows) -> None:
        x0, y = PANEL.x + 40, PANEL.y + 36
        xs = []
        x = x0
        for _label, w in COLS:
            xs.append(x)
            x += w
        for (label, _width), cx in zip(COLS, xs, strict=True):
            theme.text(surface, _(label), (cx, y), 24, theme.TEXT_DIM, bold=True)
        y += 48
        pygame.draw.line(surface, theme.PANEL_BORDER, (x0, y), (PANEL.right - 40, y), 2)
        row_h = 96
        for n, (title, g) in enumerate(rows):
            top = y + n * row_h
            if n % 2:
                pygame.draw.rect(surface, (42, 39, 54), (x0 - 16, top + 4, PANEL.width - 48, row_h - 8),
                                 border_radius=10)
            mid = top + row_h // 2
            theme.text(surface, title, (xs[0], mid), 30, bold=True, anchor="midleft")
            theme.text(surface, str(g.played), (xs[1] + 20, mid), 34, theme.ACCENT, bold=True,
                       anchor="midleft")
            for kind, cx in zip(KINDS, xs[2:], strict=True):
                self._cell(surface, g, kind, cx, mid)

    @staticmethod
    def _cell(surface, g, kind: str, x: int, mid: int) -> None:
        counts = g.seats.get(kind)
        if not counts or not counts["played"]:
            theme.text(surface, "—", (x, mid), 28, theme.TEXT_DIM, anchor="midleft")
            return
        rate = g.win_rate(kind) or 0.0
        won = _("{won} won of {played}").format(won=counts["won"], played=counts["played"])
        theme.text(surface, won, (x, mid - 16), 24, anchor="midleft")
        bar = pygame.Rect(x, mid + 12, 170, 12)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, bar, border_radius=6)
        if rate:
            fill = bar.copy()
            fill.width = max(12, round(bar.width * rate))
            pygame.draw.rect(surface, theme.GOOD, fill, border_radius=6)
        percent = _("{percent} %").format(percent=round(rate * 100))
        theme.text(surface, percent, (bar.right + 14, bar.centery), 22, theme.TEXT_DIM, anchor="midleft")
