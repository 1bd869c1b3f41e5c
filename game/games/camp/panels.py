"""The static layer of the Camp Roskilde table, drawn only when something changed:
the top bar, the camps (boards, tiles, locks, lit spaces, headers with live
scores), the festival grounds with the piles, the prompt panel and the log.
Functions of the scene (they only draw, filling the scene's caches)."""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _, ngettext
from game.ui import theme, widgets

from . import hints
from .board import EMPTY
from .layout import (
    DISCARD_RECT,
    FEATURE_RECT,
    GROUNDS_RECT,
    PILE_RECT,
    PROMPT_RECT,
    TEXT_W,
    TEXT_X,
    TOP_H,
    label_rooms,
    score_rect,
)
from .pending import ChainChoice, MainTurn, Tiebreak
from .text import short_rule

MATCH = (230, 110, 230)
PILE_EMPTY = (230, 220, 200)     # the outline of an empty pile
LAST_MOVE = (120, 200, 255)      # tiles placed or moved in the turn before
TOP_LEGEND_RIGHT = 1360          # the vibes' legend ends left of the top bar's buttons
#: how a lit space looks, by how it is lit: its fill and the fill's alpha, its outline's colour and how
#: much thicker it is (a space the tile fits turned another way: dashed, with a turn badge)
LIT = {"now": ((255, 250, 210), 70, theme.HILITE, 2), "turn": ((255, 255, 255), 22, (235, 235, 235), 0),
       "match": (MATCH, 60, MATCH, 1), "source": ((255, 250, 210), 40, theme.HILITE, 1)}


def render_layer(scene, layer: pygame.Surface) -> None:
    """Everything static, drawn into ``layer``."""
    layer.blit(scene.art.table(), (0, 0))
    hidden = scene.anims.hidden()
    lit = scene.lit()
    _topbar(scene, layer)
    lit_camps = {c for (c, _s), how in lit.items() if how != "picked"}
    dim = bool(lit) and (scene.sel.source is not None or isinstance(scene.state.pending(), ChainChoice))
    for seat, box in scene.boxes.items():
        if ("camp", seat) not in hidden:
            _camp(scene, layer, box, hidden, lit, dim and seat not in lit_camps)
    _grounds(scene, layer, hidden)
    _prompt(scene, layer, hidden)
    scene.draw_buttons(layer)
    scene.log_panel.draw(layer, scene.log, scene.log_scroll)


# -- top bar ---------------------------------------------------------------------
def _topbar(scene, s: pygame.Surface) -> None:
    st, actor = scene.state, scene.seat_to_act()
    colour = theme.TEXT if st.is_terminal() or actor is None else theme.rgb(scene.seats[actor].colour)
    r = scene.draw_top_bar(s, _("Camp Roskilde"), hints.status(scene), colour, 290)
    _legend(s, [(scene.art.image(f"emblem_{vibe}.png", (28, 28)), _(word)) for vibe, word in EMBLEM_WORDS],
            TOP_LEGEND_RIGHT, TOP_H // 2, right=True)
    if st.extra_turns > 0 and not st.is_terminal():
        tag = ngettext("+{n} extra turn", "+{n} extra turns", st.extra_turns).format(n=st.extra_turns)
        widgets.pill(s, tag, (r.right + 16, TOP_H // 2), (150, 60, 150), "midleft", height=32, pad=24, radius=16)


# -- camps -----------------------------------------------------------------------
def _camp(scene, s: pygame.Surface, box, hidden: set, lit: dict, dim: bool) -> None:
    st = scene.state
    seat = box.seat
    acting = seat == st.turn and not st.is_terminal()
    _header(scene, s, box, acting)
    s.blit(_board_picture(scene, box), box.board.inflate(8, 8))
    ts, rad = box.tile, max(6, box.tile // 12)
    for sp, t in enumerate(st.camps[seat]):
        r = box.spaces[sp]
        if t != EMPTY and ("tile", t) in hidden:      # in flight: the empty pitch shows until it lands
            s.blit(scene.art.image("board.png", box.board.size), r, r.move(-box.board.x, -box.board.y))
        if lit.get((seat, sp)) == "picked":
            s.blit(scene.fill_image(r.size, (60, 110, 50), 255, rad), r)
            s.blit(scene.art.ghost(t, st.rots[seat][sp], ts, 90), r)
            pygame.draw.rect(s, theme.ACCENT, r, 4, border_radius=rad)
    if acting:
        pygame.draw.rect(s, theme.HILITE, box.board.inflate(10, 10), 5, border_radius=18)
    if dim:
        s.blit(scene.fill_image(box.board.size, (10, 8, 14), 120, 16), box.board)
    asker = hints.asker_space(scene)
    for sp, t in enumerate(st.camps[seat]):
        r, how = box.spaces[sp], lit.get((seat, sp))
        if how is None and t in scene.marks and ("tile", t) not in hidden:
            s.blit(widgets.outline(r.inflate(6, 6).size, LAST_MOVE, 3, max(8, ts // 10)), r.inflate(6, 6))
        if asker == (seat, sp):
            s.blit(widgets.outline(r.inflate(8, 8).size, theme.ACCENT, 4, 12, dashed=True), r.inflate(8, 8))
        if how in LIT:
            fill, alpha, ring, thicker = LIT[how]
            s.blit(scene.fill_image(r.size, fill, alpha, rad), r)
            s.blit(widgets.outline(r.size, ring, (4 if ts >= 120 else 3) + thicker, rad, dashed=how == "turn"), r)
            if how == "turn":
                badge = scene.art.image("turn.png", (max(28, round(ts * 0.34)),) * 2)
                s.blit(badge, badge.get_rect(center=r.center))


def _board_picture(scene, box) -> pygame.Surface:
    """A camp's board with its tiles and locks on the table behind it: one opaque surface,
    made again only when that camp changes (kept per seat)."""
    st = scene.state
    seat = box.seat
    row = tuple(st.camps[seat])
    area = box.board.inflate(8, 8)
    key = (tuple(area), row, tuple(st.rots[seat]))
    pictures = scene.board_pictures
    got = pictures.get(seat)
    if got is not None and got[0] == key:
        return got[1]
    surf = pygame.Surface(area.size)
    surf.blit(scene.art.table(), (0, 0), area)
    _board(scene, surf, box, (-area.x, -area.y))
    pictures[seat] = (key, widgets.converted(surf))
    return pictures[seat][1]


def _board(scene, s: pygame.Surface, box, offset=(0, 0)) -> None:
    """A camp's board with its tiles and locks (moved by ``offset``)."""
    st = scene.state
    s.blit(scene.art.image("board.png", box.board.size), box.board.move(offset))
    for sp, t in enumerate(st.camps[box.seat]):
        if t != EMPTY:
            s.blit(scene.art.tile(t, st.rots[box.seat][sp], box.tile), box.spaces[sp].move(offset))
    _locks(scene, s, box, offset)


def _locks(scene, s: pygame.Surface, box, offset=(0, 0)) -> None:
    """A padlocked chain across every edge where a tile is locked by its neighbour (the rules' lockers)."""
    st, row = scene.state, scene.state.camps[box.seat]
    for sp, t in enumerate(row):
        if t == EMPTY:
            continue
        for locker in st.lockers(box.seat, sp):
            a, b = box.spaces[row.index(locker)].move(offset), box.spaces[sp].move(offset)
            chain = scene.art.chain(box.tile, a.x == b.x)
            s.blit(chain, chain.get_rect(center=((a.centerx + b.centerx) // 2, (a.centery + b.centery) // 2)))


def _header(scene, s: pygame.Surface, box, acting: bool) -> None:
    st = scene.state
    seat = box.seat
    info = scene.seats[seat]
    h = box.header
    scene.draw_seat_panel(s, h, info.colour, (30, 26, 38), acting)
    sr = score_rect(box)
    name_size = 26 if box.big else 24
    name = theme.cut(info.name, name_size, (sr.x - h.x - 30) * (0.62 if box.big else 0.7), bold=True)
    r = theme.text(s, name, (h.x + 22, h.centery), name_size, theme.TEXT, bold=True, anchor="midleft")
    thinking = scene.thinking_seat == seat
    sub = hints.camp_sub(scene, seat, box.big)
    sub_x = r.right + 12
    if sub_x + theme.font(20).size(sub)[0] < sr.x - 6:
        theme.text(s, sub, (sub_x, h.centery + 1), 20, theme.ACCENT if thinking else theme.TEXT_DIM, anchor="midleft")
    diverse = st.diverse(seat)
    score = st.score(seat)
    widgets.badge(s, sr, f"{score}", ngettext("pt", "pts", abs(score)), (60, 110, 60) if diverse else (64, 50, 30),
                  theme.GOOD if diverse else theme.ACCENT)


# -- the festival grounds and the piles ------------------------------------------
def _grounds(scene, s: pygame.Surface, hidden: set) -> None:
    st = scene.state
    s.blit(scene.cached("grounds", lambda: _grounds_backdrop(scene)), GROUNDS_RECT)
    tiles = scene.sel.tiles() if scene.my_turn() else []
    picking = tiles and scene.sel.source is None            # grounds tiles to pick: ringed, the others dimmed
    main = scene.my_turn() and isinstance(st.pending(), MainTurn)     # the tiles that fit nowhere dimmed
    name_room, rule_room = label_rooms(len(scene.ground_slots))
    for t, r in scene.ground_slots.items():
        if ("tile", t) in hidden:
            continue
        if scene.sel.source == ("tile", t):
            s.blit(scene.art.ghost(t, 0, r.width, 70), r)
            s.blit(widgets.outline(r.size, theme.ACCENT, 4, 12, dashed=True), r)
        else:
            s.blit(scene.art.tile(t, 0, r.width), r)
            if picking and t in tiles:
                s.blit(widgets.outline(r.inflate(10, 10).size, theme.GOOD, 4, 16), r.inflate(10, 10))
            elif t not in tiles and (picking or main):
                s.blit(scene.fill_image(r.size, (10, 8, 14), 130, 12), r)
        names = theme.wrap(scene.content.type_name(t), 20, name_room, bold=True)[:2]
        widgets.pill_stack(s, names, (r.centerx, r.bottom + 5))
        _rule_note(s, rule_lines(st, t, rule_room, len(names)), (r.centerx, r.bottom + 5 + 26 * len(names)))
    if not scene.ground_slots:
        theme.text(s, _("The grounds are empty"), (GROUNDS_RECT.x + 410, GROUNDS_RECT.y + 130), 24,
                   theme.TEXT, bold=True, anchor="center")
    _piles(scene, s, hidden)


def rule_lines(st, tile: int, room: int, name_lines: int) -> list[str]:
    """A grounds tile's rule in a few words, wrapped to ``room`` px, if it fits under its name
    (four lines in all; five tiles on the grounds may leave too little room: then none)."""
    rule = short_rule(st, tile)
    lines = theme.wrap(rule, 20, room) if rule else []
    return lines if name_lines + len(lines) <= 4 else []


def _rule_note(s: pygame.Surface, lines: list[str], midtop) -> None:
    """A grounds tile's rule under its name: dimmer lines on one dark box."""
    if not lines:
        return
    w = max(theme.font(20).size(line)[0] for line in lines) + 12
    box = pygame.Rect(0, 0, w, 22 * len(lines) + 4)
    box.midtop = midtop
    pygame.draw.rect(s, (20, 18, 26), box, border_radius=8)
    for i, line in enumerate(lines):
        theme.text(s, line, (box.centerx, box.y + 2 + 22 * i), 20, theme.TEXT_DIM, anchor="midtop")


def _grounds_backdrop(scene) -> pygame.Surface:
    """The grounds strip with its label on the table behind it: one opaque surface."""
    surf = pygame.Surface(GROUNDS_RECT.size)
    surf.blit(scene.art.table(), (0, 0), GROUNDS_RECT)
    surf.blit(scene.art.image("grounds.png", GROUNDS_RECT.size), (0, 0))
    pygame.draw.rect(surf, theme.PANEL_BORDER, surf.get_rect(), 2, border_radius=16)
    label = pygame.Rect(110, 12, 240, 34)
    pygame.draw.rect(surf, (20, 18, 26), label, border_radius=10)
    theme.text(surf, _("Festival grounds"), label.center, 22, theme.TEXT, bold=True, anchor="center")
    art = scene.art
    _legend(surf, [(art.image("when_placed.png", (28, 28)), _("rule works when placed")),
                   (art.image("when_leaving.png", (28, 28)), _("when leaving")),
                   (art.image("lock.png", (28, 28)), _("locks"))], label.right + 14, label.centery)
    return widgets.converted(surf)


#: the vibes' emblems on the tiles, explained in the top bar
EMBLEM_WORDS = (("green", N_("green")), ("blue", N_("blue")), ("red", N_("red")), ("black", N_("black")))


def _legend(s: pygame.Surface, items: list[tuple[pygame.Surface, str]], x: int, cy: int, right: bool = False) -> None:
    """Icons with their words in a row on a dark pill, from ``x`` (or ending there, ``right``)."""
    gap, pad = 16, 10
    widths = [img.get_width() + 6 + theme.font(20).size(text)[0] for img, text in items]
    box = pygame.Rect(0, cy - 17, sum(widths) + gap * (len(items) - 1) + 2 * pad, 34)
    box.x = x - box.width if right else x
    pygame.draw.rect(s, (20, 18, 26), box, border_radius=10)
    at = box.x + pad
    for (img, text), w in zip(items, widths, strict=True):
        s.blit(img, img.get_rect(midleft=(at, cy)))
        theme.text(s, text, (at + img.get_width() + 6, cy), 20, theme.TEXT, anchor="midleft")
        at += w + gap


def _piles(scene, s: pygame.Surface, hidden: set) -> None:
    st = scene.state
    n = len(st.pile)
    widgets.face_down_pile(s, PILE_RECT, scene.art.image("tile_back.png", PILE_RECT.size), n, 10, 3, PILE_EMPTY)
    left = ngettext("{n} reshuffle left", "{n} reshuffles left", st.reshuffles).format(n=st.reshuffles)
    widgets.pill_stack(s, [_("Draw {n}").format(n=n)], (PILE_RECT.centerx, PILE_RECT.bottom + 10),
                       left if st.reshuffles else "")
    pile = [t for t in st.discard if ("tile", t) not in hidden][-2:]        # (flying ones land on top)
    widgets.face_up_pile(s, DISCARD_RECT, [scene.art.tile(t, 0, DISCARD_RECT.width) for t in pile], _("empty"), 20,
                         theme.TEXT, PILE_EMPTY)
    widgets.pill_stack(s, [_("Discard {n}").format(n=len(st.discard))],
                       (DISCARD_RECT.centerx, DISCARD_RECT.bottom + 10))


# -- the prompt panel ---------------------------------------------------------------
def _prompt(scene, s: pygame.Surface, hidden: set) -> None:
    p = scene.prompt()
    mine = scene.my_turn()
    scene.draw_prompt_panel(s, PROMPT_RECT, mine)
    tile = p["tile"]
    if tile is not None and ("tile", tile) not in hidden:
        rot = scene.sel.rot if scene.sel.tile() == tile else 0
        s.blit(scene.art.tile(tile, rot, FEATURE_RECT.width), FEATURE_RECT)
    elif scene.seat_to_act() is not None:
        _seat_disc(scene, s, scene.seat_to_act())
    bottom = scene.buttons_top(PROMPT_RECT, PROMPT_RECT.bottom - 6) - 8
    scene.draw_prompt_text(s, TEXT_X, PROMPT_RECT.y + 14, TEXT_W, bottom, p["title"], p["detail"], mine)


def _seat_disc(scene, s: pygame.Surface, seat: int) -> None:
    """Who decides, when no tile is in play: their colour with their initial (a trophy to break a tie)."""
    if isinstance(scene.state.pending(), Tiebreak):
        mark = scene.app.images.icon("trophy", 52, theme.TEXT_DARK)
    else:
        mark = scene.seats[seat].name[:1].upper() or "?"
    widgets.token(s, FEATURE_RECT.center, 46, theme.rgb(scene.seats[seat].colour), mark)
