"""Secrets are declared, not guessed: every event kind of every game is declared public or with the
fields that only some seats may see (a new kind without a declaration fails here), and
``EventKinds.for_seat`` gives each seat what the declaration says, with every field still there
for the log and the animations."""

from __future__ import annotations

import importlib
import json

import pytest

from game.core import registry
from game.core.events import EventKinds, Secret
from game.core.state import Event
from tests.net.worlds import GAMES, random_game

SPECS = [g for g in registry.all_games() if g.package]


def _kinds(spec) -> EventKinds:
    return importlib.import_module(f"{spec.package}.events").EVENTS


@pytest.mark.parametrize("spec", SPECS, ids=lambda g: g.id)
def test_every_event_kind_is_declared_public_or_with_its_secrets(spec):
    kinds = _kinds(spec)
    assert kinds.undeclared_secrecy() == [], \
        f"{spec.id}: declare these kinds in events.py as public=(...) or in secret={{...}}"
    assert set(kinds.public) | set(kinds.secrets) == set(kinds.fields)


def test_a_kind_declared_neither_way_is_found_and_refused():
    kinds = EventKinds("demo", placed=("tile",), drawn=("tile",), public=("placed",))
    assert kinds.undeclared_secrecy() == ["drawn"]
    with pytest.raises(KeyError, match="neither public nor"):
        kinds.for_seat(Event("drawn", 0, {"tile": 3}), 1)
    with pytest.raises(KeyError, match="undeclared event kind"):
        kinds.for_seat(Event("dorwn", 0, {"tile": 3}), 1)
    bare = EventKinds("demo", placed=("tile",))          # a game not ready for the network
    assert bare.undeclared_secrecy() == ["placed"]


@pytest.mark.parametrize("bad, message", [
    ({"public": ("plaecd",)}, "undeclared event kind 'plaecd'"),
    ({"secret": {"drawn": Secret("tiel")}, "public": ("placed",)}, r"fields \['tiel'\]"),
    ({"secret": {"drawn": Secret("tile", to="whom")}, "public": ("placed",)}, r"fields \['whom'\]"),
    ({"secret": {"drawn": Secret("tile", unless={"from": "x"})}, "public": ("placed",)}, r"fields \['from'\]"),
    ({"secret": {"drawn": Secret("tile")}, "public": ("placed", "drawn")}, "both public and secret"),
])
def test_a_wrong_declaration_fails_at_once(bad, message):
    with pytest.raises((KeyError, ValueError), match=message):
        EventKinds("demo", placed=("tile",), drawn=("tile", "source"), **bad)


def test_for_seat_hides_from_whom_the_declaration_says():
    kinds = EventKinds(
        "demo", drawn=("tile", "source"), passed=("tile", "to"), placed=("tile",),
        secret={"drawn": Secret("tile", unless={"source": ("open", "table")}, hidden=-1),
                "passed": Secret("tile", to="to")},
        public=("placed",))
    drawn = Event("drawn", 1, {"tile": 7, "source": "deck"})
    assert kinds.for_seat(drawn, 1) is drawn                              # the owner's own
    assert kinds.for_seat(drawn, 0) == Event("drawn", 1, {"tile": -1, "source": "deck"})
    assert kinds.for_seat(drawn, None) == Event("drawn", 1, {"tile": -1, "source": "deck"})
    assert drawn.data["tile"] == 7                                        # the host's event untouched
    for source in ("open", "table"):
        taken = Event("drawn", 1, {"tile": 7, "source": source})
        assert kinds.for_seat(taken, 0) is taken and kinds.for_seat(taken, None) is taken
    passed = Event("passed", 0, {"tile": 4, "to": [2, 3]})
    assert kinds.for_seat(passed, 2).data["tile"] == 4
    assert kinds.for_seat(passed, 0).data == {"tile": None, "to": [2, 3]}  # (not the sender: `to` says)
    assert kinds.for_seat(Event("passed", 0, {"tile": 4, "to": 1}), 1).data["tile"] == 4
    ownerless = Event("drawn", None, {"tile": 7, "source": "deck"})
    assert all(kinds.for_seat(ownerless, s).data["tile"] == -1 for s in (None, 0, 1))
    placed = Event("placed", 0, {"tile": 5})
    assert all(kinds.for_seat(placed, s) is placed for s in (None, 0, 1))


def test_what_each_game_keeps_secret():
    secret = {g.id: {k: _kinds(g).secret_fields(k) for k in _kinds(g).secrets} for g in SPECS if g.id in GAMES}
    assert secret == {
        "cave_rave": {"dealt": ("card",), "drew": ("card",)},
        "rodeo": {"fan_card": ("card",), "event_drawn": ("card",)},
        "camp": {},
        "boaromia": {},
    }


@pytest.mark.parametrize("game_id, players", [(g, n[-1]) for g, n in GAMES.items()])
def test_every_emitted_event_as_each_seat_sees_it(game_id, players):
    """In a whole game: each event as each seat (and a spectator) sees it has every declared field,
    is JSON, differs from the real one only in fields declared secret, and writes the same log line
    from the seat's own view as the host writes from the whole state (the log shows no secret, and a
    client writes the host's log)."""
    runner = random_game(game_id, players)
    spec, state = runner.spec, runner.state
    kinds = _kinds(spec)
    names = [s.name for s in runner.match.seats]
    views = {s: state.view(s) for s in [*range(players), None]}
    hidden = 0
    for events in runner.events:
        for ev in events:
            line = state.describe(ev, names)
            for seat, view in views.items():
                seen = kinds.for_seat(ev, seat)
                assert set(seen.data) == set(ev.data) and seen.seat == ev.seat and seen.kind == ev.kind
                json.dumps(seen.to_json())
                changed = {k for k in ev.data if seen.data[k] != ev.data[k]}
                assert changed <= set(kinds.secret_fields(ev.kind))
                hidden += bool(changed)
                if seat == ev.seat:
                    assert seen == ev                                  # a seat sees its own secrets
                assert view.describe(seen, names) == line, (ev, seat)
    if game_id in ("cave_rave", "rodeo"):
        assert hidden > 0                                              # (there were secrets to hide)
