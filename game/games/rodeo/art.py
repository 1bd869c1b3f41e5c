"""How Rock'n Rodeo's pieces look on the table: the pictures of ``sprites/rodeo/`` (drawn by
``tools/sprites/rodeo.py``, whose docstring lists them) loaded once, scaled, turned and tinted,
and the words and numbers the table writes onto them. Every genre has a colour *and* a symbol
(punk a bolt, metal horns, reggae a leaf, indie a cassette); every band has a picture of its own
(:func:`band_picture`). Functions draw onto a surface; nothing here reads the state.
"""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.assets import Images
from game.ui.surface_cache import surface_cache
from game.ui.table_look import fitting_size

from .model import GENRES

IMAGES = Images()
#: the pixels the turned campsite cards and the tinted cubes keep at most (they go, as IMAGES's
#: do, when the table is left)
PICTURE_CACHE_BYTES = 8_000_000
#: the genres' colours as the pictures have them (metal a little lighter, to stand out on the dark table)
GENRE_COLOURS = ((226, 52, 92), (124, 132, 160), (246, 196, 52), (64, 150, 224))
TIER_COLOURS = {"garage": (138, 106, 88), "local": (63, 143, 134), "superstar": (122, 86, 192),
                "legend": (216, 154, 34)}
STAND_KIND_COLOURS = {"fast_food": (224, 98, 44), "drinks": (58, 134, 200), "other": (164, 84, 184)}
UPGRADE_COLOUR = (85, 112, 138)
INK = (34, 24, 30)
PAPER = (246, 234, 210)
PAPER_EDGE = (135, 129, 116)               # the rim of a paper panel on a card picture
GOLD = (242, 182, 50)
CARD_FILL = (44, 40, 54)
ICON_SIZES = (24, 32, 48)
SPACE_NAMES = ("tent", "car_park", "dirt")
SIDES = ("tent", "mixed", "car_park")


def img(name: str, size: tuple[int, int] | None = None) -> pygame.Surface:
    """``sprites/rodeo/<name>.png``, scaled to ``size`` (cached by the loader)."""
    return IMAGES.get(f"rodeo/{name}.png", size)


def _drawn(size: int) -> int:
    """The drawn size of a small picture nearest above ``size`` (24, 32 or 48)."""
    return next((d for d in ICON_SIZES if d >= size), ICON_SIZES[-1])


def icon(name: str, size: int) -> pygame.Surface:
    return img(f"icon_{name}_{_drawn(size)}", (size, size))


def genre_name(g: int) -> str:
    return "wild" if g < 0 else GENRES[g]


def chip(g: int, size: int) -> pygame.Surface:
    """A genre chip (the genre's colour and symbol; -1: the wildcard)."""
    return img(f"genre_{genre_name(g)}_{_drawn(size)}", (size, size))


def genre_chip(s: pygame.Surface, centre, r: int, g: int) -> None:
    """A round chip of the genre's colour with its symbol, ``r`` px round ``centre``."""
    pic = chip(g, 2 * r)
    s.blit(pic, pic.get_rect(center=centre))


def wild_chip(s: pygame.Surface, centre, r: int) -> None:
    genre_chip(s, centre, r, -1)


def fan(g: int, lying: bool = False, small: bool = False) -> pygame.Surface:
    return img(f"fan_{GENRES[g]}" + ("_lying" if lying else "_24" if small else ""))


def marker(g: int, happy: bool | None, size: int | None = None) -> pygame.Surface:
    """A camping marker, with its thumb (None: none yet), ``size`` px square (else as drawn)."""
    return img(f"marker_{GENRES[g]}" + ("" if happy is None else "_up" if happy else "_down"),
               (size, size) if size else None)


@surface_cache(PICTURE_CACHE_BYTES, scope="table")
def band_picture(band_id: str, size: tuple[int, int]) -> pygame.Surface:
    """A band's own picture (``band_<id>.png``: its venue, banner, players and instruments, drawn by
    tools/sprites/rodeo_bands.py) filling ``size``: scaled to cover it and cut to it round the
    players (a little below the middle), so that a flat slot of the market shows the band, a tall
    one of the stage the whole stage."""
    pic = img(f"band_{band_id}")
    w, h = pic.get_size()
    k = max(size[0] / w, size[1] / h)
    big = pygame.transform.smoothscale(pic, (max(size[0], round(w * k)), max(size[1], round(h * k))))
    x = (big.get_width() - size[0]) // 2
    y = min(big.get_height() - size[1], max(0, round(big.get_height() * 0.6 - size[1] / 2)))
    return big.subsurface(pygame.Rect(x, y, *size)).copy()


@surface_cache(PICTURE_CACHE_BYTES, scope="table")
def campsite_card(side: str, turns: int, size: int) -> pygame.Surface:
    """A campsite card side turned ``turns`` quarters clockwise, ``size`` px square."""
    pic = pygame.transform.rotate(img(f"campsite_{side}"), -90 * (turns % 4))
    return pygame.transform.smoothscale(pic, (size, size))


@surface_cache(PICTURE_CACHE_BYTES, scope="table")
def cube(colour: tuple, size: int) -> pygame.Surface:
    """A wooden cube in a seat's colour (track and order markers)."""
    out = img("cube_fill", (size, size)).copy()
    out.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(img("cube_ink", (size, size)), (0, 0))
    return out


def scaled(r: pygame.Rect, base: tuple[int, int], area: tuple[int, int, int, int]) -> pygame.Rect:
    """A picture's text area (in its drawn size ``base``) on the picture drawn at ``r``."""
    fx, fy = r.width / base[0], r.height / base[1]
    x, y, w, h = area
    return pygame.Rect(r.x + round(x * fx), r.y + round(y * fy), round(w * fx), round(h * fy))


def label(s: pygame.Surface, text: str, area: pygame.Rect, size: int = 22, colour=INK, bold: bool = True,
          anchor: str = "midleft") -> None:
    """``text`` in one line in ``area``: as large as fits from ``size`` down to 20, else cut."""
    size = fitting_size(text, area.width, size, 20, bold)
    text = theme.cut(text, size, area.width, bold)
    pos = {"midleft": area.midleft, "center": area.center, "midright": area.midright}[anchor]
    theme.text(s, text, pos, size, colour, bold=bold, anchor=anchor)


def whole_label(s: pygame.Surface, text: str, area: pygame.Rect, room: pygame.Rect, size: int = 22,
                colour=INK) -> None:
    """``text`` in one line, whole wherever it can be: bold in ``area`` from ``size`` down to 20,
    else in regular letters at 20 in ``area``, else in regular letters in ``room`` (a wider strip
    round ``area``: the plate's own margins); only a name too long even for that is cut."""
    if fitting_size(text, area.width, size, 20, True) > 20 or theme.font(20, True).size(text)[0] <= area.width:
        label(s, text, area, size, colour)
    elif theme.font(20).size(text)[0] <= area.width:
        label(s, text, area, 20, colour, bold=False)
    else:
        label(s, text, pygame.Rect(room.x, area.y, room.width, area.height), 20, colour, bold=False)


def disc_number(s: pygame.Surface, text: str, centre, r: int, colour=INK, size: int = 22) -> None:
    """A number on a gold disc of the picture (a fee, an income, a purchasing power); one too wide
    for the disc even at 20 px (a longer language's unit) on a gold pill over it, as wide as the
    number and inside the picture."""
    size = fitting_size(text, 2 * r, size, 20, True)
    width = theme.font(size, True).size(text)[0]
    if width > 2 * r + 4:                        # (a number may touch the rim, as '10K' does)
        pill = pygame.Rect(0, 0, width + 12, 26)
        pill.center = centre
        pill.clamp_ip(s.get_rect().inflate(-4, -4))
        pygame.draw.rect(s, INK, pill.inflate(4, 4), border_radius=pill.height // 2 + 2)
        pygame.draw.rect(s, GOLD, pill, border_radius=pill.height // 2)
        centre = pill.center
    theme.text(s, text, centre, size, colour, bold=True, anchor="center")


def gold_disc(s: pygame.Surface, text: str, centre, r: int) -> None:
    """A gold disc with ``text`` (where no picture has one)."""
    pygame.draw.circle(s, INK, centre, r + 2)
    pygame.draw.circle(s, GOLD, centre, r)
    disc_number(s, text, centre, r)


def bold_fits(text: str, width: int, size: int = 20) -> bool:
    """Whether every word of ``text`` (a hyphened word: each part) fits ``width`` in bold: a name
    is written bold only then, so that no word of it breaks in the middle."""
    parts = [p for word in text.split() for p in word.replace("-", "- ").split()]
    return all(theme.font(size, True).size(p)[0] <= width for p in parts)


def flowed(text: str, y: int, beside: tuple[int, int], below: tuple[int, int], clear_y: int, size: int = 20,
           bold: bool = False, step: int = 20) -> list[tuple[int, int, int, str]]:
    """``text`` wrapped round something at the left: the lines that start above ``clear_y`` at
    ``beside`` (x, width), the others at ``below``; [(x, y, width, line)] from ``y`` down."""
    out: list[tuple[int, int, int, str]] = []
    rest = text.strip()
    while rest:
        x, width = beside if y < clear_y else below
        line = theme.wrap(rest, size, width, bold)[0]
        taken = line[:-1] if line.endswith("-") and not rest.startswith(line) else line
        out.append((x, y, width, line))
        rest = rest[len(taken):].strip()
        y += step
    return out


def draw_flowed(s: pygame.Surface, lines: list[tuple[int, int, int, str]], room: int, size: int = 20, colour=INK,
                bold: bool = False) -> None:
    """The first ``room`` of :func:`flowed`'s lines, the last one cut short with '…' (after a
    whole word where one fits) when more follow."""
    shown = lines[:room]
    for i, (x, y, width, line) in enumerate(shown):
        if i == len(shown) - 1 and len(lines) > len(shown):
            words = line.split()
            while len(words) > 1 and theme.font(size, bold).size(" ".join(words) + "…")[0] > width:
                words.pop()
            line = theme.cut(" ".join(words) + "…", size, width, bold)
        theme.text(s, line, (x, y), size, colour, bold=bold)


def gold_tag(s: pygame.Surface, text: str, right: int, cy: int, h: int = 26) -> pygame.Rect:
    """A gold tag with ``text`` (a price where a round disc is too tight), its right edge at
    ``right``, centred on ``cy``."""
    r = pygame.Rect(0, 0, theme.font(20, True).size(text)[0] + 12, h)
    r.midright = (right, cy)
    pygame.draw.rect(s, INK, r.inflate(4, 4), border_radius=h // 2 + 2)
    pygame.draw.rect(s, GOLD, r, border_radius=h // 2)
    theme.text(s, text, r.center, 20, INK, bold=True, anchor="center")
    return r


def stars(s: pygame.Surface, x: int, y: int, n: int, size: int = 24, empty: int = 0) -> int:
    """``n`` stars (and ``empty`` empty ones) from (x, y) rightwards, centred on y; the x after them."""
    for i in range(n + empty):
        pic = img("star" if i < n else "star_empty", (size, size))
        s.blit(pic, (x, y - size // 2))
        x += size
    return x


def pips(s: pygame.Surface, x: int, y: int, total: int, filled: list[int], size: int = 28, step: int | None = None
         ) -> None:
    """``total`` fan spaces from (x, y) rightwards, centred on y: the taken ones show the genre
    (colour and symbol) of the fan there, the free ones a light ring."""
    step = step or size + 2
    free = img("pip_free", (size, size))
    for i in range(total):
        at = (x + i * step, y - size // 2)
        if i < len(filled):
            s.blit(chip(filled[i], size), at)
        else:
            s.blit(free, at)


def symbols(s: pygame.Surface, syms: list, right: int, y: int, colour=theme.TEXT, size: int = 26) -> int:
    """The fans a band brings, ``[(genre index or -1, fans)]``, right-aligned at ``right`` and
    centred on y; the x where they start."""
    x = right
    for g, n in reversed(syms):
        num = theme.render(str(n), 22, colour, True)
        x -= num.get_width()
        s.blit(num, (x, y - num.get_height() // 2))
        x -= size + 2
        s.blit(chip(g, size), (x, y - size // 2))
        x -= 8
    return x


def card(s: pygame.Surface, r: pygame.Rect, colour, fill=CARD_FILL, border=(110, 100, 130), strip: int = 8) -> None:
    """A plain card (where no picture stands in): ``fill`` with a coloured strip along its top."""
    pygame.draw.rect(s, fill, r, border_radius=10)
    pygame.draw.rect(s, colour, pygame.Rect(r.x, r.y, r.width, strip), border_top_left_radius=10,
                     border_top_right_radius=10)
    pygame.draw.rect(s, border, r, 2, border_radius=10)


def panel(s: pygame.Surface, r: pygame.Rect, radius: int = 6) -> None:
    """A paper panel as the card pictures have them (where the table adds one: a fan's ability)."""
    pygame.draw.rect(s, PAPER_EDGE, r.inflate(3, 3), border_radius=radius + 1)
    pygame.draw.rect(s, PAPER, r, border_radius=radius)


def paper(s: pygame.Surface, r: pygame.Rect, colour, fill=PAPER, radius: int = 10) -> None:
    """A card without its picture: a frame in ``colour`` round paper."""
    pygame.draw.rect(s, colour, r, border_radius=radius)
    pygame.draw.rect(s, INK, r, 2, border_radius=radius)
    pygame.draw.rect(s, fill, r.inflate(-10, -10), border_radius=radius - 4)


def lines(s: pygame.Surface, text: str, x: int, y: int, width: int, room: int, size: int = 20, colour=INK,
          bold: bool = False, step: int | None = None) -> int:
    """``text`` wrapped to ``width`` in at most ``room`` lines from (x, y) (the last one cut short
    with '…' when it runs on, after a whole word where one fits); the y below them."""
    step = step or size + 2
    wrapped = theme.wrap(text, size, width, bold)
    if len(wrapped) > room:
        wrapped = wrapped[:room]
        words = wrapped[-1].split()
        while len(words) > 1 and theme.font(size, bold).size(" ".join(words) + "…")[0] > width:
            words.pop()
        wrapped[-1] = theme.cut(" ".join(words) + "…", size, width, bold)
    for line in wrapped:
        theme.text(s, line, (x, y), size, colour, bold=bold)
        y += step
    return y
