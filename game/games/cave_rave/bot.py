"""Höhlengrölen knowledge for the generic bots (no pygame).

- ``evaluate(state, seat)``: how good a (full) state is for ``seat``, in
  success points relative to the best opponent. Used by Normal (greedy) and
  by Hard at the end of its playouts.
- ``rollout_action(state, rng)``: a fast heuristic move for playouts; it
  builds the one band or crossover it wants instead of listing every
  combination.
- ``easy(view, rng)``: Easy, a beginner (sensible draws and discards, first bands seen,
  careless now and then).
"""

from __future__ import annotations

import random

from game.core.state import Action

from .rules import DOUBLERS, CaveRaveState, band_value

BONUS_WORTH = {"singer": 7.0, "dancer": 7.0, "stylist": 3.0}   # rough future value of an unused card


def _progress(state: CaveRaveState) -> float:
    """0 at the start of the game, 1 at the end."""
    per = 1.0 / state.castings
    total_deck = max(1, state.deck_left + len(state.discard) + sum(len(g["cards"]) for g in state.table()))
    inside = 1.0 - state.deck_left / total_deck
    return min(1.0, (state.casting + inside) * per)


def hand_potential(state: CaveRaveState, seat: int) -> float:
    """What the cards in hand are likely worth: near-complete bands count most."""
    genre, points = state.content.card_genre, state.content.card_points
    hand = state.hands[seat]
    by_genre: dict[int, list[int]] = {}
    for c in hand:
        if c >= 0:
            by_genre.setdefault(genre[c], []).append(points[c])
    late = _progress(state)
    beat = state.last_band[seat] or 0
    value = 0.0
    for g, pts in by_genre.items():
        pts.sort(reverse=True)
        base = sum(pts[:5])
        k = len(pts)
        if k >= 3:
            weight = 0.75
        elif k == 2:
            weight = 0.45
        else:
            weight = 0.2
        if base - (2 if state.genre_out(g) else 0) + 3 <= beat and base * 2 <= beat:
            weight *= 0.3         # hard to use: it cannot beat the last band soon
        value += weight * base
    return value * (1.0 - 0.6 * late)


def crossover_outlook(state: CaveRaveState, seat: int) -> float:
    """Expected share of the +5 (this casting) and +10 (game) crossover bonuses."""
    n = state.num_players
    best = [0] * n
    for g in state.table():
        if g["kind"] == "crossover":
            best[g["owner"]] = max(best[g["owner"]], g["value"])
    totals = state.crossover_totals()
    score = 0.0
    if best[seat] > 0:
        others = max(best[s] for s in range(n) if s != seat)
        score += 5.0 if best[seat] > others else (2.5 if best[seat] == others else 0.0)
    if totals[seat] > 0:
        others = max(totals[s] for s in range(n) if s != seat)
        lead = totals[seat] - others
        share = 10.0 if lead > 0 else (5.0 if lead == 0 else 0.0)
        score += share * (0.3 + 0.7 * _progress(state))
    return score


#: the base of a strong band (four or five good musicians) and what the bands still to come bring a
#: producer in a casting while the must-beat leaves them room (both rough, from played games)
STRONG_BASE = 12
FUTURE_PER_CASTING = 8.0


def band_room(beat: int | None, bonuses) -> float:
    """How much room ``beat`` (what the next band must beat) leaves the bands still to come, 0..1:
    twice the share of the best band within reach (a strong band with the bonus cards left, one
    doubler) that lies above it, all of it while the must-beat is at most half that band. 0: no
    later band can beat it (both bonus cards spent on a first band)."""
    if beat is None:
        return 1.0
    doubler = next((d for d in DOUBLERS if d in bonuses), None)
    best = band_value(STRONG_BASE, False, [b for b in ("stylist", doubler) if b in bonuses])[0]
    return max(0.0, min(1.0, 2 * (best - beat) / best))


def future_bands(state: CaveRaveState, seat: int) -> float:
    """What the bands of the castings still to come may bring ``seat``, as far as its must-beat and
    its bonus cards left allow (the cost of a band no later band can beat)."""
    castings_left = (1.0 - _progress(state)) * state.castings
    return FUTURE_PER_CASTING * castings_left * band_room(state.last_band[seat], state.bonuses[seat])


def seat_value(state: CaveRaveState, seat: int) -> float:
    if state.phase == "over":
        return float(state.totals()[seat])
    bonus = sum(BONUS_WORTH[b] for b in state.bonuses[seat]) * (1.0 - 0.7 * _progress(state))
    beat = state.last_band[seat] or 0
    return (state.running_score(seat) + hand_potential(state, seat) + bonus
            + crossover_outlook(state, seat) + future_bands(state, seat) - 0.15 * beat)


def evaluate(state: CaveRaveState, seat: int) -> float:
    """Seat's value minus the best opponent's (success points)."""
    mine = seat_value(state, seat)
    others = max(seat_value(state, s) for s in range(state.num_players) if s != seat)
    return mine - others


# -- Easy: a beginner ------------------------------------------------------------------

CARELESS_DISCARD = 0.45    # how often Easy throws away whatever card comes to hand
CARELESS_BAND = 0.25      # how often Easy lays out the first band it sees, not the biggest
BIG_BAND = 8              # from this many points a band gets the bonus cards Easy can put on it
FULL_HAND = 6             # Easy lays out a crossover once it holds this many cards


def easy(view: CaveRaveState, rng: random.Random) -> Action:
    """A beginner: takes the top discard when it goes with cards in hand, lays out a band as soon
    as it sees one (bonus cards on a big band at once, never saved for later), a small crossover
    once the hand is full; discards a card that fits nothing, or almost half the time whatever card
    comes to hand."""
    legal = view.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = view.current_player()
    if view.phase == "draw":
        if ("draw", "discard") in legal and _keep_value(view, seat, view.top_discard()) >= 5:
            return ("draw", "discard")
        return ("draw", "deck") if ("draw", "deck") in legal else legal[0]
    if view.phase == "meld":
        band = _beginner_band(view, seat, legal, rng)
        if band is not None:
            return band
        crossovers = [a for a in legal if a[0] == "crossover"]
        if crossovers and len(view.hands[seat]) >= FULL_HAND:
            return rng.choice([a for a in crossovers if len(a[1]) == 3] or crossovers)
    discards = [a for a in legal if a[0] == "discard"]
    if rng.random() < CARELESS_DISCARD:
        return rng.choice(discards)
    return min(discards, key=lambda a: (_keep_value(view, seat, a[1]), rng.random()))


def _beginner_band(view: CaveRaveState, seat: int, legal: list, rng: random.Random) -> Action | None:
    """A band from ``legal``: a big one with any bonus cards, else one without (if none is legal
    without, with what it takes); the most valuable, unless the beginner takes the first one seen."""
    bands = [a for a in legal if a[0] == "band"]
    if not bands:
        return None
    points = view.content.card_points
    big = [a for a in bands if sum(points[c] for c in a[1]) >= BIG_BAND]
    bands = big or [a for a in bands if not a[2]] or bands
    if rng.random() < CARELESS_BAND:
        return rng.choice(bands)
    return max(bands, key=lambda a: (view.band_breakdown(seat, a[1], a[2])[0], rng.random()))


# -- fast playout policy -------------------------------------------------------------

def _keep_value(state: CaveRaveState, seat: int, card: int) -> float:
    genre, points = state.content.card_genre, state.content.card_points
    same = sum(1 for c in state.hands[seat] if c >= 0 and genre[c] == genre[card])
    return same * 2.0 + points[card]


def _best_band(state: CaveRaveState, seat: int) -> Action | None:
    genre, points = state.content.card_genre, state.content.card_points
    hand = state.hands[seat]
    room = len(hand) - 1
    by_genre: dict[int, list[int]] = {}
    for c in hand:
        by_genre.setdefault(genre[c], []).append(c)
    beat = state.last_band[seat]
    best, best_value = None, 0
    have = state.bonuses[seat]
    doubler = next((d for d in DOUBLERS if d in have), None)
    for g, cards in by_genre.items():
        if len(cards) < 3:
            continue
        cards = sorted(cards, key=lambda c: -points[c])[: min(5, room)]
        if len(cards) < 3:
            continue
        base = sum(points[c] for c in cards)
        out = state.genre_out(g)
        for bonus in _bonus_plans(base, have, doubler, beat, out):
            value, _ = band_value(base, out, bonus)
            if (beat is None or value > beat) and value > best_value:
                best, best_value = ("band", tuple(sorted(cards)), bonus), value
                break
    return best


def _bonus_plans(base: int, have: list, doubler: str | None, beat, out: bool):
    """Bonus combinations to try, cheapest first; big bands get the doubler."""
    plans: list[tuple] = [()]
    if "stylist" in have:
        plans.append(("stylist",))
    if doubler:
        plans.append((doubler,))
        if "stylist" in have:
            plans.append(("stylist", doubler))
    if doubler and base >= 8:
        plans.sort(key=lambda p: 0 if doubler in p else 1)
    return plans


def _crossover(state: CaveRaveState, seat: int) -> Action | None:
    genre, female, points = state.content.card_genre, state.content.card_female, state.content.card_points
    hand = state.hands[seat]
    room = len(hand) - 1
    best = None
    for fem in (True, False):
        pick: dict[int, int] = {}
        for c in hand:
            if female[c] == fem and (genre[c] not in pick or points[c] < points[pick[genre[c]]]):
                pick[genre[c]] = c
        cards = list(pick.values())[: min(4, room)]
        if len(cards) >= 3 and (best is None or len(cards) > len(best[1])):
            best = ("crossover", tuple(sorted(cards)))
    return best


def rollout_action(state: CaveRaveState, rng: random.Random) -> Action:
    """A quick, sensible move for the seat to act (a full state, not a view)."""
    seat = state.turn
    phase = state.phase
    if phase == "draw":
        top = state.top_discard()
        options = state._draw_actions()
        if ("draw", "discard") in options and (len(options) == 1 or _keep_value(state, seat, top) >= 5):
            return ("draw", "discard")
        return options[0]
    hand = state.hands[seat]
    if phase == "meld":
        band = _best_band(state, seat)
        if band is not None:
            return band
        if len(hand) >= 6:
            cross = _crossover(state, seat)
            if cross is not None:
                return cross
    worst = min(hand, key=lambda c: (_keep_value(state, seat, c), rng.random()))
    return ("discard", worst)


def greedy(view: CaveRaveState, rng: random.Random, samples: int = 3) -> Action:
    """Normal: try every legal action in a few guessed worlds; keep the best on average."""
    legal = view.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = view.current_player()
    worlds = [view.determinize(rng) for _ in range(samples if view.phase == "draw" else 1)]
    best, best_score = legal[0], float("-inf")
    for action in legal:
        score = sum(_outcome(world, action, seat, rng) for world in worlds)
        if score > best_score:
            best, best_score = action, score
    return best


def _chance(s: CaveRaveState, rng: random.Random) -> None:
    while s.is_chance():
        s.apply_action(("card", rng.choice(s.pile)))


def _outcome(world: CaveRaveState, action: Action, seat: int, rng: random.Random) -> float:
    """The evaluation after ``action`` and its chance; a first card from the deck is worth the
    better of the second draw's choices once that card is seen (L53)."""
    s = world.clone()
    s.apply_action(action)
    _chance(s, rng)
    if s.phase == "draw" and s.second and s.turn == seat:
        outcomes = []
        for second in s.legal_actions():
            t = s.clone()
            t.apply_action(second)
            _chance(t, rng)
            outcomes.append(evaluate(t, seat))
        return max(outcomes)
    return evaluate(s, seat)

