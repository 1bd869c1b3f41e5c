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
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .content import suggest


class Headline(str):
    """A log line drawn highlighted (a round begins, someone wins): a kind's lines are headlines
    when its log table says so (:meth:`Handlers.headline`), in any language."""

    __slots__ = ()


class EventKinds:
    """The event kinds of one game: ``kind -> field names``."""

    def __init__(self, game_id: str, **kinds: Iterable[str]):
        self.game_id = game_id
        self.fields: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in kinds.items()}

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
