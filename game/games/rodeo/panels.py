"""The static layer of the Rock'n Rodeo table, drawn only when something changed: the top bar,
the grounds on show (stage and line-up, campsite, stands and upgrades, tracks, fans), the
market, the hand, the prompt, the rivals' strips and the log. Functions of the scene (they only
draw, filling the scene's surface cache)."""

from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext
from game.ui import theme, widgets
from game.ui.table_look import fitting_lines, fitting_size

from . import campsite, hints, layout, pieces
from .model import GENRES

BG = (24, 30, 26)
PANEL_FILL = (34, 38, 40)
#: how a lit space or card is outlined, by its hotspot's ``lit``
LIT = {"target": theme.GOOD, "happy": theme.GOOD, "unhappy": (240, 170, 80), "picked": theme.HILITE,
       "turning": theme.ACCENT, "blocked": (120, 110, 120)}


def render_layer(scene, s: pygame.Surface) -> None:
    s.fill(BG)
    _top_bar(scene, s)
    lit = {spot.id: spot.lit for spot in scene.spots() if spot.lit}
    _grounds(scene, s, lit)
    _market(scene, s, lit)
    _hand(scene, s, lit)
    _prompt(scene, s)
    _rivals(scene, s)
    scene.log_panel.draw(s, scene.log, scene.log_scroll)
    scene.draw_buttons(s)


def _top_bar(scene, s: pygame.Surface) -> None:
    v = scene.v
    actor = scene.seat_to_act()
    colour = theme.rgb(scene.seats[actor].colour) if actor is not None else theme.TEXT
    thinking = actor is not None and scene.thinking_seat == actor
    scene.draw_top_bar(s, _("Rock'n Rodeo"), hints.status(v, scene.names(), thinking), colour, 250)


def _ring(s: pygame.Surface, r: pygame.Rect, how: str | None, radius: int = 10) -> None:
    if how in LIT:
        pygame.draw.rect(s, LIT[how], r.inflate(6, 6), 4 if how != "blocked" else 2, border_radius=radius)


def _panel(scene, s: pygame.Surface, r: pygame.Rect, border=theme.PANEL_BORDER) -> None:
    s.blit(scene.panel_image(r.size, PANEL_FILL, border, 14, 2), (r.x - 3, r.y - 3))


# -- the grounds -------------------------------------------------------------------------------

def _grounds(scene, s: pygame.Surface, lit: dict) -> None:
    v = scene.v
    seat = scene.shown_seat()
    f = v.fests[seat]
    acting = scene.seat_to_act() == seat
    _panel(scene, s, layout.GROUNDS, theme.HILITE if acting else theme.PANEL_BORDER)
    colour = theme.rgb(scene.seats[seat].colour)
    h = layout.HEADER
    pygame.draw.circle(s, colour, (h.x + 14, h.centery), 12)
    title = _("{name}'s {festival}").format(name=scene.seats[seat].name, festival=v.content.festival_name(f.festival))
    room = (layout.HOME_BUTTON.x - 20 if scene.peek is not None else h.right - 300) - (h.x + 34)
    theme.text(s, theme.cut(title, 26, room, True), (h.x + 34, h.centery), 26, theme.TEXT, bold=True, anchor="midleft")
    if scene.peek is None:
        info = _("{cash}K · {vp} VP · order {pos}").format(cash=f.cash, vp=f.vp, pos=_order_pos(v, seat))
        theme.text(s, info, (h.right, h.centery), 24, theme.HILITE, bold=True, anchor="midright")
    _stage(scene, s, seat, lit)
    _campsite(scene, s, seat, lit)
    _side(scene, s, seat, lit)
    _tracks(scene, s, seat)
    _fans_row(scene, s, seat, lit)


def _order_pos(v, seat: int) -> int:
    return v.order.index(seat) + 1 if seat in v.order else 0


def _stage(scene, s: pygame.Surface, seat: int, lit: dict) -> None:
    v = scene.v
    f = v.fests[seat]
    here = scene.acting_here()
    lineup = scene.sel.lineup if here and v.pending().kind == "lineup" else (f.lineup or [])
    festival_on = hints.stage(v) == "festival"
    for d, r in enumerate(layout.stage_slots()):
        today = festival_on and d == v.day
        pieces.card(s, r, theme.ACCENT if today else (120, 100, 150), fill=(48, 40, 58) if today else pieces.CARD_FILL)
        _ring(s, r, lit.get(f"day:{d}"))
        theme.text(s, _(hints.DAYS[d]), (r.x + 12, r.y + 14), 22, theme.ACCENT if today else theme.TEXT_DIM, bold=True)
        if d >= len(lineup):
            waiting = [b for b in f.bands if b not in lineup]
            if d == 0 and not lineup and f.bands:
                names = ", ".join(v.content.band_name(b) for b in waiting)
                for i, line in enumerate(fitting_lines(_("Booked: {bands}").format(bands=names), 3, r.width - 24)):
                    theme.text(s, line, (r.x + 12, r.y + 42 + 22 * i), 20, theme.TEXT)
            else:
                theme.text(s, _("no band"), (r.x + 12, r.y + 46), 20, theme.TEXT_DIM)
            continue
        band = lineup[d]
        b = v.content.bands[band]
        name = v.content.band_name(band)
        size = fitting_size(name, r.width - 24, 22, 20)
        theme.text(s, theme.cut(name, size, r.width - 24, True), (r.x + 12, r.y + 42), size, theme.TEXT, bold=True)
        pieces.stars(s, r.right - 16 - b.stars * 20, r.y + 24, b.stars)
        fill = f.band_fill if today else []
        spaces = b.stars + (f.band_extra if today else 0)
        pieces.pips(s, r.x + 12, r.y + 90, spaces, fill)
        _symbols(s, v, seat, band, r.right - 12, r.y + 90)


def _symbols(s: pygame.Surface, v, seat: int, band: int, right: int, y: int) -> None:
    """The fans a band brings (the genres picked for its wildcards), right-aligned at ``right``."""
    f = v.fests[seat]
    syms = f.symbols[f.bands.index(band)] if band in f.bands else [
        [-1 if sym.genre == "wild" else GENRES.index(sym.genre), sym.fans] for sym in v.content.bands[band].symbols]
    x = right
    for g, n in reversed(syms):
        label = theme.render(str(n), 20, theme.TEXT, True)
        x -= label.get_width()
        s.blit(label, (x, y - 11))
        x -= 24
        if g < 0:
            pieces.wild_chip(s, (x + 10, y), 11)
        else:
            pieces.genre_chip(s, (x + 10, y), 11, g)
        x -= 10


def _campsite(scene, s: pygame.Surface, seat: int, lit: dict) -> None:
    v = scene.v
    f = v.fests[seat]
    geo = v.geometry(seat)
    rects, size = layout.camp_spaces(list(geo.cells))
    kinds = list(f.kind)
    preview = scene.turn_preview() if seat == scene.shown_seat() else None
    if preview is not None:
        _, pos, turns = preview
        corners = campsite.turned(v.sides(seat)[pos], turns)
        for sp, (k, corner) in enumerate(geo.card):
            if k == pos:
                kinds[sp] = corners[corner]
    # the cards' outlines first (2×2 spaces each)
    for k in geo.positions:
        cells = [rects[sp] for sp, (kk, _c) in enumerate(geo.card) if kk == k]
        if cells:
            box = cells[0].unionall(cells[1:]).inflate(6, 6)
            pygame.draw.rect(s, (60, 70, 56), box, border_radius=8)
            if preview is not None and preview[1] == k:
                pygame.draw.rect(s, theme.ACCENT, box, 4, border_radius=8)
    for sp, r in enumerate(rects):
        pieces.space(s, r, kinds[sp] if sp < len(kinds) else campsite.TENT)
        if sp >= len(f.marker):
            continue
        if f.wixi[sp]:
            pieces.wixi(s, r)
        if f.marker[sp] >= 0:
            pieces.marker(s, r, f.marker[sp], f.happy[sp], f.penalty[sp])
        if f.garbage[sp]:
            pieces.garbage(s, r, f.garbage[sp])
        how = lit.get(f"space:{sp}")
        if how:
            pygame.draw.rect(s, LIT.get(how, theme.GOOD), r.inflate(2, 2), 3, border_radius=6)
            if how in ("happy", "unhappy"):
                pieces.thumb(s, (r.right - 10, r.bottom - 10), 8, how == "happy")
    extra = []
    if f.overflow:
        extra.append(ngettext("{n} angry fan at the fence", "{n} angry fans at the fence",
                              f.overflow).format(n=f.overflow))
    if f.fence:
        extra.append(ngettext("{n} garbage over the fence", "{n} garbage over the fence", f.fence).format(n=f.fence))
    if extra:
        theme.text(s, " · ".join(extra), (layout.CAMP.x + 4, layout.CAMP.bottom - 24), 20, theme.HILITE)


def _side(scene, s: pygame.Surface, seat: int, lit: dict) -> None:
    v = scene.v
    f = v.fests[seat]
    stands, ups = layout.side_cards(len(f.stands), len(f.upgrades))
    for i, r in enumerate(stands):
        st = v.content.stands[f.stands[i]]
        pieces.card(s, r, pieces.STAND_KIND_COLOURS[st.kind], strip=6)
        _ring(s, r, lit.get(f"stand:{i}"))
        name = v.content.stand_name(f.stands[i])
        theme.text(s, theme.cut(name, 20, r.width - 70, True), (r.x + 10, r.y + 9), 20, theme.TEXT, bold=True)
        theme.text(s, _("{k}K").format(k=st.income), (r.right - 10, r.y + 9), 20, theme.HILITE, bold=True,
                   anchor="topright")
        pieces.pips(s, r.x + 10, r.bottom - 14, st.spaces, f.stand_fill[i], r=8, step=20)
    for up, r in zip(f.upgrades, ups, strict=True):
        u = v.content.upgrade[up]
        pieces.card(s, r, (120, 200, 160), strip=6)
        _ring(s, r, lit.get(f"up:{up}"))
        theme.text(s, theme.cut(v.content.upgrade_name(up), 20, r.width - 20, True), (r.x + 10, r.y + 9), 20,
                   theme.TEXT, bold=True)
        i = f.upgrades.index(up)
        pieces.pips(s, r.x + 10, r.bottom - 14, u.spaces, f.upgrade_fill[i], r=8, step=20)


def _tracks(scene, s: pygame.Surface, seat: int) -> None:
    v = scene.v
    f = v.fests[seat]
    nums = v.content.numbers
    colours = {"chaos": (230, 120, 70), "hygiene": (90, 180, 220), "mood": (240, 200, 80)}
    for track, r in layout.track_rects().items():
        rng = getattr(nums, track)
        value = getattr(f, track)
        frac = (value - rng.low) / max(1, rng.high - rng.low)
        label = _(hints.TRACK_NAMES[track])
        img = scene.cached(("meter", track, value, r.size),
                           lambda lb=label, val=value, fr=frac, c=colours[track], size=r.size:
                           widgets.meter_image(size, lb, str(val), fr, c, bar=(120, 12, size[0] - 180, 14)))
        s.blit(img, r)
        bar = pygame.Rect(r.x + 120, r.y + 12, r.width - 180, 14)
        marks = nums.bins if track == "chaos" else ([p.at for p in nums.penalties] if track == "hygiene" else [])
        for at in marks:
            x = bar.x + round(bar.width * (at - rng.low) / max(1, rng.high - rng.low))
            pygame.draw.polygon(s, theme.BAD, [(x, bar.bottom + 2), (x - 6, bar.bottom + 10), (x + 6, bar.bottom + 10)])


def fans_tip(scene, seat: int, g: int) -> str:
    v = scene.v
    f = v.fests[seat]
    by_kind = hints.power_by_kind(v, seat, g)
    return _("{genre}: {reserve} still to arrive, {standing} at the tents, {placed} out on the grounds, "
             "{lying} asleep in the tents. Purchasing power left: {power}K (fast food {ff}K, drinks {dr}K, "
             "other {ot}K, aversions counted).").format(
        genre=hints.genre(v, g), reserve=f.reserve[g], standing=f.standing[g], placed=f.placed[g], lying=f.lying[g],
        power=hints.power_left(v, seat, g), ff=by_kind[0], dr=by_kind[1], ot=by_kind[2])


def _fans_row(scene, s: pygame.Surface, seat: int, lit: dict) -> None:
    v = scene.v
    f = v.fests[seat]
    for g, r in enumerate(layout.fan_chips()):
        how = lit.get(f"genre:{g}")
        pygame.draw.rect(s, (44, 48, 52), r, border_radius=10)
        pygame.draw.rect(s, pieces.GENRE_COLOURS[g], r, 2, border_radius=10)
        _ring(s, r, how)
        pieces.genre_chip(s, (r.x + 20, r.y + 20), 13, g)
        lines = (_("{n} coming").format(n=f.reserve[g]), _("{n} at the tents").format(n=f.standing[g]),
                 _("{k}K to spend").format(k=hints.power_left(v, seat, g)))
        for i, line in enumerate(lines):
            x = r.x + 40 if i == 0 else r.x + 12
            theme.text(s, theme.cut(line, 20, r.right - 8 - x), (x, r.y + 20 + 26 * i), 20,
                       theme.HILITE if i == 2 else theme.TEXT, anchor="midleft")


# -- the market ---------------------------------------------------------------------------------

def _market(scene, s: pygame.Surface, lit: dict) -> None:
    v = scene.v
    _panel(scene, s, layout.MARKET)
    theme.text(s, _("The market"), (layout.MARKET.x + 16, layout.MARKET_TITLE_Y), 24, theme.ACCENT, bold=True)
    bands = list(v.display) + ([v.garage_top] if v.garage_top >= 0 else [])
    for i, (band, r) in enumerate(zip(bands, layout.band_rects(len(bands)), strict=True)):
        garage = i == len(v.display)
        _band_card(scene, s, r, band, garage, lit.get("garage" if garage else f"band:{band}"))
    if not v.display:
        y = layout.BANDS_AREA.y + 110
        theme.text(s, _("No bands on display until the next booking."), (layout.BANDS_AREA.x + 4, y), 20,
                   theme.TEXT_DIM)
        for i, line in enumerate(hints.festival_lines(v, scene.shown_seat())):
            for text in fitting_lines(line, 2, layout.BANDS_AREA.width - 8):
                y += 28
                theme.text(s, text, (layout.BANDS_AREA.x + 4, y), 22 if i == 0 else 20,
                           theme.ACCENT if i == 0 else theme.TEXT, bold=i == 0)
    theme.text(s, _("Fans to sell"), (layout.SUPPLY_AREA.x, layout.SUPPLY_AREA.centery), 20, theme.TEXT_DIM,
               anchor="midleft")
    for g, r in enumerate(layout.supply_rects()):
        pieces.genre_chip(s, (r.x + 16, r.centery), 13, g)
        theme.text(s, str(v.supply[g]), (r.x + 36, r.centery), 22, theme.TEXT, bold=True, anchor="midleft")
    for k, r in enumerate(layout.stand_top_rects()):
        stand = v.stand_tops[k]
        if stand < 0:
            pygame.draw.rect(s, (80, 80, 90), r, 2, border_radius=10)
            continue
        st = v.content.stands[stand]
        pieces.card(s, r, pieces.STAND_KIND_COLOURS[st.kind], strip=6)
        _ring(s, r, lit.get(f"stand_top:{k}"))
        for j, line in enumerate(fitting_lines(v.content.stand_name(stand), 2, r.width - 16)):
            theme.text(s, line, (r.x + 8, r.y + 10 + 22 * j), 20, theme.TEXT, bold=True)
        theme.text(s, _("{k}K a fan").format(k=st.income), (r.x + 8, r.bottom - 26), 20, theme.HILITE)
        pieces.pips(s, r.right - 8 - st.spaces * 20, r.bottom - 16, st.spaces, [], r=8, step=20)
    for u, r in zip(v.content.upgrades, layout.upgrade_rects(), strict=True):
        pieces.card(s, r, (120, 200, 160), strip=6)
        _ring(s, r, lit.get(f"market_up:{u.id}"))
        for j, line in enumerate(fitting_lines(v.content.upgrade_name(u.id), 2, r.width - 16)):
            theme.text(s, line, (r.x + 8, r.y + 10 + 22 * j), 20, theme.TEXT, bold=True)
        theme.text(s, _("{n} left").format(n=v.upgrade_left[u.id]), (r.x + 8, r.bottom - 26), 20, theme.TEXT_DIM)


def _band_card(scene, s: pygame.Surface, r: pygame.Rect, band: int, garage: bool, how) -> None:
    v = scene.v
    b = v.content.bands[band]
    pieces.card(s, r, pieces.TIER_COLOURS[b.tier])
    _ring(s, r, how)
    name = v.content.band_name(band)
    theme.text(s, theme.cut(name, 20, r.width - 24, True), (r.x + 12, r.y + 14), 20, theme.TEXT, bold=True)
    fee = _("free, +{k}K").format(k=v.content.numbers.garage_bonus) if garage else _("{k}K").format(k=b.fee)
    theme.text(s, fee, (r.x + 12, r.bottom - 30), 22 if not garage else 20, theme.HILITE, bold=True)
    fee_w = theme.font(22 if not garage else 20, True).size(fee)[0]
    pieces.stars(s, r.x + 24 + fee_w, r.bottom - 19, b.stars, r=7)
    x = r.right - 12
    for sym in reversed(b.symbols):
        lab = theme.render(str(sym.fans), 20, theme.TEXT, True)
        x -= lab.get_width()
        s.blit(lab, (x, r.bottom - 30))
        x -= 24
        if sym.genre == "wild":
            pieces.wild_chip(s, (x + 10, r.bottom - 19), 11)
        else:
            pieces.genre_chip(s, (x + 10, r.bottom - 19), 11, GENRES.index(sym.genre))
        x -= 8


# -- the hand ------------------------------------------------------------------------------------

def _hand(scene, s: pygame.Surface, lit: dict) -> None:
    v = scene.v
    _panel(scene, s, layout.HAND)
    seat = scene.viewer
    if seat is None:
        theme.text(s, _("Hands are hidden: nobody at this screen may see them now."),
                   (layout.HAND.x + 16, layout.HAND.y + 12), 22, theme.TEXT_DIM)
        return
    f = v.fests[seat]
    if not scene.hand_open():
        _folded_hand(scene, s, f)
        return
    theme.text(s, ngettext("Your hand: {n} fan card", "Your hand: {n} fan cards", len(f.hand)).format(n=len(f.hand)),
               (layout.FANS_AREA.x, layout.HAND.y + 10), 22, theme.ACCENT, bold=True)
    theme.text(s, ngettext("{n} event card", "{n} event cards", len(f.events)).format(n=len(f.events)),
               (layout.EVENTS_AREA.x, layout.HAND.y + 10), 22, theme.ACCENT, bold=True)
    for card, r in zip(f.hand, layout.fan_card_rects(len(f.hand)), strict=True):
        fan_card(scene, s, r, card, lit.get(f"fan:{card}"))
    for card, r in zip(f.events, layout.event_card_rects(len(f.events)), strict=True):
        event_card(scene, s, r, card, lit.get(f"event:{card}"))
    if not f.hand and not f.events:
        theme.text(s, _("No cards in hand."), (layout.FANS_AREA.x, layout.FANS_AREA.y + 10), 20, theme.TEXT_DIM)


def _folded_hand(scene, s: pygame.Surface, f) -> None:
    """The viewer's hand folded (a decision without it while others may look): card backs, the fan
    cards' genres (public, as on the rivals' strips), and why."""
    theme.text(s, _("Your hand is folded: it opens after the cover, when you decide with it."),
               (layout.FANS_AREA.x, layout.HAND.y + 10), 22, theme.ACCENT, bold=True)
    for card, r in zip(f.hand, layout.fan_card_rects(len(f.hand)), strict=True):
        g = GENRES.index(scene.v.content.fan_genre[card])
        pieces.card(s, r, pieces.GENRE_COLOURS[g], fill=(58, 52, 72), strip=10)
        pieces.genre_chip(s, r.center, 16, g)
    for r in layout.event_card_rects(len(f.events)):
        pieces.card(s, r, (220, 160, 60), fill=(58, 52, 72), strip=8)


def fan_card(scene, s: pygame.Surface, r: pygame.Rect, card: int, how=None) -> None:
    """A fan card face (only ever drawn for the viewer's own cards)."""
    v = scene.v
    fan = v.content.fans[card]
    g = GENRES.index(fan.genre)
    pieces.card(s, r, pieces.GENRE_COLOURS[g], strip=10)
    _ring(s, r, how)
    pieces.genre_chip(s, (r.x + 18, r.y + 26), 11, g)
    theme.text(s, _("{k}K").format(k=fan.power), (r.right - 8, r.y + 16), 20, theme.HILITE, bold=True,
               anchor="topright")
    theme.text(s, theme.cut(v.content.fan_name(card), 20, r.width - 16, True), (r.x + 8, r.y + 40), 20,
               theme.TEXT, bold=True)
    for j, line in enumerate(fitting_lines(hints.fan_needs(v, card), 2, r.width - 14)):
        theme.text(s, line, (r.x + 8, r.y + 64 + 20 * j), 20, theme.TEXT_DIM)


def event_card(scene, s: pygame.Surface, r: pygame.Rect, card: int, how=None) -> None:
    """An event card face with both sides in a few words (only ever the viewer's own)."""
    v = scene.v
    e = v.content.events[card]
    pieces.card(s, r, (220, 160, 60), strip=8)
    _ring(s, r, how)
    theme.text(s, theme.cut(v.content.event_name(card), 20, r.width - 16, True), (r.x + 8, r.y + 14), 20,
               theme.TEXT, bold=True)
    y = r.y + 34
    for booking, side in ((True, e.booking), (False, e.festival)):
        _side_icon(s, (r.x + 16, y + 11), booking)
        for text in fitting_lines(hints.effects_text(side.effects), 2, r.width - 40):
            theme.text(s, text, (r.x + 30, y), 20, theme.TEXT_DIM)
            y += 20
        y += 2


def _side_icon(s: pygame.Surface, centre, booking: bool) -> None:
    """An event card side's mark: a ticket for booking, a tent for the festival."""
    x, y = centre
    if booking:
        pygame.draw.rect(s, theme.ACCENT, pygame.Rect(x - 9, y - 6, 18, 12), border_radius=3)
        pygame.draw.line(s, theme.TEXT_DARK, (x + 3, y - 6), (x + 3, y + 6), 2)
    else:
        pygame.draw.polygon(s, theme.GOOD, [(x, y - 8), (x + 9, y + 7), (x - 9, y + 7)])


# -- the prompt and the rivals --------------------------------------------------------------------

def _prompt(scene, s: pygame.Surface) -> None:
    r = layout.PROMPT_RECT
    mine = scene.my_turn()
    scene.draw_prompt_panel(s, r, mine)
    p = scene.prompt()
    bottom = scene.buttons_top(r, r.bottom - 12) - 8
    scene.draw_prompt_text(s, r.x + 18, r.y + 14, r.width - 36, bottom, p["title"], p["detail"], mine)


def _rivals(scene, s: pygame.Surface) -> None:
    v = scene.v
    for seat, r in layout.rival_rects(scene.rivals()).items():
        f = v.fests[seat]
        acting = scene.seat_to_act() == seat
        border = theme.HILITE if scene.peek == seat else None
        scene.draw_seat_panel(s, r, scene.seats[seat].colour, PANEL_FILL, acting, border)
        x = r.x + 22
        name = scene.seats[seat].name
        theme.text(s, theme.cut(name, 22, r.width - 150, True), (x, r.y + 10), 22, theme.TEXT, bold=True)
        theme.text(s, _("{cash}K · {vp} VP").format(cash=f.cash, vp=f.vp), (r.right - 12, r.y + 10), 22,
                   theme.HILITE, bold=True, anchor="topright")
        tracks = _("Chaos {c} · Hygiene {h} · Mood {m}").format(c=f.chaos, h=f.hygiene, m=f.mood)
        theme.text(s, theme.cut(tracks, 20, r.width - 34), (x, r.y + 40), 20, theme.TEXT)
        fans = _("Order {pos} · {n} fans · {up} happy, {down} not").format(
            pos=_order_pos(v, seat), n=f.fans(), up=f.satisfied(), down=f.dissatisfied())
        theme.text(s, theme.cut(fans, 20, r.width - 34), (x, r.y + 66), 20, theme.TEXT_DIM)
        # the backs of their fan cards (the genre shows) and how many event cards
        cx = x + 10
        for c in f.hand[:10]:
            g = -1 - c if c < 0 else GENRES.index(v.content.fan_genre[c])
            pieces.genre_chip(s, (cx, r.y + 114), 9, g)
            cx += 22
        theme.text(s, ngettext("{n} event", "{n} events", len(f.events)).format(n=len(f.events)),
                   (r.right - 12, r.y + 104), 20, theme.TEXT_DIM, anchor="topright")
