"""The "new" tag marks exactly the cards drawn this turn (issue 23): a card drawn flies into the
hand with its tag on, so it does not land bare and gain it later (the top discard taken, face up
all the way; a deck card once turned over), and a new casting is nobody's latest turn."""

from __future__ import annotations

import time

import pygame
import pytest

from game.core.match import Runner, Seat
from game.games.cave_rave import drawing, presenters
from game.ui import theme
from game.ui.anim import Move
from game.ui.scene import LOGICAL_SIZE
from tests.table_helpers import click, new_runner, show


@pytest.fixture
def normal_speed(app, monkeypatch):
    """Animations at Normal, on a clock that moves only when the test says (no waiting)."""
    now = [1000.0]
    monkeypatch.setattr(time, "monotonic", lambda: now[0])
    app._last_step = now[0]
    app.anim_speed_override = 1.0
    return now


def at_draw_with_a_discard(app, seed=7):
    """Ada (human) to draw with a discard pile to take from, the bot's move played out."""
    scene = show(app, new_runner("cave_rave", [("Ada", "human"), ("Rocky", "normal")], seed))
    for _ in range(40):
        scene.step_bots_blocking()
        scene.anims.finish_all()
        app.step([])
        st = scene.state
        if scene.human_to_act() != 0:
            continue
        if st.decision() == "draw" and st.discard and st.deck_left >= 2:
            return scene
        if st.decision() == "draw":
            scene.play(("draw", "deck"))
        else:
            scene.play(("discard", st.hands[0][0]))
    raise AssertionError("Ada never drew with a discard pile")


def tag_shown(surface: pygame.Surface, card_rect: pygame.Rect) -> bool:
    """Whether the "new" tag shows where the hand draws it on a card lying at ``card_rect``."""
    scratch = pygame.Surface(surface.get_size())
    pill = drawing.draw_new_mark(scratch, card_rect).clip(surface.get_rect())
    hits = sum(surface.get_at((x, pill.bottom - 3))[:3] == theme.HILITE for x in range(pill.x + 6, pill.right - 6))
    return hits >= (pill.width - 12) // 2


@pytest.mark.parametrize("first", ["discard", "deck"])
def test_a_drawn_card_flies_in_with_its_new_tag(app, normal_speed, first):
    scene = at_draw_with_a_discard(app)
    st = scene.state
    before, top = set(st.hands[0]), st.discard[-1]
    click(app, first)
    if st.decision() == "draw":                      # a deck card first: the top discard as the second
        scene.anims.finish_all()
        click(app, "discard")
    drawn = set(st.hands[0]) - before
    assert top in drawn and set(scene.recent) == drawn
    flights = {t.hides[0][1]: t for t in scene.anims.tweens if isinstance(t, Move) and t.hides
               and t.hides[0][0] == "hand"}
    assert top in flights                             # (it flies: taken face up from the discard pile)
    for card, flight in flights.items():
        surface = pygame.Surface(LOGICAL_SIZE)
        flight.draw_end(surface)                      # where it lands (and holds until the layer shows it)
        assert tag_shown(surface, flight.end), f"card {card} lands without its new tag"


def test_a_new_casting_marks_no_card_of_the_last_one():
    """The cards drawn on a producer's last turn of a casting are not new in the next casting,
    whoever opens it (hands are kept over a casting)."""
    runner = Runner.new("cave_rave", [Seat("Ada"), Seat("Rocky")], seed=4, options={"length": "short"})
    runner.start()
    st, ended = runner.state, False
    while not st.is_terminal():
        seat = st.current_player()
        if st.decision() == "draw":
            runner.play(st.legal_actions()[0])        # (the deck while it holds two)
        else:
            runner.play(("discard", st.hands[seat][0]))
        if any(ev.kind == "casting_start" and ev.data["casting"] > 0 for ev in runner.events[-1]):
            ended = True
            break
        st = runner.state
    assert ended
    starter = runner.state.turn
    other = 1 - starter
    assert presenters.fresh_cards(runner.events, other) == ()      # the seat that does not open it
    assert presenters.fresh_cards(runner.events, starter) == ()
