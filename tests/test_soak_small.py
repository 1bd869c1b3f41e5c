"""CI's share of the soak: a few dozen seeded bot games for each player count.
The full run (1,000 games) is ``python -m benchmarks.soak``."""

import pytest

from benchmarks.soak import one


@pytest.mark.parametrize("seed", range(30))
def test_bot_game_finishes(seed):
    players = 2 + seed % 3
    _, _, error, actions, totals = one(("cave_rave", seed, players))
    assert error is None, error
    assert actions > 50 and len(totals) == players
