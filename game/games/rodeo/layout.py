"""Where everything lies on the Rock'n Rodeo table (1920×1080 logical pixels).

The grounds on show (yours, or a rival's while you look) fill the left like the festival board:
the stage with the Friday, Saturday and Sunday slots along the top, the campsite below it, large
(row 0 touches the stage), and at its right the fans (in reserve, at the tents, asleep), the
stands and upgrades, and the Chaos, Hygiene and Mood tracks (those under the campsite when a wide,
shallow one leaves the grass for them). The market (band display, garage
band, fan supply, stand tops, upgrades) stands in the middle, the prompt under it; the rivals'
strips and the log down the right; your hand along the bottom.
"""

from __future__ import annotations

import pygame

from game.ui.furniture import TOP_H, H, W  # noqa: F401 (the kit's canvas and bar, for the table's modules)
from game.ui.table_look import grid_rects

GROUNDS = pygame.Rect(12, 72, 1132, 686)
HEADER = pygame.Rect(GROUNDS.x + 16, GROUNDS.y + 8, GROUNDS.width - 32, 40)
HOME_BUTTON = pygame.Rect(GROUNDS.right - 236, GROUNDS.y + 8, 220, 40)
#: the grounds' title (whose festival): its hover tells the festival card's own scoring
TITLE = pygame.Rect(HEADER.x, HEADER.y, HEADER.width - 330, HEADER.height)
STAGE = pygame.Rect(GROUNDS.x + 16, GROUNDS.y + 54, GROUNDS.width - 32, 112)
CAMP = pygame.Rect(GROUNDS.x + 16, STAGE.bottom + 8, 676, GROUNDS.bottom - 8 - STAGE.bottom - 8)
SIDE = pygame.Rect(CAMP.right + 12, CAMP.y, GROUNDS.right - 16 - CAMP.right - 12, CAMP.height)
FANS_ROW = pygame.Rect(SIDE.x, SIDE.y, SIDE.width, 92)
TRACKS = pygame.Rect(SIDE.x, SIDE.bottom - 3 * 44 - 2 * 6, SIDE.width, 3 * 44 + 2 * 6)
CARDS = pygame.Rect(SIDE.x, FANS_ROW.bottom + 8, SIDE.width, TRACKS.y - 8 - FANS_ROW.bottom - 8)

MARKET = pygame.Rect(1156, 72, 408, 686)
HAND = pygame.Rect(12, 770, 1132, 298)
PROMPT_RECT = pygame.Rect(1156, 770, 408, 298)
RIVALS = pygame.Rect(1576, 72, 332, 0)
RIVAL_H, RIVAL_GAP = 138, 8
SPACE_MAX = 116


def stage_slots() -> list[pygame.Rect]:
    """Friday, Saturday, Sunday along the stage."""
    return grid_rects(STAGE.inflate(-16, -12), 3, 3, 12)


def festival_extent(card) -> tuple[int, int]:
    """How many spaces wide and deep a festival card's campsite grows (all seasons)."""
    at = [p.at for p in card.layout]
    return 2 * (max(a[0] for a in at) + 1), 2 * (max(a[1] for a in at) + 1)


def camp_grid(extent: tuple[int, int]) -> tuple[int, int, int]:
    """The campsite's space size and its top left for a festival ``extent`` spaces wide and deep
    (every card it will ever have: the grid does not move when a card joins)."""
    cols, rows = extent
    size = min(SPACE_MAX, CAMP.width // max(1, cols), CAMP.height // max(1, rows))
    return size, CAMP.x + (CAMP.width - cols * size) // 2, CAMP.y


def camp_spaces(cells: list[tuple[int, int]], extent: tuple[int, int]) -> tuple[list[pygame.Rect], int]:
    """Each campsite space's rect (x, y in spaces; row 0 at the stage), and the space size."""
    size, x0, y0 = camp_grid(extent)
    return [pygame.Rect(x0 + x * size, y0 + y * size, size, size) for x, y in cells], size


def camp_card(at: tuple[int, int], extent: tuple[int, int]) -> pygame.Rect:
    """The rect of the campsite card at card position ``at`` (column, row): 2×2 spaces."""
    size, x0, y0 = camp_grid(extent)
    return pygame.Rect(x0 + at[0] * 2 * size, y0 + at[1] * 2 * size, 2 * size, 2 * size)


#: the tracks lie under a wide, shallow campsite when this much grass is left below it: room for
#: the fence plate (36 px) and three rows of TRACK_ROW_UNDER with a gap of 4
TRACK_ROW_UNDER = 40
UNDER_MIN = 36 + 3 * TRACK_ROW_UNDER + 2 * 4


def camp_span(extent: tuple[int, int]) -> tuple[int, int, int]:
    """The campsite grid's left, width and bottom for a festival ``extent`` spaces wide and deep."""
    size, x0, y0 = camp_grid(extent)
    return x0, extent[0] * size, y0 + extent[1] * size


def tracks_under(extent: tuple[int, int] | None) -> bool:
    """Whether the Chaos, Hygiene and Mood tracks lie under the campsite (a wide, shallow one
    leaves that much grass) rather than at the foot of the side column."""
    return extent is not None and CAMP.bottom - camp_span(extent)[2] >= UNDER_MIN


def side_cards(stands: int, upgrades: int, extent: tuple[int, int] | None = None
               ) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """The stands, then the upgrades, two a row beside the campsite (as tall as the rows allow;
    down to the column's foot when the tracks lie under the campsite)."""
    area = pygame.Rect(CARDS.x, CARDS.y, CARDS.width, SIDE.bottom - CARDS.y) if tracks_under(extent) else CARDS
    count = stands + upgrades
    rows = max(2, -(-count // 2))
    h = min(136, (area.height - 8 * (rows - 1)) // rows)
    cards = grid_rects(area, count, 2, 8, max_h=h)
    return cards[:stands], cards[stands:]


def track_rects(extent: tuple[int, int] | None = None) -> dict[str, pygame.Rect]:
    """Chaos, Hygiene and Mood, one a row: at the side column's foot, or, for a festival
    ``extent`` that leaves the grass for it, across the foot of the campsite (as wide as its grid)."""
    names = ("chaos", "hygiene", "mood")
    if not tracks_under(extent):
        return {t: pygame.Rect(TRACKS.x, TRACKS.y + i * 50, TRACKS.width, 44) for i, t in enumerate(names)}
    x, w, _bottom = camp_span(extent)
    top = CAMP.bottom - 3 * TRACK_ROW_UNDER - 2 * 4
    return {t: pygame.Rect(x, top + i * (TRACK_ROW_UNDER + 4), w, TRACK_ROW_UNDER) for i, t in enumerate(names)}


#: on a track's row: its icon, the track itself and the value at the right
TRACK_ICON, TRACK_VALUE = 40, 44


def track_bar(r: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(r.x + TRACK_ICON, r.y, r.width - TRACK_ICON - TRACK_VALUE, r.height)


def fan_chips() -> list[pygame.Rect]:
    """One box per genre: reserve, at the tents, asleep, purchasing power."""
    return grid_rects(FANS_ROW, 4, 4, 6)


# -- the market ------------------------------------------------------------------------------
MARKET_TITLE_Y = MARKET.y + 10
ORDER_TRACK = pygame.Rect(MARKET.right - 12 - 226, MARKET.y + 6, 226, 34)
BANDS_AREA = pygame.Rect(MARKET.x + 12, MARKET.y + 44, MARKET.width - 24, 376)
SUPPLY_AREA = pygame.Rect(MARKET.x + 12, BANDS_AREA.bottom + 6, MARKET.width - 24, 40)
STANDS_AREA = pygame.Rect(MARKET.x + 12, SUPPLY_AREA.bottom + 6, MARKET.width - 24, 100)
UPGRADES_AREA = pygame.Rect(MARKET.x + 12, STANDS_AREA.bottom + 8, MARKET.width - 24, MARKET.bottom - 10
                            - STANDS_AREA.bottom - 8)
#: a band card in the market: the name across its top, the card's picture below at the left
BAND_NAME_H = 46


def band_rects(count: int) -> list[pygame.Rect]:
    """The band display and the garage band, two a row."""
    return grid_rects(BANDS_AREA, max(count, 2), 2, 8, max_h=120)[:count]


#: the fan supply's label ('Fans to sell', in two lines where it must) before the four genres
SUPPLY_LABEL_W = 122


def supply_rects() -> list[pygame.Rect]:
    return grid_rects(pygame.Rect(SUPPLY_AREA.x + SUPPLY_LABEL_W + 8, SUPPLY_AREA.y, SUPPLY_AREA.width
                                  - SUPPLY_LABEL_W - 8, 40), 4, 4, 6)


def stand_top_rects() -> list[pygame.Rect]:
    """The three stand stacks' top cards, one a row (their names whole)."""
    return grid_rects(STANDS_AREA, 3, 1, 4)


def upgrade_rects() -> list[pygame.Rect]:
    return grid_rects(UPGRADES_AREA, 4, 2, 6)


# -- the hand --------------------------------------------------------------------------------
CARD_W, CARD_H = 180, 252                 # a card at its picture's size
SMALL_H = 120                             # a card without its picture (a full hand: two rows)
CARDS_AREA = pygame.Rect(HAND.x + 14, HAND.y + 38, HAND.width - 28, CARD_H)


def hand_rects(fans: int, events: int) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """The fan cards, then the event cards: whole with their picture in one row, or, when more
    than fit, without it in two rows (as wide as the row allows)."""
    count = fans + events
    area = CARDS_AREA
    gap = 10 if count * (CARD_W + 10) - 10 <= area.width else 4 if count * (CARD_W + 4) - 4 <= area.width else 6
    if count * (CARD_W + gap) - gap <= area.width:
        out = [pygame.Rect(area.x + i * (CARD_W + gap), area.y, CARD_W, CARD_H) for i in range(count)]
    else:
        per_row = -(-count // 2)
        w = min(240, (area.width - gap * (per_row - 1)) // per_row)
        step = min(w + gap, (area.width - w) // max(1, per_row - 1))
        out = [pygame.Rect(area.x + (i % per_row) * step, area.y + (i // per_row) * (SMALL_H + 12), w, SMALL_H)
               for i in range(count)]
    return out[:fans], out[fans:]


def rival_rects(seats: list[int]) -> dict[int, pygame.Rect]:
    return {s: pygame.Rect(RIVALS.x, RIVALS.y + i * (RIVAL_H + RIVAL_GAP), RIVALS.width, RIVAL_H)
            for i, s in enumerate(seats)}


def log_rect(rivals: int) -> pygame.Rect:
    top = RIVALS.y + rivals * (RIVAL_H + RIVAL_GAP)
    return pygame.Rect(RIVALS.x, top, RIVALS.width, H - 12 - top)


# -- a seat's grounds, where they show it (the view's festival decides the campsite's size) ----------

def camp_extent(view, seat: int) -> tuple[int, int]:
    """How many spaces wide and deep the seat's campsite grows (all seasons)."""
    return festival_extent(view.festival_card(seat))


def camp_rects(view, seat: int) -> tuple[list[pygame.Rect], int]:
    """The seat's campsite spaces, and the space size."""
    return camp_spaces(list(view.geometry(seat).cells), camp_extent(view, seat))


def side_rects(view, seat: int) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """The seat's stands, then its upgrades, where its grounds show them."""
    f = view.fests[seat]
    return side_cards(len(f.stands), len(f.upgrades), camp_extent(view, seat))


def seat_tracks(view, seat: int) -> dict[str, pygame.Rect]:
    """The seat's Chaos, Hygiene and Mood tracks, where its grounds show them."""
    return track_rects(camp_extent(view, seat))
