"""The pending decision of a Boaromia state as a typed record (no pygame).

``BoaromiaState.pending()`` returns one of these; the table, the presenters and the tours read their
fields instead of the rules' decision stack. ``kind`` is ``state.decision()``: the setup's
``character`` and ``campsite``, ``next`` (who goes next), ``turn`` and ``drink`` (a festival-goer's
turn), ``photo``, ``goals`` (use a kept goal), ``keep_goal``, ``over``, and the team's decisions
on events and goals below (the chance decisions are plain :class:`Pending` records too).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.state import Pending


@dataclass(frozen=True)
class Pick(Pending):
    """Several festival-goers tie for an event card's effect: the team picks one."""

    event: str                  # the event card
    who: str                    # the effect's ``who`` (lowest_fun, nearest_show …)
    options: tuple[int, ...]    # the tied seats


@dataclass(frozen=True)
class SendTo(Pending):
    """The festival-goer ``seat`` is sent to ``area`` and picks the tile they land on."""

    area: str


@dataclass(frozen=True)
class CrowdFrom(Pending):
    """No crowd pawns left: the team moves one from the board to the place being crowded (or all it
    needs from one place: ``crowd_from_place``)."""

    to_fill: int                # tiles of that place still without a pawn
    to_move: int = 1            # pawns still to move there (the rest come from the supply as it fills)


@dataclass(frozen=True)
class GoalDone(Pending):
    """A goal is reached: the team uses its reward now or keeps it."""

    goal: str
    involved: tuple[int, ...]


@dataclass(frozen=True)
class Receiver(Pending):
    """A reward for one festival-goer: the team picks who receives it."""

    reward: str                 # the reward's id (fun, energy, coins, bladder, extra_steps …)
    amount: int | None


@dataclass(frozen=True)
class Countdown(Pending):
    """``share_fun`` (one fun point at a time) or ``remove_crowd`` (one pawn at a time): ``left`` to go."""

    left: int


def pending_of(st) -> Pending:
    """The pending decision of ``st`` (a BoaromiaState) as a typed record."""
    seat, kind = st.current_player(), st.decision()
    top = st.stack[-1] if st.phase == "effects" and st.stack else None
    if top is None:
        return Pending(seat, kind)
    if kind == "pick":
        effect = st.content.event_by_id[st.event].effects[top["i"]]
        return Pick(seat, kind, st.event, effect["who"], tuple(top["options"]))
    if kind == "send_to":
        return SendTo(seat, kind, top["area"])
    if kind == "crowd_from":
        return CrowdFrom(seat, kind, len(top["tiles"]), st.crowd_moves_left())
    if kind == "goal_done":
        return GoalDone(seat, kind, top["goal"], tuple(top["involved"]))
    if kind == "receiver":
        return Receiver(seat, kind, top["reward"], top["params"].get("amount"))
    if kind in ("share_fun", "remove_crowd"):
        return Countdown(seat, kind, top["left"])
    return Pending(seat, kind)
