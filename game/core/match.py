"""A match: game id, content hash, options, seats, seed and the list of actions.

Replaying the actions from the seed's starting state reproduces the game
exactly; saves, autosave, resume, undo and replays all come from this.
Chance outcomes are sampled from a generator derived from the seed and the
action's index, and recorded like any other action.
"""

from __future__ import annotations

import random
import re
import unicodedata
from dataclasses import asdict, dataclass, field
from typing import Any

from . import registry
from .state import CHANCE, Event, IllegalAction, State, action_from_json

FORMAT_VERSION = 1
SEAT_KINDS = ("human", "easy", "normal", "hard")
#: the longest seat name a match holds (the setup's name box takes 14 characters)
NAME_MAX = 40
#: the most actions a saved match may hold (a long real game has about 1,000)
MAX_ACTIONS = 20_000
#: the most levels of lists an action may hold (a real one has at most 2)
ACTION_DEPTH = 16
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
#: the joiners kept inside a name (emoji sequences, Persian and Indic spelling); other format
#: characters are left out
_JOINERS = ("\u200c", "\u200d")


def clean_name(text) -> str:
    """A seat name as it is kept and drawn, the same for a typed name and one read from a file:
    every run of white space one space, none at the ends; no control character, no lone
    surrogate, no format character (zero-width space U+200B, word joiner U+2060, byte-order mark
    U+FEFF, direction marks U+200E, U+202E …) but the joiners inside; no combining mark first
    (Camp draws the first character as the seat's initial). "" when nothing visible is left (a
    name of zero-width characters alone) or ``text`` is not a text."""
    if not isinstance(text, str):
        return ""
    kept = "".join(" " if ch.isspace() else ch for ch in text
                   if ch.isspace() or ch in _JOINERS or unicodedata.category(ch) not in ("Cc", "Cf", "Cs"))
    name = " ".join(kept.split())
    while name and (name[0] in _JOINERS or unicodedata.category(name[0]).startswith("M")):
        name = name[1:].lstrip()
    while name and name[-1] in _JOINERS:
        name = name[:-1].rstrip()
    if not any(unicodedata.category(ch)[0] in "LNSP" or unicodedata.category(ch) in ("Co", "Cn") for ch in name):
        return ""
    return name


def seat_from_json(data, where: str = "seat") -> Seat:
    """A seat read from a file, checked: a name of 1 to NAME_MAX characters with something to
    draw (kept as :func:`clean_name` makes it, as a typed one is), a known kind, a ``#rrggbb``
    colour; ValueError otherwise."""
    if not isinstance(data, dict):
        raise ValueError(f"{where}: expected an object")
    name, kind, colour = data.get("name"), data.get("kind", "human"), data.get("colour", "#d9534f")
    if not isinstance(name, str) or len(name) > NAME_MAX or not clean_name(name):
        raise ValueError(f"{where}.name: expected a name of 1 to {NAME_MAX} characters that can be shown")
    name = clean_name(name)
    if kind not in SEAT_KINDS:
        raise ValueError(f"{where}.kind: {str(kind)[:40]!r} is not one of {', '.join(SEAT_KINDS)}")
    if not isinstance(colour, str) or not _COLOUR.match(colour):
        raise ValueError(f"{where}.colour: {str(colour)[:40]!r} is not a colour like #d9534f")
    return Seat(name, kind, colour)


@dataclass
class Seat:
    name: str
    kind: str = "human"
    colour: str = "#d9534f"

    @property
    def is_bot(self) -> bool:
        return self.kind != "human"


@dataclass
class Match:
    game_id: str
    seats: list[Seat]
    seed: int
    options: dict = field(default_factory=dict)
    content_hash: str = ""          # the game's edition (GameSpec.edition): content hash and rules version
    actions: list = field(default_factory=list)

    def to_json(self) -> dict:
        return {
            "format": FORMAT_VERSION,
            "game": self.game_id,
            "content_hash": self.content_hash,
            "options": self.options,
            "seats": [asdict(s) for s in self.seats],
            "seed": self.seed,
            "actions": [list(a) if isinstance(a, tuple) else a for a in self.actions],
        }

    @classmethod
    def from_json(cls, data: dict) -> Match:
        if not isinstance(data, dict):
            raise ValueError("a saved match must be a JSON object")
        version = data.get("format")
        if version != FORMAT_VERSION:
            raise ValueError(f"saved with format {version!r}; this version reads {FORMAT_VERSION}")
        game, seed, options = data.get("game"), data.get("seed"), data.get("options") or {}
        seats, actions = data.get("seats"), data.get("actions")
        content_hash = data.get("content_hash", "")
        if not isinstance(game, str):
            raise ValueError("saved match: game: expected a game id")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("saved match: seed: expected a whole number")
        if not isinstance(options, dict) or not isinstance(content_hash, str):
            raise ValueError("saved match: options or content_hash has a wrong type")
        if not isinstance(seats, list) or not seats or len(seats) > 16:
            raise ValueError("saved match: seats: expected a list of 1 to 16 seats")
        if not isinstance(actions, list):
            raise ValueError("saved match: actions: expected a list")
        if len(actions) > MAX_ACTIONS:
            raise ValueError(f"saved match: {len(actions)} actions, more than the {MAX_ACTIONS} a game can have")
        if _nested_deeper(actions, ACTION_DEPTH + 1):
            raise ValueError(f"saved match: an action nested more than {ACTION_DEPTH} levels deep")
        try:
            return cls(
                game_id=game,
                seats=[seat_from_json(s, f"seats[{i}]") for i, s in enumerate(seats)],
                seed=seed,
                options=dict(options),
                content_hash=content_hash,
                actions=[action_from_json(a) for a in actions],
            )
        except (KeyError, TypeError) as exc:
            raise ValueError(f"saved match is missing or has a wrong field: {exc}") from None

    def walk(self, spec: registry.GameSpec | None = None):
        """The match replayed through the real rules, a step a decision (the one live state,
        changed in place): ``(state, actor, action, events)`` after each seat's decision and the
        chance that followed it; the setup's chance (the deal) first, as a step of ``CHANCE``'s with
        no action. What :func:`game.core.score_track.walk` reads."""
        spec = spec or registry.get(self.game_id)
        state = spec.new_state(len(self.seats), self.options)
        state.set_seat_kinds([s.kind for s in self.seats])
        step: tuple | None = None              # (actor, action, events) of the step under way
        for action in self.actions:
            actor = state.current_player()
            if actor == CHANCE and step is not None:
                step[2].extend(state.apply_action(action))
                continue
            if step is not None:
                yield (state, *step)
            step = (actor, None if actor == CHANCE else action, list(state.apply_action(action)))
        if step is not None:
            yield (state, *step)


def _nested_deeper(value, limit: int) -> bool:
    """Whether ``value`` holds lists more than ``limit`` levels deep (looked at without recursion:
    a file's 1 KB of brackets would exhaust Python's stack)."""
    todo = [(value, 0)]
    while todo:
        item, depth = todo.pop()
        if isinstance(item, list):
            if depth >= limit:
                return True
            todo.extend((v, depth + 1) for v in item)
    return False


def chance_rng(seed: int, index: int) -> random.Random:
    """The generator for the chance decision at action ``index`` (stable across runs)."""
    return random.Random(f"openair/{seed}/{index}")


def sample_chance(state: State, rng: random.Random):
    outcomes = state.chance_outcomes()
    actions = [a for a, _ in outcomes]
    weights = [p for _, p in outcomes]
    return rng.choices(actions, weights)[0]


class Runner:
    """A live match: the state, who did what, and the events so far."""

    #: a table over this runner plays the rules itself (:mod:`game.ui.table_runner`)
    remote = False

    def __init__(self, match: Match, spec: registry.GameSpec | None = None):
        self.spec = spec or registry.get(match.game_id)
        self.match = match
        if not match.content_hash:
            match.content_hash = self.spec.edition
        self.state: State = self.spec.new_state(len(match.seats), match.options)
        self.state.set_seat_kinds([s.kind for s in match.seats])
        self.actors: list[int] = []          # who decided each recorded action
        self.events: list[list[Event]] = []  # events of each recorded action
        recorded, match.actions = list(match.actions), []
        for action in recorded:
            self.replay(action)

    @classmethod
    def new(cls, game_id: str, seats: list[Seat], seed: int, options: dict | None = None) -> Runner:
        spec = registry.get(game_id)
        from .content import resolve_options
        match = Match(game_id, seats, seed, resolve_options(spec.options, options), spec.edition)
        return cls(match, spec)

    # -- playing ---------------------------------------------------------------
    def replay(self, action) -> list[Event]:
        """Apply a recorded action (a seat's decision or a chance outcome) as it is, unchecked, and
        record it with who decided and its events: a save replayed, a copy of a host's match kept up."""
        actor = self.state.current_player()
        events = self.state.apply_action(action)
        self.match.actions.append(action)
        self.actors.append(actor)
        self.events.append(events)
        return events

    def play(self, action) -> list[Event]:
        """A seat's decision (checked), followed by any chance that follows it."""
        if self.state.is_chance():
            raise IllegalAction("chance decides now, not a seat")
        events = self.replay(action)
        return events + self.resolve_chance()

    def resolve_chance(self) -> list[Event]:
        events: list[Event] = []
        while self.state.is_chance():
            rng = chance_rng(self.match.seed, len(self.match.actions))
            events += self.replay(sample_chance(self.state, rng))
        return events

    def start(self) -> list[Event]:
        """Resolve the chance decisions of setup (the deal)."""
        return self.resolve_chance()

    # -- undo --------------------------------------------------------------------
    def undo_index(self, seat: int) -> int | None:
        """Where an undo for ``seat`` would cut the action list, or None.

        Undo removes the seat's last decision and everything after it, as long
        as no chance outcome (a hidden card revealed) came after it.
        """
        for i in range(len(self.actors) - 1, -1, -1):
            actor = self.actors[i]
            if actor == CHANCE:
                return None
            if actor == seat:
                return i
        return None

    def can_undo(self, seat: int) -> bool:
        return self.undo_index(seat) is not None

    def undo(self, seat: int) -> None:
        index = self.undo_index(seat)
        if index is None:
            raise IllegalAction("nothing to undo: a hidden card was revealed since")
        kept = self.match.actions[:index]
        self.match.actions = kept
        fresh = Runner(self.match, self.spec)
        self.state, self.actors, self.events = fresh.state, fresh.actors, fresh.events

    # -- text --------------------------------------------------------------------
    def log_lines(self) -> list[str]:
        lines = []
        names = [s.name for s in self.match.seats]
        for events in self.events:
            for ev in events:
                text = self.state.describe(ev, names)
                if text:
                    lines.append(text)
        return lines

    def view_for(self, seat: int) -> State:
        return self.state.view(seat)

    def to_json(self) -> dict[str, Any]:
        return self.match.to_json()
