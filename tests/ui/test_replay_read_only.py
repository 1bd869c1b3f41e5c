"""A table where nothing is played (issue 23, point 7), on all four tables through the real App: the
replay viewer at a position mid-game shows no button of the game's (only the kit's Rules and Back),
its top bar says which move is shown and whose turn it is there (never "Your turn"), and its bar
covers nothing of the table but the room it stands in (the log's top, Boaromia's prompt panel; the
table at its own size, the mouse reaching its pieces where they lie: tests/ui/test_replay_text_size.py
says more); a finished game's table (before "See the results") draws no button that cannot
be used (Höhlengrölen's Confirm and Discard), and its pause menu's Undo says the game is over."""

from __future__ import annotations

import functools

import pygame
import pytest

from game.core import replay as replays
from game.ui.layer import run_all
from game.ui.scene import LOGICAL_SIZE
from game.ui.scenes.replay import from_table, open_replay
from game.ui.table_end import dead_button
from tests.table_helpers import drawn_texts, motion, show
from tests.test_replay_file import finished
from tests.ui.keys import key
from tests.ui.test_end_of_game import last_move, press_continue

GAMES = ("cave_rave", "camp", "boaromia", "rodeo")


def buttons_drawn(monkeypatch, table) -> list[str]:
    """The labels of every button the table draws from now on (the kit's and the game's own)."""
    labels: list[str] = []
    real = table.draw_button

    def spy(surface, rect, look, hover=False):
        labels.append(look.label)
        return real(surface, rect, look, hover)

    monkeypatch.setattr(table, "draw_button", spy)
    return labels


@functools.cache
def played(game: str):
    """A finished game of a human and a bot (its match; played once for the tests here)."""
    return finished(game, seed=4, kinds=("human", "easy")).match


def mid_game(app, game: str):
    """The replay viewer at the middle of a finished game of a human and a bot, the table drawn."""
    rep = replays.Replay(played(game))
    viewer = open_replay(app, rep, rep.steps // 2)
    app.step([])
    return viewer


@pytest.mark.parametrize("game", GAMES)
def test_a_replay_mid_game_shows_no_button_and_its_header_names_the_move_and_the_seat(app, monkeypatch, game):
    viewer = mid_game(app, game)
    table, rep = viewer.table, viewer.replay
    to_act = table.state.current_player()
    assert to_act >= 0 and not table.state.is_terminal()
    assert not [one.id for one in table.pieces() if one.spot.get("look") is not None]     # no button of the game's
    assert {spot.id for spot in table.spots() if spot.look is not None} == {"menu", "rules"}
    labels, texts = buttons_drawn(monkeypatch, table), drawn_texts(monkeypatch)
    run_all(table.paint, pygame.Surface(LOGICAL_SIZE))
    assert sorted(labels) == ["Back", "Rules"]                 # no Confirm, Discard or Sort drawn
    said = " ".join(texts)
    assert f"Move {rep.steps // 2} of {rep.steps} · " in said  # the position shown, first in the top bar
    assert f"{rep.match.seats[to_act].name}'s turn" in said and "Your turn" not in said


@pytest.mark.parametrize("game", GAMES)
def test_the_replay_bar_covers_nothing_of_the_table_and_its_pieces_are_reached_where_they_show(app, game):
    viewer = mid_game(app, game)
    table, bar = viewer.table, viewer.bar
    canvas = pygame.Rect((0, 0), LOGICAL_SIZE)
    assert viewer.shown == canvas                                      # the table at its own size
    pieces = [one for one in table.pieces() if one.area.height and one.area.width and canvas.contains(one.area)]
    over = [one.key for one in pieces if from_table(one.area, viewer.shown).colliderect(bar) and one.id != "prompt"]
    assert not over, f"the bar covers {over}"
    spots = [spot for spot in table.spots() if spot.area.width > 4 and spot.area.height > 4
             and spot.id not in ("menu", "rules", "log") and spot.shape is None]
    assert spots
    spot = max(spots, key=lambda s: s.area.bottom)              # the lowest: under the old bar along the bottom
    place = from_table(spot.area, viewer.shown)
    app.step([motion(place.center)])
    assert table.hover == spot.id, f"{spot.id} is not reached where it shows"
    assert viewer.targets()[spot.id] == place


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_games_table_shows_no_dead_button_and_undo_says_the_game_is_over(app, monkeypatch, game):
    runner, last = last_move(game)
    table = show(app, runner)
    assert table.play(last) and table.state.is_terminal()
    for _ in range(5):
        if not press_continue(app):
            app.step([])
    assert app.top is table and "see_results" in table.targets()
    assert not [one.id for one in table.pieces() if dead_button(one)]
    labels = buttons_drawn(monkeypatch, table)
    run_all(table.paint, pygame.Surface(LOGICAL_SIZE))
    usable = {spot.look.label for spot in table.spots() if spot.look is not None and spot.usable} | {"Rules", "Menu"}
    assert labels and set(labels) <= usable, f"dead buttons drawn: {sorted(set(labels) - usable)}"
    assert "Confirm" not in labels and "Discard" not in labels
    assert table.undo_why() == "The game is over."
    key(app, pygame.K_ESCAPE)                                   # the pause menu's Undo says so too
    pause = app.top
    assert pause.name == "pause" and not pause.undo_button.enabled
    assert pause.undo_button.tooltip == "The game is over."
