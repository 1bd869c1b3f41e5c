"""Non-interference (as in test_no_leak.py) in games of bots and with every game's variants on:
what the host sends a seat is the same in every world the seat cannot tell from the real one."""

from __future__ import annotations

import pytest

from game.simulate import play_bot_game
from tests.net.worlds import GAMES, SECRET_GAMES, SEED, VARIANTS, leaks, random_game


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_same_with_the_variants(game_id):
    runner = random_game(game_id, 3, options=VARIANTS[game_id], play_seed=4)
    found, secrets = leaks(runner, every=2 if game_id == "rodeo" else 1)
    assert found == []
    if game_id in SECRET_GAMES:
        assert secrets > 100


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_same_in_a_game_of_bots(game_id):
    """Bots meld, book and play their cards as players do (random play seldom does)."""
    runner = play_bot_game(game_id, ["normal", "easy", "normal"], SEED)
    found, secrets = leaks(runner, every=2)
    assert found == []
    if game_id in SECRET_GAMES:
        assert secrets > 100
