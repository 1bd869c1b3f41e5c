"""Waiting on a server's or a client's poll in tests: until what is wanted arrived, or fail after
a generous time (only a broken wire ever waits that long); and a poll kept going on a thread of
its own, as a frame loop keeps it."""

from __future__ import annotations

import contextlib
import threading
import time

#: the longest a test waits for something that should come at once on loopback
PATIENCE = 10.0


def gather(poll, until, patience: float = PATIENCE) -> list:
    """Events from ``poll`` until ``until(events)`` holds; AssertionError after ``patience`` s."""
    events: list = []
    end = time.monotonic() + patience
    while not until(events):
        left = end - time.monotonic()
        assert left > 0, f"waited {patience} s; got {events!r}"
        events += poll(min(left, 0.5))
    return events


def of_type(events, kind) -> list:
    """The events of one class (the connection id dropped where there is one)."""
    plain = [e[1] if isinstance(e, tuple) else e for e in events]
    return [e for e in plain if isinstance(e, kind)]


@contextlib.contextmanager
def looping(step, name: str):
    """``step()`` over and over on a thread called ``name`` while the block runs; the thread stops at
    the first exception, which is in the list yielded and fails the block (once the thread is gone)."""
    stop = threading.Event()
    failures: list = []

    def loop():
        try:
            while not stop.is_set():
                step()
        except BaseException as exc:         # the test fails on any
            failures.append(exc)

    thread = threading.Thread(target=loop, name=name)
    thread.start()
    try:
        yield failures
    finally:
        stop.set()
        thread.join()
    assert not failures, failures
