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
# Camp Roskilde
# --------------------------------------------------------------------------

CINK = hexc("#221e2c")          # outline ink for every camp icon
CW = (255, 255, 255, 255)       # mask: solid
CT = (255, 255, 255, 0)         # mask: cut out
VIBES = {
    "green": hexc("#3f9b4b"),
    "blue": hexc("#2f74c0"),
    "red": hexc("#d0443a"),
    "black": hexc("#2b2b33"),
    "none": hexc("#c9c6bf"),
}
AMBER = hexc("#f2a623")
FOAM = hexc("#fffaf0")
PINK = hexc("#ff5d8f")
GOLD = hexc("#f7c531")
HIVIS = hexc("#d9f531")
PUKE = hexc("#9fd84e")
ORANGE = hexc("#f2761d")
ROSE = hexc("#e8344e")
LEAF = hexc("#3faa4e")


class Icon:
    """Layered icon: each layer is a white mask drawn in logical coordinates,
    filled and given a dark outline, then stacked; details are drawn on top."""

    def __init__(self, size=160, r=4.2, k=0.92):
        self.size, self.r, self.k = size, r, k
        self.off = size * (1 - k) / 2
        self.c = self.view(Canvas(size, size, bg=CINK + (0,)))

    def view(self, canvas):
        """Draw in the full 160-unit box, shrunk a little so outlines keep a margin."""
        canvas.set_view(self.k, self.off, self.off)
        return canvas

    def pt(self, p):
        return (p[0] * self.k + self.off, p[1] * self.k + self.off)

    def mask(self):
        return self.view(Canvas(self.size, self.size, bg=(255, 255, 255, 0)))

    def put(self, m, fill=WHITE, r=None):
        self.c.surf.blit(outlined(m, fill, CINK, self.r if r is None else r).surf, (0, 0))
        return self.c

    def result(self):
        return self.c.result()


def c_body(m, pts, rnd=8):
    """Filled polygon with rounded corners (the outline grows by rnd/2)."""
    m.poly(CW, pts)
    m.polyline(CW, pts, rnd, closed=True)


def c_eyes(c, x, y, dx, r=2.8, col=CINK):
    c.circle(col, (x - dx, y), r)
    c.circle(col, (x + dx, y), r)


def c_heart(c, col, x, y, s):
    """Heart of width ~2s centred on (x, y)."""
    pts = []
    for i in range(40):
        t = 2 * math.pi * i / 40
        hx = 16 * math.sin(t) ** 3
        hy = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x + hx * s / 16, y + hy * s / 16))
    c.poly(col, pts)
    return pts


def c_star(cx, cy, R, r, n=5, a0=-90):
    pts = []
    for i in range(2 * n):
        a = math.radians(a0 + i * 180 / n)
        rr = R if i % 2 == 0 else r
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def c_sparkle(c, col, x, y, s, ink=CINK):
    pts = []
    for i in range(8):
        a = math.radians(-90 + i * 45)
        rr = s if i % 2 == 0 else s * 0.28
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    c.polyline(ink, pts, 3.2, closed=True)
    c.poly(ink, pts)
    inner = [(x + (px - x) * 0.72, y + (py - y) * 0.72) for px, py in pts]
    c.poly(col, inner)


def c_cup(x, top, bottom, wt, wb):
    """Plastic festival cup outline polygon, (x) centre."""
    return [(x - wt / 2, top), (x + wt / 2, top), (x + wb / 2, bottom), (x - wb / 2, bottom)]


def beer_cup(ic: Icon, x, top, bottom, wt, wb, tilt=0.0, foam=True):
    """Clear cup with amber beer and a foam head; rotated by *tilt* degrees
    around its bottom centre."""
    def R_(pts):
        return rot(pts, tilt, center=(x, bottom))

    m = ic.mask()
    cup = c_cup(x, top, bottom, wt, wb)
    c_body(m, R_(cup), 4)
    if foam:
        for fx, fy, fr in ((-0.34, 0.02, 0.2), (-0.08, -0.04, 0.24), (0.2, 0.0, 0.22), (0.38, 0.05, 0.16)):
            m.circle(CW, R_([(x + fx * wt, top + fy * wt)])[0], fr * wt)
    c = ic.put(m)
    h = bottom - top
    beer = [(x - wt / 2 + 3, top + h * 0.18), (x + wt / 2 - 3, top + h * 0.18),
            (x + wb / 2 - 3, bottom - 3), (x - wb / 2 + 3, bottom - 3)]
    c.poly(AMBER, R_(beer))
    # a lighter stripe and a few bubbles in the beer
    c.poly(shade(AMBER, 0.35), R_([(x - wt * 0.3, top + h * 0.22), (x - wt * 0.16, top + h * 0.22),
                                   (x - wb * 0.12, bottom - 5), (x - wb * 0.26, bottom - 5)]))
    for bx, by, br in ((0.16, 0.5, 0.05), (0.06, 0.72, 0.035), (0.22, 0.8, 0.04)):
        c.circle(FOAM, R_([(x + bx * wt, top + by * h)])[0], br * wt)
    if foam:
        fm = ic.mask()
        fm.poly(CW, R_([(x - wt / 2 + 1, top - 2), (x + wt / 2 - 1, top - 2),
                        (x + wt / 2 - 2, top + h * 0.2), (x - wt / 2 + 2, top + h * 0.2)]))
        for fx, fy, fr in ((-0.34, 0.02, 0.2), (-0.08, -0.04, 0.24), (0.2, 0.0, 0.22), (0.38, 0.05, 0.16)):
            fm.circle(CW, R_([(x + fx * wt, top + fy * wt)])[0], fr * wt - 0.5)
        c.surf.blit(tint(fm.surf, FOAM), (0, 0))
        c.polyline(CINK, R_([(x - wt / 2 + 3, top + h * 0.2), (x - wt * 0.1, top + h * 0.26),
                             (x + wt * 0.2, top + h * 0.19), (x + wt / 2 - 3, top + h * 0.22)]), 2.4)
    # rim ridges
    for t in (0.62,):
        y = top + h * t
        w = wt + (wb - wt) * t
        c.line(CINK, R_([(x - w / 2 + 1, y)])[0], R_([(x + w / 2 - 1, y)])[0], 2.0)


# ---- the 21 type icons (160x160) ------------------------------------------


def icon_party_animal():
    ic = Icon()
    # confetti (behind)
    rng = random.Random(61)
    cols = [hexc(h) for h in ("#f7c531", "#ff5d8f", "#35c9e8", "#8ee04f", "#ff8a3a", "#b083ff")]
    spots = [(20, 24), (50, 10), (112, 12), (142, 30), (14, 70), (146, 74), (26, 118), (138, 120),
             (36, 44), (126, 52)]
    for i, (x, y) in enumerate(spots):
        col = cols[i % len(cols)]
        ang = rng.uniform(0, 180)
        if i % 3 == 2:
            pts = rot([(0, -7), (6.5, 5), (-6.5, 5)], ang, offset=(x, y))
        else:
            pts = rot([(-7, -3.6), (7, -3.6), (7, 3.6), (-7, 3.6)], ang, offset=(x, y))
        ic.c.polyline(CINK, pts, 5, closed=True)
        ic.c.poly(CINK, pts)
        ic.c.poly(col, pts)
    # figure
    m = ic.mask()
    m.circle(CW, (80, 52), 17)
    c_body(m, [(64, 74), (96, 74), (92, 114), (68, 114)], 8)
    m.polyline(CW, [(66, 78), (48, 58), (38, 30)], 13)
    m.polyline(CW, [(94, 78), (112, 58), (122, 30)], 13)
    m.circle(CW, (37, 26), 8)
    m.circle(CW, (123, 26), 8)
    m.polyline(CW, [(74, 112), (66, 132), (58, 150)], 14)
    m.polyline(CW, [(86, 112), (104, 128), (104, 150)], 14)
    m.line(CW, (50, 151), (62, 151), 10)
    m.line(CW, (102, 151), (116, 151), 10)
    c = ic.put(m)
    # party hat
    hm = ic.mask()
    hat = [(66, 40), (92, 34), (86, 4)]
    c_body(hm, hat, 4)
    hm.circle(CW, (86, 4), 6)
    c = ic.put(hm, r=3.6)
    c.poly(hexc("#ff5d8f"), [(72, 27), (87, 23), (89, 30), (72, 35)])
    c.poly(hexc("#35c9e8"), [(77, 14), (85, 12), (86, 18), (77, 20)])
    c.circle(hexc("#f7c531"), (86, 4), 4)
    # happy face: closed eyes, big open mouth
    c.arc(CINK, (73, 52), 4, 200, 340, 2.6, cap=True)
    c.arc(CINK, (87, 52), 4, 200, 340, 2.6, cap=True)
    c.poly(CINK, [(70, 58), (90, 58)] + [(80 + 10 * math.cos(a), 58 + 9 * math.sin(a))
                                          for a in [i * math.pi / 12 for i in range(13)]])
    c.ellipse(hexc("#ff7a8a"), (75, 61, 10, 5))
    # motion ticks by the hands
    for sx in (-1, 1):
        x = 80 + sx * 43
        c.line(CINK, (x + sx * 14, 18), (x + sx * 20, 12), 3)
        c.line(CINK, (x + sx * 16, 30), (x + sx * 24, 30), 3)
    return ic


def icon_bum():
    ic = Icon()
    # bin bag behind, on the left
    m = ic.mask()
    bag = []
    for i in range(48):
        a = 2 * math.pi * i / 48
        rr = 1 + 0.05 * math.sin(5 * a)
        bag.append((40 + 31 * rr * math.cos(a), 112 + 32 * rr * math.sin(a)))
    m.poly(CW, bag)
    m.poly(CW, [(32, 84), (48, 84), (56, 66), (40, 76), (24, 66)])
    c = ic.put(m)
    c.arc(CINK, (40, 112), 20, 195, 250, 2.4)
    c.arc(CINK, (40, 112), 24, 110, 160, 2.4)
    c.line(CINK, (32, 84), (48, 84), 2.6)
    # slumped body leaning on the bag, one arm hanging down
    m = ic.mask()
    c_body(m, [(56, 80), (92, 82), (98, 128), (60, 128)], 10)
    m.polyline(CW, [(60, 88), (50, 110), (52, 128)], 12)
    m.circle(CW, (78, 62), 18)
    c = ic.put(m)
    c.rrect(CINK, (80, 116, 9, 8), 2, width=2)                      # patch
    c.line(CINK, (81, 118), (88, 122), 1.6)
    # legs: one stretched out, one knee up
    m = ic.mask()
    m.polyline(CW, [(84, 128), (144, 140)], 15)
    m.rrect(CW, (138, 128, 14, 20), 5)
    c = ic.put(m)
    m = ic.mask()
    m.polyline(CW, [(74, 126), (110, 100), (120, 144)], 15)
    m.rrect(CW, (112, 140, 22, 11), 5)
    c = ic.put(m)
    # sleepy face: heavy lids, stubble, droopy mouth
    c.arc(CINK, (71, 64), 4.5, 0, 180, 2.6, cap=True)
    c.arc(CINK, (86, 64), 4.5, 0, 180, 2.6, cap=True)
    c.line(CINK, (66, 62), (76, 63), 2.6)
    c.line(CINK, (81, 63), (91, 62), 2.6)
    c.arc(CINK, (79, 79), 5, 200, 340, 2.4)
    for p in ((68, 72), (90, 72), (72, 77), (86, 77), (79, 82)):
        c.circle(CINK, p, 1.1)
    # beanie
    bm = ic.mask()
    bm.poly(CW, [(58, 58)] + [(78 - 20 * math.cos(a), 56 - 20 * math.sin(a))
                               for a in [i * math.pi / 16 for i in range(17)]] + [(98, 58)])
    bm.rrect(CW, (57, 50, 42, 10), 5)
    bm.circle(CW, (76, 34), 6.5)
    c = ic.put(bm, fill=hexc("#ffd0dc"), r=3.4)
    c.line(CINK, (58, 50), (98, 50), 2.4)
    # arm over the knee, a bottle dangling from the hand
    bt = ic.mask()
    bang = 12
    b = rot([(-7, 0), (7, 0), (7, 26), (3, 32), (3, 42), (-3, 42), (-3, 32), (-7, 26)], 180 + bang,
            offset=(126, 140))
    c_body(bt, b, 4)
    c = ic.put(bt, r=3.4)
    c.poly(hexc("#7fc46a"), rot([(-5, 6), (5, 6), (5, 20), (-5, 20)], 180 + bang, offset=(126, 140)))
    am = ic.mask()
    am.polyline(CW, [(88, 88), (108, 96), (120, 100)], 12)
    am.circle(CW, (121, 100), 7)
    c = ic.put(am)
    # sleep bubbles
    for x, y, r in ((106, 44, 6), (116, 30, 4.5), (124, 18, 3.5)):
        c.circle(CINK, (x, y), r + 2.2)
        c.circle(WHITE, (x, y), r)
    return ic


def icon_explorer():
    ic = Icon()
    m = ic.mask()
    m.circle(CW, (80, 54), 17)
    c_body(m, [(62, 76), (98, 76), (94, 118), (66, 118)], 8)
    m.polyline(CW, [(66, 82), (44, 96), (62, 66)], 13)   # elbows out, hands at the face
    m.polyline(CW, [(94, 82), (116, 96), (98, 66)], 13)
    m.polyline(CW, [(72, 116), (68, 150)], 15)
    m.polyline(CW, [(88, 116), (94, 150)], 15)
    m.rrect(CW, (58, 144, 16, 10), 4)
    m.rrect(CW, (88, 144, 18, 10), 4)
    c = ic.put(m)
    # shorts, belt, pockets
    c.line(CINK, (64, 108), (96, 108), 2.6)
    c.line(CINK, (80, 112), (80, 122), 2.4)
    c.rrect(CINK, (68, 86, 9, 8), 2, width=2.2)
    c.rrect(CINK, (83, 86, 9, 8), 2, width=2.2)
    c.line(CINK, (70, 132), (90, 132), 2.4)
    # backpack strap
    c.line(CINK, (66, 78), (70, 106), 2.2)
    # pith helmet
    hm = ic.mask()
    hm.ellipse(CW, (48, 36, 64, 12))
    hm.poly(CW, [(62, 40)] + [(80 - 18 * math.cos(a), 40 - 22 * math.sin(a))
                               for a in [i * math.pi / 16 for i in range(17)]])
    hm.circle(CW, (80, 17), 3.5)
    c = ic.put(hm, r=3.6)
    c.line(CINK, (63, 36), (97, 36), 2.2)
    c.arc(CINK, (80, 40), 10, 200, 340, 2)
    # binoculars over the eyes
    bm = ic.mask()
    bm.rrect(CW, (60, 42, 18, 22), 5)
    bm.rrect(CW, (82, 42, 18, 22), 5)
    bm.rrect(CW, (74, 48, 12, 8), 2)
    c = ic.put(bm, r=3.4)
    for x in (69, 91):
        c.circle(CINK, (x, 56), 7)
        c.circle(hexc("#7fb8ff"), (x, 56), 4.4)
        c.circle(WHITE, (x - 1.8, 54), 1.6)
    # folded map sticking out of the back pocket
    mm = ic.mask()
    mp = [(100, 98), (122, 90), (128, 112), (106, 120)]
    mm.poly(CW, mp)
    c = ic.put(mm, fill=hexc("#fff1c7"), r=3.2)
    c.line(CINK, (111, 94), (117, 116), 2)
    c.polyline(hexc("#e8423a"), [(104, 112), (110, 104), (118, 106), (122, 98)], 2.2)
    c.line(hexc("#e8423a"), (120, 96), (124, 100), 2.2)
    c.line(hexc("#e8423a"), (124, 96), (120, 100), 2.2)
    return ic


def icon_believer():
    ic = Icon()
    # sign on a pole
    sm = ic.mask()
    sm.line(CW, (118, 40), (118, 152), 7)
    sm.rrect(CW, (88, 6, 62, 44), 5)
    c = ic.put(sm)
    c.circle(GOLD, (119, 28), 8)
    c.circle(CINK, (119, 28), 8, width=2.2)
    for i in range(8):
        a = math.radians(i * 45)
        c.line(CINK, (119 + 12 * math.cos(a), 28 + 12 * math.sin(a) * 0.9),
               (119 + 17 * math.cos(a), 28 + 17 * math.sin(a) * 0.9), 2.6)
    # robed figure
    m = ic.mask()
    m.circle(CW, (66, 56), 16)
    c_body(m, [(52, 78), (80, 78), (94, 148), (38, 148)], 8)
    m.polyline(CW, [(78, 84), (100, 100), (116, 96)], 12)           # hand on the pole
    m.polyline(CW, [(54, 84), (34, 66), (30, 44)], 12)              # raised hand
    c = ic.put(m)
    # open palm
    pm = ic.mask()
    pm.circle(CW, (30, 40), 8)
    for fx, fy in ((-8, -8), (-3, -12), (2, -12), (7, -9)):
        pm.line(CW, (30 + fx * 0.5, 40), (30 + fx, 40 + fy), 4.4)
    pm.line(CW, (34, 42), (40, 36), 4.2)
    c = ic.put(pm, r=3.0)
    # fist on the pole
    c.circle(CINK, (118, 96), 7.5)
    c.circle(WHITE, (118, 96), 5.2)
    # robe: rope belt and folds
    c.line(CINK, (48, 110), (84, 110), 2.6)
    c.polyline(CINK, [(74, 110), (78, 124), (74, 132)], 2.2)
    c.line(CINK, (56, 124), (50, 146), 2.2)
    c.line(CINK, (66, 118), (66, 146), 2.2)
    # serene face
    c.arc(CINK, (60, 57), 4, 20, 160, 2.4, cap=True)
    c.arc(CINK, (72, 57), 4, 20, 160, 2.4, cap=True)
    c.arc(CINK, (66, 62), 6, 30, 150, 2.4, cap=True)
    # halo
    hm = ic.mask()
    hm.ellipse(CW, (44, 20, 44, 15), width=6)
    c = ic.put(hm, fill=GOLD, r=3.0)
    return ic


def icon_player():
    ic = Icon()
    m = ic.mask()
    c_body(m, [(30, 124), (130, 124), (136, 150), (24, 150)], 16)   # shoulders
    m.rrect(CW, (68, 96, 24, 30), 6)                               # neck
    m.circle(CW, (80, 70), 34)
    m.ellipse(CW, (42, 66, 12, 20))                                # ears
    m.ellipse(CW, (106, 66, 12, 20))
    c = ic.put(m)
    # open collar
    c.polyline(CINK, [(64, 126), (80, 146), (96, 126)], 2.8)
    c.line(CINK, (80, 146), (80, 156), 2.6)
    # slick quiff
    hm = ic.mask()
    hm.poly(CW, [(46, 64), (48, 42), (62, 30), (84, 26), (108, 30), (118, 44), (114, 58),
                 (106, 48), (92, 46), (74, 48), (58, 52), (52, 66)])
    hm.circle(CW, (100, 28), 13)
    c = ic.put(hm, r=3.6)
    c.arc(CINK, (96, 36), 10, 190, 330, 2.4)
    c.arc(CINK, (82, 46), 20, 230, 290, 2.2)
    # heart eyes
    for x in (66, 94):
        c_heart(c, CINK, x, 70, 12)
        c_heart(c, ROSE, x, 70, 9)
        c.circle(WHITE, (x - 3.5, 66), 1.8)
    # eyebrows up
    c.arc(CINK, (66, 64), 12, 235, 305, 2.6)
    c.arc(CINK, (94, 64), 12, 235, 305, 2.6)
    # grin with a rose between the teeth
    c.arc(CINK, (80, 82), 14, 20, 160, 2.8, cap=True)
    rm = ic.mask()
    rm.polyline(CW, [(78, 96), (104, 94), (124, 86)], 6)
    rm.poly(CW, [(106, 94), (114, 104), (118, 96)])                 # leaf
    rm.circle(CW, (130, 78), 14)
    c = ic.put(rm, r=3.2)
    c.polyline(LEAF, [(78, 96), (104, 94), (124, 86)], 3.2)
    c.poly(LEAF, [(108, 95), (114, 102), (116, 96)])
    c.circle(ROSE, (130, 78), 12)
    c.arc(CINK, (130, 78), 5, 0, 300, 2.2)
    c.arc(CINK, (130, 78), 9, 120, 330, 2.2)
    c.circle(CINK, (80, 96), 3)
    return ic


def icon_music():
    ic = Icon()
    # sound waves
    wm = ic.mask()
    for r, w in ((56, 8), (72, 8)):
        wm.arc(CW, (80, 84), r, -38, 38, w, cap=True)
        wm.arc(CW, (80, 84), r, 142, 218, w, cap=True)
    c = ic.put(wm, r=3.6)
    # speaker cabinet
    m = ic.mask()
    m.rrect(CW, (46, 22, 68, 124), 9)
    m.rrect(CW, (50, 142, 14, 10), 3)
    m.rrect(CW, (96, 142, 14, 10), 3)
    c = ic.put(m)
    c.circle(CINK, (80, 106), 25)
    c.circle(WHITE, (80, 106), 20.5)
    c.circle(CINK, (80, 106), 14, width=2.4)
    c.circle(CINK, (80, 106), 7)
    c.circle(CINK, (80, 54), 14)
    c.circle(WHITE, (80, 54), 10)
    c.circle(CINK, (80, 54), 4.5)
    for x, y in ((54, 30), (106, 30), (54, 136), (106, 136)):
        c.circle(CINK, (x, y), 2.4)
    return ic


def icon_babe():
    ic = Icon()
    # big hair
    hm = ic.mask()
    hm.circle(CW, (80, 44), 30)
    for x, y, r in ((52, 60, 14), (108, 60, 14), (50, 80, 12), (110, 80, 12), (56, 96, 10),
                    (104, 96, 10)):
        hm.circle(CW, (x, y), r)
    c = ic.put(hm)
    c.arc(CINK, (62, 74), 10, 120, 250, 2.4)
    c.arc(CINK, (98, 74), 10, -70, 60, 2.4)
    # figure: hourglass dress, hand on hip, hand in hair
    m = ic.mask()
    m.rrect(CW, (74, 60, 12, 16), 4)
    c_body(m, [(64, 76), (96, 76), (88, 104), (72, 104)], 8)
    c_body(m, [(72, 102), (88, 102), (108, 144), (52, 144)], 8)
    m.polyline(CW, [(96, 80), (114, 94), (92, 104)], 11)
    m.polyline(CW, [(64, 80), (44, 66), (52, 42)], 11)
    m.line(CW, (70, 144), (68, 156), 9)
    m.line(CW, (90, 144), (94, 156), 9)
    c = ic.put(m)
    c.line(CINK, (68, 103), (92, 103), 2.6)
    # face
    fm = ic.mask()
    fm.ellipse(CW, (62, 30, 36, 40))
    c = ic.put(fm, r=3.2)
    # cat-eye sunglasses
    for sx in (-1, 1):
        lens = [(80 + sx * 2, 42), (80 + sx * 19, 39), (80 + sx * 19, 48), (80 + sx * 12, 53),
                (80 + sx * 4, 51)]
        c.poly(CINK, lens)
        c.polyline(CINK, lens, 3, closed=True)
        c.line(WHITE, (80 + sx * 13, 43), (80 + sx * 9, 47), 2)
    c.line(CINK, (78, 44), (82, 44), 3)
    # lips
    c.ellipse(hexc("#e8344e"), (73, 57, 14, 7))
    c.line(hexc("#8a1330"), (74, 60.5), (86, 60.5), 1.4)
    # necklace
    c.arc(GOLD, (80, 70), 12, 30, 150, 2.4)
    # sparkles
    c_sparkle(c, GOLD, 128, 22, 13)
    c_sparkle(c, GOLD, 136, 58, 8)
    c_sparkle(c, GOLD, 26, 112, 10)
    return ic


def icon_bar():
    ic = Icon()
    # tap tower: a crossbar on a central column, three tall handles
    tm = ic.mask()
    tm.rrect(CW, (26, 46, 108, 14), 7)
    tm.rrect(CW, (72, 56, 16, 34), 3)
    for x in (42, 80, 118):
        tm.rrect(CW, (x - 6.5, 8, 13, 34), 6)
        tm.rrect(CW, (x - 3, 38, 6, 12), 2)
    for x in (42, 118):
        tm.polyline(CW, [(x, 58), (x, 64), (x + (4 if x < 80 else -4), 68)], 5)
    c = ic.put(tm, r=3.8)
    for x, col in ((42, hexc("#f7c531")), (80, hexc("#ff5d8f")), (118, hexc("#35c9e8"))):
        c.rrect(col, (x - 3.5, 11, 7, 20), 3)
    c.rrect(CINK, (72, 66, 16, 3), 1)
    # counter: top, planked front, brass foot rail
    m = ic.mask()
    m.rrect(CW, (6, 86, 148, 14), 6)
    m.rrect(CW, (16, 98, 128, 52), 4)
    c = ic.put(m)
    for x in (48, 80, 112):
        c.line(CINK, (x, 104), (x, 144), 2.4)
    c.line(CINK, (16, 100), (144, 100), 2.4)
    c.line(CINK, (20, 136), (140, 136), 5.6)
    c.line(GOLD, (20, 136), (140, 136), 2.8)
    # two full pints under the side taps
    beer_cup(ic, 46, 70, 88, 18, 14)
    beer_cup(ic, 114, 70, 88, 18, 14)
    return ic


def icon_storyteller():
    ic = Icon()
    # speech bubble
    bm = ic.mask()
    bm.ellipse(CW, (64, 6, 86, 52))
    bm.poly(CW, [(82, 48), (96, 50), (62, 70)])
    c = ic.put(bm)
    for x in (92, 107, 122):
        c.circle(CINK, (x, 32), 4.4)
    # stump + seated figure
    m = ic.mask()
    m.rrect(CW, (12, 122, 46, 28), 6)
    m.circle(CW, (38, 72), 15)
    c_body(m, [(24, 90), (52, 88), (56, 126), (24, 126)], 8)
    m.polyline(CW, [(50, 122), (72, 126), (74, 150)], 14)         # leg to the front
    m.line(CW, (70, 150), (84, 150), 9)
    m.polyline(CW, [(50, 96), (66, 106), (78, 88)], 11)           # arm telling
    m.circle(CW, (79, 86), 6.5)
    c = ic.put(m)
    c.ellipse(CINK, (14, 126, 42, 6), width=2)
    c.line(CINK, (24, 136), (24, 148), 2)
    c.line(CINK, (44, 136), (44, 148), 2)
    c.circle(CINK, (44, 71), 2.4)
    c.arc(CINK, (44, 74), 6, 20, 120, 2.2)
    # beard
    c.poly(WHITE, [(36, 78), (52, 76), (48, 92), (40, 90)])
    c.polyline(CINK, [(36, 78), (40, 91), (48, 92), (52, 77)], 2.4)
    # campfire
    lm = ic.mask()
    lm.line(CW, (96, 148), (148, 134), 10)
    lm.line(CW, (96, 134), (148, 148), 10)
    c = ic.put(lm, fill=hexc("#e9d4b8"), r=3.4)
    fm = ic.mask()
    flame(fm, CW, 122, 140, 42, 64)
    flame(fm, CW, 106, 142, 20, 32, lean=-0.15)
    flame(fm, CW, 138, 142, 18, 28, lean=0.15)
    c = ic.put(fm)
    flame(c, hexc("#ffb43a"), 122, 138, 24, 40)
    flame(c, hexc("#ff6a2a"), 122, 138, 12, 20)
    return ic


def icon_volunteer():
    ic = Icon()
    # trash bag on the left
    gm = ic.mask()
    gm.ellipse(CW, (14, 96, 40, 48))
    gm.poly(CW, [(28, 100), (40, 100), (44, 86), (34, 92), (24, 86)])
    c = ic.put(gm)
    c.arc(CINK, (34, 122), 12, 200, 270, 2.2)
    # figure
    m = ic.mask()
    m.circle(CW, (74, 40), 16)
    c_body(m, [(58, 60), (90, 60), (88, 108), (60, 108)], 8)
    m.polyline(CW, [(62, 66), (48, 86), (40, 98)], 12)
    m.polyline(CW, [(88, 66), (100, 86), (110, 80)], 12)
    m.polyline(CW, [(68, 106), (66, 150)], 15)
    m.polyline(CW, [(82, 106), (88, 150)], 15)
    m.rrect(CW, (56, 144, 16, 10), 4)
    m.rrect(CW, (84, 144, 18, 10), 4)
    c = ic.put(m)
    # hi-vis vest with reflective stripes
    vest = [(58, 62), (68, 60), (74, 80), (80, 60), (90, 62), (90, 106), (58, 106)]
    c.poly(HIVIS, vest)
    c.polyline(CINK, vest, 2.6, closed=True)
    for y in (84, 96):
        c.rrect(hexc("#e8ecef"), (58, y - 3, 32, 6), 1)
        c.line(CINK, (58, y - 3.5), (90, y - 3.5), 1.6)
        c.line(CINK, (58, y + 3.5), (90, y + 3.5), 1.6)
    # cap
    cm = ic.mask()
    cm.poly(CW, [(58, 36)] + [(74 - 16 * math.cos(a), 36 - 14 * math.sin(a))
                               for a in [i * math.pi / 14 for i in range(15)]])
    cm.rrect(CW, (74, 30, 26, 8), 4)
    c = ic.put(cm, fill=HIVIS, r=3.2)
    c_eyes(c, 74, 44, 6, 2.4)
    c.arc(CINK, (74, 46), 6, 30, 150, 2.2)
    # trash picker with a can in the claw
    pm = ic.mask()
    pm.line(CW, (108, 74), (142, 146), 5)
    pm.rrect(CW, (102, 66, 12, 16), 4)
    pm.polyline(CW, [(140, 140), (134, 150)], 4.5)
    pm.polyline(CW, [(144, 142), (150, 150)], 4.5)
    c = ic.put(pm, r=3.2)
    cn = ic.mask()
    cn.rrect(CW, (134, 144, 16, 11), 3)
    c = ic.put(cn, fill=hexc("#ff5d5d"), r=2.6)
    c.circle(CINK, (111, 80), 6.5)
    c.circle(WHITE, (111, 80), 4.5)
    return ic


def icon_camper():
    ic = Icon()
    m = ic.mask()
    body = [(10, 140), (80, 28), (150, 140)]
    c_body(m, body, 6)
    m.line(CW, (80, 30), (80, 12), 4)
    c = ic.put(m)
    # pennant
    pm = ic.mask()
    pm.poly(CW, [(80, 10), (104, 16), (80, 24)])
    c = ic.put(pm, fill=hexc("#ff5d5d"), r=2.8)
    # door: dark opening with one flap rolled back
    door = [(52, 140), (80, 72), (108, 140)]
    c.poly(CINK, door)
    c.poly(WHITE, [(80, 76), (104, 136), (86, 136)])
    c.polyline(CINK, [(80, 76), (104, 138), (86, 136), (80, 76)], 2.6)
    c.line(CINK, (93, 108), (100, 112), 2.4)
    # seams
    c.line(CINK, (44, 100), (34, 140), 2.2)
    c.line(CINK, (116, 100), (126, 140), 2.2)
    # ground, guy-lines, pegs
    c.line(CINK, (2, 146), (18, 128), 2.2)
    c.line(CINK, (158, 146), (142, 128), 2.2)
    pg = ic.mask()
    pg.line(CW, (4, 144), (14, 150), 4)
    pg.line(CW, (146, 150), (156, 144), 4)
    pg.rrect(CW, (4, 142, 152, 10), 5)
    c = ic.put(pg, fill=hexc("#9ad86a"), r=3.0)
    for x in (24, 44, 116, 136):
        c.line(CINK, (x, 143), (x - 2, 137), 2)
    return ic


def icon_music_nerd():
    ic = Icon()
    m = ic.mask()
    c_body(m, [(30, 126), (130, 126), (136, 150), (24, 150)], 16)
    m.rrect(CW, (68, 98, 24, 30), 6)
    m.circle(CW, (80, 70), 32)
    c = ic.put(m)
    c.polyline(CINK, [(62, 128), (70, 142), (76, 156)], 2.6)     # cardigan
    c.polyline(CINK, [(98, 128), (90, 142), (84, 156)], 2.6)
    c.circle(CINK, (72, 150), 2)
    # messy hair
    hm = ic.mask()
    for x, y, r in ((56, 50, 12), (66, 40, 13), (80, 36, 14), (94, 40, 13), (104, 50, 12)):
        hm.circle(CW, (x, y), r)
    c = ic.put(hm, r=3.4)
    # headphones
    pm = ic.mask()
    pm.arc(CW, (80, 68), 40, 192, 348, 9, n=60)
    pm.rrect(CW, (34, 56, 16, 32), 6)
    pm.rrect(CW, (110, 56, 16, 32), 6)
    c = ic.put(pm)
    c.rrect(CINK, (38, 62, 8, 20), 3)
    c.rrect(CINK, (114, 62, 8, 20), 3)
    c.rrect(hexc("#35c9e8"), (39.5, 63.5, 5, 17), 2)
    c.rrect(hexc("#35c9e8"), (115.5, 63.5, 5, 17), 2)
    # thick glasses
    for x in (66, 94):
        c.rrect(CINK, (x - 11, 62, 22, 17), 5)
        c.rrect(WHITE, (x - 7.5, 65.5, 15, 10), 3)
        c.circle(CINK, (x + 1, 71), 2.8)
    c.line(CINK, (76, 68), (84, 68), 3)
    c.arc(CINK, (80, 88), 6, 20, 160, 2.4)
    # vinyl record held up
    vm = ic.mask()
    vm.circle(CW, (122, 126), 30)
    c = ic.put(vm)
    for r in (26, 21, 16):
        c.circle(CINK, (122, 126), r, width=1.6)
    c.circle(hexc("#ff5d5d"), (122, 126), 10)
    c.circle(CINK, (122, 126), 10, width=2)
    c.circle(CINK, (122, 126), 2.4)
    c.arc(WHITE, (122, 126), 23, 200, 240, 2.2)
    # fingers on the rim
    fm = ic.mask()
    for y in (120, 130, 140):
        fm.rrect(CW, (88, y - 4, 14, 9), 4)
    c = ic.put(fm, r=2.8)
    return ic


def icon_cool_stuff():
    ic = Icon()
    pinkish = hexc("#ffc0d4")
    # ring float
    m = ic.mask()
    m.ellipse(CW, (12, 86, 136, 62))
    m.ellipse(CT, (46, 104, 68, 24))
    c = ic.put(m, fill=pinkish)
    c.arc(WHITE, (80, 116), 60, 200, 250, 4, cap=True)
    c.ellipse(CINK, (46, 104, 68, 24), width=2.4)
    # stripes on the ring
    for a in (-60, 20, 100, 160):
        ca = math.radians(a)
        p0 = (80 + 36 * math.cos(ca), 116 + 13 * math.sin(ca))
        p1 = (80 + 68 * math.cos(ca), 116 + 31 * math.sin(ca))
        c.line(CINK, p0, p1, 2.2)
    # neck and head
    nm = ic.mask()
    nm.polyline(CW, [(106, 108), (116, 82), (108, 62), (94, 50), (92, 36)], 16)
    nm.circle(CW, (96, 30), 14)
    nm.poly(CW, [(84, 24), (62, 30), (58, 44), (66, 40), (84, 38)])
    c = ic.put(nm, fill=pinkish)
    c.poly(CINK, [(64, 32), (58, 44), (66, 40), (70, 34)])
    c.circle(CINK, (98, 26), 3)
    c.circle(WHITE, (97, 25), 1)
    c.arc(WHITE, (112, 74), 14, 250, 320, 3.2, cap=True)
    # tail feathers
    tm = ic.mask()
    tm.poly(CW, [(30, 100), (10, 86), (16, 100), (6, 104), (26, 112)])
    c = ic.put(tm, fill=pinkish, r=3.2)
    # little splash
    c.arc(CINK, (80, 150), 50, 200, 230, 2.4)
    c.arc(CINK, (80, 150), 50, 310, 340, 2.4)
    return ic


def icon_your_mom():
    ic = Icon()
    m = ic.mask()
    m.circle(CW, (80, 20), 10)                                    # bun
    m.circle(CW, (80, 42), 18)
    c_body(m, [(62, 66), (98, 66), (92, 100), (68, 100)], 8)
    c_body(m, [(68, 98), (92, 98), (108, 142), (52, 142)], 8)
    m.polyline(CW, [(64, 70), (38, 88), (66, 102)], 12)            # hands on hips
    m.polyline(CW, [(96, 70), (122, 88), (94, 102)], 12)
    m.line(CW, (70, 140), (68, 154), 9)
    m.line(CW, (90, 140), (92, 154), 9)
    m.rrect(CW, (58, 148, 14, 8), 3)
    m.rrect(CW, (88, 148, 14, 8), 3)
    c = ic.put(m)
    # hair cap
    hm = ic.mask()
    hm.poly(CW, [(62, 44)] + [(80 - 18 * math.cos(a), 40 - 16 * math.sin(a))
                               for a in [i * math.pi / 14 for i in range(15)]] + [(98, 44), (92, 34), (68, 34)])
    hm.circle(CW, (80, 20), 10)
    c = ic.put(hm, fill=hexc("#e6e1ea"), r=3.2)
    c.arc(CINK, (80, 20), 5, 180, 360, 2)
    # stern face: brows down to the centre, narrowed eyes, tight mouth
    c.line(CINK, (66, 40), (77, 45), 3)
    c.line(CINK, (94, 40), (83, 45), 3)
    c.circle(CINK, (72, 48), 2.6)
    c.circle(CINK, (88, 48), 2.6)
    c.line(CINK, (73, 57), (87, 57), 3)
    # apron
    ap = [(68, 100), (92, 100), (98, 136), (62, 136)]
    c.poly(hexc("#ffd0dc"), ap)
    c.polyline(CINK, ap, 2.4, closed=True)
    c.line(CINK, (68, 100), (92, 100), 3)
    c_heart(c, hexc("#e8344e"), 80, 118, 6)
    # angry puff
    c.line(CINK, (112, 22), (120, 14), 3)
    c.line(CINK, (116, 32), (128, 30), 3)
    c.line(CINK, (106, 14), (108, 4), 3)
    return ic


def icon_drunk():
    ic = Icon()
    tilt = -14
    piv = (80, 152)

    def R_(p):
        return rot(p, tilt, center=piv, offset=(0, -6))

    m = ic.mask()
    c_body(m, R_([(62, 78), (92, 78), (90, 116), (64, 116)]), 8)
    m.polyline(CW, R_([(90, 84), (112, 86), (120, 66)]), 12)                # arm with the cup
    ic.put(m)
    # knock-kneed, wobbly legs (each its own layer so they stay apart)
    m = ic.mask()
    m.polyline(CW, R_([(86, 112), (80, 132), (100, 150)]), 13)
    m.polyline(CW, R_([(98, 152), (110, 154)]), 10)
    ic.put(m)
    m = ic.mask()
    m.polyline(CW, R_([(70, 112), (82, 132), (62, 150)]), 13)
    m.polyline(CW, R_([(50, 154), (64, 152)]), 10)
    ic.put(m)
    m = ic.mask()
    m.circle(CW, R_([(76, 56)])[0], 17)
    c = ic.put(m)
    m = ic.mask()
    m.polyline(CW, R_([(64, 84), (48, 100), (44, 120)]), 11)               # arm hanging
    c = ic.put(m)
    # woozy face: spiral eyes, wavy mouth, red nose
    hx, hy = R_([(76, 56)])[0]
    for ex in (-7, 7):
        c.arc(CINK, (hx + ex, hy - 4), 3.6, 0, 300, 2.0)
    c.polyline(CINK, [(hx - 8, hy + 8), (hx - 4, hy + 6), (hx, hy + 9), (hx + 4, hy + 6), (hx + 8, hy + 8)], 2.4)
    c.circle(hexc("#ff6a6a"), (hx, hy + 1), 4)
    # the beer, slopping over
    cx, cy = R_([(120, 58)])[0]
    beer_cup(ic, cx, cy - 22, cy + 6, 24, 17, tilt=24)
    dm = ic.mask()
    for x, y, r in ((cx - 12, cy - 30, 4), (cx - 20, cy - 22, 3)):
        dm.circle(CW, (x, y), r)
    c = ic.put(dm, fill=AMBER, r=2.4)
    # dizzy swirl above the head
    sw = ic.mask()
    pts = []
    for i in range(60):
        t = i / 59
        a = math.radians(-90 + t * 600)
        r = 3 + 17 * t
        pts.append((50 + r * math.cos(a), 22 + r * math.sin(a)))
    sw.polyline(CW, pts, 4.2)
    c = ic.put(sw, r=2.4)
    # wobble lines
    for sx, x0 in ((-1, 20), (1, 144)):
        c.arc(CINK, (x0, 118), 12, 140 if sx < 0 else -40, 220 if sx < 0 else 40, 3, cap=True)
        c.arc(CINK, (x0 - sx * 6, 118), 12, 150 if sx < 0 else -30, 210 if sx < 0 else 30, 3, cap=True)
    return ic


def icon_mr_chaos():
    ic = Icon()
    # whirlwind rings behind
    wm = ic.mask()
    wm.arc(CW, (80, 96), 62, 160, 330, 6, cap=True, n=60)
    wm.arc(CW, (80, 100), 52, -20, 120, 6, cap=True, n=50)
    c = ic.put(wm, r=3.0)
    # jester hat
    hm = ic.mask()
    base = [(60, 48), (100, 48)]
    hm.poly(CW, [base[0], (50, 30), (26, 16), (58, 22), (72, 10), (80, 28), (92, 10), (104, 24),
                 (134, 16), (110, 32), base[1]])
    hm.circle(CW, (80, 50), 18)
    c = ic.put(hm)
    for (x, y), col in (((24, 15), GOLD), ((80, 8), GOLD), ((136, 15), GOLD)):
        c.circle(CINK, (x, y), 7.5)
        c.circle(col, (x, y), 5)
    c.line(CINK, (62, 40), (98, 40), 2.4)
    # body: one arm up, one out, one leg kicked
    m = ic.mask()
    c_body(m, [(66, 74), (94, 74), (96, 112), (64, 112)], 8)
    m.polyline(CW, [(68, 80), (46, 92), (30, 80)], 12)
    m.polyline(CW, [(92, 80), (114, 70), (126, 52)], 12)
    m.polyline(CW, [(72, 110), (62, 148)], 14)
    m.polyline(CW, [(88, 110), (110, 122), (128, 112)], 14)
    c = ic.put(m)
    # diamond pattern
    for x, y in ((72, 86), (88, 86), (80, 100)):
        c.poly(CINK, [(x, y - 6), (x + 5, y), (x, y + 6), (x - 5, y)])
    # collar points
    for x in (66, 76, 86, 96):
        c.poly(WHITE, [(x - 5, 72), (x + 5, 72), (x, 82)])
        c.polyline(CINK, [(x - 5, 72), (x, 82), (x + 5, 72)], 2)
    # face (over the hat rim): grin and wild eyes
    fm = ic.mask()
    fm.circle(CW, (80, 56), 15)
    c = ic.put(fm, r=3.0)
    c.circle(CINK, (74, 52), 3)
    c.circle(CINK, (86, 54), 2)
    c.arc(CINK, (80, 56), 9, 20, 160, 2.6, cap=True)
    c.line(CINK, (68, 44), (77, 47), 2.4)
    c.line(CINK, (92, 47), (84, 45), 2.4)
    # flying debris
    for x, y, a in ((20, 120, 20), (140, 142, -30), (146, 88, 10)):
        pts = rot([(-5, -3), (5, -3), (5, 3), (-5, 3)], a, offset=(x, y))
        c.polyline(CINK, pts, 4, closed=True)
        c.poly(WHITE, pts)
    return ic


def icon_lake_of_puke():
    ic = Icon()
    # bubbles first (behind the puddle edge)
    bm = ic.mask()
    for x, y, r in ((56, 70, 11), (96, 52, 15), (120, 84, 8), (76, 32, 6)):
        bm.circle(CW, (x, y), r)
    c = ic.put(bm, fill=hexc("#c6ef8e"), r=3.2)
    for x, y, r in ((56, 70, 11), (96, 52, 15), (120, 84, 8), (76, 32, 6)):
        c.arc(WHITE, (x, y), r * 0.62, 200, 270, max(1.6, r * 0.22), cap=True)
    # pop splash
    for a in range(0, 360, 60):
        ca = math.radians(a)
        c.line(CINK, (130 + 6 * math.cos(ca), 40 + 6 * math.sin(ca)),
               (130 + 11 * math.cos(ca), 40 + 11 * math.sin(ca)), 2.8)
    # the puddle
    m = ic.mask()
    pts = []
    for i in range(72):
        a = 2 * math.pi * i / 72
        rr = 1 + 0.07 * math.sin(3 * a + 0.6) + 0.05 * math.sin(5 * a + 1.3)
        pts.append((80 + 70 * rr * math.cos(a), 120 + 26 * rr * math.sin(a)))
    m.poly(CW, pts)
    m.circle(CW, (70, 100), 12)
    m.circle(CW, (94, 98), 9)
    c = ic.put(m, fill=PUKE)
    c.ellipse(hexc("#7cbc35"), (26, 118, 110, 24))
    c.ellipse(PUKE, (34, 116, 96, 18))
    c.arc(WHITE, (60, 116), 26, 200, 250, 4, cap=True)
    c.circle(WHITE, (112, 112), 3)
    # surface bubbles
    for x, y, r in ((50, 126, 6), (100, 128, 5), (82, 120, 4)):
        c.circle(CINK, (x, y), r + 2)
        c.circle(hexc("#c6ef8e"), (x, y), r)
        c.circle(WHITE, (x - r * 0.3, y - r * 0.35), r * 0.3)
    return ic


def icon_main_act():
    ic = Icon()
    # spotlight beams in the sky
    for seg in range(4):
        beams = ic.view(ic.c.new(bg=(255, 240, 180, 0)))
        for tip, ang in (((36, 70), -112), ((124, 70), -68), ((60, 70), -96), ((100, 70), -84)):
            a = math.radians(ang)
            l0, l1, sp = 16 * seg, 16 * seg + 17, 0.1
            beams.poly((255, 244, 190, 255),
                       [(tip[0] + l0 * math.cos(a - sp), tip[1] + l0 * math.sin(a - sp)),
                        (tip[0] + l1 * math.cos(a - sp), tip[1] + l1 * math.sin(a - sp)),
                        (tip[0] + l1 * math.cos(a + sp), tip[1] + l1 * math.sin(a + sp)),
                        (tip[0] + l0 * math.cos(a + sp), tip[1] + l0 * math.sin(a + sp))])
        beams.surf.set_alpha(130 - 30 * seg)
        ic.c.surf.blit(beams.surf, (0, 0))
    # canopy
    m = ic.mask()
    roof = [(6, 86)]
    for i in range(33):
        t = i / 32
        x = 6 + 148 * t
        roof.append((x, 86 - 58 * math.sin(math.pi * t) ** 0.8))
    roof.append((154, 86))
    # scalloped lower edge
    for i in range(8, -1, -1):
        x = 8 + 144 * i / 8
        roof.append((x, 92 if i % 2 else 86))
    m.poly(CW, roof)
    m.rrect(CW, (18, 84, 124, 60), 2)                  # stage opening
    m.rrect(CW, (6, 136, 148, 14), 3)                  # deck
    m.rrect(CW, (4, 90, 18, 48), 3)                    # speaker towers
    m.rrect(CW, (138, 90, 18, 48), 3)
    c = ic.put(m)
    c.poly(ORANGE, roof)
    for i in range(1, 8):
        t = i / 8
        x = 6 + 148 * t
        c.line(shade(ORANGE, -0.35), (80 + (x - 80) * 0.2, 34), (x, 86), 2.2)
    c.polyline(CINK, roof[1:34], 2.4)
    c.line(CINK, (6, 88), (154, 88), 2.6)
    c.rrect(CINK, (24, 92, 112, 46), 2)
    c.glow(ic.pt((80, 120)), 40 * ic.k, hexc("#ffd27a"), 120)
    # performer
    c.circle(WHITE, (80, 108), 5.5)
    c.poly(WHITE, [(74, 115), (86, 115), (85, 132), (75, 132)])
    c.polyline(WHITE, [(75, 117), (66, 106), (64, 98)], 3.4)
    c.polyline(WHITE, [(85, 117), (94, 106), (96, 98)], 3.4)
    # lamps
    for x in (36, 60, 100, 124):
        c.circle(hexc("#fff4be"), (x, 96), 4)
    c.line(CINK, (6, 142), (154, 142), 2.2)
    for x in (13, 147):
        c.circle(CINK, (x, 104), 4.5)
        c.circle(CINK, (x, 124), 5.5)
    return ic


def icon_mime():
    ic = Icon()
    # invisible wall: faint shine marks
    wall = ic.view(ic.c.new(bg=(255, 255, 255, 0)))
    wall.rrect((255, 255, 255, 255), (128, 14, 5, 138), 2)
    wall.line((255, 255, 255, 255), (136, 30), (144, 22), 3)
    wall.line((255, 255, 255, 255), (136, 44), (148, 32), 3)
    wall.surf.set_alpha(150)
    ic.c.surf.blit(wall.surf, (0, 0))
    m = ic.mask()
    m.circle(CW, (64, 46), 17)
    c_body(m, [(48, 68), (80, 68), (80, 112), (50, 112)], 8)
    m.polyline(CW, [(76, 74), (100, 66), (118, 50)], 12)
    m.polyline(CW, [(76, 86), (100, 98), (118, 92)], 12)
    m.polyline(CW, [(56, 110), (50, 150)], 14)
    m.polyline(CW, [(72, 110), (86, 148)], 14)
    m.rrect(CW, (38, 146, 18, 10), 4)
    m.rrect(CW, (80, 144, 18, 10), 4)
    c = ic.put(m)
    # stripes
    for y in (76, 86, 96, 106):
        c.line(CINK, (48, y), (80, y), 4.2, cap=False)
    c.line(CINK, (50, 68), (80, 68), 2.4, cap=False)
    # suspenders
    c.line(hexc("#e8344e"), (56, 70), (56, 112), 3)
    c.line(hexc("#e8344e"), (72, 70), (72, 112), 3)
    # flat gloved palms against the wall
    pm = ic.mask()
    for cy in (44, 88):
        pm.rrect(CW, (114, cy - 10, 12, 22), 4)
        for fy in (-6, 0, 6):
            pm.rrect(CW, (120, cy + fy - 1, 8, 5), 2.5)
        pm.rrect(CW, (116, cy - 18, 9, 12), 4)
    c = ic.put(pm, r=3.0)
    # white face with classic make-up
    c.line(CINK, (56, 38), (62, 36), 2.2)
    c.line(CINK, (68, 36), (74, 38), 2.2)
    c.circle(CINK, (59, 44), 2.4)
    c.circle(CINK, (71, 44), 2.4)
    c.line(CINK, (59, 48), (59, 52), 1.6)
    c.ellipse(hexc("#e8344e"), (59, 54, 10, 5))
    c.poly(CINK, [(59, 50), (57, 56), (61, 56)])
    # beret
    bm = ic.mask()
    bm.ellipse(CW, (46, 22, 38, 16))
    bm.circle(CW, (70, 21), 3)
    c = ic.put(bm, fill=hexc("#e8344e"), r=3.0)
    return ic


def icon_rockstar():
    ic = Icon()
    # big star behind
    sm = ic.mask()
    st = c_star(86, 58, 56, 24)
    sm.poly(CW, st)
    sm.polyline(CW, st, 6, closed=True)
    c = ic.put(sm, fill=GOLD)
    c.poly(shade(GOLD, 0.35), c_star(86, 58, 40, 17))
    # figure: power stance, fist up, head thrown back
    m = ic.mask()
    m.circle(CW, (74, 44), 15)
    c_body(m, [(60, 64), (88, 64), (86, 104), (64, 104)], 8)
    m.polyline(CW, [(86, 70), (106, 50), (116, 24)], 12)
    m.circle(CW, (117, 20), 8.5)
    m.polyline(CW, [(62, 70), (50, 92), (64, 98)], 12)
    m.polyline(CW, [(68, 102), (50, 126), (36, 150)], 14)
    m.polyline(CW, [(82, 102), (104, 126), (118, 150)], 14)
    m.rrect(CW, (24, 144, 20, 10), 4)
    m.rrect(CW, (112, 144, 22, 10), 4)
    c = ic.put(m)
    # spiky hair
    hm = ic.mask()
    hm.poly(CW, [(58, 44), (50, 26), (62, 32), (62, 16), (72, 28), (80, 12), (84, 30), (96, 24),
                 (88, 40), (84, 34), (64, 34)])
    c = ic.put(hm, r=3.0)
    c.arc(CINK, (74, 48), 7, 20, 160, 2.6, cap=True)
    c.line(CINK, (67, 42), (72, 42), 2.4)
    c.line(CINK, (77, 42), (82, 42), 2.4)
    # electric guitar across the body
    gang = -32
    gp = (70, 100)
    gm = ic.mask()
    body = [(-26, -12), (-10, -18), (4, -14), (12, -20), (22, -14), (18, 0), (22, 14), (8, 20),
            (-12, 18), (-28, 10)]
    c_body(gm, rot(body, gang, offset=gp), 8)
    gm.line(CW, rot([(10, 0)], gang, offset=gp)[0], rot([(66, 0)], gang, offset=gp)[0], 7)
    gm.poly(CW, rot([(62, -6), (80, -8), (80, 6), (62, 6)], gang, offset=gp))
    c = ic.put(gm, fill=hexc("#ff5d5d"))
    for off in (-2.2, 2.2):
        c.line(CINK, rot([(-16, off)], gang, offset=gp)[0], rot([(76, off * 0.6)], gang, offset=gp)[0], 1.2)
    for px in (-10, 2):
        q = rot([(px - 2.5, -6), (px + 2.5, -6), (px + 2.5, 6), (px - 2.5, 6)], gang, offset=gp)
        c.poly(CINK, q)
    c.polyline(CINK, rot([(10, -3.5), (62, -3.5)], gang, offset=gp), 1.6)
    # hand on the neck
    c.circle(CINK, rot([(34, 0)], gang, offset=gp)[0], 7)
    c.circle(WHITE, rot([(34, 0)], gang, offset=gp)[0], 5)
    return ic


def icon_free_beer():
    ic = Icon()
    # "free!" starburst badge
    bm = ic.mask()
    burst = c_star(112, 44, 40, 31, n=14)
    bm.poly(CW, burst)
    c = ic.put(bm, fill=hexc("#ff5d5d"))
    c.circle(hexc("#ffd23a"), (112, 44), 23)
    c.circle(CINK, (112, 44), 23, width=2.4)
    c_sparkle(c, WHITE, 112, 44, 14)
    # big cup of beer
    beer_cup(ic, 64, 54, 150, 76, 54)
    c = ic.c
    for y in (104, 128):
        t = (y - 54) / 96
        w = 76 + (54 - 76) * t
        c.line(CINK, (64 - w / 2 + 2, y), (64 + w / 2 - 2, y), 2.2)
    # foam drips
    c.circle(CINK, (34, 74), 5.5)
    c.circle(FOAM, (34, 74), 3.6)
    return ic


CAMP_TYPES = {
    "party_animal": icon_party_animal, "bum": icon_bum, "explorer": icon_explorer,
    "believer": icon_believer, "player": icon_player, "music": icon_music, "babe": icon_babe,
    "bar": icon_bar, "storyteller": icon_storyteller, "volunteer": icon_volunteer,
    "camper": icon_camper, "music_nerd": icon_music_nerd, "cool_stuff": icon_cool_stuff,
    "your_mom": icon_your_mom, "drunk": icon_drunk, "mr_chaos": icon_mr_chaos,
    "lake_of_puke": icon_lake_of_puke, "main_act": icon_main_act, "mime": icon_mime,
    "rockstar": icon_rockstar, "free_beer": icon_free_beer,
}


# ---- edge symbols (64x64) --------------------------------------------------


def sym_beer(m: Canvas, col, cut):
    """Beer mug with a handle and a foam head (foam cut from the glass)."""
    m.rrect(col, (12, 20, 32, 38), 5)
    m.rrect(col, (14, 14, 30, 10), 3)
    m.arc(col, (44, 38), 9, -90, 90, 6, n=30)
    for x, y, r in ((14, 18, 7), (24, 14, 8), (35, 15, 8), (43, 19, 6)):
        m.circle(col, (x, y), r)
    m.line(cut, (20, 32), (20, 50), 3)
    m.line(cut, (28, 32), (28, 50), 3)
    m.line(cut, (36, 32), (36, 50), 3)


def sym_kiss(m: Canvas, col, cut):
    """A pair of lips: bowed upper lip, full lower lip, mouth line cut out."""
    up, lo = [], []
    for i in range(41):
        t = i / 40
        x = 4 + 56 * t
        u = abs(2 * t - 1)
        bow = 7 * math.exp(-((t - 0.5) / 0.08) ** 2)
        up.append((x, 32 - 17 * (1 - u ** 2.2) ** 0.8 + bow - 1))
        lo.append((x, 32 + 17 * (1 - u ** 1.8) ** 0.75))
    m.poly(col, up + lo[::-1])
    mouth = []
    for i in range(31):
        t = i / 30
        u = abs(2 * t - 1)
        mouth.append((8 + 48 * t, 32 + 2.4 * (1 - u ** 2) - 1.5 * math.exp(-((t - 0.5) / 0.1) ** 2)))
    m.polyline(cut, mouth, 3.2)


def sym_music(m: Canvas, col, cut):
    """Two beamed eighth notes."""
    for x, y in ((18, 50), (46, 44)):
        head = [(9 * math.cos(a), 6.5 * math.sin(a)) for a in [2 * math.pi * i / 24 for i in range(24)]]
        m.poly(col, rot(head, -22, offset=(x, y)))
    m.line(col, (25.5, 48), (25.5, 14), 4.6, cap=False)
    m.line(col, (53.5, 42), (53.5, 8), 4.6, cap=False)
    m.poly(col, [(23.2, 10), (55.8, 3), (55.8, 13), (23.2, 20)])


SYMBOLS = {
    "beer": (sym_beer, AMBER, hexc("#5a3204")),
    "kiss": (sym_kiss, hexc("#ef3a6a"), hexc("#5c0a24")),
    "music": (sym_music, hexc("#33c6e6"), hexc("#35176e")),
}


def make_camp_symbols():
    files = []
    for name, (draw, col, rim) in SYMBOLS.items():
        m = Canvas(64, 64, bg=(255, 255, 255, 0))
        m.set_view(0.84, 64 * 0.08, 64 * 0.08)
        draw(m, CW, (255, 255, 255, 0))
        w = outlined(m, WHITE, CINK, 2.6)
        files.append(save(w.result(), "camp", f"symbol_{name}.png"))
        o = outlined(m, col, rim, 2.6)
        if name == "beer":      # white foam on the amber glass
            fm = Canvas(64, 64, bg=(255, 255, 255, 0))
            fm.set_view(0.84, 64 * 0.08, 64 * 0.08)
            for x, y, r in ((14, 18, 7), (24, 14, 8), (35, 15, 8), (43, 19, 6)):
                fm.circle(CW, (x, y), r)
            fm.rrect(CW, (12, 16, 32, 8), 2)
            o.blit(tint(fm.surf, FOAM))
            o.line(rim, (12 * 0.84 + 5.12, 24 * 0.84 + 5.12), (44 * 0.84 + 5.12, 24 * 0.84 + 5.12), 1.6)
        files.append(save(o.result(), "camp", f"symbol_{name}_c.png"))
    return files


# ---- tile bases (200x200) -----------------------------------------------


def halftone(c: Canvas, rect, col, step, rmax, fn):
    """Halftone dots inside *rect*; dot radius = rmax * fn(u, v) (u, v in 0..1)."""
    x0, y0, w, h = rect
    lay = c.new(bg=tuple(col[:3]) + (0,))
    row = 0
    y = y0
    while y <= y0 + h:
        x = x0 + (step / 2 if row % 2 else 0)
        while x <= x0 + w:
            r = rmax * fn((x - x0) / w, (y - y0) / h)
            if r > 0.25:
                lay.circle(tuple(col[:3]) + (255,), (x, y), r)
            x += step
        y += step * 0.866
        row += 1
    lay.surf.set_alpha(col[3] if len(col) > 3 else 255)
    c.blit(lay)


def make_camp_tile(vibe):
    base = VIBES[vibe]
    S, B = 200, 26
    c = Canvas(S, S, s=2)
    seed = 700 + list(VIBES).index(vibe)
    rng = random.Random(seed)
    dark = vibe == "black"
    light = vibe == "none"
    stone_texture(c, base, seed=seed, strength=0.35 if not dark else 0.5, speckle=True)
    # soft sunburst rays from the centre (flyer style)
    rays = c.new(bg=(255, 255, 255, 0))
    for i in range(24):
        if i % 2:
            continue
        a0 = math.radians(i * 15 + 4)
        a1 = math.radians(i * 15 + 19)
        rays.poly((255, 255, 255, 255), [(100, 100), (100 + 160 * math.cos(a0), 100 + 160 * math.sin(a0)),
                                         (100 + 160 * math.cos(a1), 100 + 160 * math.sin(a1))])
    rays.surf.set_alpha(13 if not light else 26)
    c.blit(rays)
    # a glow in the centre keeps the icon area calm
    c.glow((100, 100), 92, shade(base, 0.25 if not dark else 0.14), 150 if dark else 120)
    # halftone dots fading in from one corner, like a screen-printed poster
    ink = (0, 0, 0, 40) if not dark else (255, 255, 255, 22)

    def fade(u, v):
        d = (u + (1 - v)) / 2
        return max(0.0, (d - 0.45) / 0.55) ** 1.2

    halftone(c, (0, 0, S, S), ink, 7, 2.8, fade)
    # border band
    band = shade(base, -0.24) if not dark else shade(base, -0.3)
    if light:
        band = shade(base, -0.16)
    ring = c.new(bg=tuple(band) + (0,))
    ring.rrect(tuple(band) + (255,), (0, 0, S, S), 14)
    ring.rrect(tuple(band) + (0,), (B, B, S - 2 * B, S - 2 * B), 6)
    # diagonal wristband stripes inside the band
    stripes = c.new(bg=(255, 255, 255, 0))
    for k in range(-S, S * 2, 9):
        stripes.line((255, 255, 255, 255), (k, 0), (k - S, S), 2.2, cap=False)
    stripes.rrect((255, 255, 255, 0), (B, B, S - 2 * B, S - 2 * B), 6)
    ring_surf = ring.surf
    c.surf.blit(ring_surf, (0, 0))
    stripes.surf.set_alpha(12 if not light else 22)
    sm = c.new(bg=(255, 255, 255, 0))
    sm.rrect((255, 255, 255, 255), (0, 0, S, S), 14)
    sm.rrect((255, 255, 255, 0), (B, B, S - 2 * B, S - 2 * B), 6)
    stripes.surf.blit(sm.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    c.blit(stripes)
    # speckle the band a bit so it is not flat
    grain = c.new(bg=(0, 0, 0, 0))
    for _ in range(500):
        x, y = rng.uniform(0, S), rng.uniform(0, S)
        if B + 2 < x < S - B - 2 and B + 2 < y < S - B - 2:
            continue
        col = (0, 0, 0, rng.randint(20, 50)) if rng.random() < 0.6 else (255, 255, 255, rng.randint(15, 35))
        grain.circle_a(col, (x, y), rng.uniform(0.4, 1.0))
    c.blit(grain)
    # lines: a light inner edge of the band, a darker outer rim
    edge = shade(base, 0.35) if not light else shade(base, 0.45)
    e = c.new(bg=tuple(edge) + (0,))
    e.rrect(tuple(edge) + (255,), (B - 1.2, B - 1.2, S - 2 * B + 2.4, S - 2 * B + 2.4), 7, width=1.6)
    e.surf.set_alpha(170)
    c.blit(e)
    c.rrect(shade(base, -0.45) if not dark else hexc("#a9a6b8"), (0, 0, S, S), 14, width=2.4 if dark else 2)
    if dark:
        c.rrect(hexc("#5c5a6a"), (3, 3, S - 6, S - 6), 12, width=1.0)
    c.round_mask(14)
    return c.result()


# ---- locks ------------------------------------------------------------------


def make_lock():
    ic = Icon(48, r=2.2, k=1.0)
    sm = ic.mask()
    sm.arc(CW, (24, 20), 9.5, 180, 360, 5, n=40)
    sm.line(CW, (14.5, 20), (14.5, 26), 5, cap=False)
    sm.line(CW, (33.5, 20), (33.5, 24), 5, cap=False)
    c = ic.put(sm, fill=hexc("#c9ccd6"))
    c.arc(WHITE, (24, 20), 9.5, 200, 250, 1.4)
    m = ic.mask()
    m.rrect(CW, (8, 22, 32, 22), 5)
    c = ic.put(m, fill=GOLD)
    c.rrect(shade(GOLD, 0.45), (11, 25, 26, 4), 2)
    c.rrect(shade(GOLD, -0.25), (11, 38, 26, 3), 1.5)
    c.circle(CINK, (24, 31), 3.4)
    c.poly(CINK, [(22.6, 32), (25.4, 32), (26.4, 39), (21.6, 39)])
    return ic.result()


def make_lock_chain():
    c = Canvas(48, 24, bg=CINK + (0,))
    steel = hexc("#d4d7e0")
    hi = hexc("#ffffff")
    # link seen flat - link seen edge on - link seen flat
    lm = Canvas(48, 24, bg=(255, 255, 255, 0))
    lm.rrect(CW, (1.5, 5, 20, 14), 7, width=4)
    lm.rrect(CW, (26.5, 5, 20, 14), 7, width=4)
    c.blit(outlined(lm, steel, CINK, 1.5))
    c.arc(hi, (8.5, 12), 4.5, 200, 260, 1.2)
    c.arc(hi, (33.5, 12), 4.5, 200, 260, 1.2)
    mid = Canvas(48, 24, bg=(255, 255, 255, 0))
    mid.rrect(CW, (14, 9.5, 20, 5), 2.5)
    o = outlined(mid, steel, CINK, 1.5)
    o.line(hi, (17, 11), (30, 11), 1.0)
    c.blit(o)
    return c.result()


# ---- board, festival grounds, table ----------------------------------------

BOARD_M, BOARD_CELL, BOARD_GAP = 18, 180, 12


def grass_field(c: Canvas, base, seed, strength=1.0, blades=0):
    rng = random.Random(seed)
    w, h = c.surf.get_size()
    c.surf.fill(tuple(base[:3]) + (255,))
    for cell, dark_a, light_a in ((90, 40, 22), (30, 30, 16), (8, 26, 16)):
        cell = max(2, cell * c.s // 2)
        c.surf.blit(noise_layer(w, h, cell, (10, 40, 10), 0, int(dark_a * strength), rng), (0, 0))
        c.surf.blit(noise_layer(w, h, cell, (220, 255, 170), 0, int(light_a * strength), rng), (0, 0))
    lay = c.new(bg=(0, 0, 0, 0))
    W, H = c.w, c.h
    for _ in range(blades):
        x, y = rng.uniform(0, W), rng.uniform(0, H)
        ln = rng.uniform(2.5, 6)
        a = math.radians(-90 + rng.uniform(-30, 30))
        col = (shade(base, rng.uniform(0.1, 0.35)) + (rng.randint(40, 110),) if rng.random() < 0.5
               else shade(base, -rng.uniform(0.2, 0.45)) + (rng.randint(40, 110),))
        lay.line(col, (x, y), (x + ln * math.cos(a), y + ln * math.sin(a)), 1.0, cap=False)
    c.blit(lay)
    return rng


def rope(c: Canvas, pts, w=3.2, closed=True):
    c.polyline(hexc("#6d5534"), pts, w + 1.4, closed=closed)
    c.polyline(hexc("#d9c08c"), pts, w, closed=closed)
    seq = list(pts) + ([pts[0]] if closed else [])
    for (ax, ay), (bx, by) in zip(seq, seq[1:], strict=False):
        ln = math.hypot(bx - ax, by - ay)
        n = int(ln / 4.5)
        for i in range(n):
            t = (i + 0.5) / n
            x, y = ax + (bx - ax) * t, ay + (by - ay) * t
            dx, dy = (bx - ax) / ln, (by - ay) / ln
            nx, ny = -dy, dx
            c.line(hexc("#8e7346"), (x - dx * 1.2 + nx * w * 0.45, y - dy * 1.2 + ny * w * 0.45),
                   (x + dx * 1.2 - nx * w * 0.45, y + dy * 1.2 - ny * w * 0.45), 0.9, cap=False)


def tent_peg(c: Canvas, x, y, ang=0.0, k=1.0):
    """Metal tent peg hammered in: a hook head with a short shadow."""
    c.ellipse_a((0, 0, 0, 70), (x - 5 * k, y + 1 * k, 11 * k, 4 * k))
    pts = rot([(0, 0), (0, -7 * k), (4 * k, -9 * k)], ang, offset=(x, y))
    c.polyline(hexc("#3c3f48"), pts, 3.2 * k)
    c.polyline(hexc("#c4c8d2"), pts, 1.8 * k)
    c.circle(hexc("#eef0f4"), pts[1], 0.7 * k)


def make_camp_board():
    S = 600
    c = Canvas(S, S, s=2)
    rng = grass_field(c, hexc("#4c9a3c"), seed=801, strength=1.0, blades=2600)
    # trampled paths between the pitches
    paths = c.new(bg=(0, 0, 0, 0))
    for i in range(1, 3):
        p = BOARD_M + i * (BOARD_CELL + BOARD_GAP) - BOARD_GAP / 2
        paths.rrect(hexc("#8a8a46", 255), (p - 8, -10, 16, S + 20), 7)
        paths.rrect(hexc("#8a8a46", 255), (-10, p - 8, S + 20, 16), 7)
    paths.surf.set_alpha(90)
    c.blit(paths)
    mud = c.new(bg=(0, 0, 0, 0))
    for _ in range(90):
        i = rng.randint(1, 2)
        p = BOARD_M + i * (BOARD_CELL + BOARD_GAP) - BOARD_GAP / 2 + rng.uniform(-5, 5)
        q = rng.uniform(0, S)
        x, y = (p, q) if rng.random() < 0.5 else (q, p)
        mud.ellipse_a((112, 88, 50, rng.randint(30, 70)),
                      (x - 6, y - 3, rng.uniform(6, 14), rng.uniform(4, 8)))
    c.blit(mud)
    # the nine pitches: mowed stripes, rope borders, pegs at the corners
    for r in range(3):
        for q in range(3):
            x = BOARD_M + q * (BOARD_CELL + BOARD_GAP)
            y = BOARD_M + r * (BOARD_CELL + BOARD_GAP)
            pitch = c.new(bg=(0, 0, 0, 0))
            pitch.rrect((190, 235, 140, 255), (x, y, BOARD_CELL, BOARD_CELL), 8)
            pitch.surf.set_alpha(22)
            c.blit(pitch)
            # mowing stripes, alternating direction like a lawn chequerboard
            mow = c.new(bg=(0, 0, 0, 0))
            n = 6
            for k in range(n):
                col = (230, 255, 190, 255) if k % 2 else (20, 60, 20, 255)
                if (r + q) % 2:
                    mow.rrect(col, (x + k * BOARD_CELL / n, y, BOARD_CELL / n, BOARD_CELL), 0)
                else:
                    mow.rrect(col, (x, y + k * BOARD_CELL / n, BOARD_CELL, BOARD_CELL / n), 0)
            mow.surf.set_alpha(16)
            c.blit(mow)
            inset = 3
            pts = [(x + inset, y + inset), (x + BOARD_CELL - inset, y + inset),
                   (x + BOARD_CELL - inset, y + BOARD_CELL - inset), (x + inset, y + BOARD_CELL - inset)]
            # slight sag in the rope between pegs
            sag = []
            for (ax, ay), (bx, by) in zip(pts, pts[1:] + pts[:1], strict=False):
                for i in range(8):
                    t = i / 8
                    off = 1.6 * math.sin(math.pi * t)
                    nx, ny = (by - ay), -(bx - ax)
                    ln = math.hypot(nx, ny)
                    sag.append((ax + (bx - ax) * t + nx / ln * off, ay + (by - ay) * t + ny / ln * off))
            rope_shadow = c.new(bg=(0, 0, 0, 0))
            rope_shadow.polyline((0, 0, 0, 255), [(px + 1.5, py + 2) for px, py in sag], 3.2, closed=True)
            rope_shadow.surf.set_alpha(60)
            c.blit(rope_shadow)
            rope(c, sag, 2.6)
            for px, py in pts:
                tent_peg(c, px, py, ang=rng.uniform(-20, 20), k=1.3)
    # a few daisies and clover on the paths and margins
    for _ in range(70):
        x, y = rng.uniform(0, S), rng.uniform(0, S)
        if rng.random() < 0.6:
            for a in range(0, 360, 72):
                ca = math.radians(a + rng.uniform(0, 30))
                c.circle_a((255, 255, 250, 200), (x + 1.6 * math.cos(ca), y + 1.6 * math.sin(ca)), 1.1)
            c.circle(hexc("#f7d23a"), (x, y), 0.9)
        else:
            for a in (0, 120, 240):
                ca = math.radians(a)
                c.circle_a((40, 110, 40, 140), (x + 1.5 * math.cos(ca), y + 1.5 * math.sin(ca)), 1.5)
    vignette(c, strength=70, inner=0.8)
    c.round_mask(16)
    return c.result()


def heras_fence(c: Canvas, x0, x1, y, h, col, foot):
    """Row of mobile fence panels (mesh in a tube frame on concrete feet)."""
    pw = 96
    x = x0
    while x < x1:
        fr = (x, y - h, pw, h)
        mesh = c.new(bg=(0, 0, 0, 0))
        for mx in range(int(x) + 6, int(x + pw), 6):
            mesh.line(tuple(col) + (255,), (mx, y - h + 2), (mx, y - 2), 0.8, cap=False)
        for my in range(int(y - h) + 6, int(y), 8):
            mesh.line(tuple(col) + (255,), (x + 2, my), (x + pw - 2, my), 0.8, cap=False)
        mesh.surf.set_alpha(140)
        c.blit(mesh)
        c.rrect(tuple(col) + (255,), fr, 3, width=2.4)
        c.rrect(tuple(foot) + (255,), (x - 8, y - 4, 16, 9), 2)
        x += pw
    c.rrect(tuple(foot) + (255,), (x - 8, y - 4, 16, 9), 2)


def festival_flag(c: Canvas, x, y, h, col, col2):
    """Flag pole with a waving pennant, (x, y) = foot of the pole."""
    c.ellipse_a((0, 0, 0, 70), (x - 8, y - 2, 18, 6))
    c.line(hexc("#5c6068"), (x, y), (x, y - h), 3.2, cap=False)
    c.line(hexc("#c4c8d2"), (x - 0.6, y), (x - 0.6, y - h), 1.2, cap=False)
    c.circle(GOLD, (x, y - h - 2), 3)
    top, bot = [], []
    fw, fh = h * 0.55, h * 0.3
    for i in range(25):
        t = i / 24
        wv = 4 * math.sin(t * math.pi * 2.2) * t
        top.append((x + fw * t, y - h + 3 + wv + t * fh * 0.2))
        bot.append((x + fw * t, y - h + 3 + fh * (1 - 0.35 * t) + wv + t * fh * 0.2))
    pts = top + bot[::-1]
    c.poly(col, pts)
    # a stripe and a simple sun emblem (no text)
    mid = [(px, py + fh * 0.42 * (1 - 0.35 * i / 24)) for i, (px, py) in enumerate(top)]
    mid2 = [(px, py + fh * 0.58 * (1 - 0.35 * i / 24)) for i, (px, py) in enumerate(top)]
    c.poly(col2, mid + mid2[::-1])
    c.polyline(shade(col, -0.45), pts, 1.2, closed=True)


def crushed_cup(c: Canvas, x, y, ang, k=1.0):
    pts = rot([(-6 * k, -3 * k), (6 * k, -4 * k), (7 * k, 3 * k), (-5 * k, 4 * k)], ang, offset=(x, y))
    c.polyline((0, 0, 0, 255), pts, 1.6 * k, closed=True)
    c.poly(hexc("#f1f3f6"), pts)
    c.line(hexc("#9aa0aa"), pts[0], pts[2], 0.8)


def make_camp_grounds():
    W, H = 960, 240
    c = Canvas(W, H, s=2)
    rng = grass_field(c, hexc("#5d9a44"), seed=811, strength=0.9, blades=3400)
    # trampled soil patches, denser towards the middle (where people walk)
    dirt = c.new(bg=(0, 0, 0, 0))
    for _ in range(220):
        x = rng.uniform(0, W)
        y = rng.gauss(H * 0.6, 42)
        rw, rh = rng.uniform(14, 46), rng.uniform(6, 16)
        dirt.ellipse_a((122, 98, 58, rng.randint(18, 46)), (x - rw / 2, y - rh / 2, rw, rh))
    c.blit(dirt)
    # boot prints
    prints = c.new(bg=(0, 0, 0, 0))
    for _ in range(40):
        x, y = rng.uniform(20, W - 20), rng.gauss(H * 0.62, 30)
        a = rng.uniform(-40, 40)
        for dx, dy, rw, rh in ((0, 0, 5, 8), (0, 8, 4, 5)):
            p = rot([(dx, dy)], a, offset=(x, y))[0]
            prints.ellipse_a((70, 52, 30, 45), (p[0] - rw / 2, p[1] - rh / 2, rw, rh))
    c.blit(prints)
    # fence along the back with its shadow
    c.rrect(hexc("#000000", 40), (0, 44, W, 8), 0)
    heras_fence(c, -40, W + 40, 46, 38, hexc("#c9ccd4"), hexc("#8a8c8f"))
    # the flag
    festival_flag(c, 34, 226, 150, ORANGE, hexc("#ffd27a"))
    # litter: a couple of crushed cups, kept small
    for x, y, a in ((240, 200, 20), (610, 214, -35), (880, 180, 60), (470, 68, 10)):
        crushed_cup(c, x, y, a)
    # grass tufts along the bottom edge
    for _ in range(90):
        x = rng.uniform(0, W)
        y = H - rng.uniform(0, 10)
        for _ in range(4):
            a = math.radians(-90 + rng.uniform(-35, 35))
            ln = rng.uniform(6, 12)
            c.line(shade(hexc("#5d9a44"), rng.uniform(-0.3, 0.2)), (x, y),
                   (x + ln * math.cos(a), y + ln * math.sin(a)), 1.4, cap=False)
    vignette(c, strength=60, inner=0.85)
    return c.result()


def make_camp_table():
    W, H = 960, 540
    c = Canvas(W, H, s=1)
    rng = random.Random(821)
    hz = 250
    c.vgrad((0, 0, W, hz + 4), [(0, hexc("#141a3a")), (0.5, hexc("#3b2a5c")),
                                (0.82, hexc("#9a4a62")), (1, hexc("#e08a5a"))])
    stars(c, (0, 0, W, 140), 120, rng, col=(255, 245, 230))
    # far stage with lights (right of centre) and a smaller one on the left
    beams = c.new(bg=(255, 230, 180, 0))
    for tip, ang, col in (((600, 196), -112, (255, 220, 170, 255)), ((660, 196), -72, (200, 220, 255, 255)),
                          ((630, 196), -96, (255, 190, 230, 255)), ((214, 214), -80, (255, 220, 170, 255))):
        a = math.radians(ang)
        ln, sp = 330, 0.06
        beams.poly(col, [tip, (tip[0] + ln * math.cos(a - sp), tip[1] + ln * math.sin(a - sp)),
                         (tip[0] + ln * math.cos(a + sp), tip[1] + ln * math.sin(a + sp))])
    beams.surf.set_alpha(34)
    c.blit(beams)
    c.glow((630, 220), 160, hexc("#ffb070"), 70)
    # treeline and hills
    c.poly(hexc("#2c2440"), [(0, hz + 4), (0, 224), (140, 210), (300, 226), (480, 212), (700, 224),
                             (860, 208), (960, 220), (960, hz + 4)])
    for i in range(80):
        x = i * 12.5 + rng.uniform(-4, 4)
        r = rng.uniform(6, 12)
        c.circle(hexc("#251f38"), (x, hz - 2 - r * 0.4), r)
    stage(c, 630, hz + 2, 96, 62, hexc("#1a1630"), hexc("#d8661a"), hexc("#e6b47c"))
    stage(c, 214, hz + 2, 60, 40, hexc("#1a1630"), hexc("#5a4a8a"), hexc("#8fa6d0"))
    # tents on the field (silhouettes)
    c.vgrad((0, hz, W, H - hz), [(0, hexc("#2f3a38")), (0.4, hexc("#22302a")), (1, hexc("#141c18"))])
    for y, k in ((hz + 18, 0.5), (hz + 40, 0.75), (hz + 70, 1.0)):
        x = rng.uniform(-20, 20)
        while x < W + 40:
            col = mix(hexc("#1c2422"), hexc("#3a3550"), rng.uniform(0, 0.6))
            if rng.random() < 0.5:
                tent_a(c, col, x, y + rng.uniform(-4, 4), 46 * k, 30 * k)
            else:
                w, h = 52 * k, 26 * k
                yy = y + rng.uniform(-4, 4)
                c.poly(col, [(x - w / 2 + w * (0.5 - 0.5 * math.cos(math.pi * t / 20)),
                              yy - h * math.sin(math.pi * t / 20)) for t in range(21)])
            x += rng.uniform(60, 130) * k
    # a string of festoon lights across the field
    pts = []
    for i in range(41):
        t = i / 40
        pts.append((t * W, 300 + 40 * 4 * t * (1 - t) - 20 * t))
    c.polyline(hexc("#0f1210"), pts, 1)
    for i in range(1, 40):
        p = pts[i]
        col = (hexc("#ffd27a"), hexc("#ff9ac8"), hexc("#9ad8ff"))[i % 3]
        c.glow((p[0], p[1] + 4), 10, col, 110)
        c.circle(col, (p[0], p[1] + 4), 1.8)
    # grass texture on the field
    w, h = c.surf.get_size()
    for cell, a in ((60, 28), (14, 18)):
        lay = noise_layer(w, h - hz, cell, (0, 0, 0), 0, a, rng)
        c.surf.blit(lay, (0, hz))
    vignette(c, strength=170, inner=0.6)
    return c.result()


def make_camp():
    files = []
    for name, fn in CAMP_TYPES.items():
        files.append(save(fn().result(), "camp", f"type_{name}.png"))
    files += make_camp_symbols()
    for vibe in VIBES:
        files.append(save(make_camp_tile(vibe), "camp", f"tile_{vibe}.png"))
    files.append(save(make_lock(), "camp", "lock.png"))
    files.append(save(make_lock_chain(), "camp", "lock_chain.png"))
    files.append(save(make_camp_board(), "camp", "board.png"))
    files.append(save(make_camp_grounds(), "camp", "grounds.png"))
    files.append(save(make_camp_table(), "camp", "table.png"))
    return files


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
    files += make_camp()
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
