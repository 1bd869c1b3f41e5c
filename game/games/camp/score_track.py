"""How a game of Camp Roskilde went (:mod:`game.core.score_track`): each camp's score after every
round (a round: every camper's turn, from the first camper's), ending with the scores of the
final camps; marked: the round of each camp's biggest loss (a neighbour's tiles taken or moved)
and gain, a camp that filled up and a perfectly diverse one."""

from __future__ import annotations

from game.core.i18n import _
from game.core.match import Match
from game.core.score_track import Chart, Mark, names, steps, walk

#: a change in one round worth a mark (points)
NOTABLE = 3


def score_track(match: Match) -> list[Chart]:
    who = names(match)
    n = len(who)
    values: list[list[int]] = [[0] for _seat in range(n)]
    first = None
    state = None
    for state, _actor, _action, events in walk(match):
        for ev in events:
            if ev.kind != "turn_start" or ev.data.get("extra"):
                continue
            if first is None:
                first = ev.seat
            elif ev.seat == first:
                for s in range(n):
                    values[s].append(state.score(s))
    if state is None:
        return [Chart(_("Camp score"), _("Round"), steps(0), tuple((0,) for _seat in range(n)))]
    if state.result is not None:            # the last round, as far as it went: the final camps
        for s in range(n):
            values[s].append(state.result["scores"][s])
    last = len(values[0]) - 1
    marks: list[Mark] = []
    result = state.result or {}
    for s in result.get("diverse", []):
        marks.append(Mark(last, s, _("{name}: a perfectly diverse camp").format(name=who[s])))
    if result.get("reason") == "full":
        for s in result.get("full", []):
            marks.append(Mark(last, s, _("{name}: the camp is full").format(name=who[s])))
    for s in range(n):
        changes = [(values[s][i] - values[s][i - 1], i) for i in range(1, len(values[s]))]
        drop = min(changes, default=(0, 0))
        if drop[0] <= -NOTABLE:
            marks.append(Mark(drop[1], s, _("{name}: {points} in one round").format(name=who[s], points=drop[0])))
        gain = max(changes, default=(0, 0))
        if gain[0] >= NOTABLE:
            marks.append(Mark(gain[1], s, _("{name}: +{points} in one round").format(name=who[s], points=gain[0])))
    axis_steps = steps(len(values[0]) - 1)
    return [Chart(_("Camp score"), _("Round"), axis_steps, tuple(tuple(v) for v in values), tuple(marks))]
