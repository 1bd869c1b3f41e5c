"""The German catalogue is whole: every message the code and the content have is translated, none
is fuzzy, each keeps the English's {placeholders} in every plural form, and each game has its
rules in German (``content/<id>/rules.de.md``). ``python tools/i18n.py check de`` says the same,
part by part."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
tool = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(tool)

LANGUAGES = ["de"]


@pytest.fixture(scope="module")
def template():
    return tool.extract()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_is_translated_with_its_placeholders(lang, template):
    progress: list[str] = []
    found = tool.check(lang, template, report=progress.append)
    assert not found, "\n".join(progress + [f"{len(found)} problems, the first 40:"] + found[:40])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_game_has_its_rules_in_the_language(lang):
    missing = [g for g in tool.games() if not (ROOT / "content" / g / f"rules.{lang}.md").is_file()]
    assert not missing, f"no content/<id>/rules.{lang}.md for {', '.join(missing)}"
