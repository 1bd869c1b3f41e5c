"""The first-game pointers (game/ui/guide.py) on the real tables, driven by posted events: a game
started from the setup screen for the first time shows pointer 1 on the player's turn, Enter (or
Next) goes on, Esc (or Skip) ends them and the settings remember it, the pause menu brings them
back; each game's list points at things its table really shows."""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.core.settings import Settings
from game.ui import guide, theme
from tests.table_helpers import new_runner, show
from tests.ui.keys import key

#: every registered game: each one must declare pointers that its real table shows
GAMES = [g.id for g in registry.all_games()]


def start_from_setup(app, click, game_id="cave_rave"):
    """The launcher's game, its setup screen's defaults (one human, one bot), Start: the table."""
    click(app, f"game:{game_id}")
    click(app, "start")
    scene = app.top
    assert scene.__class__ is registry.get(game_id).scene_class()
    scene.step_bots_blocking()
    app.step([])
    return scene


def first_own_turn(app, game_id):
    """A table of ``game_id`` (Ada and a Normal bot) at Ada's first turn with every pointer's
    target on show (Boaromia: past the character cards; Rock'n Rodeo: her first booking)."""
    scene = show(app, new_runner(game_id, [("Ada", "human"), ("Bot", "normal")], 7))
    for _ in range(40):
        scene.step_bots_blocking()
        app.step([])
        if scene.human_to_act() is not None and scene.state.pending().kind != "character":
            return scene
        if scene.human_to_act() is not None:          # Boaromia's character cards: the first one
            scene.play(scene.state.legal_actions()[0])
    raise AssertionError("Ada never got a turn")


def test_the_first_game_shows_pointer_one_and_enter_goes_on(shell_app, click):
    scene = start_from_setup(shell_app, click)
    assert scene.guide_shown() and scene.guide.at == 0
    assert scene.guide_area() == guide.resolve("card:*", scene.spots(), scene.viewer)    # the hand
    assert set(scene.targets()) == {"guide:next", "guide:skip"}      # the table waits meanwhile
    shell_app.render()
    key(shell_app, pygame.K_RETURN)
    assert scene.guide.at == 1 and scene.guide_area() == scene.spots().get("deck").area
    key(shell_app, pygame.K_KP_ENTER)
    assert scene.guide.at == 2 and not shell_app.settings.guide_seen("cave_rave")


def test_while_the_pointers_show_the_table_takes_no_move(shell_app, click):
    scene = start_from_setup(shell_app, click)
    before = len(scene.runner.match.actions)
    deck = scene.spots().get("deck").area.center
    shell_app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=shell_app.to_window(deck), button=1)])
    key(shell_app, pygame.K_h)
    key(shell_app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.runner.match.actions) == before and scene.hint is None
    assert scene.guide_shown() and scene.guide.at == 0


def test_esc_skips_and_the_settings_remember_it(shell_app, click):
    scene = start_from_setup(shell_app, click)
    key(shell_app, pygame.K_ESCAPE)
    assert scene.guide is None and shell_app.top is scene          # skipped: no pause menu
    assert shell_app.settings.guide_seen("cave_rave") and Settings.load().guide_seen("cave_rave")
    assert "deck" in scene.targets()                               # the table is the player's again
    click(shell_app, "deck")
    assert scene.runner.match.actions                               # ... and takes clicks
    click(shell_app, "menu")
    click(shell_app, "save_quit")
    again = start_from_setup(shell_app, click)                      # the next game: no pointers
    assert again.guide is None and not again.guide_shown()


def test_next_and_skip_with_the_mouse_and_the_last_pointer_remembers(shell_app, click):
    scene = start_from_setup(shell_app, click)
    count = len(scene.guide.pointers)
    for i in range(count - 1):
        click(shell_app, "guide:next")
        assert scene.guide.at == i + 1
    assert scene.guide.labels()["next"] == "Got it"
    click(shell_app, "guide:next")
    assert scene.guide is None and shell_app.settings.guide_seen("cave_rave")


def test_tab_puts_enter_on_skip(shell_app, click):
    scene = start_from_setup(shell_app, click)
    key(shell_app, pygame.K_TAB)
    assert scene.guide.focus == "skip"
    key(shell_app, pygame.K_RETURN)
    assert scene.guide is None and shell_app.settings.guide_seen("cave_rave")


def test_the_pause_menu_brings_them_back(shell_app, click):
    scene = start_from_setup(shell_app, click)
    key(shell_app, pygame.K_ESCAPE)                                 # skipped
    key(shell_app, pygame.K_ESCAPE)                                 # the pause menu
    assert shell_app.top.name == "pause"
    click(shell_app, "pointers")
    assert shell_app.top is scene and scene.guide_shown() and scene.guide.at == 0
    key(shell_app, pygame.K_RETURN)
    assert scene.guide.at == 1


def test_the_pointers_wait_for_the_players_own_turn(app):
    scene = show(app, new_runner("camp", [("Bot", "normal"), ("Ada", "human")], 7))
    scene.sync()
    assert scene.human_to_act() is None
    assert scene.offer_guide() and not scene.guide_shown()          # offered, waiting for Ada
    scene.step_bots_blocking()
    app.step([])
    assert scene.human_to_act() == 1 and scene.guide_shown()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_pointer_points_at_the_table_beside_its_callout(app, game_id):
    scene = first_own_turn(app, game_id)
    pointers = guide.pointers_of(scene.runner.spec)
    assert 4 <= len(pointers) <= 6 or guide.phases_of(scene.runner.spec)      # (Rodeo's: a few each phase)
    assert scene.offer_guide() and scene.guide_shown()
    for i in scene.guide.group():
        assert scene.guide.at == i
        area = scene.guide_area()
        box, buttons, lines = scene.guide.callout(area)
        assert area is not None and area.width > 0 and area.height > 0
        assert not box.colliderect(area), f"pointer {i + 1} covers what it points at"
        assert guide.arrow_ends(box, area) is not None
        assert pygame.Rect(0, 0, 1920, 1080).contains(box) and all(box.contains(b) for b in buttons.values())
        assert lines and all(theme.font(guide.TEXT).size(line)[0] <= box.width - 2 * guide.PAD for line in lines)
        app.render()
        key(app, pygame.K_RETURN)
    if guide.phases_of(scene.runner.spec):               # the later phases' pointers wait for theirs
        assert not scene.guide_shown() and scene.guide.waiting()
        return
    assert scene.guide is None and app.settings.guide_seen(game_id)


def test_rodeos_pointers_find_their_targets_in_every_decision_of_a_season(app):
    """Rock'n Rodeo's table changes most between decisions: its pointers find a target in each of
    the player's decisions of a whole season (booking, expansion, line-up, the festival's days),
    so that the pause menu's pointers stand on the table at once whenever it is her turn."""
    import random

    from game.core.bots import choose_action
    scene = show(app, new_runner("rodeo", [("Ada", "human"), ("Bot", "normal")], 7))
    spec, rng, kinds = scene.runner.spec, random.Random(7), set()
    for _ in range(400):
        if app.top is not scene or scene.state.season > 1 or scene.state.is_terminal():
            break
        if scene.human_to_act() is None:
            scene.step_bots_blocking()
            app.step([])
            continue
        kinds.add(scene.state.pending().kind)
        for target, _text in guide.pointers_of(spec):
            assert scene.guide_area(target) is not None, (scene.state.pending().kind, target)
        assert scene.play(choose_action(spec, scene.state.view(0), "normal", rng))
        app.step([])
    assert {"book", "expand", "lineup", "place", "evening"} <= kinds, kinds


def test_targets_name_hotspots_prefixes_the_viewer_and_places():
    from game.ui.hotspots import Hotspot
    spots = [Hotspot("seat:1", pygame.Rect(0, 0, 10, 10)), Hotspot("card:3", pygame.Rect(100, 0, 10, 10)),
             Hotspot("card:4", pygame.Rect(120, 20, 10, 10))]
    places = {"prompt": pygame.Rect(5, 5, 50, 50)}
    assert guide.resolve("card:*", spots, 0) == pygame.Rect(100, 0, 30, 30)
    assert guide.resolve("seat:{me}", spots, 1) == pygame.Rect(0, 0, 10, 10)
    assert guide.resolve("seat:{me}", spots, None) is None
    assert guide.resolve("@prompt", spots, 0, places) == pygame.Rect(5, 5, 50, 50)
    assert guide.resolve("@prompt", spots, 0, places) is not places["prompt"]      # (a copy: the caller may move it)
    assert guide.resolve("@lineup", spots, 0, places) is None                      # only what the table declares
    assert guide.resolve("deck|card:3", spots, 0) == pygame.Rect(100, 0, 10, 10)
    assert guide.resolve("deck", spots, 0) is None


def test_a_table_without_pointers_is_refused():
    """A game's table spec must bring its first-game pointers: none is an error when the table is
    made, never a game whose pause menu offers pointers that do nothing."""
    with pytest.raises(ValueError, match="first-game pointers"):
        registry.TableSpec(scene=type("Bare", (), {}), guide=[])


@pytest.mark.parametrize("game_id", GAMES)
def test_the_pause_menu_brings_every_games_pointers(app, click, game_id):
    """"Show the first-game pointers" in the pause menu of every table (Rock'n Rodeo had none)."""
    scene = first_own_turn(app, game_id)
    app.open_pause(scene)
    assert app.top.name == "pause" and "pointers" in app.top.targets()
    click(app, "pointers")
    assert app.top is scene and scene.guide_shown() and scene.guide.at == 0


def test_the_remembered_games_survive_a_broken_entry():
    s = Settings.from_json({"guides_seen": ["camp", 3, "cave_rave", "camp"]})
    assert s.guides_seen == ["camp", "cave_rave"]
    assert Settings.from_json(s.to_json()).guides_seen == ["camp", "cave_rave"]
    assert Settings.from_json({"guides_seen": "camp"}).guides_seen == []


@pytest.mark.parametrize("lang", ["en", "de", "qps"])
def test_the_head_keeps_the_counter_and_the_keys_apart_in_every_language(lang):
    """One line while the counter and the keys fit side by side (English, German); in a longer
    language (the pseudo-locale) the keys take a line of their own and the callout grows by it."""
    from game.core import i18n
    pygame.font.init()
    try:
        i18n.use(lang)
        g = guide.Guide("camp", [("deck", "Click the deck.")] * 5, at=1)
        head = g.head()
        room = guide.WIDTH - 2 * guide.PAD
        for counter, keys in head:
            used = theme.font(guide.HEAD, True).size(counter)[0] + theme.font(guide.HEAD).size(keys)[0]
            assert used + (guide.HEAD_GAP if counter and keys else 0) <= room
        assert len(head) == (2 if lang == "qps" else 1)
        box, buttons, lines = g.callout(None)
        assert box.height == (guide.PAD + guide.HEAD_LINE * len(head) + len(lines) * int(guide.TEXT * 1.35) + 18
                              + guide.BUTTON_H + guide.PAD)
    finally:
        i18n.use("en")
