"""The static layer of the Höhlengrölen table, drawn only when something changed: the top bar,
deck and discard pile, the "already out" genre chips, the producers' panels and the opponents'
hands, the bands on the table, your bands' label, the meld panel, your bonus cards and hand, the
log and the buttons. Functions of the scene (they only draw, filling the scene's surface caches)
that read what the table shows from the kit's context (``scene.context()``) and what lies where
from the table's pieces (``scene.pieces()``, :mod:`.on_table`), each part its own pieces, leaving
out those the animations hide while they fly (``scene.anims.hidden()``)."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.ui import theme, widgets
from game.ui.furniture import title_end
from game.ui.layer import blit_in_bands
from game.ui.pieces import Piece, Pieces
from game.ui.seat_marks import mark_room
from game.ui.table_look import fitting_size

from . import layout, presenters
from .presenters import player_kind
from .rules import BONUS_ORDER, HAND_LIMIT, UNKNOWN


def render_layer(scene, layer: pygame.Surface):
    """Everything static, drawn into ``layer`` part by part (each ``yield`` ends a part:
    :mod:`game.ui.layer` may go on with the next one in the next frame)."""
    yield from blit_in_bands(layer, scene.art.table())
    yield
    _draw_topbar(scene, layer)
    pieces, hidden = scene.pieces(), scene.anims.hidden()      # (what lies on the table, what flies)
    yield
    _draw_piles(scene, layer, pieces, hidden)
    _draw_genre_chips(scene, layer, pieces.of("chips"))
    for panel in pieces.of("seats"):          # (yours last, over the piles' and chips' feet)
        yield
        _draw_seat(scene, layer, panel, pieces, hidden)
    yield
    _draw_bands(scene, layer, pieces.shown("bands", hidden), hidden)
    yield
    if scene.viewer is not None:
        _draw_my_bands_label(scene, layer, pieces)
        _draw_meld(scene, layer, pieces.get(("meld",)), pieces.area(("button", "confirm")))
        _draw_bonus(scene, layer, pieces.of("bonus"))
        _draw_hand(scene, layer, pieces, hidden)
    else:
        _draw_spectator(scene, layer, pieces.get(("spectator",)).area)
    yield
    scene.log_panel.draw(layer, scene.log, scene.log_scroll)
    for button in pieces.of("buttons"):          # (under the casting report too)
        scene.draw_button(layer, button.area, button.spot["look"])
    for spot in scene.table_buttons():
        scene.draw_button(layer, spot.area, spot.look)


# -- top bar ----------------------------------------------------------------
def _draw_topbar(scene, layer: pygame.Surface) -> None:
    ctx = scene.context()
    view, actor = ctx.view, ctx.to_act
    colour = theme.TEXT if actor is None else theme.rgb(ctx.seats[actor].colour)
    c = min(view.casting + 1, view.castings)
    casting = _("Casting {n} of {total}").format(n=c, total=view.castings)
    title = _("Höhlengrölen")
    casting_x, status_x = topbar_places(title, casting)
    # (the deck's count is under the deck)
    scene.draw_top_bar(layer, title, presenters.status(ctx), colour, status_x)
    theme.text(layer, casting, (casting_x, layout.TOP_H // 2), 24, theme.TEXT, anchor="midleft")


def topbar_places(title: str, casting: str) -> tuple[int, int]:
    """Where the casting's count and the status (its disc) stand in the top bar: after the title
    (30 px bold from x 24) and after each other, at x 240 and 500 at the earliest."""
    casting_x = max(240, title_end(title) + 24)
    return casting_x, max(500, casting_x + theme.font(24).size(casting)[0] + 30)


# -- the players -------------------------------------------------------------------
def _draw_seat(scene, layer: pygame.Surface, piece: Piece, pieces: Pieces, hidden: set) -> None:
    """A player's panel: a strip of the seat's colour, a bright border while they act, name and
    score, what their next band must beat; an opponent's hand and bonus cards, your crossover points."""
    ctx, seat, panel = scene.context(), piece.data, piece.area
    view, seat_info = ctx.view, ctx.seats[seat]
    acting = ctx.to_act == seat
    scene.draw_seat_panel(layer, panel, seat_info.colour, (34, 30, 42), acting, radius=14)
    points = view.running_score(seat)
    score = theme.text(layer, layout.score_label(points), (panel.right - 16, panel.y + 10), 28, theme.ACCENT,
                       bold=True, anchor="topright")
    # the name (its piece's place: the kit's mark of the seat may stand in the room after it)
    mark = mark_room(scene, seat)
    name, at = layout.seat_name_at(panel, seat_info.name, points, mark)
    theme.text(layer, name, at.topleft, 26, theme.TEXT, bold=True)
    right = score.x - 14                    # who acts: a tag on the name's line, left of the score,
    tag = (_("thinking…"), theme.ACCENT) if ctx.thinking == seat else (_("to play"), theme.HILITE) if acting else None
    sub_room = panel.width - 40             # ... or, where the whole name would not fit beside it, at the
    if tag is not None:                     # end of the line below (a long name is never cut for it)
        tag_w = theme.font(22, True).size(tag[0])[0]
        if name == seat_info.name and at.right + mark + 14 + tag_w <= right:
            theme.text(layer, tag[0], (right, panel.y + 14), 22, tag[1], bold=True, anchor="topright")
        else:
            sub_room -= theme.text(layer, tag[0], (panel.right - 16, panel.y + 42), 22, tag[1], bold=True,
                                   anchor="topright").width + 14
    beat = view.must_beat(seat)
    sub = _("{what} · no band yet") if beat is None else _("{what} · must beat {beat}")
    lines = theme.wrap(sub.format(what=player_kind(seat_info), beat=beat), 20, sub_room)
    if seat == ctx.viewer:                  # your panel: the lines flow down it (two each at most)
        co = _("Crossover points this game: {points}").format(points=view.crossover_totals()[seat])
        lines = lines[:2] + theme.wrap(co, 20, panel.width - 40)[:2]
    for i, line in enumerate(lines if seat == ctx.viewer else lines[:1]):
        theme.text(layer, line, (panel.x + 24, panel.y + 44 + 23 * i), 20, theme.TEXT_DIM)
    if seat == ctx.viewer:
        return
    # hand: its count; cards known to all (taken from the discard pile) face up, the rest as backs
    hand = pieces.get(("opp_hand", seat)).data
    draw_hand_count(scene, layer, hand.count, hand.count_at)
    for slot in pieces.shown("opp_cards", hidden):
        if slot.data.seat == seat:
            card, r = slot.data.card, slot.area
            layer.blit(scene.art.back(r.size) if card == UNKNOWN else scene.art.face(card, r.size), r)
    # bonus cards still to use
    for i, kind_ in enumerate(BONUS_ORDER):
        icon = scene.art.bonus_icon(kind_, kind_ not in view.bonuses[seat], 42)
        layer.blit(icon, (panel.right - 16 - (3 - i) * 48 + 6, panel.y + 86))


def draw_hand_count(scene, layer: pygame.Surface, n: int, midleft) -> None:
    """A hand's count against the limit ("5 / 6") after a small fan of card backs; over the limit
    (mid-turn, before the discards) in the warning colour, the numbers saying it as well."""
    x, y = midleft
    back = scene.art.back((16, 22))
    for i, dx in enumerate((0, 9)):        # two cards, the second over the first: "cards in hand"
        layer.blit(pygame.transform.rotate(back, 12 - 20 * i), (x + dx, y - 14))
    label = layout.count_label(n)
    theme.text(layer, label, (x + 34, y), 22, theme.BAD if n > HAND_LIMIT else theme.TEXT, bold=True, anchor="midleft")


def draw_new_mark(layer: pygame.Surface, r: pygame.Rect) -> pygame.Rect:
    """The "new" tag on a card of your hand drawn on your latest turn (in the middle of its head);
    returns where it drew."""
    return widgets.pill(layer, _("new"), (r.centerx, r.top + 19), theme.HILITE, colour=theme.TEXT_DARK, height=26)


def tagged(scene, card: int, face: pygame.Surface) -> pygame.Surface:
    """``face`` (the card's picture) with the "new" tag drawn on it where the hand shows it: what a
    card drawn this turn looks like as it flies into your hand (made once, in the scene's cache)."""
    def make() -> pygame.Surface:
        img = face.copy()
        draw_new_mark(img, img.get_rect())
        return img
    return scene.cached(("new_card", card, face.get_size(), _("new")), make)


# -- piles ----------------------------------------------------------------------
def pile_label_lines(rect: pygame.Rect, main: str, sub: str) -> tuple[int, list[str]]:
    """The label under a pile: its count's size (22 px bold, smaller to fit its room, 20 px at the
    least) and the smaller line's lines (wrapped to the room, :data:`layout.PILE_LABEL_LINES` at most)."""
    room = layout.pile_label_room(rect)
    size = fitting_size(main, room, 22, 20)
    return size, theme.wrap(sub, 20, room)[:layout.PILE_LABEL_LINES] if sub else []


def _pile_label(layer: pygame.Surface, rect: pygame.Rect, main: str, sub: str = "", sub_colour=theme.TEXT_DIM) -> None:
    """The label under a pile (its count), and a smaller line under that (on two lines at most)."""
    size, lines = pile_label_lines(rect, main, sub)
    x = layout.pile_label_x(rect, theme.font(size, True).size(main)[0])
    theme.text(layer, main, (x, layout.PILE_LABEL_Y), size, theme.TEXT, bold=True, anchor="midtop")
    for i, line in enumerate(lines):
        x = layout.pile_label_x(rect, theme.font(20).size(line)[0])
        theme.text(layer, line, (x, layout.PILE_LABEL_Y + 22 + 22 * i), 20, sub_colour, anchor="midtop")


def _draw_piles(scene, layer: pygame.Surface, pieces: Pieces, hidden: set) -> None:
    """The deck and the discard pile (its top card not while a discard flies there), glowing
    where a click draws, with their labels."""
    view = scene.context().view
    deck, discard = pieces.get(("pile", "deck")), pieces.get(("pile", "discard"))
    targets = {pile.id for pile in (deck, discard) if pile.spot.get("lit") == "target"}   # a click draws there
    for pile in (deck, discard):
        if pile.id in targets:
            layer.blit(scene.art.image("glow_pile.png"), (pile.area.x - 10, pile.area.y - 10))
    widgets.face_down_pile(layer, deck.area, scene.art.back(layout.PILE), view.deck_left, 6)
    _pile_label(layer, deck.area, _("Deck {n}").format(n=view.deck_left),
                layout.deck_sub(view.deck_queue[0]) if view.deck_queue else "")
    pile = view.discard[:-1] if ("discard_top",) in hidden else view.discard
    widgets.face_up_pile(layer, discard.area, [scene.art.face(c, layout.PILE) for c in pile[-2:]], _("empty"))
    take = layout.discard_sub(view.pending().kind == "draw" and view.pending().second)
    _pile_label(layer, discard.area, _("Discard {n}").format(n=len(view.discard)),
                take if "discard" in targets else "", theme.GOOD)


def _draw_genre_chips(scene, layer: pygame.Surface, chips: list[Piece]) -> None:
    view = scene.context().view
    theme.text(layer, _("Already out"), (chips[0].area.x + 4, chips[0].area.y - 26), 20, theme.TEXT_DIM)
    for chip in chips:       # a chip lit, with a red tag, when the genre is out
        i, r = chip.data, chip.area
        out = view.genre_out(i)
        layer.blit(scene.art.image(f"chip_{scene.content.genres[i].symbol}{'_out' if out else ''}.png"), r)
        room = r.right - 8 - (r.x + 52) - (50 if out else 0)            # (the −2 tag at the right)
        name = scene.content.genre_name(i)
        size = fitting_size(name, room, 22, 20, bold=out)
        theme.text(layer, theme.cut(name, size, room, bold=out), (r.x + 52, r.centery), size,
                   theme.TEXT if out else theme.TEXT_DIM, bold=out, anchor="midleft")
        if out:
            theme.text(layer, "−2", (r.right - 33, r.centery), 22, theme.TEXT, bold=True, anchor="center")


# -- bands on the table ------------------------------------------------------------
def _draw_bands(scene, layer: pygame.Surface, shown: list[Piece], hidden: set) -> None:
    """The bands on the table: each one's cards (those landed), then its badge once all landed."""
    for piece in shown:
        if piece.key[0] == "group":
            layer.blit(scene.art.face(piece.data, piece.area.size), piece.area)
            continue
        g, badge = piece.data
        if any(("group", c) in hidden for c in g.cards):
            continue
        band = g.kind == "band"        # a band's badge: its value, its bonus cards; a crossover's: CO, its gender
        layer.blit(scene.art.image(f"badge_{scene.content.genres[g.genre].symbol}.png") if band else
               scene.art.image("badge_crossover.png", badge.size), badge)
        if band:
            theme.text(layer, str(g.value), badge.center, 30, theme.TEXT, bold=True, anchor="center")
        else:
            _badge_label(layer, _("CO {value}").format(value=g.value), badge)
        for i, b in enumerate(g.bonuses):
            layer.blit(scene.art.bonus_icon(b, False, 28), (badge.x + i * 32, badge.bottom + 4))
        if not band:
            layer.blit(scene.art.image(f"gender_{g.gender}.png", (26, 26)), (badge.x + 18, badge.bottom + 4))


def _badge_label(layer: pygame.Surface, label: str, badge: pygame.Rect) -> None:
    """A crossover's badge label ("CO 6"): 22 px bold, smaller or on two lines where it would not fit."""
    size = fitting_size(label, badge.width - 8, 22, 20, lines=2)
    lines = theme.wrap(label, size, badge.width - 8, bold=True)[:2]
    step = size + 2
    for i, line in enumerate(lines):
        theme.text(layer, line, (badge.centerx, badge.centery + (i - (len(lines) - 1) / 2) * step), size, theme.TEXT,
                   bold=True, anchor="center")


def _draw_my_bands_label(scene, layer: pygame.Surface, pieces: Pieces) -> None:
    ctx = scene.context()
    view = ctx.view
    label = _("Your bands — casting {n}").format(n=min(view.casting + 1, view.castings))
    mine = pieces.area(("my_bands",))
    theme.text(layer, label, (mine.x, mine.y - 24), 22, theme.TEXT_DIM, bold=True)
    if not any(band.key[0] == "band" and band.data.group.owner == ctx.viewer for band in pieces.of("bands")):
        theme.text(layer, _("Bands and crossovers you lay out appear here."), (mine.x, mine.y + 50), 22,
                   (150, 140, 130))


def _draw_meld(scene, layer: pygame.Surface, meld: Piece, confirm: pygame.Rect | None) -> None:
    """The meld panel: the kit's prompt text, with what the planned band comes to at its foot (unless
    the table has something to say there), left of its buttons."""
    r, plan = meld.area, meld.data
    theme.panel(layer, r, (30, 26, 36), theme.PANEL_BORDER, radius=14)
    right = confirm.x if confirm is not None else r.right     # (no Confirm where nothing is played)
    scene.draw_prompt_text(layer, r.x + 20, r.y + 10, right - r.x - 36, r.bottom - 6,
                           plan.title, plan.detail, scene.context().my_turn, title_lines=(1, 2),
                           foot=(plan.status, plan.bad))


def _draw_bonus(scene, layer: pygame.Surface, cards: list[Piece]) -> None:
    ctx = scene.context()
    seat = ctx.viewer
    _info, top = layout.left_column()
    theme.text(layer, _("Your bonus cards (once per game)"), (24, top - 38), 20, theme.TEXT_DIM)
    for card in cards:
        kind, r = card.data, card.area
        used = kind not in ctx.view.bonuses[seat]
        sel = kind in ctx.selection.bonuses
        img = scene.art.bonus_card(kind, used, sel)
        layer.blit(img, (r.x - 10, r.y - 10) if sel else r)


def _draw_hand(scene, layer: pygame.Surface, pieces: Pieces, hidden: set) -> None:
    """Your hand: its count, or that it is empty, and its cards (not those still flying in)."""
    ctx, hand = scene.context(), pieces.get(("my_hand",))
    draw_hand_count(scene, layer, hand.data.count, hand.data.count_at)
    if not hand.data.count:
        theme.text(layer, _("Your hand is empty."), hand.area.center, 24, theme.TEXT_DIM, anchor="center")
    for card in pieces.shown("hand", hidden):
        c, r, angle = card.data
        img = scene.art.hand_card(c, c in ctx.selection.cards, angle, r.size)
        layer.blit(img, img.get_rect(center=r.center))
        if c in ctx.recent:
            draw_new_mark(layer, r)


def _draw_spectator(scene, layer: pygame.Surface, r: pygame.Rect) -> None:
    """What stands in for the meld panel and your hand while nobody's hand is shown: why."""
    theme.panel(layer, r, (30, 26, 36), theme.PANEL_BORDER, radius=14)
    ctx = scene.context()
    actor = ctx.to_act
    if ctx.humans and actor is not None and ctx.is_bot(actor):     # (hot seat: the hands lie face down)
        msg = _("{name} plays: the hands at this screen lie face down meanwhile.").format(
            name=ctx.seats[actor].name)
    elif ctx.humans:
        msg = _("The table is covered: pass the mouse on.")
    else:
        msg = _("Watching the bots play: every hand is hidden.")
    theme.text(layer, msg, r.center, 28, theme.TEXT, bold=True, anchor="center")
