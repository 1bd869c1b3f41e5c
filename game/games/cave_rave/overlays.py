"""What is drawn each frame over the Höhlengrölen table's static layer: hover
outlines (a hand card brought to the front), the discard pile spread out, the
flying cards, the casting report, and the hover text. Functions of the scene
(they only draw, filling the scene's surface cache)."""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _
from game.ui import theme

from .layout import BUTTONS, DISCARD_RECT, MINI, PLAY_R, SUMMARY_RECT, TOP_H, H, W, corners


def draw_frame(scene, s: pygame.Surface) -> None:
    """Over the static layer: the hovered thing, flying cards, the casting report, the hover text."""
    spot = scene.draw_hover(s) if scene.summary is None else None      # lit buttons, rings
    hover = spot.id if spot is not None else ""
    if hover.startswith("card:") and ("hand", spot.data) not in scene.anims.hidden():
        r, angle, _hit = scene.layout.hand[spot.data]
        img = scene.art.hand_card(spot.data, spot.data in scene.selected, angle)     # brought to the front
        s.blit(img, img.get_rect(center=r.center))
        pygame.draw.polygon(s, theme.HILITE, corners(r, angle), 3)
    elif hover == "discard" and scene.v.discard:
        _draw_discard_strip(scene, s, spot.hover_text())
    scene.anims.draw(s)
    if scene.summary is not None and not scene.anims.busy():
        s.blit(scene.cached(("summary", id(scene.summary)), lambda: _render_summary(scene)), (0, 0))
        scene.draw_button(s, BUTTONS["continue"], scene.spots().get("continue").look, scene.hover == "continue")
    if hover != "discard" or not scene.v.discard:        # the spread-out discard pile says it all
        scene.draw_hover_text(s)


def _draw_discard_strip(scene, s: pygame.Surface, tip: str) -> None:
    """The discard pile spread out above it, oldest first, 18 cards a row, and its hover text."""
    pile = tuple(scene.v.discard)

    def make():
        header = _("Discard pile ({n}), oldest first: the top card is on the right").format(n=len(pile))
        w = max(28 + 46 * (min(18, len(pile)) - 1) + MINI[0], theme.font(20, True).size(header)[0] + 40)
        y = 48 + (len(pile) + 17) // 18 * (MINI[1] + 8)          # under the cards
        lines = theme.wrap(tip, 20, w - 28)
        surf = pygame.Surface((w, y + 24 * len(lines) + 14), pygame.SRCALPHA)
        theme.panel(surf, surf.get_rect().inflate(-8, -8), (30, 28, 38), theme.HILITE, radius=10)
        theme.text(surf, header, (16, 12), 20, theme.HILITE, bold=True)
        for i, c in enumerate(pile):
            surf.blit(scene.art.face(c, MINI), (14 + i % 18 * 46, 44 + i // 18 * (MINI[1] + 8)))
        for i, line in enumerate(lines):
            theme.text(surf, line, (16, y + 24 * i), 20, theme.TEXT)
        return surf
    img = scene.cached(("strip", pile, tip), make)
    r = img.get_rect(bottomleft=(DISCARD_RECT.x - 30, DISCARD_RECT.y - 12))
    r.clamp_ip(pygame.Rect(0, TOP_H, PLAY_R, H - TOP_H))
    s.blit(img, r)


def _render_summary(scene) -> pygame.Surface:
    """The casting report over the dimmed table: what each producer scored, the totals so far, and how
    the next casting begins."""
    d, st, r = scene.summary, scene.state, SUMMARY_RECT
    c, n = d.casting, st.num_players
    surf = pygame.Surface((W, H), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 150))
    theme.panel(surf, r, (34, 30, 42), theme.ACCENT, radius=18, width=3)
    title = _("Casting {n} of {total} is over").format(n=c + 1, total=st.castings)
    theme.text(surf, title, (r.centerx, r.y + 24), 40, theme.ACCENT, bold=True, anchor="midtop")
    theme.text(surf, _("A preliminary report for The Boss"), (r.centerx, r.y + 76), 22, theme.TEXT_DIM,
               anchor="midtop")
    col_w = min(170, (r.width - 390) // n)
    lx = r.centerx - (330 + col_w * n) // 2           # the row labels, then a column per producer
    cols = [lx + 330 + i * col_w + col_w // 2 for i in range(n)]
    for cx, seat in zip(cols, scene.seats, strict=True):
        name = theme.text(surf, seat.name, (cx + 4, r.y + 124), 22, theme.TEXT, bold=True, anchor="midtop")
        pygame.draw.circle(surf, theme.rgb(seat.colour), (name.x - 16, name.y + 13), 8)
    rows = [   # (label, a value per producer, the text's size and colour: plain, a total, the game's total)
        (N_("Bands this casting"), d.bands, 24, theme.TEXT),
        (N_("Best crossover (CO)"), [v or "–" for v in d.best_crossover], 24, theme.TEXT),
        (N_("+5 best crossover"), [f"+{v}" if v else "–" for v in d.crossover_bonus], 24, theme.TEXT),
        (N_("This casting"), [d.total(i) for i in range(n)], 28, theme.TEXT),
        (N_("Total so far"), [sum(sc.total(i) for sc in st.casting_results()[:c + 1]) for i in range(n)], 28,
         theme.ACCENT),
    ]
    for k, (label, values, size, colour) in enumerate(rows):
        y, strong = r.y + 168 + 48 * k, size > 24
        pygame.draw.line(surf, theme.PANEL_BORDER, (lx - 16, y - 6), (lx + 330 + col_w * n + 16, y - 6), 1)
        theme.text(surf, _(label), (lx, y + 4), 24, theme.TEXT if strong else theme.TEXT_DIM, bold=strong)
        for cx, val in zip(cols, values, strict=True):
            theme.text(surf, str(val), (cx, y + 2), size, colour, bold=strong, anchor="midtop")
    foot = [_("The second deck comes into play.") if n == 2 and c % 2 == 0 else
            _("The discards and all bands are shuffled into a new deck; hands are kept."),
            _("{name} opens casting {n}. Repeated-genre penalties are lifted.").format(
                name=scene.seats[st.starter].name, n=c + 2)]
    for i, line in enumerate(foot):
        theme.text(surf, line, (r.centerx, r.y + 422 + 30 * i), 22, theme.TEXT, anchor="midtop")
    return surf
