"""A read-only, a full and a forbidden data folder.

The folder (``OPENAIR_HOME``) first gets what a player has: settings, statistics, a named save and
the autosave of a Höhlengrölen game in progress. Then it stops taking writes, one of two ways:

* **simulated** (always): a child process whose ``os.open``/``os.write``/``open``/``os.replace``/
  ``os.rename``/``os.unlink``/``os.mkdir`` raise ``OSError`` for paths in the folder: EROFS
  (read-only), ENOSPC (full: files can be created, writing them fails) or EACCES (not the player's);
  "full during the game" turns ENOSPC on only once the game was continued;
* **real** (when this process may mount, e.g. root in a container): a 1 MiB tmpfs filled to the
  last byte, and a tmpfs remounted read-only; the child then runs unpatched.

The child runs the real app through what a player does: start (log set up as ``openair`` does),
Continue, five moves, F11, the settings' volume slider, Save as, Save & quit, the launcher again,
a new Camp Roskilde game of bots played to its results (the autosave cleared), quit. Handled = no
exception and no error screen, the player told (the "Can't save" banner or a message) once a save
failed, the game played on, Continue afterwards not resuming an older position silently, and the
results reached.

The child: ``python -m benchmarks.robust_folder --child MODE`` (MODE: none, erofs, enospc, eacces,
enospc-later), printing one JSON line.

**Out of reach** (the group ``reach``, :func:`run_reach`): a user folder that cannot be entered at
all, so nothing in it can even be looked at, and Open Air must start and play without saving,
saying so (the "Can't save" banner), as with a read-only folder:

* a 5,000-character ``OPENAIR_HOME`` (real: every call on it fails with ENAMETOOLONG);
* a prepared folder inside a folder that cannot be entered (``chmod 000``): simulated (every
  ``os`` call on a path inside fails with EACCES, as for a user; root is not stopped by chmod),
  and real where this process is not root.

The child (``--child MODE``, MODE: toolong, locked, locked-real) starts the app as ``openair``
does, checks the banner, opens Saved games, Statistics and Settings (the volume slider), starts
Höhlengrölen from the launcher and makes five moves, Save as, Save & quit, then plays a Camp
Roskilde game of bots to its results, and quits.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from .robust_app import (
    Probe,
    Result,
    click,
    close,
    error_screen,
    frames,
    headless,
    key,
    new_app,
    start_game,
    told,
)

GROUP = "data folder"
MODES = {"erofs": errno.EROFS, "enospc": errno.ENOSPC, "eacces": errno.EACCES, "enospc-later": errno.ENOSPC}


# -- what a player's folder holds -------------------------------------------------------------------------

def prepare(home: Path) -> None:
    """Settings, statistics, a named save and an autosave (a game with the human to act), written by
    the real code into ``home``."""
    before = os.environ.get("OPENAIR_HOME")
    os.environ["OPENAIR_HOME"] = str(home)
    try:
        from game.core import registry, saves
        from game.core.bots import choose_action
        from game.core.match import Runner, Seat
        from game.core.settings import Settings
        from game.core.stats import Stats
        Settings(last_seats={"camp": [{"name": "Bot A", "kind": "easy", "colour": "#d9534f"},
                                      {"name": "Bot B", "kind": "normal", "colour": "#5bc0de"}]}).save()
        spec = registry.get("cave_rave")
        runner = Runner.new("cave_rave", [Seat("Ada", "human", spec.colours[0]), Seat("Bo", "easy", spec.colours[1])],
                            21)
        runner.start()
        rng = random.Random(3)
        while len(runner.match.actions) < 20 or runner.state.current_player() != 0:
            seat = runner.state.current_player()
            runner.play(choose_action(spec, runner.state.view(seat), "easy", rng))
        stats = Stats()
        stats.record(runner.match, [0], save=False)
        stats.save()
        saves.save_named(runner, "Before the rain")
        saves.save(runner, saves.autosave_path())
        with contextlib.suppress(AttributeError):
            saves.flush()
    finally:
        if before is None:
            os.environ.pop("OPENAIR_HOME", None)
        else:
            os.environ["OPENAIR_HOME"] = before


# -- the child: writes refused ------------------------------------------------------------------------

def refuse_writes(home: str, code: int) -> dict:
    """Patch the os so that writes under ``home`` fail with ``code``; returns {"on": bool} to switch."""
    import builtins
    import io
    switch = {"on": True}
    home = os.path.realpath(home)
    fds: set[int] = set()
    real = {n: getattr(os, n) for n in ("open", "write", "close", "replace", "rename", "unlink", "remove", "mkdir",
                                        "rmdir")}
    real_open = builtins.open
    message = os.strerror(code)

    def inside(path) -> bool:
        try:
            return switch["on"] and os.path.realpath(os.fspath(path)).startswith(home)
        except TypeError:
            return False

    def fail(path=None):
        return OSError(code, message, None if path is None else os.fspath(path))

    def os_open(path, flags, mode=0o777, *, dir_fd=None):
        writes = flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC)
        if writes and inside(path):
            if code != errno.ENOSPC:
                raise fail(path)
            fd = real["open"](path, flags, mode, dir_fd=dir_fd)
            fds.add(fd)                  # a full disk: the file is made, writing it fails
            return fd
        return real["open"](path, flags, mode, dir_fd=dir_fd)

    def os_write(fd, data):
        if fd in fds and switch["on"]:
            raise fail()
        return real["write"](fd, data)

    def os_close(fd):
        fds.discard(fd)
        return real["close"](fd)

    def two_paths(name):
        def fn(src, dst, *a, **k):
            if code != errno.ENOSPC and (inside(src) or inside(dst)):
                raise fail(dst)
            return real[name](src, dst, *a, **k)
        return fn

    def one_path(name, also_full: bool):
        def fn(path, *a, **k):
            if inside(path) and (code != errno.ENOSPC or also_full):
                raise fail(path)
            return real[name](path, *a, **k)
        return fn

    def any_open(file, mode="r", *a, **k):
        if isinstance(file, (str, bytes, os.PathLike)) and any(c in mode for c in "wax+") and inside(file):
            raise fail(file)
        return real_open(file, mode, *a, **k)

    os.open, os.write, os.close = os_open, os_write, os_close
    os.replace, os.rename = two_paths("replace"), two_paths("rename")
    os.unlink, os.remove, os.rmdir = one_path("unlink", False), one_path("remove", False), one_path("rmdir", False)
    os.mkdir = one_path("mkdir", True)
    builtins.open = io.open = any_open
    return switch


def play_moves(app, table, n: int) -> int:
    """``n`` decisions of the human (the first legal action, through the table's ``play``), the
    bots answering in between; returns how many were made."""
    made = 0
    for _ in range(n * 4):
        if made >= n or table.state.is_terminal():
            break
        if table.human_to_act() is not None:
            legal = table.state.legal_actions()
            if table.play(legal[0]):
                made += 1
        else:
            table.step_bots_blocking()
        frames(app, 1)
    return made


def save_as_and_quit(app) -> None:
    """From the pause menu: "Save as…" under the name Rainy (if offered), then Save & quit."""
    import pygame
    if click(app, "save_as"):
        app.step([pygame.event.Event(pygame.TEXTINPUT, text="Rainy")])
        click(app, "save")
        frames(app, 2)
        key(app, pygame.K_ESCAPE)
    click(app, "save_quit")
    frames(app, 3)


def bot_game_to_results(app) -> str:
    """A Camp Roskilde game of two bots, from the launcher, played to its results ("" when reached)."""
    from game.core import registry
    from game.core.match import Runner, Seat
    from game.ui.scenes.results import ResultsScene
    spec = registry.get("camp")
    runner = Runner.new("camp", [Seat("Bot A", "easy", spec.colours[0]), Seat("Bot B", "normal", spec.colours[1])], 5)
    scene = app.game_scene(runner)
    app.push(scene)
    for _ in range(400):
        if app.find(ResultsScene) is not None:
            return ""
        scene.step_bots_blocking()
        frames(app, 1)
    return f"no results screen ({app.top.name} on top)"


def child_flow(mode: str) -> dict:
    """The player's way through the app on a folder that refuses writes; what went wrong."""
    import pygame

    from game.core import saves
    from game.ui.scenes.launcher import LauncherScene
    from game.ui.table import TableScene
    headless()
    home = os.environ["OPENAIR_HOME"]
    switch = refuse_writes(home, MODES[mode]) if mode in MODES else {"on": False}
    if mode == "enospc-later":
        switch["on"] = False
    problems, notes = [], []
    app = None
    with Probe() as probe:
        try:
            from game.ui import app as app_module
            if hasattr(app_module, "start_log"):
                app_module.start_log()          # as `openair` starts: the log first
            app = new_app()
            frames(app, 3)
            if not click(app, "continue"):
                problems.append("no Continue for the game in progress")
            frames(app, 3)
            table = app.find(TableScene)
            if table is None:
                problems.append(f"Continue did not open the table ({app.top.name})")
            else:
                switch["on"] = True
                before = len(table.runner.match.actions)
                made = play_moves(app, table, 5)
                with contextlib.suppress(AttributeError):
                    saves.flush(5.0)
                frames(app, 3)
                if made < 5:
                    problems.append(f"only {made} of 5 moves could be made")
                played = len(table.runner.match.actions) - before
                notes.append(f"{played} actions played")
                if not told(app, probe):
                    problems.append("the player was not told that saving failed")
                else:
                    notes.append(f"told: {told(app, probe)[0][:70]!r}")
                key(app, pygame.K_F11)
                key(app, pygame.K_F11)
                key(app, pygame.K_ESCAPE)                  # the pause menu
                if click(app, "settings"):
                    frames(app, 2)
                    click(app, "volume")
                    click(app, "fullscreen")
                    key(app, pygame.K_ESCAPE)
                save_as_and_quit(app)
            if not isinstance(app.top, LauncherScene):
                notes.append(f"Save & quit left {app.top.name} on top")
                app.reset(LauncherScene(app))
            frames(app, 3)
            launcher = app.top
            if getattr(launcher, "resume_runner", None) is not None:
                saved = len(launcher.resume_runner.match.actions)
                if table is not None and saved < len(table.runner.match.actions) and not getattr(
                        launcher, "resume_ask", ""):
                    problems.append(f"Continue offers an older position ({saved} actions) without a word")
                else:
                    notes.append(f"Continue: {saved} actions, {getattr(launcher, 'resume_ask', '') or 'as played'}")
            gone = bot_game_to_results(app)
            if gone:
                problems.append(gone)
            frames(app, 3)
            screen = error_screen(app)
            if screen:
                problems.append(f"error screen {screen}")
        except Exception as exc:  # noqa: BLE001 - counted
            import traceback
            problems.append(f"exception: {exc!r}")
            notes.append(traceback.format_exc()[-600:])
        finally:
            close(app)
    return {"problems": problems, "notes": notes}


# -- out of reach ----------------------------------------------------------------------------------------

REACH = ("toolong", "locked", "locked-real")
REACH_GROUP = "folder out of reach"


def refuse_entry(folder: str) -> None:
    """Patch the os so that every call on a path inside ``folder`` fails with EACCES, as the kernel
    answers a user for a folder whose parent may not be entered."""
    import builtins
    import io
    folder = os.path.realpath(folder) + os.sep

    def inside(path) -> bool:            # (abspath: realpath would call the patched lstat)
        try:
            return os.path.abspath(os.fsdecode(path)).startswith(folder)
        except (TypeError, ValueError):
            return False

    def guarded(real):
        def fn(path, *a, **k):
            if not isinstance(path, int) and inside(path):
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.fsdecode(path))
            return real(path, *a, **k)
        return fn

    def two(real):
        def fn(src, dst, *a, **k):
            if inside(src) or inside(dst):
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.fsdecode(dst))
            return real(src, dst, *a, **k)
        return fn

    for name in ("stat", "lstat", "open", "mkdir", "listdir", "scandir", "unlink", "remove", "rmdir", "access",
                 "chmod", "utime"):
        setattr(os, name, guarded(getattr(os, name)))
    os.replace, os.rename = two(os.replace), two(os.rename)
    builtins.open = io.open = guarded(builtins.open)


def child_reach(mode: str) -> dict:
    """The player's way through the app on a user folder out of reach; what went wrong."""
    import pygame

    from game.ui.scenes.launcher import LauncherScene
    from game.ui.table import TableScene
    headless()
    home = os.environ["OPENAIR_HOME"]
    if mode == "locked":
        refuse_entry(os.path.dirname(home))
    problems, notes = [], []
    app = None
    with Probe() as probe:
        try:
            from game.ui import app as app_module
            app_module.start_log()
            app = new_app()
            frames(app, 3)
            if not told(app, probe):
                problems.append("the player was not told that nothing can be saved")
            else:
                notes.append(f"told: {told(app, probe)[0][:70]!r}")
            for screen in ("saves", "statistics", "settings"):
                if not click(app, screen):
                    problems.append(f"no {screen} on the launcher")
                    continue
                frames(app, 2)
                if screen == "settings":
                    click(app, "volume")
                key(app, pygame.K_ESCAPE)
                frames(app, 2)
            gone = start_game(app, "cave_rave")
            table = app.find(TableScene)
            if gone or table is None:
                problems.append(gone or "no table")
            else:
                made = play_moves(app, table, 5)
                if made < 5:
                    problems.append(f"only {made} of 5 moves could be made")
                key(app, pygame.K_F11)
                key(app, pygame.K_F11)
                key(app, pygame.K_ESCAPE)
                save_as_and_quit(app)
            if not isinstance(app.top, LauncherScene):
                app.reset(LauncherScene(app))
            gone = bot_game_to_results(app)
            if gone:
                problems.append(gone)
            frames(app, 3)
            if not app.banner_message():
                problems.append("the Can't save banner is gone while nothing can be saved")
            screen = error_screen(app)
            if screen:
                problems.append(f"error screen {screen}")
        except Exception as exc:  # noqa: BLE001 - counted
            import traceback
            problems.append(f"exception: {exc!r}"[:300])
            notes.append(traceback.format_exc()[-600:])
        finally:
            close(app)
    return {"problems": problems, "notes": notes}


def reach_case(mode: str) -> Result | None:
    """One case out of reach; None where it cannot be made here (chmod does not stop root)."""
    base = Path(tempfile.mkdtemp(prefix="openair-reach-"))
    try:
        if mode == "toolong":
            label = "a user folder with a 5,000-character path"
            home = base / ("x" * 240) / ("y" * 4760)
        else:
            label = ("a user folder inside a folder that cannot be entered " +
                     ("(simulated EACCES)" if mode == "locked" else "(chmod 000)"))
            if mode == "locked-real" and (not hasattr(os, "geteuid") or os.geteuid() == 0):
                return None
            home = base / "locked" / "home"
            home.mkdir(parents=True)
            prepare(home)
            if mode == "locked-real":
                os.chmod(base / "locked", 0)
        out = run_child(home, mode)
    finally:
        with contextlib.suppress(OSError):
            os.chmod(base / "locked", 0o755)
        shutil.rmtree(base, ignore_errors=True)
    return _result(label, out, f"python -m benchmarks.robustness --group reach --only {label.split()[-1]!r}",
                   REACH_GROUP)


def run_reach(quick: bool = False, only: str | None = None) -> list[Result]:
    modes = ["toolong", "locked"] if quick else list(REACH)
    results = [r for r in (reach_case(m) for m in modes) if r is not None]
    if only:
        results = [r for r in results if only in r.label]
    return results


# -- the parent -------------------------------------------------------------------------------------------

def run_child(home: Path, mode: str) -> dict:
    env = dict(os.environ, OPENAIR_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.run([sys.executable, "-m", "benchmarks.robust_folder", "--child", mode], env=env,
                          capture_output=True, text=True, timeout=300, cwd=Path(__file__).resolve().parents[1])
    for line in reversed(proc.stdout.splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    return {"problems": [f"the child ended with {proc.returncode}: {proc.stderr[-500:]}"], "notes": []}


def simulated(mode: str) -> Result:
    label = {"erofs": "read-only folder (simulated EROFS)", "enospc": "full disk (simulated ENOSPC)",
             "eacces": "folder not the player's (simulated EACCES)",
             "enospc-later": "disk full during the game (simulated ENOSPC)"}[mode]
    home = Path(tempfile.mkdtemp(prefix="openair-folder-"))
    try:
        prepare(home)
        out = run_child(home, mode)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return _result(label, out, f"python -m benchmarks.robust_folder --child {mode}  (OPENAIR_HOME: a folder "
                               "prepared by benchmarks.robust_folder.prepare)")


def _mount(*args: str) -> str:
    proc = subprocess.run(["mount", *args], capture_output=True, text=True)
    return proc.stderr.strip() if proc.returncode else ""


def real_tmpfs(kind: str) -> Result | None:
    """A real tmpfs, full or read-only; None when this process cannot mount."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0 or shutil.which("mount") is None:
        return None
    point = Path(tempfile.mkdtemp(prefix="openair-tmpfs-"))
    if _mount("-t", "tmpfs", "-o", "size=1m", "tmpfs", str(point)):
        point.rmdir()
        return None
    label = "full disk (a 1 MiB tmpfs, filled)" if kind == "full" else "read-only folder (a tmpfs remounted ro)"
    try:
        prepare(point)
        if kind == "full":
            fd = os.open(point / "filler", os.O_WRONLY | os.O_CREAT)
            for chunk in (4096, 1):             # to the last byte
                with contextlib.suppress(OSError):
                    while os.write(fd, b"\0" * chunk):
                        pass
            os.close(fd)
        else:
            err = _mount("-o", "remount,ro", str(point))
            if err:
                return Result(GROUP, label, False, f"could not remount read-only: {err}")
        out = run_child(point, "none")
    finally:
        subprocess.run(["umount", str(point)], capture_output=True)
        with contextlib.suppress(OSError):
            point.rmdir()
    return _result(label, out, "python -m benchmarks.robustness --group folder --only tmpfs   (as root)")


def _result(label: str, out: dict, repro: str, group: str = GROUP) -> Result:
    problems, notes = out["problems"], out["notes"]
    detail = "; ".join(problems + notes[-1:]) if problems else "; ".join(notes)
    return Result(group, label, not problems, detail, repro)


def run(quick: bool = False, only: str | None = None) -> list[Result]:
    modes = ["enospc-later", "erofs"] if quick else list(MODES)
    results = [simulated(m) for m in modes]
    if not quick:
        for kind in ("full", "read-only"):
            r = real_tmpfs(kind)
            if r is not None:
                results.append(r)
    if only:
        results = [r for r in results if only in r.label]
    return results


def main() -> None:
    p = argparse.ArgumentParser(prog="python -m benchmarks.robust_folder")
    p.add_argument("--child", choices=["none", *MODES, *REACH], required=True)
    args = p.parse_args()
    out = child_reach(args.child) if args.child in REACH else child_flow(args.child)
    print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()
