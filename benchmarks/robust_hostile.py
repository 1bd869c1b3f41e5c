"""Received and damaged files of issue 21, three groups of ``python -m benchmarks.robustness``:

* ``names`` (save names): games saved through the real "Save as…" screen under names that
  shared a file before: ``Autosave``, names without a Latin letter, names that differ only in
  umlauts or in "ß", Windows' device names; every save must be listed and keep its game (the
  next autosave too), no file may be a device name, and the replace prompt must name the save it
  would replace (its name, game and date).
* ``hostile`` (hostile files): an action nested hundreds of levels deep, seat names that cannot
  be drawn, lone surrogates in the settings and statistics, through the screens as
  :mod:`benchmarks.robust_files` uses its bad files (the same judge).
* ``special`` (special files): a named pipe in place of the autosave, a named save, the settings
  or the statistics; a named pipe, a folder or a device typed into Saved games or dropped onto
  the window. Nothing may freeze (a watchdog writes into the pipe after 20 s and counts a freeze).
"""

from __future__ import annotations

import dataclasses
import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from . import robust_files as rf
from .robust_app import (
    Probe,
    Result,
    click,
    close,
    error_screen,
    frames,
    key,
    new_app,
    run_guarded,
    scratch_home,
    start_game,
    to_launcher,
    told,
)

GAMES = rf.GAMES
GROUP_NAMES, GROUP_HOSTILE, GROUP_SPECIAL = "save names", "hostile files", "special files"
#: where :func:`nested` puts the deep action in a save's JSON
_DEEP = "@deep@"


# -- hostile files: made and judged as robust_files does ------------------------------------------

def ascii_dumps(doc) -> bytes:
    """JSON with a lone surrogate as its ``\\ud800`` escape (as a file from elsewhere holds it)."""
    return json.dumps(doc, indent=1, ensure_ascii=True).encode("ascii")


def nested(levels: int, game: str = "cave_rave", where: int = 3) -> Callable[[], bytes]:
    """A real save of ``game`` whose action ``where`` is nested ``levels`` lists deep (about two
    bytes a level)."""
    def make() -> bytes:
        doc = rf.save_doc(game)
        doc["match"]["actions"][where] = _DEEP
        return ascii_dumps(doc).replace(f'"{_DEEP}"'.encode(), ("[" * levels + '"card", 1' + "]" * levels).encode())
    return make


def seat_named(name: str, game: str = "cave_rave", seat: int = 0) -> Callable[[], bytes]:
    """A real save of ``game`` whose seat ``seat`` is called ``name`` (in the match and the header)."""
    def make() -> bytes:
        doc = rf.save_doc(game)
        doc["match"]["seats"][seat]["name"] = name
        doc["header"]["seats"][seat] = name
        return ascii_dumps(doc)
    return make


def settings_with(**changes) -> Callable[[], bytes]:
    def make() -> bytes:
        doc = json.loads(rf.settings_doc()())
        doc.update(changes)
        return ascii_dumps(doc)
    return make


def stats_with(change: Callable[[dict], object]) -> Callable[[], bytes]:
    def make() -> bytes:
        doc = json.loads(rf.stats_doc(lambda d: None)())
        change(doc)
        return ascii_dumps(doc)
    return make


def hostile_cases() -> list[rf.Case]:
    Case = rf.Case
    out = [
        Case("autosave: an action nested 500 levels deep (1 KB)", "autosave", nested(500)),
        Case("autosave: an action nested 990 levels deep (2 KB)", "autosave", nested(990)),
        Case("named save: an action nested 700 levels deep", "named", nested(700, "rodeo"), game="rodeo"),
        Case("autosave: seat name U+2060 alone (word joiner)", "autosave", seat_named("\u2060")),
        Case("named save: seat name U+FEFF alone (byte-order mark)", "named", seat_named("\ufeff", "camp", 1),
             game="camp"),
    ]
    for game in GAMES:
        out += [
            Case(f"autosave ({game}): seat name a zero-width space alone", "autosave",
                 seat_named("\u200b", game), game=game),
            Case(f"autosave ({game}): seat name U+FEFF alone", "autosave", seat_named("\ufeff", game, 1), game=game),
            Case(f"autosave ({game}): seat name starting with U+200E", "autosave",
                 seat_named("\u200eAda", game), expect="tolerated", game=game),
            Case(f"autosave ({game}): seat name starting with U+202E", "autosave",
                 seat_named("\u202eAda", game, 1), expect="tolerated", game=game),
            Case(f"autosave ({game}): seat name with a lone surrogate", "autosave",
                 seat_named("Ada\ud800", game), expect="tolerated", game=game),
        ]
    out += [
        Case("settings: a lone surrogate in guides_seen", "settings", settings_with(guides_seen=["camp", "\ud800"]),
             expect="tolerated"),
        Case("settings: a lone surrogate in a last option's key", "settings",
             settings_with(last_options={"cave_rave": {"length": "short", "\udc00x": 1}, "\ud83d": {}}),
             expect="tolerated"),
        Case("settings: a lone surrogate in a last seat's name", "settings", settings_with(last_seats={"cave_rave": [
            {"name": "A\ud800da", "kind": "human", "colour": "#d9534f"},
            {"name": "Bo", "kind": "easy", "colour": "#5bc0de"}]}), expect="tolerated"),
        Case("settings: a last seat called U+200B alone", "settings", settings_with(last_seats={"cave_rave": [
            {"name": "\u200b", "kind": "human", "colour": "#d9534f"},
            {"name": "Bo", "kind": "easy", "colour": "#5bc0de"}]}), expect="tolerated"),
        Case("stats: a lone surrogate in a game's id", "stats",
             stats_with(rf._set("games.\ud800x", {"played": 1, "seats": {}})), expect="tolerated"),
        Case("stats: a lone surrogate in a team's variant", "stats",
             stats_with(rf._set("games.boaromia.teams.\udfff", {"played": 1, "won": 1})), expect="tolerated"),
    ]
    return out


def _as(result: Result, group: str, flag: str) -> Result:
    return dataclasses.replace(result, group=group, repro=result.repro.replace("--only", f"--group {flag} --only", 1))


def run_hostile(quick: bool = False, only: str | None = None, keep: bool = False) -> list[Result]:
    chosen = [c for c in hostile_cases() if only is None or only in c.label]
    if quick and only is None:
        chosen = chosen[::8]
    return [_as(_guarded_case(c, keep), GROUP_HOSTILE, "hostile") for c in chosen]


def _guarded_case(case: rf.Case, keep: bool) -> Result:
    try:
        return rf.run_case(case, keep)
    except Exception as exc:  # noqa: BLE001 - the harness itself must not stop the run
        return Result(rf.GROUP, case.label, False, f"harness failed: {exc!r}")


# -- special files --------------------------------------------------------------------------------------

@dataclass
class PathCase:
    """A path typed into Saved games or dropped onto the window: refused, said so, nothing frozen."""

    label: str
    make: Callable[[Path], Path]       # the path, made in the scratch home
    how: str                           # typed | dropped | launcher (dropped onto the launcher)


def _fifo(home: Path) -> Path:
    path = home / "sent" / "replay.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def _folder(home: Path) -> Path:
    path = home / "sent" / "a folder.json"
    path.mkdir(parents=True)
    return path


def _link_to_zero(home: Path) -> Path:
    path = home / "sent" / "zero.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to("/dev/zero")
    return path


PATHS: dict[str, Callable[[Path], Path]] = {
    "a named pipe": _fifo,
    "a folder": _folder,
    "/dev/zero": lambda home: Path("/dev/zero"),
    "/dev/urandom": lambda home: Path("/dev/urandom"),
    "a link to /dev/zero": _link_to_zero,
}


def special_cases() -> list:
    out: list = [rf.Case(f"{where}: a named pipe in place of the file", where, lambda: b"", fifo=True)
                 for where in ("autosave", "named", "settings", "stats")]
    for what, make in PATHS.items():
        for how, said in (("typed", "typed into Saved games"), ("dropped", "dropped onto Saved games"),
                          ("launcher", "dropped onto the launcher")):
            out.append(PathCase(f"{what} {said}", make, how))
    return out


def _fingerprint(path: Path) -> tuple:
    """What a special file is (a pipe, a folder, a link) and its inode: unchanged means untouched."""
    try:
        st = os.lstat(path)
    except OSError:
        return ("gone",)
    return (st.st_mode, st.st_ino)


def run_path_case(case: PathCase, keep: bool = False) -> Result:
    import pygame

    from game.ui.scenes.saves import SavesScene
    repro = f"python -m benchmarks.robustness --group special --only {json.dumps(case.label)} --keep"
    with scratch_home(keep) as home:
        path = case.make(home)
        before = _fingerprint(path)
        app = None
        notes: list[str] = []
        start = time.perf_counter()
        with Probe() as probe, rf.Watchdog(path if path.is_fifo() else None) as watchdog:
            def flow():
                nonlocal app
                app = new_app()
                frames(app, 3)
                if case.how == "launcher":
                    app.step([pygame.event.Event(pygame.DROPFILE, file=str(path))])
                else:
                    click(app, "saves")
                    frames(app, 2)
                    scene = app.top
                    if not isinstance(scene, SavesScene):
                        notes.append(f"could not go on: no Saved games ({scene.name})")
                        return
                    if case.how == "typed":
                        scene.path_field.value = str(path)
                        click(app, "open_replay")
                    else:
                        app.step([pygame.event.Event(pygame.DROPFILE, file=str(path))])
                    if scene.message:
                        notes.append(f"message: {scene.message}")
                frames(app, 3)
                problem = error_screen(app)
                if problem:
                    notes.append(f"error screen {problem}")
                gone_on = start_game(app, "cave_rave")
                if gone_on:
                    notes.append(f"could not go on: {gone_on}")
            crash = run_guarded(flow)
            messages = told(app, probe) + [n[len("message: "):] for n in notes if n.startswith("message: ")]
            screen = error_screen(app) if app is not None else None
            took = time.perf_counter() - start
            close(app)
        after = _fingerprint(path)
        problems = []
        if watchdog.fired:
            problems.append("the window froze waiting for the named pipe")
        if crash:
            problems.append("exception: " + crash.strip().splitlines()[-1])
        if screen or any(n.startswith("error screen") for n in notes):
            problems.append(f"error screen ({screen or 'during the flow'})")
        problems += [n for n in notes if n.startswith("could not go on")]
        if not messages:
            problems.append("the player was not told")
        if after != before:
            problems.append("the file someone sent was moved or changed")
        if keep:
            repro += f"  (home kept: {home})"
        detail = "; ".join(problems) if problems else f"told: {messages[0][:90]!r}"
        return Result(GROUP_SPECIAL, case.label, not problems, f"{detail} [{took:.1f} s]", repro)


def run_special(quick: bool = False, only: str | None = None, keep: bool = False) -> list[Result]:
    if not hasattr(os, "mkfifo"):
        return [Result(GROUP_SPECIAL, "named pipes", True, "no named pipes on this system: nothing to try")]
    chosen = [c for c in special_cases() if only is None or only in c.label]
    if quick and only is None:
        chosen = chosen[::5]
    results = []
    for case in chosen:
        if isinstance(case, rf.Case):
            results.append(_as(_guarded_case(case, keep), GROUP_SPECIAL, "special"))
            continue
        try:
            results.append(run_path_case(case, keep))
        except Exception as exc:  # noqa: BLE001 - the harness itself must not stop the run
            results.append(Result(GROUP_SPECIAL, case.label, False, f"harness failed: {exc!r}"))
    return results


# -- save names -------------------------------------------------------------------------------------------

#: Windows' device names: no file may be called so, whatever its extension
WINDOWS_DEVICES = {"con", "prn", "aux", "nul", "conin$", "conout$",
                   *(f"{d}{n}" for d in ("com", "lpt") for n in "123456789¹²³")}


@dataclass
class NamesCase:
    """Games saved through "Save as…" under ``names``, one after the other in one user folder."""

    label: str
    names: list[str]
    check: str = "listed"     # listed | autosave | devices | prompt


def names_cases() -> list[NamesCase]:
    return [
        NamesCase("Autosave, then the next move's autosave", ["Autosave"], "autosave"),
        NamesCase("autosave in small letters, then an autosave", ["autosave"], "autosave"),
        NamesCase("two names in Cyrillic", ["Пятница", "Суббота"]),
        NamesCase("two names in CJK", ["金曜日の夜", "土曜日"]),
        NamesCase("two names of emoji", ["🎸🎸", "🥁"]),
        NamesCase("two names of punctuation", ["!!!", "???"]),
        NamesCase("a name in Greek and one in Arabic", ["Ωμέγα", "ليلة الجمعة"]),
        NamesCase("Ärger über Öl and Örger über Äl", ["Ärger über Öl", "Örger über Äl"]),
        NamesCase("Spaß and Spa", ["Spaß", "Spa"]),
        NamesCase("Friday night and friday night!", ["Friday night", "friday night!"]),
        NamesCase("Windows device names", ["CON", "nul", "Aux.txt", "COM1", "lpt9", "PRN.json"], "devices"),
        NamesCase("the replace prompt names the save it replaces", ["Friday night"], "prompt"),
    ]


def _save_as(app, name: str) -> str:
    """Esc, Save as…, the name typed over the suggestion, Save; what the dialog said ("" when it closed)."""
    import pygame

    for _ in range(3):                                # (a first-game pointer takes the first Esc)
        key(app, pygame.K_ESCAPE)
        if "save_as" in app.top.targets():
            break
    if not click(app, "save_as"):
        return f"could not go on: no Save as on {app.top.name}"
    dialog = app.top
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=name)])
    click(app, "save")
    message = dialog.message if app.top is dialog else ""
    for _ in range(4):                                # back to the table (the dialog, the pause menu)
        if getattr(app.top, "runner", None) is not None:
            break
        key(app, pygame.K_ESCAPE)
    return message


def _position(runner) -> str:
    return json.dumps(runner.state.to_json(), sort_keys=True)


def run_names_case(case: NamesCase, keep: bool = False) -> Result:
    from game.core import paths, saves
    from game.core.match import Match, Runner
    from game.ui.table import TableScene
    repro = f"python -m benchmarks.robustness --group names --only {json.dumps(case.label)} --keep"
    problems: list[str] = []
    start = time.perf_counter()
    with scratch_home(keep) as home, Probe() as probe:
        app = None

        def flow():
            nonlocal app
            app = new_app()
            frames(app, 3)
            kept: dict[str, str] = {}
            if case.check == "prompt":                 # a save of another game, long ago
                doc = json.loads(rf.real_save("camp"))
                doc["header"].update(name="Friday night", when="2024-05-03 21:40")
                path = saves.named_path("Friday night")
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(json.dumps(doc), encoding="utf-8")
            gone_on = start_game(app, GAMES[len(case.names) % len(GAMES)])
            if gone_on:
                problems.append(f"could not go on: {gone_on}")
                return
            table = app.find(TableScene)
            for name in case.names:
                said = _save_as(app, name)
                if case.check == "prompt":
                    if not ("Friday night" in said and "Camp Roskilde" in said and "2024-05-03 21:40" in said):
                        problems.append(f"the replace prompt did not name the save it replaces: {said!r}")
                    return
                if said:
                    problems.append(f"{name!r} was not saved: {said!r}")
                kept[name] = _position(table.runner)
                if case.check == "autosave":                # the autosave of a later position
                    saves.autosave(Runner(Match.from_json(json.loads(rf.real_save("cave_rave"))["match"])))
            to_launcher(app)
            click(app, "saves")
            frames(app, 2)
            entries = getattr(app.top, "entries", [])
            listed = {head.get("name"): path for path, head in entries}
            for name in case.names:
                if name not in listed:
                    problems.append(f"{name!r} is not in the Saved games list (it shows {sorted(listed)})")
                    continue
                runner = saves.load(listed[name])
                if runner is None or _position(runner) != kept[name]:
                    problems.append(f"{name!r} does not hold the game saved under it")
            if len(set(listed.values())) != len(listed):
                problems.append("two saves share a file")
            if case.check == "devices":
                for path in paths.saves_dir().iterdir():
                    if path.name.split(".")[0].casefold() in WINDOWS_DEVICES:
                        problems.append(f"a file is called {path.name}")

        crash = run_guarded(flow)
        screen = error_screen(app) if app is not None else None
        if crash:
            problems.insert(0, "exception: " + crash.strip().splitlines()[-1])
        if screen:
            problems.insert(0, f"error screen ({screen})")
        toasts = list(probe.toasts)
        close(app)
    took = time.perf_counter() - start
    detail = "; ".join(problems) if problems else f"saved and listed ({len(toasts)} toast(s))"
    if keep:
        repro += f"  (home kept: {home})"
    return Result(GROUP_NAMES, case.label, not problems, f"{detail} [{took:.1f} s]", repro)


def run_names(quick: bool = False, only: str | None = None, keep: bool = False) -> list[Result]:
    chosen = [c for c in names_cases() if only is None or only in c.label]
    if quick and only is None:
        chosen = chosen[::6]
    results = []
    for case in chosen:
        try:
            results.append(run_names_case(case, keep))
        except Exception as exc:  # noqa: BLE001 - the harness itself must not stop the run
            results.append(Result(GROUP_NAMES, case.label, False, f"harness failed: {exc!r}"))
    return results
