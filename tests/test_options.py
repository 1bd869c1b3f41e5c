"""Typed options: every game's state keeps its options as an ``Options`` mapping in which an id
that no game declares (a typo) is an error, not a silent False, also after a clone or a save."""

from __future__ import annotations

import json

import pytest

from game.core import registry


@pytest.mark.parametrize("game_id", [g.id for g in registry.playable()])
def test_a_typo_in_an_option_id_fails(game_id):
    spec = registry.get(game_id)
    state = spec.new_state(spec.min_players)
    for st in (state, state.clone(), spec.state_from_json(json.loads(json.dumps(state.to_json())))):
        declared = next(iter(st.options))
        assert st.options[declared] == st.options.get(declared)
        with pytest.raises(KeyError, match="unknown option"):
            st.options.get(declared + "x")
        with pytest.raises(KeyError, match="did you mean"):
            st.options[declared[:-1]]


def test_unknown_option_ids_and_values_are_refused_when_a_game_is_set_up():
    spec = registry.get("camp")
    with pytest.raises(ValueError, match="did you mean 'volunteer'"):
        spec.new_state(2, {"volunter": True})
    with pytest.raises(ValueError, match="expected true or false"):
        spec.new_state(2, {"volunteer": "yes"})
