"""The bot friends' plans for the round (``bot.intention``), worked out in a worker thread.

The team planner is too slow to run on the main thread for every seat after every move, so
the table asks for plans whenever the game moved on while the team picks who goes next,
and keeps showing the last plans it got (for the bots that have not walked yet) until fresh
ones arrive. Only one planning job runs at a time; a job for a position the game has left
is finished and thrown away. Nothing here is needed by the rules or the bots.
"""

from __future__ import annotations

import logging
import threading

import pygame

log = logging.getLogger(__name__)


class Plans:
    def __init__(self, wake_event: int | None = None):
        self.wake = wake_event
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._want = None            # (key, views) to plan next
        self._done: dict = {}        # key -> {seat: [(x, y)]}
        self.shown: dict[int, list[tuple[int, int]]] = {}
        self.round = None
        self.version = 0

    def ask(self, key, views: dict[int, object], round_number: int) -> None:
        """Plan ``views`` ({seat: view}) for position ``key`` (at once if nothing runs)."""
        if round_number != self.round:
            self.round = round_number
            self.shown = {}
        with self._lock:
            if key in self._done or (self._want is not None and self._want[0] == key):
                return
            self._want = (key, views)
            busy = self._thread is not None and self._thread.is_alive()
        if not busy:
            self._start()

    def _start(self) -> None:
        with self._lock:
            job, self._want = self._want, None
        if job is None:
            return
        self._thread = threading.Thread(target=self._work, args=job, name="boaromia-plans", daemon=True)
        self._thread.start()

    def _work(self, key, views) -> None:
        from . import bot
        out = {}
        for seat, view in views.items():
            try:
                out[seat] = list(bot.intention(view, seat))
            except Exception:          # a planning error costs the dotted path, never the table
                log.exception("bot.intention failed for seat %s", seat)
        with self._lock:
            if len(self._done) > 8:
                self._done.clear()
            self._done[key] = out
            again = self._want is not None
        if again:
            self._start()
        if self.wake is not None and pygame.get_init():
            try:
                pygame.event.post(pygame.event.Event(self.wake))
            except pygame.error:
                pass

    def take(self, key) -> bool:
        """Show the plans for ``key`` if they are ready; True when they changed what is shown."""
        with self._lock:
            got = self._done.get(key)
        if got is None:
            return False
        got = {s: p for s, p in got.items() if len(p) > 1}
        if got == self.shown:
            return False
        self.shown = got
        self.version += 1
        return True

    def wait(self, timeout: float = 30.0) -> None:
        """Let the running jobs finish (tests and the tour)."""
        for _ in range(4):
            t = self._thread
            if t is None or not t.is_alive():
                return
            t.join(timeout)

    def busy(self) -> bool:
        t = self._thread
        return t is not None and t.is_alive()
