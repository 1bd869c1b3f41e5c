"""Dates and times as the players' language writes them ("1 Dec 2026, 20:19", German
"01.12.2026, 20:19"), with no locale module and no Babel at run time.

What a file keeps is :func:`stamp` ("2026-12-01 20:19", local time: a save's header ``when``);
what a player reads is :func:`date_time` or :func:`shown` of it. The shape comes from the
catalogue: the message "d MMM y, HH:mm" in the context "date and time format" is a pattern of
CLDR's letters (the ones Babel and the Unicode locale data use, so a translator can take the
language's own from there), of which :func:`pattern_text` knows these:

======  ==========================================  ===========
y       the year (``yy``: its last two digits)      2026, 26
M, L    the month: ``M`` 12, ``MM`` 09, ``MMM``     12, 09, Dec
        its short name, ``MMMM`` its full name      December
d       the day of the month (``dd``: two digits)   1, 01
H       the hour 0–23 (``HH``: two digits)          20, 08
h       the hour 1–12 (``hh``: two digits)          8, 08
m, s    the minute, the second (two digits each)    19
a       AM or PM                                    PM
======  ==========================================  ===========

Text between single quotes is taken as written ('' is a quote); any other character that is
not a letter stands as it is. The month names and AM/PM are messages of their own (contexts
"month name", "short month name", "am pm"). A pattern a catalogue gets wrong (a letter of
another meaning) is logged and the English one is used: a date is always shown.
"""

from __future__ import annotations

import logging
import re
import time
from datetime import datetime

from . import i18n
from .i18n import pgettext

log = logging.getLogger(__name__)

#: how a file keeps a moment (local time, to the minute): sortable, the same in every language
STORED = "%Y-%m-%d %H:%M"
#: the English pattern of a date with its time (the message's source; see the module's notes)
DATE_TIME = "d MMM y, HH:mm"
_STORED_RE = re.compile(r"\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?")
#: a pattern's pieces: a quoted text, a run of one letter, any other character
_TOKEN = re.compile(r"'(?:[^']|'')*'?|''|([A-Za-z])\1*|[^A-Za-z']+")
_warned: set[str] = set()


def stamp(moment: datetime | None = None) -> str:
    """``moment`` (now when None) as a file keeps it: "2026-12-01 20:19"."""
    return moment.strftime(STORED) if moment is not None else time.strftime(STORED)


def parse(text) -> datetime | None:
    """The moment a stored text names ("2026-12-01 20:19", seconds and a "T" allowed); None when
    ``text`` is not one."""
    if not isinstance(text, str) or not _STORED_RE.fullmatch(text.strip()):
        return None
    try:
        return datetime.fromisoformat(text.strip())
    except ValueError:               # "2026-13-45 25:99"
        return None


def shown(text) -> str:
    """A stored moment as the players' language writes it; a text that is not one (a save made
    by hand, a future format) as it is."""
    moment = parse(text)
    if moment is None:
        return text if isinstance(text, str) else ""
    return date_time(moment)


def date_time(moment: datetime) -> str:
    """A date with its time of day in the language now in use: "1 Dec 2026, 20:19"."""
    # Translators: how a date with its time is written, in the letters of the Unicode locale data
    # (CLDR, as Babel shows them): d day, dd two-digit day, M/MM month number, MMM short month name,
    # MMMM month name, y year, H/HH hour 0–23, h hour 1–12, mm minute, a AM/PM, 'text' literal.
    # German: dd.MM.y, HH:mm (01.12.2026, 20:19). See game/core/dates.py.
    # (the English written out, not DATE_TIME: the messages are found by reading the code's literals)
    return _formatted(moment, pgettext("date and time format", "d MMM y, HH:mm"), DATE_TIME)


def _formatted(moment: datetime, pattern: str, english: str) -> str:
    if i18n.language == i18n.PSEUDO:         # (the pseudo-locale would garble the letters)
        pattern = english
    try:
        return pattern_text(moment, pattern)
    except ValueError as exc:
        if pattern not in _warned:
            _warned.add(pattern)
            log.warning("the %s catalogue's date pattern %r is wrong (%s); the English one is used",
                        i18n.language, pattern, exc)
        return pattern_text(moment, english)


def pattern_text(moment: datetime, pattern: str) -> str:
    """``moment`` written as ``pattern`` says (the letters in the module's notes); ValueError for
    a letter it does not know."""
    out = []
    for match in _TOKEN.finditer(pattern):
        piece = match.group(0)
        if piece.startswith("'"):
            inner = piece[1:-1] if len(piece) > 1 and piece.endswith("'") else piece[1:]
            out.append("'" if piece == "''" else inner.replace("''", "'"))
        elif match.group(1):
            out.append(_field(moment, match.group(1), len(piece)))
        else:
            out.append(piece)
    return "".join(out)


def _field(moment: datetime, letter: str, count: int) -> str:
    if letter == "y":
        return f"{moment.year % 100:02d}" if count == 2 else f"{moment.year:0{count}d}"
    if letter in "ML":
        if count >= 4:
            return month_names()[moment.month - 1]
        if count == 3:
            return short_month_names()[moment.month - 1]
        return f"{moment.month:0{count}d}"
    numbers = {"d": moment.day, "H": moment.hour, "h": (moment.hour - 1) % 12 + 1,
               "m": moment.minute, "s": moment.second}
    if letter in numbers and count <= 2:
        return f"{numbers[letter]:0{count}d}"
    if letter == "a" and count <= 3:
        return pgettext("am pm", "AM") if moment.hour < 12 else pgettext("am pm", "PM")
    raise ValueError(f"{letter * count!r} is not a date or time field this app writes")


def month_names() -> tuple[str, ...]:
    """The months' names in the language now in use (a pattern's ``MMMM``)."""
    return tuple(full for full, _short in _months())


def short_month_names() -> tuple[str, ...]:
    """The months' short names in the language now in use (a pattern's ``MMM``)."""
    return tuple(short for _full, short in _months())


def _months() -> tuple[tuple[str, str], ...]:
    """Each month's name and short name in the language now in use, January first (each message
    written out where it is asked for, so that it is found for the catalogue)."""
    return ((pgettext("month name", "January"), pgettext("short month name", "Jan")),
            (pgettext("month name", "February"), pgettext("short month name", "Feb")),
            (pgettext("month name", "March"), pgettext("short month name", "Mar")),
            (pgettext("month name", "April"), pgettext("short month name", "Apr")),
            (pgettext("month name", "May"), pgettext("short month name", "May")),
            (pgettext("month name", "June"), pgettext("short month name", "Jun")),
            (pgettext("month name", "July"), pgettext("short month name", "Jul")),
            (pgettext("month name", "August"), pgettext("short month name", "Aug")),
            (pgettext("month name", "September"), pgettext("short month name", "Sep")),
            (pgettext("month name", "October"), pgettext("short month name", "Oct")),
            (pgettext("month name", "November"), pgettext("short month name", "Nov")),
            (pgettext("month name", "December"), pgettext("short month name", "Dec")))
