"""The static layer of the Rock'n Rodeo table, drawn only when something changed, part by part:
the meadow, the top bar, the grounds on show (:mod:`.grounds`: the stage, the campsite, the fans,
the stands and upgrades, the tracks), the market (:mod:`.market`), the hand (:mod:`.hand`), the
prompt, the rivals' strips (:mod:`.rivals`), the log and the buttons. Every part draws the pieces
of :mod:`.on_table` on show (:func:`.parts.shown`); the pictures come from :mod:`.art`."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.ui import theme
from game.ui.furniture import title_end
from game.ui.layer import blit_in_bands

from . import art, grounds, hand, layout, market, presenters, rivals
from .parts import PANEL_FILL


def _backdrop(scene) -> pygame.Surface:
    """The meadow with the see-through panels that never move on it, drawn once: the grounds, the
    market, the hand, and under the pieces that always lie in the same place (the fans at the
    tents, the stand stacks, the upgrades in the market)."""
    def make():
        out = pygame.Surface((layout.W, layout.H))
        out.blit(art.IMAGES.get("rodeo/table.png", (layout.W, layout.H), alpha=False, keep=False), (0, 0))
        under = [(one.area, 200) for one in scene.pieces().of("fans")]
        under += [(one.area, 230) for one in scene.pieces().of("stock") if one.key[0] != "supply"]
        for r, alpha in ((layout.GROUNDS, 120), (layout.MARKET, 215), (layout.HAND, 215), *under):
            out.blit(scene.fill_image(r.size, PANEL_FILL, alpha, 14), r)
        return out
    return scene.cached(("backdrop",), make)


def render_layer(scene, surface: pygame.Surface):
    """Everything static, drawn into ``surface`` part by part (each ``yield`` ends a part:
    :mod:`game.ui.layer` may go on with the next one in the next frame)."""
    yield from blit_in_bands(surface, _backdrop(scene))
    yield
    _top_bar(scene, surface)
    yield
    yield from grounds.draw_grounds(scene, surface)
    yield
    yield from market.draw_market(scene, surface)
    yield
    hand.draw_hand(scene, surface)
    yield
    _prompt(scene, surface)
    yield
    rivals.draw_rivals(scene, surface)
    yield
    scene.log_panel.draw(surface, scene.log, scene.log_scroll)
    scene.draw_buttons(surface)


def _top_bar(scene, surface: pygame.Surface) -> None:
    ctx = scene.context()
    actor = ctx.to_act
    colour = theme.rgb(ctx.seats[actor].colour) if actor is not None else theme.TEXT
    title = _("Rock'n Rodeo")
    after = title_end(title) + 24       # the status starts after the title, however long
    scene.draw_top_bar(surface, title, presenters.status(ctx), colour, max(250, after))


def _prompt(scene, surface: pygame.Surface) -> None:
    r = layout.PROMPT_RECT
    mine = scene.context().my_turn
    scene.draw_prompt_panel(surface, r, mine)
    p = scene.prompt()
    bottom = scene.buttons_top(r, r.bottom - 12) - 8
    scene.draw_prompt_text(surface, r.x + 18, r.y + 14, r.width - 36, bottom, p["title"], p["detail"], mine)
