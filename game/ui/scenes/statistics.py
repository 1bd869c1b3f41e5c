"""Statistics: per game, games played and wins per seat type with win rates; for a co-operative
game, the team's wins and losses per variant. Each kind has its own column headings: the
competitive games stand under Humans / Easy bots / …, the co-operative ones under one heading
for the team's results by variant. Under the table, how the last game finished in this run went
(its chart, :mod:`game.ui.score_chart`), where there is one."""

from __future__ import annotations

import pygame

from game.core import registry
from game.core.i18n import N_, _, content_text, ngettext
from game.core.stats import KINDS

from .. import score_chart, theme
from ..table_look import fitting_size
from .base import ShellScene, W

PANEL = pygame.Rect(120, 200, W - 240, 640)
#: column headings, English marked for extraction; translated where drawn
KIND_LABEL = {"human": N_("Humans"), "easy": N_("Easy bots"), "normal": N_("Normal bots"),
              "hard": N_("Hard bots")}
COLS = [(N_("Game"), 420), (N_("Played"), 150)] + [(KIND_LABEL[k], 260) for k in KINDS]
#: the headings above the co-operative games: one over the variants' cells
TEAM_COLS = [(N_("Game"), 420), (N_("Played"), 150), (N_("The team's results, variant by variant"), 1040)]
HEAD_H, ROW_H = 48, 96
#: the last game's chart: the least height it takes under the table (the table gives up rows for it), the most
LAST_H, LAST_GAP, LAST_MAX = 270, 24, 420


class StatisticsScene(ShellScene):
    name = "statistics"

    def __init__(self, app):
        super().__init__(app)
        self.back_button()
        last = app.last_game
        try:
            self.last_spec = registry.get(last.game_id) if last is not None else None
        except KeyError:
            self.last_spec = None
        self.last_charts = score_chart.charts_of(self.last_spec, last) if self.last_spec is not None else []
        self._last_picture: tuple | None = None

    def rows(self) -> list[tuple[str, object]]:
        """(title, GameStats) for every game with at least one finished game."""
        titles = {g.id: _(g.title) for g in registry.all_games()}
        return [(titles.get(gid, gid), g) for gid, g in self.app.stats.games.items() if g.played]

    def variant_name(self, game_id: str, variant: str) -> str:
        """A variant's label from the game's ``variant`` option, translated by its content id."""
        try:
            opt = next((o for o in registry.get(game_id).options if o.id == "variant"), None)
        except KeyError:
            opt = None
        choice = next((c for c in opt.choices if c.id == variant), None) if opt else None
        if choice is None:
            return _("Every game") if variant == "default" else variant
        return content_text(f"{game_id}:options.variant.choices.{variant}.label", choice.label)

    @staticmethod
    def lines(g) -> int:
        """Table lines a game's row takes: a co-operative game puts four variants on a line."""
        return max(1, -(-len(g.teams) // len(KINDS)))

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
            heads = len({bool(g.teams) for _title, g in rows})
            panel.height = min(PANEL.height, 92 + HEAD_H * heads + ROW_H * sum(self.lines(g) for _title, g in rows))
        if self.last_charts:
            panel.height = min(panel.height, 1060 - LAST_H - LAST_GAP - panel.y)
        theme.panel(surface, panel, (36, 33, 46))
        if not rows:
            icon = self.app.images.icon("chart", 96, theme.TEXT_DIM)
            surface.blit(icon, icon.get_rect(center=(W // 2, PANEL.centery - 80)))
            theme.text(surface, _("No games finished yet"), (W // 2, PANEL.centery + 20), 36, bold=True,
                       anchor="center")
            theme.text(surface, _("Play a game to the end and its result shows up here."),
                       (W // 2, PANEL.centery + 70), 26, theme.TEXT_DIM, anchor="center")
        else:
            clip = surface.get_clip()
            surface.set_clip(panel.inflate(-8, -8))
            self._table(surface, rows)
            surface.set_clip(clip)
        if self.last_charts:
            self._last_game(surface, pygame.Rect(PANEL.x, panel.bottom + LAST_GAP, PANEL.width,
                                                 min(LAST_MAX, 1060 - panel.bottom - LAST_GAP)))
        self.draw_widgets(surface)
        self.draw_tooltips(surface)

    def _last_game(self, surface, rect: pygame.Rect) -> None:
        """How the last game went: its name and who played on the left, its chart(s) beside."""
        theme.panel(surface, rect, (36, 33, 46))
        match = self.app.last_game
        theme.text(surface, _("The last game"), (rect.x + 40, rect.y + 30), 24, theme.TEXT_DIM, bold=True)
        theme.text(surface, _(self.last_spec.title), (rect.x + 40, rect.y + 66), 30, bold=True)
        y = rect.y + 116
        for i, seat in enumerate(match.seats):
            if y > rect.bottom - 30:
                break
            score_chart.marker(surface, (rect.x + 49, y + 13), i, seat.colour, 9)
            theme.text(surface, theme.cut(seat.name, 22, 300), (rect.x + 68, y), 22)
            y += 30 if len(match.seats) > 4 else 34
        area = pygame.Rect(rect.x + 420, rect.y + 20, rect.width - 460, rect.height - 36)
        if self._last_picture is None or self._last_picture[0] != area.size:
            self._last_picture = (area.size, score_chart.picture(area.size, self.last_charts, match.seats,
                                                                 across=True))
        surface.blit(self._last_picture[1], area)

    def _head(self, surface, cols, y: int) -> int:
        """A row of column headings at ``y``; returns where the rows under it begin."""
        x0 = x = PANEL.x + 40
        for label, width in cols:
            theme.text(surface, _(label), (x, y), 24, theme.TEXT_DIM, bold=True)
            x += width
        y += HEAD_H
        pygame.draw.line(surface, theme.PANEL_BORDER, (x0, y), (PANEL.right - 40, y), 2)
        return y

    def _table(self, surface, rows) -> None:
        """The competitive games under their headings, then the co-operative ones under theirs."""
        y = PANEL.y + 36
        competitive = [(t, g) for t, g in rows if not g.teams]
        team = [(t, g) for t, g in rows if g.teams]
        if competitive:
            y = self._rows(surface, competitive, self._head(surface, COLS, y)) + 12
        if team:
            self._rows(surface, team, self._head(surface, TEAM_COLS, y), len(competitive))

    def _rows(self, surface, rows, top: int, first: int = 0) -> int:
        """The games' rows from ``top`` (striped from the ``first``-th); returns their foot."""
        x0 = PANEL.x + 40
        xs = []
        x = x0
        for _label, w in COLS:
            xs.append(x)
            x += w
        row_h = ROW_H
        ids = {id(g): gid for gid, g in self.app.stats.games.items()}
        for n, (title, g) in enumerate(rows, first):
            height = row_h * self.lines(g)
            if n % 2:
                pygame.draw.rect(surface, (42, 39, 54), (x0 - 16, top + 4, PANEL.width - 48, height - 8),
                                 border_radius=10)
            mid = top + row_h // 2
            if g.teams:
                theme.text(surface, title, (xs[0], mid - 14), 30, bold=True, anchor="midleft")
                theme.text(surface, _("Team games: won and lost"), (xs[0], mid + 22), 20, theme.TEXT_DIM,
                           anchor="midleft")
                for i, (variant, counts) in enumerate(g.teams.items()):
                    line, col = divmod(i, len(KINDS))
                    self._team_cell(surface, self.variant_name(ids[id(g)], variant), counts, xs[2 + col],
                                    mid + line * row_h)
            else:
                theme.text(surface, title, (xs[0], mid), 30, bold=True, anchor="midleft")
                for kind, cx in zip(KINDS, xs[2:], strict=True):
                    self._cell(surface, g, kind, cx, mid)
            theme.text(surface, str(g.played), (xs[1] + 20, mid), 34, theme.ACCENT, bold=True,
                       anchor="midleft")
            top += height
        return top

    @staticmethod
    def _team_cell(surface, name: str, counts: dict, x: int, mid: int) -> None:
        """A co-operative game's results in one variant: its name, won and lost, the rate."""
        won, lost = counts["won"], counts["played"] - counts["won"]
        theme.text(surface, name, (x, mid - 28), fitting_size(name, 240, 22, 20), theme.TEXT_DIM, bold=True,
                   anchor="midleft")
        StatisticsScene._rate(surface, _("{won} won, {lost} lost").format(won=won, lost=lost),
                              won / counts["played"] if counts["played"] else 0.0, x, mid + 4, 20)

    @staticmethod
    def _cell(surface, g, kind: str, x: int, mid: int) -> None:
        counts = g.seats.get(kind)
        if not counts or not counts["played"]:
            theme.text(surface, "—", (x, mid), 28, theme.TEXT_DIM, anchor="midleft")
            return
        won = _("{won} won of {played}").format(won=counts["won"], played=counts["played"])
        StatisticsScene._rate(surface, won, g.win_rate(kind) or 0.0, x, mid - 16, 24)

    @staticmethod
    def _rate(surface, words: str, rate: float, x: int, y: int, size: int) -> None:
        """``words`` on a line at ``y``, a bar filled to ``rate`` below it, and the percentage."""
        theme.text(surface, words, (x, y), size, anchor="midleft")
        mid = y + 16
        bar = pygame.Rect(x, mid + 12, 150, 12)        # (room for "100 %" of a longer language before the next)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, bar, border_radius=6)
        if rate:
            fill = bar.copy()
            fill.width = max(12, round(bar.width * rate))
            pygame.draw.rect(surface, theme.GOOD, fill, border_radius=6)
        percent = _("{percent} %").format(percent=round(rate * 100))
        theme.text(surface, percent, (bar.right + 14, bar.centery), 22, theme.TEXT_DIM, anchor="midleft")
