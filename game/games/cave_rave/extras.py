"""What Höhlengrölen draws each frame over its table's static layer besides the kit's part (the
hovered hotspot, the flying cards, the hover text: :meth:`TableScene.draw_frame`): a hand card
under the mouse brought to the front, the discard pile spread out, the casting report. Functions
of the scene (they only draw, filling the scene's surface cache, and note what they drew in
``scene.overdraw``)."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.ui import theme, veil, widgets
from game.ui.fan import corners

from . import drawing
from .layout import BUTTONS, MINI, PLAY_R, SUMMARY_RECT, TOP_H, H, W


def draw_extras(scene, surface: pygame.Surface, spot) -> str | None:
    """After the hovered ``spot`` (none while the casting report holds the table): a hand card
    brought to the front, the discard pile spread out (then no hover text), the casting report."""
    hover = spot.id if spot is not None else ""
    ctx = scene.context()
    spread = hover == "discard" and bool(ctx.view.discard)
    if hover.startswith("card:") and ("hand", spot.data.card) not in scene.anims.hidden():
        card, r, angle = spot.data                          # (the card's piece: on_table.InHand)
        img = scene.art.hand_card(card, card in ctx.selection.cards, angle, r.size)        # in front
        scene.overdraw.add(surface.blit(img, img.get_rect(center=r.center)),
                           pygame.draw.polygon(surface, theme.HILITE, corners(r, angle), 3))
        if card in ctx.recent:
            scene.overdraw.add(drawing.draw_new_mark(surface, r))
    elif spread:
        _draw_discard_strip(scene, surface, spot.area, spot.hover_text())
    report = scene.round_report.on_show()                 # (once the cards landed)
    if report is not None:
        top = TOP_H if final(scene, report) else 0         # (the final table's top bar stays in use)
        scene.overdraw.add(scene.cached(("summary", id(report)), lambda: _render_summary(scene, report)).blit(
            surface, (0, top)))
        button = scene.spots().get("continue")          # none on a read-only table (the replay viewer)
        if button is not None:
            scene.overdraw.add(scene.draw_button(surface, BUTTONS["continue"], button.look, scene.hover == "continue"))
    return "" if spread else None      # the spread-out discard pile says it all


def _draw_discard_strip(scene, surface: pygame.Surface, pile_area: pygame.Rect, tip: str) -> None:
    """The discard pile (at ``pile_area``) spread out above it, oldest first, 18 cards a row, and its
    hover text."""
    pile = tuple(scene.shown_view().discard)
    header = _("Discard pile ({n}), oldest first: the top card is on the right").format(n=len(pile))
    img = scene.cached(("strip", pile, tip),
                       lambda: widgets.gallery(header, [scene.art.face(c, MINI) for c in pile], tip))
    r = img.get_rect(bottomleft=(pile_area.x - 30, pile_area.y - 12))
    r.clamp_ip(pygame.Rect(0, TOP_H, PLAY_R, H - TOP_H))
    scene.overdraw.add(surface.blit(img, r))


def final(scene, report) -> bool:
    """Whether ``report`` (a ``CastingScore``) is the last casting's, on the final table: it dims
    the table below the top bar only, whose See the results, Rules and Menu stay in use."""
    return report.casting + 1 >= scene.state.castings


def _render_summary(scene, d) -> veil.Veil:
    """The casting report ``d`` (a ``CastingScore``) over the dimmed table: what each producer scored,
    the totals so far, and how the next casting begins (held as its panel and a strip of the dim:
    :mod:`game.ui.veil`)."""
    state = scene.state
    c, n = d.casting, state.num_players
    rows = [   # (label, a value per producer, the text's size and colour: plain, a total, the game's total)
        (_("Bands this casting"), d.bands, 24, theme.TEXT),
        (_("Best crossover (CO)"), [v or "–" for v in d.best_crossover], 24, theme.TEXT),
        (_("+5 best crossover"), [f"+{v}" if v else "–" for v in d.crossover_bonus], 24, theme.TEXT),
        (_("This casting"), [d.total(i) for i in range(n)], 28, theme.TEXT),
        (_("Total so far"), [sum(sc.total(i) for sc in state.casting_results()[:c + 1]) for i in range(n)], 28,
         theme.ACCENT),
    ]
    last = final(scene, d)
    top = TOP_H if last else 0
    if last:                           # (on the final table, before the results)
        foot = [_("That was the last casting: the game is over."),
                _("The results add +10 for the most crossover points over the whole game.")]
    else:
        foot = [_("The second deck comes into play.") if n == 2 and c % 2 == 0 else
                _("The discards and all bands are shuffled into a new deck; hands are kept."),
                _("{name} opens casting {n}. Repeated-genre penalties are lifted.").format(
                    name=scene.seats[state.starter].name, n=c + 2)]
    foot = [line for text in foot for line in theme.wrap(text, 22, SUMMARY_RECT.width - 80)]     # (30 px apart)
    title = _("Casting {n} of {total} is over").format(n=c + 1, total=state.castings)
    columns = [(seat.name, theme.rgb(seat.colour)) for seat in scene.seats]
    sub = _("The last report for The Boss") if last else _("A preliminary report for The Boss")
    return veil.report((W, H - top), SUMMARY_RECT.move(0, -top), (0, 0, 0, 150), 16, lambda size, rect: (
        widgets.score_report(size, rect, title, sub, columns, rows, foot)))
