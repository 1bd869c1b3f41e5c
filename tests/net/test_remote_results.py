"""A joined player's results are made at its own screen (no message at the end): from the final
view the host sent (every game's score table reads only what every seat knows) and from the steps
it saw, a step a decision (the charts). For all four games, seeded games played through the real
rules with every seat's updates made as the host makes them: each seat's and a spectator's score
table is the host's, each seat's charts are the host's; a seat that joined after the start has no
record, and its charts say so instead of drawing a wrong line."""

from __future__ import annotations

import json
import random

import pytest

from game.core import registry
from game.core.match import Runner, Seat
from game.core.state import CHANCE
from game.net.remote_runner import RemoteRunner, watched
from game.net.seat_view import seat_update
from game.ui import score_chart

GAMES = ["cave_rave", "camp", "boaromia", "rodeo"]


def payload(runner: Runner, events, seat) -> dict:
    """What the host sends ``seat`` (:meth:`game.net.host.TableHost._payload`'s fields that
    matter here), through JSON as the wire carries it."""
    data = seat_update(runner, events, seat)
    data.update(undone=None, can_undo=False, moves=sum(1 for a in runner.actors if a != CHANCE))
    return json.loads(json.dumps(data))


def played(game_id: str, seed: int, seats: int = 3, late: int | None = None):
    """A seeded random game with a RemoteRunner per seat and one for a spectator, fed each update;
    the runner of seat ``late`` is made only after ``late`` decisions (a rejoin)."""
    spec = registry.get(game_id)
    runner = Runner.new(game_id, [Seat(f"P{i}", "human", spec.colours[i]) for i in range(seats)], seed)
    events = runner.start()
    viewers = [*range(seats), None]
    remotes = {v: RemoteRunner(spec, v, runner.match.seats, lambda m: None, payload(runner, events, v))
               for v in viewers if late is None or v != late}
    rng, decisions = random.Random(seed), 0
    while not runner.state.is_terminal():
        events = runner.play(rng.choice(runner.state.legal_actions()))
        decisions += 1
        for v, remote in remotes.items():
            remote.receive({"type": "update", "seq": decisions + 1, "payload": payload(runner, events, v)})
            assert remote.take().kind == "move"
        if late is not None and decisions == 5:
            remotes[late] = RemoteRunner(spec, late, runner.match.seats, lambda m: None,
                                         payload(runner, [], late))
    return runner, remotes


@pytest.mark.parametrize("game_id", GAMES)
def test_every_screen_makes_the_hosts_results(game_id):
    for seed in (1, 2):
        runner, remotes = played(game_id, seed)
        names = [s.name for s in runner.match.seats]
        table = runner.state.score_table(names)
        charts = score_chart.charts_of(runner.spec, runner.match)
        assert charts and table["rows"]
        for viewer, remote in remotes.items():
            assert remote.state.is_terminal()
            assert remote.state.score_table(names) == table, (game_id, seed, viewer)
            assert remote.match.record is not None
            assert score_chart.charts_of(runner.spec, remote.match) == charts, (game_id, seed, viewer)


@pytest.mark.parametrize("game_id", ["cave_rave", "camp"])
def test_a_screen_that_came_in_late_has_the_table_but_no_chart(game_id):
    runner, remotes = played(game_id, 3, late=1)
    late = remotes[1]
    assert late.match.record is None and not late.gaps      # (no move went unseen since it came)
    assert not any("connection was lost" in line for line in late.log_lines())
    with pytest.raises(ValueError, match="did not see the whole game"):
        list(late.match.walk())
    assert score_chart.charts_of(runner.spec, late.match) == []
    names = [s.name for s in runner.match.seats]
    assert late.state.score_table(names) == runner.state.score_table(names)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_match_watched_again_is_what_a_seat_saw(game_id):
    """``watched`` (the tour's joined-player results) gives the runner a seat's screen holds at
    the end: the same final view, log and charts as the runner that sat through the game."""
    runner, remotes = played(game_id, 5)
    for seat in (1, None):
        again = watched(runner.match, runner.spec, seat)
        assert again.state.to_json() == remotes[seat].state.to_json()
        assert again.log_lines() == remotes[seat].log_lines() and again.match.record is not None
        assert score_chart.charts_of(runner.spec, again.match) == score_chart.charts_of(runner.spec, runner.match)


def test_a_step_gone_unseen_leaves_the_record_unwhole():
    """An update whose count of moves is not the steps this screen saw (one was missed) ends the
    record: the charts would draw a wrong line."""
    spec = registry.get("camp")
    runner = Runner.new("camp", [Seat(f"P{i}", "human", spec.colours[i]) for i in range(2)], 4)
    remote = RemoteRunner(spec, 0, runner.match.seats, lambda m: None, payload(runner, runner.start(), 0))
    assert remote.match.record is not None
    runner.play(runner.state.legal_actions()[0])            # (an update this screen never got)
    events = runner.play(runner.state.legal_actions()[0])
    remote.receive({"type": "update", "seq": 3, "payload": payload(runner, events, 0)})
    remote.take()
    assert remote.match.record is None
