"""Pawns walking, levels filling and emptying, numbers floating up and banners for the events
of one Boaromia action, with their sounds.

Before an action the scene notes where every pawn stands and every level (:func:`snapshot`);
afterwards a step walks the pawn from its old place to its new one, a faint or a send
carries it over the grounds in an arc, a changed level runs its bar from the old value to the
new one with the difference floating up beside it, and the event card, nightfall, a goal,
fainting and the photo get a banner.
"""

from __future__ import annotations

import pygame

from game.core.state import Event
from game.ui import theme
from game.ui.anim import Banner, Move, Pulse, Tween, Wait, lerp, linear
from game.ui.widgets import banner_image

from . import icons
from .layout import BOARD_AREA
from .panels import draw_level, pawn_image, pawn_rect, track_parts

STEP = 0.17          # seconds a pawn takes for one step
STAT_COLOURS = {"energy": icons.ENERGY, "bladder": icons.BLADDER, "fun": icons.FUN, "coins": icons.COIN}

BANNER_AT = (BOARD_AREA.centerx, BOARD_AREA.y + 260)


def snapshot(scene) -> dict:
    st = scene.state
    pawns = {}
    for seat in range(st.num_players):
        r = pawn_rect(scene, seat)
        if r is not None:
            pawns[seat] = r
    return {"pawns": pawns}


class LevelRun(Tween):
    """A level's bar running from its old value to its new one (the static bar is hidden meanwhile)."""

    def __init__(self, rect: pygame.Rect, stat: str, old: int, new: int, top: int, photo, bg, **kw):
        kw.setdefault("ease", linear)
        super().__init__(0.45, hides=[kw.pop("key")], **kw)
        self.rect, self.stat, self.old, self.new, self.top, self.photo, self.bg = rect, stat, old, new, top, photo, bg

    def draw(self, surface: pygame.Surface) -> None:
        if self.done:
            return
        v = lerp(self.old, self.new, self.progress if self.started else 0.0)
        draw_level(surface, self.rect, self.stat, v, self.top, self.photo)


class Float(Tween):
    """A number rising from a spot and fading: "+6"."""

    def __init__(self, text: str, pos, colour, **kw):
        super().__init__(0.9, **kw)
        self.img = theme.font(22, True).render(text, True, colour)
        self.shadow = theme.font(22, True).render(text, True, (0, 0, 0))
        self.pos = pos

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started or self.done:
            return
        t = self.progress
        x, y = self.pos[0], self.pos[1] - 26 * t
        a = round(255 * (1 - max(0.0, t - 0.6) / 0.4))
        for img, dx in ((self.shadow, 2), (self.img, 0)):
            img.set_alpha(a)
            surface.blit(img, img.get_rect(center=(x + dx, y + dx)))
            img.set_alpha(None)


def animate(scene, events: list[Event], before: dict) -> float:
    """Animations and sounds for one action's events; returns when they end (seconds at speed 1)."""
    st = scene.state
    names = scene.names()
    pawns = dict(before.get("pawns", {}))
    delay = 0.0
    walked: set[int] = set()

    def at(d: float, fn) -> None:
        scene.anims.add(Wait(0.01, delay=d, on_start=fn))

    def banner(title: str, sub: str = "", colour=theme.ACCENT, sound: str | None = None, hold: float = 0.5):
        nonlocal delay
        scene.anims.add(Banner(banner_image(title, sub, colour), BANNER_AT, duration=1.6, delay=delay, layer=4,
                               on_start=(lambda: scene.sound(sound)) if sound else None))
        delay += hold

    def carry(seat: int, arc: float, duration: float, sound: str | None = None) -> None:
        nonlocal delay
        start = pawns.get(seat)
        end = pawn_rect(scene, seat)
        if start is None or end is None or start == end:
            return
        img = pawn_image(scene, seat, max(start.width, end.width))
        scene.anims.add(Move(img, start, end, duration, delay=delay, show_waiting=True, arc=arc,
                             hides=[("pawn", seat)], layer=2,
                             on_start=(lambda: scene.sound(sound)) if sound else None))
        pawns[seat] = end
        delay += duration

    for ev in events:
        k, d, seat = ev.kind, ev.data, ev.seat
        if k == "step":
            walked.add(seat)
            carry(seat, 6.0, STEP, "tile_move")
        elif k == "faint":
            banner(f"{names[seat]} faints!", f"Carried to first aid: energy {st.rules.first_aid_energy}, "
                   f"{abs(st.rules.faint_fun)} fun less.", theme.BAD, "puke")
            carry(seat, 80.0, 0.6)
        elif k == "sent":
            carry(seat, 60.0, 0.5, "tile_move")
        elif k == "start":
            carry(seat, 40.0, 0.35, "tile_place")
        elif k == "level":
            _level(scene, seat, d["stat"], d["from"], d["to"], delay)
        elif k == "coins_given":
            other = d["to"]
            for s_, sign in ((seat, -1), (other, 1)):
                _float_coins(scene, s_, sign * d["coins"], delay)
            at(delay, lambda: scene.sound("bonus"))
        elif k == "goal_paid":
            _float_coins(scene, seat, -d["coins"], delay)
            at(delay, lambda: scene.sound("bonus"))
        elif k == "event":
            card = st.content.event_by_id[d["event"]]
            banner(card.name, card.text, (110, 96, 220) if card.phase == "night" else (240, 150, 60), "card_draw",
                   hold=0.9)
        elif k == "nightfall":
            banner("Night falls", "Day goals that were not finished leave the game; night goals and events "
                   "from now on.", (140, 130, 240), "shuffle", hold=0.8)
        elif k == "goal_done":
            g = st.content.goal_by_id[d["goal"]]
            banner(f"Goal reached: {g.name}", "", theme.GOOD, "bonus")
        elif k == "blast_stops":
            at(delay, lambda: scene.sound("error"))
        elif k == "must_drink":
            at(delay, lambda: scene.sound("click"))
        elif k == "crowded":
            for xy in d.get("tiles", []):
                t = xy[1] * st.ctx.width + xy[0]
                scene.anims.add(Pulse(scene.geo.tile_rect(t), (200, 200, 210), 0.5, delay=delay, grow=8, radius=6,
                                      width=4, layer=3))
        elif k == "turn":
            if seat is not None and seat < len(scene.track_rects):
                scene.anims.add(Pulse(scene.track_rects[seat], theme.HILITE, 0.6, delay=delay, grow=10,
                                      radius=12, layer=3))
                if not scene.is_bot(seat):
                    at(delay, lambda: scene.sound("turn"))
        elif k == "won":
            banner("Group photo!", "Everyone together, everyone happy: the festival is won.", theme.HILITE, "win",
                   hold=1.2)
        elif k == "lost":
            banner("The last act has played", "No group photo this time.", theme.BAD, "game_end", hold=1.2)
        elif k == "photo_possible":
            banner("Photo time!", "Everyone is at the show with 8 fun or more.", theme.HILITE, "party")
    return delay


def _level(scene, seat: int, stat: str, old: int, new: int, delay: float) -> None:
    st = scene.state
    if seat is None or seat >= len(scene.track_rects):
        return
    parts = track_parts(scene.track_rects[seat])
    colour = STAT_COLOURS.get(stat, theme.TEXT)
    diff = new - old
    text = f"{'+' if diff > 0 else ''}{diff}"
    if stat == "coins":
        r = parts["coins"]
        scene.anims.add(Float(text, (r.x + 50, r.y + 4), colour, delay=delay, layer=3))
        return
    if scene.show_log:
        return
    bar = parts["bars"][stat]
    top = {"energy": st.rules.energy_max, "bladder": st.rules.bladder_max, "fun": st.rules.fun_max}[stat]
    photo = st.rules.photo_fun if stat == "fun" else None
    scene.anims.add(LevelRun(bar, stat, old, new, top, photo, None, delay=delay, layer=1,
                             key=("level", seat, stat)))
    scene.anims.add(Float(text, (bar.right + 40, bar.centery), colour, delay=delay, layer=3))


def _float_coins(scene, seat: int, n: int, delay: float) -> None:
    if seat is None or seat >= len(scene.track_rects):
        return
    r = track_parts(scene.track_rects[seat])["coins"]
    scene.anims.add(Float(f"{'+' if n > 0 else ''}{n}", (r.x + 50, r.y + 4), icons.COIN, delay=delay, layer=3))
