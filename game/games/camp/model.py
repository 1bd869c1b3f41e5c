"""Camp Roskilde content: tile types and the 60 tiles, loaded from content/camp/."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Literal

from game.core.content import (
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
from game.core.i18n import N_, _, content_text

VIBES = ("green", "blue", "red", "black")
#: the vibes as players read them (through gettext where shown)
VIBE_WORDS = {"green": N_("green"), "blue": N_("blue"), "red": N_("red"), "black": N_("black"),
              "none": N_("colourless")}
SYMBOLS = ("beer", "kiss", "music")
SIDES = ("top", "right", "bottom", "left")
TYPES_PER_VIBE = 13
COLOURLESS = 8
#: the options the rules read: id -> its choices (None: a yes/no option)
OPTIONS = {"take_a_chance": None, "my_camp_my_rules": None, "get_on_with_it": None, "ups_and_downs": None,
           "volunteer": None, "matchmaking": ("off", "unlocked", "locked_too"), "right_next_to_me": None}


@dataclass(frozen=True)
class TileType:
    id: str
    name: str
    points: int = field(metadata={"min": -3, "max": 3})      # printed: -1 to 2
    ability: str
    when: Literal["placed", "leaving", "permanent", "scoring", "none"]
    text: str


@dataclass(frozen=True)
class Tile:
    id: str
    type: str
    vibe: Literal["green", "blue", "red", "black", "none"]
    flavour: str
    sides: list[Literal["beer", "kiss", "music"]] = field(default_factory=list)
    locks: list[Literal["top", "right", "bottom", "left"]] = field(default_factory=list)


@dataclass
class Content:
    types: list[TileType]
    tiles: list[Tile]
    options: list[Option]
    hash: str
    folder: Path

    def __post_init__(self):
        self.type_by_id = {t.id: t for t in self.types}
        n = len(self.tiles)
        # per tile number: what the rules need, as plain lists for speed
        self.kind = [t.type for t in self.tiles]
        self.vibe = [t.vibe for t in self.tiles]
        self.coloured = [t.vibe != "none" for t in self.tiles]
        self.points = [self.type_by_id[t.type].points for t in self.tiles]
        self.ability = [self.type_by_id[t.type].ability for t in self.tiles]
        self.sides = [tuple(SYMBOLS.index(s) for s in t.sides) if t.sides else None for t in self.tiles]
        # turned[t][rot]: the symbols tile t shows towards top, right, bottom, left
        self.turned = [None if sd is None else [tuple(sd[(d - r) % 4] for d in range(4)) for r in range(4)]
                       for sd in self.sides]
        self.lock_dirs = [tuple(SIDES.index(d) for d in t.locks) for t in self.tiles]
        self.index = {t.id: i for i, t in enumerate(self.tiles)}
        # fit[t][need]: the distinct rotations of t that show what a space needs, where
        # need encodes each side's required symbol (-1: anything) as sum((s + 1) * 4**d)
        from .board import alike, rotations
        self.distinct_rots = [rotations(self.sides[t], self.lock_dirs[t], False) for t in range(n)]
        self.alike = [alike(self.sides[t], self.lock_dirs[t]) for t in range(n)]     # alike[t][rot]: see board.alike
        self.fit = [self._fits_of(t) for t in range(n)]
        self.count = n

    def _fits_of(self, tile: int) -> list[tuple[int, ...]]:
        rots = self.distinct_rots[tile]
        table = []
        for code in range(256):
            need = [(code >> (2 * d)) % 4 - 1 for d in range(4)]
            if self.turned[tile] is None:
                table.append(rots)
                continue
            table.append(tuple(r for r in rots
                               if all(n < 0 or n == x for n, x in zip(need, self.turned[tile][r], strict=True))))
        return table

    def type_name(self, tile: int) -> str:
        """The tile's type as players read it ("The Bum")."""
        kind = self.kind[tile]
        return content_text(f"camp:types.{kind}.name", self.type_by_id[kind].name)

    def rule(self, tile: int) -> str:
        """The rule text of the tile's type."""
        kind = self.kind[tile]
        return content_text(f"camp:types.{kind}.text", self.type_by_id[kind].text)

    def flavour(self, tile: int) -> str:
        t = self.tiles[tile]
        return content_text(f"camp:tiles.{t.id}.flavour", t.flavour)

    def name(self, tile: int) -> str:
        """The tile as players read it: "The Bum (blue)", a colourless one by its type alone."""
        vibe = self.vibe[tile]
        if vibe == "none":
            return self.type_name(tile)
        return _("{type} ({vibe})").format(type=self.type_name(tile), vibe=_(VIBE_WORDS[vibe]))

    @property
    def rules_text(self) -> str:
        return (self.folder / "rules.md").read_text(encoding="utf-8")


def _check(types: list[TileType], tiles: list[Tile], folder: Path) -> None:
    from .abilities import HANDLERS
    known = [k for k, h in HANDLERS.items() if not h.internal]
    check_unique(types, "types")
    for i, t in enumerate(types):
        if t.ability != "none" and t.ability not in known:
            raise field_where(t, "ability", f"types[{i}].ability").error(
                f"unknown ability {t.ability!r}{suggest(t.ability, known)}")
    type_ids = {t.id for t in types}
    path = folder / "tiles.yaml"
    top = Where(display_path(path), 1, "tiles")
    check_count(tiles, TYPES_PER_VIBE * len(VIBES) + COLOURLESS, top, "tiles")
    check_unique(tiles, "tiles")
    for i, t in enumerate(tiles):
        def err(fieldname: str, message: str, t=t, i=i):
            return field_where(t, fieldname, f"tiles[{i}].{fieldname}").error(message)

        if t.type not in type_ids:
            raise err("type", f"unknown type {t.type!r}{suggest(t.type, type_ids)}")
        if t.vibe == "none":
            if t.sides:
                raise err("sides", "colourless tiles have no symbols")
        elif len(t.sides) != 4:
            raise err("sides", f"expected 4 of beer|kiss|music, got {len(t.sides)}")
        wants_locks = 2 if t.type in ("bar", "storyteller") else 0
        if len(t.locks) != wants_locks or len(set(t.locks)) != len(t.locks):
            raise err("locks", f"expected {wants_locks} different sides, got {t.locks}")
    per_vibe = Counter(t.vibe for t in tiles)
    for vibe in VIBES:
        if per_vibe[vibe] != TYPES_PER_VIBE:
            raise top.error(f"expected {TYPES_PER_VIBE} {vibe} tiles, found {per_vibe[vibe]}")
        kinds = Counter(t.type for t in tiles if t.vibe == vibe)
        doubles = [k for k, n in kinds.items() if n > 1]
        if doubles:
            raise top.error(f"{vibe}: type {doubles[0]!r} appears {kinds[doubles[0]]} times")
    if per_vibe["none"] != COLOURLESS:
        raise top.error(f"expected {COLOURLESS} colourless tiles, found {per_vibe['none']}")


def load_from(folder: Path) -> Content:
    types = load_records(folder / "types.yaml", "types", TileType)
    tiles = load_records(folder / "tiles.yaml", "tiles", Tile)
    _check(types, tiles, folder)
    options = load_options(folder / "options.yaml")
    expect_options(options, folder / "options.yaml", OPTIONS)
    require_text(folder / "rules.md")
    files = [folder / n for n in ("types.yaml", "tiles.yaml", "options.yaml")]
    return Content(types, tiles, options, hash_files(files), folder)


@lru_cache(maxsize=1)
def load() -> Content:
    return load_from(content_dir() / "camp")
