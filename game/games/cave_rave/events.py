"""The event kinds of Höhlengrölen, declared once with their data fields (no pygame).

The log lines are handlers of :data:`LOG` (in :mod:`.text`); the flights and sounds are
handlers of the table's animate table (in :mod:`.motion`).

Secret: a card off the face-down deck (dealt, or drawn) is its receiver's; the others learn only
that one came (its place in the event holds :data:`HIDDEN`, as a view's hand holds
``rules.UNKNOWN``). A card taken from the open discard pile is public, as is everything else.
"""

from __future__ import annotations

from game.core.events import EventKinds, Secret

#: a card the seat does not know, in an event (``rules.UNKNOWN`` in a view)
HIDDEN = -1

#: a band or crossover laid out: the group itself (it stays on the table as it is)
GROUP = ("owner", "kind", "cards", "genre", "bonuses", "value", "steps", "casting", "beat", "gender")

EVENTS = EventKinds(
    "cave_rave",
    dealt=("card",),
    draw_choice=("source", "second"),
    drew=("card", "source", "second"),     # second: a discard taken after a deck card (L53)
    band=GROUP,
    crossover=GROUP,
    discarded=("card",),
    turn=(),
    casting_end=("casting", "bands", "best_crossover", "crossover_points", "crossover_bonus"),
    casting_start=("casting", "deck", "reshuffled"),
    game_end=("totals",),
    secret={
        "dealt": Secret("card", hidden=HIDDEN),
        "drew": Secret("card", unless={"source": "discard"}, hidden=HIDDEN),
    },
    public=("draw_choice", "band", "crossover", "discarded", "turn", "casting_end", "casting_start", "game_end"),
)

LOG = EVENTS.handlers("log")
#: the flights, pulses and sounds of each kind (registered in :mod:`.motion`)
ANIMATE = EVENTS.handlers("animate")
