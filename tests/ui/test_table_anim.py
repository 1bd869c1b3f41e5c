"""The tween system (game/ui/anim.py) and TableScene's bot pacing, without a window."""

from __future__ import annotations

import pygame

from game.ui.anim import Animator, Move, Pulse, Wait, ease_out_cubic


def card(w=10, h=14):
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_speed_zero_finishes_at_once_and_runs_callbacks_in_order():
    calls = []
    anims = Animator(0.0)
    anims.add(Move(card(), pygame.Rect(0, 0, 10, 14), pygame.Rect(100, 0, 10, 14), 0.5, delay=0.3,
                   on_start=lambda: calls.append("start"), on_done=lambda: calls.append("done"),
                   hides=[("hand", 1)]))
    assert calls == ["start", "done"]
    assert not anims.busy() and anims.hidden() == set()


def test_move_eases_out_and_scales_between_sizes():
    anims = Animator(1.0)
    m = anims.add(Move(card(), pygame.Rect(0, 0, 10, 10), pygame.Rect(100, 0, 30, 30), 1.0,
                       hides=[("hand", 7)]))
    v0 = anims.version
    assert anims.busy() and ("hand", 7) in anims.hidden()
    anims.update(0.5)
    r = m.rect()
    assert abs(r.centerx - (5 + 110 * ease_out_cubic(0.5))) <= 1     # ease-out: past half way
    assert 10 < r.width < 30
    surface = pygame.Surface((200, 100), pygame.SRCALPHA)
    anims.draw(surface)
    anims.update(0.6)
    assert not anims.busy() and anims.hidden() == set()
    assert anims.version != v0


def test_durations_scale_with_speed_and_delays_hold_back():
    anims = Animator(lambda: 2.0)
    started = []
    anims.add(Wait(1.0, delay=1.0, on_start=lambda: started.append(True)))
    anims.update(0.4)
    assert not started            # the delay is 0.5 s at double speed
    anims.update(0.2)
    assert started and anims.busy()
    anims.update(0.5)
    assert not anims.busy()


def test_finish_all_and_clear():
    done = []
    anims = Animator(1.0)
    anims.add(Pulse(pygame.Rect(0, 0, 50, 50), duration=2.0, on_done=lambda: done.append(1)))
    anims.add(Move(card(), pygame.Rect(0, 0, 10, 10), pygame.Rect(50, 50, 10, 10), 3.0, hides=[("x",)]))
    anims.finish_all()
    assert done == [1] and not anims.busy()
    anims.add(Wait(1.0, on_done=lambda: done.append(2)))
    anims.clear()
    assert done == [1] and not anims.busy()


def test_hidden_count_by_prefix():
    anims = Animator(1.0)
    for i in range(3):
        anims.add(Wait(1.0, hides=[("opp", 2, i)]))
    anims.add(Wait(1.0, hides=[("opp", 1, 0)]))
    assert anims.hidden_count(("opp", 2)) == 3
    assert anims.hidden_count(("opp", 1)) == 1


def test_bot_rng_is_stable():
    from game.ui.table import bot_rng
    assert bot_rng(5, 12).random() == bot_rng(5, 12).random()
    assert bot_rng(5, 12).random() != bot_rng(5, 13).random()


def test_timeline_lays_out_sounds_and_pulses_one_after_another():
    from game.ui.anim import Timeline

    class Scene:
        def __init__(self):
            self.anims, self.played = Animator(1.0), []

        def sound(self, name):
            self.played.append(name)

    def handle(event, line):           # a game's ANIMATE table: a sound and a pulse, then the next later
        line.sound(event)
        line.pulse(pygame.Rect(0, 0, 10, 10), (255, 0, 0), 0.5, layer=3)
        line.delay += 0.4

    scene = Scene()
    line = Timeline(scene).run(handle, ["first", "second"])
    assert line.delay == 0.8 and len(scene.anims.tweens) == 4 and line.play(None) is None
    scene.anims.update(0.1)
    assert scene.played == ["first"]
    scene.anims.update(0.4)
    assert scene.played == ["first", "second"]
    scene.anims.finish_all()
    assert not scene.anims.busy()
