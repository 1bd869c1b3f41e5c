"""Camp Roskilde knowledge for the generic bots (no pygame).

- ``evaluate(state, seat)``: own camp's prospects minus the best opponent's, in
  points. A perfectly diverse camp wins outright, so progress towards one
  counts too, and a finished game counts as a big win or loss.
- ``greedy(view, rng)``: Normal; every legal action, one step deep.
- ``rollout_action(state, rng)``: a quick move for Hard's playouts: the best of
  a few sampled actions.
- ``reasonable(view, legal)``: Easy's choices (placements in its own camp first).
"""

from __future__ import annotations

import random

from game.core.state import Action

from .model import VIBES
from .rules import CampState

WIN = 60.0
PLAYOUT_DECISIONS = 8      # Hard's playouts: a few turns, then the evaluation


def camp_value(st: CampState, camp: int) -> float:
    if st.diverse(camp):
        return WIN
    tiles = st.tiles_in(camp)
    kinds = [st.content.kind[t] for t in tiles]
    repeats = len(kinds) - len(set(kinds))
    vibes = {st.content.vibe[t] for t in tiles}
    covered = sum(1 for v in (*VIBES, "none") if v in vibes)
    value = float(st.score(camp))
    if repeats == 0:
        # diversity is a race: worth more the closer the camp is
        value += 0.35 * len(tiles) * covered / 5.0 * (1.0 + len(tiles) / 9.0)
    return value


def evaluate(st: CampState, seat: int) -> float:
    if st.phase == "over":
        return WIN if st.result["winner"] == seat else -WIN
    mine = camp_value(st, seat)
    best = max(camp_value(st, c) for c in range(st.num_players) if c != seat)
    return mine - best


def _settle_chance(st: CampState, rng: random.Random) -> None:
    while st.is_chance():
        st.apply_action(("draw", rng.choice(st.pile)))


def greedy(view: CampState, rng: random.Random) -> Action:
    legal = view.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = view.current_player()
    best, best_score = legal[0], float("-inf")
    for action in legal:
        s = view.clone()
        s.apply_action(action)
        _settle_chance(s, rng)
        score = evaluate(s, seat) + rng.random() * 1e-3      # break ties at random
        if score > best_score:
            best, best_score = action, score
    return best


def reasonable(view: CampState, legal: list) -> list:
    seat = view.current_player()
    mine = [a for a in legal if a[0] == "place" and a[2] == seat]
    return mine or legal


def rollout_action(st: CampState, rng: random.Random, sample: int = 3) -> Action:
    legal = st.legal_actions()
    if len(legal) <= 1:
        return legal[0]
    seat = st.current_player()
    picks = legal if len(legal) <= sample else rng.sample(legal, sample)
    best, best_score = picks[0], float("-inf")
    for action in picks:
        s = st.clone()
        s.apply_action(action)
        score = evaluate(s, seat)
        if score > best_score:
            best, best_score = action, score
    return best
