"""Camp Roskilde: 3x3 camps, matching edges and chain reactions."""

from game.core.i18n import N_
from game.core.registry import BotSpec, GameSpec, TableSpec, register


def table() -> TableSpec:
    from . import final_camps, hint_line, presenters, score_track, tour, view
    return TableSpec(
        scene=view.CampScene,
        guide=presenters.GUIDE,
        hint_line=hint_line.hint_line,
        prompt=presenters.prompt,
        score_track=score_track.score_track,
        results_picture=final_camps.final_camp,
        #: on the top bar between the status and the legend (over an empty camp space it would
        #: show that space's hover text)
        tour_rest=(640, 32),
        tour_shots=tour.tour_shots,
    )


def bots() -> BotSpec:
    from . import bot
    return BotSpec(evaluate=bot.evaluate, greedy=bot.greedy, easy=bot.easy, rollout_action=bot.rollout_action,
                   playout_decisions=bot.PLAYOUT_DECISIONS)


SPEC = register(GameSpec(
    id="camp",
    title=N_("Camp Roskilde"),
    subtitle=N_("Tiles and chain reactions"),
    min_players=2,
    max_players=6,
    blurb=N_("Build the most diverse 3x3 camp while your neighbours move your tiles."),
    package="game.games.camp",
    make_table=table,
    make_bots=bots,
    colours=["#e07a3f", "#4fa3d9", "#9ccc65", "#ba68c8", "#f2c94c", "#e57399"],
    rules_version=2,   # 2: the Drunk's refill may go to any fitting space (L225)
))
