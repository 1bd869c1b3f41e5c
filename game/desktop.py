"""``openair install-desktop``: puts Open Air in a Linux desktop's menu for this user.

It copies ``packaging/openair.desktop`` (with ``Exec`` pointing at this installation's
``openair-gui``), the hicolor icons (16 to 512 px) and the AppStream metainfo under
``$XDG_DATA_HOME`` (``~/.local/share`` when unset), the folders the freedesktop.org
specifications name for one user's applications, icons and metainfo. ``--remove`` takes
them away again. No pygame here: the files are copied as they are.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

from game.core.resources import asset_dir

APP_ID = "io.github.openair.OpenAir"
DESKTOP_FILE = "openair.desktop"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"
ICON_NAME = "openair"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: what the desktop entry starts: the windowed entry point (no console window)
GUI_SCRIPT = "openair-gui"


def data_home(environ: os._Environ | dict = os.environ) -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset or not absolute (as the spec says)."""
    value = environ.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / ".local" / "share"


def targets(home: Path) -> dict[Path, Path]:
    """Each installed file (under ``home``) and the file in ``packaging/`` it is copied from."""
    source = asset_dir("packaging")
    files = {home / "applications" / DESKTOP_FILE: source / DESKTOP_FILE,
             home / "metainfo" / METAINFO_FILE: source / METAINFO_FILE}
    for n in ICON_SIZES:
        rel = Path("icons", "hicolor", f"{n}x{n}", "apps", f"{ICON_NAME}.png")
        files[home / rel] = source / rel
    return files


def launch_command() -> tuple[list[str], Path | None]:
    """The command line that starts this installation's window, and the folder to start it in
    (only when it runs from a checkout that is not installed)."""
    if getattr(sys, "frozen", False):             # the PyInstaller build: its own executables
        exe = Path(sys.executable).resolve()
        gui = exe.with_name(GUI_SCRIPT + exe.suffix)
        return [str(gui if gui.is_file() else exe)], None
    candidates = [Path(sys.argv[0]).resolve().with_name(GUI_SCRIPT),
                  Path(sysconfig.get_path("scripts")) / GUI_SCRIPT]
    found = shutil.which(GUI_SCRIPT)
    if found:
        candidates.append(Path(found))
    for path in candidates:
        if path.is_file() and os.access(path, os.X_OK):
            return [str(path)], None
    # ``python -m game`` from a checkout: start the same way, in the checkout
    package_parent = Path(__file__).resolve().parents[1]
    return [sys.executable, "-m", "game"], package_parent


_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def exec_value(argv: list[str]) -> str:
    """``argv`` as a desktop entry's ``Exec`` value: each argument with a reserved character
    quoted (Desktop Entry Specification 1.4, "The Exec key"), then ``%`` doubled and the value's
    backslashes escaped as every string value's are."""
    parts = []
    for arg in argv:
        if any(ch in _RESERVED for ch in arg) or not arg:
            arg = '"' + "".join("\\" + ch if ch in '"`$\\' else ch for ch in arg) + '"'
        parts.append(arg.replace("%", "%%"))
    return " ".join(parts).replace("\\", "\\\\")


def desktop_entry(text: str, argv: list[str], workdir: Path | None) -> str:
    """``packaging/openair.desktop`` with ``Exec`` (and ``Path`` if needed) for this installation."""
    lines = []
    for line in text.splitlines():
        if line.startswith("Exec="):
            line = "Exec=" + exec_value(argv)
        elif line.startswith(("TryExec=", "Path=")):
            continue
        lines.append(line)
        if line.startswith("Exec=") and workdir is not None:
            lines.append("Path=" + str(workdir).replace("\\", "\\\\"))
    return "\n".join(lines) + "\n"


def install(home: Path) -> list[Path]:
    """Copy the desktop entry, icons and metainfo under ``home``; returns the files written."""
    argv, workdir = launch_command()
    written = []
    for target, source in targets(home).items():
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.name == DESKTOP_FILE:
            target.write_text(desktop_entry(source.read_text(encoding="utf-8"), argv, workdir),
                              encoding="utf-8")
        else:
            shutil.copyfile(source, target)
        written.append(target)
    _refresh_caches(home)
    return written


def remove(home: Path) -> list[Path]:
    """Delete what :func:`install` wrote under ``home``; returns the files removed."""
    removed = []
    for target in targets(home):
        if target.is_file():
            target.unlink()
            removed.append(target)
    _refresh_caches(home)
    return removed


def _refresh_caches(home: Path) -> None:
    """Menus and icon themes notice new files by themselves; where this user already has
    cache files, bring them up to date (best effort: a missing tool is no error)."""
    jobs = [(["update-desktop-database", "-q", str(home / "applications")],
             home / "applications" / "mimeinfo.cache"),
            (["gtk-update-icon-cache", "-q", "-t", "-f", str(home / "icons" / "hicolor")],
             home / "icons" / "hicolor" / "icon-theme.cache")]
    for command, cache in jobs:
        if cache.exists() and shutil.which(command[0]):
            try:
                subprocess.run(command, check=False, timeout=30,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            except (OSError, subprocess.SubprocessError):
                pass
