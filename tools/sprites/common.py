"""Shared helpers for the sprite generator (``tools/make_sprites.py``).

Colours, the supersampled :class:`Canvas`, compositing and noise textures,
``save()`` into ``sprites/``, and the drawing motifs that more than one
module uses (cave-painting motifs, flames, tents, stars, stages).
"""

from __future__ import annotations

import math
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
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
# motifs used by more than one module
# --------------------------------------------------------------------------


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


def stars(c: Canvas, rect, n, rng, col=(255, 255, 240)):
    x, y, w, h = rect
    for _ in range(n):
        px, py = rng.uniform(x, x + w), rng.uniform(y, y + h)
        r = rng.uniform(0.5, 1.4)
        c.circle_a(tuple(col) + (rng.randint(120, 255),), (px, py), r)


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
