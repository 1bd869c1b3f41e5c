"""Camp Roskilde's bots on real states from the real content: Easy plays like a beginner (it counts
points, not rules), and the evaluation knows that a Tiebreaker among the tied names themselves.
The strength figures are benchmarks (content/camp/README.md, "Bots")."""

from __future__ import annotations

import random

from game.core.bots import choose_action
from game.games.camp import bot
from tests.camp_helpers import SPEC, T, game, put


def test_easy_puts_the_tile_that_adds_most_points_into_its_own_camp():
    st = game(2, grounds=["blue_camper", "mime", "red_cool_stuff", "drunk"])
    put(st, 0, 0, "blue_volunteer")                          # blue is its vibe: the Camper adds 2
    put(st, 0, 2, "red_believer")
    for seed in range(10):
        action = choose_action(SPEC, st.view(0), "easy", random.Random(seed))
        assert action[:3] == ("place", T("blue_camper"), 0)
        assert st.fits(0, action[3], T("blue_camper"), action[4])


def test_easy_keeps_tiles_that_add_nothing_out_of_its_own_camp():
    st = game(2, grounds=["mr_chaos", "drunk", "lake_of_puke", "your_mom"])  # worth 0 or -1
    for seed in range(10):
        action = choose_action(SPEC, st.view(0), "easy", random.Random(seed))
        assert action[0] == "place" and action[2] == 1


def test_easy_does_not_end_the_festival_by_filling_its_camp_while_behind():
    st = game(2, grounds=["green_camper", "blue_cool_stuff", "red_cool_stuff", "black_cool_stuff"])
    for space, name in enumerate(("mime", "rockstar", "free_beer", "drunk", "your_mom", "lake_of_puke",
                                  "main_act", "mr_chaos")):
        put(st, 0, space, name)                              # 8 colourless tiles: it scores -2
    put(st, 1, 0, "blue_camper")                              # the other camp leads with 2
    assert st.score(0) < st.score(1) and st.placements(T("green_camper"), [0])
    for seed in range(10):
        action = choose_action(SPEC, st.view(0), "easy", random.Random(seed))
        assert action[0] == "place" and action[2] == 1


def test_easy_as_the_tiebreaker_names_itself():
    st = game(2)
    st.phase, st.last_placer = "tiebreak", 1
    st.result = {"reason": "full", "full": [0], "scores": [1, 1], "diverse": [], "candidates": [0, 1],
                 "winner": None}
    assert st.current_player() == 1
    assert {choose_action(SPEC, st.view(1), "easy", random.Random(s)) for s in range(10)} == {("winner", 1)}
    assert bot.evaluate(st, 1) == bot.WIN and bot.evaluate(st, 0) == -bot.WIN


def test_easy_makes_a_tile_rules_choice_among_the_legal_ones():
    st = game(3, grounds=["green_believer", "blue_camper", "red_camper", "black_camper"])
    put(st, 0, 1, "mime")
    put(st, 0, 3, "rockstar")
    rot = next(r for c, s, r in st.placements(T("green_believer"), [0]) if s == 4)
    st.apply_action(("place", T("green_believer"), 0, 4, rot))
    picks = {choose_action(SPEC, st.view(0), "easy", random.Random(s)) for s in range(20)}
    assert picks == set(st.legal_actions()) == {("discard_tile", 0, 1), ("discard_tile", 0, 3)}


def test_easy_puts_a_tile_that_adds_nothing_where_it_takes_most_points_off_another_camp():
    st = game(3, grounds=["red_camper", "red_volunteer", "red_music_nerd", "red_cool_stuff"])
    put(st, 0, 0, "blue_volunteer")           # red would cost its own camp points
    put(st, 1, 0, "green_camper")             # red takes 2 off this camp ...
    put(st, 2, 0, "red_camper")               # ... and adds 2 to this one
    assert st.score(0) == st.score(1) == st.score(2) == 2
    for seed in range(10):
        action = choose_action(SPEC, st.view(0), "easy", random.Random(seed))
        assert action[0] == "place" and action[2] == 1 and action[1] != T("red_cool_stuff")


def _normal_vs_open_end():
    """Normal (seat 0, 2 points) against a camp of 7 tiles that leads with 4: the black Camper would
    take 2 off it, but leave it one space to fill, which ends the festival with Normal lost (or
    tied, and the other player, who placed last, breaks the tie)."""
    st = game(2, grounds=["black_camper", "red_cool_stuff", "green_camper", "mime"])
    for space, name in enumerate(("green_volunteer", "green_music_nerd", "green_cool_stuff", "blue_bum",
                                  "black_bum", "green_bum", "black_cool_stuff")):
        put(st, 1, space, name)
    put(st, 0, 4, "red_volunteer")
    return st


def test_normal_does_not_leave_a_leading_camp_its_last_space_to_end_the_festival():
    st = _normal_vs_open_end()
    assert (st.score(0), st.score(1)) == (2, 4)
    best_now = bot._one_step(st.view(0), random.Random(0))[0]
    assert best_now[1][:3] == ("place", T("black_camper"), 1)      # one step deep, it looks best ...
    after = best_now[2]
    ending = []
    for reply in after.legal_actions():
        s = after.clone()
        s.apply_action(reply)
        bot._settle_chance(s, random.Random(0))
        if s.phase in ("over", "tiebreak") and bot.evaluate(s, 0) == -bot.WIN:   # lost, or the other breaks a tie
            ending.append(reply)
    assert ending                                                  # ... but the answer ends it
    for seed in range(5):
        action = choose_action(SPEC, st.view(0), "normal", random.Random(seed))
        assert action[0] == "place" and not (action[1] == T("black_camper") and action[2] == 1)
