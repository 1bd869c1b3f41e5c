"""Boaromia Festival table: the festival grounds fill the screen (the line-up of the 12 rounds
above them), the event card and the open goals, a prompt panel that says what to do with its
buttons, and every festival-goer's track.

Playing is clicking where it happens. On your turn every tile you can reach lights up with
its cost (orange: it needs a sprint); hovering one shows the path and what it brings (a
forced drink, coins, a toilet, the blast-from-the-past, a crowd), an unreachable one says
why. A click walks the pawn there step by step (``("step", xy)`` actions, ``("sprint",)``
where needed); a bar on the way stops the walk for the drink, then it goes on. Team decisions
light their targets: tracks for who goes next or who receives, board tiles for campsites,
crowds and sends, cards for characters; the rest are buttons. Bot friends show the path they
mean to walk this round (dotted, in their colour).

Everything on the table is listed once, as the kit's pieces, in :mod:`.on_table` (the hotspots,
the drawing, the flights, the pointers and the tour read that list); where things lie is in
:mod:`.layout`, the board picture in :mod:`.grounds`, cards in :mod:`.cards`, icons in
:mod:`.icons`, the walk planning in :mod:`.walk`, what may be clicked in :mod:`.selection` (the
scene's selection, ``sel``: the kit's context hands it to the presenters), the words in
:mod:`.presenters` (they read the kit's :class:`~game.ui.context.TableContext`), the static layer
in :mod:`.drawing` (the line-up, the board and the tracks in :mod:`.lineup_drawing`,
:mod:`.board_drawing` and :mod:`.track_drawing`), each frame's extras in :mod:`.extras`, the walk
going on and the bot friends' plans arriving in :mod:`.clocks`, and the animations for events in
:mod:`.motion`.
"""

from __future__ import annotations

import logging
import random

import pygame

from game.core.i18n import _
from game.core.state import Event
from game.ui.pieces import Piece
from game.ui.table import TableScene
from game.ui.widgets import LogPanel

from . import drawing, extras, layout, motion, on_table, presenters, walk
from .clocks import PlanWatch, WalkOn
from .layout import LOG_RECT
from .plans import Plans
from .selection import Selection, button_name

log = logging.getLogger(__name__)

#: the number keys (top row and keypad) that choose an amount to pay into a goal
PAY_KEYS = {**{getattr(pygame, f"K_{n}"): n for n in range(1, 10)},
            **{getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)}}


class BoaromiaScene(TableScene):
    name = "boaromia"
    PROMPT_AREA = layout.PROMPT_RECT
    TIP_OFFSET = (20, 24)
    TIP_FLIP = (12, 16)
    TIP_TOP = layout.TOP_H
    TIP_WIDTH = 460
    #: the kit's Rules and Menu, a little smaller than on the other tables (the Log button stands beside them)
    BAR_BUTTONS = (22, 145, 10)

    def __init__(self, app, runner):
        super().__init__(app, runner)
        self.content = runner.spec.content
        self.sel: Selection | None = None       # what may be clicked, the walk, the team planner's pick
        self._rebuilt_for = None
        self.walk_path: list[int] | None = None
        self.walk_seat: int | None = None
        self.festival_log = LogPanel(LOG_RECT, title=_("Festival log"),
                                  empty=_("Everything that happens at the festival will be written here."))
        self.log_panel: LogPanel | None = None      # the kit's log: the festival log while it shows
        self.plans = Plans(getattr(app, "WAKE", None))
        self._plan_key = None
        self.clocks += [WalkOn(self), PlanWatch(self)]
        opts = runner.state.options
        grid = self.content.boards[opts.get("board", "front")].grid
        self.geo = layout.board_geo(grid.width, grid.height)
        self.prompt_rect = self.PROMPT_AREA = layout.prompt_rect(runner.state.num_players)

    # =========================================================================
    # display state
    # =========================================================================
    def rebuild(self) -> None:
        st = self.state
        key = (len(self.runner.match.actions), self.seat_to_act(), self.human_to_act())
        if key != self._rebuilt_for:
            self._rebuilt_for = key
            seat = self.seat_to_act()
            actions = st.legal_actions() if seat is not None else []
            picked = self.sel.chosen if self.sel is not None else ()
            mine = self.my_turn()
            self.sel = Selection(st, actions, walk.Reach(st, st.turn_seat() if mine else None), self._suggestion())
            self.sel.keep(picked)
            if self.walk_seat is not None and st.turn_seat() != self.walk_seat:
                self.walk_path, self.walk_seat = None, None
        self._touch()

    def on_undo(self) -> None:
        self._rebuilt_for = None
        self.walk_path, self.walk_seat = None, None
        self.sel.pick()

    # =========================================================================
    # what may be done now
    # =========================================================================
    @property
    def reach(self) -> walk.Reach | None:
        """The walk of this screen's festival-goer (the selection's)."""
        return self.sel.reach if self.sel is not None else None

    def walking_now(self) -> bool:
        return presenters.walking(self.context())

    def path_to(self, tile: int) -> list[int]:
        return self.sel.path(tile)

    def lit_tiles(self) -> dict[int, tuple[str, str]]:
        """Tiles lit now: ``{tile: (how, label)}``; how is walk / sprint / bonus / choice."""
        if not self.my_turn() or self.sel is None or self.anims.busy() and self.walk_path:
            return {}
        out: dict[int, tuple[str, str]] = {}
        if self.walking_now():
            for t, spot in self.reach.spots.items():
                how = "bonus" if spot.bonus else ("sprint" if spot.sprints else "walk")
                out[t] = (how, str(spot.cost))
            return out
        for t in self.sel.lit_of("tile"):
            out[t] = ("choice", "")
        return out

    def intentions(self) -> dict[int, list[int]]:
        """Where the bot friends mean to walk this round (tiles, start first), before they move."""
        st = self.state
        if st.pending().kind not in ("next", "turn", "drink") or self.plans.round != st.round:
            return {}
        w = st.ctx.width
        out = {}
        for seat, path in self.plans.shown.items():
            if st.moved[seat] or st.turn_seat() == seat:
                continue
            if path and path[0] != st.ctx.xy[st.pos[seat]]:
                continue          # planned from elsewhere (sent away since)
            out[seat] = [y * w + x for x, y in path]
        return out

    def plan(self, wait: bool = False) -> None:
        """While a human picks who goes next, the bots that have not walked yet plan their walk (in a
        thread); their plans are shown when they arrive (``wait``: tests and the tour wait for them)."""
        st = self.state
        asking = st.pending().kind == "next" and self.human_to_act() is not None
        bots = [s for s in range(st.num_players) if self.is_bot(s) and not st.moved[s]] if asking else []
        key = (st.round, len(self.runner.match.actions))
        if bots and key != self._plan_key:
            self._plan_key = key
            self.plans.ask(key, {s: st.view(s) for s in bots}, st.round)
        if wait:
            self.plans.wait()
        if self._plan_key is not None and self.plans.take(self._plan_key):
            self._touch()

    def suggestion(self) -> int | None:
        """Who the team planner would send next, offered to a lone human among bot friends (one
        click or Enter takes it; the tracks still pick anyone else)."""
        return self.sel.suggest if self.sel is not None else None

    def _suggestion(self) -> int | None:
        st = self.state
        if not self.my_turn() or len(self.humans()) != 1 or st.pending().kind != "next":
            return None
        from . import bot
        return bot.greedy(st.view(self.seat_to_act()), random.Random(0))[1]

    def log_lines(self) -> list[str]:
        return [line.replace("→", "to") for line in self.log]

    # =========================================================================
    # the table and input
    # =========================================================================
    def lay_out(self) -> list[Piece]:
        """Everything on the table, each item once (:mod:`.on_table`)."""
        return on_table.lay_out(self)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.sel is not None and self.sel.paying() is not None \
                and not self.guide_shown() and self._pay_key(event):
            return
        focused = self.focus
        super().handle(event)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and focused is None:
            suggest = self.suggestion()
            if suggest is not None:              # Enter takes the team's pick for who goes next
                self._press(button_name(("next", suggest)))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.toggle_log()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.sel.chosen:
            self.sel.pick()
            self._touch()

    def _pay_key(self, event: pygame.event.Event) -> bool:
        """While a goal is being paid into: a number key pays that many coins (True: the key was taken)."""
        n = PAY_KEYS.get(event.key)
        action = next((a for a in self.sel.amounts() if a[2] == n), None)
        if action is None:
            return False
        self._press(button_name(action))
        return True

    @property
    def show_log(self) -> bool:
        """The festival log is open (over the prompt panel): only then is it the kit's log panel,
        which the wheel scrolls."""
        return self.log_panel is not None

    def toggle_log(self) -> None:
        self.log_panel = None if self.show_log else self.festival_log
        self.log_scroll = 0
        self.festival_log.forget()
        self._touch()

    def log_button(self) -> None:
        self.sound("click")
        self.toggle_log()

    def pick(self, picked: tuple) -> None:
        """Pick the first parts of a multi-part action (a click on a lit track), or take the last back."""
        if len(picked) > len(self.sel.chosen):
            self.message = ""
            self.sound("click")
        self.sel.pick(picked)
        self._touch()

    def walk_to(self, tile: int) -> None:
        """A click on a tile on this screen's walk: walk there, step by step (or say why not)."""
        st = self.state
        if tile not in self.reach.spots:
            self.say(st.why_no_walk(tile, self.reach.dist or None))
            self.sound("error")
            return
        self.walk_path = self.path_to(tile)
        self.walk_seat = st.active
        self.message = ""
        self.walk_on()

    def walk_on(self) -> None:
        """Take the planned walk's next steps (all at once without animations, one per animation). A
        drink on the way holds it; another's turn, the path's end or a refused step ends it."""
        for _step in range(64):
            st = self.state
            if not self.walk_path or self.anims.busy():
                return
            walker = st.turn_seat() == self.walk_seat
            if walker and (st.owes_drink or not self.my_turn()):
                return            # the drink first; the walk goes on after it
            action = walk.next_action(st, self.walk_path) if walker else None
            if action is None or not self.play(action):
                self.walk_path, self.walk_seat = None, None
                self._touch()
                return

    # =========================================================================
    # animations and sounds from events
    # =========================================================================
    def on_events(self, events: list[Event]) -> None:
        motion.animate(self, events)

    render_layer = drawing.render_layer
    draw_extras = extras.draw_extras
