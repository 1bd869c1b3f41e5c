"""Camp Roskilde's tile art for colour-blind players: every vibe carries its own emblem, which
stays apart from every other under protanopia, deuteranopia and tritanopia (the simulation of
tools/colourblind.py); every tile has a rim that stands out from the grass; and the committed
pictures are what tools/sprites/camp.py draws."""

from __future__ import annotations

import itertools
import os
import sys

import pygame
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import colourblind  # noqa: E402

from sprites import camp as art  # noqa: E402

VIBES = ("green", "blue", "red", "black")
SIZE = 132                                  # a grounds tile on the table


def picture(name: str, size: int = SIZE) -> pygame.Surface:
    img = pygame.image.load(os.path.join(ROOT, "sprites", "camp", name))
    return pygame.transform.smoothscale(img.convert_alpha(), (size, size)) if size else img.convert_alpha()


def seen(surf: pygame.Surface, kind: str) -> pygame.Surface:
    flat = pygame.Surface(surf.get_size())
    flat.fill((60, 120, 60))
    flat.blit(surf, (0, 0))
    return colourblind.simulate(flat, kind)


def luminance(c) -> float:
    lin = [colourblind.TO_LINEAR[v] for v in c[:3]]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


#: the emblem's disc on a tile of SIZE (tools/sprites/camp.py: centre 172, 28 and radius 21 of 200)
DISC = (SIZE * 172 / 200, SIZE * 28 / 200, SIZE * 21 / 200 * 0.9)


def dark_pixels(surf: pygame.Surface, disc=DISC) -> set:
    """The dark (ink) pixels inside a disc: an emblem's shape, whatever its colours."""
    cx, cy, r = disc
    return {(x, y) for x in range(int(cx - r), int(cx + r) + 1) for y in range(int(cy - r), int(cy + r) + 1)
            if (x - cx) ** 2 + (y - cy) ** 2 <= r * r and luminance(surf.get_at((x, y))) < 0.05}


@pytest.fixture(autouse=True, scope="module")
def display():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield


def test_the_simulation_merges_red_and_green_for_deuteranopia():
    red, green = pygame.Surface((2, 2)), pygame.Surface((2, 2))
    red.fill((208, 68, 58))
    green.fill((63, 155, 75))
    a, b = (colourblind.simulate(s, "deuteranopia").get_at((0, 0)) for s in (red, green))
    assert max(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True)) < 40      # near alike: why emblems


@pytest.mark.parametrize("kind", sorted(colourblind.MATRICES))
def test_every_vibe_has_an_emblem_no_other_vibe_shares(kind):
    marks = {v: dark_pixels(seen(picture(f"tile_{v}.png"), kind)) for v in VIBES}
    area = 3.14159 * DISC[2] ** 2
    for a, b in itertools.combinations(VIBES, 2):
        differ = len(marks[a] ^ marks[b])
        assert differ > 0.15 * area, (a, b, differ, area)
    assert all(len(m) > 0.1 * area for m in marks.values())
    assert len(dark_pixels(seen(picture("tile_none.png"), kind))) < 0.02 * area        # colourless: none


@pytest.mark.parametrize("kind", sorted(colourblind.MATRICES))
def test_every_tile_stands_out_from_the_grass(kind):
    board = seen(picture("board.png", 0), kind)
    cx, cy = board.get_width() // 2, board.get_height() // 2
    patch = [luminance(board.get_at((x, y))) for x in range(cx - 40, cx + 40, 4) for y in range(cy - 40, cy + 40, 4)]
    grass = sum(patch) / len(patch)                           # the grass of a pitch, stripes and all
    for vibe in (*VIBES, "none"):
        tile = seen(picture(f"tile_{vibe}.png"), kind)
        rim = luminance(tile.get_at((SIZE // 2, 2)))
        assert (rim + 0.05) / (grass + 0.05) >= 3.0, vibe         # a light rim on the darker grass


def test_the_committed_pictures_are_what_the_sprite_tool_draws():
    drawn = {f"tile_{v}.png": art.make_camp_tile(v) for v in (*VIBES, "none")}
    drawn |= {f"emblem_{v}.png": art.make_emblem(v) for v in VIBES}
    drawn |= {"when_placed.png": art.make_when(False), "when_leaving.png": art.make_when(True)}
    for name, surf in drawn.items():
        saved = picture(name, 0)
        assert pygame.image.tobytes(saved, "RGBA") == pygame.image.tobytes(surf, "RGBA"), \
            f"{name}: run tools/make_sprites.py"


def test_the_cli_writes_three_simulations(tmp_path):
    colourblind.main([os.path.join(ROOT, "sprites", "camp", "tile_red.png"), str(tmp_path), "--width", "64"])
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "tile_red_deuteranopia.png", "tile_red_protanopia.png", "tile_red_tritanopia.png"]
