"""How a game of Rock'n Rodeo went (:mod:`game.core.score_track`): each manager's victory points
after every season (the last one with the money's points), marked: each Legend booked (on the
season it plays in), the season's prizes for the best mood and the most fans."""

from __future__ import annotations

from game.core.i18n import _
from game.core.match import Match
from game.core.score_track import Chart, Mark, names, steps, walk


def score_track(match: Match) -> list[Chart]:
    who = names(match)
    n = len(who)
    values: list[list[int]] = [[0] for _seat in range(n)]
    legends: list[Mark] = []
    prizes: list[Mark] = []
    for state, _actor, _action, events in walk(match):
        for ev in events:
            if ev.kind == "booked" and state.content.bands[ev.data["band"]].tier == "legend":
                legends.append(Mark(state.season, ev.seat, _("{name} books a Legend: {band}").format(
                    name=who[ev.seat], band=state.content.band_name(ev.data["band"]))))
            elif ev.kind == "season_scored":
                step = ev.data["season"]
                for s in range(n):
                    values[s].append(state.fests[s].vp)
                    if ev.data["best_mood"][s]:
                        prizes.append(Mark(step, s, _("{name}: the best mood").format(name=who[s])))
                    if ev.data["most_fans"][s]:
                        prizes.append(Mark(step, s, _("{name}: the most fans").format(name=who[s])))
    seasons = len(values[0]) - 1
    marks = [m for m in legends if m.step <= seasons] + prizes
    axis_steps = steps(seasons)
    return [Chart(_("Victory points"), _("Season"), axis_steps, tuple(tuple(v) for v in values), tuple(marks))]
