"""How the game went, as a picture (issue 23, point 9): each game declares its score track, which
replays a real finished match through the rules; the results screen draws it (readable at both
window sizes), with the seats' markers."""

import pygame
import pytest

from game.core import registry
from game.core.match import Seat
from game.simulate import play_bot_game
from game.ui import score_chart, theme
from game.ui.app import App
from game.ui.scenes.results import ResultsScene
from tests.table_helpers import drawn_rects

GAMES = ["cave_rave", "camp", "rodeo", "boaromia"]
PLAYERS = {"cave_rave": 3, "camp": 4, "rodeo": 3, "boaromia": 3}


def finished(game_id: str, seed: int = 3):
    """A real game of Easy bots, played to its end, in the game's seat colours."""
    runner = play_bot_game(game_id, ["easy"] * PLAYERS[game_id], seed)
    assert runner.state.is_terminal()
    colours = registry.get(game_id).colours
    runner.match.seats = [Seat(s.name, s.kind, colours[i]) for i, s in enumerate(runner.match.seats)]
    return runner


@pytest.fixture(scope="module")
def runners():
    return {g: finished(g) for g in GAMES}


def row(runner, style: str = "total", label: str | None = None) -> list:
    table = runner.state.score_table([s.name for s in runner.match.seats])
    return next(r["values"] for r in table["rows"]
                if (r.get("style") == style if label is None else r["label"].startswith(label)))


def events(runner, kind: str) -> list:
    return [ev for evs in runner.events for ev in evs if ev.kind == kind]


@pytest.mark.parametrize("game_id", [g.id for g in registry.all_games() if g.package.startswith("game.games.")])
def test_every_game_declares_its_score_track(game_id):
    assert registry.get(game_id).table.score_track is not None


def test_cave_rave_points_after_every_casting_end_at_the_totals(runners):
    runner = runners["cave_rave"]
    [chart] = score_chart.charts_of(runner.spec, runner.match)
    assert len(chart.steps) == runner.state.castings + 1 == len(events(runner, "casting_end")) + 1
    assert chart.finals == runner.state.totals() == row(runner)
    assert all(v == 0 for v in (values[0] for values in chart.values))
    bonus = [(ev.data["casting"] + 1, s) for ev in events(runner, "casting_end")
             for s, b in enumerate(ev.data["crossover_bonus"]) if b]
    assert bonus and {(m.step, m.seat) for m in chart.marks if "+5" in m.text} == set(bonus)


def test_camp_scores_after_every_round_end_at_the_final_camps(runners):
    runner = runners["camp"]
    [chart] = score_chart.charts_of(runner.spec, runner.match)
    starts = [ev for ev in events(runner, "turn_start") if not ev.data["extra"]]
    rounds = sum(1 for ev in starts if ev.seat == starts[0].seat)      # (the last one as far as it went)
    assert len(chart.steps) == rounds + 1
    assert chart.finals == [runner.state.score(c) for c in range(runner.state.num_players)] == row(runner)


def test_rodeo_points_after_every_season_end_at_the_totals(runners):
    runner = runners["rodeo"]
    [chart] = score_chart.charts_of(runner.spec, runner.match)
    assert len(chart.steps) == runner.state.seasons + 1
    assert chart.finals == runner.state.totals() == row(runner)
    prizes = {(ev.data["season"], s) for ev in events(runner, "season_scored")
              for s, won in enumerate(ev.data["most_fans"]) if won}
    assert prizes and {(m.step, m.seat) for m in chart.marks if "most fans" in m.text} == prizes


def test_boaromia_fun_and_energy_after_every_round(runners):
    runner = runners["boaromia"]
    fun, energy = score_chart.charts_of(runner.spec, runner.match)
    last = runner.state.result["round"]
    assert len(fun.steps) == len(energy.steps) == last + 1
    assert fun.finals == list(runner.state.fun) == row(runner, label="Fun")
    assert energy.finals == list(runner.state.energy) == row(runner, "row", "Energy")
    assert fun.goal == runner.state.rules.photo_fun
    faints = {ev.seat for ev in events(runner, "faint")}
    assert {m.seat for m in energy.marks} == faints


def test_the_seats_markers_differ_by_shape():
    """Colour is never the only sign: the markers of eight seats drawn in one colour all differ."""
    shapes = []
    for seat in range(8):
        surf = pygame.Surface((40, 40), pygame.SRCALPHA)
        score_chart.marker(surf, (20, 20), seat, "#ffffff", 12)
        mask = pygame.mask.from_surface(surf)
        shapes.append(tuple(mask.get_at((x, y)) for x in range(0, 40, 3) for y in range(0, 40, 3)))
    assert len(set(shapes)) == 8


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_results_show_the_chart_readably(runners, game_id, size, monkeypatch):
    drawn: dict[str, int] = {}
    real = theme.render

    def recording(s, text_size, colour, bold=False):
        drawn[s] = min(text_size, drawn.get(s, text_size))
        return real(s, text_size, colour, bold)

    monkeypatch.setattr(theme, "render", recording)
    app = App(size=size, start=False)
    try:
        app.show_results(runners[game_id])
        scene = app.top
        assert isinstance(scene, ResultsScene)
        app.step([])
        app.render()
        charts = score_chart.charts_of(runners[game_id].spec, runners[game_id].match)
        for chart in charts:
            assert chart.title in drawn and chart.axis in drawn
        labelled = [m.text for chart in charts for m in chart.marks if m.text in drawn]
        assert labelled or not any(chart.marks for chart in charts)
        assert min(drawn.values()) >= 20, sorted((v, k) for k, v in drawn.items())[:5]
        chart = scene.chart_rect                             # above the notes or under the table
        assert not chart.colliderect(scene.notes_rect) and not chart.colliderect(scene.table_rect)
        assert chart.bottom <= scene.notes_rect.bottom and scene.table_view.rect.bottom <= scene.table_rect.bottom
    finally:
        while app.stack:
            app.stack.pop().exit()


def drawn_texts(monkeypatch) -> dict[str, int]:
    """Every text rasterised from now on, with the smallest size it was drawn at."""
    drawn: dict[str, int] = {}
    real = theme.render

    def recording(s, text_size, colour, bold=False):
        drawn[s] = min(text_size, drawn.get(s, text_size))
        return real(s, text_size, colour, bold)

    monkeypatch.setattr(theme, "render", recording)
    return drawn


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_the_statistics_show_how_the_last_game_went(runners, size, monkeypatch):
    app = App(size=size, start=False)
    try:
        app.show_results(runners["boaromia"])
        app.pop()
        drawn = drawn_texts(monkeypatch)
        app.open_statistics()
        app.step([])
        app.render()
        assert "The last game" in drawn and "Fun" in drawn and "Energy" in drawn
        assert all(s.name in drawn for s in runners["boaromia"].match.seats)
        assert min(drawn.values()) >= 20
    finally:
        while app.stack:
            app.stack.pop().exit()


def test_the_statistics_have_no_last_game_before_one_is_finished(monkeypatch):
    app = App(size=(1920, 1080), start=False)
    try:
        drawn = drawn_texts(monkeypatch)
        app.open_statistics()
        app.step([])
        app.render()
        assert "The last game" not in drawn
    finally:
        while app.stack:
            app.stack.pop().exit()


@pytest.mark.parametrize("players", [2, 6])
def test_camp_results_draw_each_final_camp_above_its_score(players, monkeypatch):
    runner = play_bot_game("camp", ["easy"] * players, 4)
    colours = registry.get("camp").colours
    runner.match.seats = [Seat(s.name, s.kind, colours[i]) for i, s in enumerate(runner.match.seats)]
    app = App(size=(1366, 768), start=False)
    try:
        drawn = drawn_texts(monkeypatch)
        app.show_results(runner)
        scene = app.top
        app.step([])
        app.render()
        assert len(scene.pictures) == players and scene.table["rows"][0]["style"] == "picture"
        _label_w, col_w, xs = scene.columns()
        assert all(p.get_width() <= col_w for p in scene.pictures)
        # the tiles lie in the picture: it differs from the picture of an empty camp
        from game.games.camp.final_camps import final_camp
        side = scene.pictures[0].get_width()
        empty = final_camp(app, registry.get("camp").new_state(players, runner.match.options), 0, side)
        assert all(p.get_view("2").raw != empty.get_view("2").raw for p in scene.pictures)
        assert min(drawn.values()) >= 20
        assert scene.table_view.rect.height >= sum(scene._row_heights()) - 80     # at most a little scrolling
    finally:
        while app.stack:
            app.stack.pop().exit()


def test_eight_seats_keep_the_results_layout(monkeypatch):
    """Boaromia with eight: the chart goes under the short table (the notes keep their column),
    and the line of who played stays on the screen (without the kinds where they do not fit)."""
    from game.core import i18n
    runner = play_bot_game("boaromia", ["easy"] * 8, 5)
    colours = registry.get("boaromia").colours
    runner.match.seats = [Seat(s.name, s.kind, colours[i]) for i, s in enumerate(runner.match.seats)]
    app = App(size=(1366, 768), start=False)
    before = i18n.language
    try:
        i18n.use("de")
        app.show_results(runner)
        scene = app.top
        assert scene.chart_rect.top > scene.table_rect.bottom and scene.notes_rect.height > 600
        rects = drawn_rects(monkeypatch)
        scene._draw_seats(app.canvas)
        assert all(s.name in [t for t, _r in rects] for s in runner.match.seats)
        assert max(r.right for _t, r in rects) <= app.canvas.get_width() - 40
    finally:
        i18n.use(before)
        while app.stack:
            app.stack.pop().exit()
