"""Rock'n Rodeo rules: state, legal actions, apply -> events. No pygame.

2-4 managers run a festival each over three seasons (two in the beginner game or the short
length). A season: booking (3 rounds of an open draft in order-track order), expansion, line-up,
the festival (Friday to Sunday, each morning, afternoon, evening and night played by every
manager in order), scoring, the new year. content/rodeo/README.md lists every ruling.

Cards are numbers: bands, fan cards, stands and event cards index their lists in the content;
genres are indices into ``model.GENRES``; a seat's festival is a :class:`~.fest.Fest`. Face-down
piles are multisets; every draw and reveal is a chance decision (the ``chance`` queue names
what is to be drawn next).

Actions (seat decisions):
  ("book", band) | ("garage",)            booking: a band on display, or a garage band from the
                                          face-down stack (chance turns it up as it is taken)
  ("wild", genre)                         the genre of a band's wildcard (its fan card is drawn)
  ("event", card, pick) | ("swap", card) | ("pass",)
                                          booking step 3 and the afternoon; pick: a rival's seat,
                                          a genre or a band on display, or None
  ("stand", stack) | ("upgrade", id) | ("done",)      expansion
  ("lineup", (band, ...))                 the bands from Friday on
  ("turn", position, quarter_turns)       a campsite card's turn (each turnable card once)
  ("wixi", space) | ("done",)             WIXIs (at least the fewest; ``done`` when enough)
  ("play", card) | ("penalty", genre)     morning: the next fan group (or the penalty for a
                                          symbol without a matching card)
  ("place", space)                        morning: the next camping marker of the group
  ("send", genre, "band"|"wixi") | ("send", genre, "stand", i) | ("send", genre, "upgrade", id)
  ("rest",)                               evening: a fan of today's arrivals goes somewhere, or
                                          the rest stay in their tents
  ("garbage", space) | ("fence",)         night: where a garbage marker goes
  ("sour", space) | ("home", genre)       night: the Hygiene penalties' choices
Chance: ("first", seat), ("festival", f), ("reveal", band), ("garage_top", band) (the garage
  band the seat that took one turns up),
  ("stand_top", stand), ("fan", card), ("event_card", card).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import permutations

from game.core.content import Options
from game.core.i18n import _, ngettext
from game.core.state import CHANCE, TERMINAL, Event, IllegalAction, Pending, State, applies

from . import campsite, effects
from . import text as _text  # noqa: F401  (registers the log lines)
from .events import LOG
from .fest import Fest
from .model import GENRES, PICKS, STAND_KINDS, WILD, Content

TIMES = ("morning", "afternoon", "evening", "night")
G = {g: i for i, g in enumerate(GENRES)}
KIND_INDEX = {k: i for i, k in enumerate(STAND_KINDS)}
UNKNOWN = -1
#: the decisions made with the secret hand in view (the hot-seat cover comes before them only)
HAND_STEPS = frozenset({"book", "wild", "event", "arrive", "place"})
#: the 7 non-empty sets of stand kinds, as bit masks (fast food 1, drinks 2, other 4)
KIND_SETS = tuple(range(1, 8))


# -- the pending decision, typed ------------------------------------------------------------

@dataclass(frozen=True)
class Booking(Pending):
    """``seat`` books: ``round`` 0-2 of the season."""

    round: int = 0


@dataclass(frozen=True)
class EventStep(Pending):
    """``seat`` may play an event card's ``side`` ("booking" or "festival"), swap one, or pass."""

    side: str = "booking"


@dataclass(frozen=True)
class Arrival(Pending):
    """Morning: ``seat`` plays the fan group of one of today's ``symbols`` (genre, fans), or places
    the next of ``to_place`` markers of the group ``card`` (-1: a penalty group) of ``genre``."""

    symbols: tuple = ()
    card: int = -1
    genre: int = -1
    to_place: int = 0


@dataclass(frozen=True)
class Evening(Pending):
    """Evening: today's arrivals still at their tents (per genre) may go somewhere."""

    standing: tuple = ()


@dataclass(frozen=True)
class Night(Pending):
    """Night: ``garbage`` markers still to place, or a Hygiene penalty's choice (``sour``/``home``)."""

    garbage: int = 0


class RodeoState(State):
    game_id = "rodeo"

    __slots__ = (
        "content", "num_players", "options", "seasons", "beginner", "season", "phase", "step", "actor",
        "cursor", "order", "fests", "fan_deck", "band_deck", "garage", "garage_top", "display",
        "event_deck", "event_discard", "stand_pool", "stand_tops", "stack_left", "upgrade_left",
        "supply", "chance", "round", "queue", "todo", "day", "time", "pos", "group", "due",
        "serial", "season_scores", "is_view", "viewer",
    )

    def __init__(self, content: Content, num_players: int, options: dict):
        self.content = content
        self.num_players = num_players
        self.options = Options(options)
        self.beginner = self.options["rules"] == "beginner"
        self.seasons = 2 if self.beginner or self.options["length"] == "short" else 3
        self.season = 0
        self.phase = "setup"
        self.step: str | None = None      # the pending seat decision, or None
        self.actor = 0                    # the seat that decides ``step``
        self.cursor = "start"             # where the flow goes on when nothing is pending
        self.order: list[int] = []        # seats by order-track position (position 1 first)
        nums = content.numbers
        self.fests = [Fest(nums.start_cash) for _ in range(num_players)]
        self.fan_deck = [list(content.genre_cards[g]) for g in GENRES]
        self.band_deck = {t: list(cards) for t, cards in content.tier_cards.items() if t != "garage"}
        self.garage = list(content.tier_cards["garage"])   # the face-down stack (L41, L63)
        self.garage_top = -1              # (kept for old saves: an open top card; from_json folds it in)
        self.display: list[int] = []
        self.event_deck = list(range(len(content.events)))
        self.event_discard: list[int] = []
        buyable = [i for i, s in enumerate(content.stands) if not s.start]
        self.stand_pool = buyable                   # the buyable stands under the three tops
        self.stand_tops = [-1, -1, -1]
        self.stack_left = [len(buyable) // 3] * 3   # cards in each stack, its top included
        self.upgrade_left = {u.id: u.copies for u in content.upgrades}
        self.supply = [0] * 4
        self.chance: list[tuple] = [("first",)] + [("festival", s) for s in range(num_players)]
        self.round = 0
        self.queue: list[int] = []        # seats still to act in this round / time of day
        self.todo: list = []              # the current step's work list (symbols, cards to turn …)
        self.day = 0
        self.time = 0
        self.pos = 0
        self.group: list = []             # the fan group being placed: [card, genre, left, spaces]
        self.due: list = []               # the night's work left: ["garbage", n] / ["sour"] / ["home"]
        self.serial = 0
        self.season_scores: list[dict] = []
        self.is_view = False
        self.viewer: int | None = None

    # -- small helpers ----------------------------------------------------------------------
    def festival_card(self, seat: int):
        return self.content.festivals[self.fests[seat].festival]

    def geometry(self, seat: int) -> campsite.Geometry:
        f = self.festival_card(seat)
        layout = tuple((p.at[0], p.at[1], p.season) for p in f.layout)
        return campsite.geometry(layout, self.season)

    def sides(self, seat: int) -> list[str]:
        return [p.side for p in self.festival_card(seat).layout]

    def band_of_day(self, seat: int, day: int | None = None) -> int:
        """The band playing on ``day`` (today by default) at ``seat``'s festival, or -1."""
        lineup = self.fests[seat].lineup
        d = self.day if day is None else day
        return lineup[d] if d < len(lineup) else -1

    def band_symbols(self, seat: int, band: int) -> list[list]:
        f = self.fests[seat]
        return f.symbols[f.bands.index(band)]

    def band_spaces(self, seat: int) -> int:
        band = self.band_of_day(seat)
        if band < 0:
            return 0
        return self.content.bands[band].stars + self.fests[seat].band_extra

    def move_track(self, seat: int, track: str, delta: int, events: list, by: int | None = None) -> None:
        f = self.fests[seat]
        rng = getattr(self.content.numbers, track)
        old = getattr(f, track)
        new = max(rng.low, min(rng.high, old + delta))
        setattr(f, track, new)
        if new != old or by is not None:
            events.append(Event("track", seat, {"track": track, "old": old, "new": new, "by": by}))

    def pay(self, seat: int, amount: int, events: list, by: int | None = None) -> None:
        """``seat`` gets ``amount`` (pays when negative; money never goes below 0)."""
        f = self.fests[seat]
        old = f.cash
        f.cash = max(0, f.cash + amount)
        events.append(Event("cash", seat, {"old": old, "new": f.cash, "by": by}))

    def take_fans(self, seat: int, genre: int, count: int, events: list, walk_in: bool = False) -> int:
        """Figures from the season's available fans into ``seat``'s reserve (fewer when they run
        out); ``walk_in`` ones (event cards) join the next group of their genre that arrives."""
        got = min(count, self.supply[genre])
        self.supply[genre] -= got
        self.fests[seat].reserve[genre] += got
        if walk_in:
            self.fests[seat].walkin[genre] += got
        events.append(Event("fans_taken", seat, {"genre": genre, "wanted": count, "got": got}))
        return got

    # -- who decides ----------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.chance:
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        return self.actor

    def decision(self) -> str:
        if self.chance:
            return self.chance[0][0]
        return "over" if self.phase == "over" else self.step

    def pending(self) -> Pending:
        seat, kind = self.current_player(), self.decision()
        if seat < 0:
            return Pending(seat, kind)
        f = self.fests[seat]
        if kind == "book":
            return Booking(seat, kind, self.round)
        if kind == "event":
            return EventStep(seat, kind, "booking" if self.phase == "booking" else "festival")
        if kind in ("arrive", "place"):
            card, genre, left = (self.group[0], self.group[1], self.group[2]) if self.group else (-1, -1, 0)
            return Arrival(seat, kind, tuple(tuple(s) for s in self.todo), card, genre, left)
        if kind == "evening":
            return Evening(seat, kind, tuple(f.standing))
        if kind in ("garbage", "sour", "home"):
            return Night(seat, kind, self.due[0][1] if kind == "garbage" else 0)
        return Pending(seat, kind)

    def seat_has_secrets(self, seat: int) -> bool:
        """The seat holds cards the others must not see (never with the ``open_hands`` option)."""
        return not self.options["open_hands"] and bool(self.fests[seat].hand or self.fests[seat].events)

    def decision_shows_hand(self, seat: int) -> bool:
        """Whether ``seat`` decides now with its secret hand in view: booking (with the wildcard's
        genre), the event step (booking and afternoon) and the morning's arrival. The table hides
        itself only before these; in the expansion, line-up, evening and night the hand stays folded."""
        return self.current_player() == seat and self.step in HAND_STEPS and self.seat_has_secrets(seat)

    # -- legal actions ----------------------------------------------------------------------------
    def legal_actions(self) -> list:
        if self.chance:
            return self._chance_actions()
        if self.phase == "over":
            return []
        return getattr(self, "_legal_" + self.step)(self.actor)

    def _chance_actions(self) -> list:
        task = self.chance[0]
        kind = task[0]
        if kind == "first":
            return [("first", s) for s in range(self.num_players)]
        if kind == "festival":
            dealt = {f.festival for f in self.fests}
            return [("festival", i) for i in range(len(self.content.festivals)) if i not in dealt]
        if kind == "reveal":
            return [("reveal", b) for b in self.band_deck[task[1]]]
        if kind == "garage_top":
            return [("garage_top", b) for b in self.garage]
        if kind == "stand_top":
            return [("stand_top", s) for s in self.stand_pool]
        if kind == "fan":
            return [("fan", c) for c in self.fan_deck[task[2]]]
        return [("event_card", c) for c in self.event_deck]

    def fee(self, seat: int, band: int) -> int:
        return max(0, self.content.bands[band].fee - self.fests[seat].fee_discount)

    def _legal_book(self, seat: int) -> list:
        f = self.fests[seat]
        bands = self.content.bands
        acts = [("book", b) for b in self.display
                if self.fee(seat, b) <= f.cash and not (bands[b].tier == "legend" and f.legend)]
        if self.garage:                   # face down: taking one is a choice, the band is chance's
            acts.append(("garage",))
        return acts

    def _legal_wild(self, seat: int) -> list:
        return [("wild", g) for g in range(4) if self.fan_deck[g]]

    def _legal_event(self, seat: int) -> list:
        side = "booking" if self.phase == "booking" else "festival"
        acts: list = []
        for card in sorted(set(self.fests[seat].events)):
            if card < 0:
                continue
            for pick in self.picks(seat, card, side):
                acts.append(("event", card, pick))
            acts.append(("swap", card))
        acts.append(("pass",))
        return acts

    def picks(self, seat: int, card: int, side: str) -> list:
        """What the player may pick for a side of an event card ([None] when it needs no pick)."""
        for eff in getattr(self.content.events[card], side).effects:
            what = PICKS.get(eff.id)
            if what == "target":
                return [s for s in range(self.num_players) if s != seat]
            if what == "genre":
                if eff.id == "fan_card":             # only a genre whose deck still has cards
                    return [g for g in range(4) if self.fan_deck[g]]
                return list(range(4))
            if what == "band":
                return sorted(set(self.display))
        return [None]

    def expansion_cost(self, seat: int) -> int:
        return max(0, self.content.numbers.expansion_cost - self.fests[seat].expansion_discount)

    def _legal_expand(self, seat: int) -> list:
        f = self.fests[seat]
        cost = self.expansion_cost(seat)
        acts: list = []
        if f.cash >= cost:
            if "stand" not in f.bought:
                acts += [("stand", k) for k in range(3) if self.stand_tops[k] >= 0]
            if "upgrade" not in f.bought:
                acts += [("upgrade", u.id) for u in self.content.upgrades
                         if u.id not in f.upgrades and self.upgrade_left[u.id] > 0]
        return acts + [("done",)]

    def _legal_lineup(self, seat: int) -> list:
        return [("lineup", p) for p in sorted(set(permutations(self.fests[seat].bands)))]

    def _legal_turn(self, seat: int) -> list:
        position = self.todo[0]
        side = self.sides(seat)[position]
        seen, acts = set(), []
        for t in range(4):
            kinds = campsite.turned(side, t)
            if kinds not in seen:
                seen.add(kinds)
                acts.append(("turn", position, t))
        return acts

    def _legal_wixi(self, seat: int) -> list:
        f = self.fests[seat]
        count = f.wixis()
        low, high = self.wixi_range()
        acts: list = []
        if count < high:
            acts = [("wixi", s) for s in range(len(f.kind))
                    if f.kind[s] != campsite.DIRT and not f.wixi[s]]
        if count >= low or not acts:
            acts.append(("done",))
        return acts

    def wixi_range(self) -> tuple[int, int]:
        nums = self.content.numbers
        if self.beginner:
            return nums.beginner_wixis, nums.beginner_wixis
        return nums.wixis[0], nums.wixis[1]

    def _legal_arrive(self, seat: int) -> list:
        f = self.fests[seat]
        acts, seen = [], set()
        for genre, _fans in self.todo:
            if genre in seen:
                continue
            seen.add(genre)
            cards = [c for c in f.hand if self.content.fan_genre[c] == GENRES[genre]]
            if cards:
                acts += [("play", c) for c in sorted(set(cards))]
            else:
                acts.append(("penalty", genre))
        return acts

    def _legal_place(self, seat: int) -> list:
        return [("place", s) for s in self.camp_spaces(seat)]

    def camp_spaces(self, seat: int) -> list[int]:
        f = self.fests[seat]
        return campsite.free_spaces(self.geometry(seat), f.kind, f.taken())

    def _legal_evening(self, seat: int) -> list:
        f = self.fests[seat]
        acts: list = []
        band_free = self.band_spaces(seat) - len(f.band_fill)
        wixi_free = f.wixis() - f.wixi_used
        stands = self.content.stands
        for g in range(4):
            if not f.standing[g]:
                continue
            if band_free > 0:
                acts.append(("send", g, "band"))
            if wixi_free > 0:
                acts.append(("send", g, "wixi"))
            for i, stand in enumerate(f.stands):
                if len(f.stand_fill[i]) < stands[stand].spaces and self.can_pay(seat, g, stand):
                    acts.append(("send", g, "stand", i))
            for i, up in enumerate(f.upgrades):
                if len(f.upgrade_fill[i]) < self.content.upgrade[up].spaces:
                    acts.append(("send", g, "upgrade", up))
        return acts + [("rest",)]

    def can_pay(self, seat: int, genre: int, stand: int) -> bool:
        """Whether ``genre``'s pooled purchasing power still pays ``stand``'s income (R16: for
        every set of stand kinds, what was spent there is covered by the cards that may spend
        at some kind of the set)."""
        s = self.content.stands[stand]
        if s.income == 0:
            return True
        f = self.fests[seat]
        spent = f.spent[genre][:]
        spent[KIND_INDEX[s.kind]] += s.income
        return self._covered(f, genre, spent)

    def _covered(self, f: Fest, genre: int, spent: list[int]) -> bool:
        content = self.content
        name = GENRES[genre]
        cards = [c for c in f.played if content.fan_genre[c] == name]
        for mask in KIND_SETS:
            need = sum(spent[k] for k in range(3) if mask >> k & 1)
            if not need:
                continue
            kinds = {STAND_KINDS[k] for k in range(3) if mask >> k & 1}
            have = f.bonus_power[genre] + sum(content.fan_power[c] for c in cards
                                              if not kinds <= content.fan_averse[c])
            if need > have:
                return False
        return True

    def power_left(self, seat: int, genre: int) -> int:
        """Purchasing power of ``genre`` not yet spent (aversions aside)."""
        f = self.fests[seat]
        name = GENRES[genre]
        total = f.bonus_power[genre] + sum(self.content.fan_power[c] for c in f.played
                                           if self.content.fan_genre[c] == name)
        return total - sum(f.spent[genre])

    def _legal_garbage(self, seat: int) -> list:
        f = self.fests[seat]
        geo = self.geometry(seat)
        free = [s for s in range(len(f.kind)) if f.marker[s] < 0 and not f.wixi[s] and f.garbage[s] == 0
                and any(f.marker[n] >= 0 for n in geo.nbrs[s])]
        heaps = [s for s in range(len(f.kind)) if f.garbage[s] > 0]
        acts = [("garbage", s) for s in sorted(free + heaps)]
        return acts or [("fence",)]

    def _legal_sour(self, seat: int) -> list:
        f = self.fests[seat]
        return [("sour", s) for s in range(len(f.marker)) if f.marker[s] >= 0 and f.happy[s]]

    def _legal_home(self, seat: int) -> list:
        f = self.fests[seat]
        pool = f.lying if any(f.lying) else [a + b + c for a, b, c in zip(f.standing, f.lying, f.placed, strict=True)]
        return [("home", g) for g in range(4) if pool[g]]

    # -- checking -----------------------------------------------------------------------------------
    def check(self, action) -> None:
        if not isinstance(action, tuple) or not action:
            raise IllegalAction(f"not an action: {action!r}")
        if action in self.legal_actions():
            return
        raise IllegalAction(self._reason(action))

    def _reason(self, action) -> str:
        """Why a seat action is not legal now, as the player reads it."""
        if self.chance:
            return _("Chance must draw a card that is still in the pile.")
        kind = action[0]
        step = self.step
        f = self.fests[self.actor]
        if kind == "book" and step == "book":
            band = action[1] if len(action) > 1 else None
            if band not in self.display:
                return _("That band is not on display.")
            if self.content.bands[band].tier == "legend" and f.legend:
                return _("You have already booked a Legend this season.")
            return _("You cannot afford that band's fee.")
        if kind == "wixi" and step == "wixi":
            if f.wixis() >= self.wixi_range()[1]:
                return _("You have all the WIXIs you may have.")
            return _("A WIXI goes on a free tent site or car-park space, never on a dirt heap.")
        if kind == "done" and step == "wixi":
            return ngettext("Place at least {count} WIXI first.", "Place at least {count} WIXIs first.",
                            self.wixi_range()[0]).format(count=self.wixi_range()[0])
        if kind == "place" and step == "place":
            return _("Campers fill the rows nearest the stage first, and the dirt heaps last.")
        if kind == "send" and step == "evening":
            return _("There is no free space there, or the fans' purchasing power does not cover it.")
        if kind in ("stand", "upgrade") and step == "expand":
            return _("You cannot buy that now.")
        return _("That is not possible now: it is time to decide something else.")

    # -- applying -------------------------------------------------------------------------------------
    def _apply(self, action) -> list[Event]:
        events = self.dispatch(action)
        self._advance(events)
        return events

    # chance
    @applies("first")
    def _first(self, seat: int) -> list[Event]:
        self.chance.pop(0)
        n = self.num_players
        self.order = [(seat + i) % n for i in range(n)]
        return [Event("order", None, {"order": self.order[:]})]

    @applies("festival")
    def _festival(self, festival: int) -> list[Event]:
        seat = self.chance.pop(0)[1]
        f = self.fests[seat]
        f.festival = festival
        card = self.content.festivals[festival]
        for sid in card.stands:
            self._add_stand(f, self.content.stand_index[sid])
        if self.beginner:
            for up in ("security", "showers"):
                self._add_upgrade(f, up)
        return [Event("festival_dealt", seat, {"festival": festival})]

    def _add_stand(self, f: Fest, stand: int) -> None:
        f.stands.append(stand)
        f.stand_fill.append([])

    def _add_upgrade(self, f: Fest, up: str) -> None:
        f.upgrades.append(up)
        f.upgrade_fill.append([])
        self.upgrade_left[up] -= 1

    @applies("reveal")
    def _reveal(self, band: int) -> list[Event]:
        self.chance.pop(0)
        self.band_deck[self.content.bands[band].tier].remove(band)
        self.display.append(band)
        return [Event("revealed", None, {"band": band})]

    @applies("garage_top")
    def _garage_top(self, band: int) -> list[Event]:
        """The garage band taken from the face-down stack turns up: it is the taker's, with its 1K."""
        seat = self.chance.pop(0)[1]
        self.garage.remove(band)
        f = self.fests[seat]
        bonus = self.content.numbers.garage_bonus
        f.cash += bonus
        events = [Event("garage", seat, {"band": band, "bonus": bonus})]
        self._booked(seat, band)
        return events

    @applies("stand_top")
    def _stand_top(self, stand: int) -> list[Event]:
        stack = self.chance.pop(0)[1]
        self.stand_pool.remove(stand)
        self.stand_tops[stack] = stand
        return [Event("stand_top", None, {"stack": stack, "stand": stand})]

    @applies("fan")
    def _fan(self, card: int) -> list[Event]:
        _kind, seat, genre = self.chance.pop(0)
        self.fan_deck[genre].remove(card)
        self.fests[seat].hand.append(card)
        return [Event("fan_card", seat, {"card": card, "genre": genre})]

    @applies("event_card")
    def _event_card(self, card: int) -> list[Event]:
        seat = self.chance.pop(0)[1]
        self.event_deck.remove(card)
        self.fests[seat].events.append(card)
        return [Event("event_drawn", seat, {"card": card})]

    # booking
    @applies("book")
    def _book(self, band: int) -> list[Event]:
        seat, f = self.actor, self.fests[self.actor]
        fee = self.fee(seat, band)
        f.cash -= fee
        f.fee_discount = 0
        self.display.remove(band)
        if self.content.bands[band].tier == "legend":
            f.legend = True
        events = [Event("booked", seat, {"band": band, "fee": fee})]
        self._booked(seat, band)
        return events

    @applies("garage")
    def _garage(self) -> list[Event]:
        """A garage band from the stack (L63): which one, chance says as it is turned up."""
        self.chance.append(("garage_top", self.actor))
        self.step = None
        return []

    def _booked(self, seat: int, band: int) -> None:
        f = self.fests[seat]
        f.bands.append(band)
        f.symbols.append([[-1 if s.genre == WILD else G[s.genre], s.fans] for s in self.content.bands[band].symbols])
        self.todo = list(range(len(f.symbols[-1])))     # symbols whose fan card is still to draw
        self.step = None
        self.cursor = "draw"

    @applies("wild")
    def _wild(self, genre: int) -> list[Event]:
        seat = self.actor
        symbol = self.fests[seat].symbols[-1][self.todo.pop(0)]
        symbol[0] = genre
        self.chance.append(("fan", seat, genre))
        self.step = None
        return [Event("wild", seat, {"genre": genre})]

    @applies("event")
    def _event(self, card: int, pick) -> list[Event]:
        seat = self.actor
        side = "booking" if self.phase == "booking" else "festival"
        self.fests[seat].events.remove(card)
        self.event_discard.append(card)
        events = [Event("event_played", seat, {"card": card, "side": side, "pick": pick})]
        for eff in getattr(self.content.events[card], side).effects:
            effects.EVENT[eff.id](self, seat, eff, pick, events)
        self._event_step_done()
        return events

    @applies("swap")
    def _swap(self, card: int) -> list[Event]:
        seat = self.actor
        self.fests[seat].events.remove(card)
        self.event_discard.append(card)
        self._draw_event(seat)
        self._event_step_done()
        return [Event("event_swapped", seat, {"card": card})]

    @applies("pass")
    def _pass(self) -> list[Event]:
        self._event_step_done()
        return []

    def _event_step_done(self) -> None:
        self.step = None
        self.cursor = "take" if self.phase == "booking" else "next"

    def _draw_event(self, seat: int) -> None:
        if not self.event_deck and self.event_discard:
            self.event_deck, self.event_discard = self.event_discard, []
        if self.event_deck:
            self.chance.append(("event_card", seat))

    def replace_band(self, seat: int, band: int, events: list) -> None:
        self.display.remove(band)
        tier = self.content.bands[band].tier
        events.append(Event("band_replaced", seat, {"band": band}))
        if self.band_deck[tier]:
            self.chance.append(("reveal", tier))

    # expansion
    @applies("stand")
    def _stand(self, stack: int) -> list[Event]:
        seat, f = self.actor, self.fests[self.actor]
        cost = self.expansion_cost(seat)
        f.cash -= cost
        stand = self.stand_tops[stack]
        self._add_stand(f, stand)
        f.bought.append("stand")
        self.stand_tops[stack] = -1
        self.stack_left[stack] -= 1
        if self.stack_left[stack] > 0 and self.stand_pool:
            self.chance.append(("stand_top", stack))
        return [Event("stand_bought", seat, {"stand": stand, "cost": cost})]

    @applies("upgrade")
    def _upgrade(self, up: str) -> list[Event]:
        seat, f = self.actor, self.fests[self.actor]
        cost = self.expansion_cost(seat)
        f.cash -= cost
        self._add_upgrade(f, up)
        f.bought.append("upgrade")
        return [Event("upgrade_bought", seat, {"upgrade": up, "cost": cost})]

    @applies("done")
    def _done(self) -> list[Event]:
        self.step = None
        self.cursor = "next"
        return []

    # line-up
    @applies("lineup")
    def _lineup(self, bands: tuple) -> list[Event]:
        seat = self.actor
        self.fests[seat].lineup = list(bands)
        self.step = None
        self.cursor = "turns"
        return [Event("lineup", seat, {"bands": list(bands)})]

    @applies("turn")
    def _turn(self, position: int, turns: int) -> list[Event]:
        seat, f = self.actor, self.fests[self.actor]
        self.todo.pop(0)
        f.turns[position] = turns
        f.kind = campsite.kinds(self.geometry(seat), self.sides(seat), f.turns)
        self.step = None
        return [Event("turned", seat, {"position": position, "turns": turns})]

    @applies("wixi")
    def _wixi(self, space: int) -> list[Event]:
        seat, f = self.actor, self.fests[self.actor]
        f.wixi[space] = True
        if f.wixis() >= self.wixi_range()[1]:
            self.step = None
            self.cursor = "next"
        return [Event("wixi", seat, {"space": space})]

    # morning
    @applies("play")
    def _play(self, card: int) -> list[Event]:
        seat, f = self.actor, self.fests[self.actor]
        genre = G[self.content.fan_genre[card]]
        fans = self._symbol_done(genre)
        f.hand.remove(card)
        f.played.append(card)
        count = min(fans + f.walkin[genre], f.reserve[genre])
        f.reserve[genre] -= count
        f.walkin[genre] = 0
        self.group = [card, genre, count, []]
        self.step = None
        return [Event("group", seat, {"card": card, "genre": genre, "fans": count})]

    @applies("penalty")
    def _penalty(self, genre: int) -> list[Event]:
        seat = self.actor
        fans = self._symbol_done(genre)
        self.group = [-1, genre, fans, []]
        self.step = None
        return [Event("no_card", seat, {"genre": genre, "markers": fans})]

    def _symbol_done(self, genre: int) -> int:
        for i, (g, fans) in enumerate(self.todo):
            if g == genre:
                del self.todo[i]
                return fans
        raise AssertionError("no such symbol")

    @applies("place")
    def _place(self, space: int) -> list[Event]:
        seat, f = self.actor, self.fests[self.actor]
        card, genre, left, spaces = self.group
        f.marker[space] = genre
        f.happy[space] = False
        f.penalty[space] = card < 0
        f.serial[space] = self.serial
        self.serial += 1
        spaces.append(space)
        self.group[2] = left - 1
        self.step = None
        return [Event("marker", seat, {"space": space, "genre": genre, "penalty": card < 0})]

    def _group_done(self, seat: int, events: list) -> None:
        """Every marker of the group lies: each is judged, then the card's genre moves its track,
        its ability acts and its fans stand at their tents."""
        f = self.fests[seat]
        card, genre, left, spaces = self.group
        self.group = []
        if left:
            f.overflow += left
            events.append(Event("overflow", seat, {"genre": genre, "markers": left}))
        if card < 0:
            return
        fan = self.content.fans[card]
        needs = [(n.kind, G.get(n.genre, -1)) for n in fan.needs]
        geo = self.geometry(seat)
        happy = [campsite.content_of(f.marker, needs, s, f.kind, geo) for s in spaces]
        for s, h in zip(spaces, happy, strict=True):
            f.happy[s] = h
        events.append(Event("judged", seat, {"card": card, "spaces": spaces, "happy": happy}))
        g = self.content.genre[fan.genre]
        self.move_track(seat, g.track, g.delta, events)
        if fan.ability is not None:
            effects.FAN[fan.ability.id](self, seat, fan.ability, None, events)
        f.standing[genre] += len(spaces)

    # evening
    @applies("send")
    def _send(self, genre: int, where: str, which=None) -> list[Event]:
        seat, f = self.actor, self.fests[self.actor]
        f.standing[genre] -= 1
        f.placed[genre] += 1
        events = [Event("sent", seat, {"genre": genre, "to": where, "which": which})]
        content = self.content
        if where == "band":
            f.band_fill.append(genre)
            self.move_track(seat, "mood", 1, events)
            if len(f.band_fill) == self.band_spaces(seat):
                self._one_genre(seat, f.band_fill, events)
        elif where == "wixi":
            f.wixi_used += 1
            self.move_track(seat, "hygiene", 1, events)
        elif where == "stand":
            stand = content.stands[f.stands[which]]
            fill = f.stand_fill[which]
            fill.append(genre)
            if stand.income:
                f.spent[genre][KIND_INDEX[stand.kind]] += stand.income
                self.pay(seat, stand.income, events)
            if stand.bonus is not None:
                effects.SPACE[stand.bonus.id](self, seat, stand.bonus, None, events)
            if len(fill) == stand.spaces:
                self._one_genre(seat, fill, events)
        else:
            i = f.upgrades.index(which)
            f.upgrade_fill[i].append(genre)
            for eff in content.upgrade[which].bonus:
                effects.SPACE[eff.id](self, seat, eff, None, events)
        if not any(f.standing):
            self.step = None
            self.cursor = "next"
        return events

    def _one_genre(self, seat: int, fill: list[int], events: list) -> None:
        if len(fill) >= 2 and len(set(fill)) == 1:
            events.append(Event("one_genre", seat, {"genre": fill[0]}))
            self.move_track(seat, "mood", 1, events)

    @applies("rest")
    def _rest(self) -> list[Event]:
        seat, f = self.actor, self.fests[self.actor]
        resting = f.standing[:]
        for g in range(4):
            f.lying[g] += f.standing[g]
            f.standing[g] = 0
        self.step = None
        self.cursor = "next"
        return [Event("rest", seat, {"fans": resting})] if any(resting) else []

    # night
    @applies("garbage")
    def _garbage(self, space: int) -> list[Event]:
        seat, f = self.actor, self.fests[self.actor]
        stacked = f.garbage[space] > 0
        f.garbage[space] += 1
        events = [Event("garbage", seat, {"space": space, "stacked": stacked})]
        if stacked:
            self.move_track(seat, "hygiene", -1, events)
        self._night_done_one()
        return events

    @applies("fence")
    def _fence(self) -> list[Event]:
        seat, f = self.actor, self.fests[self.actor]
        f.fence += 1
        events = [Event("fence", seat, {})]
        self.move_track(seat, "hygiene", -1, events)
        self._night_done_one()
        return events

    def _night_done_one(self) -> None:
        self.due[0][1] -= 1
        if not self.due[0][1]:
            self.due.pop(0)
        self.step = None

    @applies("sour")
    def _sour(self, space: int) -> list[Event]:
        seat, f = self.actor, self.fests[self.actor]
        f.happy[space] = False
        self.due.pop(0)
        self.step = None
        return [Event("soured", seat, {"space": space})]

    @applies("home")
    def _home(self, genre: int) -> list[Event]:
        seat, f = self.actor, self.fests[self.actor]
        for pool in ((f.lying,) if any(f.lying) else (f.standing, f.lying, f.placed)):
            if pool[genre]:
                pool[genre] -= 1
                break
        self.due.pop(0)
        self.step = None
        return [Event("went_home", seat, {"genre": genre})]

    def cheer_oldest(self, seat: int, events: list) -> None:
        """The oldest dissatisfied marker on the campsite (not a penalty marker) turns satisfied."""
        f = self.fests[seat]
        sour = [s for s in range(len(f.marker)) if f.marker[s] >= 0 and not f.happy[s] and not f.penalty[s]]
        if sour:
            space = min(sour, key=lambda s: f.serial[s])
            f.happy[space] = True
            events.append(Event("cheered", seat, {"space": space}))

    def remove_garbage(self, seat: int, events: list) -> None:
        """One garbage marker leaves: from beyond the fence first, then from the biggest heap."""
        f = self.fests[seat]
        if f.fence:
            f.fence -= 1
            events.append(Event("garbage_removed", seat, {"space": -1}))
        elif any(f.garbage):
            space = max(range(len(f.garbage)), key=lambda s: (f.garbage[s], -s))
            f.garbage[space] -= 1
            events.append(Event("garbage_removed", seat, {"space": space}))

    # -- the flow: what comes next when no decision is pending ------------------------------------
    def _advance(self, events: list) -> None:
        while not self.chance and self.step is None and self.phase != "over":
            getattr(self, "_flow_" + self.phase)(events)

    def _flow_setup(self, events: list) -> None:
        self._new_season(events)

    def _new_season(self, events: list) -> None:
        self.season += 1
        nums = self.content.numbers
        self.supply = [nums.supply[self.num_players][self.season - 1][g] for g in GENRES]
        for seat, f in enumerate(self.fests):
            if not self.beginner or self.season == 1:
                f.turns = [0] * 5                    # the beginner game's cards keep their turn (R26)
            self._clear_campsite(seat)
            queued = sum(t[0] == "event_card" for t in self.chance)
            deal = min(nums.event_hand - len(f.events), len(self.event_deck) - queued)
            self.chance += [("event_card", seat)] * max(0, deal)
        for k in range(3):
            if self.stand_tops[k] < 0 and self.stack_left[k] > 0 and self.stand_pool:
                self.chance.append(("stand_top", k))
        self.phase = "booking"
        self.round = -1
        self.cursor = "round"
        events.append(Event("season", None, {"season": self.season}))

    def _clear_campsite(self, seat: int) -> None:
        f = self.fests[seat]
        geo = self.geometry(seat)
        n = len(geo.cells)
        f.kind = campsite.kinds(geo, self.sides(seat), f.turns)
        f.marker, f.happy, f.serial = [-1] * n, [False] * n, [0] * n
        f.penalty, f.wixi, f.garbage = [False] * n, [False] * n, [0] * n

    def _flow_booking(self, events: list) -> None:
        cursor = self.cursor
        if cursor == "round":
            self.round += 1
            if self.round == 3:
                self._start_expansion(events)
                return
            local = self.content.numbers.reveals[self.num_players][self.season - 1]
            self.display = [b for b in self.display if self.content.bands[b].tier == "local"]
            for tier, count in local.items():
                for _ in range(min(count, len(self.band_deck[tier]))):
                    self.chance.append(("reveal", tier))
            n = self.num_players
            start = (n - 1 - self.round) % n
            self.queue = [self.order[(start - i) % n] for i in range(n)]
            self.cursor = "turn"
            events.append(Event("booking_round", None, {"round": self.round}))
        elif cursor == "turn":
            if not self.queue:
                self.cursor = "round"
                return
            self.actor = seat = self.queue[0]
            if self._legal_book(seat):
                self.step = "book"
            else:                         # judged at each booking turn (L81, R5): this one passes
                self.queue.pop(0)
                self.fests[seat].insolvent = True
                events.append(Event("insolvent", seat, {}))
        elif cursor == "draw":
            seat = self.actor
            f = self.fests[seat]
            if not self.todo:
                self.cursor = "event"
                return
            symbol = f.symbols[-1][self.todo[0]]
            if symbol[0] < 0:
                if self._legal_wild(seat):
                    self.step = "wild"
                    return
                self.todo.pop(0)          # every deck is empty: no card, no fans (R4)
                symbol[1] = 0
                return
            self.todo.pop(0)
            if self.fan_deck[symbol[0]]:
                self.chance.append(("fan", seat, symbol[0]))
            else:
                f.excuse[symbol[0]] += 1
                symbol[1] = 0             # no card, no fans (R4)
                events.append(Event("deck_empty", seat, {"genre": symbol[0]}))
        elif cursor == "event":
            if self.beginner or not self.fests[self.actor].events:
                self.cursor = "take"
            else:
                self.step = "event"
        elif cursor == "take":
            seat = self.actor
            for genre, fans in self.fests[seat].symbols[-1]:
                if fans and genre >= 0:
                    self.take_fans(seat, genre, fans, events)
            self.queue.pop(0)
            self.cursor = "turn"

    def _start_expansion(self, events: list) -> None:
        self.display = []
        if self.beginner:
            self._start_lineup(events)
            return
        self.phase = "expansion"
        n = self.num_players
        self.queue = [self.order[n - 1 - i] for i in range(n)]
        self.cursor = "next"
        events.append(Event("expansion", None, {}))

    def _flow_expansion(self, events: list) -> None:
        if not self.queue:
            self._start_lineup(events)
            return
        self.actor = self.queue.pop(0)
        self.fests[self.actor].bought = []
        self.step = "expand"

    def _start_lineup(self, events: list) -> None:
        self.phase = "lineup"
        self.queue = self.order[:]
        self.cursor = "next"
        events.append(Event("lineup_phase", None, {}))

    def _flow_lineup(self, events: list) -> None:
        cursor = self.cursor
        if cursor == "next":
            if not self.queue:
                self._start_festival(events)
                return
            self.actor = seat = self.queue.pop(0)
            if self.fests[seat].bands:
                self.step = "lineup"
            else:
                self.fests[seat].lineup = []
                self.cursor = "turns"
        elif cursor == "turns":
            seat = self.actor
            sides = self.sides(seat)
            joining = [p for p in self.geometry(seat).positions if sides[p] in campsite.TURNABLE
                       and (not self.beginner or self.festival_card(seat).layout[p].season == self.season)]
            self.todo = joining
            self.cursor = "turning"
        elif cursor == "turning":
            if self.todo:
                self.step = "turn"
            else:
                self.cursor = "wixi"
        elif cursor == "wixi":
            self.step = "wixi"

    def _start_festival(self, events: list) -> None:
        self.phase = "festival"
        self.day, self.time, self.pos = 0, 0, -1
        for f in self.fests:
            f.chaos, f.mood = 0, 0
            h = self.content.numbers.hygiene
            f.hygiene = max(h.low, min(h.high, f.wixis()))
        self.cursor = "next"
        events.append(Event("day", None, {"day": 0}))

    def _flow_festival(self, events: list) -> None:
        if self.cursor == "next":
            self.pos += 1
            if self.pos == self.num_players:
                self.pos = -1
                self.time += 1
                if self.time == 4:
                    self.time = 0
                    self.day += 1
                    if self.day == 3:
                        self._score_season(events)
                        return
                    events.append(Event("day", None, {"day": self.day}))
                    for f in self.fests:
                        f.band_fill, f.band_extra = [], 0
                return
            self.actor = seat = self.order[self.pos]
            self.cursor = TIMES[self.time]
            if self.time == 3:
                self._start_night(seat, events)
            elif self.time == 0:
                self._start_morning(seat)
            return
        getattr(self, "_flow_" + self.cursor)(self.actor, events)

    def _start_morning(self, seat: int) -> None:
        band = self.band_of_day(seat)
        self.todo = [s[:] for s in self.band_symbols(seat, band) if s[1] > 0] if band >= 0 else []
        self.group = []

    def _flow_morning(self, seat: int, events: list) -> None:
        f = self.fests[seat]
        if self.group:
            if self.group[2] > 0:
                if self.camp_spaces(seat):
                    self.step = "place"
                    return
            self._group_done(seat, events)
            return
        # symbols that need no decision: no figures left of the genre, or no card could be drawn
        for symbol in list(self.todo):
            genre = symbol[0]
            has_card = any(self.content.fan_genre[c] == GENRES[genre] for c in f.hand)
            if not f.reserve[genre]:
                self.todo.remove(symbol)
                events.append(Event("no_fans", seat, {"genre": genre}))
            elif not has_card and f.excuse[genre]:
                f.excuse[genre] -= 1
                self.todo.remove(symbol)
        if self.todo:
            self.step = "arrive"
        else:
            self.cursor = "next"

    def _flow_afternoon(self, seat: int, events: list) -> None:
        if self.fests[seat].events and self.band_of_day(seat) >= 0:    # a day without a band is passed (L81)
            self.step = "event"
        else:
            self.cursor = "next"

    def _flow_evening(self, seat: int, events: list) -> None:
        if any(self.fests[seat].standing) and self.band_of_day(seat) >= 0:
            self.step = "evening"
        else:
            self.cursor = "next"

    def _start_night(self, seat: int, events: list) -> None:
        f = self.fests[seat]
        bins = sum(1 for b in self.content.numbers.bins if f.chaos >= b)
        self.due = [["garbage", bins]] if bins else []
        self.due.append(["hygiene", 0])

    def _flow_night(self, seat: int, events: list) -> None:
        f = self.fests[seat]
        if not self.due:
            self._dissatisfied(seat, events)
            self.cursor = "next"
            return
        task = self.due[0][0]
        if task == "hygiene":
            self.due.pop(0)
            penalties = [p for p in self.content.numbers.penalties if f.hygiene <= p.at]
            for p in penalties:
                events.append(Event("hygiene_penalty", seat, {"at": p.at, "penalty": p.id}))
                if p.id == "mood":
                    self.move_track(seat, "mood", p.delta, events)
                else:
                    self.due.append([p.id, 1])
            return
        if task == "sour" and not self._legal_sour(seat):
            self.due.pop(0)
            return
        if task == "home" and not self._legal_home(seat):
            self.due.pop(0)
            return
        self.step = task

    def _dissatisfied(self, seat: int, events: list) -> None:
        f = self.fests[seat]
        loss = f.dissatisfied() // 2
        if loss:
            before = f.mood
            self.move_track(seat, "mood", -loss, events)
            events.append(Event("grumble", seat, {"markers": f.dissatisfied(), "mood": f.mood - before}))
            if f.mood < before:               # a marker turns only where Mood was really lost (L157)
                self.cheer_oldest(seat, events)

    # -- scoring and the new year ----------------------------------------------------------------------
    def _score_season(self, events: list) -> None:
        from .scoring import score_season
        record = score_season(self)
        self.season_scores.append(record)
        counts = [[f.fans_of(g) for g in range(len(GENRES))] for f in self.fests]   # (what the cards counted)
        paid = []                                   # what the cash really changed by (never below 0)
        for seat, f in enumerate(self.fests):
            before = f.cash
            f.cash = max(0, f.cash + record["income"][seat])
            paid.append(f.cash - before)
            f.vp += record["total"][seat]
        last = self.season == self.seasons
        if last:
            k = self.content.numbers.money_vp            # the last season's income, not the cash (L196, R24)
            record["money_vp"] = [max(0, income) // k for income in record["income"]]
            for seat, f in enumerate(self.fests):
                f.vp += record["money_vp"][seat]
        events.append(Event("season_scored", None, dict(record, counts=counts, paid=paid)))
        previous = {seat: i for i, seat in enumerate(self.order)}
        self.order = sorted(self.order, key=lambda s: (-self.fests[s].vp, -self.fests[s].cash, previous[s]))
        events.append(Event("order", None, {"order": self.order[:]}))
        if last:
            self.phase = "over"
            events.append(Event("game_end", None, {"vp": [f.vp for f in self.fests],
                                                   "winners": self.winners()}))
            return
        self._new_year()
        self._new_season(events)

    def _new_year(self) -> None:
        """Everything back: fan cards in hand lapse, every card returns to its pile (event hands too:
        each manager draws a fresh hand), WIXIs and campers leave; stands and upgrades stay."""
        content = self.content
        self.fan_deck = [list(content.genre_cards[g]) for g in GENRES]
        self.band_deck = {t: list(cards) for t, cards in content.tier_cards.items() if t != "garage"}
        self.garage = list(content.tier_cards["garage"])
        self.garage_top = -1
        self.display = []
        self.event_deck = list(range(len(content.events)))
        self.event_discard = []
        for f in self.fests:
            f.hand, f.events, f.bands, f.symbols, f.lineup, f.played = [], [], [], [], [], []
            f.legend = f.insolvent = False
            f.reserve, f.excuse, f.walkin = [0] * 4, [0] * 4, [0] * 4
            f.standing, f.lying, f.placed = [0] * 4, [0] * 4, [0] * 4
            f.bonus_power, f.spent = [0] * 4, [[0, 0, 0] for _ in GENRES]
            f.band_fill, f.band_extra = [], 0
            f.stand_fill = [[] for _ in f.stands]
            f.upgrade_fill = [[] for _ in f.upgrades]
            f.fee_discount = f.expansion_discount = 0
            f.wixi_used = f.fence = f.overflow = 0
            f.chaos = f.hygiene = f.mood = 0

    def totals(self) -> list[int]:
        """Each manager's victory points so far."""
        return [f.vp for f in self.fests]

    def winners(self) -> list[int]:
        best = max((f.vp, f.cash) for f in self.fests)
        return [s for s, f in enumerate(self.fests) if (f.vp, f.cash) == best]

    def returns(self) -> list[float]:
        if self.phase != "over":
            return [0.0] * self.num_players
        won = self.winners()
        return [1.0 / len(won) if s in won else 0.0 for s in range(self.num_players)]

    # -- copies, views, JSON ----------------------------------------------------------------------------
    def clone(self) -> RodeoState:
        new = object.__new__(RodeoState)
        for name in self.__slots__:
            setattr(new, name, getattr(self, name))
        new.order = self.order[:]
        new.fests = [f.copy() for f in self.fests]
        new.fan_deck = [d[:] for d in self.fan_deck]
        new.band_deck = {t: d[:] for t, d in self.band_deck.items()}
        new.garage = self.garage[:]
        new.display = self.display[:]
        new.event_deck = self.event_deck[:]
        new.event_discard = self.event_discard[:]
        new.stand_pool = self.stand_pool[:]
        new.stand_tops = self.stand_tops[:]
        new.stack_left = self.stack_left[:]
        new.upgrade_left = dict(self.upgrade_left)
        new.supply = self.supply[:]
        new.chance = self.chance[:]
        new.queue = self.queue[:]
        new.todo = [t[:] if type(t) is list else t for t in self.todo]
        new.group = self.group[:3] + [self.group[3][:]] if self.group else []
        new.due = [d[:] for d in self.due]
        new.season_scores = self.season_scores[:]
        return new

    def view(self, seat: int) -> RodeoState:
        """What ``seat`` knows: its own cards; of the others the genres of their fan cards (the
        backs) and how many event cards they hold; of the face-down piles their sizes. (Which
        bands, stands and garage bands are still face down follows from what has been shown.)"""
        v = self.clone()
        v.is_view = True
        v.viewer = seat
        for s, f in enumerate(v.fests):
            if s != seat:
                f.hand = [-1 - G[self.content.fan_genre[c]] for c in f.hand]
                f.events = [UNKNOWN] * len(f.events)
        v.fan_deck = [[UNKNOWN] * len(d) for d in self.fan_deck]
        v.event_deck = [UNKNOWN] * len(self.event_deck)
        return v

    def determinize(self, rng: random.Random) -> RodeoState:
        """Deal the cards a view's seat has not seen into the others' hidden slots (fan cards by
        genre) and the piles."""
        if not self.is_view:
            return self.clone()
        d = self.clone()
        d.is_view = False
        d.viewer = None
        me = self.fests[self.viewer]
        played = {c for f in self.fests for c in f.played}
        for g, name in enumerate(GENRES):
            pool = [c for c in self.content.genre_cards[name] if c not in played and c not in me.hand]
            rng.shuffle(pool)
            for f in d.fests:
                f.hand = [pool.pop() if c == -1 - g else c for c in f.hand]
            d.fan_deck[g] = sorted(pool)
        gone = set(me.events) | set(self.event_discard)
        pool = [c for c in range(len(self.content.events)) if c not in gone]
        rng.shuffle(pool)
        for f in d.fests:
            f.events = [pool.pop() if c == UNKNOWN else c for c in f.events]
        d.event_deck = sorted(pool)
        return d

    def to_json(self) -> dict:
        data = {k: getattr(self, k) for k in self.__slots__ if k not in ("content", "fests")}
        data["fests"] = [f.to_json() for f in self.fests]
        data["chance"] = [list(t) for t in self.chance]
        return data

    @classmethod
    def from_json(cls, data: dict, content) -> RodeoState:
        state = object.__new__(cls)
        state.content = content
        for k in cls.__slots__:
            if k not in ("content", "fests"):
                setattr(state, k, data[k])
        state.options = Options(data["options"])
        state.fests = [Fest.from_json(f) for f in data["fests"]]
        state.chance = [tuple(t) for t in data["chance"] if tuple(t) != ("garage_top",)]
        if state.garage_top >= 0:         # a save from when the top garage band lay open: back on the stack
            state.garage.append(state.garage_top)
            state.garage_top = -1
        return state

    # -- text ---------------------------------------------------------------------------------------------
    def describe(self, event: Event, names: list[str]) -> str:
        return LOG(event, self, names, default="")

    def score_table(self, names: list[str]) -> dict:
        from .text import score_table
        return score_table(self, names)


def new_state(content: Content, num_players: int, options: dict) -> RodeoState:
    return RodeoState(content, num_players, options)


def state_from_json(data: dict, content: Content) -> RodeoState:
    return RodeoState.from_json(data, content)
