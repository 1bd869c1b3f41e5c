"""Where settings, saves, statistics and logs live (platformdirs user folders).

``OPENAIR_HOME`` overrides the root, so tests and benchmarks never touch the
player's real files.

A folder may be out of reach: inside a folder that cannot be entered (``chmod 000``), below a
file, or with a path longer than the system takes (a 5,000-character ``OPENAIR_HOME``).
:func:`unreachable` says so, and then Open Air reads nothing from it (the defaults are used)
and plays without saving, with the "Can't save" banner, as with a read-only folder.
:func:`shown` turns a path into text that can always be drawn, printed or logged.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import platformdirs

APP = "openair"


def _root(kind: str) -> Path:
    home = os.environ.get("OPENAIR_HOME")
    if home:
        return Path(home) / kind
    if kind == "config":
        return Path(platformdirs.user_config_dir(APP, appauthor=False))
    if kind == "logs":
        return Path(platformdirs.user_log_dir(APP, appauthor=False))
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def config_dir() -> Path:
    return _root("config")


def data_dir() -> Path:
    return _root("data")


def saves_dir() -> Path:
    return data_dir() / "saves"


def log_dir() -> Path:
    return _root("logs")


def unreachable(folder: Path) -> OSError | None:
    """Why nothing in ``folder`` can be read or written (its path too long, a folder on the way
    that cannot be entered, a file where a folder should be), or None. A missing folder whose
    parents can be reached is fine: it is made when first written."""
    try:
        os.stat(folder)
        return None
    except FileNotFoundError:
        pass
    except (OSError, ValueError) as exc:        # ValueError: a NUL in the path
        return exc if isinstance(exc, OSError) else OSError(errno.EINVAL, str(exc), str(folder))
    parent = Path(folder).parent
    return None if parent == Path(folder) else unreachable(parent)


def shown(path) -> str:
    """``path`` (a Path, str or bytes) as text that can be drawn, printed and logged: bytes that
    are no UTF-8 (a file name from another system, kept by Python as lone surrogates) become
    "\\xe9" escapes, and a NUL "?"."""
    text = os.fsdecode(path) if isinstance(path, (bytes, os.PathLike)) else str(path)
    try:                                        # the bytes Python kept as surrogates: their escapes
        text = text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    except UnicodeEncodeError:                  # (another lone surrogate: its own escape, below)
        pass
    return text.encode("utf-8", "backslashreplace").decode("utf-8").replace("\0", "?")


def brief(path, limit: int = 120) -> str:
    """:func:`shown`, cut in the middle to about ``limit`` characters (a terminal line or a log
    line about a 5,000-character folder names its start and its end)."""
    text = shown(path)
    if len(text) <= limit:
        return text
    keep = (limit - 1) // 2
    return f"{text[:keep]}…{text[-keep:]}"


def why(exc: BaseException) -> str:
    """An error's reason without the path it repeats (``strerror``), else its text, shown safely."""
    return shown(getattr(exc, "strerror", None) or exc)
