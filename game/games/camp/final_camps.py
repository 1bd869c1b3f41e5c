"""The results screen's pictures of Camp Roskilde: each final camp, its nine spaces with the
tiles as they lie (turned as placed), drawn in the seat's column above its score
(``TableSpec.results_picture``)."""

from __future__ import annotations

import pygame

from .board import EMPTY
from .tiles import TileArt


def final_camp(app, state, seat: int, side: int) -> pygame.Surface:
    """Seat ``seat``'s camp as a square picture ``side`` wide: an empty space dark, a tile as the
    table draws it."""
    art = TileArt(app, state.content, bool(state.options["volunteer"]))
    gap = 3
    tile = (side - 2 * gap - 8) // 3
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.rect(surf, (58, 86, 44), surf.get_rect(), border_radius=10)
    x0 = (side - 3 * tile - 2 * gap) // 2
    for space in range(9):
        at = (x0 + (space % 3) * (tile + gap), x0 + (space // 3) * (tile + gap))
        t = state.camps[seat][space]
        if t == EMPTY:
            pygame.draw.rect(surf, (40, 60, 32), (*at, tile, tile), border_radius=6)
            continue
        surf.blit(art.tile(t, state.rots[seat][space], tile), at)
    return surf
