"""Where everything lies on the Camp Roskilde table (1920×1080 logical pixels).

The camps fill the upper area and keep their places all game: with one human at
the table, their camp large at the left and the others in seat order in a grid
beside it; in hot-seat (or with bots alone) every camp the same size, in seat
order. The camp whose turn it is is highlighted where it lies. Five or six camps lie out for many
players, a lone human's too: every camp alike, three to a row in two rows, each with its name and
score in a column beside its board, so that a tile keeps 90 px (64 px in a 1366x768 window, where
the canvas is scaled by 0.711) and its edge symbols stay readable; a lone human's camp drawn large
beside five others would leave theirs 85 px.
Below: the festival grounds with the draw and discard piles, and the prompt
panel (what to do now, with the tile that asks, and the buttons). The log runs
down the right side.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.i18n import ngettext
from game.ui import theme
from game.ui.furniture import TOP_H, H, W  # noqa: F401 (the kit's canvas and bar, for the table's modules)
from game.ui.hotspots import Look
from game.ui.table_look import button_rows, grid_rects

LOG_RECT = pygame.Rect(1600, 76, 304, 992)
CAMPS = pygame.Rect(16, 74, 1568, 728)
HEADER = 48                  # a camp's name and score bar, above its board
HEADER_GAP = 4

GROUNDS_RECT = pygame.Rect(16, 812, 1016, 256)
PROMPT_RECT = pygame.Rect(1044, 812, 540, 256)
GROUND_TILE = 92               # room below for the name and the rule in a few words (two lines each)
GROUND_X0, GROUND_STEP, GROUND_Y = 140, 158, 862
PILE_RECT = pygame.Rect(752, 870, 120, 120)
DISCARD_RECT = pygame.Rect(900, 870, 120, 120)
FEATURE_RECT = pygame.Rect(PROMPT_RECT.x + 18, PROMPT_RECT.y + 18, 116, 116)   # the tile that asks
TEXT_X = FEATURE_RECT.right + 18
TEXT_W = PROMPT_RECT.right - 18 - TEXT_X
BUTTON_Y = PROMPT_RECT.bottom - 64
PREVIEW = 128                # the picked tile following the mouse
#: the prompt panel's buttons: their height, the least width of one beside the text, the room round a
#: label, between two buttons; the widest the Turn button under the tile grows (the text's column
#: narrows by as much)
PROMPT_BUTTON_H, PROMPT_BUTTON_W, LABEL_PAD, BUTTON_GAP = 50, 150, 16, 10
TURN_MAX_W = 150

#: the board picture's geometry (sprites/camp/board.png, 600×600)
BOARD_PX = 600
PITCH_X0, PITCH_STEP, PITCH = 18, 192, 180


#: from this many camps on, the table lies out for many players (:func:`many_boxes`): two rows of
#: camps with their headers above their boards would leave a tile 85 px (60 px in a 1366x768 window)
MANY = 5
#: the least a tile is drawn at in that layout: 64 px in a 1366x768 window (the canvas scaled by 0.711)
MANY_TILE = 90
SIDE_GAP = 6                 # between a camp's header column and its board, in that layout


@dataclass
class CampBox:
    """One camp on the table: its header (a bar above its board, or a column beside it where
    ``side``), its board and its nine spaces."""
    seat: int
    rect: pygame.Rect          # header and board together
    header: pygame.Rect
    board: pygame.Rect
    spaces: list[pygame.Rect]
    tile: int                  # the size a tile is drawn at
    big: bool
    side: bool = False


def make_box(seat: int, x: int, y: int, size: int, big: bool, side: int = 0) -> CampBox:
    """A camp's box at ``x, y`` with a board ``size`` px wide: its header a bar above the board,
    or (``side``: the header column's width) a column left of it."""
    if side:
        header = pygame.Rect(x, y, side, size)
        board = pygame.Rect(x + side + SIDE_GAP, y, size, size)
    else:
        header = pygame.Rect(x, y, size, HEADER)
        board = pygame.Rect(x, y + HEADER + HEADER_GAP, size, size)
    k = size / BOARD_PX
    pitch = round(PITCH * k)
    inset = max(2, round(5 * k))
    spaces = []
    for s in range(9):
        r, c = divmod(s, 3)
        px = board.x + round((PITCH_X0 + PITCH_STEP * c) * k)
        py = board.y + round((PITCH_X0 + PITCH_STEP * r) * k)
        spaces.append(pygame.Rect(px + inset, py + inset, pitch - 2 * inset, pitch - 2 * inset))
    rect = header.union(board)
    return CampBox(seat, rect, header, board, spaces, pitch - 2 * inset, big, bool(side))


def big_size(others: int) -> int:
    return 640 if others <= 2 else (620 if others <= 4 else 600)


def _grid(k: int, w: int, h: int, cap: int, gap: int = 16) -> tuple[int, int, int]:
    """(cols, rows, board size) that fit ``k`` camps best into w×h."""
    best = (1, k, 0)
    for rows in range(1, k + 1):
        cols = -(-k // rows)
        s = min((w - (cols - 1) * gap) // cols, (h - (rows - 1) * gap) // rows - HEADER - HEADER_GAP)
        s = min(s, cap)
        if s > best[2]:
            best = (cols, rows, s)
    return best


def camp_boxes(n: int, big: int | None) -> dict[int, CampBox]:
    """Every camp's box: ``big``'s large at the left, the others in seat order beside it; with
    ``big`` None every camp the same size, in seat order; from :data:`MANY` camps on, the layout
    for many players whoever plays (:func:`many_boxes`)."""
    if n >= MANY:
        return many_boxes(n)
    others = [s for s in range(n) if s != big]
    size = big_size(len(others))
    boxes, area = {}, CAMPS
    if big is not None:
        boxes[big] = make_box(big, CAMPS.x + 8, CAMPS.y + 4, size, True)
        area = pygame.Rect(CAMPS.x + size + 40, CAMPS.y, CAMPS.right - (CAMPS.x + size + 40), CAMPS.height)
    gap = 16
    cols, rows, s = _grid(len(others), area.width, area.height, round(size * 0.86) if big is not None else size, gap)
    cell_h = s + HEADER + HEADER_GAP
    total_w = cols * s + (cols - 1) * gap
    total_h = rows * cell_h + (rows - 1) * gap
    x0 = area.x + (area.width - total_w) // 2
    y0 = area.y + 4 if rows == 1 else area.y + max(4, (area.height - total_h) // 2)
    for i, seat in enumerate(others):
        r, c = divmod(i, cols)
        in_row = min(cols, len(others) - r * cols)
        row_x0 = x0 + (cols - in_row) * (s + gap) // 2      # a short last row is centred
        boxes[seat] = make_box(seat, row_x0 + c * (s + gap), y0 + r * (cell_h + gap), s, big is None and s >= 480)
    return boxes


def many_boxes(n: int, gap: int = 16) -> dict[int, CampBox]:
    """Many players' camps (five or six): every camp the same size in seat order, three to a row in
    two rows (a short last row centred), each with its header as a column left of its board, so
    that the boards take the whole height of the camps' area: a tile at least :data:`MANY_TILE`."""
    cols, rows = 3, 2
    cell_w = (CAMPS.width - (cols - 1) * gap) // cols
    size = min((CAMPS.height - (rows - 1) * gap) // rows, cell_w - SIDE_W_LEAST - SIDE_GAP)
    side = cell_w - size - SIDE_GAP
    y0 = CAMPS.y + (CAMPS.height - rows * size - (rows - 1) * gap) // 2
    boxes = {}
    for seat in range(n):
        r, c = divmod(seat, cols)
        in_row = min(cols, n - r * cols)
        x0 = CAMPS.x + (cols - in_row) * (cell_w + gap) // 2
        boxes[seat] = make_box(seat, x0 + c * (cell_w + gap), y0 + r * (size + gap), size, False, side)
    return boxes


#: the least width of a header column beside a board (the name, the extra turn's badge, the score)
SIDE_W_LEAST = 170


def ground_step(count: int) -> int:
    """How far apart the grounds' tiles lie (and how wide their labels may be)."""
    room = PILE_RECT.x - 24 - GROUND_X0 + (GROUND_STEP - GROUND_TILE)
    return min(GROUND_STEP, room // max(1, count))


def label_rooms(count: int) -> tuple[int, int]:
    """How wide a grounds tile's name and its rule may be (the rule's box keeps 8 px from the next
    tile's; a name's pill as wide as that only next to a short name)."""
    step = ground_step(count)
    return step - 10, step - 20


def ground_rects(count: int = 4) -> list[pygame.Rect]:
    """The grounds' tiles in a row; a fifth (The Volunteer's recycled tile) puts them closer."""
    step = ground_step(count)
    size = min(GROUND_TILE, step - 10)
    return [pygame.Rect(GROUND_X0 + i * step, GROUND_Y, size, size) for i in range(count)]


def score_rect(box: CampBox) -> pygame.Rect:
    """The score badge at the right of a camp's header (hover: how it is made): wide enough for a
    two-digit score and its unit side by side (``widgets.badge``) in the language in use."""
    w = max(92 if box.big else 78, badge_width())
    if box.side:                      # at the foot of the header column
        return pygame.Rect(box.header.x + 20, box.header.bottom - 12 - SIDE_BADGE_H, w, SIDE_BADGE_H)
    return pygame.Rect(box.header.right - w - 6, box.header.y + 6, w, box.header.height - 12)


def two_lines(words: str, size: int, room: int, bold: bool) -> list[str]:
    """``words`` wrapped to ``room`` px in two lines at most (the second cut short)."""
    lines = theme.wrap(words, size, room, bold=bold)
    return lines if len(lines) <= 2 else [lines[0], theme.cut(" ".join(lines[1:]), size, room, bold=bold)]


def name_at(box: CampBox, name: str, extra: pygame.Rect | None, mark: int = 0) -> list[tuple[str, pygame.Rect]]:
    """Who plays a camp, in its header: each line of the name drawn (bold) and where it lies. In a
    header bar one line from the left, cut to its share of the room before the extra turn's badge
    (``extra``, None: none) or the score; in a header column two lines at most from the top. Each
    line leaves ``mark`` px free after it for the kit's mark of the seat (``seat_marks.mark_room``)."""
    h = box.header
    if box.side:
        x, y, out = h.x + 22, h.y + 12, []
        for line in two_lines(name, name_size(box), h.right - 8 - x - mark, True):
            out.append((line, theme.render(line, name_size(box), theme.TEXT, True).get_rect(topleft=(x, y))))
            y = out[-1][1].bottom
        return out
    end = extra.x if extra is not None else score_rect(box).x
    size = name_size(box)
    room = (end - h.x - 30) * (1.0 if extra is not None else 0.62 if box.big else 0.7) - mark  # (room for the sub)
    line = theme.cut(name, size, room, bold=True)
    return [(line, theme.render(line, size, theme.TEXT, True).get_rect(midleft=(h.x + 22, h.centery)))]


def name_size(box: CampBox) -> int:
    """The size a camp's name is written at in its header (bold): 26 px in a big camp's bar, else 24."""
    return 26 if box.big and not box.side else 24


SIDE_BADGE_H = 40
#: the extra turn's badge in a camp's header: its height, its icon's size, the least room it leaves
#: a name in a header bar (else it shows its icon alone: its hover text and the prompt say it)
EXTRA_H, EXTRA_ICON, NAME_LEAST = 32, 26, 90


def extra_rect(box: CampBox, label: str) -> tuple[pygame.Rect, bool]:
    """Where a camp's extra-turn badge stands in its header (the Party Animal's icon and
    ``label``), and whether its words fit beside the icon: in a header bar just left of the
    score, in a header column just above it."""
    score = score_rect(box)
    full = 8 + EXTRA_ICON + 6 + theme.font(20, True).size(label)[0] + 12
    if box.side:
        x = box.header.x + 16
        w = min(full, box.header.right - 6 - x)
        return pygame.Rect(x, score.y - 12 - EXTRA_H, w, EXTRA_H), w == full
    w = full if score.x - 8 - full >= box.header.x + 22 + NAME_LEAST else 8 + EXTRA_ICON + 8
    return pygame.Rect(score.x - 8 - w, box.header.centery - EXTRA_H // 2, w, EXTRA_H), w == full


def badge_width() -> int:
    """A score badge's width: the value bold 26 px 12 px in, the unit 20 px 10 px from the right,
    6 px apart, for a score of two digits and the longer of the unit's forms."""
    unit = max(theme.font(20).size(ngettext("pt", "pts", n))[0] for n in (1, 2))
    return 12 + theme.font(26, True).size("-88")[0] + 6 + unit + 10


def turn_label(labels: tuple[str, ...], size: int = 22) -> tuple[str, int]:
    """The Turn button's label and its size: the first of ``labels`` ("Turn (R)", "Turn") that
    fits :data:`TURN_MAX_W` at ``size`` or 20 px, else the last at 20 px."""
    for label in labels:
        for px in (size, 20):
            if theme.font(px, True).size(label)[0] + 2 * LABEL_PAD <= TURN_MAX_W:
                return label, px
    return labels[-1], 20


def prompt_buttons(labels: dict[str, tuple[str, int]], keep=None) -> dict[str, pygame.Rect]:
    """Where the prompt panel's buttons on show stand, by id, from their ``(label, text size)``:
    "rotate" (Turn) under the tile, as wide as the tile or its label; the others in a row at the
    panel's foot from the text's column (or right of Turn) on, each as wide as its label, the last
    to the panel's edge; stacked a row each, upwards, where one row would not hold them. With
    ``keep`` (the scene's slots of the others' ids) the others stay put instead (the kit's rows)."""
    def wide(label: str, size: int) -> int:
        return theme.font(size, True).size(label)[0] + 2 * LABEL_PAD

    out = {}
    x0, right = TEXT_X, PROMPT_RECT.right - 18
    if "rotate" in labels:
        w = max(FEATURE_RECT.width, wide(*labels["rotate"]))
        out["rotate"] = pygame.Rect(FEATURE_RECT.x, BUTTON_Y, w, PROMPT_BUTTON_H)
        x0 = max(x0, out["rotate"].right + BUTTON_GAP)
    rest = [name for name in labels if name != "rotate"]
    if keep is not None:
        area = pygame.Rect(x0, PROMPT_RECT.y, right - x0, BUTTON_Y + PROMPT_BUTTON_H - PROMPT_RECT.y)
        looks = [Look(labels[name][0], "normal", labels[name][1]) for name in rest]
        return out | dict(zip(rest, button_rows(looks, area, PROMPT_BUTTON_H, BUTTON_GAP, 0, PROMPT_BUTTON_W,
                                                2 * LABEL_PAD, 0, keep=keep), strict=True))
    widths = [max(PROMPT_BUTTON_W, wide(*labels[name])) for name in rest]
    if sum(widths) + BUTTON_GAP * (len(rest) - 1) <= right - x0:
        x = x0
        for i, (name, w) in enumerate(zip(rest, widths, strict=True)):
            out[name] = pygame.Rect(x, BUTTON_Y, (right - x) if i == len(rest) - 1 else w, PROMPT_BUTTON_H)
            x += w + BUTTON_GAP
    else:
        for i, name in enumerate(reversed(rest)):
            out[name] = pygame.Rect(x0, BUTTON_Y - i * (PROMPT_BUTTON_H + 8), right - x0, PROMPT_BUTTON_H)
    return out


def text_column(buttons: dict[str, pygame.Rect]) -> pygame.Rect:
    """The prompt's text column, from the panel's buttons on show (``{id: rect}``): right of the
    tile, or of the Turn button under it where that is wider (a longer language); down to the
    highest button under the column, else to near the panel's foot."""
    x = TEXT_X
    if "rotate" in buttons:
        x = max(x, buttons["rotate"].right + 18)
    column = pygame.Rect(x, PROMPT_RECT.y + 14, PROMPT_RECT.right - 18 - x, PROMPT_RECT.height - 24)
    bottom = min((r.y - 8 for name, r in buttons.items() if name != "rotate" and r.colliderect(column)),
                 default=column.bottom)
    column.height = bottom - column.y
    return column


def winner_rects(candidates: list[int]) -> dict[int, pygame.Rect]:
    """The Tiebreaker's buttons, one per tied player, in the prompt panel."""
    area = pygame.Rect(TEXT_X, PROMPT_RECT.y + 128, TEXT_W, PROMPT_RECT.height)
    rects = grid_rects(area, len(candidates), min(3, len(candidates)), 10, max_h=50)
    return dict(zip(candidates, rects, strict=True))
