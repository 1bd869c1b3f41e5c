"""Rock'n Rodeo's bots on the real rules and content: the evening planner is exact and legal,
Normal books bands, and the levels are ordered (small samples; the ladder is in benchmarks)."""

from __future__ import annotations

import random

import pytest

from game.core import registry
from game.core.bots import choose_action
from game.games.rodeo import bot, evening

SPEC = registry.get("rodeo")


def evenings(seed: int, players: int = 3, limit: int = 12) -> list:
    """Copies of the states where a Normal seat's evening decision is pending, from one self-play game."""
    st = SPEC.new_state(players, {})
    rng = random.Random(seed)
    found = []
    while not st.is_terminal() and len(found) < limit:
        if st.is_chance():
            st.apply_action(rng.choice(st.legal_actions()))
            continue
        if st.decision() == "evening" and sum(st.fests[st.current_player()].standing) >= 2:
            found.append(st.clone())
        st.apply_action(bot.greedy(st.view(st.current_player()), rng))
    return found


def score_of(st, seat, weight, sends) -> float:
    """What a plan brings, by playing it on a copy and reading the projection's terms."""
    s = st.clone()
    before = s.fests[seat]
    mood, hygiene, cash = before.mood, before.hygiene, before.cash
    for action in sends:
        assert action in s.legal_actions(), f"the plan's step {action} is not legal"
        s.apply_action(action)
    after = s.fests[seat]
    return (weight[0] * (after.mood - mood) + weight[1] * (after.hygiene - hygiene)
            + weight[2] * (after.cash - cash))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_evening_plan_is_legal_step_by_step_and_beats_every_single_alternative(seed):
    states = evenings(seed)
    assert states, "self-play reached no evening with two fans or more"
    for st in states:
        seat = st.current_player()
        weight = evening.weights(st, seat, bot.projection)
        plan = evening.plan(st, seat, weight)
        best = score_of(st, seat, weight, plan)
        # any first step the rules allow, followed by the planner's best rest, is no better
        for first in st.legal_actions():
            s = st.clone()
            s.apply_action(first)
            rest = evening.plan(s, seat, weight) if first != ("rest",) and s.decision() == "evening" \
                and s.current_player() == seat else []
            assert score_of(st, seat, weight, [first] + rest) <= best + 1e-9


def test_the_bound_cuts_nothing_the_full_search_would_choose(monkeypatch):
    for st in evenings(4, limit=8):
        seat = st.current_player()
        weight = evening.weights(st, seat, bot.projection)
        fast = score_of(st, seat, weight, evening.plan(st, seat, weight))
        monkeypatch.setattr(evening, "_most", lambda *args: 1e9)     # no bound: every distribution
        full = score_of(st, seat, weight, evening.plan(st, seat, weight))
        monkeypatch.undo()
        assert abs(fast - full) < 1e-9


def test_normal_books_bands_and_garage_bands_stay_the_exception():
    from game.simulate import play_bot_game
    garage = booked = 0
    for seed in (1, 2):
        runner = play_bot_game("rodeo", ["normal"] * 4, seed)
        for events in runner.events:
            for ev in events:
                garage += ev.kind == "garage"
                booked += ev.kind == "booked"
    assert booked > 2 * garage, (booked, garage)


def test_each_level_answers_with_a_legal_action_from_its_view():
    st = SPEC.new_state(2, {})
    rng = random.Random(5)
    while st.is_chance() or st.decision() != "book":
        st.apply_action(rng.choice(st.legal_actions()))
    view = st.view(st.current_player())
    for level in ("easy", "normal", "hard"):
        assert choose_action(SPEC, view, level, random.Random(1), budget=0.05) in st.legal_actions()
