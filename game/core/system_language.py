"""Which language the player's system speaks, as Open Air asks it (no pygame, never fails).

:func:`choose` is pure: it takes the environment, the platform and a way to ask the platform
(``ask(question)``, the raw answer or None), so every platform's case is tested on any machine
with fakes (``tests/test_system_language.py``); :func:`ask` is the real one.

The order:

1. ``LANGUAGE`` (a colon list), ``LC_ALL``, ``LC_MESSAGES``, ``LANG``: the first that is set
   decides, on every platform (a terminal, Git Bash, a desktop session that sets them);
2. else macOS: the system's preferred languages (``defaults read -g AppleLanguages``: an app
   started from the Finder has no ``LANG``), the first one Open Air has;
   Windows: the display language (``GetUserDefaultUILanguage``), not the regional format;
3. else (or where the platform gave no answer) the C library's locale, as Python set it up
   (Windows names it "German_Austria.1252").

Any spelling counts: "de_AT.UTF-8", "de-DE" (macOS, BCP 47), "German_Switzerland" (Windows),
"de_CH@euro"; a language Open Air does not have is skipped, and none at all is None (the
caller's English).
"""

from __future__ import annotations

import locale as _locale
import re
from collections.abc import Callable, Iterable, Mapping

#: the variables that name the language, in gettext's order (the first set one decides)
VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
#: the questions :func:`ask` answers: macOS's preferred languages (the output of ``defaults
#: read -g AppleLanguages``), Windows' display language (a LANGID), the C library's locale name
APPLE_LANGUAGES, WINDOWS_UI_LANGUAGE, C_LOCALE = "apple languages", "windows ui language", "c locale"
#: how long macOS's ``defaults`` may take to answer (it answers in milliseconds)
DEFAULTS_TIMEOUT = 2.0


def choose(have: Iterable[str], env: Mapping[str, str], platform: str,
           ask: Callable[[str], object]) -> str | None:
    """The first language the system wishes that is in ``have`` ("en", "de", ...), else None."""
    have_by_key = {code.lower(): code for code in have}
    for name in wishes(env, platform, ask):
        for candidate in candidates(name):
            if candidate.lower() in have_by_key:
                return have_by_key[candidate.lower()]
    return None


def wishes(env: Mapping[str, str], platform: str, ask: Callable[[str], object]) -> list[str]:
    """The languages the system names, most wished first (raw names, any spelling)."""
    for var in VARIABLES:
        if env.get(var):
            return env[var].split(":") if var == "LANGUAGE" else [env[var]]
    named: list[str] = []
    if platform == "darwin":
        named = apple_languages(ask(APPLE_LANGUAGES))
    elif platform == "win32":
        named = [n for n in [windows_language(ask(WINDOWS_UI_LANGUAGE))] if n]
    if not named:
        c_locale = ask(C_LOCALE)
        named = [c_locale] if isinstance(c_locale, str) and c_locale else []
    return named


def candidates(name: str) -> list[str]:
    """The codes a language name may mean, the most precise first: "de-AT.UTF-8" -> de_AT, de;
    "German_Austria.1252" -> German_Austria, de_DE, de (Windows' names by their language's name)."""
    name = re.split(r"[.@]", name.strip(), maxsplit=1)[0].replace("-", "_")
    if not name:
        return []
    language = name.split("_")[0]
    found = [name, language]
    if len(language) > 3:                        # a language's English name: "German", "French"
        alias = _locale.locale_alias.get(language.lower(), "")
        if alias and alias != "C":
            found += candidates(alias)
    return list(dict.fromkeys(found))


def apple_languages(answer: object) -> list[str]:
    """macOS's preferred languages from ``defaults read -g AppleLanguages``'s output, a property
    list array: ``(\\n    "de-DE",\\n    "en-US"\\n)`` (a name without "-" may come unquoted)."""
    if not isinstance(answer, str):
        return []
    body = answer.strip()
    if not (body.startswith("(") and body.endswith(")")):
        return []
    names = (part.strip().strip('"').strip() for part in body[1:-1].split(","))
    return [n for n in names if re.fullmatch(r"[A-Za-z]{2,3}([-_][A-Za-z0-9]+)*", n)]


def windows_language(answer: object) -> str | None:
    """A Windows LANGID (``GetUserDefaultUILanguage``: 0x0C07 is German, Austria) as a locale
    name ("de_AT"); one Python does not list, by its primary language (the low 10 bits)."""
    if not isinstance(answer, int) or isinstance(answer, bool) or answer <= 0:
        return None
    table = _locale.windows_locale
    if answer in table:
        return table[answer]
    primary = answer & 0x3FF
    same = sorted(lcid for lcid in table if lcid & 0x3FF == primary)
    return table[same[0]] if same else None


def ask(question: str) -> object:
    """The platform's raw answer to ``question`` (see :data:`APPLE_LANGUAGES` ...), or None:
    every way a platform call can fail (no such program, no ctypes, a timeout) is no answer."""
    try:
        if question == APPLE_LANGUAGES:
            import subprocess
            run = subprocess.run(["/usr/bin/defaults", "read", "-g", "AppleLanguages"],
                                 capture_output=True, text=True, timeout=DEFAULTS_TIMEOUT, check=False)
            return run.stdout if run.returncode == 0 else None
        if question == WINDOWS_UI_LANGUAGE:
            import ctypes
            return int(ctypes.windll.kernel32.GetUserDefaultUILanguage())
        if question == C_LOCALE:
            return _locale.setlocale(_locale.LC_CTYPE)       # a query: changes nothing
    except Exception:                # noqa: BLE001 (the start never fails over the language)
        return None
    return None
