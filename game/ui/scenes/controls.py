"""Controls of the shell's screens: icon buttons, segmented choices, toggles,
a slider and a text field. Each keeps its hover state, draws itself, calls
back on change, and names its clickable parts for ``targets()``."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import theme
from ..widgets import Button


def fit_label(label: str, size: int, width: int, height: int, smallest: int = 20) -> tuple[int, list[str]]:
    """A button's label in its room: the largest size from ``size`` down to ``smallest`` at which it
    fits ``width`` on one line, else on two lines when ``height`` holds them (a longer language's
    words), else two lines at ``smallest``. Returns (size, lines)."""
    if not label:
        return size, []
    for s in range(size, smallest - 1, -1):
        if theme.font(s, True).size(label)[0] <= width:
            return s, [label]
    if height >= 2 * smallest + 8:
        for s in range(min(size, (height - 4) // 2 - 4), smallest - 1, -1):
            lines = theme.wrap(label, s, width, bold=True)
            if len(lines) <= 2 and all(theme.font(s, True).size(line)[0] <= width for line in lines):
                return s, lines
    return smallest, theme.wrap(label, smallest, width, bold=True) if height >= 2 * smallest + 8 else [label]


class IconButton(Button):
    """A button with a white UI icon (sprites/ui/<icon>.png) before its label."""

    def __init__(self, rect, label: str, on_click=None, *, icon: str = "", images=None, **kw):
        super().__init__(rect, label, on_click, **kw)
        self.icon, self.images = icon, images

    def draw(self, surface: pygame.Surface) -> None:
        fg = self.draw_background(surface)
        has_icon = bool(self.icon and self.images is not None)
        isz = min(40, self.rect.height - 20) if has_icon else 0
        gap = 12 if self.label and has_icon else 0
        size, lines = fit_label(self.label, self.size, self.rect.width - 28 - isz - gap, self.rect.height - 10)
        label_w = max((theme.font(size, True).size(line)[0] for line in lines), default=0)
        x = self.rect.centerx - (isz + gap + label_w) // 2
        if has_icon:
            img = self.images.icon(self.icon, isz, fg)
            surface.blit(img, img.get_rect(midleft=(x, self.rect.centery)))
        step = size + 4
        for i, line in enumerate(lines):
            y = self.rect.centery + round((i - (len(lines) - 1) / 2) * step)
            theme.text(surface, line, (x + isz + gap, y), size, fg, bold=True, anchor="midleft")

    def tooltip_text(self) -> str:
        return self.tooltip if self.hover else ""


class Segmented:
    """A row of mutually exclusive choices: ``[(id, label, help)]``; choices whose labels do not
    fit side by side wrap onto more rows (see :meth:`rows_for`), each row sharing the height."""

    def __init__(self, rect, choices: list[tuple[str, str, str]], value: str,
                 on_change: Callable[[str], None] | None = None, *, name: str, size: int = 22,
                 enabled: bool = True):
        self.rect = pygame.Rect(rect)
        self.choices = choices
        self.value = value
        self.on_change = on_change
        self.name = name
        self.size = size
        self.enabled = enabled
        self.hover: int | None = None
        self.size = self.fitted_size(choices, self.rect.width, size)       # choices and rect never change
        self._per_row = self.per_row(choices, self.rect.width, self.size)

    @staticmethod
    def per_row(choices: list[tuple[str, str, str]], width: int, size: int) -> int:
        """How many choices fit side by side in ``width`` (at least one)."""
        widest = max(theme.font(size, True).size(label)[0] for _, label, _ in choices)
        return max(1, min(len(choices), int(width // (widest + 16))))

    @classmethod
    def fitted_size(cls, choices: list[tuple[str, str, str]], width: int, size: int) -> int:
        """``size``, or smaller down to 20 px when that puts every choice side by side (a longer
        language's labels shrink a little before they wrap onto another row)."""
        for fit in range(size, 19, -1):
            if cls.per_row(choices, width, fit) == len(choices):
                return fit
        return size

    @classmethod
    def rows_for(cls, choices: list[tuple[str, str, str]], width: int, size: int) -> int:
        return -(-len(choices) // cls.per_row(choices, width, cls.fitted_size(choices, width, size)))

    def segment(self, i: int) -> pygame.Rect:
        n = len(self.choices)
        per_row = self._per_row
        rows = -(-n // per_row)
        row, col = divmod(i, per_row)
        cols = min(per_row, n - row * per_row)
        w = self.rect.width / cols
        h = self.rect.height / rows
        x0 = self.rect.x + round(col * w)
        x1 = self.rect.x + round((col + 1) * w)
        y0 = self.rect.y + round(row * h)
        y1 = self.rect.y + round((row + 1) * h)
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    def _at(self, pos) -> int | None:
        for i in range(len(self.choices)):
            if self.segment(i).collidepoint(pos):
                return i
        return None

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.enabled:
            i = self._at(event.pos)
            if i is not None:
                choice = self.choices[i][0]
                if choice != self.value:
                    self.value = choice
                    if self.on_change:
                        self.on_change(choice)
                return True
        return False

    def draw(self, surface) -> None:
        theme.panel(surface, self.rect, theme.PANEL, theme.PANEL_BORDER, radius=12)
        for i, (cid, label, _) in enumerate(self.choices):
            r = self.segment(i).inflate(-6, -6)
            selected = cid == self.value
            if selected:
                pygame.draw.rect(surface, theme.ACCENT, r, border_radius=9)
                fg = theme.TEXT_DARK
            elif self.hover == i and self.enabled:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, r, border_radius=9)
                pygame.draw.rect(surface, theme.HILITE, r, 2, border_radius=9)
                fg = theme.TEXT
            else:
                fg = theme.TEXT if self.enabled else theme.TEXT_DIM
            theme.text(surface, label, r.center, self.size, fg, bold=selected, anchor="center")

    def targets(self) -> dict[str, pygame.Rect]:
        return {f"{self.name}:{cid}": self.segment(i) for i, (cid, _, _) in enumerate(self.choices)}

    def tooltip_text(self) -> str:
        return self.choices[self.hover][2] if self.hover is not None else ""


class Toggle:
    """An on/off switch with a label to its right; the whole row is clickable."""

    def __init__(self, rect, label: str, value: bool, on_change=None, *, name: str, help: str = "",
                 size: int = 24):
        self.rect = pygame.Rect(rect)
        self.label, self.value, self.on_change = label, value, on_change
        self.name, self.help, self.size = name, help, size
        self.hover = False

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.value = not self.value
            if self.on_change:
                self.on_change(self.value)
            return True
        return False

    def draw(self, surface) -> None:
        h = min(44, self.rect.height - 8)
        track = pygame.Rect(self.rect.x, 0, h * 2, h)
        track.centery = self.rect.centery
        colour = theme.GOOD if self.value else theme.PANEL_LIGHT
        pygame.draw.rect(surface, colour, track, border_radius=h // 2)
        pygame.draw.rect(surface, theme.HILITE if self.hover else theme.PANEL_BORDER, track, 2,
                         border_radius=h // 2)
        knob_x = track.right - h // 2 if self.value else track.left + h // 2
        pygame.draw.circle(surface, theme.TEXT, (knob_x, track.centery), h // 2 - 5)
        theme.text(surface, self.label, (track.right + 18, self.rect.centery), self.size,
                   theme.HILITE if self.hover else theme.TEXT, anchor="midleft")

    def targets(self):
        return {self.name: self.rect}

    def tooltip_text(self) -> str:
        return self.help if self.hover else ""


class Slider:
    """A horizontal 0..1 slider; click or drag. ``on_release`` fires when a change ends."""

    def __init__(self, rect, value: float, on_change=None, on_release=None, *, name: str):
        self.rect = pygame.Rect(rect)
        self.value = value
        self.on_change, self.on_release = on_change, on_release
        self.name = name
        self.dragging = False
        self.hover = False

    def _set_from(self, x: int) -> None:
        v = min(1.0, max(0.0, (x - self.rect.x) / max(1, self.rect.width)))
        v = round(v * 20) / 20      # 5 % steps
        if v != self.value:
            self.value = v
            if self.on_change:
                self.on_change(v)

    def handle(self, event) -> bool:
        grab = self.rect.inflate(24, 30)
        if event.type == pygame.MOUSEMOTION:
            self.hover = grab.collidepoint(event.pos)
            if self.dragging:
                self._set_from(event.pos[0])
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and grab.collidepoint(event.pos):
            self.dragging = True
            self._set_from(event.pos[0])
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            if self.on_release:
                self.on_release(self.value)
            return True
        return False

    def draw(self, surface) -> None:
        track = pygame.Rect(self.rect.x, self.rect.centery - 5, self.rect.width, 10)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, track, border_radius=5)
        fill = track.copy()
        fill.width = round(track.width * self.value)
        pygame.draw.rect(surface, theme.ACCENT, fill, border_radius=5)
        knob = (self.rect.x + round(self.rect.width * self.value), self.rect.centery)
        pygame.draw.circle(surface, theme.HILITE if (self.hover or self.dragging) else theme.TEXT, knob, 16)
        pygame.draw.circle(surface, theme.ACCENT_DARK, knob, 16, 3)

    def targets(self):
        return {self.name: self.rect}


class TextField:
    """A one-line text box: click to edit, type, Enter or a click elsewhere to keep,
    Esc to cancel. ``allowed`` limits the characters (e.g. digits). On focus the whole
    text is selected: typing replaces it, Backspace clears it, a second click keeps it."""

    def __init__(self, rect, value: str, on_commit=None, *, name: str, placeholder: str = "",
                 max_len: int = 16, allowed: str | None = None, size: int = 26, tooltip: str = ""):
        self.rect = pygame.Rect(rect)
        self.value = value
        self.on_commit = on_commit
        self.name, self.placeholder, self.max_len = name, placeholder, max_len
        self.allowed, self.size, self.tooltip = allowed, size, tooltip
        self.editing = False
        self.selected = False
        self.hover = False
        self._before = value

    def start(self) -> None:
        if self.editing:
            self.selected = False
            return
        self.editing, self._before, self.selected = True, self.value, bool(self.value)
        pygame.key.start_text_input()

    def commit(self) -> None:
        if self.editing:
            self.editing = self.selected = False
            pygame.key.stop_text_input()
            if self.on_commit:
                self.on_commit(self.value)

    def cancel(self) -> None:
        if self.editing:
            self.editing, self.selected, self.value = False, False, self._before
            pygame.key.stop_text_input()

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.start()
                return True
            self.commit()
        elif self.editing and event.type == pygame.TEXTINPUT:
            if self.selected:
                self.value, self.selected = "", False
            for ch in event.text:
                if len(self.value) < self.max_len and ch.isprintable() and (
                        self.allowed is None or ch in self.allowed):
                    self.value += ch
            return True
        elif self.editing and event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.value = "" if self.selected else self.value[:-1]
                self.selected = False
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.commit()
            return True
        return False

    def draw(self, surface) -> None:
        border = theme.ACCENT if self.editing else (theme.HILITE if self.hover else theme.PANEL_BORDER)
        theme.panel(surface, self.rect, (30, 28, 38), border, radius=10, width=3 if self.editing else 2)
        pad = 16
        if self.value and self.selected:
            w, h = theme.font(self.size).size(self.value)
            pygame.draw.rect(surface, (150, 100, 40), (self.rect.x + pad - 4, self.rect.centery - h // 2 - 2,
                                                       w + 8, h + 4), border_radius=4)
        if self.value:
            r = theme.text(surface, self.value, (self.rect.x + pad, self.rect.centery), self.size,
                           theme.TEXT, anchor="midleft")
        else:
            r = pygame.Rect(self.rect.x + pad, self.rect.centery, 0, 0)
            theme.text(surface, self.placeholder, (self.rect.x + pad, self.rect.centery), self.size - 2,
                       theme.TEXT_DIM, anchor="midleft")
        if self.editing:
            x = r.right + 3 if self.value else self.rect.x + pad
            pygame.draw.line(surface, theme.ACCENT, (x, self.rect.centery - 16), (x, self.rect.centery + 16), 3)

    def targets(self):
        return {self.name: self.rect}

    def tooltip_text(self) -> str:
        return self.tooltip if self.hover and not self.editing else ""
