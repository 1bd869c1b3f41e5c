"""Tiles flying, banners and sounds for the events of one Camp Roskilde action.

Before an action the scene notes where every tile lies (:func:`snapshot`);
afterwards each event that moves a tile sends it on from where it was last
seen: from the draw pile onto the grounds, from the grounds into a camp, from
camp to camp, into the discard pile. A tile's flights run one after the other
and hide it at its destination until it lands. Extra turns, a clock running
out, a tie and a reshuffle get a banner.
"""

from __future__ import annotations

import pygame

from game.core.state import Event
from game.ui import theme
from game.ui.anim import Banner, Move, Pulse, Tween, Wait, ease_in_out
from game.ui.widgets import banner_image

from .board import EMPTY, NEIGHBOURS
from .layout import CAMPS, DISCARD_RECT, FEATURE_RECT, PILE_RECT
from .tiles import LOCK_KINDS

FLY = 0.34           # seconds a tile takes from one place to the next
BANNER_AT = (CAMPS.centerx, CAMPS.y + 300)


def positions(scene) -> dict[int, tuple[pygame.Rect, int]]:
    """Where each visible tile lies now, and how it is turned."""
    st = scene.state
    out: dict[int, tuple[pygame.Rect, int]] = {}
    for t in st.discard[-3:]:
        out[t] = (DISCARD_RECT.copy(), 0)
    for t, r in scene.ground_slots.items():
        out[t] = (r.copy(), 0)
    for seat, box in scene.boxes.items():
        for s, t in enumerate(st.camps[seat]):
            if t != EMPTY:
                out[t] = (box.spaces[s].copy(), st.rots[seat][s])
    if st.stack and "drawn" in st.stack[-1]:
        out[st.stack[-1]["drawn"]] = (FEATURE_RECT.copy(), 0)
    return out


def snapshot(scene) -> dict:
    return {"where": positions(scene)}


def animate(scene, events: list[Event], before: dict) -> float:
    """Flights, pulses, banners and sounds for the events of one action; returns when the
    last flight lands (seconds at speed 1)."""
    cur = dict(before.get("where", {}))
    after = positions(scene)
    art = scene.art
    names = scene.names()
    delay = 0.0
    ends: dict[int, float] = {}            # when each tile's last flight lands

    def fly(t: int, dest: pygame.Rect, rot: int, start_sound: str | None = None,
            end_sound: str | None = None, stagger: float = 0.8) -> None:
        nonlocal delay
        src_rect, src_rot = cur.get(t, (PILE_RECT.copy(), 0))
        if src_rect == dest and src_rot == rot:
            return
        first = t not in ends
        start = max(delay, ends.get(t, 0.0))
        size = max(src_rect.width, dest.width)
        img = art.tile(t, src_rot, size)
        after_img = art.tile(t, rot, size) if rot != src_rot else None
        scene.anims.add(Move(img, src_rect, dest, FLY, delay=start, show_waiting=first, arc=24,
                             image_after=after_img, flip_at=0.5, hides=[("tile", t)], layer=2,
                             on_start=(lambda n=start_sound: scene.sound(n)) if start_sound else None,
                             on_done=(lambda n=end_sound: scene.sound(n)) if end_sound else None))
        ends[t] = start + FLY
        cur[t] = (dest.copy(), rot)
        delay = start + FLY * stagger

    def space(camp: int, s: int) -> pygame.Rect:
        return scene.boxes[camp].spaces[s]

    def at(delay_s: float, fn) -> None:
        scene.anims.add(Wait(0.01, delay=delay_s, on_start=fn))

    for ev in events:
        k, d = ev.kind, ev.data
        if k == "drawn":
            t = d["tile"]
            dest = FEATURE_RECT if d.get("to") == "chain" else (after.get(t, (None,))[0])
            if dest is not None:
                fly(t, dest, 0, stagger=0.3)
        elif k == "placed":
            t = d["tile"]
            end = "lock" if _locks_something(scene, d["camp"], d["space"], t) else "tile_place"
            fly(t, space(d["camp"], d["space"]), d["rot"], end_sound=end)
        elif k == "moved":
            fly(d["tile"], space(d["to_camp"], d["to_space"]), d["rot"], start_sound="tile_move")
        elif k in ("discarded", "chaos_discard", "gamble_discard"):
            fly(d["tile"], DISCARD_RECT, 0, end_sound="discard", stagger=0.5)
        elif k == "grounds_discarded":
            for t in d["tiles"]:
                fly(t, DISCARD_RECT, 0, end_sound="discard", stagger=0.3)
        elif k == "matched":
            fly(d["tile"], space(d["camp"], d["space"]), 0, end_sound="tile_place")
            fly(d["tile"], DISCARD_RECT, 0, end_sound="discard", stagger=0.3)
        elif k == "recycled":
            t = d["tile"]
            cur.setdefault(t, (DISCARD_RECT.copy(), 0))
            if t in after:
                fly(t, after[t][0], 0, end_sound="tile_place")
        elif k in ("asks", "activated"):
            t = d.get("tile")
            if t is not None and t in cur:
                scene.anims.add(Pulse(cur[t][0], theme.HILITE, 0.6, delay=delay, grow=18, layer=3))
                delay += 0.15
        elif k == "puke":
            at(delay, lambda: scene.sound("puke"))
        elif k == "extra_turn_won":
            at(delay, lambda: scene.sound("party"))
        elif k == "chaos_draw":
            at(delay, lambda: scene.sound("chaos"))
        elif k == "gamble":
            at(delay, lambda: scene.sound("tile_move"))
        elif k == "turn_start":
            seat = ev.seat
            if d.get("extra"):
                scene.anims.add(Banner(banner_image(f"{names[seat]} parties on!",
                                                    "The Party Animal: another turn", (236, 120, 236)),
                                       BANNER_AT, delay=delay, layer=4, on_start=lambda: scene.sound("party")))
                delay += 0.6
            elif seat is not None and not scene.is_bot(seat):
                at(delay, lambda: scene.sound("turn"))
            if seat in scene.boxes:
                scene.anims.add(Pulse(scene.boxes[seat].board, theme.HILITE, 0.6, delay=delay, grow=14,
                                      radius=18, layer=3))
        elif k == "time_up":
            fin = names[d["finisher"]]
            scene.anims.add(Banner(banner_image("Time is up!", f"{fin} finishes {names[ev.seat]}'s turn",
                                                theme.BAD), BANNER_AT, delay=delay, layer=4,
                                   on_start=lambda: scene.sound("error")))
            delay += 0.6
        elif k == "reshuffled":
            scene.anims.add(Banner(banner_image("New draw pile", "The discard pile is shuffled: "
                                                f"{d['tiles']} tiles"), BANNER_AT, delay=delay, layer=4,
                                   on_start=lambda: scene.sound("shuffle")))
            delay += 0.6
        elif k == "tiebreak":
            scene.anims.add(Banner(banner_image("A tie!", f"{names[ev.seat]} is the Tiebreaker and picks "
                                                "the winner"), BANNER_AT, delay=delay, layer=4))
            delay += 0.6
        elif k == "game_end":
            at(delay, lambda: scene.sound("game_end"))
    return max([delay, *ends.values()])


def after(scene, delay: float, fn) -> None:
    """Call ``fn`` once ``delay`` seconds of animation have passed (at once without animations)."""
    scene.anims.add(Wait(0.01, delay=delay, on_done=fn))


class Glide(Tween):
    """A whole camp (header and board) sliding and growing or shrinking to its new place."""

    def __init__(self, image: pygame.Surface, start: pygame.Rect, end: pygame.Rect, duration: float = 0.4,
                 **kw):
        kw.setdefault("ease", ease_in_out)
        super().__init__(duration, **kw)
        self.image, self.start, self.end = image, pygame.Rect(start), pygame.Rect(end)

    def draw(self, surface: pygame.Surface) -> None:
        if self.done:
            return
        t = self.progress if self.started else 0.0
        w = round(self.start.width + (self.end.width - self.start.width) * t)
        h = round(self.start.height + (self.end.height - self.start.height) * t)
        x = round(self.start.x + (self.end.x - self.start.x) * t)
        y = round(self.start.y + (self.end.y - self.start.y) * t)
        if self.image.get_size() == (w, h):
            img = self.image
        else:       # on the move: the fast scale is sharp enough, and keeps the frame short
            img = pygame.transform.scale(self.image, (w, h))
        surface.blit(img, (x, y))


def glide_camps(scene, before: dict[int, pygame.Rect]) -> None:
    """Camps whose place changed glide from ``before`` to where they lie now."""
    from .panels import camp_surface
    for seat, box in scene.boxes.items():
        old = before.get(seat)
        if old is None or old == box.rect:
            continue
        scene.anims.add(Glide(camp_surface(scene, box), old, box.rect, hides=[("camp", seat)], layer=1))


def _locks_something(scene, camp: int, space: int, tile: int) -> bool:
    """Does this placement lock a tile, or is the tile locked where it lands?"""
    st = scene.state
    c = scene.content
    if st.camps[camp][space] != tile:
        return False
    if st.lockers(camp, space):
        return True
    if c.kind[tile] not in LOCK_KINDS:
        return False
    return any(n >= 0 and st.camps[camp][n] != EMPTY and tile in st.lockers(camp, n) for n in NEIGHBOURS[space])
