"""Boaromia event effects and Festival Vibes as handlers registered by YAML id (no pygame).

Event effects (``model.EVENT_EFFECTS``):

- a *lasting* handler folds its parameters into the round's modifiers
  (``fold(mods, eff)``); the modifiers hold until the next event card;
- a *now* handler changes the chosen festival-goers once (``run(st, eff, seats)``);
  who is chosen comes from ``eff["who"]`` (``choosers``), and when several tie
  the team picks one of them (a pending decision on the state's stack).

Festival Vibes (``model.VIBES``) are small objects with hooks the rules ask at
the right moments: walking (``through_backstage``, ``crowd_immune``,
``ignores_blast``, ``bonus_steps``/``bonus_ok``), drinking (``drink_bladder``),
passing a tile (``passed``) and the end of the round (``round_end``).

Every id of the vocabularies has exactly one handler (tested), so an id the
content loader accepts is an id the rules can carry out.
"""

from __future__ import annotations

from game.core.state import Event

from . import model

EFFECTS: dict[str, EventEffect] = {}
VIBES: dict[str, Vibe] = {}


def _register(table: dict):
    def wrap(cls):
        table[cls.id] = cls()
        return cls
    return wrap


# -- modifiers --------------------------------------------------------------------


def no_mods() -> dict:
    """The neutral modifiers (no event card in effect)."""
    return {"steps": 0, "sprint": None, "drink_price": {}, "closed": (), "food_price": {},
            "food_energy": {}, "piggy_bank": 0, "toilets": 0, "show_fun": 0, "show_energy": 0}


def fold_event(card: model.EventCard | None) -> dict:
    mods = no_mods()
    if card is not None:
        for eff in card.effects:
            handler = EFFECTS[eff.id]
            if eff.when == "lasting":
                handler.fold(mods, eff)
    return mods


def _spread(table: dict, key: str, names: tuple, delta: int) -> None:
    for n in (names if key == "all" else (key,)):
        table[n] = table.get(n, 0) + delta


# -- event effects ----------------------------------------------------------------


class EventEffect:
    id = ""

    def fold(self, mods: dict, eff: model.Effect) -> None:
        """Lasting effects: change the round's modifiers."""

    def run(self, st, eff: model.Effect, seats: list[int]) -> list[Event]:
        """Now effects: happen to ``seats``."""
        return []


@_register(EFFECTS)
class Steps(EventEffect):
    id = "steps"

    def fold(self, mods, eff):
        mods["steps"] += eff["delta"]


@_register(EFFECTS)
class SprintCost(EventEffect):
    id = "sprint_cost"

    def fold(self, mods, eff):
        mods["sprint"] = eff["energy"]


@_register(EFFECTS)
class DrinkPrice(EventEffect):
    id = "drink_price"

    def fold(self, mods, eff):
        _spread(mods["drink_price"], eff["drink"], model.DRINKS, eff["delta"])


@_register(EFFECTS)
class DrinkClosed(EventEffect):
    id = "drink_closed"

    def fold(self, mods, eff):
        mods["closed"] = (*mods["closed"], eff["drink"])


@_register(EFFECTS)
class FoodPrice(EventEffect):
    id = "food_price"

    def fold(self, mods, eff):
        _spread(mods["food_price"], eff["stall"], model.STALLS, eff["delta"])


@_register(EFFECTS)
class FoodEnergy(EventEffect):
    id = "food_energy"

    def fold(self, mods, eff):
        _spread(mods["food_energy"], eff["stall"], model.STALLS, eff["delta"])


@_register(EFFECTS)
class PiggyBank(EventEffect):
    id = "piggy_bank"

    def fold(self, mods, eff):
        mods["piggy_bank"] += eff["delta"]


@_register(EFFECTS)
class Toilets(EventEffect):
    id = "toilets"

    def fold(self, mods, eff):
        mods["toilets"] += eff["delta"]


@_register(EFFECTS)
class ShowFun(EventEffect):
    id = "show_fun"

    def fold(self, mods, eff):
        mods["show_fun"] += eff["delta"]


@_register(EFFECTS)
class ShowEnergy(EventEffect):
    id = "show_energy"

    def fold(self, mods, eff):
        mods["show_energy"] += eff["delta"]


class _Level(EventEffect):
    """fun / energy / bladder / coins: add ``delta`` to the chosen festival-goers."""

    def run(self, st, eff, seats):
        events = []
        for s in seats:
            events += st.change(s, self.id, eff["delta"], cause="event")
        return events


for _stat in ("fun", "energy", "bladder", "coins"):
    _register(EFFECTS)(type(f"Event_{_stat}", (_Level,), {"id": _stat}))


@_register(EFFECTS)
class SendTo(EventEffect):
    id = "send_to"

    def run(self, st, eff, seats):
        # each chosen festival-goer picks a tile of the place (their own decision)
        for s in reversed(seats):
            st.stack.append({"k": "send_to", "ctrl": s, "area": eff["area"]})
        return []


# who is chosen: the measure per seat, and whether the highest or the lowest counts
WHO_MEASURE = {
    "lowest_fun": ("fun", min), "highest_fun": ("fun", max),
    "lowest_energy": ("energy", min), "highest_energy": ("energy", max),
    "highest_bladder": ("bladder", max),
    "most_coins": ("coins", max), "fewest_coins": ("coins", min),
    "nearest_show": ("show_distance", min), "farthest_show": ("show_distance", max),
}


def choosers(st, who: str) -> list[int]:
    """The festival-goers an effect may hit: everyone, or all those tied at the extreme."""
    seats = list(range(st.num_players))
    if who == "all":
        return seats
    stat, pick = WHO_MEASURE[who]
    values = [st.show_distance(s) if stat == "show_distance" else getattr(st, stat)[s] for s in seats]
    best = pick(values)
    return [s for s in seats if values[s] == best]


# -- Festival Vibes ----------------------------------------------------------------


class Vibe:
    id = ""
    through_backstage = False
    crowd_immune = False
    ignores_blast = False

    def bonus_ok(self, st, seat: int, tile: int) -> bool:
        """May this character's bonus steps (``bonus_steps``) carry them onto ``tile``?"""
        return False

    def bonus_steps(self, eff: model.Effect) -> int:
        return 0

    def drink_bladder(self, eff: model.Effect, bladder: int) -> int:
        return bladder

    def passed(self, st, seat: int, tile: int, eff: model.Effect) -> list[Event]:
        return []

    def round_end(self, st, seat: int, eff: model.Effect) -> list[Event]:
        return []


@_register(VIBES)
class BackstagePass(Vibe):
    id = "backstage_pass"
    through_backstage = True


@_register(VIBES)
class CrowdImmune(Vibe):
    id = "crowd_immune"
    crowd_immune = True


@_register(VIBES)
class BlastFriend(Vibe):
    id = "blast_friend"
    ignores_blast = True


@_register(VIBES)
class SocialStep(Vibe):
    id = "social_step"

    def bonus_steps(self, eff):
        return eff["steps"]

    def bonus_ok(self, st, seat, tile):
        return any(st.pos[o] == tile for o in range(st.num_players) if o != seat)


@_register(VIBES)
class FomoStep(Vibe):
    id = "fomo_step"

    def bonus_steps(self, eff):
        return eff["steps"]

    def bonus_ok(self, st, seat, tile):
        return tile in st.ctx.stars[st.show()[1]]


@_register(VIBES)
class IronBladder(Vibe):
    id = "iron_bladder"

    def drink_bladder(self, eff, bladder):
        return max(0, bladder - eff["bladder"])


@_register(VIBES)
class PowerNap(Vibe):
    id = "power_nap"

    def passed(self, st, seat, tile, eff):
        if st.ctx.kind[tile] != "campsite" or "nap" in st.passed:
            return []
        st.passed.append("nap")
        return st.change(seat, "energy", eff["energy"], cause="power_nap")


@_register(VIBES)
class CurryBuddy(Vibe):
    id = "curry_buddy"

    def round_end(self, st, seat, eff):
        if "curry" not in st.bought[seat]:
            return []
        if not any("curry" in st.bought[o] for o in range(st.num_players) if o != seat):
            return []
        return st.change(seat, "fun", eff["fun"], cause="curry_buddy")
