"""Everything on the Höhlengrölen table, listed once as the kit's pieces (:mod:`game.ui.pieces`), in
drawing order: the deck and the discard pile, the genre chips, each producer's panel (an opponent's
with their hand and its cards), the bands on the table (each band's cards, then the band), your
bands' area, the meld panel, your bonus cards, your hand and its cards, and the table's buttons.

From this one list come the hotspots (the kit's, topmost first: the list reversed), the static
layer (:mod:`.drawing` draws it part by part), the flights (:mod:`.motion`: from where a piece lay
before the action, ``scene.places_before``, to where it lies now), the first-game pointers and the
tour. Where things lie comes from :mod:`.layout`, what they say from :mod:`.presenters`.

The keys: ``("hand", card)`` a card of your hand, ``("opp", seat, i)`` the i-th card of an
opponent's hand, ``("group", card)`` a card of a band on the table, ``("discard_top",)`` the
discard pile's top card (the animations hide those while they fly); ``("pile", source)``,
``("genre", i)``, ``("seat", seat)``, ``("seat_name", seat)`` (where the name is written, for the kit's
mark of the seat), ``("opp_hand", seat)`` and ``("my_hand",)`` (a hand as a whole:
its count, where its cards come and go), ``("band", cards)``, ``("bonus", kind)``, ``("my_bands",)``,
``("meld",)``, ``("spectator",)``, ``("button", name)``."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game.core.i18n import N_, _
from game.ui import theme
from game.ui.fan import fan
from game.ui.hotspots import Look
from game.ui.pieces import Piece, piece, seat_name
from game.ui.seat_marks import mark_room

from . import layout, presenters
from .rules import Group


class InHand(NamedTuple):
    """A card of your hand: the piece's area is the part of it a click hits (what the next card
    leaves uncovered); the card lies whole at ``rect``, turned by ``angle``."""

    card: int
    rect: pygame.Rect
    angle: float


class OppCard(NamedTuple):
    """A card of an opponent's hand: whose, its place in the hand, the card (UNKNOWN: face down)."""

    seat: int
    index: int
    card: int


class Hand(NamedTuple):
    """A producer's hand as a whole: whose, how many cards, where its count stands (midleft)."""

    seat: int
    count: int
    count_at: tuple[int, int]


class Band(NamedTuple):
    """A band or crossover on the table (its cards are pieces of their own) and its badge."""

    group: Group
    badge: pygame.Rect


def lay_out(scene) -> list[Piece]:
    """Every item on the table now, each once, in drawing order (what lies under first)."""
    ctx = scene.context()
    view, viewer = ctx.view, ctx.viewer
    low = layout.bottom(view.num_players)
    panels, opp_cards = layout.opponent_rects(view.hands, layout.seat_order(view.num_players, viewer))
    info, bonus_y = layout.left_column()
    if viewer is not None:
        panels[viewer] = info
    marks = {seat: mark_room(scene, seat) for seat in panels}       # (the room after a name for the kit's mark)
    out = _piles(ctx) + _chips(ctx, low) + _seats(ctx, panels, opp_cards, marks)
    out += _bands(ctx, layout.band_rects(view.laid_out(), panels, viewer, low))
    if viewer is None:
        return [*out, piece(("spectator",), layout.SPECTATOR_RECT.copy(), "spectator"), *_buttons(scene, ctx, low)]
    plan = scene.prompt()["plan"]                       # (the meld panel: the kit's prompt)
    hand = fan(scene.sorted_hand(view.hands[viewer]), low.fan, low.card, ctx.selection.cards,
               foot=layout.FAN_FOOT, lift=layout.FAN_LIFT)
    out += [piece(("my_bands",), low.my_bands.copy(), "my_bands"),
            piece(("meld",), low.meld.copy(), "meld", id="meld", data=plan, focus=False)]
    out += _bonus(scene, ctx, bonus_y)
    out.append(piece(("my_hand",), low.hand.copy(), "hands",
                     data=Hand(viewer, len(hand), layout.my_count_at(hand, low))))
    out += _hand(scene, ctx, hand)
    return out + _buttons(scene, ctx, low, plan)


def _piles(ctx) -> list[Piece]:
    """The deck and the discard pile (a click draws), and the discard pile's top card."""
    out = []
    for source, rect in (("deck", layout.DECK_RECT), ("discard", layout.DISCARD_RECT)):
        problem = presenters.draw_problem(ctx, source)
        out.append(piece(("pile", source), rect.copy(), "piles", id=source, data=source, action=("draw", source),
                         why=problem, ring=(6, 3, 14), ring_colour=None if problem else theme.GOOD,
                         tip=presenters.pile_tip(ctx, source), lit=None if problem else "target"))
    if ctx.view.discard:
        out.append(piece(("discard_top",), layout.DISCARD_RECT.copy(), "piles", data=ctx.view.discard[-1]))
    return out


def _chips(ctx, low: layout.Bottom) -> list[Piece]:
    return [piece(("genre", i), r, "chips", id=f"genre:{i}", data=i, tip=presenters.genre_tip(ctx, i), focus=False)
            for i, r in enumerate(layout.chip_rects(low, len(ctx.view.content.genres)))]


def _seats(ctx, panels: dict[int, pygame.Rect], opp_cards: dict[int, list[pygame.Rect]],
           marks: dict[int, int]) -> list[Piece]:
    """Each producer's panel, the opponents' along the top, yours last, and their name on it (``marks``:
    the px kept free after it, per seat); an opponent's hand (the place of its first card while it is
    empty) and its cards."""
    out, size = [], layout.opp_size(len(opp_cards))
    for seat, panel in panels.items():
        out.append(piece(("seat", seat), panel, "seats", id=f"seat:{seat}", data=seat,
                         tip=presenters.seat_tip(ctx, seat), focus=False))
        name = layout.seat_name_at(panel, ctx.seats[seat].name, ctx.view.running_score(seat), marks[seat])[1]
        out.append(seat_name(seat, name))
        if seat == ctx.viewer:
            continue
        slots, hand = opp_cards[seat], ctx.view.hands[seat]
        first = slots[0] if slots else layout.opp_card(panel, size=size)
        out.append(piece(("opp_hand", seat), first.unionall(slots), "hands",
                         data=Hand(seat, len(hand), layout.hand_count_at(panel))))
        out += [piece(("opp", seat, j), r, "opp_cards", data=OppCard(seat, j, hand[j])) for j, r in enumerate(slots)]
    return out


def _bands(ctx, placed: list[layout.Placed]) -> list[Piece]:
    """The bands and crossovers on the table: each one's cards, then the band (its badge)."""
    out = []
    for i, (group, block, rects, badge) in enumerate(placed):
        out += [piece(("group", card), r, "bands", data=card) for card, r in zip(group.cards, rects, strict=True)]
        out.append(piece(("band", tuple(group.cards)), block, "bands", id=f"group:{i}", data=Band(group, badge),
                         tip=presenters.group_tip(ctx, group), focus=False, ring=(8, 2, 8)))
    return out


def _bonus(scene, ctx, top: int) -> list[Piece]:
    """Your bonus cards beside the hand (a picked one raised)."""
    seat, picked = ctx.viewer, ctx.selection.bonuses
    return [piece(("bonus", kind), r, "bonus", id=f"bonus:{kind}", data=kind,
                  command=lambda k=kind: scene.toggle_bonus(k),
                  why="" if kind in ctx.view.bonuses[seat] else presenters.bonus_used(kind),
                  tip=presenters.bonus_tip(ctx, kind), ring=(6, 3, 14), parts=(("bonus", kind),),
                  lit="picked" if kind in picked else None, tip_at=(r.centerx, r.top - 14))
            for kind, r in layout.bonus_rects(picked, top).items()]


def _hand(scene, ctx, hand: dict) -> list[Piece]:
    """Your hand's cards, left to right (each over the one before)."""
    picked = ctx.selection.cards
    return [piece(("hand", c), hit, "hand", id=f"card:{c}", data=InHand(c, rect, angle),
                  command=lambda c=c: scene.toggle_card(c), tip=presenters.card_tip(ctx, c), parts=(("card", c),),
                  lit="picked" if c in picked else None, tip_at=(rect.centerx, rect.top - 14))
            for c, (rect, angle, hit) in hand.items()]


def _buttons(scene, ctx, low: layout.Bottom, plan: presenters.MeldPlan | None = None) -> list[Piece]:
    """The table's buttons: Sort in the top bar, Confirm and Discard in the meld panel (drawn
    under the casting report too)."""
    sort = N_("Sort: value") if scene.sort_mode == "value" else N_("Sort: genre")
    out = [button("sort", sort, layout.BUTTONS["sort"], command=scene.sort_hand,
                  tip=_("Sort your hand by genre or by value."))]
    if plan is not None:
        why, discard = presenters.discard_why(ctx), ("discard", *ctx.selection.cards[:1])
        out += [button("confirm", N_("Confirm"), low.confirm, "primary", action=plan.action, why=plan.why, data=plan,
                       parts=(("confirm",),), tip="" if plan.why else _("Lay out the selected cards.")),
                button("discard_button", N_("Discard"), low.discard_button, action=discard,
                       parts=(("discard_button",),), why=why, tip="" if why else presenters.discard_tip(ctx))]
    return out


def button(name: str, label: str, rect: pygame.Rect, style: str = "normal", **spot) -> Piece:
    """A button of the table at ``rect`` (the piece ``("button", name)``), greyed out while a click
    does nothing."""
    return piece(("button", name), rect.copy(), "buttons", id=name, look=button_look(label, rect, style, spot), **spot)


def button_look(label: str, rect: pygame.Rect, style: str = "normal", spot: dict | None = None) -> Look:
    """How a button of the table looks: ``label`` in ``style``, disabled while it has a why-not."""
    return Look(_(label), "disabled" if (spot or {}).get("why") else style, 26 if rect.height >= 56 else 24)
