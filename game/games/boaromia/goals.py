"""Boaromia goal cards: requirements and rewards as handlers registered by YAML id (no pygame).

Requirements (``model.GOAL_NEEDS``) are checked in the round's goal step, after all
turns: ``NEEDS[id].met(st, stack, need)`` returns the "involved" festival-goers when
the card is finished, else ``None``.

Rewards (``model.GOAL_REWARDS``) run when a finished card is used (at once or later):
``REWARDS[id].use(st, reward, involved)`` changes the state or pushes the team's
decisions on the state's stack (who receives, where the blast goes, which pawns
leave, fun handed over one point at a time); ``give(st, reward, seats)`` is the
effect on the chosen receivers.
"""

from __future__ import annotations

from game.core.state import Event

from . import model
from .model import FOOD_COURT, SHOW

NEEDS: dict[str, Need] = {}
REWARDS: dict[str, Reward] = {}


def _register(table: dict):
    def wrap(cls):
        table[cls.id] = cls()
        return cls
    return wrap


def how_many(st, players) -> int:
    """``players``: a number (more than are playing means all of them) or ``all``."""
    return st.num_players if players == "all" else min(players, st.num_players)


# -- requirements -------------------------------------------------------------------


class Need:
    id = ""

    def met(self, st, stack: int, need: model.Effect) -> list[int] | None:
        raise NotImplementedError


def place_of(st, seat: int, where: str) -> str | None:
    """The place of kind ``where`` the festival-goer stands in (None: not in one)."""
    ctx = st.ctx
    tile = st.pos[seat]
    if tile < 0:
        return None
    if where in ("stage", SHOW):
        stage = ctx.stage_of.get(tile)
        if where == SHOW and stage != st.show()[1]:
            return None
        return stage
    if where == FOOD_COURT:
        return FOOD_COURT if ctx.kind[tile] == "food" else None
    area = ctx.area[tile]
    if area is None or area not in st.content.areas:
        return None
    if where in ("bar", "campsite", "toilets"):
        return area if st.content.areas[area].kind == where else None
    if st.content.areas[area].kind == "stage":       # a named stage: its star tiles only
        return where if ctx.stage_of.get(tile) == where else None
    return area if area == where else None


@_register(NEEDS)
class Gather(Need):
    """At least ``players`` festival-goers in one and the same place; involved: everyone
    standing in a place that has enough of them."""
    id = "gather"

    def met(self, st, stack, need):
        groups: dict[str, list[int]] = {}
        for s in range(st.num_players):
            p = place_of(st, s, need["where"])
            if p is not None:
                groups.setdefault(p, []).append(s)
        want = how_many(st, need["players"])
        involved = sorted(s for g in groups.values() if len(g) >= want for s in g)
        return involved or None


@_register(NEEDS)
class Pay(Need):
    """The card holds ``coins``; involved: those who paid into it."""
    id = "pay"

    def met(self, st, stack, need):
        if st.goals_paid[stack] >= need["coins"]:
            return sorted(set(st.goals_payers[stack]))
        return None


def bought_it(item: str, bought: list[str]) -> bool:
    if item == "any_drink":
        return any(b in model.DRINKS for b in bought)
    if item == "any_food":
        return any(b in model.STALLS for b in bought)
    return item in bought


@_register(NEEDS)
class Buy(Need):
    """That many different festival-goers bought the item this round; involved: the buyers."""
    id = "buy"

    def met(self, st, stack, need):
        buyers = [s for s in range(st.num_players) if bought_it(need["item"], st.bought[s])]
        return buyers if len(buyers) >= how_many(st, need["players"]) else None


@_register(NEEDS)
class Levels(Need):
    """Everyone has at least ``at_least`` of ``stat``; involved: everyone."""
    id = "levels"

    def met(self, st, stack, need):
        values = getattr(st, need["stat"])
        if all(v >= need["at_least"] for v in values):
            return list(range(st.num_players))
        return None


# -- rewards ------------------------------------------------------------------------


class Reward:
    id = ""

    def use(self, st, reward: model.Effect, involved: list[int]) -> list[Event]:
        to = reward.get("to")
        if to == "one":
            st.stack.append({"k": "receiver", "ctrl": 0, "reward": self.id, "params": dict(reward.params)})
            return []
        seats = list(range(st.num_players)) if to == "all" else list(involved)
        return self.give(st, reward, seats)

    def give(self, st, reward, seats: list[int]) -> list[Event]:
        return []


class _Level(Reward):
    def give(self, st, reward, seats):
        events = []
        for s in seats:
            events += st.change(s, self.id, reward["amount"], cause="goal")
        return events


for _stat in ("fun", "energy", "coins", "bladder"):
    _register(REWARDS)(type(f"Reward_{_stat}", (_Level,), {"id": _stat}))


@_register(REWARDS)
class ExtraSteps(Reward):
    """Extra steps in the receivers' turn this round; whoever has moved already (or all, when
    used in the goal step) gets them in their next turn. The active festival-goer gets them now."""
    id = "extra_steps"

    def give(self, st, reward, seats):
        for s in seats:
            if s == st.active:                # mid-turn: on top of the steps left
                st.steps_left += reward["amount"]
            else:
                st.extra_steps[s] += reward["amount"]
        return [Event("extra_steps", None, {"seats": list(seats), "steps": reward["amount"]})]


@_register(REWARDS)
class ShareFun(Reward):
    id = "share_fun"

    def use(self, st, reward, involved):
        st.stack.append({"k": "share_fun", "ctrl": 0, "left": reward["amount"]})
        return []


@_register(REWARDS)
class RemoveCrowd(Reward):
    id = "remove_crowd"

    def use(self, st, reward, involved):
        st.stack.append({"k": "remove_crowd", "ctrl": 0, "left": reward["pawns"]})
        return []


@_register(REWARDS)
class MoveBlast(Reward):
    id = "move_blast"

    def use(self, st, reward, involved):
        st.stack.append({"k": "move_blast", "ctrl": 0})
        return []
