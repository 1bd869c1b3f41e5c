"""Every kind of event the Boaromia rules emit (rules.py, effects.py, goals.py), with its data
fields (no pygame). The log lines are registered on :data:`LOG` in :mod:`.text`, the animations
and sounds on :data:`ANIMATE` in :mod:`.motion`.

Positions in the data are ``(x, y)`` board positions, as in the actions.
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
)

LOG = EVENTS.handlers("log")
#: the log lines drawn highlighted: a round, its event card, a goal, a faint, the photo and the end
LOG.headline("round", "event", "goal_drawn", "goal_done", "faint", "photo_possible", "photo_skipped", "photo",
             "won", "lost")
ANIMATE = EVENTS.handlers("animate")
