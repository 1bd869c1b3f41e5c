"""Cards flying and sounds playing for the events of one Höhlengrölen action:
cards dealt and drawn into the hands, discards, bands laid out, the turn
passing, a casting ending or starting, the game ending."""

from __future__ import annotations

import pygame

from game.core.state import Event
from game.ui import theme
from game.ui.anim import Move, Pulse, Wait

from .layout import CARD, DECK_RECT, DISCARD_RECT, HAND_RECT, INFO_RECT, PILE, SMALL, H


def snapshot(scene) -> dict:
    """Where the cards lie before an action: flights start there."""
    return {
        "hand": {c: r.copy() for c, (r, _) in scene.hand_pos.items()},
        "opp": {s: (rs[-1].copy() if rs else pygame.Rect(scene.opp_panel[s].x + 20,
                                                             scene.opp_panel[s].y + 58, *SMALL))
                for s, rs in scene.opp_cards.items()},
    }


def seat_anchor(scene, before: dict, seat: int) -> pygame.Rect:
    """Where a card of ``seat``'s hand appears to come from (no exact slot known)."""
    anchors = before.get("opp", {})
    if seat in anchors:
        return anchors[seat]
    if seat in scene.opp_cards and scene.opp_cards[seat]:
        return scene.opp_cards[seat][-1]
    if seat in scene.opp_panel:
        p = scene.opp_panel[seat]
        return pygame.Rect(p.x + 20, p.y + 58, *SMALL)
    r = pygame.Rect(0, 0, *CARD)
    r.midbottom = (HAND_RECT.centerx, H + 40)
    return r


def animate(scene, events: list[Event], before: dict) -> dict | None:
    """Flights, pulses and sounds for the events of one action, one after the other.

    Returns the data of a casting that ended (unless the game did too): its report is due.
    """
    delay = 0.0
    viewer = scene.viewer
    before_hand = before.get("hand", {})
    ended = None
    opp_slots: dict[int, int] = {}
    game_over = any(e.kind == "game_end" for e in events)
    for ev in events:
        k, seat, d = ev.kind, ev.seat, ev.data
        if k in ("dealt", "drew"):
            card = d["card"]
            src = DISCARD_RECT if d.get("source") == "discard" else DECK_RECT
            face_up = d.get("source") == "discard"
            if seat == viewer and card in scene.hand_pos:
                dest = scene.hand_pos[card][0]
                img = scene.art.face(card, CARD)
                first = scene.art.face(card, CARD) if face_up else scene.art.back(CARD)
                hides = [("hand", card)]
            else:
                cards = scene.opp_cards.get(seat, [])
                known = list(scene.v.hands[seat]) if seat is not None else []
                if face_up and card in known:
                    idx = known.index(card)
                else:
                    idx = len(cards) - 1 - opp_slots.get(seat, 0)
                    opp_slots[seat] = opp_slots.get(seat, 0) + 1
                dest = cards[idx] if 0 <= idx < len(cards) else seat_anchor(scene, before, seat)
                img = scene.art.face(card, SMALL) if face_up else scene.art.back(SMALL)
                first = img
                hides = [("opp", seat, idx)]
            scene.anims.add(Move(first, src, dest, 0.42, delay=delay, arc=40, image_after=img,
                                flip_at=0.45, hides=hides, layer=2,
                                on_start=lambda: scene.sound("card_draw")))
            delay += 0.09 if k == "dealt" else 0.16
        elif k == "discarded":
            card = d["card"]
            if seat == viewer and card in before_hand:
                src = before_hand[card]
            else:
                src = seat_anchor(scene, before, seat)
            scene.anims.add(Move(scene.art.face(card, PILE), src, DISCARD_RECT, 0.38, delay=delay, arc=30,
                                hides=[("discard_top",)], layer=2, show_waiting=True,
                                on_start=lambda: scene.sound("discard")))
            delay += 0.2
        elif k in ("band", "crossover"):
            placed = None
            for g, block, rects, badge in scene.groups_layout:
                if g is d or (g["owner"] == d["owner"] and g["cards"] == d["cards"]):
                    placed = (block, rects, badge)
                    break
            snd = "band_formed" if k == "band" else "crossover"
            for j, card in enumerate(d["cards"]):
                src = before_hand.get(card) if seat == viewer else None
                if src is None:
                    src = seat_anchor(scene, before, seat)
                dest = placed[1][j] if placed else src
                scene.anims.add(Move(scene.art.face(card, CARD), src, dest, 0.45, delay=delay + 0.07 * j,
                                    arc=20, hides=[("group", card)], layer=2, show_waiting=True,
                                    on_start=(lambda: scene.sound("card_place")) if j == 0 else None,
                                    on_done=(lambda s=snd: scene.sound(s)) if j == 0 else None))
            delay += 0.45 + 0.07 * len(d["cards"])
            if placed:
                scene.anims.add(Pulse(placed[0].inflate(10, 10), theme.HILITE, 0.7, delay=delay - 0.05,
                                     layer=3))
            if d.get("bonuses"):
                scene.anims.add(Wait(0.05, delay=delay - 0.1, on_start=lambda: scene.sound("bonus")))
        elif k == "turn":
            if seat is not None and not scene.is_bot(seat):
                scene.anims.add(Wait(0.01, delay=delay, on_start=lambda: scene.sound("turn")))
            if seat in scene.opp_panel:
                scene.anims.add(Pulse(scene.opp_panel[seat], theme.HILITE, 0.6, delay=delay, layer=3))
            elif seat == scene.bottom_seat():
                scene.anims.add(Pulse(INFO_RECT, theme.HILITE, 0.6, delay=delay, layer=3))
        elif k == "casting_end":
            scene.anims.add(Wait(0.01, delay=delay, on_start=lambda: scene.sound("casting_end")))
            if not game_over:
                ended = d
                delay += 0.2
        elif k == "casting_start":
            if d.get("casting", 0) > 0:
                scene.anims.add(Wait(0.01, delay=delay, on_start=lambda: scene.sound("shuffle")))
                scene.anims.add(Pulse(DECK_RECT, theme.GOOD, 0.8, delay=delay, layer=3))
        elif k == "game_end":
            scene.anims.add(Wait(0.3, delay=delay, on_start=lambda: scene.sound("win")))
    return ended
