"""The Hint's line of Rock'n Rodeo (no pygame): what the kit writes under the Hint for the Normal
bot's choice (:func:`hint_line`), with what the action adds to the season as the bot projects it."""

from __future__ import annotations

from game.core.i18n import _, and_list, ngettext

from .model import GENRES
from .presenters import band_line, effects_text, fan_needs, genre, pick_kind, place_preview
from .text import DAYS, garage_hint


def projected_gain(view, action) -> float | None:
    """What ``action`` adds to the seat's victory points with the season projected to its end
    (:func:`.bot.value`, the Normal bot's own yardstick), in a world dealt from the view; None
    when it cannot be told."""
    import random

    from .bot import value
    seat = view.current_player()
    rng = random.Random(0)
    try:
        world = view.determinize(rng)
        now = value(world, seat)
        after = world.clone()
        after.apply_action(action)
        while after.is_chance():
            after.apply_action(rng.choice(after.legal_actions()))
        return value(after, seat) - now
    except Exception:             # a view may lack what the action reveals: no figure then
        return None


def _worth(view, action) -> str:
    """ " Worth about N VP to your season." when the projection says a whole point or more."""
    gain = projected_gain(view, action)
    if gain is None or gain < 1:
        return ""
    n = round(gain)
    return " " + ngettext("Worth about {n} VP to your season.", "Worth about {n} VP to your season.", n).format(n=n)


def _card_genres(view, seat: int) -> list[int]:
    sc = view.festival_card(seat).scoring
    return [GENRES.index(g) for g in (GENRES if sc.kind == "kombo" else sc.genres)]


def _scoring_name(view, seat: int) -> str:
    sc = view.festival_card(seat).scoring
    if sc.kind == "kombo":
        return _("full-set")
    return " + ".join(view.content.genre_name(g) for g in sc.genres)


def _book_line(view, seat: int, band: int) -> str:
    c = view.content
    name = c.band_name(band)
    wanted = _card_genres(view, seat)
    fits = [(GENRES.index(s.genre), s.fans) for s in c.bands[band].symbols
            if s.genre != "wild" and GENRES.index(s.genre) in wanted]
    if fits:
        fans = and_list([_("{n} {genre}").format(n=n, genre=genre(view, g)) for g, n in fits])
        n = sum(n for _g, n in fits)
        line = ngettext("Book {band}: {fans} fan fills your {scoring} scoring.",
                        "Book {band}: {fans} fans fill your {scoring} scoring.", n).format(
            band=name, fans=fans, scoring=_scoring_name(view, seat))
    else:
        line = _("Book {band}: {fans} for {fee}K.").format(
            band=name, fans=band_line(view, band), fee=view.fee(seat, band))
    return line


def _send_line(view, seat: int, action) -> str:
    g, dest = action[1], action[2:]
    f = view.fests[seat]
    c = view.content
    if dest[0] == "band":
        return _("Send a {genre} fan to today's band: Mood +1.").format(genre=genre(view, g))
    if dest[0] == "wixi":
        return _("Send a {genre} fan to a WIXI: Hygiene +1.").format(genre=genre(view, g))
    if dest[0] == "stand":
        stand = f.stands[dest[1]]
        return _("Send a {genre} fan to {stand}: {k}K from their purchasing power.").format(
            genre=genre(view, g), stand=c.stand_name(stand), k=c.stands[stand].income)
    up = dest[1]
    return _("Send a {genre} fan to {upgrade}: {what}.").format(genre=genre(view, g), upgrade=c.upgrade_name(up),
                                                               what=effects_text(c.upgrade[up].bonus))


def hint_line(view, action) -> str:
    """One line that says what the Normal bot's ``action`` does and why, in the game's terms
    (the kit's Hint; ``view`` is the player's own view)."""
    seat = view.current_player()
    c = view.content
    kind = action[0]
    if kind == "garage":                     # face down (L63): no band to name
        return garage_hint(view) + _worth(view, action)
    if kind == "book":
        return _book_line(view, seat, action[1]) + _worth(view, action)
    if kind == "wild":
        if action[1] in _card_genres(view, seat):
            return _("Make the wildcard {genre}: your festival card counts {genre} fans.").format(
                genre=genre(view, action[1]))
        return _("Make the wildcard {genre}.").format(genre=genre(view, action[1])) + _worth(view, action)
    if kind == "event":
        side = view.pending().side
        what = effects_text(getattr(c.events[action[1]], side).effects)
        if pick_kind(view, action[1], side) == "target" and action[2] is not None:
            return _("Play {event} on the rival marked: {what}.").format(event=c.event_name(action[1]), what=what)
        return _("Play {event}: {what}.").format(event=c.event_name(action[1]), what=what)
    if kind == "swap":
        return _("Swap {event} for a new event card: a fresh card promises more than its sides now.").format(
            event=c.event_name(action[1]))
    if kind == "pass":
        return _("Pass: keep your event cards for a better moment.")
    if kind == "stand":
        stand = view.stand_tops[action[1]]
        return ngettext("Buy {stand}: {spaces} more place where your fans spend their purchasing power.",
                        "Buy {stand}: {spaces} more places where your fans spend their purchasing power.",
                        c.stands[stand].spaces).format(
            stand=c.stand_name(stand), spaces=c.stands[stand].spaces) + _worth(view, action)
    if kind == "upgrade":
        u = c.upgrade[action[1]]
        return ngettext("Buy {upgrade}: {spaces} place, each fan there brings {what}.",
                        "Buy {upgrade}: {spaces} places, each fan there brings {what}.", u.spaces).format(
            upgrade=c.upgrade_name(action[1]), spaces=u.spaces, what=effects_text(u.bonus)) + _worth(view, action)
    if kind == "done":
        if view.pending().kind == "wixi":
            return _("Enough WIXIs: each one more would cost 1K of income.")
        return _("Buy nothing more: keep the cash for booking.")
    if kind == "lineup":
        days = and_list([_("{band} on {day}").format(band=c.band_name(b), day=_(DAYS[d])) for d, b in
                         enumerate(action[1])])
        return _("This line-up: {days}; it suits the fan cards in your hand.").format(days=days)
    if kind == "turn":
        return _("Keep the card turned this way: it suits the fan cards in your hand best.")
    if kind == "wixi":
        return _("A WIXI here: a fan can freshen up each evening (Hygiene +1) for 1K of income.")
    if kind == "play":
        return _("Let {card} in; what its campers need: {needs}.").format(card=c.fan_name(action[1]),
                                                                           needs=fan_needs(view, action[1]))
    if kind == "penalty":
        return _("No {genre} card fits: these fans come as angry markers.").format(genre=genre(view, action[1]))
    if kind == "place":
        p = view.pending()
        if p.card < 0:
            return _("An angry marker here: out of the way of the satisfied campers.")
        if place_preview(view, seat, action[1], p.card, p.genre):
            return _("Camp here: the camper would be satisfied ({needs}).").format(needs=fan_needs(view, p.card))
        if any(place_preview(view, seat, a[1], p.card, p.genre) for a in view.legal_actions() if a[0] == "place"):
            return _("Camp here: the spaces that would satisfy it are kept for the groups still in your hand.")
        return _("Camp here: no space would satisfy this camper now ({needs}).").format(needs=fan_needs(view, p.card))
    if kind == "send":
        return _send_line(view, seat, action)
    if kind == "rest":
        return _("Let the rest stay in their tents: no open place would pay off.")
    if kind == "garbage":
        if view.fests[seat].garbage[action[1]]:
            return _("Garbage on this garbage: Hygiene −1, but no space gets blocked.")
        return _("Garbage here, next to a camper: no Hygiene lost.")
    if kind == "fence":
        return _("Over the fence: no space can take it (Hygiene −1).")
    if kind == "sour":
        return _("This camper turns sour: one has to.")
    if kind == "home":
        if action[1] not in _card_genres(view, seat):
            return _("A {genre} fan goes home: your festival card does not count {genre} fans.").format(
                genre=genre(view, action[1]))
        return _("A {genre} fan goes home: one has to.").format(genre=genre(view, action[1]))
    return ""
