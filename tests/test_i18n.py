"""Translatable text: Babel's extraction (babel.cfg) finds the code's sentences and every
content text with its stable id, and the gettext helpers switch language at run time."""

from __future__ import annotations

import gettext
from pathlib import Path

import pytest

from game.core import i18n
from game.core.i18n_extract import text_ids

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def extracted():
    from babel.messages.extract import extract_from_dir
    from babel.messages.frontend import parse_mapping_cfg
    with open(ROOT / "babel.cfg") as f:
        method_map, options_map = parse_mapping_cfg(f)
    return list(extract_from_dir(str(ROOT), method_map, options_map))


def test_babel_finds_the_code_and_the_content(extracted):
    code = {msg for fn, _, msg, _, ctx in extracted if fn.endswith(".py")}
    assert "Nothing to undo: a hidden card was revealed since." in code
    content = {(ctx, msg) for fn, _, msg, _, ctx in extracted if fn.endswith(".yaml")}
    assert ("camp:tiles.green_bum.flavour", "Sleeps wherever the incense is. Today that is your tent.") in content
    assert ("camp:types.party_animal.name", "The Party Animal") in content
    assert any(ctx == "cave_rave:options.length.choices.short.label" for ctx, _ in content)
    games = {ctx.split(":")[0] for ctx, _ in content}
    assert {"cave_rave", "camp", "boaromia"} <= games


def test_content_text_ids_are_unique_and_stable():
    seen: dict[str, str] = {}
    for path in sorted((ROOT / "content").glob("*/*.yaml")):
        for line, text_id, english in text_ids(path, path.read_text()):
            assert text_id not in seen, f"{path.name}:{line}: {text_id} also at {seen[text_id]}"
            seen[text_id] = f"{path.name}:{line}"
            assert english.strip(), text_id
    assert len(seen) > 400


class Marked(gettext.NullTranslations):
    """A stand-in catalogue: every text comes back marked, so a test sees what went through it."""

    def gettext(self, message):
        return f"«{message}»"

    def ngettext(self, singular, plural, n):
        return f"«{singular if n == 1 else plural}»"

    def pgettext(self, context, message):
        return f"«{context}|{message}»"


def test_helpers_go_through_the_catalogue(monkeypatch):
    monkeypatch.setattr(i18n, "_catalogue", Marked())
    assert i18n._("The game is over.") == "«The game is over.»"
    assert i18n.ngettext("{n} tile", "{n} tiles", 3).format(n=3) == "«3 tiles»"
    assert i18n.content_text("camp:types.bum.name", "The Bum") == "«camp:types.bum.name|The Bum»"
    assert i18n.N_("Later") == "Later"          # marked for extraction only


def test_an_unknown_language_falls_back_to_english():
    try:
        assert i18n.use("xx") == "en"
        assert i18n._("Undo") == "Undo"
    finally:
        i18n.use("en")


def test_sentence():
    assert i18n.sentence("no turn of the tile fits here") == "No turn of the tile fits here."
    assert i18n.sentence("Done!") == "Done!"
    assert i18n.sentence("  ") == ""
