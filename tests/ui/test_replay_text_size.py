"""The replay viewer draws the table at its own size (issue 23, point 7, and the standard: no text
below 20 px), on all four tables through the real App: what the viewer shows is the table's own
drawing pixel for pixel outside the replay bar, every text drawn is 20 px or more, the bar stands
over the top of the log (which keeps its lines below it) or over Boaromia's prompt panel, never
over the hand, the bonus cards or any other piece, and the mouse reaches the pieces where they lie."""

from __future__ import annotations

import functools
import random

import pygame
import pytest

from game.core import registry
from game.core import replay as replays
from game.core.bots import choose_action
from game.core.match import Runner, Seat
from game.ui import theme
from game.ui.scene import LOGICAL_SIZE
from game.ui.scenes.replay import open_replay
from tests.table_helpers import motion

#: (game, players): the room for the bar depends on the players (Rock'n Rodeo's log is shorter
#: under more rivals, Boaromia's prompt panel lower above more tracks)
TABLES = [("cave_rave", 2), ("camp", 2), ("boaromia", 3), ("boaromia", 8), ("rodeo", 2), ("rodeo", 4)]
CANVAS = pygame.Rect((0, 0), LOGICAL_SIZE)
#: the parts that hold a seat's hand: Höhlengrölen's hand and bonus cards, Camp's tile to place (in
#: its prompt panel), Rock'n Rodeo's fan and event cards; Boaromia has none (its tracks are pieces too)
HANDS = {"cave_rave": ("hands", "hand", "bonus"), "camp": ("prompt",), "rodeo": ("hand",), "boaromia": ()}
#: what the bar may cover: Boaromia's prompt panel (a replay's says only that nothing is played there)
COVERS = {"boaromia": {("prompt", "prompt")}}


@functools.cache
def played(game: str, players: int):
    """A finished game of a human and bots (its match; played once for the tests here)."""
    spec = registry.get(game)
    seats = [Seat(f"Player {i + 1}", "human" if i == 0 else "easy", spec.colours[i]) for i in range(players)]
    runner = Runner.new(game, seats, 4)
    runner.start()
    rng = random.Random(4)
    while not runner.state.is_terminal():
        runner.play(choose_action(runner.spec, runner.state.view(runner.state.current_player()), "easy", rng))
    return runner.match


def mid_game(app, game: str, players: int):
    rep = replays.Replay(played(game, players))
    viewer = open_replay(app, rep, rep.steps // 2)
    app.step([motion((5, 1075))])            # (the mouse over nothing of the table)
    return viewer


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_the_replay_shows_the_table_at_its_own_size_and_no_text_below_20_px(app, monkeypatch, game, players):
    viewer = mid_game(app, game, players)
    assert viewer.shown == CANVAS
    sizes: list[tuple[str, int]] = []
    real = theme.render

    def recording(s, size, colour, bold=False):
        sizes.append((s, size))
        return real(s, size, colour, bold)

    monkeypatch.setattr(theme, "render", recording)
    if getattr(viewer.table, "log_panel", None) is not None:
        viewer.table.log_panel.forget()          # (its lines drawn again, so their sizes are seen)
    shown = app.render(pygame.Surface(LOGICAL_SIZE))
    small = sorted({(s, size) for s, size in sizes if s.strip() and size < 20})
    assert sizes and not small, f"texts below 20 px: {small[:6]}"
    # the table's own drawing, unscaled: the same pixels wherever the bar (and its shadow) does not stand
    own = pygame.Surface(LOGICAL_SIZE)
    viewer.table.draw(own)
    bar = viewer.bar.inflate(48, 48)
    for y in range(0, LOGICAL_SIZE[1], 120):
        for part in (pygame.Rect(0, y, bar.x, 40), pygame.Rect(bar.right, y, CANVAS.right - bar.right, 40)):
            if part.width > 0:
                assert pygame.image.tobytes(shown.subsurface(part), "RGB") == \
                    pygame.image.tobytes(own.subsurface(part), "RGB"), f"not the table as it is at {part}"
    heads = [s for s, size in sizes if size == 24 and s.startswith("Move ")]
    assert heads, "the bar says which move is shown"


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_the_bar_covers_no_hand_no_bonus_card_and_no_piece_but_a_prompt(app, game, players):
    viewer = mid_game(app, game, players)
    table, bar = viewer.table, viewer.bar
    pieces = [one for one in table.pieces() if one.area.width and one.area.height and CANVAS.contains(one.area)]
    hands = [one for one in pieces if one.part in HANDS[game]]
    assert hands or not HANDS[game], "no hand found (the test proves nothing)"
    assert not [one.key for one in hands if one.area.colliderect(bar)]
    covered = {(one.part, one.id) for one in pieces if one.area.colliderect(bar)}
    assert covered <= COVERS.get(game, set()), f"the bar covers {sorted(covered)}"
    panel = getattr(table, "log_panel", None)
    if viewer.over_log:                  # the log gives up its top and keeps its lines whole below the bar
        assert panel.rect.top >= bar.bottom and panel.rect.bottom == viewer.room.bottom
        assert panel.rect.height >= 90 and bar.top == viewer.room.top
    # the bar's controls lie inside it, none over another, and the slider keeps its room
    controls = [w.rect for w in viewer.widgets]
    assert controls and all(bar.contains(r) for r in controls)
    assert not any(a.colliderect(b) for i, a in enumerate(controls) for b in controls[i + 1:])
    assert viewer.slider.rect.width >= 200 and bar.contains(viewer.position_rect)


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_the_mouse_reaches_the_tables_pieces_where_they_lie(app, game, players):
    viewer = mid_game(app, game, players)
    table = viewer.table
    spots = [spot for spot in table.spots() if spot.area.width > 4 and spot.area.height > 4
             and spot.id not in ("menu", "rules", "log") and spot.shape is None
             and not spot.area.colliderect(viewer.bar)]
    assert spots
    for spot in (max(spots, key=lambda s: s.area.bottom), max(spots, key=lambda s: s.area.right)):
        app.step([motion(spot.area.center)])
        assert table.hover == spot.id, f"{spot.id} is not reached where it lies"
        assert viewer.targets()[spot.id] == spot.area
    app.step([motion(viewer.slider.rect.center)])          # over the bar: nothing of the table is hovered
    assert table.hover is None
