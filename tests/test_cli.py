"""The command line: every bad invocation is one line naming the valid choices and status 2
(no traceback); ``--help`` of every command lists the game ids; Ctrl+C ends quietly."""

from pathlib import Path

import pytest

from game import cli
from game.core import i18n

GAME_IDS = ("cave_rave", "camp", "boaromia", "rodeo")


@pytest.fixture(autouse=True)
def english():
    i18n.use("en")
    yield
    i18n.use("en")


def bad(capsys, *argv) -> str:
    """Run ``openair ARGV``, which must be refused with status 2; returns its one line."""
    with pytest.raises(SystemExit) as exit_:
        cli.main(list(argv))
    assert exit_.value.code == 2
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    assert lines[0].startswith("openair"), lines
    return lines[0]


@pytest.mark.parametrize("argv, names", [
    # a seat count outside the game's range names the range and the levels
    (["simulate", "camp", "--seats", "normal"], ["2 to 6", "easy", "normal", "hard"]),
    (["simulate", "camp", "--seats", ",".join(["easy"] * 7)], ["2 to 6", "not 7"]),
    (["simulate", "cave_rave", "--seats", "normal,normal,normal,normal,normal"], ["2 to 4"]),
    (["simulate", "camp", "--seats", ""], ["easy", "normal", "hard"]),
    (["simulate", "camp", "--seats", "normal,,easy"], ["easy", "normal", "hard"]),
    (["simulate", "camp", "--seats", "expert,normal"], ["'expert'", "easy", "normal", "hard"]),
    # a bad --option names the game's options, or the option's values
    (["simulate", "camp", "--option", "nope=1"], ["'nope'", "matchmaking", "take_a_chance"]),
    (["simulate", "camp", "--option", "matchmakin=off"], ["did you mean matchmaking", "volunteer"]),
    (["simulate", "camp", "--option", "matchmaking=bogus"], ["'bogus'", "off", "unlocked", "locked_too"]),
    (["simulate", "camp", "--option", "volunteer=yes"], ["'yes'", "true", "false"]),
    (["simulate", "rodeo", "--option", "length"], ["ID=VALUE"]),
    (["simulate", "rodeo", "--option", "=short"], ["ID=VALUE"]),
    # an unknown game names every game id
    (["simulate", "nope"], list(GAME_IDS)),
    (["tour", "hoehlengroelen", "--out", "x"], ["did you mean cave_rave"] + list(GAME_IDS)),
    # no game at all names them too
    (["simulate"], list(GAME_IDS)),
    (["tour", "--out", "x"], list(GAME_IDS)),
    # numbers that never finish or mean nothing
    (["simulate", "camp", "--budget", "nan"], ["0 to 60"]),
    (["simulate", "camp", "--budget", "inf"], ["0 to 60"]),
    (["simulate", "camp", "--budget", "-1"], ["0 to 60"]),
    (["simulate", "camp", "--budget", "1e9"], ["0 to 60"]),
    (["simulate", "camp", "--games", "0"], ["positive whole number"]),
    (["tour", "camp", "--out", "x", "--size", "0x0"], ["320", "7680"]),
    (["tour", "camp", "--out", "x", "--size", "100000x100000"], ["320", "7680"]),
    # --lang takes a language code, not a path
    (["simulate", "camp", "--lang", "/etc/passwd"], ["en", "de", "qps"]),
    (["tour", "camp", "--out", "x", "--lang", "../../../tmp"], ["en", "de", "qps"]),
    (["simulate", "camp", "--lang", "xx"], ["en", "de", "qps"]),
])
def test_a_bad_invocation_is_one_line_naming_the_choices(capsys, tmp_path, monkeypatch, argv, names):
    monkeypatch.chdir(tmp_path)
    line = bad(capsys, *argv)
    for name in names:
        assert name in line, line


def test_tour_out_naming_a_file_or_an_unmakeable_folder_is_refused(capsys, tmp_path):
    a_file = tmp_path / "a-file"
    a_file.write_text("mine")
    assert "is a file, not a folder" in bad(capsys, "tour", "camp", "--out", str(a_file))
    assert "cannot be made" in bad(capsys, "tour", "camp", "--out", str(a_file / "below"))
    assert a_file.read_text() == "mine"


def test_every_commands_help_lists_the_game_ids(capsys):
    for command in ([], ["play"], ["simulate"], ["tour"], ["install-desktop"]):
        with pytest.raises(SystemExit) as exit_:
            cli.main(command + ["--help"])
        assert exit_.value.code == 0
        out = " ".join(capsys.readouterr().out.split())
        for game_id in GAME_IDS:
            assert game_id in out, (command, out)


def test_a_bad_invocation_speaks_the_players_language(capsys):
    from game.core.settings import Settings
    Settings.load().update(language="de")
    line = bad(capsys, "simulate", "camp", "--seats", "normal")
    assert "Plätze" in line, line


def test_good_options_still_play(capsys):
    assert cli.main(["simulate", "camp", "--seats", "easy,easy", "--option", "volunteer=True",
                     "--option", "matchmaking=locked_too", "--budget", "0", "--quiet"]) == 0
    assert "Traceback" not in capsys.readouterr().err


def test_ctrl_c_ends_a_command_without_a_traceback(capsys, monkeypatch):
    def interrupted(args):
        raise KeyboardInterrupt
    monkeypatch.setattr("game.simulate.run_cli", interrupted)
    assert cli.main(["simulate", "camp"]) == 130
    assert "Traceback" not in capsys.readouterr().err


def test_a_reader_that_stops_reading_ends_it_without_a_traceback(tmp_path):
    import subprocess
    import sys
    env = {"OPENAIR_HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "LANGUAGE": "en"}
    run = subprocess.run(f"{sys.executable} -m game simulate camp --seed 3 | head -1", shell=True,
                         capture_output=True, text=True, env=env, timeout=120,
                         cwd=Path(__file__).resolve().parents[1])
    assert run.stdout.count("\n") == 1 and run.stderr == "", run.stderr
