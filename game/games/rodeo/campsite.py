"""The campsite of one festival: where its spaces lie, what they are, and who may camp where (no
pygame).

A festival card places campsite cards of 2×2 spaces on a grid of card positions ([column, row],
row 0 touching the stage). The spaces form one grid: space (x, y) with x = 2·column + dx and
y = 2·row + dy, so a *row* of spaces (same y) runs across every card, and neighbours are the
orthogonal spaces whatever card they lie on. Spaces are numbered front row first, left to right,
so "far forward" reads rows in order.

A card's side decides its spaces' kinds; turning it (0-3 quarter turns clockwise) moves them:

- ``tent``: three tent sites and one dirt heap (bottom right when not turned);
- ``mixed``: two tent sites in front, two car-park spaces behind (when not turned);
- ``car_park``: four car-park spaces (turning changes nothing).
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

TENT, CAR, DIRT = 0, 1, 2
#: the corners of a card in clockwise order: top left, top right, bottom right, bottom left
#: (as indices dx + 2·dy)
CLOCKWISE = (0, 1, 3, 2)
#: per side: the kinds of the corners (dx + 2·dy) when the card is not turned
SIDE_KINDS = {"tent": (TENT, TENT, TENT, DIRT), "mixed": (TENT, TENT, CAR, CAR), "car_park": (CAR, CAR, CAR, CAR)}
#: the sides whose turns are different from each other
TURNABLE = ("tent", "mixed")


def turned(side: str, turns: int) -> tuple[int, ...]:
    """The kinds of a card's corners (dx + 2·dy) after ``turns`` quarter turns clockwise."""
    base = SIDE_KINDS[side]
    out = [TENT] * 4
    for i, corner in enumerate(CLOCKWISE):
        out[CLOCKWISE[(i + turns) % 4]] = base[corner]
    return tuple(out)


class Geometry(NamedTuple):
    """The spaces of one festival's campsite in one season."""

    cells: tuple[tuple[int, int], ...]        # (x, y) of each space
    card: tuple[tuple[int, int], ...]         # (layout position, corner dx + 2·dy) of each space
    rows: tuple[tuple[int, ...], ...]         # spaces by row, front row first
    row_of: tuple[int, ...]                   # each space's row number (index into rows)
    nbrs: tuple[tuple[int, ...], ...]         # orthogonal neighbours of each space
    positions: tuple[int, ...]                # the layout positions in play this season


@cache
def geometry(layout: tuple[tuple[int, int, int], ...], season: int) -> Geometry:
    """``layout``: (column, row, season) per position; the cards of seasons up to ``season``."""
    placed = []
    for k, (col, row, joins) in enumerate(layout):
        if joins <= season:
            for dy in (0, 1):
                for dx in (0, 1):
                    placed.append(((2 * row + dy, 2 * col + dx), (k, dx + 2 * dy)))
    placed.sort()
    cells = tuple((x, y) for (y, x), _ in placed)
    index = {c: i for i, c in enumerate(cells)}
    ys = sorted({y for _, y in cells})
    rows = tuple(tuple(i for i, (_, y) in enumerate(cells) if y == row) for row in ys)
    row_of = tuple(ys.index(y) for _, y in cells)
    nbrs = tuple(tuple(index[n] for n in ((x, y - 1), (x - 1, y), (x + 1, y), (x, y + 1)) if n in index)
                 for x, y in cells)
    return Geometry(cells, tuple(c for _, c in placed), rows, row_of, nbrs,
                    tuple(k for k, (_, _, joins) in enumerate(layout) if joins <= season))


def kinds(geo: Geometry, sides: list[str], turns: list[int]) -> list[int]:
    """Each space's kind, from the sides of the cards and their turns."""
    corners = {k: turned(sides[k], turns[k]) for k in geo.positions}
    return [corners[k][corner] for k, corner in geo.card]


def free_spaces(geo: Geometry, kind: list[int], taken: list[bool]) -> list[int]:
    """Where the next camping marker may go: the first row with a free space that is not dirt
    ("far forward": a row may be used once every row in front of it is full), and only when
    every other space is taken, any free dirt heap (far forward no longer applies)."""
    for row in geo.rows:
        free = [s for s in row if not taken[s] and kind[s] != DIRT]
        if free:
            return free
    return [s for s in range(len(kind)) if not taken[s]]


def content_of(markers: list[int], needs, space: int, kind: list[int], geo: Geometry) -> bool:
    """Whether a camper on ``space`` has all its ``needs`` (``(kind, genre index)`` pairs):
    ``tent`` a tent site (a dirt heap is one too), ``car_park``, ``near``/``not_near`` a marker of
    the genre on an orthogonal neighbour. ``markers[s]`` is the genre index of the marker on s, or -1."""
    for need, genre in needs:
        if need == "tent":
            if kind[space] == CAR:
                return False
        elif need == "car_park":
            if kind[space] != CAR:
                return False
        else:
            near = any(markers[n] == genre for n in geo.nbrs[space])
            if near != (need == "near"):
                return False
    return True
