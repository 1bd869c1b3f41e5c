"""The top bar's words for who decides come from the kit's context, the same at every table
(``TableContext.whose_turn``), built from real states of every registered game."""

from __future__ import annotations

import pytest

from game.core import registry
from game.core.match import Runner, Seat
from game.ui.context import TableContext

GAMES = [spec.id for spec in registry.all_games() if spec.package]


def started(game: str, kinds: tuple[str, ...]):
    spec = registry.get(game)
    kinds = kinds + ("easy",) * max(0, spec.min_players - len(kinds))
    seats = [Seat(name, kind) for name, kind in zip(("Ann", "Bo", "Cy", "Di"), kinds, strict=False)]
    runner = Runner.new(game, seats, seed=3)
    runner.start()
    return runner.state, seats


@pytest.mark.parametrize("game", GAMES)
def test_whose_turn_says_you_to_the_lone_human_and_names_everyone_else(game):
    state, seats = started(game, ("human", "easy", "easy"))
    seat = state.current_player()
    ctx = TableContext.of(state, seats, 0)
    name = seats[seat].name
    if seat == 0:
        assert ctx.whose_turn() == "Your turn"
    else:
        assert ctx.whose_turn() == f"{name}'s turn"
    assert TableContext.of(state, seats, 0, thinking=seat).whose_turn() == f"{name} is thinking…"
    other = next(i for i in range(len(seats)) if i != seat)
    assert ctx.whose_turn(other) == f"{seats[other].name}'s turn"


@pytest.mark.parametrize("game", GAMES)
def test_with_two_humans_at_the_screen_nobody_is_you(game):
    state, seats = started(game, ("human", "human"))
    seat = state.current_player()
    assert TableContext.of(state, seats, None).whose_turn() == f"{seats[seat].name}'s turn"


def test_nobody_decides_once_the_game_is_over():
    from game.core.consistency import check_game
    runner = check_game("camp", 5, 2, deep_every=50)
    assert runner.state.is_terminal()
    seats = [Seat("Ann", "easy"), Seat("Bo", "easy")]
    assert TableContext.of(runner.state, seats, None).whose_turn() == ""
