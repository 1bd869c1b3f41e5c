"""One manager's festival as plain data (no pygame): money and points, hands, bands, the campsite,
the status tracks and where the fans are. The rules (:mod:`.rules`) change it; everything else
reads it.

Campsite spaces are numbered as in :class:`.campsite.Geometry`; per space the lists hold the
marker's genre (an index into ``model.GENRES``, -1 for none), whether it is satisfied, when it
was placed (a serial number: "the oldest"), whether it is a penalty marker (no fan behind it),
whether a WIXI stands there and how much garbage lies there.
"""

from __future__ import annotations

from .model import GENRES

#: the fields of a festival, in the order they are saved
FIELDS = (
    "festival", "cash", "vp", "hand", "events", "bands", "symbols", "legend", "insolvent", "reserve",
    "excuse", "walkin", "lineup", "turns", "kind", "marker", "happy", "serial", "penalty", "wixi", "garbage",
    "wixi_used", "fence", "overflow", "chaos", "hygiene", "mood", "standing", "lying", "placed", "played",
    "bonus_power", "spent", "band_fill", "band_extra", "stands", "stand_fill", "upgrades",
    "upgrade_fill", "fee_discount", "expansion_discount", "bought",
)
#: fields holding a list of lists (copied one level deeper)
NESTED = {"spent", "stand_fill", "upgrade_fill"}


class Fest:
    __slots__ = FIELDS

    def __init__(self, cash: int):
        self.festival = -1            # the festival card (index), dealt by chance
        self.cash = cash
        self.vp = 0
        self.hand: list[int] = []     # fan cards
        self.events: list[int] = []   # event cards
        self.bands: list[int] = []    # booked this season, in booking order
        self.symbols: list[list] = []  # per booked band: [genre index, fans] per symbol (-1: no genre yet)
        self.legend = False           # a Legend booked this season
        self.insolvent = False        # passed a booking turn this season: could book nothing (L81)
        self.reserve = [0] * 4        # figures taken while booking, not yet arrived
        self.excuse = [0] * 4         # symbols whose fan card could not be drawn (empty deck)
        self.walkin = [0] * 4         # figures from event cards: they join the next group of their genre
        self.lineup: list[int] = []   # bands by day (Friday first)
        self.turns = [0] * 5          # quarter turns of each campsite card
        self.kind: list[int] = []     # per space: campsite.TENT / CAR / DIRT
        self.marker: list[int] = []
        self.happy: list[bool] = []
        self.serial: list[int] = []
        self.penalty: list[bool] = []
        self.wixi: list[bool] = []
        self.garbage: list[int] = []
        self.wixi_used = 0            # WIXIs with a fan on them (one each, for the season)
        self.fence = 0                # garbage thrown over the fence
        self.overflow = 0             # dissatisfied markers beside the full campsite
        self.chaos = self.hygiene = self.mood = 0
        self.standing = [0] * 4       # today's arrivals still at their tents (they move in the evening)
        self.lying = [0] * 4          # fans who stayed in their tents: no more moves this season
        self.placed = [0] * 4         # fans on bands, stands, upgrades and WIXIs
        self.played: list[int] = []   # fan cards played this season (their purchasing power)
        self.bonus_power = [0] * 4    # purchasing power from event cards, per genre
        self.spent: list[list[int]] = [[0, 0, 0] for _ in GENRES]  # per genre: K spent per stand kind
        self.band_fill: list[int] = []        # genres of the fans at today's band
        self.band_extra = 0                   # more band spaces today (event cards)
        self.stands: list[int] = []           # owned stands (indices)
        self.stand_fill: list[list[int]] = []  # per owned stand: genres of its fans this season
        self.upgrades: list[str] = []
        self.upgrade_fill: list[list[int]] = []
        self.fee_discount = 0
        self.expansion_discount = 0
        self.bought: list[str] = []           # "stand" / "upgrade" bought in this expansion

    def copy(self) -> Fest:
        new = object.__new__(Fest)
        for name in FIELDS:
            value = getattr(self, name)
            if name in NESTED:
                value = [v[:] for v in value]
            elif name == "symbols":
                value = [[sym[:] for sym in band] for band in value]
            elif type(value) is list:
                value = value[:]
            setattr(new, name, value)
        return new

    def to_json(self) -> dict:
        return {name: getattr(self, name) for name in FIELDS}

    @classmethod
    def from_json(cls, data: dict) -> Fest:
        new = object.__new__(cls)
        for name in FIELDS:
            setattr(new, name, data[name])
        return new

    # -- what the campsite holds ----------------------------------------------------------
    def taken(self) -> list[bool]:
        """Spaces no camper may use: a marker, a WIXI or garbage on them."""
        return [m >= 0 or w or g > 0 for m, w, g in zip(self.marker, self.wixi, self.garbage, strict=True)]

    def fans(self) -> int:
        """Fan figures on the festival (not gone home)."""
        return sum(self.standing) + sum(self.lying) + sum(self.placed)

    def fans_of(self, genre: int) -> int:
        return self.standing[genre] + self.lying[genre] + self.placed[genre]

    def satisfied(self) -> int:
        return sum(1 for m, h in zip(self.marker, self.happy, strict=True) if m >= 0 and h)

    def dissatisfied(self) -> int:
        """Markers thumbs down, those beside the campsite included."""
        return sum(1 for m, h in zip(self.marker, self.happy, strict=True) if m >= 0 and not h) + self.overflow

    def garbage_total(self) -> int:
        return sum(self.garbage) + self.fence

    def wixis(self) -> int:
        return sum(self.wixi)
