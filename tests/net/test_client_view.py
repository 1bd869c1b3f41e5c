"""The client's state, rebuilt from what the host sent (``view_from_json`` after ``json.loads``), is
the host's view again: the same JSON, ``is_view`` and ``viewer``, whose turn and which decision;
for the seat that decides, the same legal actions as the host's whole state and the same reasons
for illegal ones. Over seeded random and bot games of all four games, at every change."""

from __future__ import annotations

import json
import random

import pytest

from game.core.match import Runner, Seat
from game.core.state import Event
from game.net.seat_view import event_kinds, events_from_json, legal_from_json, seat_update, view_from_json
from game.simulate import bot_rng
from tests.net.worlds import GAMES, SEED, VARIANTS


def _normal(value):
    return json.loads(json.dumps(value, sort_keys=True))


def _play(game_id: str, players: int, bots: bool, play_seed: int, options: dict | None = None):
    """A game played as a host plays it: each change with its events, the host's Runner."""
    from game.core import registry
    from game.core.bots import choose_action
    spec = registry.get(game_id)
    kinds = ["normal", "easy", "normal", "easy"][:players] if bots else ["easy"] * players
    runner = Runner.new(game_id, [Seat(f"P{i + 1}", k) for i, k in enumerate(kinds)], SEED, options)
    events = runner.start()
    rng = random.Random(play_seed)
    while True:
        yield runner, events
        if runner.state.is_terminal():
            return
        seat = runner.state.current_player()
        if bots:
            action = choose_action(spec, runner.state.view(seat), kinds[seat], bot_rng(SEED, len(runner.match.actions)))
        else:
            action = rng.choice(runner.state.legal_actions())
        events = runner.play(action)


CASES = [(g, n, bots, None) for g, counts in GAMES.items() for n in counts[-1:] for bots in (False, True)] + \
        [(g, counts[0], False, None) for g, counts in GAMES.items() if len(counts) > 1] + \
        [(g, 3, False, VARIANTS[g]) for g in GAMES]


@pytest.mark.parametrize("game_id, players, bots, options", CASES,
                         ids=[f"{g}-{n}-{'bots' if b else 'random'}{'-variants' if o else ''}" for g, n, b, o in CASES])
def test_the_client_view_lists_the_hosts_legal_actions(game_id, players, bots, options):
    rng = random.Random(5)
    tried: set = set()            # actions seen in this game: candidates for illegal ones
    decided = illegal = 0
    for runner, events in _play(game_id, players, bots, play_seed=3, options=options):
        spec, state = runner.spec, runner.state
        kinds = event_kinds(spec)
        turn = state.current_player()
        host_legal = state.legal_actions() if turn >= 0 else []
        tried.update(host_legal[:20])
        for seat in [*range(players), None]:
            data = json.loads(json.dumps(seat_update(runner, events, seat)))
            view = view_from_json(spec, data)
            host_view = state.view(seat)
            assert _normal(view.to_json()) == _normal(host_view.to_json())
            assert (view.is_view, getattr(view, "viewer", None)) == \
                (host_view.is_view, getattr(host_view, "viewer", None))
            assert view.current_player() == turn == data["turn"]
            assert view.decision() == state.decision() == data["pending"]
            assert _normal([e.to_json() for e in events_from_json(data)]) == \
                _normal([kinds.for_seat(e, seat).to_json() for e in events])
            assert all(isinstance(e, Event) for e in events_from_json(data))
            if seat is None:
                continue
            assert view.pending() == state.pending()
            if seat != turn:
                assert data["legal"] is None
                continue
            decided += 1
            assert legal_from_json(data) == host_legal
            assert view.legal_actions() == host_legal
            for action in rng.sample(host_legal, min(2, len(host_legal))):
                assert view.why_not(action) == "" == state.why_not(action)
            others = sorted((a for a in tried if a not in host_legal), key=repr)
            for action in rng.sample(others, min(3, len(others))):
                reason = state.why_not(action)      # ("" too: a card equal to the one listed, say)
                assert view.why_not(action) == reason, action
                illegal += bool(reason)
    assert decided > 30 and illegal > 30
