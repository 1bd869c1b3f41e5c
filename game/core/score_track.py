"""How a game went, as data: each seat's score over the game, step by step, and its turning points
(no pygame; the kit's :mod:`game.ui.score_chart` draws it).

A game declares ``TableSpec.score_track(match) -> [Chart]``: it replays the finished match through
the real rules (:func:`walk`) and reads off the values after each step of its own (Höhlengrölen's
castings, Camp Roskilde's rounds, Rock'n Rodeo's seasons, Boaromia's rounds) and the moments worth
a label ("Crossover +5", "a Legend"). A chart's values start at ``steps[0]`` (before the first
step: "Start") and end with the seats' final values, the same the results table shows.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from . import registry
from .i18n import pgettext
from .match import Match
from .state import Event, State


@dataclass(frozen=True)
class Mark:
    """A turning point: at ``step`` (an index into the chart's steps), on ``seat``'s line (None: the
    whole table's moment), said in ``text``."""

    step: int
    seat: int | None
    text: str


@dataclass(frozen=True)
class Chart:
    """One chart: ``values[seat][i]`` after ``steps[i]``; the x axis is called ``axis`` ("Casting"),
    the y axis ``title`` ("Points"). ``goal``: a level the chart draws as a line (the fun Boaromia's
    photo needs), named ``goal_text``. ``marks`` come most telling first (the drawing labels as
    many as fit)."""

    title: str
    axis: str
    steps: tuple[str, ...]
    values: tuple[tuple[int, ...], ...]
    marks: tuple[Mark, ...] = ()
    goal: int | None = None
    goal_text: str = ""

    def __post_init__(self) -> None:
        if any(len(row) != len(self.steps) for row in self.values):
            raise ValueError(f"{self.title}: every seat's values have one value per step ({len(self.steps)})")
        if any(not 0 <= m.step < len(self.steps) for m in self.marks):
            raise ValueError(f"{self.title}: a mark lies outside the steps")

    @property
    def finals(self) -> list[int]:
        """Each seat's last value."""
        return [row[-1] for row in self.values]


def walk(match: Match, spec: registry.GameSpec | None = None) -> Iterator[tuple[State, int, tuple | None, list[Event]]]:
    """The match step by step, one step a decision: ``(state, actor, action, events)`` after a
    seat's decision and the chance that followed it (the deal before the first decision is a step
    of its own, its actor ``CHANCE``). The step is what every seat saw change at once, the same at
    the host and at a joined player's screen (:meth:`Match.walk` replays the record through the real
    rules, the state one live state changed in place; a remote match walks the views it received)."""
    return match.walk(spec)


def names(match: Match) -> list[str]:
    return [s.name for s in match.seats]


def steps(count: int) -> tuple[str, ...]:
    """The steps' names under a chart of ``count`` steps after the start: "Start", "1", "2" …"""
    return (pgettext("score chart", "Start"), *(str(i) for i in range(1, count + 1)))
