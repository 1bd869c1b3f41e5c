"""Höhlengrölen: every rule of the rulebook and every ruling in content/cave_rave/README.md."""

from __future__ import annotations

import random

import pytest

from game.core.match import Runner, Seat
from game.core.state import CHANCE, IllegalAction
from game.games.cave_rave.rules import UNKNOWN, band_value, castings_for
from game.games.cave_rave.text import explain
from tests.cave_rave_helpers import cards, dealt, draw_deck, new_game, rig

FOLK1F, FOLK1M = cards("folk", 1, "f"), cards("folk", 1, "m")
FOLK2F, FOLK2M = cards("folk", 2, "f"), cards("folk", 2, "m")
RAP = cards("rap")
RAP1F, RAP1M, RAP2F, RAP2M, RAP3F, RAP3M = (cards("rap", p, g) for p in (1, 2, 3) for g in "fm")
METAL1F, POP1F, POP1M, METAL1M = cards("metal", 1, "f"), cards("pop", 1, "f"), cards("pop", 1, "m"), \
    cards("metal", 1, "m")


def to_meld(st, seat_hand):
    """Current producer draws two from the deck, then holds exactly ``seat_hand``."""
    draw_deck(st)
    rig(st, st.turn, seat_hand)
    return st


# -- setup -------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_deals_three_hidden_cards_and_three_bonus_cards(n):
    st = new_game(n)
    assert st.current_player() == CHANCE
    while st.is_chance():
        st.apply_action(("card", st.pile[0]))
    assert all(len(h) == 3 for h in st.hands)
    assert all(sorted(b) == ["dancer", "singer", "stylist"] for b in st.bonuses)
    assert len(st.pile) == 48 - 3 * n
    assert st.discard == []


def test_two_producers_split_the_deck_into_two_equal_decks():
    st = dealt(2)
    assert st.deck_left == 21 and st.deck_queue == [21]
    assert st.castings == 4


@pytest.mark.parametrize("n,castings", [(2, 4), (3, 3), (4, 4)])
def test_game_lasts_as_many_castings_as_producers(n, castings):
    assert castings_for(n, "standard") == castings


def test_short_gig_option_halves_the_castings():
    assert castings_for(2, "short") == 2 and castings_for(3, "short") == 2
    assert dealt(3, length="short").castings == 2


def test_random_starter_option_is_a_chance_decision():
    st = dealt(3, starter="random")
    assert st.phase == "starter" and st.current_player() == CHANCE
    st.apply_action(("starter", 2))
    assert st.turn == 2 and st.starter == 2 and st.phase == "draw"


# -- drawing -------------------------------------------------------------------------

def test_first_turn_has_no_discard_pile():
    st = dealt(3)
    assert st.legal_actions() == [("draw", "deck")]
    with pytest.raises(IllegalAction, match="discard pile is empty"):
        st.apply_action(("draw", "discard"))


def test_draw_two_from_the_deck_then_discard_one():
    st = dealt(3)
    draw_deck(st)
    assert len(st.hands[0]) == 5 and st.phase == "meld"
    st.apply_action(("discard", st.hands[0][0]))
    assert len(st.hands[0]) == 4 and st.turn == 1 and st.phase == "draw"
    assert len(st.discard) == 1


def test_top_discard_plus_one_from_the_deck_never_two_discards():
    st = dealt(3)
    draw_deck(st)
    first = st.hands[0][0]
    st.apply_action(("discard", first))
    draw_deck(st)
    second = st.hands[1][0]
    st.apply_action(("discard", second))
    assert st.discard == [first, second]
    assert set(st.legal_actions()) == {("draw", "deck"), ("draw", "discard")}
    st.apply_action(("draw", "discard"))
    assert second in st.hands[2] and st.discard == [first]   # only the top card
    assert st.is_chance() and st.to_draw == 1                 # plus exactly one from the deck
    st.apply_action(("card", st.pile[0]))
    assert len(st.hands[2]) == 5
    assert second in st.known[2]                              # everybody saw that card taken


def after_two_turns():
    """Seat 2 is to draw, with two cards on the discard pile."""
    st = dealt(3)
    for seat in (0, 1):
        draw_deck(st)
        st.apply_action(("discard", st.hands[seat][0]))
    return st


def test_free_draw_order_look_at_a_deck_card_then_take_the_top_discard():
    # L53: "The order in which he takes these cards doesn't matter"
    st = after_two_turns()
    top = st.top_discard()
    st.apply_action(("draw", "deck"))
    assert st.is_chance() and st.to_draw == 1                 # one deck card only, for now
    seen = st.pile[0]
    st.apply_action(("card", seen))
    p = st.pending()
    assert p.seat == 2 and p.kind == "draw" and p.second and p.sources == ("deck", "discard")
    assert seen in st.hands[2] and len(st.hands[2]) == 4      # looked at it, the choice is still open
    st.apply_action(("draw", "discard"))
    assert st.phase == "meld" and not st.is_chance()          # that was the second card: no more
    assert top in st.hands[2] and len(st.hands[2]) == 5 and st.top_discard() != top
    assert st.known[2] == [top]                               # the deck card stays secret


def test_free_draw_order_second_card_from_the_deck_too():
    # L53: two from the deck, one at a time
    st = after_two_turns()
    discard = list(st.discard)
    st.apply_action(("draw", "deck"))
    st.apply_action(("card", st.pile[0]))
    st.apply_action(("draw", "deck"))
    assert st.is_chance() and st.to_draw == 1
    st.apply_action(("card", st.pile[0]))
    assert st.phase == "meld" and len(st.hands[2]) == 5 and st.discard == discard and st.known[2] == []


def test_free_draw_order_never_two_from_the_discard_pile():
    # L53: "he is not allowed to draw two cards from the discard pile"
    st = after_two_turns()
    st.apply_action(("draw", "discard"))
    assert st.is_chance() and st.to_draw == 1 and not st.second   # the deck card follows, no choice
    st.apply_action(("card", st.pile[0]))
    assert st.phase == "meld" and len(st.hands[2]) == 5 and len(st.discard) == 1
    with pytest.raises(IllegalAction, match="already drawn"):
        st.apply_action(("draw", "discard"))


def test_second_draw_choice_comes_before_anything_else():
    st = after_two_turns()
    st.apply_action(("draw", "deck"))
    st.apply_action(("card", st.pile[0]))
    assert {a[0] for a in st.legal_actions()} == {"draw"}
    with pytest.raises(IllegalAction, match="second card"):
        st.apply_action(("discard", st.hands[2][0]))


def test_deck_card_seen_before_the_second_choice_is_secret_to_the_others():
    # L53 with hidden cards: the others see one more card back, and which choice is open
    st = after_two_turns()
    st.apply_action(("draw", "deck"))
    card = st.pile[0]
    st.apply_action(("card", card))
    for seat in (0, 1):
        view = st.view(seat)
        assert card not in view.hands[2] and view.hands[2].count(UNKNOWN) == 4
        assert view.pending().second and view.legal_actions() == st.legal_actions()
        guess = view.determinize(random.Random(seat))
        guess.apply_action(("draw", "discard"))                # a guessed world plays on
        assert guess.phase == "meld"
    assert card in st.view(2).hands[2]


def test_the_seen_deck_card_cannot_be_taken_back():
    # undo stops at a chance reveal: after the first deck card neither draw can be undone
    runner = Runner.new("cave_rave", [Seat("Ann"), Seat("Bob"), Seat("Cy")], seed=5)
    runner.start()
    for seat in (0, 1):
        runner.play(("draw", "deck"))
        while runner.state.pending().kind == "draw":
            runner.play(("draw", "deck"))
        runner.play(("discard", runner.state.hands[seat][0]))
    runner.play(("draw", "deck"))
    assert runner.state.pending().second and not runner.can_undo(2)
    runner.play(("draw", "discard"))
    assert runner.can_undo(2)                                  # the discard was public: that one may go back
    runner.undo(2)
    assert runner.state.pending().second and not runner.can_undo(2)


def test_empty_discard_pile_draws_two_without_a_second_choice():
    st = dealt(3)
    st.apply_action(("draw", "deck"))
    assert st.to_draw == 2 and not st.second
    st.apply_action(("card", st.pile[0]))
    st.apply_action(("card", st.pile[0]))
    assert st.phase == "meld"


def test_nothing_but_drawing_before_the_draw():
    st = dealt(3)
    with pytest.raises(IllegalAction, match="draw first"):
        st.apply_action(("discard", st.hands[0][0]))


# -- hand limit and discards ---------------------------------------------------------

def test_hand_limit_six_means_discarding_two_from_eight():
    st = dealt(3)
    to_meld(st, FOLK1F + FOLK1M[:2] + METAL1F[:3])      # 8 cards after the draw
    assert len(st.hands[0]) == 8
    st.apply_action(("discard", st.hands[0][0]))
    assert st.turn == 0 and st.phase == "discard"          # a second discard is due
    assert all(a[0] == "discard" for a in st.legal_actions())
    st.apply_action(("discard", st.hands[0][0]))
    assert len(st.hands[0]) == 6 and st.turn == 1


def test_exactly_one_discard_when_the_hand_allows_it():
    st = dealt(3)
    to_meld(st, FOLK1F + FOLK1M[:2])
    st.apply_action(("discard", st.hands[0][0]))
    assert st.turn == 1 and len(st.hands[0]) == 4


def test_no_bands_after_discarding_started():
    st = dealt(3)
    hand = RAP1F + RAP1M + FOLK1F[:2]                      # 8 cards: two discards due
    to_meld(st, hand)
    st.apply_action(("discard", FOLK1F[0]))
    with pytest.raises(IllegalAction, match="started discarding"):
        st.apply_action(("band", tuple(RAP1F), ()))


# -- bands -----------------------------------------------------------------------------

def test_band_is_three_to_five_of_one_genre():
    st = dealt(3)
    to_meld(st, RAP1F + RAP1M + FOLK1F[:1])
    assert st.band_problem(0, RAP1F[:2]) == "a band has 3 to 5 musicians, not 2"
    assert st.band_problem(0, RAP1F + RAP1M) == "a band has 3 to 5 musicians, not 6"
    assert st.band_problem(0, RAP1F[:2] + FOLK1F[:1]) == "a band's musicians all play the same genre"
    assert st.band_problem(0, RAP1F + RAP1M[:2]) is None
    st.apply_action(("band", tuple(RAP1F + RAP1M[:2]), ()))
    assert st.groups[-1]["value"] == 5 and st.last_band[0] == 5


def test_band_must_leave_a_card_to_discard():
    st = dealt(3)
    to_meld(st, RAP1F + RAP1M[:1])                          # 4 cards
    assert st.band_problem(0, RAP1F) is None
    to_five = dealt(3)
    to_meld(to_five, RAP1F + RAP1M[:2])                     # 5 rap cards, nothing else
    assert to_five.band_problem(0, RAP1F + RAP1M[:2]) == "you must keep at least one card to discard"
    assert ("band", tuple(sorted(RAP1F + RAP1M[:2])), ()) not in to_five.legal_actions()


def test_several_bands_in_one_turn():
    st = dealt(3)
    to_meld(st, RAP1F + FOLK2F + FOLK2M[:1] + METAL1F[:1])  # 7 cards
    st.apply_action(("band", tuple(RAP1F), ()))            # 3
    st.apply_action(("band", tuple(FOLK2F + FOLK2M[:1]), ()))  # 6 > 3
    assert [g["value"] for g in st.table()] == [3, 6]


def test_repeat_genre_costs_two_points_by_anyone_this_casting():
    st = dealt(3)
    to_meld(st, RAP1F + FOLK1F[:1])
    st.apply_action(("band", tuple(RAP1F), ()))
    st.apply_action(("discard", FOLK1F[0]))
    to_meld(st, RAP2F + RAP2M[:1] + FOLK1M[:1])            # seat 1: 2+2+2 = 6
    assert st.band_breakdown(1, RAP2F + RAP2M[:1])[0] == 4
    st.apply_action(("band", tuple(sorted(RAP2F + RAP2M[:1])), ()))
    assert st.groups[-1]["steps"] == [["sum", 6], ["repeat", 4]]


def test_crossovers_do_not_make_a_genre_already_out():
    st = dealt(3)
    to_meld(st, [RAP1F[0], FOLK1F[0], METAL1F[0], POP1M[0]])
    st.apply_action(("crossover", tuple(sorted([RAP1F[0], FOLK1F[0], METAL1F[0]]))))
    assert not st.genre_out(st.content.genre_index["rap"])


def test_worked_example_rap_band_7_5_8_16():
    """The rulebook's example: 7, another Rap band out -> 5, Stylist -> 8, doubled -> 16."""
    assert band_value(7, True, ("stylist", "dancer")) == (16, [("sum", 7), ("repeat", 5), ("stylist", 8),
                                                                ("dancer", 16)])
    assert explain([("sum", 7), ("repeat", 5), ("stylist", 8), ("dancer", 16)], "Rap") == \
        "7, −2 Rap already out, +3 Stylist, ×2 Dance Instructor = 16"
    # and in play: a Rap band is out, seat 1 forms 3+2+1+1 = 7 with Stylist and Dance Instructor
    st = dealt(3)
    to_meld(st, RAP1M + FOLK1F[:1])
    st.apply_action(("band", tuple(RAP1M), ()))
    st.apply_action(("discard", FOLK1F[0]))
    to_meld(st, RAP3F + RAP2F[:1] + RAP1F[:2] + FOLK1M[:1])
    band = tuple(sorted(RAP3F + RAP2F[:1] + RAP1F[:2]))
    st.apply_action(("band", band, ("stylist", "dancer")))
    assert st.groups[-1]["value"] == 16
    assert st.bonuses[1] == ["singer"]


def test_doubling_is_applied_last_and_never_both():
    assert band_value(5, False, ("singer", "stylist"))[0] == 16    # (5 + 3) x 2, not 5 x 2 + 3
    st = dealt(3)
    to_meld(st, RAP1F + FOLK1F[:1])
    assert "not both" in st.band_problem(0, RAP1F, ("singer", "dancer"))


def test_each_bonus_card_once_per_game():
    st = dealt(3)
    to_meld(st, RAP1F + FOLK1F[:1])
    st.apply_action(("band", tuple(RAP1F), ("stylist",)))
    assert st.bonuses[0] == ["singer", "dancer"]
    st.apply_action(("discard", FOLK1F[0]))
    for _ in range(2):                                      # seats 1 and 2 pass quietly
        draw_deck(st)
        st.apply_action(("discard", st.hands[st.turn][0]))
    to_meld(st, RAP2F + RAP2M + FOLK2F[:1])
    assert st.band_problem(0, RAP2F + RAP2M[:1], ("stylist",)) == "your Stylist has already helped a band"


def test_band_must_beat_own_last_band_strictly():
    st = dealt(3)
    to_meld(st, RAP2F + RAP2M[:1] + FOLK1F[:1])             # Rap 6
    st.apply_action(("band", tuple(RAP2F + RAP2M[:1]), ()))
    st.apply_action(("discard", FOLK1F[0]))
    for _ in range(2):
        draw_deck(st)
        st.apply_action(("discard", st.hands[st.turn][0]))
    to_meld(st, FOLK2F + FOLK2M[:1] + METAL1F[:3] + POP1F[:1])   # Folk 6, Metal 3
    assert st.band_problem(0, FOLK2F + FOLK2M[:1]) == "worth 6: it must beat your last band's 6"
    assert st.band_problem(0, FOLK2F + FOLK2M[:1], ("stylist",)) is None   # 9 > 6
    assert st.band_problem(0, METAL1F[:3], ("singer",)) == "worth 6: it must beat your last band's 6"
    assert st.band_problem(0, METAL1F[:3], ("stylist", "singer")) is None    # (3 + 3) x 2 = 12


def test_other_producers_bands_and_crossovers_do_not_raise_the_bar():
    st = dealt(3)
    to_meld(st, RAP3F + RAP3M + RAP2F[:1] + FOLK1F[:1])    # Rap 8
    st.apply_action(("band", tuple(sorted(RAP3F + RAP3M + RAP2F[:1])), ()))
    st.apply_action(("discard", FOLK1F[0]))
    to_meld(st, FOLK1M + FOLK2F[:1])                        # seat 1: Folk 1+1+1 = 3
    assert st.band_problem(1, FOLK1M) is None                # 3 < 8 is fine for seat 1
    st2 = dealt(3)
    to_meld(st2, [RAP3F[0], FOLK2F[0], METAL1F[0], POP1F[0], FOLK1M[0]])
    st2.apply_action(("crossover", tuple(sorted([RAP3F[0], FOLK2F[0], METAL1F[0], POP1F[0]]))))
    assert st2.last_band[0] is None


# -- crossovers ---------------------------------------------------------------------

def test_crossover_rules():
    st = dealt(3)
    hand = [RAP1F[0], FOLK1F[0], METAL1F[0], POP1F[0], FOLK1F[1], POP1M[0]]
    to_meld(st, hand)
    assert st.crossover_problem(0, [RAP1F[0], FOLK1F[0]]) == "a crossover has 3 or 4 musicians, not 2"
    assert st.crossover_problem(0, [RAP1F[0], FOLK1F[0], POP1M[0]]) == "a crossover is all women or all men"
    assert st.crossover_problem(0, [RAP1F[0], FOLK1F[0], FOLK1F[1]]) == \
        "a crossover's musicians all play different genres"
    group = tuple(sorted([RAP1F[0], FOLK1F[0], METAL1F[0], POP1F[0]]))
    st.apply_action(("crossover", group))
    assert st.groups[-1]["kind"] == "crossover" and st.groups[-1]["value"] == 4
    assert st.groups[-1]["gender"] == "f"


def test_crossover_takes_no_bonus_cards():
    st = dealt(3)
    to_meld(st, [RAP1F[0], FOLK1F[0], METAL1F[0], POP1M[0]])
    with pytest.raises(IllegalAction):
        st.apply_action(("crossover", tuple(sorted([RAP1F[0], FOLK1F[0], METAL1F[0]])), ("stylist",)))


# -- casting end -------------------------------------------------------------------

def play_to_casting_end(st):
    """Everyone draws from the deck and discards their first card until the casting ends."""
    casting = st.casting
    while st.casting == casting and st.phase != "over":
        play_step(st)


def test_last_single_card_is_taken_with_the_top_discard():
    st = dealt(3)
    while not (st.deck_left == 1 and st.phase == "draw" and not st.second):
        if st.phase == "draw":
            st.apply_action(("draw", "deck"))
        elif st.is_chance():
            st.apply_action(("card", st.pile[0]))
        else:
            st.apply_action(("discard", st.hands[st.turn][0]))
    assert st.phase == "draw" and st.legal_actions() == [("draw", "discard")]
    with pytest.raises(IllegalAction, match="only one card"):
        st.apply_action(("draw", "deck"))
    seat = st.turn
    st.apply_action(("draw", "discard"))
    st.apply_action(("card", st.pile[0]))
    assert st.deck_left == 0 and st.casting == 0
    while st.phase in ("meld", "discard"):                  # one or two discards end the turn
        st.apply_action(("discard", st.hands[seat][0]))
    assert st.casting == 1 and len(st.hands[seat]) <= 6     # the casting ended after that turn


def test_casting_end_scores_reshuffles_and_passes_the_start():
    st = dealt(3)
    to_meld(st, RAP1F + FOLK1F[:1])
    st.apply_action(("band", tuple(RAP1F), ()))
    st.apply_action(("discard", FOLK1F[0]))
    to_meld(st, [FOLK1M[0], METAL1M[0], POP1M[0], RAP1M[0], FOLK2F[0]])
    st.apply_action(("crossover", tuple(sorted([FOLK1M[0], METAL1M[0], POP1M[0], RAP1M[0]]))))
    st.apply_action(("discard", FOLK2F[0]))
    casting = st.casting
    while st.casting == casting:
        hands_before = [list(h) for h in st.hands]
        last_discard = st.hands[st.turn][0] if st.phase in ("meld", "discard") else None
        play_step(st)
    owner = next(i for i, h in enumerate(hands_before) if last_discard in h)
    hands_before[owner].remove(last_discard)
    sc = st.casting_scores[0]
    assert sc["bands"][0] == 3 and sc["crossover_bonus"] == [0, 5, 0]
    assert st.totals() == [3, 5, 0]
    assert st.discard == [] and st.table() == []
    assert len(st.pile) == 48 - sum(len(h) for h in st.hands)   # discards and bands back in
    assert st.deck_left == len(st.pile)
    assert st.starter == 1 and st.turn == 1                     # left of the last starter
    assert st.hands == hands_before                             # hands kept
    assert st.legal_actions() == [("draw", "deck")]             # no discard pile yet


def play_step(st):
    """One quiet step: the first draw choice, the first deck card, or discarding the first card."""
    if st.phase == "draw":
        st.apply_action(st.legal_actions()[0])
    elif st.is_chance():
        st.apply_action(("card", st.pile[0]))
    else:
        st.apply_action(("discard", st.hands[st.turn][0]))


def test_repeat_genre_penalty_is_lifted_by_a_new_casting():
    st = dealt(3)
    to_meld(st, RAP1F + FOLK1F[:1])
    st.apply_action(("band", tuple(RAP1F), ()))
    st.apply_action(("discard", FOLK1F[0]))
    play_to_casting_end(st)
    assert not st.genre_out(st.content.genre_index["rap"])


def test_two_producers_set_the_first_deck_aside_and_reshuffle_after_the_second():
    st = dealt(2)
    to_meld(st, RAP1F + FOLK1F[:1])
    st.apply_action(("band", tuple(RAP1F), ()))
    st.apply_action(("discard", FOLK1F[0]))
    play_to_casting_end(st)
    assert st.casting == 1 and st.deck_left == 21 and st.deck_queue == []
    assert set(RAP1F) <= set(st.aside) and st.discard == []
    assert st.table() == [] and st.turn == 1
    play_to_casting_end(st)
    assert st.casting == 2 and st.aside == []
    in_hands = sum(len(h) for h in st.hands)
    assert len(st.pile) == 48 - in_hands
    assert st.deck_left + st.deck_queue[0] == len(st.pile)
    assert st.deck_left == (len(st.pile) + 1) // 2             # two equal decks (odd: first gets one more)
    assert st.turn == 0                                        # the start passes each casting


def test_game_ends_after_the_last_casting_with_crossover_bonus():
    st = dealt(3)
    to_meld(st, [FOLK1M[0], METAL1M[0], POP1M[0], RAP1M[0], FOLK2F[0]])
    st.apply_action(("crossover", tuple(sorted([FOLK1M[0], METAL1M[0], POP1M[0], RAP1M[0]]))))
    st.apply_action(("discard", FOLK2F[0]))
    while st.phase != "over":
        play_step(st)
    assert st.casting == 3 and len(st.casting_scores) == 3
    assert st.final_bonus() == [10, 0, 0]
    assert st.totals()[0] == 5 + 10                            # +5 in casting 1, +10 at the end
    assert st.returns() == [1.0, 0.0, 0.0]


# -- rulings -------------------------------------------------------------------------

def test_ruling_crossover_values_are_not_success_points():
    st = dealt(3)
    to_meld(st, [FOLK1M[0], METAL1M[0], POP1M[0], RAP1M[0], FOLK2F[0]])
    st.apply_action(("crossover", tuple(sorted([FOLK1M[0], METAL1M[0], POP1M[0], RAP1M[0]]))))
    assert st.running_score(0) == 0


def test_ruling_tied_best_crossovers_each_get_five():
    st = dealt(3)
    to_meld(st, [FOLK1M[0], METAL1M[0], POP1M[0], FOLK2F[0]])
    st.apply_action(("crossover", tuple(sorted([FOLK1M[0], METAL1M[0], POP1M[0]]))))
    st.apply_action(("discard", FOLK2F[0]))
    to_meld(st, [FOLK1F[0], METAL1F[0], POP1F[0], FOLK2M[0]])
    st.apply_action(("crossover", tuple(sorted([FOLK1F[0], METAL1F[0], POP1F[0]]))))
    st.apply_action(("discard", FOLK2M[0]))
    play_to_casting_end(st)
    assert st.casting_scores[0]["crossover_bonus"] == [5, 5, 0]


def test_ruling_no_crossover_no_bonus_and_ties_share_the_win():
    st = dealt(2, length="short")
    while st.phase != "over":
        play_step(st)
    assert st.final_bonus() == [0, 0]
    assert st.totals() == [0, 0]
    assert st.returns() == [0.5, 0.5]
    assert "share" in st.score_table(["A", "B"])["headline"]


def test_ruling_either_doubler_may_be_named():
    st = dealt(3)
    to_meld(st, RAP1F + FOLK1F[:1])
    assert st.band_problem(0, RAP1F, ("dancer",)) is None
    assert st.band_problem(0, RAP1F, ("singer",)) is None
