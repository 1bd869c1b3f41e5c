"""The table's hint: what the Normal bot would do now for the human to act, found through the
generic bot API on that player's own view (no peeking), the hotspots of that action marked, and
one line that says what it does.

The line is the game's own ``hint_line(view, action) -> str`` when its table spec
(:class:`~game.core.registry.TableSpec`) declares one and it returns text; else a sentence made
of the log line the action would write (the action played on a copy of the player's view).
"""

from __future__ import annotations

import logging
import math
import random
from dataclasses import dataclass

import pygame

from game.core.i18n import _

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


def suggest(runner, seat: int) -> Hint:
    """The Normal bot's choice for ``seat`` on its own view, and the line that says what it does."""
    from game.core.bots import choose_action
    count = len(runner.match.actions)
    view = runner.state.view(seat)
    action = choose_action(runner.spec, view, LEVEL, hint_rng(runner.match.seed, count), BUDGET)
    names = [s.name for s in runner.match.seats]
    return Hint(count, seat, action, hint_line(runner.spec, view, action, names))


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
