"""Open Air's translations: extract the English, merge it into the translators' parts, build the
catalogue the game reads, check a language.

    python tools/i18n.py extract [--out FILE]     # the template (POT) from babel.cfg
    python tools/i18n.py update [LANG ...]        # new messages into the parts, vanished ones out
    python tools/i18n.py build [LANG ...]         # parts -> LC_MESSAGES/openair.po and openair.mo
    python tools/i18n.py check LANG               # every message translated, placeholders kept

A language's translations live in parts, one per area of the app, so that several people can
translate side by side: ``game/locale/<lang>/parts/<area>.po`` where the area is a game's id
(a message used in ``game/games/<id>/`` or ``content/<id>/``) or ``shell`` (everything else).
``build`` joins the parts into ``game/locale/<lang>/LC_MESSAGES/openair.po`` and compiles
``openair.mo`` (both committed; a test checks the .mo is current with the parts).
``game/locale/README.md`` says how to translate and how to add a language.

Babel is a test dependency (``pip install -e .[test]``); the game itself reads the compiled
catalogue through the standard library's gettext.
"""

from __future__ import annotations

import argparse
import io
import re
import sys
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "game" / "locale"
DOMAIN = "openair"
SHELL = "shell"
#: the line width the parts are written with (``write_po``), so that a round trip changes nothing
WIDTH = 100
#: a translator's note in the code: ``# Translators: ...`` on the line above the message
COMMENT_TAGS = ("Translators:",)
#: a ``{placeholder}`` of ``str.format`` (``{{`` and ``}}`` are literal braces, not placeholders)
PLACEHOLDER = re.compile(r"\{\{|\}\}|\{([^{}]*)\}")


# -- areas -------------------------------------------------------------------------------------

def games() -> list[str]:
    """The game ids: the folders of ``game/games/`` (each has its part)."""
    return sorted(p.name for p in (ROOT / "game" / "games").iterdir()
                  if p.is_dir() and (p / "__init__.py").is_file())


def areas() -> list[str]:
    """Every part's name: the shell, then the games."""
    return [SHELL, *games()]


def area_of(filename: str) -> str:
    """The part a message used in ``filename`` (a path from the repository root) belongs to."""
    parts = Path(filename).as_posix().split("/")
    if parts[:2] == ["game", "games"] and len(parts) > 3:
        return parts[2]
    if parts[0] == "content" and len(parts) > 2:
        return parts[1]
    return SHELL


def areas_of(message: Message) -> list[str]:
    """The areas using ``message``, in the order of its locations."""
    out: list[str] = []
    for filename, _line in message.locations:
        area = area_of(filename)
        if area not in out:
            out.append(area)
    return out


def parts_dir(lang: str) -> Path:
    return LOCALE / lang / "parts"


def languages() -> list[str]:
    """The languages that have parts."""
    return sorted(p.parent.name for p in LOCALE.glob("*/parts") if p.is_dir())


# -- extraction ------------------------------------------------------------------------------------

def extract() -> Catalog:
    """Every message of the code and the content, as ``pybabel extract -F babel.cfg`` finds it."""
    with open(ROOT / "babel.cfg") as f:
        method_map, options_map = parse_mapping_cfg(f)
    catalog = Catalog(project="Open Air", copyright_holder="Open Air developers", charset="utf-8",
                      fuzzy=False)
    found = extract_from_dir(str(ROOT), method_map, options_map, comment_tags=COMMENT_TAGS,
                             strip_comment_tags=True)
    for filename, line, message, comments, context in found:
        catalog.add(message, None, [(Path(filename).as_posix(), line)], auto_comments=comments,
                    context=context)
    return catalog


def write(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    out = io.BytesIO()
    write_po(out, catalog, width=WIDTH, ignore_obsolete=True, include_previous=True)
    if not path.is_file() or path.read_bytes() != out.getvalue():
        path.write_bytes(out.getvalue())


def read(path: Path, lang: str | None = None) -> Catalog:
    with open(path, "rb") as f:
        return read_po(f, locale=lang, domain=DOMAIN)


# -- the parts -------------------------------------------------------------------------------------

def read_parts(lang: str) -> dict[str, Catalog]:
    """The parts of ``lang`` that exist, by area."""
    return {area: read(parts_dir(lang) / f"{area}.po", lang)
            for area in areas() if (parts_dir(lang) / f"{area}.po").is_file()}


def _header_from(catalog: Catalog | None, lang: str) -> Catalog:
    """An empty catalogue for ``lang`` with ``catalog``'s header (a new language: a fresh one)."""
    fresh = Catalog(locale=lang, domain=DOMAIN, project="Open Air", copyright_holder="Open Air developers",
                    charset="utf-8", header_comment=HEADER_COMMENT.format(lang=lang))
    if catalog is not None:
        fresh.mime_headers = catalog.mime_headers
        fresh.header_comment = catalog.header_comment
        fresh.fuzzy = catalog.fuzzy
    return fresh


HEADER_COMMENT = """\
# {lang} translations for Open Air.
# Copyright (C) 2026 Open Air developers
# This file is distributed under the same license as the Open Air project.
#"""


def merged(lang: str) -> tuple[Catalog, dict[tuple, str]]:
    """All parts of ``lang`` in one catalogue (the shell's header), and each message's part."""
    parts = read_parts(lang)
    whole = _header_from(parts.get(SHELL), lang)
    where: dict[tuple, str] = {}
    for area, part in parts.items():
        for message in part:
            if message.id:
                whole[message.id] = message
                where[_key(message)] = area
    return whole, where


def _key(message: Message) -> tuple:
    return message.id, message.context


def update(lang: str, template: Catalog | None = None, only: list[str] | None = None) -> dict[str, int]:
    """Merge a fresh extraction into ``lang``'s parts: every message keeps its translation, a new
    one lands in its area's part untranslated (or fuzzy, with the translation of the most similar
    old message as a suggestion), a vanished one is dropped. A message the shell uses goes to the
    shell's part; another stays in its part while that area still uses it; a new one goes to the
    area of its first use. A checked (not fuzzy) message loses its stale previous-msgid comment.
    ``only``: write just
    these parts (a message that would move out of one of them stays). Returns how many messages
    each part written holds now."""
    template = template or extract()
    old = read_parts(lang)
    whole, where = merged(lang)
    whole.update(template, update_creation_date=False)
    by_area: dict[str, list[Message]] = {area: [] for area in areas()}
    for message in whole:
        if not message.id:
            continue
        used = areas_of(message) or [SHELL]
        before = where.get(_key(message))
        area = SHELL if SHELL in used else before if before in used else used[0]
        if only and before in only and area not in only:
            area = before
        if not message.fuzzy:                      # an old English beside a checked translation
            message.previous_id = []
            message.user_comments = [c for c in message.user_comments if c not in _previous_comments(message)]
        by_area[area].append(message)
    counts = {}
    for area, messages in by_area.items():
        if only and area not in only:
            continue
        part = _header_from(old.get(area) or old.get(SHELL), lang)
        for message in messages:
            part[message.id] = message
        write(parts_dir(lang) / f"{area}.po", part)
        counts[area] = len(messages)
    return counts


# -- the catalogue the game reads ----------------------------------------------------------------

def build(lang: str, out_dir: Path | None = None) -> tuple[Path, Path]:
    """Join ``lang``'s parts into ``<out_dir>/openair.po`` and compile ``openair.mo`` (default
    ``game/locale/<lang>/LC_MESSAGES``). Untranslated and fuzzy messages are left out of the .mo:
    the game shows their English."""
    whole, _where = merged(lang)
    out_dir = out_dir or LOCALE / lang / "LC_MESSAGES"
    po, mo = out_dir / f"{DOMAIN}.po", out_dir / f"{DOMAIN}.mo"
    write(po, whole)
    compiled = read(po, lang)                       # (as a translator's tool would read it back)
    for message in list(compiled):
        if message.id and not translated(message):
            compiled.delete(message.id, context=message.context)
    out = io.BytesIO()
    write_mo(out, compiled, use_fuzzy=False)
    if not mo.is_file() or mo.read_bytes() != out.getvalue():
        mo.write_bytes(out.getvalue())
    return po, mo


def translated(message: Message) -> bool:
    """Every form of ``message`` has a translation."""
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return bool(strings) and all(strings)


# -- checks ------------------------------------------------------------------------------------------

def placeholders(text: str) -> set[str]:
    """The ``{names}`` a format string fills in (``{n}``, ``{name}``, ``{0}``; a format spec
    counts as part of the name: ``{n:,}``)."""
    return {m.group(1) for m in PLACEHOLDER.finditer(text) if m.group(1) is not None}


def problems(message: Message, num_plurals: int) -> list[str]:
    """What is wrong with one translated message: fuzzy, a missing form, an untranslated form,
    a placeholder lost or added."""
    if not message.id:
        return []
    out = []
    if message.fuzzy:
        out.append("fuzzy (check the translation, then delete the '#, fuzzy' line)")
    if message.pluralizable:
        english = list(message.id)
        forms = list(message.string) if isinstance(message.string, (list, tuple)) else [message.string]
        if len(forms) != num_plurals:
            out.append(f"{len(forms)} plural forms, the language has {num_plurals}")
    else:
        english, forms = [message.id], [message.string]
    if not all(forms):
        out.append("not translated")
        return out
    for i, form in enumerate(forms):
        want = placeholders(english[min(i, len(english) - 1)])
        got = placeholders(form)
        if got != want:
            lost, extra = sorted(want - got), sorted(got - want)
            what = "; ".join(filter(None, [lost and "lost " + ", ".join(f"{{{p}}}" for p in lost),
                                           extra and "added " + ", ".join(f"{{{p}}}" for p in extra)]))
            out.append(f"form {i}: {what}" if message.pluralizable else what)
    return out


#: the placeholders that stand for a number of things ("{n} coins"): a message with one of them
#: right before a noun must go through ``ngettext`` (German: "1 Münze", "2 Münzen")
COUNT_NAMES = frozenset({
    "n", "count", "total", "games", "spaces", "coins", "cost", "d", "left", "need", "have", "won",
    "lost", "played", "limit", "points", "value", "most", "least", "number", "pages", "rounds",
    "wanted", "happy", "sour", "reserve", "standing", "placed", "lying", "price", "loss", "short",
    "bonus", "steps", "paid", "seconds", "megabytes", "extra"})
#: nouns counted in Open Air's messages (singular; "coins" counts as "coin"): a count placeholder
#: before one of them, or before any other English plural in -s, needs ``ngettext``
COUNT_NOUNS = frozenset({
    "step", "space", "place", "coin", "card", "point", "tile", "pawn", "move", "game", "seat", "fan",
    "band", "round", "turn", "wixi", "night", "day", "season", "casting", "player", "bot", "save",
    "seed", "goal", "act", "stage", "drink", "meal", "camper", "stand", "upgrade", "page", "second"})
#: words that may stand between a count and its noun ("{n} more coins", "{n} crowd pawns")
COUNT_MODIFIERS = frozenset({"more", "extra", "crowd", "crossover", "co", "free", "new", "other", "bonus"})
#: words in -s after a number that are not a counted noun (verbs, units, abbreviations)
NOT_COUNTED = frozenset({
    "is", "was", "has", "less", "this", "its", "his", "as", "us", "plus", "minus", "always", "pts",
    "s", "ms", "does", "goes", "means", "costs", "brings", "gets", "takes", "plays", "begins",
    "ends", "wins", "stays", "needs", "keeps", "vs"})
#: a placeholder with the (up to) two words after it: "{n} coins", "{n} {genre} fans"
_COUNTED = re.compile(r"\{(\w+)(?:[:!][^{}]*)?\}(?=((?: (?:\{\w+\}|[^\W\d_][\w'-]*)){1,2}))")
#: English words that need different German in different places: each use has its context
#: (``pgettext("page", "Next")``); a message with one of these and no context is a problem
AMBIGUOUS = frozenset({"Continue", "Next", "Previous", "Back", "Cancel"})


def _counted_noun(word: str) -> bool:
    lower = word.lower()
    if lower in NOT_COUNTED:
        return False
    return (lower in COUNT_NOUNS or (lower.endswith("s") and lower[:-1] in COUNT_NOUNS)
            or (lower.endswith("s") and not lower.endswith("ss") and len(lower) > 3))


def counts_outside_ngettext(message: Message) -> list[str]:
    """The count placeholders of a message that is not a plural (``ngettext``) and shows them
    before a noun: ``"only {coins} coins"`` -> ``["{coins} coins"]``. The rule: a placeholder
    named in :data:`COUNT_NAMES` whose next word (a ``{placeholder}`` or one of
    :data:`COUNT_MODIFIERS` may stand between: "{n} {genre} fans", "{n} more coins") is a noun of
    :data:`COUNT_NOUNS` or an English plural in -s."""
    if not message.id or message.pluralizable:
        return []
    out = []
    for found in _COUNTED.finditer(message.id):
        if found.group(1) not in COUNT_NAMES:
            continue
        words = [w for w in found.group(2).split() if not w.startswith("{")]
        if words[:1] and words[0].lower() in COUNT_MODIFIERS:
            words = words[1:2] if _counted_noun(words[0]) is False else words[:1]
        if words and _counted_noun(words[0]):
            out.append(found.group(0) + found.group(2))
    return out


def style_problems(message: Message, area: str, used_in: list[str]) -> list[str]:
    """What the engineering of a message gets wrong, whatever the translation: a count outside
    ``ngettext``, a shell message in a game's part (``used_in``: the areas whose code uses it),
    an ambiguous word without a context, a fragment with leading or trailing spaces, a stale
    previous-msgid comment."""
    if not message.id:
        return []
    out = []
    for counted in counts_outside_ngettext(message):
        out.append(f"a count outside ngettext ({counted!r}): use ngettext(singular, plural, n)")
    if area != SHELL and SHELL in used_in:
        out.append(f"the shell uses it but it is in the {area} part (run: python tools/i18n.py update)")
    english = list(message.id) if message.pluralizable else [message.id]
    if message.context is None and english[0] in AMBIGUOUS:
        out.append("a word with several meanings and no context: use pgettext(context, ...)")
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    if any(text and text != text.strip() for text in english + [s for s in strings if s]):
        out.append("leading or trailing spaces: write a whole sentence (or a list join '{a}; {b}')")
    if not message.fuzzy and (message.previous_id or _previous_comments(message)):
        out.append("a stale previous-msgid ('#| msgid') comment: delete it")
    return out


def _previous_comments(message: Message) -> list[str]:
    """The previous-msgid lines of a fuzzy message (``#| msgid "..."``; Babel reads them as
    comments "| msgid ..."): stale once the translation is checked and "#, fuzzy" deleted."""
    return [c for c in message.user_comments if c.lstrip().startswith("|")]


def check(lang: str, template: Catalog | None = None, report=print) -> list[str]:
    """Everything wrong with ``lang``: messages extracted from the code but in no part (run
    ``update``), parts' messages the code no longer has, and each message's :func:`problems`.
    ``report`` gets a line "area: N of M translated" per part. Returns the problems, one a line."""
    template = template or extract()
    parts = read_parts(lang)
    out: list[str] = []
    if not parts:
        return [f"{lang}: no parts in {parts_dir(lang).relative_to(ROOT)}"]
    shell = parts.get(SHELL) or next(iter(parts.values()))
    if not shell.plural_forms or "Plural-Forms" not in dict(shell.mime_headers):
        out.append(f"{lang}: the shell part's header has no Plural-Forms")
    num_plurals = shell.num_plurals
    known = set()
    for area, part in parts.items():
        messages = [m for m in part if m.id]
        done = sum(1 for m in messages if translated(m) and not m.fuzzy)
        report(f"{area}: {done} of {len(messages)} translated")
        if part.num_plurals != num_plurals:
            out.append(f"{area}.po: Plural-Forms differ from the shell part's")
        for m in messages:
            known.add(_key(m))
            used = template.get(m.id, context=m.context)
            used_in = areas_of(used) if used is not None else []
            for problem in problems(m, num_plurals) + style_problems(m, area, used_in):
                out.append(f"{area}.po:{m.lineno}: {_short(m)}: {problem}")
    wanted = {_key(m) for m in template if m.id}
    for m in template:
        if m.id and _key(m) not in known:
            out.append(f"not in any part (run: python tools/i18n.py update {lang}): {_short(m)}")
    for key in sorted(known - wanted, key=str):
        out.append(f"no longer in the code (run: python tools/i18n.py update {lang}): {key[0]!r}")
    return out


def _short(message: Message) -> str:
    text = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
    text = text if len(text) < 70 else text[:67] + "..."
    return f"[{message.context}] {text!r}" if message.context else repr(text)


# -- the command line -------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="tools/i18n.py", description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    ex = sub.add_parser("extract", help="write the template (POT) of every message")
    ex.add_argument("--out", type=Path, default=ROOT / "build" / "i18n" / f"{DOMAIN}.pot")
    up = sub.add_parser("update", help="merge a fresh extraction into the parts")
    up.add_argument("lang", nargs="*", help="default: every language with parts")
    up.add_argument("--part", action="append", choices=areas(), help="only this part (again for more)")
    bu = sub.add_parser("build", help="join the parts and compile the .mo")
    bu.add_argument("lang", nargs="*", help="default: every language with parts")
    ch = sub.add_parser("check", help="every message translated, none fuzzy, placeholders kept")
    ch.add_argument("lang")
    args = p.parse_args(argv)

    if args.command == "extract":
        catalog = extract()
        catalog.creation_date = datetime.now(UTC)
        write(args.out, catalog)
        print(f"{args.out}: {sum(1 for m in catalog if m.id)} messages")
        return 0
    if args.command == "update":
        template = extract()
        for lang in args.lang or languages():
            counts = update(lang, template, args.part)
            print(f"{lang}: " + ", ".join(f"{area} {n}" for area, n in counts.items()))
        return 0
    if args.command == "build":
        for lang in args.lang or languages():
            po, mo = build(lang)
            print(f"{po.relative_to(ROOT)}, {mo.relative_to(ROOT)}")
        return 0
    found = check(args.lang)
    for line in found:
        print(line)
    print(f"{args.lang}: {len(found)} problems" if found else f"{args.lang}: complete")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
