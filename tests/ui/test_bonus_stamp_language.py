"""Höhlengrölen's used bonus card in the language in use (issue 25, point 13): the stamp's word
("USED", German "Benutzt") stands inside its band with room on both sides, at 20 px or more (the
German "BENUTZT" ran edge to edge, past the band, at 1366x768 and 1920x1080 alike: the window
shows the same canvas scaled)."""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n, registry
from game.games.cave_rave import cards
from game.ui import theme
from tests.table_helpers import drawn_sized, speaking


@pytest.fixture(params=["en", "de"])
def lang(request):
    with speaking(request.param) as lang:
        yield lang


@pytest.mark.parametrize("kind", ["singer", "dancer", "stylist"])
def test_the_used_stamp_keeps_margins_in_its_band(app, lang, monkeypatch, kind):
    drawn = drawn_sized(monkeypatch)
    art = cards.CardArt(app, registry.get("cave_rave").content)
    art.bonus_card(kind, used=True)
    word = i18n._("USED")
    assert lang == "en" or word != "USED", "the stamp is not in German"
    [(size, rect)] = [(size, rect) for s, size, rect in drawn if s == word]
    band = cards.STAMP_BAND
    inked = pygame.Rect(rect.x, rect.y, theme.font(size, True).size(word)[0], rect.height)
    assert size >= 20
    assert inked.left >= band.left + cards.STAMP_MARGIN and inked.right <= band.right - cards.STAMP_MARGIN, \
        (word, size, inked, band)
    assert band.collidepoint(rect.center)
