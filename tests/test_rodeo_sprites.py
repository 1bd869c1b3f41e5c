"""Rock'n Rodeo's pictures come from the sprite tool (tools/sprites/rodeo.py): the committed PNGs
are what the tool draws, one for every name it lists, and the four genres read apart by their
symbols (not by colour alone) under protanopia, deuteranopia and tritanopia, the simulation of
tools/colourblind.py."""

from __future__ import annotations

import itertools
import os
import sys

import pygame
import pytest
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import colourblind  # noqa: E402

from sprites import rodeo as art  # noqa: E402

SPRITES = os.path.join(ROOT, "sprites", "rodeo")
KINDS = sorted(colourblind.MATRICES)


@pytest.fixture(scope="module")
def drawn():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    return art.pictures()


def saved(name: str) -> pygame.Surface:
    return pygame.image.load(os.path.join(SPRITES, name)).convert_alpha()


def test_the_committed_pictures_are_what_the_sprite_tool_draws(drawn):
    assert sorted(os.listdir(SPRITES)) == sorted(drawn), "run tools/make_sprites.py"
    for name, surf in drawn.items():
        assert pygame.image.tobytes(saved(name), "RGBA") == pygame.image.tobytes(surf, "RGBA"), \
            f"{name}: run tools/make_sprites.py"


def test_every_genre_and_every_piece_of_the_content_has_its_pictures(drawn):
    content = {f: yaml.safe_load(open(os.path.join(ROOT, "content", "rodeo", f"{f}.yaml"), encoding="utf-8"))
               for f in ("genres", "bands", "stands", "upgrades", "campsites", "rules")}
    genres = [g["id"] for g in content["genres"]["genres"]]
    assert sorted(genres) == sorted(art.GENRES)
    want = [f"{p}_{g}.png" for g in genres for p in ("marker", "fan", "fancard", "fanback")]
    want += [f"marker_{g}_{m}.png" for g in genres for m in ("up", "down")]
    want += [f"genre_{g}_{s}.png" for g in (*genres, "wild") for s in art.ICON_SIZES]
    want += [f"band_{b['tier']}.png" for b in content["bands"]["bands"]]
    want += [f"stand_{s['kind']}.png" for s in content["stands"]["stands"]]
    want += [f"upgrade_{u['id']}.png" for u in content["upgrades"]["upgrades"]]
    want += [f"icon_{u['id']}_{s}.png" for u in content["upgrades"]["upgrades"] for s in art.ICON_SIZES]
    want += [f"campsite_{side}.png" for c in content["campsites"]["campsites"] for side in c["sides"]]
    assert [n for n in want if n not in drawn] == []
    chaos = content["rules"]["chaos"]
    assert drawn["track_chaos.png"].get_width() == (chaos["high"] - chaos["low"] + 1) * art.CELL_W


def luminance(c) -> float:
    lin = [colourblind.TO_LINEAR[v] for v in c[:3]]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def seen(surf: pygame.Surface, kind: str) -> pygame.Surface:
    flat = pygame.Surface(surf.get_size())
    flat.fill((60, 70, 50))
    flat.blit(surf, (0, 0))
    return colourblind.simulate(flat, kind)


def symbol_pixels(surf: pygame.Surface, centre, r: float) -> set:
    """The pixels within ``r`` of ``centre`` that stand apart in lightness from the ground the
    symbol lies on (the median of a thin ring at ``r``): the symbol's shape, whatever its colours."""
    cx, cy = centre
    box = [(x, y) for x in range(int(cx - r) - 1, int(cx + r) + 2) for y in range(int(cy - r) - 1, int(cy + r) + 2)]
    ring = sorted(luminance(surf.get_at((x, y))) for x, y in box
                  if (r - 1) ** 2 <= (x - cx) ** 2 + (y - cy) ** 2 <= r * r)
    ref = ring[len(ring) // 2]
    return {(x, y) for x, y in box
            if (x - cx) ** 2 + (y - cy) ** 2 <= r * r and abs(luminance(surf.get_at((x, y))) - ref) > 0.12}


#: where the symbol lies on each picture and how far its ground reaches
MARKS = {
    "genre_{}_48.png": ((24, 24), 14.5),        # a chip: the symbol on the genre colour
    "marker_{}.png": ((28, 32), 9.5),           # a camping marker: ink on a light disc
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("pattern", sorted(MARKS))
def test_the_genres_differ_in_shape_under_each_colour_blindness(drawn, kind, pattern):
    centre, r = MARKS[pattern]
    genres = (*art.GENRES, "wild") if pattern.startswith("genre") else art.GENRES
    marks = {g: symbol_pixels(seen(drawn[pattern.format(g)], kind), centre, r) for g in genres}
    area = 3.14159 * r * r
    assert all(len(m) > 0.15 * area for m in marks.values()), {g: len(m) for g, m in marks.items()}
    for a, b in itertools.combinations(genres, 2):
        assert len(marks[a] ^ marks[b]) > 0.15 * area, (a, b, kind)


def test_satisfied_and_dissatisfied_differ_in_shape_as_well_as_colour(drawn):
    """A round badge with the thumb up against a square one with the thumb down: their white
    thumbs and their outlines differ, whatever colours a player sees."""
    def white(name):
        surf = drawn[name]
        return {(x, y) for x in range(surf.get_width()) for y in range(surf.get_height())
                if min(surf.get_at((x, y))[:3]) > 200 and surf.get_at((x, y))[3] > 200}

    up, down = white("thumb_up.png"), white("thumb_down.png")
    assert len(up ^ down) > 0.5 * len(up)
    shapes = [pygame.mask.from_surface(drawn[f"thumb_{m}.png"], 128) for m in ("up", "down")]
    assert shapes[1].count() - shapes[0].count() > 0.05 * 28 * 28            # the square's corners
