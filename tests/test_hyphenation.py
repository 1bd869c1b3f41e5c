"""Where ``theme.wrap`` breaks a word too wide for its line (German compounds above all): at a
hyphen or soft hyphen of the word's own, else between syllables, never leaving one or two letters
on a line; a word that fits keeps whole and its soft hyphens are not drawn."""

import pygame
import pytest

from game.ui import theme

SHY = theme.SOFT_HYPHEN


@pytest.fixture(autouse=True, scope="module")
def fonts_ready():
    pygame.font.init()


def width(text: str, bold: bool = True) -> int:
    return theme.font(20, bold).size(text)[0]


def test_a_german_compound_breaks_between_syllables_not_after_its_joint_s():
    """The translator's report: "Gesangslehrer" came out as "Gesang-slehrer"."""
    for word, first in (("Gesangslehrer", "Gesangs-"), ("Gesanglehrer", "Gesang-"), ("Tanzlehrer", "Tanz-"),
                        ("Festivalgelände", "Festival-"), ("Videobottom", "Video-")):
        rest = word[len(first) - 1:]
        lines = theme.wrap(word, 20, max(width(first), width(rest)) + 4, bold=True)
        assert lines == [first, rest], lines


def test_syllable_breaks_keep_a_consonant_group_and_leave_no_stub():
    assert theme.syllable_breaks("Menschen") == [3]                  # Men-schen, not Mensc-hen
    assert theme.syllable_breaks("Gesangslehrer") == [7, 10]         # not Ge-…: two letters alone
    assert theme.syllable_breaks("Zucker") == []                      # Zu-cker would leave "Zu"
    assert theme.syllable_breaks("Höhlengrölen") == [3, 6, 9]         # Höh-len-grö-len
    assert theme.syllable_breaks("Haarspray") == [4]                  # Haar-spray
    for word in ("Gesangslehrer", "Höhlengrölen", "Crossover", "Trunkenbold", "Aftershow"):
        for k in theme.syllable_breaks(word):
            assert min(k, len(word) - k) >= theme.MIN_PIECE


def test_a_soft_hyphen_is_where_a_word_breaks_and_is_not_drawn_elsewhere():
    word = f"Gesang{SHY}lehrer"
    assert theme.wrap(word, 20, 400, bold=True) == ["Gesanglehrer"]          # fits: whole, no mark
    assert theme.wrap(word, 20, width("Gesang-") + 4, bold=True) == ["Gesang-", "lehrer"]
    assert theme.wrap(f"Die {word} singen", 20, 400) == ["Die Gesanglehrer singen"]


def test_its_own_hyphen_still_comes_first_and_a_word_without_vowels_is_still_cut():
    assert theme.wrap("Müllkunst-Werkstatt", 20, 132, bold=True) == ["Müllkunst-", "Werkstatt"]
    lines = theme.wrap("WWWWWWWWWWWWWW", 20, 100)
    assert len(lines) > 1 and all(width(line, False) <= 100 for line in lines)
    assert "".join(line.removesuffix("-") for line in lines) == "WWWWWWWWWWWWWW"


def test_every_piece_fits_its_line_whatever_the_width():
    for word in ("Gesangslehrer", "Festivalgelände", "Rückgängig", "‖Féššţîîvààĺ ĝĝŕööûññdšš‖", "Crossover-Boygroup"):
        for w in range(60, 260, 7):
            for line in theme.wrap(word, 20, w, bold=True):
                assert width(line) <= w or len(line) <= 5, (word, w, line)
