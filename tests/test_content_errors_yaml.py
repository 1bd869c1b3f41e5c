"""The YAML layer of the content loader: whatever is in a file, the answer is one ContentError
naming file, line and field (issue 12's cases first), and the limits hold at their edges."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import pytest

from game.core.content import (
    COLOUR,
    MAX_DEPTH,
    MAX_NUMBER,
    MAX_TEXT,
    ContentError,
    Where,
    build,
    build_record,
    expect_options,
    load_options,
    load_yaml,
)
from game.games.cave_rave import model
from tests.content_helpers import copy_content, edit, line_of


def write(tmp_path: Path, text: str | bytes, name: str = "spoilt.yaml") -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def error_of(path: Path) -> str:
    with pytest.raises(ContentError) as err:
        load_yaml(path)
    return str(err.value)


@pytest.fixture
def folder(tmp_path) -> Path:
    return copy_content("cave_rave", tmp_path)


def fails(folder: Path) -> str:
    with pytest.raises(ContentError) as err:
        model.load_from(folder)
    return str(err.value)


# -- issue 12: tracebacks before ------------------------------------------------------------

def test_an_unhashable_key_names_its_line_and_the_mapping(tmp_path):
    f = write(tmp_path, "genres:\n  - id: folk\n    [a, b]: 1\n")
    assert error_of(f) == f"{f}:3: genres[0]: the key ['a', 'b'] is a list; a key must be a word or a number"


def test_a_missing_file_is_named(tmp_path):
    assert error_of(tmp_path / "gone.yaml") == f"{tmp_path / 'gone.yaml'}: the file is missing"


def test_a_folder_where_a_file_belongs_is_named(tmp_path):
    (tmp_path / "musicians.yaml").mkdir()
    assert error_of(tmp_path / "musicians.yaml") == f"{tmp_path / 'musicians.yaml'}: expected a file, found a folder"


def test_non_utf8_bytes_name_line_column_and_field(tmp_path):
    f = write(tmp_path, b"genres:\n  - {id: folk, name: F\xf6lk}\n")
    assert error_of(f) == (f"{f}:2: genres[0].name: not UTF-8 text (byte 0xf6 at column 23);"
                           " save the file as UTF-8")


def test_non_utf8_bytes_in_a_comment_name_the_line(tmp_path):
    f = write(tmp_path, b"# caf\xe9\ngenres: []\n")
    assert error_of(f) == f"{f}:1: not UTF-8 text (byte 0xe9 at column 6); save the file as UTF-8"


def test_a_control_character_names_line_and_field(tmp_path):
    f = write(tmp_path, "genres:\n  - {id: folk, name: Fo\x07lk}\n")
    assert error_of(f) == f"{f}:2: genres[0].name: the unprintable character U+0007 is not allowed in YAML"


def test_deep_nesting_is_refused_at_the_limit_not_by_a_recursion_error(tmp_path):
    ok = write(tmp_path, "a: " + "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1) + "\n", "ok.yaml")
    assert load_yaml(ok) is not None
    deep = write(tmp_path, "a: " + "[" * MAX_DEPTH + "]" * MAX_DEPTH + "\n", "deep.yaml")
    assert error_of(deep) == f"{deep}:1: a[0][0]…: nested deeper than {MAX_DEPTH} levels"
    deeper = write(tmp_path, "a: " + "[" * 100_000 + "]" * 100_000 + "\n", "deeper.yaml")
    assert error_of(deeper).endswith(f"nested deeper than {MAX_DEPTH} levels")


# -- more YAML that used to slip through or crash ---------------------------------------------

def test_aliases_are_refused_so_no_alias_bomb_can_be_walked(tmp_path):
    f = write(tmp_path, "a: &x [1, 2]\nb: *x\n")
    assert error_of(f) == (f"{f}:1: a: anchors and aliases (&name, *name) are not used in content;"
                           " write the value out")


def test_a_python_tag_is_refused_by_name(tmp_path):
    f = write(tmp_path, "genres:\n  - !!python/object/apply:os.system [ls]\n")
    assert error_of(f) == (f"{f}:2: genres[0]: could not determine a constructor for the tag "
                           "'tag:yaml.org,2002:python/object/apply:os.system' (content is plain YAML: no tags)")


def test_a_5000_digit_number_is_an_error_not_a_traceback(tmp_path):
    f = write(tmp_path, "points: " + "9" * 5000 + "\n")
    assert error_of(f) == (f"{f}:1: points: expected a whole number from -{MAX_NUMBER} to {MAX_NUMBER}, "
                           "got one of 5000 characters")


def test_a_bad_date_is_an_error_not_a_traceback(tmp_path):
    f = write(tmp_path, "when: 2024-13-45\n")
    assert error_of(f).startswith(f"{f}:1: when: cannot read '2024-13-45': ")


def test_a_syntax_error_names_where_the_quote_began(tmp_path):
    f = write(tmp_path, 'genres:\n  - name: "Folk\n  - name: Pop\n')
    assert error_of(f) == (f"{f}:4: genres[0].name: YAML syntax: found unexpected end of stream"
                           " (while scanning a quoted scalar from line 2)")


def test_a_duplicate_key_names_both_lines(tmp_path):
    f = write(tmp_path, "genres:\n  - id: folk\n    name: Folk\n    name: Pop\n")
    assert error_of(f) == f"{f}:4: genres[0].name: duplicate key 'name' (first at line 3)"


def test_an_oversized_file_is_refused_before_it_is_parsed(tmp_path):
    f = write(tmp_path, b"# " + b"x" * (2 << 20))
    assert error_of(f) == f"{f}: larger than 1 MiB; content files are small"


def test_a_byte_order_mark_is_fine(tmp_path):
    f = write(tmp_path, b"\xef\xbb\xbfgenres: [folk]\n")
    assert load_yaml(f) == {"genres": ["folk"]}


# -- types and limits ------------------------------------------------------------------------

HERE = Where("x.yaml", 3, "f")


def test_yes_is_not_a_number_nor_one_of_the_numbers():
    for tp in (int, float, Literal[1, 2, 3]):
        with pytest.raises(ContentError, match=r"x.yaml:3: f: expected .*, got true \(YAML reads yes, no, on"):
            build(tp, True, HERE)


def test_a_literal_wants_the_same_type():
    assert build(Literal[1, 2, 3], 2, HERE) == 2
    with pytest.raises(ContentError, match="expected 1, 2 or 3, got 1.0"):
        build(Literal[1, 2, 3], 1.0, HERE)


def test_numbers_and_texts_have_sane_limits():
    assert build(int, MAX_NUMBER, HERE) == MAX_NUMBER and build(int, -MAX_NUMBER, HERE) == -MAX_NUMBER
    with pytest.raises(ContentError, match=f"expected a whole number from -{MAX_NUMBER} to {MAX_NUMBER}"):
        build(int, MAX_NUMBER + 1, HERE)
    with pytest.raises(ContentError, match="expected a number from"):
        build(float, float("nan"), HERE)
    assert build(str, "x" * MAX_TEXT, HERE)
    with pytest.raises(ContentError, match=f"expected at most {MAX_TEXT} characters of text, got {MAX_TEXT + 1}"):
        build(str, "x" * (MAX_TEXT + 1), HERE)


def test_a_mapping_key_is_checked_too():
    assert build(dict[int, str], {2: "a"}, HERE) == {2: "a"}
    with pytest.raises(ContentError, match=r"x.yaml:3: f.two \(the key\): expected a whole number, got 'two'"):
        build(dict[int, str], {"two": "a"}, HERE)


@dataclass
class Painted:
    colour: str = field(metadata=COLOUR)


def test_a_colour_is_six_hex_digits_after_a_hash():
    assert build_record(Painted, {"colour": "#3a9D4a"}, HERE).colour == "#3a9D4a"
    for bad in ("#zzzzzz", "3a9d4a", "#3a9d4", "#3a9d4a0"):
        with pytest.raises(ContentError, match=r'f.colour: expected a colour like "#3a9d4a", got'):
            build_record(Painted, {"colour": bad}, HERE)


# -- issue 12: silently accepted before, in the real content -----------------------------------

def test_colour_zzzzzz_is_refused(folder):
    f = folder / "genres.yaml"
    edit(f, '"#c8322d"', '"#zzzzzz"')
    assert fails(folder) == (f"{f}:{line_of(f, '#zzzzzz')}: genres[1].colour: "
                             "expected a colour like \"#3a9d4a\", got '#zzzzzz'")


def test_points_yes_is_refused(folder):
    f = folder / "musicians.yaml"
    edit(f, "{id: folk_02, genre: folk, points: 1", "{id: folk_02, genre: folk, points: yes")
    assert fails(folder) == (f"{f}:{line_of(f, 'folk_02')}: musicians[1].points: expected 1, 2 or 3, got true "
                             "(YAML reads yes, no, on and off as true or false)")


def test_an_unknown_sprite_symbol_is_refused_with_a_hint(folder):
    f = folder / "genres.yaml"
    edit(f, "symbol: pop", "symbol: popp")
    assert fails(folder) == (f"{f}:{line_of(f, 'symbol: popp')}: genres[2].symbol: no sprites for the symbol 'popp'"
                             " (did you mean 'pop'?); drawn: folk, metal, pop, rap")
    assert model.sprite_symbols() == ["folk", "metal", "pop", "rap"]


def test_a_duplicate_genre_id_is_reported_as_a_duplicate_not_as_unknown(folder):
    f = folder / "genres.yaml"
    edit(f, "id: metal", "id: folk")
    assert fails(folder) == f"{f}:{line_of(f, 'id: folk') + 5}: genres[1].id: id 'folk' used twice (first at line 4)"


def test_a_missing_options_file_is_an_error_not_a_silent_empty_list(folder):
    (folder / "options.yaml").unlink()
    assert fails(folder) == f"{folder / 'options.yaml'}: the file is missing"


def test_a_missing_rules_text_is_found_at_load(folder):
    (folder / "rules.md").unlink()
    assert fails(folder) == f"{folder / 'rules.md'}: the file is missing"


# -- options the rules read -------------------------------------------------------------------

def test_the_options_the_rules_read_must_be_declared(tmp_path):
    f = write(tmp_path, "options:\n  - {id: lenght, label: Length, kind: choice, choices: [{id: a, label: A}]}\n",
              "options.yaml")
    options = load_options(f)
    with pytest.raises(ContentError) as err:
        expect_options(options, f, {"length": ("a",)})
    assert str(err.value) == (f"{f}:2: options[0].id: unknown option 'lenght' (did you mean 'length'?);"
                              " the game reads length")
    with pytest.raises(ContentError, match=r"options.yaml:1: options: missing the option 'length'"):
        expect_options([], f, {"length": ("a",)})
    short = write(tmp_path, "options:\n  - {id: length, label: L, kind: choice, choices: [{id: a, label: A}]}\n",
                  "short.yaml")
    with pytest.raises(ContentError, match=r"short.yaml:2: options\[0\].choices: missing the choice 'b'"):
        expect_options(load_options(short), short, {"length": ("a", "b")})


def test_the_shells_take_backs_option_is_allowed_in_any_game(tmp_path):
    f = write(tmp_path, "options:\n  - {id: take_backs, label: Take-backs, kind: bool, default: true}\n",
              "options.yaml")
    expect_options(load_options(f), f, {})
    g = write(tmp_path, "options:\n  - {id: take_backs, label: Take-backs, kind: choice,\n"
                        "     choices: [{id: a, label: A}]}\n", "other.yaml")
    with pytest.raises(ContentError, match=r"options\[0\].kind: take_backs is a yes/no option: expected bool"):
        expect_options(load_options(g), g, {})


def test_an_option_choice_id_twice_is_refused(tmp_path):
    f = write(tmp_path, "options:\n  - {id: length, label: L, kind: choice,\n"
                        "     choices: [{id: a, label: A}, {id: a, label: B}]}\n", "options.yaml")
    with pytest.raises(ContentError, match=r"options.yaml:3: options\[0\].choices\[1\].id: id 'a' used twice"):
        load_options(f)
