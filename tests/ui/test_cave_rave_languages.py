"""The Höhlengrölen table in English, German and the pseudo-locale (every text about 40 % longer,
``qps``): the top bar's title, casting count and status stand apart; each player's panel keeps
its lines apart and inside it; the piles' labels stay in their halves, apart, above your panel;
the meld panel says its title and text whole inside it."""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from game.games.cave_rave import layout
from game.ui import theme
from tests.table_helpers import new_runner, show

LANGS = ["en", "de", "qps"]


@pytest.fixture(params=LANGS)
def lang(request):
    i18n.use(request.param)
    yield request.param
    i18n.use("en")


@pytest.fixture
def drawn(monkeypatch):
    """What the table draws onto its full-size layer: ``[(text, rect)]``."""
    got: list[tuple[str, pygame.Rect]] = []
    real = theme.text

    def text(surface, s, pos, size=24, colour=theme.TEXT, bold=False, anchor="topleft"):
        rect = real(surface, s, pos, size, colour, bold, anchor)
        if surface.get_size() == (layout.W, layout.H) and s.strip():
            got.append((s, rect))
        return rect
    monkeypatch.setattr(theme, "text", text)
    return got


def overlapping(texts: list[tuple[str, pygame.Rect]]) -> list[tuple[str, str]]:
    """The pairs of ``texts`` whose inked boxes overlap (a line's box less its leading and side bearings)."""
    boxes = [(s, r.inflate(-6, -(r.height // 3))) for s, r in texts]
    return [(a, b) for i, (a, ra) in enumerate(boxes) for b, rb in boxes[i + 1:] if ra.colliderect(rb)]


@pytest.mark.parametrize("seats", [3, 2], ids=["three", "two"])
def test_the_table_keeps_its_texts_apart_and_in_their_places(app, lang, drawn, seats):
    names = [("Rocky", "normal"), ("Ada", "human"), ("Luna", "normal")][:seats]      # Ada after a discard
    scene = show(app, new_runner("cave_rave", names, 11))
    for _ in range(60):                    # Ada's turn, the piles' hints on show
        if scene.human_to_act() is not None:
            break
        scene.step_bots_blocking()
        app.step([])
    assert scene.human_to_act() == 1 and scene.shown_view().discard
    drawn.clear()
    scene._touch()
    app.dirty = True
    app.step([])
    top = [(s, r) for s, r in drawn if r.bottom <= layout.TOP_H + 2]
    assert len(top) >= 3 and not overlapping(top), top
    assert all(r.right <= scene.aids_left() - 8 for _s, r in top)
    pieces = scene.pieces()
    for seat, panel in ((p.data, p.area) for p in pieces.of("seats")):
        inside = [(s, r) for s, r in drawn if panel.contains(r.inflate(-6, -6))]
        assert len(inside) >= 3 and not overlapping(inside), inside        # name, points, a line at least
        if seat == scene.viewer:
            assert any(i18n._("Crossover points this game: {points}").split("{")[0][:8] in s for s, _r in inside)
    left, right = layout.PILE_LABELS_L, layout.PILE_LABELS_R
    labels = [(s, r) for s, r in drawn if layout.PILE_LABEL_Y - 2 <= r.y < pieces.area(("seat", 1)).y
              and r.x < right]
    assert len(labels) >= 3 and not overlapping(labels), labels           # counts and the discard's hint
    assert all(left - 2 <= r.x and r.right <= right + 2 for _s, r in labels), labels
    panel, confirm = pieces.area(("meld",)), pieces.area(("button", "confirm"))     # (higher at two producers)
    meld = [(s, r) for s, r in drawn if panel.colliderect(r) and r.x < confirm.x]
    assert meld and all(panel.contains(r) for _s, r in meld), meld
    assert not any(s.endswith("…") for s, _r in meld), meld               # the prompt says it whole


def test_your_panel_and_bonus_cards_move_down_by_the_piles_lines(lang):
    pygame.font.init()
    info, bonus_y = layout.left_column()
    lines = layout.pile_sub_lines()
    assert info.y == layout.PILE_LABEL_Y + 22 + 22 * lines + 4 and bonus_y - info.bottom == 46
    assert bonus_y + layout.BONUS[1] <= layout.H - 8
    assert lines == (2 if lang == "qps" else 1)
