"""Where content/, sprites/, sounds/ and fonts/ are: at the top of a checkout (editable
install, running from the repository) or inside the installed package."""

from __future__ import annotations

from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]   # .../game
CHECKOUT = PACKAGE.parent                       # the repository, when run from one


@cache
def asset_dir(name: str) -> Path:
    """``content``, ``sprites``, ``sounds`` or ``fonts``."""
    for candidate in (PACKAGE / name, CHECKOUT / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"{name}/ folder not found beside or inside {PACKAGE}")
