"""What the player can pick now and where it can go, read from ``legal_actions()``
(no pygame, changes nothing).

Every decision of Camp Roskilde is one action, but the table asks for it in
steps: pick a *source* (a tile on the festival grounds or drawn from the pile,
or a tile in a camp), then, for most sources, a *target* space and a turn of
the tile. A source whose actions have no target (The Believer's discard, The
Babe's wake) is one click. The list of legal actions is filtered by what has
been picked so far, so the last click always yields one legal action.

Sources are ``("tile", t)`` (a grounds or drawn tile) and ``("space", camp,
space)`` (a tile lying in a camp). Targets are ``(camp, space)`` with the set
of legal rotations (``{None}`` for Matchmaking, which needs no turn).
"""

from __future__ import annotations

from .board import DIRS, EMPTY, side


def source_of(action) -> tuple | None:
    kind = action[0]
    if kind in ("place", "match"):
        return ("tile", action[1])
    if kind in ("move", "discard_tile", "activate"):
        return ("space", action[1], action[2])
    return None


def target_of(action) -> tuple | None:
    """``(camp, space, rot)`` of an action that puts something somewhere (rot None: Matchmaking)."""
    kind = action[0]
    if kind == "place":
        return action[2], action[3], action[4]
    if kind == "move":
        return action[3], action[4], action[5]
    if kind == "match":
        return action[2], action[3], None
    return None


def look(content, tile: int, rot: int) -> tuple:
    """What a turned tile shows: its four symbols and its locked sides."""
    sides = content.sides[tile]
    symbols = None if sides is None else tuple(side(sides, rot, d) for d in DIRS)
    return symbols, tuple(sorted((d + rot) % 4 for d in content.lock_dirs[tile]))


def legal_rot(state, tile: int, rot: int) -> int | None:
    """The rotation the rules list for a tile turned ``rot`` (turns that look alike are listed once)."""
    rots = state.rotations_of(tile)
    if rot in rots:
        return rot
    want = look(state.content, tile, rot)
    for r in rots:
        if look(state.content, tile, r) == want:
            return r
    return None


class Choices:
    """The pending decision's legal actions, grouped by source."""

    def __init__(self, state, actions: list):
        self.state = state
        self.actions = list(actions)
        self.by_source: dict[tuple, list] = {}
        self.buttons: dict[str, list] = {}
        for a in self.actions:
            src = source_of(a)
            if src is None:
                self.buttons.setdefault(a[0], []).append(a)
            else:
                self.by_source.setdefault(src, []).append(a)

    def tile_sources(self) -> list[int]:
        return [s[1] for s in self.by_source if s[0] == "tile"]

    def space_sources(self) -> list[tuple[int, int]]:
        return [(s[1], s[2]) for s in self.by_source if s[0] == "space"]

    def one_step(self, source: tuple):
        """The action a click on ``source`` plays at once (no target to pick), or None."""
        for a in self.by_source.get(source, ()):
            if target_of(a) is None:
                return a
        return None

    def targets(self, source: tuple | None) -> dict[tuple[int, int], set]:
        """``{(camp, space): {legal rots}}`` for a picked source."""
        out: dict[tuple[int, int], set] = {}
        if source is None:
            return out
        for a in self.by_source.get(source, ()):
            t = target_of(a)
            if t is not None:
                out.setdefault((t[0], t[1]), set()).add(t[2])
        return out

    def action(self, source: tuple, camp: int, space: int, rot: int | None):
        """The legal action that puts ``source`` at (camp, space) turned ``rot`` (None if none)."""
        for a in self.by_source.get(source, ()):
            t = target_of(a)
            if t is not None and t[0] == camp and t[1] == space and t[2] == rot:
                return a
        return None


class Selection:
    """What the player has picked (``source``) and how it is turned (``rot``), with what follows
    from that: the tile in hand, where it may go and how every space is lit."""

    def __init__(self, state, choices: Choices | None):
        self.state = state
        self.choices = choices
        self.source: tuple | None = None
        self.rot = 0
        self._targets: tuple | None = None

    def tile(self) -> int | None:
        """The picked tile (a grounds or drawn tile, or the one lying in the picked space)."""
        src = self.source
        if src is None:
            return None
        if src[0] == "tile":
            return src[1]
        t = self.state.camps[src[1]][src[2]]
        return None if t == EMPTY else t

    def targets(self) -> dict[tuple[int, int], set]:
        """Where the picked source may go: ``{(camp, space): {rots}}`` (kept per pick)."""
        if self._targets is None or self._targets[0] != self.source:
            got = self.choices.targets(self.source) if self.choices is not None else {}
            self._targets = (self.source, got)
        return self._targets[1]

    def matching(self) -> bool:
        """Does the picked tile match tiles out (Matchmaking) rather than go into spaces?"""
        return any(None in rots for rots in self.targets().values())

    def place_rot(self, camp: int, space: int) -> int | None:
        """The turn a click on (camp, space) places the picked tile with: the preview's turn if it
        fits, else the next turn clockwise that does; None when nothing fits there (or it matches)."""
        tile, rots = self.tile(), self.targets().get((camp, space))
        if tile is None or not rots or None in rots:
            return None
        for k in range(4):
            r = legal_rot(self.state, tile, (self.rot + k) % 4)
            if r in rots:
                return r
        return min(rots)

    def lit(self) -> dict[tuple[int, int], str]:
        """How each space is lit: "now" (fits as turned), "turn" (fits turned), "match",
        "source" (a camp tile that may be picked), "picked"."""
        out: dict[tuple[int, int], str] = {}
        if self.choices is None:
            return out
        tile = self.tile()
        if tile is None:
            return dict.fromkeys(self.choices.space_sources(), "source")
        cur = legal_rot(self.state, tile, self.rot)
        for pos, rots in self.targets().items():
            out[pos] = "match" if None in rots else ("now" if cur in rots else "turn")
        if self.source[0] == "space":
            out[(self.source[1], self.source[2])] = "picked"
        return out

    def first_fitting_rot(self) -> int:
        """A turn that fits somewhere, the printed one if it does (the turn a pick starts with)."""
        tile, targets = self.tile(), self.targets()
        if tile is not None and targets and not self.matching():
            every = set().union(*targets.values())
            for k in range(4):
                if legal_rot(self.state, tile, k) in every:
                    return k
        return 0
