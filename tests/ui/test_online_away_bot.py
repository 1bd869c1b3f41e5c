"""Host a table's "a bot plays for a player away 90 s": off, the table waits for an away player;
on (by mouse or keyboard), the plan keeps a Normal bot and the network's host gets it with 90 s,
and over 127.0.0.1 a seat away past 90 s (a fake clock) is played by the bot."""

from __future__ import annotations

import pygame
import pytest

from game.ui.scenes import online_link
from game.ui.scenes.online_lobby import LobbyScene
from tests.fake_clock import FakeClock
from tests.net.host_helpers import make_client, pump
from tests.ui.keys import key, tab_to
from tests.ui.test_online_screens import hosting_on_loopback, open_host, type_text
from tests.ui.test_online_start import FAST, SEED


def open_table(shell_app, click, host) -> online_link.NetHost:
    click(shell_app, "seat0:name")
    type_text(shell_app, "Ada")
    click(shell_app, "start")
    lobby = shell_app.top
    assert isinstance(lobby, LobbyScene) and lobby.hosting
    assert isinstance(lobby.link, online_link.NetHost)
    return lobby.link


def test_the_table_waits_unless_the_host_lets_a_bot_play(shell_app, click, monkeypatch):
    with hosting_on_loopback(monkeypatch, autosave=False) as made:
        host = open_host(shell_app, click)
        assert host.widgets_by_name()["away_bot"].value is False
        link = open_table(shell_app, click, host)
        assert host.plan.away_bot is None and link.host.away_bot is None
        assert made == [link]


def test_clicking_the_choice_gives_the_table_host_a_normal_bot_after_90_seconds(shell_app, click, monkeypatch):
    with hosting_on_loopback(monkeypatch, autosave=False):
        host = open_host(shell_app, click)
        click(shell_app, "away_bot")
        assert host.widgets_by_name()["away_bot"].value is True      # (built again: still on)
        link = open_table(shell_app, click, host)
        assert host.plan.away_bot == "normal"
        assert link.host.away_bot == "normal" and link.host.away_after == 90


def test_the_keyboard_reaches_the_choice(shell_app, click, monkeypatch):
    with hosting_on_loopback(monkeypatch, autosave=False):
        host = open_host(shell_app, click)
        tab_to(shell_app, host, "away_bot")
        key(shell_app, pygame.K_SPACE)
        assert host.away_bot is True and host.focus == "away_bot"
        key(shell_app, pygame.K_RETURN)
        assert host.away_bot is False


@pytest.mark.parametrize("let_a_bot", [True, False])
def test_a_seat_away_past_90_seconds_gets_the_bot_over_loopback(shell_app, click, monkeypatch, tmp_path, let_a_bot):
    clock = FakeClock()
    with hosting_on_loopback(monkeypatch, autosave=tmp_path / "table.json", server_options=FAST, seed=SEED,
                             bots_on_thread=False, clock=clock):
        host = open_host(shell_app, click)                           # camp: Ada here, seat 1 remote
        if let_a_bot:
            click(shell_app, "away_bot")
        table = open_table(shell_app, click, host).host
        friend = make_client(table, tmp_path, "bruno")
        try:
            friend.join(table.join_code, "Bruno", seat=1)
            pump(table, [friend], lambda: table.ready() and friend.seat == 1)
            assert table.start() == ""
            pump(table, [friend], lambda: friend.latest is not None)
            friend.close()                                           # gone, no bye
            pump(table, [], lambda: table.seats()[1]["state"] == "away")
            clock.now += 89.0
            table.poll(0.01)
            assert table.seats()[1]["state"] == "away"              # not yet
            clock.now += 1.5
            if let_a_bot:
                notes = pump(table, [], lambda: table.seats()[1]["state"] == "bot")
                assert any(n.kind == "stand_in" and n.seat == 1 for n in notes)
                assert table.presence[1].stand_in
            else:
                for _i in range(20):
                    table.poll(0.002)
                assert table.seats()[1]["state"] == "away" and not table.presence[1].stand_in
        finally:
            friend.close()
