"""Helpers for broken-content tests: a copy of a game's content folder to break."""

from __future__ import annotations

import shutil
from pathlib import Path

from game.core.content import content_dir


def copy_content(game_id: str, tmp_path: Path) -> Path:
    target = tmp_path / game_id
    shutil.copytree(content_dir() / game_id, target)
    return target


def edit(path: Path, old: str, new: str) -> None:
    """Replace the first ``old`` in a file (which must be there) by ``new``."""
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def line_of(path: Path, needle: str) -> int:
    """The 1-based line number of the first line containing ``needle``."""
    for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if needle in line:
            return i
    raise AssertionError(needle)
