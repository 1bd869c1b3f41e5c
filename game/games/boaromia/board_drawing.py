"""The festival grounds on the Boaromia table's layer, and what stands on them: the board's picture
and labels, the blast-from-the-past, the crowds, the lit tiles (the tile pieces' ``lit``, a walk's
cost on them), this round's show, the bot friends' plans and the pawns (the pawn pieces, less those
an animation carries). Functions of the scene (they only draw, filling the scene's caches)."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.ui import theme
from game.ui.layer import blit_in_bands

from . import grounds, icons
from .icons import STAGE_COLOURS
from .text import said

LIT = (130, 230, 120)
SPRINT = (250, 160, 60)
BONUS = (200, 130, 250)
#: where the crowd pawns stand on a crowded tile (fractions of the tile)
CROWD_SPOTS = ((0.22, 0.28), (0.78, 0.3), (0.2, 0.74), (0.8, 0.76))
CHOICE = (255, 230, 120)


def draw_board(scene, layer: pygame.Surface, pieces, hidden: set):
    """The grounds and what stands on them, part by part (a generator, as the layer's drawing):
    ``pieces`` are the table's (:func:`.on_table.lay_out`), ``hidden`` the keys the animations carry."""
    view = scene.state
    geo = scene.geo
    board_img = _grounds(scene, grounds.draw_board)
    frame = geo.rect.inflate(12, 12)
    yield from blit_in_bands(layer, board_img, geo.rect.topleft)
    pygame.draw.rect(layer, (18, 16, 20), frame, 6, border_radius=10)      # (a margin, not a fill the board covers)
    pygame.draw.rect(layer, (90, 76, 60), frame, 3, border_radius=10)
    yield
    ts = geo.ts
    known = len(view.sides) == len(view.content.lineup)
    # the blast-from-the-past
    blast_tiles = view.blast_tiles()
    for t in blast_tiles:
        r = geo.tile_rect(t)
        layer.blit(scene.fill_image(r.size, (230, 70, 60), 60), r)
        pygame.draw.rect(layer, (230, 70, 60), r, 2)
    if blast_tiles:
        box = grounds.bbox(geo, blast_tiles)
        img = icons.blast(icons.board_size("blast", ts))
        # by the place's top right corner, kept on the grounds (at a bar on the top row it stood over
        # the line-up's slots)
        layer.blit(img, img.get_rect(center=(box.right - ts * 0.2, box.y + ts * 0.1)).clamp(geo.rect))
    _crowds(scene, layer, view.crowded, CROWD_SPOTS)
    _lit_tiles(scene, layer, board_img, pieces.of("tiles"))
    yield
    pawns = pieces.of("pawns")
    if known:
        _show(scene, layer, pawns, tag=False)
    layer.blits(label_places(scene, pawns), doreturn=False)
    if known:
        _show(scene, layer, pawns, tag=True)          # under the pawns: a label never hides a festival-goer
    yield
    _intentions(scene, layer)
    _pawns(scene, layer, pieces.shown("pawns", hidden))


def _grounds(scene, draw) -> pygame.Surface:
    """The board's picture or its labels (``grounds.draw_board``, ``draw_labels``), once a board and tile size."""
    board = scene.state.ctx.board
    return scene.cached((draw.__name__, board.id, scene.geo.ts), lambda: draw(scene.content, board, scene.geo))


def label_places(scene, pawns) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """The board's labels where they are drawn now (on the layer): each at its place, or, where a
    festival-goer's pawn (``pawns``, their pieces) stands on it, just above or below the pawns it
    would lie under, where that is on the board and clear of every pawn (issue 23: no label lies
    under a pawn; a label that finds no such room stays, under the pawn)."""
    geo = scene.geo
    spots = [pawn.area for pawn in pawns]
    out = []
    for piece, rect in _label_pieces(scene):
        rect = rect.move(geo.rect.topleft)
        if rect.collidelist(spots) >= 0:
            rect = next((r for r in (_clear(rect, spots, -1), _clear(rect, spots, 1))
                         if geo.rect.contains(r) and r.collidelist(spots) < 0), rect)
        out.append((piece, rect))
    return out


def _clear(rect: pygame.Rect, spots: list[pygame.Rect], way: int) -> pygame.Rect:
    """``rect`` moved up (``way`` -1) or down (1) just past the pawns in its way (a few pawns on
    one tile stand in rows: past them all)."""
    moved = rect.copy()
    for _pawn in range(len(spots)):
        hit = [spot for spot in spots if spot.colliderect(moved)]
        if not hit:
            break
        if way < 0:
            moved.bottom = min(spot.top for spot in hit) - 1
        else:
            moved.top = max(spot.bottom for spot in hit) + 1
    return moved


def _label_pieces(scene) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """The board's labels (``grounds.draw_labels``) as the small pieces that hold them, each with
    where it lies on the board: blending only those is a fraction of blending the whole picture."""
    def make():
        labels = _grounds(scene, grounds.draw_labels)
        rects = pygame.mask.from_surface(labels, 0).get_bounding_rects()
        return [(labels.subsurface(r).copy(), r) for r in rects]
    return scene.cached(("label pieces", scene.state.ctx.board.id, scene.geo.ts), make)


def _show(scene, layer: pygame.Surface, pawns: list, tag: bool) -> None:
    """This round's show: its stage's star tiles lit in the stage's colour, or (``tag``) the pill
    over them that names the act, where it hides none of the festival-goers' ``pawns``."""
    view = scene.state
    geo = scene.geo
    artist, stage = view.show()
    col = STAGE_COLOURS.get(stage, (255, 255, 255))
    box = grounds.bbox(geo, list(view.ctx.stars[stage]))
    if not tag:
        for t in view.ctx.stars[stage]:
            r = geo.tile_rect(t)
            layer.blit(scene.fill_image(r.size, col, 70), r)
        pygame.draw.rect(layer, col, box.inflate(4, 4), 3, border_radius=6)
        return
    label = _("Now: {artist}").format(artist=said(view.content.artist_by_id[artist]))
    w = theme.font(20, True).size(label)[0] + 18
    pill = _clear_of(pygame.Rect(0, 0, w, 28), box, geo.rect, [pawn.area for pawn in pawns])
    pygame.draw.rect(layer, col, pill, border_radius=9)
    pygame.draw.rect(layer, icons.INK, pill, 2, border_radius=9)
    theme.text(layer, label, pill.center, 20, icons.INK, bold=True, anchor="center")


def _clear_of(pill: pygame.Rect, box: pygame.Rect, bounds: pygame.Rect, pawns: list[pygame.Rect]) -> pygame.Rect:
    """``pill`` placed on ``box`` where it covers none of ``pawns``: at its top, its foot or its
    middle (the top when it covers some everywhere), kept inside ``bounds``."""
    spots = []
    for at in ("midtop", "midbottom", "center"):
        r = pill.copy()
        setattr(r, at, {"midtop": (box.centerx, box.y + 4), "midbottom": (box.centerx, box.bottom - 4),
                        "center": box.center}[at])
        spots.append(r.clamp(bounds))
    return next((r for r in spots if r.collidelist(pawns) < 0), spots[0])


def _lit_tiles(scene, layer: pygame.Surface, board_img: pygame.Surface, tiles: list) -> None:
    """Darken the grounds and light the ``tiles`` that can be clicked now (the pieces lit, with
    their cost on a walk)."""
    geo = scene.geo
    lit = [tile for tile in tiles if tile.spot.get("lit") is not None]
    if not lit:
        return
    layer.blit(scene.fill_image(geo.rect.size, (8, 6, 14), 105), geo.rect)
    for tile in lit:
        r, how, label = tile.area, tile.spot["lit"], tile.data.label
        layer.blit(board_img, r, r.move(-geo.x0, -geo.y0))
        col = {"walk": LIT, "sprint": SPRINT, "bonus": BONUS}.get(how, CHOICE)
        layer.blit(scene.fill_image(r.size, col, 46), r)
        pygame.draw.rect(layer, col, r.inflate(-2, -2), 2, border_radius=4)
        if label:
            badge = pygame.Rect(r.right - 30, r.bottom - 27, 27, 24)
            pygame.draw.rect(layer, (20, 18, 26), badge, border_radius=6)
            theme.text(layer, label, badge.center, 20, col, bold=True, anchor="center")
    # the crowd pawns stay visible over the lit tiles (the top right one makes room for the lit frame)
    shown = {tile.data.index for tile in lit}
    _crowds(scene, layer, [t for t in scene.state.crowded if t in shown], CROWD_SPOTS[:1] + CROWD_SPOTS[2:])


def _crowds(scene, layer: pygame.Surface, tiles, spots) -> None:
    ts = scene.geo.ts
    crowd = icons.icon("person", icons.board_size("person", ts))
    for t in tiles:
        r = scene.geo.tile_rect(t)
        for fx, fy in spots:
            layer.blit(crowd, crowd.get_rect(center=(r.x + ts * fx, r.y + ts * fy)))


def _intentions(scene, layer: pygame.Surface) -> None:
    """The bot friends' plans for this round: dotted paths in their colours, each ending in a ring
    round a faint copy of the friend's pawn (whose plan it is, not by its colour only)."""
    geo = scene.geo
    for seat, path in scene.intentions().items():
        if len(path) < 2:
            continue
        col = theme.rgb(scene.context().seats[seat].colour)
        pts = [geo.centre(t) for t in path]
        dotted_path(layer, pts, col, max(3, geo.ts // 14), spacing=max(10, geo.ts // 5))
        end = pts[-1]
        radius = max(icons.MARK_PAWN // 2 + 2, geo.ts // 6)
        ghost = scene.cached(("ghost", seat, scene.state.chars[seat]), lambda seat=seat: _ghost(scene, seat))
        layer.blit(ghost, ghost.get_rect(center=end))
        pygame.draw.circle(layer, icons.INK, end, radius + 2, 3)
        pygame.draw.circle(layer, col, end, radius, 3)


def _ghost(scene, seat: int) -> pygame.Surface:
    """A faint copy of the seat's pawn, where its plan ends."""
    img = pawn_image(scene, seat, icons.MARK_PAWN).copy()
    img.set_alpha(175)
    return img


def dotted_path(surface: pygame.Surface, pts, colour, radius: int, spacing: int) -> None:
    """Dots of ``colour`` (ringed in ink) every ``spacing`` pixels along the path through ``pts``."""
    carry = 0.0
    for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
        dx, dy = x1 - x0, y1 - y0
        length = (dx * dx + dy * dy) ** 0.5
        d = carry
        while d < length:
            t = d / length
            p = (round(x0 + dx * t), round(y0 + dy * t))
            pygame.draw.circle(surface, icons.INK, p, radius + 1)
            pygame.draw.circle(surface, colour, p, radius)
            d += spacing
        carry = d - length


def pawn_image(scene, seat: int, size: int) -> pygame.Surface:
    cid = scene.state.chars[seat]
    col = theme.rgb(scene.context().seats[seat].colour)
    return scene.cached(("pawn", seat, size, cid), lambda: icons.pawn(size, col, cid))


def _pawns(scene, layer: pygame.Surface, pawns: list) -> None:
    """The ``pawns`` on show (the one whose turn it is last, ringed)."""
    active = scene.state.turn_seat()
    for pawn in pawns:
        r = pawn.area
        if pawn.data == active:
            pygame.draw.circle(layer, theme.HILITE, r.center, r.width // 2 + 6, 4)
        img = pawn_image(scene, pawn.data, r.width)
        layer.blit(img, img.get_rect(center=r.center))
