"""Helpers to set up Rock'n Rodeo situations from the real content and the real flow.

Chance is resolved on purpose: every draw and reveal takes the wished card when it is in the
pile, else the first card nobody wished for. Seat decisions not scripted by a test take the
plain way: book the planned band, pass on event cards, buy nothing, the planned line-up, no
turns, the planned WIXIs.
"""

from __future__ import annotations

from game.core import registry
from game.core.state import CHANCE
from game.games.rodeo import campsite
from game.games.rodeo.rules import G, RodeoState

SPEC = registry.get("rodeo")
CONTENT = SPEC.content
PUNK, METAL, REGGAE, INDIE = (G[g] for g in ("punk", "metal", "reggae", "indie"))


def band(name: str) -> int:
    return CONTENT.band_index[name]


def fan(name: str) -> int:
    return next(i for i, f in enumerate(CONTENT.fans) if f.id == name)


def stand(name: str) -> int:
    return CONTENT.stand_index[name]


def event(name: str) -> int:
    return next(i for i, e in enumerate(CONTENT.events) if e.id == name)


def festival(name: str) -> int:
    return next(i for i, f in enumerate(CONTENT.festivals) if f.id == name)


class Wishes:
    """What chance should draw: per kind a list of wished values, used up as they come."""

    def __init__(self, first: int = 0, festivals=(), reveals=(), fans=None, events=None, garage=(), stands=()):
        self.first = first
        self.festivals = [festival(f) if isinstance(f, str) else f for f in festivals]
        self.reveals = [band(b) if isinstance(b, str) else b for b in reveals]
        self.fans = {s: [fan(c) if isinstance(c, str) else c for c in cards] for s, cards in (fans or {}).items()}
        self.events = {s: [event(c) if isinstance(c, str) else c for c in cards]
                       for s, cards in (events or {}).items()}
        self.garage = [band(b) if isinstance(b, str) else b for b in garage]
        self.stands = [stand(s) if isinstance(s, str) else s for s in stands]

    def wished(self) -> set:
        return ({c for cs in self.fans.values() for c in cs}, {c for cs in self.events.values() for c in cs})

    def pick(self, st: RodeoState):
        legal = st.legal_actions()
        task = st.chance[0]
        kind = task[0]
        values = [a[1] for a in legal]
        fan_wish, event_wish = self.wished()
        if kind == "first":
            return ("first", self.first)
        if kind == "festival":
            want = self.festivals.pop(0) if self.festivals else None
            return ("festival", want if want in values else values[0])
        wish, avoid = [], set()
        if kind == "reveal":
            wish, avoid = self.reveals, set(self.reveals)
        elif kind == "garage_top":
            wish, avoid = self.garage, set(self.garage)
        elif kind == "stand_top":
            wish, avoid = self.stands, set(self.stands)
        elif kind == "fan":
            wish, avoid = self.fans.get(task[1], []), fan_wish
        elif kind == "event_card":
            wish, avoid = self.events.get(task[1], []), event_wish
        for v in wish:
            if v in values:
                wish.remove(v)
                return (kind, v)
        rest = [v for v in values if v not in avoid]
        return (kind, (rest or values)[0])


def resolve(st: RodeoState, wishes: Wishes | None = None) -> RodeoState:
    wishes = wishes or Wishes()
    while st.current_player() == CHANCE:
        st.apply_action(wishes.pick(st))
    return st


def new_game(n: int = 2, festivals=("moshmoor", "riot_on_the_ridge", "skankfield", "garage_days"), first: int = 0,
             wishes: Wishes | None = None, **options) -> tuple[RodeoState, Wishes]:
    """A game at its first seat decision (booking round 1), chance as wished."""
    st = SPEC.new_state(n, options)
    wishes = wishes or Wishes()
    wishes.first = first
    if not wishes.festivals:
        wishes.festivals = [festival(f) if isinstance(f, str) else f for f in festivals[:n]]
    resolve(st, wishes)
    return st, wishes


def act(st: RodeoState, action, wishes: Wishes | None = None) -> list:
    """Apply a seat action, then resolve the chance that follows as wished."""
    events = st.apply_action(action)
    resolve(st, wishes)
    return events


def to_festival(n: int = 2, bands=None, fans=None, wild=None, lineup=None, wixis=None, cash: int = 30,
                festivals=("moshmoor", "riot_on_the_ridge", "skankfield", "garage_days"), first: int = 0,
                **options) -> RodeoState:
    """Play season 1's booking, expansion and line-up with ``bands[seat]`` (names; the planned
    Local Heroes are revealed, garage bands come from the garage stack), the fan cards
    ``fans[seat]``, ``wild[seat]`` genres for wildcards, the line-up (default: booking order) and
    the WIXI spaces (default: one on the last space). Stops at the first morning decision."""
    bands = bands or {}
    plan = {s: [band(b) for b in bands.get(s, [])] for s in range(n)}
    locals_ = [b for s in range(n) for b in plan[s] if CONTENT.bands[b].tier != "garage"]
    garages = [b for s in range(n) for b in plan[s] if CONTENT.bands[b].tier == "garage"]
    wishes = Wishes(first=first, festivals=[festival(f) for f in festivals[:n]], reveals=locals_,
                    fans=fans or {}, garage=garages)
    st = SPEC.new_state(n, options)
    resolve(st, wishes)
    for f in st.fests:
        f.cash = cash
    wild = {s: list(w) for s, w in (wild or {}).items()}
    while st.phase in ("booking", "expansion", "lineup"):
        seat, step = st.current_player(), st.decision()
        legal = st.legal_actions()
        if step == "book":
            want = plan[seat].pop(0) if plan[seat] else None
            if want is None or CONTENT.bands[want].tier == "garage":
                action = ("garage",)
            else:
                if want not in st.display:      # as if it had been revealed
                    tier = CONTENT.bands[want].tier
                    st.band_deck[tier].remove(want)
                    st.band_deck[tier].append(st.display.pop())
                    st.display.append(want)
                action = ("book", want)
        elif step == "wild":
            action = ("wild", wild[seat].pop(0)) if wild.get(seat) else legal[0]
        elif step == "event":
            action = ("pass",)
        elif step == "expand":
            action = ("done",)
        elif step == "lineup":
            want = tuple((lineup or {}).get(seat, st.fests[seat].bands))
            want = tuple(band(b) if isinstance(b, str) else b for b in want)
            action = ("lineup", want)
        elif step == "turn":
            action = legal[0]
        elif step == "wixi":
            f = st.fests[seat]
            spaces = (wixis or {}).get(seat, [len(f.kind) - 1])
            todo = [s for s in spaces if not f.wixi[s]]
            action = ("wixi", todo[0]) if todo else ("done",)
        else:
            raise AssertionError(f"unexpected {step}")
        act(st, action, wishes)
    return st


def place_markers(st: RodeoState, seat: int, markers: dict[int, int], happy: bool = True) -> None:
    """Lay camping markers straight onto ``seat``'s campsite (space -> genre), no rules run: the
    scene before the test."""
    f = st.fests[seat]
    for space, genre in markers.items():
        f.marker[space] = genre
        f.happy[space] = happy
        f.serial[space] = st.serial
        st.serial += 1


def kinds(st: RodeoState, seat: int) -> list[str]:
    names = {campsite.TENT: "tent", campsite.CAR: "car", campsite.DIRT: "dirt"}
    return [names[k] for k in st.fests[seat].kind]


def seat_actions(st: RodeoState, *actions, wishes: Wishes | None = None) -> list:
    """Apply several seat actions (resolving chance between them); all their events."""
    out = []
    for a in actions:
        out += act(st, a, wishes)
    return out


def plain(st: RodeoState):
    """The plain choice: pass, stop, rest, or the first legal action."""
    legal = st.legal_actions()
    for a in (("pass",), ("done",), ("rest",)):
        if a in legal:
            return a
    return legal[0]


def play_until(st: RodeoState, stop, wishes: Wishes | None = None, policy=plain, limit: int = 5000) -> RodeoState:
    """Play plain seat choices (and wished chance) until ``stop(st)`` holds."""
    resolve(st, wishes)
    for _ in range(limit):
        if stop(st):
            return st
        act(st, policy(st), wishes)
    raise AssertionError("stop never came")


def arrive(st: RodeoState, card, spaces: list[int]) -> list:
    """Morning: play the fan card (name or index; None: the penalty for the first symbol) and
    place its markers on ``spaces`` in this order."""
    if card is None:
        events = st.apply_action(("penalty", st.todo[0][0]))
    else:
        events = st.apply_action(("play", fan(card) if isinstance(card, str) else card))
    for s in spaces:
        events += st.apply_action(("place", s))
    return events


def to_time(st: RodeoState, seat: int, time: str) -> RodeoState:
    """Plain choices until ``seat`` decides in the given time of day (morning … night)."""
    from game.games.rodeo.rules import TIMES
    return play_until(st, lambda s: s.phase == "festival" and s.current_player() == seat
                      and TIMES[s.time] == time)


def before_scoring(st: RodeoState, wishes: Wishes | None = None, policy=plain) -> RodeoState:
    """Plain choices up to the seat decision whose action ends the season (the state before it)."""
    resolve(st, wishes)
    scored = len(st.season_scores)
    while True:
        trial = st.clone()
        act(trial, policy(trial), wishes and _copy_wishes(wishes))
        if len(trial.season_scores) > scored:
            return st
        act(st, policy(st), wishes)


def _copy_wishes(wishes: Wishes) -> Wishes:
    import copy
    return copy.deepcopy(wishes)
