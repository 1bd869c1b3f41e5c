"""Helpers to set up Höhlengrölen situations from the real content."""

from __future__ import annotations

import random

from game.core import registry
from game.games.cave_rave.rules import CaveRaveState

SPEC = registry.get("cave_rave")
CONTENT = SPEC.content
GENRES = [g.id for g in CONTENT.genres]


def cards(genre: str, points: int | None = None, gender: str | None = None) -> list[int]:
    """Card numbers of musicians matching genre (and points, gender), in file order."""
    return [i for i, m in enumerate(CONTENT.musicians)
            if m.genre == genre and (points is None or m.points == points)
            and (gender is None or m.gender == gender)]


def new_game(n: int = 3, **options) -> CaveRaveState:
    return SPEC.new_state(n, options)


def dealt(n: int = 3, hands: dict[int, list[int]] | None = None, **options) -> CaveRaveState:
    """A state after the deal, with chosen hands (3 cards each) dealt through chance."""
    st = new_game(n, **options)
    hands = hands or {}
    wanted = {s: list(hands.get(s, [])) for s in range(n)}
    used = {c for h in wanted.values() for c in h}
    spare = [c for c in range(48) if c not in used]
    random.Random(5).shuffle(spare)
    while st.phase == "deal":
        seat = st.deal_queue[0]
        card = wanted[seat].pop(0) if wanted[seat] else spare.pop(0)
        st.apply_action(("card", card))
    return st


def rig(st: CaveRaveState, seat: int, hand: list[int]) -> CaveRaveState:
    """Give ``seat`` exactly ``hand``: its old cards go back to the deck, the new come from it."""
    st.pile.extend(st.hands[seat])
    for c in hand:
        for other in range(st.num_players):
            if c in st.hands[other] and other != seat and c not in st.known[other]:
                swap = next(p for p in st.pile if p not in hand)   # the other gets a deck card instead
                st.pile.remove(swap)
                st.hands[other][st.hands[other].index(c)] = swap
                st.pile.append(c)
        if c not in st.pile:
            raise ValueError(f"card {c} is not free to rig")
        st.pile.remove(c)
    st.hands[seat] = list(hand)
    st.known[seat] = []
    st.pile.sort()
    return st


def draw_deck(st: CaveRaveState, *chance_cards: int) -> None:
    """The current producer draws two cards from the deck (one by one when the discard pile
    offers a choice for the second); chance turns up the given cards."""
    queue = list(chance_cards)
    st.apply_action(("draw", "deck"))
    while st.is_chance() or st.pending().kind == "draw" and st.pending().second:
        if st.is_chance():
            st.apply_action(("card", queue.pop(0) if queue else st.pile[0]))
        else:
            st.apply_action(("draw", "deck"))
