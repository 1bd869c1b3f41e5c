"""Who is connected stays on a network table: the kit's presence panel over the foot of the log
panel lists each remote seat with a mark, a word and a hover text, at the host's screen and at a
joined player's, and follows the host's ``seats``: connected, away when the friend leaves, a bot
standing in after the away time. Two headless Apps in one process, over 127.0.0.1."""

from __future__ import annotations

import os

import pygame
import pytest

from game.ui import online_table
from game.ui.online_table import OnlineTable
from game.ui.scenes import online_link
from tests.ui.test_online_start import FAST, SEED, both, friend_app, start_both  # noqa: F401

ESC = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)


@pytest.fixture
def hosted(monkeypatch, tmp_path):
    """Tables on 127.0.0.1 at a free port whose away seats get an Easy bot at once (away_after 0)."""
    made = []

    def make_host(plan):
        plan.bind, plan.port = online_link.THIS_COMPUTER, 0
        link = online_link.NetHost(plan, autosave=tmp_path / "table.json", server_options=FAST, seed=SEED,
                                   bots_on_thread=False, away_bot="easy", away_after=0.0)
        made.append(link)
        return link
    monkeypatch.setattr(online_link, "make_host", make_host)
    yield made
    for link in made:
        link.host.close()


def drawn(app, scene: OnlineTable, mouse=None) -> tuple[pygame.Surface, str]:
    """The table drawn (the mouse at ``mouse``), and the presence panel's hover text there."""
    if mouse is not None:
        scene.mouse = mouse
    surface = app.render()
    shot = os.environ.get("OPENAIR_TEST_SHOTS")
    if shot:
        os.makedirs(shot, exist_ok=True)
    tip = scene.draw_presence(surface.copy())
    return surface, tip


def row_centre(scene: OnlineTable, index: int, lines: int) -> tuple[int, int]:
    box = scene.presence_area(lines)
    top = box.y + online_table.PRESENCE_PAD + online_table.PRESENCE_TITLE + index * online_table.PRESENCE_ROW
    return box.centerx, top + online_table.PRESENCE_ROW // 2


def test_both_tables_show_who_is_connected_and_it_follows_the_host(shell_app, friend_app, click, hosted):  # noqa: F811
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted, game="camp")
    host = net.host
    assert host_table.presence_rows() == [{"seat": 1, "name": "Bruno", "state": "here", "you": False}]
    assert both(shell_app, friend_app, lambda: friend_table.presence_rows() != [])
    assert friend_table.presence_rows() == [{"seat": 1, "name": "Bruno", "state": "here", "you": True}]

    # the panel stands over the foot of the log panel, is drawn (its border), and says it in words
    box = host_table.presence_area(1)
    assert host_table.log_panel.rect.contains(box)
    surface, tip = drawn(shell_app, host_table, row_centre(host_table, 0, 1))
    assert surface.get_at((box.centerx, box.y)) [:3] == (90, 82, 110)
    assert tip == "Bruno is connected."
    assert online_table.presence_words("here", "Bruno")[0] == "Connected"
    _surface, tip = drawn(friend_app, friend_table, row_centre(friend_table, 0, 1))
    assert tip == "Bruno is connected."
    if os.environ.get("OPENAIR_TEST_SHOTS"):
        pygame.image.save(shell_app.render(), os.path.join(os.environ["OPENAIR_TEST_SHOTS"], "presence_host.png"))
        pygame.image.save(friend_app.render(), os.path.join(os.environ["OPENAIR_TEST_SHOTS"],
                                                             "presence_friend.png"))

    # the friend leaves: away, then (away_after 0) a bot stands in; the host's panel follows
    friend_app.step([ESC])
    click(friend_app, "leave")
    seen = set()

    def follows():
        rows = host_table.presence_rows()
        seen.add(rows[0]["state"])
        return rows[0]["state"] == "bot"
    assert both(shell_app, friend_app, follows), host.seats()
    assert host.seats()[1]["state"] == "bot"
    _surface, tip = drawn(shell_app, host_table, row_centre(host_table, 0, 1))
    assert tip == "A bot plays for Bruno until they are back."
    assert online_table.presence_words("bot", "Bruno")[0] == "A bot plays"
    assert online_table.presence_words("away", "Bruno") == (
        "Away", "Bruno lost the connection: their seat waits for them.")
    if os.environ.get("OPENAIR_TEST_SHOTS"):
        pygame.image.save(shell_app.render(), os.path.join(os.environ["OPENAIR_TEST_SHOTS"], "presence_bot.png"))


def test_a_table_without_remote_seats_in_sight_draws_no_panel(shell_app, friend_app, click, hosted):  # noqa: F811
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted, game="camp")
    host_table.link = None                              # (a remote table without its link, as in some tests)
    assert host_table.presence_rows() == []
    surface = pygame.Surface((1920, 1080))
    assert host_table.draw_presence(surface) == ""


def test_a_table_without_a_log_leaves_who_is_connected_to_the_marks_beside_the_names(shell_app, friend_app,  # noqa: F811
                                                                                      click, hosted):  # noqa: F811
    """Boaromia has no log panel: the panel would stand over the last seat's track, so it is left
    out while every remote seat's name bears its mark; the mark's hover says it in a sentence."""
    from game.ui import seat_marks
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted, game="boaromia")
    assert both(shell_app, friend_app, lambda: friend_table.presence_rows() != [] and host_table.presence_rows())
    for table in (host_table, friend_table):
        assert getattr(table, "log_panel", None) is None
        assert not table.presence_needed(table.presence_rows())
        assert table.draw_presence(pygame.Surface((1920, 1080))) == ""
    named = host_table.pieces().get(("seat_name", 1))
    assert named is not None
    host_table.mouse = seat_marks.mark_place(named.area).center
    assert seat_marks.draw_seat_marks(host_table, pygame.Surface((1920, 1080)),
                                      host_table.presence_rows()) == "Bruno is connected."


@pytest.mark.parametrize("game", ["cave_rave", "rodeo"])
def test_every_game_shows_the_panel_over_its_log(shell_app, friend_app, click, hosted, game):  # noqa: F811
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted, game=game)
    assert both(shell_app, friend_app, lambda: friend_table.presence_rows() != [])
    for app, table in ((shell_app, host_table), (friend_app, friend_table)):
        box = table.presence_area(1)
        panel = getattr(table, "log_panel", None)
        assert panel is None or panel.rect.contains(box)
        _surface, tip = drawn(app, table, row_centre(table, 0, 1))
        assert tip == "Bruno is connected."
    if os.environ.get("OPENAIR_TEST_SHOTS"):
        pygame.image.save(shell_app.render(), os.path.join(os.environ["OPENAIR_TEST_SHOTS"], f"presence_{game}.png"))
