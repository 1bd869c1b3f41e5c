"""The random-play consistency check every registered game must pass.

For one seed: play random legal actions to the end (chance sampled from the
match's generator) and check at every step that
- every listed legal action is accepted by ``apply_action`` (on a copy);
- the state survives a JSON round trip unchanged;
- ``clone()`` is independent of the original;
- views of every seat can be determinized back into a playable state;
and at the end that replaying the recorded actions gives the same state.
"""

from __future__ import annotations

import json
import random

from . import registry
from .bots import choose_action
from .match import Match, Runner, Seat
from .state import State


def _snapshot(state: State) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def check_game(game_id: str, seed: int, num_players: int, options: dict | None = None,
               deep_every: int = 1, levels: list[str] | None = None) -> Runner:
    """Play one random game with full checks; raises AssertionError on a fault.

    ``levels`` (one per seat): "random" (every seat's default) or a bot level whose choice,
    made from that seat's own view, is played instead (and must be among the legal actions)."""
    spec = registry.get(game_id)
    levels = levels or ["random"] * num_players
    seats = [Seat(f"P{i + 1}", "easy" if lvl == "random" else lvl) for i, lvl in enumerate(levels)]
    runner = Runner.new(game_id, seats, seed, options)
    runner.start()
    rng = random.Random(seed)
    step = 0
    while not runner.state.is_terminal():
        state = runner.state
        legal = state.legal_actions()
        assert legal, f"no legal action at step {step} ({state.decision()})"
        if step % deep_every == 0:
            for action in legal:
                state.clone().apply_action(action)
            snap = _snapshot(state)
            back = spec.state_from_json(json.loads(snap))
            assert _snapshot(back) == snap, "JSON round trip changed the state"
            twin = state.clone()
            twin.apply_action(legal[0])
            assert _snapshot(state) == snap, "clone() shares data with the original"
            for seat in range(num_players):
                guess = state.view(seat).determinize(rng)
                assert guess.current_player() == state.current_player()
                if seat == state.current_player():
                    assert guess.legal_actions() == legal, "a seat's own view lists other actions"
        seat = state.current_player()
        if levels[seat] == "random":
            action = rng.choice(legal)
        else:
            action = choose_action(spec, state.view(seat), levels[seat], random.Random(f"bot/{seed}/{step}"))
            assert action in legal, f"the {levels[seat]} bot chose {action!r}, not a legal action, at step {step}"
        runner.play(action)
        step += 1
    replayed = Runner(Match.from_json(json.loads(json.dumps(runner.match.to_json()))), spec)
    assert _snapshot(replayed.state) == _snapshot(runner.state), "replay differs from the live game"
    assert len(runner.state.returns()) == num_players
    return runner
