"""Paying into a goal is one choice, the amount (issue 23): the rules offer every amount that may go
on the card, the team planner pays what it means to pay in one action, and the Hint says what an
amount does."""

from __future__ import annotations

import random

from game.core.match import Runner, Seat
from game.games.boaromia import bot, hint_line
from tests.test_boaromia_rules import game, start, with_goals


def test_every_amount_the_goal_still_needs_and_the_payer_has_is_one_legal_action():
    st = game(2, ["munching_mo", "backstage_bert"])         # 7 and 5 coins
    with_goals(st, "tractor_taxi", "crowd_control")           # 6 and 5 coins
    start(st, 0, (5, 5))
    pays = sorted(a for a in st.legal_actions() if a[0] == "pay_goal")
    assert pays == [("pay_goal", 0, n) for n in range(1, 7)] + [("pay_goal", 1, n) for n in range(1, 6)]
    st.apply_action(("pay_goal", 0, 4))                       # 3 coins left, 2 missing on the taxi
    pays = sorted(a for a in st.legal_actions() if a[0] == "pay_goal")
    assert pays == [("pay_goal", 0, 1), ("pay_goal", 0, 2)] + [("pay_goal", 1, n) for n in range(1, 4)]
    for action in pays:
        st.check(action)                                      # each one the rules take


def _bots_game(seed: int, players: int = 4) -> Runner:
    runner = Runner.new("boaromia", [Seat(f"B{i}", "normal") for i in range(players)], seed, {})
    runner.start()
    return runner


def test_the_team_planner_pays_the_whole_amount_in_one_action():
    """In bots-only games the planner never puts coins on one goal twice in a row: the coins it
    means to pay there go on at once (and more than one at a time, somewhere)."""
    amounts = []
    for seed in range(3):
        runner = _bots_game(seed)
        rng = random.Random(seed)
        last = None
        while not runner.state.is_terminal() and runner.state.round <= 6:
            st = runner.state
            seat = st.current_player()
            action = bot.greedy(st.view(seat), rng) if seat >= 0 else rng.choice(st.legal_actions())
            if action[0] == "pay_goal":
                assert not (last is not None and last[0] == "pay_goal" and last[1] == action[1]), (seed, last, action)
                amounts.append(action[2])
            last = action
            runner.play(action)
    assert amounts and max(amounts) > 1, amounts


def test_the_hint_says_what_the_amount_does():
    st = game(2, ["munching_mo", "backstage_bert"])
    with_goals(st, "tractor_taxi", "curry_club")
    start(st, 0, (5, 5))
    full = hint_line.hint_line(st, ("pay_goal", 0, 6))
    part = hint_line.hint_line(st, ("pay_goal", 0, 4))
    assert full.startswith("Hint: Put 6 coins on Tractor Taxi") and "paid in full" in full
    assert part.startswith("Hint: Put 4 coins on Tractor Taxi") and "2 still missing" in part
