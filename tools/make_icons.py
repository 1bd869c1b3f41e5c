#!/usr/bin/env python3
"""Render the desktop icons into ``packaging/icons/`` from the app icon's drawing
(``tools/sprites/ui.py: app_icon``, the same picture as ``sprites/app_icon.png``):

- ``hicolor/<N>x<N>/apps/openair.png`` for N = 16, 24, 32, 48, 64, 128, 256, 512 (Linux,
  installed by ``openair install-desktop``),
- ``openair.ico`` (Windows, 16-256 px) and ``openair.icns`` (macOS, 16-512 px) for the
  PyInstaller build: both hold PNG images, so no image library beyond pygame is needed.

Run from the repository root::

    SDL_VIDEODRIVER=dummy python tools/make_icons.py
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pygame  # noqa: E402

from sprites.ui import app_icon  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "packaging" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: the icns chunk type of each PNG size
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "openair.png")
    return buffer.getvalue()


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG images (read by Windows Vista and later)."""
    sizes = sorted(pngs)
    head = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(head) + 16 * len(sizes)
    entries, blobs = b"", b""
    for n in sizes:
        data = pngs[n]
        entries += struct.pack("<BBBBHHII", n % 256, n % 256, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return head + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns whose chunks are PNG images."""
    body = b"".join(ICNS_TYPES[n] + struct.pack(">I", 8 + len(pngs[n])) + pngs[n]
                    for n in sorted(pngs) if n in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    pygame.display.init()
    pngs = {}
    for n in SIZES:
        surface = app_icon(n)
        assert surface.get_size() == (n, n), (n, surface.get_size())
        path = OUT / "hicolor" / f"{n}x{n}" / "apps" / "openair.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surface, str(path))
        pngs[n] = path.read_bytes()
        print(f"{path.relative_to(ROOT)}  {len(pngs[n]):7d} bytes")
    for name, data in (("openair.ico", ico({n: pngs[n] for n in ICO_SIZES})),
                       ("openair.icns", icns(pngs))):
        (OUT / name).write_bytes(data)
        print(f"{(OUT / name).relative_to(ROOT)}  {len(data):7d} bytes")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
