"""Boaromia Festival bots (no pygame): one team planner for every bot friend, and a
"human-like" friend who mostly minds their own festival.

The team planner (Normal and Hard) values a state for the whole team
(:func:`team_value`): fun towards the 8 the photo needs, counting the fun the
round's show will bring (a friend who has not moved yet is expected at the show
if they can get there and it is no must-miss for them), energy kept above
fainting, a bladder kept below full, coins for drinks, being within reach of
the next show, coins paid into goals, and the photo itself. Every bot seat
asks the same planner, which is what "one planner for all bot seats" means
here: the plan depends on the team's state, not on whose seat asks.

A turn is planned as a whole (:func:`plan_turn`): for each candidate route
(stay; walk to this round's show; to every bar, stall, toilet, the Piggy Bank,
a campsite or the next show; or via one of those places to a show), with 0 to
2 sprints, the route is walked on a copy with the real rules (forced drinks,
meals, the blast, crowds and fainting included), and the route whose end is
worth most is played. The chosen route is remembered by the states it passes
through (with the game, ``state.memo``: never across games), so the next
decisions of the same turn replay it without planning again. Every other
decision (who goes next aside) is one step deep: each legal action on a copy,
the best :func:`team_value` wins.

Who sits where is public at the table (``state.kinds``, from the match's seats), so the planner
knows which friends play their own way (:func:`own_way`: the humans and the Easy friends) and does
not count on them following its plan: when a bot picks who goes next, such a friend goes first
(then their turn is seen, not guessed); a friend of theirs still to move is foreseen with the
human-like policy, without its noise (:func:`predicted_turn`, :func:`predict_show`): the team's
value expects them at the show only where that walk ends there; Hard plays them out with that
policy; and the table's dotted walk for an Easy friend (:func:`intention`) is that walk.

The human-like policy (Easy) plans the same way but scores only its own
festival-goer (counting on friends to turn up at shows, and heading for the
photo once everyone has the fun), takes no two-leg routes, adds a little noise
to its choice and never pays into goals or hands over coins. Asked who goes
next, it goes itself; its other decisions are what looks best for itself.
"""

from __future__ import annotations

import random
from collections import OrderedDict

from game.core.state import Action

from .board import UNREACHABLE

WIN = 1000.0
OWN_WAY = ("human", "easy")              # seat kinds that play their own way (match.SEAT_KINDS)
#: the most turn decisions a game remembers (``st.memo["plans"]``: fingerprint -> the rest of a
#: chosen turn), and the most paths remembered
_PLANS_MAX = 4096
_PATHS: OrderedDict = OrderedDict()      # (ctx id, start, goal, crowds, blast, vibe) -> path


# -- looking things up ----------------------------------------------------------------

def _row(st, seat: int, artist: str) -> str:
    if artist in st.content_must(st.must_see[seat]).artists:
        return "must_see"
    if artist in st.content_must(st.must_miss[seat]).artists:
        return "must_miss"
    return "regular"


def _fun_value(st, row: str, col: str) -> int:
    value = getattr(getattr(st.rules.fun, row), col)
    return value + st.mods()["show_fun"] if col != "missed" else value


def _can_reach(st, seat: int, stage: str) -> bool:
    """Could ``seat``, who has not finished their turn, end it at ``stage``? (crowds ignored)"""
    vibe, _ = st.vibe(seat)
    d = st.ctx.stage_distances(stage, vibe.through_backstage)[st.pos[seat]]
    if d == UNREACHABLE:
        return False
    if st.phase == "turn" and seat == st.active:
        if st.stopped:
            return d == 0
        steps = st.steps_left
    else:
        steps = st.steps_per_turn(seat)
    sprints = max(0, (st.energy[seat] - 2) // max(1, st.sprint_cost()))
    return d <= steps + min(2, sprints) and not st.bladder_full(seat)


# -- the team's value ---------------------------------------------------------------------

def show_ahead(st) -> bool:
    """This round's show is still to be scored: turns are being played, or the goal step (which
    comes first, rulebook step 3) is on."""
    return st.phase in ("next", "turn") or (st.back == "goals" and st.phase in ("effects", "goals", "goal"))


def round_fun(st, expect: dict[int, bool] | None = None) -> list[int]:
    """The fun each festival-goer is expected to have after this round's show. A friend still
    to move is expected at the show if they can get there and it is no must-miss for them,
    unless ``expect`` says otherwise ({seat: at the show}: what :func:`predict_show` foresees
    for a friend who plays their own way)."""
    n = st.num_players
    if not show_ahead(st) or st.round > st.rules.rounds:
        return list(st.fun)
    artist, stage = st.show()
    stars = st.ctx.stars[stage]
    there = []
    for s in range(n):
        if st.moved[s]:
            there.append(st.pos[s] in stars and not st.bladder_full(s))
        elif expect and s in expect:
            there.append(expect[s])
        else:
            there.append(_row(st, s, artist) != "must_miss" and _can_reach(st, s, stage))
    out = []
    top = st.rules.fun_max
    for s in range(n):
        row = _row(st, s, artist)
        if there[s]:
            col = "together" if any(there[o] for o in range(n) if o != s) else "alone"
        else:
            col = "missed"
        out.append(max(0, min(top, st.fun[s] + _fun_value(st, row, col))))
    return out


def seat_value(st, seat: int, fun: int) -> float:
    need = st.rules.photo_fun
    value = 10.0 * min(fun, need) + 2.0 * min(max(fun - need, 0), 2)
    energy = st.energy[seat] - (st.rules.energy_per_round if show_ahead(st) else 0)
    if energy <= 0:
        value -= 30.0
    else:
        value += 4.0 * min(energy, 3) + 2.0 * min(energy, 8)
    bladder = st.bladder[seat]
    if bladder >= st.rules.bladder_max:
        value -= 18.0
    elif bladder >= st.rules.bladder_max - 3:
        value -= 3.0 * (bladder - st.rules.bladder_max + 4)
    value += 1.2 * min(st.coins[seat], 8) + 0.1 * min(st.coins[seat], 20)
    if st.round < st.rules.rounds:
        artist, stage = st.show(st.round + 1)
        if _row(st, seat, artist) != "must_miss":
            d = st.ctx.stage_distances(stage, st.vibe(seat)[0].through_backstage)[st.pos[seat]]
            if d != UNREACHABLE:
                weight = 1.5 if _row(st, seat, artist) == "must_see" else 0.8
                value -= weight * max(0, d - st.rules.steps) + 0.3 * d
    return value


def decided(st) -> float | None:
    """WIN or -WIN once the festival is won or lost (a photo that can be taken counts as won);
    before everyone has their must cards and a campsite (Easy Breezy keeps a goal first), the
    setup's own value."""
    if None in st.must_miss or min(st.pos) < 0:
        return _setup_value(st)
    if st.phase == "over":
        return WIN if st.result["won"] else -WIN
    if st.phase == "photo":
        return WIN
    if st.back == "goals" and st.phase in ("effects", "goals"):     # the show is still to come
        stage = st.show()[1]
        if all(st.at_stage(s, stage) for s in range(st.num_players)) and min(round_fun(st)) >= st.rules.photo_fun:
            return WIN
    return None


def team_value(st, expect: dict[int, bool] | None = None) -> float:
    end = decided(st)
    if end is not None:
        return end
    fun = round_fun(st, expect)
    value = sum(seat_value(st, s, fun[s]) for s in range(st.num_players))
    value += 6.0 * sum(1 for f in fun if f >= st.rules.photo_fun)
    value += rally(st, fun, range(st.num_players))
    for i, g in enumerate(st.goals_open):
        if g is not None and st.pay_left(i) >= 0:
            value += 1.5 * st.goals_paid[i]
    value += 3.0 * len(st.kept)
    return value


def rally(st, fun: list[int], seats) -> float:
    """Once everyone has the fun for the photo: ``seats`` are drawn to the first show all can reach."""
    if min(fun) < st.rules.photo_fun or st.phase not in ("next", "turn"):
        return 0.0
    target = photo_target(st, fun)
    if target is None:
        return -300.0                       # everyone has the fun, but no show left that all can reach
    r, stage = target
    value = 0.0
    for seat in seats:
        d = st.ctx.stage_distances(stage, st.vibe(seat)[0].through_backstage)[st.pos[seat]]
        if d == UNREACHABLE:
            value -= 200.0
            continue
        turns = r - st.round + (0 if st.moved[seat] else 1)
        value -= 1.5 * d + 12.0 * max(0, d - turns * st.rules.steps)
        if r == st.round and st.pos[seat] in st.ctx.stars[stage]:
            value += 30.0
    return value


def photo_target(st, fun: list[int]) -> tuple[int, str] | None:
    """The first round whose show everyone can get to in time, keeping 8 fun: (round, stage)."""
    need = st.rules.photo_fun
    steps = st.rules.steps
    for r in range(st.round, st.rules.rounds + 1):
        artist, stage = st.show(r)
        ok = True
        for seat in range(st.num_players):
            now = 0 if st.moved[seat] else st.steps_per_turn(seat)
            d = st.ctx.stage_distances(stage, st.vibe(seat)[0].through_backstage)[st.pos[seat]]
            if d == UNREACHABLE or d > now + (r - st.round) * steps:
                ok = False
                break
            if r > st.round and _row(st, seat, artist) == "must_miss" and fun[seat] - 2 < need:
                ok = False
                break
        if ok:
            return r, stage
    return None


def evaluate(st, seat: int) -> float:
    """The generic bots' evaluation: everyone shares the team's value."""
    return team_value(st)


# -- one step deep --------------------------------------------------------------------------

def _best_by_value(st, legal: list, value, rng: random.Random) -> Action:
    best, best_score = legal[0], float("-inf")
    for action in legal:
        s = st.clone()
        s.apply_action(action)
        score = value(s) + rng.random() * 1e-6
        if score > best_score:
            best, best_score = action, score
    return best


def _next_seat(st) -> Action:
    """Who goes next: a friend who plays their own way first (the planner then sees where they
    went instead of guessing), then in seat order, the social ones (they gain from others'
    places) last."""
    left = [s for s in range(st.num_players) if not st.moved[s]]
    own = [s for s in own_way(st) if s in left]
    social = [s for s in left if st.vibe(s)[0].id == "social_step" and s not in own]
    order = own + [s for s in left if s not in social and s not in own] + social
    return ("next", order[0])


# -- a turn as a whole ------------------------------------------------------------------------

def _fingerprint(st) -> tuple:
    return (st.phase, st.round, st.active, tuple(st.pos), st.steps_left, st.bonus_left, st.stopped,
            tuple(st.passed), st.owes_drink, tuple(st.energy), tuple(st.bladder), tuple(st.coins),
            tuple(st.fun), tuple(st.crowded), st.blast, st.event, tuple(st.goals_paid), len(st.kept),
            tuple(st.sides), tuple(st.chars), tuple(st.moved), tuple(st.goals_open), tuple(st.extra_steps),
            tuple(tuple(b) for b in st.bought), tuple(g for g, _ in st.kept), len(st.stack), tuple(st.kinds))


def _destinations(st, seat: int, two_legs: bool) -> list[tuple[tuple[int, ...], ...]]:
    """Candidate routes as tuples of goal-tile sets, visited in order."""
    ctx = st.ctx
    board = ctx.board
    show = ctx.stars[st.show()[1]]
    places: list[tuple[int, ...]] = []
    for area in (*board.bars, *board.stalls.values(), *board.toilets, *board.campsites):
        places.append(tuple(ctx.grid.area_tiles(area)))
    for area in board.areas:
        if ctx.content.areas[area].kind == "piggy_bank":
            places.append(tuple(ctx.grid.area_tiles(area)))
    routes: list[tuple[tuple[int, ...], ...]] = [(), (tuple(show),)]
    if st.round < st.rules.rounds:
        routes.append((tuple(ctx.stars[st.show(st.round + 1)[1]]),))
    routes += [(p,) for p in places]
    if two_legs:
        routes += [(p, tuple(show)) for p in places]
        fun = round_fun(st)
        if min(fun) >= st.rules.photo_fun:
            target = photo_target(st, fun)
            if target is not None and target[0] != st.round:
                rally = tuple(ctx.stars[target[1]])
                routes += [(rally,)] + [(p, rally) for p in places]
    return routes


def _path(st, seat: int, goal: tuple[int, ...]) -> list[int]:
    """Grid.path for this festival-goer now (crowds, the blast, their vibe), remembered."""
    vibe, _ = st.vibe(seat)
    stop = () if vibe.ignores_blast else st.blast_tiles()
    key = (id(st.ctx), st.pos[seat], goal, tuple(st.crowded), stop, vibe.through_backstage, vibe.crowd_immune)
    found = _PATHS.get(key)
    if found is None:
        found = _PATHS[key] = st.ctx.grid.path(
            st.pos[seat], goal, st.crowded, through_backstage=vibe.through_backstage,
            crowd_immune=vibe.crowd_immune, stop=stop, leave_start=st.rules.blast_step_away)
        while len(_PATHS) > _PLANS_MAX:        # popitem is one step: safe with the scene's plan thread
            _PATHS.popitem(last=False)
    return found


def _walk(st, seat: int, goal: tuple[int, ...], sprints: int, trail: list, choose) -> int:
    """Walk ``st`` (a copy, changed in place) towards ``goal`` with the real rules; returns
    the sprints left. Each action taken is appended to ``trail`` with the state before it."""
    path = _path(st, seat, goal)
    xy = st.ctx.xy
    for tile in path[1:]:
        if st.phase != "turn" or st.active != seat:
            return sprints
        _settle_turn(st, trail, choose)
        step = ("step", xy[tile])
        legal = st.legal_actions()
        if step not in legal and sprints > 0 and ("sprint",) in legal:
            trail.append((_fingerprint(st), ("sprint",)))
            st.apply_action(("sprint",))
            sprints -= 1
            if st.phase != "turn" or st.active != seat:
                return sprints
            legal = st.legal_actions()
        if step not in legal:
            return sprints
        trail.append((_fingerprint(st), step))
        st.apply_action(step)
    return sprints


def _settle_turn(st, trail: list, choose) -> None:
    """Owed drinks first, then the small things worth doing where we stand (a meal, coins)."""
    while st.phase == "turn" and st.owes_drink:
        action = choose(st, st.legal_actions())
        trail.append((_fingerprint(st), action))
        st.apply_action(action)


def _extras(st, trail: list, choose, value) -> None:
    """At the end of a route: buy, hand over or pay in while that makes the team better off. Coins
    are weighed one at a time (the rules offer every amount for a goal: ``("pay_goal", stack, n)``);
    coins put on the same goal one after another are then paid as one action, the whole amount."""
    start = len(trail)
    for _ in range(12):
        if st.phase != "turn":
            return
        legal = [a for a in st.legal_actions() if a[0] in ("eat", "drink", "give", "take")
                 or a[0] == "pay_goal" and a[2] == 1]
        if st.owes_drink:
            legal = st.legal_actions()
        if not legal:
            return
        here = value(st)
        best = choose(st, legal)
        s = st.clone()
        s.apply_action(best)
        if not st.owes_drink and value(s) <= here + 0.5:
            return
        last = trail[-1][1] if len(trail) > start else None
        if best[0] == "pay_goal" and last is not None and last[:2] == best[:2]:
            trail[-1] = (trail[-1][0], ("pay_goal", best[1], last[2] + best[2]))    # the same goal again: one amount
        else:
            trail.append((_fingerprint(st), best))
        st.apply_action(best)


def plan_turn(st, value=None, two_legs: bool = True, rng: random.Random | None = None,
              noise: float = 0.0) -> list[tuple[tuple, Action]]:
    """The best whole turn for the active festival-goer: [(fingerprint, action), …], ending
    with ``end_turn`` (or where the turn ends by itself)."""
    value = value or team_value
    seat = st.active
    rng = rng or random.Random(0)

    def choose(s, legal):
        return _best_by_value(s, legal, value, rng)

    def finish(s, trail) -> float | None:
        if s.phase == "turn" and s.active == seat:
            if ("end_turn",) not in s.legal_actions():
                return None               # a full bladder still walking: not a finished plan
            trail.append((_fingerprint(s), ("end_turn",)))
            s.apply_action(("end_turn",))
        return value(s)

    # first every route as walked (each sprint count only while the goal is not reached yet) …
    walked: dict = {}
    max_sprints = min(2, st.energy[seat] // max(1, st.sprint_cost()))
    for route in _destinations(st, seat, two_legs):
        for sprints in range(0, max_sprints + 1 if route else 1):
            s = st.clone()
            trail: list = []
            _settle_turn(s, trail, choose)
            left = sprints
            for goal in route:
                left = _walk(s, seat, goal, left, trail, choose)
            if left and route:            # an unused sprint is the same route with fewer
                break
            key = _fingerprint(s)
            if key not in walked:
                walked[key] = (s, trail)
            if not route or s.pos[seat] in route[-1]:
                break
    # … then the most promising ends, with what is worth buying or handing over there
    scored = []
    for s, trail in walked.values():
        end = s.clone()
        score = finish(end, list(trail))
        if score is not None:
            scored.append((score, len(scored), s, trail))
    scored.sort(key=lambda x: (-x[0], x[1]))
    best_trail, best_score = None, float("-inf")
    for _score, _i, s, trail in scored[:4]:
        s = s.clone()
        trail = list(trail)
        _extras(s, trail, choose, value)
        score = finish(s, trail)
        if score is None:
            continue
        score += rng.uniform(-noise, noise) if noise else 0.0
        if score > best_score + 1e-9:
            best_trail, best_score = trail, score
    return best_trail or []


def _plans(st) -> OrderedDict:
    """The turns planned in this game ((fingerprint, human) -> action), kept with the game
    (``st.memo``, shared by its copies and views), not in the module: a plan remembered from
    another game with the same fingerprint (the same game played before, a copy of it for a tour
    shot) was made with another generator, and taking it spares this game's generator the draws
    the plan would take, so the game would play out differently."""
    memo = st.memo
    found = memo.get("plans")
    if found is None:
        found = memo["plans"] = OrderedDict()
    return found


def _turn_action(st, rng: random.Random, human: bool) -> Action:
    plans = _plans(st)
    key = (_fingerprint(st), human)
    found = plans.get(key)
    if found is not None and found in st.legal_actions():
        return found
    if human:
        trail = _human_plan(st, rng, noise=4.0)
    else:
        trail = _team_plan(st, rng)
    for fp, action in trail:
        plans[(fp, human)] = action
    while len(plans) > _PLANS_MAX:
        plans.popitem(last=False)
    if trail and trail[0][0] == key[0]:
        return trail[0][1]
    legal = st.legal_actions()
    return ("end_turn",) if ("end_turn",) in legal else legal[0]


def _human_plan(st, rng: random.Random, noise: float) -> list[tuple[tuple, Action]]:
    """The active friend's turn as the human-like policy plays it (noise 0: as predicted)."""
    seat = st.active
    return plan_turn(st, value=lambda s: selfish_value(s, seat), two_legs=False, rng=rng, noise=noise)


def _team_plan(st, rng: random.Random | None = None) -> list[tuple[tuple, Action]]:
    """The active festival-goer's turn as the team planner plays it, expecting the friends who play
    their own way (and have not moved yet) where :func:`predict_show` foresees them."""
    expect = {s: predict_show(st, s) for s in own_way(st) if not st.moved[s] and s != st.active}
    if not expect:
        return plan_turn(st, rng=rng)
    return plan_turn(st, value=lambda s: team_value(s, expect), rng=rng)


def own_way(st) -> list[int]:
    """The festival-goers who play their own way: the humans and the Easy (human-like) friends.
    Who sits where is public at the table (``state.kinds``, from the match's seats); a state that
    was not told has none, and the planner then expects everyone to follow its plan."""
    return [s for s, kind in enumerate(st.kinds) if kind in OWN_WAY]


def _turn_of(st, seat: int, end_others: bool = False):
    """A copy of ``st`` where ``seat``'s turn has just begun (or is being played), or None when
    it cannot begin now: ``seat`` has moved, or another turn is being played (unless
    ``end_others``: that turn then ends where it stands)."""
    if st.phase not in ("next", "turn") or st.moved[seat] or st.pos[seat] < 0:
        return None
    s = st.clone()
    while end_others and s.phase == "turn" and s.active != seat:
        legal = s.legal_actions()               # an owed drink first, then the turn's end
        s.apply_action(("end_turn",) if ("end_turn",) in legal else legal[0])
    if s.phase == "next" and ("next", seat) in s.legal_actions():
        s.apply_action(("next", seat))
    return s if s.phase == "turn" and s.active == seat else None


def predicted_turn(s, seat: int) -> list[tuple[tuple, Action]]:
    """How ``seat``, whose turn is being played in ``s``, will walk it: the team planner's turn
    for a bot that follows the plan, the human-like one (without its noise) for a friend who
    plays their own way."""
    if seat in own_way(s):
        return _human_plan(s, random.Random(0), noise=0.0)
    return _team_plan(s)


def predict_show(st, seat: int) -> bool:
    """Will ``seat`` (not moved yet) end this round at the show, if their turn came now (a turn
    being played ended where it stands)? As :func:`predicted_turn` walks it."""
    s = _turn_of(st, seat, end_others=True)
    if s is None:
        return False
    for _fp, action in predicted_turn(s, seat):
        if s.phase != "turn" or action not in s.legal_actions():
            break
        s.apply_action(action)
    return s.pos[seat] in s.ctx.stars[s.show()[1]] and not s.bladder_full(seat)


def intention(st, seat: int) -> list[tuple[int, int]]:
    """The tiles (x, y) ``seat`` is expected to walk this round, start first; [] once moved or
    while someone else's turn is played: the planner's plan for a bot that follows it, the
    human-like walk for a friend who plays their own way (:func:`predicted_turn`)."""
    s = _turn_of(st, seat)
    if s is None:
        return []
    tiles = [s.ctx.xy[s.pos[seat]]]
    for _fp, action in predicted_turn(s, seat):
        if action[0] == "step":
            tiles.append(action[1])
    return tiles


# -- the policies ----------------------------------------------------------------------------

def greedy(view, rng: random.Random) -> Action:
    """Normal: the team planner."""
    legal = view.legal_actions()
    if len(legal) == 1 or ("photo",) in legal:      # nothing to choose, or the festival is won
        return legal[0]
    if view.phase == "turn":
        return _turn_action(view, rng, human=False)
    if view.phase == "next":
        return _next_seat(view)
    if view.phase in ("character", "campsite"):
        return _best_by_value(view, legal, _setup_value, rng)
    if view.decision() == "crowd_from":     # where a crowd pawn comes from matters little: fewer decisions
        return _best_by_value(view, legal, _crowd_value, rng)
    return _best_by_value(view, legal, team_value, rng)


#: what a decision more to move crowd pawns costs the team's value (a place's pawns at once are
#: taken unless single pawns elsewhere are worth that much more each)
CROWD_MOVE = 1.0


def _crowd_value(st) -> float:
    """A crowd pawn moved, valued once every pawn still to move has come (the rest a place at a time
    where one can give them, else a pawn at a time, in the rules' order), less :data:`CROWD_MOVE` for
    each of those decisions: the states compared are all past the crowding."""
    s, more = st, 0
    while s.decision() == "crowd_from" and more < 20:
        legal = s.legal_actions()
        s = s.clone() if more == 0 else s
        s.apply_action(next((a for a in legal if a[0] == "crowd_from_place"), legal[0]))
        more += 1
    return team_value(s) - CROWD_MOVE * more


def hard(view, rng: random.Random, budget: float | None = None) -> Action:
    """Hard: the team planner, and who goes next is searched: for each festival-goer who could
    go now, the rest of the round is played out with the planner (a friend who plays their own
    way with the human-like policy) and the best round end wins. (A co-operative game has no
    opponent to out-guess; the order is where foresight pays.)"""
    legal = view.legal_actions()
    if view.phase != "next" or len(legal) == 1:
        return greedy(view, rng)
    own = own_way(view)
    best, best_score = legal[0], float("-inf")
    for action in legal:
        s = view.clone()
        s.apply_action(action)
        round_now = s.round
        while not s.is_terminal() and s.round == round_now and s.current_player() >= 0:
            s.apply_action(human_like(s, rng) if s.current_player() in own else greedy(s, rng))
        score = team_value(s)
        if score > best_score:
            best, best_score = action, score
    return best


def selfish_value(st, seat: int) -> float:
    """What a friend minding their own festival sees: their own levels, the show (counting on
    friends to turn up) and, once everyone has the fun, the photo."""
    end = decided(st)
    if end is not None:
        return end
    fun = round_fun(st)
    return seat_value(st, seat, fun[seat]) + rally(st, fun, [seat])


def human_like(view, rng: random.Random) -> Action:
    """Easy: a friend who plays their own festival, sensibly, and takes the photo when it is there."""
    legal = view.legal_actions()
    if len(legal) == 1 or ("photo",) in legal:      # nothing to choose, or the festival is won
        return legal[0]
    if view.phase == "turn":
        return _turn_action(view, rng, human=True)
    if view.phase == "next":
        return ("next", view.current_player()) if ("next", view.current_player()) in legal else legal[0]
    if view.phase == "character":
        return rng.choice(legal)          # a favourite, not a calculation
    if view.phase == "campsite":
        return _best_by_value(view, legal, _setup_value, rng)
    me = view.current_player()
    return _best_by_value(view, legal, lambda s: selfish_value(s, me), rng)


def _setup_value(st) -> float:
    """Characters and campsites: sum of start values, then being near the first show."""
    value = 0.0
    for s in range(st.num_players):
        if st.chars[s] is not None:
            c = st.character(s)
            value += c.energy + c.fun * 2 + c.coins * 0.5 - c.bladder * 0.5
        if st.pos[s] >= 0 and st.sides:
            d = st.ctx.stage_distances(st.show(1)[1], False)[st.pos[s]]
            value -= d if d != UNREACHABLE else 50
    return value
