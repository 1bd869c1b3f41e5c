"""Rock'n Rodeo through its scene, mouse only: whole games of 2 and 4 seats (humans and bots
mixed), a booking asked before it is made, and a 4-human game that never draws a rival's
secret card.

Headless (the root conftest sets the SDL dummy drivers), with the real App and no animations.
Every human move is a MOUSEBUTTONDOWN/UP pair at the centre of a named target (see
:func:`do`: the clicks each kind of action takes).
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.games.rodeo import hand, presenters
from game.ui import anim
from game.ui.scene import LOGICAL_SIZE
from game.ui.table_look import AID_IDS
from tests.table_helpers import click, play_to_results, show
from tests.table_helpers import new_runner as table_runner


def start(app, seats, seed=7, options=None):
    return show(app, table_runner("rodeo", seats, seed, options))


def _clicks(scene, action) -> list[str]:
    """The targets to click, in order, for ``action`` (the line-up and turns: see :func:`do`)."""
    kind = action[0]
    if kind == "book":
        return [f"band:{action[1]}", "confirm"]
    if kind == "garage":
        return ["garage", "confirm"]
    if kind == "wild":
        return [f"wild:{action[1]}"]
    if kind == "event":
        what = presenters.pick_kind(scene.shown_view(), action[1], scene.shown_view().pending().side)
        last = {"target": f"pick:{action[2]}", "genre": f"pick:{action[2]}", "band": f"band:{action[2]}"}
        return [f"event:{action[1]}", last.get(what, "play")]
    if kind == "swap":
        return [f"event:{action[1]}", "swap"]
    if kind in ("pass", "done", "rest", "fence"):
        return [kind]
    if kind == "stand":
        return [f"stand_top:{action[1]}"]
    if kind == "upgrade":
        return [f"market_up:{action[1]}"]
    if kind in ("wixi", "place", "garbage", "sour"):
        return [f"space:{action[1]}"]
    if kind == "play":
        return [f"fan:{action[1]}"]
    if kind in ("penalty", "home"):
        return [f"{kind}:{action[1]}"]
    raise AssertionError(f"no clicks for {action!r}")


def do(app, scene, action) -> None:
    """Play ``action`` with clicks only."""
    before = len(scene.runner.match.actions)
    kind = action[0]
    if kind == "lineup":
        for day, band in enumerate(action[1]):
            at = scene.sel.lineup.index(band)
            if at != day:
                click(app, f"day:{day}")
                click(app, f"day:{at}")
        assert scene.sel.lineup == list(action[1])
        click(app, "lineup_ok")
    elif kind == "turn":
        for _ in range(4):
            if scene.turn_preview() == action:
                break
            click(app, "turn")
        assert scene.turn_preview() == action
        click(app, "turn_ok")
    elif kind == "send":
        genre, dest = action[1], action[2:]
        if scene.sel.evening_genre != genre:
            click(app, f"genre:{genre}")
        if dest[0] == "wixi":
            target = next(s.id for s in scene.spots() if s.action == action)
        else:
            target = {"band": f"day:{scene.shown_view().day}", "stand": f"stand:{dest[-1]}",
                      "upgrade": f"up:{dest[-1]}"}[dest[0]]
        click(app, target)
    else:
        for name in _clicks(scene, action):
            click(app, name)
    actions = scene.runner.match.actions
    assert len(actions) > before, f"{action!r} was not played: {scene.message}"
    assert actions[before] == action, (actions[before], action)


def results_shown(app) -> bool:
    return app.top is not None and app.top.name == "results"


def privacy_cover(app) -> bool:
    """A privacy cover is up: click it away (its one button); a season's scoring screen: Continue."""
    if app.top is not None and app.top.name == "privacy":
        targets = app.top.targets()
        click(app, next(iter(targets)))
        return True
    if app.top is not None and app.top.name == "season":
        click(app, "continue")
        return True
    return False


def play_through(app, scene, rng, limit=6000) -> dict:
    seen = {"human": 0, "kinds": set()}

    def human(turn):
        legal = scene.state.legal_actions()
        action = rng.choice(legal)
        seen["kinds"].add(action[0])
        seen["human"] += 1
        do(app, scene, action)

    play_to_results(app, scene, human, results_shown=results_shown, limit=limit,
                    interlude=lambda turn: privacy_cover(app))
    return seen


def test_whole_game_of_two_against_a_bot(app):
    scene = start(app, [("Ada", "human"), ("Bo", "easy")], seed=3)
    seen = play_through(app, scene, random.Random(1))
    assert scene.state.is_terminal() and results_shown(app)
    assert seen["human"] > 40
    assert {"book", "place", "lineup"} <= seen["kinds"]
    assert scene.log == scene.runner.log_lines()


def test_whole_game_of_four_humans_and_bots(app):
    scene = start(app, [("Ann", "human"), ("Bo", "easy"), ("Cleo", "human"), ("Dan", "normal")], seed=5)
    seen = play_through(app, scene, random.Random(2))
    assert scene.state.is_terminal() and results_shown(app)
    assert {"book", "place", "send", "wixi"} <= seen["kinds"]


def test_a_booking_asks_first_and_cancel_takes_it_back(app):
    scene = start(app, [("Ada", "human"), ("Bo", "easy")], seed=4)
    while scene.human_to_act() is None or scene.state.pending().kind != "book":
        scene.step_bots_blocking()
        app.step([])
    book = next(a for a in scene.state.legal_actions() if a[0] == "book")
    before = len(scene.runner.match.actions)
    click(app, f"band:{book[1]}")
    assert len(scene.runner.match.actions) == before          # nothing booked yet: it asks
    assert "confirm" in scene.targets() and scene.prompt()["title"].startswith("Book ")
    click(app, "cancel")
    assert "confirm" not in scene.targets()
    do(app, scene, book)


def test_four_humans_never_see_a_rivals_secret_cards(app, monkeypatch):
    drawn: list[tuple[int | None, str, int]] = []
    real_fan, real_event = hand.fan_card, hand.event_card

    def spy_fan(scene, s, r, card, how=None):
        drawn.append((scene.viewer, "fan", card))
        return real_fan(scene, s, r, card, how)

    def spy_event(scene, s, r, card, how=None):
        drawn.append((scene.viewer, "event", card))
        return real_event(scene, s, r, card, how)

    monkeypatch.setattr(hand, "fan_card", spy_fan)
    monkeypatch.setattr(hand, "event_card", spy_event)
    scene = start(app, [("Ann", "human"), ("Ben", "human"), ("Cleo", "human"), ("Dee", "human")], seed=9)
    rng = random.Random(3)
    checked = 0
    for _turn in range(400):
        if scene.state.is_terminal() or results_shown(app):
            break
        if privacy_cover(app):
            continue
        drawn.clear()
        scene._touch()                     # (the static layer is drawn again)
        scene.draw(pygame.Surface(LOGICAL_SIZE))
        st = scene.state
        for viewer, kind, card in drawn:
            assert viewer is not None
            own = st.fests[viewer].hand if kind == "fan" else st.fests[viewer].events
            assert card in own, (viewer, kind, card)
            others = [s for s in range(4) if s != viewer]
            assert all(card not in (st.fests[s].hand if kind == "fan" else st.fests[s].events) for s in others)
            checked += 1
        if scene.human_to_act() is None:
            app.step([])
            continue
        do(app, scene, rng.choice(st.legal_actions()))
    assert checked > 100


@pytest.mark.parametrize("players", [2, 4])
def test_every_kind_of_decision_has_its_hotspots(app, players):
    """At each decision of a bot-played game, every legal action is reachable by the clicks of :func:`do`
    (the targets exist), checked on the scene of the seat to act."""
    from game.core.bots import choose_action
    seats = [(f"P{i}", "human") for i in range(players)]
    scene = start(app, seats, seed=11)
    rng = random.Random(5)
    kinds = set()
    for _ in range(3000):
        st = scene.state
        if st.is_terminal():
            break
        if privacy_cover(app):
            continue
        legal = st.legal_actions()
        for action in legal:
            if action[0] in ("lineup", "turn", "send"):
                continue
            first = _clicks(scene, action)[0]
            assert first in scene.targets(), (action, first)
        kinds.add(st.pending().kind)
        action = choose_action(scene.runner.spec, st.view(st.current_player()), "easy", rng)
        do(app, scene, action)
    assert {"book", "arrive", "place", "evening", "lineup", "wixi"} <= kinds


def test_fans_fly_to_their_spaces_walk_in_the_evening_and_money_floats_with_animations_on(app, monkeypatch):
    """With animations on, a season played by clicks: every camping marker pitched on the grounds on
    show flies to its space (hidden there until it lands), every fan sent walks to where it went,
    garbage falls onto its space, money changes float up; once all is over nothing is hidden."""
    from game.games.rodeo import motion
    scene = start(app, [("Ada", "human"), ("Bo", "easy")], seed=3)
    app.anim_speed_override = 1.0
    flights: list = []
    events: list = []
    real_animate = motion.animate

    def spy(scene_, evs):
        events.extend(ev for ev in evs if ev.seat == 0)
        t = real_animate(scene_, evs)
        return t

    real_add = scene.anims.add

    def add(tween):
        flights.append(tween)
        return real_add(tween)

    monkeypatch.setattr(motion, "animate", spy)
    monkeypatch.setattr(scene.anims, "add", add)
    rng = random.Random(4)
    surface = pygame.Surface(LOGICAL_SIZE)
    for _turn in range(600):
        if scene.state.season > 1 or scene.state.is_terminal():
            break
        if privacy_cover(app):
            continue
        if scene.round_report.summary() is not None:       # a festival day's summary: closed by a click
            click(app, "continue")
        elif scene.human_to_act() is None:
            scene.step_bots_blocking()
            app.step([])
        else:
            do(app, scene, rng.choice(scene.state.legal_actions()))
        for _ in range(600):
            scene.update(1 / 30)
            scene.draw(surface)
            if not scene.anims.busy():
                break
        assert not scene.anims.hidden()
    hidden = [h for t in flights for h in t.hides]
    kinds = [ev.kind for ev in events]
    assert kinds.count("marker") >= 3
    assert sum(1 for h in hidden if h[0] == "marker") == kinds.count("marker")
    assert sum(1 for h in hidden if h[0] == "garbage") == kinds.count("garbage")
    moves = [t for t in flights if isinstance(t, anim.Move) and not t.hides]
    assert len(moves) >= kinds.count("sent") > 0                # the fans' walks (and bands booked)
    floats = [t for t in flights if isinstance(t, anim.Float)]
    assert len(floats) >= sum(1 for ev in events if ev.kind == "cash" and ev.data["new"] != ev.data["old"])


def test_card_words_count_in_the_singular_and_the_plural():
    """No '1 campers' on a card: the effects that count something say one and many apart."""
    from game.games.rodeo.model import Effect
    assert presenters.effect_text(Effect("flip", count=1)) == "1 camper cheers up"
    assert presenters.effect_text(Effect("flip", count=2)) == "2 campers cheer up"
    assert presenters.effect_text(Effect("fan_card", count=1)) == "+1 fan card"
    assert presenters.effect_text(Effect("clean", count=3)) == "3 garbage markers go"


def test_the_grounds_title_tells_the_festival_cards_own_scoring_while_the_market_shows_bands(app):
    """In booking the market shows the bands, not the festival card: the grounds' title says in
    its hover what the card counts and its table."""
    scene = start(app, [("Ada", "human"), ("Bo", "easy")])
    assert scene.state.pending().kind == "book"
    spot = next(s for s in scene.spots() if s.id == "festival")
    view = scene.shown_view()
    lines = presenters.festival_lines(view, 0)
    assert spot.tip == "\n".join(lines) and lines[2].startswith(f"{view.festival_card(0).scoring.table[0][0]}+")


def test_the_garage_band_lies_on_its_pile_with_how_many_are_left(app, monkeypatch):
    """The garage stack lies face down (rulebook L63; issue 24, point 2): its back says how many garage
    bands are left ('×8', as the upgrades count theirs), the cards under it peek out, and its hover
    says it in words without naming a band; taking one leaves one fewer."""
    from tests.table_helpers import drawn_texts
    scene = start(app, [("Ada", "human"), ("Bo", "easy")])
    st = scene.state
    while scene.human_to_act() is None:
        scene.step_bots_blocking()
        app.step([])
    assert st.pending().kind == "book" and ("garage",) in st.legal_actions()
    left = len(st.garage)
    assert st.garage_top == -1 and left > 1
    drawn = drawn_texts(monkeypatch)
    scene.sync()
    scene._surf_cache.clear()
    app.render()
    assert f"×{left}" in drawn
    spot = next(s for s in scene.spots() if s.id == "garage")
    assert spot.tip.startswith(f"The garage stack, face down: {left} bands left.")
    assert not [b for b in st.garage if st.content.band_name(b) in spot.tip]
    do(app, scene, ("garage",))
    app.step([])
    drawn.clear()
    scene.sync()
    scene._surf_cache.clear()
    app.render()
    assert f"×{len(st.garage)}" in drawn and len(st.garage) == left - 1


def test_rodeos_scene_overrides_at_most_eight_kit_methods():
    """The season's screen is the kit's report between rounds (report_rounds: the table holds while
    it is to come or on show), the hover and a rival's grounds on show are redrawn by the kit, the
    hotspots and the hint's marks come from the one list of pieces (.on_table), the festival card's
    count comes with the season's event: the scene keeps only its own hooks (draw_extras: a festival
    day's summary over the table, .day_report)."""
    from game.core import registry
    from game.ui.table import TableScene

    kit = {name for base in TableScene.__mro__ if base is not object for name in vars(base)}
    cls = registry.get("rodeo").scene_class()
    own = sorted(k for k, v in vars(cls).items()
                 if k in kit and not k.startswith("__") and (callable(v) or isinstance(v, property)))
    assert own == ["cover_needed", "draw_extras", "lay_out", "on_events", "rebuild", "render_layer"]


#: layout's rects of the things on the table: only .on_table asks for them (and layout itself)
ITEM_RECTS = ("stage_slots", "camp_spaces", "camp_card", "camp_rects", "side_cards", "side_rects", "track_rects",
              "seat_tracks", "fan_chips", "band_rects", "supply_rects", "stand_top_rects", "upgrade_rects",
              "hand_rects", "rival_rects")
KIT_IDS = {"rules", "menu", "log", *AID_IDS}


def test_what_lies_on_the_table_is_listed_once():
    """The bands, stand tops, upgrades, the hand, the grounds and the strips are listed in
    .on_table only: no other module of the table asks layout where they lie (the drawing, the
    flights, the scene and the tour read the pieces), and the scene keeps no view of its own."""
    from pathlib import Path

    from game.games.rodeo import view
    folder = Path(view.__file__).parent
    for path in sorted(folder.glob("*.py")):
        if path.name in ("on_table.py", "layout.py"):
            continue
        code = path.read_text(encoding="utf-8")
        for name in ITEM_RECTS:
            assert f"layout.{name}(" not in code, (path.name, name)
        assert "self.v " not in code and "scene.v." not in code and "scene.v," not in code, path.name
    assert "make_hotspots" not in vars(view.RodeoScene) and "hint_spots" not in vars(view.RodeoScene)


def _check_spots_are_pieces(scene) -> int:
    """Every hotspot of the table (but the kit's own buttons) is a piece's: its id, area, action and
    look; the ids are the pieces' and each is listed once."""
    pieces = scene.pieces()
    spots = [spot for spot in scene.spots() if spot.id not in KIT_IDS]
    assert sorted(spot.id for spot in spots) == sorted(one.id for one in pieces if one.is_hotspot)
    for spot in spots:
        one = pieces.by_id[spot.id]
        assert (spot.area, spot.action, spot.lit, spot.look, spot.data) == (one.area, one.spot.get("action"),
                                                                           one.spot.get("lit"), one.spot.get("look"),
                                                                           one.data), spot.id
    return len(spots)


def test_the_pieces_make_the_hotspots_and_the_hint_marks_the_clicks(app):
    """In every decision of a game played by clicks, the hotspots are the pieces' (one record each),
    and the hint of each action marks its first click and only clicks it takes."""
    from game.core.bots import choose_action
    scene = start(app, [("Ada", "human"), ("Bo", "easy")], seed=6)
    rng, checked, marked = random.Random(6), 0, 0
    for _ in range(1500):
        st = scene.state
        if st.is_terminal() or st.season > 1:
            break
        if privacy_cover(app):
            continue
        if scene.human_to_act() is None:
            scene.step_bots_blocking()
            app.step([])
            continue
        checked += _check_spots_are_pieces(scene)
        for action in st.legal_actions():
            if action[0] in ("lineup", "turn", "send"):
                continue
            clicks, marks = _clicks(scene, action), scene.hint_spots(action)
            assert clicks[0] in marks and set(marks) <= set(clicks), (action, marks, clicks)
            marked += 1
        do(app, scene, choose_action(scene.runner.spec, st.view(0), "easy", rng))
    assert checked > 500 and marked > 100


def test_a_bought_stand_flies_from_its_place_in_the_market_and_is_drawn_once_it_lands(app, monkeypatch):
    """A booked band and a bought stand fly from where their pieces lay just before (the kit's
    places_before), the stand to its piece on the grounds, hidden by its key while it flies: the
    drawing leaves it out until it lands."""
    from game.core.bots import choose_action
    from game.games.rodeo import stands
    scene = start(app, [("Ada", "human"), ("Bo", "easy")], seed=3)
    rng = random.Random(3)
    moves: list = []
    real_add = scene.anims.add
    monkeypatch.setattr(scene.anims, "add", lambda tween: (moves.append(tween), real_add(tween))[1])
    drawn: list = []
    real_stand = stands.stand_card
    monkeypatch.setattr(stands, "stand_card", lambda scene_, s, r, stand, *a, **k: (
        drawn.append(stand), real_stand(scene_, s, r, stand, *a, **k))[1])
    booked = bought = False
    for _ in range(400):
        st = scene.state
        if bought or st.is_terminal() or privacy_cover(app):
            continue
        if scene.human_to_act() is None:
            scene.step_bots_blocking()
            app.step([])
            continue
        kind = st.pending().kind
        stands = [a for a in st.legal_actions() if a[0] == "stand"]
        if (kind == "book" and not booked) or (kind == "expand" and stands):
            action = next(a for a in st.legal_actions() if a[0] == "book") if kind == "book" else stands[0]
            key = ("band", action[1]) if kind == "book" else ("stand", st.stand_tops[action[1]])
            was = scene.pieces().area(key)
            app.anim_speed_override = 1.0
            moves.clear()
            do(app, scene, action)
            assert scene.places_before[key] == was
            flight = next(t for t in moves if isinstance(t, anim.Move))
            assert flight.start == was
            if kind == "expand":
                assert flight.end == scene.pieces().area(key) and tuple(flight.hides) == (key,)
                drawn.clear()
                scene._touch()
                scene.draw(pygame.Surface(LOGICAL_SIZE))
                assert key[1] not in drawn                   # on its way: not drawn where it lands
                scene.anims.finish_all()
                scene.update(0.0)
                scene.draw(pygame.Surface(LOGICAL_SIZE))
                assert key[1] in drawn and not scene.anims.hidden()
                bought = True
            booked = True
            scene.hurry()                    # (the flights end: a click while they run only finishes them)
            app.anim_speed_override = 0.0
            continue
        do(app, scene, choose_action(scene.runner.spec, st.view(0), "easy", rng))
    assert booked and bought


def test_a_rivals_grounds_and_back_are_drawn_at_once_and_the_hover_follows_a_move(app):
    scene = start(app, [("Ann", "human"), ("Bo", "easy")])
    rival = next(name for name in scene.targets() if name.startswith("rival:"))
    version = scene._version
    click(app, rival)
    assert scene.peek == int(rival.split(":")[1]) and scene._version > version
    assert scene.hover == scene.hit(scene.mouse) == rival
    click(app, "home")
    assert scene.peek is None and scene.hover == scene.hit(scene.mouse)
