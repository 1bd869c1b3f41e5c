"""Rock'n Rodeo's hot-seat privacy, through the scene with posted mouse events: with several humans
at one screen the pass-the-mouse cover comes only before a decision made with the secret hand
(booking, the event step, the arrival), never between the evening's or the night's steps; the hand
lies folded whenever its owner decides without it; the "cards face up" option (``open_hands``)
removes the cover altogether. BRIEF.md section 4 (hot-seat privacy)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.games.rodeo import hand
from game.games.rodeo.rules import HAND_STEPS
from game.ui.scene import LOGICAL_SIZE
from tests.table_helpers import click
from tests.ui.test_rodeo_scene import do, start

FOUR = [("Ann", "human"), ("Ben", "human"), ("Cleo", "human"), ("Dee", "human")]


def play_humans(app, scene, turns: int, rng: random.Random, on_cover=None, on_turn=None) -> int:
    """Up to ``turns`` clicks of humans and covers; returns how many covers came."""
    covers = 0
    for _ in range(turns):
        top = app.top
        if scene.state.is_terminal() or (top is not None and top.name == "results"):
            break
        if top is not None and top.name == "privacy":
            covers += 1
            if on_cover is not None:
                on_cover(scene._privacy_for, scene.state.pending())
            click(app, next(iter(top.targets())))
            continue
        if top is not scene:                      # the season's report: Continue
            click(app, "continue")
            continue
        if scene.human_to_act() is None:
            app.step([])
            continue
        if on_turn is not None:
            on_turn()
        do(app, scene, rng.choice(scene.state.legal_actions()))
    return covers


def test_four_humans_get_the_cover_at_booking_and_the_arrival_but_not_between_evening_steps(app, monkeypatch):
    faces: list[int | None] = []
    real = hand.fan_card

    def spy(scene, s, r, card, how=None):
        faces.append(card)
        return real(scene, s, r, card, how)

    monkeypatch.setattr(hand, "fan_card", spy)
    scene = start(app, FOUR, seed=21)
    covered: list[str] = []
    seen = {"evening_changes": 0, "folded_evenings": 0}
    last = {"seat": None, "kind": None}

    def on_cover(seat, pending):
        assert seat == pending.seat
        covered.append(pending.kind)

    def on_turn():
        p = scene.state.pending()
        if p.kind == "evening":
            if last["kind"] == "evening" and last["seat"] != p.seat:
                seen["evening_changes"] += 1             # a change of seat in the evening, with no cover
            if scene.private_seat != p.seat and scene.state.fests[p.seat].hand:
                faces.clear()
                scene._touch()
                scene.draw(pygame.Surface(LOGICAL_SIZE))
                assert faces == [], "a hand drawn face up in the evening, with others at the screen"
                assert not scene.hand_open()
                seen["folded_evenings"] += 1
        last["seat"], last["kind"] = p.seat, p.kind

    play_humans(app, scene, 900, random.Random(4), on_cover, on_turn)
    assert "book" in covered and "arrive" in covered
    assert set(covered) <= HAND_STEPS, covered
    assert seen["evening_changes"] > 3
    assert seen["folded_evenings"] > 0


def test_the_cover_comes_once_per_secret_turn_and_the_hand_opens_behind_it(app):
    scene = start(app, FOUR, seed=8)
    rng = random.Random(1)
    for _ in range(60):
        top = app.top
        if top is not None and top.name == "privacy":
            seat = scene._privacy_for
            assert scene.viewer is None                 # nobody's hand while the cover is up
            click(app, next(iter(top.targets())))
            assert scene.viewer == seat == scene.private_seat and scene.hand_open()
            assert app.top is scene                     # the same seat's next secret step: no second cover
            continue
        if scene.human_to_act() is None:
            app.step([])
            continue
        seat = scene.human_to_act()
        if scene.state.decision_shows_hand(seat):
            assert seat == scene.private_seat and scene.hand_open()
        do(app, scene, rng.choice(scene.state.legal_actions()))


def test_cards_face_up_never_show_the_cover(app):
    scene = start(app, FOUR, seed=21, options={"open_hands": True})
    assert not any(scene.state.seat_has_secrets(s) for s in range(4))
    seen = {"secret": 0}

    def on_turn():
        seat = scene.human_to_act()
        assert scene.hand_open() and scene.viewer == seat
        if scene.state.pending().kind in HAND_STEPS:
            seen["secret"] += 1

    covers = play_humans(app, scene, 500, random.Random(4), on_turn=on_turn)
    assert covers == 0
    assert seen["secret"] > 20


@pytest.mark.parametrize("kind", ["bot", "human"])
def test_one_human_never_gets_a_cover_and_always_sees_the_hand(app, kind):
    seats = [("Ann", "human"), ("Bo", "easy")] if kind == "bot" else [("Ann", "human"), ("Bo", "normal"),
                                                                      ("Cy", "easy")]
    scene = start(app, seats, seed=2)
    covers = 0
    for _ in range(120):
        if app.top is not scene:
            covers += app.top.name == "privacy"
            click(app, next(iter(app.top.targets())))
            continue
        if scene.human_to_act() is None:
            scene.step_bots_blocking()
            app.step([])
            continue
        assert scene.hand_open()
        do(app, scene, random.Random(len(scene.runner.match.actions)).choice(scene.state.legal_actions()))
    assert covers == 0
