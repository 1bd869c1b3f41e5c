#!/usr/bin/env python3
"""Generate all original sprite art for Open Air into ``sprites/``.

Everything is drawn with plain pygame primitives (no downloaded assets, no
external fonts).  Shapes are drawn at a multiple of the target size and
reduced with ``pygame.transform.smoothscale`` for anti-aliasing.  All
randomness is seeded, so the output is deterministic.

The drawing lives in ``tools/sprites/``: ``common`` (canvas, colours, textures,
shared motifs), ``cave_rave``, ``ui`` (app icon, UI icons, launcher tiles),
``camp``, ``boaromia`` and ``rodeo``; this script runs them in order.

Run from the repository root::

    SDL_VIDEODRIVER=dummy python tools/make_sprites.py
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pygame  # noqa: E402

from sprites import boaromia, camp, cave_rave, common, rodeo, ui  # noqa: E402


def main(argv=None):
    pygame.display.init()
    files = []
    files += cave_rave.make()
    files += ui.make()
    files += camp.make()
    files += boaromia.make()
    files += rodeo.make()
    total = 0
    for f in files:
        sz = os.path.getsize(f)
        total += sz
        print(f"{os.path.relpath(f, common.ROOT):45s} {sz:8d} bytes")
    print(f"{len(files)} files, {total / 1024:.1f} KiB total")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
