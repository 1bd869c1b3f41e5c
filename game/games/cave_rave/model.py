"""Höhlengrölen content: typed records loaded from content/cave_rave/."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Literal

from game.core.content import (
    COLOUR,
    Option,
    Where,
    check_count,
    check_unique,
    content_dir,
    display_path,
    expect_options,
    field_where,
    hash_files,
    load_options,
    load_records,
    require_text,
    suggest,
)
from game.core.i18n import content_text
from game.core.resources import asset_dir

GENRE_COUNTS = {1: 6, 2: 4, 3: 2}   # per genre: how many cards of each value
BONUS_KINDS = ("singer", "dancer", "stylist")
#: the options the rules read: id -> its choices
OPTIONS = {"length": ("standard", "short"), "starter": ("first_seat", "random")}


@dataclass(frozen=True)
class Genre:
    id: str
    name: str
    colour: str = field(metadata=COLOUR)
    symbol: str                     # names the genre's sprites: sprites/cave_rave/chip_<symbol>.png …
    shape: str


@dataclass(frozen=True)
class Musician:
    id: str
    genre: str
    points: Literal[1, 2, 3]
    gender: Literal["f", "m"]
    name: str
    flavour: str


@dataclass(frozen=True)
class BonusCard:
    id: str
    kind: Literal["singer", "dancer", "stylist"]
    set: int = field(metadata={"min": 1, "max": 4})
    name: str = ""
    flavour: str = ""


@dataclass
class Content:
    genres: list[Genre]
    musicians: list[Musician]
    bonus_cards: list[BonusCard]
    options: list[Option]
    hash: str
    folder: Path

    def __post_init__(self):
        self.genre_by_id = {g.id: g for g in self.genres}
        self.genre_index = {g.id: i for i, g in enumerate(self.genres)}
        # card number -> (genre index, points, gender): what the rules need
        self.card_genre = [self.genre_index[m.genre] for m in self.musicians]
        self.card_points = [m.points for m in self.musicians]
        self.card_female = [m.gender == "f" for m in self.musicians]
        self.signature = [(self.card_genre[i], m.points, m.gender) for i, m in enumerate(self.musicians)]

    def words(self, collection: str, record, field: str = "name") -> str:
        """A record's text (``name``, ``flavour`` …) in the players' language, by its content id."""
        return content_text(f"cave_rave:{collection}.{record.id}.{field}", getattr(record, field))

    def genre_name(self, genre: int) -> str:
        return self.words("genres", self.genres[genre])

    def musician_name(self, card: int) -> str:
        return self.words("musicians", self.musicians[card])

    def bonus_for(self, set_number: int, kind: str) -> BonusCard:
        for b in self.bonus_cards:
            if b.set == set_number and b.kind == kind:
                return b
        raise KeyError((set_number, kind))

    @property
    def rules_text(self) -> str:
        return (self.folder / "rules.md").read_text(encoding="utf-8")


def sprite_symbols() -> list[str] | None:
    """The genre symbols drawn in sprites/cave_rave/ (``chip_<symbol>.png``); None without sprites."""
    try:
        folder = asset_dir("sprites") / "cave_rave"
    except FileNotFoundError:
        return None
    return sorted(p.stem[len("chip_"):] for p in folder.glob("chip_*.png") if not p.stem.endswith("_out"))


def _check_genres(genres: list[Genre], path: Path) -> None:
    check_count(genres, 4, Where(display_path(path), 1, "genres"), "genres")
    check_unique(genres, "genres")
    check_unique(genres, "genres", "colour")
    check_unique(genres, "genres", "symbol")
    drawn = sprite_symbols()
    for i, g in enumerate(genres):
        if drawn is not None and g.symbol not in drawn:
            raise field_where(g, "symbol", f"genres[{i}].symbol").error(
                f"no sprites for the symbol {g.symbol!r}{suggest(g.symbol, drawn)}; drawn: {', '.join(drawn)}")


def _check_musicians(genres: list[Genre], musicians: list[Musician], path: Path) -> None:
    top = Where(display_path(path), 1, "musicians")
    check_count(musicians, 48, top, "musicians")
    ids = [g.id for g in genres]
    check_unique(musicians, "musicians")
    for i, m in enumerate(musicians):
        if m.genre not in ids:
            raise field_where(m, "genre", f"musicians[{i}].genre").error(
                f"unknown genre {m.genre!r}{suggest(m.genre, ids)}")
    for g in ids:
        mine = [m for m in musicians if m.genre == g]
        values = Counter(m.points for m in mine)
        for points, count in GENRE_COUNTS.items():
            if values[points] != count:
                raise top.error(f"{g}: expected {count} cards worth {points}, found {values[points]}")
            genders = Counter(m.gender for m in mine if m.points == points)
            if genders["f"] != genders["m"]:
                raise top.error(f"{g}: the {points}-point cards must be half female, half male"
                                f" (found {genders['f']} f, {genders['m']} m)")


def _check_bonus(cards: list[BonusCard], path: Path) -> None:
    top = Where(display_path(path), 1, "bonus_cards")
    check_count(cards, 12, top, "bonus cards")
    check_unique(cards, "bonus_cards")
    for kind in BONUS_KINDS:
        sets = sorted(c.set for c in cards if c.kind == kind)
        if sets != [1, 2, 3, 4]:
            raise top.error(f"expected one {kind} in each of sets 1-4, found sets {sets}")


def load_from(folder: Path) -> Content:
    """The content in ``folder``, checked; anything wrong is a :class:`ContentError` naming file,
    line and field."""
    genres = load_records(folder / "genres.yaml", "genres", Genre)
    _check_genres(genres, folder / "genres.yaml")
    musicians = load_records(folder / "musicians.yaml", "musicians", Musician)
    _check_musicians(genres, musicians, folder / "musicians.yaml")
    bonus = load_records(folder / "bonus.yaml", "bonus_cards", BonusCard)
    _check_bonus(bonus, folder / "bonus.yaml")
    options = load_options(folder / "options.yaml")
    expect_options(options, folder / "options.yaml", OPTIONS)
    require_text(folder / "rules.md")
    files = [folder / n for n in ("genres.yaml", "musicians.yaml", "bonus.yaml", "options.yaml")]
    return Content(genres, musicians, bonus, options, hash_files(files), folder)


@lru_cache(maxsize=1)
def load() -> Content:
    return load_from(content_dir() / "cave_rave")

