"""Nothing one game leaves behind changes another played in the same process: a seeded game of
bots plays out the same before and after another game (another seed, other seats, the options
off their defaults) — as the tour plays copies of a game for its shots between the moves of
its main game, and as the app plays one game after another. Through the real rules, content
and bots of every game."""

from __future__ import annotations

import copy
import random

import pytest

from game.core import registry
from game.core.bots import choose_action
from game.core.match import Runner, Seat
from game.simulate import play_bot_game

GAMES = ["boaromia", "camp", "cave_rave", "rodeo"]
#: the game compared: a Normal bot, an Easy one and a Normal one (Hard is left out: its search
#: stops on the clock)
LEVELS = ["normal", "easy", "normal"]


def _levels(spec, levels: list[str], players: int) -> list[str]:
    n = max(spec.min_players, min(players, spec.max_players))
    return [levels[i % len(levels)] for i in range(n)]


def _other_options(spec) -> dict:
    """Every option off its default: a switch turned, a choice's last choice."""
    other = {}
    for option in spec.options:
        if option.choices:
            other[option.id] = option.choices[-1].id if option.choices[-1].id != option.default \
                else option.choices[0].id
        elif isinstance(option.default, bool):
            other[option.id] = not option.default
    return other


def _one_rng_game(game_id: str, levels: list[str], seed: int, options: dict | None = None) -> list:
    """A whole game with one generator for every bot decision, as the tour and its copies of a
    game (game.ui.tour.play_twin) drive them."""
    spec = registry.get(game_id)
    seats = [Seat(f"Seat {i + 1}", kind, spec.colours[i % len(spec.colours)]) for i, kind in enumerate(levels)]
    runner = Runner.new(game_id, seats, seed, options)
    runner.start()
    rng = random.Random(seed)
    while not runner.state.is_terminal():
        seat = runner.state.current_player()
        runner.play(choose_action(spec, runner.state.view(seat), levels[seat], rng))
    return runner.match.actions


def _game_between(spec, seed: int) -> None:
    """Another game: another seed, four seats (or as many as the game takes) with a Hard bot
    among them, every option off its default."""
    levels = _levels(spec, ["hard", "easy", "normal", "normal"], 4)
    play_bot_game(spec.id, levels, seed, _other_options(spec), budget=0.0)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_plays_out_the_same_after_another_game_in_the_same_process(game_id):
    spec = registry.get(game_id)
    levels = _levels(spec, LEVELS, 3)
    content = copy.deepcopy(spec.content)
    first = play_bot_game(game_id, levels, seed=3).match.actions
    first_one_rng = _one_rng_game(game_id, levels, seed=3)
    _game_between(spec, seed=4)
    assert play_bot_game(game_id, levels, seed=3).match.actions == first
    assert _one_rng_game(game_id, levels, seed=3) == first_one_rng
    assert spec.content == content          # no game changed the content it was played with
