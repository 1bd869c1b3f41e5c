"""Keyboard focus on any scene (no pygame): the order Tab walks, and where an arrow key goes.

Things that take the focus are ``(id, area)`` pairs, ``area`` anything with ``centerx`` and
``centery`` (a ``pygame.Rect``). Tab walks them in reading order (rows, then left to right);
an arrow goes to the nearest one in its direction, a step to the side counting double.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

#: the arrow keys' directions, by name
ARROWS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}

Item = tuple[Hashable, Any]


def reading_order(items: Sequence[Item]) -> list[Item]:
    """``items`` in reading order: rows 40 px high, then left to right."""
    return sorted(items, key=lambda it: (it[1].centery // 40, it[1].centerx))


def step(items: Sequence[Item], current: Hashable | None, by: int = 1) -> Hashable | None:
    """The id Tab (``by`` 1) or Shift+Tab (-1) moves to from ``current`` (the first or the last
    when ``current`` is not among them); None when nothing takes the focus."""
    ids = [i for i, _area in reading_order(items)]
    if not ids:
        return None
    if current not in ids:
        return ids[0] if by > 0 else ids[-1]
    return ids[(ids.index(current) + by) % len(ids)]


def toward(items: Sequence[Item], current: Hashable | None, direction: tuple[int, int]) -> Hashable | None:
    """The id an arrow key in ``direction`` moves to from ``current``: the nearest whose centre lies
    that way (a step to the side counts double); ``current`` when none does; the first in reading
    order when nothing has the focus yet."""
    areas = dict(items)
    if current not in areas:
        return step(items, None)
    here = areas[current]
    dx, dy = direction
    best, best_cost = current, None
    for i, area in items:
        if i == current:
            continue
        ax, ay = area.centerx - here.centerx, area.centery - here.centery
        ahead = ax * dx + ay * dy
        side = abs(ax * dy) + abs(ay * dx)
        if ahead <= 0 or side > 3 * ahead:       # behind, or more aside than ahead
            continue
        cost = ahead + 2 * side
        if best_cost is None or cost < best_cost:
            best, best_cost = i, cost
    return best
