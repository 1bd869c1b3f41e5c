"""A table's static layer: drawn again only when what it shows changed, and, in the running app,
a long drawing spread over the next frames so that no frame runs over its budget.

A game's ``render_layer`` may be a generator that ``yield``\\ s between the parts of its drawing
(the top bar, the board, each seat's panel …). :class:`Painter` draws the parts into a second
surface, in each frame as many as fit what is left of the frame's budget (judged by what each
part cost lately; a frame that has done little else draws at least one, however dear, and a
frame that has spent its budget, such as the one that applies a bot's move, draws none, unless
the drawing has waited :data:`MAX_WAIT` frames), and shows that surface once it is whole;
meanwhile the layer drawn before stays on show.

The animations of a move wait for the layer that leaves out what they carry: while the painter
is behind, the table holds every tween that has not begun yet (``Animator.update(hold_new=True)``),
so a card that is about to fly sits at its start, which is where the old layer shows it, and
sets off once the new layer is on show; the few frames this takes (a drawing is 5-10 ms in all)
are not seen. Tweens already under way go on. A flight that hid its destination in the layer on
show and has landed since is drawn where it landed (:meth:`~game.ui.anim.Tween.draw_end`) until
the new layer shows what landed, so nothing blinks. The player's own move is drawn at once
(``at_once``): the answer to a click shows in the frame of the click, whatever it costs. Without a budget
(tests, tours, screenshots) the whole drawing is done at once, as before. When what the layer
shows changes again before a drawing is whole, the drawing starts over (a drawing reads the
scene as it is when each part is drawn, so one begun for an older state is never finished: its
later parts could meet a scene that no longer has what its first part saw); after
:data:`MAX_RESTARTS` such restarts the next one is done at once, so the table can never fall
behind for long.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import pygame

#: seconds a frame of the running app may spend before it shows the layer (showing it, what moves
#: over it and the flip come on top: 1-2 ms at 1920x1080)
FRAME_BUDGET = 0.002
#: drawings started over (what they show changed meanwhile) before the next one is done at once
MAX_RESTARTS = 2
#: frames a drawing may wait for room before a part is drawn anyway
MAX_WAIT = 6
#: a frame that has spent no more than this share of its budget draws one part whatever it costs
#: (a part dearer than the whole budget, such as the table's background, would otherwise wait for
#: MAX_WAIT frames each time)
LIGHT = 0.3


def run_all(paint: Callable[[pygame.Surface], Iterator | None], surface: pygame.Surface) -> None:
    """The whole drawing at once (``paint`` a plain function or a generator)."""
    parts = paint(surface)
    if parts is not None:
        for _ in parts:
            pass


def blit_in_bands(surface: pygame.Surface, image: pygame.Surface, at: tuple[int, int] = (0, 0),
                  bands: int = 2):
    """Blit ``image`` onto ``surface`` at ``at`` in ``bands`` horizontal strips, yielding between
    them: a picture as large as the screen is the dearest single part of a drawing (about a
    millisecond), so a ``render_layer`` starts with ``yield from blit_in_bands(layer, backdrop)``."""
    w, h = image.get_size()
    step = -(-h // bands)
    for y in range(0, h, step):
        if y:
            yield
        surface.blit(image, (at[0], at[1] + y), pygame.Rect(0, y, w, min(step, h - y)))


class Painter:
    """The layer on show, and the drawing of the next one."""

    def __init__(self, make_surface: Callable[[], pygame.Surface]):
        self._make = make_surface
        self.front: pygame.Surface | None = None     # the layer on show
        self.key = None                              # what it shows
        self._back: pygame.Surface | None = None
        self._job: dict | None = None                # the drawing under way
        self._costs: dict[int, float] = {}           # what each part costs (its dear times fading), by place
        self._held: list = []                        # tweens that hid something in the layer on show
        self._restarts = 0

    def layer(self, key, paint: Callable, budget: float | None, tweens: list,
              started: float = 0.0, at_once: bool = False) -> pygame.Surface:
        """The layer to show for ``key`` (``paint`` draws one into a surface; ``tweens`` are the
        animations running now): the one on show when it is still right or while the next is
        being drawn in what is left of ``budget`` seconds of the frame that began at ``started``
        (``time.perf_counter``; a budget of None, or ``at_once``: drawn at once). The caller holds the
        animations that have not begun while :meth:`behind`."""
        if self.front is not None and key == self.key:
            self._job = None
            return self.front
        if self._job is not None and self._job["key"] != key:
            self._restarts += 1                       # what it shows changed: start over
            self._job = None
        if self.front is None or budget is None or at_once or self._restarts > MAX_RESTARTS:
            target = self._back or self._make()
            run_all(paint, target)
            self._show(target, key, tweens)
            return self.front
        if self._job is None:
            self._begin(key, paint, tweens)
        self._advance(budget, started)
        return self.front

    def _begin(self, key, paint: Callable, tweens: list) -> None:
        self._back = self._back or self._make()
        parts = paint(self._back)
        self._job = {"key": key, "parts": iter(parts if parts is not None else ()), "next": 0,
                     "tweens": [t for t in tweens if t.hides], "waited": 0}

    def _advance(self, budget: float, started: float) -> None:
        job = self._job
        drawn = False
        while True:
            i = job["next"]
            now = time.perf_counter()
            # the first part of a frame that has done little else goes in even where it is dear
            light = not drawn and now - started <= budget * LIGHT
            waited_enough = not drawn and job["waited"] >= MAX_WAIT
            if now - started + self._costs.get(i, 0.0) > budget and not (light or waited_enough):
                job["waited"] += not drawn
                return                                   # the rest in the next frames
            more = next(job["parts"], StopIteration) is not StopIteration
            took = time.perf_counter() - now
            self._costs[i] = max(took, 0.8 * self._costs.get(i, 0.0))    # a part's dearer times linger
            drawn = True
            job["waited"] = 0
            job["next"] = i + 1
            if not more:
                self._show(self._back, job["key"], job["tweens"])
                return

    def _show(self, surface: pygame.Surface, key, tweens: list) -> None:
        if self.front is not surface:
            self._back, self.front = self.front, surface
        self.key = key
        self._held = [t for t in tweens if t.hides]
        self._job = None
        self._restarts = 0

    def drop(self) -> None:
        """Let go of both layers and the drawing under way (the table was left)."""
        self.front = self._back = self._job = self.key = None
        self._held = []

    def behind(self) -> bool:
        """True while the layer on show is older than what it should show."""
        return self._job is not None

    def draw_held(self, surface: pygame.Surface, tweens: list) -> list[pygame.Rect]:
        """While the layer on show is behind: the flights it hid that have landed since, where they
        landed (not one whose thing has flown on: the flight ``tweens`` now hold draws that).
        Returns where it drew."""
        if self._job is None:
            return []
        flying = hiding(tweens)
        drawn = []
        for tween in self._held:
            if tween.done and not set(tween.hides) <= flying:
                drawn.append(tween.draw_end(surface))
        return [r for r in drawn if r is not None]


def hiding(tweens: list) -> set:
    """What the running ``tweens`` hide."""
    return {key for t in tweens if not t.done for key in t.hides}
