"""A report over the dimmed table, held as the report and a strip of the dim, not as a picture as
large as the screen.

A see-through picture of the whole screen (1920x1080) is 8 MB of pixels, and a report that shows
over the table is kept while it shows (issue 21: Höhlengrölen's casting report was its table's
highest moment of memory). All of it but the report's panel is one colour (the dim), so
:class:`Veil` keeps only the panel's part and a strip of the colour, and :meth:`Veil.blit` lays
the strip over the rest: every pixel of the screen gets the same pixel blended over it once, as
the whole picture would give it, for a fraction of the memory.
"""

from __future__ import annotations

import pygame

#: the height of the strip of the dim that is laid over the screen band by band
STRIP_H = 32


class Veil:
    """A picture of ``size`` that is ``colour`` (RGBA, see-through) everywhere outside ``at``'s
    ``part`` (a see-through Surface drawn on that colour)."""

    def __init__(self, size: tuple[int, int], colour: tuple[int, int, int, int], part: pygame.Surface,
                 at: tuple[int, int]):
        self.size = (int(size[0]), int(size[1]))
        self.part = part
        self.area = part.get_rect(topleft=at)
        self._strip = pygame.Surface((self.size[0], STRIP_H), pygame.SRCALPHA)
        self._strip.fill(colour)

    def get_size(self) -> tuple[int, int]:
        return self.size

    @property
    def nbytes(self) -> int:
        """The bytes of pixels it holds (what a cache counts it for: ``game.ui.surface_cache``)."""
        return self.part.get_pitch() * self.part.get_height() + self._strip.get_pitch() * STRIP_H

    def blit(self, surface: pygame.Surface, at: tuple[int, int] = (0, 0)) -> pygame.Rect:
        """Draw it onto ``surface`` with its top left at ``at``, as the whole picture would be;
        returns the rectangle it covers."""
        x0, y0 = at
        whole = pygame.Rect(x0, y0, *self.size)
        part = self.area.move(x0, y0)
        surface.blit(self.part, part)
        for band in (pygame.Rect(whole.x, whole.y, whole.w, part.y - whole.y),              # above
                     pygame.Rect(whole.x, part.bottom, whole.w, whole.bottom - part.bottom),   # below
                     pygame.Rect(whole.x, part.y, part.x - whole.x, part.h),                # left
                     pygame.Rect(part.right, part.y, whole.right - part.right, part.h)):     # right
            if band.w <= 0 or band.h <= 0:
                continue
            for y in range(band.y, band.bottom, STRIP_H):
                surface.blit(self._strip, (band.x, y), pygame.Rect(0, 0, band.w, min(STRIP_H, band.bottom - y)))
        return whole


def report(size: tuple[int, int], rect: pygame.Rect, colour: tuple[int, int, int, int], margin: int,
           draw) -> Veil:
    """The :class:`Veil` of a report drawn by ``draw(size, rect)`` (a function that makes a
    see-through picture of ``size``, ``colour`` all over and a panel at ``rect``, as
    ``game.ui.widgets.score_report`` does): drawn only on the panel's part, ``rect`` grown by
    ``margin`` (its shadow) on each side, clipped to the picture."""
    area = rect.inflate(2 * margin, 2 * margin).clip(pygame.Rect((0, 0), size))
    return Veil(size, colour, draw(area.size, rect.move(-area.x, -area.y)), area.topleft)
