"""The Höhlengrölen table scene: display state, input, the casting report and the tour. What lies
on the table is listed once in :mod:`.on_table` (the kit's pieces: the hotspots, the drawing and
the flights read it), where things lie is in :mod:`.layout`, the card art in :mod:`.cards`, what
the table says in :mod:`.presenters` (from the kit's context, :meth:`TableScene.context`), what is
picked in :mod:`.selection`, flights and sounds in :mod:`.motion`, the drawing in :mod:`.drawing`
(the static layer) and :mod:`.extras` (each frame, the casting report too: the kit's report between
rounds, :meth:`TableScene.report_rounds`)."""

from __future__ import annotations

from collections import Counter

import pygame

from game.core.i18n import pgettext
from game.core.state import Event
from game.ui.hotspots import Hotspot, Look
from game.ui.pieces import Piece
from game.ui.table import TableScene
from game.ui.widgets import LogPanel

from . import drawing, extras, motion, on_table, presenters, tour
from .cards import CardArt
from .layout import BUTTONS, LOG_RECT, TOP_H, H, W, bottom
from .rules import CastingScore
from .selection import Selection, toggled


class CaveRaveScene(TableScene):
    name = "cave_rave"

    @property
    def PROMPT_AREA(self) -> pygame.Rect:      # noqa: N802 - the kit's name (hover texts keep off it)
        """The meld panel: hover texts keep off it."""
        return bottom(self.state.num_players).meld

    def __init__(self, app, runner):
        super().__init__(app, runner)
        self.content = runner.spec.content
        self.art = CardArt(app, self.content)
        self.sel = Selection()
        self.recent: frozenset[int] = frozenset()         # your cards drawn on your latest turn: "new"
        self.sort_mode = "genre"
        # the casting report (a CastingScore): the kit's report between rounds, on show once the
        # cards landed, closed by Continue; at a table of bots alone by itself 5 s after it came up
        self.report_rounds(on_closed=self._report_closed, spectator_s=5.0)
        self.log_panel = LogPanel(LOG_RECT)
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
        self._touch()

    def sorted_hand(self, cards) -> list[int]:
        c = self.content
        first, then = (c.card_points, c.card_genre) if self.sort_mode == "value" else (c.card_genre, c.card_points)
        return sorted(cards, key=lambda n: (first[n], then[n], c.musicians[n].name))

    # =========================================================================
    # what lies on the table (listed once, in .on_table) and the casting report's buttons
    # =========================================================================
    def lay_out(self) -> list[Piece]:
        return on_table.lay_out(self)

    def make_hotspots(self) -> list[Hotspot]:
        """The table's pieces (the kit's hotspots), or while the casting report holds the table (to
        come once the cards landed, or on show) its Continue button alone over the whole table: the
        report is no item on the table, and it takes every click, the Rules and Menu buttons' too.
        The last casting's report shows on the final table below its top bar, whose buttons stay
        in use (See the results, which the kit puts left of them, Rules, Menu; Enter shows the
        results), and until it comes up the final table is as it is after it."""
        end = self.state.is_terminal()
        if not self.holding() or (end and self.round_report.on_show() is None):
            return super().make_hotspots()
        rect, top, bar = BUTTONS["continue"], 0, []
        if end:
            top = TOP_H
            bar = [s for s in super().make_hotspots() if s.look is not None and s.area.top < TOP_H]
        look = Look(pgettext("casting report", "Continue"), "primary", 26 if rect.height >= 56 else 24)
        return [Hotspot("continue", rect, command=self._continue, look=look),
                *bar, Hotspot("summary", pygame.Rect(0, top, W, H - top), focus=False)]

    def handle(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is None
                and self.holding() and self.waits_at_the_end()):
            self.see_results()             # (the last casting's report on the final table: Enter as without it)
            return
        super().handle(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.sel.cards or self.sel.bonuses:
                self.sel = Selection()
                self._reselect()

    def _reselect(self, message: str = "") -> None:
        """The selection changed: the table says ``message`` (or nothing) and is laid out again."""
        self.say(message, bad=False)

    def _continue(self) -> None:
        self.sound("click")
        self.round_report.close()

    def _report_closed(self) -> None:
        """The casting report went (Continue, or its time was up at a table of bots): the table
        without it, and the game goes on."""
        self._touch()
        self._advance()

    def sort_hand(self) -> None:
        """The Sort button: your hand by genre, or by value."""
        self.sound("click")
        self.sort_mode = "value" if self.sort_mode == "genre" else "genre"
        self._touch()

    def toggle_card(self, card: int) -> None:
        """A click on a card of your hand: picked, or put back."""
        self.sel = Selection(toggled(self.sel.cards, card), self.sel.bonuses)
        self.sound("click")
        self._reselect()

    def toggle_bonus(self, kind: str) -> None:
        """A click on one of your bonus cards: picked (in place of the other doubler), or put back."""
        other = presenters.rival(kind, self.sel.bonuses)       # a doubler it replaces (never selected with ``kind``)
        self.sel = Selection(self.sel.cards, toggled(tuple(b for b in self.sel.bonuses if b != other), kind))
        self.sound("click")
        self._reselect(presenters.bonus_replaces(kind, other) if other else "")

    # =========================================================================
    # animations and sounds from events
    # =========================================================================
    def on_events(self, events: list[Event]) -> None:
        """Flights from where the pieces lay before the action (the kit's ``places_before``)."""
        ended = motion.animate(self, events)
        if ended is not None and (self.humans() or not self.state.is_terminal()):    # (bots alone: the results)
            self.round_report.due(CastingScore(**ended), len(self.runner.match.actions))

    # =========================================================================
    # the tour (``openair tour cave_rave``)
    # =========================================================================
    def tour_shots(self, save) -> None:
        """Extra screens: a band being planned (the most cards of one genre), the discard pile on
        hover, a casting summary; two producers, one choosing the second card (in :mod:`.tour`)."""
        seat = self.viewer
        if seat is None:
            return
        keep = (self.sel, self.mouse)
        view = self.shown_view()
        hand, genre = view.hands[seat], self.content.card_genre
        most = Counter(genre[c] for c in hand).most_common(1)
        plan = [c for c in hand if genre[c] == most[0][0]][:5] if most else []
        if len(plan) >= 2:
            self.sel = Selection(tuple(plan), tuple(b for b in ("stylist",) if b in view.bonuses[seat]))
            self._touch()
            self.hover_at(self.targets()["confirm"].center)
            save("11_cave_rave_meld")
            self.sel = keep[0]
            self._touch()
        if view.discard:
            self.hover_at(self.targets()["discard"].center)
            save("12_cave_rave_discard_pile")
        if self.state.casting_scores:
            report = self.round_report
            shown = report.report, report.at, report.up
            report.due(self.state.casting_results()[-1], len(self.runner.match.actions))
            report.tick()                          # (no flights to wait for: it comes up)
            self.hover_at(BUTTONS["continue"].center)
            save("13_cave_rave_casting_summary")
            report.report, report.at, report.up = shown
        self.hover_at(keep[1])
        tour.tour_two_players(self, save)

    # drawing: the static layer in .drawing, the rest of a frame in .extras
    render_layer = drawing.render_layer
    draw_extras = extras.draw_extras
