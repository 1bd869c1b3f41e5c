"""What every game table draws the same way: the top bar, the buttons, the hover outline and
the hover text of the hotspot under the mouse, the prompt's text, and the cached panels and
fills those are made of. :class:`TableLook` is a mixin of :class:`~game.ui.table.TableScene`:
a game calls these from its ``render_layer`` and ``draw_extras``; they only draw (filling the
scene's surface cache). Module functions lay furniture out: :func:`grid_rects` (cards, tracks,
slots in rows and columns) and :func:`button_rows` (a prompt's buttons as wide as their labels);
:func:`fitting_lines` and :func:`fitting_size` fit words into the room a piece of furniture has.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.core.selection import TableSelection

from . import theme, tips, widgets
from .button_slots import Keep, rows_of
from .furniture import TITLE_SIZE, TITLE_X, TOP_H, H, W, title_end
from .hotspots import Hotspot, Look
from .table_end import END_ID

#: the hotspots of the kit's own buttons (:class:`~game.ui.table_aids.TableAids`, and the end's
#: "See the results": :mod:`~game.ui.table_end`)
AID_IDS = ("recap", "hint", "undo", END_ID)
#: where the top bar's status disc stands after the title, unless the game says otherwise
STATUS_GAP = 36


class TableLook:
    #: the hover text: its widest, where it stands from the mouse when the hotspot has no room beside
    #: it (a hotspot as large as the table), where it flips to when it would leave the screen, and
    #: the top of the area it stays in
    TIP_WIDTH = 480
    TIP_OFFSET = (18, 18)
    TIP_FLIP = (12, 12)
    TIP_TOP = 0
    #: the narrower hover texts tried, widest first, where one of ``TIP_WIDTH`` finds no room
    #: beside what it explains (the log between the market and the screen's edge)
    TIP_NARROW = (320, 260)
    #: where the hover text stands from the mouse while a piece follows it (a table's
    #: :class:`~game.core.selection.TableSelection` holds one); None: as always
    TIP_OFFSET_PICKED: tuple[int, int] | None = None
    #: the prompt panel: hover texts never cover it (a game sets its rect)
    PROMPT_AREA: pygame.Rect | None = None

    # -- cached pieces ----------------------------------------------------------------------
    def panel_image(self, size, fill, border, radius: int = 14, width: int = 2) -> pygame.Surface:
        """``theme.panel`` drawn once per look, 3 px in from the top left for its shadow."""
        def make():
            surf = pygame.Surface((size[0] + 12, size[1] + 12), pygame.SRCALPHA)
            theme.panel(surf, pygame.Rect(3, 3, *size), fill, border, radius=radius, width=width)
            return surf
        return self.cached(("panel", tuple(size), tuple(fill), tuple(border), radius, width), make)

    def fill_image(self, size, colour, alpha: int, radius: int = 0) -> pygame.Surface:
        """A see-through rounded rectangle of ``colour`` (shading, lit spaces)."""
        def make():
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(surf, (*colour[:3], alpha), surf.get_rect(), border_radius=radius)
            return surf
        return self.cached(("fill", tuple(size), tuple(colour), alpha, radius), make)

    def draw_seat_panel(self, s: pygame.Surface, rect: pygame.Rect, colour, fill, acting: bool, border=None,
                        radius: int = 12, strip: int = 12) -> None:
        """A seat's panel: ``fill`` with a strip of the seat's ``colour`` down its left side, in a
        border lit (HILITE, 3 px) while the seat acts, else ``border`` (3 px: a target) or the
        plain panel border (2 px)."""
        lit = theme.HILITE if acting else border
        s.blit(self.panel_image(rect.size, fill, lit or theme.PANEL_BORDER, radius, 3 if lit else 2),
               (rect.x - 3, rect.y - 3))
        pygame.draw.rect(s, theme.rgb(colour), pygame.Rect(rect.x, rect.y, strip, rect.height),
                         border_top_left_radius=radius, border_bottom_left_radius=radius)

    # -- the top bar ------------------------------------------------------------------------
    def draw_top_bar(self, s: pygame.Surface, title: str, status: str, colour=None, x: int | None = None,
                     size: int = 26, end: int | None = None) -> pygame.Rect:
        """The bar along the top: the game's title, then at ``x`` (by default :data:`STATUS_GAP`
        after the title) a disc in ``colour`` (by default the colour of the seat that decides, the
        text's once the game is over) and the status beside it, ending before ``end`` (by default
        the bar's buttons; returns where the status stands)."""
        if colour is None:
            to_act = self.context().to_act
            colour = theme.rgb(self.seats[to_act].colour) if to_act is not None else theme.TEXT
        if x is None:
            x = title_end(title) + STATUS_GAP
        status = self.read_only_status(status)         # (a replay's: the move shown first, .table_end)
        s.blit(self.cached("topbar", lambda: widgets.top_bar((W, TOP_H))), (0, 0))
        theme.text(s, title, (TITLE_X, TOP_H // 2), TITLE_SIZE, theme.ACCENT, bold=True, anchor="midleft")
        pygame.draw.circle(s, colour, (x, TOP_H // 2), 11)
        pygame.draw.circle(s, theme.TEXT, (x, TOP_H // 2), 11, 2)
        room = (end or self.aids_left() or W) - 16 - (x + 22)          # the status ends before the buttons
        fit = fitting_size(status, room, size, 20)
        lines = theme.wrap(status, fit, room, bold=True)
        if len(lines) == 1 or fit > 20:
            return theme.text(s, status, (x + 22, TOP_H // 2), fit, theme.TEXT, bold=True, anchor="midleft")
        fit = fitting_size(status, room, size, 20, lines=2)       # two lines rather than below 20 px
        lines = theme.wrap(status, fit, room, bold=True)[:2]
        rects = [theme.text(s, line, (x + 22, TOP_H // 2 + (i - (len(lines) - 1) / 2) * (fit + 2)), fit, theme.TEXT,
                            bold=True, anchor="midleft") for i, line in enumerate(lines)]
        return rects[0].unionall(rects[1:])

    # -- buttons ----------------------------------------------------------------------------
    def draw_button(self, s: pygame.Surface, rect: pygame.Rect, look: Look, hover: bool = False) -> pygame.Rect:
        """A button of the kit's look at ``rect``; returns where it drew."""
        style = look.style + ("-hover" if hover and look.style != "disabled" else "")
        img = self.cached(("btn", tuple(rect.size), look.label, style, look.size),
                          lambda: widgets.button_surface(rect.size, look.label, style, look.size))
        return s.blit(img, (rect.x - 3, rect.y))

    def draw_buttons(self, s: pygame.Surface, ids=None, skip=()) -> None:
        """Every hotspot with a button look (or those of ``ids``, less those of ``skip``), as they
        are when not hovered, the topmost last (the pieces' drawing order); the kit's own (Hint,
        Undo) are drawn by the kit."""
        for spot in reversed(self.spots().spots):
            if (spot.look is not None and (ids is None or spot.id in ids) and spot.id not in skip
                    and spot.id not in AID_IDS):
                self.draw_button(s, spot.area, spot.look)

    def draw_aid_buttons(self, s: pygame.Surface) -> None:
        """The kit's buttons in the top bar (Hint, Undo), as they are when not hovered."""
        for name in AID_IDS:
            spot = self.spots().get(name)
            if spot is not None and spot.look is not None:
                self.draw_button(s, spot.area, spot.look)

    # -- hover ------------------------------------------------------------------------------
    def hovered(self) -> Hotspot | None:
        return self.spots().get(self.hover)

    def draw_hover(self, s: pygame.Surface) -> Hotspot | None:
        """The hovered hotspot's ``hover_picture``, the hint's marks, then the hovered hotspot's
        hover look: a button lit, or its ring. Returns the hotspot (what it drew goes to
        :attr:`overdraw`)."""
        spot = self.hovered()
        picture = spot.hover_picture() if spot is not None and spot.hover_picture is not None else None
        if picture is not None:
            self.overdraw.add(s.blit(picture, spot.area))
        self.draw_hint(s)
        if spot is not None:
            if spot.look is not None:
                self.overdraw.add(self.draw_button(s, spot.area, spot.look, hover=True))
            elif spot.ring is not None:
                grow, width, radius = spot.ring
                self.overdraw.add(pygame.draw.rect(s, spot.ring_colour or theme.HILITE, spot.area.inflate(grow, grow),
                                                   width, border_radius=radius))
        return spot

    def draw_anims(self, s: pygame.Surface) -> None:
        """The animations' frame (what they drew goes to :attr:`overdraw`)."""
        self.overdraw.add(self.anims.draw(s))

    def tip_offset(self) -> tuple[int, int]:
        """Where the hover text stands from the mouse (further off a picked piece: ``TIP_OFFSET_PICKED``)."""
        if self.TIP_OFFSET_PICKED is not None and isinstance(self.sel, TableSelection) and self.sel.picked():
            return self.TIP_OFFSET_PICKED
        return self.TIP_OFFSET

    def draw_hover_text(self, s: pygame.Surface, text: str | None = None) -> None:
        """The hover text (the hovered hotspot's, unless ``text`` is given) where :meth:`hover_box`
        puts it, once the mouse has rested a moment (at once on the keyboard's focus)."""
        box = self.hover_box(text)
        if box is not None:
            self.overdraw.add(s.blit(*box))

    def hover_box(self, text: str | None = None) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The hover text's picture and place, or None while none shows. A disabled button's "why
        not" is one line right beside the button (:func:`game.ui.tips.place_line`); any other text
        stands above the spot's ``tip_at`` or beside the spot, nearest first (right, left, below,
        above, then level with the mouse: :func:`game.ui.tips.place_beside`), narrower where a full
        box finds no room; never on the spot, the prompt, another button or the areas that matter
        (:meth:`tip_clear`); beside the mouse when the spot has no room beside it."""
        spot = self.hovered()
        if text is None:
            text = spot.hover_text() if spot is not None else ""
        if not text or not self.tip_ready():
            return None
        bounds = pygame.Rect(0, self.TIP_TOP, W, H - self.TIP_TOP)
        avoid = [self.PROMPT_AREA] if self.PROMPT_AREA is not None else []
        clear = self.tip_clear() + [s.area for s in self.spots() if s.look is not None and s is not spot]
        if spot is not None and spot.look is not None and spot.why and text == spot.why:
            line = widgets.tooltip_width(text)
            if line <= bounds.width:
                img = self.cached(("tip", text, line), lambda: widgets.tooltip_surface(text, line))
                r = tips.place_line(img.get_size(), spot.area, bounds, clear + avoid, self.PROMPT_AREA)
                if r is not None:
                    return img, r
        widths = (self.TIP_WIDTH, min(widgets.tooltip_width(text), 2 * self.TIP_WIDTH), *self.TIP_NARROW)
        img = self.cached(("tip", text, self.TIP_WIDTH), lambda: widgets.tooltip_surface(text, self.TIP_WIDTH))
        if spot is not None:
            # beside it, as wide as usual, on one line or narrower; then farther off, past what is in
            # the way; then where it covers the least
            for width, reach, anyway in [*((w, False, False) for w in dict.fromkeys(widths)),
                                         (self.TIP_WIDTH, True, False), (self.TIP_WIDTH, False, True)]:
                one = self.cached(("tip", text, width), lambda width=width: widgets.tooltip_surface(text, width))
                r = tips.place_beside(one.get_size(), spot.area, bounds, avoid, spot.tip_at, clear, self.mouse,
                                      reach, anyway)
                if r is not None:
                    return one, r
        (mx, my), (dx, dy), (fx, fy) = self.mouse, self.tip_offset(), self.TIP_FLIP
        r = img.get_rect(topleft=(mx + dx, my + dy))
        if r.right > W:
            r.right = mx - (dx if fx is None else fx)
        if r.bottom > H:
            r.bottom = my - (dy if fy is None else fy)
        r.clamp_ip(bounds)
        return img, r

    def tip_clear(self) -> list[pygame.Rect]:
        """The areas that matter, which hover texts keep clear of (but for one that holds what the
        text explains): the kit's furniture, the top bar (its status and buttons) and the log panel,
        and the table's landmarks, its pieces with a name and no hotspot fields (the market, a
        camp's header, the hand, the prompt: the first-game pointers' targets)."""
        panel = getattr(self, "log_panel", None)
        out = [pygame.Rect(0, 0, W, TOP_H)] + ([panel.rect] if panel is not None else [])
        return out + [one.area for one in self.pieces() if one.id and not one.is_hotspot]

    # -- the prompt -------------------------------------------------------------------------
    def draw_prompt_panel(self, s: pygame.Surface, rect: pygame.Rect, mine: bool, fill=(32, 28, 40),
                          radius: int = 16) -> None:
        """The prompt's panel at ``rect``: its border in the accent colour, and thicker, while the
        decision is the player's at this screen (``mine``)."""
        border, width = (theme.ACCENT, 3) if mine else (theme.PANEL_BORDER, 2)
        s.blit(self.panel_image(rect.size, fill, border, radius, width), (rect.x - 3, rect.y - 3))

    def buttons_top(self, rect: pygame.Rect, default: int) -> int:
        """The top of the highest button (a hotspot with a look) inside ``rect``, ``default`` when
        there is none: where a prompt's text must end."""
        return min((spot.area.y for spot in self.spots() if spot.look is not None and rect.contains(spot.area)),
                   default=default)

    def draw_prompt_text(self, s: pygame.Surface, x: int, y: int, width: int, bottom: int, title: str,
                         detail: str, mine: bool, title_size: int = 24, title_lines: tuple[int, int] = (2, 3),
                         title_x: int | None = None, foot: tuple[str, bool] = ("", False)) -> None:
        """What the prompt says: the title (from ``title_x``, a size smaller past ``title_lines[0]``
        lines, at most ``title_lines[1]``), as much of the detail as fits (whole paragraphs after
        the first; under a message only whole paragraphs, the first too: one rule for every
        table), and at the foot, above ``bottom``, the table's last message or else ``foot``
        (text, bad): red and bold when something was refused or is wrong, green otherwise; the
        message takes the lines it needs before the detail (three at least)."""
        if self.read_only:              # a replay: what the table would ask a player is not for the viewer
            detail = _("A replay: nothing is played here. The replay bar moves through the game.")
        tx = x if title_x is None else title_x
        lines = theme.wrap(title, title_size, width - (tx - x), bold=True)
        if len(lines) > title_lines[0]:
            title_size -= 2
            lines = theme.wrap(title, title_size, width - (tx - x), bold=True)
        for line in lines[:title_lines[1]]:
            theme.text(s, line, (tx, y), title_size, theme.HILITE if mine else theme.TEXT, bold=True)
            y += title_size + 6
        y += 4
        message, bad = (self.message, self.message_bad) if self.message else foot
        msg_lines = theme.wrap(message, 20, width, bold=bad)[:max(3, (bottom - y) // 24)] if message else []
        room = max(0, (bottom - y) // 24 - len(msg_lines))
        for line in fitting_lines(detail, room, width, whole=bool(msg_lines)):
            theme.text(s, line, (x, y), 20, theme.TEXT if mine else theme.TEXT_DIM)
            y += 24
        if msg_lines:
            y = max(y + 2, bottom - 24 * len(msg_lines))
            for line in msg_lines:
                theme.text(s, line, (x, y), 20, theme.BAD if bad else theme.GOOD, bold=bad)
                y += 24


def fitting_lines(text: str, room: int, width: int, size: int = 20, whole: bool = False) -> list[str]:
    """``text`` wrapped to ``width``, as many lines as fit in ``room``: whole paragraphs after the
    first; a first paragraph that is cut ends with an ellipsis, unless ``whole`` (only whole
    paragraphs: a prompt's detail under a message, which is what counts then, is left out rather
    than cut mid-sentence)."""
    out: list[str] = []
    for i, para in enumerate(text.split("\n")):
        lines = theme.wrap(para, size, width)
        if len(out) + len(lines) > room:
            if i == 0 and not whole:
                out = lines[:room]
                if out and len(lines) > room:
                    out[-1] = out[-1].rstrip(" .,") + "…"
            break
        out += lines
    return out


def grid_rects(area: pygame.Rect, count: int, cols: int, gap: int, max_w: int | None = None,
               max_h: int | None = None) -> list[pygame.Rect]:
    """``count`` equal rects in ``cols`` columns filling ``area`` from its top left, row by row,
    ``gap`` apart: as wide and as tall as the area allows, at most ``max_w`` × ``max_h``."""
    rows = max(1, -(-count // cols))
    w = (area.width - gap * (cols - 1)) // cols
    h = (area.height - gap * (rows - 1)) // rows
    w, h = min(w, max_w or w), min(h, max_h or h)
    return [pygame.Rect(area.x + (i % cols) * (w + gap), area.y + (i // cols) * (h + gap), w, h)
            for i in range(count)]


def button_rows(looks: list[Look], rect: pygame.Rect, height: int = 44, gap: int = 8, inset: int = 16,
                min_width: int = 104, pad: int = 30, foot: int = 12, *, smaller: dict | None = None,
                keep: Keep | None = None) -> list[pygame.Rect]:
    """Where a row of buttons stands at the foot of a panel ``rect``: each as wide as its label
    (``pad`` more, at least ``min_width``), left to right from ``inset`` in, wrapping onto a new
    row ``gap`` below where the next would leave the panel; the last row ends ``foot`` above the
    panel's bottom. ``smaller`` (some of these arguments): the style where one row would not hold
    them. ``keep`` (``scene.button_slots(ids)``, the buttons' ids): the buttons stay put
    (:mod:`.button_slots`): each keeps its place across the decisions of one kind."""
    style = {"height": height, "gap": gap, "inset": inset, "min_width": min_width, "pad": pad, "foot": foot}
    styles = [style] if smaller is None else [{**style, "rows": 1}, {**style, **smaller}]
    if keep is not None:
        return keep.place(looks, rect, styles)
    for one in styles:
        rects = rows_of(looks, rect, **one)
        if len({r.y for r in rects}) <= one.get("rows", len(rects)):
            break
    return rects


def fitting_size(text: str, width: int, size: int, smallest: int, bold: bool = True, lines: int = 1) -> int:
    """The largest text size from ``size`` down to ``smallest`` at which ``text`` fits ``width``
    in at most ``lines`` lines (``smallest`` when none does): a name on a slot, a label on a card."""
    while size > smallest:
        wrapped = theme.wrap(text, size, width, bold=bold)
        if len(wrapped) <= lines and all(theme.font(size, bold).size(line)[0] <= width for line in wrapped):
            break
        size -= 1
    return size
