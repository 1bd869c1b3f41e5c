"""Crowd pawns moved when the supply is empty (issue 23): at most one decision a pawn, and one for
all the pawns one place can give (the rulebook: "remove pawns from other locations")."""

from __future__ import annotations

import random

from game.games.boaromia import bot, presenters
from tests.test_boaromia_presenters import table
from tests.test_boaromia_rules import FRONT, T, end_round, game


def _out_of_pawns():
    """Duroc (6 tiles) is to be crowded with 3 pawns left: 3 must come from the board, where the
    Mud Bath holds 4 and open ground 5."""
    st = game(2, ["crazy_q", "siem_social"])
    end_round(st)
    mud = sorted(FRONT.area_tiles("bar_mud_bath"))
    st.crowded = sorted(mud + [T((x, 2)) for x in (2, 3, 4, 5, 6)])
    st.crowd_supply = 3
    st.apply_action(("event", "dust_cloud"))
    assert st.decision() == "crowd_from"
    return st, mud


def test_the_pawns_still_to_move_come_from_one_place_in_one_decision():
    st, mud = _out_of_pawns()
    assert st.pending().to_move == 3
    assert ("crowd_from_place", "bar_mud_bath") in st.legal_actions()
    assert [a for a in st.legal_actions() if a[0] == "crowd_from_place"] == [("crowd_from_place", "bar_mud_bath")]
    st.apply_action(("crowd_from_place", "bar_mud_bath"))
    assert st.decision() != "crowd_from"                                  # one decision for the three
    assert set(FRONT.area_tiles("duroc")) <= set(st.crowded) and st.crowd_supply == 0
    assert len([t for t in mud if t in st.crowded]) == 1


def test_a_single_pawn_still_moves_and_the_last_one_offers_no_place():
    st, _mud = _out_of_pawns()
    for left in (3, 2):
        st.apply_action(("crowd_from", st.ctx.xy[st.crowded[0]]))
        assert st.pending().to_move == left - 1
    assert not any(a[0] == "crowd_from_place" for a in st.legal_actions())     # one to go: a pawn, not a place


def test_the_team_planner_takes_them_from_one_place():
    st, _mud = _out_of_pawns()
    assert bot.greedy(st, random.Random(0)) == ("crowd_from_place", "bar_mud_bath")


def test_the_button_names_the_place_and_how_many():
    st, _mud = _out_of_pawns()
    ctx = table(st)
    label, _style = presenters.button_label(ctx, ("crowd_from_place", "bar_mud_bath"))
    assert label == "3 from Mud Bath"
    assert "3 to move" in presenters.prompt(ctx)["detail"]
