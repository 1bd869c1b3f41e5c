"""The stage of the grounds on show: Friday, Saturday and Sunday, each with its band (the line-up
as arranged, or before it the bands booked), drawn once for what they show."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.ui import theme

from . import art, presenters
from .art import INK, img
from .model import GENRES
from .parts import dark_plate, kept_block, lit, ring


def draw_stage(scene, surface: pygame.Surface, seat: int) -> None:
    view = scene.shown_view()
    f = view.fests[seat]
    here = scene.acting_here()
    lineup = scene.context().selection.lineup if here and view.pending().kind == "lineup" else (f.lineup or [])
    booked = not lineup                     # before the line-up: the bands in the order they were booked
    festival_on = presenters.stage(view) == "festival"
    kept = band_days(scene, seat) if not booked else {}
    landing = scene.anims.hidden()          # a band booked just now: its slot empty until its card lands
    for one in scene.pieces().of("stage"):
        d, r = one.data, one.area
        today = festival_on and d == view.day
        days = f.bands if booked else lineup
        band = days[d] if d < len(days) and one.key not in landing else -1
        if band >= 0:
            fill = tuple(f.band_fill) if today else kept.get(d, ())      # a day gone by keeps its fans
            extra = f.band_extra if today else max(0, len(fill) - view.content.bands[band].stars)
            shows = (band, tuple(map(tuple, _band_symbols(view, seat, band))), fill, extra, booked)
        else:
            shows = (-1,)
        kept_block(scene, surface, ("slot", d, today, *shows), r, lambda t, rr, d=d, today=today, shows=shows:
               _slot(scene, t, rr, d, today, shows))
        ring(surface, r, lit(one))


def _slot(scene, surface: pygame.Surface, r: pygame.Rect, d: int, today: bool, shows: tuple) -> None:
    """A day's slot on the stage: the band's card, the day, its name, stars, fan spaces and the
    fans it brings (before the line-up, the band booked in that place, marked 'booked')."""
    view = scene.shown_view()
    band = shows[0]
    surface.blit(img("stage", r.size), r)
    pygame.draw.rect(surface, theme.ACCENT if today else INK, r, 3 if today else 2, border_radius=6)
    thumb = pygame.Rect(r.x + 6, r.y + 5, 64, r.height - 10)
    surface.blit(art.band_picture(view.content.bands[band].id, thumb.size) if band >= 0 else
                 img(f"slot_{('fri', 'sat', 'sun')[d]}", thumb.size), thumb)
    plate = pygame.Rect(thumb.right + 6, r.y + 6, r.right - 6 - thumb.right - 6, r.height - 12)
    dark_plate(scene, surface, plate)
    surface.blit(img(f"day_{('fri', 'sat', 'sun')[d]}", (26, 26)), (plate.x + 6, plate.y + 4))
    stars = view.content.bands[band].stars if band >= 0 else 0
    day = _(presenters.DAYS[d])
    star = min(22, max(14, (plate.width - 50 - theme.font(20, True).size(day)[0]) // max(1, stars)))  # stars give way
    theme.text(surface, theme.cut(day, 20, plate.width - 44 - star * stars, True), (plate.x + 36, plate.y + 17),
               20, theme.ACCENT if today else theme.TEXT_DIM, bold=True, anchor="midleft")
    inner = pygame.Rect(plate.x + 8, plate.y + 30, plate.width - 16, 26)
    if band < 0:
        theme.text(surface, _("no band"), inner.topleft, 20, theme.TEXT_DIM)
        return
    _band, symbols, fill, extra, booked = shows
    b = view.content.bands[band]
    art.stars(surface, plate.right - 6 - star * b.stars, plate.y + 17, b.stars, star)
    art.whole_label(surface, view.content.band_name(band), inner, plate.inflate(-8, 0), 22, theme.TEXT)
    row = plate.bottom - 16
    if not booked:
        art.pips(surface, inner.x, row, b.stars + extra, list(fill), 24, 26)
        art.symbols(surface, list(symbols), plate.right - 6, row, size=24)
        return
    # before the line-up: a 'booked' sticker where the (empty) fan spaces will be, left of the
    # fans it brings; in a long language it reaches over the foot of the band's picture
    # Translators: on a band's place on the stage, before the line-up sets the days
    word = _("booked")
    w = theme.font(20, True).size(word)[0] + 14
    size = 24 if symbols_width(list(symbols), 24) + w + 16 <= plate.right - 6 - inner.x else 20
    start = plate.right - 6 - symbols_width(list(symbols), size)
    tag = pygame.Rect(max(r.x + 8, min(inner.x, start - 8 - w)), row - 13, w, 26)
    pygame.draw.rect(surface, INK, tag.inflate(4, 4), border_radius=8)
    pygame.draw.rect(surface, art.PAPER, tag, border_radius=7)
    theme.text(surface, word, tag.center, 20, INK, bold=True, anchor="center")
    art.symbols(surface, list(symbols), plate.right - 6, row, size=size)


def band_days(scene, seat: int) -> dict[int, tuple[int, ...]]:
    """The genres of the fans ``seat`` sent to each day's band this season (``{day: genres}``), as
    the actions' events tell it (the rules keep only today's): a band keeps its fans on the stage
    after its evening, as a stand keeps its own."""
    events = scene.runner.events
    key = ("band_days", seat, len(events), id(events[-1]) if events else 0)
    return scene.cached(key, lambda: _band_days(events, seat))


def _band_days(events, seat: int) -> dict[int, tuple[int, ...]]:
    days: dict[int, list[int]] = {}
    day = 0
    for one in events:
        for ev in one:
            if ev.kind == "season":
                days, day = {}, 0
            elif ev.kind == "day":
                day = ev.data["day"]
            elif ev.kind == "sent" and ev.seat == seat and ev.data["to"] == "band":
                days.setdefault(day, []).append(ev.data["genre"])
    return {d: tuple(g) for d, g in days.items()}


def symbols_width(syms: list, size: int) -> int:
    """How wide :func:`art.symbols` draws ``syms`` at chip ``size``."""
    return sum(theme.font(22, True).size(str(n))[0] + size + 10 for _g, n in syms) - 8


def _band_symbols(view, seat: int, band: int) -> list:
    """The fans a band brings (at a festival: the genres picked for its wildcards)."""
    f = view.fests[seat]
    if band in f.bands:
        return f.symbols[f.bands.index(band)]
    return printed(view, band)


def printed(view, band: int) -> list:
    """The symbols printed on a band card: [genre index (-1: wildcard), fans]."""
    return [[-1 if sym.genre == "wild" else GENRES.index(sym.genre), sym.fans]
            for sym in view.content.bands[band].symbols]
