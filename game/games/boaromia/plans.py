"""The bot friends' plans for the round (``bot.intention``), worked out in a worker thread.

The team planner is too slow to run on the main thread for every seat after every move, so
the table asks for plans whenever the game moved on while the team picks who goes next,
and keeps showing the last plans it got (for the bots that have not walked yet) until fresh
ones arrive. Only one planning job runs at a time, on a thread of its own that stays (the
kit's :class:`~game.ui.bot_worker.BotWorker`: no thread is started in a frame); a job for a
position the game has left is finished and thrown away. Nothing here is needed by the rules
or the bots.
"""

from __future__ import annotations

import logging
import threading

import pygame

from game.ui.bot_worker import BotWorker

log = logging.getLogger(__name__)


class Plans:
    def __init__(self, wake_event: int | None = None):
        self.wake = wake_event
        self._lock = threading.Lock()
        self._worker = BotWorker()
        self._running: threading.Event | None = None     # set once the job on the thread has run
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
            busy = self._running is not None and not self._running.is_set()
        if not busy:
            self._start()

    def _start(self) -> None:
        with self._lock:
            job, self._want = self._want, None
        if job is None:
            return
        self._running = self._worker.submit(lambda: self._work(*job))

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
            running = self._running
            if running is None or running.is_set():
                return
            running.wait(timeout)

    def busy(self) -> bool:
        running = self._running
        return running is not None and not running.is_set()
