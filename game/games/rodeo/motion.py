"""What moves on the Rock'n Rodeo table after an action, and its sounds: a booked band flies from
the market to the stage (or a rival's strip), a bought stand or upgrade onto the grounds; fans
arrive from their card (or the reserve) and pitch their camping markers on their spaces (a tent
zip), walk in the evening from the tents to the band, a WIXI, a stand or an upgrade; garbage
falls at night (a bag landing), a chaos bin tips over when Chaos passes it; money and track
steps float up where they changed; the season, the festival days and the season's end get a
banner (the end a fanfare).

A flight starts where its piece lay just before the action (the kit's ``scene.places_before``,
by the keys of :mod:`.on_table`) and lands where a piece lies now (``scene.pieces()``); a thing
flying onto the grounds is hidden there by its piece's key until it lands.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.core.state import Event
from game.ui import anim, theme

from . import art, layout, market, presenters
from .art import img
from .events import ANIMATE
from .parts import kept_face

ANIMATE.quiet("order", "festival_dealt", "booking_round", "expansion", "lineup_phase", "revealed", "garage_top",
              "stand_top", "fan_card", "event_drawn", "deck_empty", "band_replaced", "wild", "fans_taken", "insolvent",
              "event_swapped", "power", "lineup", "turned", "no_fans", "overflow", "judged", "one_genre",
              "rest", "hygiene_penalty", "grumble", "garbage_removed", "no_card")

FLY = 0.42


class BinTip(anim.Tween):
    """A chaos bin tipping over on its cell of the Chaos track."""

    def __init__(self, centre, **kw):
        super().__init__(0.6, **kw)
        self.centre = centre

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        if not self.started or self.done:
            return None
        pic = pygame.transform.rotate(img("bin", (40, 40)), -100 * self.progress)
        return surface.blit(pic, pic.get_rect(center=(self.centre[0] + 10 * self.progress, self.centre[1] - 30)))


class Motion(anim.Timeline):
    """The animations of one action; the grounds on show get the flights, a rival's strip the rest."""

    BANNER_AT = (layout.GROUNDS.centerx, layout.GROUNDS.y + 300)

    def __init__(self, scene):
        super().__init__(scene)
        self.view = scene.shown_view()
        #: where each piece lay before the action, and where the pieces lie now
        self.before, self.now = scene.places_before, scene.pieces()
        self.group_from: pygame.Rect | None = None

    def here(self, seat) -> bool:
        return seat == self.scene.shown_seat()

    def strip(self, seat) -> pygame.Rect | None:
        return self.now.area(("rival", seat))

    def space(self, seat, sp: int) -> pygame.Rect | None:
        """The space ``sp`` of the grounds on show (``seat``'s: the callers ask :meth:`here` first)."""
        return self.now.area(("space", sp))

    def fly(self, pic: pygame.Surface, src: pygame.Rect, dest: pygame.Rect, key=None, sound: str | None = None,
            start_sound: str | None = None, stagger: float = 0.5, arc: float = 40.0, duration: float = FLY) -> None:
        """``pic`` flies from ``src`` to ``dest`` (hiding ``key`` there until it lands)."""
        self.add(anim.Move(pic, src, dest, duration, delay=self.delay, arc=arc, layer=2,
                           hides=[key] if key is not None else [], on_start=self.play(start_sound),
                           on_done=self.play(sound)))
        self.delay += duration * stagger

    def float_text(self, text: str, at, colour) -> None:
        self.add(anim.Float(text, at, colour, 1.0, delay=self.delay, size=26, rise=34, layer=3))

    def fans_box(self, g: int) -> pygame.Rect:
        return self.now.area(("genre", g))


def animate(scene, events: list[Event]) -> Motion | None:
    if scene.anims.speed <= 0:
        return None
    return Motion(scene).run(ANIMATE, events)


# -- the flow ---------------------------------------------------------------------------------------

@ANIMATE.on("season")
def _season(ev, motion) -> None:
    motion.banner(_("Season {n}").format(n=ev.data["season"]), _("Book your bands!"), sound="shuffle")


@ANIMATE.on("day")
def _day(ev, motion) -> None:
    motion.banner(_(presenters.DAYS[ev.data["day"]]), _("The festival day begins."), sound="party")


@ANIMATE.on("season_scored")
def _scored(ev, motion) -> None:
    motion.banner(_("Season {n} is over").format(n=ev.data["season"]), _("The festival seasons are scored."),
             sound="fanfare", hold=1.0)


@ANIMATE.on("game_end")
def _game_end(ev, motion) -> None:
    motion.sound("game_end")


# -- booking and expansion ------------------------------------------------------------------------

@ANIMATE.on("booked", "garage")
def _booked(ev, motion) -> None:
    """A booked band's card flies from the market (a garage band from the face-down stack, turned
    up) to its place on the stage, or to the booker's strip: its face as the market draws it."""
    band = ev.data["band"]
    src = motion.before.get(("band", band))
    if src is None and ev.kind == "garage":
        src = motion.before.get(("band", -1))          # (the stack: the band turns up as it is taken)
    f = motion.view.fests[ev.seat]
    day = f.bands.index(band) if band in f.bands else 0  # (before the line-up, the stage in booking order)
    dest = motion.now.area(("day", day)) if motion.here(ev.seat) else motion.strip(ev.seat)
    if src is None or dest is None:
        motion.sound("card_place")
        return
    motion.fly(band_face(motion.scene, band, src.size), src, landing(src.size, dest),
               ("day", day) if motion.here(ev.seat) else None, sound="card_place")


def band_face(scene, band: int, size) -> pygame.Surface:
    """A band's card face at ``size`` as the market's display draws it (the same kept picture)."""
    return kept_face(scene, ("band", band, False, 0), size,
                     lambda t, rr: market._band_face(scene, t, rr, band, False, 0))


def landing(size, dest: pygame.Rect, inset: int = 6) -> pygame.Rect:
    """Where a card of ``size`` lands in ``dest``: as large as fits inside it (``inset`` px in),
    its own shape kept, in the middle."""
    k = min((dest.width - 2 * inset) / size[0], (dest.height - 2 * inset) / size[1])
    r = pygame.Rect(0, 0, max(1, round(size[0] * k)), max(1, round(size[1] * k)))
    r.center = dest.center
    return r


@ANIMATE.on("event_played")
def _event_played(ev, motion) -> None:
    motion.sound("bonus")


@ANIMATE.on("stand_bought", "upgrade_bought")
def _bought(ev, motion) -> None:
    stand = ev.kind == "stand_bought"
    key = ("stand", ev.data["stand"]) if stand else ("upgrade", ev.data["upgrade"])
    src = motion.before.get(key if stand else ("market_up", key[1]))
    if src is None or not motion.here(ev.seat):
        motion.sound("cash")
        return
    where = motion.now.area(key)                # (on the grounds now)
    if where is None:
        return
    name = f"stand_{motion.view.content.stands[key[1]].kind}" if stand else f"upgrade_{key[1]}"
    motion.fly(img(name, where.size), src, where, key, sound="tile_place", start_sound="cash")


@ANIMATE.on("wixi")
def _wixi(ev, motion) -> None:
    dest = motion.space(ev.seat, ev.data["space"]) if motion.here(ev.seat) else None
    if dest is None:
        motion.sound("tile_place")
        return
    src = pygame.Rect(dest.x, layout.STAGE.bottom - 40, dest.width, dest.height)
    motion.fly(img("wixi", (dest.width * 3 // 4,) * 2), src, dest.inflate(-dest.width // 4, -dest.height // 4),
          ("wixi", ev.seat, ev.data["space"]), sound="tile_place", stagger=0.4)


# -- the arrival ---------------------------------------------------------------------------------------

@ANIMATE.on("group")
def _group(ev, motion) -> None:
    """A fan card is played: its campers leave from the card (or, unseen, from the genre's box)."""
    motion.group_from = motion.before.get(("fan", ev.data["card"])) if motion.here(ev.seat) else None
    if motion.group_from is None and motion.here(ev.seat):
        motion.group_from = motion.fans_box(ev.data["genre"])
    motion.sound("card_place")


@ANIMATE.on("marker")
def _marker(ev, motion) -> None:
    sp, g = ev.data["space"], ev.data["genre"]
    dest = motion.space(ev.seat, sp) if motion.here(ev.seat) else None
    if dest is None:
        motion.sound("zip")
        return
    src = motion.group_from or motion.fans_box(g)
    size = dest.width * 4 // 5
    motion.fly(art.marker(g, None), src.inflate(-src.width + 56, -src.height + 56), dest.inflate(-dest.width + size,
          -dest.height + size), ("marker", ev.seat, sp), sound="zip", stagger=0.35)


@ANIMATE.on("soured", "cheered")
def _mood_turns(ev, motion) -> None:
    """A camper turns sour (red pulse, error sound) or cheers up (green pulse, bonus sound)."""
    colour, sound = (theme.BAD, "error") if ev.kind == "soured" else (theme.GOOD, "bonus")
    dest = motion.space(ev.seat, ev.data["space"]) if motion.here(ev.seat) else None
    if dest is not None:
        motion.pulse(dest, colour, 0.6)
    motion.sound(sound)
    motion.delay += 0.15


# -- the evening and the night ------------------------------------------------------------------------

def _destination(motion, seat: int, to: str, which) -> pygame.Rect | None:
    view = motion.view
    f = view.fests[seat]
    if to == "band":
        return motion.now.area(("day", min(view.day, 2)))
    if to == "wixi":
        wixis = [s for s, w in enumerate(f.wixi) if w]
        return motion.space(seat, wixis[min(len(wixis), max(1, f.wixi_used)) - 1]) if wixis else None
    if to == "stand" and which is not None and 0 <= which < len(f.stands):
        return motion.now.area(("stand", f.stands[which]))
    if to == "upgrade" and which in f.upgrades:
        return motion.now.area(("upgrade", which))
    return None


@ANIMATE.on("sent")
def _sent(ev, motion) -> None:
    """A fan walks from the tents to where it was sent."""
    g = ev.data["genre"]
    dest = _destination(motion, ev.seat, ev.data["to"], ev.data["which"]) if motion.here(ev.seat) else None
    if dest is None:
        motion.sound("click")
        return
    src = motion.fans_box(g)
    motion.fly(img(f"fan_{art.GENRES[g]}"), pygame.Rect(src.x + 4, src.y + 30, 36, 56),
          pygame.Rect(dest.centerx - 18, dest.centery - 28, 36, 56), arc=60, sound="card_place", stagger=0.9,
          duration=0.6)


@ANIMATE.on("went_home")
def _went_home(ev, motion) -> None:
    if motion.here(ev.seat):
        src = motion.fans_box(ev.data["genre"])
        motion.fly(img(f"fan_{art.GENRES[ev.data['genre']]}"), pygame.Rect(src.x + 4, src.y + 30, 36, 56),
              pygame.Rect(layout.GROUNDS.x - 60, src.y + 30, 36, 56), arc=0, duration=0.7)
    motion.sound("discard")


@ANIMATE.on("garbage")
def _garbage(ev, motion) -> None:
    """A garbage marker falls onto its space."""
    sp = ev.data["space"]
    dest = motion.space(ev.seat, sp) if motion.here(ev.seat) else None
    if dest is None:
        motion.sound("garbage")
        return
    k = dest.width * 2 // 5
    land = pygame.Rect(dest.x + 4, dest.bottom - 4 - k, k, k)
    motion.fly(img("garbage", (k, k)), land.move(0, -240), land, ("garbage", ev.seat, sp), sound="garbage", arc=0,
          stagger=0.6, duration=0.45)


@ANIMATE.on("fence")
def _fence(ev, motion) -> None:
    if motion.here(ev.seat):
        c = layout.CAMP
        motion.fly(img("garbage", (40, 40)), pygame.Rect(c.centerx, c.y + 40, 40, 40),
              pygame.Rect(layout.GROUNDS.x - 60, c.bottom - 60, 40, 40), arc=120)
    motion.sound("garbage")


# -- what changes on the tracks and in the cash box ---------------------------------------------------

@ANIMATE.on("track")
def _track(ev, motion) -> None:
    d = ev.data
    old, new = d["old"], d["new"]
    if not motion.here(ev.seat) or old == new:
        return
    r = motion.now.area(("track", d["track"]))
    good = (new > old) != (d["track"] == "chaos")
    motion.pulse(r, theme.GOOD if good else theme.BAD, 0.5)
    motion.float_text(f"{new - old:+d}", (r.right - 20, r.y + 4), theme.GOOD if good else theme.BAD)
    if d["track"] == "chaos":
        rng = motion.view.content.numbers.chaos
        bar = layout.track_bar(r)
        cell = bar.width / (rng.high - rng.low + 1)
        for b in motion.view.content.numbers.bins:
            if old < b <= new:
                motion.add(BinTip((bar.x + round((b - rng.low + 0.5) * cell), bar.centery), delay=motion.delay,
                             on_start=motion.play("bin_tip")))
                motion.delay += 0.3


@ANIMATE.on("cash")
def _cash(ev, motion) -> None:
    d = ev.data
    change = d["new"] - d["old"]
    if not change:
        return
    if motion.here(ev.seat) and motion.scene.peek is None:
        at = (layout.HEADER.right - 150, layout.HEADER.centery)
    else:
        strip = motion.strip(ev.seat)
        if strip is None:
            return
        at = (strip.right - 90, strip.y + 20)
    motion.float_text(_("{k:+d}K").format(k=change), at, theme.HILITE if change > 0 else theme.BAD)
    if change > 0:
        motion.sound("cash")
