"""The setup screen's words in the language in use (issue 25, point 13): the table summary under
the players' panel ("2 Menschen und 1 Bot · Handkarten bleiben verdeckt: …") was drawn under the
Start button's hover text ("Austeilen und losspielen") in German; every hover text now stands off
the summary, in every language (the 1366x768 window shows the same 1920x1080 canvas, scaled)."""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n, registry
from game.ui.scenes.setup import SetupScene
from tests.table_helpers import drawn_rects

GAMES = ["cave_rave", "camp", "boaromia", "rodeo"]


@pytest.fixture(autouse=True)
def english_again():
    i18n.use("en")
    yield
    i18n.use("en")


def hover(app, rect) -> None:
    pos = app.to_window(pygame.Rect(rect).center)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.step([])


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_the_start_buttons_hover_text_stands_off_the_table_summary(shell_app, click, monkeypatch, game, lang):
    i18n.use(lang)
    shell_app.tip_delay = 0.0
    shell_app.push(SetupScene(shell_app, registry.get(game)))
    setup = shell_app.top
    while len(setup.seats) < min(3, setup.spec.max_players):
        click(shell_app, "add_seat")
    for i, kind in enumerate(["human", "human", "normal"][: len(setup.seats)]):   # the longest summary
        click(shell_app, f"seat{i}:kind:{kind}")
    hover(shell_app, setup.targets()["start"])
    drawn = drawn_rects(monkeypatch)
    shell_app.render()
    box = setup.tip_box()
    assert box is not None, "no hover text over Start"
    tip = box[1]
    summary = " ".join(setup.table_summary(2, len(setup.seats) - 2).split())    # (as wrapped: one space)
    lines = [rect for s, rect in drawn if len(s) > 8 and " ".join(s.split()) in summary]
    assert lines, f"the summary {summary!r} was not drawn"
    start = setup.targets()["start"]
    for rect in lines:
        assert not rect.colliderect(tip), (summary, rect, tip)
        assert rect.right <= start.left, (rect, start)
        assert rect.height >= 20
    assert not tip.colliderect(start) and pygame.Rect(0, 0, 1920, 1080).contains(tip), tip
