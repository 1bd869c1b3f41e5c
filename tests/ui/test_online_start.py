"""Start in the lobby opens the real game tables, on both sides, over 127.0.0.1 (a free port).

Two Open Airs in one process (two headless Apps): the host's, whose lobby's Start opens the game's
own table with one seat at this screen (every move through the TableHost), and a friend's, who
joined by address and code and whose lobby opens the game's table over its TableClient. Moves are
made on both tables by posted clicks (and a key), the host's table shows the friend's moves as
they come, both show the same public state, and each side may leave the table from its pause
menu: the friend's seat waits; the host's close tells the friend and keeps the autosave.
"""

from __future__ import annotations

import os
import random
import threading
import time

import pygame
import pytest

from game.core import saves
from game.core.state import CHANCE
from game.net.host import TableHost
from game.net.remote_runner import RemoteRunner
from game.net.seats import SeatPlan
from game.ui.host_runner import HostRunner
from game.ui.online_table import OnlineTable
from game.ui.scenes import online_link
from game.ui.scenes.online_join import JoinScene, SeatPickScene
from game.ui.scenes.online_lobby import LobbyScene
from tests.net.test_remote_table import close_interlude, plain, wire
from tests.table_helpers import another_app
from tests.table_helpers import click as click_on
from tests.ui.test_online_screens import hosting_on_loopback, open_host, open_lobby, type_text

#: the transport's bounds opened wide: the test plays faster than people
FAST = {"rate": 10_000.0, "burst": 10_000, "bad_burst": 10_000}
#: seconds a test waits for the other side at most
PATIENCE = 30.0
#: the seed of every table hosted here (the games go the same way each run)
SEED = 23


@pytest.fixture
def hosted(monkeypatch, tmp_path):
    """Every table hosted listens on 127.0.0.1 at a free port, autosaves into the test's folder,
    plays its bots inline; closed after the test."""
    with hosting_on_loopback(monkeypatch, autosave=tmp_path / "table.json", server_options=FAST, seed=SEED,
                             bots_on_thread=False) as made:
        yield made


@pytest.fixture
def friend_app():
    """The friend's Open Air: a second App (the same headless display), on its launcher."""
    with another_app() as app:
        yield app


def found(join, port: int) -> int:
    """Where the table at ``port`` is in the Join screen's list of tables found."""
    return next(i for i, ad in enumerate(join.tables()) if ad.port == port)


def both(host_app, friend_app, cond):
    """Run frames of both apps (the network's threads answer meanwhile) until ``cond()``; False
    after :data:`PATIENCE` seconds (a slow machine waits longer, a broken table fails)."""
    pause, end = threading.Event(), time.monotonic() + PATIENCE
    while time.monotonic() < end:
        host_app.step([])
        friend_app.step([])
        if cond():
            return True
        pause.wait(0.002)
    return False


def start_both(shell_app, friend_app, click, hosted, game="cave_rave"):
    """The host's lobby, the friend joined by address and code, the host's Start: both tables."""
    shell_app.anim_speed_override = 0.0
    _host, host_lobby = open_lobby(shell_app, click, game)
    net = hosted[0]
    friend_app.push(JoinScene(friend_app))
    join = friend_app.top                             # the table is found on the network (in-process here)
    assert both(shell_app, friend_app, lambda: any(ad.port == net.host.port for ad in join.tables()))
    assert both(shell_app, friend_app, lambda: f"table{found(join, net.host.port)}" in join.targets())
    click(friend_app, f"table{found(join, net.host.port)}")
    assert join.address_text == f"127.0.0.1:{net.host.port}" and join.code_field.editing
    type_text(friend_app, net.host.join_code)         # Enter joins
    assert both(shell_app, friend_app, lambda: isinstance(friend_app.top, SeatPickScene)), (join.error, join.link)
    click(friend_app, "name")
    type_text(friend_app, "Bruno")
    click(friend_app, "sit")
    assert both(shell_app, friend_app, lambda: isinstance(friend_app.top, LobbyScene))
    friend_lobby = friend_app.top
    assert both(shell_app, friend_app, lambda: host_lobby.widgets_by_name()["start"].enabled)
    click(shell_app, "start")
    host_table = shell_app.top
    assert isinstance(host_table, OnlineTable) and isinstance(host_table.runner, HostRunner)
    assert both(shell_app, friend_app, lambda: isinstance(friend_app.top, OnlineTable))
    friend_table = friend_app.top
    assert isinstance(friend_table.runner, RemoteRunner) and friend_table.runner.seat == 1
    assert host_lobby.opened and friend_lobby.opened
    return net, host_table, friend_table


def move(app, scene, host: TableHost, rng: random.Random) -> str:
    """The seat to act at ``scene`` decides: the easy bot's choice on its own view, by a click on
    the hotspot that plays it where there is one (else any lit one, else the scene's ``play``, as
    its composer would). The host has it (or it is on its way there); the hotspot clicked."""
    from game.core.bots import choose_action
    runner = scene.runner
    before = host.seq
    action = choose_action(runner.spec, scene.state.view(scene.human_to_act()), "easy", rng)
    lit = [s for s in scene.spots() if s.action is not None and not s.why]
    spot = next((s for s in lit if plain(s.action) == plain(action)), None) or (rng.choice(lit) if lit else None)
    if spot is not None:
        click_on(app, spot.id)
    else:
        assert scene.play(action), scene.message
    assert runner.waiting or host.seq > before, "nothing was sent"
    return spot.id if spot is not None else ""


def shoot(app, name: str) -> None:
    """The app's screen as a PNG in the folder OPENAIR_TEST_SHOTS names (to look at), if it does."""
    folder = os.environ.get("OPENAIR_TEST_SHOTS")
    if folder:
        os.makedirs(folder, exist_ok=True)
        pygame.image.save(app.render(), os.path.join(folder, f"{name}.png"))


def where(host: TableHost, *tables) -> str:
    """How far each side got (for a failure's message)."""
    sides = [(t.human_to_act(), t.runner.waiting, t.message, len(t.runner.match.actions)) for t in tables]
    client = tables[-1].link.client
    return (f"turn {host.runner.state.current_player()}, host seq {host.seq}, client seq {client.seq}, "
            f"tables {sides}, client errors {client.errors}")


def settled(host: TableHost, *tables) -> bool:
    """Every table took all the host has done (a joined player's table its newest update)."""
    return all(not t.runner.news() and not t.runner.waiting and t.runner.seq == host.seq
               if isinstance(t.runner, RemoteRunner) else not t.runner.news() and not t.runner.waiting
               for t in tables)


def public(scene):
    return wire(scene.state.view(None).to_json())


def test_start_opens_both_tables_and_moves_go_both_ways(shell_app, friend_app, click, hosted, tmp_path):
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted)
    host = net.host
    assert host_table.runner.here == (0,) and host_table.humans() == [0]
    assert friend_table.humans() == [1]
    assert [s.name for s in host_table.seats] == [s.name for s in friend_table.seats] == ["Ada", "Bruno"]
    # the host's table shows seat 0's own view, never the friend's hand
    assert wire(host_table.shown_view().to_json()) == wire(host.runner.state.view(0).to_json())
    shoot(shell_app, "online_start_host")
    shoot(friend_app, "online_start_friend")
    rng = random.Random(5)
    moves = {0: 0, 1: 0}
    end, pause = time.monotonic() + PATIENCE, threading.Event()
    while moves[0] < 3 or moves[1] < 3:
        if time.monotonic() > end:
            pytest.fail(f"moves made in {PATIENCE} s: {moves}; {where(host, host_table, friend_table)}")
        shell_app.step([])
        friend_app.step([])
        pause.wait(0.002)                       # (the answers come on the network's threads)
        for app, scene in ((shell_app, host_table), (friend_app, friend_table)):
            if close_interlude(app, scene):
                continue
            runner = scene.runner
            if runner.waiting or runner.news() or scene.human_to_act() is None or scene.anims.busy():
                continue
            seat = scene.human_to_act()
            move(app, scene, host, rng)
            moves[seat] += 1
    assert both(shell_app, friend_app, lambda: settled(host, host_table, friend_table))
    assert len(host_table.runner.match.actions) == len(host.runner.match.actions)
    assert public(host_table) == public(friend_table) == wire(host.runner.state.view(None).to_json())
    # the friend's moves came to the host's table with its log and last move's marks
    shoot(shell_app, "online_moves_host")
    shoot(friend_app, "online_moves_friend")
    assert host_table.log == host.runner.log_lines() and any("Bruno" in line for line in host_table.log)
    assert friend_table.log and friend_table.log[-1] == host_table.log[-1]
    assert host_table.last_moves is not None
    assert not host.runner.state.is_terminal() and host.seq > 6
    saves.flush()
    assert (tmp_path / "table.json").exists()         # the host autosaved the moves (the table's alone)


def test_the_friend_leaves_and_the_host_closes_from_the_pause_menus(shell_app, friend_app, click, hosted,
                                                                    tmp_path):
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted)
    host = net.host
    friend_app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)])
    pause = friend_app.top
    assert pause.name == "pause" and "save_quit" not in pause.targets()
    names = pause.widgets_by_name()
    assert not names["save_as"].enabled and "host keeps" in names["save_as"].tooltip
    click(friend_app, "leave")
    assert friend_app.top.name == "launcher"
    assert both(shell_app, friend_app, lambda: host.seats()[1]["state"] == "away")
    assert any("Bruno lost the connection" in t[0] for t in shell_app.toasts)

    # the host: Leave the table closes it for everyone and keeps its autosave
    shell_app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)])
    pause = shell_app.top
    assert pause.name == "pause" and "Close the table" in pause.widgets_by_name()["leave"].tooltip
    click(shell_app, "leave")
    assert shell_app.top.name == "launcher" and host.server is None
    saves.flush()
    assert TableHost.resume(tmp_path / "table.json").table_id == host.table_id


def test_a_friend_at_the_table_waits_for_a_host_who_closed_it_and_is_back_when_it_continues(
        shell_app, friend_app, click, hosted, tmp_path):
    """The host closes the table: the friend is told, stays at the table (a banner says the host
    closed it and when the next try comes; no move is sent meanwhile) and tries again by itself;
    the host continues the table from its autosave where it listened, and the friend is back at
    its seat with the table as it is, without touching anything."""
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted, game="camp")
    host = net.host
    friend_table.RETRY_FIRST = 0.3                    # (the test need not wait two seconds a try)
    shell_app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)])
    click(shell_app, "leave")
    assert host.server is None
    assert both(shell_app, friend_app, lambda: friend_table._lost is not None)
    assert friend_app.top is friend_table and friend_table.runner.offline
    head, tail = friend_table.lost_words()
    assert "closed the table" in head and "Trying again" in tail
    drawn = friend_app.render()
    assert friend_table.overdraw                      # (the banner is drawn over the table)
    assert [r["state"] for r in friend_table.presence_rows() if r["you"]] == ["away"]
    shoot(friend_app, "online_host_closed_friend_waits")
    with pytest.raises(Exception, match="connection to the host is lost"):
        friend_table.runner.play(("nothing",))
    assert both(shell_app, friend_app, lambda: friend_table._tries >= 2)     # it keeps trying
    assert friend_app.top is friend_table and drawn is not None

    saves.flush()
    again = TableHost.resume(tmp_path / "table.json", server_options=FAST, bots_on_thread=False)
    try:
        assert again.open() == host.port and again.table_id == host.table_id
        end, pause = time.monotonic() + PATIENCE, threading.Event()
        while friend_table._lost is not None:
            assert time.monotonic() < end, "the friend did not come back"
            again.poll(0.002)
            friend_app.step([])
            pause.wait(0.002)
        assert not friend_table.runner.offline and friend_app.top is friend_table
        assert any("back at the table" in t[0] for t in friend_app.toasts)
        assert again.seats()[1]["state"] == "here"
        end = time.monotonic() + PATIENCE
        while friend_table.runner.news() or public(friend_table) != wire(again.runner.state.view(None).to_json()):
            assert time.monotonic() < end, "the friend's table is not the continued one"
            again.poll(0.002)
            friend_app.step([])
    finally:
        again.close()


def test_a_dropped_connection_comes_back_by_itself_with_the_moves_made_meanwhile(shell_app, friend_app, click,
                                                                                 hosted):
    """The friend's connection drops mid-game (the host goes on): the friend's table says so and
    tries again; the host's seat shows the friend away and plays on; the friend is back at the
    seat without touching anything, the table as the host's is now (a move missed meanwhile: the
    record for the charts is no longer whole), and plays on."""
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted, game="camp")
    host, rng = net.host, random.Random(2)
    friend_table.RETRY_FIRST = 0.3
    client = friend_table.link.client
    if host_table.human_to_act() is None:             # (Bruno first: he moves, so Ada's turn comes)
        assert both(shell_app, friend_app, lambda: friend_table.human_to_act() is not None
                    and not friend_table.runner.waiting)
        move(friend_app, friend_table, host, rng)
        assert both(shell_app, friend_app, lambda: settled(host, host_table, friend_table)
                    and host_table.human_to_act() is not None)
    client.close()                                    # (the network is gone)
    assert both(shell_app, friend_app, lambda: friend_table._lost is not None
                and host.seats()[1]["state"] == "away")
    assert "connection to the host was lost" in friend_table.lost_words()[0]
    before = host.seq
    move(shell_app, host_table, host, rng)            # Ada plays on meanwhile
    assert both(shell_app, friend_app, lambda: host.seq > before and friend_table._lost is None)
    assert both(shell_app, friend_app, lambda: settled(host, host_table, friend_table)
                and host.seats()[1]["state"] == "here")
    assert public(friend_table) == wire(host.runner.state.view(None).to_json())
    assert friend_table.runner.match.record is None and not friend_table.runner.offline
    gap = "Moves were made while your connection was lost; the table shows where they led."
    assert friend_table.log.count(gap) == 1
    assert any("back at the table" in t[0] for t in friend_app.toasts)
    if friend_table.human_to_act() is not None:       # and the friend's moves go to the host again
        before = host.seq
        move(friend_app, friend_table, host, rng)
        assert both(shell_app, friend_app, lambda: host.seq > before)


def test_a_kept_seat_taken_back_opens_the_table(shell_app, friend_app, click, hosted):
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted, game="camp")
    friend_app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)])
    click(friend_app, "leave")
    assert both(shell_app, friend_app, lambda: net.host.seats()[1]["state"] == "away")
    friend_app.push(JoinScene(friend_app))            # Join a table offers the kept seat
    assert "kept0" in friend_app.top.targets()
    click(friend_app, "kept0")
    assert both(shell_app, friend_app, lambda: isinstance(friend_app.top, OnlineTable))
    back = friend_app.top
    assert back.runner.seat == 1 and public(back) == public(host_table)
    assert both(shell_app, friend_app, lambda: net.host.seats()[1]["state"] == "here")
    assert any("Bruno is back" in t[0] for t in shell_app.toasts)


def test_two_seats_at_the_host_screen_and_a_friend_play_hot_seat(shell_app, friend_app, click, hosted):
    """Any mix: two seats played at the host's screen (the cover between them, each sees only its
    own hand) and the friend's remote seat."""
    shell_app.anim_speed_override = 0.0
    host_scene = open_host(shell_app, click, "cave_rave")
    click(shell_app, "add_seat")
    click(shell_app, "seat2:kind:screen")
    assert [s["kind"] for s in host_scene.seats] == ["screen", "remote", "screen"]
    click(shell_app, "start")
    net = hosted[0]
    host = net.host
    friend = online_link.NetClient("127.0.0.1", host.port, host.join_code)
    assert both(shell_app, friend_app, lambda: (friend.poll() or True) and friend.state == "choosing")
    friend.join(1, "Bruno")
    assert both(shell_app, friend_app, lambda: (friend.poll() or True) and friend.state == "seated")
    friend_app.push(LobbyScene(friend_app, friend))
    click(shell_app, "start")
    host_table = shell_app.find(OnlineTable)        # (under the cover for Ada, the first to play)
    assert host_table is not None and host_table.humans() == [0, 2]
    assert both(shell_app, friend_app, lambda: isinstance(friend_app.top, OnlineTable))
    friend_table = friend_app.top
    rng, covers, moved = random.Random(7), 0, set()
    end, pause = time.monotonic() + PATIENCE, threading.Event()
    while len(moved) < 3 or covers < 1:
        assert time.monotonic() < end, f"seats moved: {moved}, covers {covers}; {where(host, host_table, friend_table)}"
        shell_app.step([])
        friend_app.step([])
        pause.wait(0.002)
        if shell_app.top.name == "privacy":
            covers += 1
            assert host_table.viewer is None       # nobody's hand shows behind the cover
            assert wire(host_table.shown_view().to_json()) == wire(host.runner.state.view(-1).to_json())
            click_on(shell_app, "ready")
            continue
        for app, scene in ((shell_app, host_table), (friend_app, friend_table)):
            if close_interlude(app, scene):
                continue
            if scene.runner.waiting or scene.runner.news() or scene.human_to_act() is None:
                continue
            seat = scene.human_to_act()
            if scene is host_table:               # the seat deciding sees its own view, no other's
                assert wire(scene.shown_view().to_json()) == wire(host.runner.state.view(seat).to_json())
            move(app, scene, host, rng)
            moved.add(seat)
    assert both(shell_app, friend_app, lambda: settled(host, host_table, friend_table))
    assert public(host_table) == public(friend_table)


def test_closing_open_air_at_the_table_leaves_it_or_closes_it(shell_app, friend_app, click, hosted, tmp_path):
    """The window closed at the table: the friend's seat waits (away); the host's table closes for
    everyone and its autosave keeps it."""
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted, game="camp")
    host = net.host
    friend_client = friend_table.link.client
    friend_app.shutdown()                             # the lobby under the table leaves with it
    assert friend_client.phase == "closed"
    assert both(shell_app, friend_app, lambda: host.seats()[1]["state"] == "away")
    shell_app.shutdown()
    assert host.server is None
    saves.flush()
    assert TableHost.resume(tmp_path / "table.json").table_id == host.table_id


@pytest.mark.parametrize("game", ["boaromia", "camp"])
def test_a_whole_game_to_the_results_on_both_sides(shell_app, friend_app, click, hosted, game):
    """Played to its end by clicks on both tables: each final table offers its results, the
    host's of the host's whole match, the friend's of the final view and the steps it saw; both
    show the same score table and the same charts, the friend's without seed, replay or play
    again, and its Back to the table goes back to the final table; the host closing the table then
    leaves the friend where they are."""
    from game.ui import score_chart
    from game.ui.scenes.results_online import OnlineResultsScene
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted, game=game)
    host, rng = net.host, random.Random(11)
    end, pause = time.monotonic() + 4 * PATIENCE, threading.Event()
    while not (host.over and settled(host, host_table, friend_table)):
        assert time.monotonic() < end, where(host, host_table, friend_table)
        shell_app.step([])
        friend_app.step([])
        pause.wait(0.001)
        for app, scene in ((shell_app, host_table), (friend_app, friend_table)):
            if close_interlude(app, scene) or scene.runner.waiting or scene.runner.news():
                continue
            if scene.human_to_act() is not None:
                move(app, scene, host, rng)
    both(shell_app, friend_app, lambda: not host_table.anims.busy() and not friend_table.anims.busy())
    assert host_table.state.is_terminal() and friend_table.state.is_terminal()
    assert public(host_table) == public(friend_table)
    assert "see_results" in host_table.targets() and "see_results" in friend_table.targets()
    shoot(shell_app, "online_end_host")
    click(shell_app, "see_results")
    assert isinstance(shell_app.top, OnlineResultsScene) and friend_app.top is friend_table
    shoot(shell_app, "online_results_host")
    played = friend_app.stats.total_played
    click(friend_app, "see_results")
    mine, theirs = friend_app.top, shell_app.top
    assert friend_app.stats.total_played == played + 1       # (the friend's game counts at the friend's)
    assert isinstance(mine, OnlineResultsScene) and mine.joined and not theirs.joined
    shoot(friend_app, "online_results_friend")
    names = [s.name for s in host.runner.match.seats]
    made = host.runner.state.score_table(names)
    assert mine.table == theirs.table
    assert [r for r in mine.table["rows"] if r["style"] != "picture"] == made["rows"]   # (Camp's camps row)
    assert mine.table["winners"] == made["winners"] and mine.table["headline"] == made["headline"]
    assert friend_table.runner.match.record is not None          # (it saw every step)
    charts = score_chart.charts_of(host.spec, host.runner.match)
    assert charts and mine.charts == charts == theirs.charts
    assert set(mine.targets()) >= {"menu", "back_to_table"}
    assert not set(mine.targets()) & {"play_again", "deal_again", "watch"}
    assert mine.seed_text() == "" and str(host.seed) not in " ".join(b[4] for b in mine.buttons())
    assert "watch" in theirs.targets() and "play_again" not in theirs.targets()
    click(friend_app, "back_to_table")
    assert friend_app.top is friend_table and "see_results" in friend_table.targets()
    click(friend_app, "see_results")
    assert isinstance(friend_app.top, OnlineResultsScene)
    click(shell_app, "menu")                                   # the host closes the table
    assert shell_app.top.name == "launcher" and host.server is None
    client, pause = friend_table.link.client, threading.Event()
    for _frame in range(400):                                  # (the close reaches the friend)
        if client.phase == "closed":
            break
        friend_app.step([])
        pause.wait(0.005)
    assert client.phase == "closed"
    friend_app.step([])
    assert isinstance(friend_app.top, OnlineResultsScene)      # the friend stays on the results
    click(friend_app, "back_to_table")                         # and may still look at the final table
    friend_app.step([])
    assert friend_app.top is friend_table and friend_table._left and friend_table._lost is None


@pytest.mark.parametrize("game", ["camp", "boaromia", "cave_rave", "rodeo"])
def test_the_hosts_runner_follows_the_host_a_change_at_a_time(game):
    """Without a screen: the host's runner hands its seat's moves to the TableHost, and takes what
    the host did since, one seat's decision (with the chance after it) at a time, even when the
    bots made several in one poll, and an undo; its copy is then the host's state exactly."""
    host = TableHost(game, [SeatPlan("screen", "Ada"), SeatPlan("easy"), SeatPlan("easy")], seed=SEED,
                     autosave=False, bots_on_thread=False)
    assert host.start() == ""
    runner = HostRunner(host)
    assert runner.here == (0,) and runner.remote and runner.state is not host.runner.state
    rng, undone, moves = random.Random(1), 0, 0
    for _turn in range(60):
        runner.news()                      # (the host's poll: its bots decide, inline, all at once)
        decisions = sum(1 for a in host.runner.actors[len(runner.actors):] if a != CHANCE)
        takes = 0
        while runner.news():
            to_act, count = runner.state.current_player(), len(runner.match.actions)
            change = runner.take()
            if change is not None and change.kind == "move":    # one seat's decision, and its chance
                takes += 1
                assert change.actor == to_act == runner.actors[count]
                assert all(a == CHANCE for a in runner.actors[count + 1:])
        assert takes == decisions                                 # (one change a decision)
        assert wire(runner.state.to_json()) == wire(host.runner.state.to_json())
        assert runner.log_lines() == host.runner.log_lines() and not runner.waiting
        if host.over:
            break
        if runner.state.current_player() != 0:
            continue
        if moves and not undone and runner.can_undo(0):
            before = len(host.runner.match.actions)
            runner.undo(0)
            assert runner.news() and runner.take().kind == "undo" and len(runner.match.actions) < before
            undone += 1
            continue
        runner.play(rng.choice(runner.state.legal_actions()))
        moves += 1
        assert runner.waiting and len(host.runner.match.actions) > len(runner.match.actions)
    assert moves > 5 and undone == 1
