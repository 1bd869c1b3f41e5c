"""Bot strength: one level against another over many seeds, seats alternating.

``python -m benchmarks.strength --a hard --b normal --games 200 --budget 0.1``
Prints A's win rate (ties count half) with a 95 % interval, and A's decision times. ``random``
is a player too (uniformly random among the legal actions), the floor Easy is measured against.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time

from benchmarks import interval95


def play(game_id: str, levels: list[str], seed: int, budget, timings: dict):
    """One game; like ``game.simulate.play_bot_game``, with ``random`` seats."""
    import random

    from game.core import registry
    from game.core.bots import choose_action
    from game.core.match import Runner, Seat
    from game.simulate import bot_rng
    spec = registry.get(game_id)
    runner = Runner.new(game_id, [Seat(f"{lvl} {i + 1}", "easy") for i, lvl in enumerate(levels)], seed)
    runner.start()
    pick = random.Random(f"random/{seed}")
    while not runner.state.is_terminal():
        seat = runner.state.current_player()
        view = runner.state.view(seat)
        start = time.perf_counter()
        if levels[seat] == "random":
            action = pick.choice(view.legal_actions())
        else:
            action = choose_action(spec, view, levels[seat], bot_rng(seed, len(runner.match.actions)), budget)
        timings.setdefault(levels[seat], []).append(time.perf_counter() - start)
        runner.play(action)
    return runner


def one(job):
    game_id, seed, a, b, budget, players = job
    a_seat = seed % players                  # A sits in every seat in turn
    levels = [b] * players
    levels[a_seat] = a
    timings: dict = {}
    runner = play(game_id, levels, seed, budget, timings)
    return runner.state.returns()[a_seat], timings.get(a, [])


def main() -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.strength")
    p.add_argument("--game", default="cave_rave")
    p.add_argument("--a", default="hard")
    p.add_argument("--b", default="normal")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--budget", type=float, default=None, help="Hard seconds per decision")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    args = p.parse_args()
    jobs = [(args.game, args.seed + g, args.a, args.b, args.budget, args.players) for g in range(args.games)]
    start = time.perf_counter()
    with multiprocessing.Pool(args.jobs) as pool:
        results = []
        for result in pool.imap(one, jobs, chunksize=1):     # one line a game: a long run shows progress
            results.append(result)
            print(f"game {len(results)}/{len(jobs)}: {args.a} scores {result[0]}", file=sys.stderr, flush=True)
    wins = [r for r, _ in results]
    times = sorted(t for _, ts in results for t in ts)
    rate = sum(wins) / len(wins)
    half = interval95(rate, len(wins))
    print(f"{args.a} vs {args.b}, {args.players} players, {len(wins)} games "
          f"(seeds {args.seed}..{args.seed + args.games - 1}, budget {args.budget or 'default'}): "
          f"{args.a} wins {rate:.1%} +- {half:.1%}  [{time.perf_counter() - start:.0f} s]")
    if times:
        print(f"{args.a} decision time p50 {statistics.median(times) * 1000:.0f} ms, "
              f"p95 {times[int(0.95 * (len(times) - 1))] * 1000:.0f} ms over {len(times)} decisions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
