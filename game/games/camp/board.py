"""Camp geometry: 3x3 spaces, rotations, side matching and locks (no pygame).

Spaces are numbered 0..8 row by row. Directions are 0 top, 1 right, 2 bottom,
3 left. A tile turned ``rot`` quarter turns clockwise shows, towards direction
``d``, the side that was printed at ``(d - rot) % 4``.
"""

from __future__ import annotations

EMPTY = -1
DIRS = (0, 1, 2, 3)
DIR_NAMES = ("top", "right", "bottom", "left")


def _neighbour(space: int, d: int) -> int:
    row, col = divmod(space, 3)
    if d == 0:
        return space - 3 if row > 0 else -1
    if d == 1:
        return space + 1 if col < 2 else -1
    if d == 2:
        return space + 3 if row < 2 else -1
    return space - 1 if col > 0 else -1


#: NEIGHBOURS[space][d]: the space next to ``space`` in direction d, or -1
NEIGHBOURS = tuple(tuple(_neighbour(s, d) for d in DIRS) for s in range(9))


def opposite(d: int) -> int:
    return (d + 2) % 4


def side(sides: tuple, rot: int, d: int) -> int:
    """The symbol a tile with printed ``sides`` shows towards ``d`` when turned ``rot``."""
    return sides[(d - rot) % 4]


def look(sides: tuple | None, lock_dirs: tuple, rot: int) -> tuple:
    """What a tile turned ``rot`` shows: its four symbols (None: colourless) and its locked sides."""
    symbols = None if sides is None else tuple(side(sides, rot, d) for d in DIRS)
    return symbols, tuple(sorted((x + rot) % 4 for x in lock_dirs))


def rotations(sides: tuple | None, lock_dirs: tuple, fixed: bool) -> tuple[int, ...]:
    """The rotations worth listing: distinct looks only (a colourless tile has one)."""
    if fixed or sides is None:
        return (0,)
    seen, out = set(), []
    for rot in DIRS:
        shown = look(sides, lock_dirs, rot)
        if shown not in seen:
            seen.add(shown)
            out.append(rot)
    return tuple(out)


def alike(sides: tuple | None, lock_dirs: tuple) -> tuple[int, ...]:
    """Per turn, the first turn that looks the same (for a coloured tile: the one :func:`rotations` lists)."""
    looks = [look(sides, lock_dirs, rot) for rot in DIRS]
    return tuple(looks.index(shown) for shown in looks)
