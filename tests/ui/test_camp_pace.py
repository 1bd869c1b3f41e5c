"""Camp Roskilde's bots at Normal (issue 23's pace): what makes a bot's turn long is a chain of
tile rules (a flight and then a light on the tile that asks, step after step) and the Party
Animal's banner, which holds a bot's extra turn 1.2 s. In a bot's chain the light overlaps the
landing; a bot's extra turn lights the Extra turn badge that stays on its camp instead. A
person's own chain and extra turn keep their light after the landing and the banner. Through the
real scene, the animations' own plan at Normal (nothing here waits for the wall clock)."""

from __future__ import annotations

from game.ui.anim import Banner, Move, Pulse
from tests.table_helpers import new_runner, show

#: deals whose first grounds hold, for the first seat: the blue Party Animal; the red Explorer
PARTY_SEED, PARTY = 2, 13
EXPLORER_SEED, EXPLORER = 12, 28


def _applied(app, seats, seed, tile, heard=None):
    """The first seat places ``tile`` (the centre of its empty camp) through the scene at Normal;
    the tweens that action added."""
    runner = new_runner("camp", seats, seed)
    scene = show(app, runner)
    app.anim_speed_override = 1.0
    scene.anims.tweens.clear()
    if heard is not None:
        scene.sound = heard.append
    action = next(a for a in runner.state.legal_actions() if a[:4] == ("place", tile, 0, 4))
    scene._apply(0, action)
    return scene, list(scene.anims.tweens)


def _pulses_on(tweens, area):
    return [t for t in tweens if isinstance(t, Pulse) and t.target == area]


def test_a_bots_extra_turn_lights_its_badge_instead_of_a_banner(app):
    heard: list[str] = []
    scene, tweens = _applied(app, [("Bob", "normal"), ("Ann", "human")], PARTY_SEED, PARTY, heard)
    assert scene.state.turn == 0 and scene.state.extra_by == PARTY
    assert not [t for t in tweens if isinstance(t, Banner)]
    assert _pulses_on(tweens, scene.pieces().area(("extra_turn", 0)))
    scene.anims.finish_all()
    assert "party" in heard


def test_a_persons_extra_turn_keeps_its_banner(app):
    scene, tweens = _applied(app, [("Ann", "human"), ("Bob", "normal")], PARTY_SEED, PARTY)
    assert scene.state.extra_by == PARTY
    assert [t for t in tweens if isinstance(t, Banner)]


def _flight_and_light(scene, tweens, tile):
    flight = next(t for t in tweens if isinstance(t, Move) and ("tile", tile) in t.hides)
    light = _pulses_on(tweens, scene.pieces().area(("tile", tile)))
    assert len(light) == 1
    return flight, light[0]


def test_in_a_bots_chain_the_tile_that_asks_is_lit_as_it_lands(app):
    scene, tweens = _applied(app, [("Bob", "normal"), ("Ann", "human")], EXPLORER_SEED, EXPLORER)
    assert scene.state.pending().kind == "explorer" and scene.is_bot(scene.state.current_player())
    flight, light = _flight_and_light(scene, tweens, EXPLORER)
    landing = flight.delay + flight.duration
    assert light.delay < landing < light.delay + light.duration           # the light overlaps the landing ...
    assert light.delay + light.duration - landing <= light.duration / 2 + 1e-6     # ... half of it after
    assert max(t.delay + t.duration for t in tweens) <= landing + light.duration / 2 + 1e-6   # the step's end


def test_in_a_persons_chain_the_tile_that_asks_is_lit_once_it_landed(app):
    scene, tweens = _applied(app, [("Ann", "human"), ("Bob", "normal")], EXPLORER_SEED, EXPLORER)
    assert scene.state.pending().kind == "explorer"
    flight, light = _flight_and_light(scene, tweens, EXPLORER)
    assert light.delay >= flight.delay + flight.duration * 0.8


def test_the_layer_is_drawn_in_four_parts_whatever_the_number_of_camps(app):
    """A part of the layer costs the running app a frame, and a bot's move waits for its whole
    layer: one part per camp and panel made each move of a bot wait 9-12 frames."""
    for n in (2, 3, 6):
        scene = show(app, new_runner("camp", [(f"Bot {i + 1}", "normal") for i in range(n)], 3))
        parts = list(scene.render_layer(scene._painter._make()))
        assert len(parts) + 1 == 4, (n, len(parts) + 1)
        app.pop()
