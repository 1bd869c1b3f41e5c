"""The static layer of the Boaromia table, drawn only when something changed: the top bar,
the line-up strip, the festival grounds with what stands on them (lit stage, crowds, the
blast-from-the-past, lit tiles, the bots' plans, the pawns), the cards, the prompt panel
with its buttons, the festival-goers' tracks, the character cards in setup and the log.
Functions of the scene (they only draw, filling the scene's caches)."""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _, ngettext
from game.ui import theme
from game.ui.furniture import title_end
from game.ui.layer import blit_in_bands
from game.ui.surface_cache import surface_cache
from game.ui.table_look import fitting_size

from . import cards, grounds, icons, layout
from .icons import STAGE_COLOURS
from .layout import KEPT_HEAD, OVERLAY_RECT, H, W, card_face, kept_rect, kept_rects
from .text import said

LIT = (130, 230, 120)
SPRINT = (250, 160, 60)
BONUS = (200, 130, 250)
#: where the crowd pawns stand on a crowded tile (fractions of the tile)
CROWD_SPOTS = ((0.22, 0.28), (0.78, 0.3), (0.2, 0.74), (0.8, 0.76))
CHOICE = (255, 230, 120)


def render_layer(scene, layer: pygame.Surface):
    """Everything static, drawn into ``layer`` part by part (each ``yield`` ends a part:
    :mod:`game.ui.layer` may go on with the next one in the next frame)."""
    yield from blit_in_bands(layer, icons.IMAGES.get("boaromia/table.png", (W, H), alpha=False))
    hidden = scene.anims.hidden()
    yield
    _topbar(scene, layer)
    yield
    _lineup(scene, layer)
    yield
    yield from _board(scene, layer, hidden)
    yield
    _cards(scene, layer)
    yield
    _kept(scene, layer)
    if scene.show_log:
        scene.log_panel.draw(layer, scene.log_lines(), scene.log_scroll)
    else:
        _prompt(scene, layer)
        need = musts_need(scene.state)
        for seat, rect in enumerate(scene.track_rects):
            yield
            _track(scene, layer, seat, rect, scene.spots().get(f"seat:{seat}").lit is not None, hidden, need)
    # the coin buttons on the tracks are drawn with their track, under its text
    scene.draw_buttons(layer, [spot.id for spot in scene.spots() if not spot.id.startswith(("give:", "take:"))])
    if scene.state.pending().kind == "character":
        _characters(scene, layer)


# -- top bar -----------------------------------------------------------------------------
#: who decides what, by decision kind (the team's decisions: "team"), and while a bot thinks
STATUS = {"turn": (N_("{name}'s turn"), N_("{name}'s turn · thinking…")),
          "drink": (N_("{name}'s turn"), N_("{name}'s turn · thinking…")),
          "character": (N_("{name} chooses a character"), N_("{name} chooses a character · thinking…")),
          "campsite": (N_("{name} picks a campsite"), N_("{name} picks a campsite · thinking…")),
          "team": (N_("The team decides ({name})"), N_("The team decides ({name}) · thinking…"))}


def _topbar(scene, s: pygame.Surface) -> None:
    """The title, the round pill (day or night), and who decides what."""
    view = scene.state
    actor = scene.context().to_act
    if view.is_terminal() or actor is None:
        won = bool(view.result and view.result.get("won"))
        status, colour = (_("Group photo: the festival is won!") if won else _("The festival is over")), theme.TEXT
    else:
        colour = theme.rgb(scene.context().seats[actor].colour)
        status = STATUS.get(view.decision(), STATUS["team"])[scene.context().thinking == actor]
        status = _(status).format(name=scene.context().seats[actor].name)
    title = _("Boaromia Festival")
    after_title = title_end(title) + 16
    pill = None
    if view.started():
        night = view.night()
        pill_text = (_("Round {n} of {rounds} · night") if night else _("Round {n} of {rounds} · day")).format(
            n=view.round, rounds=view.rules.rounds)
        pill = pygame.Rect(after_title, 14, max(200, theme.font(20, True).size(pill_text)[0] + 28), 36)
    scene.draw_top_bar(s, title, status, colour, pill.right + 28 if pill else after_title + 12, size=24)
    if pill:
        pygame.draw.rect(s, (50, 46, 110) if night else (170, 110, 40), pill, border_radius=18)
        theme.text(s, pill_text, pill.center, 20, theme.TEXT, bold=True, anchor="center")


# -- the line-up -------------------------------------------------------------------------
def _lineup(scene, s: pygame.Surface) -> None:
    view = scene.state
    known = len(view.sides) == len(view.content.lineup)
    for r, rect in enumerate(scene.slot_rects, start=1):
        s.blit(scene.cached(("slot", r, known and view.show(r), rect.size, _slot_marks(scene, r), tuple(view.chars)),
                            lambda r=r, rect=rect: _slot(scene, r, rect.size)), rect)
        if known and r < view.round:
            s.blit(scene.fill_image(rect.size, (10, 8, 14), 130, 10), rect)
    if known and not view.is_terminal() and view.started():
        cur = scene.slot_rects[view.round - 1]
        pygame.draw.rect(s, theme.HILITE, cur.inflate(6, 6), 3, border_radius=11)


def _slot_marks(scene, r: int) -> tuple:
    """Which seats must see / must miss the artist of round ``r`` (their pawns on the slot)."""
    view = scene.state
    if len(view.sides) < len(view.content.lineup):
        return ()
    artist = view.show(r)[0]
    from .presenters import must_artists
    see = tuple(s for s in range(view.num_players) if artist in must_artists(view, s, "see"))
    miss = tuple(s for s in range(view.num_players) if artist in must_artists(view, s, "miss"))
    return see, miss


#: a line-up slot's fill and rim, by day and by night
SLOT_LOOK = {False: ((74, 104, 140), (150, 190, 220)), True: ((38, 36, 84), (120, 110, 190))}


def _slot(scene, r: int, size) -> pygame.Surface:
    """A round's slot: "R<n>" and the act's name in the top row, under it the stage's symbol and
    name on a band in its colour, then who must see or must miss the act: each a little pawn of
    that festival-goer (the seat's colour under the character's figure) with a heart or a cross.
    The names read whole in English and German; a longer language's are cut short (the slot's
    tip names both whole) rather than run out of the slot or under the marks."""
    view = scene.state
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    fill, rim = SLOT_LOOK[r >= view.rules.night_from]
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=9)
    pygame.draw.rect(surf, rim, surf.get_rect(), 2, border_radius=9)
    label = theme.text(surf, _("R{n}").format(n=r), (7, 2), 20, (210, 210, 230), bold=True)
    if len(view.sides) < len(view.content.lineup):
        theme.text(surf, "?", (w // 2, h // 2), 30, theme.TEXT_DIM, bold=True, anchor="center")
        return surf
    artist, stage = view.show(r)
    see, miss = _slot_marks(scene, r)
    marks = [(seat, "see") for seat in see] + [(seat, "miss") for seat in miss]
    more = _("+{n}")
    plus_w = theme.font(20, True).size(more.format(n=len(marks)))[0] + 4
    # the names are cut (the tip names them whole) where they would run out of the slot; the band
    # leaves room at its right for a must mark and the "+n" of those that find no room
    act = theme.text(surf, theme.cut(said(view.content.artist_by_id[artist]), 20, w - 5 - (label.right + 6), True),
                     (label.right + 6, 2), 20, theme.TEXT, bold=True)
    stage_name = said(view.content.areas[stage])
    symbol = icons.stage_symbol(stage)
    act_room = w - 3 - (act.right + 4)
    band_room = w - 3 - 3 - (4 + symbol.get_width() + theme.font(20, True).size(stage_name)[0] + 14)
    _placed, plus_row = mark_rows(len(marks), [band_room, act_room], plus_w)
    if band_room < 0 or (plus_row is not None and max(band_room, act_room) < plus_w):
        reserve = (icons.MARK_PAWN + 3 + (plus_w if act_room < plus_w else 0)) if marks else 0
        stage_name = theme.cut(stage_name, 20, w - 4 - 3 - reserve - (symbol.get_width() + 14), True)
    band = pygame.Rect(4, 24, symbol.get_width() + theme.font(20, True).size(stage_name)[0] + 14, h - 27)
    pygame.draw.rect(surf, STAGE_COLOURS.get(stage, (200, 200, 200)), band, border_radius=6)
    surf.blit(symbol, symbol.get_rect(midleft=(band.x + 4, band.centery)))
    theme.text(surf, stage_name, (band.x + symbol.get_width() + 8, band.centery), 20, icons.INK, bold=True,
               anchor="midleft")
    rows = ((band.right + 3, band.centery), (act.right + 4, 12))      # beside the band, then beside the act
    placed, plus_row = mark_rows(len(marks), [w - 3 - x for x, _ in rows], plus_w)
    for (left, cy), (count, step, room) in zip(rows, placed, strict=True):
        x = left + room - icons.MARK_PAWN          # right-aligned in the room, drawn right to left so
        for seat, kind in reversed(marks[:count]):  # that each mark's heart stays over the next pawn
            _must_mark(scene, surf, seat, kind, (x, cy))
            x -= step
        marks = marks[count:]
    if plus_row is not None:                        # no room for them all: how many more (the tip names them)
        theme.text(surf, more.format(n=len(marks)), (w - 5, rows[plus_row][1]), 20, theme.TEXT, bold=True,
                   anchor="midright")
    return surf


#: the step from one must mark to the next on a slot: side by side, or overlapping where room is short
MARK_STEPS = (22, 15)


def mark_rows(n: int, rooms: list[int], plus_w: int) -> tuple[list[tuple[int, int, int]], int | None]:
    """How many of ``n`` must marks go in each row of a line-up slot with ``rooms`` pixels free at
    its right end, the step between them (side by side while they fit, else overlapping: see
    :data:`MARK_STEPS`) and the room they are right-aligned in, the first row first; and the row
    that says "+n" when even that is not all (the roomiest: it gives ``plus_w`` pixels to it)."""
    def fit(room: int, step: int) -> int:
        return 0 if room < icons.MARK_PAWN else 1 + (room - icons.MARK_PAWN) // step

    plus_row = None
    if sum(fit(room, MARK_STEPS[-1]) for room in rooms) < n:
        plus_row = max(range(len(rooms)), key=lambda i: rooms[i])
        rooms = [room - plus_w if i == plus_row else room for i, room in enumerate(rooms)]
    out = []
    for room in rooms:
        step = next((one for one in MARK_STEPS if fit(room, one) >= n), MARK_STEPS[-1])
        count = min(n, fit(room, step))
        out.append((count, step, room))
        n -= count
    return out, plus_row


def _must_mark(scene, surf: pygame.Surface, seat: int, kind: str, at) -> None:
    """A must mark at ``at`` (left, centre y): the seat's pawn with a heart (must see) or a cross
    (must miss) at its lower right."""
    x, cy = at
    size = icons.MARK_PAWN
    img = pawn_image(scene, seat, size)
    surf.blit(img, img.get_rect(center=(x + size // 2, cy)))
    surf.blit(icons.icon("heart" if kind == "see" else "cross_mark", 14), (x + size - 10, cy + size // 2 - 13))


# -- the grounds -----------------------------------------------------------------------------
def _board(scene, s: pygame.Surface, hidden: set):
    """The grounds and what stands on them, part by part (a generator, as :func:`render_layer`)."""
    view = scene.state
    geo = scene.geo
    board_img = _grounds(scene, grounds.draw_board)
    frame = geo.rect.inflate(12, 12)
    yield from blit_in_bands(s, board_img, geo.rect.topleft)
    pygame.draw.rect(s, (18, 16, 20), frame, 6, border_radius=10)      # (a margin, not a fill the board covers)
    pygame.draw.rect(s, (90, 76, 60), frame, 3, border_radius=10)
    yield
    ts = geo.ts
    known = len(view.sides) == len(view.content.lineup)
    # the blast-from-the-past
    blast_tiles = view.blast_tiles()
    for t in blast_tiles:
        r = geo.tile_rect(t)
        s.blit(scene.fill_image(r.size, (230, 70, 60), 60), r)
        pygame.draw.rect(s, (230, 70, 60), r, 2)
    if blast_tiles:
        box = grounds.bbox(geo, blast_tiles)
        img = icons.blast(icons.board_size("blast", ts))
        s.blit(img, img.get_rect(center=(box.right - ts * 0.2, box.y + ts * 0.1)))
    _crowds(scene, s, view.crowded, CROWD_SPOTS)
    _lit_tiles(scene, s, board_img)
    yield
    if known:
        _show(scene, s, tag=False)
    s.blits([(piece, rect.move(geo.rect.topleft)) for piece, rect in _label_pieces(scene)], doreturn=False)
    if known:
        _show(scene, s, tag=True)          # under the pawns: a label never hides a festival-goer
    yield
    _intentions(scene, s)
    _pawns(scene, s, hidden)


def _grounds(scene, draw) -> pygame.Surface:
    """The board's picture or its labels (``grounds.draw_board``, ``draw_labels``), once a board and tile size."""
    board = scene.state.ctx.board
    return scene.cached((draw.__name__, board.id, scene.geo.ts), lambda: draw(scene.content, board, scene.geo))


def _label_pieces(scene) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """The board's labels (``grounds.draw_labels``) as the small pieces that hold them, each with
    where it lies on the board: blending only those is a fraction of blending the whole picture."""
    def make():
        labels = _grounds(scene, grounds.draw_labels)
        rects = pygame.mask.from_surface(labels, 0).get_bounding_rects()
        return [(labels.subsurface(r).copy(), r) for r in rects]
    return scene.cached(("label pieces", scene.state.ctx.board.id, scene.geo.ts), make)


def _show(scene, s: pygame.Surface, tag: bool) -> None:
    """This round's show: its stage's star tiles lit in the stage's colour, or (``tag``) the pill
    over them that names the act, where it hides no festival-goer's pawn."""
    view = scene.state
    geo = scene.geo
    artist, stage = view.show()
    col = STAGE_COLOURS.get(stage, (255, 255, 255))
    box = grounds.bbox(geo, list(view.ctx.stars[stage]))
    if not tag:
        for t in view.ctx.stars[stage]:
            r = geo.tile_rect(t)
            s.blit(scene.fill_image(r.size, col, 70), r)
        pygame.draw.rect(s, col, box.inflate(4, 4), 3, border_radius=6)
        return
    label = _("Now: {artist}").format(artist=said(view.content.artist_by_id[artist]))
    w = theme.font(20, True).size(label)[0] + 18
    pawns = [r for r in (pawn_rect(scene, seat) for seat in range(view.num_players)) if r is not None]
    pill = _clear_of(pygame.Rect(0, 0, w, 28), box, geo.rect, pawns)
    pygame.draw.rect(s, col, pill, border_radius=9)
    pygame.draw.rect(s, icons.INK, pill, 2, border_radius=9)
    theme.text(s, label, pill.center, 20, icons.INK, bold=True, anchor="center")


def _clear_of(pill: pygame.Rect, box: pygame.Rect, bounds: pygame.Rect, pawns: list[pygame.Rect]) -> pygame.Rect:
    """``pill`` placed on ``box`` where it covers none of ``pawns``: at its top, its foot or its
    middle (the top when it covers some everywhere), kept inside ``bounds``."""
    spots = []
    for at in ("midtop", "midbottom", "center"):
        r = pill.copy()
        setattr(r, at, {"midtop": (box.centerx, box.y + 4), "midbottom": (box.centerx, box.bottom - 4),
                        "center": box.center}[at])
        spots.append(r.clamp(bounds))
    return next((r for r in spots if r.collidelist(pawns) < 0), spots[0])


def _lit_tiles(scene, s: pygame.Surface, board_img: pygame.Surface) -> None:
    """Darken the grounds and light the tiles that can be clicked now (with their cost on a walk)."""
    geo = scene.geo
    lit = scene.lit_tiles()
    if not lit:
        return
    s.blit(scene.fill_image(geo.rect.size, (8, 6, 14), 105), geo.rect)
    for t, (how, label) in lit.items():
        r = geo.tile_rect(t)
        s.blit(board_img, r, r.move(-geo.x0, -geo.y0))
        col = {"walk": LIT, "sprint": SPRINT, "bonus": BONUS}.get(how, CHOICE)
        s.blit(scene.fill_image(r.size, col, 46), r)
        pygame.draw.rect(s, col, r.inflate(-2, -2), 2, border_radius=4)
        if label:
            badge = pygame.Rect(r.right - 30, r.bottom - 27, 27, 24)
            pygame.draw.rect(s, (20, 18, 26), badge, border_radius=6)
            theme.text(s, label, badge.center, 20, col, bold=True, anchor="center")
    # the crowd pawns stay visible over the lit tiles (the top right one makes room for the lit frame)
    _crowds(scene, s, [t for t in scene.state.crowded if t in lit], CROWD_SPOTS[:1] + CROWD_SPOTS[2:])


def _crowds(scene, s: pygame.Surface, tiles, spots) -> None:
    ts = scene.geo.ts
    crowd = icons.icon("person", icons.board_size("person", ts))
    for t in tiles:
        r = scene.geo.tile_rect(t)
        for fx, fy in spots:
            s.blit(crowd, crowd.get_rect(center=(r.x + ts * fx, r.y + ts * fy)))


def _intentions(scene, s: pygame.Surface) -> None:
    """The bot friends' plans for this round: dotted paths in their colours, each ending in a ring
    round a faint copy of the friend's pawn (whose plan it is, not by its colour only)."""
    geo = scene.geo
    for seat, path in scene.intentions().items():
        if len(path) < 2:
            continue
        col = theme.rgb(scene.context().seats[seat].colour)
        pts = [geo.centre(t) for t in path]
        dotted_path(s, pts, col, max(3, geo.ts // 14), spacing=max(10, geo.ts // 5))
        end = pts[-1]
        radius = max(icons.MARK_PAWN // 2 + 2, geo.ts // 6)
        ghost = scene.cached(("ghost", seat, scene.state.chars[seat]), lambda seat=seat: _ghost(scene, seat))
        s.blit(ghost, ghost.get_rect(center=end))
        pygame.draw.circle(s, icons.INK, end, radius + 2, 3)
        pygame.draw.circle(s, col, end, radius, 3)


def _ghost(scene, seat: int) -> pygame.Surface:
    """A faint copy of the seat's pawn, where its plan ends."""
    img = pawn_image(scene, seat, icons.MARK_PAWN).copy()
    img.set_alpha(175)
    return img


def dotted_path(s, pts, colour, radius: int, spacing: int) -> None:
    carry = 0.0
    for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
        dx, dy = x1 - x0, y1 - y0
        length = (dx * dx + dy * dy) ** 0.5
        d = carry
        while d < length:
            t = d / length
            p = (round(x0 + dx * t), round(y0 + dy * t))
            pygame.draw.circle(s, icons.INK, p, radius + 1)
            pygame.draw.circle(s, colour, p, radius)
            d += spacing
        carry = d - length


def pawn_rect(scene, seat: int, tile: int | None = None) -> pygame.Rect | None:
    """Where a festival-goer's pawn stands on the board (sharing a tile with others, side by side)."""
    view = scene.state
    tile = view.pos[seat] if tile is None else tile
    if tile < 0:
        return None
    geo = scene.geo
    r = geo.tile_rect(tile)
    group = [o for o in range(view.num_players) if view.pos[o] == tile]
    if seat not in group:
        group = sorted(group + [seat])
    n = len(group)
    i = group.index(seat)
    ts = geo.ts
    if n == 1:
        size = round(ts * icons.PAWN_SHARES[0])
        c = r.center
    elif n <= 4:
        size = round(ts * icons.PAWN_SHARES[1])
        cx = r.x + ts * (0.3 if i % 2 == 0 else 0.7)
        cy = r.y + ts * (0.3 if i < 2 else 0.7) if n > 2 else r.centery
        c = (round(cx), round(cy))
    else:
        size = round(ts * icons.PAWN_SHARES[2])
        c = (round(r.x + ts * (0.2 + 0.3 * (i % 3))), round(r.y + ts * (0.2 + 0.3 * (i // 3))))
    out = pygame.Rect(0, 0, size, size)
    out.center = c
    return out


def pawn_image(scene, seat: int, size: int) -> pygame.Surface:
    cid = scene.state.chars[seat]
    col = theme.rgb(scene.context().seats[seat].colour)
    return scene.cached(("pawn", seat, size, cid), lambda: icons.pawn(size, col, cid))


def _pawns(scene, s: pygame.Surface, hidden: set) -> None:
    view = scene.state
    active = view.turn_seat()
    order = [x for x in range(view.num_players) if x != active] + ([active] if active is not None else [])
    for seat in order:
        if ("pawn", seat) in hidden:
            continue
        r = pawn_rect(scene, seat)
        if r is None:
            continue
        if seat == active:
            pygame.draw.circle(s, theme.HILITE, r.center, r.width // 2 + 6, 4)
        img = pawn_image(scene, seat, r.width)
        s.blit(img, img.get_rect(center=r.center))


# -- cards -------------------------------------------------------------------------------------
def _cards(scene, s: pygame.Surface) -> None:
    view = scene.state
    rects = scene.card_rects
    ev = rects[0]
    s.blit(scene.cached(("event", view.event, ev.size, view.night()),
                        lambda: cards.event_card(scene.content, view, view.event, ev.size)), ev)
    for r, g, paid, left in zip(rects[1:], view.goals_open, view.goals_paid, view.goals_left, strict=True):
        shows = (g, r.size, paid, left, view.night())
        s.blit(scene.cached(("goal", *shows), lambda shows=shows: cards.goal_card(scene.content, *shows)), r)


def _kept(scene, s: pygame.Surface) -> None:
    """The kept goals' place in the cards' grid: its heading, then a chip per kept goal."""
    view = scene.state
    box = card_face(kept_rect(view.rules.goal_stacks))
    s.blit(scene.fill_image(box.size, (20, 18, 26), 170, 12), box)
    theme.text(s, _("Kept goals"), (box.x + 12, box.y + KEPT_HEAD // 2 + 2), 20, theme.TEXT_DIM, bold=True,
               anchor="midleft")
    if not view.kept:
        theme.text_block(s, _("None yet: a finished goal can be kept and used later."),
                         pygame.Rect(box.x + 12, box.y + KEPT_HEAD + 4, box.width - 24, box.height - KEPT_HEAD - 8),
                         20, theme.TEXT_DIM)
        return
    for i, r in enumerate(kept_rects(len(view.kept), view.rules.goal_stacks)):
        usable = ("kept", i) in scene.sel.clicks and scene.context().my_turn
        shows = (view.kept[i][0], r.size, usable)
        s.blit(scene.cached(("kept", *shows), lambda shows=shows: cards.kept_chip(scene.content, *shows)), r)


# -- the prompt ------------------------------------------------------------------------------------
def _prompt(scene, s: pygame.Surface) -> None:
    """The prompt panel: the pawn of whoever decides (the seat's colour under the character's
    figure), the prompt's title (on one line where it fits at 20 px or more, else on two) and
    detail, the last message, and room for the buttons at the foot."""
    p = scene.prompt()
    mine = scene.context().my_turn
    box = scene.prompt_rect
    scene.draw_prompt_panel(s, box, mine)
    x, y = box.x + 18, box.y + 12
    bottom = scene.buttons_top(box, box.bottom - 8) - 6
    title_x = x
    actor = scene.context().to_act
    if actor is not None and not scene.state.is_terminal():
        img = pawn_image(scene, actor, icons.PROMPT_PAWN)
        s.blit(img, img.get_rect(center=(x + 11, y + 14)))
        title_x += 30
    width = box.right - 18 - x
    size = fitting_size(p["title"], width - (title_x - x), 23, 20)
    title_lines = len(theme.wrap(p["title"], size, width - (title_x - x), bold=True))
    if title_lines > 1:
        size, title_lines = 23, 2                   # two lines (the kit takes them a size smaller)
    detail = p["detail"] if scene.read_only else whole_paragraphs(
        scene, p["detail"], width, (bottom - (y + title_lines * (size - (2 if title_lines > 1 else 0) + 6) + 4)) // 24)
    scene.draw_prompt_text(s, x, y, width, bottom, p["title"], detail, mine,
                           title_size=size, title_lines=(1, 2), title_x=title_x)


def whole_paragraphs(scene, detail: str, width: int, lines: int) -> str:
    """The paragraphs of a prompt's ``detail`` that fit whole in ``lines`` lines (less the lines of
    the table's last message, which the kit puts at the foot, three at least): a longer language's
    detail that does not fit whole (under a message, or above three rows of buttons with seven or
    eight festival-goers) is left out rather than cut mid-sentence."""
    if scene.message:
        lines -= len(theme.wrap(scene.message, 20, width, bold=scene.message_bad)[:max(3, lines)])
    kept: list[str] = []
    for para in detail.split("\n"):
        lines -= len(theme.wrap(para, 20, width))
        if lines < 0:
            break
        kept.append(para)
    return "\n".join(kept)


# -- tracks --------------------------------------------------------------------------------------------
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


def track_parts(scene, seat: int, need: int | None = None) -> dict:
    """The pieces of ``seat``'s track (:func:`.layout.track_parts`), the musts given the room
    ``need`` (by default :func:`musts_need`)."""
    return layout.track_parts(scene.track_rects[seat], musts_need(scene.state) if need is None else need)


def _track(scene, s: pygame.Surface, seat: int, rect: pygame.Rect, target: bool, hidden: set, need: int) -> None:
    """A festival-goer's track: the pawn, name and character; the vibe (and bot) under them; the
    status tag (steps left, moved) or the coin buttons at the end of their row; coins; the levels;
    the musts. Every text gets the room that is left, so none runs into another."""
    view = scene.state
    info = scene.context().seats[seat]
    active = view.turn_seat() == seat
    moved = view.turns_running() and view.moved[seat] and not active
    coin_btns = ("give", seat) in scene.sel.clicks or ("take", seat) in scene.sel.clicks
    fill = (44, 40, 56) if active else ((30, 27, 36) if moved else (36, 32, 44))
    scene.draw_seat_panel(s, rect, info.colour, fill, active, theme.GOOD if target else None, strip=10)
    if ("seat", seat) in scene.sel.chosen:
        pygame.draw.rect(s, theme.ACCENT, rect.inflate(4, 4), 3, border_radius=13)
    parts = track_parts(scene, seat, need)
    status = parts["status"]
    tag_x = status.right + 8                      # where the status tag or the coin buttons begin
    if coin_btns:
        tag_x = parts["give"].x
    elif active or moved:
        text = _status_text(view, parts, active)
        tag = pygame.Rect(0, 0, theme.font(20, True).size(text)[0] + 16, 23)
        tag.midright = (status.right, status.centery)
        tag_x = tag.x
        pygame.draw.rect(s, theme.ACCENT if active else (60, 56, 70), tag, border_radius=8)
        theme.text(s, text, tag.center, 20, theme.TEXT_DARK if active else theme.TEXT_DIM, bold=True,
                   anchor="center")
    s.blit(pawn_image(scene, seat, parts["pawn"].width), parts["pawn"])
    name = parts["name"]
    room = (tag_x if parts["wide"] else name.right) - 8 - name.x
    r = theme.text(s, theme.cut(info.name, 20, room * 0.6, True), (name.x, rect.y + 8), 20, theme.TEXT, bold=True)
    thinking = scene.context().thinking == seat
    row2 = parts["row2"]
    room2 = (row2.right if parts["wide"] else tag_x - 8) - row2.x
    if view.chars[seat] is not None:
        c = view.character(seat)
        if r.right + 8 + theme.font(20).size(said(c))[0] < name.x + room:
            theme.text(s, said(c), (r.right + 8, rect.y + 8), 20, theme.TEXT_DIM)
        line = _("thinking…") if thinking else _vibe_line(said(c, "vibe_name"), info, parts["wide"], room2)
        theme.text(s, theme.cut(line, 20, room2), (row2.x, row2.y), 20, theme.ACCENT if thinking else (190, 150, 220))
    elif view.pending().kind == "character":
        if parts["wide"]:                         # no musts yet: the row runs to the track's end
            room2 = rect.right - 8 - row2.x
        line = next((t for t in (_("choosing a character…"), _("choosing…")) if theme.font(20).size(t)[0] <= room2),
                    _("choosing…"))
        theme.text(s, line, (row2.x, row2.y), 20, theme.TEXT_DIM)
    scene.draw_buttons(s, (f"give:{seat}", f"take:{seat}"))
    cr = parts["coins"]
    s.blit(icons.icon("coin", 22), (cr.x, cr.y + 2))
    theme.text(s, str(view.coins[seat]), (cr.x + 27, cr.centery), 21, theme.TEXT, bold=True, anchor="midleft")
    for (stat, br), icon in zip(parts["bars"].items(), ("bolt", "drop", "heart"), strict=True):
        s.blit(icons.icon(icon, 16), (br.x - 24, br.centery - 8))
        if ("level", seat, stat) not in hidden:
            draw_level(s, br, stat, getattr(view, stat)[seat], view.rules)
        if parts["numbers"]:
            theme.text(s, str(getattr(view, stat)[seat]), (br.right + 6, br.centery), 20, theme.TEXT_DIM, bold=True,
                       anchor="midleft")
    _musts(scene, s, seat, parts)


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
    from .presenters import must_artists
    rows = []
    for which in ("see", "miss"):
        arts = must_artists(view, seat, which)
        if compact:
            rows += [(which, arts)] if arts else []
        else:
            rows += [(which, [art]) for art in arts]
    return rows


def _round_label(view, art: str) -> str:
    from .presenters import when_plays
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
    from .presenters import artist_name, when_plays
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


def _musts(scene, s: pygame.Surface, seat: int, parts: dict) -> None:
    """Must-see (hearts) and must-miss (crosses) artists with the round they play (greyed once
    past): one artist a line with its round on a wide or narrow track; on a compact one a line of
    each kind with the rounds only (the line-up names them, marked in the seat's colour)."""
    from .presenters import when_plays
    view = scene.state
    m = parts["musts"]
    kind = parts["kind"]
    step = max(21, min(24, m.height // 4)) if kind == "wide" else 21 if kind == "compact" else 22
    y = m.y
    for which, arts in _must_rows(view, seat, kind == "compact"):
        s.blit(icons.icon("heart" if which == "see" else "cross_mark", 14), (m.x, y + 5))
        x = m.x + 19
        for art in arts:
            w = when_plays(view, art)
            act = _round_label(view, art) if kind == "compact" else _must_label(view, art, kind, m.right - x)
            past = view.started() and w is not None and w[0] < view.round
            x = theme.text(s, act, (x, y), 20, theme.TEXT_DIM if past else theme.TEXT).right + ROUND_GAP
        y += step


# -- character cards --------------------------------------------------------------------------------
def _characters(scene, s: pygame.Surface) -> None:
    view = scene.state
    s.blit(scene.fill_image(OVERLAY_RECT.size, (14, 12, 20), 215, 16), OVERLAY_RECT)
    actor = scene.context().to_act
    name = scene.context().seats[actor].name if actor is not None else ""
    theme.text(s, _("{name}: choose your festival character").format(name=name),
               (OVERLAY_RECT.centerx, OVERLAY_RECT.y + 34), 32,
               theme.HILITE, bold=True, anchor="center")
    theme.text(s, _("Start levels on top; the Festival Vibe is what makes each one special."),
               (OVERLAY_RECT.centerx, OVERLAY_RECT.y + 70), 20, theme.TEXT_DIM, anchor="center")
    taken = {c: scene.context().seats[i].name for i, c in enumerate(view.chars) if c is not None}
    colour = theme.rgb(scene.context().seats[actor].colour) if actor is not None else (200, 200, 200)
    for c, r in scene.char_rects.items():
        ch = view.content.character_by_id[c]
        col = theme.rgb(scene.context().seats[view.chars.index(c)].colour) if c in taken else colour
        s.blit(scene.cached(("char", c, r.size, taken.get(c), col),
                            lambda ch=ch, r=r, col=col: cards.character_card(scene.content, ch, r.size,
                                                                              taken.get(ch.id), col)), r)
        if ("char", c) in scene.sel.clicks and scene.context().my_turn:
            pygame.draw.rect(s, theme.GOOD, r.inflate(6, 6).move(-3, -3), 3, border_radius=16)
