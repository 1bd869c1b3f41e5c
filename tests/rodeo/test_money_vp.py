"""Rock'n Rodeo's money in the last season (issue 24, point 3; rulebook L196): "In the last season,
the income also counts toward victory points. For every 5K Euro (rounded down) the players receive
one victory point." The season's income (L167: fans - WIXIs - garbage - GGAM) counts, not the cash
saved up; a negative income brings none (ruling R24). Through the real rules and content."""

from __future__ import annotations

from tests.rodeo_helpers import act, before_scoring, plain, to_festival


def _last_season_scored(cash: int, fence: int):
    """Season 1 made the last one (a seeded state), seat 0 with ``cash`` and ``fence`` garbage
    markers over the fence, played plainly to the end."""
    st = to_festival(2, bands={0: ["fog_machine_funeral", "motoerkopf", "soulspeed"]})
    st.seasons = st.season
    before_scoring(st)
    st.fests[0].cash = cash
    st.fests[0].fence = fence
    act(st, plain(st))
    assert st.phase == "over"
    return st, st.season_scores[-1]


def test_hoarded_cash_is_worth_no_victory_points():
    st, rec = _last_season_scored(cash=40, fence=0)
    assert rec["money_vp"][0] == max(0, rec["income"][0]) // 5       # 40K saved: not counted
    assert rec["money_vp"][0] < 40 // 5


def test_a_negative_income_brings_no_money_points():
    st, rec = _last_season_scored(cash=40, fence=30)
    assert rec["income"][0] < 0
    assert rec["money_vp"][0] == 0
    assert st.fests[0].cash == max(0, 40 + rec["income"][0])          # paid, never below 0 (R23)
