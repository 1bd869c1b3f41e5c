"""Tiles flying, banners and sounds for the events of one Camp Roskilde action.

Every tile on show is a piece of the table (:mod:`.on_table`, key ``("tile", t)``): each event
that moves a tile sends it on from where it lay before the action (the kit's
``pieces_before``: where it lay and how it was turned) or where its last flight ended, to where it
lies after the action (the table's pieces then): from the draw pile onto the grounds, from the
grounds into a camp, from camp to camp, into the discard pile. A tile's flights run one after
the other and hide it at its destination until it lands. Extra turns, a clock running out, a
tie and a reshuffle get a banner.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext
from game.core.state import Event
from game.ui import anim, theme
from game.ui.pieces import Pieces

from .board import EMPTY, NEIGHBOURS
from .events import ANIMATE
from .layout import CAMPS


def tile_places(pieces: Pieces) -> dict[int, tuple[pygame.Rect, int]]:
    """``{tile: (where it lies, how it is turned)}`` of the tiles among ``pieces`` (each tile's data
    is a :class:`.on_table.Lying`)."""
    return {one.key[1]: (one.area.copy(), one.data.rot) for one in pieces
            if isinstance(one.key, tuple) and one.key[0] == "tile"}


class Flights(anim.Flights):
    """The flights of one action (the kit's): tiles seen nowhere before come from the draw pile
    (``ORIGIN``); ``after`` is the table's pieces once the action is over."""

    DURATION = 0.34
    BANNER_AT = (CAMPS.centerx, CAMPS.y + 300)

    def __init__(self, scene):
        super().__init__(scene, tile_places(scene.pieces_before))
        self.after = scene.pieces()
        self.ORIGIN, self.discard = self.after.area("pile"), self.after.area("discard")
        self.names = scene.names()
        self.bot = scene.is_bot(scene.last_mover)        # (a bot's chain goes faster: see _asks)

    def picture(self, t: int, rot: int, size: int) -> pygame.Surface:
        return self.scene.art.tile(t, rot, size)

    def space(self, camp: int, s: int) -> pygame.Rect:
        return self.after.area(("space", camp, s))

    def lies(self, t: int) -> pygame.Rect | None:
        """Where the tile ``t`` lies once the action is over (None: nowhere on show)."""
        return self.after.area(("tile", t))


def animate(scene, events: list[Event]) -> Flights:
    """Flights, pulses, banners and sounds for the events of one action (the :data:`ANIMATE`
    handlers); :meth:`Flights.end` says when the last flight lands."""
    return Flights(scene).run(ANIMATE, events)


ANIMATE.quiet("turn_end", "quiet", "skipped", "gamble_draw", "winner")


@ANIMATE.on("drawn")
def _drawn(ev, fl: Flights) -> None:
    t = ev.data["tile"]
    dest = fl.after.area("feature") if ev.data["to"] == "chain" else fl.lies(t)
    if dest is not None:
        fl.fly(t, dest, 0, stagger=0.3)


@ANIMATE.on("placed")
def _placed(ev, fl: Flights) -> None:
    d = ev.data
    end = "lock" if _locks_something(fl.scene, d["camp"], d["space"], d["tile"]) else "tile_place"
    fl.fly(d["tile"], fl.space(d["camp"], d["space"]), d["rot"], end_sound=end)


@ANIMATE.on("moved")
def _moved(ev, fl: Flights) -> None:
    d = ev.data
    fl.fly(d["tile"], fl.space(d["to_camp"], d["to_space"]), d["rot"], start_sound="tile_move")


@ANIMATE.on("discarded", "chaos_discard", "gamble_discard")
def _discarded(ev, fl: Flights) -> None:
    fl.fly(ev.data["tile"], fl.discard, 0, end_sound="discard", stagger=0.5)


@ANIMATE.on("grounds_discarded")
def _grounds_discarded(ev, fl: Flights) -> None:
    for t in ev.data["tiles"]:
        fl.fly(t, fl.discard, 0, end_sound="discard", stagger=0.3)


@ANIMATE.on("matched")
def _matched(ev, fl: Flights) -> None:
    d = ev.data
    fl.fly(d["tile"], fl.space(d["camp"], d["space"]), 0, end_sound="tile_place")
    fl.fly(d["tile"], fl.discard, 0, end_sound="discard", stagger=0.3)


@ANIMATE.on("recycled")
def _recycled(ev, fl: Flights) -> None:
    t = ev.data["tile"]
    fl.seen.setdefault(t, (fl.discard.copy(), 0))
    dest = fl.lies(t)
    if dest is not None:
        fl.fly(t, dest, 0, end_sound="tile_place")


@ANIMATE.on("asks", "activated")
def _asks(ev, fl: Flights) -> None:
    """The tile whose rule asks (or that The Babe wakes) lit a moment; in a bot's chain the light
    overlaps its landing (the prompt and the dashed ring keep saying which tile asks), so that each
    step of a long chain is a tile's flight and not a flight and then a light (issue 23's pace)."""
    t = ev.data.get("tile")
    if t is None or t not in fl.seen:
        return
    if fl.bot:
        landed = fl.lands.get(t, fl.delay)
        fl.pulse(fl.seen[t][0], theme.HILITE, BOT_ASKS_S, delay=max(0.0, landed - BOT_ASKS_S / 2), grow=18, layer=3)
        return
    fl.pulse(fl.seen[t][0], theme.HILITE, 0.6, grow=18, layer=3)
    fl.delay += 0.15


#: how long a bot's chain lights the tile that asks, half of it before the tile lands
BOT_ASKS_S = 0.3


#: the events that only make a sound
SOUNDS = {"puke": "puke", "extra_turn_won": "party", "chaos_draw": "chaos", "gamble": "tile_move",
          "game_end": "game_end"}


@ANIMATE.on(*SOUNDS)
def _sound(ev, fl: Flights) -> None:
    fl.sound(SOUNDS[ev.kind])


@ANIMATE.on("turn_start")
def _turn_start(ev, fl: Flights) -> None:
    """The seat's camp lit; an extra turn (the Party Animal's) with its sound and, for a person,
    a banner; a bot's extra turn lights the Extra turn badge in its camp's header instead (which
    stays all that turn, with the prompt's words: the banner would hold a bot's turn 1.2 s)."""
    seat, extra = ev.seat, ev.data["extra"]
    badge = fl.after.area(("extra_turn", seat)) if extra else None
    if extra and fl.scene.is_bot(seat) and badge is not None:
        fl.sound("party")
        fl.pulse(badge, PARTY_LIGHT, 0.6, grow=12, radius=badge.height // 2, layer=3)
    elif extra:                     # (the banner's sound, not the turn's)
        fl.banner(_("{name} parties on!").format(name=fl.names[seat]), _("The Party Animal: another turn"),
                  PARTY_LIGHT, sound="party")
    fl.turn_starts(seat, fl.after.area(("camp", seat)), sound=not extra, grow=14, radius=18)


PARTY_LIGHT = (236, 120, 236)


@ANIMATE.on("time_up")
def _time_up(ev, fl: Flights) -> None:
    fl.banner(_("Time is up!"), _("{finisher} finishes {name}'s turn").format(
        finisher=fl.names[ev.data["finisher"]], name=fl.names[ev.seat]), theme.BAD, sound="error")


@ANIMATE.on("reshuffled")
def _reshuffled(ev, fl: Flights) -> None:
    n = ev.data["tiles"]
    fl.banner(_("New draw pile"), ngettext("The discard pile is shuffled: {n} tile",
                                           "The discard pile is shuffled: {n} tiles", n).format(n=n),
              sound="shuffle")


@ANIMATE.on("tiebreak")
def _tiebreak(ev, fl: Flights) -> None:
    fl.banner(_("A tie!"), _("{name} is the Tiebreaker and picks the winner").format(name=fl.names[ev.seat]))


def _locks_something(scene, camp: int, space: int, tile: int) -> bool:
    """Does this placement lock a tile, or is the tile locked where it lands?"""
    st = scene.state
    return st.camps[camp][space] == tile and (bool(st.lockers(camp, space)) or any(
        n >= 0 and st.camps[camp][n] != EMPTY and tile in st.lockers(camp, n) for n in NEIGHBOURS[space]))
