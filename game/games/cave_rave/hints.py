"""What the Höhlengrölen table says: why a pile cannot be drawn from, what the
meld panel shows and allows for the selection (with hints at bands you could
form), and every hover text. No pygame: functions of the (viewed) state and of
what the viewer sees and has selected (:class:`Seen`); they change nothing."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.i18n import N_, _, ngettext, sentence
from game.core.match import Seat

from .rules import BONUS_ORDER, DOUBLERS, HAND_LIMIT, UNKNOWN, Group
from .text import card_name, explain, role

BONUS_HELP = {
    "singer": N_("{name}, Singing Teacher: doubles one band's value (after everything else). A band sings "
                 "or dances: never with the Dance Instructor."),
    "dancer": N_("{name}, Dance Instructor: doubles one band's value (after everything else). A band sings "
                 "or dances: never with the Singing Teacher."),
    "stylist": N_("{name}, Stylist: adds 3 to one band's value (before any doubling); combines with a "
                  "doubler."),
}


@dataclass(frozen=True)
class Seen:
    """Who looks at the table and what they have selected: the presenters' inputs besides the state."""

    viewer: int | None
    seats: tuple[Seat, ...]
    cards: tuple[int, ...] = ()        # selected hand cards, in the order clicked
    bonuses: tuple[str, ...] = ()      # selected bonus cards
    my_turn: bool = False              # the table takes the viewer's input now
    fresh: tuple[int, ...] = ()        # the cards the viewer drew on their latest turn, in order


def fresh_cards(events, seat: int | None) -> tuple[int, ...]:
    """The cards ``seat`` drew on its latest turn, in the order drawn (marked "new" until its next
    turn begins). ``events``: the runner's events, one list per action; only the viewer's own
    draws are asked for, so no secret leaves the seat."""
    if seat is None:
        return ()
    out: list[int] = []
    for evs in reversed(events):
        for ev in reversed(evs):
            if ev.seat != seat:
                continue
            if ev.kind == "drew":
                out.append(ev.data["card"])
            elif ev.kind == "draw_choice" and not ev.data.get("second"):
                return tuple(reversed(out))           # the start of that turn's draw
            elif ev.kind in ("turn", "casting_start"):
                return ()                             # a new turn has begun since
    return tuple(reversed(out))


@dataclass(frozen=True)
class MeldPlan:
    """What the meld panel says for the selection, and what Confirm does."""

    title: str = ""
    detail: str = ""
    status: str = ""                   # what the planned band or crossover comes to
    bad: bool = False                  # the status is a problem (drawn in red)
    action: tuple | None = None        # what Confirm plays, None when it does nothing
    why: str = ""                      # why Confirm does nothing


def actor(v) -> int | None:
    """The seat that decides now, or None (chance, or the game is over)."""
    seat = v.current_player()
    return seat if seat >= 0 else None


def not_yours(v, seen: Seen) -> str:
    """Why the viewer's clicks on the piles and Discard do nothing now: the game is over, or whose
    turn it is ("" on the viewer's turn)."""
    if v.is_terminal():
        return _("The game is over.")
    seat = actor(v)
    if seen.my_turn:
        return ""
    if seat is not None and seen.seats[seat].is_bot:
        return _("Wait: it is {name}'s turn.").format(name=seen.seats[seat].name)
    if seat is not None and seat != seen.viewer:
        return _("It is {name}'s turn.").format(name=seen.seats[seat].name)
    return _("Not now.")


def draw_problem(v, seen: Seen, source: str) -> str:
    """Why clicking the deck or the discard pile does nothing now ("" when it draws)."""
    return not_yours(v, seen) or v.why_not(("draw", source))


def discard_why(v, seen: Seen) -> str:
    """Why the Discard button does nothing now ("" when it discards the one selected card)."""
    if not seen.my_turn or v.pending().kind == "draw" or len(seen.cards) == 1:
        return not_yours(v, seen) or v.why_not(("discard", *seen.cards[:1]))
    return _("Select exactly one card of your hand to discard.")


def meld_plan(v, seen: Seen) -> MeldPlan:
    """What the meld panel says and allows for the current selection."""
    if seen.viewer is None:
        return MeldPlan(_("Watching") if all(info.is_bot for info in seen.seats) else _("Hands are hidden"))
    kind = v.pending().kind if seen.my_turn else "wait"
    if seen.cards and (kind == "discard" or kind == "meld" and len(seen.cards) == 1):
        return _discard_plan(v, seen.cards, kind)
    if seen.cards:
        return _group_plan(v, seen)
    return MeldPlan(*_prompt(v, seen, kind),
                    why=_("Select 3–5 cards of one genre (a band) or of different genres (a crossover)."))


def _discard_plan(v, sel, kind: str) -> MeldPlan:
    """One card selected while a band could still be formed, or any selection once discarding."""
    card = card_name(v.content, sel[0])
    if kind == "meld":
        return MeldPlan(_("Discard {card}?").format(card=card),
                        _("Discarding ends your chance to form bands this turn. Select more cards to plan a "
                          "band or crossover instead."),
                        why=_("A band has 3 to 5 musicians, a crossover 3 or 4: select more cards."))
    n = v.pending().discards
    if len(sel) == 1:
        title = _("Discard {card}").format(card=card)
        detail = ngettext("{n} card still to discard; at most {limit} stay in your hand.",
                          "{n} cards still to discard; at most {limit} stay in your hand.", n)
        detail = detail.format(n=n, limit=HAND_LIMIT)
    else:
        title = ngettext("Discard {n} more card", "Discard {n} more cards", n).format(n=n)
        detail = _("Select exactly one card, then click Discard.")
    return MeldPlan(title, detail, why=v.why_not(("band", tuple(sorted(sel)), ())))


def _group_plan(v, seen: Seen) -> MeldPlan:
    """The selection as a band (all of one genre) or a crossover: its worth, and what the rules say."""
    content, seat, bonuses = v.content, seen.viewer, seen.bonuses
    cards = tuple(sorted(seen.cards))
    if len({content.card_genre[c] for c in cards}) == 1:
        action = ("band", cards, tuple(b for b in BONUS_ORDER if b in bonuses))
        genre = content.genre_name(content.card_genre[cards[0]])
        steps = explain(v.band_breakdown(seat, cards, bonuses)[1], genre)
        beat = v.must_beat(seat)
        title = (_("Band ({genre}): {steps}") if beat is None else _("Band ({genre}): {steps} — must beat {beat}"))
        title = title.format(genre=genre, steps=steps, beat=beat)
        problem = v.band_problem(seat, *action[1:])
        detail = "" if problem else bonus_hint(v, seat, bonuses)
    else:
        action = ("crossover", cards)
        female = [content.card_female[c] for c in cards]
        title = (_("Crossover girl group: {points} CO points") if all(female) else
                 _("Crossover boy group: {points} CO points") if not any(female) else
                 _("Crossover group: {points} CO points"))
        title = title.format(points=sum(content.card_points[c] for c in cards))
        problem = v.crossover_problem(seat, cards) or (
            _("bonus cards cannot be used with a crossover: deselect them") if bonuses else None)
        detail = _("Crossover points count for the +5 (casting) and +10 (game) bonuses.")
    if problem:
        why = sentence(problem)
    else:
        why = v.why_not(action) if seen.my_turn else _("You can lay it out on your turn, after drawing.")
    return MeldPlan(title, detail, why or _("Legal — click Confirm to lay it out."),
                    bad=bool(problem or why and seen.my_turn), action=None if why else action, why=why)


def _prompt(v, seen: Seen, kind: str) -> tuple[str, str]:
    """The title and detail with nothing selected: what ``kind`` of decision is up ("wait": not yours)."""
    if kind == "wait":
        now = actor(v)
        if now is None:
            title = _("The game is over")
        elif seen.seats[now].is_bot:
            title = _("{name} is playing…").format(name=seen.seats[now].name)
        else:
            title = _("{name}'s turn").format(name=seen.seats[now].name)
        return title, _("Select cards to plan a band meanwhile.")
    if kind == "draw" and v.pending().second:
        top = card_name(v.content, v.discard[-1])
        if not seen.fresh:
            return _("Your turn: second card"), _(
                "Click the deck for another card, or the discard pile to take {top}.").format(top=top)
        return _("Your turn: second card"), _(
            "You drew {card}. Click the deck for another card, or the discard pile to take {top}.").format(
            card=card_name(v.content, seen.fresh[-1]), top=top)
    if kind == "draw":
        if not v.discard:
            detail = _("Click the deck to draw two cards (the discard pile is still empty).")
        elif v.deck_left < 2:
            detail = _("Last card on the deck: click the discard pile (top card + the last card).")
        else:
            detail = _("Click the deck for a card (then choose the second), or the discard pile for its top card "
                       "and one from the deck.")
        return _("Your turn: draw"), detail
    n = v.pending().discards
    if kind == "meld":
        return (ngettext("Form bands, then discard {n} card", "Form bands, then discard {n} cards", n).format(n=n),
                meld_hint(v, seen.viewer) or _("Band: 3–5 cards of one genre. Crossover: 3–4 women or 3–4 men, "
                                               "all of different genres. Or select one card to discard."))
    return (ngettext("Discard {n} more card", "Discard {n} more cards", n).format(n=n),
            _("At most {limit} cards may stay in your hand. Select a card, then click Discard.").format(
                limit=HAND_LIMIT))


def meld_hint(v, seat: int) -> str:
    """What could be laid out right now, in words (or "")."""
    acts = v.meld_actions(seat)
    if not acts:
        return ""
    content = v.content
    plain: dict[int, int] = {}
    boosted: set[int] = set()
    for a in acts:
        if a[0] != "band":
            continue
        g = content.card_genre[a[1][0]]
        if a[2]:
            boosted.add(g)
        else:
            plain[g] = max(plain.get(g, 0), v.band_breakdown(seat, a[1])[0])
    options = [_("a {genre} band worth up to {value}").format(genre=content.genre_name(g), value=val)
               for g, val in sorted(plain.items())]
    options += [_("a {genre} band with bonus cards").format(genre=content.genre_name(g))
                for g in sorted(boosted - set(plain))]
    for want, group in ((True, N_("a crossover girl group (up to {points} CO)")),
                        (False, N_("a crossover boy group (up to {points} CO)"))):
        cos = [a for a in acts if a[0] == "crossover" and content.card_female[a[1][0]] == want]
        if cos:
            best = max(sum(content.card_points[c] for c in a[1]) for a in cos)
            options.append(_(group).format(points=best))
    return _("You could form {options}. Select its cards.").format(options=_("; ").join(options))


def bonus_hint(v, seat: int, chosen) -> str:
    """Which bonus cards could still be added to the planned band (or "")."""
    doubling = any(b in DOUBLERS for b in chosen)
    free = [b for b in BONUS_ORDER if b in v.bonuses[seat] and b not in chosen and not (doubling and b in DOUBLERS)]
    if not free:
        return _("No bonus card left to add.") if not chosen else ""
    return _("Add a bonus card? Click it beside your hand: {roles}.").format(
        roles=_(", ").join(role(b) for b in free))


def rival(kind: str, chosen) -> str | None:
    """The other doubler among the ``chosen`` bonus cards, which ``kind`` would replace (a band sings
    or dances, never both), or None."""
    return next((d for d in DOUBLERS if d != kind and d in chosen), None) if kind in DOUBLERS else None


def bonus_used(kind: str) -> str:
    return _("Your {role} has already helped a band: each bonus card works once per game.").format(
        role=role(kind))


def bonus_replaces(kind: str, other: str) -> str:
    return _("A band sings or dances, not both: {role} replaces {other}.").format(role=role(kind), other=role(other))


def quoted(text: str) -> str:
    """A flavour text in the language's quotation marks."""
    return _("“{text}”").format(text=text)


def card_tip(v, c: int, selected: bool) -> str:
    content = v.content
    m = content.musicians[c]
    name, genre = content.musician_name(c), content.genre_name(content.card_genre[c])
    if m.gender == "f":
        who = ngettext("{name}: {genre}, {n} point, woman.", "{name}: {genre}, {n} points, woman.", m.points)
    else:
        who = ngettext("{name}: {genre}, {n} point, man.", "{name}: {genre}, {n} points, man.", m.points)
    act = _("Click to select.") if not selected else _("Selected: click again to put it back.")
    return " ".join((who.format(name=name, genre=genre, n=m.points),
                     quoted(content.words("musicians", m, "flavour")), act))


def pile_tip(v, source: str, problem: str | None) -> str:
    if source == "deck":
        text = [ngettext("Deck: {n} card.", "Deck: {n} cards.", v.deck_left).format(n=v.deck_left)]
        if v.deck_queue:
            text.append(ngettext("The second deck ({n} card) is played in the next casting.",
                                 "The second deck ({n} cards) is played in the next casting.",
                                 v.deck_queue[0]).format(n=v.deck_queue[0]))
        text.append(_("The casting ends when the deck runs out."))
        if problem:
            text.append(problem)
        elif v.pending().second:
            text.append(_("Click to draw your second card from the deck."))
        elif v.discard:
            text.append(_("Click to draw a card: you see it before you choose the second one."))
        else:
            text.append(_("Click to draw two cards."))
        return " ".join(text)
    if not v.discard:
        return problem or _("The discard pile is empty.")
    top = card_name(v.content, v.discard[-1])
    if problem:
        return " ".join((_("Top card: {card}.").format(card=top), problem))
    if v.pending().second:
        return _("Click to take {card} as your second card.").format(card=top)
    return _("Click to take {card} and one card from the deck.").format(card=top)


def bonus_tip(v, seat: int, kind: str, chosen) -> str:
    content = v.content
    card = content.bonus_for(seat % 4 + 1, kind)
    used = kind not in v.bonuses[seat]
    other = rival(kind, chosen)
    state = (_("Already used.") if used else
             _("Selected for the band: click to remove.") if kind in chosen else
             _("Click to use it instead of the {role}.").format(role=role(other)) if other else
             _("Click to add it to the selected band."))
    return " ".join((_(BONUS_HELP[kind]).format(name=content.words("bonus_cards", card)),
                     quoted(content.words("bonus_cards", card, "flavour")), state))


def group_tip(v, names, g: Group) -> str:
    who = names[g.owner]
    if g.kind == "band":
        genre = v.content.genre_name(g.genre)
        text = _("{name}'s {genre} band: {steps}.").format(name=who, genre=genre, steps=explain(g.steps, genre))
        if g.beat is None:
            return text
        return " ".join((text, _("It had to beat {beat}.").format(beat=g.beat)))
    if g.gender == "f":
        text = _("{name}'s crossover girl group: {value} crossover points.")
    else:
        text = _("{name}'s crossover boy group: {value} crossover points.")
    return text.format(name=who, value=g.value) + " " + _(
        "The best crossover of the casting earns +5; the most crossover points of the game +10.")


def genre_tip(v, i: int) -> str:
    content = v.content
    name, shape = content.genre_name(i), content.words("genres", content.genres[i], "shape")
    if v.genre_out(i):
        return _("{genre} ({shape}): a {genre} band is already out this casting, so every further "
                 "{genre} band scores −2 (crossovers are not affected).").format(genre=name, shape=shape)
    return _("{genre} ({shape}): no {genre} band yet this casting.").format(genre=name, shape=shape)


PLAYER_KIND = {"human": N_("human"), "easy": N_("easy bot"), "normal": N_("normal bot"), "hard": N_("hard bot")}


def player_kind(info) -> str:
    """'human' or 'hard bot'."""
    return _(PLAYER_KIND[info.kind])


def seat_tip(v, seen: Seen, seat: int) -> str:
    info = seen.seats[seat]
    n = len(v.hands[seat])
    known = [card_name(v.content, c) for c in v.hands[seat] if c != UNKNOWN]
    text = [ngettext("{name} ({what}): {points} points so far, {n} card in hand.",
                     "{name} ({what}): {points} points so far, {n} cards in hand.", n).format(
        name=info.name, what=player_kind(info), points=v.running_score(seat), n=n)]
    text.append(_("At most {limit} cards stay in a hand after the discard.").format(limit=HAND_LIMIT))
    if seat != seen.viewer and known:
        text.append(_("Taken from the discard pile (face up): {cards}.").format(cards=_(", ").join(known)))
    beat = v.must_beat(seat)
    text.append(_("Next band must beat {beat}.").format(beat=beat) if beat is not None else _("No band yet."))
    left = [role(b) for b in BONUS_ORDER if b in v.bonuses[seat]]
    text.append(_("Bonus cards left: {roles}.").format(roles=_(", ").join(left)) if left
                else _("Bonus cards left: none."))
    return " ".join(text)


def discard_tip(v) -> str:
    p = v.pending()
    if p.kind == "meld":
        return _("Discarding ends your chance to form bands this turn.")
    return _("Discard the selected card ({n} to go).").format(n=p.discards)


#: the first-game pointers (:mod:`game.ui.guide`): (what they point at on the table, what they say)
GUIDE = [
    ("card:*", N_("This is your hand: the musicians you form bands with. At the end of your turn you may "
                  "hold at most six.")),
    ("deck", N_("Your turn starts with two cards. Click the deck for the first one and look at it.")),
    ("discard", N_("Then take a second card from the deck, or the top card of the discard pile instead. "
                   "Never two from the discard pile.")),
    ("meld", N_("Click 3 to 5 cards of one genre to form a band. This panel adds up its value and "
                      "shows what you must beat: more than your own previous band.")),
    ("bonus:*", N_("Your bonus cards, once per game each: the Stylist adds 3 to a band, the Singing Teacher "
                   "or the Dance Instructor doubles it.")),
    ("discard_button", N_("Last, select one card and click Discard: that ends your turn.")),
]
