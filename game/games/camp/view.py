"""Camp Roskilde table: every camp on show, each keeping its place (a lone human's own camp large;
the camp whose turn it is highlighted),
the festival grounds with the draw and discard piles, a prompt panel that
says what to do and shows the tile that asks, and the log.

Playing is picking: a grounds tile (or, in a chain, a camp tile) is picked up
and follows the mouse; every space it may go to lights up (solid: it fits as
turned now; dashed with an arrow: it fits turned another way); the wheel,
right-click or R turns it; a click on a lit space plays the one legal action
that puts it there (see :mod:`.selection`).

What lies on the table is listed once, in :mod:`.on_table` (the scene's ``lay_out``): the kit
makes the hotspots from it, whose hover texts and "why not" come from :mod:`.presenters`.
Where things lie is in :mod:`.layout`, the art in :mod:`.tiles`, the static
layer in :mod:`.drawing`, each frame's extras in :mod:`.extras`, and the
flights, banners and sounds for events in :mod:`.motion`.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.core.state import Event
from game.ui.pieces import Piece
from game.ui.table import TableScene
from game.ui.widgets import LogPanel

from . import drawing, extras, motion, on_table, presenters
from .clock import TurnClock
from .layout import LOG_RECT, PROMPT_RECT
from .selection import Selection, source_of, target_of
from .tiles import TileArt


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
        self.board_pictures: dict = {}          # per seat: (what it shows, its picture), made by .drawing
        self.clock = TurnClock(self)
        self.clocks.append(self.clock)          # (the kit ticks it, stops it under a scene on top)
        self.recent: frozenset[int] = frozenset()    # tiles placed or moved in the turn before this one
        self._turn_moves: set[int] = set()

    def lit(self) -> dict[tuple[int, int], str]:
        """How the spaces are lit for the human deciding now (none while others act)."""
        return self.sel.lit() if self.my_turn() else {}

    @property
    def boxes(self) -> dict:
        """Every camp's box on the table, by seat (the camps' pieces)."""
        return {one.key[1]: one.data for one in self.pieces().of("camps")}

    # -- display state -----------------------------------------------------------------
    def rebuild(self) -> None:
        state = self.state
        key = (len(self.runner.match.actions), self.seat_to_act())
        if key != self._choices_key:
            self._choices_key = key
            self.sel = Selection(state, state.legal_actions() if self.seat_to_act() is not None else [])
        self._touch()

    def on_undo(self) -> None:
        self._choices_key = None
        self.recent, self._turn_moves = frozenset(), set()

    def lay_out(self) -> list[Piece]:
        """Everything on the table, each item once (:mod:`.on_table`)."""
        return on_table.lay_out(self)

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
    def on_events(self, events: list[Event]) -> None:
        for ev in events:
            if ev.kind == "turn_start":
                self.recent, self._turn_moves = frozenset(self._turn_moves), set()
            elif ev.kind in ("placed", "moved"):
                self._turn_moves.add(ev.data["tile"])
        motion.animate(self, events)

    # -- hover text: beside the mouse, further off while a tile follows it ----------------
    TIP_WIDTH = 500
    TIP_OFFSET = (18, 22)
    TIP_FLIP = (None, None)
    TIP_OFFSET_PICKED = (84, 22)

    render_layer = drawing.render_layer
    draw_extras = extras.draw_extras
