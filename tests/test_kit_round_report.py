"""The kit's report between rounds (``game.ui.round_report.RoundReport``): it comes up once the
round's animations played, the table holds meanwhile, an undo past the round forgets it, and at a
table of bots alone it closes by itself (or never comes up). The games' scene tests play it on the
real tables; here the clock alone, on a table reduced to what the clock reads."""

from __future__ import annotations

from types import SimpleNamespace

from game.ui.round_report import RoundReport


class Table:
    def __init__(self, humans=(0,)):
        self._humans = list(humans)
        self.busy = True
        self.pushed: list = []
        self.closed = 0
        self.anims = SimpleNamespace(busy=lambda: self.busy)
        self.app = SimpleNamespace(push=self.pushed.append)

    def humans(self):
        return self._humans


def test_it_comes_up_after_the_animations_and_holds_the_table_until_closed():
    table, now = Table(), [100.0]
    report = RoundReport(table, on_closed=lambda: setattr(table, "closed", table.closed + 1), clock=lambda: now[0])
    assert not report.holding() and report.on_show() is None
    report.due("casting 1", actions=40)
    assert report.holding() and report.on_show() is None      # the flights first
    report.tick()
    assert report.on_show() is None and not report.running()
    table.busy = False
    report.tick()
    assert report.on_show() == "casting 1" and report.running() and report.holding()
    now[0] += 60                                                # a human reads as long as they like
    report.tick()
    assert report.on_show() == "casting 1" and report.wake_in() is None and table.closed == 0
    report.close()
    assert not report.holding() and table.closed == 1
    report.close()                                              # closed once
    assert table.closed == 1


def test_a_report_of_its_own_screen_is_pushed_over_the_table():
    table = Table()
    report = RoundReport(table, on_closed=lambda: None, show=lambda r: ("screen of", r))
    report.due("season 2", actions=300)
    table.busy = False
    report.tick()
    assert table.pushed == [("screen of", "season 2")] and not report.running() and report.holding()
    report.tick()
    assert len(table.pushed) == 1


def test_an_undo_past_the_rounds_end_forgets_the_report():
    table = Table()
    report = RoundReport(table, on_closed=lambda: None)
    report.due("casting 1", actions=40)
    report.forget_undone(40)
    assert report.holding()
    report.forget_undone(39)
    assert not report.holding() and report.on_show() is None


def test_at_a_table_of_bots_it_closes_by_itself_or_never_comes_up():
    table, now, closed = Table(humans=()), [0.0], []
    report = RoundReport(table, on_closed=lambda: closed.append(1), spectator_s=5.0, clock=lambda: now[0])
    table.busy = False
    report.due("casting 2", actions=80)
    report.tick()
    assert report.on_show() == "casting 2" and report.wake_in() == 5.0
    now[0] = 3.0
    report.tick()
    assert report.wake_in() == 2.0 and not closed
    now[0] = 5.0
    report.tick()
    assert closed == [1] and not report.holding()
    silent = RoundReport(table, on_closed=lambda: closed.append(2), spectator_s=None)
    silent.due("season 1", actions=90)
    assert not silent.holding()


def test_showing_another_position_forgets_the_report_either_way():
    """A replay steps forward past a round's end as well as back: the report of the position left
    goes (a read-only table has no Continue to close it)."""
    table = Table()
    report = RoundReport(table, on_closed=lambda: None)
    report.due("casting 1", actions=40)
    report.forget_elsewhere(40)
    assert report.holding()
    report.forget_elsewhere(41)
    assert not report.holding()
