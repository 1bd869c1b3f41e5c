"""Saved games: the autosave (resume after quitting or a crash) and named saves.

A save is the match (``Match.to_json``: seed, options, seats, actions) plus a
small header for the launcher (game title, seat names, when, where the game
stands), written atomically. Loading replays the actions; a file that cannot
be read, or whose replay fails, is kept aside and reported as
:class:`storage.BrokenFile`. No pygame here.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

from . import paths, storage
from .i18n import _, ngettext
from .match import Match, Runner
from .state import CHANCE

FORMAT = 1
AUTOSAVE = "autosave.json"


def autosave_path() -> Path:
    return paths.saves_dir() / AUTOSAVE


def summary(runner: Runner) -> str:
    """Where the game stands, in a few words ("12 moves, Anna's turn"), in the language now in use."""
    state = runner.state
    names = [s.name for s in runner.match.seats]
    moves = sum(1 for a in runner.actors if a != CHANCE)
    custom = getattr(state, "progress", None)
    head = custom() if callable(custom) else ngettext("{n} move", "{n} moves", moves).format(n=moves)
    if state.is_terminal():
        return _("{progress}, game over").format(progress=head)
    player = state.current_player()
    if 0 <= player < len(names):
        return _("{progress}, {name}'s turn").format(progress=head, name=names[player])
    return head


def header(runner: Runner) -> dict:
    seats = runner.match.seats
    return {
        "game": runner.match.game_id,
        "title": runner.spec.title,
        "seats": [s.name for s in seats],
        "kinds": [s.kind for s in seats],
        "colours": [s.colour for s in seats],
        "when": time.strftime("%Y-%m-%d %H:%M"),
        "summary": summary(runner),
        "finished": runner.state.is_terminal(),
    }


def save(runner: Runner, path: Path) -> Path:
    storage.write_json(path, {"format": FORMAT, "header": header(runner), "match": runner.match.to_json()})
    return path


def read_header(path: Path) -> dict | None:
    """The header alone (no replay); None when there is no file. Raises BrokenFile."""
    data = storage.read_json(path)
    if data is None:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("header"), dict) or "match" not in data:
        raise storage.keep_broken(path, "not an Open Air save")
    return data["header"]


def load(path: Path) -> Runner | None:
    """Replay a saved match; None when there is no file. Raises BrokenFile."""
    data = storage.read_json(path)
    if data is None:
        return None
    if not isinstance(data, dict) or "match" not in data:
        raise storage.keep_broken(path, "not an Open Air save")
    try:
        runner = Runner(Match.from_json(data["match"]))
        runner.resolve_chance()
    except Exception as exc:  # any failure to rebuild the game: unknown game, illegal action ...
        raise storage.keep_broken(path, f"the game could not be replayed: {exc}") from None
    return runner


# -- the autosave -------------------------------------------------------------------

def autosave(runner: Runner) -> Path:
    """Write the autosave (called after every move and by Save & quit)."""
    return save(runner, autosave_path())


def has_autosave() -> bool:
    return autosave_path().exists()


def autosave_header() -> dict | None:
    return read_header(autosave_path())


def load_autosave() -> Runner | None:
    return load(autosave_path())


def clear_autosave() -> None:
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass


# -- named saves ------------------------------------------------------------------

def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:40] or "save"


def save_named(runner: Runner, name: str) -> Path:
    return save(runner, paths.saves_dir() / f"{_slug(name)}.json")


def list_saves() -> list[tuple[Path, dict]]:
    """Named saves (newest first) with their headers; unreadable ones are kept aside and skipped."""
    folder = paths.saves_dir()
    found = []
    for path in sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True):
        if path.name == AUTOSAVE or ".broken-" in path.name:
            continue
        try:
            head = read_header(path)
        except storage.BrokenFile:
            continue
        if head is not None:
            found.append((path, head))
    return found
