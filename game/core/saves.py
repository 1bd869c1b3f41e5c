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

from . import paths, registry, storage
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


def header(runner: Runner, name: str = "") -> dict:
    seats = runner.match.seats
    return {
        "name": name,
        "game": runner.match.game_id,
        "title": runner.spec.title,
        "seats": [s.name for s in seats],
        "kinds": [s.kind for s in seats],
        "colours": [s.colour for s in seats],
        "when": time.strftime("%Y-%m-%d %H:%M"),
        "summary": summary(runner),
        "finished": runner.state.is_terminal(),
    }


def save(runner: Runner, path: Path, name: str = "") -> Path:
    storage.write_json(path, {"format": FORMAT, "header": header(runner, name), "match": runner.match.to_json()})
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
        match = Match.from_json(data["match"])
        edition = registry.get(match.game_id).edition
        if match.content_hash != edition:      # other cards or other rules: it would replay wrongly
            raise ValueError(f"it was saved by another edition of the game ({match.content_hash}, "
                             f"this is {edition})")
        runner = Runner(match)
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


def named_path(name: str) -> Path:
    """Where the save called ``name`` goes (two names that differ only in punctuation share it)."""
    return paths.saves_dir() / f"{_slug(name)}.json"


def save_named(runner: Runner, name: str) -> Path:
    """Save the game under ``name`` (shown in the launcher's list); a save of that name is replaced."""
    return save(runner, named_path(name), name.strip())


def list_saves(broken: list[storage.BrokenFile] | None = None) -> list[tuple[Path, dict]]:
    """Named saves (newest first) with their headers. An unreadable one is kept aside, left out
    and, when ``broken`` is given, added to it (so the caller can say so)."""
    folder = paths.saves_dir()
    if not folder.is_dir():
        return []
    found = []
    for path in sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True):
        if path.name == AUTOSAVE or ".broken-" in path.name:
            continue
        try:
            head = read_header(path)
        except storage.BrokenFile as exc:
            if broken is not None:
                broken.append(exc)
            continue
        if head is not None:
            head.setdefault("name", path.stem)
            found.append((path, head))
    return found


def delete_save(path: Path) -> None:
    """Delete a named save (a file in the saves folder; the autosave is not a named save)."""
    path = Path(path)
    if path.parent.resolve() != paths.saves_dir().resolve() or path.name == AUTOSAVE:
        raise ValueError(f"{path} is not a named save")
    path.unlink(missing_ok=True)
