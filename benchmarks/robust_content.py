"""Content mutations: a copy of ``content/<game>/`` spoiled one way, then loaded by the game's real
loader (``model.load_from``), and shown to the real launcher with that content in place.

Handled = the loader raises the project's content error (:class:`game.core.content.ContentError`)
whose message names the spoiled file, nothing else escapes (no traceback), and the launcher with
that content starts and, on a click on the game's tile, tells the player (a message, not a crash
or the error screen).

The mutations are the content helper's generator (``mutations(game_id)`` in
``tests/content_mutations.py`` or ``game/core/content_mutations.py``) where it exists, plus this
module's own: for every YAML file of every game, structural spoilings (missing, empty, non-UTF-8,
truncated, deeply nested, an unhashable key, a Python tag, a tab, the wrong top-level type) and,
where the file has one, semantic ones (a colour "#zzzzzz", ``yes`` for a number, an unknown field,
a duplicated record).
"""

from __future__ import annotations

import importlib
import re
import shutil
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from .robust_app import Probe, Result, click, close, error_screen, frames, new_app, scratch_home, told

GROUP = "content"
GAMES = ("cave_rave", "camp", "boaromia", "rodeo")
DEEP = 50_000


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _sub_first(pattern: str, repl: str) -> Callable[[Path], bool]:
    """Replace the first match of ``pattern`` outside comments; False when the file has none (the
    mutation does not apply)."""
    def apply(path: Path) -> bool:
        lines = _text(path).splitlines(keepends=True)
        for i, line in enumerate(lines):
            if line.lstrip().startswith("#"):
                continue
            new, n = re.subn(pattern, repl, line, count=1)
            if n:
                lines[i] = new
                path.write_text("".join(lines), encoding="utf-8")
                return True
        return False
    return apply


def _write(data: bytes | Callable[[str], bytes]) -> Callable[[Path], bool]:
    def apply(path: Path) -> bool:
        path.write_bytes(data(_text(path)) if callable(data) else data)
        return True
    return apply


def _delete(path: Path) -> bool:
    path.unlink()
    return True


def _duplicate_first_record(path: Path) -> bool:
    """The first flow-style record of a list (``- {id: …}``) written twice."""
    lines = _text(path).splitlines(keepends=True)
    for i, line in enumerate(lines):
        if re.match(r"\s*- \{id: [^,}]+,.*\}\s*$", line):
            lines.insert(i + 1, line)
            path.write_text("".join(lines), encoding="utf-8")
            return True
    return False


def _top_key(path: Path) -> str | None:
    m = re.search(r"^([a-z_]+):", _text(path), flags=re.M)
    return m.group(1) if m else None


def generic(path: Path) -> list[tuple[str, Callable[[Path], bool]]]:
    """This module's mutations of one YAML file: (label, apply(path) -> applied?)."""
    key = _top_key(path) or "items"
    return [
        ("missing", _delete),
        ("empty", _write(b"")),
        ("non-UTF-8 bytes", _write(lambda t: t.encode("utf-8")[:200] + b"\xff\xfe\x81 broken" + t.encode()[200:])),
        ("truncated half way", _write(lambda t: t.encode("utf-8")[: len(t.encode("utf-8")) // 2])),
        ("deeply nested", _write(f"{key}: ".encode() + b"[" * DEEP + b"]" * DEEP + b"\n")),
        ("unhashable key", _write(lambda t: f"? [{key}, twice]\n: 1\n".encode() + t.encode("utf-8"))),
        ("a Python object tag", _write(f"{key}: !!python/object/apply:os.system ['echo pwned']\n".encode())),
        ("a tab in the indentation", _sub_first(r"^(  )(- )", "\t\\2")),
        ("a list at the top", _write(lambda t: b"- " + t.encode("utf-8").replace(b"\n", b"\n  "))),
        ("a colour #zzzzzz", _sub_first(r'"#[0-9a-fA-F]{6}"', '"#zzzzzz"')),
        ("yes as a number", _sub_first(r"\b(points|fee|count|value|fans|cost|space|spaces|round|rounds): \d+\b",
                                       r"\1: yes")),
        ("an unknown field", _sub_first(r"\{id: ", "{zz_unknown_field: 1, id: ")),
        ("a record twice", _duplicate_first_record),
    ]


def helper_mutations(game_id: str) -> list[tuple[str, Callable[[Path], None]]]:
    """The content helper's generator, if it is there (applies to the copied folder)."""
    for module in ("tests.content_mutations", "game.core.content_mutations"):
        try:
            found = importlib.import_module(module)
        except ImportError:
            continue
        return list(found.mutations(game_id))
    return []


def content_folder(game_id: str) -> Path:
    from game.core.content import content_dir
    return content_dir() / game_id


def all_mutations(quick: bool = False) -> list[tuple[str, str, str | None, Callable]]:
    """(game, label, spoiled file name or None, apply(folder)) for every mutation."""
    out = []
    for game in GAMES:
        for label, fn in helper_mutations(game):
            name = getattr(fn, "file", None)        # the file its error must name
            out.append((game, f"{game}: {label}", Path(name).name if name else None,
                        lambda folder, fn=fn: fn(folder) or True))
        files = sorted(content_folder(game).glob("*.yaml"))
        for path in files:
            for label, fn in generic(path):
                out.append((game, f"{game}/{path.name}: {label}", path.name,
                            lambda folder, name=path.name, fn=fn: fn(folder / name)))
    if quick:
        out = out[::20]
    return out


def load_spoiled(game_id: str, folder: Path) -> str | None:
    """Load ``folder`` with the game's real loader: its ContentError's message, None when it loaded;
    any other exception propagates."""
    from game.core.content import ContentError
    model = importlib.import_module(f"game.games.{game_id}.model")
    try:
        model.load_from(folder)
    except ContentError as exc:
        return str(exc)
    return None


def launcher_with(game_id: str, folder: Path) -> tuple[str, list[str]]:
    """Start the real launcher with ``folder`` as the game's content and click the game's tile;
    (what went wrong or "", what the player was told)."""
    from game.core import registry
    model = importlib.import_module(f"game.games.{game_id}.model")
    spec = registry.get(game_id)
    real_load = model.load
    cached = spec.__dict__.pop("content", None)
    model.load = lambda: model.load_from(folder)
    app = None
    try:
        with scratch_home(), Probe() as probe:
            try:
                app = new_app()
                frames(app, 2)
                click(app, f"game:{game_id}")
                frames(app, 3)
                problem = error_screen(app) or ""
                if problem:
                    problem = f"error screen {problem}"
            except Exception:  # noqa: BLE001 - counted
                problem = "exception in the app: " + traceback.format_exc().strip().splitlines()[-1]
            messages = told(app, probe)
            close(app)
    finally:
        model.load = real_load
        spec.__dict__.pop("content", None)
        if cached is not None:
            spec.__dict__["content"] = cached
    return problem, messages


def run_one(game_id: str, label: str, name: str | None, apply, with_app: bool) -> Result | None:
    repro = f"python -m benchmarks.robustness --group content --only {label!r}"
    with tempfile.TemporaryDirectory(prefix="openair-content-") as tmp:
        folder = Path(tmp) / game_id
        shutil.copytree(content_folder(game_id), folder)
        if not apply(folder):
            return None                 # the file has nothing this mutation changes
        start = time.perf_counter()
        try:
            message = load_spoiled(game_id, folder)
        except Exception:  # noqa: BLE001 - a traceback is what this group counts
            tb = traceback.format_exc().strip().splitlines()
            return Result(GROUP, label, False, f"traceback from the loader: {tb[-1]}", repro)
        took = time.perf_counter() - start
        if message is None:
            return Result(GROUP, label, False, "loaded without a word (the mutation was accepted)", repro)
        wanted = name or ".yaml"
        if wanted not in message:
            return Result(GROUP, label, False, f"the error does not name {wanted}: {message[:120]!r}", repro)
        detail = f"{message[:110]} [{took:.2f} s]"
        if with_app:
            problem, messages = launcher_with(game_id, folder)
            if not problem and not messages:
                problem = "the player was not told why the game cannot be played"
            if problem:
                return Result(GROUP, label, False, f"loader fine, but the launcher: {problem}", repro)
            detail += f"; launcher: told {messages[0][:60]!r}"
        return Result(GROUP, label, True, detail, repro)


def run(quick: bool = False, only: str | None = None, with_app: bool = True) -> list[Result]:
    results = []
    for game, label, name, apply in all_mutations(quick and only is None):
        if only is not None and only not in label:
            continue
        try:
            r = run_one(game, label, name, apply, with_app)
        except Exception as exc:  # noqa: BLE001 - the harness must not stop the run
            r = Result(GROUP, label, False, f"harness failed: {exc!r}")
        if r is not None:
            results.append(r)
    return results
