"""How the game went, as a picture: the charts a game's ``TableSpec.score_track`` makes of a
finished match (:mod:`game.core.score_track`), drawn with pygame. Shown by the results screen, the
replay viewer (its Chart button) and the statistics screen (the last game).

Every seat's line is drawn in its colour AND with its own marker at every step (a circle, a
square, a triangle … :data:`SHAPES`) and ends in the seat's badge (its initial, as the last
move's marks and the recap show it), so the lines read without colour; the same marker stands
beside the seat's name where the screen lists the seats (:func:`marker`). Lines that lie on one
another are drawn a little apart. Turning points are ringed and labelled in the game's words, most
telling first, as many as fit without covering each other; a moment of the whole table (a goal
reached) is a dashed upright line. A chart with a ``goal`` draws it as a dashed level.

The picture is made once (:func:`picture`) and blitted; nothing here is drawn below 20 px.
"""

from __future__ import annotations

import logging
import math

import pygame

from game.core.i18n import _
from game.core.score_track import Chart

from . import theme
from .last_move import draw_badge, labels

log = logging.getLogger(__name__)

#: the markers of seats 1, 2, …: the line's shape tells the seats apart without their colours
SHAPES = ("circle", "square", "triangle", "diamond", "down", "star", "plus", "hexagon")
TEXT_SIZE = 20
TITLE_SIZE = 22
MARKER_R = 7
BADGE_R = 15
#: the room of one column of badges at the lines' ends
BADGE_STEP = 2 * BADGE_R + 6
EDGE = (18, 16, 24)
GRID = (70, 65, 86)
#: the pixels two lines are drawn apart where they lie on one another
SPREAD = 3
#: where the replay viewer shows the chart over the table (above its bar)
OVER_TABLE = pygame.Rect(1920 - 740, 150, 720, 480)


def charts_of(spec, match) -> list[Chart]:
    """The charts of ``match`` by its game's declared ``score_track`` ([] when the game has none or
    it fails: the screen then goes without its chart, and the log says why)."""
    try:
        make = spec.table.score_track
    except LookupError:
        return []
    if make is None:
        return []
    try:
        return list(make(match))
    except Exception:          # noqa: BLE001 - a chart is never worth a finished game's screen
        log.exception("the score chart of %s could not be made", spec.id)
        return []


def marker(surface: pygame.Surface, centre, seat: int, colour, r: int = MARKER_R) -> None:
    """Seat ``seat``'s marker (:data:`SHAPES`) at ``centre``, in ``colour`` with a dark edge."""
    shape = SHAPES[seat % len(SHAPES)]
    x, y = centre
    colour = theme.rgb(colour) if isinstance(colour, str) else colour
    if shape == "circle":
        pygame.draw.circle(surface, EDGE, centre, r + 2)
        pygame.draw.circle(surface, colour, centre, r)
        return
    if shape == "square":
        pygame.draw.rect(surface, EDGE, (x - r - 2, y - r - 2, 2 * r + 4, 2 * r + 4))
        pygame.draw.rect(surface, colour, (x - r, y - r, 2 * r, 2 * r))
        return
    if shape == "plus":
        w = max(3, r * 2 // 3)
        for dx, dy, ww, hh in ((-r, -w // 2, 2 * r, w), (-w // 2, -r, w, 2 * r)):
            pygame.draw.rect(surface, EDGE, (x + dx - 2, y + dy - 2, ww + 4, hh + 4))
        for dx, dy, ww, hh in ((-r, -w // 2, 2 * r, w), (-w // 2, -r, w, 2 * r)):
            pygame.draw.rect(surface, colour, (x + dx, y + dy, ww, hh))
        return
    points = _polygon(shape, r + 1)
    pygame.draw.polygon(surface, EDGE, [(x + px * (r + 3) / (r + 1), y + py * (r + 3) / (r + 1)) for px, py in points])
    pygame.draw.polygon(surface, colour, [(x + px, y + py) for px, py in points])


def _polygon(shape: str, r: float) -> list[tuple[float, float]]:
    if shape == "triangle":
        return [(r * math.cos(a), r * math.sin(a)) for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)]
    if shape == "down":
        return [(r * math.cos(a), r * math.sin(a)) for a in (math.pi / 2, -math.pi / 6, -5 * math.pi / 6)]
    if shape == "diamond":
        return [(0, -r), (r, 0), (0, r), (-r, 0)]
    if shape == "hexagon":
        return [(r * math.cos(a), r * math.sin(a)) for a in (i * math.pi / 3 for i in range(6))]
    # a star of five points
    out = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r * (1.15 if i % 2 == 0 else 0.5)
        out.append((rr * math.cos(a), rr * math.sin(a)))
    return out


def picture(size: tuple[int, int], charts: list[Chart], seats, background=None, across: bool = False) -> pygame.Surface:
    """The charts stacked in a picture of ``size`` (each a title, its plot, its steps under it), or
    side by side (``across``)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    if background is not None:
        surf.fill(background)
    if not charts:
        theme.text(surf, _("No chart of this game."), (size[0] // 2, size[1] // 2), TEXT_SIZE, theme.TEXT_DIM,
                   anchor="center")
        return surf
    n = len(charts)
    for i, chart in enumerate(charts):
        if across:
            w = (size[0] - 40 * (n - 1)) // n
            rect = pygame.Rect(i * (w + 40), 0, w, size[1])
        else:
            h = size[1] // n
            rect = pygame.Rect(0, i * h, size[0], h - (8 if i < n - 1 else 0))
        draw(surf, rect, chart, seats)
    return surf


def draw(surface: pygame.Surface, rect: pygame.Rect, chart: Chart, seats) -> None:
    """One chart in ``rect``: its title and axis at the top, the seats' lines, the marks."""
    names = [s.name for s in seats]
    badges = labels(names)
    theme.text(surface, chart.title, (rect.x, rect.y), TITLE_SIZE, theme.TEXT, bold=True)
    top_value = max([max(row) for row in chart.values] + [chart.goal or 0, 1])
    low_value = min([min(row) for row in chart.values] + [0])
    y_labels = [str(low_value), str(top_value)]
    left = rect.x + max(theme.font(TEXT_SIZE).size(t)[0] for t in y_labels) + 10
    n = len(chart.values)
    spread = [round((s - (n - 1) / 2) * SPREAD) for s in range(n)]
    top, height = rect.y + 40, rect.height - 40 - 34
    if height < 30:
        return
    # the badges at the lines' ends, each at its line's height, side by side where they crowd
    scale = height / max(1, top_value - low_value)
    ends = [top + height - round((row[-1] - low_value) * scale) + spread[s] for s, row in enumerate(chart.values)]
    slots = _badge_slots(ends, 2 * BADGE_R + 2, top, top + height + 10)
    columns = 1 + max((c for c, _y in slots), default=0)
    plot = pygame.Rect(left + 4, top, rect.right - left - 4 - columns * BADGE_STEP - 10, height)
    if plot.width < 40:
        return
    theme.text(surface, chart.axis, (plot.right, rect.y + 2), TEXT_SIZE, theme.TEXT_DIM, anchor="topright")
    steps = len(chart.steps)
    # the first step's marker clear of the values' words, its name clear of the chart's edge
    inset = max(MARKER_R + 6, theme.font(TEXT_SIZE).size(chart.steps[0])[0] // 2 - (plot.x - rect.x) + 2)
    span = plot.width - inset

    def x_of(i: int) -> int:
        return plot.x + inset + (round(i * span / (steps - 1)) if steps > 1 else span // 2)

    def y_of(v: float) -> int:
        return plot.bottom - round((v - low_value) * plot.height / max(1, top_value - low_value))

    # the frame: the lowest and highest value, the steps under the plot
    for v in {low_value, top_value, 0}:
        pygame.draw.line(surface, GRID, (plot.x, y_of(v)), (plot.right, y_of(v)), 1)
    theme.text(surface, str(top_value), (left, y_of(top_value)), TEXT_SIZE, theme.TEXT_DIM, anchor="midright")
    theme.text(surface, str(low_value), (left, y_of(low_value)), TEXT_SIZE, theme.TEXT_DIM, anchor="midright")
    taken: list[pygame.Rect] = []
    last_right = -10_000
    for i, step in enumerate(chart.steps):
        img = theme.render(step, TEXT_SIZE, theme.TEXT_DIM)
        r = img.get_rect(midtop=(x_of(i), plot.bottom + 6))
        if r.left > last_right + 6 or i == steps - 1 and r.left > last_right:
            surface.blit(img, r)
            last_right = r.right
    if chart.goal is not None:
        gy = y_of(chart.goal)
        _dashed(surface, theme.GOOD, (plot.x, gy), (plot.right, gy))
        if chart.goal_text:
            r = theme.text(surface, chart.goal_text, (plot.x + 6, gy - 2), TEXT_SIZE, theme.GOOD, anchor="bottomleft")
            taken.append(r)
    for m in chart.marks:                     # the whole table's moments: an upright dashed line
        if m.seat is None:
            _dashed(surface, theme.HILITE, (x_of(m.step), plot.y), (x_of(m.step), plot.bottom))
    # the lines, drawn apart a little where they lie on one another
    points = [[(x_of(i), y_of(v) + spread[s]) for i, v in enumerate(row)] for s, row in enumerate(chart.values)]
    for s, pts in enumerate(points):
        if len(pts) > 1:
            pygame.draw.lines(surface, EDGE, False, pts, 6)
            pygame.draw.lines(surface, _colour(seats, s), False, pts, 3)
    for s, pts in enumerate(points):
        for p in pts:
            marker(surface, p, s, _colour(seats, s))
    for s, pts in enumerate(points):
        column, y = slots[s]
        centre = (plot.right + 10 + BADGE_R + column * BADGE_STEP, y)
        pygame.draw.line(surface, _colour(seats, s), pts[-1], centre, 2)
        draw_badge(surface, centre, seats[s].colour, badges[s], BADGE_R)
    taken += [pygame.Rect(p[0] - MARKER_R, p[1] - MARKER_R, 2 * MARKER_R, 2 * MARKER_R) for pts in points for p in pts]
    _labels(surface, chart, points, plot, rect, taken, x_of)


def _labels(surface, chart: Chart, points, plot: pygame.Rect, rect: pygame.Rect, taken: list, x_of) -> None:
    """The marks' rings and words: each label beside its point where it covers no other label and
    no point, inside the chart; a mark with no room left is not labelled."""
    room = pygame.Rect(rect.x, plot.top - 6, rect.width, plot.bottom + 4 - (plot.top - 6))   # (not on the steps)
    placed: list[pygame.Rect] = []
    for m in chart.marks:
        if m.seat is None:
            at = (x_of(m.step), plot.y + 12)
        else:
            if m.seat >= len(points):
                continue
            at = points[m.seat][m.step]
        img = theme.render(m.text, TEXT_SIZE, theme.HILITE)
        w, h = img.get_size()
        spot = None
        for dx, dy in ((12, -h - 8), (-w - 12, -h - 8), (12, 8), (-w - 12, 8), (-w // 2, -h - 14), (-w // 2, 14)):
            r = pygame.Rect(at[0] + dx, at[1] + dy, w, h)
            if room.contains(r) and r.collidelist(placed) < 0 and r.collidelist(taken) < 0:
                spot = r
                break
        if spot is None:
            continue
        back = spot.inflate(8, 2)
        if m.seat is not None:
            pygame.draw.circle(surface, theme.HILITE, at, MARKER_R + 5, 2)
            corner = (min(max(at[0], back.left), back.right), back.bottom if at[1] > back.bottom else back.top)
            pygame.draw.line(surface, theme.HILITE, at, corner, 1)
        pygame.draw.rect(surface, (28, 25, 36), back, border_radius=6)
        pygame.draw.rect(surface, theme.HILITE, back, 1, border_radius=6)
        surface.blit(img, spot)
        placed.append(back)


def _badge_slots(ys: list[int], gap: int, low: int, high: int, most: int = 4) -> list[tuple[int, int]]:
    """(Column, height) of each line's badge: at its line's end height (kept within ``low`` …
    ``high``), in the first column where it keeps ``gap`` from the badges there; past ``most``
    columns, under the last one's lowest badge."""
    placed: list[list[int]] = [[] for _c in range(most)]
    out: list[tuple[int, int]] = [(0, 0)] * len(ys)
    for s in sorted(range(len(ys)), key=lambda s: (ys[s], s)):
        y = min(max(ys[s], low), high)
        column = next((c for c, taken in enumerate(placed) if all(abs(y - t) >= gap for t in taken)), None)
        if column is None:
            column, y = most - 1, max(placed[-1]) + gap
        placed[column].append(y)
        out[s] = (column, y)
    return out


def _dashed(surface, colour, a, b, dash: int = 8) -> None:
    (x0, y0), (x1, y1) = a, b
    length = max(1, math.hypot(x1 - x0, y1 - y0))
    for i in range(0, int(length), dash * 2):
        t0, t1 = i / length, min(1.0, (i + dash) / length)
        pygame.draw.line(surface, colour, (x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0),
                         (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1), 2)


def _colour(seats, s: int):
    return theme.rgb(seats[s].colour) if s < len(seats) else theme.TEXT_DIM


class ChartPanel:
    """The chart as a panel another screen shows on request (the replay viewer's Chart button):
    made when first shown, drawn in ``rect`` while :attr:`shown`."""

    def __init__(self, spec, match, rect: pygame.Rect):
        self.spec, self.match, self.rect = spec, match, pygame.Rect(rect)
        self.shown = False
        self._picture: pygame.Surface | None = None

    def toggle(self) -> None:
        self.shown = not self.shown

    def picture(self) -> pygame.Surface:
        if self._picture is None:
            charts = charts_of(self.spec, self.match)
            self._picture = picture(self.rect.inflate(-40, -36).size, charts, self.match.seats)
        return self._picture

    def draw(self, surface: pygame.Surface) -> None:
        if not self.shown:
            return
        theme.panel(surface, self.rect, (36, 33, 46), theme.ACCENT, radius=16, width=2)
        surface.blit(self.picture(), self.rect.inflate(-40, -36).topleft)
