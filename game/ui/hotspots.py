"""Hotspots: one record per clickable thing on a game table (no pygame import).

A game's table lists its hotspots (topmost first) each time what is on show changes; the kit
reads that one list for everything a clickable thing does:

* hit-testing: the first hotspot whose area holds the mouse (:meth:`Hotspots.at`);
* the click: play the hotspot's ``action`` through the rules, run its ``command`` (a table
  matter: pick a tile, sort the hand), or say ``why`` it cannot be done now;
* highlights: ``lit`` names how a legal target is marked (the game's art decides the look);
* the hover text (``tip``, else ``why``);
* keyboard focus: Tab and Shift+Tab walk the hotspots a player can use, the arrows go to the
  nearest one their way (:mod:`.focus`), Enter presses;
* the tests' clicks: :meth:`Hotspots.rects` is ``{id: area}``.

``area`` is anything with ``collidepoint`` and ``center`` (a ``pygame.Rect``); ``shape`` may
narrow the hit test (a fanned card, a hexagon).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from . import focus


@dataclass(frozen=True)
class Look:
    """How the kit draws a hotspot that is a button: its label, style ("normal", "primary",
    "disabled") and text size. The kit draws it, and again lit while the mouse is on it."""

    label: str
    style: str = "normal"
    size: int = 24


@dataclass
class Hotspot:
    #: a stable id ("grounds:12", "space:0:4", "rotate"): tests, hover and focus refer to it
    id: str
    area: Any
    #: the rules action a click plays
    action: tuple | None = None
    #: or a table command a click runs (pick up, turn, sort …)
    command: Callable[[], Any] | None = None
    #: why a click does nothing now ("" when it does something, or when it is only information)
    why: str = ""
    #: the hover text (falls back to ``why``); a function is asked only when the text is shown
    tip: str | Callable[[], str] = ""
    #: how the table marks it as a legal target ("target", "source", "picked" … or None)
    lit: str | None = None
    #: whether Tab stops here
    focus: bool = True
    #: a finer hit test than the area's rectangle
    shape: Callable[[tuple[int, int]], bool] | None = None
    #: what it stands for (a card, a seat, a tile), so drawing code need not parse the id
    data: Any = None
    #: a button: the kit draws it (:meth:`TableScene.draw_buttons`) and its hover look
    look: Look | None = None
    #: the hover outline the kit draws: (how much larger than the area, line width, corner radius)
    ring: tuple[int, int, int] | None = None
    #: its colour, where it is not the usual hover yellow (green on a target a click plays)
    ring_colour: tuple[int, int, int] | None = None
    #: where the hover text stands (its midbottom) instead of beside the mouse
    tip_at: tuple[int, int] | None = None
    #: a picture the kit draws at the area while the mouse is on it, under the hint's marks and the
    #: ring (Camp Roskilde: the picked tile ghosted in a lit space); asked only then
    hover_picture: Callable[[], Any] | None = None
    #: the composer parts it stands for (Camp: a grounds tile ``("tile", t)``; a space both the tile
    #: lying there, ``("space", camp, space)``, and the place ``(camp, space)``): the hint marks it
    #: for an action of those parts (:meth:`TableAids.hint_spots`)
    parts: tuple = ()

    @property
    def usable(self) -> bool:
        return not self.why and (self.action is not None or self.command is not None)

    def holds(self, pos) -> bool:
        if not self.area.collidepoint(pos):
            return False
        return self.shape is None or self.shape(pos)

    def hover_text(self) -> str:
        tip = self.tip() if callable(self.tip) else self.tip
        return tip or self.why


class Hotspots:
    """The table's hotspots now, topmost first."""

    def __init__(self, spots: Iterable[Hotspot] = ()):
        self.spots: list[Hotspot] = list(spots)
        self.by_id: dict[str, Hotspot] = {}
        for spot in self.spots:
            self.by_id.setdefault(spot.id, spot)

    def __iter__(self):
        return iter(self.spots)

    def __contains__(self, spot_id: str) -> bool:
        return spot_id in self.by_id

    def get(self, spot_id: str | None) -> Hotspot | None:
        return self.by_id.get(spot_id) if spot_id is not None else None

    def at(self, pos) -> Hotspot | None:
        for spot in self.spots:
            if spot.holds(pos):
                return spot
        return None

    def rects(self) -> dict[str, Any]:
        return {spot.id: spot.area for spot in reversed(self.spots)}

    def focus_order(self) -> list[Hotspot]:
        """The hotspots Tab walks through: the usable ones, in reading order (rows, then left to right)."""
        usable = [s for s in self.spots if s.focus and s.usable]
        return [usable[i] for i, _area in focus.reading_order([(i, s.area) for i, s in enumerate(usable)])]

    def _focusable(self) -> list[tuple[str, Any]]:
        return [(s.id, s.area) for s in self.spots if s.focus and s.usable]

    def next_focus(self, current: str | None, step: int = 1) -> str | None:
        """Where Tab (``step`` 1) or Shift+Tab (-1) takes the focus from ``current``."""
        return focus.step(self._focusable(), current, step)

    def toward(self, current: str | None, direction: tuple[int, int]) -> str | None:
        """Where an arrow key takes the focus from ``current``: the nearest usable hotspot that way."""
        return focus.toward(self._focusable(), current, direction)
