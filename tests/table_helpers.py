"""Helpers for the game scenes' tests: playing a whole game through the table."""

from __future__ import annotations

import contextlib
import itertools


def play_to_results(app, scene, human_turn, *, results_shown, limit: int, interlude=None) -> None:
    """Drive a table scene until the results are asked for: ``human_turn(turn)`` plays whenever a
    human is to act, bots are stepped meanwhile, and the app runs a frame in between.
    ``interlude(turn)``, asked first each time round, deals with whatever else waits for a click
    (a privacy cover, a round report) and returns True when it did."""
    for turn in itertools.count():
        assert turn < limit, "the game did not end"
        if results_shown(app):
            return
        if interlude is not None and interlude(turn):
            continue
        assert app.top is scene, f"unexpected scene on top: {app.top.name}"
        if scene.human_to_act() is not None:
            human_turn(turn)
            continue
        if scene.state.is_terminal():
            if "see_results" in scene.targets():      # the table stays on the final position until asked
                click(app, "see_results")
            else:
                app.step([])
            continue
        scene.step_bots_blocking()
        app.step([])


# -- a game's table scene, headless, driven by named targets ---------------------------------

def new_runner(game_id: str, seats: list[tuple[str, str]], seed: int = 7, options: dict | None = None):
    """A started match of ``game_id``: seats as (name, kind), in the game's seat colours."""
    from game.core import registry
    from game.core.match import Runner, Seat
    colours = registry.get(game_id).colours
    runner = Runner.new(game_id, [Seat(n, k, colours[i]) for i, (n, k) in enumerate(seats)], seed,
                        options or {})
    runner.start()
    return runner


@contextlib.contextmanager
def another_app():
    """One more Open Air in this process (a friend's, a spectator's): an App on the same headless
    display, on its launcher, animations off; its scenes left when the block ends."""
    from game.ui.app import App
    from game.ui.scene import LOGICAL_SIZE
    app = App(size=LOGICAL_SIZE)
    app.anim_speed_override = 0.0
    app.step([])
    try:
        yield app
    finally:
        while app.stack:
            app.stack.pop().exit()


@contextlib.contextmanager
def speaking(lang: str):
    """The app in ``lang`` for the block, back in English after it."""
    from game.core import i18n
    i18n.use(lang)
    try:
        yield lang
    finally:
        i18n.use("en")


@contextlib.contextmanager
def rodeo_table_in(app, lang: str):
    """A Rock'n Rodeo table of Ada (a human) and Bo (an easy bot), shown in ``lang``."""
    with speaking(lang):
        yield show(app, new_runner("rodeo", [("Ada", "human"), ("Bo", "easy")]))


def show(app, runner):
    """The game's own scene for ``runner``, pushed and drawn once."""
    scene = runner.spec.scene_class()(app, runner)
    app.push(scene)
    app.step([])
    return scene


def bots_until(app, scene, done, limit: int = 400) -> None:
    """Step the table's bots one move at a time, a frame after each, until ``done()`` holds (or the
    game ends, or ``limit`` moves); fails unless ``done()`` came."""
    for _ in range(limit):
        if done() or scene.state.is_terminal():
            break
        scene.step_bots_blocking(limit=1)
        app.step([])
    assert done(), "the wanted action never came"


def motion(pos):
    import pygame
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def hover(app, name: str) -> None:
    app.step([motion(app.top.targets()[name].center)])


def click(app, name: str) -> None:
    import pygame
    targets = app.top.targets()
    assert name in targets, f"{name!r} not among the targets"
    pos = targets[name].center
    app.step([motion(pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def drawn_texts(monkeypatch) -> list[str]:
    """Every text drawn through ``theme.text`` from now on, in order (the list fills as the test draws)."""
    from game.ui import theme
    drawn: list[str] = []
    real = theme.text

    def spy(surface, s, *args, **kwargs):
        drawn.append(s)
        return real(surface, s, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    return drawn


def drawn_rects(monkeypatch) -> list[tuple]:
    """Every text drawn through ``theme.text`` from now on with the rectangle it took, in order."""
    from game.ui import theme
    drawn: list = []
    real = theme.text

    def spy(surface, s, *args, **kwargs):
        rect = real(surface, s, *args, **kwargs)
        drawn.append((s, rect))
        return rect

    monkeypatch.setattr(theme, "text", spy)
    return drawn


def drawn_sized(monkeypatch) -> list[tuple]:
    """Every text drawn through ``theme.text`` from now on: (text, size, the rect it took), in order."""
    from game.ui import theme
    drawn: list = []
    real = theme.text

    def spy(surface, s, pos, size=24, *args, **kwargs):
        rect = real(surface, s, pos, size, *args, **kwargs)
        drawn.append((s, size, rect))
        return rect

    monkeypatch.setattr(theme, "text", spy)
    return drawn
