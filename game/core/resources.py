"""Where content/, sprites/, sounds/, fonts/ and packaging/ are: at the top of a checkout
(editable install, running from the repository) or inside the package: the wheel installs them
as game/content, game/sprites ... (``package-dir`` in pyproject.toml) and the PyInstaller
build puts them in the same places (packaging/openair.spec)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]   # .../game
CHECKOUT = PACKAGE.parent                       # the repository, when run from one


@cache
def asset_dir(name: str) -> Path:
    """``content``, ``sprites``, ``sounds``, ``fonts`` or ``packaging`` (the desktop entry,
    metainfo and icons that ``openair install-desktop`` copies)."""
    for candidate in (PACKAGE / name, CHECKOUT / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"{name}/ folder not found beside or inside {PACKAGE}")
