"""Long names are never cut or covered on Höhlengrölen's table (issue 23, point 8): with names as
long as "Morga Mammothbane", at 1920x1080 and 1366x768, two to four producers, each producer's
name is drawn whole on their panel (the "to play" or "thinking…" tag moves to the line below
where both would not fit beside the score), and the name's rect collides with no card on the
table and with no other text of the panel."""

from __future__ import annotations

import pygame
import pytest

from game.games.cave_rave.layout import TOP_H
from game.ui import theme
from game.ui.layer import run_all
from game.ui.scene import LOGICAL_SIZE
from tests.table_helpers import new_runner, show

NAMES = ["Morga Mammothbane", "Grunthilda Stonefist", "Thokkerina Bonecrusher", "Ugglebert Longshanks"]
CARDS = ("hand", "opp", "group", "discard_top", "pile", "bonus")


@pytest.fixture(params=[LOGICAL_SIZE, (1366, 768)], ids=["1920x1080", "1366x768"])
def window(request):
    from game.ui.app import App
    app = App(size=request.param, start=False)
    app.anim_speed_override = 0.0
    yield app
    while app.stack:
        app.stack.pop().exit()


def texts_drawn(scene, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every text of the table's layer, drawn once, with where it lies."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.text

    def spy(surface, s, *args, **kwargs):
        r = real(surface, s, *args, **kwargs)
        drawn.append((s, pygame.Rect(r)))
        return r
    monkeypatch.setattr(theme, "text", spy)
    scene._touch()
    run_all(scene.paint, pygame.Surface(LOGICAL_SIZE))
    monkeypatch.setattr(theme, "text", real)
    return drawn


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_name_is_whole_and_no_card_covers_it(window, monkeypatch, players):
    seats = [(NAMES[0], "human")] + [(name, "easy") for name in NAMES[1:players]]
    scene = show(window, new_runner("cave_rave", seats, seed=7))
    checked = 0
    for _ in range(12):                  # Ada's turns (her tag on show) with bands out, and a bot's
        scene.step_bots_blocking()
        window.step([])
        st = scene.state
        if scene.holding():
            scene.round_report.close()
            continue
        texts = texts_drawn(scene, monkeypatch)
        cards = [one.area for one in scene.pieces() if one.key[0] in CARDS]
        for seat, seat_info in enumerate(scene.seats):
            panel = scene.pieces().area(("seat", seat))
            name = [r for text, r in texts if text == seat_info.name and panel.collidepoint(r.topleft)]
            assert name, f"{seat_info.name!r} is not drawn whole ({players} producers)"
            r = name[0]
            assert panel.contains(r) and r.top >= TOP_H
            assert r.collidelist(cards) == -1, f"a card lies on {seat_info.name!r}"
            others = [t for text, t in texts if text != seat_info.name and panel.contains(t)]
            assert r.collidelist(others) == -1, f"a text of the panel lies on {seat_info.name!r}"
            checked += 1
        if scene.human_to_act() == 0:
            legal = st.legal_actions()
            scene.play(next((a for a in legal if a[0] in ("band", "crossover")), legal[0]))
            window.step([])
    assert checked >= 12 * players // 2
