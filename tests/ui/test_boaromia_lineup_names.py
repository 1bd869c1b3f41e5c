"""With eight festival-goers a line-up slot may carry four must marks: the act's and the stage's
names still read whole on it (issue 23: "Chester…" was cut to make room for the marks); the marks
take the room left, and the slot's hover text names them all."""

from __future__ import annotations

import random

from game.games.boaromia import lineup_drawing
from game.games.boaromia.text import said
from tests.table_helpers import drawn_texts, new_runner, show


def test_no_act_or_stage_is_cut_on_a_slot_with_eight_festival_goers(app, monkeypatch):
    crowded_slots = 0
    drawn = drawn_texts(monkeypatch)
    for seed in range(1, 7):
        runner = new_runner("boaromia", [(f"P{i}", "normal") for i in range(8)], seed)
        rng = random.Random(seed)
        while runner.state.pending().kind in ("character", "campsite") or None in runner.state.must_miss:
            runner.play(rng.choice(runner.state.legal_actions()))
        scene = show(app, runner)
        view = scene.state
        for slot in scene.pieces().of("lineup"):
            r = slot.data
            drawn.clear()
            lineup_drawing._slot(scene, r, slot.area.size)
            artist, stage = view.show(r)
            names = (said(view.content.artist_by_id[artist]), said(view.content.areas[stage]))
            assert all(name in drawn for name in names), (r, names, drawn)
            see, miss = lineup_drawing._slot_marks(scene, r)
            crowded_slots += len(see) + len(miss) >= 2
    assert crowded_slots >= 10
