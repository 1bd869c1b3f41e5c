"""No peeking over the wire: whole seeded games of all four games, every seat a remote client and a
spectator watching, with every byte the host puts on the wire to each connection recorded. The seed
never appears in them; an update carries a seat's view, its events, whose turn, the pending
decision, its legal moves and the host's undo fields, nothing else; and what each seat was sent is,
update for update, what :func:`game.net.seat_view.seat_update` gives that seat (the function whose
secrecy the non-interference tests of test_no_leak.py prove). The controls: a host that adds the
whole match to an update, or sends a seat another seat's view, is caught by the same checks."""

from __future__ import annotations

import json
from collections import defaultdict

import pytest

from game.net import host as host_module
from game.net.transport import Server
from tests.net.host_helpers import Players, close_all, make_client, make_host, seat_all

#: a seed whose digits cannot turn up by chance in a short game's bytes
SEED = 738_214_965_301
UPDATE_FIELDS = {"game", "viewer", "view", "events", "turn", "pending", "legal", "can_undo", "undone",
                 "moves"}
GAMES = {"cave_rave": 3, "camp": 3, "boaromia": 3, "rodeo": 3}


def _canon(value) -> str:
    return json.dumps(value, sort_keys=True)


@pytest.fixture
def wire(monkeypatch):
    """Every text the host's server queues for a connection, by connection."""
    sent: dict[int, list[str]] = defaultdict(list)
    real = Server._queue

    def record(self, conn, text):
        sent[conn].append(text)
        return real(self, conn, text)

    monkeypatch.setattr(Server, "_queue", record)
    return sent


@pytest.fixture
def expected(monkeypatch):
    """What the host meant to send each seat at each update, as seat_update made it (recorded
    where the host builds it, before the transport sees it)."""
    made: set[tuple] = set()
    real = host_module.TableHost._send_update

    def send_update(self, conn, events, undone=None):
        payload = self._payload(None if conn.watcher else conn.seat, events, undone)
        made.add((None if conn.watcher else conn.seat, self.seq, _canon(payload)))
        return real(self, conn, events, undone)

    monkeypatch.setattr(host_module.TableHost, "_send_update", send_update)
    return made


def _play(game_id: str, tmp_path, whole: bool = True) -> tuple:
    host = make_host(game_id, ["remote"] * GAMES[game_id], tmp_path, seed=SEED)
    clients = [make_client(host, tmp_path, f"p{i}") for i in range(GAMES[game_id])]
    watcher = make_client(host, tmp_path, "watcher")
    try:
        watcher.watch(host.watch_code)
        seat_all(host, clients)
        if whole:
            Players(host, clients + [watcher], seed=3).to_the_end()
        seats = {c.seat: c for c in clients}
        return host, seats, watcher
    finally:
        close_all(host, clients + [watcher])


def _updates(texts: list[str]) -> list[dict]:
    return [m for m in map(json.loads, texts) if m["type"] == "update"]


def _check(host, wire_texts: dict[int, list[str]], expected: set) -> list[str]:
    """What is wrong with the bytes each connection got (empty: nothing)."""
    wrong = []
    for conn, texts in wire_texts.items():
        if any(str(SEED) in text for text in texts):
            wrong.append(f"connection {conn} was sent the seed")
        for message in _updates(texts):
            payload = message["payload"]
            if set(payload) - UPDATE_FIELDS:
                wrong.append(f"connection {conn} was sent {sorted(set(payload) - UPDATE_FIELDS)}")
            mine = [seat for seat, seq, text in expected if seq == message["seq"] and text == _canon(payload)]
            if not mine:
                wrong.append(f"connection {conn} got an update at {message['seq']} no seat was meant to get")
    return wrong


@pytest.mark.parametrize("game_id", list(GAMES))
def test_what_crosses_the_wire_is_each_seats_update_and_never_the_seed(game_id, tmp_path, wire, expected):
    host, seats, watcher = _play(game_id, tmp_path)
    assert host.runner.state.is_terminal() and len(host.runner.match.actions) > 10
    assert _check(host, wire, expected) == []
    # each connection's updates are its own seat's, one for one
    for conn, texts in wire.items():
        got = [(m["seq"], _canon(m["payload"])) for m in _updates(texts)]
        if not got:
            continue
        owners = {seat for seq, text in got for seat, s, t in expected if s == seq and t == text}
        assert len(owners) == 1 or (game_id in ("camp", "boaromia") and owners), (conn, owners)
    # and the end, as each seat and the spectator hold it, is the host's view of their seat
    for seat, client in seats.items():
        assert _canon(client.latest.state.to_json()) == _canon(host.runner.state.view(seat).to_json())
    assert _canon(watcher.latest.state.to_json()) == _canon(host.runner.state.view(None).to_json())


def test_the_checks_catch_a_host_that_sends_the_match(tmp_path, wire, expected, monkeypatch):
    """The control: a host that puts its whole match (seed and actions) into every update."""
    real = host_module.TableHost._payload

    def leaky(self, seat, events, undone=None):
        return dict(real(self, seat, events, undone), match=json.loads(json.dumps(self.runner.match.to_json())))

    monkeypatch.setattr(host_module.TableHost, "_payload", leaky)
    host, _seats, _watcher = _play("cave_rave", tmp_path, whole=False)
    wrong = _check(host, wire, set())
    assert any("the seed" in w for w in wrong) and any("['match']" in w for w in wrong)


def test_the_checks_catch_a_host_that_sends_a_seat_another_seats_view(tmp_path, wire, monkeypatch):
    """The control: a host that sends every connection seat 0's update (seat 0's hand reaches the
    others) while it means to send each its own; the game's first updates are enough."""
    meant: set[tuple] = set()

    def careless(self, conn, events, undone=None):
        seat = None if conn.watcher else conn.seat
        meant.add((seat, self.seq, _canon(self._payload(seat, events, undone))))
        payload = self._payload(0, events, undone)
        self._send(conn.id, host_module.Message("update", {"seq": self.seq, "payload": payload}))

    monkeypatch.setattr(host_module.TableHost, "_send_update", careless)
    host, _seats, _watcher = _play("cave_rave", tmp_path, whole=False)
    wrong = _check(host, wire, {m for m in meant if m[0] != 0})
    assert sum("no seat was meant to get" in w for w in wrong) >= 2     # seat 1, seat 2, the spectator
