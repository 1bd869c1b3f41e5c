"""The group photo of a won Boaromia festival (issue 23): on the final table, where the goal cards
and the prompt stood, a snapshot of the whole gang in front of the stage they reached: the
stage's own colour, symbol and name on its banner, the festival-goers' pawns as the table draws
them (the seat's colour under the character's figure), big, each with their name and character
under them, and on the photo's white edge the festival's name and a line saying where and when
it was taken. A lost festival has none.

Drawn into the table's static layer by :func:`draw` (the table calls it last: a final table is
still), kept in the table's cache once made (:func:`picture`); :func:`moment` says what the photo
shows (or None), so tests read it without a display.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.i18n import _
from game.ui import theme

from . import icons, layout
from .text import artist_name, place_name, said

#: the photo's white edge, the picture's sky and floor, the banner's ink
PAPER, SKY, FLOOR = (246, 242, 232), (34, 28, 48), (70, 56, 50)
#: the photo's margins: the sides and top of its white edge, its wider bottom (the caption)
EDGE, CAPTION = 18, 96
#: the biggest a pawn stands in the photo, the name's size under it
PAWN_MOST, NAME = 132, 20


@dataclass(frozen=True)
class Moment:
    """What the photo shows: the round it was taken in, the act and its stage, who stood there."""

    round: int
    artist: str
    stage: str
    seats: tuple


def moment(state) -> Moment | None:
    """The photo of ``state``'s festival (None: not won, or not over)."""
    result = getattr(state, "result", None) or {}
    if not state.is_terminal() or not result.get("won"):
        return None
    artist, stage = state.show(result["round"])
    return Moment(result["round"], artist, stage, tuple(range(state.num_players)))


def area(state) -> pygame.Rect:
    """Where the photo lies: over the goal cards and the prompt (the board and the tracks stay in view)."""
    return layout.CARDS_RECT.union(layout.prompt_rect(state.num_players))


def caption(state, shot: Moment) -> tuple[str, str]:
    """The photo's two lines: the festival's name, and where and when it was taken."""
    return (_("Boaromia Festival"),
            _("Round {n}: the whole gang at {stage} for {artist}. Say cheese!").format(
                n=shot.round, stage=place_name(state, shot.stage), artist=artist_name(state, shot.artist)))


def draw(scene, layer: pygame.Surface) -> pygame.Rect | None:
    """The photo on the final table of a won festival, drawn into ``layer`` (the log on show
    leaves it out); returns where it lies."""
    state = scene.state
    shot = moment(state)
    if shot is None or getattr(scene, "show_log", False):
        return None
    seats = scene.context().seats
    key = ("group_photo", shot, tuple((s.name, s.colour) for s in seats), _("Boaromia Festival"))
    img = scene.cached(key, lambda: picture(state, shot, seats, area(state).size))
    return layer.blit(img, area(state))


def results_photo(state, seats, size) -> pygame.Surface | None:
    """The photo for the results screen, ``size`` big (the table spec's ``results_photo``; the
    match's ``seats`` give the names and colours): None where the festival was not won."""
    shot = moment(state)
    return None if shot is None else picture(state, shot, seats, size)


def picture(state, shot: Moment, seats, size) -> pygame.Surface:
    """The photo, ``size`` big: its white edge, the stage, the gang in front of it, the caption."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 120), pygame.Rect(6, 8, w - 6, h - 8), border_radius=8)      # its shadow
    paper = pygame.Rect(0, 0, w - 6, h - 8)
    pygame.draw.rect(surf, PAPER, paper, border_radius=8)
    photo = pygame.Rect(EDGE, EDGE, paper.width - 2 * EDGE, paper.height - EDGE - CAPTION)
    _stage(surf, photo, state, shot)
    _gang(surf, photo, state, shot, seats)
    pygame.draw.rect(surf, icons.INK, photo, 2)
    title, line = caption(state, shot)
    theme.text(surf, title, (paper.centerx, photo.bottom + 12), 30, icons.INK, bold=True, anchor="midtop")
    for i, part in enumerate(theme.wrap(line, 20, paper.width - 2 * EDGE)[:2]):
        theme.text(surf, part, (paper.centerx, photo.bottom + 50 + 22 * i), 20, (70, 60, 70), anchor="midtop")
    return surf


def _stage(surf: pygame.Surface, photo: pygame.Rect, state, shot: Moment) -> None:
    """The stage they reached: the night sky, the stage in its colour with its lights, its banner
    with its symbol and name, and the floor the gang stands on."""
    colour = icons.STAGE_COLOURS.get(shot.stage, (200, 120, 160))
    surf.fill(SKY, photo)
    for i in range(14):                                   # the lights over the stage
        x = photo.x + (i + 0.5) * photo.width / 14
        pygame.draw.circle(surf, (255, 236, 150) if i % 2 else (250, 250, 250), (round(x), photo.y + 14), 4)
    stage = pygame.Rect(photo.x + 26, photo.y + 30, photo.width - 52, _stage_h(photo, len(rows_of(len(shot.seats)))))
    pygame.draw.rect(surf, tuple(v // 2 for v in colour), stage, border_radius=6)
    pygame.draw.rect(surf, colour, stage, 5, border_radius=6)
    for k in range(5):                                    # the spotlights' beams
        x = stage.x + (k + 0.5) * stage.width / 5
        beam = [(x - 8, stage.y + 4), (x + 8, stage.y + 4), (x + 40, stage.bottom - 4), (x - 40, stage.bottom - 4)]
        shine = pygame.Surface(stage.size, pygame.SRCALPHA)
        pygame.draw.polygon(shine, (*colour, 60), [(px - stage.x, py - stage.y) for px, py in beam])
        surf.blit(shine, stage.topleft)
    name = place_name(state, shot.stage)
    symbol = icons.stage_symbol(shot.stage)
    banner_w = min(stage.width - 40, theme.font(24, True).size(name)[0] + symbol.get_width() + 56)
    banner = pygame.Rect(0, 0, banner_w, 40)
    banner.midtop = (stage.centerx, stage.y + 12)
    pygame.draw.rect(surf, colour, banner, border_radius=8)
    pygame.draw.rect(surf, icons.INK, banner, 2, border_radius=8)
    surf.blit(symbol, symbol.get_rect(midleft=(banner.x + 14, banner.centery)))
    theme.text(surf, name, (banner.centerx + symbol.get_width() // 2 + 4, banner.centery), 24, icons.INK,
               bold=True, anchor="center")
    floor = pygame.Rect(photo.x, stage.bottom, photo.width, photo.bottom - stage.bottom)
    surf.fill(FLOOR, floor)
    pygame.draw.line(surf, tuple(min(255, v + 40) for v in FLOOR), floor.topleft, floor.topright, 3)


def rows_of(n: int) -> list[int]:
    """How many stand in each row of the photo, the back row first (five or more: two rows)."""
    return [n] if n <= 4 else [n // 2, n - n // 2]


def _gang(surf: pygame.Surface, photo: pygame.Rect, state, shot: Moment, seats) -> None:
    """Everyone in front of the stage, in rows (the back row higher, behind the front row's names),
    each pawn with the player's name and the character under it."""
    rows = rows_of(len(shot.seats))
    cell = (photo.width - 40) // max(rows)
    room = photo.bottom - 8 - (photo.y + 30 + _stage_h(photo, len(rows)) // 2)
    size = min(PAWN_MOST, cell - 14, room // len(rows) - LABEL_H - 6)
    order = list(shot.seats)
    bottom = photo.bottom - 6
    for count in reversed(rows):                          # the front row first, from the floor up
        row, order = order[len(order) - count:], order[:len(order) - count]
        top = bottom - LABEL_H - size
        step = (photo.width - 40) / count
        for i, seat in enumerate(row):
            cx = round(photo.x + 20 + step * (i + 0.5))
            colour = theme.rgb(seats[seat].colour)
            pawn = icons.pawn(size, colour, state.chars[seat])
            surf.blit(pawn, pawn.get_rect(midtop=(cx, top)))
            _label(surf, seats[seat].name, said(state.character(seat)), cx, top + size + 4, colour, cell - 8)
        bottom = top - 2


#: a pawn's label: the name's pill and, under it, the character in one or two lines
LABEL_H = 4 + NAME + 8 + 1 + 2 * (NAME + 1)


def _stage_h(photo: pygame.Rect, rows: int) -> int:
    """The stage's height in the photo: less where two rows stand in front of it."""
    return round(photo.height * (0.46 if rows == 1 else 0.3))


def _label(surf: pygame.Surface, name: str, character: str, cx: int, y: int, colour, width: int) -> None:
    """The player's name (bold, on a pill edged in the seat's colour) and the character under it
    (two lines where one does not hold it)."""
    shown = _fit(name, NAME, width - 16, True)
    pill = pygame.Rect(0, 0, min(width, theme.font(NAME, True).size(shown)[0] + 16), NAME + 8)
    pill.midtop = (cx, y)
    pygame.draw.rect(surf, (30, 26, 34), pill, border_radius=8)
    pygame.draw.rect(surf, colour, pill, 2, border_radius=8)
    theme.text(surf, shown, pill.center, NAME, (250, 246, 236), bold=True, anchor="center")
    lines = theme.wrap(character, NAME, width)
    if len(lines) > 2:
        lines = [lines[0], _fit(" ".join(lines[1:]), NAME, width, False)]
    for i, line in enumerate(lines):
        theme.text(surf, _fit(line, NAME, width, False), (cx, pill.bottom + 1 + i * (NAME + 1)), NAME,
                   (236, 226, 210), anchor="midtop")


def _fit(text: str, size: int, width: int, bold: bool) -> str:
    """``text`` whole where it fits in ``width``, else cut with an ellipsis."""
    font = theme.font(size, bold)
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"
