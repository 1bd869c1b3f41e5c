"""Cards flying and sounds playing for the events of one Höhlengrölen action:
cards dealt and drawn into the hands, discards, bands laid out, the turn
passing, a casting ending or starting, the game ending."""

from __future__ import annotations

import pygame

from game.core.state import Event
from game.ui import theme
from game.ui.anim import Move, Timeline

from .events import ANIMATE
from .layout import DECK_RECT, DISCARD_RECT, PILE, H, Layout, opp_card, opp_size


class Flights(Timeline):
    """The animations of one action being laid out: where cards lay before, which slots of an
    opponent's hand are taken, the casting that ended."""

    def __init__(self, scene, events: list[Event], before: Layout | None):
        super().__init__(scene)
        self.before = before
        self.opp_slots: dict[int, int] = {}
        self.ended: dict | None = None
        self.game_over = any(e.kind == "game_end" for e in events)

    def from_hand(self, seat: int, card: int | None = None) -> pygame.Rect:
        """Where a card of ``seat``'s hand lay: your own card's place, the end of an opponent's hand,
        or (nobody's at the table) below your hand."""
        before = self.before
        if before is not None and seat == self.scene.viewer and card in before.hand:
            return before.hand[card].rect
        if before is not None and seat in before.opp_cards:      # (where its first card goes when empty)
            size = opp_size(len(before.opp_cards))
            return (before.opp_cards[seat] or [opp_card(before.panels[seat], size=size)])[-1]
        low = self.scene.layout.low
        r = pygame.Rect(0, 0, *low.card)
        r.midbottom = (low.hand.centerx, H + 40)
        return r


def animate(scene, events: list[Event], before: Layout | None) -> dict | None:
    """Flights, pulses and sounds for the events of one action, one after the other.

    Returns the data of a casting that ended (unless the game did too): its report is due.
    """
    return Flights(scene, events, before).run(ANIMATE, events).ended


ANIMATE.quiet("draw_choice")


@ANIMATE.on("dealt", "drew")
def _drawn(ev, f: Flights) -> None:
    scene, seat, card = f.scene, ev.seat, ev.data["card"]
    face_up = ev.data.get("source") == "discard"
    mine = seat == scene.viewer and card in scene.layout.hand       # (your card: turned face up as it flies)
    if mine:
        dest, size, hides = scene.layout.hand[card].rect, scene.layout.low.card, ("hand", card)
    else:
        cards = scene.layout.opp_cards.get(seat, [])
        if face_up and card in scene.shown_view().hands[seat]:            # known to all: where it lies in the hand
            idx = scene.shown_view().hands[seat].index(card)
        else:
            idx = len(cards) - 1 - f.opp_slots.get(seat, 0)
            f.opp_slots[seat] = f.opp_slots.get(seat, 0) + 1
        dest = cards[idx] if 0 <= idx < len(cards) else f.from_hand(seat)
        size, hides = dest.size, ("opp", seat, idx)
    img = scene.art.face(card, size) if mine or face_up else scene.art.back(size)
    f.add(Move(img if face_up else scene.art.back(size), DISCARD_RECT if face_up else DECK_RECT, dest, 0.42,
               delay=f.delay, arc=40, image_after=img, flip_at=0.45, hides=[hides], layer=2,
               on_start=f.play("card_draw")))
    f.delay += 0.09 if ev.kind == "dealt" else 0.16


@ANIMATE.on("discarded")
def _discarded(ev, f: Flights) -> None:
    scene, seat, card = f.scene, ev.seat, ev.data["card"]
    f.add(Move(scene.art.face(card, PILE), f.from_hand(seat, card), DISCARD_RECT, 0.38, delay=f.delay, arc=30,
               hides=[("discard_top",)], layer=2, show_waiting=True, on_start=f.play("discard")))
    f.delay += 0.2


@ANIMATE.on("band", "crossover")
def _group(ev, f: Flights) -> None:
    scene, seat, d = f.scene, ev.seat, ev.data
    placed = next(((block, rects) for g, block, rects, _badge in scene.layout.bands     # where it lies now
                   if g.owner == d["owner"] and list(g.cards) == d["cards"]), None)
    snd = "band_formed" if ev.kind == "band" else "crossover"
    for j, card in enumerate(d["cards"]):
        src = f.from_hand(seat, card)
        dest = placed[1][j] if placed else src
        f.add(Move(scene.art.face(card, scene.layout.low.card), src, dest, 0.45, delay=f.delay + 0.07 * j, arc=20,
                   hides=[("group", card)], layer=2, show_waiting=True,
                   on_start=f.play("card_place" if j == 0 else None), on_done=f.play(snd if j == 0 else None)))
    f.delay += 0.45 + 0.07 * len(d["cards"])
    if placed:
        f.pulse(placed[0].inflate(10, 10), theme.HILITE, 0.7, delay=f.delay - 0.05, layer=3)
    if d.get("bonuses"):
        f.sound("bonus", f.delay - 0.1, 0.05)


@ANIMATE.on("turn")
def _turn(ev, f: Flights) -> None:
    scene, seat = f.scene, ev.seat
    if seat is not None and not scene.is_bot(seat):
        f.sound("turn")
    if seat in scene.layout.panels:
        f.pulse(scene.layout.panels[seat], theme.HILITE, 0.6, layer=3)


@ANIMATE.on("casting_end")
def _casting_end(ev, f: Flights) -> None:
    f.sound("casting_end")
    if not f.game_over:
        f.ended = ev.data
        f.delay += 0.2


@ANIMATE.on("casting_start")
def _casting_start(ev, f: Flights) -> None:
    if ev.data.get("casting", 0) > 0:
        f.sound("shuffle")
        f.pulse(DECK_RECT, theme.GOOD, 0.8, layer=3)


@ANIMATE.on("game_end")
def _game_end(ev, f: Flights) -> None:
    f.sound("win", duration=0.3)
