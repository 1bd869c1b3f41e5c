"""The season's scoring as a screen of its own, pushed over the Rock'n Rodeo table when a season
ends (as the kit's results screen is): every number explained — the income lines, the O.O.R.A.'s
prizes with their tie-breaks, the festival card with the count it scored, the five categories,
the money in the last season, the totals — and then the new order track; in the last season,
every season of the game side by side. Continue (Enter) goes back to the table (or on to the
results), Menu (Esc) opens the pause menu.

The words and numbers come from :mod:`.scorecard` (the rules' own record, never scored again);
this module only lays them out and draws them.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game.core.i18n import _, and_list, pgettext
from game.ui import theme
from game.ui.scenes import backdrop
from game.ui.scenes.base import ShellScene, W
from game.ui.table_look import fitting_size

from . import scorecard

TABLE = pygame.Rect(50, 160, 1180, 780)
SIDE = pygame.Rect(1260, 160, 610, 780)
BUTTONS_Y = 966
ROW_H = {"section": 38, "row": 33, "subtotal": 40, "total": 46, "info": 34}
LABEL_W = 500
#: the least room the labels keep when the seats' numbers need more (a longer language)
MIN_LABEL_W = 340
FILL = (36, 33, 46)


class Row(NamedTuple):
    """How a row of the table is written: its height, its label's lines and size, each seat's
    number (in one line, or two) and their size."""
    height: int
    label: list[str]
    label_size: int
    values: list[list[str]]
    value_size: int


def _lines(surface, lines: list[str], at: tuple[int, int], size: int, colour, bold: bool, anchor: str) -> None:
    """``lines`` one under the other, centred as a block on ``at``'s height."""
    for i, line in enumerate(lines):
        theme.text(surface, line, (at[0], at[1] + (i - (len(lines) - 1) / 2) * (size + 2)), size, colour, bold,
                   anchor=anchor)


class SeasonScene(ShellScene):
    """The scoring of one season (``report``: a :class:`~.scorecard.Report`) over ``table``."""

    name = "season"
    opaque = True

    def __init__(self, app, table, report: scorecard.Report, on_done=None):
        super().__init__(app)
        self.table = table
        self.runner = None                 # not the game's owner (the table autosaves)
        self.report = report
        self.on_done = on_done
        st = table.state
        self.seats = table.seats
        names = [s.name for s in self.seats]
        self.rows = scorecard.rows(st, report)
        self.notes = scorecard.notes(st, names, report)
        self.last = "money_vp" in report.record
        self.order = scorecard.order_lines(st, names, report)
        self.heads, self.by_season = scorecard.side_by_side(st) if self.last else ([], [])
        self.winners = set(st.winners()) if st.is_terminal() else set()
        season = report.record["season"]
        self.title = _("Season {n} of {of} is scored").format(n=season, of=st.seasons)
        right = W - 50
        for label, fn, name, tip, primary in (
                (pgettext("report", "Continue"), self.done, "continue",
                 _("On to the results (Enter)") if self.last else _("Back to the festival: the next season (Enter)"),
                 True),
                (_("Menu"), self.menu, "menu", _("Pause: save, settings, leave the game (Esc)."), False)):
            w = theme.font(28, True).size(label)[0] + 100
            self.icon_button((right - w, BUTTONS_Y, w, 76), label, fn, icon="play" if primary else "pause",
                             primary=primary, size=28, name=name, tooltip=tip)
            right -= w + 24

    # -- actions -----------------------------------------------------------------------------
    def done(self) -> None:
        self.app.pop()
        if self.on_done is not None:
            self.on_done()

    def menu(self) -> None:
        self.app.open_pause(self.table)

    def on_escape(self) -> None:
        self.menu()

    def key(self, event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is None:
            self.done()
            return True
        return super().key(event)

    # -- layout ------------------------------------------------------------------------------
    def columns(self) -> tuple[int, list[int]]:
        col_w, xs, _rows = self.layout()
        return col_w, xs

    def layout(self) -> tuple[int, list[int], list[Row]]:
        """The seats' columns (their width, their left edges) and how each row is written. The
        columns share what :data:`LABEL_W` leaves; where their numbers need more (a longer
        language) they take it, down to :data:`MIN_LABEL_W` for the labels. A label too long
        for its room takes two lines (three at most, at 20 px), a number too long for its column
        two; the rows come a little closer together (to 80 %) before a label is cut."""
        n = len(self.seats)
        need = max([theme.font(20, self._size(r)[2]).size(str(v))[0] + 14 for r in self.rows for v in r["values"]]
                   or [0])
        col_w = max(min(230, (TABLE.width - LABEL_W - 40) // n), min(need, (TABLE.width - 40 - MIN_LABEL_W) // n))
        for squeeze in (1.0, 0.9, 0.8):
            rows = self._rows_at(col_w, squeeze)
            if sum(r.height for r in rows) <= TABLE.bottom - 12 - (TABLE.y + 88):
                break
        else:                                                   # nothing fits: a line a label, cut
            rows = self._rows_at(col_w, 0.8, cut=True)
        x0 = TABLE.right - 20 - n * col_w
        return col_w, [x0 + i * col_w for i in range(n)], rows

    def _rows_at(self, col_w: int, squeeze: float, cut: bool = False) -> list[Row]:
        """How each row is written beside the seats' columns ``col_w`` wide."""
        room = TABLE.right - 20 - len(self.seats) * col_w - (TABLE.x + 42) - 10
        out = []
        for r in self.rows:
            size, _colour, bold = self._size(r)
            width = room if r["style"] != "section" else TABLE.width - 48
            label_size = size if theme.font(size, bold).size(r["label"])[0] <= width else \
                fitting_size(r["label"], width, size, 20, bold, lines=2)
            lines = theme.wrap(r["label"], label_size, width, bold)
            if cut or len(lines) > 3:
                lines = [theme.cut(r["label"], label_size, width, bold)] if cut else \
                    lines[:2] + [theme.cut(" ".join(lines[2:]), label_size, width, bold)]
            value_size = min([fitting_size(str(v), col_w - 10, size, 20, bold) for v in r["values"]] or [size])
            values = [theme.wrap(str(v), value_size, col_w - 10, bold)[:2] or [""] for v in r["values"]]
            tall = max([len(lines)] + [len(v) for v in values])
            height = round((ROW_H[r["style"]] + (tall - 1) * (max(label_size, value_size) + 2)) * squeeze)
            out.append(Row(height, lines, label_size, values, value_size))
        return out

    @staticmethod
    def _size(row: dict) -> tuple[int, tuple, bool]:
        """A row's text size, colour and boldness."""
        return {"section": (24, theme.ACCENT, True), "row": (22, theme.TEXT, False),
                "subtotal": (23, theme.TEXT, True), "total": (26, theme.HILITE, True),
                "info": (21, theme.TEXT_DIM, False)}[row["style"]]

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        backdrop.title(surface, self.title, (W // 2, 62), 50, theme.HILITE)
        theme.text(surface, _("Every number of the season's scoring, as the rules counted it."), (W // 2, 118),
                   24, theme.TEXT_DIM, anchor="center")
        self._draw_table(surface)
        self._draw_side(surface)
        self.draw_widgets(surface)
        self.draw_tooltips(surface)

    def _draw_table(self, surface: pygame.Surface) -> None:
        theme.panel(surface, TABLE, FILL)
        col_w, xs, rows = self.layout()
        y = TABLE.y + 14
        for seat, x in zip(self.seats, xs, strict=True):
            cx = x + col_w // 2
            pygame.draw.circle(surface, theme.rgb(seat.colour), (cx, y + 12), 10)
            theme.text(surface, theme.cut(seat.name, 24, col_w - 12, True), (cx, y + 28), 24, theme.TEXT, bold=True,
                       anchor="midtop")
        y += 68
        pygame.draw.line(surface, theme.PANEL_BORDER, (TABLE.x + 20, y), (TABLE.right - 20, y), 2)
        y += 6
        x = TABLE.x + 28
        for row, how in zip(self.rows, rows, strict=True):
            style = row["style"]
            _size, colour, bold = self._size(row)
            mid = y + how.height // 2
            if style == "section":
                theme.text(surface, how.label[0], (x, mid + 4), 24, theme.ACCENT, bold=True, anchor="midleft")
            else:
                if style in ("subtotal", "total"):
                    pygame.draw.line(surface, theme.PANEL_BORDER, (x - 8, y + 2), (TABLE.right - 20, y + 2), 1)
                _lines(surface, how.label, (x + 14, mid), how.label_size, colour, bold, "midleft")
                for lines, cx in zip(how.values, xs, strict=True):       # one size along the row
                    _lines(surface, [theme.cut(line, how.value_size, col_w - 10, bold) for line in lines],
                           (cx + col_w // 2, mid), how.value_size, colour, bold, "center")
            y += how.height

    def _draw_side(self, surface: pygame.Surface) -> None:
        theme.panel(surface, SIDE, FILL)
        x, width, bottom = SIDE.x + 24, SIDE.width - 48, SIDE.bottom - 16
        y = SIDE.y + 16
        theme.text(surface, _("How the prizes and cards went"), (x, y), 26, theme.ACCENT, bold=True)
        y += 42
        for note in self.notes:
            y = _paragraph(surface, note, x, y, width, bottom) + 8
        y += 10
        if self.last:
            self._draw_seasons(surface, x, y, width)
            return
        theme.text(surface, _("The new order"), (x, y), 26, theme.ACCENT, bold=True)
        y += 40
        for line in self.order:
            y = _paragraph(surface, line, x, y, width, bottom, 22, theme.TEXT, bold=True)
        _paragraph(surface, _("Most VP goes first; a tie goes to more cash, then keeps the old order."),
                   x, y + 6, width, bottom, 20, theme.TEXT_DIM)

    def _draw_seasons(self, surface: pygame.Surface, x: int, y: int, width: int) -> None:
        """The last season: every season of the game side by side, the winner's row marked."""
        theme.text(surface, _("Every season side by side"), (x, y), 26, theme.ACCENT, bold=True)
        y += 38
        caption = _("Victory points of seasons 1 to {n}, of the money, and in all.").format(n=len(self.heads) - 2)
        y = _paragraph(surface, caption, x, y, width, SIDE.bottom, 20, theme.TEXT_DIM) + 6
        # each column as wide as its head and numbers need (the seasons' are narrow), the rest shared
        need = [max([theme.font(20).size(head)[0]] + [theme.font(22, True).size(str(row[i]))[0]
                                                        for row in self.by_season]) + 12
                for i, head in enumerate(self.heads)]
        name_w = max(110, width - sum(need) if sum(need) > width - 150 else 150)
        spare = max(0, width - name_w - sum(need)) // max(1, len(need))
        cols = [n + spare for n in need]
        lefts = [x + name_w + sum(cols[:i]) for i in range(len(cols))]
        for head, left, col in zip(self.heads, lefts, cols, strict=True):
            theme.text(surface, theme.cut(head, 20, col - 4), (left + col // 2, y), 20, theme.TEXT_DIM,
                       anchor="midtop")
        y += 32
        for s, row in enumerate(self.by_season):
            won = s in self.winners
            colour = theme.HILITE if won else theme.TEXT
            if won:
                mark = pygame.Rect(x - 8, y - 4, width + 16, 34)
                pygame.draw.rect(surface, theme.ACCENT_DARK, mark, 2, border_radius=8)
            pygame.draw.circle(surface, theme.rgb(self.seats[s].colour), (x + 8, y + 13), 8)
            r = theme.text(surface, theme.cut(self.seats[s].name, 22, name_w - 50, True), (x + 22, y), 22, colour,
                           bold=True)
            if won:                           # a trophy, not only the colour
                trophy = self.app.images.icon("trophy", 22, theme.ACCENT)
                surface.blit(trophy, (r.right + 4, y + 1))
            for i, (value, left, col) in enumerate(zip(row, lefts, cols, strict=True)):
                theme.text(surface, str(value), (left + col // 2, y), 22, colour, bold=i == len(row) - 1,
                           anchor="midtop")
            y += 38
        if self.winners:
            names = [self.seats[s].name for s in sorted(self.winners)]
            line = (_("{name} wins.").format(name=names[0]) if len(names) == 1 else
                    _("{names} share the win.").format(names=and_list(names)))
            _paragraph(surface, line + " " + _("A tie in VP goes to more cash."), x, y + 8, width, SIDE.bottom - 16,
                       22, theme.HILITE, bold=True)


def _paragraph(surface, text: str, x: int, y: int, width: int, bottom: int, size: int = 21, colour=theme.TEXT,
               bold: bool = False) -> int:
    """``text`` wrapped to ``width`` from (x, y), never below ``bottom``; returns the y under it."""
    step = size + 6
    for line in theme.wrap(text, size, width, bold):
        if y + step > bottom:
            break
        theme.text(surface, line, (x, y), size, colour, bold)
        y += step
    return y


# -- the tour (``openair tour rodeo``) -----------------------------------------------------------

def tour_shots(scene, save) -> None:
    """21: the first season's scoring at 4 players; 22: the last season's at 2, every season side
    by side (copies of the game played on by Easy bots)."""
    from game.core.match import Seat
    from game.ui.tour import twin_runner
    colours = scene.runner.spec.colours
    names = ["Ada", "Rocky", "Luna", "Bongo"]
    for players, last, name in ((4, False, "21_rodeo_season_scoring_4p"), (2, True, "22_rodeo_last_season_2p")):
        seats = [Seat(names[i], "human" if i == 0 else "easy", colours[i]) for i in range(players)]
        twin = twin_runner(scene.runner, scene.runner.match.seed + players, seats)
        report = _play_to_scoring(twin, last)
        if report is not None:
            _show(scene, twin, report, name, save)


def _play_to_scoring(twin, last: bool) -> scorecard.Report | None:
    """Play ``twin`` on (Easy bots) until a season is scored (the last one if ``last``)."""
    import random

    from game.core.bots import choose_action
    rng = random.Random(twin.match.seed)
    while not twin.state.is_terminal():
        st = twin.state
        report = scorecard.report_of(twin.play(choose_action(twin.spec, st.view(st.current_player()), "easy", rng)))
        if report is not None and (not last or twin.state.is_terminal()):
            return report
    return None


def _show(scene, twin, report: scorecard.Report, name: str, save) -> None:
    from game.ui.tour import show_twin

    def pose(shot) -> None:
        app = shot.app
        app.push(SeasonScene(app, shot, report))
        app.step([])
        save(name)
        app.pop()

    show_twin(scene, twin, pose)
