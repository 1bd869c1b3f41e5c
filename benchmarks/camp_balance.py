"""Camp Roskilde balance from bot self-play: ``python -m benchmarks.camp_balance [--games 200]``.

For 2, 4 and 6 players (Normal bots, seeds 1..N) it reports how often a turn finds
no legal placement (the grounds are cleared), how games end (a full camp, the
empty draw pile, won by a perfectly diverse camp) and how long they last.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
from collections import Counter


def one(job):
    players, seed, level = job
    from game.simulate import play_bot_game
    runner = play_bot_game("camp", [level] * players, seed)
    kinds = Counter(ev.kind for evs in runner.events for ev in evs)
    st = runner.state
    return {"turns": st.turns_played, "cleared": kinds["grounds_discarded"], "reason": st.result["reason"],
            "diverse": bool(st.result["diverse"]), "tiles": max(st.count(c) for c in range(players)),
            "chain": kinds["moved"] + kinds["discarded"], "tiebreak": kinds["tiebreak"]}


def main() -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.camp_balance")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--level", default="normal")
    p.add_argument("--players", default="2,4,6")
    args = p.parse_args()
    with multiprocessing.Pool() as pool:
        for players in (int(x) for x in args.players.split(",")):
            rows = pool.map(one, [(players, seed, args.level) for seed in range(1, args.games + 1)])
            turns = sum(r["turns"] for r in rows)
            cleared = sum(r["cleared"] for r in rows)
            reasons = Counter("diverse" if r["diverse"] else r["reason"] for r in rows)
            print(f"{players} players, {len(rows)} games ({args.level} bots): "
                  f"turns median {statistics.median(r['turns'] for r in rows):.0f} "
                  f"(min {min(r['turns'] for r in rows)}, max {max(r['turns'] for r in rows)}); "
                  f"no legal placement in {cleared / turns:.1%} of turns; "
                  f"ends: full camp {reasons['full'] / len(rows):.0%}, empty pile {reasons['pile'] / len(rows):.0%}, "
                  f"diversity win {reasons['diverse'] / len(rows):.0%}; "
                  f"tiebreaks {sum(r['tiebreak'] for r in rows) / len(rows):.0%}; "
                  f"tiles moved or discarded by rules per game {statistics.mean(r['chain'] for r in rows):.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
