#!/usr/bin/env python3
"""Lines of code per role per game: what a game's folder holds, and how much of it is table.

Roles: ``rules`` (rules.py and the rules' helpers), ``model``, ``bot``, ``words`` (log lines and
the results table, no pygame) and ``table`` (everything else: layout, art, hotspots, presenters,
animations). Usage, from the repository root::

    python tools/loc_by_role.py [--ref GIT_REF]
"""

from __future__ import annotations

import argparse
import subprocess
from pathlib import Path

ROLES = {
    "rules": {"rules.py", "effects.py", "goals.py", "abilities.py", "board.py", "events.py", "pending.py",
              "campsite.py@rodeo", "fest.py@rodeo", "scoring.py@rodeo"},
    "model": {"model.py"},
    "bot": {"bot.py", "evening.py@rodeo"},
    "words": {"text.py"},
}


def role_of(game: str, name: str) -> str:
    for role, names in ROLES.items():
        if name in names or f"{name}@{game}" in names:
            return role
    return "table"


def files(ref: str | None, game: str) -> dict[str, str]:
    folder = f"game/games/{game}"
    if ref is None:
        return {p.name: p.read_text() for p in sorted(Path(folder).glob("*.py"))}
    names = subprocess.run(["git", "ls-tree", "--name-only", f"{ref}:{folder}"], capture_output=True,
                           text=True, check=True).stdout.split()
    return {n: subprocess.run(["git", "show", f"{ref}:{folder}/{n}"], capture_output=True, text=True,
                              check=True).stdout for n in names if n.endswith(".py")}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ref", help="a git commit to count instead of the working tree")
    args = ap.parse_args()
    roles = ["rules", "model", "bot", "words", "table"]
    print(f"{'game':<10}" + "".join(f"{r:>8}" for r in roles) + f"{'total':>8}")
    for game in ("cave_rave", "camp", "boaromia", "rodeo"):
        if not Path(f"game/games/{game}").is_dir() and args.ref is None:
            continue
        try:
            got = files(args.ref, game)
        except subprocess.CalledProcessError:
            continue
        counts = dict.fromkeys(roles, 0)
        for name, text in got.items():
            if name == "__init__.py":
                continue
            counts[role_of(game, name)] += len(text.splitlines())
        print(f"{game:<10}" + "".join(f"{counts[r]:>8}" for r in roles) + f"{sum(counts.values()):>8}")


if __name__ == "__main__":
    main()
