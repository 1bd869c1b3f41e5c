"""``python -m benchmarks.frames_autosave [--actions N] [--game cave_rave|all|a,b]``: frame times while
bots play quickly with animations on, the autosave written inside the frame (as before issue 12) and
on the background writer (now).

A frame is one ``App.step`` as the main loop runs it (it draws and flips only when something
changed; the mouse moves every frame here, so every frame draws).

A table of bots only (Normal) at 1920x1080, animations at the Fast speed, the loop paced at 60 Hz
like the display; every action autosaves. For each way of saving: p50 / p95 / max of every frame,
and p95 of the frames in which an action was played (the ones that autosave). The save folder is a
scratch folder on the disk that holds the system's temporary folder (``--home`` to choose another:
a tmpfs makes fsync free and the difference vanish). Timings are compared inside one run.

The loop's processor time (the main thread's, ``time.thread_time``) is also given per action
played: it counts what the frames did whatever else the machine ran (the bots' and the writer's
threads are not in it), and it stays comparable when the pace changes how many frames an action
takes (fewer, busier frames raise the p95 of every frame without more work being done).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))] if values else float("nan")


def ms(x: float) -> str:
    return f"{x * 1000:.2f} ms"


def fsync_cost(game: str, writes: int = 30) -> float:
    """The median time of one autosave written now (JSON, fsync, rename, folder fsync)."""
    from game.core import saves
    from game.core.match import Runner, Seat
    runner = Runner.new(game, [Seat("A", "normal"), Seat("B", "normal")], seed=4)
    runner.start()
    times = []
    for _ in range(writes):
        t = time.perf_counter()
        saves.autosave(runner)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def frames(game: str, mode: str, actions: int, seed: int = 11, cpu: list | None = None
           ) -> tuple[list[float], list[float], int]:
    """Frame times (all, and those that played an action) of a bots-only table until ``actions``
    actions were played; ``mode`` "frame" writes the autosave inside the frame, "background" hands
    it to the writer. ``cpu``, if given, gets the main thread's processor time of each frame (what
    the loop itself spent, whatever else the machine ran meanwhile)."""
    import pygame

    from game.core import registry, saves
    from game.core.match import Runner, Seat
    from game.ui.app import App
    spec = registry.get(game)
    app = App(size=(1920, 1080), start=False)
    app.anim_speed_override = 2.0                    # the Fast setting
    app.pace_frames()                                # as the main loop does
    if mode == "frame":
        app.saves = saves                            # the module: autosave() writes and fsyncs now
    elif mode == "none":
        app.saves = None                             # no autosave at all: the floor
    n = min(spec.max_players, 4)
    runner = Runner.new(game, [Seat(f"Bot {i}", "normal") for i in range(n)], seed=seed)
    scene = spec.scene_class()(app, runner)
    app.reset(scene)
    app.step([])
    rng = random.Random(seed)
    every, acting = [], []
    period = 1 / 60
    start_count = len(runner.match.actions)
    deadline = time.monotonic() + 600
    while len(scene.runner.match.actions) - start_count < actions and time.monotonic() < deadline:
        if scene.state.is_terminal() or app.top is not scene:
            break
        before = len(scene.runner.match.actions)
        pos = (rng.randrange(100, 1800), rng.randrange(100, 1000))
        t, c = time.perf_counter(), time.thread_time()
        # one frame as the main loop runs it: ``step`` draws and flips when something changed
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])
        took = time.perf_counter() - t
        if cpu is not None:
            cpu.append(time.thread_time() - c)
        every.append(took)
        if len(scene.runner.match.actions) != before:
            acting.append(took)
        time.sleep(max(0.0, period - took))
    played = len(scene.runner.match.actions) - start_count
    saves.flush()
    while app.stack:
        app.stack.pop().exit()
    return every, acting, played


def run(game: str, actions: int) -> dict:
    out = {"fsync": fsync_cost(game)}
    print(f"  one autosave written now (median of 30): {ms(out['fsync'])}")
    for mode, label in (("frame", "autosave inside the frame (before)"),
                        ("background", "autosave on the background writer (now)"),
                        ("none", "no autosave (the floor)")):
        cpu: list[float] = []
        every, acting, played = frames(game, mode, actions, cpu=cpu)
        out[mode] = (pct(every, .5), pct(every, .95), max(every), pct(acting, .95))
        print(f"  {label}: {len(every)} frames, {played} actions")
        print(f"    every frame p50 / p95 / max      {ms(out[mode][0])} / {ms(out[mode][1])} / {ms(out[mode][2])}"
              "   (target p95 <= 4 ms)")
        print(f"    frames that played an action p95 {ms(out[mode][3])}")
        print(f"    the loop's processor time        {ms(sum(cpu) / max(1, played))} an action, "
              f"frame p50 / p95 {ms(pct(cpu, .5))} / {ms(pct(cpu, .95))}")
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.frames_autosave", description=__doc__.split("\n\n")[0])
    p.add_argument("--actions", type=int, default=120, help="actions played per way of saving (default 120)")
    p.add_argument("--game", default="cave_rave", help="a game, a comma list, or all")
    p.add_argument("--home", default=None, help="the scratch folder's parent (default: the system's temp folder)")
    args = p.parse_args(argv)
    os.environ["OPENAIR_HOME"] = tempfile.mkdtemp(prefix="openair-bench-", dir=args.home)
    from game.core import registry
    games = [spec.id for spec in registry.all_games()] if args.game == "all" else args.game.split(",")
    for game in games:
        print(f"Frames while bots play, animations Fast ({game}, {args.actions} actions), "
              f"Python {sys.version.split()[0]}, saves in {os.environ['OPENAIR_HOME']}")
        run(game, args.actions)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
