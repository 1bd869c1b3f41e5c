"""Höhlengrölen's hint does not blunder (issue 23): it does not spend both bonus cards on a first
band (the issue's Folk 9 made 24 leaves no later band room to beat it; here a Pop 6 made 18
leaves every later band to beat 18 with the last doubler alone), and says why it keeps them. The
real bots, the real table: the position is the first turn of a seeded game where the hint used
to suggest exactly that band with the Stylist and the Singing Teacher."""

from __future__ import annotations

import time

import pygame

from game.games.cave_rave.bot import band_room
from game.ui import bot_worker, hint
from tests.table_helpers import click, new_runner, show
from tests.ui.keys import key


def first_meld(app):
    """Seed 8, three producers: Ada (human) drew her first two cards; she may form a band of
    three (base 6) and holds all three bonus cards."""
    scene = show(app, new_runner("cave_rave", [("Ada", "human"), ("Bo", "normal"), ("Cy", "normal")], seed=8))
    click(app, "deck")
    st = scene.state
    assert scene.human_to_act() == 0 and st.decision() == "meld" and st.last_band[0] is None
    both = ("band", (28, 30, 34), ("stylist", "singer"))
    assert both in st.legal_actions() and st.band_breakdown(0, both[1], both[2])[0] == 18
    return scene


def test_the_hint_keeps_room_for_later_bands_and_says_why(app):
    scene = first_meld(app)
    st = scene.state
    key(app, pygame.K_h)
    hint = scene.current_hint()
    assert hint is not None
    kind, *rest = hint.action
    if kind == "band":
        cards, bonuses = rest
        value = st.band_breakdown(0, cards, bonuses)[0]
        left = [b for b in st.bonuses[0] if b not in bonuses]
        assert band_room(value, left) == 1.0, f"the hint {hint.action} leaves later bands less room ({value})"
        assert len(bonuses) < 2
    if kind == "band" and not rest[1]:
        assert hint.line == ("Hint: form the marked Pop band, worth 6, and keep your bonus cards: with both on it, "
                             "it would be worth 18, and every later band of yours would have to beat that with only "
                             "your Dance Instructor to help.")
    marked = [spot.id for spot in scene.hinted()]
    before = len(scene.runner.match.actions)
    for spot_id in marked:                        # what is marked, clicked, plays the hint
        click(app, spot_id)
    assert scene.runner.match.actions[before] == hint.action


def test_both_bonus_cards_on_a_first_band_leave_no_room():
    assert band_room(24, ["dancer"]) == 0.0 and band_room(15, []) == 0.0        # out of reach
    assert 0.0 < band_room(18, ["dancer"]) < 1.0
    assert band_room(None, []) == 1.0 and band_room(6, ["stylist", "singer", "dancer"]) == 1.0
    assert 0.0 < band_room(9, []) < 1.0


def wait_for_hint_work(app, scene, limit: int = 3000) -> None:
    """Frames of the app until the bots' thread answered the hint asked (or it was forgotten)."""
    for _ in range(limit):
        if scene.hint_work is None or not scene.hint_work.thinking():
            return
        time.sleep(0.01)
        app.step([])
    raise AssertionError("the hint was never worked out")


def test_the_hard_hint_is_worked_out_on_the_bots_thread(app, monkeypatch):
    monkeypatch.setattr(hint, "ON_BOTS_THREAD", True)           # as in the app
    scene = first_meld(app)
    runner = scene.runner
    expected = hint.suggest(runner, 0)                          # the same search, at once
    threads = []
    real = bot_worker.submit
    monkeypatch.setattr(bot_worker, "submit", lambda job: threads.append(job) or real(job))
    key(app, pygame.K_h)
    assert threads and scene.current_hint() is None             # handed to the bots' thread
    assert scene.message == "Working out a hint…" and not scene.message_bad
    spot = scene.spots().get("hint")
    assert spot.look.style == "disabled" and spot.why == "The hint is being worked out."
    wait_for_hint_work(app, scene)
    got = scene.current_hint()
    assert got is not None and got.action == expected.action and got.line == expected.line
    assert scene.message == got.line and scene.hinted()


def test_a_hint_still_thinking_when_a_move_is_played_is_forgotten(app, monkeypatch):
    monkeypatch.setattr(hint, "ON_BOTS_THREAD", True)
    scene = first_meld(app)
    key(app, pygame.K_h)
    assert scene.hint_work.thinking()
    scene.play(("discard", scene.state.hands[0][0]))            # before the answer is taken
    assert not scene.hint_work.thinking()
    for _ in range(20):
        app.step([])
    assert scene.current_hint() is None and scene.hint_work.asked is None
