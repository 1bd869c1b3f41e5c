"""What the Boaromia table says: the prompt for the pending decision, the buttons' labels,
and every hover text (tiles, tracks, cards, the line-up, buttons). The presenters read a
:class:`game.ui.context.TableContext` ``ctx`` (the kit's record of what the table shows: the state
``ctx.view``, the seats, who decides, whether this screen's human does, who thinks), never the scene;
its selection ``ctx.selection`` is a :class:`.selection.Selection` (what may be clicked, the giver picked
while fun is shared, the walk, the team planner's pick). A test builds one from a real state with
``TableContext.of``. The helpers of the state alone take the ``view``. They change nothing."""

from __future__ import annotations

from game.core.i18n import N_, _, and_list, ngettext

from . import walk
from .board import OBSTACLES
from .rules import obstacle_words
from .text import artist_name, clauses, item_words, place_name, said, stat_word


def who_words(who: str) -> str:
    """Whom an event card picks, as a noun phrase."""
    return {"lowest_fun": _("the one with the least fun"), "highest_fun": _("the one with the most fun"),
            "lowest_energy": _("the one with the least energy"), "highest_energy": _("the one with the most energy"),
            "highest_bladder": _("the one with the fullest bladder"), "most_coins": _("the one with the most coins"),
            "fewest_coins": _("the one with the fewest coins"), "nearest_show": _("the one nearest to the show"),
            "farthest_show": _("the one farthest from the show"), "all": _("everyone")}.get(who, who)


def _giver(ctx) -> int | None:
    """The festival-goer picked to give a fun point (None: none, or no selection)."""
    return ctx.selection.giver() if ctx.selection is not None else None


def _paying(ctx) -> int | None:
    """The goal stack picked to pay into, its amount still to choose (None: none, or no selection)."""
    return ctx.selection.paying() if ctx.selection is not None else None


def _suggest(ctx) -> int | None:
    """Who the team planner would send next, as offered to a lone human (None: no pick offered)."""
    return ctx.selection.suggest if ctx.selection is not None else None


def who(ctx, seat: int) -> str:
    """'Ann (Crazy Q)'."""
    view = ctx.view
    name = ctx.names[seat]
    if view.chars[seat] is None:
        return name
    return _("{name} ({character})").format(name=name, character=said(view.character(seat)))


def must_artists(view, seat: int, kind: str) -> list[str]:
    card = view.must_see[seat] if kind == "see" else view.must_miss[seat]
    if card is None:
        return []
    return list(view.content_must(card).artists)


def when_plays(view, artist: str) -> tuple[int, str] | None:
    if len(view.sides) < len(view.content.lineup):
        return None
    for i, (a, stage) in enumerate(view.ctx.schedule(tuple(view.sides))):
        if a == artist:
            return i + 1, stage
    return None


# -- the prompt -------------------------------------------------------------------------
#: the prompt's title and detail by decision kind, filled with :func:`_prompt_words` (the kinds
#: whose detail counts something are :func:`_counted`)
ASK = {
    "character": (N_("{name}: choose your festival character"),
                  N_("Every character starts with other levels and has a Festival Vibe. Click a card.")),
    "campsite": (N_("{who}: pick your campsite"),
                 N_("Click a lit campsite tile to start there. Round 1: {artist} plays at {stage}.")),
    "next": (N_("{team}: who goes next?"),
             N_("Click a lit festival-goer. Still to go: {names}. This round {artist} plays at {stage}.")),
    "drink": (N_("{name} passes {bar}: buy a drink"), N_("Passing a bar means a drink. Pick one you can pay for.")),
    "pick": (N_("{team}: who is it?"), N_("{event}: {whom} — several tie. Click one of the lit festival-goers.")),
    "send_to": (N_("{who} is sent to {place}"), N_("Pick the tile you land on (lit). It costs no steps.")),
    "goal_done": (N_("Goal reached: {goal}!"), N_("{text} Use it now, or keep it for later.")),
    "receiver": (N_("{team}: who receives the reward?"),
                 N_("The goal's reward ({reward}) goes to one festival-goer. Click a track.")),
    "remove_crowd": (N_("{team}: clear crowd pawns"), N_("Click a crowd pawn to remove it ({n} left), or stop.")),
    "move_blast": (N_("{team}: move the blast-from-the-past"), N_("Pick a bar or the food court.")),
    "keep_goal": (N_("{team}: keep one goal"), N_("Two goal cards were drawn. The other goes back under the stack.")),
    "goals": (N_("{team}: use a kept goal?"), N_("Kept goals may be used now, or saved for later. Then go on.")),
    "photo": (N_("Everyone is together with 8 fun or more!"),
              N_("All at {stage} for {artist}. Take the group photo and win!")),
}


#: what the setup and the team decide (the top bar's words before who decides), by decision kind;
#: any other decision than these and a turn's (a walk, a drink) is the team's
DECIDING = {"character": N_("Choosing characters"), "campsite": N_("Picking campsites"),
            "team": N_("The team decides")}


def status(ctx) -> str:
    """The top bar: what is being decided (the characters, the campsites, the team's decision;
    nothing on a festival-goer's turn) and who decides, in the kit's words (``ctx.whose_turn``:
    "Your turn", "Ann is thinking…", "Ann's turn"); once the festival is over, how it ended."""
    view = ctx.view
    if view.is_terminal() or ctx.to_act is None:
        won = bool(view.result and view.result.get("won"))
        return _("Group photo: the festival is won!") if won else _("The festival is over")
    d = view.decision()
    if d in ("turn", "drink"):
        return ctx.whose_turn()
    return _("{what} · {who}").format(what=_(DECIDING.get(d, DECIDING["team"])), who=ctx.whose_turn())


def prompt(ctx) -> dict:
    """``{"title", "detail"}`` for the pending decision."""
    view = ctx.view
    if view.is_terminal():
        if view.result and view.result.get("won"):
            return {"title": _("Group photo! The festival is won."),
                    "detail": _("Everyone together at one stage with 8 fun or more: what a festival.")}
        if view.result and view.result.get("short"):
            return {"title": _("The group photo is out of reach"),
                    "detail": _("After round {n} not everyone can still get to {need} fun: the festival is "
                                "lost.").format(n=view.result["round"], need=view.rules.photo_fun)}
        return {"title": _("The last act has played"),
                "detail": _("No group photo this time. Maybe next year, with a better plan.")}
    if ctx.to_act is None:
        return {"title": "", "detail": ""}
    d = view.decision()
    words = _prompt_words(ctx, d)
    if d == "turn" and ctx.my_turn and _paying(ctx) is not None:
        title, detail = _ask_pay(ctx, _paying(ctx))
    elif d == "turn":
        title, detail = _ask_turn(view, words["name"], len(ctx.humans) == 1)
    elif d == "next" and ctx.my_turn and _suggest(ctx) is not None:
        title = _(ASK[d][0]).format(**words)
        detail = _("The team's pick: {pick} (press Enter or the button). Or click another lit festival-goer. "
                   "This round {artist} plays at {stage}.").format(**words, pick=who(ctx, _suggest(ctx)))
    elif d in ASK:
        title, detail = (_(text).format(**words) for text in ASK[d])
    else:
        title, detail = _counted(ctx, d, words["team"])
    if ctx.my_turn:
        return {"title": title, "detail": detail}
    if d == "turn":
        detail = ngettext("{n} step left this turn.", "{n} steps left this turn.", view.steps_left).format(
            n=view.steps_left)
    elif d == "drink":
        detail = _("Buying a drink.")
    else:
        detail = title           # what the others are deciding
    someone = words["who"] if d in ("turn", "drink") else words["name"]
    return {"title": (_("{who} is thinking…") if ctx.thinking is not None and ctx.thinking == ctx.to_act
                       else _("{who} is playing")).format(who=someone),
            "detail": detail}


def _prompt_words(ctx, d: str) -> dict:
    """What the prompt for decision ``d`` names."""
    view = ctx.view
    name = ctx.names[ctx.to_act]
    words = {"name": name, "who": who(ctx, ctx.to_act),
             "team": (_("The team decides ({name} clicks)").format(name=name) if ctx.my_turn and len(ctx.humans) > 1
                      else _("The team decides"))}
    if d in ("campsite", "next", "photo"):
        artist, stage = view.show(1) if d == "campsite" else view.show()
        words.update(artist=artist_name(view, artist), stage=place_name(view, stage))
    p = view.pending()
    if d == "next":
        words["names"] = and_list(ctx.names[s] for s in range(view.num_players) if not view.moved[s])
    elif d == "drink":
        words["bar"] = walk.area_name(view, view.pos[view.active])
    elif d == "pick":
        words.update(event=said(view.content.event_by_id[p.event]), whom=who_words(p.who))
    elif d == "send_to":
        words["place"] = place_name(view, p.area)
    elif d == "goal_done":
        g = view.content.goal_by_id[p.goal]
        words.update(goal=said(g), text=said(g, "text"))
    elif d == "receiver":
        words["reward"] = _reward_words(p.reward, p.amount)
    elif d == "remove_crowd":
        words["n"] = p.left
    return words


def _counted(ctx, d: str, team: str) -> tuple[str, str]:
    """The prompts whose detail counts something (a plural)."""
    view = ctx.view
    p = view.pending()
    if d == "crowd_from":
        if p.to_move > 1:
            return (_("{team}: no crowd pawns left").format(team=team),
                    _("Pick a crowd pawn on the board to move ({n} to move), or take them from one place with a "
                      "button.").format(n=p.to_move))
        return (_("{team}: no crowd pawns left").format(team=team),
                _("Pick the last crowd pawn to move on the board."))
    if d == "share_fun":
        left = p.left
        giver = _giver(ctx)
        if giver is not None:
            return (_("{team}: who gets {name}'s fun point?").format(team=team, name=ctx.names[giver]),
                    ngettext("Click the receiver (lit). {n} point left to share.",
                             "Click the receiver (lit). {n} points left to share.", left).format(n=left))
        return (_("{team}: share fun").format(team=team),
                ngettext("Click who gives a fun point, then who gets it. {n} point left.",
                         "Click who gives a fun point, then who gets it. {n} points left.", left).format(n=left))
    return (d, "")


def _ask_turn(view, name: str, solo: bool) -> tuple[str, str]:
    seat = view.active
    c = said(view.character(seat))
    if view.bladder_full(seat):
        title = _("Your turn ({character}): bladder full!") if solo else _("{name}'s turn ({character}): bladder full!")
        return (title.format(name=name, character=c),
                _("Nothing but walking to a toilet, any one you like: every step must bring you closer to it."))
    if view.stopped:
        title = (_("Your turn ({character}): your movement has ended") if solo
                 else _("{name}'s turn ({character}): your movement has ended"))
        return (title.format(name=name, character=c),
                _("Buy, swap coins or pay into a goal if you like, then end your turn."))
    if solo:
        title = ngettext("Your turn ({character}): {n} step left", "Your turn ({character}): {n} steps left",
                         view.steps_left)
    else:
        title = ngettext("{name}'s turn ({character}): {n} step left", "{name}'s turn ({character}): {n} steps left",
                         view.steps_left)
    return (title.format(name=name, character=c, n=view.steps_left),
            _("Click a lit tile to walk there (hover it first: the path and what happens on it). "
              "Orange tiles need a sprint."))


def _ask_pay(ctx, stack: int) -> tuple[str, str]:
    """The prompt while a goal is being paid into: how many coins (the amounts are its buttons)."""
    view = ctx.view
    seat = view.active
    goal = said(view.content.goal_by_id[view.goals_open[stack]])
    left, coins = view.pay_left(stack), view.coins[seat]
    title = _("{name}: how many coins on {goal}?").format(name=ctx.names[seat], goal=goal)
    detail = ngettext("It still needs {n} coin and you have {coins}: click an amount (or press its number).",
                      "It still needs {n} coins and you have {coins}: click an amount (or press its number).",
                      left).format(n=left, coins=coins)
    return title, detail


def _reward_words(reward: str, amount: int | None) -> str:
    if reward in ("fun", "energy", "coins"):
        return _("+{n} {stat}").format(n=amount, stat=stat_word(reward))
    if reward == "bladder":
        return _("bladder {n}").format(n=amount)
    if reward == "extra_steps":
        return ngettext("+{n} step", "+{n} steps", amount).format(n=amount)
    return reward.replace("_", " ")


# -- buttons --------------------------------------------------------------------------------
def _drink_word(drink: str) -> str:
    return {"beer": _("Beer"), "coffee": _("Coffee"), "mix": _("Mix"), "water": _("Water")}.get(drink,
                                                                                              drink.capitalize())


def _food_word(food: str) -> str:
    return {"fries": _("Fries"), "burger": _("Burger"), "curry": _("Curry")}.get(food, food.capitalize())


def button_label(ctx, action) -> tuple[str, str]:
    """(label, style) of a prompt button."""
    view = ctx.view
    k = action[0]
    if k == "drink":
        d = action[1]
        return _("{drink} · {price}").format(drink=_drink_word(d), price=_coins(view.drink_price(d))), "normal"
    if k == "eat":
        f = action[1]
        label = {"fries": _("Eat fries · {price}"), "burger": _("Eat a burger · {price}"),
                 "curry": _("Eat a curry · {price}")}.get(f, _("Eat · {price}"))
        return label.format(price=_coins(view.food_price(f))), "normal"
    if k == "sprint":
        return _("Sprint (−{n} energy)").format(n=view.sprint_cost()), "normal"
    if k == "blast":
        return place_name(view, action[1]), "normal"
    if k == "keep_goal":
        return said(view.content.goal_by_id[action[1]]), "primary"
    if k == "use_goal":
        return _("Use {goal}").format(goal=said(view.content.goal_by_id[view.kept[action[1]][0]])), "normal"
    if k == "next":
        return _("{name} goes next").format(name=said(view.character(action[1]))), "primary"
    if k == "crowd_from_place":
        n = view.crowd_from_count(action[1])
        return ngettext("{n} from {place}", "{n} from {place}", n).format(n=n, place=place_name(view, action[1])), \
            "normal"
    if k == "pay_goal":                 # an amount to pay: the prompt asks how many coins
        return str(action[2]), "primary" if action[2] == view.pay_left(action[1]) else "normal"
    labels = {"end_turn": (_("End turn"), "primary"), "photo": (_("Take the group photo!"), "primary"),
              "go_on": (_("Go on"), "normal"), "use": (_("Use it now"), "primary"),
              "keep": (_("Keep for later"), "normal"), "goals_done": (_("Go on"), "primary"),
              "share_done": (_("Done sharing"), "normal"), "uncrowd_done": (_("Stop removing"), "normal")}
    return labels.get(k) or (k.replace("_", " ").capitalize(), "normal")


def _coins(n: int) -> str:
    return _("free") if n == 0 else ngettext("{n} coin", "{n} coins", n).format(n=n)


def _goal_text(goal) -> str:
    return _("{goal}: {text}").format(goal=said(goal), text=said(goal, "text"))


def button_tip(ctx, action) -> str:
    view = ctx.view
    k = action[0]
    seat = view.active
    if k == "drink":
        d = action[1]
        dr = view.rules.drinks[d]
        vibe, eff = view.vibe(seat)
        args = {"drink": _drink_word(d), "price": _coins(view.drink_price(d)), "energy": dr.energy,
                "bladder": vibe.drink_bladder(eff, dr.bladder)}
        if view.owes_drink:
            return _("{drink}: {price}, +{energy} energy, +{bladder} bladder. Passing a bar means one drink; "
                     "more are up to you.").format(**args)
        return _("{drink}: {price}, +{energy} energy, +{bladder} bladder.").format(**args)
    if k == "eat":
        s = action[1]
        return _("{food}: {price}, +{energy} energy. One meal a turn.").format(
            food=_food_word(s), price=_coins(view.food_price(s)), energy=view.food_energy(s))
    if k == "sprint":
        return _("Pay {cost} energy for 1 extra step (you have {energy}). Walking to a far tile sprints by "
                 "itself.").format(cost=view.sprint_cost(), energy=view.energy[seat])
    if k in ("use", "keep"):
        return _goal_text(view.content.goal_by_id[view.pending().goal])
    if k == "keep_goal":
        return _goal_text(view.content.goal_by_id[action[1]])
    if k == "use_goal":
        return _goal_text(view.content.goal_by_id[view.kept[action[1]][0]])
    if k == "blast":
        return _("The blast-from-the-past moves to {place}: passing there ends a walk.").format(
            place=place_name(view, action[1]))
    if k == "give":
        return _("Hand 1 coin to {who}.").format(who=who(ctx, action[1]))
    if k == "take":
        return _("Take 1 coin from {who} (the team agrees).").format(who=who(ctx, action[1]))
    if k == "pay_goal":
        return pay_words(view, action)
    if k == "crowd_from_place":
        n = view.crowd_from_count(action[1])
        return ngettext("Move {n} crowd pawn from {place} to the place being crowded, in one go.",
                        "Move {n} crowd pawns from {place} to the place being crowded, in one go.", n).format(
            n=n, place=place_name(view, action[1]))
    if k == "next":
        return _("The team planner's pick: {who} takes the turn now. Enter does it too; a click on another "
                 "lit track picks someone else.").format(who=who(ctx, action[1]))
    return {"end_turn": _("End this festival-goer's turn here."),
            "photo": _("Everyone is at the show with 8 fun or more: the photo wins the game."),
            "go_on": _("Skip the photo for now and play on to the next round."),
            "goals_done": _("Keep the remaining goals for later and go on.")}.get(k, "")


def pay_words(view, action) -> str:
    """What paying ``("pay_goal", stack, n)`` does, as a sentence."""
    _k, stack, n = action
    goal = said(view.content.goal_by_id[view.goals_open[stack]])
    after = view.pay_left(stack) - n
    if after <= 0:
        return ngettext("Put {n} coin on {goal}: it is then paid in full and reached at the end of the round. "
                        "The coins go to the supply.",
                        "Put {n} coins on {goal}: it is then paid in full and reached at the end of the round. "
                        "The coins go to the supply.", n).format(n=n, goal=goal)
    return ngettext("Put {n} coin on {goal}: {left} still missing after that. The coins go to the supply.",
                    "Put {n} coins on {goal}: {left} still missing after that. The coins go to the supply.",
                    n).format(n=n, goal=goal, left=after)


def pay_tip(ctx, stack: int, picked: bool) -> str:
    """The hover text of a goal's Pay button: how many coins it still needs, or (picked) how to go back."""
    if picked:
        return _("Choose the amount in the prompt, or click Pay again to keep your coins.")
    view = ctx.view
    goal = said(view.content.goal_by_id[view.goals_open[stack]])
    return _("Pay coins into {goal} ({n} still missing): then choose how many.").format(
        goal=goal, n=view.pay_left(stack))


# -- hover texts -----------------------------------------------------------------------------
def char_tip(ctx, cid: str) -> str:
    """A character card's hover text: the Festival Vibe, then the character's quote (which the card
    shows only where it fits whole)."""
    view = ctx.view
    c = view.content.character_by_id[cid]
    vibe = _('{character}, vibe "{vibe}": {text}').format(character=said(c), vibe=said(c, "vibe_name"),
                                                          text=said(c, "vibe_text"))
    return vibe + "\n" + _("“{quote}”").format(quote=said(c, "text"))


def kept_tip(ctx, i: int, usable: bool) -> str:
    view = ctx.view
    g = view.content.goal_by_id[view.kept[i][0]]
    text = (_("Kept goal {goal}: {text} Click to use it now.") if usable
            else _("Kept goal {goal}: {text} It can be used in a turn or after one."))
    return text.format(goal=said(g), text=said(g, "text"))


def walking(ctx) -> bool:
    """This screen's festival-goer walks now: the tiles in reach light up (the selection's walk)."""
    sel = ctx.selection
    return (ctx.my_turn and ctx.view.pending().kind == "turn" and sel is not None and sel.reach is not None
            and sel.reach.seat is not None)


def tile_tip(ctx, tile: int) -> str:
    """What a tile is, or on a walk what walking there brings (the path there), or what clicking it
    does in a team decision (the action it plays)."""
    view, sel = ctx.view, ctx.selection
    if walking(ctx):
        reach = sel.reach
        if tile in reach.spots:
            cost = reach.spots[tile].cost
            notes = walk.notes(view, reach, sel.path(tile))
            if notes:
                return ngettext("{n} step: {notes}.", "{n} steps: {notes}.", cost).format(n=cost,
                                                                                        notes=clauses(notes))
            return ngettext("{n} step.", "{n} steps.", cost).format(n=cost)
        return view.why_no_walk(tile, reach.dist or None)
    choice = sel.clicks.get(("tile", tile)) if sel is not None else None
    if choice is not None:
        return _choice_tile_tip(ctx, tile, choice[0])
    return place_tip(ctx, tile)


def _choice_tile_tip(ctx, tile: int, k: str) -> str:
    view = ctx.view
    if k == "campsite":
        parts = []
        for r in range(1, 5):
            artist, stage = view.show(r)
            d = view.ctx.stage_distances(stage)[tile]
            parts.append(ngettext("round {n} {stage} {d} step", "round {n} {stage} {d} steps", d).format(
                n=r, stage=place_name(view, stage), d=d))
        return _("Start here. {rounds}.").format(rounds=clauses(parts))
    if k == "send_to":
        return _("Land here. {place}").format(place=place_tip(ctx, tile))
    if k == "crowd_from":
        return _("Move this crowd pawn to the place being crowded.")
    if k == "uncrowd":
        return _("Remove this crowd pawn (back to the supply).")
    return place_tip(ctx, tile)


def _area_words(view, a, kind: str) -> str:
    """What a named area offers, one sentence or two."""
    if a.kind == "stage":
        return _stage_words(view, a.id, kind)
    if a.kind == "bar":
        prices = and_list(_("{drink} {price}").format(drink=_drink_word(d), price=view.drink_price(d))
                              for d in view.rules.drinks if d not in view.mods()["closed"])
        return _("{bar} (bar): passing it means buying a drink, once a turn. {prices} coins.").format(
            bar=said(a), prices=prices)
    if a.kind == "food":
        s = a.stall
        return ngettext("{stall}: {food}, {price} coin for +{energy} energy. One meal a turn, at the stall you "
                        "stand at, if you like.",
                        "{stall}: {food}, {price} coins for +{energy} energy. One meal a turn, at the stall you "
                        "stand at, if you like.", view.food_price(s)).format(
                                   stall=said(a), food=item_words(s), price=view.food_price(s),
                               energy=view.food_energy(s))
    if a.kind == "campsite":
        return _("{campsite} (campsite). {text}").format(campsite=said(a), text=said(a, "text"))
    if a.kind == "piggy_bank":
        return ngettext("The Piggy Bank: +{n} coin when you pass it, once a turn.",
                        "The Piggy Bank: +{n} coins when you pass it, once a turn.", view.piggy_bank()).format(
            n=view.piggy_bank())
    if a.kind == "toilets":
        return _("{toilets} (toilets): bladder −{n} when you pass, once a turn.").format(toilets=said(a),
                                                                                        n=view.toilet_relief())
    if a.kind == "first_aid":
        return _("First aid: whoever drops to 0 energy wakes up here with {energy} energy and {fun} fun "
                 "less.").format(energy=view.rules.first_aid_energy, fun=abs(view.rules.faint_fun))
    return ""


def place_tip(ctx, tile: int) -> str:
    view = ctx.view
    kind = view.ctx.kind[tile]
    area = view.ctx.area[tile]
    parts = []
    if area is not None and area in view.content.areas:
        parts.append(_area_words(view, view.content.areas[area], kind))
    elif kind in OBSTACLES:
        parts.append(obstacle_words(kind))
    else:
        parts.append(_("Open ground."))
    if tile in view.crowded:
        parts.append(_("Crowded: 2 steps to enter (Crazy Q: 1)."))
    if tile in view.blast_tiles():
        parts.append(_("The blast-from-the-past is here: entering ends your walk."))
    here = [who(ctx, s) for s in range(view.num_players) if view.pos[s] == tile]
    if here:
        parts.append(_("Here: {names}.").format(names=and_list(here)))
    return " ".join(p for p in parts if p)


def _stage_words(view, stage: str, kind: str) -> str:
    a = view.content.areas[stage]
    out = [_("{stage} (stage). {text}").format(stage=said(a), text=said(a, "text"))]
    if kind == "backstage":
        out.append(_("Its building: only Backstage Bert walks through."))
    if len(view.sides) == len(view.content.lineup):
        sched = view.ctx.schedule(tuple(view.sides))
        now_artist, now_stage = sched[view.round - 1]
        if now_stage == stage:
            out.append(_("Now playing: {artist}.").format(artist=artist_name(view, now_artist)))
        later = [(i + 1, art) for i, (art, s) in enumerate(sched) if s == stage and i + 1 > view.round]
        if later:
            out.append(_("Later: {acts}.").format(acts=and_list(
                _("round {n} {artist}").format(n=r, artist=artist_name(view, art)) for r, art in later[:3])))
    return " ".join(out)


#: what clicking a lit track does, by decision kind (sharing fun: before the giver is picked)
SEAT_ACTS = {"next": N_("Click: {name} goes next."), "pick": N_("Click: {name} is the one."),
             "receiver": N_("Click: {name} receives the reward."), "share_fun": N_("Click: {name} gives a fun point.")}


def _must_line(view, seat: int, kind: str) -> str:
    parts = []
    for art in must_artists(view, seat, kind):
        w = when_plays(view, art)
        parts.append(_("{artist} (round {n}, {stage})").format(artist=artist_name(view, art), n=w[0],
                                                               stage=place_name(view, w[1]))
                     if w else artist_name(view, art))
    if not parts:
        return ""
    acts = and_list(parts)
    return _("Must-see: {acts}.").format(acts=acts) if kind == "see" else _("Must-miss: {acts}.").format(acts=acts)


def seat_tip(ctx, seat: int) -> str:
    """A festival-goer's track: what clicking it does when it is lit for this screen's human (once
    a giver of a fun point is picked: who gets it), else their levels, musts and place."""
    view, sel = ctx.view, ctx.selection
    name = ctx.names[seat]
    target = ctx.my_turn and sel is not None and ("seat", seat) in sel.lit
    giver = _giver(ctx)
    act = N_("Click: {name} gets the fun point.") if giver is not None else SEAT_ACTS.get(view.decision())
    if target and act:
        return _(act).format(name=name)
    if view.chars[seat] is None:
        return _("{name} has not chosen a character yet.").format(name=name)
    c = view.character(seat)
    r = view.rules
    lines = [_('{who}. Vibe "{vibe}": {text}').format(who=who(ctx, seat), vibe=said(c, "vibe_name"),
                                                     text=said(c, "vibe_text")),
             ngettext("Energy {energy}/{energy_max} (0: faint), bladder {bladder}/{bladder_max} (full: only walk "
                      "to a toilet), fun {fun}/{fun_max} (photo from {photo}), {coins} coin.",
                      "Energy {energy}/{energy_max} (0: faint), bladder {bladder}/{bladder_max} (full: only walk "
                      "to a toilet), fun {fun}/{fun_max} (photo from {photo}), {coins} coins.",
                      view.coins[seat]).format(
                 energy=view.energy[seat], energy_max=r.energy_max, bladder=view.bladder[seat],
                 bladder_max=r.bladder_max,
                 fun=view.fun[seat], fun_max=r.fun_max, photo=r.photo_fun, coins=view.coins[seat]),
             _must_line(view, seat, "see"), _must_line(view, seat, "miss")]
    if view.pos[seat] >= 0:
        nm = walk.area_name(view, view.pos[seat])
        lines.append(_("At {place}.").format(place=nm) if nm else "")
    if view.pending().kind in ("next", "turn", "drink"):
        lines.append(_("Has had the turn this round.") if view.moved[seat] else
                     (_("Walking now.") if view.active == seat else _("Still to go this round.")))
    return " ".join(x for x in lines if x)


def why_not_tile(ctx, prompt_title: str) -> str:
    """Why a click on a board tile that plays nothing does nothing now ("": nothing to say): the
    decision asks for a lit tile (``prompt_title``: what the prompt asks), or a drink first."""
    sel = ctx.selection
    if sel is not None and any(kind == "tile" for kind, _which in sel.lit):
        return _("{prompt}: pick a lit tile.").format(prompt=prompt_title)
    if ctx.view.pending().kind == "drink":
        return _("Buy your drink first: passing a bar means a drink.")
    return ""


def why_not_seat(ctx, seat: int) -> str:
    """Why a click on a festival-goer's track does nothing now ("": nothing to say)."""
    view, name = ctx.view, ctx.names[seat]
    kind = view.pending().kind
    if kind == "share_fun":
        if _giver(ctx) is not None:
            return _("{name} is at the top of the fun track.").format(name=name)
        return _("{name} has no fun to give.").format(name=name)
    return view.why_not((kind, seat)) if kind in ("next", "pick") else ""


def _upper_first(words: str) -> str:
    """A content word at the head of a sentence: the first letter up, the rest as written."""
    return words[:1].upper() + words[1:]


def slot_tip(ctx, round_number: int) -> str:
    view = ctx.view
    if len(view.sides) < len(view.content.lineup):
        return _("Round {n}: the line-up is not announced yet.").format(n=round_number)
    artist, stage = view.show(round_number)
    a = view.content.artist_by_id[artist]
    args = {"n": round_number, "artist": said(a), "stage": place_name(view, stage),
            "style": _upper_first(said(a, "style")), "text": said(a, "text")}
    out = [(_("Round {n} (night): {artist} at {stage}. {style}: {text}") if round_number >= view.rules.night_from
            else _("Round {n} (day): {artist} at {stage}. {style}: {text}")).format(**args)]
    see = [ctx.names[s] for s in range(view.num_players) if artist in must_artists(view, s, "see")]
    miss = [ctx.names[s] for s in range(view.num_players) if artist in must_artists(view, s, "miss")]
    if see:
        out.append(_("Must-see for {names}.").format(names=and_list(see)))
    if miss:
        out.append(_("Must-miss for {names}.").format(names=and_list(miss)))
    if round_number == view.round and not view.is_terminal():
        out.append(_("Playing this round."))
    return " ".join(out)


def event_tip(ctx) -> str:
    view = ctx.view
    if view.event is None:
        return _("No event card yet: one is drawn at the start of every round from round 2.")
    card = view.content.event_by_id[view.event]
    text = (_("{event}: {text} (Holds until the next event card.)") if any(e.when == "lasting" for e in card.effects)
            else _("{event}: {text}"))
    return text.format(event=said(card), text=said(card, "text"))


def goal_tip(ctx, i: int) -> str:
    view = ctx.view
    g = view.goals_open[i] if i < len(view.goals_open) else None
    if g is None:
        return ngettext("No open goal here: {n} card left in this stack.",
                        "No open goal here: {n} cards left in this stack.",
                        view.goals_left[i]).format(n=view.goals_left[i])
    card = view.content.goal_by_id[g]
    if card.needs.id == "pay":
        return ngettext("{goal}: {text} {paid}/{total} coin paid. Pay in during your own turn, from anywhere; "
                        "goals finish after all turns of a round.",
                        "{goal}: {text} {paid}/{total} coins paid. Pay in during your own turn, from anywhere; "
                        "goals finish after all turns of a round.", card.needs["coins"]).format(
                                                              goal=said(card), text=said(card, "text"),
                                                              paid=view.goals_paid[i], total=card.needs["coins"])
    return _("{goal}: {text} Checked after all turns of a round.").format(goal=said(card), text=said(card, "text"))


#: the first-game pointers (:mod:`game.ui.guide`): (what they point at on the table, what they say)
GUIDE = [
    ("lineup", N_("The line-up: who plays which stage in each of the 12 rounds. You all win with a "
                        "group photo at this round's stage, everyone with 8 fun or more.")),
    ("seat:{me}", N_("You: energy, bladder and fun, your coins, and the acts you must see or must miss. At 0 "
                     "energy you faint; with a full bladder only a toilet will do.")),
    ("tile:*", N_("In your turn you have 6 steps. The tiles you can reach light up with their cost: hover "
                  "one to see the path, click it to walk there.")),
    ("goal:*", N_("Goals: finish a task together for a reward. Tasks are checked after everyone's turn, "
                  "before the show.")),
    ("prompt", N_("The prompt says what you or the team decide now, with buttons for drinks, food, "
                  "coins and ending your turn.")),
]
