"""Helpers to set up Camp Roskilde situations from the real content."""

from __future__ import annotations

from game.core import registry
from game.games.camp.board import EMPTY
from game.games.camp.model import SYMBOLS
from game.games.camp.rules import CampState

SPEC = registry.get("camp")
CONTENT = SPEC.content
BEER, KISS, MUSIC = (SYMBOLS.index(s) for s in ("beer", "kiss", "music"))


def T(name: str) -> int:
    """A tile number by id: 'green_bum', 'your_mom' ..."""
    return CONTENT.index[name]


def game(n: int = 3, grounds: list[str] | None = None, **options) -> CampState:
    """A state at the first player's main decision, with chosen grounds tiles."""
    st = SPEC.new_state(n, options)
    wanted = [T(g) for g in (grounds or [])]
    spare = [t for t in st.pile if t not in wanted and CONTENT.vibe[t] != "none"]
    while st.is_chance():
        tile = wanted.pop(0) if wanted else spare.pop(0)
        spare = [t for t in spare if t != tile]
        st.apply_action(("draw", tile))
    return st


def put(st: CampState, camp: int, space: int, name: str, rot: int = 0) -> int:
    """Lay a tile straight into a camp (no rules run): the scene before the test."""
    tile = T(name)
    for place in (st.pile, st.grounds, st.discard):
        if tile in place:
            place.remove(tile)
    st.camps[camp][space] = tile
    st.rots[camp][space] = rot
    return tile


def set_grounds(st: CampState, names: list[str]) -> None:
    st.pile.extend(st.grounds)
    st.grounds = []
    for name in names:
        tile = T(name)
        st.pile.remove(tile)
        st.grounds.append(tile)
    st.pile.sort()


def at(st: CampState, camp: int, space: int) -> str | None:
    tile = st.camps[camp][space]
    return None if tile == EMPTY else CONTENT.tiles[tile].id


def fill_camp(st: CampState, camp: int, names: list[str]) -> None:
    """Fill spaces 0.. of a camp with colourless-friendly tiles, ignoring symbols."""
    for space, name in enumerate(names):
        put(st, camp, space, name)
