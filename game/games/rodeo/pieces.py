"""How Rock'n Rodeo's pieces look when drawn by the table (shapes, where no sprite stands in):
genre marks in a colour *and* a symbol (punk a triangle, metal a square, reggae a circle, indie a
diamond), camping markers with their thumbs, WIXIs, garbage heaps, the kinds of campsite
spaces, and the cards' frames. Functions draw onto a surface; nothing here reads the state.
"""

from __future__ import annotations

import math

import pygame

from game.ui import theme

GENRE_COLOURS = ((226, 74, 110), (160, 168, 186), (96, 186, 82), (92, 150, 235))
KIND_FILLS = ((92, 128, 70), (96, 96, 104), (124, 92, 60))      # tent site, car park, dirt heap
TIER_COLOURS = {"garage": (120, 110, 100), "local": (90, 140, 200), "superstar": (200, 150, 60),
                "legend": (190, 90, 200)}
STAND_KIND_COLOURS = {"fast_food": (214, 120, 60), "drinks": (80, 160, 200), "other": (170, 120, 200)}
CARD_FILL = (44, 40, 54)


def genre_symbol(s: pygame.Surface, centre, r: int, g: int, colour=theme.TEXT_DARK) -> None:
    """The genre's symbol (no colour needed to tell it): triangle, square, circle, diamond."""
    x, y = centre
    if g == 0:
        pts = [(x, y - r), (x + r * 0.92, y + r * 0.7), (x - r * 0.92, y + r * 0.7)]
        pygame.draw.polygon(s, colour, pts)
    elif g == 1:
        pygame.draw.rect(s, colour, pygame.Rect(x - r * 0.75, y - r * 0.75, r * 1.5, r * 1.5))
    elif g == 2:
        pygame.draw.circle(s, colour, centre, max(2, int(r * 0.8)))
    else:
        pygame.draw.polygon(s, colour, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])


def genre_chip(s: pygame.Surface, centre, r: int, g: int) -> None:
    """A round chip of the genre's colour with its symbol."""
    pygame.draw.circle(s, GENRE_COLOURS[g], centre, r)
    pygame.draw.circle(s, theme.TEXT_DARK, centre, r, 2)
    genre_symbol(s, centre, max(3, int(r * 0.55)), g)


def wild_chip(s: pygame.Surface, centre, r: int) -> None:
    """A wildcard symbol: four quarters in the four colours."""
    rect = pygame.Rect(0, 0, 2 * r, 2 * r)
    rect.center = centre
    for g in range(4):
        pygame.draw.arc(s, GENRE_COLOURS[g], rect, math.pi / 2 * g, math.pi / 2 * (g + 1), r)
    pygame.draw.circle(s, theme.TEXT_DARK, centre, r, 2)
    theme.text(s, "?", centre, 20, theme.TEXT_DARK, bold=True, anchor="center")


def thumb(s: pygame.Surface, centre, r: int, up: bool) -> None:
    """A thumb mark: a green disc with an upward chevron, or a red one with a downward cross."""
    pygame.draw.circle(s, theme.GOOD if up else theme.BAD, centre, r)
    pygame.draw.circle(s, theme.TEXT_DARK, centre, r, 2)
    x, y = centre
    k = r * 0.5
    if up:
        pygame.draw.lines(s, theme.TEXT_DARK, False, [(x - k, y + k * 0.5), (x, y - k * 0.6), (x + k, y + k * 0.5)], 3)
    else:
        pygame.draw.line(s, theme.TEXT_DARK, (x - k, y - k), (x + k, y + k), 3)
        pygame.draw.line(s, theme.TEXT_DARK, (x - k, y + k), (x + k, y - k), 3)


def space(s: pygame.Surface, r: pygame.Rect, kind: int) -> None:
    """A campsite space: its kind's colour, a tent outline, car-park lines or a dirt mound."""
    pygame.draw.rect(s, KIND_FILLS[kind], r, border_radius=6)
    pygame.draw.rect(s, (30, 30, 34), r, 2, border_radius=6)
    c = r.center
    k = r.width // 5
    if kind == 0:
        pygame.draw.lines(s, (170, 200, 150), True, [(c[0] - k, c[1] + k), (c[0], c[1] - k), (c[0] + k, c[1] + k)], 2)
    elif kind == 1:
        for dx in (-k, 0, k):
            pygame.draw.line(s, (200, 200, 200), (c[0] + dx, r.y + 6), (c[0] + dx, r.y + r.height // 3), 2)
    else:
        pygame.draw.ellipse(s, (90, 64, 40), pygame.Rect(c[0] - k * 1.4, c[1], k * 2.8, k * 1.2))


def marker(s: pygame.Surface, r: pygame.Rect, g: int, happy: bool, penalty: bool) -> None:
    """A camping marker (genre colour and symbol) with its thumb at the corner."""
    rad = r.width // 3
    genre_chip(s, (r.centerx, r.centery), rad, g)
    if penalty:
        pygame.draw.circle(s, theme.BAD, r.center, rad + 2, 2)
    thumb(s, (r.right - r.width // 6, r.y + r.width // 6), max(7, r.width // 7), happy)


def wixi(s: pygame.Surface, r: pygame.Rect, used: bool = False) -> None:
    """A WIXI: a blue cabin with a door."""
    w, h = r.width // 2, int(r.height * 0.62)
    cab = pygame.Rect(0, 0, w, h)
    cab.center = r.center
    pygame.draw.rect(s, (70, 130, 210), cab, border_radius=4)
    pygame.draw.rect(s, theme.TEXT_DARK, cab, 2, border_radius=4)
    pygame.draw.rect(s, (30, 60, 110), pygame.Rect(cab.x + w // 4, cab.y + h // 3, w // 2, h * 2 // 3 - 2))
    pygame.draw.circle(s, theme.TEXT, (cab.centerx, cab.y + h // 6 + 1), 3)


def garbage(s: pygame.Surface, r: pygame.Rect, count: int) -> None:
    """A garbage heap: grey bags, the count written beside."""
    for i in range(min(count, 3)):
        c = (r.x + r.width // 3 + i * r.width // 6, r.bottom - r.height // 4 - i * 4)
        pygame.draw.circle(s, (70, 74, 70), c, max(5, r.width // 7))
        pygame.draw.circle(s, (30, 30, 30), c, max(5, r.width // 7), 2)
    theme.text(s, str(count), (r.x + 4, r.y + 2), 20, theme.HILITE, bold=True)


def card(s: pygame.Surface, r: pygame.Rect, colour, fill=CARD_FILL, border=(110, 100, 130), strip: int = 8) -> None:
    """A card: ``fill`` with a coloured strip along its top."""
    pygame.draw.rect(s, fill, r, border_radius=10)
    pygame.draw.rect(s, colour, pygame.Rect(r.x, r.y, r.width, strip), border_top_left_radius=10,
                     border_top_right_radius=10)
    pygame.draw.rect(s, border, r, 2, border_radius=10)


def pips(s: pygame.Surface, x: int, y: int, total: int, filled: list[int], r: int = 9, step: int = 22) -> None:
    """``total`` space pips from (x, y) rightwards: the filled ones in their genre's colour and
    symbol, the free ones as empty rings."""
    for i in range(total):
        c = (x + i * step + r, y)
        if i < len(filled):
            genre_chip(s, c, r, filled[i])
        else:
            pygame.draw.circle(s, (200, 196, 210), c, r, 2)


def stars(s: pygame.Surface, x: int, y: int, n: int, r: int = 8) -> None:
    for i in range(n):
        cx = x + i * (2 * r + 4) + r
        pts = []
        for k in range(10):
            a = -math.pi / 2 + k * math.pi / 5
            rad = r if k % 2 == 0 else r * 0.45
            pts.append((cx + rad * math.cos(a), y + rad * math.sin(a)))
        pygame.draw.polygon(s, theme.HILITE, pts)
