"""Boaromia Festival content: typed records loaded from content/boaromia/.

Files (see content/boaromia/README.md for the design and the exact meaning of
every effect id):

- ``rules.yaml``      the numbers of the base game (steps, prices, fun table …)
- ``variants.yaml``   each variant as changes to those numbers
- ``options.yaml``    the setup choices (variant, board), read by the shared loader
- ``boards.yaml``     legend, named areas and the two boards as ASCII maps
- ``artists.yaml``    the 12 artists
- ``lineup.yaml``     3 double-sided line-up cards, 4 time slots a side
- ``musts.yaml``      12 must-see and 12 must-miss cards
- ``characters.yaml`` 8 festival characters with start values and a Festival Vibe
- ``events.yaml``     12 day and 13 night event cards
- ``goals.yaml``      6 day and 6 night goal cards

Effects, goal requirements and rewards and Festival Vibes are ``{id: …,
param: …}`` mappings from a small closed vocabulary (``EVENT_EFFECTS``,
``GOAL_NEEDS``, ``GOAL_REWARDS``, ``VIBES`` below). The rules engine registers
one handler per id; an unknown id or parameter is a load-time error with a
"did you mean".
"""

from __future__ import annotations

import dataclasses
import itertools
import types
import typing
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from game.core.content import (
    ContentError,
    Option,
    Where,
    build,
    build_record,
    check_count,
    check_unique,
    content_dir,
    display_path,
    expect_options,
    field_where,
    hash_files,
    load_options,
    load_records,
    load_yaml,
    require_text,
    suggest,
    where_of,
)

from . import board as geometry

FILES = ("rules.yaml", "variants.yaml", "options.yaml", "boards.yaml", "artists.yaml", "lineup.yaml",
         "musts.yaml", "characters.yaml", "events.yaml", "goals.yaml")

# printed counts (rulebook, "Components" and "Game Setup")
LINEUP_CARDS = 3
SLOTS_PER_SIDE = 4
MUST_CARDS = 24
CHARACTERS = 8
DAY_EVENTS, NIGHT_EVENTS = 12, 13
DAY_GOALS, NIGHT_GOALS = 6, 6
CROWD_PAWNS = 14
MAX_PLAYERS = 8

STAGES = ("chester_white", "duroc", "swabish_hall", "mangalitza", "british_lop", "ossabow")
STALLS = ("fries", "burger", "curry")
DRINKS = ("beer", "coffee", "mix", "water")
AREA_KINDS = ("stage", "bar", "food", "campsite", "piggy_bank", "toilets", "first_aid")
#: which tile kinds an area of each kind may have
AREA_TILES = {"stage": ("stars", "backstage"), "bar": ("bar",), "food": ("food",), "campsite": ("campsite",),
              "piggy_bank": ("piggy_bank",), "toilets": ("toilets",), "first_aid": ("first_aid",)}
#: whole-location words that may stand where an area id is expected
FOOD_COURT = "food_court"   # all food stalls together
SHOW = "show"               # the stage where this round's act plays

# -- the closed vocabulary ----------------------------------------------------


@dataclass(frozen=True)
class Int:
    lo: int
    hi: int

    def check(self, value, where: Where, ctx) -> Any:
        if isinstance(value, bool) or not isinstance(value, int):
            raise where.error(f"expected a whole number, got {value!r}")
        if not self.lo <= value <= self.hi:
            raise where.error(f"expected {self.lo} to {self.hi}, got {value!r}")
        return value


@dataclass(frozen=True)
class OneOf:
    values: tuple

    def check(self, value, where: Where, ctx) -> Any:
        if value not in self.values:
            raise where.error(f"expected one of {', '.join(map(str, self.values))}, got {value!r}"
                              f"{suggest(value, self.values)}")
        return value


@dataclass(frozen=True)
class Players:
    """How many festival-goers: a number (more than are playing means all of them) or ``all``."""

    def check(self, value, where: Where, ctx) -> Any:
        if value == "all":
            return value
        return Int(1, MAX_PLAYERS).check(value, where, ctx)


@dataclass(frozen=True)
class Place:
    """An area id that is on every board, of the given kinds, or one of the listed words."""

    kinds: tuple = AREA_KINDS
    words: tuple = ()

    def check(self, value, where: Where, ctx) -> Any:
        areas = ctx["areas"]
        common = ctx["common_areas"]
        allowed = [a for a in common if areas[a].kind in self.kinds] + list(self.words)
        if not isinstance(value, str) or value not in allowed:
            hint = ""
            if isinstance(value, str) and value in areas and value not in common:
                hint = " (it is not on every board)"
            what = "an area id" if self.kinds == AREA_KINDS else f"a {' or '.join(self.kinds)} id"
            words = f" or one of {', '.join(self.words)}" if self.words else ""
            raise where.error(f"expected {what}{words}, got {value!r}{hint or suggest(value, allowed)}")
        return value


WHO = ("all", "lowest_fun", "highest_fun", "lowest_energy", "highest_energy", "highest_bladder",
       "most_coins", "fewest_coins", "nearest_show", "farthest_show")
TO = ("all", "involved", "one")

#: event effects: id -> (when, {param: type}); "lasting" = until the next event card, "now" = once
EVENT_EFFECTS: dict[str, tuple[str, dict]] = {
    "steps": ("lasting", {"delta": Int(-2, 2)}),
    "sprint_cost": ("lasting", {"energy": Int(1, 4)}),
    "drink_price": ("lasting", {"drink": OneOf(DRINKS + ("all",)), "delta": Int(-3, 3)}),
    "drink_closed": ("lasting", {"drink": OneOf(("beer", "coffee", "mix"))}),
    "food_price": ("lasting", {"stall": OneOf(STALLS + ("all",)), "delta": Int(-3, 3)}),
    "food_energy": ("lasting", {"stall": OneOf(STALLS + ("all",)), "delta": Int(-3, 3)}),
    "piggy_bank": ("lasting", {"delta": Int(-3, 3)}),
    "toilets": ("lasting", {"delta": Int(-4, 2)}),
    "show_fun": ("lasting", {"delta": Int(-2, 2)}),
    "show_energy": ("lasting", {"delta": Int(-3, 3)}),
    "fun": ("now", {"delta": Int(-3, 3), "who": OneOf(WHO)}),
    "energy": ("now", {"delta": Int(-4, 4), "who": OneOf(WHO)}),
    "bladder": ("now", {"delta": Int(-6, 4), "who": OneOf(WHO)}),
    "coins": ("now", {"delta": Int(-6, 6), "who": OneOf(WHO)}),
    "send_to": ("now", {"area": Place(words=(FOOD_COURT,)), "who": OneOf(WHO)}),
}

#: goal requirements: id -> {param: type}
GOAL_NEEDS: dict[str, dict] = {
    "gather": {"where": Place(words=(SHOW, FOOD_COURT, "stage", "bar", "campsite", "toilets")), "players": Players()},
    "pay": {"coins": Int(1, 20)},
    "buy": {"item": OneOf(DRINKS + STALLS + ("any_drink", "any_food")), "players": Players()},
    "levels": {"stat": OneOf(("fun", "energy", "coins")), "at_least": Int(1, 10)},
}

#: goal rewards: id -> {param: type}
GOAL_REWARDS: dict[str, dict] = {
    "fun": {"amount": Int(1, 3), "to": OneOf(TO)},
    "energy": {"amount": Int(1, 6), "to": OneOf(TO)},
    "coins": {"amount": Int(1, 10), "to": OneOf(TO)},
    "bladder": {"amount": Int(-6, -1), "to": OneOf(TO)},
    "share_fun": {"amount": Int(1, 6)},
    "remove_crowd": {"pawns": Int(1, CROWD_PAWNS)},
    "move_blast": {},
    "extra_steps": {"amount": Int(1, 3), "to": OneOf(TO)},
}

#: Festival Vibes (character abilities): id -> {param: type}
VIBES: dict[str, dict] = {
    "backstage_pass": {},
    "curry_buddy": {"fun": Int(1, 3)},
    "crowd_immune": {},
    "social_step": {"steps": Int(1, 2)},
    "fomo_step": {"steps": Int(1, 2)},
    "iron_bladder": {"bladder": Int(1, 3)},
    "blast_friend": {},
    "power_nap": {"energy": Int(1, 3)},
}


@dataclass(frozen=True)
class Effect:
    """One entry of the vocabulary: an id and its checked parameters."""

    id: str
    params: dict = field(default_factory=dict)
    when: str = ""            # events only: "lasting" or "now"

    def __getitem__(self, name: str) -> Any:
        return self.params[name]

    def get(self, name: str, default: Any = None) -> Any:
        return self.params.get(name, default)


def parse_effect(node: Any, where: Where, vocab: dict, ctx: dict, what: str) -> Effect:
    """Check ``{id: …, param: …}`` against ``vocab`` and build an Effect."""
    if not isinstance(node, dict) or "id" not in node:
        raise where.error(f"expected a mapping with an 'id' ({what}), got {node!r}")
    ident = node["id"]
    if not isinstance(ident, str) or ident not in vocab:
        raise where.child(node, "id").error(f"unknown {what} {ident!r}{suggest(ident, vocab)}")
    entry = vocab[ident]
    when, schema = entry if isinstance(entry, tuple) else ("", entry)
    params = {}
    for key, value in node.items():
        if key == "id":
            continue
        if key not in schema:
            known = ", ".join(schema) or "none"
            raise where.child(node, key).error(
                f"unknown parameter of {ident}{suggest(key, schema)}; known: {known}")
        params[key] = schema[key].check(value, where.child(node, key), ctx)
    for key in schema:
        if key not in params:
            raise where.error(f"{ident}: missing parameter {key!r}")
    return Effect(ident, params, when)


# -- records --------------------------------------------------------------------


@dataclass(frozen=True)
class Drink:
    coins: int = field(metadata={"min": 0})
    energy: int = field(metadata={"min": 0})
    bladder: int = field(metadata={"min": 0})


@dataclass(frozen=True)
class Food:
    coins: int = field(metadata={"min": 0})
    energy: int = field(metadata={"min": 0})


@dataclass(frozen=True)
class FunRow:
    alone: int
    together: int
    missed: int


@dataclass(frozen=True)
class FunTable:
    regular: FunRow
    must_see: FunRow
    must_miss: FunRow


@dataclass(frozen=True)
class Nearby:
    """A Bit More Madness: passing near a must-miss show costs fun."""

    radius: int = field(metadata={"min": 1, "max": 5})
    fun: int = field(metadata={"min": -5, "max": 0})


@dataclass(frozen=True)
class Rules:
    rounds: int = field(metadata={"min": 1})
    night_from: int = field(metadata={"min": 2})       # first night round
    steps: int = field(metadata={"min": 1})            # steps per turn
    sprint_energy: int = field(metadata={"min": 1})    # energy per extra step
    energy_per_round: int = field(metadata={"min": 0})
    energy_max: int = field(metadata={"min": 1})
    bladder_max: int = field(metadata={"min": 1})      # at this level: only walk to a toilet
    fun_max: int = field(metadata={"min": 1})
    photo_fun: int = field(metadata={"min": 1})
    piggy_bank: int = field(metadata={"min": 0})       # coins, once per turn
    toilets: int = field(metadata={"min": 0})          # bladder relief, once per turn
    first_aid_energy: int = field(metadata={"min": 1})
    faint_fun: int = field(metadata={"max": 0})
    drinks: dict[str, Drink]
    food: dict[str, Food]
    fun: FunTable
    day_events: int = field(metadata={"min": 0})       # dealt for the day rounds
    night_events: int = field(metadata={"min": 0})
    goal_stacks: int = field(metadata={"min": 1})      # open goals at a time
    goal_choice: int = field(metadata={"min": 1})      # draw this many, keep 1
    crowd_pawns: int = field(metadata={"min": 0})      # in the box
    crowd_in_play: int = field(metadata={"min": 0})
    coins: int = field(metadata={"min": 1})            # in the box
    blast_start: str
    blast_step_away: bool                              # may leave the blast on the first step
    must_miss_nearby: Nearby | None
    start_fun: int | None = field(metadata={"min": 0, "max": 7})   # overrides every character's start fun


@dataclass(frozen=True)
class Variant:
    id: str
    name: str
    text: str
    changes: Any = None                  # {dotted rules path: new value}, checked against Rules
    remove_events: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class LegendEntry:
    tile: Literal["empty", "stars", "backstage", "bar", "food", "campsite", "piggy_bank", "toilets",
                  "first_aid", "building", "stall", "tent", "bush"]
    area: str | None = None


@dataclass(frozen=True)
class Area:
    id: str
    kind: Literal["stage", "bar", "food", "campsite", "piggy_bank", "toilets", "first_aid"]
    name: str
    stall: Literal["fries", "burger", "curry"] | None = None
    text: str = ""


@dataclass(frozen=True)
class BoardSpec:
    id: str
    name: str
    text: str
    areas: list[str]
    map: str


@dataclass
class Board:
    """A board ready for play: its spec, its grid and handy area lists."""

    spec: BoardSpec
    grid: geometry.Grid
    areas: list[str]

    @property
    def id(self) -> str:
        return self.spec.id

    def tiles_of(self, place: str) -> tuple[int, ...]:
        """Walkable tiles of an area id or of the whole food court."""
        if place == FOOD_COURT:
            return tuple(t for s in self.stalls.values() for t in self.grid.area_tiles(s))
        return self.grid.area_tiles(place)

    def __post_init__(self):
        self.stalls: dict[str, str] = {}           # stall -> area id, filled by the loader
        self.campsites: list[str] = []
        self.bars: list[str] = []
        self.toilets: list[str] = []


@dataclass(frozen=True)
class Artist:
    id: str
    name: str
    style: str
    text: str


@dataclass(frozen=True)
class Slot:
    artist: str
    stage: str


@dataclass(frozen=True)
class LineupSide:
    id: str
    slots: list[Slot]


@dataclass(frozen=True)
class LineupCard:
    id: str
    position: int = field(metadata={"min": 1, "max": LINEUP_CARDS})
    sides: list[LineupSide] = field(default_factory=list)


@dataclass(frozen=True)
class MustCard:
    id: str
    kind: Literal["see", "miss"]
    artists: list[str]


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    energy: int = field(metadata={"min": 1, "max": 10})
    bladder: int = field(metadata={"min": 0, "max": 9})
    fun: int = field(metadata={"min": 0, "max": 7})
    coins: int = field(metadata={"min": 0, "max": 15})
    vibe: Any = None            # becomes an Effect from VIBES
    vibe_name: str = ""
    vibe_text: str = ""
    text: str = ""


@dataclass(frozen=True)
class EventCard:
    id: str
    name: str
    phase: Literal["day", "night"]
    text: str
    effects: list[Any] = field(default_factory=list)   # become Effects from EVENT_EFFECTS
    blast: str | None = None                          # bar id or food_court
    crowd: str | None = None                          # area id, food_court or show

    @property
    def night(self) -> bool:
        return self.phase == "night"


@dataclass(frozen=True)
class GoalCard:
    id: str
    name: str
    phase: Literal["day", "night"]
    text: str
    needs: Any = None          # becomes an Effect from GOAL_NEEDS
    reward: Any = None         # becomes an Effect from GOAL_REWARDS

    @property
    def night(self) -> bool:
        return self.phase == "night"


@dataclass
class Content:
    rules: Rules
    variants: list[Variant]
    areas: dict[str, Area]
    boards: dict[str, Board]
    artists: list[Artist]
    lineup: list[LineupCard]
    must_see: list[MustCard]
    must_miss: list[MustCard]
    characters: list[Character]
    events: list[EventCard]
    goals: list[GoalCard]
    options: list[Option]
    hash: str
    folder: Path

    def __post_init__(self):
        self.artist_by_id = {a.id: a for a in self.artists}
        self.character_by_id = {c.id: c for c in self.characters}
        self.event_by_id = {e.id: e for e in self.events}
        self.goal_by_id = {g.id: g for g in self.goals}
        self.variant_by_id = {v.id: v for v in self.variants}
        self.day_events = [e for e in self.events if e.phase == "day"]
        self.night_events = [e for e in self.events if e.phase == "night"]
        self.day_goals = [g for g in self.goals if g.phase == "day"]
        self.night_goals = [g for g in self.goals if g.phase == "night"]

    def schedule(self, sides: tuple[int, ...]) -> list[Slot]:
        """The 12 time slots for the chosen side (0 or 1) of each line-up card, in play order."""
        cards = sorted(self.lineup, key=lambda c: c.position)
        return [slot for card, side in zip(cards, sides, strict=True) for slot in card.sides[side].slots]

    def lineups(self):
        """Every combination of sides: (sides, schedule)."""
        for sides in itertools.product(range(2), repeat=len(self.lineup)):
            yield sides, self.schedule(sides)

    def rules_for(self, variant: str = "standard") -> Rules:
        return apply_changes(self.rules, self.variant_by_id[variant].changes)

    def events_for(self, variant: str = "standard") -> list[EventCard]:
        removed = set(self.variant_by_id[variant].remove_events)
        return [e for e in self.events if e.id not in removed]

    def is_night(self, round_number: int, rules: Rules | None = None) -> bool:
        return round_number >= (rules or self.rules).night_from


# -- rules and variants --------------------------------------------------------


def _unwrap(tp: Any) -> Any:
    """``X | None`` -> ``X`` (to look inside an optional record)."""
    if typing.get_origin(tp) in (typing.Union, types.UnionType):
        inner = [a for a in typing.get_args(tp) if a is not type(None)]
        if len(inner) == 1:
            return inner[0]
    return tp


def _change_type(path: str, where: Where) -> tuple[Any, dict]:
    """The declared type at a dotted path into Rules (``fun.must_see.missed``), and its limits."""
    tp: Any = Rules
    meta: dict = {}
    for part in path.split("."):
        tp = _unwrap(tp)
        if dataclasses.is_dataclass(tp):
            hints = typing.get_type_hints(tp)
            if part not in hints:
                raise where.error(f"unknown rule {path!r}{suggest(part, hints)}")
            meta = dict(next(f.metadata for f in dataclasses.fields(tp) if f.name == part))
            tp = hints[part]
        elif typing.get_origin(tp) is dict:
            tp, meta = typing.get_args(tp)[1], {}
        else:
            raise where.error(f"unknown rule {path!r}: {part!r} is inside a single value")
    return tp, meta


def _change_value(path: str, value: Any, where: Where) -> Any:
    tp, meta = _change_type(path, where)
    value = build(tp, value, where)
    if "min" in meta and value is not None and value < meta["min"]:
        raise where.error(f"expected at least {meta['min']}, got {value!r}")
    if "max" in meta and value is not None and value > meta["max"]:
        raise where.error(f"expected at most {meta['max']}, got {value!r}")
    return value


def apply_changes(rules: Rules, changes: dict[str, Any]) -> Rules:
    """A copy of ``rules`` with dotted-path changes applied (values already checked)."""
    for path, value in changes.items():
        rules = _set(rules, path.split("."), value)
    return rules


def _set(obj: Any, parts: list[str], value: Any) -> Any:
    head, rest = parts[0], parts[1:]
    if isinstance(obj, dict):
        new = dict(obj)
        new[head] = _set(obj[head], rest, value) if rest else value
        return new
    return dataclasses.replace(obj, **{head: _set(getattr(obj, head), rest, value) if rest else value})


def _load_rules(folder: Path) -> Rules:
    path = folder / "rules.yaml"
    data = load_yaml(path)
    top = Where(display_path(path), 1, "")
    if not isinstance(data, dict) or set(data) != {"rules"}:
        raise top.error("expected exactly one top-level field 'rules'")
    rules = build_record(Rules, data["rules"], top.child(data, "rules"))
    w = top.child(data, "rules")
    if set(rules.drinks) != set(DRINKS):
        raise w.error(f"drinks: expected {', '.join(DRINKS)}, got {', '.join(map(str, rules.drinks))}")
    if set(rules.food) != set(STALLS):
        raise w.error(f"food: expected {', '.join(STALLS)}, got {', '.join(map(str, rules.food))}")
    if rules.crowd_pawns != CROWD_PAWNS:
        raise w.error(f"crowd_pawns: expected {CROWD_PAWNS} (printed), got {rules.crowd_pawns}")
    if rules.blast_start != FOOD_COURT:
        raise w.error(f"blast_start: the blast-from-the-past starts at the {FOOD_COURT}")
    return rules


def _check_rules(rules: Rules, where: Where) -> None:
    if not 1 < rules.night_from <= rules.rounds:
        raise where.error(f"night_from: expected 2 to {rules.rounds}, got {rules.night_from}")
    if rules.crowd_in_play > rules.crowd_pawns:
        raise where.error(f"crowd_in_play: {rules.crowd_in_play} is more than the {rules.crowd_pawns} in the box")
    if rules.day_events + rules.night_events != rules.rounds - 1:
        raise where.error(f"day_events + night_events: expected {rules.rounds - 1} (one per round after the first)")


def _load_variants(folder: Path, rules: Rules, events: list[EventCard]) -> list[Variant]:
    path = folder / "variants.yaml"
    variants = load_records(path, "variants", Variant)
    ids = [e.id for e in events]
    check_unique(variants, "variants")
    for i, v in enumerate(variants):
        w = Where(where_of(v).file, where_of(v).line, f"variants[{i}]")
        raw = v.changes if v.changes is not None else {}
        if not isinstance(raw, dict):
            raise Where(w.file, w.line, f"{w.field}.changes").error("expected a mapping of rule: new value")
        changes = {}
        for path_, value in raw.items():
            cw = Where(w.file, getattr(raw, "lines", {}).get(path_, w.line), f"{w.field}.changes.{path_}")
            if not isinstance(path_, str):
                raise cw.error(f"expected a rule's name (like fun.must_see.missed), got {path_!r}")
            changes[path_] = _change_value(path_, value, cw)
            try:
                changed = apply_changes(rules, {path_: changes[path_]})
            except (KeyError, AttributeError, TypeError):
                raise cw.error(f"unknown rule {path_!r}") from None
            _check_rules(changed, Where(cw.file, cw.line, w.field))
        object.__setattr__(v, "changes", changes)
        for j, e in enumerate(v.remove_events):
            if e not in ids:
                raise field_where(v, "remove_events", f"{w.field}.remove_events[{j}]").error(
                    f"unknown event {e!r}{suggest(e, ids)}")
        final = apply_changes(rules, changes)
        removed = set(v.remove_events)
        for phase, need in (("day", final.day_events), ("night", final.night_events)):
            left = sum(1 for e in events if e.phase == phase and e.id not in removed)
            if left < need:
                raise w.error(f"leaves {left} {phase} events, {need} are dealt")
    if "standard" not in {v.id for v in variants}:
        raise Where(display_path(path), 1, "variants").error("missing the 'standard' variant")
    return variants


# -- boards ----------------------------------------------------------------------


def _load_boards(folder: Path) -> tuple[dict[str, Area], dict[str, Board]]:
    path = folder / "boards.yaml"
    data = load_yaml(path)
    top = Where(display_path(path), 1, "")
    if not isinstance(data, dict):
        raise top.error("expected a mapping with legend, areas and boards")
    for key in data:
        if key not in ("legend", "areas", "boards"):
            raise top.child(data, key).error(f"unknown top-level field{suggest(key, ('legend', 'areas', 'boards'))}")
    for key in ("legend", "areas", "boards"):
        if key not in data:
            raise top.error(f"missing top-level field {key!r}")

    area_list = build(list[Area], data["areas"], top.child(data, "areas"))
    areas: dict[str, Area] = {}
    for i, a in enumerate(area_list):
        w = Where(where_of(a).file, where_of(a).line, f"areas[{i}]")
        if a.id in areas or a.id in (FOOD_COURT, SHOW):
            raise Where(w.file, w.line, f"{w.field}.id").error(f"id {a.id!r} used twice or reserved")
        if (a.kind == "food") != (a.stall is not None):
            raise Where(w.file, w.line, f"{w.field}.stall").error("a food area names its stall; no other area does")
        areas[a.id] = a
    missing = [s for s in STAGES if s not in areas or areas[s].kind != "stage"]
    if missing:
        raise top.child(data, "areas").error(f"missing stage {missing[0]!r}")

    lw = top.child(data, "legend")
    raw_legend = data["legend"]
    if not isinstance(raw_legend, dict):
        raise lw.error("expected a mapping of one character to {tile, area}")
    legend: dict[str, tuple[str, str | None]] = {}
    for ch, node in raw_legend.items():
        w = lw.child(raw_legend, ch)
        if not isinstance(ch, str) or len(ch) != 1 or ch.isspace():
            raise w.error(f"a legend key is one visible character, got {ch!r}")
        entry = build_record(LegendEntry, node, w)
        if entry.area is None:
            if entry.tile not in geometry.OBSTACLES and entry.tile != "empty":
                raise w.error(f"a {entry.tile} tile belongs to an area; add 'area'")
        else:
            if entry.area not in areas:
                raise w.child(node, "area").error(f"unknown area {entry.area!r}{suggest(entry.area, areas)}")
            kind = areas[entry.area].kind
            if entry.tile not in AREA_TILES[kind]:
                raise w.child(node, "tile").error(
                    f"a {kind} area has {' or '.join(AREA_TILES[kind])} tiles, not {entry.tile}")
        legend[ch] = (entry.tile, entry.area)

    bw = top.child(data, "boards")
    specs = build(list[BoardSpec], data["boards"], bw)
    boards: dict[str, Board] = {}
    for b, spec in enumerate(specs):
        node = data["boards"][b]
        w = Where(bw.file, where_of(spec).line, f"boards[{b}]")
        if spec.id in boards:
            raise w.child(node, "id").error(f"id {spec.id!r} used twice")
        boards[spec.id] = _build_board(spec, node, w, legend, areas)
    return areas, boards


def _build_board(spec: BoardSpec, node: dict, w: Where, legend: dict, areas: dict[str, Area]) -> Board:
    map_line = node.lines["map"]
    rows = spec.map.rstrip("\n").split("\n")

    def at(r: int) -> Where:
        return Where(w.file, map_line + 1 + r, f"{w.field}.map[{r}]")

    width = len(rows[0])
    for r, row in enumerate(rows):
        if len(row) != width:
            raise at(r).error(f"expected {width} tiles like the first row, got {len(row)} (the map is a rectangle)")
        for c, ch in enumerate(row):
            if ch not in legend:
                raise at(r).error(f"column {c}: {ch!r} is not in the legend (known: {''.join(sorted(legend))})")
    grid = geometry.parse_map(rows, legend, spec.id)

    aw = w.child(node, "areas")
    listed = set()
    for i, a in enumerate(spec.areas):
        if a not in areas:
            raise aw.child(node["areas"], i).error(f"unknown area {a!r}{suggest(a, areas)}")
        if a in listed:
            raise aw.child(node["areas"], i).error(f"area {a!r} listed twice")
        listed.add(a)
    for s in STAGES:
        if s not in listed:
            raise aw.error(f"missing stage {s!r}")
    on_map: dict[str, Counter] = {}
    first_row: dict[str, int] = {}
    for i in range(grid.size):
        a = grid.area(i)
        if a is not None:
            on_map.setdefault(a, Counter())[grid.kind(i)] += 1
            first_row.setdefault(a, grid.rc(i)[0])
    for a in spec.areas:
        if a not in on_map:
            raise aw.error(f"area {a!r} has no tile on the map")
        if areas[a].kind == "stage":
            for part in ("stars", "backstage"):
                if not on_map[a][part]:
                    raise aw.error(f"stage {a!r} has no {part} tiles on the map")
    for a, r in first_row.items():
        if a not in listed:
            raise at(r).error(f"area {a!r} is on the map but not in this board's areas")
    kinds = Counter(areas[a].kind for a in spec.areas)
    if kinds["campsite"] != 3:
        raise aw.error(f"expected exactly 3 campsites, found {kinds['campsite']}")
    stalls = sorted(areas[a].stall for a in spec.areas if areas[a].kind == "food")
    if stalls != sorted(STALLS):
        raise aw.error("the food court has exactly one fries, burger and curry stall,"
                       f" found {', '.join(stalls) or 'none'}")
    for kind in ("bar", "piggy_bank", "toilets", "first_aid"):
        if not kinds[kind]:
            raise aw.error(f"expected at least one {kind} area")

    board = Board(spec, grid, list(spec.areas))
    board.stalls = {areas[a].stall: a for a in spec.areas if areas[a].kind == "food"}
    board.campsites = [a for a in spec.areas if areas[a].kind == "campsite"]
    board.bars = [a for a in spec.areas if areas[a].kind == "bar"]
    board.toilets = [a for a in spec.areas if areas[a].kind == "toilets"]
    for camp in board.campsites:
        lost = grid.unreachable_from(grid.area_tiles(camp))
        if lost:
            r, c = grid.rc(lost[0])
            what = f"area {grid.area(lost[0])!r}" if grid.area(lost[0]) else f"this {grid.kind(lost[0])} tile"
            raise at(r).error(f"column {c}: {what} can't be reached from campsite {camp!r}")
    return board


# -- line-up and must cards -------------------------------------------------------


def _check_lineup(cards: list[LineupCard], artists: list[Artist], path: Path) -> None:
    top = Where(display_path(path), 1, "lineup")
    check_count(cards, LINEUP_CARDS, top, "line-up cards")
    check_unique(cards, "lineup")
    sides_seen: dict[str, int] = {}
    for i, card in enumerate(cards):
        for s, side in enumerate(card.sides):
            sw = where_of(side)
            if side.id in sides_seen:
                raise Where(sw.file, sw.line, f"lineup[{i}].sides[{s}].id").error(
                    f"id {side.id!r} used twice (first at line {sides_seen[side.id]})")
            sides_seen[side.id] = sw.line
    ids = [a.id for a in artists]
    positions = sorted(c.position for c in cards)
    if positions != list(range(1, LINEUP_CARDS + 1)):
        raise top.error(f"expected positions 1 to {LINEUP_CARDS}, got {positions}")
    for i, card in enumerate(cards):
        w = where_of(card)
        if len(card.sides) != 2:
            raise Where(w.file, w.line, f"lineup[{i}].sides").error(f"expected 2 sides, got {len(card.sides)}")
        for s, side in enumerate(card.sides):
            sw = where_of(side)
            field_ = f"lineup[{i}].sides[{s}]"
            if len(side.slots) != SLOTS_PER_SIDE:
                raise Where(sw.file, sw.line, f"{field_}.slots").error(
                    f"expected {SLOTS_PER_SIDE} time slots, got {len(side.slots)}")
            for k, slot in enumerate(side.slots):
                kw = where_of(slot)
                if slot.artist not in ids:
                    raise Where(kw.file, kw.line, f"{field_}.slots[{k}].artist").error(
                        f"unknown artist {slot.artist!r}{suggest(slot.artist, ids)}")
                if slot.stage not in STAGES:
                    raise Where(kw.file, kw.line, f"{field_}.slots[{k}].stage").error(
                        f"unknown stage {slot.stage!r}{suggest(slot.stage, STAGES)}")


def _check_every_artist_plays(content_cards: list[LineupCard], artists: list[Artist], path: Path) -> None:
    top = Where(display_path(path), 1, "lineup")
    cards = sorted(content_cards, key=lambda c: c.position)
    for sides in itertools.product(range(2), repeat=len(cards)):
        playing = {slot.artist for card, side in zip(cards, sides, strict=True) for slot in card.sides[side].slots}
        for a in artists:
            if a.id not in playing:
                names = "/".join(card.sides[s].id for card, s in zip(cards, sides, strict=True))
                raise top.error(f"artist {a.id!r} does not play with sides {names}")


def _check_musts(musts: list[MustCard], artists: list[Artist], path: Path) -> None:
    top = Where(display_path(path), 1, "musts")
    check_count(musts, MUST_CARDS, top, "must-see and must-miss cards")
    ids = [a.id for a in artists]
    check_unique(musts, "musts")
    for i, m in enumerate(musts):
        w = where_of(m)
        if len(m.artists) != 2 or m.artists[0] == m.artists[1]:
            raise Where(w.file, w.line, f"musts[{i}].artists").error("expected 2 different artists")
        for k, a in enumerate(m.artists):
            if a not in ids:
                raise Where(w.file, w.line, f"musts[{i}].artists[{k}]").error(f"unknown artist {a!r}{suggest(a, ids)}")
    see = [m for m in musts if m.kind == "see"]
    miss = [m for m in musts if m.kind == "miss"]
    if len(see) != MUST_CARDS // 2:
        raise top.error(f"expected {MUST_CARDS // 2} must-see cards, found {len(see)}")
    for kind, deck in (("must-see", see), ("must-miss", miss)):
        counts = Counter(a for m in deck for a in m.artists)
        if set(counts) != set(ids) or len(set(counts.values())) != 1:
            lacking = [a for a in ids if counts[a] == 0]
            raise top.error(f"every artist should be on the same number of {kind} cards"
                            + (f"; {lacking[0]!r} is on none" if lacking else f": {dict(counts)}"))
    for s in see:
        free = [m for m in miss if not set(m.artists) & set(s.artists)]
        if len(free) < MAX_PLAYERS:
            w = where_of(s)
            raise Where(w.file, w.line, f"musts[{musts.index(s)}]").error(
                f"only {len(free)} must-miss cards share no artist with {s.id!r}; with {MAX_PLAYERS} players"
                " a clash could not always be swapped away")


# -- characters, events, goals ----------------------------------------------------


def _ctx(areas: dict[str, Area], boards: dict[str, Board]) -> dict:
    common = [a for a in areas if all(a in b.areas for b in boards.values())]
    return {"areas": areas, "common_areas": common}


def _check_characters(chars: list[Character], ctx: dict, path: Path) -> None:
    top = Where(display_path(path), 1, "characters")
    check_count(chars, CHARACTERS, top, "characters")
    check_unique(chars, "characters")
    vibes = set()
    for i, c in enumerate(chars):
        w = Where(where_of(c).file, where_of(c).line, f"characters[{i}]")
        if c.vibe is None:
            raise w.error("missing field 'vibe'")
        vibe = parse_effect(c.vibe, _node_where(c, "vibe", w), VIBES, ctx, "vibe")
        if vibe.id in vibes:
            raise _node_where(c, "vibe", w).error(f"vibe {vibe.id!r} is already another character's")
        vibes.add(vibe.id)
        object.__setattr__(c, "vibe", vibe)


def _node_where(record: Any, name: str, w: Where) -> Where:
    node = getattr(record, name)
    line = getattr(node, "line", w.line)
    return Where(w.file, line, f"{w.field}.{name}")


def _check_events(events: list[EventCard], ctx: dict, path: Path) -> None:
    top = Where(display_path(path), 1, "events")
    counts = Counter(e.phase for e in events)
    if counts["day"] != DAY_EVENTS or counts["night"] != NIGHT_EVENTS:
        raise top.error(f"expected {DAY_EVENTS} day and {NIGHT_EVENTS} night events, "
                        f"found {counts['day']} and {counts['night']}")
    check_unique(events, "events")
    blast_place = Place(kinds=("bar",), words=(FOOD_COURT,))
    crowd_place = Place(kinds=AREA_KINDS, words=(FOOD_COURT, SHOW))
    for i, e in enumerate(events):
        w = Where(where_of(e).file, where_of(e).line, f"events[{i}]")
        if not isinstance(e.effects, list):
            raise w.error("effects: expected a list")
        parsed = []
        lines = getattr(e.effects, "lines", [])
        for k, node in enumerate(e.effects):
            ew = Where(w.file, lines[k] if k < len(lines) else w.line, f"{w.field}.effects[{k}]")
            parsed.append(parse_effect(node, ew, EVENT_EFFECTS, ctx, "effect"))
        object.__setattr__(e, "effects", parsed)
        if e.blast is None and e.crowd is None and not parsed:
            raise w.error("an event does something: effects, blast or crowd")
        if e.blast is not None:
            blast_place.check(e.blast, field_where(e, "blast", f"{w.field}.blast"), ctx)
        if e.crowd is not None:
            crowd_place.check(e.crowd, field_where(e, "crowd", f"{w.field}.crowd"), ctx)


def _check_crowd_sizes(events: list[EventCard], boards: dict[str, Board], least_pawns: int, path: Path) -> None:
    """Every crowded location can be filled with the fewest crowd pawns any variant plays with."""
    top = Where(display_path(path), 1, "events")
    for e in events:
        if e.crowd is None or e.crowd == SHOW:
            continue
        for b in boards.values():
            n = len(b.tiles_of(e.crowd))
            if n > least_pawns:
                w = where_of(e)
                raise Where(w.file, w.line, f"events[{events.index(e)}].crowd").error(
                    f"{e.crowd!r} has {n} tiles on the {b.id} board, more than {least_pawns} crowd pawns")
    for b in boards.values():
        for s in STAGES:
            if len(b.tiles_of(s)) > least_pawns:
                raise top.error(f"stage {s!r} on the {b.id} board has more star tiles than {least_pawns} pawns")


def _check_goals(goals: list[GoalCard], ctx: dict, path: Path) -> None:
    top = Where(display_path(path), 1, "goals")
    counts = Counter(g.phase for g in goals)
    if counts["day"] != DAY_GOALS or counts["night"] != NIGHT_GOALS:
        raise top.error(f"expected {DAY_GOALS} day and {NIGHT_GOALS} night goals, "
                        f"found {counts['day']} and {counts['night']}")
    check_unique(goals, "goals")
    for i, g in enumerate(goals):
        w = Where(where_of(g).file, where_of(g).line, f"goals[{i}]")
        for name, vocab, what in (("needs", GOAL_NEEDS, "requirement"), ("reward", GOAL_REWARDS, "reward")):
            if getattr(g, name) is None:
                raise w.error(f"missing field {name!r}")
            object.__setattr__(g, name, parse_effect(getattr(g, name), _node_where(g, name, w), vocab, ctx, what))


def _check_options(options: list[Option], variants: list[Variant], boards: dict[str, Board], path: Path) -> None:
    top = Where(display_path(path), 1, "options")
    by_id = {o.id: o for o in options}
    for oid, wanted in (("variant", [v.id for v in variants]), ("board", list(boards))):
        if oid not in by_id:
            raise top.error(f"missing option {oid!r}")
        got = [c.id for c in by_id[oid].choices]
        if by_id[oid].kind != "choice" or sorted(got) != sorted(wanted):
            w = where_of(by_id[oid])
            raise Where(w.file, w.line, f"options[{options.index(by_id[oid])}].choices").error(
                f"expected the choices {', '.join(wanted)}, got {', '.join(got) or 'none'}")


# -- loading ---------------------------------------------------------------------


def load_from(folder: Path) -> Content:
    rules = _load_rules(folder)
    _check_rules(rules, Where(display_path(folder / "rules.yaml"), 2, "rules"))
    areas, boards = _load_boards(folder)
    ctx = _ctx(areas, boards)

    artists = load_records(folder / "artists.yaml", "artists", Artist)
    check_unique(artists, "artists")
    lineup = load_records(folder / "lineup.yaml", "lineup", LineupCard)
    _check_lineup(lineup, artists, folder / "lineup.yaml")
    _check_every_artist_plays(lineup, artists, folder / "lineup.yaml")
    musts = load_records(folder / "musts.yaml", "musts", MustCard)
    _check_musts(musts, artists, folder / "musts.yaml")

    characters = load_records(folder / "characters.yaml", "characters", Character)
    _check_characters(characters, ctx, folder / "characters.yaml")
    events = load_records(folder / "events.yaml", "events", EventCard)
    _check_events(events, ctx, folder / "events.yaml")
    goals = load_records(folder / "goals.yaml", "goals", GoalCard)
    _check_goals(goals, ctx, folder / "goals.yaml")

    variants = _load_variants(folder, rules, events)
    least = min(apply_changes(rules, v.changes).crowd_in_play for v in variants)
    _check_crowd_sizes(events, boards, least, folder / "events.yaml")
    options = load_options(folder / "options.yaml")
    expect_options(options, folder / "options.yaml", {"variant": tuple(v.id for v in variants),
                                                      "board": tuple(boards)})
    _check_options(options, variants, boards, folder / "options.yaml")
    require_text(folder / "rules.md")

    files = [folder / n for n in FILES]
    return Content(rules, variants, areas, boards, artists, lineup,
                   [m for m in musts if m.kind == "see"], [m for m in musts if m.kind == "miss"],
                   characters, events, goals, options, hash_files(files), folder)


@lru_cache(maxsize=1)
def load() -> Content:
    return load_from(content_dir() / "boaromia")


__all__ = ["Content", "ContentError", "Board", "Area", "Artist", "LineupCard", "MustCard", "Character",
           "EventCard", "GoalCard", "Effect", "Rules", "Variant", "EVENT_EFFECTS", "GOAL_NEEDS",
           "GOAL_REWARDS", "VIBES", "load", "load_from"]
