"""Issue 21: what a received file, an odd user folder, a terminal or a machine without a display
or sound does to the start and the loop: a dropped file whose name is no UTF-8, a path that is no
UTF-8 in a toast, a user folder out of reach (a 5,000-character path, a parent that cannot be
entered), the banner after a failed export, a stored window of 16384x16384, no display, Ctrl+C."""

import ctypes
import errno
import glob
import logging
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from benchmarks.robust_folder import play_moves
from game.core import logs, paths, replay, saves, storage
from game.core.settings import Settings
from game.ui import display
from game.ui.app import UNREADABLE_DROP, App, fetch_events
from game.ui.scene import LOGICAL_SIZE
from tests.robust_helpers import fresh_trouble, read_only  # noqa: F401 (a fixture)
from tests.ui.test_shell_app import mid_game

pytestmark = pytest.mark.usefixtures("fresh_trouble")
ROOT = Path(__file__).resolve().parents[2]


def close(app):
    while app.stack:
        app.stack.pop().exit()


# -- a dropped file whose name is no UTF-8 ---------------------------------------------------------------

class _Drop(ctypes.Structure):
    _fields_ = [("type", ctypes.c_uint32), ("timestamp", ctypes.c_uint32), ("file", ctypes.c_void_p),
                ("windowID", ctypes.c_uint32)]


class _Event(ctypes.Union):
    _fields_ = [("drop", _Drop), ("padding", ctypes.c_uint8 * 56)]


def push_drop(name: bytes) -> None:
    """A DROPFILE event with the file name's bytes as the desktop gives them, pushed into SDL's own
    queue (through the SDL library pygame-ce carries), as a drop onto the window arrives."""
    found = glob.glob(os.path.join(os.path.dirname(pygame.__file__), "..", "pygame_ce.libs", "libSDL2-2*"))
    if not found:
        pytest.skip("pygame-ce's own SDL library is not where a wheel keeps it")
    sdl = ctypes.CDLL(found[0])
    sdl.SDL_malloc.restype, sdl.SDL_malloc.argtypes = ctypes.c_void_p, [ctypes.c_size_t]
    raw = name + b"\0"
    buf = sdl.SDL_malloc(len(raw))              # SDL frees it once pygame has read it
    ctypes.memmove(buf, raw, len(raw))
    event = _Event()
    event.drop.type, event.drop.file = pygame.DROPFILE, buf
    assert sdl.SDL_PushEvent(ctypes.byref(event)) == 1


@pytest.fixture
def app():
    app = App(size=LOGICAL_SIZE)
    app.step([])
    pygame.event.get()
    yield app
    close(app)


def test_a_dropped_file_whose_name_is_no_utf8_is_told_and_the_others_arrive(app):
    pygame.event.post(pygame.event.Event(pygame.USEREVENT, n=1))
    push_drop(b"/tmp/good.json")
    push_drop(b"/tmp/caf\xe9-replay.json")
    push_drop(b"/tmp/good2.json")
    events = fetch_events()
    assert [e.type for e in events] == [pygame.USEREVENT, pygame.DROPFILE, UNREADABLE_DROP, pygame.DROPFILE]
    assert [e.file for e in events if e.type == pygame.DROPFILE] == ["/tmp/good.json", "/tmp/good2.json"]
    app.step(events[2:3])
    assert any("name is not readable" in t[0] for t in app.toasts), app.toasts


def test_the_main_loop_goes_on_after_such_a_drop(app):
    push_drop(b"/tmp/\xff\xfe.json")
    app.run_for(0.3)                           # (the fetch used to raise here, outside the guard)
    assert app.running
    assert any("name is not readable" in t[0] for t in app.toasts), app.toasts
    push_drop(b"/tmp/\xff.json")
    app.step()
    assert app.running


def test_a_path_that_is_no_utf8_shows_in_a_toast_escaped(app):
    name = os.fsdecode(b"caf\xe9.json")            # as Python lists such a file: a lone surrogate
    app.toast(f"{name} could not be read; it was kept as {name}.broken")
    app.step([])
    app.render()
    assert "caf\\xe9.json" in app.toasts[-1][0]
    assert paths.shown(b"/x/caf\xe9") == "/x/caf\\xe9" and paths.shown("a\ud800\0b") == "a\\ud800?b"


def test_the_log_keeps_a_name_that_is_no_utf8(tmp_path, monkeypatch, capsys):
    root = logging.getLogger()
    before = root.handlers[:]
    root.handlers[:] = []       # (pytest's own capture too: a report holding a lone surrogate can't travel
                                #  between test processes)
    try:
        logs.setup_logging()
        logging.getLogger("test").warning("kept %s", os.fsdecode(b"caf\xe9.json"))
        for h in root.handlers:
            h.flush()
        assert "kept caf\\udce9.json" in (paths.log_dir() / logs.LOG_NAME).read_text(encoding="utf-8")
        assert "Logging error" not in capsys.readouterr().err
    finally:
        for h in root.handlers[:]:
            if h not in before:
                root.removeHandler(h)
                h.close()
        root.handlers[:] = before


# -- a user folder out of reach ---------------------------------------------------------------------------

LONG = "y" * 5000


def test_unreachable_names_the_reason():
    assert paths.unreachable(Path("/tmp") / LONG / "config").errno == errno.ENAMETOOLONG
    assert paths.unreachable(Path(__file__) / "below").errno == errno.ENOTDIR
    assert paths.unreachable(Path("/tmp/openair-nothing-here/a/b")) is None     # missing: made when written


def test_a_5000_character_user_folder_starts_plays_and_says_it_cannot_save(tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAIR_HOME", str(tmp_path / LONG))
    app = App(size=LOGICAL_SIZE)
    try:
        app.step([])
        assert app.banner_message().startswith("Can't save"), app.banner_message()
        table = app.game_scene(mid_game())
        app.push(table)
        assert play_moves(app, table, 3) == 3
        saves.flush(5.0)
        app.step([])
        app.settings.update(volume=0.3)                  # never raises
        app.record_result(table.runner)
        assert app.banner_message().startswith("Can't save")
        assert type(app.top).__name__ != "ErrorScene"
    finally:
        app.shutdown()
        close(app)


def test_a_file_that_cannot_even_be_looked_at_is_reported_not_raised(tmp_path, monkeypatch):
    """keep_broken never raises, also where the folder cannot be looked into (a parent that cannot
    be entered: EACCES for every call, simulated, as root is not stopped by chmod)."""
    folder = tmp_path / "locked" / "config"
    folder.mkdir(parents=True)
    (folder / "settings.json").write_text("{")
    real_stat = os.stat

    def stat(path, *a, **k):
        if str(tmp_path / "locked") in os.fsdecode(path) and "broken" in os.fsdecode(path):
            raise PermissionError(errno.EACCES, "Permission denied", os.fsdecode(path))
        return real_stat(path, *a, **k)
    monkeypatch.setattr(os, "stat", stat)
    broken = storage.keep_broken(folder / "settings.json", "not JSON")
    assert broken.kept is None and (folder / "settings.json").read_text() == "{"


def test_a_file_in_a_folder_out_of_reach_reads_as_missing(tmp_path):
    assert storage.read_json(tmp_path / LONG / "settings.json", default={"d": 1}) == {"d": 1}
    assert not list(tmp_path.iterdir())                  # nothing set aside, nothing made


def test_without_a_log_folder_a_warning_is_one_line_in_the_terminal(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("OPENAIR_HOME", str(tmp_path / LONG))
    root = logging.getLogger()
    before = root.handlers[:]
    root.handlers[:] = []       # (pytest's own capture too: a report holding a lone surrogate can't travel
                                #  between test processes)
    try:
        logs.setup_logging()
        logging.getLogger("test").warning("once")
        assert capsys.readouterr().err.count("once") == 1
    finally:
        root.handlers[:] = before


# -- the banner -------------------------------------------------------------------------------------------

def test_the_banner_shows_only_while_the_autosave_fails(app, tmp_path):
    runner = mid_game()
    with read_only(replay.replays_dir()):
        with pytest.raises(OSError):
            replay.Replay(runner.match).export()
    assert storage.trouble.current() is not None         # the failed export is remembered ...
    saves.autosave(runner)
    assert app.banner_message() == ""                    # ... but the game is resumable: no banner
    with read_only(paths.saves_dir()):
        with pytest.raises(OSError):
            saves.autosave(runner)
        assert "won't be resumable" in app.banner_message()
    saves.autosave(runner)
    assert app.banner_message() == ""


# -- the window -------------------------------------------------------------------------------------------

def test_a_huge_stored_window_size_is_fitted_to_the_desktop():
    assert display.fit([16384, 16384], (1920, 1080)) == (1920, 1080)
    assert display.fit([10, 10], (1920, 1080)) == display.MIN_SIZE
    assert display.fit([1366, 768], (1920, 1080)) == (1366, 768)
    assert display.fit(["x", None], (1920, 1080)) is None
    Settings(window_size=[5000, 4000]).save()
    app = App(start=False)
    try:
        desk = pygame.display.get_desktop_sizes()[0]
        w, h = pygame.display.get_surface().get_size()
        assert w <= max(desk[0], display.MIN_SIZE[0]) and h <= max(desk[1], display.MIN_SIZE[1]), (w, h, desk)
    finally:
        close(app)


def _openair(env: dict, *args, **kw):
    env = {k: v for k, v in env.items() if v is not None}
    return subprocess.run([sys.executable, "-m", "game", *args], env=env, cwd=ROOT, capture_output=True,
                          text=True, timeout=120, **kw)


def _env(tmp_path, **changes):
    env = dict(os.environ, OPENAIR_HOME=str(tmp_path / "home"), LANGUAGE="en")
    env.update(changes)
    return env


def test_a_video_driver_that_does_not_exist_is_one_line_and_status_1(tmp_path):
    run = _openair(_env(tmp_path, SDL_VIDEODRIVER="nonsense"), "play", "--frames", "1")
    assert run.returncode == 1
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and "SDL_VIDEODRIVER=nonsense" in lines[0], run.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="without DISPLAY, SDL on Linux finds no screen")
def test_no_display_is_one_line_and_status_1_and_no_library_noise(tmp_path):
    """No X11 or Wayland display (SDL would fall back to an invisible window), no sound card here
    (ALSA's complaints), no XDG_RUNTIME_DIR (libwayland's): one line, nothing else."""
    env = _env(tmp_path, DISPLAY=None, WAYLAND_DISPLAY=None, SDL_VIDEODRIVER=None, SDL_AUDIODRIVER=None,
               XDG_RUNTIME_DIR=None)
    run = _openair(env, "play", "--frames", "1")
    assert run.returncode == 1, run.stderr
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and "needs a display" in lines[0], run.stderr


def test_sound_that_fails_is_quiet(tmp_path):
    """Without a sound card (or with a driver that is not there) the app starts silent, and what
    the sound library says stays out of the terminal."""
    run = _openair(_env(tmp_path, SDL_AUDIODRIVER="alsa"), "play", "--frames", "2")
    assert run.returncode == 0, run.stderr
    assert "ALSA" not in run.stderr and "XDG_RUNTIME_DIR" not in run.stderr, run.stderr


@pytest.mark.skipif(os.name != "posix", reason="SIGINT as a terminal sends it")
def test_ctrl_c_in_the_terminal_quits_without_a_traceback(tmp_path):
    env = _env(tmp_path)
    proc = subprocess.Popen([sys.executable, "-m", "game"], env=env, cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    log = tmp_path / "home" / "logs" / logs.LOG_NAME
    try:
        for _ in range(600):                   # until the window's first frames are drawn
            if log.is_file() and "start:" in log.read_text(encoding="utf-8", errors="replace"):
                break
            time.sleep(0.05)
        time.sleep(0.5)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err


def test_the_banner_asks_nothing_of_the_folders_while_no_write_failed(monkeypatch):
    """The banner's sentence is asked several times a frame (the viewport, every mouse event): with
    no folder in trouble it answers without working out where the saves folder is (that cost a
    quarter of a millisecond a frame); with one it names it."""
    from game.core import paths, storage
    from game.ui import banner
    storage.trouble.reset()
    monkeypatch.setattr(paths, "saves_dir", lambda: (_ for _ in ()).throw(AssertionError("asked")))
    assert banner.message() == ""
    monkeypatch.undo()
    storage.trouble.failed(paths.saves_dir(), OSError(28, "No space left on device"))
    try:
        assert "disk is full" in banner.message()
    finally:
        storage.trouble.reset()
