"""Everything on the Rock'n Rodeo table, each item once (:func:`lay_out`, the scene's
:meth:`~game.ui.table.TableScene.lay_out`): the grounds on show (the title, the stage's day
slots, the campsite's spaces and what lies on them, the fans at the tents, the stands and
upgrades, the tracks), the market (its bands and the garage band, the festival card between
bookings, the fans to sell, the stand tops, the upgrades, the order track), the viewer's hand,
the prompt's buttons and the rivals' strips, in drawing order.

The kit makes the hotspots of them (what a click does, the hover texts, the hint's parts), the
drawing (:mod:`.drawing`) takes them part by part, and the flights (:mod:`.motion`) start where a
piece lay before an action (``scene.places_before``) and land where it lies after. A piece's key
says what it is: ``("band", band)`` a band card in the market, ``("stand", stand)`` a stand (a
stack's top card in the market, or on the grounds once bought), ``("market_up", id)`` an upgrade
in the market and ``("upgrade", id)`` one on the grounds, ``("fan", card)`` and ``("event", card)``
the viewer's open hand (``("back", "fan", card)`` … folded), ``("day", d)``, ``("space", s)``,
``("genre", g)``, ``("track", name)``, ``("rival", seat)``, ``("seat_name", seat)`` (where a rival's strip
writes their name), and on a space what the animations
bring there: ``("wixi", seat, s)``, ``("marker", seat, s)``, ``("garbage", seat, s)`` (its top bag).
Where things lie is :mod:`.layout`'s; what the table says of them is :mod:`.presenters`'.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.core.i18n import _, ngettext, pgettext
from game.ui import theme
from game.ui.hotspots import Look
from game.ui.pieces import Piece, piece, seat_name
from game.ui.seat_marks import mark_room
from game.ui.table_look import button_rows

from . import day_report, layout, presenters, rivals
from .layout import PROMPT_RECT
from .text import garage_stack_tip

#: the hover rings: a card or space a click uses, and one that only tells
RING, RING_SMALL = (6, 3, 12), (4, 2, 10)


def lay_out(scene) -> list[Piece]:
    """The table's pieces now, in drawing order (what lies under first)."""
    ctx = scene.context()
    out = [*_grounds(scene, ctx), *_market(scene, ctx), *_hand(scene, ctx), *_prompt(scene, ctx), *_rivals(scene, ctx)]
    summary = day_report.pieces(scene)           # a day's summary over the table: nothing under it is clicked
    for one in out if summary else ():
        one.spot = {}
    return out + summary


# -- the grounds on show ---------------------------------------------------------------------------

def _grounds(scene, ctx) -> list[Piece]:
    view, seat = ctx.view, scene.shown_seat()
    f, p = view.fests[seat], view.pending()
    here, sel = scene.acting_here(), ctx.selection
    g = sel.evening_genre
    evening = here and p.kind == "evening" and g is not None
    out = [piece(("title",), layout.TITLE, "grounds", id="festival", focus=False,
                 tip="\n".join(presenters.festival_lines(view, seat)))]
    for d, r in enumerate(layout.stage_slots()):       # the stage: line-up swaps, the band in the evening
        tip = presenters.day_tip(ctx, seat, d, arranging=here)
        if here and p.kind == "lineup" and d < len(sel.lineup):
            spot = dict(command=partial(scene.swap_day, d), tip=tip,
                        lit="picked" if sel.lineup_pick == d else "target", ring=RING)
        elif here and p.kind == "evening" and d == view.day and g is not None:
            spot = _destination(scene, ctx, seat, g, ("band",))
        else:
            spot = dict(tip=tip, focus=False, ring=RING)
        out.append(piece(("day", d), r, "stage", id=f"day:{d}", data=d, parts=(("day", d),), **spot))
    out += _campsite(scene, ctx, seat, here)
    for gg, r in enumerate(layout.fan_chips()):
        if here and p.kind == "evening" and p.standing[gg]:
            spot = dict(command=partial(scene.pick_genre, gg), lit="picked" if g == gg else "target", ring=RING,
                        tip=_("Send a {genre} fan next.").format(genre=presenters.genre(view, gg)))
        else:
            spot = dict(tip=presenters.fans_tip(view, seat, gg), focus=False, ring=RING_SMALL)
        out.append(piece(("genre", gg), r, "fans", id=f"genre:{gg}", data=gg, parts=(("genre", gg),), **spot))
    stands, ups = layout.side_rects(view, seat)
    for i, r in enumerate(stands):
        spot = (_destination(scene, ctx, seat, g, ("stand", i), "") if evening else
                dict(tip=presenters.stand_tip(view, f.stands[i]), focus=False, ring=RING_SMALL))
        out.append(piece(("stand", f.stands[i]), r, "side", id=f"stand:{i}", data=(i, f.stands[i]),
                         parts=(("stand", i),), **spot))
    for i, (up, r) in enumerate(zip(f.upgrades, ups, strict=True)):
        spot = (_destination(scene, ctx, seat, g, ("upgrade", up), "") if evening else
                dict(tip=presenters.upgrade_tip(view, up), focus=False, ring=RING_SMALL))
        out.append(piece(("upgrade", up), r, "side", id=f"up:{up}", data=(i, up), parts=(("up", up),), **spot))
    for track, r in layout.seat_tracks(view, seat).items():
        out.append(piece(("track", track), r, "tracks", id=f"track:{track}", data=track, focus=False,
                         tip=presenters.track_tip(view, seat, track), ring=RING_SMALL))
    return out


def _destination(scene, ctx, seat: int, g: int, dest: tuple, tip: str = "") -> dict:
    """An evening destination of the genre ``g`` being sent: a click sends the fan, or says why not."""
    text, open_ = presenters.destination_tip(ctx.view, seat, g, dest)
    action = ("send", g, *dest)
    if open_ and action in scene.legal:
        return dict(action=action, tip=text, lit="target", ring=RING)
    return dict(tip=text, why=text, lit="blocked", ring=RING)


def _campsite(scene, ctx, seat: int, here: bool) -> list[Piece]:
    """The festival's campsite cards, then each space after what lies on it (a WIXI, a camping
    marker, garbage)."""
    view = ctx.view
    f, p = view.fests[seat], view.pending()
    rects, _size = layout.camp_rects(view, seat)
    turns = [a for a in scene.legal if a[0] == "turn"] if here else []
    turn_pos = turns[0][1] if turns else None
    geo = view.geometry(seat)
    g = ctx.selection.evening_genre
    extent = layout.camp_extent(view, seat)
    judging = presenters.judging(view, seat)        # (the group being placed: its markers to be judged)
    out = [piece(("camp_card", k), layout.camp_card(tuple(pos.at), extent), "campsite", data=(k, pos))
           for k, pos in enumerate(view.festival_card(seat).layout)]
    for s, r in enumerate(rects):
        if s < len(f.marker):
            if f.wixi[s]:
                out.append(piece(("wixi", seat, s), r, "campsite"))
            if f.marker[s] >= 0:
                out.append(piece(("marker", seat, s), r, "campsite",
                                 data=(f.marker[s], None if s in judging else f.happy[s])))
            if f.garbage[s]:
                out.append(piece(("garbage", seat, s), r, "campsite", data=f.garbage[s]))
        tip = partial(presenters.space_tip, ctx, seat, s)
        action = None
        if here:
            if p.kind in ("wixi", "place", "garbage", "sour"):
                action = (p.kind, s)
            elif p.kind == "evening" and f.wixi[s] and g is not None:
                action = ("send", g, "wixi")
        if action is not None and action in scene.legal:
            lit = "target"
            if p.kind == "place":
                lit = presenters.place_outcome(view, seat, s, p.card, p.genre, p.to_place)
            spot = dict(action=action, tip=tip, lit=lit, ring=(4, 3, 8),
                        parts=(("wixi", s, g),) if action[0] == "send" else ())
        elif turn_pos is not None and geo.card[s][0] == turn_pos:
            spot = dict(command=scene.turn_next, tip=_("Click to turn this card."), lit="turning", ring=(4, 3, 8))
        else:
            spot = dict(tip=tip, focus=False, ring=(4, 2, 8))
        out.append(piece(("space", s), r, "campsite", id=f"space:{s}", data=s, **spot))
    return out


# -- the market -------------------------------------------------------------------------------------

def _market(scene, ctx) -> list[Piece]:
    view, sel = ctx.view, ctx.selection
    p = view.pending()
    mine = ctx.my_turn
    seat = p.seat if mine else None
    legal = scene.legal
    out = [piece(("panel", "market"), layout.MARKET, id="market"),           # (hover texts keep off it)
           piece(("panel", "bands"), layout.BANDS_AREA, id="bands"),         # (the first-game pointers')
           piece(("panel", "stands"), layout.STANDS_AREA, id="stands"),
           piece(("order",), layout.ORDER_TRACK, "market", id="order", focus=False,
                 tip=presenters.order_tip(ctx))]
    bands = list(view.display) + ([-1] if view.garage else [])      # -1: the garage stack, face down (L63)
    for i, (band, r) in enumerate(zip(bands, layout.band_rects(len(bands)), strict=True)):
        garage = i == len(view.display)
        tip = garage_stack_tip(view) if garage else presenters.band_tip(view, band, seat)
        action = ("garage",) if garage else ("book", band)
        spot = dict(tip=tip, ring=RING, focus=False)
        if mine and p.kind == "book":
            if action in legal:
                spot.update(command=partial(scene.pick_booking, action), focus=True,
                            lit="picked" if sel.booking == action else "target")
            else:
                spot.update(why=presenters.book_why(view, band))
        elif mine and p.kind == "event" and sel.event_card is not None and not garage:
            pick = ("event", sel.event_card, band)
            if pick in legal:
                spot = dict(action=pick, tip=tip, lit="target", ring=RING)
        out.append(piece(("band", band), r, "market", id="garage" if garage else f"band:{band}",
                         data=(band, garage), parts=(("garage",) if garage else ("band", band),), **spot))
    if not view.display:                       # between bookings: the festival card of the grounds on show
        rows = -(-len(bands) // 2)
        top = layout.BANDS_AREA.y + rows * 128
        area = pygame.Rect(layout.BANDS_AREA.x, top, layout.BANDS_AREA.width, layout.BANDS_AREA.bottom - top)
        out.append(piece(("festival_card",), area, "market", data=scene.shown_seat()))
    for g, r in enumerate(layout.supply_rects()):
        out.append(piece(("supply", g), r, "stock", id=f"supply:{g}", data=g, focus=False,
                         tip=ngettext("{n} {genre} fan still sells tickets this season.",
                                      "{n} {genre} fans still sell tickets this season.", view.supply[g])
                         .format(n=view.supply[g], genre=presenters.genre(view, g))))
    for k, r in enumerate(layout.stand_top_rects()):
        stand = view.stand_tops[k]
        if stand < 0:
            out.append(piece(("sold_out", k), r, "stock", data=(k, stand)))
        else:
            out.append(piece(("stand", stand), r, "stock", id=f"stand_top:{k}", data=(k, stand),
                             **_buy(("stand", k), legal, presenters.stand_tip(view, stand))))
    for u, r in zip(view.content.upgrades, layout.upgrade_rects(), strict=True):
        tip = presenters.upgrade_tip(view, u.id) + "\n" + _("{n} left in the market.").format(n=view.upgrade_left[u.id])
        out.append(piece(("market_up", u.id), r, "stock", id=f"market_up:{u.id}", data=u,
                         **_buy(("upgrade", u.id), legal, tip)))
    return out


def _buy(action, legal, tip: str) -> dict:
    if action in legal:
        return dict(action=action, tip=tip, lit="target", ring=RING)
    return dict(tip=tip, focus=False, ring=RING)


# -- the hand ----------------------------------------------------------------------------------------

def _hand(scene, ctx) -> list[Piece]:
    out = [piece(("panel", "hand"), layout.HAND, "hand", id="hand")]
    seat = ctx.viewer
    if seat is None:
        return out
    view = ctx.view
    f, p = view.fests[seat], view.pending()
    fan_rects, event_rects = layout.hand_rects(len(f.hand), len(f.events))
    if not scene.hand_open():           # what everyone knows of it: the fan cards' genres, how many events
        out += [piece(("back", "fan", card), r, "hand", id=f"fan:{card}", data=card, focus=False, ring=RING,
                      tip=presenters.folded_tip(view, card), tip_at=(r.centerx, r.y - 10))
                for card, r in zip(f.hand, fan_rects, strict=True)]
        out += [piece(("back", "event", card), r, "hand", id=f"event:{card}", data=card, focus=False, ring=RING,
                      tip=presenters.folded_tip(view, None), tip_at=(r.centerx, r.y - 10))
                for card, r in zip(f.events, event_rects, strict=True)]
        return out
    mine, legal, sel = ctx.my_turn, scene.legal, ctx.selection
    for card, r in zip(f.hand, fan_rects, strict=True):
        action = ("play", card) if mine and ("play", card) in legal else None
        why = "" if action else (_("Fan cards are played in the morning, when their band's fans arrive.")
                                 if not mine or p.kind != "arrive" else
                                 _("Today's band brings no fans of this genre."))
        out.append(piece(("fan", card), r, "hand", id=f"fan:{card}", data=card, action=action,
                         tip=presenters.fan_tip(view, card), why=why, lit="target" if action else None, ring=RING,
                         tip_at=(r.centerx, r.y - 10)))
    for card, r in zip(f.events, event_rects, strict=True):
        usable = mine and p.kind == "event" and any(a[0] in ("event", "swap") and a[1] == card for a in legal)
        out.append(piece(("event", card), r, "hand", id=f"event:{card}", data=card,
                         command=partial(scene.pick_event, card) if usable else None,
                         tip=presenters.event_tip(view, card), ring=RING, tip_at=(r.centerx, r.y - 10),
                         why="" if usable else _("Event cards are played while booking and in the "
                                                 "afternoon, in your turn."),
                         lit="picked" if sel.event_card == card else ("target" if usable else None),
                         parts=(("event", card),)))
    return out


# -- the prompt's buttons -----------------------------------------------------------------------------

def _prompt(scene, ctx) -> list[Piece]:
    out = []
    if scene.peek is not None:
        out.append(piece(("button", "home"), layout.HOME_BUTTON, "prompt", id="home", command=scene.go_home,
                         look=Look(_("Your grounds") if ctx.viewer is not None else pgettext("table", "Back"), "normal",
                                   22),
                         tip=_("Show the grounds of the player to act again.")))
    if not ctx.my_turn:
        return out
    looks = _buttons(scene, ctx)
    rects = button_rows([look for _sid, look, _what in looks], PROMPT_RECT, height=46,
                        keep=scene.button_slots([sid for sid, _look, _what in looks]))     # (they stay put)
    for (sid, look, what), r in zip(looks, rects, strict=True):
        if "action" in what and what["action"] not in scene.legal:
            continue
        out.append(piece(("button", sid), r, "prompt", id=sid, look=look, tip_at=(r.centerx, PROMPT_RECT.y - 8),
                         **what))
    return out


def _buttons(scene, ctx) -> list[tuple[str, Look, dict]]:
    """The prompt's buttons for the decision: (id, look, what a click does)."""
    view, legal, sel = ctx.view, scene.legal, ctx.selection
    p = view.pending()
    looks: list[tuple[str, Look, dict]] = []

    def add(sid: str, label: str, style: str = "normal", **what) -> None:
        room = PROMPT_RECT.width - 2 * 16 - 30          # a label this long (a longer language) at 20 px
        looks.append((sid, Look(label, style, 22 if theme.font(22, True).size(label)[0] <= room else 20), what))

    kind = p.kind
    if kind == "book" and sel.booking is not None:
        add("confirm", _("Book") if sel.booking[0] == "book" else _("Take it"), "primary", action=sel.booking,
            parts=(("confirm",),))
        add("cancel", pgettext("booking", "Cancel"), command=scene.cancel_booking)
    elif kind == "wild":
        for a in legal:
            add(f"wild:{a[1]}", presenters.genre(view, a[1]), action=a)
    elif kind == "event":
        card = sel.event_card
        if card is not None:
            what = presenters.pick_kind(view, card, p.side)
            for a in legal:
                if a[0] == "event" and a[1] == card:
                    if what == "target":
                        add(f"pick:{a[2]}", ctx.seats[a[2]].name, "primary", action=a, parts=(("pick", a[2]),))
                    elif what == "genre":
                        add(f"pick:{a[2]}", presenters.genre(view, a[2]), "primary", action=a,
                            parts=(("pick", a[2]),))
                    elif what is None:
                        add("play", _("Play it"), "primary", action=a, parts=(("play",),))
            add("swap", _("Swap it"), action=("swap", card), parts=(("swap",),))
        add("pass", _("Pass"), action=("pass",))
    elif kind in ("expand", "wixi") and ("done",) in legal:
        add("done", _("Done"), "primary", action=("done",))
    elif kind == "lineup":
        add("lineup_ok", _("Confirm the line-up"), "primary", action=("lineup", tuple(sel.lineup)),
            parts=(("lineup_ok",),))
    elif kind == "turn":
        turns = [a for a in legal if a[0] == "turn"]
        if len(turns) > 1:
            add("turn", _("Turn"), command=scene.turn_next, parts=(("turn",),))
        add("turn_ok", _("Keep it"), "primary", action=turns[sel.turn % len(turns)], parts=(("turn_ok",),))
    elif kind == "arrive":
        for a in legal:
            if a[0] == "penalty":
                add(f"penalty:{a[1]}", _("No {genre} card").format(genre=presenters.genre(view, a[1])), action=a)
    elif kind == "evening":
        add("rest", _("The rest stay in their tents"), action=("rest",))
    elif kind == "garbage" and ("fence",) in legal:
        add("fence", _("Over the fence"), "primary", action=("fence",))
    elif kind == "home":
        for a in legal:
            add(f"home:{a[1]}", presenters.genre(view, a[1]), action=a)
    return looks


# -- the rivals ---------------------------------------------------------------------------------------

def _rivals(scene, ctx) -> list[Piece]:
    """Each rival's strip, then where it writes the rival's name (the kit's mark of the seat stands
    after it)."""
    strips = layout.rival_rects(scene.rivals())
    return [piece(("rival", s), r, "rivals", id=f"rival:{s}", data=rivals.Strip(s, rivals.strip_shows(ctx.view, s)),
                  command=partial(scene.peek_at, s),
                  tip=presenters.rival_tip(ctx, s), ring=(4, 3, 12), tip_at=None)
            for s, r in strips.items()] + \
        [seat_name(s, rivals.name_at(r, ctx.seats[s].name, ctx.view.fests[s].cash, mark_room(scene, s))[1])
         for s, r in strips.items()]
