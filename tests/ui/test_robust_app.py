"""Issue 12, the app as a hostile user meets it: it starts whatever the user folder holds, says
when it cannot save (a banner that stays) and never raises for it, offers a save of other content
only when it replays exactly, and turns any unexpected error into the error screen with the log's
path."""

import json
import logging

import pygame
import pytest

from game.core import logs, paths, saves
from game.core.match import Runner
from game.core.settings import settings_path
from game.core.stats import stats_path
from game.simulate import play_bot_game
from game.ui import theme
from game.ui.app import App, start_log
from game.ui.scene import LOGICAL_SIZE, Scene
from game.ui.scenes.dialog import ConfirmScene
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.launcher import LauncherScene
from game.ui.scenes.setup import SetupScene
from game.ui.table import TableScene
from tests.robust_helpers import DEEP, HUGE_INT, disk_full, fresh_trouble, read_only  # noqa: F401 (a fixture)
from tests.ui.test_shell_app import mid_game

pytestmark = pytest.mark.usefixtures("fresh_trouble")


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def close(app):
    while app.stack:
        app.stack.pop().exit()


def texts_drawn(app) -> list[str]:
    """Every text one frame of ``app`` draws (the canvas, and the banner above it)."""
    texts = []
    real = theme.text
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(theme, "text", lambda surface, s, *a, **k: texts.append(s) or real(surface, s, *a, **k))
        app.present()
    return texts


def banner_shown(app) -> str:
    shown = [t for t in texts_drawn(app) if t.startswith("Can't save")]
    return shown[0] if shown else ""


# -- 1. the app starts whatever the folder holds -----------------------------------------------------------

def _autosave_seats_not_names():
    saves.autosave(mid_game())
    path = saves.autosave_path()
    data = json.loads(path.read_text())
    data["header"]["seats"] = [1, {"a": 2}]
    path.write_text(json.dumps(data))
    return path


def _write(path_fn, text):
    def make():
        path = path_fn()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        return path
    return make


CASES = {
    "autosave seats not names": _autosave_seats_not_names,
    "autosave deep": _write(saves.autosave_path, DEEP),
    "settings huge number": _write(settings_path, HUGE_INT),
    "settings deep": _write(settings_path, DEEP),
    "settings last_seats a list": _write(settings_path, json.dumps({"last_seats": ["Ada"], "volume": 0.4})),
    "settings last_options a string": _write(settings_path, json.dumps({"last_options": "short"})),
    "stats deep": _write(stats_path, DEEP),
    "stats huge number": _write(stats_path, '{"format": 1, "games": {"camp": {"played": ' + "7" * 5000 + "}}}"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_the_app_starts_whatever_the_user_folder_holds(case, click):
    path = CASES[case]()
    before = path.read_bytes()
    app = App(size=LOGICAL_SIZE)
    app.step([])
    try:
        assert isinstance(app.top, LauncherScene)
        kept = list(path.parent.glob(f"{path.stem}.broken-*{path.suffix}"))
        assert len(kept) == 1 and kept[0].read_bytes() == before and not path.exists()
        assert any(kept[0].name in t[0] for t in app.toasts)            # the player is told where it went
        click(app, "game:camp")
        assert isinstance(app.top, SetupScene)
    finally:
        close(app)


def test_a_bad_file_that_cannot_be_moved_aside_is_reported_and_the_app_starts(openair_home):
    path = _write(settings_path, DEEP)()
    with read_only(path.parent):
        app = App(size=LOGICAL_SIZE)
        app.step([])
        try:
            assert isinstance(app.top, LauncherScene)
            assert any("could not be moved aside" in t[0] for t in app.toasts)
            app.settings.update(volume=0.1)            # not written, not raised
        finally:
            close(app)
    assert path.read_text() == DEEP


# -- 2. Continue never crashes -------------------------------------------------------------------------------

def test_theme_rejects_a_bad_colour_cleanly():
    assert theme.rgb("#e07a3f") == (224, 122, 63)
    for bad in ("#zzzzzz", "red", "#12345", 16711680, None):
        with pytest.raises(ValueError, match="not a colour"):
            theme.rgb(bad)


@pytest.mark.parametrize("seat", [{"name": 42, "kind": "human", "colour": "#112233"},
                                  {"name": "Ada", "kind": "wizard", "colour": "#112233"},
                                  {"name": "Ada", "kind": "human", "colour": "#zzzzzz"}])
def test_continue_never_offers_a_save_with_a_bad_seat(seat):
    saves.autosave(mid_game())
    path = saves.autosave_path()
    data = json.loads(path.read_text())
    data["match"]["seats"][1] = seat
    path.write_text(json.dumps(data))
    app = App(size=LOGICAL_SIZE)
    app.step([])
    try:
        assert app.top.resume_runner is None and "continue" not in app.top.targets()
        assert list(path.parent.glob("autosave.broken-*.json"))
    finally:
        close(app)


# -- 3. other content --------------------------------------------------------------------------------------

def _other_content(break_it=False) -> Runner:
    runner = mid_game(cut=24)
    saves.autosave(runner)
    path = saves.autosave_path()
    data = json.loads(path.read_text())
    data["match"]["content_hash"] = "feedfacecafebeef.r1"
    if break_it:
        data["state"] = "f" * 24
    path.write_text(json.dumps(data))
    return runner


def test_continue_offers_a_save_of_other_content_that_replays_exactly_after_asking(click):
    runner = _other_content()
    before = saves.autosave_path().read_bytes()
    app = App(size=LOGICAL_SIZE)
    app.step([])
    try:
        launcher = app.top
        assert "other cards or rules" in launcher.continue_button.detail
        click(app, "continue")
        assert isinstance(app.top, ConfirmScene) and "plays out the same" in app.top.question
        assert saves.autosave_path().read_bytes() == before            # not touched by looking
        click(app, "yes")
        assert isinstance(app.top, TableScene)
        assert app.top.runner.state.to_json() == runner.state.to_json()
    finally:
        close(app)


def test_continue_refuses_a_save_of_other_content_that_does_not_replay_exactly():
    _other_content(break_it=True)
    before = saves.autosave_path().read_bytes()
    app = App(size=LOGICAL_SIZE)
    app.step([])
    try:
        assert app.top.resume_runner is None
        kept = list(saves.autosave_path().parent.glob("autosave.broken-*.json"))
        assert len(kept) == 1 and kept[0].read_bytes() == before
        assert any("other cards or rules" in t[0] and kept[0].name in t[0] for t in app.toasts)
    finally:
        close(app)


def test_the_saves_list_refuses_a_named_save_of_other_content_and_leaves_it(click):
    runner = mid_game(cut=24)
    path = saves.save_named(runner, "Old rules")
    data = json.loads(path.read_text())
    data["match"]["content_hash"] = "feedfacecafebeef.r1"
    data["state"] = "0" * 24
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    app = App(size=LOGICAL_SIZE)
    app.step([])
    try:
        click(app, "saves")
        click(app, "load:0")
        assert app.top.name == "saves"
        assert any("other cards or rules" in t[0] for t in app.toasts)
        assert path.read_bytes() == before
    finally:
        close(app)


# -- 4. a folder that cannot be written ------------------------------------------------------------------------

def move(table) -> None:
    """One move at the table: the human's first legal action, or the bots' turns."""
    if table.human_to_act() is not None:
        assert table.play(table.state.legal_actions()[0])
    else:
        assert table.step_bots_blocking(1) == 1


def _start_camp(app, click):
    click(app, "game:camp")
    click(app, "start")
    assert isinstance(app.top, TableScene)
    return app.top


def test_a_read_only_folder_the_app_starts_says_so_and_start_f11_and_sliders_never_raise(openair_home, click,
                                                                                        monkeypatch):
    with read_only(openair_home):
        app = App(size=LOGICAL_SIZE)
        app.step([])
        try:
            assert "won't be resumable" in banner_shown(app)
            assert app.viewport().top >= 40                    # the canvas lies below the banner
            app.step([key(pygame.K_F11)])
            app.step([key(pygame.K_F11)])
            click(app, "settings")
            click(app, "volume", app.top.targets()["volume"].move(-100, 0).center)
            click(app, "fullscreen")
            app.pop()
            table = _start_camp(app, click)
            table.step_bots_blocking()
            app.step([])
            assert "read-only" in banner_shown(app)      # persistent: still there in the game
            assert not saves.has_autosave()
        finally:
            close(app)


def test_a_full_disk_shows_the_banner_at_once_and_continue_resumes_no_older_game(click, monkeypatch):
    app = App(size=LOGICAL_SIZE)
    app.step([])
    try:
        table = _start_camp(app, click)
        move(table)
        saves.flush()
        assert saves.has_autosave() and banner_shown(app) == ""
        disk_full(monkeypatch)
        move(table)
        saves.flush()
        app.step([])
        assert "disk is full" in banner_shown(app)
        # the older autosave is gone: Continue cannot resume a position without the last move
        assert not saves.has_autosave()
        app.reset(LauncherScene(app))
        app.step([])
        assert "continue" not in app.top.targets()
    finally:
        close(app)


def test_clearing_the_autosave_at_the_end_of_a_game_may_fail(monkeypatch):
    runner = play_bot_game("camp", ["easy", "easy"], seed=3)
    app = App(size=LOGICAL_SIZE, start=False)
    try:
        saves.autosave(mid_game())
        with read_only(saves.autosave_path().parent):
            app.show_results(runner)                     # records, clears (fails), shows the results
            app.step([])
            assert app.top.name == "results"
            assert "won't be resumable" in banner_shown(app)
    finally:
        close(app)


def test_old_temporary_files_are_removed_at_start():
    folder = saves.autosave_path().parent
    folder.mkdir(parents=True)
    old = folder / "autosave.json.x1y2z3w4.tmp"
    old.write_text("{")
    import os
    os.utime(old, (1, 1))
    app = App(size=LOGICAL_SIZE)
    close(app)
    assert not old.exists()


# -- 5. the log and the one guard ------------------------------------------------------------------------------

@pytest.fixture
def logged():
    """The real log set up in this test's home, removed again afterwards."""
    root = logging.getLogger()
    before = list(root.handlers)
    hook = __import__("sys").excepthook
    path = start_log()
    yield path
    for h in root.handlers[:]:
        if h not in before:
            root.removeHandler(h)
            h.close()
    __import__("sys").excepthook = hook


def test_the_log_starts_with_the_versions(logged):
    assert logged == paths.log_dir() / logs.LOG_NAME
    first = logged.read_text(encoding="utf-8").splitlines()[0]
    for part in ("Open Air", "Python", "pygame-ce", "SDL"):
        assert part in first


def test_an_uncaught_exception_goes_to_the_log(logged):
    import sys
    try:
        raise ZeroDivisionError("outside the loop")
    except ZeroDivisionError:
        kind, value, tb = sys.exc_info()
    assert getattr(sys.excepthook, "_openair", False)
    sys.excepthook(kind, value, tb)
    for h in logging.getLogger().handlers:
        h.flush()
    assert "outside the loop" in logged.read_text(encoding="utf-8")


class Exploding(Scene):
    name = "exploding"

    def update(self, dt):
        raise RuntimeError("a bug in a scene")

    def draw(self, surface):
        surface.fill((0, 0, 0))


def test_the_one_guard_turns_an_unexpected_error_into_the_error_screen(logged, click, monkeypatch):
    app = App(size=LOGICAL_SIZE)
    try:
        app.push(Exploding(app))
        app.run_for(0.2)
        assert isinstance(app.top, ErrorScene) and app.running
        assert len(app.stack) == 1
        for h in logging.getLogger().handlers:
            h.flush()
        text = logged.read_text(encoding="utf-8")
        assert "Traceback" in text and "a bug in a scene" in text
        texts = texts_drawn(app)
        assert any("the log is at" in t for t in texts)
        shown = "".join(texts).replace("\n", "").replace(" ", "")     # the path may be wrapped at any "-" or "/"
        assert str(logged).replace(" ", "") in shown
        click(app, "launcher")
        assert isinstance(app.top, LauncherScene)
        app.push(Exploding(app))
        app.run_for(0.2)
        click(app, "quit")
        assert not app.running
    finally:
        close(app)


def test_an_error_on_the_error_screen_itself_ends_the_app(logged, monkeypatch):
    app = App(size=LOGICAL_SIZE)
    try:
        app.push(Exploding(app))
        app.run_for(0.1)
        monkeypatch.setattr(ErrorScene, "update", Exploding.update)
        with pytest.raises(RuntimeError):
            app.run_for(0.1)
    finally:
        close(app)


# -- 7. long names ----------------------------------------------------------------------------------------

def test_a_very_long_name_is_cut_with_a_handful_of_measurements(app, monkeypatch):
    measured = []
    real_font = theme.font

    class Counting:
        def __init__(self, f):
            self.f = f

        def size(self, s):
            measured.append(len(s))
            return self.f.size(s)

    monkeypatch.setattr(theme, "font", lambda size, bold=False: Counting(real_font(size, bold)))
    name = "Ü" * 3000
    cut = theme.cut(name, 26, 300, bold=True)
    assert cut.endswith("…") and real_font(26, True).size(cut)[0] <= 300
    assert real_font(26, True).size(name[:len(cut)] + "…")[0] > 300     # the longest that fits
    assert len(measured) <= 14                      # log2(3000) + 2, not 3,000


def test_the_cave_rave_table_draws_a_3000_character_name_cut(app, monkeypatch):
    from game.core.match import Seat
    runner = Runner.new("cave_rave", [Seat("Ü" * 3000, "human"), Seat("Bo", "easy")], seed=2)
    runner.start()
    scene = runner.spec.scene_class()(app, runner)
    app.reset(scene)
    texts = texts_drawn(app)
    named = [t for t in texts if t.startswith("ÜÜ")]
    assert named and all(len(t) < 200 for t in named)


# -- content files with an error: told, not raised ----------------------------------------------------------

def _content_broken(monkeypatch):
    from game.core import registry
    from game.core.content import ContentError

    def broken(spec):
        raise ContentError(f"content/{spec.id}/tiles.yaml:41: tiles[7].edges: expected 4 of beer|kiss|music")

    monkeypatch.setattr(registry.GameSpec, "content", property(broken))


def test_a_game_whose_content_has_an_error_says_so_at_its_tile(click, monkeypatch):
    app = App(size=LOGICAL_SIZE)
    app.step([])
    try:
        _content_broken(monkeypatch)
        click(app, "game:camp")
        assert app.top.name == "message"
        assert "cannot start" in app.top.title and "tiles.yaml:41" in app.top.text
        click(app, "ok")
        assert isinstance(app.top, LauncherScene)
    finally:
        close(app)


def test_continue_with_content_that_has_an_error_keeps_the_save_and_says_so(monkeypatch):
    saves.autosave(mid_game())
    before = saves.autosave_path().read_bytes()
    _content_broken(monkeypatch)
    app = App(size=LOGICAL_SIZE)
    app.step([])
    try:
        assert app.top.resume_runner is None
        assert any("content files have an error" in t[0] for t in app.toasts)
        assert saves.autosave_path().read_bytes() == before
    finally:
        close(app)


# -- a table of instant bots -----------------------------------------------------------------------------------

def test_a_table_of_instant_bots_with_animations_off_plays_to_the_end_without_recursing(app, monkeypatch):
    import sys

    def instant(self, seat):                     # the bot's answer is there before it is asked for
        token, view, level, rng = self._bot_job(seat)
        self._bot_token, self._bot_wait = token, 0.0
        self._bot_result = (token, self._decide(view, level, rng))

    def depth() -> int:
        frame, n = sys._getframe(), 0
        while frame is not None:
            frame, n = frame.f_back, n + 1
        return n

    depths = []
    real_apply = TableScene._apply
    monkeypatch.setattr(TableScene, "_start_bot", instant)
    monkeypatch.setattr(TableScene, "_apply", lambda self, seat, action: depths.append(depth())
                        or real_apply(self, seat, action))
    from game.core.match import Seat
    runner = Runner.new("cave_rave", [Seat(f"Bot {i}", "easy") for i in range(4)], seed=5)
    app.saves = type("NoSaves", (), {"autosave": lambda self, r: None, "clear_autosave": lambda self: True})()
    scene = runner.spec.scene_class()(app, runner)
    app.reset(scene)
    for _ in range(50):
        if scene.holding():                      # the casting's summary waits for a click
            scene.click("continue")
        app.step([])
        if runner.state.is_terminal():
            break
    assert runner.state.is_terminal() and len(depths) > 200
    assert max(depths) - min(depths) < 20        # each move at the same depth (it grew by 3 frames a move)


def test_an_autosave_of_a_finished_game_is_still_offered_so_its_results_show_and_count():
    finished = play_bot_game("camp", ["easy", "easy"], seed=3)      # killed before the results showed
    saves.autosave(finished)
    app = App(size=LOGICAL_SIZE)
    app.step([])
    try:
        assert app.top.resume_runner is not None and "game over" in app.top.continue_button.detail
    finally:
        close(app)
