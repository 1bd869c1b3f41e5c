"""What Camp Roskilde draws each frame over its table's static layer besides the kit's part (the
hovered button or space, flights and banners, the hover text: :meth:`TableScene.draw_frame`):
the picked tile (a ghost in the lit space under the mouse, else following the mouse), the turn
clock and the recent discards on hover; and the hinted tile's ghost, drawn into the layer.
Functions of the scene (they only draw, filling the scene's surface cache, and note what they
drew in ``scene.overdraw``)."""

from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext
from game.ui import theme, widgets

from . import presenters
from .layout import PREVIEW, TOP_H, H, W


def draw_extras(scene, surface: pygame.Surface, spot) -> str | None:
    """After the hovered ``spot`` (a button lit, the ring round a space, a grounds tile or a
    score): the picked tile, the discards on hover (then no hover text), the turn clock."""
    ghosted, bad = space_hover(scene, spot)
    on_discard = spot is not None and spot.id == "discard"
    if on_discard:
        _discard_strip(scene, surface, spot.area)
    if not ghosted:
        _follower(scene, surface, bad)
    if scene.clock.running():
        scene.overdraw.add(scene.clock.draw(surface))
    return "" if on_discard else None


def hinted_ghost(scene, layer: pygame.Surface) -> None:
    """The hinted tile faintly in the hinted space, turned the hint's way (in the static layer,
    under the hint's mark: the hint on show changes the display version)."""
    target = scene.hinted_target()
    if target is None:
        return
    tile, camp, space, rot = target
    area = scene.pieces().area(("space", camp, space))
    layer.blit(scene.art.ghost(tile, rot, area.width, 150), area)


def _ghosted(scene, lit: str | None) -> bool:
    """The picked tile shows ghosted in a space lit ``lit`` under the mouse."""
    return scene.sel.tile() is not None and scene.my_turn() and lit in ("now", "turn")


def space_hover(scene, spot) -> tuple[bool, pygame.Rect | None]:
    """Whether the picked tile shows ghosted in the lit space ``spot`` under the mouse (its
    :func:`space_ghost`, drawn by the kit), and the space it cannot go to (marked over the follower)."""
    if spot is None or not spot.id.startswith("space:") or scene.sel.tile() is None or not scene.my_turn():
        return False, None
    if _ghosted(scene, spot.lit):
        return True, None
    return False, None if spot.lit in ("match", "picked") else spot.area


def space_ghost(scene, space) -> pygame.Surface | None:
    """The picked tile ghosted in the lit ``space`` (its piece), turned as it would go there (the
    space's ``hover_picture``: the kit draws it under the mouse, under the ring)."""
    if not _ghosted(scene, space.spot.get("lit")):
        return None
    rot = scene.sel.place_rot(*space.data)
    return scene.art.ghost(scene.sel.tile(), scene.sel.rot if rot is None else rot, space.area.width, 215)


def _follower(scene, surface: pygame.Surface, bad: pygame.Rect | None) -> None:
    """The picked tile under the mouse (not over the prompt or the top bar); over a space it
    cannot go to, with that space in red."""
    tile = scene.sel.tile()
    if tile is None or not scene.my_turn() or scene.anims.busy():
        return
    if scene.pieces().area("prompt").collidepoint(scene.mouse) or scene.mouse[1] < TOP_H:
        return
    img = scene.art.lifted(tile, scene.sel.rot, PREVIEW)
    scene.overdraw.add(surface.blit(img, img.get_rect(center=(scene.mouse[0] + 26, scene.mouse[1] + 26))))
    if bad is not None:
        scene.overdraw.add(pygame.draw.rect(surface, theme.BAD, bad.inflate(4, 4), 4, border_radius=10))
        nope = scene.art.image("nope.png", (34, 34))
        scene.overdraw.add(surface.blit(nope, nope.get_rect(center=bad.center)))


def _discard_strip(scene, surface: pygame.Surface, pile: pygame.Rect) -> None:
    """The recent discards, newest first, with their names, above the discard pile (``pile``)."""
    recent = tuple(scene.state.discard[-8:][::-1])

    def make():
        total = len(scene.state.discard)
        title = ngettext("Discard pile: {n} tile, newest first", "Discard pile: {n} tiles, newest first", total)
        ctx = scene.context()
        return widgets.list_card(title.format(n=total), [(scene.art.tile(t, 0, 54), scene.content.name(t),
                                 presenters.discard_line(ctx, t)) for t in recent], empty=_("Nothing discarded yet."))
    img = scene.cached(("strip", recent, len(scene.state.discard)), make)
    r = img.get_rect(bottomright=(pile.right + 20, pile.y - 70))
    r.clamp_ip(pygame.Rect(0, TOP_H, W, H - TOP_H))
    scene.overdraw.add(surface.blit(img, r))

