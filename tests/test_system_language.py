"""The system's language on every platform, asked through fakes (the platforms' real answers):
the variables first, then macOS's preferred languages or Windows' display language, then the C
library's locale; every spelling of German counts, a failing platform call is no answer."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game.core import i18n
from game.core import system_language as system

MAC_GERMAN = '(\n    "de-DE",\n    "en-US"\n)\n'
MAC_FRENCH_THEN_GERMAN = '(\n    "fr-FR",\n    "de-AT"\n)\n'
MAC_ENGLISH_THEN_GERMAN = '(\n    en,\n    de\n)\n'              # (older macOS: unquoted)
LANGID = {"de_DE": 0x0407, "de_AT": 0x0C07, "de_CH": 0x0807, "de_LU": 0x1007, "de_LI": 0x1407,
          "en_US": 0x0409, "en_GB": 0x0809, "fr_FR": 0x040C}


def answers(**given):
    """A fake platform: ``ask(question)`` answers what is given, else nothing; it notes what was asked."""
    asked = []

    def ask(question):
        asked.append(question)
        return given.get(question.replace(" ", "_"))
    ask.asked = asked
    return ask


def lang(env=None, platform="linux", ask=None) -> str:
    return i18n.system_language(env or {}, platform, ask or answers())


@pytest.mark.parametrize("env, expected", [
    ({"LANG": "de-DE"}, "de"),                           # macOS and the web spell it so
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "de_AT"}, "de"),
    ({"LC_MESSAGES": "de_CH.UTF-8@euro"}, "de"),
    ({"LANGUAGE": "fr:de-DE", "LANG": "fr_FR.UTF-8"}, "de"),   # the first it has
    ({"LANGUAGE": "fr:en:de"}, "en"),
    ({"LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"}, "en"),  # LC_ALL wins
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANG": "German_Austria.1252"}, "de"),
])
def test_the_variables_in_any_spelling(env, expected):
    ask = answers(apple_languages=MAC_GERMAN, windows_ui_language=LANGID["de_DE"], c_locale="de_DE.UTF-8")
    for platform in ("linux", "darwin", "win32"):
        assert lang(env, platform, ask) == expected, (env, platform)
    assert ask.asked == []                               # a variable that is set decides alone


@pytest.mark.parametrize("output, expected", [
    (MAC_GERMAN, "de"),
    (MAC_FRENCH_THEN_GERMAN, "de"),                      # the first preferred one Open Air has
    (MAC_ENGLISH_THEN_GERMAN, "en"),
    ('(\n    "zh-Hant-TW",\n    "de-CH"\n)\n', "de"),
])
def test_macos_started_from_the_finder_reads_the_preferred_languages(output, expected):
    assert lang({}, "darwin", answers(apple_languages=output, c_locale="C")) == expected


@pytest.mark.parametrize("output", [None, "", "The domain/default pair of (kCFPreferencesAnyApplication, "
                                                "AppleLanguages) does not exist", "(\n)\n"])
def test_macos_without_an_answer_asks_the_c_locale(output):
    assert lang({}, "darwin", answers(apple_languages=output, c_locale="de_DE.UTF-8")) == "de"
    assert lang({}, "darwin", answers(apple_languages=output, c_locale="UTF-8")) == "en"


@pytest.mark.parametrize("where", ["de_DE", "de_AT", "de_CH", "de_LU", "de_LI"])
def test_windows_display_language_german_anywhere(where):
    assert lang({}, "win32", answers(windows_ui_language=LANGID[where], c_locale="English_United States.1252")) == "de"


def test_windows_display_language_decides_not_the_regional_format():
    ask = answers(windows_ui_language=LANGID["en_GB"], c_locale="German_Germany.1252")
    assert lang({}, "win32", ask) == "en"
    assert system.C_LOCALE not in ask.asked
    assert lang({}, "win32", answers(windows_ui_language=LANGID["fr_FR"], c_locale="German_Germany.1252")) == "en"
    assert lang({}, "win32", answers(windows_ui_language=0x4C07)) == "de"   # a German Python doesn't list


@pytest.mark.parametrize("name", ["German_Germany.1252", "German_Austria.1252", "German_Switzerland.1252",
                                  "German_Luxembourg.utf8", "German_Liechtenstein.1252", "de-AT"])
def test_windows_without_a_display_language_takes_the_locale_by_its_windows_name(name):
    for ui in (None, 0, "not a number"):
        assert lang({}, "win32", answers(windows_ui_language=ui, c_locale=name)) == "de", (ui, name)
    assert lang({}, "win32", answers(c_locale="French_France.1252")) == "en"


def test_linux_without_variables_takes_the_c_locale():
    assert lang({}, "linux", answers(c_locale="de_DE.UTF-8")) == "de"
    assert lang({}, "linux", answers(c_locale="C")) == "en"
    assert lang({}, "linux", answers()) == "en"


def test_the_real_platform_calls_never_fail_where_they_do_not_exist(monkeypatch):
    if sys.platform != "win32":                          # no ctypes.windll here
        assert system.ask(system.WINDOWS_UI_LANGUAGE) is None
    if sys.platform != "darwin":                         # no /usr/bin/defaults here
        assert system.ask(system.APPLE_LANGUAGES) is None
    assert system.ask("the meaning of life") is None
    for platform in ("darwin", "win32", "linux", "sunos5"):
        assert i18n.system_language({}, platform) in i18n.available()

    def hangs(*args, **kwargs):
        raise subprocess.TimeoutExpired(args[0], system.DEFAULTS_TIMEOUT)
    monkeypatch.setattr(subprocess, "run", hangs)
    assert system.ask(system.APPLE_LANGUAGES) is None
    assert i18n.system_language({}, "darwin") in i18n.available()


def test_an_unchosen_setting_follows_a_mac_started_from_the_finder(monkeypatch):
    for var in system.VARIABLES:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr("sys.platform", "darwin")
    monkeypatch.setattr(system, "ask", answers(apple_languages=MAC_GERMAN))
    try:
        assert i18n.use("") == "de" and i18n._("Settings") == "Einstellungen"
    finally:
        i18n.use("en")
