"""Everything on the Camp Roskilde table, listed once (:func:`lay_out`, the scene's ``lay_out``):
the prompt panel, the grounds' strip, the camps, where each camp's header writes who plays it, the
tiles lying in them, on the grounds, on the discard pile and drawn into the prompt, the camps'
spaces, the badge of an extra turn, the score badges, the piles, and the prompt's tile and buttons.
The kit makes the hotspots from this list, the drawing (:mod:`.drawing`) takes it part by part, the
flights (:mod:`.motion`) start where its pieces lay before an action and land where they lie after
it, and the guide points at its pieces' ids.

A tile's key is ``("tile", t)`` wherever it lies (the flights hide it by that key while it
flies); its data says where and how it is turned (:class:`Lying`), on the grounds too: the flights
read a tile's turn before an action from the kit's ``pieces_before``. Where the pieces lie comes
from :mod:`.layout`; what they say from :mod:`.presenters`.

The kit lists the hotspots topmost first, the reverse of the drawing order: the pieces that
are hotspots are listed here from the last (the discard pile) to the first (the prompt's
buttons), so that the hotspots keep the order of the table's reading (the Turn button first,
the grounds' tiles left to right, every camp's spaces from the top left).
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game.core.i18n import _
from game.ui import theme
from game.ui.hotspots import Look
from game.ui.pieces import Piece, piece, seat_name
from game.ui.seat_marks import mark_room

from . import extras, layout, presenters
from .board import EMPTY
from .layout import DISCARD_RECT, FEATURE_RECT, GROUNDS_RECT, PILE_RECT, PROMPT_RECT
from .pending import ChainChoice, MainTurn, Tiebreak

#: the outline of a hovered lit space, by how it is lit
SPACE_RINGS = {"now": theme.GOOD, "turn": theme.GOOD, "match": (240, 140, 240), "source": theme.HILITE}
#: the tiles of the discard pile that a flight may start from (the ones on top)
DISCARD_SEEN = 3


class Lying(NamedTuple):
    """Where a tile lies: its camp and space (None: not in a camp) and how it is turned."""

    camp: int | None = None
    space: int | None = None
    rot: int = 0


def lay_out(scene) -> list[Piece]:
    """Every item on the table now, once, in drawing order."""
    ctx = scene.context()
    state = ctx.view
    boxes = layout.camp_boxes(state.num_players, big_camp(ctx))
    out = [piece("prompt", PROMPT_RECT, "prompt_panel", id="prompt"),     # (the guide points at it)
           piece("grounds", GROUNDS_RECT, "grounds_strip")]
    out += [piece(("camp", seat), box.board, "camps", data=box) for seat, box in boxes.items()]
    out += [piece(("header", seat), box.header, id=f"header:{seat}") for seat, box in boxes.items()]  # (tips keep off)
    out += _names(scene, ctx, boxes)
    for seat, box in boxes.items():
        out += [piece(("tile", tile), box.spaces[space], "in_camp", data=Lying(seat, space, state.rots[seat][space]))
                for space, tile in enumerate(state.camps[seat]) if tile != EMPTY]
    out += [piece(("tile", tile), DISCARD_RECT.copy(), "on_discard", data=Lying())    # (the pile draws them)
            for tile in state.discard[-DISCARD_SEEN:]]
    pending = state.pending()
    if isinstance(pending, ChainChoice) and pending.drawn is not None:
        out.append(piece(("tile", pending.drawn), FEATURE_RECT.copy(), "drawn", data=Lying()))  # (the prompt shows it)
    out.append(piece("feature", FEATURE_RECT, "prompt", data=scene.prompt()["tile"]))   # (the tile that asks)
    return out + _hotspots(scene, ctx, boxes)[::-1]


def _names(scene, ctx, boxes: dict) -> list[Piece]:
    """Where each camp's header writes who plays it (room kept free after it for the kit's mark of
    the seat, where it has one), as the drawing does: left of the extra turn's badge, if any, or the
    score."""
    badges = {one.key[1]: one.area for one in _extra_turn_badges(ctx, boxes)}
    out = []
    for seat, box in boxes.items():
        drawn = layout.name_at(box, ctx.seats[seat].name, badges.get(seat), mark_room(scene, seat))
        lines = [at for _line, at in drawn]
        if lines:
            out.append(seat_name(seat, lines[0].unionall(lines[1:])))
    return out


def big_camp(ctx) -> int | None:
    """The camp drawn large: a lone human's own; in hot-seat (or bots alone) none, so that
    every camp keeps its place and size whoever's turn it is."""
    humans = ctx.humans
    return humans[0] if len(humans) == 1 else None


def _hotspots(scene, ctx, boxes: dict) -> list[Piece]:
    """The pieces that are hotspots, topmost first: the prompt's buttons, the grounds' tiles, the
    camps' spaces, the score badges, the piles."""
    wait = "" if ctx.my_turn else ctx.wait_why()
    out = _prompt_buttons(scene, ctx)
    slots = layout.ground_rects(len(ctx.view.grounds))
    out += [_ground_tile(scene, ctx, tile, area, wait) for tile, area in zip(ctx.view.grounds, slots, strict=False)]
    lit = scene.lit()
    for seat, box in boxes.items():
        out += [_space(scene, ctx, seat, space, area, wait, lit.get((seat, space)), max(6, box.tile // 12))
                for space, area in enumerate(box.spaces)]
    out += _extra_turn_badges(ctx, boxes)
    out += [piece(("score", seat), layout.score_rect(box), "scores", id=f"score:{seat}",
                  tip=lambda seat=seat: presenters.score_text(ctx, seat), focus=False, ring=(4, 2, 11))
            for seat, box in boxes.items()]
    out += [piece("pile", PILE_RECT, "piles", id="pile", tip=presenters.pile_tip(ctx), focus=False),
            piece("discard", DISCARD_RECT, "piles", id="discard", tip=presenters.discard_tip(ctx), focus=False)]
    return out


def _extra_turn_badges(ctx, boxes: dict) -> list[Piece]:
    """The badge in the header of the camp whose seat plays an extra turn (the Party Animal's): its
    words (its data; "" where only the icon fits) and, on hover, who gave it."""
    out = []
    for seat, box in boxes.items():
        if presenters.extra_turn_by(ctx, seat) is not None:
            label = _("Extra turn")
            area, words = layout.extra_rect(box, label)
            out.append(piece(("extra_turn", seat), area, "extra_turn", id=f"extra_turn:{seat}",
                             data=label if words else "", tip=presenters.extra_turn_why(ctx, seat), focus=False))
    return out


def rotate_enabled(scene) -> bool:
    """The picked tile can be turned, and turned it goes into spaces (not matched out)."""
    return (not presenters.why_not_turn(scene.context(), scene.sel.tile())
            and any(None not in rots for rots in scene.sel.targets().values()))


def _prompt_buttons(scene, ctx) -> list[Piece]:
    """The prompt panel's buttons on show now (their hover texts stand above the panel)."""
    if not ctx.my_turn:
        return []
    sel, state = scene.sel, ctx.view
    plays = sel.composer.buttons
    looks = {}
    if isinstance(state.pending(), MainTurn) or sel.tile() is not None:
        label, size = layout.turn_label((_("Turn (R)"), _("Turn")))       # (R, said by the prompt)
        looks["rotate"] = Look(label, "normal" if rotate_enabled(scene) else "disabled", size)
    if "gamble" in plays:
        looks["gamble"] = Look(_("Take a chance"), "normal", 20)
    if "discard_grounds" in plays:
        looks["clear_grounds"] = Look(_("Clear the grounds"), "primary", 20)
    areas = layout.prompt_buttons({name: (look.label, look.size) for name, look in looks.items()},
                                  scene.button_slots([name for name in looks if name != "rotate"]))  # (they stay put)
    does = {"rotate": {"command": lambda: scene.turn_tile(1, explain=True)},
            "gamble": {"action": plays["gamble"][0]} if "gamble" in plays else {},
            "clear_grounds": {"action": plays["discard_grounds"][0]} if "discard_grounds" in plays else {}}
    out = [piece(("button", name), areas[name], "prompt", id=name, look=look, tip=presenters.button_tip(ctx, name),
                 tip_at=(areas[name].centerx, PROMPT_RECT.y - 8), **does[name]) for name, look in looks.items()]
    pending = state.pending()
    if isinstance(pending, Tiebreak):
        for seat, area in layout.winner_rects(pending.candidates).items():
            out.append(piece(("winner", seat), area, "prompt", id=f"winner:{seat}", data=seat, action=("winner", seat),
                             tip=presenters.winner_tip(ctx, seat), look=Look(ctx.seats[seat].name, "primary", 22),
                             tip_at=(area.centerx, PROMPT_RECT.y - 8)))
    return out


def _clicked(scene, here: tuple, wait: str, otherwise) -> dict:
    """What a click on the piece of the part ``here`` does: nothing while another seat decides
    (``wait`` says why), put it back when it is in hand, else what ``otherwise()`` says."""
    if wait:
        return {"why": wait}
    if scene.sel.source == here:
        return {"command": scene.drop_selection}
    return otherwise()


def _ground_tile(scene, ctx, tile: int, area: pygame.Rect, wait: str) -> Piece:
    """A grounds tile: picked up (or put back) by a click, or why not."""
    src = ("tile", tile)

    def otherwise() -> dict:
        if src in scene.sel.sources:
            return {"command": lambda: scene._pick(src)}
        return {"why": presenters.why_not_ground(ctx, tile)}
    return piece(src, area, "grounds", id=f"grounds:{tile}", data=Lying(), ring=(8, 3, 14), parts=(src,),
                 tip=lambda: presenters.grounds_tip(scene.context(), tile), **_clicked(scene, src, wait, otherwise))


def _space(scene, ctx, camp: int, space: int, area: pygame.Rect, wait: str, lit: str | None, rad: int) -> Piece:
    """A camp's space: a click plays the tile in hand there, picks the tile lying there, or says why not."""
    here, sel = ("space", camp, space), scene.sel

    def otherwise() -> dict:
        if (action := sel.play_at(camp, space)) is not None:
            return {"action": action}
        if here in sel.sources and (sel.source is None or sel.source[0] == "space"):   # (another) camp tile
            action = sel.composer.complete((here,))            # one click, or picked to go somewhere
            return {"action": action} if action is not None else {"command": lambda: scene._pick(here)}
        return {"why": presenters.why_not_space(ctx, camp, space) or (
            _("Not now.") if sel.tile() is not None else scene.prompt()["title"] + ".")}
    one = piece(here, area, "spaces", id=f"space:{camp}:{space}", data=(camp, space), lit=lit,
                parts=(here, (camp, space)), tip=lambda: presenters.space_tip(scene.context(), camp, space),
                **_space_ring(scene, ctx, camp, space, lit, rad), **_clicked(scene, here, wait, otherwise))
    one.spot["hover_picture"] = lambda: extras.space_ghost(scene, one)
    return one


def _space_ring(scene, ctx, camp: int, space: int, lit: str | None, rad: int) -> dict:
    """A hovered space's outline: coloured round a lit space, thin round a tile, none where
    the picked tile cannot go (the follower marks that one)."""
    if lit in SPACE_RINGS:
        return {"ring": (6, 4, rad + 3), "ring_colour": SPACE_RINGS[lit]}
    if scene.sel.tile() is not None and ctx.my_turn and lit != "picked":
        return {}
    if ctx.view.camps[camp][space] != EMPTY:
        return {"ring": (0, 2, rad), "ring_colour": theme.TEXT}
    return {}
