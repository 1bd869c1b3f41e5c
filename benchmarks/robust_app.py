"""The robustness benchmark's hands on the real app: a headless App in a scratch home, clicks by
target name, and a probe that sees what the player is told (toasts, banners, message screens)
and what went wrong (an exception, the error screen, a traceback in the log).

No case touches the player's own folder: every one runs with ``OPENAIR_HOME`` pointing at a
fresh temporary folder (:func:`scratch_home`).
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import tempfile
import traceback
from dataclasses import dataclass, field
from pathlib import Path


def headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@dataclass
class Result:
    """One hostile case: whether it was handled cleanly, what was seen, how to see it again."""

    group: str
    label: str
    ok: bool
    detail: str = ""
    repro: str = ""


@contextlib.contextmanager
def scratch_home(keep: bool = False):
    """A fresh ``OPENAIR_HOME`` for one case (removed afterwards unless ``keep``)."""
    before = os.environ.get("OPENAIR_HOME")
    home = Path(tempfile.mkdtemp(prefix="openair-robust-"))
    os.environ["OPENAIR_HOME"] = str(home)
    try:
        yield home
    finally:
        if before is None:
            os.environ.pop("OPENAIR_HOME", None)
        else:
            os.environ["OPENAIR_HOME"] = before
        if not keep:
            shutil.rmtree(home, ignore_errors=True)


class _LogCatcher(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@dataclass
class Probe:
    """Watches one case: toasts and pushed scenes (by class), log records at WARNING and above."""

    toasts: list[str] = field(default_factory=list)
    #: the "Can't save" banner each time it came up (``storage.trouble``)
    banners: list[str] = field(default_factory=list)
    scenes: list[str] = field(default_factory=list)
    _undo: list = field(default_factory=list)
    _log: _LogCatcher | None = None

    def __enter__(self) -> Probe:
        from game.core import storage
        from game.ui.app import App
        probe = self
        trouble = getattr(storage, "trouble", None)
        if trouble is not None:         # write errors of an earlier case's folder are not this case's
            trouble.reset()

            real_failed = trouble.failed

            def failed(folder, exc) -> None:    # the banner as it comes (a later write may clear it again)
                probe.banners.append(f"banner: {exc}")
                real_failed(folder, exc)
            trouble.failed = failed
            self._undo.append(lambda: trouble.__dict__.pop("failed", None))

        def wrap(name, before):
            real = getattr(App, name)

            def spy(self, *args, **kwargs):
                before(*args, **kwargs)
                return real(self, *args, **kwargs)
            setattr(App, name, spy)
            self._undo.append(lambda: setattr(App, name, real))

        wrap("toast", lambda message, *a, **k: probe.toasts.append(str(message)))
        for name in ("push", "replace", "reset"):
            wrap(name, lambda scene, *a, **k: probe.scenes.append(f"{type(scene).__module__}.{type(scene).__name__}"))
        self._log = _LogCatcher()
        logging.getLogger().addHandler(self._log)
        return self

    def __exit__(self, *exc) -> None:
        for undo in reversed(self._undo):
            undo()
        self._undo.clear()
        logging.getLogger().removeHandler(self._log)

    def tracebacks(self) -> list[str]:
        """Log records that carry a traceback (a caught exception the log kept)."""
        return [r.getMessage() for r in (self._log.records if self._log else []) if r.exc_info]

    def message_scenes(self) -> list[str]:
        """Scenes pushed that tell the player something (a dialog, a message or error screen)."""
        words = ("dialog", "message", "error", "notice", "problem", "warning")
        return [s for s in self.scenes if any(w in s.lower() for w in words)]


def banners(app) -> list[str]:
    """Whatever persistent banner the app shows now: the "Can't save" banner (``storage.trouble``)
    and any attribute of the app or its top scene named like a banner that holds something."""
    from game.core import storage
    trouble = getattr(storage, "trouble", None)
    found = [f"banner: {trouble.current()}"] if trouble is not None and trouble.current() is not None else []
    for owner in (app, getattr(app, "top", None)):
        if owner is None:
            continue
        for name in dir(owner):
            if "banner" not in name.lower() or name.startswith("__"):
                continue
            try:
                value = getattr(owner, name)
            except Exception:  # noqa: BLE001 - a property that fails is no banner
                continue
            if value and not callable(value) and not isinstance(value, (int, float, type)):
                found.append(f"{name}={value!r}"[:160])
    return found


def told(app, probe: Probe) -> list[str]:
    """Everything the player was told in this case."""
    return [*probe.toasts, *probe.banners, *probe.message_scenes(), *(banners(app) if app is not None else [])]


def error_screen(app) -> str | None:
    """The top-level guard's error screen, if one is on the stack (an unexpected exception)."""
    for scene in getattr(app, "stack", []):
        kind = f"{type(scene).__module__}.{type(scene).__name__}".lower()
        if kind.endswith("error") or ".error." in kind or "errorscene" in kind or "crash" in kind:
            return kind
    return None


def new_app(start: bool = True):
    """The real App with the launcher, headless at the logical size, animations off."""
    headless()
    from game.ui.app import App
    from game.ui.scene import LOGICAL_SIZE
    app = App(size=LOGICAL_SIZE, start=start)
    app.anim_speed_override = 0.0
    return app


def close(app) -> None:
    """Quit as the player would (autosave, settings), then take the scenes down."""
    if app is None:
        return
    with contextlib.suppress(Exception):
        app.shutdown()
    while getattr(app, "stack", None):
        with contextlib.suppress(Exception):
            app.stack.pop().exit()


def frames(app, n: int = 3) -> None:
    for _ in range(n):
        app.step([])


def click(app, name: str) -> bool:
    """Click the target ``name`` of the top scene (mouse moved there first); False if it is not there."""
    import pygame
    top = app.top
    targets = top.targets() if top is not None else {}
    if name not in targets:
        return False
    pos = app.to_window(targets[name].center)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    return True


def key(app, k: int, unicode: str = "") -> None:
    import pygame
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0),
              pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=unicode, scancode=0)])


def to_launcher(app) -> None:
    """Back to the launcher through the screens (Esc, a message's first button), else by reset."""
    import pygame

    from game.ui.scenes.launcher import LauncherScene
    for _ in range(6):
        top = app.top
        if top is None or isinstance(top, LauncherScene):
            break
        if getattr(top, "runner", None) is not None and not getattr(top, "read_only", False):
            key(app, pygame.K_ESCAPE)               # the pause menu
            if click(app, "save_quit"):
                continue
        key(app, pygame.K_ESCAPE)
    if not isinstance(app.top, LauncherScene):
        app.reset(LauncherScene(app))
    frames(app, 2)


def start_game(app, game_id: str) -> str:
    """From the launcher: the game's tile, then Start; "" when a table (or its privacy cover) shows,
    else what was on top instead."""
    from game.ui.table import TableScene
    to_launcher(app)
    if not click(app, f"game:{game_id}"):
        return f"no tile for {game_id} on {app.top.name}"
    frames(app, 2)
    if not click(app, "start"):
        return f"no Start on {app.top.name}"
    frames(app, 4)
    if app.find(TableScene) is None:
        return f"no table after Start ({app.top.name} on top)"
    return ""


def run_guarded(fn, *args) -> str:
    """``fn(*args)``; the traceback of any exception, else ""."""
    try:
        fn(*args)
    except Exception:  # noqa: BLE001 - the benchmark counts every failure
        return traceback.format_exc()
    return ""
