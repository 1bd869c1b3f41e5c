"""Backgrounds of the shell's screens: a festival night (sky, stage lights,
bunting, the crowd), drawn once in code and cached."""

from __future__ import annotations

import math
import random

import pygame

from .. import theme
from ..scene import LOGICAL_SIZE
from ..surface_cache import surface_cache

#: the one backdrop each of launcher() and page() keeps (a whole screen), until a table opens
#: (game.ui.surface_cache's "shell" scope: not on show at a table, drawn again in some 30 ms after it)
SCREEN_BYTES = LOGICAL_SIZE[0] * LOGICAL_SIZE[1] * 4
FLAG_COLOURS = [(230, 90, 80), (255, 176, 59), (110, 200, 120), (91, 192, 222), (186, 104, 200),
                (255, 230, 120)]


def _gradient(size, top, bottom) -> pygame.Surface:
    w, h = size
    strip = pygame.Surface((1, 2))
    strip.set_at((0, 0), top)
    strip.set_at((0, 1), bottom)
    return pygame.transform.smoothscale(strip, (w, h))


def _blur(surf: pygame.Surface, factor: int = 8) -> pygame.Surface:
    w, h = surf.get_size()
    small = pygame.transform.smoothscale(surf, (max(1, w // factor), max(1, h // factor)))
    return pygame.transform.smoothscale(small, (w, h))


def _beams(size, rng: random.Random, strength: int = 34) -> pygame.Surface:
    w, h = size
    layer = pygame.Surface(size, pygame.SRCALPHA)
    colours = [(255, 176, 59), (91, 192, 222), (230, 90, 140), (186, 104, 200), (255, 230, 120)]
    for i in range(7):
        x = w * (0.12 + 0.76 * i / 6) + rng.uniform(-40, 40)
        angle = math.radians(rng.uniform(-28, 28))
        length = h * 1.3
        spread = math.radians(6)
        tip = (x, h + 30)
        a = (x + math.sin(angle - spread) * length, h - math.cos(angle - spread) * length)
        b = (x + math.sin(angle + spread) * length, h - math.cos(angle + spread) * length)
        pygame.draw.polygon(layer, (*colours[i % len(colours)], strength), [tip, a, b])
    return _blur(layer, 6)


def bunting(surface: pygame.Surface, y: int, sag: int = 40, flag: int = 38, x0: int = -20,
            x1: int | None = None, alpha: int = 255, seed: int = 0) -> None:
    """A string of triangle flags hanging between two points."""
    x1 = surface.get_width() + 20 if x1 is None else x1
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    n = max(2, int((x1 - x0) / (flag * 1.35)))

    def at(t: float) -> tuple[float, float]:
        return x0 + (x1 - x0) * t, y + sag * 4 * t * (1 - t)

    pts = [at(i / 60) for i in range(61)]
    pygame.draw.lines(layer, (200, 190, 170, alpha), False, pts, 2)
    for i in range(n):
        t0, t1 = (i + 0.15) / n, (i + 0.85) / n
        p0, p1 = at(t0), at(t1)
        mid = at((t0 + t1) / 2)
        tipp = (mid[0], mid[1] + flag * 1.1)
        colour = FLAG_COLOURS[(i + seed) % len(FLAG_COLOURS)]
        pygame.draw.polygon(layer, (*colour, alpha), [p0, p1, tipp])
        shade = (0, 0, 0, alpha // 5)
        pygame.draw.polygon(layer, shade, [mid, p1, tipp])
    surface.blit(layer, (0, 0))


def _stars(surface: pygame.Surface, rng: random.Random, count: int, max_y: int) -> None:
    for _ in range(count):
        x, y = rng.randrange(surface.get_width()), rng.randrange(max_y)
        b = rng.randint(90, 220)
        surface.set_at((x, y), (b, b, min(255, b + 20)))
        if rng.random() < 0.08:
            pygame.draw.circle(surface, (b, b, b), (x, y), 2)


def _crowd(surface: pygame.Surface, rng: random.Random, base: int, colour, height: int) -> None:
    w = surface.get_width()
    x = -20
    while x < w + 20:
        head = rng.randint(13, 19)
        top = base - rng.randint(int(height * 0.55), height)
        pygame.draw.circle(surface, colour, (x, top), head)
        pygame.draw.rect(surface, colour, (x - head - 8, top + head - 2, 2 * head + 16, base - top + 40),
                         border_radius=head)
        if rng.random() < 0.35:   # arms up
            side = rng.choice((-1, 1))
            hx = x + side * (head + rng.randint(10, 26))
            pygame.draw.line(surface, colour, (x + side * head, top + head + 6), (hx, top - rng.randint(30, 60)), 9)
        x += rng.randint(26, 44)


@surface_cache(SCREEN_BYTES, 1, scope="shell")
def launcher() -> pygame.Surface:
    w, h = LOGICAL_SIZE
    rng = random.Random(11)
    surf = _gradient(LOGICAL_SIZE, (46, 26, 74), (16, 14, 24))
    _stars(surf, rng, 420, int(h * 0.7))
    surf.blit(_beams(LOGICAL_SIZE, rng), (0, 0))
    glow = pygame.Surface(LOGICAL_SIZE, pygame.SRCALPHA)
    for i in range(12):
        k = 1 - i / 12
        rect = pygame.Rect(0, 0, w * (0.25 + 0.5 * k), h * (0.2 + 0.45 * k))
        rect.center = (w // 2, int(h * 1.02))
        pygame.draw.ellipse(glow, (255, 150, 60, 7), rect)
    surf.blit(glow, (0, 0))
    _crowd(surf, rng, h + 10, (22, 16, 32), 150)
    _crowd(surf, rng, h + 40, (12, 10, 18), 120)
    bunting(surf, -8, sag=70, flag=40, seed=0)
    bunting(surf, 22, sag=26, flag=28, x0=-60, x1=w + 80, alpha=140, seed=3)
    return surf


@surface_cache(SCREEN_BYTES, 1, scope="shell")
def page() -> pygame.Surface:
    """Quieter background for setup, settings, rules, statistics and results."""
    w, h = LOGICAL_SIZE
    rng = random.Random(5)
    surf = _gradient(LOGICAL_SIZE, (36, 26, 56), (18, 16, 26))
    _stars(surf, rng, 220, int(h * 0.5))
    surf.blit(_beams(LOGICAL_SIZE, rng, strength=16), (0, 0))
    _crowd(surf, rng, h + 60, (20, 16, 28), 110)
    bunting(surf, -14, sag=36, flag=26, alpha=190, seed=2)
    return surf


def dim(surface: pygame.Surface, alpha: int = 170) -> None:
    """Darken what is already drawn (under an overlay)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((10, 8, 16, alpha))
    surface.blit(veil, (0, 0))


def title(surface: pygame.Surface, text: str, center, size: int = 56, colour=theme.TEXT) -> pygame.Rect:
    """A heading with a soft dark shadow."""
    theme.text(surface, text, (center[0] + 3, center[1] + 4), size, (8, 6, 12), bold=True, anchor="center")
    return theme.text(surface, text, center, size, colour, bold=True, anchor="center")
