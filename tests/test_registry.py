"""The registry and the games' declared protocols: ``game.core`` imports nothing of the games
(the games register themselves when ``game.games`` is imported), every game declares its table
and its bots in its spec, and the kit and the generic bots call what is declared, never a
feature found by name."""

from __future__ import annotations

import ast
import dataclasses
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import registry
from game.core.bots import choose_action, easy, hard

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"


def imported_modules(source: str, package: str) -> list[tuple[int, str]]:
    """Every module ``source`` (a module of ``package``) imports: ``import x``, ``from x import y``
    (relative ones resolved), ``import_module("x")`` and ``__import__("x")`` with a literal name;
    with their lines."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            found.append((node.lineno, base))
            found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
        elif isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in ("import_module", "__import__") and node.args and isinstance(node.args[0], ast.Constant):
                found.append((node.lineno, str(node.args[0].value)))
    return found


def package_of(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).parts[:-1])


def test_core_imports_nothing_of_the_games():
    wrong = [f"{path.relative_to(ROOT)}:{line}: {name}"
             for path in sorted((GAME / "core").rglob("*.py"))
             for line, name in imported_modules(path.read_text(encoding="utf-8"), package_of(path))
             if name == "game.games" or name.startswith("game.games.")]
    assert not wrong, "game/core imports the games:\n" + "\n".join(wrong)


def test_the_check_sees_every_way_of_importing_the_games():
    """(The check above can fail: each spelling of an import of the games is found.)"""
    source = ("from game.games import GAMES\nimport game.games.camp\nfrom ..games import rodeo\n"
              "def f():\n    import importlib\n    return importlib.import_module('game.games.boaromia')\n")
    names = {name for _line, name in imported_modules(source, "game.core")}
    assert {"game.games", "game.games.camp", "game.games.rodeo", "game.games.boaromia"} <= names
    assert not {n for _l, n in imported_modules("from . import registry\n", "game.core")} & {"game.games"}


def test_core_alone_knows_no_game_and_says_how_to_get_them():
    """Importing every module of ``game.core`` loads no game; asking the registry then is a clear
    error, and importing ``game.games`` registers all four in the launcher's order."""
    modules = sorted(".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
                     for p in (GAME / "core").rglob("*.py"))
    code = (f"import sys\nfor m in {modules!r}:\n    __import__(m)\n"
            "assert not [m for m in sys.modules if m.startswith('game.games')], 'a game was imported'\n"
            "from game.core import registry\n"
            "try:\n    registry.all_games()\nexcept LookupError as e:\n    print(e)\n"
            "import game.games\nprint(' '.join(g.id for g in registry.all_games()))\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    told, ids = done.stdout.strip().splitlines()
    assert "import game.games" in told
    assert ids.split() == ["cave_rave", "camp", "boaromia", "rodeo"]


def test_a_taken_id_is_refused_and_a_reload_replaces(monkeypatch):
    monkeypatch.setattr(registry, "_GAMES", list(registry._GAMES))
    camp = registry.get("camp")
    with pytest.raises(ValueError, match="camp"):
        registry.register(dataclasses.replace(camp, package="elsewhere.camp"))
    again = registry.register(dataclasses.replace(camp, title="Camp again"))
    assert registry.get("camp") is again and [g.id for g in registry.all_games()].count("camp") == 1


@pytest.mark.parametrize("spec", registry.all_games(), ids=lambda s: s.id)
def test_every_game_declares_its_table_and_its_bots(spec):
    table, bots = spec.table, spec.bots
    assert isinstance(table, registry.TableSpec) and isinstance(bots, registry.BotSpec)
    assert spec.scene_class() is table.scene and table.guide and callable(table.hint_line)
    assert callable(bots.evaluate) and callable(bots.greedy)
    assert table.tour_shots is None or callable(table.tour_shots)


#: the kit's modules that use what a game offers, and the generic bots
KIT = [GAME / "ui" / name for name in ("guide.py", "hint.py", "tour.py")] + sorted((GAME / "core/bots").glob("*.py"))


@pytest.mark.parametrize("path", KIT, ids=lambda p: str(p.relative_to(GAME)))
def test_the_kit_and_the_bots_find_no_game_feature_by_name(path):
    """No ``import_module`` of a game's module, no ``getattr`` of a feature a game may offer: what
    a game offers stands in its spec."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            assert name != "import_module", f"{path.name}:{node.lineno}: import_module"
            if name == "getattr" and node.args:
                target = ast.unparse(node.args[0])
                assert target in ("self.app",), f"{path.name}:{node.lineno}: getattr({target}, …)"


def counting(fn, calls: list):
    def wrapped(*args, **kwargs):
        calls.append(fn.__name__)
        return fn(*args, **kwargs)
    return wrapped


def test_the_generic_bots_call_what_the_game_declares(monkeypatch):
    """Camp Roskilde's real bots, wrapped: Easy plays the declared ``easy``, Hard's playouts the
    declared ``rollout_action`` for at most ``playout_decisions`` decisions, and a declared
    ``hard`` replaces the search."""
    from game.core.match import Runner, Seat
    camp = registry.get("camp")
    real = camp.bots
    calls: list[str] = []
    playouts: list[int] = []

    def rollout(state, rng):
        playouts[-1] += 1
        return real.rollout_action(state, rng)

    real_playout = hard._playout

    def one_playout(spec, state, rng):
        playouts.append(0)
        return real_playout(spec, state, rng)

    bots = dataclasses.replace(real, easy=counting(real.easy, calls), rollout_action=rollout, playout_decisions=2)
    spec = dataclasses.replace(camp, make_bots=lambda: bots)
    runner = Runner.new("camp", [Seat("A", "normal"), Seat("B", "normal")], 5)
    runner.start()
    view = runner.state.view(runner.state.current_player())
    easy.choose(spec, view, random.Random(1))
    assert calls == ["easy"]
    monkeypatch.setattr(hard, "_playout", one_playout)
    hard.search(spec, view, random.Random(2), iterations=30)
    assert playouts and max(playouts) == 2            # the declared length, not the default 24
    planned = ("pass",)
    own = dataclasses.replace(camp, make_bots=lambda: dataclasses.replace(bots, hard=lambda v, rng, budget: planned))
    assert choose_action(own, view, "hard", random.Random(3)) == planned
