"""Continue your table: Play online offers the table this Open Air hosted and kept (the hosted
autosave with its table file beside it), with the game's name and where it stands; it opens again
with the same codes into the lobby, the friend takes the seat back from Join a table's kept seats,
and Continue the game opens both tables where the game was left. A broken hosted autosave is said,
kept aside, and the menu goes on. Two headless Apps in one process, over 127.0.0.1."""

from __future__ import annotations

import socket

import pygame
import pytest

from game.core import saves
from game.net import table_file
from game.ui.online_table import OnlineTable
from game.ui.scenes import online_link
from game.ui.scenes.online_join import JoinScene
from game.ui.scenes.online_lobby import LobbyScene
from game.ui.scenes.online_menu import OnlineMenuScene
from tests.ui.test_online_start import FAST, SEED, both, friend_app, public, shoot, start_both  # noqa: F401

ESC = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def hosted(monkeypatch):
    """Every table hosted here listens on 127.0.0.1 at one port (the same again when continued,
    as the app's own port is), autosaves into the user folder's hosted autosave (the test's own
    OPENAIR_HOME), plays its bots inline; closed after the test."""
    made = []
    port = free_port()

    def make_host(plan):
        plan.bind, plan.port = online_link.THIS_COMPUTER, port
        link = online_link.NetHost(plan, server_options=FAST, seed=SEED, bots_on_thread=False)
        made.append(link)
        return link
    real = online_link.resume_host

    def resume_host(autosave=True):
        link = real(autosave, bind=online_link.THIS_COMPUTER, port=port, server_options=FAST, bots_on_thread=False)
        made.append(link)
        return link
    monkeypatch.setattr(online_link, "make_host", make_host)
    monkeypatch.setattr(online_link, "resume_host", resume_host)
    yield made
    for link in made:
        link.host.close()


@pytest.mark.parametrize("friend_back", ["by_itself", "from_join"])
def test_a_kept_table_continues_from_play_online(shell_app, friend_app, click, hosted, friend_back):  # noqa: F811
    """The friend either waits at the table, which takes the seat back by itself once the host
    has the table open again, or leaves it meanwhile and takes the seat back from Join a table."""
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted, game="camp")
    host = net.host
    friend_table.RETRY_FIRST = 0.3
    codes, table_id = (host.join_code, host.watch_code), host.table_id
    assert both(shell_app, friend_app, lambda: not host_table.runner.news() and not friend_table.runner.news())
    shown = public(host_table)
    # the host leaves: the table closes for everyone, its autosave keeps the game
    shell_app.step([ESC])
    click(shell_app, "leave")
    assert both(shell_app, friend_app, lambda: friend_table._lost is not None)
    assert friend_app.top is friend_table                    # (the friend waits, trying again)
    if friend_back == "from_join":
        friend_app.step([ESC])                               # the friend does not wait: Leave the table
        click(friend_app, "leave")
        assert friend_app.top.name == "launcher"
    saves.flush()
    assert saves.hosted_autosave_path().exists()
    assert table_file.path_beside(saves.hosted_autosave_path()).exists()

    click(shell_app, "online")
    menu = shell_app.top
    assert isinstance(menu, OnlineMenuScene) and "continue" in menu.targets()
    button = menu.widgets_by_name()["continue"]
    assert button.label == "Continue your table: Camp Roskilde"
    assert "Ada, Bruno" in button.detail and "move" in button.detail
    assert {"host", "join"} <= set(menu.targets())
    shoot(shell_app, "online_menu_continue")
    click(shell_app, "continue")
    lobby = shell_app.top
    assert isinstance(lobby, LobbyScene) and lobby.hosting and lobby.link.resumed
    again = lobby.link.host
    assert (again.join_code, again.watch_code, again.table_id) == (codes[0], codes[1], table_id)
    assert again.seats()[1]["state"] == "away"
    start = lobby.widgets_by_name()["start"]
    assert start.enabled and start.label == "Continue the game"
    shoot(shell_app, "online_lobby_resumed")

    if friend_back == "from_join":         # the friend takes the kept seat back, no code typed
        friend_app.push(JoinScene(friend_app))
        assert "kept0" in friend_app.top.targets()
        click(friend_app, "kept0")
    assert both(shell_app, friend_app, lambda: again.seats()[1]["state"] == "here")
    if friend_back == "by_itself":          # the waiting table has its seat back, as it is
        assert both(shell_app, friend_app, lambda: friend_table._lost is None)
        assert friend_app.top is friend_table and not friend_table.runner.offline
    assert both(shell_app, friend_app, lambda: lobby.link.poll() or lobby.lobby.seats[1].state == "here")
    click(shell_app, "start")
    host_back = shell_app.top
    assert isinstance(host_back, OnlineTable) and host_back.runner.host is again
    assert both(shell_app, friend_app, lambda: isinstance(friend_app.top, OnlineTable))
    if friend_back == "by_itself":
        assert friend_app.top is friend_table
        assert both(shell_app, friend_app, lambda: not friend_table.runner.news())
    back = friend_app.top
    assert back.runner.seat == 1
    assert public(host_back) == public(back) == shown


def test_a_broken_hosted_autosave_is_said_and_kept(shell_app, click, hosted):
    path = saves.hosted_autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ this is not json", encoding="utf-8")
    table_file.path_beside(path).write_text("{}", encoding="utf-8")
    click(shell_app, "online")
    menu = shell_app.top
    assert isinstance(menu, OnlineMenuScene)
    assert "continue" not in menu.targets() and {"host", "join"} <= set(menu.targets())
    assert any("hosted table's autosave could not be read" in t[0] and "kept as" in t[0] for t in shell_app.toasts)
    shoot(shell_app, "online_menu_broken")
    assert not path.exists()
    assert list(path.parent.glob("autosave.broken-*.json"))
    shell_app.step([])
    assert shell_app.top is menu


def test_no_kept_table_no_continue(shell_app, click, hosted):
    click(shell_app, "online")
    assert "continue" not in shell_app.top.targets()
