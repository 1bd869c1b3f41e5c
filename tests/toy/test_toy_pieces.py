"""The kit's one list of what lies on a table (``game.ui.pieces``), on the toy table: the hotspots,
the drawing, the flights and the guide all come from the scene's ``lay_out``."""

from __future__ import annotations

import pygame
import pytest

from game.ui.hotspots import Hotspot
from game.ui.pieces import Pieces, piece
from tests.table_helpers import new_runner, show


def test_an_item_is_listed_once_and_a_hotspot_field_is_checked():
    one = pygame.Rect(0, 0, 10, 10)
    with pytest.raises(ValueError, match="listed once"):
        Pieces([piece(("cell", 1), one), piece(("cell", 1), one.move(20, 0))])
    with pytest.raises(TypeError, match="no hotspot field 'acton'"):
        piece(("cell", 1), one, id="cell:1", acton=("mark", 1))


def test_hotspots_are_the_named_pieces_with_hotspot_fields_topmost_first():
    under, over = pygame.Rect(0, 0, 100, 100), pygame.Rect(10, 10, 20, 20)
    pieces = Pieces([piece("panel", under, id="panel"),                      # named only: a guide target
                     piece(("card", 3), under, id="card:3", data=3, tip="three"),
                     piece(("card", 4), over, id="card:4", data=4, action=("play", 4))])
    spots = pieces.hotspots()
    assert [s.id for s in spots] == ["card:4", "card:3"]
    assert isinstance(spots[0], Hotspot) and spots[0].area == over and spots[0].data == 4
    assert spots[0].action == ("play", 4) and spots[1].hover_text() == "three"
    assert pieces.named() == {"panel": under, "card:3": under, "card:4": over}
    assert pieces.area(("card", 4)) == over and pieces.area(("card", 9)) is None


def test_the_toy_table_clicks_draws_and_flies_from_its_pieces(app):
    scene = show(app, new_runner("noughts", [("Ann", "human"), ("Bob", "human")], seed=1))
    cells = scene.pieces().of("board")
    assert [p.key for p in cells] == [("cell", i) for i in range(9)]
    targets = scene.targets()
    for p in cells:                                 # each cell's hotspot is its piece
        assert targets[p.id] == p.area
    # a cell the animations hide is left out of the drawing, the others are drawn
    drawn = []
    for p in cells:
        p.draw = lambda layer, one: drawn.append(one.key)
    scene.anims.hidden = lambda: {("cell", 4)}
    scene.draw_pieces(pygame.Surface((8, 8)), "board")
    assert drawn == [("cell", i) for i in range(9) if i != 4]
    del scene.anims.hidden
    # a move: the kit keeps where every piece lay just before it, for the flights
    assert scene.play(("mark", 4))
    assert scene.places_before[("cell", 4)] == targets["cell:4"]
    assert set(scene.places_before) == {"prompt", *(p.key for p in cells)}
    assert scene.pieces_before.get(("cell", 4)).spot["action"] == ("mark", 4)     # the list as it was
    assert scene.pieces().get(("cell", 4)).spot["why"]        # taken now: the click says why not


def test_the_guide_finds_a_named_piece_that_is_no_hotspot(app):
    scene = show(app, new_runner("noughts", [("Ann", "human"), ("Bob", "easy")], seed=2))
    board = pygame.Rect(300, 160, 720, 720)
    laid = scene.lay_out
    scene.lay_out = lambda: [piece("board", board, id="board"), *laid()]
    scene._touch()
    assert scene.guide_area("board") == board
    assert scene.guide_area("cell:*") == pygame.Rect(scene.targets()["cell:0"]).unionall(
        [pygame.Rect(scene.targets()[f"cell:{i}"]) for i in range(1, 9)])
