"""Where the festival-goer whose turn it is can walk, and what happens on the way (no pygame).

The rules take one step at a time (``("step", xy)``, ``("sprint",)``); the table
lets a player click a destination. :class:`Reach` lights every tile the active
festival-goer can get to this turn, with its cost, the sprints it needs (energy
for extra steps) or the vibe's bonus step, and one cheapest path there, all
from the real state: crowds, Backstage Bert's stage buildings, Crazy Q's
crowd immunity, the blast-from-the-past that ends movement (``Grid.distances``
/ ``Grid.path`` with the state's own costs). :func:`notes` says what the path
brings (a forced drink, coins, a toilet, the blast, a crowd), :func:`why_not`
why a tile cannot be reached. Walking is :func:`next_action`: the action that
takes the next step of a planned path (a sprint first when one is needed).

Nothing here decides a rule: the legality of every step is the state's
(``legal_actions``, ``explain_illegal``); this only plans and explains.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.i18n import sentence

from .board import UNREACHABLE

OBSTACLE_WORDS = {
    "building": "a building: nobody walks through buildings",
    "stall": "a food stall's counter: go round to the front",
    "tent": "a tent: people are sleeping in there",
    "bush": "bushes: too thick to push through",
    "backstage": "a stage building: only Backstage Bert walks through backstage",
}


@dataclass(frozen=True)
class Spot:
    cost: int          # steps it takes (crowds count 2)
    sprints: int       # extra steps bought with energy
    bonus: bool        # the vibe's bonus step carries you onto it


class Reach:
    """The tiles the active festival-goer can reach this turn (empty when it is nobody's walk)."""

    def __init__(self, st, seat: int | None):
        self.st = st
        self.seat = seat
        self.start = -1
        self.spots: dict[int, Spot] = {}
        self.dist: list[int] = []
        self.kw: dict = {}
        self.full = False
        self.max_sprints = 0
        if seat is None or st.turn_seat() != seat or st.owes_drink or st.stopped:
            return
        self.start = st.pos[seat]
        legal_steps = {a[1] for a in st.legal_actions() if a[0] == "step"}
        xy = st.ctx.xy
        if st.bladder_full(seat):
            self.full = True       # one step at a time, each one closer to a toilet
            for t in st.steps(seat):
                if xy[t] in legal_steps:
                    self.spots[t] = Spot(st.step_cost(seat, t), 0, False)
            return
        vibe, _eff = st.vibe(seat)
        stop = () if vibe.ignores_blast else st.blast_tiles()
        self.kw = {"through_backstage": vibe.through_backstage, "crowd_immune": vibe.crowd_immune,
                   "stop": stop, "leave_start": True}
        grid = st.ctx.grid
        self.dist = grid.distances(self.start, st.crowded, **self.kw)
        budget = st.steps_left
        cost = st.sprint_cost()
        self.max_sprints = max(0, (st.energy[seat] - 1) // cost)
        bonus = st.bonus_left
        for t, d in enumerate(self.dist):
            if d <= 0:
                continue
            if d <= budget:
                self.spots[t] = Spot(d, 0, False)
                continue
            step = st.step_cost(seat, t)
            if bonus and d - step <= budget and d <= budget + bonus and vibe.bonus_ok(st, seat, t):
                self.spots[t] = Spot(d, 0, True)
            elif d <= budget + self.max_sprints:
                self.spots[t] = Spot(d, d - budget, False)

    def path(self, tile: int) -> list[int]:
        """One cheapest path from where the festival-goer stands to ``tile`` (both included)."""
        if tile not in self.spots:
            return []
        if self.full:
            return [self.start, tile]
        return self.st.ctx.grid.path(self.start, tile, self.st.crowded, dist=self.dist, **self.kw)


def next_action(st, target_path: list[int]):
    """The action that walks the next tile of ``target_path`` (which starts where the pawn stands),
    a sprint when the step needs one; None when the walk is over or blocked."""
    if st.turn_seat() is None or st.owes_drink or st.stopped or len(target_path) < 2:
        return None
    here = st.pos[st.active]
    if here not in target_path:
        return None
    i = target_path.index(here)
    if i + 1 >= len(target_path):
        return None
    nxt = ("step", st.ctx.xy[target_path[i + 1]])
    legal = st.legal_actions()
    if nxt in legal:
        return nxt
    if ("sprint",) in legal:
        return ("sprint",)
    return None


def area_name(st, tile: int) -> str:
    area = st.ctx.area[tile]
    if area is None:
        return ""
    return st.content.areas[area].name


def notes(st, reach: Reach, path: list[int]) -> list[str]:
    """What walking ``path`` brings, in order: forced drink, coins, toilets, crowds, the blast,
    sprints, and what the destination offers."""
    if not path or reach.seat is None:
        return []
    seat = reach.seat
    ctx = st.ctx
    vibe, eff = st.vibe(seat)
    passed = set(st.passed)
    out: list[str] = []
    blast = set(st.blast_tiles()) if not vibe.ignores_blast else set()
    for i, t in enumerate(path[1:], start=1):
        kind = ctx.kind[t]
        name = area_name(st, t)
        if t in st.crowded:
            out.append(f"Crowd at {name or 'this tile'}: 2 steps to get in" if not vibe.crowd_immune
                       else f"Crowd at {name or 'this tile'}: Crazy Q surfs over it (1 step)")
        if kind == "bar" and "bar" not in passed:
            passed.add("bar")
            if st.drinks_on_offer(seat) and not reach.full:
                out.append(f"{name}: passing a bar means buying a drink (you choose which)")
        elif kind == "piggy_bank" and "piggy" not in passed:
            passed.add("piggy")
            out.append(f"The Piggy Bank: +{st.piggy_bank()} coins")
        elif kind == "toilets" and "toilets" not in passed:
            passed.add("toilets")
            out.append(f"{name}: bladder −{st.toilet_relief()}")
        if kind == "campsite" and vibe.id == "power_nap" and "nap" not in passed:
            passed.add("nap")
            out.append(f"{name}: power nap, +{eff['energy']} energy")
        if t in blast and i == len(path) - 1:
            out.append("The blast-from-the-past stops you here: your movement ends")
    end = path[-1]
    spot = reach.spots.get(end)
    if spot is not None and spot.sprints:
        cost = st.sprint_cost()
        s = "s" if spot.sprints > 1 else ""
        out.append(f"{spot.sprints} sprint{s}: −{spot.sprints * cost} energy for the extra step{s}")
    if spot is not None and spot.bonus:
        out.append(f"{st.character(seat).vibe_name}: the vibe's bonus step carries you there")
    out += destination(st, seat, end)
    return out


def destination(st, seat: int, tile: int) -> list[str]:
    """What ending the turn on ``tile`` means."""
    ctx = st.ctx
    kind = ctx.kind[tile]
    out = []
    artist, stage = st.show()
    if tile in ctx.stars[stage]:
        a = st.content.artist_by_id[artist].name
        row = st.fun_result(seat)[0] if st.must_see[seat] else "regular"
        mood = {"must_see": " (a must-see for you!)", "must_miss": " (a must-miss for you…)"}.get(row, "")
        out.append(f"{a} plays here this round{mood}")
    elif kind == "stars":
        out.append(f"No act at {area_name(st, tile)} this round")
    elif kind == "food":
        stall = ctx.stall_of[tile]
        out.append(f"You may buy {stall} here: {st.food_price(stall)} coins, +{st.food_energy(stall)} energy")
    elif kind == "first_aid":
        out.append("First aid: where fainted festival-goers wake up")
    friends = [o for o in range(st.num_players) if o != seat and st.pos[o] == tile]
    if friends:
        out.append("Friends here: " + ", ".join(st.character(o).name for o in friends))
    return out


def why_not(st, reach: Reach, tile: int) -> str:
    """Why the active festival-goer cannot walk to ``tile`` now (the rules' words where they have them)."""
    seat = st.active
    ctx = st.ctx
    kind = ctx.kind[tile]
    if st.owes_drink:
        return "Buy your drink first: passing a bar means a drink."
    if tile == st.pos[seat]:
        return "You are standing here."
    vibe, _ = st.vibe(seat)
    if kind in OBSTACLE_WORDS and not (kind == "backstage" and vibe.through_backstage):
        name = area_name(st, tile)
        return (f"{name}: " if name else "") + OBSTACLE_WORDS[kind].capitalize() + "."
    if st.stopped:
        if st.pos[seat] in st.blast_tiles() and not vibe.ignores_blast:
            return "The blast-from-the-past has you talking: your movement has ended for this turn."
        return "Your movement has ended for this turn."
    if ctx.grid.chebyshev(tile, st.pos[seat]) <= 1:
        return sentence(st.explain_illegal(("step", ctx.xy[tile])))
    if reach.full:
        return "Bladder full: one step at a time, each one closer to a toilet."
    d = reach.dist[tile] if reach.dist else UNREACHABLE
    if d == UNREACHABLE:
        free = ctx.grid.distances(st.pos[seat], st.crowded, through_backstage=vibe.through_backstage,
                                  crowd_immune=vibe.crowd_immune)
        if free[tile] != UNREACHABLE:
            return "The blast-from-the-past stands in the way: its tiles end your movement."
        return "No way there from here."
    left = st.steps_left
    cost = st.sprint_cost()
    msg = f"{d} steps away, you have {left} left"
    if reach.max_sprints:
        msg += f" and energy for {reach.max_sprints} sprint{'s' if reach.max_sprints > 1 else ''}"
    else:
        msg += f" (a sprint costs {cost} energy, you have {st.energy[seat]})"
    return msg + "."
