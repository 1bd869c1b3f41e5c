"""Hover texts wait a moment (0.4 s of hovering; at once for the keyboard's focus), stand beside
what they explain and never on it or on the prompt panel, and stay on screen: on the real
tables' hotspots and on the shell's buttons."""

from __future__ import annotations

import pygame
import pytest

from game.ui import tips
from game.ui.scene import LOGICAL_SIZE
from tests.table_helpers import hover, new_runner, show

SCREEN = pygame.Rect(0, 0, *LOGICAL_SIZE)


def test_place_beside_prefers_the_right_then_the_left_and_keeps_clear():
    bounds = pygame.Rect(0, 0, 1000, 600)
    target = pygame.Rect(100, 100, 50, 50)
    assert tips.place_beside((200, 80), target, bounds).left == target.right + tips.GAP
    at_edge = pygame.Rect(900, 100, 50, 50)
    assert tips.place_beside((200, 80), at_edge, bounds).right == at_edge.left - tips.GAP
    prompt = pygame.Rect(0, 400, 1000, 200)
    button = pygame.Rect(800, 500, 100, 40)                 # a button inside the prompt panel
    r = tips.place_beside((200, 80), button, bounds, [prompt])
    assert r.bottom <= prompt.top and not r.colliderect(button)
    assert tips.place_beside((2000, 80), target, bounds) is None


def test_the_clock_waits_unless_the_keyboard_asks():
    clock = tips.TipClock()
    assert clock.tick("a", 0.1, 0.4) is False and clock.pending()      # (the time before it arrived)
    assert clock.tick("a", 0.3, 0.4) is False and not clock.ready
    assert clock.tick("a", 0.15, 0.4) is True and clock.ready
    assert clock.tick("b", 0.5, 0.4) is True and not clock.ready          # another thing: waits again
    assert clock.tick("c", 0.0, 0.4, instant=True) and clock.ready


def hover_spots(scene):
    """The hotspots with a hover text that are no bigger than a third of the screen."""
    return [s for s in scene.spots() if s.hover_text() and s.area.width * s.area.height < SCREEN.width
            * SCREEN.height // 3]


@pytest.mark.parametrize("game_id", ["cave_rave", "camp", "boaromia"])
def test_a_tables_hover_texts_wait_and_stand_beside_their_hotspot(app, game_id):
    scene = show(app, new_runner(game_id, [("Ada", "human"), ("Bot", "normal")]))
    scene.step_bots_blocking()
    app.step([])
    spots = hover_spots(scene)
    checked = 0
    for spot in spots[:: max(1, len(spots) // 25)]:
        hover(app, spot.id)
        if scene.hover != spot.id:              # under another hotspot (a fanned card's edge)
            continue
        checked += 1
        assert scene.hover_box() is None        # not yet: the mouse only arrived
        scene.update(tips.TIP_DELAY + 0.05)
        img, r = scene.hover_box()
        assert SCREEN.contains(r), spot.id
        assert not r.colliderect(spot.area), spot.id
        if scene.PROMPT_AREA is not None and not scene.PROMPT_AREA.contains(spot.area):
            assert not r.colliderect(scene.PROMPT_AREA), spot.id
        app.render()
    assert checked >= 5


def test_a_shell_hover_text_waits_and_stands_beside_its_button(app):
    from game.ui.scenes.launcher import LauncherScene
    app.reset(LauncherScene(app))
    app.step([])
    launcher = app.top
    rect = launcher.targets()["settings"]
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0))])
    assert launcher.tip_box() is None and launcher.animating()       # waiting, the loop ticks
    launcher.update(tips.TIP_DELAY + 0.05)
    img, r = launcher.tip_box()
    assert SCREEN.contains(r) and not r.colliderect(rect)
    assert not launcher.animating()
