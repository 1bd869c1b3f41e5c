"""What the player can click now, read from ``legal_actions()`` (no pygame, changes nothing).

Every legal action of the pending decision gets a place on the table; :func:`click_parts`
names the things clicked for it, in order, as ``(kind, which)`` pairs (the hotspot of each is
``"kind:which"``):

- a board tile ``("tile", index)``: ``campsite``, ``send_to``, ``crowd_from``, ``uncrowd`` (the
  walk's steps come from :mod:`.walk`);
- a festival-goer's track ``("seat", seat)``: ``next``, ``pick``, ``receiver``, and ``share``,
  which takes two clicks: the giver, then the receiver;
- the coin buttons on a neighbour's track: ``("give", seat)``, ``("take", seat)``;
- a card: ``("pay", stack)`` on an open goal (then the amount, ``("amount", n)``: paying into a
  goal is one action of the whole amount, chosen with the prompt's amount buttons), ``("kept", i)``
  on a kept goal, ``("char", id)`` on a character card;
- a button in the prompt panel: everything else (drinks, a meal, a sprint, ending the turn,
  the photo, use or keep, moving the blast, the goals to keep …).
"""

from __future__ import annotations

from game.core.composer import Composer
from game.core.selection import TableSelection

#: the kind of thing clicked for an action, by the action's kind (the rest are buttons)
PLACES = {"campsite": "tile", "send_to": "tile", "crowd_from": "tile", "uncrowd": "tile", "next": "seat",
          "pick": "seat", "receiver": "seat", "share": "seat", "give": "give", "take": "take", "pay_goal": "pay",
          "use_goal": "kept", "character": "char"}
#: the order buttons appear in the prompt panel
BUTTON_ORDER = ("drink", "eat", "sprint", "keep_goal", "blast", "crowd_from_place", "use", "keep", "photo", "go_on",
                "share_done", "uncrowd_done", "goals_done", "end_turn")


def click_parts(action, width: int) -> tuple | None:
    """The things clicked for ``action`` in order (None: a button, or a walk's step)."""
    place = PLACES.get(action[0])
    if place is None:
        return None
    if place == "tile":
        x, y = action[1]
        return (("tile", y * width + x),)
    if action[0] == "share":
        return (("seat", action[1]), ("seat", action[2]))
    if action[0] == "pay_goal":
        return (("pay", action[1]), ("amount", action[2]))
    return ((place, action[1]),)


class Selection(Composer, TableSelection):
    """The pending decision's legal actions by where they are clicked, the parts of a multi-part
    action picked so far (``chosen``: the giver of a fun point, lit on its track; nothing follows
    the mouse, so nothing is in hand for the kit, and a right-click takes the giver back), the
    buttons of the prompt panel, and the parts of an action for the hint (:meth:`parts_of`); with
    what the table offers besides: the walk of this screen's festival-goer (``reach``, a
    :class:`.walk.Reach`; None when nobody walks here) and the team planner's pick for who goes
    next (``suggest``, offered to a lone human among bot friends; None: no pick offered)."""

    def __init__(self, state, actions: list, reach=None, suggest: int | None = None):
        width = self.width = 0 if state.is_terminal() else state.ctx.width
        super().__init__(actions, lambda a: click_parts(a, width))
        self.reach = reach
        self.suggest = suggest
        self._paths: dict[int, list[int]] = {}
        others = [a for kind, acts in self.buttons.items() if kind != "step" for a in acts]
        #: the prompt panel's buttons, in their order (while a goal is being paid into: the amounts)
        self.row = self._buttons = sorted(others, key=lambda a: (BUTTON_ORDER.index(a[0]) if a[0] in BUTTON_ORDER
                                                                 else len(BUTTON_ORDER), str(a[1:])))
        # kept goals may be used in the goal step too: they get a button there
        if state.pending().kind == "goals":
            self.row = self._buttons = [a for a in self.parts if a[0] == "use_goal"] + self.row
        self.pick()

    def pick(self, picked: tuple = ()) -> None:
        """Pick the first parts of a multi-part action: ``lit`` (what may be clicked next) and
        ``clicks`` (what one more click plays: ``{part: action}``) follow; a goal picked to pay into
        puts its amounts in the prompt's row instead of its buttons."""
        self.chosen = picked
        n = len(picked)
        self.lit = set(self.next(picked))
        self.clicks = {self.parts[a][n]: a for a in self.after(picked) if len(self.parts[a]) == n + 1}
        self.row = self.amounts() if self.paying() is not None else self._buttons

    def keep(self, picked: tuple) -> None:
        """Pick ``picked`` again if it still leads somewhere (a giver shares the next fun point too;
        a goal paid into is not picked again: its amount was the choice)."""
        if picked and picked[0][0] != "pay" and self.next(picked):
            self.pick(picked)

    def paying(self) -> int | None:
        """The goal stack picked to pay into (its amount is being chosen), or None."""
        return self.chosen[0][1] if self.chosen and self.chosen[0][0] == "pay" else None

    def amounts(self) -> list:
        """While a goal is being paid into: its ``pay_goal`` actions, one per legal amount, smallest first."""
        stack = self.paying()
        return sorted((a for a in self.actions if a[0] == "pay_goal" and a[1] == stack), key=lambda a: a[2])

    def parts_of(self, action) -> tuple:
        """The things clicked for the legal ``action``, in order (the hint marks their hotspots): a
        walk's step goes to its tile; none for a button."""
        if action[0] == "step":
            x, y = action[1]
            return (("tile", y * self.width + x),)
        return self.parts.get(action, ())

    def giver(self) -> int | None:
        """The festival-goer picked to give a fun point (None: none picked)."""
        return self.chosen[0][1] if self.chosen and self.chosen[0][0] == "seat" else None

    def path(self, tile: int) -> list[int]:
        """The walk's path to ``tile``, start first (none: nobody walks, or it is out of reach)."""
        got = self._paths.get(tile)
        if got is None:
            got = self._paths[tile] = self.reach.path(tile) if self.reach is not None else []
        return got

    def lit_of(self, kind: str) -> list:
        """What of one kind may be clicked now (the seats, the tiles …), in the rules' order."""
        return [which for k, which in self.next(self.chosen) if k == kind]


def button_name(action) -> str:
    return "btn:" + ":".join(str(p) for p in action)
