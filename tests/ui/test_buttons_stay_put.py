"""Buttons stay put (issue 23, point 5): the prompt's buttons keep their places across the
decisions of one kind (an absent one leaves its slot empty), a new one never comes under the
mouse, and a button that came under the last click a moment ago does not take a click there.

The kit's rules on their own, then on the tables where the buttons change between decisions,
through the real App with real clicks: Boaromia (Sprint appears beside End turn, not in its
place), Rock'n Rodeo (Pass stays while an event card's buttons come),
Camp Roskilde (Take a chance stays where Clear the grounds comes), and the guard on Rock'n Rodeo
(Done clicked, then the next decision's Pass where Done was). Höhlengrölen's Confirm, Discard and
Sort stand at fixed places of its layout: nothing to keep there."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui import button_slots
from game.ui.button_slots import ButtonSlots, Keep
from game.ui.hotspots import Look
from game.ui.table_look import AID_IDS, button_rows
from tests.table_helpers import click, motion, new_runner, show

PANEL = pygame.Rect(100, 100, 608, 200)


def looks(*labels: str) -> list[Look]:
    return [Look(label, "normal", 20) for label in labels]


def place(slots: ButtonSlots, kind: str, buttons: dict[str, str], mouse=None, **style) -> dict[str, pygame.Rect]:
    keep = Keep(slots, (kind, ""), tuple(buttons), mouse)
    return dict(zip(buttons, button_rows(looks(*buttons.values()), PANEL, keep=keep, **style), strict=True))


def apart(rects) -> bool:
    rects = list(rects)
    return not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


# -- the kit's rules -----------------------------------------------------------------------------------

def test_a_kind_seen_first_stands_as_button_rows_puts_it():
    pygame.font.init()
    labels = {"beer": "Beer · 2 coins", "fries": "Eat fries · 1 coin", "end": "End turn"}
    assert list(place(ButtonSlots(), "turn", labels).values()) == button_rows(looks(*labels.values()), PANEL)
    small = {"height": 36, "gap": 6, "inset": 12, "pad": 20, "foot": 10}
    many = {f"b{i}": f"A long label number {i}" for i in range(4)}
    assert list(place(ButtonSlots(), "turn", many, smaller=small).values()) == \
        button_rows(looks(*many.values()), PANEL, smaller=small) == \
        button_rows(looks(*many.values()), PANEL, **small)


def test_a_button_keeps_its_place_and_a_new_one_takes_none_kept():
    pygame.font.init()
    slots = ButtonSlots()
    first = place(slots, "turn", {"beer": "Beer · 2 coins", "end": "End turn"})
    second = place(slots, "turn", {"beer": "Beer · 2 coins", "sprint": "Sprint (−2 energy)", "end": "End turn"})
    assert second["end"] == first["end"] and second["beer"] == first["beer"]
    assert apart(second.values()) and all(PANEL.contains(r) for r in second.values())
    third = place(slots, "turn", {"sprint": "Sprint (−2 energy)", "end": "End turn"})
    assert third == {"sprint": second["sprint"], "end": first["end"]}       # Beer's slot stays empty
    other = place(slots, "drink", {"water": "Water · free"})                 # another kind: its own slots
    assert other["water"].topleft == first["beer"].topleft


def test_a_new_button_never_comes_under_the_mouse():
    pygame.font.init()
    slots = ButtonSlots()
    first = place(slots, "turn", {"end": "End turn"})
    mouse = (first["end"].right + 40, first["end"].centery)                 # just right of End turn
    fresh = button_rows(looks("End turn", "Sprint"), PANEL)
    assert fresh[1].collidepoint(mouse)                                     # where Sprint would go
    second = place(slots, "turn", {"end": "End turn", "sprint": "Sprint"}, mouse=mouse)
    assert second["end"] == first["end"] and not second["sprint"].inflate(8, 8).collidepoint(mouse)
    assert apart(second.values()) and PANEL.contains(second["sprint"])
    seen_first = place(ButtonSlots(), "goals", {"go": "Go on"}, mouse=fresh[0].center)
    assert not seen_first["go"].collidepoint(fresh[0].center)               # a kind seen first too


def test_a_full_panel_gives_up_the_slot_absent_longest_and_a_grown_label_widens_in_place():
    pygame.font.init()
    slots = ButtonSlots()
    names = [f"A button called {i}" for i in range(12)]
    kept = {}
    for i in range(0, 12, 2):                 # two at a time: the slots fill up, the oldest go
        now = place(slots, "event", {names[i]: names[i], names[i + 1]: names[i + 1]})
        assert apart(now.values()) and all(PANEL.contains(r) for r in now.values())
        kept.update(now)
    again = place(slots, "event", {names[10]: names[10], names[11]: "A button called 11, now longer"})
    assert again[names[10]] == kept[names[10]]
    assert again[names[11]].x in (kept[names[11]].x, kept[names[11]].right - again[names[11]].width)
    assert again[names[11]].width > kept[names[11]].width


# -- the tables, through the real App ------------------------------------------------------------------

def buttons(scene) -> dict[str, pygame.Rect]:
    """The buttons on show (hotspots with a look), less the kit's own and the top bar's."""
    return {s.id: s.area.copy() for s in scene.spots() if s.look is not None
            and s.id not in (*AID_IDS, "menu", "rules", "log")}


def press_at(app, pos) -> None:
    app.step([motion(pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def _boaromia_before_a_sprint(seeds=range(1, 80)):
    """A hot-seat Boaromia game at a turn with two steps left, End turn offered and no sprint yet,
    where one step brings Sprint (fewer than two steps left): the runner and that step."""
    for seed in seeds:
        runner = new_runner("boaromia", [("Ann", "human"), ("Ben", "human")], seed)
        rng = random.Random(seed)
        while not runner.state.is_terminal():
            st = runner.state
            legal = st.legal_actions()
            if st.turn_seat() is not None and st.decision() == "turn" and ("end_turn",) in legal \
                    and ("sprint",) not in legal and st.round >= 2:
                for step in (a for a in legal if a[0] == "step"):
                    after = st.clone()
                    after.apply_action(step)
                    then = after.legal_actions()
                    if after.decision() == "turn" and after.active == st.active and ("sprint",) in then \
                            and ("end_turn",) in then:
                        return runner, step
            runner.play(rng.choice(legal))
    pytest.skip("no game reached a turn before a sprint")


def test_boaromia_a_click_meant_for_end_turn_never_buys_a_sprint(app):
    """Sprint (−2 energy) comes beside End turn, not in its place: the player's click where End
    turn was ends the turn."""
    runner, step = _boaromia_before_a_sprint()
    scene = show(app, runner)
    before = buttons(scene)
    assert "btn:end_turn" in before and "btn:sprint" not in before
    end_at = before["btn:end_turn"].center
    seat = scene.state.active
    scene.play(step)                                 # one step: fewer than two left, Sprint is offered
    app.step([])
    after = buttons(scene)
    assert "btn:sprint" in after and scene.state.active == seat
    assert after["btn:end_turn"] == before["btn:end_turn"]
    assert not after["btn:sprint"].collidepoint(end_at)
    assert {i: r for i, r in after.items() if i in before} == before      # nothing kept moved
    played = len(runner.match.actions)
    press_at(app, end_at)
    assert runner.match.actions[played] == ("end_turn",), scene.message


def catch_up(runner, actions, count: int) -> None:
    """Play ``actions`` (a match's, chance's included) on ``runner`` until it has made ``count``
    (the runner draws chance's own moves by itself, as the recorded match did)."""
    while len(runner.match.actions) < count:
        runner.play(actions[len(runner.match.actions)])
    assert runner.match.actions[:count] == list(actions[:count])


def _played_until(runner, rng, pred, limit=600) -> bool:
    """Random moves until ``pred(state, legal)``; False where the game ends or runs long first."""
    while not runner.state.is_terminal() and len(runner.match.actions) < limit:
        legal = runner.state.legal_actions()
        if pred(runner.state, legal):
            return True
        runner.play(rng.choice(legal))
    return False


def _rodeo_event(st, legal) -> bool:
    """Ann (seat 0) decides on her event cards: she may pass or play one."""
    return st.current_player() == 0 and st.pending().kind == "event" and ("pass",) in legal \
        and any(a[0] == "event" for a in legal)


def test_rodeo_pass_stays_while_an_event_cards_buttons_come(app):
    """Pass alone, then an event card picked: its buttons (Play it, a target, Swap it) come
    beside Pass, not in its place; a click where Pass was passes."""
    for seed in range(1, 30):
        runner = new_runner("rodeo", [("Ann", "human"), ("Bob", "easy")], seed)
        if _played_until(runner, random.Random(seed), _rodeo_event):
            break
    scene = show(app, runner)
    before = buttons(scene)
    assert set(before) == {"pass"}
    card = next(a[1] for a in runner.state.legal_actions() if a[0] == "event")
    click(app, f"event:{card}")
    after = buttons(scene)
    assert len(after) > 1 and after["pass"] == before["pass"]
    assert apart(after.values()) and not any(r.collidepoint(before["pass"].center)
                                             for i, r in after.items() if i != "pass")
    played = len(runner.match.actions)
    press_at(app, before["pass"].center)
    assert runner.match.actions[played] == ("pass",), scene.message


def _camp_chance(st, legal) -> bool:
    kinds = {a[0] for a in legal}
    return st.pending().kind == "main" and "gamble" in kinds and "discard_grounds" not in kinds


def test_camp_take_a_chance_stays_where_clear_the_grounds_comes(app):
    """Take a chance (a variant's) in one turn; in a later one nothing fits and Clear the grounds
    comes too: Take a chance stays where it was (it used to be stretched to the panel's edge, then
    pushed a row up) and Clear the grounds does not come there; a click where it was takes the
    chance."""
    def stuck(st, legal):
        kinds = {a[0] for a in legal}
        return st.pending().kind == "main" and {"gamble", "discard_grounds"} <= kinds
    for seed in range(1, 40):
        runner = new_runner("camp", [("Ann", "human"), ("Ben", "human")], seed, {"take_a_chance": True})
        rng = random.Random(seed)
        if _played_until(runner, rng, _camp_chance):
            first = len(runner.match.actions)
            runner.play(rng.choice(runner.state.legal_actions()))
            if _played_until(runner, rng, stuck):
                break
    else:
        pytest.skip("no game came to a turn where nothing fits")
    moves, trial = list(runner.match.actions), new_runner("camp", [("Ann", "human"), ("Ben", "human")], seed,
                                                          {"take_a_chance": True})
    catch_up(trial, moves, first)
    scene = show(app, trial)                     # the turn with Take a chance alone
    before = buttons(scene)
    assert "gamble" in before and "clear_grounds" not in before
    catch_up(trial, moves, len(moves))           # on to the turn where nothing fits
    scene.sync()
    app.step([])
    after = buttons(scene)
    assert {"gamble", "clear_grounds"} <= set(after) and after["gamble"] == before["gamble"]
    assert apart(after.values()) and not after["clear_grounds"].collidepoint(before["gamble"].center)
    played = len(trial.match.actions)
    press_at(app, before["gamble"].center)
    assert trial.match.actions[played] == ("gamble",), scene.message


def _rodeo_done_then_event(seeds=range(1, 40)):
    """Rock'n Rodeo with Ann (seat 0) and a bot, played at random: Ann's first event decision,
    then a Done (expand or WIXI) after which her next decision is an event one again. The seed,
    the match's moves, and how many were made at the first, at the Done and at the second."""
    for seed in seeds:
        runner = new_runner("rodeo", [("Ann", "human"), ("Bob", "easy")], seed)
        rng = random.Random(seed)
        marks, last = [], None
        while not runner.state.is_terminal() and len(runner.match.actions) < 400:
            st, n = runner.state, len(runner.match.actions)
            legal = st.legal_actions()
            if st.current_player() == 0:
                kind = st.pending().kind
                if last == "done" and kind == "event":
                    return seed, list(runner.match.actions), marks[0], marks[-1], n
                if kind == "event" and ("pass",) in legal and not marks:
                    marks.append(n)
                if kind in ("expand", "wixi") and ("done",) in legal and marks:
                    marks.append(n)
                    last = "done"
                    runner.play(("done",))
                    continue
                last = kind
            runner.play(rng.choice(legal))
    pytest.skip("no game had a Done before an event decision")


@pytest.mark.parametrize("then", ["wait", "move"])
def test_the_guard_a_button_that_came_under_the_last_click_waits_a_moment(app, monkeypatch, then):
    """Ann clicks Done; her next decision's Pass (kept from an earlier event decision) lies where
    she clicked: a second click there at once does nothing; a moment later, or once the mouse
    has moved away, it passes."""
    now = [100.0]
    monkeypatch.setattr(button_slots, "clock", lambda: now[0])
    monkeypatch.setattr(button_slots, "GUARD_S", 0.6)
    seed, moves, event, done_at, again = _rodeo_done_then_event()
    runner = new_runner("rodeo", [("Ann", "human"), ("Bob", "easy")], seed)
    catch_up(runner, moves, event)
    scene = show(app, runner)                    # Pass laid out in the event decision's slots
    assert "pass" in buttons(scene)
    catch_up(runner, moves, done_at)
    scene.sync()
    app.step([])
    done = buttons(scene)["done"]
    click(app, "done")
    assert runner.match.actions[done_at] == ("done",)
    catch_up(runner, moves, again)               # (the bot's moves as they were)
    scene.sync()
    app.step([])
    there = buttons(scene)
    assert there["pass"].collidepoint(done.center)     # (Pass's slot, as Done's: the first of a row)
    played = len(runner.match.actions)
    press_at(app, done.center)
    assert len(runner.match.actions) == played, "a button that came under the click took it at once"
    if then == "wait":
        now[0] += 1.0
        press_at(app, done.center)
    else:
        press_at(app, (done.centerx - 30, done.centery) if there["pass"].collidepoint(done.centerx - 30, done.centery)
                 else (done.centerx + 30, done.centery))
    assert runner.match.actions[played] == ("pass",), scene.message
