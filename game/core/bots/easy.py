"""Easy: plausible but weak. Random among the actions the game calls reasonable, or the
game's own ``easy`` policy (both declared in its :class:`~game.core.registry.BotSpec`)."""

from __future__ import annotations

import random

from game.core.state import Action, State


def choose(spec, view: State, rng: random.Random) -> Action:
    bots = spec.bots
    if bots.easy is not None:                      # a game may bring its own weak-but-plausible player
        return bots.easy(view, rng)
    legal = view.legal_actions()
    if bots.reasonable is not None:
        legal = bots.reasonable(view, legal) or legal
    return rng.choice(legal)
