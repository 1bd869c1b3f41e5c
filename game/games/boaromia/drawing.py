"""The static layer of the Boaromia table, drawn only when something changed, part by part from
the table's pieces (:func:`.on_table.lay_out`): the top bar, the line-up strip
(:mod:`.lineup_drawing`), the festival grounds with what stands on them (:mod:`.board_drawing`),
the cards and the kept goals, the prompt panel with its buttons or the festival log, the
festival-goers' tracks (:mod:`.track_drawing`) and the character cards in setup. Functions of the
scene (they only draw, filling the scene's caches)."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.ui import theme
from game.ui.furniture import title_end
from game.ui.layer import run_all
from game.ui.table_look import fitting_size

from . import cards, group_photo, icons, presenters
from .board_drawing import draw_board, pawn_image
from .layout import KEPT_HEAD, OVERLAY_RECT, H, W
from .lineup_drawing import draw_lineup
from .track_drawing import draw_track


def render_layer(scene, layer: pygame.Surface):
    """Everything static, drawn into ``layer`` in one part (a generator that yields nothing, for
    :mod:`game.ui.layer`): the backdrop, the top bar and the line-up, the grounds, the right column.
    It is 4-6 ms once the caches are warm, and a frame that has done little else draws one part
    however dear: so the new layer shows in the frame after a bot friend's step and its next step
    waits one frame for it, not three (a part a frame is what the frame budget leaves; a walk is
    one decision a step, and three frames a step were a third of a bot's walk; issue 23, the pace).
    The price is that frame: some 6 ms of drawing, not three of 2 ms."""
    layer.blit(icons.IMAGES.get("boaromia/table.png", (W, H), alpha=False), (0, 0))
    pieces, hidden = scene.pieces(), scene.anims.hidden()
    _topbar(scene, layer)
    draw_lineup(scene, layer, pieces)
    run_all(lambda surface: draw_board(scene, surface, pieces, hidden), layer)
    _cards(scene, layer, pieces.of("cards"))
    _kept(scene, layer, pieces)
    if scene.show_log:
        scene.log_panel.draw(layer, scene.log_lines(), scene.log_scroll)
    else:
        _prompt(scene, layer, pieces.get("prompt").area)
        for track in pieces.of("tracks"):
            draw_track(scene, layer, track, pieces, hidden)
    # the buttons, topmost last (those on the tracks are drawn with their track, under its text)
    scene.draw_buttons(layer, skip={one.id for one in pieces.of("coins")})
    if scene.state.pending().kind == "character":
        _characters(scene, layer, pieces.of("characters"))
    group_photo.draw(scene, layer)          # a won festival's final table: the group photo (.group_photo)
    yield from ()                           # (one part)


# -- the top bar -----------------------------------------------------------------------------
def _topbar(scene, layer: pygame.Surface) -> None:
    """The title, the round pill (day or night), and who decides what (:func:`.presenters.status`,
    in the colour of whoever decides)."""
    view, ctx = scene.state, scene.context()
    over = view.is_terminal() or ctx.to_act is None
    colour = theme.TEXT if over else theme.rgb(ctx.seats[ctx.to_act].colour)
    title = _("Boaromia Festival")
    after_title = title_end(title) + 16
    pill = None
    if view.started():
        night = view.night()
        pill_text = (_("Round {n} of {rounds} · night") if night else _("Round {n} of {rounds} · day")).format(
            n=view.round, rounds=view.rules.rounds)
        pill = pygame.Rect(after_title, 14, max(200, theme.font(20, True).size(pill_text)[0] + 28), 36)
    x = pill.right + 28 if pill else after_title + 12
    scene.draw_top_bar(layer, title, presenters.status(ctx), colour, x, size=24)
    if pill:
        pygame.draw.rect(layer, (50, 46, 110) if night else (170, 110, 40), pill, border_radius=18)
        theme.text(layer, pill_text, pill.center, 20, theme.TEXT, bold=True, anchor="center")


# -- cards -------------------------------------------------------------------------------------
def _cards(scene, layer: pygame.Surface, pieces: list) -> None:
    """The event card and the open goals (the pieces of the part "cards"), each at its place."""
    view = scene.state
    for card in pieces:
        r = card.data.place
        if card.key == "event":
            layer.blit(scene.cached(("event", view.event, r.size, view.night()),
                                lambda r=r: cards.event_card(scene.content, view, view.event, r.size)), r)
            continue
        i = card.data.which
        shows = (view.goals_open[i], r.size, view.goals_paid[i], view.goals_left[i], view.night())
        layer.blit(scene.cached(("goal", *shows), lambda shows=shows: cards.goal_card(scene.content, *shows)), r)


def _kept(scene, layer: pygame.Surface, pieces) -> None:
    """The kept goals' place in the cards' grid: its heading, then a chip per kept goal."""
    view = scene.state
    box = pieces.area("kept goals")
    layer.blit(scene.fill_image(box.size, (20, 18, 26), 170, 12), box)
    theme.text(layer, _("Kept goals"), (box.x + 12, box.y + KEPT_HEAD // 2 + 2), 20, theme.TEXT_DIM, bold=True,
               anchor="midleft")
    if not view.kept:
        theme.text_block(layer, _("None yet: a finished goal can be kept and used later."),
                         pygame.Rect(box.x + 12, box.y + KEPT_HEAD + 4, box.width - 24, box.height - KEPT_HEAD - 8),
                         20, theme.TEXT_DIM)
        return
    for chip in pieces.of("kept chips"):
        i, r = chip.data, chip.area
        usable = ("kept", i) in scene.sel.clicks and scene.context().my_turn
        shows = (view.kept[i][0], r.size, usable)
        layer.blit(scene.cached(("kept", *shows), lambda shows=shows: cards.kept_chip(scene.content, *shows)), r)


# -- the prompt ------------------------------------------------------------------------------------
def _prompt(scene, layer: pygame.Surface, box: pygame.Rect) -> None:
    """The prompt panel in ``box``: the pawn of whoever decides (the seat's colour under the
    character's figure), the prompt's title (on one line where it fits at 20 px or more, else on
    two) and as much of its detail as fits (the kit's rule), the last message, and room for the
    buttons at the foot."""
    p = scene.prompt()
    mine = scene.context().my_turn
    scene.draw_prompt_panel(layer, box, mine)
    x, y = box.x + 18, box.y + 12
    bottom = scene.buttons_top(box, box.bottom - 8) - 6
    title_x = x
    actor = scene.context().to_act
    if actor is not None and not scene.state.is_terminal():
        img = pawn_image(scene, actor, icons.PROMPT_PAWN)
        layer.blit(img, img.get_rect(center=(x + 11, y + 14)))
        title_x += 30
    width = box.right - 18 - x
    size = fitting_size(p["title"], width - (title_x - x), 23, 20)
    if len(theme.wrap(p["title"], size, width - (title_x - x), bold=True)) > 1:
        size = 23                                   # two lines (the kit takes them a size smaller)
    scene.draw_prompt_text(layer, x, y, width, bottom, p["title"], p["detail"], mine,
                           title_size=size, title_lines=(1, 2), title_x=title_x)


# -- character cards --------------------------------------------------------------------------------
def _characters(scene, layer: pygame.Surface, pieces: list) -> None:
    """The character cards over the board in setup (the pieces of the part "characters")."""
    view = scene.state
    layer.blit(scene.fill_image(OVERLAY_RECT.size, (14, 12, 20), 215, 16), OVERLAY_RECT)
    actor = scene.context().to_act
    name = scene.context().seats[actor].name if actor is not None else ""
    theme.text(layer, _("{name}: choose your festival character").format(name=name),
               (OVERLAY_RECT.centerx, OVERLAY_RECT.y + 34), 32,
               theme.HILITE, bold=True, anchor="center")
    theme.text(layer, _("Start levels on top; the Festival Vibe is what makes each one special."),
               (OVERLAY_RECT.centerx, OVERLAY_RECT.y + 70), 20, theme.TEXT_DIM, anchor="center")
    taken = {c: scene.context().seats[i].name for i, c in enumerate(view.chars) if c is not None}
    colour = theme.rgb(scene.context().seats[actor].colour) if actor is not None else (200, 200, 200)
    for card in pieces:
        c, r = card.data.which, card.data.place
        ch = view.content.character_by_id[c]
        col = theme.rgb(scene.context().seats[view.chars.index(c)].colour) if c in taken else colour
        layer.blit(scene.cached(("char", c, r.size, taken.get(c), col),
                            lambda ch=ch, r=r, col=col: cards.character_card(scene.content, ch, r.size,
                                                                              taken.get(ch.id), col)), r)
        if ("char", c) in scene.sel.clicks and scene.context().my_turn:
            pygame.draw.rect(layer, theme.GOOD, r.inflate(6, 6).move(-3, -3), 3, border_radius=16)

