"""The stands and upgrades on the grounds, at every size their number leaves them: the card's
picture with its name, bonus, fan spaces and K a fan, or a paper card in rows when it is short
(the bonus in short words, or as icons and numbers where words have no room)."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.ui import theme

from . import art, presenters
from .art import INK, img
from .parts import kept_face, ring

STAND_BASE = (200, 140)
STAND_NAME, STAND_PIPS, STAND_INCOME = (10, 50, 180, 40), (10, 96, 180, 34), ((176, 26), 18)


def stand_card(scene, surface: pygame.Surface, r: pygame.Rect, stand: int, fill: list[int] | None, how=None) -> None:
    """A stand: its kind's awning and icon, name, K a fan (the disc), fan spaces, bonus."""
    face = kept_face(scene, ("stand", stand, tuple(fill or ())), r.size,
                     lambda t, rr: _stand_face(scene, t, rr, stand, fill))
    surface.blit(face, r)
    ring(surface, r, how)


def _stand_face(scene, surface: pygame.Surface, r: pygame.Rect, stand: int, fill) -> None:
    view = scene.shown_view()
    st = view.content.stands[stand]
    bonus = [st.bonus] if st.bonus is not None else []
    picture = f"stand_{st.kind}", f"kind_{st.kind}", art.STAND_KIND_COLOURS[st.kind]
    _card_words(surface, r, picture, view.content.stand_name(stand), _("{k}K").format(k=st.income), st.spaces, fill,
                bonus)


def upgrade_card(scene, surface: pygame.Surface, r: pygame.Rect, up: str, fill: list[int] | None, how=None) -> None:
    """An upgrade on the grounds: its awning and icon, name, bonus, fan spaces."""
    def draw(t: pygame.Surface, rr: pygame.Rect) -> None:
        u = scene.shown_view().content.upgrade[up]
        _card_words(t, rr, (f"upgrade_{up}", None, art.UPGRADE_COLOUR), scene.shown_view().content.upgrade_name(up), "",
                    u.spaces, fill, u.bonus, up)
    surface.blit(kept_face(scene, ("upgrade", up, tuple(fill or ())), r.size, draw), r)
    ring(surface, r, how)


#: below this height a stand or upgrade on the grounds is drawn in two rows, without its picture
COMPACT_H = 110
BONUS_INK = (110, 50, 30)


def _card_words(surface: pygame.Surface, r: pygame.Rect, picture: tuple, name: str, disc: str, spaces: int,
                fill: list[int] | None, effects: list, icon: str | None = None) -> None:
    """A stand or upgrade on the grounds (``picture``: its card, its kind's badge or None, its
    colour; ``icon``: an upgrade's icon): the name (in two lines when one is too short), the bonus
    (``effects``, in short words, or as icons and numbers where words have no room), K a fan on
    the disc, the fan spaces (``fill``: the genres of the fans there). A short card (many of
    them) is a paper card in rows: badge and name; bonus; spaces and K."""
    bonus = presenters.effects_text(effects, short=True)
    area = art.scaled(r, STAND_BASE, STAND_NAME)
    row = art.scaled(r, STAND_BASE, STAND_PIPS)
    one = theme.font(20, True).size(name)[0] <= area.width
    squeezed = bonus and not one and row.width - spaces * 20 - 6 < _effects_width(effects, bonus) + 8
    if r.height < COMPACT_H or squeezed:            # (a long name and a long bonus: the paper card's rows)
        _compact_card(surface, r, picture, name, disc, spaces, fill, effects, icon)
        return
    surface.blit(img(picture[0], r.size), r)
    if disc:
        c, rad = STAND_INCOME
        art.disc_number(surface, disc, (r.x + round(c[0] * r.width / STAND_BASE[0]),
                                     r.y + round(c[1] * r.height / STAND_BASE[1])), rad)
    pip = min(26, row.height)
    while bonus and not one and pip > 18 and row.width - spaces * (pip + 2) - 6 < _effects_width(effects, bonus) + 8:
        pip -= 2                                    # smaller spaces leave the bonus its room beside them
    art.pips(surface, row.x, row.centery, spaces, fill or [], pip, pip + 2)
    if one:
        art.label(surface, name, pygame.Rect(area.x, area.y - 4, area.width, 24), 22)
        if bonus:
            _effects_row(surface, effects, bonus, area.x, area.y + 30, area.width)
        return
    # a long name: two lines (the bonus's too); the bonus moves to the row of spaces, on a paper tag
    art.lines(surface, name, area.x, area.y - 4, area.width, 2, 20, INK, bold=True, step=20)
    if bonus:
        x = row.x + spaces * (pip + 2) + 6
        width = min(row.right - x, _effects_width(effects, bonus) + 8)
        tag = pygame.Rect(x, row.centery - 12, width, 24)
        pygame.draw.rect(surface, art.PAPER, tag, border_radius=6)
        _effects_row(surface, effects, bonus, tag.x + 4, tag.centery, tag.width - 8)


def _compact_card(surface: pygame.Surface, r: pygame.Rect, picture: tuple, name: str, disc: str, spaces: int,
                  fill: list[int] | None, effects: list, icon: str | None) -> None:
    """A short stand or upgrade: paper in its colour; the badge and the name (two lines when it
    needs them and the card is tall enough); the bonus; the spaces with K a fan at the right (the
    bonus joins that row when there is no room for its own, cut short if it must)."""
    _pic, badge, colour = picture
    art.paper(surface, r, colour)
    bonus = presenters.effects_text(effects, short=True)
    width = r.width - 48
    bottom = r.bottom - 17                          # the middle of the row of spaces
    two = r.height >= 76 and theme.font(20, True).size(name)[0] > width
    if two and bonus and _effects_plan(effects, bonus, r.right - 8 - (_tag_width(disc) + 4 if disc else 0)
                                       - (r.x + 9 + spaces * 23 + 3)) is None:
        two = False                                 # the bonus keeps a row of its own; the name one line, cut
    elif not two and theme.font(20, True).size(name)[0] > width and _tiny_card(surface, r, picture, name, disc, spaces,
                                                                              fill, effects, icon):
        return
    surface.blit(img(badge, (26, 26)) if badge else art.icon(icon, 26), (r.x + 8, r.y + 6))
    if two:
        art.lines(surface, name, r.x + 40, r.y + 5, width, 2, 20, INK, bold=True, step=20)
    else:
        art.label(surface, name, pygame.Rect(r.x + 40, r.y + 7, width, 24), 22)
    under = r.y + (47 if two else 29)               # where a row of its own for the bonus would start
    right = r.right - 8
    if disc:
        right = art.gold_tag(surface, disc, right, bottom, 24).x - 4
    art.pips(surface, r.x + 9, bottom, spaces, fill or [], 22, 23)
    if not bonus:
        return
    if under + 18 <= bottom - 11:                    # a row of its own, under the name
        _effects_row(surface, effects, bonus, r.x + 10, under + 12, r.width - 18)
        return
    x = r.x + 9 + spaces * 23 + 3
    _effects_row(surface, effects, bonus, x, bottom, right - x)


def _tag_width(text: str) -> int:
    """How wide :func:`art.gold_tag` draws ``text``."""
    return theme.font(20, True).size(text)[0] + 12


def _tiny_card(surface: pygame.Surface, r: pygame.Rect, picture: tuple, name: str, disc: str, spaces: int,
               fill: list[int] | None, effects: list, icon: str | None) -> bool:
    """A card of two rows (seven or eight on the grounds) whose name does not fit beside its badge:
    the name across the first row, the badge, the spaces, the bonus and K a fan in the second; or,
    longer, the name in both rows, each line followed by some of them (K a fan, and the bonus
    where the second row has no room for it); the badge gives way before the name is cut. False
    (nothing drawn) when no way has room."""
    _pic, badge, _colour = picture
    words = presenters.effects_text(effects, short=True)
    top, bottom = r.y + 19, r.bottom - 17           # the middles of the two rows
    left, right = r.x + 8, r.right - 7
    room = right - left
    widths = {"badge": 26, "pips": spaces * 23 + 2, "bonus": _effects_width(effects, words) + 4 if words else 0,
              "tag": theme.font(20, True).size(disc)[0] + 14 if disc else 0}

    def row(items: tuple, y: int, end: int) -> None:
        """``items`` right-aligned, ending at ``end``, centred on y."""
        x = end - sum(widths[k] for k in items)
        for k in items:
            if k == "badge":
                surface.blit(img(badge, (22, 22)) if badge else art.icon(icon, 22), (x, y - 11))
            elif k == "pips":
                art.pips(surface, x, y, spaces, fill or [], 22, 23)
            elif k == "bonus":
                _effects_row(surface, effects, words, x, y, widths[k] - 4)
            elif k == "tag":
                art.gold_tag(surface, disc, x + widths[k] - 2, y, 24)
            x += widths[k]

    def used(items: tuple) -> int:
        return sum(widths[k] for k in items if widths[k])

    # the whole name in the first row, the rest in the second (the badge first to give way)
    for b_items in (("badge", "pips", "bonus", "tag"), ("pips", "bonus", "tag")):
        b_items = tuple(k for k in b_items if widths[k])
        if theme.font(20, True).size(name)[0] <= room and used(b_items) <= room:
            theme.text(surface, name, (left, top), 20, INK, bold=True, anchor="midleft")
            lead = tuple(k for k in b_items if k != "tag")          # from the left, as on the other cards
            row(lead, bottom, left + used(lead))
            if widths["tag"]:
                row(("tag",), bottom, right)
            return True
    # the name in both rows: what follows each line divided between them
    for a_items, b_items in ((("tag",), ("badge", "pips", "bonus")), (("bonus", "tag"), ("badge", "pips")),
                             (("tag",), ("pips", "bonus")), (("bonus", "tag"), ("pips",))):
        a_items = tuple(k for k in a_items if widths[k])
        b_items = tuple(k for k in b_items if widths[k])
        first, second = room - used(a_items) - 4, room - used(b_items) - 4
        lines = art.flowed(name, top, (left, first), (left, second), top + 1, bold=True, step=bottom - top)
        if second >= 40 and len(lines) == 2 and all(theme.font(20, True).size(line)[0] <= w
                                                    for _x, _y, w, line in lines):
            for x, y, _w, line in lines:
                theme.text(surface, line, (x, y), 20, INK, bold=True, anchor="midleft")
            row(a_items, top, right)
            row(b_items, bottom, right)
            return True
    return False


#: how a bonus in icons and numbers is drawn: (icon size, its advance, the gap after a number),
#: roomy first
EFFECT_ICONS = ((22, 24, 8), (20, 21, 4))


def _effects_plan(effects: list, words: str, room: int) -> tuple | None:
    """How :func:`_effects_row` writes ``effects`` in ``room`` px: () in words, else the first of
    :data:`EFFECT_ICONS` whose icons and numbers fit; None when nothing fits."""
    if theme.font(20).size(words)[0] <= room:
        return ()
    for plan in EFFECT_ICONS:
        if _icons_width(effects, plan) <= room:
            return plan
    return None


def _icons_width(effects: list, plan: tuple) -> int:
    _icon, advance, gap = plan
    return sum((advance if icon else 0) + theme.font(20, True).size(text)[0] + gap
               for icon, text in presenters.effect_parts(effects)) - gap


def _effects_width(effects: list, words: str) -> int:
    """How wide :func:`_effects_row` writes ``effects`` at the least: in words, or as icons and numbers."""
    return min(theme.font(20).size(words)[0], *(_icons_width(effects, plan) for plan in EFFECT_ICONS))


def _effects_row(surface: pygame.Surface, effects: list, words: str, x: int, cy: int, room: int) -> None:
    """A bonus in one line from (x, cy): its short words where they fit ``room``, else each effect
    as its icon and number (the icons are the evening badges'), closer together where they must,
    the last cut short only when even that has no room."""
    plan = _effects_plan(effects, words, room)
    if plan == ():
        theme.text(surface, words, (x, cy), 20, BONUS_INK, anchor="midleft")
        return
    size, advance, gap = plan or EFFECT_ICONS[-1]
    end = x + room
    for icon, text in presenters.effect_parts(effects):
        if plan is None and x + (advance if icon else 0) + theme.font(20, True).size(text[:2] + "…")[0] > end:
            return                                  # no room left even for the start of this one
        if icon:
            surface.blit(art.icon(icon, size), (x, cy - size // 2))
            x += advance
        text = theme.cut(text, 20, end - x, True) if plan is None else text
        x = theme.text(surface, text, (x, cy), 20, BONUS_INK, bold=True, anchor="midleft").right + gap
        if x >= end:
            return
