"""The event kinds of Rock'n Rodeo, declared once with their data fields (no pygame).

The log lines are handlers of :data:`LOG` (in :mod:`.text`); the table's animations will be
handlers of :data:`ANIMATE`.
"""

from __future__ import annotations

from game.core.events import EventKinds

from .scoring import RECORD

EVENTS = EventKinds(
    "rodeo",
    # setup and the flow
    order=("order",),
    festival_dealt=("festival",),
    season=("season",),
    booking_round=("round",),
    expansion=(),
    lineup_phase=(),
    day=("day",),
    # cards and piles
    revealed=("band",),
    garage_top=("band",),
    stand_top=("stack", "stand"),
    fan_card=("card", "genre"),
    event_drawn=("card",),
    deck_empty=("genre",),
    band_replaced=("band",),
    # booking
    booked=("band", "fee"),
    garage=("band", "bonus"),
    wild=("genre",),
    fans_taken=("genre", "wanted", "got"),
    insolvent=(),
    event_played=("card", "side", "pick"),
    event_swapped=("card",),
    power=("genre", "delta"),
    # expansion and line-up
    stand_bought=("stand", "cost"),
    upgrade_bought=("upgrade", "cost"),
    lineup=("bands",),
    turned=("position", "turns"),
    wixi=("space",),
    # the festival
    group=("card", "genre", "fans"),
    no_card=("genre", "markers"),
    no_fans=("genre",),
    marker=("space", "genre", "penalty"),
    overflow=("genre", "markers"),
    judged=("card", "spaces", "happy"),
    track=("track", "old", "new", "by"),
    cash=("old", "new", "by"),
    sent=("genre", "to", "which"),
    one_genre=("genre",),
    rest=("fans",),
    garbage=("space", "stacked"),
    fence=(),
    garbage_removed=("space",),
    hygiene_penalty=("at", "penalty"),
    soured=("space",),
    went_home=("genre",),
    grumble=("markers", "mood"),
    cheered=("space",),
    # scoring
    # (counts: per seat, the fans of each genre scored; paid: what each cash really changed by)
    season_scored=RECORD + ("money_vp", "counts", "paid"),
    game_end=("vp", "winners"),
)

LOG = EVENTS.handlers("log")
#: the flights, pulses and sounds of each kind (the table, part 2)
ANIMATE = EVENTS.handlers("animate")
