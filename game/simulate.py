"""Headless bot games: ``openair simulate GAME --seats hard,normal --seed 7 [--games N]``."""

from __future__ import annotations

import random
import sys
import time

from game.core import registry
from game.core.bots import LEVELS, choose_action
from game.core.i18n import N_, _, and_list, decimal, ngettext, or_list, percent, pgettext
from game.core.match import Runner, Seat

#: a bot's seat name by its level, with the seat's number ("Normal 1", "Easy 3"); the log and the
#: tables say it in sentences ("Camp Easy 3", "Easy 3 draws from the deck.")
SEAT_NAMES = {
    # Translators: the name of a seat played by an easy bot in `openair simulate`; {n} is the seat's number
    "easy": N_("Easy {n}"),
    # Translators: the name of a seat played by a normal bot in `openair simulate`
    "normal": N_("Normal {n}"),
    # Translators: the name of a seat played by a hard bot in `openair simulate`
    "hard": N_("Hard {n}"),
}


def seat_name(level: str, n: int) -> str:
    """The name of seat ``n`` (from 1) played by a bot of ``level``, in the language in use."""
    return _(SEAT_NAMES[level]).format(n=n)


def level_name(level: str) -> str:
    """A bot level as the results name it ("seat 1 (easy): win rate 40 %"), in the language in use."""
    names = {
        # Translators: a bot level in `openair simulate`'s results: "seat 1 (easy): win rate 40 %"
        "easy": pgettext("bot level", "easy"),
        # Translators: a bot level in `openair simulate`'s results: "seat 2 (normal): win rate 60 %"
        "normal": pgettext("bot level", "normal"),
        # Translators: a bot level in `openair simulate`'s results: "seat 1 (hard): win rate 70 %"
        "hard": pgettext("bot level", "hard"),
    }
    return names[level]


def bot_rng(seed: int, index: int) -> random.Random:
    return random.Random(f"bot/{seed}/{index}")


def play_bot_game(game_id: str, levels: list[str], seed: int, options: dict | None = None,
                  budget: float | None = None, timings: dict | None = None) -> Runner:
    """One whole game between bots; every bot sees only its own view."""
    spec = registry.get(game_id)
    seats = [Seat(seat_name(lvl, i + 1), lvl) for i, lvl in enumerate(levels)]
    runner = Runner.new(game_id, seats, seed, options)
    runner.start()
    while not runner.state.is_terminal():
        seat = runner.state.current_player()
        level = levels[seat]
        start = time.perf_counter()
        action = choose_action(spec, runner.state.view(seat), level,
                               bot_rng(seed, len(runner.match.actions)), budget)
        if timings is not None:
            timings.setdefault(level, []).append(time.perf_counter() - start)
        runner.play(action)
    return runner


def _parse_options(pairs: list[str]) -> dict:
    options = {}
    for pair in pairs:
        key, _, value = pair.partition("=")
        options[key] = {"true": True, "false": False}.get(value.lower(), value)
    return options


def run_cli(args) -> int:
    levels = [s.strip() for s in args.seats.split(",") if s.strip()]
    bad = [lvl for lvl in levels if lvl not in LEVELS]
    if bad:
        print(_("{seat} is not a seat: give a comma list of {levels}, e.g. normal,easy").format(
            seat=repr(bad[0]), levels=or_list(LEVELS)), file=sys.stderr)
        return 2
    try:
        spec = registry.get(args.game)
    except KeyError as exc:
        print(exc.args[0], file=sys.stderr)
        return 2
    if not spec.package:
        print(_("{game} is not built yet").format(game=_(spec.title)), file=sys.stderr)
        return 2
    options = _parse_options(args.option)
    if args.games <= 1:
        runner = play_bot_game(args.game, levels, args.seed, options, args.budget)
        if not args.quiet:
            for line in runner.log_lines():
                print(line)
            print()
        table = runner.state.score_table([s.name for s in runner.match.seats])
        width = max(len(r["label"]) for r in table["rows"])
        print(" " * width + "".join(f"{c:>12}" for c in table["columns"]))
        for row in table["rows"]:
            print(f"{row['label']:<{width}}" + "".join(f"{str(v):>12}" for v in row["values"]))
        print(table["headline"])
        for note in table.get("notes", []):
            print(f"  {note}")
        return 0
    wins = [0.0] * len(levels)
    start = time.perf_counter()
    for g in range(args.games):
        runner = play_bot_game(args.game, levels, args.seed + g, options, args.budget)
        for s, r in enumerate(runner.state.returns()):
            wins[s] += r
    took = time.perf_counter() - start
    print(ngettext("{games} game of {game}, seeds {first} to {last}, {seconds} s",
                   "{games} games of {game}, seeds {first} to {last}, {seconds} s", args.games).format(
        games=args.games, game=_(spec.title), first=args.seed, last=args.seed + args.games - 1, seconds=decimal(took)))
    if spec.coop:
        print("  " + _("the team ({levels}) wins {percent}").format(
            levels=and_list(level_name(lvl) for lvl in levels), percent=percent(wins[0] / args.games, 1)))
        return 0
    for s, lvl in enumerate(levels):
        print("  " + _("seat {n} ({level}): win rate {percent}").format(
            n=s + 1, level=level_name(lvl), percent=percent(wins[s] / args.games, 1)))
    return 0
