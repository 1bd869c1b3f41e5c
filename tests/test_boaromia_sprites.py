"""Boaromia's pictures come from the sprite tool (tools/sprites/boaromia.py): the committed
PNGs must be what the tool draws from today's boards, and every icon the table asks for must
exist."""

import itertools
import os
import sys

import pygame
import pytest

from game.games.boaromia import icons, layout, model

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

from sprites import boaromia as art  # noqa: E402

C = model.load()


@pytest.mark.parametrize("board_id", sorted(C.boards))
def test_board_pictures_match_the_maps(board_id):
    board = C.boards[board_id]
    geo = layout.board_geo(board.grid.width, board.grid.height)
    drawn = art.draw_board(C, board, geo)
    saved = pygame.image.load(icons.IMAGES.path(f"boaromia/board_{board_id}.png"))
    assert saved.get_size() == drawn.get_size()
    assert pygame.image.tobytes(saved, "RGB") == pygame.image.tobytes(drawn, "RGB"), \
        "run tools/make_sprites.py after changing content/boaromia/boards.yaml"


def test_every_picture_the_table_draws_exists():
    tile_sizes = [layout.board_geo(b.grid.width, b.grid.height).ts for b in C.boards.values()]
    names = ["table.png"] + [f"symbol_{icons.STAGE_SYMBOLS[s]}_{icons.SYMBOL_SIZE}.png" for s in icons.STAGE_COLOURS]
    names += [f"{name}_{size}.png" for name, sizes in icons.SIZES.items() for size in sizes]
    names += [f"{name}_{icons.board_size(name, ts)}.png" for name in icons.ON_BOARD for ts in tile_sizes]
    names += [f"{name}_{size}_{layer}.png" for name, size in icons.TINTED for layer in ("fill", "ink")]
    assert [n for n in names if not icons.IMAGES.exists(f"boaromia/{n}")] == []


def test_the_line_up_draws_each_stage_with_its_own_symbol_from_the_tool():
    """The line-up's band shows the stage's symbol of the board (issue 10, colour-blind safe): the
    tool's shape in ink, a different one for every stage."""
    assert set(icons.STAGE_SYMBOLS) == set(icons.STAGE_COLOURS) == {a for a, v in C.areas.items() if v.kind == "stage"}
    assert len(set(icons.STAGE_SYMBOLS.values())) == len(icons.STAGE_SYMBOLS)
    for stage, shape in icons.STAGE_SYMBOLS.items():
        want = art.stage_symbol(shape, icons.SYMBOL_SIZE, icons.INK)
        assert pygame.image.tobytes(icons.stage_symbol(stage), "RGBA") == pygame.image.tobytes(want, "RGBA"), \
            "run tools/make_sprites.py after changing a stage's symbol"


def test_a_pawn_without_a_character_yet_is_a_plain_token(caplog):
    """Before a character is chosen the track shows the seat's plain token: no figure is asked for
    (the tours logged "figure_None_60.png unavailable" and drew a placeholder)."""
    with caplog.at_level("WARNING"):
        plain = icons.pawn(28, (217, 83, 79), None)
    assert not [r for r in caplog.records if "unavailable" in r.getMessage()]
    assert plain.get_size() == (32, 32)
    assert plain.get_at((16, 22))[:3] == (217, 83, 79)          # the seat's colour where a figure would be


def test_a_tinted_icon_is_its_fill_in_the_colour_under_its_ink():
    img = icons.icon("heart", 12, (224, 122, 63))
    want = art.heart(12, (224, 122, 63))
    assert pygame.image.tobytes(img, "RGBA") == pygame.image.tobytes(want, "RGBA")


def test_every_character_has_its_own_figure_at_every_pawn_size():
    tile_sizes = [layout.board_geo(b.grid.width, b.grid.height).ts for b in C.boards.values()]
    sizes = icons.pawn_sizes(tile_sizes)
    assert set(art.FIGURES) == {c.id for c in C.characters}
    for cid in art.FIGURES:
        for size in sizes:
            saved = pygame.image.load(icons.IMAGES.path(f"boaromia/figure_{cid}_{size}.png"))
            assert pygame.image.tobytes(saved, "RGBA") == pygame.image.tobytes(art.figure(cid, size), "RGBA"), \
                "run tools/make_sprites.py after changing a figure"


def test_the_figures_differ_in_silhouette_even_at_the_smallest_pawn_size():
    """Not letters (Crazy Q and Chatty Charlie were both "C"): every two figures' shapes differ in
    at least 8 % of the pawn's pixels at the smallest size a pawn is drawn."""
    tile_sizes = [layout.board_geo(b.grid.width, b.grid.height).ts for b in C.boards.values()]
    s = min(icons.pawn_sizes(tile_sizes))
    masks = {cid: pygame.mask.from_surface(art.figure(cid, s), 128) for cid in art.FIGURES}
    for a, b in itertools.combinations(masks, 2):
        differ = masks[a].count() + masks[b].count() - 2 * masks[a].overlap_area(masks[b], (0, 0))
        assert differ >= 0.08 * s * s, (a, b, differ)


def test_a_pawn_is_the_seat_colour_under_the_characters_figure():
    red, blue = icons.pawn(44, (217, 83, 79), "crazy_q"), icons.pawn(44, (91, 192, 222), "crazy_q")
    other = icons.pawn(44, (217, 83, 79), "chatty_charlie")
    assert pygame.image.tobytes(red, "RGBA") != pygame.image.tobytes(blue, "RGBA")
    assert pygame.image.tobytes(red, "RGBA") != pygame.image.tobytes(other, "RGBA")
    assert icons.figure("dozy_dora", 50).get_size() == (50, 50)           # any other size: scaled
