"""What the player is told when the user folder misbehaves: the persistent "Can't save" banner
(a strip along the window's top edge while the autosave cannot be written, :func:`message`; the app
scales the canvas into the room below it, so it covers nothing), and the sentences for a file that
could not be read (kept aside, or left where it was when even that failed).

The banner is about the game in progress: it stands while ``storage.trouble`` holds an error for
the saves folder (the autosave's; also a start whose probe there failed, a read-only or an
unreachable folder) and goes with the first autosave that works. A write elsewhere that failed
once (an exported replay, the statistics) is told by a message when it happens and leaves no
banner. Every path and error shown goes through ``paths.shown`` (a file name that is no UTF-8
cannot break the drawing)."""

from __future__ import annotations

from functools import cache

import pygame

from game.core import paths, storage
from game.core.i18n import _

from . import theme

FILL = (120, 36, 32)
EDGE = (236, 120, 100)
PAD = 10


def message() -> str:
    """The banner's sentence while the autosave cannot be written (the saves folder's error), else "".
    Asked several times a frame: with no folder in trouble (nearly always) it answers at once,
    without working out where the saves folder is."""
    if storage.trouble.current() is None:
        return ""
    trouble = storage.trouble.of(paths.saves_dir())
    return save_trouble_text(trouble) if trouble is not None else ""


def save_trouble_text(exc: OSError) -> str:
    """The banner's sentence for a write error."""
    kind = storage.why(exc)
    if kind == "full":
        return _("Can't save: the disk is full — your game continues but won't be resumable.")
    if kind == "read-only":
        return _("Can't save: the folder is read-only or not yours — your game continues but won't be "
                 "resumable.")
    return _("Can't save: {error} — your game continues but won't be resumable.").format(
        error=paths.shown(exc.strerror or exc))


def broken_text(exc: storage.BrokenFile) -> str:
    """What happened to a file that could not be read, in a sentence."""
    name = paths.shown(exc.path.name)
    if exc.kept is None:
        return _("{file} could not be read, and it could not be moved aside either; Open Air goes on "
                 "without it.").format(file=name)
    if exc.too_large:
        return _("{file} is larger than Open Air reads ({megabytes} MB), so it was not opened; it was kept "
                 "as {kept}.").format(file=name, megabytes=storage.MAX_BYTES // (1024 * 1024),
                                      kept=paths.shown(exc.kept.name))
    return _("{file} could not be read; it was kept as {kept}.").format(file=name, kept=paths.shown(exc.kept.name))


@cache
def layout(message: str, width: int) -> tuple[tuple[str, ...], int, int]:
    """The banner's lines, text size and height (window pixels) for a window ``width`` wide: one
    line where it fits, else two."""
    size = 22 if width >= 1280 else 20
    lines = tuple(theme.wrap(message, size, width - 90, bold=True)[:2])
    step = theme.font(size, True).get_linesize()
    return lines, size, 2 * PAD + step * len(lines)


def draw(surface: pygame.Surface, message: str) -> pygame.Rect:
    """The banner along the top edge of ``surface`` (the window): a warning mark and ``message`` on
    a dark red strip (the words carry the meaning; the colour only draws the eye)."""
    w = surface.get_width()
    lines, size, height = layout(message, w)
    rect = pygame.Rect(0, 0, w, height)
    pygame.draw.rect(surface, FILL, rect)
    pygame.draw.line(surface, EDGE, (0, rect.bottom - 2), (w, rect.bottom - 2), 2)
    centre = (34, PAD + theme.font(size, True).get_linesize() // 2)
    pygame.draw.circle(surface, EDGE, centre, size * 2 // 3)
    theme.text(surface, "!", centre, size, theme.TEXT_DARK, bold=True, anchor="center")
    step = theme.font(size, True).get_linesize()
    for i, line in enumerate(lines):
        theme.text(surface, line, (66, PAD + step * i), size, theme.TEXT, bold=True)
    return rect
