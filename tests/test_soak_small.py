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


@pytest.mark.parametrize("game_id", ["cave_rave", "camp", "boaromia", "rodeo"])
def test_mixed_levels_game_checks_out(game_id):
    """--levels mixed: seats random, Easy and Normal in one game, with the consistency checks."""
    from benchmarks.soak import mixed_levels
    seed = next(s for s in range(100) if len(set(mixed_levels(s, 3))) == 3)     # one of each
    _, _, error, actions, scores = one((game_id, seed, 3, {}, ["mixed"]))
    assert error is None, error
    assert actions > 10 and len(scores) == 3
