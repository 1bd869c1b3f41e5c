"""Where everything lies on the Höhlengrölen table (1920×1080 logical pixels): the fixed areas,
card sizes and buttons, and the places of one view's things (seat panels, opponents' hands, bands
on the table, bonus cards, genre chips) that :mod:`.on_table` lays out as the table's pieces,
which the drawing, the hotspots and the flights all read. Rects only: nothing here draws."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.i18n import _
from game.ui import theme
from game.ui.fan import Fanned
from game.ui.furniture import TOP_H, H, W  # noqa: F401 (the kit's canvas and bar, for the table's modules)

from .rules import BONUS_ORDER, HAND_LIMIT, Group

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
COUNT_W = 96               # a hand's count ("5 / 6") at the least, left of the bonus cards or of your hand
DECK_RECT = pygame.Rect(20, 454, *PILE)
DISCARD_RECT = pygame.Rect(180, 454, *PILE)
PILE_LABEL_Y = DECK_RECT.bottom + 12     # the piles' labels: clear of the stack's lower layers and the glow
#: how far the piles' labels reach: from the table's left edge to the genre chips, the two piles' own
#: halves meeting between them
PILE_LABELS_L, PILE_LABELS_R = PLAY_L, 356
PILE_LABEL_LINES = 3                     # a label's smaller line (what a click takes) on three lines at most
CHIPS_X = 360
CHIPS_Y = 470
MY_BANDS = pygame.Rect(572, 470, PLAY_R - 572, 212)
#: the meld panel: a line of title and three of text beside its buttons, over the raised cards of
#: your hand (the fan's lift and foot below keep them under its foot)
MELD_RECT = pygame.Rect(456, 686, PLAY_R - 456, 124)
#: your panel, under the piles' labels (as many lines as the language needs: :func:`left_column`), over
#: your bonus cards
INFO_RECT = pygame.Rect(16, PILE_LABEL_Y + 22 + 22 + 4, 424, 112)
HAND_RECT = pygame.Rect(456, MELD_RECT.bottom + 2, PLAY_R - 456, H - MELD_RECT.bottom - 2)
FAN_FOOT, FAN_LIFT = 18, 32                # your hand's cards: above the foot, a picked one raised
#: where your hand fans out: the hand's area less room at the left for its count, which stands
#: just left of the first card
FAN_RECT = pygame.Rect(HAND_RECT.x + COUNT_W + 24, HAND_RECT.y, HAND_RECT.width - COUNT_W - 24, HAND_RECT.height)
BONUS_Y = INFO_RECT.bottom + 46          # (the bonus cards' label 38 px above them)
SUMMARY_RECT = pygame.Rect(280, 200, 1040, 640)     # the casting report, its Continue button at the foot
#: what stands in for the meld panel and your hand while nobody's hand is shown
SPECTATOR_RECT = pygame.Rect(456, 760, PLAY_R - 456, 120)
CHIP = (196, 46)           # a genre's "already out" chip, 54 px below the one before
BUTTONS = {
    "sort": pygame.Rect(1352, 8, 220, 48),
    "confirm": pygame.Rect(MELD_RECT.right - 420, MELD_RECT.centery - 31, 196, 62),
    "discard_button": pygame.Rect(MELD_RECT.right - 212, MELD_RECT.centery - 31, 196, 62),
    "continue": pygame.Rect(SUMMARY_RECT.centerx - 130, SUMMARY_RECT.bottom - 84, 260, 64),
}

#: one placed band: (the group, its block, one rect per card, its value badge)
Placed = tuple[Group, pygame.Rect, list[pygame.Rect], pygame.Rect]

#: your hand's cards at two producers, and how far your bands, the meld panel and the hand move up
#: for them: a lone opponent leaves room at the top of the table (their bands still fit in one row
#: of big cards, :data:`BAND`, above your bands' label)
CARD_2P = (172, 240)
RAISE_2P = 24


@dataclass(frozen=True)
class Bottom:
    """The lower half of the table, yours: your bands, the meld panel with its two buttons, your
    hand and its cards' size, and the genre chips beside your bands (the meld panel reaches under
    them). At two producers it is taller (:data:`RAISE_2P`), the cards bigger."""

    card: tuple[int, int]
    my_bands: pygame.Rect
    meld: pygame.Rect
    hand: pygame.Rect
    fan: pygame.Rect
    confirm: pygame.Rect
    discard_button: pygame.Rect
    opp_bands_bottom: int          # where an opponent's bands end
    chips_y: int                   # the top of the first genre chip


def bottom(players: int) -> Bottom:
    """The lower half of the table for ``players`` producers."""
    if players != 2:
        return STANDARD
    up = RAISE_2P
    hand = pygame.Rect(HAND_RECT.x, HAND_RECT.y - up, HAND_RECT.width, HAND_RECT.height + up)
    return Bottom(CARD_2P, MY_BANDS.move(0, -up), MELD_RECT.move(0, -up), hand,
                  pygame.Rect(FAN_RECT.x, hand.y, FAN_RECT.width, hand.height),
                  BUTTONS["confirm"].move(0, -up), BUTTONS["discard_button"].move(0, -up), OPP_BANDS_BOTTOM - up,
                  CHIPS_Y - up)


STANDARD = Bottom(CARD, MY_BANDS, MELD_RECT, HAND_RECT, FAN_RECT, BUTTONS["confirm"], BUTTONS["discard_button"],
                  OPP_BANDS_BOTTOM, CHIPS_Y)


def seat_order(players: int, viewer: int | None) -> list[int]:
    """The opponents along the top, left to right: the producers after ``viewer`` in turn
    (everyone from the first when nobody's hand is shown)."""
    start = 0 if viewer is None else viewer + 1
    return [(start + k) % players for k in range(players) if (start + k) % players != viewer]


def chip_rects(low: Bottom, genres: int) -> list[pygame.Rect]:
    """The "already out" chip of each genre, one under the other beside your bands."""
    return [pygame.Rect(CHIPS_X, low.chips_y + i * 54, *CHIP) for i in range(genres)]


def off_table(low: Bottom) -> pygame.Rect:
    """Where a card comes from that lay nowhere on show: a card of your hand's size, just below the
    screen under your hand."""
    r = pygame.Rect(0, 0, *low.card)
    r.midbottom = (low.hand.centerx, H + 40)
    return r


def pile_label_span(rect: pygame.Rect) -> tuple[int, int]:
    """Where a pile's label may stand (left, right): the deck's from the table's edge, the discard
    pile's to the genre chips, each to 4 px short of the middle between the two piles."""
    mid = (DECK_RECT.right + DISCARD_RECT.x) // 2
    return (PILE_LABELS_L, mid - 4) if rect.centerx < mid else (mid + 4, PILE_LABELS_R)


def pile_label_room(rect: pygame.Rect) -> int:
    """How wide a line of a pile's label may be (:func:`pile_label_span`)."""
    left, right = pile_label_span(rect)
    return right - left


def pile_label_x(rect: pygame.Rect, width: int) -> int:
    """The middle of a line ``width`` px wide under a pile: under the pile's middle, moved as
    little as keeps it in :func:`pile_label_span`."""
    left, right = pile_label_span(rect)
    return max(left + width // 2, min(rect.centerx, right - (width + 1) // 2))


def deck_sub(n: int) -> str:
    """The deck's smaller line: the second deck waiting under it (two producers)."""
    return _("2nd deck {n}").format(n=n)


def discard_sub(second: bool) -> str:
    """The discard pile's smaller line while a click on it draws: what it takes."""
    return _("top card") if second else _("top + 1 from deck")


def pile_sub_lines() -> int:
    """How many lines the piles' smaller lines take at most in the language in use (1 to
    :data:`PILE_LABEL_LINES`): your panel stands under them."""
    texts = [(deck_sub(88), DECK_RECT), (discard_sub(True), DISCARD_RECT), (discard_sub(False), DISCARD_RECT)]
    most = max(len(theme.wrap(text, 20, pile_label_room(rect))) for text, rect in texts)
    return max(1, min(PILE_LABEL_LINES, most))


def left_column() -> tuple[pygame.Rect, int]:
    """Your panel and the top of your bonus cards: :data:`INFO_RECT` and :data:`BONUS_Y` moved down
    by the piles' smaller lines past the first (a longer language)."""
    down = 22 * (pile_sub_lines() - 1)
    return INFO_RECT.move(0, down), BONUS_Y + down


def opp_size(opponents: int) -> tuple[int, int]:
    """The size of an opponent's cards: bigger when one opponent has the whole top of the table."""
    return MINI if opponents == 1 else SMALL


def opp_card(panel: pygame.Rect, x: int = 0, size=SMALL) -> pygame.Rect:
    """A card slot of an opponent's hand, ``x`` right of the first."""
    return pygame.Rect(panel.x + 24 + x, panel.y + OPP_CARDS_Y, *size)


def count_label(n: int) -> str:
    """A hand's count against the limit ("5 / 6")."""
    return _("{n} / {limit}").format(n=n, limit=HAND_LIMIT)


def count_width() -> int:
    """How wide a hand's count is drawn (two card backs, then the label in bold 22 px): at least
    :data:`COUNT_W`, more where the language writes the count longer."""
    return max(COUNT_W, 42 + theme.font(22, True).size(count_label(88))[0])


def score_label(points: int) -> str:
    """A producer's running score on their panel ("12 pts")."""
    return _("{points} pts").format(points=points)


def seat_name_at(panel: pygame.Rect, name: str, points: int, mark: int = 0) -> tuple[str, pygame.Rect]:
    """A producer's name on their panel (26 px bold, from its top left) and where it lies: cut to
    what the score (:func:`score_label`, 28 px bold at the top right) leaves, less ``mark`` px kept
    free right of it for the kit's mark of the seat (``seat_marks.mark_room``)."""
    room = panel.right - 16 - theme.font(28, True).size(score_label(points))[0] - 14 - (panel.x + 24) - mark
    text = theme.cut(name, 26, room, bold=True)
    return text, theme.render(text, 26, theme.TEXT, True).get_rect(topleft=(panel.x + 24, panel.y + 10))


def hand_count_at(panel: pygame.Rect) -> tuple[int, int]:
    """The left end of an opponent's hand count: left of their bonus cards, level with their hand."""
    return panel.right - 16 - 3 * 48 - count_width(), panel.y + OPP_CARDS_Y + 30


def my_count_at(hand: dict[int, Fanned], low: Bottom | None = None) -> tuple[int, int]:
    """The left end of your hand's count: just left of the first card of your fan, level with the
    cards' names (at the fan area's left end when the hand is empty)."""
    low = low or STANDARD
    w = count_width()
    if not hand:
        return low.fan.x - w - 12, low.hand.centery
    first = next(iter(hand.values())).rect
    return max(low.hand.x, first.x - w - 12), first.y + first.height * 2 // 3


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
        room = panel.width - 24 - 3 * 48 - 30 - count_width()
        step = min(size[0] + 6, max(12, (room - size[0]) // max(1, n - 1))) if n > 1 else 0
        cards[seat] = [opp_card(panel, j * step, size) for j in range(n)]
    return panels, cards


#: how bands are packed, tried in turn until they fit (the last one always): card size, step, gap;
PACKINGS = ((BAND, 42, 20), (MID, 40, 18), (MID, 27, 10), (MINI, 30, 18), (MINI, 20, 10), (MINI, 12, 6))
ROW_GAP = 10               # between two rows of bands (nothing hangs below a band's cards)


def band_rects(table: list[Group], panels: dict[int, pygame.Rect], viewer: int | None,
               low: Bottom | None = None) -> list[Placed]:
    """The bands on the table, each owner's under their panel (opponents first), yours above your hand:
    big cards while they fit, smaller and tighter when they would not."""
    low = low or STANDARD
    out: list[Placed] = []
    for seat, p in panels.items():
        top = p.bottom + 10
        region = low.my_bands if seat == viewer else pygame.Rect(p.x, top, p.width, low.opp_bands_bottom - top)
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
        badge_w = 62 if g.kind == "band" else crossover_badge_width()
        bw = cw + 8 + badge_w
        if x + bw > region.right and x > region.x:
            x = region.x
            y += row_h
        if y + size[1] > region.bottom and not force:
            return None
        cards = [pygame.Rect(x + j * step, y, *size) for j in range(ncard)]
        badge = pygame.Rect(x + cw + 8, y + 6, badge_w, 48)
        out.append((g, pygame.Rect(x, y, bw, size[1]), cards, badge))
        x += bw + gap_x
    return out


def crossover_badge_width() -> int:
    """A crossover's badge: 62 px, wider where its label ("CO 6") is longer in the language in use."""
    return max(62, theme.font(22, True).size(_("CO {value}").format(value=88))[0] + 16)


def bonus_rects(bonus_sel, top: int = BONUS_Y) -> dict[str, pygame.Rect]:
    """Your bonus cards beside the hand (selected ones raised), from ``top``."""
    return {kind: pygame.Rect(24 + i * (BONUS[0] + 12), top - (8 if kind in bonus_sel else 0), *BONUS)
            for i, kind in enumerate(BONUS_ORDER)}
