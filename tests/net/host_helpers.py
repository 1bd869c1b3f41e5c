"""A hosted table and its clients on loopback (127.0.0.1, a free port), driven the way a frame loop
drives them: poll the host, poll each client, let remote players choose among the legal moves
they were sent (seeded), play the seats at the host's screen through the host."""

from __future__ import annotations

import random
import time

from game.net.client import TableClient
from game.net.host import TableHost
from game.net.seats import SeatPlan
from game.net.tokens import TokenStore

#: generous: only a broken wire ever waits this long
PATIENCE = 20.0
#: the transport's bounds, opened wide for tests that play fast (the bounds have their own tests)
FAST = {"rate": 10_000.0, "burst": 10_000, "bad_burst": 10_000}
#: short games
SHORT = {"cave_rave": {"length": "short"}, "rodeo": {"length": "short"}}


def plan(*kinds: str) -> list[SeatPlan]:
    return [SeatPlan(k.split(":")[0], k.split(":")[1] if ":" in k else "") for k in kinds]


def make_host(game_id: str, kinds, tmp_path, seed: int = 11, **kw) -> TableHost:
    kw.setdefault("options", SHORT.get(game_id))
    kw.setdefault("server_options", FAST)
    kw.setdefault("autosave", tmp_path / "autosave.json")
    host = TableHost(game_id, plan(*kinds), seed=seed, port=0, **kw)
    host.open()
    return host


def make_client(host: TableHost, tmp_path, name: str = "c", **kw) -> TableClient:
    kw.setdefault("store", TokenStore(tmp_path / f"seats-{name}.json"))
    client = TableClient("127.0.0.1", host.port, **kw)
    client.connect()
    return client


def pump(host: TableHost, clients, until, patience: float = PATIENCE, timeout: float = 0.002) -> list:
    """Poll the host and the clients until ``until()`` holds; the host's notes. AssertionError
    after ``patience`` seconds."""
    notes: list = []
    end = time.monotonic() + patience
    while not until():
        assert time.monotonic() < end, f"waited {patience} s; notes {notes[-5:]!r}"
        notes += host.poll(timeout)
        for c in clients:
            c.poll()
    return notes


def seat_all(host: TableHost, clients, names=None) -> None:
    """Each client joins with the code (the remote seats in order) and the host starts."""
    remote = [i for i, p in enumerate(host.plan) if p.is_remote]
    for i, c in enumerate(clients):
        c.join(host.join_code, (names or [f"Remote {n + 1}" for n in range(len(clients))])[i], seat=remote[i])
    pump(host, clients, lambda: host.ready() and all(c.seat is not None for c in clients))
    assert host.start() == ""
    pump(host, clients, lambda: all(c.latest is not None and c.seq == host.seq for c in clients))


class Players:
    """Remote players choosing among the legal moves their client was sent, and the host's screen
    seats choosing among theirs, each from a seeded generator."""

    def __init__(self, host: TableHost, clients, seed: int = 1):
        self.host, self.clients = host, clients
        self.rng = random.Random(seed)
        self.sent: dict[int, int] = {}          # client index -> the seq it last moved at
        self.moves = 0
        self.refusals: list = []
        #: the seats whose players wait instead of moving
        self.paused: set[int] = set()

    def step(self) -> None:
        host = self.host
        host.poll(0.002)
        for i, c in enumerate(self.clients):
            latest = c.poll()
            self.refusals += c.take_refusals()
            if (latest is not None and latest.legal and self.sent.get(i) != c.seq
                    and c.seat not in self.paused):
                self.sent[i] = c.seq
                assert c.send_action(self.rng.choice(latest.legal))
                self.moves += 1
        if host.started and not host.over:
            turn = host.runner.state.current_player()
            if turn >= 0 and host.plan[turn].kind == "screen":
                legal = host.payload(turn)["legal"]
                assert host.play(turn, self.rng.choice(legal)) == ""

    def until(self, done, patience: float = PATIENCE) -> None:
        end = time.monotonic() + patience
        while not done():
            assert time.monotonic() < end, f"waited {patience} s at {len(self.host.runner.match.actions)} actions"
            self.step()
        assert not self.refusals, self.refusals

    def to_the_end(self, patience: float = PATIENCE) -> None:
        self.until(lambda: self.host.over and all(c.latest is not None and c.seq == self.host.seq
                                                  for c in self.clients if c.connected), patience)


def close_all(host: TableHost, clients) -> None:
    for c in clients:
        c.close()
    host.close()
