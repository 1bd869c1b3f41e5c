"""The table kit's prompt panel (game/ui/table_look.py): its border says whose decision it is,
and the prompt's text ends above the highest button inside the panel."""

import pygame

from game.ui import theme
from game.ui.hotspots import Hotspot, Hotspots, Look
from game.ui.table_look import TableLook


class Look_(TableLook):
    """Just the look, with a surface cache and a fixed hotspot list."""

    def __init__(self, spots):
        self._cache = {}
        self._spots = Hotspots(spots)

    def cached(self, key, make):
        if key not in self._cache:
            self._cache[key] = make()
        return self._cache[key]

    def spots(self):
        return self._spots


RECT = pygame.Rect(100, 100, 300, 200)


def test_the_prompt_panel_is_lit_while_the_decision_is_mine():
    look = Look_([])
    for mine, border in ((True, theme.ACCENT), (False, theme.PANEL_BORDER)):
        s = pygame.Surface((500, 400))
        look.draw_prompt_panel(s, RECT, mine)
        assert tuple(s.get_at((RECT.centerx, RECT.y)))[:3] == tuple(border)[:3]
        assert tuple(s.get_at((RECT.centerx, RECT.y + 2)))[:3] == (tuple(border)[:3] if mine else (32, 28, 40))


def test_the_prompt_text_ends_above_the_highest_button_inside_the_panel():
    spots = [Hotspot("ok", pygame.Rect(120, 240, 80, 40), look=Look("OK", "primary", 20)),
             Hotspot("no", pygame.Rect(220, 250, 80, 40), look=Look("No", "normal", 20)),
             Hotspot("far", pygame.Rect(120, 20, 80, 40), look=Look("Menu", "normal", 20)),
             Hotspot("tile", pygame.Rect(120, 120, 40, 40))]
    assert Look_(spots).buttons_top(RECT, 290) == 240
    assert Look_(spots[2:]).buttons_top(RECT, 290) == 290
