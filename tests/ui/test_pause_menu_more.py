"""The pause menu over each real table (issue 23, points 4 and 8): Undo disabled with its reason
in a line under it and in a one-line hover text, passed by the keyboard, when there is nothing to
undo; the animation speed chosen there (mouse and keyboard) at once for the table and saved."""

from __future__ import annotations

import pygame
import pytest

from game.core.settings import Settings
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.settings import SettingsScene
from tests.table_helpers import drawn_texts, new_runner, show

GAMES = ("cave_rave", "camp", "boaromia", "rodeo")


def key(app, k, mod=0):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def paused(app, game):
    """A fresh table of ``game`` (a human and a bot, nothing played by the human yet), paused by Esc."""
    runner = new_runner(game, [("Ann", "human"), ("Rocky", "normal")])
    table = show(app, runner)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene) and app.top.game_scene is table
    return table, app.top


def reachable(app) -> list[str]:
    """Every part the keyboard's Tab reaches, once round."""
    seen: list[str] = []
    for _ in range(40):
        key(app, pygame.K_TAB)
        if app.top.focus in seen:
            break
        seen.append(app.top.focus)
    return seen


@pytest.mark.parametrize("game", GAMES)
def test_nothing_to_undo_says_why_under_the_button(shell_app, click, monkeypatch, game):
    table, pause = paused(shell_app, game)
    why = table.undo_why()
    assert why and not table.can_undo()
    undo = pause.widgets_by_name()["undo"]
    assert not undo.enabled
    drawn = drawn_texts(monkeypatch)
    shell_app.render()
    assert why in drawn                                      # the reason, in words, on the menu itself
    shell_app.tip_delay = 0.0
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=shell_app.to_window(pause.targets()["undo"].center),
                                rel=(0, 0), buttons=(0, 0, 0))
    shell_app.step([motion])
    shell_app.step([])
    box, _rect = pause.tip_box()
    assert undo.tooltip_text() == why and box.get_height() == 18 + 29 + 8      # one line beside it
    assert "undo" not in reachable(shell_app) and "resume" in reachable(shell_app)
    click(shell_app, "undo")
    assert shell_app.top is pause                            # a click on it does nothing


def test_a_move_to_take_back_is_said_under_undo(shell_app, monkeypatch):
    table, pause = paused(shell_app, "cave_rave")
    shell_app.pop()
    table.can_undo = lambda: True                            # (the table's own check, as after a move)
    key(shell_app, pygame.K_ESCAPE)
    drawn = drawn_texts(monkeypatch)
    shell_app.render()
    assert shell_app.top.widgets_by_name()["undo"].enabled and "Take back your last move" in drawn
    assert "undo" in reachable(shell_app)


@pytest.mark.parametrize("game", GAMES)
def test_the_animation_speed_is_chosen_in_the_pause_menu(shell_app, click, game):
    table, pause = paused(shell_app, game)
    assert pause.widgets_by_name()["anim_speed"].value == "normal"
    click(shell_app, "anim_speed:off")
    assert shell_app.settings.anim_speed == "off" and shell_app.anim_speed == 0.0
    assert table.anims.speed == 0.0                        # the table under the menu goes at once
    assert Settings.load().anim_speed == "off"               # and it is saved
    parts = reachable(shell_app)
    assert {"anim_speed:off", "anim_speed:fast", "anim_speed:normal", "anim_speed:slow"} <= set(parts)
    while shell_app.top.focus != "anim_speed:fast":          # the keyboard chooses too
        key(shell_app, pygame.K_TAB)
    key(shell_app, pygame.K_RETURN)
    assert shell_app.settings.anim_speed == "fast" and Settings.load().anim_speed == "fast"
    assert table.anims.speed == 2.0


def test_the_speed_chosen_in_the_settings_shows_back_in_the_pause_menu(shell_app, click):
    _table, pause = paused(shell_app, "camp")
    click(shell_app, "settings")
    assert isinstance(shell_app.top, SettingsScene)
    click(shell_app, "anim_speed:slow")
    click(shell_app, "back")
    assert shell_app.top is pause and pause.widgets_by_name()["anim_speed"].value == "slow"
