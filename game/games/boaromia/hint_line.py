"""The Hint button's one line for Boaromia (no pygame): what the team planner (the Normal bot)
would do and why, from what the planner itself weighs: the fun the round's show brings, the
group photo once everyone has the fun, a bladder emptied, energy and coins gained, being at the
next show's stage, a must-miss kept away from. The table kit calls :func:`hint_line` as the
table spec's ``hint_line``; "" for a decision it does not explain (the kit then says what the action
does)."""

from __future__ import annotations

import random

from game.core.i18n import N_, _, ngettext

from . import bot, presenters
from .text import place_name, said, tile_place


def hint_line(view, action) -> str:
    """One line on ``action`` for whoever decides in ``view``."""
    kind = action[0]
    if kind in ("step", "sprint", "end_turn") and view.turn_seat() is not None:
        plan = walk_plan(view)
        if not plan or plan[0] != action:         # the planner's turn starts otherwise: no reasons to give
            return ""
        why = walk_reason(view, view.active, plan)
        if kind == "sprint":
            return ngettext("Hint: Sprint, one more step for {n} energy. {why}",
                            "Hint: Sprint, one more step for {n} energy. {why}", view.sprint_cost()).format(
                n=view.sprint_cost(), why=why)
        return _("Hint: {why}").format(why=why)
    if kind == "pay_goal" and view.turn_seat() is not None:
        return _("Hint: {what}").format(what=presenters.pay_words(view, action))
    if kind == "next" and view.pending().kind == "next":
        s = view.clone()
        s.apply_action(action)
        plan = walk_plan(s) if s.turn_seat() == action[1] else []
        name = said(view.character(action[1]))
        if not plan:
            return _("Hint: Let {name} go next.").format(name=name)
        return _("Hint: Let {name} go next. {why}").format(name=name, why=walk_reason(s, action[1], plan))
    return ""


def walk_plan(view) -> list:
    """The team planner's turn for the festival-goer walking in ``view``, as it would play it: its
    actions up to (and with) ending the turn."""
    s = view.clone()
    seat = s.active
    rng = random.Random(0)
    plan = []
    while s.turn_seat() == seat and len(plan) < 80:
        action = bot.greedy(s, rng)
        plan.append(action)
        if action == ("end_turn",):
            break
        s.apply_action(action)
    return plan


#: the levels a walk may bring on, each with the sign of a gain
GAINS = (("bladder", -1), ("energy", 1), ("coins", 1))


#: what a walk gains, walking to the place where it is gained or by way of it
GAIN_WORDS = {
    "bladder": (N_("Walk {name} to {place}: the bladder goes down from {old} to {new}."),
                N_("Walk {name} by way of {place}: the bladder goes down from {old} to {new}.")),
    "energy": (N_("Walk {name} to {place}: energy goes up from {old} to {new}."),
               N_("Walk {name} by way of {place}: energy goes up from {old} to {new}.")),
    "coins": (N_("Walk {name} to {place}: coins go up from {old} to {new}."),
              N_("Walk {name} by way of {place}: coins go up from {old} to {new}.")),
}


def _walked(view, seat: int, actions) -> tuple[object, dict]:
    """``view`` after ``actions`` (the turn's end left out), with ``seat``'s turn taken as over (so
    the planner's own look at the round's show counts them where they stand), and the tile where
    each of :data:`GAINS` first went the good way."""
    s = view.clone()
    where: dict[str, int] = {}
    for a in actions:
        if a == ("end_turn",) or s.turn_seat() != seat:
            break
        before = {stat: getattr(s, stat)[seat] for stat, _sign in GAINS}
        s.apply_action(a)
        for stat, sign in GAINS:
            if (getattr(s, stat)[seat] - before[stat]) * sign > 0:
                where.setdefault(stat, s.pos[seat])
    s.moved[seat] = True
    return s, where


def walk_reason(view, seat: int, plan: list) -> str:
    """Where the plan takes ``seat`` this turn, and the first thing it gains that the planner
    weighs (against ending the turn where they stand): the group photo, the show's fun, keeping
    away from a must-miss, a bladder emptied, energy, coins, getting to (or nearer) the next
    show's stage."""
    (end, where), (stay, _where) = _walked(view, seat, plan), _walked(view, seat, ())
    name = said(view.character(seat))
    here = end.pos[seat]
    place = _place(view, here)
    walks = any(a[0] == "step" for a in plan)
    fun_end, fun_stay = bot.round_fun(end), bot.round_fun(stay)
    gain = fun_end[seat] - end.fun[seat]
    artist, stage = view.show()
    if min(fun_end) >= view.rules.photo_fun:
        target = bot.photo_target(end, fun_end)
        if target is not None and here in view.ctx.stars[target[1]]:
            if walks:
                return _("Walk {name} to {place} and meet there: everyone has the fun for the group photo.").format(
                    name=name, place=place)
            return _("End {name}'s turn at {place} and meet there: everyone has the fun for the group photo.").format(
                name=name, place=place)
    if gain > 0 and here in view.ctx.stars[stage]:
        if walks:
            return ngettext("Walk {name} to {place}, where the show is worth {n} fun.",
                            "Walk {name} to {place}, where the show is worth {n} fun.", gain).format(
                name=name, place=place, n=gain)
        return ngettext("End {name}'s turn at {place}, where the show is worth {n} fun.",
                        "End {name}'s turn at {place}, where the show is worth {n} fun.", gain).format(
            name=name, place=place, n=gain)
    if walks and view.pos[seat] in view.ctx.stars[stage] and fun_stay[seat] - stay.fun[seat] < 0 <= gain:
        return _("Walk {name} away from {stage}: {artist} plays there and would cost fun.").format(
            name=name, stage=_place(view, view.pos[seat]), artist=said(view.content.artist_by_id[artist]))
    if not walks:
        return _("End {name}'s turn at {place}: no walk helps the team more this turn.").format(name=name, place=place)
    for stat, _sign in GAINS:
        if stat in where:
            at_end = _place(view, where[stat]) == place
            return _(GAIN_WORDS[stat][not at_end]).format(name=name, place=_place(view, where[stat]),
                                                           old=getattr(view, stat)[seat], new=getattr(end, stat)[seat])
    if view.round < view.rules.rounds:
        artist, stage = view.show(view.round + 1)
        far = view.ctx.stage_distances(stage, view.vibe(seat)[0].through_backstage)
        words = {"name": name, "place": place, "artist": said(view.content.artist_by_id[artist]),
                 "stage": place_name(view, stage)}
        if here in view.ctx.stars[stage]:
            return _("Walk {name} to {place}, where {artist} plays next round.").format(**words)
        if far[here] < far[view.pos[seat]]:
            return _("Walk {name} towards {stage}, where {artist} plays next round.").format(**words)
    return _("Walk {name} to {place}: the best place the team planner finds to end this turn.").format(
        name=name, place=place)


def _place(view, tile: int) -> str:
    return tile_place(view, view.ctx.xy[tile])
