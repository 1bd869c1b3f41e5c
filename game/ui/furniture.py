"""The furniture every table has in the same place, defined once for all games: the logical
canvas, the top bar's height, where the kit draws the game's title in it, the places of the Rules
and Menu buttons, and the log's hover text. A game's ``layout.py`` imports these (it defines none
of them); the kit draws and lists them (:mod:`.table_look`, :class:`~game.ui.table.TableScene`)."""

from __future__ import annotations

import pygame

from game.core.i18n import N_

from . import theme
from .scene import LOGICAL_SIZE

#: the logical canvas every table draws on (the app scales it to the window)
W, H = LOGICAL_SIZE
#: the top bar's height: a hotspot with a button look above it is one of the bar's buttons
TOP_H = 64
#: where the kit draws the game's title in the top bar: from x 24, centred on the bar, 30 px bold
TITLE_X, TITLE_SIZE = 24, 30
#: the top bar's buttons: their top, their height, and the room right of the last one
BAR_BUTTON_Y, BAR_BUTTON_H, BAR_MARGIN = 8, 48, 20
#: the hover text of the log panel (its hotspot ``log`` is listed by the kit)
LOG_TIP = N_("Every action so far. Scroll with the mouse wheel.")


def bar_buttons(width: int = 150, gap: int = 12) -> dict[str, pygame.Rect]:
    """``{"rules": rect, "menu": rect}``: the Rules and Menu buttons at the right end of the top bar,
    each ``width`` wide and ``gap`` apart, Menu last."""
    menu = pygame.Rect(W - BAR_MARGIN - width, BAR_BUTTON_Y, width, BAR_BUTTON_H)
    rules = pygame.Rect(menu.x - gap - width, BAR_BUTTON_Y, width, BAR_BUTTON_H)
    return {"rules": rules, "menu": menu}


def title_end(title: str) -> int:
    """Where the title the kit draws in the top bar ends: a game's own things in the bar (its
    status, a round's count) start some way after it."""
    return TITLE_X + theme.font(TITLE_SIZE, True).size(title)[0]
