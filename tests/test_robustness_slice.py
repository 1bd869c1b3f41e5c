"""CI's slice of the hostile-case benchmark (``python -m benchmarks.robustness --quick``, about 15 s):
22 bad user files, two save names, four hostile files (deep actions, names that cannot be drawn)
and four special ones (named pipes, devices), 21 content mutations, two kill -9 during autosave, a
folder that fills up during the game and a read-only one, a user folder out of reach (a
5,000-character path, a parent that cannot be entered), 1,000 GUI monkey events, each through the
real app headless, and a
second window on one user folder (refused while the first runs, not after it was killed with kill -9).
Every case must be handled cleanly; the full benchmark and its figures are
``python -m benchmarks.robustness``."""

import pytest


def _failures(results) -> str:
    return "\n".join(f"{r.label}: {r.detail}\n  reproduce: {r.repro}" for r in results if not r.ok)


@pytest.mark.parametrize("group", ["files", "names", "hostile", "special", "content", "kill", "folder", "reach",
                                   "monkey", "windows"])
def test_quick_slice_is_handled(group):
    from benchmarks.robustness import run_group

    class Args:
        kills, events = 50, 100_000

    results = run_group(group, True, None, False, Args)
    assert results, f"the {group} slice ran no case"
    assert all(r.ok for r in results), _failures(results)


def test_a_case_not_handled_is_counted():
    """The judge can fail: a good autosave given as a bad one is resumed, not moved aside, and the
    player is told nothing."""
    from benchmarks import robust_files
    good = robust_files.Case("a good autosave", "autosave", lambda: robust_files.real_save("cave_rave").encode())
    result = robust_files.run_case(good)
    assert not result.ok
    assert "the player was not told" in result.detail and "the bad save was resumed" in result.detail
