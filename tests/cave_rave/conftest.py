"""Höhlengrölen's tests of issue 23's per-game points: the real App, headless, from tests/ui."""

from tests.ui.conftest import app  # noqa: F401  (the real App, headless, animations off)
