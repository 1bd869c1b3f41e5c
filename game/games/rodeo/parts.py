"""What every part of the Rock'n Rodeo table's static layer draws with (:mod:`.drawing`): the
pieces of a part on show (:func:`shown`: all but those on their way) and how a target is lit; the
rings, frames and plates; a card's face and a part of the table drawn once and kept."""

from __future__ import annotations

import pygame

from game.ui import theme

from . import art

PANEL_FILL = (26, 24, 34)


#: how a lit space or card is outlined, by its hotspot's ``lit``
LIT = {"target": theme.GOOD, "happy": theme.GOOD, "unhappy": (240, 170, 80), "picked": theme.HILITE,
       "turning": theme.ACCENT, "blocked": (120, 110, 120), "open": (150, 190, 235)}


def shown(scene, part: str) -> list:
    """The pieces of ``part`` (:mod:`.on_table`) on show: all but those on their way (an animation
    hides a piece by its key until it lands)."""
    return scene.pieces().shown(part, scene.anims.hidden())


def lit(one) -> str | None:
    """How a piece is marked as a target (its hotspot's ``lit``)."""
    return one.spot.get("lit")


def ring(surface: pygame.Surface, r: pygame.Rect, how: str | None, radius: int = 10) -> None:
    if how in LIT:
        pygame.draw.rect(surface, LIT[how], r.inflate(6, 6), 4 if how != "blocked" else 2, border_radius=radius)


def frame(surface: pygame.Surface, r: pygame.Rect, border=theme.PANEL_BORDER, width: int = 2) -> None:
    """The border of a panel of the backdrop (the meadow shows through it: :func:`_backdrop`)."""
    pygame.draw.rect(surface, border, r, width, border_radius=14)


def kept_face(scene, key, size, draw) -> pygame.Surface:
    """A card's face drawn once (``draw(surface, rect)`` at the origin) and kept."""
    def make():
        face = pygame.Surface(size, pygame.SRCALPHA)
        draw(face, pygame.Rect(0, 0, *size))
        return face
    return scene.cached(("face", *key, tuple(size)), make)


def kept_block(scene, surface: pygame.Surface, key: tuple, r: pygame.Rect, draw, margin: int = 8) -> None:
    """A part of the table drawn once for what it shows (``key``: everything it depends on) and
    kept: ``draw(surface, rect)`` draws it at ``rect`` on a see-through surface ``margin`` larger."""
    def make():
        out = pygame.Surface((r.width + 2 * margin, r.height + 2 * margin), pygame.SRCALPHA)
        draw(out, pygame.Rect(margin, margin, r.width, r.height))
        return out
    surface.blit(scene.cached(("block", *key, r.size), make), (r.x - margin, r.y - margin))


def dark_plate(scene, surface: pygame.Surface, r: pygame.Rect, alpha: int = 190) -> None:
    """A dark see-through plate under words written over a picture."""
    surface.blit(scene.fill_image(r.size, (16, 14, 22), alpha, 8), r)


def icon_value(surface: pygame.Surface, name: str, value: str, x: int, y: int, size: int = 32, text: int = 24,
                colour=theme.HILITE, anchor: str = "left") -> int:
    """An icon and its number, from ``x`` rightwards (or, ``anchor`` right, leftwards); the x beyond."""
    num = theme.render(value, text, colour, True)
    w = size + 4 + num.get_width()
    x0 = x - w if anchor == "right" else x
    surface.blit(art.icon(name, size), (x0, y - size // 2))
    surface.blit(num, (x0 + size + 4, y - num.get_height() // 2))
    return x0 if anchor == "right" else x0 + w


def order_pos(view, seat: int) -> int:
    return view.order.index(seat) + 1 if seat in view.order else 0
