"""Event kinds, declared once per game, and the handlers registered for them (no pygame).

A game declares every kind of :class:`~game.core.state.Event` its rules emit, with the data
fields each carries::

    EVENTS = EventKinds("camp", placed=("tile", "camp", "space", "rot", "from"), turn_end=())

What follows from an event is a handler registered for its kind, one table per role: the log
line (``game/games/<id>/text.py``), the animation and the sound (the game's ``motion``)::

    log = EVENTS.handlers("log")

    @log.on("placed")
    def _placed(ev, st, names): ...      # called as log(ev, st, names)

    log.quiet("turn_end")          # declared: this kind writes no line

A handler table refuses a kind that is not declared (a typo fails at import), and
:meth:`Handlers.missing` names the declared kinds nobody handles; the random-play test fails on
an emitted kind that is not declared, on data fields that differ from the declaration, and on a
kind without a log line.

Who may see what is declared with the kinds too: every kind is either ``public`` (every seat and
a spectator see all of its data) or has its ``secret`` fields, each a :class:`Secret` saying which
seats may see them (the event's own seat by default, or the seat a data field names) and, where a
field is secret only sometimes, when it is public after all::

    EVENTS = EventKinds(
        "cave_rave",
        dealt=("card",), drew=("card", "source"), discarded=("card",),
        secret={"dealt": Secret("card", hidden=-1),                      # the receiver's card
                "drew": Secret("card", unless={"source": "discard"}, hidden=-1)},
        public=("discarded",),
    )

:meth:`EventKinds.for_seat` gives an event as one seat may see it (a spectator is seat None and
sees the public form): a secret field it may not see holds the placeholder ``hidden`` instead, so
every declared field is still there for the log and the animations. ``secret`` and ``public`` are
therefore no names for a kind. A declaration of a kind that does not exist, of a field the kind
lacks, or of a kind both public and secret fails at import; a kind declared neither way is named
by :meth:`EventKinds.undeclared_secrecy` (the network tests fail on it) and :meth:`for_seat`
refuses it rather than guess.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .content import suggest


class Headline(str):
    """A log line drawn highlighted (a round begins, someone wins): a kind's lines are headlines
    when its log table says so (:meth:`Handlers.headline`), in any language."""

    __slots__ = ()


class Secret:
    """Data fields of an event kind that only some seats may see.

    ``to``: who may see them: ``"owner"`` (the event's own seat, the default) or the name of a
    data field holding a seat or a list of seats. ``unless``: ``{field: value}`` (a value or a
    tuple of values) under which the fields are public after all (a card taken from the open
    discard pile). ``hidden``: what a seat that may not see a field finds in its place.
    """

    __slots__ = ("fields", "to", "unless", "hidden")

    def __init__(self, *fields: str, to: str = "owner", unless: dict[str, Any] | None = None,
                 hidden: Any = None):
        if not fields:
            raise ValueError("a Secret names at least one field")
        self.fields = tuple(fields)
        self.to = to
        self.unless = {k: v if isinstance(v, tuple) else (v,) for k, v in (unless or {}).items()}
        self.hidden = hidden

    def __repr__(self) -> str:
        return f"Secret{self.fields!r}(to={self.to!r}, unless={self.unless!r}, hidden={self.hidden!r})"

    def applies(self, event) -> bool:
        """Whether the fields are secret in this event (not made public by ``unless``)."""
        return not any(event.data.get(k) in values for k, values in self.unless.items())

    def seen_by(self, event, seat: int | None) -> bool:
        """Whether ``seat`` (None: a spectator) may see the fields of ``event``."""
        if not self.applies(event):
            return True
        if seat is None:
            return False
        if self.to == "owner":
            return event.seat == seat
        who = event.data.get(self.to)
        return seat in who if isinstance(who, (list, tuple)) else who == seat


class EventKinds:
    """The event kinds of one game: ``kind -> field names``, and which of them are secret.

    ``secret``: ``{kind: Secret | (Secret, ...)}``; ``public``: the kinds with nothing secret.
    """

    def __init__(self, game_id: str, *, secret: dict[str, Secret | tuple[Secret, ...]] | None = None,
                 public: Iterable[str] = (), **kinds: Iterable[str]):
        self.game_id = game_id
        self.fields: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in kinds.items()}
        self.public: frozenset[str] = frozenset(public)
        self.secrets: dict[str, tuple[Secret, ...]] = {
            k: (v,) if isinstance(v, Secret) else tuple(v) for k, v in (secret or {}).items()}
        for kind in self.public | set(self.secrets):
            self.require(kind)
        both = sorted(self.public & set(self.secrets))
        if both:
            raise ValueError(f"{game_id}: event kinds {both} are declared both public and secret")
        for kind, parts in self.secrets.items():
            own = self.fields[kind]
            for part in parts:
                if not isinstance(part, Secret):
                    raise TypeError(f"{game_id}: {kind}: expected a Secret, got {part!r}")
                named = part.fields + tuple(part.unless) + (() if part.to == "owner" else (part.to,))
                wrong = [f for f in named if f not in own]
                if wrong:
                    raise ValueError(f"{game_id}: {kind}: secret names fields {wrong} the kind does not have")

    def __iter__(self):
        return iter(self.fields)

    def require(self, kind: str) -> str:
        if kind not in self.fields:
            raise KeyError(f"{self.game_id}: undeclared event kind {kind!r}{suggest(kind, list(self.fields))}")
        return kind

    def check(self, event) -> str:
        """'' when ``event`` is a declared kind with the declared data fields, else what is wrong."""
        if event.kind not in self.fields:
            return f"undeclared event kind {event.kind!r}"
        want, got = set(self.fields[event.kind]), set(event.data)
        if got - want:
            return f"{event.kind}: fields {sorted(got - want)} are not declared"
        return ""

    def undeclared_secrecy(self) -> list[str]:
        """The kinds declared neither public nor with their secrets."""
        return [k for k in self.fields if k not in self.public and k not in self.secrets]

    def secret_fields(self, kind: str) -> tuple[str, ...]:
        """Every field of ``kind`` that is secret to some seat, at least sometimes."""
        return tuple(f for part in self.secrets.get(kind, ()) for f in part.fields)

    def for_seat(self, event, seat: int | None):
        """``event`` as ``seat`` may see it (None: a spectator, who sees the public form): each
        secret field the seat may not see holds its placeholder. The event itself when nothing
        is hidden from the seat; KeyError for a kind whose secrecy is not declared."""
        kind = event.kind
        if kind in self.public:
            return event
        parts = self.secrets.get(kind)
        if parts is None:
            self.require(kind)
            raise KeyError(f"{self.game_id}: event kind {kind!r} is declared neither public nor with its secrets")
        data = None
        for part in parts:
            if part.seen_by(event, seat):
                continue
            for name in part.fields:
                if name in event.data:
                    if data is None:
                        data = dict(event.data)
                    data[name] = part.hidden
        if data is None:
            return event
        return type(event)(kind, event.seat, data)

    def handlers(self, role: str) -> Handlers:
        return Handlers(self, role)


class Handlers:
    """One role's handler per event kind (the log line, the animation, the sound)."""

    def __init__(self, kinds: EventKinds, role: str):
        self.kinds = kinds
        self.role = role
        self.table: dict[str, Callable[..., Any]] = {}
        self.quiet_kinds: set[str] = set()
        self.headline_kinds: set[str] = set()

    def on(self, *kinds: str) -> Callable:
        """Register the decorated function for ``kinds``."""
        def register(fn: Callable) -> Callable:
            for kind in kinds:
                self.kinds.require(kind)
                if kind in self.table:
                    raise ValueError(f"{self.kinds.game_id}: two {self.role} handlers for {kind!r}")
                self.table[kind] = fn
            return fn
        return register

    def quiet(self, *kinds: str) -> None:
        """Declare that ``kinds`` have nothing for this role (no log line, no animation)."""
        for kind in kinds:
            self.kinds.require(kind)
            self.quiet_kinds.add(kind)

    def headline(self, *kinds: str) -> None:
        """The lines of ``kinds`` come back as :class:`Headline` (the log draws them highlighted)."""
        for kind in kinds:
            self.kinds.require(kind)
            self.headline_kinds.add(kind)

    def handles(self, kind: str) -> bool:
        return kind in self.table or kind in self.quiet_kinds

    def missing(self) -> list[str]:
        """Declared kinds with neither a handler nor a ``quiet`` declaration."""
        return [k for k in self.kinds if not self.handles(k)]

    def __call__(self, event, *args, default: Any = None) -> Any:
        fn = self.table.get(event.kind)
        if fn is None:
            if event.kind not in self.quiet_kinds:
                self.kinds.require(event.kind)
            return default
        out = fn(event, *args)
        return Headline(out) if out and event.kind in self.headline_kinds else out
