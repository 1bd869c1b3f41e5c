"""The pace of a Boaromia table of bot friends (issue 23, point 4): what makes a bot's turn long is
compressed while what moved stays seen. Durations here are the animations' own (no clock)."""

from __future__ import annotations

import pygame

from game.games.boaromia import motion
from game.ui.anim import Banner, Float, Move, Pulse
from tests.table_helpers import bots_until, new_runner, show


def _moves(app, seats, seed, want, limit=400):
    """The events and tweens of the first action of the table's bots for which ``want(action, events)``
    holds."""
    app.anim_speed_override = 1.0
    scene = show(app, new_runner("boaromia", seats, seed))
    got = []
    real = scene._apply

    def apply(seat, action):
        events = real(seat, action)
        if not got and want(action, events):
            got.append((events, list(scene.anims.tweens)))
        return events
    scene._apply = apply
    bots_until(app, scene, lambda: got, limit)
    return scene, got[0]


def test_a_bot_friends_step_is_quicker_than_a_persons_and_still_walks():
    assert 0.08 <= motion.BOT_STEP < motion.STEP


def test_a_bots_step_carries_the_pawn_in_the_bot_step(app):
    seats = [("A", "normal"), ("B", "normal")]
    _scene, (_events, tweens) = _moves(app, seats, 3, lambda a, events: a[0] == "step")
    flights = [t for t in tweens if isinstance(t, Move)]
    assert flights and all(abs(t.duration - motion.BOT_STEP) < 1e-9 for t in flights)


def test_a_goal_reached_glows_on_its_card_instead_of_a_banner(app):
    seats = [("A", "normal"), ("B", "normal"), ("C", "normal")]
    scene, (events, tweens) = _moves(app, seats, 1, lambda a, events: any(e.kind == "goal_done" for e in events))
    cards = [scene.pieces_before.area(("goal", e.data["stack"])) for e in events if e.kind == "goal_done"]
    assert any(t.target in cards for t in tweens if isinstance(t, Pulse))
    assert any(t.pos in [c.center for c in cards] for t in tweens if isinstance(t, Float))
    # the banners are the round's own (its event card, nightfall …), none for the goal
    bannered = [e for e in events if e.kind in ("event", "faint", *motion.BANNERS)]
    assert len([t for t in tweens if isinstance(t, Banner)]) == len(bannered)


def test_the_layer_is_drawn_in_few_parts(app):
    """Each part of the layer waits for a frame with room (the frame budget): three parts, not fourteen."""
    scene = show(app, new_runner("boaromia", [("A", "normal"), ("B", "normal")], 3))
    scene.step_bots_blocking(limit=20)
    parts = scene.paint(pygame.Surface((1920, 1080)))
    assert sum(1 for _ in parts) + 1 <= 3


def test_a_drinks_levels_float_no_longer_than_their_bars_run(app):
    seats = [("A", "normal"), ("B", "normal"), ("C", "normal")]
    _scene, (_events, tweens) = _moves(app, seats, 2, lambda a, events: a[0] == "drink")
    floats = [t for t in tweens if isinstance(t, Float)]
    assert floats and max(t.duration for t in floats) <= motion.FLOAT_S < 0.9
