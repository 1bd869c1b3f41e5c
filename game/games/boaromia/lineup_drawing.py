"""The line-up strip on the Boaromia table's layer: a slot per round (the act, its stage, who must
see or must miss it), the rounds played dimmed, the round on now ringed. Functions of the scene
(they only draw, filling the scene's caches)."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.ui import theme

from . import icons
from .board_drawing import pawn_image
from .icons import STAGE_COLOURS
from .presenters import must_artists
from .text import said


def draw_lineup(scene, layer: pygame.Surface, pieces) -> None:
    """The line-up's slots (the pieces of the part "lineup"), the rounds played dimmed, the round
    on now ringed."""
    view = scene.state
    known = len(view.sides) == len(view.content.lineup)
    for slot in pieces.of("lineup"):
        r, rect = slot.data, slot.area
        shows = ("slot", r, known and view.show(r), rect.size, _slot_marks(scene, r), tuple(view.chars))
        layer.blit(scene.cached(shows, lambda r=r, rect=rect: _slot(scene, r, rect.size)), rect)
        if known and r < view.round:
            layer.blit(scene.fill_image(rect.size, (10, 8, 14), 130, 10), rect)
    if known and not view.is_terminal() and view.started():
        cur = pieces.area(("slot", view.round))
        pygame.draw.rect(layer, theme.HILITE, cur.inflate(6, 6), 3, border_radius=11)


def _slot_marks(scene, r: int) -> tuple:
    """Which seats must see / must miss the artist of round ``r`` (their pawns on the slot)."""
    view = scene.state
    if len(view.sides) < len(view.content.lineup):
        return ()
    artist = view.show(r)[0]
    see = tuple(s for s in range(view.num_players) if artist in must_artists(view, s, "see"))
    miss = tuple(s for s in range(view.num_players) if artist in must_artists(view, s, "miss"))
    return see, miss


#: a line-up slot's fill and rim, by day and by night
SLOT_LOOK = {False: ((74, 104, 140), (150, 190, 220)), True: ((38, 36, 84), (120, 110, 190))}


def _slot(scene, r: int, size) -> pygame.Surface:
    """A round's slot: "R<n>" and the act's name in the top row, under it the stage's symbol and
    name on a band in its colour, then who must see or must miss the act: each a little pawn of
    that festival-goer (the seat's colour under the character's figure) with a heart or a cross.
    The names read whole in English and German, whatever the marks (they take the room left); a
    longer language's are cut short (the slot's tip names both whole) rather than run out of the
    slot."""
    view = scene.state
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    fill, rim = SLOT_LOOK[r >= view.rules.night_from]
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=9)
    pygame.draw.rect(surf, rim, surf.get_rect(), 2, border_radius=9)
    label = theme.text(surf, _("R{n}").format(n=r), (7, 2), 20, (210, 210, 230), bold=True)
    if len(view.sides) < len(view.content.lineup):
        theme.text(surf, "?", (w // 2, h // 2), 30, theme.TEXT_DIM, bold=True, anchor="center")
        return surf
    artist, stage = view.show(r)
    see, miss = _slot_marks(scene, r)
    marks = [(seat, "see") for seat in see] + [(seat, "miss") for seat in miss]
    more = _("+{n}")
    plus_w = theme.font(20, True).size(more.format(n=len(marks)))[0] + 4
    # the names are cut (the tip names them whole) where they would run out of the slot; the band
    # leaves room at its right for a must mark and the "+n" of those that find no room
    act = theme.text(surf, theme.cut(said(view.content.artist_by_id[artist]), 20, w - 5 - (label.right + 6), True),
                     (label.right + 6, 2), 20, theme.TEXT, bold=True)
    stage_name = said(view.content.areas[stage])
    symbol = icons.stage_symbol(stage)
    band_room = w - 3 - 3 - (4 + symbol.get_width() + theme.font(20, True).size(stage_name)[0] + 14)
    if band_room < 0:            # (only a longer language's name: the names are never cut for the marks)
        stage_name = theme.cut(stage_name, 20, w - 4 - 3 - (symbol.get_width() + 14), True)
    band = pygame.Rect(4, 24, symbol.get_width() + theme.font(20, True).size(stage_name)[0] + 14, h - 27)
    pygame.draw.rect(surf, STAGE_COLOURS.get(stage, (200, 200, 200)), band, border_radius=6)
    surf.blit(symbol, symbol.get_rect(midleft=(band.x + 4, band.centery)))
    theme.text(surf, stage_name, (band.x + symbol.get_width() + 8, band.centery), 20, icons.INK, bold=True,
               anchor="midleft")
    rows = ((band.right + 3, band.centery), (act.right + 4, 12))      # beside the band, then beside the act
    placed, plus_row = mark_rows(len(marks), [w - 3 - x for x, _ in rows], plus_w)
    for (left, cy), (count, step, room) in zip(rows, placed, strict=True):
        x = left + room - icons.MARK_PAWN          # right-aligned in the room, drawn right to left so
        for seat, kind in reversed(marks[:count]):  # that each mark's heart stays over the next pawn
            _must_mark(scene, surf, seat, kind, (x, cy))
            x -= step
        marks = marks[count:]
    if plus_row is not None:                        # no room for them all: how many more (the tip names them)
        theme.text(surf, more.format(n=len(marks)), (w - 5, rows[plus_row][1]), 20, theme.TEXT, bold=True,
                   anchor="midright")
    return surf


#: the step from one must mark to the next on a slot: side by side, or overlapping where room is short
MARK_STEPS = (22, 15)


def mark_rows(n: int, rooms: list[int], plus_w: int) -> tuple[list[tuple[int, int, int]], int | None]:
    """How many of ``n`` must marks go in each row of a line-up slot with ``rooms`` pixels free at
    its right end, the step between them (side by side while they fit, else overlapping: see
    :data:`MARK_STEPS`) and the room they are right-aligned in, the first row first; and the row
    that says "+n" when even that is not all (the roomiest: it gives ``plus_w`` pixels to it). Where
    not even "+n" finds room beside the names (a long act and stage in a slot with eight
    festival-goers' marks), no "+n" and as many marks as fit: the names stay whole, the slot's hover
    text and the festival-goers' tracks say the rest (issue 23)."""
    def fit(room: int, step: int) -> int:
        return 0 if room < icons.MARK_PAWN else 1 + (room - icons.MARK_PAWN) // step

    plus_row = None
    if sum(fit(room, MARK_STEPS[-1]) for room in rooms) < n:
        roomiest = max(range(len(rooms)), key=lambda i: rooms[i])
        if rooms[roomiest] >= plus_w:
            plus_row = roomiest
            rooms = [room - plus_w if i == plus_row else room for i, room in enumerate(rooms)]
    out = []
    for room in rooms:
        step = next((one for one in MARK_STEPS if fit(room, one) >= n), MARK_STEPS[-1])
        count = min(n, fit(room, step))
        out.append((count, step, room))
        n -= count
    return out, plus_row


def _must_mark(scene, surf: pygame.Surface, seat: int, kind: str, at) -> None:
    """A must mark at ``at`` (left, centre y): the seat's pawn with a heart (must see) or a cross
    (must miss) at its lower right."""
    x, cy = at
    size = icons.MARK_PAWN
    img = pawn_image(scene, seat, size)
    surf.blit(img, img.get_rect(center=(x + size // 2, cy)))
    surf.blit(icons.icon("heart" if kind == "see" else "cross_mark", 14), (x + size - 10, cy + size // 2 - 13))


