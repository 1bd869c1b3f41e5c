"""The replay viewer's Chart button (issue 23, point 9): how the game went, over the table."""

import pygame

from game.core import replay as replays
from game.simulate import play_bot_game
from game.ui import theme
from game.ui.app import App
from game.ui.scenes.replay import open_replay
from tests.table_helpers import click


def test_the_replay_viewer_shows_and_hides_the_chart(monkeypatch):
    runner = play_bot_game("cave_rave", ["easy", "easy"], 5)
    app = App(size=(1920, 1080), start=False)
    app.anim_speed_override = 0.0
    drawn: list[str] = []
    real = theme.render

    def recording(s, size, colour, bold=False):
        drawn.append(s)
        return real(s, size, colour, bold)

    monkeypatch.setattr(theme, "render", recording)
    try:
        scene = open_replay(app, replays.Replay(runner.match), 0)
        app.step([])
        over = scene.chart.rect                      # (left of the replay bar, which it never covers)
        assert not over.colliderect(scene.bar)
        before = app.render().subsurface(over).copy()
        assert "Success points" not in drawn
        click(app, "chart")
        app.render()
        assert scene.chart.shown and "Success points" in drawn and "Casting" in drawn
        assert app.render().subsurface(over).copy().get_view("2").raw != before.get_view("2").raw
        scene.focus = "chart"
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
        assert not scene.chart.shown
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 1075), rel=(0, 0), buttons=(0, 0, 0))])
        assert app.render().subsurface(over).copy().get_view("2").raw == before.get_view("2").raw
    finally:
        while app.stack:
            app.stack.pop().exit()
