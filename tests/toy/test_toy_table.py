"""The toy table through the real App, headless: a whole game by clicks to the results, two bots
on the kit's bots' thread, the Hint, Undo, the keyboard, the first-game pointers, and the tour's
shots of the table."""

from __future__ import annotations

import time

import pygame

from game.core.match import Runner, Seat
from game.ui import theme
from game.ui.furniture import TOP_H, title_end
from game.ui.hint import COLOUR
from game.ui.table_look import STATUS_GAP
from game.ui.tour import Tour
from tests.table_helpers import new_runner, show
from tests.toy import SPEC, presenters, view
from tests.ui.keys import key, tab_to


def at(app, seats, actions=()):
    """The toy's table for ``seats`` after ``actions``, pushed on ``app`` and drawn once."""
    runner = new_runner("noughts", seats)
    for action in actions:
        runner.play(action)
    return show(app, runner)


def test_a_whole_game_by_clicks_ends_on_the_results(shell_app, click):
    shell_app.anim_speed_override = 0.0            # (no pause before the results)
    scene = at(shell_app, [("Ada", "human"), ("Bot", "normal")])
    for _turn in range(5):
        if scene.state.is_terminal():
            break
        cell = scene.state.free()[-1]
        click(shell_app, f"cell:{cell}")
        assert scene.state.board[cell] == 0, scene.message
        scene.step_bots_blocking()
        for _ in range(5):
            shell_app.step([])
    assert shell_app.top is scene and scene.state.is_terminal()      # the final board stays
    click(shell_app, "see_results")
    results = shell_app.top
    assert results.name == "results" and scene.state.is_terminal()
    assert scene.runner.match.actions and scene.log[-1] in ("Bot has three in a row and wins.",
                                                            "The board is full: a draw.")
    assert shell_app.stats.total_played == 1          # counted once
    shell_app.render()


def test_the_top_bar_puts_the_disc_after_the_title_in_the_colour_of_who_decides(shell_app, click):
    scene = at(shell_app, [("Ada", "human"), ("Bea", "human")])
    disc = (title_end("Noughts and crosses") + STATUS_GAP, TOP_H // 2)
    assert shell_app.render().get_at(disc)[:3] == theme.rgb(SPEC.colours[0])
    click(shell_app, "cell:4")
    assert scene.state.turn == 1 and shell_app.render().get_at(disc)[:3] == theme.rgb(SPEC.colours[1])


def test_a_click_on_a_taken_cell_says_why_and_plays_nothing(shell_app, click):
    scene = at(shell_app, [("Ada", "human"), ("Bea", "human")], [("mark", 4)])
    click(shell_app, "cell:4")
    assert scene.message == "The centre is taken: X lies there." and scene.state.board.count(-1) == 8


def test_two_bots_play_on_the_kits_thread_to_the_results(shell_app):
    shell_app.anim_speed_override = 0.0
    scene = at(shell_app, [("Bot", "normal"), ("Rob", "easy")])
    for _ in range(4000):
        if shell_app.top is not scene:
            break
        shell_app.step([])
        time.sleep(0.002)
    assert shell_app.top.name == "results" and scene.state.is_terminal()
    assert len(scene.runner.match.actions) >= 5


def test_the_hint_marks_the_cell_that_wins_and_says_why(shell_app, click):
    scene = at(shell_app, [("Ada", "human"), ("Bea", "human")], [("mark", 0), ("mark", 3), ("mark", 1), ("mark", 4)])
    key(shell_app, pygame.K_h)
    assert scene.hint.action == ("mark", 2) and [s.id for s in scene.hinted()] == ["cell:2"]
    assert scene.message == "Hint: the top right completes your row."
    drawn = shell_app.render()
    assert drawn.get_at(scene.spots().get("cell:2").area.inflate(14, 14).midleft)[:3] == COLOUR
    click(shell_app, "hint")                           # Bea's block is the other line
    click(shell_app, "cell:2")
    assert scene.state.is_terminal() and scene.state.returns() == [1.0, 0.0]


def test_undo_takes_back_the_move_and_the_bots_answer(shell_app, click):
    scene = at(shell_app, [("Ada", "human"), ("Bot", "normal")])
    click(shell_app, "cell:0")
    scene.step_bots_blocking()
    shell_app.step([])
    assert scene.state.board.count(-1) == 7 and scene.log
    click(shell_app, "undo")
    assert scene.state.board == [-1] * 9 and scene.human_to_act() == 0 and scene.log == []
    click(shell_app, "cell:8")
    scene.step_bots_blocking()
    key(shell_app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.state.board == [-1] * 9


def test_tab_reaches_a_cell_and_enter_plays_it(shell_app):
    scene = at(shell_app, [("Ada", "human"), ("Bea", "human")])
    tab_to(shell_app, scene, "cell:5")
    assert scene.hover == "cell:5"
    key(shell_app, pygame.K_RETURN)
    assert scene.state.board[5] == 0 and scene.state.turn == 1


def test_the_first_game_pointers_find_their_targets_and_enter_goes_through_them(shell_app):
    scene = at(shell_app, [("Ada", "human"), ("Bot", "normal")])
    assert SPEC.table.guide is presenters.GUIDE
    for target, _text in presenters.GUIDE:
        assert scene.guide_area(target) is not None, target
    assert scene.guide_area("cell:4") == scene.spots().get("cell:4").area
    assert scene.guide_area("prompt") == view.PROMPT_RECT and scene.pieces().get("prompt").id == "prompt"
    assert scene.offer_guide(again=True)
    shell_app.step([])
    assert scene.guide_shown() and set(scene.targets()) == {"guide:next", "guide:skip"}
    shell_app.render()
    key(shell_app, pygame.K_RETURN)
    assert scene.guide.at == 1 and scene.guide_area() == view.PROMPT_RECT
    key(shell_app, pygame.K_RETURN)
    assert not scene.guide_shown() and shell_app.settings.guide_seen("noughts")


def test_the_tour_shoots_the_table_the_hint_the_pointers_and_the_results(tmp_path):
    tour = Tour("noughts", tmp_path, seed=3)
    runner, scene = tour.bot_game()
    assert isinstance(scene, view.NoughtsScene)
    tour.game(runner, scene)
    tour.results(runner, scene)
    names = {p.stem for p in tour.written}
    assert {"03_game_start", "04_game_midway", "04b_kit_hint", "04c_kit_tooltip", "04d_kit_guide", "06_pause",
            "10_results", "10b_replay"} <= names
    for path in tour.written:
        assert pygame.image.load(str(path)).get_size() == (1920, 1080)


def test_a_replay_and_a_save_of_the_toy_replay_exactly():
    runner = Runner.new("noughts", [Seat("Ada"), Seat("Bea", "normal")], 5)
    runner.start()
    for cell in (0, 4, 8):
        if not runner.state.is_terminal():
            runner.play(("mark", cell) if ("mark", cell) in runner.state.legal_actions()
                        else runner.state.legal_actions()[0])
    again = Runner(type(runner.match).from_json(runner.match.to_json()))
    assert again.state.to_json() == runner.state.to_json()
