"""What every table offers a player besides the game: the Recap, Hint and Undo buttons in the top
bar (with the S and H keys and Ctrl+Z; the recap is :mod:`.recap`'s), and the take-backs a table
option may switch off. A mixin of
:class:`~game.ui.table.TableScene`.

The buttons stand in the top bar left of the game's own buttons there; a game need not place
them. A spectator's table (a network table watched with the watch code: its runner ``remote``,
its ``seat`` None) has none of them, and H and Ctrl+Z do nothing there: a spectator never plays.

The hint marks the hotspots :meth:`TableAids.hint_spots` names for the Normal bot's action: by
default the hotspots whose click plays exactly that action; a game whose actions take several
clicks (pick cards, then Confirm) names them by overriding it.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.core.selection import TableSelection

from . import hint, theme
from .furniture import TOP_H
from .hint import Hint, draw_mark, suggest
from .hotspots import Hotspot, Look

#: the bool option by which a game's table turns take-backs off (a game that declares none allows them)
TAKE_BACKS = "take_backs"


class TableAids:
    hint: Hint | None = None
    hint_work: hint.HintWork | None = None      # (made when first asked, where the game's hint is searched)

    def spectating(self) -> bool:
        """Whether this screen only watches a network table (a spectator's: no seat is played here)."""
        return self.remote and self.runner.seat is None

    # -- undo -------------------------------------------------------------------------------
    def take_backs(self) -> bool:
        """Whether this table allows take-backs (a game's ``take_backs`` option, on where there is none)."""
        return bool(dict.get(self.runner.match.options, TAKE_BACKS, True))

    def undo_why(self) -> str:
        """Why Undo does nothing now ("" when it takes a move back)."""
        if self.state.is_terminal():
            return _("The game is over.")
        if not self.take_backs():
            return _("Take-backs are off at this table: a step once taken stays, as the rulebook says.")
        if self.can_undo():
            return ""
        seat = self._undo_seat()
        if seat is None or seat not in self.runner.actors:
            return _("Nothing to undo yet: you have not made a move.")
        return _("Nothing to undo: a hidden card was revealed since.")

    # -- the hint -------------------------------------------------------------------------------
    def hint_why(self) -> str:
        """Why the Hint button does nothing now ("" on a human's turn)."""
        if self.hint_work is not None and self.hint_work.thinking():
            return _("The hint is being worked out.")
        return "" if self.my_turn() else _("A hint is for your own turn.")

    def ask_hint(self) -> bool:
        """Mark what the Normal bot would do for the human to act, and say it in the prompt (where
        the game's hint is the Hard bot's search, once the bots' thread has worked it out). A
        spectator's H does nothing."""
        if self.spectating():
            return False
        why = self.hint_why()
        if why:
            self.say(why)
            self.sound("error")
            return False
        seat = self.human_to_act()
        self.sound("click")
        if hint.searched(self.runner.spec) and hint.ON_BOTS_THREAD:
            if self.hint_work is None:
                self.hint_work = hint.HintWork(self)
                self.clocks.append(self.hint_work)
            self.hint_work.start(seat)
            self.say(_("Working out a hint…"), bad=False)
            return True
        self.show_hint(suggest(self.runner, seat))
        return True

    def show_hint(self, found: Hint) -> None:
        """Mark ``found`` and say it in the prompt."""
        self.hint = found
        self.say(found.line, bad=False)
        if isinstance(self.sel, TableSelection):      # a piece already in hand turns the hint's way at once
            self.sel.follow_hint(found.action)
            self._touch()

    def current_hint(self) -> Hint | None:
        """The hint on show: asked at this action count by the seat still to act."""
        h = self.hint
        if h is None or h.at != len(self.runner.match.actions) or h.seat != self.human_to_act():
            return None
        return h

    def hint_spots(self, action) -> list[str]:
        """The hotspots that show ``action``: with a selection over a composer
        (:class:`~game.core.selection.TableSelection`), for each of the action's parts in turn the
        first hotspot that stands for it (``Hotspot.parts``); else those whose click plays it (a
        game whose actions take several clicks otherwise names them all)."""
        parts = self.sel.parts_of(action) if isinstance(self.sel, TableSelection) else ()
        if parts:
            spots = list(self.spots())
            found = (next((spot.id for spot in spots if part in spot.parts), None) for part in parts)
            return [name for name in found if name is not None]
        return [spot.id for spot in self.spots() if spot.action == action]

    def hinted(self) -> list[Hotspot]:
        """The hotspots the hint marks now."""
        h = self.current_hint()
        if h is None:
            return []
        spots = self.spots()
        return [spot for spot in map(spots.get, self.hint_spots(h.action)) if spot is not None]

    def draw_hint(self, s: pygame.Surface) -> None:
        """The hint's marks on the hinted hotspots (what they cover goes to :attr:`overdraw`)."""
        for spot in self.hinted():
            self.overdraw.add(draw_mark(s, spot.area))

    # -- the buttons --------------------------------------------------------------------------
    def aid_buttons(self, spots: list[Hotspot]) -> list[Hotspot]:
        """Undo, Hint and Recap, right to left from the leftmost button of the top bar among ``spots``
        (none on a table without top-bar buttons, nor on a spectator's: none of them is ever for a
        spectator's turn)."""
        top = [s for s in spots if s.look is not None and s.area.top < TOP_H]
        if not top or self.spectating():
            return []
        first = min(top, key=lambda s: s.area.x)
        gap, h, size = 10, first.area.height, first.look.size
        undo_why, hint_why, recap_why = self.undo_why(), self.hint_why(), self.recap_why()
        out, right = [], first.area.x - gap
        for name, label, why, tip, command in (
                ("undo", _("Undo"), undo_why, _("Take back your last move (Ctrl+Z)."), self._undo_pressed),
                ("hint", _("Hint"), hint_why, _("Show what the Hard bot would do now (H).") if hint.searched(
                    self.runner.spec) else _("Show what the Normal bot would do now (H)."), self.ask_hint),
                ("recap", _("Recap"), recap_why, _("Show what the others did since your last turn (S)."),
                 self.show_recap)):
            w = max(96, theme.font(size, True).size(label)[0] + 32)
            rect = pygame.Rect(right - w, first.area.y, w, h)
            out.append(Hotspot(name, rect, command=command, why=why, tip=why or tip,
                               look=Look(label, "disabled" if why else "normal", size)))
            right = rect.x - gap
        return out

    def aids_left(self) -> int | None:
        """Where the top bar's buttons begin (the status must end before it), or None."""
        xs = [s.area.x for s in self.spots() if s.look is not None and s.area.top < TOP_H]
        return min(xs) if xs else None

    def _undo_pressed(self) -> None:
        if self.spectating():          # (Ctrl+Z at a spectator's table: nothing to take back, ever)
            return
        self.sound("click" if self.undo() else "error")
