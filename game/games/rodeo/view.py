"""The Rock'n Rodeo table scene: display state, the selection of a decision that takes more than
one click, and the commands of the clicks that pick (everything on the table, each item once, is
listed by :mod:`.on_table`: the kit makes the hotspots of it).

Playing is clicking where it happens: a band on display (then Book in the prompt: booking draws
cards at once, so it asks first), an event card of your hand (then its pick: a rival, a genre or
a band), a stand top or an upgrade in the market, two day slots to swap their bands, a lit
campsite space for a WIXI, a camper or garbage, a fan card to let its group in, and in the
evening a genre of the fans at the tents, then a lit destination (the band, a WIXI, a stand, an
upgrade). The rest are buttons in the prompt. A click on a rival's strip shows their grounds.

Where things lie is in :mod:`.layout`, the words in :mod:`.presenters`, the drawing in
:mod:`.drawing` (the static layer; each frame over it is the kit's), how the pieces look in
:mod:`.art`, the animations in :mod:`.motion`, the tour's extra shots in :mod:`.tour`.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.i18n import _
from game.core.state import Event
from game.ui.table import TableScene
from game.ui.widgets import LogPanel

from . import day_report, drawing, hand, layout, motion, on_table, scorecard
from .layout import PROMPT_RECT
from .season import SeasonScene
from .selection import Selection


class RodeoScene(TableScene):
    FOLDS_HAND = True               # the viewer's hand lies folded while they do not decide (hand_open)
    name = "rodeo"
    PROMPT_AREA = PROMPT_RECT
    TIP_TOP = layout.TOP_H

    def __init__(self, app, runner):
        super().__init__(app, runner)
        self.content = runner.spec.content
        self.sel = Selection()
        self.peek: int | None = None          # a rival whose grounds are on show
        self.legal: list = []
        self._built_for = None
        # the kit's report between rounds (.day_report): a festival day's summary over the table, a
        # season's scoring on its screen (.season) once the season's animations played, the table
        # holding until it is closed; none at a table of bots alone
        self.round_report = day_report.Reports(
            self, self._season_closed, lambda report: SeasonScene(self.app, self, report, self.round_report.close))
        self.clocks.append(self.round_report)
        self.log_panel = LogPanel(layout.log_rect(runner.state.num_players - 1),
                                  empty=_("Everything that happens at the festival is written here."))

    # -- display state ----------------------------------------------------------------------
    def rebuild(self) -> None:
        key = (len(self.runner.match.actions), self.seat_to_act(), self.human_to_act())
        if key != self._built_for:
            self._built_for = key
            self.legal = self.state.legal_actions() if self.my_turn() else []
            self.sel = Selection.of(self.shown_view(), self.legal)
            if self.my_turn():
                self.peek = None
                self._default_selection()
        self._touch()

    def _default_selection(self) -> None:
        view = self.shown_view()
        p = view.pending()
        f = view.fests[p.seat]
        if p.kind == "lineup":
            self.sel.lineup = list(f.bands)
        elif p.kind == "evening":
            self.sel.evening_genre = next((g for g in range(4) if p.standing[g]), None)

    def _season_closed(self) -> None:
        self._touch()
        self._advance()

    def home(self) -> int:
        """The seat whose grounds are shown when nobody looks at a rival's."""
        viewer = self.viewer
        if viewer is not None:
            return viewer
        seat = self.seat_to_act()
        return seat if seat is not None else 0

    def shown_seat(self) -> int:
        return self.peek if self.peek is not None else self.home()

    def rivals(self) -> list[int]:
        home = self.home()
        return [s for s in range(self.state.num_players) if s != home]

    # -- hot-seat privacy -----------------------------------------------------------------------
    def cover_needed(self, seat: int) -> bool:
        """The cover comes only before a decision made with the secret hand (booking, the event step,
        the arrival), and not again for the seat that passed it last while nobody else has acted."""
        return seat != self.private_seat and self.state.decision_shows_hand(seat)

    def hand_open(self) -> bool:
        """The viewer's hand is drawn face up: alone at the table, cards face up, a replay, or the
        viewer passed the cover, no other human has had the mouse since, and the viewer decides
        now (during a bot's turn the next human may already have the mouse). Else it lies folded
        (backs: only the genres show, as they do to everyone)."""
        seat = self.viewer
        if seat is None:
            return False
        if self.read_only or len(self.humans()) <= 1 or not self.state.seat_has_secrets(seat):
            return True
        return seat == self.private_seat and self.secrets_shown()

    def acting_here(self) -> bool:
        """The player decides now, with their own grounds on show."""
        return self.my_turn() and self.shown_seat() == self.seat_to_act()

    # -- commands ---------------------------------------------------------------------------
    # (each a click's command: the selection changes, the last message goes, the table is drawn anew)
    def go_home(self) -> None:
        self.peek = None
        self.selection_changed()

    def peek_at(self, seat: int) -> None:
        self.peek = None if self.peek == seat else seat
        self.selection_changed()

    def pick_booking(self, action) -> None:
        self.sel.booking = None if self.sel.booking == action else action
        self.selection_changed()

    def cancel_booking(self) -> None:
        self.sel.booking = None
        self.selection_changed()

    def pick_event(self, card: int) -> None:
        self.sel.event_card = None if self.sel.event_card == card else card
        self.selection_changed()

    def pick_genre(self, g: int) -> None:
        self.sel.evening_genre = g
        self.selection_changed()

    def swap_day(self, d: int) -> None:
        pick = self.sel.lineup_pick
        if pick is None:
            self.sel.lineup_pick = d
        else:
            order = self.sel.lineup
            order[pick], order[d] = order[d], order[pick]
            self.sel.lineup_pick = None
        self.selection_changed()

    def turn_next(self) -> None:
        self.sel.turn += 1
        self.selection_changed()

    def turn_preview(self) -> tuple | None:
        """("turn", position, quarter turns) shown now while a campsite card is being turned."""
        turns = [a for a in self.legal if a[0] == "turn"]
        return turns[self.sel.turn % len(turns)] if turns and self.acting_here() else None

    # -- animations and sounds ----------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        motion.animate(self, events)
        if self.read_only:
            return
        report = scorecard.report_of(events)
        day = day_report.ended(self.runner, events) if self.anims.speed > 0 else None   # (none at Off)
        if day is not None:
            self.round_report.due(replace(day, then=report), len(self.runner.match.actions))
        elif report is not None:
            self.round_report.due(report, len(self.runner.match.actions))

    def draw_extras(self, surface, spot) -> str | None:
        """Over the layer each frame: the enlarged view of a small hand card under the mouse
        (:func:`.hand.draw_enlarged`), a festival day's summary while it shows (:mod:`.day_report`)."""
        self.overdraw.add(hand.draw_enlarged(self, surface, spot))
        day_report.draw(self, surface)
        return None

    lay_out = on_table.lay_out
    render_layer = drawing.render_layer

