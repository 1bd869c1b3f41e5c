"""Replays: a recorded match watched move by move, and the small file a replay travels in.

A replay is the match's record: game, content version, options, seed, seats (names and levels)
and actions. Its *steps* are the positions after setup and after each seat's decision (with the
chance that followed it); any step is rebuilt by replaying the actions up to it from the seed,
exactly as a save is loaded. A replay file is refused, with a sentence that says why, when it is
not a replay, names a game this version lacks, was recorded with other content (cards, board,
rules), or cannot be replayed. A file someone sent is never moved or changed. No pygame here.
"""

from __future__ import annotations

import time
from pathlib import Path

from . import paths, registry, storage
from .i18n import _
from .match import Match, Runner, Seat
from .state import CHANCE

#: what the file says it is, and its format
KIND = "openair-replay"
FORMAT = 1
#: the largest replay file read (a long game's replay is under 40 KB; the actions are limited by
#: ``match.MAX_ACTIONS``)
MAX_BYTES = 4 * 1024 * 1024


class ReplayError(Exception):
    """A replay that cannot be shown; ``str()`` is a whole sentence for the player."""


def replays_dir() -> Path:
    """Where exported replays are written."""
    return paths.data_dir() / "replays"


class Replay:
    """A whole recorded match and its steps (0: after setup … ``steps``: where the record ends)."""

    def __init__(self, match: Match, spec: registry.GameSpec | None = None):
        self.spec = spec or registry.get(match.game_id)
        whole = Runner(Match.from_json(match.to_json()), self.spec)
        whole.resolve_chance()                    # a record that stops before the deal: deal it
        self.whole = whole
        self.match = whole.match
        decisions = [i for i, actor in enumerate(whole.actors) if actor != CHANCE]
        #: the action count at each step
        self.counts = decisions + [len(whole.match.actions)]
        self._decisions = decisions

    @property
    def steps(self) -> int:
        """How many seat decisions the record holds (the last step's number)."""
        return len(self._decisions)

    @property
    def finished(self) -> bool:
        return self.whole.state.is_terminal()

    def seat_of(self, step: int) -> int | None:
        """The seat whose decision led to ``step`` (None for step 0, the deal)."""
        return self.whole.actors[self._decisions[step - 1]] if step > 0 else None

    def action_of(self, step: int):
        """The decision that led to ``step`` (None for step 0)."""
        return self.match.actions[self._decisions[step - 1]] if step > 0 else None

    def runner_at(self, step: int) -> Runner:
        """A fresh runner at ``step`` (clamped to 0 … ``steps``)."""
        step = max(0, min(self.steps, step))
        m = self.match
        cut = Match(m.game_id, [Seat(s.name, s.kind, s.colour) for s in m.seats], m.seed, dict(m.options),
                    m.content_hash, list(m.actions[:self.counts[step]]))
        return Runner(cut, self.spec)

    # -- the file -----------------------------------------------------------------------------
    def to_json(self) -> dict:
        m = self.match
        return {
            "kind": KIND,
            "format": FORMAT,
            "game": m.game_id,
            "content_version": m.content_hash,
            "options": dict(m.options),
            "seed": m.seed,
            "seats": [{"name": s.name, "level": s.kind, "colour": s.colour} for s in m.seats],
            "actions": m.to_json()["actions"],
        }

    def export(self, folder: Path | None = None) -> Path:
        """Write the replay as a small JSON file in ``folder`` (default :func:`replays_dir`)."""
        folder = folder or replays_dir()
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = folder / f"{self.match.game_id}-{stamp}-seed{self.match.seed}.json"
        n = 1
        while path.exists():
            path = folder / f"{self.match.game_id}-{stamp}-seed{self.match.seed}-{n}.json"
            n += 1
        storage.write_json(path, self.to_json())
        return path


def match_from_json(data: dict) -> Match:
    """The match in a replay file's data (raises ValueError, KeyError or TypeError)."""
    return Match.from_json({
        "format": 1,
        "game": data["game"],
        "content_hash": data["content_version"],
        "options": data.get("options") or {},
        "seed": data["seed"],
        "seats": [{"name": s["name"], "kind": s["level"], "colour": s.get("colour", "#d9534f")}
                  for s in data["seats"]],
        "actions": data["actions"],
    })


def read(path: Path) -> Replay:
    """The replay in the file at ``path`` (a replay file or an Open Air save); raises
    :class:`ReplayError` with the reason. The file stays as it is."""
    path = Path(path)
    name = path.name
    try:
        data = storage.load_json(path, MAX_BYTES)
    except FileNotFoundError:
        raise ReplayError(_("There is no file at {path}.").format(path=path)) from None
    except storage.TooLarge:
        raise ReplayError(_("{file} is larger than a replay can be ({megabytes} MB), so it was not opened.").format(
            file=name, megabytes=MAX_BYTES // (1024 * 1024))) from None
    except storage.NotAFile:
        raise ReplayError(_("{file} is a folder, a pipe or a device, not a file, so it was not opened.").format(
            file=name)) from None
    except storage.Unreadable:
        raise ReplayError(_("{file} is not an Open Air replay: it could not be read.").format(file=name)) from None
    try:
        if isinstance(data, dict) and data.get("kind") == KIND:
            if data.get("format") != FORMAT:
                raise ReplayError(_("{file} was written by another version of Open Air.").format(file=name))
            match = match_from_json(data)
        elif isinstance(data, dict) and isinstance(data.get("match"), dict):    # a save
            match = Match.from_json(data["match"])
        else:
            raise ReplayError(_("{file} is not an Open Air replay.").format(file=name))
    except ReplayError:
        raise
    except Exception:       # noqa: BLE001 - a part missing or wrong, nested too deeply (RecursionError) ...
        raise ReplayError(_("{file} is not an Open Air replay: a part of it is missing or wrong.").format(
            file=name)) from None
    return checked(match, name)


def checked(match: Match, name: str) -> Replay:
    """``match`` as a replay, when this version has its game and content; else ReplayError."""
    try:
        spec = registry.get(match.game_id)
    except KeyError:
        raise ReplayError(_("{file} is a replay of a game this version does not have.").format(file=name)) from None
    if match.content_hash != spec.edition:
        raise ReplayError(_("{file} was recorded with another version of {game} (its cards, board or rules "
                            "differ), so it cannot be shown.").format(file=name, game=_(spec.title)))
    try:
        return Replay(match, spec)
    except Exception as exc:      # any failure to rebuild the game: an illegal action ...
        raise ReplayError(_("{file} could not be replayed: {error}").format(file=name, error=exc)) from None
