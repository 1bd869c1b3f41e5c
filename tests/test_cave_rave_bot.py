"""Höhlengrölen's bots on real states: Easy plays like a beginner (sensible, not random), Normal
weighs the free draw order (rulebook L53). Win rates are measured in benchmarks.strength (the
figures are in content/cave_rave/README.md), not here."""

from __future__ import annotations

import random

from game.core.bots import choose_action
from game.games.cave_rave import bot
from game.simulate import play_bot_game
from tests.cave_rave_helpers import SPEC, cards, dealt, draw_deck, rig

RAP1F, RAP1M, RAP2F, RAP3F = cards("rap", 1, "f"), cards("rap", 1, "m"), cards("rap", 2, "f"), cards("rap", 3, "f")
FOLK1F, POP1F, METAL1F = cards("folk", 1, "f"), cards("pop", 1, "f"), cards("metal", 1, "f")
FOLK2M, POP2M, METAL3M = cards("folk", 2, "m"), cards("pop", 2, "m"), cards("metal", 3, "m")


def seat2_to_draw(hand, top):
    """Seat 2 is to draw holding ``hand``, with ``top`` on top of the discard pile."""
    st = dealt(3)
    for seat in (0, 1):
        draw_deck(st)
        st.apply_action(("discard", st.hands[seat][0]))
    rig(st, 2, hand)
    if top in st.pile:                     # put ``top`` on the discard pile in place of the old top card
        st.pile.remove(top)
        st.pile.append(st.discard.pop())
        st.pile.sort()
        st.discard.append(top)
    assert st.top_discard() == top
    return st


def easy(view, seed=1):
    return choose_action(SPEC, view, "easy", random.Random(seed))


def test_easy_takes_a_discard_that_goes_with_its_hand_and_leaves_one_that_does_not():
    st = seat2_to_draw(RAP1F[:2] + FOLK1F[:1], RAP3F[0])
    assert all(easy(st.view(2), s) == ("draw", "discard") for s in range(5))
    st = seat2_to_draw(RAP1F[:2] + FOLK1F[:1], POP1F[0])
    assert all(easy(st.view(2), s) == ("draw", "deck") for s in range(5))


def test_easy_lays_out_a_band_when_it_has_one():
    st = dealt(3)
    draw_deck(st)
    rig(st, 0, RAP1F[:3] + FOLK1F[:2])
    for s in range(8):
        action = easy(st.view(0), s)
        assert action[0] == "band" and action[2] == ()       # a small band: no bonus card wasted on it


def test_easy_puts_its_bonus_cards_on_a_big_band_at_once():
    st = dealt(3)
    draw_deck(st)
    rig(st, 0, RAP3F + cards("rap", 3, "m") + RAP2F[:2] + FOLK1F[:1])     # 3 + 3 + 2 + 2 = 10 points
    picks = [easy(st.view(0), s) for s in range(12)]
    points = st.content.card_points
    assert all(a[0] == "band" and sum(points[c] for c in a[1]) >= bot.BIG_BAND for a in picks)
    assert sum(bool(a[2]) for a in picks) > 6                 # mostly with bonus cards, none kept for later


def test_easy_forms_a_small_crossover_once_its_hand_is_full():
    st = dealt(3)
    draw_deck(st)
    rig(st, 0, [FOLK2M[0], POP2M[0], METAL3M[0], RAP1F[0], FOLK1F[0], POP1F[0]])
    assert not [a for a in st.legal_actions() if a[0] == "band"]
    for s in range(5):
        action = easy(st.view(0), s)
        assert action[0] == "crossover" and len(action[1]) == 3


def test_easy_discards_a_card_that_fits_nothing_more_often_than_not():
    st = dealt(3)
    draw_deck(st)
    rig(st, 0, RAP1F[:2] + [METAL1F[0]])
    picks = [easy(st.view(0), s) for s in range(40)]
    assert {p[0] for p in picks} == {"discard"}
    lonely = sum(p == ("discard", METAL1F[0]) for p in picks)
    assert 20 < lonely < 40                                  # mostly the loner; now and then careless


def test_normal_looks_at_the_deck_card_then_takes_a_discard_that_completes_a_band():
    # L53: the second card is chosen after the first is seen
    st = seat2_to_draw(RAP1F[:2] + FOLK1F[:1], RAP3F[0])
    st.apply_action(("draw", "deck"))
    st.apply_action(("card", METAL1F[0]))
    assert st.pending().second
    assert choose_action(SPEC, st.view(2), "normal", random.Random(3)) == ("draw", "discard")
    assert bot.easy(st.view(2), random.Random(3)) == ("draw", "discard")


def test_bots_play_whole_games_with_the_free_draw_order():
    for seed in (1, 2):
        runner = play_bot_game("cave_rave", ["easy", "normal"], seed=seed)
        assert runner.state.is_terminal()
        seconds = [e for evs in runner.events for e in evs if e.kind == "draw_choice" and e.data["second"]]
        assert {e.data["source"] for e in seconds} == {"deck", "discard"}     # both second choices made
