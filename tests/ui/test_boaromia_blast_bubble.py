"""The blast-from-the-past and its speech bubble stay on the festival grounds (issue 23: at The
Trough, on the board's top row, the bubble covered a line-up slot)."""

from __future__ import annotations

import pygame
import pytest

from game.games.boaromia import layout
from tests.table_helpers import new_runner, show
from tests.ui.test_boaromia_on_table import layer_of


@pytest.mark.parametrize("board", ["front", "back"])
def test_the_blast_never_covers_the_line_up(app, board):
    scene = show(app, new_runner("boaromia", [("A", "normal"), ("B", "normal")], 3, {"board": board}))
    scene.step_bots_blocking(limit=12)
    st = scene.state
    places = [*st.ctx.board.bars, "food_court"]
    strips = set()
    for place in places:
        st.blast = place
        layer = layer_of(scene)
        strips.add(pygame.image.tobytes(layer.subsurface(layout.LINEUP_RECT), "RGB"))
    assert len(strips) == 1            # the line-up looks the same wherever the blast stands
