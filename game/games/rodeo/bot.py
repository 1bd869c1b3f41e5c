"""Rock'n Rodeo knowledge for the generic bots (no pygame).

- ``evaluate(state, seat)``: own victory points plus what the season would still bring if it
  ended now (:func:`projection`: income, prizes, festival card, the five categories, fans still
  to arrive counted in), plus money's worth, minus the best rival's.
- ``greedy(view, rng)``: Normal; every legal action one step deep in one guessed world.
- ``rollout_action(state, rng)``: Hard's playouts: the best of a few sampled actions.
- ``reasonable(view, legal)``: Easy's choices: no needless sour moves.
"""

from __future__ import annotations

import random

from game.core.state import Action

from . import campsite
from .rules import G, RodeoState
from .scoring import festival_points, table_value

PLAYOUT_DECISIONS = 30
#: what 1K is worth in victory points before the last season (it books bands, builds stands)
CASH_VP = 0.25
WIN = 100.0


def projection(st: RodeoState, seat: int) -> float:
    """The victory points ``seat``'s season would score if it ended now, with the fans it sold
    tickets to counted as arrived, and the money that income brings."""
    nums = st.content.numbers
    f = st.fests[seat]
    coming = f.reserve
    fans_of = [f.fans_of(g) + coming[g] for g in range(4)]
    fans = sum(fans_of)
    income = fans - f.wixis() - f.garbage_total()
    mood = f.mood
    satisfied = f.satisfied()
    vp = festival_points(st.festival_card(seat).scoring, lambda g: fans_of[g])
    vp += table_value(nums.oora["mood"], mood)
    vp += table_value(nums.oora["satisfied"], satisfied + sum(coming) // 2)
    vp += table_value(nums.oora["dissatisfied"], f.dissatisfied())
    vp += table_value(nums.oora["garbage"], f.garbage_total())
    vp += table_value(nums.oora["hygiene"], f.hygiene)
    rivals = [o for o in range(st.num_players) if o != seat]
    if rivals:
        best_mood = max(st.fests[o].mood for o in rivals)
        best_fans = max(st.fests[o].fans() + sum(st.fests[o].reserve) for o in rivals)
        vp += 0.5 if mood == best_mood else (1.0 if mood > best_mood else 0.0)
        vp += 0.5 if fans == best_fans else (1.0 if fans > best_fans else 0.0)
    last = st.season == st.seasons
    cash = f.cash + (income if st.phase in ("lineup", "festival") else 0)
    vp += cash / nums.money_vp if last else cash * CASH_VP
    return vp + _campers(st, seat) * 0.4


def _campers(st: RodeoState, seat: int) -> int:
    """Markers of the group being placed that would be satisfied where they lie (the group is
    judged only once it is complete; the bot looks ahead)."""
    if not st.group or st.actor != seat or st.group[0] < 0:
        return 0
    f = st.fests[seat]
    fan = st.content.fans[st.group[0]]
    needs = [(n.kind, G.get(n.genre, -1)) for n in fan.needs]
    geo = st.geometry(seat)
    return sum(campsite.content_of(f.marker, needs, s, f.kind, geo) for s in st.group[3])


def value(st: RodeoState, seat: int) -> float:
    if st.phase == "over":
        return float(st.fests[seat].vp)
    return st.fests[seat].vp + (projection(st, seat) if st.phase != "setup" else 0.0)


def evaluate(st: RodeoState, seat: int) -> float:
    if st.phase == "over":
        won = st.winners()
        return WIN / len(won) if seat in won else -WIN
    mine = value(st, seat)
    best = max(value(st, o) for o in range(st.num_players) if o != seat)
    return mine - best


def _settle(st: RodeoState, rng: random.Random) -> None:
    while st.is_chance():
        st.apply_action(rng.choice(st.legal_actions()))


def greedy(view: RodeoState, rng: random.Random) -> Action:
    legal = view.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = view.current_player()
    world = view.determinize(rng)
    best, best_score = legal[0], float("-inf")
    for action in legal:
        s = world.clone()
        s.apply_action(action)
        _settle(s, rng)
        score = evaluate(s, seat) + rng.random() * 1e-3      # break ties at random
        if score > best_score:
            best, best_score = action, score
    return best


def reasonable(view: RodeoState, legal: list) -> list:
    """Easy's choices: fans go somewhere rather than to bed when they can; bands rather than
    garage bands when affordable."""
    kinds = {a[0] for a in legal}
    if "send" in kinds:
        return [a for a in legal if a[0] == "send"]
    if "book" in kinds:
        return [a for a in legal if a[0] == "book"]
    return legal


def rollout_action(st: RodeoState, rng: random.Random, sample: int = 3) -> Action:
    legal = st.legal_actions()
    if len(legal) <= 1:
        return legal[0]
    seat = st.current_player()
    picks = legal if len(legal) <= sample else rng.sample(legal, sample)
    best, best_score = picks[0], float("-inf")
    for action in picks:
        s = st.clone()
        s.apply_action(action)
        score = value(s, seat)
        if score > best_score:
            best, best_score = action, score
    return best

