"""Caches of drawn things with a bound: the least recently used go once the pixels they hold pass a
number of bytes (or the entries a number).

A 1920x1080 picture is 8 MB; a cache that keeps every text, card or discard pile it ever drew grows
all evening (issue 21). :class:`SurfaceCache` counts a Surface as its pixels (pitch x height) and
anything else (a string, a plan) as :data:`OTHER_BYTES`; :func:`surface_cache` is
``functools.cache`` with such a bound, for module-level makers of pictures.

A cache may be let go of at a moment (its ``scope``, or several): ``"table"`` (a game's sprites
and pictures, which live in modules and would outlast the table) is emptied by
:func:`release_table_caches`, which a table calls when it is left: the next table, of any game,
makes what it draws again, and the one left holds nothing. ``"shell"`` (the menu's and the pages'
screen-sized backdrops, and the images, which hold the menu's pictures of the games) is emptied by
:func:`release_shell_caches`, which a table calls when it opens: they are not on show at a table,
and are drawn again (some 30 ms) when the menu or a page shows next; the heap then gives their
pages back before the table draws its own.

What is drawn never changes: a value is made again exactly as before when it was let go.
"""

from __future__ import annotations

import functools
import gc
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from . import heap

#: what a value that is not a Surface counts for
OTHER_BYTES = 256


def size_of(value: Any) -> int:
    """The bytes ``value`` is counted for: a Surface's pixels, what a picture of another kind says
    it holds (its ``nbytes``, as ``game.ui.veil.Veil`` has), the pictures in a tuple or list (a
    picture and where it goes), else :data:`OTHER_BYTES`."""
    return max(_pixels(value), OTHER_BYTES)


def _pixels(value: Any) -> int:
    """The bytes of pixels ``value`` holds (0 for what is not a picture)."""
    held = getattr(value, "nbytes", None)
    if isinstance(held, int):
        return held
    if isinstance(value, pygame.Surface):
        try:
            return value.get_pitch() * value.get_height()
        except pygame.error:          # a surface of a display that is gone
            return 0
    if isinstance(value, (tuple, list)):
        return sum(_pixels(v) for v in value)
    return 0


class SurfaceCache:
    """A least-recently-used cache bounded by the bytes its values hold and by its entries.

    A value larger than the whole bound is still given back (and kept alone, until the next)."""

    def __init__(self, max_bytes: int, max_entries: int = 4096, scope: str | tuple[str, ...] | None = None):
        self.max_bytes = int(max_bytes)
        self.max_entries = int(max_entries)
        self._items: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()
        self.bytes = 0
        self.misses = 0                   # values made (or put), for the memory benchmark
        for name in (scope,) if isinstance(scope, str) else scope or ():
            _SCOPES[name].add(self)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def get(self, key: Hashable, default: Any = None) -> Any:
        got = self._items.get(key)
        if got is None:
            return default
        self._items.move_to_end(key)
        return got[0]

    def put(self, key: Hashable, value: Any) -> Any:
        """Keep ``value`` under ``key`` (the oldest let go while over the bound); returns ``value``."""
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        self.misses += 1
        size = size_of(value)
        self._items[key] = (value, size)
        self.bytes += size
        while len(self._items) > 1 and (self.bytes > self.max_bytes or len(self._items) > self.max_entries):
            _key, (_value, gone) = self._items.popitem(last=False)
            self.bytes -= gone
        return value

    def __getitem__(self, key: Hashable) -> Any:
        got = self._items[key]
        self._items.move_to_end(key)
        return got[0]

    def __setitem__(self, key: Hashable, value: Any) -> None:
        self.put(key, value)

    def get_or_make(self, key: Hashable, make: Callable[[], Any]) -> Any:
        """The value under ``key``, made by ``make`` and kept when there is none."""
        got = self._items.get(key)
        if got is not None:
            self._items.move_to_end(key)
            return got[0]
        return self.put(key, make())

    def discard(self, key: Hashable) -> None:
        """Let go of what is kept under ``key``, if anything."""
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


def surface_cache(max_bytes: int, max_entries: int = 4096, scope: str | tuple[str, ...] | None = None):
    """``functools.cache`` for a function of hashable arguments that makes a picture, bounded by
    :class:`SurfaceCache`; the function gets ``cache_clear()`` and ``cache`` (the SurfaceCache)."""
    def wrap(fn: Callable) -> Callable:
        store = SurfaceCache(max_bytes, max_entries, scope)

        @functools.wraps(fn)
        def cached(*args, **kwargs):
            key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
            got = store.get(key, _MISSING)
            if got is _MISSING:
                got = store.put(key, fn(*args, **kwargs))
            return got

        cached.cache = store
        cached.cache_clear = store.clear
        return cached
    return wrap


_MISSING = object()
#: the caches emptied when a table is left ("table") and when one opens ("shell")
_SCOPES: dict[str, weakref.WeakSet] = {"table": weakref.WeakSet(), "shell": weakref.WeakSet()}


class Store(dict):
    """A plain dict as a cache that a scope can empty (:func:`scoped`; a dict itself cannot be
    pointed to weakly): the theme's open fonts. One Store equals only itself."""

    __eq__ = object.__eq__
    __hash__ = object.__hash__


def scoped(store, *scopes: str):
    """``store`` (a cache of another kind: a :class:`Store`, anything with ``clear()`` that a weak
    reference can point to) emptied with the caches of ``scopes``; returns it."""
    for name in scopes:
        _SCOPES[name].add(store)
    return store


def release_table_caches() -> None:
    """A table was left: every ``"table"`` cache lets go of what it holds, what the scenes left
    before it hold is collected (a scene waits in reference cycles for the collector, which
    counts objects, not the pixels they hold), and the heap gives the pages freed back to the
    system (:mod:`game.ui.heap`)."""
    for store in list(_SCOPES["table"]):
        store.clear()
    gc.collect()
    heap.trim()


def release_shell_caches() -> None:
    """A table opens: every ``"shell"`` cache lets go of what it holds, and the heap gives the
    pages freed back to the system before the table draws (:mod:`game.ui.heap`)."""
    for store in list(_SCOPES["shell"]):
        store.clear()
    heap.trim()
