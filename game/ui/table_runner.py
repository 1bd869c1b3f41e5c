"""What a table scene reads of the game it shows: the runner's protocol, written down once.

Three kinds of runner stand behind a table: :class:`game.core.match.Runner` (a game played at this
screen), :class:`game.ui.host_runner.HostRunner` (the host's screen of a network table: the
TableHost holds the game) and :class:`game.net.remote_runner.RemoteRunner` (a joined player's or
a spectator's screen: the host's updates). The table reads each through :class:`TableRunner`;
``remote`` says which side of it holds: False, the table plays the rules itself (its bots, its
autosave, its results of its own match); True, another side decides and the table also reads
:class:`NetworkRunner`'s members (and at a joined player's screen :class:`JoinedRunner`'s).
``tests/ui/test_table_runner.py`` holds the three classes and the table kit's code to these lists.
"""

from __future__ import annotations

from typing import Protocol

from game.core.state import Event, State


class TableRunner(Protocol):
    """Every runner (module text)."""

    spec: object
    state: State
    #: the seats, the options, the seed (at a joined player's screen its own, for hints) and the
    #: actions (at a joined player's screen only their count)
    match: object
    #: who decided each step, and its events (the log, the last move's marks, the recap)
    actors: list[int]
    events: list[list[Event]]
    #: another side decides (module text)
    remote: bool

    def start(self) -> list[Event]: ...

    def play(self, action) -> list[Event]: ...

    def can_undo(self, seat: int) -> bool: ...

    def undo(self, seat: int) -> None: ...

    def log_lines(self) -> list[str]: ...

    def view_for(self, seat: int) -> State: ...

    def to_json(self) -> dict: ...


class NetworkRunner(TableRunner, Protocol):
    """A network table's runner (``remote`` True): the seats played at this screen, what of theirs
    is on its way, and the host's changes taken one at a time."""

    #: the seats played at this screen (a joined player's: its seat; a spectator's: none)
    here: tuple[int, ...]
    #: this screen's seat where it plays one (None: a spectator, or the host's screen between seats)
    seat: int | None
    #: what of this screen's is on its way ("act", "undo" or "")
    asked: str
    #: the host's last refusal ("" none)
    refusal: str

    @property
    def waiting(self) -> bool: ...

    def news(self) -> bool: ...

    def take(self): ...



class JoinedRunner(NetworkRunner, Protocol):
    """A joined player's or a spectator's runner (not the host's screen): its connection may be
    lost and made again (:mod:`game.ui.online_table`)."""

    #: the connection is lost for now: nothing is sent
    offline: bool
    #: why the host would not take this screen back ("" none)
    turned_away: str

    def rejoined(self) -> None: ...
