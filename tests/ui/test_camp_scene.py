"""Camp Roskilde through its scene, mouse only: whole games against a bot and hot-seat,
illegal placements explained, a chain choice, turning tiles, the variants' buttons.

Headless (the root conftest sets the SDL dummy drivers), with the real App and no
animations. Every human move is a MOUSEBUTTONDOWN/UP pair at the centre of a named
target; tiles are turned with the R key and the mouse wheel.
"""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from game.core.match import Runner
from game.games.camp.pending import ChainChoice
from game.ui.scene import LOGICAL_SIZE
from game.ui.table_look import AID_IDS
from tests.table_helpers import click, hover, motion, play_to_results, show
from tests.table_helpers import new_runner as table_runner


def new_runner(seats, seed=7, options=None) -> Runner:
    return table_runner("camp", seats, seed, options)


def start(app, seats, seed=7, options=None):
    return show(app, new_runner(seats, seed, options))


def press_r(app):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=21)])


def wheel(app, y):
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                 precise_y=float(y), touch=False)])


def turn_to(app, scene, tile, rot, turn):
    """Turn the picked tile until it shows ``rot`` (the R key, or the wheel on odd turns)."""
    for _ in range(4):
        if scene.state.listed_rot(tile, scene.sel.rot) == rot:
            return
        if turn % 2:
            wheel(app, -1)
        else:
            press_r(app)
    assert scene.state.listed_rot(tile, scene.sel.rot) == rot


def do(app, scene, action, turn=0):
    """Play ``action`` with clicks only (and R / wheel turns)."""
    before = len(scene.runner.match.actions)
    kind = action[0]
    if kind == "gamble":
        click(app, "gamble")
    elif kind == "discard_grounds":
        click(app, "clear_grounds")
    elif kind == "winner":
        click(app, f"winner:{action[1]}")
    elif kind == "place":
        _, t, c, s, r = action
        if scene.sel.source != ("tile", t):
            click(app, f"grounds:{t}")
        assert scene.sel.source == ("tile", t), scene.message
        turn_to(app, scene, t, r, turn)
        click(app, f"space:{c}:{s}")
    elif kind == "move":
        _, c, s, c2, s2, r = action
        tile = scene.state.camps[c][s]
        click(app, f"space:{c}:{s}")
        assert scene.sel.source == ("space", c, s), scene.message
        turn_to(app, scene, tile, r, turn)
        click(app, f"space:{c2}:{s2}")
    elif kind in ("discard_tile", "activate"):
        click(app, f"space:{action[1]}:{action[2]}")
    elif kind == "match":
        click(app, f"grounds:{action[1]}")
        click(app, f"space:{action[2]}:{action[3]}")
    else:
        raise AssertionError(f"no clicks for {action!r}")
    actions = scene.runner.match.actions
    assert len(actions) > before, f"{action!r} was not played: {scene.message}"
    assert actions[before] == action


def results_shown(app) -> bool:
    return app.top is not None and app.top.name == "results"


def play_through(app, scene, rng, limit=600) -> dict:
    seen = {"human_turns": 0, "kinds": set()}

    def human(turn):
        legal = scene.state.legal_actions()
        places = [a for a in legal if a[0] != "gamble"]
        action = rng.choice(places or legal)
        seen["kinds"].add(action[0])
        seen["human_turns"] += 1
        do(app, scene, action, turn)

    play_to_results(app, scene, human, results_shown=results_shown, limit=limit)
    return seen


def test_whole_game_against_an_easy_bot(app):
    scene = start(app, [("Ada", "human"), ("Grumpy", "easy")], seed=7)
    seen = play_through(app, scene, random.Random(1))
    st = scene.state
    assert st.is_terminal() and st.result["winner"] is not None
    assert results_shown(app)
    assert seen["human_turns"] > 5
    assert scene.log and scene.log == scene.runner.log_lines()


def test_hot_seat_game_of_three(app):
    scene = start(app, [("Ann", "human"), ("Ben", "human"), ("Cleo", "human")], seed=11)
    seen = play_through(app, scene, random.Random(2))
    assert scene.state.is_terminal() and results_shown(app)
    assert seen["human_turns"] > 10
    assert {"place"} <= seen["kinds"]
    assert scene.log
    assert not [s for s in app.stack if s.name == "privacy"]     # nothing is secret


def test_camps_keep_their_places_whoever_plays(app):
    # hot-seat: every camp the same size in seat order, the active one highlighted, none moving
    scene = start(app, [("Ann", "human"), ("Ben", "human"), ("Cleo", "human")], seed=11)
    places = {seat: box.rect.copy() for seat, box in scene.boxes.items()}
    assert len({r.size for r in places.values()}) == 1 and [places[s].x for s in range(3)] == sorted(
        places[s].x for s in range(3))
    turns = set()
    for turn in range(6):
        turns.add(scene.state.turn)
        do(app, scene, next(a for a in scene.state.legal_actions() if a[0] == "place"), turn)
        while scene.state.phase == "chain" and scene.seat_to_act() is not None:
            do(app, scene, scene.state.legal_actions()[0], turn)
        scene.draw(pygame.Surface(LOGICAL_SIZE))
        assert {seat: box.rect for seat, box in scene.boxes.items()} == places
    assert turns == {0, 1, 2}
    # one human against bots: their own camp is the large one on every turn
    scene = start(app, [("Ada", "human"), ("Bo", "easy"), ("Cy", "easy")], seed=7)
    for turn in range(3):
        scene.step_bots_blocking()                  # the bots' turns (their answers come from a thread)
        assert [seat for seat, box in scene.boxes.items() if box.big] == [0]
        do(app, scene, next(a for a in scene.state.legal_actions() if a[0] == "place"), turn)
        while scene.state.phase == "chain" and scene.seat_to_act() == 0:
            do(app, scene, scene.state.legal_actions()[0], turn)


def _find_illegal(scene):
    st = scene.state
    for t in scene.sel.tiles():
        for c in range(st.num_players):
            for s in range(9):
                if st.camps[c][s] != -1 or st.count(c) >= 9:
                    continue
                if all(st.why_not(("place", t, c, s, r)) for r in range(4)):
                    return t, c, s
    return None


def test_illegal_space_explains_itself_on_hover_and_click(app):
    runner = new_runner([("Ada", "human"), ("Ben", "human")], seed=3)
    rng = random.Random(4)
    found = None
    for _ in range(60):        # play on until some grounds tile cannot go somewhere
        if runner.state.decision() == "main":
            probe = show(app, runner)
            found = _find_illegal(probe)
            app.stack.pop().exit()
            if found:
                break
        runner.play(rng.choice(runner.state.legal_actions()))
    assert found, "no illegal space found"
    scene = show(app, runner)
    t, c, s = found
    click(app, f"grounds:{t}")
    assert scene.sel.source == ("tile", t)
    assert (c, s) not in scene.sel.targets()
    hover(app, f"space:{c}:{s}")
    tip = scene.tooltip(scene.hover)
    assert "does not match" in tip or "Right next to me" in tip, tip
    before = len(runner.match.actions)
    click(app, f"space:{c}:{s}")
    assert len(runner.match.actions) == before
    assert scene.message and scene.message_bad
    assert "does not match" in scene.message
    scene.draw(pygame.Surface(LOGICAL_SIZE))


def _runner_at(decision: str, seats, seeds=range(1, 200), options=None):
    """A hot-seat game played on at random until ``decision`` is pending."""
    for seed in seeds:
        runner = new_runner(seats, seed, options)
        rng = random.Random(seed)
        while not runner.state.is_terminal():
            if runner.state.decision() == decision:
                return runner
            runner.play(rng.choice(runner.state.legal_actions()))
    pytest.skip(f"no game reached {decision}")


def test_the_bum_asks_and_is_answered_by_clicks(app):
    runner = _runner_at("bum", [("Ann", "human"), ("Ben", "human"), ("Cleo", "human")])
    scene = show(app, runner)
    eff = runner.state.pending()
    p = scene.prompt()
    assert p["title"].startswith("The Bum: pick a tile from another camp")
    assert p["tile"] == eff.tile
    lit = scene.lit()
    sources = [pos for pos, how in lit.items() if how == "source"]
    assert sources and all(c != eff.camp for c, _ in sources)
    # a tile of the Bum's own camp is not a choice, and says why
    own = [s for s in range(9) if runner.state.camps[eff.camp][s] not in (-1, eff.tile)]
    if own:
        click(app, f"space:{eff.camp}:{own[0]}")
        assert scene.message_bad
        assert "from another camp" in scene.message or "cannot leave" in scene.message, scene.message
    action = random.Random(3).choice(runner.state.legal_actions())
    assert action[0] == "move" and action[3] == eff.camp
    do(app, scene, action)
    assert runner.state.pending() != eff


def test_one_click_choices_the_believer(app):
    runner = _runner_at("believer", [("Ann", "human"), ("Ben", "human")])
    scene = show(app, runner)
    assert "The Believer: pick a neighbour to discard" in scene.prompt()["title"]
    action = runner.state.legal_actions()[0]
    discard = len(runner.state.discard)
    do(app, scene, action)
    assert len(runner.state.discard) > discard


def test_turning_the_tile_changes_the_lit_spaces(app):
    runner = new_runner([("Ada", "human"), ("Ben", "human")], seed=5)
    rng = random.Random(6)
    scene = None
    for _ in range(80):
        st = runner.state
        if st.decision() == "main" and not st.is_terminal():
            scene = show(app, runner)
            for t in scene.sel.tiles():
                if not scene.content.coloured[t]:
                    continue
                click(app, f"grounds:{t}")
                now = {p for p, how in scene.lit().items() if how == "now"}
                rot0 = scene.sel.rot
                press_r(app)
                after = {p for p, how in scene.lit().items() if how == "now"}
                if now != after:
                    assert scene.sel.rot == (rot0 + 1) % 4
                    wheel(app, 1)          # and back
                    assert {p for p, how in scene.lit().items() if how == "now"} == now
                    return
                click(app, f"grounds:{t}")       # put it back
            app.stack.pop().exit()
        runner.play(rng.choice(st.legal_actions()))
    pytest.fail("turning never changed the lit spaces")


def test_ups_and_downs_forbids_turning(app):
    scene = start(app, [("Ada", "human"), ("Ben", "human")], seed=5, options={"ups_and_downs": True})
    t = scene.sel.tiles()[0]
    click(app, f"grounds:{t}")
    press_r(app)
    assert scene.sel.rot == 0
    assert "Ups and downs" in scene.message
    assert scene.spots().get("rotate").look.style == "disabled"


def test_take_a_chance_button_and_the_drawn_tile(app):
    scene = start(app, [("Ada", "human"), ("Ben", "human")], seed=9, options={"take_a_chance": True})
    assert "gamble" in scene.targets()
    hover(app, "gamble")
    assert "Take a chance" in scene.tooltip(scene.hover)
    click(app, "gamble")
    st = scene.state
    if st.decision() == "gamble":
        drawn = st.pending().drawn
        assert scene.sel.source == ("tile", drawn)        # already in the hand
        assert "place the drawn tile" in scene.prompt()["title"]
        do(app, scene, st.legal_actions()[0])
    assert st.decision() in ("main", "tiebreak") or isinstance(st.pending(), ChainChoice)


def test_clear_the_grounds_when_nothing_fits(app):
    for seed in range(1, 300):
        runner = new_runner([("Ann", "human"), ("Ben", "human")], seed)
        rng = random.Random(seed)
        while not runner.state.is_terminal():
            st = runner.state
            if st.decision() == "main" and st.legal_actions() == [("discard_grounds",)]:
                scene = show(app, runner)
                assert "clear_grounds" in scene.targets()
                assert "nothing on the grounds fits" in scene.prompt()["title"]
                grounds = list(st.grounds)
                click(app, "clear_grounds")
                assert all(t in st.discard for t in grounds)
                return
            runner.play(rng.choice(st.legal_actions()))
    pytest.skip("no game where nothing fits")


def test_matchmaking_targets_a_matching_tile(app):
    for seed in range(1, 300):
        runner = new_runner([("Ann", "human"), ("Ben", "human")], seed, {"matchmaking": "unlocked"})
        rng = random.Random(seed)
        while not runner.state.is_terminal():
            st = runner.state
            matches = [a for a in st.legal_actions() if a[0] == "match"] if st.decision() == "main" else []
            if matches:
                scene = show(app, runner)
                a = matches[0]
                click(app, f"grounds:{a[1]}")
                assert scene.lit()[(a[2], a[3])] == "match"
                hover(app, f"space:{a[2]}:{a[3]}")
                assert "Matchmaking" in scene.tooltip(scene.hover)
                before = len(runner.match.actions)
                click(app, f"space:{a[2]}:{a[3]}")
                assert runner.match.actions[before] == a
                return
            runner.play(rng.choice(st.legal_actions()))
    pytest.skip("no matchmaking chance found")


def test_get_on_with_it_clock_hands_the_turn_on(app):
    scene = start(app, [("Ada", "human"), ("Ben", "human")], seed=4, options={"get_on_with_it": True})
    app.step([])
    assert scene.clock.running()
    assert 24 < scene.clock.left() <= 25
    scene.draw(pygame.Surface(LOGICAL_SIZE))
    scene.clock.used = 25.0
    app.step([])
    st = scene.state
    assert ("time_up",) in scene.runner.match.actions
    assert st.finisher == 1 and scene.human_to_act() == 1
    assert not scene.clock.running()
    assert "Time is up" in " ".join(scene.log)
    do(app, scene, st.legal_actions()[0])


def test_tiebreaker_picks_the_winner_by_clicking(app):
    runner = _runner_at("tiebreak", [("Ann", "human"), ("Ben", "human"), ("Cleo", "human")],
                        seeds=range(1, 400))
    scene = show(app, runner)
    cands = runner.state.result["candidates"]
    for c in cands:
        assert f"winner:{c}" in scene.targets()
    assert scene.prompt()["title"] == "Tiebreaker: pick the winner"
    click(app, f"winner:{cands[-1]}")
    assert runner.state.is_terminal() and runner.state.result["winner"] == cands[-1]
    for _ in range(3):
        app.step([])
    click(app, "see_results")
    assert results_shown(app)


def test_score_hover_explains_the_points_and_diversity(app):
    runner = new_runner([("Ann", "human"), ("Ben", "human")], seed=2)
    rng = random.Random(2)
    while runner.state.count(0) < 3 or runner.state.decision() != "main":
        runner.play(rng.choice(runner.state.legal_actions()))
        assert not runner.state.is_terminal()
    scene = show(app, runner)
    hover(app, "score:0")
    tip = scene.tooltip(scene.hover)
    assert f"{runner.state.score(0)} point" in tip and "=" in tip
    assert "Diversity: " in tip and "/9 tiles" in tip
    hover(app, "discard")
    scene.draw(pygame.Surface(LOGICAL_SIZE))
    hover(app, "pile")
    assert "Draw pile" in scene.tooltip(scene.hover)


def test_six_camps_fit_without_overlap_and_render(app):
    scene = start(app, [(f"P{i}", "human" if i == 0 else "easy") for i in range(6)], seed=2)
    boxes = list(scene.boxes.values())
    assert len(boxes) == 6
    assert not [b for b in boxes if b.big] and all(b.side for b in boxes)   # many players: all alike (layout)
    from game.games.camp.layout import CAMPS, GROUNDS_RECT, LOG_RECT, PROMPT_RECT
    for a, b in itertools.combinations(boxes, 2):
        assert not a.rect.colliderect(b.rect)
    for b in boxes:
        assert CAMPS.contains(b.rect)
        assert b.tile >= 80 and min(s.width for s in b.spaces) == b.tile
    for a, b in itertools.combinations([CAMPS, GROUNDS_RECT, PROMPT_RECT, LOG_RECT], 2):
        assert not a.colliderect(b)
    surface = pygame.Surface(LOGICAL_SIZE)
    for name in list(scene.targets())[:40]:
        hover(app, name)
        scene.draw(surface)


def test_every_grounds_tile_shows_its_rule_in_a_few_words(app):
    from game.games.camp import drawing, layout, text
    from game.ui import theme
    scene = start(app, [("Ada", "human"), ("Ben", "easy")], seed=7)
    st = scene.state
    name_room, room = layout.label_rooms(4)
    for t in range(scene.content.count):
        names = theme.wrap(scene.content.type_name(t), 20, name_room, bold=True)
        lines = drawing.rule_lines(st, t, room, len(names))
        assert len(names) <= 2 and " ".join(lines) == text.short_rule(st, t), scene.content.tiles[t].id
        assert len(lines) <= 2 and all(theme.font(20).size(line)[0] <= room for line in lines)
    bottom = layout.GROUND_Y + layout.GROUND_TILE + 5 + 26 * 2 + 22 * 2 + 4
    assert bottom <= layout.GROUNDS_RECT.bottom - 6             # two name lines and two rule lines fit
    step = layout.ground_step(4)                                # and keep clear of the next tile's
    assert room + 12 <= step - 8
    pills = [max(theme.font(20, True).size(line)[0] for line in theme.wrap(scene.content.type_name(t), 20, name_room,
                                                                          bold=True)) + 12
             for t in range(scene.content.count)]
    assert max(pills) <= step - 1                               # (two of the widest side by side)


def test_tiles_fly_and_settle_with_animations_on(app):
    scene = start(app, [("Ada", "human"), ("Ben", "easy")], seed=7)
    app.anim_speed_override = 1.0
    action = next(a for a in scene.state.legal_actions() if a[0] == "place")
    do(app, scene, action)
    assert scene.anims.busy() and scene.animating()
    assert ("tile", action[1]) in scene.anims.hidden()
    surface = pygame.Surface(LOGICAL_SIZE)
    for _ in range(200):
        scene.update(1 / 60)
        scene.draw(surface)
        if not scene.anims.busy():
            break
    assert ("tile", action[1]) not in scene.anims.hidden()


def test_menu_rules_and_log_scroll(app):
    scene = start(app, [("Ada", "human"), ("Ben", "human")], seed=7)
    rng = random.Random(9)
    for turn in range(8):
        if scene.human_to_act() is None:
            break
        do(app, scene, rng.choice(scene.state.legal_actions()), turn)
    scene.draw(pygame.Surface(LOGICAL_SIZE))
    app.step([motion((1750, 500))])
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0,
                                 precise_y=3.0, touch=False)])
    assert scene.log_scroll > 0
    click(app, "rules")
    assert app.top is not scene
    app.pop()
    click(app, "menu")
    assert app.top.name == "pause"
    app.pop()


VARIANTS = [{"take_a_chance": True, "matchmaking": "locked_too"}, {"my_camp_my_rules": True, "volunteer": True},
            {"ups_and_downs": True}, {"right_next_to_me": True, "matchmaking": "unlocked"}]


@pytest.mark.parametrize("game", range(4))
def test_every_decision_of_a_game_is_played_by_clicks(app, game):
    """Hot-seat and bots mixed, 2 to 6 players, every variant: each legal action is reachable."""
    rng = random.Random(game)
    n = (2, 4, 5, 6)[game]
    seats = [(f"P{i}", "human" if i % 3 != 2 else "easy") for i in range(n)]
    scene = start(app, seats, seed=1000 + game, options=VARIANTS[game])
    for turn in itertools.count():
        assert turn < 2000
        if results_shown(app):
            break
        if scene.human_to_act() is not None:
            do(app, scene, rng.choice(scene.state.legal_actions()), turn)
            if app.top is scene:
                name = rng.choice(list(scene.targets()))
                hover(app, name)
                scene.tooltip(scene.hover)
        elif scene.state.is_terminal():
            click(app, "see_results")
        else:
            scene.step_bots_blocking()
            app.step([])
    assert scene.state.is_terminal()


def test_the_hinted_clicks_place_the_tile_turned_the_hints_way(app):
    """A hint that turns its tile otherwise than a pick starts with: the tile waits in the hinted
    space as a ghost turned that way, picks up turned so, and the hinted space plays the hint whole."""
    from game.games.camp.selection import source_of, target_of
    for seed in range(1, 60):
        scene = start(app, [("Ada", "human"), ("Ben", "normal")], seed=seed)
        scene.step_bots_blocking()
        app.step([])
        if scene.human_to_act() != 0:
            continue
        scene.ask_hint()
        action = scene.hint.action
        target, source = target_of(action), source_of(action)
        if target is None or target[2] is None or source[0] != "tile":
            continue
        probe = scene.sel.__class__(scene.state, scene.state.legal_actions())
        probe.pick(source)
        if scene.state.listed_rot(source[1], probe.rot) == target[2]:
            continue                        # (the first way that fits is the hint's: nothing to show)
        assert scene.hinted_target() == (source[1], *target)
        app.render()                        # the ghost draws
        before = len(scene.runner.match.actions)
        for spot_id in [s.id for s in scene.hinted()]:
            click(app, spot_id)
            if scene.sel.source == source:
                assert scene.state.listed_rot(source[1], scene.sel.rot) == target[2]
        assert scene.runner.match.actions[before] == action
        return
    pytest.fail("no hint in 60 deals turns its tile otherwise than the first way that fits")


# -- the table as one list of pieces (game.games.camp.on_table) -------------------------------------
KIT_SPOTS = {"rules", "menu", "log", *AID_IDS}


def test_every_hotspot_on_the_table_is_a_piece_of_its_one_list(app):
    scene = start(app, [("Ada", "human"), ("Ben", "easy"), ("Cy", "easy")], seed=3)
    click(app, f"grounds:{scene.sel.tiles()[0]}")            # a tile picked: spaces lit, the Turn button
    pieces = scene.pieces()
    spots = [spot for spot in scene.spots() if spot.id not in KIT_SPOTS]
    assert [spot.id for spot in spots] == [one.id for one in reversed(pieces.items) if one.is_hotspot]
    for spot in spots:
        one = pieces.by_id[spot.id]
        assert spot.area == one.area and spot.data == one.data and spot.lit == one.spot.get("lit")
    ids = {spot.id for spot in spots}
    assert {"rotate", "pile", "discard", "score:0", "space:2:8"} <= ids
    assert {f"grounds:{t}" for t in scene.state.grounds} <= ids
    assert "make_hotspots" not in vars(type(scene))            # (the kit's, from the pieces)
    # the guide's prompt is a named piece, no hotspot and no place of the table spec's
    assert scene.guide_area("prompt") == pieces.area("prompt") and "prompt" not in ids
    assert not scene.runner.spec.table.places


def test_a_tile_left_out_of_the_list_is_neither_drawn_nor_clicked(app):
    scene = start(app, [("Ada", "human"), ("Ben", "easy")], seed=7)
    tile = scene.state.grounds[0]
    drawn: list[int] = []
    art_tile = scene.art.tile
    scene.art.tile = lambda t, rot, size: drawn.append(t) or art_tile(t, rot, size)
    layer = pygame.Surface(LOGICAL_SIZE)
    list(scene.render_layer(layer))
    assert tile in drawn and f"grounds:{tile}" in scene.targets()
    laid = scene.lay_out
    scene.lay_out = lambda: [one for one in laid() if one.key != ("tile", tile)]
    scene._touch()
    drawn.clear()
    list(scene.render_layer(layer))
    assert tile not in drawn and f"grounds:{tile}" not in scene.targets()
    assert set(scene.state.grounds) - {tile} <= set(drawn)
    # a tile the animations hide is left out of the drawing the same way
    scene.lay_out = laid
    scene.anims.hidden = lambda: {("tile", tile)}
    scene._touch()
    drawn.clear()
    list(scene.render_layer(layer))
    assert tile not in drawn and f"grounds:{tile}" in scene.targets()


def test_a_flight_starts_where_its_piece_lay_and_lands_where_it_lies(app):
    scene = start(app, [("Ada", "human"), ("Ben", "easy")], seed=7)
    app.anim_speed_override = 1.0
    action = next(a for a in scene.state.legal_actions() if a[0] == "place")
    tile, camp, space = action[1:4]
    before = scene.pieces().area(("tile", tile))
    laid = scene.lay_out                  # the grounds tile moved in the list: the flight follows the list
    moved = before.move(5, -7)

    def lay_out():
        out = laid()
        for one in out:
            if one.key == ("tile", tile) and one.part == "grounds":
                one.area = moved
        return out
    scene.lay_out = lay_out
    scene._touch()
    do(app, scene, action)
    assert scene.places_before[("tile", tile)] == moved
    flights = [tw for tw in scene.anims.tweens if ("tile", tile) in getattr(tw, "hides", ())]
    assert flights and flights[0].start == moved
    assert flights[-1].end == scene.pieces().area(("tile", tile)) == scene.pieces().area(("space", camp, space))
    assert scene.pieces().get(("tile", tile)).part == "in_camp"


def test_a_tile_leaving_a_camp_flies_from_its_space_turned_as_it_lay(app):
    """The flights read where a tile lay and how it was turned from the kit's ``pieces_before``
    (the whole list just before the action: every tile piece's data says its turn), with no
    ``before_action`` of Camp's own."""
    from game.games.camp import motion
    from game.ui.table import TableScene
    scene = start(app, [("Ada", "human"), ("Ben", "human")], seed=7)
    assert type(scene).before_action is TableScene.before_action
    rng = random.Random(3)
    while not any(rot for row in scene.state.rots for rot in row):
        do(app, scene, rng.choice([a for a in scene.state.legal_actions() if a[0] == "place"] or
                                  scene.state.legal_actions()))
    camp, space = next((c, s) for c, row in enumerate(scene.state.rots) for s, rot in enumerate(row) if rot)
    tile, rot = scene.state.camps[camp][space], scene.state.rots[camp][space]
    before = scene.pieces()
    area = before.area(("tile", tile))
    assert area == before.area(("space", camp, space)) and before.get(("tile", tile)).data.rot == rot
    do(app, scene, scene.state.legal_actions()[0])                    # (clicked: through the kit's _apply)
    assert scene.pieces_before.get(("tile", tile)).data.rot == rot
    seen = motion.Flights(scene).seen
    assert seen[tile] == (area, rot)
    assert set(seen) == {one.key[1] for one in before if isinstance(one.key, tuple) and one.key[0] == "tile"}


def test_a_replay_moving_on_flies_the_tiles_from_how_they_lay_before_the_move(shell_app, click):
    """The replay viewer keeps the whole list of pieces before the move it shows, as a move played
    does: a turned tile's flight starts from its space, turned as it lay."""
    from game.games.camp import motion
    from tests.test_replay_file import finished
    shell_app.show_results(finished("camp"))
    click(shell_app, "watch")
    viewer = shell_app.top
    table = viewer.table
    step = next(s for s in range(1, viewer.replay.steps)
                if any(r for row in viewer.replay.runner_at(s - 1).state.rots for r in row))
    viewer.go(step - 1)
    laid = {one.key[1]: (one.area.copy(), one.data.rot) for one in table.pieces().of("in_camp")}
    assert any(rot for _area, rot in laid.values())
    shell_app.anim_speed_override = 1.0
    viewer.go(step)
    assert {one.key[1]: (one.area, one.data.rot) for one in table.pieces_before.of("in_camp")} == laid
    seen = motion.Flights(table).seen
    assert all(seen[tile] == was for tile, was in laid.items())


def test_a_turn_starting_lights_the_seats_camp_and_calls_a_person_to_play(app, monkeypatch):
    """The kit's ``Timeline.turn_starts``: the turn's sound for a person, none for a bot, the
    Party Animal's banner instead of it for an extra turn; the seat's camp lit each time."""
    from game.core.state import Event
    from game.games.camp import motion
    from game.ui.anim import Pulse
    scene = start(app, [("Ada", "human"), ("Ben", "easy")])
    heard: list[str] = []
    monkeypatch.setattr(scene, "sound", heard.append)
    scene.anims.tweens.clear()
    app.anim_speed_override = 1.0
    motion.animate(scene, [Event("turn_start", 0, {"extra": False}), Event("turn_start", 1, {"extra": False}),
                           Event("turn_start", 0, {"extra": True})])
    pulses = [tw.target for tw in scene.anims.tweens if isinstance(tw, Pulse)]
    assert pulses == [scene.pieces().area(("camp", seat)) for seat in (0, 1, 0)]
    scene.anims.finish_all()
    assert heard == ["turn", "party"]
