"""Boaromia's small pictures on the table and the palette they share with the sprite tool.
The textless icons (crowd pawns, the blast-from-the-past, coins, energy, bladder, fun, a cross)
are drawn by ``tools/sprites/boaromia.py`` into ``sprites/boaromia/`` at every size the table
uses; here they are loaded, tinted, and given what carries words or a seat: the blast's talk and
the festival-goers' pawns (a disc in the seat's colour under the character's figure, drawn by the
tool at every pawn size)."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.ui import theme
from game.ui.assets import Images
from game.ui.surface_cache import surface_cache

INK = (28, 22, 30)
STAGE_COLOURS = {
    "chester_white": (236, 112, 170),
    "duroc": (240, 96, 64),
    "swabish_hall": (236, 178, 58),
    "mangalitza": (64, 190, 170),
    "british_lop": (156, 114, 228),
    "ossabow": (74, 150, 236),
}
#: each stage's own symbol (on its grounds and on its line-up band), so a stage is told by its shape
#: as well as its colour; the tool draws each shape in ink at ``SYMBOL_SIZE`` for the line-up
STAGE_SYMBOLS = {"chester_white": "heart", "duroc": "star", "swabish_hall": "diamond", "mangalitza": "ring",
                 "british_lop": "triangle", "ossabow": "square"}
SYMBOL_SIZE = 16
ENERGY = (250, 204, 60)
BLADDER = (90, 170, 240)
FUN = (236, 96, 170)
COIN = (244, 196, 64)

#: the sizes the table draws each icon at (the sprite tool draws every one of them), those drawn
#: on the board at a share of the tile size, and the icons drawn in a seat's colour
SIZES = {"coin": (18, 22), "bolt": (16, 22), "drop": (16, 22), "heart": (14, 16, 22), "cross_mark": (14,),
         "person": (22,), "blast": (24,)}
ON_BOARD = {"person": 0.3, "blast": 0.9}
TINTED = (("heart", 12),)
#: a pawn's size on the board at tile size ts: alone on its tile, two to four, more; on a card, on
#: the line-up (a must-see or must-miss mark) and in the prompt (whoever decides)
PAWN_SHARES = (0.58, 0.44, 0.34)
CARD_PAWN = 60
MARK_PAWN = 21
PROMPT_PAWN = 26
IMAGES = Images()
#: the pixels the tinted icons keep at most (they go, as IMAGES's do, when the table is left)
PICTURE_CACHE_BYTES = 8_000_000


def pawn_sizes(tile_sizes) -> list[int]:
    """Every size a pawn is drawn at, for boards of these tile sizes."""
    return sorted({round(ts * k) for ts in tile_sizes for k in PAWN_SHARES} | {CARD_PAWN, MARK_PAWN, PROMPT_PAWN})


def board_size(name: str, ts: int) -> int:
    """The size of an icon drawn on the board at tile size ``ts``."""
    return max(12, round(ts * ON_BOARD[name]))


@surface_cache(PICTURE_CACHE_BYTES, scope="table")
def icon(name: str, size: int, tint=None) -> pygame.Surface:
    """The icon ``name`` at ``size``; a tinted one (``TINTED``) with its fill in ``tint``."""
    if tint is None:
        return IMAGES.get(f"boaromia/{name}_{size}.png")
    img = IMAGES.get(f"boaromia/{name}_{size}_fill.png").copy()
    img.fill((*tint, 255), special_flags=pygame.BLEND_RGBA_MULT)
    img.blit(IMAGES.get(f"boaromia/{name}_{size}_ink.png"), (0, 0))
    return img


@surface_cache(PICTURE_CACHE_BYTES, scope="table")
def blast(size: int) -> pygame.Surface:
    """The blast-from-the-past: an old friend with a speech bubble full of talk."""
    surf = icon("blast", size).copy()
    bubble = pygame.Rect(size * 0.04, size * 0.02, size * 0.92, size * 0.46)
    if size * 0.2 >= 20:        # words where they are readable; a small bubble shows the talk as dots
        theme.text(surf, _("bla bla"), bubble.center, round(size * 0.2), INK, bold=True, anchor="center")
    else:
        for i in (-1, 0, 1):
            pygame.draw.circle(surf, INK, (bubble.centerx + i * size * 0.18, bubble.centery), max(1, size * 0.05))
    return surf


def day_or_night(surf: pygame.Surface, centre, night: bool, r: int = 9) -> None:
    """A sun (day) or a crescent moon (night), ``r`` pixels round, outlined in ink."""
    x, y = centre
    if night:
        moon = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
        pygame.draw.circle(moon, INK, (r + 2, r + 2), r + 1)
        pygame.draw.circle(moon, (250, 240, 200), (r + 2, r + 2), r)
        pygame.draw.circle(moon, (0, 0, 0, 0), (r + 2 + r // 2, r + 2 - r // 3), r)
        surf.blit(moon, (x - r - 2, y - r - 2))
        return
    for k in range(8):
        dx, dy = pygame.math.Vector2(0, r + 4).rotate(45 * k)
        pygame.draw.line(surf, INK, (x, y), (x + dx, y + dy), 3)
    pygame.draw.circle(surf, INK, (x, y), r - 1)
    pygame.draw.circle(surf, (255, 214, 80), (x, y), r - 3)


def figure(character: str, s: int) -> pygame.Surface:
    """A character's figure at pawn size ``s`` (the tool draws every size the table uses; another
    size is scaled from the card's)."""
    name = f"boaromia/figure_{character}_{s}.png"
    if IMAGES.exists(name):
        return IMAGES.get(name)
    return pygame.transform.smoothscale(IMAGES.get(f"boaromia/figure_{character}_{CARD_PAWN}.png"), (s, s))


def stage_symbol(stage: str) -> pygame.Surface:
    """A stage's symbol in ink (:data:`STAGE_SYMBOLS`), for its band on the line-up."""
    return IMAGES.get(f"boaromia/symbol_{STAGE_SYMBOLS.get(stage, 'star')}_{SYMBOL_SIZE}.png")


def pawn(s: int, colour, character: str | None, ring=None) -> pygame.Surface:
    """A festival-goer's pawn: a round token in the seat's colour (the ring says whose) under the
    character's own figure (the silhouette and emblem say who); a plain token while no character
    is chosen yet."""
    surf = pygame.Surface((s + 4, s + 4), pygame.SRCALPHA)
    c = (s + 4) // 2
    pygame.draw.circle(surf, (0, 0, 0, 110), (c + 1, c + 3), s // 2)
    pygame.draw.circle(surf, colour, (c, c), s // 2)
    hi = tuple(min(255, v + 60) for v in colour)
    pygame.draw.circle(surf, hi, (c - s // 8, c - s // 8), max(2, s // 6))
    pygame.draw.circle(surf, ring or (250, 246, 236), (c, c), s // 2, max(2, s // 10))
    pygame.draw.circle(surf, INK, (c, c), s // 2, 1)
    if character is not None:
        surf.blit(figure(character, s), (2, 2))
    return surf
