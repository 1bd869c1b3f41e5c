"""Host a table's "When a player is away 90 s: Wait | Easy | Normal | Hard": Wait, the table waits
for an away player; a level (by mouse or keyboard), the plan keeps it and the network's host gets
it as ``away_bot`` with 90 s, and over 127.0.0.1 a seat away past 90 s (a fake clock) is played by
a bot of that level. Each choice has its hover text; the row's words fit beside the choices in
English, German and the pseudo-locale, inside the seats' panel even with eight seats."""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from game.ui import theme
from game.ui.scenes import online_link
from game.ui.scenes.online_host import AWAY_X, KINDS_X, OnlineHostScene
from game.ui.scenes.online_lobby import LobbyScene
from game.ui.scenes.setup import PLAYERS
from tests.fake_clock import FakeClock
from tests.net.host_helpers import make_client, pump
from tests.table_helpers import drawn_sized
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


def hover(app, name: str) -> None:
    pos = app.to_window(app.top.targets()[name].center)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def test_the_table_waits_unless_the_host_lets_a_bot_play(shell_app, click, monkeypatch):
    with hosting_on_loopback(monkeypatch, autosave=False) as made:
        host = open_host(shell_app, click)
        assert host.widgets_by_name()["away_bot"].value == "wait"
        assert [c for c, _label, _help in host.away_choices()] == ["wait", "easy", "normal", "hard"]
        link = open_table(shell_app, click, host)
        assert host.plan.away_bot is None and link.host.away_bot is None
        assert made == [link]


@pytest.mark.parametrize("level", ["hard", "easy", "normal"])
def test_clicking_a_level_gives_the_table_host_that_bot_after_90_seconds(shell_app, click, monkeypatch, level):
    with hosting_on_loopback(monkeypatch, autosave=False):
        host = open_host(shell_app, click)
        click(shell_app, f"away_bot:{level}")
        assert host.widgets_by_name()["away_bot"].value == level      # (built again: still chosen)
        click(shell_app, "add_seat")                                 # (built again by another change)
        assert host.away_bot == level and host.widgets_by_name()["away_bot"].value == level
        link = open_table(shell_app, click, host)
        assert host.plan.away_bot == level
        assert link.host.away_bot == level and link.host.away_after == 90


def test_wait_takes_the_bot_back(shell_app, click, monkeypatch):
    with hosting_on_loopback(monkeypatch, autosave=False):
        host = open_host(shell_app, click)
        click(shell_app, "away_bot:hard")
        click(shell_app, "away_bot:wait")
        link = open_table(shell_app, click, host)
        assert host.plan.away_bot is None and link.host.away_bot is None


def test_the_keyboard_reaches_the_choice(shell_app, click, monkeypatch):
    with hosting_on_loopback(monkeypatch, autosave=False):
        host = open_host(shell_app, click)
        tab_to(shell_app, host, "away_bot:hard")
        key(shell_app, pygame.K_SPACE)
        assert host.away_bot == "hard" and host.focus == "away_bot:hard"
        assert host.tip_now()[1].startswith("After a player has been away 90 seconds, a Hard bot")
        key(shell_app, pygame.K_LEFT)
        assert host.focus == "away_bot:normal"
        key(shell_app, pygame.K_RETURN)
        assert host.away_bot == "normal"
        tab_to(shell_app, host, "away_bot:wait")
        key(shell_app, pygame.K_RETURN)
        assert host.away_bot is None
        tab_to(shell_app, host, "away_bot:hard")
        key(shell_app, pygame.K_RETURN)
        link = open_table(shell_app, click, host)
        assert link.host.away_bot == "hard"


def test_each_choice_has_its_hover_text(shell_app, click, monkeypatch):
    with hosting_on_loopback(monkeypatch, autosave=False):
        host = open_host(shell_app, click)
        texts = {}
        for level in ("wait", "easy", "normal", "hard"):
            hover(shell_app, f"away_bot:{level}")
            widget, texts[level] = host.tip_now()
            assert widget is host.away_choice
        assert texts["wait"].startswith("The table waits for a player who is away")
        for level, word in (("easy", "an Easy bot"), ("normal", "a Normal bot"), ("hard", "a Hard bot")):
            assert "90 seconds" in texts[level] and word in texts[level], texts[level]


@pytest.mark.parametrize("lang", ["en", "de", i18n.PSEUDO])
@pytest.mark.parametrize("game, seats", [("camp", 2), ("boaromia", 8)])
def test_the_words_fit_beside_the_choices(app, monkeypatch, lang, game, seats):
    i18n.use(lang)
    try:
        host = OnlineHostScene(app)
        app.push(host)
        host.set_game(game)
        while len(host.seats) < seats:
            host.add_seat()
        choice = host.away_choice
        assert choice.per_row(choice.choices, choice.rect.width, choice.size) == 4   # side by side, one row
        assert choice.size >= 20
        assert PLAYERS.contains(choice.rect) and choice.rect.top >= host.widgets_by_name()["add_seat"].rect.bottom
        drawn = drawn_sized(monkeypatch)
        host.draw(pygame.Surface((1920, 1080)))
        lines, _size = host.away_lines()
        assert 1 <= len(lines) <= 2
        for line in lines:
            [(size, rect)] = [(size, rect) for text, size, rect in drawn if text == line]
            assert size >= 20 and AWAY_X <= rect.left and rect.right <= KINDS_X - 16, (lang, line, rect)
            assert choice.rect.top <= rect.centery <= choice.rect.bottom
        assert "".join(lines).replace(" ", "") == host.away_words().replace(" ", "")
        for _cid, label, _help in choice.choices:        # each label inside its segment
            assert theme.font(choice.size, True).size(label)[0] <= choice.rect.width // 4 - 12, (lang, label)
    finally:
        i18n.use("en")


@pytest.mark.parametrize("level", ["hard", None])
def test_a_seat_away_past_90_seconds_gets_the_bot_over_loopback(shell_app, click, monkeypatch, tmp_path, level):
    clock = FakeClock()
    with hosting_on_loopback(monkeypatch, autosave=tmp_path / "table.json", server_options=FAST, seed=SEED,
                             bots_on_thread=False, clock=clock):
        host = open_host(shell_app, click)                           # camp: Ada here, seat 1 remote
        if level:
            click(shell_app, f"away_bot:{level}")
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
            if level:
                notes = pump(table, [], lambda: table.seats()[1]["state"] == "bot")
                assert any(n.kind == "stand_in" and n.seat == 1 for n in notes)
                assert table.presence[1].stand_in and table._bot_level(1) == level
            else:
                for _i in range(20):
                    table.poll(0.002)
                assert table.seats()[1]["state"] == "away" and not table.presence[1].stand_in
        finally:
            friend.close()
