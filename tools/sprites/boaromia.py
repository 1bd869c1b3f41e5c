"""Boaromia Festival's art: the table's cloth, the stages' symbols for the line-up, the grounds of each
board, the icons of the table (pawns of the crowd, the blast-from-the-past, places and
levels: drinks, meals, coins, toilets, first aid, energy, bladder, fun) and each character's
figure for the festival-goers' pawns, drawn with pygame primitives at the very sizes the table
uses (so no resampling blurs them) into ``sprites/boaromia/``. Words never go into these
pictures: the places' labels and the blast's talk are drawn by the table, and so is the pawn's
disc in the seat's colour (``game/games/boaromia/icons.py``, ``grounds.py``), which also holds
the palette used here.

A board comes from the game's content (``content/boaromia/boards.yaml``): after changing a board's
map, run ``tools/make_sprites.py`` again (a test compares the pictures with the maps)."""

from __future__ import annotations

import math
import random
import sys

import pygame

from .common import ROOT, Canvas, save

if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from game.games.boaromia import layout, model  # noqa: E402
from game.games.boaromia.cards import CARD_BG  # noqa: E402
from game.games.boaromia.icons import (  # noqa: E402
    BLADDER,
    COIN,
    ENERGY,
    FUN,
    INK,
    ON_BOARD,
    SIZES,
    STAGE_COLOURS,
    STAGE_SYMBOLS,
    SYMBOL_SIZE,
    TINTED,
    board_size,
    pawn_sizes,
)
from game.ui import theme, widgets  # noqa: E402

GRASS = (86, 138, 70)
GRASS_DARK = (74, 122, 60)
TENT_COLOURS = [(230, 120, 60), (70, 150, 220), (240, 200, 70), (150, 110, 210), (90, 190, 120), (220, 90, 120)]
CROWD = (150, 150, 162)


def _surf(w: int, h: int | None = None) -> pygame.Surface:
    return pygame.Surface((w, h if h is not None else w), pygame.SRCALPHA)


def star_points(cx: float, cy: float, r: float, inner: float = 0.45, n: int = 5) -> list[tuple[float, float]]:
    pts = []
    for i in range(2 * n):
        a = -math.pi / 2 + i * math.pi / n
        rr = r if i % 2 == 0 else r * inner
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def star(s: int, colour, outline=INK) -> pygame.Surface:
    surf = _surf(s)
    pts = star_points(s / 2, s / 2 + s * 0.04, s * 0.48)
    pygame.draw.polygon(surf, colour, pts)
    if outline is not None:
        pygame.draw.polygon(surf, outline, pts, max(1, s // 14))
    return surf


def stage_symbol(shape: str, s: int, colour) -> pygame.Surface:
    """A stage's symbol (:data:`STAGE_SYMBOLS`) of ``s`` pixels in ``colour``."""
    if shape == "star":
        return star(s, colour, None)
    if shape == "heart":
        return heart(s, colour, None)
    surf = _surf(s)
    m, c = s * 0.08, s / 2
    if shape == "diamond":
        pygame.draw.polygon(surf, colour, [(c, m), (s - m, c), (c, s - m), (m, c)])
    elif shape == "ring":
        pygame.draw.circle(surf, colour, (c, c), c - m, max(2, round(s * 0.2)))
    elif shape == "triangle":
        pygame.draw.polygon(surf, colour, [(c, m), (s - m, s - m * 1.5), (m, s - m * 1.5)])
    else:
        pygame.draw.rect(surf, colour, pygame.Rect(round(m * 1.5), round(m * 1.5), round(s - 3 * m), round(s - 3 * m)))
    return surf


def bolt(s: int, colour=ENERGY) -> pygame.Surface:
    surf = _surf(s)
    k = s / 20
    pts = [(11 * k, 1 * k), (3 * k, 11 * k), (9 * k, 11 * k), (7 * k, 19 * k), (17 * k, 8 * k), (11 * k, 8 * k),
           (13 * k, 1 * k)]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, INK, pts, max(1, s // 14))
    return surf


def drop(s: int, colour=BLADDER) -> pygame.Surface:
    surf = _surf(s)
    cx, r = s / 2, s * 0.3
    pts = [(cx, s * 0.06)] + [(cx + r * math.cos(a), s * 0.64 + r * math.sin(a))
                              for a in [math.pi * (i / 12) - math.pi * 0.15 for i in range(0, 17)]]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, INK, pts, max(1, s // 14))
    return surf


def heart(s: int, colour=FUN, outline=INK) -> pygame.Surface:
    surf = _surf(s)
    pts = []
    for i in range(40):
        t = 2 * math.pi * i / 40
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((s / 2 + x * s / 36, s / 2 + y * s / 36 + s * 0.04))
    pygame.draw.polygon(surf, colour, pts)
    if outline is not None:
        pygame.draw.polygon(surf, outline, pts, max(1, s // 14))
    return surf


def cross_mark(s: int, colour=theme.BAD) -> pygame.Surface:
    surf = _surf(s)
    pygame.draw.circle(surf, colour, (s // 2, s // 2), s // 2)
    w = max(2, s // 7)
    m = s * 0.3
    pygame.draw.line(surf, (255, 255, 255), (m, m), (s - m, s - m), w)
    pygame.draw.line(surf, (255, 255, 255), (m, s - m), (s - m, m), w)
    return surf


def coin(s: int) -> pygame.Surface:
    surf = _surf(s)
    c = s // 2
    pygame.draw.circle(surf, (170, 120, 20), (c, c + max(1, s // 16)), c - 1)
    pygame.draw.circle(surf, COIN, (c, c), c - 1)
    pygame.draw.circle(surf, (255, 232, 140), (c, c), max(2, c - max(2, s // 6)), max(1, s // 14))
    # a pig's snout on the coin
    sn = pygame.Rect(0, 0, s * 0.42, s * 0.3)
    sn.center = (c, c)
    pygame.draw.ellipse(surf, (214, 150, 40), sn)
    pygame.draw.circle(surf, (150, 96, 20), (sn.centerx - sn.width // 5, sn.centery), max(1, s // 16))
    pygame.draw.circle(surf, (150, 96, 20), (sn.centerx + sn.width // 5, sn.centery), max(1, s // 16))
    return surf


def mug(s: int) -> pygame.Surface:
    surf = _surf(s)
    body = pygame.Rect(s * 0.2, s * 0.28, s * 0.46, s * 0.6)
    pygame.draw.rect(surf, (250, 190, 50), body, border_radius=max(2, s // 12))
    pygame.draw.rect(surf, (250, 250, 240), (body.x - 2, body.y - s * 0.14, body.width + 4, s * 0.2),
                     border_radius=max(3, s // 8))
    pygame.draw.rect(surf, INK, body, max(1, s // 16), border_radius=max(2, s // 12))
    handle = pygame.Rect(body.right - s * 0.04, body.y + s * 0.12, s * 0.22, s * 0.3)
    pygame.draw.ellipse(surf, INK, handle, max(2, s // 12))
    return surf


def fries(s: int) -> pygame.Surface:
    surf = _surf(s)
    for i, dx in enumerate((-0.16, -0.06, 0.04, 0.14)):
        x = s * (0.5 + dx)
        top = s * (0.1 + 0.06 * (i % 2))
        pygame.draw.line(surf, (250, 214, 80), (x, top), (x + s * 0.02, s * 0.5), max(2, s // 9))
    cone = [(s * 0.24, s * 0.42), (s * 0.76, s * 0.42), (s * 0.66, s * 0.92), (s * 0.34, s * 0.92)]
    pygame.draw.polygon(surf, (220, 50, 50), cone)
    pygame.draw.polygon(surf, INK, cone, max(1, s // 16))
    return surf


def burger(s: int) -> pygame.Surface:
    surf = _surf(s)
    top = pygame.Rect(s * 0.14, s * 0.16, s * 0.72, s * 0.36)
    pygame.draw.ellipse(surf, (214, 146, 60), top)
    pygame.draw.rect(surf, (90, 160, 60), (s * 0.12, s * 0.46, s * 0.76, s * 0.1), border_radius=3)
    pygame.draw.rect(surf, (110, 60, 40), (s * 0.14, s * 0.55, s * 0.72, s * 0.14), border_radius=4)
    pygame.draw.rect(surf, (214, 146, 60), (s * 0.16, s * 0.68, s * 0.68, s * 0.16), border_radius=5)
    for dx in (0.35, 0.5, 0.63):
        pygame.draw.circle(surf, (250, 240, 200), (s * dx, s * 0.27), max(1, s // 22))
    return surf


def curry(s: int) -> pygame.Surface:
    surf = _surf(s)
    for i in range(3):
        x = s * (0.36 + 0.14 * i)
        pygame.draw.arc(surf, (230, 230, 230), (x - s * 0.06, s * 0.06, s * 0.12, s * 0.3), 1.2, 4.6,
                        max(1, s // 18))
    bowl = pygame.Rect(s * 0.12, s * 0.3, s * 0.76, s * 0.56)
    pygame.draw.ellipse(surf, (240, 170, 40), (bowl.x, bowl.y, bowl.width, bowl.height * 0.4))
    pygame.draw.arc(surf, (240, 240, 235), bowl, math.pi, 2 * math.pi, max(3, s // 6))
    pygame.draw.ellipse(surf, INK, (bowl.x, bowl.y, bowl.width, bowl.height * 0.4), max(1, s // 18))
    return surf


FOOD_ICONS = {"fries": fries, "burger": burger, "curry": curry}


def pig(s: int) -> pygame.Surface:
    surf = _surf(s)
    pink, dark = (246, 160, 190), (200, 96, 130)
    body = pygame.Rect(s * 0.1, s * 0.26, s * 0.8, s * 0.56)
    pygame.draw.polygon(surf, pink, [(s * 0.22, s * 0.34), (s * 0.3, s * 0.12), (s * 0.42, s * 0.3)])
    pygame.draw.polygon(surf, pink, [(s * 0.58, s * 0.3), (s * 0.7, s * 0.12), (s * 0.78, s * 0.34)])
    pygame.draw.ellipse(surf, pink, body)
    pygame.draw.ellipse(surf, dark, body, max(1, s // 20))
    slot = pygame.Rect(s * 0.4, s * 0.3, s * 0.2, s * 0.05)
    pygame.draw.rect(surf, INK, slot, border_radius=2)
    sn = pygame.Rect(0, 0, s * 0.3, s * 0.2)
    sn.center = (s * 0.5, s * 0.6)
    pygame.draw.ellipse(surf, dark, sn)
    pygame.draw.circle(surf, INK, (sn.centerx - sn.width * 0.22, sn.centery), max(1, s // 22))
    pygame.draw.circle(surf, INK, (sn.centerx + sn.width * 0.22, sn.centery), max(1, s // 22))
    pygame.draw.circle(surf, INK, (s * 0.33, s * 0.48), max(1, s // 20))
    pygame.draw.circle(surf, INK, (s * 0.67, s * 0.48), max(1, s // 20))
    return surf


def toilet(s: int) -> pygame.Surface:
    surf = _surf(s)
    cab = pygame.Rect(s * 0.22, s * 0.1, s * 0.56, s * 0.82)
    pygame.draw.rect(surf, (70, 140, 220), cab, border_top_left_radius=s // 4, border_top_right_radius=s // 4)
    pygame.draw.rect(surf, INK, cab, max(1, s // 18), border_top_left_radius=s // 4,
                     border_top_right_radius=s // 4)
    door = cab.inflate(-s * 0.18, -s * 0.2).move(0, s * 0.06)
    pygame.draw.rect(surf, (120, 190, 250), door, border_radius=3)
    pygame.draw.circle(surf, (250, 250, 250), (door.centerx, door.y + door.height * 0.3), max(2, s // 12))
    pygame.draw.circle(surf, (60, 200, 90), (door.right - s * 0.06, door.centery), max(1, s // 20))
    return surf


def first_aid(s: int) -> pygame.Surface:
    surf = _surf(s)
    pygame.draw.circle(surf, (250, 250, 250), (s // 2, s // 2), s // 2 - 1)
    pygame.draw.circle(surf, INK, (s // 2, s // 2), s // 2 - 1, max(1, s // 18))
    a, b = s * 0.38, s * 0.62
    pygame.draw.rect(surf, (220, 40, 40), (a, s * 0.18, b - a, s * 0.64))
    pygame.draw.rect(surf, (220, 40, 40), (s * 0.18, a, s * 0.64, b - a))
    return surf


def tent(s: int, colour) -> pygame.Surface:
    surf = _surf(s)
    pts = [(s * 0.08, s * 0.84), (s * 0.5, s * 0.14), (s * 0.92, s * 0.84)]
    pygame.draw.polygon(surf, colour, pts)
    dark = tuple(max(0, c - 70) for c in colour)
    pygame.draw.polygon(surf, dark, [(s * 0.38, s * 0.84), (s * 0.5, s * 0.5), (s * 0.62, s * 0.84)])
    pygame.draw.polygon(surf, INK, pts, max(1, s // 18))
    return surf


def person(s: int, colour, outline=INK) -> pygame.Surface:
    """A little standing figure (a crowd pawn)."""
    surf = _surf(s)
    head = (s // 2, round(s * 0.26))
    body = [(s * 0.24, s * 0.94), (s * 0.3, s * 0.52), (s * 0.5, s * 0.42), (s * 0.7, s * 0.52), (s * 0.76, s * 0.94)]
    pygame.draw.polygon(surf, colour, body)
    pygame.draw.polygon(surf, outline, body, max(1, s // 16))
    pygame.draw.circle(surf, colour, head, round(s * 0.17))
    pygame.draw.circle(surf, outline, head, round(s * 0.17), max(1, s // 16))
    return surf


def blast(s: int) -> pygame.Surface:
    """The blast-from-the-past: an old friend with an empty speech bubble (the table writes the
    talk into it: words stay translatable)."""
    surf = _surf(s)
    bub = pygame.Rect(s * 0.04, s * 0.02, s * 0.92, s * 0.46)
    pygame.draw.ellipse(surf, (255, 250, 235), bub)
    pygame.draw.polygon(surf, (255, 250, 235), [(s * 0.4, s * 0.4), (s * 0.56, s * 0.4), (s * 0.42, s * 0.6)])
    pygame.draw.ellipse(surf, INK, bub, max(1, s // 24))
    fig = person(round(s * 0.5), (250, 120, 60))
    surf.blit(fig, (s * 0.3, s * 0.5))
    return surf


def speaker(w: int, h: int) -> pygame.Surface:
    surf = _surf(w, h)
    pygame.draw.rect(surf, (30, 28, 34), surf.get_rect(), border_radius=3)
    pygame.draw.rect(surf, (90, 90, 96), surf.get_rect(), 1, border_radius=3)
    pygame.draw.circle(surf, (70, 70, 80), (w // 2, h * 0.32), max(2, w // 4))
    pygame.draw.circle(surf, (70, 70, 80), (w // 2, h * 0.72), max(2, w // 3))
    return surf


def _shade(c, k: int):
    return tuple(max(0, min(255, v + k)) for v in c)


def draw_board(content, board, geo) -> pygame.Surface:
    """The grounds of ``board`` (a model.Board) at ``geo``'s tile size, on an opaque surface whose
    (0, 0) is the board's top-left tile: grass with trodden tiles, the stages' dance floors and
    buildings (trim, speakers, lights), bars, the food court, campsites, the Piggy Bank, toilets,
    first aid, and the obstacles (buildings, stall counters, tents, bushes)."""
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
    return surf


def _ground(surf, geo, t: int, kind: str, area, content, rng) -> None:
    r = geo.tile_rect(t)
    ts = geo.ts
    if kind == "stars":
        col = STAGE_COLOURS.get(area, (200, 200, 200))
        pygame.draw.rect(surf, (52, 44, 60), r)
        pygame.draw.rect(surf, _shade((52, 44, 60), 10), r.inflate(-4, -4), border_radius=4)
        st = stage_symbol(STAGE_SYMBOLS.get(area, "star"), round(ts * 0.34), _shade(col, -40))
        st.set_alpha(150)
        surf.blit(st, st.get_rect(center=r.center))
    elif kind == "bar":
        pygame.draw.rect(surf, (150, 100, 58), r)
        for i in range(1, 4):
            y = r.y + i * ts // 4
            pygame.draw.line(surf, (120, 78, 44), (r.x, y), (r.right, y), 1)
        ic = mug(round(ts * 0.5))
        surf.blit(ic, ic.get_rect(center=(r.centerx, r.centery + ts * 0.08)))
    elif kind == "food":
        pygame.draw.rect(surf, (226, 210, 180), r)
        half = ts // 2
        for dx in (0, 1):
            for dy in (0, 1):
                if (dx + dy) % 2:
                    pygame.draw.rect(surf, (200, 182, 150), (r.x + dx * half, r.y + dy * half, half, half))
        stall = content.areas[area].stall if area in content.areas else None
        if stall in FOOD_ICONS:
            ic = FOOD_ICONS[stall](round(ts * 0.5))
            surf.blit(ic, ic.get_rect(center=(r.centerx, r.centery + ts * 0.08)))
    elif kind == "campsite":
        pygame.draw.rect(surf, (120, 170, 90), r)
        for i, (fx, fy) in enumerate(((0.3, 0.55), (0.68, 0.72))):
            tn = tent(round(ts * 0.38), TENT_COLOURS[(t + i) % len(TENT_COLOURS)])
            surf.blit(tn, tn.get_rect(center=(r.x + ts * fx, r.y + ts * fy)))
        pygame.draw.line(surf, (90, 60, 40), (r.x + ts * 0.78, r.y + ts * 0.2), (r.x + ts * 0.78, r.y + ts * 0.5), 2)
        pygame.draw.polygon(surf, (240, 80, 80), [(r.x + ts * 0.78, r.y + ts * 0.2), (r.x + ts * 0.92, r.y + ts * 0.26),
                                                  (r.x + ts * 0.78, r.y + ts * 0.32)])
    elif kind == "piggy_bank":
        pygame.draw.rect(surf, (244, 196, 210), r)
        pygame.draw.rect(surf, (220, 150, 175), r.inflate(-6, -6), 2, border_radius=6)
        ic = pig(round(ts * 0.66))
        surf.blit(ic, ic.get_rect(center=(r.centerx, r.centery + ts * 0.06)))
    elif kind == "toilets":
        pygame.draw.rect(surf, (170, 206, 230), r)
        ic = toilet(round(ts * 0.56))
        surf.blit(ic, ic.get_rect(center=(r.centerx, r.centery + ts * 0.06)))
    elif kind == "first_aid":
        pygame.draw.rect(surf, (236, 236, 236), r)
        ic = first_aid(round(ts * 0.5))
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
    spk = speaker(sw, sh)
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
        tn = tent(round(ts * 0.8), TENT_COLOURS[rng.randrange(len(TENT_COLOURS))])
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


def bbox(geo, tiles) -> pygame.Rect:
    rects = [geo.tile_rect(t) for t in tiles]
    return rects[0].unionall(rects[1:]) if len(rects) > 1 else rects[0].copy()


def table() -> pygame.Surface:
    """The dark green striped cloth under everything, shaded towards the corners."""
    W, H = layout.W, layout.H
    bg = pygame.Surface((W, H))
    bg.fill((30, 34, 30))
    for y in range(0, H, 4):
        pygame.draw.line(bg, (34, 38, 33) if (y // 4) % 2 else (28, 32, 28), (0, y), (W, y))
    return widgets.vignette(bg, lambda d: round(150 * d ** 2.2), 1.3)


#: the head colours of the cards' frames: the event card by day and by night, a goal by day and by
#: night, and an empty goal stack
CARD_HEADS = {"event_day": (240, 150, 60), "event_night": (110, 96, 220), "goal_day": (90, 180, 110),
              "goal_night": (60, 140, 150), "goal_none": (120, 120, 130)}


def card(size, head) -> pygame.Surface:
    """A blank card: cream with an ink border, its head in ``head``, room for a 6 px shadow."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    theme.panel(surf, pygame.Rect(0, 0, w - 6, h - 6), CARD_BG, INK, radius=12, width=2)
    pygame.draw.rect(surf, head, pygame.Rect(2, 2, w - 10, 30), border_top_left_radius=11,
                     border_top_right_radius=11)
    return surf


#: how each icon is drawn at a size
# -- the festival-goers' figures ----------------------------------------------------------------
# Each character is a little figure on a 40-unit square (the pawn's disc: the table draws it in
# the seat's colour and puts the figure on top): its own colours, a silhouette of its own (head
# gear, arms, a speech bubble …) and an emblem of its vibe, outlined in ink so it reads on any
# seat colour. A figure is a list of parts: ("circle", colour, centre, r), ("poly", colour, points),
# ("line", colour, a, b, width), ("rrect", colour, (x, y, w, h), radius), ("ellipse", colour, rect).

SKIN = (248, 212, 170)
WHITE = (252, 250, 244)
EDGE = 1.6          # the ink outline, in figure units


def _body(colour, bottom=35.0, spread=0.0):
    return ("poly", colour, [(12 - spread, bottom), (14.5, 21), (25.5, 21), (28 + spread, bottom)])


def _head(x=20.0, y=13.5):
    return ("circle", SKIN, (x, y), 6.2)


def _heart(cx, cy, r, colour):
    return [("circle", colour, (cx - r * 0.5, cy - r * 0.2), r * 0.55),
            ("circle", colour, (cx + r * 0.5, cy - r * 0.2), r * 0.55),
            ("poly", colour, [(cx - r, cy), (cx + r, cy), (cx, cy + r * 1.1)])]


RED, YELLOW, DARK = (220, 60, 50), (250, 210, 60), (40, 40, 50)
FIGURES = {
    # a roadie: red cap with its brim to the side, black shirt, a backstage pass on a yellow lanyard
    "backstage_bert": [
        _body((58, 58, 70)), _head(),
        ("ellipse", RED, (13.5, 5.5, 13, 8)), ("line", RED, (20, 10), (31, 11.5), 2.6),
        ("line", YELLOW, (17.5, 21), (19, 26), 1.2), ("line", YELLOW, (22.5, 21), (21, 26), 1.2),
        ("rrect", WHITE, (16.5, 25, 7, 7.5), 1.2), ("line", RED, (18, 27.5), (22, 27.5), 1.3)],
    # round and happy, a bun on top, a steaming bowl of curry in her hands
    "munching_mo": [
        ("ellipse", (240, 140, 50), (9.5, 19, 21, 18)), ("circle", (120, 70, 40), (20, 6), 3.4), _head(),
        ("poly", WHITE, [(11.5, 26.5), (28.5, 26.5), (25, 33.5), (15, 33.5)]),
        ("ellipse", (230, 170, 40), (12.5, 25, 15, 4)),
        ("line", WHITE, (17, 17.5), (16, 21), 1.0), ("line", WHITE, (23, 17.5), (24, 21), 1.0)],
    # arms up in a V (crowd surfing) and a green mohawk
    "crazy_q": [
        ("line", (150, 80, 220), (15, 23), (6.5, 7), 4.2), ("line", (150, 80, 220), (25, 23), (33.5, 7), 4.2),
        ("circle", SKIN, (6, 6), 2.4), ("circle", SKIN, (34, 6), 2.4), _body((150, 80, 220)), _head(),
        ("poly", (80, 220, 90), [(16, 9), (17.5, 2), (19.5, 7.5), (21, 1), (22.5, 7.5), (24.5, 2.5), (24, 9)])],
    # long hair, a wide pink dress with a heart, one hand waving
    "siem_social": [
        ("ellipse", (150, 62, 40), (12, 6, 16, 19)), ("line", (240, 100, 160), (25, 22.5), (33, 11), 3.4),
        ("circle", SKIN, (33.5, 10), 2.6), _body((240, 100, 160), spread=3.5), _head(),
        *_heart(20, 27, 3.2, WHITE)],
    # a teal hoodie and a phone held high to film the show
    "frits_fomo": [
        ("line", (40, 168, 168), (15, 23), (8.5, 12), 4.0), _body((40, 168, 168)), _head(),
        ("ellipse", (40, 168, 168), (13, 5.5, 14, 7)),
        ("rrect", DARK, (3.5, 1.5, 9, 12.5), 1.6), ("rrect", (140, 230, 255), (5, 3, 6, 9.5), 0.8)],
    # a broad block of a festival-goer with a shield on the chest: the iron bladder
    "tank_tineke": [
        ("rrect", (70, 110, 170), (7.5, 20, 25, 16), 4), _head(), ("rrect", (235, 190, 70), (13.5, 6, 13, 4.5), 2),
        ("poly", (205, 210, 222), [(15, 23), (25, 23), (25, 28), (20, 33.5), (15, 28)]),
        ("circle", (90, 170, 240), (20, 27.5), 2.3)],
    # a big speech bubble beside the head: never stops talking
    "chatty_charlie": [
        _body((90, 180, 90)), _head(16, 14), ("ellipse", (95, 70, 50), (10, 6.5, 12, 5.5)),
        ("ellipse", WHITE, (21.5, 1, 17.5, 12)), ("poly", WHITE, [(24, 10), (28, 11), (22, 15.5)]),
        ("circle", INK, (26, 7), 1.3), ("circle", INK, (30.2, 7), 1.3), ("circle", INK, (34.4, 7), 1.3)],
    # striped pyjamas, a nightcap drooping to the side, and a "z" of sleep
    "dozy_dora": [
        _body((190, 160, 230)), ("line", WHITE, (13.5, 26), (26.5, 26), 1.4),
        ("line", WHITE, (12.8, 31), (27.2, 31), 1.4), _head(),
        ("poly", (80, 80, 200), [(13, 11), (27, 11), (35, 20)]), ("circle", WHITE, (35, 20.5), 2.6),
        ("polyline", INK, [(3, 3), (9, 3), (3, 10), (9, 10)], 1.6)],
}


def _part(c: Canvas, part, grow: float, ink=None) -> None:
    kind, colour = part[0], ink or part[1]
    if kind == "circle":
        c.circle(colour, part[2], part[3] + grow)
    elif kind == "ellipse":
        x, y, w, h = part[2]
        c.ellipse(colour, (x - grow, y - grow, w + 2 * grow, h + 2 * grow))
    elif kind == "rrect":
        x, y, w, h = part[2]
        c.rrect(colour, (x - grow, y - grow, w + 2 * grow, h + 2 * grow), part[3] + grow)
    elif kind == "line":
        c.line(colour, part[2], part[3], part[4] + 2 * grow)
    elif kind == "polyline":
        c.polyline(colour, part[2], part[3] + 2 * grow)
    else:
        c.poly(colour, part[2])
        if grow:
            c.polyline(colour, part[2], 2 * grow, closed=True)


def figure(cid: str, s: int) -> pygame.Surface:
    """Character ``cid``'s figure at pawn size ``s`` (transparent around it)."""
    c = Canvas(s, s)
    c.set_view(s / 40)
    parts = FIGURES[cid]
    for part in parts:                      # the ink outline first, under every part
        _part(c, part, EDGE / 2 + 0.4, INK)
    for part in parts:
        _part(c, part, 0.0)
    return c.result()


ICONS = {"coin": coin, "bolt": bolt, "drop": drop, "heart": heart, "cross_mark": cross_mark,
         "person": lambda s: person(s, CROWD), "blast": blast}


def make():
    """Write Boaromia Festival's sprites (the table's cloth, the stages' symbols for the line-up,
    the blank cards, every board's grounds, every icon at every size the table draws it, the tinted icons
    as a white fill and their ink); return their paths."""
    content = model.load()
    files = [save(table(), "boaromia", "table.png")]
    files += [save(stage_symbol(shape, SYMBOL_SIZE, INK), "boaromia", f"symbol_{shape}_{SYMBOL_SIZE}.png")
              for shape in sorted(set(STAGE_SYMBOLS.values()))]
    size = layout.card_rects(content.rules.goal_stacks)[0].size
    files += [save(card(size, head), "boaromia", f"card_{name}.png") for name, head in CARD_HEADS.items()]
    tile_sizes = []
    for board in content.boards.values():
        geo = layout.board_geo(board.grid.width, board.grid.height)
        tile_sizes.append(geo.ts)
        files.append(save(draw_board(content, board, geo), "boaromia", f"board_{board.id}.png"))
    for name, draw in ICONS.items():
        sizes = set(SIZES.get(name, ()))
        if name in ON_BOARD:
            sizes |= {board_size(name, ts) for ts in tile_sizes}
        for size in sorted(sizes):
            files.append(save(draw(size), "boaromia", f"{name}_{size}.png"))
    for cid in FIGURES:
        for size in pawn_sizes(tile_sizes):
            files.append(save(figure(cid, size), "boaromia", f"figure_{cid}_{size}.png"))
    for name, size in TINTED:
        files.append(save(ICONS[name](size, (255, 255, 255), None), "boaromia", f"{name}_{size}_fill.png"))
        files.append(save(ICONS[name](size, (0, 0, 0, 0)), "boaromia", f"{name}_{size}_ink.png"))
    return files
