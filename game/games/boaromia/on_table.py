"""Everything on the Boaromia table, listed once (:func:`lay_out`): the line-up and its slots, the
board's tiles and the pawns on them, the event card and the goals, the kept goals, the prompt panel
or the festival log, the festival-goers' tracks with their levels, the buttons (the prompt's, Give
1 / Take 1 on the tracks, Pay on the goals and the amounts to pay, the log's in the top bar) and, in setup, the
character cards. The hotspots, the layer's drawing part by part, the flights of the pawns and the
running levels, the first-game pointers and the tour all read this one list.

A piece's ``key`` is what it is (``("tile", 41)``, ``("pawn", 2)``, ``("level", 0, "fun")``), its
``id`` the hotspot's name the tests click (``"tile:41"``, ``"seat:2"``, ``"btn:end_turn"``). The
pieces are listed in drawing order where they overlap (a goal's Pay over its card, a track's
coin buttons over the track, the prompt's buttons over the panel), so that the kit's hotspots,
topmost first, find the button before what it lies on."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from game.core.i18n import _, pgettext
from game.ui import theme
from game.ui.hotspots import Look
from game.ui.pieces import Piece, piece, seat_name
from game.ui.seat_marks import mark_room
from game.ui.table_look import button_rows

from . import layout, presenters
from .selection import button_name
from .text import said
from .track_drawing import musts_need, name_at


@dataclass(frozen=True)
class Card:
    """A card's place on the table as it is drawn (its shadow included; the piece's area is the card
    itself) and which card it is: the goal stack, the character's id, "event"."""

    which: int | str
    place: pygame.Rect


@dataclass(frozen=True)
class Track:
    """A festival-goer's track: whose, where it lies and where its parts lie (:func:`.layout.track_parts`)."""

    seat: int
    rect: pygame.Rect
    parts: dict


@dataclass(frozen=True)
class Tile:
    """A board tile: its number, and the label it shows while lit (a walk's cost)."""

    index: int
    label: str = ""


def lay_out(scene) -> list[Piece]:
    """Every item on the table now, in drawing order where items overlap."""
    ctx = scene.context()
    view = ctx.view
    choosing = view.pending().kind == "character"
    out = [piece("lineup", layout.LINEUP_RECT, id="lineup")]       # the line-up as a whole: the guide's target
    out += _slots(view, ctx)
    if not choosing:
        out += _tiles(scene, ctx)
    out += _pawns(scene, view)
    out += _cards(view, ctx)
    out += _kept(scene, view, ctx)
    need = musts_need(view)
    tracks = [Track(seat, rect, _coin_row(ctx, seat, rect, layout.track_parts(rect, need)))
              for seat, rect in enumerate(layout.track_rects(view.num_players))]
    if scene.show_log:
        out.append(piece("logpanel", layout.LOG_RECT, "log", id="logpanel", focus=False))
    else:
        out.append(piece("prompt", scene.prompt_rect.copy(), "prompt", id="prompt", focus=False))
        out += _tracks(scene, ctx, tracks)
    if ctx.my_turn and not scene.show_log:
        out += _buttons(scene, ctx, tracks)
    if choosing:
        out += _characters(scene, view, ctx)
    out.append(piece("log", layout.top_buttons()["log"], "bar", id="log", command=scene.log_button,
                     tip=_("Show or hide the festival log."),
                     look=Look(_("Hide log") if scene.show_log else _("Log"), "normal", 22)))
    return out


def _coin_row(ctx, seat: int, rect: pygame.Rect, parts: dict) -> dict:
    """A track's parts, with the coin buttons in its top row where they show on a compact track and
    the vibe would not read whole beside them (:func:`.layout.coins_up`)."""
    sel, view = ctx.selection, ctx.view
    if parts["kind"] != "compact" or sel is None or view.chars[seat] is None or not (
            ("give", seat) in sel.clicks or ("take", seat) in sel.clicks):
        return parts
    vibe = said(view.character(seat), "vibe_name")
    beside = parts["give"].x - 8 - parts["row2"].x
    return layout.coins_up(rect, parts) if theme.font(20).size(vibe)[0] > beside else parts


def _slots(view, ctx) -> list[Piece]:
    """The line-up's slots, one a round."""
    rects = layout.lineup_rects(view.rules.rounds, view.rules.night_from)
    return [piece(("slot", r), rect, "lineup", id=f"slot:{r}", data=r, focus=False,
                  tip=partial(presenters.slot_tip, ctx, r), ring=(2, 2, 11))
            for r, rect in enumerate(rects, start=1)]


def _tiles(scene, ctx) -> list[Piece]:
    """The board's tiles, lit where a click does something now (with a walk's cost)."""
    geo = scene.geo
    lit = scene.lit_tiles()
    click = tile_clicks(scene, ctx)
    out = []
    for tile in range(geo.width * geo.height):
        how, label = lit.get(tile, (None, ""))
        out.append(piece(("tile", tile), geo.tile_rect(tile), "tiles", id=f"tile:{tile}", data=Tile(tile, label),
                         **click(tile), tip=partial(presenters.tile_tip, ctx, tile), focus=tile in lit, lit=how,
                         parts=(("tile", tile),)))
    return out


def _pawns(scene, view) -> list[Piece]:
    """The festival-goers' pawns on the board, the one whose turn it is last (on top)."""
    active = view.turn_seat()
    order = [seat for seat in range(view.num_players) if seat != active] + ([active] if active is not None else [])
    out = []
    for seat in order:
        area = layout.pawn_rect(scene.geo, view.pos, seat)
        if area is not None:
            out.append(piece(("pawn", seat), area, "pawns", data=seat))
    return out


def _cards(view, ctx) -> list[Piece]:
    """The event card, then the open goals."""
    places = layout.card_rects(view.rules.goal_stacks)
    out = [piece("event", layout.card_face(places[0]), "cards", id="event", data=Card("event", places[0]),
                 focus=False, tip=partial(presenters.event_tip, ctx), ring=(4, 3, 13))]
    for i, place in enumerate(places[1:]):
        out.append(piece(("goal", i), layout.card_face(place), "cards", id=f"goal:{i}", data=Card(i, place),
                         focus=False, tip=partial(presenters.goal_tip, ctx, i), ring=(4, 3, 13)))
    return out


def _kept(scene, view, ctx) -> list[Piece]:
    """The kept goals' place in the cards' grid, then a chip per kept goal."""
    sel = ctx.selection
    out = [piece("kept goals", layout.card_face(layout.kept_rect(view.rules.goal_stacks)), "kept")]
    for i, r in enumerate(layout.kept_rects(len(view.kept), view.rules.goal_stacks)):
        usable = ("kept", i) in sel.clicks
        out.append(piece(("kept", i), r, "kept chips", id=f"kept:{i}", data=i, **clicked(
            scene, ctx, ("kept", i), _("Kept goals are used in a turn or after the turns of a round.")),
            tip=presenters.kept_tip(ctx, i, usable), ring=(4, 2, 11), parts=(("kept", i),)))
    return out


def _tracks(scene, ctx, tracks: list[Track]) -> list[Piece]:
    """Each festival-goer's track (lit where a click picks them), then the level bars on it."""
    sel = ctx.selection
    out = []
    for track in tracks:
        seat = track.seat
        lit = ctx.my_turn and ("seat", seat) in sel.lit
        out.append(piece(("seat", seat), track.rect.copy(), "tracks", id=f"seat:{seat}",
                         data=track, **clicked(scene, ctx, ("seat", seat), presenters.why_not_seat(ctx, seat)),
                         tip=partial(presenters.seat_tip, ctx, seat), focus=lit, lit="target" if lit else None,
                         ring=(4, 3, 13), ring_colour=theme.GOOD if lit else None, parts=(("seat", seat),)))
    view = ctx.view
    for track in tracks:                  # (where the name is written: the kit's mark of the seat stands after it)
        seat = track.seat
        name = name_at(view, sel, seat, track.rect, track.parts, ctx.seats[seat].name, mark_room(scene, seat))[1]
        out.append(seat_name(track.seat, name))
    for track in tracks:                  # (the level and the coins in the data: a change of them is marked)
        seat = track.seat
        out += [piece(("level", seat, stat), bar, "levels", data=(seat, stat, getattr(view, stat)[seat]))
                for stat, bar in track.parts["bars"].items()]
        out.append(piece(("coins", seat), track.parts["coins"].copy(), "coin counts", data=view.coins[seat]))
    return out


def _buttons(scene, ctx, tracks: list[Track]) -> list[Piece]:
    """The prompt's buttons (in rows at the foot of the prompt panel; while a goal is being paid
    into, its amounts and Back), Give 1 / Take 1 on the neighbours' tracks and Pay on the goals that
    take coins."""
    sel = ctx.selection
    row = ([("next", sel.suggest)] if sel.suggest is not None else []) + sel.row
    looks = [Look(*presenters.button_label(ctx, a), 20) for a in row]
    paying = sel.paying()
    if paying is not None:
        looks.append(Look(pgettext("paying", "Back"), "normal", 20))
    ids = [("btn:next" if a[0] == "next" else button_name(a)) for a in row] \
        + (["btn:back"] if paying is not None else [])      # (their slots: the suggestion one, whoever it names)
    rects = prompt_buttons(scene.prompt_rect, looks, AMOUNT_W if paying is not None else 104,
                           scene.button_slots(ids, "" if paying is None else f"pay:{paying}"))
    out = [piece(("btn", a), r, "prompt", id=button_name(a), action=a, look=look,
                 tip=partial(presenters.button_tip, ctx, a), parts=(("amount", a[2]),) if a[0] == "pay_goal" else ())
           for a, look, r in zip(row, looks, rects, strict=False)]
    if paying is not None:
        out.append(piece(("btn", "back"), rects[-1], "prompt", id="btn:back", command=partial(scene.pick, ()),
                         look=looks[-1], tip=_("Keep your coins: back to your turn (a right-click does it too).")))
    for track in tracks:
        labels = layout.coin_labels(track.parts["wide"])
        for kind, label in zip(("give", "take"), labels, strict=True):
            a = sel.clicks.get((kind, track.seat))
            if a is not None:
                out.append(piece((kind, track.seat), track.parts[kind], "coins", id=f"{kind}:{track.seat}",
                                 data=track.seat, action=a, look=Look(label, "normal", 20),
                                 tip=partial(presenters.button_tip, ctx, a), parts=((kind, track.seat),)))
    for i, place in enumerate(layout.card_rects(ctx.view.rules.goal_stacks)[1:]):
        part = ("pay", i)
        if part in sel.lit or sel.chosen[:1] == (part,):
            picked = paying == i
            out.append(piece(part, layout.pay_button(place), "pay", id=f"pay:{i}", data=i,
                             **clicked(scene, ctx, part), look=Look(_("Pay"), "normal" if picked else "primary", 20),
                             tip=partial(presenters.pay_tip, ctx, i, picked), parts=(part,)))
    return out


#: the narrowest an amount's button is while a goal is being paid into (a number on it)
AMOUNT_W = 56


def prompt_buttons(box: pygame.Rect, looks: list[Look], min_width: int = 104, keep=None) -> list[pygame.Rect]:
    """Where the prompt's buttons stand: one row of the kit's buttons, or where they need more
    rows (a longer language's labels, many amounts), lower and closer together, so that the prompt
    keeps room for its words."""
    return button_rows(looks, box, min_width=min_width, keep=keep,       # (keep: the kit's slots of each kind)
                       smaller={"height": 36, "gap": 6, "inset": 12, "pad": 20, "foot": 10})


def _characters(scene, view, ctx) -> list[Piece]:
    """The character cards over the board in setup (lit where they may be picked)."""
    chars = [c.id for c in view.content.characters]
    out = []
    for c, place in zip(chars, layout.character_rects(len(chars)), strict=True):
        free = ctx.my_turn and ("char", c) in ctx.selection.clicks
        out.append(piece(("char", c), layout.card_face(place), "characters", id=f"char:{c}", data=Card(c, place),
                         **clicked(scene, ctx, ("char", c), _("That character is taken: pick another card.")),
                         tip=presenters.char_tip(ctx, c), lit="target" if free else None, ring=(12, 4, 16),
                         parts=(("char", c),)))
    return out


# -- what a click does --------------------------------------------------------------------------------
def clicked(scene, ctx, part: tuple, why: str = "") -> dict:
    """What a click on ``part`` does, as a hotspot's action, command or why (not): the action it
    completes, a pick towards a multi-part action (sharing fun: the giver, then the receiver),
    the last pick taken back, or why not."""
    sel = ctx.selection
    if not ctx.my_turn:
        return {"why": ctx.wait_why()}
    if part in sel.clicks:
        return {"action": sel.clicks[part]}
    if part in sel.lit:
        return {"command": partial(scene.pick, sel.chosen + (part,))}
    if sel.chosen[-1:] == (part,):
        return {"command": partial(scene.pick, sel.chosen[:-1])}
    return {"why": why}


def tile_clicks(scene, ctx) -> Callable[[int], dict]:
    """What a click on a board tile does, tile by tile: the team decision's tile, a walk there (or
    why not), or the festival-goer standing there when one is picked (what all tiles share is
    found once)."""
    view, sel = ctx.view, ctx.selection
    if not ctx.my_turn:
        waiting = {"why": ctx.wait_why()}
        return lambda tile: waiting
    picks: dict[int, tuple] = {}                  # the first festival-goer to pick on each tile
    for seat in range(view.num_players):
        if ("seat", seat) in sel.clicks:
            picks.setdefault(view.pos[seat], sel.clicks[("seat", seat)])
    walking = presenters.walking(ctx)
    why = presenters.why_not_tile(ctx, scene.prompt()["title"])
    nothing = {"why": why} if why else {}

    def click(tile: int) -> dict:
        if ("tile", tile) in sel.clicks:
            return {"action": sel.clicks[("tile", tile)]}
        if walking:
            return {"command": partial(scene.walk_to, tile)}
        if tile in picks:
            return {"action": picks[tile]}
        return nothing
    return click
