"""Presence over loopback: a player who drops is away and rejoins with the token their Open Air
kept (a fresh client, as after a restart); after 90 s away a bot may play the seat until they are
back, or the table waits; a host that stops and continues from its autosave keeps its codes and
tokens, and the players rejoin their seats and finish the game."""

from __future__ import annotations

import json

from game.net.client import TableClient
from game.net.host import TableHost
from game.net.tokens import TokenStore
from tests.fake_clock import FakeClock
from tests.net.host_helpers import FAST, Players, close_all, make_client, make_host, pump, seat_all


def _turn(host):
    return host.runner.state.current_player()


def _hold(players, seat: int, after: int = 0) -> None:
    """Play on (``after`` actions at least) until it is ``seat``'s turn, its player waiting."""
    host = players.host
    players.until(lambda: len(host.runner.match.actions) >= after)
    players.paused.add(seat)
    index = [c.seat for c in players.clients].index(seat)
    players.until(lambda: _turn(host) == seat and players.sent.get(index) != host.seq)
    players.paused.discard(seat)


def test_a_dropped_player_is_away_and_rejoins_with_the_kept_token(tmp_path):
    host = make_host("cave_rave", ("remote", "remote", "normal"), tmp_path, seed=8)
    clients = [make_client(host, tmp_path, f"p{i}") for i in range(2)]
    seat_all(host, clients, names=["Anna", "Ben"])
    players = Players(host, clients, seed=3)
    try:
        _hold(players, 1, after=40)
        ben = clients[1]
        token, store = ben.token, ben.store
        ben.close()                                       # the app is gone, no bye
        pump(host, clients[:1], lambda: host.seats()[1]["state"] == "away"
             and clients[0].seats[1]["state"] == "away")
        before = len(host.runner.match.actions)
        for _i in range(50):                              # the table waits for Ben
            host.poll(0.002)
        assert len(host.runner.match.actions) == before and _turn(host) == 1
        again = TableClient("127.0.0.1", host.port, store=TokenStore(store.path))   # a restarted app
        again.connect()
        assert again.rejoin()                             # with the token kept in the user folder
        pump(host, [again], lambda: again.latest is not None)
        assert again.seat == 1 and again.token == token and again.latest.legal
        assert host.seats()[1] == {"seat": 1, "name": "Ben", "state": "here"}
        players.clients = [clients[0], again]
        players.to_the_end()
        assert json.dumps(again.latest.state.to_json(), sort_keys=True) == json.dumps(
            host.runner.state.view(1).to_json(), sort_keys=True)
        clients[1] = again
    finally:
        close_all(host, clients)


def test_a_second_connection_with_the_token_takes_the_seat_over(tmp_path):
    host = make_host("camp", ("remote", "remote", "easy"), tmp_path)
    clients = [make_client(host, tmp_path, f"p{i}") for i in range(2)]
    seat_all(host, clients)
    other = make_client(host, tmp_path, "other")
    try:
        other.rejoin(clients[0].token)
        pump(host, clients + [other], lambda: other.seat == 0 and clients[0].closed_why)
        assert "another connection" in clients[0].closed_why
        assert host.presence[0].conn is not None and host.seats()[0]["state"] == "here"
    finally:
        close_all(host, clients + [other])


def test_a_bot_plays_for_a_player_away_90_seconds_until_they_are_back(tmp_path):
    clock = FakeClock()
    host = make_host("cave_rave", ("remote", "remote"), tmp_path, seed=5, away_bot="easy", clock=clock)
    clients = [make_client(host, tmp_path, f"p{i}") for i in range(2)]
    seat_all(host, clients, names=["Anna", "Ben"])
    players = Players(host, clients, seed=1)
    try:
        _hold(players, 1)
        ben = clients[1]
        ben.close()
        players.clients = clients[:1]
        pump(host, [], lambda: host.seats()[1]["state"] == "away")
        clock.now += 89.0
        host.poll(0.01)
        assert _turn(host) == 1 and host.seats()[1]["state"] == "away"     # not yet
        clock.now += 1.5
        moved = len(host.runner.actors)
        notes = pump(host, [], lambda: host.seats()[1]["state"] == "bot")
        assert any(n.kind == "stand_in" and n.seat == 1 for n in notes)
        players.until(lambda: host.runner.actors[moved:].count(1) >= 3 and _turn(host) == 1 or host.over)
        assert 1 in host.runner.actors[moved:]                              # the bot played Ben's turns
        again = make_client(host, tmp_path, "p1")
        again.rejoin(ben.token)
        pump(host, [again], lambda: again.latest is not None and host.seats()[1]["state"] == "here")
        if not host.over:
            assert not host._bot_level(1)                 # Ben plays again himself
        players.clients = [clients[0], again]
        players.to_the_end()
        clients[1] = again
    finally:
        close_all(host, clients)


def test_a_host_that_stops_continues_from_its_autosave_with_the_same_seats(tmp_path):
    host = make_host("rodeo", ("remote", "remote", "easy"), tmp_path, seed=13)
    clients = [make_client(host, tmp_path, f"p{i}") for i in range(2)]
    seat_all(host, clients, names=["Anna", "Ben"])
    players = Players(host, clients, seed=9)
    players.until(lambda: len(host.runner.match.actions) > 60 and host.plan[max(0, _turn(host))].is_remote)
    kept_actions = list(host.runner.match.actions)
    codes = (host.join_code, host.watch_code, host.table_id)
    tokens = [c.token for c in clients]
    host.close()
    pump(host, clients, lambda: all(c.phase == "closed" for c in clients))
    assert all("rejoin" in c.closed_why for c in clients)
    clients[1].close()
    autosave = tmp_path / "autosave.json"
    assert autosave.exists() and (tmp_path / "autosave.table.json").exists()
    saved = autosave.read_text()                   # the match as a local game saves it: no secrets of the table
    assert all(t not in saved for t in tokens) and codes[0] not in saved and codes[1] not in saved

    again = TableHost.resume(autosave, port=0, server_options=FAST)
    again.open()
    assert (again.join_code, again.watch_code, again.table_id) == codes
    assert list(again.runner.match.actions) == kept_actions
    assert [s["state"] for s in again.seats()] == ["away", "away", "bot"]
    assert clients[0].reconnect(again.port)               # Anna's Open Air stayed open: it rejoins
    store = TokenStore(clients[1].store.path)              # Ben's was restarted: its kept token
    fresh = TableClient("127.0.0.1", again.port, store=store)
    fresh.connect()
    fresh.rejoin(store.find(table_id=codes[2]).token)
    back = [clients[0], fresh]
    try:
        pump(again, back, lambda: all(c.phase == "seated" and c.seq == again.seq for c in back))
        assert [c.seat for c in back] == [0, 1] and [c.token for c in back] == tokens
        assert [s["state"] for s in again.seats()] == ["here", "here", "bot"]
        done = Players(again, back, seed=9)
        done.to_the_end()
        assert again.runner.match.actions[:len(kept_actions)] == kept_actions
        assert [s.name for s in again.runner.match.seats][:2] == ["Anna", "Ben"]
    finally:
        close_all(again, back)


def test_a_local_autosave_is_no_table_to_continue(tmp_path):
    from game.core import saves
    from game.core.match import Runner, Seat
    runner = Runner.new("camp", [Seat("A"), Seat("B", "easy")], 3)
    runner.start()
    saves.save(runner, tmp_path / "autosave.json")
    try:
        TableHost.resume(tmp_path / "autosave.json", port=0)
    except ValueError as exc:
        assert "no network table" in str(exc)
    else:
        raise AssertionError("a local game's autosave was continued as a table")


def test_a_continued_table_listens_where_it_listened(tmp_path):
    """Its table file keeps the address and port the table was open on: a table continued without
    being told where opens there again (the friends' kept address still finds it)."""
    host = make_host("camp", ("remote", "easy"), tmp_path, seed=5)
    port = host.port
    client = make_client(host, tmp_path, "p0")
    seat_all(host, [client], names=["Anna"])
    host.close()
    client.close()
    again = TableHost.resume(tmp_path / "autosave.json", server_options=FAST)
    assert (again.address, again.port) == ("127.0.0.1", port)
    try:
        assert again.open() == port
    finally:
        again.close()
    told = TableHost.resume(tmp_path / "autosave.json", port=0, server_options=FAST)
    assert told.port == 0                                  # (told where: it listens there)
