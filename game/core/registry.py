"""Games as declarative objects: one GameSpec per game, found by id.

A spec names what the shell needs (title, player range, art) and how to make
the rest (content, a new state, a saved state, the scene). What a game's table
and its bots offer the kit is declared, not found by name: the spec's
``make_table`` returns a :class:`TableSpec` (the scene class, the first-game
guide, the hint line, the places the guide may point at, the tour's extras) and
its ``make_bots`` a :class:`BotSpec` (the evaluation and the policies the
generic bot levels call). Both are called only when first asked for, so
``core`` stays free of pygame and the launcher can list games that are not
built yet.

The registry is filled by the games: each game package calls :func:`register`
with its spec, and ``game.games`` imports every game package. ``game.core``
imports nothing from ``game.games``; an entry point (the command line, the
tests, the benchmarks) imports ``game.games`` once to have every game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any


@dataclass(frozen=True)
class TableSpec:
    """What a game's table offers the kit (``game/ui``), declared once by the game.

    ``guide``: the first-game pointers, ``[(target, text)]`` with the text marked ``N_`` (see
    :mod:`game.ui.guide` for what a target may name); every game has some. ``hint_line(view,
    action) -> str``: the game's own line for the Hint (``""`` for a decision it does not explain:
    the kit then says what the log would). ``places``: rects of the table the guide's ``@name``
    targets point at, where no hotspot stands for them. ``tour_rest``: where the tour's mouse
    rests (somewhere without a hover text); ``tour_shots(scene, save)``: the tour's extra shots.
    ``prompt(ctx) -> dict``: what the prompt says now (``title``, ``detail`` and whatever else the
    game's drawing reads), of the table's context; the kit asks it once per display version
    (``TableScene.prompt()``). ``score_track(match) -> [Chart]``: how a finished match went, each
    seat's score step by step with its turning points (:mod:`game.core.score_track`), which the
    results, the replay viewer and the statistics draw as a chart; every game has one (a test
    says so). ``results_picture(app, state, seat, side) -> Surface``: a square picture of a seat's
    final position, drawn in its column of the results above its score (Camp Roskilde's camps).
    ``guide_phases(ctx) -> [phase]``: the phases the player's decision now belongs to (most
    particular first), where the pointers follow the game: each pointer is then ``(target, text,
    phase)`` and a phase's pointers show the first time the player decides in it (Rock'n Rodeo).
    ``hint_search``: how many iterations of the Hard bot's search give the Hint (0: the Normal
    bot's choice, at once); such a hint is worked out on the bots' thread (:mod:`game.ui.hint`).
    ``results_photo(state, seats, size) -> Surface | None``: a picture of how the whole game ended,
    ``size`` big, drawn from the final state and the match's seats (their names and colours),
    which the results show above their notes (Boaromia's group photo of a won festival; None where
    the game has none to show, a lost festival).
    """

    #: the ``TableScene`` subclass that draws the game
    scene: type
    guide: Sequence[tuple[str, str]]
    hint_line: Callable[[Any, tuple], str] | None = None
    places: Mapping[str, Any] = field(default_factory=dict)
    tour_rest: tuple[int, int] = (1000, 330)
    tour_shots: Callable[[Any, Callable[[str], None]], None] | None = None
    prompt: Callable[[Any], dict] | None = None
    score_track: Callable[[Any], list] | None = None
    results_picture: Callable[[Any, Any, int, int], Any] | None = None
    hint_search: int = 0
    guide_phases: Callable[[Any], Any] | None = None
    results_photo: Callable[[Any, Any, tuple[int, int]], Any] | None = None

    def __post_init__(self) -> None:
        if not self.guide:
            raise ValueError(f"{self.scene.__name__}: a table declares its first-game pointers (guide)")


@dataclass(frozen=True)
class BotSpec:
    """What a game's bots offer the generic levels (``game/core/bots``), declared once by the game.

    ``evaluate(state, seat) -> float``: Hard's score of a position for a seat (about 8 points make
    a clear lead). ``greedy(view, rng) -> action``: Normal. The rest is optional: ``easy(view, rng)``
    the game's own Easy (else Easy picks at random among ``reasonable(view, legal) -> legal``, or
    among every legal action); ``rollout_action(state, rng)`` Hard's playout policy (else random)
    and ``playout_decisions`` its length; ``hard(view, rng, budget)`` the game's own Hard (a
    co-operative planner) instead of the search.
    """

    evaluate: Callable[[Any, int], float]
    greedy: Callable[[Any, Any], tuple]
    easy: Callable[[Any, Any], tuple] | None = None
    reasonable: Callable[[Any, list], list] | None = None
    rollout_action: Callable[[Any, Any], tuple] | None = None
    #: seat decisions in one of Hard's playouts before the evaluation (None: the search's default)
    playout_decisions: int | None = None
    hard: Callable[[Any, Any, float | None], tuple] | None = None


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
    #: module path of the game package (``game.games.cave_rave``): its ``model`` and ``rules``
    package: str = ""
    #: the game's table, made when first asked for (it imports pygame)
    make_table: Callable[[], TableSpec] | None = None
    #: the game's bots, made when first asked for
    make_bots: Callable[[], BotSpec] | None = None
    #: what each bot level means in this game (setup's hover text), where it differs from the usual
    bot_help: dict[str, str] = field(default_factory=dict)
    #: seat colours offered by the setup screen, in order
    colours: list[str] = field(default_factory=lambda: ["#d9534f", "#5bc0de", "#f0ad4e", "#9b59b6"])
    #: the words of the rules page that follow the options (``{{name}}`` in ``rules.md``):
    #: ``rules_words(options) -> {name: text}``, ``options`` None for the defaults (the launcher's page)
    rules_words: Callable[[Any], dict] | None = None
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
    def table(self) -> TableSpec:
        """What the game's table offers the kit (:class:`TableSpec`), made once."""
        if self.make_table is None:
            raise LookupError(f"{self.title} has no table yet")
        return self.make_table()

    @cached_property
    def bots(self) -> BotSpec:
        """What the game's bots offer the generic levels (:class:`BotSpec`), made once."""
        if self.make_bots is None:
            raise LookupError(f"{self.title} has no bots yet")
        return self.make_bots()

    def scene_class(self) -> Callable:
        return self.table.scene


#: every registered game, in the order they were registered (the launcher's)
_GAMES: list[GameSpec] = []


def register(spec: GameSpec) -> GameSpec:
    """Add ``spec`` to the games Open Air knows (a game package calls this with its spec); returns it.
    A second spec with a taken id is refused, unless it comes from the same package (a reload)."""
    for i, known in enumerate(_GAMES):
        if known.id == spec.id:
            if known.package != spec.package:
                raise ValueError(f"two games are registered as {spec.id!r}: {known.package} and {spec.package}")
            _GAMES[i] = spec
            return spec
    _GAMES.append(spec)
    return spec


def unregister(game_id: str) -> GameSpec:
    """Take the game ``game_id`` off the registry again and return its spec (a test's own game,
    ``tests/toy``, registered for the test only); KeyError when none is registered so."""
    for i, known in enumerate(_GAMES):
        if known.id == game_id:
            return _GAMES.pop(i)
    raise KeyError(f"no game is registered as {game_id!r}")


def all_games() -> list[GameSpec]:
    if not _GAMES:
        raise LookupError("no game is registered: import game.games first (the entry points do)")
    return list(_GAMES)


def get(game_id: str) -> GameSpec:
    from .content import suggest
    for spec in all_games():
        if spec.id == game_id:
            return spec
    raise KeyError(f"unknown game {game_id!r}{suggest(game_id, [g.id for g in all_games()])}")


def playable() -> list[GameSpec]:
    return [g for g in all_games() if g.available]
