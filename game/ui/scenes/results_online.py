"""The results of a network table's game (:class:`OnlineResultsScene`): the results screen of a
local game (:mod:`.results`), made at the host's screen from the host's whole match and at a
joined player's from the final view the host sent (every game's score table reads only what all
seats know) and the steps this screen saw (the charts; none where it joined or came back after
the start).

What differs from a local game's: nothing of this screen's is cleared on entering (a joined
player's own local autosave stays: the game was the host's); no "Play again" or "Play this deal
again" (the seats are a network table's, not this screen's); at a joined player's screen no
replay and no seed (the record is the host's, and never sent). "Back to the table" goes back to
the final table (the game's own table, the network table still open under it, its "See the
results" there again); at the host's screen "Watch the replay" and "Back to the table" open the
replay viewer as at home. "Back to menu" leaves the table (the host's closes it for everyone).
"""

from __future__ import annotations

from game.core.i18n import _

from .results import ResultsScene


class OnlineResultsScene(ResultsScene):
    """The results over ``table`` (the network table scene they were asked for at, still under
    them); ``runner``: what the results are made of (the host's whole match, or the joined
    player's :class:`~game.net.remote_runner.RemoteRunner`)."""

    PRIMARY = "menu"

    def __init__(self, app, runner, table):
        self.table_scene = table
        super().__init__(app, runner)

    @property
    def joined(self) -> bool:
        """The results of a joined player's screen (not the host's)."""
        return not self.table_scene.hosting

    def buttons(self) -> list[tuple]:
        menu = (_("Back to menu"), self.to_menu, "back", "menu",
                _("Leave the table for the main menu.") if self.joined
                else _("Close the table for everyone and go to the main menu."))
        if self.joined:
            return [menu, (_("Back to the table"), self.back_to_table, "back", "back_to_table",
                           _("Look at the final position again."))]
        return [menu, *(b for b in super().buttons() if b[3] in ("watch", "back_to_table"))]

    def seed_text(self) -> str:
        return "" if self.joined else super().seed_text()

    def enter(self) -> None:
        """Nothing of this screen's is cleared (module text)."""

    def back_to_table(self) -> None:
        if not self.joined:
            super().back_to_table()
            return
        self.table_scene.results_closed()
        self.app.pop()
