"""Pulses, banners and sounds for the events of one Rock'n Rodeo action: a camper, a WIXI or
garbage pulses on its space, a fan lights the place it went to, a booked band its day slot, and
the season, the festival days and the season's scoring get a banner.
"""

from __future__ import annotations

from game.core.i18n import _
from game.core.state import Event
from game.ui import anim, theme

from . import hints, layout, panels
from .events import ANIMATE
from .pieces import GENRE_COLOURS

ANIMATE.quiet("order", "festival_dealt", "booking_round", "expansion", "lineup_phase", "revealed", "garage_top",
              "stand_top", "fan_card", "event_drawn", "deck_empty", "band_replaced", "wild", "fans_taken", "insolvent",
              "event_swapped", "power", "lineup", "turned", "no_fans", "overflow", "judged", "cash", "one_genre",
              "rest", "hygiene_penalty", "went_home", "grumble", "cheered", "garbage_removed", "no_card")


def positions(scene) -> dict:
    """Where things lie before an action (nothing flies yet: the table pulses where things land)."""
    return {}


class Pulses(anim.Timeline):
    """The animations of one action; spaces and cards pulse on the grounds on show."""

    BANNER_AT = (layout.GROUNDS.centerx, layout.GROUNDS.y + 300)

    def here(self, seat) -> bool:
        return seat == self.scene.shown_seat()

    def space(self, seat, sp: int, colour, sound: str | None = None) -> None:
        if not self.here(seat):
            return
        rects, _size = panels.camp_rects(self.scene.v, seat)
        if 0 <= sp < len(rects):
            self.pulse(rects[sp], colour, 0.5)
            if sound:
                self.sound(sound)
            self.delay += 0.12


def animate(scene, events: list[Event], before: dict) -> None:
    if scene.anims.speed <= 0:
        return
    Pulses(scene).run(ANIMATE, events)


@ANIMATE.on("season")
def _season(ev, t) -> None:
    t.banner(_("Season {n}").format(n=ev.data["season"]), _("Book your bands!"), sound="shuffle")


@ANIMATE.on("day")
def _day(ev, t) -> None:
    t.banner(_(hints.DAYS[ev.data["day"]]), _("The festival day begins."), sound="party")


@ANIMATE.on("booked", "garage")
def _booked(ev, t) -> None:
    t.sound("card_place")


@ANIMATE.on("event_played")
def _event_played(ev, t) -> None:
    t.sound("bonus")


@ANIMATE.on("stand_bought", "upgrade_bought")
def _bought(ev, t) -> None:
    t.sound("tile_place")


@ANIMATE.on("wixi")
def _wixi(ev, t) -> None:
    t.space(ev.seat, ev.data["space"], (90, 150, 230), "tile_place")


@ANIMATE.on("group")
def _group(ev, t) -> None:
    t.sound("card_draw")


@ANIMATE.on("marker")
def _marker(ev, t) -> None:
    t.space(ev.seat, ev.data["space"], GENRE_COLOURS[ev.data["genre"]], "tile_place")


@ANIMATE.on("track")
def _track(ev, t) -> None:
    if t.here(ev.seat):
        r = layout.track_rects()[ev.data["track"]]
        t.pulse(r, theme.GOOD if ev.data["new"] > ev.data["old"] else theme.BAD, 0.5)


@ANIMATE.on("sent")
def _sent(ev, t) -> None:
    t.sound("click")


@ANIMATE.on("garbage")
def _garbage(ev, t) -> None:
    t.space(ev.seat, ev.data["space"], (140, 140, 130), "discard")


@ANIMATE.on("fence")
def _fence(ev, t) -> None:
    t.sound("discard")


@ANIMATE.on("soured")
def _soured(ev, t) -> None:
    t.space(ev.seat, ev.data["space"], theme.BAD, "error")


@ANIMATE.on("season_scored")
def _scored(ev, t) -> None:
    t.banner(_("Season {n} is over").format(n=ev.data["season"]), _("The festival seasons are scored."),
             sound="casting_end", hold=1.0)


@ANIMATE.on("game_end")
def _game_end(ev, t) -> None:
    t.sound("game_end")

