"""What the player has picked and where it can go, read from ``legal_actions()`` through the
kit's :class:`~game.core.composer.Composer` (no pygame, changes nothing but the selection).

Every decision of Camp Roskilde is one action, but the table asks for it in parts
(:func:`parts`): a *source* (``("tile", t)``: a grounds or drawn tile, ``("space", camp,
space)``: a tile lying in a camp), then for most sources the *space* ``(camp, space)`` it goes
to, then the *turn* of the tile (None for Matchmaking, which needs no turn). A source whose
actions go nowhere (The Believer's discard, The Babe's wake) is one click; actions without a
source (Take a chance, Clear the grounds, the Tiebreaker's pick) are the composer's buttons.
"""

from __future__ import annotations

from game.core.composer import Composer
from game.core.selection import TableSelection

from .board import EMPTY
from .pending import ChainChoice


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


def parts(action) -> tuple | None:
    """The parts a player picks for ``action``: its source, then ``(camp, space)``, then the
    turn; just the source when it goes nowhere; None for a button."""
    source = source_of(action)
    if source is None:
        return None
    target = target_of(action)
    return (source,) if target is None else (source, target[:2], target[2])


class Selection(TableSelection):
    """What the player has picked (``source``) and how it is turned (``rot``) among the pending
    decision's legal ``actions``, with what follows from that: the tile in hand, where it may go,
    the action a click on a space plays and how every space is lit (the kit's
    :class:`~game.core.selection.TableSelection`: a click beside puts it back, the hint turns it)."""

    def __init__(self, state, actions=()):
        self.state = state
        self.composer = Composer(actions, parts)
        #: what may be picked, in the rules' order
        self.sources: list[tuple] = self.composer.next()
        p = state.pending()
        drawn = ("tile", p.drawn) if isinstance(p, ChainChoice) and p.drawn is not None else None
        #: a drawn tile (Mr. Chaos, Take a chance): in the hand from the start, it cannot be put back
        self.held = drawn if drawn in self.sources else None
        self._targets: tuple | None = None
        self.drop()

    def pick(self, source: tuple) -> None:
        """Pick ``source`` up, turned the first way that fits somewhere."""
        self.source = source
        self.rot = self.first_fitting_rot()

    def turn_to(self, rot: int) -> None:
        """Turn the picked tile so that it goes in as the rules' turn ``rot`` (the hint's)."""
        tile = self.tile()
        if tile is not None:
            self.rot = next((k for k in range(4) if self.state.listed_rot(tile, k) == rot), self.rot)

    def drop(self) -> None:
        """Put the picked tile back (a drawn tile stays in the hand, as printed)."""
        self.source, self.rot = self.held, 0

    def picked(self) -> bool:
        return self.source is not None

    def droppable(self) -> bool:
        return self.source not in (None, self.held)

    def follow_hint(self, action) -> None:
        """With the hinted tile picked, turn it the hint's way: a click on the hinted space then
        plays exactly the hint."""
        target = target_of(action)
        if target is not None and target[2] is not None and source_of(action) == self.source:
            self.turn_to(target[2])

    def tiles(self) -> list[int]:
        """The grounds (or drawn) tiles that may be picked."""
        return [s[1] for s in self.sources if s[0] == "tile"]

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
            got: dict[tuple[int, int], set] = {}
            if self.source is not None:
                for action in self.composer.after((self.source,)):
                    p = self.composer.parts[action]
                    if len(p) == 3:
                        got.setdefault(p[1], set()).add(p[2])
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
            r = self.state.listed_rot(tile, (self.rot + k) % 4)
            if r in rots:
                return r
        return min(rots)

    def play_at(self, camp: int, space: int):
        """The action a click on (camp, space) plays with the picked tile (None: it cannot go there)."""
        rots = self.targets().get((camp, space))
        if not rots:
            return None
        rot = None if None in rots else self.place_rot(camp, space)
        return self.composer.complete((self.source, (camp, space), rot))

    def lit(self) -> dict[tuple[int, int], str]:
        """How each space is lit: "now" (fits as turned), "turn" (fits turned), "match",
        "source" (a camp tile that may be picked), "picked"."""
        tile = self.tile()
        if tile is None:
            return {(s[1], s[2]): "source" for s in self.sources if s[0] == "space"}
        cur = self.state.listed_rot(tile, self.rot)
        out = {pos: "match" if None in rots else ("now" if cur in rots else "turn")
               for pos, rots in self.targets().items()}
        if self.source[0] == "space":
            out[(self.source[1], self.source[2])] = "picked"
        return out

    def first_fitting_rot(self) -> int:
        """A turn that fits somewhere, the printed one if it does (the turn a pick starts with)."""
        tile, targets = self.tile(), self.targets()
        if tile is not None and targets and not self.matching():
            every = set().union(*targets.values())
            for k in range(4):
                if self.state.listed_rot(tile, k) in every:
                    return k
        return 0
