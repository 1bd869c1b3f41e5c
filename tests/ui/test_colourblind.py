"""Colour is never the only carrier: Boaromia's stages carry a symbol each, and their symbols on
the board stay apart through the protanopia, deuteranopia and tritanopia simulations of
tools/colourblind.py (Machado et al. 2009, severity 1.0)."""

from __future__ import annotations

import itertools
import os
import sys

import pygame
import pytest

from game.games.boaromia import icons, layout, model

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))

from colourblind import MATRICES, simulate  # noqa: E402

from sprites import boaromia as art  # noqa: E402

C = model.load()
STAGES = [a for a in C.areas if C.areas[a].kind == "stage"]


def test_every_stage_has_its_own_symbol():
    assert set(STAGES) <= set(art.STAGE_SYMBOLS)
    assert len({art.STAGE_SYMBOLS[s] for s in STAGES}) == len(STAGES)


def test_the_symbols_differ_in_shape_not_only_in_colour():
    masks = {s: pygame.mask.from_surface(art.stage_symbol(art.STAGE_SYMBOLS[s], 40, (255, 255, 255)))
             for s in STAGES}
    for a, b in itertools.combinations(STAGES, 2):
        same = masks[a].overlap_area(masks[b], (0, 0))
        differ = masks[a].count() + masks[b].count() - 2 * same
        assert differ > 0.2 * max(masks[a].count(), masks[b].count()), (a, b)


def _symbol_ink(board_img: pygame.Surface, geo, tile: int) -> pygame.mask.Mask:
    """Where a star tile's symbol is drawn: the pixels that differ from the tile's plain floor."""
    r = geo.tile_rect(tile)
    r.topleft = (r.x - geo.x0, r.y - geo.y0)
    sub = board_img.subsurface(r.inflate(-10, -10))
    floor = sub.get_at((2, 2))
    mask = pygame.mask.Mask(sub.get_size())
    for x in range(sub.get_width()):
        for y in range(sub.get_height()):
            c = sub.get_at((x, y))
            if sum(abs(c[i] - floor[i]) for i in range(3)) > 24:
                mask.set_at((x, y))
    return mask


@pytest.mark.parametrize("kind", sorted(MATRICES))
def test_on_the_board_each_stage_reads_apart_through_every_simulation(kind):
    board = C.boards["front"]
    geo = layout.board_geo(board.grid.width, board.grid.height)
    seen = simulate(pygame.image.load(icons.IMAGES.path("boaromia/board_front.png")), kind)
    grid = board.grid
    first = {area: next(t for t in range(grid.size) if grid.areas[t] == area and grid.kinds[t] == "stars")
             for area in STAGES if area in board.areas}
    inks = {area: _symbol_ink(seen, geo, t) for area, t in first.items()}
    assert len(inks) >= 5
    for a, b in itertools.combinations(inks, 2):
        same = inks[a].overlap_area(inks[b], (0, 0))
        differ = inks[a].count() + inks[b].count() - 2 * same
        assert inks[a].count() > 20 and differ > 0.2 * max(inks[a].count(), inks[b].count()), (kind, a, b)
