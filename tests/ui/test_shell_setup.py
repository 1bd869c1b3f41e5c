"""The setup screen: seats, kinds, colours, names, options from YAML, seed, Start."""

import pygame
import pytest

from game.core import registry
from game.ui.app import App
from game.ui.scene import LOGICAL_SIZE
from game.ui.scenes.setup import SetupScene

SPEC = registry.get("cave_rave")


@pytest.fixture
def setup(shell_app, click):
    click(shell_app, "game:cave_rave")
    scene = shell_app.top
    assert isinstance(scene, SetupScene)
    return scene


def type_text(app, text, enter=True):
    events = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)] * 20
    events.append(pygame.event.Event(pygame.TEXTINPUT, text=text))
    if enter:
        events.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.step(events)


def test_defaults_one_human_one_bot(setup):
    assert [s["kind"] for s in setup.seats] == ["human", "normal"]
    assert len({s["colour"] for s in setup.seats}) == 2
    assert all(s["colour"] in SPEC.colours for s in setup.seats)
    assert setup.options == {o.id: o.default for o in SPEC.options}


def test_add_and_remove_seats_within_the_range(shell_app, setup, click):
    assert not setup.widgets_by_name()["seat0:remove"].enabled       # at the minimum of 2
    click(shell_app, "seat0:remove")
    assert len(setup.seats) == 2
    click(shell_app, "add_seat")
    click(shell_app, "add_seat")
    assert len(setup.seats) == 4 == SPEC.max_players
    assert not setup.widgets_by_name()["add_seat"].enabled
    click(shell_app, "add_seat")
    assert len(setup.seats) == 4
    assert len({s["colour"] for s in setup.seats}) == 4
    assert len({s["name"] for s in setup.seats}) == 4
    removed = setup.seats[1]["name"]
    click(shell_app, "seat1:remove")
    assert len(setup.seats) == 3 and removed not in [s["name"] for s in setup.seats]
    click(shell_app, "seat0:remove")
    click(shell_app, "seat0:remove")
    assert len(setup.seats) == 2


def test_kind_toggle_and_default_names(shell_app, setup, click):
    click(shell_app, "seat1:kind:hard")
    assert setup.seats[1]["kind"] == "hard"
    click(shell_app, "seat1:kind:human")
    assert setup.seats[1]["kind"] == "human" and setup.seats[1]["name"] == "Player 2"
    click(shell_app, "seat0:kind:easy")
    assert setup.seats[0]["kind"] == "easy" and setup.seats[0]["name"] not in ("Player 1", "Player 2")
    assert shell_app.sound.last_played == "click"


def test_colour_click_cycles_without_duplicates(shell_app, setup, click):
    seen = set()
    for _ in range(len(SPEC.colours)):
        click(shell_app, "seat0:colour")
        seen.add(setup.seats[0]["colour"])
        assert setup.seats[0]["colour"] != setup.seats[1]["colour"]
    assert seen == set(SPEC.colours) - {setup.seats[1]["colour"]}


def test_rename_by_typing(shell_app, setup, click):
    click(shell_app, "seat0:name")
    type_text(shell_app, "Ada")
    assert setup.seats[0]["name"] == "Ada"
    click(shell_app, "seat1:name")
    type_text(shell_app, "Ada")                      # a duplicate gets a number
    assert setup.seats[1]["name"] == "Ada 2"
    click(shell_app, "seat1:name")
    type_text(shell_app, "Zed", enter=False)
    shell_app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert setup.seats[1]["name"] == "Ada 2" and shell_app.top is setup   # Esc cancels the edit only
    click(shell_app, "seat1:name")
    type_text(shell_app, "   ")
    assert setup.seats[1]["name"] == "Rocky"         # blank: a default name


def test_options_are_drawn_from_the_yaml(shell_app, setup, click):
    targets = setup.targets()
    for opt in SPEC.options:
        for choice in opt.choices:
            assert f"option:{opt.id}:{choice.id}" in targets
    seg = setup.widgets_by_name()["option:length"]
    shell_app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=targets["option:length:short"].center,
                                       rel=(0, 0), buttons=(0, 0, 0))])
    short = next(c for c in SPEC.options[0].choices if c.id == "short")
    assert seg.tooltip_text() == short.help


def test_changing_an_option_changes_the_runner(shell_app, setup, click):
    click(shell_app, "option:length:short")
    click(shell_app, "option:starter:random")
    click(shell_app, "seed")
    type_text(shell_app, "4242")
    click(shell_app, "start")
    runner = setup.runner
    assert runner is not None
    assert runner.match.options == {"length": "short", "starter": "random"}
    assert runner.match.seed == 4242
    assert [s.kind for s in runner.match.seats] == ["human", "normal"]
    assert not runner.state.is_chance()                 # started: the deal is done
    assert shell_app.top.__class__ is SPEC.scene_class()
    assert shell_app.top.runner is runner
    assert len(shell_app.stack) == 2                   # setup was replaced by the game


def test_default_options_give_the_default_runner(shell_app, setup, click):
    click(shell_app, "start")
    assert setup.runner.match.options == {"length": "standard", "starter": "first_seat"}
    assert 1 <= setup.runner.match.seed


def test_shuffle_keeps_the_players(shell_app, setup, click):
    click(shell_app, "add_seat")
    before = sorted(s["name"] for s in setup.seats)
    for _ in range(5):
        click(shell_app, "shuffle")
    assert sorted(s["name"] for s in setup.seats) == before


def test_last_seats_and_options_are_remembered(shell_app, setup, click):
    click(shell_app, "add_seat")
    click(shell_app, "seat2:kind:easy")
    click(shell_app, "seat0:name")
    type_text(shell_app, "Ada")
    click(shell_app, "option:length:short")
    click(shell_app, "start")
    app = App(size=LOGICAL_SIZE)
    app.step([])
    click(app, "game:cave_rave")
    again = app.top
    assert [(s["name"], s["kind"]) for s in again.seats] == [(s["name"], s["kind"]) for s in setup.seats]
    assert again.options["length"] == "short"


def test_back_and_rules(shell_app, setup, click):
    click(shell_app, "rules")
    assert shell_app.top.name == "rules"
    click(shell_app, "back")
    assert shell_app.top is setup
    click(shell_app, "back")
    assert shell_app.top.name == "launcher"


def test_typing_after_focus_replaces_the_name(shell_app, setup, click):
    click(shell_app, "seat1:name")
    field = setup.widgets_by_name()["seat1:name"]
    assert field.editing and field.selected
    shell_app.step([pygame.event.Event(pygame.TEXTINPUT, text="Bo"),
                    pygame.event.Event(pygame.TEXTINPUT, text="b")])
    assert field.value == "Bob"
    click(shell_app, "start")                          # a click elsewhere keeps the edit
    assert setup.runner.match.seats[1].name == "Bob"


def test_boaromia_variants_wrap_onto_rows_that_fit_inside_the_options_panel(shell_app, click):
    from game.ui.scenes.controls import Segmented
    from game.ui.scenes.setup import OPTIONS
    click(shell_app, "game:boaromia")
    scene = shell_app.top
    control = next(w for w in scene.widgets if getattr(w, "name", "") == "option:variant")
    assert isinstance(control, Segmented) and control.rect.height > 62      # more than one row
    boxes = [control.segment(i) for i in range(len(control.choices))]
    for i, a in enumerate(boxes):
        assert control.rect.contains(a)
        label = control.choices[i][1]
        assert a.width >= scene_text_width(label)
        assert not any(a.colliderect(b) for b in boxes[i + 1:])
    options = [w for w in scene.widgets if getattr(w, "name", "").startswith(("option:", "seed"))]
    assert all(OPTIONS.contains(w.rect) for w in options)
    click(shell_app, "option:variant:total_mayhem")
    assert scene.options["variant"] == "total_mayhem"


def scene_text_width(label: str) -> int:
    from game.ui import theme
    return theme.font(23, True).size(label)[0]


def test_a_game_may_say_what_its_bot_levels_mean(shell_app, click):
    click(shell_app, "game:boaromia")
    scene = shell_app.top
    kinds = next(w for w in scene.widgets if getattr(w, "name", "") == "seat0:kind")
    helps = {k: text for k, _, text in kinds.choices}
    assert "team" in helps["normal"] and helps["human"].startswith("A person")
