"""Open Air's measurements (``python -m benchmarks``, ``benchmarks.soak``, ``.strength``, ``.coop``)."""

import math

import game.games  # noqa: F401  (the games register themselves)


def interval95(rate: float, n: int) -> float:
    """Half the width of a 95 % normal-approximation interval for a rate measured over ``n`` games."""
    return 1.96 * math.sqrt(rate * (1 - rate) / n)
