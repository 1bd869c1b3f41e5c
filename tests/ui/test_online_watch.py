"""Watch a table: Join a table's Watch reads the code field as a watch code; the spectator's
Open Air opens the game's table over a TableClient without a seat, drawing the public view (never
a hand) and playing nothing; a wrong watch code is refused with a sentence. Three headless Apps in
one process (the host's, a friend's and a spectator's), over 127.0.0.1."""

from __future__ import annotations

import pygame
import pytest

from game.net.remote_runner import RemoteRunner
from game.ui.online_table import OnlineTable
from game.ui.scenes.online_join import JoinScene
from tests.table_helpers import click as click_on
from tests.ui.test_online_presence import row_centre
from tests.ui.test_online_screens import type_text
from tests.ui.test_online_start import both, friend_app, hosted, public, shoot, start_both, wire  # noqa: F401

ESC = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)


@pytest.fixture
def watcher_app():
    """The spectator's Open Air: a third App (the same headless display)."""
    from game.ui.app import App
    from game.ui.scene import LOGICAL_SIZE
    app = App(size=LOGICAL_SIZE)
    app.anim_speed_override = 0.0
    app.step([])
    yield app
    while app.stack:
        app.stack.pop().exit()


def fill_in(app, click, address: str, code: str) -> JoinScene:
    app.push(JoinScene(app))
    join = app.top
    click(app, "address")
    type_text(app, address, enter=False)
    click(app, "code")
    type_text(app, code, enter=False)
    join.address_field.commit()
    join.code_field.commit()
    return join


def test_a_spectator_watches_with_the_watch_code(shell_app, friend_app, watcher_app, click, hosted):  # noqa: F811
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted, game="camp")
    host = net.host
    address = f"127.0.0.1:{host.port}"

    # the join code is not a watch code: refused with a sentence, the screen stays
    join = fill_in(watcher_app, click, address, host.join_code)
    click(watcher_app, "watch")
    assert both(shell_app, watcher_app, lambda: join.error != "" and join.link is None), join.error
    assert "watch code" in join.error and watcher_app.top is join
    shoot(watcher_app, "online_join_watch_refused")

    type_text(watcher_app, "", enter=False)           # (the code field again: the watch code)
    click(watcher_app, "code")
    type_text(watcher_app, host.watch_code.lower().replace("-", ""), enter=False)
    join.code_field.commit()
    click(watcher_app, "watch")
    assert both(shell_app, watcher_app, lambda: isinstance(watcher_app.top, OnlineTable)), join.error
    table = watcher_app.top
    assert isinstance(table.runner, RemoteRunner) and table.runner.seat is None
    assert table.humans() == [] and table.human_to_act() is None
    assert both(shell_app, watcher_app, lambda: host.watchers() == 1)
    # the presence panels: the spectator's says it watches, the host's counts who watches
    assert both(shell_app, watcher_app, lambda: host_table.presence_watchers() == 1 and table.presence_rows() != [])
    assert [r["name"] for r in table.presence_rows()] == ["Bruno"]
    table.mouse = row_centre(table, 1, 2)
    assert table.draw_presence(pygame.Surface((1920, 1080))).startswith("You see the table as everyone may see it")
    host_table.mouse = row_centre(host_table, 1, 2)
    assert host_table.draw_presence(pygame.Surface((1920, 1080))) == "Spectators see the table, never a hand."
    assert both(shell_app, watcher_app, lambda: not table.runner.news())
    # the public view, the same as every other screen's public view, and never a hand
    assert wire(table.shown_view().to_json()) == wire(host.runner.state.view(None).to_json())
    assert public(table) == public(host_table)
    shoot(watcher_app, "online_watch_table")
    # nothing it lights plays: a click on any hotspot sends nothing
    seq = host.seq
    lit = [s for s in table.spots() if s.action is not None]
    if lit:
        click_on(watcher_app, lit[0].id)
    assert not table.runner.waiting and host.seq == seq
    for name in ("h", "z"):                             # Hint and Undo by the keyboard: nothing is sent either
        watcher_app.step([pygame.event.Event(pygame.KEYDOWN, key=getattr(pygame, f"K_{name}"), mod=0, unicode=name,
                                             scancode=0)])
    assert watcher_app.top is table and not table.runner.waiting and host.seq == seq
    # the spectator's connection drops: the table waits and watches again by itself (the watch
    # code again, never a seat kept in the same user folder: Bruno's here), the public view as it is
    table.RETRY_FIRST = 0.3
    table.link.client.close()
    assert both(shell_app, watcher_app, lambda: table._lost is not None and host.watchers() == 0)
    assert both(shell_app, watcher_app, lambda: table._lost is None and host.watchers() == 1)
    assert table.link.client.token is None and table.runner.seat is None and watcher_app.top is table
    assert both(shell_app, watcher_app, lambda: not table.runner.news())
    assert public(table) == public(host_table)
    # Esc opens the menu; Leave the table goes to the start screen and the host counts one less
    watcher_app.step([ESC])
    assert watcher_app.top.name == "pause"
    click(watcher_app, "leave")
    assert watcher_app.top.name == "launcher"
    assert both(shell_app, watcher_app, lambda: host.watchers() == 0)


def test_watch_says_what_a_watch_code_is(shell_app, click):
    join = fill_in(shell_app, click, "127.0.0.1:47470", "")
    click(shell_app, "watch")
    assert "watch code" in join.error and join.link is None
    join = fill_in(shell_app, click, "127.0.0.1:47470", "K7Q")
    click(shell_app, "watch")
    assert "A watch code has nine letters" in join.error


def test_a_spectator_before_the_start_waits_in_the_lobby(shell_app, friend_app, watcher_app, click,  # noqa: F811
                                                         hosted):  # noqa: F811
    from game.ui.scenes.online_join import SeatPickScene
    from game.ui.scenes.online_lobby import LobbyScene
    from tests.ui.test_online_screens import open_host
    open_host(shell_app, click, "camp")
    click(shell_app, "start")
    host_lobby = shell_app.top
    host = hosted[0].host
    address = f"127.0.0.1:{host.port}"
    join = fill_in(watcher_app, click, address, host.watch_code)
    click(watcher_app, "watch")
    assert both(shell_app, watcher_app, lambda: isinstance(watcher_app.top, LobbyScene)), join.error
    lobby = watcher_app.top
    assert lobby.link.watching and lobby.lobby.my_seat is None
    assert lobby.widgets_by_name()["back"].tooltip == "Stop watching the table (Esc)"
    assert both(shell_app, watcher_app, lambda: host.watchers() == 1 and host_lobby.lobby.watchers == 1)
    shoot(watcher_app, "online_watch_lobby")
    # a friend sits down, the host starts: the spectator's table opens by itself
    join = fill_in(friend_app, click, address, host.join_code)
    click(friend_app, "join")
    assert both(shell_app, friend_app, lambda: isinstance(friend_app.top, SeatPickScene)), join.error
    click(friend_app, "sit")
    assert both(shell_app, friend_app, lambda: host_lobby.widgets_by_name()["start"].enabled)
    click(shell_app, "start")
    assert both(shell_app, watcher_app, lambda: isinstance(watcher_app.top, OnlineTable))
    assert watcher_app.top.runner.seat is None
