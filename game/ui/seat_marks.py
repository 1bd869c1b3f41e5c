"""Who is connected, where the seats are: on a network table, beside the name of each remote seat
on the game's own table, the mark of the lobby and of the presence panel
(:meth:`game.ui.scenes.online_lobby.LobbyScene.draw_marker`: a filled disc connected, a broken ring
away, a square a bot stands in, a ring open), its hover text the state in a sentence.

Each game says where it writes a seat's name as one of its pieces (:func:`game.ui.pieces.seat_name`,
key ``("seat_name", seat)``, the rect of the name's text) and, on a table that marks its seats
(:func:`mark_room`: the remote seats but this screen's own), keeps :data:`~game.ui.pieces.NAME_MARK`
px free right of it; the mark stands there, so it covers neither the name nor what follows it. The
other seats' names stand as at a table at one screen. A seat whose name is not on the table now
(Rock'n Rodeo's own festival, a name that flies) has no mark; the presence panel still lists it.
The shapes differ, so the mark does not say it by its colour alone.
"""

from __future__ import annotations

import pygame

from .pieces import NAME_MARK

#: the mark's size (the lobby's shapes reach 26 px, drawn on a square of 28), the least it is drawn
#: at, its gap after the name and the hover's margin round it
MARK, MARK_LEAST, MARK_GAP, HOVER_MARGIN = 26, 16, 6, 4


def marked(scene) -> frozenset:
    """The seats whose names ``scene`` marks: on a network table the remote seats but this screen's
    own (:meth:`~game.ui.online_table.OnlineTable.presence_rows`; which seats those are is set when
    the table opens), on a table at one screen none."""
    from .online_table import OnlineTable
    if not isinstance(scene, OnlineTable):
        return frozenset()
    return frozenset(row.get("seat") for row in scene.presence_rows() if not row.get("you"))


def mark_room(scene, seat: int) -> int:
    """The room ``seat``'s name keeps free on its right on ``scene``: :data:`NAME_MARK` where the
    seat is marked (:func:`marked`), else 0 (the name as at a table at one screen)."""
    return NAME_MARK if seat in marked(scene) else 0


def mark_place(area) -> pygame.Rect:
    """Where the mark of a seat whose name lies at ``area`` (a line's rect) stands: in the room right
    of it, level with the name's capitals and about as tall (they fill the top seven tenths of the
    rect; what is below is the descent, which the line under it may reach up into)."""
    size = max(MARK_LEAST, min(MARK, round(area.height * 0.72)))
    box = pygame.Rect(0, 0, size, size)
    box.midleft = (area.right + MARK_GAP, area.y + round(area.height * 0.36))    # (the capitals' middle)
    return box


def mark_picture(state: str, size: int) -> pygame.Surface:
    """The lobby's mark of ``state`` (:meth:`~game.ui.scenes.online_lobby.LobbyScene.draw_marker`)
    on a see-through square, its shape ``size`` px wide at most: drawn at its own size, made smaller
    for a smaller line."""
    from .scenes.online_lobby import LobbyScene
    whole = pygame.Surface((MARK + 2, MARK + 2), pygame.SRCALPHA)
    LobbyScene.draw_marker(whole, state, whole.get_rect().center)
    if size >= MARK:
        return whole
    side = round(size * (MARK + 2) / MARK)
    return pygame.transform.smoothscale(whole, (side, side))


def draw_seat_marks(scene, surface: pygame.Surface, rows: list[dict]) -> str:
    """Beside each remote seat's name on ``scene``'s table its mark (module text), for ``rows`` (as
    :meth:`game.ui.online_table.OnlineTable.presence_rows` gives them: ``seat``, ``name``,
    ``state``, ``you``; this screen's own seat is not marked, its player knows). Nothing while an
    overlay of the game's holds the table (a report between rounds lies over the names). Returns
    the hover text of the mark under the mouse ("" none); what it draws goes to
    ``scene.overdraw``."""
    if not rows or scene.holding():
        return ""
    room = marked(scene)                  # (a seat whose name keeps no room for it gets no mark)
    from .online_table import presence_words
    pieces, hidden = scene.pieces(), scene.anims.hidden()
    mouse = scene.mouse
    tip = ""
    for row in rows:
        if row.get("you") or row.get("seat") not in room:
            continue
        named = pieces.get(("seat_name", row.get("seat")))
        if named is None or named.key in hidden:
            continue
        box = mark_place(named.area)
        state = row.get("state") or ""
        picture = scene.cached(("seat_mark", state, box.width), lambda state=state, size=box.width:
                               mark_picture(state, size))
        scene.overdraw.add(surface.blit(picture, picture.get_rect(center=box.center)))
        if box.inflate(2 * HOVER_MARGIN, 2 * HOVER_MARGIN).collidepoint(mouse):
            tip = presence_words(state, row.get("name") or "")[1]
    return tip
