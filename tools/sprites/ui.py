"""App art: the app icon, the white UI icons and the launcher tiles."""

from __future__ import annotations

import math
import random

import pygame

from .common import (
    Canvas,
    flame,
    hand_stencil,
    hexc,
    mammoth,
    note,
    rot,
    save,
    shade,
    stage,
    stars,
    tent_a,
    vignette,
)

# --------------------------------------------------------------------------
# illustration helpers (launcher tiles)
# --------------------------------------------------------------------------


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
    # drawn on a 256 grid; above 256 px (the 512 px desktop icon) with finer supersampling
    c = Canvas(256, 256, s=4 if size <= 256 else -(-4 * size // 256))
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
    if size > 256:
        return pygame.transform.smoothscale(c.surf, (size, size))
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


def make():
    """Write the launcher tiles, the app icon and the UI icons; return their paths."""
    files = []
    for name, fn in (("cave_rave", tile_cave_rave), ("camp", tile_camp),
                     ("boaromia", tile_boaromia), ("rodeo", tile_rodeo)):
        files.append(save(fn(), "launcher", f"{name}.png"))
    files.append(save(app_icon(256), "app_icon.png"))
    files.append(save(app_icon(64), "app_icon_64.png"))
    for name, fn in UI_ICONS.items():
        files.append(save(fn().result(), "ui", f"{name}.png"))
    return files
