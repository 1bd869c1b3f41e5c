"""The kit's report between rounds on a real table (the toy's): while it is to come or on show
the table holds (no bot moves on), closing it lets the game go on, and an undo back past the
round's end forgets it."""

from __future__ import annotations

from tests.table_helpers import new_runner, show


def test_the_report_holds_the_table_until_closed_and_an_undo_forgets_it(app):
    scene = show(app, new_runner("noughts", [("Ann", "human"), ("Bob", "normal")], seed=4))
    report = scene.report_rounds()
    assert report in scene.clocks and not scene.holding()
    assert scene.play(("mark", 4))
    report.due("after the first move", len(scene.runner.match.actions))
    for _ in range(30):                      # the bot would answer within these frames
        app.step([])
    assert scene.holding() and report.on_show() == "after the first move"
    assert len(scene.runner.match.actions) == 1          # Bob waits for the report
    report.close()
    for _ in range(20):                      # (the bot's answer, without waiting on the wall clock)
        app.step([])
        scene.step_bots_blocking()
        if len(scene.runner.match.actions) == 2:
            break
    assert len(scene.runner.match.actions) == 2 and not scene.holding()
    report.due("after Bob's move", 2)
    assert scene.undo()                                   # Ann takes her move back: before the round's end
    assert not scene.holding() and report.on_show() is None
