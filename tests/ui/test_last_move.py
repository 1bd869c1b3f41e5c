"""The last move stays marked (issue 23, point 1). On all four tables, a human between two easy
bots, driven through the real App: once the bots have moved, what their moves changed on the table
is ringed in the static layer with a badge of the seat's initial, hovering a mark (a mouse event
through ``App.step``) says the log's line of that move, the marks go with the human's next
decision, and the human's own move is never marked. The diff itself (:func:`last_move.changed`) is
checked on pieces made by hand."""

from __future__ import annotations

import random

import pygame
import pytest

import game.games  # noqa: F401 - the games registered
from game.ui import last_move, widgets
from game.ui.pieces import Pieces, piece
from tests.table_helpers import motion, new_runner, show

GAMES = ("cave_rave", "camp", "boaromia", "rodeo")
SEATS = [("Rocky", "easy"), ("Ann", "human"), ("Luna", "easy")]
ANN = 1


def press(app, name: str) -> None:
    pos = app.top.targets()[name].center
    app.step([motion(pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def to_marked_turn(app, table, rng, limit: int = 120) -> list:
    """Play on (the bots through the table, Ann at random, reports closed by their button) until Ann
    is to decide with marks on the table; returns them."""
    for _turn in range(limit):
        top = app.top
        if top is not table or "continue" in table.targets():
            press(app, "continue")
            continue
        if table.human_to_act() is not None and not table.holding():
            found = last_move.on_table(table)
            if found:
                return found
            assert table.play(rng.choice(table.state.legal_actions()))
            app.step([])
            continue
        table.step_bots_blocking(limit=1)
        app.step([])
    raise AssertionError("no bot's move left a mark before Ann's turn")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_bots_move_stays_marked_until_the_viewers_decision(app, game_id, monkeypatch):
    table = show(app, new_runner(game_id, SEATS, seed=3))
    rng = random.Random(5)
    drawn: list = []
    real = last_move.draw_marks

    def spy(surface, found, seats):
        drawn.append(list(found))
        return real(surface, found, seats)

    monkeypatch.setattr(last_move, "draw_marks", spy)
    found = to_marked_turn(app, table, rng)
    app.dirty = True
    app.step([])

    # marked: pieces the bots' moves changed, in the layer on show, ringed and badged
    assert all(move.seat != ANN and table.is_bot(move.seat) for _area, move in found)
    assert drawn and drawn[-1] == found, "the marks are drawn into the static layer"
    if game_id == "rodeo":           # a rival's strip (their money, points, tracks) is marked too
        assert any(isinstance(k, tuple) and k[0] == "rival" for _area, m in found for k in m.keys)
    layer = table._painter.front
    for area, _move in found:
        ring = area.inflate(8, 8)
        on_ring = [layer.get_at((x, y))[:3] for x in range(ring.left, ring.left + 6)
                   for y in range(ring.centery - 2, ring.centery + 3)]
        assert last_move.RING in on_ring, f"no ring round the mark at {tuple(area)}"

    # hovering a mark says what happened there, in the log's words (the hover text drawn)
    shown_texts: list[str] = []
    real_tip = widgets.tooltip_surface

    def tip_spy(text, width):
        shown_texts.append(text)
        return real_tip(text, width)

    monkeypatch.setattr(widgets, "tooltip_surface", tip_spy)
    app.tip_delay = 0.0
    area, move = next((a, m) for a, m in reversed(found) if table.spots().at(a.center) is not None)
    app.step([motion(area.center)])
    app.step([])
    said = last_move.mark_text(move)
    assert said and any(said in text for text in shown_texts), shown_texts
    assert said not in table.tooltip(table.hover)      # (the hotspots themselves stay as the pieces made them)
    assert all(line in table.log for line in said.split("\n") if line != "…")

    # Ann decides: the bots' marks go, and her own move is not marked
    count = len(table.runner.match.actions)
    assert table.play(rng.choice(table.state.legal_actions()))
    shown = table.last_moves.shown(table.viewer, table.humans())
    assert all(m.at > count for m in shown), "the marks outlast the viewer's decision"
    assert all(m.seat != ANN for m in shown), "the viewer's own move is marked"
    assert all(not m.keys for m in table.last_moves.moves if m.seat == ANN)
    app.dirty = True
    app.step([])
    assert all(m.seat != ANN and m.at > count for _a, m in last_move.on_table(table))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_of_bots_alone_marks_the_last_move(app, game_id):
    table = show(app, new_runner(game_id, [("Rocky", "easy"), ("Luna", "easy")], seed=4))
    marked = False
    for _n in range(60):
        if table.state.is_terminal() or table.holding() or app.top is not table:
            break
        table.step_bots_blocking(limit=1)
        app.step([])
        moves = table.last_moves.shown(table.viewer, table.humans())
        assert len(moves) <= 1 and (not moves or moves[0].at == len(table.runner.match.actions))
        marked = marked or bool(last_move.on_table(table))
    assert marked


def test_an_undo_takes_the_marks_of_the_moves_undone(app):
    table = show(app, new_runner("boaromia", SEATS, seed=3))
    rng = random.Random(5)
    for _attempt in range(12):          # (a turn whose move can be taken back: no hidden card revealed after it)
        found = to_marked_turn(app, table, rng)
        count = len(table.runner.match.actions)
        marked = {id(m) for m in table.last_moves.moves}
        assert table.play(rng.choice(table.state.legal_actions()))
        table.step_bots_blocking()
        app.step([])
        if table.can_undo() and table.human_to_act() is not None:
            break
    assert len(table.last_moves.moves) > len(marked)
    assert table.undo(), table.message
    assert len(table.runner.match.actions) == count
    assert {id(m) for m in table.last_moves.moves} == marked     # the moves undone are forgotten
    app.dirty = True
    app.step([])
    assert last_move.on_table(table) == found                   # and the bots' marks before are back


# -- the diff, on pieces made by hand -------------------------------------------------------------

def rect(x, y, w=60, h=80):
    return pygame.Rect(x, y, w, h)


def test_changed_counts_new_moved_and_changed_pieces_only():
    before = Pieces([piece("prompt", rect(800, 800, 400, 200), "prompt", id="prompt"),
                     piece(("card", 1), rect(100, 300), "row", data=1, lit="target", tip="a"),
                     piece(("card", 2), rect(200, 300), "row", data=2),
                     piece(("card", 3), rect(300, 300), "row", data=3),
                     piece(("pawn", 0), rect(500, 500, 30, 30), "board", data=0),
                     piece(("score", 0), rect(600, 500), "scores", data=4),
                     piece(("button", "ok"), rect(820, 900, 100, 40), "prompt", id="ok", look=object()),
                     piece(("in_prompt",), rect(850, 820), "prompt", data="a")])
    after = Pieces([piece("prompt", rect(800, 800, 400, 200), "prompt", id="prompt"),
                    # card 1 taken; 2 and 3 close up the row (into places their part held): not moved
                    piece(("card", 2), rect(100, 300), "row", data=2, lit=None, tip="b"),
                    piece(("card", 3), rect(200, 300), "row", data=3, why="not now"),
                    piece(("card", 1), rect(700, 120), "hand", data=1),          # moved somewhere else
                    piece(("card", 4), rect(300, 300), "row", data=4),           # new
                    piece(("pawn", 0), rect(540, 500, 30, 30), "board", data=0),  # moved on the board
                    piece(("score", 0), rect(600, 500), "scores", data=6),       # changed
                    piece(("button", "go"), rect(820, 900, 100, 40), "prompt", id="go", look=object()),
                    piece(("in_prompt",), rect(850, 820), "prompt", data="b")])
    assert last_move.changed(before, after) == {("card", 1), ("card", 4), ("pawn", 0), ("score", 0)}


def test_a_new_picture_of_the_table_marks_nothing_and_a_panel_is_not_marked():
    before = Pieces([piece(("panel",), rect(0, 100, 1200, 400), "panels", data=1)])
    after = Pieces([piece(("panel",), rect(0, 100, 1200, 400), "panels", data=2)]
                   + [piece(("tile", i), rect(10 * i, 600, 10, 10), "board") for i in range(last_move.MOST + 1)])
    assert last_move.changed(before, after) == frozenset()
    assert last_move.changed(before, Pieces(after.items[:3])) == {("tile", 0), ("tile", 1)}


def test_a_seats_run_of_moves_is_one_mark_with_all_its_lines():
    moves = last_move.LastMoves()
    moves.add(1, 0, {("pawn", 0)}, ["Ann's turn: 2 steps."])
    moves.add(2, 1, {("pawn", 1)}, [])
    moves.add(3, 1, {("pawn", 1)}, ["Bob arrives at Duroc."])
    moves.add(4, 2, {("card", 9)}, ["Cy draws a card."])
    shown = moves.shown(0, [0])
    assert [(m.seat, m.keys, m.lines) for m in shown] == [
        (1, {("pawn", 1)}, ("Bob arrives at Duroc.",)), (2, {("card", 9)}, ("Cy draws a card.",))]
    assert moves.shown(None, []) == [moves.moves[-1]]
    assert last_move.initial("  éva") == "É" and last_move.initial("!!") == "?"


def test_the_badges_tell_the_seats_apart_without_their_colours():
    assert last_move.labels(["Ann", "Rocky", "Luna"]) == ["A", "R", "L"]
    assert last_move.labels(["Player 1", "Player 2", "Luna"]) == ["P1", "P2", "L"]
    assert last_move.labels(["Rocky", "Rita", "Bongo"]) == ["Ro", "Ri", "B"]
    assert last_move.labels(["Ann", "Ann", "!!"]) == ["1", "2", "?"]


def test_at_a_shared_screen_each_human_sees_the_others_moves_not_their_own(app):
    table = show(app, new_runner("camp", [("Ann", "human"), ("Cy", "easy"), ("Bob", "human")], seed=3))
    rng = random.Random(5)
    seen = {0: set(), 2: set()}
    for _turn in range(40):
        if table.state.is_terminal() or app.top is not table:
            break
        seat = table.human_to_act()
        if seat is None:
            table.step_bots_blocking(limit=1)
            app.step([])
            continue
        found = last_move.on_table(table)
        assert all(move.seat != seat for _area, move in found), "a human's own move is marked for them"
        seen[seat] |= {move.seat for _area, move in found}
        assert table.play(rng.choice(table.state.legal_actions()))
        app.step([])
    assert seen[0] >= {1, 2} and seen[2] >= {0, 1}
