"""The kit's animation helpers of game/ui/anim.py for the games' motion modules: a number
floating up, a timeline's banners and callbacks, things flying from place to place."""

from __future__ import annotations

import pygame
import pytest

from game.ui.anim import Animator, Banner, Flights, Float, Move, Timeline


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


class Table:
    """What a timeline needs of a scene: the animator and the sounds."""

    def __init__(self, speed: float = 1.0):
        self.anims = Animator(speed)
        self.sounds: list[str] = []

    def sound(self, name: str) -> None:
        self.sounds.append(name)


class Cards(Flights):
    DURATION = 0.5
    ORIGIN = pygame.Rect(0, 0, 20, 20)
    HIDE = "card"

    def picture(self, key, turn, size):
        surf = pygame.Surface((size, size))
        surf.fill((key * 10, turn * 60, 0))
        return surf


def test_float_rises_and_fades_out():
    anims = Animator(1.0)
    f = anims.add(Float("+6", (100, 100), (255, 255, 255), 1.0))
    surface = pygame.Surface((200, 200), pygame.SRCALPHA)
    anims.update(0.2)
    anims.draw(surface)
    assert surface.get_bounding_rect().centery < 100          # on its way up
    anims.update(1.0)
    assert f.done and not anims.busy()


def test_banner_and_call_wait_for_the_timeline():
    table, calls = Table(), []
    run = Timeline(table)
    run.delay = 0.5
    banner = run.banner("Night falls", "Night goals from now on.", sound="shuffle", hold=0.8)
    run.call(lambda: calls.append("later"))
    assert isinstance(banner, Banner) and banner.delay == 0.5 and banner.center == Timeline.BANNER_AT
    assert run.delay == 1.3
    table.anims.update(0.6)
    assert table.sounds == ["shuffle"] and calls == []
    table.anims.finish_all()
    assert calls == ["later"]


def test_call_at_speed_zero_runs_at_once():
    calls = []
    Timeline(Table(0.0)).call(lambda: calls.append("now"), 3.0)
    assert calls == ["now"]


def test_flights_go_on_from_where_a_thing_was_last_seen():
    table = Table()
    run = Cards(table, {1: (pygame.Rect(100, 0, 40, 40), 0)})
    first = run.fly(1, pygame.Rect(200, 0, 40, 40), 1, end_sound="place")
    second = run.fly(1, pygame.Rect(300, 0, 40, 40), 1, stagger=0.5)
    new = run.fly(2, pygame.Rect(50, 50, 40, 40))
    assert run.fly(1, pygame.Rect(300, 0, 40, 40), 1) is None           # there already
    assert isinstance(first, Move) and first.image_after is not None      # turned on the way
    assert second.start == pygame.Rect(200, 0, 40, 40) and second.image_after is None
    assert second.delay == first.delay + 0.5                             # after the first one landed
    assert new.start == Cards.ORIGIN and new.show_waiting
    assert not second.show_waiting
    assert ("card", 1) in table.anims.hidden() and ("card", 2) in table.anims.hidden()
    assert run.end() == 1.25                                             # the new one lands last
    table.anims.finish_all()
    assert table.sounds == ["place"] and table.anims.hidden() == set()


def test_a_turn_starts_with_its_sound_for_a_person_and_the_seats_piece_lit():
    from game.ui.anim import Pulse

    class Seats(Table):
        def is_bot(self, seat) -> bool:
            return seat == 1

    table = Seats()
    run = Timeline(table)
    run.delay = 0.3
    run.turn_starts(0, pygame.Rect(10, 10, 50, 40), grow=14)
    run.turn_starts(1, pygame.Rect(100, 10, 50, 40))                 # a bot: lit, no sound
    run.turn_starts(0, None, sound=False)                            # (a banner said it): nothing
    pulses = [tw for tw in table.anims.tweens if isinstance(tw, Pulse)]
    assert [p.target for p in pulses] == [pygame.Rect(10, 10, 50, 40), pygame.Rect(100, 10, 50, 40)]
    assert pulses[0].grow == 14 and pulses[0].delay == 0.3 and pulses[0].layer == 3
    table.anims.finish_all()
    assert table.sounds == ["turn"]


@pytest.mark.parametrize("w, h, width, radius", [(300, 200, 6, 16), (520, 410, 6, 29), (120, 90, 3, 8),
                                                 (64, 64, 6, 16), (800, 300, 8, 4), (200, 150, 6, 0)])
def test_a_ring_drawn_in_pieces_is_the_ring_drawn_whole(w, h, width, radius):
    """A pulse lights a seat's whole camp: its ring is its corners and four bands, pixel for pixel
    the same as the ring drawn on a picture of the whole rect."""
    from game.ui.anim import draw_ring
    whole = pygame.Surface((w + 40, h + 40))
    whole.fill((40, 60, 80))
    pieces = whole.copy()
    rect, colour = pygame.Rect(20, 20, w, h), (255, 230, 120, 137)
    ring = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(ring, colour, ring.get_rect(), width, border_radius=radius)
    whole.blit(ring, rect)
    assert draw_ring(pieces, rect, colour, width, radius) == rect
    assert pygame.image.tobytes(pieces, "RGB") == pygame.image.tobytes(whole, "RGB")
