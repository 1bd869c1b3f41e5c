"""A remote seat's runner: the game's own table drawn from what the host sends (no pygame).

A table scene reads a :class:`~game.core.match.Runner`; at a client it reads a
:class:`RemoteRunner` instead, which holds only what the host sent this seat
(:func:`~game.net.seat_view.seat_update`) and never plays the rules itself:

``state``
    the latest view received (``view_from_json``): the viewer's own cards, the others' as the
    view hides them. The table draws it, its presenters read it, and its rules give the "why
    not" texts and check a click before it is sent (the host checks it again).
``play(action)``
    sends ``act`` (with the number of the last update seen) and returns no events: what the
    action caused comes back in the host's next update, taken by the table with :meth:`take`.
``undo(seat)`` / ``can_undo(seat)``
    sends ``undo``; allowed only where the host's update said so (its ``undo`` field), and not
    while an action of this seat is on its way.
``events``, ``actors``, ``log_lines()``
    the events of each action as this seat saw them (the others' secrets hidden), and who
    decided each: the log, the last move's marks and the "since your turn" recap read them.
``match``
    a :class:`RemoteMatch`: the seats, the options, and ``actions`` that has a length (the
    host's count of actions, so undo and the table's caches count as at the host) but holds no
    action; its ``seed`` is this client's own, for its hints, never the host's.

The frame loop never waits on the network: the connection's thread hands each message to
:meth:`receive` (thread-safe: a queue); the table asks :meth:`news` once a frame and takes one
change at a time with :meth:`take` (:class:`Change`), so its flights play one after another.

What the update's payload holds beyond ``seat_update`` (the host adds it; without it a client
counts updates and cannot undo): ``moves``, the host's count of actions after the change, and
``undo``, whether this seat may take back its last action now.
"""

from __future__ import annotations

import logging
import queue
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.core.match import Seat
from game.core.state import CHANCE, Event, IllegalAction, State

from .seat_view import events_from_json, legal_from_json, view_from_json

log = logging.getLogger(__name__)

class Moves:
    """How many actions the host's match holds, without any of them: the table counts
    ``len(runner.match.actions)``; nothing here can read an action or a chance outcome."""

    __slots__ = ("count",)

    def __init__(self, count: int = 0):
        self.count = count

    def __len__(self) -> int:
        return self.count

    def __iter__(self):
        raise TypeError("a remote table holds no actions, only their count")

    def __getitem__(self, index):
        raise TypeError("a remote table holds no actions, only their count")


@dataclass
class RemoteMatch:
    """What a client's table reads of a match: the seats, the options, a count of actions."""

    game_id: str
    seats: list[Seat]
    options: dict
    #: this client's own seed, for its hints' search (never the host's)
    seed: int
    actions: Moves = field(default_factory=Moves)
    content_hash: str = ""


@dataclass(frozen=True)
class Change:
    """One update as the table takes it: ``kind`` "start" (the first update, or one that
    replaces the table: nothing to animate), "move" (``actor``'s action and what followed it:
    ``events``), "undo" (the host took actions back) or "same" (the view changed, no action:
    a seat's name)."""

    kind: str
    actor: int | None
    events: list[Event]


class RemoteRunner:
    """A client's runner for ``seat`` (None: a spectator); see the module's text. ``send`` hands
    a message (a dict: ``{"type": "act", "seq": …, "action": […]}``) to the connection and
    returns at once; ``first`` is the first update (the ``update`` message, or its payload)."""

    #: the table asks this: the host decides for every other seat, nothing is saved here
    remote = True

    def __init__(self, spec, seat: int | None, seats: Sequence[Seat], send: Callable[[dict], object],
                 first: dict, *, seed: int | None = None):
        self.spec = spec
        self.seat = seat
        self._send = send
        self._inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.seq = 0
        #: an action of this seat is on its way to the host (the table takes no other meanwhile)
        self.waiting = False
        #: the host's last word on what it refused ("" when none), for the table to say
        self.refusal = ""
        self.legal: list | None = None
        self._undo_ok = False
        self.actors: list[int] = []
        self.events: list[list[Event]] = []
        seq, payload = _unwrap(first)
        self.state: State = view_from_json(spec, payload)
        #: the seats played at this screen (the table takes input for these only; every other seat,
        #: human or bot, is decided at the host)
        self.here: tuple[int, ...] = () if seat is None else (seat,)
        self.match = RemoteMatch(spec.id, [Seat(s.name, s.kind, s.colour) for s in seats], dict(self.state.options),
                                 secrets.randbits(32) if seed is None else seed, Moves(), spec.edition)
        self._take(seq, payload, first=True)

    # -- from the connection's thread -------------------------------------------------------
    def receive(self, message: dict) -> None:
        """An ``update`` message (or its payload) from the host, as ``json.loads`` made it; any
        thread. A ``refused`` message ends the wait for the action it refused."""
        self._inbox.put(message)

    # -- the table's side (the main thread) ---------------------------------------------------
    def news(self) -> bool:
        """Something arrived that :meth:`take` has not taken yet (never waits)."""
        return not self._inbox.empty()

    def take(self) -> Change | None:
        """The next update, now the state (None: nothing waits, or a message that changed
        nothing)."""
        try:
            message = self._inbox.get_nowait()
        except queue.Empty:
            return None
        if isinstance(message, dict) and message.get("type") == "refused":
            self.waiting = False
            self.refusal = str(message.get("why", ""))
            return Change("same", None, [])
        seq, payload = _unwrap(message)
        try:
            return self._take(seq, payload)
        except (ValueError, KeyError, TypeError) as exc:     # not this game's update: left unread
            log.warning("an update could not be read: %s", exc)
            return None

    def _take(self, seq: int | None, payload: dict, first: bool = False) -> Change:
        view = view_from_json(self.spec, payload)
        events = events_from_json(payload)
        before, count = self.state.current_player(), len(self.match.actions)
        moves = payload.get("moves")
        if not isinstance(moves, int) or isinstance(moves, bool) or moves < 0:
            moves = count + (1 if events and not first else 0)      # (a host that does not count)
        self.state, self.legal = view, legal_from_json(payload)
        self._undo_ok = payload.get("undo") is True
        if seq is not None:
            self.seq = seq
        self.refusal = ""
        if first or (moves == count and events):
            kind, actor = "start", None
            self.actors, self.events = [CHANCE] * moves, [[] for _ in range(moves)]
            if events and moves:
                self.events[-1] = events
        elif moves < count:
            kind, actor = "undo", None
            del self.actors[moves:], self.events[moves:]
        elif moves == count:
            kind, actor = "same", None
        else:
            kind, actor = "move", before
            # (the seat's action, then the chance that followed: their events as one list)
            self.actors += [before] + [CHANCE] * (moves - count - 1)
            self.events += [events] + [[] for _ in range(moves - count - 1)]
        self.match.actions.count = moves
        if kind in ("move", "undo", "start"):
            self.waiting = False
        return Change(kind, actor, events)

    # -- what a table does with a runner ------------------------------------------------------
    def start(self) -> list[Event]:
        """The host has started the game: nothing to do here."""
        return []

    def play(self, action) -> list[Event]:
        """Send ``action`` to the host (checked by the view's rules first: IllegalAction with their
        reason); returns no events: they come back with the host's update."""
        if self.waiting:
            raise IllegalAction("your last move is on its way to the host")
        if self.seat is None or self.state.current_player() != self.seat:
            raise IllegalAction("it is not your turn")
        self.state.check(action)
        self.waiting = True
        self._send({"type": "act", "seq": self.seq, "action": _plain(action)})
        return []

    def can_undo(self, seat: int) -> bool:
        """The host said this seat may take its last action back, and none is on its way."""
        return seat == self.seat and self._undo_ok and not self.waiting

    def undo(self, seat: int) -> None:
        """Ask the host to take ``seat``'s last action back; the table changes with its update."""
        if not self.can_undo(seat):
            raise IllegalAction("nothing to undo: a hidden card was revealed since")
        self.waiting = True
        self._send({"type": "undo", "seq": self.seq})

    def log_lines(self) -> list[str]:
        names = [s.name for s in self.match.seats]
        return [line for events in self.events for line in (self.state.describe(ev, names) for ev in events)
                if line]

    def view_for(self, seat: int) -> State:
        return self.state.view(seat)

    def to_json(self) -> dict:
        raise TypeError("a remote table is not saved here: the host keeps the game")


def _unwrap(message: dict) -> tuple[int | None, dict]:
    """(seq, payload) of an ``update`` message, or (None, the payload itself)."""
    if isinstance(message, dict) and message.get("type") == "update":
        return message.get("seq"), message["payload"]
    return None, message


def _plain(value):
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value
