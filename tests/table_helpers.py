"""Helpers for the game scenes' tests: playing a whole game through the table."""

from __future__ import annotations

import itertools


def play_to_results(app, scene, human_turn, *, results_shown, limit: int, interlude=None) -> None:
    """Drive a table scene until the results are asked for: ``human_turn(turn)`` plays whenever a
    human is to act, bots are stepped meanwhile, and the app runs a frame in between.
    ``interlude(turn)``, asked first each time round, deals with whatever else waits for a click
    (a privacy cover, a round report) and returns True when it did."""
    for turn in itertools.count():
        assert turn < limit, "the game did not end"
        if results_shown(app):
            return
        if interlude is not None and interlude(turn):
            continue
        assert app.top is scene, f"unexpected scene on top: {app.top.name}"
        if scene.human_to_act() is not None:
            human_turn(turn)
            continue
        if scene.state.is_terminal():
            app.step([])
            continue
        scene.step_bots_blocking()
        app.step([])
