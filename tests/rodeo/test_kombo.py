"""Rock'n Rodeo's KOMBO card, the Easter Cross Festival (issue 24, point 4; rulebook L180-182):
"Special case KOMBO ... For each combination of 1 Punkrocker, 1 Metalhead, 1 Indie and 1
Reggaefan, the player receives the corresponding victory points." Every full set counts: the
card's table no longer stops at two sets, and past its last row each further set adds that
row's step. Through the real content (festivals.yaml) and the real season scoring."""

from __future__ import annotations

import pytest

from game.games.rodeo import scoring
from tests.rodeo_helpers import CONTENT, festival, to_festival

EASTER = CONTENT.festivals[festival("easter_cross")].scoring


@pytest.mark.parametrize(("fans", "vp"), [
    ((0, 5, 5, 5), 0),               # no punk: no set at all
    ((1, 1, 1, 1), 3),
    ((2, 5, 2, 9), 6),
    ((3, 3, 3, 4), 9),               # the third set counts (the table stopped at 2 sets: 6)
    ((4, 4, 4, 4), 12),
    ((6, 5, 7, 5), 15),              # past the table's last row: 3 more a set
])
def test_every_full_set_counts(fans, vp):
    assert scoring.festival_points(EASTER, lambda g: fans[g]) == vp


def test_the_season_scores_three_sets_at_the_easter_cross_festival():
    st = to_festival(2)
    f = st.fests[0]
    f.festival = festival("easter_cross")                   # (a seeded state: seat 0 runs Easter Cross)
    assert st.festival_card(0).id == "easter_cross"
    f.standing, f.lying, f.placed = [0, 0, 0, 0], [3, 3, 4, 3], [0, 0, 0, 0]   # 3 full sets on the grounds
    assert scoring.score_season(st)["festival"][0] == 9


def test_a_plus_card_still_stops_at_its_last_row():
    plus = CONTENT.festivals[festival("moshmoor")].scoring      # the printed Metal + Indie table
    assert scoring.festival_points(plus, lambda g: 30) == plus.table[-1][1] == 5
