"""Small widgets shared by the scenes, and the pieces both game tables draw
the same way (buttons, top bar, hover box, log, the table's dark edges). A
widget keeps its own hover state (updated in ``handle``) and draws itself; it
calls back on click."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from game.core.events import Headline
from game.core.i18n import _, ngettext

from . import theme


class Button:
    def __init__(self, rect, label: str, on_click: Callable[[], None] | None = None, *,
                 enabled: bool = True, primary: bool = False, tooltip: str = "",
                 size: int = 26, name: str = ""):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.primary = primary
        self.tooltip = tooltip
        self.size = size
        self.name = name or label.lower().replace(" ", "_")
        self.hover = False

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was a click on this button (and it was enabled)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos) and self.enabled:
                if self.on_click:
                    self.on_click()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        fg = self.draw_background(surface)
        theme.text(surface, self.label, self.rect.center, self.size, fg, bold=True, anchor="center")

    def draw_background(self, surface: pygame.Surface) -> tuple[int, int, int]:
        """The button without its label; returns the label's colour."""
        fill, fg, border = button_colours(self.enabled, self.primary, self.hover)
        theme.panel(surface, self.rect, fill, border, radius=12)
        return fg


def button_colours(enabled: bool, primary: bool, hover: bool, disabled_fill=theme.PANEL):
    """(fill, label, border) colours of a button: the one look of every button in the app."""
    if not enabled:
        return disabled_fill, theme.TEXT_DIM, theme.PANEL_BORDER
    if primary:
        return (theme.HILITE if hover else theme.ACCENT), theme.TEXT_DARK, theme.ACCENT_DARK
    if hover:
        return theme.PANEL_BORDER, theme.TEXT, theme.HILITE
    return theme.PANEL_LIGHT, theme.TEXT, theme.PANEL_BORDER


#: a disabled button on a game table (a little lighter than the shell's panels)
TABLE_DISABLED_FILL = (46, 40, 52)


def button_surface(size, label: str, style: str, text_size: int) -> pygame.Surface:
    """A game table's button of ``size`` with its shadow, on a transparent surface 12 px
    larger (blit it 3 px left of the button's place). ``style`` is "normal", "primary" or
    "disabled", with "-hover" added for the look under the mouse."""
    w, h = size
    surf = pygame.Surface((w + 12, h + 12), pygame.SRCALPHA)
    r = pygame.Rect(3, 0, w, h)
    fill, fg, border = button_colours(style != "disabled", style.startswith("primary"), style.endswith("hover"),
                                      disabled_fill=TABLE_DISABLED_FILL)
    theme.panel(surf, r, fill, border, radius=12)
    theme.text(surf, label, r.center, text_size, fg, bold=True, anchor="center")
    return surf


def top_bar(size) -> pygame.Surface:
    """A game table's top bar: dark and a little see-through, an accent line along its foot."""
    w, h = size
    bar = pygame.Surface((w, h), pygame.SRCALPHA)
    bar.fill((18, 14, 20, 215))
    pygame.draw.line(bar, (*theme.ACCENT_DARK, 255), (0, h - 2), (w, h - 2), 2)
    return bar


def vignette(bg: pygame.Surface, shade: Callable[[float], int], reach: float) -> pygame.Surface:
    """``bg`` darkened towards its edges (drawn over it in place), converted for fast blits when a
    display is up. ``shade(d)`` is the black's alpha at ``d``: 0 in the middle, 1 at ``reach``
    and beyond (1.0 is about the middle of each edge)."""
    small = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
            d = min(1.0, math.hypot(dx, dy) / reach)
            small.set_at((x, y), (0, 0, 0, shade(d)))
    bg.blit(pygame.transform.smoothscale(small, bg.get_size()), (0, 0))
    try:
        return bg.convert()
    except pygame.error:
        return bg


def converted(surf: pygame.Surface) -> pygame.Surface:
    """``surf`` converted to the display's format for fast blits (an opaque picture kept for many
    frames); unchanged when no display is up."""
    try:
        return surf.convert()
    except pygame.error:
        return surf


def lifted(img: pygame.Surface, radius: int = 0, pad: int = 14, offset=(8, 10), alpha: int = 110) -> pygame.Surface:
    """``img`` lifted off the table (a picked tile or card following the mouse): on a transparent
    surface ``pad`` px larger on each side, over a dark rounded shadow ``offset`` down-right."""
    w, h = img.get_size()
    out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(out, (0, 0, 0, alpha), (pad + offset[0], pad + offset[1], w, h), border_radius=radius)
    out.blit(img, (pad, pad))
    return out


def badge(surface: pygame.Surface, rect: pygame.Rect, value: str, unit: str, fill, border) -> None:
    """A score badge: ``fill`` with a ``border`` in a rounded ``rect``, ``value`` bold 26 px at its
    left and ``unit`` dimmer in 20 px at its right."""
    pygame.draw.rect(surface, fill, rect, border_radius=10)
    pygame.draw.rect(surface, border, rect, 2, border_radius=10)
    theme.text(surface, value, (rect.x + 12, rect.centery), 26, theme.TEXT, bold=True, anchor="midleft")
    theme.text(surface, unit, (rect.right - 10, rect.centery + 2), 20, theme.TEXT_DIM, anchor="midright")


def banner_image(title: str, sub: str, colour=theme.ACCENT) -> pygame.Surface:
    """A banner's card: a big title and, below it, the sub-line wrapped to at most 760 px."""
    sub_lines = theme.wrap(sub, 24, 760) if sub else []
    w = max([theme.font(40, True).size(title)[0]] + [theme.font(24).size(x)[0] for x in sub_lines]) + 90
    h = 96 + 30 * len(sub_lines) + (12 if sub_lines else 0)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    theme.panel(surf, pygame.Rect(6, 0, w - 12, h - 12), (30, 24, 40), colour, radius=20, width=4)
    theme.text(surf, title, (w // 2, 20), 40, colour, bold=True, anchor="midtop")
    for i, line in enumerate(sub_lines):
        theme.text(surf, line, (w // 2, 74 + 30 * i), 24, theme.TEXT, anchor="midtop")
    return surf


def draw_tooltip(surface: pygame.Surface, pos, message: str, width: int = 420) -> None:
    """A hover explanation box near ``pos``, kept on screen."""
    if not message:
        return
    lines = theme.wrap(message, 20, width - 24)
    h = 16 + 26 * len(lines)
    w = min(width, max(theme.font(20).size(line)[0] for line in lines) + 28)
    rect = pygame.Rect(pos[0] + 18, pos[1] + 18, w, h)
    rect.clamp_ip(surface.get_rect())
    theme.panel(surface, rect, (30, 28, 38), theme.HILITE, radius=8)
    for i, line in enumerate(lines):
        theme.text(surface, line, (rect.x + 14, rect.y + 8 + 26 * i), 20)


def focus_ring(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """The keyboard focus: a dashed white ring with a dark edge around ``rect`` (a shape, not a
    colour, says where the keys are). Returns where it drew."""
    r = rect.inflate(10, 10)
    drawn = pygame.draw.rect(surface, (0, 0, 0), r.inflate(4, 4), 2, border_radius=10).inflate(4, 4)
    dash, gap = 12, 7
    for (x0, y0), (x1, y1) in ((r.topleft, r.topright), (r.topright, r.bottomright),
                               (r.bottomright, r.bottomleft), (r.bottomleft, r.topleft)):
        length = max(abs(x1 - x0), abs(y1 - y0))
        for start in range(0, length, dash + gap):
            end = min(length, start + dash)
            a = (x0 + (x1 - x0) * start // length, y0 + (y1 - y0) * start // length)
            b = (x0 + (x1 - x0) * end // length, y0 + (y1 - y0) * end // length)
            pygame.draw.line(surface, (255, 255, 255), a, b, 3)
    return drawn


def tooltip_width(message: str) -> int:
    """How wide a hover box (:func:`tooltip_surface`) must be to hold ``message`` on one line."""
    return theme.font(22).size(message)[0] + 32


def tooltip_surface(message: str, width: int) -> pygame.Surface:
    """A game table's hover box (22 px text, at most ``width`` wide) on a transparent surface
    with room for its shadow."""
    lines = theme.wrap(message, 22, width - 28)
    h = 18 + 29 * len(lines)
    w = min(width, max(theme.font(22).size(line)[0] for line in lines) + 32)
    surf = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
    theme.panel(surf, pygame.Rect(0, 0, w, h), (28, 26, 36), theme.HILITE, radius=10)
    for i, line in enumerate(lines):
        theme.text(surf, line, (16, 9 + 29 * i), 22)
    return surf


@lru_cache(maxsize=512)
def outline(size: tuple[int, int], colour: tuple, width: int, radius: int, dashed: bool = False) -> pygame.Surface:
    """A ring round a rect of ``size`` on a transparent surface (cached: blit it, never draw on
    it): solid, or ``dashed`` (dashes along each side between the rounded corners, so it looks
    the same turned)."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    if not dashed:
        pygame.draw.rect(surf, colour, surf.get_rect(), width, border_radius=radius)
        return surf
    dash = max(8, w // 8)
    for x in range(radius, w - radius, dash * 2):
        x2 = min(x + dash, w - radius)
        pygame.draw.line(surf, colour, (x, width // 2), (x2, width // 2), width)
        pygame.draw.line(surf, colour, (x, h - 1 - width // 2), (x2, h - 1 - width // 2), width)
    for y in range(radius, h - radius, dash * 2):
        y2 = min(y + dash, h - radius)
        pygame.draw.line(surf, colour, (width // 2, y), (width // 2, y2), width)
        pygame.draw.line(surf, colour, (w - 1 - width // 2, y), (w - 1 - width // 2, y2), width)
    return surf


def pill(surface: pygame.Surface, label: str, pos, fill, anchor: str = "center", height: int = 24, pad: int = 12,
         radius: int = 8, colour=theme.TEXT, bold: bool = True) -> pygame.Rect:
    """``label`` (20 px) in a rounded pill ``pad`` px wider than it and ``height`` tall, placed
    by its ``anchor`` point ("center", "midtop", "midleft", ...) at ``pos``; returns the pill."""
    r = pygame.Rect(0, 0, theme.font(20, bold).size(label)[0] + pad, height)
    setattr(r, anchor, pos)
    pygame.draw.rect(surface, fill, r, border_radius=radius)
    theme.text(surface, label, r.center, 20, colour, bold=bold, anchor="center")
    return r


def pill_stack(surface: pygame.Surface, lines: list[str], midtop, sub: str = "", fill=(20, 18, 26)) -> None:
    """Labels under a thing (a tile, a pile): each line bold in a dark pill, 26 px apart, and
    ``sub`` (not bold, dimmer) in the last one."""
    x, y = midtop
    for i, line in enumerate(lines):
        pill(surface, line, (x, y + 26 * i), fill, anchor="midtop")
    if sub:
        pill(surface, sub, (x, y + 26 * len(lines)), fill, anchor="midtop", colour=theme.TEXT_DIM, bold=False)


def token(surface: pygame.Surface, centre, radius: int, fill, content: str | pygame.Surface = "", size: int = 44,
          colour=theme.TEXT_DARK, border=theme.TEXT) -> None:
    """A round token (who decides, a seat): ``fill`` in a ``border`` ring, with ``content`` in the
    middle: a picture, or a short bold text of ``size`` px (an initial)."""
    pygame.draw.circle(surface, fill, centre, radius)
    pygame.draw.circle(surface, border, centre, radius, 3)
    if isinstance(content, pygame.Surface):
        surface.blit(content, content.get_rect(center=centre))
    elif content:
        theme.text(surface, content, (centre[0], centre[1] + 2), size, colour, bold=True, anchor="center")


def meter_image(size, label: str, value: str, frac: float, colour, bar=(150, 14, 200, 16)) -> pygame.Surface:
    """A labelled gauge (a turn clock): a dark rounded box outlined in ``colour``, ``label`` bold
    20 px at the left, the ``bar`` rect filled ``frac`` (0..1) in ``colour``, and ``value`` bold
    26 px in ``colour`` at the right."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    pygame.draw.rect(surf, (30, 24, 34), surf.get_rect(), border_radius=12)
    pygame.draw.rect(surf, colour, surf.get_rect(), 2, border_radius=12)
    bar = pygame.Rect(bar)
    pygame.draw.rect(surf, (60, 54, 70), bar, border_radius=8)
    if round(bar.width * frac) > 0:
        pygame.draw.rect(surf, colour, (bar.x, bar.y, round(bar.width * frac), bar.height), border_radius=8)
    theme.text(surf, label, (12, h // 2), 20, theme.TEXT, bold=True, anchor="midleft")
    theme.text(surf, value, (w - 12, h // 2), 26, colour, bold=True, anchor="midright")
    return surf


def list_card(title: str, rows: list[tuple[pygame.Surface, str, str]], width: int = 560, empty: str = "",
              colour=theme.HILITE) -> pygame.Surface:
    """A card listing things under a bold ``title`` (22 px, ``colour``): per row of ``(picture,
    name, line)`` the picture (up to 54 px) at the left, beside it the name bold 22 px and the
    line dimmer in 20 px, 62 px a row; ``empty`` when there are no rows."""
    surf = pygame.Surface((width, 70 + max(1, len(rows)) * 62), pygame.SRCALPHA)
    theme.panel(surf, surf.get_rect().inflate(-8, -8), (30, 28, 38), colour, radius=10)
    theme.text(surf, title, (20, 16), 22, colour, bold=True)
    if not rows:
        theme.text(surf, empty, (20, 60), 20, theme.TEXT)
    for i, (img, name, line) in enumerate(rows):
        y = 52 + i * 62
        surf.blit(img, (20, y))
        theme.text(surf, name, (88, y + 6), 22, theme.TEXT, bold=True)
        theme.text(surf, line, (88, y + 32), 20, theme.TEXT_DIM)
    return surf


def face_down_pile(surface: pygame.Surface, rect: pygame.Rect, back: pygame.Surface, count: int, per_layer: int,
                   step: int = 2, empty=(255, 255, 255)) -> None:
    """A face-down pile of ``count`` things at ``rect``: ``back`` on top of up to four more backs (one
    per ``per_layer`` things), each ``step`` px further up and left; an empty pile is a rounded
    outline in ``empty``."""
    if count <= 0:
        pygame.draw.rect(surface, empty, rect, 2, border_radius=12)
        return
    layers = min(4, max(1, count // per_layer))
    for i in range(layers, 0, -1):
        surface.blit(back, rect.move(-i * step, -i * step + step * layers))
    surface.blit(back, rect)


def face_up_pile(surface: pygame.Surface, rect: pygame.Rect, pictures: list[pygame.Surface], empty: str = "",
                 size: int = 22, colour=theme.TEXT_DIM, outline=(230, 220, 200)) -> None:
    """A face-up pile at ``rect``: the last of ``pictures`` on top of the one before (3 px down and
    left), or, with none, a rounded ``outline`` with ``empty`` (``size`` px, ``colour``) in it."""
    if not pictures:
        pygame.draw.rect(surface, outline, rect, 2, border_radius=12)
        theme.text(surface, empty, rect.center, size, colour, anchor="center")
    if len(pictures) > 1:
        surface.blit(pictures[-2], rect.move(-3, 3))
    if pictures:
        surface.blit(pictures[-1], rect)


def score_report(size, rect: pygame.Rect, title: str, sub: str, columns: list[tuple[str, tuple]],
                 rows: list[tuple[str, list, int, tuple]], foot=(), label_w: int = 330) -> pygame.Surface:
    """A round's scores over the dimmed table: on a see-through black surface of ``size``, a panel at
    ``rect`` with ``title`` (40 px, accent) and ``sub`` (dimmer) at its top; a column per ``(name,
    colour)`` of ``columns``, headed by the name beside a disc of the colour; per row of ``(label,
    values, size, colour)`` a rule, the label (``label_w`` wide, bold and bright when ``size`` is over
    24) and a value per column in ``size`` px and ``colour``; the ``foot`` lines centred under the rows."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((0, 0, 0, 150))
    r, n = rect, len(columns)
    theme.panel(surf, r, (34, 30, 42), theme.ACCENT, radius=18, width=3)
    theme.text(surf, title, (r.centerx, r.y + 24), 40, theme.ACCENT, bold=True, anchor="midtop")
    theme.text(surf, sub, (r.centerx, r.y + 76), 22, theme.TEXT_DIM, anchor="midtop")
    col_w = min(170, (r.width - label_w - 60) // n)
    lx = r.centerx - (label_w + col_w * n) // 2
    xs = [lx + label_w + i * col_w + col_w // 2 for i in range(n)]
    for cx, (name, colour) in zip(xs, columns, strict=True):
        shown = theme.text(surf, name, (cx + 4, r.y + 124), 22, theme.TEXT, bold=True, anchor="midtop")
        pygame.draw.circle(surf, colour, (shown.x - 16, shown.y + 13), 8)
    y = r.y + 168
    for label, values, value_size, colour in rows:
        strong = value_size > 24
        pygame.draw.line(surf, theme.PANEL_BORDER, (lx - 16, y - 6), (lx + label_w + col_w * n + 16, y - 6), 1)
        theme.text(surf, label, (lx, y + 4), 24, theme.TEXT if strong else theme.TEXT_DIM, bold=strong)
        for cx, value in zip(xs, values, strict=True):
            theme.text(surf, str(value), (cx, y + 2), value_size, colour, bold=strong, anchor="midtop")
        y += 48
    for i, line in enumerate(foot):
        theme.text(surf, line, (r.centerx, y + 14 + 30 * i), 22, theme.TEXT, anchor="midtop")
    return surf


def gallery(title: str, pictures: list[pygame.Surface], text: str = "", per_row: int = 18,
            step: int = 46) -> pygame.Surface:
    """Pictures laid out like a pile spread on the table: under a bold ``title`` (20 px, lit), in
    rows of ``per_row``, each ``step`` px right of the one before (they overlap when it is less than
    their width), and ``text`` wrapped under them, on a card just wide enough for both."""
    pw, ph = pictures[0].get_size() if pictures else (0, 0)
    w = max(28 + step * (min(per_row, len(pictures)) - 1) + pw, theme.font(20, True).size(title)[0] + 40)
    y = 48 + (len(pictures) + per_row - 1) // per_row * (ph + 8)          # under the pictures
    lines = theme.wrap(text, 20, w - 28) if text else []
    surf = pygame.Surface((w, y + 24 * len(lines) + 14), pygame.SRCALPHA)
    theme.panel(surf, surf.get_rect().inflate(-8, -8), (30, 28, 38), theme.HILITE, radius=10)
    theme.text(surf, title, (16, 12), 20, theme.HILITE, bold=True)
    for i, img in enumerate(pictures):
        surf.blit(img, (14 + i % per_row * step, 44 + i // per_row * (ph + 8)))
    for i, line in enumerate(lines):
        theme.text(surf, line, (16, y + 24 * i), 20, theme.TEXT)
    return surf


class LogPanel:
    """A game log in a side panel: the newest entries at the bottom, scrolled back by
    wrapped lines, rendered again only when the log or the scroll changes.
    ``special(entry)`` marks entries drawn highlighted (by default the
    :class:`~game.core.events.Headline` lines)."""

    def __init__(self, rect, title: str | None = None, special: Callable[[str], bool] | None = None,
                 size: int = 20, empty: str = ""):
        self.rect = pygame.Rect(rect)
        self.empty = empty
        self.title = title
        self.special = special or (lambda entry: isinstance(entry, Headline))
        self.size = size
        self.lines_total = 0          # wrapped lines at the last render: how far it may scroll
        self._cache: tuple | None = None

    def forget(self) -> None:
        self._cache = None

    def draw(self, surface: pygame.Surface, log: list[str], scroll: int) -> None:
        key = (len(log), scroll, log[-1] if log else "")
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._render(log, scroll))
        surface.blit(self._cache[1], self.rect.topleft)

    def _render(self, log: list[str], scroll: int) -> pygame.Surface:
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        theme.panel(surf, surf.get_rect().inflate(-8, -8).move(-2, -4), (26, 22, 30), theme.PANEL_BORDER,
                    radius=14)
        title = _("Log") if self.title is None else self.title     # a given title comes translated
        theme.text(surf, title, (18, 10), 24, theme.ACCENT, bold=True)
        width = self.rect.width - 40
        lines: list[tuple[str, bool, bool]] = []       # text, highlighted, first line of an entry
        for entry in log[-400:]:
            special = self.special(entry)
            for j, line in enumerate(theme.wrap(entry, self.size, width - 14)):
                lines.append((line, special, j == 0))
        line_h, gap = round(self.size * 1.2), 7
        room_h = self.rect.height - 84
        end = max(0, len(lines) - scroll)
        start, used = end, 0
        while start > 0:
            need = line_h + (gap if lines[start - 1][2] else 0)
            if used + need > room_h:
                break
            used += need
            start -= 1
        while start < end and start > 0 and not lines[start][2]:
            start += 1          # never begin with the tail of a cut entry
        y = 46
        for text, special, first in lines[start:end]:
            if first and y > 46:
                y += gap
            theme.text(surf, text, (16 if first else 30, y), self.size, theme.HILITE if special else theme.TEXT)
            y += line_h
        self.lines_total = len(lines)
        if not lines and self.empty:
            for i, line in enumerate(theme.wrap(self.empty, self.size, width)):
                theme.text(surf, line, (16, 46 + i * line_h), self.size, theme.TEXT_DIM)
        if scroll:
            more = ngettext("{n} newer line below (scroll)", "{n} newer lines below (scroll)", scroll)
            theme.text(surf, more.format(n=scroll), (self.rect.width // 2,
                       self.rect.height - 34), 20, theme.TEXT_DIM, anchor="midtop")
        return surf
