"""Where everything lies on the Rock'n Rodeo table (1920×1080 logical pixels).

The grounds on show (yours, or a rival's while you look) fill the left: the stage with the
Friday, Saturday and Sunday slots along the top, the campsite below it (row 0 touches the
stage), the stands and upgrades and the three tracks at its right, and the fans' row at the
foot. The market (band display, garage band, fan supply, stand tops, upgrades) stands in the
middle; the rivals' strips and the log down the right; your hand and the prompt along the
bottom.
"""

from __future__ import annotations

import pygame

from game.ui.table_look import grid_rects

W, H = 1920, 1080
TOP_H = 64
BUTTONS = {"rules": pygame.Rect(1588, 8, 150, 48), "menu": pygame.Rect(1750, 8, 150, 48)}

GROUNDS = pygame.Rect(16, 76, 1000, 680)
HEADER = pygame.Rect(GROUNDS.x + 16, GROUNDS.y + 10, GROUNDS.width - 32, 40)
HOME_BUTTON = pygame.Rect(GROUNDS.right - 236, GROUNDS.y + 10, 220, 40)
STAGE = pygame.Rect(GROUNDS.x + 16, GROUNDS.y + 58, GROUNDS.width - 32, 116)
CAMP = pygame.Rect(GROUNDS.x + 16, STAGE.bottom + 12, 520, 388)
SIDE = pygame.Rect(CAMP.right + 16, CAMP.y, GROUNDS.right - 16 - CAMP.right - 16, 388)
FANS_ROW = pygame.Rect(GROUNDS.x + 16, CAMP.bottom + 10, GROUNDS.width - 32, GROUNDS.bottom - CAMP.bottom - 20)

MARKET = pygame.Rect(1028, 76, 532, 680)
HAND = pygame.Rect(16, 768, 1000, 300)
PROMPT_RECT = pygame.Rect(1028, 768, 532, 300)
RIVALS = pygame.Rect(1572, 76, 332, 0)
RIVAL_H, RIVAL_GAP = 140, 8
SPACE_MAX = 96


def stage_slots() -> list[pygame.Rect]:
    """Friday, Saturday, Sunday along the stage."""
    return grid_rects(STAGE, 3, 3, 12)


def camp_spaces(cells: list[tuple[int, int]]) -> tuple[list[pygame.Rect], int]:
    """Each campsite space's rect (x, y in spaces; row 0 at the stage), and the space size."""
    if not cells:
        return [], SPACE_MAX
    cols = max(x for x, _ in cells) + 1
    rows = max(y for _, y in cells) + 1
    size = min(SPACE_MAX, (CAMP.width - 8) // cols, (CAMP.height - 8) // rows)
    x0 = CAMP.x + (CAMP.width - cols * size) // 2
    y0 = CAMP.y + 4
    return [pygame.Rect(x0 + x * size + 2, y0 + y * size + 2, size - 4, size - 4) for x, y in cells], size


def side_cards(stands: int, upgrades: int) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """The stands (two a row) and, below them, the upgrades (two a row) beside the campsite."""
    area = pygame.Rect(SIDE.x, SIDE.y, SIDE.width, 250)
    rows = max(1, -(-stands // 2)) + max(0, -(-upgrades // 2))
    h = min(78, (area.height - 6 * (rows - 1)) // rows)
    cards = grid_rects(area, stands + upgrades + (stands % 2), 2, 8, max_h=h)
    return cards[:stands], cards[stands + (stands % 2):]


def track_rects() -> dict[str, pygame.Rect]:
    top = SIDE.y + 258
    return {t: pygame.Rect(SIDE.x, top + i * 44, SIDE.width, 38) for i, t in enumerate(("chaos", "hygiene", "mood"))}


def fan_chips() -> list[pygame.Rect]:
    """One box per genre in the fans' row: reserve, at the tents, lying, placed, purchasing power."""
    return grid_rects(FANS_ROW, 4, 4, 10)


# -- the market ------------------------------------------------------------------------------
MARKET_TITLE_Y = MARKET.y + 12
BANDS_AREA = pygame.Rect(MARKET.x + 14, MARKET.y + 48, MARKET.width - 28, 376)
SUPPLY_AREA = pygame.Rect(MARKET.x + 14, BANDS_AREA.bottom + 8, MARKET.width - 28, 40)
STANDS_AREA = pygame.Rect(MARKET.x + 14, SUPPLY_AREA.bottom + 8, MARKET.width - 28, 96)
UPGRADES_AREA = pygame.Rect(MARKET.x + 14, STANDS_AREA.bottom + 8, MARKET.width - 28, MARKET.bottom - 10
                            - STANDS_AREA.bottom - 8)


def band_rects(count: int) -> list[pygame.Rect]:
    """The band display and the garage band, two a row."""
    return grid_rects(BANDS_AREA, max(count, 2), 2, 8, max_h=88)[:count]


def supply_rects() -> list[pygame.Rect]:
    return grid_rects(pygame.Rect(SUPPLY_AREA.x + 150, SUPPLY_AREA.y, SUPPLY_AREA.width - 150, 40), 4, 4, 8)


def stand_top_rects() -> list[pygame.Rect]:
    return grid_rects(STANDS_AREA, 3, 3, 8)


def upgrade_rects() -> list[pygame.Rect]:
    return grid_rects(UPGRADES_AREA, 4, 4, 8)


# -- the hand --------------------------------------------------------------------------------
EVENTS_AREA = pygame.Rect(HAND.right - 14 - 420, HAND.y + 40, 420, HAND.height - 52)
FANS_AREA = pygame.Rect(HAND.x + 14, HAND.y + 40, EVENTS_AREA.x - 14 - HAND.x - 14, HAND.height - 52)
FAN_CARD = (176, 112)


def fan_card_rects(count: int) -> list[pygame.Rect]:
    """Fan cards in two rows, closer together when there are many (each still shows its left part)."""
    w, h = FAN_CARD
    per_row = count if count * (w + 8) <= FANS_AREA.width + 8 else max(1, -(-count // 2))
    step = min(w + 8, (FANS_AREA.width - w) // max(1, per_row - 1)) if per_row > 1 else w + 8
    return [pygame.Rect(FANS_AREA.x + (i % per_row) * step, FANS_AREA.y + (i // per_row) * (h + 8), w, h)
            for i in range(count)]


def event_card_rects(count: int) -> list[pygame.Rect]:
    return grid_rects(EVENTS_AREA, max(count, 1), 2, 8, max_h=120)[:count]


def rival_rects(seats: list[int]) -> dict[int, pygame.Rect]:
    return {s: pygame.Rect(RIVALS.x, RIVALS.y + i * (RIVAL_H + RIVAL_GAP), RIVALS.width, RIVAL_H)
            for i, s in enumerate(seats)}


def log_rect(rivals: int) -> pygame.Rect:
    top = RIVALS.y + rivals * (RIVAL_H + RIVAL_GAP)
    return pygame.Rect(RIVALS.x, top, RIVALS.width, H - 12 - top)
