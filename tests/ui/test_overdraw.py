"""A frame puts back only what the frame before drew over the table's layer (game.ui.overdraw):
on all four tables, with bots and a human playing, flights, hover rings, hover texts, the
keyboard's focus and clicks, every frame's picture is exactly the layer on show with that
frame's overlays drawn on it, and most frames put back only a part of the layer."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui.overdraw import Overdraw, put_back
from tests.table_helpers import new_runner, show

SEATS = {"cave_rave": [("Ann", "human"), ("Bob", "easy"), ("Cy", "easy")],
         "camp": [("Ann", "human"), ("Bob", "easy"), ("Cy", "easy")],
         "boaromia": [("Ann", "human"), ("Bob", "easy"), ("Cy", "easy")],
         "rodeo": [("Ann", "human"), ("Bob", "easy"), ("Cy", "easy")]}


def test_put_back_restores_only_the_rects_drawn_over():
    layer, screen = pygame.Surface((50, 40)), pygame.Surface((50, 40))
    layer.fill((10, 20, 30))
    screen.fill((10, 20, 30))
    drawn = Overdraw()
    drawn.add(pygame.draw.rect(screen, (255, 0, 0), (5, 5, 10, 10)), [pygame.Rect(60, 60, 5, 5)], None)
    screen.fill((0, 255, 0), (30, 30, 5, 5))            # not noted: stays
    put_back(screen, layer, drawn)
    assert screen.get_at((8, 8))[:3] == (10, 20, 30) and screen.get_at((31, 31))[:3] == (0, 255, 0)
    drawn.everything()
    put_back(screen, layer, drawn)
    assert screen.get_at((31, 31))[:3] == (10, 20, 30)


@pytest.mark.parametrize("game", sorted(SEATS))
def test_every_frame_is_the_layer_with_its_overlays(app, game):
    rng = random.Random(5)
    app.anim_speed_override = 2.0
    app.tip_delay = 0.0
    app.pace_frames()
    scene = show(app, new_runner(game, SEATS[game], seed=4))
    window = pygame.display.get_surface()
    assert window.get_size() == scene._painter.front.get_size()
    kept = waited = 0
    for frame in range(260):
        if scene.state.is_terminal() or app.top is not scene:
            break
        targets = list(scene.targets().items())
        pos = rng.choice(targets)[1].center if targets and rng.random() < 0.7 else \
            (rng.randrange(0, 1920), rng.randrange(0, 1080))
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))]
        roll = rng.random()
        if roll < 0.05:
            events.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=43))
        elif roll < 0.12 and scene.human_to_act() is not None:
            events += [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
        if scene.human_to_act() is not None:
            waited += 1
            if waited > 25:                              # the human has looked around enough: a move
                scene.play(rng.choice(scene.state.legal_actions()))
                waited = 0
        was = scene._overdrawn
        app.dirty = True
        app.step(events)
        if app.top is not scene:
            break
        kept += was is not None and scene._overdrawn[0] == was[0] and not was[1].whole
        expected = scene._painter.front.copy()
        last, drawing = scene._overdrawn, scene.overdraw
        scene.draw_overlays(expected)
        scene._overdrawn, scene.overdraw = last, drawing
        assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(expected, "RGB"), \
            f"{game}: frame {frame} is not the layer with its overlays"
        pygame.time.wait(4)
    assert frame > 100 and kept > frame // 3, (frame, kept)
