"""Rock'n Rodeo knowledge for the generic bots (no pygame).

- ``evaluate(state, seat)``: own victory points plus what the season would still bring if it
  ended now (:func:`projection`: income, prizes, festival card, the five categories, fans still
  to arrive counted in), plus money's worth, minus the best rival's.
- ``greedy(view, rng)``: Normal; every legal action one step deep in one guessed world.
- ``hard(view, rng, budget)``: Hard; the best few of Normal's candidates, each followed by
  Normal's play of every seat for a while (:data:`HORIZON` decisions) in guessed worlds, judged
  by the evaluation at the end, averaged, until the time budget is spent.
- ``reasonable(view, legal)``: Easy's choices: no needless sour moves.
"""

from __future__ import annotations

import random

from game.core.state import Action

from . import campsite, evening
from .rules import G, RodeoState

#: what 1K is worth in victory points before the last season (it books bands, builds stands)
CASH_VP = 0.25
WIN = 100.0


def smooth(rows: list[list[int]], value: float) -> float:
    """A VP table read with the steps ramped: between two thresholds the points grow in a line, so
    each fan or Mood point on the way to the next step is worth its share (the bot's view)."""
    if value <= rows[0][0]:
        return float(rows[0][1])
    for (at, vp), (nxt, nvp) in zip(rows, rows[1:], strict=False):
        if value < nxt:
            return vp + (value - at) / (nxt - at) * (nvp - vp)
    return float(rows[-1][1])


def projection(st: RodeoState, seat: int) -> float:
    """The victory points ``seat``'s season would score if it ended now, with what is already
    bought counted in: the fans it sold tickets to arrive (about 60 % of them satisfied), its bands
    still to play fill their spaces (Mood), its stands sell to its fans as far as their purchasing
    power goes, and the income that brings is money."""
    nums = st.content.numbers
    content = st.content
    f = st.fests[seat]
    coming = f.reserve[:]
    if st.phase == "booking" and st.actor == seat and f.bands and (st.step in ("wild", "event") or st.chance):
        for g, n in f.symbols[-1]:          # booked, the fans not taken yet (step 4 comes after the event)
            if g >= 0:
                coming[g] += min(n, st.supply[g])
    fans_of = [f.fans_of(g) + coming[g] for g in range(4)]
    fans = sum(fans_of)
    arriving = sum(coming)
    # Mood from the bands still to play (today's band counts until its evening is over)
    mood = f.mood
    bands = f.lineup or f.bands
    first = st.day + (1 if st.phase == "festival" and st.time >= 3 else 0) if st.phase == "festival" else 0
    for d in range(first, len(bands)):
        band = content.bands[bands[d]]
        spaces = band.stars + (f.band_extra if st.phase == "festival" and d == st.day else 0)
        taken = len(f.band_fill) if st.phase == "festival" and d == st.day else 0
        brings = sum(n for _g, n in band_fans(st, seat, bands[d])) if not (st.phase == "festival" and d == st.day) \
            else sum(f.standing)
        mood += min(spaces - taken, brings) * 0.8
    # money from stands still to fill, within the purchasing power of the cards held and played
    power = sum(content.fan_power[c] for c in f.hand) + sum(max(0, st.power_left(seat, g)) for g in range(4))
    slots = sorted((content.stands[s].income for i, s in enumerate(f.stands)
                    for _ in range(content.stands[s].spaces - len(f.stand_fill[i]))), reverse=True)
    shoppers = arriving + sum(f.standing)
    sales = 0
    for price in slots:
        if shoppers <= 0 or price > power:
            continue
        sales += price
        power -= price
        shoppers -= 1
    hygiene, extra, chaos_shift = f.hygiene, 0.0, 0
    if st.phase in ("booking", "expansion", "lineup"):
        hygiene = f.wixis()                          # the festival starts at the number of WIXIs
    visits = min(f.wixis() - f.wixi_used, shoppers)  # and each WIXI takes one fan: +1 Hygiene
    hygiene += visits
    shoppers -= visits
    for i, up in enumerate(f.upgrades):             # fans left over use the upgrades' bonuses
        for _ in range(content.upgrade[up].spaces - len(f.upgrade_fill[i])):
            if shoppers <= 0:
                break
            shoppers -= 1
            for eff in content.upgrade[up].bonus:
                if eff.id == "income":
                    sales += eff.delta
                elif eff.id == "mood":
                    mood += eff.delta
                elif eff.id == "hygiene":
                    hygiene += eff.delta
                elif eff.id == "chaos":
                    chaos_shift += eff.delta
                else:                                # garbage collected: less to pay for
                    extra += 0.3
    # the fan cards still to play move the tracks: Hygiene falls, Chaos rises and makes garbage
    chaos = f.chaos + chaos_shift
    for card in f.hand:
        genre = content.genre[content.fans[card].genre]
        if genre.track == "chaos":
            chaos += genre.delta
        else:
            hygiene += genre.delta
    nights = 3 - st.day if st.phase == "festival" else 3
    garbage = f.garbage_total() + 0.5 * nights * sum(1 for b in nums.bins if chaos >= b)
    income = fans - f.wixis() - garbage
    satisfied = f.satisfied() + 0.6 * arriving
    scoring = st.festival_card(seat).scoring
    target = min(fans_of[G[g]] for g in scoring.genres) if scoring.kind == "kombo" else \
        sum(fans_of[G[g]] for g in scoring.genres)
    vp = smooth([[0, 0]] + scoring.table, target)
    vp += smooth(nums.oora["mood"], mood)
    vp += smooth(nums.oora["satisfied"], satisfied)
    vp += smooth(nums.oora["dissatisfied"], f.dissatisfied() + 0.4 * arriving)
    vp += smooth(nums.oora["garbage"], garbage)
    vp += smooth(nums.oora["hygiene"], hygiene) + extra
    rivals = [o for o in range(st.num_players) if o != seat]
    if rivals:
        best_mood = max(st.fests[o].mood for o in rivals)
        best_fans = max(st.fests[o].fans() + sum(st.fests[o].reserve) for o in rivals)
        vp += 0.5 if mood == best_mood else (1.0 if mood > best_mood else 0.0)
        vp += 0.5 if fans == best_fans else (1.0 if fans > best_fans else 0.0)
    last = st.season == st.seasons
    cash = f.cash + income + sales
    vp += cash * CASH_VP                     # money ahead (and the tie-break at the end)
    if last:                                 # the last season's income is worth VP (L196)
        vp += max(0.0, income) / nums.money_vp
    return vp + _campers(st, seat) * 0.4


def band_fans(st: RodeoState, seat: int, band: int) -> list[tuple[int, int]]:
    """(genre, fans) of a booked band's symbols (a wildcard not yet chosen counts as genre -1)."""
    return [(g, n) for g, n in st.band_symbols(seat, band)]


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


def _scored(world: RodeoState, legal: list, rng: random.Random) -> list[tuple[float, Action]]:
    """Each action with the evaluation one step after it (chance settled), best first."""
    seat = world.current_player()
    out = []
    for action in legal:
        s = world.clone()
        s.apply_action(action)
        _settle(s, rng)
        out.append((evaluate(s, seat) + rng.random() * 1e-3, action))      # ties broken at random
    out.sort(key=lambda x: x[0], reverse=True)
    return out


def greedy(view: RodeoState, rng: random.Random) -> Action:
    legal = view.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if view.decision() == "evening":
        return evening_step(view)
    return _scored(view.determinize(rng), legal, rng)[0][1]


def evening_step(st: RodeoState) -> Action:
    """The next step of the best evening (:mod:`.evening`): a fan to its place, or the rest to bed."""
    seat = st.current_player()
    steps = evening.plan(st, seat, evening.weights(st, seat, projection))
    return steps[0] if steps else ("rest",)


HORIZON = 40            # decisions of Normal's play after a candidate, before judging
CANDIDATES = 3          # Hard looks deeper at Normal's best few actions
DEFAULT_BUDGET = 0.8


def _normal_move(st: RodeoState, rng: random.Random) -> Action:
    """Normal's move on a whole state (Hard's look-ahead plays every seat this way)."""
    acts = st.legal_actions()
    if len(acts) == 1:
        return acts[0]
    if st.decision() == "evening":
        return evening_step(st)
    return _scored(st, acts, rng)[0][1]


#: Hard leaves Normal's choice only for an action whose look-ahead is this much better on average
MARGIN = 0.5


def hard(view: RodeoState, rng: random.Random, budget: float | None = None) -> Action:
    import time
    legal = view.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if view.decision() == "evening":
        return evening_step(view)                  # already solved exactly
    seat = view.current_player()
    ranked = _scored(view.determinize(rng), legal, rng)
    if ranked[0][0] - ranked[min(1, len(ranked) - 1)][0] > 3.0:
        return ranked[0][1]                        # one action is clearly best: no need to look deeper
    candidates = [a for _, a in ranked[:CANDIDATES]]
    totals = dict.fromkeys(candidates, 0.0)
    deadline = time.perf_counter() + (DEFAULT_BUDGET if budget is None else budget)
    horizon = HORIZON if budget is None or budget > 0 else 4      # no budget at all: one short look
    rounds, last = 0, 0.0
    while rounds < 1 or time.perf_counter() + last < deadline:     # a round that would overrun is not begun
        started = time.perf_counter()
        rounds += 1
        world = view.determinize(rng)
        luck = rng.random()                        # every candidate meets the same chance
        for action in candidates:
            r = random.Random(luck)
            s = world.clone()
            s.apply_action(action)
            for _ in range(horizon):
                _settle(s, r)
                if s.is_terminal():
                    break
                s.apply_action(_normal_move(s, r))
            _settle(s, r)
            totals[action] += evaluate(s, seat)
        last = time.perf_counter() - started
    best = max(candidates, key=lambda a: totals[a])
    return best if totals[best] - totals[candidates[0]] > MARGIN * rounds else candidates[0]


def reasonable(view: RodeoState, legal: list) -> list:
    """Easy's choices: bands rather than garage bands when affordable, campers where they would be
    content, fans somewhere rather than to bed."""
    kinds = {a[0] for a in legal}
    if "send" in kinds:
        return [a for a in legal if a[0] == "send"]
    if "book" in kinds:
        return [a for a in legal if a[0] == "book"]
    if "place" in kinds and view.group and view.group[0] >= 0:
        seat = view.current_player()
        f = view.fests[seat]
        fan = view.content.fans[view.group[0]]
        needs = [(n.kind, G.get(n.genre, -1)) for n in fan.needs]
        geo = view.geometry(seat)
        markers = f.marker[:]
        good = []
        for a in legal:
            markers[a[1]] = view.group[1]
            if campsite.content_of(markers, needs, a[1], f.kind, geo):
                good.append(a)
            markers[a[1]] = f.marker[a[1]]
        return good or legal
    return legal
