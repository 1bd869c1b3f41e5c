"""Images from sprites/, loaded once and cached; a missing file never crashes.

``app.images.get("cave_rave/genre_folk.png", size=(64, 64))`` gives a surface;
a file that does not exist (art still being drawn) gives a magenta placeholder
of the asked size and is logged once.

The cache is bounded (:data:`CACHE_BYTES` of pixels, the least recently used let go first): one
App plays every game of an evening, and each game's sprites at each of their sizes would
otherwise stay for good. A picture let go is loaded again when next asked for, the same pixels.
A large file (:data:`LARGE_FILE_BYTES` or more: a board, a table top) scaled to a size is kept only
at that size: such a file is asked for at one size (the table's), and kept beside its copy it
held as much again (Boaromia's board).
Leaving a table empties every Images (``game.ui.surface_cache.release_table_caches``): the next
table loads its own game's sprites; so does opening one (``release_shell_caches``): the menu's
pictures of the games (some 5 MB) are not on show at a table.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game.core.resources import asset_dir

from .surface_cache import SurfaceCache, size_of

log = logging.getLogger(__name__)

PLACEHOLDER = (196, 64, 168)
#: the pixels the loaded, scaled and tinted images keep at most (a game's table uses 10-20 MB)
CACHE_BYTES = 40_000_000
#: a file at least this large (its pixels) is not kept once a scaled copy of it is
LARGE_FILE_BYTES = 1_000_000


def _sprites_root() -> Path | None:
    try:
        return asset_dir("sprites")
    except FileNotFoundError:
        return None


def placeholder(size: tuple[int, int]) -> pygame.Surface:
    """A magenta-ish box with a cross: plainly 'art missing', never a crash."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((*PLACEHOLDER, 200))
    w, h = size
    pygame.draw.rect(surf, (255, 255, 255, 160), surf.get_rect(), max(1, min(w, h) // 24))
    pygame.draw.line(surf, (255, 255, 255, 120), (0, 0), (w - 1, h - 1), max(1, min(w, h) // 32))
    pygame.draw.line(surf, (255, 255, 255, 120), (0, h - 1), (w - 1, 0), max(1, min(w, h) // 32))
    return surf


class Images:
    def __init__(self, root: Path | None = None):
        self.root = root if root is not None else _sprites_root()
        self._cache = SurfaceCache(CACHE_BYTES, scope=("table", "shell"))
        self._missing: set[str] = set()

    def path(self, relpath: str) -> Path | None:
        return self.root / relpath if self.root is not None else None

    def exists(self, relpath: str) -> bool:
        p = self.path(relpath)
        return p is not None and p.is_file()

    def _load(self, relpath: str, alpha: bool, keep: bool = True) -> pygame.Surface | None:
        key = (relpath, None, alpha)
        got = self._cache.get(key)
        if got is not None:
            return got
        if relpath in self._missing:
            return None
        p = self.path(relpath)
        try:
            if p is None:
                raise FileNotFoundError("no sprites/ folder")
            img = pygame.image.load(str(p))
        except (FileNotFoundError, pygame.error) as exc:
            self._missing.add(relpath)
            log.warning("image %s unavailable (%s): drawing a placeholder", relpath, exc)
            return None
        if pygame.display.get_surface() is not None:
            img = img.convert_alpha() if alpha else img.convert()
        if keep:
            self._cache[key] = img
        return img

    def get(self, relpath: str, size: tuple[int, int] | None = None, alpha: bool = True,
            keep: bool = True) -> pygame.Surface:
        """The image at ``sprites/<relpath>``, scaled to ``size`` if given (cached). ``keep`` False:
        neither the file nor the scaled copy is kept (a screen-sized picture that the caller
        draws once into a picture of its own, which it keeps: the table's backdrop)."""
        size = tuple(int(v) for v in size) if size else None
        key = (relpath, size, alpha)
        got = self._cache.get(key)
        if got is not None:
            return got
        base = self._load(relpath, alpha, keep)
        if base is None:
            img = placeholder(size or (64, 64))
        elif size and base.get_size() != size:
            img = pygame.transform.smoothscale(base, size)
            if keep and size_of(base) >= LARGE_FILE_BYTES:
                self._cache.discard((relpath, None, alpha))      # kept at the size asked for only
        else:
            return base                   # kept once, as the file (if at all)
        if keep:
            self._cache[key] = img
        return img

    def icon(self, name: str, size: int = 48, colour=(255, 255, 255)) -> pygame.Surface:
        """A white UI icon (sprites/ui/<name>.png) tinted to ``colour``."""
        key = ("icon:" + name, (size, size), tuple(colour))
        got = self._cache.get(key)
        if got is not None:
            return got
        img = self.get(f"ui/{name}.png", (size, size)).copy()
        if self.exists(f"ui/{name}.png") and tuple(colour) != (255, 255, 255):
            img.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
        self._cache[key] = img
        return img
