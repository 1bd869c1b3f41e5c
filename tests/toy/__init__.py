"""Noughts and crosses, the toy game: the proof that adding a game to Open Air is what
``game/ui/README.md`` says. Rules: ``events.py``, ``rules.py``, ``model.py``, ``bot.py``; table:
``presenters.py`` and ``view.py``. It is registered only while a test asks for it (the ``toy``
fixture of ``conftest.py``), so the app's launcher and the packaged app never list it."""

from game.core.i18n import N_
from game.core.registry import BotSpec, GameSpec, TableSpec


def table() -> TableSpec:
    from . import presenters, view
    return TableSpec(scene=view.NoughtsScene, guide=presenters.GUIDE, hint_line=presenters.hint_line,
                     prompt=presenters.prompt, tour_rest=(1300, 800))


def bots() -> BotSpec:
    from . import bot
    return BotSpec(evaluate=bot.evaluate, greedy=bot.greedy)


SPEC = GameSpec(id="noughts", title=N_("Noughts and crosses"), subtitle=N_("Three in a row"), min_players=2,
                max_players=2, package="tests.toy", make_table=table, make_bots=bots, colours=["#e07a3f", "#4fa3d9"])
