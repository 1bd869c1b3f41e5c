"""Hover texts never cover what matters (issue 23, point 6): not the log, not the market, not a
camp's header, not what they explain; a disabled button's "why not" is one line right beside it.
Each known case through the real scene: the mouse moved there by a real MOUSEMOTION, the text
shown after the hover delay, then the box's place checked against the table's own areas."""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from game.ui import tips, widgets
from game.ui.scene import LOGICAL_SIZE
from tests.table_helpers import motion, new_runner, show

SCREEN = pygame.Rect(0, 0, *LOGICAL_SIZE)
#: the farthest a disabled button's "why not" stands from the button
NEAR = 80


@pytest.fixture
def german():
    i18n.use("de")
    yield
    i18n.use("en")


def rest_on(app, scene, name: str) -> tuple[pygame.Surface, pygame.Rect]:
    """The mouse moved onto ``name`` (a real MOUSEMOTION) and left there until its text shows."""
    app.step([motion(app.to_window(scene.targets()[name].center))])
    assert scene.hover == name
    scene.update(tips.TIP_DELAY + 0.05)
    app.render()
    box = scene.hover_box()
    assert box is not None, name
    assert SCREEN.contains(box[1]), name
    assert not box[1].colliderect(scene.hovered().area), f"{name}: its text covers it"
    return box


def gap(a: pygame.Rect, b: pygame.Rect) -> int:
    return max(0, a.left - b.right, b.left - a.right) + max(0, a.top - b.bottom, b.top - a.bottom)


def one_line_high() -> int:
    return widgets.tooltip_surface("Why", 400).get_height()


def cave_rave(app):
    scene = show(app, new_runner("cave_rave", [("Ada", "human"), ("Bob", "normal"), ("Cy", "normal")]))
    scene.step_bots_blocking()
    app.step([])
    return scene


def test_cave_raves_disabled_buttons_say_why_in_one_line_beside_them_not_over_the_log(app):
    scene = cave_rave(app)
    for name in ("confirm", "discard_button"):
        spot = scene.spots().get(name)
        assert spot.why and spot.hover_text() == spot.why          # (disabled before drawing)
        img, r = rest_on(app, scene, name)
        assert not r.colliderect(scene.log_panel.rect), f"{name}: its why-not covers the log"
        assert img.get_height() == one_line_high(), f"{name}: its why-not is not one line"
        assert gap(r, spot.area) <= NEAR, f"{name}: its why-not stands {gap(r, spot.area)} px from it"


def test_cave_raves_german_discard_says_why_beside_the_cursor(app, german):
    scene = cave_rave(app)
    spot = scene.spots().get("discard_button")
    img, r = rest_on(app, scene, "discard_button")
    assert spot.why.startswith("Zieh zuerst")
    assert gap(r, spot.area) <= NEAR, f"the why-not stands {gap(r, spot.area)} px from the button"
    assert img.get_height() == one_line_high()
    assert not r.colliderect(scene.log_panel.rect)


def test_rodeos_log_text_keeps_off_the_market(app):
    from game.games.rodeo import layout
    scene = show(app, new_runner("rodeo", [("Ada", "human"), ("Bob", "normal"), ("Cy", "normal")]))
    scene.step_bots_blocking()
    app.step([])
    _img, r = rest_on(app, scene, "log")
    assert not r.colliderect(layout.MARKET), "the log's text covers the market"
    assert not r.colliderect(layout.PROMPT_RECT)


@pytest.fixture(params=[LOGICAL_SIZE, (1366, 768)], ids=["1920x1080", "1366x768"])
def window(request):
    """The real App in a window of 1920x1080 or 1366x768 (a table may lay out for the smaller one)."""
    from game.ui.app import App
    real = App(size=request.param, start=False)
    real.anim_speed_override = 0.0
    yield real
    while real.stack:
        real.stack.pop().exit()


def test_camps_log_text_keeps_off_every_camps_header_and_the_top_bar_with_six_players(window):
    from game.ui.furniture import TOP_H
    app = window
    scene = show(app, new_runner("camp", [("Ada", "human")] + [(f"Bot {i}", "normal") for i in range(5)]))
    scene.step_bots_blocking()
    app.step([])
    headers = {one.data.seat: one.data.header for one in scene.pieces().of("camps")}
    assert len(headers) == 6
    _img, r = rest_on(app, scene, "log")
    covered = [seat for seat, header in headers.items() if r.colliderect(header)]
    assert not covered, f"the log's text covers the headers of camps {covered}"
    assert not r.colliderect(scene.PROMPT_AREA)
    assert r.top >= TOP_H, "the log's text covers the top bar's buttons"


# -- the rules themselves -----------------------------------------------------------------------------

def test_place_beside_keeps_off_what_matters_but_the_area_that_holds_the_target():
    bounds = pygame.Rect(0, 0, 1000, 600)
    log = pygame.Rect(800, 0, 200, 600)
    market = pygame.Rect(500, 0, 290, 600)
    card = pygame.Rect(520, 100, 80, 100)                   # a card in the market
    r = tips.place_beside((200, 80), card, bounds, clear=[log, market])
    assert r is not None and not r.colliderect(log) and not r.colliderect(card)
    assert r.colliderect(market)                            # its own market: beside it, as near as ever
    r = tips.place_beside((200, 80), log, bounds, clear=[log, market], near=(900, 300))
    assert r is None                                        # no room left of the log but on the market
    panel = pygame.Rect(300, 400, 500, 150)                 # a prompt with a button at its right end
    button = pygame.Rect(640, 440, 140, 60)
    r = tips.place_beside((200, 80), button, bounds, [panel])
    assert r.bottom <= panel.top and r.right >= button.left   # nearest: above, not left of the whole panel


def test_place_line_stands_at_its_panels_edge_then_right_beside_the_button():
    bounds = pygame.Rect(0, 0, 1000, 600)
    log = pygame.Rect(800, 0, 200, 600)
    panel = pygame.Rect(100, 400, 690, 150)
    button = pygame.Rect(640, 440, 140, 60)
    r = tips.place_line((400, 50), button, bounds, [log, panel], panel)
    assert r.bottom <= panel.top and r.right <= log.left and gap(r, button) < 60
    full = pygame.Rect(100, 0, 690, 600)                    # no room outside the panel: right at the button
    r = tips.place_line((400, 50), button, bounds, [log, full], full)
    assert r is not None and gap(r, button) <= tips.GAP and not r.colliderect(log)


def test_a_top_bar_buttons_text_covers_none_of_the_bars_other_buttons(app):
    scene = cave_rave(app)
    _img, r = rest_on(app, scene, "sort")
    covered = [spot.id for spot in scene.spots() if spot.look is not None and spot.id != "sort"
               and r.colliderect(spot.area)]
    assert not covered, f"Sort's text covers the buttons {covered}"


def test_place_beside_reaches_past_what_matters_rather_than_cover_it():
    bounds = pygame.Rect(0, 0, 1000, 600)
    market = pygame.Rect(500, 0, 290, 600)
    log = pygame.Rect(800, 110, 200, 490)
    rival = pygame.Rect(800, 0, 200, 100)                   # a seat's strip above the log, right of the market
    assert tips.place_beside((260, 200), rival, bounds, clear=[market, log]) is None
    r = tips.place_beside((260, 200), rival, bounds, clear=[market, log], reach=True)
    assert r is not None and r.right <= market.left and not r.colliderect(log)
    r = tips.place_beside((260, 200), rival, bounds, clear=[market, log], anyway=True)
    assert r is not None and not r.colliderect(rival)       # as a last resort: beside it, covering the least
