"""The market of the Rock'n Rodeo table: the order track, the band display and the garage band
(between bookings the festival card of the grounds on show), the fans to sell, the stand stacks'
top cards and the upgrades. Drawn from the pieces of :mod:`.on_table`."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.ui import theme

from . import art, layout, presenters
from .art import INK, img
from .model import GENRES
from .parts import dark_plate, frame, kept_block, kept_face, lit, ring, shown
from .scoring import further_set
from .stage import printed

#: the room between an upgrade's name and how many are left ("Müllpfand" and "×4"), at least
COUNT_GAP = 8
#: the festival card's scoring rows, at least this far apart (their 20 px letters never touch)
ROW_STEP = 20


def draw_market(scene, surface: pygame.Surface):
    """The market: the order track, the bands, the fans to sell, the stands and the upgrades, part
    by part (a generator, as :func:`render_layer`)."""
    view = scene.shown_view()
    frame(surface, layout.MARKET)
    theme.text(surface, _("The market"), (layout.MARKET.x + 16, layout.MARKET_TITLE_Y), 24, theme.ACCENT, bold=True)
    for one in shown(scene, "market"):
        kind, r = one.key[0], one.area
        if kind == "order":
            _order_track(scene, surface)
        elif kind == "band":
            _band_card(scene, surface, r, *one.data, lit(one))
        elif kind == "festival_card":
            seat = one.data
            kept_block(scene, surface, ("festival", seat, view.fests[seat].festival, view.season), r,
                   lambda t, rr: _festival_card(scene, t, rr))
    yield
    words = theme.wrap(_("Fans to sell"), 20, layout.SUPPLY_LABEL_W)[:2]    # two lines where one is too short
    for i, line in enumerate(words):
        at = (layout.SUPPLY_AREA.x, layout.SUPPLY_AREA.centery + 20 * i - 10 * (len(words) - 1))
        theme.text(surface, line, at, 20,
                   theme.TEXT_DIM, anchor="midleft")
    for one in shown(scene, "stock"):
        kind, r = one.key[0], one.area
        if kind == "supply":
            fig = img(f"fan_{GENRES[one.data]}", (24, 38))
            surface.blit(fig, (r.x + 4, r.centery - 19))
            theme.text(surface, str(view.supply[one.data]), (r.x + 34, r.centery), 22, theme.TEXT, bold=True,
                       anchor="midleft")
        elif kind == "sold_out":
            pygame.draw.rect(surface, (80, 80, 90), r, 2, border_radius=10)
            theme.text(surface, _("sold out"), r.center, 20, theme.TEXT_DIM, anchor="center")
        elif kind == "stand":
            _market_stand(scene, surface, r, one.data[1], lit(one))
        else:
            _market_upgrade(scene, surface, r, one.data, lit(one))


def _order_track(scene, surface: pygame.Surface) -> None:
    """The order track: each seat's cube on its position, the one to act lit, an arrow for the
    way this phase goes."""
    view = scene.shown_view()
    r = layout.ORDER_TRACK
    surface.blit(art.icon("order", 28), (r.x, r.centery - 14))
    actor = scene.context().to_act
    x = r.x + 36
    for pos, seat in enumerate(view.order):
        cell = pygame.Rect(x, r.y, 38, r.height)
        if seat == actor:
            pygame.draw.rect(surface, theme.HILITE, cell, 2, border_radius=6)
        surface.blit(art.cube(theme.rgb(scene.context().seats[seat].colour), 24), (cell.x + 2, cell.y + 5))
        theme.text(surface, str(pos + 1), (cell.right - 3, cell.centery), 20, theme.TEXT, bold=True, anchor="midright")
        x += 40
    way = presenters.order_direction(view)
    if way:
        y = r.centery
        tip = (x + 22, y) if way > 0 else (x + 2, y)
        tail = x + 2 if way > 0 else x + 22
        pygame.draw.line(surface, theme.ACCENT, (tail, y), tip, 4)
        pygame.draw.polygon(surface, theme.ACCENT, [tip, (tip[0] - 9 * way, y - 7), (tip[0] - 9 * way, y + 7)])


def _market_stand(scene, surface: pygame.Surface, r: pygame.Rect, stand: int, how) -> None:
    """A stand stack's top card in a row: its kind's icon, its name, its fan spaces, K a fan."""
    view = scene.shown_view()
    st = view.content.stands[stand]
    frame(surface, r, art.STAND_KIND_COLOURS[st.kind])
    ring(surface, r, how)
    surface.blit(img(f"kind_{st.kind}", (28, 28)), (r.x + 6, r.centery - 14))
    tag = art.gold_tag(surface, _("{k}K").format(k=st.income), r.right - 8, r.centery, min(24, r.height - 8))
    pips_x = tag.x - 8 - st.spaces * 24
    art.label(surface, view.content.stand_name(stand), pygame.Rect(r.x + 40, r.y, pips_x - 8 - r.x - 40, r.height), 22,
                 theme.TEXT)
    art.pips(surface, pips_x, r.centery, st.spaces, [], 22, 24)


def _market_upgrade(scene, surface: pygame.Surface, r: pygame.Rect, u, how) -> None:
    """An upgrade in the market: its icon, its name, and how many are left (×n: not a price)."""
    view = scene.shown_view()
    frame(surface, r, art.UPGRADE_COLOUR)
    ring(surface, r, how)
    surface.blit(art.icon(u.id, 32), (r.x + 6, r.centery - 16))
    left = theme.render(_("×{n}").format(n=view.upgrade_left[u.id]), 22, theme.TEXT_DIM, True)
    count = left.get_rect(midright=(r.right - 6, r.centery))
    x = r.x + 42
    name, room = view.content.upgrade_name(u.id), count.left - COUNT_GAP - x   # a gap before ×n, however long
    if theme.font(20, True).size(name)[0] <= room:                             # the name ("Müllpfand ×4")
        art.label(surface, name, pygame.Rect(x, r.y, room, r.height), 22, theme.TEXT)
    else:                                          # a long name in two lines
        art.lines(surface, name, x, r.centery - 21, room, 2, 20, theme.TEXT, bold=True, step=20)
    surface.blit(left, count)


def _band_card(scene, surface: pygame.Surface, r: pygame.Rect, band: int, garage: bool, how) -> None:
    """A band in the market: its name across the top, its own picture (its venue, genre, players),
    the fee, the stars again as fan spaces, and the fans it brings; the garage band on its pile
    (the cards under it peek out), with how many are left."""
    left = len(scene.shown_view().garage) + (band >= 0) if garage else 0   # (band -1: the stack face down)
    for k in range(min(2, left - 1), 0, -1):        # the garage bands under the open one
        under = r.move(3 * k, 3 * k)
        pygame.draw.rect(surface, art.TIER_COLOURS["garage"], under, border_radius=10)
        pygame.draw.rect(surface, INK, under, 2, border_radius=10)
    surface.blit(kept_face(scene, ("band", band, garage, left), r.size,
                 lambda t, rr: _band_face(scene, t, rr, band, garage, left)), r)
    ring(surface, r, how)


def _band_face(scene, surface: pygame.Surface, r: pygame.Rect, band: int, garage: bool, left: int = 0) -> None:
    view = scene.shown_view()
    if band < 0:                                    # the garage stack is face down (L63): its back
        art.paper(surface, r, art.TIER_COLOURS["garage"], (40, 34, 48))
        free = _("free, +{k}K").format(k=view.content.numbers.garage_bonus)
        count = _("×{n}").format(n=left)
        count_w = theme.font(20, True).size(count)[0]
        if theme.font(20, True).size(free)[0] + count_w + 12 > r.width - 20:   # no room for both: the money
            free = _("+{k}K").format(k=view.content.numbers.garage_bonus)    # alone (the whole in the hover tip)
        room = max(1, min(3, (r.bottom - 32 - r.y - 6) // 21))
        art.lines(surface, _("A garage band from the stack"), r.x + 10, r.y + 6, r.width - 20, room, 20, theme.TEXT,
                  bold=True, step=21)
        theme.text(surface, free, (r.x + 10, r.bottom - 20), 20, theme.HILITE, bold=True, anchor="midleft")
        theme.text(surface, count, (r.right - 10, r.bottom - 20), 20, theme.TEXT, bold=True, anchor="midright")
        return
    b = view.content.bands[band]
    art.paper(surface, r, art.TIER_COLOURS[b.tier], (40, 34, 48))
    art.lines(surface, view.content.band_name(band), r.x + 10, r.y + 6, r.width - 20, 2, 20, theme.TEXT, bold=True,
                 step=21)
    pic = pygame.Rect(r.x + 8, r.y + layout.BAND_NAME_H + 2, 58, r.bottom - 8 - r.y - layout.BAND_NAME_H - 2)
    if pic.height >= 16:                            # the band's own picture (a crowded display's flat card: none)
        surface.blit(art.band_picture(b.id, pic.size), pic)
        pygame.draw.rect(surface, art.TIER_COLOURS[b.tier], pic, 2, border_radius=4)
    col = pygame.Rect(pic.right + 8, pic.y, r.right - 10 - pic.right - 8, pic.height)   # beside the picture
    y = pic.y + 16
    if garage:                                      # free, and money with it (two lines where it must)
        words = theme.wrap(_("free, +{k}K").format(k=view.content.numbers.garage_bonus), 20, col.width, bold=True)
        for i, line in enumerate(words[:2]):
            theme.text(surface, line, (col.x, y - 4 * (len(words[:2]) - 1) + 20 * i), 20, theme.HILITE, bold=True,
                       anchor="midleft")
        art.stars(surface, col.x, pic.bottom - 14, b.stars, 22)
        count = _("×{n}").format(n=left)           # how many on the pile, as the upgrades say it
        plate = pygame.Rect(0, 0, theme.font(20, True).size(count)[0] + 10, 24)
        plate.midbottom = (pic.centerx, pic.bottom - 2)
        plate.clamp_ip(r.inflate(-8, -8))
        dark_plate(scene, surface, plate, 220)
        theme.text(surface, count, plate.center, 20, theme.TEXT, bold=True, anchor="center")
    else:                                           # the fee on a gold tag, the stars after it
        fee = _("{k}K").format(k=b.fee)
        tag = art.gold_tag(surface, fee, col.x + theme.font(20, True).size(fee)[0] + 12, y, 26)
        room = col.right - tag.right - 6
        if room // b.stars >= 16:
            art.stars(surface, tag.right + 6, y, b.stars, min(22, room // b.stars))
        else:                                       # no room beside the fee: across the picture's head
            size = min(16, pic.width // b.stars)
            art.stars(surface, pic.centerx - size * b.stars // 2, pic.y + size // 2 + 1, b.stars, size)
    art.symbols(surface, printed(view, band), r.right - 10, pic.bottom - 14, size=26)


def _festival_card(scene, surface: pygame.Surface, area: pygame.Rect) -> None:
    """Between bookings: the festival card of the grounds on show, its whole name above it, and
    beside it what it scores (the card's own strip carries the name when it fits)."""
    view = scene.shown_view()
    seat = scene.shown_seat()
    name = view.content.festival_name(view.fests[seat].festival)
    theme.text(surface, theme.cut(name, 22, area.width - 4, True), (area.x + 2, area.y + 12), 22, theme.ACCENT,
               bold=True,
               anchor="midleft")
    top = area.y + 28
    h = area.bottom - top
    card = pygame.Rect(area.x + 2, top, h * 240 // 336, h)
    surface.blit(img("festival_card", card.size), card)
    k = card.height / 336
    strip = pygame.Rect(card.x + 12, card.y + round(8 * k), card.width - 24, round(28 * k))
    if theme.font(20, True).size(name)[0] <= strip.width:
        art.label(surface, name, strip, 22, INK)
    _mini_layout(scene, surface, seat, art.scaled(card, (240, 336), (12, 42, 216, 148)).inflate(-16, -16))
    paper = art.scaled(card, (240, 336), (12, 198, 216, 126))
    scoring = view.festival_card(seat).scoring
    table = scoring.table
    step = max(ROW_STEP, min(22, (paper.height - 4) // max(1, len(table))))   # (rows of 20 px never overlap)
    for i, (at, vp) in enumerate(table):
        theme.text(surface, _("{at}+: {vp} VP").format(at=at, vp=vp), (paper.x + 10, paper.y + 1 + i * step), 20, INK,
                   bold=True)
    x = card.right + 14
    width = area.right - x
    y = art.lines(surface, _("The season's own points:"), x, top + 2, width, 2, 20, theme.TEXT_DIM)
    y = art.lines(surface, presenters.festival_lines(view, seat)[1], x, y + 4, width, 4, 20, theme.TEXT, bold=True)
    more = further_set(scoring)                        # every further set counts (L181-182)
    if more:
        art.lines(surface, _("+{vp} VP for each further set").format(vp=more), x, y + 4, width, 2, 20, theme.HILITE,
                  bold=True)


def _mini_layout(scene, surface: pygame.Surface, seat: int, box: pygame.Rect) -> None:
    """The festival card's campsite layout, small: each card position's side (later ones faint)."""
    view = scene.shown_view()
    positions = view.festival_card(seat).layout
    cols = max(p.at[0] for p in positions) + 1
    rows = max(p.at[1] for p in positions) + 1
    size = min(box.width // cols, box.height // rows)
    x0 = box.x + (box.width - cols * size) // 2
    for p in positions:
        r = pygame.Rect(x0 + p.at[0] * size, box.y + p.at[1] * size, size, size)
        pic = art.campsite_card(p.side, 0, size) if p.season <= view.season else img("campsite_later", r.size)
        surface.blit(pic, r)
