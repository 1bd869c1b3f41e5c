"""The player's settings: volume, fullscreen, animation speed, language, last seats per game, the
games whose first-game pointers were read or skipped.

Stored as JSON in ``paths.config_dir()/settings.json``, written atomically on
every change. A file that cannot be read is kept aside (``storage.keep_broken``)
and the defaults are used; ``Settings.broken`` then says what happened so the
app can tell the player. No pygame here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import paths, storage

ANIM_SPEEDS = {"off": 0.0, "fast": 2.0, "normal": 1.0, "slow": 0.5}
SEAT_KINDS = ("human", "easy", "normal", "hard")
#: a language code as stored: "en", "de", "pt_BR" (catalogues in ``game/locale``)
_LANGUAGE = re.compile(r"^[a-z]{2,3}(_[A-Z]{2})?$")


def settings_path() -> Path:
    return paths.config_dir() / "settings.json"


def _clean_seats(value: Any) -> list[dict] | None:
    if not isinstance(value, list):
        return None
    seats = []
    for s in value:
        if not isinstance(s, dict):
            return None
        name, kind, colour = s.get("name"), s.get("kind"), s.get("colour")
        if not (isinstance(name, str) and name.strip() and kind in SEAT_KINDS and isinstance(colour, str)):
            return None
        seats.append({"name": name, "kind": kind, "colour": colour})
    return seats


@dataclass
class Settings:
    volume: float = 0.7
    fullscreen: bool = False
    anim_speed: str = "normal"
    #: the language of every text the players read (``game.core.i18n.use``); "" (not chosen yet):
    #: the system's language (``i18n.system_language``)
    language: str = ""
    #: last window size (windowed), or None for a size chosen from the desktop
    window_size: list[int] | None = None
    #: per game id: the seats of the last game set up ([{name, kind, colour}])
    last_seats: dict[str, list[dict]] = field(default_factory=dict)
    #: per game id: the options of the last game set up
    last_options: dict[str, dict] = field(default_factory=dict)
    #: the game ids whose first-game pointers were read to the end or skipped (not offered again)
    guides_seen: list[str] = field(default_factory=list)

    path: Path | None = field(default=None, repr=False, compare=False)
    #: set by :meth:`load` when the file on disk was unreadable and kept aside
    broken: storage.BrokenFile | None = field(default=None, repr=False, compare=False)

    # -- derived ---------------------------------------------------------------
    @property
    def anim_multiplier(self) -> float:
        return ANIM_SPEEDS.get(self.anim_speed, 1.0)

    # -- JSON --------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "volume": round(self.volume, 3),
            "fullscreen": self.fullscreen,
            "anim_speed": self.anim_speed,
            "language": self.language,
            "window_size": self.window_size,
            "last_seats": self.last_seats,
            "last_options": self.last_options,
            "guides_seen": self.guides_seen,
        }

    @classmethod
    def from_json(cls, data: dict) -> Settings:
        """Every field checked on its own: a wrong one falls back to its default."""
        s = cls()
        vol = data.get("volume")
        if isinstance(vol, (int, float)) and not isinstance(vol, bool):
            s.volume = min(1.0, max(0.0, float(vol)))
        if isinstance(data.get("fullscreen"), bool):
            s.fullscreen = data["fullscreen"]
        if data.get("anim_speed") in ANIM_SPEEDS:
            s.anim_speed = data["anim_speed"]
        lang = data.get("language")
        if isinstance(lang, str) and _LANGUAGE.match(lang):
            s.language = lang
        size = data.get("window_size")
        if (isinstance(size, list) and len(size) == 2
                and all(isinstance(v, int) and 320 <= v <= 16384 for v in size)):
            s.window_size = list(size)
        for game_id, seats in (data.get("last_seats") or {}).items():
            clean = _clean_seats(seats)
            if clean:
                s.last_seats[str(game_id)] = clean
        for game_id, opts in (data.get("last_options") or {}).items():
            if isinstance(opts, dict):
                s.last_options[str(game_id)] = dict(opts)
        seen = data.get("guides_seen")
        if isinstance(seen, list):
            s.guides_seen = sorted({g for g in seen if isinstance(g, str)})
        return s

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        path = path or settings_path()
        broken = None
        try:
            data = storage.read_json(path, default={})
        except storage.BrokenFile as exc:
            data, broken = {}, exc
        if not isinstance(data, dict):
            broken = storage.keep_broken(path, "settings must be a JSON object")
            data = {}
        settings = cls.from_json(data)
        settings.path, settings.broken = path, broken
        return settings

    def save(self) -> None:
        storage.write_json(self.path or settings_path(), self.to_json())

    # -- convenience -------------------------------------------------------------
    def guide_seen(self, game_id: str) -> bool:
        """Whether the first-game pointers of ``game_id`` were read or skipped."""
        return game_id in self.guides_seen

    def remember_guide(self, game_id: str) -> None:
        """The first-game pointers of ``game_id`` were read or skipped: saved at once."""
        if game_id not in self.guides_seen:
            self.update(guides_seen=sorted([*self.guides_seen, game_id]))

    def update(self, **changes: Any) -> None:
        """Change fields and save at once."""
        for key, value in changes.items():
            if not hasattr(self, key):
                raise AttributeError(f"no setting {key!r}")
            setattr(self, key, value)
        self.save()
