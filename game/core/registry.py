"""Games as declarative objects: one GameSpec per game, found by id.

A spec names what the shell needs (title, player range, art) and how to make
the rest (content, a new state, a saved state, the bot evaluation, the scene).
The heavy parts are imported only when asked for, so ``core`` stays free of
pygame and the launcher can list games that are not built yet.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any


@dataclass
class GameSpec:
    id: str
    title: str
    subtitle: str
    min_players: int
    max_players: int
    blurb: str = ""
    available: bool = True
    #: players hold secrets (hands): hot-seat needs the pass-the-mouse cover
    secrets: bool = False
    #: the players win or lose together (``returns`` are equal for every seat)
    coop: bool = False
    #: module path of the game package (``game.games.cave_rave``)
    package: str = ""
    #: ``"module:attr"`` of the pygame scene class (imported on demand)
    scene: str = ""
    #: what each bot level means in this game (setup's hover text), where it differs from the usual
    bot_help: dict[str, str] = field(default_factory=dict)
    #: seat colours offered by the setup screen, in order
    colours: list[str] = field(default_factory=lambda: ["#d9534f", "#5bc0de", "#f0ad4e", "#9b59b6"])
    #: raised by one whenever a rule changes what a recorded action means (saves and replays of
    #: another edition are refused instead of replaying into a different game)
    rules_version: int = 1

    def _module(self, name: str) -> Any:
        return importlib.import_module(f"{self.package}.{name}")

    @cached_property
    def content(self) -> Any:
        """Loaded and validated content (``model.load()``), cached."""
        return self._module("model").load()

    @property
    def edition(self) -> str:
        """What a match records to be replayed exactly: the content's hash and the rules' version."""
        return f"{self.content.hash}.r{self.rules_version}"

    @property
    def options(self) -> list:
        return self.content.options

    def new_state(self, num_players: int, options: dict | None = None) -> Any:
        from .content import resolve_options
        if not self.min_players <= num_players <= self.max_players:
            raise ValueError(f"{self.title} is for {self.min_players}-{self.max_players} players")
        return self._module("rules").new_state(
            self.content, num_players, resolve_options(self.options, options))

    def state_from_json(self, data: dict) -> Any:
        return self._module("rules").state_from_json(data, self.content)

    @cached_property
    def bot(self) -> Any:
        """The game's bot module: ``evaluate(state, seat)`` and helpers."""
        return self._module("bot")

    def scene_class(self) -> Callable:
        module, _, attr = self.scene.partition(":")
        return getattr(importlib.import_module(module), attr)


def all_games() -> list[GameSpec]:
    from game.games import GAMES
    return list(GAMES)


def get(game_id: str) -> GameSpec:
    from .content import suggest
    for spec in all_games():
        if spec.id == game_id:
            return spec
    raise KeyError(f"unknown game {game_id!r}{suggest(game_id, [g.id for g in all_games()])}")


def playable() -> list[GameSpec]:
    return [g for g in all_games() if g.available]
