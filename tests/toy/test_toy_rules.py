"""The toy game's rules on the kit's rules side: the random-play consistency check, events
declared with a log line each, the three bot levels, a win and a draw scored."""

from __future__ import annotations

import random

import pytest

from game.core import consistency
from game.core.bots import choose_action
from game.core.match import Runner, Seat
from tests.toy import SPEC
from tests.toy.events import ANIMATE, EVENTS, LOG


def play(actions) -> Runner:
    runner = Runner.new("noughts", [Seat("Ada"), Seat("Bea")], 1)
    runner.start()
    for action in actions:
        runner.play(action)
    return runner


@pytest.mark.parametrize("seed", range(6))
def test_random_games_pass_the_consistency_check(seed):
    consistency.check_game("noughts", seed, 2)


def test_every_event_kind_is_declared_and_has_a_log_line_and_an_animation():
    from tests.toy import view  # noqa: F401  (registers the animations)
    seen = set()
    for seed in range(20):
        levels = ["normal", "normal"] if seed % 2 else None          # (two Normal bots mostly draw)
        runner = consistency.check_game("noughts", 100 + seed, 2, deep_every=9, levels=levels)
        for ev in (e for events in runner.events for e in events):
            assert EVENTS.check(ev) == ""
            assert runner.state.describe(ev, ["Ada", "Bea"])
            seen.add(ev.kind)
    assert seen == set(EVENTS) and LOG.missing() == [] and ANIMATE.missing() == []


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_each_bot_level_plays_legal_moves_to_the_end(level):
    runner = play([])
    rng = random.Random(level)
    while not runner.state.is_terminal():
        view = runner.state.view(runner.state.current_player())
        action = choose_action(SPEC, view, level, rng, budget=0.02)
        assert action in runner.state.legal_actions()
        runner.play(action)


def test_normal_wins_when_it_can_and_blocks_otherwise():
    st = play([("mark", 0), ("mark", 3), ("mark", 1)]).state          # Ada threatens 2; Bea to play
    assert SPEC.bots.greedy(st.view(1), random.Random(0)) == ("mark", 2)
    st = play([("mark", 0), ("mark", 3), ("mark", 1), ("mark", 4)]).state
    assert SPEC.bots.greedy(st.view(0), random.Random(0)) == ("mark", 2)


def test_a_row_wins_and_a_full_board_draws():
    won = play([("mark", 0), ("mark", 3), ("mark", 1), ("mark", 4), ("mark", 2)]).state
    assert won.is_terminal() and won.returns() == [1.0, 0.0]
    assert won.score_table(["Ada", "Bea"])["headline"] == "Ada wins with three in a row."
    drawn = play([("mark", c) for c in (0, 1, 2, 4, 3, 5, 7, 6, 8)]).state
    assert drawn.is_terminal() and drawn.line is None and drawn.returns() == [0.5, 0.5]
    assert drawn.legal_actions() == [] and drawn.why_not(("mark", 0))
