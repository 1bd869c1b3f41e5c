"""The table's static layer spread over frames (game.ui.layer): the layer on show stays whole
while the next one is drawn part by part, flights that landed meanwhile hold their place, a
drawing that keeps being overtaken is finally done at once, and on the real tables the layer
drawn part by part over many frames is the very picture drawn at once."""

from __future__ import annotations

import time

import pygame
import pytest

from game.ui import layer
from game.ui.anim import Animator, Move, Wait
from game.ui.layer import Painter, blit_in_bands, run_all
from game.ui.scene import LOGICAL_SIZE
from tests.table_helpers import new_runner, show

SIZE = (40, 30)


def parts_painter(colours: list, log: list):
    """A drawing of one part a colour (each fills the surface), logging what it drew."""
    def paint(surface):
        for i, colour in enumerate(colours):
            if i:
                yield
            surface.fill(colour)
            log.append(colour)
    return paint


def long_ago() -> float:
    """A frame start so long ago that the frame's budget is spent: no part fits."""
    return time.perf_counter() - 10.0


def test_without_a_budget_the_layer_is_drawn_at_once():
    log: list = []
    p = Painter(lambda: pygame.Surface(SIZE))
    got = p.layer("a", parts_painter([(1, 1, 1), (2, 2, 2), (3, 3, 3)], log), None, [])
    assert log == [(1, 1, 1), (2, 2, 2), (3, 3, 3)] and got.get_at((0, 0))[:3] == (3, 3, 3)
    assert not p.behind()
    assert p.layer("a", parts_painter([(9, 9, 9)], log), None, []) is got and len(log) == 3   # still right: kept


def test_the_old_layer_stays_on_show_until_the_new_one_is_whole(monkeypatch):
    monkeypatch.setattr(layer, "MAX_WAIT", 0)           # a frame without room still draws one part
    p = Painter(lambda: pygame.Surface(SIZE))
    old = p.layer("a", parts_painter([(1, 1, 1)], []), None, [])
    log: list = []
    paint = parts_painter([(5, 5, 5), (6, 6, 6), (7, 7, 7)], log)
    shown = [p.layer("b", paint, 0.001, [], long_ago()).get_at((0, 0))[:3] for _ in range(3)]
    assert log == [(5, 5, 5), (6, 6, 6), (7, 7, 7)]     # one part a frame
    assert shown[:2] == [(1, 1, 1), (1, 1, 1)]          # the old layer, whole, while the new one is drawn
    assert shown[2] == (7, 7, 7) and not p.behind() and p.key == "b"
    assert p.layer("b", paint, 0.001, [], long_ago()).get_at((0, 0))[:3] == (7, 7, 7)
    assert old.get_at((0, 0))[:3] == (1, 1, 1) or old is p.front


def test_a_frame_with_room_draws_every_part_that_fits():
    p = Painter(lambda: pygame.Surface(SIZE))
    p.layer("a", parts_painter([(1, 1, 1)], []), None, [])
    log: list = []
    p.layer("b", parts_painter([(5, 5, 5), (6, 6, 6)], log), 10.0, [], time.perf_counter())
    assert log == [(5, 5, 5), (6, 6, 6)] and p.key == "b"


def test_a_spent_frame_waits_but_never_for_long():
    p = Painter(lambda: pygame.Surface(SIZE))
    p.layer("a", parts_painter([(1, 1, 1)], []), None, [])
    log: list = []
    paint = parts_painter([(5, 5, 5), (6, 6, 6)], log)
    for _ in range(layer.MAX_WAIT):
        p.layer("b", paint, 0.001, [], long_ago())
    assert log == []                                    # frames that spent their budget draw nothing …
    p.layer("b", paint, 0.001, [], long_ago())
    assert log == [(5, 5, 5)]                           # … until the drawing has waited MAX_WAIT frames


def test_a_frame_that_did_little_else_draws_a_part_dearer_than_its_budget():
    p = Painter(lambda: pygame.Surface(SIZE))
    p.layer("a", parts_painter([(1, 1, 1)], []), None, [])
    log: list = []
    paint = parts_painter([(5, 5, 5), (6, 6, 6)], log)
    p._costs = {0: 1.0, 1: 1.0}                          # each part has cost a second lately
    p.layer("b", paint, 0.001, [], time.perf_counter())
    assert log == [(5, 5, 5)]                           # the frame had just begun: one part goes in
    p.layer("b", paint, 0.001, [], long_ago())
    assert log == [(5, 5, 5)]                           # a spent frame: none


def test_a_backdrop_blitted_in_bands_is_the_backdrop():
    image = pygame.Surface((30, 25))
    for y in range(25):
        pygame.draw.line(image, (y * 9, 255 - y * 9, 40), (0, y), (29, y))
    whole, banded = pygame.Surface((40, 40)), pygame.Surface((40, 40))
    whole.blit(image, (5, 7))
    steps = list(blit_in_bands(banded, image, (5, 7), bands=3))
    assert len(steps) == 2                               # three bands, a part each
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(banded, "RGB")


def test_held_tweens_wait_until_they_may_begin_and_running_ones_go_on():
    anims = Animator(1.0)
    running, new = anims.add(Wait(1.0)), None
    anims.update(0.1)
    new = anims.add(Wait(1.0))
    anims.update(0.2, hold_new=True)
    assert running.elapsed == pytest.approx(0.3) and new.elapsed == 0.0
    anims.update(0.2)
    assert new.elapsed == pytest.approx(0.2)


def test_a_drawing_overtaken_again_and_again_is_finally_done_at_once(monkeypatch):
    monkeypatch.setattr(layer, "MAX_WAIT", 10**6)       # frames without room never draw a part
    p = Painter(lambda: pygame.Surface(SIZE))
    p.layer("a", parts_painter([(1, 1, 1)], []), None, [])
    for i in range(layer.MAX_RESTARTS + 1):
        p.layer(f"k{i}", parts_painter([(2, 2, 2)], []), 0.001, [], long_ago())
        assert p.key == "a"
    got = p.layer("last", parts_painter([(3, 3, 3), (4, 4, 4)], []), 0.001, [], long_ago())
    assert p.key == "last" and got.get_at((0, 0))[:3] == (4, 4, 4) and not p.behind()


def test_a_flight_that_landed_holds_its_place_while_the_layer_is_behind(monkeypatch):
    monkeypatch.setattr(layer, "MAX_WAIT", 10**6)
    card = pygame.Surface((4, 4))
    card.fill((200, 0, 0))
    flight = Move(card, pygame.Rect(0, 0, 4, 4), pygame.Rect(20, 10, 4, 4), 0.1, hides=[("card", 1)])
    flight.step(0.01)
    p = Painter(lambda: pygame.Surface(SIZE))
    p.layer("in flight", parts_painter([(1, 1, 1)], []), None, [flight])     # drawn with the card hidden
    p.layer("landed", parts_painter([(2, 2, 2)], []), 0.001, [], long_ago())  # the next one waits
    screen = pygame.Surface(SIZE)
    p.draw_held(screen, [])
    assert screen.get_at((21, 11))[:3] == (0, 0, 0)     # still flying: drawn by the animator, not held
    flight.step(1.0)
    assert flight.done
    p.draw_held(screen, [])
    assert screen.get_at((21, 11))[:3] == (200, 0, 0)   # landed: held where it landed
    p.layer("landed", parts_painter([(2, 2, 2)], []), None, [])
    screen.fill((0, 0, 0))
    p.draw_held(screen, [])
    assert screen.get_at((21, 11))[:3] == (0, 0, 0)     # the layer shows it now: nothing held


@pytest.mark.parametrize("game", ["cave_rave", "camp", "boaromia", "rodeo"])
def test_the_layer_drawn_part_by_part_is_the_layer_drawn_at_once(app, game, monkeypatch):
    """Bots play 12 moves; after each, the app's frames draw the new layer one part a frame,
    and the whole of it is pixel for pixel what one drawing at once gives."""
    monkeypatch.setattr(layer, "MAX_WAIT", 0)
    seats = [("Ann", "easy"), ("Bob", "easy"), ("Cy", "easy")]
    scene = new_runner(game, seats, seed=3).spec.scene_class()
    monkeypatch.setattr(scene, "_start_bot", lambda self, seat: None)      # the test plays the bots' moves
    scene = show(app, new_runner(game, seats, seed=3))
    app.step([])
    app.frame_budget = 1e-9                             # no room in any frame: one part a frame
    compared = 0
    for _ in range(12):
        if scene.state.is_terminal():
            break
        assert scene.step_bots_blocking(limit=1) == 1
        frames = 0
        app.dirty = True                                # (a move by a bot marks it too, via the wake event)
        app.step([])
        while scene._painter.behind():
            app.step([])
            frames += 1
            assert frames < 50
        # drawn over several frames (Boaromia draws its layer in one part, so that a bot's walk
        # waits one frame a step for it, not three: there is nothing to spread)
        assert frames >= (0 if game == "boaromia" else 2)
        shown = scene._painter.front
        fresh = pygame.Surface(LOGICAL_SIZE)
        run_all(scene.paint, fresh)
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(fresh, "RGB")
        compared += 1
    assert compared >= 8


def test_a_bots_move_flies_only_once_the_layer_that_leaves_it_out_is_on_show(app, monkeypatch):
    """In the running app a bot's move is drawn over several frames; its animations wait at their
    start meanwhile (where the layer on show still has what they carry) and then play."""
    monkeypatch.setattr(layer, "MAX_WAIT", 0)
    app.anim_speed_override = 1.0
    seats = [("Ann", "easy"), ("Bob", "easy")]
    scene = show(app, new_runner("cave_rave", seats, seed=3))
    scene.step_bots_blocking(limit=2)
    app.step([])
    app.frame_budget = 1e-9                             # no room in any frame: one part a frame
    before = len(scene.runner.match.actions)
    deadline = time.monotonic() + 30
    while len(scene.runner.match.actions) == before:    # frames until the bot's answer is played
        assert time.monotonic() < deadline, "the bot never played"
        app.step([])
        time.sleep(0.005)
    tweens = list(scene.anims.tweens)
    assert tweens and any(t.hides for t in tweens)      # the move sets something flying
    assert scene._painter.behind()                      # its frame began the new layer, no more
    frames = 0
    while scene._painter.behind():
        assert all(t.elapsed == 0.0 for t in tweens)    # held at their start
        app.step([])
        frames += 1
        assert frames < 60
    assert frames >= 2
    app.step([])
    assert any(t.elapsed > 0.0 for t in tweens)         # the new layer is on show: they play
