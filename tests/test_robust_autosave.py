"""Issue 12, the background autosave: the newest position wins, a clear is ordered after the
writes before it, a flush waits for the disk, and a process killed (SIGKILL) while bots play
quickly leaves an autosave that loads and holds a prefix of the game's actions."""

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.core import registry, saves, storage
from game.core.bots import choose_action
from game.core.match import Runner, Seat
from tests.robust_helpers import fresh_trouble  # noqa: F401 (a fixture)

ROOT = Path(__file__).resolve().parents[1]
GAME, SEED = "cave_rave", 21
SEATS = ["easy", "easy", "easy", "easy"]

#: plays GAME with Easy bots, autosaving in the background after every action, a little slower
#: than a bot at full speed, then waits to be killed
SCRIPT = f"""
import random, sys, time
import game.games
from game.core import registry, saves
from game.core.bots import choose_action
from game.core.match import Runner, Seat
runner = Runner.new({GAME!r}, [Seat(f"Bot {{i}}", k) for i, k in enumerate({SEATS!r})], seed={SEED})
runner.start()
spec, rng = registry.get({GAME!r}), random.Random({SEED})
print("ready", flush=True)
while not runner.state.is_terminal():
    seat = runner.state.current_player()
    runner.play(choose_action(spec, runner.state.view(seat), "easy", rng))
    saves.autosave_soon(runner)
    time.sleep(0.002)
print("done", flush=True)
time.sleep(60)
"""


def whole_game() -> list:
    runner = Runner.new(GAME, [Seat(f"Bot {i}", k) for i, k in enumerate(SEATS)], seed=SEED)
    runner.start()
    spec, rng = registry.get(GAME), random.Random(SEED)
    while not runner.state.is_terminal():
        seat = runner.state.current_player()
        runner.play(choose_action(spec, runner.state.view(seat), "easy", rng))
    return list(runner.match.actions)


pytestmark = pytest.mark.usefixtures("fresh_trouble")


def test_the_newest_position_wins_and_reaches_the_disk():
    runner = Runner.new(GAME, [Seat("A", "easy"), Seat("B", "easy")], seed=3)
    runner.start()
    rng = random.Random(3)
    for _ in range(30):
        seat = runner.state.current_player()
        runner.play(choose_action(runner.spec, runner.state.view(seat), "easy", rng))
        saves.autosave_soon(runner)                 # returns at once; the writer takes the newest
    assert saves.flush(10.0)
    assert saves.load_autosave().match.actions == runner.match.actions


def test_a_clear_after_a_write_leaves_no_autosave():
    runner = Runner.new(GAME, [Seat("A", "easy"), Seat("B", "easy")], seed=3)
    runner.start()
    saves.autosave_soon(runner)
    assert saves.clear_autosave() is True
    assert not saves.has_autosave()


def test_the_app_hands_its_scenes_the_background_autosave(monkeypatch):
    called = []
    monkeypatch.setattr(saves, "autosave_soon", lambda runner: called.append(runner))
    background = saves.Background()
    background.autosave("runner")
    assert called == ["runner"]
    assert background.load_autosave is saves.load_autosave
    with pytest.raises(AttributeError):
        _ = background.no_such_thing


@pytest.mark.parametrize("after", [0.05, 0.2, 0.45, 0.8])
def test_a_process_killed_mid_stream_leaves_an_autosave_that_loads_a_prefix_of_the_game(after, openair_home):
    full = whole_game()
    env = {**os.environ, "OPENAIR_HOME": str(openair_home), "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-c", SCRIPT], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(after)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.stdout.close()
    folder = saves.autosave_path().parent
    storage.clean_tmp(folder, older_than=0)           # what the next start does (for older files)
    assert not list(folder.glob("*.tmp"))
    for path in folder.glob("*.json"):               # every file there loads
        assert saves.load(path) is not None
    back = saves.load_autosave()
    if back is not None:                             # (killed before its first write: nothing yet)
        n = len(back.match.actions)
        assert back.match.actions == full[:n]
