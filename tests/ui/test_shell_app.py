"""The app shell: launcher, scene stack, window scaling, Esc/F11, autosave on start-up."""

import json

import pygame
import pytest

from game.core import saves
from game.core.match import Match, Runner
from game.core.settings import Settings
from game.simulate import play_bot_game
from game.ui.app import WAKE, App
from game.ui.scene import LOGICAL_SIZE, Scene
from game.ui.scenes.launcher import LauncherScene
from game.ui.scenes.setup import SetupScene


def mid_game(seed=3, cut=30) -> Runner:
    full = play_bot_game("cave_rave", ["normal"] * 3, seed=seed)
    data = full.match.to_json()
    data["actions"] = data["actions"][:cut]
    data["seats"][0]["kind"] = "human"
    runner = Runner(Match.from_json(data))
    runner.resolve_chance()
    return runner


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


class Probe(Scene):
    """A scene that records what the app does to it."""

    def __init__(self, app, opaque=True, name="probe"):
        super().__init__(app)
        self.opaque, self.name = opaque, name
        self.calls, self.events, self.draws = [], [], 0

    def enter(self):
        self.calls.append("enter")

    def exit(self):
        self.calls.append("exit")

    def pause(self):
        self.calls.append("pause")

    def resume(self):
        self.calls.append("resume")

    def handle(self, event):
        self.events.append(event)

    def draw(self, surface):
        self.draws += 1
        surface.fill((10, 200, 10))


# -- launcher ---------------------------------------------------------------------

def test_launcher_lists_the_four_games(shell_app, click):
    launcher = shell_app.top
    assert isinstance(launcher, LauncherScene)
    assert [t.spec.id for t in launcher.tiles] == ["cave_rave", "camp", "boaromia", "rodeo"]
    assert [t.enabled for t in launcher.tiles] == [True, True, True, True]
    surface = shell_app.render()
    assert surface.get_size() == LOGICAL_SIZE
    assert {"statistics", "settings", "quit"} <= set(launcher.targets())
    assert "continue" not in launcher.targets()
    click(shell_app, "game:rodeo")
    assert isinstance(shell_app.top, SetupScene) and shell_app.top.spec.id == "rodeo"
    shell_app.step([key(pygame.K_ESCAPE)])
    assert shell_app.top is launcher
    click(shell_app, "game:cave_rave")
    assert isinstance(shell_app.top, SetupScene) and shell_app.top.spec.id == "cave_rave"


def test_launcher_buttons(shell_app, click):
    click(shell_app, "statistics")
    assert shell_app.top.name == "statistics"
    click(shell_app, "back")
    click(shell_app, "settings")
    assert shell_app.top.name == "settings"
    shell_app.step([key(pygame.K_ESCAPE)])
    assert isinstance(shell_app.top, LauncherScene)
    shell_app.step([key(pygame.K_ESCAPE)])          # Esc on the first screen does not quit
    assert shell_app.running and isinstance(shell_app.top, LauncherScene)
    click(shell_app, "quit")
    assert not shell_app.running


def test_continue_resumes_the_autosave(click):
    runner = mid_game()
    saves.autosave(runner)
    app = App(size=LOGICAL_SIZE)
    app.step([])
    launcher = app.top
    assert "continue" in launcher.targets()
    assert runner.match.seats[0].name in launcher.continue_button.detail
    click(app, "continue")
    game = app.top
    assert getattr(game, "runner", None) is not None
    assert json.dumps(game.runner.state.to_json(), sort_keys=True) == \
        json.dumps(runner.state.to_json(), sort_keys=True)
    assert app.stack[0] is launcher


def test_broken_autosave_is_reported_kept_and_the_app_goes_on(click):
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text("{ this is not json", encoding="utf-8")
    app = App(size=LOGICAL_SIZE)
    app.step([])
    kept = list(path.parent.glob("autosave.broken-*.json"))
    assert len(kept) == 1 and not path.exists()
    assert any(kept[0].name in t[0] for t in app.toasts)
    assert "continue" not in app.top.targets()
    click(app, "game:cave_rave")
    assert isinstance(app.top, SetupScene)


def test_autosave_that_cannot_be_replayed_is_reported_and_kept():
    saves.autosave(mid_game(cut=12))
    path = saves.autosave_path()
    data = json.loads(path.read_text())
    data["match"]["actions"][8] = ["meld", "nonsense"]
    path.write_text(json.dumps(data))
    app = App(size=LOGICAL_SIZE)
    app.step([])
    kept = list(path.parent.glob("autosave.broken-*.json"))
    assert len(kept) == 1 and any(kept[0].name in t[0] for t in app.toasts)
    assert app.top.resume_runner is None


def test_broken_settings_are_reported_and_kept(openair_home):
    from game.core.settings import settings_path
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("nope")
    app = App(size=LOGICAL_SIZE)
    app.step([])
    assert list(path.parent.glob("settings.broken-*.json"))
    assert any("settings.json" in t[0] for t in app.toasts)
    assert app.settings.volume == Settings().volume


def test_toasts_expire(shell_app, monkeypatch):
    shell_app.toast("hello")
    assert shell_app.wake_in() is not None and shell_app.wake_in() <= 3.0
    shell_app.toasts[0][1] -= 10                 # shown long ago
    shell_app.step([])
    assert shell_app.toasts == [] and shell_app.wake_in() is None


# -- the stack ----------------------------------------------------------------------

def test_stack_calls_life_cycle_and_draws_from_lowest_opaque(shell_app):
    launcher = shell_app.top
    a, b, c = Probe(shell_app), Probe(shell_app, opaque=False), Probe(shell_app, name="c")
    shell_app.push(a)
    shell_app.push(b)
    assert a.calls == ["enter", "pause"] and b.calls == ["enter"] and shell_app.top is b
    shell_app.render()
    assert a.draws == 1 and b.draws == 1             # the overlay and the scene below it
    shell_app.replace(c)
    assert b.calls == ["enter", "exit"] and c.calls == ["enter"]
    shell_app.render()
    assert a.draws == 1 and c.draws == 1             # an opaque top hides what is below
    assert shell_app.pop() is c and a.calls[-1] == "resume"
    shell_app.reset(Probe(shell_app))
    assert a.calls[-1] == "exit" and len(shell_app.stack) == 1
    assert launcher not in shell_app.stack


def test_escape_calls_on_escape_or_pops(shell_app):
    a = Probe(shell_app)
    shell_app.push(a)
    shell_app.step([key(pygame.K_ESCAPE)])
    assert shell_app.top is not a                    # no on_escape: popped
    b = Probe(shell_app)
    b.escaped = 0

    def on_escape():
        b.escaped += 1
    b.on_escape = on_escape
    shell_app.push(b)
    shell_app.step([key(pygame.K_ESCAPE)])
    assert shell_app.top is b and b.escaped == 1


def test_step_redraws_only_when_something_changed(shell_app, monkeypatch):
    probe = Probe(shell_app)
    shell_app.push(probe)
    shell_app.step([])
    drawn = probe.draws
    shell_app.step([])
    assert probe.draws == drawn                      # idle: nothing drawn again
    shell_app.step([pygame.event.Event(WAKE)])
    assert probe.draws == drawn + 1                  # a worker woke the loop
    assert not shell_app.animating() and shell_app.wake_in() is None
    probe.animating = lambda: True
    shell_app.step([])
    assert probe.draws == drawn + 2


def test_wake_in_asks_the_top_scene(shell_app):
    probe = Probe(shell_app)
    probe.wake_in = lambda: 0.25
    shell_app.push(probe)
    assert shell_app.wake_in() == 0.25


# -- window -----------------------------------------------------------------------

def test_small_window_maps_clicks_to_logical_coordinates(click):
    app = App(size=(960, 540))
    app.step([])
    tile = app.top.targets()["game:cave_rave"]
    window_pos = (tile.centerx // 2, tile.centery // 2)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_pos, button=1)])
    assert isinstance(app.top, SetupScene)


def test_letterboxed_window_keeps_16_9(click):
    app = App(size=(1000, 800))
    vp = app.viewport()
    assert vp.width == 1000 and abs(vp.height - 562) <= 1 and vp.y == (800 - vp.height) // 2
    assert app.to_logical((500, vp.y)) == (960, 0)
    probe = Probe(app)
    app.push(probe)
    app.step([])
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 400), rel=(10, 0), buttons=(0, 0, 0))])
    moved = probe.events[-1]
    assert moved.pos == (960, app.to_logical((500, 400))[1]) and moved.rel[0] == round(10 * 1920 / vp.width)


def test_f11_toggles_fullscreen_and_remembers_it():
    app = App(size=LOGICAL_SIZE)
    assert not app.settings.fullscreen
    app.step([key(pygame.K_F11)])
    assert app.settings.fullscreen and Settings.load().fullscreen
    app.step([key(pygame.K_F11)])
    assert not Settings.load().fullscreen


def test_anim_speed_follows_settings(shell_app):
    for speed, mult in (("off", 0), ("fast", 2), ("normal", 1), ("slow", 0.5)):
        shell_app.settings.update(anim_speed=speed)
        assert shell_app.anim_speed == mult
    shell_app.anim_speed_override = 0.0
    assert shell_app.anim_speed == 0.0


def test_images_and_sound_tolerate_missing_files(shell_app):
    img = shell_app.images.get("nowhere/missing.png", (40, 30))
    assert img.get_size() == (40, 30)
    assert shell_app.images.get("nowhere/missing.png").get_size() == (64, 64)
    real = shell_app.images.get("launcher/cave_rave.png", (280, 180))
    assert real.get_size() == (280, 180)
    shell_app.sound.play("no_such_sound")
    shell_app.sound.play("click")
    assert shell_app.sound.last_played == "click"


def test_sound_is_silent_when_the_mixer_fails(monkeypatch):
    from game.ui import sound as sound_mod

    def fail(*a, **k):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", fail)
    snd = sound_mod.Sound(Settings())
    assert not snd.enabled
    snd.play("click")                                # nothing, no crash


def test_quit_autosaves_a_running_game(shell_app):
    runner = mid_game(cut=20)
    holder = Probe(shell_app)
    holder.runner = runner
    shell_app.push(holder)
    shell_app.step([pygame.event.Event(pygame.QUIT)])
    assert not shell_app.running
    shell_app.shutdown()
    assert saves.load_autosave().match.actions == runner.match.actions


class FakeTime:
    """Stands in for ``time`` in game.ui.app: ``sleep`` only moves the clock on (and runs
    ``at[when]`` once the clock reaches ``when``), so the loop's waits are counted, not timed."""

    def __init__(self, at=None):
        import time
        self.now = time.monotonic()
        self.start = self.now
        self.sleeps: list[float] = []
        self.at = dict(at or {})

    def monotonic(self):
        return self.now

    def sleep(self, seconds):
        self.sleeps.append(seconds)
        self.now += seconds
        for when in sorted(w for w in self.at if self.now - self.start >= w):
            self.at.pop(when)()


def test_the_loop_sleeps_wakes_for_workers_and_quits(shell_app, monkeypatch):
    import threading

    import game.ui.app as app_mod
    from game.ui.app import wake
    probe = Probe(shell_app)
    shell_app.push(probe)
    shell_app.step([])
    drawn = probe.draws

    def from_a_worker(fn):
        def go():
            t = threading.Thread(target=fn, daemon=True)
            t.start()
            t.join(timeout=10)
            assert not t.is_alive()
        return go

    clock = FakeTime(at={0.15: from_a_worker(wake),          # a bot finished: the loop redraws
                         0.3: from_a_worker(lambda: pygame.event.post(pygame.event.Event(pygame.QUIT)))})
    monkeypatch.setattr(app_mod, "time", clock)
    steps = []
    real_step = shell_app.step
    monkeypatch.setattr(shell_app, "step", lambda events=None: steps.append(events) or real_step(events))
    pygame.event.clear()                             # start-up's window and audio events
    assert shell_app.run() == 0
    # idle, the loop slept in short polls until each event, and ran a step for each of them only
    assert [e.type for e in steps[0]] == [app_mod.WAKE] and [e.type for e in steps[1]] == [pygame.QUIT]
    assert len(steps) == 2
    assert clock.sleeps and all(0 < s <= app_mod.BUSY_POLL for s in clock.sleeps)
    assert 0.3 <= clock.now - clock.start < 0.3 + 2 * app_mod.BUSY_POLL
    assert probe.draws >= drawn + 1 and not shell_app.running
    assert Settings.load().path.exists()             # settings written on the way out


def test_run_for_returns_after_the_time(shell_app, monkeypatch):
    import game.ui.app as app_mod
    clock = FakeTime()
    monkeypatch.setattr(app_mod, "time", clock)
    shell_app.run_for(0.2)
    assert shell_app.running
    assert clock.now - clock.start == pytest.approx(0.2)        # it slept exactly until the time
    assert len(clock.sleeps) <= round(0.2 / app_mod.BUSY_POLL) + 1    # in polls, not a busy spin
