"""Buttons stay put (issue 23): a button never takes the place of another one under the cursor.

Two rules, the kit's for every table:

* **Fixed slots per decision kind.** A table lays its prompt's buttons out through
  :func:`game.ui.table_look.button_rows` with ``keep=scene.button_slots(ids)``. The first time a
  decision kind (``state.pending().kind``, and the table's own sub-kind where it has one) shows
  buttons, they stand as ``button_rows`` puts them; from then on a button keyed by its id keeps
  that place in every decision of the kind (widened in place where its label grows), an absent
  button leaves its slot empty, and a new one goes into the first free room: the bottom row
  first, left to right, then a row above, never onto a kept slot and never under the mouse. Where
  the panel has no room left, the slot of the button absent longest goes first; where a table
  gives a smaller style (Boaromia's buttons, lower where one row would not hold them) the kind
  moves to it once, and for good; only where nothing else holds are the present buttons laid out
  afresh.
* **No new button under the last click.** A left click on a button that was not under the mouse
  at the last click, pressed within :data:`GUARD_S` of its coming there and no further than
  :data:`GUARD_PX` from that click (the mouse has not moved away), does nothing (:class:`ClickGuard`,
  a mixin of the table: the kit asks it in ``TableScene.handle``). The keyboard is never held back.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import pygame

from . import theme
from .hotspots import Hotspots, Look

#: seconds a button that came under the last click ignores a click there (0: never: the test suite)
GUARD_S = 0.6
#: how far from the last click (logical px) a click counts as the mouse not having moved away
GUARD_PX = 12
#: the guard's clock (the tests set their own)
clock = time.monotonic
#: the rows a kind's kept slots may take in a style, unless the style says
ROWS = 2
#: the room kept around the mouse when a new button is placed (logical px)
MOUSE_ROOM = 4


def rows_of(looks: list[Look], rect: pygame.Rect, height: int = 44, gap: int = 8, inset: int = 16,
            min_width: int = 104, pad: int = 30, foot: int = 12, rows: int = ROWS) -> list[pygame.Rect]:
    """A row of buttons at the foot of ``rect``, each as wide as its label: what
    :func:`game.ui.table_look.button_rows` documents (``rows`` is for the kept slots only)."""
    out: list[pygame.Rect] = []
    x, y = rect.x + inset, 0
    for look in looks:
        w = width_of(look, min_width, pad)
        if x + w > rect.right - inset and x > rect.x + inset:
            x, y = rect.x + inset, y + height + gap
        out.append(pygame.Rect(x, y, w, height))
        x += w + gap
    top = rect.bottom - foot - (out[-1].bottom if out else 0)
    return [r.move(0, top) for r in out]


def width_of(look: Look, min_width: int, pad: int) -> int:
    return max(min_width, theme.font(look.size, True).size(look.label)[0] + pad)


@dataclass
class _Kind:
    """One decision kind's slots in one panel, in one style (the index into the styles given)."""

    style: int
    slots: dict[str, pygame.Rect] = field(default_factory=dict)
    seen: dict[str, int] = field(default_factory=dict)       # the placing that last showed each id


class ButtonSlots:
    """Where each decision kind's buttons stand, kept for one table (its scene)."""

    def __init__(self) -> None:
        self._kinds: dict[tuple, _Kind] = {}
        self._count = 0

    def forget(self) -> None:
        self._kinds.clear()

    def place(self, kind, ids: list[str], looks: list[Look], rect: pygame.Rect, styles: list[dict],
              mouse=None) -> list[pygame.Rect]:
        """The places of the buttons ``ids`` (with their ``looks``) in ``rect`` for a decision of
        ``kind``, by the first of ``styles`` (``button_rows``' arguments and ``rows``) that holds
        them, as the module's first rule says; none under ``mouse`` that was not there before."""
        if len(set(ids)) != len(ids):           # (no id to keep a place by: as button_rows puts them)
            return rows_of(looks, rect, **styles[0])
        self._count += 1
        key = (kind, tuple(rect))
        mem = self._kinds.get(key)
        if mem is None:
            mem = self._fresh(0, looks, ids, rect, styles, mouse)
        while True:
            out = self._fit(mem, ids, looks, rect, styles[mem.style], mouse)
            if out is not None:
                break
            if mem.style + 1 < len(styles):          # a smaller style, for good
                mem = self._fresh(mem.style + 1, looks, ids, rect, styles, mouse)
                continue
            style = styles[mem.style]                # nothing holds them: afresh, as button_rows does
            out = rows_of(looks, rect, **style)
            mem = _Kind(mem.style, dict(zip(ids, (r.copy() for r in out), strict=True)))
            break
        self._kinds[key] = mem
        for i in ids:
            mem.seen[i] = self._count
        return [r.copy() for r in out]

    def _fresh(self, style: int, looks, ids, rect, styles, mouse) -> _Kind:
        """A kind seen first (or moved to a smaller style): the buttons as ``button_rows`` puts
        them, in the first style from ``style`` on whose rows hold them, less any under the mouse
        (placed again as new)."""
        while True:
            rects = rows_of(looks, rect, **styles[style])
            if len({r.y for r in rects}) <= styles[style].get("rows", ROWS) or style + 1 == len(styles):
                break
            style += 1
        mem = _Kind(style)
        for i, r in zip(ids, rects, strict=True):
            if not _under(r, mouse):
                mem.slots[i] = r
        return mem

    def _fit(self, mem: _Kind, ids, looks, rect, style: dict, mouse) -> list[pygame.Rect] | None:
        """The kept slots of ``ids``, new ones found for the others (absent ones' slots given up,
        the longest absent first, where there is no room); None where they do not all fit."""
        widths = {i: width_of(look, style.get("min_width", 104), style.get("pad", 30))
                  for i, look in zip(ids, looks, strict=True)}
        for i in ids:
            r = mem.slots.get(i)
            if r is not None and widths[i] > r.width:
                grown = self._widen(mem, i, widths[i], rect, style)
                if grown is None:
                    del mem.slots[i]                 # (it moves: placed again below)
                else:
                    mem.slots[i] = grown
        for i in ids:
            if i in mem.slots:
                continue
            while True:
                r = self._room(mem, widths[i], rect, style, mouse)
                if r is not None:
                    mem.slots[i] = r
                    break
                absent = [j for j in mem.slots if j not in ids]
                if not absent:
                    return None
                del mem.slots[min(absent, key=lambda j: mem.seen.get(j, 0))]
        return [mem.slots[i] for i in ids]

    @staticmethod
    def _widen(mem: _Kind, i: str, w: int, rect: pygame.Rect, style: dict) -> pygame.Rect | None:
        """The slot of ``i`` grown to ``w`` where it stands (to the right, else to the left)."""
        r, inset, gap = mem.slots[i], style.get("inset", 16), style.get("gap", 8)
        others = [s for j, s in mem.slots.items() if j != i]
        for grown in (pygame.Rect(r.x, r.y, w, r.height), pygame.Rect(r.right - w, r.y, w, r.height)):
            if grown.x >= rect.x + inset and grown.right <= rect.right - inset and _clear(grown, others, gap):
                return grown
        return None

    @staticmethod
    def _room(mem: _Kind, w: int, rect: pygame.Rect, style: dict, mouse) -> pygame.Rect | None:
        """The first free place ``w`` wide: the bottom row first, left to right, then the rows
        above (as many as the style's ``rows``), clear of the kept slots and of the mouse."""
        height, gap, inset = style.get("height", 44), style.get("gap", 8), style.get("inset", 16)
        bottom = rect.bottom - style.get("foot", 12)
        slots = list(mem.slots.values())
        for row in range(style.get("rows", ROWS)):
            y = bottom - height - row * (height + gap)
            xs = {rect.x + inset, *(s.right + gap for s in slots if s.y == y)}
            if mouse is not None:
                xs.add(mouse[0] + MOUSE_ROOM + 1)
            for x in sorted(xs):
                r = pygame.Rect(x, y, w, height)
                if r.x >= rect.x + inset and r.right <= rect.right - inset and _clear(r, slots, gap) \
                        and not _under(r, mouse):
                    return r
        return None


def _clear(r: pygame.Rect, slots, gap: int) -> bool:
    """``r`` stands at least ``gap`` from each of ``slots``."""
    return not any(r.colliderect(s.inflate(2 * gap - 2, 2 * gap - 2)) for s in slots)


def _under(r: pygame.Rect, mouse) -> bool:
    return mouse is not None and r.inflate(2 * MOUSE_ROOM, 2 * MOUSE_ROOM).collidepoint(mouse)


@dataclass(frozen=True)
class Keep:
    """A table's slots for one prompt's buttons (``button_rows(…, keep=scene.button_slots(ids))``)."""

    slots: ButtonSlots
    kind: tuple
    ids: tuple[str, ...]
    mouse: tuple[int, int] | None

    def place(self, looks: list[Look], rect: pygame.Rect, styles: list[dict]) -> list[pygame.Rect]:
        if len(looks) != len(self.ids):
            raise ValueError(f"{len(looks)} buttons for {len(self.ids)} ids: {self.ids}")
        return self.slots.place(self.kind, list(self.ids), looks, rect, styles, self.mouse)


class ClickGuard:
    """A mixin of :class:`~game.ui.table.TableScene`: the slots of its prompts' buttons
    (:meth:`button_slots`) and the guard against a button that came under the last click."""

    _slot_memory: ButtonSlots | None = None
    _guard: tuple | None = None          # (where the last click was, what it was on, what lies there now, since)

    def button_slots(self, ids, sub: str = "") -> Keep:
        """The slots for the prompt's buttons ``ids`` now: kept per decision kind (and ``sub``, a
        table's own part of a decision with buttons of its own: Boaromia's amounts to pay)."""
        if self._slot_memory is None:
            self._slot_memory = ButtonSlots()
        state = self.state
        kind = "" if state.is_terminal() else state.pending().kind
        return Keep(self._slot_memory, (kind, sub), tuple(ids), tuple(self.mouse))

    def guard_saw(self, spots: Hotspots) -> None:
        """The hotspots were made again: note whether what lies at the last click changed."""
        if self._guard is None:
            return
        at, clicked, there, since = self._guard
        spot = spots.at(at)
        now = spot.id if spot is not None else None
        if now != there:
            self._guard = (at, clicked, now, clock())

    def click_guarded(self, spot_id: str | None, pos) -> bool:
        """Whether a left click at ``pos`` on ``spot_id`` does nothing: a button other than the
        one the last click was on came there a moment ago and the mouse has not moved away. A
        click that goes through is the last click from then on."""
        guard = self._guard
        if guard is not None and spot_id not in (None, "menu", "rules"):
            at, clicked, there, since = guard
            spot = self.spots().get(spot_id)
            near = abs(pos[0] - at[0]) <= GUARD_PX and abs(pos[1] - at[1]) <= GUARD_PX
            if (spot is not None and spot.look is not None and spot_id != clicked and near
                    and clock() - since < GUARD_S):
                return True
        self._guard = (tuple(pos), spot_id, spot_id, clock())
        return False
