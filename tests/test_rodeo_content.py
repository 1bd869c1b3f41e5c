"""Rock'n Rodeo content: the printed counts, every effect wired, and broken content giving
file:line: field: problem."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game.core.content import ContentError
from game.games.rodeo import effects, model
from tests.content_helpers import copy_content, edit, line_of


@pytest.fixture(scope="module")
def content():
    return model.load()


@pytest.fixture
def folder(tmp_path) -> Path:
    return copy_content("rodeo", tmp_path)


def fails(folder: Path) -> str:
    with pytest.raises(ContentError) as err:
        model.load_from(folder)
    return str(err.value)


# -- the real content ---------------------------------------------------------------------

def test_the_real_content_loads_with_the_printed_counts(content):
    assert len(content.bands) == 32
    assert Counter(b.tier for b in content.bands) == {"garage": 8, "local": 15, "superstar": 5, "legend": 4}
    assert [b.stars for b in content.bands[:1]] == [1]
    assert len(content.fans) == 48 and Counter(f.genre for f in content.fans) == dict.fromkeys(model.GENRES, 12)
    assert len(content.stands) == 26 and sum(s.start for s in content.stands) == 14
    assert [u.id for u in content.upgrades] == list(model.UPGRADE_TYPES)
    assert all(u.copies == 4 for u in content.upgrades)                      # 16 upgrade cards
    assert len(content.events) == 20 and all(e.booking.effects and e.festival.effects for e in content.events)
    assert len(content.festivals) == 7 and len(content.campsites) == 20
    assert sum(g.figures for g in content.genres) == 69
    nums = content.numbers
    assert (nums.start_cash, nums.event_hand, nums.expansion_cost, nums.garage_bonus) == (8, 4, 2, 1)
    assert nums.wixis == [1, 3] and nums.beginner_wixis == 2 and nums.legends_per_season == 1
    assert [dict(r) for r in nums.supply[3]] == [{"punk": 9, "metal": 7, "reggae": 7, "indie": 6},
                                                 {"punk": 11, "metal": 9, "reggae": 9, "indie": 8},
                                                 {"punk": 14, "metal": 11, "reggae": 11, "indie": 10}]
    assert [dict(r) for r in nums.reveals[4]] == [{"local": 5}, {"local": 4, "superstar": 1},
                                                  {"local": 3, "superstar": 1, "legend": 1}]
    assert len(content.hash) == 16 and content.hash == model.load().hash


def test_the_printed_cards_keep_their_printed_values(content):
    bands = {b.id: b for b in content.bands}
    dorks = bands["die_dorks"]
    assert (dorks.fee, dorks.tier, [(s.genre, s.fans) for s in dorks.symbols]) == (4, "local",
                                                                                   [("punk", 2), ("wild", 2)])
    stands = {s.id: s for s in content.stands}
    assert (stands["doenermann"].kind, stands["doenermann"].income) == ("fast_food", 2)
    assert (stands["bierstand"].kind, stands["bierstand"].income) == ("drinks", 1)
    assert (stands["markenbier"].kind, stands["markenbier"].income, stands["markenbier"].start) == ("drinks", 4, False)
    assert (stands["emp_merchandise"].income, stands["emp_merchandise"].start) == (2, False)
    fans = {f.id: f for f in content.fans}
    assert fans["punker"].power == 1 and fans["hippies"].power == 2
    assert fans["heavy_metaller"].ability == model.Effect("chaos", 1)
    assert [g.delta for g in content.genres] == [2, 1, -1, -2]
    moshmoor = content.festivals[0].scoring
    assert (moshmoor.kind, moshmoor.genres, moshmoor.table) == ("plus", ["metal", "indie"],
                                                                [[4, 2], [8, 3], [11, 4], [14, 5]])


def test_every_effect_id_has_a_handler():
    assert effects.check_handlers() == []


# -- broken content ------------------------------------------------------------------------

def test_an_unknown_fan_ability_names_file_line_field_and_suggests(folder):
    path = folder / "fans.yaml"
    edit(path, "ability: {id: chaos, delta: 1}", "ability: {id: chaoss, delta: 1}")
    msg = fails(folder)
    assert f"fans.yaml:{line_of(path, 'ability: {id: chaoss')}: fans[13].ability:" in msg
    assert "unknown id 'chaoss'" in msg and "did you mean 'chaos'" in msg


def test_an_unknown_event_effect_names_file_line_field_and_suggests(folder):
    path = folder / "events.yaml"
    edit(path, "effects: [{id: mood, delta: 2}]", "effects: [{id: mod, delta: 2}]")
    msg = fails(folder)
    assert f"events.yaml:{line_of(path, '{id: mod, delta: 2}')}: events[0].festival.effects:" in msg
    assert "did you mean 'mood'" in msg


def test_a_wrong_count_of_fan_cards(folder):
    path = folder / "fans.yaml"
    edit(path, '''  - {id: punker, name: Punker, genre: punk, power: 1,
     needs: [{kind: not_near, genre: reggae}],
     text: "Pitches the tent upside down, on purpose."}
''', "")
    msg = fails(folder)
    assert "fans.yaml:1: fans:" in msg and "found 47" in msg


def test_a_wrong_count_of_bands(folder):
    path = folder / "bands.yaml"
    edit(path, "tier: superstar", "tier: legend")
    msg = fails(folder)
    assert "bands.yaml:1: bands:" in msg and "superstar" in msg


def test_a_festival_naming_an_unknown_starting_stand(folder):
    path = folder / "festivals.yaml"
    edit(path, "stands: [doenermann, bierstand]", "stands: [doenermann, beerstand]")
    msg = fails(folder)
    assert f"festivals.yaml:{line_of(path, 'stands: [doenermann, beerstand]')}: festivals[0].stands:" in msg
    assert "'beerstand'" in msg and "did you mean 'bierstand'" in msg


def test_a_bad_layout_a_card_with_nothing_in_front(folder):
    path = folder / "festivals.yaml"
    edit(path, "- {at: [3, 0], side: tent, season: 2}", "- {at: [3, 1], side: tent, season: 2}")
    msg = fails(folder)
    assert f"festivals.yaml:{line_of(path, '- {at: [0, 0], side: tent, season: 1}')}: festivals[0].layout:" in msg
    assert "no card in front" in msg


def test_a_bad_layout_sides_no_campsite_set_can_show(folder):
    path = folder / "festivals.yaml"
    for card, side in (("- {at: [0, 0], side: tent, season: 1}", "tent"),
                       ("- {at: [3, 0], side: tent, season: 2}", "tent"),
                       ("- {at: [1, 1], side: mixed, season: 3}", "mixed")):   # 4 car parks: a set has 3
        edit(path, card, card.replace(side, "car_park"))
    msg = fails(folder)
    assert "festivals[0].layout:" in msg and "cannot show these sides" in msg
