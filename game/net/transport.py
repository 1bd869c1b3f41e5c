"""The wire: a WebSocket server for the host and a client for each player, each on a thread of its
own with its own asyncio event loop (no pygame, no game logic).

The app's frame loop never waits on the network: it calls :meth:`Server.poll` (or
:meth:`Client.poll`) once a frame, which returns at once what arrived since, and
:meth:`Server.send` / :meth:`Server.close`, which hand the message to the network thread and
return. A headless host may block in ``poll(timeout=…)`` instead.

What :meth:`Server.poll` returns is a list of ``(connection id, event)``, the event one of

* :class:`Opened` — a client connected (its address, for :class:`~game.net.guard.Guard`);
* :class:`~game.net.protocol.Message` — a checked message from that client;
* :class:`~game.net.protocol.ProtocolError` — a message that was left unread: malformed, or one
  too many for the connection's rate. The server has already answered it with an ``error``;
  the host need do nothing but may log it;
* :class:`Closed` — the connection is gone (its close code and reason).

The server bounds what a client can make it do: frames of at most
:data:`~game.net.protocol.MAX_BYTES` (a bigger one closes the connection, code 1009, before it
is read), no compression, at most ``max_connections`` at once (one more is told the table is
full and closed, code 1013), ``rate`` messages a second after a ``burst`` (more are answered
with an error and left unread), at most ``bad_burst`` bad messages before the connection is
closed (code 1008, refilled at one a second), a hello within ``hello_timeout`` seconds of
connecting, and at most ``MAX_OUTGOING`` messages waiting for a client that does not read. No
message from a client can stop the server: every one is checked before anything reads it, and
an error inside a connection's task closes that connection only.

Both sides bind to and connect to the address given; the server's default is the loopback
address, 127.0.0.1, so nothing is reachable from another machine unless the host asks for it.
Port 0 lets the system choose a free port; :attr:`Server.port` is the one bound.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass

from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode

from game.core.i18n import _, ngettext

from .guard import RateBound
from .protocol import CLIENT, HOST, MAX_BYTES, MAX_SEATS, MAX_WHY, Message, ProtocolError, encode, parse

log = logging.getLogger(__name__)

#: messages that may wait for one slow client before its connection is closed
MAX_OUTGOING = 256
#: seconds between keepalive pings, and how long a pong may take before the connection is dropped
PING_INTERVAL = PING_TIMEOUT = 20.0


@dataclass(frozen=True)
class Opened:
    """A connection is open: the other side's address and port."""
    address: str
    port: int


@dataclass(frozen=True)
class Closed:
    """A connection is gone: its close code (None when it never opened or broke off) and why
    (the close reason, or what failed, in English for the log)."""
    code: int | None
    reason: str


Event = Message | ProtocolError | Opened | Closed


@dataclass(frozen=True)
class _Close:
    """In a connection's outgoing queue: close it after what was queued before."""
    code: int
    reason: str


def _reason(text: str) -> str:
    """A close reason as WebSocket carries it: at most 123 bytes of UTF-8."""
    data = text.encode("utf-8")[:123]
    return data.decode("utf-8", "ignore")


def _closed(ws) -> Closed:
    """How ``ws`` closed: the close frame of the side that closed first (the one received when
    the other side began, else the one sent), 1006 when there was none."""
    protocol = ws.protocol
    first, then = ((protocol.close_rcvd, protocol.close_sent) if protocol.close_rcvd_then_sent
                   else (protocol.close_sent, protocol.close_rcvd))
    frame = first or then
    if frame is None:
        return Closed(CloseCode.ABNORMAL_CLOSURE, "")
    return Closed(frame.code, frame.reason)


class _Inbox(queue.SimpleQueue):
    """What arrived, for the app's thread to poll; ``wake`` (if given) is called, from the network
    thread, each time something is put in (the app's loop sleeps until then instead of looking)."""

    def __init__(self, wake: Callable[[], None] | None = None):
        super().__init__()
        self._wake = wake

    def put(self, item, block: bool = True, timeout: float | None = None) -> None:
        super().put(item, block, timeout)
        if self._wake is not None:
            try:
                self._wake()
            except Exception:                     # the app's wake must never end the network thread
                log.exception("the wake callback failed")


def _drain(events: queue.SimpleQueue, timeout: float) -> list:
    items = []
    try:
        if timeout > 0:
            items.append(events.get(timeout=timeout))
        while True:
            items.append(events.get_nowait())
    except queue.Empty:
        pass
    return items


class _Connection:
    """One client's connection, on the server's loop."""

    def __init__(self, conn_id: int, ws: ServerConnection, address: str, port: int, server: Server):
        self.id, self.ws, self.address, self.port = conn_id, ws, address, port
        self.out: asyncio.Queue = asyncio.Queue()
        self.rate = RateBound(server.rate, server.burst)
        self.bad = RateBound(1.0, server.bad_burst)
        self.hello = False
        self.closing = False

    def shut(self, code: int, reason: str) -> None:
        if not self.closing:
            self.closing = True
            self.out.put_nowait(_Close(code, _reason(reason)))

    def queue(self, text: str) -> None:
        if self.closing:
            return
        if self.out.qsize() >= MAX_OUTGOING:
            log.info("connection %d reads nothing: closed", self.id)
            self.shut(CloseCode.POLICY_VIOLATION, "too many messages waiting")
            return
        self.out.put_nowait(text)

    async def write(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                item = await self.out.get()
                if isinstance(item, _Close):
                    await self.ws.close(item.code, item.reason)
                    return
                await self.ws.send(item)


class _Threaded:
    """What the server and the client share: an asyncio loop on a thread of their own, which the
    caller's thread reaches only through :meth:`_call`."""

    _loop: asyncio.AbstractEventLoop | None = None
    _thread: threading.Thread | None = None

    def _call(self, fn, *args) -> bool:
        """Run ``fn(*args)`` on the network thread soon; False when its loop is gone."""
        loop = self._loop
        if loop is None:
            return False
        try:
            loop.call_soon_threadsafe(fn, *args)
        except RuntimeError:          # the loop closed meanwhile
            return False
        return True

    def _end(self, shut) -> None:
        """Ask the network thread to ``shut`` down and wait for it to end (nothing if not started)."""
        if self._thread is None:
            return
        self._call(shut)
        self._thread.join()
        self._thread = None


class Server(_Threaded):
    """The host's side of the wire (module docstring)::

        server = Server(port=0)          # 127.0.0.1, a free port
        port = server.start()
        for conn, event in server.poll():
            ...
            server.send(conn, Message.of("refused", why=..., about="act"))
        server.stop()
    """

    def __init__(self, host: str = "127.0.0.1", port: int = 0, *, max_connections: int = MAX_SEATS,
                 rate: float = 20.0, burst: int = 40, bad_burst: int = 32, hello_timeout: float = 10.0,
                 ping_interval: float | None = PING_INTERVAL, ping_timeout: float | None = PING_TIMEOUT,
                 open_timeout: float = 10.0, close_timeout: float = 5.0, wake: Callable[[], None] | None = None):
        self.host, self.port = host, port
        self.max_connections, self.rate, self.burst, self.bad_burst = max_connections, rate, burst, bad_burst
        self.hello_timeout, self.open_timeout, self.close_timeout = hello_timeout, open_timeout, close_timeout
        self.ping_interval, self.ping_timeout = ping_interval, ping_timeout
        self._events: queue.SimpleQueue = _Inbox(wake)
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        self._addresses: dict[int, str] = {}      # the live connections (any thread, under the lock)
        self._conns: dict[int, _Connection] = {}   # the same, on the loop only
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._accepting = True

    # -- the app's side (any thread) --------------------------------------------------------

    def start(self) -> int:
        """Bind and serve on a thread of its own; the port bound. Raises OSError when the address
        cannot be bound (in use, not this machine's)."""
        if self._thread is not None:
            raise RuntimeError("this server was started already")
        self._thread = threading.Thread(target=self._run, name=f"openair-host:{self.port}", daemon=True)
        self._thread.start()
        self._ready.wait()
        if self._failure is not None:
            self._thread.join()
            raise self._failure
        return self.port

    def poll(self, timeout: float = 0) -> list[tuple[int, Event]]:
        """What arrived since the last poll, oldest first; at once, or after waiting up to
        ``timeout`` seconds for the first when there is none yet."""
        return _drain(self._events, timeout)

    def send(self, conn: int, message: Message) -> bool:
        """Send ``message`` to connection ``conn`` (after what was sent to it before); False when
        that connection is gone. Raises ProtocolError for a message the protocol does not allow
        (a mistake of the caller's: nothing is sent)."""
        return self._queue(conn, encode(message))

    def send_all(self, conns, message: Message) -> None:
        """Send one message to several connections (encoded once)."""
        text = encode(message)
        for conn in conns:
            self._queue(conn, text)

    def close(self, conn: int, why: str = "") -> None:
        """Close connection ``conn`` once what was sent to it before has gone (send a ``closing``
        or ``refused`` first to tell the player why); ``why`` is the close reason, for the log."""
        self._call(self._shut, conn, CloseCode.NORMAL_CLOSURE, why)

    def address_of(self, conn: int) -> str | None:
        """The address connection ``conn`` comes from; None when it is gone."""
        with self._lock:
            return self._addresses.get(conn)

    def connections(self) -> list[int]:
        """The open connections."""
        with self._lock:
            return sorted(self._addresses)

    def stop(self) -> None:
        """Close every connection (after what was sent to it; code 1001), stop serving, and end
        the thread. Whatever poll had not returned yet stays there."""
        self._end(self._stop_serving)

    def __enter__(self) -> Server:
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    def _queue(self, conn: int, text: str) -> bool:
        with self._lock:
            if conn not in self._addresses:
                return False
        return self._call(self._deliver, conn, text)

    # -- the network thread ---------------------------------------------------------------

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:            # the loop's own failure: tell start(), never raise here
            self._failure = self._failure or exc
            log.exception("the host's network thread failed")
        finally:
            self._loop = None
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        try:
            server = await serve(
                self._handle, self.host, self.port, compression=None, max_size=MAX_BYTES, max_queue=16,
                open_timeout=self.open_timeout, close_timeout=self.close_timeout,
                ping_interval=self.ping_interval, ping_timeout=self.ping_timeout)
        except OSError as exc:
            self._failure = exc
            return
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        try:
            await self._stop.wait()
            self._accepting = False
            for conn in list(self._conns.values()):
                conn.shut(CloseCode.GOING_AWAY, "the host stops")
            if self._conns:
                writers = [asyncio.ensure_future(c.ws.wait_closed()) for c in self._conns.values()]
                await asyncio.wait(writers, timeout=self.close_timeout)
                for waiter in writers:
                    waiter.cancel()
        finally:
            server.close()
            await server.wait_closed()

    def _stop_serving(self) -> None:
        if self._stop is not None:
            self._stop.set()

    def _deliver(self, conn_id: int, text: str) -> None:
        conn = self._conns.get(conn_id)
        if conn is not None:
            conn.queue(text)

    def _shut(self, conn_id: int, code: int, why: str) -> None:
        conn = self._conns.get(conn_id)
        if conn is not None:
            conn.shut(code, why)

    async def _handle(self, ws: ServerConnection) -> None:
        peer = ws.remote_address or ("", 0)
        if not self._accepting or len(self._conns) >= self.max_connections:
            why = ngettext("The table is full: it takes {count} connection at most.",
                           "The table is full: it takes {count} connections at most.",
                           self.max_connections).format(count=self.max_connections)
            with contextlib.suppress(ConnectionClosed):
                await ws.send(encode(Message.of("refused", why=why, about="full")))
                await ws.close(CloseCode.TRY_AGAIN_LATER, "the table is full")
            return
        conn = _Connection(next(self._ids), ws, str(peer[0]), int(peer[1]), self)
        self._conns[conn.id] = conn
        with self._lock:
            self._addresses[conn.id] = conn.address
        self._events.put((conn.id, Opened(conn.address, conn.port)))
        writer = asyncio.create_task(conn.write())
        try:
            await self._read(conn)
        except ConnectionClosed:
            pass
        except Exception:                       # a fault of ours: this connection ends, the server goes on
            log.exception("connection %d failed", conn.id)
            conn.shut(CloseCode.INTERNAL_ERROR, "the host failed")
        finally:
            with self._lock:
                self._addresses.pop(conn.id, None)
            del self._conns[conn.id]
            conn.shut(CloseCode.NORMAL_CLOSURE, "")
            try:
                await asyncio.wait_for(writer, self.close_timeout)
            except (TimeoutError, ConnectionClosed):
                pass
            self._events.put((conn.id, _closed(ws)))

    async def _read(self, conn: _Connection) -> None:
        ws = conn.ws
        deadline = asyncio.get_running_loop().time() + self.hello_timeout
        while True:
            if conn.hello or conn.closing:
                raw = await ws.recv()
            else:
                try:
                    async with asyncio.timeout_at(deadline):
                        raw = await ws.recv()
                except TimeoutError:
                    conn.shut(CloseCode.POLICY_VIOLATION, "no hello in time")
                    continue
            if conn.closing:
                continue
            if not conn.rate.take():
                self._bad(conn, ProtocolError(_("Too many messages came too fast: this one was left unread.")))
                continue
            try:
                message = parse(raw, CLIENT)
            except ProtocolError as exc:
                self._bad(conn, exc)
                continue
            if message.type == "hello":
                conn.hello = True
            self._events.put((conn.id, message))

    def _bad(self, conn: _Connection, error: ProtocolError) -> None:
        self._events.put((conn.id, error))
        if not conn.bad.take():
            conn.shut(CloseCode.POLICY_VIOLATION, "too many bad messages")
            return
        try:
            reply = encode(Message.of("error", why=str(error)[:MAX_WHY]))
        except ProtocolError:                   # a sentence the protocol would not carry
            reply = encode(Message.of("error", why="The message was left unread."))
        conn.queue(reply)


class Client(_Threaded):
    """A player's (or a spectator's) side of the wire::

        client = Client("127.0.0.1", port)
        client.start()                      # connects on its own thread: Opened or Closed follows
        client.send(protocol.hello())
        for event in client.poll():
            ...
        client.close()
    """

    def __init__(self, host: str, port: int, *, open_timeout: float = 10.0, close_timeout: float = 5.0,
                 ping_interval: float | None = PING_INTERVAL, ping_timeout: float | None = PING_TIMEOUT,
                 wake: Callable[[], None] | None = None):
        self.host, self.port = host, port
        self.open_timeout, self.close_timeout = open_timeout, close_timeout
        self.ping_interval, self.ping_timeout = ping_interval, ping_timeout
        self._events: queue.SimpleQueue = _Inbox(wake)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._out: asyncio.Queue | None = None
        self._task: asyncio.Task | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._open = False

    @property
    def uri(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"ws://{host}:{self.port}/"

    @property
    def connected(self) -> bool:
        return self._open

    def start(self) -> None:
        """Connect on a thread of its own and return at once; poll tells Opened, or Closed with
        what failed."""
        if self._thread is not None:
            raise RuntimeError("this client was started already")
        self._thread = threading.Thread(target=self._run, name=f"openair-client:{self.port}", daemon=True)
        self._thread.start()
        self._ready.wait()

    def poll(self, timeout: float = 0) -> list[Event]:
        """What arrived since the last poll, oldest first (at once, or after waiting up to
        ``timeout`` seconds for the first)."""
        return _drain(self._events, timeout)

    def send(self, message: Message) -> bool:
        """Send ``message`` (after what was sent before); False when not connected. Raises
        ProtocolError for a message the protocol does not allow."""
        text = encode(message)
        return self._open and self._call(self._deliver, text)

    def close(self) -> None:
        """Close the connection once what was sent has gone, and end the thread."""
        self._end(self._shut)

    def __enter__(self) -> Client:
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _deliver(self, text: str) -> None:
        if self._out is not None and self._out.qsize() < MAX_OUTGOING:
            self._out.put_nowait(text)

    def _shut(self) -> None:
        if self._open and self._out is not None:
            self._out.put_nowait(_Close(CloseCode.NORMAL_CLOSURE, "bye"))
        elif self._task is not None:
            self._task.cancel()

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException:
            log.exception("a client's network thread failed")
            self._events.put(Closed(None, "the network thread failed"))
        finally:
            self._open = False
            self._loop = None
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._task = asyncio.current_task()
        self._out = asyncio.Queue()
        self._ready.set()
        try:
            ws = await connect(self.uri, compression=None, max_size=MAX_BYTES, max_queue=16, proxy=None,
                               open_timeout=self.open_timeout, close_timeout=self.close_timeout,
                               ping_interval=self.ping_interval, ping_timeout=self.ping_timeout)
        except asyncio.CancelledError:
            self._events.put(Closed(None, "closed before it connected"))
            return
        except Exception as exc:      # refused, unreachable, not a WebSocket server, timed out ...
            self._events.put(Closed(None, str(exc) or type(exc).__name__))
            return
        self._open = True
        self._events.put(Opened(self.host, self.port))
        writer = asyncio.create_task(self._write(ws))
        try:
            async for raw in ws:
                try:
                    self._events.put(parse(raw, HOST))
                except ProtocolError as exc:
                    self._events.put(exc)
        except ConnectionClosed:
            pass
        finally:
            self._open = False
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError, ConnectionClosed):
                await writer
            await ws.close()
            self._events.put(_closed(ws))

    async def _write(self, ws) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                item = await self._out.get()
                if isinstance(item, _Close):
                    await ws.close(item.code, item.reason)
                    return
                await ws.send(item)
