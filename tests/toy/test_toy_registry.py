"""The toy game is registered only while its tests run, and its scene overrides few kit methods."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.core import registry
from tests.toy import SPEC
from tests.ui.test_kit_selection import kit_methods

ROOT = Path(__file__).resolve().parents[2]


def test_the_toy_is_in_the_registry_only_for_its_tests():
    assert registry.get("noughts") is SPEC
    assert registry.unregister("noughts") is SPEC
    assert "noughts" not in [g.id for g in registry.all_games()]        # what the launcher lists
    with pytest.raises(KeyError, match="noughts"):
        registry.unregister("noughts")
    registry.register(SPEC)                                              # (the fixture takes it off)


def test_the_app_does_not_know_the_toy():
    code = "import game.games; from game.core import registry; print(*[g.id for g in registry.all_games()])"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["cave_rave", "camp", "boaromia", "rodeo"]


def test_the_toy_scene_overrides_four_kit_methods():
    cls = SPEC.scene_class()
    own = sorted(k for k, v in vars(cls).items()
                 if k in kit_methods() and not k.startswith("__") and (callable(v) or isinstance(v, property)))
    assert own == ["draw_extras", "lay_out", "on_events", "render_layer"]
