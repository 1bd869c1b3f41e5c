"""Issue 12, the user folder as a hostile user leaves it: every bad settings, statistics or save
file is moved aside unchanged (or, in a folder that refuses, left unchanged) and reported; the
app's loaders never raise anything else; a save's seats are checked; limits refuse a huge file
before parsing it."""

import json
import os
import time

import pytest

from game.core import replay, saves, storage
from game.core.match import MAX_ACTIONS, NAME_MAX, Match, Runner
from game.core.settings import Settings, settings_path
from game.core.stats import Stats, stats_path
from game.simulate import play_bot_game
from tests.robust_helpers import DEEP, HUGE_INT, fresh_trouble, read_only  # noqa: F401 (a fixture)

pytestmark = pytest.mark.usefixtures("fresh_trouble")


def kept_files(path):
    return sorted(path.parent.glob(f"{path.stem}.broken-*{path.suffix}"))


def half_played(moves=12):
    full = play_bot_game("cave_rave", ["normal", "normal"], seed=4)
    data = full.match.to_json()
    data["actions"] = data["actions"][:moves]
    runner = Runner(Match.from_json(data))
    runner.resolve_chance()
    return runner


def autosave_data(moves=12) -> dict:
    saves.autosave(half_played(moves))
    return json.loads(saves.autosave_path().read_text(encoding="utf-8"))


def write_raw(path, text: str) -> bytes:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path.read_bytes()


def assert_kept_unchanged(path, before: bytes) -> None:
    kept = kept_files(path)
    assert len(kept) == 1 and not path.exists()
    assert kept[0].read_bytes() == before


# -- 1. the app's files: whatever they hold, loading goes on ---------------------------------------

@pytest.mark.parametrize("seats", ["Ada, Bo", [1, 2], [None], ["x" * 3000], [], {"0": "Ada"}])
def test_an_autosave_header_whose_seats_are_not_names_is_kept_aside(seats):
    data = autosave_data()
    data["header"]["seats"] = seats
    path = saves.autosave_path()
    before = write_raw(path, json.dumps(data))
    with pytest.raises(storage.BrokenFile) as info:
        saves.autosave_header()
    assert "seats" in info.value.reason
    assert_kept_unchanged(path, before)
    assert saves.autosave_header() is None


@pytest.mark.parametrize("text", ["null", "[]", "3", '"autosave"'])
def test_an_autosave_that_is_json_but_not_an_object_is_kept_aside(text):
    path = saves.autosave_path()
    before = write_raw(path, text)                # null used to pass for "no autosave", then be overwritten
    with pytest.raises(storage.BrokenFile):
        saves.autosave_header()
    assert_kept_unchanged(path, before)


@pytest.mark.parametrize("payload", [DEEP, HUGE_INT, '{"a": ' + DEEP + "}", b"\xff\xfe{}".decode("latin-1")],
                         ids=["deep", "huge-int", "deep-inside", "not-utf8"])
@pytest.mark.parametrize("kind", ["settings", "stats", "autosave"])
def test_deep_nesting_huge_numbers_and_bad_bytes_are_kept_aside(kind, payload):
    path = {"settings": settings_path, "stats": stats_path, "autosave": saves.autosave_path}[kind]()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(payload.encode("latin-1") if payload.startswith("\xff") else payload.encode())
    before = path.read_bytes()
    if kind == "settings":
        s = Settings.load()
        assert s.broken is not None and s.volume == Settings().volume
    elif kind == "stats":
        st = Stats.load()
        assert st.broken is not None and st.total_played == 0
    else:
        with pytest.raises(storage.BrokenFile):
            saves.autosave_header()
    assert_kept_unchanged(path, before)


@pytest.mark.parametrize("field,value", [("last_seats", ["Ada"]), ("last_seats", "Ada"),
                                         ("last_options", [1, 2]), ("last_options", {"camp": "short"}),
                                         ("guides_seen", "camp"), ("volume", "loud")])
def test_settings_with_a_field_of_the_wrong_type_keep_the_good_fields_and_the_file(field, value):
    path = settings_path()
    before = write_raw(path, json.dumps({"volume": 0.3, "anim_speed": "slow", field: value}))
    s = Settings.load()                           # raised AttributeError for a list of seats
    assert s.broken is not None and field in s.broken.reason
    assert s.anim_speed == "slow"
    if field != "volume":
        assert s.volume == 0.3
    assert_kept_unchanged(path, before)
    s.save()
    assert Settings.load().broken is None


def test_settings_keep_seat_names_short():
    path = settings_path()
    write_raw(path, json.dumps({"last_seats": {"camp": [{"name": "N" * 3000, "kind": "human",
                                                          "colour": "#e07a3f"}]}}))
    assert len(Settings.load().last_seats["camp"][0]["name"]) == NAME_MAX


def test_a_bad_file_in_a_folder_that_refuses_is_reported_left_unchanged_and_loading_goes_on():
    path = settings_path()
    before = write_raw(path, DEEP)
    stats_before = write_raw(stats_path(), "[")
    with read_only(path.parent, stats_path().parent):
        s = Settings.load()
        st = Stats.load()
        assert s.broken is not None and s.broken.kept is None and s.broken.move_error is not None
        assert st.broken is not None and st.broken.kept is None
        s.update(volume=0.2)                      # a setting changed: not written, not raised
        assert s.save_error is not None and storage.trouble.current() is not None
    assert path.read_bytes() == before and stats_path().read_bytes() == stats_before
    assert not kept_files(path)


# -- 2. seats are checked; an unknown kind is an error -------------------------------------------

@pytest.mark.parametrize("seat", [{"name": 5, "kind": "human", "colour": "#112233"},
                                  {"name": "", "kind": "human", "colour": "#112233"},
                                  {"name": "N" * (NAME_MAX + 1), "kind": "human", "colour": "#112233"},
                                  {"name": "Ada", "kind": "robot", "colour": "#112233"},
                                  {"name": "Ada", "kind": "easy", "colour": "#zzzzzz"},
                                  {"name": "Ada", "kind": "easy", "colour": 16711680},
                                  "Ada"],
                         ids=["name-number", "name-empty", "name-long", "kind", "colour", "colour-number",
                              "not-object"])
def test_a_saved_seat_is_checked(seat):
    data = autosave_data()
    data["match"]["seats"][1] = seat
    with pytest.raises(ValueError):
        Match.from_json(data["match"])
    path = saves.autosave_path()
    before = write_raw(path, json.dumps(data))
    with pytest.raises(storage.BrokenFile) as info:
        saves.load_autosave()                     # an unknown kind used to play random moves
    assert "seats[1]" in info.value.reason
    assert_kept_unchanged(path, before)


@pytest.mark.parametrize("field,value", [("seed", "7"), ("seed", True), ("options", [1]), ("actions", {}),
                                         ("game", 3), ("seats", [])])
def test_a_saved_match_with_a_field_of_the_wrong_type_is_refused(field, value):
    data = autosave_data()["match"]
    data[field] = value
    with pytest.raises(ValueError):
        Match.from_json(data)


# -- 3. a save made with other content --------------------------------------------------------------

def other_content(mutate=None) -> tuple:
    data = autosave_data(moves=14)
    data["match"]["content_hash"] = "0123456789abcdef.r1"
    if mutate:
        mutate(data)
    path = saves.autosave_path()
    return path, write_raw(path, json.dumps(data)), data


def test_a_save_of_other_content_that_replays_exactly_is_offered_and_left_alone():
    path, before, data = other_content()
    with pytest.raises(saves.OtherContent) as info:
        saves.load_autosave()
    runner = info.value.runner
    assert runner is not None and runner.match.content_hash == runner.spec.edition
    assert runner.match.to_json()["actions"] == Match.from_json(data["match"]).to_json()["actions"]
    assert saves.fingerprint(runner.state.to_json()) == data["state"]
    assert path.read_bytes() == before and not kept_files(path)


@pytest.mark.parametrize("how", ["other-state", "illegal-action", "no-fingerprint"])
def test_a_save_of_other_content_that_does_not_replay_exactly_is_refused_and_left_alone(how):
    def mutate(data):
        if how == "other-state":
            data["state"] = "0" * 24
        elif how == "illegal-action":
            data["match"]["actions"][9] = ["discard", 999]
        else:
            del data["state"]
    path, before, _data = other_content(mutate)
    with pytest.raises(saves.OtherContent) as info:
        saves.load_autosave()
    assert info.value.runner is None
    assert path.read_bytes() == before and not kept_files(path)


# -- 4. writing: a full disk, a read-only folder ------------------------------------------------------

def test_a_full_disk_leaves_the_old_file_no_temporary_file_and_says_so(monkeypatch):
    from tests.robust_helpers import disk_full
    path = stats_path()
    storage.write_json(path, {"ok": 1})
    disk_full(monkeypatch)
    with pytest.raises(OSError):
        storage.write_json(path, {"ok": 2})
    assert json.loads(path.read_text()) == {"ok": 1}
    assert not list(path.parent.glob("*.tmp"))
    assert storage.why(storage.trouble.current()) == "full"
    monkeypatch.undo()
    storage.write_json(path, {"ok": 3})            # space again: the trouble is gone
    assert storage.trouble.current() is None


def test_a_failed_autosave_removes_the_older_one_so_continue_cannot_resume_it(monkeypatch):
    from tests.robust_helpers import disk_full
    runner = half_played(10)
    saves.autosave(runner)
    runner.play(runner.state.legal_actions()[0])
    disk_full(monkeypatch)
    saves.autosave_soon(runner)
    saves.flush()
    assert not saves.has_autosave() and not saves.stale
    assert storage.why(storage.trouble.current()) == "full"


def test_a_failed_autosave_whose_older_file_cannot_be_removed_is_marked_stale():
    runner = half_played(10)
    saves.autosave(runner)
    runner.play(runner.state.legal_actions()[0])
    with read_only(saves.autosave_path().parent):
        saves.autosave_soon(runner)
        saves.flush()
        assert saves.stale and storage.why(storage.trouble.current()) == "read-only"
        assert saves.clear_autosave() is False       # at a game's end: not raised
    assert saves.has_autosave()
    saves.autosave(runner)                           # writable again
    assert not saves.stale and storage.trouble.current() is None


def test_every_write_syncs_its_folder(monkeypatch):
    import stat
    synced = []
    real = os.fsync

    def spy(fd):
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        return real(fd)

    monkeypatch.setattr(os, "fsync", spy)
    storage.write_json(stats_path(), {"a": 1})
    if os.name != "nt":
        assert synced == [False, True]              # the file, then its folder after the rename


# -- 6. what killed writes leave ---------------------------------------------------------------------------

def test_old_temporary_files_are_removed_and_new_ones_and_other_files_kept():
    folder = saves.autosave_path().parent
    folder.mkdir(parents=True)
    old = folder / "autosave.json.k3j2x_9q.tmp"
    new = folder / "autosave.json.a8b7c6d5.tmp"
    other = folder / "notes.tmp"
    for p in (old, new, other):
        p.write_text("{")
    an_hour_ago = time.time() - 3600
    os.utime(old, (an_hour_ago, an_hour_ago))
    os.utime(other, (an_hour_ago, an_hour_ago))
    assert storage.clean_tmp(folder) == [old]
    assert not old.exists() and new.exists() and other.exists()


# -- 7. limits --------------------------------------------------------------------------------------------------

def test_a_file_larger_than_the_limit_is_refused_unparsed(monkeypatch):
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    with open(path, "w") as fh:                    # 6.5 million actions would be ~40 MB
        fh.write('{"format": 1, "header": {}, "match": {"actions": [')
        fh.write('["draw","deck"],' * (storage.MAX_BYTES // 15))
        fh.write('["draw","deck"]]}}')
    parsed = []
    real_loads = json.loads
    monkeypatch.setattr(json, "loads", lambda *a, **k: parsed.append(1) or real_loads(*a, **k))
    with pytest.raises(storage.BrokenFile) as info:
        saves.load_autosave()
    assert info.value.too_large and not parsed
    assert info.value.kept.stat().st_size > storage.MAX_BYTES


def test_a_save_with_more_actions_than_a_game_has_is_refused_before_replaying(monkeypatch):
    data = autosave_data()
    data["match"]["actions"] = [["draw", "deck"]] * (MAX_ACTIONS + 1)
    write_raw(saves.autosave_path(), json.dumps(data))
    monkeypatch.setattr(Runner, "__init__", lambda *a: pytest.fail("replayed"))
    with pytest.raises(storage.BrokenFile) as info:
        saves.load_autosave()
    assert str(MAX_ACTIONS) in info.value.reason


def test_a_replay_file_larger_than_the_limit_is_refused_and_left(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (replay.MAX_BYTES + 1))
    with pytest.raises(replay.ReplayError) as info:
        replay.read(path)
    assert "larger" in str(info.value) and path.exists()


def test_a_replay_file_nested_too_deeply_is_refused(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text(DEEP)
    with pytest.raises(replay.ReplayError):
        replay.read(path)


def test_a_replay_path_that_no_file_can_have_is_refused():
    with pytest.raises(replay.ReplayError):
        replay.read("a\0b.json")                # a NUL byte: ValueError from open() before
