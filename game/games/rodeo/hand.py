"""The viewer's hand: the fan and event cards face up (their faces at the picture's size or small,
two rows when many), or folded while the viewer does not decide (backs: the fan cards' genres),
or no hand at all while nobody at this screen may see one."""

from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext
from game.ui import theme

from . import art, layout, parts, presenters
from .art import INK, img
from .model import GENRES
from .parts import frame, kept_face, lit, ring


def draw_hand(scene, surface: pygame.Surface) -> None:
    view = scene.shown_view()
    frame(surface, layout.HAND)
    seat = scene.context().viewer
    if seat is None:
        theme.text(surface, _("Hands are hidden: nobody at this screen may see them now."),
                   (layout.HAND.x + 16, layout.HAND.y + 12), 22, theme.TEXT_DIM)
        return
    f = view.fests[seat]
    if not scene.hand_open():
        _folded_hand(scene, surface)
        return
    fans = ngettext("{n} fan card", "{n} fan cards", len(f.hand)).format(n=len(f.hand))
    events = ngettext("{n} event card", "{n} event cards", len(f.events)).format(n=len(f.events))
    theme.text(surface, _("Your hand: {fans} and {events}").format(fans=fans, events=events),
               (layout.CARDS_AREA.x, layout.HAND.y + 8), 22, theme.ACCENT, bold=True)
    for one in parts.shown(scene, "hand"):
        if one.key[0] == "fan":
            fan_card(scene, surface, one.area, one.data, lit(one))
        elif one.key[0] == "event":
            event_card(scene, surface, one.area, one.data, lit(one))
    if not f.hand and not f.events:
        theme.text(surface, _("No cards in hand."), (layout.CARDS_AREA.x, layout.CARDS_AREA.y + 10), 20, theme.TEXT_DIM)


def _folded_hand(scene, surface: pygame.Surface) -> None:
    """The viewer's hand folded (a decision without it while others may look): card backs, the fan
    cards' genres (public, as on the rivals' strips), and why."""
    theme.text(surface, _("Your hand is folded: it opens after the cover, when you decide with it."),
               (layout.CARDS_AREA.x, layout.HAND.y + 8), 22, theme.ACCENT, bold=True)
    content = scene.shown_view().content
    for one in parts.shown(scene, "hand"):
        if one.key[:2] == ("back", "fan"):
            _back(surface, one.area, f"fanback_{GENRES[GENRES.index(content.fan_genre[one.data])]}")
        elif one.key[:2] == ("back", "event"):
            _back(surface, one.area, "event_card", dim=True)


def _back(surface: pygame.Surface, r: pygame.Rect, name: str, dim: bool = False) -> None:
    """A card face down: its back at the card's size (a small card shows the middle of it)."""
    if r.size == (layout.CARD_W, layout.CARD_H):
        surface.blit(img(name), r)
    else:
        full = img(name)
        middle = pygame.Rect((full.get_width() - r.width) // 2, (full.get_height() - r.height) // 2, *r.size)
        surface.blit(full, r, middle)
    if dim:
        pygame.draw.rect(surface, (30, 26, 40), r.inflate(-10, -10), border_radius=8)
        surface.blit(img("event_booking", (40, 40)), (r.centerx - 44, r.centery - 20))
        surface.blit(img("event_festival", (40, 40)), (r.centerx + 4, r.centery - 20))


def fan_card(scene, surface: pygame.Surface, r: pygame.Rect, card: int, how=None) -> None:
    """A fan card face (only ever drawn for the viewer's own cards): genre, name, what its campers
    need, its purchasing power and its ability."""
    surface.blit(kept_face(scene, ("fan", card), r.size, lambda t, rr: _fan_face(scene, t, rr, card)), r)
    ring(surface, r, how, 12)


def _fan_face(scene, surface: pygame.Surface, r: pygame.Rect, card: int) -> None:
    view = scene.shown_view()
    fan = view.content.fans[card]
    g = GENRES.index(fan.genre)
    name = view.content.fan_name(card)
    needs = presenters.fan_needs(view, card)
    small = r.size != (layout.CARD_W, layout.CARD_H)
    ability = presenters.effect_text(fan.ability, short=small) if fan.ability is not None else ""
    power_w = theme.font(20, True).size(_("{k}K").format(k=fan.power))[0]   # (its pill clear of the paper)
    if not small and picture_fits(name, needs, ability) and (not ability or power_w <= 34):
        surface.blit(img(f"fancard_{fan.genre}"), r)
        art.label(surface, presenters.genre(view, g), pygame.Rect(r.x + 56, r.y + 10, 114, 36), 20, INK, bold=False)
        n = min(2, len(theme.wrap(name, 20, 152, True)))
        plate = pygame.Rect(r.x + 8, r.y + 50, 164, 8 + 21 * n)
        pygame.draw.rect(surface, art.PAPER, plate, border_radius=6)
        pygame.draw.rect(surface, INK, plate, 2, border_radius=6)
        art.lines(surface, name, plate.x + 6, plate.y + 4, plate.width - 12, 2, 20, INK, bold=True, step=21)
        n = len(theme.wrap(needs, 20, 154))
        if n > 2:                                  # two needs in three lines: a taller paper
            pygame.draw.rect(surface, art.PAPER, pygame.Rect(r.x + 8, r.y + 140, 164, 64), border_radius=6)
            pygame.draw.rect(surface, INK, pygame.Rect(r.x + 8, r.y + 140, 164, 64), 2, border_radius=6)
        art.lines(surface, needs, r.x + 14, r.y + {1: 160, 2: 150}.get(n, 143), 154, 3, step=20 if n < 3 else 19)
        art.disc_number(surface, _("{k}K").format(k=fan.power), (r.x + 30, r.y + 222), 20)
        if ability:                                # most fans have none: no empty paper then
            art.panel(surface, pygame.Rect(r.x + 56, r.y + 198, 114, 46))
            art.lines(surface, ability, r.x + 60, r.y + 200 + (10 if len(theme.wrap(ability, 20, 106)) == 1 else 0),
                         106, 2, step=20)
        return
    # a small card (or a large one whose words outgrow its picture's papers, in a longer language):
    # the genre chip and the purchasing power down the left, the words round them: the name whole,
    # what the campers need, the ability (in short words, then cut, when they do not all fit)
    art.paper(surface, r, art.GENRE_COLOURS[g])
    surface.blit(art.chip(g, 24), (r.x + 9, r.y + 7))
    power = _("{k}K").format(k=fan.power)
    beside, below, clear = (r.x + 42, r.width - 48), (r.x + 8, r.width - 16), r.y + 64
    start = r.y + 5
    if theme.font(20, True).size(power)[0] <= 32:    # (as on the disc: a number may touch its rim)
        art.gold_disc(surface, power, (r.x + 21, r.y + 47), 14)
    else:                                            # a longer language's unit: a pill beside the chip, the words under
        art.gold_disc(surface, power, (r.x + 42 + theme.font(20, True).size(power)[0] // 2, r.y + 19), 11)
        beside, clear, start = below, r.y, r.y + 36
    bold = art.bold_fits(name, beside[1])
    lines = art.flowed(name, start, beside, below, clear, bold=bold)
    art.draw_flowed(surface, lines, len(lines), colour=INK, bold=bold)
    short = presenters.effect_text(fan.ability, short=True) if fan.ability is not None else ""
    for gap, words in ((8, ability), (2, ability), (2, short)):     # air between the parts when all fit with it
        top = lines[-1][1] + 20 + gap
        needs_n, ability_n, at, whole = small_fan_lines(r, top, needs, words, beside, below, clear, gap)
        if whole:
            break
    ability = words
    art.draw_flowed(surface, art.flowed(needs, top, beside, below, clear), needs_n)
    if ability:
        art.draw_flowed(surface, art.flowed(ability, at, beside, below, clear), ability_n, colour=(120, 60, 40))


def picture_fits(name: str, needs: str, ability: str) -> bool:
    """Whether a large fan card's words fit its picture's papers: the name in two lines, the needs
    in two (three without an ability), the ability in two."""
    needs_n = len(theme.wrap(needs, 20, 154))
    return (len(theme.wrap(name, 20, 152, True)) <= 2 and len(theme.wrap(ability, 20, 106)) <= 2
            and (needs_n <= 2 or needs_n == 3 and not ability))


def small_fan_lines(r: pygame.Rect, y: int, needs: str, ability: str, beside, below, clear: int, gap: int = 2
                    ) -> tuple[int, int, int, bool]:
    """How many lines a small fan card gives what the campers need and its ability (from ``y``
    down, round the chip and the disc, ``gap`` px between them), where the ability starts, and
    whether both show whole: whole where they fit, else the ability cut first (one line at
    least), then the needs."""
    need_lines = len(art.flowed(needs, y, beside, below, clear))
    for n in range(need_lines, 0, -1):
        at = y + 20 * n + gap
        total = len(art.flowed(ability, at, beside, below, clear)) if ability else 0
        for shown in range(total, 0, -1):
            if at + 20 * shown <= r.bottom - 5:
                return n, shown, at, n == need_lines and shown == total
        if not ability and y + 20 * n <= r.bottom - 5:
            return n, 0, at, n == need_lines
    return 1, 1 if ability else 0, y + 20 + gap, False


def event_card(scene, surface: pygame.Surface, r: pygame.Rect, card: int, how=None) -> None:
    """An event card face with both sides in a few words (only ever the viewer's own)."""
    surface.blit(kept_face(scene, ("event", card), r.size, lambda t, rr: _event_face(scene, t, rr, card)), r)
    ring(surface, r, how, 12)


def _event_face(scene, surface: pygame.Surface, r: pygame.Rect, card: int) -> None:
    view = scene.shown_view()
    e = view.content.events[card]
    name = view.content.event_name(card)
    booking, festival = presenters.effects_text(e.booking.effects), presenters.effects_text(e.festival.effects)
    n = min(3, max(2, len(theme.wrap(name, 20, r.width - 24, True))))
    icon = 28 if n < 3 else 24
    if (r.size == (layout.CARD_W, layout.CARD_H)            # the picture, where its papers hold the words
            and len(theme.wrap(booking, 20, r.width - 22 - icon)) <= (3 if n < 3 else 2)
            and (len(theme.wrap(festival, 20, r.width - 64)) <= 2 or len(theme.wrap(festival, 20, r.width - 24)) <= 3)):
        surface.blit(img("event_card"), r)
        # the name whole, in up to three lines; under a three-line one the booking side keeps two
        pygame.draw.rect(surface, art.PAPER, pygame.Rect(r.x + 8, r.y + 8, r.width - 16, 6 + 20 * n), border_radius=6)
        art.lines(surface, name, r.x + 12, r.y + 10, r.width - 24, 3, 20, INK, bold=True, step=20)
        top = r.y + 18 + 20 * n
        surface.blit(img("event_booking", (icon, icon)), (r.x + 10, top))
        art.lines(surface, booking, r.x + 14 + icon, top + 2, r.width - 22 - icon, 3 if n < 3 else 2, step=20)
        if len(theme.wrap(festival, 20, r.width - 64)) <= 2:
            art.lines(surface, festival, r.x + 54, r.y + 138, r.width - 64, 2, colour=theme.TEXT, step=20)
        else:
            art.lines(surface, festival, r.x + 12, r.y + 176, r.width - 24, 3, colour=theme.TEXT, step=20)
        return
    art.paper(surface, r, (220, 160, 60))
    # a small card (or a large one whose sides outgrow its picture's papers, in a longer language):
    # the name whole (up to three lines), then each side in the lines left, at least one
    bold = art.bold_fits(name, r.width - 14)
    y = art.lines(surface, name, r.x + 7, r.y + 5, r.width - 14, 3, 20, INK, bold=bold, step=20) + 2
    sides = (("event_booking", booking), ("event_festival", festival))
    shown = small_event_lines([len(side_flow(r, 0, text)) for _side, text in sides], r.bottom - 5 - y)
    for (side, text), n in zip(sides, shown, strict=True):
        surface.blit(img(side, (22, 22)), (r.x + 8, y + 1))
        art.draw_flowed(surface, side_flow(r, y + 2, text), n)
        y += side_row(n)


def side_flow(r: pygame.Rect, y: int, text: str) -> list[tuple[int, int, int, str]]:
    """An event side's words on a small card from ``y`` down: the first line beside the side's
    icon, the others under it, across the card (:func:`art.flowed`)."""
    return art.flowed(text, y, (r.x + 34, r.width - 40), (r.x + 8, r.width - 16), y + 1)


def side_row(lines: int) -> int:
    """The height of an event side's row on a small card: its icon, or its lines of 20 px."""
    return max(24, 20 * lines + 4)


def small_event_lines(needs: list[int], room: int) -> list[int]:
    """How many lines each side of a small event card gets in ``room`` px: one each at least, then
    one more at a time to the side closest to showing whole (the rest cut with '…')."""
    shown = [1] * len(needs)
    while True:
        short = [i for i, n in enumerate(needs) if shown[i] < n]
        if not short:
            return shown
        i = min(short, key=lambda i: (needs[i] - shown[i], i))
        more = shown[:i] + [shown[i] + 1] + shown[i + 1:]
        if sum(side_row(n) for n in more) > room:
            return shown
        shown = more


# -- the enlarged view ------------------------------------------------------------------------------
#: how far the enlarged card stands from the small one under the mouse
ENLARGED_GAP = 12


def enlarged(scene, spot) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The enlarged view of a small card of the open hand under the mouse (``spot``): its face at
    the picture's size, where every text shows whole (a small card of a full hand cuts what has
    no room: "+3K to spend for a…"), beside the card over the hand (the hover text stands above
    the card). None for anything else: a card at its picture's size, a folded hand."""
    if spot is None or spot.data is None or not scene.hand_open():
        return None
    kind = spot.id.partition(":")[0]
    view = scene.shown_view()
    seat = scene.context().viewer
    if kind not in ("fan", "event") or seat is None or tuple(spot.area.size) == (layout.CARD_W, layout.CARD_H):
        return None
    card = spot.data
    if card not in (view.fests[seat].hand if kind == "fan" else view.fests[seat].events):
        return None
    size = (layout.CARD_W, layout.CARD_H)
    draw = _fan_face if kind == "fan" else _event_face
    face = kept_face(scene, (kind, card), size, lambda t, rr: draw(scene, t, rr, card))
    r = pygame.Rect(spot.area.right + ENLARGED_GAP, layout.CARDS_AREA.y, *size)
    if r.right > layout.HAND.right - 4:                  # no room at its right: at its left
        r.right = spot.area.x - ENLARGED_GAP
    r.clamp_ip(layout.HAND.inflate(-4, -4))
    return face, r


def draw_enlarged(scene, surface: pygame.Surface, spot) -> pygame.Rect | None:
    """Draw :func:`enlarged` (for the scene's ``draw_extras``, each frame over the layer); the
    rect drawn, or None."""
    shown = enlarged(scene, spot)
    if shown is None:
        return None
    face, r = shown
    pygame.draw.rect(surface, INK, r.inflate(10, 10), border_radius=14)
    surface.blit(face, r)
    pygame.draw.rect(surface, theme.HILITE, r.inflate(6, 6), 3, border_radius=12)
    return r.inflate(10, 10)
