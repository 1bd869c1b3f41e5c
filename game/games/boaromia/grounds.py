"""The festival grounds: each board's picture, drawn once per board by the sprite tool
(``tools/sprites/boaromia.py``, into ``sprites/boaromia/board_<id>.png``) at the tile size the
table shows it, and the places' names over it, drawn here (words stay translatable). The
state-dependent parts (lit stages, crowds, the blast, pawns) are drawn over both by the table's drawing."""

from __future__ import annotations

import pygame

from game.ui import theme

from .icons import IMAGES, STAGE_COLOURS
from .text import said


def bbox(geo, tiles) -> pygame.Rect:
    rects = [geo.tile_rect(t) for t in tiles]
    return rects[0].unionall(rects[1:]) if len(rects) > 1 else rects[0].copy()


def draw_board(content, board, geo) -> pygame.Surface:
    """The grounds of ``board`` (a model.Board), opaque, its (0, 0) the board's top-left tile."""
    return IMAGES.get(f"boaromia/board_{board.id}.png", (geo.width * geo.ts, geo.height * geo.ts), alpha=False)


def draw_labels(content, board, geo) -> pygame.Surface:
    """Every named place's label on a transparent surface the size of the board (drawn over
    whatever lies on the grounds, so lit tiles never cut a name in two)."""
    ts = geo.ts
    local = type(geo)(geo.width, geo.height, ts, 0, 0)
    surf = pygame.Surface((geo.width * ts, geo.height * ts), pygame.SRCALPHA)
    taken: list[pygame.Rect] = []
    for area in board.areas:
        _label(surf, local, board.grid, area, content, taken)
    return surf


def _label(surf, geo, grid, area: str, content, taken: list[pygame.Rect]) -> None:
    """An area's label: a stage's on its building, another's at the top of its place (or up its
    side); ``taken``: the labels drawn so far, which this one keeps off (and is added to)."""
    a = content.areas[area]
    cover = grid.area_cover(area)
    if not cover:
        return
    ts = geo.ts
    if a.kind == "stage":
        back = [t for t in cover if grid.kinds[t] == "backstage"]
        box = bbox(geo, back or cover)
        size = 20
        col = STAGE_COLOURS.get(area, theme.TEXT)
        tall = box.height > box.width * 1.4       # a tall building: the name runs up it
        room = (box.height if tall else box.width) + ts * 0.5
        img = theme.render(theme.cut(said(a), size, room, True), size, (250, 246, 236), True)
        if tall:
            img = pygame.transform.rotate(img, 90)
        pill = img.get_rect(center=box.center).inflate(14, 6).clamp(surf.get_rect())
        pygame.draw.rect(surf, (24, 20, 28), pill, border_radius=8)
        pygame.draw.rect(surf, col, pill, 2, border_radius=8)
        surf.blit(img, img.get_rect(center=pill.center))
        taken.append(pill)
        return
    tiles = grid.area_tiles(area) or cover
    box = bbox(geo, tiles)
    size = 20
    name = said(a)
    # a name wider than its place (and a little more) runs up its side where the place is tall
    # enough; one longer than the place, or than its place where it would run into another label,
    # is cut short (the tile's hover text names the place whole)
    width = theme.font(size, True).size(name)[0] + 10
    upright = width > box.width + ts * 0.6 and box.height >= 2 * ts
    if upright:
        name = theme.cut(name, size, box.height - 12, True)
    else:
        wide = pygame.Rect(0, 0, width, 26)
        wide.midtop = (box.centerx, box.y + 2)
        clear = width <= box.width + ts * 0.6 and wide.collidelist(taken) < 0
        name = theme.cut(name, size, (box.width + ts * 0.6 if clear else box.width) - 10, True)
    img = theme.render(name, size, (250, 246, 236), True)
    pill = img.get_rect(midtop=(box.centerx, box.y + 2)).inflate(10, 2)
    if upright:
        img = pygame.transform.rotate(img, 90)
        pill = img.get_rect(midleft=(box.x + 2, box.centery)).inflate(2, 10)
    taken.append(pill)
    bg = pygame.Surface(pill.size, pygame.SRCALPHA)
    pygame.draw.rect(bg, (20, 16, 24, 200), bg.get_rect(), border_radius=6)
    surf.blit(bg, pill)
    surf.blit(img, img.get_rect(center=pill.center))
