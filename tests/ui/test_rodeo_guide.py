"""Rock'n Rodeo's first-game pointers follow the season (issue 24): a seeded game with one human,
stepped through the real table, shows each phase's pointers once, the first time the player
decides in it (booking, the booking's event card, expansion, line-up, turning, WIXIs, the
festival's morning, afternoon, evening and night, the scoring on the last day), each pointing at
a piece on show; the pause menu brings back the pointers of the phase at hand."""

from __future__ import annotations

import random
import re

import pygame

from game.core.bots import choose_action
from game.games.rodeo import presenters
from game.ui import guide
from tests.table_helpers import click, new_runner, show
from tests.ui.keys import key

PHASES = ["booking", "booking_event", "expansion", "lineup", "turn", "wixi", "morning", "afternoon", "evening",
          "night", "scoring"]


def test_the_pointers_declare_every_phase_in_two_sentences_at_most():
    phases = [phase for _target, _text, phase in presenters.GUIDE]
    assert list(dict.fromkeys(phases)) == PHASES
    for _target, text, _phase in presenters.GUIDE:
        assert text.endswith(".") and len(re.split(r"(?<=[a-z)][.!?]) ", text)) <= 2, text


def test_a_season_shows_each_phases_pointers_once(app):
    scene = show(app, new_runner("rodeo", [("Ada", "human"), ("Bot", "normal")], 7))
    assert scene.offer_guide()
    spec, rng = scene.runner.spec, random.Random(7)
    shown: list[str] = []
    for _ in range(600):
        if scene.state.season > 1 or scene.state.is_terminal():
            break
        if app.top is not scene:                          # the season's scoring screen: on
            assert app.top.name == "season"
            key(app, pygame.K_RETURN)
            continue
        if scene.human_to_act() is None:
            scene.step_bots_blocking()
            app.step([])
            continue
        if scene.guide is not None and scene.guide_shown():
            g = scene.guide
            shown.append(g.phase)
            assert g.phase in presenters.guide_phases(scene.context())
            for i in g.group():                           # each pointer of the phase, on a piece on show
                area = scene.guide_area()
                assert g.at == i and area is not None
                box, buttons, _lines = g.callout(area)            # beside what it points at, on the screen
                assert not box.colliderect(area) and guide.arrow_ends(box, area) is not None, (g.phase, i)
                assert pygame.Rect(0, 0, 1920, 1080).contains(box)
                assert g.counter().endswith(f"of {len(g.group())}")
                app.render()
                key(app, pygame.K_RETURN)
            continue
        assert scene.play(choose_action(spec, scene.state.view(0), "normal", rng))
        app.step([])
    assert shown == list(dict.fromkeys(shown)), shown              # each phase once
    assert set(shown) == set(PHASES), shown
    assert shown[0] == "booking"
    assert scene.guide is None and app.settings.guide_seen("rodeo")     # all read: remembered


def test_the_last_phases_pointers_read_are_remembered_though_a_phase_never_came(app):
    """A game that skips a phase (a beginner game has no expansion): the scoring's pointers, the
    last, end them, and the settings remember the game."""
    scene = show(app, new_runner("rodeo", [("Ada", "human"), ("Bot", "normal")], 7))
    assert scene.offer_guide()
    g = scene.guide
    g.seen = set(g.waiting()) - {"scoring", "expansion"}
    g.begin("scoring")
    g.shown = True
    for _ in g.group():
        key(app, pygame.K_RETURN)
    assert scene.guide is None and app.settings.guide_seen("rodeo")


def test_skip_ends_every_phases_pointers(app):
    scene = show(app, new_runner("rodeo", [("Ada", "human"), ("Bot", "normal")], 7))
    assert scene.offer_guide()
    scene.step_bots_blocking()
    app.step([])
    assert scene.guide_shown() and scene.guide.phase == "booking"
    key(app, pygame.K_ESCAPE)
    assert scene.guide is None and app.settings.guide_seen("rodeo")


def test_the_pause_menu_shows_the_pointers_of_the_phase_at_hand(app):
    """Mid-festival, "Show the first-game pointers" brings the pointers of the decision at hand
    (here the morning's), not the booking's."""
    scene = show(app, new_runner("rodeo", [("Ada", "human"), ("Bot", "normal")], 7))
    spec, rng = scene.runner.spec, random.Random(7)
    for _ in range(400):
        if scene.human_to_act() is not None and scene.state.pending().kind in ("arrive", "place"):
            break
        if app.top is not scene:
            key(app, pygame.K_RETURN)
        elif scene.human_to_act() is None:
            scene.step_bots_blocking()
            app.step([])
        else:
            assert scene.play(choose_action(spec, scene.state.view(0), "normal", rng))
            app.step([])
    assert scene.state.pending().kind in ("arrive", "place")
    app.open_pause(scene)
    click(app, "pointers")
    assert app.top is scene and scene.guide_shown() and scene.guide.phase == "morning"
    texts = [presenters.GUIDE[i][1] for i in scene.guide.group()]
    assert scene.guide.text() == texts[0] and any("far forward" in t for t in texts)
    assert scene.guide_area() is not None
