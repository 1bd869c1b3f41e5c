"""Easy: plausible but weak. Random among the actions the game calls reasonable."""

from __future__ import annotations

import random

from game.core.state import Action, State


def choose(spec, view: State, rng: random.Random) -> Action:
    legal = view.legal_actions()
    reasonable = getattr(spec.bot, "reasonable", None)
    if reasonable:
        legal = reasonable(view, legal) or legal
    return rng.choice(legal)
