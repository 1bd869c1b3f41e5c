"""What lies on a table, listed once: its pieces (no pygame import).

A game lists everything on its table (each card, tile, space, band, stand, slot; the prompt and the
panels it wants to point at) as a :class:`Piece`, in drawing order (what lies under first), from one
method of its scene, :meth:`game.ui.table.TableScene.lay_out`. The kit makes the list again when
what is on show changes (the display version) and reads it for everything an item on the table is:

* **the hotspots**: a piece with ``id`` and hotspot fields (``action``, ``command``, ``why``,
  ``tip``, ``lit``, ``look``, ``parts`` …, those of :class:`~game.ui.hotspots.Hotspot`) is a
  hotspot with the piece's id, area and data (:meth:`Piece.hotspot`); the kit lists them topmost
  first (the list reversed) after the game's buttons, so hit-testing, clicks, hover texts, focus,
  the hint's marks and the tests' targets come from the same record as the drawing;
* **the drawing**: the layer draws a part's pieces (:meth:`Pieces.shown`, or
  :meth:`game.ui.table.TableScene.draw_pieces` for pieces with a ``draw``), leaving out those whose
  ``key`` an animation hides while it flies (``scene.anims.hidden()``);
* **the animations**: where every piece lay before an action (:meth:`Pieces.places`, kept by the kit
  as ``scene.places_before`` just before the action) and where it lies after
  (``scene.pieces().area(key)``): a flight starts and lands at places of the one list;
* **the first-game pointers and the tour**: a target names a piece's ``id`` (``"band:*"``: all
  that start so), whether or not the piece is a hotspot (a panel the guide points at is a piece with
  an id and no hotspot fields).

A ``key`` is what the piece *is* (``("band", 12)``, ``("space", 0, 4)``); the animations hide and
find pieces by it. An ``id`` is how tests, the guide, hover and focus *name* it (``"band:12"``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from .hotspots import Hotspot

#: the fields of a Hotspot a piece may carry (all but id, area and data, which are the piece's)
SPOT_FIELDS = frozenset(Hotspot.__dataclass_fields__) - {"id", "area", "data"}


@dataclass(slots=True)
class Piece:
    """One thing on the table."""

    #: what it is, the key the animations hide it by: ``("band", 12)``
    key: Hashable
    #: where it lies (a ``pygame.Rect``)
    area: Any
    #: the layer part that draws it (a game's drawing takes its pieces part by part)
    part: str = ""
    #: its name for hotspots, tests, the guide and the tour ("" : nothing names it)
    id: str = ""
    #: what the drawing and the hover texts need of it (the card, the seat, what it shows)
    data: Any = None
    #: how it is drawn, ``draw(surface, piece)`` (None: the game's part draws it)
    draw: Callable[[Any, Piece], None] | None = None
    #: its hotspot fields (``action``, ``why``, ``tip`` …): a piece with an id and any of them is a hotspot
    spot: dict = field(default_factory=dict)

    def __post_init__(self):
        if self.spot and not SPOT_FIELDS.issuperset(self.spot):
            unknown = sorted(set(self.spot) - SPOT_FIELDS)
            raise TypeError(f"piece {self.key!r}: no hotspot field {unknown[0]!r}")

    @property
    def is_hotspot(self) -> bool:
        return bool(self.id and self.spot)

    def hotspot(self) -> Hotspot:
        """The piece as a hotspot (its id, area and data, and its hotspot fields)."""
        return Hotspot(self.id, self.area, data=self.data, **self.spot)


def piece(key: Hashable, area, part: str = "", *, id: str = "", data: Any = None,
          draw: Callable[[Any, Piece], None] | None = None, **spot) -> Piece:
    """A :class:`Piece`, its hotspot fields given as keywords: ``piece(("cell", 4), rect, "board",
    id="cell:4", action=("mark", 4), tip="…")``."""
    return Piece(key, area, part, id, data, draw, spot)


class Pieces:
    """A table's pieces now, in drawing order, with the lookups the kit and the game use."""

    def __init__(self, pieces: Iterable[Piece] = ()):
        self.items: list[Piece] = list(pieces)
        self.by_key: dict[Hashable, Piece] = {}
        self.by_id: dict[str, Piece] = {}
        for one in self.items:
            if one.key in self.by_key:
                raise ValueError(f"two pieces with the key {one.key!r}: an item on the table is listed once")
            self.by_key[one.key] = one
            if one.id:
                self.by_id.setdefault(one.id, one)

    def __iter__(self) -> Iterator[Piece]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def get(self, key: Hashable) -> Piece | None:
        return self.by_key.get(key)

    def area(self, key: Hashable):
        """Where the piece ``key`` lies (a copy), or None when it is not on the table."""
        one = self.by_key.get(key)
        return one.area.copy() if one is not None else None

    def of(self, part: str) -> list[Piece]:
        """The pieces of one layer part, in drawing order."""
        return [one for one in self.items if one.part == part]

    def shown(self, part: str, hidden: Iterable = ()) -> list[Piece]:
        """The pieces of ``part`` that are on show: all but those an animation hides (``hidden``)."""
        hidden = hidden if isinstance(hidden, (set, frozenset)) else set(hidden)
        return [one for one in self.items if one.part == part and one.key not in hidden]

    def places(self) -> dict[Hashable, Any]:
        """``{key: area}`` of every piece (copies): where things lay, for the next action's flights."""
        return {one.key: one.area.copy() for one in self.items}

    def named(self) -> dict[str, Any]:
        """``{id: area}`` of the pieces that have a name (the guide's and the tour's targets)."""
        return {one.id: one.area for one in self.items if one.id}

    def hotspots(self) -> list[Hotspot]:
        """The pieces that are hotspots, topmost first (the reverse of the drawing order)."""
        return [one.hotspot() for one in reversed(self.items) if one.is_hotspot]


#: the room a seat's name keeps free on its right on a table that marks its seats (a network table:
#: who is connected, :mod:`game.ui.seat_marks`): the kit's mark of the seat stands in it, so it
#: covers neither the name nor what the game writes after it
NAME_MARK = 36


def seat_name(seat: int, area) -> Piece:
    """Where the table writes ``seat``'s name: ``area`` is the rect of the name's text as drawn (cut
    as drawn). The kit marks the seat beside it (:mod:`game.ui.seat_marks`), in the
    :data:`NAME_MARK` px right of it, which the game's drawing keeps free where
    ``seat_marks.mark_room(scene, seat)`` says so. Key ``("seat_name", seat)``, data the seat; no part (the
    game's drawing of the seat writes the name) and no hotspot."""
    return Piece(("seat_name", seat), area, data=seat)
