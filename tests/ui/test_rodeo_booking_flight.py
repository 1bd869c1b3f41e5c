"""A booked band flies to the stage as its own card (issue 24, "Cards say everything"): booking
through the table (a click on the band, then Book; a click on the garage stack, then Take) sends
the band's card face, as the market's display draws it, from where it lay in the market to its
place on the stage, not a generic card back of its tier."""

from __future__ import annotations

import pygame
import pytest

from game.games.rodeo import market
from game.ui import anim
from tests.ui.test_rodeo_scene import do, privacy_cover, start


def booking_turn(app, scene) -> None:
    """Bots play and covers go until the human books."""
    for _ in range(200):
        if privacy_cover(app):
            continue
        if scene.human_to_act() == 0 and scene.state.pending().kind == "book":
            return
        scene.step_bots_blocking()
        app.step([])
    raise AssertionError("the human never came to book")


def market_face(scene, band: int, size) -> bytes:
    """The band's card face drawn afresh as the market's display draws it."""
    face = pygame.Surface(size, pygame.SRCALPHA)
    market._band_face(scene, face, pygame.Rect(0, 0, *size), band, False, 0)
    return pygame.image.tobytes(face, "RGBA")


@pytest.mark.parametrize("kind", ["book", "garage"])
def test_a_booked_band_flies_to_the_stage_as_its_own_card(app, monkeypatch, kind):
    scene = start(app, [("Ada", "human"), ("Bo", "easy")], seed=3)
    booking_turn(app, scene)
    flights: list = []
    real_add = scene.anims.add
    monkeypatch.setattr(scene.anims, "add", lambda tween: (flights.append(tween), real_add(tween))[1])
    action = next(a for a in scene.state.legal_actions() if a[0] == kind)
    key = ("band", action[1]) if kind == "book" else ("band", -1)     # (the garage stack lies face down)
    was = scene.pieces().area(key)
    app.anim_speed_override = 1.0
    do(app, scene, action)
    f = scene.state.fests[0]
    band = f.bands[-1]
    assert kind == "garage" or band == action[1]
    flight = next(t for t in flights if isinstance(t, anim.Move))
    assert flight.start == was                                        # from its place in the market
    assert flight.image.get_size() == was.size
    assert pygame.image.tobytes(flight.image, "RGBA") == market_face(scene, band, was.size)   # its own face
    other = next(b for b in range(len(scene.state.content.bands)) if b != band)
    assert pygame.image.tobytes(flight.image, "RGBA") != market_face(scene, other, was.size)
    slot = scene.pieces().area(("day", f.bands.index(band)))           # to its place on the stage
    assert slot.contains(flight.end)
    assert abs(flight.end.width / flight.end.height - was.width / was.height) < 0.05      # its shape kept
    day = f.bands.index(band)
    assert ("day", day) in flight.hides           # its slot waits for it: drawn without the band
    keys = stage_keys(scene, monkeypatch)
    assert keys[day][3] == -1
    scene.anims.finish_all()
    scene.update(0.0)
    assert not scene.anims.busy() and not scene.anims.hidden()
    keys = stage_keys(scene, monkeypatch)
    assert keys[day][3] == band                   # landed: the band on its slot


def stage_keys(scene, monkeypatch) -> dict[int, tuple]:
    """What each slot of the stage is drawn for, the table drawn once now: {day: kept block key}."""
    from game.games.rodeo import stage
    out: dict[int, tuple] = {}
    real = stage.kept_block
    monkeypatch.setattr(stage, "kept_block", lambda s, surface, key, r, draw, *a: (
        out.__setitem__(key[1], key), real(s, surface, key, r, draw, *a))[1])
    scene._touch()
    scene.draw(pygame.Surface((1920, 1080)))
    monkeypatch.setattr(stage, "kept_block", real)
    return out
