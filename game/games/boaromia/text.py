"""Boaromia Festival in words: log lines and the results table (no pygame).

The log lines are handlers of :data:`.events.LOG`, one per event kind. A line reads only the
event's data and what never changes once set up (the content, the variant's numbers, the
board, the line-up sides and the characters): the log is rebuilt from the final state when a
game is loaded, so a line must not depend on where anyone stands or what they hold *now*.

Lines are plain ASCII on purpose: the app's font has no arrows or check marks.
"""

from __future__ import annotations

from game.core.state import Event

from . import model
from .events import LOG

DRINK_WORDS = {"beer": "a beer", "coffee": "a coffee", "mix": "a mixed drink", "water": "a water"}
FOOD_WORDS = {"fries": "fries", "burger": "a burger", "curry": "a curry"}
ITEM_WORDS = {"beer": "beer", "coffee": "coffee", "mix": "a mixed drink", "water": "water", "fries": "fries",
              "burger": "a burger", "curry": "curry", "any_drink": "a drink", "any_food": "a meal"}
GATHER_WORDS = {model.SHOW: "at the show", "stage": "at one stage", "bar": "at one bar",
                "campsite": "at one campsite", "toilets": "at the same toilets", model.FOOD_COURT: "at the food court"}


# -- small helpers ------------------------------------------------------------------


def join(words: list[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    words = [w for w in words if w]
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} and {words[-1]}"


def _name(names: list[str], seat) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return "someone"


def _who(st, names: list[str], seats) -> str:
    seats = list(seats)
    if st.num_players > 1 and sorted(seats) == list(range(st.num_players)):
        return "everyone"
    return join([_name(names, s) for s in seats]) or "nobody"


def place_name(st, place: str | None) -> str:
    """An area id, ``food_court`` or ``show`` in words."""
    if place == model.FOOD_COURT:
        return "the food court"
    if place == model.SHOW:
        return "the show"
    area = st.content.areas.get(place) if place else None
    return area.name if area is not None else "the festival grounds"


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
        return "the festival grounds"
    if st.ctx.kind[t] == "food":
        return "the food court"
    return place_name(st, st.ctx.area[t])


def _tiles_place(st, tiles) -> str:
    places = []
    for xy in tiles:
        p = tile_place(st, xy)
        if p not in places:
            places.append(p)
    return join(places) or "the festival grounds"


def first_aid_name(st) -> str:
    return next((a.name for a in st.content.areas.values() if a.kind == "first_aid"), "first aid")


def stall_name(st, stall: str) -> str:
    return next((a.name for a in st.content.areas.values() if a.kind == "food" and a.stall == stall), "the stall")


def artist_name(st, artist: str) -> str:
    a = st.content.artist_by_id.get(artist)
    return a.name if a is not None else "an artist"


def show_words(st, round_number: int) -> str:
    """'Pale Pink at Chester White' for a round (the line-up is fixed before round 1)."""
    try:
        artist, stage = st.show(round_number)
    except (IndexError, TypeError, ValueError):
        return "the act"
    return f"{artist_name(st, artist)} at {place_name(st, stage)}"


def signed(value: int, what: str) -> str:
    if value == 0:
        return f"no {what}"
    return f"{value:+d} {what}"


def level_words(stat: str, old: int, new: int) -> str:
    """'energy up 2 to 5', 'coins down 3 to 0'."""
    way = "up" if new > old else "down"
    return f"{stat} {way} {abs(new - old)} to {new}"


def _vibe_name(st, seat) -> str:
    if isinstance(seat, int) and 0 <= seat < st.num_players and st.chars[seat]:
        return st.character(seat).vibe_name
    return "a Festival Vibe"


def _must_artists(st, card: str) -> str:
    """'Pale Pink (round 3) and Organica (round 7)'."""
    must = st.ctx.musts.get(card)
    if must is None:
        return "two acts"
    rounds = {}
    if len(st.sides) == len(st.content.lineup):
        rounds = {a: i + 1 for i, (a, _) in enumerate(st.ctx.schedule(tuple(st.sides)))}
    return join([artist_name(st, a) + (f" (round {rounds[a]})" if a in rounds else "") for a in must.artists])


# -- goal cards in words --------------------------------------------------------------


def needs_words(st, goal: model.GoalCard) -> str:
    need = goal.needs
    players = need.get("players")
    many, s = {"all": ("everyone", "s"), 1: ("one of you", "s")}.get(players, (str(players), ""))
    if need.id == "gather":
        where = need["where"]
        return f"{many} end{s} a round {GATHER_WORDS.get(where) or 'at ' + place_name(st, where)}"
    if need.id == "pay":
        return f"chip in {need['coins']} coins"
    if need.id == "buy":
        return f"{many} buy{s} {ITEM_WORDS.get(need['item'], 'it')} in one round"
    if need.id == "levels":
        return f"everyone has {need['at_least']} {need['stat']} or more"
    return "a task"


def reward_words(goal: model.GoalCard) -> str:
    r = goal.reward
    to = {"all": "for everyone", "involved": "each for those involved", "one": "for one of you"}.get(r.get("to"), "")
    if r.id in ("fun", "energy", "coins", "bladder"):
        return f"{r['amount']:+d} {r.id} {to}"
    if r.id == "extra_steps":
        steps = "step" if r["amount"] == 1 else "steps"
        return f"{r['amount']} extra {steps} {to}"
    if r.id == "share_fun":
        return f"hand round up to {r['amount']} fun"
    if r.id == "remove_crowd":
        return f"clear up to {r['pawns']} crowd pawns"
    if r.id == "move_blast":
        return "send the blast-from-the-past to any bar or the food court"
    return "a reward"


def goal_words(st, goal_id: str) -> tuple[str, str]:
    """(name, 'needs; reward') of a goal card."""
    goal = st.content.goal_by_id.get(goal_id)
    if goal is None:
        return "a goal", "a task"
    return goal.name, f"{needs_words(st, goal)}; reward: {reward_words(goal)}"


def goal_name(st, goal_id) -> str:
    return goal_words(st, goal_id)[0] if goal_id else "a goal"


# -- the log --------------------------------------------------------------------------

CAUSE_SENTENCES = {
    "piggy_bank": "{who} passes the Piggy Bank: {change}.",
    "toilets": "{who} uses the toilets: {change}.",
    "sprint": "{who} sprints for an extra step: {change}.",
    "must_miss_nearby": "{who} hears a must-miss act from too close: {change}.",
}
CAUSE_NOTES = {"faint": " (fainting)", "event": " (event card)", "goal": " (goal)"}


def _level(st, event: Event, who: str) -> str:
    d = event.data
    cause = d.get("cause", "")
    stat = d.get("stat", "level")
    if cause == "round":
        return ""            # the round_end line says everyone loses energy
    if cause == "share_fun":
        return ""            # the fun_shared line says it
    change = level_words(stat, d.get("from", 0), d.get("to", 0))
    if cause in CAUSE_SENTENCES:
        return CAUSE_SENTENCES[cause].format(who=who, change=change)
    if cause in ("curry_buddy", "power_nap"):
        return f"{who} ({_vibe_name(st, event.seat)}): {change}."
    if cause == "show" and stat == "energy":
        return f"{who} gets jostled at the show: {change}."
    return f"{who}: {change}{CAUSE_NOTES.get(cause, '')}."


def _show(d: dict, who: str) -> str:
    row, col, fun = d.get("row"), d.get("col"), d.get("fun", 0)
    if col == "missed":
        if fun == 0:
            return ""
        if row == "must_see":
            return f"{who} misses a must-see act: {signed(fun, 'fun')}."
        return f"{who} misses the show: {signed(fun, 'fun')}."
    if row == "must_miss":
        return f"{who} has to sit through a must-miss act: {signed(fun, 'fun')}."
    company = "with friends" if col == "together" else "alone"
    if row == "must_see":
        return f"{who} sees a must-see act {company}: {signed(fun, 'fun')}."
    return f"{who} watches the show {company}: {signed(fun, 'fun')}."


# setup


@LOG.on("lineup_side")
def _lineup_side(event: Event, st, names: list[str]) -> str:
    d = event.data
    card = next((c for c in st.content.lineup if c.id == d.get("card")), None)
    side = next((s for s in card.sides if s.id == d.get("side")), None) if card else None
    if side is None:
        return ""
    first = (card.position - 1) * len(side.slots) + 1
    acts = ", ".join(f"{artist_name(st, s.artist)} ({place_name(st, s.stage)})" for s in side.slots)
    return f"Line-up for rounds {first}-{first + len(side.slots) - 1}: {acts}."


@LOG.on("goal_drawn")
def _goal_drawn(event: Event, st, names: list[str]) -> str:
    return f"Goal card drawn to choose from: {goal_name(st, event.data.get('goal'))}."


@LOG.on("goal_revealed")
def _goal_revealed(event: Event, st, names: list[str]) -> str:
    name, what = goal_words(st, event.data.get("goal"))
    return f"New goal: {name} ({what})."


@LOG.on("character")
def _character(event: Event, st, names: list[str]) -> str:
    c = st.content.character_by_id.get(event.data.get("character"))
    return f"{_name(names, event.seat)} is {c.name} ({c.vibe_name})." if c else ""


@LOG.on("must_see", "must_miss")
def _must(event: Event, st, names: list[str]) -> str:
    verb = "see" if event.kind == "must_see" else "miss"
    return f"{_name(names, event.seat)} must {verb} {_must_artists(st, event.data.get('card'))}."


@LOG.on("start")
def _start(event: Event, st, names: list[str]) -> str:
    return f"{_name(names, event.seat)} pitches a tent at {place_name(st, event.data.get('area'))}."


# the round


@LOG.on("round")
def _round(event: Event, st, names: list[str]) -> str:
    r = event.data.get("round", 0)
    time = "night" if event.data.get("night") else "day"
    last = ", the last one" if r == st.rules.rounds else ""
    return f"Round {r} ({time}{last}): {show_words(st, r)}."


@LOG.on("nightfall")
def _nightfall(event: Event, st, names: list[str]) -> str:
    dropped = [goal_name(st, g) for g in event.data.get("goals_dropped", [])]
    text = "Night falls: night events and night goals from now on."
    if dropped:
        text += f" Unfinished day goals leave: {join(dropped)}."
    return text


@LOG.on("event")
def _event(event: Event, st, names: list[str]) -> str:
    card = st.content.event_by_id.get(event.data.get("event"))
    return f"Event: {card.name}. {card.text}" if card else ""


@LOG.on("picked")
def _picked(event: Event, st, names: list[str]) -> str:
    return f"Several are tied: the team picks {_name(names, event.seat)} for the event."


@LOG.on("sent")
def _sent(event: Event, st, names: list[str]) -> str:
    return f"{_name(names, event.seat)} is whisked off to {place_name(st, event.data.get('area'))}."


@LOG.on("crowd_moved")
def _crowd_moved(event: Event, st, names: list[str]) -> str:
    return f"No crowd pawns left: one is taken away from {tile_place(st, event.data.get('from'))}."


@LOG.on("crowded")
def _crowded(event: Event, st, names: list[str]) -> str:
    tiles = event.data.get("tiles", [])
    if not tiles:
        return ""
    return f"The crowd packs {_tiles_place(st, tiles)} ({len(tiles)} crowd pawns)."


@LOG.on("blast_moves")
def _blast_moves(event: Event, st, names: list[str]) -> str:
    return f"The blast-from-the-past moves to {place_name(st, event.data.get('to'))}."


@LOG.on("round_end")
def _round_end(event: Event, st, names: list[str]) -> str:
    r = event.data.get("round", 0)
    loss = st.rules.energy_per_round
    tail = f"; everyone loses {loss} energy" if loss else ""
    return f"End of round {r}: {show_words(st, r)}{tail}."


# a turn


@LOG.on("turn")
def _turn(event: Event, st, names: list[str]) -> str:
    steps = event.data.get("steps", 0)
    return f"{_name(names, event.seat)}'s turn: {steps} step{'' if steps == 1 else 's'}."


@LOG.on("step")
def _step(event: Event, st, names: list[str]) -> str:
    d = event.data
    who = _name(names, event.seat)
    if d.get("bonus"):
        return f"{who} takes a bonus step ({_vibe_name(st, event.seat)})."
    frm, to = _tile(st, d.get("from")), _tile(st, d.get("to"))
    stage = st.ctx.stage_of.get(to)
    if stage is not None and st.ctx.stage_of.get(frm) != stage:
        return f"{who} arrives at {place_name(st, stage)}."
    return ""


@LOG.on("turn_end")
def _turn_end(event: Event, st, names: list[str]) -> str:
    if "area" in event.data:
        return f"{_name(names, event.seat)} ends the turn at {place_name(st, event.data['area'])}."
    return ""


@LOG.on("blast_stops")
def _blast_stops(event: Event, st, names: list[str]) -> str:
    return f"{_name(names, event.seat)} runs into the blast-from-the-past and stops for a chat."


@LOG.on("must_drink")
def _must_drink(event: Event, st, names: list[str]) -> str:
    return f"{_name(names, event.seat)} passes {place_name(st, event.data.get('bar'))}: a drink is a must."


@LOG.on("drink")
def _drink(event: Event, st, names: list[str]) -> str:
    who = _name(names, event.seat)
    drink = DRINK_WORDS.get(event.data.get("drink"), "something")
    if event.data.get("forced"):
        return f"{who} drinks {drink}."
    return f"{who} orders another round: {drink}."


@LOG.on("eat")
def _eat(event: Event, st, names: list[str]) -> str:
    food = event.data.get("food")
    return f"{_name(names, event.seat)} eats {FOOD_WORDS.get(food, 'something')} from {stall_name(st, food)}."


@LOG.on("coins_given")
def _coins_given(event: Event, st, names: list[str]) -> str:
    n = event.data.get("coins", 0)
    return f"{_name(names, event.seat)} hands {_name(names, event.data.get('to'))} {n} coin{'' if n == 1 else 's'}."


@LOG.on("level")
def _level_line(event: Event, st, names: list[str]) -> str:
    return _level(st, event, _name(names, event.seat))


@LOG.on("faint")
def _faint(event: Event, st, names: list[str]) -> str:
    energy = st.rules.first_aid_energy
    return f"{_name(names, event.seat)} faints and wakes up at {first_aid_name(st)} with {energy} energy."


@LOG.on("show")
def _show_line(event: Event, st, names: list[str]) -> str:
    return _show(event.data, _name(names, event.seat))


# goals


@LOG.on("goal_paid")
def _goal_paid(event: Event, st, names: list[str]) -> str:
    d = event.data
    goal = st.content.goal_by_id.get(d.get("goal"))
    n = d.get("coins", 0)
    need = f" ({d.get('on_card', 0)} of {goal.needs['coins']})" if goal and goal.needs.id == "pay" else ""
    return f"{_name(names, event.seat)} puts {n} coin{'' if n == 1 else 's'} on {goal_name(st, d.get('goal'))}{need}."


@LOG.on("goal_done")
def _goal_done(event: Event, st, names: list[str]) -> str:
    involved = event.data.get("involved") or []
    by = f" thanks to {_who(st, names, involved)}" if involved else ""
    return f"Goal reached: {goal_name(st, event.data.get('goal'))}{by}."


@LOG.on("goal_used")
def _goal_used(event: Event, st, names: list[str]) -> str:
    goal = st.content.goal_by_id.get(event.data.get("goal"))
    return f"{goal.name} is cashed in: {reward_words(goal)}." if goal else ""


@LOG.on("goal_kept")
def _goal_kept(event: Event, st, names: list[str]) -> str:
    return f"{goal_name(st, event.data.get('goal'))} is kept for later."


@LOG.on("goal_receiver")
def _goal_receiver(event: Event, st, names: list[str]) -> str:
    return f"The reward goes to {_name(names, event.seat)}."


@LOG.on("fun_shared")
def _fun_shared(event: Event, st, names: list[str]) -> str:
    return f"{_name(names, event.seat)} hands 1 fun to {_name(names, event.data.get('to'))}."


@LOG.on("crowd_removed")
def _crowd_removed(event: Event, st, names: list[str]) -> str:
    return f"A crowd pawn leaves {tile_place(st, event.data.get('from'))}."


# the energy line says a sprint; the goal_used line (and goal_receiver's) who gets how many extra steps
LOG.quiet("sprint", "extra_steps")


# the end


@LOG.on("photo_possible")
def _photo_possible(event: Event, st, names: list[str]) -> str:
    r = event.data.get("round", 0)
    return f"Everyone is at {show_words(st, r)} with {st.rules.photo_fun} fun or more: photo time?"


@LOG.on("photo_skipped")
def _photo_skipped(event: Event, st, names: list[str]) -> str:
    return "No photo yet: the team heads on to the next act."


@LOG.on("photo")
def _photo(event: Event, st, names: list[str]) -> str:
    return f"Say cheese! The whole gang is in the photo at {show_words(st, event.data.get('round', 0))}."


@LOG.on("won")
def _won(event: Event, st, names: list[str]) -> str:
    return f"The festival is won together in round {event.data.get('round', 0)}!"


@LOG.on("lost")
def _lost(event: Event, st, names: list[str]) -> str:
    return "The last act has played and there is no group photo: the festival is lost."


# -- the results table ----------------------------------------------------------------


def _where(st, seat: int) -> tuple[str, str]:
    """Where a festival-goer stands: (table cell, phrase) such as ('Duroc', 'at Duroc')."""
    tile = st.pos[seat]
    if tile < 0:
        return "-", "nowhere yet"
    stage = st.ctx.stage_of.get(tile)
    if stage is not None:
        name = place_name(st, stage)
        return name, f"at {name}"
    if st.ctx.kind[tile] == "food":
        return "Food court", "at the food court"
    if st.ctx.kind[tile] == "backstage":
        return "Backstage", "backstage"
    area = st.ctx.area[tile]
    if area is None:
        return "On the way", "out on the grounds"
    name = place_name(st, area)
    return name, f"at {name}"


def _must_notes(st, names: list[str]) -> list[str]:
    notes = []
    for seat in range(st.num_players):
        parts = [f"{label} {_must_artists(st, card)}"
                 for label, card in (("must-see", st.must_see[seat]), ("must-miss", st.must_miss[seat])) if card]
        if parts:
            notes.append(f"Music tastes - {names[seat]}: {'; '.join(parts)}.")
    return notes


def score_table(st, names: list[str]) -> dict:
    """Co-operative results: the team's photo (or why not), and everyone's levels."""
    n = st.num_players
    need = st.rules.photo_fun
    result = st.result or {}
    won = bool(result.get("won"))
    last = result.get("round", st.round)
    set_up = all(st.chars) and len(st.sides) == len(st.content.lineup)
    rows = [
        {"label": "Character", "values": [st.character(s).name if st.chars[s] else "-" for s in range(n)],
         "style": "info"},
        {"label": "At the end", "values": [_where(st, s)[0] for s in range(n)], "style": "info"},
        {"label": f"Fun ({need} needed)", "values": list(st.fun), "style": "total"},
        {"label": "Energy", "values": list(st.energy), "style": "row"},
        {"label": "Bladder", "values": list(st.bladder), "style": "row"},
        {"label": "Coins", "values": list(st.coins), "style": "row"},
    ]
    notes: list[str] = []
    if won:
        headline = f"Group photo in round {last}: the festival is won!"
        notes.append(f"The photo - Everyone stood at {show_words(st, last)} with {need} fun or more.")
    elif st.result is None:
        headline = f"The festival goes on (round {st.round})"
    else:
        headline = "No group photo: the festival is lost"
        if set_up:
            artist, stage = st.show(last)
            where = place_name(st, stage)
            if last < st.rules.rounds:
                notes.append(f"Why no photo - After round {last} a group photo was no longer possible.")
            else:
                notes.append(f"Why no photo - The last act was {artist_name(st, artist)} at {where}: the photo "
                             f"needs everyone there with {need} fun or more.")
            for s in range(n):
                reasons = []
                if st.fun[s] < need:
                    reasons.append(f"had {st.fun[s]} fun ({need - st.fun[s]} short)")
                if last >= st.rules.rounds and not st.at_stage(s, stage):
                    reasons.append(f"was {_where(st, s)[1]}, not at {where}")
                if reasons:
                    notes.append(f"Why no photo - {names[s]}: {' and '.join(reasons)}.")
            if len(notes) == 1:
                notes.append("Why no photo - Not everyone stood at the last act with enough fun.")
    if set_up:
        notes += _must_notes(st, names)
    return {"headline": headline, "winners": list(range(n)) if won else [], "columns": list(names),
            "rows": rows, "notes": notes}
