"""Boaromia's table is one list of pieces (game/games/boaromia/on_table.py): every hotspot of a
table item is a piece, the layer draws the pieces (where they lie, less those an animation
carries), a pawn flies from where its piece lay before the step to where it lies after it, a
running level hides its level piece, and the first-game pointer to the line-up finds a named
piece, no place of the table spec's."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import registry
from game.games.boaromia import layout
from game.ui.anim import Move
from game.ui.layer import run_all
from game.ui.scene import LOGICAL_SIZE
from game.ui.table_look import AID_IDS
from tests.table_helpers import click, new_runner, show

#: the kit's own buttons: no piece of the table stands for them
KIT_BUTTONS = {"rules", "menu", *AID_IDS}


def at_walk(seed_range=range(1, 60)):
    """A two-human game at the start of someone's walk from round 2 on."""
    for seed in seed_range:
        runner = new_runner("boaromia", [("Ann", "human"), ("Ben", "human")], seed)
        rng = random.Random(seed)
        while not runner.state.is_terminal():
            st = runner.state
            if (st.turn_seat() is not None and st.decision() == "turn" and st.round >= 2
                    and st.steps_left == st.steps_per_turn(st.active)):
                return runner
            runner.play(rng.choice(st.legal_actions()))
    pytest.skip("no game reached a walk")


def layer_of(scene) -> pygame.Surface:
    scene._touch()
    layer = pygame.Surface(LOGICAL_SIZE)
    run_all(scene.paint, layer)
    return layer


def picture(layer: pygame.Surface, rect) -> bytes:
    return pygame.image.tobytes(layer.subsurface(rect), "RGB")


@pytest.mark.parametrize("when", ["characters", "walk", "log"])
def test_every_hotspot_of_the_table_is_one_of_its_pieces(app, when):
    if when == "characters":
        scene = show(app, new_runner("boaromia", [("Ann", "human"), ("Ben", "human")], 3))
        assert scene.state.pending().kind == "character"
    else:
        scene = show(app, at_walk())
    if when == "log":
        click(app, "log")
        assert scene.show_log
    pieces = scene.pieces()
    own = [spot for spot in scene.spots() if spot.id not in KIT_BUTTONS]
    assert own and [spot.id for spot in own] == [one.id for one in reversed(list(pieces)) if one.is_hotspot]
    for spot in own:
        assert spot.area == pieces.by_id[spot.id].area
    kinds = {one.key[0] if isinstance(one.key, tuple) else one.key for one in pieces}
    assert {"slot", "event", "goal", "kept goals", "lineup", "log"} <= kinds
    setup = when == "characters"            # (the character cards over the board; nobody on it yet)
    assert ("char" in kinds) == setup and ("tile" in kinds) == ("pawn" in kinds) == (not setup)
    assert ("seat" in kinds and "level" in kinds and "prompt" in kinds) == (when != "log")


def test_the_layer_draws_the_pieces_where_they_lie_and_leaves_out_what_flies(app):
    scene = show(app, at_walk())
    seat = scene.state.active
    pawn, slot = scene.pieces().area(("pawn", seat)), scene.pieces().area(("slot", 3))
    plain = layer_of(scene)
    # a pawn an animation carries is left out of the layer
    scene.anims.hidden = lambda: {("pawn", seat)}
    assert picture(layer_of(scene), pawn) != picture(plain, pawn)
    del scene.anims.hidden
    assert picture(layer_of(scene), pawn) == picture(plain, pawn)
    # a slot left out of the list is neither drawn nor clicked; a pawn is drawn where its piece lies
    laid = scene.lay_out
    geo = scene.geo
    board = pygame.Rect(geo.tile_rect(0).topleft, (geo.width * geo.ts, geo.height * geo.ts))
    away = pawn.move(3 * scene.geo.ts, 2 * scene.geo.ts).clamp(board)     # (on the board, wherever the pawn is)

    def changed():
        out = [one for one in laid() if one.key != ("slot", 3)]
        for one in out:
            if one.key == ("pawn", seat):
                one.area = away
        return out
    scene.lay_out = changed
    other = layer_of(scene)
    assert "slot:3" not in scene.targets() and "slot:4" in scene.targets()
    assert picture(other, slot) != picture(plain, slot)
    assert picture(other, pawn) != picture(plain, pawn) and picture(other, away) != picture(plain, away)


def test_a_pawn_flies_from_its_piece_before_the_step_to_its_piece_after(app):
    runner = at_walk()
    scene = show(app, runner)
    app.anim_speed_override = 1.0
    st = scene.state
    seat = st.active
    target = next(t for t, spot in scene.reach.spots.items() if spot.cost >= 2 and not spot.sprints)
    start = scene.pieces().area(("pawn", seat))
    click(app, f"tile:{target}")
    assert scene.pieces_before.area(("pawn", seat)) == start           # (the walk's first step flies first)
    flights = [t for t in scene.anims.tweens if isinstance(t, Move) and ("pawn", seat) in t.hides]
    assert flights, "the pawn does not fly"
    assert flights[0].start == scene.pieces_before.area(("pawn", seat))
    assert flights[-1].end == scene.pieces().area(("pawn", seat))
    assert ("pawn", seat) not in {one.key for one in scene.pieces().shown("pawns", scene.anims.hidden())}
    runs = [t for t in scene.anims.tweens if t.hides and t.hides[0][0] == "level"]
    for run in runs:                                # a running level stands where its piece lies
        assert pygame.Rect(run.rect) == scene.pieces().area(run.hides[0])


def test_the_line_up_pointer_finds_a_named_piece(app):
    spec = registry.get("boaromia").table
    assert not spec.places and ("lineup", spec.guide[0][1]) == spec.guide[0]
    scene = show(app, at_walk())
    line_up = scene.pieces().get("lineup")
    assert line_up.area == layout.LINEUP_RECT and not line_up.is_hotspot
    assert scene.guide_area("lineup") == layout.LINEUP_RECT


def at_coins(seed_range=range(1, 80)):
    """A two-human game where the one to walk may hand a coin over (Give 1 / Take 1 on a track)."""
    for seed in seed_range:
        runner = new_runner("boaromia", [("Ann", "human"), ("Ben", "human")], seed)
        rng = random.Random(seed)
        while not runner.state.is_terminal():
            st = runner.state
            if st.round >= 2 and any(a[0] in ("give", "take") for a in st.legal_actions()):
                return runner
            runner.play(rng.choice(st.legal_actions()))
    pytest.skip("no game offered a coin to hand over")


def drawn_buttons(scene) -> list[tuple]:
    """Where the layer draws buttons, in the order it draws them."""
    drawn: list[tuple] = []
    scene.draw_button = lambda surface, rect, look, hover=False: drawn.append(tuple(rect))
    layer_of(scene)
    return drawn


def test_every_button_is_drawn_once_topmost_last_and_a_replay_draws_only_the_kits(app):
    """The kit's buttons drawing reads the pieces: each button once, the coin buttons with their
    track (before the buttons elsewhere), the others in the pieces' drawing order; on a replay's
    table (the same game) none of the table's own buttons, only the kit's."""
    from game.ui.table import read_only
    runner = at_coins()
    scene = show(app, runner)
    buttons = [tuple(one.area) for one in scene.pieces() if one.spot.get("look") is not None]
    coins = [tuple(one.area) for one in scene.pieces().of("coins")]
    assert coins and len(buttons) > len(coins)
    drawn = [area for area in drawn_buttons(scene) if area in buttons]
    assert sorted(drawn) == sorted(buttons)
    assert drawn == coins + [area for area in buttons if area not in coins]
    kits = [area for area in drawn_buttons(scene) if area not in buttons]
    assert kits
    replay = show(app, runner)
    replay.__class__ = read_only(type(replay))
    replay._touch()
    assert not set(drawn_buttons(replay)) & set(buttons)
