"""Atomic JSON files: write to a temporary file beside the target, then replace.

A file that cannot be read is reported and kept (renamed aside), never lost.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
import time
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)


def write_json(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, indent=1)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


class BrokenFile(Exception):
    """A file existed but could not be used; ``kept`` is where it was moved."""

    def __init__(self, path: Path, kept: Path, reason: str):
        super().__init__(f"{path.name} could not be read ({reason}); kept as {kept.name}")
        self.path, self.kept, self.reason = path, kept, reason


def keep_broken(path: Path, reason: str) -> BrokenFile:
    """Move a bad file aside (``name.broken-TIME.json``) and describe it."""
    kept = path.with_name(f"{path.stem}.broken-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
    n = 1
    while kept.exists():
        kept = kept.with_name(f"{path.stem}.broken-{time.strftime('%Y%m%d-%H%M%S')}-{n}{path.suffix}")
        n += 1
    os.replace(path, kept)
    log.warning("kept unreadable %s as %s: %s", path, kept, reason)
    return BrokenFile(path, kept, reason)


def read_json(path: Path, default: Any = None) -> Any:
    """Read a JSON file; a missing one gives ``default``; a corrupt one raises BrokenFile."""
    if not path.exists():
        return default
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise keep_broken(path, str(exc)) from None
