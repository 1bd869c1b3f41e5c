"""A vertically scrolling area: mouse wheel, dragging the content or the scrollbar."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import theme

WHEEL_STEP = 70


class ScrollView:
    silent = True   # scrolling makes no click sound
    focusable = False   # the keys scroll it (the scene's own), Tab passes it by

    def __init__(self, rect, name: str, mouse: Callable[[], tuple[int, int]], content_height: int = 0):
        self.rect = pygame.Rect(rect)
        self.name = name
        self.mouse = mouse
        self.content_height = content_height
        self.offset = 0
        self._drag: tuple[str, int, int] | None = None   # (what, start y, start offset)

    @property
    def max_offset(self) -> int:
        return max(0, self.content_height - self.rect.height)

    def scroll_to(self, offset: float) -> None:
        self.offset = int(min(self.max_offset, max(0, offset)))

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.offset + dy)

    def track(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - 14, self.rect.y + 6, 10, self.rect.height - 12)

    def thumb(self) -> pygame.Rect | None:
        if not self.max_offset:
            return None
        t = self.track()
        h = max(50, int(t.height * self.rect.height / self.content_height))
        y = t.y + int((t.height - h) * self.offset / self.max_offset)
        return pygame.Rect(t.x - 3, y, t.width + 6, h)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self.mouse()):
            before = self.offset
            self.scroll_by(-event.y * WHEEL_STEP)
            return self.offset != before
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.max_offset:
            thumb = self.thumb()
            if thumb and thumb.inflate(16, 0).collidepoint(event.pos):
                self._drag = ("thumb", event.pos[1], self.offset)
                return True
            if self.track().inflate(20, 0).collidepoint(event.pos):
                self.scroll_by(self.rect.height * (1 if event.pos[1] > thumb.centery else -1) * 0.9)
                return True
            if self.rect.collidepoint(event.pos):
                self._drag = ("content", event.pos[1], self.offset)
                return False
        elif event.type == pygame.MOUSEMOTION and self._drag:
            what, y0, off0 = self._drag
            dy = event.pos[1] - y0
            if what == "thumb":
                t, th = self.track(), self.thumb()
                span = max(1, t.height - (th.height if th else 0))
                self.scroll_to(off0 + dy * self.max_offset / span)
            else:
                self.scroll_to(off0 - dy)
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag:
            self._drag = None
        return False

    def draw(self, surface) -> None:
        thumb = self.thumb()
        if thumb is None:
            return
        pygame.draw.rect(surface, (30, 28, 38), self.track(), border_radius=5)
        hot = self._drag is not None and self._drag[0] == "thumb"
        pygame.draw.rect(surface, theme.HILITE if hot else theme.PANEL_BORDER, thumb, border_radius=7)

    def fade(self, surface, colour, height: int = 36) -> None:
        """Soft edges where more content hides above or below."""
        for top, show in ((True, self.offset > 0), (False, self.offset < self.max_offset)):
            if not show:
                continue
            strip = pygame.Surface((self.rect.width - 20, height), pygame.SRCALPHA)
            for i in range(height):
                a = int(235 * (1 - i / height)) if top else int(235 * (i + 1) / height)
                pygame.draw.line(strip, (*colour[:3], a), (0, i), (strip.get_width(), i))
            surface.blit(strip, (self.rect.x, self.rect.y if top else self.rect.bottom - height))

    def targets(self) -> dict[str, pygame.Rect]:
        return {self.name: self.rect}
