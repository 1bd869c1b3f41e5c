"""Atomic JSON files: write to a temporary file beside the target, fsync it, replace, fsync the folder.

A file that cannot be read is reported and kept (renamed aside, never changed), never lost. A
file is refused before it is parsed when it is larger than ``MAX_BYTES``; JSON nested too deeply,
numbers too long to convert and bytes that are not UTF-8 are "cannot be read" like a syntax
error. When a file cannot even be moved aside (a read-only folder) the caller is told so and
goes on without it.

Writes that fail are remembered in :data:`trouble` by folder (until a later write into that
folder succeeds), so the app can show a persistent "Can't save" banner whoever wrote.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import re
import stat
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from . import paths

log = logging.getLogger(__name__)

#: the largest JSON file read (settings, statistics, a save, a replay): a real save is under 40 KB
MAX_BYTES = 4 * 1024 * 1024
#: a temporary file of a killed write older than this is removed at start (a newer one may be
#: another running Open Air's write in progress)
TMP_AGE = 600.0
#: what a temporary file of :func:`write_json` is called: ``autosave.json.k3j2x_9q.tmp``
_TMP_NAME = re.compile(r"^.+\.json\.[A-Za-z0-9_]+\.tmp$")


# -- what could not be written --------------------------------------------------------------------

class Trouble:
    """The folders that could not be written lately and why (thread-safe).

    ``failed`` records an error, ``ok`` forgets a folder's error after a write there succeeded;
    ``version`` grows with every change and ``listeners`` are called (from the writing thread),
    so a window can redraw at once.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._errors: dict[str, OSError] = {}
        self.version = 0
        self.listeners: list = []

    def failed(self, folder: Path, exc: OSError) -> None:
        with self._lock:
            self._errors[str(folder)] = exc
            self.version += 1
        log.error("cannot write in %s: %s", paths.brief(folder), paths.why(exc))
        self._tell()

    def ok(self, folder: Path) -> None:
        with self._lock:
            if self._errors.pop(str(folder), None) is None:
                return
            self.version += 1
        log.info("writing in %s works again", folder)
        self._tell()

    def current(self) -> OSError | None:
        """The latest error still standing, or None when every folder written lately is fine."""
        with self._lock:
            return next(reversed(self._errors.values()), None)

    def of(self, folder: Path) -> OSError | None:
        """The error standing for ``folder`` (until a write there succeeds), or None."""
        with self._lock:
            return self._errors.get(str(folder))

    def reset(self) -> None:
        with self._lock:
            self._errors.clear()
            self.version += 1

    def _tell(self) -> None:
        for fn in list(self.listeners):
            try:
                fn()
            except Exception:       # a listener must not break a write
                log.exception("trouble listener failed")


trouble = Trouble()


def why(exc: OSError) -> str:
    """The kind of a write error: "full", "read-only" or "other" (the banner's sentence picks on it)."""
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)):
        return "full"
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM) or isinstance(exc, PermissionError):
        return "read-only"
    return "other"


# -- writing ----------------------------------------------------------------------------------------

def _fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows cannot open a folder, and needs not)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` to ``path`` atomically and durably; an OSError is recorded in :data:`trouble`
    and raised. Serialising happens first, so a value that is not JSON leaves no file behind. A
    text that UTF-8 cannot hold (a lone surrogate read from a file) is written as its JSON escape
    (``\\ud800``), so no write fails on what it holds."""
    try:
        text = json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")
    except UnicodeEncodeError:
        text = json.dumps(data, ensure_ascii=True, indent=1).encode("ascii")
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=folder)
        try:
            try:
                view = memoryview(text)
                while view:
                    view = view[os.write(fd, view):]
                os.fsync(fd)
            finally:
                os.close(fd)
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
        _fsync_folder(folder)
    except OSError as exc:
        trouble.failed(folder, exc)
        raise
    trouble.ok(folder)


def remove(path: Path) -> None:
    """Delete ``path`` if it is there; an OSError is recorded in :data:`trouble` and raised."""
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        trouble.failed(path.parent, exc)
        raise


def probe(folder: Path) -> OSError | None:
    """Whether files can be written in ``folder`` (created if missing): None, or the error (also
    recorded in :data:`trouble`). Writes and removes a small temporary file."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix="probe.json.", suffix=".tmp", dir=folder)
        os.close(fd)
        os.unlink(tmp)
    except OSError as exc:
        trouble.failed(folder, exc)
        return exc
    trouble.ok(folder)
    return None


def clean_tmp(folder: Path, older_than: float = TMP_AGE) -> list[Path]:
    """Remove the temporary files that killed writes left in ``folder`` (older than ``older_than``
    seconds only); returns those removed. Nothing else is touched; errors are logged."""
    removed = []
    try:
        candidates = list(folder.glob("*.tmp")) if folder.is_dir() else []
    except OSError:
        return removed
    now = time.time()
    for path in candidates:
        if not _TMP_NAME.match(path.name):
            continue
        try:
            if now - path.stat().st_mtime < older_than:
                continue
            path.unlink()
            removed.append(path)
        except OSError as exc:
            log.warning("could not remove the stale %s: %s", path, exc)
    if removed:
        log.info("removed %d stale temporary file(s) in %s", len(removed), folder)
    return removed


# -- reading ----------------------------------------------------------------------------------------

class BrokenFile(Exception):
    """A file existed but could not be used. ``kept`` is where it was moved, or None when it could
    not be moved (``move_error`` says why; it stays where it was, unchanged)."""

    def __init__(self, path: Path, kept: Path | None, reason: str, move_error: OSError | None = None,
                 too_large: bool = False):
        where = f"kept as {kept.name}" if kept is not None else f"left in place ({move_error})"
        super().__init__(f"{path.name} could not be read ({reason}); {where}")
        self.path, self.kept, self.reason, self.move_error = path, kept, reason, move_error
        #: the file was larger than the most that is read (it was not parsed)
        self.too_large = too_large


class Unreadable(ValueError):
    """The text of a file could not be turned into JSON (``str()`` says why)."""


class NotAFile(Unreadable):
    """Not a regular file: a folder, a named pipe, a device (``/dev/zero``) or a socket; nothing
    was read from it."""


class TooLarge(Unreadable):
    """A file larger than the most that is read (``limit`` bytes); it was not parsed."""

    def __init__(self, limit: int):
        super().__init__(f"it is larger than {limit // (1024 * 1024)} MB")
        self.limit = limit


def keep_broken(path: Path, reason: str, too_large: bool = False) -> BrokenFile:
    """Move a bad file aside (``name.broken-TIME.json``, unchanged) and describe it. When the
    move fails (a read-only folder), the file stays and the BrokenFile says so; never raises."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    kept = path.with_name(f"{path.stem}.broken-{stamp}{path.suffix}")
    n = 1
    try:
        while kept.exists():
            kept = path.with_name(f"{path.stem}.broken-{stamp}-{n}{path.suffix}")
            n += 1
        os.replace(path, kept)
    except OSError as exc:
        log.warning("unreadable %s (%s) could not be moved aside: %s", path, reason, exc)
        return BrokenFile(path, None, reason, exc, too_large)
    log.warning("kept unreadable %s as %s: %s", path, kept, reason)
    return BrokenFile(path, kept, reason, None, too_large)


def _read_regular(path: Path, limit: int) -> bytes:
    """At most ``limit`` + 1 bytes of the regular file at ``path``. Opened without waiting (a named
    pipe would block the open until a writer came) and looked at before anything is read: a
    folder, a pipe, a device (``/dev/zero``) or a socket is refused (:class:`Unreadable`), and so
    is a file larger than ``limit`` (:class:`TooLarge`). Raises FileNotFoundError."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise NotAFile("it is a folder, not a file") from None
    except (OSError, ValueError) as exc:      # ValueError: a path with a NUL byte
        raise Unreadable(f"it could not be opened: {exc}") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise NotAFile("it is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise NotAFile("it is not a regular file (a pipe, a device or a socket)")
        if info.st_size > limit:
            raise TooLarge(limit)
        chunks, left = [], limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise Unreadable(f"it could not be read: {exc}") from None
    finally:
        os.close(fd)


def load_json(path: Path, max_bytes: int = MAX_BYTES) -> Any:
    """Parse the JSON file at ``path``. Raises FileNotFoundError, or :class:`Unreadable` for a file
    that is not a regular file (a folder, a named pipe, a device), too large, not UTF-8, not JSON,
    nested too deeply or holding a number too long."""
    raw = _read_regular(path, max_bytes)
    if len(raw) > max_bytes:
        raise TooLarge(max_bytes)
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise Unreadable("it is not UTF-8 text") from None
    except RecursionError:
        raise Unreadable("it is nested too deeply") from None
    except ValueError as exc:      # JSONDecodeError, and an integer of thousands of digits
        raise Unreadable(f"it is not valid JSON: {exc}") from None
    except MemoryError:
        raise Unreadable("it does not fit in memory") from None


def read_json(path: Path, default: Any = None, max_bytes: int = MAX_BYTES) -> Any:
    """Read a JSON file; a missing one gives ``default``; an unreadable one is moved aside and
    raises :class:`BrokenFile`."""
    try:
        return load_json(path, max_bytes)
    except FileNotFoundError:
        return default
    except Unreadable as exc:
        if paths.unreachable(path.parent) is not None:   # a folder out of reach holds nothing to keep
            return default
        raise keep_broken(path, str(exc), isinstance(exc, TooLarge)) from None
