"""The display the window opens on: whether there is one, how large a window it takes, and the
noise its libraries print.

- :func:`check` after ``pygame.init()``: no video driver at all (``SDL_VIDEODRIVER=nonsense``), or
  none but SDL's invisible stand-ins (``offscreen``, ``dummy``) when nobody asked for them (no X11
  or Wayland display: SDL would open an invisible window and the app would seem to hang), raises
  :class:`NoDisplay` with one sentence; ``openair`` prints it and ends with status 1. Tests, the
  tour and the benchmarks ask for ``dummy`` in ``SDL_VIDEODRIVER``, so it is theirs to use.
- :func:`fit` keeps a stored window size within the desktop (a settings file saying 16384x16384
  would otherwise make a window of 1.2 GB).
- :func:`quiet_stderr` around the libraries' start: what ALSA ("ALSA lib confmisc.c ... cannot
  find card '0'") and libwayland ("error: XDG_RUNTIME_DIR is invalid or not set") print straight
  to the process's stderr on a machine without sound or Wayland goes to the log instead of the
  terminal (they are not errors of Open Air: it plays without sound, or on X11).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile

import pygame

from game.core.i18n import _

log = logging.getLogger(__name__)

#: SDL's video drivers that show nothing: used only when asked for by name
INVISIBLE = ("offscreen", "dummy", "evdev")
#: the smallest window a stored size is opened at (the launcher still fits)
MIN_SIZE = (640, 360)


class NoDisplay(RuntimeError):
    """No window can be shown here; ``str()`` is the one line the terminal gets."""


def check(environ=os.environ) -> None:
    """Raise :class:`NoDisplay` when no visible window can be opened (after ``pygame.init()``)."""
    asked = environ.get("SDL_VIDEODRIVER", "")
    if not pygame.display.get_init():
        try:
            with quiet_stderr():
                pygame.display.init()
        except pygame.error as exc:
            if asked:
                raise NoDisplay(_("Open Air cannot open its window: SDL_VIDEODRIVER={driver} does not work "
                                  "here ({error}). Unset it, or set it to x11, wayland, windows or cocoa.").format(
                    driver=asked, error=exc)) from None
            raise NoDisplay(_("Open Air cannot open its window: {error}.").format(error=exc)) from None
    driver = pygame.display.get_driver()
    if driver in INVISIBLE and driver not in asked.lower().replace(" ", "").split(","):
        raise NoDisplay(_("Open Air needs a display to show its window, and there is none here (DISPLAY "
                          "and WAYLAND_DISPLAY are not set). Start it on your desktop, or try `openair "
                          "simulate` and `openair tour`, which need none."))


def fit(size, desktop: tuple[int, int] | None = None) -> tuple[int, int] | None:
    """``size`` (a stored window size) within the desktop and at least :data:`MIN_SIZE`; None when
    it is no size at all (then a size is chosen from the desktop)."""
    try:
        w, h = (int(v) for v in size)
    except (TypeError, ValueError, OverflowError):
        return None
    if desktop is None:
        try:
            desktop = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            desktop = (1920, 1080)
    dw, dh = max(desktop[0], MIN_SIZE[0]), max(desktop[1], MIN_SIZE[1])
    return max(MIN_SIZE[0], min(w, dw)), max(MIN_SIZE[1], min(h, dh))


@contextlib.contextmanager
def quiet_stderr():
    """What C libraries write to the process's stderr (file descriptor 2) meanwhile goes to the
    log (INFO) instead. Where there is no such descriptor (``openair-gui`` on Windows), nothing
    changes."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, AttributeError, ValueError):
        yield
        return
    with tempfile.TemporaryFile() as caught:
        os.dup2(caught.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            caught.seek(0)
            said = caught.read(64_000).decode("utf-8", "replace").strip()
            if said:
                log.info("the display and sound libraries said: %s", said)
