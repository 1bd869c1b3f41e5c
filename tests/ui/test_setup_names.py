"""Names at the setup (issue 23, point 8): a name typed at a seat is kept for that seat for the
next setup, of any game, even one left by Back; a seat switched from a bot to a human gets a fresh
"Player {n}" of its own (not a second "Player 1"), in the player's language."""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from game.core.settings import Settings
from game.ui.app import App
from game.ui.scene import LOGICAL_SIZE
from game.ui.scenes.setup import SetupScene

GAMES = ("cave_rave", "camp", "boaromia", "rodeo")


def open_setup(app, click, game):
    click(app, f"game:{game}")
    assert isinstance(app.top, SetupScene) and app.top.spec.id == game
    return app.top


def type_name(app, click, seat, text):
    click(app, f"seat{seat}:name")
    events = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)] * 20
    if text:
        events.append(pygame.event.Event(pygame.TEXTINPUT, text=text))
    events.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.step(events)


def names(setup):
    return [s["name"] for s in setup.seats]


@pytest.fixture
def german():
    i18n.use("de")
    yield
    i18n.use("en")


def fresh_app():
    app = App(size=LOGICAL_SIZE)
    app.step([])
    return app


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_switched_to_a_human_gets_its_own_number(shell_app, click, game):
    setup = open_setup(shell_app, click, game)
    type_name(shell_app, click, 0, "Ada")
    click(shell_app, "seat1:kind:human")
    assert names(setup)[:2] == ["Ada", "Player 2"]              # not a second "Player 1"
    if setup.spec.max_players > 2:
        click(shell_app, "add_seat")
        click(shell_app, "seat2:kind:human")
        assert names(setup)[2] == "Player 3"


@pytest.mark.parametrize("game", GAMES)
def test_typed_names_are_kept_per_seat_for_the_next_setup(shell_app, click, game):
    other = "camp" if game != "camp" else "cave_rave"
    setup = open_setup(shell_app, click, other)
    type_name(shell_app, click, 0, "Ada")
    click(shell_app, "seat1:kind:human")
    type_name(shell_app, click, 1, "Bruno")
    click(shell_app, "back")                                  # left without starting: kept all the same
    assert Settings.load().player_names == ["Ada", "Bruno"]
    app = fresh_app()                                         # (and the next time the app starts)
    setup = open_setup(app, click, game)
    assert names(setup)[0] == "Ada" and setup.seats[1]["kind"] != "human"
    click(app, "seat1:kind:human")
    assert names(setup)[:2] == ["Ada", "Bruno"]
    click(app, "seat1:kind:normal")
    assert names(setup)[1] != "Bruno"                         # a bot takes a bot's name again
    while app.top is setup:
        app.step([])
        click(app, "start")
    assert [s.name for s in app.top.runner.match.seats][:1] == ["Ada"]


def test_a_name_typed_later_wins_and_a_blank_one_is_forgotten(shell_app, click):
    setup = open_setup(shell_app, click, "cave_rave")
    type_name(shell_app, click, 0, "Ada")
    click(shell_app, "start")                                 # (Höhlengrölen remembers its seats)
    app = fresh_app()
    setup = open_setup(app, click, "camp")
    type_name(app, click, 0, "Zoe")
    click(app, "back")
    setup = open_setup(app, click, "cave_rave")
    assert names(setup)[0] == "Zoe"                            # the name typed last at seat 1
    type_name(app, click, 0, "")
    assert names(setup)[0] == "Player 1" and Settings.load().player_names == []
    click(app, "back")
    assert names(open_setup(app, click, "camp"))[0] == "Player 1"


def test_shuffled_seats_keep_their_names_where_they_sat_at_the_start(shell_app, click):
    setup = open_setup(shell_app, click, "camp")
    type_name(shell_app, click, 0, "Ada")
    setup.seats.reverse()                                     # (as Shuffle seats may leave them)
    setup.build()
    click(shell_app, "start")
    assert Settings.load().player_names == ["", "Ada"]


def test_default_names_in_the_players_language(shell_app, click, german):
    setup = open_setup(shell_app, click, "cave_rave")
    assert names(setup)[0] == "Spieler 1"
    type_name(shell_app, click, 0, "Ada")
    click(shell_app, "seat1:kind:human")
    assert names(setup)[1] == "Spieler 2"


def test_default_names_saved_in_another_language_are_worded_again(shell_app, click, german):
    settings = shell_app.settings
    settings.last_seats["cave_rave"] = [{"name": "Player 1", "kind": "human", "colour": "#e07a3f"},
                                        {"name": "Player 2", "kind": "human", "colour": "#4fa3d9"}]
    settings.save()
    setup = open_setup(shell_app, click, "cave_rave")
    assert names(setup) == ["Spieler 1", "Spieler 2"]
    click(shell_app, "seat1:kind:easy")
    click(shell_app, "seat1:kind:human")
    assert names(setup) == ["Spieler 1", "Spieler 2"]


def test_the_kept_names_are_read_back_carefully(openair_home):
    import json

    from game.core.settings import settings_path
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"volume": 0.4, "player_names": ["A\u200bda", 5, "N" * 3000, "", ""]}))
    s = Settings.load()
    assert s.player_names == ["Ada", "", "N" * 40] and s.volume == 0.4 and s.broken is None
    path.write_text(json.dumps({"volume": 0.4, "player_names": "Ada"}))
    s = Settings.load()
    assert s.player_names == [] and s.volume == 0.4 and s.broken is not None     # the file kept aside
