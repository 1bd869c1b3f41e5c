"""A user folder with a 5,000-character path: the app starts and says so in a few short lines
(each names the folder's start and end, not the whole path again and again)."""

import os
import subprocess
import sys

from game.core import paths


def test_brief_keeps_the_start_and_the_end():
    long = "/home/" + "x" * 5000 + "/config"
    text = paths.brief(long)
    assert len(text) <= 120 and text.startswith("/home/xx") and text.endswith("x/config") and "…" in text
    assert paths.brief("/home/ada/config") == "/home/ada/config"


def test_a_start_in_a_folder_of_5000_characters_says_so_in_short_lines(tmp_path):
    home = tmp_path / ("x" * 5000)
    env = dict(os.environ, OPENAIR_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "game", "play", "--frames", "2"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = (done.stdout + done.stderr).splitlines()
    assert any("drew 2 frames" in line for line in lines)
    assert any("cannot write in" in line for line in lines), "it says that it cannot save"
    assert max(len(line) for line in lines) < 300, max(lines, key=len)[:400]
