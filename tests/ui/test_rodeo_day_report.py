"""Rock'n Rodeo's end of a festival day (issue 23): once a day's last night is over, a summary over
the table says per manager how many fans arrived that morning, the garbage of the night, how
Hygiene and Mood moved and why, and the fans gone home; a morning nobody came to says so. It
holds the table until a click or Enter closes it, comes before the season's screen after Sunday,
and is left out at the animation speed Off.

Seeded games played on by the real rules (random legal moves) to a festival night, then stepped
through the real App with a bot; the figures are checked against the rules' events of that day."""

from __future__ import annotations

import random

import pygame

from game.games.rodeo import day_report
from game.ui.scene import LOGICAL_SIZE
from tests.table_helpers import click, drawn_texts, new_runner, show


def _flat(runner) -> list:
    return [ev for evs in runner.events for ev in evs]


def _to(runner, rng, done, limit=20000) -> None:
    """Play ``runner`` on at random (chance resolved by the runner) until ``done(state)``."""
    for _ in range(limit):
        if done(runner.state):
            return
        runner.play(rng.choice(runner.state.legal_actions()))
    raise AssertionError("never got there")


def _day(day):
    return lambda st: st.phase == "festival" and st.day == day


def _ends_day(events) -> bool:
    return any(ev.kind == "season_scored" or ev.kind == "day" and ev.data["day"] > 0 for ev in events)


def _to_the_move(runner, rng, stop, limit=20000):
    """Play ``runner`` on at random until the move whose events ``stop(state, events)``; returns it
    (not played)."""
    for _ in range(limit):
        st = runner.state
        action = rng.choice(st.legal_actions())
        if stop(st, st.clone().apply_action(action)):
            return action
        runner.play(action)
    raise AssertionError("never got there")


def _to_the_last_move_of_a_day(runner, rng, day):
    return _to_the_move(runner, rng, lambda st, events: st.phase == "festival" and st.day == day
                        and _ends_day(events))


def _to_summary(app, scene, rng, limit=400, first=None):
    """Step the table (the human at random, or ``first`` first; the bot by itself) until a summary
    shows; returns it."""
    for _ in range(limit):
        summary = scene.round_report.summary()
        if summary is not None:
            return summary
        assert app.top is scene
        if scene.human_to_act() is not None:
            assert scene.play(first or rng.choice(scene.state.legal_actions()))
            first = None
        else:
            scene.step_bots_blocking()
        scene.anims.finish_all()
        app.step([])
    raise AssertionError("no summary came up")


def _key(app, k) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def _expected(events, seat) -> dict:
    """What the rules' events of one day did to ``seat`` (counted here, plainly)."""
    mine = [ev for ev in events if ev.seat == seat]
    return {"garbage": sum(ev.kind in ("garbage", "fence") for ev in mine),
            "home": sum(ev.kind == "went_home" for ev in mine),
            "arrived": sum(ev.data["fans"] for ev in mine if ev.kind == "group")}


def test_a_days_end_shows_its_summary_with_the_figures_of_the_day_and_holds_the_table(app, monkeypatch):
    runner = new_runner("rodeo", [("Ada", "human"), ("Bo", "easy")], seed=4)
    rng = random.Random(7)          # (a Saturday night with garbage, dissatisfied fans and a Hygiene penalty)
    last = _to_the_last_move_of_a_day(runner, rng, 1)
    scene = show(app, runner)
    app.anim_speed_override = 1.0
    texts = drawn_texts(monkeypatch)
    summary = _to_summary(app, scene, rng, first=last)
    st = scene.state
    assert summary.day == 1 and summary.then is None and st.day == 2         # Saturday is over, Sunday begun
    flat = _flat(runner)
    start = next(i for i, ev in enumerate(flat) if ev.kind == "day" and ev.data["day"] == 1)
    cut = next(i for i, ev in enumerate(flat) if ev.kind == "day" and ev.data["day"] == 2)
    friday = flat[start + 1:cut]
    for seat, d in enumerate(summary.seats):
        want = _expected(friday, seat)
        assert (d.garbage, d.home, d.arrived) == (want["garbage"], want["home"], want["arrived"])
        assert d.hygiene[1] == st.fests[seat].hygiene and d.mood[1] == st.fests[seat].mood
        night_hygiene = sum(1 for ev in friday if ev.seat == seat and ev.kind == "fence"
                            or ev.seat == seat and ev.kind == "garbage" and ev.data["stacked"])
        assert d.hygiene[0] - d.hygiene[1] == min(night_hygiene, d.hygiene[0] - st.content.numbers.hygiene.low)
    assert any(d.garbage for d in summary.seats)                                 # (this seed's night has some)
    assert any(d.grumble_mood for d in summary.seats) and any(d.penalty_mood for d in summary.seats)
    # on the table, drawn over it, with its words
    scene.draw(pygame.Surface(LOGICAL_SIZE))
    assert "Saturday is over" in texts
    assert "Garbage tonight" in texts and "Hygiene" in texts and "Mood" in texts
    for label, values in day_report.rows(summary):
        for value in values:
            assert value in texts, (label, value)
    # the table holds: no bot moves, no human's click plays; only the summary's click is taken
    played = len(runner.match.actions)
    assert scene.holding() and not scene.my_turn()
    if scene.human_to_act() is not None:
        assert not scene.play(scene.state.legal_actions()[0])
    assert set(scene.targets()) >= {"day_report", day_report.CONTINUE}
    assert all(not one.is_hotspot for one in scene.pieces() if one.id not in ("day_report", day_report.CONTINUE))
    for _ in range(3):
        scene.step_bots_blocking()
        app.step([])
    assert len(runner.match.actions) == played and scene.round_report.summary() is summary
    # a click anywhere on the table closes it; the game goes on
    click(app, "day_report")
    assert scene.round_report.summary() is None and not scene.holding()
    scene.step_bots_blocking()
    app.step([])
    assert scene.human_to_act() is not None or len(runner.match.actions) > played


def test_enter_closes_it_and_after_sunday_the_seasons_screen_follows(app):
    runner = new_runner("rodeo", [("Ada", "human"), ("Bo", "easy")], seed=3)
    rng = random.Random(8)
    _to(runner, rng, _day(2))
    scene = show(app, runner)
    app.anim_speed_override = 1.0
    summary = _to_summary(app, scene, rng)
    assert summary.day == 2 and summary.then is not None                        # Sunday: the season follows
    record = scene.state.season_scores[-1]
    for seat, d in enumerate(summary.seats):                                     # the tracks as they were scored
        assert (d.hygiene[1], d.mood[1]) == (record["hygiene"][seat], record["mood"][seat])
    assert scene.focus == day_report.CONTINUE
    _key(app, pygame.K_RETURN)
    assert app.top.name == "season" and scene.round_report.summary() is None and scene.holding()


def test_a_morning_nobody_came_to_says_so(app, monkeypatch):
    runner = new_runner("rodeo", [("Ada", "human"), ("Bo", "easy")], seed=11)
    rng = random.Random(5)
    last = _to_the_move(runner, rng, lambda st, events: any(ev.kind == "day" for ev in events))
    ada = runner.state.fests[0]
    assert any(ada.reserve)
    ada.reserve = [0, 0, 0, 0]              # no ticket of Ada's was sold: nobody is left to come
    scene = show(app, runner)
    app.anim_speed_override = 1.0
    texts = drawn_texts(monkeypatch)
    if scene.human_to_act() is None:
        runner.play(last)
        scene.sync()
        last = None
    summary = _to_summary(app, scene, rng, first=last)
    assert summary.seats[0].skipped and summary.seats[0].arrived == 0 and summary.seats[0].none_left
    assert not summary.seats[1].skipped
    scene.draw(pygame.Surface(LOGICAL_SIZE))
    assert "nobody" in texts
    said = [t for t in texts if t.startswith("Nobody arrived at Ada's this morning")]
    assert said, texts


def test_at_the_speed_off_no_summary_comes_and_the_game_goes_on(app):
    runner = new_runner("rodeo", [("Ada", "human"), ("Bo", "easy")], seed=11)
    rng = random.Random(5)
    _to(runner, rng, _day(0))
    scene = show(app, runner)                       # (the fixture's speed: Off)
    for _ in range(400):
        if scene.state.day == 1:
            break
        assert scene.round_report.summary() is None and not scene.holding()
        if scene.human_to_act() is not None:
            scene.play(rng.choice(scene.state.legal_actions()))
        else:
            scene.step_bots_blocking()
        app.step([])
    assert scene.state.day == 1 and not scene.holding()
