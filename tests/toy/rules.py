"""Noughts and crosses, the toy game's rules (no pygame): two seats put their marks in turn on a
3x3 board; three in a row wins, a full board without one is a draw."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.i18n import N_, _
from game.core.state import TERMINAL, Event, Pending, State, applies

from .events import LOG

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
EMPTY = -1
MARKS = ("X", "O")
CELL_NAMES = (N_("top left"), N_("top middle"), N_("top right"), N_("middle left"), N_("centre"),
              N_("middle right"), N_("bottom left"), N_("bottom middle"), N_("bottom right"))


@dataclass(frozen=True)
class Mark(Pending):
    """The seat to act puts its mark in one of the ``free`` cells (kind "mark")."""

    free: tuple[int, ...] = ()


class NoughtsState(State):
    game_id = "noughts"
    __slots__ = ("content", "num_players", "options", "board", "turn", "line")

    def __init__(self, content, options):
        self.content, self.num_players, self.options = content, 2, options
        self.board, self.turn, self.line = [EMPTY] * 9, 0, None

    def free(self) -> tuple[int, ...]:
        return tuple(i for i, seat in enumerate(self.board) if seat == EMPTY)

    def current_player(self) -> int:
        return TERMINAL if self.line is not None or not self.free() else self.turn

    def decision(self) -> str:
        return "over" if self.is_terminal() else "mark"

    def pending(self) -> Pending:
        return Mark(self.current_player(), self.decision(), self.free() if not self.is_terminal() else ())

    def legal_actions(self) -> list[tuple]:
        return [] if self.is_terminal() else [("mark", cell) for cell in self.free()]

    @applies("mark")
    def mark(self, cell: int) -> list[Event]:
        seat = self.turn
        self.board[cell] = seat
        events = [Event("marked", seat, {"cell": cell})]
        for line in LINES:
            if all(self.board[c] == seat for c in line):
                self.line = list(line)
                return events + [Event("won", seat, {"line": list(line)})]
        if not self.free():
            return events + [Event("drawn")]
        self.turn = 1 - seat
        return events

    def returns(self) -> list[float]:
        if self.line is None:
            return [0.5, 0.5]
        winner = self.board[self.line[0]]
        return [1.0 if seat == winner else 0.0 for seat in range(2)]

    def clone(self) -> NoughtsState:
        twin = object.__new__(NoughtsState)
        twin.content, twin.num_players, twin.options = self.content, 2, self.options
        twin.board, twin.turn, twin.line = list(self.board), self.turn, self.line
        return twin

    def view(self, seat: int) -> NoughtsState:
        twin = self.clone()
        twin.is_view = True
        return twin

    def determinize(self, rng) -> NoughtsState:
        return self.clone()                       # nothing is hidden

    def describe(self, event: Event, names: list[str]) -> str:
        return LOG(event, self, names, default="")

    def score_table(self, names: list[str]) -> dict:
        winners = [s for s, r in enumerate(self.returns()) if r == 1.0]
        headline = (_("{name} wins with three in a row.").format(name=names[winners[0]]) if winners
                    else _("A draw: the board is full."))
        return {"headline": headline, "winners": winners, "columns": names, "notes": [],
                "rows": [{"label": _("Marks on the board"), "values": [self.board.count(s) for s in range(2)],
                          "style": "row"},
                         {"label": _("Three in a row"), "values": [int(s in winners) for s in range(2)],
                          "style": "total"}]}


LOG.headline("won", "drawn")


@LOG.on("marked")
def _marked(ev, st, names):
    return _("{name} puts {mark} in the {cell}.").format(name=names[ev.seat], mark=MARKS[ev.seat],
                                                        cell=_(CELL_NAMES[ev.data["cell"]]))


@LOG.on("won")
def _won(ev, st, names):
    return _("{name} has three in a row and wins.").format(name=names[ev.seat])


@LOG.on("drawn")
def _drawn(ev, st, names):
    return _("The board is full: a draw.")


def new_state(content, num_players: int, options) -> NoughtsState:
    return NoughtsState(content, options)


def state_from_json(data: dict, content) -> NoughtsState:
    return NoughtsState.from_json(data, content)
