"""The keyboard on every scene, with posted key events: Tab / Shift+Tab and the arrows move a
visible focus over what can be clicked, Enter or Space clicks it, Esc opens the menu on a table
(and on the hot-seat cover) and goes back elsewhere."""

from __future__ import annotations

import pygame
import pytest

from game.ui import focus
from game.ui.scenes.base import ShellScene
from tests.table_helpers import new_runner, show
from tests.ui.keys import key, tab_to

# -- the focus geometry ---------------------------------------------------------------------

def test_arrows_go_to_the_nearest_thing_their_way():
    r = pygame.Rect
    items = [("a", r(0, 0, 50, 50)), ("b", r(100, 0, 50, 50)), ("c", r(100, 300, 50, 50)),
             ("d", r(0, 100, 50, 50)), ("e", r(400, 10, 50, 50))]
    assert focus.toward(items, "a", focus.ARROWS["right"]) == "b"       # e is farther
    assert focus.toward(items, "a", focus.ARROWS["down"]) == "d"        # c is far aside
    assert focus.toward(items, "b", focus.ARROWS["left"]) == "a"
    assert focus.toward(items, "a", focus.ARROWS["left"]) == "a"        # nothing that way: stays
    assert focus.toward(items, None, focus.ARROWS["up"]) == "a"         # none yet: the first
    assert focus.step(items, "e", 1) == "d" and focus.step(items, "a", -1) == "c"


# -- the tables -------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", ["cave_rave", "camp", "boaromia"])
def test_a_table_from_the_keyboard(app, game_id):
    scene = show(app, new_runner(game_id, [("Ada", "human"), ("Bot", "normal")]))
    scene.step_bots_blocking()
    app.step([])
    assert scene.human_to_act() == 0
    tab_to(app, scene, "hint")
    assert scene.hover == "hint" and scene.tip_ready()        # its hover text at once
    app.render()                                               # the focus ring draws
    key(app, pygame.K_SPACE)                                   # Space presses the Hint button
    assert scene.hint is not None and scene.hinted()
    order = [s.id for s in scene.spots().focus_order()]
    here = scene.spots().get(scene.focus).area
    key(app, pygame.K_RIGHT)
    there = scene.spots().get(scene.focus).area
    assert scene.focus in order and there.centerx > here.centerx
    key(app, pygame.K_DOWN)                                    # down from the top bar: onto the table
    assert scene.spots().get(scene.focus).area.centery > here.centery
    target = scene.hinted()[0].id
    before = len(scene.runner.match.actions)
    for _ in range(len(order) + 2):                            # Shift+Tab walks back round to it
        if scene.focus == target:
            break
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.focus == target
    key(app, pygame.K_RETURN)
    if game_id == "camp":                                      # Enter picked the tile up
        assert scene.sel.tile() is not None and len(scene.runner.match.actions) == before
    else:                                                      # Enter played it
        assert scene.runner.match.actions[before] == scene.hint.action
    key(app, pygame.K_ESCAPE)
    assert app.top.name == "pause"


# -- the shell's screens --------------------------------------------------------------------

@pytest.fixture
def shell(app):
    from game.ui.scenes.launcher import LauncherScene
    app.reset(LauncherScene(app))
    app.step([])
    return app


def test_launcher_and_setup_from_the_keyboard(shell):
    app = shell
    launcher = app.top
    key(app, pygame.K_TAB)
    assert launcher.focus == "game:cave_rave"
    key(app, pygame.K_RIGHT)
    assert launcher.focus == "game:camp"
    app.render()
    key(app, pygame.K_RETURN)
    setup = app.top
    assert setup.name == "setup" and setup.spec.id == "camp"
    tab_to(app, setup, "seat1:kind:easy")
    box = setup.tip_box()
    assert box is not None                                      # the focus shows its hover text at once
    assert not box[1].colliderect(setup.targets()["seat1:kind:easy"])
    key(app, pygame.K_SPACE)
    assert setup.seats[1]["kind"] == "easy"
    key(app, pygame.K_RIGHT)
    assert setup.focus == "seat1:kind:normal"
    key(app, pygame.K_RETURN)
    assert setup.seats[1]["kind"] == "normal"
    key(app, pygame.K_ESCAPE)
    assert app.top is launcher


def test_settings_slider_toggle_and_back_from_the_keyboard(shell):
    app = shell
    app.open_settings()
    settings = app.top
    volume = app.settings.volume
    tab_to(app, settings, "volume")
    key(app, pygame.K_LEFT if volume > 0.5 else pygame.K_RIGHT)
    assert app.settings.volume != volume
    tab_to(app, settings, "anim_speed:fast")
    key(app, pygame.K_RETURN)
    assert app.settings.anim_speed == "fast"
    tab_to(app, settings, "back")
    key(app, pygame.K_RETURN)
    assert app.top.name == "launcher"


def finished(game_id):
    """A match of two Normal bots played to its end."""
    import random

    from game.core.bots import choose_action
    runner, rng = new_runner(game_id, [("Bot A", "normal"), ("Bot B", "normal")]), random.Random(1)
    while not runner.state.is_terminal():
        seat = runner.state.current_player()
        runner.play(choose_action(runner.spec, runner.state.view(seat), "normal", rng))
    return runner


def test_pause_rules_results_and_statistics_from_the_keyboard(shell):
    app = shell
    scene = show(app, new_runner("cave_rave", [("Ada", "human"), ("Bot", "normal")]))
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert pause.name == "pause"
    tab_to(app, pause, "rules")
    key(app, pygame.K_RETURN)
    rules = app.top
    assert rules.name == "rules"
    tab_to(app, rules, "back")
    key(app, pygame.K_RETURN)
    assert app.top is pause
    tab_to(app, pause, "resume")
    key(app, pygame.K_SPACE)
    assert app.top is scene
    app.pop()
    app.show_results(finished("cave_rave"))
    app.step([])
    results = app.top
    assert results.name == "results"
    names = [n for n, _r in results.focus_parts()]
    key(app, pygame.K_TAB)
    assert results.focus in names
    app.render()
    app.open_statistics()
    stats = app.top
    tab_to(app, stats, "back")
    key(app, pygame.K_RETURN)
    assert app.top is results


def test_esc_on_the_hot_seat_cover_opens_the_menu(app):
    scene = show(app, new_runner("cave_rave", [("Ada", "human"), ("Bea", "human")]))
    for _ in range(50):
        if app.top is not scene:
            break
        if scene.human_to_act() is not None:
            key(app, pygame.K_h)
            for spot in [s.id for s in scene.hinted()]:
                scene.click(spot)
        app.step([])
    cover = app.top
    assert cover.name == "privacy"
    tab_to(app, cover, "ready")
    key(app, pygame.K_ESCAPE)
    assert app.top.name == "pause"


def test_every_shell_scene_lets_the_keyboard_reach_its_buttons(shell):
    import importlib
    import pkgutil

    import game.ui.scenes as scenes
    kinds = set()
    for mod in pkgutil.iter_modules(scenes.__path__):
        module = importlib.import_module(f"game.ui.scenes.{mod.name}")
        kinds |= {c for c in vars(module).values()
                  if isinstance(c, type) and issubclass(c, ShellScene) and c is not ShellScene}
    # every screen is a ShellScene, so every one gets the keys above
    assert {k.name for k in kinds} >= {"launcher", "setup", "pause", "settings", "rules", "results",
                                        "statistics", "privacy"}
