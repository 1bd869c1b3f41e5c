"""Where the Rock'n Rodeo grounds lie, for every festival card of the real content: the
Chaos, Hygiene and Mood tracks move under a wide, shallow campsite (Easter Cross, 8×4 spaces)
instead of leaving that grass empty, and nothing on the grounds overlaps."""

from __future__ import annotations

import types

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
FAN_SIZES = sorted({r.size for n in range(1, 15) for r in layout.hand_rects(n, 0)[0]}, reverse=True)


def faces(monkeypatch, size, kind: str = "event"):
    """Draw every real event (or fan) card's face at ``size``: content, [(card, [(text, px, rect)])]."""
    from game.games.rodeo import hand
    from game.ui import theme
    content = load()
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda s, text, pos, size=24, *a, **k: (
        drawn.append((text, size, real(s, text, pos, size, *a, **k))), drawn[-1][2])[1])
    view = types.SimpleNamespace(content=content)
    scene = types.SimpleNamespace(shown_view=lambda: view)
    surface = pygame.Surface(size)
    out = []
    draw, cards = (hand._event_face, content.events) if kind == "event" else (hand._fan_face, content.fans)
    for card in range(len(cards)):
        drawn.clear()
        draw(scene, surface, pygame.Rect(0, 0, *size), card)
        out.append((card, list(drawn)))
    return content, out


def inside(size, drawn) -> bool:
    """Every line inside the card's frame (a line's box is 27 px high for its 20 px of letters)."""
    return all(r.x >= 3 and r.right <= size[0] - 3 and r.y >= 3 and r.y + 20 <= size[1] - 3 for _t, _px, r in drawn)


@pytest.mark.parametrize("size", HAND_SIZES, ids=[f"{w}x{h}" for w, h in HAND_SIZES])
def test_every_event_cards_name_shows_whole_on_a_hand_card(app, monkeypatch, size):
    """'The Beer Truck Took a Wrong Turn' was cut ('Took a Wrong…', and on a small card of a full
    hand to one line): on every hand card, large or small, every event's name shows whole (up to
    three lines), at 20 px or more, inside the card; a large card shows both sides whole, a small
    one at least the first line of each (the rest cut with '…', whole in the hover text). The
    window's size does not change this: a 1366×768 window shows the same 1920×1080 canvas, scaled."""
    from game.games.rodeo import presenters
    content, drawn_faces = faces(monkeypatch, size)
    large = size == (layout.CARD_W, layout.CARD_H)
    for card, drawn in drawn_faces:
        event = content.events[card]
        texts = [t for t, _px, _r in drawn]
        joined = " ".join(texts)
        assert min(px for _t, px, _r in drawn) >= 20
        assert inside(size, drawn), content.event_name(card)
        name = content.event_name(card)
        lines = next(k for k in range(1, 4) if " ".join(texts[:k]) == name)       # the name, whole, first
        rest = texts[lines:]
        for side in (event.booking, event.festival):
            words = presenters.effects_text(side.effects)
            if large:
                assert words in joined, (name, words)
                continue
            taken = side_lines(words, rest)          # on a small card, its first line at least
            assert taken, (name, words)
            rest = rest[len(taken):]
        assert large or not rest


def joined_name(lines: list[str]) -> str:
    """Lines put back together: a line that ends in a hyphen runs on into the next."""
    out = ""
    for line in lines:
        out += line if out.endswith("-") or not out else " " + line
    return out


@pytest.mark.parametrize("size", FAN_SIZES, ids=[f"{w}x{h}" for w, h in FAN_SIZES])
def test_every_fan_cards_name_needs_and_ability_show_on_a_hand_card(app, monkeypatch, size):
    """A small fan card (a hand of 7 or more cards) used to cut its name ('Meta-lcore…') and its
    needs: now every fan card, large or small, shows its name whole (a word too long for the
    line broken with a hyphen only on the 152 px card of a 13- or 14-card hand), what its
    campers need whole down to the 179 px card of a 12-card hand, and its ability (in short
    words on a small card); all at 20 px or more, inside the card."""
    from game.games.rodeo import presenters
    content, drawn_faces = faces(monkeypatch, size, "fan")
    st = types.SimpleNamespace(content=content)
    large = size == (layout.CARD_W, layout.CARD_H)
    for card, drawn in drawn_faces:
        fan = content.fans[card]
        name = content.fan_name(card)
        texts = [t for t, _px, _r in drawn if t != f"{fan.power}K"]          # less the purchasing power
        assert f"{fan.power}K" in [t for t, _px, _r in drawn]
        assert min(px for _t, px, _r in drawn) >= 20 and inside(size, drawn), name
        if large:
            texts = texts[1:]                                  # the genre's name first
        lines = next(k for k in range(1, 4) if joined_name(texts[:k]).replace("-", "") == name.replace("-", ""))
        assert size[0] < 179 or joined_name(texts[:lines]) == name, name         # broken only at its own hyphen
        rest = " ".join(texts[lines:])
        needs = presenters.fan_needs(st, card)
        ability = presenters.effect_text(fan.ability, short=not large) if fan.ability is not None else ""
        if size[0] >= 179:
            assert rest.startswith(needs), (name, rest)
        else:
            assert rest and needs.startswith(texts[lines].removesuffix("…").rstrip()), (name, rest)
        assert ability in rest or ability.startswith(texts[-1].removesuffix("…").rstrip()), (name, rest)


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
def test_a_full_hand_in_the_scene_shows_every_card_name_whole_at_both_window_sizes(monkeypatch, window):
    """The real scene with a hand of twelve event cards (small cards, two rows), every real event
    card in turn, then twelve fan cards at a time, in a window of either size: every name is
    drawn whole."""
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
        scene.state.fests[0].events = []
        for first in range(0, len(content.fans), 12):            # and every fan card, twelve at a time
            batch = list(range(len(content.fans)))[first:first + 12]
            scene.state.fests[0].hand = batch
            scene.sync()
            scene._surf_cache.clear()
            drawn.clear()
            app.render()
            joined = " ".join(drawn).replace("- ", "-")          # a name broken at its own hyphen
            for card in batch:
                assert content.fan_name(card) in joined, content.fan_name(card)
    finally:
        while app.stack:
            app.stack.pop().exit()


#: the sizes of a stand or upgrade on the grounds, up to the 5 stands and 3 upgrades a festival reaches
SIDE_SIZES = sorted({r.size for f in FESTIVALS for s in range(2, 6) for u in range(4)
                     for r in sum(layout.side_cards(s, u, layout.festival_extent(f)), [])}, reverse=True)


#: a name longer than the two rows of a 57 px card hold with all that follows it (the German
#: Müllkunst-Werkstatt: each line of the name leaves less room than K a fan, the bonus and two
#: spaces need); its name is cut there, the rest shows whole
TOO_LONG_FOR_TWO_ROWS = {("de", "Müllkunst-Werkstatt")}


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", SIDE_SIZES, ids=[f"{w}x{h}" for w, h in SIDE_SIZES])
def test_every_stand_and_upgrade_on_the_grounds_shows_its_name_bonus_and_price(app, monkeypatch, size, lang):
    """'Garbage Deposit: collects 1 garbag…', 'Energy Drink Pr…' and, on the short cards of a
    festival with six or seven of them, a bonus written over the fan spaces, then 'Currywurst G…'
    on the 57 px cards of seven: now every stand and upgrade shows its name and bonus whole (the
    bonus in short words, or as icons and numbers) and a stand its K a fan, at 20 px or more,
    inside the card, in English and in German. On a 57 px card a name too long to stand beside
    the badge takes the whole first row, or both rows, with K a fan, the badge, the spaces and
    the bonus after its lines."""
    from game.core import i18n
    from game.games.rodeo import presenters, stands
    from game.ui import theme
    i18n.use(lang)
    try:
        content = load()
        drawn: list[tuple[str, int, pygame.Rect]] = []
        real = theme.text
        monkeypatch.setattr(theme, "text", lambda s, text, pos, size=24, *a, **k: (
            drawn.append((text, size, real(s, text, pos, size, *a, **k))), drawn[-1][2])[1])
        view = types.SimpleNamespace(content=content)
        scene = types.SimpleNamespace(shown_view=lambda: view, cached=lambda key, make: make())
        surface = pygame.Surface(size)
        price = i18n._("{k}K")
        cards = [("stand", i, content.stand_name(i), [st.bonus] if st.bonus else [], price.format(k=st.income))
                 for i, st in enumerate(content.stands)]
        cards += [("up", u.id, content.upgrade_name(u.id), u.bonus, None) for u in content.upgrades]
        for kind, card, name, effects, k in cards:
            bonus = presenters.effects_text(effects, short=True)
            drawn.clear()
            draw = stands.stand_card if kind == "stand" else stands.upgrade_card
            draw(scene, surface, pygame.Rect(0, 0, *size), card, [0])
            texts = [t for t, _px, _r in drawn]
            assert min(px for _t, px, _r in drawn) >= 20 and inside(size, drawn), name
            assert k is None or k in texts
            words = [t for t in texts if t != k]
            if (lang, name) not in TOO_LONG_FOR_TWO_ROWS or size[1] >= 76:
                assert joined_name(words[:2]) == name or words[0] == name, (name, words)
            # the bonus in words, or each effect as its icon and number
            parts = [t for _i, t in presenters.effect_parts(effects)]
            assert not bonus or bonus in words or all(t in words for t in parts), (name, words)
    finally:
        i18n.use("en")
