"""The player's settings: volume, fullscreen, animation speed, language, last seats per game, the
names typed last per seat (any game), the games whose first-game pointers were read or skipped.

Stored as JSON in ``paths.config_dir()/settings.json``, written atomically on
every change. A file that cannot be read, or one with a field of the wrong
type (``last_seats`` a list …), is kept aside unchanged (``storage.keep_broken``)
and the defaults, or its good fields, are used; ``Settings.broken`` then says
what happened so the app can tell the player. A change that cannot be written
(read-only or full disk) never raises: ``save_error`` holds it, and
``storage.trouble`` makes the app show it. No pygame here.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import paths, storage
from .match import NAME_MAX, clean_name

log = logging.getLogger(__name__)

ANIM_SPEEDS = {"off": 0.0, "fast": 2.0, "normal": 1.0, "slow": 0.5}
SEAT_KINDS = ("human", "easy", "normal", "hard")
#: the most seats whose typed names are kept (more than any game seats)
PLAYER_NAMES_MAX = 16
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
        name, kind, colour = clean_name(s.get("name")), s.get("kind"), s.get("colour")
        if not (name and kind in SEAT_KINDS and isinstance(colour, str)):
            return None
        seats.append({"name": name[:NAME_MAX], "kind": kind, "colour": colour})
    return seats


def _clean_names(value: list) -> list[str]:
    """Typed names by seat: each a clean name ("" for a seat without one), trailing blanks dropped."""
    names = [clean_name(v)[:NAME_MAX] if isinstance(v, str) else "" for v in value[:PLAYER_NAMES_MAX]]
    while names and not names[-1]:
        names.pop()
    return names


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
    #: by seat (0 is seat 1): the name a person typed there last, in any game's setup ("" for none);
    #: the next setup gives it to that seat when it is a human's
    player_names: list[str] = field(default_factory=list)
    #: the game ids whose first-game pointers were read to the end or skipped (not offered again)
    guides_seen: list[str] = field(default_factory=list)

    path: Path | None = field(default=None, repr=False, compare=False)
    #: set by :meth:`load` when the file on disk was unreadable and kept aside
    broken: storage.BrokenFile | None = field(default=None, repr=False, compare=False)
    #: the last change that could not be written (None once a save worked)
    save_error: OSError | None = field(default=None, repr=False, compare=False)

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
            "player_names": self.player_names,
            "guides_seen": self.guides_seen,
        }

    @classmethod
    def from_json(cls, data: dict, problems: list[str] | None = None) -> Settings:
        """Every field checked on its own: a wrong one falls back to its default. A field of the
        wrong JSON type is also named in ``problems`` (when given); a value merely out of range
        (a window smaller than 320 px, a seat kind of another version) is not a problem."""
        problems = [] if problems is None else problems
        s = cls()

        def typed(key: str, types, ok_none: bool = False):
            value = data.get(key)
            if value is None and (ok_none or key not in data):
                return None
            if isinstance(value, types) and not (isinstance(value, bool) and bool not in types):
                return value
            problems.append(f"{key}: expected {'/'.join(t.__name__ for t in types)}")
            return None

        vol = typed("volume", (int, float))
        if vol is not None:
            s.volume = min(1.0, max(0.0, float(vol)))
        if typed("fullscreen", (bool,)) is not None:
            s.fullscreen = data["fullscreen"]
        if typed("anim_speed", (str,)) in ANIM_SPEEDS:
            s.anim_speed = data["anim_speed"]
        lang = typed("language", (str,))
        if lang is not None and _LANGUAGE.match(lang):
            s.language = lang
        size = typed("window_size", (list,), ok_none=True)
        if (size is not None and len(size) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) and 320 <= v <= 16384 for v in size)):
            s.window_size = list(size)
        for game_id, seats in (typed("last_seats", (dict,)) or {}).items():
            clean = _clean_seats(seats)
            if clean:
                s.last_seats[str(game_id)] = clean
        for game_id, opts in (typed("last_options", (dict,)) or {}).items():
            if isinstance(opts, dict):
                s.last_options[str(game_id)] = dict(opts)
            else:
                problems.append(f"last_options.{str(game_id)[:40]}: expected dict")
        names = typed("player_names", (list,))
        if names is not None:
            s.player_names = _clean_names(names)
        seen = typed("guides_seen", (list,))
        if seen is not None:
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
        problems: list[str] = []
        try:
            settings = cls.from_json(data, problems)
        except Exception as exc:          # noqa: BLE001 - whatever the file holds, the app starts
            broken = broken or storage.keep_broken(path, f"settings could not be used: {str(exc)[:200]}")
            settings, problems = cls(), []
        if problems and broken is None:        # the good fields are used; the file is kept as it was
            broken = storage.keep_broken(path, "; ".join(problems))
        settings.path, settings.broken = path, broken
        return settings

    def write(self) -> None:
        """Write the settings now; raises OSError."""
        storage.write_json(self.path or settings_path(), self.to_json())

    def save(self) -> bool:
        """Write the settings; a write error (read-only or full disk) is kept in ``save_error`` and
        shown through ``storage.trouble``, never raised, so no button or slider fails on it. True
        when written."""
        try:
            self.write()
        except OSError as exc:
            self.save_error = exc
            log.warning("settings not saved in %s: %s", paths.brief(self.path or settings_path()), paths.why(exc))
            return False
        self.save_error = None
        return True

    # -- convenience -------------------------------------------------------------
    def guide_seen(self, game_id: str) -> bool:
        """Whether the first-game pointers of ``game_id`` were read or skipped."""
        return game_id in self.guides_seen

    def remember_guide(self, game_id: str) -> None:
        """The first-game pointers of ``game_id`` were read or skipped: saved at once."""
        if game_id not in self.guides_seen:
            self.update(guides_seen=sorted([*self.guides_seen, game_id]))

    def update(self, **changes: Any) -> None:
        """Change fields and save at once (a failed write is kept, see :meth:`save`)."""
        for key, value in changes.items():
            if not hasattr(self, key):
                raise AttributeError(f"no setting {key!r}")
            setattr(self, key, value)
        self.save()
