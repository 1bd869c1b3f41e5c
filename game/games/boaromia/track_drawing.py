"""The festival-goers' tracks on the Boaromia table's layer: the pawn, name, character and vibe,
the status tag or the coin buttons, the coins, the levels (the level pieces, less those a running
level stands for while it animates: :class:`.motion.LevelRun` draws them with :func:`draw_level`)
and the musts. Functions of the scene (they only draw, filling the scene's caches)."""

from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext
from game.ui import theme
from game.ui.seat_marks import mark_room
from game.ui.surface_cache import surface_cache

from . import cards, icons
from .board_drawing import pawn_image
from .presenters import must_artists, when_plays
from .text import artist_name, said


def draw_level(surface: pygame.Surface, rect: pygame.Rect, stat: str, value: float, rules) -> None:
    """A level's pips (a part of one while it animates), the photo's mark on the fun track."""
    n = getattr(rules, f"{stat}_max")
    photo = rules.photo_fun if stat == "fun" else 0
    if value == int(value):             # a settled level: its picture, drawn once
        img = _level_image(stat, int(value), rect.size, n, photo)
        surface.blit(img, (rect.x - LEVEL_MARGIN, rect.y - LEVEL_MARGIN))
    else:
        _draw_pips(surface, rect, stat, value, n, photo)


#: room round a level's picture for the photo's mark, which stands out of the pips
LEVEL_MARGIN = 4


@surface_cache(icons.PICTURE_CACHE_BYTES, 512, scope="table")
def _level_image(stat: str, value: int, size: tuple[int, int], n: int, photo: int) -> pygame.Surface:
    img = pygame.Surface((size[0] + 2 * LEVEL_MARGIN, size[1] + 2 * LEVEL_MARGIN), pygame.SRCALPHA)
    _draw_pips(img, pygame.Rect((LEVEL_MARGIN, LEVEL_MARGIN), size), stat, value, n, photo)
    return img


def _draw_pips(surface: pygame.Surface, rect: pygame.Rect, stat: str, value: float, n: int, photo: int) -> None:
    gap = 2
    pw = (rect.width - gap * (n - 1)) / n
    base = {"energy": icons.ENERGY, "bladder": icons.BLADDER, "fun": icons.FUN}[stat]
    for i in range(n):
        r = pygame.Rect(round(rect.x + i * (pw + gap)), rect.y, max(2, round(pw)), rect.height)
        if i < int(value):
            col = base
            if stat == "bladder" and value >= n - 2:
                col = (240, 90, 70)
            elif stat == "energy" and value <= 2:
                col = (240, 110, 70)
            pygame.draw.rect(surface, col, r, border_radius=3)
        elif i < value:         # part of a pip (while a level animates)
            part = r.copy()
            part.width = max(1, round(r.width * (value - i)))
            pygame.draw.rect(surface, (60, 54, 70), r, border_radius=3)
            pygame.draw.rect(surface, base, part, border_radius=3)
        else:
            pygame.draw.rect(surface, (60, 54, 70), r, border_radius=3)
    if 0 < photo <= n:
        x = round(rect.x + (photo - 1) * (pw + gap)) - 2
        pygame.draw.line(surface, theme.HILITE, (x, rect.y - 4), (x, rect.bottom + 3), 2)


def musts_need(view) -> int:
    """The room the longest of every track's must lines needs (so that all the tracks keep one shape)."""
    return max(_compact_need(view, s) for s in range(view.num_players))


def draw_track(scene, layer: pygame.Surface, track, pieces, hidden: set) -> None:
    """A festival-goer's ``track`` (its piece): the pawn, name and character; the vibe (and bot)
    under them; the status tag (steps left, moved) or the coin buttons at the end of their row;
    coins; the levels (its level pieces, but those in ``hidden``); the musts. Every text gets the
    room that is left, so none runs into another."""
    seat, rect, parts = track.data.seat, track.area, track.data.parts
    target = track.spot.get("lit") is not None
    view = scene.state
    info = scene.context().seats[seat]
    active = view.turn_seat() == seat
    moved = view.turns_running() and view.moved[seat] and not active
    coin_btns = ("give", seat) in scene.sel.clicks or ("take", seat) in scene.sel.clicks
    fill = (44, 40, 56) if active else ((30, 27, 36) if moved else (36, 32, 44))
    scene.draw_seat_panel(layer, rect, info.colour, fill, active, theme.GOOD if target else None, strip=10)
    if ("seat", seat) in scene.sel.chosen:
        pygame.draw.rect(layer, theme.ACCENT, rect.inflate(4, 4), 3, border_radius=13)
    status = parts["status"]
    tag_x = tag_left(view, scene.sel, seat, parts)   # where the status tag or the coin buttons begin
    if not coin_btns and (active or moved):
        text = _status_text(view, parts, active)
        tag = pygame.Rect(tag_x, 0, status.right - tag_x, 23)
        tag.centery = status.centery
        pygame.draw.rect(layer, theme.ACCENT if active else (60, 56, 70), tag, border_radius=8)
        theme.text(layer, text, tag.center, 20, theme.TEXT_DARK if active else theme.TEXT_DIM, bold=True,
                   anchor="center")
    layer.blit(pawn_image(scene, seat, parts["pawn"].width), parts["pawn"])
    name = parts["name"]
    room = (tag_x if parts["wide"] else name.right) - 8 - name.x
    mark = mark_room(scene, seat)                     # (the kit's mark of the seat may stand after the name)
    text, r = name_at(view, scene.sel, seat, rect, parts, info.name, mark)
    theme.text(layer, text, r.topleft, 20, theme.TEXT, bold=True)
    thinking = scene.context().thinking == seat
    row2 = parts["row2"]
    room2 = (row2.right if parts["wide"] else tag_x - 8) - row2.x
    if view.chars[seat] is not None:
        c = view.character(seat)
        if r.right + mark + 8 + theme.font(20).size(said(c))[0] < name.x + room:
            theme.text(layer, said(c), (r.right + mark + 8, rect.y + 8), 20, theme.TEXT_DIM)
        line = _("thinking…") if thinking else _vibe_line(said(c, "vibe_name"), info, parts["wide"], room2)
        theme.text(layer, theme.cut(line, 20, room2), (row2.x, row2.y), 20,
                   theme.ACCENT if thinking else (190, 150, 220))
    elif view.pending().kind == "character":
        if parts["wide"]:                         # no musts yet: the row runs to the track's end
            room2 = rect.right - 8 - row2.x
        line = next((t for t in (_("choosing a character…"), _("choosing…")) if theme.font(20).size(t)[0] <= room2),
                    _("choosing…"))
        theme.text(layer, line, (row2.x, row2.y), 20, theme.TEXT_DIM)
    scene.draw_buttons(layer, {button.id for button in pieces.of("coins") if button.data == seat})
    cr = parts["coins"]
    layer.blit(icons.icon("coin", 22), (cr.x, cr.y + 2))
    theme.text(layer, str(view.coins[seat]), (cr.x + 27, cr.centery), 21, theme.TEXT, bold=True, anchor="midleft")
    levels = [level for level in pieces.of("levels") if level.data[0] == seat]
    for level, icon in zip(levels, ("bolt", "drop", "heart"), strict=True):
        stat, br = level.data[1], level.area
        layer.blit(icons.icon(icon, 16), (br.x - 24, br.centery - 8))
        if level.key not in hidden:
            draw_level(layer, br, stat, getattr(view, stat)[seat], view.rules)
        if parts["numbers"]:
            theme.text(layer, str(getattr(view, stat)[seat]), (br.right + 6, br.centery), 20, theme.TEXT_DIM, bold=True,
                       anchor="midleft")
    _musts(scene, layer, seat, parts)


def tag_left(view, sel, seat: int, parts: dict) -> int:
    """Where a track's status tag (steps left, moved) or its coin buttons begin, in its top row."""
    status = parts["status"]
    if ("give", seat) in sel.clicks or ("take", seat) in sel.clicks:     # (up in the top row: the
        return status.right + 8 if parts.get("coins_up") else parts["give"].x   # second row is the vibe's)
    active = view.turn_seat() == seat
    if active or (view.turns_running() and view.moved[seat]):
        return status.right - theme.font(20, True).size(_status_text(view, parts, active))[0] - 16
    return status.right + 8


def name_at(view, sel, seat: int, rect: pygame.Rect, parts: dict, name: str, mark: int = 0) -> tuple[str, pygame.Rect]:
    """A festival-goer's name on their track (``rect``; bold 20 px from the name's part, 8 px below
    the top) and where it lies: cut to six tenths of the row's room before the status tag (the rest
    for the character), less ``mark`` px kept free after it for the kit's mark of the seat
    (``seat_marks.mark_room``)."""
    at = parts["name"]
    room = (tag_left(view, sel, seat, parts) if parts["wide"] else at.right) - 8 - at.x
    text = theme.cut(name, 20, room * 0.6 - mark, True)
    return text, theme.render(text, 20, theme.TEXT, True).get_rect(topleft=(at.x, rect.y + 8))


def _status_text(view, parts: dict, active: bool) -> str:
    """The status tag: steps left (only "6 steps" on a track of two columns), or moved."""
    if not active:
        return _("moved")
    if not parts["wide"]:
        return ngettext("{n} step", "{n} steps", view.steps_left).format(n=view.steps_left)
    return ngettext("{n} step left", "{n} steps left", view.steps_left).format(n=view.steps_left)


def _vibe_line(vibe: str, info, wide: bool, room: float) -> str:
    """The vibe's name, with the bot's level ("Easy bot" …, the words of the results screen) or
    just "bot" where the row has room for it."""
    if not info.is_bot:
        return vibe
    from game.ui.scenes.results import WHO
    level = [_("{vibe} · {bot}").format(vibe=vibe, bot=_(WHO[info.kind]))] if wide and info.kind in WHO else []
    tries = level + [_("{vibe} · bot").format(vibe=vibe)]
    return next((t for t in tries if theme.font(20).size(t)[0] <= room), vibe)


#: the room between two rounds on a compact track's must line
ROUND_GAP = 10


def _must_rows(view, seat: int, compact: bool) -> list[tuple[str, list[str]]]:
    """The must lines of a track: (see or miss, the artists): one artist a line, or on a compact
    track one line of each kind."""
    rows = []
    for which in ("see", "miss"):
        arts = must_artists(view, seat, which)
        if compact:
            rows += [(which, arts)] if arts else []
        else:
            rows += [(which, [art]) for art in arts]
    return rows


def _round_label(view, art: str) -> str:
    w = when_plays(view, art)
    return _("R{n}").format(n=w[0]) if w else "?"


def _compact_need(view, seat: int) -> int:
    """How wide a compact track's longest must line is: the mark, then the rounds side by side."""
    f = theme.font(20)
    return max((19 + sum(f.size(_round_label(view, art))[0] for art in arts) + ROUND_GAP * (len(arts) - 1)
                for _which, arts in _must_rows(view, seat, True)), default=0)


def _must_label(view, art: str, kind: str, room: int) -> str:
    """An artist with the round they play on a wide or narrow track: "round 7" where it fits, else
    "R7", the artist's name cut short where even that does not fit."""
    w = when_plays(view, art)
    name = artist_name(view, art)
    if w is None:
        return theme.cut(name, 20, room)
    labels = ([_("{artist}  round {n}")] if kind == "wide" else []) + [_("{artist}  R{n}")]
    for label in labels:
        text = label.format(artist=name, n=w[0])
        if theme.font(20).size(text)[0] <= room:
            return text
    return cards.fitted(labels[-1], "artist", name, room, bold=False, n=w[0])


def _musts(scene, layer: pygame.Surface, seat: int, parts: dict) -> None:
    """Must-see (hearts) and must-miss (crosses) artists with the round they play (greyed once
    past): one artist a line with its round on a wide or narrow track; on a compact one a line of
    each kind with the rounds only (the line-up names them, marked in the seat's colour)."""
    view = scene.state
    m = parts["musts"]
    kind = parts["kind"]
    step = max(21, min(24, m.height // 4)) if kind == "wide" else 21 if kind == "compact" else 22
    y = m.y
    for which, arts in _must_rows(view, seat, kind == "compact"):
        layer.blit(icons.icon("heart" if which == "see" else "cross_mark", 14), (m.x, y + 5))
        x = m.x + 19
        for art in arts:
            w = when_plays(view, art)
            act = _round_label(view, art) if kind == "compact" else _must_label(view, art, kind, m.right - x)
            past = view.started() and w is not None and w[0] < view.round
            x = theme.text(layer, act, (x, y), 20, theme.TEXT_DIM if past else theme.TEXT).right + ROUND_GAP
        y += step


