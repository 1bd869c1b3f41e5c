"""Soak: many seeded bot games for every player count; any exception is a failure.

``python -m benchmarks.soak [--games 1000] [--game cave_rave] [--jobs 2]``
Seats cycle through easy/normal and a Hard bot with a small iteration budget (so
the search code runs too without taking hours). ``--levels random`` plays every
seat at random instead, with the full consistency checks every 25 decisions
(``game.core.consistency.check_game``): the fast way to soak many thousands of
games. ``--levels mixed`` gives each seat, seeded, one of random, Easy and Normal (the
bots' choices must be legal; the same checks run), and ``--spread`` deals the games
round-robin over every player count and every variant (the standard game and each
option on its own). Prints errors with the seed to reproduce them, and the
game-length figures; ``--progress N`` prints a line every N games (long runs' logs).

The issue-12 soak, one game at a time::

    nice -n 19 python -m benchmarks.soak --game rodeo --players 2,3,4 --games 10000 \
        --levels mixed --spread --jobs 1 --progress 500
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import time
import traceback

LEVEL_CYCLE = ["normal", "easy", "hard", "normal"]
#: what ``--levels mixed`` deals each seat from
MIXED = ("random", "easy", "normal")


def mixed_levels(seed: int, players: int) -> list[str]:
    """Each seat random, Easy or Normal, chosen by the game's seed (reproducible)."""
    rng = random.Random(f"soak-levels/{seed}")
    return [rng.choice(MIXED) for _ in range(players)]


def variants(game_id: str) -> list[dict]:
    """The standard game and each option on its own (every non-default choice)."""
    from game.core import registry
    out: list[dict] = [{}]
    for opt in registry.get(game_id).options:
        if opt.kind == "bool":
            out.append({opt.id: not opt.default})
        else:
            out += [{opt.id: c.id} for c in opt.choices if c.id != opt.default]
    return out


def final_scores(state) -> list[float]:
    if hasattr(state, "totals"):
        return state.totals()
    if hasattr(state, "score"):
        return [state.score(c) for c in range(state.num_players)]
    return state.returns()                 # a co-operative game: 1 each for a win


def one(args: tuple) -> tuple[int, int, str | None, int, list[int]]:
    game_id, seed, players, *rest = args
    options = rest[0] if rest else {}
    cycle = rest[1] if len(rest) > 1 else LEVEL_CYCLE
    from game.core.consistency import check_game
    from game.simulate import play_bot_game
    if cycle == ["mixed"]:
        levels = mixed_levels(seed, players)
    else:
        levels = [cycle[(seed + i) % len(cycle)] for i in range(players)]
    try:
        if "random" in levels or cycle == ["mixed"]:
            runner = check_game(game_id, seed, players, options, deep_every=25, levels=levels)
        else:
            runner = play_bot_game(game_id, levels, seed, options, budget=0.0 if "hard" in levels else None)
        state = runner.state
        assert state.is_terminal()
        scores = final_scores(state)
        return seed, players, None, len(runner.match.actions), scores
    except Exception:  # noqa: BLE001 - a soak reports every failure
        return seed, players, traceback.format_exc(), 0, []


def main() -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.soak")
    p.add_argument("--game", default="cave_rave")
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--players", default="2,3,4")
    p.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    p.add_argument("--variants", action="store_true",
                   help="--games games for every player count and every variant (else spread over counts)")
    p.add_argument("--spread", action="store_true",
                   help="deal the --games games round-robin over every player count x variant")
    p.add_argument("--levels", default=",".join(LEVEL_CYCLE),
                   help="bot levels the seats cycle through, or 'mixed' (each seat random, easy or normal)")
    p.add_argument("--first-seed", type=int, default=0)
    p.add_argument("--progress", type=int, default=0, help="print a line every N games")
    args = p.parse_args()
    counts = [int(x) for x in args.players.split(",")]
    cycle = args.levels.split(",")
    seeds = range(args.first_seed, args.first_seed + args.games)
    if args.variants:
        work = [(args.game, seed, n, v, cycle) for v in variants(args.game) for n in counts for seed in seeds]
    elif args.spread:
        combos = [(n, v) for v in variants(args.game) for n in counts]
        work = [(args.game, seed, *combos[seed % len(combos)], cycle) for seed in seeds]
    else:
        work = [(args.game, seed, counts[seed % len(counts)], {}, cycle) for seed in seeds]
    print(f"{args.game}: {len(work)} games, players {args.players}, levels {args.levels}, "
          f"{'every variant' if args.variants or args.spread else 'standard game'}, jobs {args.jobs}", flush=True)
    start = time.perf_counter()
    results = []
    with multiprocessing.Pool(args.jobs) as pool:
        for r in pool.imap(one, work, chunksize=4):
            results.append(r)
            if args.progress and len(results) % args.progress == 0:
                bad = sum(1 for x in results if x[2])
                print(f"  {len(results)} games, {bad} failed, {time.perf_counter() - start:.0f} s", flush=True)
    took = time.perf_counter() - start
    failures = [r for r in results if r[2]]
    for (seed, players, err, _, _), job in [(r, w) for r, w in zip(results, work, strict=True) if r[2]][:5]:
        print(f"FAILED seed {seed} ({players} players, options {job[3]}):\n{err}")
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
