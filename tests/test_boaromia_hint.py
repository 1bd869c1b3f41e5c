"""Boaromia's Hint line (issue 10, "Hint … in Boaromia, what the team planner would do"): the
team planner's own turn, played with the real rules and the real YAML, and the reason the line
gives is what that turn brings: the walker ends at the show the line names, the coins, energy
or bladder reach the numbers it says, and "Let … go next" names the festival-goer the planner
sends. No pygame."""

from __future__ import annotations

import random
import re

import pytest

from game.core.bots import choose_action
from game.core.i18n import _
from game.games.boaromia import bot, hint_line
from game.games.boaromia.text import said, tile_place
from tests.table_helpers import new_runner

GAIN = re.compile(r"(?P<what>coins go up|energy goes up|the bladder goes down) from (?P<old>\d+) to (?P<new>\d+)\.")
STAT = {"coins go up": "coins", "energy goes up": "energy", "the bladder goes down": "bladder"}


def _games(players: int, seed: int, rounds: int):
    """Each turn's start and each who-goes-next decision of a game of Normal bots, for ``rounds``
    rounds: (runner, view) just before it. What the caller plays stands; else the Normal bot
    plays on."""
    runner = new_runner("boaromia", [(f"P{i}", "normal") for i in range(players)], seed=seed)
    rng = random.Random(seed)
    while not runner.state.is_terminal() and runner.state.round <= rounds:
        st = runner.state
        view = st.view(st.current_player())
        count = len(runner.match.actions)
        last = runner.match.actions[-1] if count else None
        if view.phase == "next" or (view.phase == "turn" and last is not None and last[0] == "next"):
            yield runner, view
            if len(runner.match.actions) != count:
                continue
        runner.play(choose_action(runner.spec, runner.state.view(runner.state.current_player()), "normal", rng, 1.0))


def _turn_seen(runner, seat: int, plan: list) -> dict:
    """Play ``plan`` (the planner's turn) through the runner: each level's values on the way and
    the tile the turn ends on."""
    st = runner.state
    seen = {stat: [getattr(st, stat)[seat]] for stat in STAT.values()}
    end = st.pos[seat]
    for action in plan:
        if runner.state.phase != "turn" or runner.state.active != seat:
            break
        runner.play(action)
        for stat in seen:
            seen[stat].append(getattr(runner.state, stat)[seat])
        if runner.state.phase == "turn" and runner.state.active == seat:
            end = runner.state.pos[seat]
    return {"levels": seen, "end": end}


@pytest.mark.parametrize("players, seed", [(2, 3), (3, 8), (4, 5)])
def test_the_hint_says_what_the_planners_turn_brings(players, seed):
    reasons = set()
    for runner, view in _games(players, seed, rounds=4):
        if view.phase != "turn":
            continue
        seat = view.active
        plan = hint_line.walk_plan(view)
        line = hint_line.hint_line(view, plan[0])
        if not line:                 # a first action the line does not explain (a drink, a coin): the kit's line
            assert plan[0][0] not in ("step", "sprint", "end_turn")
            runner.play(plan[0])
            continue
        name = said(view.character(seat))
        assert line.startswith(_("Hint: ")) and name in line, line
        artist, stage = view.show()
        seen = _turn_seen(runner, seat, plan)
        if "where the show is worth" in line:
            reasons.add("show")
            assert seen["end"] in view.ctx.stars[stage], line
            assert tile_place(view, view.ctx.xy[seen["end"]]) in line
            n = int(re.search(r"worth (\d+) fun", line).group(1))
            assert n == bot.round_fun(hint_line._walked(view, seat, plan)[0])[seat] - view.fun[seat]
        gain = GAIN.search(line)
        if gain:
            reasons.add(gain["what"])
            levels = seen["levels"][STAT[gain["what"]]]
            assert levels[0] == int(gain["old"]) and int(gain["new"]) in levels, (line, levels)
        if "no walk helps" in line:
            reasons.add("stay")
            assert plan == [("end_turn",)]
    assert reasons & {"show", "coins go up", "energy goes up"}, reasons


def test_who_goes_next_names_the_planners_pick_and_its_plan():
    asked = 0
    for _runner, view in _games(3, 8, rounds=3):
        if view.phase != "next":
            continue
        pick = bot.greedy(view, random.Random(0))
        line = hint_line.hint_line(view, pick)
        name = said(view.character(pick[1]))
        assert line.startswith(_("Hint: Let {name} go next.").format(name=name)), line
        assert line.count(name) == 2                  # … and the plan for that festival-goer
        asked += 1
    assert asked >= 3


def test_a_decision_it_does_not_explain_leaves_the_kits_line():
    """A team decision (a goal's reward, a crowd pawn…) has no planner's walk: "" so the kit says
    what the action does."""
    for _runner, view in _games(2, 3, rounds=2):
        if view.phase == "turn":
            assert hint_line.hint_line(view, ("give", 1, 1)) == ""
            return
    pytest.fail("no turn was reached")
