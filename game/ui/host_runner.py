"""The host's own screen at a network table: the game's table drawn over a :class:`TableHost`
(no pygame).

The host holds the match (:class:`~game.net.host.TableHost`): every move is checked and applied
there, so the remote seats get their updates, the bots play and the autosave is written in one
place. The host's table scene reads a :class:`HostRunner` instead of a Runner, as a client's reads
a :class:`~game.net.remote_runner.RemoteRunner` (``remote`` is True: the table sends its moves,
runs no bot and saves nothing of its own):

``play(action)`` / ``undo(seat)``
    hand the move (or the take-back) to ``TableHost.play`` / ``TableHost.undo`` for the seat at
    this screen; a refusal raises :class:`IllegalAction` with the host's sentence. What the move
    caused comes with the next :meth:`take`, as a client's does.
``news()`` / ``take()``
    each look for news polls the host (``poll(0)``: never waits) and the table takes one change
    at a time: a seat's decision with the chance that followed it, or an undo.
``state``, ``match``, ``actors``, ``events``, ``log_lines()``
    a display copy of the host's match that follows it one change at a time (so the table's
    flights play one after another, as at a client). The copy never decides anything: it applies
    the host's own recorded actions (chance's outcomes included) in their order, which makes the
    host's states again exactly. The table shows each seat at this screen its own view.
``here``
    the seats played at this screen (the plan's ``screen`` seats); hot seat among them as at home.
"""

from __future__ import annotations

import logging

from game.core.match import Match, Runner, Seat
from game.core.state import CHANCE, Event, IllegalAction, State
from game.net.remote_runner import Change, NotSaved
from game.net.seats import SCREEN

log = logging.getLogger(__name__)


def _copy(runner: Runner, upto: int | None = None) -> Runner:
    """A Runner of the same match as ``runner`` with its first ``upto`` actions (all: None)."""
    m = runner.match
    actions = list(m.actions if upto is None else m.actions[:upto])
    match = Match(m.game_id, [Seat(s.name, s.kind, s.colour) for s in m.seats], m.seed, dict(m.options),
                  m.content_hash, actions)
    return Runner(match, runner.spec)


class HostRunner:
    """The runner of the host's table scene, over ``host`` (a started :class:`TableHost`); see the
    module's text. Who comes and goes the table reads from ``host.seats()`` itself."""

    #: the table asks this: the host decides (and saves), the table only shows and sends
    remote = True

    def __init__(self, host):
        if host.runner is None:
            raise ValueError("the table has not begun")
        self.host = host
        self.spec = host.spec
        self.here: tuple[int, ...] = tuple(i for i, p in enumerate(host.plan) if p.kind == SCREEN)
        self.shown = _copy(host.runner)
        self._seq = host.seq                 # the host's sequence number the copy has caught up with
        #: the table's own move or undo handed to the host, not yet taken back as a change ("" none)
        self.asked = ""
        #: the host refuses a move of this screen at once (``play`` raises): nothing to say later
        self.refusal = ""
        self._last_here = self.here[0] if self.here else None

    # -- what the table reads ------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.shown.state

    @property
    def match(self) -> Match:
        return self.shown.match

    @property
    def actors(self) -> list[int]:
        return self.shown.actors

    @property
    def events(self) -> list[list[Event]]:
        return self.shown.events

    @property
    def seat(self) -> int | None:
        """The seat at this screen the table takes input for now: the one to act, else the last."""
        turn = self.state.current_player()
        if turn in self.here:
            self._last_here = turn
            return turn
        return self._last_here

    @property
    def waiting(self) -> bool:
        return bool(self.asked)

    def log_lines(self) -> list[str]:
        return self.shown.log_lines()

    def view_for(self, seat: int) -> State:
        return self.state.view(seat)

    def to_json(self) -> dict:
        raise NotSaved()

    def start(self) -> list[Event]:
        """The host dealt already: nothing to do here."""
        return []

    # -- moves -----------------------------------------------------------------------------
    def play(self, action) -> list[Event]:
        """Hand ``action`` of the seat to act (one at this screen) to the host; no events here:
        they come with :meth:`take`. IllegalAction with the host's reason when it refuses."""
        seat = self.state.current_player()
        if seat not in self.here:
            raise IllegalAction("it is not your turn")
        if self.asked:
            raise IllegalAction("your last move is still being shown")
        why = self.host.play(seat, action)
        if why:
            raise IllegalAction(why)
        self.asked = "act"
        return []

    def can_undo(self, seat: int) -> bool:
        """The host would take ``seat``'s last move back now, and the table shows the game as it is."""
        return (seat in self.here and not self.asked and not self._behind()
                and not self.host.why_not_undo(seat))

    def undo(self, seat: int) -> None:
        if seat not in self.here:
            raise IllegalAction("that seat is not played at this screen")
        why = self.host.undo(seat)
        if why:
            raise IllegalAction(why)
        self.asked = "undo"

    # -- news --------------------------------------------------------------------------------
    def poll(self) -> None:
        """Let the host read what came and its bots play (at once, never waits)."""
        try:
            self.host.poll(0)
        except Exception:                 # (the host never raises for a client; a fault of ours)
            log.exception("the host's poll failed")

    def _behind(self) -> bool:
        return self.host.runner is not None and self.host.seq != self._seq

    def news(self) -> bool:
        """A change at the host the table has not taken yet (polls the host first; never waits)."""
        self.poll()
        return self._behind()

    def take(self) -> Change | None:
        """The next change the host made, now the copy's state (None: none, or it changed
        nothing the table shows)."""
        real = self.host.runner
        if real is None or not self._behind():
            return None
        mine, theirs = self.shown.match.actions, real.match.actions
        same = 0
        for a, b in zip(mine, theirs, strict=False):
            if a != b:
                break
            same += 1
        if same < len(mine):                      # an undo at the host: back to what both have
            cut = next((self.shown.actors[i] for i in range(same, len(mine)) if self.shown.actors[i] != CHANCE),
                       None)
            self.shown = _copy(real, same)
            if self.asked == "undo":
                self.asked = ""
            self._caught_up()
            return Change("undo", cut, [])
        if same == len(theirs):
            self._seq = self.host.seq
            return None
        actor = real.actors[same]
        events: list[Event] = []
        index = same
        while index < len(theirs) and (index == same or real.actors[index] == CHANCE):
            events += self.shown.replay(theirs[index])     # (as a Runner replays a save)
            index += 1
        self._caught_up()
        if actor == CHANCE:                       # (chance alone: nothing a seat did)
            return Change("same", None, events)
        if self.asked == "act" and actor in self.here:
            self.asked = ""
        return Change("move", actor, events)

    def _caught_up(self) -> None:
        if list(self.shown.match.actions) == list(self.host.runner.match.actions):
            self._seq = self.host.seq
