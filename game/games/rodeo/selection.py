"""What the Rock'n Rodeo player has picked on the way to an action (no pygame): the table's
selection, which the kit's :class:`~game.ui.context.TableContext` hands to the presenters, and
the parts of each legal action (:func:`hint_parts`) that the hint marks: the pieces of
:mod:`.on_table` that stand for them carry the same parts (``Hotspot.parts``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial

from game.core.composer import Composer
from game.core.selection import TableSelection

from .presenters import pick_kind


@dataclass
class Selection(TableSelection):
    """What the player picked on the way to an action."""

    booking: tuple | None = None          # ("book", band) / ("garage",) waiting for Book
    event_card: int | None = None         # the event card picked
    evening_genre: int | None = None      # the genre of the fan to send
    lineup: list = field(default_factory=list)    # bands by day as arranged so far
    lineup_pick: int | None = None        # the day slot picked to swap
    turn: int = 0                         # which of the legal turns is shown
    #: the decision's legal actions by their parts (:func:`hint_parts`; None: none to mark)
    composer: Composer | None = field(default=None, repr=False, compare=False)

    @classmethod
    def of(cls, view, legal: list) -> Selection:
        """Nothing picked yet in the decision of ``view`` whose actions are ``legal``."""
        return cls(composer=Composer(legal, partial(hint_parts, view)))


def hint_parts(view, action) -> tuple | None:
    """The parts of the clicks ``action`` takes, in order (None: the one click whose action it is):
    a band ``("band", b)`` or the garage band, and Book ``("confirm",)``; an event card
    ``("event", c)`` and its pick (a rival's or a genre's button ``("pick", x)``, a band, or
    ``("play",)``), or Swap; in the evening the genre ``("genre", g)`` and where it goes (a day
    ``("day", d)``, a stand ``("stand", i)``, an upgrade ``("up", id)``, or each WIXI space that
    sends this genre ``("wixi", space, g)``); the line-up's and a turn's buttons."""
    kind = action[0]
    if kind == "book":
        return ("band", action[1]), ("confirm",)
    if kind == "garage":
        return ("garage",), ("confirm",)
    if kind == "event":
        what = pick_kind(view, action[1], view.pending().side)
        pick = {"target": ("pick", action[2]), "genre": ("pick", action[2]), "band": ("band", action[2])}
        return ("event", action[1]), pick.get(what, ("play",))
    if kind == "swap":
        return ("event", action[1]), ("swap",)
    if kind == "send":
        g, to = action[1], action[2]
        if to == "wixi":
            wixi = view.fests[view.pending().seat].wixi
            return (("genre", g), *(("wixi", s, g) for s, there in enumerate(wixi) if there))
        which = action[3] if len(action) > 3 else None
        dest = {"band": ("day", view.day), "stand": ("stand", 0 if which is None else which),
                "upgrade": ("up", "" if which is None else which)}[to]
        return ("genre", g), dest
    if kind == "lineup":
        return (("lineup_ok",),)
    if kind == "turn":
        return ("turn",), ("turn_ok",)
    return None
