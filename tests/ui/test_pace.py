"""The pace of a table (issue 23, point 4), on all four games through the real App: Space or a
click on the table finishes the animations at once, and that click plays nothing; a bot's action's
animations at the Normal speed are squeezed to the kit's pace (their own durations, the kit's
clock: nothing here waits for the wall clock)."""

from __future__ import annotations

import random
import time

import pygame
import pytest

import game.games  # noqa: F401 - the games registered
from game.ui import anim
from game.ui.anim import Banner
from tests.fake_clock import FRAME, FakeClock
from tests.table_helpers import motion, new_runner, show

GAMES = ("cave_rave", "camp", "boaromia", "rodeo")


@pytest.fixture
def clock(app, monkeypatch):
    """The app's clock moves only by the frames the test runs; animations at Normal."""
    fake = FakeClock()
    monkeypatch.setattr(time, "monotonic", fake)
    app._last_step = fake.now
    app.anim_speed_override = 1.0
    return fake


def frames_until(app, clock, scene, done, limit: int = 4000) -> bool:
    """Frames of the app (the bots' answers waited for) until ``done()``."""
    for _ in range(limit):
        if done():
            return True
        if scene._bot_done is not None:
            scene._bot_done.wait(30)
        clock.now += FRAME
        app.step(pygame.event.get())
    return done()


def moving_on_a_human_turn(app, clock, game: str):
    """A table of a bot (first) and a human, at a moment the human is to act while animations run
    (the bot's last move, or the human's own: the human plays seeded legal moves meanwhile)."""
    runner = new_runner(game, [("Bob", "normal"), ("Ann", "human")], seed=5)
    scene = show(app, runner)
    rng = random.Random(3)

    def moving() -> bool:
        if scene.human_to_act() is None:
            return False
        if scene.anims.busy():
            return True
        if app.top is scene and not scene.holding() and not scene.state.is_terminal():
            scene.play(rng.choice(scene.state.legal_actions()))
            return scene.human_to_act() is not None and scene.anims.busy()
        return False

    assert frames_until(app, clock, scene, moving), f"{game}: the human never was to act during animations"
    return scene


def moving_after_the_bot(app, clock, game: str):
    """A table of a bot (first) and a human, at a moment the human is to act while the bot's last
    move still animates."""
    runner = new_runner(game, [("Bob", "normal"), ("Ann", "human")], seed=5)
    scene = show(app, runner)
    rng = random.Random(3)

    def moving() -> bool:
        if scene.human_to_act() is None:
            return False
        if scene.anims.busy():
            return scene.last_mover == 0
        if app.top is scene and not scene.holding() and not scene.state.is_terminal():
            scene.play(rng.choice(scene.state.legal_actions()))
        return False

    assert frames_until(app, clock, scene, moving), f"{game}: the human never was to act during the bot's animations"
    return scene


def a_usable_spot(scene):
    """A hotspot whose click would do something now: a legal action or a table command."""
    for spot in scene.spots():
        if spot.id in ("menu", "rules") or spot.why or spot.look is not None:
            continue
        if spot.action is not None or spot.command is not None:
            return spot
    return None


def clicks_taken(scene) -> list:
    """The names of the table's targets that clicks reach from now on (the kit's ``click``)."""
    taken: list = []
    real = scene.click

    def click(name):
        taken.append(name)
        return real(name)

    scene.click = click
    return taken


SPACE = {"key": pygame.K_SPACE, "mod": 0, "unicode": " ", "scancode": 44}


@pytest.mark.parametrize("game", GAMES)
def test_space_finishes_the_running_animation(app, clock, game):
    runner = new_runner(game, [("Bob", "normal"), ("Cy", "normal")], seed=5)
    scene = show(app, runner)
    assert frames_until(app, clock, scene, lambda: scene.anims.busy() and len(runner.match.actions) > 0)
    played = len(runner.match.actions)
    app.step([pygame.event.Event(pygame.KEYDOWN, **SPACE)])
    assert not scene.anims.busy() or len(runner.match.actions) > played, \
        f"{game}: Space left the animations running"


@pytest.mark.parametrize("game", GAMES)
def test_a_click_during_the_animations_finishes_them_and_plays_nothing(app, clock, game):
    scene = moving_after_the_bot(app, clock, game)
    assert not scene.guide_shown()
    spot = a_usable_spot(scene)
    assert spot is not None, f"{game}: nothing to click on the human's turn"
    pos = spot.area.center
    played = len(scene.runner.match.actions)
    taken = clicks_taken(scene)
    click = [motion(pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
    app.step(click)
    assert not scene.anims.busy(), f"{game}: the click left the animations running"
    assert taken == [] and len(scene.runner.match.actions) == played, \
        f"{game}: the click that finished the animations also went to {taken}"
    if getattr(scene, "recap_shown", False):      # (the recap of the turn comes up once all is still)
        scene.dismiss_recap()
    app.step(click)                                # the same click on a still table reaches its target
    assert taken and taken[0] is not None, f"{game}: {taken}"


def test_the_menu_still_opens_with_a_click_while_things_move(app, clock):
    scene = moving_on_a_human_turn(app, clock, "cave_rave")
    pos = scene.targets()["menu"].center
    app.step([motion(pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert not scene.anims.busy() and app.top is not scene and app.top.name == "pause"


def test_space_on_a_still_table_still_presses_the_focus(app, clock):
    runner = new_runner("camp", [("Ann", "human"), ("Bob", "normal")], seed=5)
    scene = show(app, runner)
    assert frames_until(app, clock, scene, lambda: not scene.anims.busy() and scene.human_to_act() is not None)
    if getattr(scene, "recap_shown", False):
        scene.dismiss_recap()
    spot = a_usable_spot(scene)
    scene.focus = spot.id
    taken = clicks_taken(scene)
    app.step([pygame.event.Event(pygame.KEYDOWN, **SPACE)])
    assert taken == [spot.id]


def bot_action_lengths(app, game: str, actions: int = 150) -> list[tuple[float, bool]]:
    """(when its tweens end, s at Normal by their own durations; whether a banner is among them) for
    each bot action of seeded tables of bots through the scene (the kit's pace applied), deal after
    deal until ``actions`` were seen."""
    app.anim_speed_override = 1.0
    seen: list[tuple[float, bool]] = []
    for seed in range(2, 12):
        runner = new_runner(game, [("Bob", "normal"), ("Cy", "normal"), ("Di", "normal")], seed=seed)
        scene = show(app, runner)
        real = scene._apply_bot

        def apply_bot(seat, action, scene=scene, real=real):
            real(seat, action)
            fresh = [t for t in scene.anims.tweens if t.elapsed == 0.0]
            end = max([t.delay + t.duration for t in fresh], default=0.0) * scene.anims.speed
            seen.append((end, any(isinstance(t, Banner) for t in fresh)))

        scene._apply_bot = apply_bot
        while len(seen) < actions and not runner.state.is_terminal():
            if scene.holding():
                scene.round_report.close()
            if scene.step_bots_blocking(limit=1) == 0 and not scene.holding():
                break
        app.pop()
        if len(seen) >= actions:
            break
    return seen


@pytest.mark.parametrize("game", GAMES)
def test_a_bots_action_shows_within_the_kits_pace_at_normal(app, game):
    seen = bot_action_lengths(app, game)
    assert len(seen) >= 150 and any(end > 0 for end, _ in seen)
    for end, banner in seen:
        assert end <= 2.5 + 1e-6, f"{game}: a bot's action animates {end:.2f} s at Normal"
        if not banner:
            assert end <= anim.ACTION_S + 1e-6, f"{game}: a bot's action animates {end:.2f} s (no banner)"


def test_fit_keeps_order_and_a_banners_time_to_be_read():
    anims = anim.Animator(1.0)
    mark = anims.mark()
    a = anims.add(anim.Wait(1.0))
    b = anims.add(anim.Wait(1.0, delay=1.0))
    banner = anims.add(Banner(pygame.Surface((10, 10)), (5, 5), 1.5, delay=2.0))
    assert anims.length(mark) == pytest.approx(3.5)
    anims.fit(mark, 1.0)
    assert a.duration + a.delay <= b.delay + 1e-9 and b.delay + b.duration <= banner.delay + 1e-9
    assert b.delay + b.duration <= 1.0 + 1e-9
    assert banner.duration == pytest.approx(Banner.READ_S)


@pytest.mark.parametrize("game", GAMES)
def test_a_click_after_the_players_own_move_finishes_it_and_plays(app, clock, game):
    """The player's own move animating and the decision theirs again (a second card to draw, a
    chain's next choice): their next click finishes the animations and is taken too (no new target
    can have come under the cursor: nobody else moved)."""
    runner = new_runner(game, [("Bob", "normal"), ("Ann", "human")], seed=5)
    scene = show(app, runner)
    rng = random.Random(4)

    def own_moving() -> bool:
        if scene.human_to_act() is None or app.top is not scene or scene.holding() or scene.state.is_terminal():
            return False
        if scene.anims.busy():
            return scene.last_mover == scene.human_to_act()
        scene.play(rng.choice(scene.state.legal_actions()))
        return scene.human_to_act() is not None and scene.anims.busy() and scene.last_mover == scene.human_to_act()

    if not frames_until(app, clock, scene, own_moving):
        pytest.skip(f"{game}: no decision of the human's follows their own within this game's seed")
    spot = a_usable_spot(scene)
    assert spot is not None
    taken = clicks_taken(scene)
    pos = spot.area.center
    app.step([motion(pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert not scene.anims.busy() or taken
    assert taken == [spot.id], f"{game}: the click after the player's own move went to {taken}"
