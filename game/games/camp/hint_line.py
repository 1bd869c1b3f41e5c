"""The Hint button's one line for Camp Roskilde (no pygame): why the Normal bot places its tile
where it does, on the player's own view, from the bot's own measure (:mod:`.bot`): first whether
the turn, played out as Normal plays it, ends the festival with the player ahead (a full camp, the
draw pile run out, a tie the player breaks), then what the placement does to the scores. The
table kit calls :func:`hint_line` as the table spec's ``hint_line``; a choice a tile's rule asks for
gets the kit's line (what the log will say)."""

from __future__ import annotations

import random

from game.core.i18n import _, ngettext

from . import bot


def hint_line(view, action) -> str:
    """One line on a placement ``action`` for the player to act in ``view``; "" otherwise."""
    if action[0] != "place":
        return ""
    me, tile, camp = view.current_player(), action[1], action[2]
    name = view.content.name(tile)
    ending = ending_line(view, action, me, camp == me, name)
    if ending:
        return ending
    before = [view.score(c) for c in range(view.num_players)]
    after_state = view.clone()
    after_state.apply_action(action)              # (what the tile's rule then asks is not counted)
    after = [after_state.score(c) for c in range(view.num_players)]
    if camp == me:
        if after_state.diverse(me):
            return _diverse(name)
        gain = after[me] - before[me]
        if gain > 0:
            return ngettext("Hint: place {tile} in your camp: it adds {n} point to your score.",
                            "Hint: place {tile} in your camp: it adds {n} points to your score.",
                            gain).format(tile=name, n=gain)
        if gain < 0:
            return ngettext("Hint: place {tile} in your camp, the least bad place for it: it costs you {n} point.",
                            "Hint: place {tile} in your camp, the least bad place for it: it costs you {n} points.",
                            -gain).format(tile=name, n=-gain)
        kinds = [view.content.kind[t] for t in after_state.tiles_in(me)]
        if len(kinds) == len(set(kinds)):
            return _("Hint: place {tile} in your camp: one more different tile towards a perfectly diverse "
                     "camp.").format(tile=name)
        return _("Hint: place {tile} in your camp, where it costs you nothing.").format(tile=name)
    loss = before[camp] - after[camp]
    if loss > 0:
        return ngettext("Hint: place {tile} in the marked camp: it costs that camp {n} point.",
                        "Hint: place {tile} in the marked camp: it costs that camp {n} points.",
                        loss).format(tile=name, n=loss)
    return _("Hint: place {tile} in the marked camp, keeping your own camp free for better "
             "tiles.").format(tile=name)


def _diverse(name: str) -> str:
    return _("Hint: place {tile} in your camp: nine different tiles with all four vibes win "
             "the festival at once.").format(tile=name)


def ending_line(view, action, me: int, own: bool, name: str) -> str:
    """The line when the turn ``action`` starts ends the festival with ``me`` the winner (or the
    Tiebreaker of a tie ``me`` is in) whatever the tile a rule of the turn draws (every way it may
    end, :func:`.bot.turn_outcomes`); "" when it may not."""
    ends = []
    for after in bot.turn_outcomes(view, action, random.Random(0)):
        won = after.is_terminal() and after.result["winner"] == me
        tie = (after.decision() == "tiebreak" and after.tiebreaker() == me and me in after.result["candidates"])
        if not (won or tie):
            return ""
        ends.append(("tiebreak" if tie else "over", action[2] in after.result["full"], me in after.result["diverse"],
                     after.score(me)))
    if not ends or any(end != ends[0] for end in ends):       # (ends by chance, or with points by chance)
        return ""
    phase, fills, diverse, points = ends[0]
    if diverse and own:
        return _diverse(name)
    if phase == "tiebreak":
        return (_("Hint: place {tile} in your camp: the festival then ends in a tie, and you placed the last "
                  "tile, so you pick the winner.") if own else
                _("Hint: place {tile} in the marked camp: the festival then ends in a tie, and you placed the "
                  "last tile, so you pick the winner.")).format(tile=name)
    if fills:
        return (ngettext("Hint: place {tile} in your camp: that fills it, which ends the festival while you "
                         "lead: you win with {n} point.",
                         "Hint: place {tile} in your camp: that fills it, which ends the festival while you "
                         "lead: you win with {n} points.", abs(points)) if own else
                ngettext("Hint: place {tile} in the marked camp: that fills it, which ends the festival while "
                         "you lead: you win with {n} point.",
                         "Hint: place {tile} in the marked camp: that fills it, which ends the festival while "
                         "you lead: you win with {n} points.", abs(points))).format(tile=name, n=points)
    return (ngettext("Hint: place {tile} in your camp: the festival then ends while you lead: you win with "
                     "{n} point.",
                     "Hint: place {tile} in your camp: the festival then ends while you lead: you win with "
                     "{n} points.", abs(points)) if own else
            ngettext("Hint: place {tile} in the marked camp: the festival then ends while you lead: you win "
                     "with {n} point.",
                     "Hint: place {tile} in the marked camp: the festival then ends while you lead: you win "
                     "with {n} points.", abs(points))).format(tile=name, n=points)
