"""pyproject.toml alone describes the package: every package and asset folder, the licence,
the entry points and the version (which CHANGELOG.md and the metainfo repeat)."""

from __future__ import annotations

import importlib
import re
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import game
from game import desktop
from game.cli import main

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
PROJECT = PYPROJECT["project"]
SETUPTOOLS = PYPROJECT["tool"]["setuptools"]
#: hosts of package registries: the project's URLs must not pretend to live there
REGISTRY_HOSTS = ("pypi.org", "pypi.python.org", "test.pypi.org", "files.pythonhosted.org")


def test_no_setup_py_needed():
    assert not (ROOT / "setup.py").exists()
    assert not (ROOT / "setup.cfg").exists()
    assert PYPROJECT["build-system"]["build-backend"] == "setuptools.build_meta"


def test_every_code_package_is_listed():
    """A new folder of Python code under game/ must be added to ``packages`` (or the wheel
    silently leaves it out)."""
    found = {".".join(d.relative_to(ROOT).parts) for d in (ROOT / "game").rglob("*")
             if d.is_dir() and "__pycache__" not in d.parts and any(d.glob("*.py"))}
    found.add("game")
    listed = set(SETUPTOOLS["packages"])
    assert found <= listed, f"missing from pyproject.toml packages: {sorted(found - listed)}"
    for name in listed - found:    # the rest are asset folders mapped into the package
        assert name in SETUPTOOLS["package-dir"], name


@pytest.mark.parametrize("package", ["game.content", "game.sprites", "game.sounds", "game.fonts",
                                     "game.packaging"])
def test_asset_folders_are_mapped_and_their_files_match(package):
    folder = ROOT / SETUPTOOLS["package-dir"][package]
    assert folder.is_dir()
    assert not list(folder.glob("*.py")), "code here would be installed as a module of the package"
    assert package in SETUPTOOLS["packages"]
    patterns = SETUPTOOLS["package-data"][package]
    for pattern in patterns:
        assert list(folder.glob(pattern)), f"{package}: {pattern} matches nothing in {folder}"
    # the wheel carries every file the game reads from there
    kept = {p for pattern in patterns for p in folder.glob(pattern)}
    wanted = {".yaml", ".png", ".wav", ".ttf", ".desktop", ".xml"}
    left_out = [p for p in folder.rglob("*") if p.suffix in wanted and p not in kept
                and p != ROOT / "packaging" / "screenshot.png"]     # the README's picture only
    assert not left_out, left_out


def test_desktop_files_are_package_data():
    patterns = SETUPTOOLS["package-data"]["game.packaging"]
    folder = ROOT / "packaging"
    kept = {p.relative_to(folder) for pattern in patterns for p in folder.glob(pattern)}
    for target in desktop.targets(Path("/home")).values():
        assert target.relative_to(desktop.asset_dir("packaging")) in kept


def test_licence_metadata():
    assert PROJECT["license"] == "MIT AND OFL-1.1"          # SPDX expression: our code, the Lato font
    assert not any(c.startswith("License ::") for c in PROJECT["classifiers"])   # superseded by it
    for name in PROJECT["license-files"]:
        assert (ROOT / name).is_file(), name
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License")
    assert "Copyright (c) 2026 Open Air developers" in licence
    assert "SIL Open Font License" in (ROOT / "fonts" / "OFL.txt").read_text(encoding="utf-8")
    metainfo = ET.parse(ROOT / "packaging" / desktop.METAINFO_FILE).getroot()
    assert metainfo.findtext("project_license") == PROJECT["license"]


def test_classifiers_and_urls():
    classifiers = PROJECT["classifiers"]
    assert "Topic :: Games/Entertainment :: Board Games" in classifiers
    assert "Intended Audience :: End Users/Desktop" in classifiers
    low = PROJECT["requires-python"].removeprefix(">=")
    assert f"Programming Language :: Python :: {low}" in classifiers
    urls = PROJECT["urls"]
    assert {"Homepage", "Source", "Changelog"} <= set(urls)
    for url in urls.values():
        assert url.startswith("https://")
        assert not any(host in url for host in REGISTRY_HOSTS), url


def test_entry_points():
    """``openair`` is a console script (its output shows on Windows); ``openair-gui`` is the
    windowed one the desktop entry starts."""
    assert PROJECT["scripts"] == {"openair": "game.cli:main"}
    assert PROJECT["gui-scripts"] == {"openair-gui": "game.cli:gui_main"}
    for target in (*PROJECT["scripts"].values(), *PROJECT["gui-scripts"].values()):
        module, func = target.split(":")
        assert callable(getattr(importlib.import_module(module), func))
    assert desktop.GUI_SCRIPT in PROJECT["gui-scripts"]


def test_version_is_one_value(capsys):
    assert PROJECT["dynamic"] == ["version"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "game.__version__"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", game.__version__)
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"openair {game.__version__}"
    # the newest release heading in CHANGELOG.md (after "Unreleased", the changes since) and in the
    # metainfo is this version
    heading = re.search(r"^## (?!Unreleased)(\S+)", (ROOT / "CHANGELOG.md").read_text(encoding="utf-8"), re.M)
    assert heading.group(1) == game.__version__
    release = ET.parse(ROOT / "packaging" / desktop.METAINFO_FILE).getroot().find("releases/release")
    assert release.get("version") == game.__version__


def test_readme_first_command_uses_a_venv():
    """The first command must work where the system Python forbids ``pip install`` (PEP 668)
    and only ``python3`` exists; .ci/run runs this very line on a fresh copy."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    play = text.split("## Play", 1)[1].split("\n## ", 1)[0]
    first = re.search(r"```sh\n(.+?)\n```", play).group(1)
    assert first == "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/openair"
    assert "py -m venv .venv && .venv\\Scripts\\pip install . && .venv\\Scripts\\openair-gui" in play
    assert "openair install-desktop" in play
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "^python3 -m venv" in ci            # the line .ci/run picks out of the README
