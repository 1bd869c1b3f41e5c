"""Every spoilt content folder of tests/content_mutations.py meets the real loader: a ContentError
naming the file, and the line and field where YAML gives them; never a traceback, never accepted."""

from __future__ import annotations

import importlib
import shutil
from pathlib import Path

import pytest

from game.core.content import ContentError, content_dir, display_path
from tests.content_mutations import GAMES, Mutation, mutations

CASES = [(game, label, m) for game in GAMES for label, m in mutations(game)]


def test_there_are_at_least_fifty_mutations_over_the_four_games():
    assert len(CASES) >= 50
    assert {game for game, _, _ in CASES} == set(GAMES)
    assert all(sum(g == game for g, _, _ in CASES) >= 12 for game in GAMES)
    assert len({(game, label) for game, label, _ in CASES}) == len(CASES), "labels are unique per game"


@pytest.mark.parametrize(("game", "label", "mutation"), CASES, ids=[f"{g}: {label}" for g, label, _ in CASES])
def test_a_mutation_is_a_content_error_naming_file_line_and_field(tmp_path, game: str, label: str,
                                                                   mutation: Mutation):
    folder = tmp_path / game
    shutil.copytree(content_dir() / game, folder)
    before = _snapshot(folder)
    mutation(folder)
    assert _snapshot(folder) != before, "the mutation changed nothing"
    model = importlib.import_module(f"game.games.{game}.model")
    with pytest.raises(ContentError) as err:
        model.load_from(folder)
    message = str(err.value)
    assert message.startswith(mutation.expected_start(display_path(folder / mutation.file))), message
    assert "\n" not in message and len(message) < 400, message


def test_the_benchmark_can_use_them_as_label_and_apply_pairs(tmp_path):
    """The shape benchmarks/robustness.py reads: ``for label, apply in mutations(game)``."""
    for game in GAMES:
        for label, apply in mutations(game):
            assert isinstance(label, str) and label and callable(apply)
    label, apply = mutations("camp")[0]
    folder = tmp_path / "camp"
    shutil.copytree(content_dir() / "camp", folder)
    apply(folder)                                   # the first: a file deleted
    assert not (folder / apply.file).exists()


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}
