"""Hover texts of every scene: when they show and where they stand.

A hover text waits :data:`TIP_DELAY` seconds of hovering before it shows (at once when the
keyboard's focus put it there), so passing the mouse over the table does not flash boxes.
It stands beside what it explains (right of it, else left, below or above), never on it,
never on the areas a scene keeps clear (the prompt panel), and inside the screen.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

import pygame

#: seconds of hovering before a hover text shows (the app's ``tip_delay`` overrides it)
TIP_DELAY = 0.4
#: the room between a hover text and what it explains
GAP = 12


class TipClock:
    """How long the mouse has rested on one thing (``key``): fed the frame's ``dt`` in ``update``,
    read in ``draw``."""

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self.waited = 0.0
        self.ready = False

    def tick(self, key: Hashable | None, dt: float, delay: float, instant: bool = False) -> bool:
        """The thing under the mouse now and the time since the last tick; True when whether a
        hover text shows changed (the screen needs drawing again)."""
        if key != self.key:
            self.key, self.waited = key, 0.0
        else:
            self.waited += dt
        ready = key is not None and (instant or self.waited >= delay)
        changed = ready != self.ready
        self.ready = ready
        return changed

    def pending(self) -> bool:
        """Something is hovered whose text is not shown yet (the loop keeps ticking meanwhile)."""
        return self.key is not None and not self.ready


def delay_of(app) -> float:
    return getattr(app, "tip_delay", TIP_DELAY)


def _as_rect(r) -> pygame.Rect:
    return r if isinstance(r, pygame.Rect) else pygame.Rect(r)


def place_beside(size: tuple[int, int], target, bounds, avoid: Iterable = (),
                 first: tuple[int, int] | None = None) -> pygame.Rect | None:
    """Where a box of ``size`` stands beside ``target`` inside ``bounds``: with its midbottom at
    ``first`` if given and free, else right of the target, left, below or above, the first that
    covers neither the target nor any of ``avoid``. A target inside an area to avoid counts as
    that whole area (a prompt's button: the text stands beside the prompt). None when nothing fits."""
    target, bounds = _as_rect(target), _as_rect(bounds)
    keep_clear = [_as_rect(a) for a in avoid]
    zone = target.copy()
    for area in keep_clear:
        if area.colliderect(target):
            zone.union_ip(area)
    w, h = size
    spots = []
    if first is not None:
        spots.append(pygame.Rect(first[0] - w // 2, first[1] - h, w, h))
    spots += [pygame.Rect(zone.right + GAP, target.top, w, h),
              pygame.Rect(zone.left - GAP - w, target.top, w, h),
              pygame.Rect(target.x, zone.bottom + GAP, w, h),
              pygame.Rect(target.x, zone.top - GAP - h, w, h)]
    for i, r in enumerate(spots):
        if i >= len(spots) - 2:           # below or above: slide along the edge into the screen
            r.x = max(bounds.left, min(r.x, bounds.right - w))
        else:                             # beside: slide up or down into the screen
            r.y = max(bounds.top, min(r.y, bounds.bottom - h))
        if bounds.contains(r) and not r.colliderect(zone) and not any(r.colliderect(a) for a in keep_clear):
            return r
    return None
