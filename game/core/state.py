"""The one State API every game implements (after OpenSpiel).

A game's rules live in a subclass of :class:`State`. The state always says who
decides next (a seat number, :data:`CHANCE` or :data:`TERMINAL`), lists the
complete set of legal answers, and applies one answer at a time, returning the
events it caused. No pygame here, no ``random``: chance is a decision whose
outcomes the match samples with its own seeded generator.

Actions are tuples of plain values (``("draw", "deck")``, ``("discard", 17)``)
so they are immutable, hashable, comparable and map to JSON lists.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, ClassVar

CHANCE = -1
TERMINAL = -2

Action = tuple


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the message says why."""


@dataclass(frozen=True)
class Event:
    """Something that happened: drives the log, animations and sounds."""

    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"kind": self.kind, "seat": self.seat, "data": self.data}


def action_from_json(value: Any) -> Any:
    """JSON lists back to (nested) tuples: the inverse of ``json.dumps``."""
    if isinstance(value, list):
        return tuple(action_from_json(v) for v in value)
    return value


@dataclass(frozen=True)
class Pending:
    """What the state waits for, typed: who decides (a seat, :data:`CHANCE` or :data:`TERMINAL`)
    and which kind of decision. Games subclass it with the fields their decisions carry (the
    tile that asks, the camp it sends to …), so views, hints and bots read attributes instead of
    a game's internal stack or phase strings."""

    seat: int
    kind: str


def applies(kind: str):
    """Mark a state method as the handler of actions ``(kind, *args)``: called as
    ``method(*args)`` by :meth:`State.dispatch`."""
    def mark(fn):
        fn.applies = kind
        return fn
    return mark


class State:
    """Base class of every game's state.

    Subclasses set ``game_id`` and implement the abstract methods. ``view``
    returns a copy holding only what one seat may know, with
    ``is_view = True``; ``determinize`` fills such a view's unknown part with
    one random guess consistent with what the seat knows.
    """

    game_id: ClassVar[str] = ""
    num_players: int
    is_view: bool = False
    #: action kind -> handler, collected from the methods marked with :func:`applies`
    APPLY: ClassVar[dict[str, Any]] = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        table = dict(cls.APPLY)
        for value in vars(cls).values():
            kind = getattr(value, "applies", None)
            if kind is not None:
                table[kind] = value
        cls.APPLY = table

    # -- who decides ---------------------------------------------------------
    def current_player(self) -> int:
        raise NotImplementedError

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def is_chance(self) -> bool:
        return self.current_player() == CHANCE

    def decision(self) -> str:
        """A short id of the pending decision ("draw", "meld", "discard" ...)."""
        raise NotImplementedError

    def pending(self) -> Pending:
        """The pending decision as a typed record (games return their own subclasses)."""
        return Pending(self.current_player(), self.decision())

    # -- answers -------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """At a chance node: each outcome with its probability."""
        acts = self.legal_actions()
        p = 1.0 / len(acts)
        return [(a, p) for a in acts]

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalAction` with a clear message unless legal.

        The default accepts exactly the listed actions; games whose lists are
        canonical (one representative of equivalent answers) override this.
        """
        if action not in self.legal_actions():
            raise IllegalAction(f"{action!r} is not a legal {self.decision()} action now")

    def why_not(self, action: Action) -> str:
        """Why ``action`` cannot be played now, as a sentence for the player ("" when it can):
        the reason :meth:`check` gives, so the table never re-derives the rules."""
        try:
            self.check(action)
        except IllegalAction as exc:
            from .i18n import sentence
            return sentence(str(exc))
        return ""

    def apply_action(self, action: Action) -> list[Event]:
        """Check ``action`` and carry it out; returns the events it caused."""
        if self.is_view:
            raise IllegalAction("a view cannot be played: determinize it first")
        if self.is_terminal():
            raise IllegalAction("the game is over")
        self.check(action)
        return self._apply(action)

    def dispatch(self, action: Action) -> list[Event]:
        """Carry out a checked action through the method marked ``@applies(action[0])`` (the
        check has made sure there is one)."""
        handler = self.APPLY[action[0]]
        if len(action) == 2:                 # most actions carry one value: no slice, no unpacking
            return handler(self, action[1])
        return handler(self, *action[1:])

    #: carry out a checked action (a game that settles after every action overrides it)
    _apply = dispatch

    def returns(self) -> list[float]:
        """Per seat: 1 for a win, 0 for a loss, shared on ties (terminal only)."""
        raise NotImplementedError

    def set_seat_kinds(self, kinds: list[str]) -> None:
        """Who sits at each seat: "human" or a bot level (``match.SEAT_KINDS``), as the table
        shows everyone. The match tells every new state; a game whose bots play along with the
        others may keep it (public, in every view), the rules never depend on it. Default: unused."""

    # -- copies, views, JSON -------------------------------------------------
    def clone(self) -> State:
        raise NotImplementedError

    def copy(self) -> State:
        return self.clone()

    def view(self, seat: int) -> State:
        raise NotImplementedError

    def determinize(self, rng: random.Random) -> State:
        raise NotImplementedError

    def to_json(self) -> dict:
        """Every field named in ``__slots__`` but the (shared, read-only) content."""
        return {k: getattr(self, k) for k in self.__slots__ if k != "content"}

    @classmethod
    def from_json(cls, data: dict, content: Any) -> State:
        from .content import Options
        state = object.__new__(cls)
        state.content = content
        for k in cls.__slots__:
            if k != "content":
                setattr(state, k, Options(data[k]) if k == "options" else data[k])
        return state

    # -- text ----------------------------------------------------------------
    def describe(self, event: Event, names: list[str]) -> str:
        """One log line for an event, in the players' language."""
        return event.kind

    def score_table(self, names: list[str]) -> dict:
        """The results screen's table: every point explained.

        ``{"headline": str, "winners": [seat], "columns": names,
        "rows": [{"label": str, "values": [str|int per seat], "style": "row|subtotal|total"}],
        "notes": [str]}``; optionally ``"parts": {"title": str, "heads": [str]}`` (each seat's
        column split, e.g. by season) with ``"parts": [[value per head] per seat]`` on the rows
        that have them (``values`` then holds their sums, for text-only readers).
        """
        raise NotImplementedError

    def seat_has_secrets(self, seat: int) -> bool:
        """True when this seat holds something the others must not see."""
        return False
