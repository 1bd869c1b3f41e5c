"""``openair host``: a table without a window, as a real process on loopback. It prints its port and
codes, starts when the remote seats are taken, plays its bots, ends when the game is over and the
players left; stopped (SIGTERM, as Ctrl+C), ``--continue`` opens the same table again and the
player rejoins with their token. A bad invocation is one line."""

from __future__ import annotations

import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import cli
from game.core import i18n
from game.net.client import TableClient
from game.net.tokens import TokenStore
from tests.test_cli_language import NOT_WORDS, marked  # noqa: F401  (the marking catalogue's fixture)

ROOT = Path(__file__).resolve().parents[2]


def _start(home: Path, *argv: str) -> tuple[subprocess.Popen, int, str]:
    env = dict(os.environ, OPENAIR_HOME=str(home), LANGUAGE="en", PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-m", "game", "host", *argv], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    port = code = None
    end = time.monotonic() + 30
    while code is None:
        assert time.monotonic() < end and proc.poll() is None, proc.stderr.read() if proc.poll() is not None else ""
        line = proc.stdout.readline()
        found = re.search(r"port (\d+)\.", line)
        port = int(found.group(1)) if found else port
        if line.startswith("Join code: "):
            code = line.split(": ", 1)[1].strip()
    return proc, port, code


def _play(client: TableClient, moves: int | None, rng: random.Random) -> int:
    """Play random legal moves (``moves`` of them, or to the end); how many."""
    played, sent, end = 0, None, time.monotonic() + 30
    while moves is None or played < moves:
        assert time.monotonic() < end, "the hosted game did not go on"
        latest = client.poll(0.01)
        assert not client.take_refusals()
        if latest is not None and latest.turn < 0 and latest.seq == client.seq and latest.legal is None \
                and latest.state.is_terminal():
            return played
        if latest is not None and latest.legal and sent != client.seq:
            sent = client.seq
            client.send_action(rng.choice(latest.legal))
            played += 1
    return played


def test_openair_host_plays_a_game_and_continues_after_a_stop(tmp_path):
    home = tmp_path / "home"
    args = ("cave_rave", "--seats", "remote,easy", "--port", "0", "--option", "length=short", "--seed", "4")
    proc, port, code = _start(home, *args)
    store = TokenStore(tmp_path / "seats.json")
    rng = random.Random(3)
    client = TableClient("127.0.0.1", port, store=store)
    try:
        client.connect()
        client.join(code, "Anna")
        _play(client, 5, rng)
        token = client.token
    finally:
        client.close()
    proc.send_signal(signal.SIGTERM)                 # as Ctrl+C: the table closes, its autosave kept
    out, err = proc.communicate(timeout=30)
    assert "Anna took seat 1." in out and "The game begins." in out, (out, err)
    assert (home / "data" / "net" / "autosave.table.json").exists()
    assert not (home / "data" / "saves" / "autosave.json").exists()     # a local game's stays its own

    first = port
    proc, port, again = _start(home, "cave_rave", "--continue")
    assert again == code                              # the same table, the same code
    assert port == first                              # where it listened (no --port, no --address given)
    client = TableClient("127.0.0.1", port, store=store)
    try:
        client.connect()
        assert client.rejoin(store.find(table_id=store.all()[0].table_id).token)
        _play(client, None, rng)
        assert client.token == token and client.seat == 0
        client.bye()
        client.poll(0.2)
    finally:
        client.close()
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert "Anna is back." in out and "The game is over." in out, out


@pytest.fixture
def english():
    i18n.use("en")
    yield
    i18n.use("en")


@pytest.mark.parametrize("argv, words", [
    (["host", "camp", "--seats", "normal,normal"], ["at least one remote seat"]),
    (["host", "camp", "--seats", "remote,robot"], ["'robot'", "remote", "easy", "hard"]),
    (["host", "camp", "--seats", "remote"], ["2 to 6", "not 1"]),
    (["host", "camp", "--port", "70000"], ["0 to 65535"]),
    (["host", "camp", "--option", "nope=1"], ["'nope'", "matchmaking"]),
    (["host", "nope"], ["cave_rave", "rodeo"]),
])
def test_a_bad_host_invocation_is_one_line(capsys, english, argv, words):
    with pytest.raises(SystemExit) as exit_:
        cli.main(argv)
    assert exit_.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("openair host"), err
    for word in words:
        assert word in err[0], err


def test_continue_without_a_table_says_so(capsys, english):
    assert cli.main(["host", "camp", "--continue", "--port", "0"]) == 1
    assert "no network table to continue" in capsys.readouterr().err


def test_every_word_of_the_host_commands_help_goes_through_the_catalogue(capsys, marked):   # noqa: F811
    with pytest.raises(SystemExit) as exit_:
        cli.main(["host", "--help"])
    assert exit_.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "--seats «SEATS»" in text and "--port «PORT»" in text and "--away-bot «LEVEL»" in text
    while "«" in text:
        text = re.sub(r"«[^«»]*»", " ", text)
    words = {w.lower() for w in re.findall(r"[A-Za-z][A-Za-z_]+", text)}
    assert words <= NOT_WORDS | {"host", "port", "address", "away", "bot", "continue"}, sorted(words - NOT_WORDS)
