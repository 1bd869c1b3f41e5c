"""What the player is told when the user folder misbehaves: the persistent "Can't save" banner
(drawn by the app over every screen while ``storage.trouble`` holds an error), and the sentences
for a file that could not be read (kept aside, or left where it was when even that failed)."""

from __future__ import annotations

import pygame

from game.core import storage
from game.core.i18n import _

from . import theme
from .scene import LOGICAL_SIZE

BANNER_H = 48
FILL = (120, 36, 32)
EDGE = (236, 120, 100)


def save_trouble_text(exc: OSError) -> str:
    """The banner's sentence for a write error."""
    kind = storage.why(exc)
    if kind == "full":
        return _("Can't save: the disk is full — your game continues but won't be resumable.")
    if kind == "read-only":
        return _("Can't save: the folder is read-only or not yours — your game continues but won't be "
                 "resumable.")
    return _("Can't save: {error} — your game continues but won't be resumable.").format(
        error=exc.strerror or exc)


def broken_text(exc: storage.BrokenFile) -> str:
    """What happened to a file that could not be read, in a sentence."""
    name = exc.path.name
    if exc.kept is None:
        return _("{file} could not be read, and it could not be moved aside either; Open Air goes on "
                 "without it.").format(file=name)
    if exc.too_large:
        return _("{file} is larger than Open Air reads ({megabytes} MB), so it was not opened; it was kept "
                 "as {kept}.").format(file=name, megabytes=storage.MAX_BYTES // (1024 * 1024), kept=exc.kept.name)
    return _("{file} could not be read; it was kept as {kept}.").format(file=name, kept=exc.kept.name)


def draw(surface: pygame.Surface, message: str) -> pygame.Rect:
    """The banner along the top edge: a warning mark and ``message`` on a dark red strip (the
    words carry the meaning; the colour only draws the eye)."""
    w = LOGICAL_SIZE[0]
    size = 22
    lines = theme.wrap(message, size, w - 160)[:2]
    rect = pygame.Rect(0, 0, w, BANNER_H + 28 * (len(lines) - 1))
    strip = pygame.Surface(rect.size, pygame.SRCALPHA)
    strip.fill((*FILL, 235))
    surface.blit(strip, rect)
    pygame.draw.line(surface, EDGE, rect.bottomleft, rect.bottomright, 2)
    mark = pygame.Rect(0, 0, 30, 30)
    mark.center = (48, rect.centery)
    pygame.draw.circle(surface, EDGE, mark.center, 15)
    theme.text(surface, "!", mark.center, 24, theme.TEXT_DARK, bold=True, anchor="center")
    for i, line in enumerate(lines):
        theme.text(surface, line, (80, 10 + 28 * i), size, theme.TEXT, bold=True)
    return rect
