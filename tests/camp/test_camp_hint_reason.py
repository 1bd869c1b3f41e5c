"""The hint's reason is the real one (issue 23): the Normal bot's choice and the line the Hint
button shows for it, on seeded positions built from the real content and rules."""

from __future__ import annotations

import random

from game.core.bots import choose_action
from game.games.camp import bot, hint_line
from tests.camp_helpers import SPEC, T, game, put

#: eight different tiles, all green or colourless: 11 points, no repeat (not diverse: one vibe)
LEADING_CAMP = ("green_camper", "green_music_nerd", "green_cool_stuff", "green_volunteer", "green_bar",
                "green_storyteller", "rockstar", "free_beer")


def _ninth_tile_ends_it(grounds=("mr_chaos", "mime", "black_believer", "red_camper")):
    """Seat 0 leads 11 to 2 with eight tiles in its camp; Mr. Chaos (no symbols: he fits the last
    space) lies on the grounds."""
    st = game(2, grounds=list(grounds))
    for space, name in enumerate(LEADING_CAMP):
        put(st, 0, space, name)
    put(st, 1, 4, "blue_camper")
    assert (st.score(0), st.score(1)) == (11, 2) and st.current_player() == 0
    return st


def test_mr_chaos_as_the_ninth_tile_is_hinted_for_ending_the_festival_while_you_lead():
    st = _ninth_tile_ends_it()
    chaos = ("place", T("mr_chaos"), 0, 8, 0)
    line = hint_line.hint_line(st.view(0), chaos)
    assert line == ("Hint: place Mr. Chaos in your camp: that fills it, which ends the festival while you lead: "
                    "you win with 11 points."), line
    assert "different tile" not in line


def test_normal_ends_a_won_festival_with_the_tile_that_keeps_its_lead():
    """Any ninth tile ends the festival with seat 0 ahead, but Mr. Chaos costs nothing where the
    Mime costs a point and the red Camper two: Normal (and so the hint) takes Mr. Chaos."""
    st = _ninth_tile_ends_it()
    for seed in range(8):
        action = choose_action(SPEC, st.view(0), "normal", random.Random(seed))
        assert action == ("place", T("mr_chaos"), 0, 8, 0), (seed, action)
        assert "ends the festival while you lead" in hint_line.hint_line(st.view(0), action)


def test_filling_another_camp_while_you_lead_is_hinted_as_ending_the_festival():
    """Seat 0 leads; the other camp has one space left: a tile there ends the festival."""
    st = game(2, grounds=["mr_chaos", "mime", "black_believer", "red_camper"])
    for space, name in enumerate(("blue_camper", "mime", "drunk", "your_mom", "lake_of_puke", "main_act",
                                  "green_cool_stuff", "red_cool_stuff")):
        put(st, 1, space, name)
    put(st, 0, 4, "green_camper")
    assert st.score(0) > st.score(1)
    action = choose_action(SPEC, st.view(0), "normal", random.Random(1))
    assert action[2] == 1, action
    line = hint_line.hint_line(st.view(0), action)
    assert line.startswith("Hint: place ") and "in the marked camp: that fills it, which ends the festival" in line


def test_an_end_that_chance_may_or_may_not_bring_is_not_promised():
    """Mr. Chaos as the eighth tile: the tile he draws fills the camp only if it fits the last
    space, so the line does not say the festival ends; every tile he may draw is tried."""
    st = game(2, grounds=["mr_chaos", "mime", "black_believer", "red_camper"])
    for space, name in enumerate(LEADING_CAMP[:7]):
        put(st, 0, space, name)
    chaos = ("place", T("mr_chaos"), 0, 7, 0)
    outcomes = list(bot.turn_outcomes(st.view(0), chaos, random.Random(0)))
    assert len(outcomes) == len(set(st.pile)) > 1
    assert {after.phase for after in outcomes} == {"over", "main"}        # some fill the camp, some do not
    assert "ends the festival" not in hint_line.hint_line(st.view(0), chaos)
    ninth = ("place", T("mr_chaos"), 0, 8, 0)                              # (as the ninth, every draw ends it)
    put(st, 0, 7, LEADING_CAMP[7])
    assert {after.phase for after in bot.turn_outcomes(st.view(0), ninth, random.Random(0))} == {"over"}
    assert "ends the festival while you lead" in hint_line.hint_line(st.view(0), ninth)


def test_a_placement_that_leaves_the_festival_going_keeps_its_points_line():
    st = game(2, grounds=["green_camper", "free_beer", "mime", "black_camper"])
    line = hint_line.hint_line(st.view(0), ("place", T("green_camper"), 0, 4, 0))
    assert line == "Hint: place The Camper (green) in your camp: it adds 2 points to your score.", line
