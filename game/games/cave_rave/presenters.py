"""What the Höhlengrölen table says: why a pile cannot be drawn from, what the
meld panel shows and allows for the selection (with hints at bands you could
form), and every hover text. No pygame: functions of the kit's
:class:`~game.ui.context.TableContext` (its ``view``, whose view, the seats, who decides, the
selection: :class:`.selection.Selection`, and ``recent``: the viewer's cards drawn on their latest turn);
they change nothing."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.i18n import N_, _, and_list, ngettext, or_list, sentence

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


def fresh_cards(events, seat: int | None) -> tuple[int, ...]:
    """The cards ``seat`` drew on its latest turn, in the order drawn (marked "new" until its next
    turn begins, or the casting ends: a new casting is nobody's latest turn). ``events``: the
    runner's events, one list per action; only the viewer's own draws are asked for, so no secret
    leaves the seat."""
    if seat is None:
        return ()
    out: list[int] = []
    for evs in reversed(events):
        for ev in reversed(evs):
            if ev.kind == "casting_end":
                return ()                             # (whoever opens the next casting)
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


def not_yours(ctx) -> str:
    """Why the viewer's clicks on the piles and Discard do nothing now: the game is over, or whose
    turn it is ("" on the viewer's turn)."""
    if ctx.view.is_terminal():
        return _("The game is over.")
    seat = ctx.to_act
    if ctx.my_turn:
        return ""
    if seat is not None and ctx.seats[seat].is_bot:
        return _("Wait: it is {name}'s turn.").format(name=ctx.seats[seat].name)
    if seat is not None and seat != ctx.viewer:
        return _("It is {name}'s turn.").format(name=ctx.seats[seat].name)
    return _("Not now.")


#: what the producer to act decides, in the top bar before who decides (:func:`status`)
DECIDING = {"draw": N_("Draw cards"), "second": N_("The second card"), "meld": N_("Bands, then discard")}


def status(ctx) -> str:
    """The top bar after the casting's count: what the producer to act decides (the cards to draw,
    the second card, bands then the discards, the discards left) and who decides, in the kit's
    words (``ctx.whose_turn``: "Your turn", "Ann is thinking…", "Ann's turn"); once the game is
    over, that."""
    if ctx.to_act is None:
        return _("Game over")
    pending = ctx.view.pending()
    if pending.kind == "discard":
        what = ngettext("Discard {n} card", "Discard {n} cards", pending.discards).format(n=pending.discards)
    else:
        what = _(DECIDING["second" if pending.kind == "draw" and pending.second else pending.kind])
    return _("{what} · {who}").format(what=what, who=ctx.whose_turn())


def draw_problem(ctx, source: str) -> str:
    """Why clicking the deck or the discard pile does nothing now ("" when it draws)."""
    return not_yours(ctx) or ctx.view.why_not(("draw", source))


def discard_why(ctx) -> str:
    """Why the Discard button does nothing now ("" when it discards the one selected card)."""
    cards = ctx.selection.cards
    if not ctx.my_turn or ctx.view.pending().kind == "draw" or len(cards) == 1:
        return not_yours(ctx) or ctx.view.why_not(("discard", *cards[:1]))
    return _("Select exactly one card of your hand to discard.")


def meld_plan(ctx) -> MeldPlan:
    """What the meld panel says and allows for the current selection."""
    if ctx.viewer is None:
        return MeldPlan(_("Watching") if all(info.is_bot for info in ctx.seats) else _("Hands are hidden"))
    cards = ctx.selection.cards
    kind = ctx.view.pending().kind if ctx.my_turn else "wait"
    if cards and (kind == "discard" or kind == "meld" and len(cards) == 1):
        return _discard_plan(ctx.view, cards, kind)
    if cards:
        return _group_plan(ctx)
    return MeldPlan(*_prompt(ctx, kind),
                    why=_("Select 3–5 cards of one genre (a band) or of different genres (a crossover)."))


def prompt(ctx) -> dict:
    """The table's prompt (its table spec's: the kit asks it once per display version,
    ``scene.prompt()``): the meld panel's ``title`` and ``detail``, and the whole ``plan``
    (:func:`meld_plan`: the panel's foot, what Confirm plays or why not)."""
    plan = meld_plan(ctx)
    return {"title": plan.title, "detail": plan.detail, "plan": plan}


def _discard_plan(view, cards: tuple[int, ...], kind: str) -> MeldPlan:
    """One card selected while a band could still be formed, or any selection once discarding."""
    card = card_name(view.content, cards[0])
    if kind == "meld":
        return MeldPlan(_("Discard {card}?").format(card=card),
                        _("Discarding ends your chance to form bands this turn. Select more cards to plan a "
                          "band or crossover instead."),
                        why=_("A band has 3 to 5 musicians, a crossover 3 or 4: select more cards."))
    n = view.pending().discards
    if len(cards) == 1:
        title = _("Discard {card}").format(card=card)
        detail = ngettext("{n} card still to discard; at most {limit} stay in your hand.",
                          "{n} cards still to discard; at most {limit} stay in your hand.", n)
        detail = detail.format(n=n, limit=HAND_LIMIT)
    else:
        title = ngettext("Discard {n} more card", "Discard {n} more cards", n).format(n=n)
        detail = _("Select exactly one card, then click Discard.")
    return MeldPlan(title, detail, why=view.why_not(("band", tuple(sorted(cards)), ())))


def _group_plan(ctx) -> MeldPlan:
    """The selection as a band (all of one genre) or a crossover: its worth, and what the rules say."""
    view, seat, bonuses = ctx.view, ctx.viewer, ctx.selection.bonuses
    content = view.content
    cards = tuple(sorted(ctx.selection.cards))
    if len({content.card_genre[c] for c in cards}) == 1:
        action = ("band", cards, tuple(b for b in BONUS_ORDER if b in bonuses))
        genre = content.genre_name(content.card_genre[cards[0]])
        steps = explain(view.band_breakdown(seat, cards, bonuses)[1], genre)
        beat = view.must_beat(seat)
        title = (_("Band ({genre}): {steps}") if beat is None else _("Band ({genre}): {steps} — must beat {beat}"))
        title = title.format(genre=genre, steps=steps, beat=beat)
        problem = view.band_problem(seat, *action[1:])
        detail = "" if problem else bonus_hint(view, seat, bonuses)
    else:
        action = ("crossover", cards)
        female = [content.card_female[c] for c in cards]
        points = sum(content.card_points[c] for c in cards)
        title = (ngettext("Crossover girl group: {points} CO point", "Crossover girl group: {points} CO points",
                          points) if all(female) else
                 ngettext("Crossover boy group: {points} CO point", "Crossover boy group: {points} CO points",
                          points) if not any(female) else
                 ngettext("Crossover group: {points} CO point", "Crossover group: {points} CO points", points))
        title = title.format(points=points)
        problem = view.crossover_problem(seat, cards) or (
            _("bonus cards cannot be used with a crossover: deselect them") if bonuses else None)
        detail = _("Crossover points count for the +5 (casting) and +10 (game) bonuses.")
    if problem:
        why = sentence(problem)
    else:
        why = view.why_not(action) if ctx.my_turn else _("You can lay it out on your turn, after drawing.")
    return MeldPlan(title, detail, why or _("Legal — click Confirm to lay it out."),
                    bad=bool(problem or why and ctx.my_turn), action=None if why else action, why=why)


def _prompt(ctx, kind: str) -> tuple[str, str]:
    """The title and detail with nothing selected: what ``kind`` of decision is up ("wait": not yours)."""
    view = ctx.view
    if kind == "wait":
        now = ctx.to_act
        if now is None:
            title = _("The game is over")
        elif ctx.seats[now].is_bot:
            title = _("{name} is playing…").format(name=ctx.seats[now].name)
        else:
            title = _("{name}'s turn").format(name=ctx.seats[now].name)
        return title, _("Select cards to plan a band meanwhile.")
    if kind == "draw" and view.pending().second:
        top = card_name(view.content, view.discard[-1])
        drawn = [c for c in view.hands[ctx.viewer] if c in ctx.recent]    # the deck card of this turn
        if len(drawn) != 1:
            return _("Your turn: second card"), _(
                "Click the deck for another card, or the discard pile to take {top}.").format(top=top)
        return _("Your turn: second card"), _(
            "You drew {card}. Click the deck for another card, or the discard pile to take {top}.").format(
            card=card_name(view.content, drawn[0]), top=top)
    if kind == "draw":
        if not view.discard:
            detail = _("Click the deck to draw two cards (the discard pile is still empty).")
        elif view.deck_left < 2:
            detail = _("Last card on the deck: click the discard pile (top card + the last card).")
        else:
            detail = _("Click the deck for a card (then choose the second), or the discard pile for its top card "
                       "and one from the deck.")
        return _("Your turn: draw"), detail
    n = view.pending().discards
    if kind == "meld":
        return (ngettext("Form bands, then discard {n} card", "Form bands, then discard {n} cards", n).format(n=n),
                meld_hint(view, ctx.viewer) or _("Band: 3–5 cards of one genre. Crossover: 3–4 women or 3–4 men, "
                                               "all of different genres. Or select one card to discard."))
    return (ngettext("Discard {n} more card", "Discard {n} more cards", n).format(n=n),
            ngettext("At most {limit} card may stay in your hand. Select a card, then click Discard.",
                     "At most {limit} cards may stay in your hand. Select a card, then click Discard.",
                     HAND_LIMIT).format(
                limit=HAND_LIMIT))


def meld_hint(view, seat: int) -> str:
    """What could be laid out right now, in words (or "")."""
    acts = view.meld_actions(seat)
    if not acts:
        return ""
    content = view.content
    plain: dict[int, int] = {}
    boosted: set[int] = set()
    for a in acts:
        if a[0] != "band":
            continue
        g = content.card_genre[a[1][0]]
        if a[2]:
            boosted.add(g)
        else:
            plain[g] = max(plain.get(g, 0), view.band_breakdown(seat, a[1])[0])
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
    return _("You could form {options}. Select its cards.").format(options=or_list(options))


def bonus_hint(view, seat: int, chosen) -> str:
    """Which bonus cards could still be added to the planned band (or "")."""
    doubling = any(b in DOUBLERS for b in chosen)
    free = [b for b in BONUS_ORDER if b in view.bonuses[seat] and b not in chosen and not (doubling and b in DOUBLERS)]
    if not free:
        return _("No bonus card left to add.") if not chosen else ""
    return _("Add a bonus card? Click it beside your hand: {roles}.").format(
        roles=and_list(role(b) for b in free))


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


def card_tip(ctx, card: int) -> str:
    """A card of the viewer's hand: who, what genre and points, the flavour, what a click does."""
    content = ctx.view.content
    m = content.musicians[card]
    name, genre = content.musician_name(card), content.genre_name(content.card_genre[card])
    if m.gender == "f":
        who = ngettext("{name}: {genre}, {n} point, woman.", "{name}: {genre}, {n} points, woman.", m.points)
    else:
        who = ngettext("{name}: {genre}, {n} point, man.", "{name}: {genre}, {n} points, man.", m.points)
    act = _("Click to select.") if card not in ctx.selection.cards else _("Selected: click again to put it back.")
    return " ".join((who.format(name=name, genre=genre, n=m.points),
                     quoted(content.words("musicians", m, "flavour")), act))


def pile_tip(ctx, source: str) -> str:
    """The deck or the discard pile: what lies there, what a click draws, or why it draws nothing."""
    view, problem = ctx.view, draw_problem(ctx, source)
    if source == "deck":
        text = [ngettext("Deck: {n} card.", "Deck: {n} cards.", view.deck_left).format(n=view.deck_left)]
        if view.deck_queue:
            text.append(ngettext("The second deck ({n} card) is played in the next casting.",
                                 "The second deck ({n} cards) is played in the next casting.",
                                 view.deck_queue[0]).format(n=view.deck_queue[0]))
        text.append(_("The casting ends when the deck runs out."))
        if problem:
            text.append(problem)
        elif view.pending().second:
            text.append(_("Click to draw your second card from the deck."))
        elif view.discard:
            text.append(_("Click to draw a card: you see it before you choose the second one."))
        else:
            text.append(_("Click to draw two cards."))
        return " ".join(text)
    if not view.discard:
        return problem or _("The discard pile is empty.")
    top = card_name(view.content, view.discard[-1])
    if problem:
        return " ".join((_("Top card: {card}.").format(card=top), problem))
    if view.pending().second:
        return _("Click to take {card} as your second card.").format(card=top)
    return _("Click to take {card} and one card from the deck.").format(card=top)


def bonus_tip(ctx, kind: str) -> str:
    """One of the viewer's bonus cards: what it does, its flavour, what a click does with it."""
    content, seat, chosen = ctx.view.content, ctx.viewer, ctx.selection.bonuses
    card = content.bonus_for(seat % 4 + 1, kind)
    used = kind not in ctx.view.bonuses[seat]
    other = rival(kind, chosen)
    state = (_("Already used.") if used else
             _("Selected for the band: click to remove.") if kind in chosen else
             _("Click to use it instead of the {role}.").format(role=role(other)) if other else
             _("Click to add it to the selected band."))
    return " ".join((_(BONUS_HELP[kind]).format(name=content.words("bonus_cards", card)),
                     quoted(content.words("bonus_cards", card, "flavour")), state))


def group_tip(ctx, group: Group) -> str:
    """A band or crossover on the table: whose, and how its value came about."""
    g, who = group, ctx.names[group.owner]
    if g.kind == "band":
        genre = ctx.view.content.genre_name(g.genre)
        text = _("{name}'s {genre} band: {steps}.").format(name=who, genre=genre, steps=explain(g.steps, genre))
        if g.beat is None:
            return text
        return " ".join((text, _("It had to beat {beat}.").format(beat=g.beat)))
    if g.gender == "f":
        text = ngettext("{name}'s crossover girl group: {value} crossover point.",
                        "{name}'s crossover girl group: {value} crossover points.", g.value)
    else:
        text = ngettext("{name}'s crossover boy group: {value} crossover point.",
                        "{name}'s crossover boy group: {value} crossover points.", g.value)
    return text.format(name=who, value=g.value) + " " + _(
        "The best crossover of the casting earns +5; the most crossover points of the game +10.")


def genre_tip(ctx, genre: int) -> str:
    """A genre's "already out" chip: whether a band of it is out this casting (then −2)."""
    content = ctx.view.content
    name, shape = content.genre_name(genre), content.words("genres", content.genres[genre], "shape")
    if ctx.view.genre_out(genre):
        return _("{genre} ({shape}): a {genre} band is already out this casting, so every further "
                 "{genre} band scores −2 (crossovers are not affected).").format(genre=name, shape=shape)
    return _("{genre} ({shape}): no {genre} band yet this casting.").format(genre=name, shape=shape)


PLAYER_KIND = {"human": N_("human"), "easy": N_("easy bot"), "normal": N_("normal bot"), "hard": N_("hard bot")}


def player_kind(info) -> str:
    """'human' or 'hard bot'."""
    return _(PLAYER_KIND[info.kind])


def seat_tip(ctx, seat: int) -> str:
    """A producer's panel: who, their points and hand, the cards of it known to all, what their next
    band must beat, their bonus cards left."""
    view, info = ctx.view, ctx.seats[seat]
    n = len(view.hands[seat])
    known = [card_name(view.content, c) for c in view.hands[seat] if c != UNKNOWN]
    text = [ngettext("{name} ({what}): {points} points so far, {n} card in hand.",
                     "{name} ({what}): {points} points so far, {n} cards in hand.", n).format(
        name=info.name, what=player_kind(info), points=view.running_score(seat), n=n)]
    text.append(ngettext("At most {limit} card stays in a hand after the discard.",
                         "At most {limit} cards stay in a hand after the discard.",
                         HAND_LIMIT).format(limit=HAND_LIMIT))
    if seat != ctx.viewer and known:
        text.append(_("Taken from the discard pile (face up): {cards}.").format(cards=and_list(known)))
    beat = view.must_beat(seat)
    text.append(_("Next band must beat {beat}.").format(beat=beat) if beat is not None else _("No band yet."))
    left = [role(b) for b in BONUS_ORDER if b in view.bonuses[seat]]
    text.append(_("Bonus cards left: {roles}.").format(roles=and_list(left)) if left
                else _("Bonus cards left: none."))
    return " ".join(text)


def discard_tip(ctx) -> str:
    """The Discard button: what a click on it does now."""
    p = ctx.view.pending()
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
