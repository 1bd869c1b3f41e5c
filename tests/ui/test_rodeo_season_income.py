"""Rock'n Rodeo's season screen shows a negative income as what was really paid (issue 24): cash
never goes below 0, so a manager whose income is −30K with 1K in hand pays 1K, and the screen says
"−1K of −30K" and why, from the season's event (what the rules really took)."""

from __future__ import annotations

import random

import pytest

from game.core.bots import choose_action
from game.games.rodeo import scorecard
from tests.table_helpers import new_runner


def test_a_negative_income_shows_what_was_really_paid():
    runner = new_runner("rodeo", [("Ada", "easy"), ("Bo", "easy")], seed=5, options={"length": "short"})
    rng = random.Random(5)
    report = None
    while report is None:
        st = runner.state
        if st.phase == "festival" and st.day == 2 and st.time == 3:      # Sunday night: Ada broke, her
            st.fests[0].cash, st.fests[0].fence = 1, 30                   # garbage over the fence
        events = runner.play(choose_action(runner.spec, st.view(st.current_player()), "easy", rng))
        report = scorecard.report_of(events)
    income = report.record["income"]
    assert income[0] < -1 and report.paid[0] == -1                     # the rules took the 1K there was
    assert runner.state.fests[0].cash >= 0
    assert report.paid[1] == income[1] or runner.state.fests[1].cash == 0
    row = next(r for r in scorecard.rows(runner.state, report) if r["label"] == "Income, into the cash")
    assert row["values"][0] == f"{scorecard._k(-1)} of {scorecard._k(income[0])}"
    notes = scorecard.notes(runner.state, ["Ada", "Bo"], report)
    assert notes[0] == (f"Ada's income was {scorecard._k(income[0])}, but cash never goes below 0: "
                        "Ada paid the 1K there was.")
    assert "paid" not in report.record and report.record == runner.state.season_scores[-1]


@pytest.mark.parametrize("lang, word", [("en", "season"), ("de", "Saison")])
def test_the_rules_page_of_a_two_season_game_says_season_2(app, click, lang, word):
    """The rules page opened from a two-season table says "season 2" wherever the last season is
    meant (the page's {{last_season}} words, filled for the table's options); from the launcher,
    season 3 (the full game)."""
    from game.core import i18n
    from game.ui.scenes.rules import RulesScene
    from tests.table_helpers import show
    i18n.use(lang)
    try:
        scene = show(app, new_runner("rodeo", [("Ada", "human"), ("Bo", "easy")], 5, options={"length": "short"}))
        click(app, "rules")
        page = app.top
        assert isinstance(page, RulesScene) and "{{" not in page.text
        assert page.text.count(f"{word} 2") >= 3 and f"{word} 3 " not in page.text.replace(f"{word} 3)", "")
        assert app.top is page and scene is not None
        full = RulesScene(app, "rodeo")
        assert full.text.count(f"{word} 3") >= 3
    finally:
        i18n.use("en")
