"""Soak: many seeded bot games for every player count; any exception is a failure.

``python -m benchmarks.soak [--games 1000] [--game cave_rave] [--jobs 2]``
Seats cycle through easy/normal and a Hard bot with a small iteration budget (so
the search code runs too without taking hours). ``--levels random`` plays every
seat at random instead, with the full consistency checks every 25 decisions
(``game.core.consistency.check_game``): the fast way to soak many thousands of
games. Prints errors with the seed to reproduce them, and the game-length figures.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import time
import traceback

LEVEL_CYCLE = ["normal", "easy", "hard", "normal"]


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
    levels = [cycle[(seed + i) % len(cycle)] for i in range(players)]
    try:
        if "random" in levels:
            runner = check_game(game_id, seed, players, options, deep_every=25)
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
    p.add_argument("--levels", default=",".join(LEVEL_CYCLE), help="bot levels the seats cycle through")
    args = p.parse_args()
    counts = [int(x) for x in args.players.split(",")]
    cycle = args.levels.split(",")
    if args.variants:
        work = [(args.game, seed, n, v, cycle) for v in variants(args.game) for n in counts
                for seed in range(args.games)]
    else:
        work = [(args.game, seed, counts[seed % len(counts)], {}, cycle) for seed in range(args.games)]
    start = time.perf_counter()
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.map(one, work, chunksize=8)
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
