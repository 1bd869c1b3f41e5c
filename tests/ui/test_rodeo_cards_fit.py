"""No text on a Rock'n Rodeo hand card is cut unless it is whole elsewhere (issue 24, "Cards say
everything"): every real fan and event card (content/rodeo/*.yaml), in English and in German, at
every size the hand gives it (one card up to fourteen), shows each of its texts whole, at 20 px
or more, inside the card, with no '…'; or, where a small card of a full hand has no room for it
(a 152×120 card holds five lines of 20 px; 'The Beer Truck Took a Wrong Turn' needs nine), the
card's hover text says it whole AND the card's enlarged view (:func:`hand.enlarged`: the card at
its picture's size beside the small one) shows it whole."""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from game.games.rodeo import hand, layout, presenters
from tests.table_helpers import drawn_sized, rodeo_table_in
from tests.ui.test_rodeo_cards import drawn, flat, scene  # noqa: F401  (the fixtures: the table, the texts drawn)

#: every size a hand card takes, from one card up to a hand of 14 (bots' games reach 12)
SIZES = sorted({r.size for n in range(1, 15) for r in layout.hand_rects(n, 0)[0]}, reverse=True)
LARGE = (layout.CARD_W, layout.CARD_H)


def cut(size, texts: list[tuple[str, int, pygame.Rect]], parts: list[str]) -> list[str]:
    """What of ``parts`` a face drawn at ``size`` does not show whole: a line ending in '…', one
    under 20 px or out of the card's frame (a line's box is 27 px high for its 20 px of letters),
    a part whose words are not all drawn."""
    w, h = size
    bad = [t for t, px, r in texts if t.endswith("…") or px < 20
           or r.x < 3 or r.right > w - 3 or r.y < 3 or r.y + 20 > h - 3]
    on_card = flat(" ".join(t for t, _px, _r in texts))
    return bad + [p for p in parts if p and flat(p) not in on_card]


def fan_parts(view, card: int, small: bool) -> list[str]:
    fan = view.content.fans[card]
    ability = presenters.effect_text(fan.ability, short=small) if fan.ability is not None else ""
    return [view.content.fan_name(card), presenters.fan_needs(view, card), ability]


def event_parts(view, card: int) -> list[str]:
    e = view.content.events[card]
    return [view.content.event_name(card), presenters.effects_text(e.booking.effects),
            presenters.effects_text(e.festival.effects)]


def whole_texts(view, kind: str, card: int) -> list[str]:
    """A card's whole texts, as its hover text says them."""
    c = view.content
    if kind == "fan":
        fan = c.fans[card]
        return [c.fan_name(card), presenters.fan_needs(view, card)] + (
            [presenters.effect_text(fan.ability)] if fan.ability is not None else [])
    return [c.event_name(card), c.event_text(card, "booking"), c.event_text(card, "festival")]


def face(scene, drawn, kind: str, card: int, size) -> list[tuple[str, int, pygame.Rect]]:  # noqa: F811
    drawn.clear()
    draw = hand._fan_face if kind == "fan" else hand._event_face
    draw(scene, pygame.Surface(size, pygame.SRCALPHA), pygame.Rect(0, 0, *size), card)
    return list(drawn)


def test_every_hand_card_shows_its_texts_whole_or_in_its_hover_and_its_enlarged_view(scene, drawn):  # noqa: F811
    view = scene.shown_view()
    c = view.content
    f = scene.state.fests[0]
    cut_somewhere = 0
    for kind, cards in (("fan", c.fans), ("event", c.events)):
        for card in range(len(cards)):
            tip = presenters.fan_tip(view, card) if kind == "fan" else presenters.event_tip(view, card)
            large = fan_parts(view, card, False) if kind == "fan" else event_parts(view, card)
            assert not cut(LARGE, face(scene, drawn, kind, card, LARGE), large), (kind, card, drawn)
            for size in SIZES:
                parts = fan_parts(view, card, size != LARGE) if kind == "fan" else large
                if not cut(size, face(scene, drawn, kind, card, size), parts):
                    continue
                cut_somewhere += 1
                assert size != LARGE, (kind, card)
                for whole in whole_texts(view, kind, card):     # the hover says it whole
                    assert flat(whole) in flat(tip), (kind, card, size, whole, tip)
                # and the enlarged view of that small card shows it whole (the large face, checked above)
                if kind == "fan":
                    f.hand, f.events = [card], list(range(13))
                else:
                    f.hand, f.events = list(range(13)), [card]
                scene.sync()
                spot = scene.spots().get(f"{kind}:{card}")
                assert spot is not None and tuple(spot.area.size) == (152, 120)
                shown = hand.enlarged(scene, spot)
                assert shown is not None and shown[1].size == LARGE, (kind, card)
    assert cut_somewhere      # (the check can fail: a full hand's small cards do cut texts)


@pytest.mark.parametrize("count", [7, 9, 11, 13])
def test_a_small_hand_cards_enlarged_view_stands_beside_it_over_the_hand(scene, count):  # noqa: F811
    """Each small card of a full hand, under the mouse: its enlarged view (its face at the
    picture's size, the one checked above) inside the hand, clear of the small card (whose hover
    text stands above it); a card at its picture's size and the folded hand have none."""
    f = scene.state.fests[0]
    f.hand, f.events = list(range(count)), list(range(count))
    scene.sync()
    view = scene.shown_view()
    for kind, cards in (("fan", f.hand), ("event", f.events)):
        for card in cards:
            spot = scene.spots().get(f"{kind}:{card}")
            face, r = hand.enlarged(scene, spot)
            assert r.size == LARGE and layout.HAND.contains(r) and not r.colliderect(spot.area), (kind, card, r)
            draw = hand._fan_face if kind == "fan" else hand._event_face
            expected = pygame.Surface(LARGE, pygame.SRCALPHA)
            draw(scene, expected, pygame.Rect(0, 0, *LARGE), card)
            assert pygame.image.tobytes(face, "RGBA") == pygame.image.tobytes(expected, "RGBA")
    surface = pygame.Surface((layout.W, layout.H))
    spot = scene.spots().get(f"event:{f.events[-1]}")
    r = hand.draw_enlarged(scene, surface, spot)
    assert r is not None and surface.get_at(r.center)[:3] != (0, 0, 0)
    f.hand, f.events = [0], [0]                       # one card each: at the picture's size, none
    scene.sync()
    assert hand.enlarged(scene, scene.spots().get("fan:0")) is None
    assert view.content.fans and hand.enlarged(scene, None) is None


# -- the festival card between bookings ----------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("window", [(1920, 1080), (1366, 768)], ids=["1920x1080", "1366x768"])
def test_easter_cross_festival_card_draws_every_row_of_its_kombo_table_legibly(monkeypatch, window, lang):
    """The Easter Cross Festival's KOMBO table (1:3, 2:6, 3:9, 4:12; every full set counts, L181-182:
    past 4 sets, +3 each) on its festival card in the market between bookings, in a window of
    either size (the same 1920×1080 canvas, scaled), in English and German: every row at 20 px
    or more, none closer than 20 px to the next (their letters never touch), all on the card's
    paper, and the step for each further set said beside the card."""
    from game.games.rodeo import market
    from game.ui.app import App
    app = App(size=window, start=False)
    app.anim_speed_override = 0.0
    try:
        with rodeo_table_in(app, lang) as scene:
            st = scene.state
            easter = next(i for i, f in enumerate(st.content.festivals) if f.id == "easter_cross")
            st.fests[0].festival = easter
            st.display = []                                 # between bookings: the festival card shows
            scene.sync()
            card = next(one for one in scene.pieces() if one.key[0] == "festival_card")
            drawn = drawn_sized(monkeypatch)
            surface = pygame.Surface(card.area.size, pygame.SRCALPHA)
            market._festival_card(scene, surface, pygame.Rect(0, 0, *card.area.size))
            table = st.content.festivals[easter].scoring.table
            assert [at for at, _vp in table] == [1, 2, 3, 4]
            rows = [next(r for t, px, r in drawn if t == i18n._("{at}+: {vp} VP").format(at=at, vp=vp) and px >= 20)
                    for at, vp in table]
            h = card.area.height - 28
            paper = market.art.scaled(pygame.Rect(2, 28, h * 240 // 336, h), (240, 336), (12, 198, 216, 126))
            assert all(b.y - a.y >= 20 for a, b in zip(rows, rows[1:], strict=False)), rows
            assert all(paper.x <= r.x and r.right <= paper.right and paper.y <= r.y and r.y + 20 <= paper.bottom
                       for r in rows), (rows, paper)
            further = i18n._("+{vp} VP for each further set").format(vp=3)
            assert flat(further) in flat(" ".join(t for t, _px, _r in drawn)), drawn
            app.render()                                    # and the whole table draws with it
    finally:
        while app.stack:
            app.stack.pop().exit()
