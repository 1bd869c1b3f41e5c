"""Hard: single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012).

Each iteration guesses the hidden part of the view (``determinize``), walks
the one shared tree with UCB over the actions available in that guess,
expands one node, plays a short playout with the game's fast policy and
scores the end with the game's evaluation (both from its
:class:`~game.core.registry.BotSpec`). Chance is sampled, not stored in
the tree. After the time budget the most visited root action is played.
"""

from __future__ import annotations

import math
import random
import time

from game.core.state import Action, State

DEFAULT_BUDGET = 0.8          # seconds per decision (the limit is 1 s)
PLAYOUT_DECISIONS = 24        # seat decisions in a playout before evaluating (a game may set its own)
ROOT_WIDTH = 16               # with more legal actions, search only the best by one-step evaluation
EXPLORATION = 0.7
SCALE = 8.0                   # evaluation points that make a clear lead


class Node:
    __slots__ = ("children", "visits", "value", "avail", "player")

    def __init__(self, player: int):
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.value = 0.0      # summed reward of the player who chose the move into this node
        self.avail = 0
        self.player = player  # who chose the move leading here


def _rewards(spec, state: State) -> list[float]:
    if state.is_terminal():
        return state.returns()
    evaluate = spec.bots.evaluate
    return [1.0 / (1.0 + math.exp(-evaluate(state, s) / SCALE)) for s in range(state.num_players)]


def _chance(state: State, rng: random.Random) -> None:
    while state.is_chance():
        outcomes = state.chance_outcomes()
        state.apply_action(rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0])


def _playout(spec, state: State, rng: random.Random) -> list[float]:
    policy = spec.bots.rollout_action
    limit = spec.bots.playout_decisions
    if limit is None:
        limit = PLAYOUT_DECISIONS
    decisions = 0
    while not state.is_terminal() and decisions < limit:
        _chance(state, rng)
        if state.is_terminal():
            break
        action = policy(state, rng) if policy else rng.choice(state.legal_actions())
        state.apply_action(action)
        decisions += 1
    _chance(state, rng)
    return _rewards(spec, state)


def _best_by_one_step(spec, view: State, legal: list, rng: random.Random) -> list:
    """The ROOT_WIDTH actions that look best one step ahead (in one guessed world)."""
    world = view.determinize(rng)
    me = view.current_player()
    scored = []
    for action in legal:
        s = world.clone()
        s.apply_action(action)
        _chance(s, rng)
        scored.append((spec.bots.evaluate(s, me), rng.random(), action))
    scored.sort(reverse=True)
    return [a for _, _, a in scored[:ROOT_WIDTH]]


def search(spec, view: State, rng: random.Random, budget: float | None = None,
           iterations: int | None = None) -> tuple[Action, Node]:
    """Run ISMCTS from ``view``; returns the chosen action and the root."""
    legal = view.legal_actions()
    root = Node(-1)
    if len(legal) == 1:
        return legal[0], root
    if len(legal) > ROOT_WIDTH:
        legal = _best_by_one_step(spec, view, legal, rng)
    deadline = time.perf_counter() + (DEFAULT_BUDGET if budget is None else budget)
    done = 0
    floor = len(legal)        # every root action is tried at least once, whatever the budget
    while True:
        if iterations is not None:
            if done >= max(iterations, floor):
                break
        elif done >= floor and time.perf_counter() >= deadline:
            break
        done += 1
        state = view.determinize(rng)
        node, path = root, [root]
        expanded = False
        while not state.is_terminal():
            _chance(state, rng)
            if state.is_terminal():
                break
            player = state.current_player()
            actions = legal if node is root else state.legal_actions()
            untried = [a for a in actions if a not in node.children]
            for a in actions:
                child = node.children.get(a)
                if child is not None:
                    child.avail += 1
            if untried:
                action = rng.choice(untried)
                child = node.children[action] = Node(player)
                child.avail = 1
                state.apply_action(action)
                node = child
                path.append(node)
                expanded = True
                break
            best, best_ucb = None, -1.0
            for a in actions:
                c = node.children[a]
                ucb = c.value / c.visits + EXPLORATION * math.sqrt(math.log(max(1, c.avail)) / c.visits)
                if ucb > best_ucb:
                    best, best_ucb = a, ucb
            state.apply_action(best)
            node = node.children[best]
            path.append(node)
        rewards = _playout(spec, state, rng) if expanded else _rewards(spec, state)
        for n in path:
            n.visits += 1
            if n.player >= 0:
                n.value += rewards[n.player]
    choices = [a for a in legal if a in root.children]
    action = max(choices, key=lambda a: (root.children[a].visits, root.children[a].value))
    return action, root


def choose(spec, view: State, rng: random.Random, budget: float | None = None) -> Action:
    own = spec.bots.hard                           # a game may bring its own (a co-operative planner)
    if own is not None:
        return own(view, rng, budget)
    return search(spec, view, rng, budget)[0]
