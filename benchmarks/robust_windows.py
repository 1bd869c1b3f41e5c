"""Two windows on one user folder: real ``python -m game`` processes on one ``OPENAIR_HOME``.

The folder first gets what a player has (settings, statistics, a named save, an autosave:
``robust_folder.prepare``). Then the first Open Air starts (``play --frames`` with a count it never
reaches: the real window app, headless), and once it holds the folder (its process id in
``data/openair.lock``, or after 15 s without) and its folder stays the same for half a second:

* **a second start**: ``play --frames 3`` must end with status 0, say that Open Air is already
  running, open no app (no "drew 3 frames") and leave every file of the folder as it was;
* **simulate meanwhile** (not in ``--quick``): ``simulate cave_rave`` must play its game as usual
  and leave the folder as it was;
* **a start after kill -9**: the first is killed with SIGKILL; a new ``play --frames 3`` must start
  (the lock died with the process, its file is still there);
* **no lock possible** (not in ``--quick``): a folder that refuses writes (``robust_folder``'s
  simulated EROFS, no lock file in it yet) must not stop the start.

The no-lock child: ``python -m benchmarks.robust_windows --child-erofs`` (with ``OPENAIR_HOME`` set).
"""

from __future__ import annotations

import argparse
import errno
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .robust_app import Result, headless

GROUP = "two windows on one user folder"
ROOT = Path(__file__).resolve().parents[1]
REPRO = "python -m benchmarks.robustness --group windows"
NEVER = "1000000000"        # frames the first window would draw before it quits: it is killed first
SECONDS = 60


def env_for(home: Path) -> dict:
    return dict(os.environ, OPENAIR_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                LANGUAGE="en", PYGAME_HIDE_SUPPORT_PROMPT="1")


def openair(home: Path, *args: str) -> subprocess.CompletedProcess:
    """``python -m game ARGS`` on ``home`` to its end."""
    return subprocess.run([sys.executable, "-m", "game", *args], env=env_for(home), cwd=ROOT,
                          capture_output=True, text=True, timeout=SECONDS)


def snapshot(home: Path) -> dict[str, bytes]:
    """Every file of the folder and its bytes."""
    return {str(p.relative_to(home)): p.read_bytes() for p in sorted(home.rglob("*")) if p.is_file()}


def changed(before: dict, after: dict) -> list[str]:
    return sorted(name for name in before.keys() | after.keys() if before.get(name) != after.get(name))


def wait_held(home: Path, proc: subprocess.Popen, seconds: float = 15.0) -> bool:
    """Until the process wrote its id into the folder's lock (True), ended or ``seconds`` passed."""
    lock = home / "data" / "openair.lock"
    end = time.monotonic() + seconds
    while time.monotonic() < end and proc.poll() is None:
        try:
            if lock.read_text().strip() == str(proc.pid):
                return True
        except OSError:
            pass
        time.sleep(0.05)
    return False


def settle(home: Path, seconds: float = 15.0) -> None:
    """Until the folder stays the same for half a second (the first window done starting: its
    probe files gone), or ``seconds`` passed."""
    end = time.monotonic() + seconds
    last = snapshot(home)
    while time.monotonic() < end:
        time.sleep(0.5)
        now = snapshot(home)
        if now == last:
            return
        last = now


def _tail(text: str) -> str:
    return " ".join(text.split())[-300:]


def second_start(home: Path, first: subprocess.Popen) -> Result:
    label = "a second start while Open Air runs"
    before = snapshot(home)
    out = openair(home, "play", "--frames", "3")
    after = snapshot(home)
    problems = []
    if out.returncode != 0:
        problems.append(f"it ended with status {out.returncode}: {_tail(out.stderr)}")
    if "drew 3 frames" in out.stdout:
        problems.append("it opened the app as well (drew its frames)")
    if "already running" not in out.stderr:
        problems.append("it did not say that Open Air is already running")
    if changed(before, after):
        problems.append(f"it changed {', '.join(changed(before, after))}")
    if first.poll() is not None:
        problems.append(f"the first Open Air ended meanwhile ({first.returncode})")
    detail = "; ".join(problems) or f"said: {_tail(out.stderr)[:120]!r}"
    return Result(GROUP, label, not problems, detail, REPRO)


def simulate_meanwhile(home: Path) -> Result:
    label = "simulate while Open Air runs"
    before = snapshot(home)
    out = openair(home, "simulate", "cave_rave", "--seats", "easy,easy", "--seed", "4", "--quiet")
    problems = []
    if out.returncode != 0 or not out.stdout.strip():
        problems.append(f"it ended with status {out.returncode}: {_tail(out.stderr)}")
    if "already running" in out.stdout + out.stderr:
        problems.append("it was refused")
    if changed(before, snapshot(home)):
        problems.append(f"it changed {', '.join(changed(before, snapshot(home)))}")
    detail = "; ".join(problems) or f"played: {_tail(out.stdout)[-80:]!r}"
    return Result(GROUP, label, not problems, detail, REPRO + " --only simulate")


def start_after_kill(home: Path, first: subprocess.Popen) -> Result:
    label = "a start after the first was killed (kill -9)"
    first.send_signal(signal.SIGKILL)
    first.wait(10)
    out = openair(home, "play", "--frames", "3")
    ok = out.returncode == 0 and "drew 3 frames" in out.stdout
    detail = (f"started: {out.stdout.strip()[:80]!r}" if ok else
              f"status {out.returncode}, {_tail(out.stdout)!r} {_tail(out.stderr)!r}")
    return Result(GROUP, label, ok, detail, REPRO)


def two_windows(quick: bool) -> list[Result]:
    from .robust_folder import prepare
    home = Path(tempfile.mkdtemp(prefix="openair-windows-"))
    first = None
    try:
        prepare(home)
        first = subprocess.Popen([sys.executable, "-m", "game", "play", "--frames", NEVER], env=env_for(home),
                                 cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        held = wait_held(home, first)
        settle(home)
        if first.poll() is not None:
            err = first.stderr.read()
            return [Result(GROUP, "the first window", False, f"it ended at once: {_tail(err)}", REPRO)]
        results = [second_start(home, first)]
        if not held:
            results[0].detail += " (the first never said it holds the folder)"
        if not quick:
            results.append(simulate_meanwhile(home))
        results.append(start_after_kill(home, first))
        return results
    finally:
        if first is not None:
            if first.poll() is None:
                first.kill()
                first.wait()
            first.stderr.close()
        shutil.rmtree(home, ignore_errors=True)


def no_lock_possible() -> Result:
    label = "a folder where no lock can be made (simulated EROFS)"
    from .robust_folder import prepare
    home = Path(tempfile.mkdtemp(prefix="openair-windows-"))
    try:
        prepare(home)
        out = subprocess.run([sys.executable, "-m", "benchmarks.robust_windows", "--child-erofs"],
                             env=env_for(home), cwd=ROOT, capture_output=True, text=True, timeout=SECONDS)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    ok = out.returncode == 0 and "drew 3 frames" in out.stdout
    detail = (f"started: {out.stdout.strip()[:80]!r}" if ok else
              f"status {out.returncode}, {_tail(out.stdout)!r} {_tail(out.stderr)!r}")
    return Result(GROUP, label, ok, detail, REPRO + " --only EROFS")


def child_erofs() -> int:
    """``openair play --frames 3`` on a folder whose writes all fail with EROFS."""
    from .robust_folder import refuse_writes
    headless()
    refuse_writes(os.environ["OPENAIR_HOME"], errno.EROFS)
    from game.cli import main
    return main(["play", "--frames", "3"])


def run(quick: bool = False, only: str | None = None) -> list[Result]:
    headless()
    import game.games  # noqa: F401 - the games registered, for the player's folder (prepare)
    results = []
    for case in (lambda: two_windows(quick), None if quick else lambda: [no_lock_possible()]):
        if case is None:
            continue
        try:
            results += case()
        except Exception as exc:  # noqa: BLE001 - the harness must not stop the run
            results.append(Result(GROUP, "harness", False, f"failed: {exc!r}", REPRO))
    if only:
        results = [r for r in results if only in r.label]
    return results


def main() -> None:
    p = argparse.ArgumentParser(prog="python -m benchmarks.robust_windows")
    p.add_argument("--child-erofs", action="store_true", required=True)
    p.parse_args()
    raise SystemExit(child_erofs())


if __name__ == "__main__":
    main()
