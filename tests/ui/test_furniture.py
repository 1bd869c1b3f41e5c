"""The kit owns the furniture (issue 22, step 3): the canvas, the top bar's height, the Rules and
Menu places, where the title ends, the log's hover text, overdraw and the order of a frame are
defined in ``game/ui`` once, and no game defines them again; the kit's constructor calls no hook
of the game's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.core import registry
from game.core.i18n import _
from game.ui import furniture, theme
from game.ui.table import TableScene
from tests.table_helpers import new_runner, show

GAMES = Path(__file__).resolve().parents[2] / "game" / "games"

#: what a game's table code once said again of the kit's furniture
COPIES = {
    "the canvas size": re.compile(r"^\s*W, H = |1920, 1080"),
    "the top bar's height": re.compile(r"^\s*TOP_H = \d"),
    "the Rules and Menu places": re.compile(r'"(rules|menu)": pygame\.Rect\('),
    "where the title ends": re.compile(r"font\(30, True\)\.size\(title\)"),
    "the log's hover text": re.compile(r"Scroll with the mouse wheel"),
    "overdraw, the kit's default": re.compile(r"^\s*OVERDRAW = True"),
    "a frame's order": re.compile(r"def draw_frame|draw_frame = "),
}


def test_no_game_defines_the_kits_furniture():
    found = [f"{path.relative_to(GAMES)}:{n}: {what}"
             for path in sorted(GAMES.rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             for what, pattern in COPIES.items() if pattern.search(line)]
    assert not found, "kit furniture defined in a game:\n" + "\n".join(found)


def test_the_rules_and_menu_buttons_stand_where_the_kit_puts_them(app):
    places = furniture.bar_buttons()
    assert places["menu"].right == furniture.W - furniture.BAR_MARGIN
    assert places["rules"].right + 12 == places["menu"].x
    for game in ("camp", "cave_rave", "rodeo"):
        scene = show(app, new_runner(game, [("Ana", "human"), ("Bo", "normal")]))
        targets = scene.targets()
        assert (targets["rules"], targets["menu"]) == (places["rules"], places["menu"]), game
        app.pop()


@pytest.mark.parametrize("game", ["camp", "cave_rave", "rodeo"])
def test_the_log_panel_has_the_kits_hotspot_and_hover_text(app, game):
    scene = show(app, new_runner(game, [("Ana", "human"), ("Bo", "normal")]))
    spot = scene.spots().get("log")
    assert spot is not None and spot.area == scene.log_panel.rect
    assert spot.hover_text() == _(furniture.LOG_TIP) and not spot.focus


def test_the_title_ends_where_the_kit_drew_it(app):
    title = "Camp Roskilde"
    assert furniture.title_end(title) == furniture.TITLE_X + theme.font(furniture.TITLE_SIZE, True).size(title)[0]


def test_the_kits_constructor_calls_no_game_hook(app):
    """A game sets its own fields after ``super().__init__``; the first rebuild and the start's
    events come only once the whole constructor ran."""
    calls = []

    class Late(registry.get("camp").scene_class()):
        def __init__(self, app, runner):
            super().__init__(app, runner)
            calls.append("init done")
            self.late_field = True

        def rebuild(self) -> None:
            calls.append(("rebuild", getattr(self, "late_field", False)))
            super().rebuild()

    runner = new_runner("camp", [("Ana", "human"), ("Bo", "normal")])
    scene = Late(app, runner)
    assert calls[0] == "init done"
    assert ("rebuild", True) in calls and ("rebuild", False) not in calls
    assert scene.spots().get("log") is not None


def test_overdraw_is_the_kits_default():
    assert TableScene.OVERDRAW is True
    specs = [spec for spec in registry.all_games() if spec.make_table is not None]
    assert len(specs) >= 4
    for spec in specs:
        assert spec.scene_class().OVERDRAW is True, spec.id
