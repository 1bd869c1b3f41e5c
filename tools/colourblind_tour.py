"""A game's tour as colour-blind players see it: protanopia, deuteranopia and tritanopia.

    python tools/colourblind_tour.py GAME OUT_DIR [--shots 03_game_start,11_boaromia_walk_lit] [--width 960]

renders the tour (``openair tour GAME``) into OUT_DIR/tour and writes every shot (or those named
by ``--shots``) through the three simulations of ``tools/colourblind.py`` (Machado et al. 2009,
severity 1.0) as OUT_DIR/<shot>_<kind>.png. Look at them side by side: every pair of things told
apart by colour (seats, vibes, stages) must still be told apart, by a symbol or a pattern.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from colourblind import MATRICES, simulate  # noqa: E402


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python tools/colourblind_tour.py", description=__doc__.split("\n\n")[0])
    p.add_argument("game")
    p.add_argument("out_dir")
    p.add_argument("--shots", default="", help="comma-separated shot names (default: every shot)")
    p.add_argument("--width", type=int, default=960, help="scale down to this width first (0: keep the size)")
    p.add_argument("--seed", type=int, default=3)
    args = p.parse_args(argv)
    import game.games  # noqa: F401  (the games register themselves)
    from game.ui.tour import run_tour
    tour_dir = Path(args.out_dir) / "tour"
    status = run_tour(args.game, str(tour_dir), seed=args.seed)
    if status:
        return status
    wanted = {s.strip() for s in args.shots.split(",") if s.strip()}
    shots = sorted(p for p in tour_dir.glob("*.png") if not wanted or p.stem in wanted)
    os.makedirs(args.out_dir, exist_ok=True)
    for shot in shots:
        surf = pygame.image.load(str(shot))
        if args.width and surf.get_width() > args.width:
            height = round(surf.get_height() * args.width / surf.get_width())
            surf = pygame.transform.smoothscale(surf, (args.width, height))
        for kind in MATRICES:
            path = Path(args.out_dir) / f"{shot.stem}_{kind}.png"
            pygame.image.save(simulate(surf, kind), str(path))
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
