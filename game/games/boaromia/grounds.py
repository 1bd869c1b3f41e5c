"""The festival grounds picture: one board drawn tile by tile with pygame primitives, once per
board and tile size. Grass with trodden tiles, the six stages (star-studded dance floors in
front of their buildings, with speakers, a coloured trim and the stage's name), bars on
wooden decks, the food court with its awnings, campsites full of tents, the Piggy Bank, the
toilets, first aid, and the obstacles: buildings, stall counters, tents and bushes. Every
named place gets a label. The state-dependent parts (lit stages, crowds, the blast, pawns)
are drawn over it by the panels."""

from __future__ import annotations

import random

import pygame

from game.ui import theme

from . import icons
from .icons import INK, STAGE_COLOURS
from .text import said

GRASS = (86, 138, 70)
GRASS_DARK = (74, 122, 60)
TENT_COLOURS = [(230, 120, 60), (70, 150, 220), (240, 200, 70), (150, 110, 210), (90, 190, 120), (220, 90, 120)]


def _shade(c, k: int):
    return tuple(max(0, min(255, v + k)) for v in c)


def bbox(geo, tiles) -> pygame.Rect:
    rects = [geo.tile_rect(t) for t in tiles]
    r = rects[0].unionall(rects[1:]) if len(rects) > 1 else rects[0].copy()
    return r


def draw_board(content, board, geo) -> pygame.Surface:
    """The board of ``board`` (a model.Board) at ``geo``'s tile size, on an opaque surface whose
    (0, 0) is the board's top-left tile."""
    grid = board.grid
    ts = geo.ts
    local = type(geo)(geo.width, geo.height, ts, 0, 0)
    surf = pygame.Surface((geo.width * ts, geo.height * ts))
    rng = random.Random(f"boaromia/{board.id}")
    surf.fill(GRASS)
    for t in range(grid.size):
        r = local.tile_rect(t)
        shade = rng.randint(-8, 8)
        pygame.draw.rect(surf, _shade(GRASS if (t + t // geo.width) % 2 else GRASS_DARK, shade), r)
        for _ in range(3):
            x = r.x + rng.randint(4, ts - 6)
            y = r.y + rng.randint(6, ts - 4)
            pygame.draw.line(surf, _shade(GRASS, 22), (x, y), (x + rng.randint(-2, 2), y - rng.randint(3, 6)), 1)
    kinds = grid.kinds
    areas = grid.areas
    # walkable ground first, then the obstacles over it
    for t in range(grid.size):
        _ground(surf, local, t, kinds[t], areas[t], content, rng)
    for area in board.areas:
        if content.areas[area].kind == "stage":
            _stage_building(surf, local, grid, area, content)
    for t in range(grid.size):
        _obstacle(surf, local, t, kinds[t], rng, grid)
    _tile_grid(surf, local, grid)
    try:
        return surf.convert()
    except pygame.error:
        return surf


def draw_labels(content, board, geo) -> pygame.Surface:
    """Every named place's label on a transparent surface the size of the board (drawn over
    whatever lies on the grounds, so lit tiles never cut a name in two)."""
    ts = geo.ts
    local = type(geo)(geo.width, geo.height, ts, 0, 0)
    surf = pygame.Surface((geo.width * ts, geo.height * ts), pygame.SRCALPHA)
    for area in board.areas:
        _label(surf, local, board.grid, area, content)
    return surf


def _ground(surf, geo, t: int, kind: str, area, content, rng) -> None:
    r = geo.tile_rect(t)
    ts = geo.ts
    if kind == "stars":
        col = STAGE_COLOURS.get(area, (200, 200, 200))
        pygame.draw.rect(surf, (52, 44, 60), r)
        pygame.draw.rect(surf, _shade((52, 44, 60), 10), r.inflate(-4, -4), border_radius=4)
        st = icons.star(round(ts * 0.34), _shade(col, -40), None)
        st.set_alpha(150)
        surf.blit(st, st.get_rect(center=r.center))
    elif kind == "bar":
        pygame.draw.rect(surf, (150, 100, 58), r)
        for i in range(1, 4):
            y = r.y + i * ts // 4
            pygame.draw.line(surf, (120, 78, 44), (r.x, y), (r.right, y), 1)
        ic = icons.mug(round(ts * 0.5))
        surf.blit(ic, ic.get_rect(center=(r.centerx, r.centery + ts * 0.08)))
    elif kind == "food":
        pygame.draw.rect(surf, (226, 210, 180), r)
        half = ts // 2
        for dx in (0, 1):
            for dy in (0, 1):
                if (dx + dy) % 2:
                    pygame.draw.rect(surf, (200, 182, 150), (r.x + dx * half, r.y + dy * half, half, half))
        stall = content.areas[area].stall if area in content.areas else None
        if stall in icons.FOOD_ICONS:
            ic = icons.FOOD_ICONS[stall](round(ts * 0.5))
            surf.blit(ic, ic.get_rect(center=(r.centerx, r.centery + ts * 0.08)))
    elif kind == "campsite":
        pygame.draw.rect(surf, (120, 170, 90), r)
        for i, (fx, fy) in enumerate(((0.3, 0.55), (0.68, 0.72))):
            tn = icons.tent(round(ts * 0.38), TENT_COLOURS[(t + i) % len(TENT_COLOURS)])
            surf.blit(tn, tn.get_rect(center=(r.x + ts * fx, r.y + ts * fy)))
        pygame.draw.line(surf, (90, 60, 40), (r.x + ts * 0.78, r.y + ts * 0.2), (r.x + ts * 0.78, r.y + ts * 0.5), 2)
        pygame.draw.polygon(surf, (240, 80, 80), [(r.x + ts * 0.78, r.y + ts * 0.2), (r.x + ts * 0.92, r.y + ts * 0.26),
                                                  (r.x + ts * 0.78, r.y + ts * 0.32)])
    elif kind == "piggy_bank":
        pygame.draw.rect(surf, (244, 196, 210), r)
        pygame.draw.rect(surf, (220, 150, 175), r.inflate(-6, -6), 2, border_radius=6)
        ic = icons.pig(round(ts * 0.66))
        surf.blit(ic, ic.get_rect(center=(r.centerx, r.centery + ts * 0.06)))
    elif kind == "toilets":
        pygame.draw.rect(surf, (170, 206, 230), r)
        ic = icons.toilet(round(ts * 0.56))
        surf.blit(ic, ic.get_rect(center=(r.centerx, r.centery + ts * 0.06)))
    elif kind == "first_aid":
        pygame.draw.rect(surf, (236, 236, 236), r)
        ic = icons.first_aid(round(ts * 0.5))
        surf.blit(ic, ic.get_rect(center=(r.centerx, r.centery + ts * 0.06)))
    elif kind == "empty":
        if rng.random() < 0.16:       # a trodden patch
            pygame.draw.ellipse(surf, (112, 150, 84), r.inflate(-ts * 0.3, -ts * 0.5).move(0, rng.randint(-6, 6)))


def _stage_building(surf, geo, grid, area: str, content) -> None:
    """A stage's building (its backstage tiles) with trim, speakers and lights, facing its floor."""
    back = [t for t in grid.area_cover(area) if grid.kinds[t] == "backstage"]
    if not back:
        return
    col = STAGE_COLOURS.get(area, (200, 200, 200))
    box = bbox(geo, back)
    pygame.draw.rect(surf, (34, 28, 40), box, border_radius=6)
    pygame.draw.rect(surf, _shade(col, -60), box.inflate(-6, -6), border_radius=5)
    stars = grid.area_tiles(area)
    sb = bbox(geo, stars)
    # which side faces the dance floor: the trim goes there
    ts = geo.ts
    trim = max(4, ts // 8)
    if sb.centery > box.bottom - 2:
        edge = pygame.Rect(box.x, box.bottom - trim, box.width, trim)
    elif sb.centery < box.y + 2:
        edge = pygame.Rect(box.x, box.y, box.width, trim)
    elif sb.centerx > box.right - 2:
        edge = pygame.Rect(box.right - trim, box.y, trim, box.height)
    else:
        edge = pygame.Rect(box.x, box.y, trim, box.height)
    pygame.draw.rect(surf, col, edge, border_radius=2)
    # speakers at the ends of the trim
    sw, sh = max(6, ts // 5), max(10, ts // 3)
    spk = icons.speaker(sw, sh)
    if edge.width >= edge.height:
        y = edge.centery - sh // 2 + (-sh // 2 if edge.y > box.y else sh // 2)
        surf.blit(spk, (box.x + 4, y))
        surf.blit(spk, (box.right - 4 - sw, y))
    else:
        x = edge.centerx - sw // 2 + (-sw // 2 if edge.x > box.x else sw // 2)
        surf.blit(spk, (x, box.y + 4))
        surf.blit(spk, (x, box.bottom - 4 - sh))
    # a string of lights along the roof
    for i in range(6):
        x = box.x + 8 + i * (box.width - 16) / 5
        pygame.draw.circle(surf, _shade(col, 60), (round(x), box.y + 6), max(2, ts // 24))
    pygame.draw.rect(surf, INK, box, 2, border_radius=6)


def _obstacle(surf, geo, t: int, kind: str, rng, grid) -> None:
    r = geo.tile_rect(t)
    ts = geo.ts
    if kind == "building":
        pygame.draw.rect(surf, (110, 104, 112), r.inflate(-4, -4), border_radius=5)
        roof = r.inflate(-10, -10)
        pygame.draw.rect(surf, (140, 132, 140), roof, border_radius=4)
        pygame.draw.line(surf, (96, 90, 100), roof.midleft, roof.midright, 2)
        pygame.draw.rect(surf, INK, r.inflate(-4, -4), 2, border_radius=5)
    elif kind == "stall":
        pygame.draw.rect(surf, (120, 80, 50), r.inflate(-2, -ts // 3).move(0, ts // 6))
        n = 4
        w = r.width / n
        for i in range(n):
            col = (230, 60, 60) if i % 2 == 0 else (250, 246, 236)
            pygame.draw.rect(surf, col, (r.x + i * w, r.y + 2, w + 1, ts * 0.42))
        for i in range(n):
            pygame.draw.circle(surf, (230, 60, 60) if i % 2 == 0 else (250, 246, 236),
                               (round(r.x + (i + 0.5) * w), round(r.y + ts * 0.44)), round(w / 2))
        pygame.draw.line(surf, INK, (r.x, r.y + 2), (r.right, r.y + 2), 2)
    elif kind == "tent":
        tn = icons.tent(round(ts * 0.8), TENT_COLOURS[rng.randrange(len(TENT_COLOURS))])
        surf.blit(tn, tn.get_rect(center=r.center))
    elif kind == "bush":
        for _ in range(5):
            rad = rng.randint(ts // 6, ts // 4)
            cx = r.x + rng.randint(rad, ts - rad)
            cy = r.y + rng.randint(rad, ts - rad)
            pygame.draw.circle(surf, (40, 96, 46), (cx, cy + 2), rad)
            pygame.draw.circle(surf, (56, 124, 58), (cx, cy), rad)
            pygame.draw.circle(surf, (80, 150, 74), (cx - rad // 3, cy - rad // 3), max(2, rad // 3))


def _tile_grid(surf, geo, grid) -> None:
    """Faint seams between walkable tiles, so steps can be counted."""
    seam = pygame.Surface((geo.ts, geo.ts), pygame.SRCALPHA)
    pygame.draw.rect(seam, (0, 0, 0, 34), seam.get_rect(), 1)
    for t in grid.walkable_tiles():
        surf.blit(seam, geo.tile_rect(t))


def _label(surf, geo, grid, area: str, content) -> None:
    a = content.areas[area]
    cover = grid.area_cover(area)
    if not cover:
        return
    ts = geo.ts
    if a.kind == "stage":
        back = [t for t in cover if grid.kinds[t] == "backstage"]
        box = bbox(geo, back or cover)
        size = 20 if ts >= 70 else 17
        name = said(a)
        col = STAGE_COLOURS.get(area, theme.TEXT)
        img = theme.font(size, True).render(name, True, (250, 246, 236))
        if box.height > box.width * 1.4:          # a tall building: the name runs up it
            img = pygame.transform.rotate(img, 90)
        pill = img.get_rect(center=box.center).inflate(14, 6)
        pygame.draw.rect(surf, (24, 20, 28), pill, border_radius=8)
        pygame.draw.rect(surf, col, pill, 2, border_radius=8)
        surf.blit(img, img.get_rect(center=pill.center))
        return
    tiles = grid.area_tiles(area) or cover
    box = bbox(geo, tiles)
    size = 16 if ts >= 70 else 14
    name = said(a)
    img = theme.font(size, True).render(name, True, (250, 246, 236))
    pill = img.get_rect(midtop=(box.centerx, box.y + 2)).inflate(10, 2)
    if pill.width > box.width + ts * 0.6 and box.height >= 2 * ts:
        img = pygame.transform.rotate(img, 90)
        pill = img.get_rect(midleft=(box.x + 2, box.centery)).inflate(2, 10)
    bg = pygame.Surface(pill.size, pygame.SRCALPHA)
    pygame.draw.rect(bg, (20, 16, 24, 200), bg.get_rect(), border_radius=6)
    surf.blit(bg, pill)
    surf.blit(img, img.get_rect(center=pill.center))
