"""Saved games: the autosave (resume after quitting or a crash) and named saves.

A save is the match (``Match.to_json``: seed, options, seats, actions) plus a
small header for the launcher (game title, seat names, when, where the game
stands) and a fingerprint of the state the actions lead to, written atomically.
Loading replays the actions; a file that cannot be read, or whose replay fails,
is kept aside and reported as :class:`storage.BrokenFile`. A save made with
other content or rules (its ``content_hash`` is not the game's edition) raises
:class:`OtherContent`, with a runner on this version's content only when the
actions still replay *exactly*: every one legal and the state they reach the
one saved (its fingerprint); the file is not touched.

The table's autosave after each move goes to a background writer
(:func:`autosave_soon`): the latest position wins, writes happen in order, and
every reader here (``autosave_header``, ``load_autosave``, ``has_autosave``,
``clear_autosave``) waits for it first. A failed autosave is in
``storage.trouble`` at once, and the older autosave is removed (or, when even
that fails, :data:`stale` says so) so that Continue never resumes an older
position silently. No pygame here.
"""

from __future__ import annotations

import atexit
import hashlib
import json
import logging
import re
import threading
import unicodedata
from dataclasses import asdict
from pathlib import Path

from . import dates, paths, registry, storage
from .i18n import _, ngettext
from .match import FORMAT_VERSION, NAME_MAX, Match, Runner
from .state import CHANCE

log = logging.getLogger(__name__)

FORMAT = 1
AUTOSAVE = "autosave.json"
#: the largest save file read (a long real game's save is under 40 KB); its action count is
#: limited by ``match.MAX_ACTIONS``
MAX_BYTES = 4 * 1024 * 1024
#: True while the autosave on disk is older than the game in play (a write failed and the old
#: file could not be removed): the launcher says so on Continue
stale = False


class OtherContent(Exception):
    """A save made with other content or rules of its game. ``runner``: the game replayed on this
    version's content when it replays exactly, else None. The file is left as it is."""

    def __init__(self, path: Path, spec: registry.GameSpec, runner: Runner | None, why: str):
        super().__init__(f"{path.name} was saved with other content of {spec.id}: {why}")
        self.path, self.spec, self.runner, self.why = path, spec, runner, why


def autosave_path() -> Path:
    return paths.saves_dir() / AUTOSAVE


def summary(runner: Runner) -> str:
    """Where the game stands, in a few words ("12 moves, Anna's turn"), in the language now in use."""
    moves, turn = _standing(runner)
    names = [s.name for s in runner.match.seats]
    return _summary_words(moves, runner.state.is_terminal(), names[turn] if turn is not None else None)


def _standing(runner: Runner) -> tuple[int, int | None]:
    """The moves made (chance's left out) and whose turn it is (a seat's index; None when the
    game is over or nobody's)."""
    moves = sum(1 for a in runner.actors if a != CHANCE)
    if runner.state.is_terminal():
        return moves, None
    player = runner.state.current_player()
    return moves, player if 0 <= player < len(runner.match.seats) else None


def _summary_words(moves: int, over: bool, name: str | None) -> str:
    head = ngettext("{n} move", "{n} moves", moves).format(n=moves)
    if over:
        return _("{progress}, game over").format(progress=head)
    if name is not None:
        return _("{progress}, {name}'s turn").format(progress=head, name=name)
    return head


def summary_of(head: dict) -> str:
    """Where a save's game stands, from its header, in the language now in use (the header keeps
    the facts: ``moves``, ``turn``, ``finished``); a save from before them shows the ``summary``
    it keeps, worded in the language it was saved in."""
    moves, turn, seats = head.get("moves"), head.get("turn"), head.get("seats") or []
    if type(moves) is not int or moves < 0 or not (turn is None or type(turn) is int and 0 <= turn < len(seats)):
        kept = head.get("summary", "")
        return kept if isinstance(kept, str) else ""
    return _summary_words(moves, head.get("finished") is True, seats[turn] if turn is not None else None)


def header(runner: Runner, name: str = "") -> dict:
    """What the launcher and the saves list show of a save without replaying it. ``when`` is the
    local time as files keep it (:func:`dates.stamp`; shown by :func:`dates.shown`), ``moves``
    and ``turn`` where the game stands (worded when shown: :func:`summary_of`); ``summary``, the
    same in the words of the moment, is for an Open Air from before those."""
    seats = runner.match.seats
    moves, turn = _standing(runner)
    return {
        "name": name,
        "game": runner.match.game_id,
        "title": runner.spec.title,
        "seats": [s.name for s in seats],
        "kinds": [s.kind for s in seats],
        "colours": [s.colour for s in seats],
        "when": dates.stamp(),
        "moves": moves,
        "turn": turn,
        "summary": summary(runner),
        "finished": runner.state.is_terminal(),
    }


def fingerprint(state_json) -> str:
    """A short hash of a state's JSON: two replays that reach the same state have the same one."""
    text = json.dumps(state_json, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


class _Snapshot:
    """What a save holds, taken on the playing thread (cheap: the state cloned, the action list
    copied); :meth:`data` (JSON building, hashing) may run on the writer thread."""

    def __init__(self, runner: Runner, name: str = ""):
        m = runner.match
        self.header = header(runner, name)
        self.match = {"format": FORMAT_VERSION, "game": m.game_id, "content_hash": m.content_hash,
                      "options": dict(m.options), "seats": [asdict(s) for s in m.seats], "seed": m.seed,
                      "actions": list(m.actions)}
        self.state = runner.state.clone()
        self.actions = len(m.actions)

    def data(self) -> dict:
        return {"format": FORMAT, "header": self.header, "match": self.match,
                "state": fingerprint(self.state.to_json())}


def save(runner: Runner, path: Path, name: str = "") -> Path:
    """Write ``runner``'s game to ``path`` now (raises OSError)."""
    storage.write_json(path, _Snapshot(runner, name).data())
    return path


def _text(value, limit: int = 200) -> bool:
    return isinstance(value, str) and len(value) <= limit


def check_header(head) -> str:
    """What is wrong with a save's header ("" when nothing): the launcher and the saves list show
    its names and texts as they are."""
    if not isinstance(head, dict):
        return "its header is not an object"
    seats = head.get("seats", [])
    if not isinstance(seats, list) or not seats or not all(_text(s, NAME_MAX) for s in seats):
        return "header.seats: expected a list of names"
    for key in ("name", "game", "title", "when", "summary"):
        if key in head and not _text(head[key]):
            return f"header.{key}: expected a short text"
    return ""


_MISSING = object()


def _read(path: Path) -> dict | None:
    data = storage.read_json(path, default=_MISSING, max_bytes=MAX_BYTES)
    if data is _MISSING:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("match"), dict):
        raise storage.keep_broken(path, "not an Open Air save")
    bad = check_header(data.get("header"))
    if bad:
        raise storage.keep_broken(path, f"not an Open Air save: {bad}")
    return data


def read_header(path: Path) -> dict | None:
    """The header alone (no replay), checked; None when there is no file. Raises BrokenFile."""
    data = _read(path)
    return None if data is None else data["header"]


def _replays_exactly(match: Match, spec: registry.GameSpec, saved_state) -> Runner | None:
    """``match`` replayed on this version's content when every action is legal and the state
    reached is the one saved; else None."""
    if not isinstance(saved_state, str):
        return None                       # a save from before fingerprints: cannot be checked
    try:
        copy = Match.from_json(dict(match.to_json(), content_hash=spec.edition))
        runner = Runner(copy, spec)
        if runner.state.is_chance():      # a save stops after the chance that follows a move
            return None
    except Exception as exc:              # an action this content refuses ...
        log.info("a save of other content does not replay: %s", exc)
        return None
    return runner if fingerprint(runner.state.to_json()) == saved_state else None


def load(path: Path) -> Runner | None:
    """Replay a saved match; None when there is no file. Raises BrokenFile, or OtherContent for
    a save made with other content or rules (the file then stays as it is)."""
    data = _read(path)
    if data is None:
        return None
    try:
        match = Match.from_json(data["match"])
        spec = registry.get(match.game_id)
    except Exception as exc:     # any failure to read the match (a wrong field, RecursionError ...)
        raise storage.keep_broken(path, f"the game could not be replayed: {_short(exc)}") from None
    if match.content_hash != spec.edition:      # other cards or other rules
        runner = _replays_exactly(match, spec, data.get("state"))
        why = f"saved with {match.content_hash[:40]!r}, this version is {spec.edition!r}"
        raise OtherContent(path, spec, runner, why)
    try:
        runner = Runner(match, spec)
        runner.resolve_chance()
    except Exception as exc:  # any failure to rebuild the game: an illegal action ...
        raise storage.keep_broken(path, f"the game could not be replayed: {_short(exc)}") from None
    return runner


def _short(exc: Exception) -> str:
    """An error in a few words for a message (its kind when it has no text of its own)."""
    return str(exc)[:300] or type(exc).__name__


# -- the autosave -------------------------------------------------------------------

class _Writer:
    """One background thread that writes the autosave: the newest job replaces a waiting one,
    jobs run in the order given, :meth:`flush` waits until all is on disk."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._job: tuple | None = None
        self._busy = False
        self._thread: threading.Thread | None = None
        #: the error of the last job (None when it worked)
        self.error: OSError | None = None

    def submit(self, job: tuple) -> None:
        with self._cond:
            self._job = job
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every job given so far is done; False if ``timeout`` passed first."""
        with self._cond:
            return self._cond.wait_for(lambda: self._job is None and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._job is not None)
                job, self._job = self._job, None
                self._busy = True
            try:
                self.error = _do(job)
            except Exception:          # a bug must not kill the writer; the game goes on
                log.exception("autosave job failed")
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()


def _do(job: tuple) -> OSError | None:
    global stale
    kind, path, snapshot = job
    try:
        if kind == "write":
            storage.write_json(path, snapshot.data())
        else:
            storage.remove(path)
    except OSError as exc:
        log.error("autosave %s failed: %s", kind, exc)
        if kind == "write":            # the file on disk is older than the game: not to be resumed
            try:
                storage.remove(path)
                stale = False
            except OSError:
                stale = True
        return exc
    stale = False
    return None


_writer = _Writer()
atexit.register(_writer.flush, 5.0)


def flush(timeout: float | None = None) -> bool:
    """Wait for the background autosave (False if it takes longer than ``timeout``)."""
    return _writer.flush(timeout)


def hosted_autosave_path() -> Path:
    """The autosave of the table this Open Air hosts for the network (its own file: hosting never
    takes the place of a local game's autosave, and it is not one of the saved games)."""
    return paths.data_dir() / "net" / AUTOSAVE


def autosave_soon(runner: Runner, path: Path | None = None) -> None:
    """Autosave in the background (the table, after every move; ``path``: another autosave than
    the local game's): returns at once; a failure shows in ``storage.trouble``."""
    _writer.submit(("write", path or autosave_path(), _Snapshot(runner)))


def autosave(runner: Runner, path: Path | None = None) -> Path:
    """Write the autosave now (Save & quit, closing the app; ``path``: another autosave than the
    local game's); raises OSError."""
    path = path or autosave_path()
    _writer.submit(("write", path, _Snapshot(runner)))
    _writer.flush()
    if _writer.error is not None:
        raise _writer.error
    return path


def has_autosave() -> bool:
    flush()
    return autosave_path().exists()


def autosave_header() -> dict | None:
    flush()
    return read_header(autosave_path())


def load_autosave() -> Runner | None:
    flush()
    return load(autosave_path())


def clear_autosave(path: Path | None = None) -> bool:
    """Remove the autosave (the game ended; ``path``: another autosave than the local game's),
    after any write of it still waiting; True when done. A failure is logged and shown through
    ``storage.trouble``, never raised."""
    _writer.submit(("clear", path or autosave_path(), None))
    flush()
    return _writer.error is None


class Background:
    """The saves as the app hands them to its scenes: ``autosave`` goes to the background writer
    (a frame never waits for the disk); everything else is this module's."""

    def __getattr__(self, name: str):
        try:
            return globals()[name]
        except KeyError:
            raise AttributeError(name) from None

    @staticmethod
    def autosave(runner: Runner) -> None:
        autosave_soon(runner)


# -- named saves ------------------------------------------------------------------

#: names Windows keeps for devices: no save's file is called so, with any extension
_RESERVED = {"con", "prn", "aux", "nul", "conin$", "conout$",
             *(f"{d}{n}" for d in ("com", "lpt") for n in (*"123456789", "¹", "²", "³"))}
#: how much of a name its file name shows (then a hash of the whole name)
_STEM_LEN = 32


def name_key(name: str) -> str:
    """What makes two save names the same name: the same letters (composed alike, NFC) with the
    same spaces between words. "Friday night" and "friday night" are two names."""
    return unicodedata.normalize("NFC", " ".join(str(name).split()))


def _stem(name: str) -> str:
    """The file name (without ``.json``) of the save called ``name``: its letters and digits, of
    any script (with their marks) in lower case, ß kept, with "-" between words ("ärger-über-öl",
    "spaß", "пятница", "नमस्ते"), then "-" and eight hex digits of a hash of the whole name. Two
    names have two stems (the hash), names without a letter get one too ("save-1a2b3c4d": emoji,
    punctuation), and a stem is never the autosave's or one of Windows' device names (CON, NUL,
    COM1 …: the hash follows them). A save whose file was named otherwise before (ß as "ss") is
    still found by the name it holds (:func:`find_named`)."""
    key = name_key(name)
    text = unicodedata.normalize("NFC", unicodedata.normalize("NFKC", key).lower())
    kept: list[str] = []
    for ch in text:         # letters and digits, and the marks on them (Devanagari's vowel signs …)
        mark = unicodedata.category(ch).startswith("M")
        kept.append(ch if ch.isalnum() or mark and kept and kept[-1] != " " else " ")
    readable = "-".join("".join(kept).split())[:_STEM_LEN].strip("-") or "save"
    if readable in _RESERVED:        # (the hash follows it anyway: belt and braces)
        readable = f"save-{readable}"
    digest = hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    return f"{readable}-{digest}"


def _stored_name(path: Path) -> str | None:
    """The name a save file says it has (its header's, else its file name's stem), read without
    moving anything; None when it cannot be read."""
    try:
        data = storage.load_json(path, MAX_BYTES)
    except (OSError, storage.Unreadable):
        return None
    head = data.get("header") if isinstance(data, dict) else None
    if check_header(head):
        return None
    return head.get("name") or path.stem


def find_named(name: str) -> tuple[Path, dict] | None:
    """The save called ``name`` (the same :func:`name_key`), with its header, whatever its file is
    called (a save from before the file names held a hash has the old one); None when there is
    none. Nothing is moved: a file that cannot be read is not that save."""
    key = name_key(name)
    folder = paths.saves_dir()
    candidates = [folder / f"{_stem(name)}.json", folder / f"{_slug(name)}.json"]
    try:
        candidates += sorted(p for p in folder.glob("*.json") if p not in candidates)
    except OSError:
        pass
    for path in candidates:
        if path.name == AUTOSAVE or ".broken-" in path.name:
            continue
        stored = _stored_name(path)
        if stored is not None and name_key(stored) == key:
            try:
                return path, storage.load_json(path, MAX_BYTES)["header"]
            except (OSError, storage.Unreadable, KeyError, TypeError):
                return None
    return None


def _slug(name: str) -> str:
    """The file name the save called ``name`` had before the hash (it is still found there)."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:40] or "save"


def named_path(name: str) -> Path:
    """Where the save called ``name`` is (:func:`find_named`) or goes: a file of its own, never
    the autosave's, never another name's (a file there that holds another name, however
    unlikely, gets a number after it)."""
    found = find_named(name)
    if found is not None:
        return found[0]
    folder = paths.saves_dir()
    stem = _stem(name)
    path, n = folder / f"{stem}.json", 2
    while path.exists() or path.is_symlink():
        path, n = folder / f"{stem}-{n}.json", n + 1
    return path


def save_named(runner: Runner, name: str) -> Path:
    """Save the game under ``name`` (shown in the launcher's list); a save of that name is replaced."""
    return save(runner, named_path(name), name_key(name))


def list_saves(broken: list[storage.BrokenFile] | None = None) -> list[tuple[Path, dict]]:
    """Named saves (newest first) with their headers. An unreadable one is kept aside, left out
    and, when ``broken`` is given, added to it (so the caller can say so)."""
    folder = paths.saves_dir()
    try:
        files = [(p, p.stat().st_mtime) for p in folder.glob("*.json")] if folder.is_dir() else []
    except OSError as exc:
        log.error("cannot list %s: %s", folder, exc)
        return []
    found = []
    for path, _mtime in sorted(files, key=lambda pm: pm[1], reverse=True):
        if path.name == AUTOSAVE or ".broken-" in path.name:
            continue
        try:
            head = read_header(path)
        except storage.BrokenFile as exc:
            if broken is not None:
                broken.append(exc)
            continue
        if head is not None:
            head.setdefault("name", path.stem)
            found.append((path, head))
    return found


def delete_save(path: Path) -> None:
    """Delete a named save (a file in the saves folder; the autosave is not a named save)."""
    path = Path(path)
    if path.parent.resolve() != paths.saves_dir().resolve() or path.name == AUTOSAVE:
        raise ValueError(f"{path} is not a named save")
    path.unlink(missing_ok=True)
