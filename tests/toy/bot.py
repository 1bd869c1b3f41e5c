"""The toy game's bots: the evaluation Hard searches with, and Normal's greedy move."""

from __future__ import annotations

from .rules import EMPTY, LINES


def evaluate(state, seat: int) -> float:
    """About 8 points for a win; else a point per line still open to ``seat`` less the other's."""
    if state.line is not None:
        return 8.0 if state.board[state.line[0]] == seat else -8.0
    def open_to(s):
        return sum(all(state.board[c] in (EMPTY, s) for c in line) for line in LINES)
    return float(open_to(seat) - open_to(1 - seat))


def greedy(view, rng) -> tuple:
    """Win now, else block the other's line, else the centre, a corner, any cell."""
    me, free = view.turn, view.free()
    for who in (me, 1 - me):
        for line in LINES:
            marks = [view.board[c] for c in line]
            if marks.count(who) == 2 and EMPTY in marks:
                return ("mark", line[marks.index(EMPTY)])
    for cells in ((4,), (0, 2, 6, 8)):
        mine = [c for c in cells if c in free]
        if mine:
            return ("mark", rng.choice(mine))
    return ("mark", rng.choice(free))
