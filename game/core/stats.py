"""Statistics: games played and won, per game id and per seat type; for a co-operative game
the team's wins and losses per variant.

``data_dir/stats.json``::

    {"format": 1, "games": {"cave_rave": {"played": 3,
        "seats": {"human": {"played": 4, "won": 2}, "normal": {"played": 2, "won": 1}}},
      "boaromia": {"played": 5, "seats": {},
        "teams": {"standard": {"played": 4, "won": 1}, "easy_breezy": {"played": 1, "won": 1}}}}}

A seat type's "played" counts seats of that type (two humans in one game
count twice); "won" counts seats among the winners (a shared win counts for
every winner). A co-operative game (``GameSpec.coop``) has no seats to rank:
it counts one team result per game under its ``variant`` option (``default``
when it has none). No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from . import paths, storage

FORMAT = 1
KINDS = ("human", "easy", "normal", "hard")
#: the team-results key of a co-operative game without a ``variant`` option
DEFAULT_VARIANT = "default"


def stats_path() -> Path:
    return paths.data_dir() / "stats.json"


@dataclass
class GameStats:
    played: int = 0
    seats: dict[str, dict[str, int]] = field(default_factory=dict)
    #: co-operative games: the team's games and wins per variant
    teams: dict[str, dict[str, int]] = field(default_factory=dict)

    def kind(self, kind: str) -> dict[str, int]:
        return self.seats.setdefault(kind, {"played": 0, "won": 0})

    def team(self, variant: str) -> dict[str, int]:
        return self.teams.setdefault(variant, {"played": 0, "won": 0})

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
        """Count one finished match; ``winners`` are seat indices. A co-operative game counts
        one team result under its variant instead of its seats."""
        g = self.games.setdefault(match.game_id, GameStats())
        g.played += 1
        if _coop(match.game_id):
            t = g.team(str((match.options or {}).get("variant") or DEFAULT_VARIANT))
            t["played"] += 1
            t["won"] += 1 if winners else 0
            if save:
                self.save()
            return
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
                "games": {gid: {"played": g.played, "seats": g.seats, **({"teams": g.teams} if g.teams else {})}
                          for gid, g in self.games.items()}}

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
                gs.seats[kind] = _counts(counts, f"games.{gid}.seats.{kind}")
            for variant, counts in (g.get("teams") or {}).items():
                if not isinstance(counts, dict):
                    raise ValueError(f"games.{gid}.teams.{variant}: expected counts")
                gs.teams[str(variant)] = _counts(counts, f"games.{gid}.teams.{variant}")
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
            except Exception as exc:      # noqa: BLE001 - any wrong part (RecursionError too): kept aside
                raise storage.keep_broken(path, str(exc)[:300] or type(exc).__name__) from None
        except storage.BrokenFile as exc:
            stats = cls()
            stats.broken = exc
        stats.path = path
        return stats

    def save(self) -> None:
        storage.write_json(self.path or stats_path(), self.to_json())


def _counts(counts: dict, where: str) -> dict[str, int]:
    p, w = counts.get("played", 0), counts.get("won", 0)
    if not (isinstance(p, int) and isinstance(w, int) and 0 <= w <= p):
        raise ValueError(f"{where}: bad counts")
    return {"played": p, "won": w}


def _coop(game_id: str) -> bool:
    """Whether the players of ``game_id`` win or lose together (an unknown game: no)."""
    from . import registry
    try:
        return registry.get(game_id).coop
    except KeyError:
        return False
