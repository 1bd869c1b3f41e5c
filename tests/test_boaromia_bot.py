"""Boaromia's bots: the team planner (Normal, Hard) and the human-like friend (Easy), on the
real content and the real rules."""

from __future__ import annotations

import json
import random

import pytest

from game.core import registry
from game.core.bots import choose_action
from game.core.match import Match, Runner, Seat
from game.games.boaromia import bot
from game.simulate import play_bot_game
from tests.test_boaromia_rules import CAMP_HOGWASH, DUROC, FRONT, LOO_ROW, T, game, put

SPEC = registry.get("boaromia")


def test_every_level_finishes_a_game_with_legal_actions_only():
    # Runner.play checks every action: an illegal one would raise
    for levels in (["normal", "normal"], ["easy", "normal", "hard"]):
        runner = play_bot_game("boaromia", levels, seed=5)
        assert runner.state.is_terminal() and runner.state.result["round"] <= 12


def test_the_same_seed_gives_the_same_game_with_or_without_remembered_plans():
    first = play_bot_game("boaromia", ["normal"] * 3, seed=11).match.actions
    bot._PATHS.clear()                             # (the plans are kept with each game)
    again = play_bot_game("boaromia", ["normal"] * 3, seed=11).match.actions
    assert first == again


def test_a_planned_turn_walks_to_the_show_and_ends_there():
    st = game(2)                                   # round 1: the show is at Duroc (sides 1A/2A/3A)
    assert st.show()[1] == "duroc"
    st.apply_action(("next", 0))
    trail = bot.plan_turn(st)
    actions = [a for _, a in trail]
    assert actions[-1] == ("end_turn",)
    end = st.clone()
    for a in actions:
        end.apply_action(a)
    assert end.pos[0] in end.ctx.stars["duroc"]


def test_intention_is_a_walkable_path_from_the_pawn_and_empty_once_moved():
    st = game(3)
    path = bot.intention(st, 1)
    assert path[0] == CAMP_HOGWASH and len(path) >= 2
    for a, b in zip(path, path[1:], strict=False):
        assert FRONT.adjacent(T(a), T(b)) and a != b
    st.apply_action(("next", 1))
    for action in [a for _, a in bot.plan_turn(st)]:
        st.apply_action(action)
    assert st.moved[1] and bot.intention(st, 1) == []


def test_the_team_takes_the_photo_when_it_can():
    st = game(2)
    for seat in (0, 1):
        put(st, seat, DUROC)
        st.fun[seat] = 10                          # enough even if the act is a must-miss
    while st.round == 1 and not st.is_terminal():
        if st.phase == "photo":
            assert st.photo_possible()
        st.apply_action(choose_action(SPEC, st.view(st.current_player()), "normal", random.Random(1)))
    assert st.result == {"won": True, "round": 1}


def test_the_planner_values_a_faint_and_a_full_bladder_as_bad():
    st = game(2)
    safe = bot.team_value(st)
    tired = st.clone()
    tired.energy[0] = 1                             # the round's energy loss would make them faint
    full = st.clone()
    full.bladder[0] = st.rules.bladder_max
    assert bot.team_value(tired) < safe and bot.team_value(full) < safe


def test_the_team_wins_a_fair_share_of_seeded_games():
    # a regression guard, not the balance figure (that is benchmarks.coop over 1,000 seeds)
    won = sum(play_bot_game("boaromia", ["normal"] * 2, seed=s).state.result["won"] for s in range(6))
    assert won >= 2


@pytest.mark.parametrize("options", [{"variant": v} for v in
                                     ("easy_breezy", "challenging_party", "a_bit_more_madness", "total_mayhem")]
                         + [{"board": "back"}], ids=lambda o: "-".join(o.values()))
def test_the_planner_and_the_friend_play_every_variant_and_board(options):
    runner = play_bot_game("boaromia", ["normal", "easy", "normal"], seed=2, options=options)
    played = {k: runner.match.options[k] for k in ("variant", "board")}
    assert runner.state.is_terminal() and played == {"variant": "standard", "board": "front", **options}


# -- a friend who plays their own way -------------------------------------------------------------

def test_who_plays_their_own_way_comes_from_the_match_is_public_and_saved():
    runner = Runner.new("boaromia", [Seat("Ada", "human"), Seat("Bo", "normal"), Seat("Cy", "easy")], seed=3)
    runner.start()
    st = runner.state
    assert st.kinds == ["human", "normal", "easy"]
    assert bot.own_way(st.view(1)) == [0, 2]                # every bot's view tells it
    back = SPEC.state_from_json(json.loads(json.dumps(st.to_json())))
    assert back.kinds == st.kinds
    assert Runner(Match.from_json(json.loads(json.dumps(runner.match.to_json())))).state.kinds == st.kinds
    assert bot.own_way(game(3)) == []                       # a state nobody told: everyone follows the plan


def test_the_planner_foresees_a_friend_who_plays_their_own_way_with_the_human_like_policy():
    st = game(3)                                   # round 1: the show is at Duroc, everyone at Camp Hogwash
    st.bladder[2] = 7
    planner = st.clone()
    planner.set_seat_kinds(["normal"] * 3)
    friend = st.clone()
    friend.set_seat_kinds(["normal", "normal", "easy"])
    duroc = set(st.ctx.stars["duroc"])
    # a bot who follows the plan takes the show in; the friend minds their bladder and stays at the toilets
    assert T(bot.intention(planner, 2)[-1]) in duroc and bot.predict_show(planner, 2)
    walk = bot.intention(friend, 2)
    assert st.ctx.area[T(walk[-1])] == st.ctx.area[T(LOO_ROW)] and not bot.predict_show(friend, 2)
    # that walk is the human-like policy's (without its noise), not the planner's
    s = friend.clone()
    s.apply_action(("next", 2))
    easy = bot.plan_turn(s, value=lambda x: bot.selfish_value(x, 2), two_legs=False)
    assert walk[1:] == [a[1] for _, a in easy if a[0] == "step"]
    # and the team's value counts on it: the friend misses the show
    expect = {2: bot.predict_show(friend, 2)}
    assert bot.round_fun(friend, expect)[2] < bot.round_fun(friend)[2]


def test_a_friend_who_plays_their_own_way_goes_first_when_the_planner_picks():
    st = game(3)
    assert st.phase == "next" and st.current_player() == 0
    st.set_seat_kinds(["normal", "normal", "easy"])
    assert bot.greedy(st.view(0), random.Random(0)) == ("next", 2)
    st.set_seat_kinds(["normal"] * 3)
    assert bot.greedy(st.view(0), random.Random(0)) == ("next", 0)
