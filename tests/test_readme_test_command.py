"""README's Test command works as written on a fresh machine (only ``python3``, a system pip
that refuses to install, PEP 668), and .ci/run runs exactly that line."""

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _test_section() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return text.split("\n## Test\n", 1)[1].split("\n## ", 1)[0]


def test_the_test_command_needs_only_python3_and_a_venv_of_its_own():
    block = re.search(r"```sh\n(.+?)\n```", _test_section(), re.S).group(1)
    assert "\n" not in block                       # one line
    steps = [s.strip() for s in block.split("&&")]
    assert steps[0] == "python3 -m venv .venv-test"
    for step in steps[1:]:                         # nothing from the system but python3
        assert step.startswith(".venv-test/bin/"), step
    assert any("pip install -e \".[test]\"" in s for s in steps)
    assert steps[-1] == ".venv-test/bin/python -m pytest -n auto"     # a process per core (pytest-xdist)
    assert "pytest-xdist" in (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert ".venv-test/" in (ROOT / ".gitignore").read_text(encoding="utf-8").split()


def test_ci_runs_exactly_the_readmes_test_line():
    """The line .ci/run picks, picked by its own shell code, is the README's block."""
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    pick = re.search(r"^test_command=(.+)$", ci, re.M).group(1)
    picked = subprocess.run(["bash", "-c", f"printf '%s' {pick}"], cwd=ROOT, capture_output=True,
                            text=True, check=True).stdout
    block = re.search(r"```sh\n(.+?)\n```", _test_section(), re.S).group(1)
    assert picked == block
    assert 'bash -c "$test_command"' in ci
    # no other install or test run of its own: the tests run once, through the README's line
    assert ci.count("pytest") == 0 and ".venv/bin/activate" not in ci
