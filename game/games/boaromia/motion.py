"""Pawns walking, levels filling and emptying, numbers floating up and banners for the events
of one Boaromia action, with their sounds.

A pawn flies from where its piece lay before the action (the kit's ``pieces_before``) to where
it lies after it (``scene.pieces()``): a step walks the pawn from its old place to its new one, a
faint or a send carries it over the grounds in an arc; a changed level runs its bar (its piece,
hidden meanwhile) from the old value to the new one with the difference floating up beside it;
and the event card, nightfall, a goal, fainting and the photo get a banner.
"""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _
from game.core.state import Event
from game.ui import theme
from game.ui.anim import Float, Move, Timeline, Tween, lerp, linear

from . import icons
from .board_drawing import pawn_image
from .events import ANIMATE
from .layout import BOARD_AREA
from .text import said
from .track_drawing import LEVEL_MARGIN, draw_level

STEP = 0.17          # seconds a pawn takes for one step
#: ... in a bot friend's walk (issue 23, the pace: a walk of six or seven steps shows in under a second,
#: each step still seen; a person's walk, their own or a hot-seat friend's, keeps :data:`STEP`)
BOT_STEP = 0.09
#: how long the track of the festival-goer whose turn begins glows
TURN_PULSE = 0.45
#: ... when a bot friend's turn begins (the track still lights up, the walk follows sooner)
BOT_TURN_PULSE = 0.3
#: how long a level's bar runs from its old value to its new one
LEVEL_S = 0.45
#: how long a level's difference ("+2") floats up by its track: as long as its bar runs and a little
#: more (a drink on the way or the Piggy Bank holds a bot friend's walk no longer than that)
FLOAT_S = 0.6
#: ... in a bot friend's turn (issue 23, the pace): the bar runs and the number floats while the pawn
#: lands, not after it, a little quicker, so a walk past the Piggy Bank or a toilet keeps its stride
BOT_LEVEL_S, BOT_FLOAT_S = 0.3, 0.4
STAT_COLOURS = {"energy": icons.ENERGY, "bladder": icons.BLADDER, "fun": icons.FUN, "coins": icons.COIN}


class LevelRun(Tween):
    """A level's bar running from its old value to its new one (the static bar is hidden meanwhile)."""

    def __init__(self, rect: pygame.Rect, stat: str, old: int, new: int, rules, duration: float = LEVEL_S, **kw):
        super().__init__(duration, hides=[kw.pop("key")], ease=linear, **kw)
        self.rect, self.stat, self.old, self.new, self.rules = rect, stat, old, new, rules

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        if self.done:
            return None
        v = lerp(self.old, self.new, self.progress if self.started else 0.0)
        draw_level(surface, self.rect, self.stat, v, self.rules)
        return pygame.Rect(self.rect).inflate(2 * LEVEL_MARGIN + 2, 2 * LEVEL_MARGIN + 2)


class _Run(Timeline):
    """One action's animations being laid out (the kit's timeline), knowing where each pawn stands
    so far (first where its piece lay before the action)."""

    BANNER_AT = (BOARD_AREA.centerx, BOARD_AREA.y + 260)

    def __init__(self, scene):
        super().__init__(scene)
        self.st = scene.state
        self.names = scene.names()
        self.pawns = {pawn.key: pawn.area for pawn in scene.pieces_before.of("pawns")}
        #: a bot friend plays this action: its levels run while its pawn lands (:data:`BOT_LEVEL_S`)
        self.bot = scene.is_bot(scene.last_mover)
        self.landing = 0.0             # the last carry's length (a level after it starts half way through)

    def carry(self, seat: int, arc: float, duration: float, sound: str | None = None) -> None:
        scene = self.scene
        key = ("pawn", seat)
        start = self.pawns.get(key)
        end = scene.pieces().area(key)
        if start is None or end is None or start == end:
            return
        img = pawn_image(scene, seat, max(start.width, end.width))
        self.add(Move(img, start, end, duration, delay=self.delay, show_waiting=True, arc=arc,
                      hides=[key], layer=2, on_start=self.play(sound)))
        self.pawns[key] = end
        self.delay += duration
        self.landing = duration

    def banner(self, *args, **kw):
        self.landing = 0.0                       # (a level after a banner waits for it, as before)
        return super().banner(*args, **kw)

    def level_at(self) -> float:
        """When a level that follows what came before starts: at once after it, or, in a bot
        friend's turn, half way through the pawn's last step (the bar runs as the pawn lands)."""
        return max(0.0, self.delay - self.landing / 2) if self.bot else self.delay


def animate(scene, events: list[Event]) -> float:
    """Animations and sounds for one action's events; returns when they end (seconds at speed 1)."""
    return _Run(scene).run(ANIMATE, events).delay


#: the pawns carried to their new place: the arc's height, how long it takes, its sound
CARRIES = {"step": (6.0, STEP, "tile_move"), "sent": (60.0, 0.5, "tile_move"), "start": (40.0, 0.35, "tile_place")}
#: the events that only sound
SOUNDS = {"blast_stops": "error", "must_drink": "click"}


@ANIMATE.on(*CARRIES)
def _carry(ev: Event, run: _Run) -> None:
    arc, duration, sound = CARRIES[ev.kind]
    if ev.kind == "step" and run.scene.is_bot(ev.seat):
        duration = BOT_STEP
    run.carry(ev.seat, arc, duration, sound)


@ANIMATE.on(*SOUNDS)
def _sound(ev: Event, run: _Run) -> None:
    run.sound(SOUNDS[ev.kind])


@ANIMATE.on("faint")
def _faint(ev: Event, run: _Run) -> None:
    rules = run.st.rules
    run.banner(_("{name} faints!").format(name=run.names[ev.seat]),
               _("Carried to first aid: energy {energy}, {fun} fun less.").format(
                   energy=rules.first_aid_energy, fun=abs(rules.faint_fun)), theme.BAD, "puke", hold=0.5)
    run.carry(ev.seat, 80.0, 0.6)


@ANIMATE.on("level")
def _level_run(ev: Event, run: _Run) -> None:
    d = ev.data
    _level(run.scene, ev.seat, d["stat"], d["from"], d["to"], run.level_at(), run.bot)


@ANIMATE.on("coins_given", "goal_paid")
def _coins(ev: Event, run: _Run) -> None:
    """Coins handed over, or paid into a goal (nobody gets them): the difference floats up by the coins."""
    for seat, sign in ((ev.seat, -1), (ev.data.get("to"), 1)):
        _level(run.scene, seat, "coins", 0, sign * ev.data["coins"], run.delay, run.bot)
    run.sound("bonus")


@ANIMATE.on("event")
def _event(ev: Event, run: _Run) -> None:
    card = run.st.content.event_by_id[ev.data["event"]]
    run.banner(said(card), said(card, "text"), (110, 96, 220) if card.night else (240, 150, 60), "card_draw",
               hold=0.9)


@ANIMATE.on("goal_done")
def _goal_done(ev: Event, run: _Run) -> None:
    """A goal reached: its card glows and "Goal reached!" rises from it (the prompt or the log names
    it; no banner: the round's end and its event card, which come with it, have theirs)."""
    card = run.scene.pieces_before.area(("goal", ev.data["stack"]))
    if card is None:
        return
    run.pulse(card, theme.GOOD, 0.7, grow=10, radius=12, layer=3)
    run.add(Float(_("Goal reached!"), card.center, theme.GOOD, 0.9, delay=run.delay, layer=4))
    run.sound("bonus")


@ANIMATE.on("crowded")
def _crowded(ev: Event, run: _Run) -> None:
    for x, y in ev.data.get("tiles", []):
        tile = run.scene.pieces().area(("tile", y * run.st.ctx.width + x))
        if tile is not None:
            run.pulse(tile, (200, 200, 210), 0.5, grow=8, radius=6, width=4, layer=3)


@ANIMATE.on("turn")
def _turn(ev: Event, run: _Run) -> None:
    scene, seat = run.scene, ev.seat
    track = scene.pieces().area(("seat", seat)) if seat is not None else None
    if track is not None:                         # (no pulse under the festival log)
        run.pulse(track, theme.HILITE, BOT_TURN_PULSE if run.scene.is_bot(seat) else TURN_PULSE, grow=10,
                  radius=12, layer=3)
    if seat is not None and seat < scene.state.num_players and not scene.is_bot(seat):
        run.sound("turn")


#: the banners that read the same every time: title, line below, colour, sound, how long the next waits
BANNERS = {
    "nightfall": (N_("Night falls"), N_("Day goals that were not finished leave the game; night goals and events "
                                         "from now on."), (140, 130, 240), "shuffle", 0.8),
    "won": (N_("Group photo!"), N_("Everyone together, everyone happy: the festival is won."), theme.HILITE, "win",
            1.2),
    "lost": (N_("The last act has played"), N_("No group photo this time."), theme.BAD, "game_end", 1.2),
    "photo_possible": (N_("Photo time!"), N_("Everyone is at the show with 8 fun or more."), theme.HILITE, "party",
                       0.5),
}


#: the banner of a festival lost before the last act: the sound check proved the photo impossible
LOST_EARLY = (N_("The photo is out of reach"), N_("Not everyone can still get to 8 fun in the rounds left."), theme.BAD,
              "game_end", 1.2)


@ANIMATE.on(*BANNERS)
def _banner(ev: Event, run: _Run) -> None:
    title, sub, colour, sound, hold = LOST_EARLY if ev.kind == "lost" and ev.data.get("short") else BANNERS[ev.kind]
    run.banner(_(title), _(sub), colour, sound, hold=hold)


# the log and the tracks say these; the board shows the result at once
ANIMATE.quiet("lineup_side", "goal_drawn", "goal_revealed", "character", "must_see", "must_miss", "round",
              "picked", "crowd_moved", "blast_moves", "round_end", "show", "sprint", "drink", "eat", "turn_end",
              "goal_used", "goal_kept", "goal_receiver", "fun_shared", "crowd_removed", "extra_steps",
              "photo_skipped", "photo")


def _level(scene, seat: int, stat: str, old: int, new: int, delay: float, bot: bool = False) -> None:
    """A level of ``seat``'s track running from ``old`` to ``new`` (its piece hidden meanwhile), the
    difference floating up beside it; coins only float, by the track's coins. Nothing while the
    festival log covers the tracks. ``bot``: in a bot friend's action, a little quicker."""
    track = scene.pieces().get(("seat", seat)) if seat is not None else None
    if track is None:
        return
    colour = STAT_COLOURS.get(stat, theme.TEXT)
    run_s, float_s = (BOT_LEVEL_S, BOT_FLOAT_S) if bot else (LEVEL_S, FLOAT_S)
    diff = new - old
    text = f"{'+' if diff > 0 else ''}{diff}"
    if stat == "coins":
        r = track.data.parts["coins"]
        scene.anims.add(Float(text, (r.x + 50, r.y + 4), colour, float_s, delay=delay, layer=3))
        return
    key = ("level", seat, stat)
    bar = scene.pieces().area(key)
    scene.anims.add(LevelRun(bar, stat, old, new, scene.state.rules, run_s, delay=delay, layer=1, key=key))
    scene.anims.add(Float(text, (bar.right + 40, bar.centery), colour, float_s, delay=delay, layer=3))
