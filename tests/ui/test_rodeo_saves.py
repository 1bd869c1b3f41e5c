"""Rock'n Rodeo saved and resumed mid-evening, through the scene: a fan sent by clicks, others
still at the tents; saved from the pause menu with a name (and kept by the autosave), continued
from the launcher's Saved games list: the same state, the same pending decision, and the same
destinations lit on the table."""

from __future__ import annotations

import json
import random

from game.core import saves
from game.ui.scenes.launcher import LauncherScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.saves import SavesScene
from tests.table_helpers import new_runner
from tests.ui.test_rodeo_scene import do
from tests.ui.test_rodeo_undo import to_human
from tests.ui.test_saves import escape, type_text


def state_of(runner) -> str:
    return json.dumps(runner.state.to_json(), sort_keys=True)


def lit(scene) -> dict:
    return {spot.id: spot.lit for spot in scene.spots() if spot.lit}


def mid_evening(app, scene, rng):
    """On to an evening of Ada's where one fan has gone out by a click and another still stands."""
    for _ in range(12):
        to_human(app, scene, "evening", rng)
        p = scene.state.pending()
        if sum(p.standing) >= 2:
            do(app, scene, next(a for a in scene.state.legal_actions() if a[0] == "send"))
            p = scene.state.pending()
            if p.kind == "evening" and p.seat == 0 and sum(p.standing) >= 1:
                return
        else:
            do(app, scene, scene.state.legal_actions()[0])
    raise AssertionError("no evening with fans left after a send")


def test_a_game_saved_mid_evening_resumes_at_the_same_decision(shell_app, click):
    runner = new_runner("rodeo", [("Ada", "human"), ("Bo", "normal")], seed=21)
    scene = shell_app.game_scene(runner)
    shell_app.push(scene)
    shell_app.step([])
    mid_evening(shell_app, scene, random.Random(3))
    saved, pending = state_of(runner), scene.state.pending()
    sent = [a for a in runner.match.actions if a[0] == "send"]
    assert sent and pending.kind == "evening" and sum(pending.standing) >= 1
    assert state_of(saves.load_autosave()) == saved               # the autosave holds it already
    shown = lit(scene)
    assert any(v == "target" for v in shown.values())
    escape(shell_app)
    assert isinstance(shell_app.top, PauseScene)
    click(shell_app, "save_as")
    type_text(shell_app, "Saturday evening")
    click(shell_app, "save")
    escape(shell_app)
    shell_app.reset(LauncherScene(shell_app))
    click(shell_app, "saves")
    assert isinstance(shell_app.top, SavesScene)
    click(shell_app, "load:0")
    resumed = shell_app.top
    assert resumed is not scene and state_of(resumed.runner) == saved
    again = resumed.state.pending()
    assert (again.kind, again.seat, again.standing) == (pending.kind, pending.seat, pending.standing)
    assert resumed.state.legal_actions() == scene.state.legal_actions()
    shell_app.step([])
    assert lit(resumed) == shown                                  # the same destinations lit
    # and it plays on from there: the next fan goes out by a click
    do(shell_app, resumed, next(a for a in resumed.state.legal_actions() if a[0] == "send"))
    assert len(resumed.runner.match.actions) == len(runner.match.actions) + 1
