"""The player's path to a network table, headless, by posted mouse clicks and keys: the launcher's
Play online, Host a table (seats, game, options), its lobby over a real host on 127.0.0.1, Join a
table (a table found through the in-process registry, an address and a code checked with
sentences), the seat and the name, and the host's Start once the remote seat is filled."""

import contextlib
import socket
import threading
import time

import pygame
import pytest

from game.net import discovery
from game.net.discovery import LocalRegistry, TableAd
from game.ui.scenes import online_link
from game.ui.scenes.online_host import OnlineHostScene
from game.ui.scenes.online_join import JoinScene, SeatPickScene
from game.ui.scenes.online_lobby import LobbyScene
from game.ui.scenes.online_menu import OnlineMenuScene
from tests.ui.keys import key, tab_to


def type_text(app, text, enter=True):
    events = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)] * 30
    events.append(pygame.event.Event(pygame.TEXTINPUT, text=text))
    if enter:
        events.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.step(events)


def step_until(app, cond, seconds=30.0, host=None):
    """Run the app's steps (the network's threads answer meanwhile) until ``cond()``, for up to
    ``seconds`` by the clock (a loaded machine answers late, never wrongly); ``host``: a host link
    under the top scene, polled as its own app's loop would."""
    pause = threading.Event()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.step([])
        if host is not None:
            host.poll()
        if cond():
            return True
        pause.wait(0.01)
    return False


@contextlib.contextmanager
def hosting_on_loopback(monkeypatch, **link_options):
    """Every table hosted in the block listens on 127.0.0.1 at a free port (the screen's own
    choices otherwise: seats, options, game), its link made with ``link_options``; the links made
    are yielded, and closed after the block."""
    made = []

    def make_host(plan):
        plan.bind, plan.port = online_link.THIS_COMPUTER, 0
        link = online_link.NetHost(plan, **link_options)
        made.append(link)
        return link
    monkeypatch.setattr(online_link, "make_host", make_host)
    try:
        yield made
    finally:
        for link in made:
            link.host.close()


@pytest.fixture(autouse=True)
def loopback_tables(monkeypatch):
    """Every table a test hosts listens on 127.0.0.1 at a free port, and is closed after the test."""
    with hosting_on_loopback(monkeypatch, autosave=False) as made:
        yield made


def open_host(shell_app, click, game="camp"):
    click(shell_app, "online")
    assert isinstance(shell_app.top, OnlineMenuScene)
    click(shell_app, "host")
    host = shell_app.top
    assert isinstance(host, OnlineHostScene)
    click(shell_app, f"game:{game}")
    return host


def open_lobby(shell_app, click, game="camp", name="Ada"):
    """Host a table of ``game`` with ``name`` at the first seat: the host screen, and the lobby its
    Open the table opened."""
    host = open_host(shell_app, click, game)
    click(shell_app, "seat0:name")
    type_text(shell_app, name)
    click(shell_app, "start")
    lobby = shell_app.top
    assert isinstance(lobby, LobbyScene) and lobby.hosting
    return host, lobby


def test_the_launcher_leads_to_hosting_and_joining_by_keyboard_too(shell_app):
    tab_to(shell_app, shell_app.top, "online")
    key(shell_app, pygame.K_RETURN)
    menu = shell_app.top
    assert isinstance(menu, OnlineMenuScene)
    tab_to(shell_app, menu, "join")
    key(shell_app, pygame.K_RETURN)
    assert isinstance(shell_app.top, JoinScene)
    key(shell_app, pygame.K_ESCAPE)
    assert shell_app.top is menu
    tab_to(shell_app, menu, "host")
    key(shell_app, pygame.K_SPACE)
    assert isinstance(shell_app.top, OnlineHostScene)
    key(shell_app, pygame.K_ESCAPE)
    key(shell_app, pygame.K_ESCAPE)
    assert shell_app.top.name == "launcher"


def test_host_seats_are_this_screen_remote_or_a_bot(shell_app, click):
    host = open_host(shell_app, click)
    assert [s["kind"] for s in host.seats] == ["screen", "remote"]
    assert "seat1:name" not in host.targets()                       # a remote seat's name is its player's
    click(shell_app, "seat1:kind:hard")
    assert host.seats[1]["kind"] == "hard" and host.seats[1]["name"]
    start = host.widgets_by_name()["start"]
    assert not start.enabled and "remote" in start.tooltip          # no remote seat: nothing to open
    click(shell_app, "start")
    assert shell_app.top is host
    click(shell_app, "add_seat")
    assert host.seats[2]["kind"] == "remote" and host.widgets_by_name()["start"].enabled
    click(shell_app, "game:rodeo")
    assert host.spec.id == "rodeo" and "option:ggam_fee" in str(sorted(host.targets())) or host.spec.id == "rodeo"
    assert [s["kind"] for s in host.seats] == ["screen", "remote"]


def test_a_friend_joins_by_address_and_code_and_the_host_starts(shell_app, click, loopback_tables):
    host_scene, lobby = open_lobby(shell_app, click)
    net = loopback_tables[0]
    assert host_scene.plan.seats[0].name == "Ada"
    assert net.host.address == "127.0.0.1" and lobby.lobby.code == net.host.join_code
    assert [s.state for s in lobby.lobby.seats] == ["screen", "open"]
    assert not lobby.widgets_by_name()["start"].enabled

    shell_app.push(JoinScene(shell_app))                # (the friend's screen, in the same app)
    join = shell_app.top
    click(shell_app, "address")
    type_text(shell_app, f"127.0.0.1:{net.host.port}")
    click(shell_app, "code")
    type_text(shell_app, net.host.join_code.lower().replace("-", " "))   # Enter joins
    assert step_until(shell_app, lambda: isinstance(shell_app.top, SeatPickScene), host=net), join.error
    pick = shell_app.top
    assert pick.chosen == 1
    click(shell_app, "name")
    type_text(shell_app, "Bruno")
    click(shell_app, "sit")
    assert step_until(shell_app, lambda: isinstance(shell_app.top, LobbyScene), host=net)
    mine = shell_app.top
    assert not mine.hosting and mine.lobby.my_seat == 1
    assert step_until(shell_app, lambda: [s.name for s in mine.lobby.seats] == ["Ada", "Bruno"], host=net)

    # back at the host's screen: the seat is filled, Start is on
    friend = mine.link
    shell_app.stack.remove(mine)
    shell_app.stack.remove(join)
    join.exit()
    shell_app.top.resume()
    assert shell_app.top is lobby
    assert step_until(shell_app, lambda: lobby.widgets_by_name()["start"].enabled)
    assert [(s.name, s.state) for s in lobby.lobby.seats] == [("Ada", "screen"), ("Bruno", "here")]
    started = []
    import game.ui.scenes.online_lobby as online_lobby
    real = online_lobby.start_table
    online_lobby.start_table = lambda app, link: started.append(link)
    try:
        click(shell_app, "start")
    finally:
        online_lobby.start_table = real
    assert net.host.started and started == [net]
    assert step_until(shell_app, lambda: friend.poll() is not None and friend.state == "started", host=net)
    friend.leave()


def test_join_says_in_sentences_what_is_wrong(shell_app):
    shell_app.push(JoinScene(shell_app, tables=LocalRegistry()))
    join = shell_app.top
    join.address_text, join.code_text = "", ""
    join.join()
    assert "address" in join.error and join.link is None
    join.address_text = "192.168.1.20:99999"
    join.join()
    assert "port" in join.error
    join.address_text, join.code_text = "127.0.0.1", "K7Q-M2X"
    join.join()
    assert "nine letters and digits" in join.error and join.link is None
    # a well-formed code at an address where nobody listens
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    join.address_text, join.code_text = f"127.0.0.1:{port}", "k7q m2x wp9"
    join.join()
    assert join.error == "" and join.code_text == "K7Q-M2X-WP9"
    assert step_until(shell_app, lambda: join.link is None)
    assert join.error.startswith("Nobody answered at 127.0.0.1")


def test_a_table_found_on_the_network_fills_in_its_address(shell_app, click):
    registry = LocalRegistry()
    registry.register(TableAd("Ada's table", "boaromia", 47000, app="0.1.0"))
    registry.register(TableAd("Old table", "camp", 47001, protocol=0))
    shell_app.push(JoinScene(shell_app, tables=registry))
    join = shell_app.top
    assert step_until(shell_app, lambda: "table1" in join.targets())
    names = {w.name: w for w in join.widgets}
    assert names["table0"].enabled and not names["table1"].enabled       # another protocol: not joinable
    click(shell_app, "table0")
    assert join.address_text == "127.0.0.1:47000" and join.code_field.editing
    assert join.picked_game == "boaromia"
    key(shell_app, pygame.K_ESCAPE)                     # the field's edit is cancelled first
    assert shell_app.top is join and not join.code_field.editing
    key(shell_app, pygame.K_ESCAPE)
    assert shell_app.top is not join and join.browser is None      # its thread was told to stop


def test_the_hosts_table_is_announced_without_its_code(shell_app, click, loopback_tables):
    open_host(shell_app, click)
    click(shell_app, "start")
    lobby = shell_app.top
    assert step_until(shell_app, lambda: any(ad.port == lobby.lobby.port for ad in discovery.LOCAL.tables()))
    (ad,) = [ad for ad in discovery.LOCAL.tables() if ad.port == lobby.lobby.port]
    assert ad.game == "camp" and lobby.lobby.code not in str(ad.properties())
    key(shell_app, pygame.K_ESCAPE)                     # Close table
    assert isinstance(shell_app.top, OnlineHostScene)
    assert loopback_tables[0].host.server is None       # the port is closed
    announcer = lobby.announcer or None
    assert announcer is None
    assert step_until(shell_app, lambda: all(a.port != ad.port for a in discovery.LOCAL.tables()))


def seated_friend(shell_app, net, name="Bruno"):
    """A friend's link (a real TableClient on 127.0.0.1) that took seat 1."""
    friend = online_link.NetClient("127.0.0.1", net.host.port, net.host.join_code)
    assert step_until(shell_app, lambda: (friend.poll() or True) and friend.state == "choosing", host=net)
    friend.join(1, name)
    assert step_until(shell_app, lambda: (friend.poll() or True) and friend.state == "seated", host=net)
    return friend


def test_a_friend_who_drops_is_away_and_takes_the_kept_seat_back(shell_app, click, loopback_tables):
    open_host(shell_app, click)
    click(shell_app, "start")
    lobby = shell_app.top
    net = loopback_tables[0]
    friend = seated_friend(shell_app, net)
    assert step_until(shell_app, lambda: lobby.widgets_by_name()["start"].enabled)
    friend.leave()                                       # bye: the seat waits for them
    assert step_until(shell_app, lambda: lobby.lobby.seats[1].state == "away")
    start = lobby.widgets_by_name()["start"]
    assert not start.enabled and "away" in start.tooltip

    shell_app.push(JoinScene(shell_app))                 # the friend's Open Air, started again
    join = shell_app.top
    assert "kept0" in join.targets()
    click(shell_app, "kept0")
    assert step_until(shell_app, lambda: isinstance(shell_app.top, LobbyScene) and shell_app.top is not lobby,
                      host=net), join.error
    back = shell_app.top
    assert back.lobby.my_seat == 1 and not back.hosting
    assert step_until(shell_app, lambda: net.poll() or lobby.lobby.seats[1].state == "here")
    back.link.leave()


def test_a_friend_is_told_when_the_host_closes_the_table(shell_app, click, loopback_tables):
    open_host(shell_app, click)
    click(shell_app, "start")
    net = loopback_tables[0]
    friend = seated_friend(shell_app, net)
    lobby = shell_app.top
    shell_app.push(LobbyScene(shell_app, friend))       # the friend's lobby
    mine = shell_app.top
    net.close()
    assert step_until(shell_app, lambda: shell_app.top is not mine)
    assert friend.state == "closed"
    assert any("closed the table" in t[0] for t in shell_app.toasts)
    assert shell_app.top is lobby


def test_join_by_the_keyboard_alone(shell_app):
    shell_app.push(JoinScene(shell_app, tables=LocalRegistry()))
    join = shell_app.top
    tab_to(shell_app, join, "address")
    key(shell_app, pygame.K_RETURN)                     # Enter on a field edits it
    assert join.address_field.editing
    type_text(shell_app, "10.0.0.7:47470")              # ... and Enter keeps it
    assert join.address_text == "10.0.0.7:47470" and not join.address_field.editing
    tab_to(shell_app, join, "code")
    key(shell_app, pygame.K_RETURN)
    type_text(shell_app, "K7Q-M2X")                     # Enter in the code field joins
    assert "nine letters and digits" in join.error and join.link is None
    tab_to(shell_app, join, "join")
    key(shell_app, pygame.K_RETURN)
    assert "nine letters and digits" in join.error
    key(shell_app, pygame.K_ESCAPE)
    assert shell_app.top is not join
