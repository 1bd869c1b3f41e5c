"""Boaromia's cards as pictures: the event card, the goal cards (with the coins paid into a
pay goal), the characters to choose from (values and Festival Vibe), and the small chips of
kept goals. Functions returning new surfaces; the scene caches them by what they show."""

from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext
from game.ui import theme

from . import icons
from .icons import INK
from .text import place_name, said, stat_word

CARD_BG = (250, 244, 230)
CARD_TEXT = (40, 32, 36)
#: the height of a row at an event card's foot (where the blast-from-the-past goes, who crowds where)
FOOT = 24
#: where a card's text starts, under its head
BODY_TOP = 38


def _card_base(w: int, h: int, head: str, title: str, night: bool | None = None) -> tuple[pygame.Surface, int]:
    """A card's frame (``sprites/boaromia/card_<head>.png``) with its title in the head and, where the
    title leaves room, a sun or a moon for a day or a night card (not only the head's colour)."""
    surf = icons.IMAGES.get(f"boaromia/card_{head}.png", (w, h)).copy()
    r = theme.text(surf, theme.cut(title, 21, w - 26, True), (12, 17), 21, INK, bold=True, anchor="midleft")
    if night is not None and r.right + 30 <= w - 14:
        icons.day_or_night(surf, (w - 24, 17), night)
    return surf, BODY_TOP


def event_text_bottom(card, h: int) -> int:
    """How far down an event card's text may run: above its foot rows (blast, crowd)."""
    return h - 12 - FOOT * ((card.blast is not None) + (card.crowd is not None)) - 4


def goal_text_bottom(goal, h: int) -> int:
    """How far down a goal card's text may run: above the coins paid on a goal that takes coins."""
    return h - 54 if goal.needs.id == "pay" else h - 12


def text_fits(text: str, w: int, h: int, size: int = 20) -> bool:
    """Whether ``text`` fits whole on a card ``w`` wide from the head down to ``h`` (:func:`_text`'s lines)."""
    return len(theme.wrap(text, size, w - 30)) <= (h - BODY_TOP) // (size + 3)


def fitted(template: str, key: str, name: str, room: float, size: int = 20, bold: bool = True, **fields) -> str:
    """``template`` (a translated sentence) with ``name`` at ``{key}``, the name cut short where the
    whole would not fit ``room`` pixels: a name may be cut, the sentence around it stays whole."""
    whole = template.format(**{key: name}, **fields)
    f = theme.font(size, bold)
    if f.size(whole)[0] <= room:
        return whole
    rest = f.size(template.format(**{key: ""}, **fields))[0]
    return template.format(**{key: theme.cut(name, size, room - rest, bold)}, **fields)


def _text(surf, text: str, x: int, y: int, w: int, bottom: int, size: int = 20, colour=CARD_TEXT) -> int:
    lines = theme.wrap(text, size, w)
    step = size + 3
    room = max(1, (bottom - y) // step)
    cut = len(lines) > room
    if cut:
        lines = lines[:room]
        lines[-1] = lines[-1].rstrip(" .,")
    for line in lines:
        r = theme.text(surf, line, (x, y), size, colour)
        y += step
    if cut:             # the ellipsis on its own: the words drawn stay a piece of the translated text
        theme.text(surf, "…", (r.right, r.y), size, colour)
    return y


def event_card(content, state, event_id: str | None, size) -> pygame.Surface:
    w, h = size
    if event_id is None:
        night = state.night()
        surf, y = _card_base(w, h, "event_night" if night else "event_day", _("No event yet"))
        _text(surf, _("The first round starts without an event card. From round 2 one is drawn at the start "
                      "of every round."), 12, y, w - 30, h - 12, 20, (90, 80, 84))
        return surf
    card = content.event_by_id[event_id]
    night = card.night
    surf, y = _card_base(w, h, "event_night" if night else "event_day", said(card), night)
    bottom_half = []
    if card.blast is not None:
        bottom_half.append(("blast", place_name(state, card.blast)))
    if card.crowd is not None:
        bottom_half.append(("crowd", place_name(state, card.crowd)))
    foot = event_text_bottom(card, h) + 4
    _text(surf, said(card, "text"), 12, y, w - 30, foot - 4, 20)
    yy = foot
    for kind, where in bottom_half:
        pygame.draw.line(surf, (200, 190, 170), (10, yy - 3), (w - 16, yy - 3), 1)
        img = icons.blast(24) if kind == "blast" else icons.icon("person", 22)
        surf.blit(img, (10, yy))
        label = _("Blast: {place}") if kind == "blast" else _("Crowd: {place}")
        theme.text(surf, fitted(label, "place", where, w - 52), (40, yy + 12), 20, CARD_TEXT, bold=True,
                   anchor="midleft")
        yy += FOOT
    return surf


def goal_card(content, goal_id: str | None, size, paid: int = 0, left_in_stack: int = 0,
              night: bool = False) -> pygame.Surface:
    w, h = size
    if goal_id is None:
        surf, y = _card_base(w, h, "goal_none", _("No goal"))
        if left_in_stack:
            msg = ngettext("{n} card left in this stack.", "{n} cards left in this stack.",
                           left_in_stack).format(n=left_in_stack)
        else:
            msg = _("This stack is used up for the night.") if night else _("This stack is used up for the day.")
        _text(surf, msg, 12, y, w - 30, h - 12, 20, (90, 80, 84))
        return surf
    g = content.goal_by_id[goal_id]
    surf, y = _card_base(w, h, "goal_night" if g.night else "goal_day", said(g), g.night)
    needs = g.needs
    _text(surf, said(g, "text"), 12, y, w - 30, goal_text_bottom(g, h), 20)
    if needs.id == "pay":
        total = needs["coins"]
        bar = pygame.Rect(12, h - 46, w - 104, 14)
        pygame.draw.rect(surf, (220, 210, 190), bar, border_radius=7)
        part = bar.copy()
        part.width = round(bar.width * min(1.0, paid / total))
        if part.width:
            pygame.draw.rect(surf, icons.COIN, part, border_radius=7)
        pygame.draw.rect(surf, INK, bar, 1, border_radius=7)
        surf.blit(icons.icon("coin", 18), (12, h - 30))
        theme.text(surf, _("{paid}/{total} paid").format(paid=paid, total=total), (34, h - 31), 20, CARD_TEXT,
                   bold=True)
    return surf


def character_card(content, char, size, taken_by: str | None, colour) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    theme.panel(surf, pygame.Rect(0, 0, w - 6, h - 6), CARD_BG, INK, radius=14, width=2)
    head = pygame.Rect(2, 2, w - 10, 84)
    pygame.draw.rect(surf, colour, head, border_top_left_radius=13, border_top_right_radius=13)
    pw = icons.pawn(icons.CARD_PAWN, colour, char.id, ring=(250, 246, 236))
    surf.blit(pw, (12, 12))
    name_lines = theme.wrap(said(char), 24, w - 100, bold=True)
    y = 16 if len(name_lines) > 1 else 28
    for line in name_lines[:2]:
        theme.text(surf, line, (84, y), 24, INK, bold=True)
        y += 26
    # start values: two a row, each with its word, where every word fits whole; else the four in one
    # row, the symbol and the value (as on the tracks), which leaves the Festival Vibe more room
    y = head.bottom + 10
    vals = [(stat_word("energy"), char.energy, icons.icon("bolt", 22)),
            (stat_word("bladder"), char.bladder, icons.icon("drop", 22)),
            (stat_word("fun"), char.fun, icons.icon("heart", 22)),
            (stat_word("coins"), char.coins, icons.icon("coin", 22))]
    cw = (w - 24) // 2
    words = all(26 + theme.font(22, True).size(str(v))[0] + 6 + theme.font(20).size(label)[0] <= cw - 10
                for label, v, _ic in vals)
    for i, (label, v, ic) in enumerate(vals):
        x, yy = (12 + (i % 2) * cw, y + (i // 2) * 28) if words else (12 + i * ((w - 24) // 4), y)
        surf.blit(ic, (x, yy))
        r = theme.text(surf, str(v), (x + 26, yy + 1), 22, CARD_TEXT, bold=True)
        if words:
            theme.text(surf, label, (r.right + 6, yy + 2), 20, (110, 100, 104))
    y += 58 if words else 30
    pygame.draw.line(surf, (210, 200, 180), (12, y), (w - 18, y), 1)
    y += 8
    theme.text(surf, theme.cut(said(char, "vibe_name"), 20, w - 30, True), (12, y), 20, (150, 60, 120), bold=True)
    y += 24
    y = _text(surf, said(char, "vibe_text"), 12, y, w - 30, h - 12, 20)
    # the quote at the card's foot where it fits whole under the vibe (the card's hover text has it too)
    quote = theme.wrap(_("“{quote}”").format(quote=said(char, "text")), 20, w - 30)
    if y + 4 + 23 * len(quote) <= h - 12:
        yy = h - 12 - 23 * len(quote)
        for line in quote:
            theme.text(surf, line, (12, yy), 20, (110, 100, 104))
            yy += 23
    if taken_by:
        shade = pygame.Surface((w - 6, h - 6), pygame.SRCALPHA)
        pygame.draw.rect(shade, (20, 16, 24, 170), shade.get_rect(), border_radius=14)
        surf.blit(shade, (0, 0))
        tag = pygame.Rect(0, 0, w - 40, 40)
        tag.center = ((w - 6) // 2, (h - 6) // 2)
        pygame.draw.rect(surf, (30, 26, 36), tag, border_radius=10)
        theme.text(surf, _("Taken by {name}").format(name=taken_by), tag.center, 20, theme.TEXT, bold=True,
                   anchor="center")
    return surf


def kept_chip(content, goal_id: str, size, usable: bool) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    fill = (60, 120, 70) if usable else (48, 60, 52)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=10)
    pygame.draw.rect(surf, theme.GOOD if usable else theme.PANEL_BORDER, surf.get_rect(), 2, border_radius=10)
    g = content.goal_by_id[goal_id]
    label = fitted(_("{goal}: use"), "goal", said(g), w - 16) if usable else theme.cut(said(g), 20, w - 16, True)
    theme.text(surf, label, (10, h // 2), 20, theme.TEXT, bold=True, anchor="midleft")
    return surf
