"""The rivals' strips down the right: name, money, points, the order and the tracks, the fans,
the line-up, the backs of their fan cards and how many event cards, each drawn once for what it
shows."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game.core.i18n import _
from game.ui import theme
from game.ui.seat_marks import mark_room

from . import art
from .art import img
from .model import GENRES
from .parts import PANEL_FILL, icon_value, kept_block, order_pos, shown


class Strip(NamedTuple):
    """A rival's strip as a piece's data: whose, and what it shows (so a change of it is seen)."""

    seat: int
    shows: tuple


def strip_shows(view, seat: int) -> tuple:
    """What a rival's strip shows: points, money, place in the order, the tracks, the fans, the
    line-up's tiers, the backs of the fan cards and how many event cards."""
    f = view.fests[seat]
    lineup = tuple(view.content.bands[b].tier for b in (f.lineup or f.bands))
    backs = tuple(-1 - c if c < 0 else GENRES.index(view.content.fan_genre[c]) for c in f.hand[:9])
    return (f.vp, f.cash, order_pos(view, seat), f.chaos, f.hygiene, f.mood, f.fans(), f.satisfied(),
            f.dissatisfied(), lineup, backs, len(f.events))


def money_words(cash: int) -> str:
    """A rival's money on their strip ("12K")."""
    return _("{k}K").format(k=cash)


def name_at(r: pygame.Rect, name: str, cash: int, mark: int = 0) -> tuple[str, pygame.Rect]:
    """A rival's name on their strip ``r`` (bold 22 px, on the line of their money and points) and
    where it lies: cut to what the money leaves, less ``mark`` px kept free after it for the kit's
    mark of the seat (``seat_marks.mark_room``)."""
    x, y = r.x + 22, r.y + 20
    money = r.right - 12 - 62 - (26 + 4 + theme.font(22, True).size(money_words(cash))[0])   # (as icon_value)
    text = theme.cut(name, 22, money - 8 - x - mark, True)
    return text, theme.render(text, 22, theme.TEXT, True).get_rect(midleft=(x, y))


def draw_rivals(scene, surface: pygame.Surface) -> None:
    actor = scene.context().to_act
    for one in shown(scene, "rivals"):
        seat, r, shows = one.data.seat, one.area, one.data.shows
        info = scene.context().seats[seat]
        key = ("rival", seat, info.name, info.colour, actor == seat, scene.peek == seat, *shows)
        kept_block(scene, surface, key, r,
                   lambda t, rr, seat=seat, shows=shows: _rival_strip(scene, t, rr, seat, shows))


def _rival_strip(scene, surface: pygame.Surface, r: pygame.Rect, seat: int, shows: tuple) -> None:
    """A rival's strip: name, money, VP; order and tracks; fans, satisfied and not, line-up; the
    backs of their fan cards and how many event cards."""
    vp, cash, order, chaos, hygiene, mood, fans, happy, unhappy, lineup, backs, events = shows
    acting = scene.context().to_act == seat
    border = theme.HILITE if scene.peek == seat else None
    scene.draw_seat_panel(surface, r, scene.context().seats[seat].colour, PANEL_FILL, acting, border)
    x = r.x + 22
    right = r.right - 12
    y = r.y + 20
    icon_value(surface, "vp", str(vp), right, y, 26, 22, anchor="right")
    icon_value(surface, "money", money_words(cash), right - 62, y, 26, 22, anchor="right")
    name, at = name_at(r, scene.context().seats[seat].name, cash, mark_room(scene, seat))   # (the kit's mark
    theme.text(surface, name, at.topleft, 22, theme.TEXT, bold=True)                      # of the seat after it)
    y += 32
    cx = x
    for icon, value in (("order", order), ("chaos", chaos), ("hygiene", hygiene), ("mood", mood)):
        cx = icon_value(surface, icon, str(value), cx, y, 24, 20, theme.TEXT) + 14
    y += 30
    cx = x
    for icon, value in (("fans", fans), ("satisfied", happy), ("dissatisfied", unhappy)):
        cx = icon_value(surface, icon, str(value), cx, y, 24, 20, theme.TEXT) + 14
    for tier in lineup:                           # the line-up: each band's card, small
        surface.blit(img(f"band_{tier}", (18, 25)), (cx, y - 12))
        cx += 21
    y += 30
    cx = x
    for g in backs:
        surface.blit(art.chip(g, 22), (cx, y - 11))
        cx += 22
    num = theme.render(str(events), 20, theme.TEXT_DIM, True)
    surface.blit(num, (right - num.get_width(), y - num.get_height() // 2))
    surface.blit(img("event_card", (18, 25)), (right - num.get_width() - 22, y - 12))
