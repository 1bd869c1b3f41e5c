"""Small pictures of Boaromia drawn with pygame primitives: the festival-goers' pawns, crowd
pawns, the blast-from-the-past, and the icons of places and levels (drinks, meals, coins,
toilets, first aid, energy, bladder, fun). Each function returns a new transparent surface
of the asked size; callers cache them."""

from __future__ import annotations

import math

import pygame

from game.ui import theme

INK = (28, 22, 30)
STAGE_COLOURS = {
    "chester_white": (236, 112, 170),
    "duroc": (240, 96, 64),
    "swabish_hall": (236, 178, 58),
    "mangalitza": (64, 190, 170),
    "british_lop": (156, 114, 228),
    "ossabow": (74, 150, 236),
}
ENERGY = (250, 204, 60)
BLADDER = (90, 170, 240)
FUN = (236, 96, 170)
COIN = (244, 196, 64)


def _surf(w: int, h: int | None = None) -> pygame.Surface:
    return pygame.Surface((w, h if h is not None else w), pygame.SRCALPHA)


def star_points(cx: float, cy: float, r: float, inner: float = 0.45, n: int = 5) -> list[tuple[float, float]]:
    pts = []
    for i in range(2 * n):
        a = -math.pi / 2 + i * math.pi / n
        rr = r if i % 2 == 0 else r * inner
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def star(s: int, colour, outline=INK) -> pygame.Surface:
    surf = _surf(s)
    pts = star_points(s / 2, s / 2 + s * 0.04, s * 0.48)
    pygame.draw.polygon(surf, colour, pts)
    if outline is not None:
        pygame.draw.polygon(surf, outline, pts, max(1, s // 14))
    return surf


def bolt(s: int, colour=ENERGY) -> pygame.Surface:
    surf = _surf(s)
    k = s / 20
    pts = [(11 * k, 1 * k), (3 * k, 11 * k), (9 * k, 11 * k), (7 * k, 19 * k), (17 * k, 8 * k), (11 * k, 8 * k),
           (13 * k, 1 * k)]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, INK, pts, max(1, s // 14))
    return surf


def drop(s: int, colour=BLADDER) -> pygame.Surface:
    surf = _surf(s)
    cx, r = s / 2, s * 0.3
    pts = [(cx, s * 0.06)] + [(cx + r * math.cos(a), s * 0.64 + r * math.sin(a))
                              for a in [math.pi * (i / 12) - math.pi * 0.15 for i in range(0, 17)]]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, INK, pts, max(1, s // 14))
    return surf


def heart(s: int, colour=FUN) -> pygame.Surface:
    surf = _surf(s)
    pts = []
    for i in range(40):
        t = 2 * math.pi * i / 40
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((s / 2 + x * s / 36, s / 2 + y * s / 36 + s * 0.04))
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, INK, pts, max(1, s // 14))
    return surf


def cross_mark(s: int, colour=theme.BAD) -> pygame.Surface:
    surf = _surf(s)
    pygame.draw.circle(surf, colour, (s // 2, s // 2), s // 2)
    w = max(2, s // 7)
    m = s * 0.3
    pygame.draw.line(surf, (255, 255, 255), (m, m), (s - m, s - m), w)
    pygame.draw.line(surf, (255, 255, 255), (m, s - m), (s - m, m), w)
    return surf


def coin(s: int) -> pygame.Surface:
    surf = _surf(s)
    c = s // 2
    pygame.draw.circle(surf, (170, 120, 20), (c, c + max(1, s // 16)), c - 1)
    pygame.draw.circle(surf, COIN, (c, c), c - 1)
    pygame.draw.circle(surf, (255, 232, 140), (c, c), max(2, c - max(2, s // 6)), max(1, s // 14))
    # a pig's snout on the coin
    sn = pygame.Rect(0, 0, s * 0.42, s * 0.3)
    sn.center = (c, c)
    pygame.draw.ellipse(surf, (214, 150, 40), sn)
    pygame.draw.circle(surf, (150, 96, 20), (sn.centerx - sn.width // 5, sn.centery), max(1, s // 16))
    pygame.draw.circle(surf, (150, 96, 20), (sn.centerx + sn.width // 5, sn.centery), max(1, s // 16))
    return surf


def mug(s: int) -> pygame.Surface:
    surf = _surf(s)
    body = pygame.Rect(s * 0.2, s * 0.28, s * 0.46, s * 0.6)
    pygame.draw.rect(surf, (250, 190, 50), body, border_radius=max(2, s // 12))
    pygame.draw.rect(surf, (250, 250, 240), (body.x - 2, body.y - s * 0.14, body.width + 4, s * 0.2),
                     border_radius=max(3, s // 8))
    pygame.draw.rect(surf, INK, body, max(1, s // 16), border_radius=max(2, s // 12))
    handle = pygame.Rect(body.right - s * 0.04, body.y + s * 0.12, s * 0.22, s * 0.3)
    pygame.draw.ellipse(surf, INK, handle, max(2, s // 12))
    return surf


def fries(s: int) -> pygame.Surface:
    surf = _surf(s)
    for i, dx in enumerate((-0.16, -0.06, 0.04, 0.14)):
        x = s * (0.5 + dx)
        top = s * (0.1 + 0.06 * (i % 2))
        pygame.draw.line(surf, (250, 214, 80), (x, top), (x + s * 0.02, s * 0.5), max(2, s // 9))
    cone = [(s * 0.24, s * 0.42), (s * 0.76, s * 0.42), (s * 0.66, s * 0.92), (s * 0.34, s * 0.92)]
    pygame.draw.polygon(surf, (220, 50, 50), cone)
    pygame.draw.polygon(surf, INK, cone, max(1, s // 16))
    return surf


def burger(s: int) -> pygame.Surface:
    surf = _surf(s)
    top = pygame.Rect(s * 0.14, s * 0.16, s * 0.72, s * 0.36)
    pygame.draw.ellipse(surf, (214, 146, 60), top)
    pygame.draw.rect(surf, (90, 160, 60), (s * 0.12, s * 0.46, s * 0.76, s * 0.1), border_radius=3)
    pygame.draw.rect(surf, (110, 60, 40), (s * 0.14, s * 0.55, s * 0.72, s * 0.14), border_radius=4)
    pygame.draw.rect(surf, (214, 146, 60), (s * 0.16, s * 0.68, s * 0.68, s * 0.16), border_radius=5)
    for dx in (0.35, 0.5, 0.63):
        pygame.draw.circle(surf, (250, 240, 200), (s * dx, s * 0.27), max(1, s // 22))
    return surf


def curry(s: int) -> pygame.Surface:
    surf = _surf(s)
    for i in range(3):
        x = s * (0.36 + 0.14 * i)
        pygame.draw.arc(surf, (230, 230, 230), (x - s * 0.06, s * 0.06, s * 0.12, s * 0.3), 1.2, 4.6,
                        max(1, s // 18))
    bowl = pygame.Rect(s * 0.12, s * 0.3, s * 0.76, s * 0.56)
    pygame.draw.ellipse(surf, (240, 170, 40), (bowl.x, bowl.y, bowl.width, bowl.height * 0.4))
    pygame.draw.arc(surf, (240, 240, 235), bowl, math.pi, 2 * math.pi, max(3, s // 6))
    pygame.draw.ellipse(surf, INK, (bowl.x, bowl.y, bowl.width, bowl.height * 0.4), max(1, s // 18))
    return surf


FOOD_ICONS = {"fries": fries, "burger": burger, "curry": curry}


def pig(s: int) -> pygame.Surface:
    surf = _surf(s)
    pink, dark = (246, 160, 190), (200, 96, 130)
    body = pygame.Rect(s * 0.1, s * 0.26, s * 0.8, s * 0.56)
    pygame.draw.polygon(surf, pink, [(s * 0.22, s * 0.34), (s * 0.3, s * 0.12), (s * 0.42, s * 0.3)])
    pygame.draw.polygon(surf, pink, [(s * 0.58, s * 0.3), (s * 0.7, s * 0.12), (s * 0.78, s * 0.34)])
    pygame.draw.ellipse(surf, pink, body)
    pygame.draw.ellipse(surf, dark, body, max(1, s // 20))
    slot = pygame.Rect(s * 0.4, s * 0.3, s * 0.2, s * 0.05)
    pygame.draw.rect(surf, INK, slot, border_radius=2)
    sn = pygame.Rect(0, 0, s * 0.3, s * 0.2)
    sn.center = (s * 0.5, s * 0.6)
    pygame.draw.ellipse(surf, dark, sn)
    pygame.draw.circle(surf, INK, (sn.centerx - sn.width * 0.22, sn.centery), max(1, s // 22))
    pygame.draw.circle(surf, INK, (sn.centerx + sn.width * 0.22, sn.centery), max(1, s // 22))
    pygame.draw.circle(surf, INK, (s * 0.33, s * 0.48), max(1, s // 20))
    pygame.draw.circle(surf, INK, (s * 0.67, s * 0.48), max(1, s // 20))
    return surf


def toilet(s: int) -> pygame.Surface:
    surf = _surf(s)
    cab = pygame.Rect(s * 0.22, s * 0.1, s * 0.56, s * 0.82)
    pygame.draw.rect(surf, (70, 140, 220), cab, border_top_left_radius=s // 4, border_top_right_radius=s // 4)
    pygame.draw.rect(surf, INK, cab, max(1, s // 18), border_top_left_radius=s // 4,
                     border_top_right_radius=s // 4)
    door = cab.inflate(-s * 0.18, -s * 0.2).move(0, s * 0.06)
    pygame.draw.rect(surf, (120, 190, 250), door, border_radius=3)
    pygame.draw.circle(surf, (250, 250, 250), (door.centerx, door.y + door.height * 0.3), max(2, s // 12))
    pygame.draw.circle(surf, (60, 200, 90), (door.right - s * 0.06, door.centery), max(1, s // 20))
    return surf


def first_aid(s: int) -> pygame.Surface:
    surf = _surf(s)
    pygame.draw.circle(surf, (250, 250, 250), (s // 2, s // 2), s // 2 - 1)
    pygame.draw.circle(surf, INK, (s // 2, s // 2), s // 2 - 1, max(1, s // 18))
    a, b = s * 0.38, s * 0.62
    pygame.draw.rect(surf, (220, 40, 40), (a, s * 0.18, b - a, s * 0.64))
    pygame.draw.rect(surf, (220, 40, 40), (s * 0.18, a, s * 0.64, b - a))
    return surf


def tent(s: int, colour) -> pygame.Surface:
    surf = _surf(s)
    pts = [(s * 0.08, s * 0.84), (s * 0.5, s * 0.14), (s * 0.92, s * 0.84)]
    pygame.draw.polygon(surf, colour, pts)
    dark = tuple(max(0, c - 70) for c in colour)
    pygame.draw.polygon(surf, dark, [(s * 0.38, s * 0.84), (s * 0.5, s * 0.5), (s * 0.62, s * 0.84)])
    pygame.draw.polygon(surf, INK, pts, max(1, s // 18))
    return surf


def person(s: int, colour, outline=INK) -> pygame.Surface:
    """A little standing figure (a crowd pawn)."""
    surf = _surf(s)
    head = (s // 2, round(s * 0.26))
    body = [(s * 0.24, s * 0.94), (s * 0.3, s * 0.52), (s * 0.5, s * 0.42), (s * 0.7, s * 0.52), (s * 0.76, s * 0.94)]
    pygame.draw.polygon(surf, colour, body)
    pygame.draw.polygon(surf, outline, body, max(1, s // 16))
    pygame.draw.circle(surf, colour, head, round(s * 0.17))
    pygame.draw.circle(surf, outline, head, round(s * 0.17), max(1, s // 16))
    return surf


def pawn(s: int, colour, letter: str, ring=None) -> pygame.Surface:
    """A festival-goer's pawn: a round token in the seat's colour with the character's initial."""
    surf = _surf(s + 4)
    c = (s + 4) // 2
    pygame.draw.circle(surf, (0, 0, 0, 110), (c + 1, c + 3), s // 2)
    pygame.draw.circle(surf, colour, (c, c), s // 2)
    hi = tuple(min(255, v + 60) for v in colour)
    pygame.draw.circle(surf, hi, (c - s // 8, c - s // 8), max(2, s // 6))
    pygame.draw.circle(surf, ring or (250, 246, 236), (c, c), s // 2, max(2, s // 10))
    pygame.draw.circle(surf, INK, (c, c), s // 2, 1)
    theme.text(surf, letter, (c, c + 1), max(10, round(s * 0.5)), INK, bold=True, anchor="center")
    return surf


def blast(s: int) -> pygame.Surface:
    """The blast-from-the-past: an old friend with a speech bubble full of talk."""
    surf = _surf(s)
    bub = pygame.Rect(s * 0.04, s * 0.02, s * 0.92, s * 0.46)
    pygame.draw.ellipse(surf, (255, 250, 235), bub)
    pygame.draw.polygon(surf, (255, 250, 235), [(s * 0.4, s * 0.4), (s * 0.56, s * 0.4), (s * 0.42, s * 0.6)])
    pygame.draw.ellipse(surf, INK, bub, max(1, s // 24))
    theme.text(surf, "bla bla", bub.center, max(8, round(s * 0.2)), INK, bold=True, anchor="center")
    fig = person(round(s * 0.5), (250, 120, 60))
    surf.blit(fig, (s * 0.3, s * 0.5))
    return surf


def speaker(w: int, h: int) -> pygame.Surface:
    surf = _surf(w, h)
    pygame.draw.rect(surf, (30, 28, 34), surf.get_rect(), border_radius=3)
    pygame.draw.rect(surf, (90, 90, 96), surf.get_rect(), 1, border_radius=3)
    pygame.draw.circle(surf, (70, 70, 80), (w // 2, h * 0.32), max(2, w // 4))
    pygame.draw.circle(surf, (70, 70, 80), (w // 2, h * 0.72), max(2, w // 3))
    return surf
