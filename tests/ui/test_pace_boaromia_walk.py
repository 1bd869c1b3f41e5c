"""The pace of a Boaromia table of bot friends, the walk (issue 23, point 4): a bot friend's level
runs while its pawn lands, not after it; its turn's glow and bars are a little quicker than a
person's; the table's layer is drawn in one part, so the next step waits one frame for it, not
three. Durations here are the animations' own (no clock)."""

from __future__ import annotations

import pygame

from game.games.boaromia import motion
from game.ui.anim import Float, Move, Pulse
from tests.table_helpers import bots_until, new_runner, show


def _first(app, seats, seed, want, limit=400):
    """The events of the first action of the table's bots for which ``want(action, events)`` holds,
    and the tweens its motion laid out (at the Normal speed, before the kit's pace squeezed them)."""
    app.anim_speed_override = 1.0
    scene = show(app, new_runner("boaromia", seats, seed))
    got = []
    real = scene.on_events

    def on_events(events):
        before = set(map(id, scene.anims.tweens))
        real(events)
        if not got and want(scene.runner.match.actions[-1], events):
            got.append((events, [t for t in scene.anims.tweens if id(t) not in before]))
    scene.on_events = on_events
    bots_until(app, scene, lambda: got, limit)
    return scene, got[0]


def _step_with_level(action, events):
    kinds = [e.kind for e in events]
    return action[0] == "step" and "level" in kinds and kinds.index("step") < kinds.index("level")


def test_a_bot_friends_level_runs_while_its_pawn_lands(app):
    """On the way (the Piggy Bank, a toilet, a power nap) the level's number starts half way
    through the step, not after it, and floats shorter than a person's would."""
    seats = [("A", "normal"), ("B", "normal"), ("C", "normal")]
    _scene, (_events, tweens) = _first(app, seats, 1, _step_with_level)
    step = next(t for t in tweens if isinstance(t, Move))
    assert abs(step.duration - motion.BOT_STEP) < 1e-9
    floats = [t for t in tweens if isinstance(t, Float)]
    assert floats, "the level after the step shows no number"
    for number in floats:
        assert abs(number.duration - motion.BOT_FLOAT_S) < 1e-9
        assert abs(number.delay - (step.delay + step.duration / 2)) < 1e-9      # while the pawn lands
    assert motion.BOT_LEVEL_S < motion.LEVEL_S and motion.BOT_FLOAT_S < motion.FLOAT_S


def test_a_bot_friends_drink_runs_its_bars_in_the_bots_time(app):
    seats = [("A", "normal"), ("B", "normal"), ("C", "normal")]
    _scene, (events, tweens) = _first(app, seats, 2, lambda a, events: a[0] == "drink")
    bars = [t for t in tweens if isinstance(t, motion.LevelRun)]
    stats = {e.data["stat"] for e in events if e.kind == "level" and e.data["stat"] != "coins"}
    assert bars and len(bars) == len(stats)
    assert all(abs(t.duration - motion.BOT_LEVEL_S) < 1e-9 and t.delay == 0.0 for t in bars)
    floats = [t for t in tweens if isinstance(t, Float)]
    assert floats and all(abs(t.duration - motion.BOT_FLOAT_S) < 1e-9 for t in floats)


def test_a_bot_friends_turn_glows_on_its_track_a_little_shorter(app):
    seats = [("A", "normal"), ("B", "normal")]
    scene, (events, tweens) = _first(app, seats, 3, lambda a, events: any(e.kind == "turn" for e in events))
    seat = next(e.seat for e in events if e.kind == "turn")
    track = scene.pieces().area(("seat", seat))
    glows = [t for t in tweens if isinstance(t, Pulse) and t.target == track]
    assert glows and all(abs(t.duration - motion.BOT_TURN_PULSE) < 1e-9 for t in glows)
    assert 0.2 <= motion.BOT_TURN_PULSE < motion.TURN_PULSE


def test_the_layer_is_one_part(app):
    """The painter shows a layer of one part in the frame after a bot's move (each part waits for
    a frame with room); the whole layer is still drawn."""
    scene = show(app, new_runner("boaromia", [("A", "normal"), ("B", "normal")], 3))
    scene.step_bots_blocking(limit=20)
    layer = pygame.Surface((1920, 1080))
    layer.fill((255, 0, 255))
    parts = scene.paint(layer)
    assert sum(1 for _ in parts) == 0
    # everything got drawn: the backdrop, the board and the right column (no magenta left anywhere)
    for x, y in ((10, 10), (700, 600), (1800, 900)):
        assert layer.get_at((x, y))[:3] != (255, 0, 255)
