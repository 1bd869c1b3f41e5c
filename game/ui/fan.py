"""A hand of cards fanned out along the foot of a table: where each card lies (a gentle arc, the
outer cards lower and turned outwards, the picked ones raised), which part of it a click hits
(what the next card leaves uncovered), and its turned outline (for a hover ring). No drawing:
the game blits its cards, turned by ``angle``, centred on ``rect``."""

from __future__ import annotations

from typing import NamedTuple

import pygame


class Fanned(NamedTuple):
    """A card of the fan: its rect, turned by ``angle`` degrees, and the part of it a click hits."""

    rect: pygame.Rect
    angle: float
    hit: pygame.Rect


def fan(order: list, area: pygame.Rect, card: tuple[int, int], raised=(), step: float = 146, foot: int = 24,
        sag: float = 2.2, tilt: float = 1.5, lift: int = 40, min_hit: int = 20) -> dict:
    """Each card of ``order`` (left to right) in a fan centred in ``area``: at most ``step`` px apart
    (closer when they would not fit), ``foot`` px above the area's foot in the middle and ``sag``
    px lower per (place from the middle)², turned ``tilt`` degrees per place from the middle, those
    in ``raised`` ``lift`` px higher. A card's click part is at least ``min_hit`` px wide."""
    out: dict = {}
    n = len(order)
    step = min(step, (area.width - card[0]) / max(1, n - 1)) if n > 1 else 0
    x0 = area.centerx - (card[0] + step * (n - 1)) / 2
    mid = (n - 1) / 2
    for i, c in enumerate(order):
        d = i - mid
        r = pygame.Rect(round(x0 + i * step), round(area.bottom - card[1] - foot + d * d * sag), *card)
        if c in raised:
            r.y -= lift
        hit_w = card[0] if i == n - 1 else max(min_hit, min(card[0], round(step)))
        out[c] = Fanned(r, -d * tilt, pygame.Rect(r.x, r.y, hit_w, card[1]))
    return out


def corners(r: pygame.Rect, angle: float) -> list[pygame.Vector2]:
    """The corners of ``r`` turned by ``angle`` degrees about its centre (a fanned card's outline)."""
    hw, hh = r.width / 2, r.height / 2
    return [pygame.Vector2(r.center) + pygame.Vector2(dx, dy).rotate(-angle)
            for dx, dy in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))]
