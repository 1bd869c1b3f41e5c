"""``python -m benchmarks [--quick] [--game cave_rave|camp|boaromia|rodeo]``: Open Air's performance figures.

Figures are compared inside one run (ratios), since machines are noisy; no test
asserts a timing. Sections:
  start-up       process launch -> first frame presented (subprocess, median of 5)
  idle CPU       CPU share of the real loop on a static screen vs a naive tick(60) loop
  frame time     game scene draw + present at 1920x1080, p50/p95
  thinking       the UI's frames while a Hard bot thinks in its thread, p50/p95/max
  autosave       frames while bots play with animations on: the autosave inside the frame vs on the
                 background writer vs none (``benchmarks/frames_autosave.py``)
  scenegame      a whole game (a random human vs an Easy bot) played through the table scene
  playouts       random playouts per second (whole games, chance included)
  copy           state.copy() vs copy.deepcopy()
  bots           decision time p50/p95 per level
  memory         peak RSS of this process
"""

from __future__ import annotations

import argparse
import copy
import os
import random
import resource
import statistics
import subprocess
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
if not os.environ.get("OPENAIR_HOME"):          # never touch the player's own saves and stats
    import tempfile
    os.environ["OPENAIR_HOME"] = tempfile.mkdtemp(prefix="openair-bench-")

GAME = "cave_rave"


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def ms(x: float) -> str:
    return f"{x * 1000:.2f} ms"


def row(name: str, value: str, target: str = "") -> None:
    print(f"  {name:<38} {value:>22}   {target}")


# -- engine ----------------------------------------------------------------------

# per game: the player counts measured and the playouts/s target (default: min, middle, max; 2,000)
PLAYOUT_PLAYERS = {"boaromia": (2, 4, 8), "rodeo": (2, 3, 4)}
PLAYOUT_TARGET = {"boaromia": 200, "rodeo": 50}
FRAME_OPTIONS = {"boaromia": {"board": "back"}}     # the biggest table each game can lay out
#: per game: when its frame-time table is busy enough (default: after a number of actions)
FRAME_AT = {"rodeo": lambda st: st.phase == "festival" and st.day == 1 and st.time == 2}   # Saturday evening


def bench_playouts(seconds: float) -> None:
    from game.core import registry
    spec = registry.get(GAME)
    counts = PLAYOUT_PLAYERS.get(GAME) or \
        sorted({spec.min_players, (spec.min_players + spec.max_players) // 2, spec.max_players})
    for players in counts:
        games = actions = 0
        rng = random.Random(players)
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            st = spec.new_state(players, {})
            while not st.is_terminal():
                st.apply_action(rng.choice(st.legal_actions()))
                actions += 1
            games += 1
        took = time.perf_counter() - start
        row(f"random playouts/s ({players} players)", f"{games / took:,.0f}",
            f"({actions / games:.0f} actions a game; target >= {PLAYOUT_TARGET.get(GAME, 2000):,})")


def bench_copy() -> None:
    from game.core import registry
    from game.simulate import play_bot_game
    runner = play_bot_game(GAME, ["normal"] * registry.get(GAME).max_players, seed=3)
    from game.core.match import Match, Runner
    mid = Runner(Match(GAME, runner.match.seats, 3, runner.match.options,
                       actions=runner.match.actions[: len(runner.match.actions) // 2])).state
    n = 3000
    start = time.perf_counter()
    for _ in range(n):
        mid.copy()
    fast = (time.perf_counter() - start) / n
    start = time.perf_counter()
    for _ in range(n // 10):
        copy.deepcopy(mid)
    slow = (time.perf_counter() - start) / (n // 10)
    row("state.copy()", f"{fast * 1e6:.1f} us")
    row("copy.deepcopy(state)", f"{slow * 1e6:.1f} us", f"(copy() is {slow / fast:.0f}x faster)")


def bench_bots(games: int, budget: float | None) -> None:
    from game.simulate import play_bot_game
    timings: dict[str, list[float]] = {}
    for g in range(games):
        play_bot_game(GAME, ["easy", "normal", "hard"][: 3], seed=100 + g, budget=budget,
                      timings=timings)
    for level in ("easy", "normal", "hard"):
        t = timings.get(level, [])
        if t:
            row(f"bot decision {level} p50 / p95", f"{ms(pct(t, .5))} / {ms(pct(t, .95))}",
                f"({len(t)} decisions" + ("; target <= 1 s)" if level == "hard" else ")"))


# -- shell -----------------------------------------------------------------------

FIRST_FRAME = """
import time, sys
t0 = float(sys.argv[1])
import game.games  # the games register themselves (the entry points do this)
from game.ui.app import App
app = App(size=(1920, 1080))
app.step([])
app.present()
print(time.time() - t0)
"""


def bench_startup(runs: int) -> None:
    values = []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", FIRST_FRAME, repr(time.time())],
                             capture_output=True, text=True, check=True,
                             env={**os.environ, "OPENAIR_HOME": _home()})
        values.append(float(out.stdout.strip().splitlines()[-1]))
    row("launch -> first frame (median)", f"{statistics.median(values) * 1000:.0f} ms",
        "(target <= 500 ms)")


IDLE = """
import sys, time, resource, pygame
import game.games  # the games register themselves (the entry points do this)
from game.ui.app import App
mode, seconds = sys.argv[1], float(sys.argv[2])
app = App(size=(1920, 1080))
app.step([])
app.present()
if mode == "app":
    app.run_for(2.5)          # the screen has been still for a while: the idle regime
c0, t0 = time.process_time(), time.perf_counter()
if mode == "app":
    app.run_for(seconds)
else:
    clock = pygame.time.Clock()
    while time.perf_counter() - t0 < seconds:
        pygame.event.pump()
        app.present()
        clock.tick(60)
print((time.process_time() - c0) / (time.perf_counter() - t0))
"""


def _home() -> str:
    import tempfile
    return tempfile.mkdtemp(prefix="openair-bench-")


def bench_idle(seconds: float) -> None:
    shares = {}
    for mode in ("app", "naive"):
        out = subprocess.run([sys.executable, "-c", IDLE, mode, str(seconds)], capture_output=True,
                             text=True, check=True, env={**os.environ, "OPENAIR_HOME": _home()})
        shares[mode] = float(out.stdout.strip().splitlines()[-1])
    row("idle CPU, our loop (static launcher)", f"{shares['app']:.2%} of a core", "(target <= 1 %)")
    row("idle CPU, naive tick(60) loop", f"{shares['naive']:.2%} of a core",
        f"(ours uses {shares['app'] / max(shares['naive'], 1e-9):.0%} of it)")


def bench_frames(frames: int) -> None:
    import pygame

    from game.core.match import Runner, Seat
    from game.ui.app import App
    app = App(size=(1920, 1080))
    app.anim_speed_override = 0
    app.pace_frames()                                # as the main loop does
    from game.core import registry
    spec = registry.get(GAME)
    seats = [Seat("Ann", "human")] + [Seat(f"Bot {i}", "normal") for i in range(1, spec.max_players)]
    runner = Runner.new(GAME, seats, seed=9, options=FRAME_OPTIONS.get(GAME))
    runner.start()
    from game.core.bots import choose_action
    rng = random.Random(1)
    target = {"cave_rave": 120, "boaromia": 160}.get(GAME, 40)
    busy = FRAME_AT.get(GAME) or (lambda st: len(runner.match.actions) >= target)
    while not busy(runner.state) and not runner.state.is_terminal():   # a busy mid-game table
        seat = runner.state.current_player()
        runner.play(choose_action(runner.spec, runner.state.view(seat), "normal", rng))
    scene = runner.spec.scene_class()(app, runner)
    app.reset(scene)
    app.step([])
    times = []
    for i in range(-60, frames):                        # 60 warm-up frames fill the caches
        pos = (200 + (i * 37) % 1500, 300 + (i * 53) % 700)   # the mouse wanders: hover work
        start = time.perf_counter()
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])
        app.present()
        if i >= 0:
            times.append(time.perf_counter() - start)
    where = "".join(f", {k} {v}" for k, v in (FRAME_OPTIONS.get(GAME) or {}).items())
    row(f"game frame {len(seats)} players{where} p50 / p95", f"{ms(pct(times, .5))} / {ms(pct(times, .95))}",
        "(target p95 <= 4 ms)")


def _table(seats: list[tuple[str, str]], seed: int):
    """A headless App (animations off, saves in the run's scratch home) showing a new table of GAME."""
    from game.core.match import Runner, Seat
    from game.ui.app import App
    app = App(size=(1920, 1080), start=False)
    app.anim_speed_override = 0
    runner = Runner.new(GAME, [Seat(n, k) for n, k in seats], seed=seed, options={})
    scene = runner.spec.scene_class()(app, runner)
    app.reset(scene)
    app.step([])
    return app, scene


def _human_or_report(scene, rng: random.Random) -> bool:
    """Close a report waiting for a click (on the table, or a screen over it such as Rock'n Rodeo's
    season scoring), or play a random legal action for the human to act."""
    if scene.holding():
        top = scene.app.top
        if top is not scene and "continue" in top.targets():
            import pygame
            pos = top.targets()["continue"].center
            scene.app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
        else:
            scene.click("continue")
        return True
    if scene.human_to_act() is not None:
        scene.play(rng.choice(scene.state.legal_actions()))
        return True
    return False


def bench_thinking(decisions: int) -> None:
    """Frames run while a Hard bot decides in its thread, the mouse moving at ~60 Hz (GIL contention)."""
    import pygame
    app, scene = _table([("Ann", "human"), ("Hard", "hard")], seed=5)
    rng = random.Random(5)
    times: list[float] = []
    seen = moves = 0
    for _ in range(100_000):
        if seen >= decisions or scene.state.is_terminal():
            break
        if _human_or_report(scene, rng):
            app.step([])
            continue
        if scene.thinking_seat is None or scene.bot_ready():
            app.step([])                                 # start the bot, or play its answer
            continue
        seen += 1
        while scene.thinking_seat is not None and not scene.bot_ready():
            moves += 1
            pos = (200 + (moves * 37) % 1500, 300 + (moves * 53) % 700)
            start = time.perf_counter()
            app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])
            times.append(time.perf_counter() - start)
            time.sleep(1 / 60)
    if times:
        row("frame, hard bot thinking p50 / p95 / max",
            f"{ms(pct(times, .5))} / {ms(pct(times, .95))} / {ms(max(times))}",
            f"({len(times)} frames, {seen} decisions)")


def bench_autosave(actions: int) -> None:
    from benchmarks.frames_autosave import run
    run(GAME, actions)


def bench_scene_game(games: int) -> None:
    """Whole games through the table scene: a random human, an Easy bot, autosave, a frame a turn."""
    from game.ui.table_end import END_ID
    values, actions = [], []
    for g in range(games):
        start = time.perf_counter()
        app, scene = _table([("Ann", "human"), ("Easy", "easy")], seed=7 + g)
        rng = random.Random(g)
        for _ in range(100_000):
            if app.top is not None and app.top.name == "results":
                break
            if scene.waits_at_the_end() and not scene.holding():
                scene.click(END_ID)                       # the human at the final table: "See the results"
            elif not _human_or_report(scene, rng) and not scene.state.is_terminal():
                scene.step_bots_blocking()
            app.step([])
        values.append(time.perf_counter() - start)
        if not scene.state.is_terminal() or app.top is None or app.top.name != "results":
            raise RuntimeError(f"{GAME}: the game through the scene did not reach its results")
        actions.append(len(scene.runner.match.actions))
        while app.stack:
            app.stack.pop().exit()
    row("whole game through the scene (median)", f"{statistics.median(values):.2f} s",
        f"({games} games, {statistics.mean(actions):.0f} actions a game)")


def main() -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks")
    p.add_argument("--quick", action="store_true", help="shorter runs (a smoke test)")
    p.add_argument("--only", default="",
                   help="comma list: startup,idle,frames,thinking,autosave,scenegame,playouts,copy,bots")
    p.add_argument("--game", default="cave_rave",
                   help="the game for frames, thinking, scenegame, playouts, copy and bots")
    args = p.parse_args()
    global GAME
    GAME = args.game
    only = set(filter(None, args.only.split(",")))
    quick = args.quick
    sections = [
        ("startup", lambda: bench_startup(2 if quick else 5)),
        ("idle", lambda: bench_idle(1.0 if quick else 5.0)),
        ("frames", lambda: bench_frames(60 if quick else 600)),
        ("thinking", lambda: bench_thinking(3 if quick else 20)),
        ("autosave", lambda: bench_autosave(20 if quick else 120)),
        ("scenegame", lambda: bench_scene_game(1 if quick else 3)),
        ("playouts", lambda: bench_playouts(0.5 if quick else 3.0)),
        ("copy", bench_copy),
        ("bots", lambda: bench_bots(1 if quick else 4, 0.2 if quick else None)),
    ]
    print(f"Open Air benchmarks ({'quick' if quick else 'full'}, {GAME}), Python {sys.version.split()[0]}")
    from game.core import registry
    table = registry.get(GAME).make_table is not None
    for name, fn in sections:
        if only and name not in only:
            continue
        if not table and name in ("frames", "thinking", "autosave", "scenegame"):
            print(f"[{name}] skipped: {GAME} has no table yet")
            continue
        print(f"[{name}]")
        fn()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    row("peak memory (this process)", f"{peak:.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
