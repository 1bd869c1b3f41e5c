"""The command line in the player's language: its help and errors, argparse's own words
("usage:", "options", "the following arguments are required") included, and ``simulate``'s
results; in the language the app would pick (the setting, else the system's)."""

from __future__ import annotations

import argparse
import ast
import gettext
import re

import pytest

from game import cli, cli_words
from game.core import i18n
from game.core import system_language as system
from game.core.settings import Settings

COMMANDS = ([], ["play"], ["simulate"], ["tour"], ["host"], ["install-desktop"])
#: what the help may say in no language: the program, its commands and options, the game ids
NOT_WORDS = {"openair", "play", "simulate", "tour", "host", "install", "desktop", "cave_rave", "camp", "boaromia",
             "rodeo", "help", "version", "windowed", "frames", "seats", "seed", "games", "option", "budget",
             "quiet", "out", "size", "lang", "remove", "address", "port", "away", "bot", "continue"}


class Marked(gettext.NullTranslations):
    """A catalogue that frames every text it translates: what is not framed bypassed gettext."""

    def gettext(self, message):
        return f"«{message}»"

    def ngettext(self, singular, plural, n):
        return f"«{singular if n == 1 else plural}»"

    def pgettext(self, context, message):
        return message if context == "decimal separator" else f"«{message}»"


@pytest.fixture
def marked(monkeypatch):
    """Every text through a marking catalogue, whatever language the command line picks."""
    real = i18n.use

    def use(lang):
        got = real(lang)
        i18n._catalogue = Marked()
        return got
    monkeypatch.setattr(i18n, "use", use)
    yield
    real("en")


@pytest.fixture
def english():
    yield
    i18n.use("en")


def run(capsys, *argv) -> tuple[int, str, str]:
    try:
        code = cli.main(list(argv))
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c) or "openair")
def test_every_word_of_every_commands_help_goes_through_the_catalogue(capsys, marked, command):
    code, out, _err = run(capsys, *command, "--help")
    assert code == 0
    text = " ".join(out.split())                  # (argparse wraps long lines)
    assert text.startswith("«usage:» openair"), text
    assert "«options»:" in text and "-h, --help «show this help message and exit»" in text
    if command in (["simulate"], ["tour"]):
        assert "«positional arguments»:" in text and "«game»" in text and "--seed «SEED»" in text
    left = text
    while "«" in left:                             # (frames inside frames: the games' titles)
        left = re.sub(r"«[^«»]*»", " ", left)
    words = {w.lower() for w in re.findall(r"[A-Za-z][A-Za-z_]+", left)}
    assert words <= NOT_WORDS, sorted(words - NOT_WORDS)


@pytest.mark.parametrize("argv, framed", [
    (["simulat"], "«invalid choice: 'simulat' (choose from 'play', 'simulate', 'tour', 'host', 'install-desktop')»"),
    (["simulat"], "«argument «command»: «invalid choice"),
    (["simulate", "camp", "--seed"], "«argument --seed: «expected one argument»»"),
    (["simulate", "camp", "--seed", "seven"], "«argument --seed: «'seven' is not a whole number»»"),
    (["simulate", "camp", "--nope"], "«unrecognized arguments: --nope»"),
    (["simulate", "camp", "--quiet=yes"], "«argument --quiet: «ignored explicit argument 'yes'»»"),
    (["simulate", "camp", "--s", "1"], "«ambiguous option: --s could match --seats, --seed»"),
    (["tour", "camp"], "«the following arguments are required: --out»"),
    (["simulate"], "«the following arguments are required: «game» («game»: one of"),
    (["tour"], "«the following arguments are required: «game», --out («game»: one of"),
    (["simulate", "camp", "--seats", "normal"], "«--seats: {game} takes"),
])
def test_every_error_goes_through_the_catalogue(capsys, marked, argv, framed):
    code, _out, err = run(capsys, *argv)
    assert code == 2 and len(err.strip().splitlines()) == 1, err
    assert err.startswith("«openair") and ": error: " in err, err      # (the line's frame: "{prog}: error: ...")
    assert framed.replace("{game}", "«Camp Roskilde»") in err, err


def test_argparse_speaks_the_players_language_only_while_the_command_line_is_read(capsys, marked):
    assert argparse._ is gettext.gettext and argparse.ngettext is gettext.ngettext   # what cli_words relies on
    run(capsys, "simulate")
    assert argparse._ is gettext.gettext and argparse.ngettext is gettext.ngettext
    with cli_words.speaking_the_players_language():
        assert argparse._("usage: ") == "«usage:» "
        assert argparse.ngettext("expected %s argument", "expected %s arguments", 2) % 2 == "«expected 2 arguments»"
        assert argparse._("%r is not callable") == "%r is not callable"          # a programmer's mistake
    assert argparse._ is gettext.gettext


def test_argparse_has_no_message_we_do_not_know():
    """Each of argparse's messages is translated or deliberately left in English (a new Python's
    argparse with new words fails here); ours keep their placeholders."""
    tree = ast.parse(open(argparse.__file__, encoding="utf-8").read())
    theirs = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("_", "ngettext"):
            for arg in node.args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    theirs.add(arg.value.strip())
    ours = set(cli_words.WORDS) | {"expected %s argument", "expected %s arguments"}
    assert theirs == ours | cli_words.LEFT_IN_ENGLISH, (theirs - ours - cli_words.LEFT_IN_ENGLISH,
                                                        (ours | cli_words.LEFT_IN_ENGLISH) - theirs)
    for english, mine in cli_words.WORDS.items():
        assert len(re.findall(r"%(?:\(\w+\))?[sr]", english)) == len(re.findall(r"\{\w+\}", mine)), english


def test_simulate_names_the_levels_in_the_players_language(capsys, marked):
    code, out, _err = run(capsys, "simulate", "cave_rave", "--games", "2", "--seats", "easy,hard")
    assert code == 0
    assert "«seat 1 («easy»): win rate" in out and "«seat 2 («hard»): win rate" in out, out
    code, out, _err = run(capsys, "simulate", "boaromia", "--games", "2", "--seats", "easy,normal")
    assert code == 0 and "«the team (««easy» and «normal»») wins" in out, out


@pytest.mark.parametrize("env", [{"LANGUAGE": "de"}, {"LANG": "de-DE"}, {"LC_ALL": "de_AT.UTF-8"}])
def test_the_command_line_follows_the_system_until_a_language_is_chosen(capsys, monkeypatch, english, env):
    for var in system.VARIABLES:
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    _code, _out, err = run(capsys, "simulate", "camp", "--games", "0")
    assert "'0' ist keine positive ganze Zahl" in err, err
    Settings.load().update(language="en")
    _code, _out, err = run(capsys, "simulate", "camp", "--games", "0")
    assert "'0' is not a positive whole number" in err, err


def test_lang_chooses_what_simulate_prints_not_the_command_lines_words(capsys, english):
    Settings.load().update(language="en")
    _code, _out, err = run(capsys, "simulate", "camp", "--games", "0", "--lang", "de")
    assert "'0' is not a positive whole number" in err, err
    _code, _out, err = run(capsys, "simulate", "camp", "--seats", "normal", "--lang", "de")
    assert "2 to 6" in err and "Plätze" not in err, err
    code, out, _err = run(capsys, "simulate", "cave_rave", "--games", "2", "--lang", "de")
    assert code == 0 and "Gewinnquote" in out, out
