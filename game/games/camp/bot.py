"""Camp Roskilde knowledge for the generic bots (no pygame).

- ``evaluate(state, seat)``: own camp's prospects minus the best opponent's, in
  points. A perfectly diverse camp wins outright, so progress towards one
  counts too, and a finished game counts as a big win or loss (Normal prefers,
  among the ends of the festival, the one that keeps it the most points ahead).
- ``greedy(view, rng)``: Normal; every legal action one step deep, and on its own turn
  the best few once more with the next player's best answer.
- ``rollout_action(state, rng)``: a quick move for Hard's playouts: the best of
  a few sampled actions.
- ``easy(view, rng)``: Easy, a beginner: it counts points, not rules (see :func:`easy`).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.core.state import Action

from .board import EMPTY
from .model import VIBES
from .rules import CampState

WIN = 60.0
PLAYOUT_DECISIONS = 8      # Hard's playouts: a few turns, then the evaluation
REPLY_WIDTH = 3            # Normal looks at the next player's answer to its best few moves
MARGIN = 0.01              # what a point of the lead is worth to Normal in a festival that ends (a win is a win)


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
    if st.phase == "tiebreak":                # a Tiebreaker among the tied names themselves
        judge, tied = st.tiebreaker(), st.result["candidates"]
        if judge in tied:
            return WIN if judge == seat else -WIN
    mine = camp_value(st, seat)
    best = max(camp_value(st, c) for c in range(st.num_players) if c != seat)
    return mine - best


def _settle_chance(st: CampState, rng: random.Random) -> None:
    while st.is_chance():
        st.apply_action(("draw", rng.choice(st.pile)))


def _value(st: CampState, seat: int) -> float:
    """:func:`evaluate`, and among ends of the festival the one that keeps ``seat`` the most points
    ahead a little higher (a won end is a win whatever the margin, but a player who can end it with
    Mr. Chaos, who costs nothing, does not end it with the Mime, who costs a point)."""
    value = evaluate(st, seat)
    if st.phase in ("over", "tiebreak"):
        value += MARGIN * (st.score(seat) - max(st.score(c) for c in range(st.num_players) if c != seat))
    return value


def _one_step(view: CampState, rng: random.Random) -> list[tuple[float, Action, CampState]]:
    """Every legal action with the state after it (chance settled) and its value for the player
    to move, best first."""
    seat = view.current_player()
    out = []
    for action in view.legal_actions():
        s = view.clone()
        s.apply_action(action)
        _settle_chance(s, rng)
        out.append((_value(s, seat) + rng.random() * 1e-3, action, s))      # ties broken at random
    out.sort(key=lambda x: -x[0])
    return out


def _turn_out(s: CampState, seat: int, rng: random.Random) -> CampState:
    """``s`` once ``seat``'s turn is played out, one step deep each choice (the choices others make
    in it too): the next player's main decision, or the end."""
    for _ in range(40):
        if s.phase in ("over", "tiebreak") or s.current_player() < 0:
            break
        if s.current_player() != seat and s.phase == "main":
            break
        s = _one_step(s, rng)[0][2]
    return s


def turn_outcomes(view: CampState, action: Action, rng: random.Random) -> Iterator[CampState]:
    """Every way the turn ``action`` starts may end, played out as Normal plays it (one step deep
    each choice), one at a time: one state for each tile the turn's first draw may bring (Mr.
    Chaos, Take a chance; in an order shuffled by ``rng``, so that a reader stopping at the first
    that differs stops soon), a single one when it draws none; later draws by ``rng``. Each is the
    next player's main decision, or the end of the festival (what the hint's line reads,
    :mod:`.hint_line`)."""
    seat = view.current_player()
    s = view.clone()
    s.apply_action(action)
    if not (s.is_chance() and s.phase == "chain"):
        _settle_chance(s, rng)
        yield _turn_out(s, seat, rng)
        return
    tiles = sorted(set(s.pile))
    rng.shuffle(tiles)
    for tile in tiles:
        twin = s.clone()
        twin.apply_action(("draw", tile))
        _settle_chance(twin, rng)
        yield _turn_out(twin, seat, rng)


def _answered(s: CampState, rng: random.Random) -> CampState:
    """``s`` (the next player's main decision, or the end) after that player's best move, one step
    deep, with their turn played out."""
    if s.phase != "main" or s.current_player() < 0:
        return s
    mover = s.current_player()
    return _turn_out(_one_step(s, rng)[0][2], mover, rng)


def _reply_value(s: CampState, seat: int, rng: random.Random) -> float:
    """``seat``'s value once ``seat``'s turn is played out greedily and the next player has
    answered with their own best move (one step deep each)."""
    return evaluate(_answered(_turn_out(s, seat, rng), rng), seat)


def greedy(view: CampState, rng: random.Random) -> Action:
    """Normal: every legal action one step deep; on its own turn the most promising few are looked
    at once more, with the next player's best answer."""
    legal = view.legal_actions()
    if len(legal) == 1:
        return legal[0]
    first = _one_step(view, rng)
    if view.phase != "main":
        return first[0][1]
    seat = view.current_player()
    best, best_score = first[0][1], float("-inf")
    for score, action, s in first[:REPLY_WIDTH]:
        if s.phase != "over":
            score = _reply_value(s, seat, rng) + rng.random() * 1e-3
        if score > best_score:
            best, best_score = action, score
    return best


def easy(view: CampState, rng: random.Random) -> Action:
    """Easy plays like a beginner, who counts points but not rules: on its turn it puts into its
    own camp the grounds tile that adds the most points there (not looking at what the tile's rule
    will do or at diversity). A tile that adds nothing goes into another camp, keeping room in its
    own, where it takes the most points off (half as dear to it as a point of its own); it does not
    fill a camp's last space while behind. It keeps to placing tiles (no Take a chance or
    Matchmaking unless nothing else is legal), makes the choices a tile's rule asks at random, and
    as the Tiebreaker names itself."""
    legal = view.legal_actions()
    seat = view.current_player()
    if ("winner", seat) in legal:             # the Tiebreaker names themselves
        return ("winner", seat)
    if len(legal) == 1 or view.phase != "main":
        return rng.choice(legal)
    row, base = view.camps[seat], view.score(seat)
    behind = base < max(view.score(c) for c in range(view.num_players) if c != seat)
    best, best_value = legal[0], float("-inf")
    for action in legal:
        value = -5.0                          # not a placement: only when nothing else is legal
        if action[0] == "place":
            value = 0.0
            if action[2] != seat:             # points it takes off that camp count for half
                other, before = view.camps[action[2]], view.score(action[2])
                other[action[3]] = action[1]
                value = 0.5 * (before - view.score(action[2]))
                if behind and EMPTY not in other:
                    value = -2.0              # a full camp ends the festival, whose camp it is
                other[action[3]] = EMPTY
            else:
                row[action[3]] = action[1]
                value = view.score(seat) - base or -0.5        # room is kept for tiles that add points
                if behind and EMPTY not in row:
                    value = -2.0              # filling its camp would end the festival while behind
                row[action[3]] = EMPTY
        value += rng.random() * 1e-3          # break ties at random
        if value > best_value:
            best, best_value = action, value
    return best


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
