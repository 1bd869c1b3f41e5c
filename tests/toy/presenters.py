"""The toy table's words (no pygame): presenters of the kit's context, the first-game pointers
and the Hint's line."""

from __future__ import annotations

from game.core.i18n import N_, _

from .rules import CELL_NAMES, EMPTY, LINES, MARKS

GUIDE = [("cell:4", N_("Click an empty cell to put your mark there: X for the first seat, O for the second.")),
         ("prompt", N_("Here the table says what to do. Hint (H) marks what the Normal bot would play."))]


def status(ctx) -> str:
    if ctx.to_act is None:
        return _("Game over.")
    name = ctx.names[ctx.to_act]
    if ctx.thinking is not None:
        return _("{name} is thinking…").format(name=name)
    return _("{name} plays {mark}.").format(name=name, mark=MARKS[ctx.to_act])


def prompt(ctx) -> dict:
    """The prompt's title and detail."""
    detail = _("Three marks in a row win: across, down or from corner to corner.")
    if ctx.to_act is None:
        return {"title": _("The game is over."), "detail": detail}
    if not ctx.my_turn:
        return {"title": ctx.wait_why(), "detail": detail}
    return {"title": _("Put your {mark} in an empty cell.").format(mark=MARKS[ctx.to_act]), "detail": detail}


def cell_why(ctx, cell: int) -> str:
    """Why a click on ``cell`` plays nothing ("" when it plays)."""
    if not ctx.my_turn:
        return ctx.wait_why()
    owner = ctx.view.board[cell]
    if owner != EMPTY:
        return _("The {cell} is taken: {mark} lies there.").format(cell=_(CELL_NAMES[cell]), mark=MARKS[owner])
    return ""


def cell_tip(ctx, cell: int) -> str:
    owner = ctx.view.board[cell]
    if owner == EMPTY:
        return _("The {cell}: empty.").format(cell=_(CELL_NAMES[cell]))
    return _("The {cell}: {name}'s {mark}.").format(cell=_(CELL_NAMES[cell]), name=ctx.names[owner],
                                                   mark=MARKS[owner])


def hint_line(view, action) -> str:
    """Why the Normal bot marks where it does: it wins, it blocks, or the kit's line."""
    cell, me = action[1], view.turn
    for who, text in ((me, N_("Hint: the {cell} completes your row.")),
                      (1 - me, N_("Hint: the {cell} blocks the other's row."))):
        if any(cell in line and [view.board[c] for c in line].count(who) == 2 for line in LINES):
            return _(text).format(cell=_(CELL_NAMES[cell]))
    return ""
