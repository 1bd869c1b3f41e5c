"""Events declared once: every event kind a game's rules emit in seeded random games (every
player count, every variant) is declared in the game's ``events.py`` with its data fields, and has
a log line (or is declared quiet in the log); every declared kind has an animation handler or is
declared quiet for animations once the table is imported."""

from __future__ import annotations

import importlib
import random
from itertools import product

import pytest

from game.core import registry
from game.core.match import Runner, Seat

GAMES = [g for g in registry.all_games() if g.package]
TABLES = [g for g in GAMES if g.make_table]              # games whose table is built


def _events_module(spec):
    return importlib.import_module(f"{spec.package}.events")


def _option_sets(spec):
    choices = [[True, False] if o.kind == "bool" else [c.id for c in o.choices] for o in spec.options]
    combos = [dict(zip([o.id for o in spec.options], combo, strict=True)) for combo in product(*choices)]
    return combos[:12]


def _random_game(spec, seed, players, options):
    runner = Runner.new(spec.id, [Seat(f"P{i + 1}", "easy") for i in range(players)], seed, options)
    runner.start()
    rng = random.Random(seed)
    while not runner.state.is_terminal():
        runner.play(rng.choice(runner.state.legal_actions()))
    return runner


@pytest.mark.parametrize("spec", GAMES, ids=lambda g: g.id)
def test_every_emitted_event_is_declared_and_has_a_log_line(spec):
    mod = _events_module(spec)
    importlib.import_module(f"{spec.package}.rules")      # registers the log handlers
    seen: set[str] = set()
    for i, options in enumerate(_option_sets(spec)):
        players = spec.min_players + i % (spec.max_players - spec.min_players + 1)
        runner = _random_game(spec, 500 + i, players, options)
        names = [s.name for s in runner.match.seats]
        for events in runner.events:
            for ev in events:
                assert mod.EVENTS.check(ev) == "", f"{spec.id}: {mod.EVENTS.check(ev)}"
                assert mod.LOG.handles(ev.kind), f"{spec.id}: {ev.kind!r} has no log line"
                assert isinstance(runner.state.describe(ev, names), str)
                seen.add(ev.kind)
    assert mod.LOG.missing() == [], f"{spec.id}: declared kinds without a log line"
    assert len(seen) >= len(mod.EVENTS.fields) // 2, f"{spec.id}: random play saw only {sorted(seen)}"


@pytest.mark.parametrize("spec", TABLES, ids=lambda g: g.id)
def test_every_declared_event_has_an_animation_or_is_quiet(spec):
    mod = _events_module(spec)
    spec.scene_class()                                     # imports the table: registers the animations
    assert mod.ANIMATE.missing() == [], f"{spec.id}: declared kinds without an animation handler"


def test_an_undeclared_kind_is_refused_when_a_handler_is_registered():
    from game.core.events import EventKinds
    kinds = EventKinds("demo", placed=("tile",))
    log = kinds.handlers("log")
    with pytest.raises(KeyError, match="did you mean 'placed'"):
        log.on("placd")(lambda ev: "")
    log.quiet("placed")
    assert log.missing() == []


def test_headline_kinds_come_back_as_headlines_for_the_log():
    from game.core.events import EventKinds, Headline
    from game.core.state import Event
    kinds = EventKinds("demo", round=("n",), step=())
    log = kinds.handlers("log")
    log.on("round")(lambda ev: f"Round {ev.data['n']} begins.")
    log.on("step")(lambda ev: "A step.")
    log.headline("round")
    assert isinstance(log(Event("round", None, {"n": 2})), Headline)
    assert not isinstance(log(Event("step", None)), Headline)
