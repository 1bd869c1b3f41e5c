"""Broken content gives file:line: field: problem, with a hint where one helps."""

from pathlib import Path

import pytest

from game.core.content import ContentError
from game.games.cave_rave import model
from tests.content_helpers import copy_content, edit, line_of


@pytest.fixture
def folder(tmp_path) -> Path:
    return copy_content("cave_rave", tmp_path)


def test_the_real_content_loads_with_printed_counts():
    content = model.load()
    assert len(content.musicians) == 48 and len(content.bonus_cards) == 12
    assert {g.id for g in content.genres} == {"folk", "metal", "pop", "rap"}


def test_bad_points_value_names_file_line_and_field(folder):
    f = folder / "musicians.yaml"
    edit(f, "{id: folk_05, genre: folk, points: 1", "{id: folk_05, genre: folk, points: 4")
    line = line_of(f, "id: folk_05")
    with pytest.raises(ContentError) as err:
        model.load_from(folder)
    assert str(err.value) == f"{f}:{line}: musicians[4].points: expected 1, 2 or 3, got 4"


def test_unknown_field_suggests_the_right_one(folder):
    f = folder / "musicians.yaml"
    edit(f, "{id: pop_02, genre: pop, points: 1, gender: f,", "{id: pop_02, genre: pop, point: 1, gender: f,")
    with pytest.raises(ContentError, match=r"musicians\[25\]\.point: unknown field \(did you mean 'points'\?\)"):
        model.load_from(folder)


def test_unknown_genre_suggests(folder):
    f = folder / "musicians.yaml"
    edit(f, "{id: rap_01, genre: rap,", "{id: rap_01, genre: rapp,")
    with pytest.raises(ContentError, match=r"musicians\[36\]\.genre: unknown genre 'rapp' \(did you mean 'rap'\?\)"):
        model.load_from(folder)


def test_duplicate_key_is_an_error(folder):
    f = folder / "genres.yaml"
    edit(f, "    colour: \"#3a9d4a\"\n", "    colour: \"#3a9d4a\"\n    colour: \"#000000\"\n")
    with pytest.raises(ContentError,
                       match=r"genres.yaml:7: genres\[0\]\.colour: duplicate key 'colour' \(first at line 6\)"):
        model.load_from(folder)


def test_printed_counts_are_checked(folder):
    f = folder / "musicians.yaml"
    edit(f, "{id: metal_02, genre: metal, points: 1,", "{id: metal_02, genre: metal, points: 2,")
    with pytest.raises(ContentError, match="metal: expected 6 cards worth 1, found 5"):
        model.load_from(folder)


def test_gender_balance_is_checked(folder):
    f = folder / "musicians.yaml"
    edit(f, "points: 3, gender: f, name: Saga", "points: 3, gender: m, name: Saga")
    with pytest.raises(ContentError, match="folk: the 3-point cards must be half female, half male"):
        model.load_from(folder)


def test_bonus_card_count_is_checked(folder):
    f = folder / "bonus.yaml"
    edit(f, "{id: stylist_4, kind: stylist, set: 4,", "{id: stylist_4, kind: dancer, set: 4,")
    with pytest.raises(ContentError, match="expected one singer|expected one dancer|expected one stylist"):
        model.load_from(folder)


def test_yaml_syntax_error_names_the_line(folder):
    f = folder / "bonus.yaml"
    edit(f, "{id: singer_2, kind: singer", "{id: singer_2 kind: singer: [")
    with pytest.raises(ContentError, match=rf"{f.name}:{line_of(f, 'singer_2')}:"):
        model.load_from(folder)


def test_option_default_must_be_a_listed_choice(folder):
    f = folder / "options.yaml"
    edit(f, "default: standard", "default: standart")
    with pytest.raises(ContentError, match=r"options\[0\]\.default: expected standard or short, got 'standart' "
                                           r"\(did you mean 'standard'\?\)"):
        model.load_from(folder)
