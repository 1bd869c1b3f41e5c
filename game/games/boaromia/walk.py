"""Where the festival-goer whose turn it is can walk, and what happens on the way (no pygame).

The rules take one step at a time (``("step", xy)``, ``("sprint",)``); the table
lets a player click a destination. :class:`Reach` lights every tile the active
festival-goer can get to this turn, with its cost, the sprints it needs (energy
for extra steps) or the vibe's bonus step, and one cheapest path there, all
from the real state: crowds, Backstage Bert's stage buildings, Crazy Q's
crowd immunity, the blast-from-the-past that ends movement (``Grid.distances``
/ ``Grid.path`` with the state's own costs). :func:`notes` says what the path
brings (a forced drink, coins, a toilet, the blast, a crowd); why a tile cannot be
reached is the state's (``why_no_walk``). Walking is :func:`next_action`: the action that
takes the next step of a planned path (a sprint first when one is needed).

Nothing here decides a rule: the legality of every step is the state's
(``legal_actions``, ``explain_illegal``); this only plans and explains.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.i18n import _, ngettext

from .text import said


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
        self.max_sprints = st.max_sprints(seat)
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
        if i + 2 < len(target_path) and ("sprint",) in legal and \
                st.step_cost(st.active, target_path[i + 1]) > st.steps_left:
            return ("sprint",)     # that step would be the vibe's bonus step, which ends the walk there
        return nxt
    if ("sprint",) in legal:
        return ("sprint",)
    return None


def area_name(st, tile: int) -> str:
    area = st.ctx.area[tile]
    if area is None:
        return ""
    return said(st.content.areas[area])


def notes(st, reach: Reach, path: list[int]) -> list[str]:
    """What walking ``path`` brings, in order: forced drink (and whether it can end the walk at the
    bar), coins, toilets, crowds, the blast, sprints, a bonus step that ends the movement, and what
    the destination offers."""
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
            out.append(_crowd_note(name, vibe.crowd_immune))
        if kind == "bar" and "bar" not in passed:
            passed.add("bar")
            if st.drinks_on_offer(seat) and not reach.full:
                out.append(_("{bar}: passing a bar means buying a drink (you choose which)").format(bar=name))
                if i < len(path) - 1:
                    out += _bladder_stop(st, seat, name)
        elif kind == "piggy_bank" and "piggy" not in passed:
            passed.add("piggy")
            out.append(_("The Piggy Bank: +{n} coins").format(n=st.piggy_bank()))
        elif kind == "toilets" and "toilets" not in passed:
            passed.add("toilets")
            out.append(_("{toilets}: bladder −{n}").format(toilets=name, n=st.toilet_relief()))
        if kind == "campsite" and vibe.id == "power_nap" and "nap" not in passed:
            passed.add("nap")
            out.append(_("{campsite}: power nap, +{n} energy").format(campsite=name, n=eff["energy"]))
        if t in blast and i == len(path) - 1:
            out.append(_("The blast-from-the-past stops you here: your movement ends"))
    end = path[-1]
    spot = reach.spots.get(end)
    if spot is not None and spot.sprints:
        out.append(ngettext("{n} sprint: −{energy} energy for the extra step",
                            "{n} sprints: −{energy} energy for the extra steps", spot.sprints).format(
            n=spot.sprints, energy=spot.sprints * st.sprint_cost()))
    if spot is not None and spot.bonus:
        out.append(_("{vibe}: the vibe's bonus step carries you there, and your movement ends there").format(
            vibe=said(st.character(seat), "vibe_name")))
    out += destination(st, seat, end)
    return out


def destination(st, seat: int, tile: int) -> list[str]:
    """What ending the turn on ``tile`` means."""
    ctx = st.ctx
    kind = ctx.kind[tile]
    out = []
    artist, stage = st.show()
    if tile in ctx.stars[stage]:
        a = said(st.content.artist_by_id[artist])
        row = st.fun_result(seat)[0] if st.must_see[seat] else "regular"
        out.append({"must_see": _("{artist} plays here this round (a must-see for you!)"),
                    "must_miss": _("{artist} plays here this round (a must-miss for you…)"),
                    }.get(row, _("{artist} plays here this round")).format(artist=a))
    elif kind == "stars":
        out.append(_("No act at {stage} this round").format(stage=area_name(st, tile)))
    elif kind == "food":
        stall = ctx.stall_of[tile]
        out.append(_("You may buy {food} here: {price} coins, +{energy} energy").format(
            food=_food(stall), price=st.food_price(stall), energy=st.food_energy(stall)))
    elif kind == "first_aid":
        out.append(_("First aid: where fainted festival-goers wake up"))
    friends = [o for o in range(st.num_players) if o != seat and st.pos[o] == tile]
    if friends:
        out.append(_("Friends here: {names}").format(names=_(", ").join(said(st.character(o)) for o in friends)))
    return out


def _bladder_stop(st, seat: int, bar: str) -> list[str]:
    """A forced drink on the way that fills the bladder can end the walk at the bar (at 10 only
    steps towards a toilet are left): said when every drink on offer does it, or some do."""
    vibe, eff = st.vibe(seat)
    fills = [st.bladder[seat] + vibe.drink_bladder(eff, st.rules.drinks[d].bladder) >= st.rules.bladder_max
             for d in st.drinks_on_offer(seat)]
    if all(fills):
        return [_("Any drink at {bar} fills your bladder to the top: from there you may only walk towards a "
                  "toilet").format(bar=bar)]
    if any(fills):
        return [_("Pick a drink at {bar} that leaves room in your bladder, or from there you may only walk "
                  "towards a toilet").format(bar=bar)]
    return []


def _crowd_note(name: str, immune: bool) -> str:
    if name:
        return (_("Crowd at {place}: Crazy Q surfs over it (1 step)") if immune
                else _("Crowd at {place}: 2 steps to get in")).format(place=name)
    if immune:
        return _("Crowd at this tile: Crazy Q surfs over it (1 step)")
    return _("Crowd at this tile: 2 steps to get in")


def _food(stall: str) -> str:
    return {"fries": _("fries"), "burger": _("burger"), "curry": _("curry")}.get(stall, stall)
