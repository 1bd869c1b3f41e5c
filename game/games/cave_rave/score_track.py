"""How a game of Höhlengrölen went (:mod:`game.core.score_track`): each producer's success points
after every casting (the casting's bands and its +5 for the best crossover; the last step adds the
+10 for the most crossover points), with the crossover bonuses and the game's best band marked."""

from __future__ import annotations

from game.core.i18n import _
from game.core.match import Match
from game.core.score_track import Chart, Mark, names, steps, walk


def score_track(match: Match) -> list[Chart]:
    who = names(match)
    n = len(who)
    totals = [0] * n
    values: list[list[int]] = [[0] for _seat in range(n)]
    bonus_marks: list[Mark] = []
    best_band: tuple[int, int, int] | None = None       # (value, step, seat)
    state = None
    for step in walk(match):
        state, events = step[0], step[3]
        for ev in events:
            if ev.kind == "band" and (best_band is None or ev.data["value"] > best_band[0]):
                best_band = (ev.data["value"], ev.data["casting"] + 1, ev.seat)
            elif ev.kind == "casting_end":
                step = ev.data["casting"] + 1
                for s in range(n):
                    totals[s] += ev.data["bands"][s] + ev.data["crossover_bonus"][s]
                    if ev.data["crossover_bonus"][s]:
                        bonus_marks.append(Mark(step, s, _("{name}: crossover +{points}").format(
                            name=who[s], points=ev.data["crossover_bonus"][s])))
                for s in range(n):
                    values[s].append(totals[s])
    marks: list[Mark] = []
    if state is not None and state.is_terminal():
        last = len(values[0]) - 1
        for s, extra in enumerate(state.final_bonus()):
            values[s][-1] += extra
            if extra:
                marks.append(Mark(last, s, _("{name}: most crossover points +{points}").format(
                    name=who[s], points=extra)))
    if best_band is not None and best_band[1] < len(values[0]):
        value, step, seat = best_band
        marks.append(Mark(step, seat, _("{name}: a band worth {points}").format(name=who[seat], points=value)))
    axis_steps = steps(len(values[0]) - 1)
    return [Chart(_("Success points"), _("Casting"), axis_steps, tuple(tuple(v) for v in values),
                  tuple(marks + bonus_marks))]
