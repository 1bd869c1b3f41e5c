"""Rock'n Rodeo: the morning that was skipped because no fans came says so (issue 23, per game), in
the day's summary on the table, as a sentence, and in its table's "Arrived this morning" row.

Seeded games played on by the real rules (random legal moves, nothing of the state changed by
hand) until a manager's morning passes without a decision because no fans of that day's genres
were left to come; then the day's last move is played through the real App and its summary
read and drawn."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.i18n import and_list
from game.games.rodeo import day_report, presenters
from game.ui.scene import LOGICAL_SIZE
from tests.table_helpers import drawn_texts, new_runner, show


def _ends_day(events) -> bool:
    return any(ev.kind == "season_scored" or ev.kind == "day" and ev.data["day"] > 0 for ev in events)


def _skipped_at(runner, seat: int) -> bool:
    """The day the runner's history ends in skipped ``seat``'s morning (by the rules' events)."""
    report = day_report.last_day(runner)
    return report is not None and report.seats[seat].skipped


#: (seed, the seat whose morning nobody came to): the human's (Ada) and the bot's (Bo)
SKIPS = [(5, 0), (1, 1)]


def _to_a_skipped_morning(seed: int, seat: int):
    """A runner just before the move that ends the first day on which ``seat``'s morning was
    skipped, and that move (random legal moves: the rules' own events)."""
    seats = [("Ada", "human"), ("Bo", "easy")]
    runner = new_runner("rodeo", seats, seed=seed)
    rng = random.Random(seed)
    decided = []
    for _ in range(5000):
        decided.append(rng.choice(runner.state.legal_actions()))
        if _ends_day(runner.play(decided[-1])) and _skipped_at(runner, seat):
            break
    else:
        raise AssertionError("no morning was skipped")
    again = new_runner("rodeo", seats, seed=seed)          # (the same deal, the same decisions but the last)
    for action in decided[:-1]:
        again.play(action)
    return again, decided[-1]


@pytest.mark.parametrize(("seed", "seat"), SKIPS)
def test_a_morning_nobody_came_to_says_so_in_the_days_summary(app, monkeypatch, seed, seat):
    runner, last = _to_a_skipped_morning(seed, seat)
    scene = show(app, runner)
    app.anim_speed_override = 1.0
    texts = drawn_texts(monkeypatch)
    rng = random.Random(seed)
    for _ in range(60):                   # the day's last move (the bot's own, where it is the bot's)
        if scene.round_report.summary() is not None:
            break
        if scene.human_to_act() is not None:
            assert scene.play(last if last in scene.state.legal_actions() else rng.choice(scene.state.legal_actions()))
        else:
            scene.step_bots_blocking()
        scene.anims.finish_all()
        app.step([])
    summary = scene.round_report.summary()
    assert summary is not None, "no summary came up at the day's end"
    day = summary.seats[seat]
    assert day.skipped and day.arrived == 0 and day.none_left
    # the rules said so that morning: each genre of the day's band with no fans left to come
    flat = [ev for evs in runner.events for ev in evs]
    start = max(i for i, ev in enumerate(flat) if ev.kind == "day" and ev.data["day"] == summary.day)
    told = [ev.data["genre"] for ev in flat[start:] if ev.kind == "no_fans" and ev.seat == seat]
    assert told and set(day.none_left) == set(told)
    assert not [ev for ev in flat[start:] if ev.seat == seat and ev.kind in ("group", "no_card")]
    # on the table: the row says nobody, a sentence says why
    scene.draw(pygame.Surface(LOGICAL_SIZE))
    name = ("Ada", "Bo")[seat]
    genres = and_list([presenters.genre(scene.shown_view(), g) for g in day.none_left])
    sentence = f"Nobody arrived at {name}'s this morning: no {genres} fans were left to come."
    assert sentence in day_report.lines(summary, scene.names(), scene.shown_view())
    assert sentence in " ".join(texts), texts
    row = dict(day_report.rows(summary))["Arrived this morning"]
    assert row[seat] == "nobody" and "nobody" in texts
    other = summary.seats[1 - seat]
    assert other.skipped or row[1 - seat] == str(other.arrived)
