"""What the Boaromia table says: the prompt for the pending decision, the buttons' labels,
and every hover text (tiles, tracks, cards, the line-up, buttons). Functions of the scene;
they change nothing."""

from __future__ import annotations

from game.core.state import IllegalAction

from . import walk
from .text import artist_name, place_name

WHO_WORDS = {"lowest_fun": "the one with the least fun", "highest_fun": "the one with the most fun",
             "lowest_energy": "the one with the least energy", "highest_energy": "the one with the most energy",
             "highest_bladder": "the one with the fullest bladder", "most_coins": "the one with the most coins",
             "fewest_coins": "the one with the fewest coins", "nearest_show": "the one nearest to the show",
             "farthest_show": "the one farthest from the show", "all": "everyone"}


def who(scene, seat: int) -> str:
    """'Ann (Crazy Q)'."""
    st = scene.state
    name = scene.seats[seat].name
    if st.chars[seat] is None:
        return name
    return f"{name} ({st.character(seat).name})"


def must_artists(st, seat: int, kind: str) -> list[str]:
    card = st.must_see[seat] if kind == "see" else st.must_miss[seat]
    if card is None:
        return []
    return list(st.content_must(card).artists)


def when_plays(st, artist: str) -> tuple[int, str] | None:
    if len(st.sides) < len(st.content.lineup):
        return None
    for i, (a, stage) in enumerate(st.ctx.schedule(tuple(st.sides))):
        if a == artist:
            return i + 1, stage
    return None


def log_special(entry: str) -> bool:
    return ("photo" in entry.lower() or "faint" in entry or "Event:" in entry or "Goal" in entry
            or "Round" in entry)


# -- the prompt -------------------------------------------------------------------------
def prompt(scene) -> dict:
    """``{"title", "detail"}`` for the pending decision."""
    st = scene.state
    out = {"title": "", "detail": ""}
    if st.is_terminal():
        won = bool(st.result and st.result.get("won"))
        out["title"] = "Group photo! The festival is won." if won else "The last act has played"
        out["detail"] = ("Everyone together at one stage with 8 fun or more: what a festival."
                         if won else "No group photo this time. Maybe next year, with a better plan.")
        return out
    actor = scene.seat_to_act()
    if actor is None:
        return out
    mine = scene.my_turn()
    d = st.decision()
    name = scene.seats[actor].name
    team = "The team decides" + (f" ({name} clicks)" if mine and len(scene.humans()) > 1 else "")
    if not mine:
        verb = "is thinking…" if scene.thinking_seat == actor else "is playing"
        if d in ("turn", "drink"):
            out["title"] = f"{who(scene, actor)} {verb}"
            out["detail"] = f"{st.steps_left} steps left this turn." if d == "turn" else "Buying a drink."
        else:
            out["title"] = f"{name} {verb}"
            out["detail"] = _ask(scene, d, team)[0]
        return out
    title, detail = _ask(scene, d, team)
    out["title"], out["detail"] = title, detail
    return out


def _ask(scene, d: str, team: str) -> tuple[str, str]:
    st = scene.state
    actor = scene.seat_to_act()
    name = scene.seats[actor].name if actor is not None else ""
    if d == "character":
        return (f"{name}: choose your festival character",
                "Every character starts with other levels and has a Festival Vibe. Click a card.")
    if d == "campsite":
        artist, stage = st.show(1)
        return (f"{who(scene, actor)}: pick your campsite",
                f"Click a lit campsite tile to start there. Round 1: {artist_name(st, artist)} plays at "
                f"{place_name(st, stage)}.")
    if d == "next":
        artist, stage = st.show()
        left = [scene.seats[s].name for s in range(st.num_players) if not st.moved[s]]
        return (f"{team}: who goes next?",
                f"Click a lit festival-goer. Still to go: {', '.join(left)}. This round {artist_name(st, artist)} "
                f"plays at {place_name(st, stage)}.")
    if d == "turn":
        seat = st.active
        you = "Your turn" if len(scene.humans()) == 1 else f"{name}'s turn"
        c = st.character(seat).name
        if st.bladder_full(seat):
            return (f"{you} ({c}): bladder full!",
                    "Nothing but walking to a toilet: every step must bring you closer to one.")
        if st.stopped:
            return (f"{you} ({c}): your movement has ended",
                    "Buy, swap coins or pay into a goal if you like, then end your turn.")
        steps = f"{st.steps_left} step{'s' if st.steps_left != 1 else ''} left"
        return (f"{you} ({c}): {steps}",
                "Click a lit tile to walk there (hover it first: the path and what happens on it). "
                "Orange tiles need a sprint.")
    if d == "drink":
        bar = walk.area_name(st, st.pos[st.active])
        return (f"{name} passes {bar}: buy a drink", "Passing a bar means a drink. Pick one you can pay for.")
    p = st.pending()
    if d == "pick":
        card = st.content.event_by_id[p.event]
        return (f"{team}: who is it?",
                f"{card.name}: {WHO_WORDS.get(p.who, p.who)} — several tie. Click one of the lit "
                "festival-goers.")
    if d == "send_to":
        return (f"{who(scene, p.seat)} is sent to {place_name(st, p.area)}",
                "Pick the tile you land on (lit). It costs no steps.")
    if d == "crowd_from":
        return (f"{team}: no crowd pawns left",
                f"Pick a crowd pawn on the board to move ({p.to_fill} tiles to fill).")
    if d == "goal_done":
        g = st.content.goal_by_id[p.goal]
        return (f"Goal reached: {g.name}!", f"{g.text} Use it now, or keep it for later.")
    if d == "receiver":
        return (f"{team}: who receives the reward?",
                f"The goal's reward ({_reward_words(p.reward, p.amount)}) goes to one festival-goer. "
                "Click a track.")
    if d == "share_fun":
        left = p.left
        giver = scene.share_from
        if giver is not None:
            return (f"{team}: who gets {scene.seats[giver].name}'s fun point?",
                    f"Click the receiver (lit). {left} point{'s' if left != 1 else ''} left to share.")
        return (f"{team}: share fun",
                f"Click who gives a fun point, then who gets it. {left} point{'s' if left != 1 else ''} left.")
    if d == "remove_crowd":
        return (f"{team}: clear crowd pawns", f"Click a crowd pawn to remove it ({p.left} left), or stop.")
    if d == "move_blast":
        return (f"{team}: move the blast-from-the-past", "Pick a bar or the food court.")
    if d == "keep_goal":
        return (f"{team}: keep one goal", "Two goal cards were drawn. The other goes back under the stack.")
    if d == "goals":
        return (f"{team}: use a kept goal?", "Kept goals may be used now, or saved for later. Then go on.")
    if d == "photo":
        artist, stage = st.show()
        return ("Everyone is together with 8 fun or more!",
                f"All at {place_name(st, stage)} for {artist_name(st, artist)}. Take the group photo and win!")
    return (d, "")


def _reward_words(reward: str, amount: int | None) -> str:
    if reward in ("fun", "energy", "coins"):
        return f"+{amount} {reward}"
    if reward == "bladder":
        return f"bladder {amount}"
    if reward == "extra_steps":
        return f"+{amount} step{'s' if amount != 1 else ''}"
    return reward.replace("_", " ")


# -- buttons --------------------------------------------------------------------------------
def button_label(scene, action) -> tuple[str, str]:
    """(label, style) of a prompt button."""
    st = scene.state
    k = action[0]
    if k == "drink":
        d = action[1]
        return f"{d.capitalize()} · {_coins(st.drink_price(d))}", "normal"
    if k == "eat":
        return f"Eat {action[1]} · {_coins(st.food_price(action[1]))}", "normal"
    if k == "sprint":
        return f"Sprint (−{st.sprint_cost()} energy)", "normal"
    if k == "end_turn":
        return "End turn", "primary"
    if k == "photo":
        return "Take the group photo!", "primary"
    if k == "go_on":
        return "Go on", "normal"
    if k == "use":
        return "Use it now", "primary"
    if k == "keep":
        return "Keep for later", "normal"
    if k == "goals_done":
        return "Go on", "primary"
    if k == "share_done":
        return "Done sharing", "normal"
    if k == "uncrowd_done":
        return "Stop removing", "normal"
    if k == "blast":
        return place_name(st, action[1]), "normal"
    if k == "keep_goal":
        return st.content.goal_by_id[action[1]].name, "primary"
    if k == "use_goal":
        return f"Use {st.content.goal_by_id[st.kept[action[1]][0]].name}", "normal"
    return k.replace("_", " ").capitalize(), "normal"


def _coins(n: int) -> str:
    return "free" if n == 0 else f"{n} coin{'s' if n != 1 else ''}"


def button_tip(scene, action) -> str:
    st = scene.state
    k = action[0]
    seat = st.active
    if k == "drink":
        d = action[1]
        dr = st.rules.drinks[d]
        vibe, eff = st.vibe(seat)
        bl = vibe.drink_bladder(eff, dr.bladder)
        forced = " Passing a bar means one drink; more are up to you." if st.owes_drink else ""
        return f"{d.capitalize()}: {_coins(st.drink_price(d))}, +{dr.energy} energy, +{bl} bladder.{forced}"
    if k == "eat":
        s = action[1]
        return f"{s.capitalize()}: {_coins(st.food_price(s))}, +{st.food_energy(s)} energy. One meal a turn."
    if k == "sprint":
        return (f"Pay {st.sprint_cost()} energy for 1 extra step (you have {st.energy[seat]}). "
                "Walking to a far tile sprints by itself.")
    if k == "end_turn":
        return "End this festival-goer's turn here."
    if k == "photo":
        return "Everyone is at the show with 8 fun or more: the photo wins the game."
    if k == "go_on":
        return "Skip the photo for now and play on to the next round."
    if k in ("use", "keep"):
        g = st.content.goal_by_id[st.pending().goal]
        return f"{g.name}: {g.text}"
    if k == "keep_goal":
        g = st.content.goal_by_id[action[1]]
        return f"{g.name}: {g.text}"
    if k == "use_goal":
        g = st.content.goal_by_id[st.kept[action[1]][0]]
        return f"{g.name}: {g.text}"
    if k == "blast":
        return f"The blast-from-the-past moves to {place_name(st, action[1])}: passing there ends a walk."
    if k == "goals_done":
        return "Keep the remaining goals for later and go on."
    if k == "give":
        return f"Hand 1 coin to {who(scene, action[1])}."
    if k == "take":
        return f"Take 1 coin from {who(scene, action[1])} (the team agrees)."
    if k == "pay_goal":
        return f"Put 1 coin on this goal ({st.pay_left(action[1])} still missing). The coins go to the supply."
    return ""


# -- hover texts -----------------------------------------------------------------------------
def char_tip(st, cid: str) -> str:
    c = st.content.character_by_id[cid]
    return f"{c.name}: {c.vibe_name}. {c.vibe_text}"


def kept_tip(scene, i: int) -> str:
    st = scene.state
    g = st.content.goal_by_id[st.kept[i][0]]
    use = " Click to use it now." if i in scene.choices.kept else " It can be used in a turn or after one."
    return f"Kept goal {g.name}: {g.text}{use}"


def tile_tip(scene, tile: int) -> str:
    st = scene.state
    reach = scene.reach
    if scene.walking_now():
        if tile in reach.spots:
            path = scene.path_to(tile)
            spot = reach.spots[tile]
            head = f"{spot.cost} step{'s' if spot.cost != 1 else ''}"
            notes = walk.notes(st, reach, path)
            return head + (": " + "; ".join(notes) + "." if notes else ".")
        return walk.why_not(st, reach, tile)
    if tile in scene.choices.tiles:
        return _choice_tile_tip(scene, tile)
    return place_tip(scene, tile)


def _choice_tile_tip(scene, tile: int) -> str:
    st = scene.state
    a = scene.choices.tiles[tile]
    k = a[0]
    base = place_tip(scene, tile)
    if k == "campsite":
        parts = []
        for r in range(1, 5):
            artist, stage = st.show(r)
            d = st.ctx.stage_distances(stage)[tile]
            parts.append(f"round {r} {place_name(st, stage)} {d} steps")
        return f"Start here. {'; '.join(parts)}."
    if k == "send_to":
        return "Land here. " + base
    if k == "crowd_from":
        return "Move this crowd pawn to the place being crowded."
    if k == "uncrowd":
        return "Remove this crowd pawn (back to the supply)."
    return base


def place_tip(scene, tile: int) -> str:
    st = scene.state
    ctx = st.ctx
    kind = ctx.kind[tile]
    area = ctx.area[tile]
    parts = []
    if area is not None and area in st.content.areas:
        a = st.content.areas[area]
        if a.kind == "stage":
            parts.append(_stage_words(st, area, kind))
        elif a.kind == "bar":
            prices = ", ".join(f"{d} {st.drink_price(d)}" for d in st.rules.drinks if d not in st.mods()["closed"])
            parts.append(f"{a.name} (bar): passing it means buying a drink, once a turn. {prices} coins.")
        elif a.kind == "food":
            s = a.stall
            parts.append(f"{a.name}: {s}, {st.food_price(s)} coins for +{st.food_energy(s)} energy. "
                         "One meal a turn, at the stall you stand at.")
        elif a.kind == "campsite":
            parts.append(f"{a.name} (campsite). {a.text}")
        elif a.kind == "piggy_bank":
            parts.append(f"The Piggy Bank: +{st.piggy_bank()} coins when you pass it, once a turn.")
        elif a.kind == "toilets":
            parts.append(f"{a.name} (toilets): bladder −{st.toilet_relief()} when you pass, once a turn.")
        elif a.kind == "first_aid":
            parts.append(f"First aid: whoever drops to 0 energy wakes up here with {st.rules.first_aid_energy} "
                         f"energy and {abs(st.rules.faint_fun)} fun less.")
    elif kind in walk.OBSTACLE_WORDS:
        parts.append(walk.OBSTACLE_WORDS[kind].capitalize() + ".")
    else:
        parts.append("Open ground.")
    if tile in st.crowded:
        parts.append("Crowded: 2 steps to enter (Crazy Q: 1).")
    if tile in st.blast_tiles():
        parts.append("The blast-from-the-past is here: entering ends your walk.")
    here = [who(scene, s) for s in range(st.num_players) if st.pos[s] == tile]
    if here:
        parts.append("Here: " + ", ".join(here) + ".")
    return " ".join(parts)


def _stage_words(st, stage: str, kind: str) -> str:
    a = st.content.areas[stage]
    out = f"{a.name} (stage). {a.text}"
    if kind == "backstage":
        out += " Its building: only Backstage Bert walks through."
    if len(st.sides) == len(st.content.lineup):
        sched = st.ctx.schedule(tuple(st.sides))
        now_artist, now_stage = sched[st.round - 1]
        if now_stage == stage:
            out += f" Now playing: {artist_name(st, now_artist)}."
        later = [(i + 1, art) for i, (art, s) in enumerate(sched) if s == stage and i + 1 > st.round]
        if later:
            out += " Later: " + ", ".join(f"round {r} {artist_name(st, art)}" for r, art in later[:3]) + "."
    return out


def seat_tip(scene, seat: int) -> str:
    st = scene.state
    if seat in scene.choices.seat_targets(scene.share_from) and scene.my_turn():
        d = st.decision()
        act = {"next": "goes next", "pick": "is the one", "receiver": "receives the reward",
               "share_fun": "gives a fun point" if scene.share_from is None else "gets the fun point"}.get(d, "")
        if act:
            return f"Click: {scene.seats[seat].name} {act}."
    if st.chars[seat] is None:
        return f"{scene.seats[seat].name} has not chosen a character yet."
    c = st.character(seat)
    lines = [f"{who(scene, seat)}. {c.vibe_name}: {c.vibe_text}"]
    lines.append(f"Energy {st.energy[seat]}/{st.rules.energy_max} (0: faint), bladder {st.bladder[seat]}/"
                 f"{st.rules.bladder_max} (full: only walk to a toilet), fun {st.fun[seat]}/{st.rules.fun_max} "
                 f"(photo from {st.rules.photo_fun}), {st.coins[seat]} coins.")
    for kind, word in (("see", "Must-see"), ("miss", "Must-miss")):
        arts = must_artists(st, seat, kind)
        if arts:
            parts = []
            for art in arts:
                w = when_plays(st, art)
                parts.append(artist_name(st, art) + (f" (round {w[0]}, {place_name(st, w[1])})" if w else ""))
            lines.append(f"{word}: " + ", ".join(parts) + ".")
    if st.pos[seat] >= 0:
        nm = walk.area_name(st, st.pos[seat])
        lines.append(f"At {nm}." if nm else "")
    if st.pending().kind in ("next", "turn", "drink"):
        lines.append("Has had the turn this round." if st.moved[seat] else
                     ("Walking now." if st.active == seat else "Still to go this round."))
    return " ".join(x for x in lines if x)


def slot_tip(scene, r: int) -> str:
    st = scene.state
    if len(st.sides) < len(st.content.lineup):
        return f"Round {r}: the line-up is not announced yet."
    artist, stage = st.show(r)
    a = st.content.artist_by_id[artist]
    when = "night" if r >= st.rules.night_from else "day"
    out = f"Round {r} ({when}): {a.name} at {place_name(st, stage)}. {a.style.capitalize()}: {a.text}"
    see = [scene.seats[s].name for s in range(st.num_players) if artist in must_artists(st, s, "see")]
    miss = [scene.seats[s].name for s in range(st.num_players) if artist in must_artists(st, s, "miss")]
    if see:
        out += f" Must-see for {', '.join(see)}."
    if miss:
        out += f" Must-miss for {', '.join(miss)}."
    if r == st.round and not st.is_terminal():
        out += " Playing this round."
    return out


def event_tip(scene) -> str:
    st = scene.state
    if st.event is None:
        return "No event card yet: one is drawn at the start of every round from round 2."
    card = st.content.event_by_id[st.event]
    out = f"{card.name}: {card.text}"
    lasting = [e for e in card.effects if e.when == "lasting"]
    if lasting:
        out += " (Holds until the next event card.)"
    return out


def goal_tip(scene, i: int) -> str:
    st = scene.state
    g = st.goals_open[i] if i < len(st.goals_open) else None
    if g is None:
        return f"No open goal here: {st.goals_left[i]} card(s) left in this stack."
    card = st.content.goal_by_id[g]
    out = f"{card.name}: {card.text}"
    if card.needs.id == "pay":
        out += (f" {st.goals_paid[i]}/{card.needs['coins']} coins paid. Pay in during your own turn, from anywhere;"
                " goals finish after all turns of a round.")
    else:
        out += " Checked after all turns of a round."
    return out


def why_not_seat(scene, seat: int) -> str:
    st = scene.state
    d = st.decision()
    if d == "next":
        try:
            st.check(("next", seat))
        except IllegalAction as exc:
            return str(exc)
    if d == "pick":
        return "That festival-goer is not among the tied ones."
    return ""
