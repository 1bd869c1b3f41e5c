"""The table's hint: what the Normal bot would do now for the human to act, found through the
generic bot API on that player's own view (no peeking), the hotspots of that action marked, and
one line that says what it does.

A game whose Normal bot does not look far enough ahead for a hint declares ``hint_search`` in its
table spec (Höhlengrölen: the Hard bot's search, a fixed number of iterations, so the same position
gets the same hint): that hint is worked out on the bots' thread (:class:`HintWork`, one of the
table's clocks) while the table goes on drawing, the Hint button saying so meanwhile.

The line is the game's own ``hint_line(view, action) -> str`` when its table spec
(:class:`~game.core.registry.TableSpec`) declares one and it returns text; else a sentence made
of the log line the action would write (the action played on a copy of the player's view).
"""

from __future__ import annotations

import logging
import math
import random
import threading
from dataclasses import dataclass

import pygame

from game.core.i18n import _

from . import bot_worker
from .table_clock import TableClock

log = logging.getLogger(__name__)

#: the bot level whose choice is the hint (Boaromia's Normal is its team planner)
LEVEL = "normal"
#: seconds the bot may think (Normal answers at once; a game's own Normal may use it)
BUDGET = 1.0
#: the hint's mark: light blue, unlike a target's green, the hover's yellow and the focus's white
COLOUR = (110, 205, 255)


@dataclass(frozen=True)
class Hint:
    #: how many actions were played when it was asked (it is forgotten once another is played)
    at: int
    seat: int
    action: tuple
    line: str


def hint_rng(seed: int, count: int) -> random.Random:
    return random.Random(f"openair-hint/{seed}/{count}")


#: a hint of the Hard bot's search is worked out on the bots' thread (the test suite asks it at once)
ON_BOTS_THREAD = True


def searched(spec) -> bool:
    """Whether the game's hint is the Hard bot's search (its table spec's ``hint_search``)."""
    return bool(spec.table.hint_search)


def choose(spec, view, rng: random.Random):
    """The hint's action on ``view``: the Hard bot's search where the game declares one, else the
    Normal bot's choice (any thread: ``view`` is the hint's own copy)."""
    from game.core.bots import choose_action, hard
    if spec.table.hint_search:
        return hard.search(spec, view, rng, iterations=spec.table.hint_search)[0]
    return choose_action(spec, view, LEVEL, rng, BUDGET)


def suggest(runner, seat: int) -> Hint:
    """The hint's choice for ``seat`` on its own view, and the line that says what it does."""
    count = len(runner.match.actions)
    view = runner.state.view(seat)
    action = choose(runner.spec, view, hint_rng(runner.match.seed, count))
    return told(runner, count, seat, view, action)


def told(runner, count: int, seat: int, view, action) -> Hint:
    """The hint of ``action`` for ``seat`` on ``view``, asked at ``count`` actions, with its line."""
    names = [s.name for s in runner.match.seats]
    return Hint(count, seat, action, hint_line(runner.spec, view, action, names))


class HintWork(TableClock):
    """A hint being worked out on the bots' thread for the human to act (a clock of the table):
    :meth:`start` hands the search to the thread, :meth:`tick` takes its answer on the main thread
    and shows it (``scene.show_hint``), unless a move was played or another seat acts meanwhile."""

    def __init__(self, scene):
        super().__init__(scene)
        self.asked: tuple | None = None          # (actions played, seat, view, runner) of the hint asked
        self._answer: tuple | None = None        # (what was asked, the action), from the bots' thread
        self._done: threading.Event | None = None
        self._lock = threading.Lock()

    def start(self, seat: int) -> None:
        runner = self.scene.runner
        count = len(runner.match.actions)
        asked = self.asked = (count, seat, runner.state.view(seat), runner)
        spec, view, rng = runner.spec, runner.state.view(seat), hint_rng(runner.match.seed, count)

        def work():
            if self.asked is not asked:            # no longer wanted
                return
            action = choose(spec, view, rng)
            with self._lock:
                self._answer = (asked, action)
            if pygame.get_init():                   # the loop takes the answer at once
                from .app import wake
                wake()

        self._done = bot_worker.submit(work)

    def wait(self) -> None:
        """Wait for the answer and show it (the tour: its shot of the hint)."""
        if self._done is not None and self.thinking():
            self._done.wait(60)
            self.tick()

    def thinking(self) -> bool:
        """A hint is being worked out for the position on show and the seat to act."""
        a, scene = self.asked, self.scene
        return (a is not None and a[3] is scene.runner and a[0] == len(scene.runner.match.actions)
                and a[1] == scene.human_to_act())

    def tick(self) -> None:
        if self.asked is None:
            return
        if not self.thinking():                  # a move was played, or another seat acts: forgotten
            self.asked = None
            return
        with self._lock:
            answer, self._answer = self._answer, None
        if answer is None or answer[0] is not self.asked:
            return
        (count, seat, view, _runner), action = answer
        self.asked = None
        self.scene.show_hint(told(self.scene.runner, count, seat, view, action))

    def running(self) -> bool:
        return self.thinking()

    def wake_in(self) -> float | None:
        return None                 # (the bots' thread posts the app's WAKE with its answer: no polling)


def hint_line(spec, view, action, names: list[str]) -> str:
    """One line on ``action``: the game's own ``hint_line`` (its table spec's), else what the log would say."""
    hook = spec.table.hint_line
    if hook is not None:
        text = hook(view, action)
        if text:
            return text
    what = what_happens(view, action, names, random.Random(0))
    if what:
        return _("Hint, what the Normal bot would do: {what}").format(what=what)
    return _("Hint: the Normal bot would play what is marked.")


def what_happens(view, action, names: list[str], rng: random.Random) -> str:
    """The first log line ``action`` writes (the decision itself), played on a state like ``view``
    (its hidden cards dealt at random by ``rng``); "" when it writes none."""
    try:
        twin = view.determinize(rng)
        for event in twin.apply_action(action):
            text = twin.describe(event, names)
            if text:
                return text
    except Exception:                  # a view may lack what the action reveals: no line then
        log.debug("hint: %r not described on the view", action, exc_info=True)
    return ""


def draw_mark(surface: pygame.Surface, area) -> pygame.Rect:
    """The hint's mark round ``area``: a light blue ring with a dark edge and, at its top right, a
    badge with a star (a shape, so the mark is not told by its colour only). Returns where it drew."""
    r = pygame.Rect(area).inflate(14, 14)
    drawn = pygame.draw.rect(surface, (10, 20, 30), r.inflate(6, 6), 3, border_radius=14)
    pygame.draw.rect(surface, COLOUR, r, 4, border_radius=12)
    centre = (r.right - 4, r.top + 4)
    drawn = drawn.union(pygame.draw.circle(surface, (10, 20, 30), centre, 17))
    pygame.draw.circle(surface, COLOUR, centre, 15)
    star = [(centre[0] + (11 if i % 2 == 0 else 5) * math.sin(i * math.pi / 5),
             centre[1] - (11 if i % 2 == 0 else 5) * math.cos(i * math.pi / 5)) for i in range(10)]
    pygame.draw.polygon(surface, (10, 20, 30), star)
    return drawn
