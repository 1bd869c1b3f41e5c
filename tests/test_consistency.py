"""Random-play consistency for every registered game (OpenSpiel-style)."""

import pytest

from game.core import registry
from game.core.consistency import check_game

GAMES = [g for g in registry.all_games() if g.package]   # every game whose rules exist


@pytest.mark.parametrize("spec", GAMES, ids=lambda g: g.id)
@pytest.mark.parametrize("seed", range(12))
def test_random_play_is_consistent(spec, seed):
    players = spec.min_players + seed % (spec.max_players - spec.min_players + 1)
    runner = check_game(spec.id, seed, players, deep_every=3)
    assert runner.state.is_terminal()
    returns = runner.state.returns()
    if spec.coop:
        assert len(set(returns)) == 1 and returns[0] in (0.0, 1.0)    # together, win or lose
    else:
        assert abs(sum(returns) - 1.0) < 1e-9


@pytest.mark.parametrize("spec", GAMES, ids=lambda g: g.id)
def test_every_option_combination_plays(spec):
    from itertools import product
    choices = [[True, False] if o.kind == "bool" else [c.id for c in o.choices] for o in spec.options]
    for i, combo in enumerate(product(*choices)):
        options = {o.id: v for o, v in zip(spec.options, combo, strict=True)}
        runner = check_game(spec.id, 100 + i, spec.max_players, options, deep_every=25)
        assert runner.match.options == options
