"""Fixtures for the scene tests."""

import pytest

from game.ui.scene import LOGICAL_SIZE


@pytest.fixture
def app():
    """The real App, headless (the root conftest sets the dummy drivers), animations off."""
    from game.ui.app import App
    real = App(size=LOGICAL_SIZE, start=False)
    real.anim_speed_override = 0.0
    yield real
    while real.stack:
        real.stack.pop().exit()
