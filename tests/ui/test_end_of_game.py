"""The end can be looked at (issue 23, point 3), on all four tables through the real App: the last
move and what it sets off play out on the table to their end, then the table stays on the final
position with "See the results" in the top bar (instead of Recap, Hint and Undo) until it is pressed
(Enter, or a click); the results' "Back to the table" shows the final position read-only, any
seat's view (the replay viewer at its last move), and Esc comes back. A table of bots alone still
goes on to the results by itself. Time is a fake clock, so nothing here waits."""

from __future__ import annotations

import time

import pygame
import pytest

import game.games  # noqa: F401 - the games registered
from game.core.bots import choose_action
from game.ui.scenes.replay import ReplayScene
from game.ui.table import bot_rng
from game.ui.table_end import END_ID
from tests.fake_clock import FRAME, FakeClock
from tests.table_helpers import click, new_runner, show
from tests.ui.keys import key, tab_to

GAMES = ("cave_rave", "camp", "boaromia", "rodeo")


def last_move(game: str, seed: int = 3, bots_only: bool = False):
    """A started runner one decision short of the end of a game of easy bots, and that decision;
    the seat that makes it is the human (``bots_only``: nobody is)."""
    probe = new_runner(game, [("Ann", "easy"), ("Bob", "easy")], seed=seed)
    played = []
    while not probe.state.is_terminal():
        seat = probe.state.current_player()
        action = choose_action(probe.spec, probe.state.view(seat), "easy", bot_rng(seed, len(probe.match.actions)))
        played.append((seat, action))
        probe.play(action)
    last_seat, last = played[-1]
    seats = [(name, "human" if i == last_seat and not bots_only else "easy") for i, name in enumerate(("Ann", "Bob"))]
    runner = new_runner(game, seats, seed=seed)
    for _seat, action in played[:-1]:
        runner.play(action)
    return runner, last


def press_continue(app) -> bool:
    """A report between rounds over the table or on it (Rock'n Rodeo's last season): its Continue."""
    top = app.top
    targets = top.targets()
    if "continue" not in targets:
        return False
    click(app, "continue")
    return True


@pytest.mark.parametrize("game", GAMES)
def test_the_last_move_plays_out_and_the_table_stays_until_see_the_results(app, monkeypatch, game):
    clock = FakeClock()
    monkeypatch.setattr(time, "monotonic", clock)
    app._last_step = clock.now
    app.anim_speed_override = 1.0                    # the animations at Normal
    runner, last = last_move(game)
    table = show(app, runner)
    finished_at_once = []
    real_finish = table.anims.finish_all
    monkeypatch.setattr(table.anims, "finish_all", lambda: (finished_at_once.append(table.anims.busy()), real_finish()))
    assert table.human_to_act() is not None and END_ID not in table.targets()
    assert table.play(last) and table.state.is_terminal()
    assert table.anims.busy(), "the last move sets nothing moving"
    assert END_ID in table.targets() and not {"recap", "undo", "hint"} & set(table.targets())
    frames = 0
    while table.anims.busy() or app.top is not table or table.holding():     # (a report on the table too)
        assert app.top.name != "results", f"the results came up after {frames} frames, before the end played out"
        if (app.top is not table or table.holding()) and press_continue(app):
            continue
        clock.now += FRAME
        app.step([])
        frames += 1
        assert frames < 60 * 30, "the end never stops moving"
    assert frames > 10, "the end's animations did not play"
    assert not any(finished_at_once), "an animation of the end was cut short"
    for _ in range(60 * 10):                         # ten seconds on: the final table still shows
        clock.now += FRAME
        app.step([])
        assert app.top is table, f"{app.top.name} came up by itself"
    assert END_ID in table.targets() and not app.animating()      # the loop sleeps on the final table
    key(app, pygame.K_RETURN)
    assert app.top.name == "results" and app.top.runner is runner


@pytest.mark.parametrize("game", GAMES)
def test_see_results_by_a_click_then_back_to_the_table_read_only_in_any_seats_view(app, game):
    runner, last = last_move(game)
    table = show(app, runner)
    assert table.play(last)
    for _ in range(5):
        if not press_continue(app):
            app.step([])
    assert app.top is table and table.tooltip(END_ID)
    click(app, END_ID)
    results = app.top
    assert results.name == "results"
    click(app, "back_to_table")
    viewer = app.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.step == viewer.replay.steps and viewer.table.read_only
    assert viewer.table.state.to_json() == runner.state.to_json()          # the final position
    assert END_ID not in viewer.table.targets()                             # no button on a replay's table
    assert viewer.views == [0, 1]
    seen = {viewer.table.watch_seat}
    click(app, "view")
    seen.add(viewer.table.watch_seat)
    assert seen == {0, 1}
    key(app, pygame.K_ESCAPE)
    assert app.top is results
    tab_to(app, results, "back_to_table")                                    # the keyboard's way too
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ReplayScene) and app.top.step == app.top.replay.steps


@pytest.mark.parametrize("game", GAMES)
def test_a_table_of_bots_alone_goes_on_to_the_results_by_itself(app, game):
    runner, _last = last_move(game, bots_only=True)
    table = show(app, runner)
    for _ in range(600):
        if app.top.name == "results":
            break
        if app.top is table and not table.state.is_terminal():
            table.step_bots_blocking()
        app.step([])
    assert table.state.is_terminal() and app.top.name == "results"
