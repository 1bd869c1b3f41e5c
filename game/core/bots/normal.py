"""Normal: greedy over the game's evaluation (bot.py), one decision deep."""

from __future__ import annotations

import random

from game.core.state import Action, State


def choose(spec, view: State, rng: random.Random) -> Action:
    return spec.bot.greedy(view, rng)
