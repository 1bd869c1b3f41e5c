"""Rock'n Rodeo's balance table from Normal self-play (issue 9's "Balance" figures).

``python -m benchmarks.rodeo_balance [--games4 1000 --games3 500 --games2 500] [--jobs N]``

Prints, per player count and over all games:
- each festival card's and each start position's win rate against 1/n (ties count shared);
- every band, buyable stand, upgrade and event card chosen at least ``--min`` times: how far its
  choosers' win rate sits from 1/n;
- the share of player-seasons with positive income and of bookings that were garage bands.
A line is flagged ``!`` when it is outside the issue's bounds (±8 points; income ≥ 80 %; garage
≤ 30 %).

At 2 and 3 players a festival card sits at only 140-230 seats, so its 95 % interval is ±6 to ±8 points and,
over 21 festival lines, one can fall outside ±8 by chance alone. Each flagged festival line is therefore
measured again on an independent sample (``--confirm`` games, seeds from 90000, with the card forced on one
seat as ``benchmarks.rodeo_forced`` does) and the verdict at the end uses that second measurement only (the
first is biased by having been picked for being extreme). ``--confirm 0`` skips it.
"""

from __future__ import annotations

import argparse
import multiprocessing
import time
from collections import defaultdict

from benchmarks import interval95

BOUND = 0.08


def one(job: tuple) -> dict:
    players, seed, options = job
    from game.simulate import play_bot_game
    runner = play_bot_game("rodeo", ["normal"] * players, seed, options)
    st = runner.state
    won = st.returns()
    out = {"players": players, "won": won, "festival": [f.festival for f in st.fests], "start": None,
           "picks": [[] for _ in range(players)], "income": [], "garage": 0, "booked": 0}
    for events in runner.events:
        for ev in events:
            d = ev.data
            if ev.kind == "order" and out["start"] is None:
                out["start"] = d["order"]
            elif ev.kind == "booked":
                out["booked"] += 1
                out["picks"][ev.seat].append(("band", d["band"]))
            elif ev.kind == "garage":
                out["garage"] += 1
            elif ev.kind == "stand_bought":
                out["picks"][ev.seat].append(("stand", d["stand"]))
            elif ev.kind == "upgrade_bought":
                out["picks"][ev.seat].append(("upgrade", d["upgrade"]))
            elif ev.kind == "event_played":
                out["picks"][ev.seat].append(("event", d["card"]))
            elif ev.kind == "season_scored":
                out["income"] += d["income"]
    return out


def line(label: str, rate: float, n: int, fair: float) -> str:
    flag = "!" if abs(rate - fair) > BOUND else " "
    return f"{flag} {label:<44} {rate:6.1%} ({rate - fair:+.1%}, ±{interval95(rate, n):.1%}, n={n})"


def main() -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.rodeo_balance")
    p.add_argument("--games4", type=int, default=1000)
    p.add_argument("--games3", type=int, default=500)
    p.add_argument("--games2", type=int, default=500)
    p.add_argument("--min", type=int, default=200, help="report cards chosen at least this often")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    p.add_argument("--confirm", type=int, default=400, help="games to re-measure each flagged festival line")
    args = p.parse_args()
    from game.core import registry
    content = registry.get("rodeo").content
    jobs = [(n, args.seed + g, {}) for n, games in ((4, args.games4), (3, args.games3), (2, args.games2))
            for g in range(games)]
    start = time.perf_counter()
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.map(one, jobs, chunksize=4)
    print(f"Rock'n Rodeo balance: Normal self-play, {len(results)} games, {time.perf_counter() - start:.0f} s")
    chosen: dict = defaultdict(lambda: [0.0, 0, 0.0])     # item -> [wins, times, fair share]
    flagged: list = []                                      # (festival id, players) outside the bounds
    for n in (4, 3, 2):
        games = [r for r in results if r["players"] == n]
        if not games:
            continue
        fair = 1.0 / n
        print(f"\n{n} players ({len(games)} games)")
        by_fest: dict = defaultdict(lambda: [0.0, 0])
        by_pos: dict = defaultdict(lambda: [0.0, 0])
        for r in games:
            for seat in range(n):
                by_fest[r["festival"][seat]][0] += r["won"][seat]
                by_fest[r["festival"][seat]][1] += 1
                pos = r["start"].index(seat)
                by_pos[pos][0] += r["won"][seat]
                by_pos[pos][1] += 1
                for item in set(r["picks"][seat]):
                    c = chosen[item]
                    c[0] += r["won"][seat]
                    c[1] += 1
                    c[2] += fair
        for f in sorted(by_fest):
            wins, times = by_fest[f]
            print(line(f"festival {content.festivals[f].name}", wins / times, times, fair))
            if abs(wins / times - fair) > BOUND:
                flagged.append((f, n))
        for pos in sorted(by_pos):
            wins, times = by_pos[pos]
            print(line(f"start position {pos + 1}", wins / times, times, fair))
    print(f"\nCards chosen at least {args.min} times (choosers' win rate against their fair share)")
    names = {"band": lambda i: content.bands[i].name, "stand": lambda i: content.stands[i].name,
             "upgrade": lambda i: content.upgrade[i].name, "event": lambda i: content.events[i].name}
    for item in sorted(chosen, key=lambda k: (k[0], str(k[1]))):
        wins, times, fair = chosen[item]
        if times >= args.min:
            print(line(f"{item[0]} {names[item[0]](item[1])}", wins / times, times, fair / times))
    incomes = [x for r in results for x in r["income"]]
    positive = sum(x > 0 for x in incomes) / len(incomes)
    garage = sum(r["garage"] for r in results) / max(1, sum(r["garage"] + r["booked"] for r in results))
    print(f"\n{'!' if positive < 0.8 else ' '} income positive in {positive:.1%} of {len(incomes)} player-seasons"
          " (target >= 80 %)")
    print(f"{'!' if garage > 0.3 else ' '} garage bands are {garage:.1%} of bookings (target <= 30 %)")
    confirm(flagged, content, args)
    return 0


def confirm(flagged: list, content, args) -> None:
    """Measure each flagged festival line again on its own sample and say which stay outside the bounds."""
    if not flagged or not args.confirm:
        return
    from benchmarks.rodeo_forced import measure
    print(f"\nFlagged festival lines measured again ({args.confirm} new games each, the card forced on one seat)")
    still = []
    for index, players in flagged:
        card = content.festivals[index]
        rate = measure(card.id, players, args.confirm, 90000, args.jobs)
        print(line(f"festival {card.name}, {players} players", rate, args.confirm, 1.0 / players))
        if abs(rate - 1.0 / players) > BOUND:
            still.append(f"{card.name} at {players} players")
    print(f"\n{'!' if still else ' '} festival lines outside ±8 points after confirmation: "
          f"{', '.join(still) if still else 'none'}")


if __name__ == "__main__":
    raise SystemExit(main())
