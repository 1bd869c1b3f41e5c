"""Rock'n Rodeo: book bands, build stands, and live through three festival days a season."""

from game.core.i18n import N_
from game.core.registry import BotSpec, GameSpec, TableSpec, register


def table() -> TableSpec:
    from . import hint_line, presenters, score_track, tour, view
    return TableSpec(
        scene=view.RodeoScene,
        guide=presenters.GUIDE,
        guide_phases=presenters.guide_phases,
        hint_line=hint_line.hint_line,
        prompt=presenters.prompt,
        score_track=score_track.score_track,
        #: on the top bar's status (no hover text there)
        tour_rest=(700, 32),
        tour_shots=tour.tour_shots,
    )


def rules_words(options) -> dict:
    """The rules page's words that follow the options: the last season's number (2 in a beginner
    or two-season game)."""
    short = options is not None and (options["rules"] == "beginner" or options["length"] == "short")
    return {"last_season": "2" if short else "3"}


def bots() -> BotSpec:
    from . import bot
    return BotSpec(evaluate=bot.evaluate, greedy=bot.greedy, reasonable=bot.reasonable, hard=bot.hard)


SPEC = register(GameSpec(
    id="rodeo",
    title=N_("Rock'n Rodeo"),
    subtitle=N_("Festival manager"),
    min_players=2,
    max_players=4,
    blurb=N_("Book the bands, build the stages, fill the fields."),
    package="game.games.rodeo",
    make_table=table,
    make_bots=bots,
    rules_words=rules_words,
    secrets=True,
    colours=["#6fbf4a", "#f2c94c", "#f08a3c", "#9b6bd1"],
))
