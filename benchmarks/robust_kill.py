"""kill -9 during autosave: a child process runs the real App headless with a table of bots only
(animations off, so moves and autosaves come as fast as they can), starting a new game whenever
one ends; the parent kills it with SIGKILL at a random moment. Then:

* the autosave, if there is one, must load and replay (``saves.load``), and hold a prefix of the
  game the child was playing (the same seats, seed and bots, replayed here without a window);
* the real launcher, started on that folder, must offer Continue and open the table with it.

Handled = both. Also counted: how many moves the autosave was behind the child's last report
(moves played but not yet on disk when the process died), and temporary files the killed writes
left (removed at a later start once they are old, see ``storage.clean_tmp``).

The child: ``python -m benchmarks.robust_kill --child GAME SEED`` (with ``OPENAIR_HOME`` set).
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .robust_app import Probe, Result, click, close, frames, headless, new_app, scratch_home

GROUP = "kill -9 during autosave"
GAMES = ("cave_rave", "camp", "boaromia", "rodeo")
LEVELS = ("normal", "easy", "easy", "normal")


def seats_for(game_id: str):
    from game.core import registry
    from game.core.match import Seat
    spec = registry.get(game_id)
    n = max(spec.min_players, min(3, spec.max_players))
    return [Seat(f"Bot {i + 1}", LEVELS[i % len(LEVELS)], spec.colours[i % len(spec.colours)]) for i in range(n)]


# -- the child -----------------------------------------------------------------------------------------

def child(game_id: str, seed: int) -> None:
    """Play bot games in the real app until killed; print the action count after each frame that
    moved the game on (``moves N seed S``)."""
    headless()
    from game.core.match import Runner
    from game.ui.scenes.launcher import LauncherScene
    from game.ui.table import TableScene
    app = new_app()
    last = -1
    game_seed = seed
    while True:
        table = app.find(TableScene)
        if table is None or table.runner.state.is_terminal():
            runner = Runner.new(game_id, seats_for(game_id), game_seed)
            game_seed += 1000
            app.reset(LauncherScene(app))
            scene = app.game_scene(runner)
            app.push(scene)
            print(f"ready seed {runner.match.seed}", flush=True)
            table, last = scene, -1
        app.step()
        count = len(table.runner.match.actions)
        if count != last:
            last = count
            print(f"moves {count} seed {table.runner.match.seed}", flush=True)
        time.sleep(0.001)


# -- the parent ------------------------------------------------------------------------------------------

def reference(game_id: str, seed: int, length: int) -> list:
    """The first ``length`` actions of the child's game, replayed without a window: the same seats,
    the same bots with the table's generators (``table.bot_rng``)."""
    from game.core import registry
    from game.core.bots import choose_action
    from game.core.match import Runner
    from game.ui.table import bot_rng
    spec = registry.get(game_id)
    seats = seats_for(game_id)
    runner = Runner.new(game_id, seats, seed)
    runner.start()
    while len(runner.match.actions) < length and not runner.state.is_terminal():
        seat = runner.state.current_player()
        action = choose_action(spec, runner.state.view(seat), seats[seat].kind,
                               bot_rng(seed, len(runner.match.actions)))
        runner.play(action)
    return [list(a) if isinstance(a, tuple) else a for a in runner.match.actions[:length]]


def _norm(actions) -> list:
    import json
    return json.loads(json.dumps([list(a) if isinstance(a, tuple) else a for a in actions]))


def one_kill(i: int, rng: random.Random) -> Result:
    game_id = GAMES[i % len(GAMES)]
    seed = 100 + i
    label = f"kill {i + 1}: {game_id}"
    home = Path(tempfile.mkdtemp(prefix="openair-kill-"))
    env = dict(os.environ, OPENAIR_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.Popen([sys.executable, "-m", "benchmarks.robust_kill", "--child", game_id, str(seed)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True,
                            cwd=Path(__file__).resolve().parents[1])
    wait = rng.uniform(0.2, 3.0)
    last_moves, last_seed, started = None, seed, None
    try:
        while True:                            # until the first game is on the table
            line = proc.stdout.readline()
            if not line:
                err = proc.stderr.read()[-400:]
                return Result(GROUP, label, False, f"the child ended before its game: {err}",
                              f"python -m benchmarks.robust_kill --child {game_id} {seed}")
            if line.startswith("ready"):
                started = time.monotonic()
                break
        os.set_blocking(proc.stdout.fileno(), False)
        while time.monotonic() - started < wait:
            time.sleep(0.01)
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        rest = proc.stdout.read() or ""
        for line in rest.splitlines():
            parts = line.split()
            if len(parts) == 4 and parts[0] == "moves":
                last_moves, last_seed = int(parts[1]), int(parts[3])
            elif len(parts) == 3 and parts[0] == "ready":
                last_moves, last_seed = 0, int(parts[2])
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stdout.close()
        proc.stderr.close()
    repro = (f"python -m benchmarks.robustness --group kill --kills {i + 1}   (kill {i + 1}: {game_id}, "
             f"seed {seed}, killed {wait:.2f} s after its first game showed; folder kept: {home})")
    return check_home(home, label, game_id, last_moves, last_seed, wait, repro)


def check_home(home: Path, label: str, game_id: str, last_moves, last_seed, wait: float, repro: str) -> Result:
    import shutil
    tmp_files = sorted(p.name for p in home.rglob("*.tmp"))
    with scratch_home() as scratch:
        os.environ["OPENAIR_HOME"] = str(home)
        try:
            from game.core import saves, storage
            path = saves.autosave_path()
            if not path.exists():
                detail = f"no autosave yet (killed {wait:.2f} s in)"
                return Result(GROUP, label, True, detail, repro)
            try:
                runner = saves.load(path)
            except (storage.BrokenFile, saves.OtherContent) as exc:
                return Result(GROUP, label, False, f"the autosave did not load: {exc}", repro)
            except Exception as exc:  # noqa: BLE001 - counted
                return Result(GROUP, label, False, f"loading the autosave raised {exc!r}", repro)
            m = runner.match
            saved = _norm(m.actions)
            expected = _norm(reference(game_id, m.seed, len(saved)))
            if saved != expected:
                return Result(GROUP, label, False, f"the autosave's {len(saved)} actions are not the game's "
                                                   f"(seed {m.seed})", repro)
            behind = (last_moves - len(saved)) if last_moves is not None and last_seed == m.seed else None
            problem = launcher_continues(len(saved))
            if problem:
                return Result(GROUP, label, False, f"the launcher: {problem}", repro)
            detail = (f"killed {wait:.2f} s in: {len(saved)} actions saved"
                      + (f", {behind} behind the child's last report" if behind and behind > 0 else "")
                      + (f"; {len(tmp_files)} tmp file(s) left" if tmp_files else ""))
            return Result(GROUP, label, True, detail, repro)
        finally:
            os.environ["OPENAIR_HOME"] = str(scratch)
            shutil.rmtree(home, ignore_errors=True)


def launcher_continues(actions: int) -> str:
    """The real launcher on the folder OPENAIR_HOME names: Continue shows and opens the table
    with the saved actions; "" when so, else what happened."""
    from game.ui.table import TableScene
    app = None
    with Probe():
        try:
            app = new_app()
            frames(app, 2)
            if not click(app, "continue"):
                return "no Continue"
            frames(app, 2)
            table = app.find(TableScene)
            if table is None:
                return f"Continue showed {app.top.name}"
            if len(table.runner.match.actions) < actions:
                return "the table resumed fewer actions than the file holds"
        except Exception as exc:  # noqa: BLE001 - counted
            return f"raised {exc!r}"
        finally:
            close(app)
    return ""


def run(quick: bool = False, kills: int = 50) -> list[Result]:
    headless()
    rng = random.Random(12)
    n = 2 if quick else kills
    results = []
    for i in range(n):
        try:
            results.append(one_kill(i, rng))
        except Exception as exc:  # noqa: BLE001 - the harness must not stop the run
            results.append(Result(GROUP, f"kill {i + 1}", False, f"harness failed: {exc!r}"))
    return results


def main() -> None:
    p = argparse.ArgumentParser(prog="python -m benchmarks.robust_kill")
    p.add_argument("--child", nargs=2, metavar=("GAME", "SEED"), required=True)
    args = p.parse_args()
    child(args.child[0], int(args.child[1]))


if __name__ == "__main__":
    main()
