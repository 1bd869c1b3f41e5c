"""One Open Air window per user folder (game.core.instance, game.ui.already_running): a lock held by
a real second process, a lock left by a process killed with SIGKILL, a folder where no lock can be
made, and what the refused start shows. Two whole ``python -m game play`` processes on one folder
are the robustness slice's "windows" group (benchmarks/robust_windows.py)."""

import errno
import os
import signal
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[1]
HOLD = ("from game.core import instance; lock = instance.acquire(); print('held', flush=True); "
        "import sys; sys.stdin.read()")


@pytest.fixture
def holder(openair_home):
    """Another process holding the folder's lock until it is killed."""
    proc = subprocess.Popen([sys.executable, "-c", HOLD], cwd=ROOT, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, env=dict(os.environ, OPENAIR_HOME=str(openair_home)))
    assert proc.stdout.readline().strip() == "held"
    yield proc
    if proc.poll() is None:
        proc.kill()
    proc.wait()
    proc.stdin.close()
    proc.stdout.close()


def test_a_folder_held_by_another_process_is_refused_with_its_process_id(holder):
    from game.core import instance, paths
    with pytest.raises(instance.AlreadyRunning) as refused:
        instance.acquire()
    assert refused.value.pid == holder.pid
    assert refused.value.folder == paths.data_dir()


def test_a_lock_left_by_a_process_killed_with_sigkill_never_blocks(holder):
    from game.core import instance, paths
    holder.send_signal(signal.SIGKILL)
    holder.wait(10)
    assert (paths.data_dir() / instance.LOCK_NAME).read_text().strip() == str(holder.pid)   # the file stays
    with instance.acquire() as lock:
        assert lock.held == [paths.data_dir() / instance.LOCK_NAME, paths.config_dir() / instance.LOCK_NAME]
        assert (paths.data_dir() / instance.LOCK_NAME).read_text().strip() == str(os.getpid())


def test_the_lock_is_let_go_when_released():
    from game.core import instance
    instance.acquire().release()
    instance.acquire().release()


@pytest.mark.parametrize("where", ["under a file", "a 5,000-character path"])
def test_a_folder_that_cannot_be_made_starts_without_a_lock(tmp_path, monkeypatch, where):
    from game.core import instance
    if where == "under a file":
        blocker = tmp_path / "a-file"
        blocker.write_text("not a folder")
        home = blocker / "home"
    else:
        home = tmp_path / "/".join(["x" * 200] * 25)
    monkeypatch.setenv("OPENAIR_HOME", str(home))
    with instance.acquire() as lock:
        assert lock.held == []


def test_a_read_only_folder_with_a_lock_file_still_locks(monkeypatch):
    """The lock file is there from an earlier start, the folder is read-only now (EROFS for a write):
    the file opened read-only locks as well."""
    from game.core import instance, paths
    instance.acquire().release()
    real_open = os.open

    def read_only(path, flags, *args, **kw):
        if flags & (os.O_RDWR | os.O_WRONLY | os.O_CREAT):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_open(path, flags, *args, **kw)

    monkeypatch.setattr(instance.os, "open", read_only)
    with instance.acquire() as lock:
        assert paths.data_dir() / instance.LOCK_NAME in lock.held
        monkeypatch.setattr(instance.os, "open", real_open)
        with pytest.raises(instance.AlreadyRunning):
            instance.acquire()


def test_the_refused_start_says_so_and_opens_no_app(holder, monkeypatch, capsys):
    from game.core import paths
    from game.ui import already_running, app
    windows = []
    monkeypatch.setattr(already_running, "show_window", lambda: windows.append(True))
    monkeypatch.setattr(app, "App", None)                    # no app may be made
    assert app.run() == 0
    err = capsys.readouterr().err
    assert "Open Air is already running" in err and str(holder.pid) in err and str(paths.data_dir()) in err
    assert windows == [True]
    assert not (paths.config_dir() / "settings.json").exists()


def _key(key):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")


@pytest.mark.parametrize("event", [_key(pygame.K_RETURN), _key(pygame.K_ESCAPE), _key(pygame.K_SPACE),
                                   pygame.event.Event(pygame.QUIT)])
def test_the_message_closes_with_the_keyboard_or_the_window(event):
    from game.ui.already_running import Notice
    pygame.font.init()
    notice = Notice()
    assert not notice.handle(_key(pygame.K_a))
    assert notice.handle(event)


def test_the_message_closes_with_a_click_on_ok_only():
    from game.ui.already_running import Notice
    pygame.font.init()
    notice = Notice()
    assert not notice.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    assert notice.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=notice.ok.rect.center, button=1))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_message_fits_its_window(lang):
    """Title, text and OK inside the window in both languages (the text's lines above OK)."""
    from game.core import i18n
    from game.ui import already_running, theme
    pygame.font.init()
    i18n.use(lang)
    try:
        notice = already_running.Notice()
        if lang == "de":
            assert notice.title != "Open Air is already running" and notice.ok.label
        surface = pygame.Surface(already_running.SIZE)
        notice.draw(surface)
        width = already_running.SIZE[0] - 2 * already_running.PAD
        lines = theme.wrap(notice.body, already_running.BODY_SIZE, width)
        step = int(theme.font(already_running.BODY_SIZE).get_linesize())
        assert already_running.PAD + 56 + len(lines) * step <= notice.ok.rect.top
        assert theme.font(already_running.TITLE_SIZE, True).size(notice.title)[0] <= width
        assert min(already_running.TITLE_SIZE, already_running.BODY_SIZE, already_running.BUTTON_SIZE) >= 20
    finally:
        i18n.use("en")
