"""The one thread on which the tables' bots think.

A table hands a bot's decision to :func:`submit` and goes on drawing; the job runs on a daemon
thread that lives as long as the app. Starting a thread per decision made the frame that
started it wait for the interpreter while the new thread began to think (about 2-5 ms); handing
a job to a thread that already runs costs next to nothing, and the bot thinks while the main
loop sleeps between frames. Jobs run one after another; a job whose answer is no longer wanted
(an undo, the table closed) checks that itself and returns at once.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable

log = logging.getLogger(__name__)


class BotWorker:
    def __init__(self):
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def submit(self, job: Callable[[], None]) -> threading.Event:
        """Run ``job`` on the worker thread; the event is set once it has run."""
        done = threading.Event()
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="bots", daemon=True)
                self._thread.start()
        self._jobs.put((job, done))
        return done

    def _run(self) -> None:
        while True:
            job, done = self._jobs.get()
            try:
                job()
            except Exception:          # a job reports its own errors; this keeps the thread alive
                log.exception("a bot job failed")
            finally:
                done.set()
                del job, done      # the table a job belongs to is not kept until the next job


_worker = BotWorker()


def submit(job: Callable[[], None]) -> threading.Event:
    """Run ``job`` on the bots' thread (see the module's doc); the event is set once it has run."""
    return _worker.submit(job)
