"""The bounded caches of drawn things (game.ui.surface_cache): the least recently used go once the
pixels kept pass the bound, and what is given back is what was made."""

from __future__ import annotations

import pygame

from game.ui.surface_cache import SurfaceCache, size_of, surface_cache


def _picture(key: int, side: int = 100) -> pygame.Surface:
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    surf.fill((key % 256, key // 256 % 256, 7, 255))
    return surf


def test_the_pixels_kept_never_pass_the_bound_however_many_keys():
    one = size_of(_picture(0))
    cache = SurfaceCache(max_bytes=10 * one)
    for key in range(500):
        got = cache.get_or_make(key, lambda key=key: _picture(key))
        assert got.get_at((0, 0))[:2] == (key % 256, key // 256 % 256)
        assert cache.bytes <= 10 * one and len(cache) <= 10
    assert cache.bytes == sum(size_of(cache[k]) for k in range(490, 500))


def test_the_least_recently_used_goes_first():
    one = size_of(_picture(0))
    cache = SurfaceCache(max_bytes=3 * one)
    for key in "abc":
        cache.put(key, _picture(ord(key)))
    cache.get("a")                         # a used again: b is now the oldest
    cache.put("d", _picture(4))
    assert "b" not in cache and {"a", "c", "d"} <= {k for k in "abcd" if k in cache}


def test_entries_are_bounded_too_and_a_value_larger_than_the_bound_is_still_given_back():
    cache = SurfaceCache(max_bytes=10**9, max_entries=5)
    for key in range(50):
        cache.put(key, f"text {key}")
    assert len(cache) == 5 and cache.get(49) == "text 49" and cache.get(0) is None
    small = SurfaceCache(max_bytes=10)
    big = small.get_or_make("big", lambda: _picture(1))
    assert small.get("big") is big and len(small) == 1


def test_a_value_of_none_is_kept_and_not_made_again():
    made = []
    cache = SurfaceCache(max_bytes=1000)
    for _ in range(3):
        cache.get_or_make("k", lambda: made.append(1))
    assert made == [1]


def test_the_decorator_bounds_a_maker_of_pictures():
    made = []

    @surface_cache(max_bytes=4 * size_of(_picture(0)))
    def draw(key: int) -> pygame.Surface:
        made.append(key)
        return _picture(key)

    assert draw(1) is draw(1) and made == [1]
    for key in range(2, 40):
        draw(key)
    assert draw.cache.bytes <= 4 * size_of(_picture(0)) and len(draw.cache) == 4
    draw(1)                                # let go long ago: made again
    assert made.count(1) == 2
    draw.cache_clear()
    assert len(draw.cache) == 0


def test_a_report_over_the_dim_counts_the_pixels_it_holds_and_draws_the_whole_picture():
    """A Veil (game.ui.veil: a report's panel and a strip of the dim, not a picture as large as
    the screen) is counted by its pixels, and lays on a screen what the whole picture would."""
    from game.ui import veil
    colour, size, rect = (0, 0, 0, 150), (400, 300), pygame.Rect(100, 80, 150, 90)

    def draw(size, rect):
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill(colour)
        pygame.draw.rect(surf, (200, 40, 90), rect, border_radius=12)
        pygame.draw.circle(surf, (20, 240, 90, 120), rect.center, 30)
        return surf
    kept = veil.report(size, rect, colour, 8, draw)
    assert size_of(kept) == kept.nbytes < size_of(draw(size, rect)) // 2
    screen = pygame.Surface(size)
    for x in range(0, 400, 7):
        pygame.draw.line(screen, (x % 256, 255 - x % 256, 60), (x, 0), (400 - x, 300), 3)
    whole = screen.copy()
    whole.blit(draw(size, rect), (0, 0))
    assert kept.blit(screen) == pygame.Rect(0, 0, *size)
    assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_pictures_in_a_tuple_are_counted_by_their_pixels():
    """A value that is a picture with where it goes, or a few pictures together, is counted by the
    pixels of its pictures (it was counted as a string is, so its cache's bound did not hold)."""
    pair = (_picture(1), _picture(2, 50))
    assert size_of(pair) == size_of(pair[0]) + size_of(pair[1])
    assert size_of((_picture(3), (10, 20))) == size_of(_picture(3))
    assert size_of(("a plan", 3)) == size_of("a plan")
    cache = SurfaceCache(max_bytes=5 * size_of(pair))
    for key in range(40):
        cache.put(key, (_picture(key), _picture(key, 50)))
    assert len(cache) == 5 and cache.bytes == 5 * size_of(pair)


def test_a_cache_may_be_let_go_of_at_several_moments_and_the_heap_is_trimmed_when_a_table_opens(monkeypatch):
    from game.ui import heap, surface_cache
    trimmed = []
    monkeypatch.setattr(heap, "trim", lambda: trimmed.append(True) or True)
    both = SurfaceCache(10**6, scope=("table", "shell"))
    table_only = SurfaceCache(10**6, scope="table")
    for cache in (both, table_only):
        cache.put("k", _picture(1))
    surface_cache.release_shell_caches()
    assert "k" not in both and "k" in table_only and trimmed == [True]
    both.put("k", _picture(1))
    surface_cache.release_table_caches()
    assert "k" not in both and "k" not in table_only and len(trimmed) == 2
