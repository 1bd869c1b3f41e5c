"""Views hide secrets; bots decide from their own view only."""

import random

import pytest

from game.core import registry
from game.core.bots import choose_action
from game.core.bots.hard import search
from game.games.cave_rave.rules import UNKNOWN
from game.simulate import play_bot_game

SPEC = registry.get("cave_rave")


def midgame(seed=3, players=3, cut=60):
    runner = play_bot_game("cave_rave", ["normal"] * players, seed=seed)
    from game.core.match import Match, Runner
    partial = Runner(Match("cave_rave", runner.match.seats, seed, runner.match.options,
                           actions=runner.match.actions[:cut]))
    while partial.state.is_chance():
        partial.resolve_chance()
    return partial.state


def test_view_hides_other_hands_and_the_deck():
    state = midgame()
    seat = state.current_player()
    view = state.view(seat)
    assert view.hands[seat] == state.hands[seat]
    for s in range(state.num_players):
        if s != seat:
            hidden = [c for c in view.hands[s] if c == UNKNOWN]
            assert len(view.hands[s]) == len(state.hands[s])
            assert len(hidden) == len(state.hands[s]) - len(state.known[s])
            assert [c for c in view.hands[s] if c != UNKNOWN] == state.known[s]
    assert set(view.pile) == {UNKNOWN}


def reshuffled(state, seat, rng):
    """The same public situation with the other hands' hidden cards and the deck dealt anew."""
    other = state.clone()
    pool = list(other.pile)
    for s in range(other.num_players):
        if s != seat:
            pool += [c for c in other.hands[s] if c not in other.known[s]]
    rng.shuffle(pool)
    for s in range(other.num_players):
        if s != seat:
            other.hands[s] = list(other.known[s]) + [pool.pop() for _ in
                                                     range(len(state.hands[s]) - len(state.known[s]))]
    other.pile = sorted(pool)
    return other


def decide(level, view):
    if level == "hard":   # a fixed number of iterations: a time budget would vary with the machine
        return search(SPEC, view, random.Random(42), iterations=150)[0]
    return choose_action(SPEC, view, level, random.Random(42))


@pytest.mark.parametrize("cut", [45, 47, 80])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bot_choice_ignores_other_hands_and_deck_order(level, cut):
    state = midgame(seed=8, cut=cut)
    seat = state.current_player()
    assert len(state.legal_actions()) > 1
    rng = random.Random(1)
    picks, worlds = set(), set()
    for _ in range(3):
        world = reshuffled(state, seat, rng)
        assert world.hands[seat] == state.hands[seat]
        worlds.add(tuple(world.pile))
        picks.add(decide(level, world.view(seat)))
    assert len(worlds) == 3          # the secrets really differed
    assert len(picks) == 1           # and the choice did not


def test_determinized_view_keeps_what_the_seat_knows():
    state = midgame(seed=5)
    seat = state.current_player()
    view = state.view(seat)
    for i in range(5):
        guess = view.determinize(random.Random(i))
        assert guess.hands[seat] == state.hands[seat]
        for s in range(state.num_players):
            assert len(guess.hands[s]) == len(state.hands[s])
            assert set(state.known[s]) <= set(guess.hands[s])
        cards = [c for h in guess.hands for c in h] + guess.pile + guess.discard + guess.aside + \
            [c for g in guess.table() for c in g["cards"]]
        assert sorted(cards) == list(range(48))
