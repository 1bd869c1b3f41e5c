"""Statistics of a co-operative game: Boaromia counts the team's wins and losses per variant,
not wins by seat type; the statistics screen shows them."""

from __future__ import annotations

import random

from game.core.match import Match, Runner, Seat
from game.core.stats import Stats
from game.ui.scenes.statistics import StatisticsScene
from tests.table_helpers import drawn_texts


def random_finish(seed: int, options: dict) -> Runner:
    """A real Boaromia match played to its end by random choices."""
    rng = random.Random(seed)
    runner = Runner.new("boaromia", [Seat("Ada", "human"), Seat("Bo", "normal")], seed, options)
    runner.start()
    while not runner.state.is_terminal():
        legal = runner.state.legal_actions()
        runner.play(("photo",) if ("photo",) in legal else rng.choice(legal))
    return runner


def test_a_cooperative_game_counts_the_team_per_variant(shell_app):
    lost = random_finish(3, {"variant": "easy_breezy"})
    assert lost.state.returns() == [0.0, 0.0]
    assert shell_app.record_result(lost)
    seats = [Seat("Ada", "human"), Seat("Bo", "hard"), Seat("Cy", "easy")]
    shell_app.stats.record(Match("boaromia", seats, 1, {"variant": "standard", "board": "back"}), [0, 1, 2])
    shell_app.stats.record(Match("boaromia", seats, 2, {"variant": "standard"}), [])
    back = Stats.load()
    g = back.games["boaromia"]
    assert g.played == 3 and g.seats == {}                  # no wins by seat type
    assert g.teams == {"easy_breezy": {"played": 1, "won": 0}, "standard": {"played": 2, "won": 1}}
    assert back.to_json()["games"]["boaromia"]["teams"] == g.teams
    cave = Match("cave_rave", [Seat("Ada", "human"), Seat("Bo", "hard")], 1)
    back.record(cave, [1])                                  # a competitive game: seats as before
    assert back.games["cave_rave"].teams == {} and back.games["cave_rave"].seats["hard"] == {"played": 1, "won": 1}


def test_the_statistics_screen_shows_team_results_per_variant(shell_app, click, monkeypatch):
    seats = [Seat("Ada", "human"), Seat("Bo", "normal")]
    for seed, (variant, won) in enumerate([("standard", True), ("standard", False), ("total_mayhem", False),
                                           ("easy_breezy", True), ("challenging_party", False),
                                           ("a_bit_more_madness", True)]):
        shell_app.stats.record(Match("boaromia", seats, seed, {"variant": variant}), [0, 1] if won else [])
    drawn = drawn_texts(monkeypatch)
    click(shell_app, "statistics")
    scene = shell_app.top
    assert isinstance(scene, StatisticsScene)
    assert scene.variant_name("boaromia", "a_bit_more_madness") == "A Bit More Madness"
    assert scene.lines(shell_app.stats.games["boaromia"]) == 2         # five variants: two lines of cells
    frame = shell_app.render()
    assert frame.get_size() == (1920, 1080)
    for words in ("Standard", "1 won, 1 lost", "Total Mayhem", "0 won, 1 lost", "A Bit More Madness",
                  "Team games: won and lost"):
        assert words in drawn, words
    assert not any("won of" in s for s in drawn)            # no per-seat-type cells for a team game
