"""Where settings, saves, statistics and logs live (platformdirs user folders).

``OPENAIR_HOME`` overrides the root, so tests and benchmarks never touch the
player's real files.
"""

from __future__ import annotations

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
