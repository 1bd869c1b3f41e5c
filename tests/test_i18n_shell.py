"""The shell's screens draw their texts through gettext, when they are built and drawn.

A fake catalogue marks every text it is asked for ("Start" → "«Start»"). With it installed the
launcher, setup, pause, settings, statistics, rules, results and privacy screens are built and
rendered headless; every text they draw that has words in it must come out marked (or be data: a
player's name, a content text of the rules page). A string that bypasses gettext shows up unmarked.
"""

import gettext
import re

import pytest

from game.core import i18n, registry
from game.core.match import Match, Runner, Seat
from game.core.settings import Settings
from game.simulate import play_bot_game
from game.ui import theme
from game.ui.scene import LOGICAL_SIZE, Scene


class Marked(gettext.NullTranslations):
    """Every text «marked»; the contexts asked for (content ids) are kept."""

    def __init__(self):
        super().__init__()
        self.contexts: list[str] = []

    def gettext(self, message):
        return f"«{message}»"

    def ngettext(self, singular, plural, n):
        return f"«{singular if n == 1 else plural}»"

    def pgettext(self, context, message):
        self.contexts.append(context)
        return f"«{message}»"

    def npgettext(self, context, singular, plural, n):
        self.contexts.append(context)
        return f"«{singular if n == 1 else plural}»"


class Drawn:
    """What the theme draws: each line (``theme.render``) and each text wrapped (``theme.wrap``)."""

    def __init__(self, monkeypatch):
        self.lines: list[str] = []
        self.wrapped: list[str] = []
        render, wrap = theme.render, theme.wrap

        def rec_render(s, *args, **kw):
            self.lines.append(s)
            return render(s, *args, **kw)

        def rec_wrap(s, *args, **kw):
            self.wrapped.append(s)
            return wrap(s, *args, **kw)

        monkeypatch.setattr(theme, "render", rec_render)
        monkeypatch.setattr(theme, "wrap", rec_wrap)

    def clear(self) -> None:
        self.lines.clear()
        self.wrapped.clear()

    def unmarked(self, allowed=()) -> list[str]:
        """Lines with words that did not come through the catalogue (nor from a marked text
        wrapped over several lines, possibly cut with an ellipsis)."""
        sources = [w for w in self.wrapped if "«" in w]
        return sorted({line for line in self.lines
                       if re.search(r"[^\W\d_]{2}", line) and "«" not in line and "»" not in line
                       and not any(line.removesuffix("…") in src for src in sources) and line not in allowed})


@pytest.fixture
def marked(monkeypatch):
    """The fake catalogue, kept even when an App is made after it (App() switches to the settings'
    language)."""
    catalogue = Marked()
    monkeypatch.setattr(i18n, "_catalogue", catalogue)
    monkeypatch.setattr(i18n, "use", lambda lang: i18n.language)
    return catalogue


@pytest.fixture
def app(monkeypatch):
    from game.ui.app import App
    real = App(size=LOGICAL_SIZE, start=False)        # (App() itself switches to the settings' language)
    real.anim_speed_override = 0.0
    yield real
    while real.stack:
        real.stack.pop().exit()


@pytest.fixture
def drawn(monkeypatch):
    return Drawn(monkeypatch)


def render(app, drawn) -> None:
    drawn.clear()
    app.render()


def finished_runner() -> Runner:
    runner = play_bot_game("cave_rave", ["easy", "normal"], 3)
    assert runner.state.is_terminal()
    return runner


class Table(Scene):
    """Stands in for a game's table under the pause menu and the privacy cover."""

    name = "table"

    def __init__(self, app, runner):
        super().__init__(app)
        self.runner = runner

    def draw(self, surface):
        surface.fill((0, 90, 0))


def labels(scene) -> dict[str, str]:
    return {name: w.label for name, w in scene.widgets_by_name().items() if hasattr(w, "label")}


# -- the screens ---------------------------------------------------------------------------------

def test_launcher(app, marked, drawn):
    from game.ui.scenes.launcher import LauncherScene
    app.reset(LauncherScene(app))
    got = labels(app.top)
    assert got["statistics"] == "«Statistics»" and got["settings"] == "«Settings»" and got["quit"] == "«Quit»"
    render(app, drawn)
    assert drawn.unmarked(allowed=("Open Air",)) == []          # the app's name, drawn as its logo
    rodeo = registry.get("rodeo")
    for text in ("«Play»", "«Pick a game to set up a table»",
                 "«Höhlengrölen»", "«Cave Rave»", f"«{rodeo.title}»", f"«{rodeo.subtitle}»", "«2–4 players»"):
        assert text in drawn.lines, text
    assert f"«{rodeo.blurb}»" in drawn.wrapped


def test_launcher_continue_button(app, marked, drawn):
    from game.ui.scenes.launcher import LauncherScene
    runner = Runner.new("cave_rave", [Seat("Ada", "human"), Seat("Rocky", "normal")], 5)
    runner.start()
    app.saves.autosave(runner)
    app.reset(LauncherScene(app))
    button = app.top.continue_button
    assert button.label == "«Continue {game}»".format(game="«Höhlengrölen»")
    # where the game stands, worded now (not as saved): "«{progress}, {name}'s turn»" around "«{n} moves»"
    moves = app.saves.summary(runner)
    assert re.fullmatch(r"««\d+ moves?», (Ada|Rocky)'s turn»", moves), moves
    assert button.detail == "«{players}  ·  {progress}»".format(players="Ada, Rocky", progress=moves)
    render(app, drawn)
    assert drawn.unmarked() == []


@pytest.mark.parametrize("game_id", ["cave_rave", "camp", "boaromia"])
def test_setup(app, marked, drawn, game_id):
    from game.ui.scenes.setup import SetupScene, is_default_name
    spec = registry.get(game_id)
    app.push(SetupScene(app, spec))
    scene = app.top
    render(app, drawn)
    got = labels(scene)
    assert got["start"] == "«Start»" and got["add_seat"] == "«Add player»" and got["back"] == "«Back»"
    kinds = scene.widgets_by_name()["seat0:kind"].choices
    assert [label for _id, label, _help in kinds] == ["«Human»", "«Easy»", "«Normal»", "«Hard»"]
    assert all(help.startswith("«") for _id, _label, help in kinds)
    assert scene.seats[0]["name"] == "«Player 1»" and is_default_name("«Player 1»")
    # the game's options (content YAML) by their stable ids
    for opt in spec.options:
        assert f"{game_id}:options.{opt.id}.label" in marked.contexts
        for choice in opt.choices:
            assert f"{game_id}:options.{opt.id}.choices.{choice.id}.label" in marked.contexts
        if opt.kind == "choice":
            shown = scene.widgets_by_name()[f"option:{opt.id}"].choices
            assert [label for _id, label, _help in shown] == [f"«{c.label}»" for c in opt.choices]
        else:
            assert scene.widgets_by_name()[f"option:{opt.id}"].label == f"«{opt.label}»"
    assert drawn.unmarked(allowed={"Rocky"}) == []
    assert f"«{spec.title}»" in drawn.lines
    assert "«{humans} and {bots}»".format(humans="«{n} human»", bots="«{n} bot»").format(n=1) in \
        "".join(drawn.lines)


def test_pause(app, marked, drawn):
    runner = Runner.new("cave_rave", [Seat("Ada", "human"), Seat("Rocky", "normal")], 5)
    runner.start()
    app.push(Table(app, runner))
    app.open_pause(app.top)
    got = labels(app.top)
    assert got == {"resume": "«Resume»", "undo": "«Undo»", "rules": "«Rules»", "settings": "«Settings»",
                   "save_quit": "«Save & quit»", "pointers": "«Show the first-game pointers»",
                   "save_as": "«Save as…»"}
    assert app.top.widgets_by_name()["rules"].tooltip == "«How to play {game}»".format(game="«Höhlengrölen»")
    render(app, drawn)
    assert drawn.unmarked() == []
    assert "«Paused»" in drawn.lines and "«Höhlengrölen»" in drawn.lines


def test_settings_statistics_and_rules(app, marked, drawn):
    app.open_settings()
    speeds = app.top.widgets_by_name()["anim_speed"].choices
    assert [label for _id, label, _help in speeds] == ["«Off»", "«Fast»", "«Normal»", "«Slow»"]
    render(app, drawn)
    # each language by its own name, whatever the language in use ("Deutsch", "English")
    endonyms = {i18n.language_name(lang) for lang in i18n.available()}
    assert drawn.unmarked(allowed=endonyms) == [] and {"English", "Deutsch"} <= endonyms
    assert "«Settings»" in drawn.lines and "«Volume»" in drawn.lines
    app.pop()

    app.open_statistics()
    render(app, drawn)
    assert drawn.unmarked() == [] and "«No games finished yet»" in drawn.lines
    app.stats.record(Match("cave_rave", [Seat("Ada", "human"), Seat("Rocky", "hard")], 1), [1])
    render(app, drawn)
    assert drawn.unmarked() == []
    for text in ("«1 game finished on this computer»", "«Game»", "«Played»", "«Hard bots»",
                 "«1 won of 1»", "«Höhlengrölen»"):
        assert text in drawn.lines, text
    app.pop()

    app.show_rules("cave_rave")
    render(app, drawn)
    assert "«Rules»" in drawn.lines
    assert "«{game}  ·  scroll with the wheel, by dragging or with the arrow keys»".format(
        game="«Höhlengrölen»") in drawn.lines
    assert labels(app.top)["back"] == "«Back»"


def test_results(app, marked, drawn):
    runner = finished_runner()
    app.show_results(runner)
    scene = app.top
    assert labels(scene)["play_again"] == "«Play again»" and labels(scene)["menu"] == "«Back to menu»"
    names = {s.name for s in runner.match.seats}
    render(app, drawn)
    for text in ("«Every point, explained»", "«{game}  ·  game over»".format(game="«Höhlengrölen»"),
                 f"«Seed {runner.match.seed}»", "  «Easy bot»", "  «Normal bot»"):
        assert text in drawn.lines, text
    # the score table's rows and headline are the game's (its own helpers translate them);
    # everything the shell adds is marked
    table = scene.table
    game_texts = {str(r.get("label", "")) for r in table.get("rows", [])} | {table.get("headline", "")}
    assert drawn.unmarked(allowed=names | game_texts) == []


def test_results_headline_falls_back_to_a_translated_game_over(app, marked, drawn):
    from game.ui.scenes.results import ResultsScene
    scene = ResultsScene(app, finished_runner())
    scene.table = {k: v for k, v in scene.table.items() if k != "headline"}
    app.push(scene)
    render(app, drawn)
    assert "«Game over»" in drawn.lines


def test_privacy(app, marked, drawn):
    runner = Runner.new("cave_rave", [Seat("Ada", "human"), Seat("Bea", "human")], 5)
    runner.start()
    app.push(Table(app, runner))
    app.show_privacy("Bea", None)
    assert labels(app.top)["ready"] == "«I am {name} — show my hand»".format(name="Bea")
    render(app, drawn)
    assert drawn.unmarked(allowed={"Bea"}) == []
    assert "«Pass the mouse to»" in drawn.lines


def test_app_toast_for_a_table_not_built(app, marked, drawn, monkeypatch):
    runner = Runner.new("cave_rave", [Seat("Ada", "human"), Seat("Rocky", "normal")], 5)
    runner.start()
    def not_built():
        raise ImportError("No module named 'game.nowhere'")
    monkeypatch.delitem(runner.spec.__dict__, "table", raising=False)     # made once: make it again
    monkeypatch.setattr(runner.spec, "make_table", not_built)
    assert app.game_scene(runner) is None
    render(app, drawn)
    message = app.toasts[-1][0]
    assert message.startswith("«The table for «Höhlengrölen» is not built yet (") and message in drawn.wrapped


def test_log_panel(marked, drawn):
    import pygame

    from game.ui.widgets import LogPanel
    panel = LogPanel(pygame.Rect(0, 0, 400, 300))
    panel.draw(pygame.Surface((400, 300)), [f"entry {i}" for i in range(40)], 3)
    assert "«Log»" in drawn.lines and "«3 newer lines below (scroll)»" in drawn.lines
    drawn.clear()
    LogPanel(pygame.Rect(0, 0, 400, 300), title="Festival log").draw(pygame.Surface((400, 300)), [], 1)
    assert "Festival log" in drawn.lines and "«1 newer line below (scroll)»" in drawn.lines


# -- the language changes while the app runs -------------------------------------------------------

def test_launcher_follows_a_language_change_made_on_a_screen_above(app, monkeypatch):
    from game.ui.scenes.launcher import LauncherScene
    app.reset(LauncherScene(app))
    assert labels(app.top)["settings"] == "Settings"
    app.open_settings()
    monkeypatch.setattr(i18n, "_catalogue", Marked())
    monkeypatch.setattr(i18n, "language", "xx")
    app.pop()
    assert labels(app.top)["settings"] == "«Settings»" and labels(app.top)["quit"] == "«Quit»"


# -- the language setting ------------------------------------------------------------------------

def test_language_setting_defaults_persists_and_tolerates_old_files(tmp_path):
    assert Settings.from_json({}).language == ""              # a file from before: the system's language
    assert Settings.from_json({"language": "de"}).language == "de"
    assert Settings.from_json({"language": "pt_BR"}).language == "pt_BR"
    for bad in (3, None, "", "../etc", "deutsch!", ["de"]):
        assert Settings.from_json({"language": bad}).language == ""
    s = Settings.load(tmp_path / "settings.json")
    s.update(language="de")
    assert Settings.load(tmp_path / "settings.json").language == "de"
    assert s.to_json()["language"] == "de"


def test_app_switches_to_the_settings_language(monkeypatch):
    from game.ui.app import App
    s = Settings.load()
    s.update(language="xx")                  # no catalogue for it: English, the source
    asked = []
    use = i18n.use
    monkeypatch.setattr(i18n, "use", lambda lang: asked.append(lang) or use(lang))
    app = App(size=LOGICAL_SIZE, start=True)
    try:
        assert asked == ["xx"] and i18n.language == "en"
        assert labels(app.top)["settings"] == "Settings"
    finally:
        while app.stack:
            app.stack.pop().exit()
