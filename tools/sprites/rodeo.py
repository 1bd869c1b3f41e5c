"""Rock'n Rodeo's textless art, written to ``sprites/rodeo/`` by ``tools/make_sprites.py``.

No words and no numbers in any picture: the table writes them (through gettext). Every genre
has a colour AND a symbol (punk: a red lightning bolt, metal: steel-grey horns, reggae: a
golden leaf, indie: a blue cassette), so colour is never the only carrier. The table loads a picture with
``Images.get("rodeo/<name>.png", size)``, which scales when it asks for another size; icons
come drawn at three sizes so the small ones stay crisp. ``<genre>`` is punk, metal, reggae,
indie (content/rodeo/genres.yaml).

Festival grounds (a campsite card is 2×2 spaces; a space is 88 px)
  campsite_tent.png, campsite_car_park.png, campsite_mixed.png   176×176
      a campsite card side as campsite.SIDE_KINDS has it, not turned: tent = three tent
      sites and a dirt heap bottom right; mixed = two tent sites in front (top), two
      car-park spaces behind; car_park = four car-park spaces. Turn it with
      ``pygame.transform.rotate(img, -90 * turns)`` (square, so it stays in place).
  space_tent.png, space_car_park.png, space_dirt.png   88×88      one space (tent site: a
      pegged pitch with a faint tent; car park: asphalt, bay lines, a faint van; dirt: mud heap)
  campsite_later.png   176×176   a card position that joins in a later season (roped-off meadow)
  wixi.png   64×64          a WIXI (portable toilet, blue, heart cut in the door)
  garbage.png   40×40       one garbage marker (a brown rubbish bag)
  garbage_stack.png   64×64 a heap of three bags (the table writes the count beside it)
  stage.png   320×96        the stage the campsite's row 0 faces (truss, lamps, speakers)

Fans and markers
  marker_<genre>.png   56×56    a camping marker: a tent in the genre colour, the genre symbol in
      ink on a light disc on it
  thumb_up.png, thumb_down.png   28×28   satisfied / dissatisfied badge (green up, red down,
      shapes differ: up is a thumb pointing up in a round badge, down pointing down in a square one)
  marker_<genre>_up.png, marker_<genre>_down.png   56×56   the marker with its badge bottom right
      (satisfied / dissatisfied)
  fan_<genre>.png   36×56       a standing fan figure (wooden meeple, genre colour, symbol on chest)
  fan_<genre>_lying.png   56×36 the same figure lying down, head left (a dissatisfied fan)
  fan_<genre>_24.png   24×24    a small standing fan (reserve counts, rival strips)

Genre symbols
  genre_<genre>_<size>.png, genre_wild_<size>.png   size 24, 32, 48   a chip: a disc in the genre
      colour with its white symbol and a dark rim; wild: quartered in the four colours with a star
  symbol_<genre>_<size>.png, symbol_wild_<size>.png   size 24, 32, 48   the symbol alone in
      white (to tint)

Bands and the line-up
  band_<tier>.png   200×280   band card frame per tier (garage, local, superstar, legend):
      stars at the top (1-4) and a scene from a garage to a stadium; where the table writes:
      BAND_NAME (10, 46, 180, 38), BAND_SYMBOLS (10, 202, 132, 38: dark, for genre chips),
      BAND_QUOTE (10, 244, 132, 28), BAND_FEE a gold disc at (168, 240) r 22
  band_back.png   200×280     the band card's back (the stage seen from the crowd)
  band_<id>.png   120×168     each band's own picture (one per band of content/rodeo/bands.yaml, drawn
      by tools/sprites/rodeo_bands.py from its tier, genres and name): the table shows it on the
      band's card in the market and on the stage
  slot_fri.png, slot_sat.png, slot_sun.png   200×280   an empty day slot on the grounds
      (dashed stage outline with one, two or three pennants: the day, no words)
  day_fri.png, day_sat.png, day_sun.png   40×40   the day icons (one, two, three pennants)
  star.png, star_empty.png   24×24   a band's star / an empty fan space on a band card

Stands and upgrades
  stand_fast_food.png, stand_drinks.png, stand_other.png   200×140   stand card frames
      (striped awning in the kind's colour, kind icon STAND_ICON (8, 8, 40, 40), name area
      STAND_NAME (10, 50, 180, 40), pip row STAND_PIPS (10, 96, 180, 34), income disc
      STAND_INCOME at (176, 26) r 18)
  kind_fast_food.png, kind_drinks.png, kind_other.png   40×40   burger, beer mug, ticket with a star
  upgrade_entrance.png, upgrade_garbage_deposit.png, upgrade_security.png, upgrade_showers.png
      200×140   upgrade card frames (grey-blue plain awning, their icon top left, same areas, no
      income disc: nobody pays at an upgrade)
  icon_entrance_<size>.png, icon_garbage_deposit_<size>.png, icon_security_<size>.png,
  icon_showers_<size>.png   size 24, 32, 48   an arch gate, a bin with recycling arrows,
      a shield with a tick, a shower with drops
  pip_free.png, pip_used.png   28×28   a free space (light disc, faint ring) / a used space (dark
      disc with a small figure)

Cards in hand
  fancard_<genre>.png   180×252     fan card front frame in the genre colour: genre chip
      FAN_CHIP (8, 8, 40, 40), FAN_NAME (52, 10, 120, 36), art (the genre's fans by their tents),
      FAN_NEEDS (10, 150, 160, 40), purchasing power gold disc FAN_POWER (30, 222) r 20; the
      ability's paper FAN_ABILITY (56, 198, 114, 46) is the table's to draw (most fans have none)
  fanback_<genre>.png   180×252     the fan card's back: the genre shows, the fan group does not
  event_card.png   180×252          event card frame: booking half on top (paper, y 8-122),
      festival half below (night, y 130-244), each with its side's icon top left
  event_booking.png, event_festival.png   40×40   the two sides' icons (a contract with a pen /
      a stage with lights)
  festival_card.png   240×336       festival card frame: a name strip (8, 8, 224, 28), the layout
      thumbnail FESTIVAL_LAYOUT (12, 42, 216, 148: grass, stage edge on top), the scoring table
      FESTIVAL_SCORING (12, 198, 216, 126: paper, four ruled rows)

Tracks (cells of 44×56 from the low end, left to right; a light disc at (22, 36) r 14 in each
cell holds the number the table writes; value 0 has a light bar at its foot)
  track_chaos.png   (9×44)×56   Chaos 0-8, green to red, a bin over each value of rules.yaml ``bins``
  track_hygiene.png   (15×44)×56   Hygiene -8..6, brown to blue, redder below the first penalty;
      over each ``penalties`` step its icon: mood_down (-1), sour (-3), home (-5, -7)
  track_mood.png   (31×44)×56   Mood -5..25, grey-blue to gold
  bin.png, penalty.png   28×28   icon_bin / icon_penalty at 28 px
  cube_fill.png, cube_ink.png   32×32   a wooden track / order cube: fill in white (tint to the
      seat colour with BLEND_RGBA_MULT) and its ink outline to blit over

Icons (icon_<name>_<size>.png, size 24, 32, 48)
  money (banknotes), vp (a gold rosette), chaos (an orange burst with a swirl), hygiene (a water
  drop with a sparkle), mood (a smiling face with a note), mood_down (a grey glum face, arrow
  down), garbage (a bag), power (a wallet with a coin: purchasing power), satisfied (thumb up,
  round), dissatisfied (thumb down, square), fans (two figures: fans in reserve), season (a
  calendar page), day (a sun over a tent), morning (half a sun, arrow up), afternoon (a full
  sun), evening (half a sun, arrow down), night (a moon and stars), order (steps and an arrow),
  entrance, garbage_deposit, security, showers (the upgrades), tent (a tent site), car_park (a
  camper van), near (two tents, green plus), not_near (two tents apart, red cross),
  no_fast_food, no_drinks (a burger / a mug struck through: aversions), sour (thumb up turning
  down), home (a fan walking off with a bag), bin (a chaos bin), penalty (a muddy drop, red cross)

Table and launcher
  table.png   960×540   the table, drawn stretched to the screen: a festival meadow at dusk
      (grass, a trodden path, fairy lights)
  ../launcher/rodeo.png   560×360   the launcher tile (drawn by tools/sprites/ui.py, as before)

Sounds (sounds/<name>.wav, tools/make_sounds.py): zip (a camping marker pitched: fans arrive),
cash (money in), garbage (a garbage marker lands), bin_tip (a chaos bin tips over), fanfare (the
season's end); and the shared ones: card_draw, card_place, shuffle, chaos, party, puke, bonus,
turn, error, casting_end (a drum roll), win, game_end.
"""

from __future__ import annotations

import math
import random

import pygame

from .camp import grass_field, rope, tent_peg
from .common import Canvas, hexc, mix, noise_layer, rot, save, shade, vignette

INK = hexc("#22181e")                  # the outline of every piece
PAPER = hexc("#f6ead2")                # card stock
PAPER_DARK = hexc("#e2cfa8")
GOLD = hexc("#f2b632")
WHITE_A = (255, 255, 255, 255)
CLEAR = (0, 0, 0, 0)
GENRES = ("punk", "metal", "reggae", "indie")
#: each genre's colour; its symbol (SYMBOLS) carries it as well
GENRE_COLOURS = {
    "punk": hexc("#e2345c"),
    "metal": hexc("#3c4258"),
    "reggae": hexc("#f6c434"),
    "indie": hexc("#4096e0"),
}
SYMBOLS = {"punk": "bolt", "metal": "horns", "reggae": "leaf", "indie": "cassette", "wild": "star"}
TIERS = {"garage": 1, "local": 2, "superstar": 3, "legend": 4}
TIER_COLOURS = {"garage": hexc("#8a6a58"), "local": hexc("#3f8f86"), "superstar": hexc("#7a56c0"),
                "legend": hexc("#d89a22")}
KINDS = ("fast_food", "drinks", "other")
KIND_COLOURS = {"fast_food": hexc("#e0622c"), "drinks": hexc("#3a86c8"), "other": hexc("#a454b8")}
UPGRADES = ("entrance", "garbage_deposit", "security", "showers")
UPGRADE_COLOUR = hexc("#55708a")
ICON_SIZES = (24, 32, 48)
GOOD = hexc("#4caf50")
BAD = hexc("#e0483c")
GRASS = hexc("#6e9a48")
MUD = hexc("#7a5334")
BAG = hexc("#6b4a2c")
SPACE = 88                            # a campsite space
DAYS = ("fri", "sat", "sun")


def out(surf: pygame.Surface, name: str) -> str:
    """Save into sprites/rodeo/."""
    return save(surf, "rodeo", name)


def shaped(c: Canvas, pts, fill, w=3.0, ink=INK):
    """A polygon in ``fill`` with an ink outline of ``w`` (half of it outside)."""
    c.polyline(ink, pts, w, closed=True)
    c.poly(fill, pts)


def disc(c: Canvas, fill, centre, r, w=3.0, ink=INK):
    c.circle(ink, centre, r + w / 2)
    c.circle(fill, centre, r - w / 2 + 0.01)


def bezier(p0, p1, p2, n=16):
    return [((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
             (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1]) for t in (i / n for i in range(n + 1))]


def ribbon(centre_line, widths):
    """A closed polygon along a centre line with a width per point."""
    left, right = [], []
    for i, (x, y) in enumerate(centre_line):
        a = centre_line[max(0, i - 1)]
        b = centre_line[min(len(centre_line) - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        ln = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / ln * widths[i] / 2, dx / ln * widths[i] / 2
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    return left + right[::-1]


def star_pts(cx, cy, r, inner=0.46, n=5, a0=-90):
    return [(cx + (r if i % 2 == 0 else r * inner) * math.cos(math.radians(a0 + i * 180 / n)),
             cy + (r if i % 2 == 0 else r * inner) * math.sin(math.radians(a0 + i * 180 / n))) for i in range(2 * n)]


# --------------------------------------------------------------------------
# genre symbols: shapes in a unit box (centre 0, 0; radius 1), holes cut out
# --------------------------------------------------------------------------


def _symbol_parts(kind: str):
    """(solid polygons, hole polygons, hole circles) of a symbol in unit coordinates."""
    if kind == "bolt":
        return [[(0.18, -1.0), (-0.62, 0.14), (-0.06, 0.14), (-0.3, 1.0), (0.64, -0.2), (0.08, -0.2),
                 (0.42, -1.0)]], [], []
    if kind == "horns":
        solids = []
        for sx in (1, -1):
            line = bezier((0.12 * sx, 0.42), (1.05 * sx, 0.48), (0.8 * sx, -0.98))
            solids.append(ribbon(line, [0.5 * (1 - i / 16) ** 0.8 + 0.04 for i in range(17)]))
        solids.append([(0.48 * math.cos(a), 0.5 + 0.42 * math.sin(a))
                       for a in (math.radians(d) for d in range(0, 360, 12))])
        eyes = [((-0.18, 0.48), 0.1), ((0.18, 0.48), 0.1)]
        return solids, [], eyes
    if kind == "leaf":
        pts = []
        for i in range(33):
            t = i / 32
            w = 0.52 * math.sin(math.pi * t) ** 0.9
            pts.append((-0.86 + 1.62 * t, -w))
        for i in range(32, -1, -1):
            t = i / 32
            w = 0.52 * math.sin(math.pi * t) ** 0.9
            pts.append((-0.86 + 1.62 * t, w))
        leaf = rot(pts, -45)
        stem = rot(ribbon([(-1.0, 0.0), (-0.7, 0.0)], [0.16, 0.16]), -45)
        rib = rot(ribbon([(-0.7, 0.0), (0.5, 0.0)], [0.12, 0.05]), -45)
        return [leaf, stem], [rib], []
    if kind == "cassette":
        body = [(-0.98, -0.66), (0.98, -0.66), (0.98, 0.66), (-0.98, 0.66)]
        head = [(-0.5, 0.66), (-0.38, 0.32), (0.38, 0.32), (0.5, 0.66)]
        return [body], [head], [((-0.44, -0.16), 0.22), ((0.44, -0.16), 0.22)]
    if kind == "star":
        return [star_pts(0, 0.06, 1.0)], [], []
    raise KeyError(kind)


def symbol(c: Canvas, kind: str, centre, r, col, ink=None, ink_w=0.0):
    """A symbol of radius ``r`` at ``centre`` in ``col``: its holes show what lies under it
    (it is drawn on a layer of its own); ``ink`` outlines it."""
    lay = c.new(bg=CLEAR)
    solids, holes, rings = _symbol_parts(kind)
    cx, cy = centre

    def T(pts):
        return [(cx + x * r, cy + y * r) for x, y in pts]

    if ink is not None:
        for pts in solids:
            lay.polyline(ink + (255,), T(pts), ink_w, closed=True)
    for pts in solids:
        lay.poly(col + (255,) if len(col) == 3 else col, T(pts))
    for pts in holes:
        lay.poly(CLEAR if ink is None else ink + (255,), T(pts))
    for (x, y), rr in rings:
        lay.circle(CLEAR if ink is None else ink + (255,), (cx + x * r, cy + y * r), rr * r)
    c.blit(lay)


def symbol_alone(kind: str, size: int) -> pygame.Surface:
    """The symbol in white on nothing, for the table to tint."""
    c = Canvas(48, 48, s=8)
    symbol(c, kind, (24, 24), 20, (255, 255, 255))
    return pygame.transform.smoothscale(c.surf, (size, size))


def chip_on(c: Canvas, genre: str, centre, r, w=None):
    """A genre chip (disc in the genre colour, white symbol, ink rim) drawn onto ``c``."""
    w = r * 0.14 if w is None else w
    cx, cy = centre
    if genre == "wild":
        c.circle(INK, centre, r + w / 2)
        for k, g in enumerate(GENRES):
            a0 = -90 + k * 90
            pts = [centre] + [(cx + (r - w / 2) * math.cos(math.radians(a0 + d)),
                               cy + (r - w / 2) * math.sin(math.radians(a0 + d))) for d in range(0, 91, 6)]
            c.poly(GENRE_COLOURS[g], pts)
        symbol(c, "star", centre, r * 0.62, (255, 255, 255), ink=INK, ink_w=r * 0.12)
        return
    col = GENRE_COLOURS[genre]
    disc(c, col, centre, r, w)
    c.circle(shade(col, 0.18), (cx, cy - r * 0.08), r * 0.78)
    c.circle(col, (cx, cy + r * 0.02), r * 0.74)
    sym_col = INK if genre == "reggae" else (255, 255, 255)
    symbol(c, SYMBOLS[genre], centre, r * 0.6, sym_col)


def genre_chip(genre: str, size: int) -> pygame.Surface:
    c = Canvas(48, 48, s=8)
    chip_on(c, genre, (24, 24), 21.5, 3.2)
    return pygame.transform.smoothscale(c.surf, (size, size))


# --------------------------------------------------------------------------
# camping markers, thumbs and fan figures
# --------------------------------------------------------------------------


def _marker_on(c: Canvas, genre: str, k=1.0, ox=0.0, oy=0.0):
    """A camping marker in a 56-unit box: a tent in the genre colour with its symbol."""
    col = GENRE_COLOURS[genre]

    def T(pts):
        return [(ox + x * k, oy + y * k) for x, y in pts]

    c.ellipse_a((0, 0, 0, 80), (ox + 6 * k, oy + 46 * k, 44 * k, 8 * k))
    tent = T([(4, 49), (17, 14), (28, 6), (39, 14), (52, 49)])
    shaped(c, tent, col, 3.2 * k)
    c.poly(shade(col, -0.22), T([(28, 6), (39, 14), (52, 49), (30, 49)]))
    c.poly(shade(col, 0.14), T([(17, 14), (28, 6), (24, 49), (4, 49)]))
    c.line(INK, (ox + 28 * k, oy + 6 * k), (ox + 28 * k, oy + 1.5 * k), 2.4 * k)
    c.polyline(INK, tent, 3.2 * k, closed=True)
    badge = (ox + 28 * k, oy + 32 * k)
    disc(c, hexc("#fff6e4"), badge, 11.5 * k, 2.4 * k)
    symbol(c, SYMBOLS[genre], badge, 8.2 * k, INK)


def thumb_on(c: Canvas, up: bool, centre, r):
    """A satisfied (green round badge, thumb up) or dissatisfied (red square badge, thumb
    down) mark of radius ``r``."""
    cx, cy = centre
    if up:
        disc(c, GOOD, centre, r, r * 0.16)
    else:
        c.rrect(INK, (cx - r - r * 0.08, cy - r - r * 0.08, 2 * r + r * 0.16, 2 * r + r * 0.16), r * 0.34)
        c.rrect(BAD, (cx - r + r * 0.08, cy - r + r * 0.08, 2 * r - r * 0.16, 2 * r - r * 0.16), r * 0.26)
    s = r / 10
    f = 1 if up else -1

    def T(pts):
        return [(cx + x * s, cy + f * y * s) for x, y in pts]

    white = (255, 255, 255)
    c.rrect(white, (cx - 5.4 * s, cy - 1.2 * s if up else cy - 6.6 * s, 10.8 * s, 7.8 * s), 2.2 * s)
    c.line(white, (cx - 1.4 * s, cy + f * 0.4 * s), (cx + 0.4 * s, cy - f * 6.6 * s), 4.2 * s)
    c.rrect(white, (cx - 9.2 * s, cy - 1.6 * s if up else cy - 6.8 * s, 2.8 * s, 8.4 * s), 0.8 * s)
    for yy in (2.2, 4.4):
        c.line(GOOD if up else BAD, (cx + 2.4 * s, cy + f * yy * s), (cx + 5.4 * s, cy + f * yy * s), 0.8 * s)


def thumb(up: bool, size: int) -> pygame.Surface:
    c = Canvas(48, 48, s=8)
    thumb_on(c, up, (24, 24), 20)
    return pygame.transform.smoothscale(c.surf, (size, size))


def marker(genre: str, mood: str | None = None) -> pygame.Surface:
    c = Canvas(56, 56, s=6)
    _marker_on(c, genre)
    if mood is not None:
        thumb_on(c, mood == "up", (44.5, 44.5), 9.5)
    return c.result()


def _figure(c: Canvas, genre: str, ox=0.0, oy=0.0, k=1.0):
    """A wooden fan figure, standing, in a 36×56 box."""
    col = GENRE_COLOURS[genre]

    def T(pts):
        return [(ox + x * k, oy + y * k) for x, y in pts]

    c.ellipse_a((0, 0, 0, 80), (ox + 5 * k, oy + 50 * k, 26 * k, 6 * k))
    body = T([(18, 14), (27, 17), (33, 30), (30, 33), (26, 27), (27, 52), (20, 52), (18, 39), (16, 39),
              (16, 52), (9, 52), (10, 27), (6, 33), (3, 30), (9, 17)])
    c.polyline(INK, body, 3.0 * k, closed=True)
    c.circle(INK, (ox + 18 * k, oy + 9 * k), 7.5 * k)
    c.poly(col, body)
    c.circle(col, (ox + 18 * k, oy + 9 * k), 6 * k)
    c.circle(shade(col, 0.3), (ox + 16 * k, oy + 7 * k), 2.2 * k)
    sym = INK if genre == "reggae" else (255, 255, 255)
    symbol(c, SYMBOLS[genre], (ox + 18 * k, oy + 26 * k), 6.4 * k, sym)


def fan_figure(genre: str) -> pygame.Surface:
    c = Canvas(36, 56, s=6)
    _figure(c, genre)
    return c.result()


def fan_lying(genre: str) -> pygame.Surface:
    """The figure on its back (turned a quarter, head left): a dissatisfied fan."""
    c = Canvas(56, 36, s=6)
    fig = Canvas(36, 56, s=6)
    _figure(fig, genre)
    lying = pygame.transform.rotate(fig.surf, 90)
    c.surf.blit(lying, (0, 0))
    c.ellipse_a((0, 0, 0, 60), (4, 30, 48, 5))
    return c.result()


def fan_small(genre: str, size=24) -> pygame.Surface:
    c = Canvas(36, 56, s=6)
    _figure(c, genre)
    img = pygame.transform.smoothscale(c.surf, (round(size * 36 / 56 * 1.0), size))
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    surf.blit(img, ((size - img.get_width()) // 2, 0))
    return surf


# --------------------------------------------------------------------------
# icons: drawn in a 48-unit box, reduced to each size
# --------------------------------------------------------------------------

SUN = hexc("#ffc83a")
WATER = hexc("#5ab8f0")
STEEL = hexc("#9aa6b4")


def tent_shape(c: Canvas, x, y, w, h, col, ink_w=2.6):
    """A ridge tent seen from the front, (x, y) the middle of its floor."""
    shaped(c, [(x - w / 2, y), (x, y - h), (x + w / 2, y)], col, ink_w)
    c.poly(INK, [(x - w * 0.14, y), (x, y - h * 0.5), (x + w * 0.14, y)])


def burger(c: Canvas, x, y, r):
    shaped(c, [(x + r * math.cos(math.radians(a)), y - r * 0.1 + r * 0.8 * math.sin(math.radians(a)))
               for a in range(180, 361, 15)], hexc("#f0a848"), 2.6)
    for dx in (-0.4, 0.0, 0.4):
        c.circle(hexc("#fff2c8"), (x + dx * r, y - r * 0.5), r * 0.07)
    c.rrect(INK, (x - r * 1.05, y - r * 0.02, r * 2.1, r * 0.34), r * 0.1)
    c.rrect(hexc("#6cc04a"), (x - r * 0.98, y + r * 0.02, r * 1.96, r * 0.12), r * 0.05)
    c.rrect(hexc("#8a3c22"), (x - r * 0.98, y + r * 0.14, r * 1.96, r * 0.16), r * 0.05)
    shaped(c, [(x - r, y + r * 0.36), (x + r, y + r * 0.36), (x + r * 0.88, y + r * 0.7), (x - r * 0.88, y + r * 0.7)],
           hexc("#f0a848"), 2.6)


def mug(c: Canvas, x, y, r):
    """A beer mug, (x, y) its middle."""
    c.arc(INK, (x + r * 0.62, y + r * 0.05), r * 0.36, -90, 90, r * 0.34, n=20)
    c.arc(hexc("#fff6e0"), (x + r * 0.62, y + r * 0.05), r * 0.36, -90, 90, r * 0.14, n=20)
    body = [(x - r * 0.62, y - r * 0.55), (x + r * 0.62, y - r * 0.55), (x + r * 0.56, y + r * 0.85),
            (x - r * 0.56, y + r * 0.85)]
    shaped(c, body, hexc("#f2b632"), 2.6)
    foam = [(x - r * 0.72, y - r * 0.5)] + [(x - r * 0.72 + r * 1.44 * t / 6,
                                             y - r * (0.8 + 0.16 * math.sin(t * 2.1))) for t in range(7)] + \
           [(x + r * 0.72, y - r * 0.5)]
    shaped(c, foam, hexc("#fffaf0"), 2.6)
    for dx in (-0.25, 0.2):
        c.line(hexc("#ffe08a"), (x + dx * r, y - r * 0.3), (x + dx * r, y + r * 0.6), r * 0.1)


def ticket(c: Canvas, x, y, r):
    """A festival ticket stub with a star: everything that is neither food nor drink."""
    pts = rot([(-r, -r * 0.58), (r, -r * 0.58), (r, r * 0.58), (-r, r * 0.58)], -14, offset=(x, y))
    shaped(c, pts, hexc("#e66fb0"), 2.6)
    for side in (-1, 1):
        c.circle(INK, rot([(side * r, 0)], -14, offset=(x, y))[0], r * 0.2)
    c.poly(hexc("#fff6e0"), star_pts(x, y + r * 0.04, r * 0.42))
    dash = rot([(r * 0.62, -r * 0.45), (r * 0.62, r * 0.45)], -14, offset=(x, y))
    c.line(INK, dash[0], dash[1], 1.2, cap=False)


def bag(c: Canvas, x, y, r, col=BAG):
    """A rubbish bag tied at the top, (x, y) the middle of its bottom; about 2r wide and 2.2r high."""
    body = [(x - r * 0.35, y - r * 1.42), (x - r * 0.8, y - r * 1.05), (x - r, y - r * 0.45),
            (x - r * 0.92, y - r * 0.08), (x - r * 0.6, y), (x + r * 0.6, y), (x + r * 0.92, y - r * 0.08),
            (x + r, y - r * 0.45),
            (x + r * 0.8, y - r * 1.05), (x + r * 0.35, y - r * 1.42)]
    shaped(c, body, col, 2.6)
    ears = [(x - r * 0.2, y - r * 1.4), (x - r * 0.7, y - r * 2.1), (x - r * 0.25, y - r * 1.85), (x, y - r * 1.55),
            (x + r * 0.25, y - r * 1.9), (x + r * 0.62, y - r * 2.15), (x + r * 0.2, y - r * 1.4)]
    shaped(c, ears, shade(col, 0.1), 2.2)
    c.rrect(hexc("#e8c04a"), (x - r * 0.32, y - r * 1.52, r * 0.64, r * 0.2), r * 0.08)
    c.line(shade(col, 0.3), (x - r * 0.55, y - r * 1.0), (x - r * 0.35, y - r * 0.3), max(1.4, r * 0.12))
    c.line(shade(col, -0.3), (x + r * 0.2, y - r * 1.1), (x + r * 0.4, y - r * 0.25), max(1.2, r * 0.08))


def trash_bin(c: Canvas, x, y, r, col=STEEL):
    """A metal bin with its lid, (x, y) its middle."""
    body = [(x - r * 0.72, y - r * 0.55), (x + r * 0.72, y - r * 0.55), (x + r * 0.58, y + r), (x - r * 0.58, y + r)]
    shaped(c, body, col, 2.6)
    for dx in (-0.3, 0.0, 0.3):
        c.line(shade(col, -0.3), (x + dx * r, y - r * 0.35), (x + dx * r * 0.86, y + r * 0.8), r * 0.1)
    c.rrect(INK, (x - r * 0.95, y - r * 0.86, r * 1.9, r * 0.4), r * 0.12)
    c.rrect(shade(col, 0.15), (x - r * 0.88, y - r * 0.8, r * 1.76, r * 0.28), r * 0.1)
    c.rrect(INK, (x - r * 0.22, y - r * 1.06, r * 0.44, r * 0.26), r * 0.08)


def sun_on(c: Canvas, x, y, r, col=SUN, rays=8):
    for i in range(rays):
        a = math.radians(i * 360 / rays)
        c.line(INK, (x + r * 1.25 * math.cos(a), y + r * 1.25 * math.sin(a)),
               (x + r * 1.62 * math.cos(a), y + r * 1.62 * math.sin(a)), r * 0.34)
        c.line(col, (x + r * 1.25 * math.cos(a), y + r * 1.25 * math.sin(a)),
               (x + r * 1.62 * math.cos(a), y + r * 1.62 * math.sin(a)), r * 0.18)
    disc(c, col, (x, y), r, 2.6)


def arrow(c: Canvas, a, b, w, col, head=None):
    head = head or w * 2.4
    dx, dy = b[0] - a[0], b[1] - a[1]
    ln = math.hypot(dx, dy)
    ux, uy = dx / ln, dy / ln
    base = (b[0] - ux * head, b[1] - uy * head)
    c.line(col, a, base, w)
    c.poly(col, [b, (base[0] - uy * head * 0.7, base[1] + ux * head * 0.7),
                 (base[0] + uy * head * 0.7, base[1] - ux * head * 0.7)])


def horizon_sun(c: Canvas, rising: bool):
    """Morning (rising, arrow up) or evening (setting, arrow down): half a sun on a line."""
    col = hexc("#ffd86a") if rising else hexc("#f4843a")
    lay = c.new(bg=CLEAR)
    sun_on(lay, 24, 31, 10, col)
    lay.rrect(CLEAR, (0, 31, 48, 20), 0)
    c.blit(lay)
    c.rrect(INK, (3, 30, 42, 4.4), 2)
    if rising:
        arrow(c, (24, 46), (24, 36.5), 3.2, INK, 5)
    else:
        arrow(c, (24, 35.5), (24, 46), 3.2, INK, 5)


def icon_money(c):
    for k, (dx, dy, a) in enumerate(((-3, 4, -12), (3, -3, 6))):
        pts = rot([(-19, -11), (19, -11), (19, 11), (-19, 11)], a, offset=(24 + dx, 24 + dy))
        shaped(c, pts, hexc("#7cc48a") if k else hexc("#5aa86a"), 2.8)
    cx, cy = 27, 21
    disc(c, hexc("#d8f0c8"), (cx, cy), 6.5, 2.2)
    for p in rot([(-14, -6), (14, 6)], 6, offset=(cx, cy)):
        c.circle(INK, p, 1.8)


def icon_vp(c):
    for side in (-1, 1):
        tail = [(24 + side * 3, 28), (24 + side * 13, 44), (24 + side * 9, 41), (24 + side * 6, 46),
                (24 + side * -3, 30)]
        shaped(c, tail, hexc("#d84a4a"), 2.6)
    pts = []
    for i in range(24):
        a = math.radians(i * 15)
        rr = 17 if i % 2 == 0 else 14.5
        pts.append((24 + rr * math.cos(a), 20 + rr * math.sin(a)))
    shaped(c, pts, GOLD, 2.8)
    disc(c, hexc("#fff0b8"), (24, 20), 9.5, 2.2)
    c.poly(GOLD, star_pts(24, 20.5, 7.2))


def icon_chaos(c):
    pts = []
    for i in range(18):
        a = math.radians(-90 + i * 20)
        rr = 21 if i % 2 == 0 else 11.5 + (i % 4) * 1.2
        pts.append((24 + rr * math.cos(a), 25 + rr * math.sin(a)))
    shaped(c, pts, hexc("#f06a2a"), 2.8)
    inner = [(24 + (x - 24) * 0.55, 25 + (y - 25) * 0.55) for x, y in pts]
    c.poly(hexc("#ffd24a"), inner)
    sp = [(24 + 1.2 * t * math.cos(t * 1.1), 25 + 1.2 * t * math.sin(t * 1.1)) for t in (i / 2 for i in range(14))]
    c.polyline(INK, sp, 2.2)


def drop_pts(x, y, r):
    return [(x, y - r * 1.55)] + [(x + r * math.cos(math.radians(a)), y + r * math.sin(math.radians(a)))
                                  for a in range(-35, 216, 10)]


def icon_hygiene(c):
    shaped(c, drop_pts(22, 28, 13), WATER, 2.8)
    c.arc(hexc("#d8f2ff"), (22, 28), 8.5, 110, 170, 2.6, cap=True)
    c.poly(INK, star_pts(38, 12, 7.5, 0.34, 4, -90))
    c.poly(hexc("#ffffff"), star_pts(38, 12, 5.6, 0.3, 4, -90))


def icon_mood(c):
    disc(c, hexc("#ff9a4a"), (22, 26), 17, 2.8)
    c.circle(INK, (16, 22), 2.3)
    c.circle(INK, (28, 22), 2.3)
    c.arc(INK, (22, 26), 9.5, 25, 155, 2.6, cap=True)
    c.poly(INK, [(36, 3), (44, 1), (44, 12), (42, 12), (42, 5), (38, 6), (38, 14), (36, 14)])
    c.circle(INK, (35, 14.5), 3)
    c.circle(INK, (41, 12.5), 3)


def icon_garbage(c):
    bag(c, 24, 45, 18)


def icon_power(c):
    c.rrect(INK, (5, 13, 38, 28), 6)
    c.rrect(hexc("#a8683c"), (7.5, 15.5, 33, 23), 4.5)
    c.rrect(INK, (26, 21, 18, 12), 4)
    c.rrect(hexc("#c88a54"), (28, 23, 14, 8), 3)
    c.circle(INK, (33, 27), 2.2)
    disc(c, GOLD, (17, 11), 8, 2.4)
    c.line(hexc("#b07a1a"), (17, 7), (17, 15), 1.8)


def icon_satisfied(c):
    thumb_on(c, True, (24, 24), 20)


def icon_dissatisfied(c):
    thumb_on(c, False, (24, 24), 20)


def person(c: Canvas, x, y, k, col):
    """A round-headed person, (x, y) the middle of the feet."""
    body = [(x - 8 * k, y), (x - 8 * k, y - 12 * k), (x - 5 * k, y - 17 * k), (x + 5 * k, y - 17 * k),
            (x + 8 * k, y - 12 * k), (x + 8 * k, y)]
    shaped(c, body, col, 2.6)
    disc(c, col, (x, y - 23 * k), 6 * k, 2.6)


def icon_fans(c):
    person(c, 16, 44, 1.0, hexc("#d8cfc0"))
    person(c, 32, 46, 1.05, hexc("#f2e8d8"))


def icon_season(c):
    c.rrect(INK, (5, 8, 38, 36), 5)
    c.rrect(hexc("#fff6e4"), (7.5, 10.5, 33, 31), 3.5)
    c.rrect(hexc("#e2483a"), (7.5, 10.5, 33, 9), 3)
    for x in (15, 33):
        c.rrect(INK, (x - 2, 4, 4, 10), 2)
    for i in range(3):
        c.rrect(hexc("#f2b632"), (11 + i * 9.5, 24, 7, 7), 1.5)
    for i in range(3):
        c.rrect(hexc("#d9cbb0"), (11 + i * 9.5, 33.5, 7, 5), 1.5)


def icon_day(c):
    sun_on(c, 33, 13, 6.5)
    tent_shape(c, 20, 44, 32, 24, hexc("#e86a3a"))


def icon_morning(c):
    horizon_sun(c, True)


def icon_afternoon(c):
    sun_on(c, 24, 24, 10.5)


def icon_evening(c):
    horizon_sun(c, False)


def icon_night(c):
    lay = c.new(bg=CLEAR)
    lay.circle(INK, (22, 25), 18.5)
    lay.circle(hexc("#f6e7a0"), (22, 25), 16)
    lay.circle(CLEAR, (31, 18), 14.5)
    c.blit(lay)
    c.arc(INK, (31, 18), 13.2, 95, 255, 2.6)
    for x, y, r in ((38, 30, 5.5), (40, 10, 4)):
        c.poly(INK, star_pts(x, y, r + 1.8, 0.42))
        c.poly(hexc("#fff6c0"), star_pts(x, y, r, 0.42))


def icon_order(c):
    for i, (h, col) in enumerate(((12, hexc("#d9cbb0")), (20, hexc("#f2b632")), (28, hexc("#e8e0d0")))):
        c.rrect(INK, (4 + i * 14, 44 - h, 13, h + 1), 2.5)
        c.rrect(col, (6 + i * 14, 46 - h, 9, h - 3.5), 1.5)
    arrow(c, (8, 22), (38, 7), 3.4, INK, 7)


def icon_entrance(c):
    for x in (7, 41):
        c.rrect(INK, (x - 3.5, 12, 7, 34), 2)
        c.rrect(hexc("#c89050"), (x - 2, 13.5, 4, 31), 1.5)
    c.arc(INK, (24, 22), 17, 180, 360, 8)
    c.arc(hexc("#e2483a"), (24, 22), 17, 185, 355, 5)
    for k, x in enumerate((14, 24, 34)):
        c.circle(hexc("#fff2a0") if k % 2 == 0 else hexc("#9ad8ff"), (x, 7 + abs(x - 24) * 0.35), 2)
    c.rrect(INK, (20.5, 28, 7, 18), 2)
    c.line(INK, (14, 32), (34, 32), 3)
    c.line(STEEL, (14, 32), (34, 32), 1.4)


def recycle(c: Canvas, x, y, r, col):
    for k in range(3):
        a0 = k * 120 - 80
        c.arc(col, (x, y), r, a0, a0 + 80, r * 0.32)
        a = math.radians(a0 + 80)
        tip = (x + r * math.cos(a + 0.45), y + r * math.sin(a + 0.45))
        n = (math.cos(a), math.sin(a))
        base = (x + r * math.cos(a), y + r * math.sin(a))
        c.poly(col, [(base[0] + n[0] * r * 0.38, base[1] + n[1] * r * 0.38),
                     (base[0] - n[0] * r * 0.38, base[1] - n[1] * r * 0.38), tip])


def icon_garbage_deposit(c):
    trash_bin(c, 22, 28, 17, hexc("#5aa86a"))
    recycle(c, 22, 30, 7, hexc("#fff6e0"))


def icon_security(c):
    pts = [(24, 4), (41, 10), (39, 28), (24, 45), (9, 28), (7, 10)]
    shaped(c, pts, hexc("#3e5a80"), 3)
    inner = [(24, 8.5), (37, 13), (35.4, 27), (24, 40), (12.6, 27), (11, 13)]
    c.poly(hexc("#5a84b8"), inner)
    c.polyline(hexc("#ffffff"), [(16, 24), (22, 30.5), (33, 17)], 4.2)


def icon_showers(c):
    c.polyline(INK, [(8, 46), (8, 8), (26, 8), (26, 13)], 5, cap=True)
    c.polyline(STEEL, [(8, 46), (8, 8), (26, 8), (26, 13)], 2.4, cap=True)
    shaped(c, [(16, 20), (36, 20), (33, 13), (19, 13)], STEEL, 2.6)
    for x, y in ((18, 27), (26, 29), (34, 27), (21, 38), (30, 40), (39, 37)):
        shaped(c, drop_pts(x, y, 2.6), WATER, 1.6)


def icon_tent(c):
    c.ellipse_a((0, 0, 0, 60), (4, 40, 40, 6))
    tent_shape(c, 24, 43, 40, 32, hexc("#e86a3a"), 3)
    tent_peg(c, 5, 44, 0, 0.6)


def car(c: Canvas, x, y, k, col):
    """A camper van from the side, (x, y) the middle of its wheels' floor."""
    body = [(x - 19 * k, y - 4 * k), (x - 19 * k, y - 22 * k), (x + 9 * k, y - 22 * k), (x + 19 * k, y - 12 * k),
            (x + 19 * k, y - 4 * k)]
    shaped(c, body, col, 2.6)
    c.rrect(hexc("#f8f4ec"), (x - 19 * k, y - 22 * k, 28 * k, 8 * k), 0)
    c.polyline(INK, body, 2.6, closed=True)
    c.poly(hexc("#bfe4f4"), [(x + 9.5 * k, y - 19 * k), (x + 16 * k, y - 12.5 * k), (x + 9.5 * k, y - 12.5 * k)])
    c.rrect(hexc("#bfe4f4"), (x - 15 * k, y - 19 * k, 8 * k, 6 * k), 1)
    c.rrect(hexc("#bfe4f4"), (x - 4 * k, y - 19 * k, 8 * k, 6 * k), 1)
    for wx in (-11, 11):
        disc(c, hexc("#3a3a44"), (x + wx * k, y - 3 * k), 4.5 * k, 2.2)
        c.circle(STEEL, (x + wx * k, y - 3 * k), 1.6 * k)


def icon_car_park(c):
    car(c, 24, 40, 1.05, hexc("#48a8c8"))


def icon_near(c):
    tent_shape(c, 13, 40, 22, 20, hexc("#e8e0d0"))
    tent_shape(c, 35, 40, 22, 20, hexc("#e8e0d0"))
    disc(c, GOOD, (24, 13), 8, 2.4)
    c.line((255, 255, 255), (20, 13), (28, 13), 2.6)
    c.line((255, 255, 255), (24, 9), (24, 17), 2.6)


def cross_badge(c: Canvas, x, y, r):
    disc(c, BAD, (x, y), r, r * 0.3)
    d = r * 0.45
    c.line((255, 255, 255), (x - d, y - d), (x + d, y + d), r * 0.3)
    c.line((255, 255, 255), (x - d, y + d), (x + d, y - d), r * 0.3)


def icon_not_near(c):
    tent_shape(c, 11, 40, 20, 19, hexc("#e8e0d0"))
    tent_shape(c, 37, 40, 20, 19, hexc("#e8e0d0"))
    cross_badge(c, 24, 16, 8)


def forbid(c: Canvas, x, y, r):
    c.arc(INK, (x, y), r, 0, 360, r * 0.3, n=72)
    c.arc(BAD, (x, y), r, 0, 360, r * 0.18, n=72)
    d = r * 0.7
    c.line(INK, (x - d, y - d), (x + d, y + d), r * 0.3)
    c.line(BAD, (x - d, y - d), (x + d, y + d), r * 0.18)


def icon_no_fast_food(c):
    burger(c, 24, 24, 14)
    forbid(c, 24, 24, 21)


def icon_no_drinks(c):
    mug(c, 22, 25, 15)
    forbid(c, 24, 24, 21)


def icon_sour(c):
    thumb_on(c, True, (12, 14), 10)
    thumb_on(c, False, (36, 35), 10)
    arrow(c, (17, 30), (25, 38), 3, INK, 6)


def icon_home(c):
    person(c, 16, 44, 0.95, hexc("#d8cfc0"))
    c.rrect(INK, (24, 27, 12, 10), 2)
    c.rrect(hexc("#a8683c"), (25.5, 28.5, 9, 7), 1.5)
    arrow(c, (26, 14), (45, 14), 3.6, INK, 7)


def icon_bin(c):
    trash_bin(c, 24, 26, 18)


def icon_penalty(c):
    shaped(c, drop_pts(20, 28, 13), hexc("#9c7a4a"), 2.8)
    c.line(INK, (16, 20), (22, 28), 1.8)
    c.line(INK, (22, 28), (18, 35), 1.8)
    cross_badge(c, 36, 35, 9)


ICONS = {name[5:]: fn for name, fn in list(globals().items()) if name.startswith("icon_") and callable(fn)}


def icon(name: str, size: int) -> pygame.Surface:
    c = Canvas(48, 48, s=8)
    ICONS[name](c)
    return pygame.transform.smoothscale(c.surf, (size, size))


def small(draw, size: int) -> pygame.Surface:
    """A picture drawn in the 48-unit box by ``draw(canvas)``, at ``size``."""
    c = Canvas(48, 48, s=8)
    draw(c)
    return pygame.transform.smoothscale(c.surf, (size, size))


# --------------------------------------------------------------------------
# the festival grounds: campsite spaces and cards, WIXIs, garbage, the stage
# --------------------------------------------------------------------------


def _grass(w, h, seed, base=GRASS, s=2, blades=60):
    c = Canvas(w, h, s=s)
    grass_field(c, base, seed, 0.9, blades)
    return c


def space(kind: str) -> pygame.Surface:
    """One campsite space of SPACE pixels: ``tent``, ``car_park`` or ``dirt``."""
    S = SPACE
    if kind == "car_park":
        c = Canvas(S, S, s=2)
        rng = random.Random(72)
        w, h = c.surf.get_size()
        c.surf.fill(hexc("#8c8478") + (255,))
        for cell, a in ((24, 40), (6, 36), (2, 40)):
            c.surf.blit(noise_layer(w, h, cell, (30, 26, 22), 0, a, rng), (0, 0))
            c.surf.blit(noise_layer(w, h, cell, (240, 230, 210), 0, a // 2, rng), (0, 0))
        for x in (5, S - 5):
            c.line(hexc("#f4efe2"), (x, 6), (x, S - 6), 3, cap=False)
        lay = c.new(bg=CLEAR)
        car(lay, S / 2, S / 2 + 16, 1.45, hexc("#a8a294"))
        lay.surf.set_alpha(95)
        c.blit(lay)
    elif kind == "dirt":
        c = _grass(S, S, 73, shade(GRASS, -0.1), blades=40)
        rng = random.Random(74)
        for _ in range(6):
            x, y = rng.uniform(18, S - 18), rng.uniform(22, S - 18)
            rr = rng.uniform(14, 22)
            c.ellipse(shade(MUD, -0.25), (x - rr, y - rr * 0.6, 2 * rr, 1.2 * rr))
        for _ in range(6):
            x, y = rng.uniform(22, S - 22), rng.uniform(26, S - 22)
            rr = rng.uniform(10, 17)
            c.ellipse(MUD, (x - rr, y - rr * 0.6, 2 * rr, 1.2 * rr))
        for _ in range(5):
            x, y = rng.uniform(22, S - 22), rng.uniform(26, S - 22)
            c.ellipse(shade(MUD, 0.2), (x - 5, y - 2, 10, 4))
        c.poly(shade(MUD, -0.3), [(30, 58), (44, 34), (58, 58)])
        c.poly(MUD, [(36, 58), (44, 40), (52, 58)])
        for k, x in enumerate((34, 46, 58)):
            pts = [(x + 3 * math.sin(t * 1.6 + k), 26 - t * 3) for t in range(6)]
            c.polyline(hexc("#5a4a2a"), pts, 1.6)
    else:
        c = _grass(S, S, 71)
        c.rrect(hexc("#93b35e"), (10, 12, S - 20, S - 24), 5)
        lay = c.new(bg=CLEAR)
        lay.rrect(hexc("#c8d890") + (255,), (10, 12, S - 20, S - 24), 5, 2)
        lay.surf.set_alpha(150)
        c.blit(lay)
        for x, y in ((12, 14), (S - 12, 14), (12, S - 12), (S - 12, S - 12)):
            tent_peg(c, x, y, 0, 0.8)
        lay = c.new(bg=CLEAR)
        lay.poly(hexc("#f4f0dc") + (255,), [(S / 2 - 22, S / 2 + 16), (S / 2, S / 2 - 14), (S / 2 + 22, S / 2 + 16)])
        lay.poly(CLEAR, [(S / 2 - 17, S / 2 + 13), (S / 2, S / 2 - 9), (S / 2 + 17, S / 2 + 13)])
        lay.poly(hexc("#f4f0dc") + (255,), [(S / 2 - 5, S / 2 + 13), (S / 2, S / 2 + 4), (S / 2 + 5, S / 2 + 13)])
        lay.surf.set_alpha(120)
        c.blit(lay)
    return c.result()


def campsite_card(side: str, spaces: dict) -> pygame.Surface:
    """A campsite card side (campsite.SIDE_KINDS, not turned) from its four spaces."""
    kinds = {"tent": ("tent", "tent", "tent", "dirt"), "mixed": ("tent", "tent", "car_park", "car_park"),
             "car_park": ("car_park",) * 4}[side]
    S = SPACE
    surf = pygame.Surface((2 * S, 2 * S), pygame.SRCALPHA)
    for i, kind in enumerate(kinds):
        surf.blit(spaces[kind], ((i % 2) * S, (i // 2) * S))
    c = Canvas(2 * S, 2 * S, s=2)
    c.surf.blit(pygame.transform.smoothscale(surf, c.surf.get_size()), (0, 0))
    lay = c.new(bg=CLEAR)
    lay.line((30, 24, 20, 255), (S, 4), (S, 2 * S - 4), 1.6, cap=False)
    lay.line((30, 24, 20, 255), (4, S), (2 * S - 4, S), 1.6, cap=False)
    lay.surf.set_alpha(120)
    c.blit(lay)
    c.rrect(hexc("#f3e6c4"), (1, 1, 2 * S - 2, 2 * S - 2), 8, 3)
    c.rrect(INK, (0, 0, 2 * S, 2 * S), 9, 1.2)
    res = c.result()
    mask = pygame.Surface(res.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=9)
    res.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return res


def campsite_later() -> pygame.Surface:
    """A card position that joins in a later season: a roped-off, pale meadow."""
    S2 = 2 * SPACE
    c = _grass(S2, S2, 75, mix(GRASS, (150, 150, 140), 0.55), blades=30)
    lay = c.new(bg=(0, 0, 0, 0))
    lay.rrect((250, 245, 230, 255), (0, 0, S2, S2), 8)
    lay.surf.set_alpha(40)
    c.blit(lay)
    m = 14
    pts = [(m, m), (S2 - m, m), (S2 - m, S2 - m), (m, S2 - m)]
    rope(c, pts, 2.6)
    for x, y in pts:
        disc(c, hexc("#b07a44"), (x, y), 5, 2)
    res = c.result()
    mask = pygame.Surface(res.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 200), mask.get_rect(), border_radius=9)
    res.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return res


def wixi_on(c: Canvas, x, y, k=1.0):
    """A WIXI (portable toilet) in a 64-unit box at (x, y)."""
    def R(rx, ry, rw, rh):
        return (x + rx * k, y + ry * k, rw * k, rh * k)

    c.ellipse_a((0, 0, 0, 70), (x + 10 * k, y + 56 * k, 44 * k, 7 * k))
    c.rrect(INK, R(13, 14, 38, 46), 4 * k)
    c.rrect(hexc("#2f7fd0"), R(15.5, 16.5, 33, 41), 3 * k)
    c.rrect(INK, R(10, 6, 44, 12), 6 * k)
    c.rrect(hexc("#5aa8ec"), R(12.5, 8.5, 39, 7), 4 * k)
    c.rrect(INK, R(19, 20, 26, 37), 2 * k)
    c.rrect(hexc("#4a98e4"), R(21, 22, 22, 33), 2 * k)
    c.rrect(INK, R(38, 36, 3.5, 7), 1 * k)
    hx, hy, hs = x + 32 * k, y + 29 * k, 4.2 * k
    pts = []
    for i in range(40):
        t = 2 * math.pi * i / 40
        pts.append((hx + 16 * math.sin(t) ** 3 * hs / 16,
                    hy - (13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)) * hs / 16))
    c.poly(INK, pts)
    c.rrect(INK, R(42, 1, 5, 8), 1 * k)


def wixi() -> pygame.Surface:
    c = Canvas(64, 64, s=6)
    wixi_on(c, 0, 0)
    return c.result()


def garbage() -> pygame.Surface:
    c = Canvas(40, 40, s=8)
    c.ellipse_a((0, 0, 0, 70), (6, 34, 28, 5))
    bag(c, 20, 37, 15.5)
    return c.result()


def garbage_stack() -> pygame.Surface:
    c = Canvas(64, 64, s=6)
    c.ellipse_a((0, 0, 0, 80), (4, 54, 56, 8))
    bag(c, 20, 58, 15, shade(BAG, -0.08))
    bag(c, 44, 59, 15.5, shade(BAG, 0.05))
    bag(c, 31, 42, 14.5, BAG)
    return c.result()


def fairy_lights(c: Canvas, x0, x1, y, sag, n, r=2.2, alpha=150):
    pts = [(x0 + (x1 - x0) * i / 40, y + sag * 4 * (i / 40) * (1 - i / 40)) for i in range(41)]
    c.polyline(hexc("#1a1410"), pts, 1.2)
    cols = (hexc("#ffd27a"), hexc("#ff8a8a"), hexc("#9ad8ff"), hexc("#b6f08a"))
    for i in range(1, n):
        t = i / n
        p = (x0 + (x1 - x0) * t, y + sag * 4 * t * (1 - t) + r * 1.6)
        col = cols[i % len(cols)]
        c.glow(p, r * 5, col, alpha)
        c.circle(col, p, r)


def stage_front() -> pygame.Surface:
    """The stage the campsite's front row faces: 320×96, lit, with speakers (no words)."""
    W, H = 320, 96
    c = Canvas(W, H, s=3)
    c.rrect(INK, (0, 8, W, H - 8), 8)
    c.vgrad((4, 12, W - 8, H - 34), [(0, hexc("#3a1a3a")), (0.6, hexc("#8a2c3a")), (1, hexc("#e0703a"))])
    for bx, ang, col in ((0.22, 70, (255, 220, 160, 60)), (0.5, 90, (255, 190, 230, 60)),
                         (0.78, 110, (170, 220, 255, 60))):
        tip = (W * bx, 18)
        a = math.radians(ang)
        c.poly_a(col, [tip, (tip[0] + 90 * math.cos(a - 0.3), tip[1] + 90 * math.sin(a - 0.3)),
                       (tip[0] + 90 * math.cos(a + 0.3), tip[1] + 90 * math.sin(a + 0.3))])
    c.rrect(hexc("#2a1e24"), (0, 0, W, 16), 4)
    for i in range(16):
        x = 10 + i * 20
        c.line(hexc("#5a4a50"), (x, 3), (x + 10, 13), 1.6)
        c.line(hexc("#5a4a50"), (x + 10, 3), (x, 13), 1.6)
    for bx in (0.22, 0.5, 0.78):
        c.glow((W * bx, 18), 18, hexc("#fff0b0"), 170)
        c.circle(hexc("#fff0b0"), (W * bx, 18), 4)
    for x in (8, W - 38):
        c.rrect(hexc("#1a1216"), (x, 30, 30, 44), 3)
        c.circle(hexc("#3a2a30"), (x + 15, 42), 8)
        c.circle(hexc("#3a2a30"), (x + 15, 62), 6)
    c.rrect(hexc("#2a1a14"), (0, H - 22, W, 22), 4)
    c.rrect(hexc("#5a3a24"), (4, H - 20, W - 8, 4), 2)
    for x in range(12, W, 24):
        c.line(hexc("#3e2818"), (x, H - 14), (x, H - 2), 1.4)
    return c.result()


def table_bg() -> pygame.Surface:
    """The table (960×540, drawn stretched): a festival meadow at dusk, fairy lights along the
    top, a trodden path; smooth, so that the grounds and cards on it read."""
    W, H = 960, 540
    c = Canvas(W, H, s=1)
    rng = random.Random(1109)
    c.vgrad((0, 0, W, H), [(0, hexc("#3e4a2c")), (0.5, hexc("#34402a")), (1, hexc("#262c1e"))])
    w, h = c.surf.get_size()
    for cell, dark, light in ((120, 50, 22), (36, 30, 14)):
        c.surf.blit(noise_layer(w, h, cell, (10, 20, 6), 0, dark, rng), (0, 0))
        c.surf.blit(noise_layer(w, h, cell, (230, 220, 160), 0, light, rng), (0, 0))
    path = c.new(bg=CLEAR)
    pts = [(W * t, H * (0.62 + 0.1 * math.sin(t * 5.2)) + 20 * t) for t in (i / 40 for i in range(41))]
    path.polyline((150, 120, 80, 255), pts, 36)
    path.surf.set_alpha(26)
    c.blit(path)
    fairy_lights(c, -10, W * 0.52, 4, 24, 18, 1.6, 110)
    fairy_lights(c, W * 0.48, W + 10, 6, 20, 18, 1.6, 110)
    c.glow((W * 0.5, -60), 350, hexc("#f0a060"), 40, squash=0.5)
    vignette(c, strength=150, inner=0.7)
    return c.result()


# --------------------------------------------------------------------------
# cards: bands, day slots, stands, upgrades, fan cards, events, festivals
# --------------------------------------------------------------------------


def frame(w, h, col, rad=12, s=3) -> Canvas:
    """A card: ink edge, a rim in ``col`` with a light bevel."""
    c = Canvas(w, h, s=s)
    c.rrect(INK, (0, 0, w, h), rad)
    c.rrect(col, (2.5, 2.5, w - 5, h - 5), rad - 2)
    c.rrect(shade(col, 0.22), (2.5, 2.5, w - 5, 6), rad - 2)
    return c


def clip(lay: Canvas, rect, rad, alpha=255):
    """Keep only what of ``lay`` lies in the rounded ``rect`` (logical units), at ``alpha`` at most."""
    s = lay.s
    m = pygame.Surface(lay.surf.get_size(), pygame.SRCALPHA)
    x, y, w, h = rect
    pygame.draw.rect(m, (255, 255, 255, alpha), pygame.Rect(round(x * s), round(y * s), round(w * s), round(h * s)),
                     border_radius=round(rad * s))
    lay.surf.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def window(c: Canvas, lay: Canvas, rect, rad=4):
    """``lay`` seen through a window ``rect`` in ``c``, with an ink edge."""
    clip(lay, rect, rad)
    x, y, w, h = rect
    c.rrect(INK, (x - 1.5, y - 1.5, w + 3, h + 3), rad + 1)
    c.blit(lay)


def panel(c: Canvas, rect, col=PAPER, rad=6):
    x, y, w, h = rect
    c.rrect(shade(col, -0.45), (x - 1.5, y - 1.5, w + 3, h + 3), rad + 1)
    c.rrect(col, rect, rad)


def coin_on(c: Canvas, centre, r):
    disc(c, GOLD, centre, r, 2.6)
    c.circle(shade(GOLD, 0.3), centre, r * 0.78)
    c.circle(GOLD, (centre[0] + r * 0.06, centre[1] + r * 0.06), r * 0.74)


def crowd_on(c: Canvas, x0, x1, y, rng, col, k=1.0, hands=0.4):
    x = x0
    while x < x1:
        r = rng.uniform(5, 7) * k
        c.circle(col, (x, y - r * 1.6), r)
        c.rrect(col, (x - r * 1.2, y - r * 0.9, r * 2.4, r * 3), r)
        if rng.random() < hands:
            side = rng.choice((-1, 1))
            c.line(col, (x + side * r * 0.8, y - r * 0.4), (x + side * r * 1.6, y - r * 3.6), r * 0.55)
        x += rng.uniform(9, 14) * k


def band_scene(c: Canvas, rect, tier: str, seed: int):
    """The art window of a band card: from a garage to a stadium."""
    x, y, w, h = rect
    rng = random.Random(seed)
    lay = Canvas(c.w, c.h, s=c.s)
    sky = {"garage": ("#3a2c2a", "#7a5a48"), "local": ("#20283a", "#5a4a6a"), "superstar": ("#1a1438", "#8a3a7a"),
           "legend": ("#1a0e20", "#e06a2a")}[tier]
    lay.vgrad(rect, [(0, hexc(sky[0])), (1, hexc(sky[1]))])
    if tier == "garage":
        lay.rrect(hexc("#5a4a40"), (x + 10, y + 10, w - 20, h - 30), 3)
        for i in range(7):
            lay.line(hexc("#6e5c50"), (x + 12, y + 16 + i * 10), (x + w - 12, y + 16 + i * 10), 2, cap=False)
        lay.glow((x + w / 2, y + 18), 60, hexc("#ffe0a0"), 120)
        lay.circle(hexc("#fff0c0"), (x + w / 2, y + 16), 4)
    else:
        beams = {"local": 2, "superstar": 4, "legend": 6}[tier]
        for i in range(beams):
            bx = x + w * (i + 0.5) / beams
            a = math.radians(90 + rng.uniform(-28, 28))
            cols = ((255, 230, 170, 70), (255, 160, 220, 70), (160, 220, 255, 70))
            lay.poly_a(cols[i % 3], [(bx, y + 6), (bx + 140 * math.cos(a - 0.18), y + 6 + 140 * math.sin(a - 0.18)),
                                     (bx + 140 * math.cos(a + 0.18), y + 6 + 140 * math.sin(a + 0.18))])
            lay.glow((bx, y + 8), 12, hexc("#fff0b0"), 180)
        if tier == "local":
            fairy_lights(lay, x, x + w, y + 6, 14, 9, 1.8, 120)
        if tier == "legend":
            for _ in range(3):
                fx, fy = rng.uniform(x + 20, x + w - 20), rng.uniform(y + 14, y + 44)
                for i in range(12):
                    a = math.radians(i * 30)
                    lay.line(hexc("#ffd86a"), (fx + 4 * math.cos(a), fy + 4 * math.sin(a)),
                             (fx + 13 * math.cos(a), fy + 13 * math.sin(a)), 1.4)
    floor = y + h - 26
    lay.rrect(hexc("#1a1216"), (x, floor, w, 26), 0)
    n = {"garage": 2, "local": 3, "superstar": 3, "legend": 4}[tier]
    for i in range(n):
        px = x + w * (i + 0.5) / n
        person_on(lay, px, floor, 0.9, hexc("#120c10"), arms=("up" if i % 2 else "guitar"))
    crowd_on(lay, x - 4, x + w + 4, y + h + 2, rng, hexc("#0c0810"), 0.9 if tier != "garage" else 0.6,
             hands={"garage": 0.1, "local": 0.3, "superstar": 0.5, "legend": 0.7}[tier])
    window(c, lay, rect)


def person_on(c: Canvas, x, y, k, col, arms="down"):
    """A player on stage, (x, y) the feet."""
    c.circle(col, (x, y - 40 * k), 5.5 * k)
    c.rrect(col, (x - 6 * k, y - 34 * k, 12 * k, 20 * k), 4 * k)
    c.line(col, (x - 3 * k, y - 16 * k), (x - 5 * k, y), 4.5 * k)
    c.line(col, (x + 3 * k, y - 16 * k), (x + 5 * k, y), 4.5 * k)
    if arms == "up":
        c.line(col, (x - 5 * k, y - 31 * k), (x - 11 * k, y - 48 * k), 3.5 * k)
        c.line(col, (x + 5 * k, y - 31 * k), (x + 11 * k, y - 48 * k), 3.5 * k)
    else:
        c.ellipse(col, (x - 10 * k, y - 26 * k, 14 * k, 10 * k))
        c.line(col, (x - 2 * k, y - 22 * k), (x + 16 * k, y - 32 * k), 2.4 * k)
        c.line(col, (x + 5 * k, y - 30 * k), (x + 8 * k, y - 22 * k), 3.5 * k)


#: where the table writes on a band card (200×280)
BAND_NAME = (10, 46, 180, 38)
BAND_ART = (10, 88, 180, 108)
BAND_SYMBOLS = (10, 202, 132, 38)
BAND_FEE = (168, 240, 22)             # centre x, centre y, radius
BAND_QUOTE = (10, 244, 132, 28)


def band_card(tier: str) -> pygame.Surface:
    col = TIER_COLOURS[tier]
    c = frame(200, 280, col)
    c.rrect(shade(col, -0.5), (8, 8, 184, 34), 6)
    n = TIERS[tier]
    for i in range(n):
        x = 100 + (i - (n - 1) / 2) * 34
        c.poly(INK, star_pts(x, 26, 15, 0.46))
        c.poly(hexc("#ffd24a"), star_pts(x, 26, 12, 0.46))
    panel(c, BAND_NAME, PAPER, 5)
    band_scene(c, BAND_ART, tier, 300 + n)
    panel(c, BAND_SYMBOLS, shade(col, -0.55), 6)
    panel(c, BAND_QUOTE, shade(PAPER, -0.05), 5)
    coin_on(c, BAND_FEE[:2], BAND_FEE[2])
    return c.result()


def band_back() -> pygame.Surface:
    c = frame(200, 280, hexc("#3a2a3a"))
    band_scene(c, (10, 10, 180, 260), "superstar", 77)
    return c.result()


def pennants(c: Canvas, x, y, w, n, k=1.0):
    """A string with ``n`` pennants: the festival day (Friday 1, Saturday 2, Sunday 3)."""
    c.line(INK, (x - w / 2, y), (x + w / 2, y), 2.2 * k)
    cols = (hexc("#f0702e"), hexc("#f6c434"), hexc("#e2345c"))
    fw = w / 3.3
    for i in range(n):
        px = x + (i - (n - 1) / 2) * fw * 1.08
        shaped(c, [(px - fw / 2, y), (px + fw / 2, y), (px, y + fw * 1.5)], cols[i], 2.2 * k)


def day_icon(n: int) -> pygame.Surface:
    c = Canvas(48, 48, s=8)
    pennants(c, 24, 10, 46, n)
    return pygame.transform.smoothscale(c.surf, (40, 40))


def _round_the_card(t, w=200, h=280):
    """The point a share ``t`` of the way round a card's edge, clockwise from the top left."""
    d = t * 2 * (w + h)
    if d < w:
        return (d, 2)
    if d < w + h:
        return (w - 2, d - w)
    if d < 2 * w + h:
        return (w - (d - w - h), h - 2)
    return (2, h - (d - 2 * w - h))


def day_slot(n: int) -> pygame.Surface:
    """An empty band slot for day ``n`` (1-3): a dashed outline, pennants, a faint stage."""
    c = Canvas(200, 280, s=3)
    c.rrect((20, 14, 18, 150), (0, 0, 200, 280), 12)
    for i in range(40):
        c.line((240, 220, 190, 200), _round_the_card(i / 40), _round_the_card((i + 0.5) / 40), 3, cap=False)
    lay = c.new(bg=CLEAR)
    pennants(lay, 100, 40, 150, n, 1.4)
    lay.rrect(hexc("#f0e2c0") + (255,), (40, 150, 120, 60), 6, 3)
    lay.line(hexc("#f0e2c0") + (255,), (30, 214), (170, 214), 4)
    lay.surf.set_alpha(190)
    c.blit(lay)
    return c.result()


def star_icon(filled: bool) -> pygame.Surface:
    c = Canvas(24, 24, s=8)
    c.poly(INK, star_pts(12, 12.8, 11.6, 0.47))
    c.poly(hexc("#ffd24a") if filled else hexc("#5a4a40"), star_pts(12, 12.8, 9, 0.47))
    if not filled:
        c.circle(hexc("#f0e2c0"), (12, 13.5), 2.4)
    return c.result()


STAND_ICON = (8, 8, 40, 40)
STAND_INCOME = (176, 26, 18)
STAND_NAME = (10, 50, 180, 40)
STAND_PIPS = (10, 96, 180, 34)


def awning(c: Canvas, w, col, y=0.0, h=34.0, stripes=True):
    n = 10
    for i in range(n):
        x0 = 2.5 + (w - 5) * i / n
        x1 = 2.5 + (w - 5) * (i + 1) / n
        sc = col if (i % 2 == 0 or not stripes) else hexc("#fff6e4")
        c.poly(sc, [(x0, y + 2.5), (x1, y + 2.5), (x1, y + h - 6), (x0, y + h - 6)])
        c.circle(sc, ((x0 + x1) / 2, y + h - 6), (x1 - x0) / 2)
    c.line(shade(col, -0.4), (2.5, y + 3), (w - 2.5, y + 3), 2, cap=False)


def kind_icon(kind: str, c: Canvas, x, y, r):
    if kind == "fast_food":
        burger(c, x, y, r * 0.78)
    elif kind == "drinks":
        mug(c, x - r * 0.08, y + r * 0.05, r * 0.78)
    else:
        ticket(c, x, y, r * 0.8)


def kind_badge(kind: str, size=40) -> pygame.Surface:
    c = Canvas(48, 48, s=8)
    disc(c, hexc("#fff6e4"), (24, 24), 21.5, 3.2)
    kind_icon(kind, c, 24, 24, 17)
    return pygame.transform.smoothscale(c.surf, (size, size))


def stand_card(kind: str | None, upgrade: str | None = None) -> pygame.Surface:
    col = KIND_COLOURS[kind] if kind else UPGRADE_COLOUR
    c = frame(200, 140, PAPER, 10)
    lay = Canvas(200, 140, s=3)
    awning(lay, 200, col, stripes=kind is not None)
    clip(lay, (0, 0, 200, 140), 10)
    c.blit(lay)
    if kind is None:
        for x in range(16, 190, 24):
            c.circle(shade(col, 0.35), (x, 12), 2)
    panel(c, STAND_PIPS, shade(col, -0.35) if kind else shade(col, -0.3), 6)
    x, y, w, h = STAND_ICON
    sub = Canvas(48, 48, s=6)
    disc(sub, hexc("#fff6e4"), (24, 24), 21.5, 3.2)
    if kind:
        kind_icon(kind, sub, 24, 24, 17)
    else:
        sub.set_view(0.8, 4.8, 4.8)
        ICONS[upgrade](sub)
    c.blit(pygame.transform.smoothscale(sub.surf, (round(w * c.s), round(h * c.s))), (x, y))
    if kind:
        coin_on(c, STAND_INCOME[:2], STAND_INCOME[2])
    c.rrect(INK, (0, 0, 200, 140), 10, 2.5)
    return c.result()


def pip(used: bool) -> pygame.Surface:
    c = Canvas(28, 28, s=8)
    if used:
        disc(c, hexc("#3a3040"), (14, 14), 11.5, 2.4)
        c.circle(hexc("#f0e2c0"), (14, 10), 3.2)
        c.rrect(hexc("#f0e2c0"), (9.6, 13.6, 8.8, 7.4), 3)
    else:
        disc(c, hexc("#fff6e4"), (14, 14), 11.5, 2.4)
        c.arc(hexc("#c8b898"), (14, 14), 7.5, 0, 360, 1.6, n=48)
    return c.result()


FAN_CHIP = (8, 8, 40, 40)
FAN_NAME = (52, 10, 120, 36)
FAN_ART = (10, 52, 160, 92)
FAN_NEEDS = (10, 150, 160, 40)
FAN_POWER = (30, 222, 20)
FAN_ABILITY = (56, 198, 114, 46)


def fan_card(genre: str) -> pygame.Surface:
    col = GENRE_COLOURS[genre]
    c = frame(180, 252, col)
    panel(c, FAN_NAME, PAPER, 5)
    x, y, w, h = FAN_ART
    lay = Canvas(180, 252, s=3)
    lay.vgrad(FAN_ART, [(0, hexc("#f6b46a")), (0.55, hexc("#f8d8a0")), (0.56, GRASS), (1, shade(GRASS, -0.2))])
    rng = random.Random(500 + GENRES.index(genre))
    for i in range(3):
        tx = x + 24 + i * 54 + rng.uniform(-6, 6)
        tent_shape(lay, tx, y + 56 + (i % 2) * 4, 34, 26, shade(col, 0.25 * (i % 2)), 2)
    for i in range(4):
        _figure(lay, genre, x + 8 + i * 38, y + 44 + (i % 2) * 4, 0.8)
    window(c, lay, FAN_ART)
    panel(c, FAN_NEEDS, shade(PAPER, -0.08), 6)
    coin_on(c, FAN_POWER[:2], FAN_POWER[2])
    x, y, w, h = FAN_CHIP
    chip_on(c, genre, (x + w / 2, y + h / 2), w / 2 - 1, 3)
    return c.result()


def fan_back(genre: str) -> pygame.Surface:
    col = GENRE_COLOURS[genre]
    c = frame(180, 252, shade(col, -0.2))
    lay = Canvas(180, 252, s=3)
    for i in range(-10, 20):
        x = i * 18
        lay.poly(shade(col, 0.1) + (255,), [(x, 0), (x + 9, 0), (x + 9 + 252 * 0.5, 252), (x + 252 * 0.5, 252)])
    clip(lay, (8, 8, 164, 236), 8)
    c.blit(lay)
    c.rrect(INK, (7, 7, 166, 238), 9, 2)
    chip_on(c, genre, (90, 126), 52, 6)
    for y in (40, 212):
        for i in range(5):
            c.circle(shade(col, -0.4), (50 + i * 20, y), 3)
    return c.result()


def icon_booking(c):
    c.rrect(INK, (8, 5, 28, 38), 3)
    c.rrect(hexc("#fff6e4"), (10.5, 7.5, 23, 33), 2)
    for i in range(4):
        c.line(hexc("#b8a888"), (14, 14 + i * 5.5), (30, 14 + i * 5.5), 1.6)
    c.polyline(hexc("#3a5ab0"), [(13, 37), (17, 33), (20, 36), (24, 33)], 1.6)
    pen = rot([(-3, -16), (3, -16), (3, 10), (0, 16), (-3, 10)], 35, offset=(36, 26))
    shaped(c, pen, hexc("#e2483a"), 2.2)


def icon_festival(c):
    c.rrect(INK, (3, 18, 42, 26), 3)
    c.vgrad((5.5, 20.5, 37, 21), [(0, hexc("#8a2c5a")), (1, hexc("#f0803a"))])
    c.rrect(INK, (1, 12, 46, 8), 3)
    for x in (12, 24, 36):
        c.poly_a((255, 240, 180, 110), [(x, 18), (x - 7, 42), (x + 7, 42)])
        c.circle(hexc("#fff0b0"), (x, 17), 2.4)
    c.rrect(INK, (0, 40, 48, 6), 2)


def event_card() -> pygame.Surface:
    c = frame(180, 252, hexc("#d8b06a"))
    panel(c, (8, 8, 164, 114), PAPER, 6)
    panel(c, (8, 130, 164, 114), hexc("#3a2a5a"), 6)
    for i in range(16):
        c.line(hexc("#f8e8c0"), (10 + i * 10.4, 126), (15 + i * 10.4, 126), 1.6, cap=False)
    for name, y, bg in (("booking", 12, hexc("#fff6e4")), ("festival", 134, hexc("#5a4a7a"))):
        sub = Canvas(48, 48, s=6)
        disc(sub, bg, (24, 24), 21.5, 3)
        sub.set_view(0.7, 7.2, 7.2)
        (icon_booking if name == "booking" else icon_festival)(sub)
        c.blit(pygame.transform.smoothscale(sub.surf, (32 * c.s, 32 * c.s)), (12, y))
    return c.result()


def event_side_icon(name: str) -> pygame.Surface:
    return small(icon_booking if name == "booking" else icon_festival, 40)


FESTIVAL_LAYOUT = (12, 42, 216, 148)
FESTIVAL_SCORING = (12, 198, 216, 126)


def festival_card() -> pygame.Surface:
    c = frame(240, 336, hexc("#b8432a"), 14)
    c.rrect(hexc("#f0a040"), (8, 8, 224, 28), 8)
    for i in range(11):
        a = math.radians(180 + i * 18)
        c.line(hexc("#f6c870"), (120, 40), (120 + 130 * math.cos(a), 40 + 40 * math.sin(a)), 3, cap=False)
    c.rrect(hexc("#f0a040"), (8, 8, 224, 4), 2)
    x, y, w, h = FESTIVAL_LAYOUT
    g = _grass(w, h, 90, GRASS, s=3, blades=80)
    c.rrect(INK, (x - 1.5, y - 1.5, w + 3, h + 3), 5)
    c.blit(g.surf, (x, y))
    c.rrect(hexc("#2a1e24"), (x, y, w, 10), 0)
    for k in range(5):
        c.circle(hexc("#fff0b0"), (x + 20 + k * 44, y + 5), 2.2)
    panel(c, FESTIVAL_SCORING, PAPER, 6)
    for i in range(1, 4):
        c.line(PAPER_DARK, (20, 198 + i * 126 / 4), (220, 198 + i * 126 / 4), 1.4, cap=False)
    return c.result()


# --------------------------------------------------------------------------
# tracks and cubes
# --------------------------------------------------------------------------

CELL_W, CELL_H = 44, 56


def _rules():
    import os

    import yaml

    from .common import ROOT
    with open(os.path.join(ROOT, "content", "rodeo", "rules.yaml"), encoding="utf-8") as f:
        return yaml.safe_load(f)


def track(name: str) -> pygame.Surface:
    """A track of step cells, left to right from its low end; a light disc in each cell holds
    the number the table writes; bins (Chaos) and penalty marks (Hygiene) sit above it."""
    rules = _rules()
    lo, hi = rules[name]["low"], rules[name]["high"]
    n = hi - lo + 1
    c = Canvas(n * CELL_W, CELL_H, s=3)
    ends = {"chaos": (hexc("#8cc06a"), hexc("#e0482c")), "hygiene": (hexc("#8a5a34"), hexc("#4aa8e8")),
            "mood": (hexc("#6a7a98"), hexc("#f6c434"))}[name]
    marks = {}
    if name == "chaos":
        marks = {v: "bin" for v in rules["bins"]}
    elif name == "hygiene":
        for p in rules["penalties"]:
            marks.setdefault(p["at"], {"mood": "mood_down", "sour": "sour", "home": "home"}[p["id"]])
    worst = min(p["at"] for p in rules["penalties"]) if name == "hygiene" else None
    for i in range(n):
        v = lo + i
        col = mix(ends[0], ends[1], i / max(1, n - 1))
        if name == "hygiene" and v <= rules["penalties"][0]["at"]:
            col = mix(col, hexc("#c0382c"), 0.25 + 0.35 * (rules["penalties"][0]["at"] - v) /
                      max(1, rules["penalties"][0]["at"] - worst))
        x = i * CELL_W
        c.rrect(INK, (x + 1, 1, CELL_W - 2, CELL_H - 2), 6)
        c.rrect(col, (x + 3, 3, CELL_W - 6, CELL_H - 6), 5)
        c.rrect(shade(col, 0.25), (x + 3, 3, CELL_W - 6, 4), 2)
        if v == 0:
            c.rrect(hexc("#fff6e4"), (x + 3, CELL_H - 8, CELL_W - 6, 4), 2)
        disc(c, hexc("#fff6e4"), (x + CELL_W / 2, 36), 14, 2)
        mark = marks.get(v)
        if mark:
            draw = {"bin": icon_bin, "mood_down": icon_mood_down, "sour": icon_sour, "home": icon_home}[mark]
            sub = Canvas(48, 48, s=6)
            draw(sub)
            c.blit(pygame.transform.smoothscale(sub.surf, (20 * c.s, 20 * c.s)), (x + CELL_W / 2 - 10, 1))
    return c.result()


def icon_mood_down(c):
    disc(c, hexc("#9aa6b4"), (22, 26), 17, 2.8)
    c.circle(INK, (16, 22), 2.3)
    c.circle(INK, (28, 22), 2.3)
    c.arc(INK, (22, 40), 9.5, 205, 335, 2.6, cap=True)
    arrow(c, (42, 4), (42, 24), 3.4, INK, 7)


ICONS["mood_down"] = icon_mood_down


def cube(layer: str) -> pygame.Surface:
    """A wooden cube in three-quarter view: ``fill`` (white faces to tint) or ``ink`` (outline)."""
    c = Canvas(32, 32, s=8)
    top = [(16, 3), (29, 9), (16, 15), (3, 9)]
    left = [(3, 9), (16, 15), (16, 30), (3, 24)]
    right = [(16, 15), (29, 9), (29, 24), (16, 30)]
    if layer == "fill":
        c.poly((255, 255, 255), top)
        c.poly((206, 206, 206), left)
        c.poly((160, 160, 160), right)
    else:
        c.polyline(INK, top + [(3, 24), (16, 30), (29, 24), (29, 9)], 2.2, closed=False)
        c.polyline(INK, [(3, 9), (3, 24)], 2.2)
        c.polyline(INK, [(16, 15), (16, 30)], 1.6)
        c.polyline(INK, [(16, 3), (29, 9)], 2.2)
    return c.result()


def pictures() -> dict[str, pygame.Surface]:
    """Every picture above by its file name."""
    files = []
    spaces = {k: space(k) for k in ("tent", "car_park", "dirt")}
    for k, img in spaces.items():
        files.append((f"space_{k}.png", img))
    for side in ("tent", "car_park", "mixed"):
        files.append((f"campsite_{side}.png", campsite_card(side, spaces)))
    files.append(("campsite_later.png", campsite_later()))
    files += [("wixi.png", wixi()), ("garbage.png", garbage()), ("garbage_stack.png", garbage_stack()),
              ("stage.png", stage_front())]
    for up in (True, False):
        files.append((f"thumb_{'up' if up else 'down'}.png", thumb(up, 28)))
    for g in GENRES:
        files.append((f"marker_{g}.png", marker(g)))
        for mood in ("up", "down"):
            files.append((f"marker_{g}_{mood}.png", marker(g, mood)))
        files += [(f"fan_{g}.png", fan_figure(g)), (f"fan_{g}_lying.png", fan_lying(g)),
                  (f"fan_{g}_24.png", fan_small(g, 24))]
        files += [(f"fancard_{g}.png", fan_card(g)), (f"fanback_{g}.png", fan_back(g))]
    for size in ICON_SIZES:
        for g in (*GENRES, "wild"):
            files.append((f"genre_{g}_{size}.png", genre_chip(g, size)))
            files.append((f"symbol_{g}_{size}.png", symbol_alone(SYMBOLS[g], size)))
        for name in ICONS:
            files.append((f"icon_{name}_{size}.png", icon(name, size)))
    for tier in TIERS:
        files.append((f"band_{tier}.png", band_card(tier)))
    files.append(("band_back.png", band_back()))
    from .rodeo_bands import pictures as band_pictures  # (it draws with this module's motifs)
    files += band_pictures()
    for n, day in enumerate(DAYS, 1):
        files += [(f"slot_{day}.png", day_slot(n)), (f"day_{day}.png", day_icon(n))]
    files += [("star.png", star_icon(True)), ("star_empty.png", star_icon(False))]
    for kind in KINDS:
        files += [(f"stand_{kind}.png", stand_card(kind)), (f"kind_{kind}.png", kind_badge(kind))]
    for up in UPGRADES:
        files.append((f"upgrade_{up}.png", stand_card(None, up)))
    files += [("pip_free.png", pip(False)), ("pip_used.png", pip(True))]
    files += [("event_card.png", event_card()), ("event_booking.png", event_side_icon("booking")),
              ("event_festival.png", event_side_icon("festival")), ("festival_card.png", festival_card())]
    for name in ("chaos", "hygiene", "mood"):
        files.append((f"track_{name}.png", track(name)))
    files += [("bin.png", icon("bin", 28)), ("penalty.png", icon("penalty", 28))]
    files += [("cube_fill.png", cube("fill")), ("cube_ink.png", cube("ink"))]
    files.append(("table.png", table_bg()))
    return dict(files)


def make() -> list[str]:
    """Write every picture above into sprites/rodeo/; return their paths."""
    return [out(img, name) for name, img in pictures().items()]
