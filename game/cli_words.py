"""argparse's own words ("usage:", "options", "the following arguments are required: ...") in
the player's language, through Open Air's catalogue.

argparse (Python 3.11's) translates its words by calling ``gettext.gettext`` and
``gettext.ngettext`` of the process's global domain, names it binds at import as
``argparse._`` and ``argparse.ngettext``. That domain follows the environment, not
``i18n.use`` (the Language setting, ``qps``), so :func:`speaking_the_players_language`
points those two names at :func:`translate` and :func:`translate_plural` below while the
command line is read, and puts argparse's own back afterwards. It is the least magic way we
found: no argparse method copied, no English output matched against patterns, no global
domain changed for other code; ``tests/test_cli_language.py`` fails if a Python's argparse
stops using these names, or has a message not listed here.

The messages are ours, with ``{named}`` placeholders as every message of the catalogue has
(:data:`WORDS`: argparse's English -> ours); :func:`translate` turns the translation back into
argparse's ``%`` form. Left in English (:data:`LEFT_IN_ENGLISH`): argparse's messages that
only a programmer's mistake in building the parser shows, never a player's invocation.
"""

from __future__ import annotations

import argparse
import re
from contextlib import contextmanager

from game.core import i18n
from game.core.i18n import N_

#: argparse's words (as its gettext calls give them, surrounding spaces stripped) -> ours; the
#: placeholders in the same order as argparse's ``%`` ones
WORDS = {
    # Translators: the command line's help begins "usage: openair simulate [-h] ..."
    "usage:": N_("usage:"),
    # Translators: a heading of the command line's help, above the arguments given by position
    "positional arguments": N_("positional arguments"),
    # Translators: a heading of the command line's help, above the options (--seed, --lang ...)
    "options": N_("options"),
    # Translators: the command line's help for -h, --help
    "show this help message and exit": N_("show this help message and exit"),
    # Translators: a command line error about one argument: "argument --seats: ..."
    "argument %(argument_name)s: %(message)s": N_("argument {argument}: {message}"),
    # Translators: a command line error; {arguments} is a list like "game, --out"
    "the following arguments are required: %s": N_("the following arguments are required: {arguments}"),
    # Translators: a command line error, e.g. "invalid choice: 'simulat' (choose from 'play', 'simulate')"
    "invalid choice: %(value)r (choose from %(choices)s)": N_("invalid choice: {value} (choose from {choices})"),
    # Translators: a command line error; {arguments} are the words it did not understand
    "unrecognized arguments: %s": N_("unrecognized arguments: {arguments}"),
    # Translators: a command line error: an option given without its value ("--seed" alone)
    "expected one argument": N_("expected one argument"),
    "expected at most one argument": N_("expected at most one argument"),
    "expected at least one argument": N_("expected at least one argument"),
    # Translators: a command line error: "invalid int value: 'seven'" ({type} is a Python type's name)
    "invalid %(type)s value: %(value)r": N_("invalid {type} value: {value}"),
    # Translators: a command line error: "--s" could be --seats or --seed
    "ambiguous option: %(option)s could match %(matches)s": N_("ambiguous option: {option} could match {matches}"),
    # Translators: a command line error: a value given to an option that takes none ("--quiet=yes")
    "ignored explicit argument %r": N_("ignored explicit argument {value}"),
    # Translators: a command line error: two options that exclude each other
    "not allowed with argument %s": N_("not allowed with argument {argument}"),
    # Translators: a command line error: one of several options must be given
    "one of the arguments %s is required": N_("one of the arguments {arguments} is required"),
}

#: argparse's messages only a mistake in the code that builds a parser shows (not translated),
#: and its error line, which ``game.cli``'s parser writes in its own words
LEFT_IN_ENGLISH = frozenset({
    ".__call__() not defined", "conflicting subparser: %s", "conflicting subparser alias: %s",
    "unknown parser %(parser_name)r (choices: %(choices)s)", 'argument "-" with mode %r',
    "can't open '%(filename)s': %(error)s", "cannot merge actions - two groups are named %r",
    "'required' is an invalid argument for positionals",
    "invalid option string %(option)r: must start with a character %(prefix_chars)r",
    "dest= is required for options like %r", "invalid conflict_resolution value: %r",
    "conflicting option string: %s", "conflicting option strings: %s",
    "mutually exclusive arguments must be optional", "cannot have multiple subparser arguments",
    "unexpected option string: %s", "%r is not callable", "%(prog)s: error: %(message)s",
})

#: a ``%`` placeholder of argparse's: "%s", "%r", "%(value)r"
_PERCENT = re.compile(r"%(?:\(\w+\))?[sr]")
_NAMED = re.compile(r"\{(\w+)\}")


def translate(message: str) -> str:
    """argparse's ``_``: its ``message`` in the player's language, still in argparse's ``%``
    form ("usage: " -> "Aufruf: "); a message not in :data:`WORDS` stays English."""
    core = message.strip()
    ours = WORDS.get(core)
    return message if ours is None else _as_argparse(message, core, ours, i18n._(ours))


def translate_plural(singular: str, plural: str, n: int) -> str:
    """argparse's ``ngettext`` (one message: "expected 2 arguments", for ``nargs=2``)."""
    if singular == "expected %s argument":
        # Translators: a command line error: an option given too few values
        ours = i18n.ngettext("expected {count} argument", "expected {count} arguments", n)
        return _as_argparse(singular, singular, "expected {count} argument", ours)
    return singular if n == 1 else plural


def _as_argparse(message: str, core: str, english: str, translated: str) -> str:
    """``translated`` (``{named}``) in argparse's ``%`` form, with ``message``'s surrounding spaces."""
    specs = dict(zip(_NAMED.findall(english), _PERCENT.findall(core), strict=True))
    text = translated.replace("%", "%%").format(**specs)
    lead = message[:len(message) - len(message.lstrip())]
    trail = message[len(message.rstrip()):]
    return lead + text + trail


@contextmanager
def speaking_the_players_language():
    """While inside: argparse says its words in the language in use (``i18n.use``)."""
    saved = argparse._, argparse.ngettext
    argparse._, argparse.ngettext = translate, translate_plural
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved
