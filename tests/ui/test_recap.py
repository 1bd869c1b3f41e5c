""""Since your turn" (issue 23, point 2), on all four tables through the real App: at a human's
turn after the bots moved, the recap lists the bots' log lines since that human's last decision,
grouped by seat; any click or key dismisses it and does nothing else; the Recap button and S bring
it back. With two humans at one screen it comes after the pass-the-mouse cover and never names a
card hidden from the human who reads it (the log is public: checked against each seat's view in
the two games with secrets). In a replay and at a table of bots alone there is none."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.ui import recap as recaps
from game.ui.scene import LOGICAL_SIZE
from game.ui.table import TableScene
from tests.table_helpers import click, drawn_texts, new_runner, show
from tests.ui.keys import key
from tests.ui.test_hotseat_secrets import hidden_from

GAMES = ["cave_rave", "camp", "boaromia", "rodeo"]
BOTS = [("Ada", "human"), ("Rocky", "normal"), ("Luna", "normal")]
#: the events after which the cards seen go back into hiding (a new casting's deck, a new season)
ROUND_ENDS = ("casting_end", "season_scored")


@pytest.fixture(autouse=True)
def by_itself(monkeypatch):
    """The recap comes up by itself, as in the app (the suite's fixture switches it off)."""
    monkeypatch.setattr(recaps, "BY_ITSELF", True)


def unfolded(recap) -> list[str]:
    """The recap's lines, a line written once with its count "(×n)" written n times again."""
    out = []
    for _seat, lines in recap.groups:
        for line in lines:
            m = re.fullmatch(r"(.*) \(×(\d+)\)", line)
            out += [m.group(1)] * int(m.group(2)) if m else [line]
    return out


def settle(app, scene) -> None:
    """Bots and frames until a human decides (a report between rounds closed on the way)."""
    for _ in range(200):
        if scene.human_to_act() is not None and not scene.holding():
            return
        if scene.round_report is not None and scene.round_report.on_show():
            scene.round_report.close()
        elif app.top is not scene and "continue" in app.top.targets():
            click(app, "continue")
        scene.step_bots_blocking()
        app.step([])
    raise AssertionError("no human's turn came")


def play_a_turn(app, scene, rng) -> int:
    """The human plays legal moves until another seat decides; returns the log's length then."""
    seat = scene.human_to_act()
    while scene.human_to_act() == seat and not scene.holding():
        assert not scene.recap_shown
        assert scene.play(rng.choice(scene.state.legal_actions()))
        app.step([])
    return len(scene.log)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_recap_says_what_the_bots_did_then_goes_and_comes_back(app, monkeypatch, game_id):
    rng = random.Random(3)
    texts = drawn_texts(monkeypatch)
    scene = show(app, new_runner(game_id, BOTS, seed=4))
    settle(app, scene)
    if scene.recap_shown:                                    # (the bots moved first)
        key(app, pygame.K_RETURN)
    for _ in range(30):                                      # a turn of the human after the bots' moves
        mark = play_a_turn(app, scene, rng)
        settle(app, scene)
        if scene.recap_shown:
            break
        assert scene.recap is None or scene.recap.seat == 0
    recap = scene.recap
    assert scene.recap_shown and recap.seat == 0 and not recap.first
    # the bots' lines since Ada's last decision, every one, grouped by seat (each seat once)
    seats = [seat for seat, _lines in recap.groups]
    assert seats and 0 not in seats and len(set(seats)) == len(seats)
    assert sorted(unfolded(recap)) == sorted(scene.log[mark:])
    app.render()
    drawn = " ".join(texts)
    assert "Since your last turn" in drawn and all(scene.seats[s].name in drawn for s in seats)
    assert any(line.split()[0] in drawn for _s, lines in recap.groups for line in lines)
    # a click dismisses it and does nothing else (the Hint button: no hint; an action: not played)
    actions = list(scene.runner.match.actions)
    click(app, "hint")
    assert not scene.recap_shown and scene.hint is None and scene.runner.match.actions == actions
    assert scene.recap_area() is None
    click(app, "recap")                                      # the top bar's button brings it back
    assert scene.recap_shown and scene.recap is recap
    key(app, pygame.K_RETURN)                                # a key dismisses it, and does nothing else
    assert not scene.recap_shown and scene.runner.match.actions == actions
    key(app, recaps.KEY)                                     # S brings it back
    assert scene.recap_shown
    key(app, pygame.K_ESCAPE)                                # Esc too only dismisses it: no pause menu
    assert not scene.recap_shown and app.top is scene
    if game_id == "boaromia":                                # a game's own key does nothing either
        key(app, recaps.KEY)
        key(app, pygame.K_l)
        assert not scene.recap_shown and not scene.show_log
    # the human plays on: the recap stays for the rest of the turn, and is gone when it ends
    play_a_turn(app, scene, rng)
    assert not scene.recap_shown
    assert "recap" in scene.targets() and scene.spots().get("recap").why


@pytest.mark.parametrize("game_id", GAMES)
def test_two_humans_get_the_recap_after_the_cover_and_never_a_hidden_card(app, game_id):
    rng = random.Random(5)
    seats = [("Ann", "human"), ("Cy", "easy"), ("Bob", "human")]
    runner = new_runner(game_id, seats, seed=5)
    scene = show(app, runner)
    met = {"cover": 0, "recap": 0, "after_cover": 0}
    last = None
    for _ in range(1500):
        if app.top.name == "results" or met["recap"] >= 8:
            break
        top = app.top
        if top.name == "privacy":
            assert not scene.recap_shown                     # nothing of it on the cover
            click(app, next(iter(top.targets())))
            met["cover"] += 1
            last = "cover"
            continue
        if top is not scene and "continue" in top.targets():
            click(app, "continue")
            continue
        if top is scene and "continue" in scene.targets():
            click(app, "continue")
            continue
        seat = scene.human_to_act()
        if seat is not None and not scene.holding():
            if scene.recap_shown:
                recap = scene.recap
                assert recap.seat == seat and seat not in [s for s, _l in recap.groups]
                said = " ".join(line for _s, lines in recap.groups for line in lines)
                for name in secret_names(game_id, runner.state, seat):
                    assert not names_in(name, said), f"{seats[seat][0]}'s recap names {name!r}, hidden from them"
                met["recap"] += 1
                met["after_cover"] += last == "cover"
                key(app, pygame.K_SPACE)
                assert not scene.recap_shown
            assert scene.play(rng.choice(scene.state.legal_actions()))
            app.step([])
            last = "move"
            continue
        scene.step_bots_blocking()
        app.step([])
        last = "bots"
    assert met["recap"] >= 4, met
    if game_id in ("cave_rave", "rodeo"):
        assert met["cover"] > 0 and met["after_cover"] > 0, met


def names_in(name: str, text: str) -> bool:
    """``text`` names ``name`` as a whole ("Rocker" is not in "Post-Rockers")."""
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is not None


def secret_names(game_id: str, state, seat: int) -> set[str]:
    """The names of the cards hidden from ``seat`` now (less any name a card it may see also has)."""
    hidden = hidden_from(game_id, state, seat)
    if not hidden:
        return set()
    content = state.content
    if game_id == "cave_rave":
        every = {("card", c) for c in range(len(content.musicians))}
        name = {"card": content.musician_name}
    else:
        every = {("fan", c) for c in range(len(content.fans))} | {("event", c) for c in range(len(content.events))}
        name = {"fan": content.fan_name, "event": content.event_name}
    shown = {name[kind](c) for kind, c in every - hidden}
    return {name[kind](c) for kind, c in hidden} - shown


def test_the_log_the_recap_reads_names_no_hidden_card(app):
    """The secret games' log lines, game after game of bots, against what each seat may know: no
    action's lines name a card hidden from another seat both before and after it (a card played
    shows once played), but at the end of a casting or a season, which gathers the cards again."""
    from game.core.bots import choose_action
    for game_id in ("cave_rave", "rodeo"):
        checked = 0
        for seed in (1, 2):
            runner = new_runner(game_id, [("A", "easy"), ("B", "easy"), ("C", "easy")], seed=seed)
            names = [s.name for s in runner.match.seats]
            rng = random.Random(seed)
            lines = 0
            while not runner.state.is_terminal() and lines < 400:
                actor = runner.state.current_player()
                before = {seat: secret_names(game_id, runner.state, seat) for seat in range(3)}
                events = runner.play(choose_action(runner.spec, runner.state.view(actor), "easy", rng))
                said = " ".join(t for t in (runner.state.describe(ev, names) for ev in events) if t)
                lines += 1
                if any(ev.kind in ROUND_ENDS for ev in events):
                    continue                           # (every card goes back into the deck: hidden again)
                for seat in range(3):
                    if seat == actor:
                        continue
                    for name in before[seat] & secret_names(game_id, runner.state, seat):
                        assert not names_in(name, said), f"{game_id}: the log names {name!r}, hidden from seat {seat}"
                    checked += bool(before[seat])
        assert checked > 100                           # (there were hidden cards to look for)


@pytest.mark.parametrize("game_id", GAMES)
def test_no_recap_at_a_table_of_bots_alone(app, game_id):
    scene = show(app, new_runner(game_id, [("Rocky", "normal"), ("Luna", "easy")], seed=2))
    for _ in range(25):
        scene.step_bots_blocking(limit=3)
        if scene.round_report is not None and scene.round_report.on_show():
            scene.round_report.close()
        app.step([])
        assert scene.recap is None and not scene.recap_shown
    assert len(scene.runner.match.actions) > 10
    assert "recap" in scene.targets() and scene.spots().get("recap").why     # (nothing to show)


@pytest.mark.parametrize("game_id", ["cave_rave", "camp"])
def test_no_recap_in_a_replay(shell_app, click, game_id):
    from tests.test_replay_file import finished
    from tests.ui.test_replay import watch_from_results
    runner = finished(game_id)
    scene = watch_from_results(shell_app, click, runner)
    human = next(i for i, s in enumerate(runner.match.seats) if not s.is_bot)
    could = 0
    for _ in range(12):
        key(shell_app, pygame.K_RIGHT)
        table = scene.table
        assert isinstance(table, TableScene) and table.read_only
        could += table.seat_to_act() == human and recaps.since(table.runner, human) is not None
        key(shell_app, recaps.KEY)
        assert table.recap is None and not table.recap_shown and "recap" not in table.targets()
    assert could > 0                                     # positions where a player's table would show one


def test_the_panel_fits_the_canvas_and_keeps_the_newest_lines():
    """A long recap keeps each seat's newest lines within the panel's rows, and its text is 20 px or more."""
    from game.core.match import Seat
    seats = [Seat("Ada"), Seat("Rocky", "normal", "#3366cc"), Seat("Luna", "normal", "#33aa55")]
    many = tuple(f"Rocky sells tickets to {n} fans at the gate." for n in range(40))
    recap = recaps.Recap(0, 50, ((1, many), (2, ("Luna draws from the deck.",))), False)
    paras = recaps.paragraphs(recap, 800)
    assert sum(len(rows) for _s, rows in paras) <= recaps.MAX_ROWS
    assert paras[0][1][0].startswith("…") and paras[0][1][-1].endswith("39 fans at the gate.")
    assert paras[1][1] == ["Luna draws from the deck."]
    assert recaps.place(recaps.picture(recap, seats).get_size()).bottom <= LOGICAL_SIZE[1]
    assert min(recaps.SIZE, recaps.NAME, recaps.FOOT, recaps.TITLE) >= 20
    assert recaps.fold(["a.", "a.", "b."]) == ["a. (×2)", "b."]


@pytest.fixture
def recap_drawn(monkeypatch) -> list:
    """Whether each frame drew a recap on show."""
    drawn: list = []
    real = recaps.TableRecap.draw_recap

    def spy(self, surface):
        drawn.append(self.recap_area() is not None)
        real(self, surface)

    monkeypatch.setattr(recaps.TableRecap, "draw_recap", spy)
    return drawn


@pytest.mark.parametrize("game_id", GAMES)
def test_frames_with_the_recap_are_the_layer_with_its_overlays(app, recap_drawn, game_id):
    """At a human's turn after the bots moved, with the recap on show (S) and the mouse moving over
    the table, every frame is the table's layer with its overlays, the recap among them."""
    rng = random.Random(5)
    app.tip_delay = 0.0
    scene = show(app, new_runner(game_id, BOTS, seed=4))
    settle(app, scene)
    if scene.recap_shown:
        key(app, pygame.K_RETURN)
    play_a_turn(app, scene, rng)
    settle(app, scene)
    if not scene.recap_shown:
        key(app, pygame.K_s)
    assert scene.recap_shown
    window = pygame.display.get_surface()
    for frame in range(40):
        targets = list(scene.targets().items())
        pos = rng.choice(targets)[1].center if targets and rng.random() < 0.7 else \
            (rng.randrange(0, 1920), rng.randrange(0, 1080))
        app.dirty = True
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window(pos), rel=(1, 1), buttons=(0, 0, 0))])
        expected = scene._painter.front.copy()
        last, drawing = scene._overdrawn, scene.overdraw
        scene.draw_overlays(expected)
        scene._overdrawn, scene.overdraw = last, drawing
        assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(expected, "RGB"), \
            f"{game_id}: frame {frame} is not the layer with its overlays"
    assert scene.recap_shown and len(recap_drawn) >= 40 and all(recap_drawn[-40:])


# The recap is the kit's panel, the same on every table: two tables keep the suite's time (Camp's
# and Rodeo's runs took half a minute each); every frame of all four is checked with it above.
@pytest.mark.parametrize("game_id", ["cave_rave", "boaromia"])
def test_the_loop_sleeps_on_an_up_to_date_recap(app, monkeypatch, recap_drawn, game_id):
    from tests.ui import test_idle_redraw
    test_idle_redraw.test_the_screen_is_up_to_date_whenever_the_loop_sleeps(app, monkeypatch, game_id, True)
    assert any(recap_drawn)


def test_the_panel_stands_clear_of_what_it_tells_of():
    """The recap is about the marked pieces (the last moves): it stands under the top bar unless
    it would cover marks there, then lower, where it covers the fewest."""
    size = (1012, 300)
    top = recaps.place(size)
    assert top.top == recaps.TOP_H + 70
    mark = pygame.Rect(900, top.top + 40, 140, 140)                 # a tile placed in a camp up there
    moved = recaps.place(size, [mark])
    assert not moved.colliderect(mark) and moved.left == top.left and moved.bottom <= LOGICAL_SIZE[1]
    everywhere = [pygame.Rect(0, y, 1920, 40) for y in range(0, 1080, 80)]
    assert recaps.place(size, everywhere).height == 300           # nowhere clear: still placed, on the canvas


# The placing is the kit's: the two tables whose moves leave the most marks.
@pytest.mark.parametrize("game_id", ["camp", "rodeo"])
def test_at_a_table_the_recap_covers_none_of_the_marks_where_there_is_room(app, game_id):
    from game.ui import last_move
    rng = random.Random(3)
    scene = show(app, new_runner(game_id, BOTS, seed=4))
    settle(app, scene)
    for _ in range(30):
        if scene.recap_shown and scene.recap is not None and not scene.recap.first:
            break
        if scene.recap_shown:
            key(app, pygame.K_RETURN)
        play_a_turn(app, scene, rng)
        settle(app, scene)
    area = scene.recap_area()
    marks = [rect for rect, _move in last_move.on_table(scene)]
    assert area is not None and marks
    assert area == recaps.place(area.size, marks)                 # placed by the marks on show

    def covered(rect):
        return sum(rect.clip(m).width * rect.clip(m).height for m in marks)
    assert covered(area) <= covered(recaps.place(area.size))      # no more of them hidden than at the top
