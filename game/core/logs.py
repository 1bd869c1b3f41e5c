"""The log: a file in the platformdirs log folder (``OPENAIR_HOME/logs`` when set; rotated at
512 KB, two old ones kept), warnings also to stderr. Each start writes one line first: Open Air's
version, the platform, Python, and what the caller adds (the app adds pygame-ce and SDL; this
module imports no pygame). Uncaught exceptions, in the main thread or any other, go to the log
with their traceback (``sys.excepthook``, ``threading.excepthook``)."""

from __future__ import annotations

import logging
import logging.handlers
import platform
import sys
import threading
from pathlib import Path

from . import paths

LOG_NAME = "openair.log"
log = logging.getLogger("openair")


def log_file() -> Path | None:
    """The file the log is written to, or None when it goes to stderr only (no writable folder)."""
    for h in logging.getLogger().handlers:
        if getattr(h, "_openair", False) and isinstance(h, logging.FileHandler):
            return Path(h.baseFilename)
    return None


def setup_logging(level: int = logging.INFO) -> None:
    root = logging.getLogger()
    if any(getattr(h, "_openair", False) for h in root.handlers):
        return
    root.setLevel(level)
    try:
        folder = paths.log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.handlers.RotatingFileHandler(
            folder / LOG_NAME, maxBytes=512_000, backupCount=2, encoding="utf-8")
        handler.setFormatter(_Escaped("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        handler._openair = True
        root.addHandler(handler)
    except (OSError, ValueError):       # no log folder (out of reach, read-only): the terminal only
        pass
    console = logging.StreamHandler()
    console.setFormatter(_Escaped())
    console.setLevel(logging.WARNING)
    console._openair = True
    root.addHandler(console)


class _Escaped(logging.Formatter):
    """A record as text that any stream takes: what UTF-8 cannot hold (a file name from another
    system, kept by Python as lone surrogates) is written as its escape (``\\udce9``)."""

    def format(self, record: logging.LogRecord) -> str:
        return super().format(record).encode("utf-8", "backslashreplace").decode("utf-8")


def versions(**extra: str) -> str:
    """"Open Air 0.1.0, Linux-6.1-x86_64 (x86_64), Python 3.12.3, pygame-ce 2.5.2, SDL 2.30.8"."""
    from game import __version__
    parts = [f"Open Air {__version__}", f"{platform.platform()} ({platform.machine()})",
             f"Python {platform.python_version()}"]
    parts += [f"{name} {value}" for name, value in extra.items()]
    return ", ".join(parts)


def start(**extra: str) -> Path | None:
    """Set up the log, write the start line (``extra``: more versions, e.g. pygame-ce and SDL) and
    route uncaught exceptions into it; returns the log file (None: stderr only)."""
    setup_logging()
    log.info("start: %s", versions(**extra))
    install_hooks()
    return log_file()


def install_hooks() -> None:
    """Uncaught exceptions (main thread and others) are logged with their traceback, then handled
    as before."""
    if getattr(sys.excepthook, "_openair", False):
        return
    before, before_thread = sys.excepthook, threading.excepthook

    def hook(kind, value, tb):
        if not issubclass(kind, KeyboardInterrupt):
            log.critical("uncaught exception", exc_info=(kind, value, tb))
        before(kind, value, tb)

    def thread_hook(args):
        if args.exc_type is not SystemExit:
            log.critical("uncaught exception in thread %s", getattr(args.thread, "name", "?"),
                         exc_info=(args.exc_type, args.exc_value, args.exc_traceback))
        before_thread(args)

    hook._openair = True
    sys.excepthook, threading.excepthook = hook, thread_hook
