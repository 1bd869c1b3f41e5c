"""Boaromia festival grounds: a square grid and the ways to cross it (no pygame).

Tiles are numbered row by row: ``index = row * width + col``. A festival-goer
steps to any of the eight tiles around them (sideways or diagonally), one step
each. Two rules shape the paths:

- Obstacles (backstage, building, stall, tent, bush) can't be entered. Backstage
  Bert may walk through backstage tiles (``through_backstage=True``).
- No squeezing: a diagonal step is blocked when *both* tiles beside it (the two
  it cuts between) are obstacles. A diagonal line of bushes is a wall.

Crowded tiles cost 2 steps to enter (1 with ``crowd_immune``); leaving a crowd
costs nothing extra. *Stop* tiles (where the blast-from-the-past is) end the
movement of whoever enters them: paths may end there but never pass through.

Everything here is plain data and pure functions of it, cheap enough for bots:
neighbour lists are precomputed, distances come from a small Dijkstra (costs are
1 or 2).
"""

from __future__ import annotations

import heapq
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field

WALKABLE = frozenset({"empty", "stars", "bar", "food", "campsite", "piggy_bank", "toilets", "first_aid"})
OBSTACLES = frozenset({"backstage", "building", "stall", "tent", "bush"})
TILE_KINDS = tuple(sorted(WALKABLE | OBSTACLES))

#: the eight directions as (row, col) offsets: N, NE, E, SE, S, SW, W, NW
DIRECTIONS = ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))

UNREACHABLE = -1


@dataclass(frozen=True)
class Grid:
    """One board: its tile kinds and which named area each tile belongs to."""

    id: str
    width: int
    height: int
    kinds: tuple[str, ...]                 # per tile: a TILE_KINDS entry
    areas: tuple[str | None, ...]          # per tile: area id or None
    _nbrs: tuple = field(init=False, repr=False, compare=False)
    _nbrs_bert: tuple = field(init=False, repr=False, compare=False)
    _area_tiles: dict = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        assert len(self.kinds) == len(self.areas) == self.width * self.height
        object.__setattr__(self, "_nbrs", tuple(self._compute_neighbours(i, False) for i in range(self.size)))
        object.__setattr__(self, "_nbrs_bert", tuple(self._compute_neighbours(i, True) for i in range(self.size)))
        tiles: dict[str, list[int]] = {}
        for i, a in enumerate(self.areas):
            if a is not None and self.kinds[i] in WALKABLE:
                tiles.setdefault(a, []).append(i)
        object.__setattr__(self, "_area_tiles", {a: tuple(t) for a, t in tiles.items()})

    # -- coordinates --------------------------------------------------------

    @property
    def size(self) -> int:
        return self.width * self.height

    def index(self, row: int, col: int) -> int:
        return row * self.width + col

    def rc(self, tile: int) -> tuple[int, int]:
        return divmod(tile, self.width)

    def inside(self, row: int, col: int) -> bool:
        return 0 <= row < self.height and 0 <= col < self.width

    # -- what a tile is -----------------------------------------------------

    def kind(self, tile: int) -> str:
        return self.kinds[tile]

    def area(self, tile: int) -> str | None:
        return self.areas[tile]

    def walkable(self, tile: int, through_backstage: bool = False) -> bool:
        k = self.kinds[tile]
        return k in WALKABLE or (through_backstage and k == "backstage")

    def walkable_tiles(self) -> tuple[int, ...]:
        return tuple(i for i in range(self.size) if self.kinds[i] in WALKABLE)

    def area_tiles(self, area: str) -> tuple[int, ...]:
        """The walkable tiles of an area (a stage's star tiles, a bar's bar tiles)."""
        return self._area_tiles.get(area, ())

    def area_cover(self, area: str) -> tuple[int, ...]:
        """Every tile of an area, obstacles included (a stage's stars and its backstage building)."""
        return tuple(i for i, a in enumerate(self.areas) if a == area)

    def area_ids(self) -> tuple[str, ...]:
        return tuple(self._area_tiles)

    # -- neighbours ---------------------------------------------------------

    def _compute_neighbours(self, tile: int, bert: bool) -> tuple[int, ...]:
        row, col = self.rc(tile)
        out = []
        for dr, dc in DIRECTIONS:
            r, c = row + dr, col + dc
            if not self.inside(r, c):
                continue
            j = self.index(r, c)
            if not self.walkable(j, bert):
                continue
            beside = (self.index(row, c), self.index(r, col))
            if dr and dc and not any(self.walkable(t, bert) for t in beside):
                continue                                   # no squeezing between two obstacles
            out.append(j)
        return tuple(out)

    def neighbours(self, tile: int, through_backstage: bool = False) -> tuple[int, ...]:
        """Tiles one step away that a festival-goer may enter (obstacles and squeezes left out)."""
        return (self._nbrs_bert if through_backstage else self._nbrs)[tile]

    def adjacent(self, a: int, b: int) -> bool:
        """Same or touching tile (also diagonally): close enough to hand over coins."""
        return self.chebyshev(a, b) <= 1

    def chebyshev(self, a: int, b: int) -> int:
        (ra, ca), (rb, cb) = self.rc(a), self.rc(b)
        return max(abs(ra - rb), abs(ca - cb))

    def near(self, area: str, radius: int) -> frozenset[int]:
        """Walkable tiles within ``radius`` tiles (as the crow flies, over obstacles) of an area."""
        targets = self.area_tiles(area)
        return frozenset(i for i in self.walkable_tiles() if any(self.chebyshev(i, t) <= radius for t in targets))

    # -- costs and distances ------------------------------------------------

    @staticmethod
    def step_cost(to: int, crowded: Collection[int] = (), crowd_immune: bool = False) -> int:
        """Steps it takes to enter ``to``: 2 into a crowded tile, else 1."""
        return 2 if (to in crowded and not crowd_immune) else 1

    def distances(self, starts: int | Iterable[int], crowded: Collection[int] = (), *,
                  through_backstage: bool = False, crowd_immune: bool = False,
                  stop: Collection[int] = (), leave_start: bool = True) -> list[int]:
        """Fewest steps from the nearest start to every tile (``UNREACHABLE`` = -1).

        ``stop`` tiles can be entered but not left; a start tile that is a stop
        tile may be left only if ``leave_start`` (the blast-from-the-past rule).
        """
        starts = (starts,) if isinstance(starts, int) else tuple(starts)
        dist = [UNREACHABLE] * self.size
        heap = []
        for s in starts:
            dist[s] = 0
            heap.append((0, s))
        heapq.heapify(heap)
        start_set = set(starts)
        while heap:
            d, tile = heapq.heappop(heap)
            if d > dist[tile]:
                continue
            if tile in stop and not (tile in start_set and d == 0 and leave_start):
                continue
            for nxt in self.neighbours(tile, through_backstage):
                nd = d + self.step_cost(nxt, crowded, crowd_immune)
                if dist[nxt] == UNREACHABLE or nd < dist[nxt]:
                    dist[nxt] = nd
                    heapq.heappush(heap, (nd, nxt))
        return dist

    def reach(self, start: int, budget: int, crowded: Collection[int] = (), **kw) -> dict[int, int]:
        """Tiles reachable from ``start`` with at most ``budget`` steps, with their cost."""
        dist = self.distances(start, crowded, **kw)
        return {i: d for i, d in enumerate(dist) if 0 <= d <= budget}

    def path(self, start: int, goal: int | Iterable[int], crowded: Collection[int] = (), *,
             dist: list[int] | None = None, **kw) -> list[int]:
        """One cheapest path from ``start`` to a goal tile, both included; [] if none.

        Ties are broken the same way every time (lowest tile number first), so
        bots and replays agree. ``dist``: this start's :meth:`distances` with the same
        arguments, when the caller has them already.
        """
        goals = {goal} if isinstance(goal, int) else set(goal)
        if dist is None:
            dist = self.distances(start, crowded, **kw)
        reached = [g for g in goals if dist[g] != UNREACHABLE]
        if not reached:
            return []
        end = min(reached, key=lambda g: (dist[g], g))
        # walk back: a predecessor p of t has dist[p] + cost(t) == dist[t] and may be left
        through = kw.get("through_backstage", False)
        immune = kw.get("crowd_immune", False)
        stop = kw.get("stop", ())
        leave_start = kw.get("leave_start", True)
        out = [end]
        tile = end
        while tile != start:
            cost = self.step_cost(tile, crowded, immune)
            options = [p for p in self.neighbours(tile, through)
                       if dist[p] != UNREACHABLE and dist[p] + cost == dist[tile]
                       and tile in self.neighbours(p, through)
                       and (p not in stop or (p == start and leave_start))]
            tile = min(options)
            out.append(tile)
        out.reverse()
        return out

    def area_distance(self, a: str, b: str, crowded: Collection[int] = (), **kw) -> int:
        """Fewest steps from any tile of area ``a`` into area ``b`` (-1 if impossible)."""
        dist = self.distances(self.area_tiles(a), crowded, **kw)
        found = [dist[t] for t in self.area_tiles(b) if dist[t] != UNREACHABLE]
        return min(found) if found else UNREACHABLE

    def unreachable_from(self, starts: Iterable[int]) -> list[int]:
        """Walkable tiles a normal festival-goer can't reach from ``starts``."""
        dist = self.distances(starts)
        return [i for i in self.walkable_tiles() if dist[i] == UNREACHABLE]


def parse_map(rows: list[str], legend: dict[str, tuple[str, str | None]], board_id: str = "") -> Grid:
    """Build a Grid from map rows (one character per tile) and a checked legend."""
    kinds, areas = [], []
    for row in rows:
        for ch in row:
            kind, area = legend[ch]
            kinds.append(kind)
            areas.append(area)
    return Grid(board_id, len(rows[0]), len(rows), tuple(kinds), tuple(areas))
