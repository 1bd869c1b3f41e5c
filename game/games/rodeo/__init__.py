"""Rock'n Rodeo: book bands, build stands, and live through three festival days a season."""

from game.core.i18n import N_
from game.core.registry import GameSpec

SPEC = GameSpec(
    id="rodeo",
    title=N_("Rock'n Rodeo"),
    subtitle=N_("Festival manager"),
    min_players=2,
    max_players=4,
    blurb=N_("Book the bands, build the stages, fill the fields."),
    package="game.games.rodeo",
    scene="game.games.rodeo.view:RodeoScene",
    secrets=True,
    colours=["#6fbf4a", "#f2c94c", "#f08a3c", "#9b6bd1"],
)
