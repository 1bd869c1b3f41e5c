"""The grounds on show in the Rock'n Rodeo table's static layer: the header (whose festival, the
order, the points, the money), the stage (:mod:`.stage`), the campsite's cards and what lies on
its spaces, the fans at the tents, the stands and upgrades (:mod:`.stands`), the tracks and, in
the evening, what a fan yields at each destination. Drawn from the pieces of :mod:`.on_table`."""

from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext
from game.ui import theme

from . import art, layout, presenters, stage, stands
from .art import INK, img
from .model import GENRES
from .parts import LIT, dark_plate, frame, icon_value, kept_block, lit, order_pos, ring, shown


def draw_grounds(scene, surface: pygame.Surface):
    """The shown seat's festival grounds, part by part (a generator, as :func:`render_layer`)."""
    view = scene.shown_view()
    seat = scene.shown_seat()
    f = view.fests[seat]
    acting = scene.context().to_act == seat
    frame(surface, layout.GROUNDS, theme.HILITE if acting else theme.PANEL_BORDER, 3 if acting else 2)
    h = layout.HEADER
    surface.blit(art.cube(theme.rgb(scene.context().seats[seat].colour), 30), (h.x, h.centery - 15))
    title = _("{name}'s {festival}").format(name=scene.context().seats[seat].name,
                                            festival=view.content.festival_name(f.festival))
    right = layout.HOME_BUTTON.x - 20 if scene.peek is not None else h.right - 330
    theme.text(surface, theme.cut(title, 26, right - (h.x + 40), True), (h.x + 40, h.centery), 26, theme.TEXT,
               bold=True,
               anchor="midleft")
    if scene.peek is None:
        x = h.right
        for name, value in (("order", str(order_pos(view, seat))), ("vp", str(f.vp)),
                            ("money", _("{k}K").format(k=f.cash))):
            x = icon_value(surface, name, value, x, h.centery, anchor="right") - 18
    stage.draw_stage(scene, surface, seat)
    yield
    _campsite(scene, surface, seat)
    _fans_row(scene, surface, seat)
    yield
    draw_side(scene, surface, seat)
    yield
    _tracks(scene, surface, seat)
    _yield_badges(scene, surface, seat)


def _yield_badges(scene, surface: pygame.Surface, seat: int) -> None:
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
        _badge(scene, surface, presenters.destination_badge(view, seat, g, dest), r, where)


def _badge(scene, surface: pygame.Surface, parts: list, r: pygame.Rect, where: str) -> None:
    """A small plate of (icon, text) parts at the foot of ``r`` (its middle or its right corner)."""
    renders = [(art.icon(name, 24) if name else None, theme.render(text, 20, theme.TEXT if name else
                                                                      theme.TEXT_DIM, True)) for name, text in parts]
    w = sum((25 if ic else 0) + tx.get_width() + 6 for ic, tx in renders) + 4
    plate = pygame.Rect(0, 0, w, 30)
    if where == "midbottom":
        plate.midbottom = (r.centerx, r.bottom - 4)
    else:
        plate.bottomright = (r.right - 4, r.bottom - 4)
    dark_plate(scene, surface, plate, 225)
    pygame.draw.rect(surface, LIT["target"] if parts[0][0] else LIT["blocked"], plate, 2, border_radius=8)
    x = plate.x + 5
    for ic, tx in renders:
        if ic is not None:
            surface.blit(ic, (x, plate.centery - 12))
            x += 25
        surface.blit(tx, (x, plate.centery - tx.get_height() // 2))
        x += tx.get_width() + 6


def _campsite(scene, surface: pygame.Surface, seat: int) -> None:
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
            _campsite_card(scene, surface, r, *one.data, geo, f, preview)
        elif kind == "wixi" and one.key not in flying:
            pic = img("wixi", (size * 3 // 4, size * 3 // 4))
            surface.blit(pic, pic.get_rect(center=r.center))
        elif kind == "marker" and one.key not in flying:
            pic = art.marker(*one.data, size * 4 // 5)
            surface.blit(pic, pic.get_rect(center=r.center))
            if one.data[1] is None:               # its group still being placed: to be judged
                _to_be_judged(surface, r)
        elif kind == "garbage":
            _garbage(surface, r, one.data - (one.key in flying))
        elif kind == "space":
            spaces.append(r)
            how = lit(one)
            if how and one.data < len(f.marker):
                pygame.draw.rect(surface, LIT.get(how, theme.GOOD), r.inflate(-2, -2), 4, border_radius=8)
                if how in ("happy", "unhappy"):
                    thumb = img("thumb_up" if how == "happy" else "thumb_down", (30, 30))
                    surface.blit(thumb, (r.right - 34, r.bottom - 34))
                elif how == "open":                   # satisfied only if the rest of its group helps
                    _to_be_judged(surface, r)
                elif garbage_night and f.garbage[one.data]:     # a heap: one more bag costs Hygiene
                    badge = pygame.Rect(r.x + 4, r.y + 4, 64, 30)
                    dark_plate(scene, surface, badge, 220)
                    surface.blit(art.icon("hygiene", 24), (badge.x + 3, badge.y + 3))
                    theme.text(surface, "−1", (badge.x + 30, badge.centery), 20, theme.BAD, bold=True, anchor="midleft")
    _fence(scene, surface, f, spaces)


def _to_be_judged(surface: pygame.Surface, r: pygame.Rect) -> None:
    """The "to be judged" mark at a space's foot: a question mark on a light disc (neither thumb),
    on a marker whose group is still being placed, or a space whose camper the rest of its group decides."""
    centre = (r.right - 19, r.bottom - 19)
    pygame.draw.circle(surface, INK, centre, 16)
    pygame.draw.circle(surface, (225, 232, 245), centre, 13)
    theme.text(surface, "?", (centre[0], centre[1] + 1), 22, INK, bold=True, anchor="center")


def _campsite_card(scene, surface: pygame.Surface, r: pygame.Rect, k: int, pos, geo, f, preview) -> None:
    """The festival's ``k``-th campsite card (turned as the turn on show would), or where a later
    season's will lie."""
    if k in geo.positions:
        turns = preview[2] if preview is not None and preview[1] == k else f.turns[k]
        surface.blit(art.campsite_card(pos.side, turns, r.width), r)
        if preview is not None and preview[1] == k:
            pygame.draw.rect(surface, theme.ACCENT, r, 4, border_radius=6)
        return
    surface.blit(img("campsite_later", r.size), r)
    words = _("from season {n}").format(n=pos.season)
    lines = theme.wrap(words, 20, r.width - 28)                  # two lines where one is too short
    plate = pygame.Rect(0, 0, max(theme.font(20).size(line)[0] for line in lines) + 16, 8 + 22 * len(lines))
    plate.center = r.center
    dark_plate(scene, surface, plate)
    for i, line in enumerate(lines):
        theme.text(surface, line, (plate.centerx, plate.y + 15 + 22 * i), 20, theme.TEXT, anchor="center")


def _garbage(surface: pygame.Surface, r: pygame.Rect, n: int) -> None:
    """Garbage on a space: a bag, or a heap with its count."""
    if n <= 0:
        return
    k = r.width
    if n == 1:
        surface.blit(img("garbage", (k * 2 // 5, k * 2 // 5)), (r.x + 4, r.bottom - 4 - k * 2 // 5))
        return
    pic = img("garbage_stack", (k // 2, k // 2))
    surface.blit(pic, (r.x + 2, r.bottom - 2 - k // 2))
    c = (r.x + k // 2 + 8, r.bottom - 16)
    pygame.draw.circle(surface, INK, c, 14)
    theme.text(surface, str(n), c, 20, theme.HILITE, bold=True, anchor="center")


def _fence(scene, surface: pygame.Surface, f, rects: list[pygame.Rect]) -> None:
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
    dark_plate(scene, surface, plate, 220)
    theme.text(surface, theme.cut(text, 20, plate.width - 16), (plate.x + 8, plate.centery), 20, theme.HILITE,
               anchor="midleft")


def _fans_row(scene, surface: pygame.Surface, seat: int) -> None:
    """Per genre: the fans still to arrive, standing at the tents and asleep, and the purchasing power left."""
    view = scene.shown_view()
    f = view.fests[seat]
    for one in shown(scene, "fans"):
        g, r = one.data, one.area
        shows = (f.reserve[g], f.standing[g], f.lying[g], presenters.power_left(view, seat, g))
        kept_block(scene, surface, ("fans", g, *shows), r, lambda t, rr, g=g, shows=shows: _fans_box(t, rr, g, shows))
        ring(surface, r, lit(one))


def _fans_box(surface: pygame.Surface, r: pygame.Rect, g: int, shows: tuple) -> None:
    reserve, standing, lying, power = shows
    frame(surface, r, art.GENRE_COLOURS[g])
    surface.blit(art.chip(g, 28), (r.x + 6, r.y + 6))
    icon_value(surface, "fans", str(reserve), r.x + 40, r.y + 20, 24, 20, theme.TEXT)
    surface.blit(art.fan(g, small=True), (r.x + 4, r.y + 36))
    theme.text(surface, str(standing), (r.x + 29, r.y + 48), 20, theme.TEXT, bold=True, anchor="midleft")
    surface.blit(img(f"fan_{GENRES[g]}_lying", (30, 20)), (r.x + 46, r.y + 39))
    theme.text(surface, str(lying), (r.x + 78, r.y + 48), 20, theme.TEXT_DIM, bold=True, anchor="midleft")
    icon_value(surface, "power", _("{k}K").format(k=power), r.x + 4, r.y + 75, 24, 20)


def draw_side(scene, surface: pygame.Surface, seat: int) -> None:
    """The seat's stands and upgrades (not those on their way there)."""
    f = scene.shown_view().fests[seat]
    for one in shown(scene, "side"):
        i, what = one.data
        if one.key[0] == "stand":
            stands.stand_card(scene, surface, one.area, what, f.stand_fill[i], lit(one))
        else:
            stands.upgrade_card(scene, surface, one.area, what, f.upgrade_fill[i], lit(one))


def _tracks(scene, surface: pygame.Surface, seat: int) -> None:
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
        surface.blit(art.icon(track, 32), (r.x + 2, r.centery - 16))
        bar = layout.track_bar(r)
        surface.blit(img(f"track_{track}", bar.size), bar)
        cell = bar.width / cells
        every = 1 if cell >= 28 else 2 if cell >= 20 else 0       # a narrow track: every other number
        for i in range(cells) if every else ():
            if rng.low + i != value and (rng.low + i) % every == 0:
                at = (bar.x + round((i + 0.5) * cell), bar.y + round(bar.height * 0.64))
                if every > 1:                     # on a paper label as wide as the number (the oval is not)
                    num = theme.render(str(rng.low + i), 20, INK)
                    label = pygame.Rect(0, 0, min(num.get_width() + 4, int(cell) - 1), 22)
                    label.center = at
                    pygame.draw.rect(surface, art.PAPER, label, border_radius=6)
                    pygame.draw.rect(surface, INK, label, 1, border_radius=6)
                theme.text(surface, str(rng.low + i), at, 20, INK, anchor="center")
        ahead = {"chaos": presenters.next_bin(view, seat),
                 "hygiene": getattr(presenters.next_penalty(view, seat), "at", None)}
        if ahead.get(track) is not None:          # the next bin / penalty: where the cube must not go
            x = bar.x + round((ahead[track] - rng.low) * cell)
            pygame.draw.rect(surface, theme.BAD, pygame.Rect(x - 1, bar.y - 2, round(cell) + 2, bar.height + 4), 3,
                             border_radius=5)
        at = (bar.x + round((value - rng.low + 0.5) * cell), bar.y + round(bar.height * 0.64))
        cube = art.cube(colour, 28)
        surface.blit(cube, cube.get_rect(center=at))
        theme.text(surface, str(value), (r.right - 4, r.centery), 24, theme.HILITE, bold=True, anchor="midright")
