"""The end of a game at the table (issue 23): the last move and what it sets off (Camp's chain of
tiles, a casting's end, the last round's scoring) play out on the table, and the table stays,
showing the final position, with a "See the results" button in the top bar instead of the kit's
Recap, Hint and Undo (nothing is left to recap, hint or undo once the game is over). The button, or Enter, brings up the
results screen; nothing else does while a human sits at the table. A click on the button while
the end still moves lands it first, as any click on the table does.

A table of bots alone goes on to the results by itself, :attr:`TableScene.RESULTS_PAUSE` after
the last animation, as it always did: nobody sits there to press the button (a watched game of
bots, a benchmark, an evening of bots). A replay's table (read-only) has no button: its viewer
has its own bar. A mixin of :class:`~game.ui.table.TableScene`.

**A table where nothing is played** (issue 23, point 7): a read-only table (the replay viewer, the
final position behind the results' "Back to the table") and the table of a game that is over.
Its pieces leave out the buttons that cannot be used, for every game and whoever draws them
(Höhlengrölen draws its own): on a read-only table every button of the game's (only the kit's
Rules and Back stay, as its hotspots always were), at a finished game's table those that would
play or say why not (a ``look`` with an action, a why-not, a disabled look, or nothing to run:
Höhlengrölen's Confirm and Discard), while one that only changes what is shown (Sort, Boaromia's
Log) stays and works. A read-only table's top bar begins with the
position shown (:attr:`TableEnd.position`, the viewer's "Move 34 of 120"), before the game's own
status, whose "who decides" then names the seat ("Rocky's turn", never "Your turn").
"""

from __future__ import annotations

import pygame

from game.core.i18n import _

from . import theme
from .furniture import TOP_H
from .hotspots import Hotspot, Look
from .pieces import Piece

#: the button's hotspot (drawn by the kit with Hint and Undo, never by a game's ``draw_buttons``)
END_ID = "see_results"


def dead_button(one: Piece) -> bool:
    """Whether the piece ``one`` is a button (it has a ``look``) that a finished game's table
    cannot use: it plays an action, says why not, looks disabled, or runs nothing."""
    look, spot = one.spot.get("look"), one.spot
    return look is not None and (spot.get("action") is not None or bool(spot.get("why"))
                                 or look.style == "disabled" or spot.get("command") is None)


class TableEnd:
    #: what a read-only table shows, said first in its top bar ("Move 34 of 120"; set by the
    #: replay viewer; "" for none)
    position: str = ""

    def live_pieces(self, pieces: list[Piece]) -> list[Piece]:
        """``pieces`` less the buttons of no use: on a read-only table every button of the game's
        (the kit's Rules and Back are no pieces), at a finished game's table the dead ones
        (:func:`dead_button`)."""
        if self.read_only:
            return [one for one in pieces if one.spot.get("look") is None]
        if self.state.is_terminal():
            return [one for one in pieces if not dead_button(one)]
        return pieces

    def read_only_status(self, status: str) -> str:
        """The top bar's status: on a read-only table, the position shown first ("Move 34 of 120 ·
        Draw cards · Rocky's turn")."""
        if not self.read_only or not self.position:
            return status
        if not status:
            return self.position
        return _("{position} · {status}").format(position=self.position, status=status)

    def results_by_themselves(self) -> bool:
        """Whether the results come up by themselves once the end has played out: at a table of
        bots alone (nobody there to press the button)."""
        return not self.humans()

    def waits_at_the_end(self) -> bool:
        """The game is over and this table shows it, its results not yet asked for."""
        return not self.read_only and not self._results_shown and self.state.is_terminal()

    def end_buttons(self, spots: list[Hotspot]) -> list[Hotspot]:
        """At the end, "See the results" in the top bar, ending left of its leftmost button among
        ``spots`` as Undo would (none before the end, or on a table without top-bar buttons)."""
        if not self.waits_at_the_end():
            return []
        top = [s for s in spots if s.look is not None and s.area.top < TOP_H]
        if not top:
            return []
        first = min(top, key=lambda s: s.area.x)
        size, label = first.look.size, _("See the results")
        w = max(120, theme.font(size, True).size(label)[0] + 40)
        rect = pygame.Rect(first.area.x - 10 - w, first.area.y, w, first.area.height)
        return [Hotspot(END_ID, rect, command=self.see_results, look=Look(label, "primary", size),
                        tip=_("The game is over: who won, and every point explained (Enter)."))]

    def see_results(self) -> None:
        """The results screen over the table (which is never shown again under it, so it lets go
        of what it drew); what still moves lands first."""
        if not self.waits_at_the_end():
            return
        self.sound("click")
        self.anims.finish_all()
        self._results_shown = True
        self.open_results()
        self.let_go()

    def open_results(self) -> None:
        """The results screen over this table (a network table's are its own:
        :mod:`game.ui.online_table`)."""
        self.app.show_results(self.runner)

    def results_closed(self) -> None:
        """The results were left for this table again (a joined player's "Back to the table"):
        the final table shows, with its "See the results"."""
        self._results_shown = False
        self.app.dirty = True

    def end_key(self, event) -> bool:
        """Enter at the final table (the keyboard's focus on no other button) shows the results."""
        if (event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is None
                and self.waits_at_the_end() and not self.holding()):
            self.see_results()
            return True
        return False
