"""Matches replay exactly; JSON saves round-trip; undo stops at revealed cards."""

import json

import pytest

from game.core.match import Match, Runner, Seat
from game.core.state import CHANCE, IllegalAction
from game.simulate import play_bot_game


def snapshot(state):
    return json.dumps(state.to_json(), sort_keys=True)


def test_same_seed_same_game():
    a = play_bot_game("cave_rave", ["normal", "easy", "normal"], seed=11)
    b = play_bot_game("cave_rave", ["normal", "easy", "normal"], seed=11)
    assert a.match.actions == b.match.actions
    c = play_bot_game("cave_rave", ["normal", "easy", "normal"], seed=12)
    assert c.match.actions != a.match.actions


def test_saved_match_replays_to_the_same_state_at_every_point():
    runner = play_bot_game("cave_rave", ["normal", "normal"], seed=4)
    data = json.loads(json.dumps(runner.match.to_json()))
    assert data["format"] == 1 and data["content_hash"] == runner.spec.edition
    for cut in (0, 10, len(runner.match.actions) // 2, len(runner.match.actions)):
        partial = dict(data, actions=data["actions"][:cut])
        replayed = Runner(Match.from_json(partial))
        live = Runner(Match(runner.match.game_id, runner.match.seats, runner.match.seed,
                            runner.match.options, actions=runner.match.actions[:cut]))
        assert snapshot(replayed.state) == snapshot(live.state)
    assert Runner(Match.from_json(data)).state.is_terminal()


def test_state_json_round_trip():
    runner = play_bot_game("cave_rave", ["easy", "easy", "easy", "easy"], seed=2)
    state = runner.state
    back = runner.spec.state_from_json(json.loads(json.dumps(state.to_json())))
    assert snapshot(back) == snapshot(state)


def test_wrong_format_version_is_refused():
    runner = play_bot_game("cave_rave", ["easy", "easy"], seed=2)
    data = runner.match.to_json()
    data["format"] = 99
    with pytest.raises(ValueError, match="format 99"):
        Match.from_json(data)


def test_undo_within_own_turn_but_not_past_a_revealed_card():
    seats = [Seat("Ann"), Seat("Bob")]
    runner = Runner.new("cave_rave", seats, seed=5)
    runner.start()
    assert not runner.can_undo(0)                      # only the deal so far
    runner.play(("draw", "deck"))
    assert runner.actors[-1] == CHANCE
    assert not runner.can_undo(0)                      # the drawn cards are seen: no going back
    hand = list(runner.state.hands[0])
    runner.play(("discard", hand[0]))
    assert runner.state.turn == 1
    assert runner.can_undo(0)                          # Bob has not drawn yet
    runner.undo(0)
    assert runner.state.turn == 0 and sorted(runner.state.hands[0]) == sorted(hand)
    runner.play(("discard", hand[1]))
    runner.play(("draw", "deck"))                      # Bob draws: a reveal
    assert not runner.can_undo(0)
    with pytest.raises(IllegalAction, match="revealed"):
        runner.undo(0)


def test_runner_refuses_seat_actions_at_chance():
    runner = Runner.new("cave_rave", [Seat("A"), Seat("B")], seed=1)
    with pytest.raises(IllegalAction, match="chance"):
        runner.play(("draw", "deck"))
