"""The table kit on the real tables: the keyboard reaches what the mouse does (Tab walks the
usable hotspots, Enter presses the focused one, Ctrl+Z takes a move back), and a click on a
hotspot that cannot be used says why instead of doing something."""

from __future__ import annotations

import pygame

from tests.table_helpers import new_runner, show
from tests.ui.keys import key, tab_to


def test_cave_rave_draws_from_the_keyboard_and_undoes_with_ctrl_z(app):
    scene = show(app, new_runner("cave_rave", [("Ada", "human"), ("Bot", "easy")]))
    scene.step_bots_blocking()
    app.step([])
    assert scene.human_to_act() == 0
    order = [s.id for s in scene.spots().focus_order()]
    assert "deck" in order and all(scene.spots().get(i).usable for i in order)
    before = len(scene.runner.match.actions)
    tab_to(app, scene, "deck")
    assert scene.hover == "deck" and scene.tooltip("deck")     # the focus shows like a hover
    app.render()                                                 # the focus ring draws
    key(app, pygame.K_RETURN)
    assert len(scene.runner.match.actions) > before              # Enter drew a card
    # a drawn card from the deck is a revealed secret: Ctrl+Z explains instead of undoing
    count = len(scene.runner.match.actions)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.runner.match.actions) == count
    assert scene.message


def test_a_click_on_an_unusable_hotspot_says_why(app):
    scene = show(app, new_runner("cave_rave", [("Ada", "human"), ("Bot", "easy")]))
    scene.step_bots_blocking()
    app.step([])
    spot = next((s for s in scene.spots() if s.why and (s.action or s.command)), None)
    if spot is None:
        spot = next(s for s in scene.spots() if s.why)
    count = len(scene.runner.match.actions)
    scene.press(spot)
    assert scene.message == spot.why
    assert len(scene.runner.match.actions) == count


def test_camp_places_a_tile_with_the_keyboard_only(app):
    scene = show(app, new_runner("camp", [("Ada", "human"), ("Bot", "easy")]))
    scene.step_bots_blocking()
    app.step([])
    assert scene.human_to_act() == 0
    before = len(scene.runner.match.actions)
    order = [s.id for s in scene.spots().focus_order()]
    tile_id = next(i for i in order if i.startswith("grounds:"))
    tab_to(app, scene, tile_id)
    key(app, pygame.K_RETURN)                                    # picks the tile up
    assert scene.sel.tile() is not None
    target = next(s.id for s in scene.spots().focus_order() if s.id.startswith("space:") and s.action)
    tab_to(app, scene, target)
    key(app, pygame.K_RETURN)                                    # places it
    assert len(scene.runner.match.actions) > before
