"""The static layer of the Rock'n Rodeo table, drawn only when something changed: the meadow, the
top bar, the grounds on show (stage and line-up, campsite, fans, stands and upgrades, tracks),
the market, the hand, the prompt, the rivals' strips and the log. Functions of the scene (they
only draw, filling the scene's surface cache); the pictures come from :mod:`.art`."""

from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext
from game.ui import theme
from game.ui.furniture import title_end
from game.ui.layer import blit_in_bands

from . import art, layout, presenters
from .art import INK, img
from .model import GENRES

PANEL_FILL = (26, 24, 34)
#: how a lit space or card is outlined, by its hotspot's ``lit``
LIT = {"target": theme.GOOD, "happy": theme.GOOD, "unhappy": (240, 170, 80), "picked": theme.HILITE,
       "turning": theme.ACCENT, "blocked": (120, 110, 120)}
STAND_BASE = (200, 140)
STAND_NAME, STAND_PIPS, STAND_INCOME = (10, 50, 180, 40), (10, 96, 180, 34), ((176, 26), 18)
FAN_BASE = (180, 252)
BAND_BASE = (200, 280)


def shown(scene, part: str) -> list:
    """The pieces of ``part`` (:mod:`.on_table`) on show: all but those on their way (an animation
    hides a piece by its key until it lands)."""
    return scene.pieces().shown(part, scene.anims.hidden())


def lit(one) -> str | None:
    """How a piece is marked as a target (its hotspot's ``lit``)."""
    return one.spot.get("lit")


def _backdrop(scene) -> pygame.Surface:
    """The meadow with the see-through panels that never move on it, drawn once: the grounds, the
    market, the hand, and under the pieces that always lie in the same place (the fans at the
    tents, the stand stacks, the upgrades in the market)."""
    def make():
        out = pygame.Surface((layout.W, layout.H))
        out.blit(art.IMAGES.get("rodeo/table.png", (layout.W, layout.H), alpha=False, keep=False), (0, 0))
        under = [(one.area, 200) for one in scene.pieces().of("fans")]
        under += [(one.area, 230) for one in scene.pieces().of("stock") if one.key[0] != "supply"]
        for r, alpha in ((layout.GROUNDS, 120), (layout.MARKET, 215), (layout.HAND, 215), *under):
            out.blit(scene.fill_image(r.size, PANEL_FILL, alpha, 14), r)
        return out
    return scene.cached(("backdrop",), make)


def render_layer(scene, s: pygame.Surface):
    """Everything static, drawn into ``s`` part by part (each ``yield`` ends a part:
    :mod:`game.ui.layer` may go on with the next one in the next frame)."""
    yield from blit_in_bands(s, _backdrop(scene))
    yield
    _top_bar(scene, s)
    yield
    yield from _grounds(scene, s)
    yield
    yield from _market(scene, s)
    yield
    _hand(scene, s)
    yield
    _prompt(scene, s)
    yield
    _rivals(scene, s)
    yield
    scene.log_panel.draw(s, scene.log, scene.log_scroll)
    buttons = shown(scene, "prompt")            # the prompt's buttons as they lie (a row's shadow under the next)
    for one in buttons:
        scene.draw_button(s, one.area, one.spot["look"])
    scene.draw_buttons(s, skip={one.id for one in buttons})


def _top_bar(scene, s: pygame.Surface) -> None:
    ctx = scene.context()
    actor = ctx.to_act
    colour = theme.rgb(ctx.seats[actor].colour) if actor is not None else theme.TEXT
    title = _("Rock'n Rodeo")
    after = title_end(title) + 24       # the status starts after the title, however long
    scene.draw_top_bar(s, title, presenters.status(ctx), colour, max(250, after))


def _ring(s: pygame.Surface, r: pygame.Rect, how: str | None, radius: int = 10) -> None:
    if how in LIT:
        pygame.draw.rect(s, LIT[how], r.inflate(6, 6), 4 if how != "blocked" else 2, border_radius=radius)


def _frame(s: pygame.Surface, r: pygame.Rect, border=theme.PANEL_BORDER, width: int = 2) -> None:
    """The border of a panel of the backdrop (the meadow shows through it: :func:`_backdrop`)."""
    pygame.draw.rect(s, border, r, width, border_radius=14)


def _face(scene, key, size, draw) -> pygame.Surface:
    """A card's face drawn once (``draw(surface, rect)`` at the origin) and kept."""
    def make():
        face = pygame.Surface(size, pygame.SRCALPHA)
        draw(face, pygame.Rect(0, 0, *size))
        return face
    return scene.cached(("face", *key, tuple(size)), make)


def _block(scene, s: pygame.Surface, key: tuple, r: pygame.Rect, draw, margin: int = 8) -> None:
    """A part of the table drawn once for what it shows (``key``: everything it depends on) and
    kept: ``draw(surface, rect)`` draws it at ``rect`` on a see-through surface ``margin`` larger."""
    def make():
        out = pygame.Surface((r.width + 2 * margin, r.height + 2 * margin), pygame.SRCALPHA)
        draw(out, pygame.Rect(margin, margin, r.width, r.height))
        return out
    s.blit(scene.cached(("block", *key, r.size), make), (r.x - margin, r.y - margin))


def _plate(scene, s: pygame.Surface, r: pygame.Rect, alpha: int = 190) -> None:
    """A dark see-through plate under words written over a picture."""
    s.blit(scene.fill_image(r.size, (16, 14, 22), alpha, 8), r)


# -- the grounds -------------------------------------------------------------------------------

def _grounds(scene, s: pygame.Surface):
    """The shown seat's festival grounds, part by part (a generator, as :func:`render_layer`)."""
    view = scene.shown_view()
    seat = scene.shown_seat()
    f = view.fests[seat]
    acting = scene.context().to_act == seat
    _frame(s, layout.GROUNDS, theme.HILITE if acting else theme.PANEL_BORDER, 3 if acting else 2)
    h = layout.HEADER
    s.blit(art.cube(theme.rgb(scene.context().seats[seat].colour), 30), (h.x, h.centery - 15))
    title = _("{name}'s {festival}").format(name=scene.context().seats[seat].name,
                                            festival=view.content.festival_name(f.festival))
    right = layout.HOME_BUTTON.x - 20 if scene.peek is not None else h.right - 330
    theme.text(s, theme.cut(title, 26, right - (h.x + 40), True), (h.x + 40, h.centery), 26, theme.TEXT, bold=True,
               anchor="midleft")
    if scene.peek is None:
        x = h.right
        for name, value in (("order", str(_order_pos(view, seat))), ("vp", str(f.vp)),
                            ("money", _("{k}K").format(k=f.cash))):
            x = _icon_value(s, name, value, x, h.centery, anchor="right") - 18
    _stage(scene, s, seat)
    yield
    _campsite(scene, s, seat)
    _fans_row(scene, s, seat)
    yield
    _side(scene, s, seat)
    yield
    _tracks(scene, s, seat)
    _yield_badges(scene, s, seat)


def _yield_badges(scene, s: pygame.Surface, seat: int) -> None:
    """In the evening, on each destination of the genre being sent: what a fan there yields
    (an icon and a number), or 'blocked' (the hover text says why)."""
    view = scene.shown_view()
    g = scene.context().selection.evening_genre
    if g is None or view.pending().kind != "evening" or not scene.acting_here():
        return
    f = view.fests[seat]
    pieces = scene.pieces()
    spots = [(pieces.get(("day", min(view.day, 2))).area, ("band",), "midbottom")]
    for one in pieces.of("side"):
        i, what = one.data
        spots.append((one.area, ("stand", i) if one.key[0] == "stand" else ("upgrade", what), "bottomright"))
    spots += [(one.area, ("wixi",), "bottomright") for one in pieces.of("campsite")
              if one.key[0] == "space" and one.data < len(f.wixi) and f.wixi[one.data]]
    for r, dest, where in spots:
        _badge(scene, s, presenters.destination_badge(view, seat, g, dest), r, where)


def _badge(scene, s: pygame.Surface, parts: list, r: pygame.Rect, where: str) -> None:
    """A small plate of (icon, text) parts at the foot of ``r`` (its middle or its right corner)."""
    renders = [(art.icon(name, 24) if name else None, theme.render(text, 20, theme.TEXT if name else
                                                                      theme.TEXT_DIM, True)) for name, text in parts]
    w = sum((25 if ic else 0) + tx.get_width() + 6 for ic, tx in renders) + 4
    plate = pygame.Rect(0, 0, w, 30)
    if where == "midbottom":
        plate.midbottom = (r.centerx, r.bottom - 4)
    else:
        plate.bottomright = (r.right - 4, r.bottom - 4)
    _plate(scene, s, plate, 225)
    pygame.draw.rect(s, LIT["target"] if parts[0][0] else LIT["blocked"], plate, 2, border_radius=8)
    x = plate.x + 5
    for ic, tx in renders:
        if ic is not None:
            s.blit(ic, (x, plate.centery - 12))
            x += 25
        s.blit(tx, (x, plate.centery - tx.get_height() // 2))
        x += tx.get_width() + 6


def _icon_value(s: pygame.Surface, name: str, value: str, x: int, y: int, size: int = 32, text: int = 24,
                colour=theme.HILITE, anchor: str = "left") -> int:
    """An icon and its number, from ``x`` rightwards (or, ``anchor`` right, leftwards); the x beyond."""
    num = theme.render(value, text, colour, True)
    w = size + 4 + num.get_width()
    x0 = x - w if anchor == "right" else x
    s.blit(art.icon(name, size), (x0, y - size // 2))
    s.blit(num, (x0 + size + 4, y - num.get_height() // 2))
    return x0 if anchor == "right" else x0 + w


def _order_pos(view, seat: int) -> int:
    return view.order.index(seat) + 1 if seat in view.order else 0


def _stage(scene, s: pygame.Surface, seat: int) -> None:
    view = scene.shown_view()
    f = view.fests[seat]
    here = scene.acting_here()
    lineup = scene.context().selection.lineup if here and view.pending().kind == "lineup" else (f.lineup or [])
    booked = not lineup                     # before the line-up: the bands in the order they were booked
    festival_on = presenters.stage(view) == "festival"
    for one in shown(scene, "stage"):
        d, r = one.data, one.area
        today = festival_on and d == view.day
        days = f.bands if booked else lineup
        band = days[d] if d < len(days) else -1
        if band >= 0:
            shows = (band, tuple(map(tuple, _band_symbols(view, seat, band))), tuple(f.band_fill) if today else (),
                     f.band_extra if today else 0, booked)
        else:
            shows = (-1,)
        _block(scene, s, ("slot", d, today, *shows), r, lambda t, rr, d=d, today=today, shows=shows:
               _slot(scene, t, rr, d, today, shows))
        _ring(s, r, lit(one))


def _slot(scene, s: pygame.Surface, r: pygame.Rect, d: int, today: bool, shows: tuple) -> None:
    """A day's slot on the stage: the band's card, the day, its name, stars, fan spaces and the
    fans it brings (before the line-up, the band booked in that place, marked 'booked')."""
    view = scene.shown_view()
    band = shows[0]
    s.blit(img("stage", r.size), r)
    pygame.draw.rect(s, theme.ACCENT if today else INK, r, 3 if today else 2, border_radius=6)
    thumb = pygame.Rect(r.x + 6, r.y + 5, 64, r.height - 10)
    s.blit(img(f"band_{view.content.bands[band].tier}" if band >= 0 else f"slot_{('fri', 'sat', 'sun')[d]}",
               thumb.size), thumb)
    plate = pygame.Rect(thumb.right + 6, r.y + 6, r.right - 6 - thumb.right - 6, r.height - 12)
    _plate(scene, s, plate)
    s.blit(img(f"day_{('fri', 'sat', 'sun')[d]}", (26, 26)), (plate.x + 6, plate.y + 4))
    stars = view.content.bands[band].stars if band >= 0 else 0
    day = _(presenters.DAYS[d])
    star = min(22, max(14, (plate.width - 50 - theme.font(20, True).size(day)[0]) // max(1, stars)))  # stars give way
    theme.text(s, theme.cut(day, 20, plate.width - 44 - star * stars, True), (plate.x + 36, plate.y + 17),
               20, theme.ACCENT if today else theme.TEXT_DIM, bold=True, anchor="midleft")
    inner = pygame.Rect(plate.x + 8, plate.y + 30, plate.width - 16, 26)
    if band < 0:
        theme.text(s, _("no band"), inner.topleft, 20, theme.TEXT_DIM)
        return
    _band, symbols, fill, extra, booked = shows
    b = view.content.bands[band]
    art.stars(s, plate.right - 6 - star * b.stars, plate.y + 17, b.stars, star)
    art.label(s, view.content.band_name(band), inner, 22, theme.TEXT)
    row = plate.bottom - 16
    if not booked:
        art.pips(s, inner.x, row, b.stars + extra, list(fill), 24, 26)
        art.symbols(s, list(symbols), plate.right - 6, row, size=24)
        return
    # before the line-up: a 'booked' sticker where the (empty) fan spaces will be, left of the
    # fans it brings; in a long language it reaches over the foot of the band's picture
    # Translators: on a band's place on the stage, before the line-up sets the days
    word = _("booked")
    w = theme.font(20, True).size(word)[0] + 14
    size = 24 if symbols_width(list(symbols), 24) + w + 16 <= plate.right - 6 - inner.x else 20
    start = plate.right - 6 - symbols_width(list(symbols), size)
    tag = pygame.Rect(max(r.x + 8, min(inner.x, start - 8 - w)), row - 13, w, 26)
    pygame.draw.rect(s, INK, tag.inflate(4, 4), border_radius=8)
    pygame.draw.rect(s, art.PAPER, tag, border_radius=7)
    theme.text(s, word, tag.center, 20, INK, bold=True, anchor="center")
    art.symbols(s, list(symbols), plate.right - 6, row, size=size)


def symbols_width(syms: list, size: int) -> int:
    """How wide :func:`art.symbols` draws ``syms`` at chip ``size``."""
    return sum(theme.font(22, True).size(str(n))[0] + size + 10 for _g, n in syms) - 8


def _band_symbols(view, seat: int, band: int) -> list:
    """The fans a band brings (at a festival: the genres picked for its wildcards)."""
    f = view.fests[seat]
    if band in f.bands:
        return f.symbols[f.bands.index(band)]
    return _printed(view, band)


def _printed(view, band: int) -> list:
    """The symbols printed on a band card: [genre index (-1: wildcard), fans]."""
    return [[-1 if sym.genre == "wild" else GENRES.index(sym.genre), sym.fans]
            for sym in view.content.bands[band].symbols]


def _campsite(scene, s: pygame.Surface, seat: int) -> None:
    """The campsite cards, and on each space what lies there and how it is lit. A garbage piece is
    the heap's top bag: while it falls, the rest of the heap shows."""
    view = scene.shown_view()
    f = view.fests[seat]
    geo = view.geometry(seat)
    size = next((one.area.width for one in scene.pieces().of("campsite") if one.key[0] == "space"), 0)
    preview = scene.turn_preview() if seat == scene.shown_seat() else None
    garbage_night = view.pending().kind == "garbage"
    flying = scene.anims.hidden()
    spaces = []
    for one in scene.pieces().of("campsite"):
        kind, r = one.key[0], one.area
        if kind == "camp_card":
            _campsite_card(scene, s, r, *one.data, geo, f, preview)
        elif kind == "wixi" and one.key not in flying:
            pic = img("wixi", (size * 3 // 4, size * 3 // 4))
            s.blit(pic, pic.get_rect(center=r.center))
        elif kind == "marker" and one.key not in flying:
            pic = art.marker(*one.data, size * 4 // 5)
            s.blit(pic, pic.get_rect(center=r.center))
        elif kind == "garbage":
            _garbage(s, r, one.data - (one.key in flying))
        elif kind == "space":
            spaces.append(r)
            how = lit(one)
            if how and one.data < len(f.marker):
                pygame.draw.rect(s, LIT.get(how, theme.GOOD), r.inflate(-2, -2), 4, border_radius=8)
                if how in ("happy", "unhappy"):
                    thumb = img("thumb_up" if how == "happy" else "thumb_down", (30, 30))
                    s.blit(thumb, (r.right - 34, r.bottom - 34))
                elif garbage_night and f.garbage[one.data]:     # a heap: one more bag costs Hygiene
                    badge = pygame.Rect(r.x + 4, r.y + 4, 64, 30)
                    _plate(scene, s, badge, 220)
                    s.blit(art.icon("hygiene", 24), (badge.x + 3, badge.y + 3))
                    theme.text(s, "−1", (badge.x + 30, badge.centery), 20, theme.BAD, bold=True, anchor="midleft")
    _fence(scene, s, f, spaces)


def _campsite_card(scene, s: pygame.Surface, r: pygame.Rect, k: int, pos, geo, f, preview) -> None:
    """The festival's ``k``-th campsite card (turned as the turn on show would), or where a later
    season's will lie."""
    if k in geo.positions:
        turns = preview[2] if preview is not None and preview[1] == k else f.turns[k]
        s.blit(art.campsite_card(pos.side, turns, r.width), r)
        if preview is not None and preview[1] == k:
            pygame.draw.rect(s, theme.ACCENT, r, 4, border_radius=6)
        return
    s.blit(img("campsite_later", r.size), r)
    words = _("from season {n}").format(n=pos.season)
    lines = theme.wrap(words, 20, r.width - 28)                  # two lines where one is too short
    plate = pygame.Rect(0, 0, max(theme.font(20).size(line)[0] for line in lines) + 16, 8 + 22 * len(lines))
    plate.center = r.center
    _plate(scene, s, plate)
    for i, line in enumerate(lines):
        theme.text(s, line, (plate.centerx, plate.y + 15 + 22 * i), 20, theme.TEXT, anchor="center")


def _garbage(s: pygame.Surface, r: pygame.Rect, n: int) -> None:
    """Garbage on a space: a bag, or a heap with its count."""
    if n <= 0:
        return
    k = r.width
    if n == 1:
        s.blit(img("garbage", (k * 2 // 5, k * 2 // 5)), (r.x + 4, r.bottom - 4 - k * 2 // 5))
        return
    pic = img("garbage_stack", (k // 2, k // 2))
    s.blit(pic, (r.x + 2, r.bottom - 2 - k // 2))
    c = (r.x + k // 2 + 8, r.bottom - 16)
    pygame.draw.circle(s, INK, c, 14)
    theme.text(s, str(n), c, 20, theme.HILITE, bold=True, anchor="center")


def _fence(scene, s: pygame.Surface, f, rects: list[pygame.Rect]) -> None:
    """Angry fans and garbage beside the full campsite, under it."""
    extra = []
    if f.overflow:
        extra.append(ngettext("{n} angry fan at the fence", "{n} angry fans at the fence",
                              f.overflow).format(n=f.overflow))
    if f.fence:
        extra.append(ngettext("{n} garbage over the fence", "{n} garbage over the fence", f.fence).format(n=f.fence))
    if not extra:
        return
    bottom = max(r.bottom for r in rects) if rects else layout.CAMP.y
    text = " · ".join(extra)
    w = theme.font(20).size(text)[0] + 16
    plate = pygame.Rect(layout.CAMP.x, min(bottom + 6, layout.CAMP.bottom - 30), min(w, layout.CAMP.width), 30)
    _plate(scene, s, plate, 220)
    theme.text(s, theme.cut(text, 20, plate.width - 16), (plate.x + 8, plate.centery), 20, theme.HILITE,
               anchor="midleft")


def _fans_row(scene, s: pygame.Surface, seat: int) -> None:
    """Per genre: the fans still to arrive, standing at the tents and asleep, and the purchasing power left."""
    view = scene.shown_view()
    f = view.fests[seat]
    for one in shown(scene, "fans"):
        g, r = one.data, one.area
        shows = (f.reserve[g], f.standing[g], f.lying[g], presenters.power_left(view, seat, g))
        _block(scene, s, ("fans", g, *shows), r, lambda t, rr, g=g, shows=shows: _fans_box(t, rr, g, shows))
        _ring(s, r, lit(one))


def _fans_box(s: pygame.Surface, r: pygame.Rect, g: int, shows: tuple) -> None:
    reserve, standing, lying, power = shows
    _frame(s, r, art.GENRE_COLOURS[g])
    s.blit(art.chip(g, 28), (r.x + 6, r.y + 6))
    _icon_value(s, "fans", str(reserve), r.x + 40, r.y + 20, 24, 20, theme.TEXT)
    s.blit(art.fan(g, small=True), (r.x + 4, r.y + 36))
    theme.text(s, str(standing), (r.x + 29, r.y + 48), 20, theme.TEXT, bold=True, anchor="midleft")
    s.blit(img(f"fan_{GENRES[g]}_lying", (30, 20)), (r.x + 46, r.y + 39))
    theme.text(s, str(lying), (r.x + 78, r.y + 48), 20, theme.TEXT_DIM, bold=True, anchor="midleft")
    _icon_value(s, "power", _("{k}K").format(k=power), r.x + 4, r.y + 75, 24, 20)


def _side(scene, s: pygame.Surface, seat: int) -> None:
    """The seat's stands and upgrades (not those on their way there)."""
    f = scene.shown_view().fests[seat]
    for one in shown(scene, "side"):
        i, what = one.data
        if one.key[0] == "stand":
            stand_card(scene, s, one.area, what, f.stand_fill[i], lit(one))
        else:
            upgrade_card(scene, s, one.area, what, f.upgrade_fill[i], lit(one))


def stand_card(scene, s: pygame.Surface, r: pygame.Rect, stand: int, fill: list[int] | None, how=None) -> None:
    """A stand: its kind's awning and icon, name, K a fan (the disc), fan spaces, bonus."""
    s.blit(_face(scene, ("stand", stand, tuple(fill or ())), r.size, lambda t, rr: _stand_face(scene, t, rr, stand,
                                                                                              fill)), r)
    _ring(s, r, how)


def _stand_face(scene, s: pygame.Surface, r: pygame.Rect, stand: int, fill) -> None:
    view = scene.shown_view()
    st = view.content.stands[stand]
    bonus = [st.bonus] if st.bonus is not None else []
    picture = f"stand_{st.kind}", f"kind_{st.kind}", art.STAND_KIND_COLOURS[st.kind]
    _card_words(s, r, picture, view.content.stand_name(stand), _("{k}K").format(k=st.income), st.spaces, fill, bonus)


def upgrade_card(scene, s: pygame.Surface, r: pygame.Rect, up: str, fill: list[int] | None, how=None) -> None:
    """An upgrade on the grounds: its awning and icon, name, bonus, fan spaces."""
    def draw(t: pygame.Surface, rr: pygame.Rect) -> None:
        u = scene.shown_view().content.upgrade[up]
        _card_words(t, rr, (f"upgrade_{up}", None, art.UPGRADE_COLOUR), scene.shown_view().content.upgrade_name(up), "",
                    u.spaces, fill, u.bonus, up)
    s.blit(_face(scene, ("upgrade", up, tuple(fill or ())), r.size, draw), r)
    _ring(s, r, how)


#: below this height a stand or upgrade on the grounds is drawn in two rows, without its picture
COMPACT_H = 110
BONUS_INK = (110, 50, 30)


def _card_words(s: pygame.Surface, r: pygame.Rect, picture: tuple, name: str, disc: str, spaces: int,
                fill: list[int] | None, effects: list, icon: str | None = None) -> None:
    """A stand or upgrade on the grounds (``picture``: its card, its kind's badge or None, its
    colour; ``icon``: an upgrade's icon): the name (in two lines when one is too short), the bonus
    (``effects``, in short words, or as icons and numbers where words have no room), K a fan on
    the disc, the fan spaces (``fill``: the genres of the fans there). A short card (many of
    them) is a paper card in rows: badge and name; bonus; spaces and K."""
    bonus = presenters.effects_text(effects, short=True)
    area = art.scaled(r, STAND_BASE, STAND_NAME)
    row = art.scaled(r, STAND_BASE, STAND_PIPS)
    one = theme.font(20, True).size(name)[0] <= area.width
    squeezed = bonus and not one and row.width - spaces * 20 - 6 < _effects_width(effects, bonus) + 8
    if r.height < COMPACT_H or squeezed:            # (a long name and a long bonus: the paper card's rows)
        _compact_card(s, r, picture, name, disc, spaces, fill, effects, icon)
        return
    s.blit(img(picture[0], r.size), r)
    if disc:
        c, rad = STAND_INCOME
        art.disc_number(s, disc, (r.x + round(c[0] * r.width / STAND_BASE[0]),
                                     r.y + round(c[1] * r.height / STAND_BASE[1])), rad)
    pip = min(26, row.height)
    while bonus and not one and pip > 18 and row.width - spaces * (pip + 2) - 6 < _effects_width(effects, bonus) + 8:
        pip -= 2                                    # smaller spaces leave the bonus its room beside them
    art.pips(s, row.x, row.centery, spaces, fill or [], pip, pip + 2)
    if one:
        art.label(s, name, pygame.Rect(area.x, area.y - 4, area.width, 24), 22)
        if bonus:
            _effects_row(s, effects, bonus, area.x, area.y + 30, area.width)
        return
    # a long name: two lines (the bonus's too); the bonus moves to the row of spaces, on a paper tag
    art.lines(s, name, area.x, area.y - 4, area.width, 2, 20, INK, bold=True, step=20)
    if bonus:
        x = row.x + spaces * (pip + 2) + 6
        width = min(row.right - x, _effects_width(effects, bonus) + 8)
        tag = pygame.Rect(x, row.centery - 12, width, 24)
        pygame.draw.rect(s, art.PAPER, tag, border_radius=6)
        _effects_row(s, effects, bonus, tag.x + 4, tag.centery, tag.width - 8)


def _compact_card(s: pygame.Surface, r: pygame.Rect, picture: tuple, name: str, disc: str, spaces: int,
                  fill: list[int] | None, effects: list, icon: str | None) -> None:
    """A short stand or upgrade: paper in its colour; the badge and the name (two lines when it
    needs them and the card is tall enough); the bonus; the spaces with K a fan at the right (the
    bonus joins that row when there is no room for its own, cut short if it must)."""
    _pic, badge, colour = picture
    art.paper(s, r, colour)
    bonus = presenters.effects_text(effects, short=True)
    width = r.width - 48
    bottom = r.bottom - 17                          # the middle of the row of spaces
    two = r.height >= 76 and theme.font(20, True).size(name)[0] > width
    if two and bonus and _effects_plan(effects, bonus, r.right - 8 - (_tag_width(disc) + 4 if disc else 0)
                                       - (r.x + 9 + spaces * 23 + 3)) is None:
        two = False                                 # the bonus keeps a row of its own; the name one line, cut
    elif not two and theme.font(20, True).size(name)[0] > width and _tiny_card(s, r, picture, name, disc, spaces,
                                                                              fill, effects, icon):
        return
    s.blit(img(badge, (26, 26)) if badge else art.icon(icon, 26), (r.x + 8, r.y + 6))
    if two:
        art.lines(s, name, r.x + 40, r.y + 5, width, 2, 20, INK, bold=True, step=20)
    else:
        art.label(s, name, pygame.Rect(r.x + 40, r.y + 7, width, 24), 22)
    under = r.y + (47 if two else 29)               # where a row of its own for the bonus would start
    right = r.right - 8
    if disc:
        right = art.gold_tag(s, disc, right, bottom, 24).x - 4
    art.pips(s, r.x + 9, bottom, spaces, fill or [], 22, 23)
    if not bonus:
        return
    if under + 18 <= bottom - 11:                    # a row of its own, under the name
        _effects_row(s, effects, bonus, r.x + 10, under + 12, r.width - 18)
        return
    x = r.x + 9 + spaces * 23 + 3
    _effects_row(s, effects, bonus, x, bottom, right - x)


def _tag_width(text: str) -> int:
    """How wide :func:`art.gold_tag` draws ``text``."""
    return theme.font(20, True).size(text)[0] + 12


def _tiny_card(s: pygame.Surface, r: pygame.Rect, picture: tuple, name: str, disc: str, spaces: int,
               fill: list[int] | None, effects: list, icon: str | None) -> bool:
    """A card of two rows (seven or eight on the grounds) whose name does not fit beside its badge:
    the name across the first row, the badge, the spaces, the bonus and K a fan in the second; or,
    longer, the name in both rows, each line followed by some of them (K a fan, and the bonus
    where the second row has no room for it); the badge gives way before the name is cut. False
    (nothing drawn) when no way has room."""
    _pic, badge, _colour = picture
    words = presenters.effects_text(effects, short=True)
    top, bottom = r.y + 19, r.bottom - 17           # the middles of the two rows
    left, right = r.x + 8, r.right - 7
    room = right - left
    widths = {"badge": 26, "pips": spaces * 23 + 2, "bonus": _effects_width(effects, words) + 4 if words else 0,
              "tag": theme.font(20, True).size(disc)[0] + 14 if disc else 0}

    def row(items: tuple, y: int, end: int) -> None:
        """``items`` right-aligned, ending at ``end``, centred on y."""
        x = end - sum(widths[k] for k in items)
        for k in items:
            if k == "badge":
                s.blit(img(badge, (22, 22)) if badge else art.icon(icon, 22), (x, y - 11))
            elif k == "pips":
                art.pips(s, x, y, spaces, fill or [], 22, 23)
            elif k == "bonus":
                _effects_row(s, effects, words, x, y, widths[k] - 4)
            elif k == "tag":
                art.gold_tag(s, disc, x + widths[k] - 2, y, 24)
            x += widths[k]

    def used(items: tuple) -> int:
        return sum(widths[k] for k in items if widths[k])

    # the whole name in the first row, the rest in the second (the badge first to give way)
    for b_items in (("badge", "pips", "bonus", "tag"), ("pips", "bonus", "tag")):
        b_items = tuple(k for k in b_items if widths[k])
        if theme.font(20, True).size(name)[0] <= room and used(b_items) <= room:
            theme.text(s, name, (left, top), 20, INK, bold=True, anchor="midleft")
            lead = tuple(k for k in b_items if k != "tag")          # from the left, as on the other cards
            row(lead, bottom, left + used(lead))
            if widths["tag"]:
                row(("tag",), bottom, right)
            return True
    # the name in both rows: what follows each line divided between them
    for a_items, b_items in ((("tag",), ("badge", "pips", "bonus")), (("bonus", "tag"), ("badge", "pips")),
                             (("tag",), ("pips", "bonus")), (("bonus", "tag"), ("pips",))):
        a_items = tuple(k for k in a_items if widths[k])
        b_items = tuple(k for k in b_items if widths[k])
        first, second = room - used(a_items) - 4, room - used(b_items) - 4
        lines = art.flowed(name, top, (left, first), (left, second), top + 1, bold=True, step=bottom - top)
        if second >= 40 and len(lines) == 2 and all(theme.font(20, True).size(line)[0] <= w
                                                    for _x, _y, w, line in lines):
            for x, y, _w, line in lines:
                theme.text(s, line, (x, y), 20, INK, bold=True, anchor="midleft")
            row(a_items, top, right)
            row(b_items, bottom, right)
            return True
    return False


#: how a bonus in icons and numbers is drawn: (icon size, its advance, the gap after a number),
#: roomy first
EFFECT_ICONS = ((22, 24, 8), (20, 21, 4))


def _effects_plan(effects: list, words: str, room: int) -> tuple | None:
    """How :func:`_effects_row` writes ``effects`` in ``room`` px: () in words, else the first of
    :data:`EFFECT_ICONS` whose icons and numbers fit; None when nothing fits."""
    if theme.font(20).size(words)[0] <= room:
        return ()
    for plan in EFFECT_ICONS:
        if _icons_width(effects, plan) <= room:
            return plan
    return None


def _icons_width(effects: list, plan: tuple) -> int:
    _icon, advance, gap = plan
    return sum((advance if icon else 0) + theme.font(20, True).size(text)[0] + gap
               for icon, text in presenters.effect_parts(effects)) - gap


def _effects_width(effects: list, words: str) -> int:
    """How wide :func:`_effects_row` writes ``effects`` at the least: in words, or as icons and numbers."""
    return min(theme.font(20).size(words)[0], *(_icons_width(effects, plan) for plan in EFFECT_ICONS))


def _effects_row(s: pygame.Surface, effects: list, words: str, x: int, cy: int, room: int) -> None:
    """A bonus in one line from (x, cy): its short words where they fit ``room``, else each effect
    as its icon and number (the icons are the evening badges'), closer together where they must,
    the last cut short only when even that has no room."""
    plan = _effects_plan(effects, words, room)
    if plan == ():
        theme.text(s, words, (x, cy), 20, BONUS_INK, anchor="midleft")
        return
    size, advance, gap = plan or EFFECT_ICONS[-1]
    end = x + room
    for icon, text in presenters.effect_parts(effects):
        if plan is None and x + (advance if icon else 0) + theme.font(20, True).size(text[:2] + "…")[0] > end:
            return                                  # no room left even for the start of this one
        if icon:
            s.blit(art.icon(icon, size), (x, cy - size // 2))
            x += advance
        text = theme.cut(text, 20, end - x, True) if plan is None else text
        x = theme.text(s, text, (x, cy), 20, BONUS_INK, bold=True, anchor="midleft").right + gap
        if x >= end:
            return


def _tracks(scene, s: pygame.Surface, seat: int) -> None:
    """Chaos, Hygiene and Mood: the track, the seat's cube on its value, the value beside."""
    view = scene.shown_view()
    f = view.fests[seat]
    nums = view.content.numbers
    colour = theme.rgb(scene.context().seats[seat].colour)
    for one in shown(scene, "tracks"):
        track, r = one.data, one.area
        rng = getattr(nums, track)
        value = getattr(f, track)
        cells = rng.high - rng.low + 1
        s.blit(art.icon(track, 32), (r.x + 2, r.centery - 16))
        bar = layout.track_bar(r)
        s.blit(img(f"track_{track}", bar.size), bar)
        cell = bar.width / cells
        every = 1 if cell >= 28 else 2 if cell >= 20 else 0       # a narrow track: every other number
        for i in range(cells) if every else ():
            if rng.low + i != value and (rng.low + i) % every == 0:
                at = (bar.x + round((i + 0.5) * cell), bar.y + round(bar.height * 0.64))
                if every > 1:                     # on a paper label as wide as the number (the oval is not)
                    num = theme.render(str(rng.low + i), 20, INK)
                    label = pygame.Rect(0, 0, min(num.get_width() + 4, int(cell) - 1), 22)
                    label.center = at
                    pygame.draw.rect(s, art.PAPER, label, border_radius=6)
                    pygame.draw.rect(s, INK, label, 1, border_radius=6)
                theme.text(s, str(rng.low + i), at, 20, INK, anchor="center")
        ahead = {"chaos": presenters.next_bin(view, seat),
                 "hygiene": getattr(presenters.next_penalty(view, seat), "at", None)}
        if ahead.get(track) is not None:          # the next bin / penalty: where the cube must not go
            x = bar.x + round((ahead[track] - rng.low) * cell)
            pygame.draw.rect(s, theme.BAD, pygame.Rect(x - 1, bar.y - 2, round(cell) + 2, bar.height + 4), 3,
                             border_radius=5)
        at = (bar.x + round((value - rng.low + 0.5) * cell), bar.y + round(bar.height * 0.64))
        cube = art.cube(colour, 28)
        s.blit(cube, cube.get_rect(center=at))
        theme.text(s, str(value), (r.right - 4, r.centery), 24, theme.HILITE, bold=True, anchor="midright")


# -- the market ---------------------------------------------------------------------------------

def _market(scene, s: pygame.Surface):
    """The market: the order track, the bands, the fans to sell, the stands and the upgrades, part
    by part (a generator, as :func:`render_layer`)."""
    view = scene.shown_view()
    _frame(s, layout.MARKET)
    theme.text(s, _("The market"), (layout.MARKET.x + 16, layout.MARKET_TITLE_Y), 24, theme.ACCENT, bold=True)
    for one in shown(scene, "market"):
        kind, r = one.key[0], one.area
        if kind == "order":
            _order_track(scene, s)
        elif kind == "band":
            _band_card(scene, s, r, *one.data, lit(one))
        elif kind == "festival_card":
            seat = one.data
            _block(scene, s, ("festival", seat, view.fests[seat].festival, view.season), r,
                   lambda t, rr: _festival_card(scene, t, rr))
    yield
    words = theme.wrap(_("Fans to sell"), 20, layout.SUPPLY_LABEL_W)[:2]    # two lines where one is too short
    for i, line in enumerate(words):
        theme.text(s, line, (layout.SUPPLY_AREA.x, layout.SUPPLY_AREA.centery + 20 * i - 10 * (len(words) - 1)), 20,
                   theme.TEXT_DIM, anchor="midleft")
    for one in shown(scene, "stock"):
        kind, r = one.key[0], one.area
        if kind == "supply":
            fig = img(f"fan_{GENRES[one.data]}", (24, 38))
            s.blit(fig, (r.x + 4, r.centery - 19))
            theme.text(s, str(view.supply[one.data]), (r.x + 34, r.centery), 22, theme.TEXT, bold=True,
                       anchor="midleft")
        elif kind == "sold_out":
            pygame.draw.rect(s, (80, 80, 90), r, 2, border_radius=10)
            theme.text(s, _("sold out"), r.center, 20, theme.TEXT_DIM, anchor="center")
        elif kind == "stand":
            _market_stand(scene, s, r, one.data[1], lit(one))
        else:
            _market_upgrade(scene, s, r, one.data, lit(one))


def _order_track(scene, s: pygame.Surface) -> None:
    """The order track: each seat's cube on its position, the one to act lit, an arrow for the
    way this phase goes."""
    view = scene.shown_view()
    r = layout.ORDER_TRACK
    s.blit(art.icon("order", 28), (r.x, r.centery - 14))
    actor = scene.context().to_act
    x = r.x + 36
    for pos, seat in enumerate(view.order):
        cell = pygame.Rect(x, r.y, 38, r.height)
        if seat == actor:
            pygame.draw.rect(s, theme.HILITE, cell, 2, border_radius=6)
        s.blit(art.cube(theme.rgb(scene.context().seats[seat].colour), 24), (cell.x + 2, cell.y + 5))
        theme.text(s, str(pos + 1), (cell.right - 3, cell.centery), 20, theme.TEXT, bold=True, anchor="midright")
        x += 40
    way = presenters.order_direction(view)
    if way:
        y = r.centery
        tip = (x + 22, y) if way > 0 else (x + 2, y)
        tail = x + 2 if way > 0 else x + 22
        pygame.draw.line(s, theme.ACCENT, (tail, y), tip, 4)
        pygame.draw.polygon(s, theme.ACCENT, [tip, (tip[0] - 9 * way, y - 7), (tip[0] - 9 * way, y + 7)])


def _market_stand(scene, s: pygame.Surface, r: pygame.Rect, stand: int, how) -> None:
    """A stand stack's top card in a row: its kind's icon, its name, its fan spaces, K a fan."""
    view = scene.shown_view()
    st = view.content.stands[stand]
    _frame(s, r, art.STAND_KIND_COLOURS[st.kind])
    _ring(s, r, how)
    s.blit(img(f"kind_{st.kind}", (28, 28)), (r.x + 6, r.centery - 14))
    tag = art.gold_tag(s, _("{k}K").format(k=st.income), r.right - 8, r.centery, min(24, r.height - 8))
    pips_x = tag.x - 8 - st.spaces * 24
    art.label(s, view.content.stand_name(stand), pygame.Rect(r.x + 40, r.y, pips_x - 8 - r.x - 40, r.height), 22,
                 theme.TEXT)
    art.pips(s, pips_x, r.centery, st.spaces, [], 22, 24)


def _market_upgrade(scene, s: pygame.Surface, r: pygame.Rect, u, how) -> None:
    """An upgrade in the market: its icon, its name, and how many are left (×n: not a price)."""
    view = scene.shown_view()
    _frame(s, r, art.UPGRADE_COLOUR)
    _ring(s, r, how)
    s.blit(art.icon(u.id, 32), (r.x + 6, r.centery - 16))
    left = theme.render(_("×{n}").format(n=view.upgrade_left[u.id]), 22, theme.TEXT_DIM, True)
    name, room = view.content.upgrade_name(u.id), r.width - 56 - left.get_width()
    if theme.font(20, True).size(name)[0] <= room:
        art.label(s, name, pygame.Rect(r.x + 44, r.y, room, r.height), 22, theme.TEXT)
    else:                                          # a long name in two lines
        art.lines(s, name, r.x + 44, r.centery - 21, room, 2, 20, theme.TEXT, bold=True, step=20)
    s.blit(left, left.get_rect(midright=(r.right - 8, r.centery)))


def _band_card(scene, s: pygame.Surface, r: pygame.Rect, band: int, garage: bool, how) -> None:
    """A band in the market: its name across the top, its card's picture (tier, stars, stage),
    the fee, the stars again as fan spaces, and the fans it brings; the garage band on its pile
    (the cards under it peek out), with how many are left."""
    left = len(scene.shown_view().garage) + 1 if garage else 0
    for k in range(min(2, left - 1), 0, -1):        # the garage bands under the open one
        under = r.move(3 * k, 3 * k)
        pygame.draw.rect(s, art.TIER_COLOURS["garage"], under, border_radius=10)
        pygame.draw.rect(s, INK, under, 2, border_radius=10)
    s.blit(_face(scene, ("band", band, garage, left), r.size,
                 lambda t, rr: _band_face(scene, t, rr, band, garage, left)), r)
    _ring(s, r, how)


def _band_face(scene, s: pygame.Surface, r: pygame.Rect, band: int, garage: bool, left: int = 0) -> None:
    view = scene.shown_view()
    b = view.content.bands[band]
    art.paper(s, r, art.TIER_COLOURS[b.tier], (40, 34, 48))
    art.lines(s, view.content.band_name(band), r.x + 10, r.y + 6, r.width - 20, 2, 20, theme.TEXT, bold=True,
                 step=21)
    pic = pygame.Rect(r.x + 8, r.y + layout.BAND_NAME_H + 2, 58, r.bottom - 8 - r.y - layout.BAND_NAME_H - 2)
    s.blit(img(f"band_{b.tier}", pic.size), pic)
    col = pygame.Rect(pic.right + 8, pic.y, r.right - 10 - pic.right - 8, pic.height)   # beside the picture
    y = pic.y + 16
    if garage:                                      # free, and money with it (two lines where it must)
        words = theme.wrap(_("free, +{k}K").format(k=view.content.numbers.garage_bonus), 20, col.width, bold=True)
        for i, line in enumerate(words[:2]):
            theme.text(s, line, (col.x, y - 4 * (len(words[:2]) - 1) + 20 * i), 20, theme.HILITE, bold=True,
                       anchor="midleft")
        art.stars(s, col.x, pic.bottom - 14, b.stars, 22)
        count = _("×{n}").format(n=left)           # how many on the pile, as the upgrades say it
        plate = pygame.Rect(0, 0, theme.font(20, True).size(count)[0] + 10, 24)
        plate.midbottom = (pic.centerx, pic.bottom - 2)
        plate.clamp_ip(r.inflate(-8, -8))
        _plate(scene, s, plate, 220)
        theme.text(s, count, plate.center, 20, theme.TEXT, bold=True, anchor="center")
    else:                                           # the fee on a gold tag, the stars after it
        fee = _("{k}K").format(k=b.fee)
        tag = art.gold_tag(s, fee, col.x + theme.font(20, True).size(fee)[0] + 12, y, 26)
        room = col.right - tag.right - 6
        if room // b.stars >= 16:
            art.stars(s, tag.right + 6, y, b.stars, min(22, room // b.stars))
        else:                                       # no room beside the fee: across the picture's head
            size = min(16, pic.width // b.stars)
            art.stars(s, pic.centerx - size * b.stars // 2, pic.y + size // 2 + 1, b.stars, size)
    art.symbols(s, _printed(view, band), r.right - 10, pic.bottom - 14, size=26)


def _festival_card(scene, s: pygame.Surface, area: pygame.Rect) -> None:
    """Between bookings: the festival card of the grounds on show, its whole name above it, and
    beside it what it scores (the card's own strip carries the name when it fits)."""
    view = scene.shown_view()
    seat = scene.shown_seat()
    name = view.content.festival_name(view.fests[seat].festival)
    theme.text(s, theme.cut(name, 22, area.width - 4, True), (area.x + 2, area.y + 12), 22, theme.ACCENT, bold=True,
               anchor="midleft")
    top = area.y + 28
    h = area.bottom - top
    card = pygame.Rect(area.x + 2, top, h * 240 // 336, h)
    s.blit(img("festival_card", card.size), card)
    k = card.height / 336
    strip = pygame.Rect(card.x + 12, card.y + round(8 * k), card.width - 24, round(28 * k))
    if theme.font(20, True).size(name)[0] <= strip.width:
        art.label(s, name, strip, 22, INK)
    _mini_layout(scene, s, seat, art.scaled(card, (240, 336), (12, 42, 216, 148)).inflate(-16, -16))
    paper = art.scaled(card, (240, 336), (12, 198, 216, 126))
    table = view.festival_card(seat).scoring.table
    step = min(22, (paper.height - 4) // max(1, len(table)))
    for i, (at, vp) in enumerate(table):
        theme.text(s, _("{at}+: {vp} VP").format(at=at, vp=vp), (paper.x + 10, paper.y + 2 + i * step), 20, INK,
                   bold=True)
    x = card.right + 14
    width = area.right - x
    y = art.lines(s, _("The season's own points:"), x, top + 2, width, 2, 20, theme.TEXT_DIM)
    art.lines(s, presenters.festival_lines(view, seat)[1], x, y + 4, width, 6, 20, theme.TEXT, bold=True)


def _mini_layout(scene, s: pygame.Surface, seat: int, box: pygame.Rect) -> None:
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
        s.blit(pic, r)


# -- the hand ------------------------------------------------------------------------------------

def _hand(scene, s: pygame.Surface) -> None:
    view = scene.shown_view()
    _frame(s, layout.HAND)
    seat = scene.context().viewer
    if seat is None:
        theme.text(s, _("Hands are hidden: nobody at this screen may see them now."),
                   (layout.HAND.x + 16, layout.HAND.y + 12), 22, theme.TEXT_DIM)
        return
    f = view.fests[seat]
    if not scene.hand_open():
        _folded_hand(scene, s)
        return
    fans = ngettext("{n} fan card", "{n} fan cards", len(f.hand)).format(n=len(f.hand))
    events = ngettext("{n} event card", "{n} event cards", len(f.events)).format(n=len(f.events))
    theme.text(s, _("Your hand: {fans} and {events}").format(fans=fans, events=events),
               (layout.CARDS_AREA.x, layout.HAND.y + 8), 22, theme.ACCENT, bold=True)
    for one in shown(scene, "hand"):
        if one.key[0] == "fan":
            fan_card(scene, s, one.area, one.data, lit(one))
        elif one.key[0] == "event":
            event_card(scene, s, one.area, one.data, lit(one))
    if not f.hand and not f.events:
        theme.text(s, _("No cards in hand."), (layout.CARDS_AREA.x, layout.CARDS_AREA.y + 10), 20, theme.TEXT_DIM)


def _folded_hand(scene, s: pygame.Surface) -> None:
    """The viewer's hand folded (a decision without it while others may look): card backs, the fan
    cards' genres (public, as on the rivals' strips), and why."""
    theme.text(s, _("Your hand is folded: it opens after the cover, when you decide with it."),
               (layout.CARDS_AREA.x, layout.HAND.y + 8), 22, theme.ACCENT, bold=True)
    content = scene.shown_view().content
    for one in shown(scene, "hand"):
        if one.key[:2] == ("back", "fan"):
            _back(s, one.area, f"fanback_{GENRES[GENRES.index(content.fan_genre[one.data])]}")
        elif one.key[:2] == ("back", "event"):
            _back(s, one.area, "event_card", dim=True)


def _back(s: pygame.Surface, r: pygame.Rect, name: str, dim: bool = False) -> None:
    """A card face down: its back at the card's size (a small card shows the middle of it)."""
    if r.size == (layout.CARD_W, layout.CARD_H):
        s.blit(img(name), r)
    else:
        full = img(name)
        s.blit(full, r, pygame.Rect((full.get_width() - r.width) // 2, (full.get_height() - r.height) // 2, *r.size))
    if dim:
        pygame.draw.rect(s, (30, 26, 40), r.inflate(-10, -10), border_radius=8)
        s.blit(img("event_booking", (40, 40)), (r.centerx - 44, r.centery - 20))
        s.blit(img("event_festival", (40, 40)), (r.centerx + 4, r.centery - 20))


def fan_card(scene, s: pygame.Surface, r: pygame.Rect, card: int, how=None) -> None:
    """A fan card face (only ever drawn for the viewer's own cards): genre, name, what its campers
    need, its purchasing power and its ability."""
    s.blit(_face(scene, ("fan", card), r.size, lambda t, rr: _fan_face(scene, t, rr, card)), r)
    _ring(s, r, how, 12)


def _fan_face(scene, s: pygame.Surface, r: pygame.Rect, card: int) -> None:
    view = scene.shown_view()
    fan = view.content.fans[card]
    g = GENRES.index(fan.genre)
    name = view.content.fan_name(card)
    needs = presenters.fan_needs(view, card)
    small = r.size != (layout.CARD_W, layout.CARD_H)
    ability = presenters.effect_text(fan.ability, short=small) if fan.ability is not None else ""
    if not small and picture_fits(name, needs, ability):
        s.blit(img(f"fancard_{fan.genre}"), r)
        art.label(s, presenters.genre(view, g), pygame.Rect(r.x + 56, r.y + 10, 114, 36), 20, INK, bold=False)
        n = min(2, len(theme.wrap(name, 20, 152, True)))
        plate = pygame.Rect(r.x + 8, r.y + 50, 164, 8 + 21 * n)
        pygame.draw.rect(s, art.PAPER, plate, border_radius=6)
        pygame.draw.rect(s, INK, plate, 2, border_radius=6)
        art.lines(s, name, plate.x + 6, plate.y + 4, plate.width - 12, 2, 20, INK, bold=True, step=21)
        n = len(theme.wrap(needs, 20, 154))
        if n > 2:                                  # two needs in three lines: a taller paper
            pygame.draw.rect(s, art.PAPER, pygame.Rect(r.x + 8, r.y + 140, 164, 64), border_radius=6)
            pygame.draw.rect(s, INK, pygame.Rect(r.x + 8, r.y + 140, 164, 64), 2, border_radius=6)
        art.lines(s, needs, r.x + 14, r.y + {1: 160, 2: 150}.get(n, 143), 154, 3, step=20 if n < 3 else 19)
        art.disc_number(s, _("{k}K").format(k=fan.power), (r.x + 30, r.y + 222), 20)
        if ability:                                # most fans have none: no empty paper then
            art.panel(s, pygame.Rect(r.x + 56, r.y + 198, 114, 46))
            art.lines(s, ability, r.x + 60, r.y + 200 + (10 if len(theme.wrap(ability, 20, 106)) == 1 else 0),
                         106, 2, step=20)
        return
    # a small card (or a large one whose words outgrow its picture's papers, in a longer language):
    # the genre chip and the purchasing power down the left, the words round them: the name whole,
    # what the campers need, the ability (in short words, then cut, when they do not all fit)
    art.paper(s, r, art.GENRE_COLOURS[g])
    s.blit(art.chip(g, 24), (r.x + 9, r.y + 7))
    power = _("{k}K").format(k=fan.power)
    beside, below, clear = (r.x + 42, r.width - 48), (r.x + 8, r.width - 16), r.y + 64
    start = r.y + 5
    if theme.font(20, True).size(power)[0] <= 32:    # (as on the disc: a number may touch its rim)
        art.gold_disc(s, power, (r.x + 21, r.y + 47), 14)
    else:                                            # a longer language's unit: a pill beside the chip, the words under
        art.gold_disc(s, power, (r.x + 42 + theme.font(20, True).size(power)[0] // 2, r.y + 19), 11)
        beside, clear, start = below, r.y, r.y + 36
    bold = art.bold_fits(name, beside[1])
    lines = art.flowed(name, start, beside, below, clear, bold=bold)
    art.draw_flowed(s, lines, len(lines), colour=INK, bold=bold)
    short = presenters.effect_text(fan.ability, short=True) if fan.ability is not None else ""
    for gap, words in ((8, ability), (2, ability), (2, short)):     # air between the parts when all fit with it
        top = lines[-1][1] + 20 + gap
        needs_n, ability_n, at, whole = small_fan_lines(r, top, needs, words, beside, below, clear, gap)
        if whole:
            break
    ability = words
    art.draw_flowed(s, art.flowed(needs, top, beside, below, clear), needs_n)
    if ability:
        art.draw_flowed(s, art.flowed(ability, at, beside, below, clear), ability_n, colour=(120, 60, 40))


def picture_fits(name: str, needs: str, ability: str) -> bool:
    """Whether a large fan card's words fit its picture's papers: the name in two lines, the needs
    in two (three without an ability), the ability in two."""
    needs_n = len(theme.wrap(needs, 20, 154))
    return (len(theme.wrap(name, 20, 152, True)) <= 2 and len(theme.wrap(ability, 20, 106)) <= 2
            and (needs_n <= 2 or needs_n == 3 and not ability))


def small_fan_lines(r: pygame.Rect, y: int, needs: str, ability: str, beside, below, clear: int, gap: int = 2
                    ) -> tuple[int, int, int, bool]:
    """How many lines a small fan card gives what the campers need and its ability (from ``y``
    down, round the chip and the disc, ``gap`` px between them), where the ability starts, and
    whether both show whole: whole where they fit, else the ability cut first (one line at
    least), then the needs."""
    need_lines = len(art.flowed(needs, y, beside, below, clear))
    for n in range(need_lines, 0, -1):
        at = y + 20 * n + gap
        total = len(art.flowed(ability, at, beside, below, clear)) if ability else 0
        for shown in range(total, 0, -1):
            if at + 20 * shown <= r.bottom - 5:
                return n, shown, at, n == need_lines and shown == total
        if not ability and y + 20 * n <= r.bottom - 5:
            return n, 0, at, n == need_lines
    return 1, 1 if ability else 0, y + 20 + gap, False


def event_card(scene, s: pygame.Surface, r: pygame.Rect, card: int, how=None) -> None:
    """An event card face with both sides in a few words (only ever the viewer's own)."""
    s.blit(_face(scene, ("event", card), r.size, lambda t, rr: _event_face(scene, t, rr, card)), r)
    _ring(s, r, how, 12)


def _event_face(scene, s: pygame.Surface, r: pygame.Rect, card: int) -> None:
    view = scene.shown_view()
    e = view.content.events[card]
    name = view.content.event_name(card)
    booking, festival = presenters.effects_text(e.booking.effects), presenters.effects_text(e.festival.effects)
    n = min(3, max(2, len(theme.wrap(name, 20, r.width - 24, True))))
    icon = 28 if n < 3 else 24
    if (r.size == (layout.CARD_W, layout.CARD_H)            # the picture, where its papers hold the words
            and len(theme.wrap(booking, 20, r.width - 22 - icon)) <= (3 if n < 3 else 2)
            and (len(theme.wrap(festival, 20, r.width - 64)) <= 2 or len(theme.wrap(festival, 20, r.width - 24)) <= 3)):
        s.blit(img("event_card"), r)
        # the name whole, in up to three lines; under a three-line one the booking side keeps two
        pygame.draw.rect(s, art.PAPER, pygame.Rect(r.x + 8, r.y + 8, r.width - 16, 6 + 20 * n), border_radius=6)
        art.lines(s, name, r.x + 12, r.y + 10, r.width - 24, 3, 20, INK, bold=True, step=20)
        top = r.y + 18 + 20 * n
        s.blit(img("event_booking", (icon, icon)), (r.x + 10, top))
        art.lines(s, booking, r.x + 14 + icon, top + 2, r.width - 22 - icon, 3 if n < 3 else 2, step=20)
        if len(theme.wrap(festival, 20, r.width - 64)) <= 2:
            art.lines(s, festival, r.x + 54, r.y + 138, r.width - 64, 2, colour=theme.TEXT, step=20)
        else:
            art.lines(s, festival, r.x + 12, r.y + 176, r.width - 24, 3, colour=theme.TEXT, step=20)
        return
    art.paper(s, r, (220, 160, 60))
    # a small card (or a large one whose sides outgrow its picture's papers, in a longer language):
    # the name whole (up to three lines), then each side in the lines left, at least one
    bold = art.bold_fits(name, r.width - 14)
    y = art.lines(s, name, r.x + 7, r.y + 5, r.width - 14, 3, 20, INK, bold=bold, step=20) + 2
    sides = (("event_booking", booking), ("event_festival", festival))
    shown = small_event_lines([len(theme.wrap(text, 20, r.width - 40)) for _side, text in sides], r.bottom - 5 - y)
    for (side, text), n in zip(sides, shown, strict=True):
        s.blit(img(side, (22, 22)), (r.x + 8, y + 1))
        art.lines(s, text, r.x + 34, y + 2, r.width - 40, n, step=20)
        y += side_row(n)


def side_row(lines: int) -> int:
    """The height of an event side's row on a small card: its icon, or its lines of 20 px."""
    return max(24, 20 * lines + 4)


def small_event_lines(needs: list[int], room: int) -> list[int]:
    """How many lines each side of a small event card gets in ``room`` px: one each at least, then
    one more at a time to the side closest to showing whole (the rest cut with '…')."""
    shown = [1] * len(needs)
    while True:
        short = [i for i, n in enumerate(needs) if shown[i] < n]
        if not short:
            return shown
        i = min(short, key=lambda i: (needs[i] - shown[i], i))
        more = shown[:i] + [shown[i] + 1] + shown[i + 1:]
        if sum(side_row(n) for n in more) > room:
            return shown
        shown = more


# -- the prompt and the rivals --------------------------------------------------------------------

def _prompt(scene, s: pygame.Surface) -> None:
    r = layout.PROMPT_RECT
    mine = scene.context().my_turn
    scene.draw_prompt_panel(s, r, mine)
    p = scene.prompt()
    bottom = scene.buttons_top(r, r.bottom - 12) - 8
    scene.draw_prompt_text(s, r.x + 18, r.y + 14, r.width - 36, bottom, p["title"], p["detail"], mine)


def _rivals(scene, s: pygame.Surface) -> None:
    view = scene.shown_view()
    actor = scene.context().to_act
    for one in shown(scene, "rivals"):
        seat, r = one.data, one.area
        f = view.fests[seat]
        lineup = tuple(view.content.bands[b].tier for b in (f.lineup or f.bands))
        backs = tuple(-1 - c if c < 0 else GENRES.index(view.content.fan_genre[c]) for c in f.hand[:9])
        shows = (f.vp, f.cash, _order_pos(view, seat), f.chaos, f.hygiene, f.mood, f.fans(), f.satisfied(),
                 f.dissatisfied(), lineup, backs, len(f.events))
        info = scene.context().seats[seat]
        key = ("rival", seat, info.name, info.colour, actor == seat, scene.peek == seat, *shows)
        _block(scene, s, key, r, lambda t, rr, seat=seat, shows=shows: _rival_strip(scene, t, rr, seat, shows))


def _rival_strip(scene, s: pygame.Surface, r: pygame.Rect, seat: int, shows: tuple) -> None:
    """A rival's strip: name, money, VP; order and tracks; fans, satisfied and not, line-up; the
    backs of their fan cards and how many event cards."""
    vp, cash, order, chaos, hygiene, mood, fans, happy, unhappy, lineup, backs, events = shows
    acting = scene.context().to_act == seat
    border = theme.HILITE if scene.peek == seat else None
    scene.draw_seat_panel(s, r, scene.context().seats[seat].colour, PANEL_FILL, acting, border)
    x = r.x + 22
    right = r.right - 12
    y = r.y + 20
    _icon_value(s, "vp", str(vp), right, y, 26, 22, anchor="right")
    money = _icon_value(s, "money", _("{k}K").format(k=cash), right - 62, y, 26, 22, anchor="right")
    name = scene.context().seats[seat].name
    theme.text(s, theme.cut(name, 22, money - 8 - x, True), (x, y), 22, theme.TEXT, bold=True, anchor="midleft")
    y += 32
    cx = x
    for icon, value in (("order", order), ("chaos", chaos), ("hygiene", hygiene), ("mood", mood)):
        cx = _icon_value(s, icon, str(value), cx, y, 24, 20, theme.TEXT) + 14
    y += 30
    cx = x
    for icon, value in (("fans", fans), ("satisfied", happy), ("dissatisfied", unhappy)):
        cx = _icon_value(s, icon, str(value), cx, y, 24, 20, theme.TEXT) + 14
    for tier in lineup:                           # the line-up: each band's card, small
        s.blit(img(f"band_{tier}", (18, 25)), (cx, y - 12))
        cx += 21
    y += 30
    cx = x
    for g in backs:
        s.blit(art.chip(g, 22), (cx, y - 11))
        cx += 22
    num = theme.render(str(events), 20, theme.TEXT_DIM, True)
    s.blit(num, (right - num.get_width(), y - num.get_height() // 2))
    s.blit(img("event_card", (18, 25)), (right - num.get_width() - 22, y - 12))
