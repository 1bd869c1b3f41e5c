"""The wire over loopback (127.0.0.1 only): connect, hello, both ways, and every bound the
server keeps: the frame size, malformed messages, the rate, the connections, the hello's time,
a clean close."""

from __future__ import annotations

import contextlib
import json
import threading

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode
from websockets.sync.client import connect as raw_connect

import game.games  # noqa: F401
from game.net import protocol as P
from game.net.protocol import Message, ProtocolError
from game.net.transport import Client, Closed, Opened, Server
from tests.net.wire_helpers import gather, of_type

pytestmark = pytest.mark.filterwarnings("error")

LOOPBACK = "127.0.0.1"


@contextlib.contextmanager
def raw(port: int):
    """A bare WebSocket to the server, for what a well-made client never sends (closed at the
    end, whether or not the server closed it first)."""
    done = False
    try:
        with raw_connect(f"ws://{LOOPBACK}:{port}/", proxy=None, compression=None, max_size=None,
                         open_timeout=10, close_timeout=5) as ws:
            yield ws
            done = True
    except ConnectionClosed:
        if not done:
            raise


def messages(events) -> list[Message]:
    return of_type(events, Message)


def connected(server: Server) -> tuple[Client, int]:
    """A client that has said hello, and its connection id on the server."""
    client = Client(LOOPBACK, server.port)
    client.start()
    gather(client.poll, lambda ev: of_type(ev, Opened))
    client.send(P.hello())
    got = gather(server.poll, lambda ev: any(isinstance(e, Message) and e.type == "hello" for _, e in ev))
    conn = next(c for c, e in got if isinstance(e, Message))
    return client, conn


@pytest.fixture
def server():
    with Server(LOOPBACK, 0) as running:
        yield running
    assert not [t for t in threading.enumerate() if t.name.startswith("openair-host")]


def test_it_binds_the_loopback_address_and_a_free_port(server):
    assert server.port > 0
    with pytest.raises(OSError):
        Server(LOOPBACK, server.port).start()


def test_hello_and_messages_both_ways(server):
    client, conn = connected(server)
    assert server.connections() == [conn]
    assert server.address_of(conn) == LOOPBACK
    assert client.send(Message.of("act", seq=0, action=["play", 3, None, [1, 2]]))
    got = gather(server.poll, messages)
    assert got == [(conn, Message("act", {"seq": 0, "action": ["play", 3, None, [1, 2]]}))]
    assert server.send(conn, Message.of("update", seq=1, payload={"view": {"hand": [1, 2]}}))
    server.send(conn, Message.of("seats", seats=[{"seat": 0, "name": "Ada", "state": "here"}]))
    got = gather(client.poll, lambda ev: len(messages(ev)) == 2)
    assert [m.type for m in messages(got)] == ["update", "seats"]
    assert messages(got)[0]["payload"] == {"view": {"hand": [1, 2]}}
    client.close()
    closed = gather(server.poll, lambda ev: of_type(ev, Closed))
    assert closed == [(conn, Closed(CloseCode.NORMAL_CLOSURE, "bye"))]
    assert server.connections() == [] and server.address_of(conn) is None
    assert not server.send(conn, Message.of("error", why="gone"))


def test_a_message_the_protocol_does_not_allow_is_not_sent(server):
    client, conn = connected(server)
    with pytest.raises(ProtocolError):
        server.send(conn, Message("update", {"seq": -1, "payload": {}}))
    with pytest.raises(ProtocolError):
        client.send(Message("act", {"seq": 0, "action": "not a list"}))
    client.close()


def test_a_malformed_message_is_answered_and_the_connection_kept(server):
    with raw(server.port) as ws:
        for bad in ["not json", '{"type": "update", "seq": 1, "payload": {}}', b"\xff", "[" * 5000,
                    json.dumps({"type": "act", "seq": 1, "action": [[[[[1]]]]]})]:
            ws.send(bad)
            answer = P.parse(ws.recv(timeout=10), P.HOST)
            assert answer.type == "error" and answer["why"]
        ws.send(P.encode(P.hello()))
        ws.send(P.encode(Message.of("bye")))
        got = gather(server.poll, lambda ev: len(messages(ev)) == 2)
    assert [m.type for m in messages(got)] == ["hello", "bye"]
    assert len(of_type(got, ProtocolError)) == 5          # each reported to the host, already answered


def test_an_oversized_message_closes_the_connection_unread(server):
    with raw(server.port) as ws:
        ws.send(P.encode(P.hello()))
        ws.send("x" * (P.MAX_BYTES + 1))
        with pytest.raises(ConnectionClosed):    # the server closed it: 1009, message too big
            ws.recv(timeout=10)
        assert ws.close_code == CloseCode.MESSAGE_TOO_BIG
    got = gather(server.poll, lambda ev: of_type(ev, Closed))
    assert [m.type for m in messages(got)] == ["hello"]
    assert of_type(got, Closed)[0].code == CloseCode.MESSAGE_TOO_BIG
    client, _ = connected(server)                # and the server goes on
    client.close()


def test_a_message_just_under_the_limit_passes(server):
    client, conn = connected(server)
    payload = {"blob": "y" * (P.MAX_BYTES - 100)}
    assert server.send(conn, Message.of("update", seq=2, payload=payload))
    got = gather(client.poll, messages)
    assert messages(got)[0]["payload"] == payload
    client.close()


def test_connections_are_bounded():
    with Server(LOOPBACK, 0, max_connections=3) as server:
        clients = [connected(server)[0] for _ in range(3)]
        extra = Client(LOOPBACK, server.port)
        extra.start()
        got = gather(extra.poll, lambda ev: of_type(ev, Closed))
        refused = messages(got)
        assert refused[0].type == "refused" and refused[0]["about"] == "full"
        assert refused[0]["why"] == "The table is full: it takes 3 connections at most."
        assert of_type(got, Closed)[0].code == CloseCode.TRY_AGAIN_LATER
        extra.close()
        assert len(server.connections()) == 3
        clients.pop().close()
        gather(server.poll, lambda ev: of_type(ev, Closed))
        again, _ = connected(server)                # a seat came free
        for client in [*clients, again]:
            client.close()


def test_the_default_bound_is_eight():
    assert Server().max_connections == 8 == P.MAX_SEATS


def test_too_many_messages_are_left_unread_then_the_connection_closed():
    with Server(LOOPBACK, 0, rate=0.001, burst=3, bad_burst=5) as server, raw(server.port) as ws:
        answers = []
        with contextlib.suppress(ConnectionClosed):      # the server may close it while they go out
            for _ in range(30):
                ws.send(P.encode(Message.of("undo", seq=1)))
        with contextlib.suppress(ConnectionClosed):
            while True:
                answers.append(P.parse(ws.recv(timeout=10), P.HOST))
        assert ws.close_code == CloseCode.POLICY_VIOLATION
        got = gather(server.poll, lambda ev: of_type(ev, Closed))
    assert len(messages(got)) == 3                       # the burst
    assert [a.type for a in answers] == ["error"] * 5     # then each answered, until the bound
    assert answers[0]["why"] == "Too many messages came too fast: this one was left unread."


def test_a_connection_that_says_no_hello_is_closed():
    with Server(LOOPBACK, 0, hello_timeout=0.2) as server:
        client = Client(LOOPBACK, server.port)
        client.start()
        got = gather(client.poll, lambda ev: of_type(ev, Closed))
        assert of_type(got, Closed)[0] == Closed(CloseCode.POLICY_VIOLATION, "no hello in time")
        client.close()
        talker, _ = connected(server)                    # one that says hello stays
        talker.send(Message.of("bye"))
        gather(server.poll, messages)
        assert talker.connected
        talker.close()


def test_stopping_sends_what_was_queued_then_closes_every_connection():
    server = Server(LOOPBACK, 0)
    server.start()
    clients = [connected(server) for _ in range(3)]
    for _, conn in clients:
        server.send(conn, Message.of("closing", why="The host stopped the table."))
    server.stop()
    assert not [t for t in threading.enumerate() if t.name.startswith("openair-host")]
    for client, _ in clients:
        got = gather(client.poll, lambda ev: of_type(ev, Closed))
        assert [m.type for m in messages(got)] == ["closing"]
        assert of_type(got, Closed)[0].code == CloseCode.GOING_AWAY
        assert not client.connected and not client.send(Message.of("bye"))
        client.close()
    assert not [t for t in threading.enumerate() if t.name.startswith("openair-")]
    server.stop()                                         # twice is harmless


def test_a_client_that_finds_no_server_says_so():
    with Server(LOOPBACK, 0) as server:
        port = server.port
    client = Client(LOOPBACK, port)                       # nothing listens there now
    client.start()
    got = gather(client.poll, lambda ev: of_type(ev, Closed))
    assert of_type(got, Closed)[0].code is None and of_type(got, Closed)[0].reason
    client.close()


def test_a_client_may_close_before_it_connected():
    with Server(LOOPBACK, 0) as server:
        client = Client(LOOPBACK, server.port)
        client.start()
        client.close()
        assert not client.connected


def test_the_wire_imports_no_pygame():
    import subprocess
    import sys
    code = ("import sys; import game.net.protocol, game.net.transport, game.net.codes, game.net.guard; "
            "assert not [m for m in sys.modules if m.startswith('pygame')], 'pygame imported'")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_each_side_wakes_its_app_when_something_arrives():
    """The app's loop sleeps while nothing happens: the server and the client call their ``wake``
    (from the network thread) each time something is queued for poll, so the loop need not look."""
    woken = {"host": threading.Event(), "client": threading.Event()}
    with Server(LOOPBACK, 0, wake=woken["host"].set) as host:
        client = Client(LOOPBACK, host.port, wake=woken["client"].set)
        client.start()
        assert woken["client"].wait(10) and of_type(client.poll(), Opened)
        woken["client"].clear()
        assert woken["host"].wait(10) and of_type([e for _c, e in host.poll()], Opened)
        woken["host"].clear()
        client.send(P.hello())
        assert woken["host"].wait(10)
        assert [e.type for _c, e in host.poll() if isinstance(e, Message)] == ["hello"]
        assert not woken["client"].is_set()                 # nothing came to the client meanwhile
        client.close()
