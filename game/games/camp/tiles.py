"""The art of Camp Roskilde, rendered once and cached: tiles per (tile, turn,
size), ghosts of them for the preview, the face-down tile of the draw pile,
camp boards per size, the grounds strip, the table, highlights and the
padlocks and chains of the locks.

A tile is its vibe's base (sprites/camp/tile_<vibe>.png), the type's icon
upright in the middle, the four edge symbols in the border band (they move
round when the tile turns, the pictures stay upright so they stay readable),
its points in a corner, and for lock tiles a gold bar on every side they lock
plus a padlock badge.
"""

from __future__ import annotations

import math

import pygame

from game.ui import theme, widgets

from .board import DIRS, side
from .layout import GROUNDS_RECT, H, W
from .model import SYMBOLS

GOLD = (250, 200, 70)
GOLD_DARK = (120, 80, 10)
LOCK_KINDS = ("bar", "storyteller", "your_mom")


def locked_sides(content, tile: int, rot: int) -> tuple[int, ...]:
    """The sides of a turned tile that lock their neighbour (Bar, Storyteller: two; Your Mom: all)."""
    kind = content.kind[tile]
    if kind == "your_mom":
        return DIRS
    return tuple(sorted((d + rot) % 4 for d in content.lock_dirs[tile]))


class TileArt:
    def __init__(self, app, content):
        self.app = app
        self.content = content
        self._cache: dict[tuple, pygame.Surface] = {}

    def image(self, rel: str, size) -> pygame.Surface:
        return self.app.images.get(f"camp/{rel}", size=tuple(size))

    def _get(self, key, make) -> pygame.Surface:
        got = self._cache.get(key)
        if got is None:
            if len(self._cache) > 900:
                self._cache.clear()
            got = self._cache[key] = make()
        return got

    # -- tiles -----------------------------------------------------------------
    def tile(self, t: int, rot: int, size: int) -> pygame.Surface:
        return self._get(("tile", t, rot % 4, size), lambda: self._render(t, rot % 4, size))

    def _render(self, t: int, rot: int, s: int) -> pygame.Surface:
        c = self.content
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        surf.blit(self.image(f"tile_{c.vibe[t]}.png", (s, s)), (0, 0))
        band = 26 * s / 200
        icon = round(s * 0.56)
        img = self.image(f"type_{c.kind[t]}.png", (icon, icon))
        surf.blit(img, img.get_rect(center=(s // 2, s // 2 + round(s * 0.01))))
        locks = locked_sides(c, t, rot) if c.kind[t] in LOCK_KINDS else ()
        for d in locks:
            self._lock_bar(surf, d, s, band)
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
        return surf

    def _lock_bar(self, surf, d: int, s: int, band: float) -> None:
        th = max(4, round(band * 0.42))
        a = round(s * 0.16)
        off = max(2, round(band * 0.12))
        if d == 0:
            r = pygame.Rect(a, off, s - 2 * a, th)
        elif d == 2:
            r = pygame.Rect(a, s - off - th, s - 2 * a, th)
        elif d == 1:
            r = pygame.Rect(s - off - th, a, th, s - 2 * a)
        else:
            r = pygame.Rect(off, a, th, s - 2 * a)
        pygame.draw.rect(surf, GOLD, r, border_radius=th // 2)
        pygame.draw.rect(surf, GOLD_DARK, r, max(1, th // 4), border_radius=th // 2)
        # two arrow heads on the bar, pointing out at the neighbour it locks
        h = max(4, round(s * 0.05))
        for f in (0.27, 0.73):
            if d in (0, 2):
                x, y = round(s * f), r.centery
                tip = y - h if d == 0 else y + h
                pts = [(x - h, y + (h // 2 if d == 0 else -h // 2)), (x + h, y + (h // 2 if d == 0 else -h // 2)),
                       (x, tip)]
            else:
                x, y = r.centerx, round(s * f)
                tip = x + h if d == 1 else x - h
                pts = [(x + (-h // 2 if d == 1 else h // 2), y - h), (x + (-h // 2 if d == 1 else h // 2), y + h),
                       (tip, y)]
            pygame.draw.polygon(surf, GOLD, pts)
            pygame.draw.polygon(surf, GOLD_DARK, pts, max(1, s // 100))

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
        def make():
            pad = 14
            out = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
            shadow = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=size // 12)
            out.blit(shadow, (pad + 8, pad + 10))
            out.blit(self.ghost(t, rot, size, 225), (pad, pad))
            return out
        return self._get(("lifted", t, rot % 4, size), make)

    def back(self, size: int) -> pygame.Surface:
        """A face-down tile: the festival's orange with the three symbols."""
        def make():
            surf = self.image("tile_none.png", (size, size)).copy()
            surf.fill((236, 140, 60, 255), special_flags=pygame.BLEND_RGBA_MULT)
            ss = round(size * 0.28)
            for i, sym in enumerate(SYMBOLS):
                a = math.radians(-90 + 120 * i)
                cx = size // 2 + round(math.cos(a) * size * 0.17)
                cy = size // 2 + round(math.sin(a) * size * 0.17)
                img = self.image(f"symbol_{sym}.png", (ss, ss))
                surf.blit(img, img.get_rect(center=(cx, cy)))
            return surf
        return self._get(("back", size), make)

    # -- boards, grounds, table --------------------------------------------------
    def board(self, size: int) -> pygame.Surface:
        return self._get(("board", size), lambda: self.image("board.png", (size, size)))

    def grounds(self) -> pygame.Surface:
        def make():
            img = self.image("grounds.png", GROUNDS_RECT.size).copy()
            mask = pygame.Surface(GROUNDS_RECT.size, pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=16)
            img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            return img
        return self._get(("grounds",), make)

    def table(self) -> pygame.Surface:
        """The festival field at dusk, darkened at the edges so the camps stand out."""
        def make():
            bg = self.app.images.get("camp/table.png", size=(W, H), alpha=False).copy()
            return widgets.vignette(bg, lambda d: 60 + round(140 * d ** 2), reach=1.3)
        return self._get(("table",), make)

    def lock_icon(self, size: int) -> pygame.Surface:
        return self._get(("lock", size), lambda: self.image("lock.png", (size, size)))

    def chain(self, length: int, vertical: bool, thick: int) -> pygame.Surface:
        """A chain of ``length`` pixels (links of lock_chain.png), across the edge of two tiles."""
        def make():
            link = self.image("lock_chain.png", (thick * 2, thick))
            surf = pygame.Surface((length, thick), pygame.SRCALPHA)
            x = 0
            while x < length:
                surf.blit(link, (x, 0))
                x += link.get_width() - max(1, thick // 6)
            return pygame.transform.rotate(surf, 90) if vertical else surf
        return self._get(("chain", length, vertical, thick), make)

    def ring(self, size, colour, width: int, radius: int, dashed: bool = False) -> pygame.Surface:
        """An outline around a space (a dashed one: fits when turned)."""
        def make():
            w, h = size
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            if not dashed:
                pygame.draw.rect(surf, colour, surf.get_rect(), width, border_radius=radius)
                return surf
            dash = max(8, w // 8)
            for x in range(radius, w - radius, dash * 2):
                x2 = min(x + dash, w - radius)
                pygame.draw.line(surf, colour, (x, width // 2), (x2, width // 2), width)
                pygame.draw.line(surf, colour, (x, h - 1 - width // 2), (x2, h - 1 - width // 2), width)
            for y in range(radius, h - radius, dash * 2):
                y2 = min(y + dash, h - radius)
                pygame.draw.line(surf, colour, (width // 2, y), (width // 2, y2), width)
                pygame.draw.line(surf, colour, (w - 1 - width // 2, y), (w - 1 - width // 2, y2), width)
            return surf
        return self._get(("ring", tuple(size), tuple(colour), width, radius, dashed), make)

    def turn_badge(self, d: int, colour=theme.HILITE) -> pygame.Surface:
        """A round arrow in a dark disc: "turn the tile"."""
        def make():
            surf = pygame.Surface((d, d), pygame.SRCALPHA)
            pygame.draw.circle(surf, (26, 22, 30, 225), (d // 2, d // 2), d // 2)
            r = pygame.Rect(0, 0, round(d * 0.56), round(d * 0.56))
            r.center = (d // 2, d // 2)
            w = max(2, d // 11)
            pygame.draw.arc(surf, colour, r, math.radians(-40), math.radians(220), w)
            # the arrow head at the arc's start (lower right), pointing down-left: clockwise
            ax = d // 2 + round(math.cos(math.radians(-40)) * r.width / 2)
            ay = d // 2 - round(math.sin(math.radians(-40)) * r.height / 2)
            h = max(4, d // 5)
            pygame.draw.polygon(surf, colour, [(ax - h, ay - h // 3), (ax + h // 2, ay - h // 2),
                                               (ax - h // 4, ay + h)])
            return surf
        return self._get(("turn", d, tuple(colour)), make)


def _edge_point(d: int, s: int, inset: float) -> tuple[int, int]:
    """The middle of side ``d`` of an s×s tile, ``inset`` pixels in."""
    i = round(inset)
    if d == 0:
        return s // 2, i
    if d == 1:
        return s - i, s // 2
    if d == 2:
        return s // 2, s - i
    return i, s // 2
