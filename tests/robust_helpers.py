"""Helpers for the robustness tests: a read-only folder (chmod, and the same refusal simulated
where the tests run as root, whom chmod does not stop), a full disk, hostile JSON."""

from __future__ import annotations

import errno
import os
from contextlib import contextmanager
from pathlib import Path

import pytest

#: JSON nested deeper than Python's parser goes
DEEP = "[" * 100_000 + "]" * 100_000
#: an integer of 5,000 digits (Python refuses to convert more than 4,300 by default)
HUGE_INT = '{"volume": ' + "9" * 5000 + "}"


def _inside(path, folders) -> bool:
    try:
        p = Path(os.fsdecode(path)).resolve()
    except (TypeError, ValueError):
        return False
    return any(p == f or f in p.parents for f in folders)


@pytest.fixture
def fresh_trouble():
    """No write error, no stale autosave and no autosave in flight from another test (import it
    into a test module with ``pytestmark = pytest.mark.usefixtures("fresh_trouble")``)."""
    from game.core import saves, storage
    saves.flush()
    storage.trouble.reset()
    saves.stale = False
    yield
    saves.flush()
    storage.trouble.reset()
    saves.stale = False


@contextmanager
def read_only(*folders: Path):
    """``folders`` (created first) cannot be written in: chmod 555, and, when this process can
    still write there (root), every creating, replacing or removing call inside them raises
    PermissionError as it would for a user."""
    folders = tuple(Path(f).resolve() for f in folders)
    for f in folders:
        f.mkdir(parents=True, exist_ok=True)
        os.chmod(f, 0o555)
    monkeypatch = pytest.MonkeyPatch()
    try:
        probe = folders[0] / ".probe"
        try:
            probe.touch()
            probe.unlink()
            still_writable = True
        except OSError:
            still_writable = False
        if still_writable:
            def refuse(*paths):
                return any(_inside(p, folders) for p in paths)

            def denied(path):
                return PermissionError(errno.EACCES, "Permission denied", os.fsdecode(path))

            real_open, real_replace, real_unlink, real_mkdir, real_rename = (
                os.open, os.replace, os.unlink, os.mkdir, os.rename)

            def fake_open(path, flags, *a, **k):
                if flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT) and refuse(path):
                    raise denied(path)
                return real_open(path, flags, *a, **k)

            def two(real):
                def fake(src, dst, *a, **k):
                    if refuse(src, dst):
                        raise denied(dst)
                    return real(src, dst, *a, **k)
                return fake

            def one(real):
                def fake(path, *a, **k):
                    if refuse(path):
                        raise denied(path)
                    return real(path, *a, **k)
                return fake

            monkeypatch.setattr(os, "open", fake_open)
            monkeypatch.setattr(os, "replace", two(real_replace))
            monkeypatch.setattr(os, "rename", two(real_rename))
            monkeypatch.setattr(os, "unlink", one(real_unlink))
            monkeypatch.setattr(os, "mkdir", one(real_mkdir))
        yield
    finally:
        monkeypatch.undo()
        for f in folders:
            os.chmod(f, 0o755)


def disk_full(monkeypatch) -> None:
    """Every ``os.write`` to a file (not stdout/stderr) fails as on a full disk."""
    real_write = os.write

    def full(fd, data):
        if fd > 2:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", full)
