"""Seeded games of every game and the "other worlds" a seat cannot tell from the real one, for the
network tests: what the host sends a seat must be the same byte for byte in every such world.

A world for seat ``s`` agrees with everything ``s`` may know and differs in what it may not:

- ``state.view(s).determinize(rng)``: the game's own guess (game-agnostic);
- :func:`reshuffled`: the real state with every card ``s`` has not seen dealt anew among the
  places it cannot see into (the others' hidden cards, the face-down decks), written here without
  the game's view, so that a view that forgets to hide something is caught too.

A spectator (seat None) knows less than any seat: every seat's worlds are also its worlds.
"""

from __future__ import annotations

import json
import random
from types import SimpleNamespace

from game.core.match import Runner, Seat
from game.core.state import IllegalAction
from game.net.seat_view import seat_update

#: a seed that shows if it is ever sent (it is in no content and no view)
SEED = 918273645
#: the games and their player counts
GAMES = {"cave_rave": (2, 3, 4), "camp": (3,), "boaromia": (3,), "rodeo": (2, 3, 4)}
#: every game's variants switched on (what they add is checked too)
VARIANTS = {
    "cave_rave": {"starter": "random", "length": "short"},
    "camp": {"take_a_chance": True, "my_camp_my_rules": True, "matchmaking": "locked_too", "ups_and_downs": True,
             "volunteer": True},
    "boaromia": {"variant": "easy_breezy"},
    "rodeo": {"rules": "beginner", "ggam": True, "open_hands": True},
}
#: the games whose seats hold secrets
SECRET_GAMES = ("cave_rave", "rodeo")


def random_game(game_id: str, players: int, seed: int = SEED, play_seed: int = 1,
                options: dict | None = None) -> Runner:
    """A whole game through the Runner, every seat decision picked at random (seeded)."""
    runner = Runner.new(game_id, [Seat(f"P{i + 1}", "easy") for i in range(players)], seed, options)
    runner.start()
    rng = random.Random(play_seed)
    while not runner.state.is_terminal():
        runner.play(rng.choice(runner.state.legal_actions()))
    return runner


def replay(runner: Runner):
    """Each recorded action of ``runner`` with the state before it, the events and the state after:
    ``(index, before, action, events, after)`` (the match replayed as the Runner plays it)."""
    spec, match = runner.spec, runner.match
    state = spec.new_state(len(match.seats), match.options)
    state.set_seat_kinds([s.kind for s in match.seats])
    for i, action in enumerate(match.actions):
        before = state.clone()
        events = state.apply_action(action)
        yield i, before, action, events, state.clone()


def host(spec, state) -> SimpleNamespace:
    """A host holding ``state`` (what :func:`seat_update` reads of a Runner)."""
    return SimpleNamespace(spec=spec, state=state)


def sent(update, spec, state, events, seat) -> str:
    """The bytes a host would send ``seat``."""
    return json.dumps(update(host(spec, state), events, seat), sort_keys=True)


def view_json(state, seat) -> str:
    return json.dumps(state.view(seat).to_json(), sort_keys=True)


# -- worlds ------------------------------------------------------------------------------------

def _cave_rave(state, seat, rng):
    world = state.clone()
    pool = list(world.pile)
    for s in range(world.num_players):
        if s != seat:
            pool += [c for c in world.hands[s] if c not in world.known[s]]
    rng.shuffle(pool)
    for s in range(world.num_players):
        if s != seat:
            world.hands[s] = [c if c in world.known[s] else pool.pop() for c in world.hands[s]]
    world.pile = sorted(pool)
    return world


def _rodeo(state, seat, rng):
    from game.games.rodeo.model import GENRES
    world = state.clone()
    genre = state.content.fan_genre
    for g, name in enumerate(GENRES):
        pool = list(world.fan_deck[g])
        for s, f in enumerate(world.fests):
            if s != seat:
                pool += [c for c in f.hand if genre[c] == name]
        rng.shuffle(pool)
        for s, f in enumerate(world.fests):
            if s != seat:
                f.hand = [pool.pop() if genre[c] == name else c for c in f.hand]
        world.fan_deck[g] = sorted(pool)
    pool = list(world.event_deck)
    for s, f in enumerate(world.fests):
        if s != seat:
            pool += f.events
    rng.shuffle(pool)
    for s, f in enumerate(world.fests):
        if s != seat:
            f.events = [pool.pop() for _ in f.events]
    world.event_deck = sorted(pool)
    return world


RESHUFFLE = {"cave_rave": _cave_rave, "rodeo": _rodeo}


def reshuffled(state, seat, rng):
    """``state`` with the cards ``seat`` (None: nobody) has not seen dealt anew; the state itself
    for a game without secrets."""
    fn = RESHUFFLE.get(state.game_id)
    return fn(state, seat, rng) if fn else state.clone()


def worlds(state, seat, rng) -> list:
    """Worlds ``seat`` (None: a spectator) cannot tell from ``state``."""
    if seat is None:
        return [state.view(s).determinize(rng) for s in range(state.num_players)] + [reshuffled(state, None, rng)]
    return [state.view(seat).determinize(rng), reshuffled(state, seat, rng)]


# -- the check ----------------------------------------------------------------------------------

def leaks(runner: Runner, update=seat_update, every: int = 1, outcomes: int = 4, rng_seed: int = 7):
    """Where what ``update`` sends a seat differs between the real game and a world the seat
    cannot tell from it. Two checks at every ``every``-th action, for every seat and a spectator:

    1. before the action: the message with no events (view, whose turn, legal actions);
    2. the change itself: in the world, the same action (a seat's) or up to ``outcomes`` chance
       outcomes that leave the seat's view as the real one does (another card drawn that the
       seat does not see); the message with the world's events must be the real message.

    Returns ``(found, secrets)``: the differences (a few), and how many compared changes had
    events that really differed (another card drawn) while the seat's view did not."""
    spec = runner.spec
    rng = random.Random(rng_seed)
    found: list[str] = []
    secrets = 0
    for i, before, action, events, after in replay(runner):
        if i % every:
            continue
        seats = list(range(before.num_players)) + [None]
        for seat in seats:
            now = sent(update, spec, before, [], seat)
            then = sent(update, spec, after, events, seat)
            after_view = view_json(after, seat)
            for w, world in enumerate(worlds(before, seat, rng)):
                if sent(update, spec, world, [], seat) != now:
                    found.append(f"action {i} ({action!r}), seat {seat}, world {w}: the message before it differs")
                if before.is_chance():
                    options = [a for a, _ in world.chance_outcomes()]
                    rng.shuffle(options)
                    options = options[:outcomes] + ([action] if action in options[outcomes:] else [])
                else:
                    options = [action]
                for b in options:
                    twin = world.clone()
                    try:
                        twin_events = twin.apply_action(b)
                    except IllegalAction:
                        continue                  # (another seat's card that this world puts elsewhere)
                    if view_json(twin, seat) != after_view:
                        continue                  # the seat tells this outcome apart: not a secret
                    if [e.to_json() for e in twin_events] != [e.to_json() for e in events]:
                        secrets += 1
                    if sent(update, spec, twin, twin_events, seat) != then:
                        found.append(f"action {i} ({action!r}), seat {seat}, world {w}, outcome {b!r}: "
                                     f"the message after it differs")
            if len(found) > 5:
                return found, secrets
    return found, secrets
