"""Rock'n Rodeo: the day's band keeps its fans (issue 24). After Friday's evening the fans sent
to Friday's band stay drawn on its card on the stage on Saturday and Sunday, as the stands keep
theirs, so the festival shows where everyone went."""

from __future__ import annotations

import random

from game.core.bots import choose_action
from game.games.rodeo import art, stage
from tests.table_helpers import new_runner, show


def test_fridays_band_keeps_its_fans_on_saturday(app, monkeypatch):
    runner = new_runner("rodeo", [("Ada", "human"), ("Bot", "normal")], 7)
    rng = random.Random(7)
    while not (runner.state.phase == "festival" and runner.state.day == 1):    # (Normal plays Ada's seat too)
        st = runner.state
        runner.play(choose_action(runner.spec, st.view(st.current_player()), "normal", rng))
    drawn = []
    real = art.pips
    monkeypatch.setattr(art, "pips", lambda surface, x, y, n, fill, *a, **k: (drawn.append(list(fill)),
                                                                               real(surface, x, y, n, fill, *a, **k)))
    scene = show(app, runner)
    assert scene.state.fests[0].band_fill == []                  # the rules keep only today's
    friday = [ev.data["genre"] for events in runner.events for ev in events
              if ev.kind == "sent" and ev.seat == 0 and ev.data["to"] == "band"]
    assert friday, "nobody went to Friday's band in this seeded game"
    assert stage.band_days(scene, 0) == {0: tuple(friday)}
    assert friday in drawn, drawn                                # Friday's card: its fans still on it
