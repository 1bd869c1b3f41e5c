"""Rock'n Rodeo's cards say everything (issue 24, "Cards say everything"): every card of the real
content (content/rodeo/*.yaml), in English and in German, at every size the table gives it, shows
each of its texts whole, or the hover text of the card carries that text whole; no text is
drawn below 20 px. The hover text is where a cut text shows whole ("+3K to spend for a…" on a
small event card of a full hand: the hover says what the card says); a small hand card also has
an enlarged view (tests/ui/test_rodeo_cards_fit.py), the market's and the grounds' cards none.
A band's name on the stage must show whole: in the evening the hover of today's band says where
its fans go, not its name ("Die Ewige Sicherheitsnadel" was cut there)."""

from __future__ import annotations

import pygame
import pytest

from game.games.rodeo import hand, layout, market, presenters, stage
from tests.table_helpers import drawn_sized, rodeo_table_in

#: every size a hand card takes, from one card up to a hand of 14 (bots' games reach 12)
EVENT_SIZES = sorted({r.size for n in range(1, 15) for r in layout.hand_rects(0, n)[1]}, reverse=True)
FAN_SIZES = sorted({r.size for n in range(1, 15) for r in layout.hand_rects(n, 0)[0]}, reverse=True)
BAND_SIZES = sorted({r.size for n in range(1, 14) for r in layout.band_rects(n)})   # (4 players: 12 and the pile)


@pytest.fixture(params=["en", "de"])
def scene(app, request):
    with rodeo_table_in(app, request.param) as table:
        yield table


@pytest.fixture
def drawn(monkeypatch) -> list[tuple[str, int, pygame.Rect]]:
    """Every text drawn through ``theme.text`` from now on: (text, size, the rect it took)."""
    return drawn_sized(monkeypatch)


def flat(text: str) -> str:
    """A text without its spaces and hyphens (a line break may fall at either)."""
    return "".join(text.split()).replace("-", "").replace("\u00ad", "")


def check(what: str, drawn: list[tuple[str, int, pygame.Rect]], parts: list[tuple[str, str]], tip: str) -> None:
    """Each (as drawn, as whole) part shows whole on the card, or its whole text is in the hover."""
    assert drawn, what
    assert min(px for _t, px, _r in drawn) >= 20, (what, drawn)
    on_card = flat(" ".join(t for t, _px, _r in drawn))
    for shown, whole in parts:
        in_tip = bool(whole) and flat(whole) in flat(tip)
        assert (shown and flat(shown) in on_card) or in_tip, (what, shown, whole, drawn, tip)


def test_every_fan_and_event_card_in_hand_shows_its_words_whole_or_in_its_hover(scene, drawn):
    view = scene.shown_view()
    c = view.content
    for size in FAN_SIZES:
        surface = pygame.Surface(size)
        small = size != (layout.CARD_W, layout.CARD_H)
        for card, fan in enumerate(c.fans):
            drawn.clear()
            hand._fan_face(scene, surface, pygame.Rect(0, 0, *size), card)
            parts = [(c.fan_name(card),) * 2, (presenters.fan_needs(view, card),) * 2]
            if fan.ability is not None:
                parts.append((presenters.effect_text(fan.ability, short=small), presenters.effect_text(fan.ability)))
            check(f"fan {fan.id} at {size}", drawn, parts, presenters.fan_tip(view, card))
    for size in EVENT_SIZES:
        surface = pygame.Surface(size)
        for card, e in enumerate(c.events):
            drawn.clear()
            hand._event_face(scene, surface, pygame.Rect(0, 0, *size), card)
            parts = [(c.event_name(card),) * 2,
                     (presenters.effects_text(e.booking.effects), c.event_text(card, "booking")),
                     (presenters.effects_text(e.festival.effects), c.event_text(card, "festival"))]
            check(f"event {e.id} at {size}", drawn, parts, presenters.event_tip(view, card))


def test_the_hover_of_a_card_in_hand_is_the_text_the_check_reads(scene):
    """The hand's pieces carry those hover texts (so the check above reads what a player reads)."""
    view = scene.shown_view()
    f = scene.state.fests[0]
    f.hand, f.events = list(range(6)), list(range(6))
    scene.sync()
    tips = {one.key: one.spot.get("tip") for one in scene.pieces() if one.key[0] in ("fan", "event")}
    for card in range(6):
        assert tips[("fan", card)] == presenters.fan_tip(view, card)
        assert tips[("event", card)] == presenters.event_tip(view, card)


def test_every_band_shows_its_name_whole_on_the_stage_and_in_the_market(scene, drawn):
    view = scene.shown_view()
    c = view.content
    slot = layout.stage_slots()[0]
    surface = pygame.Surface(slot.size)
    for band, b in enumerate(c.bands):
        symbols = tuple(tuple(s) for s in stage.printed(view, band))
        for booked in (True, False):
            drawn.clear()
            stage._slot(scene, surface, pygame.Rect(0, 0, *slot.size), 0, True, (band, symbols, (), 0, booked))
            check(f"band {b.id} on the stage", drawn, [(c.band_name(band), "")], "")
        for size in BAND_SIZES:
            board = pygame.Surface(size)
            for garage in (False, True):
                drawn.clear()
                market._band_face(scene, board, pygame.Rect(0, 0, *size), band, garage, 3)
                check(f"band {b.id} in the market at {size}", drawn, [(c.band_name(band),) * 2],
                      presenters.band_tip(view, band, 0))


def test_a_bands_hover_carries_the_line_printed_on_its_card(scene):
    """Each band card has a quote (bands.yaml: "the line printed on the card"); no band card on the
    table has room for it, so the hover text of the band in the market (and on the stage) says it."""
    view = scene.shown_view()
    c = view.content
    for band, b in enumerate(c.bands):
        quote = c.band_quote(band)
        assert quote in presenters.band_tip(view, band, 0), b.id
    shown = [(one.data[0], one.spot.get("tip")) for one in scene.pieces()
             if one.key[0] == "band" and not one.data[1]]            # (the display; the garage pile is face down)
    assert shown and all(c.band_quote(band) in tip for band, tip in shown)


def test_every_stand_and_upgrade_in_the_market_shows_its_name_whole_or_in_its_hover(scene, drawn):
    view = scene.shown_view()
    c = view.content
    r = layout.stand_top_rects()[0]
    surface = pygame.Surface(r.size)
    for stand, st in enumerate(c.stands):
        drawn.clear()
        market._market_stand(scene, surface, pygame.Rect(0, 0, *r.size), stand, None)
        check(f"stand {st.id}", drawn, [(c.stand_name(stand),) * 2], presenters.stand_tip(view, stand))
    for u, up in zip(c.upgrades, layout.upgrade_rects(), strict=False):
        board = pygame.Surface(up.size)
        drawn.clear()
        market._market_upgrade(scene, board, pygame.Rect(0, 0, *up.size), u, None)
        check(f"upgrade {u.id}", drawn, [(c.upgrade_name(u.id),) * 2], presenters.upgrade_tip(view, u.id))
