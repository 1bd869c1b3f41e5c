"""The art of Höhlengrölen, rendered and cached: musicians' cards at the four sizes
the table uses, card backs, bonus cards and their small icons, the rotated cards of
the fanned hand, and the table itself. The pictures are the sprite tool's
(tools/sprites/cave_rave.py); the words and numbers are written over them here."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.ui import theme, widgets
from game.ui.surface_cache import SurfaceCache
from game.ui.table_look import fitting_size

from .layout import BONUS, CARD, PILE, H, W
from .text import role

PARCHMENT_TEXT = (58, 42, 30)
BONUS_EFFECT = {"singer": "×2", "dancer": "×2", "stylist": "+3"}
#: the pixels the cards drawn (faces, backs, bonus cards, icons) keep at most
ART_CACHE_BYTES = 12_000_000
#: ... and the hand's cards turned for the fan (one for each card, angle and glow)
ROTATED_CACHE_BYTES = 12_000_000
#: the band of a used bonus card's stamp (drawn in bonus_used.png) and the room its word keeps on
#: each side: the word is sized to leave it (German "Benutzt" must not run edge to edge)
STAMP_BAND = pygame.Rect(10, 69, 104, 34)
STAMP_MARGIN = 8


def _light(colour) -> bool:
    """Whether dark text reads better on ``colour`` (a card's head)."""
    r, g, b = colour[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b > 150


#: how far apart your fanned hand's cards stand (``game.ui.fan.fan``'s step, as ``on_table`` fans them)
FAN_STEP = 146
#: where a big card's name may stand, from the card's left: inside its frame and clear of the next
#: card of the fan (its edge at FAN_STEP, its shadow a few px before it)
NAME_LEFT, NAME_RIGHT = 10, FAN_STEP - 8


def name_lines(name: str, w: int) -> list[pygame.Surface]:
    """A musician's name on a big card ``w`` px wide, in two lines at most (the card's foot holds
    their gender and genre): wrapped clear of the next card in the fan; a name that would take three
    lines as its last word under the others, a line still too wide drawn a little narrower (never cut:
    German "Blütenschmink" on your hand's cards)."""
    widest = min(w - 16, NAME_RIGHT - NAME_LEFT)
    room = min(w - 36, widest)
    lines = theme.wrap(name, 20, room, bold=True)
    if len(lines) > 2:
        first, _sp, last = name.rpartition(" ")
        lines = [first, last] if first else [name]
    out = []
    for line in lines:
        img = theme.render(line, 20, PARCHMENT_TEXT, True)
        if img.get_width() > widest:
            img = pygame.transform.smoothscale(img, (widest, img.get_height()))
        out.append(img)
    return out


def name_centre(width: int, w: int) -> int:
    """Where a name's line of ``width`` px is centred on a big card ``w`` px wide: the card's middle,
    or left of it as far as the line needs to end before the next card of the fan."""
    return min(w // 2, NAME_RIGHT - (width + 1) // 2)


class CardArt:
    """Rendered cards, cached: faces at any size, backs, bonus cards, icons; the table. The pictures
    come from the sprite tool (tools/sprites/cave_rave.py, at the sizes drawn here); the words and
    numbers are written over them here."""

    def __init__(self, app, content):
        self.app = app
        self.content = content
        self._cache = SurfaceCache(ART_CACHE_BYTES, scope="table")
        self._rotated = SurfaceCache(ROTATED_CACHE_BYTES, scope="table")

    def image(self, rel: str, size=None) -> pygame.Surface:
        return self.app.images.get(f"cave_rave/{rel}", size=tuple(size) if size else None)

    def _get(self, key, make):
        return self._cache.get_or_make(key, make)

    # -- musicians --------------------------------------------------------------
    def face(self, card: int, size=CARD) -> pygame.Surface:
        return self._get(("face", card, tuple(size)), lambda: self._face(card, tuple(size)))

    def _face(self, card: int, size) -> pygame.Surface:
        """The genre's card of this size (its head and symbols) with the musician's points; on a big card
        their name, gender and genre, on a small one their gender."""
        w, h = size
        m = self.content.musicians[card]
        g = self.content.card_genre[card]
        surf = self.image(f"face_{self.content.genres[g].symbol}_{w}.png").copy()
        big = w >= 120
        pad = max(3, w // 26)
        head = pygame.Rect(pad, pad, w - 2 * pad, round(h * (0.26 if big else 0.30)))
        psize = 46 if big else (30 if w >= 100 else 24 if w >= 60 else 21)
        fg = theme.TEXT_DARK if _light(theme.rgb(self.content.genres[g].colour)) else (255, 255, 255)
        theme.text(surf, str(m.points), (head.x + (12 if big else 5), head.centery + 1), psize, fg,
                   bold=True, anchor="midleft")
        if big:
            y = head.bottom + 6 + max(28, min(66, h - head.bottom - 44 - 34 - 14)) + 4     # under the symbol
            for img in name_lines(self.content.musician_name(card), w):
                surf.blit(img, img.get_rect(midtop=(name_centre(img.get_width(), w), y)))
                y += 22
            surf.blit(self.image(f"gender_{m.gender}_ink_26.png"), (10, h - 36))
            theme.text(surf, self.content.genre_name(g), (38, h - 23), 20, PARCHMENT_TEXT, anchor="midleft")
        else:
            gs = max(12, w // 4)
            surf.blit(self.image(f"gender_{m.gender}_ink_{gs}.png"), (w - gs - pad - 1, h - gs - pad - 1))
        return surf

    def back(self, size=PILE) -> pygame.Surface:
        return self._get(("back", tuple(size)), lambda: self.image("card_back.png", size))

    def hand_card(self, card: int, selected: bool, angle: float, size=CARD) -> pygame.Surface:
        """A hand card of ``size`` on its shadow, with a glow when selected, rotated for the fan
        (within :data:`ROTATED_CACHE_BYTES`)."""
        key = (card, selected, round(angle, 2), tuple(size))

        def make():
            suffix = "" if tuple(size) == CARD else f"_{size[0]}"
            base = self.image(f"hand_base_picked{suffix}.png" if selected else f"hand_base{suffix}.png").copy()
            base.blit(self.face(card, size), (12, 12))
            return pygame.transform.rotozoom(base, angle, 1.0) if angle else base
        return self._rotated.get_or_make(key, make)

    # -- bonus cards --------------------------------------------------------------
    def bonus_card(self, kind: str, used: bool, selected: bool = False, size=BONUS) -> pygame.Surface:
        return self._get(("bonus", kind, used, selected, tuple(size)),
                         lambda: self._bonus(kind, used, selected, tuple(size)))

    def _bonus(self, kind: str, used: bool, selected: bool, size) -> pygame.Surface:
        """A bonus card: its effect, its picture and its role on the frame; greyed with a USED stamp once
        used, in a glow (10 px around it) when selected."""
        w, h = size
        surf = self.image(f"bonus_frame_{kind}.png").copy()
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
            surf.blit(self.image("bonus_used.png"), (0, 0))        # dimmed, with a stamp in the middle
            word = _("USED")
            size = fitting_size(word, STAMP_BAND.width - 2 * STAMP_MARGIN, 22, 20)
            theme.text(surf, word, STAMP_BAND.center, size, theme.TEXT, bold=True, anchor="center")
        if selected:
            out = self.image("glow_bonus.png").copy()
            out.blit(surf, (10, 10))
            return out
        return surf

    def bonus_icon(self, kind: str, used: bool, s: int) -> pygame.Surface:
        """A bonus card's small icon (42 px, struck out when used, on an opponent's panel; 28 px on a badge)."""
        return self.image(f"bonus_icon_{kind}_{s}{'_used' if used else ''}.png")

    # -- the table ------------------------------------------------------------------
    def table(self) -> pygame.Surface:
        """The table top with a soft vignette: dark edges, the lit table in the middle."""
        def make():
            bg = self.app.images.get("cave_rave/table.png", size=(W, H), alpha=False, keep=False).copy()
            return widgets.vignette(bg, lambda d: round(170 * d ** 2.2), reach=1.25)
        return self._get(("table",), make)
