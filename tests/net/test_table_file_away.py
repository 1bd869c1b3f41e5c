"""A continued table keeps the bot it let play for an away player: the table file keeps the host's
``away_bot`` (a file written before it was kept reads as "the table waits", and still continues its
table), ``TableHost.resume`` uses it unless told another (or None), and so does ``openair host
--continue`` unless ``--away-bot`` gives another. Over 127.0.0.1: a continued table's away seat is
played, after 90 s (a fake clock), by a bot of the kept level."""

from __future__ import annotations

import json

import pytest

from game import cli
from game.core import saves
from game.net import headless, table_file
from game.net.host import TableHost
from game.net.seats import SeatPlan
from game.net.table_file import TableSecrets
from tests.fake_clock import FakeClock
from tests.net.host_helpers import close_all, make_client, make_host, seat_all

CODE, WATCH, TABLE_ID, TOKEN = "K7Q-M2X-WP9", "ABC-DEF-GH1", "0123456789abcdef", "ab" * 16


def secrets(**kw) -> TableSecrets:
    return TableSecrets("camp", 7, CODE, WATCH, TABLE_ID, [SeatPlan("screen", "Ada"), SeatPlan("remote", "Ben")],
                        [None, TOKEN], "127.0.0.1", 47470, **kw)


@pytest.mark.parametrize("level", ["easy", "normal", "hard", None])
def test_the_table_file_keeps_the_away_bot(tmp_path, level):
    path = tmp_path / "autosave.table.json"
    table_file.write(path, secrets(away_bot=level))
    assert json.loads(path.read_text())["away_bot"] == level
    kept = table_file.read(path)
    assert kept is not None and kept.away_bot == level and kept.join_code == CODE and kept.tokens == [None, TOKEN]


def test_a_table_file_from_before_the_away_bot_was_kept_reads_as_waiting(tmp_path):
    path = tmp_path / "autosave.table.json"
    old = secrets().to_json()
    del old["away_bot"]                        # (as the older version wrote it: no such field)
    path.write_text(json.dumps(old))
    kept = table_file.read(path)
    assert kept is not None and kept.away_bot is None
    assert (kept.game, kept.seed, kept.join_code, kept.watch_code, kept.port) == ("camp", 7, CODE, WATCH, 47470)


@pytest.mark.parametrize("wrong", ["robot", 3, ["hard"], ""])
def test_a_table_file_with_a_wrong_away_bot_is_not_read(tmp_path, wrong):
    path = tmp_path / "autosave.table.json"
    data = secrets().to_json()
    data["away_bot"] = wrong
    path.write_text(json.dumps(data))
    assert table_file.read(path) is None


def stopped_table(tmp_path, away_bot, autosave=None) -> tuple[TableHost, str]:
    """A Camp Roskilde table with Ben remote (joined over 127.0.0.1) and a bot, started and closed
    (its autosave and table file kept); and the file's path."""
    kw = {} if autosave is None else {"autosave": autosave}
    host = make_host("camp", ("remote:", "easy"), tmp_path, away_bot=away_bot, **kw)
    ben = make_client(host, tmp_path, "ben")
    seat_all(host, [ben], names=["Ben"])
    close_all(host, [ben])
    saves.flush()
    return host, host.autosave_path


def test_a_continued_table_keeps_its_away_bot(tmp_path):
    first, path = stopped_table(tmp_path, "hard")
    assert table_file.read(table_file.path_beside(path)).away_bot == "hard"
    again = TableHost.resume(path, port=0)
    assert again.away_bot == "hard" and again.join_code == first.join_code and again.table_id == first.table_id
    assert TableHost.resume(path, port=0, away_bot="easy").away_bot == "easy"   # the caller's choice first
    assert TableHost.resume(path, port=0, away_bot=None).away_bot is None       # (None: wait)


def test_a_table_whose_file_is_older_continues_waiting(tmp_path):
    first, path = stopped_table(tmp_path, "normal")
    beside = table_file.path_beside(path)
    data = json.loads(beside.read_text())
    del data["away_bot"]
    beside.write_text(json.dumps(data))
    again = TableHost.resume(path, port=0)
    assert again.away_bot is None and again.join_code == first.join_code
    assert again.presence[0].token == first.presence[0].token         # Ben's seat waits for him


def test_the_continued_tables_bot_plays_an_away_seat_after_90_seconds(tmp_path):
    _first, path = stopped_table(tmp_path, "hard")
    clock = FakeClock()
    again = TableHost.resume(path, port=0, clock=clock, bots_on_thread=False)
    again.open()
    try:
        assert again.seats()[0]["state"] == "away"                    # Ben has not rejoined
        clock.now += 89.0
        again.poll(0.01)
        assert not again.presence[0].stand_in
        clock.now += 1.5
        notes = again.poll(0.01)
        assert any(n.kind == "stand_in" and n.seat == 0 for n in notes)
        assert again.seats()[0]["state"] == "bot" and again._bot_level(0) == "hard"
    finally:
        again.close()


@pytest.mark.parametrize("argv, level", [([], "hard"), (["--away-bot", "easy"], "easy")])
def test_openair_host_continue_keeps_the_away_bot_unless_told_another(tmp_path, monkeypatch, argv, level):
    stopped_table(tmp_path, "hard", autosave=True)                     # (the user folder's hosted autosave)
    assert table_file.read(table_file.path_beside(saves.hosted_autosave_path())).away_bot == "hard"
    seen = []

    def loop(host, out):
        seen.append((host.away_bot, host.address))
        return 0
    monkeypatch.setattr(headless, "_loop", loop)
    assert cli.main(["host", "camp", "--continue", "--port", "0", *argv]) == 0
    assert seen == [(level, "127.0.0.1")]
