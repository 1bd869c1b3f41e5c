"""Every kind of event the Boaromia rules emit (rules.py, effects.py, goals.py), with its data
fields (no pygame). The log lines are registered on :data:`LOG` in :mod:`.text`, the animations
and sounds on :data:`ANIMATE` in :mod:`.motion`.

Positions in the data are ``(x, y)`` board positions, as in the actions.

Nothing is secret (a co-operative game played in the open): the line-up, the goals, the event
cards and every festival-goer's must-see and must-miss lie face up once drawn.
"""

from __future__ import annotations

from game.core.events import EventKinds

EVENTS = EventKinds(
    "boaromia",
    # setup
    lineup_side=("card", "side"),
    goal_drawn=("goal",),
    goal_revealed=("goal", "stack"),
    character=("character",),
    must_see=("card",),
    must_miss=("card",),
    start=("at", "area"),
    # the round
    round=("round", "night"),
    nightfall=("goals_dropped",),
    event=("event",),
    picked=("effect",),
    sent=("to", "area"),
    crowd_moved=("from",),
    crowded=("tiles",),
    blast_moves=("to",),
    round_end=("round",),
    show=("row", "col", "fun"),
    # a turn
    turn=("steps",),
    step=("from", "to", "cost", "bonus"),
    blast_stops=("at",),
    must_drink=("bar",),
    sprint=("energy",),
    drink=("drink", "forced"),
    eat=("food",),
    coins_given=("to", "coins"),
    level=("stat", "from", "to", "cause"),
    faint=("to",),
    turn_end=("area", "walked"),    # walked: a step was taken this turn
    # goals
    goal_paid=("stack", "goal", "coins", "on_card"),
    goal_done=("goal", "stack", "involved"),
    goal_used=("goal", "reward"),
    goal_kept=("goal",),
    goal_receiver=("reward",),
    fun_shared=("to",),
    crowd_removed=("from",),
    extra_steps=("seats", "steps"),
    # the end
    photo_possible=("round",),
    photo_skipped=("round",),
    photo=("round",),
    won=("round",),
    lost=("round", "short"),         # short: who can no longer reach the fun (an early loss)
    public=("lineup_side", "goal_drawn", "goal_revealed", "character", "must_see", "must_miss", "start", "round",
            "nightfall", "event", "picked", "sent", "crowd_moved", "crowded", "blast_moves", "round_end", "show",
            "turn", "step", "blast_stops", "must_drink", "sprint", "drink", "eat", "coins_given", "level", "faint",
            "turn_end", "goal_paid", "goal_done", "goal_used", "goal_kept", "goal_receiver", "fun_shared",
            "crowd_removed", "extra_steps", "photo_possible", "photo_skipped", "photo", "won", "lost"),
)

LOG = EVENTS.handlers("log")
#: the log lines drawn highlighted: a round, its event card, a goal, a faint, the photo and the end
LOG.headline("round", "event", "goal_drawn", "goal_done", "faint", "photo_possible", "photo_skipped", "photo",
             "won", "lost")
ANIMATE = EVENTS.handlers("animate")
