"""Boaromia Festival rules (first part): setup, the round, a turn as single steps,
the fun table, the photo, events' effects and the Festival Vibes, with the real content."""

from __future__ import annotations

import json
import random

import pytest

from game.core.content import resolve_options
from game.core.state import CHANCE, TERMINAL, IllegalAction
from game.games.boaromia import effects, goals, model, rules
from game.games.boaromia.pending import Countdown, GoalDone

C = model.load()
FRONT = C.boards["front"].grid

# front board landmarks, (x, y) = (column, row)
CAMP_HOGWASH = (0, 5)
LOO_ROW = (1, 4)
PIGGY = (7, 4)
TROUGH = (4, 1)          # a bar tile of The Trough
FRIES, CURRY = (5, 7), (9, 7)
DUROC = (7, 2)           # a star tile of Duroc (round 1's show with sides 1A/2A/3A)
FIRST_AID = (12, 10)


def new(n: int = 2, **options):
    return rules.new_state(C, n, resolve_options(C.options, options))


def game(n: int = 2, chars: list[str] | None = None, sides=(0, 0, 0), **options) -> rules.BoaromiaState:
    """A state at round 1's first decision: sides as given, characters as given (else in
    content order), the first must cards that may be dealt, everyone at Camp Hogwash."""
    st = new(n, **options)
    chars = list(chars or [])
    sides = list(sides)
    while st.phase not in ("next", "turn"):
        phase = st.phase
        if phase == "side":
            st.apply_action(("side", sides.pop(0)))
        elif phase == "character" and chars:
            st.apply_action(("character", chars.pop(0)))
        elif phase == "campsite":
            st.apply_action(("campsite", CAMP_HOGWASH))
        else:
            st.apply_action(st.legal_actions()[0])
    return st


def T(xy) -> int:
    return FRONT.index(xy[1], xy[0])


def put(st, seat: int, xy) -> None:
    st.pos[seat] = T(xy)


def start(st, seat: int, xy=None) -> None:
    """Seat ``seat`` takes its turn now (standing on ``xy`` first, if given)."""
    if xy is not None:
        put(st, seat, xy)
    st.apply_action(("next", seat))
    assert st.phase == "turn" and st.active == seat


def steps(st) -> set:
    return {a[1] for a in st.legal_actions() if a[0] == "step"}


def walk(st, *xys) -> None:
    for xy in xys:
        st.apply_action(("step", xy))


def keep_goals(st, r: int | None = None) -> None:
    """The goal step after the turns of round ``r`` (this one): every finished goal is kept,
    revealed cards drawn, then on."""
    r = st.round if r is None else r
    while st.round == r and not st.is_terminal():
        legal = st.legal_actions()
        st.apply_action(next((a for a in legal if a in (("keep",), ("goals_done",))), legal[0]))


def end_round(st) -> None:
    """Everyone still to move ends their turn at once (paying any forced drink with water)."""
    r = st.round
    while st.round == r and st.phase in ("next", "turn", "effects"):
        if st.phase in ("next", "effects"):
            st.apply_action(st.legal_actions()[0])
        elif st.owes_drink:
            st.apply_action(st.legal_actions()[-1])
        else:
            st.apply_action(("end_turn",))


# -- setup ------------------------------------------------------------------------------

def test_setup_is_chance_for_the_table_and_a_decision_per_seat():
    st = new(3)
    for card in range(3):                                   # each line-up card's side: chance
        assert st.current_player() == CHANCE and st.legal_actions() == [("side", 0), ("side", 1)]
        st.apply_action(("side", card % 2))
    assert st.sides == [0, 1, 0]
    for _ in range(2):                                      # the top card of both goal stacks
        assert st.current_player() == CHANCE and st.phase == "goal"
        assert {a[1] for a in st.legal_actions()} <= {g.id for g in C.day_goals}
        st.apply_action(st.legal_actions()[-1])
    assert None not in st.goals_open and st.goals_left == [2, 2]
    for seat in range(3):                                   # characters: each seat chooses
        assert st.current_player() == seat and st.phase == "character"
        assert len(st.legal_actions()) == 8 - seat
        st.apply_action(st.legal_actions()[0])
    assert st.chars == ["backstage_bert", "munching_mo", "crazy_q"]
    for _seat in range(3):                                  # musts: chance, one of each per seat
        assert st.current_player() == CHANCE and st.phase == "must_see"
        st.apply_action(st.legal_actions()[0])
        assert st.phase == "must_miss"
        st.apply_action(st.legal_actions()[0])
    for seat in range(3):                                   # campsites: each seat picks a tile
        assert st.current_player() == seat and st.phase == "campsite"
        assert {FRONT.area(T(a[1])) for a in st.legal_actions()} == {"camp_hogwash", "camp_truffle", "camp_mudpie"}
        st.apply_action(("campsite", st.legal_actions()[seat * 4][1]))
    assert st.round == 1 and st.event is None and st.phase == "next"     # no event in round 1
    assert st.current_player() == 0 and st.crowd_supply == 12 and st.crowded == []
    assert st.blast == "food_court"


def test_start_values_come_from_the_character_track():
    st = game(2, ["crazy_q", "dozy_dora"])
    assert (st.energy, st.bladder, st.fun, st.coins) == ([7, 4], [3, 1], [4, 4], [3, 6])
    st = game(2, ["crazy_q", "dozy_dora"], variant="challenging_party")
    assert st.fun == [0, 0] and st.crowd_supply == 14
    assert game(2, variant="easy_breezy").crowd_supply == 10


def test_a_character_is_taken_once():
    st = new(2)
    for _ in range(5):
        st.apply_action(st.legal_actions()[0])
    st.apply_action(("character", "crazy_q"))
    with pytest.raises(IllegalAction):
        st.apply_action(("character", "crazy_q"))


def test_a_must_miss_sharing_an_artist_with_the_must_see_is_never_dealt():
    st = new(2)
    while st.phase != "must_see":
        st.apply_action(st.legal_actions()[0])
    st.apply_action(("must_see", "see_01"))                 # truffle_shuffle, mudslide_mary
    offered = [a[1] for a in st.legal_actions()]
    clashing = {m.id for m in C.must_miss if {"truffle_shuffle", "mudslide_mary"} & set(m.artists)}
    assert clashing == {"miss_01", "miss_05", "miss_08", "miss_09"}
    assert set(offered) == {m.id for m in C.must_miss} - clashing
    with pytest.raises(IllegalAction):
        st.apply_action(("must_miss", "miss_01"))


def test_with_eight_players_every_deal_finds_a_clean_must_miss():
    rng = random.Random(3)
    for _ in range(100):
        st = new(8)
        while st.phase != "campsite":
            st.apply_action(rng.choice(st.legal_actions()))
        for seat in range(8):
            see = set(st.content_must(st.must_see[seat]).artists)
            assert not see & set(st.content_must(st.must_miss[seat]).artists)
        assert len(set(st.must_see)) == len(set(st.must_miss)) == 8


# -- the round ---------------------------------------------------------------------------

def test_the_team_says_who_goes_next_and_the_last_goes_by_itself():
    st = game(3)
    assert st.legal_actions() == [("next", 0), ("next", 1), ("next", 2)]
    st.apply_action(("next", 2))
    assert st.current_player() == 2
    st.apply_action(("end_turn",))
    assert st.legal_actions() == [("next", 0), ("next", 1)]
    with pytest.raises(IllegalAction, match="had their turn"):
        st.apply_action(("next", 2))
    st.apply_action(("next", 1))
    st.apply_action(("end_turn",))
    assert st.phase == "turn" and st.active == 0            # only seat 0 left: no question asked


def test_rounds_draw_day_events_then_night_events_and_swap_the_goals():
    st = game(2)
    end_round(st)
    assert st.round == 2 and st.current_player() == CHANCE and st.phase == "event"
    assert {a[1] for a in st.legal_actions()} == {e.id for e in C.day_events}
    st.apply_action(("event", "happy_hour"))
    assert st.event == "happy_hour" and st.phase == "next"
    end_round(st)
    assert "happy_hour" not in {a[1] for a in st.legal_actions()}     # a drawn card is gone
    while st.round < 7:
        if st.is_chance() or st.phase == "effects":
            st.apply_action(st.legal_actions()[0])
        else:
            end_round(st)
    assert st.phase == "goal" and st.goals_open == [None, None]        # day goals left the game
    assert {a[1] for a in st.legal_actions()} == {g.id for g in C.night_goals}
    st.apply_action(st.legal_actions()[0])
    st.apply_action(st.legal_actions()[0])
    assert all(C.goal_by_id[g].phase == "night" for g in st.goals_open)
    assert st.phase == "event" and {a[1] for a in st.legal_actions()} == {e.id for e in C.night_events}


def test_easy_breezy_leaves_its_four_events_out():
    st = game(2, variant="easy_breezy")
    end_round(st)
    offered = {a[1] for a in st.legal_actions()}
    assert not offered & {"overhyped", "coffee_not_my_cup"} and len(offered) == 10


def test_after_the_last_round_without_a_photo_the_team_loses():
    st = game(2)
    while not st.is_terminal():
        if st.is_chance() or st.phase == "effects":
            st.apply_action(st.legal_actions()[0])
        else:
            end_round(st)
    assert st.round == 12 and st.result == {"won": False, "round": 12}
    assert st.current_player() == TERMINAL and st.returns() == [0.0, 0.0]


# -- a turn: steps --------------------------------------------------------------------------

def test_a_step_goes_to_a_neighbouring_walkable_tile():
    st = game(2)
    start(st, 0, (2, 2))                                    # between Chester White and a bush
    assert steps(st) == {(1, 1), (2, 1), (3, 1), (1, 2), (3, 2), (1, 3), (2, 3)}   # (3, 3) is a bush
    with pytest.raises(IllegalAction, match="Bushes"):
        st.apply_action(("step", (3, 3)))
    with pytest.raises(IllegalAction, match="one step at a time"):
        st.apply_action(("step", (5, 5)))
    walk(st, (3, 2), (4, 3), (5, 3), (6, 4), (5, 5), (4, 5))
    assert st.steps_left == 0 and st.pos[0] == T((4, 5))


def test_no_squeezing_diagonally_between_two_obstacles():
    st = game(2, ["crazy_q", "munching_mo"])
    start(st, 0, (4, 5))                                    # (3, 5) is a bush, (4, 6) a building
    assert (3, 6) not in steps(st) and (3, 4) in steps(st)
    with pytest.raises(IllegalAction, match="no squeezing"):
        st.apply_action(("step", (3, 6)))


def test_crowded_tiles_cost_two_steps_and_leaving_costs_nothing_extra():
    st = game(2, ["munching_mo", "siem_social"])
    st.crowded = [T((4, 5)), T((5, 5))]
    start(st, 0, (3, 4))
    walk(st, (4, 5))
    assert st.steps_left == 4
    walk(st, (4, 4))                                        # out of the crowd: 1 step
    assert st.steps_left == 3
    walk(st, (5, 5), (6, 4))
    assert st.steps_left == 0


def test_a_crowded_tile_needs_two_steps_left():
    st = game(2, ["munching_mo", "siem_social"])
    st.crowded = [T((5, 5))]
    start(st, 0, (0, 4))
    walk(st, (1, 3), (2, 3), (3, 4), (4, 4), (4, 5))
    assert st.steps_left == 1 and (5, 5) not in steps(st) and (5, 4) in steps(st)
    with pytest.raises(IllegalAction, match="costs 2 steps, you have 1"):
        st.apply_action(("step", (5, 5)))


def test_a_sprint_buys_one_step_for_two_energy_when_needed():
    st = game(2, ["munching_mo", "siem_social"])
    start(st, 0, (2, 2))
    assert ("sprint",) not in st.legal_actions()            # 6 steps left: nothing to buy yet
    with pytest.raises(IllegalAction, match="no need to sprint"):
        st.apply_action(("sprint",))
    walk(st, (3, 2), (4, 3), (5, 3), (6, 4), (5, 5))
    assert ("sprint",) in st.legal_actions()                # 1 left: a sprint may pay for a crowd
    st.apply_action(("sprint",))
    assert st.energy[0] == 3 and st.steps_left == 2
    walk(st, (4, 5), (4, 4))
    st.apply_action(("sprint",))                            # repeatable
    assert st.energy[0] == 1 and st.steps_left == 1
    assert ("sprint",) not in st.legal_actions()            # 1 energy can't pay 2


def test_a_sprint_down_to_zero_energy_faints_and_ends_the_turn():
    st = game(2, ["munching_mo", "siem_social"])
    st.energy[0] = 2
    start(st, 0, (2, 2))
    walk(st, (3, 2), (4, 3), (5, 3), (6, 4), (5, 5), (4, 5))
    st.apply_action(("sprint",))
    assert st.pos[0] == T(FIRST_AID) and st.energy[0] == 3 and st.fun[0] == 3
    assert st.moved[0] and st.phase == "turn" and st.active == 1    # seat 1 is the only one left


def test_heatwave_makes_a_sprint_cost_three_energy():
    st = game(2, ["crazy_q", "siem_social"])
    end_round(st)
    st.apply_action(("event", "heatwave"))
    assert st.sprint_cost() == 3
    st2 = game(2, ["crazy_q", "siem_social"], variant="a_bit_more_madness")
    assert st2.sprint_cost() == 3


# -- the blast-from-the-past ------------------------------------------------------------------

def test_the_blast_stops_movement_at_its_location_but_buying_still_works():
    st = game(2, ["munching_mo", "siem_social"])
    start(st, 0, (3, 7))                                    # west of the fries (blast at the food court)
    walk(st, (4, 7))
    with pytest.raises(IllegalAction, match="stall"):
        st.apply_action(("step", (5, 6)))                   # the counters are obstacles
    walk(st, (5, 7))
    assert st.stopped and steps(st) == set() and ("sprint",) not in st.legal_actions()
    assert ("eat", "fries") in st.legal_actions()


def test_a_turn_starting_at_the_blast_may_step_away_but_not_along_it():
    st = game(2, ["munching_mo", "siem_social"])
    start(st, 0, FRIES)
    assert (4, 7) in steps(st) and (6, 7) in steps(st)
    walk(st, (6, 7))                                        # another tile of the food court
    assert st.stopped


def test_a_bit_more_madness_no_stepping_away_from_the_blast():
    st = game(2, ["munching_mo", "siem_social"], variant="a_bit_more_madness")
    start(st, 0, FRIES)
    assert steps(st) == set() and ("end_turn",) in st.legal_actions()


def test_chatty_charlie_is_never_stopped_by_the_blast():
    st = game(2, ["chatty_charlie", "siem_social"], variant="a_bit_more_madness")
    start(st, 0, FRIES)
    walk(st, (6, 7), (7, 7))
    assert not st.stopped and steps(st)


# -- places passed ------------------------------------------------------------------------------

def test_passing_a_bar_forces_one_drink_a_turn_from_those_you_can_afford():
    st = game(2, ["crazy_q", "siem_social"])                # Q has 3 coins
    start(st, 0, (3, 1))
    walk(st, TROUGH)
    assert st.decision() == "drink" and st.owes_drink
    assert st.legal_actions() == [("drink", "beer"), ("drink", "coffee"), ("drink", "mix"), ("drink", "water")]
    with pytest.raises(IllegalAction, match="buy your drink first"):
        st.apply_action(("step", (3, 1)))
    st.apply_action(("drink", "coffee"))
    assert (st.coins[0], st.energy[0], st.bladder[0]) == (1, 9, 4)
    walk(st, (5, 1))                                        # another bar tile: no second forced drink
    assert not st.owes_drink
    assert ("drink", "beer") in st.legal_actions()          # more is optional
    assert ("drink", "coffee") not in st.legal_actions()    # 1 coin left
    st.apply_action(("drink", "beer"))
    assert st.coins[0] == 0 and st.bought[0] == ["coffee", "beer"]


def test_a_turn_that_starts_at_a_bar_starts_with_a_drink():
    st = game(2, ["crazy_q", "siem_social"])
    start(st, 0, TROUGH)
    assert st.owes_drink and st.decision() == "drink"


def test_closed_drinks_and_prices_from_events():
    st = game(2, ["crazy_q", "siem_social"])
    end_round(st)
    st.apply_action(("event", "coffee_not_my_cup"))          # no coffee, blast to The Trough
    assert st.blast == "bar_trough"
    start(st, 0, TROUGH)
    assert ("drink", "coffee") not in st.legal_actions()
    with pytest.raises(IllegalAction, match="no bar serves coffee"):
        st.apply_action(("drink", "coffee"))
    st2 = game(2, ["crazy_q", "siem_social"])
    end_round(st2)
    st2.apply_action(("event", "happy_hour"))
    assert st2.drink_price("beer") == 0 and st2.drink_price("mix") == 3


def test_tank_tineke_fills_her_bladder_one_less_per_drink():
    st = game(2, ["tank_tineke", "siem_social"])
    start(st, 0, TROUGH)
    st.apply_action(("drink", "beer"))
    assert st.bladder[0] == 4 + 1


def test_food_is_optional_once_a_turn_and_only_from_your_stall():
    st = game(2, ["munching_mo", "siem_social"])            # 7 coins, 5 energy
    start(st, 0, CURRY)
    assert ("eat", "curry") in st.legal_actions() and ("eat", "fries") not in st.legal_actions()
    with pytest.raises(IllegalAction, match="serves only curry"):
        st.apply_action(("eat", "fries"))
    st.apply_action(("eat", "curry"))
    assert (st.coins[0], st.energy[0]) == (2, 9)
    assert not any(a[0] == "eat" for a in st.legal_actions())
    st.apply_action(("end_turn",))                          # eating is never forced


def test_the_piggy_bank_pays_once_a_turn():
    st = game(2, ["crazy_q", "siem_social"])
    start(st, 0, (6, 4))
    walk(st, PIGGY, (8, 4), PIGGY)
    assert st.coins[0] == 3 + 6
    assert game(2, ["crazy_q", "siem_social"], variant="easy_breezy").piggy_bank() == 7
    assert game(2, ["crazy_q", "siem_social"], variant="total_mayhem").piggy_bank() == 5


def test_toilets_take_six_off_once_a_turn_and_the_start_tile_counts():
    st = game(2, ["crazy_q", "siem_social"])
    st.bladder[0] = 9
    start(st, 0, LOO_ROW)
    assert st.bladder[0] == 3
    st.bladder[0] = 9
    walk(st, (2, 4))
    assert st.bladder[0] == 9
    assert game(2, variant="total_mayhem").toilet_relief() == 5


# -- bladder full -----------------------------------------------------------------------------------

def test_a_full_bladder_allows_only_steps_towards_a_toilet():
    st = game(2, ["crazy_q", "siem_social"])
    st.bladder[0] = 10
    put(st, 1, (6, 5))
    start(st, 0, (5, 5))
    loos = st.ctx.loo_dist[False]
    here = T((5, 5))
    assert steps(st) and all(any(d[T(xy)] < d[here] for d in loos.values()) for xy in steps(st))
    acts = st.legal_actions()
    assert all(a[0] == "step" for a in acts) or ("sprint",) in acts
    assert not any(a[0] in ("give", "take", "end_turn") for a in acts)
    with pytest.raises(IllegalAction, match="keep walking"):
        st.apply_action(("end_turn",))
    with pytest.raises(IllegalAction, match="bladder full"):
        st.apply_action(("give", 1, 1))
    while st.bladder[0] >= 10:                              # heading for the nearest, Loo Row
        st.apply_action(min((a for a in st.legal_actions() if a[0] == "step"),
                            key=lambda a: loos["loo_row"][T(a[1])]))
    assert st.pos[0] in FRONT.area_tiles("loo_row") and st.bladder[0] == 4


def test_a_full_bladder_may_head_for_any_toilet_but_keeps_heading_there():
    # L243: "you can do nothing except move to a toilet": any toilet, not only the nearest
    st = game(2, ["crazy_q", "siem_social"])
    st.bladder[0] = 10
    start(st, 0, (7, 5))                                    # Loo Row 5 steps away, Throne Room 6
    loos = st.ctx.loo_dist[False]
    assert loos["loo_row"][T((7, 5))] < loos["throne_room"][T((7, 5))]
    assert {(6, 5), (8, 5)} <= steps(st)                    # towards either toilet block
    walk(st, (8, 5))                                        # now heading for the Throne Room
    assert st.aims == ["throne_room"]
    assert (7, 5) not in steps(st)                          # no turning back towards Loo Row
    with pytest.raises(IllegalAction, match="closer to a toilet"):
        st.apply_action(("step", (7, 5)))
    walk(st, (9, 5), (10, 5), (11, 5), (12, 4), (13, 4))
    assert st.pos[0] in FRONT.area_tiles("throne_room") and st.bladder[0] == 4 and st.aims == []


def test_a_bar_passed_with_a_full_bladder_leaves_the_turns_drink_to_come():
    # L218: the forced drink triggers once per turn; a full bladder buys nothing, so it is not used up
    st = game(2, ["crazy_q", "siem_social"])
    st.bladder[0] = 10
    start(st, 0, TROUGH)                                    # starts on a bar: no drink while full
    assert not st.owes_drink and "bar" not in st.passed
    walk(st, (3, 2), (2, 3), (2, 4))                        # Loo Row: bladder 10 - 6
    assert st.bladder[0] == 4
    walk(st, (2, 3), (3, 2), TROUGH)                        # back at The Trough: now the drink is a must
    assert st.owes_drink and st.decision() == "drink"


def test_a_full_bladder_at_a_bar_buys_nothing_and_misses_the_show():
    st = game(2, ["crazy_q", "siem_social"])
    st.bladder[0] = 10
    start(st, 0, TROUGH)
    assert not st.owes_drink
    st.must_see[0] = "see_01"                               # truffle_shuffle plays round 1 at Duroc
    put(st, 0, DUROC)
    assert st.fun_result(0) == ("must_see", "missed", -2)


# -- coins ---------------------------------------------------------------------------------------

def test_coins_change_hands_on_the_same_or_a_neighbouring_tile():
    st = game(3, ["crazy_q", "siem_social", "munching_mo"])
    put(st, 1, (3, 3))
    put(st, 2, (9, 9))
    start(st, 0, (2, 2))
    assert ("give", 1, 1) in st.legal_actions() and ("take", 1, 1) in st.legal_actions()
    assert not any(a[0] in ("give", "take") and a[1] == 2 for a in st.legal_actions())
    st.apply_action(("give", 1, 3))                         # any amount one has
    assert st.coins[:2] == [0, 6]
    st.apply_action(("take", 1, 2))
    assert st.coins[:2] == [2, 4]
    with pytest.raises(IllegalAction, match="only 2 coins"):
        st.apply_action(("give", 1, 3))
    with pytest.raises(IllegalAction, match="neighbouring tile"):
        st.apply_action(("take", 2, 1))
    assert st.phase == "turn" and st.active == 0            # handing over ends nothing


# -- fun ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("see, miss, row", [("see_02", "miss_02", "regular"), ("see_01", "miss_02", "must_see"),
                                            ("see_02", "miss_01", "must_miss")])
def test_the_fun_table(see, miss, row):
    table = {"regular": (0, 1, 0), "must_see": (1, 2, -2), "must_miss": (-2, -2, 0)}[row]
    for where, col in (((DUROC, (0, 0)), 0), ((DUROC, DUROC), 1), (((0, 0), (0, 0)), 2)):
        st = game(2, ["crazy_q", "siem_social"])
        st.must_see[0], st.must_miss[0] = see, miss
        put(st, 0, where[0])
        put(st, 1, where[1] if where[1] != (0, 0) else (0, 5))
        assert st.fun_result(0)[2] == table[col], (row, col)


def test_together_means_the_same_stage_not_the_same_tile_and_fun_lands_at_the_round_end():
    st = game(2, ["crazy_q", "siem_social"])                # fun 3 and 4
    st.must_see = ["see_01", "see_02"]                      # see_01: truffle_shuffle (round 1, Duroc)
    st.must_miss = ["miss_02", "miss_01"]                   # miss_01: truffle_shuffle
    put(st, 0, (7, 1))
    put(st, 1, (8, 3))
    energy = list(st.energy)
    end_round(st)
    assert st.fun == [4 + 2, 5 - 2]
    assert st.energy == [e - 1 for e in energy]             # every round costs 1 energy
    assert st.round == 2


def test_challenging_party_makes_a_missed_must_see_cost_three():
    st = game(2, ["crazy_q", "siem_social"], variant="challenging_party")
    st.must_see[0] = "see_01"
    assert st.fun_result(0) == ("must_see", "missed", -3)


def test_show_fun_and_show_energy_events_touch_only_those_at_the_show():
    st = game(2, ["crazy_q", "siem_social"])
    end_round(st)                                           # round 2: snoutwave at British Lop
    st.apply_action(("event", "overhyped"))
    assert set(st.crowded) == set(FRONT.area_tiles("british_lop"))     # crowd: show
    st.must_see = ["see_03", "see_03"]
    st.must_miss = ["miss_03", "miss_03"]                   # neither names snoutwave
    put(st, 0, (7, 8))
    assert st.fun_result(0) == ("regular", "alone", -1)
    assert st.fun_result(1) == ("regular", "missed", 0)


def test_fainting_at_the_end_of_the_round():
    st = game(2, ["crazy_q", "siem_social"])
    st.energy[1] = 1
    fun = st.fun[1]
    end_round(st)
    assert st.pos[1] == T(FIRST_AID) and st.energy[1] == 3 and st.fun[1] == fun - 1


# -- the photo ------------------------------------------------------------------------------------------

def test_the_photo_needs_everyone_at_the_show_with_eight_fun():
    st = game(2, ["crazy_q", "siem_social"])
    st.fun = [8, 7]
    st.must_see = ["see_02", "see_02"]
    st.must_miss = ["miss_02", "miss_02"]
    put(st, 0, DUROC)
    put(st, 1, (8, 1))
    end_round(st)                                           # together at a regular act: +1 each
    assert st.phase == "photo" and st.legal_actions() == [("photo",), ("go_on",)]
    other = st.clone()
    other.apply_action(("go_on",))
    assert other.round == 2 and other.phase == "event"
    st.apply_action(("photo",))
    assert st.is_terminal() and st.returns() == [1.0, 1.0] and st.result["round"] == 1


def test_no_photo_moment_when_someone_is_elsewhere():
    st = game(2, ["crazy_q", "siem_social"])
    st.fun = [9, 9]
    put(st, 0, DUROC)
    put(st, 1, (0, 0))
    end_round(st)
    assert st.round == 2 and st.phase == "event"


# -- events ---------------------------------------------------------------------------------------------

def test_lasting_effects_last_until_the_next_event():
    st = game(2, ["crazy_q", "siem_social"])
    end_round(st)
    st.apply_action(("event", "hay_wagon"))
    assert st.steps_per_turn(0) == 7 and set(st.crowded) == set(FRONT.area_tiles("camp_truffle"))
    end_round(st)
    st.apply_action(("event", "long_queues"))
    assert st.steps_per_turn(0) == 6 and st.toilet_relief() == 3
    assert st.crowd_supply == 12 - 4 - 2


def test_a_now_effect_on_a_tie_asks_the_team_to_pick():
    st = game(3, ["crazy_q", "siem_social", "dozy_dora"])  # fun 3, 4, 3
    end_round(st)
    fun = list(st.fun)
    st.apply_action(("event", "sunscreen"))                  # lowest fun +1
    low = min(fun)
    tied = [s for s in range(3) if fun[s] == low]
    if len(tied) > 1:
        assert st.phase == "effects" and st.legal_actions() == [("pick", s) for s in tied]
        st.apply_action(("pick", tied[-1]))
    assert st.fun[tied[-1]] == low + 1 and sum(st.fun) == sum(fun) + 1


def test_everyone_effects_and_coins_never_below_zero():
    st = game(2, ["crazy_q", "siem_social"])
    for _ in range(6):
        end_round(st)
        while st.phase in ("event", "effects") and st.round < 7:
            st.apply_action(st.legal_actions()[0])
    while st.phase in ("goal", "effects"):
        st.apply_action(st.legal_actions()[0])
    st.coins = [1, 5]
    st.apply_action(("event", "pickpockets"))
    assert st.coins == [0, 3] and st.blast == "bar_mud_bath"


def test_send_to_lets_the_sent_festival_goer_pick_a_tile():
    st = game(2, ["crazy_q", "dozy_dora"])                  # Dora has the least energy
    end_round(st)
    st.apply_action(("event", "free_samples"))
    assert st.phase == "effects" and st.current_player() == 1 and st.decision() == "send_to"
    tiles = {T(a[1]) for a in st.legal_actions()}
    assert tiles == set(C.boards["front"].tiles_of("food_court"))
    st.apply_action(("send_to", CURRY))
    assert st.pos[1] == T(CURRY) and st.phase == "next"
    assert st.food_energy("curry") == 5
    assert set(st.crowded) == set(FRONT.area_tiles("curry"))


def test_no_pawns_left_the_team_moves_pawns_from_elsewhere():
    st = game(2, ["crazy_q", "siem_social"])
    end_round(st)
    st.crowded = sorted(T((x, 2)) for x in (2, 3, 4, 5, 6, 9, 10, 11, 12))   # 9 pawns out, 3 left
    st.crowd_supply = 3
    st.apply_action(("event", "dust_cloud"))                 # crowd Duroc: 6 tiles
    for _ in range(3):
        assert st.decision() == "crowd_from" and st.current_player() == 0
        assert len(st.legal_actions()) == len(st.crowded)
        st.apply_action(st.legal_actions()[-1])
    assert st.phase == "next" and st.blast == "bar_mud_bath"
    assert set(FRONT.area_tiles("duroc")) <= set(st.crowded) and st.crowd_supply == 0
    assert len(st.crowded) == 12


# -- Festival Vibes ---------------------------------------------------------------------------------

def test_backstage_bert_walks_through_stage_buildings():
    st = game(2, ["backstage_bert", "siem_social"])
    start(st, 0, (2, 0))
    assert (1, 0) in steps(st)
    st2 = game(2, ["crazy_q", "siem_social"])
    start(st2, 0, (2, 0))
    assert (1, 0) not in steps(st2)


def test_crazy_q_pays_one_step_for_a_crowd():
    st = game(2, ["crazy_q", "siem_social"])
    st.crowded = [T((4, 5))]
    start(st, 0, (3, 4))
    walk(st, (4, 5))
    assert st.steps_left == 5


def test_siem_social_takes_an_extra_step_onto_a_friend():
    st = game(2, ["siem_social", "crazy_q"])
    put(st, 1, (7, 5))
    start(st, 0, (0, 4))
    walk(st, (1, 3), (2, 3), (3, 4), (4, 4), (5, 4), (6, 4))
    assert st.steps_left == 0 and steps(st) == {(7, 5)}
    walk(st, (7, 5))
    assert st.stopped and st.bonus_left == 0


def test_siem_social_bonus_pays_a_crowd_as_in_the_rulebook_example():
    st = game(2, ["siem_social", "crazy_q"])
    put(st, 1, (7, 5))
    st.crowded = [T((7, 5))]
    start(st, 0, (0, 4))
    walk(st, (1, 3), (2, 3), (3, 4), (4, 4), (5, 4))
    assert st.steps_left == 1 and (7, 5) not in steps(st)
    walk(st, (6, 4))
    assert st.steps_left == 0
    st2 = game(2, ["siem_social", "crazy_q"])
    put(st2, 1, (7, 5))
    st2.crowded = [T((7, 5))]
    start(st2, 0, (1, 4))
    walk(st2, (2, 3), (3, 4), (4, 4), (5, 4), (6, 4))
    assert st2.steps_left == 1 and (7, 5) in steps(st2)       # 1 left + 1 vibe step = 2 for the crowd
    walk(st2, (7, 5))
    assert st2.stopped


def test_frits_fomo_takes_an_extra_step_onto_the_show():
    st = game(2, ["frits_fomo", "crazy_q"])
    start(st, 0, (0, 4))
    walk(st, (1, 3), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2))
    assert st.steps_left == 0 and steps(st) == {(7, 1), (7, 2), (7, 3)}     # only onto Duroc, where the act is
    walk(st, DUROC)
    assert st.stopped


def test_dozy_dora_naps_at_a_campsite_once_a_turn():
    st = game(2, ["dozy_dora", "crazy_q"])                  # energy 4
    start(st, 0, CAMP_HOGWASH)
    assert st.energy[0] == 6
    walk(st, (1, 5), (1, 6))
    assert st.energy[0] == 6


def test_munching_mo_gains_fun_when_someone_else_eats_curry_too():
    st = game(3, ["munching_mo", "crazy_q", "siem_social"])
    st.coins[1] = 10
    fun = list(st.fun)
    base = [st.fun_result(s)[2] for s in range(3)]
    start(st, 0, CURRY)
    st.apply_action(("eat", "curry"))
    st.apply_action(("end_turn",))
    start(st, 1, (10, 7))
    st.apply_action(("eat", "curry"))
    st.apply_action(("end_turn",))
    st.apply_action(("end_turn",))
    keep_goals(st)
    assert st.fun[0] == max(0, fun[0] + base[0]) + 1 and st.fun[1] == max(0, fun[1] + base[1])


def test_every_vocabulary_id_has_a_handler():
    assert set(effects.EFFECTS) == set(model.EVENT_EFFECTS)
    assert set(effects.VIBES) == set(model.VIBES)


# -- random play: every legal action works, JSON round trip, clones are independent ----------------

def _snap(st) -> str:
    return json.dumps(st.to_json(), sort_keys=True)


@pytest.mark.parametrize("n, seed, variant, board", [
    (2, 1, "standard", "front"), (4, 2, "standard", "back"), (8, 3, "standard", "front"),
    (3, 4, "easy_breezy", "front"), (5, 5, "challenging_party", "back"),
    (6, 6, "a_bit_more_madness", "front"), (8, 7, "total_mayhem", "back"),
])
def test_random_play_to_the_end(n, seed, variant, board):
    rng = random.Random(seed)
    st = new(n, variant=variant, board=board)
    step = 0
    while not st.is_terminal():
        legal = st.legal_actions()
        assert legal, (st.phase, st.decision())
        if step % 7 == 0:
            for action in legal:
                st.clone().apply_action(action)
            snap = _snap(st)
            back = rules.state_from_json(json.loads(snap), C)
            assert _snap(back) == snap and back.legal_actions() == legal
            twin = st.clone()
            twin.apply_action(legal[0])
            assert _snap(st) == snap
            assert st.view(0).determinize(rng).legal_actions() == legal
        st.apply_action(rng.choice(legal))
        step += 1
    assert st.result is not None and len(st.returns()) == n
    assert all(0 <= f <= 10 for f in st.fun) and all(0 <= b <= 10 for b in st.bladder)
    assert all(c >= 0 for c in st.coins) and all(1 <= e <= 10 for e in st.energy)
    assert len(st.crowded) + st.crowd_supply == st.rules.crowd_in_play


def test_a_bit_more_madness_passing_near_a_must_miss_show_costs_two_fun_once():
    st = game(2, ["crazy_q", "siem_social"], variant="a_bit_more_madness")
    st.must_see = ["see_02", "see_02"]
    st.must_miss = ["miss_01", "miss_02"]                   # miss_01: truffle_shuffle, round 1 at Duroc
    fun = list(st.fun)
    start(st, 0, (5, 3))                                    # 2 tiles from Duroc's stars
    walk(st, (4, 4), (5, 4))                                # passing near again: still once
    st.apply_action(("end_turn",))
    put(st, 1, (5, 3))                                      # seat 1 doesn't mind this act
    st.apply_action(("end_turn",))
    assert st.fun == [fun[0] - 2, fun[1]]
    st2 = game(2, ["crazy_q", "siem_social"], variant="a_bit_more_madness")
    st2.must_see = ["see_02", "see_02"]
    st2.must_miss = ["miss_01", "miss_02"]
    start(st2, 0, DUROC)                                    # sat through it: the table's -2 only
    st2.apply_action(("end_turn",))
    st2.apply_action(("end_turn",))
    assert st2.fun[0] == fun[0] - 2


# -- goals: requirements in the round's goal step, rewards as the team's decisions ----------------

def with_goals(st, *ids) -> None:
    """These goal cards lie face up on the stacks (and are out of the undealt pool)."""
    st.goals_open = list(ids)
    st.goals_seen += [g for g in ids if g not in st.goals_seen]


def to_goal_step(st) -> None:
    """Everyone still to move ends their turn (forced drinks paid with water): the round ends and
    the goal step starts (stops at the first goal decision)."""
    r = st.round
    while st.round == r and st.phase in ("next", "turn"):
        if st.phase == "next":
            st.apply_action(st.legal_actions()[0])
        elif st.owes_drink:
            st.apply_action(("drink", "water") if ("drink", "water") in st.legal_actions() else st.legal_actions()[-1])
        else:
            st.apply_action(("end_turn",))


def test_every_goal_requirement_and_reward_id_has_a_handler():
    assert set(goals.NEEDS) == set(model.GOAL_NEEDS)
    assert set(goals.REWARDS) == set(model.GOAL_REWARDS)


def test_gather_at_the_show_finishes_front_row_and_clears_crowd_pawns_one_by_one():
    st = game(3)
    with_goals(st, "front_row", "campfire")
    st.crowded = sorted(T(xy) for xy in [(1, 1), (2, 1), (3, 1), (4, 4), (5, 4)])
    st.crowd_supply -= 5
    for s in range(3):
        put(st, s, DUROC if s < 2 else (8, 2))              # two tiles of Duroc's stars: together
    put(st, 2, (8, 3))
    to_goal_step(st)
    assert st.phase == "effects" and st.decision() == "goal_done" and st.current_player() == 0
    assert st.stack[-1]["goal"] == "front_row" and st.stack[-1]["involved"] == [0, 1, 2]
    assert st.pending() == GoalDone(0, "goal_done", "front_row", (0, 1, 2))      # what the table reads
    assert st.goals_open == [None, "campfire"]
    st.apply_action(("use",))
    assert st.decision() == "remove_crowd"
    assert len(st.legal_actions()) == 6                     # 5 pawns, or stop
    st.apply_action(("uncrowd", (1, 1)))
    st.apply_action(("uncrowd", (4, 4)))
    st.apply_action(("uncrowd_done",))
    assert st.crowded == sorted(T(xy) for xy in [(2, 1), (3, 1), (5, 4)]) and st.crowd_supply == 9
    assert st.phase == "goal" and st.current_player() == CHANCE   # the stack's next card
    assert all(a[1] not in ("front_row", "campfire") for a in st.legal_actions())
    st.apply_action(st.legal_actions()[0])
    assert None not in st.goals_open and st.goals_left == [1, 2]
    assert st.round == 2


def test_gather_needs_the_same_place_not_just_the_same_kind():
    st = game(3)
    with_goals(st, "campfire", "tractor_taxi")
    put(st, 0, CAMP_HOGWASH)
    put(st, 1, (14, 5))                                     # Camp Truffle: another campsite
    put(st, 2, (5, 5))
    to_goal_step(st)
    assert st.round == 2 and st.goals_open == ["campfire", "tractor_taxi"]     # not met, no decision


def test_campfire_gives_energy_to_those_at_the_campsite_only():
    st = game(3)
    with_goals(st, "campfire", "tractor_taxi")
    put(st, 0, CAMP_HOGWASH)
    put(st, 1, (1, 6))                                      # same campsite, another tile
    put(st, 2, (5, 5))
    to_goal_step(st)
    energy = list(st.energy)
    assert st.stack[-1]["involved"] == [0, 1]
    st.apply_action(("use",))
    assert st.energy == [energy[0] + 2, energy[1] + 2, energy[2]]


def test_buy_water_twice_gives_the_buyers_coins():
    st = game(3)
    with_goals(st, "hydration", "tractor_taxi")
    start(st, 0, TROUGH)
    st.apply_action(("drink", "water"))
    st.apply_action(("end_turn",))
    start(st, 1, (5, 1))
    st.apply_action(("drink", "beer"))                      # not water
    st.apply_action(("end_turn",))
    to_goal_step(st)
    assert st.round == 2                                    # one water: not met, nothing to decide
    assert "hydration" in st.goals_open
    st2 = game(3)
    with_goals(st2, "hydration", "tractor_taxi")
    for s in (0, 2):
        start(st2, s, TROUGH)
        st2.apply_action(("drink", "water"))
        st2.apply_action(("end_turn",))
    to_goal_step(st2)
    coins = list(st2.coins)
    assert st2.stack[-1]["involved"] == [0, 2]
    st2.apply_action(("use",))
    assert st2.coins == [coins[0] + 3, coins[1], coins[2] + 3]


def test_buy_any_drink_counts_forced_drinks_and_last_round_moves_the_blast():
    st = game(3)
    with_goals(st, "last_round", "glow_fund")
    put(st, 2, (3, 10))                                     # Mud Bath: the last goes by itself
    for s, xy in ((0, TROUGH), (1, (5, 1))):                # The Trough twice
        start(st, s, xy)
        st.apply_action(("drink", "beer"))
        st.apply_action(("end_turn",))
    assert st.phase == "turn" and st.active == 2 and st.owes_drink   # a forced drink
    st.apply_action(("drink", "water"))
    st.apply_action(("end_turn",))
    assert st.decision() == "goal_done"
    st.apply_action(("use",))
    assert st.decision() == "move_blast"
    assert {a[1] for a in st.legal_actions()} == {"bar_trough", "bar_mud_bath", "bar_snout", "food_court"}
    st.apply_action(("blast", "bar_snout"))
    assert st.blast == "bar_snout"


def test_curry_club_shares_fun_one_point_at_a_time_within_bounds():
    st = game(3, ["munching_mo", "backstage_bert", "crazy_q"])
    with_goals(st, "curry_club", "tractor_taxi")
    st.coins = [10, 10, 10]
    start(st, 0, CURRY)
    st.apply_action(("eat", "curry"))
    st.apply_action(("end_turn",))
    start(st, 1, (10, 7))
    st.apply_action(("eat", "curry"))
    st.apply_action(("end_turn",))
    to_goal_step(st)
    st.apply_action(("use",))
    assert st.decision() == "share_fun"
    st.fun = [0, 10, 4]
    legal = st.legal_actions()
    assert ("share", 0, 1) not in legal and ("share", 2, 1) not in legal     # 0 has none, 1 is full
    assert ("share", 1, 0) in legal and ("share_done",) in legal
    st.apply_action(("share", 1, 0))
    st.apply_action(("share", 2, 0))
    assert st.fun == [2, 9, 3] and st.stack[-1]["left"] == 1
    with pytest.raises(IllegalAction):
        st.apply_action(("share", 0, 0))
    st.apply_action(("share", 2, 1))
    assert st.fun == [2, 10, 2] and not any(e["k"] == "share_fun" for e in st.stack)


def test_pay_puts_coins_on_the_card_during_your_own_turn():
    st = game(2, ["munching_mo", "backstage_bert"])         # 7 and 5 coins
    with_goals(st, "tractor_taxi", "curry_club")
    start(st, 0, (5, 5))
    assert ("pay_goal", 0, 1) in st.legal_actions() and not any(
        a[0] == "pay_goal" and a[1] == 1 for a in st.legal_actions())       # curry club takes no coins
    with pytest.raises(IllegalAction, match="only 6 more"):
        st.apply_action(("pay_goal", 0, 7))
    st.apply_action(("pay_goal", 0, 4))
    assert st.coins[0] == 3 and st.goals_paid == [4, 0]
    st.apply_action(("end_turn",))
    assert st.phase == "turn" and st.active == 1
    st.apply_action(("pay_goal", 0, 2))
    with pytest.raises(IllegalAction, match="no \\(more\\) coins"):
        st.apply_action(("pay_goal", 0, 1))
    st.apply_action(("end_turn",))
    assert st.decision() == "goal_done" and st.stack[-1]["involved"] == [0, 1]
    assert st.goals_paid == [0, 0]                          # finished: the card is gone
    st.apply_action(("keep",))
    assert st.kept == [["tractor_taxi", [0, 1]]]
    st.apply_action(st.legal_actions()[0])                  # the stack's next card
    assert st.phase == "goals" and st.legal_actions() == [("use_goal", 0), ("goals_done",)]
    st.apply_action(("goals_done",))
    assert st.round == 2 and st.kept == [["tractor_taxi", [0, 1]]]
    while st.phase != "next":
        st.apply_action(st.legal_actions()[0])
    st.event, st.crowded, st.crowd_supply = None, [], 12
    start(st, 1, (5, 5))
    assert st.steps_left == 6 and ("use_goal", 0) in st.legal_actions()
    st.apply_action(("use_goal", 0))                        # mid-turn: everyone 1 extra step
    assert st.steps_left == 7 and st.phase == "turn" and st.kept == []
    st.apply_action(("end_turn",))
    assert st.active == 0 and st.steps_left == 7            # the other one's turn: +1 too


def test_paying_needs_coins_and_an_empty_bladder():
    st = game(2)
    with_goals(st, "tractor_taxi", "curry_club")
    st.coins[0] = 0
    start(st, 0, (5, 5))
    assert not any(a[0] == "pay_goal" for a in st.legal_actions())
    with pytest.raises(IllegalAction):
        st.apply_action(("pay_goal", 0, 1))


def test_unfinished_day_goals_leave_at_nightfall_with_their_coins_but_kept_goals_stay():
    st = game(2)
    with_goals(st, "tractor_taxi", "crowd_control")
    st.goals_paid = [3, 2]
    st.goals_payers = [[0], [1]]
    st.kept = [["campfire", [0, 1]]]
    st.round = 6
    to_goal_step(st)
    assert st.phase == "goals"
    st.apply_action(("goals_done",))
    assert st.round == 7 and st.goals_paid == [0, 0] and st.kept == [["campfire", [0, 1]]]


def test_glow_fund_gives_everyone_one_fun_and_crowd_control_clears_pawns():
    st = game(3)
    with_goals(st, "glow_fund", "crowd_control")
    st.goals_paid = [8, 5]
    st.goals_payers = [[1], [2]]
    to_goal_step(st)
    fun = list(st.fun)
    assert [e["goal"] for e in reversed(st.stack)] == ["glow_fund", "crowd_control"]
    st.apply_action(("use",))
    assert st.fun == [f + 1 for f in fun]
    assert st.decision() == "goal_done"
    st.apply_action(("use",))                               # no pawns on the board: nothing to do
    assert st.phase == "goal"


def test_goals_come_before_the_shows_fun_and_the_rounds_energy_loss():
    # L185-187: goal cards (step 3) before adjusting fun (step 4); L375: energy -1 at the end of the round
    st = game(3)
    with_goals(st, "night_owls", "front_row")
    st.fun = [9, 9, 4]                                      # 4 now, 6 after the show: too late for the goal
    st.must_see = ["see_01", "see_01", "see_01"]            # truffle_shuffle plays round 1 at Duroc
    st.must_miss = ["miss_02", "miss_02", "miss_02"]
    for s, xy in enumerate((DUROC, (8, 1), (7, 1))):
        put(st, s, xy)
    energy = list(st.energy)
    to_goal_step(st)
    assert st.decision() == "goal_done" and st.stack[-1]["goal"] == "front_row"      # night owls not met
    assert st.fun == [9, 9, 4] and st.energy == energy      # the show and the energy loss wait
    st.apply_action(("keep",))
    keep_goals(st)
    assert st.fun == [10, 10, 6] and st.energy == [e - 1 for e in energy]
    assert "night_owls" in st.goals_open


def test_a_goals_energy_comes_before_the_rounds_energy_loss():
    # L185 and L375: campfire's +2 energy lands before everyone loses 1, so nobody faints at 1 energy
    st = game(3)
    with_goals(st, "campfire", "tractor_taxi")
    put(st, 0, CAMP_HOGWASH)
    put(st, 1, (1, 6))
    st.energy[0] = 1
    to_goal_step(st)
    st.apply_action(("use",))
    keep_goals(st)
    assert st.energy[0] == 2 and st.pos[0] == T(CAMP_HOGWASH)


def lose_early_off(monkeypatch) -> None:
    monkeypatch.setattr(rules.BoaromiaState, "out_of_reach", lambda self: [])


def test_the_sound_check_ends_the_festival_once_the_photo_is_proven_impossible():
    # L363: you lose when no group photo "is no longer possible to take"
    st = game(2)
    with_goals(st, "midnight_snack", "last_round")          # no fun on either card
    st.round = 11                                           # one round left after this one
    st.fun = [0, 9]
    st.must_see = ["see_02", "see_02"]
    put(st, 0, (0, 0))                                      # far from the show: no fun this round
    keep_goals_after(st)
    assert st.is_terminal() and st.result == {"won": False, "round": 11, "short": [0]}
    assert st.returns() == [0.0, 0.0]
    assert st.fun_upper_bound(0) + st.goal_fun_left() < st.rules.photo_fun


def test_the_sound_check_waits_while_the_photo_is_not_proven_impossible():
    st = game(2)
    with_goals(st, "midnight_snack", "last_round")
    st.round = 11                                           # round 11 the_curly_tails, 12 harinna
    st.must_see, st.must_miss = ["see_01", "see_01"], ["miss_02", "miss_02"]     # both regular acts
    st.fun = [7, 9]                                         # one good act away
    keep_goals_after(st)
    assert not st.is_terminal() and st.round == 12
    st2 = game(2)
    st2.round = 5                                           # seven rounds left: never proven
    st2.fun = [0, 0]
    keep_goals_after(st2)
    assert not st2.is_terminal() and st2.round == 6
    with_goals(st2, "glow_fund", "sing_along")              # a kept or open goal's fun counts too
    st2.round, st2.fun = 11, [3, 9]
    assert st2.goal_fun_left() >= 5 and st2.out_of_reach() == []


def keep_goals_after(st) -> None:
    """Everyone ends the turn where they stand; the goal step keeps every goal."""
    r = st.round
    to_goal_step(st)
    keep_goals(st, r)


@pytest.mark.parametrize("n, seed, variant", [(2, 11, "standard"), (3, 12, "easy_breezy"), (4, 13, "standard")])
def test_the_sound_check_bound_is_never_beaten(monkeypatch, n, seed, variant):
    """Played on past every round end, nobody ever has more fun than the bound computed then."""
    lose_early_off(monkeypatch)
    rng = random.Random(seed)
    st = new(n, variant=variant)
    ceiling = [99] * n
    r = 0
    while not st.is_terminal():
        if st.started() and st.round != r:                  # a new round: the check after the last one
            r = st.round
            if r > 1:
                old = st.clone()
                old.round -= 1
                ceiling = [min(c, f + old.goal_fun_left() + old.fun_upper_bound(s))
                           for s, (c, f) in enumerate(zip(ceiling, st.fun, strict=True))]
        assert all(f <= c for f, c in zip(st.fun, ceiling, strict=True))
        legal = st.legal_actions()
        st.apply_action(rng.choice(legal))
    assert st.result is not None


def test_levels_night_owls_needs_everyone_at_the_level():
    st = game(3)
    with_goals(st, "night_owls", "loo_buddies")
    st.fun = [9, 9, 4]
    put(st, 0, LOO_ROW)
    put(st, 1, (2, 4))                                      # Loo Row too
    to_goal_step(st)
    assert [e["goal"] for e in st.stack] == ["loo_buddies"]  # fun 4 < 5 (nobody at the act)
    fun = list(st.fun)
    st.apply_action(("use",))
    assert st.fun == [fun[0] + 1, fun[1] + 1, fun[2]]
    st2 = game(3)
    with_goals(st2, "night_owls", "loo_buddies")
    st2.fun = [9, 9, 5]
    to_goal_step(st2)
    assert st2.stack[-1]["goal"] == "night_owls" and st2.stack[-1]["involved"] == [0, 1, 2]
    st2.apply_action(("use",))
    assert st2.decision() == "share_fun" and st2.stack[-1]["left"] == 3
    assert st2.pending() == Countdown(0, "share_fun", 3)


def test_sing_along_and_midnight_snack():
    st = game(4)
    with_goals(st, "sing_along", "midnight_snack")
    for s in range(4):
        put(st, s, DUROC)
    st.coins = [10] * 4
    start(st, 0, FRIES)
    st.apply_action(("eat", "fries"))
    st.apply_action(("end_turn",))
    start(st, 1, FRIES)
    st.apply_action(("eat", "fries"))
    st.apply_action(("end_turn",))
    to_goal_step(st)
    assert st.stack[-1]["goal"] == "midnight_snack" and st.stack[-1]["involved"] == [0, 1]
    assert st.goals_open == ["sing_along", None]            # seats 0 and 1 left Duroc
    energy = list(st.energy)
    st.apply_action(("use",))
    assert st.energy == [energy[0] + 2, energy[1] + 2, energy[2], energy[3]]


def test_rewards_to_one_are_the_teams_pick_and_bladder_is_relief():
    st = game(3)
    to_goal_step(st)
    st.stack = [{"k": "goal_done", "ctrl": 0, "goal": "campfire", "involved": [0]}]
    st.phase, st.back = "effects", "goals"
    bladder = list(st.bladder)
    reward = model.Effect("bladder", {"amount": -2, "to": "one"})
    goals.REWARDS["bladder"].use(st, reward, [0])
    assert st.decision() == "receiver" and st.legal_actions() == [("receiver", s) for s in range(3)]
    st.apply_action(("receiver", 2))
    assert st.bladder == [bladder[0], bladder[1], max(0, bladder[2] - 2)]
    goals.REWARDS["coins"].use(st, model.Effect("coins", {"amount": 2, "to": "all"}), [0])
    goals.REWARDS["fun"].use(st, model.Effect("fun", {"amount": 1, "to": "involved"}), [1])
    assert st.decision() == "goal_done"


def test_extra_steps_used_in_the_goal_step_count_in_the_next_turn():
    st = game(2)
    with_goals(st, "tractor_taxi", "curry_club")
    st.goals_paid = [6, 0]
    st.goals_payers = [[0], []]
    to_goal_step(st)
    st.apply_action(("use",))
    assert st.extra_steps == [1, 1]
    while st.phase != "next":
        st.apply_action(st.legal_actions()[0])
    st.event = None
    start(st, 0, (5, 5))
    assert st.steps_left == 7
    st.apply_action(("end_turn",))
    assert st.extra_steps == [0, 1]


def test_easy_breezy_draws_two_goals_and_keeps_one():
    st = new(2, variant="easy_breezy")
    for _ in range(3):
        st.apply_action(("side", 0))
    assert st.phase == "goal" and st.current_player() == CHANCE
    first = st.legal_actions()[0][1]
    st.apply_action(("goal", first))
    assert st.current_player() == CHANCE and ("goal", first) not in st.legal_actions()
    second = st.legal_actions()[0][1]
    st.apply_action(("goal", second))
    assert st.current_player() == 0 and st.decision() == "keep_goal"
    assert st.legal_actions() == [("keep_goal", first), ("keep_goal", second)]
    st.apply_action(("keep_goal", second))
    assert st.goals_open[0] == second and st.goals_left == [2, 3] and st.goal_draw == []
    assert ("goal", first) in st.legal_actions()            # back under the stack: it may come up again


def test_random_play_uses_every_kind_of_goal_reward():
    """Random play with every goal card kept from the start: each reward's decisions are played."""
    seen = set()
    for seed in range(4):
        rng = random.Random(seed)
        st = game(4)
        st.kept = [[g.id, [0, 2]] for g in C.goals]
        while not st.is_terminal():
            legal = st.legal_actions()
            action = rng.choice(legal)
            seen.add(action[0])
            st.apply_action(action)
        assert st.kept == [] or st.result is not None
        assert len(st.crowded) + st.crowd_supply == st.rules.crowd_in_play
        assert all(0 <= f <= 10 for f in st.fun)
    assert {"use_goal", "share", "share_done", "uncrowd", "blast", "pay_goal"} <= seen
