"""Hostile input: thousands of random, broken, oversized and deeply nested frames into parse(),
and a few hundred through a live server on loopback. parse() raises nothing but ProtocolError;
the server stays up and answers every frame."""

from __future__ import annotations

import contextlib
import json
import random

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode
from websockets.sync.client import connect as raw_connect

from game.net import protocol as P
from game.net.protocol import Message, ProtocolError
from game.net.transport import Closed, Server
from tests.net.test_protocol import VALID
from tests.net.wire_helpers import gather, looping, of_type

pytestmark = pytest.mark.filterwarnings("error")

ATOMS = [0, 1, -1, 7, 2**31, 2**31 + 1, 10**30, 1.5, -0.0, True, False, None, "", "x", "play", "\u00e9",
         "\x00", "\ud800", "\u202e", "K7Q-M2X-WP9", "0123456789abcdef" * 2, "x" * 70, "y" * 2000, [], {}]


def random_value(rng: random.Random, depth: int = 0):
    roll = rng.random()
    if depth > 6 or roll < 0.5:
        return rng.choice(ATOMS)
    if roll < 0.75:
        return [random_value(rng, depth + 1) for _ in range(rng.randrange(6))]
    return {rng.choice(["type", "seq", "action", "why", "name", "x", ""]): random_value(rng, depth + 1)
            for _ in range(rng.randrange(5))}


def nested(rng: random.Random) -> str:
    depth = rng.choice([5, 31, 32, 33, 100, 5000, 40_000])
    opener, closer = rng.choice([("[", "]"), ('{"a":', "}"), ('{"type": "update", "payload": [', "]}")])
    return opener * depth + rng.choice(["1", '"x"', ""]) + closer * rng.choice([depth, depth - 1, 0])


def mutated(rng: random.Random) -> str | bytes:
    kind = rng.choice(sorted(VALID))
    fields = dict(VALID[kind])
    for _ in range(rng.randrange(1, 4)):
        roll = rng.random()
        if roll < 0.3 and fields:
            del fields[rng.choice(sorted(fields))]
        elif roll < 0.6 and fields:
            fields[rng.choice(sorted(fields))] = random_value(rng)
        elif roll < 0.7:
            fields[rng.choice(["extra", "type", "__proto__", "seq"])] = random_value(rng)
        elif roll < 0.8:
            kind = rng.choice([kind, "shout", "", "HELLO", "hello "])
        else:
            fields["action"] = [random_value(rng) for _ in range(rng.randrange(40))]
    text = json.dumps({"type": kind, **fields}, ensure_ascii=rng.random() < 0.5)
    roll = rng.random()
    if roll < 0.15:                                  # cut short
        return text[: rng.randrange(len(text) + 1)]
    if roll < 0.25:                                  # a byte flipped
        data = bytearray(text.encode("utf-8", "surrogatepass"))
        data[rng.randrange(len(data))] = rng.randrange(256)
        return bytes(data)
    return text


def hostile(rng: random.Random) -> str | bytes:
    roll = rng.random()
    if roll < 0.1:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(64)))
    if roll < 0.2:
        return nested(rng)
    if roll < 0.4:
        return json.dumps(random_value(rng))
    if roll < 0.45:
        return '{"type": "error", "why": "' + "z" * rng.choice([1000, 1001, 70_000]) + '"}'
    if roll < 0.5:
        return rng.choice(['{"type": "act", "seq": NaN, "action": []}', '{"type":"bye","type":"bye"}',
                           '{"type": "undo", "seq": 1' + "9" * 5000 + "}", "\ufeff{}", '{"type":"bye"} ',
                           '{"type": "error", "why": "\\ud800\\udc00"}', "\x00", "null", "[]" * 30_000])
    return mutated(rng)


def test_parse_raises_only_protocol_errors():
    rng = random.Random(26)
    counts = {"read": 0, "refused": 0}
    for _ in range(5000):
        frame = hostile(rng)
        try:
            message = parse_any(frame)
        except ProtocolError as exc:
            assert str(exc)
            counts["refused"] += 1
            continue
        assert P.parse(P.encode(message)) == message           # what passes writes back the same
        counts["read"] += 1
    assert counts["read"] > 100 and counts["refused"] > 3000, counts


def parse_any(frame):
    for side in (None, P.CLIENT, P.HOST):
        try:
            message = P.parse(frame, side)
        except ProtocolError:
            if side is None:
                raise
            continue
    return message


@contextlib.contextmanager
def echo_host(server: Server):
    """A host that answers each message it is given with a refusal (the server itself answers
    what it left unread)."""
    answered = []

    def answer():
        for conn, event in server.poll(0.05):
            if isinstance(event, Message):
                server.send(conn, Message.of("refused", why="Nothing plays here.", about=event.type))
                answered.append(event.type)

    with looping(answer, "test-echo-host"):
        yield answered


def test_a_live_server_answers_every_hostile_frame_and_stays_up():
    rng = random.Random(2026)
    frames = [f for f in (hostile(rng) for _ in range(2000)) if len(f) <= P.MAX_BYTES][:400]
    clients = sorted(k for k, kind in P.MESSAGES.items() if kind.sent_by == P.CLIENT)
    for i in range(0, len(frames), 8):              # valid ones among them, which reach the host
        frames[i] = json.dumps({"type": clients[i % len(clients)], **VALID[clients[i % len(clients)]]})
    with Server("127.0.0.1", 0, rate=10_000, burst=10_000, bad_burst=10_000) as server, \
            echo_host(server) as answered:
        with raw_connect(f"ws://127.0.0.1:{server.port}/", proxy=None, compression=None, max_size=None,
                         open_timeout=10) as ws:
            ws.send(P.encode(P.hello()))
            assert P.parse(ws.recv(timeout=10))["about"] == "hello"
            kinds = []
            for frame in frames:
                if isinstance(frame, str) and P._SURROGATE.search(frame):
                    frame = frame.encode("utf-8", "surrogatepass")    # a lone surrogate: a binary frame
                ws.send(frame)
                answer = P.parse(ws.recv(timeout=10), P.HOST)     # one answer for each frame
                assert answer.type in ("refused", "error"), answer
                kinds.append(answer.type)
        assert kinds.count("refused") >= 50 and kinds.count("error") > 200
        # oversized frames close only their own connection; the server goes on
        for size in (P.MAX_BYTES + 1, 10 * P.MAX_BYTES):
            with raw_connect(f"ws://127.0.0.1:{server.port}/", proxy=None, compression=None,
                             open_timeout=10) as ws, contextlib.suppress(ConnectionClosed):
                ws.send("[" * size)
                ws.recv(timeout=10)
            assert ws.close_code == CloseCode.MESSAGE_TOO_BIG
        with raw_connect(f"ws://127.0.0.1:{server.port}/", proxy=None, open_timeout=10) as ws:
            ws.send(P.encode(Message.of("bye")))
            assert P.parse(ws.recv(timeout=10))["about"] == "bye"
    assert len(answered) == kinds.count("refused") + 2 and answered[0] == "hello" and answered[-1] == "bye"


def test_floods_of_bad_frames_close_the_connection_not_the_server():
    with Server("127.0.0.1", 0, bad_burst=10) as server:
        for _ in range(3):
            with raw_connect(f"ws://127.0.0.1:{server.port}/", proxy=None, open_timeout=10) as ws, \
                    contextlib.suppress(ConnectionClosed):
                for _ in range(100):
                    ws.send("{broken")
                while True:
                    ws.recv(timeout=10)
            assert ws.close_code == CloseCode.POLICY_VIOLATION
        events = gather(server.poll, lambda ev: len(of_type(ev, Closed)) == 3)
        assert len(of_type(events, ProtocolError)) >= 30
        with raw_connect(f"ws://127.0.0.1:{server.port}/", proxy=None, open_timeout=10) as ws:
            ws.send(P.encode(P.hello()))
            gather(server.poll, lambda ev: of_type(ev, Message))
