"""Replays in core: the steps of a recorded match, the small replay file (export, open), and the
files that are refused with a reason (not a replay, another content version, an unknown game,
actions that cannot be replayed), never moved or changed."""

from __future__ import annotations

import json
import random

import pytest

from game.core import registry, replay, saves
from game.core.bots import choose_action
from game.core.match import Match, Runner, Seat
from game.core.state import CHANCE


def finished(game="cave_rave", seed=4, kinds=("human", "normal", "easy")) -> Runner:
    """A real game played to its end by bots (every seat, the human's too)."""
    seats = [Seat(n, k, c) for n, k, c in zip(("Ada", "Rocky", "Luna"), kinds, ("#e07a3f", "#4fa3d9", "#7bc96f"),
                                              strict=False)]
    runner = Runner.new(game, seats, seed)
    runner.start()
    rng = random.Random(seed)
    while not runner.state.is_terminal():
        seat = runner.state.current_player()
        runner.play(choose_action(runner.spec, runner.state.view(seat), "easy", rng))
    return runner


def state_of(runner) -> str:
    return json.dumps(runner.state.to_json(), sort_keys=True)


@pytest.mark.parametrize("game", ["cave_rave", "camp", "boaromia"])
def test_every_step_is_the_game_after_that_many_decisions(game):
    whole = finished(game)
    rep = replay.Replay(whole.match)
    decisions = [i for i, a in enumerate(whole.actors) if a != CHANCE]
    assert rep.steps == len(decisions) and rep.finished
    assert state_of(rep.runner_at(rep.steps)) == state_of(whole)
    for step in (0, 1, rep.steps // 2, rep.steps):
        at = rep.runner_at(step)
        assert sum(1 for a in at.actors if a != CHANCE) == step      # exactly that many seat decisions
        assert not at.state.is_chance()                             # the chance after each is dealt
        if step:
            assert at.actors[decisions[step - 1]] == rep.seat_of(step)
            assert at.match.actions[decisions[step - 1]] == rep.action_of(step)
    assert rep.seat_of(0) is None and rep.action_of(0) is None
    assert state_of(rep.runner_at(-5)) == state_of(rep.runner_at(0))   # out of range: clamped


def test_export_then_read_gives_the_same_game(tmp_path):
    whole = finished("camp", seed=9)
    path = replay.Replay(whole.match).export()
    assert path.parent == replay.replays_dir() and path.exists()
    data = json.loads(path.read_text())
    assert data["kind"] == replay.KIND and data["game"] == "camp" and data["seed"] == 9
    assert data["content_version"] == registry.get("camp").edition
    assert [s["level"] for s in data["seats"]] == ["human", "normal", "easy"]
    back = replay.read(path)
    assert back.match.to_json() == whole.match.to_json()
    assert state_of(back.runner_at(back.steps)) == state_of(whole)
    second = replay.Replay(whole.match).export()
    assert second != path                         # two exports in the same second do not overwrite


def test_a_save_file_opens_as_a_replay():
    runner = finished("cave_rave", seed=2)
    cut = Runner(Match.from_json(dict(runner.match.to_json(), actions=runner.match.to_json()["actions"][:40])))
    cut.resolve_chance()
    path = saves.save_named(cut, "Half way")
    rep = replay.read(path)
    assert not rep.finished and state_of(rep.runner_at(rep.steps)) == state_of(cut)


def write(tmp_path, name, text) -> object:
    path = tmp_path / "sent" / name
    path.parent.mkdir(exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("text, words", [
    ("{not json", "is not an Open Air replay"),
    ('{"hello": "world"}', "is not an Open Air replay"),
    ('[1, 2, 3]', "is not an Open Air replay"),
    ('{"kind": "openair-replay", "format": 1, "game": "camp"}', "a part of it is missing or wrong"),
    ('{"kind": "openair-replay", "format": 99}', "another version of Open Air"),
])
def test_a_broken_replay_file_is_refused_with_its_reason_and_kept(tmp_path, text, words):
    path = write(tmp_path, "sent.json", text)
    with pytest.raises(replay.ReplayError, match=words):
        replay.read(path)
    assert path.read_text(encoding="utf-8") == text          # kept as it was, where it was
    assert [p.name for p in path.parent.iterdir()] == ["sent.json"]


def test_a_replay_of_other_content_or_an_unknown_game_is_refused(tmp_path):
    data = replay.Replay(finished("camp", seed=3).match).to_json()
    other = write(tmp_path, "other.json", json.dumps(dict(data, content_version="0123abcd")))
    with pytest.raises(replay.ReplayError, match="recorded with another version of Camp Roskilde"):
        replay.read(other)
    unknown = write(tmp_path, "unknown.json", json.dumps(dict(data, game="chess")))
    with pytest.raises(replay.ReplayError, match="a game this version does not have"):
        replay.read(unknown)
    bad = dict(data, actions=data["actions"][:5] + [["no_such_action"]] + data["actions"][5:])
    with pytest.raises(replay.ReplayError, match="could not be replayed"):
        replay.read(write(tmp_path, "bad.json", json.dumps(bad)))
    with pytest.raises(replay.ReplayError, match="There is no file"):
        replay.read(tmp_path / "missing.json")


def test_named_saves_keep_their_name_and_a_broken_one_is_reported_and_kept():
    runner = finished("camp", seed=5)
    saves.save_named(runner, "  Friday night  ")
    folder = saves.named_path("x").parent
    (folder / "garbage.json").write_text("{oops", encoding="utf-8")
    broken: list = []
    listed = saves.list_saves(broken)
    assert [h["name"] for _p, h in listed] == ["Friday night"]
    assert [b.path.name for b in broken] == ["garbage.json"] and broken[0].kept.exists()
    saves.delete_save(listed[0][0])
    assert saves.list_saves() == []
    with pytest.raises(ValueError):
        saves.delete_save(saves.autosave_path())
