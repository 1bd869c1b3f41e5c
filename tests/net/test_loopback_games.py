"""Whole games of all four games over loopback: one host, two to four clients whose players choose
among the legal moves they were sent (seeded), bots on the host, a seat at the host's screen, and
a spectator. At the end every client's view is the host's view of its seat, byte for byte, and
the game ended as the host's match says."""

from __future__ import annotations

import json

import pytest

from game.core.state import TERMINAL
from tests.net.host_helpers import Players, close_all, make_client, make_host, pump, seat_all

CASES = {
    "cave_rave": ("remote", "remote", "easy", "screen"),
    "camp": ("remote", "screen", "remote", "normal"),
    "boaromia": ("remote", "remote", "remote", "easy", "screen"),
    "rodeo": ("remote", "remote", "remote", "remote"),
}


def _same(a, b) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


@pytest.mark.parametrize("game_id", list(CASES))
def test_a_whole_game_plays_over_loopback(game_id, tmp_path):
    kinds = CASES[game_id]
    host = make_host(game_id, kinds, tmp_path, seed=21)
    remote = [i for i, k in enumerate(kinds) if k == "remote"]
    clients = [make_client(host, tmp_path, f"p{i}") for i in remote]
    watcher = make_client(host, tmp_path, "watcher")
    try:
        watcher.watch(host.watch_code)
        seat_all(host, clients, names=[f"Remote {i}" for i in remote])
        assert [c.seat for c in clients] == remote
        assert [s["state"] for s in host.seats()] == [
            {"remote": "here", "screen": "screen"}.get(k, "bot") for k in kinds]
        players = Players(host, clients + [watcher], seed=5)
        players.to_the_end()
        runner = host.runner
        assert runner.state.is_terminal()
        kinds_seen = {runner.actors[i] for i in range(len(runner.actors))}
        assert set(remote) <= kinds_seen                    # every remote seat moved ...
        assert players.moves >= len(remote)
        for c in clients:                                   # ... and sees the host's view of its seat
            assert c.latest.turn == TERMINAL and c.latest.legal is None
            assert _same(c.latest.state.to_json(), runner.state.view(c.seat).to_json())
            assert c.latest.state.is_view == runner.state.view(c.seat).is_view and c.table["game"] == game_id
        assert watcher.seat is None and watcher.latest.legal is None
        assert _same(watcher.latest.state.to_json(), runner.state.view(None).to_json())
        if "screen" in kinds:                               # the host's screen seat played too
            assert kinds.index("screen") in runner.actors
        # the names the players joined with are the match's
        assert [runner.match.seats[i].name for i in remote] == [f"Remote {i}" for i in remote]
    finally:
        close_all(host, clients + [watcher])


def test_every_client_hears_each_move_in_order(tmp_path):
    host = make_host("camp", ("remote", "remote", "easy"), tmp_path, seed=4)
    clients = [make_client(host, tmp_path, f"p{i}") for i in range(2)]
    try:
        seat_all(host, clients)
        players = Players(host, clients, seed=2)
        seen = {0: [], 1: []}

        base = players.step

        def step():
            base()
            for i, c in enumerate(clients):
                seen[i] += [u.seq for u in c.take_updates()]
        players.step = step
        players.to_the_end()
        for i in seen:               # one update per change, none missed, none twice, in order
            assert seen[i] == list(range(1, host.seq + 1))
    finally:
        close_all(host, clients)


def test_the_seats_message_shows_who_joined(tmp_path):
    host = make_host("cave_rave", ("remote", "remote", "normal"), tmp_path)
    first, second = make_client(host, tmp_path, "a"), make_client(host, tmp_path, "b")
    try:
        first.join(host.join_code, "Anna", seat=1)
        pump(host, [first, second], lambda: first.seat == 1 and second.seats)
        second.join(host.join_code, "Ben")
        pump(host, [first, second], lambda: second.seat == 0
             and [s["state"] for s in first.seats] == ["here", "here", "bot"])
        assert [s["name"] for s in first.seats] == ["Ben", "Anna", host.plan[2].name]
        assert host.ready() and not host.started
    finally:
        close_all(host, [first, second])


def test_in_the_lobby_the_host_frees_a_seat_or_gives_it_to_a_bot(tmp_path):
    from game.net.seats import SeatPlan
    host = make_host("camp", ("remote", "remote", "remote"), tmp_path)
    anna, ben = make_client(host, tmp_path, "a"), make_client(host, tmp_path, "b")
    try:
        anna.join(host.join_code, "Anna", seat=0)
        ben.join(host.join_code, "Ben", seat=2)
        pump(host, [anna, ben], lambda: anna.seat == 0 and ben.seat == 2)
        assert host.free_seat(0) == ""                  # Anna is let go, her token no longer holds
        pump(host, [anna, ben], lambda: anna.closed_why and ben.seats[0]["state"] == "open")
        assert "another player" in anna.closed_why
        assert host.set_seat(1, SeatPlan("easy")) == ""    # the empty seat goes to a bot
        assert host.set_seat(0, SeatPlan("normal", "Nora")) == ""
        pump(host, [ben], lambda: [s["state"] for s in ben.seats] == ["bot", "bot", "here"])
        assert host.ready() and host.start() == ""
        assert [s.name for s in host.runner.match.seats] == ["Nora", "Easy 2", "Ben"]
        assert host.free_seat(2) == "The game has begun."
        again = make_client(host, tmp_path, "a2")
        again.rejoin(anna.token)
        pump(host, [again], lambda: again._refusals)
        assert again.take_refusals()[0].about == "rejoin"
        again.close()
    finally:
        close_all(host, [anna, ben])
