"""Non-interference: what the host sends a seat is the same, byte for byte, in every world the seat
cannot tell from the real one (other hands, the face-down decks, another card drawn by someone
else), for seeded games of all four games at every action, for every seat and a spectator; and
the seed is never sent. The same check catches deliberately leaking hosts (the controls): one that
sends the whole state instead of the view, one whose events are not hidden, one that sends the
match (the seed and every drawn card)."""

from __future__ import annotations

import importlib
import json
import random

import pytest

from game.core.events import EventKinds
from game.core.match import Runner, Seat
from game.net.seat_view import seat_update
from tests.net.worlds import GAMES, SECRET_GAMES, SEED, leaks, random_game

CASES = [(g, n) for g, counts in GAMES.items() for n in counts]


@pytest.mark.parametrize("game_id, players", CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_a_seat_is_sent_the_same_in_every_world_it_cannot_tell_apart(game_id, players):
    runner = random_game(game_id, players)
    every = 1 if game_id != "rodeo" else 2 if players < 4 else 3         # (Rock'n Rodeo: long games)
    found, secrets = leaks(runner, every=every)
    assert found == []
    if game_id in SECRET_GAMES:
        assert secrets > 100          # (the worlds really held other cards: the check could fail)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_seed_and_the_actions_are_never_sent(game_id):
    """As a host plays: after every change, each seat's message and a spectator's hold neither the
    seed nor the recorded actions."""
    players = GAMES[game_id][-1]
    runner = Runner.new(game_id, [Seat(f"P{i + 1}", "easy") for i in range(players)], SEED)
    events = runner.start()
    rng = random.Random(2)
    messages = 0
    while True:
        for seat in [*range(players), None]:
            text = json.dumps(seat_update(runner, events, seat))
            assert str(SEED) not in text
            assert '"actions"' not in text and '"seed"' not in text
            messages += 1
        if runner.state.is_terminal():
            break
        events = runner.play(rng.choice(runner.state.legal_actions()))
    assert messages > 50
    leaky = dict(seat_update(runner, events, 0), match=runner.to_json())     # the control
    assert str(SEED) in json.dumps(leaky)


# -- the controls: the same check finds a host that leaks ------------------------------------------

def _whole_state(runner, events, seat):
    data = seat_update(runner, events, seat)
    data["view"] = runner.state.to_json()
    return data


def _raw_events(runner, events, seat):
    data = seat_update(runner, events, seat)
    data["events"] = [ev.to_json() for ev in events]
    return data


def _legal_for_everyone(runner, events, seat):
    data = seat_update(runner, events, seat)
    data["legal"] = [list(a) for a in runner.state.legal_actions()]   # a rival's hand, in their moves
    return data


@pytest.mark.parametrize("game_id", SECRET_GAMES)
@pytest.mark.parametrize("leaky", [_whole_state, _raw_events, _legal_for_everyone])
def test_the_check_catches_a_leaking_host(game_id, leaky):
    runner = random_game(game_id, 3)
    found, _secrets = leaks(runner, update=leaky, every=3)
    assert found, f"{leaky.__name__} was not caught"


@pytest.mark.parametrize("game_id", SECRET_GAMES)
def test_the_check_catches_a_secret_declared_public(game_id, monkeypatch):
    """The game's declaration with its secret kinds declared public instead: a drawn card is sent
    to everyone, and the check finds it."""
    module = importlib.import_module(f"game.games.{game_id}.events")
    real = module.EVENTS
    careless = EventKinds(game_id, **real.fields, public=tuple(real.fields))
    monkeypatch.setattr(module, "EVENTS", careless)
    runner = random_game(game_id, 3)
    found, _secrets = leaks(runner, every=3)
    assert any("after it differs" in f for f in found), found


def _shows_rivals_event_cards(original):
    def view(self, seat):
        v = original(self, seat)
        for s, f in enumerate(v.fests):
            if s != seat:
                f.events = list(self.fests[s].events)
        return v
    return view


def _shows_the_deck(original):
    def view(self, seat):
        v = original(self, seat)
        v.pile = sorted(self.pile)
        return v
    return view


@pytest.mark.parametrize("game_id, cls, careless", [
    ("rodeo", "RodeoState", _shows_rivals_event_cards),
    ("cave_rave", "CaveRaveState", _shows_the_deck),
])
def test_the_check_catches_a_view_that_shows_too_much(game_id, cls, careless, monkeypatch):
    state_class = getattr(importlib.import_module(f"game.games.{game_id}.rules"), cls)
    monkeypatch.setattr(state_class, "view", careless(state_class.view))
    found, _secrets = leaks(random_game(game_id, 3), every=3)
    assert any("before it differs" in f for f in found), found
