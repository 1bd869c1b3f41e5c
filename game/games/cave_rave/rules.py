"""Höhlengrölen rules: state, legal actions, apply -> events. No pygame.

Cards are numbers 0..47 (the order of musicians.yaml). A turn is a chain of
decisions: ``draw`` (one card from the deck, or the top discard), chance turns
up each deck card, a second ``draw`` when the first card came from the deck and
the discard pile offers a choice (rulebook L53: the order is free, so a producer
may look at a deck card before taking the top discard), ``meld`` (form bands and
crossovers, or start discarding), and ``discard`` until the hand is back to at
most six. The face-down deck is a
multiset (``pile``): with two producers the two decks are one pile with two
counts, which is the same thing since nobody knows which card lies where.

Actions:
  ("draw", "deck")                    one card from the deck (two when the discard pile is empty)
  ("draw", "discard")                 the top discard (first: one deck card follows by itself)
  ("card", n)                         chance: card n comes off the deck
  ("band", (n, ...), (bonus, ...))    bonus in "singer", "dancer", "stylist"
  ("crossover", (n, ...))
  ("discard", n)
  ("starter", seat)                   chance: who begins (option starter=random)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations, product
from typing import NamedTuple

from game.core.content import Options
from game.core.i18n import _
from game.core.state import CHANCE, TERMINAL, Event, IllegalAction, Pending, State, applies

from . import text
from .events import LOG
from .model import Content

HAND_LIMIT = 6
DOUBLERS = ("singer", "dancer")
BONUS_ORDER = ("stylist", "singer", "dancer")
UNKNOWN = -1


def castings_for(num_players: int, length: str) -> int:
    full = 4 if num_players == 2 else num_players
    return full if length == "standard" else (full + 1) // 2


def _multisets(groups: list[list[int]], low: int, high: int) -> list[tuple]:
    """Sets of ``low``..``high`` cards taking a prefix of each group (equal cards)."""
    result: list[tuple] = []

    def walk(i: int, chosen: list[int]) -> None:
        if i == len(groups):
            if low <= len(chosen) <= high:
                result.append(tuple(sorted(chosen)))
            return
        group = groups[i]
        for n in range(0, min(len(group), high - len(chosen)) + 1):
            walk(i + 1, chosen + group[:n])

    walk(0, [])
    return result


def band_value(points: int, already_out: bool, bonuses) -> tuple[int, list[tuple[str, int]]]:
    """A band's final value and its steps: sum, -2 repeat genre, +3 stylist, x2 last."""
    steps = [("sum", points)]
    value = points
    if already_out:
        value -= 2
        steps.append(("repeat", value))
    if "stylist" in bonuses:
        value += 3
        steps.append(("stylist", value))
    for kind in DOUBLERS:
        if kind in bonuses:
            value *= 2
            steps.append((kind, value))
    return value, steps


@dataclass(frozen=True)
class Draw(Pending):
    """``seat`` draws: from the ``sources`` listed ("deck", "discard"). ``second``: one card
    has come from the deck already and this is the choice of the second (L53)."""

    sources: tuple[str, ...] = ()
    second: bool = False


@dataclass(frozen=True)
class Meld(Pending):
    """``seat`` may lay out bands and crossovers; a band must be worth more than ``must_beat``,
    and starting to discard means ``discards`` cards go."""

    must_beat: int | None = None
    discards: int = 1


@dataclass(frozen=True)
class Discard(Pending):
    """``seat`` has started discarding: ``discards`` cards still go (no more bands)."""

    discards: int = 1


class Group(NamedTuple):
    """A band or crossover laid out, read from its record in ``groups`` (saved as a dict)."""

    owner: int
    kind: str                           # "band" or "crossover"
    cards: tuple[int, ...]
    genre: int | None                   # bands only
    bonuses: tuple[str, ...]            # bands only
    value: int                          # a band's value, a crossover's points
    steps: tuple[tuple[str, int], ...]  # how a band's value came about (see band_value)
    casting: int
    beat: int | None                    # what a band had to beat
    gender: str | None                  # crossovers only: "f" or "m"

    @classmethod
    def of(cls, g: dict) -> Group:
        return cls(g["owner"], g["kind"], tuple(g["cards"]), g["genre"], tuple(g["bonuses"]), g["value"],
                   tuple(tuple(s) for s in g["steps"]), g["casting"], g["beat"], g.get("gender"))


class CastingScore(NamedTuple):
    """The score of one casting, per seat (a record of ``casting_scores``, the casting_end event's data)."""

    casting: int
    bands: list[int]
    best_crossover: list[int]
    crossover_points: list[int]
    crossover_bonus: list[int]

    def total(self, seat: int) -> int:
        return self.bands[seat] + self.crossover_bonus[seat]


class CaveRaveState(State):
    game_id = "cave_rave"

    __slots__ = (
        "content", "num_players", "options", "castings", "casting", "starter", "turn",
        "phase", "to_draw", "second", "hands", "known", "pile", "deck_left", "deck_queue", "discard",
        "aside", "groups", "last_band", "bonuses", "discards_due", "deal_queue", "is_view",
        "viewer", "casting_scores",
    )

    def __init__(self, content: Content, num_players: int, options: dict):
        self.content = content
        self.num_players = num_players
        self.options = Options(options)
        self.castings = castings_for(num_players, options.get("length", "standard"))
        self.casting = 0
        self.starter = 0
        self.turn = 0
        self.phase = "deal"
        self.to_draw = 0
        self.second = False             # one deck card drawn; the second card's source is still open
        self.hands: list[list[int]] = [[] for _ in range(num_players)]
        self.known: list[list[int]] = [[] for _ in range(num_players)]  # public cards in hands
        self.pile: list[int] = list(range(len(content.musicians)))
        self.deck_left = 0
        self.deck_queue: list[int] = []
        self.discard: list[int] = []
        self.aside: list[int] = []      # two producers: first deck's cards, until the reshuffle
        self.groups: list[dict] = []    # every band and crossover of the game
        self.last_band: list[int | None] = [None] * num_players
        self.bonuses: list[list[str]] = [list(BONUS_ORDER) for _ in range(num_players)]
        self.discards_due = 0
        self.deal_queue: list[int] = [s for _ in range(3) for s in range(num_players)]
        self.is_view = False
        self.viewer: int | None = None
        self.casting_scores: list[dict] = []

    # -- helpers -----------------------------------------------------------
    def table(self) -> list[dict]:
        """Bands and crossovers lying out in the current casting."""
        return [g for g in self.groups if g["casting"] == self.casting]

    def laid_out(self) -> list[Group]:
        """:meth:`table` as records."""
        return [Group.of(g) for g in self.table()]

    def casting_results(self) -> list[CastingScore]:
        """The scores of the castings played so far."""
        return [CastingScore(**sc) for sc in self.casting_scores]

    def genre_out(self, genre: int) -> bool:
        return any(g["kind"] == "band" and g["genre"] == genre for g in self.table())

    def must_beat(self, seat: int) -> int | None:
        return self.last_band[seat]

    def top_discard(self) -> int | None:
        return self.discard[-1] if self.discard else None

    # -- who decides ---------------------------------------------------------
    def current_player(self) -> int:
        if self.phase == "over":
            return TERMINAL
        if self.phase in ("deal", "draw_chance", "starter"):
            return CHANCE
        return self.turn

    def decision(self) -> str:
        return self.phase

    def pending(self) -> Pending:
        seat, phase = self.current_player(), self.phase
        if phase == "draw":
            return Draw(seat, phase, tuple(a[1] for a in self._draw_actions()), self.second)
        if phase == "meld":
            return Meld(seat, phase, self.last_band[seat], max(1, len(self.hands[seat]) - HAND_LIMIT))
        if phase == "discard":
            return Discard(seat, phase, self.discards_due)
        return Pending(seat, phase)

    # -- legal actions -------------------------------------------------------
    def legal_actions(self) -> list:
        phase = self.phase
        if phase == "over":
            return []
        if phase in ("deal", "draw_chance"):
            return [("card", c) for c in self.pile]
        if phase == "starter":
            return [("starter", s) for s in range(self.num_players)]
        if phase == "draw":
            return self._draw_actions()
        hand = self.hands[self.turn]
        discards = [("discard", c) for c in self._distinct(hand)]
        if phase == "discard":
            return discards
        return self.meld_actions(self.turn) + discards

    def _draw_actions(self) -> list:
        if self.second:                 # after one deck card: another, or the top discard (L53)
            return [("draw", "deck"), ("draw", "discard")]
        if self.deck_left >= 2:
            return [("draw", "deck"), ("draw", "discard")] if self.discard else [("draw", "deck")]
        return [("draw", "discard")] if self.discard else [("draw", "deck")]

    def _distinct(self, cards) -> list[int]:
        """One card per signature (genre, points, gender): equal cards are one choice."""
        sig = self.content.signature
        seen, out = set(), []
        for c in sorted(cards):
            if sig[c] not in seen:
                seen.add(sig[c])
                out.append(c)
        return out

    def bonus_options(self, seat: int) -> list[tuple]:
        """Bonus combinations a band may use (one doubler stands for both: they are equal)."""
        have = self.bonuses[seat]
        doubler = next((d for d in DOUBLERS if d in have), None)
        opts: list[tuple] = [()]
        if "stylist" in have:
            opts.append(("stylist",))
        if doubler:
            opts.append((doubler,))
            if "stylist" in have:
                opts.append(("stylist", doubler))
        return opts

    def meld_actions(self, seat: int) -> list:
        """Every band and crossover ``seat`` may form now, one per distinct set of cards.

        Cards with the same genre, points and gender are interchangeable, so each
        set is listed once, with the lowest card numbers.
        """
        hand = self.hands[seat]
        if len(hand) < 4:
            return []
        sig = self.content.signature
        room = len(hand) - 1          # a card must remain for the discard
        groups: dict[tuple, list[int]] = {}
        for c in sorted(hand):
            groups.setdefault(sig[c], []).append(c)
        actions = []
        beat = self.last_band[seat]
        bonus_opts = self.bonus_options(seat)
        out_genres = {g["genre"] for g in self.groups if g["casting"] == self.casting and g["kind"] == "band"}
        by_genre: dict[int, list[list[int]]] = {}
        for key, cards in groups.items():
            by_genre.setdefault(key[0], []).append(cards)
        for g, genre_groups in by_genre.items():
            if sum(len(cards) for cards in genre_groups) < 3:
                continue
            out = g in out_genres
            for chosen in _multisets(genre_groups, 3, min(5, room)):
                base = sum(sig[c][1] for c in chosen)
                for bonus in bonus_opts:
                    value = band_value(base, out, bonus)[0]
                    if beat is None or value > beat:
                        actions.append(("band", chosen, bonus))
        for gender in ("f", "m"):
            per_genre: dict[int, list[int]] = {}
            for key, cards in groups.items():
                if key[2] == gender:
                    per_genre.setdefault(key[0], []).append(cards[0])
            if len(per_genre) < 3:
                continue
            for k in range(3, min(4, room, len(per_genre)) + 1):
                for genres in combinations(sorted(per_genre), k):
                    for chosen in product(*(per_genre[g] for g in genres)):
                        actions.append(("crossover", tuple(sorted(chosen))))
        return actions

    # -- checking --------------------------------------------------------------
    def check(self, action) -> None:
        if not isinstance(action, tuple) or not action:
            raise IllegalAction(f"not an action: {action!r}")
        kind = action[0]
        phase = self.phase
        if phase in ("deal", "draw_chance"):
            if kind != "card" or len(action) != 2 or action[1] not in self.pile:
                raise IllegalAction(_("chance must turn up a card that is still in the deck"))
            return
        if phase == "starter":
            if kind != "starter" or action[1] not in range(self.num_players):
                raise IllegalAction(_("chance must name a starting seat"))
            return
        if kind == "draw":
            if phase != "draw":
                raise IllegalAction(_("you have already drawn this turn"))
            if action not in self._draw_actions():
                if action == ("draw", "discard"):
                    raise IllegalAction(_("first turn of the casting: the discard pile is empty. Draw two from "
                                          "the deck"))
                raise IllegalAction(_("only one card is left on the deck: take it together with the top discard"))
            return
        if phase == "draw" and self.second:
            raise IllegalAction(_("draw your second card first: another from the deck, or the top discard"))
        if phase == "draw":
            raise IllegalAction(_("draw first: two from the deck, or the top discard and one from the deck"))
        if kind == "discard":
            if len(action) != 2 or action[1] not in self.hands[self.turn]:
                raise IllegalAction(_("you can only discard a card from your hand"))
            return
        if phase == "discard":
            raise IllegalAction(_("you have started discarding: no more bands this turn"))
        if kind == "band":
            if len(action) != 3:
                raise IllegalAction(_("a band needs its cards and its bonus cards"))
            reason = self.band_problem(self.turn, action[1], action[2])
        elif kind == "crossover":
            if len(action) != 2:
                raise IllegalAction(_("a crossover needs its cards"))
            reason = self.crossover_problem(self.turn, action[1])
        else:
            raise IllegalAction(f"unknown action {kind!r}")
        if reason:
            raise IllegalAction(reason)

    def _hand_problem(self, seat: int, cards) -> str | None:
        hand = self.hands[seat]
        if len(set(cards)) != len(cards) or any(c not in hand for c in cards):
            return _("those cards are not all in your hand")
        if len(hand) - len(cards) < 1:
            return _("you must keep at least one card to discard")
        return None

    def band_problem(self, seat: int, cards, bonuses=()) -> str | None:
        """Why these cards (and bonus cards) are not a legal band, or None."""
        genre = self.content.card_genre
        if not 3 <= len(cards) <= 5:
            return _("a band has 3 to 5 musicians, not {n}").format(n=len(cards))
        problem = self._hand_problem(seat, cards)
        if problem:
            return problem
        if len({genre[c] for c in cards}) != 1:
            return _("a band's musicians all play the same genre")
        if len(set(bonuses)) != len(bonuses) or any(b not in BONUS_ORDER for b in bonuses):
            return _("unknown bonus card")
        if all(d in bonuses for d in DOUBLERS):
            return _("a band either sings or dances: not both doubling cards")
        used = [b for b in bonuses if b not in self.bonuses[seat]]
        if used:
            return _("your {role} has already helped a band").format(role=text.role(used[0]))
        value = self.band_breakdown(seat, cards, bonuses)[0]
        beat = self.last_band[seat]
        if beat is not None and value <= beat:
            return _("worth {value}: it must beat your last band's {beat}").format(value=value, beat=beat)
        return None

    def crossover_problem(self, seat: int, cards) -> str | None:
        genre, female = self.content.card_genre, self.content.card_female
        if not 3 <= len(cards) <= 4:
            return _("a crossover has 3 or 4 musicians, not {n}").format(n=len(cards))
        problem = self._hand_problem(seat, cards)
        if problem:
            return problem
        if len({female[c] for c in cards}) != 1:
            return _("a crossover is all women or all men")
        if len({genre[c] for c in cards}) != len(cards):
            return _("a crossover's musicians all play different genres")
        return None

    def band_breakdown(self, seat: int, cards, bonuses=()) -> tuple[int, list[tuple[str, int]]]:
        g = self.content.card_genre[cards[0]]
        return band_value(sum(self.content.card_points[c] for c in cards), self.genre_out(g), bonuses)

    # -- applying ----------------------------------------------------------------
    def _take_from_pile(self, card: int) -> None:
        self.pile.remove(card)

    @applies("card")
    def _chance_card(self, card: int) -> list[Event]:
        self._take_from_pile(card)
        if self.phase == "deal":
            seat = self.deal_queue.pop(0)
            self.hands[seat].append(card)
            events = [Event("dealt", seat, {"card": card})]
            if not self.deal_queue:
                self.deck_left, self.deck_queue = self._split(len(self.pile))
                if self.options["starter"] == "random":
                    self.phase = "starter"
                else:
                    self.phase = "draw"
                    events.append(self._first_casting_event())
            return events
        seat = self.turn
        self.hands[seat].append(card)
        self.deck_left -= 1
        self.to_draw -= 1
        if self.to_draw == 0:
            self.phase = "draw" if self.second else "meld"
        return [Event("drew", seat, {"card": card, "source": "deck"})]

    @applies("starter")
    def _starter(self, seat: int) -> list[Event]:
        self.starter = self.turn = seat
        self.phase = "draw"
        return [self._first_casting_event()]

    def _first_casting_event(self) -> Event:
        return Event("casting_start", self.starter, {"casting": 0, "deck": self.deck_left,
                                                     "reshuffled": False})

    def _split(self, size: int) -> tuple[int, list[int]]:
        if self.num_players == 2:
            first = (size + 1) // 2
            return first, [size - first]
        return size, []

    @applies("draw")
    def _draw(self, source: str) -> list[Event]:
        """Draw from ``source``. The first card from the deck leaves the second card's source open
        when the discard pile has one to offer (L53: the order is free); otherwise the rest of the
        draw follows by itself (two deck cards; or the top discard and one deck card)."""
        seat, second = self.turn, self.second
        events = [Event("draw_choice", seat, {"source": source, "second": second})]
        self.second = False
        if source == "discard":
            card = self.discard.pop()
            self.hands[seat].append(card)
            self.known[seat].append(card)
            events.append(Event("drew", seat, {"card": card, "source": "discard", "second": second}))
            self.to_draw = 0 if second else min(1, self.deck_left)
        elif second or not self.discard:
            self.to_draw = 1 if second else min(2, self.deck_left)
        else:
            self.to_draw = 1
            self.second = True           # set while chance turns up the first card
        self.phase = "draw_chance" if self.to_draw else "meld"
        return events

    def _remove_from_hand(self, seat: int, cards) -> None:
        for c in cards:
            self.hands[seat].remove(c)
            if c in self.known[seat]:
                self.known[seat].remove(c)

    @applies("band")
    def _band(self, cards: tuple, bonuses: tuple) -> list[Event]:
        seat, cards, bonuses = self.turn, tuple(cards), tuple(bonuses)
        value, steps = self.band_breakdown(seat, cards, bonuses)
        genre = self.content.card_genre[cards[0]]
        self._remove_from_hand(seat, cards)
        for b in bonuses:
            self.bonuses[seat].remove(b)
        group = {"owner": seat, "kind": "band", "cards": list(cards), "genre": genre,
                 "bonuses": list(bonuses), "value": value, "steps": [list(s) for s in steps],
                 "casting": self.casting, "beat": self.last_band[seat]}
        self.groups.append(group)
        self.last_band[seat] = value
        return [Event("band", seat, group)]

    @applies("crossover")
    def _crossover(self, cards: tuple) -> list[Event]:
        seat, cards = self.turn, tuple(cards)
        points = self.content.card_points
        self._remove_from_hand(seat, cards)
        group = {"owner": seat, "kind": "crossover", "cards": list(cards), "genre": None,
                 "bonuses": [], "value": sum(points[c] for c in cards), "steps": [],
                 "casting": self.casting, "beat": None,
                 "gender": "f" if self.content.card_female[cards[0]] else "m"}
        self.groups.append(group)
        return [Event("crossover", seat, group)]

    @applies("discard")
    def _discard(self, card: int) -> list[Event]:
        seat = self.turn
        if self.phase == "meld":
            self.discards_due = max(1, len(self.hands[seat]) - HAND_LIMIT)
            self.phase = "discard"
        self._remove_from_hand(seat, [card])
        self.discard.append(card)
        self.discards_due -= 1
        events = [Event("discarded", seat, {"card": card})]
        if self.discards_due == 0:
            events += self._end_turn()
        return events

    def _end_turn(self) -> list[Event]:
        if self.deck_left > 0:
            self.turn = (self.turn + 1) % self.num_players
            self.phase = "draw"
            return [Event("turn", self.turn)]
        return self._end_casting()

    def _end_casting(self) -> list[Event]:
        table = self.table()
        n = self.num_players
        bands = [sum(g["value"] for g in table if g["owner"] == s and g["kind"] == "band")
                 for s in range(n)]
        best_co = [max([g["value"] for g in table if g["owner"] == s and g["kind"] == "crossover"],
                       default=0) for s in range(n)]
        top = max(best_co)
        co_bonus = [5 if top > 0 and best_co[s] == top else 0 for s in range(n)]
        co_total = [sum(g["value"] for g in table if g["owner"] == s and g["kind"] == "crossover")
                    for s in range(n)]
        score = {"casting": self.casting, "bands": bands, "best_crossover": best_co,
                 "crossover_points": co_total, "crossover_bonus": co_bonus}
        self.casting_scores.append(score)
        events = [Event("casting_end", None, score)]
        cards_out = [c for g in table for c in g["cards"]] + self.discard
        self.discard = []
        self.casting += 1
        if self.casting >= self.castings:
            self.phase = "over"
            events.append(Event("game_end", None, {"totals": self.totals()}))
            return events
        if self.num_players == 2 and self.deck_queue:
            self.aside.extend(cards_out)          # first deck of a pair: set aside
            self.deck_left = self.deck_queue.pop(0)
            reshuffled = False
        else:
            self.pile.extend(cards_out + self.aside)
            self.pile.sort()
            self.aside = []
            self.deck_left, self.deck_queue = self._split(len(self.pile))
            reshuffled = True
        self.starter = (self.starter + 1) % n
        self.turn = self.starter
        self.phase = "draw"
        events.append(Event("casting_start", self.starter,
                            {"casting": self.casting, "deck": self.deck_left,
                             "reshuffled": reshuffled}))
        return events

    # -- scores --------------------------------------------------------------
    def crossover_totals(self) -> list[int]:
        return [sum(g["value"] for g in self.groups if g["owner"] == s and g["kind"] == "crossover")
                for s in range(self.num_players)]

    def final_bonus(self) -> list[int]:
        """+10 for the most crossover points over the game (ties share; none for zero)."""
        co = self.crossover_totals()
        top = max(co)
        return [10 if top > 0 and co[s] == top else 0 for s in range(self.num_players)]

    def totals(self) -> list[int]:
        """Success points so far: bands and casting bonuses (+10 only once the game is over)."""
        n = self.num_players
        total = [0] * n
        for sc in self.casting_scores:
            for s in range(n):
                total[s] += sc["bands"][s] + sc["crossover_bonus"][s]
        if self.phase == "over":
            for s, b in enumerate(self.final_bonus()):
                total[s] += b
        return total

    def running_score(self, seat: int) -> int:
        """Score including the current casting's bands (for display and bots)."""
        done = self.totals()[seat]
        if self.phase == "over":
            return done
        return done + sum(g["value"] for g in self.table() if g["owner"] == seat and g["kind"] == "band")

    def winners(self) -> list[int]:
        totals = self.totals()
        best = max(totals)
        return [s for s in range(self.num_players) if totals[s] == best]

    def returns(self) -> list[float]:
        if self.phase != "over":
            return [0.0] * self.num_players
        win = self.winners()
        return [1.0 / len(win) if s in win else 0.0 for s in range(self.num_players)]

    def score_table(self, names: list[str]) -> dict:
        return text.score_table(self, names)

    # -- copies, views -----------------------------------------------------------
    def clone(self) -> CaveRaveState:
        new = object.__new__(CaveRaveState)
        new.content = self.content
        new.num_players = self.num_players
        new.options = self.options
        new.castings = self.castings
        new.casting = self.casting
        new.starter = self.starter
        new.turn = self.turn
        new.phase = self.phase
        new.to_draw = self.to_draw
        new.second = self.second
        new.hands = [h[:] for h in self.hands]
        new.known = [k[:] for k in self.known]
        new.pile = self.pile[:]
        new.deck_left = self.deck_left
        new.deck_queue = self.deck_queue[:]
        new.discard = self.discard[:]
        new.aside = self.aside[:]
        new.groups = self.groups[:]          # groups are never changed once made
        new.last_band = self.last_band[:]
        new.bonuses = [b[:] for b in self.bonuses]
        new.discards_due = self.discards_due
        new.deal_queue = self.deal_queue[:]
        new.is_view = self.is_view
        new.viewer = self.viewer
        new.casting_scores = self.casting_scores[:]
        return new

    def seat_has_secrets(self, seat: int) -> bool:
        return True

    def view(self, seat: int) -> CaveRaveState:
        """What ``seat`` knows: its own hand; of the others only public cards and counts."""
        v = self.clone()
        v.is_view = True
        v.viewer = seat
        for s in range(self.num_players):
            if s != seat:
                hidden = len(self.hands[s]) - len(self.known[s])
                v.hands[s] = self.known[s][:] + [UNKNOWN] * hidden
        v.pile = [UNKNOWN] * len(self.pile)
        return v

    def unseen(self) -> list[int]:
        """Cards a view's seat has not seen: in others' hands (hidden part) or the deck."""
        seen = set(self.hands[self.viewer]) | set(self.discard) | set(self.aside)
        for s in range(self.num_players):
            seen.update(self.known[s])
        for g in self.table():
            seen.update(g["cards"])
        return [c for c in range(len(self.content.musicians)) if c not in seen]

    def determinize(self, rng: random.Random) -> CaveRaveState:
        """Fill a view's unknown cards with one guess consistent with the seat's knowledge."""
        if not self.is_view:
            return self.clone()
        pool = self.unseen()
        rng.shuffle(pool)
        d = self.clone()
        d.is_view = False
        d.viewer = None
        for s in range(self.num_players):
            if s != self.viewer:
                d.hands[s] = [c if c != UNKNOWN else pool.pop() for c in d.hands[s]]
        d.pile = sorted(pool)
        if len(d.pile) != len(self.pile):
            raise AssertionError("determinize: card count mismatch")
        return d

    # -- text ----------------------------------------------------------------
    def describe(self, event: Event, names: list[str]) -> str:
        return LOG(event, self, names, default="")


def new_state(content: Content, num_players: int, options: dict) -> CaveRaveState:
    return CaveRaveState(content, num_players, options)


def state_from_json(data: dict, content: Content) -> CaveRaveState:
    return CaveRaveState.from_json(data, content)
