"""A table's seat plan and who sits where now (no pygame).

The host of a table says, for each seat, who plays it (:class:`SeatPlan`): a player at the host's
own screen (``screen``: hot seat, as a local game), a **remote** player who joins over the
network, or a bot of a level (``easy``, ``normal``, ``hard``). :class:`Presence` is what the host
knows of each seat while the table is open: the name, the seat's token (remote seats only, kept
on the host and never sent to anyone but the seat's player), the connection that holds it, and
since when it is away.

A seat's state, as the ``seats`` message carries it (``protocol.MESSAGES``):

``open``
    a remote seat nobody has taken yet
``here``
    a remote seat whose player is connected
``away``
    a remote seat whose player dropped (or said bye); it waits for a rejoin with the seat token
``bot``
    a bot's seat, or an away seat a bot plays until its player is back (the host's option)
``screen``
    played at the host's own screen
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.bots import LEVELS
from game.core.match import clean_name

SCREEN, REMOTE = "screen", "remote"
#: what a seat of the plan may be
PLAN_KINDS = (SCREEN, REMOTE) + LEVELS
OPEN, HERE, AWAY, BOT = "open", "here", "away", "bot"


@dataclass
class SeatPlan:
    """Who plays one seat: ``kind`` one of :data:`PLAN_KINDS`; ``name`` the seat's name (a remote
    seat's is the joining player's; "" until then)."""
    kind: str
    name: str = ""
    colour: str = ""

    def __post_init__(self):
        if self.kind not in PLAN_KINDS:
            raise ValueError(f"{self.kind!r} is not a seat plan: expected one of {', '.join(PLAN_KINDS)}")
        self.name = clean_name(self.name) if self.name else ""

    @property
    def is_bot(self) -> bool:
        return self.kind in LEVELS

    @property
    def is_remote(self) -> bool:
        return self.kind == REMOTE

    @property
    def match_kind(self) -> str:
        """The seat's kind in the match (``Seat.kind``): a bot's level, else ``human``."""
        return self.kind if self.is_bot else "human"

    def to_json(self) -> dict:
        return {"kind": self.kind, "name": self.name, "colour": self.colour}

    @classmethod
    def from_json(cls, data) -> SeatPlan:
        if not isinstance(data, dict):
            raise ValueError("a seat plan is an object")
        name, colour = data.get("name", ""), data.get("colour", "")
        if not isinstance(name, str) or not isinstance(colour, str):
            raise ValueError("a seat plan's name and colour are texts")
        return cls(data.get("kind"), name, colour)


def parse_plan(text: str) -> list[SeatPlan]:
    """A plan written as a comma list (``remote,remote,normal,screen``; ``remote:Anna`` names a
    seat); ValueError on a word that is not a plan kind."""
    plan = []
    for part in text.split(","):
        kind, _colon, name = part.strip().partition(":")
        plan.append(SeatPlan(kind.strip(), name.strip()))
    return plan


@dataclass
class Presence:
    """What the host knows of one seat now."""
    #: the remote seat's token (None for other seats, and before a player took it)
    token: str | None = None
    #: the connection that holds the seat (None: nobody connected)
    conn: int | None = None
    #: since when (the host's clock) the seat's player is away; None while here or never joined
    away_since: float | None = None
    #: a bot plays the away seat now (the host's ``away_bot`` option)
    stand_in: bool = False
