"""``openair host GAME --seats remote,remote,normal``: a network table without a window (no pygame).

It opens the table (:class:`~game.net.host.TableHost`), prints where it listens and its join and
watch codes, starts the game as soon as every remote seat is taken, prints who joins, leaves and
comes back, and ends once the game is over and every player has gone (or :data:`LINGER` seconds
after the end). Ctrl+C closes the table: its autosave keeps it, and ``openair host GAME
--continue`` opens it again with the same codes, so that the players rejoin their seats, and with
the bot it let play for a player away (``--away-bot`` there gives another).

The loop waits in the host's poll (at most :data:`TICK` seconds at a time, less while a bot
thinks), so an idle table takes next to no processor time.
"""

from __future__ import annotations

import sys
import time

from game.core.i18n import _

from .address import DEFAULT_ADDRESS, DEFAULT_PORT
from .host import TableHost
from .seats import SeatPlan

#: the longest one wait in the loop (a bot's answer or a message wakes it sooner)
TICK = 0.25
#: seconds the table stays open after the game ended, for the players to see the results
LINGER = 300.0


def _say(text: str) -> None:
    print(text, flush=True)


def run_host(args, out=_say) -> int:
    """Run the table of ``args`` (the ``host`` command's) until its game ended and the players
    left; returns the exit status."""
    kwargs = dict(address=args.address, port=args.port, away_bot=args.away_bot)
    try:
        if args.resume:
            # (what the command line leaves out, the continued table keeps: where it listened, the
            # bot it was hosted with)
            kwargs = {k: v for k, v in kwargs.items() if v is not None}
            host = TableHost.resume(**kwargs)
            if host.spec.id != args.game:
                raise ValueError(args.game)
        else:
            plan = [SeatPlan(kind) for kind in args.seats.split(",")]
            kwargs["address"] = args.address or DEFAULT_ADDRESS
            kwargs["port"] = DEFAULT_PORT if args.port is None else args.port
            host = TableHost(args.game, plan, seed=args.seed, options=getattr(args, "options", None), **kwargs)
    except Exception as exc:     # no table in the autosave, a broken one, wrong options
        if args.resume:
            why = _("There is no network table to continue in the autosave.")
        else:
            why = str(exc)
        print(_("openair host: {error}").format(error=why), file=sys.stderr)
        return 1
    try:
        port = host.open()
    except OSError as exc:
        print(_("openair host: cannot listen on {address} port {port}: {error}").format(
            address=host.address, port=host.port, error=exc.strerror or exc), file=sys.stderr)
        return 1
    out(_("Hosting {game} on {address} port {port}.").format(game=_(host.spec.title), address=host.address,
                                                            port=port))
    out(_("Join code: {code}").format(code=host.join_code))
    out(_("Watch code: {code}").format(code=host.watch_code))
    stop = _stop_on_terminate()
    try:
        return _loop(host, out)
    finally:
        host.close()
        stop()


def _stop_on_terminate():
    """Let SIGTERM end the loop as Ctrl+C does (the table closed, its autosave written); returns
    what puts the old handler back."""
    import signal
    import threading
    if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "SIGTERM"):
        return lambda: None

    def stop(_signum, _frame):
        raise KeyboardInterrupt
    old = signal.signal(signal.SIGTERM, stop)
    return lambda: signal.signal(signal.SIGTERM, old)


def _loop(host: TableHost, out) -> int:
    ended = None
    while True:
        for note in host.poll(timeout=TICK):
            line = _line(host, note)
            if line:
                out(line)
        if not host.started and host.ready():
            host.start()
        if host.over:
            ended = ended or time.monotonic()
            players = any(s["state"] == "here" for s in host.seats())
            if not players or time.monotonic() - ended > LINGER:
                return 0


def _line(host: TableHost, note) -> str:
    """What the terminal says of a note ("" for nothing)."""
    name = host.plan[note.seat].name if note.seat is not None else ""
    if note.kind == "joined":
        return _("{name} took seat {seat}.").format(name=name, seat=note.seat + 1)
    if note.kind == "back":
        return _("{name} is back.").format(name=name)
    if note.kind == "away":
        return _("{name} is away.").format(name=name)
    if note.kind == "stand_in":
        return _("A bot plays for {name} until they are back.").format(name=name)
    if note.kind == "started":
        return _("The game begins.")
    if note.kind == "over":
        return _("The game is over.")
    return ""
