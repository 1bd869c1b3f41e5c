"""One Rock'n Rodeo festival card forced on one seat: its win rate in Normal self-play.

``python -m benchmarks.rodeo_forced CARD [--players 2] [--games 400] [--seed 90000] [--content DIR]``

The balance table (``benchmarks.rodeo_balance``) deals festival cards by chance, so at 2 players
each card sits at only about 140 of 1,000 seats and its line is noisy. Here the card goes to seat
``seed % players`` of every game (every seat in turn) and the rivals' cards are dealt by chance from
the other six, so every game measures the card. ``--content`` plays a copy of ``content/rodeo``
instead (a tuning draft). Prints the card's win rate (ties shared) with a 95 % interval.
"""

from __future__ import annotations

import argparse
import multiprocessing
from pathlib import Path

from benchmarks import interval95

_FORCED: dict = {}       # this process's card index and the seat it goes to


def _force(card: str, folder: str | None, seat: int) -> None:
    """Make this process deal ``card`` to ``seat`` (and play ``folder``'s content)."""
    from game.games.rodeo import model, rules
    if "target" not in _FORCED:                     # once a process: the content, and the deal patched
        if folder:
            content = model.load_from(Path(folder))
            model.load = lambda: content
        _FORCED["target"] = [f.id for f in model.load().festivals].index(card)
        dealt = rules.RodeoState._chance_actions

        def chance_actions(state):
            task, target = state.chance[0], _FORCED["target"]
            if task[0] == "festival" and task[1] == _FORCED["seat"]:
                return [("festival", target)]
            actions = dealt(state)
            if task[0] == "festival":
                actions = [a for a in actions if a[1] != target]
            return actions
        rules.RodeoState._chance_actions = chance_actions
    _FORCED["seat"] = seat


def one(job) -> float:
    card, folder, players, seed = job
    seat = seed % players
    _force(card, folder, seat)
    from game.simulate import play_bot_game
    runner = play_bot_game("rodeo", ["normal"] * players, seed)
    assert runner.state.festival_card(seat).id == card
    return runner.state.returns()[seat]


def main() -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.rodeo_forced")
    p.add_argument("card", help="a festival id from content/rodeo/festivals.yaml")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=400)
    p.add_argument("--seed", type=int, default=90000)
    p.add_argument("--content", default=None, help="a copy of content/rodeo to play instead")
    p.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    args = p.parse_args()
    rate = measure(args.card, args.players, args.games, args.seed, args.jobs, args.content)
    print(f"{args.card} forced on one seat, {args.players} players, {args.games} games: {rate:.1%} "
          f"± {interval95(rate, args.games):.1%} (fair share {1 / args.players:.1%})")
    return 0


def measure(card: str, players: int, games: int, seed: int, jobs: int, folder: str | None = None) -> float:
    """``card``'s win rate (ties shared) over ``games`` games with it forced on one seat (fresh processes)."""
    work = [(card, folder, players, seed + g) for g in range(games)]
    with multiprocessing.Pool(jobs) as pool:
        wins = pool.map(one, work, chunksize=4)
    return sum(wins) / len(wins)


if __name__ == "__main__":
    raise SystemExit(main())
