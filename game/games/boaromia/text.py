"""Boaromia Festival in words: log lines and the results table (no pygame).

The log lines are handlers of :data:`.events.LOG`, one per event kind. A line reads only the
event's data and what never changes once set up (the content, the variant's numbers, the
board, the line-up sides and the characters): the log is rebuilt from the final state when a
game is loaded, so a line must not depend on where anyone stands or what they hold *now*.

Every line is one whole sentence through gettext with named placeholders; content names and
texts go through :func:`said` (their content id). Lines are plain ASCII on purpose: the app's
font has no arrows or check marks.
"""

from __future__ import annotations

from game.core.i18n import _, and_list, content_text, ngettext, pgettext
from game.core.state import Event

from . import model
from .events import LOG

#: the content collection (YAML top-level key) of each record type, for its text ids
COLLECTIONS = {model.Area: "areas", model.Artist: "artists", model.Character: "characters",
               model.EventCard: "events", model.GoalCard: "goals", model.Variant: "variants"}


def clauses(parts) -> str:
    """Clauses of one sentence in a row, "round 1 Mud Bath 3 steps; round 2 …" (the list join
    ``{a}; {b}``, each part a whole clause)."""
    parts = [p for p in parts if p]
    out = parts[0] if parts else ""
    for part in parts[1:]:
        # Translators: two clauses of one sentence in a row (a list of walk notes, of rounds)
        out = _("{a}; {b}").format(a=out, b=part)
    return out


def said(record, field: str = "name") -> str:
    """A content record's ``field`` (name, text, vibe_name …) in the player's language."""
    return content_text(f"boaromia:{COLLECTIONS[type(record)]}.{record.id}.{field}", getattr(record, field))


def item_words(item: str) -> str:
    """What a goal asks to buy, as a noun phrase with its article."""
    return {"beer": pgettext("boaromia item", "beer"), "coffee": pgettext("boaromia item", "coffee"),
            "mix": pgettext("boaromia item", "a mixed drink"), "water": pgettext("boaromia item", "water"),
            "fries": pgettext("boaromia item", "fries"), "burger": pgettext("boaromia item", "a burger"),
            "curry": pgettext("boaromia item", "curry"), "any_drink": pgettext("boaromia item", "a drink"),
            "any_food": pgettext("boaromia item", "a meal")}.get(item) or pgettext("boaromia item", "it")


def stat_word(stat: str) -> str:
    """A track's name as a noun (fun, energy, coins, bladder)."""
    return {"fun": pgettext("boaromia stat", "fun"), "energy": pgettext("boaromia stat", "energy"),
            "coins": pgettext("boaromia stat", "coins"), "bladder": pgettext("boaromia stat", "bladder"),
            }.get(stat) or pgettext("boaromia stat", "level")


# -- small helpers ------------------------------------------------------------------


def _name(names: list[str], seat) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return _("someone")


def _who(st, names: list[str], seats) -> str:
    seats = list(seats)
    if st.num_players > 1 and sorted(seats) == list(range(st.num_players)):
        return _("everyone")
    return and_list([_name(names, s) for s in seats]) or _("nobody")


def place_name(st, place: str | None) -> str:
    """An area id, ``food_court`` or ``show`` in words."""
    if place == model.FOOD_COURT:
        return _("the food court")
    if place == model.SHOW:
        return _("the show")
    area = st.content.areas.get(place) if place else None
    return said(area) if area is not None else _("the festival grounds")


def _tile(st, xy) -> int | None:
    try:
        x, y = xy
        return st.ctx.grid.index(y, x)
    except (TypeError, ValueError, IndexError):
        return None


def tile_place(st, xy) -> str:
    """The named place a tile (x, y) belongs to, in words."""
    t = _tile(st, xy)
    if t is None or not 0 <= t < st.ctx.grid.size:
        return _("the festival grounds")
    if st.ctx.kind[t] == "food":
        return _("the food court")
    return place_name(st, st.ctx.area[t])


def _tiles_place(st, tiles) -> str:
    places = []
    for xy in tiles:
        p = tile_place(st, xy)
        if p not in places:
            places.append(p)
    return and_list(places) or _("the festival grounds")


def first_aid_name(st) -> str:
    return next((said(a) for a in st.content.areas.values() if a.kind == "first_aid"), _("first aid"))


def stall_name(st, stall: str) -> str:
    return next((said(a) for a in st.content.areas.values() if a.kind == "food" and a.stall == stall),
                _("the stall"))


def artist_name(st, artist: str) -> str:
    a = st.content.artist_by_id.get(artist)
    return said(a) if a is not None else _("an artist")


def show_words(st, round_number: int) -> str:
    """'Pale Pink at Chester White' for a round (the line-up is fixed before round 1)."""
    try:
        artist, stage = st.show(round_number)
    except (IndexError, TypeError, ValueError):
        return _("the act")
    return _("{artist} at {stage}").format(artist=artist_name(st, artist), stage=place_name(st, stage))


def fun_change(value: int) -> str:
    """'+2 fun', '-1 fun', 'no fun'."""
    return _("no fun") if value == 0 else _("{n:+d} fun").format(n=value)


def level_words(stat: str, old: int, new: int) -> str:
    """'energy up 2 to 5', 'coins down 3 to 0'."""
    if new > old:
        return _("{stat} up {n} to {new}").format(stat=stat_word(stat), n=new - old, new=new)
    return _("{stat} down {n} to {new}").format(stat=stat_word(stat), n=old - new, new=new)


def _vibe_name(st, seat) -> str:
    if isinstance(seat, int) and 0 <= seat < st.num_players and st.chars[seat]:
        return said(st.character(seat), "vibe_name")
    return _("a Festival Vibe")


def _must_artists(st, card: str) -> str:
    """'Pale Pink (round 3) and Organica (round 7)'."""
    must = st.ctx.musts.get(card)
    if must is None:
        return _("two acts")
    rounds = {}
    if len(st.sides) == len(st.content.lineup):
        rounds = {a: i + 1 for i, (a, _stage) in enumerate(st.ctx.schedule(tuple(st.sides)))}
    return and_list([_("{artist} (round {n})").format(artist=artist_name(st, a), n=rounds[a]) if a in rounds
                 else artist_name(st, a) for a in must.artists])


# -- goal cards in words --------------------------------------------------------------


def gather_where(st, where: str) -> str:
    """Where a gather goal wants the players at the end of a round."""
    return {model.SHOW: pgettext("boaromia gather", "at the show"),
            "stage": pgettext("boaromia gather", "at one stage"),
            "bar": pgettext("boaromia gather", "at one bar"),
            "campsite": pgettext("boaromia gather", "at one campsite"),
            "toilets": pgettext("boaromia gather", "at the same toilets"),
            model.FOOD_COURT: pgettext("boaromia gather", "at the food court"),
            }.get(where) or _("at {place}").format(place=place_name(st, where))


def needs_words(st, goal: model.GoalCard) -> str:
    need = goal.needs
    players = need.get("players")
    if need.id == "gather":
        where = gather_where(st, need["where"])
        if players == "all":
            return _("everyone ends a round {where}").format(where=where)
        if players == 1:
            return _("one of you ends a round {where}").format(where=where)
        return _("{n} end a round {where}").format(n=players, where=where)
    if need.id == "pay":
        return ngettext("chip in {n} coin", "chip in {n} coins", need["coins"]).format(n=need["coins"])
    if need.id == "buy":
        item = item_words(need["item"])
        if players == "all":
            return _("everyone buys {item} in one round").format(item=item)
        if players == 1:
            return _("one of you buys {item} in one round").format(item=item)
        return _("{n} buy {item} in one round").format(n=players, item=item)
    if need.id == "levels":
        return _("everyone has {n} {stat} or more").format(n=need["at_least"], stat=stat_word(need["stat"]))
    return _("a task")


def reward_words(goal: model.GoalCard) -> str:
    r = goal.reward
    to = r.get("to")
    if r.id in ("fun", "energy", "coins", "bladder"):
        amount, stat = r["amount"], stat_word(r.id)
        if to == "all":
            return _("{n:+d} {stat} for everyone").format(n=amount, stat=stat)
        if to == "involved":
            return _("{n:+d} {stat} each for those involved").format(n=amount, stat=stat)
        if to == "one":
            return _("{n:+d} {stat} for one of you").format(n=amount, stat=stat)
        # Translators: a goal's reward ("+2 fun"), alone on the goal card
        return _("{n:+d} {stat}").format(n=amount, stat=stat)
    if r.id == "extra_steps":
        n = r["amount"]
        if to == "all":
            return ngettext("{n} extra step for everyone", "{n} extra steps for everyone", n).format(n=n)
        if to == "involved":
            return ngettext("{n} extra step each for those involved", "{n} extra steps each for those involved",
                            n).format(n=n)
        if to == "one":
            return ngettext("{n} extra step for one of you", "{n} extra steps for one of you", n).format(n=n)
        return ngettext("{n} extra step", "{n} extra steps", n).format(n=n)
    if r.id == "share_fun":
        return _("hand round up to {n} fun").format(n=r["amount"])
    if r.id == "remove_crowd":
        return ngettext("clear up to {n} crowd pawn", "clear up to {n} crowd pawns", r["pawns"]).format(
            n=r["pawns"])
    if r.id == "move_blast":
        return _("send the blast-from-the-past to any bar or the food court")
    return _("a reward")


def goal_words(st, goal_id: str) -> tuple[str, str]:
    """(name, 'needs; reward') of a goal card."""
    goal = st.content.goal_by_id.get(goal_id)
    if goal is None:
        return _("a goal"), _("a task")
    return said(goal), _("{needs}; reward: {reward}").format(needs=needs_words(st, goal), reward=reward_words(goal))


def goal_name(st, goal_id) -> str:
    return goal_words(st, goal_id)[0] if goal_id else _("a goal")


# -- the log --------------------------------------------------------------------------


def _level(st, event: Event, who: str) -> str:
    d = event.data
    cause = d.get("cause", "")
    stat = d.get("stat", "level")
    if cause == "round":
        return ""            # the round_end line says everyone loses energy
    if cause == "share_fun":
        return ""            # the fun_shared line says it
    change = level_words(stat, d.get("from", 0), d.get("to", 0))
    if cause == "piggy_bank":
        return _("{who} passes the Piggy Bank: {change}.").format(who=who, change=change)
    if cause == "toilets":
        return _("{who} uses the toilets: {change}.").format(who=who, change=change)
    if cause == "sprint":
        return _("{who} sprints for an extra step: {change}.").format(who=who, change=change)
    if cause == "must_miss_nearby":
        return _("{who} hears a must-miss act from too close: {change}.").format(who=who, change=change)
    if cause in ("curry_buddy", "power_nap"):
        return _("{who} ({vibe}): {change}.").format(who=who, vibe=_vibe_name(st, event.seat), change=change)
    if cause == "show" and stat == "energy":
        return _("{who} gets jostled at the show: {change}.").format(who=who, change=change)
    if cause == "faint":
        return _("{who}: {change} (fainting).").format(who=who, change=change)
    if cause == "event":
        return _("{who}: {change} (event card).").format(who=who, change=change)
    if cause == "goal":
        return _("{who}: {change} (goal).").format(who=who, change=change)
    return _("{who}: {change}.").format(who=who, change=change)


def _show(d: dict, who: str) -> str:
    row, col, fun = d.get("row"), d.get("col"), d.get("fun", 0)
    change = fun_change(fun)
    if col == "missed":
        if fun == 0:
            return ""
        if row == "must_see":
            return _("{who} misses a must-see act: {change}.").format(who=who, change=change)
        return _("{who} misses the show: {change}.").format(who=who, change=change)
    if row == "must_miss":
        return _("{who} has to sit through a must-miss act: {change}.").format(who=who, change=change)
    if row == "must_see":
        if col == "together":
            return _("{who} sees a must-see act with friends: {change}.").format(who=who, change=change)
        return _("{who} sees a must-see act alone: {change}.").format(who=who, change=change)
    if col == "together":
        return _("{who} watches the show with friends: {change}.").format(who=who, change=change)
    return _("{who} watches the show alone: {change}.").format(who=who, change=change)


# setup


@LOG.on("lineup_side")
def _lineup_side(event: Event, st, names: list[str]) -> str:
    d = event.data
    card = next((c for c in st.content.lineup if c.id == d.get("card")), None)
    side = next((s for s in card.sides if s.id == d.get("side")), None) if card else None
    if side is None:
        return ""
    first = (card.position - 1) * len(side.slots) + 1
    acts = and_list(_("{artist} ({stage})").format(artist=artist_name(st, s.artist), stage=place_name(st, s.stage))
                        for s in side.slots)
    return _("Line-up for rounds {first}-{last}: {acts}.").format(first=first, last=first + len(side.slots) - 1,
                                                                  acts=acts)


@LOG.on("goal_drawn")
def _goal_drawn(event: Event, st, names: list[str]) -> str:
    return _("Goal card drawn to choose from: {goal}.").format(goal=goal_name(st, event.data.get("goal")))


@LOG.on("goal_revealed")
def _goal_revealed(event: Event, st, names: list[str]) -> str:
    name, what = goal_words(st, event.data.get("goal"))
    return _("New goal: {goal} ({what}).").format(goal=name, what=what)


@LOG.on("character")
def _character(event: Event, st, names: list[str]) -> str:
    c = st.content.character_by_id.get(event.data.get("character"))
    if c is None:
        return ""
    return _("{who} is {character} ({vibe}).").format(who=_name(names, event.seat), character=said(c),
                                                      vibe=said(c, "vibe_name"))


@LOG.on("must_see", "must_miss")
def _must(event: Event, st, names: list[str]) -> str:
    who, acts = _name(names, event.seat), _must_artists(st, event.data.get("card"))
    if event.kind == "must_see":
        return _("{who} must see {acts}.").format(who=who, acts=acts)
    return _("{who} must miss {acts}.").format(who=who, acts=acts)


@LOG.on("start")
def _start(event: Event, st, names: list[str]) -> str:
    return _("{who} pitches a tent at {place}.").format(who=_name(names, event.seat),
                                                        place=place_name(st, event.data.get("area")))


# the round


@LOG.on("round")
def _round(event: Event, st, names: list[str]) -> str:
    r = event.data.get("round", 0)
    show = show_words(st, r)
    if r == st.rules.rounds:
        if event.data.get("night"):
            return _("Round {n} (night, the last one): {show}.").format(n=r, show=show)
        return _("Round {n} (day, the last one): {show}.").format(n=r, show=show)
    if event.data.get("night"):
        return _("Round {n} (night): {show}.").format(n=r, show=show)
    return _("Round {n} (day): {show}.").format(n=r, show=show)


@LOG.on("nightfall")
def _nightfall(event: Event, st, names: list[str]) -> str:
    dropped = [goal_name(st, g) for g in event.data.get("goals_dropped", [])]
    if dropped:
        return _("Night falls: night events and night goals from now on. Unfinished day goals leave: {goals}.").format(
            goals=and_list(dropped))
    return _("Night falls: night events and night goals from now on.")


@LOG.on("event")
def _event(event: Event, st, names: list[str]) -> str:
    card = st.content.event_by_id.get(event.data.get("event"))
    return _("Event: {name}. {text}").format(name=said(card), text=said(card, "text")) if card else ""


@LOG.on("picked")
def _picked(event: Event, st, names: list[str]) -> str:
    return _("Several are tied: the team picks {who} for the event.").format(who=_name(names, event.seat))


@LOG.on("sent")
def _sent(event: Event, st, names: list[str]) -> str:
    return _("{who} is whisked off to {place}.").format(who=_name(names, event.seat),
                                                        place=place_name(st, event.data.get("area")))


@LOG.on("crowd_moved")
def _crowd_moved(event: Event, st, names: list[str]) -> str:
    return _("No crowd pawns left: one is taken away from {place}.").format(
        place=tile_place(st, event.data.get("from")))


@LOG.on("crowded")
def _crowded(event: Event, st, names: list[str]) -> str:
    tiles = event.data.get("tiles", [])
    if not tiles:
        return ""
    return ngettext("The crowd packs {places} ({n} crowd pawn).", "The crowd packs {places} ({n} crowd pawns).",
                    len(tiles)).format(places=_tiles_place(st, tiles), n=len(tiles))


@LOG.on("blast_moves")
def _blast_moves(event: Event, st, names: list[str]) -> str:
    return _("The blast-from-the-past moves to {place}.").format(place=place_name(st, event.data.get("to")))


@LOG.on("round_end")
def _round_end(event: Event, st, names: list[str]) -> str:
    r = event.data.get("round", 0)
    loss = st.rules.energy_per_round
    if loss:
        return _("End of round {n}: {show}; everyone loses {loss} energy.").format(n=r, show=show_words(st, r),
                                                                                    loss=loss)
    return _("End of round {n}: {show}.").format(n=r, show=show_words(st, r))


# a turn


@LOG.on("turn")
def _turn(event: Event, st, names: list[str]) -> str:
    steps = event.data.get("steps", 0)
    return ngettext("{who}'s turn: {n} step.", "{who}'s turn: {n} steps.", steps).format(
        who=_name(names, event.seat), n=steps)


@LOG.on("step")
def _step(event: Event, st, names: list[str]) -> str:
    d = event.data
    who = _name(names, event.seat)
    if d.get("bonus"):
        return _("{who} takes a bonus step ({vibe}).").format(who=who, vibe=_vibe_name(st, event.seat))
    frm, to = _tile(st, d.get("from")), _tile(st, d.get("to"))
    stage = st.ctx.stage_of.get(frm)
    if stage is not None and st.ctx.stage_of.get(to) != stage:       # walked through (or away from) a stage
        return _("{who} passes {stage}.").format(who=who, stage=place_name(st, stage))
    return ""


@LOG.on("turn_end")
def _turn_end(event: Event, st, names: list[str]) -> str:
    """Where a turn ends: "arrives" where a walk stopped, "ends the turn" where nobody walked (the
    places walked through are said as they are left: "passes")."""
    if "area" not in event.data:
        return ""
    words = {"who": _name(names, event.seat), "place": place_name(st, event.data["area"])}
    if event.data.get("walked"):
        return _("{who} arrives at {place} and ends the turn there.").format(**words)
    return _("{who} ends the turn at {place}.").format(**words)


@LOG.on("blast_stops")
def _blast_stops(event: Event, st, names: list[str]) -> str:
    return _("{who} runs into the blast-from-the-past and stops for a chat.").format(who=_name(names, event.seat))


@LOG.on("must_drink")
def _must_drink(event: Event, st, names: list[str]) -> str:
    return _("{who} passes {bar}: a drink is a must.").format(who=_name(names, event.seat),
                                                              bar=place_name(st, event.data.get("bar")))


def _drink_forced(who: str, drink) -> str:
    return {"beer": _("{who} drinks a beer."), "coffee": _("{who} drinks a coffee."),
            "mix": _("{who} drinks a mixed drink."), "water": _("{who} drinks a water."),
            }.get(drink, _("{who} drinks something.")).format(who=who)


def _drink_more(who: str, drink) -> str:
    return {"beer": _("{who} orders another round: a beer."), "coffee": _("{who} orders another round: a coffee."),
            "mix": _("{who} orders another round: a mixed drink."), "water": _("{who} orders another round: a water."),
            }.get(drink, _("{who} orders another round: something.")).format(who=who)


@LOG.on("drink")
def _drink(event: Event, st, names: list[str]) -> str:
    who = _name(names, event.seat)
    if event.data.get("forced"):
        return _drink_forced(who, event.data.get("drink"))
    return _drink_more(who, event.data.get("drink"))


@LOG.on("eat")
def _eat(event: Event, st, names: list[str]) -> str:
    food = event.data.get("food")
    template = {"fries": _("{who} eats fries from {stall}."), "burger": _("{who} eats a burger from {stall}."),
                "curry": _("{who} eats a curry from {stall}.")}.get(food, _("{who} eats something from {stall}."))
    return template.format(who=_name(names, event.seat), stall=stall_name(st, food))


@LOG.on("coins_given")
def _coins_given(event: Event, st, names: list[str]) -> str:
    n = event.data.get("coins", 0)
    return ngettext("{who} hands {to} {n} coin.", "{who} hands {to} {n} coins.", n).format(
        who=_name(names, event.seat), to=_name(names, event.data.get("to")), n=n)


@LOG.on("level")
def _level_line(event: Event, st, names: list[str]) -> str:
    return _level(st, event, _name(names, event.seat))


@LOG.on("faint")
def _faint(event: Event, st, names: list[str]) -> str:
    return _("{who} faints and wakes up at {place} with {n} energy.").format(
        who=_name(names, event.seat), place=first_aid_name(st), n=st.rules.first_aid_energy)


@LOG.on("show")
def _show_line(event: Event, st, names: list[str]) -> str:
    return _show(event.data, _name(names, event.seat))


# goals


@LOG.on("goal_paid")
def _goal_paid(event: Event, st, names: list[str]) -> str:
    d = event.data
    goal = st.content.goal_by_id.get(d.get("goal"))
    n, who, name = d.get("coins", 0), _name(names, event.seat), goal_name(st, d.get("goal"))
    if goal and goal.needs.id == "pay":
        return ngettext("{who} puts {n} coin on {goal} ({paid} of {total}).",
                        "{who} puts {n} coins on {goal} ({paid} of {total}).", n).format(
            who=who, n=n, goal=name, paid=d.get("on_card", 0), total=goal.needs["coins"])
    return ngettext("{who} puts {n} coin on {goal}.", "{who} puts {n} coins on {goal}.", n).format(
        who=who, n=n, goal=name)


@LOG.on("goal_done")
def _goal_done(event: Event, st, names: list[str]) -> str:
    involved = event.data.get("involved") or []
    goal = goal_name(st, event.data.get("goal"))
    if involved:
        return _("Goal reached: {goal} thanks to {who}.").format(goal=goal, who=_who(st, names, involved))
    return _("Goal reached: {goal}.").format(goal=goal)


@LOG.on("goal_used")
def _goal_used(event: Event, st, names: list[str]) -> str:
    goal = st.content.goal_by_id.get(event.data.get("goal"))
    return _("{goal} is cashed in: {reward}.").format(goal=said(goal), reward=reward_words(goal)) if goal else ""


@LOG.on("goal_kept")
def _goal_kept(event: Event, st, names: list[str]) -> str:
    return _("{goal} is kept for later.").format(goal=goal_name(st, event.data.get("goal")))


@LOG.on("goal_receiver")
def _goal_receiver(event: Event, st, names: list[str]) -> str:
    return _("The reward goes to {who}.").format(who=_name(names, event.seat))


@LOG.on("fun_shared")
def _fun_shared(event: Event, st, names: list[str]) -> str:
    return _("{who} hands 1 fun to {to}.").format(who=_name(names, event.seat), to=_name(names, event.data.get("to")))


@LOG.on("crowd_removed")
def _crowd_removed(event: Event, st, names: list[str]) -> str:
    return _("A crowd pawn leaves {place}.").format(place=tile_place(st, event.data.get("from")))


# the energy line says a sprint; the goal_used line (and goal_receiver's) who gets how many extra steps
LOG.quiet("sprint", "extra_steps")


# the end


@LOG.on("photo_possible")
def _photo_possible(event: Event, st, names: list[str]) -> str:
    return _("Everyone is at {show} with {n} fun or more: photo time?").format(
        show=show_words(st, event.data.get("round", 0)), n=st.rules.photo_fun)


@LOG.on("photo_skipped")
def _photo_skipped(event: Event, st, names: list[str]) -> str:
    return _("No photo yet: the team heads on to the next act.")


@LOG.on("photo")
def _photo(event: Event, st, names: list[str]) -> str:
    return _("Say cheese! The whole gang is in the photo at {show}.").format(
        show=show_words(st, event.data.get("round", 0)))


@LOG.on("won")
def _won(event: Event, st, names: list[str]) -> str:
    return _("The festival is won together in round {n}!").format(n=event.data.get("round", 0))


@LOG.on("lost")
def _lost(event: Event, st, names: list[str]) -> str:
    short = event.data.get("short")
    if short:
        return _("After round {n} the group photo is out of reach: {who} can no longer get to {need} fun in the "
                 "rounds left. The festival is lost.").format(n=event.data.get("round", 0), who=_who(st, names, short),
                                                               need=st.rules.photo_fun)
    return _("The last act has played and there is no group photo: the festival is lost.")


# -- the results table ----------------------------------------------------------------


def _where(st, seat: int) -> tuple[str, str]:
    """Where a festival-goer stands: (table cell, phrase) such as ('Duroc', 'at Duroc')."""
    tile = st.pos[seat]
    if tile < 0:
        return "-", _("nowhere yet")
    stage = st.ctx.stage_of.get(tile)
    if stage is not None:
        name = place_name(st, stage)
        return name, _("at {place}").format(place=name)
    if st.ctx.kind[tile] == "food":
        return _("Food court"), _("at the food court")
    if st.ctx.kind[tile] == "backstage":
        return _("Backstage"), _("backstage")
    area = st.ctx.area[tile]
    if area is None:
        return _("On the way"), _("out on the grounds")
    name = place_name(st, area)
    return name, _("at {place}").format(place=name)


def _must_notes(st, names: list[str]) -> list[str]:
    notes = []
    for seat in range(st.num_players):
        see, miss = st.must_see[seat], st.must_miss[seat]
        args = {"who": names[seat], "see": _must_artists(st, see) if see else "",
                "miss": _must_artists(st, miss) if miss else ""}
        if see and miss:
            notes.append(_("Music tastes - {who}: must-see {see}; must-miss {miss}.").format(**args))
        elif see:
            notes.append(_("Music tastes - {who}: must-see {see}.").format(**args))
        elif miss:
            notes.append(_("Music tastes - {who}: must-miss {miss}.").format(**args))
    return notes


def _why_not_seat(st, seat: int, name: str, stage: str, last: int) -> str:
    """Why one festival-goer kept the team from the photo, or '' if they did not."""
    need = st.rules.photo_fun
    short = st.fun[seat] < need
    away = last >= st.rules.rounds and not st.at_stage(seat, stage)
    args = {"who": name, "fun": st.fun[seat], "short": need - st.fun[seat], "where": _where(st, seat)[1],
            "stage": place_name(st, stage)}
    if short and away:
        return _("Why no photo - {who}: had {fun} fun ({short} short) and was {where}, not at {stage}.").format(**args)
    if short:
        return _("Why no photo - {who}: had {fun} fun ({short} short).").format(**args)
    if away:
        return _("Why no photo - {who}: was {where}, not at {stage}.").format(**args)
    return ""


def score_table(st, names: list[str]) -> dict:
    """Co-operative results: the team's photo (or why not), and everyone's levels."""
    n = st.num_players
    need = st.rules.photo_fun
    result = st.result or {}
    won = bool(result.get("won"))
    last = result.get("round", st.round)
    set_up = all(st.chars) and len(st.sides) == len(st.content.lineup)
    rows = [
        {"label": _("Character"), "values": [said(st.character(s)) if st.chars[s] else "-" for s in range(n)],
         "style": "info"},
        {"label": _("At the end"), "values": [_where(st, s)[0] for s in range(n)], "style": "info"},
        {"label": _("Fun ({n} needed)").format(n=need), "values": list(st.fun), "style": "total"},
        {"label": _("Energy"), "values": list(st.energy), "style": "row"},
        {"label": _("Bladder"), "values": list(st.bladder), "style": "row"},
        {"label": _("Coins"), "values": list(st.coins), "style": "row"},
    ]
    notes: list[str] = []
    if won:
        headline = _("Group photo in round {n}: the festival is won!").format(n=last)
        notes.append(_("The photo - Everyone stood at {show} with {n} fun or more.").format(
            show=show_words(st, last), n=need))
    elif st.result is None:
        headline = _("The festival goes on (round {n})").format(n=st.round)
    else:
        headline = _("No group photo: the festival is lost")
        if set_up:
            artist, stage = st.show(last)
            if last < st.rules.rounds:
                notes.append(_("Why no photo - After round {n} a group photo was no longer possible.").format(n=last))
                notes += [_("Why no photo - {who}: had {fun} fun after round {n}; even the best of the rounds left "
                            "could not bring the {short} more the photo needs.").format(
                    who=names[s], fun=st.fun[s], n=last, short=need - st.fun[s]) for s in result.get("short", [])]
            else:
                notes.append(_("Why no photo - The last act was {artist} at {stage}: the photo needs everyone there "
                               "with {n} fun or more.").format(artist=artist_name(st, artist),
                                                               stage=place_name(st, stage), n=need))
            if last >= st.rules.rounds:
                notes += [line for s in range(n) if (line := _why_not_seat(st, s, names[s], stage, last))]
            if len(notes) == 1:
                notes.append(_("Why no photo - Not everyone stood at the last act with enough fun."))
    if set_up:
        notes += _must_notes(st, names)
    return {"headline": headline, "winners": list(range(n)) if won else [], "columns": list(names),
            "rows": rows, "notes": notes}
