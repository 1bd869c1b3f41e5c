"""Rock'n Rodeo content: typed records loaded from content/rodeo/ (no pygame).

Files (content/rodeo/README.md explains the design and every ruling):

- ``rules.yaml``      the numbers of the game: start money, costs, the tracks of the festival
                      board (Chaos bins, Hygiene penalty steps), the O.O.R.A. table, and per
                      player count the available fans and the band reveals of each season
- ``genres.yaml``     the four genres: the track a played fan card moves, and the figures
- ``bands.yaml``      32 band cards: 8 Garage Bands, 15 Local Heroes, 5 Superstars, 4 Legends
- ``fans.yaml``       48 fan cards, 12 a genre
- ``stands.yaml``     26 stands: 14 starting stands (two on each festival card), 12 to buy
- ``upgrades.yaml``   the 4 upgrade types (4 cards each)
- ``events.yaml``     20 event cards, each with a booking side and a festival side
- ``festivals.yaml``  7 festival cards: campsite layout, starting stands, scoring table
- ``campsites.yaml``  the 5 campsite cards of each player's set (4 sets, 20 cards)
- ``options.yaml``    the setup choices

Abilities, bonuses and event effects are ``{id: …, …}`` mappings from the closed vocabularies
below; an unknown id or parameter is a load-time error naming file, line and field.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Literal

from game.core.content import (
    Option,
    Where,
    build,
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
)
from game.core.i18n import content_text

FILES = ("rules.yaml", "genres.yaml", "bands.yaml", "fans.yaml", "stands.yaml", "upgrades.yaml",
         "events.yaml", "festivals.yaml", "campsites.yaml", "options.yaml")

GENRES = ("punk", "metal", "reggae", "indie")
WILD = "wild"
TIERS = ("garage", "local", "superstar", "legend")
#: printed counts (the rulebook's components; the tier split follows from the 4-player reveals)
TIER_COUNTS = {"garage": 8, "local": 15, "superstar": 5, "legend": 4}
#: a band's fame in stars: the spaces for fans on the back of its card
STARS = {"garage": 1, "local": 2, "superstar": 3, "legend": 4}
FAN_CARDS_PER_GENRE = 12
STANDS, STARTING_STANDS = 26, 14
UPGRADE_TYPES = ("entrance", "garbage_deposit", "security", "showers")
UPGRADE_COPIES = 4
EVENT_CARDS = 20
FESTIVAL_CARDS = 7
CAMPSITE_SETS, CAMPSITES_PER_SET = 4, 5
FIGURES = 69
STAND_KINDS = ("fast_food", "drinks", "other")
SIDES = ("tent", "car_park", "mixed")
SEASONS = 3
#: the options the rules read: id -> its choices (None: a yes/no option)
OPTIONS = {"rules": ("standard", "beginner"), "length": ("full", "short"), "ggam": None, "open_hands": None}
#: field metadata: a count or a price that cannot go below 0 (or 1)
AT_LEAST_0, AT_LEAST_1 = {"min": 0}, {"min": 1}

# -- the closed vocabularies: id -> the parameters it takes (name -> (low, high) or a tuple of words)

#: fan card abilities, applied once when the card is played (after its markers are placed);
#: the aversions keep the card's purchasing power away from one kind of stand
FAN_ABILITIES: dict[str, dict] = {
    "chaos": {"delta": (-2, 2)},
    "hygiene": {"delta": (-2, 2)},
    "mood": {"delta": (-2, 2)},
    "no_fast_food": {},
    "no_drinks": {},
}
#: what a fan on a stand or an upgrade brings besides the stand's income (per fan)
SPACE_BONUSES: dict[str, dict] = {
    "income": {"delta": (1, 4)},          # money that needs no purchasing power
    "chaos": {"delta": (-2, 2)},
    "hygiene": {"delta": (-2, 3)},
    "mood": {"delta": (-1, 2)},
    "collect_garbage": {"count": (1, 2)},
}
#: event card effects; ``target`` effects hit a rival the player names, ``genre``/``band`` ones
#: take the player's pick (at most one effect of a side takes a pick)
EVENT_EFFECTS: dict[str, dict] = {
    "cash": {"delta": (-3, 4)},
    "chaos": {"delta": (-3, 3)},
    "hygiene": {"delta": (-3, 3)},
    "mood": {"delta": (-3, 3)},
    "rival_cash": {"delta": (-3, -1)},
    "rival_chaos": {"delta": (1, 2)},
    "rival_hygiene": {"delta": (-2, -1)},
    "rival_mood": {"delta": (-2, -1)},
    "extra_fans": {"count": (1, 2)},              # pick a genre: figures that join its next group
    "fan_card": {"count": (1, 2)},                # pick a genre: draw that many of its fan cards
    "replace_band": {},                           # pick a band on display: it goes, a new one comes
    "fee_discount": {"delta": (1, 3)},            # the next band booked this season costs less
    "expansion_discount": {"delta": (1, 2)},      # this season's expansion costs less a piece
    "flip": {"count": (1, 2)},                    # dissatisfied campsite markers turn satisfied
    "clean": {"count": (1, 3)},                   # garbage markers leave (fence first, then heaps)
    "power": {"delta": (1, 3)},                   # pick a genre: purchasing power for the season
    "band_space": {"delta": (1, 2)},              # today's band has more spaces for fans
}
#: which pick an effect needs from the player (the others need none)
PICKS = {"rival_cash": "target", "rival_chaos": "target", "rival_hygiene": "target",
         "rival_mood": "target", "extra_fans": "genre", "fan_card": "genre", "replace_band": "band",
         "power": "genre"}
#: effects that only make sense on one side of an event card
BOOKING_ONLY = {"extra_fans", "fan_card", "replace_band", "fee_discount", "expansion_discount"}
#: (the tracks start at 0 when the festival begins, so moving them while booking would do nothing)
FESTIVAL_ONLY = {"flip", "clean", "band_space", "chaos", "hygiene", "mood", "rival_chaos", "rival_hygiene",
                 "rival_mood"}


@dataclass(frozen=True)
class Effect:
    """One entry of a vocabulary: its id and parameters (unused ones stay 0)."""

    id: str
    delta: int = 0
    count: int = 0


@dataclass(frozen=True)
class Genre:
    id: str
    name: str
    track: Literal["chaos", "hygiene"]
    delta: int = field(metadata={"min": -3, "max": 3})
    figures: int = field(metadata=AT_LEAST_0)
    fan: str = ""                          # one fan of the genre, as players say it ("a punk")


@dataclass(frozen=True)
class Symbol:
    """A genre symbol on a band card with its number of fans (``wild``: any genre, picked when the
    fan card is drawn)."""

    genre: Literal["punk", "metal", "reggae", "indie", "wild"]
    fans: int = field(metadata=AT_LEAST_1)


@dataclass(frozen=True)
class Band:
    id: str
    name: str
    tier: Literal["garage", "local", "superstar", "legend"]
    fee: int = field(metadata=AT_LEAST_0)
    symbols: list[Symbol]
    quote: str

    @property
    def stars(self) -> int:
        return STARS[self.tier]


@dataclass(frozen=True)
class Need:
    """A fan group's requirement: where it camps (``tent``: a tent site, dirt included;
    ``car_park``) or next to / not next to a genre (orthogonal neighbours)."""

    kind: Literal["tent", "car_park", "near", "not_near"]
    genre: str = ""


@dataclass(frozen=True)
class Fan:
    id: str
    name: str
    genre: Literal["punk", "metal", "reggae", "indie"]
    power: int = field(metadata=AT_LEAST_0)
    needs: list[Need]
    ability: Effect | None = None
    text: str = ""                         # flavour


@dataclass(frozen=True)
class Stand:
    id: str
    name: str
    kind: Literal["fast_food", "drinks", "other"]
    spaces: int
    income: int = field(metadata=AT_LEAST_0)   # K per fan, paid from the fans' purchasing power
    start: bool = False                    # a starting stand (two on each festival card)
    bonus: Effect | None = None
    text: str = ""


@dataclass(frozen=True)
class Upgrade:
    id: Literal["entrance", "garbage_deposit", "security", "showers"]
    name: str
    spaces: int = field(metadata=AT_LEAST_1)
    bonus: list[Effect]
    text: str
    copies: int = UPGRADE_COPIES


@dataclass(frozen=True)
class Side:
    text: str
    effects: list[Effect]


@dataclass(frozen=True)
class EventCard:
    id: str
    name: str
    booking: Side
    festival: Side


@dataclass(frozen=True)
class Position:
    """A campsite card's place on a festival card: column and row in card units (row 0 touches the
    stage), the side that lies up there, and the season it joins."""

    at: list[int]
    side: Literal["tent", "car_park", "mixed"]
    season: int = field(metadata={"min": 1, "max": SEASONS})


@dataclass(frozen=True)
class Scoring:
    """A festival card's own victory points: ``plus`` counts the fans of its genres together,
    ``kombo`` counts full sets of one fan of each genre; ``table`` rows are [at least, VP]."""

    kind: Literal["plus", "kombo"]
    genres: list[str]
    table: list[list[int]]


@dataclass(frozen=True)
class Festival:
    id: str
    name: str
    layout: list[Position]
    stands: list[str]
    scoring: Scoring
    text: str = ""


@dataclass(frozen=True)
class Campsite:
    """One campsite card: its two sides (each ``tent``: three tent sites and a dirt heap,
    ``car_park``: four car-park spaces, or ``mixed``: two of each)."""

    id: str
    sides: list[Literal["tent", "car_park", "mixed"]]


@dataclass(frozen=True)
class Track:
    low: int
    high: int
    start: int = 0


@dataclass(frozen=True)
class Penalty:
    """A Hygiene step of the festival board: reached at ``at`` or below, every night."""

    at: int
    id: Literal["mood", "sour", "home"]
    delta: int = 0


@dataclass(frozen=True)
class Numbers:
    start_cash: int = field(metadata=AT_LEAST_0)
    event_hand: int = field(metadata=AT_LEAST_0)
    expansion_cost: int = field(metadata=AT_LEAST_0)
    garage_bonus: int = field(metadata=AT_LEAST_0)
    wixis: list[int]                       # [fewest, most]
    beginner_wixis: int = field(metadata=AT_LEAST_0)
    legends_per_season: int = field(metadata=AT_LEAST_0)
    chaos: Track
    hygiene: Track
    mood: Track
    bins: list[int]                        # Chaos values that each add a garbage marker a night
    penalties: list[Penalty]
    oora: dict[str, list[list[int]]]       # category -> rows [from, VP]; the first row covers below
    money_vp: int = field(metadata=AT_LEAST_1)      # K per victory point in the last season
    ggam_free: int = field(metadata=AT_LEAST_0)     # income up to this pays no GGAM
    ggam_share: int = field(metadata=AT_LEAST_1)    # otherwise income // ggam_share
    supply: dict[int, list[dict[str, int]]]    # players -> per season, genre -> figures
    reveals: dict[int, list[dict[str, int]]]   # players -> per season, tier -> cards a booking round


OORA = ("mood", "satisfied", "dissatisfied", "garbage", "hygiene")


@dataclass
class Content:
    numbers: Numbers
    genres: list[Genre]
    bands: list[Band]
    fans: list[Fan]
    stands: list[Stand]
    upgrades: list[Upgrade]
    events: list[EventCard]
    festivals: list[Festival]
    campsites: list[Campsite]
    options: list[Option]
    hash: str
    folder: Path

    def __post_init__(self):
        self.genre = {g.id: g for g in self.genres}
        self.band_index = {b.id: i for i, b in enumerate(self.bands)}
        self.stand_index = {s.id: i for i, s in enumerate(self.stands)}
        self.upgrade = {u.id: u for u in self.upgrades}
        self.fan_genre = [f.genre for f in self.fans]
        self.fan_power = [f.power for f in self.fans]
        #: per fan card: the stand kinds it will not spend at
        self.fan_averse = [frozenset(k for k, a in (("fast_food", "no_fast_food"), ("drinks", "no_drinks"))
                                     if f.ability is not None and f.ability.id == a) for f in self.fans]
        self.tier_cards = {t: [i for i, b in enumerate(self.bands) if b.tier == t] for t in TIERS}
        self.genre_cards = {g: [i for i, f in enumerate(self.fans) if f.genre == g] for g in GENRES}

    # -- names as players read them ----------------------------------------------------------
    def band_name(self, band: int) -> str:
        b = self.bands[band]
        return content_text(f"rodeo:bands.{b.id}.name", b.name)

    def band_quote(self, band: int) -> str:
        """The line printed on a band's card."""
        b = self.bands[band]
        return content_text(f"rodeo:bands.{b.id}.quote", b.quote)

    def fan_name(self, card: int) -> str:
        f = self.fans[card]
        return content_text(f"rodeo:fans.{f.id}.name", f.name)

    def stand_name(self, stand: int) -> str:
        s = self.stands[stand]
        return content_text(f"rodeo:stands.{s.id}.name", s.name)

    def upgrade_name(self, upgrade: str) -> str:
        return content_text(f"rodeo:upgrades.{upgrade}.name", self.upgrade[upgrade].name)

    def event_name(self, card: int) -> str:
        e = self.events[card]
        return content_text(f"rodeo:events.{e.id}.name", e.name)

    def event_text(self, card: int, side: str) -> str:
        e = self.events[card]
        return content_text(f"rodeo:events.{e.id}.{side}.text", getattr(e, side).text)

    def festival_name(self, festival: int) -> str:
        f = self.festivals[festival]
        return content_text(f"rodeo:festivals.{f.id}.name", f.name)

    def genre_name(self, genre: str) -> str:
        return content_text(f"rodeo:genres.{genre}.name", self.genre[genre].name)

    @property
    def rules_text(self) -> str:
        return (self.folder / "rules.md").read_text(encoding="utf-8")


# -- checks -----------------------------------------------------------------------------------

def _field(record, field_name: str, index: int, collection: str) -> Where:
    return field_where(record, field_name, f"{collection}[{index}].{field_name}")


def _check_effect(eff: Effect, vocab: dict, where: Where) -> None:
    if eff.id not in vocab:
        raise where.error(f"unknown id {eff.id!r}{suggest(eff.id, vocab)}; known: {', '.join(vocab)}")
    params = vocab[eff.id]
    for name in ("delta", "count"):
        value = getattr(eff, name)
        if name in params:
            lo, hi = params[name]
            if not lo <= value <= hi:
                raise where.error(f"{eff.id}: {name} must be {lo} to {hi}, got {value}")
        elif value:
            raise where.error(f"{eff.id} takes no {name}")



def _check_bands(bands: list[Band], top: Where) -> None:
    check_count(bands, sum(TIER_COUNTS.values()), top, "band cards")
    check_unique(bands, "bands")
    for tier, n in TIER_COUNTS.items():
        found = sum(b.tier == tier for b in bands)
        if found != n:
            raise top.error(f"expected {n} {tier} bands, found {found}")
    for i, b in enumerate(bands):
        if not b.symbols:
            raise _field(b, "symbols", i, "bands").error("a band needs at least one genre symbol")
        if b.tier == "garage" and (b.fee != 0 or len(b.symbols) != 1 or b.symbols[0].fans != 1
                                   or b.symbols[0].genre == WILD):
            raise _field(b, "symbols", i, "bands").error("a garage band is free and brings one fan of one genre")
        if b.tier != "garage" and b.fee < 1:
            raise _field(b, "fee", i, "bands").error("only garage bands are free")
        for s in b.symbols:
            if s.fans < 1:
                raise _field(b, "symbols", i, "bands").error("every symbol brings at least one fan")


def _check_fans(fans: list[Fan], top: Where) -> None:
    check_count(fans, FAN_CARDS_PER_GENRE * len(GENRES), top, "fan cards")
    check_unique(fans, "fans")
    per = Counter(f.genre for f in fans)
    for g in GENRES:
        if per[g] != FAN_CARDS_PER_GENRE:
            raise top.error(f"expected {FAN_CARDS_PER_GENRE} {g} fan cards, found {per[g]}")
    for i, f in enumerate(fans):
        if not 1 <= len(f.needs) <= 2:
            raise _field(f, "needs", i, "fans").error(f"expected 1 or 2 requirements, got {len(f.needs)}")
        for need in f.needs:
            if need.kind in ("near", "not_near") and need.genre not in GENRES:
                raise _field(f, "needs", i, "fans").error(
                    f"{need.kind} needs a genre: {', '.join(GENRES)}{suggest(need.genre, GENRES)}")
            if need.kind in ("tent", "car_park") and need.genre:
                raise _field(f, "needs", i, "fans").error(f"{need.kind} takes no genre")
        if f.ability is not None:
            _check_effect(f.ability, FAN_ABILITIES, _field(f, "ability", i, "fans"))


def _check_stands(stands: list[Stand], top: Where) -> None:
    check_count(stands, STANDS, top, "stands")
    check_unique(stands, "stands")
    if sum(s.start for s in stands) != STARTING_STANDS:
        raise top.error(f"expected {STARTING_STANDS} starting stands, found {sum(s.start for s in stands)}")
    for i, s in enumerate(stands):
        if not 1 <= s.spaces <= 3:
            raise _field(s, "spaces", i, "stands").error(f"a stand has 1 to 3 spaces, got {s.spaces}")
        if s.bonus is not None:
            _check_effect(s.bonus, SPACE_BONUSES, _field(s, "bonus", i, "stands"))


def _check_upgrades(upgrades: list[Upgrade], top: Where) -> None:
    check_unique(upgrades, "upgrades")
    ids = [u.id for u in upgrades]
    if sorted(ids) != sorted(UPGRADE_TYPES):
        raise top.error(f"expected one entry for each upgrade type: {', '.join(UPGRADE_TYPES)}")
    for i, u in enumerate(upgrades):
        if u.copies != UPGRADE_COPIES:
            raise _field(u, "copies", i, "upgrades").error(f"every upgrade type has {UPGRADE_COPIES} cards")
        for eff in u.bonus:
            _check_effect(eff, SPACE_BONUSES, _field(u, "bonus", i, "upgrades"))


def _check_events(events: list[EventCard], top: Where) -> None:
    check_count(events, EVENT_CARDS, top, "event cards")
    check_unique(events, "events")
    for i, e in enumerate(events):
        for side_name in ("booking", "festival"):
            side = getattr(e, side_name)
            where = _field(e, f"{side_name}.effects", i, "events")
            if not side.effects:
                raise where.error("a side needs at least one effect")
            wrong = FESTIVAL_ONLY if side_name == "booking" else BOOKING_ONLY
            for eff in side.effects:
                _check_effect(eff, EVENT_EFFECTS, where)
                if eff.id in wrong:
                    raise where.error(f"{eff.id} cannot be on the {side_name} side")
            if sum(eff.id in PICKS for eff in side.effects) > 1:
                raise where.error("at most one effect of a side may ask for a pick")


def _cells(layout: list[Position]) -> set[tuple[int, int]]:
    return {tuple(p.at) for p in layout}


def _check_festivals(festivals: list[Festival], stands: list[Stand], campsites: list[Campsite],
                     top: Where) -> None:
    check_count(festivals, FESTIVAL_CARDS, top, "festival cards")
    check_unique(festivals, "festivals")
    starting = {s.id for s in stands if s.start}
    used: Counter = Counter()
    one_set = campsites[:CAMPSITES_PER_SET]
    for i, f in enumerate(festivals):
        for sid in f.stands:
            if sid not in starting:
                raise _field(f, "stands", i, "festivals").error(
                    f"{sid!r} is not a starting stand{suggest(sid, starting)}")
        if len(f.stands) != 2:
            raise _field(f, "stands", i, "festivals").error("a festival card shows 2 starting stands")
        used.update(f.stands)
        where = _field(f, "layout", i, "festivals")
        if len(f.layout) != CAMPSITES_PER_SET:
            raise where.error(f"expected {CAMPSITES_PER_SET} campsite positions, got {len(f.layout)}")
        if Counter(p.season for p in f.layout) != Counter({1: 3, 2: 1, 3: 1}):
            raise where.error("3 campsite cards join in season 1, one in season 2 and one in season 3")
        if len(_cells(f.layout)) != len(f.layout) or any(len(p.at) != 2 or min(p.at) < 0 for p in f.layout):
            raise where.error("positions must be distinct [column, row] pairs, from 0")
        for season in (1, 2, 3):
            cells = _cells([p for p in f.layout if p.season <= season])
            if not any(r == 0 for _, r in cells):
                raise where.error("some campsite card must touch the stage (row 0)")
            for c, r in cells:
                if r > 0 and (c, r - 1) not in cells:
                    raise where.error(f"the card at [{c}, {r}] in season {season} has no card in front of it")
        if not _matches([p.side for p in f.layout], [c.sides for c in one_set]):
            raise where.error("one player's campsite cards cannot show these sides")
        s = f.scoring
        if any(g not in GENRES for g in s.genres) or len(set(s.genres)) != len(s.genres):
            raise _field(f, "scoring.genres", i, "festivals").error(
                f"genres must be distinct, from {', '.join(GENRES)}")
        if s.kind == "kombo" and sorted(s.genres) != sorted(GENRES):
            raise _field(f, "scoring.genres", i, "festivals").error("a kombo card counts sets of all four genres")
        rows = s.table
        if (not rows or any(len(r) != 2 for r in rows) or [r[0] for r in rows] != sorted({r[0] for r in rows})
                or rows[0][0] < 1 or any(r[1] < 0 for r in rows)):
            raise _field(f, "scoring.table", i, "festivals").error(
                "rows are [at least, VP] with rising thresholds from 1 and no VP below 0")
    if sorted(used) != sorted(starting) or max(used.values()) != 1:
        raise top.error("every starting stand must stand on exactly one festival card")


def _matches(wanted: list[str], cards: list[list[str]]) -> bool:
    """Can each wanted side be shown by a different card? (tiny bipartite matching)"""
    def place(i: int, free: tuple[int, ...]) -> bool:
        if i == len(wanted):
            return True
        return any(wanted[i] in cards[c] and place(i + 1, tuple(x for x in free if x != c)) for c in free)
    return place(0, tuple(range(len(cards))))


def _check_campsites(campsites: list[Campsite], top: Where) -> None:
    check_count(campsites, CAMPSITE_SETS * CAMPSITES_PER_SET, top, "campsite cards")
    check_unique(campsites, "campsites")
    first = [sorted(c.sides) for c in campsites[:CAMPSITES_PER_SET]]
    for k in range(1, CAMPSITE_SETS):
        got = [sorted(c.sides) for c in campsites[k * CAMPSITES_PER_SET:(k + 1) * CAMPSITES_PER_SET]]
        if sorted(got) != sorted(first):
            raise top.error(f"set {k + 1} (cards {k * CAMPSITES_PER_SET + 1}-{(k + 1) * CAMPSITES_PER_SET})"
                            " must hold the same cards as set 1")
    for i, c in enumerate(campsites):
        if len(c.sides) != 2:
            raise _field(c, "sides", i, "campsites").error("a campsite card has two sides")


def _check_genres(genres: list[Genre], top: Where) -> None:
    check_unique(genres, "genres")
    for i, g in enumerate(genres):
        if g.id not in GENRES:
            raise _field(g, "id", i, "genres").error(f"unknown genre {g.id!r}{suggest(g.id, GENRES)}; "
                                                     f"the genres are {', '.join(GENRES)}")
    if sorted(g.id for g in genres) != sorted(GENRES):
        raise top.error(f"expected the genres {', '.join(GENRES)}")
    figures = sum(g.figures for g in genres)
    if figures != FIGURES:
        raise top.error(f"the genres' figures must add up to {FIGURES}, got {figures}")


def _check_table(rows: list[list[int]], where: Where) -> None:
    """An O.O.R.A. table: rows [from, VP] with rising ``from``."""
    if not rows or any(len(r) != 2 for r in rows) or [r[0] for r in rows] != sorted({r[0] for r in rows}):
        raise where.error("expected rows [from, VP] with rising values of from")


def _check_numbers(n: Numbers, genres: list[Genre], bands: list[Band], where: Where, raw: dict) -> None:
    def at(*path) -> Where:
        """The place of ``raw[path[0]][path[1]]…`` (its line where the file has it)."""
        w, node = where, raw
        for key in path:
            w = w.child(node, key)
            try:
                node = node[key]
            except (KeyError, IndexError, TypeError):
                node = None
        return w

    if len(n.wixis) != 2 or not 0 <= n.wixis[0] <= n.wixis[1]:
        raise at("wixis").error(f"expected [fewest, most] with 0 <= fewest <= most, got {n.wixis}")
    for name in ("chaos", "hygiene", "mood"):
        t = getattr(n, name)
        if not t.low <= t.start <= t.high or t.low == t.high:
            raise at(name).error(f"expected low < high and the start between them, got {t}")
    if n.bins != sorted(set(n.bins)) or any(not n.chaos.low < b <= n.chaos.high for b in n.bins):
        raise at("bins").error(f"expected rising Chaos values from {n.chaos.low + 1} to {n.chaos.high}")
    if [p.at for p in n.penalties] != sorted({p.at for p in n.penalties}, reverse=True):
        raise at("penalties").error("expected falling Hygiene values of at, each once")
    if sorted(n.oora) != sorted(OORA):
        raise at("oora").error(f"one table for each of {', '.join(OORA)}")
    for cat, rows in n.oora.items():
        _check_table(rows, at("oora", cat))
    cap = {g.id: g.figures for g in genres}
    tiers = Counter(b.tier for b in bands)
    for players in (2, 3, 4):
        for table, name in ((n.supply, "supply"), (n.reveals, "reveals")):
            if players not in table or len(table[players]) != SEASONS:
                raise at(name).error(f"expected {SEASONS} seasons for {players} players")
        for season, row in enumerate(n.supply[players], 1):
            if sorted(row) != sorted(GENRES) or any(not 0 <= row[g] <= cap[g] for g in GENRES):
                raise at("supply", players, season - 1).error(
                    "one count per genre, from 0 to the genre's figures")
        for season, row in enumerate(n.reveals[players], 1):
            if (any(t not in TIERS[1:] for t in row) or any(k < 0 for k in row.values())
                    or sum(row.values()) != players + 1):
                raise at("reveals", players, season - 1).error(
                    f"{players + 1} band cards of local, superstar or legend a round")
            for tier, k in row.items():
                if 3 * k > tiers[tier]:
                    raise at("reveals", players, season - 1).error(
                        f"3 rounds of {k} {tier} need more than the {tiers[tier]} cards")


def load_from(folder: Path) -> Content:
    def records(name: str, cls: type) -> list:
        return load_records(folder / f"{name}.yaml", name, cls)

    def top(name: str) -> Where:
        return Where(display_path(folder / f"{name}.yaml"), 1, name)

    raw = load_yaml(folder / "rules.yaml")
    whole = Where(display_path(folder / "rules.yaml"), 1, "")
    if raw is None:
        raise whole.error("the file is empty; expected the numbers of the game")
    numbers = build(Numbers, raw, whole)
    genres, bands, fans = records("genres", Genre), records("bands", Band), records("fans", Fan)
    stands, upgrades, events = records("stands", Stand), records("upgrades", Upgrade), records("events", EventCard)
    festivals, campsites = records("festivals", Festival), records("campsites", Campsite)
    _check_genres(genres, top("genres"))
    _check_numbers(numbers, genres, bands, whole, raw)
    _check_bands(bands, top("bands"))
    _check_fans(fans, top("fans"))
    _check_stands(stands, top("stands"))
    _check_upgrades(upgrades, top("upgrades"))
    _check_events(events, top("events"))
    _check_campsites(campsites, top("campsites"))
    _check_festivals(festivals, stands, campsites, top("festivals"))
    options = load_options(folder / "options.yaml")
    expect_options(options, folder / "options.yaml", OPTIONS)
    require_text(folder / "rules.md")
    return Content(numbers, genres, bands, fans, stands, upgrades, events, festivals, campsites, options,
                   hash_files([folder / f for f in FILES]), folder)


@lru_cache(maxsize=1)
def load() -> Content:
    return load_from(content_dir() / "rodeo")
