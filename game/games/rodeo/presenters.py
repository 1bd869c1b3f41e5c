"""What the Rock'n Rodeo table says (no pygame): the stage of the season, the top bar's status,
the prompt for the pending decision, the short lines on cards and every hover text (what a
campsite space, an evening destination, a band, a stand or a track means now).

The functions read a state (the viewer's :meth:`~.rules.RodeoState.view`), its typed
``pending()`` and public fields; they change nothing. Those that say something of the table as
well (whose names, whether it is this screen's human's turn, what they picked, who thinks: the
prompt, the status, a space's and a rival's hover texts) read the kit's
:class:`~game.ui.context.TableContext` instead, its ``view`` the state. Which satisfaction a marker would have on
a space (:func:`place_preview`) is asked of :func:`.campsite.content_of` with the markers as
they lie now.
"""

from __future__ import annotations

from game.core.i18n import N_, _, and_list, ngettext

from . import campsite
from .model import GENRES, PICKS, STAND_KINDS
from .rules import KIND_INDEX, TIMES, Arrival, Booking, Evening, EventStep, Night
from .text import DAYS, garage_confirm

TIME_NAMES = {"morning": N_("morning"), "afternoon": N_("afternoon"), "evening": N_("evening"),
              "night": N_("night")}
KIND_NAMES = {campsite.TENT: N_("Tent site"), campsite.CAR: N_("Car-park space"), campsite.DIRT: N_("Dirt heap")}
STAND_KIND_NAMES = {"fast_food": N_("fast food"), "drinks": N_("drinks"), "other": N_("other")}
TRACK_NAMES = {"chaos": N_("Chaos"), "hygiene": N_("Hygiene"), "mood": N_("Mood")}
#: the season's stage, by the kind of the pending decision
STAGE_OF = {"book": "booking", "wild": "booking", "expand": "expansion", "lineup": "lineup", "turn": "lineup",
            "wixi": "lineup", "arrive": "festival", "place": "festival", "evening": "festival",
            "garbage": "festival", "sour": "festival", "home": "festival", "over": "over"}
STAGE_NAMES = {"booking": N_("Booking"), "expansion": N_("Expansion"), "lineup": N_("Line-up"),
               "festival": N_("Festival"), "over": N_("Game over"), "setup": N_("Setup")}
#: an effect of an event card, a stand or an upgrade, in a few words ({d}: delta, {n}: count)
EFFECT_WORDS = {
    "cash": N_("{d:+}K"), "income": N_("{d:+}K"), "chaos": N_("Chaos {d:+}"), "hygiene": N_("Hygiene {d:+}"),
    "mood": N_("Mood {d:+}"), "rival_cash": N_("rival {d:+}K"), "rival_chaos": N_("rival Chaos {d:+}"),
    "rival_hygiene": N_("rival Hygiene {d:+}"), "rival_mood": N_("rival Mood {d:+}"),
    "replace_band": N_("swap a band on display"), "fee_discount": N_("next fee −{d}K"),
    "expansion_discount": N_("expansion −{d}K each"), "power": N_("{d:+}K to spend for a genre"),
    "no_fast_food": N_("never buys fast food"), "no_drinks": N_("never buys drinks"),
}
#: the effects that count something ({n}), singular and plural (whole ngettext calls, so that
#: extraction makes one plural entry of each, which the translation's plural forms then fill)
COUNTED = {
    "extra_fans": lambda n: ngettext("+{n} fan of a genre", "+{n} fans of a genre", n),
    "fan_card": lambda n: ngettext("+{n} fan card", "+{n} fan cards", n),
    "flip": lambda n: ngettext("{n} camper cheers up", "{n} campers cheer up", n),
    "clean": lambda n: ngettext("{n} garbage marker goes", "{n} garbage markers go", n),
    "collect_garbage": lambda n: ngettext("collects {n} garbage marker", "collects {n} garbage markers", n),
}
NEED_WORDS = {"tent": N_("tent site"), "car_park": N_("car park"), "near": N_("next to {genre}"),
              "not_near": N_("not next to {genre}")}


def stage(view) -> str:
    """booking, expansion, lineup, festival or over (from the pending decision, never the phase)."""
    p = view.pending()
    if isinstance(p, EventStep):
        return "booking" if p.side == "booking" else "festival"
    if p.seat < 0 and p.kind != "over":
        return "setup"
    return STAGE_OF.get(p.kind, "setup")


def genre(view, g: int) -> str:
    return view.content.genre_name(GENRES[g])


#: shorter words where a card has no room for the usual ones (its hover says them whole)
SHORT_WORDS = {"no_fast_food": N_("no fast food"), "no_drinks": N_("no drinks"),
               "collect_garbage": N_("−{n} garbage")}


def effect_text(eff, short: bool = False) -> str:
    if short and eff.id in SHORT_WORDS:
        return _(SHORT_WORDS[eff.id]).format(n=eff.count)
    if eff.id in COUNTED:
        return COUNTED[eff.id](eff.count).format(n=eff.count)
    if eff.id == "band_space":
        return ngettext("{d:+} band space today", "{d:+} band spaces today", abs(eff.delta)).format(d=eff.delta)
    return _(EFFECT_WORDS[eff.id]).format(d=eff.delta, n=eff.count)


def effects_text(effects, short: bool = False) -> str:
    return ", ".join(effect_text(e, short) for e in effects)


def need_text(view, need) -> str:
    g = view.content.genre_name(need.genre) if need.genre else ""
    return _(NEED_WORDS[need.kind]).format(genre=g)


def fan_needs(view, card: int) -> str:
    fan = view.content.fans[card]
    return ", ".join(need_text(view, n) for n in fan.needs)


def fan_tip(view, card: int) -> str:
    """A fan card in hand: its group's genre, what its campers need, its purchasing power and ability."""
    fan = view.content.fans[card]
    g = GENRES.index(fan.genre)
    lines = [_("{name} ({genre} fan card).").format(name=view.content.fan_name(card), genre=genre(view, g)),
             _("What its campers need: {needs}.").format(needs=fan_needs(view, card)),
             _("Purchasing power: {k}K at the stands.").format(k=fan.power)]
    if fan.ability is not None:
        lines.append(_("When played: {what}.").format(what=effect_text(fan.ability)))
    return "\n".join(lines)


def folded_tip(view, card: int | None) -> str:
    """A card of the viewer's folded hand (``card`` None: an event card): what the back shows."""
    why = _("Your hand lies folded while others may look at the screen; it opens, after the cover, "
            "when you book, play an event or let fans in.")
    if card is None:
        return _("An event card, face down.") + "\n" + why
    g = GENRES.index(view.content.fan_genre[card])
    return _("A {genre} fan card, face down.").format(genre=genre(view, g)) + "\n" + why


def event_tip(view, card: int) -> str:
    c = view.content
    return _("{name}\nWhile booking: {booking}\nAt the festival: {festival}").format(
        name=c.event_name(card), booking=c.event_text(card, "booking"), festival=c.event_text(card, "festival"))


def band_line(view, band: int) -> str:
    """'2 punk fans and 1 wildcard fan': the fans a band brings."""
    parts = []
    for s in view.content.bands[band].symbols:
        name = _("wildcard") if s.genre == "wild" else view.content.genre_name(s.genre)
        parts.append(ngettext("{n} {genre} fan", "{n} {genre} fans", s.fans).format(n=s.fans, genre=name))
    return and_list(parts)


def band_tip(view, band: int, seat: int | None) -> str:
    b = view.content.bands[band]
    text = ngettext("{name}: {stars} star (a space for a fan at the stage), fee {fee}K. Brings {fans}.",
                    "{name}: {stars} stars (spaces for fans at the stage), fee {fee}K. Brings {fans}.", b.stars).format(
        name=view.content.band_name(band), stars=b.stars, fee=b.fee, fans=band_line(view, band))
    if b.tier == "legend":
        text += "\n" + _("A Legend: at most one a season.")
    # Translators: the line printed on a band's card, in its hover text (German: „{quote}“)
    return text + "\n" + _("“{quote}”").format(quote=view.content.band_quote(band))


def stand_tip(view, stand: int) -> str:
    s = view.content.stands[stand]
    text = ngettext("{name}: {kind}, {spaces} space, each fan pays {k}K from their purchasing power.",
                    "{name}: {kind}, {spaces} spaces, each fan pays {k}K from their purchasing power.",
                    s.spaces).format(
        name=view.content.stand_name(stand), kind=_(STAND_KIND_NAMES[s.kind]), spaces=s.spaces, k=s.income)
    if s.bonus is not None:
        text += "\n" + _("Each fan there also brings: {what}.").format(what=effect_text(s.bonus))
    return text


def upgrade_tip(view, up: str) -> str:
    u = view.content.upgrade[up]
    return ngettext("{name}: {spaces} space; each fan there brings {what}.",
                    "{name}: {spaces} spaces; each fan there brings {what}.", u.spaces).format(
        name=view.content.upgrade_name(up), spaces=u.spaces, what=effects_text(u.bonus))


# -- the top bar and the prompt ----------------------------------------------------------------

def day_time(view) -> str:
    return _("{day} {time}").format(day=_(DAYS[min(view.day, 2)]), time=_(TIME_NAMES[TIMES[view.time]]))


def status(ctx) -> str:
    """Season, stage (or festival day and time), and who decides in the kit's words
    (``ctx.whose_turn``: "Your turn", "Ann is thinking…", "Ann's turn")."""
    view = ctx.view
    p = view.pending()
    where = stage(view)
    head = _("Season {n} of {of}").format(n=max(1, view.season), of=view.seasons)
    part = day_time(view) if where == "festival" else _(STAGE_NAMES[where])
    if p.seat < 0:
        return _("{season} · {stage}").format(season=head, stage=part)
    return _("{season} · {stage} · {who}").format(season=head, stage=part, who=ctx.whose_turn(p.seat))


def prompt(ctx) -> dict:
    """{"title", "detail"} for the decision pending, for this screen's human when it is their
    turn (``ctx.my_turn``), what they picked so far in ``ctx.selection`` (a
    :class:`.selection.Selection`: ``booking``, ``event_card``, ``evening_genre``)."""
    view, sel = ctx.view, ctx.selection
    p = view.pending()
    if p.kind == "over":
        return {"title": _("The festival seasons are over"), "detail": _("The results follow.")}
    if p.seat < 0:
        return {"title": _("The cards are dealt"), "detail": ""}
    name = ctx.names[p.seat]
    if not ctx.my_turn:
        return {"title": _("{name}'s turn").format(name=name), "detail": _("Watch the festival grounds: "
                "what they do shows on the table and in the log.")}
    f = view.fests[p.seat]
    if isinstance(p, Booking):
        if sel.booking is not None:
            return _booking_confirm(view, p.seat, sel.booking)
        detail = _("Click a band on display (fee in K) or the garage band (free, and {k}K with it). "
                   "You have {cash}K.").format(k=view.content.numbers.garage_bonus, cash=f.cash)
        if any(view.content.bands[b].tier == "legend" for b in view.display):     # the Legend limit, when it counts
            detail += "\n" + (_("You have booked your one Legend this season.") if f.legend else
                              _("A Legend (the gold cards): at most one a season."))
        return {"title": _("Booking round {n}: book a band").format(n=p.round + 1), "detail": detail}
    if p.kind == "wild":
        return {"title": _("Pick the genre of the wildcard"),
                "detail": _("The fan card of that genre is drawn, and its fans come with the band.")}
    if isinstance(p, EventStep):
        return _event_prompt(view, p, sel)
    if p.kind == "expand":
        return {"title": _("Expansion: buy a stand or an upgrade"),
                "detail": _("Each costs {k}K; one stand and one upgrade at most. You have {cash}K. "
                            "Click Done when you are finished.").format(k=view.expansion_cost(p.seat), cash=f.cash)}
    if p.kind == "lineup":
        return {"title": _("Line-up: which band plays which day?"),
                "detail": _("Click two day slots to swap their bands, then confirm the line-up.")}
    if p.kind == "turn":
        return {"title": _("Turn the lit campsite card"),
                "detail": _("Click the card or Turn to see it turned; Keep it places it that way.")}
    if p.kind == "wixi":
        low, high = view.wixi_range()
        return {"title": _("Put up WIXIs: {have} of {low} to {high}").format(have=f.wixis(), low=low, high=high),
                "detail": _("Click a lit space (never a dirt heap). Each WIXI costs 1K of income at the "
                            "season's end and lets a fan freshen up (Hygiene +1).")}
    if isinstance(p, Arrival):
        return _arrival_prompt(view, p)
    if isinstance(p, Evening):
        g = sel.evening_genre
        left = sum(p.standing)
        if g is None:
            return {"title": _("Evening: send your fans out"), "detail": ""}
        return {"title": ngettext("Evening: {n} fan still at the tents", "Evening: {n} fans still at the tents",
                                  left).format(n=left),
                # the second paragraph gives way first where the panel has no room for both (a longer language)
                "detail": _("Fans of {genre} go out now: click a lit destination (the band, a WIXI, a stand or "
                            "an upgrade); its badge says what a fan there yields.").format(genre=genre(view, g))
                + "\n" + _("Another genre: click its box above the stands. Those left stay in their tents.")}
    if isinstance(p, Night):
        return _night_prompt(view, p)
    return {"title": _("Decide"), "detail": ""}


def _booking_confirm(view, seat: int, action) -> dict:
    if action[0] == "garage":                      # the stack is face down (L63): no band to name
        return garage_confirm(view)
    band = action[1]
    return {"title": _("Book {band} for {fee}K?").format(band=view.content.band_name(band), fee=view.fee(seat, band)),
            "detail": _("It brings {fans}. Its fan cards are drawn at once: this cannot be undone.").format(
                fans=band_line(view, band))}


def pick_kind(view, card: int, side: str) -> str | None:
    """What a side of an event card asks the player to pick: target, genre, band or None."""
    for eff in getattr(view.content.events[card], side).effects:
        if eff.id in PICKS:
            return PICKS[eff.id]
    return None


def _event_prompt(view, p: EventStep, sel) -> dict:
    side_words = _("while booking") if p.side == "booking" else _("at the festival")
    card = sel.event_card
    if card is None:
        return {"title": _("Play an event card, swap one, or pass"),
                "detail": _("Click one of your event cards to play its side for {when}.").format(when=side_words)}
    what = pick_kind(view, card, p.side)
    title = view.content.event_name(card)
    detail = view.content.event_text(card, p.side)
    ask = {"target": _("Pick the rival it hits."), "genre": _("Pick the genre."),
           "band": _("Click the band on display it sends away.")}.get(what, _("Play it, or swap it for a new card."))
    return {"title": title, "detail": detail + "\n" + ask}


def _arrival_prompt(view, p: Arrival) -> dict:
    if p.kind == "place":
        if p.card >= 0:
            return {"title": ngettext("Place {n} {genre} camper", "Place {n} {genre} campers", p.to_place).format(
                        n=p.to_place, genre=genre(view, p.genre)),
                    "detail": _("{card} needs: {needs}. Campers fill the rows nearest the stage first; "
                                "a lit space says whether its camper would be satisfied.").format(
                        card=view.content.fan_name(p.card), needs=fan_needs(view, p.card))}
        return {"title": ngettext("Place {n} angry {genre} marker", "Place {n} angry {genre} markers",
                                  p.to_place).format(n=p.to_place, genre=genre(view, p.genre)),
                "detail": _("No fan card came with them: they are dissatisfied wherever they camp.")}
    symbols = and_list([_("{n} {genre}").format(n=n, genre=genre(view, g)) for g, n in p.symbols])
    return {"title": _("Morning: today's fans arrive"),
            "detail": _("Waiting at the gate: {symbols}. Click a lit fan card of your hand to let its group in.")
            .format(symbols=symbols)}


def _night_prompt(view, p: Night) -> dict:
    if p.kind == "garbage":
        return {"title": ngettext("Night: {n} garbage marker to drop", "Night: {n} garbage markers to drop",
                                  p.garbage).format(n=p.garbage),
                "detail": _("The Chaos track filled bins. Click a lit space: a free one next to a camper "
                            "(dirt too) costs nothing, one with garbage on it already costs Hygiene −1.")}
    if p.kind == "sour":
        return {"title": _("Night: a satisfied camper turns sour"),
                "detail": _("The Hygiene is too low. Click one of your satisfied markers.")}
    return {"title": _("Night: a fan goes home"), "detail": _("The Hygiene is too low. Pick the genre.")}


# -- the campsite --------------------------------------------------------------------------

def place_preview(view, seat: int, space: int, card: int, g: int) -> bool:
    """Whether a marker of ``g`` for fan card ``card`` (-1: a penalty marker) would be satisfied on
    ``space`` with the campsite as it is now."""
    if card < 0:
        return False
    f = view.fests[seat]
    needs = [(n.kind, GENRES.index(n.genre) if n.genre else -1) for n in view.content.fans[card].needs]
    markers = f.marker[:]
    markers[space] = g
    return campsite.content_of(markers, needs, space, f.kind, view.geometry(seat))


def judging(view, seat: int) -> set[int]:
    """The spaces of ``seat``'s fan group still being placed: its markers wait to be judged until
    the whole group lies (the rules judge a group at once, its own campers counting as neighbours)."""
    p = view.pending()
    if view.group and p.kind == "place" and p.seat == seat and view.group[0] >= 0:
        return set(view.group[3])
    return set()


def place_outcome(view, seat: int, space: int, card: int, g: int, left: int) -> str:
    """What a camper of the group ``card`` placed on ``space`` will be once the group is complete:
    ``happy`` or ``unhappy`` (this is its last camper, or the rest cannot change it), or ``open``
    (dissatisfied as the campsite stands, satisfied if one of the ``left - 1`` still to come camps
    beside it: a group that wants to be next to its own genre)."""
    if card < 0:
        return "unhappy"
    if place_preview(view, seat, space, card, g):
        return "happy"
    if left <= 1:
        return "unhappy"
    f = view.fests[seat]
    needs = [(n.kind, GENRES.index(n.genre) if n.genre else -1) for n in view.content.fans[card].needs]
    geo = view.geometry(seat)
    for n in geo.nbrs[space]:
        if f.marker[n] < 0 and not f.wixi[n] and not f.garbage[n]:
            markers = f.marker[:]
            markers[space] = markers[n] = g
            if campsite.content_of(markers, needs, space, f.kind, geo):
                return "open"
    return "unhappy"


def order_direction(view) -> int:
    """+1 when this phase goes up the order track (position 1 first), -1 down, 0 unknown."""
    q, n = view.queue, len(view.order)
    if len(q) < 2 or n < 2 or q[0] not in view.order or q[1] not in view.order:
        return 0
    step = (view.order.index(q[1]) - view.order.index(q[0])) % n
    return 1 if step == 1 else -1 if step == n - 1 else 0


def order_tip(ctx) -> str:
    """The order track: who has which place, and which way this phase goes."""
    view = ctx.view
    names = ", ".join(_("{pos}. {name}").format(pos=i + 1, name=ctx.names[seat]) for i, seat in enumerate(view.order))
    way = {1: _("This phase goes up the track: position 1 first."),
           -1: _("This phase goes down the track, against the order.")}.get(order_direction(view), "")
    return _("The order track: {seats}.").format(seats=names) + ("\n" + way if way else "")


def book_why(view, band: int) -> str:
    """Why the seat booking cannot book ``band`` on display."""
    seat = view.pending().seat
    if view.content.bands[band].tier == "legend" and view.fests[seat].legend:
        return _("You have already booked a Legend this season.")
    return _("You cannot afford that band's fee.")


def day_tip(ctx, seat: int, day: int, arranging: bool = False) -> str:
    """A day slot of ``seat``'s stage: the band that plays that day (or is booked, its day still
    open); ``arranging``: the player arranges this line-up now (``ctx.selection.lineup``)."""
    view = ctx.view
    f = view.fests[seat]
    lineup = f.lineup or []
    name = _(DAYS[day])
    arranged = ctx.selection.lineup if arranging and view.pending().kind == "lineup" else []
    if day < len(arranged):
        band = arranged[day]
    elif day < len(lineup):
        band = lineup[day]
    elif day < len(f.bands):
        return _("{day}: {band}").format(day=name, band=band_tip(view, f.bands[day], seat)) + "\n" + _(
            "Booked; which day each band plays is set at the line-up.")
    else:
        return _("{day}: no band booked for this day yet.").format(day=name)
    return _("{day}: {band}").format(day=name, band=band_tip(view, band, seat))


def space_tip(ctx, seat: int, space: int) -> str:
    """A campsite space of ``seat``: its kind, who camps there (satisfied or not), a WIXI,
    garbage; and what the pending decision would do there."""
    view = ctx.view
    f = view.fests[seat]
    lines = [_(KIND_NAMES[f.kind[space]])]
    m = f.marker[space]
    if m >= 0 and space in judging(view, seat):
        lines.append(_("A {genre} camper, to be judged once its group is complete.").format(genre=genre(view, m)))
    elif m >= 0:
        mood = _("satisfied") if f.happy[space] else _("dissatisfied")
        lines.append(_("A {genre} camper, {mood}.").format(genre=genre(view, m), mood=mood))
    if f.wixi[space]:
        lines.append(_("A WIXI stands here."))
    if f.garbage[space]:
        lines.append(ngettext("{n} garbage marker lies here.", "{n} garbage markers lie here.",
                              f.garbage[space]).format(n=f.garbage[space]))
    p = view.pending()
    if p.seat == seat:
        lines += _decision_at_space(view, seat, space, p)
    return "\n".join(lines)


def _decision_at_space(view, seat: int, space: int, p) -> list[str]:
    f = view.fests[seat]
    if p.kind == "place":
        if f.taken()[space]:                      # (a camper, a WIXI or garbage there already)
            return []
        if space not in view.camp_spaces(seat):
            return [_("Not yet: campers fill the rows nearest the stage first, and the dirt heaps last.")]
        if p.card < 0:
            return [_("An angry marker: dissatisfied anywhere.")]
        outcome = place_outcome(view, seat, space, p.card, p.genre, p.to_place)
        needs = fan_needs(view, p.card)
        if p.to_place <= 1:
            return [_("The group is complete with this camper: here it will be satisfied.") if outcome == "happy" else
                    _("The group is complete with this camper: here it will be dissatisfied ({needs}).").format(
                        needs=needs)]
        more = p.to_place - 1
        head = ngettext("The group is judged once it is complete ({n} more camper to place).",
                        "The group is judged once it is complete ({n} more campers to place).", more).format(n=more)
        if outcome == "happy":
            return [head, _("Here it will be satisfied, as the campsite stands now.")]
        if outcome == "open":
            return [head, _("Here it will be satisfied if one of the group camps beside it ({needs}).").format(
                needs=needs)]
        return [head, _("Here it will be dissatisfied ({needs}).").format(needs=needs)]
    if p.kind == "garbage":
        if f.garbage[space]:
            return [_("Garbage on garbage: Hygiene −1.")]
        if ("garbage", space) in view.legal_actions():
            return [_("Garbage here costs no Hygiene, but blocks the space.")]
        return [_("Garbage lands next to a camper, on a free space or on garbage.")]
    if p.kind == "wixi" and ("wixi", space) not in view.legal_actions():
        return [_("No WIXI here: a WIXI needs a free tent site or car-park space.")]
    return []


# -- the evening ---------------------------------------------------------------------------

def destination_tip(view, seat: int, g: int | None, dest: tuple) -> tuple[str, bool]:
    """What sending a fan of ``g`` to ``dest`` (("band",), ("wixi",), ("stand", i), ("upgrade",
    id)) yields, or why it is blocked: (text, open)."""
    f = view.fests[seat]
    c = view.content
    kind = dest[0]
    if kind == "band":
        free = view.band_spaces(seat) - len(f.band_fill)
        if free <= 0:
            return _("Today's band has no free space for fans."), False
        return _("The band: Mood +1 (one more when its spaces fill with fans of one genre). {n} free.").format(
            n=free), True
    if kind == "wixi":
        free = f.wixis() - f.wixi_used
        if free <= 0:
            return _("Every WIXI is taken for the season."), False
        return _("A WIXI: Hygiene +1. {n} free.").format(n=free), True
    if kind == "stand":
        i = dest[1]
        stand = c.stands[f.stands[i]]
        base = stand_tip(view, f.stands[i])
        if len(f.stand_fill[i]) >= stand.spaces:
            return base + "\n" + _("Full."), False
        if g is not None and not view.can_pay(seat, g, f.stands[i]):
            return base + "\n" + _("Blocked: the {genre} fans' purchasing power does not cover {k}K for "
                                   "{kind} (aversions count).").format(genre=genre(view, g), k=stand.income,
                                                                      kind=_(STAND_KIND_NAMES[stand.kind])), False
        return base + "\n" + _("Yields {k}K.").format(k=stand.income), True
    up = dest[1]
    i = f.upgrades.index(up)
    base = upgrade_tip(view, up)
    if len(f.upgrade_fill[i]) >= c.upgrade[up].spaces:
        return base + "\n" + _("Full."), False
    return base, True


#: a destination's badge: what one fan there yields, as an icon and a number
BADGE_ICONS = {"income": "money", "mood": "mood", "hygiene": "hygiene", "chaos": "chaos",
               "collect_garbage": "garbage"}


def destination_badge(view, seat: int, g: int | None, dest: tuple) -> list[tuple[str | None, str]]:
    """The badge on a lit evening destination: what a fan of ``g`` sent there yields, as
    (icon, number) parts (``("money", "+2K")``, ``("mood", "+1")``), or ``[(None, "blocked")]``
    (its hover text says why)."""
    _text, open_ = destination_tip(view, seat, g, dest)
    if not open_:
        return [(None, _("blocked"))]
    kind = dest[0]
    if kind == "band":
        return [("mood", "+1")]
    if kind == "wixi":
        return [("hygiene", "+1")]
    f = view.fests[seat]
    if kind == "stand":
        stand = view.content.stands[f.stands[dest[1]]]
        parts = [("money", _("+{k}K").format(k=stand.income))] if stand.income else []
        bonus = [stand.bonus] if stand.bonus is not None else []
    else:
        parts, bonus = [], view.content.upgrade[dest[1]].bonus
    parts += [part for part in effect_parts(bonus) if part[0]]
    return parts or [(None, _("nothing"))]


def effect_parts(effects) -> list[tuple[str | None, str]]:
    """Effects as (icon, number) parts where they have an icon (``("money", "+1K")``,
    ``("garbage", "−1")``), else (None, their short words)."""
    parts: list[tuple[str | None, str]] = []
    for e in effects:
        if e.id in ("income", "cash"):
            parts.append(("money", _("{d:+}K").format(d=e.delta)))
        elif e.id == "collect_garbage":
            parts.append(("garbage", f"−{e.count}"))
        elif e.id in BADGE_ICONS:
            parts.append((BADGE_ICONS[e.id], f"{e.delta:+d}"))
        else:
            parts.append((None, effect_text(e, short=True)))
    return parts


def power_left(view, seat: int, g: int) -> int:
    return view.power_left(seat, g)


def power_by_kind(view, seat: int, g: int) -> list[int]:
    """Per stand kind, what ``g``'s fans could still pay there alone (their aversions counted)."""
    f = view.fests[seat]
    out = []
    for kind in STAND_KINDS:
        cards = [c for c in f.played if c >= 0 and view.content.fan_genre[c] == GENRES[g]
                 and kind not in view.content.fan_averse[c]]
        have = f.bonus_power[g] + sum(view.content.fan_power[c] for c in cards)
        out.append(max(0, have - f.spent[g][KIND_INDEX[kind]]))
    return out


# -- the tracks ------------------------------------------------------------------------------

def next_bin(view, seat: int) -> int | None:
    chaos = view.fests[seat].chaos
    return next((b for b in view.content.numbers.bins if b > chaos), None)


def next_penalty(view, seat: int):
    hygiene = view.fests[seat].hygiene
    return next((p for p in view.content.numbers.penalties if p.at < hygiene), None)


def track_tip(view, seat: int, track: str) -> str:
    f = view.fests[seat]
    value = getattr(f, track)
    if track == "chaos":
        bins = sum(1 for b in view.content.numbers.bins if value >= b)
        nb = next_bin(view, seat)
        text = ngettext("Chaos {v}: {n} garbage marker a night.", "Chaos {v}: {n} garbage markers a night.",
                        bins).format(v=value, n=bins)
        if nb is not None:
            text += " " + _("The next bin at {at}.").format(at=nb)
        return text
    if track == "hygiene":
        hit = [p for p in view.content.numbers.penalties if value <= p.at]
        text = _("Hygiene {v}.").format(v=value)
        if hit:
            text += " " + ngettext("{n} penalty every night.", "{n} penalties every night.",
                                   len(hit)).format(n=len(hit))
        np = next_penalty(view, seat)
        if np is not None:
            text += " " + _("The next penalty step at {at}.").format(at=np.at)
        return text
    return _("Mood {v}: points at the season's end, and the prize for the best Mood.").format(v=value)


def fans_tip(view, seat: int, g: int) -> str:
    """A genre's box above the stands: where its fans are and their purchasing power left."""
    f = view.fests[seat]
    by_kind = power_by_kind(view, seat, g)
    return _("{genre}: {reserve} still to arrive, {standing} at the tents, {placed} out on the grounds, "
             "{lying} asleep in the tents. Purchasing power left: {power}K (fast food {ff}K, drinks {dr}K, "
             "other {ot}K, aversions counted).").format(
        genre=genre(view, g), reserve=f.reserve[g], standing=f.standing[g], placed=f.placed[g], lying=f.lying[g],
        power=power_left(view, seat, g), ff=by_kind[0], dr=by_kind[1], ot=by_kind[2])


def rival_tip(ctx, seat: int) -> str:
    """A rival's strip: what everyone knows of their festival, and that a click shows their grounds."""
    view = ctx.view
    f = view.fests[seat]
    hand = ngettext("{n} fan card", "{n} fan cards", len(f.hand)).format(n=len(f.hand))
    events = ngettext("{n} event card", "{n} event cards", len(f.events)).format(n=len(f.events))
    lineup = and_list([view.content.band_name(b) for b in (f.lineup or f.bands)]) or _("no bands yet")
    order = view.order.index(seat) + 1 if seat in view.order else 0
    return _("{name} runs {festival}: {cash}K, {vp} VP.\n"
             "Second row: place {order} in the order; Chaos {chaos}, Hygiene {hygiene}, Mood {mood}.\n"
             "Third row: fans on the grounds {fans}, satisfied campers {happy}, dissatisfied campers {unhappy}; "
             "then their bands: {lineup}.\n"
             "Last row: the backs of {hand} (in genre colours) and {events} in hand.\n"
             "Click to see their grounds.").format(
        name=ctx.names[seat], festival=view.content.festival_name(f.festival), cash=f.cash, vp=f.vp, order=order,
        chaos=f.chaos, hygiene=f.hygiene, mood=f.mood, fans=f.fans(), happy=f.satisfied(), unhappy=f.dissatisfied(),
        hand=hand, events=events, lineup=lineup)


def festival_lines(view, seat: int) -> list[str]:
    """The festival card's own scoring: what it counts and its table."""
    card = view.festival_card(seat)
    sc = card.scoring
    if sc.kind == "kombo":
        what = _("Full sets of one fan of each genre")
    else:
        what = _("Fans of {genres} together").format(genres=and_list([view.content.genre_name(g) for g in sc.genres]))
    table = ", ".join(_("{at}+: {vp} VP").format(at=at, vp=vp) for at, vp in sc.table)
    name = view.content.festival_name(card_index(view, seat))
    return [_("{festival}: the season's own points").format(festival=name), what, table]


def card_index(view, seat: int) -> int:
    return view.fests[seat].festival


#: the first-game pointers (:mod:`game.ui.guide`), following the season: (what they point at on
#: the table, what they say, the phase whose first decision of the player's shows them); the
#: targets are pieces of :mod:`.on_table`, each on show in every decision of its phase
#: (:func:`guide_phases` says which phases a decision belongs to)
GUIDE = [
    ("band:*|bands", N_("Book one band now: click it, then Book to pay its fee, or take the garage band for free "
                         "and 1K. Its genres decide which fans come to your festival."), "booking"),
    ("hand", N_("The band's fan cards come into your hand, one for each genre it shows: a group of fans with its "
                "purchasing power and its needs. On the band's day you play them, and their fans arrive."),
     "booking"),
    ("supply:*", N_("These figures are the fans still buying tickets this season, by genre. A band brings as many "
                    "as it shows while they last, so a genre that runs out brings nobody."), "booking"),
    ("event:*|hand", N_("Play the top half of an event card now, swap one for a new card, or pass. The bottom half "
                        "of each card waits for a festival afternoon."), "booking_event"),
    ("stand_top:*|stands", N_("Buy at most one stand and one upgrade now, 2K each, or click Done. In the evenings "
                              "your fans spend their purchasing power at your stands, and upgrades give "
                              "bonuses."), "expansion"),
    ("day:*", N_("Click two days to swap their bands, then confirm the line-up. Each morning that day's band brings "
                 "its fans, so the order decides who camps beside whom."), "lineup"),
    ("space:*", N_("Turn the lit campsite card until its dirt heap lies where you want it, then keep it. Nobody "
                   "camps on a dirt heap while another space is free."), "turn"),
    ("space:*", N_("Put up your WIXIs on free spaces, never on a dirt heap; each costs 1K at the season's end. "
                   "Hygiene starts at their number, and each evening a WIXI takes one fan for Hygiene +1."),
     "wixi"),
    ("fan:*|hand", N_("Morning: play a fan card of a genre today's band brings, and its group arrives. Each card "
                      "also moves Chaos (Punk rock, Metal) or Hygiene (Reggae, Indie)."), "morning"),
    ("space:*", N_("Campers camp far forward: a row further from the stage opens only once the row in front is "
                   "full, a dirt heap only once the campsite is. Each group wants a tent site or the car park, "
                   "as its card says."), "morning"),
    ("space:*", N_("A group is satisfied (thumbs up) only if its needs are met as it arrives: where it camps, and "
                   "next to or not next to a genre, side by side. Dissatisfied campers (thumbs down) cost Mood at "
                   "night and points at the season's end."), "morning"),
    ("event:*|hand", N_("Afternoon: play the bottom half of an event card, swap one, or pass. It may lift your "
                        "Mood or Hygiene, or hurt a rival's, before the night."), "afternoon"),
    ("genre:*", N_("Evening: pick a genre of the fans at the tents, then click where they go: the band (Mood +1), "
                   "a WIXI (Hygiene +1), a stand (cash) or an upgrade. Fans left at the tents sleep there for the "
                   "rest of the festival."), "evening"),
    ("stand:*", N_("The fans of one genre pool their purchasing power: every card of it played this season counts "
                   "together. A stand takes a fan only while that pool still covers its price."), "evening"),
    ("track:chaos", N_("Night: for every bin the Chaos marker has passed, a garbage marker goes next to a camper, "
                       "where nobody can camp. Each one costs 1K at the season's end, and a stacked one or one "
                       "over the fence Hygiene 1 too."), "night"),
    ("track:hygiene", N_("Hygiene below 0 brings its penalties every night: Mood lost, a camper dissatisfied, a fan "
                         "gone home. And every two dissatisfied campers cost a Mood point."), "night"),
    ("track:*", N_("Sunday is the season's last day: after this night the season is scored. Fans bring 1K each, "
                   "WIXIs and garbage cost 1K, and Mood, campers, garbage and Hygiene give victory points."),
     "scoring"),
    ("festival", N_("Your festival card scores the fans of its genres on your grounds (hover its name for the "
                    "table). The O.O.R.A. adds a point for the best Mood and for the most fans."), "scoring"),
]

#: the phase of each kind of decision, for the pointers
GUIDE_PHASE = {"book": "booking", "wild": "booking", "expand": "expansion", "lineup": "lineup", "turn": "turn",
               "wixi": "wixi", "arrive": "morning", "place": "morning", "evening": "evening", "garbage": "night",
               "sour": "night", "home": "night"}


def guide_phases(ctx) -> list[str]:
    """The phases of the season the player's decision now belongs to, for the first-game pointers
    (:data:`GUIDE`): its own (booking, the booking's event card, expansion, line-up, turning,
    WIXIs, morning, afternoon, evening, night), then, at the festival, the night's (for a night
    that asked nothing of the player: the next day tells of it) and on the last day the scoring."""
    view = ctx.view
    p = view.pending()
    if isinstance(p, EventStep):
        phases = ["booking_event" if p.side == "booking" else "afternoon"]
    else:
        phases = [GUIDE_PHASE[p.kind]] if p.kind in GUIDE_PHASE else []
    if stage(view) == "festival":
        if view.day >= 1:
            phases.append("night")
        if view.day >= 2:
            phases.append("scoring")
    return phases
