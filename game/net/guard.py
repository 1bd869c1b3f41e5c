"""Bounds on what one address or one connection may ask of a host (no pygame).

:class:`Guard` keeps count of the wrong join and watch codes (and stale seat tokens) each address
sent: the first few are free, then each further try must wait longer (1, 2, 4 … seconds, at most
30), and after ten wrong ones the address is refused for ten minutes. A try that comes before
its wait is over is refused without being looked at, so nobody can guess faster by asking more
often. An address's count is forgotten ten minutes after its last wrong try. IPv6 addresses count
by their /64 network (one machine may hold a whole /64).

:class:`RateBound` is a token bucket: a connection may send ``burst`` messages at once and
``rate`` a second after that.

Both take a ``clock`` (``time.monotonic`` unless a test gives its own) and never sleep: they
answer at once, and the host refuses what they refuse.
"""

from __future__ import annotations

import ipaddress
import time
from collections.abc import Callable

from game.core.i18n import ngettext


def address_key(address: str) -> str:
    """What the guard counts by: an IPv4 address itself, an IPv6 one's /64 network (an IPv4
    address mapped into IPv6 as the IPv4 one); any other text as it is."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return address
    if ip.version == 6:
        if ip.ipv4_mapped:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


class Guard:
    """Wrong codes per address: slowed, then refused for a while (module docstring)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, *, free: int = 3, first_wait: float = 1.0,
                 longest_wait: float = 30.0, refuse_after: int = 10, refuse_for: float = 600.0,
                 forget_after: float = 600.0, most_addresses: int = 4096):
        self.clock = clock
        self.free, self.first_wait, self.longest_wait = free, first_wait, longest_wait
        self.refuse_after, self.refuse_for, self.forget_after = refuse_after, refuse_for, forget_after
        self.most_addresses = most_addresses
        #: address key -> (wrong tries, time of the last one)
        self._wrong: dict[str, tuple[int, float]] = {}

    def wait(self, address: str) -> float:
        """Seconds before ``address`` may try a code again; 0 when it may now."""
        key = address_key(address)
        entry = self._wrong.get(key)
        if entry is None:
            return 0.0
        count, last = entry
        now = self.clock()
        if now - last >= max(self.forget_after, self._pause(count)):
            del self._wrong[key]
            return 0.0
        return max(0.0, last + self._pause(count) - now)

    def allows(self, address: str) -> bool:
        """Whether ``address`` may try a code now."""
        return self.wait(address) == 0.0

    def failed(self, address: str) -> None:
        """``address`` sent a wrong code (or a stale token)."""
        key = address_key(address)
        self.wait(address)                       # forgets an old count first
        count = self._wrong.get(key, (0, 0.0))[0] + 1
        self._wrong.pop(key, None)
        self._wrong[key] = (count, self.clock())  # the newest last: the oldest go first below
        while len(self._wrong) > self.most_addresses:
            del self._wrong[next(iter(self._wrong))]

    def refusal(self, address: str) -> str | None:
        """The sentence that refuses ``address`` a try now (for a ``refused`` message); None when
        it may try."""
        wait = self.wait(address)
        if wait == 0.0:
            return None
        seconds = max(1, int(wait + 0.999))
        if wait > self.longest_wait:
            minutes = max(1, int(wait / 60 + 0.999))
            return ngettext("Too many wrong codes came from your address: try again in {minutes} minute.",
                            "Too many wrong codes came from your address: try again in {minutes} minutes.",
                            minutes).format(minutes=minutes)
        return ngettext("Too many wrong codes came from your address: try again in {seconds} second.",
                        "Too many wrong codes came from your address: try again in {seconds} seconds.",
                        seconds).format(seconds=seconds)

    def _pause(self, count: int) -> float:
        """How long an address with ``count`` wrong tries waits after its last one."""
        if count >= self.refuse_after:
            return self.refuse_for
        if count <= self.free:
            return 0.0
        return min(self.longest_wait, self.first_wait * 2 ** (count - self.free - 1))


class RateBound:
    """A token bucket: ``burst`` at once, ``rate`` a second after that."""

    def __init__(self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self._tokens = float(burst)
        self._last = clock()

    def take(self) -> bool:
        """Whether one more may pass now (and counts it when it may)."""
        now = self.clock()
        self._tokens = min(self.burst, self._tokens + (now - self._last) * self.rate)
        self._last = now
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            return True
        return False
