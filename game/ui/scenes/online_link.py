"""What the online screens show of a table, and the link that keeps it up to date (no drawing).

The screens (``online_host.py``, ``online_join.py``, ``online_lobby.py``) read a :class:`Lobby`
record: the game, where the table is (address and port), its codes (the host's screen only), each
seat with who sits there and whether they are connected, and how far the table has got. A *link*
changes it: the lobby calls ``link.poll()`` once a frame (it returns at once with whether
anything changed) and ``start()``, ``join()``, ``leave()`` when the player asks.

Two kinds of link: :class:`HostLink` for the host's Open Air (it holds the table), and
:class:`ClientLink` for a player who joins one. :func:`make_host` and :func:`make_client` make
them: :class:`NetHost` over the network's host (``game.net.host.TableHost``) and
:class:`NetClient` over its client (``game.net.client.TableClient``). The in-process stand-ins
(:class:`LocalHost`, :class:`LocalClient`: a :class:`LocalHost` is found by its port in this
process, and nothing goes over a network) serve the tours (:data:`HOST_LINK`, :data:`CLIENT_LINK`).

A seat's state is the protocol's (``seats`` message): ``open`` (a remote seat nobody took yet),
``here`` (connected), ``away`` (dropped, may rejoin), ``bot``, ``screen`` (played at the host's
screen).
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass, field

from game.core.i18n import _
from game.net import codes, discovery
from game.net.address import DEFAULT_PORT as _DEFAULT_PORT

#: the port a host listens on unless told otherwise (what a player forwards for play across the internet)
DEFAULT_PORT = _DEFAULT_PORT
SCREEN, REMOTE = "screen", "remote"
BOT_LEVELS = ("easy", "normal", "hard")
#: what a seat of a hosted table may be: played at the host's screen, by a remote player, or a bot
PLAN_KINDS = (SCREEN, REMOTE) + BOT_LEVELS
#: seconds a remote seat is away before the plan's ``away_bot`` plays it (the host's, 90)
AWAY_AFTER = 90
#: where a host listens: on every address of this machine (the network), or this machine only
NETWORK, THIS_COMPUTER = "0.0.0.0", "127.0.0.1"
_HOST_NAME = re.compile(r"(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
                        r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?")


@dataclass
class PlannedSeat:
    """One seat as the host set it up: ``kind`` one of :data:`PLAN_KINDS`, its name (a remote
    seat's is the joining player's: "" until then) and colour."""
    kind: str
    name: str = ""
    colour: str = ""


@dataclass
class TablePlan:
    """What the host screen hands to the lobby: the game, its options, the seats, where to listen."""
    game: str
    options: dict
    seats: list[PlannedSeat]
    bind: str = NETWORK
    port: int = DEFAULT_PORT
    #: the table's name as the network hears of it ("Ada's table")
    name: str = ""
    #: when a player is away: None to wait for them, or the level of a bot that plays their seat
    #: once they have been away :data:`AWAY_AFTER` seconds, until they are back
    away_bot: str | None = None


@dataclass
class LobbySeat:
    """A seat as the lobby shows it."""
    seat: int
    name: str
    state: str                     # open, here, away, bot, screen
    colour: str = ""
    #: a bot's level, or a planned seat's kind, where known (the host's screen)
    kind: str = ""


@dataclass
class Lobby:
    """The table as the lobby shows it."""
    game: str
    role: str                      # "host" or "client"
    address: str = ""              # where the table listens ("0.0.0.0": on every address of the host)
    port: int = 0
    #: the addresses another machine may type (the host's own, on its network)
    addresses: list[str] = field(default_factory=list)
    code: str = ""                 # the join code (the host's screen only)
    watch_code: str = ""
    seats: list[LobbySeat] = field(default_factory=list)
    watchers: int = 0
    #: the seat this screen's player took (a client), or None
    my_seat: int | None = None
    #: "open" (players may join), "started", "closed"
    phase: str = "open"
    #: why the table closed or a join was refused: a sentence for the player ("" when nothing is wrong)
    why: str = ""
    name: str = ""

    def open_seats(self) -> list[LobbySeat]:
        return [s for s in self.seats if s.state == "open"]

    def ready(self) -> bool:
        """Every remote seat has its player, connected."""
        return all(s.state not in ("open", "away") for s in self.seats)


# -- checking what a player types -----------------------------------------------------------------

def read_address(text: str) -> tuple[str, int] | str:
    """The (host, port) a player typed ("192.168.1.20", "192.168.1.20:47474", "[fd00::2]:47474",
    "anna-laptop.local"); else the sentence that says what is wrong."""
    text = text.strip()
    if not text:
        return _("Type the host's address, as the host's screen shows it: for example 192.168.1.20.")
    host, port = text, DEFAULT_PORT
    if text.startswith("["):                        # [IPv6]:port
        end = text.find("]")
        host, rest = text[1:end], text[end + 1:] if end > 0 else ""
        if end < 0 or (rest and not rest.startswith(":")):
            return _("This address is not written right: an IPv6 address goes in brackets, like "
                     "[fd00::2]:{port}.").format(port=DEFAULT_PORT)
        text_port = rest[1:] if rest else ""
    elif text.count(":") == 1:
        host, text_port = text.split(":")
    else:
        text_port = ""
    if text_port:
        if not text_port.isdigit() or not 1 <= int(text_port) <= 65535:
            return _("The port after the colon is a number from 1 to 65535.")
        port = int(text_port)
    try:
        host = str(ipaddress.ip_address(host))
    except ValueError:
        if not _HOST_NAME.fullmatch(host):
            return _("This is not an address: type the numbers the host's screen shows, like 192.168.1.20.")
    return host, port


def check_code(text: str, watch: bool = False) -> str:
    """The join code (``watch``: the watch code) as typed, read (:func:`game.net.codes.read_code`);
    raises ValueError with the sentence for the player when it cannot be one."""
    if watch and not text.strip():
        raise ValueError(_("Type the watch code the host's screen shows: nine letters and digits, like K7Q-M2X-WP9."))
    if watch and codes.read_code(text) is None:
        raise ValueError(_("A watch code has nine letters and digits, like K7Q-M2X-WP9; this one does not. "
                           "Check it with the host."))
    if not text.strip():
        raise ValueError(_("Type the join code the host's screen shows: nine letters and digits, like K7Q-M2X-WP9."))
    code = codes.read_code(text)
    if code is None:
        raise ValueError(_("A join code has nine letters and digits, like K7Q-M2X-WP9; this one does not. "
                           "Check it with the host."))
    return code


# -- the in-process stand-ins -----------------------------------------------------------------------

#: the local hosts open in this process, by port
_LOCAL_HOSTS: dict[int, LocalHost] = {}


class HostLink:
    """What the lobby asks of the host's side of a table. ``resumed``: a kept table continued (its
    game begun already: Start goes back to it)."""
    lobby: Lobby
    resumed = False

    def poll(self) -> bool:
        """Take in what happened since; whether the lobby changed (at once, never waits)."""
        return False

    def can_start(self) -> bool:
        return self.lobby.phase == "open" and self.lobby.ready()

    def start(self) -> None:
        """Deal and play: the table starts (only when :meth:`can_start`)."""

    def close(self) -> None:
        """Close the table: everyone is told, the port closes."""


class ClientLink:
    """What the join and lobby screens ask of a player's side of a table.

    ``state``: "connecting", "choosing" (connected: the seats are known and one may be taken),
    "joining", "seated" (waiting in the lobby), "started", "refused" (``lobby.why`` says why; the
    player may try again), "closed". ``watching``: a spectator's link (the watch code; no seat)."""
    lobby: Lobby
    state: str = "connecting"
    watching = False

    def poll(self) -> bool:
        return False

    def join(self, seat: int | None, name: str) -> None:
        """Take ``seat`` (None: any free one) under ``name``."""

    def leave(self) -> None:
        """Leave the table (the seat waits, away, for a rejoin)."""


class LocalHost(HostLink):
    """A table held in this process (the tests, the tours, the screens before the network's host
    is wired in): seats are taken by :class:`LocalClient` or by :meth:`sit` / :meth:`drop`."""

    def __init__(self, plan: TablePlan, code: str | None = None, watch_code: str | None = None):
        self.plan = plan
        seats = [LobbySeat(i, s.name if s.kind != REMOTE else "", _state_of(s.kind), s.colour, s.kind)
                 for i, s in enumerate(plan.seats)]
        port = plan.port or DEFAULT_PORT
        while port in _LOCAL_HOSTS:
            port += 1
        addresses = [THIS_COMPUTER] if plan.bind == THIS_COMPUTER else (discovery.lan_addresses() or [THIS_COMPUTER])
        self.lobby = Lobby(plan.game, "host", plan.bind, port, addresses, code or codes.new_code(),
                           watch_code or codes.new_code(), seats, name=plan.name)
        self.changed = True
        self.started_with: list[LobbySeat] | None = None
        _LOCAL_HOSTS[port] = self

    def poll(self) -> bool:
        changed, self.changed = self.changed, False
        return changed

    def sit(self, seat: int | None, name: str) -> LobbySeat | str:
        """A remote player takes ``seat`` (None: the first free one); the seat, or why not."""
        free = self.lobby.open_seats()
        if self.lobby.phase != "open":
            return _("The game at this table has started: no seat is free.")
        if not free:
            return _("Every seat at this table is taken.")
        chosen = free[0] if seat is None else next((s for s in free if s.seat == seat), None)
        if chosen is None:
            return _("That seat was taken meanwhile: choose another one.")
        taken = {s.name for s in self.lobby.seats if s.name}
        base, n = name, 2
        while name in taken:
            name = f"{base} {n}"
            n += 1
        chosen.name, chosen.state = name, "here"
        self.changed = True
        return chosen

    def drop(self, seat: int) -> None:
        """The player at ``seat`` lost the connection: away."""
        self.lobby.seats[seat].state = "away"
        self.changed = True

    def back(self, seat: int) -> None:
        self.lobby.seats[seat].state = "here"
        self.changed = True

    def start(self) -> None:
        if self.can_start():
            self.lobby.phase = "started"
            self.started_with = [LobbySeat(**vars(s)) for s in self.lobby.seats]
            self.changed = True

    def close(self) -> None:
        self.lobby.phase = "closed"
        self.changed = True
        if _LOCAL_HOSTS.get(self.lobby.port) is self:
            del _LOCAL_HOSTS[self.lobby.port]


def _state_of(kind: str) -> str:
    return {SCREEN: "screen", REMOTE: "open"}.get(kind, "bot")


class LocalClient(ClientLink):
    """A player's side of a :class:`LocalHost` in this process, found by its port; the code is
    checked as the host checks it (in constant time)."""

    def __init__(self, address: str, port: int, code: str):
        self.address, self.port, self.code = address, port, code
        self.host: LocalHost | None = None
        self.lobby = Lobby("", "client", address, port)
        self.state = "connecting"
        self.changed = True

    def poll(self) -> bool:
        if self.state == "connecting":
            host = _LOCAL_HOSTS.get(self.port)
            if host is None:
                self._refuse(_("Nobody answered at {address}: check the address with the host, and that "
                               "their table is open.").format(address=f"{self.address}:{self.port}"))
            elif not codes.same_code(self.code, host.lobby.code):
                self._refuse(_("The host did not take this join code: check it with the host."))
            else:
                self.host = host
                self.state = "choosing"
                self.changed = True
        if self.host is not None:
            h = self.host.lobby
            if h.phase == "closed" and self.state != "closed":
                self.state, self.lobby.why = "closed", _("The host closed the table.")
                self.changed = True
            elif h.phase == "started" and self.state == "seated":
                self.state = "started"
                self.changed = True
            self.lobby.game, self.lobby.name, self.lobby.phase = h.game, h.name, h.phase
            seats = [LobbySeat(s.seat, s.name, s.state, s.colour) for s in h.seats]
            if seats != self.lobby.seats:
                self.lobby.seats = seats
                self.changed = True
        changed, self.changed = self.changed, False
        return changed

    def _refuse(self, why: str) -> None:
        self.state, self.lobby.why = "refused", why
        self.changed = True

    def join(self, seat: int | None, name: str) -> None:
        if self.host is None:
            return
        got = self.host.sit(seat, name)
        if isinstance(got, str):
            self.lobby.why = got
            self.changed = True
            return
        self.lobby.my_seat, self.lobby.why, self.state = got.seat, "", "seated"
        self.changed = True

    def leave(self) -> None:
        if self.host is not None and self.lobby.my_seat is not None and self.state in ("seated", "started"):
            self.host.drop(self.lobby.my_seat)
        self.state = "closed"


class NetHost(HostLink):
    """The host's side of a real network table: a :class:`game.net.host.TableHost`, opened on
    the plan's address and port (OSError when it cannot listen there)."""

    def __init__(self, plan: TablePlan, host=None, **host_options):
        from game.net.host import TableHost
        from game.net.seats import SeatPlan
        from game.ui.app import wake
        host_options.setdefault("wake", wake)          # the loop sleeps until a message or a bot's move
        host_options.setdefault("away_bot", plan.away_bot)
        host_options.setdefault("away_after", AWAY_AFTER)
        self.plan = plan
        self.host = host or TableHost(plan.game, [SeatPlan(s.kind, s.name, s.colour) for s in plan.seats],
                                      options=plan.options, address=plan.bind, port=plan.port, **host_options)
        self.resumed = host is not None and host.started
        self.host.open()
        self.lobby = Lobby(plan.game, "host", plan.bind, self.host.port, [], self.host.join_code,
                           self.host.watch_code, name=plan.name)
        self.lobby.addresses = (discovery.lan_addresses() or [THIS_COMPUTER]) if plan.bind == NETWORK else [plan.bind]
        self._read()

    def _read(self) -> None:
        host, lobby = self.host, self.lobby
        lobby.seats = [LobbySeat(s["seat"], s["name"] or "", s["state"], host.plan[s["seat"]].colour,
                                 host.plan[s["seat"]].kind) for s in host.seats()]
        lobby.watchers = host.watchers()
        if not self.resumed:
            lobby.phase = "started" if host.started else lobby.phase

    def poll(self) -> bool:
        notes = self.host.poll(0)
        if notes:
            self._read()
        return bool(notes)

    def can_start(self) -> bool:
        if self.resumed:                       # (the game waits for an away player, as in play)
            return self.lobby.phase == "open"
        return self.lobby.phase == "open" and not self.host.why_not_start()

    def start(self) -> None:
        if self.resumed:
            self.lobby.phase = "started"
        elif self.host.start() == "":
            self._read()

    def close(self) -> None:
        self.host.close()
        self.lobby.phase = "closed"


class NetClient(ClientLink):
    """A player's side of a real network table: a :class:`game.net.client.TableClient`, connected
    at once (on its own thread); the join code is sent with the seat the player takes."""

    def __init__(self, address: str, port: int, code: str, game: str = "", watch: bool = False,
                 **client_options):
        from game.net.client import TableClient
        from game.ui.app import wake
        client_options.setdefault("wake", wake)        # the loop sleeps until the host's news comes
        self.code = code
        self.watching = watch
        self.client = TableClient(address, port, **client_options)
        self.client.connect()
        self.lobby = Lobby(game, "client", address, port, [address])
        self.state = "connecting"
        self.asked = False
        if watch:                                      # a spectator: the watch code, no seat
            self.rejoining = False
            self.client.watch(code)
            return
        #: a seat token kept for this host (the user folder's) was sent: the seat comes back by itself
        self.rejoining = self.client.rejoin()
        if not self.rejoining and not code:
            self.state = "refused"
            self.lobby.why = _("No seat is kept for this table any more: join it with its code.")

    def poll(self) -> bool:
        from game.net import client as net
        c = self.client
        c.poll(0)
        before = (self.state, self.lobby.why, [vars(s) for s in self.lobby.seats], self.lobby.phase,
                  self.lobby.my_seat, self.lobby.watchers)
        for refusal in c.take_refusals():
            if refusal.about == "rejoin" and self.code:     # a stale kept seat: choose one with the code
                self.rejoining = False
                continue
            self.lobby.why = refusal.why
            self.asked = False
            if refusal.about in ("hello", "rejoin", "guard", "full", "watch"):
                self.state = "refused"
        table = c.table or {}
        self.lobby.game = table.get("game") or self.lobby.game
        colours = {s.get("seat"): s.get("colour", "") for s in table.get("seats") or [] if isinstance(s, dict)}
        self.lobby.seats = [LobbySeat(s["seat"], s["name"] or "", s["state"], colours.get(s["seat"], ""))
                            for s in c.seats]
        self.lobby.watchers = c.watchers
        self.lobby.my_seat = c.seat
        if c.phase == net.CLOSED and self.state not in ("refused", "closed"):
            never = self.state == "connecting"
            self.state = "refused" if never else "closed"
            self.lobby.why = self.lobby.why or (
                _("Nobody answered at {address}: check the address with the host, and that their table is open."
                  ).format(address=f"{c.address}:{c.port}") if never else
                c.closed_why or _("The host closed the table."))
        elif self.state in ("refused", "closed"):
            pass
        elif c.latest is not None or table.get("started"):
            self.state, self.lobby.phase = "started", "started"
        elif c.phase in (net.SEATED, net.WATCHING):
            self.state = "seated"
        elif c.phase == net.CONNECTED and c.seats and not self.rejoining and not self.watching:
            # (a spectator hears the seats too, maybe before its welcome: it never chooses one)
            self.state = "joining" if self.asked else "choosing"
        after = (self.state, self.lobby.why, [vars(s) for s in self.lobby.seats], self.lobby.phase,
                 self.lobby.my_seat, self.lobby.watchers)
        return before != after

    def join(self, seat: int | None, name: str) -> None:
        self.asked = True
        self.lobby.why = ""
        self.client.join(self.code, name, seat)

    def leave(self) -> None:
        if self.client.phase == "seated":
            self.client.bye()
        self.client.close()
        self.state = "closed"


#: the kinds of link the screens make (tests and tours may put the in-process ones here)
HOST_LINK: type[HostLink] = NetHost
CLIENT_LINK: type[ClientLink] = NetClient


def make_host(plan: TablePlan) -> HostLink:
    """The host's link for a table of ``plan`` (a real network table; OSError when it cannot
    listen where the plan says)."""
    return HOST_LINK(plan)


def make_client(address: str, port: int, code: str, game: str = "", watch: bool = False) -> ClientLink:
    """A player's link to the table at ``address``:``port`` with the join ``code`` (``game``: what
    discovery said the table plays, until the host's welcome says it); ``watch``: a spectator's,
    with the watch code."""
    if CLIENT_LINK is LocalClient:
        return LocalClient(address, port, code)
    if watch:
        return CLIENT_LINK(address, port, code, game, watch=True)
    return CLIENT_LINK(address, port, code, game)


def resume_host(autosave=True, bind: str | None = None, port: int | None = None, **host_options) -> NetHost:
    """The host's link to the table kept in the hosted autosave (``autosave``: True for the user
    folder's, or a path), continued with the same codes and seat tokens
    (:meth:`game.net.host.TableHost.resume`), listening on ``bind``:``port`` (None: where the
    table listened before). ValueError when no
    table is kept there; a broken autosave raises as ``saves.load`` does; OSError when the port
    cannot be opened. The table file keeps the plan's ``away_bot``: a continued table lets the
    same bot play for an away player unless ``host_options`` give another ``away_bot``."""
    from game.net.host import TableHost
    from game.ui.app import wake
    host_options.setdefault("wake", wake)
    where = {k: v for k, v in (("address", bind), ("port", port)) if v is not None}
    host = TableHost.resume(autosave, **where, **host_options)
    plan = TablePlan(host.spec.id, dict(host.options),
                     [PlannedSeat(p.kind, p.name, p.colour) for p in host.plan], host.address, host.port,
                     _("{name}'s table").format(name=next((p.name for p in host.plan if p.kind == SCREEN and p.name),
                                                          "") or host.plan[0].name or "Open Air"),
                     host.away_bot)
    try:
        return NetHost(plan, host)
    except OSError:
        host.close()
        raise


def close_all_local() -> None:
    """Close every in-process table (the tests, between them)."""
    for host in list(_LOCAL_HOSTS.values()):
        host.close()
