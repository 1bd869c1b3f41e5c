"""The last move stays marked (issue 23, point 1): what another seat's move changed on the table
is ringed, with a badge of that seat's initial, until the viewer decides next; the hover text of a
mark is what the log wrote of that move.

Nothing of it is written per game: the kit keeps the table's pieces as they lay just before each
action (``scene.pieces_before``) and compares them with the pieces after it (:func:`changed`). A
piece counts when it is new (its key was not on the table), moved (its area changed) or changed
(its ``data`` changed); buttons (a piece with a ``look``) and the prompt panel's pieces do not:
they belong to the decision, not to the move. A piece's hotspot fields (``lit``, ``why``, ``tip``
…) never count: they change with whose turn it is.

Each action of a seat is kept as a :class:`Move`: the action's count, the seat, the keys it
changed and its log lines. A viewer sees the moves of other seats since their own last decision
(:meth:`LastMoves.shown`); a table with no human at it (bots only) shows the last move. The marks
are drawn into the static layer (:func:`draw_marks`, from :meth:`TableScene.paint`), on the
pieces as they lie now (a flying piece gets its mark once it lands), and a mark's hover text
follows that of the hotspot that lies over the marked piece (:func:`hovered`).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass, replace

import pygame

from . import theme
from .furniture import TOP_H
from .hotspots import Hotspot
from .pieces import Pieces
from .surface_cache import surface_cache

#: the mark's ring: warm white, with a dark edge, unlike the hint's light blue, a target's green
#: and the keyboard's dashed white
RING = (255, 236, 190)
EDGE = (16, 14, 20)
#: the badge's radius and the initial's size (at least 20 px)
BADGE_R, BADGE_TEXT = 17, 22
#: the most moves kept (a long run of bots between two decisions of the viewer)
KEEP = 64
#: the most log lines a mark's hover text quotes of one move
LINES = 4
#: a piece larger than this (in square logical pixels, a sixteenth of the canvas) is a panel, not a thing a
#: move changes: it is not marked (Höhlengrölen's meld panel, which tells the viewer's own chances)
PANEL = 1920 * 1080 // 16
#: the most pieces one move marks: more is a new picture of the table (a phase begins), not a move
MOST = 24


@dataclass(frozen=True)
class Move:
    """One action of a seat and what it changed on the table."""

    #: how many actions were played once it was (its place in the match)
    at: int
    seat: int
    #: the keys of the pieces it made, moved or changed
    keys: frozenset
    #: what the log wrote of it
    lines: tuple[str, ...]


def counted(pieces: Pieces) -> dict[Hashable, tuple]:
    """``{key: (area, data, part)}`` of the pieces a move may change: not the buttons, not the
    panels (:data:`PANEL`), not what lies in the prompt panel or the top bar."""
    out = {}
    prompt = pieces.get("prompt")
    panel = pygame.Rect(prompt.area) if prompt is not None else None
    for one in pieces:
        if one.spot.get("look") is not None or one.key == "prompt":
            continue
        area = pygame.Rect(one.area)
        if area.bottom <= TOP_H or area.width * area.height > PANEL or (panel is not None and panel.contains(area)):
            continue
        out[one.key] = (tuple(area), _plain(one.data), one.part)
    return out


def _plain(data):
    """``data`` as something to compare (a Rect's tuple: two Rects compare by value already)."""
    return tuple(data) if isinstance(data, pygame.Rect) else data


def _same(a, b) -> bool:
    try:
        return bool(a == b)
    except Exception:            # data that cannot be compared counts as changed
        return False


def changed(before: Pieces, after: Pieces) -> frozenset:
    """The keys of the pieces in ``after`` that are new, moved or changed since ``before``. A piece
    that only slid into the place another piece of its part held (a row closing up after a card
    was taken from it) has not moved; a move that changes more than :data:`MOST` pieces changed
    the table's picture (a new phase), not pieces on it, and marks none."""
    old, new = counted(before), counted(after)
    slots = {(part, area) for area, _data, part in old.values()}
    out = set()
    for key, (area, data, part) in new.items():
        was = old.get(key)
        if was is None:
            out.add(key)
        elif not _same(was[1], data):
            out.add(key)
        elif was[0] != area and (was[2] != part or (part, area) not in slots):
            out.add(key)
    return frozenset(out) if len(out) <= MOST else frozenset()


class LastMoves:
    """The moves kept for the marks: added after each action, forgotten as the viewers decide."""

    def __init__(self):
        self.moves: list[Move] = []

    def add(self, at: int, seat: int, keys: Iterable, lines: Iterable[str]) -> None:
        self.moves.append(Move(at, seat, frozenset(keys), tuple(lines)))
        del self.moves[:-KEEP]

    def forget_after(self, count: int) -> None:
        """An undo, a replay's step, the tour: the moves past ``count`` actions were not played."""
        self.moves = [m for m in self.moves if m.at <= count]

    def clear(self) -> None:
        self.moves = []

    def shown(self, viewer: int | None, humans: list[int]) -> list[Move]:
        """The moves marked for ``viewer``: other seats' since the viewer's last decision (all of
        them: its first decision is still to come); with no viewer, since the last human's decision,
        and at a table of bots alone, the last move."""
        if viewer is None and not humans:
            return self.moves[-1:]
        out: list[Move] = []
        for move in reversed(self.moves):
            if viewer is not None and move.seat == viewer:
                break
            if viewer is None and move.seat in humans:
                break
            out.append(move)
        return turns(out[::-1])


def turns(moves: list[Move]) -> list[Move]:
    """The moves with each run of one seat's actions in a row made one (a pawn's six steps, a
    draw and a discard): what they changed together, and all their lines."""
    out: list[Move] = []
    for move in moves:
        if out and out[-1].seat == move.seat:
            last = out[-1]
            out[-1] = Move(move.at, move.seat, last.keys | move.keys, last.lines + move.lines)
        else:
            out.append(move)
    return out


def marks(moves: list[Move], pieces: Pieces, hidden=()) -> list[tuple[pygame.Rect, Move]]:
    """``(area, move)`` for each marked piece on show now (the newest move of a piece marks it), in
    the pieces' drawing order; a piece flying now (``hidden``) is left out, and so is one that lies
    within another piece the same move marks (a band's cards: the band is marked)."""
    newest: dict = {}
    for move in moves:
        for key in move.keys:
            newest[key] = move
    hidden = set(hidden)
    found = [(pygame.Rect(one.area), newest[one.key]) for one in pieces
             if one.key in newest and one.key not in hidden]
    out = []
    for i, (area, move) in enumerate(found):
        inside = any(other is move and outer.contains(area) and (outer != area or j < i)
                     for j, (outer, other) in enumerate(found) if j != i)
        if not inside:
            out.append((area, move))
    return out


def mark_text(move: Move) -> str:
    """A mark's hover text: the log's lines of the move (of a long turn the first and the last)."""
    lines = move.lines
    if len(lines) > LINES:
        lines = (*lines[:LINES - 2], "…", lines[-1])
    return "\n".join(lines)


def draw_marks(surface: pygame.Surface, found: list[tuple[pygame.Rect, Move]], seats) -> None:
    """The marks: a ring round each piece (light, with a dark edge) and at its top left a badge
    in the seat's colour with the seat's initial (:func:`labels`: a letter, so the mark is not told
    by colour)."""
    for area, _move in found:
        r = area.inflate(8, 8)
        pygame.draw.rect(surface, EDGE, r.inflate(6, 6), 3, border_radius=12)
        pygame.draw.rect(surface, RING, r, 3, border_radius=10)
    badge = labels([seat.name for seat in seats]) if found else []
    placed: list[tuple[tuple[int, int], Move]] = []
    for area, move in found:
        seat = seats[move.seat]
        centre = badge_centre(area)
        if any(other is move and abs(x - centre[0]) < 3 * BADGE_R and abs(y - centre[1]) < 3 * BADGE_R
               for (x, y), other in placed):
            continue                      # (one badge for a move's marks side by side: a track's three levels)
        placed.append((centre, move))
        draw_badge(surface, centre, seat.colour, badge[move.seat])


def draw_badge(surface: pygame.Surface, centre: tuple[int, int], colour, label: str, radius: int = BADGE_R) -> None:
    """A seat's badge: a disc in its colour with a dark edge and its label (:func:`labels`), the
    same on the table's marks and in the recap."""
    picture = badge_picture(tuple(theme.rgb(colour)), label, radius)
    surface.blit(picture, picture.get_rect(center=centre))


@surface_cache(256 * 1024, scope=("table", "shell"))
def badge_picture(colour: tuple, label: str, radius: int) -> pygame.Surface:
    """A badge drawn once, on a picture of its own (the label lies inside it)."""
    side = 2 * (radius + 2) + 2
    picture = pygame.Surface((side, side), pygame.SRCALPHA)
    centre = (side // 2, side // 2)
    pygame.draw.circle(picture, EDGE, centre, radius + 2)
    pygame.draw.circle(picture, colour, centre, radius)
    pygame.draw.circle(picture, RING, centre, radius, 2)
    size = BADGE_TEXT if len(label) == 1 and radius >= BADGE_R else 20
    theme.text(picture, label, (centre[0], centre[1] + 1), size, EDGE, bold=True, anchor="center")
    return picture


def badge_centre(area: pygame.Rect) -> tuple[int, int]:
    """Where a mark's badge stands: just off the piece's top left corner (covering little of it),
    kept on the canvas and below the top bar."""
    x = max(BADGE_R + 2, area.left - 6)
    y = max(TOP_H + BADGE_R + 2, area.top - 6)
    return x, y


def initial(name: str) -> str:
    """The seat's initial on its badge (its first letter or digit, upper case)."""
    for ch in name:
        if ch.isalnum():
            return ch.upper()
    return "?"


def labels(names: list[str]) -> list[str]:
    """Each seat's badge: its initial, or where two seats share one ("Player 1", "Player 2"; Rocky
    and Rita), the initial and the name's last digit, else its first two letters, else the seat's
    number: the badge tells the seats apart without their colours."""
    firsts = [initial(n) for n in names]
    out = list(firsts)
    for i, name in enumerate(names):
        if firsts.count(firsts[i]) < 2:
            continue
        chars = [ch for ch in name if ch.isalnum()]
        digits = [ch for ch in chars if ch.isdigit()]
        two = initial(name) + (digits[-1] if digits else "".join(chars[1:2]).lower())
        out[i] = two
    return [str(i + 1) if out.count(label) > 1 else label for i, label in enumerate(out)]


def hovered(scene, spot: Hotspot | None) -> Hotspot | None:
    """The hovered hotspot as the hover text shows it: its own text, then the log's lines of the
    marked moves on the pieces whose middle it is the topmost hotspot over (a copy; the table's
    hotspots stay as the pieces made them). A mark under no hotspot has no hover text."""
    if spot is None:
        return None
    found = on_table(scene)
    if not found:
        return spot
    spots = scene.spots()
    texts: list[str] = []
    for area, move in found:
        text = mark_text(move)
        if text and text not in texts and spot.holds(area.center) and spots.at(area.center) is spot:
            texts.append(text)
    if not texts:
        return spot
    return replace(spot, tip=_joined(spot.tip, spot.why, texts))


def _joined(tip, why: str, texts: list[str]):
    """A hover text: the hotspot's own (its tip, else why not) and then the marks'."""
    def text() -> str:
        own = (tip() if callable(tip) else tip) or why
        return "\n".join([t for t in (own, *texts) if t])
    return text


# -- the table's side (called by TableScene) ---------------------------------------------------------

def note(scene, seat: int, lines: Iterable[str], viewer_before=None) -> None:
    """After ``seat``'s action (the table synced to it): keep what it changed, from the pieces
    before it (``scene.pieces_before``, laid out for ``viewer_before``) to those after. The move of
    the only human at the table is never shown to anyone, so what it changed is not looked for (it
    ends that human's marks). Where the table shows another seat's view after the action than
    before (a shared screen's hand folds away), the two lists lie out differently: only the pieces
    on both whose ``data`` changed count then."""
    humans = scene.humans()
    if humans == [seat]:
        keys = frozenset()
    else:
        after = scene.pieces()
        keys = changed(scene.pieces_before, after)
        if viewer_before != scene.viewer:
            old = {one.key: one for one in scene.pieces_before}
            keys = frozenset(k for k in keys if k in old and not _same(old[k].data, after.get(k).data))
    scene.last_moves.add(len(scene.runner.match.actions), seat, keys, lines)
    scene._touch()


def on_table(scene) -> list[tuple[pygame.Rect, Move]]:
    """The marks on show now: the moves the viewer has not answered yet, on the pieces that lie
    on the table (none on a read-only table)."""
    if scene.read_only or not scene.last_moves.moves:
        return []
    moves = scene.last_moves.shown(scene.viewer, scene.humans())
    if not moves:
        return []
    return marks(moves, scene.pieces(), scene.anims.hidden())


def play_outside(scene, action) -> None:
    """Play ``action`` on the table's runner from outside the table (the tour drives the runner so),
    and keep what it changed for the marks as the table does for an action it plays."""
    runner = scene.runner
    seat = runner.state.current_player()
    before, viewer = scene.pieces(), scene.viewer
    names = scene.names()
    lines = [line for line in (runner.state.describe(ev, names) for ev in runner.play(action)) if line]
    scene.sync()
    scene.pieces_before = before
    note(scene, seat, lines, viewer)
