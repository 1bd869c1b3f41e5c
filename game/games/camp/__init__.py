"""Camp Roskilde: 3x3 camps, matching edges and chain reactions."""

from game.core.i18n import N_
from game.core.registry import GameSpec

SPEC = GameSpec(
    id="camp",
    title=N_("Camp Roskilde"),
    subtitle=N_("Tiles and chain reactions"),
    min_players=2,
    max_players=6,
    blurb=N_("Build the most diverse 3x3 camp while your neighbours move your tiles."),
    package="game.games.camp",
    scene="game.games.camp.view:CampScene",
    available=True,
    colours=["#e07a3f", "#4fa3d9", "#9ccc65", "#ba68c8", "#f2c94c", "#e57399"],
    rules_version=2,   # 2: the Drunk's refill may go to any fitting space (L225)
)
