"""Cave Rave art: genre symbols, gender and bonus icons, cards and the table."""

from __future__ import annotations

import math
import os
import random

import pygame

from .common import (
    OUT,
    SS,
    Canvas,
    flame,
    hand_stencil,
    hexc,
    mammoth,
    noise_layer,
    note,
    outlined,
    rot,
    save,
    shade,
    stone_texture,
    vignette,
)

GENRES = {
    "folk": hexc("#3a9d4a"),
    "metal": hexc("#c8322d"),
    "pop": hexc("#e8b923"),
    "rap": hexc("#2f6fc4"),
}


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
# the table's pieces at the sizes the table draws them (the table writes the
# words and numbers over them: points, names, "USED", "−2")
# --------------------------------------------------------------------------

FACE_SIZES = ((156, 218), (128, 178), (108, 151), (88, 123), (66, 92), (48, 67),   # hand, piles, bands, hands
              (172, 240))                                 # your hand at two producers (game.games.cave_rave.layout)
BONUS_COLOURS = {"singer": (178, 102, 214), "dancer": (64, 182, 172), "stylist": (236, 132, 58)}
HILITE, GOOD = (255, 230, 120), (110, 200, 120)                # game.ui.theme's glow colours
TEXT_DARK, PANEL_BORDER = (30, 26, 24), (90, 84, 110)          # game.ui.theme's
CROSSOVER = (190, 120, 230)
PARCHMENT_TEXT = (58, 42, 30)                                   # the words on a card


def loaded(name, size):
    """A sprite written above, scaled to ``size`` as the table's image cache does (in the display's
    pixel format: smoothscale rounds by it)."""
    img = pygame.image.load(os.path.join(OUT, "cave_rave", name)).convert(pygame.Surface((1, 1), pygame.SRCALPHA))
    return img if img.get_size() == size else pygame.transform.smoothscale(img, size)


def light(colour) -> bool:
    """Whether dark text reads better on ``colour``."""
    r, g, b = colour[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b > 150


def tinted(img, colour):
    out = img.copy()
    out.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def face(symbol, size):
    """A musician's card without its words: the stone face, the genre's coloured head with its white
    symbol, and the genre's big symbol (small cards: in the middle; big ones: under the head)."""
    w, h = size
    colour = GENRES[symbol]
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(loaded("card_face.png", size), (0, 0))
    big = w >= 120
    pad = max(3, w // 26)
    head = pygame.Rect(pad, pad, w - 2 * pad, round(h * (0.26 if big else 0.30)))
    pygame.draw.rect(surf, colour, head, border_radius=max(4, w // 16))
    pygame.draw.rect(surf, tuple(max(0, c - 60) for c in colour), head, 2, border_radius=max(4, w // 16))
    if w >= 60:
        s = round(head.height * 0.72)
        sym = loaded(f"genre_{symbol}_white.png", (s, s))
        if light(colour):
            sym = tinted(sym, TEXT_DARK)
        surf.blit(sym, sym.get_rect(midright=(head.right - (8 if big else 3), head.centery)))
    if big:
        s = max(28, min(66, h - head.bottom - 44 - 34 - 14))
        centre = (w // 2, head.bottom + 6 + s // 2)
    else:
        s = round(min(w * 0.62, (h - head.bottom) * 0.62))
        centre = (w // 2, head.bottom + (h - head.bottom) // 2 - (2 if w >= 60 else 0))
    sym = loaded(f"genre_{symbol}.png", (s, s))
    surf.blit(sym, sym.get_rect(center=centre))
    return surf


def glow(size, colour, width, radius):
    """A soft ring around a card of ``size`` (bigger by 2 * ``width``)."""
    w, h = size[0] + 2 * width, size[1] + 2 * width
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(width):
        a = round(220 * (i + 1) / width) if i < width - 2 else 255
        pygame.draw.rect(surf, (*colour[:3], min(255, a // 2 + 40)),
                         pygame.Rect(i, i, w - 2 * i, h - 2 * i), 2, border_radius=radius + width - i)
    return surf


def hand_base(picked, card=FACE_SIZES[0]):
    """Under a card of the hand (12 px around it): its shadow, and the glow of a picked card."""
    pad = 12
    base = pygame.Surface((card[0] + 2 * pad, card[1] + 2 * pad), pygame.SRCALPHA)
    shadow = pygame.Surface(card, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=12)
    base.blit(shadow, (pad + 4, pad + 6))
    if picked:
        base.blit(glow(card, HILITE, 10, 14), (pad - 10, pad - 10))
    return base


def bonus_frame(kind):
    """A bonus card's frame in its colour (the table adds the effect, the icon and the role)."""
    colour = BONUS_COLOURS[kind]
    surf = pygame.Surface((124, 172), pygame.SRCALPHA)
    pygame.draw.rect(surf, (44, 34, 52), surf.get_rect(), border_radius=12)
    pygame.draw.rect(surf, tuple(c // 3 for c in colour), surf.get_rect().inflate(-10, -10), border_radius=9)
    pygame.draw.rect(surf, colour, surf.get_rect(), 4, border_radius=12)
    return surf


def bonus_used():
    """Laid over a used (greyed) bonus card: a dimming veil and the stamp the table writes USED on."""
    surf = pygame.Surface((124, 172), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 120))
    pygame.draw.rect(surf, (110, 100, 110), pygame.Rect(10, 69, 104, 34), border_radius=6)
    return surf


def bonus_icon(kind, s, used):
    """A bonus card's small icon (an opponent's panel, a band's badge); a used one greyed and struck out."""
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    colour = BONUS_COLOURS[kind]
    pygame.draw.rect(surf, tuple(c // 3 for c in colour), surf.get_rect(), border_radius=8)
    pygame.draw.rect(surf, colour, surf.get_rect(), 2, border_radius=8)
    surf.blit(loaded(f"bonus_{kind}.png", (s - 10, s - 10)), (5, 5))
    if used:
        surf = pygame.transform.grayscale(surf)
        pygame.draw.line(surf, (200, 80, 70), (4, s - 4), (s - 4, 4), 3)
        surf.fill((255, 255, 255, 90), special_flags=pygame.BLEND_RGBA_MULT)     # faint
    return surf


def genre_chip(symbol, out):
    """A genre's "already out" chip: lit in its colour with a red tag when out, dim and grey when not."""
    colour = GENRES[symbol]
    surf = pygame.Surface((196, 46), pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, tuple(c // 3 for c in colour) if out else (30, 26, 34), r, border_radius=10)
    pygame.draw.rect(surf, colour if out else PANEL_BORDER, r, 2, border_radius=10)
    icon = loaded(f"genre_{symbol}.png", (36, 36))
    if not out:
        icon = pygame.transform.grayscale(icon)
        icon.set_alpha(110)
    surf.blit(icon, (8, 5))
    if out:
        pygame.draw.rect(surf, (230, 90, 80), pygame.Rect(r.right - 58, r.centery - 15, 50, 30), border_radius=8)
    return surf


def band_badge(colour, fill):
    """The badge beside a band (rimmed in its genre's colour) or a crossover (purple)."""
    surf = pygame.Surface((62, 48), pygame.SRCALPHA)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=12)
    pygame.draw.rect(surf, colour, surf.get_rect(), 3, border_radius=12)
    return surf


def make_table_pieces():
    files = []
    for symbol in GENRES:
        for size in FACE_SIZES:
            files.append(save(face(symbol, size), "cave_rave", f"face_{symbol}_{size[0]}.png"))
        for out in (False, True):
            files.append(save(genre_chip(symbol, out), "cave_rave", f"chip_{symbol}{'_out' if out else ''}.png"))
        files.append(save(band_badge(GENRES[symbol], (26, 22, 28)), "cave_rave", f"badge_{symbol}.png"))
    files.append(save(band_badge(CROSSOVER, (52, 30, 66)), "cave_rave", "badge_crossover.png"))
    files.append(save(bonus_used(), "cave_rave", "bonus_used.png"))
    for kind in BONUS_COLOURS:
        files.append(save(bonus_frame(kind), "cave_rave", f"bonus_frame_{kind}.png"))
        for s, used in ((42, False), (42, True), (28, False)):
            name = f"bonus_icon_{kind}_{s}{'_used' if used else ''}.png"
            files.append(save(bonus_icon(kind, s, used), "cave_rave", name))
    for gender in ("f", "m"):           # in ink on a card: a big card's, a band's card's, an opponent's card's
        for s in (27, 26, 22, 16, 12):
            ink = tinted(loaded(f"gender_{gender}.png", (s, s)), PARCHMENT_TEXT)
            files.append(save(ink, "cave_rave", f"gender_{gender}_ink_{s}.png"))
    files.append(save(hand_base(False), "cave_rave", "hand_base.png"))
    files.append(save(hand_base(True), "cave_rave", "hand_base_picked.png"))
    files.append(save(hand_base(False, FACE_SIZES[-1]), "cave_rave", f"hand_base_{FACE_SIZES[-1][0]}.png"))
    files.append(save(hand_base(True, FACE_SIZES[-1]), "cave_rave", f"hand_base_picked_{FACE_SIZES[-1][0]}.png"))
    files.append(save(glow((128, 178), GOOD, 10, 14), "cave_rave", "glow_pile.png"))
    bonus = pygame.Surface((144, 192), pygame.SRCALPHA)         # (the table lays the card onto it)
    bonus.blit(glow((124, 172), HILITE, 10, 12), (0, 0))
    files.append(save(bonus, "cave_rave", "glow_bonus.png"))
    return files


def make():
    """Write the Cave Rave sprites; return their paths."""
    files = []
    files += make_genres()
    files += make_gender()
    files += make_bonus()
    files.append(save(make_card_back(), "cave_rave", "card_back.png"))
    files.append(save(make_card_face(), "cave_rave", "card_face.png"))
    files.append(save(make_table(), "cave_rave", "table.png"))
    files += make_table_pieces()
    return files
