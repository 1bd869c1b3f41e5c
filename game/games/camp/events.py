"""The event kinds of Camp Roskilde, declared once with their data fields (no pygame).

The log lines are handlers of :data:`LOG` (in :mod:`.text`); the flights, banners and sounds
are handlers of :data:`ANIMATE` (in :mod:`.motion`).
"""

from __future__ import annotations

from game.core.events import EventKinds

EVENTS = EventKinds(
    "camp",
    drawn=("tile", "to"),
    turn_start=("extra",),
    turn_end=(),
    placed=("tile", "camp", "space", "rot", "from"),
    moved=("tile", "camp", "space", "to_camp", "to_space", "rot"),
    discarded=("tile", "camp", "space"),
    matched=("tile", "camp", "space", "other"),
    grounds_discarded=("tiles",),
    asks=("ability", "tile"),
    extra_turn_won=("tile", "camp"),
    activated=("tile", "camp", "space", "by"),
    quiet=("tile", "when"),
    skipped=("ability", "tile"),
    chaos_draw=("tile", "camp"),
    chaos_discard=("tile",),
    gamble=(),
    gamble_draw=("tile",),
    gamble_discard=("tile",),
    recycled=("tile", "by"),
    puke=("camp", "space", "victims"),
    reshuffled=("tiles",),
    time_up=("finisher",),
    game_end=("reason", "full", "scores", "diverse", "candidates", "winner"),
    tiebreak=("candidates",),
    winner=("by", "tiebreak"),
)

LOG = EVENTS.handlers("log")
ANIMATE = EVENTS.handlers("animate")
