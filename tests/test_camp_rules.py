"""Camp Roskilde: every rule, every tile, the scoring examples, the variants and our rulings."""

from __future__ import annotations

import pytest

from game.core.state import CHANCE, IllegalAction
from game.games.camp.pending import ChainChoice, MainTurn, Tiebreak
from tests.camp_helpers import BEER, CONTENT, KISS, MUSIC, SPEC, T, at, game, put, set_grounds

SPACE = {"tl": 0, "t": 1, "tr": 2, "l": 3, "c": 4, "r": 5, "bl": 6, "b": 7, "br": 8}


def place(st, name, camp, space, rot=0):
    st.apply_action(("place", T(name), camp, space, rot))


def end_turn_quietly(st):
    """Finish the current turn by placing a harmless grounds tile if one is there, else clearing."""
    for action in st.legal_actions():
        if action[0] == "place" and CONTENT.ability[action[1]] == "none":
            st.apply_action(action)
            return
    st.apply_action(st.legal_actions()[0])


# -- setup and turn structure ---------------------------------------------------------

def test_setup_three_tiles_then_each_turn_fills_to_four():
    st = SPEC.new_state(3, {})
    for _ in range(3):
        assert st.current_player() == CHANCE and st.phase == "setup"
        st.apply_action(("draw", st.pile[0]))
    assert len(st.grounds) == 3 and st.phase == "fill"        # the first turn adds the fourth
    st.apply_action(("draw", st.pile[0]))
    assert len(st.grounds) == 4 and st.phase == "main" and st.current_player() == 0
    assert len(st.pile) == 56


def test_a_turn_places_one_tile_then_passes_and_refills():
    st = game(3, grounds=["green_camper", "blue_camper", "red_camper", "black_camper"])
    place(st, "green_camper", 1, SPACE["c"])                 # any camp, not only your own
    assert at(st, 1, 4) == "green_camper"
    assert st.turn == 1 and st.current_player() == CHANCE      # the next player's grounds refill
    st.apply_action(("draw", st.pile[0]))
    assert st.phase == "main" and len(st.grounds) == 4


# -- placing: symbols, rotation, colourless ---------------------------------------------

def test_sides_must_match_coloured_neighbours():
    st = game(2, grounds=["green_camper", "blue_camper", "red_camper", "black_camper"])
    put(st, 0, SPACE["c"], "green_cool_stuff")                # top beer, right kiss, bottom music, left music
    tile = T("blue_camper")                                   # beer, kiss, music, kiss
    # to the right of the centre tile, its left side must show kiss
    fits = {r for c, s, r in st.placements(tile, [0]) if s == SPACE["r"]}
    assert fits and all(CONTENT.turned[tile][r][3] == KISS for r in fits)
    bad = next(r for r in range(4) if CONTENT.turned[tile][r][3] != KISS)
    reason = st.why_not(("place", tile, 0, SPACE["r"], bad))
    assert "does not match the kiss of Cool Stuff (green)" in reason
    with pytest.raises(IllegalAction, match="does not match"):
        st.apply_action(("place", tile, 0, SPACE["r"], bad))


def test_colourless_tiles_fit_anywhere_and_ask_nothing_of_neighbours():
    st = game(2, grounds=["mime", "blue_camper", "red_camper", "black_camper"])
    put(st, 0, SPACE["c"], "green_cool_stuff")
    assert {s for c, s, r in st.placements(T("mime"), [0])} == {0, 1, 2, 3, 5, 6, 7, 8}
    put(st, 0, SPACE["t"], "rockstar")
    # a coloured tile above-left touching only the Rockstar may be turned any way
    assert {r for c, s, r in st.placements(T("blue_camper"), [0]) if s == SPACE["tl"]} == {0, 1, 2, 3}


def test_must_place_if_anything_fits_else_clear_the_grounds():
    st = game(2, grounds=["green_camper", "blue_camper", "red_camper", "black_camper"])
    assert ("discard_grounds",) not in st.legal_actions()
    with pytest.raises(IllegalAction, match="you must place"):
        st.apply_action(("discard_grounds",))
    # every space of both camps is taken except the centres, which need beer on all four sides
    blocked = game(2, grounds=["green_camper", "blue_camper", "red_camper", "black_camper"])
    for camp in range(2):
        for space in (0, 2, 6, 8):
            blocked.camps[camp][space] = T(("mime", "rockstar", "free_beer", "drunk")[space // 3])
        for space, d, name in ((1, 2, "green_bum"), (3, 1, "blue_bum"), (5, 3, "red_bum"), (7, 0, "black_bum")):
            tile = T(name) if camp == 0 else T(name.replace("bum", "babe"))
            blocked.camps[camp][space] = tile
            blocked.rots[camp][space] = next(r for r in range(4) if CONTENT.turned[tile][r][d] == BEER)
    assert all(not CONTENT.fit[t][code] for t in blocked.grounds for c in range(2)
               for _, code in blocked.open_spaces(c))
    assert blocked.legal_actions() == [("discard_grounds",)]
    grounds = list(blocked.grounds)
    blocked.apply_action(("discard_grounds",))
    assert set(grounds) <= set(blocked.discard) and blocked.grounds == []
    assert blocked.turn == 1 and blocked.current_player() == CHANCE   # the next turn starts


def test_full_camp_takes_no_tile():
    st = game(2, grounds=["mime", "blue_camper", "red_camper", "black_camper"])
    for space in range(9):
        st.camps[1][space] = T("free_beer") if space == 0 else T("rockstar") if space == 1 else T("mime")
    assert all(c != 1 for c, s, r in st.placements(T("mime")))
    assert st.why_not(("place", T("mime"), 1, 0, 0)) == "This camp is full."


# -- the tiles --------------------------------------------------------------------------

def test_party_animal_gives_another_turn_and_the_babe_wakes_it_again():
    st = game(3, grounds=["green_party_animal", "blue_camper", "red_camper", "black_camper"])
    place(st, "green_party_animal", 2, SPACE["c"])            # in someone else's camp: still our turn
    assert st.turn == 0 and st.extra_turns == 0 and st.current_player() == CHANCE
    st.apply_action(("draw", st.pile[0]))                     # the grounds refill for the extra turn
    assert st.turn == 0 and st.phase == "main"
    set_grounds(st, ["blue_babe", "red_camper", "black_camper", "green_camper"])
    rot = next(r for c, s, r in st.placements(T("blue_babe"), [2]) if s == SPACE["t"])
    place(st, "blue_babe", 2, SPACE["t"], rot)
    assert st.legal_actions() == [("activate", 2, SPACE["c"])]
    st.apply_action(("activate", 2, SPACE["c"]))              # woken: another extra turn
    assert st.turn == 0 and st.current_player() == CHANCE
    st.apply_action(("draw", st.pile[0]))
    assert st.turn == 0 and st.phase == "main"
    end_turn_quietly(st)
    assert st.turn == 1                                       # and then play moves on


def test_party_animals_in_one_chain_add_up():
    st = game(3, grounds=["green_explorer", "blue_party_animal", "red_camper", "black_camper"])
    put(st, 1, SPACE["c"], "red_party_animal")
    st.extra_turns = 1                                        # owed by a Party Animal earlier in this turn
    place(st, "green_explorer", 0, SPACE["c"])
    st.apply_action(next(a for a in st.legal_actions() if a[1] == T("blue_party_animal")))
    assert st.turn == 0 and st.extra_turns == 1               # one extra turn starts, one more is owed
    st.apply_action(("draw", st.pile[0]))
    st.apply_action(("draw", st.pile[0]))
    end_turn_quietly(st)
    assert st.turn == 0 and st.extra_turns == 0
    st.apply_action(("draw", st.pile[0]))
    end_turn_quietly(st)
    assert st.turn == 1


def test_bum_moves_an_unlocked_tile_from_another_camp_into_its_own():
    st = game(3, grounds=["green_bum", "blue_camper", "red_camper", "black_camper"])
    put(st, 1, SPACE["c"], "mime")
    put(st, 2, SPACE["c"], "rockstar")
    put(st, 2, SPACE["t"], "your_mom")                        # locks the Rockstar below her
    assert st.pending() == MainTurn(0, "main")
    place(st, "green_bum", 0, SPACE["c"])
    assert st.decision() == "bum" and st.current_player() == 0
    assert st.pending() == ChainChoice(0, "bum", ability="bum", tile=T("green_bum"), camp=0)
    sources = {(a[1], a[2]) for a in st.legal_actions()}
    assert (1, SPACE["c"]) in sources and (2, SPACE["c"]) not in sources   # locked by Your Mom
    assert (2, SPACE["t"]) in sources                                      # Your Mom herself is free
    move = next(a for a in st.legal_actions() if a[1:3] == (1, SPACE["c"]))
    st.apply_action(move)
    assert at(st, 0, move[4]) == "mime" and at(st, 1, SPACE["c"]) is None


def test_bum_with_nothing_to_take_is_skipped():
    st = game(3, grounds=["green_bum", "blue_camper", "red_camper", "black_camper"])
    place(st, "green_bum", 0, SPACE["c"])
    assert st.turn == 1                                       # forced effect impossible: skipped


def test_explorer_brings_another_grounds_tile_whose_rule_then_works():
    st = game(3, grounds=["green_explorer", "blue_party_animal", "red_camper", "black_camper"])
    place(st, "green_explorer", 0, SPACE["c"])
    assert st.decision() == "explorer"
    assert {a[1] for a in st.legal_actions()} == {T("blue_party_animal"), T("red_camper"), T("black_camper")}
    assert all(a[2] == 0 for a in st.legal_actions())         # into the Explorer's camp only
    st.apply_action(next(a for a in st.legal_actions() if a[1] == T("blue_party_animal")))
    st.apply_action(("draw", st.pile[0]))
    assert st.turn == 0                                       # the Party Animal's extra turn


def test_believer_discards_an_unlocked_neighbour_and_its_leaving_rule_works():
    st = game(3, grounds=["green_believer", "blue_camper", "red_camper", "black_camper"])
    put(st, 0, SPACE["t"], "drunk")
    put(st, 0, SPACE["bl"], "rockstar")                       # diagonal: not a neighbour
    rot = next(r for c, s, r in st.placements(T("green_believer"), [0]) if s == SPACE["c"])
    place(st, "green_believer", 0, SPACE["c"], rot)
    assert st.legal_actions() == [("discard_tile", 0, SPACE["t"])]
    st.apply_action(("discard_tile", 0, SPACE["t"]))
    assert T("drunk") in st.discard
    assert st.decision() == "drunk"                           # the Drunk's camp gets a grounds tile
    action = st.legal_actions()[0]
    st.apply_action(action)
    assert action[2] == 0 and st.camps[0][action[3]] == action[1]


def test_player_takes_another_tile_along_to_the_discard_pile():
    st = game(3, grounds=["green_believer", "blue_camper", "red_camper", "black_camper"])
    put(st, 0, SPACE["t"], "red_player", 0)
    put(st, 0, SPACE["br"], "mime")
    rot = next(r for c, s, r in st.placements(T("green_believer"), [0]) if s == SPACE["c"])
    place(st, "green_believer", 0, SPACE["c"], rot)
    st.apply_action(("discard_tile", 0, SPACE["t"]))          # the Player leaves ...
    assert st.decision() == "player"
    assert ("discard_tile", 0, SPACE["br"]) in st.legal_actions()
    st.apply_action(("discard_tile", 0, SPACE["br"]))         # ... and takes the Mime along
    assert {T("red_player"), T("mime")} <= set(st.discard)


def test_player_takes_another_tile_along_to_its_new_camp():
    st = game(3, grounds=["green_bum", "blue_camper", "red_camper", "black_camper"])
    put(st, 1, SPACE["c"], "red_player")
    put(st, 1, SPACE["t"], "mime")
    place(st, "green_bum", 0, SPACE["c"])
    st.apply_action(next(a for a in st.legal_actions() if a[1:3] == (1, SPACE["c"])))
    assert st.decision() == "player"
    assert all(a[0] == "move" and a[1] == 1 and a[3] == 0 for a in st.legal_actions())
    st.apply_action(next(a for a in st.legal_actions() if a[2] == SPACE["t"]))
    assert T("mime") in st.camps[0] and T("red_player") in st.camps[0]


def test_music_scares_another_vibe_out_never_colourless_or_its_own():
    st = game(3, grounds=["red_music", "blue_camper", "red_camper", "black_camper"])
    put(st, 0, SPACE["tl"], "mime")
    put(st, 0, SPACE["br"], "red_cool_stuff")
    put(st, 0, SPACE["tr"], "blue_cool_stuff")
    rot = next(r for c, s, r in st.placements(T("red_music"), [0]) if s == SPACE["c"])
    place(st, "red_music", 0, SPACE["c"], rot)
    assert st.decision() == "music"
    moved = {st.camps[a[1]][a[2]] for a in st.legal_actions()}
    assert moved == {T("blue_cool_stuff")}
    assert all(a[3] != 0 for a in st.legal_actions())         # into another camp
    st.apply_action(st.legal_actions()[0])
    assert T("blue_cool_stuff") not in st.camps[0]


def test_babe_wakes_a_placed_rule_but_never_another_babe():
    st = game(3, grounds=["red_babe", "blue_camper", "red_camper", "black_camper"])
    put(st, 0, SPACE["tl"], "blue_babe")
    put(st, 0, SPACE["br"], "green_camper")                   # no rule to wake
    put(st, 0, SPACE["bl"], "blue_bum")
    put(st, 1, SPACE["c"], "mime")
    rot = next(r for c, s, r in st.placements(T("red_babe"), [0]) if s == SPACE["c"])
    place(st, "red_babe", 0, SPACE["c"], rot)
    assert st.legal_actions() == [("activate", 0, SPACE["bl"])]
    st.apply_action(("activate", 0, SPACE["bl"]))
    assert st.decision() == "bum"                             # the Bum works again
    st.apply_action(st.legal_actions()[0])
    assert T("mime") in st.camps[0]


def test_bar_and_storyteller_lock_the_neighbours_their_arrows_point_at():
    st = game(2)
    put(st, 0, SPACE["c"], "green_bar", 0)                    # locks left and right
    for s in (1, 3, 5, 7):
        put(st, 0, s, ("mime", "rockstar", "free_beer", "drunk")[(s - 1) // 2])
    assert [st.locked(0, s) for s in (1, 3, 5, 7)] == [False, True, True, False]
    st.rots[0][SPACE["c"]] = 1                                 # turned: now top and bottom
    assert [st.locked(0, s) for s in (1, 3, 5, 7)] == [True, False, False, True]
    assert not st.locked(0, SPACE["c"])                       # the Bar itself is free
    put(st, 1, SPACE["c"], "green_storyteller", 0)            # locks top and right
    put(st, 1, SPACE["t"], "mime")
    put(st, 1, SPACE["l"], "rockstar")
    assert st.locked(1, SPACE["t"]) and not st.locked(1, SPACE["l"])


def test_your_mom_locks_every_neighbour_and_two_lockers_lock_each_other():
    st = game(2)
    put(st, 0, SPACE["c"], "your_mom")
    put(st, 0, SPACE["t"], "green_bar", 1)                    # bar turned: locks top(-) and bottom (Mom)
    put(st, 0, SPACE["l"], "mime")
    assert st.locked(0, SPACE["t"]) and st.locked(0, SPACE["l"])
    assert st.locked(0, SPACE["c"])                           # the Bar locks Your Mom
    assert [CONTENT.tiles[t].id for t in st.lockers(0, SPACE["l"])] == ["your_mom"]


def test_drunk_leaving_lets_the_mover_refill_his_camp_wherever_the_tile_fits():
    # L225: "the player who moved The Drunk gets to choose a tile from the festival grounds and
    # place it in the CAMP that The Drunk left": any free space of that camp where the tile fits
    # (L88-L90: symbols match its neighbours, turned any way), not only the space he left.
    st = game(3, grounds=["green_bum", "blue_camper", "red_camper", "black_camper"])
    put(st, 1, SPACE["c"], "drunk")
    put(st, 1, SPACE["t"], "green_cool_stuff")                # his neighbour: its bottom shows music
    place(st, "green_bum", 0, SPACE["c"])
    st.apply_action(next(a for a in st.legal_actions() if a[1:3] == (1, SPACE["c"])))
    assert st.decision() == "drunk" and st.current_player() == 0          # whoever moved him
    legal = st.legal_actions()
    assert all(a[0] == "place" and a[1] in st.grounds and a[2] == 1 for a in legal)   # only his old camp
    spaces = {a[3] for a in legal}
    assert SPACE["c"] in spaces and SPACE["br"] in spaces   # his space, and a space he never held
    assert SPACE["t"] not in spaces                           # taken
    assert set(legal) == {("place", t, 1, s, r) for t in st.grounds for _, s, r in st.placements(t, [1])}
    for t, s, r in ((a[1], a[3], a[4]) for a in legal):       # every choice fits its neighbours
        assert st.fits(1, s, t, r)
    action = next(a for a in legal if a[3] == SPACE["br"])
    st.apply_action(action)
    assert st.camps[1][SPACE["br"]] == action[1] and st.camps[1][SPACE["c"]] == -1
    assert action[1] not in st.grounds


def test_drunk_refill_must_fit_in_his_camp_and_is_skipped_when_nothing_does():
    # L225 with L100: the refill follows the placing rules in the camp he left; when no grounds
    # tile fits there (though they fit elsewhere), the rule cannot be carried out and is skipped.
    st = game(2, grounds=["green_bum"])
    for space, name in ((1, "green_cool_stuff"), (3, "blue_camper"), (5, "red_camper"), (7, "black_camper"),
                        (0, "mime"), (2, "rockstar"), (6, "free_beer"), (8, "mr_chaos")):
        put(st, 1, space, name)                               # only the centre is free: his space
    misfits = [t for t in st.pile if CONTENT.coloured[t] and not st.placements(t, [1])]
    put(st, 1, SPACE["c"], "drunk")
    set_grounds(st, ["green_bum"] + [CONTENT.tiles[t].id for t in misfits[:3]])
    assert len(misfits) >= 3 and all(st.placements(t, [0]) for t in misfits[:3])
    place(st, "green_bum", 0, SPACE["c"])
    st.apply_action(next(a for a in st.legal_actions() if a[1:3] == (1, SPACE["c"])))
    assert st.phase != "chain" and st.camps[1][SPACE["c"]] == -1     # skipped: nothing fits there
    assert all(t in st.grounds for t in misfits[:3])


def test_mr_chaos_draws_the_top_tile_into_his_camp():
    st = game(3, grounds=["mr_chaos", "blue_camper", "red_camper", "black_camper"])
    place(st, "mr_chaos", 0, SPACE["c"])
    assert st.current_player() == CHANCE and st.decision() == "mr_chaos"
    st.apply_action(("draw", T("green_cool_stuff")))
    assert st.decision() == "mr_chaos"
    assert st.pending().drawn == T("green_cool_stuff") and st.pending().tile == T("mr_chaos")
    assert all(a[1] == T("green_cool_stuff") and a[2] == 0 for a in st.legal_actions())
    st.apply_action(st.legal_actions()[0])
    assert T("green_cool_stuff") in st.camps[0]


def test_mr_chaos_discards_a_tile_that_cannot_be_placed_without_replacement():
    st = game(3, grounds=["mr_chaos", "blue_camper", "red_camper", "black_camper"])
    # every space but the centre is taken: the drawn tile will find no room
    for s, name in zip((0, 1, 2, 3, 5, 6, 7, 8), ("green_camper", "mime", "rockstar", "free_beer", "drunk",
                                                  "lake_of_puke", "your_mom", "main_act"), strict=True):
        put(st, 0, s, name)
    place(st, "mr_chaos", 0, SPACE["c"])
    pile = len(st.pile)
    st.apply_action(("draw", T("blue_cool_stuff")))
    assert T("blue_cool_stuff") in st.discard and len(st.pile) == pile - 1


def test_lake_of_puke_discards_unlocked_neighbours_only():
    st = game(3, grounds=["lake_of_puke", "blue_camper", "red_camper", "black_camper"])
    put(st, 0, SPACE["t"], "mime")
    put(st, 0, SPACE["l"], "rockstar")
    put(st, 0, SPACE["bl"], "your_mom")                       # locks the left neighbour of the lake? no: (3) yes
    put(st, 0, SPACE["tr"], "free_beer")                      # diagonal
    place(st, "lake_of_puke", 0, SPACE["c"])
    assert at(st, 0, SPACE["t"]) is None and T("mime") in st.discard
    assert at(st, 0, SPACE["l"]) == "rockstar"                # locked by Your Mom below it
    assert at(st, 0, SPACE["tr"]) == "free_beer"
    assert any(s == SPACE["t"] for c, s, r in st.placements(T("blue_cool_stuff"), [0]))


def test_main_act_leaves_with_another_tile_even_a_locked_one():
    st = game(3, grounds=["main_act", "blue_camper", "red_camper", "black_camper"])
    put(st, 0, SPACE["t"], "your_mom")
    put(st, 0, SPACE["tl"], "rockstar")                       # locked by Your Mom
    place(st, "main_act", 0, SPACE["c"])
    assert T("main_act") in st.discard and at(st, 0, SPACE["c"]) is None
    assert st.decision() == "main_act"
    assert ("discard_tile", 0, SPACE["tl"]) in st.legal_actions()
    st.apply_action(("discard_tile", 0, SPACE["tl"]))
    assert T("rockstar") in st.discard


def test_discarded_tiles_are_not_placed():
    st = game(3, grounds=["green_believer", "blue_camper", "red_camper", "black_camper"])
    put(st, 0, SPACE["t"], "blue_party_animal", 2)
    rot = next(r for c, s, r in st.placements(T("green_believer"), [0]) if s == SPACE["c"])
    place(st, "green_believer", 0, SPACE["c"], rot)
    st.apply_action(("discard_tile", 0, SPACE["t"]))
    assert st.extra_turns == 0 and st.turn == 1


# -- who decides ----------------------------------------------------------------------------

def test_chain_choices_belong_to_the_active_player_even_in_another_camp():
    st = game(3, grounds=["green_bum", "blue_camper", "red_camper", "black_camper"])
    put(st, 0, SPACE["c"], "mime")
    place(st, "green_bum", 2, SPACE["c"])
    assert st.decision() == "bum" and st.current_player() == 0


def test_my_camp_my_rules_gives_the_choice_to_the_camp_owner():
    st = game(3, grounds=["green_bum", "blue_camper", "red_camper", "black_camper"], my_camp_my_rules=True)
    put(st, 0, SPACE["c"], "mime")
    place(st, "green_bum", 2, SPACE["c"])
    assert st.decision() == "bum" and st.current_player() == 2


# -- the end ----------------------------------------------------------------------------------

def test_a_full_camp_ends_the_game_after_the_chain():
    st = game(2, grounds=["free_beer", "blue_camper", "red_camper", "black_camper"])
    for s, name in enumerate(("mime", "rockstar", "drunk", "your_mom", "lake_of_puke", "main_act",
                              "mr_chaos", "green_camper")):
        put(st, 1, s, name)
    place(st, "free_beer", 1, 8)
    assert st.result["reason"] == "full" and st.phase in ("tiebreak", "over")


def test_a_chain_that_frees_a_space_keeps_the_game_going():
    st = game(2, grounds=["main_act", "blue_camper", "red_camper", "black_camper"])
    for s, name in enumerate(("mime", "rockstar", "drunk", "your_mom", "lake_of_puke", "free_beer",
                              "mr_chaos", "green_camper")):
        put(st, 1, s, name)
    place(st, "main_act", 1, 8)                               # the 9th tile ... which leaves at once
    st.apply_action(("discard_tile", 1, 0))
    assert not st.is_terminal() and st.count(1) == 7


def test_an_empty_draw_pile_ends_the_game_after_that_turn():
    st = game(2, grounds=["green_camper", "blue_camper", "red_camper", "black_camper"])
    st.discard.extend(st.pile[:-1])
    st.pile = st.pile[-1:]
    place(st, "green_camper", 0, 4)                           # the pile still has one: play on
    assert not st.is_terminal()
    st.apply_action(("draw", st.pile[0]))                     # the refill empties the pile
    end_turn_quietly(st)
    assert st.result["reason"] == "pile" and st.phase in ("tiebreak", "over")


def test_five_or_six_players_reshuffle_the_discards_once():
    st = game(5, grounds=["green_camper", "blue_camper", "red_camper", "black_camper"])
    st.discard.extend(st.pile)
    st.pile = []
    place(st, "green_camper", 0, 4)
    assert not st.is_terminal() and st.reshuffles == 0 and st.discard == []
    assert len(st.pile) == 56                                 # everything but the placed tile
    while st.is_chance():                                     # the next turn refills from the new pile
        st.apply_action(("draw", st.pile[0]))
    st.discard.extend(st.pile)                                # ... which runs out a second time
    st.pile = []
    end_turn_quietly(st)
    assert st.result["reason"] == "pile" and st.phase in ("tiebreak", "over")


# -- scoring ------------------------------------------------------------------------------------

def vibe_camp(st, camp, counts: dict[str, int], colourless: list[str] = ()):
    """Lay tiles worth the given points per vibe (Volunteer 2, Cool Stuff 1 ...)."""
    worth = [("volunteer", 2), ("camper", 2), ("music_nerd", 2), ("cool_stuff", 1), ("bum", 1), ("babe", 1)]
    space = 0
    for vibe, points in counts.items():
        left = points
        for kind, value in worth:
            if value <= left:
                put(st, camp, space, f"{vibe}_{kind}")
                space += 1
                left -= value
            if left == 0:
                break
        assert left == 0
    for name in colourless:
        put(st, camp, space, name)
        space += 1


@pytest.mark.parametrize("counts,colourless,expected", [
    ({"red": 5, "green": 3, "black": 1}, [], 2),                         # example 1
    ({"blue": 4, "red": 4, "black": 3}, [], 0),                          # example 2
    ({"blue": 4, "red": 3, "green": 3, "black": 2}, [], 1),              # example 3
    ({"black": 5, "green": 3}, ["mime"], 1),                             # example 4
    ({"blue": 6, "red": 6}, ["mime"], -1),                               # example 5
])
def test_rulebook_scoring_examples(counts, colourless, expected):
    st = game(2)
    vibe_camp(st, 0, counts, colourless)
    assert st.score(0) == expected


def test_a_perfectly_diverse_camp_beats_any_score():
    st = game(2, grounds=["free_beer", "blue_camper", "red_camper", "black_camper"])
    for s, name in enumerate(("green_bum", "blue_babe", "red_explorer", "black_music_nerd", "green_camper",
                              "blue_cool_stuff", "red_volunteer", "mime")):
        put(st, 0, s, name)
    assert not st.diverse(0)
    vibe_camp(st, 1, {"red": 6})
    assert st.score(1) > st.score(0)
    place(st, "free_beer", 0, 8)                             # nine types, four vibes, colourless
    assert st.diverse(0) and st.result["winner"] == 0 and st.returns() == [1.0, 0.0]


def test_the_tiebreaker_is_whoever_placed_the_last_tile_and_chooses():
    st = game(2, grounds=["free_beer", "blue_camper", "red_camper", "black_camper"])
    for s, name in enumerate(("mime", "rockstar", "drunk", "your_mom", "lake_of_puke", "main_act",
                              "mr_chaos", "green_camper")):
        put(st, 0, s, name)
    place(st, "free_beer", 0, 8)                              # seat 0 fills a camp: green 2 - 0, colourless -2
    assert st.score(0) == st.score(1) == 0                    # ... and seat 1's empty camp scores 0 too
    assert st.phase == "tiebreak" and st.current_player() == 0
    assert st.pending() == Tiebreak(0, "tiebreak", (0, 1))
    assert set(st.legal_actions()) == {("winner", 0), ("winner", 1)}
    st.apply_action(("winner", 1))                            # the Tiebreaker may name anyone tied
    assert st.is_terminal() and st.returns() == [0.0, 1.0]


# -- variants ----------------------------------------------------------------------------------

def test_take_a_chance_draws_the_top_tile_unseen():
    st = game(2, grounds=["green_camper", "blue_camper", "red_camper", "black_camper"], take_a_chance=True)
    assert ("gamble",) in st.legal_actions()
    st.apply_action(("gamble",))
    assert st.current_player() == CHANCE
    st.apply_action(("draw", T("rockstar")))
    assert st.decision() == "gamble" and all(a[1] == T("rockstar") for a in st.legal_actions())
    st.apply_action(st.legal_actions()[0])
    assert T("rockstar") in [t for row in st.camps for t in row]
    assert len(st.grounds) == 4                               # the grounds were left alone


def test_ups_and_downs_forbids_turning():
    st = game(2, grounds=["green_camper", "blue_camper", "red_camper", "black_camper"], ups_and_downs=True)
    assert {a[4] for a in st.legal_actions() if a[0] == "place"} == {0}


def test_our_volunteer_rule_recycles_the_top_discard():
    st = game(2, grounds=["green_volunteer", "blue_camper", "red_camper", "black_camper"], volunteer=True)
    st.discard.append(T("rockstar"))
    st.pile.remove(T("rockstar"))
    place(st, "green_volunteer", 0, 4)
    assert T("rockstar") in st.grounds and st.discard == []
    plain = game(2, grounds=["green_volunteer", "blue_camper", "red_camper", "black_camper"])
    plain.discard.append(T("rockstar"))
    plain.pile.remove(T("rockstar"))
    place(plain, "green_volunteer", 0, 4)
    assert plain.discard == [T("rockstar")]


@pytest.mark.parametrize("mode,locked_allowed", [("unlocked", False), ("locked_too", True)])
def test_matchmaking_removes_the_same_type_of_another_vibe(mode, locked_allowed):
    st = game(2, grounds=["green_bum", "blue_camper", "red_camper", "black_camper"], matchmaking=mode)
    put(st, 1, SPACE["c"], "red_bum")
    put(st, 1, SPACE["t"], "your_mom")                        # locks the Bum
    assert (("match", T("green_bum"), 1, SPACE["c"]) in st.legal_actions()) is locked_allowed
    put(st, 0, SPACE["c"], "blue_bum")
    st.apply_action(("match", T("green_bum"), 0, SPACE["c"]))
    assert {T("green_bum"), T("blue_bum")} <= set(st.discard)
    assert T("green_bum") not in [t for row in st.camps for t in row]


def test_right_next_to_me_keeps_camps_connected():
    st = game(2, grounds=["green_camper", "blue_camper", "red_camper", "black_camper"], right_next_to_me=True)
    assert {a[3] for a in st.legal_actions() if a[0] == "place" and a[2] == 0} == set(range(9))   # empty camp
    put(st, 0, SPACE["tl"], "mime")
    assert {a[3] for a in st.legal_actions() if a[0] == "place" and a[2] == 0} == {SPACE["t"], SPACE["l"]}


def test_get_on_with_it_hands_the_turn_to_the_next_player():
    st = game(3, grounds=["green_bum", "blue_camper", "red_camper", "black_camper"], get_on_with_it=True)
    assert ("time_up",) not in st.legal_actions()             # the clock's move, not a player's
    st.apply_action(("time_up",))
    assert st.current_player() == 1                           # the next player finishes the turn
    put(st, 2, SPACE["c"], "mime")
    place(st, "green_bum", 0, SPACE["c"])
    assert st.decision() == "bum" and st.current_player() == 1
    st.apply_action(st.legal_actions()[0])
    assert st.turn == 1 and st.finisher is None               # then it is simply the next turn
    with pytest.raises(IllegalAction, match="no clock"):
        game(2).apply_action(("time_up",))


# -- rulings ----------------------------------------------------------------------------------

def test_ruling_a_tiles_rule_works_once_a_turn_so_chains_end():
    """Music and The Player could chase each other between camps for ever."""
    st = game(4, grounds=["red_music", "blue_camper", "red_camper", "black_camper"])
    put(st, 0, SPACE["tl"], "black_player")
    rot = next(r for c, s, r in st.placements(T("red_music"), [0]) if s == SPACE["c"])
    place(st, "red_music", 0, SPACE["c"], rot)
    steps = 0
    while st.phase == "chain" and steps < 50:
        st.apply_action(st.legal_actions()[0])
        steps += 1
    assert st.phase != "chain" and steps < 10


def test_ruling_a_tile_gone_before_its_rule_runs_does_nothing():
    st = game(3, grounds=["lake_of_puke", "blue_camper", "red_camper", "black_camper"])
    put(st, 0, SPACE["t"], "drunk")
    set_grounds(st, ["lake_of_puke", "green_party_animal", "red_camper", "black_camper"])
    place(st, "lake_of_puke", 0, SPACE["c"])                  # the Drunk leaves; refill his space
    party = next(a for a in st.legal_actions() if a[1] == T("green_party_animal"))
    st.apply_action(party)
    st.apply_action(("draw", st.pile[0]))
    assert st.turn == 0                                       # the Party Animal placed by the Drunk works


def test_symbols_of_the_content_are_all_used():
    counts = [0, 0, 0]
    for sides in CONTENT.sides:
        for s in sides or ():
            counts[s] += 1
    assert min(counts) >= 60 and {BEER, KISS, MUSIC} == {0, 1, 2}


def test_ruling_mr_chaos_on_an_empty_pile():
    st = game(3, grounds=["mr_chaos", "blue_camper", "red_camper", "black_camper"])
    st.discard.extend(st.pile)
    st.pile = []
    place(st, "mr_chaos", 0, SPACE["c"])
    assert st.count(0) == 1 and st.result["reason"] == "pile"


def test_ruling_the_game_ends_before_an_extra_turn():
    st = game(2, grounds=["green_party_animal", "blue_camper", "red_camper", "black_camper"])
    for s, name in enumerate(("mime", "rockstar", "drunk", "your_mom", "lake_of_puke", "main_act",
                              "mr_chaos", "free_beer")):
        put(st, 1, s, name)
    place(st, "green_party_animal", 1, 8)                     # fills the camp and wins an extra turn
    assert st.result["reason"] == "full" and st.phase in ("tiebreak", "over")


# -- why not: the reasons the table shows ------------------------------------------------

def test_why_not_names_the_rule_that_forbids_a_choice_and_check_raises_it():
    st = game(3, grounds=["green_bum", "blue_camper", "red_camper", "black_camper"])
    put(st, 1, SPACE["c"], "mime")
    put(st, 2, SPACE["c"], "rockstar")
    put(st, 2, SPACE["t"], "your_mom")                        # locks the Rockstar below her
    place(st, "green_bum", 0, SPACE["l"])
    bum = CONTENT.type_name(T("green_bum"))
    assert st.why_not_take(1, SPACE["c"]) == ""               # the Mime may come over
    rockstar, mom = CONTENT.name(T("rockstar")), CONTENT.name(T("your_mom"))
    assert st.why_not_take(2, SPACE["c"]) == f"{rockstar} cannot leave: Locked by {mom}."
    assert st.why_not_take(0, SPACE["l"]) == "The Bum takes a tile from another camp, not from his own."
    wrong = ("move", 1, SPACE["c"], 2, SPACE["l"], 0)         # into a camp not the Bum's
    assert st.why_not(wrong) == f"{bum} brings the tile into his own camp."
    with pytest.raises(IllegalAction, match="brings the tile into his own camp"):
        st.apply_action(wrong)
    assert st.why_not(("move", 1, SPACE["c"], 0, SPACE["c"], 0)) == ""
