"""The static layer of the Camp Roskilde table, drawn only when something changed:
the top bar, the camps (boards, tiles, locks, lit spaces, headers with live
scores), the festival grounds with the piles, the prompt panel and the log.
Each part draws the table's pieces of that part (:mod:`.on_table`), less those in flight.
Functions of the scene (they only draw, filling the scene's caches)."""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _, ngettext
from game.ui import theme, widgets
from game.ui.furniture import title_end
from game.ui.layer import blit_in_bands
from game.ui.seat_marks import mark_room

from . import extras, presenters
from .layout import EXTRA_ICON, GROUNDS_RECT, TOP_H, W, label_rooms, name_at, name_size, text_column, two_lines
from .pending import ChainChoice, MainTurn, Tiebreak
from .text import short_rule

MATCH = (230, 110, 230)
PILE_EMPTY = (230, 220, 200)     # the outline of an empty pile
LAST_MOVE = (120, 200, 255)      # tiles placed or moved in the turn before
#: the least room the status keeps beside the vibes' legend in one row (else the legend takes two rows)
STATUS_ROOM = 360
#: how a lit space looks, by how it is lit: its fill and the fill's alpha, its outline's colour and how
#: much thicker it is (a space the tile fits turned another way: dashed, with a turn badge)
LIT = {"now": ((255, 250, 210), 70, theme.HILITE, 2), "turn": ((255, 255, 255), 22, (235, 235, 235), 0),
       "match": (MATCH, 60, MATCH, 1), "source": ((255, 250, 210), 40, theme.HILITE, 1)}


def render_layer(scene, layer: pygame.Surface):
    """The table (in two bands) with the top bar, every camp, then the grounds with the piles, the
    prompt and the log: four parts (each ``yield`` ends one: :mod:`game.ui.layer` may draw the next
    in the next frame). A part costs a frame, and a bot's move waits for its whole layer before it
    moves: a part for each camp and panel (9-12 frames, 0.15-0.2 s a move, a second in a long
    chain) is what made a bot's chain slow to watch; the camps' boards are cached pictures, so all
    of them together cost a few milliseconds."""
    yield from blit_in_bands(layer, scene.art.table())
    pieces, hidden = scene.pieces(), scene.anims.hidden()
    lit = scene.lit()
    _topbar(scene, layer)
    yield
    lit_camps = {c for (c, _s), how in lit.items() if how != "picked"}
    dim = bool(lit) and (scene.sel.source is not None or isinstance(scene.state.pending(), ChainChoice))
    for camp in pieces.shown("camps", hidden):
        _camp(scene, layer, camp.data, pieces, hidden, dim and camp.data.seat not in lit_camps)
    yield
    _grounds(scene, layer, pieces, hidden)
    _prompt(scene, layer, pieces, hidden)
    scene.draw_buttons(layer)
    scene.log_panel.draw(layer, scene.log, scene.log_scroll)
    extras.hinted_ghost(scene, layer)


# -- top bar ---------------------------------------------------------------------
def _topbar(scene, layer: pygame.Surface) -> None:
    """The title, the status after it, the legend of the vibes ending before the bar's buttons,
    and the extra turns' tag after the status."""
    state, actor = scene.state, scene.context().to_act
    colour = theme.TEXT if state.is_terminal() or actor is None else theme.rgb(scene.context().seats[actor].colour)
    title = _("Camp Roskilde")
    x = status_x(title)
    tag = ""
    if state.extra_turns > 0 and not state.is_terminal():
        tag = ngettext("+{n} extra turn", "+{n} extra turns", state.extra_turns).format(n=state.extra_turns)
    tag_room = theme.font(20, True).size(tag)[0] + 24 + 16 if tag else 0
    items = [(scene.art.image(f"emblem_{vibe}.png", (ICON, ICON)), _(word)) for vibe, word in EMBLEM_WORDS]
    legend = top_legend_rect([text for _img, text in items], x, (scene.aids_left() or W) - 16)
    r = scene.draw_top_bar(layer, title, presenters.status(scene.context()), colour, x, end=legend.x - tag_room)
    _legend(layer, items, legend)
    if tag:
        widgets.pill(layer, tag, (r.right + 16, TOP_H // 2), PARTY, "midleft", height=32, pad=24, radius=16)


def status_x(title: str) -> int:
    """Where the status's disc stands in the top bar: after the title (30 px bold from x 24), at
    x 290 at the earliest."""
    return max(290, title_end(title) + 36)


def top_legend_rect(words: list[str], status_at: int, end: int) -> pygame.Rect:
    """The vibes' legend in the top bar, ending at ``end`` (before the bar's buttons): in one row
    while the status (its disc at ``status_at``) keeps :data:`STATUS_ROOM` px beside it, else in
    two rows of two (a longer language)."""
    rows = 1
    w, h = legend_size(words, rows)
    if end - w - 16 - (status_at + 22) < STATUS_ROOM:
        rows = 2
        w, h = legend_size(words, rows)
    return pygame.Rect(end - w, TOP_H // 2 - h // 2 - 1, w, h)


# -- camps -----------------------------------------------------------------------
def _camp(scene, layer: pygame.Surface, box, pieces, hidden: set, dim: bool) -> None:
    """One camp: its header with the score, its board with the tiles lying in it (one lying in
    flight leaves its pitch empty until it lands), the tile picked in it, the outline of the camp
    whose turn it is, then its spaces: dimmed where nothing goes, the last turn's tiles, the tile
    that asks, how each space is lit."""
    state = scene.state
    seat = box.seat
    acting = seat == state.turn and not state.is_terminal()
    _header(scene, layer, box, pieces.get(("score", seat)), acting)
    tiles = {one.data.space: one for one in pieces.of("in_camp") if one.data.camp == seat}
    layer.blit(_board_picture(scene, box, tiles), box.board.inflate(8, 8))
    size, rad = box.tile, max(6, box.tile // 12)
    spaces = [one for one in pieces.of("spaces") if one.data[0] == seat]
    for space in spaces:
        area, tile = space.area, tiles.get(space.data[1])
        if tile is not None and tile.key in hidden:      # in flight: the empty pitch shows until it lands
            layer.blit(scene.art.image("board.png", box.board.size), area, area.move(-box.board.x, -box.board.y))
        if space.spot.get("lit") == "picked":
            layer.blit(scene.fill_image(area.size, (60, 110, 50), 255, rad), area)
            layer.blit(scene.art.ghost(tile.key[1], tile.data.rot, size, 90), area)
            pygame.draw.rect(layer, theme.ACCENT, area, 4, border_radius=rad)
    if acting:
        pygame.draw.rect(layer, theme.HILITE, box.board.inflate(10, 10), 5, border_radius=18)
    if dim:
        layer.blit(scene.fill_image(box.board.size, (10, 8, 14), 120, 16), box.board)
    ctx = scene.context()
    asker = presenters.asker_space(ctx)
    for space in spaces:
        area, how, tile = space.area, space.spot.get("lit"), tiles.get(space.data[1])
        if how is None and tile is not None and tile.key[1] in ctx.recent and tile.key not in hidden:
            layer.blit(widgets.outline(area.inflate(6, 6).size, LAST_MOVE, 3, max(8, size // 10)), area.inflate(6, 6))
        if asker == space.data:
            layer.blit(widgets.outline(area.inflate(8, 8).size, theme.ACCENT, 4, 12, dashed=True), area.inflate(8, 8))
        if how in LIT:
            fill, alpha, ring, thicker = LIT[how]
            layer.blit(scene.fill_image(area.size, fill, alpha, rad), area)
            layer.blit(widgets.outline(area.size, ring, (4 if size >= 120 else 3) + thicker, rad,
                                       dashed=how == "turn"), area)
            if how == "turn":
                badge = scene.art.image("turn.png", (max(28, round(size * 0.34)),) * 2)
                layer.blit(badge, badge.get_rect(center=area.center))


def _board_picture(scene, box, tiles: dict) -> pygame.Surface:
    """A camp's board with its tiles (``tiles``: the pieces lying in it, by space) and locks on the
    table behind it: one opaque surface, made again only when that camp changes (kept per seat)."""
    area = box.board.inflate(8, 8)
    key = (tuple(area), tuple(sorted((space, one.key[1], one.data.rot) for space, one in tiles.items())))
    pictures = scene.board_pictures
    got = pictures.get(box.seat)
    if got is not None and got[0] == key:
        return got[1]
    surf = pygame.Surface(area.size)
    surf.blit(scene.art.table(), (0, 0), area)
    offset = (-area.x, -area.y)
    surf.blit(scene.art.image("board.png", box.board.size), box.board.move(offset))
    for one in tiles.values():
        surf.blit(scene.art.tile(one.key[1], one.data.rot, box.tile), one.area.move(offset))
    _locks(scene, surf, box, tiles, offset)
    pictures[box.seat] = (key, widgets.converted(surf))
    return pictures[box.seat][1]


def _locks(scene, layer: pygame.Surface, box, tiles: dict, offset=(0, 0)) -> None:
    """A padlocked chain across every edge where a tile is locked by its neighbour (the rules' lockers)."""
    state = scene.state
    where = {one.key[1]: one.area for one in tiles.values()}
    for space, one in tiles.items():
        for locker in state.lockers(box.seat, space):
            a, b = where[locker].move(offset), one.area.move(offset)
            chain = scene.art.chain(box.tile, a.x == b.x)
            layer.blit(chain, chain.get_rect(center=((a.centerx + b.centerx) // 2, (a.centery + b.centery) // 2)))


def _header(scene, layer: pygame.Surface, box, score, acting: bool) -> None:
    """A camp's header: who plays it, how full it is (or thinking), the badge of an extra turn, and
    its score badge (``score``); a bar above the board, or a column beside it (many players)."""
    state = scene.state
    seat = box.seat
    ctx = scene.context()
    info = ctx.seats[seat]
    h = box.header
    scene.draw_seat_panel(layer, h, info.colour, (30, 26, 38), acting)
    badge = score.area
    extra = scene.pieces().get(("extra_turn", seat))
    thinking = ctx.thinking == seat
    sub = presenters.camp_sub(ctx, seat, box.big or box.side)
    sub_colour = theme.ACCENT if thinking else theme.TEXT_DIM
    # the name (its piece's place: the kit's mark of the seat may stand in the room after it)
    mark = mark_room(scene, seat)
    lines = name_at(box, info.name, extra.area if extra is not None else None, mark)
    for line, at in lines:
        theme.text(layer, line, at.topleft, name_size(box), theme.TEXT, bold=True)
    if box.side:                     # the name and who plays it in two lines at most each
        room = h.right - 8 - (h.x + 22)
        y = (lines[-1][1].bottom if lines else h.y + 12) + 4
        for line in two_lines(sub, 20, room, False):
            y = theme.text(layer, line, (h.x + 22, y), 20, sub_colour).bottom
    else:
        end = extra.area.x if extra is not None else badge.x
        sub_x = lines[0][1].right + 12 + mark
        if sub_x + theme.font(20).size(sub)[0] < end - 6:
            theme.text(layer, sub, (sub_x, h.centery + 1), 20, sub_colour, anchor="midleft")
    if extra is not None:
        _extra_badge(scene, layer, extra.area, extra.data)
    diverse = state.diverse(seat)
    points = state.score(seat)
    widgets.badge(layer, badge, f"{points}", ngettext("pt", "pts", abs(points)),
                  (60, 110, 60) if diverse else (64, 50, 30), theme.GOOD if diverse else theme.ACCENT)


#: the extra turn's badge: the Party Animal's colours (the top bar's tag of extra turns owed too)
PARTY = (150, 60, 150)


def _extra_badge(scene, layer: pygame.Surface, area: pygame.Rect, words: str) -> None:
    """The badge of an extra turn: the Party Animal on a light disc, and ``words`` beside it."""
    pygame.draw.rect(layer, PARTY, area, border_radius=area.height // 2)
    pygame.draw.rect(layer, (236, 170, 236), area, 2, border_radius=area.height // 2)
    disc = (area.x + 8 + EXTRA_ICON // 2, area.centery)
    pygame.draw.circle(layer, theme.TEXT, disc, EXTRA_ICON // 2 + 1)
    icon = scene.art.image("type_party_animal.png", (EXTRA_ICON - 2, EXTRA_ICON - 2))
    layer.blit(icon, icon.get_rect(center=disc))
    if words:
        theme.text(layer, words, (disc[0] + EXTRA_ICON // 2 + 6, area.centery), 20, theme.TEXT, bold=True,
                   anchor="midleft")


# -- the festival grounds and the piles ------------------------------------------
def _grounds(scene, layer: pygame.Surface, pieces, hidden: set) -> None:
    """The grounds' tiles on their strip, each with its name and its rule in a few
    words (the one picked ghosted, those to pick ringed, the others dimmed), then the piles."""
    state, ctx = scene.state, scene.context()
    strip = pieces.get("grounds").area
    layer.blit(scene.cached("grounds", lambda: _grounds_backdrop(scene, strip)), strip)
    tiles = scene.sel.tiles() if ctx.my_turn else []
    picking = tiles and scene.sel.source is None            # grounds tiles to pick: ringed, the others dimmed
    main = ctx.my_turn and isinstance(state.pending(), MainTurn)     # the tiles that fit nowhere dimmed
    grounds = pieces.of("grounds")
    name_room, rule_room = label_rooms(len(grounds))
    for one in pieces.shown("grounds", hidden):
        t, r = one.key[1], one.area
        if scene.sel.source == one.key:
            layer.blit(scene.art.ghost(t, 0, r.width, 70), r)
            layer.blit(widgets.outline(r.size, theme.ACCENT, 4, 12, dashed=True), r)
        else:
            layer.blit(scene.art.tile(t, 0, r.width), r)
            if picking and t in tiles:
                layer.blit(widgets.outline(r.inflate(10, 10).size, theme.GOOD, 4, 16), r.inflate(10, 10))
            elif t not in tiles and (picking or main):
                layer.blit(scene.fill_image(r.size, (10, 8, 14), 130, 12), r)
        names = theme.wrap(scene.content.type_name(t), 20, name_room, bold=True)[:2]
        widgets.pill_stack(layer, names, (r.centerx, r.bottom + 5))
        _rule_note(layer, rule_lines(state, t, rule_room, len(names)), (r.centerx, r.bottom + 5 + 26 * len(names)))
    if not grounds:
        theme.text(layer, _("The grounds are empty"), (strip.x + 410, strip.y + 130), 24,
                   theme.TEXT, bold=True, anchor="center")
    _piles(scene, layer, pieces.get("pile").area, pieces.get("discard").area, hidden)


def rule_lines(state, tile: int, room: int, name_lines: int) -> list[str]:
    """A grounds tile's rule in a few words, wrapped to ``room`` px, if it fits under its name
    (four lines in all; five tiles on the grounds may leave too little room: then none)."""
    rule = short_rule(state, tile)
    lines = theme.wrap(rule, 20, room) if rule else []
    return lines if name_lines + len(lines) <= 4 else []


def _rule_note(layer: pygame.Surface, lines: list[str], midtop) -> None:
    """A grounds tile's rule under its name: dimmer lines on one dark box."""
    if not lines:
        return
    w = max(theme.font(20).size(line)[0] for line in lines) + 12
    box = pygame.Rect(0, 0, w, 22 * len(lines) + 4)
    box.midtop = midtop
    pygame.draw.rect(layer, (20, 18, 26), box, border_radius=8)
    for i, line in enumerate(lines):
        theme.text(layer, line, (box.centerx, box.y + 2 + 22 * i), 20, theme.TEXT_DIM, anchor="midtop")


def _grounds_backdrop(scene, strip: pygame.Rect) -> pygame.Surface:
    """The grounds strip with its label on the table behind it: one opaque surface."""
    surf = pygame.Surface(strip.size)
    surf.blit(scene.art.table(), (0, 0), strip)
    surf.blit(scene.art.image("grounds.png", strip.size), (0, 0))
    pygame.draw.rect(surf, theme.PANEL_BORDER, surf.get_rect(), 2, border_radius=16)
    art = scene.art
    items = [(art.image("when_placed.png", (ICON, ICON)), _("when placed")),
             (art.image("when_leaving.png", (ICON, ICON)), _("when leaving")),
             (art.image("lock.png", (ICON, ICON)), _("locks"))]
    label, legend = grounds_header(_("Festival grounds"), [text for _img, text in items])
    pygame.draw.rect(surf, (20, 18, 26), label, border_radius=10)
    theme.text(surf, _("Festival grounds"), label.center, 22, theme.TEXT, bold=True, anchor="center")
    _legend(surf, items, legend)
    return widgets.converted(surf)


def grounds_header(title: str, words: list[str]) -> tuple[pygame.Rect, pygame.Rect]:
    """The grounds strip's label and the legend of the rules' icons after it, in the strip's own
    coordinates: the label as wide as its words, from x 110 (over the flag's pole), further left
    where the two would not fit the strip."""
    w = theme.font(22, True).size(title)[0] + 28
    legend_w, legend_h = legend_size(words)
    x = max(12, min(110, GROUNDS_RECT.width - 12 - w - 14 - legend_w))
    label = pygame.Rect(x, 12, w, 34)
    return label, pygame.Rect(label.right + 14, label.centery - legend_h // 2, legend_w, legend_h)


#: the vibes' emblems on the tiles, explained in the top bar
EMBLEM_WORDS = (("green", N_("green")), ("blue", N_("blue")), ("red", N_("red")), ("black", N_("black")))


#: a legend's icons, the room between an icon and its word, between two items, round them, a row's height
ICON, ICON_GAP, LEGEND_GAP, LEGEND_PAD, LEGEND_ROW = 28, 6, 16, 10, 26


def _item_widths(words: list[str]) -> list[int]:
    return [ICON + ICON_GAP + theme.font(20).size(word)[0] for word in words]


def legend_size(words: list[str], rows: int = 1) -> tuple[int, int]:
    """How large a legend of ``words`` (each after its icon) is on its dark pill: in one row, or
    in ``rows`` rows of as many items, in columns."""
    widths = _item_widths(words)
    per_row = -(-len(words) // rows)
    cols = [max(widths[i::per_row]) for i in range(per_row)] if rows > 1 else widths
    return sum(cols) + LEGEND_GAP * (len(cols) - 1) + 2 * LEGEND_PAD, 34 + LEGEND_ROW * (rows - 1)


def _legend(layer: pygame.Surface, items: list[tuple[pygame.Surface, str]], box: pygame.Rect) -> None:
    """Icons with their words on a dark pill filling ``box``: in one row, or in rows of columns
    where the box is as tall (:func:`legend_size`)."""
    rows = 1 + (box.height - 34) // LEGEND_ROW
    words = [text for _img, text in items]
    widths = _item_widths(words)
    per_row = -(-len(items) // rows)
    cols = [max(widths[i::per_row]) for i in range(per_row)] if rows > 1 else widths
    pygame.draw.rect(layer, (20, 18, 26), box, border_radius=10)
    for i, (img, text) in enumerate(items):
        row, col = divmod(i, per_row)
        at = box.x + LEGEND_PAD + sum(cols[:col]) + LEGEND_GAP * col
        cy = box.y + 17 + LEGEND_ROW * row
        layer.blit(img, img.get_rect(midleft=(at, cy)))
        theme.text(layer, text, (at + img.get_width() + ICON_GAP, cy), 20, theme.TEXT, anchor="midleft")


def _piles(scene, layer: pygame.Surface, pile_at: pygame.Rect, discard_at: pygame.Rect, hidden: set) -> None:
    """The draw pile face down and the discard pile face up (its tiles in flight not yet on it), each
    with how many it holds."""
    state = scene.state
    n = len(state.pile)
    widgets.face_down_pile(layer, pile_at, scene.art.image("tile_back.png", pile_at.size), n, 10, 3, PILE_EMPTY)
    left = ngettext("{n} reshuffle left", "{n} reshuffles left", state.reshuffles).format(n=state.reshuffles)
    widgets.pill_stack(layer, [_("Draw {n}").format(n=n)], (pile_at.centerx, pile_at.bottom + 10),
                       left if state.reshuffles else "")
    pile = [t for t in state.discard if ("tile", t) not in hidden][-2:]        # (flying ones land on top)
    widgets.face_up_pile(layer, discard_at, [scene.art.tile(t, 0, discard_at.width) for t in pile], _("empty"), 20,
                         theme.TEXT, PILE_EMPTY)
    widgets.pill_stack(layer, [_("Discard {n}").format(n=len(state.discard))],
                       (discard_at.centerx, discard_at.bottom + 10))


# -- the prompt panel ---------------------------------------------------------------
def _prompt(scene, layer: pygame.Surface, pieces, hidden: set) -> None:
    """The panel, the tile it shows (else who decides), the words and the buttons' room."""
    said, ctx = scene.prompt(), scene.context()
    mine = ctx.my_turn
    scene.draw_prompt_panel(layer, pieces.get("prompt").area, mine)
    feature = pieces.get("feature")
    tile = feature.data
    if tile is not None and ("tile", tile) not in hidden:
        rot = scene.sel.rot if scene.sel.tile() == tile else 0
        layer.blit(scene.art.tile(tile, rot, feature.area.width), feature.area)
    elif ctx.to_act is not None:
        _seat_disc(scene, layer, feature.area, ctx.to_act)
    col = text_column({one.id: one.area for one in pieces.of("prompt") if "look" in one.spot})
    scene.draw_prompt_text(layer, col.x, col.y, col.width, col.bottom, said["title"], said["detail"], mine)


def _seat_disc(scene, layer: pygame.Surface, area: pygame.Rect, seat: int) -> None:
    """Who decides, when no tile is in play: their colour with their initial (a trophy to break a tie)."""
    if isinstance(scene.state.pending(), Tiebreak):
        mark = scene.app.images.icon("trophy", 52, theme.TEXT_DARK)
    else:
        mark = scene.context().seats[seat].name[:1].upper() or "?"
    widgets.token(layer, area.center, 46, theme.rgb(scene.context().seats[seat].colour), mark)
