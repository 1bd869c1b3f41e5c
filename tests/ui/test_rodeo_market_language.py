"""Rock'n Rodeo's market upgrades in the language in use (issue 25, point 13): an upgrade's name
and how many are left stand apart ("Müllpfand×4" touched: 4 px between them); the name whole, at
20 px or more, then a gap, then "×4", in English and German, at the market's own size (the
1366x768 window shows the same canvas, scaled)."""

from __future__ import annotations

import pygame

from game.games.rodeo import layout, market
from game.ui import theme
from tests.ui.test_rodeo_cards import scene  # noqa: F401  (the table in English and German)


class Board(pygame.Surface):
    """A surface that remembers what was blitted where."""

    def __init__(self, size):
        super().__init__(size)
        self.blits_done: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, *args, **kwargs):
        rect = super().blit(source, dest, *args, **kwargs)
        self.blits_done.append((source, pygame.Rect(dest) if len(dest) == 4 else source.get_rect(topleft=dest)))
        return rect


def test_an_upgrades_name_and_its_count_stand_apart(scene, monkeypatch):  # noqa: F811
    texts: list[tuple[str, int, bool, pygame.Rect]] = []
    counts: list[pygame.Surface] = []
    real_text, real_render = theme.text, theme.render

    def text(surface, s, pos, size=24, colour=theme.TEXT, bold=False, anchor="topleft"):
        rect = real_text(surface, s, pos, size, colour, bold, anchor)
        texts.append((s, size, bold, rect))
        return rect

    def render(s, size, *args, **kwargs):
        img = real_render(s, size, *args, **kwargs)
        if s.startswith("×"):
            counts.append(img)
        return img

    monkeypatch.setattr(theme, "text", text)
    monkeypatch.setattr(theme, "render", render)
    view = scene.shown_view()
    content = view.content
    for u, r in zip(content.upgrades, layout.upgrade_rects(), strict=True):
        texts.clear()
        counts.clear()
        board = Board(r.size)
        market._market_upgrade(scene, board, pygame.Rect(0, 0, *r.size), u, None)
        name = content.upgrade_name(u.id)
        [count] = [rect for src, rect in board.blits_done if any(src is c for c in counts)]
        lines = [(s, size, bold, rect) for s, size, bold, rect in texts if s.strip() and s.strip() in name]
        assert lines and "".join(s.split()[0] for s, *_r in lines) in "".join(name.split()), (name, lines)
        for s, size, bold, rect in lines:
            inked = theme.font(size, bold).size(s)[0]
            assert size >= 20, (name, size)
            assert rect.left + inked + 6 <= count.left, (name, s, size, rect, count)
        assert count.right <= r.width - 4, (count, r)
