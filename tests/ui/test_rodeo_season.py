"""Rock'n Rodeo's season scoring screen, through the scene with posted events: it comes up over the
table when a season ends, holds the game (no bot moves meanwhile), shows the rules' own record of
the season (income lines, prizes, festival card with its count, the five categories, money in
the last season) and the new order; Enter goes on, Esc opens the pause menu; in the last season
every season stands side by side, and the results follow."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.state import Event
from game.games.rodeo import scorecard, scoring
from game.ui.scene import LOGICAL_SIZE
from tests.table_helpers import click
from tests.ui.test_rodeo_scene import do, start


def key(app, k) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def to_season_screen(app, scene, rng) -> None:
    """Play (the human at random, by clicks) until the season's screen is on top."""
    for _ in range(4000):
        if app.top is not scene:
            return
        if scene.human_to_act() is not None:
            do(app, scene, rng.choice(scene.state.legal_actions()))
        else:
            scene.step_bots_blocking()
            app.step([])
    raise AssertionError("no season ended")


def row(screen, label: str) -> list:
    return next(r["values"] for r in screen.rows if r["label"] == label)


def test_the_season_screen_shows_the_rules_record_and_holds_the_game(app):
    scene = start(app, [("Ada", "human"), ("Bo", "easy")], seed=6, options={"ggam": True})
    to_season_screen(app, scene, random.Random(2))
    screen = app.top
    assert screen.name == "season"
    st = scene.state
    rec = st.season_scores[-1]
    assert screen.report.record == {k: v for k, v in rec.items()}           # the rules' own record, whole
    # the numbers on show are the record's, line by line
    assert row(screen, "Income, into the cash") == [f"{v:+}K" if v else "0K" for v in rec["income"]]
    assert row(screen, "Fans on the grounds, 1K each") == [f"{v:+}K" if v else "0K" for v in rec["fans"]]
    assert any(r["label"].startswith("GGAM fee") for r in screen.rows)
    assert row(screen, "Mood") == [f"{rec['mood'][s]} → {rec['mood_vp'][s]} VP" for s in range(2)]
    assert row(screen, "The season's points") == [f"{v} VP" for v in rec["total"]]
    # the festival card's count is known and gives the record's points
    for s in range(2):
        count = scorecard.festival_count(st, s, screen.report.counts, rec["festival"][s])
        assert count is not None
        assert row(screen, "Festival card (fans it counts)")[s] == f"{count} → {rec['festival'][s]} VP"
    # the new order is the rules' order track
    assert list(screen.report.order) == st.order
    assert screen.order[0].startswith(f"1. {scene.names()[st.order[0]]}:")
    # drawn, and the game waits under it
    screen.draw(pygame.Surface(LOGICAL_SIZE))
    played = len(scene.runner.match.actions)
    assert scene.holding() and scene.human_to_act() is None
    for _ in range(3):
        app.step([])
    assert len(scene.runner.match.actions) == played and app.top is screen
    # Esc: the pause menu over it; resumed, Enter goes on
    key(app, pygame.K_ESCAPE)
    assert app.top.name == "pause"
    click(app, "resume")
    assert app.top is screen
    key(app, pygame.K_RETURN)
    assert app.top is scene and not scene.holding()
    scene.step_bots_blocking()
    app.step([])
    assert scene.human_to_act() is not None or len(scene.runner.match.actions) > played


def test_the_last_season_shows_every_season_side_by_side_then_the_results(app):
    scene = start(app, [("Ada", "human"), ("Bo", "easy"), ("Cy", "easy")], seed=4, options={"length": "short"})
    rng = random.Random(3)
    to_season_screen(app, scene, rng)
    assert app.top.name == "season" and not app.top.last
    click(app, "continue")
    to_season_screen(app, scene, rng)
    screen = app.top
    assert screen.name == "season" and screen.last and scene.state.is_terminal()
    st = scene.state
    assert "money_vp" in screen.report.record
    assert any(r["label"].startswith("Money, 1 VP per") for r in screen.rows)
    assert screen.heads == ["1", "2", "Money", "Total"]
    for s, values in enumerate(screen.by_season):
        assert values[-1] == st.fests[s].vp == sum(values[:-1])          # the seasons and the money add up
    assert screen.winners == set(st.winners())
    screen.draw(pygame.Surface(LOGICAL_SIZE))
    assert app.top is screen                    # the results wait for it
    for _ in range(3):
        app.step([])
    assert app.top is screen
    key(app, pygame.K_RETURN)
    for _ in range(5):
        app.step([])
    assert app.top is scene                     # the final table, until its button is pressed
    key(app, pygame.K_RETURN)
    assert app.top.name == "results"


@pytest.mark.parametrize("lang", ["de", "qps"])
def test_in_a_longer_language_the_season_screen_cuts_no_number_and_keeps_its_rows_in_the_table(app, monkeypatch,
                                                                                                 lang):
    """'3 → 0 VP…' and 'Best Mood (a tie: the most sati…' in a language 40 % longer (the pseudo
    locale) at 4 players: the seats' columns take the room their numbers need (the labels take
    two lines), the rows come closer together where they must, and every number shows whole,
    every label whole, all inside the table; the last season's side-by-side heads whole too."""
    from game.core import i18n
    from game.games.rodeo.season import SIDE, TABLE, SeasonScene
    from game.ui import theme
    scene = start(app, [("Ada", "human"), ("Bo", "easy"), ("Cy", "easy"), ("Di", "easy")], seed=6,
                  options={"length": "short"})
    rng = random.Random(2)
    to_season_screen(app, scene, rng)
    first = app.top.report
    click(app, "continue")
    to_season_screen(app, scene, rng)
    last = app.top.report
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda surf, text, pos, size=24, *a, **k: (
        drawn.append((text, real(surf, text, pos, size, *a, **k))), drawn[-1][1])[1])
    i18n.use(lang)
    try:
        for report in (first, last):
            screen = SeasonScene(app, scene, report)
            drawn.clear()
            screen._draw_table(pygame.Surface(LOGICAL_SIZE))
            assert not [t for t, _r in drawn if t.endswith("…") and t not in {s.name for s in scene.seats}]
            assert all(TABLE.contains(r) for _t, r in drawn), [t for t, r in drawn if not TABLE.contains(r)]
            values = {str(v) for row in screen.rows for v in row["values"] if v != ""}
            texts = [t for t, _r in drawn]
            pairs = {f"{a} {b}" for a, b in zip(texts, texts[1:], strict=False)}
            assert values <= set(texts) | pairs                       # whole, or in two lines
            labels = " ".join(t for t, _r in drawn)
            for row in screen.rows:
                assert row["label"] in labels or all(w in labels for w in row["label"].split()), row["label"]
            if screen.last:
                drawn.clear()
                screen._draw_seasons(pygame.Surface(LOGICAL_SIZE), SIDE.x + 24, SIDE.y + 300, SIDE.width - 48)
                assert all(head in [t for t, _r in drawn] for head in screen.heads), screen.heads
    finally:
        i18n.use("en")


def test_the_festival_count_comes_with_the_seasons_event_as_the_rules_scored_it():
    """The season's event sends the fans of each genre on every grounds as the rules scored them
    (the count is gone from the state once the new year begins): the report reads them from the
    events alone, they give the record's festival points, and they are the fans on the grounds
    before the action less those its own events sent home."""
    from game.core.bots import choose_action
    from tests.table_helpers import new_runner

    runner = new_runner("rodeo", [("Ada", "easy"), ("Bo", "easy"), ("Cy", "easy")], seed=5,
                        options={"length": "short"})
    rng, reports = random.Random(5), 0
    while not runner.state.is_terminal():
        st = runner.state
        before = [[f.fans_of(g) for g in range(4)] for f in st.fests]
        events = runner.play(choose_action(runner.spec, st.view(st.current_player()), "easy", rng))
        report = scorecard.report_of(events)
        if report is None:
            continue
        reports += 1
        scored = next(ev for ev in events if ev.kind == "season_scored")
        for ev in events[:events.index(scored)]:
            if ev.kind == "went_home":
                before[ev.seat][ev.data["genre"]] -= 1
        assert report.counts == tuple(map(tuple, before))
        assert "counts" not in report.record and report.record == runner.state.season_scores[-1]
        assert list(report.order) == next(ev.data["order"] for ev in events if ev.kind == "order")
        for s, mine in enumerate(report.counts):
            card = runner.state.festival_card(s).scoring
            assert scoring.festival_points(card, lambda g, mine=mine: mine[g]) == report.record["festival"][s]
    assert reports == runner.state.seasons
    assert scorecard.report_of([Event("went_home", 0, {"genre": 0})]) is None


def test_the_prizes_tie_breaks_are_told():
    names = ["Ada", "Bo", "Cy"]
    base = {"satisfied": [4, 6, 6], "fans": [9, 9, 5], "mood": [5, 5, 5]}
    rec = dict(base, best_mood=scoring.prize(base["mood"], base["satisfied"]),
               most_fans=scoring.prize(base["fans"], base["satisfied"]))
    fans = scorecard.prize_note(names, rec, "fans")
    assert "Ada and Bo tied at 9" in fans and "Bo has the most satisfied fans (6)" in fans
    mood = scorecard.prize_note(names, rec, "mood")
    assert "tied at 5 and on satisfied fans (6): nobody takes the prize" in mood
    rec["mood"] = [5, 7, 5]
    rec["best_mood"] = scoring.prize(rec["mood"], rec["satisfied"])
    assert scorecard.prize_note(names, rec, "mood") == "Best Mood: Bo alone, with 7."


def test_a_game_of_bots_only_shows_no_season_screen(app):
    scene = start(app, [("Bo", "easy"), ("Cy", "easy")], seed=3, options={"length": "short"})
    for _ in range(3000):
        if scene.state.is_terminal():
            break
        assert app.top is scene and not scene.holding()
        scene.step_bots_blocking()
        app.step([])
    assert scene.state.is_terminal()


def test_the_results_screen_draws_every_season_side_by_side_and_other_games_as_before(app, monkeypatch):
    """The kit's results screen splits each manager's column into the seasons (the table's
    ``parts``): a row's numbers stand in one line, season after season for each manager; a game
    without parts (Camp Roskilde) keeps one number per seat."""
    from game.core.bots import choose_action
    from game.ui import theme
    from game.ui.scenes.results import ResultsScene
    from tests.table_helpers import new_runner

    def finished(game: str, seats, seed: int):
        runner = new_runner(game, seats, seed)
        rng = random.Random(seed)
        while not runner.state.is_terminal():
            st = runner.state
            runner.play(choose_action(runner.spec, st.view(st.current_player()), "easy", rng))
        return runner

    drawn: list[tuple[str, tuple]] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda s, text, pos, *a, **k: (drawn.append((str(text), tuple(pos))),
                                                                        real(s, text, pos, *a, **k))[1])

    def line(label: str) -> list[str]:
        """The texts drawn on the row of ``label``, left to right."""
        y = next(pos[1] for text, pos in drawn if text == label)
        return [text for text, pos in sorted((d for d in drawn if d[1][1] == y), key=lambda d: d[1][0])]

    runner = finished("rodeo", [("Ada", "human"), ("Bo", "easy"), ("Cy", "easy")], 5)
    scene = ResultsScene(app, runner)
    scene.draw(pygame.Surface(LOGICAL_SIZE))
    recs = runner.state.season_scores
    assert line("Mood") == ["Mood"] + [str(r["mood_vp"][s]) for s in range(3) for r in recs]
    assert line("Seasons") == ["Seasons"] + ["1", "2", "3"] * 3
    assert line("Total") == ["Total"] + [str(f.vp) for f in runner.state.fests]
    assert scene.table_view.content_height <= scene.table_view.rect.height       # no scrolling
    drawn.clear()
    camp = finished("camp", [("Ada", "human"), ("Bo", "easy")], 5)
    scene = ResultsScene(app, camp)
    scene.draw(pygame.Surface(LOGICAL_SIZE))
    score = next(r for r in scene.table["rows"] if r["style"] == "total")
    assert scene.parts == {} and line(score["label"]) == [score["label"]] + [str(v) for v in score["values"]]
