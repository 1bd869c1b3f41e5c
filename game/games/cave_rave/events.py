"""The event kinds of Höhlengrölen, declared once with their data fields (no pygame).

The log lines are handlers of :data:`LOG` (in :mod:`.text`); the flights and sounds are
handlers of the table's animate table (in :mod:`.motion`).
"""

from __future__ import annotations

from game.core.events import EventKinds

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
)

LOG = EVENTS.handlers("log")
#: the flights, pulses and sounds of each kind (registered in :mod:`.motion`)
ANIMATE = EVENTS.handlers("animate")
