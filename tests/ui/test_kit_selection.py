"""The kit owns what every table with a selection over a composer does (issue 22, step 3):
a click on the bare table puts the piece in hand back, the hover text stands off a piece
in hand, the hint marks the hotspots of its action's parts in order and turns a tile in hand the
hint's way; the table's clocks tick, stop under a scene on top and wake the loop. Camp Roskilde's
scene overrides at most 8 of the kit's methods."""

from __future__ import annotations

import pygame

from game.core import registry
from game.core.selection import TableSelection
from game.ui.table import TableScene
from tests.table_helpers import click, new_runner, show


def kit_methods() -> set[str]:
    names: set[str] = set()
    for base in TableScene.__mro__:
        if base is not object:
            names |= {k for k, v in vars(base).items() if callable(v) or isinstance(v, property)}
    return names


def test_camps_scene_overrides_at_most_eight_kit_methods():
    cls = registry.get("camp").scene_class()
    own = sorted(k for k, v in vars(cls).items()
                 if k in kit_methods() and not k.startswith("__") and (callable(v) or isinstance(v, property)))
    assert len(own) <= 8, own
    # (the hotspots are the kit's, from the pieces of ``lay_out``; the tiles' turns before an action
    # are the kit's ``pieces_before``)
    assert own == ["draw_extras", "handle", "lay_out", "on_events", "on_undo", "rebuild", "render_layer"]


def camp(app, seats=(("Ana", "human"), ("Bo", "easy")), options=None):
    scene = show(app, new_runner("camp", list(seats), options=options))
    assert isinstance(scene.sel, TableSelection)
    return scene


def test_a_click_beside_puts_the_picked_tile_back(app):
    scene = camp(app)
    tile = scene.sel.tiles()[0]
    click(app, f"grounds:{tile}")
    assert scene.sel.picked() and scene.tip_offset() == scene.TIP_OFFSET_PICKED
    version = scene._version
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(1590, 1075))])    # on nothing
    assert scene.hit((1590, 1075)) is None
    assert not scene.sel.picked() and scene.tip_offset() == scene.TIP_OFFSET and scene._version > version


def test_the_hint_marks_the_tile_then_its_space_and_turns_the_tile_in_hand(app):
    scene = camp(app)
    assert scene.ask_hint()
    action = scene.current_hint().action
    assert action[0] == "place"
    tile, c, s, rot = action[1:]
    assert scene.hint_spots(action) == [f"grounds:{tile}", f"space:{c}:{s}"]
    click(app, f"grounds:{tile}")
    assert scene.sel.place_rot(c, s) == rot
    assert scene.sel.play_at(c, s) == action


def test_the_kit_ticks_the_tables_clocks_and_stops_them_under_a_scene(app):
    scene = camp(app, (("Ada", "human"), ("Ben", "human")), {"get_on_with_it": True})
    app.step([])
    assert scene.clocks == [scene.clock] and scene.clock.running()
    assert scene.wake_in() is not None and scene.wake_in() <= 1.0
    assert scene.clock._last is not None               # it counts from its last look
    scene.pause()                                        # a scene on top: the time from here does not count
    assert scene.clock._last is None
