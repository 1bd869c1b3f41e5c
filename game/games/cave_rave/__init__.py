"""Höhlengrölen (Cave Rave): the rummy-like card game of stone-age producers."""

from game.core.i18n import N_
from game.core.registry import BotSpec, GameSpec, TableSpec, register


def table() -> TableSpec:
    from . import hint_line, presenters, score_track, view
    return TableSpec(
        scene=view.CaveRaveScene,
        guide=presenters.GUIDE,
        hint_line=hint_line.hint_line,
        hint_search=150,        # the Hint is the Hard bot's (Normal spent both bonus cards on a first band)
        prompt=presenters.prompt,
        score_track=score_track.score_track,
        #: on the top bar between the casting and the status (on the felt it would often stand on
        #: a band and show its hover text)
        tour_rest=(450, 32),
        tour_shots=view.CaveRaveScene.tour_shots,
    )


def bots() -> BotSpec:
    from . import bot
    return BotSpec(evaluate=bot.evaluate, greedy=bot.greedy, easy=bot.easy, rollout_action=bot.rollout_action)


SPEC = register(GameSpec(
    id="cave_rave",
    title=N_("Höhlengrölen"),
    subtitle=N_("Cave Rave"),
    min_players=2,
    max_players=4,
    secrets=True,
    blurb=N_("Cast stone-age musicians into bands that must beat your last one."),
    package="game.games.cave_rave",
    make_table=table,
    make_bots=bots,
    colours=["#e07a3f", "#4fa3d9", "#9ccc65", "#ba68c8"],
    rules_version=2,   # 2: the draw order became free (L53): a recorded draw means one card now
))
