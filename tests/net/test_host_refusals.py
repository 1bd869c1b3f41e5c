"""What a host refuses over loopback, each with a sentence and the table unchanged: another version
or edition, a wrong code (then the guard), a stale token, a move out of turn, a replayed or stale
sequence number, an illegal move (the rules' own reason), a spectator's or a stranger's move, an
undo the rules or another player's move forbid; and what it allows: the mover's undo, seen by all."""

from __future__ import annotations

import json

import pytest

from game.net.client import TableClient
from game.net.protocol import PROTOCOL_VERSION, Message, hello
from tests.fake_clock import FakeClock
from tests.net.host_helpers import close_all, make_client, make_host, pump, seat_all


def snapshot(host):
    runner = host.runner
    state = json.dumps(runner.state.to_json(), sort_keys=True, default=str) if runner else None
    return state, list(runner.match.actions) if runner else None, host.seq


def refused(host, clients, client, about=None):
    pump(host, clients, lambda: client._refusals)
    [refusal] = client.take_refusals()
    assert refusal.why and (about is None or refusal.about == about), refusal
    return refusal


@pytest.fixture
def table(tmp_path):
    """Boaromia for three: two remote seats and one at the host's screen, started."""
    host = make_host("boaromia", ("remote", "remote", "screen"), tmp_path, seed=21)
    clients = [make_client(host, tmp_path, f"p{i}") for i in range(2)]
    seat_all(host, clients, names=["Anna", "Ben"])
    yield host, clients
    close_all(host, clients)


def test_another_protocol_or_edition_is_refused_with_the_hosts_fields(tmp_path):
    host = make_host("cave_rave", ("remote", "normal"), tmp_path)
    mine = hello().fields
    cases = [
        (Message.of("hello", protocol=PROTOCOL_VERSION + 1, app="9.9.9", editions=mine["editions"]), "cannot talk"),
        (Message.of("hello", protocol=PROTOCOL_VERSION, app="9.9.9",
                    editions=dict(mine["editions"], cave_rave="other-cards")), "other"),
        (Message.of("hello", protocol=PROTOCOL_VERSION, app="9.9.9", editions={"camp": mine["editions"]["camp"]}),
         "does not have"),
    ]
    clients = [make_client(host, tmp_path, f"v{i}", hello_message=m) for i, (m, _w) in enumerate(cases)]
    try:
        for client, (_m, words) in zip(clients, cases, strict=True):
            client.join(host.join_code, "Late")
            pump(host, clients, lambda c=client: c._refusals and c.phase == "closed")
            refusals = client.take_refusals()
            assert refusals[0].about == "hello" and words in refusals[0].why, refusals
            assert refusals[0].host == dict(mine)           # the host says what it is
            assert client.seat is None and client.token is None
        assert [s["state"] for s in host.seats()] == ["open", "bot"]
    finally:
        close_all(host, clients)


def test_wrong_codes_are_refused_then_slowed_by_the_guard(tmp_path):
    clock = FakeClock()
    host = make_host("cave_rave", ("remote", "normal"), tmp_path, clock=clock)
    client = make_client(host, tmp_path)
    try:
        for _attempt in range(4):
            client.join("AAA-AAA-AAA", "Eve")
            refusal = refused(host, [client], client)
            assert refusal.about == "join" and "join code" in refusal.why
        client.join(host.join_code, "Eve")            # the right code, too soon: not even looked at
        assert refused(host, [client], client).about == "guard"
        client.watch(host.join_code)                   # a watch code is guarded the same way
        assert refused(host, [client], client).about == "guard"
        assert client.seat is None and host.presence[0].token is None
        clock.now += host.guard.wait("127.0.0.1") + 0.01
        client.join(host.join_code, "Eve")
        pump(host, [client], lambda: client.seat == 0)
        assert client.take_refusals() == []
    finally:
        close_all(host, [client])


def test_a_stale_token_and_a_wrong_watch_code_are_refused(table, tmp_path):
    host, clients = table
    stranger = make_client(host, tmp_path, "stranger")
    try:
        before = snapshot(host)
        stranger.rejoin("0" * 32)
        assert refused(host, [stranger], stranger).about == "rejoin"
        stranger.watch(host.join_code)                 # the join code is not the watch code
        assert refused(host, [stranger], stranger).about == "watch"
        assert snapshot(host) == before and stranger.seat is None
        assert [s["state"] for s in host.seats()] == ["here", "here", "screen"]
    finally:
        stranger.close()


def test_moves_out_of_turn_replayed_stale_or_illegal_are_refused_and_change_nothing(table):
    host, (anna, ben) = table
    assert host.runner.state.current_player() == 0
    before = snapshot(host)
    move = anna.latest.legal[0]
    ben.send_action(move)                              # not Ben's turn
    refusal = refused(host, [anna, ben], ben, "act")
    assert refusal.why == "It is Anna's turn." and refusal.seq == host.seq
    assert snapshot(host) == before
    stale = Message.of("act", seq=anna.seq - 1, action=list(move))
    anna._send(stale)                                  # a sequence number of an earlier moment
    assert "changed" in refused(host, [anna, ben], anna, "act").why
    assert snapshot(host) == before
    illegal = ("move", 9999, 9999)
    why = host.runner.state.why_not(illegal)
    assert why
    anna.send_action(illegal)                          # the rules' own reason
    assert refused(host, [anna, ben], anna, "act").why == why
    anna._send(Message.of("act", seq=anna.seq, action=["no such move", [1, [2, [None]]]]))
    assert refused(host, [anna, ben], anna, "act").why
    assert snapshot(host) == before
    seq = anna.seq
    anna.send_action(move)                             # now a legal one, once ...
    pump(host, [anna, ben], lambda: anna.seq > seq)
    after = snapshot(host)
    assert after != before
    anna._send(Message.of("act", seq=seq, action=list(move)))   # ... and the same message again
    assert "changed" in refused(host, [anna, ben], anna, "act").why
    assert snapshot(host) == after


def test_a_spectator_a_stranger_and_a_move_before_the_start_are_refused(tmp_path):
    host = make_host("cave_rave", ("remote", "remote"), tmp_path)
    anna, watcher, stranger = (make_client(host, tmp_path, n) for n in ("anna", "watcher", "stranger"))
    everyone = [anna, watcher, stranger]
    try:
        anna.join(host.join_code, "Anna")
        watcher.watch(host.watch_code)
        pump(host, everyone, lambda: anna.seat == 0 and watcher.phase == "watching")
        anna.send_action(("draw", "deck"))
        assert refused(host, everyone, anna, "act").why == "The game has not begun yet."
        assert host.start() == "Every remote seat needs its player before the game begins."
        assert not host.started
        watcher.send_action(("draw", "deck"))
        assert "Spectators" in refused(host, everyone, watcher, "act").why
        stranger.send_action(("draw", "deck"))
        assert refused(host, everyone, stranger, "act").why == "Take a seat first."
        stranger.undo()
        assert refused(host, everyone, stranger, "undo").why == "Take a seat first."
        anna.join(host.join_code, "Anna again")
        assert "has its place" in refused(host, everyone, anna, "join").why
        stranger.join(host.join_code, "Ben", seat=0)
        assert "taken" in refused(host, everyone, stranger, "join").why
        stranger.join(host.join_code, "Ben", seat=5)
        assert "not one for a remote player" in refused(host, everyone, stranger, "join").why
        stranger.join(host.join_code, "Ben")
        pump(host, everyone, lambda: stranger.seat == 1)
        late = make_client(host, tmp_path, "late")
        everyone.append(late)
        late.join(host.join_code, "Cleo")
        assert refused(host, everyone, late, "join").why == "Every seat at this table is taken."
    finally:
        close_all(host, everyone)


def test_only_the_mover_undoes_and_everyone_sees_it(table):
    host, (anna, ben) = table
    start = snapshot(host)
    assert anna.latest.can_undo is False
    seq = anna.seq
    anna.send_action(anna.latest.legal[0])
    pump(host, [anna, ben], lambda: anna.seq > seq and ben.seq == anna.seq)
    assert anna.latest.can_undo and not ben.latest.can_undo
    ben.undo()
    assert refused(host, [anna, ben], ben, "undo").why == "Nothing to undo yet: you have not made a move."
    seq = anna.seq
    anna.undo()
    pump(host, [anna, ben], lambda: anna.seq > seq and ben.seq == anna.seq)
    assert ben.latest.undone == 0 and anna.latest.undone == 0
    assert snapshot(host)[:2] == start[:2]               # the table as it was, a new number
    assert host.runner.state.current_player() == 0
    # Anna moves, then Ben: Anna's move is no longer hers alone to take back
    for player in (anna, ben):
        seq = player.seq
        player.send_action(player.latest.legal[0])
        pump(host, [anna, ben], lambda p=player, s=seq: p.seq > s and anna.seq == ben.seq == host.seq)
    before = snapshot(host)
    anna.undo()
    assert refused(host, [anna, ben], anna, "undo").why == "Nothing to undo: Ben has played since."
    assert snapshot(host) == before


def test_hello_twice_a_host_message_and_a_message_before_hello(tmp_path):
    from game.net.transport import Client
    host = make_host("cave_rave", ("remote", "normal"), tmp_path)
    raw = Client("127.0.0.1", host.port)
    raw.start()
    try:
        got: list = []

        def wait_for(kind):
            end = len(got)
            pump(host, [], lambda: any(getattr(m, "type", None) == kind for m in got[end:] + raw_poll()))

        def raw_poll():
            got.extend(raw.poll())
            return got
        pump(host, [], lambda: raw.connected)
        raw.send(Message.of("join", code=host.join_code, name="Early"))
        wait_for("refused")
        assert "hello" in [m for m in got if getattr(m, "type", "") == "refused"][-1]["why"]
        raw.send(hello())
        wait_for("seats")
        raw.send(hello())
        wait_for("refused")
        assert host.presence[0].token is None
    finally:
        raw.close()
        host.close()


def test_bye_leaves_the_seat_waiting_away(table):
    host, (anna, ben) = table
    anna.bye()
    pump(host, [anna, ben], lambda: anna.closed_why and host.seats()[0]["state"] == "away")
    assert "waits" in anna.closed_why
    pump(host, [ben], lambda: ben.seats and ben.seats[0]["state"] == "away")


def test_a_client_reads_the_welcome_of_a_table_it_can_show(tmp_path):
    host = make_host("rodeo", ("remote", "easy"), tmp_path, seed=918273645)   # a seed that shows if sent
    client = make_client(host, tmp_path)
    try:
        client.join(host.join_code, "Anna")
        pump(host, [client], lambda: client.table is not None)
        table = client.table
        assert table["game"] == "rodeo" and table["id"] == host.table_id and not table["started"]
        assert [s["kind"] for s in table["seats"]] == ["remote", "easy"]
        assert "seed" not in json.dumps(table) and str(host.seed) not in json.dumps(table)
        assert client.kept().token == client.token == host.presence[0].token
    finally:
        close_all(host, [client])


def test_a_client_given_an_unknown_host_type_notes_it(tmp_path):
    client = TableClient("127.0.0.1", 1, store=False)
    client._event(Message.of("error", why="nope"))
    assert client.errors == ["nope"]
