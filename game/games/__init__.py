"""The registry of games: every game Open Air knows, built or coming soon."""

from game.core.registry import GameSpec
from game.games.boaromia import SPEC as BOAROMIA
from game.games.camp import SPEC as CAMP
from game.games.cave_rave import SPEC as CAVE_RAVE
from game.games.rodeo import SPEC as RODEO

GAMES: list[GameSpec] = [
    CAVE_RAVE,
    CAMP,
    BOAROMIA,
    RODEO,
]
