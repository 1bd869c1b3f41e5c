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


def test_grid_rects_fill_an_area_row_by_row_within_the_largest_size():
    from game.ui.table_look import grid_rects
    area = pygame.Rect(10, 20, 310, 200)
    cards = grid_rects(area, 5, 3, 10)
    assert [r.topleft for r in cards] == [(10, 20), (116, 20), (222, 20), (10, 125), (116, 125)]
    assert {r.size for r in cards} == {(96, 95)}
    assert all(area.contains(r) for r in cards)
    assert {r.size for r in grid_rects(area, 2, 1, 8, max_w=200, max_h=60)} == {(200, 60)}
    assert grid_rects(area, 0, 1, 8) == []


def test_button_rows_wrap_labels_and_end_above_the_panels_foot():
    from game.ui.table_look import button_rows
    pygame.font.init()
    looks = [Look(label, "normal", 20) for label in ("OK", "A longer label", "Go on", "End turn")]
    rects = button_rows(looks, RECT)
    assert rects[0].topleft[0] == RECT.x + 16 and rects[0].width == 104      # a short label: the least width
    assert all(r.height == 44 and RECT.x + 16 <= r.x and r.right <= RECT.right - 16 for r in rects)
    assert rects[-1].bottom == RECT.bottom - 12
    assert len({r.y for r in rects}) > 1 and rects[1].width > 104
    assert button_rows([], RECT) == []


def test_fitting_size_shrinks_a_label_until_it_fits():
    from game.ui.table_look import fitting_size
    pygame.font.init()
    wide = theme.font(16, True).size("Chester White")[0]
    assert fitting_size("Chester White", wide, 16, 10) == 16
    small = fitting_size("Chester White", wide - 20, 16, 10)
    assert small < 16 and theme.font(small, True).size("Chester White")[0] <= wide - 20
    assert fitting_size("Chester White", 5, 16, 10) == 10                      # none fits: the smallest
    assert fitting_size("Chester White", wide // 2 + 10, 16, 10, lines=2) == 16   # on two lines it fits


def test_a_seat_panel_is_lit_while_the_seat_acts_and_shows_its_colour():
    look = Look_([])
    for acting, border, width in ((True, theme.HILITE, 3), (False, theme.GOOD, 3), (False, None, 2)):
        s = pygame.Surface((500, 400))
        look.draw_seat_panel(s, RECT, "#c82828", (30, 26, 38), acting, border)
        edge = tuple(theme.HILITE if acting else border or theme.PANEL_BORDER)[:3]
        assert tuple(s.get_at((RECT.centerx, RECT.y)))[:3] == edge
        assert tuple(s.get_at((RECT.centerx, RECT.y + width)))[:3] == (30, 26, 38)
        assert tuple(s.get_at((RECT.x + 6, RECT.centery)))[:3] == (200, 40, 40)


def test_under_a_message_the_prompt_shows_only_whole_paragraphs_of_its_detail():
    """One rule for every table (it was written again in Camp's and Boaromia's drawing): a detail
    whose first paragraph would be cut shows with an ellipsis, but under a message (a hint, why a
    click was refused) it is left out rather than cut mid-sentence, and the message shows whole."""
    from game.ui.table_look import fitting_lines
    para = "Lay a tile beside one of your own; a stage needs two neighbours of its genre to score."
    width = theme.font(20).size(para)[0] // 3 + 10               # some four lines
    lines = theme.wrap(para, 20, width)
    assert len(lines) >= 3
    cut = fitting_lines(para, 2, width)
    assert len(cut) == 2 and cut[-1].endswith("…")
    assert fitting_lines(para, 2, width, whole=True) == []
    assert fitting_lines(para + "\n" + para, len(lines), width, whole=True) == lines

    drawn: list[str] = []

    class Told(Look_):
        read_only, message, message_bad = False, "Not here: that space is taken.", True
    look = Told([])
    real = theme.text
    theme.text = lambda surface, line, *a, **k: drawn.append(line)
    try:
        look.draw_prompt_text(pygame.Surface((600, 400)), 0, 0, width, 4 * 24 + 40, "Your turn", para, True)
    finally:
        theme.text = real
    assert "Your turn" in drawn and not any(line in drawn for line in lines)
    assert " ".join(d for d in drawn if d != "Your turn") == " ".join(theme.wrap(Told.message, 20, width, bold=True))


def test_buttons_are_drawn_topmost_last_so_an_overlapping_one_shows_whole():
    """Hotspots are listed topmost first; the buttons are drawn the other way round (the pieces'
    drawing order), so the button a click reaches is the one on top."""
    drawn: list[str] = []
    over, under = (Hotspot("over", pygame.Rect(120, 120, 80, 40), look=Look("Over")),
                   Hotspot("under", pygame.Rect(150, 130, 80, 40), look=Look("Under")))
    look = Look_([over, under])
    look.draw_button = lambda surface, rect, button: drawn.append(button.label)
    look.draw_buttons(pygame.Surface((400, 300)))
    assert drawn == ["Under", "Over"]
    assert look.spots().at((170, 140)) is over
