"""The Höhlengrölen table scene: display state, input (hotspots), the casting report and the tour.
Where things lie is in :mod:`.layout`, the card art in :mod:`.cards`, what the table says in
:mod:`.presenters` (from the kit's context, :meth:`TableScene.context`), what is picked in
:mod:`.selection`, the report's clock in :mod:`.report_clock`, flights and sounds in :mod:`.motion`,
the drawing in :mod:`.drawing` (the static layer) and :mod:`.extras` (each frame)."""

from __future__ import annotations

from collections import Counter

import pygame

from game.core.i18n import N_, _
from game.core.state import Event
from game.ui import theme
from game.ui.hotspots import Hotspot, Look
from game.ui.table import TableScene
from game.ui.widgets import LogPanel

from . import drawing, extras, motion, presenters, tour
from .cards import CardArt
from .layout import BUTTONS, DECK_RECT, DISCARD_RECT, LOG_RECT, H, Layout, W, lay_out
from .report_clock import ReportClock
from .rules import CastingScore
from .selection import Selection, toggled


class CaveRaveScene(TableScene):
    name = "cave_rave"

    @property
    def PROMPT_AREA(self) -> pygame.Rect:      # noqa: N802 - the kit's name (hover texts keep off it)
        """The meld panel: hover texts keep off it."""
        return self.layout.low.meld

    def __init__(self, app, runner):
        super().__init__(app, runner)
        self.content = runner.spec.content
        self.art = CardArt(app, self.content)
        self.sel = Selection()
        self.recent: frozenset[int] = frozenset()         # your cards drawn on your latest turn: "new"
        self.sort_mode = "genre"
        self.summary: CastingScore | None = None           # the casting report (on show once the cards landed)
        self.report = ReportClock(self)
        self.clocks.append(self.report)         # (the kit ticks it and wakes the loop for it)
        self.log_panel = LogPanel(LOG_RECT)
        self.layout: Layout | None = None
        self._before: Layout | None = None                # where things lay before the last new layout
        self._sel_owner: int | None = None

    # =========================================================================
    # display state
    # =========================================================================
    def rebuild(self) -> None:
        viewer, view = self.viewer, self.shown_view()
        hand = view.hands[viewer] if viewer is not None else []
        if viewer != self._sel_owner:          # another producer sits at the bottom now
            self.sel, self._sel_owner = Selection(), viewer
            self.message = ""
        self.sel = Selection(tuple(c for c in self.sel.cards if c in hand),     # laid out or discarded: unselected
                         tuple(b for b in self.sel.bonuses if viewer is not None and b in view.bonuses[viewer]))
        self.recent = frozenset(c for c in presenters.fresh_cards(self.runner.events, viewer) if c in hand)
        self._layout()

    def on_undo(self) -> None:
        self.summary = None

    def holding(self) -> bool:
        return self.summary is not None

    def sorted_hand(self, cards) -> list[int]:
        c = self.content
        first, then = (c.card_points, c.card_genre) if self.sort_mode == "value" else (c.card_genre, c.card_points)
        return sorted(cards, key=lambda n: (first[n], then[n], c.musicians[n].name))

    def _layout(self) -> None:
        """Lay the table out anew (the view, the selection or the sorting changed); the layout
        before it is where things lay before an action (the flights start there)."""
        view = self.shown_view()
        hand = self.sorted_hand(view.hands[self.viewer]) if self.viewer is not None else []
        self._before = self.layout
        self.layout = lay_out(view, self.viewer, hand, self.sel.cards, self.sel.bonuses)
        self._touch()

    # =========================================================================
    # input: every clickable thing is a hotspot
    # =========================================================================
    def buttons(self) -> list[Hotspot]:
        """The table's buttons (drawn under the casting report too)."""
        sort = N_("Sort: value") if self.sort_mode == "value" else N_("Sort: genre")
        spots = [self._button("sort", sort, command=self._sort, tip=_("Sort your hand by genre or by value.")),
                 *self.table_buttons()]
        if self.viewer is not None:
            ctx = self.context()
            plan = presenters.meld_plan(ctx)
            spots.append(self._button("confirm", N_("Confirm"), "primary", rect=self.layout.low.confirm,
                                      action=plan.action, why=plan.why, data=plan, parts=(("confirm",),),
                                      tip="" if plan.why else _("Lay out the selected cards.")))
            why = presenters.discard_why(ctx)
            spots.append(self._button("discard_button", N_("Discard"), rect=self.layout.low.discard_button,
                                      action=("discard", *self.sel.cards[:1]), parts=(("discard_button",),),
                                      why=why, tip="" if why else presenters.discard_tip(ctx)))
        return spots

    def make_hotspots(self) -> list[Hotspot]:
        if self.summary is not None:
            return [self._button("continue", N_("Continue"), "primary", command=self._continue),
                    Hotspot("summary", pygame.Rect(0, 0, W, H), focus=False)]
        spots, seat, ctx = self.buttons(), self.viewer, self.context()
        picked = ctx.selection
        if seat is not None:
            for c, (card, _angle, hit) in reversed(self.layout.hand.items()):
                spots.append(Hotspot(f"card:{c}", hit, command=lambda c=c: self._toggle_card(c),
                                     tip=presenters.card_tip(ctx, c), data=c, parts=(("card", c),),
                                     lit="picked" if c in picked.cards else None,
                                     tip_at=(card.centerx, card.top - 14)))
            spots += [Hotspot(f"bonus:{kind}", r, command=lambda k=kind: self._toggle_bonus(k),
                              why="" if kind in ctx.view.bonuses[seat] else presenters.bonus_used(kind),
                              tip=presenters.bonus_tip(ctx, kind), ring=(6, 3, 14), parts=(("bonus", kind),),
                              lit="picked" if kind in picked.bonuses else None, tip_at=(r.centerx, r.top - 14))
                      for kind, r in self.layout.bonus.items()]
        for source, rect in (("deck", DECK_RECT), ("discard", DISCARD_RECT)):
            problem = presenters.draw_problem(ctx, source)
            spots.append(Hotspot(source, rect, action=("draw", source), why=problem, ring=(6, 3, 14),
                                 ring_colour=None if problem else theme.GOOD,
                                 tip=presenters.pile_tip(ctx, source), lit=None if problem else "target"))
        spots += [Hotspot(f"group:{i}", block, tip=presenters.group_tip(ctx, g), focus=False, ring=(8, 2, 8))
                  for i, (g, block, _, _) in enumerate(self.layout.bands)]
        spots += [Hotspot(f"genre:{i}", r, tip=presenters.genre_tip(ctx, i), focus=False)
                  for i, r in enumerate(self.layout.chips)]
        spots += [Hotspot(f"seat:{s}", r, tip=presenters.seat_tip(ctx, s), focus=False)
                  for s, r in self.layout.panels.items()]
        if seat is not None:                # the meld panel itself, under its buttons (what the guide points at)
            spots.append(Hotspot("meld", self.layout.low.meld.copy(), focus=False))
        return spots

    @staticmethod
    def _button(name: str, label: str, style: str = "normal", rect: pygame.Rect | None = None, **what) -> Hotspot:
        """A button of the table at ``rect`` (else its place in :data:`BUTTONS`), greyed out while a
        click does nothing."""
        rect = BUTTONS[name] if rect is None else rect
        look = Look(_(label), "disabled" if what.get("why") else style, 26 if rect.height >= 56 else 24)
        return Hotspot(name, rect, look=look, **what)

    def handle(self, event: pygame.event.Event) -> None:
        super().handle(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.sel.cards or self.sel.bonuses:
                self.sel = Selection()
                self._reselect()

    def _reselect(self, message: str = "") -> None:
        """The selection changed: the table says ``message`` (or nothing), the hand is laid out again."""
        self.say(message, bad=False)
        self._layout()

    def _continue(self) -> None:
        self.sound("click")
        self.summary = None
        self._touch()
        self._advance()

    def _sort(self) -> None:
        self.sound("click")
        self.sort_mode = "value" if self.sort_mode == "genre" else "genre"
        self._layout()

    def _toggle_card(self, card: int) -> None:
        self.sel = Selection(toggled(self.sel.cards, card), self.sel.bonuses)
        self.sound("click")
        self._reselect()

    def _toggle_bonus(self, kind: str) -> None:
        other = presenters.rival(kind, self.sel.bonuses)       # a doubler it replaces (never selected with ``kind``)
        self.sel = Selection(self.sel.cards, toggled(tuple(b for b in self.sel.bonuses if b != other), kind))
        self.sound("click")
        self._reselect(presenters.bonus_replaces(kind, other) if other else "")

    # =========================================================================
    # animations and sounds from events
    # =========================================================================
    def on_events(self, events: list[Event]) -> None:
        """Flights from where things lay before the action (the layout before the one it brought)."""
        ended = motion.animate(self, events, self._before)
        if ended is not None:
            self.report.show(CastingScore(**ended))

    # =========================================================================
    # the tour (``openair tour cave_rave``)
    # =========================================================================
    def tour_shots(self, save) -> None:
        """Extra screens: a band being planned (the most cards of one genre), the discard pile on
        hover, a casting summary; two producers, one choosing the second card (in :mod:`.tour`)."""
        seat = self.viewer
        if seat is None:
            return
        keep = (self.sel, self.mouse, self.summary)
        view = self.shown_view()
        hand, genre = view.hands[seat], self.content.card_genre
        most = Counter(genre[c] for c in hand).most_common(1)
        plan = [c for c in hand if genre[c] == most[0][0]][:5] if most else []
        if len(plan) >= 2:
            self.sel = Selection(tuple(plan), tuple(b for b in ("stylist",) if b in view.bonuses[seat]))
            self._layout()
            self.hover_at(self.layout.low.confirm.center)
            save("11_cave_rave_meld")
            self.sel = keep[0]
            self._layout()
        if view.discard:
            self.hover_at(DISCARD_RECT.center)
            save("12_cave_rave_discard_pile")
        if self.state.casting_scores:
            self.summary = self.state.casting_results()[-1]
            self.hover_at(BUTTONS["continue"].center)
            save("13_cave_rave_casting_summary")
            self.summary = keep[2]
        self.hover_at(keep[1])
        tour.tour_two_players(self, save)

    # drawing: the static layer in .drawing, the rest of a frame in .extras
    render_layer = drawing.render_layer
    draw_extras = extras.draw_extras
