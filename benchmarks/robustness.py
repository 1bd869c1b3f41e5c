"""``python -m benchmarks.robustness [--quick] [--group NAME] [--only TEXT] [--keep]``: the hostile cases.

Reruns what a hostile user, a crash or a bad disk does to Open Air and counts how many are
handled cleanly (goal: all). Groups:

  bad files      bad saves and user files (autosave, named saves, settings, stats), each used
                 through the real screens of the app started headless (:mod:`benchmarks.robust_files`)
  content        mutated copies of each game's YAML through the real loaders (:mod:`benchmarks.robust_content`)
  kill -9        a process playing bot moves with autosave on, killed at random moments; every
                 autosave must load and replay (:mod:`benchmarks.robust_kill`)
  data folder    a read-only and a full data folder (:mod:`benchmarks.robust_folder`)
  out of reach   a user folder that cannot be entered (chmod 000 above it) or whose path is
                 5,000 characters long: the app starts and plays without saving, and says so
                 (:func:`benchmarks.robust_folder.run_reach`)
  save names     games saved through "Save as…" under names that shared a file (Autosave, Cyrillic,
                 CJK, emoji, umlauts, ß, Windows device names) (:func:`benchmarks.robust_hostile.run_names`)
  hostile files  actions nested 500-990 deep, seat names that cannot be drawn, lone surrogates in the
                 settings and statistics (:func:`benchmarks.robust_hostile.run_hostile`)
  special files  named pipes in place of user files; a pipe, a folder or a device typed into Saved
                 games or dropped onto the window (:func:`benchmarks.robust_hostile.run_special`)
  monkey         random clicks, keys, wheel, resizes and drags posted to the real App over every
                 scene of every game (:mod:`benchmarks.robust_monkey`)
  windows        two Open Air processes on one user folder: the second start says it is running and
                 changes nothing, a start after kill -9 is not blocked (:mod:`benchmarks.robust_windows`)

Prints per group "handled N of M" and each failure with a hint to reproduce it; exits 1 when a
case was not handled. ``--quick`` runs a small slice of each group (CI runs it through
``tests/test_robustness_slice.py``). Every case runs in its own scratch ``OPENAIR_HOME``.
"""

from __future__ import annotations

import argparse
import atexit
import os
import shutil
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if not os.environ.get("OPENAIR_HOME"):          # never touch the player's own files
    os.environ["OPENAIR_HOME"] = tempfile.mkdtemp(prefix="openair-robust-")
    atexit.register(shutil.rmtree, os.environ["OPENAIR_HOME"], True)

GROUPS = ("files", "names", "hostile", "special", "content", "kill", "folder", "reach", "monkey", "windows")


def run_group(name: str, quick: bool, only: str | None, keep: bool, args) -> list:
    if name == "files":
        from . import robust_files
        return robust_files.run(quick, only, keep)
    if name in ("names", "hostile", "special"):
        from . import robust_hostile
        return getattr(robust_hostile, f"run_{name}")(quick, only, keep)
    if name == "content":
        from . import robust_content
        return robust_content.run(quick, only)
    if name == "kill":
        from . import robust_kill
        return robust_kill.run(quick, kills=args.kills)
    if name == "folder":
        from . import robust_folder
        return robust_folder.run(quick, only)
    if name == "reach":
        from . import robust_folder
        return robust_folder.run_reach(quick, only)
    if name == "monkey":
        from . import robust_monkey
        return robust_monkey.run(quick, events=args.events, only=only)
    if name == "windows":
        from . import robust_windows
        return robust_windows.run(quick, only)
    raise ValueError(name)


def report(group: str, results: list, took: float, out=sys.stdout) -> None:
    handled = sum(1 for r in results if r.ok)
    label = results[0].group if results else group
    print(f"{label}: handled {handled} of {len(results)}  ({took:.0f} s)", file=out, flush=True)
    for r in results:
        if not r.ok:
            print(f"  FAILED {r.label}: {r.detail}", file=out)
            if r.repro:
                print(f"         reproduce: {r.repro}", file=out)
    out.flush()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.robustness", description=__doc__.split("\n")[0])
    p.add_argument("--quick", action="store_true", help="a small slice of every group")
    p.add_argument("--group", action="append", choices=GROUPS, help="only these groups (repeatable)")
    p.add_argument("--only", help="only the cases whose label contains this text")
    p.add_argument("--keep", action="store_true", help="keep each case's scratch home (bad files)")
    p.add_argument("--verbose", "-v", action="store_true", help="print every case, handled or not")
    p.add_argument("--kills", type=int, default=50, help="kill -9 runs (default 50)")
    p.add_argument("--events", type=int, default=100_000, help="monkey events in all (default 100,000)")
    args = p.parse_args(argv)
    failed = 0
    for group in args.group or GROUPS:
        start = time.perf_counter()
        results = run_group(group, args.quick, args.only, args.keep, args)
        report(group, results, time.perf_counter() - start)
        if args.verbose:
            for r in results:
                print(f"  {'ok    ' if r.ok else 'FAILED'} {r.label}: {r.detail}")
        failed += sum(1 for r in results if not r.ok)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
