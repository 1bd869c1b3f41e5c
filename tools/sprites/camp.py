"""Camp Roskilde art: the 21 type icons, edge symbols, tile bases, locks,
the board, the festival grounds strip and the table."""

from __future__ import annotations

import math
import os
import random

import pygame

from .common import (
    OUT,
    WHITE,
    Canvas,
    flame,
    hexc,
    mix,
    noise_layer,
    outlined,
    rot,
    save,
    shade,
    stage,
    stars,
    stone_texture,
    tent_a,
    tint,
    vignette,
)

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
    # a cream rim and a dark line inside it: every tile stands out from the grass and the table
    c.rrect(RIM, (0, 0, S, S), 14, width=6)
    c.rrect(CINK, (5.5, 5.5, S - 11, S - 11), 10, width=2)
    if vibe in EMBLEMS:                     # the vibe's emblem in the top right corner: colour is not alone
        emblem(c, vibe, 172, 28, 21)
    c.round_mask(14)
    return c.result()


RIM = hexc("#fdf8ec")


def emblem(c: Canvas, vibe: str, cx: float, cy: float, r: float) -> None:
    """A vibe's emblem: a dark shape on a cream disc (leaf, snowflake, star, lightning bolt)."""
    c.circle(CINK, (cx, cy), r + 1.8)
    c.circle(RIM, (cx, cy), r)
    EMBLEMS[vibe](c, cx, cy, r * 0.78)


def _leaf(c: Canvas, cx, cy, r):
    """A pointed leaf, tilted, with its midrib."""
    half = [(0.62 * r * (1 - (y / r) ** 2), y) for y in (r * (k / 10 - 1) for k in range(21))]
    outline = half + [(-x, y) for x, y in reversed(half)]
    turn = math.radians(40)
    c.poly(CINK, [(cx + x * math.cos(turn) - y * math.sin(turn), cy + x * math.sin(turn) + y * math.cos(turn))
                  for x, y in outline])
    dx, dy = -math.sin(turn) * r * 0.75, math.cos(turn) * r * 0.75
    c.line(RIM, (cx - dx, cy - dy), (cx + dx, cy + dy), 1.6)


def _snowflake(c: Canvas, cx, cy, r):
    for k in range(3):
        a = math.radians(90 + 60 * k)
        dx, dy = r * math.cos(a), r * math.sin(a)
        c.line(CINK, (cx - dx, cy - dy), (cx + dx, cy + dy), 3.2)
    c.circle(CINK, (cx, cy), r * 0.25)


def _star(c: Canvas, cx, cy, r):
    c.poly(CINK, c_star(cx, cy + r * 0.08, r * 1.05, r * 0.45))


def _bolt(c: Canvas, cx, cy, r):
    c.poly(CINK, [(cx + r * 0.25, cy - r), (cx - r * 0.6, cy + r * 0.15), (cx - r * 0.02, cy + r * 0.15),
                  (cx - r * 0.3, cy + r), (cx + r * 0.62, cy - r * 0.2), (cx + r * 0.05, cy - r * 0.2)])


EMBLEMS = {"green": _leaf, "blue": _snowflake, "red": _star, "black": _bolt}


def make_emblem(vibe: str):
    """A vibe's emblem alone (48×48), for the table's legend."""
    c = Canvas(48, 48, s=4)
    emblem(c, vibe, 24, 24, 21)
    return c.result()


def make_when(leaving: bool):
    """When a tile's rule works: an arrow into a tray (when placed) or out of it (when leaving),
    light on a dark disc (48×48)."""
    c = Canvas(48, 48, s=4)
    c.circle(RIM, (24, 24), 24)
    c.circle(CINK, (24, 24), 21.5)
    c.polyline(RIM, [(12, 27), (12, 35), (36, 35), (36, 27)], 3.4)        # the tray (a camp)
    top, tip = (9, 27) if not leaving else (28, 8)
    c.line(RIM, (24, top), (24, tip - (6 if not leaving else -6)), 3.6)
    back = tip - (8 if not leaving else -8)
    c.poly(RIM, [(16, back), (32, back), (24, tip)])
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


# ---- what the table draws over and beside the tiles -------------------------

BAR_GOLD, BAR_GOLD_DARK = (250, 200, 70), (120, 80, 10)
TURN_HILITE = (255, 230, 120)       # theme.HILITE: the turn badge's arrow


def make_lock_bar():
    """The gold bar along the top side of a 200×200 lock tile, with two arrow heads pointing out
    at the neighbour it locks (the table turns it to each locked side)."""
    S, band = 200, 26
    c = Canvas(S, S, s=4)
    th, a, off, h = band * 0.42, S * 0.16, band * 0.12, S * 0.05
    c.rrect(BAR_GOLD, (a, off, S - 2 * a, th), th / 2)
    c.rrect(BAR_GOLD_DARK, (a, off, S - 2 * a, th), th / 2, width=th / 4)
    y = off + th / 2
    for f in (0.27, 0.73):
        pts = [(S * f - h, y + h / 2), (S * f + h, y + h / 2), (S * f, y - h)]
        c.poly(BAR_GOLD, pts)
        c.polyline(BAR_GOLD_DARK, pts, 2, closed=True)
    return c.result()


def make_turn_badge():
    """"Turn the tile": a clockwise round arrow in a dark disc (64×64)."""
    D = 64
    c = Canvas(D, D, s=4)
    c.circle((26, 22, 30, 225), (D / 2, D / 2), D / 2)
    w, r = 7, D * 0.28
    c.arc(TURN_HILITE, (D / 2, D / 2), r - w / 2, -220, 40, w)
    ax, ay = D / 2 + math.cos(math.radians(40)) * r, D / 2 + math.sin(math.radians(40)) * r
    h = 14
    c.poly(TURN_HILITE, [(ax - h, ay - h / 3), (ax + h / 2, ay - h / 2), (ax - h / 4, ay + h)])
    return c.result()


def make_nope():
    """"Not here": a white cross in a red disc (34×34), over a space the picked tile cannot go to."""
    c = Canvas(34, 34, s=4)
    c.circle((230, 90, 80), (17, 17), 17)
    c.line((240, 236, 228), (9.5, 9.5), (24.5, 24.5), 4, cap=False)
    c.line((240, 236, 228), (9.5, 24.5), (24.5, 9.5), 4, cap=False)
    return c.result()


def make_tile_back():
    """A face-down tile (200×200): the colourless base in the festival's orange with the three
    symbols in white (read from the symbol pictures written before)."""
    surf = make_camp_tile("none")
    surf.fill((236, 140, 60, 255), special_flags=pygame.BLEND_RGBA_MULT)
    for i, name in enumerate(SYMBOLS):
        img = pygame.transform.smoothscale(pygame.image.load(os.path.join(OUT, "camp", f"symbol_{name}.png")), (56, 56))
        a = math.radians(-90 + 120 * i)
        surf.blit(img, img.get_rect(center=(100 + round(math.cos(a) * 34), 100 + round(math.sin(a) * 34))))
    return surf


def make_chains(lock, link):
    """A padlocked chain across the edge of two 200×200 tiles, lying and standing (the padlock
    stays upright): links of ``link`` 84 px long, ``lock`` in the middle."""
    L, T, K = 84, 22, 48
    chain = pygame.Surface((L, T), pygame.SRCALPHA)
    link = pygame.transform.smoothscale(link, (2 * T, T))
    for x in range(0, L, 2 * T - T // 6):
        chain.blit(link, (x, 0))
    lock = pygame.transform.smoothscale(lock, (K, K))
    out = []
    for img in (chain, pygame.transform.rotate(chain, 90)):
        surf = pygame.Surface((max(img.get_width(), K), max(img.get_height(), K)), pygame.SRCALPHA)
        surf.blit(img, img.get_rect(center=surf.get_rect().center))
        surf.blit(lock, lock.get_rect(center=surf.get_rect().center))
        out.append(surf)
    return out


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
    c.round_mask(16 * W / 1016)           # rounded as the table shows it (1016 px wide)
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


def make():
    """Write the Camp Roskilde sprites; return their paths."""
    files = []
    for name, fn in CAMP_TYPES.items():
        files.append(save(fn().result(), "camp", f"type_{name}.png"))
    files += make_camp_symbols()
    for vibe in VIBES:
        files.append(save(make_camp_tile(vibe), "camp", f"tile_{vibe}.png"))
    files.append(save(make_tile_back(), "camp", "tile_back.png"))
    for vibe in EMBLEMS:
        files.append(save(make_emblem(vibe), "camp", f"emblem_{vibe}.png"))
    files.append(save(make_when(False), "camp", "when_placed.png"))
    files.append(save(make_when(True), "camp", "when_leaving.png"))
    lock, link = make_lock(), make_lock_chain()
    files.append(save(lock, "camp", "lock.png"))
    files.append(save(link, "camp", "lock_chain.png"))
    chain_h, chain_v = make_chains(lock, link)
    files.append(save(chain_h, "camp", "chain_h.png"))
    files.append(save(chain_v, "camp", "chain_v.png"))
    files.append(save(make_lock_bar(), "camp", "lock_bar.png"))
    files.append(save(make_turn_badge(), "camp", "turn.png"))
    files.append(save(make_nope(), "camp", "nope.png"))
    files.append(save(make_camp_board(), "camp", "board.png"))
    files.append(save(make_camp_grounds(), "camp", "grounds.png"))
    files.append(save(make_camp_table(), "camp", "table.png"))
    return files
