"""Boaromia Festival through its scene, mouse only: whole games with bots and hot-seat (2 to 8
festival-goers, both boards, a variant), walking by clicking a destination, a forced drink in
the middle of a walk, illegal tiles explained on hover and click, the photo button, team
choices on the tracks, and a render of the 8-player back board.

Headless (the root conftest sets the SDL dummy drivers), with the real App and no animations.
Every human move is a MOUSEBUTTONDOWN/UP pair at the centre of a named target.
"""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from game.core.match import Runner
from game.ui.scene import LOGICAL_SIZE
from tests.table_helpers import click, hover, motion, play_to_results, show
from tests.table_helpers import new_runner as table_runner


def new_runner(seats, seed=7, options=None) -> Runner:
    return table_runner("boaromia", seats, seed, options)


def start(app, seats, seed=7, options=None):
    return show(app, new_runner(seats, seed, options))


def tile_of(scene, xy) -> int:
    return xy[1] * scene.state.ctx.width + xy[0]


def target_of(scene, action) -> list[str]:
    """The clicks that play ``action``."""
    k = action[0]
    if k in ("campsite", "send_to", "crowd_from", "uncrowd", "step"):
        return [f"tile:{tile_of(scene, action[1])}"]
    if k in ("next", "pick", "receiver"):
        return [f"seat:{action[1]}"]
    if k == "share":
        return [f"seat:{action[1]}", f"seat:{action[2]}"]
    if k == "character":
        return [f"char:{action[1]}"]
    if k in ("give", "take"):
        return [f"{k}:{action[1]}"]
    if k == "pay_goal":
        return [f"pay:{action[1]}", "btn:" + ":".join(str(p) for p in action)]
    if k == "use_goal" and scene.state.turn_seat() is not None:
        return [f"kept:{action[1]}"]
    return ["btn:" + ":".join(str(p) for p in action)]


def do(app, scene, action):
    """Play ``action`` with clicks only; a step may walk another cheapest way, any other action is
    played exactly."""
    before = len(scene.runner.match.actions)
    seat = scene.state.current_player()
    pos = scene.state.pos[seat] if action[0] == "step" else None
    for name in target_of(scene, action):
        click(app, name)
    actions = scene.runner.match.actions
    assert len(actions) > before, f"{action!r} was not played: {scene.message}"
    if action[0] == "step":
        assert actions[before][0] in ("step", "sprint") and scene.runner.actors[before] == seat
        assert scene.state.pos[seat] != pos or scene.state.turn_seat() is None
    else:
        assert actions[before] == action


def walk_somewhere(app, scene, rng) -> bool:
    """Click a random lit tile; True when the walk moved the pawn."""
    spots = list(scene.reach.spots) if scene.walking_now() else []
    if not spots:
        return False
    seat = scene.state.active
    tile = rng.choice(spots)
    before = len(scene.runner.match.actions)
    click(app, f"tile:{tile}")
    assert len(scene.runner.match.actions) > before, scene.message
    st = scene.state
    if st.turn_seat() is not None and st.active == seat and not st.owes_drink and scene.walk_path is None:
        assert st.pos[seat] == tile or st.stopped, "the walk stopped short"
    return True


class _NoSaves:
    """Saves that do nothing (writing and syncing a save after every action is most of a long test)."""

    def __getattr__(self, name):
        return lambda *args, **kw: None


def results_shown(app) -> bool:
    return app.top is not None and app.top.name == "results"


def play_through(app, scene, rng, limit=4000) -> dict:
    seen = {"human": 0, "kinds": set(), "walks": 0}

    def human(turn):
        st = scene.state
        if st.decision() == "turn" and rng.random() < 0.6 and walk_somewhere(app, scene, rng):
            seen["walks"] += 1
            seen["human"] += 1
            return
        legal = st.legal_actions()
        if st.decision() == "turn" and rng.random() < 0.5 and ("end_turn",) in legal:
            action = ("end_turn",)
        else:
            action = rng.choice(legal)
        seen["kinds"].add(action[0])
        seen["human"] += 1
        do(app, scene, action)
        if rng.random() < 0.2 and app.top is scene:
            name = rng.choice(list(scene.targets()))
            hover(app, name)
            scene.tooltip(scene.hover)

    play_to_results(app, scene, human, results_shown=results_shown, limit=limit)
    return seen


def test_whole_game_one_human_with_bot_friends(app):
    scene = start(app, [("Ada", "human"), ("Bot", "easy")], seed=7)
    seen = play_through(app, scene, random.Random(1))
    assert scene.state.is_terminal() and results_shown(app)
    assert seen["human"] > 20 and seen["walks"] > 3
    assert scene.log and scene.log == scene.runner.log_lines()


def test_hot_seat_game_of_four_on_the_back(app):
    scene = start(app, [(f"P{i}", "human") for i in range(4)], seed=11, options={"board": "back"})
    seen = play_through(app, scene, random.Random(2))
    assert scene.state.is_terminal() and results_shown(app)
    assert {"character", "campsite", "next"} <= seen["kinds"]
    assert not [s for s in app.stack if s.name == "privacy"]     # nothing is secret


@pytest.mark.parametrize("game", range(3))
def test_every_decision_is_played_by_clicks(app, game):
    """Hot-seat and bots mixed, 3 to 8 festival-goers, both boards and variants."""
    rng = random.Random(game)
    n = (3, 5, 8)[game]
    options = [{"variant": "easy_breezy"}, {"variant": "a_bit_more_madness", "board": "back"},
               {"variant": "challenging_party", "board": "back"}][game]
    seats = [(f"P{i}", "human" if i % 4 in (0, 1) else "easy") for i in range(n)]
    app.saves = _NoSaves()    # autosave is tested by the whole games above; here it would only cost time
    scene = start(app, seats, seed=1000 + game, options=options)
    for turn in itertools.count():
        assert turn < 6000
        if results_shown(app):
            break
        if scene.human_to_act() is not None:
            legal = scene.state.legal_actions()
            do(app, scene, rng.choice(legal))
        elif scene.state.is_terminal():
            click(app, "see_results")
        else:
            scene.step_bots_blocking()
            app.step([])
    assert scene.state.is_terminal()


def _runner_at(pred, seats, seeds=range(1, 60), options=None, policy=None):
    """A hot-seat game played on at random until ``pred(state)``."""
    for seed in seeds:
        runner = new_runner(seats, seed, options)
        rng = random.Random(seed)
        while not runner.state.is_terminal():
            if pred(runner.state):
                return runner
            legal = runner.state.legal_actions()
            runner.play((policy or rng.choice)(legal) if policy is None else policy(runner.state, rng))
    pytest.skip("no game reached the wanted position")


def _at_turn(st) -> bool:
    return st.turn_seat() is not None and st.decision() == "turn" and st.steps_left == st.steps_per_turn(st.active) \
        and st.round >= 2


def test_reachable_tiles_light_with_costs_and_a_click_walks_there(app):
    runner = _runner_at(_at_turn, [("Ann", "human"), ("Ben", "human")])
    scene = show(app, runner)
    st = scene.state
    seat = st.active
    lit = scene.lit_tiles()
    assert lit and all(how in ("walk", "sprint", "bonus") for how, _ in lit.values())
    far = [t for t, spot in scene.reach.spots.items() if spot.cost >= 3 and not spot.sprints]
    assert far
    target = far[0]
    hover(app, f"tile:{target}")
    tip = scene.tooltip(scene.hover)
    assert tip.startswith(f"{scene.reach.spots[target].cost} step")
    path = scene.path_to(target)
    assert path[0] == st.pos[seat] and path[-1] == target
    scene.draw(pygame.Surface(LOGICAL_SIZE))
    before = len(runner.match.actions)
    click(app, f"tile:{target}")
    played = runner.match.actions[before:]
    assert all(a[0] in ("step", "sprint", "drink") for a in played)
    if not st.owes_drink and st.turn_seat() is not None:
        assert st.pos[seat] == target or st.stopped


def test_the_keyboard_walks_too(app):
    """Tab reaches the lit tiles and the buttons (hotspots), Enter plays the focused one."""
    runner = _runner_at(_at_turn, [("Ann", "human"), ("Ben", "human")])
    scene = show(app, runner)
    usable = {s.id for s in scene.spots().focus_order()}
    assert {f"tile:{t}" for t in scene.reach.spots} <= usable
    assert not [i for i in usable if i.startswith(("slot:", "goal:", "event"))]
    for _ in range(len(usable)):
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t")])
        assert scene.focus in usable and scene.hover == scene.focus
        if scene.focus.startswith("tile:"):
            break
    before = len(runner.match.actions)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    assert len(runner.match.actions) > before


def test_unreachable_tile_explains_itself(app):
    runner = _runner_at(_at_turn, [("Ann", "human"), ("Ben", "human")])
    scene = show(app, runner)
    st = scene.state
    far = [t for t, d in enumerate(scene.reach.dist) if d > st.steps_left + scene.reach.max_sprints + 1]
    assert far
    hover(app, f"tile:{far[0]}")
    assert "steps away" in scene.tooltip(scene.hover)
    obstacle = next(t for t in range(len(st.ctx.kind)) if st.ctx.kind[t] in ("tent", "bush", "building"))
    hover(app, f"tile:{obstacle}")
    tip = scene.tooltip(scene.hover)
    assert any(w in tip for w in ("tent", "bush", "building")), tip
    before = len(runner.match.actions)
    click(app, f"tile:{far[0]}")
    assert len(runner.match.actions) == before
    assert scene.message_bad and "steps away" in scene.message
    scene.draw(pygame.Surface(LOGICAL_SIZE))


def test_a_bar_on_the_way_stops_the_walk_for_a_drink_then_it_goes_on(app):
    def bar_beyond(st) -> bool:
        if not _at_turn(st):
            return False
        from game.games.boaromia.walk import Reach
        reach = Reach(st, st.active)
        for t, spot in reach.spots.items():
            path = reach.path(t)
            if spot.sprints == 0 and len(path) >= 3 and any(st.ctx.kind[x] == "bar" for x in path[1:-1]) \
                    and st.ctx.kind[st.pos[st.active]] != "bar" and st.coins[st.active] >= 1:
                return True
        return False
    runner = _runner_at(bar_beyond, [("Ann", "human"), ("Ben", "human")], seeds=range(1, 200))
    scene = show(app, runner)
    st = scene.state
    seat = st.active
    target = next(t for t, spot in scene.reach.spots.items()
                  if spot.sprints == 0 and len(scene.path_to(t)) >= 3
                  and any(st.ctx.kind[x] == "bar" for x in scene.path_to(t)[1:-1]))
    hover(app, f"tile:{target}")
    assert "buying a drink" in scene.tooltip(scene.hover)
    click(app, f"tile:{target}")
    if st.owes_drink:
        assert st.decision() == "drink" and scene.walk_path
        assert "buy a drink" in scene.prompt()["title"]
        drink = st.legal_actions()[0]
        click(app, "btn:" + ":".join(drink))
        assert not st.owes_drink
    assert st.pos[seat] == target or st.stopped or st.turn_seat() is None


def test_team_picks_who_goes_next_on_the_tracks(app):
    runner = _runner_at(lambda st: st.decision() == "next" and st.round >= 2,
                        [("Ann", "human"), ("Ben", "human"), ("Cleo", "human")])
    scene = show(app, runner)
    st = scene.state
    assert "who goes next" in scene.prompt()["title"]
    left = [s for s in range(st.num_players) if not st.moved[s]]
    hover(app, f"seat:{left[-1]}")
    assert "goes next" in scene.tooltip(scene.hover)
    click(app, f"seat:{left[-1]}")
    assert st.turn_seat() is not None and st.active == left[-1]


def test_sharing_fun_takes_the_giver_then_the_receiver(app):
    from game.games.boaromia import goals, model
    runner = _runner_at(lambda st: st.decision() == "goal_done",
                        [("Ann", "human"), ("Ben", "human"), ("Cleo", "human")])
    st = runner.state
    goals.REWARDS["share_fun"].use(st, model.Effect("share_fun", {"amount": 3}), [])   # the goal's reward
    st.fun = [5, 2, 0]
    scene = show(app, runner)
    lit = sorted(spot.id for spot in scene.spots() if spot.id.startswith("seat:") and spot.lit)
    assert lit == ["seat:0", "seat:1"] and "share fun" in scene.prompt()["title"]
    assert scene.tooltip("seat:0") == "Click: Ann gives a fun point."
    click(app, "seat:2")
    assert "has no fun to give" in scene.message
    click(app, "seat:0")
    assert scene.sel.chosen == (("seat", 0),) and "Ann's fun point" in scene.prompt()["title"]
    assert sorted(spot.id for spot in scene.spots() if spot.id.startswith("seat:") and spot.lit) == ["seat:1", "seat:2"]
    assert scene.tooltip("seat:2") == "Click: Cleo gets the fun point."
    click(app, "seat:2")
    assert scene.runner.match.actions[-1] == ("share", 0, 2) and st.fun == [4, 2, 1]
    assert scene.sel.chosen == (("seat", 0),)        # the giver stays picked for the next point
    click(app, "seat:0")                                 # a second click on the giver takes it back
    assert scene.sel.chosen == ()
    click(app, "seat:1")
    click(app, "seat:2")
    assert scene.runner.match.actions[-1] == ("share", 1, 2) and st.fun == [4, 1, 2]


def test_photo_button_only_when_the_photo_is_possible(app):
    runner = _runner_at(lambda st: st.decision() == "next" and st.round >= 2 and st.mods()["show_fun"] >= 0
                        and st.mods()["show_energy"] >= 0, [("Ann", "human"), ("Ben", "human")])
    st = runner.state
    # the test's position: everyone at this round's show, happy and rested
    tile = min(st.ctx.stars[st.show()[1]])
    for s in range(st.num_players):
        st.pos[s], st.fun[s], st.energy[s], st.bladder[s] = tile, 10, 9, 0
    scene = show(app, runner)
    for _ in range(40):
        if st.decision() in ("photo", "over"):
            break
        assert "btn:photo" not in scene.targets()
        legal = st.legal_actions()
        d = st.decision()
        do(app, scene, ("end_turn",) if d == "turn" else (legal[0] if d in ("next", "drink") else legal[-1]))
    assert st.decision() == "photo"
    assert "btn:photo" in scene.targets()
    assert "btn:go_on" in scene.targets() or st.round >= st.rules.rounds
    assert "photo" in scene.prompt()["detail"].lower()
    hover(app, "btn:photo")
    assert "photo" in scene.tooltip(scene.hover).lower()
    click(app, "btn:photo")
    assert st.is_terminal() and st.result["won"]
    for _ in range(3):
        app.step([])
    click(app, "see_results")
    assert results_shown(app)


def test_bot_friends_show_their_plans(app):
    runner = _runner_at(lambda st: st.decision() == "next" and st.current_player() == 0 and st.round >= 2,
                        [("Ann", "human"), ("Bot", "normal"), ("Bot2", "normal")])
    runner.match.seats[1].kind = "normal"
    scene = show(app, runner)
    scene.plan(wait=True)
    plans = scene.intentions()
    assert plans, "no plans shown"
    st = scene.state
    for seat, path in plans.items():
        assert scene.is_bot(seat) and not st.moved[seat]
        assert path[0] == st.pos[seat]
    scene.draw(pygame.Surface(LOGICAL_SIZE))


def test_eight_on_the_back_board_render_and_fit(app):
    scene = start(app, [(f"P{i}", "human" if i == 0 else "easy") for i in range(8)], seed=2,
                  options={"board": "back"})
    from game.games.boaromia.layout import BOARD_AREA, PROMPT_RECT, TRACKS_RECT
    assert BOARD_AREA.contains(scene.geo.rect)
    tracks = [track.area for track in scene.pieces().of("tracks")]
    assert len(tracks) == 8
    for a, b in itertools.combinations(tracks, 2):
        assert not a.colliderect(b)
    for r in tracks:
        assert TRACKS_RECT.contains(r)
    assert not PROMPT_RECT.colliderect(TRACKS_RECT)
    rng = random.Random(3)
    while scene.human_to_act() is not None and scene.state.decision() in ("character", "campsite"):
        do(app, scene, rng.choice(scene.state.legal_actions()))
        scene.step_bots_blocking()
        app.step([])
    surface = pygame.Surface(LOGICAL_SIZE)
    names = list(scene.targets())
    for name in rng.sample(names, 40):
        hover(app, name)
        scene.draw(surface)
        scene.tooltip(scene.hover)


def test_animations_walk_the_pawn_and_settle(app):
    runner = _runner_at(_at_turn, [("Ann", "human"), ("Ben", "human")])
    scene = show(app, runner)
    app.anim_speed_override = 1.0
    st = scene.state
    seat = st.active
    target = next(t for t, spot in scene.reach.spots.items() if spot.cost >= 2 and not spot.sprints)
    click(app, f"tile:{target}")
    assert scene.anims.busy() and ("pawn", seat) in scene.anims.hidden()
    surface = pygame.Surface(LOGICAL_SIZE)
    for _ in range(400):
        app.step([])
        scene.update(1 / 30)
        scene.draw(surface)
        if not scene.anims.busy() and not scene.walk_path:
            break
    assert not scene.anims.busy()
    if st.turn_seat() is not None and not st.owes_drink:
        assert st.pos[seat] == target or st.stopped


def test_menu_rules_log_and_scroll(app):
    scene = start(app, [("Ada", "human"), ("Ben", "human")], seed=7)
    rng = random.Random(9)
    for _ in range(12):
        if scene.human_to_act() is None:
            break
        do(app, scene, rng.choice(scene.state.legal_actions()))
    click(app, "log")
    assert scene.show_log
    app.step([motion((1600, 700))])
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0,
                                 precise_y=3.0, touch=False)])
    scene.draw(pygame.Surface(LOGICAL_SIZE))
    click(app, "log")
    assert not scene.show_log
    click(app, "rules")
    assert app.top is not scene
    app.pop()
    click(app, "menu")
    assert app.top.name == "pause"
    app.pop()


def test_the_hint_key_says_what_the_team_planner_would_do_and_why(app):
    """H on the human's turn: the team planner's first move marked, and the line says where the
    walk goes and what it brings, in the game's words (issue 10)."""
    from game.core.bots import choose_action
    from game.games.boaromia import hint_line
    from game.games.boaromia.text import said
    from tests.ui.keys import key
    runner = new_runner([("Ann", "human"), ("Bo", "normal"), ("Cy", "normal")], seed=8)
    rng = random.Random(8)
    while not (runner.state.turn_seat() is not None and runner.state.current_player() == 0):
        seat = runner.state.current_player()
        runner.play(choose_action(runner.spec, runner.state.view(seat), "normal", rng, 1.0))
    scene = show(app, runner)
    view = runner.state.view(0)
    key(app, pygame.K_h)
    assert scene.hint is not None and scene.hint.action == hint_line.walk_plan(view)[0]
    assert [spot.id for spot in scene.hinted()] == target_of(scene, scene.hint.action)   # the kit marks them
    assert scene.message.startswith("Hint: ") and said(view.character(0)) in scene.message
    assert not scene.message.startswith("Hint, what the Normal bot would do")


def test_boaromias_scene_overrides_at_most_eight_kit_methods():
    """The walk and the bot friends' plans are clocks, the hint finds its hotspots by their parts,
    the festival log is the kit's log panel only while it is open: no tick, shown, hint_spots,
    over_log or after_human_action of its own; the table is one list of pieces (``lay_out``: no
    make_hotspots, no before_action noting where the pawns stood); the Rules and Menu buttons'
    smaller size is the kit's ``BAR_BUTTONS`` (no table_buttons)."""
    from game.core import registry
    from game.ui.table import TableScene
    kit = {k for base in TableScene.__mro__ if base is not object
           for k, v in vars(base).items() if callable(v) or isinstance(v, property)}
    cls = registry.get("boaromia").scene_class()
    own = sorted(k for k, v in vars(cls).items()
                 if k in kit and not k.startswith("__") and (callable(v) or isinstance(v, property)))
    assert len(own) <= 8, own
    assert own == ["draw_extras", "handle", "lay_out", "on_events", "on_undo", "rebuild", "render_layer"]


def wheel(app, pos, y: int) -> None:
    app.step([motion(pos)])
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y),
                                 touch=False)])


def test_the_wheel_scrolls_the_festival_log_only_while_it_is_open(app):
    scene = start(app, [("Ada", "human"), ("Ben", "human")], seed=7)
    rng = random.Random(9)
    for _ in range(30):
        if scene.human_to_act() is None:
            break
        do(app, scene, rng.choice(scene.state.legal_actions()))
    inside = scene.festival_log.rect.center
    wheel(app, inside, 3)
    assert scene.log_scroll == 0 and scene.log_panel is None          # closed: the wheel does nothing there
    click(app, "log")
    scene.draw(pygame.Surface(LOGICAL_SIZE))                          # (the panel counts its lines when drawn)
    assert scene.show_log and scene.log_panel is scene.festival_log
    wheel(app, inside, 3)
    assert scene.log_scroll > 0
    click(app, "log")
    assert not scene.show_log and scene.log_scroll == 0


def test_the_walk_and_the_plans_are_the_kits_clocks(app):
    """Both say only what they do differently from the kit's clock that keeps no time."""
    from game.games.boaromia.clocks import PlanWatch, WalkOn
    from game.ui.table_clock import TableClock
    scene = start(app, [("Ada", "human"), ("Bot", "easy")], seed=7)
    own = [clock for clock in scene.clocks if isinstance(clock, (WalkOn, PlanWatch))]
    assert len(own) == 2 and all(isinstance(clock, TableClock) for clock in own)
    assert {name for cls in (WalkOn, PlanWatch) for name in vars(cls)} & {"__init__", "stop", "wake_in"} == set()
    assert not own[0].running() and own[0].wake_in() is None
