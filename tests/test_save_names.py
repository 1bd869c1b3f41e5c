"""Named saves' files (issue 21, point 3): no name shares a file with the autosave or with another
name, whatever its script; Windows' device names never become file names; saves from before the
file names held a hash are still listed, loaded and replaced; the replace prompt of "Save as…"
names the save it would destroy (its stored name, game and date)."""

from __future__ import annotations

import json

import pygame
import pytest

from game.core import paths, saves
from game.core.match import Runner
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.save_as import SaveAsScene
from game.ui.scenes.saves import SavesScene
from tests.ui.test_saves import on_adas_turn, state_of

#: names of no Latin letter: each must get a file of its own (they all went to "save.json")
NO_LATIN = ["Пятница", "Пятница вечером", "Суббота", "金曜日の夜", "土曜日", "星期五", "🎸🎸", "🎸🥁", "!!!", "???",
            "…", "-", "Ωμέγα", "ليلة الجمعة", "שבת"]
#: Windows' device names, as typed: none may be a file's name, with or without an extension
RESERVED = ["CON", "con", "Nul", "AUX", "PRN", "COM1", "com9", "LPT1", "lpt3", "CON.txt", "nul.json", "Aux.tar.gz",
            "COM¹", "CONIN$", "conout$"]
WINDOWS_DEVICES = {"con", "prn", "aux", "nul", "conin$", "conout$",
                   *(f"{d}{n}" for d in ("com", "lpt") for n in "123456789¹²³")}


def played(seed: int, game: str = "cave_rave", moves: int = 6) -> Runner:
    """A real game played on by random moves until Ada's turn (the saves scene's tests' helper)."""
    return on_adas_turn(game, seed, moves)


def listed_names() -> list[str]:
    return sorted(head["name"] for _path, head in saves.list_saves())


def test_a_save_called_autosave_is_not_the_autosave():
    mine, later = played(1), played(2)
    path = saves.save_named(mine, "Autosave")
    assert path != saves.autosave_path()
    saves.autosave(later)                                 # the next move's autosave ...
    assert listed_names() == ["Autosave"]                 # ... leaves the save, listed, as it was
    assert state_of(saves.load(saves.named_path("Autosave"))) == state_of(mine)
    assert state_of(saves.load_autosave()) == state_of(later)


@pytest.mark.parametrize("name", ["autosave", "AUTOSAVE", "autosave.json", " Autosave "])
def test_no_spelling_of_autosave_is_the_autosave_file(name):
    assert saves.named_path(name) != saves.autosave_path()
    assert saves.named_path(name).name != saves.AUTOSAVE


def test_names_without_latin_letters_each_get_their_own_file():
    runners = {name: played(i) for i, name in enumerate(NO_LATIN)}
    for name, runner in runners.items():
        saves.save_named(runner, name)
    assert len({saves.named_path(n) for n in NO_LATIN}) == len(NO_LATIN)
    assert listed_names() == sorted(NO_LATIN)
    for name, runner in runners.items():
        assert state_of(saves.load(saves.named_path(name))) == state_of(runner), name


@pytest.mark.parametrize("a, b", [("Ärger über Öl", "Örger über Äl"), ("Spaß", "Spa"), ("Spaß", "Spass"),
                                  ("Friday night", "friday night"), ("Friday night", "Friday night!"),
                                  ("Friday night", "Friday-night"), ("CON", "con"), ("Пятница", "ПЯТНИЦА")])
def test_two_different_names_never_share_a_file(a, b):
    first, second = played(3), played(4)
    saves.save_named(first, a)
    saves.save_named(second, b)
    assert saves.named_path(a) != saves.named_path(b)
    assert listed_names() == sorted([a, b])
    assert state_of(saves.load(saves.named_path(a))) == state_of(first)
    assert state_of(saves.load(saves.named_path(b))) == state_of(second)


def test_unicode_letters_are_kept_in_the_file_name():
    assert saves.named_path("Ärger über Öl").name.startswith("ärger-über-öl-")
    assert saves.named_path("Пятница").name.startswith("пятница-")


@pytest.mark.parametrize("name, start", [("Spaß", "spaß-"), ("Straße & Öl", "straße-öl-"), ("GROẞE", "große-"),
                                         ("नमस्ते दुनिया", "नमस्ते-दुनिया-"), ("İzmir", "i̇zmir-"),
                                         ("ΟΔΥΣΣΕΥΣ", "οδυσσευς-"), ("Ǆemal", "džemal-")])
def test_every_letter_and_its_marks_are_kept_in_the_file_name(name, start):
    """Issue 25, point 10: ß stays ß (not "ss"), a vowel sign or a dot stays on its letter."""
    path = saves.save_named(played(14), name)
    assert path.name.startswith(start) and path.name.endswith(".json")
    assert listed_names() == [name]


def test_a_save_whose_file_was_named_with_ss_before_is_found_and_replaced_in_place():
    folder = paths.saves_dir()
    old, new = played(6), played(7)
    old_path = saves.save(old, folder / "spass-0044b8ed.json", "Spaß")     # as "Spaß" was filed before
    assert saves.named_path("Spaß") == old_path
    assert saves.save_named(new, "Spaß") == old_path
    assert saves.named_path("Spass") != old_path                          # another name: a file of its own
    assert [p for p, _h in saves.list_saves()] == [old_path]
    assert state_of(saves.load(old_path)) == state_of(new)


@pytest.mark.parametrize("name", RESERVED)
def test_windows_device_names_never_become_file_names(name):
    path = saves.save_named(played(5), name)
    stem = path.name.split(".")[0].casefold()
    assert stem not in WINDOWS_DEVICES and path.name.casefold() not in WINDOWS_DEVICES
    assert listed_names() == [name]


def test_a_save_from_before_the_hash_is_listed_loaded_and_replaced_in_place():
    folder = paths.saves_dir()
    old, new = played(6), played(7)
    old_path = saves.save(old, folder / "friday-night.json", "Friday night")     # as the old file names were
    assert [p for p, _h in saves.list_saves()] == [old_path]
    assert state_of(saves.load(old_path)) == state_of(old)
    assert saves.save_named(new, "Friday night") == old_path                     # the same name: that save
    assert [p for p, _h in saves.list_saves()] == [old_path]
    assert state_of(saves.load(old_path)) == state_of(new)


def test_another_name_does_not_replace_an_old_save_its_words_once_shared():
    folder = paths.saves_dir()
    old = played(6)
    old_path = saves.save(old, folder / "friday-night.json", "Friday night!")
    saves.save_named(played(7), "Friday night")                                  # once: the same file
    assert listed_names() == ["Friday night", "Friday night!"]
    assert state_of(saves.load(old_path)) == state_of(old)


# -- the replace prompt, clicked and typed --------------------------------------------------------

def open_save_as(app, click, runner) -> SaveAsScene:
    table = app.game_scene(runner)
    app.push(table)
    app.open_pause(table)
    click(app, "save_as")
    assert isinstance(app.top, SaveAsScene)
    return app.top


def type_text(app, text: str) -> None:
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)])


def test_the_replace_prompt_names_the_save_it_would_destroy(shell_app, click):
    first = played(8, game="camp")
    saves.save_named(first, "Friday night")
    head = saves.read_header(saves.named_path("Friday night"))
    head["when"] = "2024-05-03 21:40"                     # a date that cannot be today's
    path = saves.named_path("Friday night")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["header"] = head
    path.write_text(json.dumps(data), encoding="utf-8")
    dialog = open_save_as(shell_app, click, played(9))
    type_text(shell_app, "Friday night")
    click(shell_app, "save")
    assert shell_app.top is dialog
    message = dialog.message
    assert "Friday night" in message and "Camp Roskilde" in message and "3 May 2024, 21:40" in message
    assert state_of(saves.load(path)) == state_of(first)           # nothing replaced yet


def test_a_name_that_differs_saves_beside_the_old_save_without_asking(shell_app, click):
    folder = paths.saves_dir()
    old = played(10)
    old_path = saves.save(old, folder / "friday-night.json", "Friday night!")   # an old file of those words
    open_save_as(shell_app, click, played(11))
    type_text(shell_app, "Friday night")
    click(shell_app, "save")
    assert isinstance(shell_app.top, PauseScene)          # saved at once: no other save was in the way
    assert listed_names() == ["Friday night", "Friday night!"]
    assert state_of(saves.load(old_path)) == state_of(old)


def test_autosave_typed_in_save_as_is_listed_and_survives_the_next_move(shell_app, click):
    runner = played(12)
    open_save_as(shell_app, click, runner)
    type_text(shell_app, "Autosave")
    click(shell_app, "save")
    assert isinstance(shell_app.top, PauseScene)
    kept = state_of(runner)
    saves.autosave(played(13))                             # the table's autosave after the next move
    shell_app.push(SavesScene(shell_app))
    assert [h["name"] for _p, h in shell_app.top.entries] == ["Autosave"]
    assert state_of(saves.load(shell_app.top.entries[0][0])) == kept
