"""A match: game id, content hash, options, seats, seed and the list of actions.

Replaying the actions from the seed's starting state reproduces the game
exactly; saves, autosave, resume, undo and replays all come from this.
Chance outcomes are sampled from a generator derived from the seed and the
action's index, and recorded like any other action.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from typing import Any

from . import registry
from .state import CHANCE, Event, IllegalAction, State, action_from_json

FORMAT_VERSION = 1
SEAT_KINDS = ("human", "easy", "normal", "hard")


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
        try:
            return cls(
                game_id=data["game"],
                seats=[Seat(**s) for s in data["seats"]],
                seed=int(data["seed"]),
                options=dict(data.get("options") or {}),
                content_hash=data.get("content_hash", ""),
                actions=[action_from_json(a) for a in data["actions"]],
            )
        except (KeyError, TypeError) as exc:
            raise ValueError(f"saved match is missing or has a wrong field: {exc}") from None


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

    def __init__(self, match: Match, spec: registry.GameSpec | None = None):
        self.spec = spec or registry.get(match.game_id)
        self.match = match
        if not match.content_hash:
            match.content_hash = self.spec.edition
        self.state: State = self.spec.new_state(len(match.seats), match.options)
        self.actors: list[int] = []          # who decided each recorded action
        self.events: list[list[Event]] = []  # events of each recorded action
        recorded, match.actions = list(match.actions), []
        for action in recorded:
            self._do(action)

    @classmethod
    def new(cls, game_id: str, seats: list[Seat], seed: int, options: dict | None = None) -> Runner:
        spec = registry.get(game_id)
        from .content import resolve_options
        match = Match(game_id, seats, seed, resolve_options(spec.options, options), spec.edition)
        return cls(match, spec)

    # -- playing ---------------------------------------------------------------
    def _do(self, action) -> list[Event]:
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
        events = self._do(action)
        return events + self.resolve_chance()

    def resolve_chance(self) -> list[Event]:
        events: list[Event] = []
        while self.state.is_chance():
            rng = chance_rng(self.match.seed, len(self.match.actions))
            events += self._do(sample_chance(self.state, rng))
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
