"""The Party Animal's extra turn shows on the table (issue 23), not only in the log: a badge in
the header of the camp whose seat plays again (its hover text says who gave it), the prompt's
title for the person playing it, and for the others the prompt's words and the Party Animal in
its tile's place. Through the real App and clicks (tests/ui/conftest.py's ``app``)."""

from __future__ import annotations

import pygame

from game.ui.scene import LOGICAL_SIZE
from tests.camp_helpers import CONTENT
from tests.table_helpers import click, drawn_texts, hover, new_runner, show

#: a deal whose first grounds hold the blue Party Animal (tile 13), Ann to play first
SEED, PARTY = 2, 13


def _extra_turn_by_clicks(app, seats):
    runner = new_runner("camp", seats, SEED)
    assert PARTY in runner.state.grounds and runner.state.current_player() == 0
    scene = show(app, runner)
    assert "extra_turn:0" not in scene.targets()
    click(app, f"grounds:{PARTY}")
    click(app, "space:0:4")                                   # (an empty camp: every space fits)
    assert runner.state.camps[0][4] == PARTY and runner.state.turn == 0 and runner.state.extra_by == PARTY
    app.step([])
    return scene


def test_the_seat_playing_an_extra_turn_has_a_badge_and_the_prompt_says_so(app, monkeypatch):
    scene = _extra_turn_by_clicks(app, [("Ann", "human"), ("Ben", "easy")])
    assert scene.human_to_act() == 0
    assert scene.prompt()["title"] == "Extra turn: pick a tile from the festival grounds"
    assert scene.prompt()["tile"] == PARTY                    # the Party Animal in the prompt's tile's place
    assert "extra_turn:0" in scene.targets() and "extra_turn:1" not in scene.targets()
    badge = scene.pieces().get(("extra_turn", 0))
    assert scene.boxes[0].header.contains(badge.area)
    drawn = drawn_texts(monkeypatch)
    scene._touch()
    scene.draw(pygame.Surface(LOGICAL_SIZE))
    assert "Extra turn" in drawn
    hover(app, "extra_turn:0")
    assert scene.tooltip(scene.hover) == "An extra turn: The Party Animal (blue) gave Ann another turn."
    # the extra turn played (a tile without a rule), the badge goes: Ben's turn is his own
    tile = next(t for t in scene.state.grounds if CONTENT.ability[t] == "none")
    click(app, f"grounds:{tile}")
    click(app, "space:{}:{}".format(*next(at for at, how in scene.lit().items() if how == "now")))
    assert scene.state.turn == 1 and scene.state.extra_by is None
    assert "extra_turn:0" not in scene.targets() and "extra_turn:1" not in scene.targets()


def test_another_seats_extra_turn_says_who_gave_it_in_the_prompt(app):
    """In hot-seat the person playing it reads "Your extra turn, Ann"; a bot's extra turn, watched
    by the person at the table: the badge on its camp, and the prompt says who gave it and shows
    the Party Animal in the tile's place while the bot plays."""
    scene = _extra_turn_by_clicks(app, [("Ann", "human"), ("Ben", "human")])
    assert scene.prompt()["title"] == "Your extra turn, Ann: pick a tile from the festival grounds"
    assert "extra_turn:0" in scene.targets()
    runner = new_runner("camp", [("Ann", "normal"), ("Ben", "human")], SEED)
    scene = show(app, runner)
    runner.play(next(a for a in runner.state.legal_actions() if a[:2] == ("place", PARTY)))
    scene.rebuild()
    assert runner.state.turn == 0 and scene.human_to_act() is None
    said = scene.prompt()
    assert said["title"] in ("Ann is playing", "Ann is thinking…") and said["tile"] == PARTY
    assert said["detail"] == "An extra turn: " + CONTENT.name(PARTY) + " gave Ann another turn."
    assert "extra_turn:0" in scene.targets()
    scene.step_bots_blocking()                                # Ann's extra turn played: Ben's own turn
    app.step([])
    assert runner.state.turn == 1 and "extra_turn:0" not in scene.targets()
    assert scene.prompt()["title"] == "Pick a tile from the festival grounds"
