"""Normal: the game's ``greedy`` policy (its :class:`~game.core.registry.BotSpec`), one decision deep."""

from __future__ import annotations

import random

from game.core.state import Action, State


def choose(spec, view: State, rng: random.Random) -> Action:
    return spec.bots.greedy(view, rng)
