"""Whatever changes is on screen without input (issue 21, point 2): a report or dialog opening, an
animation ending, a bot's move, a toast. On all four tables, bots-only and with a human, the app
is driven through ``App.step`` fed no input, as the main loop drives it (``App.run_for``): a frame
at the display's rate while the app is ``animating()`` or has something new to show (``dirty``),
else a sleep until ``wake_in()`` (a timer) or a bot's ``WAKE``. Whenever the loop would sleep for
0.1 s or more, the window must show exactly what a fresh drawing of the app shows; time is a fake
clock, so nothing here waits."""

from __future__ import annotations

import random
import threading
import time

import pygame
import pytest

import game.games  # noqa: F401 - the games registered
from game.core.bots import choose_action
from game.ui.table import bot_rng
from tests.fake_clock import FRAME, FakeClock
from tests.table_helpers import new_runner

GAMES = ("cave_rave", "camp", "boaromia", "rodeo")
#: the event of a report that waits on the table (the test starts a few actions before the first)
REPORTS = {"cave_rave": "casting_end", "rodeo": "season_scored"}
#: ... and of those the games whose report shows to a table of bots alone too
SPECTATOR_REPORTS = {"cave_rave"}
SLEEP_SEEN = 0.1           # a sleep at least this long must begin with the screen up to date


def preplayed(game: str, seats, seed: int, before: int = 3):
    """A started runner, played on by easy bots (humans' seats too) to ``before`` actions short of the
    first report of ``game`` (none: not played on), so the test meets the report within a few frames."""
    kind = REPORTS.get(game)
    played = []
    if kind is not None:
        probe = new_runner(game, seats, seed=seed)
        while not probe.state.is_terminal():
            seat = probe.state.current_player()
            n = len(probe.match.actions)
            action = choose_action(probe.spec, probe.state.view(seat), "easy", bot_rng(seed, n))
            events = probe.play(action)
            played.append(action)
            if any(ev.kind == kind for ev in events):
                break
        played = played[:max(0, len(played) - before)]
    runner = new_runner(game, seats, seed=seed)
    for action in played:
        runner.play(action)
    return runner


def screen_is_fresh(app) -> bool:
    """The window shows what a full drawing of the app shows now (drawn at once onto a new canvas)."""
    window = pygame.display.get_surface()
    budget, app.frame_budget = app.frame_budget, None
    try:
        fresh = app.render(pygame.Surface(window.get_size()).convert())
    finally:
        app.frame_budget = budget
    return pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(fresh, "RGB")


def what_is_up(app, table) -> str:
    top = app.top.name if app.top is not None else None
    return (f"top={top} actions={len(table.runner.match.actions)} anims={table.anims.busy()} "
            f"holding={table.holding()} to_act={table.seat_to_act()}")


def human_moves(app, table, rng) -> bool:
    """What a player at the screen does when the app waits for them: a report's Continue, or a legal
    move on the table. False when nothing waits for a player."""
    top = app.top
    if top is not table:
        if "continue" in top.targets():
            press(app, "continue")
            return True
        return False
    if "continue" in table.targets():
        press(app, "continue")
        return True
    if table.human_to_act() is not None and not table.holding():
        app.dirty = True                      # as a click's event does
        assert table.play(rng.choice(table.state.legal_actions()))
        return True
    return False


def press(app, name: str) -> None:
    pos = app.top.targets()[name].center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def gate(table) -> None:
    """The table's bots think only while the loop sleeps (each bot's move is then one sleep of the
    loop, as with a bot that thinks longer than its move's animations)."""
    table.thinking = threading.Semaphore(0)
    decide = table._decide

    def gated(view, level, rng):
        table.thinking.acquire(timeout=30)
        return decide(view, level, rng)

    table._decide = gated


def drive(app, clock, table, rng, frames: int, toast_at: int) -> dict:
    """The main loop's rule for ``frames`` frames; returns what it met."""
    met = {"sleeps": 0, "report": False, "moves": 0}
    start = len(table.runner.match.actions)
    for frame in range(frames):
        if app.top is not None and app.top.name == "results":
            break
        if frame == toast_at:
            app.toast("A toast from elsewhere: it shows at once.")
        met["report"] = met["report"] or (app.top is not table or table.holding())
        if app.animating() or app.dirty:
            clock.now += FRAME
            app.step(pygame.event.get())
            continue
        timeout = app.wake_in()
        if timeout is None or timeout >= SLEEP_SEEN:
            met["sleeps"] += 1
            assert screen_is_fresh(app), f"frame {frame}: the loop sleeps on an old picture ({what_is_up(app, table)})"
        if table._bot_token is not None and table._bot_done is not None:
            table.thinking.release()             # the bot's thread thinks now, and posts WAKE when done
            table._bot_done.wait(30)
            clock.now += 0.05
            app.step(pygame.event.get())
        elif timeout is not None:
            clock.now += timeout + 0.001          # (the sleep ends a little after its time)
            app.dirty = app.dirty or app._timer_due()
            app.step([])
        elif human_moves(app, table, rng):
            clock.now += 0.5
        else:
            met["end"] = what_is_up(app, table)
            break
    met["frames"] = frame
    met["moves"] = len(table.runner.match.actions) - start
    return met


@pytest.mark.parametrize("mixed", [False, True], ids=["bots", "mixed"])
@pytest.mark.parametrize("game", GAMES)
def test_the_screen_is_up_to_date_whenever_the_loop_sleeps(app, monkeypatch, game, mixed):
    clock = FakeClock()
    monkeypatch.setattr(time, "monotonic", clock)
    app._last_step = clock.now
    app.toasts.clear()
    app.anim_speed_override = 2.0
    app.pace_frames()                          # the layer spread over frames, as in the running app
    seats = [("Ann", "human" if mixed else "easy"), ("Bob", "easy"), ("Cy", "easy")]
    runner = preplayed(game, seats, seed=3)
    table = runner.spec.scene_class()(app, runner)
    gate(table)
    app.push(table)
    met = drive(app, clock, table, random.Random(8), frames=1500, toast_at=40)
    assert met["sleeps"] >= 5 and met["moves"] >= 5, met
    if game in REPORTS and (mixed or game in SPECTATOR_REPORTS):
        assert met["report"], f"{game}: the report never came up ({met})"
