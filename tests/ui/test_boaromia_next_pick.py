"""Boaromia's "who goes next" for a lone human among bot friends: the table offers the team
planner's pick as a button (one click, or Enter), and the tracks still pick anyone else. Through
the real scene, headless, with posted pygame events."""

from __future__ import annotations

import random

import pygame

from game.games.boaromia import bot
from tests.table_helpers import click, new_runner, show


def asked_who_goes_next(app, seats):
    """The scene at the first "who goes next" the human is asked in round 2 or later (bots and
    chance played by the table)."""
    runner = new_runner("boaromia", seats, seed=5)
    rng = random.Random(5)
    while not (runner.state.decision() == "next" and runner.state.round >= 2
               and seats[runner.state.current_player()][1] == "human"):
        st = runner.state
        seat = st.current_player()
        legal = st.legal_actions()
        runner.play(bot.greedy(st.view(seat), rng) if seats[seat][1] != "human" else
                    next((a for a in legal if a[0] == "next" and a[1] != seat), rng.choice(legal)))
    return show(app, runner)


def planner_pick(scene) -> int:
    st = scene.state
    return bot.greedy(st.view(st.current_player()), random.Random(0))[1]


def test_a_lone_human_gets_the_teams_pick_as_one_click(app):
    scene = asked_who_goes_next(app, [("Ada", "human"), ("Bo", "normal"), ("Cy", "normal")])
    pick = planner_pick(scene)
    name = f"btn:next:{pick}"
    assert scene.suggestion() == pick and name in scene.targets()
    assert "The team's pick" in scene.prompt()["detail"]
    before = len(scene.runner.match.actions)
    click(app, name)
    assert scene.runner.match.actions[before] == ("next", pick)


def test_enter_takes_the_teams_pick(app):
    scene = asked_who_goes_next(app, [("Ada", "human"), ("Bo", "normal"), ("Cy", "normal")])
    pick = planner_pick(scene)
    before = len(scene.runner.match.actions)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    assert scene.runner.match.actions[before] == ("next", pick)


def test_the_tracks_still_pick_anyone_else(app):
    scene = asked_who_goes_next(app, [("Ada", "human"), ("Bo", "normal"), ("Cy", "normal")])
    pick = planner_pick(scene)
    other = next(s for s in range(3) if not scene.state.moved[s] and s != pick)
    before = len(scene.runner.match.actions)
    click(app, f"seat:{other}")
    assert scene.runner.match.actions[before] == ("next", other)


def test_hot_seat_humans_choose_without_a_suggestion(app):
    scene = asked_who_goes_next(app, [("Ada", "human"), ("Bo", "human"), ("Cy", "normal")])
    assert scene.suggestion() is None and not any(t.startswith("btn:next") for t in scene.targets())
