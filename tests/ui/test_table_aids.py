"""The kit's Hint and Undo on the real tables, driven by posted events: H and the Hint button
mark the hotspots of the Normal bot's choice on the player's own view, and clicking what is
marked plays that choice; the Undo button and Ctrl+Z take a move back under today's policy,
and Boaromia's Take-backs option (on by default, L176 says steps cannot be undone) turns it off."""

from __future__ import annotations

import pygame
import pytest

from game.core.bots import choose_action, hard
from game.ui import hint
from tests.table_helpers import click, new_runner, show
from tests.ui.keys import key


def human_turn(app, game_id, options=None, seed=7):
    scene = show(app, new_runner(game_id, [("Ada", "human"), ("Bot", "normal")], seed, options))
    scene.step_bots_blocking()
    app.step([])
    assert scene.human_to_act() == 0
    return scene


def normal_choice(scene):
    """The Normal bot's action for the human to act (the Hard bot's search where the game's hint is
    that: Höhlengrölen), asked independently of the table."""
    runner, seat = scene.runner, scene.human_to_act()
    n = len(runner.match.actions)
    rng = hint.hint_rng(runner.match.seed, n)
    if runner.spec.table.hint_search:
        return hard.search(runner.spec, runner.state.view(seat), rng, iterations=runner.spec.table.hint_search)[0]
    return choose_action(runner.spec, runner.state.view(seat), "normal", rng, hint.BUDGET)


@pytest.mark.parametrize("game_id", ["cave_rave", "camp", "boaromia"])
@pytest.mark.parametrize("how", ["key", "button"])
def test_the_hint_marks_the_normal_bots_choice_and_clicking_it_plays_it(app, game_id, how):
    scene = human_turn(app, game_id)
    expected = normal_choice(scene)
    before = len(scene.runner.match.actions)
    if how == "key":
        key(app, pygame.K_h)
    else:
        click(app, "hint")
    assert scene.hint is not None and scene.hint.action == expected
    marked = [spot.id for spot in scene.hinted()]
    assert marked and marked == [i for i in scene.hint_spots(expected) if i in scene.spots()]
    assert scene.message == scene.hint.line and not scene.message_bad and scene.message
    app.render()                                              # the marks draw
    assert len(scene.runner.match.actions) == before          # a hint plays nothing
    for spot_id in marked:                                    # what is marked, clicked in order
        click(app, spot_id)
    played = scene.runner.match.actions[before]
    assert played == expected                                 # (Camp: the tile turned the hint's way too)
    assert scene.current_hint() is None and not scene.hinted()  # forgotten once a move is played


def test_the_hint_line_says_what_the_log_will_say(app, monkeypatch):
    import dataclasses

    from game.core import registry
    spec = registry.get("cave_rave")                          # (the kit's own line, not the game's)
    monkeypatch.setattr(spec, "table", dataclasses.replace(spec.table, hint_line=None))
    scene = human_turn(app, "cave_rave")
    key(app, pygame.K_h)
    line = scene.hint.line
    seen = len(scene.log)
    for spot_id in [s.id for s in scene.hinted()]:
        click(app, spot_id)
    written = scene.log[seen:]
    assert written and line.endswith(written[0])


def test_no_hint_while_a_bot_decides(app):
    scene = show(app, new_runner("camp", [("Bot", "normal"), ("Ada", "human")]))
    scene.sync()
    assert scene.human_to_act() is None and scene.seat_to_act() == 0
    spot = scene.spots().get("hint")
    assert spot.why == scene.hint_why() and spot.look.style == "disabled"
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    assert scene.hint is None and scene.message == spot.why and scene.message_bad


def play_hints_until(app, scene, done, limit=60):
    """Play the hinted moves (bots in between) until ``done(scene)`` on the human's turn."""
    for _ in range(limit):
        if scene.human_to_act() is None:
            scene.step_bots_blocking()
            app.step([])
            continue
        if done(scene):
            return scene
        key(app, pygame.K_h)
        for spot in [s.id for s in scene.hinted()]:
            click(app, spot)
    raise AssertionError("never came up")


def boaromia_undoable(app, take_backs: bool):
    """Boaromia on the human's turn, right after a move of theirs that revealed nothing."""
    scene = human_turn(app, "boaromia", {"take_backs": take_backs})
    return play_hints_until(app, scene, lambda sc: sc.runner.can_undo(0))


@pytest.mark.parametrize("how", ["button", "ctrl_z"])
def test_undo_from_the_button_and_ctrl_z(app, how):
    scene = boaromia_undoable(app, True)                       # take-backs are on by default
    assert scene.can_undo()
    spot = scene.spots().get("undo")
    assert spot.usable and spot.look.style == "normal"
    count = len(scene.runner.match.actions)
    if how == "button":
        click(app, "undo")
    else:
        key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.runner.match.actions) < count


def test_the_undo_button_is_disabled_with_its_reason_when_nothing_can_be_undone(app):
    scene = human_turn(app, "cave_rave")
    spot = scene.spots().get("undo")
    assert not scene.can_undo() and spot.why == scene.undo_why() and spot.look.style == "disabled"
    count = len(scene.runner.match.actions)
    click(app, "undo")
    assert len(scene.runner.match.actions) == count and scene.message == spot.why


def test_boaromia_without_take_backs_keeps_every_step(app):
    # L176: "once steps are taken, you can't undo them": the table option switches take-backs off
    scene = boaromia_undoable(app, False)
    assert scene.runner.match.options["take_backs"] is False
    assert scene.runner.can_undo(0) and not scene.can_undo()   # the match could: the table says no
    spot = scene.spots().get("undo")
    assert spot.look.style == "disabled" and "Take-backs are off" in spot.why
    count = len(scene.runner.match.actions)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.runner.match.actions) == count and scene.message == spot.why
    click(app, "undo")
    assert len(scene.runner.match.actions) == count
