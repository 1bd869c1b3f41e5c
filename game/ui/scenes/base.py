"""The common ground of the shell's screens: a list of widgets that get the
events, draw themselves, explain themselves on hover and are named for
``targets()``; a header with a title and a Back button.

The keyboard reaches every clickable part (each name of ``targets()``): Tab / Shift+Tab walk
them in reading order, the arrows go to the nearest one their way (left and right move a
focused slider), Enter or Space clicks the focused part; a dashed ring shows the focus, and its
hover text shows at once. Hover texts wait a moment under the mouse and stand beside what they
explain (:mod:`game.ui.tips`)."""

from __future__ import annotations

import pygame

from game.core.i18n import _, pgettext

from .. import focus, theme, tips
from ..scene import LOGICAL_SIZE, Scene
from ..widgets import focus_ring, tooltip_surface
from . import backdrop
from .controls import IconButton, Slider

W, H = LOGICAL_SIZE
#: the keys that move the focus, by the direction they move it
ARROW_KEYS = {pygame.K_LEFT: "left", pygame.K_RIGHT: "right", pygame.K_UP: "up", pygame.K_DOWN: "down"}
#: how far an arrow moves a focused slider
SLIDER_STEP = 0.05


def tooltip_at(target, message: str, width: int = 460, avoid=()) -> tuple[pygame.Surface, pygame.Rect]:
    """A hover explanation's picture and its place: beside ``target`` (the rect it explains) and
    off ``avoid``, on screen."""
    box = tooltip_surface(message, width)
    target = pygame.Rect(target)
    rect = tips.place_beside(box.get_size(), target, pygame.Rect(0, 0, W, H), avoid)
    if rect is None:               # no room beside it: below its middle, on screen
        rect = box.get_rect(midtop=(target.centerx, target.centery + 22))
        rect.clamp_ip(pygame.Rect(0, 0, W, H))
    return box, rect


def draw_tooltip(surface: pygame.Surface, target, message: str, width: int = 460, avoid=()) -> None:
    surface.blit(*tooltip_at(target, message, width, avoid))


def tooltip_of(widget) -> str:
    fn = getattr(widget, "tooltip_text", None)
    if fn is not None:
        return fn()
    if getattr(widget, "hover", False):
        return getattr(widget, "tooltip", "") or ""
    return ""


def parts_of(widget) -> dict[str, pygame.Rect]:
    """The clickable parts of ``widget`` by name (its ``targets()``, else itself)."""
    sub = getattr(widget, "targets", None)
    return sub() if sub is not None else {widget.name: widget.rect}


def takes_focus(widget) -> bool:
    return getattr(widget, "focusable", True) and getattr(widget, "enabled", True)


class ShellScene(Scene):
    """A screen made of widgets (anything with ``handle``, ``draw``, ``rect`` and ``name``)."""

    def __init__(self, app):
        super().__init__(app)
        self.widgets: list = []
        #: the clickable part the keyboard is on (a name of ``targets()``), or None
        self.focus: str | None = None
        self.tip_clock = tips.TipClock()

    def add(self, widget):
        self.widgets.append(widget)
        return widget

    def icon_button(self, rect, label: str, on_click, icon: str = "", **kw) -> IconButton:
        return self.add(IconButton(rect, label, on_click, icon=icon, images=self.app.images, **kw))

    def back_button(self, label: str | None = None, on_click=None) -> IconButton:
        """The Back button at the top left; ``label``: another one, already translated."""
        return self.icon_button((40, 34, 190, 64), pgettext("screen", "Back") if label is None else label,
                                on_click or self.app.pop, icon="back", name="back", tooltip=_("Go back (Esc)"))

    # -- events ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION and not getattr(event, "refresh", False):
            self.focus = None             # the mouse moved: the keyboard's focus goes
        for widget in list(self.widgets):
            if widget.handle(event):
                if event.type == pygame.MOUSEBUTTONDOWN and not getattr(widget, "silent", False):
                    self.app.sound.play("click")
                return True
        if event.type == pygame.MOUSEMOTION and self.focus is not None:
            self._hover_focus()           # (a refresh after a scene on top went: keep the focus lit)
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        return False

    # -- the keyboard ----------------------------------------------------------------
    def focus_parts(self) -> list[tuple[str, pygame.Rect]]:
        """The parts the keyboard can reach: the enabled widgets' clickable parts."""
        return [(name, rect) for w in self.widgets if takes_focus(w) for name, rect in parts_of(w).items()]

    def focused(self) -> tuple[object, pygame.Rect] | None:
        """(widget, rect) of the focused part, or None."""
        for widget in self.widgets:
            rect = parts_of(widget).get(self.focus) if self.focus is not None else None
            if rect is not None:
                return widget, rect
        return None

    def key(self, event) -> bool:
        """Tab / Shift+Tab and the arrows move the focus, Enter or Space click it."""
        mod = getattr(event, "mod", 0)
        arrow = ARROW_KEYS.get(event.key)
        got = self.focused()
        if arrow in ("left", "right") and got is not None and isinstance(got[0], Slider):
            slider = got[0]
            slider._set_from(slider.rect.x + slider.rect.width * (
                slider.value + (SLIDER_STEP if arrow == "right" else -SLIDER_STEP)))
            if slider.on_release:
                slider.on_release(slider.value)
            return True
        if event.key == pygame.K_TAB or arrow is not None:
            parts = self.focus_parts()
            if arrow is not None:
                self.focus = focus.toward(parts, self.focus, focus.ARROWS[arrow])
            else:
                self.focus = focus.step(parts, self.focus, -1 if mod & pygame.KMOD_SHIFT else 1)
            self._hover_focus()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and got is not None:
            name, pos = self.focus, got[1].center
            self.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, refresh=True))
            self.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, refresh=True))
            if self.app.top is self and name in dict(self.focus_parts()):
                self.focus = name         # the part is still there (a toggle, a choice): keep it
                self._hover_focus()
            return True
        return False

    def _hover_focus(self) -> None:
        """The widgets see the mouse on the focused part (they light it and give its hover text)."""
        got = self.focused()
        if got is None:
            self.focus = None
            return
        event = pygame.event.Event(pygame.MOUSEMOTION, pos=got[1].center, rel=(0, 0), buttons=(0, 0, 0),
                                   refresh=True)
        for widget in self.widgets:
            widget.handle(event)

    # -- hover texts -------------------------------------------------------------------
    def tip_now(self) -> tuple[object, str] | None:
        """(widget, text) of the hover text the mouse or the focus asks for now."""
        for widget in self.widgets:
            tip = tooltip_of(widget)
            if tip:
                return widget, tip
        return None

    def update(self, dt: float) -> None:
        now = self.tip_now()
        key = (id(now[0]), now[1]) if now is not None else None
        if self.tip_clock.tick(key, dt, tips.delay_of(self.app), instant=self.focus is not None):
            self.app.dirty = True

    def animating(self) -> bool:
        return self.tip_clock.pending()

    def tip_target(self, widget) -> pygame.Rect:
        """The rect a widget's hover text explains: the focused part, else the part under the mouse."""
        got = self.focused()
        if got is not None and got[0] is widget:
            return got[1]
        for rect in parts_of(widget).values():
            if rect.collidepoint(self.app.mouse_pos):
                return rect
        return widget.rect

    # -- drawing -----------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.page(), (0, 0))

    def draw_header(self, surface: pygame.Surface, title: str, subtitle: str = "") -> None:
        backdrop.title(surface, title, (W // 2, 78), 60)
        if subtitle:
            theme.text(surface, subtitle, (W // 2, 130), 26, theme.TEXT_DIM, anchor="center")

    def draw_widgets(self, surface: pygame.Surface) -> None:
        """The widgets, and the keyboard's ring round the focused part."""
        for widget in self.widgets:
            widget.draw(surface)
        got = self.focused()
        if got is not None:
            focus_ring(surface, got[1])

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        box = self.tip_box()
        if box is not None:
            surface.blit(*box)

    def tip_box(self) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The hover text's picture and place, once the mouse rested a moment (at once for the
        keyboard's focus): beside the part it explains, off its whole widget."""
        now = self.tip_now()
        if now is None or not self.tip_clock.ready or self.tip_clock.key != (id(now[0]), now[1]):
            return None
        return tooltip_at(self.tip_target(now[0]), now[1], avoid=[now[0].rect])

    def widgets_by_name(self) -> dict[str, object]:
        return {w.name: w for w in self.widgets}

    def targets(self) -> dict[str, pygame.Rect]:
        found: dict[str, pygame.Rect] = {}
        for widget in self.widgets:
            found.update(parts_of(widget))
        return found
