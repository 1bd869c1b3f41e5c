"""The Hint button's one line for Höhlengrölen (no pygame): why the Normal bot's choice is a good
one, in the game's own terms (the cards in hand that go with a card, the band's value against what
it must beat), from the player's own view. The table kit calls :func:`hint_line` as the
table spec's ``hint_line``."""

from __future__ import annotations

from game.core.i18n import _, ngettext

from .bot import band_room
from .text import card_name, role


def _mates(view, seat: int, card: int) -> int:
    """How many other cards of ``seat``'s hand share ``card``'s genre."""
    genre = view.content.card_genre
    return sum(1 for c in view.hands[seat] if c >= 0 and c != card and genre[c] == genre[card])


def hint_line(view, action) -> str:
    """One line on ``action`` for the producer to act in ``view``; "" for an action it does
    not explain (the kit then says what the action does)."""
    seat = view.current_player()
    kind = action[0]
    if kind == "draw":
        return _draw_line(view, seat, action[1])
    if kind == "band":
        value = view.band_breakdown(seat, action[1], action[2])[0]
        genre = view.content.genre_name(view.content.card_genre[action[1][0]])
        beat = view.must_beat(seat)
        spent = _spent(view, seat, action)
        if spent is not None:
            more, left = spent
            if not left or band_room(more, left) == 0:
                return _("Hint: form the marked {genre} band, worth {value}, and keep your bonus cards: with both "
                         "on it, it would be worth {more}, and no later band of yours could beat that.").format(
                    genre=genre, value=value, more=more)
            return _("Hint: form the marked {genre} band, worth {value}, and keep your bonus cards: with both on it, "
                     "it would be worth {more}, and every later band of yours would have to beat that with only "
                     "your {role} to help.").format(genre=genre, value=value, more=more, role=role(left[0]))
        if beat is None:
            return _("Hint: form the marked {genre} band, worth {value}, your first band this casting.").format(
                genre=genre, value=value)
        return _("Hint: form the marked {genre} band, worth {value}, more than the {beat} it must beat.").format(
            genre=genre, value=value, beat=beat)
    if kind == "crossover":
        points = sum(view.content.card_points[c] for c in action[1])
        return ngettext("Hint: form the marked crossover for {n} crossover point.",
                        "Hint: form the marked crossover for {n} crossover points.", points).format(n=points)
    if kind == "discard":
        card = action[1]
        genre = view.content.genre_name(view.content.card_genre[card])
        if _mates(view, seat, card) == 0:
            return _("Hint: discard {card}, since no other card in your hand is {genre}.").format(
                card=card_name(view.content, card), genre=genre)
        return _("Hint: discard {card}, the card that helps your bands least.").format(
            card=card_name(view.content, card))
    return ""


def _spent(view, seat: int, action) -> tuple[int, list[str]] | None:
    """Where the band of ``action`` leaves one or both of the two bonus cards it could take off and
    with both it would leave the bands still to come less room (:func:`.bot.band_room`): what it
    would then be worth, and the bonus cards that would be left; else None."""
    cards, bonuses = action[1], tuple(action[2])
    most = max(view.bonus_options(seat), key=len)        # (the Stylist and a doubler, while both are left)
    if len(most) < 2 or len(most) <= len(bonuses):
        return None
    more = view.band_breakdown(seat, cards, most)[0]
    left = [b for b in view.bonuses[seat] if b not in most]
    return (more, left) if band_room(more, left) < 1.0 else None


def _draw_line(view, seat: int, source: str) -> str:
    top = view.top_discard()
    if source == "discard" and top is not None:
        mates = _mates(view, seat, top)
        genre = view.content.genre_name(view.content.card_genre[top])
        if mates:
            return ngettext("Hint: take {card} from the discard pile, since it goes with your {n} {genre} card.",
                            "Hint: take {card} from the discard pile, since it goes with your {n} {genre} cards.",
                            mates).format(card=card_name(view.content, top), n=mates, genre=genre)
        points = view.content.card_points[top]
        return ngettext("Hint: take {card} from the discard pile, since its {points} point beats a card unseen.",
                        "Hint: take {card} from the discard pile, since its {points} points beat a card unseen.",
                        points).format(card=card_name(view.content, top), points=points)
    if top is None:
        return _("Hint: draw from the deck (the discard pile is empty).")
    if _mates(view, seat, top) == 0:
        return _("Hint: draw from the deck, since {card} on the discard pile goes with none of your cards.").format(
            card=card_name(view.content, top))
    return _("Hint: draw from the deck, since a card unseen is worth more to you than {card}.").format(
        card=card_name(view.content, top))
