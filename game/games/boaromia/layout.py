"""Where everything lies on the Boaromia table (1920×1080 logical pixels).

The festival grounds fill the left: the line-up strip of the 12 rounds above
the board, the board as large as it fits below. The right column holds the
event card and the open goals (kept goals below them), the prompt panel that
says what to do with its buttons, and every festival-goer's track (one column
up to four players, two columns for more). The log opens over the right column
from the top bar.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.table_look import grid_rects

W, H = 1920, 1080
TOP_H = 64
LEFT = 14
LINEUP_RECT = pygame.Rect(LEFT, 72, 1272, 92)
BOARD_AREA = pygame.Rect(LEFT, 172, 1272, 900)
COL_X = 1300
COL_W = W - COL_X - 12
CARDS_RECT = pygame.Rect(COL_X, 72, COL_W, 232)
CARD_GAP = 10
KEPT_RECT = pygame.Rect(COL_X, 310, COL_W, 36)
PROMPT_RECT = pygame.Rect(COL_X, 352, COL_W, 184)
TRACKS_RECT = pygame.Rect(COL_X, 544, COL_W, H - 544 - 8)
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


def board_geo(width: int, height: int) -> BoardGeo:
    """The largest tiles that fit the board area, the board centred in it."""
    ts = min(BOARD_AREA.width // width, BOARD_AREA.height // height)
    x0 = BOARD_AREA.x + (BOARD_AREA.width - ts * width) // 2
    y0 = BOARD_AREA.y + (BOARD_AREA.height - ts * height) // 2
    return BoardGeo(width, height, ts, x0, y0)


def lineup_rects(rounds: int = 12) -> list[pygame.Rect]:
    return grid_rects(LINEUP_RECT, rounds, rounds, 6)


def card_rects(goals: int = 2) -> list[pygame.Rect]:
    """The event card first, then one per goal stack."""
    return grid_rects(CARDS_RECT, 1 + goals, 1 + goals, CARD_GAP)


def card_face(r: pygame.Rect) -> pygame.Rect:
    """The card itself in a card's place (its shadow takes 6 pixels right and below)."""
    return pygame.Rect(r.x, r.y, r.width - 6, r.height - 6)


def pay_button(card: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(card.right - 74, card.bottom - 40, 64, 32)


def kept_rects(count: int) -> list[pygame.Rect]:
    area = pygame.Rect(KEPT_RECT.x + 116, KEPT_RECT.y + 2, KEPT_RECT.width - 116, KEPT_RECT.height - 4)
    return grid_rects(area, count, max(1, count), 8, max_w=300)


def track_rects(n: int) -> list[pygame.Rect]:
    """One track per festival-goer: a single column up to four, two columns beyond."""
    return grid_rects(TRACKS_RECT, n, 1, 8, max_h=150) if n <= 4 else grid_rects(TRACKS_RECT, n, 2, 8, max_h=160)


def track_parts(rect: pygame.Rect, tagged: bool = False, coin_buttons: bool = False) -> dict:
    """The pieces of one festival-goer's track: the level bars, the coins, the status tag, the
    must lists, the Give 1 / Take 1 buttons, and how far the name row (``name``) and the line
    under it (``tag``) may run: short of the coins, and of the status tag (``tagged``: walking or
    moved) and the coin buttons where the track shows them. A wide track (one column of tracks)
    has its musts beside the bars and everything of the top row in one row; a narrow one has
    the musts under the bars and the status tag and coin buttons in the second row."""
    wide = rect.width > 420
    coins = pygame.Rect(rect.right - 66, rect.y + 7, 60, 26)
    if wide:
        bar_w, bar_h, top = 220, 13, rect.y + 58
        gap = max(17, min(26, (rect.bottom - 10 - top) // 3))
        musts = pygame.Rect(rect.x + bar_w + 80, rect.y + 40, rect.right - (rect.x + bar_w + 80) - 8, rect.height - 46)
        status = pygame.Rect(coins.x - 106, rect.y + 9, 96, 22)
        take = pygame.Rect(rect.right - 144, rect.y + 6, 70, 28)
        name = status.x - 60 if tagged or coin_buttons else coins.x - 8
    else:
        bar_w, bar_h, top, gap = rect.width - 74, 11, rect.y + 55, 14
        musts = pygame.Rect(rect.x + 16, top + 3 * gap, rect.width - 24, rect.bottom - (top + 3 * gap) - 2)
        status = pygame.Rect(rect.right - 104, rect.y + 30, 96, 20)
        take = pygame.Rect(rect.right - 70, rect.y + 30, 62, 24)
        name = coins.x - 8
    give = take.move(-(take.width + 6), 0)
    tag = rect.right - 8
    if not wide and (coin_buttons or tagged):
        tag = (give.x if coin_buttons else status.x) - 6
    bars = {stat: pygame.Rect(rect.x + 40, top + i * gap, bar_w, bar_h) for i, stat in enumerate(STATS)}
    return {"bars": bars, "musts": musts, "coins": coins, "status": status, "give": give, "take": take,
            "name": name, "tag": tag, "wide": wide}


def character_rects(count: int) -> list[pygame.Rect]:
    """The character cards over the board in setup, four a row under the overlay's heading."""
    return grid_rects(OVERLAY_RECT.inflate(-40, -110).move(0, 70), count, 4, 16, max_h=380)


def top_buttons() -> dict[str, pygame.Rect]:
    return {
        "log": pygame.Rect(1460, 8, 130, 48),
        "rules": pygame.Rect(1600, 8, 145, 48),
        "menu": pygame.Rect(1755, 8, 145, 48),
    }
