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

:func:`use` switches the language (catalogues in ``game/locale/<lang>/LC_MESSAGES/openair.mo``);
an unknown language falls back to English, the source.
"""

from __future__ import annotations

import gettext as _gettext
from pathlib import Path

DOMAIN = "openair"
LOCALE_DIR = Path(__file__).resolve().parents[1] / "locale"

_catalogue: _gettext.NullTranslations = _gettext.NullTranslations()
language = "en"


def use(lang: str | None) -> str:
    """Switch to ``lang`` ("de", "en" …); returns the language now in use."""
    global _catalogue, language
    if not lang or lang == "en":
        _catalogue, language = _gettext.NullTranslations(), "en"
        return language
    try:
        _catalogue = _gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang])
        language = lang
    except OSError:
        _catalogue, language = _gettext.NullTranslations(), "en"
    return language


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
