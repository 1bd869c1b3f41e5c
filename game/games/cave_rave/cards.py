"""The art of Höhlengrölen, rendered and cached: musicians' faces at any size,
card backs, bonus cards and their small icons, glows, the rotated cards of the
fanned hand, and the table itself."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.ui import theme, widgets

from .layout import BONUS, CARD, PILE, H, W
from .text import role

PARCHMENT_TEXT = (58, 42, 30)
BONUS_COLOURS = {"singer": (178, 102, 214), "dancer": (64, 182, 172), "stylist": (236, 132, 58)}
BONUS_EFFECT = {"singer": "×2", "dancer": "×2", "stylist": "+3"}


def _light(colour) -> bool:
    r, g, b = colour[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b > 150


def _tinted(img: pygame.Surface, colour) -> pygame.Surface:
    out = img.copy()
    out.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out


class CardArt:
    """Rendered cards, cached: faces at any size, backs, bonus cards, icons; the table."""

    def __init__(self, app, content):
        self.app = app
        self.content = content
        self._cache: dict[tuple, pygame.Surface] = {}
        self._rotated: dict[tuple, pygame.Surface] = {}
        self.colours = [theme.rgb(g.colour) for g in content.genres]

    def image(self, rel: str, size) -> pygame.Surface:
        return self.app.images.get(f"cave_rave/{rel}", size=tuple(size))

    def _get(self, key, make):
        got = self._cache.get(key)
        if got is None:
            got = self._cache[key] = make()
        return got

    # -- musicians --------------------------------------------------------------
    def face(self, card: int, size=CARD) -> pygame.Surface:
        return self._get(("face", card, tuple(size)), lambda: self._face(card, tuple(size)))

    def _face(self, card: int, size) -> pygame.Surface:
        w, h = size
        m = self.content.musicians[card]
        g = self.content.card_genre[card]
        genre = self.content.genres[g]
        colour = self.colours[g]
        dark = _light(colour)
        fg = theme.TEXT_DARK if dark else (255, 255, 255)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.blit(self.image("card_face.png", size), (0, 0))
        big = w >= 120
        pad = max(3, w // 26)
        head_h = round(h * (0.26 if big else 0.30))
        head = pygame.Rect(pad, pad, w - 2 * pad, head_h)
        pygame.draw.rect(surf, colour, head, border_radius=max(4, w // 16))
        pygame.draw.rect(surf, tuple(max(0, c - 60) for c in colour), head, 2, border_radius=max(4, w // 16))
        psize = 46 if big else (24 if w >= 60 else 21)
        theme.text(surf, str(m.points), (head.x + (12 if big else 5), head.centery + 1), psize, fg,
                   bold=True, anchor="midleft")
        sym_name = f"genre_{genre.symbol}_white.png"
        if big or w >= 60:
            s = round(head_h * 0.72)
            sym = self.image(sym_name, (s, s))
            if dark:
                sym = _tinted(sym, theme.TEXT_DARK)
            surf.blit(sym, sym.get_rect(midright=(head.right - (8 if big else 3), head.centery)))
        if big:
            s = max(28, min(66, h - head.bottom - 44 - 34 - 14))
            sym = self.image(f"genre_{genre.symbol}.png", (s, s))
            surf.blit(sym, sym.get_rect(center=(w // 2, head.bottom + 6 + s // 2)))
            y = head.bottom + 6 + s + 4
            # at most two lines: clear of the next card in the fan
            lines = theme.wrap(self.content.musician_name(card), 20, w - 36, bold=True)[:2]
            for line in lines:
                theme.text(surf, line, (w // 2, y), 20, PARCHMENT_TEXT, bold=True, anchor="midtop")
                y += 22
            gi = _tinted(self.image(f"gender_{m.gender}.png", (26, 26)), PARCHMENT_TEXT)
            surf.blit(gi, (10, h - 36))
            theme.text(surf, self.content.genre_name(g), (38, h - 23), 20, PARCHMENT_TEXT, anchor="midleft")
        else:
            s = round(min(w * 0.62, (h - head.bottom) * 0.62))
            sym = self.image(f"genre_{genre.symbol}.png", (s, s))
            cy = head.bottom + (h - head.bottom) // 2 - (2 if w >= 60 else 0)
            surf.blit(sym, sym.get_rect(center=(w // 2, cy)))
            gs = max(12, w // 4)
            gi = _tinted(self.image(f"gender_{m.gender}.png", (gs, gs)), PARCHMENT_TEXT)
            surf.blit(gi, (w - gs - pad - 1, h - gs - pad - 1))
        return surf

    def back(self, size=PILE) -> pygame.Surface:
        return self._get(("back", tuple(size)), lambda: self.image("card_back.png", size))

    def glow(self, size, colour, width: int = 8, radius: int = 14) -> pygame.Surface:
        """A soft ring to put around a card of ``size`` (the returned surface is bigger by 2*width)."""
        def make():
            w, h = size[0] + 2 * width, size[1] + 2 * width
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            for i in range(width):
                a = round(220 * (i + 1) / width) if i < width - 2 else 255
                pygame.draw.rect(surf, (*colour[:3], min(255, a // 2 + 40)),
                                 pygame.Rect(i, i, w - 2 * i, h - 2 * i), 2, border_radius=radius + width - i)
            return surf
        return self._get(("glow", tuple(size), tuple(colour), width, radius), make)

    def hand_card(self, card: int, selected: bool, angle: float) -> pygame.Surface:
        """A hand card, with a glow when selected, rotated for the fan (at most 160 kept)."""
        key = (card, selected, round(angle, 2))
        if key not in self._rotated and len(self._rotated) >= 160:
            self._rotated.clear()

        def make():
            pad = 12
            base = pygame.Surface((CARD[0] + 2 * pad, CARD[1] + 2 * pad), pygame.SRCALPHA)
            shadow = pygame.Surface(CARD, pygame.SRCALPHA)
            pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=12)
            base.blit(shadow, (pad + 4, pad + 6))
            if selected:
                g = self.glow(CARD, theme.HILITE, 10, 14)
                base.blit(g, (pad - 10, pad - 10))
            base.blit(self.face(card), (pad, pad))
            return pygame.transform.rotozoom(base, angle, 1.0) if angle else base
        if key not in self._rotated:
            self._rotated[key] = make()
        return self._rotated[key]

    # -- bonus cards --------------------------------------------------------------
    def bonus_card(self, kind: str, used: bool, selected: bool = False, size=BONUS) -> pygame.Surface:
        return self._get(("bonus", kind, used, selected, tuple(size)),
                         lambda: self._bonus(kind, used, selected, tuple(size)))

    def _bonus(self, kind: str, used: bool, selected: bool, size) -> pygame.Surface:
        w, h = size
        colour = BONUS_COLOURS[kind]
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (44, 34, 52), surf.get_rect(), border_radius=12)
        inner = surf.get_rect().inflate(-10, -10)
        pygame.draw.rect(surf, tuple(c // 3 for c in colour), inner, border_radius=9)
        pygame.draw.rect(surf, colour, surf.get_rect(), 4, border_radius=12)
        theme.text(surf, BONUS_EFFECT[kind], (w // 2, 10), 36, theme.HILITE, bold=True, anchor="midtop")
        lines = theme.wrap(role(kind), 20, w - 16, bold=True)
        y = h - 12 - 22 * len(lines)
        s = min(72, y - 56)
        img = self.image(f"bonus_{kind}.png", (s, s))
        surf.blit(img, img.get_rect(center=(w // 2, 52 + (y - 52) // 2)))
        for line in lines:
            theme.text(surf, line, (w // 2, y), 20, theme.TEXT, bold=True, anchor="midtop")
            y += 22
        if used:
            surf = pygame.transform.grayscale(surf)
            dim = pygame.Surface(size, pygame.SRCALPHA)
            dim.fill((0, 0, 0, 120))
            surf.blit(dim, (0, 0), special_flags=0)
            stamp = pygame.Rect(0, 0, w - 20, 34)
            stamp.center = (w // 2, h // 2)
            pygame.draw.rect(surf, (110, 100, 110), stamp, border_radius=6)
            theme.text(surf, _("USED"), stamp.center, 22, theme.TEXT, bold=True, anchor="center")
        if selected:
            out = pygame.Surface((w + 20, h + 20), pygame.SRCALPHA)
            out.blit(self.glow(size, theme.HILITE, 10, 12), (0, 0))
            out.blit(surf, (10, 10))
            return out
        return surf

    def bonus_icon(self, kind: str, used: bool, s: int = 40) -> pygame.Surface:
        def make():
            surf = pygame.Surface((s, s), pygame.SRCALPHA)
            colour = BONUS_COLOURS[kind]
            pygame.draw.rect(surf, tuple(c // 3 for c in colour), surf.get_rect(), border_radius=8)
            pygame.draw.rect(surf, colour, surf.get_rect(), 2, border_radius=8)
            img = self.image(f"bonus_{kind}.png", (s - 10, s - 10))
            surf.blit(img, (5, 5))
            if used:
                surf = pygame.transform.grayscale(surf)
                surf.set_alpha(90)
                pygame.draw.line(surf, (200, 80, 70), (4, s - 4), (s - 4, 4), 3)
            return surf
        return self._get(("bicon", kind, used, s), make)

    def genre_icon(self, g: int, s: int) -> pygame.Surface:
        return self.image(f"genre_{self.content.genres[g].symbol}.png", (s, s))

    # -- the table ------------------------------------------------------------------
    def table(self) -> pygame.Surface:
        """The table top with a soft vignette: dark edges, the lit table in the middle."""
        def make():
            bg = self.app.images.get("cave_rave/table.png", size=(W, H), alpha=False).copy()
            return widgets.vignette(bg, lambda d: round(170 * d ** 2.2), reach=1.25)
        return self._get(("table",), make)
