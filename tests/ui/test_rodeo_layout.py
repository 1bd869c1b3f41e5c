"""Where the Rock'n Rodeo grounds lie, for every festival card of the real content: the
Chaos, Hygiene and Mood tracks move under a wide, shallow campsite (Easter Cross, 8×4 spaces)
instead of leaving that grass empty, and nothing on the grounds overlaps."""

from __future__ import annotations

import pygame
import pytest

from game.games.rodeo import layout
from game.games.rodeo.model import load

FESTIVALS = load().festivals


@pytest.mark.parametrize("card", FESTIVALS, ids=[f.id for f in FESTIVALS])
def test_the_tracks_fill_the_grass_under_a_shallow_campsite_and_nothing_overlaps(card):
    extent = layout.festival_extent(card)
    size, x0, y0 = layout.camp_grid(extent)
    grid = pygame.Rect(x0, y0, extent[0] * size, extent[1] * size)
    fence = pygame.Rect(grid.x, grid.bottom, grid.width, 36)        # the fence plate's strip
    tracks = list(layout.track_rects(extent).values())
    under = layout.tracks_under(extent)
    assert under == (layout.CAMP.bottom - grid.bottom >= layout.UNDER_MIN)
    for r in tracks:
        assert layout.GROUNDS.contains(r)
        assert not r.colliderect(grid) and not r.colliderect(fence)
        assert r.height >= 40                                         # the 32 px icon and 28 px cube fit
        assert (layout.CAMP.contains(r) and r.width == grid.width) if under else layout.SIDE.contains(r)
    for stands, ups in ((2, 0), (2, 4), (4, 4)):
        s, u = layout.side_cards(stands, ups, extent)
        cards = s + u
        assert len(s) == stands and len(u) == ups
        for c in cards:
            assert layout.SIDE.contains(c) and c.height >= 50
            assert not any(c.colliderect(t) for t in tracks)
            assert not c.colliderect(layout.FANS_ROW)


def test_easter_cross_puts_its_tracks_under_the_campsite_and_a_deep_one_keeps_them_aside():
    by_id = {f.id: f for f in FESTIVALS}
    assert layout.tracks_under(layout.festival_extent(by_id["easter_cross"]))
    assert not layout.tracks_under(layout.festival_extent(by_id["skankfield"]))
    assert not layout.tracks_under(None)


def test_every_event_cards_name_shows_whole_on_a_hand_card(app, monkeypatch):
    """'The Beer Truck Took a Wrong Turn' was cut to two lines ('Took a Wrong…'): a hand card
    shows every name whole (up to three lines at 20 px), and its booking side not cut either."""
    import types

    from game.games.rodeo import hints, panels
    from game.ui import theme
    content = load()
    drawn: list[tuple[str, int]] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda s, text, pos, size, *a, **k: (drawn.append((text, size)),
                                                                            real(s, text, pos, size, *a, **k))[1])
    scene = types.SimpleNamespace(v=types.SimpleNamespace(content=content))
    surface = pygame.Surface((layout.CARD_W, layout.CARD_H))
    for card, event in enumerate(content.events):
        drawn.clear()
        panels._event_face(scene, surface, pygame.Rect(0, 0, layout.CARD_W, layout.CARD_H), card)
        texts = " ".join(t for t, _size in drawn)
        assert "…" not in texts and min(size for _t, size in drawn) >= 20
        assert content.event_name(card) in texts
        assert hints.effects_text(event.booking.effects) in texts
