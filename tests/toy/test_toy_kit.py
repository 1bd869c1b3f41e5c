"""The kit's whole-table checks on the toy table: every frame is the layer on show with that
frame's overlays (as ``tests/ui/test_overdraw.py`` checks the four games), and the context says
what the scene says through whole games (``tests/ui/test_context.py``'s ``agrees``). The toy
writes nothing for either."""

from __future__ import annotations

import random

import pygame

from tests.table_helpers import new_runner, show
from tests.ui.test_context import agrees


def frames_of_a_game(app, seed: int):
    """One game of Ann against an Easy bot, the mouse on a random target or spot each frame, Tab
    and clicks now and then; yields after each frame is drawn."""
    rng = random.Random(seed)
    scene = show(app, new_runner("noughts", [("Ann", "human"), ("Bob", "easy")], seed=seed))
    waited = 0
    for _frame in range(400):
        if app.top is not scene:
            return
        waited = waited + 1 if scene.human_to_act() is not None else 0
        if waited > 25:                         # Ann has looked round enough: a move
            scene.play(rng.choice(scene.state.legal_actions()))
        targets = [area for name, area in scene.targets().items() if name not in ("menu", "rules")]
        pos = rng.choice(targets).center if rng.random() < 0.7 else (rng.randrange(1920), rng.randrange(1080))
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))]
        if rng.random() < 0.05:
            events.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=43))
        elif rng.random() < 0.08 and scene.human_to_act() is not None:
            events += [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
        app.dirty = True
        app.step(events)
        if app.top is scene:
            yield scene
        pygame.time.wait(2)


def test_every_frame_of_the_toy_is_its_layer_with_the_overlays(app):
    app.anim_speed_override, app.tip_delay = 2.0, 0.0
    app.pace_frames()
    window, frames, kept = pygame.display.get_surface(), 0, 0
    for seed in range(6):                      # games until some 120 frames are checked
        if frames >= 120:
            break
        for scene in frames_of_a_game(app, seed):
            expected = scene._painter.front.copy()
            last, drawing = scene._overdrawn, scene.overdraw
            scene.draw_overlays(expected)
            scene._overdrawn, scene.overdraw = last, drawing
            assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(expected, "RGB"), frames
            frames, kept = frames + 1, kept + (not drawing.whole)
    assert frames > 100 and kept > frames // 3, (frames, kept)


def test_the_toys_context_says_what_its_scene_says(app):
    rng = random.Random(3)
    for seed in range(3):
        scene = show(app, new_runner("noughts", [("Ana", "human"), ("Bo", "easy")], seed=seed))
        while not scene.state.is_terminal():
            agrees(scene)
            if scene.human_to_act() is not None:
                scene.play(rng.choice(scene.state.legal_actions()))
            else:
                scene.step_bots_blocking(limit=1)
            scene.anims.finish_all()
            app.step([])
        agrees(scene)
        app.pop()
