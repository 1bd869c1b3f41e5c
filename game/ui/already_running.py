"""What a second start on a user folder in use shows (:mod:`game.core.instance` refused it): one
line on the terminal, and, since a double-click starts Open Air without one, a small window with
the same message and an OK button (Enter, Space, Escape or closing the window do the same). It
reads nothing but the Language setting and writes nothing, so the running Open Air's files stay
as they are. Without a display it is only the line (SDL's dummy and offscreen drivers draw the
window once and close it, as nobody could press OK).
"""

from __future__ import annotations

import logging
import sys

import pygame

from game.core import i18n
from game.core.i18n import _
from game.core.instance import AlreadyRunning

log = logging.getLogger(__name__)

SIZE = (760, 300)
PAD = 32
TITLE_SIZE = 30
BODY_SIZE = 22
BUTTON_SIZE = 24
#: the drivers of a window no one sees
HEADLESS = ("dummy", "offscreen")


def terminal_line(busy: AlreadyRunning) -> str:
    if busy.pid is not None:
        return _("Open Air is already running (process {pid}) and using the files in {folder}. "
                 "Switch to its window, or close it and start Open Air again.").format(
            pid=busy.pid, folder=busy.folder)
    return _("Open Air is already running and using the files in {folder}. "
             "Switch to its window, or close it and start Open Air again.").format(folder=busy.folder)


def use_saved_language() -> None:
    """The Language setting, read without touching the file (the other Open Air owns it)."""
    from game.core import storage
    from game.core.settings import Settings, settings_path
    try:
        data = storage.load_json(settings_path())
        lang = Settings.from_json(data).language if isinstance(data, dict) else ""
    except Exception:  # noqa: BLE001 - a setting that cannot be read: the system's language
        lang = ""
    i18n.use(lang)


class Notice:
    """The message window's content: a title, a text and OK (which has the keyboard focus)."""

    def __init__(self, size=SIZE):
        from . import widgets
        self.size = size
        w, h = size
        self.title = _("Open Air is already running")
        self.body = _("Another Open Air window is open with the same saves and settings, and two "
                      "would overwrite each other's games. Switch to that window, or close it and "
                      "start Open Air again.")
        self.ok = widgets.Button((w - PAD - 160, h - PAD - 56, 160, 56), _("OK"), primary=True,
                                 size=BUTTON_SIZE, name="ok")
        self.done = False

    def handle(self, event: pygame.event.Event) -> bool:
        """Take one event; True once the window should close."""
        if event.type == pygame.QUIT:
            self.done = True
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                            pygame.K_SPACE, pygame.K_ESCAPE):
            self.done = True
        elif self.ok.handle(event):
            self.done = True
        return self.done

    def draw(self, surface: pygame.Surface) -> None:
        from . import theme, widgets
        surface.fill(theme.BG)
        w, h = self.size
        theme.text(surface, theme.cut(self.title, TITLE_SIZE, w - 2 * PAD, bold=True), (PAD, PAD),
                   TITLE_SIZE, theme.ACCENT, bold=True)
        body = pygame.Rect(PAD, PAD + 56, w - 2 * PAD, self.ok.rect.top - PAD - 56 - 12)
        theme.text_block(surface, self.body, body, BODY_SIZE)
        self.ok.draw(surface)
        widgets.focus_ring(surface, self.ok.rect)


def show_window() -> None:
    """The message window until OK (once, without a display); any display error: no window."""
    try:
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(_("Open Air is already running"))
        try:
            from .assets import Images
            images = Images()
            if images.exists("app_icon_64.png"):
                pygame.display.set_icon(images.get("app_icon_64.png", alpha=True))
        except (pygame.error, OSError):
            pass
        window = pygame.display.set_mode(SIZE)
        notice = Notice()
        seen = pygame.display.get_driver() not in HEADLESS
        while True:
            notice.draw(window)
            pygame.display.flip()
            if not seen:
                return
            if notice.handle(pygame.event.wait()):
                return
    except pygame.error as exc:                          # the terminal line has said it
        log.debug("no window for the second start: %s", exc)
    finally:
        pygame.quit()


def tell(busy: AlreadyRunning, window: bool = True) -> int:
    """Say that Open Air is already running (the terminal, then the window); the exit status, 0."""
    use_saved_language()
    try:
        print(terminal_line(busy), file=sys.stderr, flush=True)
    except (OSError, ValueError):                       # no terminal at all (openair-gui)
        pass
    if window:
        show_window()
    return 0
