"""Text the players read, through stdlib gettext (no pygame).

Every string a player reads is written in English in the code and passed through :func:`_`
(or :func:`ngettext` for plurals, :func:`pgettext` where one English word means two things), as a
whole sentence with named placeholders: ``_("{name} places {tile}.").format(name=..., tile=...)``.
Never glue a sentence from translated fragments: word order differs between languages.

Content texts (names and rules of cards, tiles, characters in ``content/<id>/*.yaml``) are
translated by their stable id: :func:`content_text` looks the English text up with the id as
its context (``msgctxt``), so "Bar" the Camp Roskilde tile and "Bar" the Boaromia place can be
translated apart. ``babel.cfg`` at the top of the repository tells ``pybabel extract`` where
both kinds live (Python through the keywords above, YAML through :mod:`game.core.i18n_extract`).

:func:`use` switches the language (catalogues in ``game/locale/<lang>/LC_MESSAGES/openair.mo``,
built from the translators' parts by ``tools/i18n.py``, see ``game/locale/README.md``); an unknown
language falls back to English, the source. :data:`PSEUDO` ("qps") is the pseudo-locale: every
text lengthened by 40 % and framed in markers (:func:`pseudo`), made at run time from the English,
to find texts that would not fit a longer language and texts that bypass gettext.

Numbers shown as decimals go through :func:`decimal` and :func:`percent` (the language's decimal
comma, from the catalogue: no locale module, no Babel at run time).
"""

from __future__ import annotations

import gettext as _gettext
import math
import os
import re
import sys
from functools import lru_cache
from pathlib import Path

DOMAIN = "openair"
LOCALE_DIR = Path(__file__).resolve().parents[1] / "locale"
#: the language of the code's texts
SOURCE = "en"
#: the pseudo-locale's code (``openair tour GAME --lang qps``; not offered in the settings)
PSEUDO = "qps"

_catalogue: _gettext.NullTranslations = _gettext.NullTranslations()
language = SOURCE


def use(lang: str | None) -> str:
    """Switch to ``lang`` ("de", "en", "qps" …); returns the language now in use. None or ""
    means the system's language (:func:`system_language`); a language without a catalogue,
    English."""
    global _catalogue, language
    lang = lang or system_language()
    found = _load(lang)
    _catalogue, language = (found, lang) if found is not None else (_gettext.NullTranslations(), SOURCE)
    return language


def _load(lang: str) -> _gettext.NullTranslations | None:
    """``lang``'s catalogue (English, the source: an empty one), or None when it has none."""
    if lang == SOURCE:
        return _gettext.NullTranslations()
    if lang == PSEUDO:
        return Pseudo()
    try:
        return _gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang])
    except OSError:
        return None


def available() -> list[str]:
    """The languages the players can choose: English and every language with a catalogue."""
    return [SOURCE] + sorted(p.parents[1].name for p in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"))


def system_language(env=None, platform=None, ask=None) -> str:
    """The language of the player's system, when Open Air has it, else English: ``LANGUAGE``
    (a colon list), ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, else macOS's preferred languages or
    Windows' display language, else the C library's locale; "de_AT.UTF-8", "de-DE" and
    "German_Austria" count as "de" (:mod:`game.core.system_language`, where the order is told).
    ``env``, ``platform`` (``sys.platform``) and ``ask`` (the platform's answers) are for tests."""
    from game.core import system_language as system
    found = system.choose(available(), os.environ if env is None else env,
                          sys.platform if platform is None else platform, ask or system.ask)
    return found or SOURCE


def language_name(lang: str) -> str:
    """A language's name in that language ("Deutsch"), as a language list shows it."""
    # Translators: the name of your language, in your language ("Deutsch")
    return catalogue_of(lang).pgettext("language name", "English")


def language_help(lang: str) -> str:
    """What choosing ``lang`` does, in that language (the hover text of its name)."""
    # Translators: the hover text of your language's name in the settings, in your language
    return catalogue_of(lang).pgettext("language help", "Open Air in English")


def catalogue_of(lang: str) -> _gettext.NullTranslations:
    """``lang``'s own catalogue, whatever the language now in use (none: English)."""
    return _load(lang) or _gettext.NullTranslations()


def _(message: str) -> str:
    """The player's language for ``message`` (a whole sentence, English in the code)."""
    return _catalogue.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The right plural form for ``n``: ``ngettext("{n} tile", "{n} tiles", n).format(n=n)``."""
    return _catalogue.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` translated in ``context`` (one English word, two meanings)."""
    return _catalogue.pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for extraction only: it is translated later, where it is shown."""
    return message


def decimal(value: float, digits: int = 1) -> str:
    """``value`` with ``digits`` decimals as the players' language writes it: "2.5" in English,
    "2,5" in German (the catalogue's translation of the decimal point)."""
    text = f"{value:.{digits}f}"
    # Translators: the decimal separator: "," in German (2,5), "." in English (2.5)
    point = pgettext("decimal separator", ".")
    return text.replace(".", point) if point != "." else text


def percent(fraction: float, digits: int = 0) -> str:
    """``fraction`` (0.125) as a percentage in the players' language: "12.5 %", German "12,5 %"."""
    return _("{percent} %").format(percent=decimal(fraction * 100, digits))


def content_text(text_id: str, english: str) -> str:
    """A content text (from YAML) by its stable id, e.g. ``camp.tile.party_animal.name``."""
    return _catalogue.pgettext(text_id, english) if english else english


def and_list(names) -> str:
    """"A, B and C": a list of names (not of sentence parts) as the players' language joins it."""
    return _name_list([n for n in names if n], N_("{a} and {b}"))


def or_list(names) -> str:
    """"A, B or C"."""
    return _name_list([n for n in names if n], N_("{a} or {b}"))


def _name_list(names: list[str], last: str) -> str:
    if not names:
        return ""
    head = names[0]
    for name in names[1:-1]:
        head = _("{a}, {b}").format(a=head, b=name)
    return _(last).format(a=head, b=names[-1]) if len(names) > 1 else head


def sentence(text: str) -> str:
    """A rules message as a sentence: capital first letter, closing full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


# -- the pseudo-locale --------------------------------------------------------------------------------

#: the pseudo-locale's markers: where a text begins and ends (in Lato, regular and bold)
PSEUDO_OPEN, PSEUDO_CLOSE = "\u2016", "\u2016"
#: how much longer a pseudo text is than the English (German runs 20-40 % longer)
PSEUDO_GROWTH = 0.4
_ACCENTS = str.maketrans("aceghijklnorstuwyzACEGHIJKLNORSTUWYZ", "àçéĝĥîĵķĺñöŕšţûŵýžÀÇÉĜĤÎĴĶĹÑÖŔŠŢÛŴÝŽ")
#: what is kept as it is: a placeholder ("{name}", "{n:,}"), a literal brace, a line break
_KEEP = re.compile(r"(\{\{|\}\}|\{[^{}]*\}|\n)")


@lru_cache(maxsize=8192)
def pseudo(message: str) -> str:
    """``message`` in the pseudo-locale: letters accented, 40 % more letters (each word longer,
    as German words are), framed in markers; placeholders kept: "Start {name}" -> "‖Šţààŕţ {name}‖".
    """
    pieces = _KEEP.split(message)
    letters = sum(1 for i, piece in enumerate(pieces) if i % 2 == 0 for ch in piece if ch.isalpha())
    extra = math.ceil(PSEUDO_GROWTH * sum(len(piece) for piece in pieces[::2]))
    seen, out = 0, []
    for i, piece in enumerate(pieces):
        if i % 2:
            out.append(piece)
            continue
        chars = []
        for ch in piece:
            if ch.isalpha() and letters:
                repeat = (seen + 1) * extra // letters - seen * extra // letters
                seen += 1
                chars.append(ch * (1 + repeat))
            else:
                chars.append(ch)
        out.append("".join(chars).translate(_ACCENTS))
    body = "".join(out)
    if not letters:                              # no letters to lengthen ("{a}, {b}"): dots
        body += "·" * extra
    return f"{PSEUDO_OPEN}{body}{PSEUDO_CLOSE}"


class Pseudo(_gettext.NullTranslations):
    """The pseudo-locale's catalogue: :func:`pseudo` of every English text."""

    def gettext(self, message):
        return pseudo(message)

    def ngettext(self, singular, plural, n):
        return pseudo(singular if n == 1 else plural)

    def pgettext(self, context, message):
        return message if context == "decimal separator" else pseudo(message)

    def npgettext(self, context, singular, plural, n):
        return pseudo(singular if n == 1 else plural)
