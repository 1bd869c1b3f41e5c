"""Statistics: games played and won, per game id and per seat type.

``data_dir/stats.json``::

    {"format": 1, "games": {"cave_rave": {"played": 3,
        "seats": {"human": {"played": 4, "won": 2}, "normal": {"played": 2, "won": 1}}}}}

A seat type's "played" counts seats of that type (two humans in one game
count twice); "won" counts seats among the winners (a shared win counts for
every winner). No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from . import paths, storage

FORMAT = 1
KINDS = ("human", "easy", "normal", "hard")


def stats_path() -> Path:
    return paths.data_dir() / "stats.json"


@dataclass
class GameStats:
    played: int = 0
    seats: dict[str, dict[str, int]] = field(default_factory=dict)

    def kind(self, kind: str) -> dict[str, int]:
        return self.seats.setdefault(kind, {"played": 0, "won": 0})

    def win_rate(self, kind: str) -> float | None:
        k = self.seats.get(kind)
        if not k or not k["played"]:
            return None
        return k["won"] / k["played"]


@dataclass
class Stats:
    games: dict[str, GameStats] = field(default_factory=dict)
    path: Path | None = field(default=None, repr=False)
    broken: storage.BrokenFile | None = field(default=None, repr=False)

    def record(self, match, winners: list[int], save: bool = True) -> None:
        """Count one finished match; ``winners`` are seat indices."""
        g = self.games.setdefault(match.game_id, GameStats())
        g.played += 1
        for i, seat in enumerate(match.seats):
            k = g.kind(seat.kind)
            k["played"] += 1
            if i in winners:
                k["won"] += 1
        if save:
            self.save()

    @property
    def total_played(self) -> int:
        return sum(g.played for g in self.games.values())

    # -- JSON --------------------------------------------------------------------
    def to_json(self) -> dict:
        return {"format": FORMAT,
                "games": {gid: {"played": g.played, "seats": g.seats} for gid, g in self.games.items()}}

    @classmethod
    def from_json(cls, data: dict) -> Stats:
        if data.get("format", FORMAT) != FORMAT or not isinstance(data.get("games", {}), dict):
            raise ValueError("not a statistics file of this version")
        stats = cls()
        for gid, g in data.get("games", {}).items():
            played = g.get("played", 0) if isinstance(g, dict) else None
            if not isinstance(played, int) or played < 0:
                raise ValueError(f"games.{gid}.played: expected a count")
            gs = GameStats(played)
            for kind, counts in (g.get("seats") or {}).items():
                if kind not in KINDS or not isinstance(counts, dict):
                    raise ValueError(f"games.{gid}.seats.{kind}: unknown seat type")
                p, w = counts.get("played", 0), counts.get("won", 0)
                if not (isinstance(p, int) and isinstance(w, int) and 0 <= w <= p):
                    raise ValueError(f"games.{gid}.seats.{kind}: bad counts")
                gs.seats[kind] = {"played": p, "won": w}
            stats.games[gid] = gs
        return stats

    @classmethod
    def load(cls, path: Path | None = None) -> Stats:
        path = path or stats_path()
        try:
            data = storage.read_json(path, default={"format": FORMAT, "games": {}})
            try:
                if not isinstance(data, dict):
                    raise ValueError("statistics must be a JSON object")
                stats = cls.from_json(data)
            except (ValueError, AttributeError, TypeError) as exc:
                raise storage.keep_broken(path, str(exc)) from None
        except storage.BrokenFile as exc:
            stats = cls()
            stats.broken = exc
        stats.path = path
        return stats

    def save(self) -> None:
        storage.write_json(self.path or stats_path(), self.to_json())
