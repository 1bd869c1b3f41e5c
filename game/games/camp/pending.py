"""What Camp Roskilde waits for, as typed records (no pygame): the table, its presenters and the tests read
these through :meth:`CampState.pending <.rules.CampState.pending>`, never the rules' stack."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.state import Pending


@dataclass(frozen=True)
class MainTurn(Pending):
    """The turn's main move (kind "main"): place a grounds tile, or a variant's alternative."""


@dataclass(frozen=True)
class ChainChoice(Pending):
    """A tile's rule asks (kind: its ability, "bum", "mr_chaos", "gamble" …).

    ``tile`` is the tile that asks, ``camp`` and ``space`` where it works, ``to`` the camp The
    Player left for (None: the discard pile), ``drawn`` the tile drawn to be placed (Mr. Chaos,
    Take a chance), ``vibe`` the vibe Music scares away from."""

    ability: str = ""
    tile: int | None = None
    camp: int | None = None
    space: int | None = None
    to: int | None = None
    drawn: int | None = None
    vibe: str | None = None


@dataclass(frozen=True)
class Tiebreak(Pending):
    """The Tiebreaker names the winner among the tied ``candidates`` (kind "tiebreak")."""

    candidates: tuple[int, ...] = ()


CHOICE_FIELDS = ("ability", "tile", "camp", "space", "to", "drawn", "vibe")
