"""A player's (or a spectator's) side of a network table (no pygame).

:class:`TableClient` connects to a host (:class:`~game.net.transport.Client`, on a thread of its
own), says hello, takes a seat (:meth:`~TableClient.join` with the join code, or
:meth:`~TableClient.rejoin` with a kept seat token) or watches (:meth:`~TableClient.watch`), sends
moves and undos with the sequence number of the last update it saw, and keeps what the host sent
as plain data. It is driven by polling, as the host is::

    client = TableClient("127.0.0.1", port)
    client.connect()                        # hello is sent once the connection is open
    client.join("K7Q-M2X-WP9", "Anna")      # or client.rejoin() with the kept token
    while True:
        latest = client.poll()              # at once; the newest TableView, or None before any
        if latest is not None and latest.legal:
            client.send_action(latest.legal[0])

What it keeps: :attr:`TableClient.table` (the ``welcome``'s table: game, options, seats),
:attr:`TableClient.seat` and :attr:`TableClient.token`, :attr:`TableClient.seats` (who sits
where, from the host's ``seats`` messages), the newest :class:`TableView` and every one since the
last :meth:`~TableClient.take_updates` (a table animates each move), the refusals since the last
:meth:`~TableClient.take_refusals`, and why the connection ended (:attr:`TableClient.closed_why`).

A seat's token is kept in the user folder (:mod:`.tokens`) with the table's id, so that a
restarted Open Air rejoins its seat. Nothing the host sends can make the client raise: a message
that does not follow the protocol, or an update it cannot read, is noted in
:attr:`TableClient.errors` and left.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core import registry
from game.core.state import Event, State

from . import protocol
from .protocol import Message, ProtocolError
from .seat_view import events_from_json, legal_from_json, view_from_json
from .tokens import Kept, TokenStore
from .transport import Client, Closed, Opened

log = logging.getLogger(__name__)

#: the client's phases
CONNECTING, CONNECTED, SEATED, WATCHING, CLOSED = "connecting", "connected", "seated", "watching", "closed"


@dataclass
class TableView:
    """One update from the host, read: the table's sequence number, the seat's view as a State of
    the game (``is_view``; rebuilt with :func:`~game.net.seat_view.view_from_json`), the events
    of the change as this seat may see them, whose turn it is (a seat, ``state.TERMINAL``), the
    pending decision's kind, this seat's legal moves (action tuples; None when it does not decide
    now), whether this seat may take its last move back, the seat whose move was taken back (an
    undo's update; else None), and the payload as it came."""
    seq: int
    state: State
    events: list[Event]
    turn: int
    pending: Any
    legal: list | None
    can_undo: bool = False
    undone: int | None = None
    payload: dict = field(default_factory=dict, repr=False)


@dataclass(frozen=True)
class Refusal:
    """A message of ours the host did not follow: what about (``act``, ``join``, ``guard`` …),
    why (a sentence for the player), and the table's sequence number when the host gave it."""
    about: str
    why: str
    seq: int | None = None
    host: dict | None = None


class TableClient:
    """A connection to one table (module docstring).

    ``address``, ``port``: the host. ``store``: where seat tokens are kept (a :class:`TokenStore`;
    None: the user folder's; False: nowhere). ``hello_message``: the hello sent (this Open Air's by
    default; tests send others). ``spec_for``: the game's spec by its id (``registry.get``).
    ``transport_options``: passed to :class:`~game.net.transport.Client`. ``wake``: called from
    the network thread whenever something arrives for :meth:`poll` (the app's ``wake``).
    """

    def __init__(self, address: str, port: int, *, store: TokenStore | None | bool = None,
                 hello_message: Message | None = None, spec_for: Callable = registry.get,
                 transport_options: dict | None = None, wake: Callable[[], None] | None = None):
        self.address, self.port = address, port
        self.store: TokenStore | None = (TokenStore() if store is None else None if store is False else store)
        self.hello_message = hello_message
        self.spec_for = spec_for
        self.transport_options = {"wake": wake, **(transport_options or {})}
        self.phase = CONNECTING
        #: the table as its welcome described it (None before one)
        self.table: dict | None = None
        self.seat: int | None = None
        self.token: str | None = None
        #: who sits where (the host's latest ``seats``) and how many watch
        self.seats: list[dict] = []
        self.watchers = 0
        self.latest: TableView | None = None
        #: the table's sequence number as the last update said
        self.seq = 0
        self.closed_why: str | None = None
        #: what the host sent that could not be read (in English, for the log)
        self.errors: list[str] = []
        self._updates: list[TableView] = []
        self._refusals: list[Refusal] = []
        self._wire: Client | None = None
        self._pending: list[Message] = []

    # -- connecting -------------------------------------------------------------------------

    def connect(self) -> None:
        """Open the connection (on its own thread) and say hello once it is open; returns at
        once. What the client asks before it is open (join, rejoin, watch) is sent after the
        hello."""
        if self._wire is not None:
            return
        self._wire = Client(self.address, self.port, **self.transport_options)
        self._wire.start()

    def reconnect(self, port: int | None = None, rejoin: bool = True) -> bool:
        """Connect again (after the connection dropped, or the host closed the table and
        continues it, maybe on another ``port``) and rejoin with this seat's token; False when
        there is no token to rejoin with, or ``rejoin`` is False (a spectator watches again with
        :meth:`watch`, never taking up a seat kept in this user folder)."""
        if self._wire is not None:
            self._wire.close()
            self._wire = None
        if port is not None:
            self.port = port
        self.phase, self.closed_why, self._pending = CONNECTING, None, []
        token = self.token or (self.kept().token if self.kept() is not None else None)
        self.connect()
        return self.rejoin(token) if token and rejoin else False

    @property
    def connected(self) -> bool:
        return self._wire is not None and self._wire.connected

    def join(self, code: str, name: str, seat: int | None = None) -> None:
        """Ask for a seat (the first free one, or ``seat``) with the join code, as ``name``."""
        fields: dict = {"code": code, "name": name}
        if seat is not None:
            fields["seat"] = seat
        self._ask(Message.of("join", **fields))

    def rejoin(self, token: str | None = None) -> bool:
        """Ask for the seat of ``token``, or of the token kept for this host (by table id once a
        welcome told it, else by address and port); False when there is none to send."""
        if token is None:
            kept = self.kept()
            token = kept.token if kept is not None else None
        if token is None:
            return False
        self._ask(Message.of("rejoin", token=token))
        return True

    def kept(self) -> Kept | None:
        """The seat kept for this table (by its id when known, else by the host's address and
        port); None."""
        if self.store is None:
            return None
        table_id = (self.table or {}).get("id")
        return self.store.find(self.address, self.port, table_id)

    def watch(self, code: str) -> None:
        """Watch the table with its watch code (the public view only)."""
        self._ask(Message.of("watch", code=code))

    # -- playing -----------------------------------------------------------------------------

    def send_action(self, action) -> bool:
        """Send ``action`` (a tuple or a list) for this seat, with the sequence number of the
        last update; False when it could not be sent (not connected, or not an action the
        protocol carries). The host answers with an update, or a refusal."""
        try:
            message = Message.of("act", seq=self.seq, action=_plain(action))
        except ProtocolError as exc:
            self.errors.append(str(exc))
            return False
        return self._send(message)

    def undo(self) -> bool:
        """Ask the host to take this seat's last move back (it answers with an update or a
        refusal); False when it could not be sent."""
        return self._send(Message.of("undo", seq=self.seq))

    def bye(self) -> None:
        """Leave the table: the seat waits, away, for a rejoin (the token stays kept)."""
        self._send(Message.of("bye"))

    def close(self) -> None:
        """Close the connection (without a bye: the host shows the seat as away)."""
        if self._wire is not None:
            self._wire.close()
            self._wire = None
        if self.phase != CLOSED:
            self.phase = CLOSED

    # -- what came -------------------------------------------------------------------------

    def poll(self, timeout: float = 0) -> TableView | None:
        """Read what arrived (waiting up to ``timeout`` seconds for something when nothing has);
        the newest :class:`TableView` (None before the first update). Never raises for what the
        host sent."""
        if self._wire is None:
            return self.latest
        for event in self._wire.poll(timeout):
            try:
                self._event(event)
            except Exception as exc:        # a host that sends what we cannot read: noted, left
                log.exception("a message from the host could not be read")
                self.errors.append(f"{type(exc).__name__}: {exc}"[:300])
        return self.latest

    def take_updates(self) -> list[TableView]:
        """Every update since the last call, oldest first (each with its events)."""
        updates, self._updates = self._updates, []
        return updates

    def take_refusals(self) -> list[Refusal]:
        """The host's refusals since the last call, oldest first."""
        refusals, self._refusals = self._refusals, []
        return refusals

    @property
    def spec(self):
        """The game's spec (None before a welcome)."""
        if self.table is None:
            return None
        return self.spec_for(self.table["game"])

    # -- inside --------------------------------------------------------------------------------

    def _ask(self, message: Message) -> None:
        if self.connected and self.phase != CONNECTING:
            self._send(message)
        else:
            self._pending.append(message)

    def _send(self, message: Message) -> bool:
        return self._wire is not None and self._wire.send(message)

    def _event(self, event) -> None:
        if isinstance(event, Opened):
            self._send(self.hello_message or protocol.hello())
            self.phase = CONNECTED
            pending, self._pending = self._pending, []
            for message in pending:
                self._send(message)
        elif isinstance(event, Closed):
            if self.closed_why is None:
                self.closed_why = event.reason or ""
            self.phase = CLOSED
        elif isinstance(event, ProtocolError):
            self.errors.append(str(event))
        elif isinstance(event, Message):
            getattr(self, f"_on_{event.type}", self._on_other)(event)

    def _on_other(self, msg: Message) -> None:
        self.errors.append(f"a {msg.type!r} message is not one a host sends")

    def _on_welcome(self, msg: Message) -> None:
        table = msg["table"]
        self.spec_for(table.get("game"))            # a game we do not have: raises, noted
        self.table, self.seat, self.token = table, msg["seat"], msg["token"]
        self.phase = WATCHING if msg["seat"] is None else SEATED
        if self.token is not None and self.store is not None and isinstance(table.get("id"), str):
            name = ""
            for s in table.get("seats") or []:
                if isinstance(s, dict) and s.get("seat") == self.seat:
                    name = s.get("name") or ""
            self.store.keep(Kept(self.address, self.port, table["id"], str(table.get("game")), self.seat,
                                 self.token, name))

    def _on_update(self, msg: Message) -> None:
        payload = msg["payload"]
        spec = self.spec_for(payload.get("game"))
        view = TableView(
            seq=msg["seq"], state=view_from_json(spec, payload), events=events_from_json(payload),
            turn=payload.get("turn"), pending=payload.get("pending"), legal=legal_from_json(payload),
            can_undo=bool(payload.get("can_undo")), undone=payload.get("undone"), payload=payload)
        self.seq = msg["seq"]
        self.latest = view
        self._updates.append(view)
        if self.table is not None and not self.table.get("started"):
            self.table = dict(self.table, started=True)

    def _on_refused(self, msg: Message) -> None:
        self._refusals.append(Refusal(msg["about"], msg["why"], msg.get("seq"), msg.get("host")))

    def _on_error(self, msg: Message) -> None:
        self.errors.append(msg["why"])

    def _on_seats(self, msg: Message) -> None:
        self.seats = list(msg["seats"])
        self.watchers = msg.get("watchers", 0)
        if self.table is not None:             # the names joined since the welcome
            named = {s["seat"]: s["name"] for s in self.seats}
            self.table = dict(self.table, seats=[dict(s, name=named.get(s.get("seat"), s.get("name")))
                                                 for s in self.table.get("seats") or []])

    def _on_closing(self, msg: Message) -> None:
        self.closed_why = msg["why"]


def _plain(value):
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value
