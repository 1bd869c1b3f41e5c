"""The event kinds of Camp Roskilde, declared once with their data fields (no pygame).

The log lines are handlers of :data:`LOG` (in :mod:`.text`); the flights, banners and sounds
are handlers of :data:`ANIMATE` (in :mod:`.motion`).

Nothing is secret: every tile drawn (to the grounds, by Mr Chaos, by a gamble) is turned up for
everyone, and the draw pile is a multiset of the tiles not yet seen.
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
    public=("drawn", "turn_start", "turn_end", "placed", "moved", "discarded", "matched", "grounds_discarded",
            "asks", "extra_turn_won", "activated", "quiet", "skipped", "chaos_draw", "chaos_discard", "gamble",
            "gamble_draw", "gamble_discard", "recycled", "puke", "reshuffled", "time_up", "game_end", "tiebreak",
            "winner"),
)

LOG = EVENTS.handlers("log")
ANIMATE = EVENTS.handlers("animate")
