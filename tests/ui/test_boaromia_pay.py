"""Paying into a goal on the Boaromia table (issue 23): the goal's Pay button, then one click on the
amount (or its number key) puts the whole amount on the card in one action; Back (a click or the
keyboard), a right-click or Pay again keep the coins; the Hint marks the button and then the amount."""

from __future__ import annotations

import random

import pygame
import pytest

from tests.table_helpers import click, new_runner, show


def _paying_turn(app):
    """A hot-seat table where the festival-goer to move may pay 3 coins or more into a goal."""
    for seed in range(1, 60):
        runner = new_runner("boaromia", [("Ada", "human"), ("Bruno", "human"), ("Rocky", "human")], seed)
        rng = random.Random(seed)
        while not runner.state.is_terminal():
            st = runner.state
            if st.phase == "turn" and sum(a[0] == "pay_goal" for a in st.legal_actions()) >= 3:
                scene = show(app, runner)
                scene.dismiss_recap()
                app.step([])
                stack = next(a[1] for a in st.legal_actions() if a[0] == "pay_goal")
                return scene, stack
            runner.play(rng.choice(st.legal_actions()))
    pytest.skip("no game reached a goal to pay into")


def _key(app, key):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""),
              pygame.event.Event(pygame.KEYUP, key=key, mod=0)])


def test_one_click_on_the_amount_pays_it_all(app):
    scene, stack = _paying_turn(app)
    st = scene.state
    seat, coins, paid = st.active, st.coins[st.active], st.goals_paid[stack]
    before = len(scene.runner.match.actions)
    assert f"btn:pay_goal:{stack}:1" not in scene.targets()           # no amounts before the goal is picked
    click(app, f"pay:{stack}")
    assert len(scene.runner.match.actions) == before                  # picking the goal plays nothing
    amounts = sorted(a[2] for a in scene.state.legal_actions() if a[0] == "pay_goal" and a[1] == stack)
    assert [t for t in scene.targets() if t.startswith(f"btn:pay_goal:{stack}:")] == [
        f"btn:pay_goal:{stack}:{n}" for n in amounts]
    assert "btn:end_turn" not in scene.targets() and "btn:back" in scene.targets()
    assert "how many coins" in scene.prompt()["title"]
    click(app, f"btn:pay_goal:{stack}:3")
    assert scene.runner.match.actions[before:] == [("pay_goal", stack, 3)]
    assert scene.state.coins[seat] == coins - 3 and scene.state.goals_paid[stack] == paid + 3
    assert "btn:end_turn" in scene.targets() and "btn:back" not in scene.targets()   # back to the turn


def test_a_number_key_pays_and_back_a_right_click_or_pay_again_keep_the_coins(app):
    scene, stack = _paying_turn(app)
    before = len(scene.runner.match.actions)
    for undo in ("btn:back", "tab to back", "right-click", f"pay:{stack}"):
        click(app, f"pay:{stack}")
        assert "btn:back" in scene.targets()
        if undo == "tab to back":
            for _ in range(200):
                if scene.focus == "btn:back":
                    break
                _key(app, pygame.K_TAB)
            _key(app, pygame.K_RETURN)
        elif undo == "right-click":
            pos = scene.targets()["btn:back"].center
            app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=3)])
        else:
            click(app, undo)
        assert "btn:back" not in scene.targets() and "btn:end_turn" in scene.targets(), undo
        assert len(scene.runner.match.actions) == before
    click(app, f"pay:{stack}")
    _key(app, pygame.K_2)
    assert scene.runner.match.actions[before:] == [("pay_goal", stack, 2)]


def test_the_hint_marks_the_goal_then_the_amount(app, monkeypatch):
    scene, stack = _paying_turn(app)
    from game.ui import hint
    action = ("pay_goal", stack, 2)
    monkeypatch.setattr(scene, "current_hint", lambda: hint.Hint(action=action, line="", seat=scene.human_to_act(),
                                                                  at=len(scene.runner.match.actions)))
    assert [s.id for s in scene.hinted()] == [f"pay:{stack}"]
    click(app, f"pay:{stack}")
    assert [s.id for s in scene.hinted()] == [f"pay:{stack}", f"btn:pay_goal:{stack}:2"]
