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


# -- Rock'n Rodeo --------------------------------------------------------------------------

def rodeo_midgame(seed, cut, players=3):
    from game.core.match import Match, Runner
    runner = play_bot_game("rodeo", ["normal"] * players, seed=seed)
    partial = Runner(Match("rodeo", runner.match.seats, seed, runner.match.options,
                           actions=runner.match.actions[:cut]))
    while partial.state.is_chance():
        partial.resolve_chance()
    return partial.state


def rodeo_reshuffled(state, seat, rng):
    """The same public situation with the other seats' fan cards (genre by genre), their event
    cards and the order of every face-down pile dealt anew."""
    from game.games.rodeo.model import GENRES
    other = state.clone()
    content = state.content
    for g, name in enumerate(GENRES):
        pool = list(other.fan_deck[g])
        for s, f in enumerate(other.fests):
            if s != seat:
                pool += [c for c in f.hand if content.fan_genre[c] == name]
        rng.shuffle(pool)
        for s, f in enumerate(other.fests):
            if s != seat:
                f.hand = [pool.pop() if content.fan_genre[c] == name else c for c in f.hand]
        other.fan_deck[g] = pool
    pool = list(other.event_deck)
    for s, f in enumerate(other.fests):
        if s != seat:
            pool += f.events
    rng.shuffle(pool)
    for s, f in enumerate(other.fests):
        if s != seat:
            f.events = [pool.pop() for _ in f.events]
    other.event_deck = pool
    for tier in other.band_deck:
        rng.shuffle(other.band_deck[tier])
    rng.shuffle(other.garage)
    rng.shuffle(other.stand_pool)
    return other


@pytest.mark.parametrize("cut", [60, 300, 450])
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_rodeo_bot_choice_ignores_other_hands_events_and_pile_orders(level, cut):
    spec = registry.get("rodeo")
    state = rodeo_midgame(seed=8, cut=cut)
    while state.is_chance() or len(state.legal_actions()) == 1:     # on to a real choice
        state.apply_action(state.legal_actions()[0])
    seat = state.current_player()
    assert seat >= 0 and len(state.legal_actions()) > 1
    rng = random.Random(1)
    picks, worlds = set(), set()
    for _ in range(3):
        world = rodeo_reshuffled(state, seat, rng)
        assert world.fests[seat].hand == state.fests[seat].hand
        assert world.fests[seat].events == state.fests[seat].events
        worlds.add((tuple(tuple(f.hand) for f in world.fests), tuple(tuple(f.events) for f in world.fests),
                    tuple(tuple(d) for d in world.fan_deck), tuple(world.event_deck)))
        picks.add(choose_action(spec, world.view(seat), level, random.Random(42)))
    assert len(worlds) == 3          # the secrets really differed
    assert len(picks) == 1           # and the choice did not


def test_rodeo_view_hides_fan_groups_events_and_piles():
    from game.games.rodeo.rules import UNKNOWN
    state = rodeo_midgame(seed=8, cut=60)
    seat = state.current_player()
    view = state.view(seat)
    assert view.fests[seat].hand == state.fests[seat].hand
    for s, f in enumerate(view.fests):
        if s != seat:
            genres = [-1 - ["punk", "metal", "reggae", "indie"].index(state.content.fan_genre[c])
                      for c in state.fests[s].hand]
            assert f.hand == genres                                    # the backs show the genre
            assert f.events == [UNKNOWN] * len(state.fests[s].events)
    assert all(set(d) <= {UNKNOWN} for d in view.fan_deck) and set(view.event_deck) <= {UNKNOWN}
    guess = view.determinize(random.Random(3))
    assert guess.fests[seat].hand == state.fests[seat].hand
    for s, f in enumerate(guess.fests):
        assert [state.content.fan_genre[c] for c in f.hand] == \
            [state.content.fan_genre[c] for c in state.fests[s].hand]
        assert len(f.events) == len(state.fests[s].events) and UNKNOWN not in f.events
