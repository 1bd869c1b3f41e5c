"""The replay viewer, worked with posted keys and clicks: forward, back, jump and play show the
right position on the game's own table, which stays read-only; whose view; export then open (the
path box and a dropped file) gives the same game; a broken replay file is reported and kept;
Play this deal again starts the same deal."""

from __future__ import annotations

import json

import pygame
import pytest

from game.core import replay as replays
from game.core import saves
from game.core.match import Runner
from game.ui.layer import run_all
from game.ui.scenes.launcher import LauncherScene
from game.ui.scenes.replay import ReplayScene, view_choices
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.saves import SavesScene
from game.ui.table import TableScene
from tests.table_helpers import drawn_texts
from tests.test_replay_file import finished, state_of
from tests.ui.keys import key, tab_to


def watch_from_results(app, click, runner) -> ReplayScene:
    app.show_results(runner)
    assert isinstance(app.top, ResultsScene)
    click(app, "watch")
    scene = app.top
    assert isinstance(scene, ReplayScene)
    return scene


def shows(scene: ReplayScene, step: int) -> bool:
    """The table shows exactly the game after ``step`` decisions: its state, and its log."""
    at = scene.replay.runner_at(step)
    table = scene.table
    return (scene.step == step and state_of(table.runner) == state_of(at) and table.log == at.log_lines()
            and table.runner.match.actions == scene.replay.match.actions[:scene.replay.counts[step]])


@pytest.mark.parametrize("game", ["cave_rave", "camp", "boaromia"])
def test_forward_back_and_jump_show_the_right_position(shell_app, click, game):
    runner = finished(game)
    scene = watch_from_results(shell_app, click, runner)
    last = scene.replay.steps
    assert shows(scene, 0) and last == sum(1 for a in runner.actors if a >= 0)
    for _ in range(3):
        key(shell_app, pygame.K_RIGHT)
    assert shows(scene, 3)
    key(shell_app, pygame.K_LEFT)
    assert shows(scene, 2)
    click(shell_app, "forward")
    assert shows(scene, 3)
    click(shell_app, "back")
    assert shows(scene, 2)
    key(shell_app, pygame.K_PAGEDOWN)
    assert shows(scene, 12)
    key(shell_app, pygame.K_END)
    assert shows(scene, last) and scene.table.state.is_terminal()
    assert not scene.widgets_by_name()["forward"].enabled
    key(shell_app, pygame.K_HOME)
    assert shows(scene, 0) and not scene.widgets_by_name()["back"].enabled
    slider = shell_app.top.targets()["slider"]
    click(shell_app, "slider", (slider.x + slider.width // 2, slider.centery))      # jump halfway
    assert abs(scene.step - last / 2) <= 1 and shows(scene, scene.step)
    click(shell_app, "last")
    assert shows(scene, last)
    assert isinstance(shell_app.stack[-2], ResultsScene)
    key(shell_app, pygame.K_ESCAPE)                           # Esc leaves, back to the results
    assert isinstance(shell_app.top, ResultsScene)


def test_play_shows_move_after_move_and_pause_stops(shell_app, click):
    scene = watch_from_results(shell_app, click, finished("camp", seed=2))
    key(shell_app, pygame.K_SPACE)
    assert scene.playing and shows(scene, 1)                  # the first move shows at once
    for n in range(2, 4):
        scene.update(5.0)                                     # the moves' pace, without waiting on a clock
        assert shows(scene, n)
    key(shell_app, pygame.K_SPACE)
    assert not scene.playing
    scene.update(5.0)
    assert shows(scene, 3)
    key(shell_app, pygame.K_END)
    click(shell_app, "play")                                  # at the end, Play starts again from the deal
    assert scene.playing and shows(scene, 1)


def test_the_table_is_read_only(shell_app, click, monkeypatch):
    runner = finished("cave_rave", seed=5)
    scene = watch_from_results(shell_app, click, runner)
    key(shell_app, pygame.K_RIGHT)
    table = scene.table
    assert isinstance(table, TableScene) and table.read_only
    spots = table.targets()
    assert "hint" not in spots and "undo" not in spots
    assert table.spots().get("menu").look.label == "Back"
    # of the table's buttons only Rules and Back show: no Confirm or Discard that cannot be used
    assert {s.id for s in table.spots() if s.look is not None} == {"menu", "rules"}
    texts = drawn_texts(monkeypatch)                         # the prompt speaks to a viewer, not a player
    run_all(table.paint, pygame.Surface((1920, 1080)))
    said = " ".join(texts)
    assert "A replay: nothing is played here." in said and "plan a band" not in said
    before = list(table.runner.match.actions)
    for name in spots:                                       # every click on the table plays nothing
        if name in ("menu", "rules"):
            continue
        click(shell_app, name)                               # (where it shows: the table drawn smaller)
        assert shell_app.top is scene and table.runner.match.actions == before, name
        table.on_undo()                                      # a click may only pick (then it is forgotten)
    assert not saves.has_autosave()                          # nothing autosaved
    assert table.viewer == 0 and scene.view_seat == 0        # the human who played
    click(shell_app, "view")
    assert table.viewer == 1 and scene.view_seat == 1        # a finished game: any seat's view
    click(shell_app, "menu")                                 # the table's Back leaves the replay
    assert isinstance(shell_app.top, ResultsScene)


def test_an_unfinished_hot_seat_game_shows_nobodys_hidden_cards(shell_app):
    runner = finished("cave_rave", seed=3, kinds=("human", "human", "normal"))
    half = replays.Replay(runner.match).runner_at(30)
    rep = replays.Replay(half.match)
    assert not rep.finished and view_choices(rep) == [None]
    lone = finished("cave_rave", seed=3, kinds=("human", "normal", "normal"))
    assert view_choices(replays.Replay(replays.Replay(lone.match).runner_at(30).match)) == [0]
    assert view_choices(replays.Replay(lone.match)) == [0, 1, 2]


def test_export_then_open_gives_the_same_game(shell_app, click):
    runner = finished("camp", seed=8)
    scene = watch_from_results(shell_app, click, runner)
    click(shell_app, "export")
    path = scene.exported
    assert path.exists() and any(str(path) in t[0] for t in shell_app.toasts)
    shell_app.reset(LauncherScene(shell_app))
    click(shell_app, "saves")
    click(shell_app, "replay_path")
    shell_app.step([pygame.event.Event(pygame.TEXTINPUT, text=str(path))])
    click(shell_app, "open_replay")
    opened = shell_app.top
    assert isinstance(opened, ReplayScene) and opened is not scene
    assert opened.replay.match.to_json() == runner.match.to_json()
    key(shell_app, pygame.K_END)
    assert state_of(opened.table.runner) == state_of(runner)
    key(shell_app, pygame.K_ESCAPE)
    assert isinstance(shell_app.top, SavesScene)
    shell_app.reset(LauncherScene(shell_app))                 # a file dropped onto the launcher
    shell_app.step([pygame.event.Event(pygame.DROPFILE, file=str(path), window_id=0)])
    assert isinstance(shell_app.top, ReplayScene)
    assert shell_app.top.replay.match.to_json() == runner.match.to_json()


def test_a_broken_or_foreign_replay_file_is_reported_and_kept(shell_app, click, tmp_path):
    bad = tmp_path / "from-a-friend.json"
    bad.write_text("{ this is not json", encoding="utf-8")
    shell_app.step([pygame.event.Event(pygame.DROPFILE, file=str(bad), window_id=0)])
    assert isinstance(shell_app.top, LauncherScene)
    assert any("from-a-friend.json is not an Open Air replay" in t[0] for t in shell_app.toasts)
    assert bad.read_text(encoding="utf-8") == "{ this is not json"
    data = replays.Replay(finished("camp", seed=1).match).to_json()
    other = tmp_path / "older.json"
    other.write_text(json.dumps(dict(data, content_version="feedbeef")), encoding="utf-8")
    click(shell_app, "saves")
    click(shell_app, "replay_path")
    shell_app.step([pygame.event.Event(pygame.TEXTINPUT, text=str(other))])
    key(shell_app, pygame.K_RETURN)
    scene = shell_app.top
    assert isinstance(scene, SavesScene) and "another version of Camp Roskilde" in scene.message
    assert other.exists() and shell_app.running
    shell_app.reset(LauncherScene(shell_app))                 # a name no file can have (the GUI monkey found it)
    shell_app.step([pygame.event.Event(pygame.DROPFILE, file="\0", window_id=0)])
    assert isinstance(shell_app.top, LauncherScene) and shell_app.toasts and shell_app.running


def test_play_this_deal_again_from_results_and_from_the_viewer(shell_app, click):
    runner = finished("cave_rave", seed=11)
    shell_app.show_results(runner)
    click(shell_app, "deal_again")
    table = shell_app.top
    assert isinstance(table, TableScene) and isinstance(shell_app.stack[0], LauncherScene)
    m = table.runner.match
    assert (m.seed, m.options, [(s.name, s.kind, s.colour) for s in m.seats]) == (
        runner.match.seed, runner.match.options, [(s.name, s.kind, s.colour) for s in runner.match.seats])
    deal = replays.Replay(runner.match).runner_at(0)
    assert state_of(Runner(type(m)(m.game_id, m.seats, m.seed, m.options, m.content_hash,
                                   m.actions[:len(deal.match.actions)]))) == state_of(deal)   # the same deal
    scene = watch_from_results(shell_app, click, runner)
    tab_to(shell_app, scene, "deal_again")
    key(shell_app, pygame.K_RETURN)
    again = shell_app.top
    assert isinstance(again, TableScene) and not again.read_only and again.runner.match.seed == 11


def test_a_save_can_be_watched_from_the_launcher(shell_app, click):
    runner = finished("camp", seed=6)
    half = replays.Replay(runner.match).runner_at(10)
    saves.save_named(half, "Half a camp")
    click(shell_app, "saves")
    click(shell_app, "watch:0")
    scene = shell_app.top
    assert isinstance(scene, ReplayScene) and scene.replay.steps == 10 and shows(scene, 0)
    key(shell_app, pygame.K_END)
    assert state_of(scene.table.runner) == state_of(half)


@pytest.mark.parametrize("game", ["cave_rave", "rodeo"])
def test_play_draws_every_move_of_a_whole_game(shell_app, click, game):
    """Played move by move to the end, the read-only table draws every position (a casting's summary
    too, which has no Continue button to press in a replay), with animations off so each shows at once."""
    shell_app.anim_speed_override = 0.0
    scene = watch_from_results(shell_app, click, finished(game, seed=3, kinds=("easy", "easy")))
    for step in range(1, scene.replay.steps + 1):
        scene.go(step, by_play=True)
        shell_app.step([])
    assert shows(scene, scene.replay.steps) and scene.table.state.is_terminal()
