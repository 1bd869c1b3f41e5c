"""The bots' thread (game.ui.bot_worker): jobs run off the main thread, one after another, and
a job that fails leaves the thread working."""

from __future__ import annotations

import threading

from game.ui.bot_worker import BotWorker


def test_jobs_run_in_order_on_one_thread_that_is_not_the_main_one():
    worker = BotWorker()
    ran: list = []
    events = [worker.submit(lambda i=i: ran.append((i, threading.current_thread()))) for i in range(5)]
    assert all(e.wait(10) for e in events)
    assert [i for i, _t in ran] == [0, 1, 2, 3, 4]
    threads = {t for _i, t in ran}
    assert len(threads) == 1 and threading.main_thread() not in threads


def test_a_failing_job_is_logged_and_the_next_one_still_runs(caplog):
    worker = BotWorker()

    def boom():
        raise RuntimeError("no idea")

    failed = worker.submit(boom)
    ran: list = []
    after = worker.submit(lambda: ran.append(1))
    assert failed.wait(10) and after.wait(10)
    assert ran == [1]
    assert "a bot job failed" in caplog.text
