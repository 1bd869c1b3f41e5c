"""Camp Roskilde table: every camp on show, each keeping its place (a lone human's own camp large;
the camp whose turn it is highlighted),
the festival grounds with the draw and discard piles, a prompt panel that
says what to do and shows the tile that asks, and the log.

Playing is picking: a grounds tile (or, in a chain, a camp tile) is picked up
and follows the mouse; every space it may go to lights up (solid: it fits as
turned now; dashed with an arrow: it fits turned another way); the wheel,
right-click or R turns it; a click on a lit space plays the one legal action
that puts it there (see :mod:`.selection`). Every clickable thing is a hotspot
(:meth:`CampScene.make_hotspots`) whose hover text and "why not" come from :mod:`.presenters`.

Where things lie is in :mod:`.layout`, the art in :mod:`.tiles`, the static
layer in :mod:`.drawing`, each frame's extras in :mod:`.extras`, and the
flights, banners and sounds for events in :mod:`.motion`.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.core.state import Event
from game.ui import theme
from game.ui.hotspots import Hotspot, Look
from game.ui.table import TableScene
from game.ui.widgets import LogPanel

from . import drawing, extras, layout, motion, presenters
from .board import EMPTY
from .clock import TurnClock
from .layout import DISCARD_RECT, LOG_RECT, PILE_RECT, PROMPT_RECT
from .pending import MainTurn, Tiebreak
from .selection import Selection, source_of, target_of
from .tiles import TileArt

#: the outline of a hovered lit space, by how it is lit
SPACE_RINGS = {"now": theme.GOOD, "turn": theme.GOOD, "match": (240, 140, 240), "source": theme.HILITE}


class CampScene(TableScene):
    name = "camp"
    PROMPT_AREA = PROMPT_RECT

    def __init__(self, app, runner):
        super().__init__(app, runner)
        self.content = runner.spec.content
        self.art = TileArt(app, self.content, bool(runner.state.options["volunteer"]))
        self.sel = Selection(runner.state)     # what is picked, and how it is turned
        self._choices_key = None
        self.log_panel = LogPanel(LOG_RECT, empty=_("Every move will be written here. The festival is about to begin!"))
        self._before: dict = {}          # where each tile lay before the action
        self.boxes: dict = {}
        self.board_pictures: dict = {}          # per seat: (what it shows, its picture), drawn by drawing
        self.ground_slots: dict[int, pygame.Rect] = {}
        self.clock = TurnClock(self)
        self.clocks.append(self.clock)          # (the kit ticks it, stops it under a scene on top)
        self.recent: frozenset[int] = frozenset()    # tiles placed or moved in the turn before this one
        self._turn_moves: set[int] = set()

    def lit(self) -> dict[tuple[int, int], str]:
        """How the spaces are lit for the human deciding now (none while others act)."""
        return self.sel.lit() if self.my_turn() else {}

    # -- display state -----------------------------------------------------------------
    def rebuild(self) -> None:
        st = self.state
        key = (len(self.runner.match.actions), self.seat_to_act())
        if key != self._choices_key:
            self._choices_key = key
            self.sel = Selection(st, st.legal_actions() if self.seat_to_act() is not None else [])
        self._layout()
        self._touch()

    def _layout(self) -> None:
        st = self.state
        self.boxes = layout.camp_boxes(st.num_players, self.big_camp())
        self.ground_slots = dict(zip(st.grounds, layout.ground_rects(len(st.grounds)), strict=False))

    def big_camp(self) -> int | None:
        """The camp drawn large: a lone human's own; in hot-seat (or bots alone) none, so that
        every camp keeps its place and size whoever's turn it is."""
        humans = self.humans()
        return humans[0] if len(humans) == 1 else None

    def on_undo(self) -> None:
        self._choices_key = None
        self.recent, self._turn_moves = frozenset(), set()

    def prompt(self) -> dict:
        return self.cached(("prompt", self._version), lambda: presenters.prompt(self.context()))

    def rotate_enabled(self) -> bool:
        """The picked tile can be turned, and turned it goes into spaces (not matched out)."""
        return (not presenters.why_not_turn(self.context(), self.sel.tile())
                and any(None not in rots for rots in self.sel.targets().values()))

    # -- hotspots ------------------------------------------------------------------------
    def make_hotspots(self) -> list[Hotspot]:
        """The top bar's and the prompt's buttons, the grounds tiles, every camp space, the score
        badges, the piles and the log (topmost first)."""
        mine = self.my_turn()
        spots = self.table_buttons() + self._prompt_buttons()
        wait = "" if mine else self.wait_why()
        for tile, r in self.ground_slots.items():
            spots.append(self._ground_spot(tile, r, wait))
        lit = self.lit()
        for seat, box in self.boxes.items():
            for s, r in enumerate(box.spaces):
                spot = self._space_spot(seat, s, r, wait)
                spot.lit = lit.get((seat, s))
                spot.hover_picture = lambda spot=spot: extras.space_ghost(self, spot)
                self._space_ring(spot, max(6, box.tile // 12))
                spots.append(spot)
        ctx = self.context()
        spots += [Hotspot(f"score:{seat}", layout.score_rect(box),
                          tip=lambda seat=seat: presenters.score_text(ctx, seat), focus=False, ring=(4, 2, 11))
                  for seat, box in self.boxes.items()]
        spots += [Hotspot("pile", PILE_RECT, tip=presenters.pile_tip(ctx), focus=False),
                  Hotspot("discard", DISCARD_RECT, tip=presenters.discard_tip(ctx), focus=False)]
        return spots

    def _prompt_buttons(self) -> list[Hotspot]:
        """The prompt panel's buttons on show now (their hover texts stand above the panel)."""
        if not self.my_turn():
            return []
        plays = self.sel.composer.buttons
        looks = {}
        if isinstance(self.state.pending(), MainTurn) or self.sel.tile() is not None:
            label, size = layout.turn_label((_("Turn (R)"), _("Turn")))       # (R, said by the prompt)
            looks["rotate"] = Look(label, "normal" if self.rotate_enabled() else "disabled", size)
        if "gamble" in plays:
            looks["gamble"] = Look(_("Take a chance"), "normal", 20)
        if "discard_grounds" in plays:
            looks["clear_grounds"] = Look(_("Clear the grounds"), "primary", 20)
        rects = layout.prompt_buttons({name: (look.label, look.size) for name, look in looks.items()})
        out = []
        if "rotate" in looks:
            out.append(Hotspot("rotate", rects["rotate"], command=lambda: self.turn_tile(1, explain=True),
                               look=looks["rotate"]))
        if "gamble" in looks:
            out.append(Hotspot("gamble", rects["gamble"], action=plays["gamble"][0], look=looks["gamble"]))
        if "clear_grounds" in looks:
            out.append(Hotspot("clear_grounds", rects["clear_grounds"], action=plays["discard_grounds"][0],
                               look=looks["clear_grounds"]))
        p = self.state.pending()
        if isinstance(p, Tiebreak):
            for seat, r in layout.winner_rects(p.candidates).items():
                out.append(Hotspot(f"winner:{seat}", r, action=("winner", seat), data=seat,
                                   tip=presenters.winner_tip(self.context(), seat),
                                   look=Look(self.seats[seat].name, "primary", 22)))
        for spot in out:
            spot.tip = spot.tip or presenters.button_tip(self.context(), spot.id)
            spot.tip_at = (spot.area.centerx, PROMPT_RECT.y - 8)
        return out

    def _space_ring(self, spot: Hotspot, rad: int) -> None:
        """A hovered space's outline: coloured round a lit space, thin round a tile, none where
        the picked tile cannot go (the follower marks that one)."""
        if spot.lit in SPACE_RINGS:
            spot.ring, spot.ring_colour = (6, 4, rad + 3), SPACE_RINGS[spot.lit]
        elif self.sel.tile() is not None and self.my_turn() and spot.lit != "picked":
            return
        elif self.state.camps[spot.data[0]][spot.data[1]] != EMPTY:
            spot.ring, spot.ring_colour = (0, 2, rad), theme.TEXT

    def _ground_spot(self, tile: int, r: pygame.Rect, wait: str) -> Hotspot:
        src = ("tile", tile)
        spot = Hotspot(f"grounds:{tile}", r, tip=lambda: presenters.grounds_tip(self.context(), tile), why=wait,
                       data=tile, ring=(8, 3, 14), parts=(src,))
        if wait:
            return spot
        if self.sel.source == src:
            spot.command = self.drop_selection
        elif src in self.sel.sources:
            spot.command = lambda: self._pick(src)
        else:
            spot.why = presenters.why_not_ground(self.context(), tile)
        return spot

    def _space_spot(self, camp: int, space: int, r: pygame.Rect, wait: str) -> Hotspot:
        here, sel = ("space", camp, space), self.sel
        spot = Hotspot(f"space:{camp}:{space}", r, tip=lambda: presenters.space_tip(self.context(), camp, space),
                       why=wait, data=(camp, space), parts=(here, (camp, space)))
        if wait:
            return spot
        if sel.source == here:
            spot.command = self.drop_selection
        elif (action := sel.play_at(camp, space)) is not None:
            spot.action = action
        elif here in sel.sources and (sel.source is None or sel.source[0] == "space"):   # (another) camp tile
            spot.action = sel.composer.complete((here,))            # one click, or picked to go somewhere
            if spot.action is None:
                spot.command = lambda: self._pick(here)
        else:
            spot.why = presenters.why_not_space(self.context(), camp, space) or (
                _("Not now.") if sel.tile() is not None else self.prompt()["title"] + ".")
        return spot

    # -- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """The kit's input (Esc or a click beside puts the tile back), and the tile's turning:
        the wheel, R (Shift+R back) and a right-click."""
        super().handle(event)
        if event.type == pygame.MOUSEWHEEL and not self.over_log() and self.sel.source is not None and event.y:
            self.turn_tile(-1 if event.y > 0 else 1)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.turn_tile(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1, explain=True)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.sel.source is not None:
            self.turn_tile(1, explain=True)

    def turn_tile(self, step: int, explain: bool = False) -> None:
        """Turn the picked tile a quarter (1 clockwise, -1 back); ``explain``: say why it cannot."""
        why = presenters.why_not_turn(self.context(), self.sel.tile())
        if not why:
            self.sel.rot = (self.sel.rot + step) % 4
            self.selection_changed()
        elif explain:
            bad = self.my_turn() and self.sel.tile() is not None and self.state.options["ups_and_downs"]
            self.say(why, bad=bad)
            if bad:
                self.sound("error")

    def _pick(self, src: tuple) -> None:
        self.sel.pick(src)
        h = self.current_hint()
        if h is not None:                # the hinted tile picked turns the hint's way
            self.sel.follow_hint(h.action)
        self.selection_changed()

    def hinted_target(self) -> tuple | None:
        """``(tile, camp, space, rot)`` where the hint on show puts a tile (None: it puts none)."""
        h = self.current_hint()
        target = target_of(h.action) if h is not None else None
        if target is None or target[2] is None:
            return None
        source = source_of(h.action)
        tile = source[1] if source[0] == "tile" else self.state.camps[source[1]][source[2]]
        return (tile, *target)

    # -- animations and sounds from events ---------------------------------------------------
    def before_action(self, seat, action) -> None:
        self._before = motion.positions(self)

    def on_events(self, events: list[Event]) -> None:
        for ev in events:
            if ev.kind == "turn_start":
                self.recent, self._turn_moves = frozenset(self._turn_moves), set()
            elif ev.kind in ("placed", "moved"):
                self._turn_moves.add(ev.data["tile"])
        motion.animate(self, events, self._before)

    # -- hover text: beside the mouse, further off while a tile follows it ----------------
    TIP_WIDTH = 500
    TIP_OFFSET = (18, 22)
    TIP_FLIP = (None, None)
    TIP_OFFSET_PICKED = (84, 22)

    render_layer = drawing.render_layer
    draw_extras = extras.draw_extras
