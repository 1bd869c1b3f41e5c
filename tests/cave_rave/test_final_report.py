"""The last casting's report shows on Höhlengrölen's final table before the results (issue 23):
once the last move played out, the kit's report between rounds comes up below the top bar, whose
See the results (Enter too), Rules and Menu stay in use; Continue leaves the final table with See
the results. A table of bots alone still goes on to the results by itself (tests/ui/test_end_of_game.py)."""

from __future__ import annotations

import time

import pygame
import pytest

from game.core.bots import choose_action
from game.games.cave_rave import extras
from game.ui.furniture import TOP_H
from game.ui.table import bot_rng
from game.ui.table_end import END_ID
from tests.table_helpers import click, drawn_texts, new_runner, show
from tests.ui.keys import key


def one_move_short(seed: int = 3):
    """A two-producer game of Easy bots one decision short of its end; that decision's seat is Ann (human)."""
    probe = new_runner("cave_rave", [("Ann", "easy"), ("Bob", "easy")], seed=seed, options={"length": "short"})
    played = []
    while not probe.state.is_terminal():
        seat = probe.state.current_player()
        action = choose_action(probe.spec, probe.state.view(seat), "easy", bot_rng(seed, len(probe.match.actions)))
        played.append((seat, action))
        probe.play(action)
    last_seat, last = played[-1]
    seats = [(name, "human" if i == last_seat else "easy") for i, name in enumerate(("Ann", "Bob"))]
    runner = new_runner("cave_rave", seats, seed=seed, options={"length": "short"})
    for _seat, action in played[:-1]:
        runner.play(action)
    return runner, last


@pytest.fixture
def final_report(app, monkeypatch):
    """The table once the human's last move played out at Normal (a clock that moves only by frames)."""
    now = [1000.0]
    monkeypatch.setattr(time, "monotonic", lambda: now[0])
    app._last_step = now[0]
    app.anim_speed_override = 1.0
    runner, last = one_move_short()
    table = show(app, runner)
    assert table.play(last) and table.state.is_terminal()
    for _ in range(60 * 10):
        if not table.anims.busy() and table.round_report.on_show() is not None:
            break
        now[0] += 1 / 60
        app.step([])
    return table


def test_the_last_castings_report_shows_on_the_final_table(app, final_report, monkeypatch):
    table = final_report
    st = table.state
    report = table.round_report.on_show()
    assert app.top is table and report is not None, "no report on the final table"
    assert report == st.casting_results()[-1] and report.casting == st.castings - 1
    targets = table.targets()
    assert {"continue", END_ID, "rules", "menu"} <= set(targets)
    assert targets[END_ID].bottom <= TOP_H and targets["summary"].top >= TOP_H   # the top bar stays in use
    texts = drawn_texts(monkeypatch)
    extras._render_summary(table, report)
    said = " ".join(texts)
    assert "The results add +10 for the most crossover points over the whole game." in said
    assert "opens casting" not in said                                  # no next casting to open
    click(app, "continue")
    assert app.top is table and table.round_report.on_show() is None and END_ID in table.targets()
    click(app, END_ID)
    assert app.top.name == "results"


@pytest.mark.parametrize("how", ["button", "enter"])
def test_see_the_results_from_over_the_report(app, final_report, how):
    assert final_report.round_report.on_show() is not None
    if how == "button":
        click(app, END_ID)
    else:
        key(app, pygame.K_RETURN)
    assert app.top.name == "results" and app.top.runner is final_report.runner
