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
    sends ``undo``; allowed only where the host's update said so (its ``can_undo`` field), and not
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

What the update's payload holds beyond ``seat_update`` (:class:`~game.net.host.TableHost` adds
it): ``can_undo``, whether this seat may take back its last action now, and ``undone``, the seat
whose move an undo took back (None for a move). Each update with a newer ``seq`` is one move (or
an undo); one with the same ``seq`` is the table as it is (a rejoin). So ``len(match.actions)``
counts the moves this client saw, one for a seat's decision and the chance that followed it.
"""

from __future__ import annotations

import json
import logging
import queue
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.core.i18n import _
from game.core.match import Match, Runner, Seat
from game.core.state import CHANCE, Event, IllegalAction, State

from .seat_view import events_from_json, legal_from_json, seat_update, view_from_json

log = logging.getLogger(__name__)

class NotSaved(OSError):
    """A remote table's game is the host's: saving it here fails as a full disk does (the pause
    menu's Save & quit and Save as say why and go on)."""

    def __init__(self):
        super().__init__(_("The host keeps this game: it is not saved at this screen."))


class Moves:
    """How many moves this client saw, without any of them: the table counts
    ``len(runner.match.actions)``; nothing here can read an action or a chance outcome (a save,
    which would list them, fails with :class:`NotSaved`)."""

    __slots__ = ("count",)

    def __init__(self, count: int = 0):
        self.count = count

    def __len__(self) -> int:
        return self.count

    def __iter__(self):
        raise NotSaved()

    def __getitem__(self, index):
        raise NotSaved()


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
    #: each step this client saw, ``(view, actor, events)``, one a decision as
    #: :meth:`game.core.match.Match.walk` counts them; None when some went unseen (this client
    #: came in, or came back, after the start: a rejoin)
    record: list | None = field(default_factory=list)

    def walk(self, spec=None):
        """The game step by step as this client saw it (the views it received, a step a
        decision), for the results' charts (:func:`game.core.score_track.walk`); ValueError when
        the record is not whole (:attr:`record`)."""
        if self.record is None:
            raise ValueError("this screen did not see the whole game: it joined or came back after the start")
        for view, actor, events in self.record:
            yield view, actor, None, events


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
    returns at once; ``first`` is the first update (the ``update`` message, or its payload).
    ``pump``, where given, is called with the runner each time the table looks for news (once a
    frame): it hands what arrived to :meth:`receive` and must never wait (:func:`over_client`)."""

    #: the table asks this: the host decides for every other seat, nothing is saved here
    remote = True

    def __init__(self, spec, seat: int | None, seats: Sequence[Seat], send: Callable[[dict], object],
                 first: dict, *, seed: int | None = None, pump: Callable[[RemoteRunner], object] | None = None):
        self.spec = spec
        self._pump = pump
        self.seat = seat
        self._send = send
        self._inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.seq = 0
        #: what of this seat's is on its way to the host, its answer not in yet: "act" (the table
        #: takes no other move meanwhile), "undo", or "" for nothing
        self.asked = ""
        #: the host's last word on what it refused ("" when none), for the table to say
        self.refusal = ""
        self.legal: list | None = None
        self._undo_ok = False
        self.actors: list[int] = []
        self.events: list[list[Event]] = []
        self._rejoined = False
        #: decisions the host had made that this client never saw (before its first update, or
        #: while its connection was lost), and where in the steps the moves it missed went
        self._unseen = 0
        self.gaps: set[int] = set()
        #: the connection to the host is lost for now (the table says so; no move is sent)
        self.offline = False
        #: why the host would not take this screen back after a lost connection ("" none)
        self.turned_away = ""
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
        if self._pump is not None:
            self._pump(self)
        return not self._inbox.empty()

    def take(self) -> Change | None:
        """The next update, now the state (None: nothing waits, or a message that changed
        nothing)."""
        try:
            message = self._inbox.get_nowait()
        except queue.Empty:
            return None
        if isinstance(message, dict) and message.get("type") == "refused":
            if message.get("about") in (self.asked, None):
                self.asked = ""
            self.refusal = str(message.get("why", ""))
            if message.get("about") in TURNED_AWAY:
                self.turned_away = self.refusal
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
        before = self.state.current_player()
        undone = payload.get("undone")
        rejoined, self._rejoined = self._rejoined, False
        newer = seq is None or seq > self.seq or rejoined
        self.state, self.legal = view, legal_from_json(payload)
        self._undo_ok = payload.get("can_undo") is True
        if seq is not None:
            self.seq = seq if rejoined else max(self.seq, seq)
        self.refusal = ""
        record = self.match.record
        if first:
            kind, actor = "start", None
            self.actors, self.events = ([CHANCE], [events]) if events else ([], [])
            # the whole game is seen when its first update is the start (no decision made yet)
            self.match.record = [(view, CHANCE, events)] if events and payload.get("moves") == 0 else (
                [] if payload.get("moves") == 0 else None)
            moves = payload.get("moves")
            self._unseen = moves if isinstance(moves, int) and not isinstance(moves, bool) else 0
        elif not newer:                      # (the table as it is, sent again: a rejoin)
            kind, actor = "same", None
        elif rejoined:                       # (the table after a reconnection: moves may have gone unseen)
            kind, actor = "start", None
            moves = payload.get("moves")
            if isinstance(moves, int) and moves > _decisions(self.actors) + self._unseen:
                self.match.record = None     # (moves were made meanwhile: the log says so where)
                self._unseen = moves - _decisions(self.actors)
                self.gaps.add(len(self.actors))
                self.actors.append(CHANCE)
                self.events.append([])
        elif isinstance(undone, int) and not isinstance(undone, bool):
            # the host cut back to the seat's last move (no chance came after it, or undo was refused)
            kind, actor = "undo", undone
            cut = next((i for i in range(len(self.actors) - 1, -1, -1) if self.actors[i] == undone), None)
            if cut is not None:
                del self.actors[cut:], self.events[cut:]
                self.gaps = {g for g in self.gaps if g < cut}
                if record is not None:
                    del record[cut:]
        else:                                # the seat that decided, and the chance that followed
            kind, actor = "move", before
            self.actors.append(before)
            self.events.append(events)
            if record is not None:
                record.append((view, before, events))
        if self.match.record is not None and isinstance(payload.get("moves"), int) \
                and payload["moves"] != _decisions(self.actors) + self._unseen:
            self.match.record = None         # (a step went unseen: the charts would be wrong)
        self.match.actions.count = len(self.actors)
        if (kind == "move" and self.asked == "act") or (kind == "undo" and actor == self.seat):
            self.asked = ""
        return Change(kind, actor, events)

    def rejoined(self) -> None:
        """The connection was made again and the seat taken back: the next update is the table as
        it is now (taken whole, nothing animated; what went unseen meanwhile leaves the record
        unwhole), and nothing of this seat's is on its way any more."""
        self._rejoined = True
        self.asked = ""
        self.turned_away = ""

    # -- what a table does with a runner ------------------------------------------------------
    def start(self) -> list[Event]:
        """The host has started the game: nothing to do here."""
        return []

    def play(self, action) -> list[Event]:
        """Send ``action`` to the host (checked by the view's rules first: IllegalAction with their
        reason); returns no events: they come back with the host's update."""
        if self.offline:
            raise IllegalAction(_("The connection to the host is lost: your move waits until it is back."))
        if self.asked:
            raise IllegalAction("your last move is on its way to the host")
        if self.seat is None or self.state.current_player() != self.seat:
            raise IllegalAction("it is not your turn")
        self.state.check(action)
        self.asked = "act"
        self._send({"type": "act", "seq": self.seq, "action": _plain(action)})
        return []

    def can_undo(self, seat: int) -> bool:
        """The host said this seat may take its last action back, and none is on its way."""
        return seat == self.seat and self._undo_ok and not self.asked and not self.offline

    def undo(self, seat: int) -> None:
        """Ask the host to take ``seat``'s last action back; the table changes with its update."""
        if not self.can_undo(seat):
            raise IllegalAction("nothing to undo: a hidden card was revealed since")
        self.asked = "undo"
        self._send({"type": "undo", "seq": self.seq})

    @property
    def waiting(self) -> bool:
        """Something of this seat's is on its way to the host (:attr:`asked`)."""
        return bool(self.asked)

    def log_lines(self) -> list[str]:
        """The log of what this screen saw; where it missed moves (its connection was lost
        meanwhile), a line says so."""
        names = [s.name for s in self.match.seats]
        lines: list[str] = []
        for i, events in enumerate(self.events):
            if i in self.gaps:
                lines.append(_("Moves were made while your connection was lost; the table shows where they led."))
            lines.extend(line for line in (self.state.describe(ev, names) for ev in events) if line)
        return lines

    def view_for(self, seat: int) -> State:
        return self.state.view(seat)

    def to_json(self) -> dict:
        raise NotSaved()


#: what a refusal is about when the host will not take this screen back (its seat, its watch)
TURNED_AWAY = ("rejoin", "watch", "hello", "guard", "full")


def _decisions(actors: list[int]) -> int:
    """How many seats' decisions ``actors`` counts (the steps that are not chance's)."""
    return sum(1 for a in actors if a != CHANCE)


def _unwrap(message: dict) -> tuple[int | None, dict]:
    """(seq, payload) of an ``update`` message, or (None, the payload itself)."""
    if isinstance(message, dict) and message.get("type") == "update":
        return message.get("seq"), message["payload"]
    return None, message


def _plain(value):
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


# -- over a TableClient (game.net.client) ---------------------------------------------------------

def seats_of(table: dict, spec) -> list[Seat]:
    """The seats a ``welcome``'s table lists, as a match holds them (a bot's level, else human;
    an open seat named by its number)."""
    out = []
    for i, one in enumerate(table.get("seats") or []):
        kind = one.get("kind")
        colour = one.get("colour") or spec.colours[i % len(spec.colours)]
        out.append(Seat(one.get("name") or _("Player {n}").format(n=i + 1),
                        kind if kind in ("easy", "normal", "hard") else "human", colour))
    return out


def over_client(client, first=None, *, seed: int | None = None) -> RemoteRunner:
    """A :class:`RemoteRunner` for the seat ``client`` (a :class:`~game.net.client.TableClient`,
    welcomed, with its first update in) sits at: its moves and undos go through the client, and
    each look for news polls it without waiting (``poll(0)``) and hands its updates and refusals
    over. ``first``: the update to start from (default: the oldest the client has not handed
    over)."""
    updates = client.take_updates()
    if first is None:
        if not updates:
            raise ValueError("no update from the host yet")
        first, updates = updates[0], updates[1:]
    spec = client.spec

    def send(message: dict) -> object:
        if message["type"] == "act":
            return client.send_action(message["action"])
        return client.undo()

    def pump(runner: RemoteRunner) -> None:
        client.poll(0)
        for view in client.take_updates():
            runner.receive({"type": "update", "seq": view.seq, "payload": view.payload})
        for refusal in client.take_refusals():
            runner.receive({"type": "refused", "why": refusal.why, "about": refusal.about})

    runner = RemoteRunner(spec, client.seat, seats_of(client.table, spec), send,
                          {"type": "update", "seq": first.seq, "payload": first.payload}, seed=seed, pump=pump)
    for view in updates:
        runner.receive({"type": "update", "seq": view.seq, "payload": view.payload})
    return runner


def watched(match, spec, seat: int | None) -> RemoteRunner:
    """The :class:`RemoteRunner` a screen at ``seat`` (None: a spectator's) would hold had it sat at
    ``match`` from its start, each update made as the host makes it (``seat_update``, its count of
    moves, through JSON as the wire carries it): a finished game's joined-player results for the
    screenshot tour, without a network."""
    live = Runner(Match(match.game_id, list(match.seats), match.seed, dict(match.options), match.content_hash), spec)
    actions, at = list(match.actions), 0

    def step() -> list[Event]:
        nonlocal at
        events: list[Event] = []
        first = True
        while at < len(actions) and (first or live.state.is_chance()):
            events += live.replay(actions[at])
            at, first = at + 1, False
        return events

    def payload(events: list[Event]) -> dict:
        data = dict(seat_update(live, events, seat), undone=None, can_undo=False, moves=_decisions(live.actors))
        return json.loads(json.dumps(data))

    setup: list[Event] = []
    while at < len(actions) and live.state.is_chance():
        setup += live.replay(actions[at])
        at += 1
    remote = RemoteRunner(spec, seat, match.seats, lambda message: None, payload(setup))
    seq = 1
    while at < len(actions):
        seq += 1
        remote.receive({"type": "update", "seq": seq, "payload": payload(step())})
        remote.take()
    return remote
