"""No place's label lies under a festival-goer's pawn (issue 23): where a pawn stands on a label,
the label moves just above or below it, on the board."""

from __future__ import annotations

import pytest

from game.games.boaromia import board_drawing
from game.games.boaromia.board import OBSTACLES
from tests.table_helpers import new_runner, show


@pytest.mark.parametrize("board", ["front", "back"])
def test_a_label_with_a_pawn_on_it_moves_clear_of_the_pawn(app, board):
    scene = show(app, new_runner("boaromia", [(f"P{i}", "normal") for i in range(8)], 3, {"board": board}))
    scene.step_bots_blocking(limit=30)                       # (everybody on the grounds)
    st, geo = scene.state, scene.geo
    labels = [rect for _piece, rect in board_drawing.label_places(scene, [])]
    moved = 0
    for label in labels:
        under = [t for t in range(geo.width * geo.height)
                 if geo.tile_rect(t).collidepoint(label.center) and st.ctx.kind[t] not in OBSTACLES]
        if not under:
            continue                                        # (a label on a building: nobody stands there)
        st.pos = [under[0]] * st.num_players                 # everyone on it
        scene._touch()
        pawns = scene.pieces().of("pawns")
        assert any(p.area.colliderect(label) for p in pawns)
        placed = [rect for _piece, rect in board_drawing.label_places(scene, pawns)]
        now = next(r for r, before in zip(placed, labels, strict=True) if before == label)
        assert not any(p.area.colliderect(now) for p in pawns), (label, now)
        assert geo.rect.contains(now)
        moved += 1
    assert moved >= 8
