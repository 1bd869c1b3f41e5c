"""Command line: start the app (default), ``simulate`` bot games, ``tour`` the screens."""

from __future__ import annotations

import argparse
import sys


def _window_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1366x768") from None
    return w, h


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="openair", description="Open Air: festival board games.")
    sub = p.add_subparsers(dest="command")
    play = sub.add_parser("play", help="start the app (the default)")
    play.add_argument("--windowed", action="store_true", help="start in a window")
    sim = sub.add_parser("simulate", help="play bot games headless and print the result")
    sim.add_argument("game")
    sim.add_argument("--seats", default="normal,normal", help="comma list of easy|normal|hard")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--games", type=int, default=1, help="more than 1: print win rates only")
    sim.add_argument("--option", action="append", default=[], metavar="ID=VALUE",
                     help="a game option, e.g. length=short")
    sim.add_argument("--budget", type=float, default=None, help="Hard bot seconds per decision")
    sim.add_argument("--quiet", action="store_true", help="no move log")
    tour = sub.add_parser("tour", help="render every screen of a game to PNG files")
    tour.add_argument("game")
    tour.add_argument("--out", required=True)
    tour.add_argument("--seed", type=int, default=3)
    tour.add_argument("--size", type=_window_size, default=None, metavar="WxH",
                      help="render as a window of this size shows it, e.g. 1366x768 (a laptop)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "simulate":
        from game.simulate import run_cli
        return run_cli(args)
    if args.command == "tour":
        from game.ui.tour import run_tour
        return run_tour(args.game, args.out, seed=args.seed, size=args.size)
    from game.core.logs import setup_logging
    from game.ui.app import run
    setup_logging()
    return run()
