"""Höhlengrölen table: your hand fanned at the bottom, the opponents around the
top, deck and discard pile in the middle, a meld panel that explains every
band before you lay it out, and a log at the side.

Everything static is drawn once into a cached layer and rebuilt only when the
state, the selection or the set of cards in flight changes; a frame blits that
layer, then hover outlines, flying cards and tooltips.

This module is the scene: display state, input, the casting report's figures
and the tour. Where things lie is in :mod:`.layout`, the card art in
:mod:`.cards`, what the table says in :mod:`.hints`, the flights and sounds
for events in :mod:`.motion`, and the drawing in :mod:`.panels` (the static
layer) and :mod:`.overlays` (each frame).
"""

from __future__ import annotations

import time

import pygame

from game.core.state import Event
from game.ui.table import TableScene
from game.ui.widgets import LogPanel

from . import hints, layout, motion, overlays, panels, text
from .cards import BONUS_ROLE, CardArt
from .layout import DECK_RECT, DISCARD_RECT, INFO_RECT, LOG_RECT
from .rules import DOUBLERS

SPECTATOR_SUMMARY_S = 4.0      # with no human at the table the casting report closes by itself


class CaveRaveScene(TableScene):
    name = "cave_rave"

    def __init__(self, app, runner):
        self.content = runner.spec.content
        self.art = CardArt(app, self.content)
        self.selected: list[int] = []
        self.bonus_sel: list[str] = []
        self.sort_mode = "genre"
        self.summary: dict | None = None
        self._summary_pending: dict | None = None
        self._summary_timer = 0.0
        self.log_panel = LogPanel(LOG_RECT, special=text.log_special)
        self._before: dict = {}
        self._sel_owner: int | None = None
        self.v = None
        super().__init__(app, runner)

    # =========================================================================
    # display state
    # =========================================================================
    def rebuild(self) -> None:
        viewer = self.viewer
        self.v = self.state.view(viewer if viewer is not None else -1)
        hand = self.v.hands[viewer] if viewer is not None else []
        if viewer != self._sel_owner:          # another producer sits at the bottom now
            self.selected, self.bonus_sel, self._sel_owner = [], [], viewer
            self.message = ""
        self.selected = [c for c in self.selected if c in hand]
        if viewer is None:
            self.bonus_sel = []
        else:
            self.bonus_sel = [b for b in self.bonus_sel if b in self.v.bonuses[viewer]]
        self._layout()
        self._touch()

    def on_undo(self) -> None:
        self.summary = None
        self._summary_pending = None

    def holding(self) -> bool:
        return self.summary is not None or self._summary_pending is not None

    def after_human_action(self, seat, action) -> None:
        if action[0] in ("band", "crossover", "discard"):
            self.selected = []
            self.bonus_sel = []
            self._layout()
            self._touch()

    def sorted_hand(self, cards) -> list[int]:
        c = self.content
        by_value = self.sort_mode == "value"

        def key(n):
            if by_value:
                return c.card_points[n], c.card_genre[n], c.musicians[n].name
            return c.card_genre[n], c.card_points[n], c.musicians[n].name
        return sorted(cards, key=key)

    # -- layout ------------------------------------------------------------------
    def bottom_seat(self) -> int | None:
        return self.viewer

    def top_seats(self) -> list[int]:
        n = self.v.num_players
        b = self.bottom_seat()
        start = 0 if b is None else b + 1
        return [(start + k) % n for k in range(n) if (start + k) % n != b]

    def _layout(self) -> None:
        v, b = self.v, self.bottom_seat()
        self.opp_zone, self.opp_panel, self.opp_cards = layout.opponent_rects(v.hands, self.top_seats())
        self.groups_layout = layout.band_rects(v.table(), self.opp_zone, b)
        self.hand_order: list[int] = self.sorted_hand(v.hands[b]) if b is not None else []
        self.hand_pos, self.hand_hit = layout.hand_fan(self.hand_order, self.selected)
        self.bonus_rects = layout.bonus_rects(self.bonus_sel) if b is not None else {}
        self.genre_chips = layout.genre_chip_rects(len(self.content.genres))
        self.btn_rects, self.summary_rect = layout.button_rects()

    # =========================================================================
    # what may be done now, and what the table says (in .hints)
    # =========================================================================
    def my_turn(self) -> bool:
        seat = self.human_to_act()
        return seat is not None and seat == self.viewer and not self.holding()

    def phase(self) -> str:
        return self.v.phase

    def draw_problem(self, source: str) -> str | None:
        """Why clicking the deck or the discard pile does nothing now, or None when it draws."""
        return hints.draw_problem(self, source)

    def meld_state(self) -> dict:
        """What the meld panel says and allows for the current selection (see :func:`.hints.meld_state`)."""
        return hints.meld_state(self)

    def meld_cache(self) -> dict:
        """:meth:`meld_state`, computed once per display version."""
        key = ("meld", self._version)
        got = self._surf_cache.get(key)
        if got is None:
            for k in [k for k in self._surf_cache if isinstance(k, tuple) and k and k[0] == "meld"]:
                del self._surf_cache[k]
            got = self._surf_cache[key] = self.meld_state()
        return got

    def tooltip(self, name: str | None) -> str:
        """The hover text for the target ``name`` ("" for none)."""
        return hints.tooltip(self, name)

    # =========================================================================
    # input
    # =========================================================================
    def targets(self) -> dict[str, pygame.Rect]:
        t: dict[str, pygame.Rect] = {"deck": DECK_RECT.copy(), "discard": DISCARD_RECT.copy()}
        for c in self.hand_order:
            t[f"card:{c}"] = self.hand_hit[c].copy()
        for kind, r in self.bonus_rects.items():
            t[f"bonus:{kind}"] = r.copy()
        for name in ("confirm", "discard_button", "sort", "rules", "menu"):
            t[name] = self.btn_rects[name].copy()
        if self.summary is not None:
            t["continue"] = self.btn_rects["continue"].copy()
        return t

    def hit(self, pos) -> str | None:
        """The name of what lies under ``pos`` (topmost first)."""
        if self.summary is not None:
            if self.btn_rects["continue"].collidepoint(pos):
                return "continue"
            return "summary"
        for name in ("sort", "rules", "menu"):
            if self.btn_rects[name].collidepoint(pos):
                return name
        if self.viewer is not None:
            for name in ("confirm", "discard_button"):
                if self.btn_rects[name].collidepoint(pos):
                    return name
            c = layout.card_under(pos, self.hand_order, self.hand_pos)
            if c is not None:
                return f"card:{c}"
            for kind, r in self.bonus_rects.items():
                if r.collidepoint(pos):
                    return f"bonus:{kind}"
        if DECK_RECT.collidepoint(pos):
            return "deck"
        if DISCARD_RECT.collidepoint(pos):
            return "discard"
        for i, (_, block, _, _) in enumerate(self.groups_layout):
            if block.collidepoint(pos):
                return f"group:{i}"
        for i, r in enumerate(self.genre_chips):
            if r.collidepoint(pos):
                return f"genre:{i}"
        for seat, r in self.opp_panel.items():
            if r.collidepoint(pos):
                return f"seat:{seat}"
        if INFO_RECT.collidepoint(pos) and self.viewer is not None:
            return f"seat:{self.viewer}"
        if LOG_RECT.collidepoint(pos):
            return "log"
        return None

    def handle(self, event: pygame.event.Event) -> None:
        super().handle(event)
        if event.type == pygame.MOUSEWHEEL:
            if self.hover == "log" or LOG_RECT.collidepoint(self.mouse):
                self.scroll_log(event.y * 2)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            if LOG_RECT.collidepoint(event.pos):
                self.scroll_log(2 if event.button == 4 else -2)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.selected or self.bonus_sel:
                self.selected, self.bonus_sel = [], []
                self.message = ""
                self._layout()
                self._touch()

    def click(self, name: str | None) -> None:
        if name is None:
            return
        if name == "continue":
            self.sound("click")
            self.summary = None
            self._touch()
            self._advance()
            return
        if name == "summary":
            return
        if name == "sort":
            self.sound("click")
            self.sort_mode = "value" if self.sort_mode == "genre" else "genre"
            self._layout()
            self._touch()
            return
        if name in ("deck", "discard"):
            problem = self.draw_problem(name)
            if problem:
                self.say(problem)
                self.sound("error")
                self._touch()
                return
            self.play(("draw", name))
            return
        if name.startswith("card:"):
            c = int(name[5:])
            if c in self.selected:
                self.selected.remove(c)
            else:
                self.selected.append(c)
            self.message = ""
            self.sound("click")
            self._layout()
            self._touch()
            return
        if name.startswith("bonus:"):
            self._toggle_bonus(name[6:])
            return
        if name == "confirm":
            m = self.meld_state()
            if m["action"] is None or not self.my_turn() or self.v.phase != "meld":
                self.say(m["confirm_why"] or "Nothing to confirm.")
                self.sound("error")
                self._touch()
                return
            self.play(m["action"])
            self._touch()
            return
        if name == "discard_button":
            m = self.meld_state()
            if not m["can_discard"]:
                self.say(m["discard_why"])
                self.sound("error")
                self._touch()
                return
            self.play(("discard", self.selected[0]))
            self._touch()
            return

    def _toggle_bonus(self, kind: str) -> None:
        seat = self.viewer
        if seat is None:
            return
        if kind not in self.v.bonuses[seat]:
            self.say(f"Your {BONUS_ROLE[kind]} has already helped a band: each bonus card works once per game.")
            self.sound("error")
        elif kind in self.bonus_sel:
            self.bonus_sel.remove(kind)
            self.message = ""
            self.sound("click")
        else:
            self.message = ""
            if kind in DOUBLERS:
                other = [d for d in DOUBLERS if d != kind and d in self.bonus_sel]
                if other:
                    self.bonus_sel.remove(other[0])
                    self.say(f"A band sings or dances, not both: {BONUS_ROLE[kind]} replaces "
                             f"{BONUS_ROLE[other[0]]}.", bad=False)
            self.bonus_sel.append(kind)
            self.sound("click")
        self._layout()
        self._touch()

    # =========================================================================
    # animations and sounds from events
    # =========================================================================
    def before_action(self, seat, action) -> None:
        self._before = motion.snapshot(self)

    def on_events(self, events: list[Event]) -> None:
        ended = motion.animate(self, events, self._before)
        if ended is not None:
            self._summary_pending = self._summary_data(ended)
        self._show_pending_summary()

    def _summary_data(self, d: dict) -> dict:
        st = self.state
        n = st.num_players
        c = d["casting"]
        so_far = [0] * n
        for sc in st.casting_scores[:c + 1]:
            for s in range(n):
                so_far[s] += sc["bands"][s] + sc["crossover_bonus"][s]
        nxt = st.starter
        two_decks = n == 2 and c % 2 == 0
        return {"casting": c, "castings": st.castings, "bands": d["bands"], "best_co": d["best_crossover"],
                "co_points": d["crossover_points"], "co_bonus": d["crossover_bonus"], "total": so_far,
                "next": nxt, "two_decks": two_decks}

    def _show_pending_summary(self) -> None:
        if self._summary_pending is not None and not self.anims.busy():
            self.summary = self._summary_pending
            self._summary_pending = None
            self._summary_timer = time.monotonic()
            self._touch()

    # =========================================================================
    # the tour (``openair tour cave_rave``)
    # =========================================================================
    def tour_shots(self, save) -> None:
        """Extra screens: a band being planned, the discard pile on hover, a casting summary."""
        seat = self.viewer
        if seat is None:
            return
        keep = (list(self.selected), list(self.bonus_sel), self.mouse, self.summary)
        plan = self._tour_plan(seat)
        if plan is not None:
            self.selected, self.bonus_sel = list(plan[0]), list(plan[1])
            self._layout()
            self._touch()
            self.mouse = self.btn_rects["confirm"].center
            save("11_cave_rave_meld")
        self.selected, self.bonus_sel = keep[0], keep[1]
        self._layout()
        self._touch()
        if self.v.discard:
            self.mouse = DISCARD_RECT.center
            self._touch()
            save("12_cave_rave_discard_pile")
        if self.state.casting_scores:
            self.summary = self._summary_data(self.state.casting_scores[-1])
            self.mouse = self.btn_rects["continue"].center
            self._touch()
            save("13_cave_rave_casting_summary")
        self.summary = keep[3]
        self.mouse = keep[2]
        self._touch()

    def _tour_plan(self, seat: int):
        v = self.v
        hand = v.hands[seat]
        acts = v.meld_actions(seat) if len(hand) >= 4 else []
        bands = [a for a in acts if a[0] == "band"]
        if bands:
            a = max(bands, key=lambda a: (len(a[2]), len(a[1])))
            return list(a[1]), list(a[2])
        if acts:
            return list(acts[0][1]), []
        by_genre: dict[int, list[int]] = {}
        for c in hand:
            by_genre.setdefault(self.content.card_genre[c], []).append(c)
        best = max(by_genre.values(), key=len, default=[])
        if len(best) >= 2:
            return best[:5], [b for b in ("stylist",) if b in v.bonuses[seat]]
        return None

    # =========================================================================
    # the loop
    # =========================================================================
    def update(self, dt: float) -> None:
        version = self.anims.version
        super().update(dt)
        self._show_pending_summary()
        if self.summary is not None and not self.humans():
            if time.monotonic() - self._summary_timer >= SPECTATOR_SUMMARY_S:
                self.summary = None        # watching bots: the report closes by itself
                self._touch()
                self._advance()
        self.refresh_display(version, self.summary is not None)

    def wake_in(self) -> float | None:
        """Seconds until the bots-only casting report closes by itself (the app sleeps meanwhile)."""
        if self.summary is not None and not self.humans():
            return max(0.0, SPECTATOR_SUMMARY_S - (time.monotonic() - self._summary_timer))
        return None

    def step_bots_blocking(self, limit: int = 100000) -> int:
        n = super().step_bots_blocking(limit)
        self._show_pending_summary()
        return n

    # =========================================================================
    # drawing (the static layer in .panels, the rest of a frame in .overlays)
    # =========================================================================
    def render_layer(self, layer: pygame.Surface) -> None:
        panels.render_layer(self, layer)

    def draw_frame(self, surface: pygame.Surface) -> None:
        overlays.draw_frame(self, surface)
