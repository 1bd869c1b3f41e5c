"""Choosing the language: the system's by default, the Language setting at once, ``--lang`` on
the command line; German numbers and plurals; the pseudo-locale."""

from __future__ import annotations

import gettext
import re

import pygame
import pytest

from game.core import i18n
from game.core.settings import Settings
from game.ui.scene import LOGICAL_SIZE


@pytest.fixture
def english():
    """Whatever a test switches to, English afterwards."""
    yield
    i18n.use("en")


# -- which language ---------------------------------------------------------------------------------

def test_the_system_language_when_open_air_has_it():
    assert "de" in i18n.available() and i18n.available()[0] == "en"
    assert i18n.system_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert i18n.system_language({"LANG": "de_AT"}) == "de"
    assert i18n.system_language({"LANGUAGE": "fr:de", "LANG": "fr_FR.UTF-8"}) == "de"    # the first it has
    assert i18n.system_language({"LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"}) == "en"  # LC_ALL wins
    assert i18n.system_language({"LANG": "C.UTF-8"}) == "en"
    assert i18n.system_language({"LC_MESSAGES": "de_CH.UTF-8@euro"}) == "de"


def test_an_unchosen_setting_follows_the_system(monkeypatch, english):
    monkeypatch.setenv("LANGUAGE", "de_DE")
    assert i18n.use("") == "de" and i18n._("Settings") == "Einstellungen"
    monkeypatch.setenv("LANGUAGE", "sv_SE")
    assert i18n.use(None) == "en" and i18n._("Settings") == "Settings"


def test_each_language_is_named_in_its_own_words(english):
    i18n.use("en")
    assert i18n.language_name("de") == "Deutsch" and i18n.language_help("de") == "Open Air auf Deutsch"
    i18n.use("de")
    assert i18n.language_name("en") == "English" and i18n.language_help("en") == "Open Air in English"


# -- numbers -----------------------------------------------------------------------------------------

def test_decimals_and_percentages_in_the_players_language(english):
    assert i18n.decimal(2.5) == "2.5" and i18n.percent(0.125, 1) == "12.5 %"
    i18n.use("de")
    assert i18n.decimal(2.5) == "2,5" and i18n.decimal(1234.567, 2) == "1234,57"
    assert i18n.percent(0.125, 1) == "12,5\u00a0%" and i18n.percent(1 / 3) == "33\u00a0%"


def test_german_plurals_come_from_the_catalogues_plural_forms(english):
    i18n.use("de")
    assert i18n.ngettext("{n} move", "{n} moves", 1).format(n=1) == "1 Zug"
    assert i18n.ngettext("{n} move", "{n} moves", 0).format(n=0) == "0 Züge"
    assert i18n.ngettext("{n} move", "{n} moves", 2).format(n=2) == "2 Züge"


# -- the pseudo-locale -------------------------------------------------------------------------------

@pytest.mark.parametrize("english", ["Start", "Wait: it is {name}'s turn.", "{n} tiles", "Save & quit",
                                     "Line one\nline two", "{a}, {b}"])
def test_pseudo_text_is_longer_framed_and_keeps_its_placeholders(english):
    got = i18n.pseudo(english)
    assert got.startswith(i18n.PSEUDO_OPEN) and got.endswith(i18n.PSEUDO_CLOSE)
    text = re.sub(r"\{[^{}]*\}", "", english)
    assert len(got) - 2 - (len(english) - len(text)) >= 1.4 * len(text)
    assert re.findall(r"\{[^{}]*\}", got) == re.findall(r"\{[^{}]*\}", english)
    assert got.count("\n") == english.count("\n")
    got.format(name="Ada", n=3, a="A", b="B")                  # still a format string


def test_the_font_has_every_glyph_the_pseudo_locale_draws():
    pygame.font.init()
    from game.ui import theme
    missing = theme.render("\u4e00", 24, (255, 255, 255))              # no CJK in Lato: the "no glyph" box
    box = pygame.image.tobytes(missing, "RGBA")
    sample = i18n.pseudo("abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ {a}, {b}")
    for ch in sorted(set(sample) - set(" {},")):
        for bold in (False, True):
            assert pygame.image.tobytes(theme.render(ch, 24, (255, 255, 255), bold), "RGBA") != box, ch


def test_the_pseudo_locale_is_a_language_the_app_can_use(english):
    assert i18n.use(i18n.PSEUDO) == "qps"
    assert i18n._("Start") == i18n.pseudo("Start")
    assert i18n.ngettext("{n} tile", "{n} tiles", 2) == i18n.pseudo("{n} tiles")
    assert i18n.decimal(2.5) == "2.5"                    # numbers stay numbers
    assert i18n.PSEUDO not in i18n.available()           # (not offered in the settings)


# -- the setting, at once ----------------------------------------------------------------------------

class Marked(gettext.NullTranslations):
    def gettext(self, message):
        return f"«{message}»"

    def ngettext(self, singular, plural, n):
        return f"«{singular if n == 1 else plural}»"

    def pgettext(self, context, message):
        return f"«{message}»"


@pytest.fixture
def app(monkeypatch, english):
    from game.ui.app import App
    real = App(size=LOGICAL_SIZE, start=False)
    real.anim_speed_override = 0.0
    yield real
    while real.stack:
        real.stack.pop().exit()


def labels(scene) -> dict[str, str]:
    return {name: w.label for name, w in scene.widgets_by_name().items() if hasattr(w, "label")}


def test_choosing_deutsch_relabels_every_screen_at_once_and_is_saved(app, click):
    from game.core.match import Runner, Seat
    from game.ui.scenes.launcher import LauncherScene
    from game.ui.scenes.pause import PauseScene
    app.reset(LauncherScene(app))
    runner = Runner.new("cave_rave", [Seat("Ada", "human"), Seat("Rocky", "normal")], 5)
    runner.start()
    table = app.game_scene(runner)
    app.push(table)
    app.open_pause(table)
    app.open_settings()
    assert labels(app.top)["back"] == "Back"
    click(app, "language:de")
    assert i18n.language == "de" and Settings.load().language == "de"
    settings = app.top
    assert labels(settings)["back"] == "Zurück" and settings.language.value == "de"
    pause = app.stack[-2]
    assert isinstance(pause, PauseScene) and labels(pause)["resume"] == "Weiter"
    fresh = app.stack[-3]
    assert fresh is not table and type(fresh) is type(table) and fresh.runner is runner
    assert pause.game_scene is fresh
    app.pop()
    app.pop()
    assert app.top is fresh
    app.step([])
    app.pop()
    assert labels(app.top)["settings"] == "Einstellungen"          # the launcher, as it comes back
    click(app, "settings")
    click(app, "language:en")
    assert labels(app.top)["back"] == "Back" and Settings.load().language == "en"


def test_a_game_table_is_made_again_in_the_new_language(app, monkeypatch):
    """The table's words (top bar, buttons, log) come through gettext when it is made again."""
    import random

    from game.core.bots import choose_action
    from game.core.match import Runner, Seat
    from game.ui.scenes.settings import relabel
    runner = Runner.new("camp", [Seat("Ada", "normal"), Seat("Rocky", "normal")], 5)
    runner.start()
    rng = random.Random(1)
    for _ in range(6):                                    # a few moves: lines in the log
        runner.play(choose_action(runner.spec, runner.state.view(runner.state.current_player()), "normal", rng))
    app.push(app.game_scene(runner))
    app.step([])
    app.open_pause(app.top)
    app.open_settings()
    monkeypatch.setattr(i18n, "_catalogue", Marked())
    relabel(app)
    table = app.stack[0]
    assert table.log and all("«" in line for line in table.log if line)


def test_the_rules_screen_shows_the_languages_rules_file_where_there_is_one(english):
    from game.ui.scenes.rules import rules_path
    assert rules_path("rodeo", "de").name == "rules.de.md"
    assert rules_path("rodeo", "en").name == "rules.md"
    assert rules_path("rodeo", "xx").name == "rules.md"
    i18n.use("de")
    assert rules_path("rodeo").name == "rules.de.md"


# -- the command line ----------------------------------------------------------------------------------

def test_simulate_follows_lang_with_a_decimal_comma(capsys, english):
    from game.cli import main
    assert main(["simulate", "cave_rave", "--games", "2", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"2 Partien Höhlengrölen, Startwerte 1 bis 2, \d+,\d\u00a0s", out), out
    assert re.search(r"Platz 1 \(normal\): Gewinnquote \d+,\d\u00a0%", out), out


def test_simulate_and_tour_default_to_the_setting(monkeypatch, capsys, english):
    from game import cli
    Settings.load().update(language="de")
    asked = []
    monkeypatch.setattr("game.ui.tour.run_tour", lambda *a, **kw: asked.append(kw["lang"]) or 0)
    assert cli.main(["tour", "camp", "--out", "x"]) == 0
    assert cli.main(["tour", "camp", "--out", "x", "--lang", "qps"]) == 0
    assert asked == ["de", "qps"]
