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

Where things lie is in :mod:`.layout`, the board picture in :mod:`.grounds`, cards in
:mod:`.cards`, icons in :mod:`.icons`, the walk planning in :mod:`.walk`, what may be clicked
in :mod:`.selection` (the scene's selection, ``sel``: the kit's context hands it to the
presenters), the words in :mod:`.presenters` (they read the kit's :class:`~game.ui.context.TableContext`),
the static layer in :mod:`.drawing`, each frame's extras in :mod:`.extras`, the walk going on and
the bot friends' plans arriving in :mod:`.clocks`, and the animations for events in :mod:`.motion`.
"""

from __future__ import annotations

import logging
import random
from functools import partial

import pygame

from game.core.i18n import _
from game.core.state import Event
from game.ui import theme
from game.ui.hotspots import Hotspot, Look
from game.ui.table import TableScene
from game.ui.table_look import button_rows
from game.ui.widgets import LogPanel

from . import drawing, extras, layout, motion, presenters, walk
from .clocks import PlanWatch, WalkOn
from .layout import LOG_RECT
from .plans import Plans
from .selection import Selection, button_name

log = logging.getLogger(__name__)


class BoaromiaScene(TableScene):
    name = "boaromia"
    PROMPT_AREA = layout.PROMPT_RECT
    TIP_OFFSET = (20, 24)
    TIP_FLIP = (12, 16)
    TIP_TOP = layout.TOP_H
    TIP_WIDTH = 460

    def __init__(self, app, runner):
        super().__init__(app, runner)
        self.content = runner.spec.content
        self.sel: Selection | None = None       # what may be clicked, the walk, the team planner's pick
        self._rebuilt_for = None
        self.walk_path: list[int] | None = None
        self.walk_seat: int | None = None
        self.festival_log = LogPanel(LOG_RECT, title=_("Festival log"),
                                  empty=_("Everything that happens at the festival will be written here."))
        self._before: dict = {}
        self._paths: dict = {}
        self.log_panel: LogPanel | None = None      # the kit's log: the festival log while it shows
        self.plans = Plans(getattr(app, "WAKE", None))
        self._plan_key = None
        self.clocks += [WalkOn(self), PlanWatch(self)]
        opts = runner.state.options
        grid = self.content.boards[opts.get("board", "front")].grid
        self.geo = layout.board_geo(grid.width, grid.height)
        self.slot_rects = layout.lineup_rects(runner.state.rules.rounds, runner.state.rules.night_from)
        self.card_rects = layout.card_rects(runner.state.rules.goal_stacks)
        self.track_rects = layout.track_rects(runner.state.num_players)
        self.prompt_rect = self.PROMPT_AREA = layout.prompt_rect(runner.state.num_players)
        chars = [c.id for c in self.content.characters]
        self.char_rects = dict(zip(chars, layout.character_rects(len(chars)), strict=True))

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

    def prompt(self) -> dict:
        return self.cached(("prompt", self._version), lambda: presenters.prompt(self.context()))

    def log_lines(self) -> list[str]:
        return [line.replace("→", "to") for line in self.log]

    # =========================================================================
    # input
    # =========================================================================
    def make_hotspots(self) -> list[Hotspot]:
        """Topmost first: the top bar's buttons, the character cards in setup, the prompt's and the
        tracks' buttons, the prompt panel, the log, the kept goals, the tracks, the cards, the line-up and
        the tiles."""
        st, ch, ctx = self.state, self.sel, self.context()
        mine = ctx.my_turn
        top = layout.top_buttons()
        spots = [Hotspot("log", top["log"], command=self._log_button, tip=_("Show or hide the festival log."),
                         look=Look(_("Hide log") if self.show_log else _("Log"), "normal", 22)),
                 *self.table_buttons(22, width=145, gap=10)]
        choosing = st.pending().kind == "character"
        if choosing:
            for c, r in self.char_rects.items():
                free = mine and ("char", c) in ch.clicks
                spots.append(Hotspot(f"char:{c}", layout.card_face(r), **self._click(
                    ("char", c), _("That character is taken: pick another card.")),
                    tip=presenters.char_tip(ctx, c), lit="target" if free else None, ring=(12, 4, 16),
                    parts=(("char", c),)))
        if mine and not self.show_log:
            spots += self._buttons(ctx)
        if not self.show_log:               # the panel itself, under its buttons (what the guide points at)
            spots.append(Hotspot("prompt", self.prompt_rect.copy(), focus=False))
        if self.show_log:
            spots.append(Hotspot("logpanel", LOG_RECT, focus=False))
        for i, r in enumerate(layout.kept_rects(len(st.kept), st.rules.goal_stacks)):
            spots.append(Hotspot(f"kept:{i}", r, **self._click(
                ("kept", i), _("Kept goals are used in a turn or after the turns of a round.")),
                tip=presenters.kept_tip(ctx, i, ("kept", i) in ch.clicks), ring=(4, 2, 11), parts=(("kept", i),)))
        if not self.show_log:
            for seat, r in enumerate(self.track_rects):
                lit = mine and ("seat", seat) in ch.lit
                why = presenters.why_not_seat(ctx, seat)
                spots.append(Hotspot(f"seat:{seat}", r.copy(), **self._click(("seat", seat), why),
                                     tip=partial(presenters.seat_tip, ctx, seat),
                                     focus=lit, lit="target" if lit else None, ring=(4, 3, 13),
                                     ring_colour=theme.GOOD if lit else None, parts=(("seat", seat),)))
        spots.append(Hotspot("event", layout.card_face(self.card_rects[0]), focus=False,
                             tip=partial(presenters.event_tip, ctx), ring=(4, 3, 13)))
        for i, r in enumerate(self.card_rects[1:]):
            spots.append(Hotspot(f"goal:{i}", layout.card_face(r), focus=False,
                                 tip=partial(presenters.goal_tip, ctx, i),
                                 ring=(4, 3, 13)))
        for i, r in enumerate(self.slot_rects, start=1):
            spots.append(Hotspot(f"slot:{i}", r.copy(), focus=False, tip=partial(presenters.slot_tip, ctx, i),
                                 ring=(2, 2, 11)))
        if not choosing:
            lit_tiles = self.lit_tiles()
            waiting = None if mine else {"why": self.wait_why()}      # (the same for every tile)
            for tile in range(self.geo.width * self.geo.height):
                spots.append(Hotspot(f"tile:{tile}", self.geo.tile_rect(tile), data=tile,
                                     **(waiting or self._tile_click(tile)),
                                     tip=partial(presenters.tile_tip, ctx, tile), focus=tile in lit_tiles,
                                     lit=lit_tiles[tile][0] if tile in lit_tiles else None, parts=(("tile", tile),)))
        return spots

    def _buttons(self, ctx) -> list[Hotspot]:
        """The prompt's buttons (in rows at the foot of the prompt panel), Give 1 / Take 1 on the
        neighbours' tracks and Pay 1 on the goals that take coins."""
        ch = self.sel
        row = ([("next", ch.suggest)] if ch.suggest is not None else []) + ch.row
        looks = [Look(*presenters.button_label(ctx, a), 20) for a in row]
        spots = [Hotspot(button_name(a), r, action=a, look=look,
                         tip=partial(presenters.button_tip, ctx, a))
                 for a, look, r in zip(row, looks, self._prompt_buttons(looks), strict=True)]
        for seat, track in enumerate(self.track_rects):
            parts = layout.track_parts(track)
            labels = layout.coin_labels(parts["wide"])
            for kind, label in zip(("give", "take"), labels, strict=True):
                a = ch.clicks.get((kind, seat))
                if a is not None:
                    spots.append(Hotspot(f"{kind}:{seat}", parts[kind], action=a,
                                         look=Look(label, "normal", 20), tip=partial(presenters.button_tip, ctx, a),
                                         parts=((kind, seat),)))
        for i, card in enumerate(self.card_rects[1:]):
            a = ch.clicks.get(("pay", i))
            if a is not None:
                spots.append(Hotspot(f"pay:{i}", layout.pay_button(card), action=a,
                                     look=Look(_("Pay 1"), "primary", 20), tip=partial(presenters.button_tip, ctx, a),
                                     parts=(("pay", i),)))
        return spots

    def _prompt_buttons(self, looks: list[Look]) -> list[pygame.Rect]:
        """Where the prompt's buttons stand: one row of the kit's buttons, or where they need more
        rows (a longer language's labels), lower and closer together, so that the prompt keeps
        room for its words."""
        rects = button_rows(looks, self.prompt_rect)
        if len({r.y for r in rects}) > 1:
            rects = button_rows(looks, self.prompt_rect, height=36, gap=6, inset=12, pad=20, foot=10)
        return rects

    def handle(self, event: pygame.event.Event) -> None:
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

    def _log_button(self) -> None:
        self.sound("click")
        self.toggle_log()

    def _click(self, part: tuple, why: str = "") -> dict:
        """What a click on ``part`` does, as a hotspot's action, command or why (not): the action it
        completes, a pick towards a multi-part action (sharing fun: the giver, then the receiver),
        the last pick taken back, or why not."""
        ch = self.sel
        if not self.my_turn():
            return {"why": self.wait_why()}
        if part in ch.clicks:
            return {"action": ch.clicks[part]}
        if part in ch.lit:
            return {"command": partial(self._pick, ch.chosen + (part,))}
        if ch.chosen[-1:] == (part,):
            return {"command": partial(self._pick, ch.chosen[:-1])}
        return {"why": why}

    def _pick(self, picked: tuple) -> None:
        if len(picked) > len(self.sel.chosen):
            self.message = ""
            self.sound("click")
        self.sel.pick(picked)
        self._touch()

    def _tile_click(self, tile: int) -> dict:
        """What a click on a board tile does: the team decision's tile, a walk there (or why not), or
        the festival-goer standing there when one is picked."""
        st, ch = self.state, self.sel
        if not self.my_turn():
            return {"why": self.wait_why()}
        here = [ch.clicks[("seat", s)] for s in range(st.num_players) if st.pos[s] == tile and ("seat", s) in ch.clicks]
        if ("tile", tile) in ch.clicks:
            return {"action": ch.clicks[("tile", tile)]}
        if self.walking_now():
            return {"command": partial(self._walk_to, tile)}
        if here:
            return {"action": here[0]}
        why = presenters.why_not_tile(self.context(), self.prompt()["title"])
        return {"why": why} if why else {}

    def _walk_to(self, tile: int) -> None:
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
    def before_action(self, seat, action) -> None:
        self._before = motion.snapshot(self)

    def on_events(self, events: list[Event]) -> None:
        motion.animate(self, events, self._before)

    render_layer = drawing.render_layer
    draw_extras = extras.draw_extras
