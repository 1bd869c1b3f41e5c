"""Boaromia Festival: a co-operative walk across the festival grounds to one group photo."""

from game.core.i18n import N_
from game.core.registry import BotSpec, GameSpec, TableSpec, register


def table() -> TableSpec:
    from . import group_photo, hint_line, presenters, score_track, tour, view
    return TableSpec(
        scene=view.BoaromiaScene,
        guide=presenters.GUIDE,
        prompt=presenters.prompt,
        score_track=score_track.score_track,
        hint_line=hint_line.hint_line,
        results_photo=group_photo.results_photo,           # a won festival's group photo on the results
        #: the walk, a track and the line-up explained, the character cards and the team's choices
        tour_shots=tour.tour_shots,
    )


def bots() -> BotSpec:
    from . import bot
    return BotSpec(evaluate=bot.evaluate, greedy=bot.greedy, easy=bot.human_like, hard=bot.hard)


SPEC = register(GameSpec(
    id="boaromia",
    title=N_("Boaromia Festival"),
    subtitle=N_("Co-operative"),
    min_players=2,
    max_players=8,
    blurb=N_("Get the whole gang to one stage for the group photo."),
    package="game.games.boaromia",
    make_table=table,
    make_bots=bots,
    available=True,
    coop=True,
    bot_help={
        "easy": N_("A bot friend who minds their own festival, and still turns up for the photo."),
        "normal": N_("A bot friend who plans with the whole team: shows, drinks, toilets, the photo."),
        "hard": N_("The team planner, also working out who should go next (a moment slower)."),
    },
    colours=["#e07a3f", "#4fa3d9", "#9ccc65", "#ba68c8", "#f2c94c", "#e57399", "#4db6ac", "#a1887f"],
    rules_version=2,   # 2: the round's steps in the printed order; a full bladder heads for any toilet
))
