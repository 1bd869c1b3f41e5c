"""The rules screens: numbered lists keep their numbers, **bold** stays bold (checked on the parsed
blocks and the wrapped lines, not pixels), and the pieces a section talks about show as pictures
from the game's sprites."""

from __future__ import annotations

import pygame
import pytest

from game.core.content import content_dir
from game.ui import theme
from game.ui.assets import Images
from game.ui.scenes.rules import TEXT_W, Block, parse, render, rules_path, runs_of, wrap_runs

GAMES = ["cave_rave", "camp", "boaromia"]


@pytest.fixture(autouse=True, scope="module")
def fonts_ready():
    pygame.font.init()


def test_numbered_items_keep_their_numbers_and_their_bold():
    blocks = parse("1. **Draw.** Take *two*\n   cards, **or** one.\n2) Then discard.\n\n- a **b**c\n")
    assert [(b.kind, b.number, b.text) for b in blocks] == [
        ("number", "1.", "Draw. Take two cards, or one."), ("number", "2.", "Then discard."), ("bullet", "", "a bc")]
    assert blocks[0].runs == (("Draw.", True), (" Take two cards, ", False), ("or", True), (" one.", False))
    assert blocks[2].runs == (("a ", False), ("b", True), ("c", False))


def test_a_line_of_markers_is_a_row_of_pictures_and_inline_marks_go():
    blocks = parse("## Bands\n\n![Stylist](frame+icon) ![](lock)\n\nSee ![x](y) **this**.\n")
    assert blocks[1] == Block("pictures", "Stylist", (), "", (("Stylist", "frame+icon"), ("", "lock")))
    assert blocks[2].text == "See this." and blocks[2].runs == (("See ", False), ("this", True), (".", False))
    assert runs_of("`code` and [a link](http://x)") == (("code and a link", False),)


def test_cave_raves_turn_is_a_numbered_list_with_bold_steps():
    blocks = parse(rules_path("cave_rave").read_text(encoding="utf-8"))
    turn = [b for b in blocks if b.kind == "number"][:3]
    assert [b.number for b in turn] == ["1.", "2.", "3."]
    assert [b.runs[0] for b in turn] == [("Draw.", True), ("Form bands", True), ("Discard", True)]


def test_wrapped_lines_keep_bold_words_bold_fit_the_width_and_lose_no_word():
    runs = runs_of("Take **two cards** from the deck, **or** the top card of the discard pile plus "
                   "**one card from the deck**. You can never take two cards from the discard pile.")
    lines = wrap_runs(runs, 24, 420)
    assert len(lines) > 2
    for line in lines:
        piece, bold, x = line[-1]
        assert x + theme.font(24, bold).size(piece)[0] <= 420
    words = [(piece, bold) for line in lines for piece, bold, _x in line]
    assert "".join(p for p, _b in words) == "".join(p for p, _b in runs).replace(" ", "")
    assert {p for p, b in words if b} == {"two", "cards", "or", "one", "card", "from", "the", "deck"}
    glued = wrap_runs(runs_of("the **steps**, then"), 24, 60)                # "steps," never split
    assert [[p for p, _b, _x in line] for line in glued] == [["the"], ["steps", ","], ["then"]]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_picture_marker_names_a_sprite_and_each_game_shows_some(game_id):
    images = Images()
    blocks = [b for b in parse(rules_path(game_id).read_text(encoding="utf-8")) if b.kind == "pictures"]
    assert len(blocks) >= 2
    for block in blocks:
        for caption, name in block.pictures:
            assert caption
            for part in name.split("+"):
                assert images.exists(f"{game_id}/{part}.png"), f"{game_id}: no sprite {part!r}"


def test_translated_rules_use_only_sprites_that_exist():
    images = Images()
    for path in content_dir().glob("*/rules.*.md"):
        for block in parse(path.read_text(encoding="utf-8")):
            for _caption, name in block.pictures:
                assert all(images.exists(f"{path.parent.name}/{p}.png") for p in name.split("+")), path


def test_the_rules_scene_draws_the_pictures(shell_app):
    shell_app.show_rules("camp")
    scene = shell_app.top
    asked: list[str] = []
    page = render(scene.blocks(), TEXT_W, lambda name: asked.append(name) or scene.picture(name))
    markers = [name for b in scene.blocks() for _c, name in b.pictures]
    assert asked == markers and "tile_red+type_party_animal" in asked
    assert page.get_height() > render(scene.blocks(), TEXT_W).get_height()      # the rows take room
    shell_app.render()
    assert scene.content().get_height() == page.get_height()
