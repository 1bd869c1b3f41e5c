"""The toy table: the board, the prompt and the log on the kit's furniture."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.ui import theme
from game.ui.anim import Timeline
from game.ui.furniture import TOP_H
from game.ui.hotspots import Hotspot
from game.ui.pieces import Piece, piece
from game.ui.table import TableScene
from game.ui.widgets import LogPanel

from . import presenters
from .events import ANIMATE
from .rules import EMPTY

CELL, GAP, BOARD_X, BOARD_Y = 232, 12, 300, TOP_H + 96
CELLS = [pygame.Rect(BOARD_X + (i % 3) * (CELL + GAP), BOARD_Y + (i // 3) * (CELL + GAP), CELL, CELL)
         for i in range(9)]
PROMPT_RECT = pygame.Rect(1100, BOARD_Y, 460, 300)
LOG_RECT = pygame.Rect(1600, 76, 304, 992)


class NoughtsScene(TableScene):
    name = "noughts"
    PROMPT_AREA = PROMPT_RECT

    def __init__(self, app, runner):
        super().__init__(app, runner)
        self.log_panel = LogPanel(LOG_RECT, empty=_("Every move will be written here."))

    def lay_out(self) -> list[Piece]:
        """The prompt and the nine cells, each cell drawn, clicked and pulsed from this one record."""
        ctx = self.context()
        out = [piece("prompt", PROMPT_RECT, "prompt", id="prompt")]       # (the guide points at it)
        for cell, rect in enumerate(CELLS):
            why = presenters.cell_why(ctx, cell)
            out.append(piece(("cell", cell), rect, "board", id=f"cell:{cell}", data=cell, draw=self.draw_cell,
                             action=None if why else ("mark", cell), why=why, tip=presenters.cell_tip(ctx, cell),
                             ring=(8, 4, 18)))
        return out

    def render_layer(self, layer: pygame.Surface):
        ctx = self.context()
        layer.fill(theme.BG)
        self.draw_top_bar(layer, _("Noughts and crosses"), presenters.status(ctx))
        yield
        self.draw_pieces(layer, "board")
        line = ctx.view.line or ()
        if line:
            pygame.draw.line(layer, theme.HILITE, CELLS[line[0]].center, CELLS[line[-1]].center, 10)
        yield
        self.draw_prompt_panel(layer, PROMPT_RECT, ctx.my_turn)
        said = self.prompt()
        inner = PROMPT_RECT.inflate(-40, -40)
        self.draw_prompt_text(layer, inner.x, inner.y, inner.width, inner.bottom, said["title"], said["detail"],
                              ctx.my_turn)
        self.draw_buttons(layer)
        yield
        self.log_panel.draw(layer, self.log, self.log_scroll)

    def draw_cell(self, layer: pygame.Surface, cell: Piece) -> None:
        """A cell: lit when it is part of the winning line, with its mark."""
        view, rect = self.context().view, cell.area
        won = cell.data in (view.line or ())
        layer.blit(self.panel_image(rect.size, theme.PANEL, theme.HILITE if won else theme.PANEL_BORDER,
                                    16, 4 if won else 2), (rect.x - 3, rect.y - 3))
        if view.board[cell.data] != EMPTY:
            layer.blit(self.mark(view.board[cell.data], 255), rect)

    def mark(self, seat: int, alpha: int) -> pygame.Surface:
        """A cell's X (seat 0) or O (seat 1) in the seat's colour: the shape says whose, not only the colour."""
        def make():
            surf = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
            ink, m = (*theme.rgb(self.seats[seat].colour), alpha), 52
            if seat == 0:
                pygame.draw.line(surf, ink, (m, m), (CELL - m, CELL - m), 22)
                pygame.draw.line(surf, ink, (m, CELL - m), (CELL - m, m), 22)
            else:
                pygame.draw.circle(surf, ink, (CELL // 2, CELL // 2), CELL // 2 - m + 8, 20)
            return surf
        return self.cached(("mark", seat, alpha), make)

    def draw_extras(self, surface: pygame.Surface, spot: Hotspot | None) -> str | None:
        """The mark a click would put, faint, in the hovered cell."""
        if spot is not None and spot.action is not None:
            self.overdraw.add(surface.blit(self.mark(self.state.turn, 90), spot.area))
        return None

    def on_events(self, events) -> None:
        Timeline(self).run(ANIMATE, events)


@ANIMATE.on("marked")
def _marked(ev, tl: Timeline) -> None:
    tl.sound("tile_place")
    tl.pulse(tl.scene.pieces().area(("cell", ev.data["cell"])), theme.rgb(tl.scene.seats[ev.seat].colour), 0.5)


@ANIMATE.on("won")
def _won(ev, tl: Timeline) -> None:
    tl.banner(_("Three in a row!"), tl.scene.names()[ev.seat], theme.GOOD, "win")


@ANIMATE.on("drawn")
def _drawn(ev, tl: Timeline) -> None:
    tl.banner(_("A draw"), _("The board is full."), theme.TEXT_DIM)
