"""The table kit's drawing widgets (game/ui/widgets.py): rings, pills, tokens, the gauge and the
list card draw where and what they say."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme, widgets


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


def test_outline_solid_and_dashed_and_cached():
    solid = widgets.outline((40, 30), (255, 0, 0), 3, 6)
    assert solid.get_size() == (40, 30)
    assert solid.get_at((20, 1))[:3] == (255, 0, 0) and solid.get_at((20, 15)).a == 0
    dashed = widgets.outline((80, 80), (0, 255, 0), 4, 8, dashed=True)
    top = [dashed.get_at((x, 1)).a for x in range(8, 72)]
    assert 0 in top and 255 in top                      # dashes with gaps along the side
    assert widgets.outline((40, 30), (255, 0, 0), 3, 6) is solid


def test_pill_is_placed_by_its_anchor_and_sized_by_its_label():
    s = pygame.Surface((300, 100))
    r = widgets.pill(s, "Draw 12", (10, 50), (20, 18, 26), anchor="midleft")
    assert r.midleft == (10, 50) and r.height == 24
    assert r.width == theme.font(20, True).size("Draw 12")[0] + 12
    assert s.get_at(r.center)[:3] != (0, 0, 0)


def test_pill_stack_puts_the_sub_line_below_the_lines():
    s = pygame.Surface((300, 120))
    widgets.pill_stack(s, ["The Music", "Nerd"], (150, 4), sub="2 left")
    assert s.get_at((150, 4 + 26 * 2 + 12))[:3] != (0, 0, 0)      # the third pill
    assert s.get_at((150, 4 + 26 * 3 + 12))[:3] == (0, 0, 0)       # nothing below


def test_token_draws_a_ring_and_a_picture_or_text():
    s = pygame.Surface((100, 100))
    widgets.token(s, (50, 50), 40, (200, 0, 0), "A")
    assert s.get_at((50, 11))[:3] == theme.TEXT and s.get_at((20, 50))[:3] == (200, 0, 0)
    pic = pygame.Surface((10, 10))
    pic.fill((0, 0, 255))
    widgets.token(s, (50, 50), 40, (200, 0, 0), pic)
    assert s.get_at((50, 50))[:3] == (0, 0, 255)


def test_meter_fills_its_bar_by_the_fraction():
    half = widgets.meter_image((420, 44), "Clock", "5 s", 0.5, (255, 0, 0))
    assert half.get_size() == (420, 44)
    assert half.get_at((200, 22))[:3] == (255, 0, 0) and half.get_at((300, 22))[:3] == (60, 54, 70)


def test_list_card_grows_with_its_rows():
    img = pygame.Surface((54, 54))
    empty = widgets.list_card("Discards", [], empty="Nothing yet.")
    two = widgets.list_card("Discards", [(img, "Bar", "1 point"), (img, "Babe", "2 points")])
    assert empty.get_height() == 132 and two.get_height() == 194 and two.get_width() == 560


def test_converted_without_a_display_is_the_same_surface():
    surf = pygame.Surface((4, 4))
    assert widgets.converted(surf).get_size() == (4, 4)


def test_badge_fills_its_rect_and_rings_it():
    s = pygame.Surface((120, 40))
    r = pygame.Rect(10, 5, 90, 30)
    widgets.badge(s, r, "12", "pts", (60, 110, 60), (110, 200, 120))
    assert s.get_at((r.centerx, r.y))[:3] == (110, 200, 120) and s.get_at((r.x + 50, r.y + 4))[:3] == (60, 110, 60)


def test_lifted_puts_a_shadow_below_right_of_the_picture():
    img = pygame.Surface((20, 20), pygame.SRCALPHA)
    img.fill((255, 0, 0, 255))
    out = widgets.lifted(img, pad=5, offset=(4, 4))
    assert out.get_size() == (30, 30)
    assert out.get_at((15, 15))[:3] == (255, 0, 0) and out.get_at((27, 27)) == (0, 0, 0, 110)
    assert out.get_at((2, 2)).a == 0


def test_score_report_has_a_column_per_player_and_its_foot_under_the_rows():
    rect = pygame.Rect(100, 50, 800, 500)
    rows = [("Bands", [3, 0], 24, theme.TEXT), ("Total", [12, 9], 28, theme.ACCENT)]
    surf = widgets.score_report((1000, 600), rect, "Round 1 is over", "So far", [("Ada", (255, 0, 0)),
                                ("Bo", (0, 0, 255))], rows, ["Next round: Bo opens."])
    assert surf.get_size() == (1000, 600)
    assert surf.get_at((5, 5)) == pygame.Color(0, 0, 0, 150)             # the table dimmed around the panel
    reds = [(x, y) for x in range(rect.x, rect.right) for y in range(rect.y + 120, rect.y + 160)
            if surf.get_at((x, y))[:3] == (255, 0, 0)]
    blues = [(x, y) for x in range(rect.x, rect.right) for y in range(rect.y + 120, rect.y + 160)
             if surf.get_at((x, y))[:3] == (0, 0, 255)]
    assert reds and blues and max(x for x, _ in reds) < min(x for x, _ in blues)     # Ada's column left of Bo's
    foot_y = rect.y + 168 + 48 * len(rows) + 14
    assert any(surf.get_at((x, foot_y + 10))[:3] == theme.TEXT for x in range(rect.x, rect.right))


def test_gallery_lays_the_pictures_out_in_rows_above_the_text():
    red = pygame.Surface((30, 40))
    red.fill((255, 0, 0))
    surf = widgets.gallery("Pile (20)", [red] * 20, "Click to take the top card.", per_row=18, step=20)
    assert surf.get_at((14 + 17 * 20 + 29, 44 + 1))[:3] == (255, 0, 0)       # the 18th ends the first row
    assert surf.get_at((14 + 1 * 20 + 5, 44 + 48 + 1))[:3] == (255, 0, 0)    # the 20th starts the second
    assert surf.get_height() > 48 + 2 * 48 + 20                                 # the text under both rows


def test_face_down_pile_shows_more_layers_for_a_bigger_pile_and_an_outline_when_empty():
    back = pygame.Surface((20, 30))
    back.fill((0, 0, 255))
    rect = pygame.Rect(50, 50, 20, 30)
    small, big, empty = (pygame.Surface((120, 120)) for _ in range(3))
    widgets.face_down_pile(small, rect, back, 3, 6)
    widgets.face_down_pile(big, rect, back, 60, 6)
    assert small.get_at((50 - 2, 50 + 10))[:3] == (0, 0, 255)          # one layer under the top back
    assert small.get_at((50 - 4, 50 + 10))[:3] == (0, 0, 0)
    assert big.get_at((50 - 8, 50 + 10))[:3] == (0, 0, 255)            # four layers at most
    assert big.get_at((50 - 10, 50 + 10))[:3] == (0, 0, 0)
    widgets.face_down_pile(empty, rect, back, 0, 6)
    assert empty.get_at((60, 50))[:3] == (255, 255, 255) and empty.get_at(rect.center)[:3] == (0, 0, 0)


def test_face_up_pile_shows_the_top_over_the_one_before_or_says_it_is_empty():
    under, top = pygame.Surface((20, 30)), pygame.Surface((20, 30))
    under.fill((255, 0, 0))
    top.fill((0, 255, 0))
    rect = pygame.Rect(50, 50, 20, 30)
    s = pygame.Surface((120, 120))
    widgets.face_up_pile(s, rect, [under, top])
    assert s.get_at(rect.center)[:3] == (0, 255, 0) and s.get_at((48, 81))[:3] == (255, 0, 0)
    empty = pygame.Surface((200, 120))
    widgets.face_up_pile(empty, pygame.Rect(20, 20, 160, 80), [], "empty")
    assert empty.get_at((100, 20))[:3] == (230, 220, 200)
    assert any(empty.get_at((x, 60))[:3] != (0, 0, 0) for x in range(60, 140))      # the word in the middle
