"""Pause, settings, rules, statistics, results and privacy screens, clicked like a player would."""

import pygame
import pytest

from game.core import registry, saves
from game.core.consistency import check_game
from game.core.match import Match, Runner, Seat
from game.core.settings import Settings
from game.core.stats import Stats
from game.ui.app import App
from game.ui.scene import LOGICAL_SIZE, Scene
from game.ui.scenes.launcher import LauncherScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.rules import RulesScene, parse, rules_path
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.statistics import StatisticsScene

SPEC = registry.get("cave_rave")


class FakeGame(Scene):
    """Stands in for a game scene: a runner, and undo that can be switched on."""

    name = "fake_game"

    def __init__(self, app, runner, undo_ok=False):
        super().__init__(app)
        self.runner = runner
        self.undo_ok = undo_ok
        self.undone = 0
        self.drawn = 0

    def can_undo(self):
        return self.undo_ok

    def undo(self):
        self.undone += 1

    def draw(self, surface):
        self.drawn += 1
        surface.fill((0, 120, 0))


def fresh_runner(seed=7) -> Runner:
    runner = Runner.new("cave_rave", [Seat("Ada", "human", "#e07a3f"), Seat("Rocky", "normal", "#4fa3d9")], seed)
    runner.start()
    return runner


def wheel(app, pos, y):
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                 precise_y=float(y), touch=False)])


# -- pause --------------------------------------------------------------------------

def test_pause_resume_and_undo(shell_app, click):
    game = FakeGame(shell_app, fresh_runner())
    shell_app.push(game)
    shell_app.open_pause(game)
    pause = shell_app.top
    assert isinstance(pause, PauseScene) and not pause.opaque
    shell_app.render()
    assert game.drawn >= 1                                    # the table shows under the overlay
    assert not pause.widgets_by_name()["undo"].enabled
    click(shell_app, "undo")
    assert game.undone == 0 and shell_app.top is pause
    click(shell_app, "resume")
    assert shell_app.top is game
    game.undo_ok = True
    shell_app.open_pause(game)
    assert shell_app.top.widgets_by_name()["undo"].enabled
    click(shell_app, "undo")
    assert game.undone == 1 and shell_app.top is game
    shell_app.open_pause(game)
    shell_app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert shell_app.top is game


def test_pause_rules_settings_and_save_and_quit(shell_app, click):
    runner = fresh_runner()
    game = FakeGame(shell_app, runner)
    shell_app.push(game)
    shell_app.open_pause(game)
    click(shell_app, "rules")
    assert isinstance(shell_app.top, RulesScene) and shell_app.top.game_id == "cave_rave"
    click(shell_app, "back")
    click(shell_app, "settings")
    assert isinstance(shell_app.top, SettingsScene)
    click(shell_app, "back")
    assert isinstance(shell_app.top, PauseScene)
    click(shell_app, "save_quit")
    assert isinstance(shell_app.top, LauncherScene) and len(shell_app.stack) == 1
    assert saves.load_autosave().match.actions == runner.match.actions
    assert "continue" in shell_app.top.targets()


def test_pause_over_the_real_game_scene(shell_app, click):
    runner = fresh_runner()
    game = SPEC.scene_class()(shell_app, runner)
    shell_app.push(game)
    shell_app.step([])
    shell_app.open_pause(game)
    assert shell_app.top.widgets_by_name()["undo"].enabled == bool(game.can_undo())
    click(shell_app, "save_quit")
    assert saves.has_autosave() and isinstance(shell_app.top, LauncherScene)


# -- settings -------------------------------------------------------------------------

def test_settings_are_saved_at_once_and_persist(shell_app, click):
    shell_app.open_settings()
    scene = shell_app.top
    track = scene.targets()["volume"]
    shell_app.sound.last_played = None
    click(shell_app, "volume", pos=(track.x + track.width // 4, track.centery))
    assert shell_app.settings.volume == 0.25
    assert shell_app.sound.last_played == "click"             # a sample at the new volume
    click(shell_app, "anim_speed:fast")
    assert shell_app.anim_speed == 2.0
    click(shell_app, "fullscreen")
    assert shell_app.settings.fullscreen
    click(shell_app, "fullscreen")
    loaded = Settings.load()
    assert (loaded.volume, loaded.anim_speed, loaded.fullscreen) == (0.25, "fast", False)
    other = App(size=LOGICAL_SIZE)
    assert other.settings.volume == 0.25 and other.anim_speed == 2.0
    other.open_settings()
    assert other.top.volume.value == 0.25 and other.top.speed.value == "fast"


def test_volume_drag(shell_app):
    shell_app.open_settings()
    track = shell_app.top.targets()["volume"]
    ev = pygame.event.Event
    shell_app.step([ev(pygame.MOUSEBUTTONDOWN, pos=(track.x, track.centery), button=1),
                    ev(pygame.MOUSEMOTION, pos=(track.right, track.centery), rel=(1, 0), buttons=(1, 0, 0)),
                    ev(pygame.MOUSEBUTTONUP, pos=(track.right, track.centery), button=1)])
    assert shell_app.settings.volume == 1.0 and Settings.load().volume == 1.0


# -- rules ------------------------------------------------------------------------------

def test_markdown_subset():
    blocks = parse("# Title\n\nSome **bold** text\nwraps on.\n\n## Part\n- one\n- `two`\n  more\n### Deep\n")
    assert [(b.kind, b.text) for b in blocks] == [("h1", "Title"), ("para", "Some bold text wraps on."), ("h2", "Part"),
                      ("bullet", "one"), ("bullet", "two more"), ("h3", "Deep")]


@pytest.mark.skipif(not rules_path("cave_rave").is_file(), reason="content/cave_rave/rules.md not written yet")
def test_rules_scene_renders_the_rules_and_scrolls(shell_app):
    shell_app.show_rules("cave_rave")
    scene = shell_app.top
    text = rules_path("cave_rave").read_text(encoding="utf-8")
    headings = [line.lstrip("#").strip() for line in text.splitlines() if line.startswith("#")]
    assert [b[1] for b in scene.blocks() if b[0].startswith("h")][: len(headings)] == \
        [parse(f"# {h}")[0][1] for h in headings]
    shell_app.render()
    assert scene.scroll.content_height > scene.scroll.rect.height        # long enough to scroll
    wheel(shell_app, scene.scroll.rect.center, -3)
    assert scene.scroll.offset > 0
    before = scene.scroll.offset
    thumb = scene.scroll.thumb()
    ev = pygame.event.Event
    shell_app.step([ev(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1),
                    ev(pygame.MOUSEMOTION, pos=(thumb.centerx, thumb.centery + 200), rel=(0, 200),
                       buttons=(1, 0, 0)),
                    ev(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, thumb.centery + 200), button=1)])
    assert scene.scroll.offset > before
    shell_app.step([ev(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="", scancode=0)])
    assert scene.scroll.offset == 0


def test_rules_of_a_game_without_a_summary(shell_app):
    shell_app.show_rules("rodeo")
    if rules_path("rodeo").is_file():
        pytest.skip("rodeo has rules now")
    assert shell_app.top.text is None
    shell_app.render()


# -- statistics ---------------------------------------------------------------------------

def test_statistics_empty_and_filled(shell_app, click):
    click(shell_app, "statistics")
    scene = shell_app.top
    assert isinstance(scene, StatisticsScene) and scene.rows() == []
    shell_app.render()
    m = Match("cave_rave", [Seat("Ada", "human"), Seat("Bot", "hard")], 1)
    shell_app.stats.record(m, [1])
    rows = scene.rows()
    assert [(title, g.played) for title, g in rows] == [(SPEC.title, 1)]
    assert rows[0][1].win_rate("hard") == 1.0 and rows[0][1].win_rate("human") == 0.0
    shell_app.render()


# -- results -------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def finished():
    runner = check_game("cave_rave", 11, 3, deep_every=50)
    assert runner.state.is_terminal()
    return runner


def test_results_render_record_stats_once_and_clear_the_autosave(shell_app, finished):
    saves.autosave(finished)
    shell_app.show_results(finished)
    scene = shell_app.top
    assert isinstance(scene, ResultsScene)
    assert not saves.has_autosave()
    table = finished.state.score_table([s.name for s in finished.match.seats])
    assert scene.table == table and scene.winners == set(table["winners"])
    assert table["rows"][-1]["style"] == "total"
    shell_app.render()
    shell_app.show_results(finished)                      # shown again: counted once
    stats = Stats.load()
    assert stats.games["cave_rave"].played == 1
    assert stats.games["cave_rave"].seats["easy"] == {"played": 3, "won": len(table["winners"])}


def test_results_notes_scroll_with_the_wheel(shell_app, finished):
    shell_app.show_results(finished)
    scene = shell_app.top
    assert scene.notes_view.content_height > scene.notes_view.rect.height
    wheel(shell_app, scene.notes_view.rect.center, -2)
    assert scene.notes_view.offset > 0
    wheel(shell_app, scene.notes_view.rect.center, 5)
    assert scene.notes_view.offset == 0


def test_results_back_to_menu(shell_app, finished, click):
    shell_app.show_results(finished)
    click(shell_app, "menu")
    assert isinstance(shell_app.top, LauncherScene) and len(shell_app.stack) == 1


def test_results_play_again_same_seats_new_seed(shell_app, finished, click):
    shell_app.show_results(finished)
    click(shell_app, "play_again")
    game = shell_app.top
    assert game.runner is not finished
    assert [(s.name, s.kind) for s in game.runner.match.seats] == \
        [(s.name, s.kind) for s in finished.match.seats]
    assert game.runner.match.options == finished.match.options
    assert isinstance(shell_app.stack[0], LauncherScene) and len(shell_app.stack) == 2


# -- privacy --------------------------------------------------------------------------------

def test_privacy_covers_the_table_until_the_player_is_ready(shell_app, click):
    game = FakeGame(shell_app, fresh_runner())
    shell_app.push(game)
    ready = []
    shell_app.show_privacy("Ada", lambda: ready.append(True))
    cover = shell_app.top
    assert cover.opaque and cover.colour == (0xe0, 0x7a, 0x3f)
    drawn = game.drawn
    shell_app.render()
    assert game.drawn == drawn                            # nothing of the table is drawn
    assert "Ada" in cover.widgets_by_name()["ready"].label
    click(shell_app, "ready")
    assert ready == [True] and shell_app.top is game
