"""Named saves in the app, clicked and typed like a player would: save from the pause menu with a
name, find it in the launcher's Saved games list, continue it at the same position, delete it
after a confirmation; a broken save is reported and kept; the statistics' headings fit the
co-operative games' cells."""

from __future__ import annotations

import json
import random

import pygame

from game.core import saves
from game.core.match import Match, Runner, Seat
from game.ui.scenes.dialog import ConfirmScene
from game.ui.scenes.launcher import LauncherScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.save_as import SaveAsScene
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.table import TableScene
from tests.table_helpers import drawn_texts
from tests.ui.keys import key, tab_to


def on_adas_turn(game="cave_rave", seed=6, moves=8) -> Runner:
    """A real game (Ada against a Normal bot) played on by random moves until Ada's turn."""
    runner = Runner.new(game, [Seat("Ada", "human", "#e07a3f"), Seat("Rocky", "normal", "#4fa3d9")], seed)
    runner.start()
    rng = random.Random(seed)
    while sum(1 for a in runner.actors if a >= 0) < moves or runner.state.current_player() != 0:
        runner.play(rng.choice(runner.state.legal_actions()))
    return runner


def state_of(runner) -> str:
    return json.dumps(runner.state.to_json(), sort_keys=True)


def type_text(app, text: str) -> None:
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)])


def escape(app) -> None:
    key(app, pygame.K_ESCAPE)


def test_save_with_a_name_from_the_pause_menu_then_continue_it_from_the_launcher(shell_app, click, monkeypatch):
    runner = on_adas_turn()
    table = shell_app.game_scene(runner)
    shell_app.push(table)
    shell_app.step([])
    escape(shell_app)
    assert isinstance(shell_app.top, PauseScene)
    click(shell_app, "save_as")
    dialog = shell_app.top
    assert isinstance(dialog, SaveAsScene) and dialog.field.editing and dialog.field.selected
    type_text(shell_app, "Friday night")                     # replaces the suggested name
    click(shell_app, "save")
    assert isinstance(shell_app.top, PauseScene)
    assert any("Friday night" in t[0] for t in shell_app.toasts)
    saved = state_of(runner)
    escape(shell_app)                                        # back to the table ...
    assert shell_app.top is table
    shell_app.reset(LauncherScene(shell_app))                # ... and, later, to the launcher
    drawn = drawn_texts(monkeypatch)
    click(shell_app, "saves")
    scene = shell_app.top
    assert isinstance(scene, SavesScene)
    assert [h["name"] for _p, h in scene.entries] == ["Friday night"]
    shell_app.render()
    assert "Friday night" in drawn and "Höhlengrölen · Ada, Rocky" in drawn          # name, game, players
    assert any(s.startswith("Saved ") and "Ada's turn" in s for s in drawn)      # when, and whose turn
    click(shell_app, "load:0")
    resumed = shell_app.top
    assert isinstance(resumed, TableScene) and resumed is not table
    assert state_of(resumed.runner) == saved and resumed.runner.match.seed == runner.match.seed
    assert isinstance(shell_app.stack[0], LauncherScene)


def test_a_taken_name_asks_before_it_is_replaced(shell_app, click):
    first, second = on_adas_turn(seed=6), on_adas_turn(seed=7)
    saves.save_named(first, "Friday night")
    table = shell_app.game_scene(second)
    shell_app.push(table)
    shell_app.open_pause(table)
    click(shell_app, "save_as")
    type_text(shell_app, "Friday night")
    key(shell_app, pygame.K_RETURN)                          # Enter in the box saves ...
    dialog = shell_app.top
    assert isinstance(dialog, SaveAsScene) and "exists already" in dialog.message
    assert state_of(saves.load(saves.named_path("Friday night"))) == state_of(first)
    click(shell_app, "save")                                 # ... and again replaces it
    assert isinstance(shell_app.top, PauseScene)
    assert state_of(saves.load(saves.named_path("Friday night"))) == state_of(second)


def test_an_empty_name_is_not_saved_and_esc_cancels(shell_app, click):
    table = shell_app.game_scene(on_adas_turn())
    shell_app.push(table)
    shell_app.open_pause(table)
    click(shell_app, "save_as")
    key(shell_app, pygame.K_BACKSPACE)
    click(shell_app, "save")
    assert isinstance(shell_app.top, SaveAsScene) and "name" in shell_app.top.message
    escape(shell_app)
    assert isinstance(shell_app.top, PauseScene) and saves.list_saves() == []


def test_delete_asks_first(shell_app, click):
    saves.save_named(on_adas_turn(), "Keep me")
    click(shell_app, "saves")
    click(shell_app, "delete:0")
    assert isinstance(shell_app.top, ConfirmScene)
    click(shell_app, "no")
    assert isinstance(shell_app.top, SavesScene) and len(saves.list_saves()) == 1
    click(shell_app, "delete:0")
    click(shell_app, "yes")
    assert isinstance(shell_app.top, SavesScene) and saves.list_saves() == [] and shell_app.top.entries == []


def test_the_list_works_from_the_keyboard(shell_app):
    runner = on_adas_turn(game="camp", seed=3)
    saves.save_named(runner, "By keys")
    tab_to(shell_app, shell_app.top, "saves")
    key(shell_app, pygame.K_RETURN)
    scene = shell_app.top
    assert isinstance(scene, SavesScene)
    tab_to(shell_app, scene, "load:0")
    key(shell_app, pygame.K_RETURN)
    assert isinstance(shell_app.top, TableScene)
    assert state_of(shell_app.top.runner) == state_of(runner)


def test_a_broken_save_is_reported_and_kept_and_the_app_goes_on(shell_app, click):
    saves.save_named(on_adas_turn(), "Good one")
    folder = saves.named_path("x").parent
    (folder / "chewed.json").write_text('{"header": ', encoding="utf-8")
    click(shell_app, "saves")
    scene = shell_app.top
    assert [h["name"] for _p, h in scene.entries] == ["Good one"]
    assert any("chewed.json could not be read" in t[0] for t in shell_app.toasts)
    assert len(list(folder.glob("chewed.broken-*.json"))) == 1
    # a save whose moves no longer replay: reported when loaded, kept, and the list goes on
    path = saves.named_path("Good one")
    data = json.loads(path.read_text())
    data["match"]["actions"].insert(3, ["no_such_action"])
    path.write_text(json.dumps(data))
    shell_app.toasts.clear()
    click(shell_app, "load:0")
    assert shell_app.top is scene and scene.entries == []
    assert any(f"{path.name} could not be read" in t[0] for t in shell_app.toasts)
    assert len(list(folder.glob(f"{path.stem}.broken-*.json"))) == 1
    shell_app.step([])
    assert shell_app.running


def test_statistics_headings_fit_what_the_cells_show(shell_app, click, monkeypatch):
    seats = [Seat("Ada", "human"), Seat("Bo", "normal")]
    shell_app.stats.record(Match("boaromia", seats, 1, {"variant": "standard"}), [0, 1])
    drawn = drawn_texts(monkeypatch)
    click(shell_app, "statistics")
    assert isinstance(shell_app.top, StatisticsScene)
    shell_app.render()
    assert "The team's results, variant by variant" in drawn
    assert "Humans" not in drawn and "Easy bots" not in drawn       # no seat-type headings over team cells
    shell_app.stats.record(Match("cave_rave", seats, 2), [1])
    drawn.clear()
    shell_app.render()
    assert "Humans" in drawn and "The team's results, variant by variant" in drawn     # each under its own
