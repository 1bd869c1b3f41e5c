"""Boaromia's team of bots: win rate over seeded games, per variant and player count.

``python -m benchmarks.coop [--players 4] [--games 1000] [--variant standard] [--board front]
[--human 0] [--level normal] [--jobs 2]``

Every seat is the team planner (``--level``); ``--human N`` replaces seat N's bot by the
human-like policy (Easy), a seat the planner knows plays its own way (the seats' kinds are
public). Prints the team's win rate with a 95 % interval, the round of the photo, why games
were lost, the planner's time per round (all bot decisions of one round, summed) and per
decision of a ``--level`` seat (what a Hint costs on the main thread).
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import time

from benchmarks import interval95


def one(job) -> tuple[bool, int, bool, list[float], list[float]]:
    """(won, last round, everyone had 8 fun at some round's start, seconds of planning per round,
    seconds per decision of the planner's seats)."""
    seed, players, options, levels, planner = job
    from game.core import registry
    from game.core.bots import choose_action
    from game.core.match import Runner, Seat
    from game.simulate import bot_rng
    spec = registry.get("boaromia")
    runner = Runner.new("boaromia", [Seat(f"Bot {i + 1}", lvl) for i, lvl in enumerate(levels)], seed, options)
    runner.start()
    per_round: dict[int, float] = {}
    decisions: list[float] = []
    ready = False
    while not runner.state.is_terminal():
        st = runner.state
        seat = st.current_player()
        ready = ready or (st.phase == "next" and min(st.fun) >= st.rules.photo_fun)
        start = time.perf_counter()
        action = choose_action(spec, st.view(seat), levels[seat], bot_rng(seed, len(runner.match.actions)))
        took = time.perf_counter() - start
        per_round[st.round] = per_round.get(st.round, 0.0) + took
        if levels[seat] == planner:
            decisions.append(took)
        runner.play(action)
    st = runner.state
    return bool(st.result["won"]), st.result["round"], ready, list(per_round.values()), decisions


def main() -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.coop")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--variant", default="standard")
    p.add_argument("--board", default="front")
    p.add_argument("--level", default="normal")
    p.add_argument("--human", type=int, default=None, help="this seat plays the human-like policy")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    args = p.parse_args()
    levels = [args.level] * args.players
    if args.human is not None:
        levels[args.human] = "easy"
    options = {"variant": args.variant, "board": args.board}
    jobs = [(args.seed + g, args.players, options, levels, args.level) for g in range(args.games)]
    start = time.perf_counter()
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.map(one, jobs, chunksize=4)
    won = [r for r in results if r[0]]
    rate = len(won) / len(results)
    half = interval95(rate, len(results))
    ready_lost = sum(1 for r in results if not r[0] and r[2])
    rounds = sorted(t for r in results for t in r[3])
    who = ",".join(levels)
    print(f"boaromia {args.players}p {args.variant}/{args.board} [{who}], {len(results)} games "
          f"(seeds {args.seed}..{args.seed + args.games - 1}): team wins {rate:.1%} +- {half:.1%} "
          f"[{time.perf_counter() - start:.0f} s]")
    if won:
        print(f"  photo round median {statistics.median(r[1] for r in won):.0f} "
              f"(min {min(r[1] for r in won)}, max {max(r[1] for r in won)})")
    print(f"  lost: {len(results) - len(won)} ({ready_lost} after everyone had 8 fun at a round's start, "
          f"{len(results) - len(won) - ready_lost} never got everyone to 8)")
    decisions = sorted(t for r in results for t in r[4])
    for what, times in (("per round", rounds), (f"per {args.level} decision", decisions)):
        if times:
            print(f"  planning {what} p50 {statistics.median(times) * 1000:.0f} ms, "
                  f"p95 {times[int(0.95 * (len(times) - 1))] * 1000:.0f} ms, max {times[-1] * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
