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


#: every size a hand card takes, from one card up to a hand of 14 (bots' games reach 12)
HAND_SIZES = sorted({r.size for n in range(1, 15) for r in layout.hand_rects(0, n)[1]}, reverse=True)


def event_faces(monkeypatch, size):
    """Draw every real event card's face at ``size``: [(card, [(text, px, rect)])]."""
    import types

    from game.games.rodeo import panels
    from game.ui import theme
    content = load()
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda s, text, pos, size=24, *a, **k: (
        drawn.append((text, size, real(s, text, pos, size, *a, **k))), drawn[-1][2])[1])
    scene = types.SimpleNamespace(v=types.SimpleNamespace(content=content))
    surface = pygame.Surface(size)
    out = []
    for card in range(len(content.events)):
        drawn.clear()
        panels._event_face(scene, surface, pygame.Rect(0, 0, *size), card)
        out.append((card, list(drawn)))
    return content, out


@pytest.mark.parametrize("size", HAND_SIZES, ids=[f"{w}x{h}" for w, h in HAND_SIZES])
def test_every_event_cards_name_shows_whole_on_a_hand_card(app, monkeypatch, size):
    """'The Beer Truck Took a Wrong Turn' was cut ('Took a Wrong…', and on a small card of a full
    hand to one line): on every hand card, large or small, every event's name shows whole (up to
    three lines), at 20 px or more, inside the card; a large card shows both sides whole, a small
    one at least the first line of each (the rest cut with '…', whole in the hover text). The
    window's size does not change this: a 1366×768 window shows the same 1920×1080 canvas, scaled."""
    from game.games.rodeo import hints
    content, faces = event_faces(monkeypatch, size)
    large = size == (layout.CARD_W, layout.CARD_H)
    for card, drawn in faces:
        event = content.events[card]
        texts = [t for t, _px, _r in drawn]
        joined = " ".join(texts)
        assert min(px for _t, px, _r in drawn) >= 20
        # inside the card's frame (a line's box is 27 px high for its 20 px of letters)
        assert all(r.x >= 3 and r.right <= size[0] - 3 and r.y >= 3 and r.y + 20 <= size[1] - 3
                   for _t, _px, r in drawn), content.event_name(card)
        name = content.event_name(card)
        lines = next(k for k in range(1, 4) if " ".join(texts[:k]) == name)       # the name, whole, first
        rest = texts[lines:]
        for side in (event.booking, event.festival):
            words = hints.effects_text(side.effects)
            if large:
                assert words in joined, (name, words)
                continue
            taken = side_lines(words, rest)          # on a small card, its first line at least
            assert taken, (name, words)
            rest = rest[len(taken):]
        assert large or not rest


def side_lines(words: str, drawn: list[str]) -> list[str]:
    """The leading lines of ``drawn`` that are ``words`` (whole, or cut short with '…')."""
    taken, left = [], words
    for t in drawn:
        part = t.removesuffix("…").rstrip()
        if not part or not left.startswith(part):
            break
        taken.append(t)
        left = left[len(part):].lstrip()
        if t.endswith("…") or not left:
            break
    return taken


@pytest.mark.parametrize("window", [(1920, 1080), (1366, 768)], ids=["1920x1080", "1366x768"])
def test_a_full_hand_in_the_scene_shows_every_event_name_whole_at_both_window_sizes(monkeypatch, window):
    """The real scene with a hand of twelve event cards (small cards, two rows), every real event
    card in turn, in a window of either size: every name is drawn whole."""
    from game.ui.app import App
    from tests.table_helpers import drawn_texts, new_runner, show
    app = App(size=window, start=False)
    app.anim_speed_override = 0.0
    try:
        scene = show(app, new_runner("rodeo", [("Ada", "human"), ("Bo", "easy")]))
        content = scene.state.content
        cards = list(range(len(content.events)))
        drawn = drawn_texts(monkeypatch)
        for first in range(0, len(cards), 8):
            batch = cards[first:first + 12]
            scene.state.fests[0].events = batch
            scene.sync()
            scene._surf_cache.clear()             # every face drawn again, through the spy
            drawn.clear()
            app.render()
            joined = " ".join(drawn)
            assert "Your hand: 0 fan cards and 12 event cards" in drawn or len(batch) < 12
            for card in batch:
                assert content.event_name(card) in joined, content.event_name(card)
    finally:
        while app.stack:
            app.stack.pop().exit()
