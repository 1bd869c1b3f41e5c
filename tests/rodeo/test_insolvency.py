"""Rock'n Rodeo's insolvency (issue 24, point 1; rulebook L81): "If a player no longer has enough
money to book bands and cannot take a free Garagenband either, because none is available, then he
has set a historic record of incompetence on that day. He must hold a two-day festival this year.
On the third day this player must pass, although he may still receive further garbage, mood
deductions and so on." It is judged at each booking turn (ruling R5): broke in one round, with money
again in the next, the manager books again. A day without a band is passed entirely: no arrivals
(L81 "must pass"), no afternoon event card, no evening; its night still comes (garbage, Mood).
Through the real rules and content."""

from __future__ import annotations

from game.games.rodeo.rules import TIMES
from tests.rodeo_helpers import act, new_game, plain, play_until


def _no_garage_bands(st) -> None:
    st.garage, st.garage_top = [], -1


def test_broke_in_two_rounds_then_money_again_books_in_the_third():
    """L81: insolvency is a matter of "that day"; a manager with 2K again in booking round 3 and a
    2K band on display is asked and books it."""
    st, w = new_game(2)
    seat, other = st.actor, 1 - st.actor             # 2 players: round 1 seat then other; round 3 seat first
    _no_garage_bands(st)
    st.fests[seat].cash, st.fests[other].cash = 30, 0
    asked: list = []
    play_until(st, lambda s: s.round == 2 or (s.decision() == "book" and asked.append((s.round, s.actor))), w)
    assert st.actor == seat and st.decision() == "book"
    assert (0, other) not in asked and (1, other) not in asked          # broke in rounds 1 and 2: not asked
    assert st.fests[other].bands == [] and st.fests[other].insolvent
    cheapest = min(st.fee(other, b) for b in st.display)
    st.fests[other].cash = cheapest                   # as if money had come in (an event card, say)
    play_until(st, lambda s: (s.decision() == "book" and asked.append((s.round, s.actor))) or s.phase != "booking",
               w, policy=lambda s: min(s.legal_actions(), key=lambda a: s.fee(s.actor, a[1]) if a[0] == "book" else 99)
               if s.decision() == "book" else plain(s))
    assert (2, other) in asked                        # judged again at the third booking turn
    assert len(st.fests[other].bands) == 1


def test_the_log_says_the_manager_books_no_band_this_round():
    st, w = new_game(2)
    other = 1 - st.actor
    _no_garage_bands(st)
    st.fests[other].cash = 0
    seen: list = []
    while st.round == 0 and st.phase == "booking":
        seen += act(st, plain(st), w)
    lines = [st.describe(ev, ["Ada", "Bo"]) for ev in seen if ev.kind == "insolvent"]
    name = ["Ada", "Bo"][other]
    assert lines == [f"{name} can pay for no band on display and no garage band is left: no booking this round."]


def test_a_day_without_a_band_is_passed_but_its_night_comes():
    """One band (broke from booking round 2 on): Friday is played; Saturday and Sunday have no
    arrivals, no afternoon event card and no evening, yet each night still brings garbage."""
    st, w = new_game(2)
    seat = st.actor
    st.fests[seat].cash = 0
    st.fests[1 - seat].cash = 30
    st.garage = st.garage[:1]                        # one garage band left in the stack
    act(st, ("garage",), w)
    play_until(st, lambda s: s.phase == "festival", w)
    f = st.fests[seat]
    assert len(f.bands) == 1 and f.events            # event cards in hand for every afternoon
    times = set()

    def stop(s):
        if s.phase == "festival" and s.current_player() == seat:
            times.add((s.day, TIMES[s.time]))
            s.fests[seat].chaos = 10                 # past every bin: garbage every night
        return s.season == 2

    play_until(st, stop, w)
    assert {d for d, t in times if t == "afternoon"} == {0}              # Friday's only
    assert not [d for d, t in times if t in ("morning", "evening") and d > 0]
    assert {d for d, t in times if t == "night"} == {0, 1, 2}             # garbage to place every night
