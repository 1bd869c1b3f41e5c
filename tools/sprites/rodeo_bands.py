"""Rock'n Rodeo's band pictures: one for each of the 32 band cards of ``content/rodeo/bands.yaml``,
written to ``sprites/rodeo/band_<id>.png`` (120×168, no words and no numbers) by
:func:`.rodeo.pictures`.

Each picture is drawn from the band's card: its tier (the stars) sets the venue (a garage with a
bare bulb, a local stage with fairy lights, a superstar's beams, a legend's beams and fireworks)
and how many play (one more than its stars, four at most) before how big a crowd; its main genre
(the symbol with the most fans) the banner behind the band (the genre's colour AND its symbol,
the second genre's symbol on a pennant where it has one), the hair and the instruments (punk a
mohawk, bass and a microphone; metal long hair, a flying-V and drums; reggae a tam, a bass and
bongos; indie a fringe, keys and a tambourine); its id seeds everything else (the banner's
pattern, the lights' angles, who plays what, the colours of the instruments), and a few words of
its name bring a prop (a van or a bus, a kettle, a sofa, a bathtub, paper lanterns, fog, the sun,
a garden gnome, a safety pin). So no two bands look alike, and each looks like its genre.
"""

from __future__ import annotations

import math
import os
import random
import zlib

import pygame
import yaml

from .common import ROOT, Canvas, hexc, mix, shade
from .rodeo import CLEAR, GENRE_COLOURS, GOLD, INK, SYMBOLS, TIER_COLOURS, crowd_on, disc, fairy_lights, shaped, symbol

W, H = 120, 168
BANDS_YAML = os.path.join(ROOT, "content", "rodeo", "bands.yaml")
SKIES = {"garage": ("#3a2c2a", "#7a5a48"), "local": ("#20283a", "#5a4a6a"), "superstar": ("#1a1438", "#8a3a7a"),
         "legend": ("#1a0e20", "#e06a2a")}
BEAMS = {"garage": 0, "local": 2, "superstar": 4, "legend": 6}
#: what each genre's players hold, the first one the front player's
INSTRUMENTS = {"punk": ("guitar", "bass", "mic"), "metal": ("vguitar", "bass", "drums"),
               "reggae": ("bass", "bongos", "keys"), "indie": ("keys", "tambourine", "guitar")}
#: the colours an instrument's body takes (seeded)
WOODS = (hexc("#c8482c"), hexc("#e8b04a"), hexc("#f4f0e6"), hexc("#3a7ad0"), hexc("#58b06a"), hexc("#d0d4dc"),
         hexc("#a040a8"))
SILHOUETTE = hexc("#140e14")
#: a word of the name that brings a prop
PROPS = (("van", "van"), ("bus", "bus"), ("moped", "van"), ("kettle", "kettle"), ("sofa", "sofa"),
         ("bathtub", "tub"), ("lantern", "lanterns"), ("fog", "fog"), ("sun", "sun"), ("gnome", "gnome"),
         ("pin", "pin"))
PATTERNS = ("stripes", "dots", "zigzag", "checks", "rays")


def bands() -> list[dict]:
    """The band cards as the content has them."""
    with open(BANDS_YAML, encoding="utf-8") as fh:
        return yaml.safe_load(fh)["bands"]


def genres_of(band: dict) -> list[str]:
    """The band's genres, the one with the most fans first (a wildcard is no genre)."""
    syms = [s for s in band["symbols"] if s["genre"] != "wild"]
    return [s["genre"] for s in sorted(syms, key=lambda s: -s["fans"])]


def prop_of(name: str) -> str | None:
    low = name.lower()
    return next((prop for word, prop in PROPS if word in low), None)


def band_picture(band: dict) -> pygame.Surface:
    """The picture of ``band`` (a bands.yaml entry), 120×168."""
    rng = random.Random(zlib.crc32(band["id"].encode()))
    tier, name = band["tier"], band["name"]
    kinds = genres_of(band)
    main = kinds[0]
    col = GENRE_COLOURS[main]
    c = Canvas(W, H, s=3)
    c.rrect(INK, (0, 0, W, H), 10)
    c.rrect(TIER_COLOURS[tier], (2, 2, W - 4, H - 4), 9)
    lay = Canvas(W, H, s=3)
    inner = (6, 6, W - 12, H - 12)
    sky = SKIES[tier]
    lay.vgrad(inner, [(0, hexc(sky[0])), (0.75, mix(hexc(sky[1]), col, 0.3)), (1, hexc(sky[1]))])
    prop = prop_of(name)
    if tier == "garage":
        _garage(lay, rng)
    _banner(lay, rng, kinds, band["tier"])
    _lights(lay, rng, tier)
    if prop in ("van", "bus", "sun", "lanterns", "gnome", "pin"):
        _prop(lay, prop, rng, col)
    floor = 128
    lay.rrect(hexc("#1a1216"), (6, floor, W - 12, H - 6 - floor), 0)
    lay.line(shade(TIER_COLOURS[tier], 0.2), (6, floor), (W - 6, floor), 2, cap=False)
    n = min(4, band_stars(tier) + 1)
    plays = list(INSTRUMENTS[main])
    rng.shuffle(plays)
    plays = [INSTRUMENTS[main][0]] + [p for p in plays if p != INSTRUMENTS[main][0]]
    spots = [W * (i + 0.5) / n for i in range(n)]
    order = sorted(range(n), key=lambda i: abs(spots[i] - W / 2))      # the front player in the middle
    for k, i in enumerate(order):
        what = plays[k % len(plays)] if k < 3 else "mic"
        hair = kinds[k % len(kinds)] if k else main
        _player(lay, spots[i] + rng.uniform(-3, 3), floor, 0.95 if n < 4 else 0.8, hair, what, rng)
    if prop in ("kettle", "sofa", "tub", "fog"):
        _prop(lay, prop, rng, col)
    crowd_on(lay, 2, W - 2, H + 2, rng, hexc("#0c0810"), {"garage": 0.55, "local": 0.7, "superstar": 0.8,
                                                         "legend": 0.9}[tier],
             hands={"garage": 0.1, "local": 0.3, "superstar": 0.5, "legend": 0.7}[tier])
    mask = pygame.Surface(lay.surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), pygame.Rect(*(round(v * 3) for v in inner)), border_radius=18)
    lay.surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    c.rrect(INK, (4.5, 4.5, W - 9, H - 9), 7)
    c.blit(lay)
    return c.result()


def band_stars(tier: str) -> int:
    return {"garage": 1, "local": 2, "superstar": 3, "legend": 4}[tier]


def _garage(c: Canvas, rng) -> None:
    """Planks behind a garage band and a bare bulb."""
    for i in range(9):
        y = 12 + i * 13
        c.line(hexc("#6e5c50"), (8, y), (W - 8, y), 2, cap=False)
    c.rrect(hexc("#4a3c34"), (W - 34, 70, 22, 40), 2)          # a shelf of paint tins
    for k in range(3):
        c.rrect(WOODS[rng.randrange(len(WOODS))], (W - 32 + k * 7, 62, 6, 8), 1)
    c.line(hexc("#1a1410"), (W / 2, 6), (W / 2, 14), 1.2)
    c.glow((W / 2, 18), 50, hexc("#ffe0a0"), 130)
    c.circle(hexc("#fff0c0"), (W / 2, 17), 3.5)


def _banner(c: Canvas, rng, kinds: list[str], tier: str) -> None:
    """The banner behind the band: the main genre's colour and symbol, a seeded pattern, the second
    genre's symbol on a pennant at its corner."""
    main = kinds[0]
    col = GENRE_COLOURS[main]
    top = 14 if tier != "garage" else 26
    w = {"garage": 60, "local": 76, "superstar": 88, "legend": 96}[tier]
    x, h = W / 2 - w / 2, 52
    c.rrect(shade(col, -0.35), (x, top, w, h), 3)
    c.rrect(col, (x + 2, top + 2, w - 4, h - 4), 2)
    lay = c.new(bg=CLEAR)
    pat = PATTERNS[rng.randrange(len(PATTERNS))]
    ink = shade(col, -0.25) + (255,)
    if pat == "stripes":
        for i in range(0, int(w) + 40, 10):
            lay.line(ink, (x + i - 30, top + h), (x + i, top), 3.5, cap=False)
    elif pat == "dots":
        for yy in range(int(top) + 6, int(top + h), 10):
            for xx in range(int(x) + 6 + (yy // 10 % 2) * 5, int(x + w), 10):
                lay.circle(ink, (xx, yy), 2.2)
    elif pat == "zigzag":
        for yy in (top + 8, top + h - 8):
            pts = [(x + 2 + i * 6, yy + (3 if i % 2 else -3)) for i in range(int(w / 6))]
            lay.polyline(ink, pts, 2.4)
    elif pat == "checks":
        for yy in range(0, 5):
            for xx in range(0, int(w / 10) + 1):
                if (xx + yy) % 2:
                    lay.rrect(ink, (x + xx * 10, top + yy * 10 + 1, 10, 10), 0)
    else:
        cx, cy = W / 2, top + h / 2
        for i in range(12):
            a = math.radians(i * 30 + rng.uniform(0, 10))
            lay.poly(ink, [(cx, cy), (cx + 80 * math.cos(a), cy + 80 * math.sin(a)),
                           (cx + 80 * math.cos(a + 0.2), cy + 80 * math.sin(a + 0.2))])
    m = pygame.Surface(lay.surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(m, (255, 255, 255, 255), pygame.Rect(round((x + 2) * 3), round((top + 2) * 3),
                                                          round((w - 4) * 3), round((h - 4) * 3)))
    lay.surf.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    c.blit(lay)
    sym = INK if main == "reggae" else (255, 255, 255)
    symbol(c, SYMBOLS[main], (W / 2, top + h / 2), 17, sym, ink=INK if main != "reggae" else None, ink_w=2.4)
    if len(kinds) > 1:                            # the second genre on a pennant
        second = kinds[1]
        px = x + w - 4 if rng.random() < 0.5 else x + 4
        pts = [(px - 11, top - 2), (px + 11, top - 2), (px, top + 24)]
        shaped(c, pts, GENRE_COLOURS[second], 1.6)
        symbol(c, SYMBOLS[second], (px, top + 6), 6.5, INK if second == "reggae" else (255, 255, 255))


def _lights(c: Canvas, rng, tier: str) -> None:
    beams = BEAMS[tier]
    cols = ((255, 230, 170, 60), (255, 160, 220, 60), (160, 220, 255, 60), (190, 255, 170, 60))
    shift = rng.randrange(4)
    for i in range(beams):
        bx = 6 + (W - 12) * (i + 0.5) / beams
        a = math.radians(90 + rng.uniform(-30, 30))
        c.poly_a(cols[(i + shift) % 4], [(bx, 8), (bx + 150 * math.cos(a - 0.16), 8 + 150 * math.sin(a - 0.16)),
                                         (bx + 150 * math.cos(a + 0.16), 8 + 150 * math.sin(a + 0.16))])
        c.glow((bx, 9), 9, hexc("#fff0b0"), 190)
    if tier == "local":
        fairy_lights(c, 6, W - 6, 8, 10, 8, 1.6, 110)
    if tier == "legend":
        for _ in range(2):
            fx, fy = rng.uniform(22, W - 22), rng.uniform(12, 30)
            spark = WOODS[rng.randrange(len(WOODS))]
            for i in range(12):
                a = math.radians(i * 30)
                c.line(spark, (fx + 3 * math.cos(a), fy + 3 * math.sin(a)), (fx + 10 * math.cos(a),
                                                                            fy + 10 * math.sin(a)), 1.2)


def _player(c: Canvas, x: float, y: float, k: float, genre: str, what: str, rng) -> None:
    """A player on stage, (x, y) the feet: a silhouette with the genre's hair and an instrument."""
    col = SILHOUETTE
    head = (x, y - 42 * k)
    if what == "drums":                           # a drummer sits behind the kit
        head = (x, y - 36 * k)
        c.circle(col, head, 5.5 * k)
        c.rrect(col, (x - 6 * k, y - 31 * k, 12 * k, 14 * k), 4 * k)
        for sx in (-1, 1):
            c.line(col, (x + 5 * sx * k, y - 28 * k), (x + 12 * sx * k, y - 36 * k), 2.6 * k)
        drum = WOODS[rng.randrange(len(WOODS))]
        disc(c, drum, (x, y - 9 * k), 9 * k, 1.6)
        c.circle(shade(drum, 0.5), (x, y - 9 * k), 4 * k)
        for sx in (-1, 1):
            c.ellipse(hexc("#e8c860"), (x + sx * 14 * k - 7 * k, y - 30 * k, 14 * k, 3.5 * k))
            c.line(INK, (x + sx * 14 * k, y - 28 * k), (x + sx * 14 * k, y), 1.2)
        _hair(c, head, k, genre)
        return
    c.circle(col, head, 5.5 * k)
    c.rrect(col, (x - 6 * k, y - 36 * k, 12 * k, 21 * k), 4 * k)
    c.line(col, (x - 3 * k, y - 17 * k), (x - 6 * k, y), 4.5 * k)
    c.line(col, (x + 3 * k, y - 17 * k), (x + 6 * k, y), 4.5 * k)
    body = WOODS[rng.randrange(len(WOODS))]
    if what in ("guitar", "bass", "vguitar"):
        if what == "vguitar":
            shaped(c, [(x - 12 * k, y - 31 * k), (x + 2 * k, y - 24 * k), (x - 12 * k, y - 20 * k),
                       (x - 4 * k, y - 24 * k)], body, 1.4)
        else:
            c.ellipse(INK, (x - 12.5 * k, y - 29.5 * k, 15 * k, 11 * k))
            c.ellipse(body, (x - 11.5 * k, y - 28.5 * k, 13 * k, 9 * k))
            c.circle(INK, (x - 5 * k, y - 24 * k), 1.6 * k)
        neck = 22 if what == "bass" else 18
        c.line(INK, (x - 3 * k, y - 25 * k), (x + neck * k, y - 36 * k), 2.4 * k)
        c.line(col, (x + 5 * k, y - 32 * k), (x + 9 * k, y - 25 * k), 3.4 * k)
    elif what == "mic":
        c.line(INK, (x + 10 * k, y), (x + 10 * k, y - 40 * k), 1.4)
        c.line(INK, (x + 10 * k, y - 40 * k), (x + 4 * k, y - 42 * k), 1.4)
        c.circle(hexc("#d0d4dc"), (x + 4 * k, y - 42 * k), 2 * k)
        c.line(col, (x - 5 * k, y - 33 * k), (x - 12 * k, y - 50 * k), 3.4 * k)
        c.line(col, (x + 5 * k, y - 33 * k), (x + 4 * k, y - 42 * k), 3.4 * k)
    elif what == "keys":
        c.rrect(INK, (x - 15 * k, y - 24 * k, 30 * k, 7 * k), 1.5)
        c.rrect(body, (x - 14 * k, y - 23 * k, 28 * k, 5 * k), 1)
        for i in range(7):
            c.line(hexc("#f8f4ec"), (x - 12 * k + i * 4 * k, y - 22 * k), (x - 12 * k + i * 4 * k, y - 19 * k), 1.6 * k)
        c.line(INK, (x - 11 * k, y - 17 * k), (x - 13 * k, y), 1.4)
        c.line(INK, (x + 11 * k, y - 17 * k), (x + 13 * k, y), 1.4)
    elif what == "bongos":
        for sx, r in ((-1, 5.5), (1, 4.5)):
            c.rrect(INK, (x + sx * 6 * k - r * k, y - 22 * k, 2 * r * k, 14 * k), 2)
            c.rrect(body, (x + sx * 6 * k - r * k + 1, y - 21 * k, 2 * r * k - 2, 12 * k), 2)
            c.ellipse(hexc("#f0e2c0"), (x + sx * 6 * k - r * k, y - 23.5 * k, 2 * r * k, 3 * k))
    elif what == "tambourine":
        c.line(col, (x + 5 * k, y - 33 * k), (x + 12 * k, y - 48 * k), 3.4 * k)
        disc(c, body, (x + 13 * k, y - 50 * k), 5 * k, 1.4)
        c.circle(hexc("#f0e2c0"), (x + 13 * k, y - 50 * k), 2.5 * k)
    _hair(c, head, k, genre)


def _hair(c: Canvas, head, k: float, genre: str) -> None:
    """The genre's hair on a player's head: punk a mohawk in the genre's colour, metal long hair,
    reggae a striped tam, indie a fringe and a beanie."""
    x, y = head
    col = GENRE_COLOURS[genre]
    if genre == "punk":
        shaped(c, [(x - 3 * k, y - 4 * k), (x - 1.5 * k, y - 13 * k), (x, y - 6 * k), (x + 1.5 * k, y - 14 * k),
                   (x + 3 * k, y - 5 * k)], col, 1.2)
    elif genre == "metal":
        c.rrect(SILHOUETTE, (x - 7 * k, y - 4 * k, 14 * k, 18 * k), 4 * k)
        c.line(shade(col, 0.35), (x - 6 * k, y), (x - 6 * k, y + 12 * k), 1.2)
        c.line(shade(col, 0.35), (x + 6 * k, y), (x + 6 * k, y + 12 * k), 1.2)
    elif genre == "reggae":
        c.ellipse(INK, (x - 8.5 * k, y - 11 * k, 17 * k, 10 * k))
        for i, band in enumerate((hexc("#d83a30"), GENRE_COLOURS["reggae"], hexc("#3a9a4a"))):
            c.ellipse(band, (x - 7.5 * k + i * 0.6 * k, y - 10 * k + i * 2.6 * k, 15 * k - i * 1.2 * k, 3.2 * k))
    else:
        c.rrect(INK, (x - 6.5 * k, y - 10 * k, 13 * k, 7 * k), 3 * k)
        c.rrect(col, (x - 5.5 * k, y - 9 * k, 11 * k, 5 * k), 2.5 * k)
        c.circle(shade(col, 0.5), (x, y - 10.5 * k), 1.8 * k)


def _prop(c: Canvas, prop: str, rng, col) -> None:
    """A prop from the band's name, drawn behind (van, bus, sun, lanterns, gnome, pin) or before the
    band (kettle, sofa, tub, fog)."""
    if prop in ("van", "bus"):
        w = 44 if prop == "van" else 64
        x, y = (10 if rng.random() < 0.5 else W - 10 - w), 126
        body = WOODS[rng.randrange(len(WOODS))]
        shaped(c, [(x, y - 4), (x, y - 24), (x + w - 10, y - 24), (x + w, y - 14), (x + w, y - 4)], body, 1.6)
        for i in range(int((w - 14) // 11)):
            c.rrect(hexc("#bfe4f4"), (x + 4 + i * 11, y - 21, 8, 6), 1)
        for wx in (x + 9, x + w - 9):
            disc(c, hexc("#3a3a44"), (wx, y - 3), 4, 1.4)
    elif prop == "sun":
        c.glow((W - 26, 30), 34, hexc("#ffd060"), 170)
        disc(c, hexc("#ffc640"), (W - 26, 30), 10, 1.6)
    elif prop == "lanterns":
        pts = [(8 + (W - 16) * i / 20, 12 + 14 * 4 * (i / 20) * (1 - i / 20)) for i in range(21)]
        c.polyline(INK, pts, 1.0)
        for i in range(1, 6):
            px, py = pts[i * 20 // 6]
            lan = (hexc("#f4a040"), hexc("#f06a6a"), hexc("#f6d860"))[i % 3]
            c.glow((px, py + 6), 14, lan, 120)
            c.ellipse(INK, (px - 5, py + 1, 10, 11))
            c.ellipse(lan, (px - 4, py + 2, 8, 9))
    elif prop == "gnome":
        x, y = 18, 126
        shaped(c, [(x - 6, y), (x + 6, y), (x + 4, y - 10), (x - 4, y - 10)], hexc("#3a7ad0"), 1.2)
        c.circle(hexc("#f4d0b0"), (x, y - 12), 3)
        c.ellipse(hexc("#f4f0e6"), (x - 3.5, y - 12, 7, 6))
        shaped(c, [(x - 5, y - 13), (x + 5, y - 13), (x, y - 26)], hexc("#d83a30"), 1.2)
    elif prop == "pin":
        x, y = 20, 32
        c.line(hexc("#d0d4dc"), (x, y), (x + 22, y - 12), 2.2)
        c.line(hexc("#d0d4dc"), (x + 2, y + 3), (x + 22, y - 9), 2.2)
        c.circle(hexc("#d0d4dc"), (x - 1, y + 2), 3, 1)
        c.rrect(GOLD, (x + 19, y - 14, 6, 7), 1.5)
    elif prop == "kettle":
        x, y = W - 20, 126
        c.ellipse(INK, (x - 9, y - 14, 18, 15))
        c.ellipse(hexc("#d0d4dc"), (x - 8, y - 13, 16, 13))
        c.line(INK, (x + 7, y - 9), (x + 13, y - 15), 2.2)
        c.arc(INK, (x, y - 13), 6, 200, 340, 1.6)
        c.glow((x + 14, y - 20), 8, (240, 240, 240), 120)
    elif prop == "sofa":
        x, y = W / 2 - 26, 127
        c.rrect(INK, (x, y - 14, 52, 14), 4)
        c.rrect(hexc("#a040a8"), (x + 1.5, y - 12.5, 49, 11), 3)
        c.rrect(shade(hexc("#a040a8"), -0.3), (x + 1.5, y - 22, 49, 10), 3)
    elif prop == "tub":
        x, y = W / 2 - 22, 128
        c.rrect(INK, (x, y - 14, 44, 14), 6)
        c.rrect(hexc("#f4f0e6"), (x + 1.5, y - 12.5, 41, 11), 5)
        for i in range(5):
            c.circle((250, 250, 255), (x + 6 + i * 8 + rng.uniform(-2, 2), y - 15 - rng.uniform(0, 4)), 3)
    elif prop == "fog":
        lay = c.new(bg=CLEAR)
        for _ in range(9):
            lay.ellipse((220, 220, 235, 255), (rng.uniform(-10, W - 20), rng.uniform(104, 126), 40, 16))
        lay.surf.set_alpha(110)
        c.blit(lay)


def pictures() -> list[tuple[str, pygame.Surface]]:
    """Every band's picture by its file name, in the content's order."""
    return [(f"band_{b['id']}.png", band_picture(b)) for b in bands()]
