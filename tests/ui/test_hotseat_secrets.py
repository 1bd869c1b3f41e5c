"""Hot-seat play shows no secret to the wrong player (issue 21, point 1). Two humans and a bot at
one screen, on all four tables: every frame goes through the real ``App.step``, the humans play
legal moves and pass the privacy cover as players would (its button, clicked), and what the card
art draws is recorded (the card faces, into the static layer and over it). In no picture on
screen is there the face of a card hidden from the human who has the mouse next: a human's hand
lies face down from the moment their decision ends until they decide again.

Höhlengrölen and Rock'n Rodeo hold hands; Camp Roskilde and Boaromia have no secret (their view
of every seat is everything): there the check finds nothing to hide, and no cover ever comes."""

from __future__ import annotations

import random
import time

import pygame
import pytest

import game.games  # noqa: F401 - the games registered
from tests.fake_clock import FRAME, FakeClock
from tests.table_helpers import new_runner

# a bot between the two humans one way round, none the other (Ann -> Cy -> Bob -> Ann)
SEATS = [("Ann", "human"), ("Cy", "easy"), ("Bob", "human")]
HUMANS = (0, 2)


# -- what is secret from whom, and what the art draws ------------------------------------------

def hidden_from(game: str, state, seat: int) -> set:
    """The faces ``seat`` may not see now: cards in the others' hands it does not know, and the piles."""
    if game == "cave_rave":
        view = state.view(seat)
        out = {("card", c) for c in state.pile}
        for s in range(state.num_players):
            if s != seat:
                out |= {("card", c) for c in set(state.hands[s]) - set(view.hands[s])}
        return out
    if game == "rodeo":
        out = {("fan", c) for deck in state.fan_deck for c in deck} | {("event", c) for c in state.event_deck}
        for s, f in enumerate(state.fests):
            if s != seat:
                out |= {("fan", c) for c in f.hand} | {("event", c) for c in f.events}
        return out
    assert state.view(seat).to_json() == state.to_json(), f"{game} has a secret the test does not know"
    return set()


class Faces:
    """The card faces the table's art draws: into the layer (on show until the next layer) and over
    it in a frame; faces made outside a drawing (a flight's picture) count while anything moves."""

    def __init__(self):
        self.painting = False
        self.drawing = False
        self.layer: set = set()
        self.painted: set = set()
        self.over: set = set()
        self.flying: set = set()

    def saw(self, key) -> None:
        if self.painting:
            self.painted.add(key)
        elif self.drawing:
            self.over.add(key)
        else:
            self.flying.add(key)


def record_faces(game: str, table, monkeypatch) -> Faces:
    faces = Faces()
    if game == "cave_rave":
        art = table.art
        for name in ("face", "hand_card"):
            real = getattr(art, name)

            def spy(card, *args, real=real, **kw):
                faces.saw(("card", card))
                return real(card, *args, **kw)

            monkeypatch.setattr(art, name, spy)
    elif game == "rodeo":
        from game.games.rodeo import hand
        for name, kind in (("fan_card", "fan"), ("event_card", "event")):
            real = getattr(hand, name)

            def spy(scene, s, r, card, *args, real=real, kind=kind, **kw):
                faces.saw((kind, card))
                return real(scene, s, r, card, *args, **kw)

            monkeypatch.setattr(hand, name, spy)
    paint, draw = table.paint, table.draw

    def painting(layer):
        faces.painting, faces.painted = True, set()
        try:
            parts = paint(layer)
            if parts is not None:
                yield from parts
        finally:
            faces.painting = False
        faces.layer = faces.painted            # (drawn at once here: the layer now on show)

    def drawing(surface):
        faces.drawing, faces.over = True, set()
        try:
            draw(surface)
        finally:
            faces.drawing = False
        faces.drew = True

    monkeypatch.setattr(table, "paint", painting)
    monkeypatch.setattr(table, "draw", drawing)
    return faces


# -- the players ---------------------------------------------------------------------------------

def press(app, name: str) -> None:
    """A real click on the top scene's target ``name``."""
    pos = app.top.targets()[name].center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def player_input(app, table, rng) -> str | None:
    """What the players at the screen do when the app waits for them (None: nothing waits)."""
    top = app.top
    if top.name == "privacy":
        press(app, next(iter(top.targets())))
        return "cover"
    if top is not table and "continue" in top.targets():
        press(app, "continue")
        return "report"
    if top is table and "continue" in table.targets():
        press(app, "continue")
        return "report"
    if top is table and "see_results" in table.targets():     # the final table waits for its button
        press(app, "see_results")
        return "report"
    if top is table and table.human_to_act() is not None and not table.holding():
        app.dirty = True                      # as a click's event does, in the frame of the click
        assert table.play(rng.choice(table.state.legal_actions()))
        app.step([])
        return "move"
    return None


@pytest.mark.parametrize("game", ["cave_rave", "camp", "boaromia", "rodeo"])
def test_no_face_hidden_from_the_next_human_is_drawn(app, monkeypatch, game):
    clock = FakeClock()
    monkeypatch.setattr(time, "monotonic", clock)
    app._last_step = clock.now
    app.anim_speed_override = 2.0
    rng = random.Random(11)
    runner = new_runner(game, SEATS, seed=5)
    table = runner.spec.scene_class()(app, runner)
    faces = record_faces(game, table, monkeypatch)
    app.push(table)
    frames = []                 # per frame: (the faces on screen, the seat at the mouse, what is hidden from whom)
    on_screen: set = set()
    met = {"cover": 0, "report": 0, "move": 0, "bot_frames": 0}
    presented: list = []
    real_present = app.present
    monkeypatch.setattr(app, "present", lambda: (presented.append(1), real_present()))
    for _frame in range(4000):
        if app.top.name == "results" or met["move"] >= 30:
            break
        faces.drew = False
        presented.clear()
        if app.animating() or app.dirty:
            clock.now += FRAME
            app.step(pygame.event.get())
        elif table._bot_token is not None and table._bot_done is not None:
            table._bot_done.wait(30)           # the bot's thread posts WAKE
            clock.now += 0.05
            app.step(pygame.event.get())
        elif (timeout := app.wake_in()) is not None:
            clock.now += timeout + 0.001
            app.dirty = app.dirty or app._timer_due()
            app.step([])
        else:
            did = player_input(app, table, rng)
            assert did is not None, "the game waits for nobody"
            met[did] += 1
            clock.now += 0.3
        if presented:                              # the picture now on screen
            on_screen = (faces.layer | faces.over | (faces.flying if table.anims.busy() else set())) \
                if faces.drew else set()
            if not table.anims.busy():
                faces.flying = set()
        at_mouse = table.human_to_act()
        met["bot_frames"] += table.is_bot(table.seat_to_act())
        what = (f"frame {_frame}, {len(runner.match.actions)} actions, {table.seat_to_act()} to act, "
                f"top {app.top.name}, viewer {table.viewer})")
        frames.append((set(on_screen), at_mouse, {h: hidden_from(game, table.state, h) for h in HUMANS}, what))
    # the seat about to take the mouse in each frame: the next human who has it
    nxt = None
    for shown, at_mouse, hidden, what in reversed(frames):
        nxt = at_mouse if at_mouse is not None else nxt
        if nxt is not None:
            leaked = shown & hidden[nxt]
            assert not leaked, (f"{game}: {SEATS[nxt][0]} takes the mouse next, and the screen shows "
                                f"{sorted(leaked)} hidden from them ({what}")
    assert met["move"] >= 10 and met["bot_frames"] > 0, met
    secret = game in ("cave_rave", "rodeo")
    assert (met["cover"] > 0) == secret, met
    if secret:                                      # the check met faces (the hands were drawn)
        assert any(shown for shown, *_ in frames), "no card face was recorded"
