"""The host of a network table (no pygame): the one authority over the match.

:class:`TableHost` holds the :class:`~game.core.match.Runner` (the match: seed, options, seats,
actions), the seat plan (each seat played at this screen, by a remote player, or by a bot of a
level: :mod:`.seats`), the join code and the watch code, the seat tokens, and the bots. It checks
every message a client sends against the rules as they are and answers each one; nothing a client
sends can change the state unless it is a legal move of that client's seat at its turn, or an undo
the rules allow. Each seat is sent only what it may know (:func:`~game.net.seat_view.seat_update`).

It is driven by polling, so a pygame frame loop and the headless ``openair host`` drive it the
same way::

    host = TableHost("camp", [SeatPlan("screen", "Anna"), SeatPlan("remote"), SeatPlan("normal")])
    port = host.open()                  # listens on 127.0.0.1 unless told another address
    ...                                 # show host.join_code; players join
    while True:
        for note in host.poll(timeout=0.05):   # at once in a frame loop (timeout 0)
            ...                         # who joined, who moved: redraw
        if host.ready() and not host.started:
            host.start()

The order of the game: a **lobby** while remote players join (each ``join`` with the join code
takes an open remote seat and gets its token), then :meth:`TableHost.start` deals; from then on,
after every change, every connected seat gets an ``update`` with the table's new sequence number
(:attr:`TableHost.seq`) and its payload. A client's ``act`` carries the sequence number of the
last update it saw; one for an earlier moment (a replay, a move sent twice, a move sent before
the table changed) is refused, so a move is never played on a table its player did not see.

Bots play on the host, on a thread of their own (``bots_on_thread``; inline otherwise), each on
its own view, with a generator seeded from the match seed and the action count. A remote player
who drops is shown as away; with ``away_bot`` set (a level), a bot plays the seat once it has been
away ``away_after`` seconds (90), until the player rejoins; else the table waits for them.

The host autosaves after every change as a local table does, on the background writer, into an
autosave of its own (``game.core.saves.hosted_autosave_path``, or the path given: hosting never
replaces a local game's autosave), and keeps its codes, plan and tokens beside it in
a table file of their own (:mod:`.table_file`): :meth:`TableHost.resume` continues the table with
the same codes and tokens, and players who rejoin get their seats back.
"""

from __future__ import annotations

import json
import logging
import random
import secrets
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_for
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import registry, saves
from game.core.bots import choose_action
from game.core.i18n import _, sentence
from game.core.match import Runner, Seat
from game.core.state import CHANCE, IllegalAction, action_from_json

from . import codes, table_file
from .address import DEFAULT_ADDRESS, DEFAULT_PORT
from .guard import Guard
from .protocol import Message, ProtocolError, hello, mismatch
from .seat_view import seat_update
from .seats import AWAY, BOT, HERE, OPEN, SCREEN, Presence, SeatPlan
from .transport import Closed, Opened, Server

log = logging.getLogger(__name__)

#: seconds a remote seat is away before a bot may play it (``away_bot``)
AWAY_AFTER = 90.0
#: the option that switches take-backs off (as the local table reads it)
TAKE_BACKS = "take_backs"


@dataclass(frozen=True)
class Note:
    """What happened at the table, for the host's own screen (:meth:`TableHost.poll`).

    ``kind`` one of ``joined`` (a remote seat was taken: ``seat``, ``data["name"]``), ``back``
    (its player rejoined), ``away`` (dropped or said bye), ``stand_in`` (a bot plays the away seat
    now), ``watching`` (a spectator came or went: ``data["watchers"]``), ``started``, ``played``
    (``seat`` moved: ``data["events"]``, the events as the host saw them, ``data["action"]``),
    ``undone`` (``seat`` took a move back), ``refused`` (a client's message was refused:
    ``data["about"]``, ``data["why"]``), ``over`` (the game ended)."""
    kind: str
    seat: int | None = None
    data: dict = field(default_factory=dict)


@dataclass
class _Conn:
    """One client's connection as the host knows it."""
    id: int
    address: str
    hello: dict | None = None
    seat: int | None = None
    watcher: bool = False


def bot_rng(seed: int, action_count: int) -> random.Random:
    """A bot's generator for the decision at ``action_count`` (the same as the local table's)."""
    return random.Random(f"openair-bot/{seed}/{action_count}")


class TableHost:
    """One table, hosted (module docstring).

    ``game_id``: the game; ``plan``: one :class:`SeatPlan` per seat (as many as the game takes);
    ``seed`` (a random one when None) and ``options`` (the game's, checked: ValueError) make the
    match. ``address`` and ``port``: where :meth:`open` listens (127.0.0.1, a free port with 0).
    ``autosave``: True for the hosted table's autosave in the user folder, a Path for another file,
    False for none. ``away_bot``: a bot level that plays a seat away for ``away_after`` seconds,
    or None to wait. ``clock``: the time source for presence (tests give their own).
    ``server_options``: passed to :class:`~game.net.transport.Server` (its rate bounds, pings).
    ``bot_budget``: a Hard bot's seconds per decision. ``bots_on_thread``: the bots think on a
    thread of their own (the frame loop never waits); False: within :meth:`poll`. ``wake``:
    called from another thread whenever :meth:`poll` has something new (a message came, a bot
    decided), so that the caller's loop may sleep until then (the app's ``wake``).
    """

    def __init__(self, game_id: str, plan: list[SeatPlan], *, seed: int | None = None,
                 options: dict | None = None, address: str = DEFAULT_ADDRESS, port: int = DEFAULT_PORT,
                 autosave: bool | Path = True, away_bot: str | None = None, away_after: float = AWAY_AFTER,
                 clock: Callable[[], float] = time.monotonic, server_options: dict | None = None,
                 bot_budget: float | None = None, bots_on_thread: bool = True,
                 wake: Callable[[], None] | None = None):
        from game.core.content import resolve_options
        self.spec = registry.get(game_id)
        if not self.spec.min_players <= len(plan) <= self.spec.max_players:
            raise ValueError(f"{game_id} takes {self.spec.min_players} to {self.spec.max_players} seats, "
                             f"not {len(plan)}")
        if away_bot is not None and away_bot not in ("easy", "normal", "hard"):
            raise ValueError(f"away_bot: {away_bot!r} is not a bot level")
        self.plan = [SeatPlan(p.kind, p.name, p.colour) for p in plan]
        colours = self.spec.colours
        for i, p in enumerate(self.plan):
            p.colour = p.colour or colours[i % len(colours)]
            if not p.is_remote and not p.name:
                p.name = _default_name(p, i)
        self.seed = secrets.randbits(48) if seed is None else seed
        self.options = resolve_options(self.spec.options, options)
        self.address, self.port = address, port
        self.autosave_path: Path | None = (saves.hosted_autosave_path() if autosave is True
                                           else Path(autosave) if autosave else None)
        self.away_bot, self.away_after, self.clock = away_bot, away_after, clock
        self.server_options = dict(server_options or {})
        self.bot_budget, self.bots_on_thread = bot_budget, bots_on_thread
        self.wake = wake
        self.join_code = codes.new_code()
        self.watch_code = codes.new_code()
        while self.watch_code == self.join_code:
            self.watch_code = codes.new_code()
        #: the table's id: the same after :meth:`resume`, so a client finds its kept token
        self.table_id = secrets.token_hex(8)
        self.presence = [Presence() for _p in self.plan]
        self.guard = Guard(clock)
        self.runner: Runner | None = None
        #: the table's sequence number: raised by every change (0 in the lobby)
        self.seq = 0
        self.server: Server | None = None
        self._conns: dict[int, _Conn] = {}
        self._notes: list[Note] = []
        self._hello = hello().fields
        self._bots: ThreadPoolExecutor | None = None
        self._bot_job: tuple[tuple, Future] | None = None
        self._epoch = 0
        #: the moves a bot made for an away seat: (seat, index of the move), never undone by the seat
        self._stand_in_moves: list[tuple[int, int]] = []

    # -- the table's life --------------------------------------------------------------------

    def open(self) -> int:
        """Start listening (:class:`~game.net.transport.Server` on a thread of its own); the port
        bound. Raises OSError when the address cannot be bound."""
        if self.server is None:
            self.server = Server(self.address, self.port, **{"wake": self.wake, **self.server_options})
            self.port = self.server.start()
        return self.port

    @property
    def started(self) -> bool:
        return self.runner is not None

    @property
    def over(self) -> bool:
        return self.runner is not None and self.runner.state.is_terminal()

    def ready(self) -> bool:
        """Whether every remote seat is taken (the game may start)."""
        return all(not p.is_remote or self.presence[i].token is not None for i, p in enumerate(self.plan))

    def why_not_start(self) -> str:
        """Why :meth:`start` would not start the game now ("" when it would)."""
        if self.started:
            return _("The game has begun.")
        if not self.ready():
            return _("Every remote seat needs its player before the game begins.")
        return ""

    def start(self) -> str:
        """Deal and begin the game: "" when it began, else why not (:meth:`why_not_start`). Every
        connected seat is sent its first update."""
        why = self.why_not_start()
        if why:
            return why
        seats = [Seat(p.name, p.match_kind, p.colour) for p in self.plan]
        self.runner = Runner.new(self.spec.id, seats, self.seed, self.options)
        events = self.runner.start()
        self._note("started")
        self._changed(events, None)
        self._write_table_file()
        return ""

    def set_seat(self, seat: int, plan: SeatPlan) -> str:
        """In the lobby, give ``seat`` another plan (a remote seat made a bot's, a bot's made one
        for a remote player, a name given): "" when done, else why not. A player who had taken the
        seat is told and let go (their token no longer holds)."""
        if self.started:
            return _("The game has begun.")
        if not 0 <= seat < len(self.plan):
            return _("That seat is not at this table.")
        self._let_go(seat)
        colour = plan.colour or self.plan[seat].colour
        self.plan[seat] = SeatPlan(plan.kind, plan.name, colour)
        if not self.plan[seat].is_remote and not self.plan[seat].name:
            self.plan[seat].name = _default_name(self.plan[seat], seat)
        self._tell_seats()
        return ""

    def free_seat(self, seat: int) -> str:
        """In the lobby, open a remote seat again (its player, here or away, is told and let go):
        "" when done, else why not."""
        if self.started:
            return _("The game has begun.")
        if not 0 <= seat < len(self.plan) or not self.plan[seat].is_remote:
            return _("That seat is not one for a remote player: choose another.")
        self._let_go(seat)
        self._tell_seats()
        return ""

    def _let_go(self, seat: int) -> None:
        here = self.presence[seat]
        if here.conn is not None and here.conn in self._conns:
            self._send(here.conn, Message.of("closing", why=_("The host gave your seat to another player.")))
            self._conns[here.conn].seat = None
            if self.server is not None:
                self.server.close(here.conn, "seat let go")
        if self.plan[seat].is_remote:
            self.plan[seat].name = ""
        self.presence[seat] = Presence()

    def close(self, why: str | None = None) -> None:
        """Close the table: every client is told (``closing``), the autosave is written, the port
        is closed and the bots stop. Clients rejoin when the host continues (:meth:`resume`)."""
        if why is None:
            why = _("The host closed the table. Its game is kept: rejoin when the host continues it.")
        self._epoch += 1
        self._bot_job = None
        if self.server is not None:
            self.server.send_all(list(self._conns), Message.of("closing", why=why))
            self.server.stop()
            self.server = None
        self._conns.clear()
        if self._bots is not None:
            self._bots.shutdown(wait=False, cancel_futures=True)
            self._bots = None
        if self.runner is not None and self.autosave_path is not None:
            if self.over:                   # a finished game is not continued: nothing kept
                self._forget_autosave()
            else:
                self._autosave(now=True)

    @classmethod
    def resume(cls, autosave: bool | Path = True, **kwargs) -> TableHost:
        """The table kept in the autosave (``autosave``: True for the user folder's, or a path),
        continued with the same codes, table id and seat tokens, where it listened (unless
        ``address`` or ``port`` is given) and with the bot it let play for an away player (unless
        ``away_bot`` is given: a level, or None to wait; a table file from before it was kept
        waits): every remote seat is away until its player rejoins.
        ValueError when there is no table there (no autosave, or one of a local game); a broken
        autosave raises as :func:`game.core.saves.load` does."""
        path = saves.hosted_autosave_path() if autosave is True else Path(autosave)
        saves.flush()
        kept = table_file.read(table_file.path_beside(path))
        runner = saves.load(path)
        if runner is None or kept is None or kept.game != runner.match.game_id or kept.seed != runner.match.seed:
            raise ValueError("there is no network table to continue in this autosave")
        if kept.address:
            kwargs.setdefault("address", kept.address)
        if kept.port:
            kwargs.setdefault("port", kept.port)
        kwargs.setdefault("away_bot", kept.away_bot)
        host = cls(kept.game, kept.plan, seed=kept.seed, options=runner.match.options, autosave=path, **kwargs)
        host.join_code, host.watch_code, host.table_id = kept.join_code, kept.watch_code, kept.table_id
        host.runner = runner
        now = host.clock()
        for i, token in enumerate(kept.tokens):
            if host.plan[i].is_remote and token is not None:
                host.presence[i] = Presence(token=token, away_since=now)
        host.seq = 1
        return host

    # -- polling -----------------------------------------------------------------------------

    def poll(self, timeout: float = 0) -> list[Note]:
        """Handle what arrived (waiting up to ``timeout`` seconds for something when nothing has),
        let the bots play, and return what happened since the last poll. Never raises for
        anything a client sent."""
        self._run_bots()
        if self.server is not None:
            wait = timeout
            if self._bot_job is not None:
                if timeout:
                    wait_for([self._bot_job[1]], timeout=timeout)
                wait = 0
            for conn_id, event in self.server.poll(wait):
                try:
                    self._event(conn_id, event)
                except Exception:                  # a fault of ours: the table goes on
                    log.exception("the host failed on a message of connection %s", conn_id)
                    self._send(conn_id, Message.of("error", why=_("The host could not follow this message.")))
        elif timeout:
            if self._bot_job is not None:
                wait_for([self._bot_job[1]], timeout=timeout)
            else:
                time.sleep(timeout)
        self._check_away()
        self._run_bots()
        notes, self._notes = self._notes, []
        return notes

    def busy(self) -> bool:
        """Whether a bot is thinking now (the headless loop polls sooner then)."""
        return self._bot_job is not None

    # -- the host's own screen ---------------------------------------------------------------

    def play(self, seat: int, action) -> str:
        """Play ``action`` for ``seat``, a seat at this screen: "" when played, else why not (the
        rules' reason, or whose turn it is)."""
        if not 0 <= seat < len(self.plan) or self.plan[seat].kind != SCREEN:
            return _("That seat is not played at this screen.")
        why = self._why_not_act(seat, action)
        if why:
            return why
        self._apply(seat, action)
        return ""

    def undo(self, seat: int) -> str:
        """Take back ``seat``'s last move (a seat at this screen): "" when done, else why not."""
        if not 0 <= seat < len(self.plan) or self.plan[seat].kind != SCREEN:
            return _("That seat is not played at this screen.")
        why = self.why_not_undo(seat)
        if why:
            return why
        self._undo(seat)
        return ""

    def payload(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` (None: a spectator) is sent now: :func:`seat_update` with no events, and
        the host's extras (``can_undo``, ``undone``). Only once the game began (RuntimeError
        before)."""
        if self.runner is None:
            raise RuntimeError("the game has not begun: there is no payload yet")
        return self._payload(seat, [])

    def seats(self) -> list[dict]:
        """Who sits where: each seat's number, name (None while open) and state (:mod:`.seats`)."""
        return [{"seat": i, "name": p.name or None, "state": self._state_of(i)} for i, p in enumerate(self.plan)]

    def watchers(self) -> int:
        return sum(1 for c in self._conns.values() if c.watcher)

    def table_info(self) -> dict[str, Any]:
        """What a ``welcome`` says the table is: the game and its edition, the options, each seat
        (name, plan kind, colour), whether the game began, the table's id. Never the seed."""
        return {
            "id": self.table_id,
            "game": self.spec.id,
            "edition": self.spec.edition,
            "options": dict(self.options),
            "seats": [{"seat": i, "name": p.name or None, "kind": p.kind, "colour": p.colour}
                      for i, p in enumerate(self.plan)],
            "started": self.started,
        }

    # -- the checks --------------------------------------------------------------------------

    def _why_not_act(self, seat: int, raw_action) -> str:
        if not self.started:
            return _("The game has not begun yet.")
        state = self.runner.state
        if state.is_terminal():
            return _("The game is over.")
        turn = state.current_player()
        if turn != seat:
            name = self.plan[turn].name if 0 <= turn < len(self.plan) else ""
            return _("It is {name}'s turn.").format(name=name)
        return self._why_illegal(_as_action(raw_action))

    def _why_illegal(self, action) -> str:
        """The rules' reason why ``action`` cannot be played now ("" when it can). A move that
        the rules' own check lets through but is not listed is tried on a copy first, so that a
        hostile one cannot leave the real state half changed."""
        state = self.runner.state
        unknown = _("The rules do not know this move.")
        if not isinstance(action, tuple) or not action:
            return unknown
        try:
            if action in state.legal_actions():
                return ""
        except Exception:
            return unknown
        try:
            why = state.why_not(action)
        except Exception:
            return unknown
        if why:
            return why
        try:
            state.clone().apply_action(action)
        except IllegalAction as exc:
            return sentence(str(exc))
        except Exception:
            return unknown
        return ""

    def why_not_undo(self, seat: int) -> str:
        """Why ``seat`` cannot take its last move back now ("" when it can): the local table's
        rule (no hidden card or chance revealed since, take-backs on) and, online, no other
        player's move since (a bot's may be taken back with it)."""
        if not self.started:
            return _("The game has not begun yet.")
        runner = self.runner
        if runner.state.is_terminal():
            return _("The game is over.")
        if not dict.get(runner.match.options, TAKE_BACKS, True):
            return _("Take-backs are off at this table: a step once taken stays, as the rulebook says.")
        index = runner.undo_index(seat)
        if index is None:
            if seat not in runner.actors:
                return _("Nothing to undo yet: you have not made a move.")
            return _("Nothing to undo: a hidden card was revealed since.")
        for actor in runner.actors[index + 1:]:
            if actor != seat and actor != CHANCE and not (self.plan[actor].is_bot):
                return _("Nothing to undo: {name} has played since.").format(name=self.plan[actor].name)
        if self._bot_stands_in(seat):
            return _("Nothing to undo: a bot played that move for you.")
        return ""

    def _bot_stands_in(self, seat: int) -> bool:
        """Whether the last move of ``seat`` was made by a bot standing in for it."""
        return bool(self._stand_in_moves and self._stand_in_moves[-1] == (seat, self.runner.undo_index(seat)))

    # -- changes -----------------------------------------------------------------------------

    def _apply(self, seat: int, raw_action, stand_in: bool = False) -> None:
        action = _as_action(raw_action)
        events = self.runner.play(action)
        if stand_in:
            self._stand_in_moves.append((seat, len(self.runner.actors) - 1 - _chance_tail(self.runner)))
        self._note("played", seat, events=events, action=action)
        self._changed(events, None)

    def _undo(self, seat: int) -> None:
        self._epoch += 1
        self._bot_job = None
        self.runner.undo(seat)
        cut = len(self.runner.actors)
        self._stand_in_moves = [m for m in self._stand_in_moves if m[1] < cut]
        self._note("undone", seat)
        self._changed([], seat)

    def _changed(self, events, undone: int | None) -> None:
        """The table changed: a new sequence number, every connection its update, the autosave."""
        self.seq += 1
        if self.server is not None:
            for conn in list(self._conns.values()):
                if conn.seat is not None or conn.watcher:
                    try:
                        self._send_update(conn, events, undone)
                    except Exception:           # a fault of ours with one seat: the others still hear
                        log.exception("the update for connection %s failed", conn.id)
        self._autosave()
        if self.runner.state.is_terminal():
            self._note("over")

    def _payload(self, seat: int | None, events, undone: int | None = None) -> dict:
        data = _jsonable(seat_update(self.runner, events, seat))
        data["undone"] = undone
        data["can_undo"] = seat is not None and not self.why_not_undo(seat)
        # how many decisions the table has seen (public: a client knows whether it saw every step)
        data["moves"] = sum(1 for actor in self.runner.actors if actor != CHANCE)
        return data

    def _send_update(self, conn: _Conn, events, undone: int | None = None) -> None:
        payload = self._payload(None if conn.watcher else conn.seat, events, undone)
        # (checked once, as it is encoded for the wire: Message.of would check it twice)
        self._send(conn.id, Message("update", {"seq": self.seq, "payload": payload}))

    def _autosave(self, now: bool = False) -> None:
        """Autosave as a local table does, on the background writer (``now``: written before this
        returns)."""
        if self.autosave_path is None or self.runner is None:
            return
        try:
            if now:
                saves.autosave(self.runner, self.autosave_path)
            else:
                saves.autosave_soon(self.runner, self.autosave_path)
        except OSError as exc:                  # a full disk must not end the game
            log.error("the table's autosave failed: %s", exc)

    def _forget_autosave(self) -> None:
        """The game is over: its autosave and table file go (as a local game's autosave goes)."""
        table_file.remove(table_file.path_beside(self.autosave_path))
        saves.clear_autosave(self.autosave_path)

    def _write_table_file(self) -> None:
        if self.autosave_path is None:
            return
        kept = table_file.TableSecrets(self.spec.id, self.seed, self.join_code, self.watch_code, self.table_id,
                                       self.plan, [p.token for p in self.presence], self.address, self.port,
                                       self.away_bot)
        try:
            table_file.write(table_file.path_beside(self.autosave_path), kept)
        except OSError as exc:
            log.error("the table file could not be written: %s", exc)

    # -- bots ---------------------------------------------------------------------------------

    def _bot_level(self, seat: int) -> str | None:
        """The level of the bot that plays ``seat`` now (its own, or a stand-in's), else None."""
        plan = self.plan[seat]
        if plan.is_bot:
            return plan.kind
        if plan.is_remote and self.presence[seat].stand_in:
            return self.away_bot
        return None

    def _run_bots(self) -> None:
        """Apply a bot's finished decision, and set the next bot thinking (inline: all of them)."""
        for _step in range(10_000):
            if not self.started or self.runner.state.is_terminal():
                self._bot_job = None
                return
            seat = self.runner.state.current_player()
            level = self._bot_level(seat) if seat >= 0 else None
            if level is None:
                self._bot_job = None
                return
            key = (self._epoch, len(self.runner.match.actions), seat)
            if self._bot_job is not None and self._bot_job[0] != key:
                self._bot_job = None
            if self._bot_job is None:
                view = self.runner.state.view(seat)
                rng = bot_rng(self.seed, len(self.runner.match.actions))
                if not self.bots_on_thread:
                    future: Future = Future()
                    try:
                        future.set_result(choose_action(self.spec, view, level, rng, self.bot_budget))
                    except Exception as exc:
                        future.set_exception(exc)
                else:
                    if self._bots is None:
                        self._bots = ThreadPoolExecutor(1, thread_name_prefix="openair-bots-of-table")
                    future = self._bots.submit(choose_action, self.spec, view, level, rng, self.bot_budget)
                    if self.wake is not None:
                        future.add_done_callback(lambda _done: self.wake())
                self._bot_job = (key, future)
            future = self._bot_job[1]
            if not future.done():
                return
            self._bot_job = None
            try:
                action = future.result()
            except Exception:
                log.exception("the bot of seat %s failed; it plays a random legal move", seat)
                action = bot_rng(self.seed, len(self.runner.match.actions)).choice(self.runner.state.legal_actions())
            if self._why_illegal(action):
                log.error("the bot of seat %s chose an illegal move %r", seat, action)
                action = self.runner.state.legal_actions()[0]
            self._apply(seat, action, stand_in=not self.plan[seat].is_bot)

    # -- presence -----------------------------------------------------------------------------

    def _state_of(self, seat: int) -> str:
        plan, here = self.plan[seat], self.presence[seat]
        if plan.kind == SCREEN:
            return SCREEN
        if plan.is_bot:
            return BOT
        if here.token is None:
            return OPEN
        if here.conn is not None:
            return HERE
        return BOT if here.stand_in else AWAY

    def _check_away(self) -> None:
        if self.away_bot is None or not self.started:
            return
        now = self.clock()
        for i, here in enumerate(self.presence):
            if (self.plan[i].is_remote and here.conn is None and here.away_since is not None
                    and not here.stand_in and now - here.away_since >= self.away_after):
                here.stand_in = True
                self._note("stand_in", i)
                self._tell_seats()

    def _tell_seats(self) -> None:
        if self.server is None:
            return
        message = Message.of("seats", seats=self.seats(), watchers=min(64, self.watchers()))
        self.server.send_all([c.id for c in self._conns.values() if c.hello is not None], message)

    def _seat_back(self, seat: int, conn: _Conn) -> None:
        here = self.presence[seat]
        old = here.conn
        if old is not None and old != conn.id and old in self._conns:
            self._send(old, Message.of("closing", why=_("Your seat was taken up from another connection.")))
            self._conns[old].seat = None
            if self.server is not None:
                self.server.close(old, "seat taken up elsewhere")
        here.conn, here.away_since, here.stand_in = conn.id, None, False
        conn.seat = seat

    def _leave(self, conn: _Conn) -> None:
        if conn.seat is not None:
            here = self.presence[conn.seat]
            if here.conn == conn.id:
                here.conn, here.away_since = None, self.clock()
                self._note("away", conn.seat)
            conn.seat = None
            self._tell_seats()
        elif conn.watcher:
            conn.watcher = False
            self._note("watching", None, watchers=self.watchers())
            self._tell_seats()

    # -- messages ------------------------------------------------------------------------------

    def _send(self, conn_id: int, message: Message) -> None:
        if self.server is not None:
            try:
                self.server.send(conn_id, message)
            except ProtocolError:            # a message of ours the protocol would not carry
                log.exception("the host made a message the protocol does not allow")

    def _refuse(self, conn: _Conn, about: str, why: str, **extra) -> None:
        self._send(conn.id, Message.of("refused", why=why[:1000] or "-", about=about, **extra))
        self._note("refused", conn.seat, about=about, why=why)

    def _event(self, conn_id: int, event) -> None:
        if isinstance(event, Opened):
            self._conns[conn_id] = _Conn(conn_id, event.address)
            return
        conn = self._conns.get(conn_id)
        if isinstance(event, Closed):
            if conn is not None:
                self._leave(conn)
                del self._conns[conn_id]
            return
        if isinstance(event, ProtocolError):   # answered by the transport already
            return
        if conn is None or not isinstance(event, Message):
            return
        handler = getattr(self, f"_on_{event.type}", None)
        if handler is None or event.type not in _CLIENT_TYPES:
            self._send(conn_id, Message.of("error", why=_("A client does not send this message.")))
            return
        if event.type != "hello" and conn.hello is None:
            self._refuse(conn, event.type, _("Say hello first: the host needs to know your Open Air's version."))
            return
        handler(conn, event)

    def _on_hello(self, conn: _Conn, msg: Message) -> None:
        if conn.hello is not None:
            self._refuse(conn, "hello", _("Hello was said already on this connection."))
            return
        why = mismatch(self._hello, msg.fields, self.spec.id)
        if why:
            self._refuse(conn, "hello", why, host=dict(self._hello))
            if self.server is not None:
                self.server.close(conn.id, "another version")
            return
        conn.hello = dict(msg.fields)
        self._send(conn.id, Message.of("seats", seats=self.seats(), watchers=min(64, self.watchers())))

    def _guarded(self, conn: _Conn, about: str) -> bool:
        """Whether a code from ``conn`` may be looked at now (else refused: ``guard``)."""
        why = self.guard.refusal(conn.address)
        if why:
            self._refuse(conn, "guard", why)
            return False
        if conn.seat is not None or conn.watcher:
            self._refuse(conn, about, _("This connection has its place at the table already."))
            return False
        return True

    def _welcome(self, conn: _Conn, seat: int | None, token: str | None) -> None:
        self._send(conn.id, Message.of("welcome", seat=seat, token=token, table=self.table_info()))
        if self.started:
            self._send_update(conn, [])
        self._tell_seats()

    def _on_join(self, conn: _Conn, msg: Message) -> None:
        if not self._guarded(conn, "join"):
            return
        if not codes.same_code(msg["code"], self.join_code):
            self.guard.failed(conn.address)
            self._refuse(conn, "join", _("That is not this table's join code."))
            return
        wanted = msg.get("seat")
        free = [i for i, p in enumerate(self.plan) if p.is_remote and self.presence[i].token is None]
        if wanted is not None and wanted not in free:
            if wanted < len(self.plan) and self.plan[wanted].is_remote:
                why = _("That seat is taken: choose another.")
            else:
                why = _("That seat is not one for a remote player: choose another.")
            self._refuse(conn, "join", why)
            return
        if not free:
            self._refuse(conn, "join", _("Every seat at this table is taken."))
            return
        seat = free[0] if wanted is None else wanted
        token = codes.new_token()
        self.plan[seat].name = msg["name"]
        self.presence[seat].token = token
        self._seat_back(seat, conn)
        self._note("joined", seat, name=msg["name"])
        self._welcome(conn, seat, token)

    def _on_rejoin(self, conn: _Conn, msg: Message) -> None:
        if not self._guarded(conn, "rejoin"):
            return
        seat = None
        for i, here in enumerate(self.presence):        # every token compared: no early way out
            if here.token is not None and codes.same_token(msg["token"], here.token):
                seat = i
        if seat is None:
            self.guard.failed(conn.address)
            self._refuse(conn, "rejoin", _("This seat token is not one of this table's: join with the code."))
            return
        self._seat_back(seat, conn)
        self._note("back", seat)
        self._welcome(conn, seat, self.presence[seat].token)

    def _on_watch(self, conn: _Conn, msg: Message) -> None:
        if not self._guarded(conn, "watch"):
            return
        if not codes.same_code(msg["code"], self.watch_code):
            self.guard.failed(conn.address)
            self._refuse(conn, "watch", _("That is not this table's watch code."))
            return
        conn.watcher = True
        self._note("watching", None, watchers=self.watchers())
        self._welcome(conn, None, None)

    def _seated(self, conn: _Conn, about: str) -> int | None:
        if conn.watcher:
            self._refuse(conn, about, _("Spectators watch the game: they do not play."))
            return None
        if conn.seat is None:
            self._refuse(conn, about, _("Take a seat first."))
            return None
        return conn.seat

    def _stale(self, conn: _Conn, about: str, seq: int) -> bool:
        if seq != self.seq:
            self._refuse(conn, about, _("The table has changed since that move was chosen: look again and "
                                        "choose anew."), seq=self.seq)
            return True
        return False

    def _on_act(self, conn: _Conn, msg: Message) -> None:
        seat = self._seated(conn, "act")
        if seat is None:
            return
        if self.started and self._stale(conn, "act", msg["seq"]):
            return
        why = self._why_not_act(seat, msg["action"])
        if why:
            self._refuse(conn, "act", why, seq=self.seq)
            return
        self._apply(seat, msg["action"])

    def _on_undo(self, conn: _Conn, msg: Message) -> None:
        seat = self._seated(conn, "undo")
        if seat is None:
            return
        if self.started and self._stale(conn, "undo", msg["seq"]):
            return
        why = self.why_not_undo(seat)
        if why:
            self._refuse(conn, "undo", why, seq=self.seq)
            return
        self._undo(seat)

    def _on_bye(self, conn: _Conn, msg: Message) -> None:
        self._send(conn.id, Message.of("closing", why=_("You left the table. Your seat waits for you.")))
        self._leave(conn)
        if self.server is not None:
            self.server.close(conn.id, "bye")

    def _note(self, kind: str, seat: int | None = None, **data) -> None:
        self._notes.append(Note(kind, seat, data))



_CLIENT_TYPES = frozenset(("hello", "join", "rejoin", "watch", "act", "undo", "bye"))


def _as_action(raw):
    """A received action (JSON lists) as the rules take it (tuples); already one: as it is."""
    return action_from_json(raw) if isinstance(raw, list) else raw


def _jsonable(value):
    """``value`` as JSON holds it: tuples as lists (an event's data may hold a position tuple),
    made by the JSON module itself (in C: a few times faster than a walk in Python)."""
    return json.loads(json.dumps(value, ensure_ascii=False))


def _chance_tail(runner: Runner) -> int:
    """How many of the last recorded actions are chance's (the deal after a move)."""
    count = 0
    for actor in reversed(runner.actors):
        if actor != CHANCE:
            break
        count += 1
    return count


def _default_name(plan: SeatPlan, index: int) -> str:
    if plan.is_bot:
        from game.simulate import seat_name
        return seat_name(plan.kind, index + 1)
    return _("Player {n}").format(n=index + 1)
