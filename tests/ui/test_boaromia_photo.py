"""Boaromia's won festival gets its moment (issue 23): the photo taken, the final table shows the
group photo (the festival's name, where and when, every festival-goer's pawn with their name and
character, in front of the stage they reached) where the cards and the prompt stood; a lost
festival has none. Seeded games played by the real rules and Normal bots to the photo moment, the
photo taken through the real App."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import registry
from game.core.bots import choose_action
from game.games.boaromia import group_photo, icons
from game.games.boaromia.text import artist_name, place_name, said
from game.ui import theme
from game.ui.scene import LOGICAL_SIZE
from tests.table_helpers import click, new_runner, show

NAMES = ["Ada", "Rocky", "Luna", "Bongo", "Kiki", "Moss", "Pip", "Zed"]


def _to_the_photo(players: int, seed: int, tries: int = 12):
    """A game played by Normal bots (seat 0 a human's) to the photo moment: from ``seed``'s, or the
    first of the next seeds' that gets there."""
    spec = registry.get("boaromia")
    for k in range(tries):
        runner = new_runner("boaromia", [(NAMES[i], "human" if i == 0 else "normal") for i in range(players)],
                            seed=seed + k)
        rng = random.Random(seed + k)
        while runner.state.phase != "photo" and not runner.state.is_terminal():
            runner.play(choose_action(spec, runner.state.view(runner.state.current_player()), "normal", rng))
        if runner.state.phase == "photo":
            return runner
    raise AssertionError("no festival of these seeds comes to its photo")


def _texts(monkeypatch, photo_only: bool = False) -> list[tuple[str, int]]:
    """Every text drawn from now on (or only in the photo), with its size."""
    drawn: list[tuple[str, int]] = []
    real, real_picture = theme.text, group_photo.picture
    inside = [not photo_only]

    def spy(surface, s, pos, size, *args, **kwargs):
        if inside[0]:
            drawn.append((s, size))
        return real(surface, s, pos, size, *args, **kwargs)

    def picture(*args):
        inside[0] = True
        try:
            return real_picture(*args)
        finally:
            inside[0] = not photo_only

    monkeypatch.setattr(theme, "text", spy)
    monkeypatch.setattr(group_photo, "picture", picture)
    return drawn


def _button_of(scene, action) -> str:
    return next(one.id for one in scene.pieces() if one.is_hotspot and one.spot.get("action") == action)


def test_the_photo_taken_the_final_table_shows_the_gang_at_their_stage(app, monkeypatch):
    runner = _to_the_photo(3, seed=4)
    scene = show(app, runner)
    assert group_photo.moment(scene.state) is None              # not yet: the team may still go on
    before = pygame.Surface(LOGICAL_SIZE)
    scene.draw(before)
    drawn = _texts(monkeypatch)
    pawns = []
    real_pawn = icons.pawn
    monkeypatch.setattr(icons, "pawn", lambda s, colour, cid, ring=None: (pawns.append((s, cid)),
                                                                         real_pawn(s, colour, cid, ring))[1])
    click(app, _button_of(scene, ("photo",)))
    st = scene.state
    assert st.is_terminal() and st.result["won"] and app.top is scene          # the final table stays
    shot = group_photo.moment(st)
    assert shot is not None and shot.round == st.result["round"]
    artist, stage = st.show(shot.round)
    assert (shot.artist, shot.stage) == (artist, stage)
    assert all(st.at_stage(seat, stage) for seat in range(3))                 # they stand at that stage
    after = pygame.Surface(LOGICAL_SIZE)
    scene.draw(after)
    texts = [t for t, _size in drawn]
    title, line = group_photo.caption(st, shot)
    assert title == "Boaromia Festival" and place_name(st, stage) in line and artist_name(st, artist) in line
    assert title in texts and any(t in line and len(t) > 10 for t in texts)
    assert place_name(st, stage) in texts                                     # the stage's banner
    for seat in range(3):
        assert NAMES[seat] in texts and said(st.character(seat)) in texts
    big = [cid for s, cid in pawns if s >= 60]                                # the pawns, bigger than on the board
    assert sorted(big) == sorted(st.chars)
    # where it lies: over the cards and the prompt, the board untouched
    area = group_photo.area(st)
    colour = icons.STAGE_COLOURS[stage]
    assert any(after.get_at((x, y))[:3] == colour for x in range(area.x, area.right, 3)
               for y in range(area.y, area.y + 200, 3))
    board = scene.geo.rect
    assert pygame.image.tobytes(before.subsurface(board), "RGB") == pygame.image.tobytes(after.subsurface(board), "RGB")
    assert all(size >= 20 for t, size in drawn if t in texts)


def test_eight_festival_goers_all_stand_in_it_every_name_whole(app, monkeypatch):
    runner = _to_the_photo(8, seed=5)
    runner.play(("photo",))
    drawn = _texts(monkeypatch, photo_only=True)
    scene = show(app, runner)
    texts = [t for t, _size in drawn]
    st = scene.state
    for seat in range(8):
        assert NAMES[seat] in texts
        character = said(st.character(seat))                                  # whole, in one line or two
        assert character in texts or any(f"{a} {b}" == character for a, b in zip(texts, texts[1:], strict=False)), \
            character
    assert texts and not [t for t in texts if t.endswith("…")] and all(size >= 20 for _t, size in drawn)
    assert group_photo.rows_of(8) == [4, 4]


def test_a_lost_festival_has_no_photo(app, monkeypatch):
    spec = registry.get("boaromia")
    runner = new_runner("boaromia", [("Ada", "human"), ("Rocky", "normal"), ("Luna", "normal")], seed=5)
    rng = random.Random(5)
    while not runner.state.is_terminal():                   # (the team never takes its photo)
        st = runner.state
        action = ("go_on",) if st.phase == "photo" else choose_action(spec, st.view(st.current_player()), "normal",
                                                                        rng)
        runner.play(action)
    assert not runner.state.result["won"]
    drawn = _texts(monkeypatch)
    scene = show(app, runner)
    assert group_photo.moment(scene.state) is None
    assert "Boaromia Festival" in [t for t, _size in drawn]                   # (the top bar's title only)
    assert not any("Say cheese" in t for t, _size in drawn)


def _results(app, runner):
    from game.ui.scenes.results import ResultsScene
    results = ResultsScene(app, runner)
    app.push(results)
    app.step([])
    return results


@pytest.mark.parametrize(("players", "seed"), [(3, 4), (8, 5)])
def test_the_results_of_a_won_festival_show_the_group_photo_above_the_notes(app, monkeypatch, players, seed):
    """The results screen has the photo too, drawn from the final state at the top of the notes'
    column (the chart stands under the table), every festival-goer in it with name and character,
    the notes under it."""
    from game.ui.scenes import results as shown
    runner = _to_the_photo(players, seed=seed)
    runner.play(("photo",))
    drawn = _texts(monkeypatch, photo_only=True)
    results = _results(app, runner)
    assert results.photo is not None and results.chart_rect is not None
    assert shown.NOTES.contains(results.photo_rect) and shown.NOTES.contains(results.notes_rect)
    assert results.notes_rect.top > results.photo_rect.bottom and not results.chart_rect.colliderect(results.photo_rect)
    texts = [t for t, _size in drawn]
    st = runner.state
    title, line = group_photo.caption(st, group_photo.moment(st))
    assert title in texts and line.startswith(texts[texts.index(title) + 1])
    for seat in range(players):
        assert NAMES[seat] in texts
    assert all(size >= 20 for _t, size in drawn)
    surface = pygame.Surface(LOGICAL_SIZE)
    app.render(surface)
    edge = results.photo_rect.move(3, 3)                 # the photo's white edge where it stands
    assert surface.get_at(edge.topleft)[:3] == group_photo.PAPER


def test_the_results_of_a_lost_festival_keep_their_notes_whole(app):
    from game.ui.scenes import results as shown
    spec = registry.get("boaromia")
    runner = new_runner("boaromia", [("Ada", "human"), ("Rocky", "normal"), ("Luna", "normal")], seed=5)
    rng = random.Random(5)
    while not runner.state.is_terminal():
        st = runner.state
        runner.play(("go_on",) if st.phase == "photo" else choose_action(spec, st.view(st.current_player()),
                                                                          "normal", rng))
    results = _results(app, runner)
    assert results.photo is None and results.notes_rect == shown.NOTES
