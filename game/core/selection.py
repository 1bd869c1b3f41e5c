"""What the kit knows of a table's selection (issue 22: the kit owns selection over the composer;
in ``game.core`` because the games' presenters build their selections on it without ``game.ui``).

A table whose pieces are picked up part by part keeps its selection in :attr:`TableScene.sel` as
a :class:`TableSelection` (Camp Roskilde's :class:`~game.games.camp.selection.Selection`). The kit
then does for it what every such table does: a click on the bare table puts the picked piece
back (:meth:`~game.ui.table.TableScene.drop_selection`); the hover text stands further off
while a piece follows the mouse (``TIP_OFFSET_PICKED``); the hint marks the hotspots that stand
for the parts of its action (``Hotspot.parts``, in the order the composer names them) and turns
a piece in hand the hint's way (:meth:`follow_hint`). No pygame here.
"""

from __future__ import annotations

from typing import Any

from .composer import Composer


class TableSelection:
    #: the legal actions of the decision, by their parts (a table without parts: None)
    composer: Composer | None = None

    def picked(self) -> bool:
        """Something is in hand (it follows the mouse, the hover text stands off it)."""
        return False

    def droppable(self) -> bool:
        """What is in hand goes back with a click on the bare table (a drawn tile that must be
        placed does not)."""
        return self.picked()

    def drop(self) -> None:
        """Put what is in hand back."""

    def follow_hint(self, action: Any) -> None:
        """The hint on show plays ``action``: turn (or set) what is in hand as it plays it."""

    def parts_of(self, action: Any) -> tuple:
        """The parts of the legal ``action`` in the order they are picked (none for a button)."""
        return self.composer.parts.get(action, ()) if self.composer is not None else ()
