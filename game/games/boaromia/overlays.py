"""What is drawn each frame over the Boaromia table's static layer: the hovered button, track,
card or tile; on a walk, the path to the hovered tile with its steps numbered (or a red mark
where the pawn cannot go); the pawns walking and the banners; and the hover text. Functions
of the scene (they only draw, filling the scene's surface cache)."""

from __future__ import annotations

import pygame

from game.ui import theme, widgets

from .layout import TOP_H, H, W
from .panels import dotted_path, draw_button


def draw_frame(scene, s: pygame.Surface) -> None:
    hover = scene.hover
    if hover is not None:
        if hover in scene.button_rects and scene.button_live(hover):
            draw_button(scene, s, hover, True)
        elif hover.startswith("seat:"):
            seat = int(hover[5:])
            if seat < len(scene.track_rects):
                r = scene.track_rects[seat]
                lit = scene.my_turn() and seat in scene.choices.seat_targets(scene.share_from)
                pygame.draw.rect(s, theme.GOOD if lit else theme.HILITE, r.inflate(4, 4), 3, border_radius=13)
        elif hover.startswith("char:"):
            r = scene.char_rects.get(hover[5:])
            if r is not None:
                pygame.draw.rect(s, theme.HILITE, r.inflate(6, 6).move(-3, -3), 4, border_radius=16)
        elif hover.startswith("slot:"):
            r = scene.slot_rects[int(hover[5:]) - 1]
            pygame.draw.rect(s, theme.TEXT, r.inflate(2, 2), 2, border_radius=11)
        elif hover == "event" or hover.startswith("goal:"):
            i = 0 if hover == "event" else 1 + int(hover[5:])
            r = scene.card_rects[i]
            pygame.draw.rect(s, theme.HILITE, pygame.Rect(r.x - 2, r.y - 2, r.width - 2, r.height - 2), 3,
                             border_radius=13)
        elif hover.startswith("kept:"):
            i = int(hover[5:])
            if i < len(scene.kept_rects):
                pygame.draw.rect(s, theme.HILITE, scene.kept_rects[i].inflate(4, 4), 2, border_radius=11)
        elif hover.startswith("tile:"):
            _tile_hover(scene, s, int(hover[5:]))
    scene.anims.draw(s)
    tip = scene.tooltip(hover)
    if tip:
        img = scene.cached(("tip", tip), lambda: widgets.tooltip_surface(tip, 460))
        r = img.get_rect(topleft=(scene.mouse[0] + 20, scene.mouse[1] + 24))
        if r.right > W:
            r.right = scene.mouse[0] - 12
        if r.bottom > H:
            r.bottom = scene.mouse[1] - 16
        r.clamp_ip(pygame.Rect(0, TOP_H, W, H - TOP_H))
        s.blit(img, r)


def _tile_hover(scene, s: pygame.Surface, tile: int) -> None:
    geo = scene.geo
    r = geo.tile_rect(tile)
    if scene.walking_now() and not scene.anims.busy():
        if tile in scene.reach.spots:
            path = scene.path_to(tile)
            pts = [geo.centre(t) for t in path]
            dotted_path(s, pts, (255, 255, 255), max(3, geo.ts // 12), spacing=max(9, geo.ts // 6))
            spot = scene.reach.spots[tile]
            cost = 0
            budget = scene.state.steps_left
            for t in path[1:]:
                cost += scene.state.step_cost(scene.state.active, t)
                c = geo.centre(t)
                col = (250, 160, 60) if cost > budget and not spot.bonus else theme.HILITE
                pygame.draw.circle(s, (20, 18, 26), c, 12)
                pygame.draw.circle(s, col, c, 12, 2)
                theme.text(s, str(cost), c, 15, col, bold=True, anchor="center")
            pygame.draw.rect(s, theme.HILITE, r.inflate(2, 2), 4, border_radius=6)
            return
        pygame.draw.rect(s, theme.BAD, r.inflate(-4, -4), 3, border_radius=6)
        c = r.center
        k = max(6, geo.ts // 7)
        pygame.draw.line(s, theme.BAD, (c[0] - k, c[1] - k), (c[0] + k, c[1] + k), 4)
        pygame.draw.line(s, theme.BAD, (c[0] - k, c[1] + k), (c[0] + k, c[1] - k), 4)
        return
    if tile in scene.choices.tiles and scene.my_turn():
        pygame.draw.rect(s, theme.HILITE, r.inflate(2, 2), 4, border_radius=6)
    else:
        pygame.draw.rect(s, (250, 246, 236), r, 2, border_radius=4)
