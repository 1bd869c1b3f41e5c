"""What the Höhlengrölen table says: why a pile cannot be drawn from, what the
meld panel shows and allows for the selection (with hints at bands you could
form), and every hover text. Functions of the scene; they change nothing."""

from __future__ import annotations

from game.core.i18n import N_, _, sentence

from .rules import BONUS_ORDER, DOUBLERS, HAND_LIMIT, UNKNOWN, band_value
from .text import card_name, explain

BONUS_ROLE = {"singer": "Singing Teacher", "dancer": "Dance Instructor", "stylist": "Stylist"}
BONUS_HELP = {
    "singer": "doubles one band's value (after everything else). A band sings or dances: "
              "never with the Dance Instructor.",
    "dancer": "doubles one band's value (after everything else). A band sings or dances: "
              "never with the Singing Teacher.",
    "stylist": "adds 3 to one band's value (before any doubling); combines with a doubler.",
}


def plural(n: int, word: str) -> str:
    """'1 card', '3 cards'."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def draw_problem(scene, source: str) -> str | None:
    """Why clicking the deck or the discard pile does nothing now, or None when it draws."""
    if scene.state.is_terminal():
        return "The game is over."
    seat = scene.seat_to_act()
    if not scene.my_turn():
        if seat is not None and scene.is_bot(seat):
            return f"Wait: it is {scene.seats[seat].name}'s turn."
        if seat is not None and seat != scene.viewer:
            return f"It is {scene.seats[seat].name}'s turn."
        return "Not now."
    v = scene.v
    if v.pending().kind != "draw":
        return "You have already drawn this turn."
    if source == "discard" and not v.discard:
        return "First turn of the casting: the discard pile is empty. Draw two from the deck."
    if source == "deck" and v.deck_left < 2 and v.discard:
        return "Only one card is left on the deck: take it together with the top discard."
    return None


def meld_state(scene) -> dict:
    """What the meld panel says and allows for the current selection.

    ``{"title", "detail", "status", "bad", "action", "can_discard", "discard_why"}``
    """
    v = scene.v
    seat = scene.viewer
    out = {"title": "", "detail": "", "status": "", "bad": False, "action": None,
           "can_discard": False, "discard_why": "", "confirm_why": ""}
    if seat is None:
        out["title"] = "Watching" if not scene.humans() else "Hands are hidden"
        return out
    sel = scene.selected
    mine = scene.my_turn()
    pending = v.pending()
    phase = pending.kind
    actor = scene.seat_to_act()
    # discard button
    if not mine:
        out["discard_why"] = "Wait for your turn."
    elif phase == "draw":
        out["discard_why"] = "Draw first: the deck, or the discard pile."
    elif len(sel) != 1:
        out["discard_why"] = "Select exactly one card of your hand to discard."
    else:
        out["can_discard"] = True
    # the selection
    genre = scene.content.card_genre
    names = [g.name for g in scene.content.genres]
    if sel and mine and phase == "discard":
        if len(sel) == 1:
            out["title"] = f"Discard {card_name(scene.content, sel[0])}"
            out["detail"] = (f"{plural(pending.discards, 'card')} still to discard; at most {HAND_LIMIT} "
                             "stay in your hand.")
        else:
            out["title"] = f"Discard {plural(pending.discards, 'more card')}"
            out["detail"] = "Select exactly one card, then click Discard."
        out["confirm_why"] = "You have started discarding: no more bands this turn."
    elif sel and mine and phase == "meld" and len(sel) == 1:
        out["title"] = f"Discard {card_name(scene.content, sel[0])}?"
        out["detail"] = ("Discarding ends your chance to form bands this turn. Select more cards to plan "
                         "a band or crossover instead.")
        out["confirm_why"] = "A band has 3 to 5 musicians, a crossover 3 or 4: select more cards."
    elif sel:
        same = len({genre[c] for c in sel}) == 1
        if same:
            g = genre[sel[0]]
            value, steps = band_value(sum(scene.content.card_points[c] for c in sel), v.genre_out(g),
                                      scene.bonus_sel)
            beat = v.must_beat(seat)
            out["title"] = f"Band ({names[g]}): {explain(steps, names[g])}" + (
                f" — must beat {beat}" if beat is not None else "")
            problem = v.band_problem(seat, tuple(sel), tuple(scene.bonus_sel))
            out["action"] = ("band", tuple(sorted(sel)), tuple(b for b in BONUS_ORDER if b in scene.bonus_sel))
            if len(sel) < 3:
                problem = f"A band has 3 to 5 musicians: {plural(len(sel), 'card')} selected."
            out["detail"] = bonus_hint(scene, seat) if not problem else ""
        else:
            female = scene.content.card_female
            kind = ("girl group" if all(female[c] for c in sel) else
                    "boy group" if not any(female[c] for c in sel) else "group")
            pts = sum(scene.content.card_points[c] for c in sel)
            out["title"] = f"Crossover {kind}: {pts} CO points"
            problem = v.crossover_problem(seat, tuple(sel))
            if not problem and scene.bonus_sel:
                problem = "bonus cards cannot be used with a crossover: deselect them"
            out["action"] = ("crossover", tuple(sorted(sel)))
            out["detail"] = "Crossover points count for the +5 (casting) and +10 (game) bonuses."
        if problem:
            out["action"] = None
            out["confirm_why"] = sentence(problem)
            out["status"] = sentence(problem)
            out["bad"] = True
        elif not mine:
            out["confirm_why"] = "You can lay it out on your turn, after drawing."
            out["status"] = out["confirm_why"]
        elif phase == "draw":
            out["confirm_why"] = "Draw first, then lay it out."
            out["status"] = out["confirm_why"]
        elif phase == "discard":
            out["confirm_why"] = "You have started discarding: no more bands this turn."
            out["status"] = out["confirm_why"]
            out["bad"] = True
        else:
            out["status"] = "Legal — click Confirm to lay it out."
    else:
        out["confirm_why"] = "Select 3–5 cards of one genre (a band) or of different genres (a crossover)."
        if not mine:
            if actor is None:
                out["title"] = "The game is over"
            elif scene.is_bot(actor):
                out["title"] = f"{scene.seats[actor].name} is playing…"
            else:
                out["title"] = f"{scene.seats[actor].name}'s turn"
            out["detail"] = "Select cards to plan a band meanwhile."
        elif phase == "draw":
            out["title"] = "Your turn: draw"
            if not v.discard:
                out["detail"] = "Click the deck to draw two cards (the discard pile is still empty)."
            elif v.deck_left < 2:
                out["detail"] = "Last card on the deck: click the discard pile (top card + the last card)."
            else:
                out["detail"] = ("Click the deck for two cards, or the discard pile for its top card "
                                 "and one from the deck.")
        elif phase == "meld":
            out["title"] = f"Form bands, then discard {plural(pending.discards, 'card')}"
            out["detail"] = ("Band: 3–5 cards of one genre. Crossover: 3–4 women or 3–4 men, all of "
                             "different genres. Or select one card to discard.")
            hint = meld_hint(scene, seat)
            if hint:
                out["detail"] = hint
        else:
            out["title"] = f"Discard {plural(pending.discards, 'more card')}"
            out["detail"] = (f"At most {HAND_LIMIT} cards may stay in your hand. Select a card, "
                             "then click Discard.")
    if scene.message:
        out["status"] = scene.message
        out["bad"] = scene.message_bad
    return out


def meld_hint(scene, seat: int) -> str:
    """What could be laid out right now, in words (or "")."""
    v = scene.v
    acts = v.meld_actions(seat)
    if not acts:
        return ""
    names = [g.name for g in scene.content.genres]
    plain: dict[int, int] = {}
    boosted: set[int] = set()
    for a in acts:
        if a[0] != "band":
            continue
        g = scene.content.card_genre[a[1][0]]
        if a[2]:
            boosted.add(g)
        else:
            value = band_value(sum(scene.content.card_points[c] for c in a[1]), v.genre_out(g), ())[0]
            plain[g] = max(plain.get(g, 0), value)
    parts = [f"a {names[g]} band worth up to {val}" for g, val in sorted(plain.items())]
    parts += [f"a {names[g]} band with bonus cards" for g in sorted(boosted - set(plain))]
    female = scene.content.card_female
    for want, label in ((True, "girl"), (False, "boy")):
        cos = [a for a in acts if a[0] == "crossover" and female[a[1][0]] == want]
        if cos:
            best = max(sum(scene.content.card_points[c] for c in a[1]) for a in cos)
            parts.append(f"a crossover {label} group (up to {best} CO)")
    return "You could form " + "; ".join(parts) + ". Select its cards."


def bonus_hint(scene, seat) -> str:
    """Which bonus cards could still be added to the planned band (or "")."""
    doubling = any(b in DOUBLERS for b in scene.bonus_sel)
    free = [b for b in BONUS_ORDER if b in scene.v.bonuses[seat] and b not in scene.bonus_sel
            and not (doubling and b in DOUBLERS)]
    if not free:
        return "No bonus card left to add." if not scene.bonus_sel else ""
    names = ", ".join(BONUS_ROLE[b] for b in free)
    return f"Add a bonus card? Click it beside your hand: {names}."


TIPS = {
    "sort": N_("Sort your hand by genre or by value."),
    "rules": N_("Read the rules of Höhlengrölen."),
    "menu": N_("Pause: undo, save, settings, leave the game."),
    "log": N_("Every action so far. Scroll with the mouse wheel."),
}


def bonus_used(kind: str) -> str:
    return _("Your {role} has already helped a band: each bonus card works once per game.").format(
        role=_(BONUS_ROLE[kind]))


def bonus_replaces(kind: str, other: str) -> str:
    return _("A band sings or dances, not both: {role} replaces {other}.").format(
        role=_(BONUS_ROLE[kind]), other=_(BONUS_ROLE[other]))


def card_tip(scene, c: int) -> str:
    m = scene.content.musicians[c]
    genre = scene.content.genre_by_id[m.genre].name
    who = "woman" if m.gender == "f" else "man"
    extra = " Click to select." if c not in scene.selected else " Selected: click again to put it back."
    return f"{m.name}: {genre}, {plural(m.points, 'point')}, {who}. “{m.flavour}”{extra}"


def pile_tip(scene, source: str, problem: str | None) -> str:
    v = scene.v
    if source == "deck":
        text = f"Deck: {plural(v.deck_left, 'card')}."
        if v.deck_queue:
            text += f" The second deck ({v.deck_queue[0]} cards) is played in the next casting."
        text += " The casting ends when the deck runs out."
        return f"{text} {problem}" if problem else f"{text} Click to draw two cards."
    if not v.discard:
        return problem or "The discard pile is empty."
    top = card_name(scene.content, v.discard[-1])
    if problem:
        return f"Top card: {top}. {problem}"
    return f"Click to take {top} and one card from the deck."


def bonus_tip(scene, kind: str) -> str:
    seat = scene.viewer
    card = scene.content.bonus_for(seat % 4 + 1, kind)
    used = kind not in scene.v.bonuses[seat]
    other = [d for d in DOUBLERS if d != kind and d in scene.bonus_sel] if kind in DOUBLERS else []
    state = ("Already used." if used else
             "Selected for the band: click to remove." if kind in scene.bonus_sel else
             f"Click to use it instead of the {BONUS_ROLE[other[0]]}." if other else
             "Click to add it to the selected band.")
    return f"{card.name}, {BONUS_ROLE[kind]}: {BONUS_HELP[kind]} “{card.flavour}” {state}"


def group_tip(scene, g: dict) -> str:
    who = scene.seats[g["owner"]].name
    if g["kind"] == "band":
        genre = scene.content.genres[g["genre"]].name
        beat = "" if g["beat"] is None else f" It had to beat {g['beat']}."
        return f"{who}'s {genre} band: {explain(g['steps'], genre)}.{beat}"
    if g["gender"] == "f":
        text = _("{name}'s crossover girl group: {value} crossover points.")
    else:
        text = _("{name}'s crossover boy group: {value} crossover points.")
    return text.format(name=who, value=g["value"]) + " " + _(
        "The best crossover of the casting earns +5; the most crossover points of the game +10.")


def genre_tip(scene, i: int) -> str:
    genre = scene.content.genres[i]
    name, shape = scene.content.genre_name(i), scene.content.words("genres", genre, "shape")
    if scene.v.genre_out(i):
        return _("{genre} ({shape}): a {genre} band is already out this casting, so every further "
                 "{genre} band scores −2 (crossovers are not affected).").format(genre=name, shape=shape)
    return _("{genre} ({shape}): no {genre} band yet this casting.").format(genre=name, shape=shape)


def seat_tip(scene, seat: int) -> str:
    v = scene.v
    info = scene.seats[seat]
    hand = v.hands[seat]
    known = [c for c in hand if c != UNKNOWN]
    beat = v.must_beat(seat)
    what = "human" if not info.is_bot else f"{info.kind} bot"
    text = (f"{info.name} ({what}): {v.running_score(seat)} points so far, "
            f"{plural(len(hand), 'card')} in hand")
    if seat != scene.viewer and known:
        names = ", ".join(card_name(scene.content, c) for c in known)
        text += f"; taken from the discard pile (face up): {names}"
    text += ". " + (f"Next band must beat {beat}." if beat is not None else "No band yet.")
    left = [BONUS_ROLE[b] for b in BONUS_ORDER if b in v.bonuses[seat]]
    text += " Bonus cards left: " + (", ".join(left) if left else "none") + "."
    return text


def discard_tip(scene) -> str:
    p = scene.v.pending()
    if p.kind == "meld":
        return _("Discarding ends your chance to form bands this turn.")
    return _("Discard the selected card ({n} to go).").format(n=p.discards)
