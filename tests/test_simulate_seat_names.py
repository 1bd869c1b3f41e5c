"""``openair simulate``'s bots sit under names in the language in use ("Normal 1" in English,
"Normaler Bot 1" in German), also where a game's sentences name them ("Camp Normaler Bot 1")."""

import pytest

from game.core import i18n
from game.simulate import SEAT_NAMES, play_bot_game, seat_name


@pytest.fixture
def german():
    i18n.use("de")
    yield
    i18n.use("en")


def test_seat_names_in_english():
    assert [seat_name(level, n) for n, level in enumerate(("normal", "easy", "hard"), 1)] == [
        "Normal 1", "Easy 2", "Hard 3"]


def test_seat_names_in_german_and_in_the_games_sentences(german, capsys):
    assert [seat_name(level, 3) for level in SEAT_NAMES] == ["Leichter Bot 3", "Normaler Bot 3", "Starker Bot 3"]
    runner = play_bot_game("camp", ["normal", "easy"], seed=2)
    assert [s.name for s in runner.match.seats] == ["Normaler Bot 1", "Leichter Bot 2"]
    log = "\n".join(runner.log_lines())
    assert "Leichter Bot 2" in log and "Easy" not in log and "Normal 1" not in log


def test_simulate_prints_the_translated_names(german, capsys):
    from game.cli import main
    assert main(["simulate", "cave_rave", "--seats", "normal,easy", "--seed", "4", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert "Normaler Bot 1" in out and "Leichter Bot 2" in out and "Easy 2" not in out
