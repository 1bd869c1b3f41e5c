"""``python -m benchmarks.memory [--rounds N] [--game all|cave_rave,camp,...]``: the resident memory of
one App over an evening: the four games played whole, bots only, one after another in the same
App, round after round, back to the menu and on to a new table each time.

The App runs on the headless (dummy) video driver at 1920x1080, the loop paced as the main loop
paces it (a table's layer drawn within the frame's budget), animations on (eight times the Fast
setting, ``--speed``, so that a game takes half a minute: every tween and pause is still played,
only shorter), a mouse that moves every frame. The seats are bots (Normal, Easy where a game's
Normal is slow), as many as the game takes up to four; the deals are seeded.

Printed: the resident memory (RSS, read from ``/proc/self/statm``; the process's peak from
``resource``) after each game, with that game's peak (the kernel's high-water mark, reset as the
game starts; where that cannot be, RSS sampled every few frames), and after each round. Goals
(issue 21): no game's peak above 150 MB; after the first round, each further round adds at most
10 MB. ``--caches`` shows how full the caches of drawn things are late in each game (the last
look before its results show); ``--trace`` adds what grew between rounds (tracemalloc's biggest
differences by line, and the count of pygame Surfaces alive).
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import resource
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

GAMES = ("cave_rave", "camp", "boaromia", "rodeo")
#: the animation speed (the Fast setting is 2): every tween and pause is played, eight times shorter
SPEED = 16.0
#: a bot level per game (Normal unless its Normal thinks too long for a benchmark of minutes)
LEVEL = {"cave_rave": "normal", "camp": "easy", "boaromia": "easy", "rodeo": "normal"}
PEAK_LIMIT_MB = 150.0
ROUND_LIMIT_MB = 10.0
_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def rss_mb() -> float:
    """The resident memory of this process now, in MB (10^6 bytes)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * _PAGE / 1e6
    except OSError:                       # not Linux: the peak is the best there is
        return peak_mb()


def peak_mb() -> float:
    """The highest resident memory this process has had, in MB."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1e6 if sys.platform == "darwin" else peak * 1024 / 1e6


def reset_peak() -> bool:
    """Start counting the process's peak afresh (Linux: ``/proc/self/clear_refs``); False where
    it cannot be (the peak is then sampled every few frames)."""
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        return True
    except OSError:
        return False


def peak_since_reset() -> float | None:
    """The highest resident memory since :func:`reset_peak` (``VmHWM``), in MB, or None."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024 / 1e6
    except (OSError, ValueError, IndexError):
        pass
    return None


def surfaces_alive() -> tuple[int, float]:
    """How many pygame Surfaces are alive, and their pixels in MB (a Surface is not tracked by the
    collector itself: they are found among what the tracked objects refer to, and what the
    containers the collector stopped tracking refer to: a cache's ``(picture, bytes)`` tuple)."""
    import pygame
    found: dict[int, pygame.Surface] = {}
    seen: set[int] = set()
    todo = gc.get_objects()
    while todo:
        for ref in gc.get_referents(todo.pop()):
            if isinstance(ref, pygame.Surface):
                found[id(ref)] = ref
            elif isinstance(ref, (tuple, list, dict)) and not gc.is_tracked(ref) and id(ref) not in seen:
                seen.add(id(ref))
                todo.append(ref)
    size = 0
    for surf in found.values():
        try:
            size += surf.get_pitch() * surf.get_height()
        except pygame.error:
            pass
    return len(found), size / 1e6


def cache_report(app, scene) -> str:
    """How full the caches of drawn things are (MB kept / bound, values made), at a game's end."""
    from game.ui import theme
    found = [("table", scene._surf_cache), ("images", app.images._cache),
             ("text", theme.render.cache), ("shadows", theme._shadow.cache),
             ("shadow pieces", theme._shadow_piece.cache)]
    for attr in ("art", "tiles"):
        art = getattr(scene, attr, None)
        for name in ("_cache", "_rotated"):
            if isinstance(getattr(art, name, None), type(scene._surf_cache)):
                found.append((f"{attr}{name}", getattr(art, name)))
    return ", ".join([f"{label} {c.bytes / 1e6:.1f}/{c.max_bytes / 1e6:.0f} MB ({c.misses} made)"
                      for label, c in found] + [f"fonts open {len(theme._fonts)}/{theme.FONT_CACHE_ENTRIES}"])


def play(app, game: str, seed: int, deadline: float, show_caches: bool = False) -> dict:
    """One whole bots-only game on a new table (the menu under it, as a started game has it), until
    its results show; then back to the menu. Returns the game's figures."""
    import pygame

    from game.core import registry
    from game.core.match import Runner, Seat
    from game.ui.scenes.launcher import LauncherScene
    from game.ui.scenes.results import ResultsScene
    spec = registry.get(game)
    n = min(spec.max_players, 4)
    runner = Runner.new(game, [Seat(f"Bot {i + 1}", LEVEL.get(game, "normal")) for i in range(n)], seed=seed)
    runner.start()
    app.reset(LauncherScene(app))
    app.step([])
    scene = app.game_scene(runner)
    app.push(scene)
    rng = random.Random(seed)
    counted = reset_peak()
    frames, peak, caches = 0, rss_mb(), ""
    start = time.monotonic()
    while not isinstance(app.top, ResultsScene):
        if time.monotonic() > deadline:
            raise SystemExit(f"{game} (seed {seed}) did not finish in time ({frames} frames, "
                             f"{len(runner.match.actions)} actions)")
        pos = (rng.randrange(100, 1800), rng.randrange(100, 1000))
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])
        frames += 1
        if frames % 8 == 0:
            peak = max(peak, rss_mb())
        if show_caches and frames % 256 == 0 and app.top is scene:
            caches = cache_report(app, scene)     # (the table lets go of its caches when its results show)
        if frames % 4 == 0:
            time.sleep(0.001)             # the bots' thread gets the interpreter (the main loop sleeps too)
    for _ in range(3):                    # the results drawn, then back to the menu
        app.step([])
    peak = max(peak, rss_mb())
    if counted:
        peak = max(peak, peak_since_reset() or 0.0)
    actions = len(runner.match.actions)
    app.top.to_menu()
    for _ in range(3):
        app.step([])
    return {"game": game, "actions": actions, "frames": frames, "seconds": time.monotonic() - start,
            "peak": peak, "after": rss_mb(), "caches": caches}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.memory", description=__doc__.split("\n\n")[0])
    p.add_argument("--rounds", type=int, default=3, help="rounds of the games in a row (default 3)")
    p.add_argument("--game", default="all", help="a game, a comma list, or all (default all: the four)")
    p.add_argument("--seed", type=int, default=7, help="the first round's seed (each game and round its own)")
    p.add_argument("--speed", type=float, default=SPEED, help=f"the animation speed (default {SPEED:g}; 2 is Fast)")
    p.add_argument("--trace", action="store_true", help="also show what grew between rounds (slower)")
    p.add_argument("--caches", action="store_true", help="also show how full the caches are after each game")
    args = p.parse_args(argv)
    if args.rounds < 1:
        p.error("--rounds must be at least 1")
    games = list(GAMES) if args.game == "all" else args.game.split(",")
    unknown = [g for g in games if g not in GAMES]
    if unknown:
        p.error(f"unknown game {unknown[0]!r}; choose from {', '.join(GAMES)} or all")
    os.environ["OPENAIR_HOME"] = tempfile.mkdtemp(prefix="openair-bench-")

    if args.trace:
        import tracemalloc
        tracemalloc.start(8)
    from game import games as _registered  # noqa: F401  (every game registered)
    from game.core import saves
    from game.ui.app import App
    app = App(size=(1920, 1080), start=False)
    app.anim_speed_override = args.speed
    app.pace_frames()
    app.step([])
    print(f"Memory of one App over {args.rounds} round(s) of {', '.join(games)}: bots only, 1920x1080, "
          f"animations at {args.speed:g}x, Python {sys.version.split()[0]}")
    print(f"  at start: RSS {rss_mb():.1f} MB")
    deadline = time.monotonic() + 3600
    worst_peak, round_ends, snapshot = 0.0, [], None
    for r in range(args.rounds):
        for i, game in enumerate(games):
            got = play(app, game, args.seed + 100 * r + i, deadline, args.caches)
            worst_peak = max(worst_peak, got["peak"])
            print(f"  round {r + 1} {game:<9} {got['actions']:>4} actions {got['frames']:>5} frames "
                  f"{got['seconds']:5.1f} s   peak {got['peak']:6.1f} MB   after {got['after']:6.1f} MB")
            if got["caches"]:
                print(f"    caches late in the game: {got['caches']}")
        saves.flush(10.0)
        gc.collect()
        round_ends.append(rss_mb())
        grew = f", +{round_ends[-1] - round_ends[-2]:.1f} MB on the round before" if r else ""
        print(f"  after round {r + 1}: RSS {round_ends[-1]:.1f} MB{grew}; process peak {peak_mb():.1f} MB")
        if args.trace:
            import tracemalloc
            count, mb = surfaces_alive()
            print(f"    pygame Surfaces alive: {count} ({mb:.1f} MB of pixels)")
            now = tracemalloc.take_snapshot().filter_traces([tracemalloc.Filter(False, tracemalloc.__file__)])
            if snapshot is not None:
                for stat in now.compare_to(snapshot, "traceback")[:8]:
                    print(f"    {stat.size_diff / 1e6:+.2f} MB {stat.count_diff:+d} blocks at")
                    for line in stat.traceback.format()[-6:]:
                        print(f"      {line}")
            snapshot = now
    growth = [round_ends[i] - round_ends[i - 1] for i in range(1, len(round_ends))]
    worst_growth = max(growth) if growth else 0.0
    ok_peak, ok_growth = worst_peak <= PEAK_LIMIT_MB, worst_growth <= ROUND_LIMIT_MB
    print(f"  highest peak in one game: {worst_peak:.1f} MB (goal <= {PEAK_LIMIT_MB:g}) "
          f"{'ok' if ok_peak else 'OVER'}")
    if growth:
        print(f"  most a round added after the first: {worst_growth:.1f} MB (goal <= {ROUND_LIMIT_MB:g}) "
              f"{'ok' if ok_growth else 'OVER'}")
    while app.stack:
        app.stack.pop().exit()
    return 0 if ok_peak and ok_growth else 1


if __name__ == "__main__":
    raise SystemExit(main())
