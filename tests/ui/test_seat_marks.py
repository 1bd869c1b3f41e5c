"""Who is connected, where the seats are (game.ui.seat_marks): on a network table each remote seat's
name on the game's own table has the lobby's mark beside it (a filled disc connected, a broken ring
away, a square a bot stands in, a ring open) with its state in a sentence on hover, in the room the
game keeps free after the name, so it covers no text; a table at one screen keeps its names as
they were and marks none. All four games, 2 and 4 seats, the real scenes headless (a subclass of
the network table that says who sits where), then a real host and a joined friend over 127.0.0.1."""

from __future__ import annotations

import os

import pygame
import pytest

from game.ui import online_table, seat_marks
from game.ui.online_table import online_class, presence_words
from game.ui.pieces import NAME_MARK, Pieces
from tests.table_helpers import bots_until, new_runner
from tests.ui.test_online_presence import hosted  # noqa: F401
from tests.ui.test_online_start import both, friend_app, start_both  # noqa: F401

GAMES = ["cave_rave", "camp", "boaromia", "rodeo"]
NAMES = ["Ada", "Bruno Longname-Featherstonehaugh", "Cy", "Dora", "Eve", "Finn"]
STATES = ["here", "away", "bot"]


def rows_for(seats: int) -> list[dict]:
    """The presence rows of a table where Ada plays at this screen and the others joined."""
    return [{"seat": s, "name": NAMES[s], "state": STATES[(s - 1) % 3], "you": False} for s in range(1, seats)]


def table(app, game: str, seats: int, rows: list[dict] | None, human: bool = True):
    """The game's real table scene for Ada (human, at this screen; else an easy bot) and easy bots,
    shown once: a network table whose presence rows are ``rows``, or (None) the game's own table at
    one screen."""
    players = [(NAMES[0], "human" if human else "easy")] + [(n, "easy") for n in NAMES[1:seats]]
    runner = new_runner(game, players, seed=3)
    cls = runner.spec.scene_class()
    if rows is not None:
        class Marked(online_class(cls)):
            def presence_rows(self):
                return [dict(row) for row in rows]
        cls = Marked
    scene = cls(app, runner)
    app.push(scene)
    app.step([])
    return scene


def flat(surface: pygame.Surface, box: pygame.Rect) -> bool:
    """Nothing is written in ``box``: its pixels are all (nearly) one colour."""
    box = box.clip(surface.get_rect())
    pixels = [surface.get_at((x, y))[:3] for x in range(box.x, box.right) for y in range(box.y, box.bottom)]
    return all(max(abs(a - b) for a, b in zip(p, pixels[0], strict=True)) <= 12 for p in pixels)


def changed(a: pygame.Surface, b: pygame.Surface, near: pygame.Rect) -> pygame.Rect:
    """The bounds of the pixels ``b`` changed from ``a`` in ``near``."""
    xs, ys = [], []
    for x in range(near.x, near.right):
        for y in range(near.y, near.bottom):
            if a.get_at((x, y)) != b.get_at((x, y)):
                xs.append(x)
                ys.append(y)
    if not xs:
        return pygame.Rect(near.center, (0, 0))
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def shot(surface: pygame.Surface, name: str) -> None:
    folder = os.environ.get("OPENAIR_TEST_SHOTS")
    if folder:
        os.makedirs(folder, exist_ok=True)
        pygame.image.save(surface, os.path.join(folder, name))


@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("game", GAMES)
def test_each_remote_seat_is_marked_beside_its_name_over_nothing_written(app, game, seats):
    rows = rows_for(seats)
    check_marks(app, table(app, game, seats, rows), rows, f"{game}_{seats}")


def test_camp_marks_the_names_in_its_header_columns(app):
    """Five or six players: Camp's headers are columns beside the boards, the names in two lines."""
    rows = rows_for(6)
    scene = table(app, "camp", 6, rows)
    assert all(box.side for box in (one.data for one in scene.pieces() if one.key[0] == "camp"))
    check_marks(app, scene, rows, "camp_6")


def test_boaromia_marks_the_name_before_the_character_it_plays(app):
    """Once the characters are chosen, Boaromia writes each one after the name: it moves over for
    the mark."""
    rows = rows_for(4)
    scene = table(app, "boaromia", 4, rows, human=False)
    bots_until(app, scene, lambda: scene.state.pending().kind != "character")
    check_marks(app, scene, rows, "boaromia_characters")


def check_marks(app, scene, rows: list[dict], name: str) -> None:
    """Each row's seat is marked beside its name on ``scene``, over nothing drawn, with its hover
    text; the pieces are those a fresh lay-out makes."""
    pieces = scene.pieces()
    assert seat_marks.marked(scene) == {row["seat"] for row in rows}
    real = online_table.draw_seat_marks
    online_table.draw_seat_marks = lambda scene, surface, rows: ""
    try:
        scene.app.dirty = True
        canvas = app.render().copy()                   # (the table as drawn, without the marks)
    finally:
        online_table.draw_seat_marks = real
    surface = canvas.copy()
    scene.mouse = (0, 0)
    assert seat_marks.draw_seat_marks(scene, surface, rows) == ""      # (the mouse on none of them)
    for row in rows:
        named = pieces.get(("seat_name", row["seat"]))
        assert named is not None, f"{name}: no name piece for seat {row['seat']}"
        box = seat_marks.mark_place(named.area)
        # beside the name, in the room kept free after it, level with it, at least 16 px
        assert named.area.right < box.x and box.right <= named.area.right + NAME_MARK
        assert named.area.top <= box.top and box.bottom <= named.area.bottom and box.height >= 16
        assert flat(canvas, box.inflate(2, 2)), f"{name}: the mark of seat {row['seat']} would cover something drawn"
        assert not flat(surface, box), f"{name}: no mark drawn for seat {row['seat']}"
        assert box.inflate(2, 2).contains(changed(canvas, surface, box.inflate(16, 16))), "the mark keeps its place"
        assert any(r.contains(box) for r in scene.overdraw.rects), "what it draws goes to the overdraw"
        # its hover text: the state in a sentence, the name in it
        scene.mouse = box.center
        tip = seat_marks.draw_seat_marks(scene, canvas.copy(), rows)
        assert tip == presence_words(row["state"], row["name"])[1] and row["name"] in tip
    # the laid-out pieces are those a fresh lay-out makes (the drawing and the marks agree)
    fresh = Pieces(scene.lay_out())
    for row in rows:
        assert fresh.area(("seat_name", row["seat"])) == pieces.area(("seat_name", row["seat"]))
    shot(surface, f"seat_marks_{name}.png")


@pytest.mark.parametrize("game", GAMES)
def test_a_table_at_one_screen_keeps_its_names_and_marks_none(app, game):
    local = table(app, game, 4, None)
    assert seat_marks.marked(local) == frozenset() and seat_marks.mark_room(local, 1) == 0
    surface = app.render().copy()
    before = surface.copy()
    drawn = len(local.overdraw.rects)
    assert seat_marks.draw_seat_marks(local, surface, rows_for(4)) == ""
    assert same(surface, before) and len(local.overdraw.rects) == drawn
    plain = {one.key: one.area for one in local.pieces() if one.key[0] == "seat_name"}
    assert plain, f"{game} declares where it writes the seats' names"
    app.stack.pop().exit()
    # on a network table a seat that is not marked (this screen's own) keeps its name as it was; a
    # marked one is cut no longer than before (its room comes off the name's, not off what follows)
    online = table(app, game, 4, rows_for(4))
    for key, area in online_areas(online).items():
        if key[1] in seat_marks.marked(online):
            assert area.x == plain[key].x and area.right <= plain[key].right
        else:
            assert area == plain[key]


def online_areas(scene) -> dict:
    return {one.key: one.area for one in scene.pieces() if one.key[0] == "seat_name"}


def test_this_screens_own_seat_and_a_seat_without_room_get_no_mark(app):
    rows = [{"seat": 1, "name": "Bruno", "state": "here", "you": True},
            {"seat": 2, "name": "Cy", "state": "here", "you": False}]
    scene = table(app, "cave_rave", 3, rows)
    assert seat_marks.marked(scene) == {2}
    assert seat_marks.mark_room(scene, 1) == 0 and seat_marks.mark_room(scene, 2) == NAME_MARK
    canvas = app.render().copy()
    surface = canvas.copy()
    seat_marks.draw_seat_marks(scene, surface, rows + [{"seat": 0, "name": "Ada", "state": "away", "you": False}])
    for seat, marked in ((0, False), (1, False), (2, True)):
        box = seat_marks.mark_place(scene.pieces().area(("seat_name", seat)))
        assert (not same(surface.subsurface(box), canvas.subsurface(box))) == marked


def test_the_marks_differ_in_shape_not_only_in_colour():
    pygame.init()
    masks = {state: pygame.mask.from_surface(seat_marks.mark_picture(state, 24), 60)
             for state in ("here", "away", "bot", "open")}
    for a in masks:
        for b in masks:
            if a < b:
                overlap = masks[a].overlap_area(masks[b], (0, 0))
                assert overlap < max(masks[a].count(), masks[b].count()), (a, b)
    small = seat_marks.mark_picture("here", 18)
    assert small.get_bounding_rect().width <= 19 and small.get_bounding_rect().width >= 17


def test_no_mark_while_a_report_holds_the_table(app, monkeypatch):
    rows = rows_for(3)
    scene = table(app, "camp", 3, rows)
    monkeypatch.setattr(scene, "holding", lambda: True)
    surface = app.render().copy()
    before = surface.copy()
    scene.mouse = seat_marks.mark_place(scene.pieces().area(("seat_name", 1))).center
    assert seat_marks.draw_seat_marks(scene, surface, rows) == ""
    assert same(surface, before)


@pytest.mark.parametrize("game", ["camp", "rodeo"])
def test_a_real_network_table_marks_the_friend_beside_their_name(shell_app, friend_app, click, hosted,  # noqa: F811
                                                                game):
    net, host_table, friend_table = start_both(shell_app, friend_app, click, hosted, game=game)
    rows = host_table.presence_rows()
    assert rows == [{"seat": 1, "name": "Bruno", "state": "here", "you": False}]
    assert seat_marks.marked(host_table) == {1}
    named = host_table.pieces().area(("seat_name", 1))
    assert named == Pieces(host_table.lay_out()).area(("seat_name", 1))
    host_table.mouse = seat_marks.mark_place(named).center
    surface = shell_app.render().copy()
    assert seat_marks.draw_seat_marks(host_table, surface, rows) == "Bruno is connected."
    shot(surface, f"seat_marks_host_{game}.png")
    # the friend's own seat is not marked at their screen (the host's seats are not remote)
    assert both(shell_app, friend_app, lambda: friend_table.presence_rows() != [])
    assert friend_table.presence_rows()[0]["you"] and seat_marks.marked(friend_table) == frozenset()
    assert seat_marks.draw_seat_marks(friend_table, friend_app.render().copy(), friend_table.presence_rows()) == ""
