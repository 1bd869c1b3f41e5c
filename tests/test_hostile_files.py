"""Received or damaged files (issue 21, point 5): an action nested hundreds of levels deep, seat
names that cannot be drawn, lone surrogates in the settings and statistics, and a named pipe, a
folder or a device where a file should be. Each is reported as a broken file and kept (or, from
someone else, refused with a reason and left alone); nothing raises, nothing waits forever."""

from __future__ import annotations

import json
import os
import random
import threading
from pathlib import Path

import pygame
import pytest

from game.core import paths, registry, saves, storage
from game.core import replay as replays
from game.core.match import Match, Runner, Seat, clean_name
from game.core.settings import Settings
from game.core.stats import Stats
from game.ui import theme
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.setup import SetupScene

GAMES = ("cave_rave", "camp", "boaromia", "rodeo")
#: names of 1 to 40 characters with nothing that can be drawn
INVISIBLE = ["\u200b", "\u2060", "\ufeff", "\u200e", "\u202e", "\u200b\u200b\u200b", " \u2060 ", "\u00ad", "\u0301"]
#: names a font cannot take as they are, with something to show: kept as typed names are
CLEANED = {"\u200eAda": "Ada", "\u202eAda": "Ada", "\ufeffBo": "Bo", "A\ud800da": "Ada", "\udfffZoe": "Zoe",
           "Bo\u200b": "Bo", "\u0301Cleo": "Cleo"}


def played(game: str = "cave_rave", seed: int = 4, moves: int = 6) -> Runner:
    spec = registry.get(game)
    n = max(spec.min_players, 2)
    seats = [Seat(f"P{i}", "human" if i == 0 else "easy", spec.colours[i % len(spec.colours)]) for i in range(n)]
    runner = Runner.new(game, seats, seed)
    runner.start()
    rng = random.Random(seed)
    done = 0
    while not runner.state.is_terminal() and (done < moves or runner.state.current_player() != 0):
        runner.play(rng.choice(runner.state.legal_actions()))
        done += 1
    return runner


def save_doc(game: str = "cave_rave") -> dict:
    path = saves.save(played(game), paths.saves_dir() / "scratch.json")
    doc = json.loads(path.read_text(encoding="utf-8"))
    path.unlink()
    return doc


#: where :func:`write` puts the deeply nested action
DEEP = "@deep@"


def write(path: Path, doc, levels: int = 0) -> bytes:
    """``doc`` as JSON (a lone surrogate as its ``\\ud800`` escape, as a file someone made holds it),
    the text :data:`DEEP` replaced by an action ``levels`` lists deep (written as text: Python's
    own JSON writer stops far sooner)."""
    data = json.dumps(doc, ensure_ascii=True).encode("ascii")
    data = data.replace(f'"{DEEP}"'.encode(), ("[" * levels + '"card", 1' + "]" * levels).encode())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return data


def kept_beside(path: Path, data: bytes) -> list[Path]:
    return [p for p in path.parent.glob(f"{path.stem}.broken-*") if p.is_file() and p.read_bytes() == data]


# -- a deeply nested action -----------------------------------------------------------------------

@pytest.mark.parametrize("levels", [500, 700, 990])
def test_a_deeply_nested_action_in_the_autosave_is_kept_aside(levels):
    doc = save_doc()
    doc["match"]["actions"][3] = DEEP
    path = saves.autosave_path()
    data = write(path, doc, levels)
    assert len(data) - len(json.dumps(save_doc())) < 2 * levels + 20       # a kilobyte or two more
    with pytest.raises(storage.BrokenFile):
        saves.load_autosave()
    assert not path.exists() and len(kept_beside(path, data)) == 1


def test_a_deeply_nested_action_in_a_named_save_is_kept_aside():
    doc = save_doc("rodeo")
    doc["match"]["actions"].append(DEEP)
    path = paths.saves_dir() / "deep.json"
    data = write(path, doc, 900)
    assert [p for p, _h in saves.list_saves()] == [path]   # the header is fine: listed ...
    with pytest.raises(storage.BrokenFile):
        saves.load(path)                                   # ... and refused when opened
    assert len(kept_beside(path, data)) == 1


def test_a_deeply_nested_action_in_a_replay_is_refused_and_left_alone(tmp_path):
    doc = replays.Replay(played().match).to_json()
    doc["actions"][2] = DEEP
    path = tmp_path / "from-a-friend.json"
    data = write(path, doc, 900)
    with pytest.raises(replays.ReplayError, match="from-a-friend.json"):
        replays.read(path)
    assert path.read_bytes() == data


def test_a_deeply_nested_action_in_the_autosave_does_not_stop_the_app(shell_app):
    doc = save_doc("camp")
    doc["match"]["actions"][2] = DEEP
    write(saves.autosave_path(), doc, 600)
    from game.ui.scenes.launcher import LauncherScene
    shell_app.reset(LauncherScene(shell_app))             # the launcher looks for the autosave
    shell_app.step([])
    assert isinstance(shell_app.top, LauncherScene) and shell_app.running
    assert any("could not be read" in t[0] for t in shell_app.toasts)
    assert "continue" not in shell_app.top.targets()


def test_actions_as_deep_as_real_ones_still_load():
    runner = played("boaromia", moves=20)
    again = Match.from_json(json.loads(json.dumps(runner.match.to_json())))
    assert again.actions == runner.match.actions


# -- seat names that cannot be drawn --------------------------------------------------------------

@pytest.mark.parametrize("name", INVISIBLE)
def test_an_invisible_seat_name_in_a_save_is_kept_aside(name):
    doc = save_doc()
    doc["match"]["seats"][1]["name"] = name
    path = saves.autosave_path()
    data = write(path, doc)
    with pytest.raises(storage.BrokenFile):
        saves.load_autosave()
    assert len(kept_beside(path, data)) == 1


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("name", sorted(CLEANED))
def test_a_name_the_font_cannot_take_is_kept_as_a_typed_one_and_every_table_draws(shell_app, game, name):
    doc = save_doc(game)
    doc["match"]["seats"][0]["name"] = name
    doc["header"]["seats"][0] = name
    write(saves.autosave_path(), doc)
    runner = saves.load_autosave()
    assert runner.match.seats[0].name == CLEANED[name]
    table = shell_app.game_scene(runner)
    shell_app.push(table)
    for _ in range(3):
        shell_app.step([])
    assert shell_app.top is table and shell_app.running
    saves.autosave(runner)                                 # and it is written again
    assert saves.load_autosave().match.seats[0].name == CLEANED[name]


@pytest.mark.parametrize("typed", INVISIBLE + sorted(CLEANED))
def test_typed_names_are_cleaned_the_same_way(shell_app, typed):
    scene = SetupScene(shell_app, registry.get("camp"))
    shell_app.push(scene)
    before = scene.seats[0]["name"]
    scene.set_name(0, typed)
    assert scene.seats[0]["name"] == (CLEANED.get(typed) or before)
    shell_app.step([])
    assert clean_name(scene.seats[0]["name"]) == scene.seats[0]["name"]


@pytest.mark.parametrize("text", ["\u200b", "\u2060", "\ufeff", "\u200e", "\u202e", "\ud800", "a\udc80b", "\u00ad",
                                  "a\0b", ""])
def test_drawing_any_text_never_raises(text):
    surface = pygame.Surface((400, 100))
    theme.text(surface, text, (10, 10), 24)
    theme.text(surface, text[:1], (10, 10), 30, bold=True, anchor="center")
    theme.font(22).render(text, True, theme.TEXT)
    theme.font(22, True).render(text, True, theme.TEXT, theme.BG)
    assert theme.font(24).size(text)[1] > 0
    theme.text_block(surface, f"{text} and {text}", pygame.Rect(0, 0, 100, 80), 22)
    theme.cut(text * 30, 24, 60)


# -- lone surrogates in the settings and statistics --------------------------------------------------

def test_a_lone_surrogate_in_the_settings_never_makes_a_write_raise():
    path = paths.config_dir() / "settings.json"
    write(path, {"volume": 0.5, "language": "en", "guides_seen": ["camp", "x\ud800"],
                 "last_options": {"cave_rave": {"length": "short", "\udc00": "y\ud83d"}, "\ud800": {}},
                 "last_seats": {"cave_rave": [{"name": "A\ud800da", "kind": "human", "colour": "#d9534f"},
                                              {"name": "Bo", "kind": "easy", "colour": "#5bc0de"}]}})
    settings = Settings.load()
    assert settings.last_seats["cave_rave"][0]["name"] == "Ada"
    assert settings.save() and settings.save_error is None       # Start, F11, the volume, quitting
    settings.update(volume=0.25, fullscreen=True)
    again = Settings.load()
    assert again.volume == 0.25 and again.fullscreen and again.broken is None
    assert again.last_options["cave_rave"]["length"] == "short"


def test_a_lone_surrogate_in_the_statistics_keys_never_makes_a_write_raise():
    path = paths.data_dir() / "stats.json"
    write(path, {"format": 1, "games": {"\ud800game": {"played": 2, "seats": {}},
                                        "boaromia": {"played": 1, "seats": {},
                                                     "teams": {"\udfff": {"played": 1, "won": 0}}}}})
    stats = Stats.load()
    stats.record(played().match, [0])
    again = Stats.load()
    assert again.broken is None and again.games["cave_rave"].played == 1
    assert again.games["\ud800game"].played == 2


def test_the_setup_starts_a_game_with_a_surrogate_in_the_settings(shell_app, click):
    write(paths.config_dir() / "settings.json",
          {"guides_seen": ["\ud800"], "last_options": {"\udc00": {"\ud800": 1}}})
    from game.ui.app import App
    from game.ui.scene import LOGICAL_SIZE
    app = App(size=LOGICAL_SIZE)
    try:
        app.step([])
        click(app, "game:cave_rave")
        click(app, "start")                                  # writes the settings (the last seats)
        from game.ui.table import TableScene
        assert app.find(TableScene) is not None and app.settings.save_error is None
    finally:
        while app.stack:
            app.stack.pop().exit()


# -- a pipe, a folder, a device ------------------------------------------------------------------------

def _within(fn, seconds: float = 10.0, fifo: Path | None = None):
    """``fn()`` on a thread; fails (and unblocks a pipe's reader) when it takes longer than ``seconds``."""
    out: dict = {}

    def run():
        try:
            out["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - handed to the test
            out["error"] = exc
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        if fifo is not None:         # a writer that comes and goes: the blocked open returns
            fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
            os.close(fd)
            thread.join(5)
        pytest.fail(f"still waiting after {seconds} s")
    if "error" in out:
        raise out["error"]
    return out.get("value")


needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


@needs_fifo
def test_a_named_pipe_as_a_replay_is_refused_at_once(tmp_path):
    fifo = tmp_path / "replay.json"
    os.mkfifo(fifo)
    with pytest.raises(replays.ReplayError, match="not a file"):
        _within(lambda: replays.read(fifo), fifo=fifo)


@needs_fifo
@pytest.mark.parametrize("where", ["autosave", "settings", "stats", "named"])
def test_a_named_pipe_in_place_of_a_user_file_is_kept_aside(where):
    path = {"autosave": saves.autosave_path(), "settings": paths.config_dir() / "settings.json",
            "stats": paths.data_dir() / "stats.json", "named": paths.saves_dir() / "pipe.json"}[where]
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    if where == "autosave":
        with pytest.raises(storage.BrokenFile):
            _within(saves.autosave_header, fifo=path)
    elif where == "settings":
        assert _within(Settings.load, fifo=path).broken is not None
    elif where == "stats":
        assert _within(Stats.load, fifo=path).broken is not None
    else:
        broken: list = []
        assert _within(lambda: saves.list_saves(broken), fifo=path) == [] and len(broken) == 1
    assert not path.exists() and len(list(path.parent.glob(f"{path.stem}.broken-*"))) == 1


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_a_device_is_never_read(device):
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    with pytest.raises(storage.NotAFile):
        storage.load_json(Path(device))
    with pytest.raises(replays.ReplayError, match="not a file"):
        _within(lambda: replays.read(Path(device)))


def test_a_folder_is_refused_as_a_replay(tmp_path):
    with pytest.raises(replays.ReplayError, match="not a file"):
        replays.read(tmp_path)


@needs_fifo
@pytest.mark.parametrize("how", ["typed", "dropped"])
def test_a_pipe_typed_or_dropped_in_saved_games_is_refused_and_the_window_goes_on(shell_app, tmp_path, how):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    scene = SavesScene(shell_app)
    shell_app.push(scene)
    if how == "typed":
        scene.path_field.value = str(fifo)
        _within(scene.open_typed, fifo=fifo)
    else:
        _within(lambda: shell_app.step([pygame.event.Event(pygame.DROPFILE, file=str(fifo))]), fifo=fifo)
    assert "not a file" in scene.message
    assert shell_app.top is scene and shell_app.running


@pytest.mark.parametrize("path", ["/dev/zero", "~nobody-of-that-name/replay.json"])
def test_a_device_or_an_unknown_home_dropped_on_the_launcher_is_told(shell_app, path):
    shell_app.step([pygame.event.Event(pygame.DROPFILE, file=path)])
    assert shell_app.running and shell_app.toasts
