"""What the player can click now, read from ``legal_actions()`` (no pygame, changes nothing).

Every legal action of the pending decision gets a place on the table:

- a board tile: ``campsite``, ``send_to``, ``crowd_from``, ``uncrowd`` (and the walk, whose
  steps come from :mod:`.walk`);
- a festival-goer's track: ``next``, ``pick``, ``receiver``, ``share`` (giver, then receiver),
  and the coin buttons on a neighbour's track (``give``, ``take``);
- a card: ``pay_goal`` on an open goal, ``use_goal`` on a kept goal, ``character`` on a
  character card;
- a button in the prompt panel: everything else (drinks, a meal, a sprint, ending the turn,
  the photo, use or keep, moving the blast, the goals to keep …).
"""

from __future__ import annotations

TILE_KINDS = ("campsite", "send_to", "crowd_from", "uncrowd")
SEAT_KINDS = ("next", "pick", "receiver")
#: the order buttons appear in the prompt panel
BUTTON_ORDER = ("drink", "eat", "sprint", "keep_goal", "blast", "use", "keep", "photo", "go_on",
                "share_done", "uncrowd_done", "goals_done", "end_turn")


class Choices:
    """The pending decision's legal actions, sorted by where they are clicked."""

    def __init__(self, state, actions: list):
        self.state = state
        self.actions = list(actions)
        self.tiles: dict[int, tuple] = {}          # tile index -> action
        self.seats: dict[int, tuple] = {}          # seat -> action
        self.share: dict[int, dict[int, tuple]] = {}   # giver -> receiver -> action
        self.give: dict[int, tuple] = {}
        self.take: dict[int, tuple] = {}
        self.pay: dict[int, tuple] = {}
        self.kept: dict[int, tuple] = {}
        self.chars: dict[str, tuple] = {}
        self.steps = False
        self.buttons: list[tuple] = []
        ctx = state.ctx if not state.is_terminal() else None
        others = []
        for a in self.actions:
            k = a[0]
            if k in TILE_KINDS and ctx is not None:
                x, y = a[1]
                self.tiles[y * ctx.width + x] = a
            elif k in SEAT_KINDS:
                self.seats[a[1]] = a
            elif k == "share":
                self.share.setdefault(a[1], {})[a[2]] = a
            elif k == "give":
                self.give[a[1]] = a
            elif k == "take":
                self.take[a[1]] = a
            elif k == "pay_goal":
                self.pay[a[1]] = a
            elif k == "use_goal":
                self.kept[a[1]] = a
            elif k == "character":
                self.chars[a[1]] = a
            elif k == "step":
                self.steps = True
            else:
                others.append(a)
        self.buttons = sorted(others, key=lambda a: (BUTTON_ORDER.index(a[0]) if a[0] in BUTTON_ORDER
                                                     else len(BUTTON_ORDER), str(a[1:])))
        # kept goals may be used in the goal step too: they get a button there
        if state.pending().kind == "goals":
            self.buttons = [("use_goal", i) for i in sorted(self.kept)] + self.buttons

    def seat_targets(self, share_from: int | None) -> set[int]:
        """Tracks lit now: the seats to pick, or the givers, or (a giver picked) the receivers."""
        if self.share:
            if share_from is not None and share_from in self.share:
                return set(self.share[share_from])
            return set(self.share)
        return set(self.seats)


def button_name(action) -> str:
    return "btn:" + ":".join(str(p) for p in action)
