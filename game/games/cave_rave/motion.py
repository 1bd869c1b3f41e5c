"""Cards flying and sounds playing for the events of one Höhlengrölen action:
cards dealt and drawn into the hands, discards, bands laid out, the turn
passing, a casting ending or starting, the game ending. A flight starts where
its piece lay just before the action (the kit's ``scene.pieces_before``) and
lands where it lies now (``scene.pieces()``, :mod:`.on_table`)."""

from __future__ import annotations

import pygame

from game.core.state import Event
from game.ui import theme
from game.ui.anim import Move, Timeline

from . import drawing, layout
from .events import ANIMATE


class Flights(Timeline):
    """The animations of one action being laid out: where things lie now and where they lay
    before, which slots of an opponent's hand are taken, the casting that ended."""

    def __init__(self, scene, events: list[Event]):
        super().__init__(scene)
        self.pieces = scene.pieces()
        self.before = scene.pieces_before
        self.opp_slots: dict[int, int] = {}
        self.ended: dict | None = None
        self.game_over = any(e.kind == "game_end" for e in events)

    def at(self, key) -> pygame.Rect:
        """Where the piece ``key`` lies now (the deck, the discard pile, a seat's panel)."""
        return self.pieces.area(key)

    def from_hand(self, seat: int, card: int | None = None) -> pygame.Rect:
        """Where a card of ``seat``'s hand lay: your own card's place, the end of an opponent's hand
        (where its first card goes when it was empty), or (nobody's at the table) below your hand."""
        before = self.before
        held = before.get(("hand", card)) if seat == self.scene.viewer else None
        if held is not None:
            return held.data.rect                      # (the whole card: its piece's area is the part a click hits)
        slots = [slot.area for slot in before.of("opp_cards") if slot.data.seat == seat]
        if slots:
            return slots[-1]
        hand = before.get(("opp_hand", seat))
        return hand.area if hand is not None else layout.off_table(layout.bottom(self.scene.state.num_players))


def animate(scene, events: list[Event]) -> dict | None:
    """Flights, pulses and sounds for the events of one action, one after the other.

    Returns the data of a casting that ended (the game's last one too): its report is due.
    """
    return Flights(scene, events).run(ANIMATE, events).ended


ANIMATE.quiet("draw_choice")


@ANIMATE.on("dealt", "drew")
def _drawn(ev, f: Flights) -> None:
    scene, seat, card = f.scene, ev.seat, ev.data["card"]
    face_up = ev.data.get("source") == "discard"
    held = f.pieces.get(("hand", card)) if seat == scene.viewer else None
    mine = held is not None                                          # (your card: turned face up as it flies)
    if mine:
        dest, size, hides = held.data.rect, held.data.rect.size, ("hand", card)
    else:
        cards = [one.area for one in f.pieces.of("opp_cards") if one.data.seat == seat]
        if face_up and card in scene.shown_view().hands[seat]:            # known to all: where it lies in the hand
            idx = scene.shown_view().hands[seat].index(card)
        else:
            idx = len(cards) - 1 - f.opp_slots.get(seat, 0)
            f.opp_slots[seat] = f.opp_slots.get(seat, 0) + 1
        dest = cards[idx] if 0 <= idx < len(cards) else f.from_hand(seat)
        size, hides = dest.size, ("opp", seat, idx)
    img = scene.art.face(card, size) if mine or face_up else scene.art.back(size)
    if mine and card in scene.context().recent:         # it lands with its "new" tag, as the hand shows it
        img = drawing.tagged(scene, card, img)
    f.add(Move(img if face_up else scene.art.back(size), f.at(("pile", "discard" if face_up else "deck")), dest, 0.42,
               delay=f.delay, arc=40, image_after=img, flip_at=0.45, hides=[hides], layer=2,
               on_start=f.play("card_draw")))
    f.delay += 0.09 if ev.kind == "dealt" else 0.16


@ANIMATE.on("discarded")
def _discarded(ev, f: Flights) -> None:
    scene, seat, card = f.scene, ev.seat, ev.data["card"]
    f.add(Move(scene.art.face(card, layout.PILE), f.from_hand(seat, card), f.at(("pile", "discard")), 0.38,
               delay=f.delay, arc=30,
               hides=[("discard_top",)], layer=2, show_waiting=True, on_start=f.play("discard")))
    f.delay += 0.2


@ANIMATE.on("band", "crossover")
def _group(ev, f: Flights) -> None:
    scene, seat, d = f.scene, ev.seat, ev.data
    band = f.pieces.get(("band", tuple(d["cards"])))            # where it lies now
    placed = band is not None and band.data.group.owner == d["owner"]
    snd = "band_formed" if ev.kind == "band" else "crossover"
    size = layout.bottom(scene.state.num_players).card            # (as big as in your hand when it leaves)
    for j, card in enumerate(d["cards"]):
        src = f.from_hand(seat, card)
        dest = f.at(("group", card)) if placed else src
        f.add(Move(scene.art.face(card, size), src, dest, 0.45, delay=f.delay + 0.07 * j, arc=20,
                   hides=[("group", card)], layer=2, show_waiting=True,
                   on_start=f.play("card_place" if j == 0 else None), on_done=f.play(snd if j == 0 else None)))
    f.delay += 0.45 + 0.07 * len(d["cards"])
    if placed:
        f.pulse(band.area.inflate(10, 10), theme.HILITE, 0.7, delay=f.delay - 0.05, layer=3)
    if d.get("bonuses"):
        f.sound("bonus", f.delay - 0.1, 0.05)


@ANIMATE.on("turn")
def _turn(ev, f: Flights) -> None:
    f.turn_starts(ev.seat, f.pieces.area(("seat", ev.seat)))      # (their panel lit a moment)


@ANIMATE.on("casting_end")
def _casting_end(ev, f: Flights) -> None:
    f.sound("casting_end")
    f.ended = ev.data                  # (the last casting's report too: it shows on the final table)
    if not f.game_over:
        f.delay += 0.2


@ANIMATE.on("casting_start")
def _casting_start(ev, f: Flights) -> None:
    if ev.data.get("casting", 0) > 0:
        f.sound("shuffle")
        f.pulse(f.at(("pile", "deck")), theme.GOOD, 0.8, layer=3)


@ANIMATE.on("game_end")
def _game_end(ev, f: Flights) -> None:
    f.sound("win", duration=0.3)
