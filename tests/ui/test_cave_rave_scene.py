"""Höhlengrölen through its scene, mouse only: whole games against a bot and hot-seat.

Headless (the root conftest sets the SDL dummy drivers). The real App is used
when ``game.ui.app`` exists, a small fake with the same attributes otherwise.
Every human move is a MOUSEBUTTONDOWN/UP pair at the centre of a named target.
"""

from __future__ import annotations

import itertools
import threading

import pygame
import pytest

from game.core.match import Runner, Seat
from game.games.cave_rave import presenters
from game.ui.scene import LOGICAL_SIZE
from game.ui.table_look import AID_IDS
from tests.table_helpers import play_to_results

COLOURS = ["#e07a3f", "#4fa3d9", "#9ccc65", "#ba68c8"]


class FakeSound:
    def __init__(self):
        self.played: list[str] = []

    def play(self, name, volume=1.0):
        self.played.append(name)


class FakeSaves:
    def __init__(self):
        self.count = 0

    def autosave(self, runner):
        self.count += 1

    def clear_autosave(self):
        pass


class FakeApp:
    """The App interface a table scene relies on, recording what was asked of it."""

    WAKE = pygame.USEREVENT + 7

    def __init__(self):
        from game.ui.assets import Images
        pygame.init()
        pygame.display.set_mode(LOGICAL_SIZE)
        self.images = Images()
        self.sound = FakeSound()
        self.saves = FakeSaves()
        self.settings = None
        self.anim_speed = 0.0
        self.stack: list = []
        self.results = None
        self.privacy: list = []
        self.rules: list[str] = []
        self.paused = 0

    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    def push(self, scene):
        self.stack.append(scene)

    def pop(self):
        return self.stack.pop()

    def replace(self, scene):
        self.stack[-1:] = [scene]

    def open_pause(self, scene):
        self.paused += 1

    def show_results(self, runner):
        self.results = runner

    def show_privacy(self, name, on_ready, colour=None):
        self.privacy.append(name)
        on_ready()        # the cover was confirmed at once

    def show_rules(self, game_id):
        self.rules.append(game_id)

    def step(self, events=()):
        scene = self.top
        for ev in events:
            scene.handle(ev)
        scene.update(1 / 60)


@pytest.fixture
def app():
    try:
        from game.ui.app import App
    except ImportError:
        App = None
    if App is None:
        yield FakeApp()
        return
    real = App(size=LOGICAL_SIZE, start=False)
    real.anim_speed_override = 0.0
    yield real
    while real.stack:
        real.stack.pop().exit()


def is_fake(app) -> bool:
    return isinstance(app, FakeApp)


def start(app, seats, seed=7, options=None):
    from game.games.cave_rave.view import CaveRaveScene
    runner = Runner.new("cave_rave", [Seat(n, k, COLOURS[i]) for i, (n, k) in enumerate(seats)], seed,
                        options or {})
    scene = CaveRaveScene(app, runner)
    app.push(scene)
    app.step([])
    return scene


def hand(scene) -> list[int]:
    """The cards of the hand at the bottom, left to right (the table's pieces)."""
    return [p.data.card for p in scene.pieces().of("hand")]


def opp_slots(scene, seat: int) -> list:
    """Where the cards of the opponent ``seat``'s hand lie."""
    return [p.area for p in scene.pieces().of("opp_cards") if p.data.seat == seat]


def click(app, name):
    rect = app.top.targets()[name]
    pos = rect.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def results_shown(app) -> bool:
    if is_fake(app):
        return app.results is not None
    return app.top is not None and app.top.name == "results"


def human_turn(app, scene, turn: int) -> None:
    """Draw (deck or discard pile), lay out the best band or crossover, discard — all by clicks."""
    st = scene.state
    seat = scene.human_to_act()
    assert seat is not None
    if st.decision() == "draw":
        want = "discard" if turn % 3 == 1 else "deck"
        if not scene.spots().get(want).usable:
            want = "deck" if want == "discard" else "discard"
        click(app, want)
        if st.decision() == "draw":                  # one deck card seen: the second from the deck or the discard pile
            assert st.pending().second
            click(app, "discard" if turn % 2 else "deck")
        assert st.decision() in ("meld", "discard"), scene.message
    if st.decision() == "meld":
        melds = [a for a in st.legal_actions() if a[0] in ("band", "crossover")]
        if melds:
            best = max(melds, key=lambda a: (a[0] == "band", len(a[1]), len(a[2]) if a[0] == "band" else 0))
            for c in best[1]:
                click(app, f"card:{c}")
            if best[0] == "band":
                for b in best[2]:
                    click(app, f"bonus:{b}")
            before = len(st.groups)
            click(app, "confirm")
            assert len(st.groups) == before + 1, presenters.meld_plan(scene.context())
    while scene.human_to_act() == seat and st.decision() in ("meld", "discard"):
        card = hand(scene)[0]
        click(app, f"card:{card}")
        before = len(st.discard)
        click(app, "discard_button")
        assert card not in st.hands[seat] or len(st.discard) == before + 1 or st.casting_scores


def play_through(app, scene, limit=400) -> dict:
    """Until the results are asked for: humans click, bots are stepped, covers confirmed."""
    seen = {"privacy": 0, "summaries": 0, "human_turns": 0}

    def waiting(turn) -> bool:
        if app.top is not scene and app.top.name == "privacy":
            seen["privacy"] += 1
            click(app, "ready")
            return True
        if app.top is scene and scene.round_report.report is not None:
            seen["summaries"] += 1
            click(app, "continue")
            return True
        return False

    def human(turn):
        seen["human_turns"] += 1
        human_turn(app, scene, turn)

    play_to_results(app, scene, human, results_shown=results_shown, limit=limit, interlude=waiting)
    return seen


def test_whole_game_against_an_easy_bot(app):
    scene = start(app, [("Alice", "human"), ("Grunt", "easy")], seed=7)
    seen = play_through(app, scene)
    st = scene.state
    assert st.is_terminal()
    assert results_shown(app)
    assert seen["human_turns"] > 10
    assert seen["summaries"] == st.castings            # the last casting's report too, on the final table
    assert seen["privacy"] == 0 and not getattr(app, "privacy", [])    # one human: never a cover
    assert scene.log and scene.log == scene.runner.log_lines()
    assert any(g["owner"] == 0 for g in st.groups), "the human never laid out a band or crossover"


def test_hot_seat_game_asks_for_privacy_between_humans(app):
    scene = start(app, [("Ann", "human"), ("Ben", "human")], seed=11, options={"length": "short"})
    seen = play_through(app, scene)
    assert scene.state.is_terminal() and results_shown(app)
    covers = len(app.privacy) if is_fake(app) else seen["privacy"]
    # every turn passes the mouse to the other producer (plus the very first one)
    assert covers >= seen["human_turns"] - 1
    assert covers > 4
    if is_fake(app):
        assert app.privacy[:3] == ["Ann", "Ben", "Ann"]


def test_privacy_cover_hides_the_hand_until_confirmed(app):
    scene = start(app, [("Ann", "human"), ("Ben", "human")], seed=3)
    if is_fake(app):
        assert app.privacy == ["Ann"]
        assert scene.viewer == 0
        return
    assert app.top.name == "privacy"
    assert scene.viewer is None and not hand(scene)      # nothing of Ann's hand is laid out
    assert scene.human_to_act() is None
    click(app, "ready")
    assert app.top is scene and scene.viewer == 0 and hand(scene)


def test_single_human_never_gets_a_cover(app):
    scene = start(app, [("Solo", "human"), ("B1", "easy"), ("B2", "easy")], seed=5)
    assert app.top is scene
    assert scene.viewer == 0 and scene.human_to_act() == 0


def test_illegal_clicks_explain_themselves(app):
    scene = start(app, [("Alice", "human"), ("Grunt", "easy")], seed=7)
    st = scene.state
    assert st.decision() == "draw" and not st.discard
    click(app, "discard")
    assert st.decision() == "draw"
    assert "discard pile is empty" in scene.message and "First turn" in scene.message
    click(app, "confirm")               # nothing selected, not even drawn
    assert scene.message
    click(app, "deck")
    assert st.decision() == "meld"
    # find three cards that make neither a band nor a crossover
    hand = list(st.hands[0])
    bad = None
    for trio in itertools.combinations(hand, 3):
        same = len({scene.content.card_genre[c] for c in trio}) == 1
        problem = st.band_problem(0, trio) if same else st.crossover_problem(0, trio)
        if problem:
            bad = trio, problem
            break
    if bad is None:
        bad = (hand[0], hand[1]), "3"
    for c in bad[0]:
        click(app, f"card:{c}")
    shown = presenters.meld_plan(scene.context())
    assert shown.action is None and shown.bad
    assert bad[1][:12].lower() in shown.status.lower()
    click(app, "confirm")
    assert bad[1][:12].lower() in scene.message.lower()
    assert len(st.groups) == 0


def test_the_meld_panel_is_the_kits_prompt_asked_once_per_display_version(app, monkeypatch):
    """The meld panel says the table's prompt (the table spec's presenters.prompt, which the kit
    asks once per display version): the meld piece and Confirm carry its plan, frames drawn with
    nothing changed ask nothing, and a click on a card moves it on with the selection."""
    asked = []
    real = presenters.meld_plan
    monkeypatch.setattr(presenters, "meld_plan", lambda ctx: asked.append(ctx.selection) or real(ctx))
    scene = start(app, [("Alice", "human"), ("Grunt", "easy")], seed=7)
    assert scene.human_to_act() == 0
    surface = pygame.Surface(LOGICAL_SIZE)
    scene.draw(surface)
    prompt, pieces = scene.prompt(), scene.pieces()
    assert prompt["title"] == "Your turn: draw" and prompt["plan"].title == prompt["title"]
    assert pieces.get(("meld",)).data is prompt["plan"] is pieces.get(("button", "confirm")).data
    count = len(asked)
    for _ in range(3):
        scene.draw(surface)
        assert scene.prompt() is prompt
    assert len(asked) == count
    card = hand(scene)[0]
    click(app, f"card:{card}")
    now = scene.prompt()
    assert now is not prompt and now["title"] != prompt["title"] and asked[-1].cards == (card,)
    assert scene.pieces().get(("meld",)).data is now["plan"]


def test_a_deck_card_is_seen_before_the_second_is_chosen(app):
    # rulebook L53: the order of the two cards is free
    scene = start(app, [("Alice", "human"), ("Grunt", "easy")], seed=7)
    st = scene.state
    human_turn(app, scene, 0)
    scene.step_bots_blocking()
    assert scene.human_to_act() == 0 and st.decision() == "draw" and st.discard
    top = st.discard[-1]
    click(app, "deck")
    assert st.decision() == "draw" and st.pending().second and len(st.hands[0]) == len(hand(scene))
    drawn = sorted(scene.recent)
    assert len(drawn) == 1 and drawn[0] in st.hands[0] and scene.context().recent == scene.recent
    plan = presenters.meld_plan(scene.context())
    assert plan.title == "Your turn: second card" and scene.content.musician_name(drawn[0]) in plan.detail
    assert scene.spots().get("deck").usable and scene.spots().get("discard").usable
    assert not scene.can_undo()                      # the card was seen: no taking it back
    click(app, "discard")
    assert st.decision() == "meld" and top in st.hands[0]
    assert scene.recent == {drawn[0], top}       # both marked "new" in the hand


def test_bonus_cards_toggle_and_doublers_exclude_each_other(app):
    scene = start(app, [("Alice", "human"), ("Grunt", "easy")], seed=7)
    click(app, "bonus:singer")
    assert scene.sel.bonuses == ("singer",)
    click(app, "bonus:dancer")
    assert scene.sel.bonuses == ("dancer",)           # a band sings or dances
    click(app, "bonus:stylist")
    assert sorted(scene.sel.bonuses) == ["dancer", "stylist"]
    click(app, "bonus:stylist")
    assert scene.sel.bonuses == ("dancer",)


def test_sort_rules_and_menu_buttons(app):
    scene = start(app, [("Alice", "human"), ("Grunt", "easy")], seed=7)
    assert scene.sort_mode == "genre"
    click(app, "sort")
    assert scene.sort_mode == "value"
    points = [scene.content.card_points[c] for c in hand(scene)]
    assert points == sorted(points)
    click(app, "rules")
    if is_fake(app):
        assert app.rules == ["cave_rave"]
    else:
        assert app.top.name != scene.name
        app.pop()
    click(app, "menu")
    if is_fake(app):
        assert app.paused == 1
    else:
        assert app.top.name == "pause"
        app.pop()


def test_undo_takes_back_a_band(app):
    for seed in range(1, 80):       # a deal where Alice can form a band on her first turn
        scene = start(app, [("Alice", "human"), ("Grunt", "easy")], seed=seed)
        click(app, "deck")
        bands = [a for a in scene.state.legal_actions() if a[0] == "band"]
        if bands:
            break
        app.stack.pop().exit()
    else:
        pytest.skip("no seed gives a band on the first turn")
    band = bands[-1]
    hand_before = sorted(scene.state.hands[0])
    for c in band[1]:
        click(app, f"card:{c}")
    for b in band[2]:
        click(app, f"bonus:{b}")
    click(app, "confirm")
    assert scene.state.groups and scene.can_undo()
    assert scene.undo()
    assert not scene.state.groups
    assert sorted(scene.state.hands[0]) == hand_before
    assert sorted(hand(scene)) == hand_before
    assert scene.state.decision() == "meld"
    assert sorted(scene.state.bonuses[0]) == ["dancer", "singer", "stylist"]


def test_bots_think_in_a_thread_and_games_are_reproducible(app, monkeypatch):
    """The loop keeps running while a Normal bot thinks; the same seed gives the same game.
    (How long the loop's frames take meanwhile is a benchmark: ``python -m benchmarks --only thinking``.)"""
    from game.core import bots
    choose = bots.choose_action
    entered, go, threads = threading.Semaphore(0), threading.Semaphore(0), []

    def held(*args, **kw):             # the bot thinks until the test lets it answer
        threads.append(threading.current_thread())
        entered.release()
        assert go.acquire(timeout=30), "the test never let the bot answer"
        return choose(*args, **kw)

    monkeypatch.setattr(bots, "choose_action", held)

    def run(seed):
        scene = start(app, [("Alice", "human"), ("Norm", "normal")], seed=seed)
        decisions = 0
        for turn in range(6):
            human_turn(app, scene, turn)
            for _ in range(500):
                if scene.human_to_act() is not None or scene.state.is_terminal():
                    break
                if scene.round_report.report is not None:
                    click(app, "continue")
                    continue
                app.step([])                                # starts the bot, or plays its answer
                if scene.thinking_seat is None or scene.bot_ready():
                    continue
                assert entered.acquire(timeout=30), "no bot thread started"
                thread = threads[-1]
                assert thread is not threading.main_thread()
                for _ in range(3):                          # it thinks: the loop runs on meanwhile
                    app.step([])
                    assert scene.thinking_seat == 1 and not scene.bot_ready()
                    assert scene.human_to_act() is None and thread.is_alive()
                go.release()
                assert scene._bot_done.wait(timeout=30), "the bot never answered"
                assert scene.bot_ready()
                decisions += 1
            else:
                pytest.fail("the bots never handed the turn back")
        assert decisions > 0
        return list(scene.runner.match.actions)

    first = run(21)
    if not is_fake(app):
        while app.stack:
            app.stack.pop().exit()
    second = run(21)
    assert first == second


def test_spectator_view_hides_every_hand(app):
    scene = start(app, [("B1", "easy"), ("B2", "easy")], seed=4)
    assert scene.viewer is None
    assert not hand(scene)
    for s in range(2):      # only cards taken from the discard pile (known to all) show
        assert [c for c in scene.shown_view().hands[s] if c != -1] == scene.state.known[s]
    scene.step_bots_blocking()
    assert scene.state.casting_scores or scene.state.is_terminal()


def test_targets_cover_the_table(app):
    scene = start(app, [("Alice", "human"), ("Grunt", "easy")], seed=7)
    t = scene.targets()
    for name in ("deck", "discard", "confirm", "discard_button", "sort", "menu",
                 "bonus:singer", "bonus:dancer", "bonus:stylist"):
        assert name in t
    hand = [k for k in t if k.startswith("card:")]
    assert sorted(int(k[5:]) for k in hand) == sorted(scene.state.hands[0])
    for k in hand:        # every hand card is hit at its target's centre
        assert scene.hit(t[k].center) == k
    assert "continue" not in t


def test_draws_and_hover_render_without_errors(app):
    scene = start(app, [("Alice", "human"), ("B", "easy"), ("C", "easy"), ("D", "easy")], seed=9)
    surface = pygame.Surface(LOGICAL_SIZE)
    for name in ("deck", "discard", "bonus:stylist", "confirm", "discard_button", "sort"):
        pos = scene.targets()[name].center
        scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        scene.update(0.0)
        assert scene.tooltip(scene.hover)
        scene.draw(surface)
    click(app, "deck")
    card = hand(scene)[0]
    pos = scene.targets()[f"card:{card}"].center
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    assert scene.content.musicians[card].name in scene.tooltip(scene.hover)
    scene.draw(surface)


def set_speed(app, speed: float) -> None:
    if is_fake(app):
        app.anim_speed = speed
    else:
        app.anim_speed_override = speed


def test_drawn_cards_fly_into_the_hand_then_settle(app):
    scene = start(app, [("Alice", "human"), ("Grunt", "easy")], seed=7)
    set_speed(app, 1.0)
    before = set(scene.state.hands[0])
    click(app, "deck")
    new = set(scene.state.hands[0]) - before
    assert len(new) == 2
    assert scene.anims.busy() and scene.animating()
    assert {("hand", c) for c in new} <= scene.anims.hidden()
    surface = pygame.Surface(LOGICAL_SIZE)
    for _ in range(120):
        scene.update(1 / 60)
        scene.draw(surface)
    assert not scene.anims.busy() and not scene.animating()
    assert scene.anims.hidden() == set()


def test_results_wait_for_the_last_animation(app):
    scene = start(app, [("B1", "easy"), ("B2", "easy")], seed=4, options={"length": "short"})
    for _ in range(10):
        scene.step_bots_blocking()
        if scene.round_report.report is not None:
            click(app, "continue")
        if scene.state.is_terminal():
            break
    assert scene.state.is_terminal()
    app.step([])
    assert results_shown(app)


def test_log_scrolls_with_the_wheel(app):
    scene = start(app, [("Alice", "human"), ("Grunt", "easy")], seed=7)
    for turn in range(6):
        human_turn(app, scene, turn)
        scene.step_bots_blocking()
        if scene.round_report.report is not None:
            click(app, "continue")
    from game.games.cave_rave.layout import LOG_RECT
    scene.draw(pygame.Surface(LOGICAL_SIZE))
    pos = (1750, 500)
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    before = pygame.Surface(LOGICAL_SIZE)
    scene.draw(before)
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0,
                                    precise_y=3.0, touch=False))
    assert scene.log_scroll > 0
    after = pygame.Surface(LOGICAL_SIZE)
    scene.draw(after)
    assert (pygame.image.tobytes(before.subsurface(LOG_RECT), "RGB")
            != pygame.image.tobytes(after.subsurface(LOG_RECT), "RGB")), "the log on screen did not scroll"
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-50, flipped=False, precise_x=0.0,
                                    precise_y=-50.0, touch=False))
    assert scene.log_scroll == 0


def test_two_producers_fill_the_table_and_hands_show_their_count(app):
    from game.games.cave_rave import layout
    two = start(app, [("Alice", "human"), ("Grunt", "easy")], seed=7)
    panel = two.pieces().area(("seat", 1))
    assert panel.left == layout.PLAY_L and panel.right == layout.PLAY_R         # across the whole table
    assert {r.size for r in opp_slots(two, 1)} == {layout.MINI}                 # with bigger cards
    app.stack.pop().exit()
    three = start(app, [("Alice", "human"), ("Grunt", "easy"), ("Rex", "easy")], seed=7)
    assert {r.size for r in opp_slots(three, 1)} == {layout.SMALL}
    assert three.pieces().area(("seat", 1)).width < panel.width // 2 + 8


def test_at_two_producers_your_hand_is_bigger_and_everything_keeps_apart(app):
    """The room a lone opponent leaves at the top goes to your hand: bigger cards, your bands, the
    meld panel and the genre chips a little higher, the opponent's bands still in a row of big cards."""
    from game.games.cave_rave import layout
    two = start(app, [("Alice", "human"), ("Grunt", "easy")], seed=7)
    pieces, low = two.pieces(), layout.bottom(2)
    cards = [p.data.rect for p in pieces.of("hand")]
    assert low.card == layout.CARD_2P and low.card[0] > layout.CARD[0] and low.card[1] > layout.CARD[1]
    assert cards and {r.size for r in cards} == {low.card}
    assert pieces.area(("meld",)) == low.meld and pieces.area(("my_bands",)) == low.my_bands
    assert all(r.top >= low.meld.bottom for r in cards)                  # under the meld panel, as at three
    opp_top = pieces.area(("seat", 1)).bottom + 10
    assert low.opp_bands_bottom - opp_top >= layout.BAND[1]              # their bands: still big cards
    assert low.my_bands.y - 24 >= low.opp_bands_bottom                   # your bands' label under theirs
    assert low.chips_y - 26 >= low.opp_bands_bottom                      # "Already out" too
    chips = [p.area for p in pieces.of("chips")]
    assert not any(c.colliderect(low.meld) for c in chips) and not low.my_bands.colliderect(low.meld)
    assert two.spots().get("confirm").area == low.confirm and low.meld.contains(low.confirm)
    app.stack.pop().exit()
    three = start(app, [("Alice", "human"), ("Grunt", "easy"), ("Rex", "easy")], seed=7)
    assert layout.bottom(3) is layout.STANDARD
    assert {p.data.rect.size for p in three.pieces().of("hand")} == {layout.CARD}
    assert three.pieces().area(("meld",)) == layout.MELD_RECT


def test_bands_use_big_cards_while_they_fit_in_a_row():
    from game.games.cave_rave import layout
    group = {"owner": 0, "kind": "band", "cards": [0, 1, 2], "genre": 0, "bonuses": [], "value": 3,
             "steps": [["sum", 3]], "casting": 0, "beat": None}
    one = layout.band_rects([layout.Group.of(group)], {0: layout.INFO_RECT}, 0)
    assert one[0][2][0].size == layout.BAND
    many = [layout.Group.of(dict(group, cards=[0, 1, 2, 3, 4])) for _ in range(5)]
    packed = layout.band_rects(many, {0: layout.INFO_RECT}, 0)          # too many for big cards
    assert {r.size for _g, _b, rects, _badge in packed for r in rects} == {layout.MINI}
    assert all(layout.MY_BANDS.contains(block) for _g, block, _r, _badge in packed)


def test_many_bands_of_yours_stay_in_their_area():
    """Six to ten bands take two rows of small cards, and both rows stay above the meld panel."""
    from game.games.cave_rave import layout
    group = {"owner": 0, "kind": "band", "cards": [0, 1, 2, 3, 4], "genre": 0, "bonuses": ["stylist", "singer"],
             "value": 3, "steps": [["sum", 3]], "casting": 0, "beat": None}
    for n in range(6, 11):
        packed = layout.band_rects([layout.Group.of(group)] * n, {0: layout.INFO_RECT}, 0)
        assert len({block.y for _g, block, _r, _badge in packed}) == 2
        assert all(layout.MY_BANDS.contains(block) for _g, block, _r, _badge in packed), n


def test_your_hand_count_stands_just_left_of_your_hand():
    from game.games.cave_rave import layout
    from game.ui.fan import fan
    for n in range(0, 9):
        hand = fan(list(range(n)), layout.FAN_RECT, layout.CARD)
        x, y = layout.my_count_at(hand)
        assert layout.HAND_RECT.x <= x and y < layout.H - 20
        if hand:
            first = hand[0].rect
            assert x + layout.COUNT_W <= first.x and first.top < y < first.bottom
            assert first.x - (x + layout.COUNT_W) <= 40              # by the hand, not across the table


def test_a_bots_only_casting_report_wakes_the_loop_and_closes_by_itself(app):
    """The report is the kit's report between rounds (one of the table's clocks): with no human at
    the table it comes up once the cards landed, the loop wakes for it, and 5 s after it came up
    the report goes and the bots play on."""
    from game.ui.round_report import RoundReport
    scene = start(app, [("B1", "easy"), ("B2", "easy")], seed=4)
    assert isinstance(scene.round_report, RoundReport) and scene.round_report.spectator_s == 5.0
    scene.step_bots_blocking()                     # up to the first casting's end: the report holds
    assert scene.round_report.report is not None and scene.holding() and scene.round_report in scene.clocks
    actions = len(scene.runner.match.actions)
    scene.update(0.0)                              # the cards landed: it comes up
    assert scene.round_report.on_show() is not None
    assert 0 < scene.wake_in() <= 5.0
    scene.update(0.0)
    assert scene.round_report.on_show() is not None     # its time is not up yet
    scene.round_report.since -= 5.0                # ... now it is
    assert scene.wake_in() == 0.0
    scene.update(0.0)
    assert scene.round_report.report is None and not scene.holding() and scene.wake_in() is None
    scene.step_bots_blocking(limit=1)
    assert len(scene.runner.match.actions) > actions


def test_while_the_casting_report_holds_the_table_its_continue_alone_takes_the_clicks(app):
    """From the casting's end until the report is closed (its cards still landing, then on show:
    it comes up once they landed) the table holds: Continue and a catch over the whole table are
    its hotspots (no card, pile, Rules or Menu under the dim); once closed the pieces are back."""
    scene = start(app, [("B1", "easy"), ("B2", "easy")], seed=4)
    table_ids = {"deck", "discard", "menu", "rules", "sort"}
    assert table_ids <= set(scene.targets())
    scene.step_bots_blocking()                         # up to the first casting's end: the report is due
    report = scene.round_report.report
    assert scene.holding() and report == scene.state.casting_results()[-1] and scene.round_report.on_show() is None
    held = set(scene.targets())
    assert {"continue", "summary"} <= held and not held & table_ids
    assert not any(key.startswith(("seat:", "group:", "genre:")) for key in held)
    scene.update(0.0)                                  # (the cards landed: it comes up)
    assert scene.round_report.on_show() is report and set(scene.targets()) == held
    click(app, "continue")
    assert scene.round_report.report is None and not scene.holding() and table_ids <= set(scene.targets())


def test_the_scene_overrides_at_most_eight_kit_methods():
    """Generic routing is the kit's (the hint's marks from the selection's parts, the report between
    rounds and its holding, the hotspots from the pieces, the flights' start from the kit's places
    before): the scene overrides 7 of its methods (was 13): its pieces (``lay_out``), the casting
    report's hotspots (``make_hotspots``), the drawing, the right click, the animations, the display
    state."""
    from game.core import registry
    from game.ui.table import TableScene
    kit = {k for base in TableScene.__mro__ if base is not object for k, v in vars(base).items()
           if callable(v) or isinstance(v, property)}
    cls = registry.get("cave_rave").scene_class()
    own = sorted(k for k, v in vars(cls).items()
                 if k in kit and not k.startswith("__") and (callable(v) or isinstance(v, property)))
    assert len(own) <= 8, own
    assert own == ["draw_extras", "handle", "lay_out", "make_hotspots", "on_events", "rebuild",
                   "render_layer"]


# -- what lies on the table, listed once (on_table.lay_out: the kit's pieces) -------------------------
KIT_SPOTS = {"rules", "menu", "log", *AID_IDS}


def test_every_hotspot_of_the_table_is_a_piece_and_every_piece_is_listed_once(app):
    scene = start(app, [("Alice", "human"), ("B", "easy"), ("C", "easy")], seed=9)
    click(app, "deck")
    pieces = scene.pieces()
    assert len({p.key for p in pieces}) == len(pieces)                # (the kit refuses a key twice)
    spots = {s.id: s.area for s in scene.spots() if s.id not in KIT_SPOTS}
    assert spots == {p.id: p.area for p in pieces if p.is_hotspot}
    assert [s.id for s in scene.spots() if s.id.startswith("card:")] == [f"card:{c}" for c in reversed(hand(scene))]
    assert sorted(hand(scene)) == sorted(scene.state.hands[0])
    assert {p.data.seat for p in pieces.of("opp_cards")} == {1, 2}
    assert [p.key for p in pieces.of("piles")][:2] == [("pile", "deck"), ("pile", "discard")]
    assert not hasattr(scene, "layout")                                # no second record of where things lie


def test_a_piece_moved_moves_its_hotspot_its_drawing_and_its_flight(app, monkeypatch):
    """The deck laid out elsewhere: its hotspot, its picture and the cards drawn from it follow,
    since all of them read the one list."""
    from game.ui import widgets
    from game.ui.anim import Move
    from game.ui.layer import run_all
    scene = start(app, [("Alice", "human"), ("Grunt", "easy")], seed=7)
    laid = scene.lay_out

    def moved():
        out = laid()
        deck = next(p for p in out if p.key == ("pile", "deck"))
        deck.area = deck.area.move(0, -200)            # (up, where no band lies yet)
        return out
    monkeypatch.setattr(scene, "lay_out", moved)
    scene._touch()
    deck = scene.pieces().area(("pile", "deck"))
    assert deck.y == 254 and scene.targets()["deck"] == deck
    piles = []
    real = widgets.face_down_pile
    monkeypatch.setattr(widgets, "face_down_pile", lambda layer, rect, *a: piles.append(rect) or real(layer, rect, *a))
    run_all(scene.paint, pygame.Surface(LOGICAL_SIZE))
    assert piles == [deck]
    set_speed(app, 1.0)
    click(app, "deck")
    flights = [t for t in scene.anims.tweens if isinstance(t, Move)]
    assert len(flights) == 2 and all(t.start == deck for t in flights)
    assert {t.end.topleft for t in flights} == {scene.pieces().get(("hand", c)).data.rect.topleft
                                                for c in scene.recent}


def test_a_flight_starts_where_its_piece_lay_before_and_a_flying_card_is_not_drawn(app, monkeypatch):
    from game.ui.anim import Move
    from game.ui.layer import run_all
    scene = start(app, [("Alice", "human"), ("Grunt", "easy")], seed=7)
    click(app, "deck")
    card = hand(scene)[0]
    click(app, f"card:{card}")
    lay = scene.pieces().get(("hand", card))
    set_speed(app, 1.0)
    click(app, "discard_button")
    assert scene.places_before[("hand", card)] == lay.area         # the kit's: just before the action
    flight = next(t for t in scene.anims.tweens if isinstance(t, Move) and ("discard_top",) in t.hides)
    assert flight.start == lay.data.rect and scene.pieces_before.get(("hand", card)).data == lay.data
    assert flight.end == scene.pieces().area(("pile", "discard"))
    drawn = []
    real = scene.art.hand_card
    monkeypatch.setattr(scene.art, "hand_card", lambda c, *a: drawn.append(c) or real(c, *a))
    left = hand(scene)[0]
    monkeypatch.setattr(scene.anims, "hidden", lambda: {("hand", left)})
    run_all(scene.paint, pygame.Surface(LOGICAL_SIZE))
    assert drawn == [c for c in hand(scene) if c != left]           # a hidden key is not drawn


def test_a_replay_moving_on_flies_from_where_the_pieces_lay(shell_app, click):
    """The replay viewer keeps the table's places before the move it shows (as a move played does)."""
    from game.ui.anim import Move
    from game.ui.scenes.replay import ReplayScene
    from tests.test_replay_file import finished
    runner = finished("cave_rave")
    shell_app.show_results(runner)
    click(shell_app, "watch")
    viewer = shell_app.top
    assert isinstance(viewer, ReplayScene)
    table = viewer.table
    step = next(s for s in range(1, viewer.replay.steps) if viewer.replay.action_of(s)[0] == "discard"
                and viewer.replay.seat_of(s) == table.viewer)
    viewer.go(step - 1)
    card = viewer.replay.action_of(step)[1]
    before = table.pieces().get(("hand", card))
    shell_app.anim_speed_override = 1.0
    viewer.go(step)
    assert table.places_before[("hand", card)] == before.area
    flight = next(t for t in table.anims.tweens if isinstance(t, Move) and ("discard_top",) in t.hides)
    assert flight.start == before.data.rect


def test_the_casting_report_belongs_to_its_position(shell_app, click):
    """The report of a casting comes up with the move that ended it and goes when another position is
    shown (the replay viewer stepping back; an undo the same way): the table forgets it as it lays
    out the other position."""
    from tests.test_replay_file import finished
    runner = finished("cave_rave")
    shell_app.show_results(runner)
    click(shell_app, "watch")
    viewer = shell_app.top
    table, replay = viewer.table, viewer.replay
    step = next(s for s in range(1, replay.steps + 1)
                if any(ev.kind == "casting_end" for evs in replay.runner_at(s).events[replay.counts[s - 1]:]
                       for ev in evs))
    viewer.go(step - 1)
    viewer.go(step)
    assert table.round_report.report is not None and table.holding()
    viewer.go(step - 1)
    assert table.round_report.report is None and not table.holding()
