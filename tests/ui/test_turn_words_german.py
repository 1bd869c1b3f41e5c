"""One German phrase for whose turn it is, in all four games (issue 25, "Du bist am Zug" in the
glossary of game/locale/README.md): a prompt that names the seat playing now ("{who} is playing",
Boaromia's and Camp's replay and watching prompts, "{name}'s turn") reads "… ist am Zug", never
"ist dran" or "spielt" beside it."""

from __future__ import annotations

import re

from game.core import i18n


def test_every_whose_turn_message_reads_ist_am_zug():
    german = i18n.catalogue_of("de")
    found = {}
    for message in i18n.catalogue_of("de")._catalog:       # (msgid -> msgstr of the built catalogue)
        if isinstance(message, str) and re.fullmatch(r"\{(\w+)\}(?: is playing|'s turn)", message):
            found[message] = german.gettext(message)
    assert {"{who} is playing", "{name} is playing", "{name}'s turn"} <= set(found), found
    for english, german_text in found.items():
        name = english[: english.index("}") + 1]
        assert german_text == f"{name} ist am Zug", (english, german_text)
