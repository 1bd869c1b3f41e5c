"""Linux desktop integration: the desktop entry, the window class it names, the icons, the
AppStream metainfo, and ``openair install-desktop`` into a scratch XDG_DATA_HOME."""

from __future__ import annotations

import configparser
import os
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest

import game
from game import cli, desktop

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"


def read_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_desktop_entry_names_the_window_class_and_icon():
    entry = read_entry(PACKAGING / desktop.DESKTOP_FILE)
    assert entry["StartupWMClass"] == cli.WINDOW_CLASS == "openair"
    assert desktop.DESKTOP_FILE == f"{cli.WINDOW_CLASS}.desktop"     # Wayland matches the app id
    assert entry["Icon"] == desktop.ICON_NAME
    assert entry["Exec"] == desktop.GUI_SCRIPT
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_entry_validates():
    run = subprocess.run(["desktop-file-validate", str(PACKAGING / desktop.DESKTOP_FILE)],
                         capture_output=True, text=True)
    assert run.returncode == 0 and not run.stdout.strip(), run.stdout + run.stderr


def test_window_class_is_set_before_pygame_names_it(tmp_path):
    """pygame sets SDL_VIDEO_X11_WMCLASS to the script's file name when it is unset and a
    DISPLAY exists; the app names its class first. Also runs ``play --frames``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_VIDEO_")}
    env.update(DISPLAY=":0", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", OPENAIR_HOME=str(tmp_path))
    code = ("import os; from game.cli import main; status = main(['play', '--frames', '2']); "
            "print(status, os.environ['SDL_VIDEO_X11_WMCLASS'], os.environ['SDL_VIDEO_WAYLAND_WMCLASS'])")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.strip().splitlines()
    assert lines[-2] == f"openair {game.__version__}: drew 2 frames of LauncherScene"
    assert lines[-1] == "0 openair openair"


def test_window_class_keeps_the_users_choice():
    environ = {"SDL_VIDEO_X11_WMCLASS": "mine"}
    cli.use_window_class(environ)
    assert environ == {"SDL_VIDEO_X11_WMCLASS": "mine", "SDL_VIDEO_WAYLAND_WMCLASS": "openair"}


@pytest.mark.parametrize("n", desktop.ICON_SIZES)
def test_hicolor_icons(n):
    assert desktop.ICON_SIZES == (16, 24, 32, 48, 64, 128, 256, 512)
    image = pygame.image.load(str(PACKAGING / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "openair.png"))
    assert image.get_size() == (n, n)
    assert image.get_flags() & pygame.SRCALPHA
    corner = image.get_at((0, 0))
    assert corner.a == 0                     # rounded: the corners are see-through


def test_windows_and_mac_icons_hold_the_pngs():
    ico = (PACKAGING / "icons" / "openair.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind, count) == (0, 1, 7)
    sizes = [struct.unpack_from("<B", ico, 6 + 16 * i)[0] or 256 for i in range(count)]
    assert sizes == [16, 24, 32, 48, 64, 128, 256]
    icns = (PACKAGING / "icons" / "openair.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    assert b"ic09" in icns and b"icp4" in icns              # 512 and 16 px


def test_metainfo_has_the_required_tags():
    path = PACKAGING / desktop.METAINFO_FILE
    root = ET.parse(path).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == desktop.APP_ID
    assert path.name == f"{desktop.APP_ID}.metainfo.xml"
    assert root.findtext("metadata_license") == "CC0-1.0"
    for tag in ("name", "summary", "project_license"):
        assert root.findtext(tag).strip(), tag
    assert len(root.find("description").findall("p")) >= 1
    launchable = root.find("launchable")
    assert launchable.get("type") == "desktop-id" and launchable.text == desktop.DESKTOP_FILE
    assert root.find("content_rating").get("type") == "oars-1.1"
    assert root.findtext("icon") == desktop.ICON_NAME
    assert {b.text for b in root.findall("provides/binary")} == {"openair", desktop.GUI_SCRIPT}
    assert root.find("releases/release").get("version") == game.__version__


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_validates():
    run = subprocess.run(["appstreamcli", "validate", "--no-net", str(PACKAGING / desktop.METAINFO_FILE)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_install_desktop_into_xdg_data_home(tmp_path, monkeypatch, capsys):
    home = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    assert cli.main(["install-desktop"]) == 0
    printed = capsys.readouterr().out
    entry_path = home / "applications" / "openair.desktop"
    assert str(entry_path) in printed and "install-desktop --remove" in printed
    entry = read_entry(entry_path)
    source = read_entry(PACKAGING / "openair.desktop")
    assert {k: v for k, v in entry.items() if k not in ("Exec", "Path")} == \
        {k: v for k, v in source.items() if k != "Exec"}
    program = entry["Exec"].split()[0].strip('"')
    assert os.path.isabs(program) and os.access(program, os.X_OK), entry["Exec"]
    if "Path" not in entry:           # an installed openair-gui, not `python -m game` in a checkout
        assert Path(program).name == "openair-gui"
    for n in desktop.ICON_SIZES:
        icon = home / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "openair.png"
        assert pygame.image.load(str(icon)).get_size() == (n, n)
    meta = home / "metainfo" / desktop.METAINFO_FILE
    assert meta.read_bytes() == (PACKAGING / desktop.METAINFO_FILE).read_bytes()
    # twice is fine; --remove takes all of it away
    assert cli.main(["install-desktop"]) == 0
    assert len(list(home.rglob("*.*"))) == 2 + len(desktop.ICON_SIZES)
    assert cli.main(["install-desktop", "--remove"]) == 0
    assert "Removed 10 files" in capsys.readouterr().out
    assert not list(home.rglob("*.*"))


def test_install_desktop_reports_an_unwritable_folder(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "share"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert cli.main(["install-desktop"]) == 1
    assert "Could not write the desktop files" in capsys.readouterr().err


def test_xdg_data_home_default_and_relative_value(tmp_path):
    assert desktop.data_home({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path
    default = Path.home() / ".local" / "share"
    assert desktop.data_home({}) == default
    assert desktop.data_home({"XDG_DATA_HOME": "relative/dir"}) == default   # the spec: ignore it


@pytest.mark.parametrize(("argv", "value"), [
    (["/opt/openair/openair-gui"], "/opt/openair/openair-gui"),
    (["/home/ann/my games/.venv/bin/openair-gui"], '"/home/ann/my games/.venv/bin/openair-gui"'),
    (["/srv/$x/100%/openair-gui"], '"/srv/\\\\$x/100%%/openair-gui"'),
    (["/usr/bin/python3", "-m", "game"], "/usr/bin/python3 -m game"),
])
def test_exec_value_quotes_as_the_spec_says(argv, value):
    assert desktop.exec_value(argv) == value
