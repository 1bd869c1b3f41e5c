"""Easy: plausible but weak. Random among the actions the game calls reasonable, or the
game's own ``easy`` policy."""

from __future__ import annotations

import random

from game.core.state import Action, State


def choose(spec, view: State, rng: random.Random) -> Action:
    own = getattr(spec.bot, "easy", None)          # a game may bring its own weak-but-plausible player
    if own is not None:
        return own(view, rng)
    legal = view.legal_actions()
    reasonable = getattr(spec.bot, "reasonable", None)
    if reasonable:
        legal = reasonable(view, legal) or legal
    return rng.choice(legal)
