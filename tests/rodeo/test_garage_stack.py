"""Rock'n Rodeo's garage bands are a face-down stack (issue 24, point 2; rulebook L41 "the band,
event and fan cards are sorted by their reverse sides, shuffled, and placed at the edge", L63
"he may take a free Garagenband ... from the stack"): nobody knows which band (and genre) comes
until it is taken. No seat's view shows a top garage band; taking one stays a legal choice in
every seat's view (bots and hints keep it); chance turns the band up as it is taken. Through the
real rules, content and bots."""

from __future__ import annotations

import random

from game.core import registry
from game.games.rodeo import hint_line, presenters
from game.simulate import choose_action
from tests.rodeo_helpers import CONTENT, Wishes, band, new_game

GARAGE = sorted(CONTENT.tier_cards["garage"])


def test_no_garage_band_is_turned_up_before_one_is_taken():
    st, _w = new_game(3)
    assert sorted(st.garage) == GARAGE                          # the whole stack, face down
    for seat in range(3):
        view = st.view(seat)
        assert view.garage_top == -1 and sorted(view.garage) == GARAGE
    assert ("garage",) in st.view(st.actor).legal_actions()


def test_taking_one_is_a_choice_and_chance_turns_the_band_up():
    st, w = new_game(2, wishes=Wishes(garage=["kettle_of_doom"]))
    seat = st.actor
    assert ("garage",) in st.legal_actions()
    events = st.apply_action(("garage",))
    assert events == []                                         # nothing known yet
    assert st.chance == [("garage_top", seat)]
    assert sorted(a[1] for a in st.legal_actions()) == GARAGE   # any band of the stack may come
    events = st.apply_action(("garage_top", band("kettle_of_doom")))
    f = st.fests[seat]
    assert [e.kind for e in events][:1] == ["garage"] and events[0].seat == seat
    assert f.bands == [band("kettle_of_doom")] and f.cash == 8 + 1
    assert band("kettle_of_doom") not in st.garage and len(st.garage) == len(GARAGE) - 1
    assert st.describe(events[0], ["Ada", "Bo"]).startswith(("Ada", "Bo"))


def test_bots_and_hints_take_one_without_knowing_which():
    st, _w = new_game(2)
    seat = st.actor
    st.fests[seat].cash = 0                                     # nothing on display affordable
    view = st.view(seat)
    assert view.legal_actions() == [("garage",)]
    spec = registry.get("rodeo")
    for level in ("easy", "normal"):
        assert choose_action(spec, view, level, random.Random(1)) == ("garage",)
    line = hint_line.hint_line(view, ("garage",))
    confirm = presenters._booking_confirm(view, seat, ("garage",))
    for text in (line, confirm["title"], confirm["detail"]):
        assert not [b for b in GARAGE if CONTENT.band_name(b) in text]   # no band named: it is face down
    assert "1K" in line


def test_a_save_from_when_the_top_lay_open_puts_it_back_on_the_stack():
    import json

    from game.games.rodeo.rules import state_from_json
    st, _w = new_game(2)
    data = json.loads(json.dumps(st.to_json()))
    top = data["garage"].pop()                                  # as saved then: one band open on top
    data["garage_top"] = top
    data["chance"].append(["garage_top"])                       # (and its successor still to turn up)
    back = state_from_json(data, CONTENT)
    assert back.garage_top == -1 and sorted(back.garage) == GARAGE
    assert ("garage_top",) not in back.chance and ("garage",) in back.legal_actions()
