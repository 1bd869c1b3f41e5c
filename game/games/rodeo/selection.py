"""What the Rock'n Rodeo player has picked on the way to an action (no pygame): the table's
selection, which the kit's :class:`~game.ui.context.TableContext` hands to the presenters."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Selection:
    """What the player picked on the way to an action."""

    booking: tuple | None = None          # ("book", band) / ("garage",) waiting for Book
    event_card: int | None = None         # the event card picked
    evening_genre: int | None = None      # the genre of the fan to send
    lineup: list = field(default_factory=list)    # bands by day as arranged so far
    lineup_pick: int | None = None        # the day slot picked to swap
    turn: int = 0                         # which of the legal turns is shown
