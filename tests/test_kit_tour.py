"""The tour's twins: a copy of a game played on until a decision a shot wants."""

from game.core.match import Runner, Seat
from game.ui.tour import play_twin


def _runner():
    seats = [Seat("Ada", "human", (200, 60, 60)), Seat("Rocky", "normal", (60, 60, 200))]
    runner = Runner.new("cave_rave", seats, 5)
    runner.start()
    return runner


def test_play_twin_stops_where_asked_and_leaves_the_game_alone():
    runner = _runner()
    dealt = list(runner.match.actions)
    twin = play_twin(runner, lambda st: len(st.discard) >= 3)
    assert twin is not None and len(twin.state.discard) >= 3
    assert twin.match.seed == runner.match.seed and runner.match.actions == dealt


def test_play_twin_gives_up_when_no_try_gets_there():
    calls = []

    def choose(st, rng):
        calls.append(1)
        return rng.choice(st.legal_actions())
    assert play_twin(_runner(), lambda st: False, choose=choose, tries=2, steps=5) is None
    assert len(calls) == 10
