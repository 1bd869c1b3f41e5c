"""Where everything lies on the Höhlengrölen table (1920×1080 logical pixels):
the fixed areas, card sizes and buttons, and the :class:`Layout` of one view
(seat panels, opponents' hands, bands on the table, the fanned hand, bonus cards,
genre chips) that the drawing, the hotspots and the flights all read."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.fan import Fanned, fan

from .rules import BONUS_ORDER, Group

W, H = 1920, 1080
TOP_H = 64
PLAY_L, PLAY_R = 16, 1584
LOG_RECT = pygame.Rect(1600, 80, 304, 984)

CARD = (156, 218)          # your hand
PILE = (128, 178)          # deck and discard pile
BAND = (108, 151)          # cards of bands on the table while the felt is roomy (two producers, first bands)
MID = (88, 123)            # cards of bands on the table while they fit in one row
MINI = (66, 92)            # cards of bands on the table, the discard strip; a lone opponent's hand
SMALL = (48, 67)           # opponents' hands
BONUS = (124, 172)         # your bonus cards

OPP_TOP = 76
OPP_CARDS_Y = 74           # an opponent's hand, down from the panel's top
OPP_BANDS_BOTTOM = 440     # the foot of the opponents' bands
COUNT_W = 96               # an opponent's hand count ("5 / 6"), left of their bonus cards
DECK_RECT = pygame.Rect(36, 454, *PILE)
DISCARD_RECT = pygame.Rect(188, 454, *PILE)
PILE_LABEL_Y = DECK_RECT.bottom + 12     # the piles' labels: clear of the stack's lower layers and the glow
CHIPS_X = 344
CHIPS_Y = 470
MY_BANDS = pygame.Rect(556, 470, PLAY_R - 556, 212)
MELD_RECT = pygame.Rect(456, 690, PLAY_R - 456, 106)
INFO_RECT = pygame.Rect(16, 690, 424, 106)
HAND_RECT = pygame.Rect(456, 800, PLAY_R - 456, 280)
#: where your hand fans out: the hand's area less room at the left for its count, which stands
#: just left of the first card
FAN_RECT = pygame.Rect(HAND_RECT.x + COUNT_W + 24, HAND_RECT.y, HAND_RECT.width - COUNT_W - 24, HAND_RECT.height)
BONUS_Y = 860
SUMMARY_RECT = pygame.Rect(280, 220, 1040, 600)     # the casting report, its Continue button at the foot
BUTTONS = {
    "sort": pygame.Rect(1352, 8, 220, 48),
    "rules": pygame.Rect(1588, 8, 150, 48),
    "menu": pygame.Rect(1750, 8, 150, 48),
    "confirm": pygame.Rect(MELD_RECT.right - 420, MELD_RECT.y + 22, 196, 62),
    "discard_button": pygame.Rect(MELD_RECT.right - 212, MELD_RECT.y + 22, 196, 62),
    "continue": pygame.Rect(670, 728, 260, 64),
}

#: one placed band: (the group, its block, one rect per card, its value badge)
Placed = tuple[Group, pygame.Rect, list[pygame.Rect], pygame.Rect]


@dataclass(frozen=True)
class Layout:
    """Where the things of one view lie, computed once per rebuild (and when the selection or the
    sorting changes): the drawing, the hotspots and the flights all read it."""

    panels: dict[int, pygame.Rect]              # each seat's panel: the opponents' on top, yours last
    opp_cards: dict[int, list[pygame.Rect]]     # an opponent's hand, a slot per card
    bands: list[Placed]                         # the bands on the table
    hand: dict[int, Fanned]                     # your hand, left to right
    bonus: dict[str, pygame.Rect]               # your bonus cards
    chips: list[pygame.Rect]                    # the "already out" chip of each genre


def lay_out(v, viewer: int | None, hand: list[int], selected, bonus_sel) -> Layout:
    """The layout of the view ``v`` for ``viewer`` (None: nobody's hand is shown), with ``hand`` in
    the order shown and the selected cards raised."""
    n = v.num_players
    start = 0 if viewer is None else viewer + 1
    tops = [(start + k) % n for k in range(n) if (start + k) % n != viewer]
    panels, opp_cards = opponent_rects(v.hands, tops)
    if viewer is not None:
        panels[viewer] = INFO_RECT
    chips = [pygame.Rect(CHIPS_X, CHIPS_Y + i * 54, 196, 46) for i in range(len(v.content.genres))]
    return Layout(panels, opp_cards, bands=band_rects(v.laid_out(), panels, viewer),
                  hand=fan(hand, FAN_RECT, CARD, selected),
                  bonus=bonus_rects(bonus_sel) if viewer is not None else {}, chips=chips)


def opp_size(opponents: int) -> tuple[int, int]:
    """The size of an opponent's cards: bigger when one opponent has the whole top of the table."""
    return MINI if opponents == 1 else SMALL


def opp_card(panel: pygame.Rect, x: int = 0, size=SMALL) -> pygame.Rect:
    """A card slot of an opponent's hand, ``x`` right of the first."""
    return pygame.Rect(panel.x + 24 + x, panel.y + OPP_CARDS_Y, *size)


def hand_count_at(panel: pygame.Rect) -> tuple[int, int]:
    """The left end of an opponent's hand count: left of their bonus cards, level with their hand."""
    return panel.right - 16 - 3 * 48 - COUNT_W, panel.y + OPP_CARDS_Y + 30


def my_count_at(hand: dict[int, Fanned]) -> tuple[int, int]:
    """The left end of your hand's count: just left of the first card of your fan, level with the
    cards' names (at the fan area's left end when the hand is empty)."""
    if not hand:
        return FAN_RECT.x - COUNT_W - 12, HAND_RECT.centery
    first = next(iter(hand.values())).rect
    return max(HAND_RECT.x, first.x - COUNT_W - 12), first.y + first.height * 2 // 3


def opponent_rects(hands, tops: list[int]):
    """``(panel, cards)`` per opponent seat: the name panel, and the hand's card slots. A lone
    opponent (two producers) sits across the whole table, with bigger cards."""
    k = max(1, len(tops))
    size = opp_size(k)
    zw = (PLAY_R - PLAY_L - 16 * (k - 1)) // k
    panels: dict[int, pygame.Rect] = {}
    cards: dict[int, list[pygame.Rect]] = {}
    for i, seat in enumerate(tops):
        panels[seat] = panel = pygame.Rect(PLAY_L + i * (zw + 16), OPP_TOP, zw, OPP_CARDS_Y + size[1] + 10)
        n = len(hands[seat])
        room = panel.width - 24 - 3 * 48 - 30 - COUNT_W
        step = min(size[0] + 6, max(12, (room - size[0]) // max(1, n - 1))) if n > 1 else 0
        cards[seat] = [opp_card(panel, j * step, size) for j in range(n)]
    return panels, cards


#: how bands are packed, tried in turn until they fit (the last one always): card size, step, gap;
PACKINGS = ((BAND, 42, 20), (MID, 40, 18), (MID, 27, 10), (MINI, 30, 18), (MINI, 20, 10), (MINI, 12, 6))
ROW_GAP = 10               # between two rows of bands (nothing hangs below a band's cards)


def band_rects(table: list[Group], panels: dict[int, pygame.Rect], viewer: int | None) -> list[Placed]:
    """The bands on the table, each owner's under their panel (opponents first), yours above your hand:
    big cards while they fit, smaller and tighter when they would not."""
    out: list[Placed] = []
    for seat, p in panels.items():
        top = p.bottom + 10
        region = MY_BANDS if seat == viewer else pygame.Rect(p.x, top, p.width, OPP_BANDS_BOTTOM - top)
        mine = [g for g in table if g.owner == seat]
        for size, step, gap_x in PACKINGS:
            placed = place_groups(mine, region, step, gap_x, force=(size, step) == PACKINGS[-1][:2], size=size)
            if placed is not None:
                break
        out.extend(placed)
    return out


def place_groups(groups, region: pygame.Rect, step: int, gap_x: int, force: bool = False,
                 size=MINI) -> list[Placed] | None:
    """Groups left to right in rows inside ``region``, cards of ``size`` ``step`` px apart; None
    when they do not fit."""
    out = []
    x, y = region.x, region.y
    row_h = size[1] + ROW_GAP
    for g in groups:
        ncard = len(g.cards)
        cw = size[0] + step * (ncard - 1)
        bw = cw + 8 + 62
        if x + bw > region.right and x > region.x:
            x = region.x
            y += row_h
        if y + size[1] > region.bottom and not force:
            return None
        cards = [pygame.Rect(x + j * step, y, *size) for j in range(ncard)]
        badge = pygame.Rect(x + cw + 8, y + 6, 62, 48)
        out.append((g, pygame.Rect(x, y, bw, size[1]), cards, badge))
        x += bw + gap_x
    return out


def bonus_rects(bonus_sel) -> dict[str, pygame.Rect]:
    """Your bonus cards beside the hand (selected ones raised)."""
    return {kind: pygame.Rect(24 + i * (BONUS[0] + 12), BONUS_Y - (8 if kind in bonus_sel else 0), *BONUS)
            for i, kind in enumerate(BONUS_ORDER)}
