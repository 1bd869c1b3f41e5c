"""Rock'n Rodeo's undo on the table (the kit's policy: a move can be taken back until a hidden card
shows): the festival's placements and the evening's steps draw nothing, so Ctrl+Z takes them back;
a booking draws its fan cards at once, so it asks first and cannot be undone (BRIEF.md section 4)."""

from __future__ import annotations

import json
import random

import pygame

from tests.ui.test_rodeo_scene import do, start


def ctrl_z(app) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0)])


def to_human(app, scene, kind: str, rng, limit: int = 3000) -> None:
    """Play (the human at random, by clicks) until the human is to make a ``kind`` decision."""
    for _ in range(limit):
        if app.top is not scene:                         # a season's scoring: go on
            app.top.done()
            continue
        if scene.human_to_act() is not None:
            if scene.state.pending().kind == kind:
                return
            do(app, scene, rng.choice(scene.state.legal_actions()))
        else:
            scene.step_bots_blocking()
            app.step([])
    raise AssertionError(f"no {kind} decision came")


def snapshot(scene) -> str:
    return json.dumps(scene.state.to_json(), sort_keys=True)


def test_a_camper_placed_and_a_fan_sent_in_the_evening_are_taken_back(app):
    scene = start(app, [("Ada", "human"), ("Bo", "easy")], seed=12)
    rng = random.Random(5)
    for kind in ("place", "evening"):
        to_human(app, scene, kind, rng)
        before, count = snapshot(scene), len(scene.runner.match.actions)
        action = next(a for a in scene.state.legal_actions() if a[0] in ("place", "send"))
        do(app, scene, action)
        assert scene.can_undo() and scene.undo_why() == ""
        ctrl_z(app)
        assert len(scene.runner.match.actions) == count
        assert snapshot(scene) == before                # exactly as it was, the same decision pending
        assert scene.human_to_act() == 0


def test_a_booking_draws_its_cards_at_once_and_stays(app):
    scene = start(app, [("Ada", "human"), ("Bo", "easy")], seed=12)
    to_human(app, scene, "book", random.Random(1))
    book = next(a for a in scene.state.legal_actions() if a[0] in ("book", "garage"))
    do(app, scene, book)                                  # (do: the band, then Book in the prompt)
    count = len(scene.runner.match.actions)
    assert not scene.can_undo()
    assert scene.undo_why() == "Nothing to undo: a hidden card was revealed since."
    ctrl_z(app)
    assert len(scene.runner.match.actions) == count
    assert scene.message == "Nothing to undo: a hidden card was revealed since."
