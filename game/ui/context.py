"""One record of what a table shows now, for every presenter (issue 22): :class:`TableContext`.

A presenter (a game's prompts, hover texts, "why not" texts, status lines, and the data its
drawing reads) takes a context, never the scene. The kit builds it once per display version
(:meth:`game.ui.table.TableScene.context`); a test, or a view received from elsewhere, builds it
from a state or a view alone with :meth:`TableContext.of`. No pygame here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.i18n import _


@dataclass(frozen=True)
class TableContext:
    #: what the table draws: the viewer's view of the game (the public view when ``viewer`` is
    #: None; in a game without secrets the state itself)
    view: Any
    #: the seats in order (``name``, ``kind``: human/easy/normal/hard, ``colour``, ``is_bot``)
    seats: tuple
    #: whose view it is (None: the public view)
    viewer: int | None
    #: the seat that decides now (None: the game is over)
    to_act: int | None
    #: the human seat whose input the table takes now (None while a bot decides, while a
    #: pass-the-mouse cover stands or is due, on a read-only table)
    human_to_act: int | None
    #: this screen's human decides now, with nothing of the game's holding the table
    my_turn: bool
    #: the bot seat whose decision is being computed (None: none)
    thinking: int | None = None
    #: a pass-the-mouse cover stands, or is due before the seat to act may see the table
    cover_pending: bool = False
    #: an overlay of the game's waits for a click (a round's report): the game does not go on
    holding: bool = False
    #: a replay's table: nothing is played here
    read_only: bool = False
    #: what the player has picked so far: the game's composer state (Camp: a ``Selection``)
    selection: Any = None
    #: the hint on show (:class:`game.ui.hint.Hint`), None when none is
    hint: Any = None
    #: the log's lines so far
    log: tuple[str, ...] = ()
    #: what the table marks as recent (Camp: the tiles placed or moved in the turn before)
    recent: frozenset = frozenset()
    #: the seats played at this screen (None: every human seat; a remote table: its own seat alone)
    here: tuple | None = None

    @classmethod
    def of(cls, view, seats: Sequence, viewer: int | None = None, *, selection=None, thinking: int | None = None,
           cover_pending: bool = False, holding: bool = False, read_only: bool = False, hint=None,
           log: Iterable[str] = (), recent: Iterable = (), here: Iterable[int] | None = None) -> TableContext:
        """The context of ``view`` (a state or a seat's view of it) at a table of ``seats`` seen by
        ``viewer``: who decides comes from the view, whether this screen's human decides from the
        seats' kinds (or ``here``, the seats played at this screen), the cover, the holding and
        ``read_only``, as the kit decides them."""
        seats = tuple(seats)
        here = None if here is None else tuple(here)
        seat = view.current_player()
        to_act = seat if seat is not None and seat >= 0 else None
        ours = to_act is not None and (not seats[to_act].is_bot if here is None else to_act in here)
        human = to_act if ours and not cover_pending and not read_only else None
        return cls(view=view, seats=seats, viewer=viewer, to_act=to_act, human_to_act=human,
                   my_turn=human is not None and not holding, thinking=thinking, cover_pending=cover_pending,
                   holding=holding, read_only=read_only, selection=selection, hint=hint, log=tuple(log),
                   recent=frozenset(recent), here=here)

    # -- read from the fields -------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def humans(self) -> list[int]:
        """The seats played by people at this screen."""
        if self.here is not None:
            return list(self.here)
        return [i for i, seat in enumerate(self.seats) if not seat.is_bot]

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].is_bot

    def wait_why(self) -> str:
        """Why a click does nothing while another seat decides: whose turn it is (or the game is over)."""
        return wait_why(self.read_only, self.to_act, self.seats)

    def whose_turn(self, seat: int | None = None) -> str:
        """The top bar's words for who decides (``seat``, else the seat to act), the same at every
        table: "Your turn" for the one human at this screen, "Ann is thinking…" while a bot
        thinks, else "Ann's turn"; "" when nobody decides (the game is over: the game says so)."""
        seat = self.to_act if seat is None else seat
        if seat is None:
            return ""
        if self.thinking == seat:
            return _("{name} is thinking…").format(name=self.seats[seat].name)
        if self.human_to_act == seat and len(self.humans) == 1:
            return _("Your turn")
        return _("{name}'s turn").format(name=self.seats[seat].name)


def wait_why(read_only: bool, to_act: int | None, seats: Sequence) -> str:
    """Why a click does nothing now: a replay, the game over, or whose turn it is."""
    if read_only:
        return _("This is a replay: moves cannot be made here.")
    if to_act is None:
        return _("The game is over.")
    return _("Wait: it is {name}'s turn.").format(name=seats[to_act].name)
