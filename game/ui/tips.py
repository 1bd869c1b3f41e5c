"""Hover texts of every scene: when they show and where they stand.

A hover text waits :data:`TIP_DELAY` seconds of hovering before it shows (at once when the
keyboard's focus put it there), so passing the mouse over the table does not flash boxes.
It stands beside what it explains, as near as it can (right of it, else left, below or above,
then level with the mouse, then slid past what is in the way), never on it, never on the areas a
scene keeps clear (the prompt panel) or on the areas that matter (the log, the market, a camp's
header: the table's ``clear`` areas, but for one that holds what it explains), and inside the
screen. A disabled button's "why not" is one line right beside the button (:func:`place_line`).
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


def _gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """How far apart two rects are (0 when they touch or overlap), across and down added."""
    return max(0, a.left - b.right, b.left - a.right) + max(0, a.top - b.bottom, b.top - a.bottom)


def _blocking(target: pygame.Rect, areas: Iterable) -> list[pygame.Rect]:
    """The areas a hover text of ``target`` keeps clear of: all of ``areas`` but those that hold the
    target (a market card's text may lie over the market's other cards, never over the log)."""
    return [a for a in map(_as_rect, areas) if not a.contains(target)]


def _slid(r: pygame.Rect, blocked: list[pygame.Rect], along_x: bool) -> list[pygame.Rect]:
    """``r`` moved along one axis just past each area in ``blocked`` it covers (before it, after it)."""
    out = []
    for area in blocked:
        if not r.colliderect(area):
            continue
        if along_x:
            out += [r.move(area.right + GAP - r.x, 0), r.move(area.left - GAP - r.right, 0)]
        else:
            out += [r.move(0, area.bottom + GAP - r.y), r.move(0, area.top - GAP - r.bottom)]
    return out


def place_beside(size: tuple[int, int], target, bounds, avoid: Iterable = (),
                 first: tuple[int, int] | None = None, clear: Iterable = (),
                 near: tuple[int, int] | None = None, reach: bool = False,
                 anyway: bool = False) -> pygame.Rect | None:
    """Where a box of ``size`` stands beside ``target`` inside ``bounds``: with its midbottom at
    ``first`` if given and free, else the nearest free place beside the target (right of it, left,
    below, above first; then level with the mouse ``near``, then slid past what is in the way). A
    target inside an area to ``avoid`` counts as that whole area (a prompt's button: the text stands
    beside the prompt, as near the button as it can). It never covers the target, ``avoid`` or the
    areas that matter, ``clear`` (the log, the market, a camp's header), except one of those that
    holds the target itself. With ``reach`` it may stand farther off, past what is in the way (left
    of the market rather than on it). None when nothing fits; with ``anyway``, then the place
    beside the target that covers the least of them."""
    target, bounds = _as_rect(target), _as_rect(bounds)
    keep_clear = [_as_rect(a) for a in avoid]
    zone = target.copy()
    for area in keep_clear:
        if area.colliderect(target):
            zone.union_ip(area)
    blocked = keep_clear + _blocking(target, clear)
    w, h = size

    def free(r: pygame.Rect) -> bool:
        return bounds.contains(r) and not r.colliderect(zone) and r.collidelist(blocked) < 0

    def into_screen(r: pygame.Rect, along_x: bool) -> pygame.Rect:
        if along_x:                   # below or above: slide along the edge into the screen
            r.x = max(bounds.left, min(r.x, bounds.right - w))
        else:                         # beside: slide up or down into the screen
            r.y = max(bounds.top, min(r.y, bounds.bottom - h))
        return r

    if first is not None:
        r = into_screen(pygame.Rect(first[0] - w // 2, first[1] - h, w, h), False)
        if free(r):
            return r
    right, left = zone.right + GAP, zone.left - GAP - w
    below, above = zone.bottom + GAP, zone.top - GAP - h
    level = [] if near is None else [near[1] - h // 2]
    places = [(right, target.top, False), (left, target.top, False), (target.x, below, True), (target.x, above, True)]
    places += [(x, y, False) for y in (*level, target.bottom - h) for x in (right, left)]
    places += [(x, y, True) for y in (below, above) for x in (target.right - w, target.centerx - w // 2)]
    spots = [(into_screen(pygame.Rect(x, y, w, h), along_x), along_x) for x, y, along_x in places]
    for r, along_x in list(spots):          # (still beside the target once slid)
        spots += [(moved, along_x) for moved in _slid(r, blocked, along_x)
                  if (zone.left < moved.right and moved.left < zone.right if along_x
                      else zone.top < moved.bottom and moved.top < zone.bottom)]
    if reach:                               # farther off: past what is in the way, on the same side
        def side(r: pygame.Rect, along_x: bool) -> bool:
            return r.top >= zone.bottom if along_x else r.left >= zone.right
        todo = list(spots)
        for _step in range(3):
            todo = [(moved, along_x) for r, along_x in todo for moved in _slid(r, blocked, not along_x)
                    if side(moved, along_x) == side(r, along_x) and not moved.colliderect(zone)]
            spots += todo
    good = [(i, r) for i, (r, _along) in enumerate(spots) if free(r)]
    if good:
        return min(good, key=lambda one: (_gap(one[1], target), one[0]))[1]
    if not anyway:
        return None
    fits = [(i, r) for i, (r, _along) in enumerate(spots) if bounds.contains(r) and not r.colliderect(zone)]
    if not fits:
        return None
    return min(fits, key=lambda one: (sum(_overlap(one[1], a) for a in blocked), _gap(one[1], target), one[0]))[1]


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.width * clip.height


def place_line(size: tuple[int, int], target, bounds, clear: Iterable = (), panel=None) -> pygame.Rect | None:
    """Where a one-line box of ``size`` (a disabled button's "why not") stands beside the button
    ``target``: at the edge of the ``panel`` that holds the button, just above it (centred on the
    button, else ending with it, else starting with it) or just below, so that it covers nothing the
    panel says; else right beside the button, above, below, left or right of it. Always inside
    ``bounds``, never on the button or on ``clear`` (the log, the market, a camp's header, the other
    buttons), except an area that holds the button. None when nothing fits."""
    target, bounds = _as_rect(target), _as_rect(bounds)
    blocked = _blocking(target, clear)
    w, h, gap = *size, GAP // 2
    xs = (target.centerx - w // 2, target.right - w, target.x)
    tries = []
    if panel is not None and _as_rect(panel).contains(target):
        panel = _as_rect(panel)
        tries.append(([(pygame.Rect(x, y, w, h), True) for y in (panel.top - gap - h, panel.bottom + gap) for x in xs],
                      [*blocked, panel]))
    spots = [(pygame.Rect(x, y, w, h), True) for y in (target.top - gap - h, target.bottom + gap) for x in xs]
    spots += [(pygame.Rect(x, target.centery - h // 2, w, h), False)
              for x in (target.left - gap - w, target.right + gap)]
    tries.append((spots, blocked))
    for spots, keep_clear in tries:
        placed = [(r.clamp(bounds), along_x) for r, along_x in spots]
        slid = [one for r, along_x in placed for one in _slid(r, keep_clear, along_x)]
        for one in [r for r, _along in placed] + slid:
            if bounds.contains(one) and not one.colliderect(target) and one.collidelist(keep_clear) < 0:
                return one
    return None
