"""Höhlengrölen (Cave Rave): the rummy-like card game of stone-age producers."""

from game.core.i18n import N_
from game.core.registry import GameSpec

SPEC = GameSpec(
    id="cave_rave",
    title=N_("Höhlengrölen"),
    subtitle=N_("Cave Rave"),
    min_players=2,
    max_players=4,
    secrets=True,
    blurb=N_("Cast stone-age musicians into bands that must beat your last one."),
    package="game.games.cave_rave",
    scene="game.games.cave_rave.view:CaveRaveScene",
    colours=["#e07a3f", "#4fa3d9", "#9ccc65", "#ba68c8"],
    rules_version=2,   # 2: the draw order became free (L53): a recorded draw means one card now
)
