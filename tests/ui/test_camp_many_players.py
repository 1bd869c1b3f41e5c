"""Camp Roskilde with five or six players (issue 23): the tiles' edge symbols stay readable in a
1366x768 window, by a layout for many players (every camp alike in two rows of three, its name
and score in a column beside its board): a tile at least 64 window pixels there. Through the
real App at that window size, headless."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from game.games.camp import layout
from game.ui.scene import LOGICAL_SIZE
from tests.table_helpers import drawn_texts, new_runner, show


@pytest.fixture
def small_app():
    from game.ui.app import App
    real = App(size=(1366, 768), start=False)
    real.anim_speed_override = 0.0
    yield real
    while real.stack:
        real.stack.pop().exit()


def _seats(n: int, humans: int):
    return [(f"Player {i + 1}" if i < humans else f"Bot {i + 1}", "human" if i < humans else "easy")
            for i in range(n)]


@pytest.mark.parametrize(("n", "humans"), [(6, 1), (6, 6), (5, 1)])
def test_many_camps_draw_their_tiles_64_px_at_least_in_a_1366x768_window(small_app, monkeypatch, n, humans):
    scene = show(small_app, new_runner("camp", _seats(n, humans), 3))
    scale = small_app.viewport().width / LOGICAL_SIZE[0]
    assert round(scale, 3) == 0.711
    boxes = list(scene.boxes.values())
    assert len(boxes) == n
    for box in boxes:
        assert box.tile * scale >= 64, (box.seat, box.tile, box.tile * scale)
        assert all(space.width == box.tile for space in box.spaces)
        assert layout.CAMPS.contains(box.rect) and box.header.right < box.board.x
    for a, b in itertools.combinations(boxes, 2):
        assert not a.rect.colliderect(b.rect)
    # tiles laid in the camps lie (and are drawn) at that size; every seat's name is drawn
    rng = random.Random(5)
    runner = scene.runner
    while sum(runner.state.count(c) for c in range(n)) < 2 * n and not runner.state.is_terminal():
        runner.play(rng.choice(runner.state.legal_actions()))
    scene.rebuild()
    sizes = []
    real_tile = scene.art.tile
    monkeypatch.setattr(scene.art, "tile", lambda t, rot, size: sizes.append(size) or real_tile(t, rot, size))
    drawn = drawn_texts(monkeypatch)
    scene.board_pictures.clear()
    scene._touch()
    scene.draw(pygame.Surface(LOGICAL_SIZE))
    lying = scene.pieces().of("in_camp")
    assert len(lying) >= n and all(one.area.width * scale >= 64 for one in lying)
    assert sizes.count(boxes[0].tile) >= len(lying)
    assert {name for name, _kind in _seats(n, humans)} <= set(drawn)


def test_four_camps_keep_the_layout_of_their_headers_above_the_boards():
    pygame.font.init()
    for big in (0, None):
        assert not any(box.side for box in layout.camp_boxes(4, big).values())
    assert all(box.side for box in layout.camp_boxes(5, 0).values())
