"""Bad saves and user files: each one laid in a scratch home, then the real app started headless
(launcher, a few frames) and the file used through the real screens: Continue for the autosave,
Saved games → Continue for a named save, the Settings screen and a new game's setup for
``settings.json``, the Statistics screen for ``stats.json``; then a new game is started from the
launcher (the app goes on).

What each case expects (``Case.expect``):

* ``aside``: the file cannot be used. No exception, no error screen; the player is told (a toast,
  a banner or a message screen); the file is moved aside, byte for byte (``*broken*`` beside it),
  and is not used (no Continue from it); a new game starts.
* ``told``: a save from other content: the player is told, the file's bytes are kept (in place or
  aside), no exception; a new game starts.
* ``tolerated``: one wrong field of the settings or statistics, which the documented per-field
  defaults absorb: no exception and a new game starts; if the file is moved aside after all,
  the player must be told and the bytes kept.
"""

from __future__ import annotations

import json
import os
import random
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

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

GROUP = "bad files"
GAMES = ("cave_rave", "camp", "boaromia", "rodeo")
DEEP = 100_000                 # levels of nesting: far past Python's recursion limit
BIG_INT = "9" * 5000           # past Python's 4,300-digit int limit
HUGE_ACTIONS = 6_500_000       # the 6.5-million-action save


@dataclass
class Case:
    label: str
    where: str                     # autosave | named | settings | stats
    make: Callable[[], bytes]      # the file's bytes
    expect: str = "aside"          # aside | told | tolerated
    game: str = "cave_rave"
    heavy: bool = False            # left out of --quick
    directory: bool = False        # the "file" is a folder of that name
    fifo: bool = False             # the "file" is a named pipe of that name (nobody writes into it)


# -- real files to spoil -------------------------------------------------------------------------

@cache
def real_save(game_id: str, moves: int = 12) -> str:
    """A real save (``saves.save``) of ``game_id``: a human in seat 1 and Easy bots, ``moves``
    decisions in, the human to act where that comes soon after; as JSON text."""
    from game.core import registry, saves
    from game.core.bots import choose_action
    from game.core.match import Runner, Seat
    spec = registry.get(game_id)
    n = max(spec.min_players, min(3, spec.max_players))
    names = ["Ada", "Bruno", "Cleo"]
    seats = [Seat(names[i], "human" if i == 0 else "easy", spec.colours[i % len(spec.colours)]) for i in range(n)]
    runner = Runner.new(game_id, seats, 11)
    runner.start()
    rng = random.Random(5)
    done = 0
    while not runner.state.is_terminal() and (done < moves or runner.state.current_player() != 0):
        seat = runner.state.current_player()
        runner.play(choose_action(spec, runner.state.view(seat), "easy", rng))
        done += 1
    with tempfile.TemporaryDirectory() as tmp:
        path = saves.save(runner, Path(tmp) / "x.json", "Friday night")
        return path.read_text(encoding="utf-8")


def save_doc(game_id: str = "cave_rave") -> dict:
    return json.loads(real_save(game_id))


def dumps(doc) -> bytes:
    return json.dumps(doc, indent=1, ensure_ascii=False).encode("utf-8")


def spoiled(change: Callable[[dict], object], game_id: str = "cave_rave") -> Callable[[], bytes]:
    """A real save of ``game_id`` changed by ``change(doc)`` (in place)."""
    def make() -> bytes:
        doc = save_doc(game_id)
        change(doc)
        return dumps(doc)
    return make


def raw(text: str | bytes) -> Callable[[], bytes]:
    return lambda: text if isinstance(text, bytes) else text.encode("utf-8")


def deep(prefix: str = "", suffix: str = "") -> Callable[[], bytes]:
    return lambda: (prefix + "[" * DEEP + "]" * DEEP + suffix).encode()


def truncated(game_id: str = "cave_rave") -> Callable[[], bytes]:
    return lambda: real_save(game_id).encode("utf-8")[: len(real_save(game_id)) // 2]


def with_big_int(where: str) -> Callable[[], bytes]:
    """A real save whose ``where`` (``seed`` or ``action``) is a 5,000-digit integer."""
    def make() -> bytes:
        text = real_save("cave_rave")
        doc = json.loads(text)
        marker = 987654321012345
        if where == "seed":
            doc["match"]["seed"] = marker
        else:
            doc["match"]["actions"][0] = [doc["match"]["actions"][0][0], marker]
        return dumps(doc).replace(str(marker).encode(), BIG_INT.encode())
    return make


def huge_save() -> bytes:
    """A save with 6.5 million actions (about 100 MB): the first action again and again."""
    doc = save_doc("cave_rave")
    first = json.dumps(doc["match"]["actions"][0])
    doc["match"]["actions"] = ["@"]
    head, tail = json.dumps(doc).split('"@"')
    return (head + ",".join([first] * HUGE_ACTIONS) + tail).encode()


def settings_doc(**changes) -> Callable[[], bytes]:
    """A real settings file (``Settings.to_json``) with last seats and options, then ``changes``."""
    def make() -> bytes:
        from game.core.settings import Settings
        s = Settings()
        s.last_seats = {"cave_rave": [{"name": "Ada", "kind": "human", "colour": "#d9534f"},
                                      {"name": "Bo", "kind": "normal", "colour": "#5bc0de"}]}
        s.last_options = {"cave_rave": {"length": "short"}}
        doc = s.to_json()
        doc.update(changes)
        return dumps(doc)
    return make


def stats_doc(change: Callable[[dict], object]) -> Callable[[], bytes]:
    def make() -> bytes:
        doc = {"format": 1, "games": {"cave_rave": {"played": 3, "seats": {"human": {"played": 3, "won": 1},
                                                                           "easy": {"played": 3, "won": 2}}},
                                      "boaromia": {"played": 2, "seats": {},
                                                   "teams": {"standard": {"played": 2, "won": 1}}}}}
        change(doc)
        return dumps(doc)
    return make


def _set(path: str, value) -> Callable[[dict], None]:
    """``doc[a][b][0][c] = value`` for ``path`` "a.b.0.c"."""
    def change(doc: dict) -> None:
        keys = [int(k) if k.isdigit() else k for k in path.split(".")]
        node = doc
        for k in keys[:-1]:
            node = node[k]
        node[keys[-1]] = value
    return change


def _del(path: str) -> Callable[[dict], None]:
    def change(doc: dict) -> None:
        keys = path.split(".")
        node = doc
        for k in keys[:-1]:
            node = node[k]
        del node[keys[-1]]
    return change


def _both(*changes) -> Callable[[dict], None]:
    def change(doc: dict) -> None:
        for c in changes:
            c(doc)
    return change


def cases() -> list[Case]:
    out = [
        # -- the autosave (Continue) -------------------------------------------------------------
        Case("autosave: not JSON", "autosave", raw('{"format": 1, "header": {')),
        Case("autosave: truncated half way", "autosave", truncated()),
        Case("autosave: empty file", "autosave", raw(b"")),
        Case("autosave: non-UTF-8 bytes", "autosave", raw(b'{"format": 1, "header": {"name": "\xff\xfe\x80"}}')),
        Case("autosave: a JSON list", "autosave", raw("[1, 2, 3]")),
        Case("autosave: JSON null", "autosave", raw("null")),
        Case("autosave: deeply nested JSON", "autosave", deep('{"format": 1, "header": {}, "match": ', "}")),
        Case("autosave: 5,000-digit seed", "autosave", with_big_int("seed")),
        Case("autosave: 5,000-digit number in an action", "autosave", with_big_int("action")),
        Case("autosave: header is a list", "autosave", spoiled(_set("header", ["Ada"]))),
        Case("autosave: header seats is a string", "autosave", spoiled(_set("header.seats", "Ada, Bruno"))),
        Case("autosave: header seats are numbers", "autosave", spoiled(_set("header.seats", [1, 2, 3]))),
        Case("autosave: header seats are objects", "autosave", spoiled(_set("header.seats", [{"a": 1}, None]))),
        Case("autosave: match is null", "autosave", spoiled(_set("match", None))),
        Case("autosave: match format 99", "autosave", spoiled(_set("match.format", 99))),
        Case("autosave: unknown game", "autosave", spoiled(_both(_set("match.game", "chess"),
                                                                 _set("header.game", "chess")))),
        Case("autosave: seed is a word", "autosave", spoiled(_set("match.seed", "eleven"))),
        Case("autosave: seed is NaN", "autosave", lambda: spoiled(_set("match.seed", 123456789))().replace(
            b"123456789", b"NaN")),
        Case("autosave: actions is a string", "autosave", spoiled(_set("match.actions", "all of them"))),
        Case("autosave: an illegal action", "autosave", spoiled(_set("match.actions.3", ["card", 999]))),
        Case("autosave: one seat only", "autosave",
             spoiled(lambda d: d["match"].update(seats=d["match"]["seats"][:1]))),
        Case("autosave: seats missing", "autosave", spoiled(_del("match.seats"))),
        Case("autosave: options is a list", "autosave", spoiled(_set("match.options", ["short"]))),
        Case("autosave: unknown option value", "autosave", spoiled(_set("match.options.length", "forever"))),
        Case("autosave: unknown seat kind", "autosave", spoiled(_set("match.seats.1.kind", "wizard"))),
        Case("autosave: seat kind is a number", "autosave", spoiled(_set("match.seats.1.kind", 3))),
        Case("autosave: seat with an unknown field", "autosave", spoiled(_set("match.seats.1.hat", "red")),
             expect="tolerated"),
        Case("autosave: folder in place of the file", "autosave", raw(b""), directory=True),
        Case("autosave: other content, same moves", "autosave", spoiled(_set("match.content_hash", "0123abcd.r1")),
             expect="told"),
        Case("autosave: other content, moves that no longer replay", "autosave",
             spoiled(_both(_set("match.content_hash", "0123abcd.r1"), _set("match.actions.3", ["card", 999]))),
             expect="told"),
        Case("autosave: 3,000-character seat name", "autosave",
             spoiled(_both(_set("match.seats.0.name", "Ada" * 1000), _set("header.seats.0", "Ada" * 1000))),
             expect="tolerated"),
        Case("autosave: 6.5 million actions (about 100 MB)", "autosave", huge_save, heavy=True),
    ]
    for game in GAMES:         # what each game's table does with a seat it cannot draw
        out += [
            Case(f"autosave ({game}): seat name is a number", "autosave",
                 spoiled(_set("match.seats.0.name", 12345), game), game=game),
            Case(f"autosave ({game}): seat name is a list", "autosave",
                 spoiled(_set("match.seats.1.name", ["A", "B"]), game), game=game),
            Case(f"autosave ({game}): bad colour #zzzzzz", "autosave",
                 spoiled(_set("match.seats.1.colour", "#zzzzzz"), game), game=game),
            Case(f"autosave ({game}): colour is a number", "autosave",
                 spoiled(_set("match.seats.0.colour", 16711680), game), game=game),
        ]
    out += [
        # -- named saves (Saved games) ---------------------------------------------------------------
        Case("named save: not JSON", "named", raw("Friday night at the festival")),
        Case("named save: truncated", "named", truncated("rodeo"), game="rodeo"),
        Case("named save: deeply nested JSON", "named", deep('{"format": 1, "header": ', "}")),
        Case("named save: 5,000-digit seed", "named", with_big_int("seed")),
        Case("named save: header seats are numbers", "named", spoiled(_set("header.seats", [7, 8]), "camp"),
             game="camp"),
        Case("named save: header name is an object", "named", spoiled(_set("header.name", {"x": 1}), "boaromia"),
             game="boaromia"),
        Case("named save: header summary is a number", "named", spoiled(_set("header.summary", 12))),
        Case("named save: unknown seat kind", "named", spoiled(_set("match.seats.0.kind", "robot"), "rodeo"),
             game="rodeo"),
        Case("named save: bad colour", "named", spoiled(_set("match.seats.0.colour", "red-ish"), "boaromia"),
             game="boaromia"),
        Case("named save: 5 MB (a long name)", "named", spoiled(_set("header.name", "Friday " * 750_000))),
        Case("named save: other content", "named", spoiled(_set("match.content_hash", "feedbeef.r9"), "camp"),
             expect="told", game="camp"),
        # -- settings.json ------------------------------------------------------------------------------
        Case("settings: not JSON", "settings", raw("volume = 0.7")),
        Case("settings: non-UTF-8 bytes", "settings", raw(b'{"language": "\xe9"}')),
        Case("settings: a JSON list", "settings", raw('["en"]')),
        Case("settings: deeply nested JSON", "settings", deep('{"last_seats": ', "}")),
        Case("settings: 5,000-digit volume", "settings", raw('{"volume": ' + BIG_INT + "}")),
        Case("settings: 5 MB (a long language)", "settings", settings_doc(language="en" * 2_500_000)),
        Case("settings: last_seats is a list", "settings", settings_doc(last_seats=["Ada", "Bo"])),
        Case("settings: last_seats is a string", "settings", settings_doc(last_seats="Ada")),
        Case("settings: last_options is a list", "settings", settings_doc(last_options=[1, 2])),
        Case("settings: last_options is a number", "settings", settings_doc(last_options=5)),
        Case("settings: last seat colour #zzzzzz", "settings", settings_doc(last_seats={"cave_rave": [
            {"name": "Ada", "kind": "human", "colour": "#zzzzzz"},
            {"name": "Bo", "kind": "easy", "colour": "#5bc0de"}]}), expect="tolerated"),
        Case("settings: last option value unknown", "settings",
             settings_doc(last_options={"cave_rave": {"length": "forever", "nope": [1]}}), expect="tolerated"),
        Case("settings: volume is a word", "settings", settings_doc(volume="loud"), expect="tolerated"),
        Case("settings: window size 0 x -5", "settings", settings_doc(window_size=[0, -5]), expect="tolerated"),
        Case("settings: language is a path", "settings", settings_doc(language="../../etc/passwd"),
             expect="tolerated"),
        Case("settings: guides_seen is a number", "settings", settings_doc(guides_seen=3), expect="tolerated"),
        # -- stats.json ------------------------------------------------------------------------------
        Case("stats: not JSON", "stats", raw("played: 3")),
        Case("stats: truncated", "stats", lambda: stats_doc(lambda d: None)()[:40]),
        Case("stats: deeply nested JSON", "stats", deep('{"format": 1, "games": ', "}")),
        Case("stats: 5,000-digit count", "stats", raw('{"format": 1, "games": {"cave_rave": {"played": '
                                                      + BIG_INT + "}}}")),
        Case("stats: 5 MB (a long game id)", "stats", stats_doc(_set("games.x" + "y" * 5_000_000,
                                                                          {"played": 1, "seats": {}}))),
        Case("stats: games is a list", "stats", stats_doc(_set("games", [1, 2]))),
        Case("stats: negative count", "stats", stats_doc(_set("games.cave_rave.played", -4))),
        Case("stats: more won than played", "stats", stats_doc(_set("games.cave_rave.seats.human.won", 9))),
        Case("stats: count is a float", "stats", stats_doc(_set("games.cave_rave.played", 2.5))),
        Case("stats: unknown seat type", "stats", stats_doc(_set("games.cave_rave.seats.wizard",
                                                                 {"played": 1, "won": 0}))),
        Case("stats: unknown game", "stats", stats_doc(_set("games.chess", {"played": 1, "seats": {}})),
             expect="tolerated"),
    ]
    return out


# -- running one case --------------------------------------------------------------------------------

def target(home: Path, case: Case) -> Path:
    from game.core import paths, saves, settings, stats
    del home          # the paths read OPENAIR_HOME, which scratch_home set
    return {"autosave": saves.autosave_path,
            "named": lambda: paths.saves_dir() / "friday-night.json",
            "settings": settings.settings_path,
            "stats": stats.stats_path}[case.where]()


def use(app, case: Case) -> list[str]:
    """Use the file through the screens; returns notes (what was seen on the way)."""
    import pygame

    from game.ui.table import TableScene
    notes = []
    frames(app, 3)
    if case.where == "autosave":
        if click(app, "continue"):
            frames(app, 6)
            notes.append(_resumed(app, TableScene))
    elif case.where == "named":
        click(app, "saves")
        frames(app, 3)
        if click(app, "load:0"):
            frames(app, 6)
            notes.append(_resumed(app, TableScene))
        if click(app, "watch:0"):
            frames(app, 3)
    elif case.where == "settings":
        click(app, "settings")
        frames(app, 3)
        click(app, "volume")              # a change saves the settings at once
        frames(app, 2)
        key(app, pygame.K_ESCAPE)
    elif case.where == "stats":
        click(app, "statistics")
        frames(app, 3)
        key(app, pygame.K_ESCAPE)
        app.record_result(finished_game())    # a game ends: the statistics are written
    to_launcher(app)
    return notes


@cache
def _finished(game_id: str):
    from game.core import registry
    from game.core.match import Runner, Seat
    spec = registry.get(game_id)
    runner = Runner.new(game_id, [Seat(f"Bot {i + 1}", "easy", spec.colours[i]) for i in range(spec.min_players)], 3)
    runner.start()
    rng = random.Random(3)
    while not runner.state.is_terminal():
        runner.play(rng.choice(runner.state.legal_actions()))
    return runner


def finished_game(game_id: str = "cave_rave"):
    """A game of ``game_id`` played to its end by random moves (made once)."""
    return _finished(game_id)


def _resumed(app, table_class) -> str:
    """After Continue: "resumed" (a table shows), "resumed after asking" (a question came first and
    its Yes led to the table), else what showed instead."""
    if app.find(table_class) is not None:
        return "resumed"
    if app.top.name == "confirm" and click(app, "yes"):
        frames(app, 6)
        if app.find(table_class) is not None:
            return "resumed after asking"
    return f"Continue showed {app.top.name}"


def kept_aside(path: Path, data: bytes, directory: bool, fifo: bool = False) -> Path | None:
    """The copy beside ``path`` (a name with "broken" in it) holding exactly ``data`` (the folder or
    the named pipe itself, moved)."""
    for other in sorted(path.parent.glob("*broken*")) if path.parent.is_dir() else []:
        if directory or fifo:
            if other.is_dir() if directory else other.is_fifo():
                return other
        elif other.is_file() and other.stat().st_size == len(data) and other.read_bytes() == data:
            return other
    return None


def files(path: Path, data: bytes, directory: bool, fifo: bool = False) -> dict:
    """Whether the bad file is still in place, unchanged, and where a byte-for-byte copy was kept."""
    in_place = (path.is_dir() if directory else path.is_fifo() if fifo else
                path.is_file() and path.stat().st_size == len(data) and path.read_bytes() == data)
    return {"in_place": in_place, "aside": kept_aside(path, data, directory, fifo)}


class Watchdog:
    """Ends a wait for a named pipe: after ``seconds``, ``path`` is opened for writing and closed
    again, so a reader blocked in its open (the app frozen) gets an empty file and goes on;
    ``fired`` then says the app had frozen."""

    def __init__(self, path: Path | None, seconds: float = 20.0):
        self.path, self.fired = path, False
        self._timer = threading.Timer(seconds, self._fire)
        self._timer.daemon = True

    def _fire(self) -> None:
        self.fired = True
        for _ in range(50):
            try:
                os.close(os.open(self.path, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:       # nobody reads now (ENXIO), or it is gone
                return
            time.sleep(0.1)

    def __enter__(self) -> Watchdog:
        if self.path is not None:
            self._timer.start()
        return self

    def __exit__(self, *exc) -> None:
        self._timer.cancel()


def judge(case: Case, crash: str, screen, notes: list[str], messages: list[str], in_place: bool,
          aside: Path | None) -> list[str]:
    """What was not handled cleanly in a case (nothing: handled)."""
    problems = []
    if crash:
        problems.append("exception: " + crash.strip().splitlines()[-1])
    if screen or any(n.startswith("error screen") for n in notes):
        problems.append(f"error screen ({screen or 'during the flow'})")
    problems += [n for n in notes if n.startswith("could not go on")]
    resumed = any(n.startswith("resumed") for n in notes)     # the game's own autosave then replaces the file
    if case.expect == "aside":
        if not messages:
            problems.append("the player was not told")
        if aside is None:
            problems.append("not moved aside" if in_place else "moved aside but not byte for byte / lost")
        if resumed:
            problems.append("the bad save was resumed")
    elif case.expect == "told":
        if not messages:
            problems.append("the player was not told")
        if not in_place and aside is None and not resumed:
            problems.append("the file's bytes were lost")
    elif aside is not None and not messages:
        problems.append("moved aside without telling the player")
    elif not in_place and aside is None and case.where not in ("settings", "stats") and not resumed:
        problems.append("the file's bytes were lost")
    return problems


def run_case(case: Case, keep: bool = False) -> Result:
    repro = f"python -m benchmarks.robustness --only {json.dumps(case.label)} --keep"
    with scratch_home(keep) as home:
        path = target(home, case)
        path.parent.mkdir(parents=True, exist_ok=True)
        data = case.make()
        if case.directory:
            path.mkdir()
            (path / "inside.txt").write_text("a folder where a file should be")
        elif case.fifo:
            os.mkfifo(path)
            data = b""
        else:
            path.write_bytes(data)
        app = None
        notes: list[str] = []
        start = time.perf_counter()
        seen: dict = {}
        with Probe() as probe, Watchdog(path if case.fifo else None) as watchdog:
            def flow():
                nonlocal app
                app = new_app()
                notes.extend(use(app, case))
                problem = error_screen(app)
                if problem:
                    notes.append(f"error screen {problem}")
                seen.update(files(path, data, case.directory, case.fifo))     # before a new game's autosave
                gone_on = start_game(app, case.game)
                if gone_on:
                    notes.append(f"could not go on: {gone_on}")
            crash = run_guarded(flow)
            messages = told(app, probe)
            screen = error_screen(app) if app is not None else None
            took = time.perf_counter() - start
            close(app)
            logged = probe.tracebacks()
        if keep:
            repro += f"  (home kept: {home})"
        if not seen:
            seen.update(files(path, data, case.directory, case.fifo))
        in_place, aside = seen["in_place"], seen["aside"]
        problems = judge(case, crash, screen, notes, messages, in_place, aside)
        if watchdog.fired:
            problems.insert(0, "the app froze waiting for the named pipe")
        detail = "; ".join(problems) if problems else "; ".join(
            [f"told: {messages[0][:90]!r}" if messages else "tolerated silently",
             f"kept as {aside.name}" if aside is not None else ("left in place" if in_place else "rewritten"),
             *[n for n in notes if not n.startswith("could not")]])
        detail += f" [{took:.1f} s]"
        if logged:
            detail += f" ({len(logged)} traceback(s) in the log: {logged[0][:60]!r})"
        return Result(GROUP, case.label, not problems, detail, repro)


def run(quick: bool = False, only: str | None = None, keep: bool = False) -> list[Result]:
    chosen = [c for c in cases() if (only is None or only in c.label) and not (quick and c.heavy)]
    if quick and only is None:
        chosen = chosen[::4]
    results = []
    for case in chosen:
        try:
            results.append(run_case(case, keep))
        except Exception as exc:  # noqa: BLE001 - the harness itself must not stop the run
            results.append(Result(GROUP, case.label, False, f"harness failed: {exc!r}"))
    return results
