"""Settings, statistics and saves: atomic JSON in OPENAIR_HOME, broken files kept aside."""

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.core import paths, saves, storage
from game.core.match import Match, Runner, Seat
from game.core.settings import Settings, settings_path
from game.core.stats import Stats, stats_path
from game.simulate import play_bot_game

ROOT = Path(__file__).resolve().parents[1]


def state_json(runner) -> str:
    return json.dumps(runner.state.to_json(), sort_keys=True)


def kept_files(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.stem}.broken-*{path.suffix}"))


def half_played(seed=5, moves=None):
    """A cave_rave game of three Normal bots stopped in the middle."""
    full = play_bot_game("cave_rave", ["normal", "normal", "normal"], seed=seed)
    cut = moves if moves is not None else len(full.match.actions) // 2
    match = Match.from_json(dict(full.match.to_json(), actions=full.match.to_json()["actions"][:cut]))
    runner = Runner(match)
    runner.resolve_chance()
    assert not runner.state.is_terminal()
    return runner


# -- settings ---------------------------------------------------------------------

def test_settings_round_trip(openair_home):
    s = Settings.load()
    assert s.volume == 0.7 and s.anim_speed == "normal" and not s.fullscreen and s.broken is None
    s.update(volume=0.25, fullscreen=True, anim_speed="slow")
    s.last_seats["cave_rave"] = [{"name": "Ada", "kind": "human", "colour": "#e07a3f"}]
    s.save()
    assert settings_path().is_relative_to(openair_home)
    back = Settings.load()
    assert (back.volume, back.fullscreen, back.anim_speed) == (0.25, True, "slow")
    assert back.last_seats["cave_rave"][0]["name"] == "Ada"
    assert back.anim_multiplier == 0.5


def test_broken_settings_give_defaults_and_are_kept():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{ not json", encoding="utf-8")
    s = Settings.load()
    assert s.broken is not None and s.volume == 0.7
    assert not path.exists()
    kept = kept_files(path)
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{ not json"
    assert s.broken.kept == kept[0]
    s.save()                                    # the defaults can be written again
    assert Settings.load().broken is None


def test_settings_with_wrong_fields_keep_the_good_ones():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"volume": "loud", "fullscreen": True, "anim_speed": "warp",
                                "last_seats": {"cave_rave": [{"name": "", "kind": "robot"}]}}))
    s = Settings.load()
    assert (s.volume, s.fullscreen, s.anim_speed, s.last_seats) == (0.7, True, "normal", {})


def test_settings_that_are_not_an_object_are_kept():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("[1, 2]")
    s = Settings.load()
    assert s.broken is not None and len(kept_files(path)) == 1


# -- statistics --------------------------------------------------------------------

def test_stats_record_and_load():
    stats = Stats.load()
    assert stats.total_played == 0
    m = Match("cave_rave", [Seat("Ada", "human"), Seat("Bo", "normal"), Seat("Cy", "normal")], 1)
    stats.record(m, [0])
    stats.record(m, [1, 2])
    back = Stats.load()
    g = back.games["cave_rave"]
    assert g.played == 2 and back.total_played == 2
    assert g.seats["human"] == {"played": 2, "won": 1}
    assert g.seats["normal"] == {"played": 4, "won": 2}
    assert g.win_rate("human") == 0.5 and g.win_rate("hard") is None
    assert stats_path().exists()


def test_broken_stats_are_kept_and_start_empty():
    path = stats_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": 1, "games": {"cave_rave": {"played": -3}}}))
    stats = Stats.load()
    assert stats.broken is not None and stats.total_played == 0
    assert len(kept_files(path)) == 1 and not path.exists()


# -- saves -------------------------------------------------------------------------

def test_autosave_resumes_mid_game_exactly():
    runner = half_played()
    path = saves.autosave(runner)
    assert path == paths.saves_dir() / "autosave.json" and saves.has_autosave()
    head = saves.autosave_header()
    assert head["game"] == "cave_rave" and head["seats"] == [s.name for s in runner.match.seats]
    assert head["title"] == runner.spec.title and not head["finished"] and head["summary"]
    back = saves.load_autosave()
    assert state_json(back) == state_json(runner)
    assert back.match.actions == runner.match.actions and back.match.seed == runner.match.seed
    # and the resumed game goes on exactly like the original would
    full = play_bot_game("cave_rave", ["normal", "normal", "normal"], seed=5)
    while len(back.match.actions) < len(full.match.actions):
        back.play(full.match.actions[len(back.match.actions)])
    assert state_json(back) == state_json(full)
    saves.clear_autosave()
    assert not saves.has_autosave() and saves.load_autosave() is None
    saves.clear_autosave()                       # clearing twice is fine


def test_a_killed_process_resumes_where_it_was(openair_home):
    """A process autosaves after every move and dies abruptly; the file holds its last move."""
    script = textwrap.dedent("""
        import os, random
        import game.games
        from game.core import saves
        from game.core.bots import choose_action
        from game.core.match import Runner, Seat
        runner = Runner.new("cave_rave", [Seat("A", "human"), Seat("B", "normal")], 21)
        runner.start()
        rng = random.Random(2)
        for _ in range(25):
            seat = runner.state.current_player()
            runner.play(choose_action(runner.spec, runner.state.view(seat), "normal", rng))
            saves.autosave(runner)
        print(len(runner.match.actions), flush=True)
        os._exit(9)                              # no clean-up, like a kill
    """)
    env = {**__import__("os").environ, "OPENAIR_HOME": str(openair_home), "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, cwd=ROOT)
    assert out.returncode == 9, out.stderr
    n = int(out.stdout.strip())
    back = saves.load_autosave()
    assert len(back.match.actions) == n
    replay = Runner(Match.from_json(json.loads(json.dumps(back.match.to_json()))))
    assert state_json(replay) == state_json(back)
    assert not back.state.is_terminal()


def test_broken_autosave_json_is_kept_and_reported():
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"header": {', encoding="utf-8")
    with pytest.raises(storage.BrokenFile) as info:
        saves.load_autosave()
    assert info.value.kept.exists() and not path.exists()
    assert info.value.kept.name.startswith("autosave.broken-")
    assert saves.load_autosave() is None


def test_autosave_whose_replay_fails_is_kept_and_reported():
    runner = half_played(moves=12)
    saves.autosave(runner)
    path = saves.autosave_path()
    data = json.loads(path.read_text())
    data["match"]["actions"].insert(5, ["discard", 999])
    path.write_text(json.dumps(data))
    with pytest.raises(storage.BrokenFile) as info:
        saves.load_autosave()
    assert "replayed" in info.value.reason and info.value.kept.exists()
    assert not saves.has_autosave()


def test_a_save_of_another_edition_is_kept_not_replayed_into_another_game():
    # Höhlengrölen's rules version 2 made the draw order free: a version-1 ("draw", "deck") took two
    # cards, now one. Such a save reaches another state than the one it recorded: it must be refused,
    # not replayed into a different game, and the file left as it is.
    runner = half_played(moves=12)
    saves.autosave(runner)
    path = saves.autosave_path()
    data = json.loads(path.read_text())
    assert data["match"]["content_hash"] == runner.spec.edition
    data["match"]["content_hash"] = runner.spec.content.hash + ".r1"
    data["state"] = "a state version 1 reached"
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    with pytest.raises(saves.OtherContent) as info:
        saves.load_autosave()
    assert info.value.runner is None and "r1" in info.value.why
    assert path.read_bytes() == before and not kept_files(path)


def test_a_save_that_is_not_ours_is_kept():
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"hello": "world"}))
    with pytest.raises(storage.BrokenFile):
        saves.autosave_header()
    assert len(kept_files(path)) == 1


def test_named_saves_list_and_load():
    runner = half_played(moves=10)
    saves.autosave(runner)
    p = saves.save_named(runner, "Friday night!")
    assert p.name.startswith("friday-night-") and p.name.endswith(".json")     # its words, then a hash
    listed = saves.list_saves()
    assert [x[0] for x in listed] == [p]
    assert state_json(saves.load(p)) == state_json(runner)
