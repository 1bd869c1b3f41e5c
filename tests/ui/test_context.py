"""The kit's context (issue 22): ``TableScene.context()`` says what the scene itself says (who
decides, whether this screen's human decides, whose view, who thinks, the cover), on real
games of every table, and is made again only when something it holds changes."""

from __future__ import annotations

import random

import pytest

from game.games.cave_rave.rules import UNKNOWN
from game.ui.context import TableContext
from tests.table_helpers import click, new_runner, show

GAMES = ["camp", "cave_rave", "boaromia", "rodeo"]


def agrees(scene) -> TableContext:
    ctx = scene.context()
    assert ctx.to_act == scene.seat_to_act()
    assert ctx.human_to_act == scene.human_to_act()
    assert ctx.my_turn == scene.my_turn()
    assert ctx.viewer == scene.viewer
    assert ctx.thinking == scene.thinking_seat
    assert ctx.read_only == scene.read_only and ctx.holding == scene.holding()
    assert ctx.seats == tuple(scene.seats) and ctx.selection is scene.sel
    assert ctx.log == tuple(scene.log) and ctx.wait_why() == scene.wait_why()
    return ctx


@pytest.mark.parametrize("game", GAMES)
def test_the_context_says_what_the_scene_says_through_a_game(app, game):
    scene = show(app, new_runner(game, [("Ana", "human"), ("Bo", "easy"), ("Cy", "easy")]))
    rng = random.Random(3)
    for _turn in range(40):
        if scene.state.is_terminal() or app.top is not scene:
            break
        agrees(scene)
        if scene.human_to_act() is not None and not scene.holding():
            scene.play(rng.choice(scene.state.legal_actions()))
        else:
            scene.step_bots_blocking(limit=1)
        scene.anims.finish_all()
        app.step([])
    assert _turn > 5


def test_the_context_is_kept_while_nothing_changes_and_made_again_after_a_move(app):
    scene = show(app, new_runner("camp", [("Ana", "human"), ("Bo", "easy")]))
    ctx = scene.context()
    assert scene.context() is ctx
    scene.play(scene.state.legal_actions()[0])
    assert scene.context() is not ctx and agrees(scene).to_act == 1


def test_with_two_humans_at_a_table_with_secrets_the_cover_keeps_the_next_ones_input(app):
    scene = show(app, new_runner("cave_rave", [("Ana", "human"), ("Bo", "human")]))
    assert app.top.name == "privacy"                 # before Ana's first look at her hand
    ctx = agrees(scene)
    assert ctx.to_act == 0 and ctx.cover_pending and ctx.human_to_act is None and ctx.viewer is None
    assert ctx.view.hands[0] and all(card == UNKNOWN for card in ctx.view.hands[0])     # the public view
    click(app, next(iter(app.top.targets())))
    ctx = agrees(scene)
    assert ctx.human_to_act == 0 and ctx.my_turn and not ctx.cover_pending and ctx.viewer == 0
    assert ctx.view.hands[0] and UNKNOWN not in ctx.view.hands[0]                         # Ana's own view
