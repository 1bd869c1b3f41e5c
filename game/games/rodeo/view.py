"""The Rock'n Rodeo table scene: display state, the selection of a decision that takes more than
one click, and every clickable thing as a hotspot.

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

from functools import partial

from game.core.i18n import _, ngettext
from game.core.state import Event
from game.ui import theme
from game.ui.hotspots import Hotspot, Look
from game.ui.table import TableScene
from game.ui.table_look import button_rows
from game.ui.widgets import LogPanel

from . import drawing, layout, motion, presenters, scorecard
from .layout import PROMPT_RECT
from .season_call import SeasonCall
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
        self.v = None
        self.legal: list = []
        self._built_for = None
        self._before: dict = {}
        self.season = SeasonCall(self, self._season_closed)    # a season's scoring, its screen still to close
        self.clocks.append(self.season)
        self._fans_before: tuple | None = None
        self.log_panel = LogPanel(layout.log_rect(runner.state.num_players - 1),
                                  empty=_("Everything that happens at the festival is written here."))

    # -- display state ----------------------------------------------------------------------
    def rebuild(self) -> None:
        st = self.state
        viewer = self.viewer
        self.season.forget_undone(len(self.runner.match.actions))
        self.v = st.view(viewer if viewer is not None else -1)
        key = (len(self.runner.match.actions), self.seat_to_act(), self.human_to_act())
        if key != self._built_for:
            self._built_for = key
            self.legal = st.legal_actions() if self.my_turn() else []
            self.sel = Selection()
            if self.my_turn():
                self.peek = None
                self._default_selection()
        self._touch()

    def _default_selection(self) -> None:
        p = self.v.pending()
        f = self.v.fests[p.seat]
        if p.kind == "lineup":
            self.sel.lineup = list(f.bands)
        elif p.kind == "evening":
            self.sel.evening_genre = next((g for g in range(4) if p.standing[g]), None)

    # -- the season's scoring (its own screen: .season, called by .season_call) --------------------
    def holding(self) -> bool:
        return self.season.holding()

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

    def prompt(self) -> dict:
        return self.cached(("prompt", self._version), lambda: presenters.prompt(self.context()))

    def acting_here(self) -> bool:
        """The player decides now, with their own grounds on show."""
        return self.my_turn() and self.shown_seat() == self.seat_to_act()

    # -- hotspots ---------------------------------------------------------------------------
    def make_hotspots(self) -> list[Hotspot]:
        spots = self.table_buttons() + self.prompt_buttons()
        if self.peek is not None:
            spots.append(Hotspot("home", layout.HOME_BUTTON, command=self._go_home,
                                 look=Look(_("Your grounds") if self.viewer is not None else _("Back"), "normal", 22),
                                 tip=_("Show the grounds of the player to act again.")))
        spots += self._hand_spots() + self._market_spots() + self._grounds_spots() + self._rival_spots()
        spots.append(Hotspot("festival", layout.TITLE, focus=False,
                             tip="\n".join(presenters.festival_lines(self.v, self.shown_seat()))))
        return spots

    def prompt_buttons(self) -> list[Hotspot]:
        if not self.my_turn():
            return []
        looks: list[tuple[str, Look, dict]] = []
        p, legal, sel, v = self.v.pending(), self.legal, self.sel, self.v

        def add(sid: str, label: str, style: str = "normal", **what) -> None:
            room = PROMPT_RECT.width - 2 * 16 - 30          # a label this long (a longer language) at 20 px
            looks.append((sid, Look(label, style, 22 if theme.font(22, True).size(label)[0] <= room else 20), what))

        kind = p.kind
        if kind == "book" and sel.booking is not None:
            add("confirm", _("Book") if sel.booking[0] == "book" else _("Take it"), "primary", action=sel.booking)
            add("cancel", _("Cancel"), command=self._cancel)
        elif kind == "wild":
            for a in legal:
                add(f"wild:{a[1]}", presenters.genre(v, a[1]), action=a)
        elif kind == "event":
            card = sel.event_card
            if card is not None:
                what = presenters.pick_kind(v, card, p.side)
                for a in legal:
                    if a[0] == "event" and a[1] == card:
                        if what == "target":
                            add(f"pick:{a[2]}", self.seats[a[2]].name, "primary", action=a)
                        elif what == "genre":
                            add(f"pick:{a[2]}", presenters.genre(v, a[2]), "primary", action=a)
                        elif what is None:
                            add("play", _("Play it"), "primary", action=a)
                add("swap", _("Swap it"), action=("swap", card))
            add("pass", _("Pass"), action=("pass",))
        elif kind in ("expand", "wixi") and ("done",) in legal:
            add("done", _("Done"), "primary", action=("done",))
        elif kind == "lineup":
            add("lineup_ok", _("Confirm the line-up"), "primary", action=("lineup", tuple(sel.lineup)))
        elif kind == "turn":
            turns = [a for a in legal if a[0] == "turn"]
            if len(turns) > 1:
                add("turn", _("Turn"), command=self._turn_next)
            add("turn_ok", _("Keep it"), "primary", action=turns[sel.turn % len(turns)])
        elif kind == "arrive":
            for a in legal:
                if a[0] == "penalty":
                    add(f"penalty:{a[1]}", _("No {genre} card").format(genre=presenters.genre(v, a[1])), action=a)
        elif kind == "evening":
            add("rest", _("The rest stay in their tents"), action=("rest",))
        elif kind == "garbage" and ("fence",) in legal:
            add("fence", _("Over the fence"), "primary", action=("fence",))
        elif kind == "home":
            for a in legal:
                add(f"home:{a[1]}", presenters.genre(v, a[1]), action=a)
        rects = button_rows([look for _sid, look, _what in looks], PROMPT_RECT, height=46)
        out = []
        for (sid, look, what), r in zip(looks, rects, strict=True):
            if "action" in what and what["action"] not in legal:
                continue
            out.append(Hotspot(sid, r, look=look, tip_at=(r.centerx, PROMPT_RECT.y - 8), **what))
        return out

    def _hand_spots(self) -> list[Hotspot]:
        seat = self.viewer
        if seat is None:
            return []
        f = self.v.fests[seat]
        p = self.v.pending()
        out = []
        mine = self.my_turn()
        if not self.hand_open():
            return self._folded_spots(f)
        fan_rects, event_rects = layout.hand_rects(len(f.hand), len(f.events))
        for card, r in zip(f.hand, fan_rects, strict=True):
            tip = presenters.fan_tip(self.v, card)
            action = ("play", card) if mine and ("play", card) in self.legal else None
            why = "" if action else (_("Fan cards are played in the morning, when their band's fans arrive.")
                                     if not mine or p.kind != "arrive" else
                                     _("Today's band brings no fans of this genre."))
            out.append(Hotspot(f"fan:{card}", r, action=action, tip=tip, why=why, lit="target" if action else None,
                               ring=(6, 3, 12), tip_at=(r.centerx, r.y - 10)))
        for card, r in zip(f.events, event_rects, strict=True):
            usable = mine and p.kind == "event" and any(a[0] in ("event", "swap") and a[1] == card for a in self.legal)
            out.append(Hotspot(f"event:{card}", r, command=(lambda c=card: self._pick_event(c)) if usable else None,
                               tip=presenters.event_tip(self.v, card), ring=(6, 3, 12), tip_at=(r.centerx, r.y - 10),
                               why="" if usable else _("Event cards are played while booking and in the "
                                                       "afternoon, in your turn."),
                               lit="picked" if self.sel.event_card == card else ("target" if usable else None)))
        return out

    def _folded_spots(self, f) -> list[Hotspot]:
        """The folded hand: what everyone knows of it (the genres of the fan cards, how many event cards)."""
        fan_rects, event_rects = layout.hand_rects(len(f.hand), len(f.events))
        out = [Hotspot(f"fan:{card}", r, tip=presenters.folded_tip(self.v, card), focus=False, ring=(6, 3, 12),
                       tip_at=(r.centerx, r.y - 10))
               for card, r in zip(f.hand, fan_rects, strict=True)]
        out += [Hotspot(f"event:{card}", r, tip=presenters.folded_tip(self.v, None), focus=False, ring=(6, 3, 12),
                        tip_at=(r.centerx, r.y - 10))
                for card, r in zip(f.events, event_rects, strict=True)]
        return out

    def _market_spots(self) -> list[Hotspot]:
        v, out = self.v, []
        p = v.pending()
        mine = self.my_turn()
        seat = p.seat if mine else None
        bands = list(v.display) + ([v.garage_top] if v.garage_top >= 0 else [])
        for i, (band, r) in enumerate(zip(bands, layout.band_rects(len(bands)), strict=True)):
            garage = i == len(v.display)
            sid = "garage" if garage else f"band:{band}"
            tip = presenters.band_tip(v, band, seat)
            if garage:
                left = len(v.garage) + 1
                tip += "\n" + ngettext("The garage pile: {n} band left, this one.",
                                       "The garage pile: {n} bands left, this one on top.", left).format(n=left)
            action = ("garage",) if garage else ("book", band)
            command, why, lit = None, "", None
            if mine and p.kind == "book":
                if action in self.legal:
                    command, lit = (lambda a=action: self._pick_booking(a)), "target"
                    if self.sel.booking == action:
                        lit = "picked"
                else:
                    why = presenters.book_why(v, band)
            elif mine and p.kind == "event" and self.sel.event_card is not None and not garage:
                a = ("event", self.sel.event_card, band)
                if a in self.legal:
                    out.append(Hotspot(sid, r, action=a, tip=tip, lit="target", ring=(6, 3, 12)))
                    continue
            out.append(Hotspot(sid, r, command=command, tip=tip, why=why, lit=lit, ring=(6, 3, 12),
                               focus=command is not None))
        for k, r in enumerate(layout.stand_top_rects()):
            stand = v.stand_tops[k]
            if stand < 0:
                continue
            a = ("stand", k)
            out.append(self._market_buy(f"stand_top:{k}", r, a, presenters.stand_tip(v, stand)))
        for u, r in zip(self.content.upgrades, layout.upgrade_rects(), strict=True):
            tip = presenters.upgrade_tip(v, u.id) + "\n" + _("{n} left in the market.").format(n=v.upgrade_left[u.id])
            out.append(self._market_buy(f"market_up:{u.id}", r, ("upgrade", u.id), tip))
        out.append(Hotspot("order", layout.ORDER_TRACK, focus=False, tip=presenters.order_tip(self.context())))
        for g, r in enumerate(layout.supply_rects()):
            out.append(Hotspot(f"supply:{g}", r, focus=False, tip=_("{n} {genre} fans still sell tickets this season.")
                               .format(n=v.supply[g], genre=presenters.genre(v, g))))
        return out

    def _market_buy(self, sid: str, r, action, tip: str) -> Hotspot:
        if action in self.legal:
            return Hotspot(sid, r, action=action, tip=tip, lit="target", ring=(6, 3, 12))
        return Hotspot(sid, r, tip=tip, focus=False, ring=(6, 3, 12))

    def _grounds_spots(self) -> list[Hotspot]:
        ctx, v, seat = self.context(), self.v, self.shown_seat()
        f = v.fests[seat]
        p = v.pending()
        here = self.acting_here()
        g = self.sel.evening_genre
        out: list[Hotspot] = []
        # the stage: day slots (line-up swaps, the band in the evening)
        for d, r in enumerate(layout.stage_slots()):
            tip = presenters.day_tip(ctx, seat, d, arranging=here)
            if here and p.kind == "lineup" and d < len(self.sel.lineup):
                out.append(Hotspot(f"day:{d}", r, command=lambda d=d: self._swap_day(d), tip=tip,
                                   lit="picked" if self.sel.lineup_pick == d else "target", ring=(6, 3, 12)))
            elif here and p.kind == "evening" and d == v.day and g is not None:
                out.append(self._destination(f"day:{d}", r, seat, g, ("band",), tip))
            else:
                out.append(Hotspot(f"day:{d}", r, tip=tip, focus=False, ring=(6, 3, 12)))
        stands, ups = drawing.side_rects(v, seat)
        for i, r in enumerate(stands):
            if here and p.kind == "evening" and g is not None:
                out.append(self._destination(f"stand:{i}", r, seat, g, ("stand", i), ""))
            else:
                out.append(Hotspot(f"stand:{i}", r, tip=presenters.stand_tip(v, f.stands[i]), focus=False,
                                   ring=(4, 2, 10)))
        for up, r in zip(f.upgrades, ups, strict=True):
            if here and p.kind == "evening" and g is not None:
                out.append(self._destination(f"up:{up}", r, seat, g, ("upgrade", up), ""))
            else:
                out.append(Hotspot(f"up:{up}", r, tip=presenters.upgrade_tip(v, up), focus=False, ring=(4, 2, 10)))
        for track, r in drawing.track_rects(v, seat).items():
            out.append(Hotspot(f"track:{track}", r, tip=presenters.track_tip(v, seat, track), focus=False,
                               ring=(4, 2, 10)))
        for gg, r in enumerate(layout.fan_chips()):
            if here and p.kind == "evening" and p.standing[gg]:
                out.append(Hotspot(f"genre:{gg}", r, command=lambda gg=gg: self._pick_genre(gg),
                                   tip=_("Send a {genre} fan next.").format(genre=presenters.genre(v, gg)),
                                   lit="picked" if g == gg else "target", ring=(6, 3, 12)))
            else:
                out.append(Hotspot(f"genre:{gg}", r, tip=presenters.fans_tip(v, seat, gg), focus=False,
                                   ring=(4, 2, 10)))
        out += self._space_spots(seat, here)
        return out

    def _destination(self, sid: str, r, seat: int, g: int, dest: tuple, tip: str) -> Hotspot:
        text, open_ = presenters.destination_tip(self.v, seat, g, dest)
        action = ("send", g, *dest)
        if open_ and action in self.legal:
            return Hotspot(sid, r, action=action, tip=text, lit="target", ring=(6, 3, 12))
        return Hotspot(sid, r, tip=text, why=text, lit="blocked", ring=(6, 3, 12))

    def _space_spots(self, seat: int, here: bool) -> list[Hotspot]:
        ctx = self.context()
        v = ctx.view
        f = v.fests[seat]
        p = v.pending()
        rects, _size = drawing.camp_rects(v, seat)
        turns = [a for a in self.legal if a[0] == "turn"] if here else []
        turn_pos = turns[0][1] if turns else None
        geo = v.geometry(seat)
        out = []
        for s, r in enumerate(rects):
            tip = partial(presenters.space_tip, ctx, seat, s)
            action = None
            if here:
                if p.kind in ("wixi", "place", "garbage", "sour"):
                    action = (p.kind, s)
                elif p.kind == "evening" and f.wixi[s] and self.sel.evening_genre is not None:
                    action = ("send", self.sel.evening_genre, "wixi")
            if action is not None and action in self.legal:
                lit = "target"
                if p.kind == "place":
                    lit = "happy" if presenters.place_preview(v, seat, s, p.card, p.genre) else "unhappy"
                out.append(Hotspot(f"space:{s}", r, action=action, tip=tip, lit=lit, ring=(4, 3, 8)))
            elif turn_pos is not None and geo.card[s][0] == turn_pos:
                out.append(Hotspot(f"space:{s}", r, command=self._turn_next, tip=_("Click to turn this card."),
                                   lit="turning", ring=(4, 3, 8)))
            else:
                out.append(Hotspot(f"space:{s}", r, tip=tip, focus=False, ring=(4, 2, 8)))
        return out

    def _rival_spots(self) -> list[Hotspot]:
        ctx, out = self.context(), []
        for s, r in layout.rival_rects(self.rivals()).items():
            out.append(Hotspot(f"rival:{s}", r, command=lambda s=s: self._peek(s),
                               tip=presenters.rival_tip(ctx, s), ring=(4, 3, 12), tip_at=None))
        return out

    def hint_spots(self, action) -> list[str]:
        """The hotspots of the clicks an action takes."""
        kind = action[0]
        if kind == "book":
            return [f"band:{action[1]}", "confirm"]
        if kind == "garage":
            return ["garage", "confirm"]
        if kind == "event":
            what = presenters.pick_kind(self.v, action[1], self.v.pending().side)
            pick = {"target": f"pick:{action[2]}", "genre": f"pick:{action[2]}", "band": f"band:{action[2]}"}
            return [f"event:{action[1]}", pick.get(what, "play")]
        if kind == "swap":
            return [f"event:{action[1]}", "swap"]
        if kind == "send":
            dest = {"band": f"day:{self.v.day}", "wixi": None, "stand": f"stand:{action[3] if len(action) > 3 else 0}",
                    "upgrade": f"up:{action[3] if len(action) > 3 else ''}"}[action[2]]
            ids = [f"genre:{action[1]}"]
            if dest is None:
                ids += [spot.id for spot in self.spots() if spot.action == action]
            else:
                ids.append(dest)
            return ids
        if kind == "lineup":
            return ["lineup_ok"]
        if kind == "turn":
            return ["turn", "turn_ok"]
        return super().hint_spots(action)

    # -- commands ---------------------------------------------------------------------------
    def _changed(self, sound: str | None = "click") -> None:
        self.message = ""
        if sound:
            self.sound(sound)
        self._touch()

    def _go_home(self) -> None:
        self.peek = None
        self._changed()

    def _peek(self, seat: int) -> None:
        self.peek = None if self.peek == seat else seat
        self._changed()

    def _pick_booking(self, action) -> None:
        self.sel.booking = None if self.sel.booking == action else action
        self._changed()

    def _cancel(self) -> None:
        self.sel.booking = None
        self._changed()

    def _pick_event(self, card: int) -> None:
        self.sel.event_card = None if self.sel.event_card == card else card
        self._changed()

    def _pick_genre(self, g: int) -> None:
        self.sel.evening_genre = g
        self._changed()

    def _swap_day(self, d: int) -> None:
        pick = self.sel.lineup_pick
        if pick is None:
            self.sel.lineup_pick = d
        else:
            order = self.sel.lineup
            order[pick], order[d] = order[d], order[pick]
            self.sel.lineup_pick = None
        self._changed()

    def _turn_next(self) -> None:
        self.sel.turn += 1
        self._changed()

    def turn_preview(self) -> tuple | None:
        """("turn", position, quarter turns) shown now while a campsite card is being turned."""
        turns = [a for a in self.legal if a[0] == "turn"]
        return turns[self.sel.turn % len(turns)] if turns and self.acting_here() else None

    # -- animations and sounds ----------------------------------------------------------------
    def before_action(self, seat, action) -> None:
        self._before = motion.positions(self)
        self._fans_before = scorecard.fans_by_genre(self.state)

    def on_events(self, events: list[Event]) -> None:
        motion.animate(self, events, self._before)
        report = scorecard.report_of(events, self._fans_before)
        if report is not None and self.humans() and not self.read_only:
            self.season.due(report, len(self.runner.match.actions))

    render_layer = drawing.render_layer

