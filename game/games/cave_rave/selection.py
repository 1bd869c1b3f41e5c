"""What the producer at the bottom has picked for the meld panel (the table's selection,
``TableScene.sel``, handed to the presenters as the context's ``selection``): hand cards in the
order clicked and bonus cards. The kit's hint marks the hotspots that stand for an action's parts
(:meth:`Selection.parts_of`). No pygame, nothing of ``game.ui``."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.selection import TableSelection


def toggled(picked: tuple, item) -> tuple:
    """The selection ``picked`` with ``item`` taken out, or added at the end."""
    return tuple(i for i in picked if i != item) if item in picked else (*picked, item)


@dataclass(frozen=True)
class Selection(TableSelection):
    cards: tuple[int, ...] = ()        # selected hand cards, in the order clicked
    bonuses: tuple[str, ...] = ()      # selected bonus cards

    def parts_of(self, action) -> tuple:
        """What shows ``action``: a band or crossover its cards, bonus cards and Confirm; a
        discard the card and Discard (a draw: the pile whose click plays it)."""
        if action[0] in ("band", "crossover"):
            bonuses = action[2] if action[0] == "band" else ()
            return (*(("card", c) for c in action[1]), *(("bonus", b) for b in bonuses), ("confirm",))
        if action[0] == "discard":
            return ("card", action[1]), ("discard_button",)
        return ()
