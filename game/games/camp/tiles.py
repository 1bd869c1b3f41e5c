"""The art of Camp Roskilde, rendered once and cached: tiles per (tile, turn,
size), ghosts of them for the preview; the face-down tile, the boards, the
grounds strip, the table, the turn badge and the padlocked chains are pictures
of the sprite tool (tools/sprites/camp.py), scaled.

A tile is its vibe's base (sprites/camp/tile_<vibe>.png), the type's icon
upright in the middle, the four edge symbols in the border band (they move
round when the tile turns, the pictures stay upright so they stay readable),
its points in a corner, and for lock tiles a gold bar on every side they lock
(sprites/camp/lock_bar.png, turned) plus a padlock badge. The base carries its vibe's
emblem (leaf, snowflake, star, bolt) so colour is never the only sign of a vibe; a badge
in the bottom left corner says when the tile's rule works (an arrow into a camp: when
placed; out of it: when leaving). The table explains the badges in a legend.
"""

from __future__ import annotations

import pygame

from game.ui import theme, widgets
from game.ui.surface_cache import SurfaceCache

from .board import DIRS, side
from .layout import H, W
from .model import SYMBOLS

LOCK_KINDS = ("bar", "storyteller", "your_mom")
STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))      # (x, y) towards each side: top, right, bottom, left
#: the pixels the tiles and pictures drawn keep at most (a tile per type, turn and size)
ART_CACHE_BYTES = 12_000_000


def locked_sides(content, tile: int, rot: int) -> tuple[int, ...]:
    """The sides of a turned tile that lock their neighbour (Bar, Storyteller: two; Your Mom: all)."""
    kind = content.kind[tile]
    if kind == "your_mom":
        return DIRS
    return tuple(sorted((d + rot) % 4 for d in content.lock_dirs[tile]))


class TileArt:
    def __init__(self, app, content, volunteer: bool = False):
        self.app = app
        self.content = content
        self.volunteer = volunteer          # The Volunteer's rule (a variant) is in play
        self._cache = SurfaceCache(ART_CACHE_BYTES, scope="table")

    def image(self, rel: str, size) -> pygame.Surface:
        return self.app.images.get(f"camp/{rel}", size=tuple(size))

    def _get(self, key, make) -> pygame.Surface:
        return self._cache.get_or_make(key, make)

    # -- tiles -----------------------------------------------------------------
    def tile(self, t: int, rot: int, size: int) -> pygame.Surface:
        return self._get(("tile", t, rot % 4, size), lambda: self._render(t, rot % 4, size))

    def _render(self, t: int, rot: int, s: int) -> pygame.Surface:
        c = self.content
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        surf.blit(self.image(f"tile_{c.vibe[t]}.png", (s, s)), (0, 0))
        icon = round(s * 0.56)
        img = self.image(f"type_{c.kind[t]}.png", (icon, icon))
        surf.blit(img, img.get_rect(center=(s // 2, s // 2 + round(s * 0.01))))
        locks = locked_sides(c, t, rot) if c.kind[t] in LOCK_KINDS else ()
        for d in locks:          # a gold bar on each locked side, arrows pointing out at the neighbour
            surf.blit(pygame.transform.rotate(self.image("lock_bar.png", (s, s)), -90 * d), (0, 0))
        sides = c.sides[t]
        if sides is not None:
            ss = max(16, round(s * 0.19))
            rad = round(ss * 0.56)
            for d in DIRS:
                sym = SYMBOLS[side(sides, rot, d)]
                cx, cy = _edge_point(d, s, rad + max(2, s * 0.018))
                pygame.draw.circle(surf, (20, 16, 26), (cx, cy), rad)
                pygame.draw.circle(surf, (236, 226, 200), (cx, cy), rad, max(1, s // 90))
                sym_img = self.image(f"symbol_{sym}_c.png", (ss, ss))
                surf.blit(sym_img, sym_img.get_rect(center=(cx, cy)))
        self._points(surf, t, s)
        if locks:
            ls = max(18, round(s * 0.2))
            lock = self.image("lock.png", (ls, ls))
            surf.blit(lock, lock.get_rect(center=(s - round(s * 0.13), s - round(s * 0.13))))
        when = self.when(t)
        if when:
            ws = max(18, round(s * 0.2))
            badge = self.image(f"when_{when}.png", (ws, ws))
            surf.blit(badge, badge.get_rect(center=(round(s * 0.13), s - round(s * 0.13))))
        return surf

    def when(self, t: int) -> str:
        """"placed" or "leaving" when the tile's rule works then, else "" (locks show a padlock)."""
        kind = self.content.kind[t]
        when = self.content.type_by_id[kind].when
        if kind == "volunteer" and not self.volunteer:
            return ""
        return when if when in ("placed", "leaving") else ""

    def _points(self, surf, t: int, s: int) -> None:
        pts = self.content.points[t]
        r = max(12, round(s * 0.1))
        cx = cy = round(s * 0.125) if s >= 110 else r + 1
        colour = (40, 34, 44) if pts >= 0 else (150, 40, 36)
        pygame.draw.circle(surf, colour, (cx, cy), r)
        pygame.draw.circle(surf, (245, 236, 210), (cx, cy), r, max(1, s // 80))
        size = 20 if s < 150 else 24
        theme.text(surf, str(pts), (cx, cy + 1), size, (255, 250, 236), bold=True, anchor="center")

    def ghost(self, t: int, rot: int, size: int, alpha: int = 170) -> pygame.Surface:
        def make():
            img = self.tile(t, rot, size).copy()
            img.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
            return img
        return self._get(("ghost", t, rot % 4, size, alpha), make)

    def lifted(self, t: int, rot: int, size: int) -> pygame.Surface:
        """The picked tile following the mouse: with a shadow, a little see-through."""
        return self._get(("lifted", t, rot % 4, size),
                         lambda: widgets.lifted(self.ghost(t, rot, size, 225), radius=size // 12))

    # -- the table ----------------------------------------------------------------
    def table(self) -> pygame.Surface:
        """The festival field at dusk, darkened at the edges so the camps stand out."""
        def make():
            bg = self.app.images.get("camp/table.png", size=(W, H), alpha=False, keep=False).copy()
            return widgets.vignette(bg, lambda d: 60 + round(140 * d ** 2), reach=1.3)
        return self._get(("table",), make)

    def chain(self, ts: int, vertical: bool) -> pygame.Surface:
        """A padlocked chain across the edge of two tiles of size ``ts`` (standing: between a tile and
        the one below it)."""
        length, lock = round(ts * 0.42), round(ts * 0.24)
        return self.image(f"chain_{'v' if vertical else 'h'}.png", (lock, length) if vertical else (length, lock))

def _edge_point(d: int, s: int, inset: float) -> tuple[int, int]:
    """The middle of side ``d`` of an s×s tile, ``inset`` pixels in."""
    at = {-1: round(inset), 0: s // 2, 1: s - round(inset)}     # by the side's step: back, none, on
    dx, dy = STEPS[d]
    return at[dx], at[dy]
