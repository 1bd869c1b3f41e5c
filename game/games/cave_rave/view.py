"""The Höhlengrölen table scene: display state, input (hotspots), the casting report and the tour.
Where things lie is in :mod:`.layout`, the card art in :mod:`.cards`, what the table says in
:mod:`.hints`, flights and sounds in :mod:`.motion`, the drawing in :mod:`.panels` (the static
layer) and :mod:`.overlays` (each frame)."""

from __future__ import annotations

import time
from collections import Counter

import pygame

from game.core.i18n import N_, _
from game.core.state import Event
from game.ui import theme
from game.ui.hotspots import Hotspot, Look
from game.ui.table import TableScene
from game.ui.widgets import LogPanel

from . import hints, motion, overlays, panels, shots
from .cards import CardArt
from .layout import BUTTONS, DECK_RECT, DISCARD_RECT, LOG_RECT, H, Layout, W, lay_out
from .rules import CastingScore

SPECTATOR_SUMMARY_S = 5.0      # with no human at the table the casting report closes by itself (after its flights)


def toggled(picked: list, item) -> list:
    """The selection ``picked`` with ``item`` taken out, or added at the end."""
    return [i for i in picked if i != item] if item in picked else [*picked, item]


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
        self.selected: list[int] = []
        self.bonus_sel: list[str] = []
        self.fresh: tuple[int, ...] = ()                    # your cards drawn on your latest turn: "new"
        self.sort_mode = "genre"
        self.summary: CastingScore | None = None           # the casting report (on show once the cards landed)
        self._summary_timer = 0.0
        self.log_panel = LogPanel(LOG_RECT)
        self._before: Layout | None = None                # where things lay before an action
        self._sel_owner: int | None = None
        self.v = None

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
        self.selected = [c for c in self.selected if c in hand]         # laid out or discarded: unselected
        self.bonus_sel = [b for b in self.bonus_sel if viewer is not None and b in self.v.bonuses[viewer]]
        self.fresh = tuple(c for c in hints.fresh_cards(self.runner.events, viewer) if c in hand)
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
        hand = self.sorted_hand(self.v.hands[self.viewer]) if self.viewer is not None else []
        self.layout = lay_out(self.v, self.viewer, hand, self.selected, self.bonus_sel)
        self._touch()

    # =========================================================================
    # what may be done now, and what the table says (in .hints)
    # =========================================================================
    def seen(self) -> hints.Seen:
        """What the presenters in :mod:`.hints` need besides the view: viewer, seats, selection."""
        return hints.Seen(self.viewer, tuple(self.seats), tuple(self.selected), tuple(self.bonus_sel),
                          self.my_turn(), self.fresh)

    # =========================================================================
    # input: every clickable thing is a hotspot
    # =========================================================================
    def buttons(self) -> list[Hotspot]:
        """The table's buttons (drawn under the casting report too)."""
        sort = N_("Sort: value") if self.sort_mode == "value" else N_("Sort: genre")
        spots = [self._button("sort", sort, command=self._sort, tip=_("Sort your hand by genre or by value.")),
                 *self.table_buttons()]
        if self.viewer is not None:
            m = hints.meld_plan(self.v, self.seen())
            spots.append(self._button("confirm", N_("Confirm"), "primary", rect=self.layout.low.confirm,
                                      action=m.action, why=m.why, data=m,
                                      tip="" if m.why else _("Lay out the selected cards.")))
            why = hints.discard_why(self.v, self.seen())
            spots.append(self._button("discard_button", N_("Discard"), rect=self.layout.low.discard_button,
                                      action=("discard", *self.selected[:1]),
                                      why=why, tip="" if why else hints.discard_tip(self.v)))
        return spots

    def make_hotspots(self) -> list[Hotspot]:
        if self.summary is not None:
            return [self._button("continue", N_("Continue"), "primary", command=self._continue),
                    Hotspot("summary", pygame.Rect(0, 0, W, H), focus=False)]
        spots, seat, seen = self.buttons(), self.viewer, self.seen()
        if seat is not None:
            for c, (card, _angle, hit) in reversed(self.layout.hand.items()):
                spots.append(Hotspot(f"card:{c}", hit, command=lambda c=c: self._toggle_card(c),
                                     tip=hints.card_tip(self.v, c, c in self.selected), data=c,
                                     lit="picked" if c in self.selected else None,
                                     tip_at=(card.centerx, card.top - 14)))
            spots += [Hotspot(f"bonus:{kind}", r, command=lambda k=kind: self._toggle_bonus(k),
                              why="" if kind in self.v.bonuses[seat] else hints.bonus_used(kind),
                              tip=hints.bonus_tip(self.v, seat, kind, self.bonus_sel), ring=(6, 3, 14),
                              lit="picked" if kind in self.bonus_sel else None, tip_at=(r.centerx, r.top - 14))
                      for kind, r in self.layout.bonus.items()]
        for source, rect in (("deck", DECK_RECT), ("discard", DISCARD_RECT)):
            problem = hints.draw_problem(self.v, seen, source)
            spots.append(Hotspot(source, rect, action=("draw", source), why=problem, ring=(6, 3, 14),
                                 ring_colour=None if problem else theme.GOOD,
                                 tip=hints.pile_tip(self.v, source, problem), lit=None if problem else "target"))
        spots += [Hotspot(f"group:{i}", block, tip=hints.group_tip(self.v, self.names(), g), focus=False,
                          ring=(8, 2, 8))
                  for i, (g, block, _, _) in enumerate(self.layout.bands)]
        spots += [Hotspot(f"genre:{i}", r, tip=hints.genre_tip(self.v, i), focus=False)
                  for i, r in enumerate(self.layout.chips)]
        spots += [Hotspot(f"seat:{s}", r, tip=hints.seat_tip(self.v, seen, s), focus=False)
                  for s, r in self.layout.panels.items()]
        if seat is not None:                # the meld panel itself, under its buttons (what the guide points at)
            spots.append(Hotspot("meld", self.layout.low.meld.copy(), focus=False))
        return spots

    def hint_spots(self, action) -> list[str]:
        """A band or crossover: its cards, bonus cards and Confirm; a discard: the card and Discard."""
        if action[0] in ("band", "crossover"):
            bonuses = action[2] if action[0] == "band" else ()
            return [f"card:{c}" for c in action[1]] + [f"bonus:{b}" for b in bonuses] + ["confirm"]
        if action[0] == "discard":
            return [f"card:{action[1]}", "discard_button"]
        return super().hint_spots(action)

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
            if self.selected or self.bonus_sel:
                self.selected, self.bonus_sel = [], []
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

    def _toggle_card(self, c: int) -> None:
        self.selected = toggled(self.selected, c)
        self.sound("click")
        self._reselect()

    def _toggle_bonus(self, kind: str) -> None:
        other = hints.rival(kind, self.bonus_sel)       # a doubler it replaces (never selected with ``kind``)
        self.bonus_sel = toggled([b for b in self.bonus_sel if b != other], kind)
        self.sound("click")
        self._reselect(hints.bonus_replaces(kind, other) if other else "")

    # =========================================================================
    # animations and sounds from events
    # =========================================================================
    def before_action(self, seat, action) -> None:
        self._before = self.layout

    def on_events(self, events: list[Event]) -> None:
        ended = motion.animate(self, events, self._before)
        if ended is not None:
            self.summary, self._summary_timer = CastingScore(**ended), time.monotonic()

    # =========================================================================
    # the tour (``openair tour cave_rave``)
    # =========================================================================
    def tour_shots(self, save) -> None:
        """Extra screens: a band being planned (the most cards of one genre), the discard pile on
        hover, a casting summary; two producers, one choosing the second card (in :mod:`.shots`)."""
        seat = self.viewer
        if seat is None:
            return
        keep = (self.selected, self.bonus_sel, self.mouse, self.summary)
        hand, genre = self.v.hands[seat], self.content.card_genre
        most = Counter(genre[c] for c in hand).most_common(1)
        plan = [c for c in hand if genre[c] == most[0][0]][:5] if most else []
        if len(plan) >= 2:
            self.selected, self.bonus_sel = plan, [b for b in ("stylist",) if b in self.v.bonuses[seat]]
            self._layout()
            self.hover_at(self.layout.low.confirm.center)
            save("11_cave_rave_meld")
            self.selected, self.bonus_sel = keep[0], keep[1]
            self._layout()
        if self.v.discard:
            self.hover_at(DISCARD_RECT.center)
            save("12_cave_rave_discard_pile")
        if self.state.casting_scores:
            self.summary = self.state.casting_results()[-1]
            self.hover_at(BUTTONS["continue"].center)
            save("13_cave_rave_casting_summary")
            self.summary = keep[3]
        self.hover_at(keep[2])
        shots.tour_two_players(self, save)

    # =========================================================================
    # the loop
    # =========================================================================
    def tick(self) -> None:
        if self.wake_in() == 0.0:          # watching bots: the report closes by itself
            self.summary = None
            self._advance()

    def shown(self) -> tuple:
        return (self.summary is not None,)

    def wake_in(self) -> float | None:
        """Seconds until the bots-only casting report closes by itself (the app sleeps meanwhile)."""
        if self.summary is not None and not self.humans():
            return max(0.0, SPECTATOR_SUMMARY_S - (time.monotonic() - self._summary_timer))
        return None

    # drawing: the static layer in .panels, the rest of a frame in .overlays
    render_layer = panels.render_layer
    draw_extras = overlays.draw_extras
