"""The end of a game: who won, every point explained; Back to menu, Back to the table (the final
position, read-only, any seat's view: the replay viewer at its last move, whose Esc comes back
here), Watch the replay (from the first move), Play this deal again (the same seed) or Play again
(a new deal).

The table is the game's own (``state.score_table``): one column per seat, and where the game
gives ``parts`` (Rock'n Rodeo's seasons) each seat's column split into them, a row's ``parts``
side by side under their heads and a row without them across the whole column. Rows shrink a
little (never below 80 %) before the table scrolls.

Beside the table, above the notes: how the game went, as a chart (the game's declared
``score_track``, drawn by :mod:`game.ui.score_chart`); a game without one keeps the notes' whole
column. The seats' markers (their shapes in the chart) stand beside their names.

A game that declares a picture of how the whole game ended (its table spec's ``results_photo``:
Boaromia's group photo of a won festival) has it drawn from the final state at the top of the
notes' column, the notes under it, where the chart leaves that column free (under the table, or
no chart)."""

from __future__ import annotations

import logging

import pygame

from game.core import replay as replays
from game.core.i18n import N_, _

from .. import score_chart, theme
from . import backdrop
from .base import ShellScene, W
from .replay import open_replay, play_deal
from .scroll import ScrollView

log = logging.getLogger(__name__)

TABLE = pygame.Rect(60, 218, 1230, 676)
NOTES = pygame.Rect(1320, 218, 540, 676)
#: the chart of how the game went, and the notes under it, where the game has a chart
CHART = pygame.Rect(1320, 218, 540, 410)
CHART_NOTES = pygame.Rect(1320, 644, 540, 250)
#: the least height the table's rows must leave free for the chart to go under the table
UNDER_MIN, CHART_GAP = 240, 16
#: the row of buttons at the foot, and the line of who played above it
BUTTONS_Y, SEATS_Y = 966, 928
ROW_H = {"row": 46, "info": 38, "subtotal": 50, "total": 60}
#: the picture of the game's end (``results_photo``): its height above the notes, for a table of
#: up to four seats and for more (they stand in two rows)
PHOTO_H, PHOTO_H_MANY = 410, 500
#: the largest side of a seat's picture of its final position (where the game gives one)
PICTURE_MAX = 190
#: who played a seat, under the table (translated where shown)
WHO = {"human": N_("human"), "easy": N_("Easy bot"), "normal": N_("Normal bot"), "hard": N_("Hard bot")}
#: the buttons' text size and room around it: the first of these at which the row fits the screen
ROW_SIZES = ((28, 100), (24, 84), (22, 72))
BUTTON_GAP = 24


def row_size(labels: list[str]) -> tuple[int, int]:
    """(Text size, room around the text) at which the row of buttons with ``labels`` fits between
    the screen's margins (a longer language takes a smaller size; never below 22 px)."""
    for size, pad in ROW_SIZES:
        width = sum(theme.font(size, True).size(label)[0] + pad for label in labels)
        if width + BUTTON_GAP * (len(labels) - 1) <= W - 120:
            break
    return size, pad


class ResultsScene(ShellScene):
    name = "results"
    #: the button the row leads with (drawn as the primary one)
    PRIMARY = "play_again"

    def __init__(self, app, runner):
        super().__init__(app)
        self.runner = runner
        self.seats = runner.match.seats
        self.table_rect = TABLE
        #: the seats' columns wider (the labels' narrower) for the pictures of their final positions
        self.wide_columns = False
        self.table = runner.state.score_table([s.name for s in self.seats])
        self.pictures = self._pictures()
        self.winners = set(self.table.get("winners", []))
        buttons = self.buttons()
        size, pad = row_size([label for label, *_rest in buttons])
        right = W - 60
        for label, fn, icon, name, tip in buttons:
            w = theme.font(size, True).size(label)[0] + pad
            self.icon_button((right - w, BUTTONS_Y, w, 76), label, fn, icon=icon, primary=name == self.PRIMARY,
                             size=size, name=name, tooltip=tip)
            right -= w + BUTTON_GAP
        self.charts = score_chart.charts_of(runner.spec, runner.match)
        self._place_chart()
        self.photo_rect, self.photo = self._photo()
        self.notes = self._render_notes()
        self.notes_view = self.add(ScrollView(self.notes_rect.inflate(-20, -100).move(0, 40), "notes",
                                              lambda: app.mouse_pos, self.notes.get_height()))
        self.parts = self.table.get("parts") or {}
        self.table_view = self.add(ScrollView(self.table_rect.inflate(-20, -130).move(0, 55), "table",
                                              lambda: app.mouse_pos, self._table_height()))

    def buttons(self) -> list[tuple]:
        """The row at the foot, right to left: (label, what it does, icon, name, hover text)."""
        return [
            (_("Play again"), self.play_again, "play", "play_again", _("Same players and options, a new deal")),
            (_("Play this deal again"), self.deal_again, "play", "deal_again",
             _("Same players, options and deal (seed {seed})").format(seed=self.runner.match.seed)),
            (_("Watch the replay"), self.watch, "undo", "watch", _("Watch this game again, move by move")),
            (_("Back to the table"), self.back_to_table, "back", "back_to_table",
             _("Look at the final position again, from any player's view")),
            (_("Back to menu"), self.to_menu, "back", "menu", "")]

    def seed_text(self) -> str:
        """Said after who played: the deal's seed (to play it again)."""
        return _("Seed {seed}").format(seed=self.runner.match.seed)

    def enter(self) -> None:
        self.app.saves.clear_autosave()

    # -- actions ------------------------------------------------------------------
    def play_again(self) -> None:
        play_deal(self.app, self.runner.match)

    def deal_again(self) -> None:
        play_deal(self.app, self.runner.match, self.runner.match.seed)

    def watch(self) -> None:
        """The replay viewer from the first move (the match's record is whole and of this version)."""
        self._replay(last=False)

    def back_to_table(self) -> None:
        """The final position on the game's table, read-only: the replay viewer at its last move
        (its View button goes round every seat, the game being over; Esc or Back comes back here)."""
        self._replay(last=True)

    def _replay(self, last: bool) -> None:
        try:
            found = replays.Replay(self.runner.match, self.runner.spec)
        except Exception as exc:      # never leave a finished game's screen on a broken record
            self.app.toast(_("The replay could not be made: {error}").format(error=exc))
            return
        open_replay(self.app, found, found.steps if last else 0)

    def to_menu(self) -> None:
        from .launcher import LauncherScene
        self.app.reset(LauncherScene(self.app))

    def on_escape(self) -> None:
        self.to_menu()

    # -- layout -------------------------------------------------------------------
    def _place_chart(self) -> None:
        """Where the chart goes: under the table, as wide as it and the charts side by side, where
        the table's rows leave :data:`UNDER_MIN` free (the notes then keep their whole column);
        else above the notes. No chart: the notes' whole column."""
        self.chart_rect, self.notes_rect, self.chart_picture = None, NOTES, None
        if not self.charts:
            return
        need = sum(self._row_heights()) + 140            # (the heads above the rows, the room below)
        free = TABLE.height - need - CHART_GAP
        across = free >= UNDER_MIN
        if across:
            self.table_rect = pygame.Rect(TABLE.x, TABLE.y, TABLE.width, need)
            self.chart_rect = pygame.Rect(TABLE.x, TABLE.y + need + CHART_GAP, TABLE.width, free)
        else:
            self.chart_rect, self.notes_rect = CHART, CHART_NOTES
        self.chart_picture = score_chart.picture(self.chart_rect.inflate(-40, -36).size, self.charts, self.seats,
                                                 across=across)

    def _photo(self) -> tuple[pygame.Rect | None, pygame.Surface | None]:
        """Where the game's picture of its end stands and the picture (the table spec's
        ``results_photo``, made here once from the final state): at the top of the notes' column,
        the notes under it, where the chart does not stand there; (None, None) for a game without
        one, or without one to show this time."""
        try:
            make = self.runner.spec.table.results_photo
        except LookupError:
            make = None
        if make is None or self.notes_rect != NOTES:
            return None, None
        rect = pygame.Rect(NOTES.x, NOTES.y, NOTES.width, PHOTO_H if len(self.seats) <= 4 else PHOTO_H_MANY)
        try:
            photo = make(self.runner.state, self.seats, rect.size)
        except Exception:           # never leave a finished game's screen on a broken picture
            log.exception("the picture of the game's end could not be made")
            return None, None
        if photo is None:
            return None, None
        top = rect.bottom + CHART_GAP
        self.notes_rect = pygame.Rect(NOTES.x, top, NOTES.width, NOTES.bottom - top)
        return rect, photo

    def _pictures(self) -> list:
        """Each seat's picture of its final position, where the game declares one (Camp's camps):
        the table's first row then holds them, one in each seat's column."""
        try:
            make = self.runner.spec.table.results_picture
        except LookupError:
            make = None
        if make is None:
            return []
        self.wide_columns = True
        side = min(PICTURE_MAX, self.columns()[1] - 12)
        self.table = dict(self.table, rows=[{"label": "", "style": "picture", "values": []}, *self.table["rows"]])
        return [make(self.app, self.runner.state, i, side) for i in range(len(self.seats))]

    def _render_notes(self) -> pygame.Surface:
        """The notes, grouped under their common prefix ("Casting 1 - Ada: ..." under "Casting 1"),
        each with a dot in the colour of the player it names."""
        width = self.notes_rect.width - 70
        names = [s.name for s in self.seats]
        items: list[tuple[str, str, list[str]]] = []     # (kind, colour key, lines)
        group = None
        for note in self.table.get("notes", []):
            head, sep, rest = note.partition(" - ")
            if sep and len(head) <= 24:
                if head != group:
                    group = head
                    items.append(("head", "", [head]))
                note = rest
            items.append(("note", note, theme.wrap(note, 22, width - 24)))
        h = sum(44 if kind == "head" else len(lines) * 29 + 12 for kind, _note, lines in items) + 10
        surf = pygame.Surface((width, max(1, h)), pygame.SRCALPHA)
        y = 0
        for kind, note, lines in items:
            if kind == "head":
                y += 6 if y else 0
                theme.text(surf, lines[0], (0, y), 23, theme.ACCENT, bold=True)
                y += 38
                continue
            owner = next((i for i, n in enumerate(names) if note.startswith(f"{n}:") or note.startswith(n)), None)
            if owner is not None:             # the seat's marker, as in the chart
                score_chart.marker(surf, (7, y + 13), owner, self.seats[owner].colour, 6)
            else:
                pygame.draw.circle(surf, theme.TEXT_DIM, (7, y + 13), 6)
            for i, line in enumerate(lines):
                theme.text(surf, line, (24, y + i * 29), 22, theme.TEXT)
            y += len(lines) * 29 + 12
        return surf

    def _row_heights(self) -> list[int]:
        """Each row's height: as :data:`ROW_H` says, a little less (down to 80 %) when that lets
        the whole table show without scrolling."""
        full = [ROW_H.get(r.get("style", "row"), 46) if r.get("style") != "picture" else self._picture_h()
                for r in self.table.get("rows", [])]
        room = self.table_rect.height - 130 - 10
        shrink = max(0.8, min(1.0, room / max(1, sum(full))))
        return [round(h * shrink) for h in full]

    def _picture_h(self) -> int:
        return (self.pictures[0].get_height() + 12) if self.pictures else 0

    def _table_height(self) -> int:
        return sum(self._row_heights()) + 10

    def part_centres(self, x: int, col_w: int) -> list[int]:
        """The middles of the parts' columns inside a seat's column at ``x``."""
        heads = self.parts.get("heads", [])
        w = col_w / max(1, len(heads))
        return [x + round((j + 0.5) * w) for j in range(len(heads))]

    def columns(self) -> tuple[int, int, list[int]]:
        n = len(self.seats)
        most, labels = (PICTURE_MAX + 12, 330) if self.wide_columns else (180, 480)
        col_w = min(most, (self.table_rect.width - labels) // max(1, n))
        label_w = self.table_rect.width - 60 - n * col_w
        xs = [self.table_rect.x + 30 + label_w + i * col_w for i in range(n)]
        return label_w, col_w, xs

    # -- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        # nobody won (a co-operative loss): the trophy stays grey
        trophy = self.app.images.icon("trophy", 64, theme.ACCENT if self.winners else theme.TEXT_DIM)
        surface.blit(trophy, trophy.get_rect(center=(W // 2, 64)))
        headline = self.table.get("headline") or _("Game over")
        size = 46 if theme.font(46, True).size(headline)[0] < W - 200 else 36
        backdrop.title(surface, headline, (W // 2, 136), size, theme.HILITE)
        over = _("{game}  ·  game over").format(game=_(self.runner.spec.title))
        theme.text(surface, over, (W // 2, 186), 24, theme.TEXT_DIM, anchor="center")
        self._draw_table(surface)
        self._draw_notes(surface)
        self._draw_chart(surface)
        if self.photo is not None:
            surface.blit(self.photo, self.photo_rect)
        self._draw_seats(surface)
        self.draw_widgets(surface)
        self.draw_tooltips(surface)

    def _draw_seats(self, surface) -> None:
        """Who played (human or which bot) and the seed, under the table: each seat's marker (its
        shape in the chart), name and kind; where the line would run off the screen (many seats in
        a longer language), without the kinds."""
        seed = self.seed_text()
        whos = [f"  {_(WHO[seat.kind]) if seat.kind in WHO else seat.kind}" for seat in self.seats]

        def width(with_kinds: bool) -> int:
            return sum(26 + theme.font(24, True).size(seat.name)[0] + 34
                       + (theme.font(22).size(who)[0] if with_kinds else 0)
                       for seat, who in zip(self.seats, whos, strict=True)) + 10 + theme.font(22).size(seed)[0]

        kinds = width(True) <= W - 2 * self.table_rect.x
        x, y = self.table_rect.x + 10, SEATS_Y
        for i, (seat, who) in enumerate(zip(self.seats, whos, strict=True)):
            score_chart.marker(surface, (x + 9, y), i, seat.colour, 9)
            r = theme.text(surface, f"{seat.name}", (x + 26, y), 24, theme.TEXT, bold=True, anchor="midleft")
            if kinds:
                r = theme.text(surface, who, (r.right, y), 22, theme.TEXT_DIM, anchor="midleft")
            x = r.right + 34
        theme.text(surface, seed, (x + 10, y), 22, theme.TEXT_DIM, anchor="midleft")

    def _draw_table(self, surface) -> None:
        theme.panel(surface, self.table_rect, (36, 33, 46))
        label_w, col_w, xs = self.columns()
        view = self.table_view.rect
        header_y = self.table_rect.y + 16
        for i, x in enumerate(xs):
            if i in self.winners:
                band = pygame.Rect(x + 6, self.table_rect.y + 8, col_w - 12, self.table_rect.height - 16)
                pygame.draw.rect(surface, (74, 60, 44), band, border_radius=14)
                pygame.draw.rect(surface, theme.ACCENT_DARK, band, 2, border_radius=14)
        heads = self.parts.get("heads", [])
        for i, (seat, x) in enumerate(zip(self.seats, xs, strict=True)):
            cx = x + col_w // 2
            if i in self.winners:
                icon = self.app.images.icon("trophy", 26, theme.ACCENT)
                surface.blit(icon, icon.get_rect(center=(cx, header_y + 12)))
            name = seat.name if theme.font(24, True).size(seat.name)[0] < col_w - 16 else seat.name[:9] + "…"
            if heads:                        # the dot beside the name; the parts' heads under it
                w = theme.font(24, True).size(name)[0] + 24
                score_chart.marker(surface, (cx - w // 2 + 9, header_y + 46), i, seat.colour, 9)
                theme.text(surface, name, (cx - w // 2 + 24, header_y + 46), 24, theme.TEXT, bold=True,
                           anchor="midleft")
                for head, hx in zip(heads, self.part_centres(x, col_w), strict=True):
                    theme.text(surface, str(head), (hx, header_y + 84), 22, theme.TEXT_DIM, bold=True,
                               anchor="center")
                continue
            score_chart.marker(surface, (cx, header_y + 44), i, seat.colour, 9)
            theme.text(surface, name, (cx, header_y + 70), 24, theme.TEXT, bold=True, anchor="midtop")
        if heads and self.parts.get("title"):
            theme.text(surface, str(self.parts["title"]), (xs[0] - 12, header_y + 84), 22, theme.TEXT_DIM,
                       anchor="midright")
        table = self.table_rect
        pygame.draw.line(surface, theme.PANEL_BORDER, (table.x + 24, view.y - 6), (table.right - 24, view.y - 6), 2)
        if heads:                            # the seats' columns apart
            for x in xs[1:]:
                pygame.draw.line(surface, theme.PANEL_BORDER, (x, header_y + 70), (x, self.table_rect.bottom - 16), 1)
        clip = surface.get_clip()
        surface.set_clip(view)
        y = view.y - self.table_view.offset
        for row, h in zip(self.table.get("rows", []), self._row_heights(), strict=True):
            self._draw_row(surface, row, row.get("style", "row"), y, h, xs, col_w)
            y += h
        surface.set_clip(clip)
        self.table_view.draw(surface)

    def _draw_row(self, surface, row, style, y, h, xs, col_w) -> None:
        x = self.table_rect.x + 34
        if style == "picture":             # each seat's final position in its column
            for picture, cx in zip(self.pictures, xs, strict=False):
                scaled = picture if picture.get_height() <= h - 8 else pygame.transform.smoothscale(
                    picture, (h - 8, h - 8))
                surface.blit(scaled, scaled.get_rect(center=(cx + col_w // 2, y + h // 2)))
            return
        mid = y + h // 2
        if style == "total":
            pygame.draw.line(surface, theme.ACCENT, (x - 10, y + 4), (self.table_rect.right - 30, y + 4), 3)
            size, colour, bold = 32, theme.HILITE, True
        elif style == "subtotal":
            pygame.draw.line(surface, theme.PANEL_BORDER, (x - 10, y + 2), (self.table_rect.right - 30, y + 2), 1)
            size, colour, bold = 26, theme.TEXT, True
        elif style == "info":
            size, colour, bold = 22, theme.TEXT_DIM, False
        else:
            size, colour, bold = 24, theme.TEXT, False
        label_w = xs[0] - x - 16 if xs else self.table_rect.width
        label, fit = str(row.get("label", "")), size
        while fit > 20 and theme.font(fit, bold).size(label)[0] > label_w:   # a long label smaller (not below 20)
            fit -= 1
        wrapped = [label] if theme.font(fit, bold).size(label)[0] <= label_w else theme.wrap(label, 20, label_w, bold)
        if len(wrapped) > 2:                                                 # then in two lines, the last cut
            wrapped = [wrapped[0], theme.cut(" ".join(wrapped[1:]), 20, label_w, bold)]
        step = max(18, min(22, h // 2))
        for i, line in enumerate(wrapped):
            theme.text(surface, line, (x, mid + round((i - (len(wrapped) - 1) / 2) * step)), fit, colour, bold,
                       anchor="midleft")
        parts = row.get("parts") if self.parts.get("heads") else None
        room = (col_w / max(1, len(self.parts.get("heads", []))) if parts else col_w) - 10
        for i, (value, cx) in enumerate(zip(row.get("values", []), xs, strict=False)):
            cells = zip(parts[i], self.part_centres(cx, col_w), strict=False) if parts else [(value, cx + col_w // 2)]
            for cell, px in cells:
                c = colour
                if style == "total" and i in self.winners:
                    c = theme.ACCENT
                elif style == "row" and cell in (0, "0"):
                    c = theme.TEXT_DIM
                theme.text(surface, theme.cut(str(cell), size, room, bold), (px, mid), size, c, bold, anchor="center")

    def _draw_chart(self, surface) -> None:
        """How the game went (where the game has a chart)."""
        if self.chart_picture is None:
            return
        theme.panel(surface, self.chart_rect, (36, 33, 46))
        surface.blit(self.chart_picture, self.chart_rect.inflate(-40, -36).topleft)

    def _draw_notes(self, surface) -> None:
        notes = self.notes_rect
        theme.panel(surface, notes, (36, 33, 46))
        theme.text(surface, _("Every point, explained"), (notes.x + 30, notes.y + 24), 28, bold=True)
        view = self.notes_view.rect
        if not self.table.get("notes"):
            theme.text(surface, _("Nothing to explain."), (view.x + 10, view.y + 10), 22, theme.TEXT_DIM)
            return
        clip = surface.get_clip()
        surface.set_clip(view)
        surface.blit(self.notes, (view.x + 6, view.y - self.notes_view.offset))
        surface.set_clip(clip)
        self.notes_view.fade(surface, (36, 33, 46))
        self.notes_view.draw(surface)
