"""Shared test setup: headless SDL, and every test gets its own OPENAIR_HOME."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["LANGUAGE"] = "en"       # the app follows the system's language until one is chosen: tests read English

import pytest  # noqa: E402

import game.games  # noqa: E402, F401  (the games register themselves)


@pytest.fixture(autouse=True)
def openair_home(tmp_path, monkeypatch):
    """Settings, saves and statistics of a test live in a temporary folder."""
    home = tmp_path / "openair-home"
    monkeypatch.setenv("OPENAIR_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def no_recap_by_itself(monkeypatch):
    """The "Since your turn" recap waits for the S key or its button in the tests (its own tests,
    tests/ui/test_recap.py, let it come up by itself as in the app): else the first click of
    every test at a human's turn after a bot's move would only dismiss it."""
    from game.ui import recap
    monkeypatch.setattr(recap, "BY_ITSELF", False)


@pytest.fixture(autouse=True)
def no_click_guard(monkeypatch):
    """A test's clicks come faster than a player's: a button that came under the last click takes
    the next one at once (tests/ui/test_buttons_stay_put.py sets the guard's clock itself)."""
    from game.ui import button_slots
    monkeypatch.setattr(button_slots, "GUARD_S", 0.0)


@pytest.fixture(autouse=True)
def hints_at_once(monkeypatch):
    """A searched hint (Höhlengrölen's Hard bot, issue 23) is worked out at once in the tests, not
    on the bots' thread (its own tests, tests/cave_rave/test_hint.py, let the thread do it): a key
    press gives the hint as the Normal bot's does."""
    from game.ui import hint
    monkeypatch.setattr(hint, "ON_BOTS_THREAD", False)


@pytest.fixture
def app():
    """The real App, headless (the dummy drivers above), animations off, no scene on it yet."""
    from game.ui.app import App
    from game.ui.scene import LOGICAL_SIZE
    real = App(size=LOGICAL_SIZE, start=False)
    real.anim_speed_override = 0.0
    yield real
    while real.stack:
        real.stack.pop().exit()


@pytest.fixture
def shell_app():
    """A fresh App on a 1920x1080 window (logical = window coordinates), on the launcher."""
    from game.ui.app import App
    from game.ui.scene import LOGICAL_SIZE
    app = App(size=LOGICAL_SIZE)
    app.step([])
    yield app
    while app.stack:
        app.stack.pop().exit()


@pytest.fixture
def click():
    """click(app, target_name): post a real mouse click at the centre of the top scene's target
    (a logical position, turned into window pixels as the player's mouse would give it)."""
    import pygame

    def do(app, name: str, pos=None):
        targets = app.top.targets()
        assert name in targets, f"{name!r} not among {sorted(targets)}"
        pos = app.to_window(pos or targets[name].center)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
        return pos

    return do
