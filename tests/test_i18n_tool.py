"""tools/i18n.py: the parts a language is translated in, merged with a new extraction, joined
into the catalogue the game reads, and checked; the committed catalogue is current."""

from __future__ import annotations

import gettext
import importlib.util
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
tool = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(tool)

HEADER = """msgid ""
msgstr ""
"Language: de\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"
"Content-Type: text/plain; charset=utf-8\\n"

"""


@pytest.fixture
def locale(tmp_path, monkeypatch):
    """An empty locale folder in place of game/locale."""
    monkeypatch.setattr(tool, "LOCALE", tmp_path / "locale")
    return tmp_path / "locale"


def write_part(locale: Path, area: str, body: str) -> Path:
    path = locale / "de" / "parts" / f"{area}.po"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(HEADER + body, encoding="utf-8")
    return path


def template(*messages) -> Catalog:
    """A stand-in extraction: (id, file, context) each."""
    cat = Catalog(fuzzy=False)
    for msgid, filename, context in messages:
        cat.add(msgid, None, [(filename, 1)], context=context)
    return cat


def test_every_message_has_an_area_by_where_it_is_used():
    assert tool.area_of("game/games/rodeo/text.py") == "rodeo"
    assert tool.area_of("content/camp/tiles.yaml") == "camp"
    assert tool.area_of("game/ui/scenes/launcher.py") == "shell"
    assert tool.area_of("game/core/saves.py") == "shell"
    assert tool.areas() == ["shell", "boaromia", "camp", "cave_rave", "rodeo"]


def test_placeholders_and_problems():
    assert tool.placeholders("{name} has {n:,} {{coins}}") == {"name", "n:,"}
    cat = Catalog(locale="de")
    ok = cat.add("{name}'s turn", "{name} ist am Zug")
    lost = cat.add("{name}'s turn ({n})", "{name} ist am Zug")
    added = cat.add("Start", "Los, {name}")
    fuzzy = cat.add("Play", "Spielen", flags=["fuzzy"])
    empty = cat.add("Quit", "")
    plural = cat.add(("{n} move", "{n} moves"), ("{n} Zug", "Züge"))
    short = cat.add(("{n} bot", "{n} bots"), ("{n} Bot",))
    assert tool.problems(ok, 2) == []
    assert tool.problems(lost, 2) == ["lost {n}"]
    assert tool.problems(added, 2) == ["added {name}"]
    assert tool.problems(fuzzy, 2)[0].startswith("fuzzy")
    assert tool.problems(empty, 2) == ["not translated"]
    assert tool.problems(plural, 2) == ["form 1: lost {n}"]
    assert "1 plural forms, the language has 2" in tool.problems(short, 2)


def test_update_adds_new_messages_to_their_part_keeps_translations_drops_the_vanished(locale):
    write_part(locale, "shell", '#: game/ui/a.py:1\nmsgid "Start"\nmsgstr "Starten"\n\n'
                                '#: game/ui/a.py:2\nmsgid "Gone"\nmsgstr "Weg"\n')
    write_part(locale, "camp", '#: content/camp/tiles.yaml:1\nmsgctxt "camp:tiles.bar.name"\nmsgid "Bar"\n'
                               'msgstr "Bar"\n')
    counts = tool.update("de", template(("Start", "game/ui/scenes/setup.py", None),
                                        ("Bar", "content/camp/tiles.yaml", "camp:tiles.bar.name"),
                                        ("Quit the camp", "game/games/camp/view.py", None),
                                        ("Quit", "game/ui/scenes/launcher.py", None)))
    assert counts == {"shell": 2, "boaromia": 0, "camp": 2, "cave_rave": 0, "rodeo": 0}
    shell = tool.read(locale / "de" / "parts" / "shell.po")
    camp = tool.read(locale / "de" / "parts" / "camp.po")
    assert {m.id: m.string for m in shell if m.id} == {"Start": "Starten", "Quit": ""}
    assert shell.plural_forms == "nplurals=2; plural=(n != 1);"         # the header is kept
    assert {m.id: m.string for m in camp if m.id} == {"Bar": "Bar", "Quit the camp": ""}
    assert camp.get("Bar", context="camp:tiles.bar.name").locations == [("content/camp/tiles.yaml", 1)]
    # a translator's own part only: the other parts are left alone
    tool.update("de", template(("Start", "game/ui/a.py", None), ("Later", "game/ui/b.py", None)), only=["shell"])
    assert {m.id for m in tool.read(locale / "de" / "parts" / "shell.po") if m.id} == {"Start", "Later"}
    assert {m.id for m in tool.read(locale / "de" / "parts" / "camp.po") if m.id} == {"Bar", "Quit the camp"}


def test_a_message_that_changed_a_little_comes_back_fuzzy_with_the_old_translation(locale):
    write_part(locale, "shell", '#: game/ui/a.py:1\nmsgid "Nothing to undo yet."\n'
                                'msgstr "Noch nichts zurückzunehmen."\n')
    tool.update("de", template(("Nothing to undo yet!", "game/ui/a.py", None)))
    got = tool.read(locale / "de" / "parts" / "shell.po").get("Nothing to undo yet!")
    assert got.fuzzy and got.string == "Noch nichts zurückzunehmen."
    assert tool.check("de", template(("Nothing to undo yet!", "game/ui/a.py", None)), report=lambda s: None) \
        == [f"shell.po:{got.lineno}: 'Nothing to undo yet!': fuzzy (check the translation, then delete the "
            "'#, fuzzy' line)"]


def test_build_joins_the_parts_and_leaves_the_untranslated_out(locale):
    write_part(locale, "shell", 'msgid "Start"\nmsgstr "Starten"\n\nmsgid "Quit"\nmsgstr ""\n\n'
                                'msgid "{n} move"\nmsgid_plural "{n} moves"\n'
                                'msgstr[0] "{n} Zug"\nmsgstr[1] "{n} Züge"\n')
    write_part(locale, "rodeo", 'msgctxt "rodeo:fans.goths.name"\nmsgid "Goths"\nmsgstr "Gothics"\n\n'
                                'msgid "Fuzzy"\nmsgstr "Flauschig"\n#, fuzzy\n')
    po, mo = tool.build("de")
    assert po == locale / "de" / "LC_MESSAGES" / "openair.po" and mo.is_file()
    de = gettext.translation("openair", locale, languages=["de"])
    assert de.gettext("Start") == "Starten" and de.gettext("Quit") == "Quit"
    assert de.ngettext("{n} move", "{n} moves", 1) == "{n} Zug"
    assert de.ngettext("{n} move", "{n} moves", 3) == "{n} Züge"
    assert de.pgettext("rodeo:fans.goths.name", "Goths") == "Gothics"
    first = mo.read_bytes()
    tool.build("de")
    assert mo.read_bytes() == first                       # the same parts give the same files


def test_check_reports_each_part_and_what_the_parts_lack(locale):
    write_part(locale, "shell", 'msgid "Start"\nmsgstr "Starten"\n\nmsgid "Old"\nmsgstr "Alt"\n')
    write_part(locale, "camp", 'msgid "Tile"\nmsgstr ""\n')
    lines = []
    found = tool.check("de", template(("Start", "game/ui/a.py", None), ("Tile", "content/camp/x.yaml", None),
                                      ("New", "game/ui/b.py", None)), report=lines.append)
    assert lines == ["shell: 2 of 2 translated", "camp: 0 of 1 translated"]
    assert any(p.startswith("camp.po:") and p.endswith("not translated") for p in found)
    assert "not in any part (run: python tools/i18n.py update de): 'New'" in found
    assert "no longer in the code (run: python tools/i18n.py update de): 'Old'" in found


def test_the_extraction_finds_the_code_the_content_and_the_translators_notes():
    cat = tool.extract()
    name = cat.get("English", context="language name")
    assert name is not None and "your language" in " ".join(name.auto_comments)
    assert cat.get(".", context="decimal separator") is not None
    assert cat.get("Sleeps wherever the incense is. Today that is your tent.",
                   context="camp:tiles.green_bum.flavour") is not None


def test_the_committed_catalogue_is_built_from_the_parts(tmp_path):
    """Run ``python tools/i18n.py build`` after changing a part (and commit both files)."""
    for lang in tool.languages():
        po, mo = tool.build(lang, tmp_path / lang)
        committed = ROOT / "game" / "locale" / lang / "LC_MESSAGES"
        assert (committed / "openair.po").read_bytes() == po.read_bytes(), f"{lang}: run tools/i18n.py build"
        with open(committed / "openair.mo", "rb") as a, open(mo, "rb") as b:
            assert gettext.GNUTranslations(a)._catalog == gettext.GNUTranslations(b)._catalog, \
                f"{lang}: run tools/i18n.py build"



def check_one(locale, area: str, body: str, filename: str) -> list[str]:
    """``check`` of a part holding one message (``body``), used in ``filename``."""
    write_part(locale, area, body)
    part = tool.read(locale / "de" / "parts" / f"{area}.po")
    cat = Catalog(fuzzy=False)
    for m in part:
        if m.id:
            cat.add(m.id, None, [(filename, 1)], context=m.context)
    return tool.check("de", cat, report=lambda s: None)


@pytest.mark.parametrize("msgid,msgstr", [
    ("only {coins} coins to hand over", "nur {coins} Münzen abzugeben"),
    ("{n} {genre} fans still sell tickets this season.", "{n} {genre}-Fans verkaufen noch Tickets."),
    ("Place at least {count} WIXIs first.", "Stell erst mindestens {count} WIXIs auf."),
    ("{n} extra step", "{n} Extraschritt"),
    ("{total} moves recorded", "{total} Züge aufgezeichnet"),
])
def test_check_fails_on_a_count_outside_ngettext(locale, msgid, msgstr):
    found = check_one(locale, "boaromia", f'msgid "{msgid}"\nmsgstr "{msgstr}"\n', "game/games/boaromia/rules.py")
    assert len(found) == 1 and "a count outside ngettext" in found[0], found


def test_a_count_in_ngettext_or_before_no_noun_passes(locale):
    assert check_one(locale, "boaromia",
                     'msgid "only {coins} coin to hand over"\nmsgid_plural "only {coins} coins to hand over"\n'
                     'msgstr[0] "nur {coins} Münze abzugeben"\nmsgstr[1] "nur {coins} Münzen abzugeben"\n\n'
                     'msgid "Round {n} of {rounds}"\nmsgstr "Runde {n} von {rounds}"\n\n'
                     'msgid "{n:+d} fun"\nmsgstr "{n:+d} Spaß"\n\n'
                     'msgid "{vp} VP"\nmsgstr "{vp} SP"\n\n'
                     'msgid "{won} won, {lost} lost"\nmsgstr "{won} gewonnen, {lost} verloren"\n',
                     "game/games/boaromia/rules.py") == []
    assert tool.counts_outside_ngettext(Catalog().add("{name} has {n} coins", "")) == ["{n} coins"]


def test_check_fails_on_a_shell_message_in_a_games_part_and_update_moves_it(locale):
    body = ('#: game/games/rodeo/on_table.py:1\n#: game/ui/scenes/base.py:1\nmsgctxt "button"\nmsgid "Leave"\n'
            'msgstr "Raus"\n')
    write_part(locale, "shell", "")
    write_part(locale, "rodeo", body)
    cat = template(("Leave", "game/games/rodeo/on_table.py", "button"), ("Leave", "game/ui/scenes/base.py", "button"))
    cat.get("Leave", context="button").locations.append(("game/ui/scenes/base.py", 1))
    found = tool.check("de", cat, report=lambda s: None)
    assert len(found) == 1 and found[0].startswith("rodeo.po:") and "the shell uses it" in found[0], found
    tool.update("de", cat)
    shell = tool.read(locale / "de" / "parts" / "shell.po")
    assert shell.get("Leave", context="button").string == "Raus"
    assert tool.check("de", cat, report=lambda s: None) == []


@pytest.mark.parametrize("word", sorted(tool.AMBIGUOUS))
def test_check_fails_on_a_word_of_several_meanings_without_a_context(locale, word):
    found = check_one(locale, "shell", f'msgid "{word}"\nmsgstr "Weiter"\n', "game/ui/scenes/launcher.py")
    assert len(found) == 1 and "no context" in found[0], found
    assert check_one(locale, "shell", f'msgctxt "page"\nmsgid "{word}"\nmsgstr "Weiter"\n',
                     "game/ui/scenes/launcher.py") == []


@pytest.mark.parametrize("msgid,msgstr", [("{n} extra step ", "{n} Extraschritt "), ("; ", ". "),
                                           (" and more", " und mehr"), ("Fine", "Gut ")])
def test_check_fails_on_a_fragment_with_leading_or_trailing_spaces(locale, msgid, msgstr):
    found = check_one(locale, "shell", f'msgid "{msgid}"\nmsgstr "{msgstr}"\n', "game/ui/a.py")
    assert any("leading or trailing spaces" in p for p in found), found


def test_check_fails_on_a_stale_previous_msgid_and_update_removes_it(locale):
    body = ('# | msgid "Hint: {why}"\n#: game/ui/a.py:1\nmsgid "Hint: {what}"\nmsgstr "Tipp: {what}"\n\n'
            '#| msgid "Old words"\n#: game/ui/a.py:2\nmsgid "New words"\nmsgstr "Neue Worte"\n')
    write_part(locale, "shell", body)
    cat = template(("Hint: {what}", "game/ui/a.py", None), ("New words", "game/ui/a.py", None))
    found = tool.check("de", cat, report=lambda s: None)
    assert len(found) == 2 and all("stale previous-msgid" in p for p in found), found
    tool.update("de", cat)
    text = (locale / "de" / "parts" / "shell.po").read_text(encoding="utf-8")
    assert "| msgid" not in text and 'msgstr "Neue Worte"' in text
    assert tool.check("de", cat, report=lambda s: None) == []
