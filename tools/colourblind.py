"""How a picture looks to a colour-blind player: protanopia, deuteranopia and tritanopia.

    python tools/colourblind.py IN.png OUT_DIR [--width 960]

writes OUT_DIR/IN_protanopia.png, IN_deuteranopia.png and IN_tritanopia.png. Each is the
picture (scaled down to ``--width`` pixels, 0 keeps its size) through the full-severity
matrix of Machado, Oliveira and Fernandes (2009), applied in linear RGB. No numpy: a plain
loop over the pixels with every colour worked out once, which takes a few seconds for a
960-pixel-wide tour shot.
"""

from __future__ import annotations

import argparse
import os
import sys

import pygame

#: Machado et al. 2009, severity 1.0 (rows give linear R, G, B from linear R, G, B)
MATRICES = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
TO_LINEAR = [((v / 255) / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4) for v in range(256)]


def to_srgb(x: float) -> int:
    x = min(1.0, max(0.0, x))
    v = 12.92 * x if x <= 0.0031308 else 1.055 * x ** (1 / 2.4) - 0.055
    return round(v * 255)


def simulate_rgb(rgb: bytes, matrix) -> bytes:
    """Packed RGB bytes as seen through ``matrix``."""
    (a, b, c), (d, e, f), (g, h, i) = matrix
    lin, seen = TO_LINEAR, {}
    out = bytearray(len(rgb))
    for k in range(0, len(rgb), 3):
        key = rgb[k:k + 3]
        got = seen.get(key)
        if got is None:
            r, gr, bl = lin[key[0]], lin[key[1]], lin[key[2]]
            got = seen[key] = bytes((to_srgb(a * r + b * gr + c * bl), to_srgb(d * r + e * gr + f * bl),
                                     to_srgb(g * r + h * gr + i * bl)))
        out[k:k + 3] = got
    return bytes(out)


def simulate(surf: pygame.Surface, kind: str) -> pygame.Surface:
    """A copy of ``surf`` as a player with ``kind`` (a key of :data:`MATRICES`) sees it."""
    rgb = pygame.image.tobytes(surf, "RGB")
    return pygame.image.frombytes(simulate_rgb(rgb, MATRICES[kind]), surf.get_size(), "RGB")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python tools/colourblind.py", description=__doc__.split("\n\n")[0])
    p.add_argument("image")
    p.add_argument("out_dir")
    p.add_argument("--width", type=int, default=960, help="scale down to this width first (0: keep the size)")
    args = p.parse_args(argv)
    surf = pygame.image.load(args.image)
    if args.width and surf.get_width() > args.width:
        h = round(surf.get_height() * args.width / surf.get_width())
        surf = pygame.transform.smoothscale(surf.convert_alpha() if pygame.display.get_init() else surf,
                                            (args.width, h))
    os.makedirs(args.out_dir, exist_ok=True)
    stem = os.path.splitext(os.path.basename(args.image))[0]
    for kind in MATRICES:
        path = os.path.join(args.out_dir, f"{stem}_{kind}.png")
        pygame.image.save(simulate(surf, kind), path)
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
