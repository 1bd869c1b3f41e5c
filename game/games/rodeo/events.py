"""The event kinds of Rock'n Rodeo, declared once with their data fields (no pygame).

The log lines are handlers of :data:`LOG` (in :mod:`.text`); the table's animations will be
handlers of :data:`ANIMATE`.

Secret: the fan card and the event card a seat draws are its own; the others learn the fan
card's genre (its back) and that an event card came (the card's place in the event holds
:data:`HIDDEN`, as a view's cards hold ``rules.UNKNOWN``). Everything else is played or turned up
in the open: a garage band as it is taken, a swapped event card onto the open discard pile.
"""

from __future__ import annotations

from game.core.events import EventKinds, Secret

from .scoring import RECORD

#: a card the seat does not know, in an event (``rules.UNKNOWN`` in a view)
HIDDEN = -1

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
    secret={
        "fan_card": Secret("card", hidden=HIDDEN),
        "event_drawn": Secret("card", hidden=HIDDEN),
    },
    public=("order", "festival_dealt", "season", "booking_round", "expansion", "lineup_phase", "day",
            "revealed", "garage_top", "stand_top", "deck_empty", "band_replaced", "booked", "garage", "wild",
            "fans_taken", "insolvent", "event_played", "event_swapped", "power", "stand_bought",
            "upgrade_bought", "lineup", "turned", "wixi", "group", "no_card", "no_fans", "marker", "overflow",
            "judged", "track", "cash", "sent", "one_genre", "rest", "garbage", "fence", "garbage_removed",
            "hygiene_penalty", "soured", "went_home", "grumble", "cheered", "season_scored", "game_end"),
)

LOG = EVENTS.handlers("log")
#: the flights, pulses and sounds of each kind (the table, part 2)
ANIMATE = EVENTS.handlers("animate")
