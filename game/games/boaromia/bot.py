"""Boaromia Festival knowledge for the bots (no pygame). First cut: replaced by the team planner."""

from __future__ import annotations

import random

from game.core.state import Action


def evaluate(st, seat: int) -> float:
    if st.phase == "over":
        return 100.0 if st.result["won"] else -100.0
    return float(sum(min(f, 8) for f in st.fun))


def intention(st, seat: int) -> list[tuple[int, int]]:
    """The tiles (x, y) the planner means ``seat`` to walk this round, start first; [] once moved."""
    if st.moved[seat] or st.pos[seat] < 0:
        return []
    vibe, _ = st.vibe(seat)
    path = st.ctx.grid.path(st.pos[seat], st.ctx.stars[st.show()[1]], st.crowded,
                            through_backstage=vibe.through_backstage)
    return [st.ctx.xy[t] for t in path[:st.steps_per_turn(seat) + 1]]


def greedy(view, rng: random.Random) -> Action:
    legal = view.legal_actions()
    if view.phase == "turn" and not view.owes_drink:
        path = intention(view, view.active)
        here = view.ctx.xy[view.pos[view.active]]
        if len(path) > 1 and path[0] == here and ("step", path[1]) in legal:
            return ("step", path[1])
        if ("end_turn",) in legal:
            return ("end_turn",)
    if ("photo",) in legal:
        return ("photo",)
    return legal[0]
