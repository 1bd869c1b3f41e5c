"""Höhlengrölen: what the table says (game.games.cave_rave.presenters), called on real states
without pygame or a display: prompts, the meld panel's plan and the hover texts. Each reads the
kit's :class:`~game.ui.context.TableContext`, built from a seat's real view and the seats
(``TableContext.of``), with the selection the scene would hold (:class:`Selection`): nothing of the
table is faked."""

from __future__ import annotations

import subprocess
import sys

from game.core.match import Seat
from game.games.cave_rave import hint_line, presenters
from game.games.cave_rave.selection import Selection
from game.ui.context import TableContext
from tests.cave_rave_helpers import CONTENT, cards, dealt, draw_deck, rig

SEATS = (Seat("Ada"), Seat("Rocky", "normal"), Seat("Bea"))
RAP1F, FOLK1F = cards("rap", 1, "f"), cards("folk", 1, "f")
FOLK2F, FOLK2M = cards("folk", 2, "f"), cards("folk", 2, "m")
POP1M = cards("pop", 1, "m")


def at_meld(hand: list[int]):
    """Ada (seat 0) has drawn and holds exactly ``hand``."""
    st = dealt(3)
    draw_deck(st)
    return rig(st, 0, hand)


def table(st, picked=(), bonuses=(), viewer: int | None = 0, seats=SEATS, **kit) -> TableContext:
    """The kit's context of ``st`` as ``viewer`` sees it (their view; None: the public one) at a
    table of ``seats``, the cards ``picked`` and the ``bonuses`` selected; who decides and whether
    it is this screen's human are the kit's, from the view and the seats (``kit``: a replay's
    ``read_only``, the cards drawn this turn as ``recent``)."""
    view = st.view(viewer if viewer is not None else -1)
    return TableContext.of(view, seats, viewer, selection=Selection(tuple(picked), tuple(bonuses)), **kit)


def test_the_presenters_and_the_selection_load_neither_pygame_nor_the_shell():
    code = ("import sys, game.games.cave_rave.presenters, game.games.cave_rave.selection; "
            "sys.exit('pygame' in sys.modules or any(m.startswith('game.ui') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_draw_problems():
    st = dealt(3)
    assert presenters.draw_problem(table(st), "deck") == ""
    assert "discard pile is empty" in presenters.draw_problem(table(st), "discard")
    assert presenters.draw_problem(table(st, viewer=1, read_only=True), "deck") == "It is Ada's turn."    # a replay
    draw_deck(st)
    assert presenters.draw_problem(table(st), "deck") == "You have already drawn this turn."
    tip = presenters.pile_tip(table(st), "deck")
    assert "Click to draw" not in tip and tip.endswith("You have already drawn this turn.")


def test_waiting_for_a_bot():
    st = dealt(3)
    draw_deck(st)
    for c in st.hands[0][:1]:
        st.apply_action(("discard", c))
    assert st.current_player() == 1
    ctx = table(st)
    assert not ctx.my_turn and ctx.to_act == 1
    assert presenters.draw_problem(ctx, "deck") == "Wait: it is Rocky's turn."
    assert presenters.meld_plan(ctx).title == "Rocky is playing…"


def test_a_legal_band_confirms_a_legal_action():
    hand = RAP1F + FOLK1F[:2]
    st = at_meld(hand)
    plan = presenters.meld_plan(table(st, RAP1F, ("stylist",)))
    assert not plan.bad and plan.status == "Legal — click Confirm to lay it out."
    assert plan.action in st.legal_actions()
    assert plan.title.startswith("Band (Rap): 3, +3 Stylist = 6")
    assert "Singing Teacher" in plan.detail          # more bonus cards could still be added
    st.apply_action(plan.action)
    assert st.groups[-1]["value"] == 6


def test_an_illegal_band_says_why():
    st = at_meld(RAP1F + FOLK2F + FOLK2M[:1])
    two = presenters.meld_plan(table(st, RAP1F[:2]))
    assert two.action is None and two.bad
    assert two.status == "A band has 3 to 5 musicians, not 2."
    st.last_band[0] = 6
    folk = FOLK2F + FOLK2M[:1]
    plan = presenters.meld_plan(table(st, folk))
    assert plan.action is None and plan.bad
    assert plan.status == "Worth 6: it must beat your last band's 6."
    assert plan.title.endswith("— must beat 6")
    assert presenters.meld_plan(table(st, folk, ("stylist",))).action in st.legal_actions()


def test_a_crossover_takes_no_bonus_card():
    group = [RAP1F[0], FOLK1F[0], cards("pop", 1, "f")[0]]
    st = at_meld(group + POP1M[:1])
    plan = presenters.meld_plan(table(st, group))
    assert plan.title == "Crossover girl group: 3 CO points"
    assert plan.action in st.legal_actions()
    with_bonus = presenters.meld_plan(table(st, group, ("singer",)))
    assert with_bonus.action is None and "Bonus cards cannot be used with a crossover" in with_bonus.status


def test_one_card_selected_offers_the_discard():
    st = at_meld(RAP1F + FOLK1F[:2])
    plan = presenters.meld_plan(table(st, RAP1F[:1]))
    assert presenters.discard_why(table(st, RAP1F[:1])) == "" and plan.action is None
    assert plan.title == f"Discard {CONTENT.musicians[RAP1F[0]].name} (Rap 1)?"
    assert presenters.discard_why(table(st, RAP1F[:2])) == "Select exactly one card of your hand to discard."
    nothing = presenters.meld_plan(table(st))
    assert nothing.title.startswith("Form bands, then discard")
    assert nothing.detail.startswith("You could form a Rap band worth up to 3")


def test_spectators_see_no_hand():
    st = dealt(3)
    bots = (Seat("A", "easy"), Seat("B", "normal"), Seat("C", "hard"))
    assert presenters.meld_plan(table(st, viewer=None, seats=bots)).title == "Watching"
    assert presenters.meld_plan(table(st, viewer=None)).title == "Hands are hidden"


def test_hover_texts():
    st = at_meld(RAP1F + FOLK1F[:2])
    c = RAP1F[0]
    tip = presenters.card_tip(table(st), c)
    assert tip.startswith(f"{CONTENT.musicians[c].name}: Rap, 1 point, woman.") and tip.endswith("Click to select.")
    assert presenters.card_tip(table(st, [c]), c).endswith("Selected: click again to put it back.")
    assert "Stylist" in presenters.bonus_tip(table(st), "stylist")
    assert presenters.bonus_tip(table(st, bonuses=("dancer",)), "singer").endswith(
        "Click to use it instead of the Dance Instructor.")
    seat = presenters.seat_tip(table(st), 1)          # Ada sees none of Rocky's cards
    assert seat.startswith("Rocky (normal bot): 0 points so far, 3 cards in hand.")
    assert seat.endswith("Bonus cards left: Stylist, Singing Teacher and Dance Instructor.")
    assert "no Rap band yet" in presenters.genre_tip(table(st), CONTENT.card_genre[c])
    st.apply_action(("band", tuple(RAP1F), ()))
    ctx = table(st)
    assert "already out" in presenters.genre_tip(ctx, CONTENT.card_genre[c])
    assert presenters.group_tip(ctx, ctx.view.laid_out()[-1]) == "Ada's Rap band: 3."


def test_the_seat_tip_names_the_hand_limit():
    st = at_meld(RAP1F + FOLK1F[:2])
    assert "At most 6 cards stay in a hand after the discard." in presenters.seat_tip(table(st), 1)


def test_the_second_card_prompt_names_the_deck_card_drawn_this_turn():
    from game.core.match import Runner
    humans = [Seat("Ada"), Seat("Bo")]
    runner = Runner.new("cave_rave", humans, seed=4)
    runner.start()
    runner.play(("draw", "deck"))                                     # empty discard pile: two at once
    runner.play(("discard", runner.state.hands[0][0]))
    runner.play(("draw", "deck"))                                     # Bo: one card, then the choice
    st, drawn = runner.state, presenters.fresh_cards(runner.events, 1)
    assert st.pending().second and len(drawn) == 1
    ctx = table(st, viewer=1, seats=humans, recent=drawn)
    plan = presenters.meld_plan(ctx)
    assert plan.title == "Your turn: second card"
    assert plan.detail.startswith(f"You drew {CONTENT.musician_name(drawn[0])} (")
    assert presenters.meld_plan(table(st, viewer=1, seats=humans)).detail.startswith("Click the deck for another card")


def test_the_hint_marks_the_parts_of_a_band_a_crossover_and_a_discard():
    band, sel = ("band", (3, 7, 9), ("stylist",)), Selection()
    assert sel.parts_of(band) == (("card", 3), ("card", 7), ("card", 9), ("bonus", "stylist"), ("confirm",))
    assert sel.parts_of(("crossover", (1, 2, 5))) == (("card", 1), ("card", 2), ("card", 5), ("confirm",))
    assert sel.parts_of(("discard", 4)) == (("card", 4), ("discard_button",))
    assert sel.parts_of(("draw", "deck")) == ()          # the pile whose click plays it


def test_cards_drawn_on_the_latest_turn_are_new_until_the_next_turn():
    from game.core.match import Runner
    runner = Runner.new("cave_rave", list(SEATS), seed=4)
    runner.start()
    assert presenters.fresh_cards(runner.events, 0) == ()                  # the deal is not a draw
    before = list(runner.state.hands[0])
    runner.play(("draw", "deck"))                                     # empty discard pile: two at once
    drawn = presenters.fresh_cards(runner.events, 0)
    assert len(drawn) == 2 and sorted(before + list(drawn)) == sorted(runner.state.hands[0])
    runner.play(("discard", before[0]))
    assert presenters.fresh_cards(runner.events, 0) == drawn               # still new while the others play
    assert presenters.fresh_cards(runner.events, 1) == ()
    runner.play(("draw", "deck"))                                     # Rocky: one card, then the choice
    first = presenters.fresh_cards(runner.events, 1)
    assert len(first) == 1
    runner.play(("draw", "discard"))                                  # the second: the top discard
    assert presenters.fresh_cards(runner.events, 1) == (*first, before[0])
    runner.play(("discard", runner.state.hands[1][0]))
    runner.play(("draw", "deck"))                                     # Bea
    runner.play(("draw", "deck"))
    runner.play(("discard", runner.state.hands[2][0]))
    assert runner.state.turn == 0 and presenters.fresh_cards(runner.events, 0) == ()     # Ada's next turn began


# -- the Hint button's line (game.games.cave_rave.hint_line, the table spec's hint_line) -------------------
def test_the_hint_line_says_why_in_the_game_terms():
    folk, rap = FOLK1F[0], RAP1F[:3]
    st = at_meld(rap + [folk])
    view = st.view(0)
    line = hint_line.hint_line(view, ("discard", folk))
    assert CONTENT.musician_name(folk) in line and "no other card in your hand is Folk" in line
    line = hint_line.hint_line(view, ("band", tuple(rap), ()))
    assert "Rap band, worth 3" in line and "first band" in line
    line = hint_line.hint_line(view, ("discard", rap[0]))
    assert "helps your bands least" in line


def test_the_hint_line_on_a_draw_counts_the_cards_the_top_discard_goes_with():
    st = dealt(3)
    draw_deck(st)
    st.apply_action(("discard", st.hands[0][0]))             # Rocky (seat 1) is to draw, a card on the pile
    top = st.top_discard()
    genre = CONTENT.card_genre
    rig(st, 1, [c for c in range(48) if genre[c] == genre[top] and c != top][:2] + [c for c in RAP1F + FOLK1F
                                                                                 if genre[c] != genre[top]][:1])
    line = hint_line.hint_line(st.view(1), ("draw", "discard"))
    assert CONTENT.musician_name(top) in line and "goes with your 2" in line
    line = hint_line.hint_line(st.view(1), ("draw", "deck"))
    assert "unseen is worth more" in line


def test_every_choice_of_the_normal_bot_gets_a_hint_line():
    """In a real game among Normal bots, each choice has its own line, whole (no placeholder left)."""
    import random

    from game.core.bots import choose_action
    from tests.cave_rave_helpers import SPEC
    st = dealt(3)
    rng, kinds = random.Random(3), set()
    while not st.is_terminal() and len(kinds) < 5:
        if st.is_chance():
            st.apply_action(("card", rng.choice(st.pile)))
            continue
        view = st.view(st.current_player())
        action = choose_action(SPEC, view, "normal", rng)
        line = hint_line.hint_line(view, action)
        assert line.startswith("Hint: ") and "{" not in line, (action, line)
        kinds.add(action[0] if action[0] != "draw" else action)
        st.apply_action(action)
    assert {("draw", "deck"), "band", "discard"} <= kinds


def test_the_top_bar_says_what_is_decided_and_who_decides_in_the_kits_words():
    """After the casting's count: what the producer to act decides, then who decides as every table
    says it (``TableContext.whose_turn``): "Your turn" for the one human at this screen, "Rocky is
    thinking…" while a bot thinks, "Ada's turn" at a table of two humans; once over, that."""
    alone = (Seat("Ada"), Seat("Rocky", "normal"), Seat("Bea", "easy"))
    st = dealt(3)
    assert presenters.status(table(st, seats=alone)) == "Draw cards · Your turn"
    assert presenters.status(table(st)) == "Draw cards · Ada's turn"                # (Bea is human too)
    hand = list(range(20, 29))
    draw_deck(st)
    rig(st, 0, hand)
    assert presenters.status(table(st, seats=alone)) == "Bands, then discard · Your turn"
    st.apply_action(("discard", hand[0]))
    assert presenters.status(table(st, seats=alone)) == "Discard 2 cards · Your turn"
    st.apply_action(("discard", hand[1]))
    st.apply_action(("discard", hand[2]))
    assert st.current_player() == 1 and st.discard
    st.apply_action(("draw", "deck"))
    while st.is_chance():
        st.apply_action(("card", st.pile[0]))
    assert presenters.status(table(st, seats=alone)) == "The second card · Rocky's turn"
    thinking = table(st, seats=alone, thinking=1)
    assert presenters.status(thinking) == "The second card · Rocky is thinking…"
    assert thinking.whose_turn() == "Rocky is thinking…"
    st.phase = "over"
    assert st.is_terminal() and presenters.status(table(st, seats=alone)) == "Game over"
