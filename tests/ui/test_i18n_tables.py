"""The game tables draw their texts through gettext: with a catalogue that marks every text, a
table in the middle of a game is drawn, with the mouse on each hotspot in turn, and every line
drawn that has words in it must come out marked (or be a player's name). A string that bypasses
gettext shows up unmarked."""

from __future__ import annotations

import pytest

from game.core import registry
from tests.table_helpers import motion, new_runner, show
from tests.test_i18n_shell import Drawn, Marked

GAMES = [g.id for g in registry.playable()]
NAMES = ("Ada", "Bruno", "Rocky")


@pytest.fixture
def marked(monkeypatch):
    from game.core import i18n
    catalogue = Marked()
    monkeypatch.setattr(i18n, "_catalogue", catalogue)
    monkeypatch.setattr(i18n, "use", lambda lang: i18n.language)
    return catalogue


@pytest.mark.parametrize("game_id", GAMES)
def test_every_text_a_table_draws_goes_through_gettext(game_id, marked, app, monkeypatch):
    drawn = Drawn(monkeypatch)
    runner = new_runner(game_id, [(NAMES[0], "human"), (NAMES[1], "normal"), (NAMES[2], "normal")], seed=5)
    scene = show(app, runner)
    for _ in range(12):                      # into the game: a few rounds of bot moves and human turns
        scene.step_bots_blocking()
        app.step([])
        if scene.human_to_act() is None or scene.state.is_terminal():
            break
        usable = [s for s in scene.spots() if s.action is not None and not s.why]
        if not usable:
            break
        scene.press(usable[0])
        app.step([])
    drawn.lines.clear()                      # (keep what was wrapped: the log keeps its wrapped lines)
    app.render()
    for spot in list(scene.spots()):
        app.step([motion(spot.area.center)])
        app.render()
    bad = drawn.unmarked(allowed=NAMES)
    assert not bad, f"{game_id}: drawn without gettext: {bad[:20]}"
