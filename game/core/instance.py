"""One Open Air window per user folder: a lock the operating system holds on an open file.

The window app (``openair``, ``openair play``) takes :func:`acquire` before it reads or writes
anything of the user's; a second start on the same folders gets :class:`AlreadyRunning` and
ends. The lock is ``fcntl.flock`` (POSIX) or ``msvcrt.locking`` (Windows) on ``openair.lock`` in
the data folder (saves, statistics) and in the settings folder: the kernel drops it when the
process ends in any way, kill -9 and power loss included, so a lock left by a killed Open Air
never blocks a start. The file's content (the holder's process id) is only shown, never trusted.

A folder where no lock can be made (read-only, full, a file system without locks) does not stop
the start: it is logged and skipped, and the app goes on as it does on such a folder anyway
(the "Can't save" banner, nothing written).
"""

from __future__ import annotations

import errno
import logging
import os
from pathlib import Path

from . import paths

log = logging.getLogger(__name__)

LOCK_NAME = "openair.lock"

if os.name == "nt":                                   # pragma: no cover - Windows
    import msvcrt

    def _try_lock(fd: int) -> bool:
        """Lock the file's first byte, not waiting; False when another process holds it."""
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as exc:
            if exc.errno in (errno.EACCES, errno.EDEADLK):
                return False
            raise
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        """An exclusive lock on the whole file, not waiting; False when another process holds it."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                return False
            raise
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


class AlreadyRunning(Exception):
    """Another process holds the lock on ``folder``; ``pid``: its process id as it wrote it (None
    when it cannot be read)."""

    def __init__(self, folder: Path, pid: int | None):
        super().__init__(f"Open Air is already running on {folder} (process {pid or '?'})")
        self.folder = folder
        self.pid = pid


class Lock:
    """The locks this process holds (one open file per folder; none where no lock could be made)."""

    def __init__(self, files: list[tuple[Path, int]] | None = None):
        self.files = files or []

    @property
    def held(self) -> list[Path]:
        """The lock files held."""
        return [path for path, _ in self.files]

    def release(self) -> None:
        """Let go (closing the file drops the lock); the file stays, so no start races a removal."""
        while self.files:
            _, fd = self.files.pop()
            try:
                _unlock(fd)
            except OSError:
                pass
            try:
                os.close(fd)
            except OSError:
                pass

    def __enter__(self) -> Lock:
        return self

    def __exit__(self, *exc) -> None:
        self.release()


def folders() -> list[Path]:
    """Where the locks go: every folder the window app writes the player's files into."""
    seen: list[Path] = []
    for folder in (paths.data_dir(), paths.config_dir()):
        if folder not in seen:
            seen.append(folder)
    return seen


def _holder(fd: int) -> int | None:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, 32).decode("ascii", "replace").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


def _open(path: Path) -> int:
    """The lock file opened (made if missing): read-write, or read-only where it exists but cannot
    be written (a lock needs no write access)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        if not path.is_file():
            raise
        return os.open(path, os.O_RDONLY)


def _lock_one(path: Path) -> int | None:
    """The open, locked file descriptor; None when no lock can be made here. Raises
    :class:`AlreadyRunning` when another process holds it."""
    try:
        fd = _open(path)
    except (OSError, ValueError) as exc:              # ValueError: a NUL in the path
        log.warning("no single-window lock in %s (%s): starting without it", paths.brief(path.parent),
                    paths.why(exc))
        return None
    try:
        locked = _try_lock(fd)
    except OSError as exc:
        os.close(fd)
        log.warning("no single-window lock in %s (%s): starting without it", paths.brief(path.parent),
                    paths.why(exc))
        return None
    if not locked:
        pid = _holder(fd)
        os.close(fd)
        raise AlreadyRunning(path.parent, pid)
    try:                                              # who holds it, for the second start's message
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, f"{os.getpid()}\n".encode("ascii"))
    except OSError:
        pass
    return fd


def acquire(where: list[Path] | None = None) -> Lock:
    """Lock ``where`` (default: :func:`folders`) for this process; raises :class:`AlreadyRunning`
    (holding nothing) when another Open Air holds one of them."""
    lock = Lock()
    try:
        for folder in folders() if where is None else where:
            fd = _lock_one(folder / LOCK_NAME)
            if fd is not None:
                lock.files.append((folder / LOCK_NAME, fd))
    except BaseException:
        lock.release()
        raise
    return lock
