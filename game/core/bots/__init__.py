"""Generic bots: Easy, Normal and Hard for every competitive game.

A bot sees only a view (``state.view(seat)``) and returns one legal action
for the seat that must decide. ``choose_action`` is a pure function of its
arguments (safe to call from a worker thread).
"""

from __future__ import annotations

import random

from game.core.state import Action, State

LEVELS = ("easy", "normal", "hard")


def choose_action(spec, view: State, level: str, rng: random.Random,
                  budget: float | None = None) -> Action:
    """The action a bot of ``level`` takes in ``view`` (a view of the seat to move)."""
    from . import easy, hard, normal
    if level == "easy":
        return easy.choose(spec, view, rng)
    if level == "normal":
        return normal.choose(spec, view, rng)
    if level == "hard":
        return hard.choose(spec, view, rng, budget=budget)
    raise ValueError(f"unknown bot level {level!r}; expected one of {', '.join(LEVELS)}")
