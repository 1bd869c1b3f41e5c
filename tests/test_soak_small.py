"""CI's share of the soak: a few dozen seeded bot games per game, player counts and variants mixed.
The full runs are ``python -m benchmarks.soak`` (see its --help)."""

import pytest

from benchmarks.soak import one, variants


@pytest.mark.parametrize("seed", range(30))
def test_cave_rave_bot_game_finishes(seed):
    players = 2 + seed % 3
    _, _, error, actions, totals = one(("cave_rave", seed, players))
    assert error is None, error
    assert actions > 50 and len(totals) == players


CAMP_VARIANTS = variants("camp")


@pytest.mark.parametrize("seed", range(36))
def test_camp_bot_game_finishes(seed):
    players = 2 + seed % 5
    options = CAMP_VARIANTS[seed % len(CAMP_VARIANTS)]
    _, _, error, actions, scores = one(("camp", seed, players, options, ["easy", "normal"]))
    assert error is None, error
    assert actions > 10 and len(scores) == players
