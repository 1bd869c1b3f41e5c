"""How a festival of Boaromia went (:mod:`game.core.score_track`): the team's fun and energy,
each festival-goer's after every round (from the levels the characters start with), the fun's
chart with the line the group photo needs; marked: each goal reached, each faint, the photo."""

from __future__ import annotations

from game.core.i18n import _
from game.core.match import Match
from game.core.score_track import Chart, Mark, names, steps, walk

STATS = ("fun", "energy")


def _at(state, stat: str, events: list, index: int) -> list[int]:
    """The seats' ``stat`` when ``events[index]`` happened: the level before the first change after
    it within the action's events (the state holds the level after them all)."""
    out = list(getattr(state, stat))
    seen: set[int] = set()
    for ev in events[index + 1:]:
        if ev.kind == "level" and ev.data.get("stat") == stat and ev.seat not in seen:
            seen.add(ev.seat)
            out[ev.seat] = ev.data["from"]
    return out


def score_track(match: Match) -> list[Chart]:
    from .text import goal_name
    who = names(match)
    n = len(who)
    values = {stat: [[] for _seat in range(n)] for stat in STATS}
    fun_marks: list[Mark] = []
    energy_marks: list[Mark] = []
    played = 0                  # the rounds begun
    state = None
    for state, _actor, _action, events in walk(match):
        for i, ev in enumerate(events):
            if ev.kind == "round":
                played = ev.data["round"]
                for stat in STATS:
                    for s, v in enumerate(_at(state, stat, events, i)):
                        values[stat][s].append(v)
            elif ev.kind == "goal_done" and played:
                fun_marks.append(Mark(played, None, _("Goal reached: {goal}").format(
                    goal=goal_name(state, ev.data.get("goal")))))
            elif ev.kind == "faint" and played:
                energy_marks.append(Mark(played, ev.seat, _("{name} faints").format(name=who[ev.seat])))
            elif ev.kind == "photo":
                fun_marks.insert(0, Mark(played, None, _("The group photo!")))
    if state is not None and played and state.is_terminal():
        for stat in STATS:
            for s in range(n):
                values[stat][s].append(getattr(state, stat)[s])
    if state is None or not played:
        values = {stat: [[0] for _seat in range(n)] for stat in STATS}
        fun_marks, energy_marks = [], []
    length = len(values["fun"][0])
    axis_steps = steps(length - 1)
    fun_marks = [m for m in fun_marks if m.step < length]
    energy_marks = [m for m in energy_marks if m.step < length]
    need = state.rules.photo_fun if state is not None else None
    return [Chart(_("Fun"), _("Round"), axis_steps, tuple(tuple(v) for v in values["fun"]), tuple(fun_marks),
                  goal=need, goal_text=_("the photo needs {n}").format(n=need)),
            Chart(_("Energy"), _("Round"), axis_steps, tuple(tuple(v) for v in values["energy"]), tuple(energy_marks))]
