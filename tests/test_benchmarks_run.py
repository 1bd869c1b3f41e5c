"""``python -m benchmarks`` runs (it broke once without a word when the game spec's fields moved:
no test ran it): its cheapest sections for every game, through its own command line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.core import registry

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("game", [spec.id for spec in registry.all_games() if spec.package])
def test_the_benchmarks_command_runs_for_every_game(game, tmp_path):
    done = subprocess.run([sys.executable, "-m", "benchmarks", "--quick", "--only", "copy", "--game", game],
                          cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={"OPENAIR_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                               "PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr[-2000:]
    assert "state.copy()" in done.stdout and "peak memory" in done.stdout
