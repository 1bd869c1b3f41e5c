"""First-game pointers: a few callouts on the real table that walk a newcomer through one turn.

A game declares its pointers once, as data, in its :class:`~game.core.registry.TableSpec`
(``guide``; the list itself usually stands in its presenter module ``hints.py``)::

    GUIDE = [("card:*", N_("These are your musicians …")), ("deck", N_("Click the deck …")), …]

Each pointer is ``(target, text)``. The target names what it points at, in the table's own
terms: a hotspot id (``"deck"``), every hotspot whose id starts with a prefix (``"card:*"``,
their areas together), ``{me}`` for the seat whose view is shown (``"seat:{me}"``), or ``@name``
for one of the table spec's ``places``, a rect that no hotspot stands for (``"@prompt"``);
``"a|b"`` takes the first that is on show. The text is marked with ``N_`` and translated when
drawn. A pointer ``(target, text, phase)`` follows the game: where the table spec declares
``guide_phases(ctx)`` (the phases the player's decision now belongs to, most particular first),
a phase's pointers show together the first time the player decides in it, the others wait for
theirs (Rock'n Rodeo's season: booking, expansion, line-up, the festival's times of day, the
scoring); Skip ends them all. Every game has pointers (a table spec without them is refused, and
``tests/ui/test_guide.py`` checks that each one finds its target on the game's real table).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.core.i18n import _, pgettext

from . import theme, tips, widgets
from .hotspots import Hotspot
from .scene import LOGICAL_SIZE

W, H = LOGICAL_SIZE
#: the callout: its width, text size, the room round its text and between its buttons
WIDTH, TEXT, PAD = 540, 24, 22
#: its head (the counter, the keys): text size, the height of a line, the least room between the two
HEAD, HEAD_LINE, HEAD_GAP = 20, 30, 12
BUTTON_H, BUTTON_GAP = 56, 14
#: how far the callout stands from its target (the arrow's room)
REACH = 70
#: the dimming over the rest of the table
DIM = 150


def pointers_of(spec) -> list[tuple[str, str]]:
    """The game's first-game pointers (``[(target, text)]``), as its table spec declares them."""
    return [(str(one[0]), str(one[1])) for one in spec.table.guide]


def phases_of(spec) -> list[str]:
    """Each pointer's phase (``""``: none), or ``[]`` where the game's pointers follow no phases
    (its table spec declares no ``guide_phases``)."""
    if spec.table.guide_phases is None:
        return []
    return [str(one[2]) if len(one) > 2 else "" for one in spec.table.guide]


def resolve(target: str, spots, viewer: int | None, places=None) -> pygame.Rect | None:
    """The area ``target`` names among ``spots`` (the table's hotspots) and ``places`` (the table
    spec's named rects, ``{name: rect}``), or None when nothing of it is on show."""
    for one in target.split("|"):
        if "{me}" in one:
            if viewer is None:
                continue
            one = one.replace("{me}", str(viewer))
        if one.startswith("@"):
            rect = (places or {}).get(one[1:])
            if rect is not None:
                return pygame.Rect(rect)
            continue
        if one.endswith("*"):
            areas = [pygame.Rect(s.area) for s in spots if s.id.startswith(one[:-1])]
        else:
            areas = [pygame.Rect(s.area) for s in spots if s.id == one][:1]
        if areas:
            return areas[0].unionall(areas[1:])
    return None


@dataclass
class Guide:
    """The pointers of one game and how far the player has read (``at``); ``shown`` once they
    stand on the table (until then they wait for the player's own turn)."""

    game_id: str
    pointers: list[tuple[str, str]]
    at: int = 0
    shown: bool = False
    #: each pointer's phase, where they follow the game (empty: one walk through them all)
    phases: list[str] = field(default_factory=list)
    #: the phase whose pointers are on show (or next), and the phases read or passed
    phase: str = ""
    seen: set = field(default_factory=set)
    #: the button the keyboard is on ("next" or "skip")
    focus: str = "next"
    #: the button under the mouse, lit
    hover: str | None = None
    _areas: dict = field(default_factory=dict, repr=False)

    @property
    def done(self) -> bool:
        return self.at >= len(self.pointers)

    @property
    def last(self) -> bool:
        return self.at == self.group()[-1]

    def group(self) -> list[int]:
        """The pointers that show together: all of them, or those of the phase on show."""
        if not self.phases:
            return list(range(len(self.pointers)))
        return [i for i, phase in enumerate(self.phases) if phase == self.phase]

    def waiting(self) -> list[str]:
        """The phases whose pointers have not shown yet."""
        return [p for p in dict.fromkeys(self.phases) if p not in self.seen]

    def begin(self, phase: str) -> None:
        """The pointers of ``phase`` come next (at its first)."""
        self.phase = phase
        self.at = self.group()[0]
        self.focus = "next"

    def text(self) -> str:
        return _(self.pointers[self.at][1])

    def target(self) -> str:
        return self.pointers[self.at][0]

    def counter(self) -> str:
        group = self.group()
        return _("Pointer {number} of {count}").format(number=group.index(self.at) + 1, count=len(group))

    def head(self) -> list[tuple[str, str]]:
        """The callout's head: the counter at the left and the keys at the right of one line, or
        the keys on a line of their own under the counter where both do not fit side by side
        (a longer language). ``[(counter, keys)]`` or ``[(counter, ""), ("", keys)]``."""
        counter, keys = self.counter(), keys_line()
        room = WIDTH - 2 * PAD - HEAD_GAP
        if theme.font(HEAD, True).size(counter)[0] + theme.font(HEAD).size(keys)[0] <= room:
            return [(counter, keys)]
        return [(counter, ""), ("", keys)]

    def next(self) -> None:
        later = [i for i in self.group() if i > self.at]
        self.at = later[0] if later else len(self.pointers)
        if not later and self.phases:
            self.seen.add(self.phase)
        self.focus = "next"

    # -- where things stand ---------------------------------------------------------------
    def callout(self, area: pygame.Rect | None) -> tuple[pygame.Rect, dict[str, pygame.Rect], list[str]]:
        """The callout's rect beside ``area`` (in the middle of the screen when there is no room),
        its buttons' rects and its text's lines."""
        lines = theme.wrap(self.text(), TEXT, WIDTH - 2 * PAD)
        height = PAD + HEAD_LINE * len(self.head()) + len(lines) * int(TEXT * 1.35) + 18 + BUTTON_H + PAD
        size = (WIDTH, height)
        bounds = pygame.Rect(12, 72, W - 24, H - 84)
        rect = None
        if area is not None:
            rect = tips.place_beside(size, area.inflate(2 * REACH, 2 * REACH), bounds)
            if rect is None:
                rect = tips.place_beside(size, area.inflate(24, 24), bounds)
            if rect is None and area.width >= size[0] + 40 and area.height >= size[1] + 40:
                rect = pygame.Rect((0, 0), size)           # a large area: inside it, at its foot
                rect.midbottom = (area.centerx, area.bottom - 20)
        if rect is None:
            rect = pygame.Rect((0, 0), size)
            rect.center = (W // 2, H // 2)
        labels = self.labels()
        widths = {k: max(150, theme.font(22, True).size(v)[0] + 40) for k, v in labels.items()}
        y = rect.bottom - PAD - BUTTON_H
        skip = pygame.Rect(rect.right - PAD - widths["skip"], y, widths["skip"], BUTTON_H)
        nxt = pygame.Rect(skip.x - BUTTON_GAP - widths["next"], y, widths["next"], BUTTON_H)
        return rect, {"next": nxt, "skip": skip}, lines

    def labels(self) -> dict[str, str]:
        return {"next": _("Got it") if self.last else pgettext("guide", "Next"), "skip": _("Skip")}


def keys_line() -> str:
    """The keys that work the callout, as its head says them."""
    return _("Enter: next  ·  Esc: skip")


def arrow_ends(box: pygame.Rect, area: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """Where the arrow from the callout ``box`` to ``area`` starts and ends (None when they touch)."""
    if box.colliderect(area.inflate(16, 16)):
        return None
    cx = max(box.left + 30, min(area.centerx, box.right - 30))
    cy = max(box.top + 30, min(area.centery, box.bottom - 30))
    if area.right < box.left:
        start = (box.left, cy)
    elif area.left > box.right:
        start = (box.right, cy)
    elif area.bottom < box.top:
        start = (cx, box.top)
    else:
        start = (cx, box.bottom)
    ring = area.inflate(20, 20)
    end = (max(ring.left, min(start[0], ring.right)), max(ring.top, min(start[1], ring.bottom)))
    if math.dist(start, end) < 12:
        return None
    return start, end


def draw_arrow(surface: pygame.Surface, start, end, colour=theme.HILITE) -> None:
    """A thick arrow from ``start`` to ``end`` with a dark edge, its head at ``end``."""
    angle = math.atan2(end[1] - start[1], end[0] - start[0])

    def head(size: float):
        back = (end[0] - size * math.cos(angle), end[1] - size * math.sin(angle))
        side = (-math.sin(angle) * size * 0.6, math.cos(angle) * size * 0.6)
        return [end, (back[0] + side[0], back[1] + side[1]), (back[0] - side[0], back[1] - side[1])]

    shaft_end = (end[0] - 20 * math.cos(angle), end[1] - 20 * math.sin(angle))
    pygame.draw.line(surface, (12, 10, 16), start, shaft_end, 11)
    pygame.draw.polygon(surface, (12, 10, 16), head(34))
    pygame.draw.line(surface, colour, start, shaft_end, 6)
    pygame.draw.polygon(surface, colour, head(28))


def draw(surface: pygame.Surface, guide: Guide, area: pygame.Rect | None) -> None:
    """The pointer on show: the table dimmed round ``area`` (lit, with a ring), the callout beside
    it with the text, the counter, the keys and the buttons, and an arrow from the callout to ``area``."""
    shade = pygame.Surface((W, H), pygame.SRCALPHA)
    shade.fill((0, 0, 0, DIM))
    if area is not None:
        pygame.draw.rect(shade, (0, 0, 0, 0), area.inflate(20, 20), border_radius=14)
    surface.blit(shade, (0, 0))
    box, buttons, lines = guide.callout(area)
    if area is not None:
        ring = area.inflate(20, 20)
        pygame.draw.rect(surface, (12, 10, 16), ring.inflate(8, 8), 4, border_radius=18)
        pygame.draw.rect(surface, theme.HILITE, ring, 4, border_radius=14)
        ends = arrow_ends(box, area)
        if ends is not None:
            draw_arrow(surface, *ends)
    theme.panel(surface, box.inflate(6, 6), (12, 10, 16), (12, 10, 16), radius=18)
    theme.panel(surface, box, (36, 32, 46), theme.HILITE, radius=16, width=3)
    y = box.y + PAD - 2
    for counter, keys in guide.head():
        if counter:
            theme.text(surface, counter, (box.x + PAD, y), HEAD, theme.ACCENT, bold=True)
        if keys:
            theme.text(surface, keys, (box.right - PAD, y), HEAD, theme.TEXT_DIM, anchor="topright")
        y += HEAD_LINE
    y += 2
    for line in lines:
        theme.text(surface, line, (box.x + PAD, y), TEXT, theme.TEXT)
        y += int(TEXT * 1.35)
    labels = guide.labels()
    for name, rect in buttons.items():
        style = ("primary" if name == "next" else "normal") + ("-hover" if guide.hover == name else "")
        surface.blit(widgets.button_surface(rect.size, labels[name], style, 22), (rect.x - 3, rect.y))
    widgets.focus_ring(surface, buttons[guide.focus])


class TableGuide:
    """The first-game pointers on a :class:`~game.ui.table.TableScene` (a mixin): offered by the
    setup screen and the pause menu, shown on the player's own turn, worked by mouse and keys."""

    guide: Guide | None = None

    def offer_guide(self, again: bool = False) -> bool:
        """Show this game's pointers on the player's next turn: the first time (the settings do not
        remember them read or skipped), or ``again`` (the pause menu). True when they will show."""
        spec = self.runner.spec
        settings = getattr(self.app, "settings", None)
        pointers = pointers_of(spec)
        if not pointers or settings is None or (not again and settings.guide_seen(spec.id)):
            return False
        self.guide = Guide(spec.id, pointers, phases=phases_of(spec))
        self.update_guide()
        return True

    def guide_shown(self) -> bool:
        return self.guide is not None and self.guide.shown

    def guide_area(self, target: str | None = None) -> pygame.Rect | None:
        """Where the pointer on show (or ``target``) points on the table now."""
        if target is None:
            target = self.guide.target()
        named = [Hotspot(one.id, one.area) for one in self.pieces() if one.id and not one.is_hotspot]
        return resolve(target, [*self.spots(), *named], self.viewer, self.runner.spec.table.places)

    def update_guide(self) -> None:
        """Each frame: pointers offered stand on the table once it is the player's turn and every
        one of them has something to point at."""
        g = self.guide
        if g is None or g.shown or not self.my_turn():
            return
        if g.phases:                          # pointers that follow the game: the phase's own, once
            now = self.runner.spec.table.guide_phases(self.context())
            phase = next((p for p in ([now] if isinstance(now, str) else now or ()) if p in g.waiting()), None)
            if phase is None:
                return
            g.begin(phase)
        if all(self.guide_area(g.pointers[i][0]) is not None for i in g.group()):
            g.shown = True
            self.focus, self.hover = None, None
            self._touch()
            self.app.dirty = True

    def close_guide(self, remember: bool = True) -> None:
        """The pointers go (read to the end or skipped): remembered for this game."""
        g, self.guide = self.guide, None
        if g is not None and remember:
            self.app.settings.remember_guide(g.game_id)
        self._touch()

    def guide_next(self) -> None:
        g = self.guide
        g.next()
        if g.done and g.waiting() and g.phase != g.phases[-1]:     # the next phase's wait (the last: all read)
            g.shown = False
            self._touch()
        elif g.done:
            self.close_guide()
        else:
            self._touch()

    def guide_press(self, name: str) -> None:
        self.sound("click")
        if name == "next":
            self.guide_next()
        else:
            self.close_guide()

    def guide_buttons(self) -> dict[str, pygame.Rect]:
        """``{"guide:next": rect, "guide:skip": rect}`` of the callout on show."""
        _box, buttons, _lines = self.guide.callout(self.guide_area())
        return {f"guide:{name}": rect for name, rect in buttons.items()}

    def guide_event(self, event: pygame.event.Event) -> bool:
        """While the pointers show they take every input (True): a click on Next or Skip, Enter or
        Space on the focused one, Tab or the arrows between them; the rest of the table waits."""
        if not self.guide_shown():
            return False
        g = self.guide
        at = None
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            at = next((name[6:] for name, rect in self.guide_buttons().items() if rect.collidepoint(event.pos)),
                      None)
        if event.type == pygame.MOUSEMOTION and at != g.hover:
            g.hover = at
            self._touch()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and at is not None:
            self.guide_press(at)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.guide_press(g.focus)
            elif event.key in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
                g.focus = "skip" if g.focus == "next" else "next"
                self._touch()
        return True

    def draw_guide(self, surface: pygame.Surface) -> None:
        if self.guide_shown():
            draw(surface, self.guide, self.guide_area())
