"""Boaromia Festival in words: log lines and the results table (no pygame).

``describe`` reads only the event's data and what never changes once set up (the
content, the variant's numbers, the board, the line-up sides and the characters):
the log is rebuilt from the final state when a game is loaded, so a line must not
depend on where anyone stands or what they hold *now*.

Lines are plain ASCII on purpose: the app's font has no arrows or check marks.
"""

from __future__ import annotations

from game.core.state import Event

from . import model

#: every event kind the Boaromia rules emit (rules.py, effects.py, goals.py); tested
KINDS = frozenset({
    "lineup_side", "goal_drawn", "goal_revealed", "character", "must_see", "must_miss", "start",
    "round", "nightfall", "event", "picked", "sent", "crowd_moved", "crowded", "blast_moves",
    "turn", "step", "blast_stops", "must_drink", "sprint", "drink", "eat", "coins_given", "goal_paid",
    "level", "faint", "turn_end", "round_end", "show", "goal_done", "goal_used", "goal_kept",
    "goal_receiver", "fun_shared", "crowd_removed", "extra_steps", "photo_possible", "photo_skipped", "photo", "won",
    "lost",
})

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


def describe(st, event: Event, names: list[str]) -> str:
    """One short log line for an event, or "" when it is not worth one."""
    d = event.data or {}
    k = event.kind
    who = _name(names, event.seat)
    content = st.content

    # setup
    if k == "lineup_side":
        card = next((c for c in content.lineup if c.id == d.get("card")), None)
        side = next((s for s in card.sides if s.id == d.get("side")), None) if card else None
        if side is None:
            return ""
        first = (card.position - 1) * len(side.slots) + 1
        acts = ", ".join(f"{artist_name(st, s.artist)} ({place_name(st, s.stage)})" for s in side.slots)
        return f"Line-up for rounds {first}-{first + len(side.slots) - 1}: {acts}."
    if k == "goal_drawn":
        return f"Goal card drawn to choose from: {goal_name(st, d.get('goal'))}."
    if k == "goal_revealed":
        name, what = goal_words(st, d.get("goal"))
        return f"New goal: {name} ({what})."
    if k == "character":
        c = content.character_by_id.get(d.get("character"))
        return f"{who} is {c.name} ({c.vibe_name})." if c else ""
    if k == "must_see":
        return f"{who} must see {_must_artists(st, d.get('card'))}."
    if k == "must_miss":
        return f"{who} must miss {_must_artists(st, d.get('card'))}."
    if k == "start":
        return f"{who} pitches a tent at {place_name(st, d.get('area'))}."

    # the round
    if k == "round":
        r = d.get("round", 0)
        time = "night" if d.get("night") else "day"
        last = ", the last one" if r == st.rules.rounds else ""
        return f"Round {r} ({time}{last}): {show_words(st, r)}."
    if k == "nightfall":
        dropped = [goal_name(st, g) for g in d.get("goals_dropped", [])]
        text = "Night falls: night events and night goals from now on."
        if dropped:
            text += f" Unfinished day goals leave: {join(dropped)}."
        return text
    if k == "event":
        card = content.event_by_id.get(d.get("event"))
        return f"Event: {card.name}. {card.text}" if card else ""
    if k == "picked":
        return f"Several are tied: the team picks {who} for the event."
    if k == "sent":
        return f"{who} is whisked off to {place_name(st, d.get('area'))}."
    if k == "crowd_moved":
        return f"No crowd pawns left: one is taken away from {tile_place(st, d.get('from'))}."
    if k == "crowded":
        tiles = d.get("tiles", [])
        if not tiles:
            return ""
        return f"The crowd packs {_tiles_place(st, tiles)} ({len(tiles)} crowd pawns)."
    if k == "blast_moves":
        return f"The blast-from-the-past moves to {place_name(st, d.get('to'))}."
    if k == "round_end":
        r = d.get("round", 0)
        loss = st.rules.energy_per_round
        tail = f"; everyone loses {loss} energy" if loss else ""
        return f"End of round {r}: {show_words(st, r)}{tail}."

    # a turn
    if k == "turn":
        steps = d.get("steps", 0)
        return f"{who}'s turn: {steps} step{'' if steps == 1 else 's'}."
    if k == "step":
        if d.get("bonus"):
            return f"{who} takes a bonus step ({_vibe_name(st, event.seat)})."
        frm, to = _tile(st, d.get("from")), _tile(st, d.get("to"))
        stage = st.ctx.stage_of.get(to)
        if stage is not None and st.ctx.stage_of.get(frm) != stage:
            return f"{who} arrives at {place_name(st, stage)}."
        return ""
    if k == "turn_end":
        if "area" in d:
            return f"{who} ends the turn at {place_name(st, d['area'])}."
        return ""
    if k == "blast_stops":
        return f"{who} runs into the blast-from-the-past and stops for a chat."
    if k == "must_drink":
        return f"{who} passes {place_name(st, d.get('bar'))}: a drink is a must."
    if k == "sprint":
        return ""            # the energy line says it
    if k == "drink":
        drink = DRINK_WORDS.get(d.get("drink"), "something")
        if d.get("forced"):
            return f"{who} drinks {drink}."
        return f"{who} orders another round: {drink}."
    if k == "eat":
        food = d.get("food")
        return f"{who} eats {FOOD_WORDS.get(food, 'something')} from {stall_name(st, food)}."
    if k == "coins_given":
        n = d.get("coins", 0)
        return f"{who} hands {_name(names, d.get('to'))} {n} coin{'' if n == 1 else 's'}."
    if k == "level":
        return _level(st, event, who)
    if k == "faint":
        energy = st.rules.first_aid_energy
        return f"{who} faints and wakes up at {first_aid_name(st)} with {energy} energy."
    if k == "show":
        return _show(d, who)

    # goals
    if k == "goal_paid":
        goal = content.goal_by_id.get(d.get("goal"))
        n = d.get("coins", 0)
        need = f" ({d.get('on_card', 0)} of {goal.needs['coins']})" if goal and goal.needs.id == "pay" else ""
        return f"{who} puts {n} coin{'' if n == 1 else 's'} on {goal_name(st, d.get('goal'))}{need}."
    if k == "goal_done":
        involved = d.get("involved") or []
        by = f" thanks to {_who(st, names, involved)}" if involved else ""
        return f"Goal reached: {goal_name(st, d.get('goal'))}{by}."
    if k == "goal_used":
        goal = content.goal_by_id.get(d.get("goal"))
        return f"{goal.name} is cashed in: {reward_words(goal)}." if goal else ""
    if k == "goal_kept":
        return f"{goal_name(st, d.get('goal'))} is kept for later."
    if k == "goal_receiver":
        return f"The reward goes to {who}."
    if k == "fun_shared":
        return f"{who} hands 1 fun to {_name(names, d.get('to'))}."
    if k == "crowd_removed":
        return f"A crowd pawn leaves {tile_place(st, d.get('from'))}."
    if k == "extra_steps":
        return ""            # the goal_used line (and goal_receiver's) says who gets how many

    # the end
    if k == "photo_possible":
        r = d.get("round", 0)
        return f"Everyone is at {show_words(st, r)} with {st.rules.photo_fun} fun or more: photo time?"
    if k == "photo_skipped":
        return "No photo yet: the team heads on to the next act."
    if k == "photo":
        return f"Say cheese! The whole gang is in the photo at {show_words(st, d.get('round', 0))}."
    if k == "won":
        return f"The festival is won together in round {d.get('round', 0)}!"
    if k == "lost":
        return "The last act has played and there is no group photo: the festival is lost."
    return ""


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
