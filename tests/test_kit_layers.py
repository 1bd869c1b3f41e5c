"""The layers of every game hold: the rules side never imports pygame or the shell, and the
view side reads the pending decision through ``pending()``, never a game's stack or phase."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import registry

ROOT = Path(__file__).resolve().parents[1]
GAMES = [g for g in registry.all_games() if g.package]
#: the rules side of a game folder: no pygame, no game.ui
RULES_SIDE = {"__init__.py", "rules.py", "model.py", "bot.py", "events.py", "pending.py", "text.py",
              "effects.py", "goals.py", "abilities.py", "board.py"}
INTERNALS = re.compile(r"\.stack\b|\.phase\b")


def _folder(spec) -> Path:
    return ROOT / spec.package.replace(".", "/")


@pytest.mark.parametrize("spec", GAMES, ids=lambda g: g.id)
def test_the_view_side_never_reads_the_rules_stack_or_phase(spec):
    found = []
    for path in sorted(_folder(spec).glob("*.py")):
        if path.name in RULES_SIDE:
            continue
        for n, line in enumerate(path.read_text().splitlines(), 1):
            if INTERNALS.search(line):
                found.append(f"{path.name}:{n}: {line.strip()}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("spec", GAMES, ids=lambda g: g.id)
def test_the_rules_side_and_the_presenters_load_without_pygame(spec):
    names = [p.stem for p in sorted(_folder(spec).glob("*.py"))
             if p.name in RULES_SIDE or p.stem in ("hints", "choices", "walk")]
    code = (f"import sys\nfor name in {names!r}:\n    __import__('{spec.package}.' + name)\n"
            "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('game.ui')]\n"
            "assert not bad, bad\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
