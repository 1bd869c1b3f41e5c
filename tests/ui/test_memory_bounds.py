"""One App plays a whole evening (issue 21): every cache of drawn things has a bound, and a table
that was left is freed with everything it held. No memory figure is asserted here (they belong
to ``python -m benchmarks.memory``): the tests count the pixels still alive of what they drew,
through weak references, against each cache's own bound."""

from __future__ import annotations

import gc
import time
import weakref

import pygame
import pytest

from tests.table_helpers import new_runner

GAMES = ("cave_rave", "camp", "boaromia", "rodeo")


def size_of(surface: pygame.Surface) -> int:
    return surface.get_pitch() * surface.get_height()


class Alive:
    """Weak references to what a cache handed out: how many of its pixels are still alive."""

    def __init__(self):
        self.refs: list[tuple[weakref.ref, int]] = []
        self.made = 0

    def add(self, surface: pygame.Surface) -> pygame.Surface:
        if all(r() is not surface for r, _n in self.refs[-3:]):
            self.refs.append((weakref.ref(surface), size_of(surface)))
            self.made += size_of(surface)
        return surface

    def bytes(self) -> int:
        gc.collect()
        return sum(n for r, n in self.refs if r() is not None)


def test_lines_of_text_rendered_are_bounded(app):
    from game.ui import theme
    alive = Alive()
    for i in range(400):
        alive.add(theme.render(f"Line {i} of a long evening's log, every one of them different", 40, (255, 255, 255)))
    assert alive.made > 2 * theme.RENDER_CACHE_BYTES        # the test drew more than the bound
    assert alive.bytes() <= theme.RENDER_CACHE_BYTES


def test_panel_shadows_are_bounded(app):
    from game.ui import theme
    alive = Alive()
    canvas = pygame.Surface((1920, 1080))
    for i in range(60):
        theme.panel(canvas, pygame.Rect(10, 10, 700 + i, 500))
        alive.add(theme._shadow(700 + i, 500, 14))
    assert alive.made > 2 * theme.SHADOW_CACHE_BYTES
    assert alive.bytes() <= theme.SHADOW_CACHE_BYTES


def test_images_at_many_sizes_are_bounded(app):
    from game.ui import assets
    alive = Alive()
    for i in range(160):
        alive.add(app.images.get("cave_rave/card_back.png", size=(400 + i, 500)))
    assert alive.made > 2 * assets.CACHE_BYTES
    assert alive.bytes() <= assets.CACHE_BYTES
    again = app.images.get("cave_rave/card_back.png", size=(400, 500))      # let go: loaded again, the same
    fresh = assets.Images().get("cave_rave/card_back.png", size=(400, 500))
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(fresh, "RGBA")


def test_a_large_file_scaled_is_kept_at_that_size_only(app):
    """Boaromia's board (4 MB as a file) was kept twice: as the file and at the table's size; a
    small sprite, asked for at many sizes, is still kept as its file."""
    from game.ui import assets
    images = assets.Images()
    board = images.get("boaromia/board_back.png", (1000, 700), alpha=False)
    assert images._cache.bytes == size_of(board)
    again = images.get("boaromia/board_back.png", (1000, 700), alpha=False)
    assert again is board
    fresh = assets.Images().get("boaromia/board_back.png", (1000, 700), alpha=False)
    assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(board, "RGB")
    card = images.get("cave_rave/card_back.png", (40, 50))
    assert ("cave_rave/card_back.png", None, True) in images._cache
    assert images._cache.bytes > size_of(board) + size_of(card)


def test_a_tables_cached_pictures_are_bounded(app):
    from game.ui import table
    from tests.table_helpers import show
    scene = show(app, new_runner("cave_rave", [("A", "easy"), ("B", "easy")]))
    alive = Alive()
    for i in range(24):
        alive.add(scene.cached(("test picture", i), lambda: pygame.Surface((1000, 1000), pygame.SRCALPHA)))
    assert alive.made > 2 * table.TABLE_CACHE_BYTES
    assert alive.bytes() <= table.TABLE_CACHE_BYTES + 8_300_000    # (and what the table drew itself)
    kept = scene.cached(("test picture", 23), lambda: None)
    assert isinstance(kept, pygame.Surface)                           # the newest is still there


def test_cave_rave_hand_cards_turned_for_the_fan_are_bounded(app):
    from game.core import registry
    from game.games.cave_rave import cards
    art = cards.CardArt(app, registry.get("cave_rave").content)
    alive = Alive()
    for i in range(150):                  # (fewer than the 160 kept before the cache had a bound)
        alive.add(art.hand_card(i % 10, False, -20 + i * 0.25))
    assert alive.made > 2 * cards.ROTATED_CACHE_BYTES
    assert alive.bytes() <= cards.ROTATED_CACHE_BYTES


def test_camp_tiles_at_many_sizes_are_bounded(app):
    from game.core import registry
    from game.games.camp import tiles
    art = tiles.TileArt(app, registry.get("camp").content)
    alive = Alive()
    for i in range(240):
        alive.add(art.tile(i % 5, i % 4, 100 + i))
    assert alive.made > 2 * tiles.ART_CACHE_BYTES
    assert alive.bytes() <= tiles.ART_CACHE_BYTES


def _motion(i: int):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(300 + i % 1200, 300 + i % 500), rel=(1, 1),
                              buttons=(0, 0, 0))


@pytest.mark.parametrize("game", GAMES)
def test_a_table_left_is_freed_with_what_it_held(shell_app, game):
    """Bots play a few moves on the real table (their thread thinking, frames through App.step),
    then back to the menu: the table and its pictures are gone once the collector ran."""
    from game.ui.scenes.launcher import LauncherScene
    app = shell_app
    app.anim_speed_override = 4.0
    runner = new_runner(game, [("A", "easy"), ("B", "easy"), ("C", "easy")])
    scene = app.game_scene(runner)
    app.push(scene)
    start = len(runner.match.actions)
    for i in range(3000):
        app.step([_motion(i)])
        if len(runner.match.actions) >= start + 4 and scene._bot_token is not None:
            break                         # a bot is thinking (or has thought) on its thread
        time.sleep(0.002)
    assert len(runner.match.actions) >= start + 4
    done = scene._bot_done
    table_ref, layer_ref = weakref.ref(scene), weakref.ref(scene._painter.front)
    app.reset(LauncherScene(app))
    app.step([])
    del scene, runner
    assert done is None or done.wait(30)
    for _ in range(100):                  # the bots' thread lets go of its last job just after
        gc.collect()
        if table_ref() is None:
            break
        time.sleep(0.02)
    assert table_ref() is None, [type(r).__name__ for r in gc.get_referrers(table_ref())]
    assert layer_ref() is None


def test_cave_rave_casting_report_is_kept_as_its_panel_with_the_same_pixels(app, monkeypatch):
    """The casting report over the dimmed table was a see-through picture of the whole screen (8 MB,
    kept while it shows: Höhlengrölen's highest moment of memory); the table keeps its panel's part
    only, and the screen gets the same pixels as from the whole picture."""
    from game.games.cave_rave import extras
    from game.games.cave_rave.layout import BUTTONS, SUMMARY_RECT, H, W
    from game.ui import widgets
    from game.ui.surface_cache import size_of as kept_size
    from tests.table_helpers import show
    asked = []
    report = widgets.score_report
    monkeypatch.setattr(widgets, "score_report", lambda *a: asked.append(a) or report(*a))
    scene = show(app, new_runner("cave_rave", [("B1", "easy"), ("B2", "easy")], seed=4))
    scene.step_bots_blocking()                     # up to the first casting's end: the report shows
    assert scene.summary is not None
    for _ in range(400):
        if not scene.anims.busy():
            break
        scene.anims.update(0.05)
    assert not scene.anims.busy()
    scene.sync()
    scene.draw(pygame.Surface((W, H)))
    table = pygame.Surface((W, H))
    table.fill((40, 90, 60))
    for y in range(0, H, 9):                       # a table with something everywhere under the dim
        pygame.draw.line(table, ((y * 7) % 256, (y * 3) % 256, 200), (0, y), (W, H - y), 5)
    drawn = table.copy()
    extras.draw_extras(scene, drawn, None)
    kept = scene._surf_cache.get(("summary", id(scene.summary)))
    assert kept is not None and kept_size(kept) < W * H * 4 // 2          # was all of it
    whole = table.copy()
    whole.blit(report((W, H), SUMMARY_RECT, *asked[-1][2:]), (0, 0))
    for s in (drawn, whole):
        s.fill((0, 0, 0), BUTTONS["continue"].inflate(40, 40))   # the Continue button (and its shadow) over it
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(whole, "RGB")

