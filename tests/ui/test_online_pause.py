"""The pause menu at a network table, over 127.0.0.1: Leave the table instead of Save & quit,
Save as off with its reason, Undo as the host allows it (at the host's screen and at a joined
player's), and the host's table still answered while its pause menu is up."""

from __future__ import annotations

import random

import pygame

from tests.ui.test_online_start import both, friend_app, hosted, move, settled, shoot, start_both  # noqa: F401


def escape(app) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)])


def settle(shell_app, friend_app, *tables) -> None:  # noqa: F811
    """Run both apps until each table took all the host has done."""
    host = tables[0].runner.host
    assert both(shell_app, friend_app, lambda: settled(host, *tables))


def test_the_host_undoes_through_its_pause_menu_as_the_host_allows(shell_app, friend_app, click, hosted):  # noqa: F811
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted, game="boaromia")
    host, rng = net.host, random.Random(2)
    assert host_table.human_to_act() == 0
    move(shell_app, host_table, host, rng)
    settle(shell_app, friend_app, host_table, friend_table)
    moved = len(host.runner.match.actions)
    escape(shell_app)
    pause = shell_app.top
    names = pause.widgets_by_name()
    assert pause.name == "pause" and names["undo"].enabled and "save_quit" not in names
    assert not names["save_as"].enabled and "autosave" in names["save_as"].tooltip
    assert "Close the table" in names["leave"].tooltip
    shoot(shell_app, "online_pause_host")
    click(shell_app, "undo")
    assert shell_app.top is host_table
    settle(shell_app, friend_app, host_table, friend_table)
    assert len(host.runner.match.actions) < moved and host_table.human_to_act() == 0
    assert len(host_table.runner.match.actions) == len(host.runner.match.actions)
    assert friend_table.state.current_player() == 0           # the friend saw the move taken back

    # the host moves, then the friend: the host's Undo is off, and says why in the host's words
    move(shell_app, host_table, host, rng)
    settle(shell_app, friend_app, host_table, friend_table)
    assert friend_table.human_to_act() == 1
    move(friend_app, friend_table, host, rng)
    settle(shell_app, friend_app, host_table, friend_table)
    escape(shell_app)
    pause = shell_app.top
    assert not pause.undo_button.enabled
    assert pause.undo_button.tooltip == host.why_not_undo(0) != ""
    escape(shell_app)
    assert shell_app.top is host_table


def test_the_host_answers_while_its_pause_menu_is_up(shell_app, friend_app, click, hosted):  # noqa: F811
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted, game="boaromia")
    host, rng = net.host, random.Random(3)
    move(shell_app, host_table, host, rng)
    settle(shell_app, friend_app, host_table, friend_table)
    escape(shell_app)
    pause = shell_app.top
    assert pause.name == "pause" and pause.wake_in() is not None
    before = host.seq
    move(friend_app, friend_table, host, rng)                  # the friend plays; the host's menu stays up
    assert both(shell_app, friend_app, lambda: host.seq > before and not friend_table.runner.waiting)
    assert shell_app.top is pause
    escape(shell_app)                                          # back at the table: the friend's move shows
    settle(shell_app, friend_app, host_table)
    assert len(host_table.runner.match.actions) == len(host.runner.match.actions)
    assert host_table.last_mover == 1


def test_the_host_answers_while_the_rules_are_over_its_table(shell_app, friend_app, click, hosted):  # noqa: F811
    """Not only the pause menu: any screen over the host's table (the rules here; the settings,
    the cover between two players) lets the table read its news each frame."""
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted, game="boaromia")
    host, rng = net.host, random.Random(3)
    move(shell_app, host_table, host, rng)
    settle(shell_app, friend_app, host_table, friend_table)
    shell_app.show_rules("boaromia")
    rules = shell_app.top
    assert rules is not host_table and rules.name == "rules"
    before = host.seq
    move(friend_app, friend_table, host, rng)                  # the friend plays; the host reads the rules
    assert both(shell_app, friend_app, lambda: host.seq > before and not friend_table.runner.waiting)
    assert shell_app.top is rules


def test_a_joined_player_undoes_as_the_host_allows(shell_app, friend_app, click, hosted):  # noqa: F811
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted, game="boaromia")
    host, rng = net.host, random.Random(4)
    refused = allowed = 0
    for _turn in range(40):                   # until a move of the friend's may be taken back
        settle(shell_app, friend_app, host_table, friend_table)
        if friend_table.human_to_act() == 1:
            move(friend_app, friend_table, host, rng)
            settle(shell_app, friend_app, host_table, friend_table)
            escape(friend_app)
            pause = friend_app.top
            names = pause.widgets_by_name()
            assert names["undo"].enabled == (not host.why_not_undo(1))
            assert not names["save_as"].enabled and "host keeps" in names["save_as"].tooltip
            assert "seat waits" in names["leave"].tooltip
            shoot(friend_app, "online_pause_friend")
            if names["undo"].enabled:
                allowed += 1
                break
            refused += 1
            assert pause.undo_button.tooltip                   # why not, in a line
            escape(friend_app)
        elif host_table.human_to_act() == 0:
            move(shell_app, host_table, host, rng)
    assert allowed, f"no move of the friend's could be taken back in {refused} tries"
    moved = len(host.runner.match.actions)
    click(friend_app, "undo")
    assert friend_app.top is friend_table
    settle(shell_app, friend_app, host_table, friend_table)
    assert len(host.runner.match.actions) < moved
    assert host_table.state.current_player() == friend_table.state.current_player() == 1
    assert len(host_table.runner.match.actions) == len(host.runner.match.actions)


def test_leave_the_table_by_the_keyboard(shell_app, friend_app, click, hosted):  # noqa: F811
    from tests.ui.keys import key, tab_to
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted, game="camp")
    escape(friend_app)
    pause = friend_app.top
    tab_to(friend_app, pause, "leave")
    key(friend_app, pygame.K_RETURN)
    assert friend_app.top.name == "launcher"
    assert both(shell_app, friend_app, lambda: net.host.seats()[1]["state"] == "away")
    escape(shell_app)
    tab_to(shell_app, shell_app.top, "leave")
    key(shell_app, pygame.K_SPACE)
    assert shell_app.top.name == "launcher" and net.host.server is None
