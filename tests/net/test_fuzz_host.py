"""Hostile clients against a live host on loopback: thousands of malformed, oversized, out-of-turn,
replayed and illegal messages from two seated players (one whose turn it is, one whose it is not).
The host answers every one (a refusal or an error), never crashes, and the table is the same
after them: the state, the actions, the sequence number. A legal move is then still played."""

from __future__ import annotations

import contextlib
import json
import random

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode
from websockets.sync.client import connect as raw_connect

from game.core.state import action_from_json
from game.net import protocol as P
from tests.net.host_helpers import make_host
from tests.net.test_fuzz_wire import hostile, random_value
from tests.net.wire_helpers import looping

pytestmark = pytest.mark.filterwarnings("error")


def _connect(port: int):
    return raw_connect(f"ws://127.0.0.1:{port}/", proxy=None, compression=None, max_size=None, open_timeout=10)


def _recv(ws) -> P.Message:
    return P.parse(ws.recv(timeout=10), P.HOST)


def _until(ws, kind: str) -> P.Message:
    while True:
        message = _recv(ws)
        if message.type == kind:
            return message


def _snapshot(host):
    runner = host.runner
    return json.dumps(runner.state.to_json(), sort_keys=True, default=str), list(runner.match.actions), host.seq


@pytest.fixture
def closing():
    """Hosts made by a test, closed after it (their threads gone)."""
    hosts: list = []
    yield hosts.append
    for host in hosts:
        host.close()


def _driven(host):
    """The host polled on a thread of its own, as a frame loop polls it."""
    return looping(lambda: host.poll(0.005), "test-host-loop")


def _frame(frame):
    if isinstance(frame, str) and P._SURROGATE.search(frame):
        return frame.encode("utf-8", "surrogatepass")          # a lone surrogate: a binary frame
    return frame


def _is_bye(frame) -> bool:
    try:
        return P.parse(frame, P.CLIENT).type == "bye"
    except P.ProtocolError:
        return False


def _hostile_moves(rng, legal, seq):
    """Acts a seat at its turn may send that the rules refuse: junk, real moves bent, old numbers."""
    legal_set = {action_from_json(a) for a in legal}
    out = []
    while len(out) < 1200:
        roll = rng.random()
        if roll < 0.3:
            action = [random_value(rng) for _ in range(rng.randrange(6))]
        elif roll < 0.6:
            action = list(rng.choice(legal))
            action.append(rng.choice([0, 1, "x", None, [1]]))
        elif roll < 0.8:
            action = list(rng.choice(legal))
            action[rng.randrange(len(action))] = rng.choice([-1, 999, 2**31, "deck", "", None, [None]])
        else:                               # a real move with another moment's number: a replay
            message = {"type": "act", "seq": rng.choice([0, seq - 1, seq + 1, 10**9]), "action": rng.choice(legal)}
            out.append(json.dumps(message))
            continue
        try:
            if action_from_json(action) in legal_set:
                continue
        except TypeError:
            pass
        out.append(json.dumps({"type": "act", "seq": seq, "action": action}))
    return out


def test_a_live_host_answers_every_hostile_message_and_the_table_stays_as_it_was(tmp_path, closing):
    host = make_host("cave_rave", ("remote", "remote", "screen"), tmp_path, seed=17)
    closing(host)
    rng = random.Random(2026)
    with _connect(host.port) as anna, _connect(host.port) as ben:
        with _driven(host):
            for ws, name, seat in ((anna, "Anna", 0), (ben, "Ben", 1)):
                ws.send(P.encode(P.hello()))
                _until(ws, "seats")
                ws.send(P.encode(P.Message.of("join", code=host.join_code, name=name, seat=seat)))
                _until(ws, "welcome")
        assert host.start() == ""
        with _driven(host):
            update = _until(anna, "update")
            _until(ben, "update")
        legal, seq = update["payload"]["legal"], update["seq"]
        assert legal and seq == host.seq
        before = _snapshot(host)

        frames = [f for f in (hostile(rng) for _ in range(3000)) if len(f) <= P.MAX_BYTES and not _is_bye(f)]
        for i in range(0, len(frames), 5):             # moves of the player whose turn it is not
            frames[i] = json.dumps({"type": rng.choice(["act", "undo"]), "seq": seq, "action": rng.choice(legal)}
                                   if i % 2 else {"type": "undo", "seq": seq})
        kinds: dict[str, int] = {}
        with _driven(host):
            for frame in frames[:2000]:
                ben.send(_frame(frame))
                answer = _recv(ben)                     # one answer for each
                assert answer.type in ("refused", "error"), (frame, answer)
                kinds[answer.type] = kinds.get(answer.type, 0) + 1
            for frame in _hostile_moves(rng, legal, seq) + [P.encode(P.Message.of("undo", seq=seq))]:
                anna.send(_frame(frame))
                answer = _recv(anna)
                assert answer.type in ("refused", "error") and answer["why"], (frame, answer)
                if answer.type == "refused":        # read, and refused by the rules or the number
                    kinds["turn"] = kinds.get("turn", 0) + 1
        assert _snapshot(host) == before
        assert kinds["refused"] > 200 and kinds["error"] > 1000 and kinds["turn"] > 600, kinds

        # frames too large close only their own connection; the table goes on
        for size in (P.MAX_BYTES + 1, 4 * P.MAX_BYTES):
            with _driven(host), _connect(host.port) as ws, contextlib.suppress(ConnectionClosed):
                ws.send('{"type": "act", "seq": 1, "action": ["' + "x" * size + '"]}')
                ws.recv(timeout=10)
            assert ws.close_code == CloseCode.MESSAGE_TOO_BIG
        assert _snapshot(host) == before
        with _driven(host):                            # and a legal move is played
            anna.send(P.encode(P.Message.of("act", seq=seq, action=legal[0])))
            assert _until(ben, "update")["seq"] == seq + 1
        assert host.seq == seq + 1 and len(host.runner.match.actions) > len(before[1])


def test_messages_in_the_lobby_change_nothing_but_what_they_may(tmp_path, closing):
    """Before the game: moves, undos, wrong codes, bad tokens, hellos again are refused; the seats
    stay open."""
    host = make_host("camp", ("remote", "remote", "easy"), tmp_path)
    closing(host)
    rng = random.Random(7)
    with _connect(host.port) as ws, _driven(host):
        ws.send(P.encode(P.hello()))
        _until(ws, "seats")
        for _i in range(300):
            kind = rng.choice(["act", "undo", "join", "watch", "rejoin", "hello"])
            fields = {"act": {"seq": rng.randrange(5), "action": [random_value(rng) for _ in range(3)]},
                      "undo": {"seq": rng.randrange(5)},
                      "join": {"code": rng.choice(["AAA-BBB-CCC", "nope", host.watch_code]), "name": "Eve"},
                      "watch": {"code": rng.choice(["AAA-BBB-CCC", host.join_code])},
                      "rejoin": {"token": f"{rng.getrandbits(128):032x}"},
                      "hello": P.hello().fields}[kind]
            try:
                text = P.encode(P.Message.of(kind, **fields))
            except P.ProtocolError:
                text = json.dumps({"type": kind, **fields})
            ws.send(text)
            assert _recv(ws).type in ("refused", "error")
    assert not host.started and [s["state"] for s in host.seats()] == ["open", "open", "bot"]
    assert host.presence[0].token is None and host.presence[1].token is None
