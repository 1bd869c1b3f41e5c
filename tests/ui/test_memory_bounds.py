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


def _theme_pixels_kept() -> int:
    """The pixels the theme's caches of pictures hold now (every one of its bounded caches)."""
    from game.ui import theme
    from game.ui.surface_cache import SurfaceCache
    return sum(v.cache.bytes for v in vars(theme).values() if isinstance(getattr(v, "cache", None), SurfaceCache))


def _whole_shadow_panel(surface, rect, colour, border, radius, width):
    """A panel as theme.panel drew it with the shadow as one picture as large as the panel."""
    shadow = pygame.Surface((rect.width + 12, rect.height + 12), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect().inflate(-6, -6), border_radius=radius + 4)
    surface.blit(shadow, (rect.x - 3, rect.y + 3))
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if width:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


def test_panel_shadows_are_bounded(app):
    from game.ui import theme
    alive = Alive()
    canvas = pygame.Surface((1920, 1080))
    for i in range(300):
        theme.panel(canvas, pygame.Rect(10, 10, 30 + i, 16 + i % 20), radius=i % 9)
        alive.add(theme._shadow(30 + i, 16 + i % 20, i % 9))
    assert alive.made > 2 * theme.SHADOW_CACHE_BYTES
    assert alive.bytes() <= theme.SHADOW_CACHE_BYTES


@pytest.mark.parametrize("whole_bytes", [None, 0])
def test_a_large_panels_shadow_is_laid_from_small_pieces_with_the_same_pixels(app, monkeypatch, whole_bytes):
    """The shadow of a panel as large as the screen was a picture of 8 MB, and the shadows kept
    filled their cache (6 MB) all evening: a larger panel's shadow is laid from a small piece a
    radius, and every pixel is the one the whole shadow gave (also for the small panels, whose
    shadow is blitted whole, when they are laid from the piece too: ``whole_bytes`` 0)."""
    from game.ui import theme
    if whole_bytes is not None:
        monkeypatch.setattr(theme, "SHADOW_WHOLE_BYTES", whole_bytes)
    theme.render.cache_clear()
    pattern = pygame.Surface((1920, 1080))
    for x in range(0, 1920, 13):
        pygame.draw.line(pattern, (x % 256, 255 - x % 256, 90), (x, 0), (1920 - x, 1080), 4)
    for rect, radius in ((pygame.Rect(0, 0, 1920, 1080), 14), (pygame.Rect(345, 200, 1230, 676), 14),
                         (pygame.Rect(20, 30, 701, 257), 8), (pygame.Rect(1500, 900, 600, 400), 0),
                         (pygame.Rect(60, 700, 44, 33), 14), (pygame.Rect(900, 12, 129, 130), 20),
                         (pygame.Rect(1000, 500, 60, 61), 4), (pygame.Rect(30, 1000, 300, 120), 12)):
        for flags in (0, pygame.SRCALPHA):
            surface = pygame.Surface((1920, 1080), flags)
            surface.blit(pattern, (0, 0))
            if flags:
                surface.fill((255, 255, 255, 140), special_flags=pygame.BLEND_RGBA_MULT)
            laid, whole = surface.copy(), surface.copy()
            theme.panel(laid, rect, (40, 37, 50), (90, 84, 110), radius, 2)
            _whole_shadow_panel(whole, rect, (40, 37, 50), (90, 84, 110), radius, 2)
            assert pygame.image.tobytes(laid, "RGBA") == pygame.image.tobytes(whole, "RGBA"), (rect, radius, flags)
    assert _theme_pixels_kept() <= 2 * theme.SHADOW_CACHE_BYTES < 1920 * 1080 * 4


def test_the_menus_pictures_texts_and_fonts_go_when_a_table_opens(shell_app):
    """The menu's pictures of the games (in the images), its texts and its fonts are not on show
    at a table: they are let go when one opens (and drawn again, the same, when the menu shows
    next); what the table draws it makes itself."""
    from game.ui import theme
    app = shell_app
    menu_pictures = [k for k in app.images._cache._items if str(k[0]).startswith("launcher/")]
    assert menu_pictures                                  # the menu drew its pictures of the games
    title = theme.render("Open Air", 30, theme.TEXT, True)
    menu_font = theme.font(30, True)
    menu_font_ref = weakref.ref(menu_font)
    del menu_font
    app.push(app.game_scene(new_runner("camp", [("A", "easy"), ("B", "easy")])))
    app.step([])
    assert not [k for k in app.images._cache._items if str(k[0]).startswith("launcher/")]
    again = theme.render("Open Air", 30, theme.TEXT, True)
    assert again is not title and pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(title, "RGBA")
    gc.collect()
    assert menu_font_ref() is None                        # closed, with the glyphs it held


def test_fonts_open_are_bounded_and_a_table_left_closes_its_own(app):
    """A font holds its face, the glyphs it drew and what it measured (some 0.3 MB): the fonts
    kept open are bounded, and a table left closes the ones it drew with."""
    from game.ui import theme
    from game.ui.surface_cache import release_table_caches
    refs = []
    for size in range(10, 10 + 3 * theme.FONT_CACHE_ENTRIES):
        f = theme.font(size, size % 2 == 0)
        f.render("Höhlengrölen", True, (255, 255, 255))
        refs.append(weakref.ref(f))
    del f
    gc.collect()
    assert len(refs) > 2 * theme.FONT_CACHE_ENTRIES
    assert sum(r() is not None for r in refs) <= theme.FONT_CACHE_ENTRIES
    kept = theme.font(24)
    drawn = pygame.image.tobytes(kept.render("Camp Roskilde", True, (255, 255, 255)), "RGBA")
    ref = weakref.ref(kept)
    del kept
    release_table_caches()
    assert ref() is None
    assert pygame.image.tobytes(theme.font(24).render("Camp Roskilde", True, (255, 255, 255)), "RGBA") == drawn


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
    assert scene.round_report.report is not None
    for _ in range(400):
        if not scene.anims.busy():
            break
        scene.anims.update(0.05)
    assert not scene.anims.busy()
    scene.round_report.tick()                      # (the cards landed: it comes up)
    scene.sync()
    scene.draw(pygame.Surface((W, H)))
    table = pygame.Surface((W, H))
    table.fill((40, 90, 60))
    for y in range(0, H, 9):                       # a table with something everywhere under the dim
        pygame.draw.line(table, ((y * 7) % 256, (y * 3) % 256, 200), (0, y), (W, H - y), 5)
    drawn = table.copy()
    extras.draw_extras(scene, drawn, None)
    kept = scene._surf_cache.get(("summary", id(scene.round_report.on_show())))
    assert kept is not None and kept_size(kept) < W * H * 4 // 2          # was all of it
    whole = table.copy()
    whole.blit(report((W, H), SUMMARY_RECT, *asked[-1][2:]), (0, 0))
    for s in (drawn, whole):
        s.fill((0, 0, 0), BUTTONS["continue"].inflate(40, 40))   # the Continue button (and its shadow) over it
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(whole, "RGB")

