"""The composer for multi-part actions, on real Camp Roskilde turns: every path of picks it offers
ends in exactly one legal action, every legal action is reachable, and one-click actions are
buttons."""

from __future__ import annotations

import random

from game.core import registry
from game.core.composer import Composer
from game.games.camp.selection import source_of, target_of


def parts(action):
    source = source_of(action)
    if source is None:
        return None
    target = target_of(action)
    return (source,) if target is None else (source, target[:2], target[2])


def leaves(composer, picked=()):
    following = composer.next(picked)
    if not following:
        return [picked]
    return [leaf for part in following for leaf in leaves(composer, picked + (part,))]


def test_every_offered_path_ends_in_one_legal_action_and_every_action_is_reachable():
    spec = registry.get("camp")
    checked = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = spec.new_state(3, {"take_a_chance": True, "matchmaking": "unlocked"})
        steps = 0
        while not state.is_terminal() and steps < 60:
            if not state.is_chance():
                legal = state.legal_actions()
                composer = Composer(legal, parts)
                reached = [composer.complete(leaf) for leaf in leaves(composer)] if composer.parts else []
                assert None not in reached
                assert sorted(map(repr, reached)) == sorted(repr(a) for a in legal if parts(a) is not None)
                for kind, actions in composer.buttons.items():
                    assert all(a[0] == kind and a in legal for a in actions)
                for source in composer.next():
                    after = composer.after((source,))
                    assert after and all(parts(a)[0] == source for a in after)
                    if len(after) == 1:
                        assert composer.only((source,)) == after[0]
                checked += 1
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
    assert checked > 50
