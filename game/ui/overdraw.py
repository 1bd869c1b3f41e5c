"""What a frame drew over a table's static layer, so that the next frame puts back only that.

A table shows its layer (:mod:`.layer`) and draws over it each frame what moves: flights, the
hover ring and hover text, the keyboard's focus. Blitting the whole 1920x1080 layer again every
frame costs a millisecond or more on its own; when the layer on show has not changed and the
surface still holds exactly what the table drew the frame before, the table puts back only the
rectangles that frame drew over it (:class:`Overdraw`), then draws the new overlays.

The kit's drawing helpers note what they draw (``scene.overdraw.add(rect)``); a game's
``draw_extras`` does the same for what it draws itself (``OVERDRAW = True``, the kit's default).
A table that does not (``OVERDRAW = False``), a frame that drew something whose bounds are not
known (:meth:`Overdraw.everything`), a new layer, another scene or a toast over the table: the
whole layer is blitted, as before. ``tests/ui/test_overdraw.py`` checks on all four tables,
frame by frame, that the picture is exactly the layer with the frame's overlays drawn on it.
"""

from __future__ import annotations

import pygame


class Overdraw:
    """The rectangles one frame drew over the layer."""

    __slots__ = ("rects", "whole")

    def __init__(self):
        self.rects: list[pygame.Rect] = []
        self.whole = False

    def add(self, *rects) -> None:
        """Note ``rects`` (rects, rect-likes or lists of them; None: nothing drawn)."""
        for r in rects:
            if r is None:
                continue
            if isinstance(r, list | tuple) and (not r or not isinstance(r[0], int | float)):
                self.add(*r)
            else:
                self.rects.append(pygame.Rect(r))

    def everything(self) -> None:
        """Something was drawn whose bounds are not known: the next frame blits the whole layer."""
        self.whole = True


def put_back(surface: pygame.Surface, layer: pygame.Surface, last: Overdraw | None) -> None:
    """Show ``layer`` on ``surface``: where ``last`` says what the previous frame drew over the same
    layer, only those rectangles; else all of it."""
    if last is None or last.whole:
        surface.blit(layer, (0, 0))
        return
    bounds = surface.get_rect()
    for r in last.rects:
        r = r.clip(bounds)
        if r.width and r.height:
            surface.blit(layer, r, r)
