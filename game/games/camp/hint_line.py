"""The Hint button's one line for Camp Roskilde (no pygame): why the Normal bot places its tile
where it does, from what the placement does to the scores (the bot's own measure), on the
player's own view. The table kit calls :func:`hint_line` as the table spec's ``hint_line``; a choice
a tile's rule asks for gets the kit's line (what the log will say)."""

from __future__ import annotations

from game.core.i18n import _, ngettext


def hint_line(view, action) -> str:
    """One line on a placement ``action`` for the player to act in ``view``; "" otherwise."""
    if action[0] != "place":
        return ""
    me, tile, camp = view.current_player(), action[1], action[2]
    before = [view.score(c) for c in range(view.num_players)]
    after_state = view.clone()
    after_state.apply_action(action)              # (what the tile's rule then asks is not counted)
    after = [after_state.score(c) for c in range(view.num_players)]
    name = view.content.name(tile)
    if camp == me:
        if after_state.diverse(me):
            return _("Hint: place {tile} in your camp: nine different tiles with all four vibes win "
                     "the festival at once.").format(tile=name)
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
