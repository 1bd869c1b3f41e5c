"""The C heap under the pictures: memory that a table let go goes back to the system.

Every picture's pixels (a pygame Surface) come from the C library's ``malloc``. With glibc, a
block freed inside the heap stays with the process: a table that drew hundreds of cards, texts
and discard piles leaves the process as large as at its fullest, and the next table grows it
further (issue 21). Two glibc settings, made through ``ctypes`` where the C library is glibc (on
other systems, and where ``ctypes`` cannot reach it, nothing happens):

- :func:`tune`, at the App's start: a block of :data:`MMAP_THRESHOLD` bytes or more (a card of
  160x220 pixels is 140 KB) is mapped on its own, and so given back the moment it is freed
  (glibc's own threshold rises to the largest block freed, up to 32 MB: after the first
  whole-screen picture every card would be carved out of the heap);
- :func:`trim`, when a table is left (``game.ui.surface_cache.release_table_caches``) and when
  one opens, the menu's pictures let go (``release_shell_caches``): the free pages inside the
  heap go back to the system.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import sys

log = logging.getLogger(__name__)

#: blocks at least this large are mapped on their own (glibc's first threshold is 128 KB)
MMAP_THRESHOLD = 64 * 1024
_M_MMAP_THRESHOLD = -3            # mallopt's parameter number (glibc's malloc.h)

_libc = None


def _glibc():
    """glibc as a ctypes library, or None (another C library or system)."""
    global _libc
    if _libc is None:
        _libc = False
        if sys.platform.startswith("linux"):
            try:
                lib = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
                lib.mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
                lib.malloc_trim.argtypes = (ctypes.c_size_t,)
                _libc = lib
            except (OSError, AttributeError):         # musl has no malloc_trim, for one
                pass
    return _libc or None


def tune() -> bool:
    """Large blocks mapped on their own (see the module's doc); True where it was set."""
    lib = _glibc()
    return bool(lib is not None and lib.mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD))


def trim() -> bool:
    """The heap's free pages back to the system; True where the C library did so."""
    lib = _glibc()
    return bool(lib is not None and lib.malloc_trim(0))
