#!/usr/bin/env python3
"""Generate all original sprite art for Open Air into ``sprites/``.

Everything is drawn with plain pygame primitives (no downloaded assets, no
external fonts).  Shapes are drawn at a multiple of the target size and
reduced with ``pygame.transform.smoothscale`` for anti-aliasing.  All
randomness is seeded, so the output is deterministic.

Run from the repository root::

    SDL_VIDEODRIVER=dummy python tools/make_sprites.py
"""

from __future__ import annotations

import math
import os
import random
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "sprites")

SS = 4  # supersampling factor for small sprites

# --------------------------------------------------------------------------
# colours
# --------------------------------------------------------------------------


def hexc(h: str, a: int | None = None):
    h = h.lstrip("#")
    c = (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))
    return c if a is None else c + (a,)


def mix(c1, c2, t: float):
    return tuple(int(round(a + (b - a) * t)) for a, b in zip(c1, c2, strict=False))


def shade(c, f: float):
    """f < 0 darkens towards black, f > 0 lightens towards white."""
    if f < 0:
        return mix(c[:3], (0, 0, 0), -f)
    return mix(c[:3], (255, 255, 255), f)


WHITE = (255, 255, 255)
GENRES = {
    "folk": hexc("#3a9d4a"),
    "metal": hexc("#c8322d"),
    "pop": hexc("#e8b923"),
    "rap": hexc("#2f6fc4"),
}

# --------------------------------------------------------------------------
# canvas helper: logical coordinates, supersampled surface
# --------------------------------------------------------------------------


class Canvas:
    def __init__(self, w, h, s=SS, bg=(0, 0, 0, 0)):
        self.w, self.h, self.s = w, h, s
        self.surf = pygame.Surface((w * s, h * s), pygame.SRCALPHA)
        self.surf.fill(bg)
        self.bg = bg
        self.k, self.ox, self.oy = 1.0, 0.0, 0.0

    def set_view(self, k=1.0, ox=0.0, oy=0.0):
        """Subsequent drawing is scaled by *k* and shifted by (ox, oy)."""
        self.k, self.ox, self.oy = k, ox, oy

    def new(self, bg=None):
        return Canvas(self.w, self.h, self.s, self.bg if bg is None else bg)

    # coordinate helpers -------------------------------------------------
    def P(self, p):
        return ((p[0] * self.k + self.ox) * self.s, (p[1] * self.k + self.oy) * self.s)

    def R(self, rect):
        x, y, w, h = rect
        s, k = self.s, self.k
        return pygame.Rect(round((x * k + self.ox) * s), round((y * k + self.oy) * s),
                           round(w * k * s), round(h * k * s))

    # primitives (opaque: pixels are replaced) ---------------------------
    def circle(self, col, c, r, width=0):
        pygame.draw.circle(self.surf, col, self.P(c), r * self.s * self.k,
                           int(round(width * self.s * self.k)))

    def ellipse(self, col, rect, width=0):
        pygame.draw.ellipse(self.surf, col, self.R(rect), int(round(width * self.s * self.k)))

    def poly(self, col, pts):
        pygame.draw.polygon(self.surf, col, [self.P(p) for p in pts])

    def rrect(self, col, rect, rad, width=0):
        pygame.draw.rect(self.surf, col, self.R(rect), int(round(width * self.s * self.k)),
                         border_radius=int(round(rad * self.s * self.k)))

    def line(self, col, a, b, w, cap=True):
        ax, ay = a
        bx, by = b
        dx, dy = bx - ax, by - ay
        ln = math.hypot(dx, dy) or 1e-6
        nx, ny = -dy / ln * w / 2, dx / ln * w / 2
        self.poly(col, [(ax + nx, ay + ny), (bx + nx, by + ny),
                        (bx - nx, by - ny), (ax - nx, ay - ny)])
        if cap:
            self.circle(col, a, w / 2)
            self.circle(col, b, w / 2)

    def polyline(self, col, pts, w, closed=False, cap=True):
        seq = list(pts) + ([pts[0]] if closed else [])
        for a, b in zip(seq, seq[1:], strict=False):
            self.line(col, a, b, w, cap=cap)

    def arc(self, col, c, r, a0, a1, w, cap=False, n=None):
        """Thick arc; angles in degrees, screen orientation (y down)."""
        n = n or max(8, int(abs(a1 - a0) / 3))
        outer, inner = [], []
        for i in range(n + 1):
            a = math.radians(a0 + (a1 - a0) * i / n)
            ca, sa = math.cos(a), math.sin(a)
            outer.append((c[0] + (r + w / 2) * ca, c[1] + (r + w / 2) * sa))
            inner.append((c[0] + (r - w / 2) * ca, c[1] + (r - w / 2) * sa))
        self.poly(col, outer + inner[::-1])
        if cap:
            for a in (a0, a1):
                a = math.radians(a)
                self.circle(col, (c[0] + r * math.cos(a), c[1] + r * math.sin(a)), w / 2)

    # translucent primitives (alpha-blended onto the canvas) ----------
    def _blend(self, draw, bbox):
        x0, y0, x1, y1 = bbox
        s = self.s
        x0, y0 = int(math.floor(x0 * s)) - 2, int(math.floor(y0 * s)) - 2
        x1, y1 = int(math.ceil(x1 * s)) + 2, int(math.ceil(y1 * s)) + 2
        tmp = pygame.Surface((max(1, x1 - x0), max(1, y1 - y0)), pygame.SRCALPHA)
        draw(tmp, x0, y0)
        self.surf.blit(tmp, (x0, y0))

    def poly_a(self, col, pts):
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        s = self.s
        self._blend(lambda t, ox, oy: pygame.draw.polygon(
            t, col, [(p[0] * s - ox, p[1] * s - oy) for p in pts]),
            (min(xs), min(ys), max(xs), max(ys)))

    def circle_a(self, col, c, r):
        s = self.s
        self._blend(lambda t, ox, oy: pygame.draw.circle(
            t, col, (c[0] * s - ox, c[1] * s - oy), r * s),
            (c[0] - r, c[1] - r, c[0] + r, c[1] + r))

    def ellipse_a(self, col, rect):
        x, y, w, h = rect
        s = self.s
        self._blend(lambda t, ox, oy: pygame.draw.ellipse(
            t, col, pygame.Rect(round(x * s - ox), round(y * s - oy), round(w * s), round(h * s))),
            (x, y, x + w, y + h))

    def line_a(self, col, a, b, w):
        tmp = self.new(bg=(0, 0, 0, 0))
        tmp.line(col, a, b, w)
        self.blit(tmp)

    # compositing ---------------------------------------------------------
    def blit(self, other, pos=(0, 0), flags=0):
        src = other.surf if isinstance(other, Canvas) else other
        self.surf.blit(src, self.P(pos), special_flags=flags)

    def vgrad(self, rect, stops):
        x, y, w, h = self.R(rect)
        for yy in range(h):
            t = yy / max(1, h - 1)
            col = grad_at(stops, t)
            pygame.draw.line(self.surf, col, (x, y + yy), (x + w - 1, y + yy))

    def glow(self, c, radius, col, alpha, add=False, squash=1.0):
        g = glow_surface(col, alpha, add)
        size = (int(2 * radius * self.s), int(2 * radius * squash * self.s))
        g = pygame.transform.smoothscale(g, size)
        pos = (int(c[0] * self.s - size[0] / 2), int(c[1] * self.s - size[1] / 2))
        self.surf.blit(g, pos, special_flags=pygame.BLEND_RGB_ADD if add else 0)

    def round_mask(self, rad):
        """Make everything outside a rounded rectangle transparent."""
        m = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        m.fill((255, 255, 255, 0))
        pygame.draw.rect(m, (255, 255, 255, 255), m.get_rect(),
                         border_radius=int(rad * self.s))
        self.surf.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)

    def result(self):
        if self.s == 1:
            return self.surf.copy()
        return pygame.transform.smoothscale(self.surf, (self.w, self.h))


def grad_at(stops, t):
    if t <= stops[0][0]:
        return stops[0][1]
    for (t0, c0), (t1, c1) in zip(stops, stops[1:], strict=False):
        if t <= t1:
            return mix(c0, c1, (t - t0) / max(1e-9, t1 - t0))
    return stops[-1][1]


_GLOW_CACHE = {}


def glow_surface(col, alpha, add):
    key = (tuple(col), alpha, add)
    if key in _GLOW_CACHE:
        return _GLOW_CACHE[key]
    n = 128
    g = pygame.Surface((n, n), pygame.SRCALPHA)
    g.fill((0, 0, 0, 0) if add else tuple(col[:3]) + (0,))
    for r in range(n // 2, 0, -1):
        f = (1 - r / (n / 2)) ** 2
        if add:
            c = tuple(int(v * f * alpha / 255) for v in col[:3]) + (255,)
        else:
            c = tuple(col[:3]) + (int(alpha * f),)
        pygame.draw.circle(g, c, (n / 2, n / 2), r)
    _GLOW_CACHE[key] = g
    return g


def tint(surf, col):
    s = surf.copy()
    s.fill(tuple(col[:3]) + (255,), special_flags=pygame.BLEND_RGBA_MULT)
    return s


def outlined(mask: Canvas, fill, outline, r, soft_shadow=False):
    """Return a canvas: white *mask* filled with *fill* and an outline of *r* px."""
    out = mask.new(bg=tuple(outline[:3]) + (0,))
    om = tint(mask.surf, outline)
    R = r * mask.s
    steps = 36
    for rad in (R, R * 0.5):
        for i in range(steps):
            a = 2 * math.pi * i / steps
            out.surf.blit(om, (round(rad * math.cos(a)), round(rad * math.sin(a))))
    out.surf.blit(tint(mask.surf, fill), (0, 0))
    return out


def rot(pts, ang, center=(0, 0), offset=(0, 0)):
    a = math.radians(ang)
    ca, sa = math.cos(a), math.sin(a)
    cx, cy = center
    ox, oy = offset
    return [(ox + cx + (x - cx) * ca - (y - cy) * sa,
             oy + cy + (x - cx) * sa + (y - cy) * ca) for x, y in pts]


def save(surf, *parts):
    path = os.path.join(OUT, *parts)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    pygame.image.save(surf, path)
    return path


# --------------------------------------------------------------------------
# noise textures
# --------------------------------------------------------------------------


def noise_layer(w, h, cell, col, amin, amax, rng):
    """Smooth value-noise layer of *col* with random alpha; size (w, h)."""
    gw, gh = w // cell + 3, h // cell + 3
    small = pygame.Surface((gw, gh), pygame.SRCALPHA)
    for y in range(gh):
        for x in range(gw):
            small.set_at((x, y), tuple(col[:3]) + (rng.randint(amin, amax),))
    big = pygame.transform.smoothscale(small, (gw * cell, gh * cell))
    return big.subsurface((cell, cell, w, h)).copy()


def stone_texture(canvas: Canvas, base, seed, strength=1.0, speckle=True):
    """Fill canvas with *base* and overlay several octaves of noise."""
    rng = random.Random(seed)
    w, h = canvas.surf.get_size()
    canvas.surf.fill(tuple(base[:3]) + (255,))
    s = canvas.s
    for cell, dark_a, light_a in ((64, 40, 18), (24, 30, 14), (9, 22, 10)):
        cell = max(2, cell * s // 2)
        canvas.surf.blit(noise_layer(w, h, cell, (0, 0, 0), 0, int(dark_a * strength), rng), (0, 0))
        canvas.surf.blit(noise_layer(w, h, cell, (255, 240, 210), 0, int(light_a * strength), rng), (0, 0))
    if speckle:
        n = int(w * h / (s * s) / 40 * strength)
        for _ in range(n):
            x, y = rng.uniform(0, w), rng.uniform(0, h)
            r = rng.uniform(0.4, 1.1) * s
            if rng.random() < 0.5:
                c = (0, 0, 0, rng.randint(20, 55))
            else:
                c = (255, 245, 220, rng.randint(15, 40))
            tmp = pygame.Surface((int(2 * r) + 2, int(2 * r) + 2), pygame.SRCALPHA)
            pygame.draw.circle(tmp, c, (r + 1, r + 1), r)
            canvas.surf.blit(tmp, (x - r - 1, y - r - 1))


def vignette(canvas: Canvas, strength=200, inner=0.55):
    w, h = canvas.surf.get_size()
    v = pygame.Surface((w, h), pygame.SRCALPHA)
    v.fill((0, 0, 0, strength))
    steps = 60
    for i in range(steps + 1):
        t = i / steps  # 0 = outermost
        sc = 1.5 - t * (1.5 - inner)
        a = int(strength * (1 - t) ** 1.8)
        rw, rh = w * sc, h * sc
        pygame.draw.ellipse(v, (0, 0, 0, a),
                            pygame.Rect(w / 2 - rw / 2, h / 2 - rh / 2, rw, rh))
    canvas.surf.blit(v, (0, 0))


# --------------------------------------------------------------------------
# genre symbols (128x128)
# --------------------------------------------------------------------------


def sym_folk(c: Canvas, col, cut):
    """A leaf on a curled stem, with a cut-out midrib and veins."""
    # leaf body along the diagonal from bottom-left (base) to top-right (tip)
    base, tip = (36, 94), (112, 16)
    L = math.hypot(tip[0] - base[0], tip[1] - base[1])
    ang = math.degrees(math.atan2(tip[1] - base[1], tip[0] - base[0]))
    W = 34
    left, right = [], []
    n = 40
    for i in range(n + 1):
        t = i / n
        wv = W * (math.sin(math.pi * t) ** 0.85) * (1.0 - 0.25 * t)
        left.append((t * L, -wv))
        right.append((t * L, wv))
    pts = left + right[::-1]
    c.poly(col, rot(pts, ang, offset=base))
    # stem with a little curl
    c.line(col, (36, 94), (20, 110), 7)
    c.arc(col, (26, 117), 8, 130, 330, 6, cap=True)
    # midrib + veins cut out
    rib = rot([(10, 0), (L - 14, 0)], ang, offset=base)
    c.line(cut, rib[0], rib[1], 4)
    for t, side in ((0.28, 1), (0.42, -1), (0.52, 1), (0.66, -1), (0.76, 1), (0.30, -1)):
        x0 = t * L
        wv = W * (math.sin(math.pi * t) ** 0.85) * (1.0 - 0.25 * t)
        seg = rot([(x0, 0), (x0 + wv * 0.55, side * wv * 0.62)], ang, offset=base)
        c.line(cut, seg[0], seg[1], 3.2)


def sym_metal(c: Canvas, col, cut):
    """A chunky lightning bolt."""
    pts = [(72, 4), (26, 70), (58, 70), (42, 125), (104, 50), (72, 50), (96, 4)]
    c.poly(col, pts)


def sym_pop(c: Canvas, col, cut):
    """Five-pointed star with slightly rounded tips."""
    cx, cy, R, r = 64, 68, 60, 27
    pts = []
    for i in range(10):
        a = math.radians(-90 + i * 36)
        rr = R if i % 2 == 0 else r
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    # shrink slightly and round the outline so tips are not needle-sharp
    inner = [(cx + (x - cx) * 0.93, cy + (y - cy) * 0.93) for x, y in pts]
    c.poly(col, inner)
    c.polyline(col, inner, 7, closed=True)


def sym_rap(c: Canvas, col, cut):
    """Classic studio microphone: grille capsule, U-holder, stem, base."""
    c.rrect(col, (46, 4, 36, 74), 18)
    for y in (20, 30, 40, 50):
        c.line(cut, (54, y), (74, y), 3.5)
    c.arc(col, (64, 52), 30, 0, 180, 8, cap=True)
    c.line(col, (64, 82), (64, 112), 8, cap=False)
    c.line(col, (42, 114), (86, 114), 9)


GENRE_DRAW = {"folk": sym_folk, "metal": sym_metal, "pop": sym_pop, "rap": sym_rap}


def make_genres():
    files = []
    for name, draw in GENRE_DRAW.items():
        col = GENRES[name]
        # white version: pure shape, details cut to transparency
        m = Canvas(128, 128, bg=(255, 255, 255, 0))
        draw(m, (255, 255, 255, 255), (255, 255, 255, 0))
        files.append(save(m.result(), "cave_rave", f"genre_{name}_white.png"))
        # coloured version: genre colour with a dark rim of the same hue,
        # the outline also fills the cut details (veins, grille)
        # (inset slightly so the outline stays inside 128x128)
        m2 = Canvas(128, 128, bg=(255, 255, 255, 0))
        m2.set_view(0.92, 128 * 0.04, 128 * 0.04)
        draw(m2, (255, 255, 255, 255), (255, 255, 255, 0))
        o = outlined(m2, col, shade(col, -0.55), 3.2)
        files.append(save(o.result(), "cave_rave", f"genre_{name}.png"))
    return files


# --------------------------------------------------------------------------
# gender icons (64x64, white)
# --------------------------------------------------------------------------


def make_gender():
    W = (255, 255, 255, 255)
    files = []
    # female: ring + cross with little bone-knob ends
    c = Canvas(64, 64, bg=(255, 255, 255, 0))
    c.circle(W, (32, 22), 15, width=6.5)
    c.line(W, (32, 36), (32, 58), 6.5)
    c.line(W, (21, 48), (43, 48), 6.5)
    for p in ((32, 59), (20, 48), (44, 48)):
        c.circle(W, p, 4.5)
    files.append(save(c.result(), "cave_rave", "gender_f.png"))
    # male: ring + spear-tipped arrow
    c = Canvas(64, 64, bg=(255, 255, 255, 0))
    c.circle(W, (25, 39), 15, width=6.5)
    c.line(W, (35, 29), (50, 14), 6.5)
    c.poly(W, [(58, 6), (56, 28), (48, 20), (44, 16), (36, 8)])
    files.append(save(c.result(), "cave_rave", "gender_m.png"))
    return files


# --------------------------------------------------------------------------
# bonus icons (128x128, bone-white with dark outline)
# --------------------------------------------------------------------------

BONE = hexc("#f6efe0")
INK = hexc("#2a1d16")


def note(c: Canvas, col, x, y, size=1.0, flag=True, ang=-20):
    """Eighth note; (x, y) is the centre of the note head."""
    rx, ry = 9 * size, 6.5 * size
    head = []
    for i in range(24):
        a = 2 * math.pi * i / 24
        head.append((rx * math.cos(a), ry * math.sin(a)))
    c.poly(col, rot(head, ang, offset=(x, y)))
    sx = x + rx * 0.82
    c.line(col, (sx, y - 2 * size), (sx, y - 34 * size), 4 * size, cap=False)
    if flag:
        c.poly(col, [(sx - 2 * size, y - 34 * size), (sx + 2 * size, y - 34 * size),
                     (sx + 14 * size, y - 22 * size), (sx + 12 * size, y - 12 * size),
                     (sx + 6 * size, y - 20 * size), (sx - 2 * size, y - 24 * size)])


def bonus_singer():
    m = Canvas(128, 128, bg=(255, 255, 255, 0))
    W = (255, 255, 255, 255)
    # head in profile facing right with a wide-open singing mouth
    m.circle(W, (42, 54), 30)
    m.poly(W, [(38, 25), (58, 28), (68, 40), (80, 54), (82, 60), (72, 62),
               (76, 66), (60, 80), (76, 96), (70, 104), (58, 108), (50, 108),
               (48, 122), (16, 122), (22, 84), (18, 70)])
    # hair bun (stone-age)
    m.circle(W, (20, 36), 13)
    o = outlined(m, BONE, INK, 3.5)
    # open mouth: dark cavity with a tongue
    o.poly(INK, [(79, 66), (58, 80), (77, 98)])
    o.poly(hexc("#c8554a"), [(74, 92), (62, 82), (68, 80), (76, 88)])
    o.circle(INK, (62, 44), 3.8)                 # eye
    o.arc(INK, (60, 34), 8, 200, 300, 2.6)      # raised brow
    o.arc(INK, (38, 60), 7, 200, 430, 3)        # ear
    # music notes flowing out of the mouth
    n = Canvas(128, 128, bg=(255, 255, 255, 0))
    note(n, W, 96, 52, 0.9)
    note(n, W, 102, 98, 0.72)
    o.blit(outlined(n, BONE, INK, 3.2))
    return o


def bonus_dancer():
    m = Canvas(128, 128, bg=(255, 255, 255, 0))
    W = (255, 255, 255, 255)
    m.circle(W, (60, 22), 12)
    # torso (slightly bent) and limbs as thick capsules
    m.polyline(W, [(60, 40), (64, 58), (68, 76)], 15)
    m.polyline(W, [(59, 44), (42, 34), (30, 14)], 10)       # left arm up
    m.polyline(W, [(62, 46), (82, 50), (100, 38)], 10)      # right arm out
    m.polyline(W, [(68, 76), (52, 94), (56, 118)], 11)      # standing leg
    m.polyline(W, [(68, 78), (90, 88), (108, 80)], 11)      # kicking leg
    m.line(W, (50, 119), (64, 119), 8)                      # foot
    o = outlined(m, BONE, INK, 3.5)
    # motion swooshes
    sw = Canvas(128, 128, bg=(255, 255, 255, 0))
    sw.arc(W, (104, 84), 16, 20, 110, 4.5, cap=True)
    sw.arc(W, (22, 18), 12, 120, 230, 4.5, cap=True)
    o.blit(outlined(sw, BONE, INK, 2.5))
    return o


def bonus_stylist():
    W = (255, 255, 255, 255)
    T = (255, 255, 255, 0)
    # comb behind, tilted
    comb = Canvas(128, 128, bg=(255, 255, 255, 0))
    cang, cpos = -32, (58, 46)
    comb.poly(W, rot([(-46, -15), (46, -15), (46, -3), (-46, -3)], cang, offset=cpos))
    comb.circle(W, rot([(-46, -9)], cang, offset=cpos)[0], 6)
    comb.circle(W, rot([(46, -9)], cang, offset=cpos)[0], 6)
    for i in range(10):
        x = -40 + i * 8.6
        comb.poly(W, rot([(x, -5), (x + 4.6, -5), (x + 4.0, 16), (x + 0.6, 16)], cang, offset=cpos))
    o = outlined(comb, BONE, INK, 3.2)
    # scissors in front: drawn upright (tips up, rings down) then rotated
    sc = Canvas(128, 128, bg=(255, 255, 255, 0))
    sang, piv = 38, (70, 74)

    def R_(pts):
        return rot(pts, sang, offset=piv)

    for sgn in (1, -1):
        ring = (sgn * 15, 34)
        tip = (-sgn * 12, -50)
        sc.line(W, R_([ring])[0], R_([(0, 0)])[0], 8)
        # blade: wide at the pivot, tapering to a point
        dx, dy = tip[0], tip[1]
        ln = math.hypot(dx, dy)
        nx, ny = -dy / ln, dx / ln
        sc.poly(W, R_([(nx * 6, ny * 6), (tip[0] + nx * 1, tip[1] + ny * 1), tip,
                       (-nx * 5, -ny * 5)]))
        sc.circle(W, R_([ring])[0], 12)
    for sgn in (1, -1):
        sc.circle(T, R_([(sgn * 15, 34)])[0], 6.5)
    so = outlined(sc, BONE, INK, 3.2)
    # blade edge line + pivot screw
    so.line(INK, R_([(0, 0)])[0], R_([(0, -40)])[0], 2)
    so.circle(INK, piv, 3.6)
    o.blit(so)
    return o


def make_bonus():
    files = []
    for name, fn in (("singer", bonus_singer), ("dancer", bonus_dancer),
                     ("stylist", bonus_stylist)):
        files.append(save(fn().result(), "cave_rave", f"bonus_{name}.png"))
    return files


# --------------------------------------------------------------------------
# cave-painting motifs
# --------------------------------------------------------------------------


def mammoth(c: Canvas, col, x0, y0, k=1.0, flip=False, headphones=None, tusk=None):
    """Cave-painting mammoth facing left (right if *flip*); box ~100x90."""
    def T(p):
        x, y = p
        return (x0 + (-x if flip else x) * k, y0 + y * k)

    def Ts(pts):
        return [T(p) for p in pts]

    def circ(col_, p, r):
        c.circle(col_, T(p), r * k)

    def ln(col_, pts, w):
        c.polyline(col_, Ts(pts), w * k)

    # body: domed head, shoulder hump, back sloping down to the rump
    outline = [(8, 46), (9, 30), (14, 17), (22, 9), (31, 6), (39, 9), (44, 15), (49, 12),
               (58, 11), (68, 15), (80, 22), (90, 31), (96, 43), (97, 56), (92, 66),
               (30, 68), (18, 62), (12, 56)]
    c.poly(col, Ts(outline))
    # shaggy fringe under the belly
    fr = [(22, 60)]
    for i in range(10):
        xx = 26 + i * 7
        fr += [(xx, 76 + (i % 2) * 3), (xx + 3.5, 68)]
    fr += [(96, 60)]
    c.poly(col, Ts(fr))
    ln(col, [(11, 46), (5, 60), (5, 74), (11, 82), (16, 80)], 9)   # trunk
    for a, b in (((28, 62), (28, 92)), ((42, 64), (42, 93)),
                 ((72, 62), (72, 93)), ((86, 58), (87, 91))):
        ln(col, [a, b], 12)
    ln(col, [(95, 50), (102, 64)], 4)                    # tail
    if tusk:
        ln(tusk, [(17, 56), (9, 66), (0, 70), (-8, 66), (-11, 57)], 5.5)
        circ(tusk, (21, 28), 2.4)                        # eye
    if headphones:
        hp = headphones
        cc = T((28, 28))
        a0, a1 = (195, 345)
        if flip:
            a0, a1 = 180 - a1, 180 - a0
        c.arc(hp, cc, 22 * k, a0, a1, 5 * k, cap=True)
        c.rrect(hp, _rect_from_center(T((42, 34)), 11 * k, 20 * k), 4 * k)


def _rect_from_center(cen, w, h):
    return (cen[0] - w / 2, cen[1] - h / 2, w, h)


def hand_stencil(c: Canvas, col, x, y, k=1.0, ang=0):
    """Cave hand stencil: palm and five fingers (drawn on its own layer)."""
    lay = c.new(bg=tuple(col[:3]) + (0,))
    solid = tuple(col[:3]) + (255,)
    palm = rot([(-11, -4), (11, -4), (12, 14), (-12, 14)], ang)
    lay.poly(solid, [(x + px * k, y + py * k) for px, py in palm])
    lay.circle(solid, (x, y + 14 * k), 12 * k)
    fingers = [(-13, -2, -20, -16, 4.6), (-6, -6, -8, -28, 5.2), (1, -6, 1, -31, 5.4),
               (8, -6, 9, -27, 5.0), (12, 6, 24, -4, 4.6)]
    for ax, ay, bx, by, w in fingers:
        p = rot([(ax, ay), (bx, by)], ang)
        lay.line(solid, (x + p[0][0] * k, y + p[0][1] * k),
                 (x + p[1][0] * k, y + p[1][1] * k), w * 2 * k)
    alpha = col[3] if len(col) > 3 else 255
    lay.surf.set_alpha(alpha)
    # soft "sprayed pigment" edge: blur by down/up scaling
    w, h = lay.surf.get_size()
    small = pygame.transform.smoothscale(lay.surf, (max(1, w // 3), max(1, h // 3)))
    soft = pygame.transform.smoothscale(small, (w, h))
    soft.set_alpha(alpha)  # noqa
    c.surf.blit(soft, (0, 0))


# --------------------------------------------------------------------------
# cards and table
# --------------------------------------------------------------------------


def make_card_back():
    c = Canvas(180, 252, s=SS)
    stone_texture(c, hexc("#a8652f"), seed=11, strength=1.0)
    c.glow((90, 126), 120, hexc("#f0b060"), 110)
    vignette(c, strength=120, inner=0.7)
    pig = hexc("#4a1a0c")
    # painted border
    c.rrect(pig + (255,), (7, 7, 166, 238), 10, width=3)
    c.rrect(pig + (255,), (13, 13, 154, 226), 7, width=1.2)
    # dotted inner frame, like finger-painted dots
    for i in range(13):
        x = 24 + i * 11
        c.circle(pig + (255,), (x, 21), 1.6)
        c.circle(pig + (255,), (x, 231), 1.6)
    for i in range(18):
        y = 32 + i * 11
        if y > 224:
            break
        c.circle(pig + (255,), (21, y), 1.6)
        c.circle(pig + (255,), (159, y), 1.6)
    # central disc with the emblem
    c.glow((90, 120), 62, hexc("#ffe0a0"), 120)
    c.circle_a(hexc("#f3d29a", 110), (90, 120), 50)
    c.circle(pig + (255,), (90, 120), 50, width=2.5)
    # mammoth with headphones
    bone = hexc("#f4e6c8", 255)
    mammoth(c, pig + (255,), 51, 79, k=0.8, headphones=bone, tusk=bone)
    # notes floating away
    note(c, pig + (255,), 138, 84, 0.5)
    note(c, pig + (255,), 150, 64, 0.38)
    # hand stencils in the corners
    hand_stencil(c, hexc("#5c1f0e", 150), 40, 50, 0.7, ang=-20)
    hand_stencil(c, hexc("#5c1f0e", 150), 142, 202, 0.7, ang=20)
    # small bonfire below the disc
    fire_x, fire_y = 90, 206
    c.line(pig + (255,), (76, fire_y + 6), (104, fire_y - 2), 4)
    c.line(pig + (255,), (76, fire_y - 2), (104, fire_y + 6), 4)
    flame(c, hexc("#8a2a0e", 255), fire_x, fire_y, 20, 30)
    flame(c, hexc("#d8782a", 255), fire_x, fire_y, 11, 18)
    c.round_mask(14)
    return c.result()


def make_card_face():
    c = Canvas(180, 252, s=2)
    stone_texture(c, hexc("#efe3c6"), seed=23, strength=0.45, speckle=True)
    vignette(c, strength=40, inner=0.8)
    c.rrect(hexc("#8c6a45", 255), (5, 5, 170, 242), 10, width=1.5)
    c.rrect(hexc("#5a3f26", 255), (0, 0, 180, 252), 14, width=1.5)
    c.round_mask(14)
    return c.result()


def make_table():
    c = Canvas(960, 540, s=1)
    rng = random.Random(5)
    base = hexc("#3b2a20")
    c.surf.fill(base + (255,))
    w, h = c.surf.get_size()
    for cell, dark_a, light_a in ((180, 70, 30), (70, 45, 20), (24, 25, 12)):
        c.surf.blit(noise_layer(w, h, cell, (0, 0, 0), 0, dark_a, rng), (0, 0))
        c.surf.blit(noise_layer(w, h, cell, (255, 210, 160), 0, light_a, rng), (0, 0))
    # a few faint cracks between stone slabs
    for _ in range(7):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        pts = [(x, y)]
        a = rng.uniform(0, 2 * math.pi)
        for _ in range(rng.randint(3, 6)):
            a += rng.uniform(-0.9, 0.9)
            step = rng.uniform(8, 22)
            x, y = x + step * math.cos(a), y + step * math.sin(a)
            pts.append((x, y))
        lay = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.lines(lay, (15, 8, 4, 45), False, pts, 2)
        pygame.draw.lines(lay, (255, 220, 180, 18), False, [(px + 1, py + 2) for px, py in pts], 1)
        c.surf.blit(lay, (0, 0))
    # warm light from the centre (the bonfire), vignette at the edges
    c.glow((480, 280), 520, hexc("#ff9a50"), 40)
    vignette(c, strength=190, inner=0.55)
    return c.result()


# --------------------------------------------------------------------------
# illustration helpers
# --------------------------------------------------------------------------


def flame(c: Canvas, col, x, y, w, h, lean=0.0, m=1.6):
    """Teardrop flame with base centre (x, y), pointed tip at the top."""
    pts = []
    n = 48
    for i in range(n):
        t = 2 * math.pi * i / n
        up = (1 + math.cos(t)) / 2          # 1 at the tip, 0 at the bottom
        px = x + w / 2 * math.sin(t) * abs(math.sin(t / 2)) ** m * 1.25 + lean * h * up ** 2
        py = y - h * up
        pts.append((px, py))
    c.poly(col, pts)


def tent_a(c: Canvas, col, x, y, w, h):
    """A-frame tent, (x, y) bottom centre."""
    c.poly(col, [(x - w / 2, y), (x, y - h), (x + w / 2, y)])
    c.poly(shade(col, -0.35), [(x - w * 0.12, y), (x, y - h * 0.55), (x + w * 0.12, y)])
    c.line(shade(col, -0.2), (x, y - h), (x, y - h - h * 0.15), max(0.6, w * 0.03))


def flag_string(c: Canvas, p0, p1, sag, colors, n, size):
    pts = []
    for i in range(41):
        t = i / 40
        x = p0[0] + (p1[0] - p0[0]) * t
        y = p0[1] + (p1[1] - p0[1]) * t + sag * 4 * t * (1 - t)
        pts.append((x, y))
    c.polyline((60, 50, 50, 255), pts, 1.2)
    for i in range(n):
        t = (i + 0.5) / n
        x = p0[0] + (p1[0] - p0[0]) * t
        y = p0[1] + (p1[1] - p0[1]) * t + sag * 4 * t * (1 - t)
        col = colors[i % len(colors)]
        c.poly(col, [(x - size / 2, y), (x + size / 2, y), (x, y + size * 1.2)])


def person_silhouette(c: Canvas, col, x, y, k=1.0, arms="down", hair=False):
    """Standing person, (x, y) = feet centre."""
    c.circle(col, (x, y - 62 * k), 8 * k)
    if hair:
        c.poly(col, [(x - 8 * k, y - 64 * k), (x + 8 * k, y - 64 * k),
                     (x + 11 * k, y - 46 * k), (x - 11 * k, y - 46 * k)])
    c.poly(col, [(x - 10 * k, y - 52 * k), (x + 10 * k, y - 52 * k),
                 (x + 8 * k, y - 26 * k), (x - 8 * k, y - 26 * k)])
    c.line(col, (x - 5 * k, y - 28 * k), (x - 7 * k, y), 7 * k)
    c.line(col, (x + 5 * k, y - 28 * k), (x + 7 * k, y), 7 * k)
    if arms == "up":
        c.polyline(col, [(x - 8 * k, y - 49 * k), (x - 18 * k, y - 64 * k),
                         (x - 20 * k, y - 80 * k)], 5.5 * k)
        c.polyline(col, [(x + 8 * k, y - 49 * k), (x + 18 * k, y - 64 * k),
                         (x + 20 * k, y - 80 * k)], 5.5 * k)
    elif arms == "one":
        c.polyline(col, [(x - 8 * k, y - 49 * k), (x - 12 * k, y - 30 * k)], 5.5 * k)
        c.polyline(col, [(x + 8 * k, y - 49 * k), (x + 16 * k, y - 66 * k),
                         (x + 20 * k, y - 82 * k)], 5.5 * k)
    else:
        c.polyline(col, [(x - 8 * k, y - 49 * k), (x - 12 * k, y - 30 * k)], 5.5 * k)
        c.polyline(col, [(x + 8 * k, y - 49 * k), (x + 12 * k, y - 30 * k)], 5.5 * k)


def crowd(c: Canvas, col, y, x0, x1, rng, k=1.0):
    x = x0
    while x < x1:
        h = rng.uniform(0.85, 1.15) * k
        c.circle(col, (x, y - 30 * h), 7 * h)
        c.ellipse(col, (x - 11 * h, y - 22 * h, 22 * h, 40 * h))
        if rng.random() < 0.3:
            side = rng.choice((-1, 1))
            c.polyline(col, [(x + side * 8 * h, y - 16 * h), (x + side * 14 * h, y - 34 * h),
                             (x + side * 16 * h, y - 50 * h)], 4.5 * h)
        x += rng.uniform(14, 22) * k


def stars(c: Canvas, rect, n, rng, col=(255, 255, 240)):
    x, y, w, h = rect
    for _ in range(n):
        px, py = rng.uniform(x, x + w), rng.uniform(y, y + h)
        r = rng.uniform(0.5, 1.4)
        c.circle_a(tuple(col) + (rng.randint(120, 255),), (px, py), r)


def truss(c: Canvas, col, x0, y0, x1, y1, w):
    """Lattice truss bar between two points."""
    c.line(col, (x0, y0), (x1, y1), w * 0.35)
    dx, dy = x1 - x0, y1 - y0
    ln = math.hypot(dx, dy)
    nx, ny = -dy / ln * w / 2, dx / ln * w / 2
    c.line(col, (x0 + nx, y0 + ny), (x1 + nx, y1 + ny), w * 0.2)
    c.line(col, (x0 - nx, y0 - ny), (x1 - nx, y1 - ny), w * 0.2)
    n = max(2, int(ln / (w * 1.2)))
    for i in range(n):
        t0, t1 = i / n, (i + 1) / n
        a = (x0 + dx * t0 + nx * (1 if i % 2 else -1), y0 + dy * t0 + ny * (1 if i % 2 else -1))
        b = (x0 + dx * t1 + nx * (-1 if i % 2 else 1), y0 + dy * t1 + ny * (-1 if i % 2 else 1))
        c.line(col, a, b, w * 0.15)


def cowboy_hat(c: Canvas, col, band, x, y, w):
    """Cowboy hat, (x, y) = centre of the brim."""
    h = w * 0.5
    curl, thick = h * 0.38, h * 0.16
    n = 40
    top, bottom = [], []
    for i in range(n + 1):
        u = -1 + 2 * i / n
        bx = x + u * w / 2
        lift = curl * abs(u) ** 3.2
        top.append((bx, y - lift - thick * 0.3 * (1 - u * u)))
        bottom.append((bx, y - lift + thick * (1 - u * u) ** 0.6 + 1))
    c.poly(col, top + bottom[::-1])
    # crown: tapered, with the classic pinched dent on top
    cw = w * 0.44
    crown = [(x - cw * 0.5, y - thick * 0.2), (x - cw * 0.47, y - h * 0.55),
             (x - cw * 0.40, y - h * 0.86), (x - cw * 0.22, y - h * 0.95),
             (x, y - h * 0.80), (x + cw * 0.22, y - h * 0.95), (x + cw * 0.40, y - h * 0.86),
             (x + cw * 0.47, y - h * 0.55), (x + cw * 0.5, y - thick * 0.2)]
    c.poly(col, crown)
    c.poly(band, [(x - cw * 0.50, y - h * 0.10), (x - cw * 0.49, y - h * 0.26),
                  (x + cw * 0.49, y - h * 0.26), (x + cw * 0.50, y - h * 0.10)])


def pig_head(c: Canvas, x, y, r, skin, dark):
    """Friendly pig face, centre (x, y), radius r."""
    c.poly(shade(skin, -0.12), [(x - r * 0.85, y - r * 0.45), (x - r * 0.95, y - r * 1.25),
                                (x - r * 0.25, y - r * 0.85)])
    c.poly(shade(skin, -0.12), [(x + r * 0.85, y - r * 0.45), (x + r * 0.95, y - r * 1.25),
                                (x + r * 0.25, y - r * 0.85)])
    c.circle(skin, (x, y), r)
    c.ellipse(shade(skin, -0.18), (x - r * 0.45, y + r * 0.02, r * 0.9, r * 0.6))
    c.ellipse(dark, (x - r * 0.25, y + r * 0.17, r * 0.16, r * 0.28))
    c.ellipse(dark, (x + r * 0.09, y + r * 0.17, r * 0.16, r * 0.28))
    c.circle(dark, (x - r * 0.38, y - r * 0.28), r * 0.1)
    c.circle(dark, (x + r * 0.38, y - r * 0.28), r * 0.1)
    c.circle(shade(skin, 0.4), (x - r * 0.35, y - r * 0.31), r * 0.035)
    c.circle(shade(skin, 0.4), (x + r * 0.41, y - r * 0.31), r * 0.035)
    c.circle_a(hexc("#ff6f91", 120), (x - r * 0.62, y + r * 0.15), r * 0.16)
    c.circle_a(hexc("#ff6f91", 120), (x + r * 0.62, y + r * 0.15), r * 0.16)


def sunglasses(c: Canvas, col, x, y, r):
    c.rrect(col, (x - r * 0.72, y - r * 0.4, r * 0.6, r * 0.34), r * 0.14)
    c.rrect(col, (x + r * 0.12, y - r * 0.4, r * 0.6, r * 0.34), r * 0.14)
    c.line(col, (x - r * 0.15, y - r * 0.3), (x + r * 0.15, y - r * 0.3), r * 0.07)


# --------------------------------------------------------------------------
# launcher tiles (560x360)
# --------------------------------------------------------------------------

TW, TH, TS = 560, 360, 3


def tile_cave_rave():
    c = Canvas(TW, TH, s=TS)
    rng = random.Random(101)
    c.vgrad((0, 0, TW, TH), [(0, hexc("#22100a")), (0.55, hexc("#4a2212")), (1, hexc("#3a1a0e"))])
    # back wall lit by the fire
    c.glow((280, 250), 330, hexc("#ff8a32"), 170)
    c.glow((280, 270), 160, hexc("#ffc060"), 120)
    # faint cave paintings on the wall
    pig = hexc("#6e220e")
    wall = c.new()
    mammoth(wall, pig + (255,), 118, 70, k=0.62)
    mammoth(wall, pig + (255,), 430, 78, k=0.5, flip=True)
    hand_stencil(wall, hexc("#6e220e", 255), 80, 150, 0.65, ang=-10)
    hand_stencil(wall, hexc("#6e220e", 255), 482, 160, 0.6, ang=12)
    for i in range(7):
        wall.circle(pig + (255,), (250 + i * 12, 70 + (i % 2) * 4), 2.6)
    wall.surf.set_alpha(150)
    c.blit(wall)
    # floor
    c.ellipse(hexc("#5a2c16"), (-60, 262, 680, 200))
    c.glow((280, 300), 220, hexc("#ff9a40"), 110, squash=0.35)
    # logs and fire
    c.line(hexc("#3a1c0e"), (240, 298), (322, 280), 11)
    c.line(hexc("#2e150a"), (240, 282), (320, 300), 11)
    for ox, h, w in ((0, 96, 70), (-18, 60, 40), (20, 70, 42)):
        flame(c, hexc("#d8421a"), 280 + ox, 292, w, h)
    flame(c, hexc("#f7892a"), 280, 292, 50, 72)
    flame(c, hexc("#ffc84a"), 281, 292, 30, 46)
    flame(c, hexc("#fff0b0"), 282, 292, 14, 22)
    c.glow((280, 250), 90, hexc("#ffb050"), 120, add=True)
    # sparks
    for _ in range(26):
        x = 280 + rng.gauss(0, 34)
        y = 230 - abs(rng.gauss(0, 70))
        c.circle_a(hexc("#ffd27a", rng.randint(140, 255)), (x, y), rng.uniform(0.8, 2.0))
    # musicians (silhouettes)
    sil = hexc("#1a0b06")
    # drummer (left): seated behind a hide drum
    c.circle(sil, (138, 228), 13)
    c.poly(sil, [(122, 240), (154, 240), (160, 290), (116, 290)])
    c.polyline(sil, [(150, 248), (172, 262), (186, 246)], 8)
    c.polyline(sil, [(126, 250), (112, 230), (118, 212)], 8)
    c.ellipse(sil, (160, 262, 60, 20))
    c.poly(sil, [(160, 272), (220, 272), (214, 312), (166, 312)])
    c.ellipse(hexc("#3a1a0d"), (164, 264, 52, 14))
    c.line(sil, (186, 246), (196, 232), 4)
    c.line(sil, (118, 212), (124, 196), 4)
    c.circle(sil, (125, 195), 4)
    # singer (right of fire): arms raised, long hair
    person_silhouette(c, sil, 390, 320, k=1.35, arms="up", hair=True)
    # horn player (far right): long curved horn
    person_silhouette(c, sil, 470, 318, k=1.15, arms="down")
    c.polyline(sil, [(476, 245), (492, 250), (512, 262), (526, 280), (532, 300)], 6)
    c.ellipse(sil, (520, 292, 26, 16))
    c.polyline(sil, [(478, 262), (494, 258), (480, 248)], 6)
    # flute player (far left)
    person_silhouette(c, sil, 56, 322, k=1.1, arms="down", hair=True)
    c.line(sil, (62, 246), (96, 236), 4)
    c.polyline(sil, [(50, 264), (70, 256), (80, 242)], 6)
    # floating notes in the smoke
    notes = c.new(bg=(255, 220, 160, 0))
    for (x, y, s) in ((236, 150, 0.8), (316, 120, 0.9), (350, 170, 0.6), (210, 100, 0.55)):
        note(notes, hexc("#ffe2a8", 255), x, y, s)
    notes.surf.set_alpha(170)
    c.blit(notes)
    # rocky cave mouth framing the scene
    rock = hexc("#120806")
    top = [(0, 0), (560, 0), (560, 120), (540, 80), (520, 60), (500, 52), (470, 34), (430, 30),
           (400, 18), (360, 22), (320, 12), (280, 16), (240, 10), (200, 20), (160, 18),
           (120, 34), (90, 40), (60, 62), (30, 80), (14, 110), (0, 130)]
    c.poly(rock, top)
    c.poly(rock, [(0, 120), (22, 150), (14, 210), (26, 260), (10, 320), (0, 360)])
    c.poly(rock, [(560, 110), (542, 160), (552, 230), (536, 300), (560, 360)])
    c.poly(rock, [(0, 360), (0, 340), (120, 346), (260, 352), (400, 346), (560, 340), (560, 360)])
    # stalactites
    for x, ln, w in ((150, 40, 14), (196, 30, 10), (340, 38, 12), (382, 26, 9), (440, 46, 14)):
        c.poly(rock, [(x - w, 14), (x + w, 14), (x + 1, 14 + ln), (x - 1, 14 + ln)])
    vignette(c, strength=120, inner=0.75)
    return c.result()


def tile_camp():
    c = Canvas(TW, TH, s=TS)
    rng = random.Random(202)
    hz = 132
    c.vgrad((0, 0, TW, hz + 2), [(0, hexc("#3f8fd8")), (1, hexc("#bfe5f6"))])
    # clouds
    for cx, cy, k in ((90, 50, 1.0), (330, 34, 0.8), (470, 70, 1.1)):
        for dx, dy, r in ((-24, 6, 14), (-6, -4, 20), (16, 2, 16), (34, 8, 11), (0, 10, 14)):
            c.circle(hexc("#ffffff"), (cx + dx * k, cy + dy * k), r * k)
    # sun
    c.glow((500, 30), 70, hexc("#fff3b0"), 180)
    c.circle(hexc("#fff6cf"), (500, 30), 16)
    # distant hills + trees
    c.poly(hexc("#6aa86b"), [(0, hz), (0, 112), (90, 96), (190, 108), (300, 92),
                             (420, 104), (560, 90), (560, hz)])
    for i in range(40):
        x = i * 14 + rng.uniform(-4, 4)
        r = rng.uniform(6, 10)
        c.circle(hexc("#4f8f55"), (x, hz - 4 - r * 0.4), r)
    # distant main stage (right)
    st = hexc("#2b3550")
    c.poly(st, [(390, hz), (396, 84), (486, 84), (492, hz)])
    c.poly(hexc("#3b4870"), [(386, 86), (441, 66), (496, 86)])
    c.rrect(hexc("#f5d36a"), (404, 96, 74, 30), 2)
    c.line(st, (380, hz), (380, 78), 3, cap=False)
    c.line(st, (502, hz), (502, 78), 3, cap=False)
    # meadow
    c.vgrad((0, hz, TW, TH - hz), [(0, hexc("#6cbf5a")), (1, hexc("#2f8a3c"))])
    # perspective grid of camping plots
    vp = (280, hz - 70)
    grid = hexc("#7fc86c")
    for i in range(-14, 15):
        xb = 280 + i * 90
        # line from the horizon towards the bottom
        x_top = vp[0] + (xb - vp[0]) * ((hz + 4 - vp[1]) / (TH - vp[1]))
        c.line(grid, (x_top, hz + 4), (xb, TH), 1.6, cap=False)
    rows = []
    y = hz + 8
    gap = 10
    while y < TH + 60:
        rows.append(y)
        c.line(grid, (0, y), (TW, y), 1.4, cap=False)
        gap *= 1.38
        y += gap

    def xat(xb, y):
        return vp[0] + (xb - vp[0]) * ((y - vp[1]) / (TH - vp[1]))

    colors = [hexc(h) for h in ("#2f6fc4", "#e8742a", "#f2c432", "#d8433c", "#1e9c9c",
                                "#7a4fc0", "#f7f3e8")]
    for ri in range(len(rows) - 1):
        y0, y1 = rows[ri], rows[ri + 1]
        ymid = y1 - (y1 - y0) * 0.18
        for ci in range(-14, 14):
            if rng.random() < (0.55 if ri < 3 else 0.4):
                continue
            xa, xb = xat(280 + ci * 90, ymid), xat(280 + (ci + 1) * 90, ymid)
            if xb < -40 or xa > TW + 40:
                continue
            cw = xb - xa
            col = rng.choice(colors)
            if rng.random() < 0.5:
                tent_a(c, col, (xa + xb) / 2, ymid, cw * 0.72, cw * 0.5)
            else:
                # dome tent
                x = (xa + xb) / 2
                w, h = cw * 0.74, cw * 0.4
                c.poly(col, [(x - w / 2 + w * (0.5 - 0.5 * math.cos(math.pi * t / 20)),
                              ymid - h * math.sin(math.pi * t / 20)) for t in range(21)])
                c.poly(shade(col, -0.38), [(x - w * 0.13, ymid), (x, ymid - h * 0.6), (x + w * 0.13, ymid)])
                c.line(shade(col, 0.35), (x - w * 0.32, ymid - h * 0.7), (x + w * 0.32, ymid - h * 0.7),
                       max(0.8, w * 0.03), cap=False)
    # bunting
    fl = [hexc(h) for h in ("#e8423a", "#f2c432", "#2f6fc4", "#3a9d4a", "#ffffff", "#e8742a")]
    flag_string(c, (-10, 8), (300, 20), 36, fl, 14, 18)
    flag_string(c, (260, 18), (570, 6), 40, fl[2:] + fl[:2], 14, 18)
    return c.result()


def stage(c: Canvas, x, y, w, h, body, roof, light, beams=None):
    """Festival stage, (x, y) = bottom centre."""
    c.poly(roof, [(x - w * 0.58, y - h * 0.82), (x, y - h * 1.12), (x + w * 0.58, y - h * 0.82),
                  (x + w * 0.52, y - h * 0.74), (x - w * 0.52, y - h * 0.74)])
    c.rrect(body, (x - w / 2, y - h * 0.78, w, h * 0.78), 2)
    c.rrect(light, (x - w * 0.4, y - h * 0.66, w * 0.8, h * 0.44), 2)
    c.rrect(shade(body, -0.3), (x - w * 0.55, y - h * 0.18, w * 1.1, h * 0.18), 1)
    if beams:
        for bx, ang, col in beams:
            tip = (x + bx * w, y - h * 0.72)
            ln = h * 2.2
            a = math.radians(ang)
            spread = 0.22
            p1 = (tip[0] + ln * math.cos(a - spread), tip[1] + ln * math.sin(a - spread))
            p2 = (tip[0] + ln * math.cos(a + spread), tip[1] + ln * math.sin(a + spread))
            c.poly_a(col, [tip, p1, p2])


def tile_boaromia():
    c = Canvas(TW, TH, s=TS)
    rng = random.Random(303)
    c.vgrad((0, 0, TW, 220), [(0, hexc("#1f1245")), (0.45, hexc("#5b2a83")),
                              (0.8, hexc("#c2508f")), (1, hexc("#f79aa6"))])
    stars(c, (0, 0, TW, 110), 70, rng)
    # low sun
    c.glow((420, 200), 150, hexc("#ffc4a0"), 170)
    c.circle(hexc("#ffd9b8"), (420, 198), 34)
    for i, yy in enumerate((186, 196, 205, 213)):
        c.line(hexc("#e88aa8"), (380, yy), (460, yy), 1.4 + i * 0.9, cap=False)
    # hills
    c.poly(hexc("#7a3a8c"), [(0, 220), (0, 170), (90, 150), (180, 176), (270, 160), (360, 184),
                             (470, 162), (560, 176), (560, 220)])
    c.poly(hexc("#4d2266"), [(0, 230), (0, 196), (120, 186), (240, 206), (380, 192),
                             (500, 204), (560, 196), (560, 230)])
    # the board: a tilted plateau with a track of spaces
    c.vgrad((0, 214, TW, 146), [(0, hexc("#3a1a55")), (1, hexc("#24103a"))])
    board = [(40, 352), (100, 226), (460, 226), (520, 352)]
    c.poly(hexc("#6a3b8f"), [(p[0], p[1] + 6) for p in board])
    c.poly(hexc("#8e58b5"), board)
    c.polyline(hexc("#b384d6"), board, 1.5, closed=True)
    # winding track of round spaces
    track = []
    for i in range(26):
        t = i / 25
        x = 90 + 380 * t
        y = 300 + 28 * math.sin(t * math.pi * 2.2) + 10 * t
        track.append((x, y))
    c.polyline(hexc("#5a2f7a"), track, 5)
    spc = [hexc(h) for h in ("#f7b8d0", "#ffe08a", "#a9e3ff", "#c9f2a8")]
    for i, p in enumerate(track[::2]):
        c.ellipse(hexc("#4a2266"), (p[0] - 9, p[1] - 4, 18, 10))
        c.ellipse(spc[i % 4], (p[0] - 8, p[1] - 6, 16, 9))
    # stages on the board
    beams = [(-0.35, -110, (255, 200, 240, 40)), (0.35, -70, (200, 220, 255, 40))]
    stage(c, 170, 262, 84, 62, hexc("#2c1640"), hexc("#e06aa0"), hexc("#ffd27a"), beams)
    stage(c, 400, 258, 70, 50, hexc("#2c1640"), hexc("#6ab0e0"), hexc("#ffb0d0"))
    stage(c, 285, 236, 50, 36, hexc("#2c1640"), hexc("#b070e0"), hexc("#c0f0ff"))
    # pig balloon floating above
    c.line(hexc("#3a1c50"), (280, 124), (170, 200), 1.2, cap=False)
    c.glow((280, 96), 80, hexc("#ffb0d0"), 110)
    pig_head(c, 280, 96, 38, hexc("#f7a3c0"), hexc("#5a1f3c"))
    sunglasses(c, hexc("#2a1030"), 280, 96, 38)
    # string lights
    pts = []
    for i in range(31):
        t = i / 30
        pts.append((t * TW, 222 - 30 + 26 * 4 * t * (1 - t) - 24))
    c.polyline(hexc("#2a1438"), pts, 1)
    bulbs = [hexc(h) for h in ("#ffe08a", "#ff9ac8", "#9ad8ff", "#c8ff9a")]
    for i in range(1, 30, 1):
        p = pts[i]
        col = bulbs[i % 4]
        c.glow((p[0], p[1] + 4), 9, col, 160)
        c.circle(col, (p[0], p[1] + 4), 2.6)
    # crowd at the front
    crowd(c, hexc("#1a0b28"), 372, -10, 570, rng, 1.0)
    return c.result()


def tile_rodeo():
    c = Canvas(TW, TH, s=TS)
    rng = random.Random(404)
    hz = 236
    c.vgrad((0, 0, TW, hz + 2), [(0, hexc("#3a0c18")), (0.45, hexc("#a52a22")),
                                 (0.85, hexc("#f0702e")), (1, hexc("#ffb44a"))])
    stars(c, (0, 0, TW, 60), 30, rng, col=(255, 220, 200))
    # striped retro sun, framed by the stage
    sun = (280, 200)
    c.glow(sun, 200, hexc("#ffd070"), 170)
    c.circle(hexc("#ffd873"), sun, 86)
    for i, yy in enumerate((196, 210, 222, 233, 243, 252)):
        c.line(hexc("#f48a3a"), (180, yy), (380, yy), 2 + i * 1.2, cap=False)
    # mesas
    mesa = hexc("#6a1c1a")
    c.poly(mesa, [(0, hz), (0, 176), (36, 176), (50, 190), (120, 192), (132, 204),
                  (170, 206), (176, hz)])
    c.poly(mesa, [(380, hz), (392, 196), (430, 194), (440, 168), (520, 166),
                  (530, 182), (560, 184), (560, hz)])
    # ground
    c.vgrad((0, hz, TW, TH - hz), [(0, hexc("#8a3418")), (1, hexc("#4a180e"))])
    # spotlight beams
    sx, sy, sw, sh = 280, 292, 280, 176
    beams = c.new()
    for bx, ang in ((-0.44, -120), (0.44, -60), (-0.2, -100), (0.2, -80)):
        tip = (sx + bx * sw, sy - sh + 4)
        a = math.radians(ang)
        ln, spread = 260, 0.12
        beams.poly((255, 235, 170, 255),
                   [tip, (tip[0] + ln * math.cos(a - spread), tip[1] + ln * math.sin(a - spread)),
                    (tip[0] + ln * math.cos(a + spread), tip[1] + ln * math.sin(a + spread))])
    beams.surf.set_alpha(50)
    c.blit(beams)
    # the big hat silhouette in front of the sun
    dark = hexc("#2a0c08")
    cowboy_hat(c, dark, hexc("#e8b923"), 280, 214, 200)
    # stage deck, truss and lamps
    frame = hexc("#1e0a08")
    c.rrect(frame, (sx - sw / 2 - 16, sy - 18, sw + 32, 22), 2)
    c.rrect(hexc("#3a140c"), (sx - sw / 2 - 16, sy - 18, sw + 32, 5), 2)
    truss(c, frame, sx - sw / 2 - 6, sy - sh, sx + sw / 2 + 6, sy - sh, 12)
    truss(c, frame, sx - sw / 2 - 6, sy - 16, sx - sw / 2 - 6, sy - sh - 6, 12)
    truss(c, frame, sx + sw / 2 + 6, sy - 16, sx + sw / 2 + 6, sy - sh - 6, 12)
    for bx in (-0.44, -0.2, 0.2, 0.44):
        c.rrect(frame, (sx + bx * sw - 6, sy - sh + 2, 12, 9), 2)
        c.circle(hexc("#fff0b0"), (sx + bx * sw, sy - sh + 10), 4)
        c.glow((sx + bx * sw, sy - sh + 10), 16, hexc("#fff0b0"), 150)
    # band on stage: guitarist left, singer right
    person_silhouette(c, frame, 192, sy - 18, k=0.95, arms="down")
    c.line(frame, (176, 244), (212, 228), 5)
    c.ellipse(frame, (170, 236, 20, 16))
    person_silhouette(c, frame, 370, sy - 18, k=0.95, arms="one")
    c.line(frame, (356, sy - 18), (356, 232), 2.5, cap=False)
    # speakers
    for x in (sx - sw / 2 - 50, sx + sw / 2 + 20):
        c.rrect(hexc("#1a0806"), (x, sy - 80, 30, 64), 3)
        c.circle(hexc("#3a1610"), (x + 15, sy - 62), 9)
        c.circle(hexc("#3a1610"), (x + 15, sy - 32), 7)
    # cacti
    for x, k in ((30, 1.0), (532, 0.8)):
        cc = hexc("#3a1410")
        c.line(cc, (x, 300), (x, 300 - 70 * k), 14 * k)
        c.polyline(cc, [(x, 270 - 20 * k), (x - 18 * k, 270 - 20 * k), (x - 18 * k, 240 - 30 * k)], 10 * k)
        c.polyline(cc, [(x, 282 - 10 * k), (x + 16 * k, 282 - 10 * k), (x + 16 * k, 258 - 10 * k)], 10 * k)
    # wooden rodeo fence in front
    wood = hexc("#2c0e08")
    for x in range(-10, 580, 62):
        c.rrect(wood, (x, 304, 10, 60), 2)
    c.rrect(wood, (-10, 314, 580, 9), 3)
    c.rrect(wood, (-10, 338, 580, 9), 3)
    crowd(c, hexc("#170604"), 374, -10, 570, rng, 0.9)
    return c.result()


# --------------------------------------------------------------------------
# app icon
# --------------------------------------------------------------------------


def app_icon(size):
    c = Canvas(256, 256, s=4 if size >= 128 else 4)
    c.vgrad((0, 0, 256, 256), [(0, hexc("#1d3f8a")), (0.5, hexc("#3f7fd0")),
                               (0.78, hexc("#f6a25a")), (1, hexc("#f6a25a"))])
    c.glow((128, 150), 130, hexc("#ffe6a8"), 180)
    c.circle(hexc("#ffe9a6"), (128, 128), 40)
    # green hill
    c.ellipse(hexc("#3f9a4a"), (-60, 176, 376, 160))
    c.ellipse(hexc("#2f7d3a"), (-30, 206, 316, 120))
    # stage shell (concentric arches)
    x, y = 128, 196
    for r, col in ((84, hexc("#f4efe4")), (70, hexc("#d9cbb0")), (58, hexc("#f4efe4")),
                   (46, hexc("#d9cbb0")), (34, hexc("#2a2040"))):
        c.arc(col, (x, y), r / 2 + r / 4, 180, 360, r / 2 + 0.5, n=60)
    c.ellipse(hexc("#2a2040"), (x - 46, y - 46, 92, 92))
    c.rrect(hexc("#2a2040"), (x - 46, y - 4, 92, 20), 0)
    c.poly(hexc("#f4efe4"), [(x - 110, y), (x + 110, y), (x + 100, y + 14), (x - 100, y + 14)])
    # beam from stage
    c.poly_a((255, 240, 180, 90), [(x - 6, y - 40), (x - 60, y - 120), (x - 30, y - 126)])
    c.poly_a((255, 240, 180, 90), [(x + 6, y - 40), (x + 60, y - 120), (x + 30, y - 126)])
    c.circle(hexc("#ffd45a"), (x, y - 30), 9)
    # crowd
    rng = random.Random(7)
    for i in range(11):
        x = -6 + i * 27 + rng.uniform(-3, 3)
        h = rng.uniform(0.9, 1.1)
        c.circle(hexc("#14102a"), (x, 236 - 6 * h), 11 * h)
        c.ellipse(hexc("#14102a"), (x - 17, 236 + 2, 34, 40))
    c.round_mask(56)
    surf = c.result()
    if size != 256:
        surf = pygame.transform.smoothscale(surf, (size, size))
    return surf


# --------------------------------------------------------------------------
# UI icons (48x48, white)
# --------------------------------------------------------------------------


def ui_canvas():
    return Canvas(48, 48, bg=(255, 255, 255, 0))


W_ = (255, 255, 255, 255)
T_ = (255, 255, 255, 0)


def ui_gear():
    c = ui_canvas()
    for i in range(8):
        ang = i * 45
        tooth = rot([(-4.5, -20), (4.5, -20), (5.5, -10), (-5.5, -10)], ang, offset=(24, 24))
        c.poly(W_, tooth)
    c.circle(W_, (24, 24), 15)
    c.circle(T_, (24, 24), 6.5)
    return c


def ui_undo():
    c = ui_canvas()
    c.line(W_, (16, 15), (28, 15), 5.5)
    c.arc(W_, (28, 26), 11, -90, 90, 5.5, cap=True)
    c.line(W_, (28, 37), (14, 37), 5.5)
    c.poly(W_, [(4, 15), (17, 5), (17, 25)])
    return c


def ui_book():
    c = ui_canvas()
    c.poly(W_, [(4, 10), (22, 13), (22, 41), (4, 38)])
    c.poly(W_, [(44, 10), (26, 13), (26, 41), (44, 38)])
    for i in range(4):
        y = 18 + i * 5
        c.line(T_, (8, y - 0.3), (18, y + 1.5), 1.6)
        c.line(T_, (40, y - 0.3), (30, y + 1.5), 1.6)
    return c


def ui_chart():
    c = ui_canvas()
    c.rrect(W_, (5, 26, 9, 16), 1.5)
    c.rrect(W_, (19, 16, 9, 26), 1.5)
    c.rrect(W_, (33, 6, 9, 36), 1.5)
    c.line(W_, (3, 44), (45, 44), 3)
    return c


def ui_pause():
    c = ui_canvas()
    c.rrect(W_, (11, 8, 9, 32), 2.5)
    c.rrect(W_, (28, 8, 9, 32), 2.5)
    return c


def ui_play():
    c = ui_canvas()
    pts = [(14, 8), (40, 24), (14, 40)]
    c.poly(W_, pts)
    c.polyline(W_, pts, 4, closed=True)
    return c


def ui_back():
    c = ui_canvas()
    c.line(W_, (14, 24), (42, 24), 6)
    c.poly(W_, [(4, 24), (20, 9), (20, 39)])
    c.polyline(W_, [(4, 24), (20, 9), (20, 39)], 2.5, closed=True)
    return c


def ui_bot():
    c = ui_canvas()
    c.line(W_, (24, 5), (24, 12), 3)
    c.circle(W_, (24, 5), 3.5)
    c.rrect(W_, (8, 12, 32, 28), 7)
    c.rrect(W_, (3, 20, 6, 12), 2)
    c.rrect(W_, (39, 20, 6, 12), 2)
    c.circle(T_, (17, 23), 4.2)
    c.circle(T_, (31, 23), 4.2)
    c.rrect(T_, (16, 31, 16, 4), 2)
    return c


def ui_human():
    c = ui_canvas()
    c.circle(W_, (24, 14), 9)
    c.ellipse(W_, (8, 26, 32, 30))
    c.rrect(T_, (0, 44, 48, 10), 0)
    return c


def ui_sort():
    c = ui_canvas()
    c.line(W_, (5, 10), (28, 10), 4.5)
    c.line(W_, (5, 21), (22, 21), 4.5)
    c.line(W_, (5, 32), (16, 32), 4.5)
    c.line(W_, (38, 6), (38, 34), 4.5)
    c.poly(W_, [(29, 32), (47, 32), (38, 44)])
    return c


def ui_speaker():
    c = ui_canvas()
    c.rrect(W_, (4, 17, 10, 14), 2)
    c.poly(W_, [(10, 17), (24, 6), (24, 42), (10, 31)])
    c.arc(W_, (24, 24), 9, -45, 45, 3.6, cap=True)
    c.arc(W_, (24, 24), 17, -50, 50, 3.6, cap=True)
    return c


def ui_trophy():
    c = ui_canvas()
    cup = []
    for i in range(21):
        t = i / 20
        a = math.pi * t
        cup.append((24 - 13 * math.cos(a), 6 + 20 * math.sin(a) ** 0.9))
    c.poly(W_, [(11, 6)] + cup + [(37, 6)])
    c.rrect(W_, (10, 4, 28, 5), 1.5)
    c.arc(W_, (11, 15), 6, 90, 270, 3.2)
    c.arc(W_, (37, 15), 6, -90, 90, 3.2)
    c.line(W_, (24, 26), (24, 36), 5)
    c.rrect(W_, (15, 35, 18, 5), 1.5)
    c.rrect(W_, (11, 40, 26, 5), 1.5)
    return c


def ui_lock():
    c = ui_canvas()
    c.arc(W_, (24, 18), 9.5, 180, 360, 5)
    c.line(W_, (14.5, 18), (14.5, 24), 5, cap=False)
    c.line(W_, (33.5, 18), (33.5, 24), 5, cap=False)
    c.rrect(W_, (8, 22, 32, 22), 4)
    c.circle(T_, (24, 30), 3.6)
    c.poly(T_, [(22.5, 31), (25.5, 31), (26.5, 39), (21.5, 39)])
    return c


def ui_eye_closed():
    c = ui_canvas()
    # closed lid: a downward curve with lashes
    c.arc(W_, (24, 8), 22, 35, 145, 4.5, cap=True, n=40)
    for ang in (55, 75, 90, 105, 125):
        a = math.radians(ang)
        p0 = (24 + 22 * math.cos(a), 8 + 22 * math.sin(a))
        p1 = (24 + 30 * math.cos(a), 8 + 30 * math.sin(a))
        c.line(W_, p0, p1, 3.4)
    return c


UI_ICONS = {
    "gear": ui_gear, "undo": ui_undo, "book": ui_book, "chart": ui_chart,
    "pause": ui_pause, "play": ui_play, "back": ui_back, "bot": ui_bot,
    "human": ui_human, "sort": ui_sort, "speaker": ui_speaker,
    "trophy": ui_trophy, "lock": ui_lock, "eye_closed": ui_eye_closed,
}


# --------------------------------------------------------------------------


def main(argv=None):
    pygame.display.init()
    files = []
    files += make_genres()
    files += make_gender()
    files += make_bonus()
    files.append(save(make_card_back(), "cave_rave", "card_back.png"))
    files.append(save(make_card_face(), "cave_rave", "card_face.png"))
    files.append(save(make_table(), "cave_rave", "table.png"))
    for name, fn in (("cave_rave", tile_cave_rave), ("camp", tile_camp),
                     ("boaromia", tile_boaromia), ("rodeo", tile_rodeo)):
        files.append(save(fn(), "launcher", f"{name}.png"))
    files.append(save(app_icon(256), "app_icon.png"))
    files.append(save(app_icon(64), "app_icon_64.png"))
    for name, fn in UI_ICONS.items():
        files.append(save(fn().result(), "ui", f"{name}.png"))
    total = 0
    for f in files:
        sz = os.path.getsize(f)
        total += sz
        print(f"{os.path.relpath(f, ROOT):45s} {sz:8d} bytes")
    print(f"{len(files)} files, {total / 1024:.1f} KiB total")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
