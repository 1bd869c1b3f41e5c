"""With eight festival-goers a compact track's vibe reads whole even while Give / Take stand on the
track (issue 23: German "Bloß nichts verpassen" was cut to "Bloß nichts ver…"): the buttons go up
into the top row where the vibe would not fit beside them."""

from __future__ import annotations

import random

from game.core import i18n
from game.games.boaromia.text import said
from tests.table_helpers import drawn_texts, new_runner, show


def _frits_beside_a_human(app):
    seats = [(f"P{i}", "human" if i == 1 else "normal") for i in range(8)]
    for seed in range(1, 40):
        runner = new_runner("boaromia", seats, seed)
        rng = random.Random(seed)
        while not runner.state.is_terminal() and runner.state.round < 6:
            st = runner.state
            if st.phase == "turn" and st.active == 1:
                frits = [a[1] for a in st.legal_actions() if a[0] in ("give", "take")
                         and st.chars[a[1]] == "frits_fomo"]
                if frits:
                    return show(app, runner), frits[0]
            runner.play(rng.choice(st.legal_actions()))
    raise AssertionError("no table had Frits Fomo beside a human's turn")


def test_a_long_vibe_reads_whole_beside_the_coin_buttons(app, monkeypatch):
    try:
        i18n.use("de")
        scene, frits = _frits_beside_a_human(app)
        drawn = drawn_texts(monkeypatch)
        scene.dismiss_recap()
        scene._touch()
        app.step([])
        app.render()
        vibe = said(scene.state.character(frits), "vibe_name")
        assert vibe == "Bloß nichts verpassen"
        assert any(line.startswith(vibe) for line in drawn), [t for t in drawn if t.startswith("Blo")]
        give, take, track = (scene.targets()[f"{k}:{frits}"] for k in ("give", "take", "seat"))
        assert give.bottom <= track.y + 30 and take.bottom <= track.y + 30      # up in the top row
    finally:
        i18n.use("en")
