"""What Boaromia draws each frame over its table's static layer besides the kit's part (the
hovered hotspot's look, the pawns walking and the banners, the hover text:
:meth:`TableScene.draw_frame`): on a walk, the path to the hovered tile with its steps numbered
(or a red mark where the pawn cannot go). Functions of the scene (they only draw, filling the
scene's surface cache)."""

from __future__ import annotations

import pygame

from game.ui import theme

from .board_drawing import dotted_path


def draw_extras(scene, surface: pygame.Surface, spot) -> None:
    """After the hovered ``spot``: a board tile's mark (on a walk, the path there)."""
    if spot is not None and spot.id.startswith("tile:"):
        scene.overdraw.add(_tile_hover(scene, surface, spot.data.index, spot.area))


def _tile_hover(scene, surface: pygame.Surface, tile: int, r: pygame.Rect) -> list[pygame.Rect]:
    """The hovered ``tile``'s mark at ``r`` (on a walk: the path there, its steps numbered); returns
    where it drew."""
    geo = scene.geo
    if scene.walking_now() and not scene.anims.busy():
        if tile in scene.reach.spots:
            path = scene.path_to(tile)
            pts = [geo.centre(t) for t in path]
            dotted_path(surface, pts, (255, 255, 255), max(3, geo.ts // 12), spacing=max(9, geo.ts // 6))
            drawn = [pygame.Rect(x - geo.ts, y - geo.ts, 2 * geo.ts, 2 * geo.ts) for x, y in pts]
            spot = scene.reach.spots[tile]
            cost = 0
            budget = scene.state.steps_left
            for t in path[1:]:
                cost += scene.state.step_cost(scene.state.active, t)
                c = geo.centre(t)
                col = (250, 160, 60) if cost > budget and not spot.bonus else theme.HILITE
                drawn.append(pygame.draw.circle(surface, (20, 18, 26), c, 15))
                pygame.draw.circle(surface, col, c, 15, 2)
                drawn.append(theme.text(surface, str(cost), c, 20, col, bold=True, anchor="center"))
            drawn.append(pygame.draw.rect(surface, theme.HILITE, r.inflate(2, 2), 4, border_radius=6))
            return drawn
        pygame.draw.rect(surface, theme.BAD, r.inflate(-4, -4), 3, border_radius=6)
        c = r.center
        k = max(6, geo.ts // 7)
        pygame.draw.line(surface, theme.BAD, (c[0] - k, c[1] - k), (c[0] + k, c[1] + k), 4)
        pygame.draw.line(surface, theme.BAD, (c[0] - k, c[1] + k), (c[0] + k, c[1] - k), 4)
        return [r.inflate(2 * k + 8, 2 * k + 8)]
    if ("tile", tile) in scene.sel.clicks and scene.context().my_turn:
        return [pygame.draw.rect(surface, theme.HILITE, r.inflate(2, 2), 4, border_radius=6)]
    return [pygame.draw.rect(surface, (250, 246, 236), r, 2, border_radius=4)]
