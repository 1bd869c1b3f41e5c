"""Camp Roskilde's table in English, German and the pseudo-locale (every text about 40 % longer,
``qps``): the top bar's texts (title, status, the vibes' legend) stand apart and end before its
first button (the German translator's "schwarz" under "Tipp"); a camp's header and score badge
hold their texts apart; the grounds' label and legend stay in their strip; the Turn button holds
its label; a picked tile's prompt says its rule and how to turn it whole (it was cut after the
rule, in English too)."""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from game.games.camp import drawing, layout, presenters
from game.ui import theme
from tests.table_helpers import click, new_runner, show

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


def apart(texts: list[tuple[str, pygame.Rect]]) -> list[tuple[str, str]]:
    """The pairs of ``texts`` whose inked boxes overlap (a line's box less its leading and side bearings)."""
    boxes = [(s, r.inflate(-6, -(r.height // 3))) for s, r in texts]
    return [(a, b) for i, (a, ra) in enumerate(boxes) for b, rb in boxes[i + 1:] if ra.colliderect(rb)]


def test_the_top_bar_and_the_headers_keep_their_texts_apart(app, lang, drawn):
    scene = show(app, new_runner("camp", [("Ada", "human"), ("Rocky", "normal"), ("Luna", "normal")], 7))
    first_button = scene.aids_left()
    top = [(s, r) for s, r in drawn if r.bottom <= layout.TOP_H + 2]
    words = {i18n._(word) for _vibe, word in drawing.EMBLEM_WORDS}
    assert words <= {s for s, _r in top}                                   # the legend is drawn, whole
    assert all(r.right <= first_button - 8 for _s, r in top), [(s, r.right, first_button) for s, r in top]
    assert not apart(top)
    assert presenters.status(scene.context()) in {s for s, _r in top}           # the status whole, on one line
    for box in scene.boxes.values():
        header = [(s, r) for s, r in drawn if box.header.contains(r.inflate(-4, -4))]
        assert len(header) >= 3 and not apart(header), header              # name, score and its unit at least


def test_the_grounds_label_and_legend_stay_in_their_strip(lang):
    pygame.font.init()
    words = [i18n._("when placed"), i18n._("when leaving"), i18n._("locks")]
    label, legend = drawing.grounds_header(i18n._("Festival grounds"), words)
    assert label.x >= 12 and legend.x >= label.right and legend.right <= layout.GROUNDS_RECT.width - 12
    assert theme.font(22, True).size(i18n._("Festival grounds"))[0] <= label.width - 20
    if lang != "qps":
        assert label.x == 110                                              # over the flag's pole


def test_a_picked_tile_says_its_rule_and_how_to_turn_it_whole(app, lang, drawn):
    scene = show(app, new_runner("camp", [("Ada", "human"), ("Ben", "human")], 5))
    tile = scene.sel.tiles()[0]
    click(app, f"grounds:{tile}")
    drawn.clear()
    scene._touch()
    app.dirty = True
    app.step([])
    turn = scene.spots().get("rotate")
    label_w = theme.font(turn.look.size, True).size(turn.look.label)[0]
    assert label_w <= turn.area.width - 16 and turn.look.size >= 20
    prompt = [(s, r) for s, r in drawn if layout.PROMPT_RECT.contains(r)]
    text = " ".join(s for s, _r in prompt)
    assert not any(s.endswith("…") for s, _r in prompt), text
    rule, hint = scene.prompt()["detail"].split("\n")
    for words in (rule, hint):
        assert words.split()[-1].rstrip("-") in text, (words, text)          # the rule and the turning hint
    assert all(r.x >= turn.area.right for s, r in prompt if r.y < turn.area.y)      # the text right of Turn
