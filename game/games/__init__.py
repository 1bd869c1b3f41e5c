"""The registry of games: every game Open Air knows, built or coming soon."""

from game.core.i18n import N_
from game.core.registry import GameSpec
from game.games.boaromia import SPEC as BOAROMIA
from game.games.camp import SPEC as CAMP
from game.games.cave_rave import SPEC as CAVE_RAVE

GAMES: list[GameSpec] = [
    CAVE_RAVE,
    CAMP,
    BOAROMIA,
    # titles, subtitles and blurbs are English marked for extraction; the shell translates them where shown
    GameSpec(id="rodeo", title=N_("Rock'n Rodeo"), subtitle=N_("Festival manager"),
             min_players=2, max_players=4, available=False,
             blurb=N_("Book the bands, build the stages, fill the fields.")),
]
