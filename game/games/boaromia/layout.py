"""Where everything lies on the Boaromia table (1920×1080 logical pixels).

The festival grounds fill the left: the line-up strip above the board (the day's
rounds in one row, the night's in a second, so every act's name and stage read
whole), the board as large as it fits below. The right column holds the cards two
a row (the event card, the open goals and the kept goals, each wide enough for its
whole text at 20 px), the prompt panel that says what to do with its buttons, and
every festival-goer's track (one column up to three players, two columns for
more). The log opens over the right column from the top bar.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.i18n import _
from game.ui import theme
from game.ui.furniture import TOP_H, H, W  # noqa: F401 (the kit's canvas and bar, for the table's modules)
from game.ui.table_look import grid_rects

from .icons import PAWN_SHARES

LEFT = 14
LINEUP_RECT = pygame.Rect(LEFT, 66, 1272, 99)
LINEUP_GAP = 5
BOARD_AREA = pygame.Rect(LEFT, 172, 1272, 900)
COL_X = 1300
COL_W = W - COL_X - 12
CARDS_RECT = pygame.Rect(COL_X, 72, COL_W, 358)
CARD_GAP = 6
#: the prompt panel at its smallest (seven or eight festival-goers): with fewer, it reaches down to
#: their tracks, up to :data:`PROMPT_MOST` tall (:func:`prompt_rect`), so that a longer language's
#: prompt reads whole
PROMPT_RECT = pygame.Rect(COL_X, 438, COL_W, 184)
PROMPT_MOST = 260
#: where the tracks may lie: under the prompt, as tall as they need (:data:`TRACK_H`)
TRACKS_RECT = pygame.Rect(COL_X, 630, COL_W, H - 630 - 8)
TRACK_GAP = 8
#: a track's height by its kind (see :func:`track_parts`): what its pieces need, and the most it
#: takes where the prompt has all the room it may take
TRACK_H = {"wide": 132, "narrow": 190, "compact": 102}
TRACK_MOST = {"wide": 150, "narrow": 220, "compact": 116}
LOG_RECT = pygame.Rect(COL_X - 4, 308, COL_W + 8, H - 308 - 4)
OVERLAY_RECT = pygame.Rect(LEFT, 172, 1272, 900)     # character cards over the board
#: the levels on a festival-goer's track, top to bottom
STATS = ("energy", "bladder", "fun")


@dataclass(frozen=True)
class BoardGeo:
    """The board on screen: tile size and origin; tiles numbered row by row."""
    width: int
    height: int
    ts: int
    x0: int
    y0: int

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.x0, self.y0, self.width * self.ts, self.height * self.ts)

    def tile_rect(self, tile: int) -> pygame.Rect:
        r, c = divmod(tile, self.width)
        return pygame.Rect(self.x0 + c * self.ts, self.y0 + r * self.ts, self.ts, self.ts)

    def centre(self, tile: int) -> tuple[int, int]:
        return self.tile_rect(tile).center


def pawn_rect(geo: BoardGeo, pos: list[int], seat: int) -> pygame.Rect | None:
    """Where ``seat``'s pawn stands on the board with everyone at ``pos`` (their tiles; -1: not on
    the board yet): alone in the tile's middle, else side by side with those on the same tile."""
    tile = pos[seat]
    if tile < 0:
        return None
    r = geo.tile_rect(tile)
    group = [o for o in range(len(pos)) if pos[o] == tile]
    n = len(group)
    i = group.index(seat)
    ts = geo.ts
    if n == 1:
        size = round(ts * PAWN_SHARES[0])
        c = r.center
    elif n <= 4:
        size = round(ts * PAWN_SHARES[1])
        cx = r.x + ts * (0.3 if i % 2 == 0 else 0.7)
        cy = r.y + ts * (0.3 if i < 2 else 0.7) if n > 2 else r.centery
        c = (round(cx), round(cy))
    else:
        size = round(ts * PAWN_SHARES[2])
        c = (round(r.x + ts * (0.2 + 0.3 * (i % 3))), round(r.y + ts * (0.2 + 0.3 * (i // 3))))
    out = pygame.Rect(0, 0, size, size)
    out.center = c
    return out


def board_geo(width: int, height: int) -> BoardGeo:
    """The largest tiles that fit the board area, the board centred in it."""
    ts = min(BOARD_AREA.width // width, BOARD_AREA.height // height)
    x0 = BOARD_AREA.x + (BOARD_AREA.width - ts * width) // 2
    y0 = BOARD_AREA.y + (BOARD_AREA.height - ts * height) // 2
    return BoardGeo(width, height, ts, x0, y0)


def lineup_rects(rounds: int = 12, night_from: int = 7) -> list[pygame.Rect]:
    """One slot per round: the day's rounds in the top row, the night's below."""
    day = night_from - 1
    cols = max(day, rounds - day)
    rows = grid_rects(LINEUP_RECT, 2 * cols, cols, LINEUP_GAP)
    return rows[:day] + rows[cols:cols + rounds - day]


def card_rects(goals: int = 2) -> list[pygame.Rect]:
    """The event card first, then one per goal stack, two a row (the kept goals take the next place)."""
    return grid_rects(CARDS_RECT, 2 + goals, 2, CARD_GAP)[:1 + goals]


def card_face(r: pygame.Rect) -> pygame.Rect:
    """The card itself in a card's place (its shadow takes 6 pixels right and below)."""
    return pygame.Rect(r.x, r.y, r.width - 6, r.height - 6)


def pay_button(card: pygame.Rect) -> pygame.Rect:
    """A pay goal's Pay button, right of its progress bar (``card``: the card's place, its shadow in)."""
    return pygame.Rect(card.right - 90, card.bottom - 40, 80, 32)


def kept_rect(goals: int = 2) -> pygame.Rect:
    """The kept goals' place: the cards' grid place after the last goal."""
    return grid_rects(CARDS_RECT, 2 + goals, 2, CARD_GAP)[1 + goals]


#: the kept goals' heading row, and the height of one kept goal's chip
KEPT_HEAD = 34
KEPT_CHIP = 34


def kept_rects(count: int, goals: int = 2) -> list[pygame.Rect]:
    """The kept goals' chips, one a row under the heading (two a row when there are many)."""
    box = card_face(kept_rect(goals))
    area = pygame.Rect(box.x + 8, box.y + KEPT_HEAD, box.width - 16, box.height - KEPT_HEAD - 6)
    cols = 1 if count * (KEPT_CHIP + 4) <= area.height + 4 else 2
    return grid_rects(area, count, cols, 4, max_h=KEPT_CHIP)


def track_rects(n: int) -> list[pygame.Rect]:
    """One track per festival-goer, right under the prompt: a single column of wide tracks up to
    three, two columns beyond (narrow for four, compact for five to eight). The prompt gets the
    room the tracks leave, up to :data:`PROMPT_MOST`; they grow into what is left after that."""
    cols = 1 if n <= 3 else 2
    rows = -(-n // cols)
    kind = "wide" if n <= 3 else "narrow" if n <= 4 else "compact"
    under_prompt = PROMPT_RECT.y + PROMPT_MOST + TRACK_GAP          # the tracks' top below the tallest prompt
    h = (TRACKS_RECT.bottom - under_prompt - TRACK_GAP * (rows - 1)) // rows
    h = min(max(TRACK_H[kind], min(TRACK_MOST[kind], h)), (TRACKS_RECT.height - TRACK_GAP * (rows - 1)) // rows)
    tall = rows * h + TRACK_GAP * (rows - 1)
    top = min(TRACKS_RECT.bottom - tall, under_prompt)
    return grid_rects(pygame.Rect(TRACKS_RECT.x, top, TRACKS_RECT.width, tall), n, cols, TRACK_GAP)


def prompt_rect(n: int) -> pygame.Rect:
    """The prompt panel with ``n`` festival-goers: from under the cards down to their tracks."""
    top = min(r.y for r in track_rects(n))
    return pygame.Rect(PROMPT_RECT.x, PROMPT_RECT.y, PROMPT_RECT.width, top - TRACK_GAP - PROMPT_RECT.y)


def coin_labels(wide: bool) -> tuple[str, str]:
    """The coin buttons' labels on a track: "Give 1" / "Take 1" on a wide one, "Give" / "Take" else."""
    return (_("Give 1"), _("Take 1")) if wide else (_("Give"), _("Take"))


#: the narrowest level bar of a compact track, where the musts need the room
COMPACT_BAR_LEAST = 60


def track_parts(rect: pygame.Rect, musts_w: int = 0) -> dict:
    """The pieces of one festival-goer's track: the level bars, the coins, the must lists, the Give 1
    / Take 1 buttons, and the row (``status``) whose right end takes the status tag (walking,
    moved) or the coin buttons: the top row short of the coins on a wide track, else the second
    row. ``kind`` says how the track is laid out: ``wide`` (one column of tracks: musts
    beside the bars, one act a line, everything of the top row in one row), ``narrow`` (two
    columns with room: musts under the bars, one act a line) or ``compact`` (two columns of four:
    the musts' rounds beside short bars; on two columns the coin buttons are short, "Give" and "Take",
    so that the longest vibe still reads whole beside them). The coin buttons are as wide as their
    labels need. The name runs from ``name`` to the coins (or to the status on a wide track); the
    second row (``row2``) holds the character's vibe. On a compact track the bars give the musts
    the width of their widest line (``musts_w``, a longer language's), down to
    :data:`COMPACT_BAR_LEAST`, and where even that is not enough the values beside the bars make
    way too (``numbers``: False; the tip says them)."""
    kind = "wide" if rect.width > 420 else ("narrow" if rect.height >= 180 else "compact")
    coins = pygame.Rect(rect.right - 66, rect.y + 5, 60, 24)
    label_w = max(theme.font(20, True).size(label)[0] for label in coin_labels(kind == "wide"))
    numbers = True
    if kind == "wide":
        bar_w, bar_h, top = 220, 13, rect.y + 58
        gap = max(17, min(26, (rect.bottom - 10 - top) // 3))
        musts = pygame.Rect(rect.x + bar_w + 80, rect.y + 40, rect.right - (rect.x + bar_w + 80) - 8, rect.height - 46)
        w = max(70, label_w + 16)
        take = pygame.Rect(coins.x - 8 - w, rect.y + 6, w, 28)
        status = pygame.Rect(rect.x + 52, rect.y + 7, coins.x - 10 - (rect.x + 52), 26)
        row2 = pygame.Rect(rect.x + 52, rect.y + 30, musts.x - 8 - (rect.x + 52), 24)
    else:
        compact = kind == "compact"
        bar_w, bar_h, top, gap = (106, 11, rect.y + 52, 18) if compact else (rect.width - 74, 11, rect.y + 55, 14)
        if compact:
            beside = 36                             # the bar's value, then the musts
            room = rect.right - 6 - (rect.x + 40 + beside)
            if room - bar_w < musts_w:
                bar_w = max(COMPACT_BAR_LEAST, room - musts_w)
                if room - bar_w < musts_w:
                    numbers, beside = False, 12
                    bar_w = max(COMPACT_BAR_LEAST, room + 24 - musts_w)
            left = rect.x + 40 + bar_w + beside
            musts = pygame.Rect(left, top, rect.right - left - 6, rect.bottom - top - 2)
        else:
            musts = pygame.Rect(rect.x + 16, top + 3 * gap, rect.width - 24, rect.bottom - (top + 3 * gap) - 2)
        w = max(50, label_w + 6)
        take = pygame.Rect(rect.right - 6 - w, rect.y + 30, w, 22)         # short labels: Give / Take
        row2 = status = pygame.Rect(rect.x + 16, rect.y + 27, rect.width - 24, 24)
    give = take.move(-(take.width + 6), 0)
    bars = {stat: pygame.Rect(rect.x + 40, top + i * gap, bar_w, bar_h) for i, stat in enumerate(STATS)}
    pawn = pygame.Rect(rect.x + 16, rect.y + 4, 24, 24) if kind == "compact" else pygame.Rect(rect.x + 16, rect.y + 6,
                                                                                               28, 28)
    return {"bars": bars, "musts": musts, "pawn": pawn, "coins": coins, "give": give, "take": take, "status": status,
            "name": pygame.Rect(rect.x + 52, rect.y + 7, coins.x - 8 - (rect.x + 52), 26), "row2": row2,
            "kind": kind, "wide": kind == "wide", "numbers": numbers}


def coins_up(rect: pygame.Rect, parts: dict) -> dict:
    """A compact track's parts with the Give / Take buttons in the top row, left of the coins (the
    name's row ending before them), where a vibe too long to read whole beside them takes the
    whole second row (issue 23: "Bloß nichts verpassen" in German)."""
    out = dict(parts)
    take = parts["take"].copy()
    take.topright = (parts["coins"].x - 4, rect.y + 5)
    out["take"], out["give"] = take, take.move(-(take.width + 6), 0)
    name = parts["name"].copy()
    name.width = max(0, out["give"].x - 8 - name.x)
    out["name"], out["coins_up"] = name, True
    return out


def character_rects(count: int) -> list[pygame.Rect]:
    """The character cards over the board in setup, four a row under the overlay's heading."""
    area = pygame.Rect(OVERLAY_RECT.x + 20, OVERLAY_RECT.y + 96, OVERLAY_RECT.width - 40, OVERLAY_RECT.height - 100)
    return grid_rects(area, count, 4, 16, max_h=392)


def top_buttons() -> dict[str, pygame.Rect]:
    return {
        "log": pygame.Rect(1460, 8, 130, 48),          # (Rules and Menu: the kit's, 145 wide, 10 apart)
    }
