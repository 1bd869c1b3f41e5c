"""Soak: many seeded bot games for every player count; any exception is a failure.

``python -m benchmarks.soak [--games 1000] [--game cave_rave] [--jobs 2]``
Seats cycle through easy/normal and a Hard bot with a small iteration budget (so
the search code runs too without taking hours). Prints errors with the seed to
reproduce them, and the game-length figures.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import time
import traceback

LEVEL_CYCLE = ["normal", "easy", "hard", "normal"]


def one(args: tuple[str, int, int]) -> tuple[int, int, str | None, int, list[int]]:
    game_id, seed, players = args
    from game.simulate import play_bot_game
    levels = [LEVEL_CYCLE[(seed + i) % len(LEVEL_CYCLE)] for i in range(players)]
    try:
        runner = play_bot_game(game_id, levels, seed, budget=0.0 if "hard" in levels else None)
        state = runner.state
        assert state.is_terminal()
        return seed, players, None, len(runner.match.actions), state.totals()
    except Exception:  # noqa: BLE001 - a soak reports every failure
        return seed, players, traceback.format_exc(), 0, []


def main() -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.soak")
    p.add_argument("--game", default="cave_rave")
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--players", default="2,3,4")
    p.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    args = p.parse_args()
    counts = [int(x) for x in args.players.split(",")]
    work = [(args.game, seed, counts[seed % len(counts)]) for seed in range(args.games)]
    start = time.perf_counter()
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.map(one, work, chunksize=8)
    took = time.perf_counter() - start
    failures = [r for r in results if r[2]]
    for seed, players, err, _, _ in failures[:5]:
        print(f"FAILED seed {seed} ({players} players):\n{err}")
    for n in counts:
        lengths = [r[3] for r in results if r[1] == n and not r[2]]
        tops = [max(r[4]) for r in results if r[1] == n and not r[2]]
        if lengths:
            print(f"{n} players: {len(lengths)} games, actions median {statistics.median(lengths):.0f}, "
                  f"winning score median {statistics.median(tops):.0f}")
    print(f"{len(results) - len(failures)} passed, {len(failures)} failed ({took:.0f} s)")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
