"""The log of a walk (issue 23): a place walked through "passes", the place where the walk stops
"arrives"; a turn without a step "ends the turn" where it began."""

from __future__ import annotations

from tests.test_boaromia_text import lines, setup, tile


def test_a_stage_walked_through_is_passed_and_the_end_of_the_walk_is_arrived_at():
    st = setup()
    st.pos[0] = tile((6, 2))                   # beside Duroc's grounds
    said = lines(st, st.apply_action(("next", 0)))
    for xy in ((7, 2), (8, 3), (8, 4)):        # into Duroc, across it, out onto the Piggy Bank
        said += lines(st, st.apply_action(("step", xy)))
    said += lines(st, st.apply_action(("end_turn",)))
    assert "Ada passes Duroc." in said
    assert not any("arrives at Duroc" in line for line in said), said
    assert "Ada arrives at The Piggy Bank and ends the turn there." in said


def test_a_walk_that_stops_at_a_stage_arrives_there_once():
    st = setup()
    st.pos[0] = tile((6, 2))
    said = lines(st, st.apply_action(("next", 0)))
    for xy in ((7, 2), (8, 2)):
        said += lines(st, st.apply_action(("step", xy)))
    said += lines(st, st.apply_action(("end_turn",)))
    assert [line for line in said if "Duroc" in line] == ["Ada arrives at Duroc and ends the turn there."]


def test_a_turn_without_a_step_ends_where_it_began():
    st = setup()
    st.pos[0] = tile((7, 2))
    said = lines(st, st.apply_action(("next", 0)) + st.apply_action(("end_turn",)))
    assert "Ada ends the turn at Duroc." in said and not any("arrives" in line for line in said)
