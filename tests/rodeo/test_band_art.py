"""Each of Rock'n Rodeo's 32 bands has its own picture (issue 24, "Cards say everything"): every band
of content/rodeo/bands.yaml has ``sprites/rodeo/band_<id>.png`` (drawn by tools/sprites/rodeo_bands.py,
which tests/test_rodeo_sprites.py holds to the committed files), no two bands share one, and the
band's card in the market and its place on the stage show it (every band used to show its tier's
one picture)."""

from __future__ import annotations

import os

import pygame
import pytest
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BANDS = yaml.safe_load(open(os.path.join(ROOT, "content", "rodeo", "bands.yaml"), encoding="utf-8"))["bands"]


@pytest.fixture(scope="module")
def scene():
    from game.ui.app import App
    from game.ui.scene import LOGICAL_SIZE
    from tests.table_helpers import new_runner, show
    app = App(size=LOGICAL_SIZE, start=False)
    app.anim_speed_override = 0.0
    yield show(app, new_runner("rodeo", [("Ada", "human"), ("Bo", "easy")]))
    while app.stack:
        app.stack.pop().exit()


def test_every_band_of_the_content_has_a_picture_of_its_own():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    assert len(BANDS) == 32
    seen: dict[bytes, str] = {}
    for b in BANDS:
        path = os.path.join(ROOT, "sprites", "rodeo", f"band_{b['id']}.png")
        assert os.path.isfile(path), b["id"]
        pic = pygame.image.load(path)
        assert pic.get_size() == (120, 168)
        pixels = pygame.image.tobytes(pic, "RGBA")
        assert pixels not in seen, f"{b['id']} looks like {seen.get(pixels)}"
        seen[pixels] = b["id"]
    total = sum(os.path.getsize(os.path.join(ROOT, "sprites", "rodeo", f"band_{b['id']}.png")) for b in BANDS)
    assert total < 600_000                     # about as much as the rest of Rock'n Rodeo's cards


def _pixels(surface: pygame.Surface, r: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(r), "RGB")


def test_the_market_and_the_stage_show_each_bands_own_picture(scene):
    """Every band drawn as the market's band card (every height the display gives it where one has room) and in a day's
    place on the stage: the picture there differs from every other band's, and it is the band's own."""
    from game.games.rodeo import art, layout, market, stage
    content = scene.state.content
    assert [b.id for b in content.bands] == [b["id"] for b in BANDS]
    sizes = sorted(r.size for r in {r.size: r for n in range(1, 14) for r in layout.band_rects(n)}.values()
                   if r.height - 8 - layout.BAND_NAME_H - 2 >= 16)       # (a crowded display's flat card has none)
    assert len(sizes) >= 2
    for size in sizes:
        surface = pygame.Surface(size)
        pic = pygame.Rect(8, layout.BAND_NAME_H + 2, 58, size[1] - 8 - layout.BAND_NAME_H - 2)
        drawn = set()
        for band, b in enumerate(content.bands):
            surface.fill((0, 0, 0))
            market._band_face(scene, surface, pygame.Rect(0, 0, *size), band, False)
            inner = pic.inflate(-12, -12)            # (less the tier's rim and the picture's round corners)
            got = _pixels(surface, inner)
            # between the stars a Legend has across the picture's head and the fans it brings
            above = pygame.Rect(inner.x, pic.y + 18, inner.width, pic.bottom - 28 - pic.y - 18)
            if above.height > 0:
                own = art.band_picture(b.id, pic.size).subsurface(above.move(-pic.x, -pic.y))
                want = pygame.image.tobytes(own, "RGB")
                assert max(abs(x - y) for x, y in zip(_pixels(surface, above), want, strict=True)) <= 4, b.id
            drawn.add(got)
        assert len(drawn) == len(content.bands), size
    slot = layout.stage_slots()[0]
    surface = pygame.Surface(slot.size)
    thumb = pygame.Rect(6, 5, 64, slot.height - 10)
    drawn = set()
    for band, _b in enumerate(content.bands):
        stage._slot(scene, surface, pygame.Rect(0, 0, *slot.size), 0, False, (band, ((0, 1),), (), 0, False))
        drawn.add(_pixels(surface, thumb))
    assert len(drawn) == len(content.bands)
