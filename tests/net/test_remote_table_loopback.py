"""A remote seat's table over the real wire: a TableHost on 127.0.0.1 (a free port), a TableClient
whose seat is played on the game's own table scene (headless, real clicks and keys), another
remote player on a plain TableClient choosing among the moves it was sent, and a bot at the host.
A whole game of Camp Roskilde: what the table lights is what the host accepts, an undo from the
table goes to the host and comes back, and the table's frames only drain the client's queue."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from game.net.client import TableClient
from game.net.host import TableHost
from game.net.remote_runner import over_client
from game.net.seats import SeatPlan
from game.net.tokens import TokenStore
from tests.net.test_remote_table import check_lit, close_interlude, key, my_move

#: the transport's bounds opened wide: the test plays faster than people (the bounds have their tests)
FAST = {"rate": 10_000.0, "burst": 10_000, "bad_burst": 10_000}
PATIENCE = 60.0


def wait(until, host: TableHost, clients, what: str, app=None) -> None:  # noqa: F811
    end = time.monotonic() + PATIENCE
    while not until():
        assert time.monotonic() < end, f"waited {PATIENCE} s for {what}"
        host.poll(0.002)
        for c in clients:
            c.poll()
        if app is not None:
            app.step([])


@pytest.mark.parametrize("game_id", ["camp", "boaromia", "cave_rave", "rodeo"])
def test_a_whole_game_over_loopback_from_the_remote_table(app, tmp_path, game_id):  # noqa: F811
    host = TableHost(game_id, [SeatPlan("remote"), SeatPlan("easy"), SeatPlan("remote")], seed=5, port=0,
                     autosave=tmp_path / "autosave.json", server_options=FAST, bots_on_thread=False)
    assert host.open() > 0 and host.address == "127.0.0.1"
    mine = TableClient("127.0.0.1", host.port, store=TokenStore(tmp_path / "mine.json"))
    other = TableClient("127.0.0.1", host.port, store=TokenStore(tmp_path / "other.json"))
    try:
        for c in (mine, other):
            c.connect()
        mine.join(host.join_code, "Anna", seat=0)
        other.join(host.join_code, "Ben", seat=2)
        wait(lambda: host.ready() and mine.seat == 0 and other.seat == 2, host, (mine, other), "the seats")
        assert host.start() == ""
        wait(lambda: mine.latest is not None and other.latest is not None, host, (mine, other), "the deal")

        remote = over_client(mine)
        assert remote.match.seed != host.seed and [s.name for s in remote.match.seats][::2] == ["Anna", "Ben"]
        scene = remote.spec.scene_class()(app, remote)
        app.push(scene)
        app.step([])
        assert scene.humans() == [0]

        rng, other_rng = random.Random(3), random.Random(4)
        moved_at = None
        cuts: list[tuple[int, int]] = []       # the log's length before and after each undo the table took
        tries = 0
        took_undo = scene._undone

        def spy():
            before = len(scene.log)
            took_undo()
            cuts.append((before, len(scene.log)))

        scene._undone = spy
        taken: list[tuple] = []                # each change the table took, and the host's refusal with it
        real_take = remote.take

        def take():
            change = real_take()
            taken.append((change and change.kind, remote.refusal))
            return change

        remote.take = take
        decisions = lit = 0
        undone = False
        end = time.monotonic() + PATIENCE
        while not (host.over and scene.state.is_terminal() and not remote.news()):
            assert time.monotonic() < end, "the game did not end"
            host.poll(0.002)
            latest = other.poll()
            # the other player moves once this table has taken what the host sent and has had its
            # chance to undo (else their move, sent first, makes every undo a refused one)
            caught_up = not remote.waiting and not remote.news() and mine.seq == host.seq
            wants_undo = not undone and tries < 10 and scene.can_undo()
            if (latest is not None and latest.legal and other.seq == host.seq and moved_at != other.seq
                    and caught_up and not wants_undo):
                moved_at = other.seq
                assert other.send_action(other_rng.choice(latest.legal))
            app.step([])                     # the table pumps its client: poll(0), never waits
            if close_interlude(app, scene):
                continue
            if remote.waiting or remote.news() or mine.seq != host.seq:
                continue
            if not undone and tries < 10 and scene.can_undo():
                tries += 1             # (the host may refuse it: a bot drew a card, Ben moved meanwhile)
                mark = len(taken)
                app.step([key(pygame.K_z, "z", pygame.KMOD_CTRL)])
                assert remote.waiting
                wait(lambda: not remote.waiting, host, (other,), "the undo", app)
                undone = bool(cuts)
                assert undone or any(why for _kind, why in taken[mark:]), "a refused undo says why"
                continue
            if scene.human_to_act() is None:
                continue
            lit += check_lit(scene, remote, _Host(host))
            my_move(app, scene, remote, rng, [])
            decisions += 1
        app.step([])
        assert decisions > 3 and lit and undone and all(after < before for before, after in cuts)
        assert scene.state.is_terminal() and scene.log == remote.log_lines()
        assert not mine.errors and not other.errors
    finally:
        for c in (mine, other):
            c.close()
        host.close()


class _Host:
    """What :func:`check_lit` reads of a host: its runner."""

    def __init__(self, host: TableHost):
        self.runner = host.runner
