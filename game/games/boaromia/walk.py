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

from game.core.i18n import _, and_list, ngettext

from .text import said


@dataclass(frozen=True)
class Spot:
    cost: int          # steps it takes (crowds count 2)
    sprints: int       # extra steps bought with energy
    bonus: bool        # the vibe's bonus step carries you onto it


class Reach:
    """The tiles the active festival-goer can reach this turn (empty when it is nobody's walk)."""

    def __init__(self, view, seat: int | None):
        self.view = view
        self.seat = seat
        self.start = -1
        self.spots: dict[int, Spot] = {}
        self.dist: list[int] = []
        self.kw: dict = {}
        self.full = False
        self.max_sprints = 0
        if seat is None or view.turn_seat() != seat or view.owes_drink or view.stopped:
            return
        self.start = view.pos[seat]
        legal_steps = {a[1] for a in view.legal_actions() if a[0] == "step"}
        xy = view.ctx.xy
        if view.bladder_full(seat):
            self.full = True       # one step at a time, each one closer to a toilet
            for t in view.steps(seat):
                if xy[t] in legal_steps:
                    self.spots[t] = Spot(view.step_cost(seat, t), 0, False)
            return
        vibe, _eff = view.vibe(seat)
        stop = () if vibe.ignores_blast else view.blast_tiles()
        self.kw = {"through_backstage": vibe.through_backstage, "crowd_immune": vibe.crowd_immune,
                   "stop": stop, "leave_start": True}
        grid = view.ctx.grid
        self.dist = grid.distances(self.start, view.crowded, **self.kw)
        budget = view.steps_left
        self.max_sprints = view.max_sprints(seat)
        bonus = view.bonus_left
        for t, d in enumerate(self.dist):
            if d <= 0:
                continue
            if d <= budget:
                self.spots[t] = Spot(d, 0, False)
                continue
            step = view.step_cost(seat, t)
            if bonus and d - step <= budget and d <= budget + bonus and vibe.bonus_ok(view, seat, t):
                self.spots[t] = Spot(d, 0, True)
            elif d <= budget + self.max_sprints:
                self.spots[t] = Spot(d, d - budget, False)

    def path(self, tile: int) -> list[int]:
        """One cheapest path from where the festival-goer stands to ``tile`` (both included)."""
        if tile not in self.spots:
            return []
        if self.full:
            return [self.start, tile]
        return self.view.ctx.grid.path(self.start, tile, self.view.crowded, dist=self.dist, **self.kw)


def next_action(view, target_path: list[int]):
    """The action that walks the next tile of ``target_path`` (which starts where the pawn stands),
    a sprint when the step needs one; None when the walk is over or blocked."""
    if view.turn_seat() is None or view.owes_drink or view.stopped or len(target_path) < 2:
        return None
    here = view.pos[view.active]
    if here not in target_path:
        return None
    i = target_path.index(here)
    if i + 1 >= len(target_path):
        return None
    nxt = ("step", view.ctx.xy[target_path[i + 1]])
    legal = view.legal_actions()
    if nxt in legal:
        if i + 2 < len(target_path) and ("sprint",) in legal and \
                view.step_cost(view.active, target_path[i + 1]) > view.steps_left:
            return ("sprint",)     # that step would be the vibe's bonus step, which ends the walk there
        return nxt
    if ("sprint",) in legal:
        return ("sprint",)
    return None


def area_name(view, tile: int) -> str:
    area = view.ctx.area[tile]
    if area is None:
        return ""
    return said(view.content.areas[area])


def notes(view, reach: Reach, path: list[int]) -> list[str]:
    """What walking ``path`` brings, in order: forced drink (and whether it can end the walk at the
    bar), coins, toilets, crowds, the blast, sprints, a bonus step that ends the movement, and what
    the destination offers."""
    if not path or reach.seat is None:
        return []
    seat = reach.seat
    ctx = view.ctx
    vibe, eff = view.vibe(seat)
    passed = set(view.passed)
    out: list[str] = []
    blast = set(view.blast_tiles()) if not vibe.ignores_blast else set()
    for i, t in enumerate(path[1:], start=1):
        kind = ctx.kind[t]
        name = area_name(view, t)
        if t in view.crowded:
            out.append(_crowd_note(name, vibe.crowd_immune))
        if kind == "bar" and "bar" not in passed:
            passed.add("bar")
            if view.drinks_on_offer(seat) and not reach.full:
                out.append(_("{bar}: passing a bar means buying a drink (you choose which)").format(bar=name))
                if i < len(path) - 1:
                    out += _bladder_stop(view, seat, name)
        elif kind == "piggy_bank" and "piggy" not in passed:
            passed.add("piggy")
            out.append(ngettext("The Piggy Bank: +{n} coin", "The Piggy Bank: +{n} coins", view.piggy_bank()).format(
                n=view.piggy_bank()))
        elif kind == "toilets" and "toilets" not in passed:
            passed.add("toilets")
            out.append(_("{toilets}: bladder −{n}").format(toilets=name, n=view.toilet_relief()))
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
            n=spot.sprints, energy=spot.sprints * view.sprint_cost()))
    if spot is not None and spot.bonus:
        out.append(_("{vibe}: the vibe's bonus step carries you there, and your movement ends there").format(
            vibe=said(view.character(seat), "vibe_name")))
    out += destination(view, seat, end)
    return out


def destination(view, seat: int, tile: int) -> list[str]:
    """What ending the turn on ``tile`` means."""
    ctx = view.ctx
    kind = ctx.kind[tile]
    out = []
    artist, stage = view.show()
    if tile in ctx.stars[stage]:
        a = said(view.content.artist_by_id[artist])
        row = view.fun_result(seat)[0] if view.must_see[seat] else "regular"
        out.append({"must_see": _("{artist} plays here this round (a must-see for you!)"),
                    "must_miss": _("{artist} plays here this round (a must-miss for you…)"),
                    }.get(row, _("{artist} plays here this round")).format(artist=a))
    elif kind == "stars":
        out.append(_("No act at {stage} this round").format(stage=area_name(view, tile)))
    elif kind == "food":
        stall = ctx.stall_of[tile]
        out.append(ngettext("You may buy {food} here: {price} coin, +{energy} energy",
                            "You may buy {food} here: {price} coins, +{energy} energy", view.food_price(stall)).format(
            food=_food(stall), price=view.food_price(stall), energy=view.food_energy(stall)))
    elif kind == "first_aid":
        out.append(_("First aid: where fainted festival-goers wake up"))
    friends = [o for o in range(view.num_players) if o != seat and view.pos[o] == tile]
    if friends:
        out.append(_("Friends here: {names}").format(names=and_list(said(view.character(o)) for o in friends)))
    return out


def _bladder_stop(view, seat: int, bar: str) -> list[str]:
    """A forced drink on the way that fills the bladder can end the walk at the bar (at 10 only
    steps towards a toilet are left): said when every drink on offer does it, or some do."""
    vibe, eff = view.vibe(seat)
    fills = [view.bladder[seat] + vibe.drink_bladder(eff, view.rules.drinks[d].bladder) >= view.rules.bladder_max
             for d in view.drinks_on_offer(seat)]
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
