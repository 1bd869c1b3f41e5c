"""What the host tells one seat after a change, and the client's state rebuilt from it (no pygame).

The host holds the whole state; a seat receives only what it may know::

    data = seat_update(runner, events, seat)      # on the host, for each seat (None: a spectator)
    view = view_from_json(spec, data)             # on the client, after json.loads

:func:`seat_update` is a JSON-able dict:

``game``
    the game's id
``viewer``
    the seat it is for (None: a spectator)
``view``
    ``runner.state.view(seat).to_json()``: the seat's view (a spectator's is ``view(None)``, which
    holds what every seat knows and no seat's secrets)
``events``
    what the change caused, each as the seat may see it (``EventKinds.for_seat``: a field secret
    to others holds its placeholder), as ``Event.to_json`` writes them
``turn``, ``pending``
    who decides now (a seat, ``state.CHANCE`` or ``state.TERMINAL``) and the kind of decision
``legal``
    for the seat that decides now, its legal actions (JSON lists); None for every other seat

What a seat is never sent: the seed, the list of actions (chance's outcomes are recorded in it,
every card drawn) and the whole state. The client's rebuilt view lists the same legal actions as
the host's state and gives the same reasons for illegal ones (tests/net prove both for every
game), so a client's table draws and checks from it; the host checks every action again.
"""

from __future__ import annotations

import importlib
from typing import Any

from game.core.events import EventKinds
from game.core.state import Event, State, action_from_json


def event_kinds(spec) -> EventKinds:
    """The game's declared event kinds (``game/games/<id>/events.py``: ``EVENTS``)."""
    return importlib.import_module(f"{spec.package}.events").EVENTS


def seat_view(state: State, seat: int | None) -> State:
    """What ``seat`` may know of ``state``; None: a spectator (the public view)."""
    return state.view(seat)


def seat_update(runner, events: list[Event], seat: int | None) -> dict[str, Any]:
    """The message for ``seat`` (None: a spectator) after ``events`` happened: its view, the events
    as it may see them, whose turn it is and, for the seat that decides, its legal actions.
    ``runner``: the host's :class:`~game.core.match.Runner` (its ``spec`` and ``state`` are read,
    never its match: that holds the seed and every drawn card)."""
    spec, state = runner.spec, runner.state
    kinds = event_kinds(spec)
    turn = state.current_player()
    return {
        "game": spec.id,
        "viewer": seat,
        "view": seat_view(state, seat).to_json(),
        "events": [kinds.for_seat(ev, seat).to_json() for ev in events],
        "turn": turn,
        "pending": state.decision(),
        "legal": [_plain(a) for a in state.legal_actions()] if seat is not None and seat == turn else None,
    }


def _plain(value):
    """Tuples as lists (what JSON makes of them), nested."""
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def view_from_json(spec, data: dict) -> State:
    """The view a seat update (``seat_update``, read back with ``json.loads``) carries, as a State
    of ``spec``'s game (``is_view`` and ``viewer`` as the host's view had them). ValueError when the
    update is for another game."""
    if not isinstance(data, dict) or data.get("game") != spec.id or not isinstance(data.get("view"), dict):
        raise ValueError(f"not a seat update of {spec.id}")
    return spec.state_from_json(data["view"])


def events_from_json(data: dict) -> list[Event]:
    """The events of a seat update, as :class:`Event` records again."""
    return [Event(e["kind"], e["seat"], e["data"]) for e in data["events"]]


def legal_from_json(data: dict) -> list | None:
    """The legal actions of a seat update as action tuples (None: the seat does not decide now)."""
    legal = data.get("legal")
    return None if legal is None else [action_from_json(a) for a in legal]
