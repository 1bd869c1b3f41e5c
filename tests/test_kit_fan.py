"""The table kit's fanned hand (game/ui/fan.py): the cards left to right in an arc inside the
area, the picked ones raised, click parts that do not overlap, and the turned outline."""

from __future__ import annotations

from itertools import pairwise

import pygame

from game.ui.fan import corners, fan


def test_a_fan_is_centred_arched_and_raises_the_picked_cards():
    area = pygame.Rect(100, 500, 1000, 300)
    cards = fan([7, 8, 9], area, (100, 150), raised={8})
    rects = [cards[c].rect for c in (7, 8, 9)]
    assert [r.x for r in rects] == [404, 550, 696]                             # 146 apart, centred
    assert rects[0].bottom == rects[2].bottom > rects[1].bottom + 40             # the outer ones lower, 8 raised
    assert cards[7].angle > 0 > cards[9].angle and cards[8].angle == 0
    assert [f.hit.width for f in cards.values()] == [100, 100, 100]


def test_a_crowded_fan_fits_its_area_and_its_click_parts_do_not_overlap():
    area = pygame.Rect(0, 0, 600, 300)
    cards = fan(list(range(12)), area, (100, 150))
    assert min(f.rect.x for f in cards.values()) >= 0 and max(f.rect.right for f in cards.values()) <= 600
    hits = [cards[c].hit for c in range(12)]
    assert all(a.right <= b.x for a, b in pairwise(hits))
    assert hits[-1].width == 100                                                # the last card shows whole


def test_corners_turn_about_the_centre():
    r = pygame.Rect(0, 0, 40, 20)
    assert [tuple(p) for p in corners(r, 0)] == [(0, 0), (40, 0), (40, 20), (0, 20)]
    assert [tuple(round(c) for c in p) for p in corners(r, 90)] == [(10, 30), (10, -10), (30, -10), (30, 30)]
