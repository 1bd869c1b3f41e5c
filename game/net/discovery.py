"""Finding open tables on the local network (no pygame): a host announces its table, a joining
player's Open Air lists the tables it hears of.

What an announcement says (:class:`TableAd`): the table's name as the host's player reads it,
the game, the port, the protocol version and the app's version. **Never the join code or the
watch code**: anyone on the network hears an announcement, and only the players told the code
may sit down.

Where announcements travel is a *registry*, given by the caller:

* :class:`LocalRegistry`: in this process only (the tests, the tours, a host bound to this
  machine's loopback address). Nothing leaves the process.
* :class:`ZeroconfRegistry`: mDNS (``zeroconf``) on the interfaces the caller names, and only
  where :func:`real_allowed` says so: never while tests run (pytest's ``PYTEST_CURRENT_TEST``), on
  a CI machine (``CI``) or with ``OPENAIR_DISCOVERY=off``; there it refuses to start
  (:class:`DiscoveryOff`). :func:`registry_for` picks one of the two.

:class:`Announcer` and :class:`Browser` each run on a thread of their own (registering on mDNS
probes the network for a second or two, and resolving a found table asks it again); the app's
frame loop only calls :meth:`Browser.poll`, which returns at once what was heard since, and may
pass a ``wake`` function that the thread calls when something arrived.

What a browser hears comes from the network and is read as hostile input: a name is cleaned as a
seat's name is (and at most 40 characters), a game id must look like one, the port lie in 1 to
65535, the protocol be a number; anything else is left out. At most :data:`MOST_TABLES` tables are
kept.
"""

from __future__ import annotations

import ipaddress
import logging
import os
import queue
import re
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace

from .protocol import PROTOCOL_VERSION

log = logging.getLogger(__name__)

#: the mDNS service type of an Open Air table
SERVICE_TYPE = "_openair._tcp.local."
#: the most tables a browser keeps (a network that announces thousands is not believed)
MOST_TABLES = 32
#: the longest text a field of an announcement may hold
FIELD_MOST = 64
_GAME_ID = re.compile(r"[a-z][a-z0-9_]{0,31}")
_APP = re.compile(r"[0-9A-Za-z.+_-]{1,32}")
#: seconds a browser waits for a found table's details
RESOLVE_MS = 3000


class DiscoveryOff(RuntimeError):
    """Real network discovery was asked for where it must not run (tests, CI, switched off)."""


def real_allowed(environ: Mapping[str, str] | None = None) -> bool:
    """Whether mDNS may be used here: not while pytest runs a test, not on CI, not with
    ``OPENAIR_DISCOVERY`` set to off/0/no/false."""
    env = os.environ if environ is None else environ
    if env.get("PYTEST_CURRENT_TEST") or env.get("CI"):
        return False
    return env.get("OPENAIR_DISCOVERY", "").strip().lower() not in ("off", "0", "no", "false")


@dataclass(frozen=True)
class TableAd:
    """An open table as announced: its name, game, port, protocol and app version; and, once
    found by a browser, the address it came from and its key (the announcement's own name, which
    tells two tables of one name apart)."""
    name: str
    game: str
    port: int
    protocol: int = PROTOCOL_VERSION
    app: str = ""
    address: str = ""
    key: str = ""

    def properties(self) -> dict[str, str]:
        """What the announcement carries besides the port (never a code)."""
        return {"name": self.name, "game": self.game, "protocol": str(self.protocol), "app": self.app}

    @property
    def compatible(self) -> bool:
        """Whether this Open Air speaks the table's protocol."""
        return self.protocol == PROTOCOL_VERSION


def _text(value) -> str | None:
    if isinstance(value, bytes | bytearray):
        try:
            value = bytes(value).decode("utf-8")
        except UnicodeDecodeError:
            return None
    if not isinstance(value, str) or len(value) > FIELD_MOST:
        return None
    return value


def read_ad(properties: Mapping, port, address: str, key: str) -> TableAd | None:
    """A table as heard from the network (its properties as bytes or texts), checked; None when
    something in it is not what an Open Air table announces."""
    from game.core.match import NAME_MAX, clean_name
    if not isinstance(properties, Mapping) or len(properties) > 16:
        return None
    fields = {}
    for k, v in properties.items():
        k, v = _text(k), _text(v)
        if k is not None and v is not None:
            fields[k] = v
    name = clean_name(fields.get("name", ""))[:NAME_MAX]
    game, app = fields.get("game", ""), fields.get("app", "")
    try:
        protocol = int(fields.get("protocol", ""))
    except ValueError:
        return None
    if not name or not _GAME_ID.fullmatch(game) or (app and not _APP.fullmatch(app)):
        return None
    if type(port) is not int or not 1 <= port <= 65535 or not 0 <= protocol <= 10**6:
        return None
    try:
        address = str(ipaddress.ip_address(address))
    except ValueError:
        return None
    key = _text(key) or ""
    if not key:
        return None
    return TableAd(name, game, port, protocol, app, address, key)


# -- the registries -------------------------------------------------------------------------------

Found = Callable[[TableAd], None]
Lost = Callable[[str], None]


class LocalRegistry:
    """Announcements within this process only: what one part registers, a browser of the same
    registry finds (at the address 127.0.0.1). Thread-safe."""

    address = "127.0.0.1"

    def __init__(self):
        self._lock = threading.Lock()
        self._ads: dict[str, TableAd] = {}
        self._listeners: list[tuple[Found, Lost]] = []
        self._count = 0

    def register(self, ad: TableAd) -> TableAd:
        """Announce ``ad``; returns it with its key and address."""
        with self._lock:
            self._count += 1
            ad = replace(ad, key=ad.key or f"{ad.name} #{self._count}.{SERVICE_TYPE}", address=self.address)
            self._ads[ad.key] = ad
            listeners = list(self._listeners)
        for found, _lost in listeners:
            found(ad)
        return ad

    def unregister(self, ad: TableAd) -> None:
        with self._lock:
            gone = self._ads.pop(ad.key, None)
            listeners = list(self._listeners)
        if gone is not None:
            for _found, lost in listeners:
                lost(ad.key)

    def browse(self, found: Found, lost: Lost) -> Callable[[], None]:
        """Call ``found`` for every table announced now and later, ``lost`` for one that goes;
        returns the function that stops it."""
        pair = (found, lost)
        with self._lock:
            self._listeners.append(pair)
            now = list(self._ads.values())
        for ad in now:
            found(ad)

        def stop() -> None:
            with self._lock:
                if pair in self._listeners:
                    self._listeners.remove(pair)
        return stop

    def tables(self) -> list[TableAd]:
        with self._lock:
            return list(self._ads.values())

    def close(self) -> None:
        """(Nothing to let go: the registry lives as long as the process.)"""


#: the process's own registry (a host at this machine's loopback address, the tests, the tours)
LOCAL = LocalRegistry()


class ZeroconfRegistry:
    """mDNS on the interfaces asked for (``"all"``, or a list of this machine's addresses);
    refuses to start where :func:`real_allowed` says no. Its methods block (they ask the network):
    call them from an :class:`Announcer`'s or a :class:`Browser`'s thread."""

    def __init__(self, interfaces: str | Iterable[str] = "all"):
        if not real_allowed():
            raise DiscoveryOff("network discovery is off here (tests, CI or OPENAIR_DISCOVERY=off)")
        self.interfaces = interfaces if isinstance(interfaces, str) else list(interfaces)
        self._zc = None
        self._infos: dict[str, object] = {}

    def _zeroconf(self):
        if self._zc is None:
            from zeroconf import InterfaceChoice, IPVersion, Zeroconf
            chosen = InterfaceChoice.All if self.interfaces == "all" else list(self.interfaces)
            self._zc = Zeroconf(interfaces=chosen, ip_version=IPVersion.V4Only)
        return self._zc

    def register(self, ad: TableAd) -> TableAd:
        import socket

        from zeroconf import ServiceInfo
        zc = self._zeroconf()
        chosen = lan_addresses() if self.interfaces == "all" else self.interfaces
        addresses = [socket.inet_aton(a) for a in chosen if ipaddress.ip_address(a).version == 4]
        key = f"{_instance(ad.name)}-{os.getpid()}.{SERVICE_TYPE}"
        info = ServiceInfo(SERVICE_TYPE, key, port=ad.port, properties=ad.properties(),
                           addresses=addresses or None, server=f"openair-{os.getpid()}.local.")
        zc.register_service(info, allow_name_change=True)
        self._infos[info.name] = info
        return replace(ad, key=info.name)

    def unregister(self, ad: TableAd) -> None:
        info = self._infos.pop(ad.key, None)
        if info is not None and self._zc is not None:
            self._zc.unregister_service(info)

    def browse(self, found: Found, lost: Lost) -> Callable[[], None]:
        from zeroconf import ServiceBrowser, ServiceStateChange
        zc = self._zeroconf()

        def changed(zeroconf, service_type, name, state_change) -> None:
            if state_change is ServiceStateChange.Removed:
                lost(name)
                return
            info = zeroconf.get_service_info(service_type, name, timeout=RESOLVE_MS)
            if info is None:
                return
            for address in info.parsed_addresses():
                ad = read_ad(info.properties or {}, info.port, address, name)
                if ad is not None:
                    found(ad)
                    return

        browser = ServiceBrowser(zc, SERVICE_TYPE, handlers=[changed])
        return browser.cancel

    def close(self) -> None:
        if self._zc is not None:
            self._zc.close()
            self._zc = None


def _instance(name: str) -> str:
    """A table's name as an mDNS instance name may hold it (no dots, at most 40 characters)."""
    return re.sub(r"[.\x00-\x1f]", " ", name).strip()[:40] or "Open Air"


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses other than loopback (read from its interfaces: nothing is
    sent), for the lobby to show and the announcement to carry."""
    try:
        import ifaddr
        found = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips if isinstance(ip.ip, str)]
    except Exception:                     # (no interfaces readable: none shown)
        return []
    out = []
    for address in found:
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            continue
        if ip.version == 4 and not ip.is_loopback and not ip.is_link_local and address not in out:
            out.append(address)
    return out


def registry_for(host_address: str | None = None, interfaces: str | Iterable[str] = "all"):
    """The registry to use: :data:`LOCAL` where real discovery is not allowed or the table is bound
    to this machine's loopback address (nobody else could reach it), else a :class:`ZeroconfRegistry`
    on ``interfaces``."""
    if host_address is not None:
        try:
            if ipaddress.ip_address(host_address).is_loopback:
                return LOCAL
        except ValueError:
            pass
    if not real_allowed():
        return LOCAL
    return ZeroconfRegistry(interfaces)


# -- on threads of their own --------------------------------------------------------------------

class _Worker:
    """A thread that runs the jobs handed to it, one after another, and ends on ``None``."""

    def __init__(self, name: str):
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            try:
                job()
            except Exception:               # (a network that fails: the table is not heard of, the app goes on)
                log.warning("discovery failed", exc_info=True)

    def join(self, timeout: float | None = None) -> bool:
        """Wait for the thread to end (tests); whether it did."""
        if self._thread.ident is not None:
            self._thread.join(timeout)
        return not self._thread.is_alive()


class Announcer(_Worker):
    """Announce one table while it is open::

        announcer = Announcer(registry, TableAd("Ada's table", "camp", port))
        announcer.start()        # returns at once
        ...
        announcer.stop()         # the announcement is taken back on the thread
    """

    def __init__(self, registry, ad: TableAd):
        super().__init__("openair-announce")
        self.registry, self.ad = registry, ad
        #: the announcement as registered (with its key), once it is
        self.announced: TableAd | None = None

    def start(self) -> None:
        self._thread.start()
        self._jobs.put(self._register)

    def _register(self) -> None:
        self.announced = self.registry.register(self.ad)

    def stop(self) -> None:
        def take_back() -> None:
            try:
                if self.announced is not None:
                    self.registry.unregister(self.announced)
            finally:
                if self.registry is not LOCAL:
                    self.registry.close()
        if self._thread.ident is None:
            return
        self._jobs.put(take_back)
        self._jobs.put(None)


@dataclass(frozen=True)
class Heard:
    """What a browser heard: ``ad`` found (or changed), or the table ``key`` gone (``ad`` None)."""
    key: str
    ad: TableAd | None


class Browser(_Worker):
    """Listen for tables on its own thread; :meth:`poll` (the frame loop's, at once) brings
    :attr:`tables` up to date with what was heard since."""

    def __init__(self, registry, wake: Callable[[], None] | None = None):
        super().__init__("openair-browse")
        self.registry, self.wake = registry, wake
        self._heard: queue.SimpleQueue = queue.SimpleQueue()
        self._cancel: Callable[[], None] | None = None
        #: the tables found, by key, in the order they were found
        self.tables: dict[str, TableAd] = {}

    def start(self) -> None:
        self._thread.start()
        self._jobs.put(self._browse)

    def _browse(self) -> None:
        self._cancel = self.registry.browse(self._found, self._lost)

    def _found(self, ad: TableAd) -> None:
        self._tell(Heard(ad.key, ad))

    def _lost(self, key: str) -> None:
        self._tell(Heard(key, None))

    def _tell(self, heard: Heard) -> None:
        self._heard.put(heard)
        if self.wake is not None:
            self.wake()

    def poll(self) -> bool:
        """Take in what was heard since the last poll; whether the list changed."""
        changed = False
        while True:
            try:
                heard = self._heard.get_nowait()
            except queue.Empty:
                return changed
            if heard.ad is None:
                changed |= self.tables.pop(heard.key, None) is not None
            elif heard.key in self.tables or len(self.tables) < MOST_TABLES:
                changed |= self.tables.get(heard.key) != heard.ad
                self.tables[heard.key] = heard.ad

    def stop(self) -> None:
        def end() -> None:
            try:
                if self._cancel is not None:
                    self._cancel()
            finally:
                if self.registry is not LOCAL:
                    self.registry.close()
        if self._thread.ident is None:
            return
        self._jobs.put(end)
        self._jobs.put(None)
