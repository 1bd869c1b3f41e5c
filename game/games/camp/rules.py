"""Camp Roskilde rules: state, legal actions, apply -> events. No pygame.

Tiles are numbers 0..59 (the order of tiles.yaml). Every camp is 9 spaces
holding a tile number (or EMPTY) and its rotation. A turn: chance fills the
festival grounds to 4, the player makes the main move (place a grounds tile,
or the variants' alternatives), then the chain of tile rules runs. The chain
is a stack of pending effects: a rule that needs a choice becomes the pending
decision of the player whose turn it is (or of the camp's owner with "My camp
- my rules"); a forced effect with no legal way is skipped.

Actions:
  ("draw", t)                        chance: tile t comes off the draw pile
  ("place", t, camp, space, rot)     a grounds tile (or the drawn/gambled one) into a camp
  ("move", camp, space, camp2, space2, rot)
  ("discard_tile", camp, space)
  ("activate", camp, space)          The Babe wakes that tile
  ("match", t, camp, space)          Matchmaking variant
  ("gamble",)                        Take a chance variant: the top tile of the draw pile
  ("discard_grounds",)               nothing fits anywhere
  ("winner", seat)                   the Tiebreaker's choice
  ("time_up",)                       Get on with it!: the clock hands the turn to the next player
"""

from __future__ import annotations

import random

from game.core.content import Options
from game.core.i18n import N_, _, and_list
from game.core.state import CHANCE, TERMINAL, Event, IllegalAction, Pending, State, applies

from . import abilities, text
from .board import DIRS, EMPTY, NEIGHBOURS, opposite, side
from .events import LOG
from .model import VIBE_WORDS, VIBES, Content
from .pending import CHOICE_FIELDS, ChainChoice, MainTurn, Tiebreak

GROUNDS = 4
SETUP_GROUNDS = 3
CHOICE = "choice"
#: why a placement breaks a match, by the side (top, right, bottom, left) of the placed tile
SIDE_MISMATCH = (N_("The top side's {mine} does not match the {theirs} of {tile}."),
                 N_("The right side's {mine} does not match the {theirs} of {tile}."),
                 N_("The bottom side's {mine} does not match the {theirs} of {tile}."),
                 N_("The left side's {mine} does not match the {theirs} of {tile}."))
SYMBOL_WORDS = (N_("beer"), N_("kiss"), N_("music"))    # model.SYMBOLS, as the players read them
#: why a tile rule's choice cannot send the picked tile to that space (``{asker}``: the asking tile)
SENDS = {
    "bum": N_("{asker} brings the tile into his own camp."),
    "explorer": N_("{asker} brings the tile into his own camp."),
    "mr_chaos": N_("{asker} keeps the drawn tile in his own camp."),
    "drunk": N_("{asker}: the tile goes into the camp he left."),
    "player": N_("{asker} takes it along to the camp he went to."),
    "music": N_("{asker} scares it into another camp, not into its own."),
}


class CampState(State):
    game_id = "camp"

    __slots__ = ("content", "num_players", "options", "camps", "rots", "grounds", "pile", "discard",
                 "reshuffles", "turn", "extra_turns", "party", "extra_by", "stack", "phase", "acted",
                 "last_placer", "finisher", "result", "is_view", "turns_played", "fired")

    def __init__(self, content: Content, num_players: int, options: dict):
        self.content = content
        self.num_players = num_players
        self.options = Options(options)
        self.camps = [[EMPTY] * 9 for _ in range(num_players)]
        self.rots = [[0] * 9 for _ in range(num_players)]
        self.grounds: list[int] = []
        self.pile = list(range(content.count))
        self.discard: list[int] = []
        self.reshuffles = 1 if num_players >= 5 else 0
        self.turn = 0
        self.extra_turns = 0
        self.party: list[int] = []      # the Party Animals behind the extra turns owed, in order
        self.extra_by: int | None = None    # on an extra turn, the Party Animal who gave it (EMPTY: not known)
        self.stack: list[dict] = []
        self.phase = "setup"        # setup, fill, main, chain, tiebreak, over
        self.acted = False
        self.last_placer: int | None = None
        self.finisher: int | None = None
        self.result: dict | None = None
        self.is_view = False
        self.turns_played = 0
        self.fired: list[str] = []      # "placed:12", "leaving:7": rules that already worked this turn

    # -- geometry and queries ------------------------------------------------
    def tiles_in(self, camp: int) -> list[int]:
        return [t for t in self.camps[camp] if t != EMPTY]

    def count(self, camp: int) -> int:
        return sum(1 for t in self.camps[camp] if t != EMPTY)

    def owner(self, camp: int) -> int:
        return camp

    def fits(self, camp: int, space: int, tile: int, rot: int) -> bool:
        """May ``tile`` turned ``rot`` go into this free space (symbols, Right next to me)?"""
        row = self.camps[camp]
        if row[space] != EMPTY:
            return False
        sides = self.content.sides[tile]
        all_sides = self.content.sides
        rots = self.rots[camp]
        touching = False
        for d in DIRS:
            n = NEIGHBOURS[space][d]
            if n < 0:
                continue
            other = row[n]
            if other == EMPTY:
                continue
            touching = True
            if sides is not None and all_sides[other] is not None:
                if side(sides, rot, d) != side(all_sides[other], rots[n], opposite(d)):
                    return False
        if self.options["right_next_to_me"] and not touching and self.count(camp) > 0:
            return False
        return True

    def misfit(self, camp: int, space: int, tile: int, rot: int) -> str:
        """Why ``tile`` turned ``rot`` does not fit into this space, as a sentence ("" if it fits)."""
        row = self.camps[camp]
        if self.count(camp) >= 9:
            return _("This camp is full.")
        if row[space] != EMPTY:
            return _("Taken by {tile}.").format(tile=self.content.name(row[space]))
        sides = self.content.sides[tile]
        for d in DIRS:
            n = NEIGHBOURS[space][d]
            if n < 0 or row[n] == EMPTY or sides is None or self.content.sides[row[n]] is None:
                continue
            mine = side(sides, rot, d)
            theirs = side(self.content.sides[row[n]], self.rots[camp][n], opposite(d))
            if mine != theirs:
                return _(SIDE_MISMATCH[d]).format(mine=_(SYMBOL_WORDS[mine]), theirs=_(SYMBOL_WORDS[theirs]),
                                                  tile=self.content.name(row[n]))
        if not self.fits(camp, space, tile, rot):
            return _("Right next to me: it must touch a tile already in this camp.")
        return ""

    def rotations_of(self, tile: int) -> tuple[int, ...]:
        return (0,) if self.options["ups_and_downs"] else self.content.distinct_rots[tile]

    def listed_rot(self, tile: int, rot: int) -> int | None:
        """The turn the rules list for ``tile`` turned ``rot`` (turns that look alike are listed
        once); None when it may not go in turned so (Ups and downs)."""
        r = self.content.alike[tile][rot % 4]
        return r if r in self.rotations_of(tile) else None

    def open_spaces(self, camp: int) -> list[tuple[int, int]]:
        """The free spaces of a camp, each with a code of what its sides must show.

        The code packs, per direction d, the neighbour's symbol + 1 (0: anything)
        as ``sum(x << 2d)``: an index into ``content.fit[tile]``. Empty when the
        camp is full; with "Right next to me" only spaces touching a tile (unless
        the camp is empty).
        """
        row = self.camps[camp]
        filled = 9 - row.count(EMPTY)
        if filled >= 9:
            return []
        turned, rots = self.content.turned, self.rots[camp]
        adjacent_only = filled > 0 and self.options["right_next_to_me"]
        out = []
        for space in range(9):
            if row[space] != EMPTY:
                continue
            code = 0
            touching = False
            for d, n in enumerate(NEIGHBOURS[space]):
                if n < 0 or row[n] == EMPTY:
                    continue
                touching = True
                other = turned[row[n]]
                if other is not None:
                    code |= (other[rots[n]][(d + 2) % 4] + 1) << (2 * d)
            if adjacent_only and not touching:
                continue
            out.append((space, code))
        return out

    def all_open_spaces(self) -> dict[int, list]:
        return {c: self.open_spaces(c) for c in range(self.num_players)}

    def placements(self, tile: int, camps=None, opens: dict | None = None) -> list[tuple[int, int, int]]:
        """Every (camp, space, rot) where ``tile`` may go (``opens``: open_spaces per camp, if known)."""
        fit = self.content.fit[tile]
        fixed = self.options["ups_and_downs"]
        out = []
        for c in (range(self.num_players) if camps is None else camps):
            for space, code in (opens[c] if opens is not None else self.open_spaces(c)):
                for r in fit[code]:
                    if not fixed or r == 0:
                        out.append((c, space, r))
        return out

    def lockers(self, camp: int, space: int) -> list[int]:
        """The tiles that lock the tile in this space (Bar, Storyteller, Your Mom)."""
        row = self.camps[camp]
        found = []
        for d in DIRS:
            n = NEIGHBOURS[space][d]
            if n < 0 or row[n] == EMPTY:
                continue
            handler = abilities.HANDLERS.get(self.content.ability[row[n]])
            if handler and opposite(d) in handler.locked_dirs(self, row[n], self.rots[camp][n]):
                found.append(row[n])
        return found

    def locked_by(self, camp: int, space: int) -> str:
        """"Locked by Bar (red)." for a locked tile, else ""."""
        lockers = self.lockers(camp, space)
        return _("Locked by {names}.").format(names=and_list(self.content.name(x) for x in lockers)) if lockers else ""

    def locked(self, camp: int, space: int) -> bool:
        return bool(self.lockers(camp, space))

    def movable(self, camp: int) -> list[int]:
        """Occupied, unlocked spaces of a camp."""
        row = self.camps[camp]
        return [s for s in range(9) if row[s] != EMPTY and not self.locked(camp, s)]

    # -- scoring -------------------------------------------------------------
    def vibe_points(self, camp: int) -> dict[str, int]:
        totals = dict.fromkeys(VIBES, 0)
        for t in self.tiles_in(camp):
            if self.content.coloured[t]:
                totals[self.content.vibe[t]] += self.content.points[t]
        return totals

    def colourless_points(self, camp: int) -> int:
        return sum(self.content.points[t] for t in self.tiles_in(camp) if not self.content.coloured[t])

    def score(self, camp: int) -> int:
        """Biggest vibe minus the second biggest, then the colourless tiles."""
        ranked = sorted(self.vibe_points(camp).values(), reverse=True)
        return ranked[0] - ranked[1] + self.colourless_points(camp)

    def diverse(self, camp: int) -> bool:
        """Nine different types, all four vibes and at least one colourless tile."""
        tiles = self.tiles_in(camp)
        if len(tiles) != 9:
            return False
        kinds = {self.content.kind[t] for t in tiles}
        vibes = {self.content.vibe[t] for t in tiles}
        return len(kinds) == 9 and set(VIBES) <= vibes and "none" in vibes

    def diversity_gap(self, camp: int) -> dict:
        """What a camp still lacks for diversity (for the UI's hover)."""
        tiles = self.tiles_in(camp)
        kinds = [self.content.kind[t] for t in tiles]
        vibes = {self.content.vibe[t] for t in tiles}
        return {"tiles": len(tiles), "repeats": len(kinds) - len(set(kinds)),
                "missing_vibes": [v for v in (*VIBES, "none") if v not in vibes]}

    def candidates(self) -> list[int]:
        """Who wins before any tiebreak: diverse camps first, else the best score."""
        diverse = [c for c in range(self.num_players) if self.diverse(c)]
        if diverse:
            return diverse
        scores = [self.score(c) for c in range(self.num_players)]
        best = max(scores)
        return [c for c in range(self.num_players) if scores[c] == best]

    # -- who decides -----------------------------------------------------------
    def current_player(self) -> int:
        phase = self.phase
        if phase == "over":
            return TERMINAL
        if phase in ("setup", "fill"):
            return CHANCE
        if phase == "tiebreak":
            return self.tiebreaker()
        if phase == "chain":
            eff = self.stack[-1]
            if eff["k"] == "draw":
                return CHANCE
            ctrl = eff["ctrl"]
        else:
            ctrl = self.turn
        if self.finisher is not None and ctrl == self.turn:
            return self.finisher
        return ctrl

    def tiebreaker(self) -> int:
        return self.turn if self.last_placer is None else self.last_placer

    def decision(self) -> str:
        if self.phase == "chain":
            eff = self.stack[-1]
            return eff.get("ability", eff["k"])
        return self.phase

    def pending(self) -> Pending:
        """The decision now, typed: :class:`MainTurn`, :class:`ChainChoice`, :class:`Tiebreak`,
        else a plain :class:`Pending` (chance draws, the end)."""
        seat, kind = self.current_player(), self.decision()
        if self.phase == "main":
            return MainTurn(seat, kind)
        if self.phase == "tiebreak":
            return Tiebreak(seat, kind, tuple(self.result["candidates"]))
        if self.phase == "chain" and self.stack[-1]["k"] == "choice":
            eff = self.stack[-1]
            return ChainChoice(seat, kind, **{k: eff.get(k) for k in CHOICE_FIELDS})
        return Pending(seat, kind)

    def controller(self, camp: int) -> int:
        """Who makes the choices of a tile's rule in ``camp``."""
        if self.options["my_camp_my_rules"]:
            return self.owner(camp)
        return self.turn

    # -- legal actions ---------------------------------------------------------
    def legal_actions(self) -> list:
        phase = self.phase
        if phase == "over":
            return []
        if phase in ("setup", "fill"):
            return [("draw", t) for t in self.pile]
        if phase == "tiebreak":
            return [("winner", s) for s in self.result["candidates"]]
        if phase == "main":
            return self.main_actions()
        eff = self.stack[-1]
        if eff["k"] == "draw":
            return [("draw", t) for t in self.pile]
        return abilities.HANDLERS[eff["ability"]].options(self, eff)

    def main_actions(self) -> list:
        opens = self.all_open_spaces()
        actions = [("place", t, c, s, r) for t in self.grounds for c, s, r in self.placements(t, None, opens)]
        mode = self.options["matchmaking"]
        if mode != "off":
            actions += self.match_actions(mode)
        if self.options["take_a_chance"] and self.pile:
            actions.append(("gamble",))
        if not any(a[0] == "place" for a in actions):
            actions.append(("discard_grounds",))
        return actions

    def match_actions(self, mode: str) -> list:
        c = self.content
        out = []
        for t in self.grounds:
            if not c.coloured[t]:
                continue
            for camp in range(self.num_players):
                for s, other in enumerate(self.camps[camp]):
                    if (other != EMPTY and c.coloured[other] and c.kind[other] == c.kind[t]
                            and c.vibe[other] != c.vibe[t]
                            and (mode == "locked_too" or not self.locked(camp, s))):
                        out.append(("match", t, camp, s))
        return out

    def check(self, action) -> None:
        if not isinstance(action, tuple) or not action:
            raise IllegalAction(f"not an action: {action!r}")
        if action == ("time_up",):
            if not self.options["get_on_with_it"]:
                raise IllegalAction(_("There is no clock: Get on with it! is not in play."))
            if self.phase not in ("main", "chain") or self.finisher is not None:
                raise IllegalAction(_("The clock cannot run out now."))
            return
        if self.phase == "main" and action[0] == "place" and len(action) == 5:
            t, c, space, r = action[1:]
            if (t in self.grounds and 0 <= c < self.num_players and 0 <= space < 9
                    and (c, space, r) in self.placements(t, [c])):
                return
        elif action in self.legal_actions():
            return
        raise IllegalAction(self.why_not(action))

    # -- why not: the reasons the table shows, and check() raises -----------------------------
    def why_not(self, action) -> str:
        """Why ``action`` is not legal now, as a sentence for the player ("" when it is legal).

        The table asks with the action a click would play (place this tile there, move that
        tile there, match it); :meth:`check` raises :class:`IllegalAction` with the same text."""
        kind, p = action[0], self.pending()
        if kind in ("move", "discard_tile", "activate") and len(action) >= 3:
            why = self.why_not_take(action[1], action[2])
            if why or kind != "move" or len(action) != 6:
                return why or self._not_legal(action)
            tile, (camp, space, rot) = self.camps[action[1]][action[2]], action[3:]
        elif kind in ("place", "match") and len(action) >= 4:
            tile, camp, space = action[1:4]
            if tile not in self.grounds and tile != getattr(p, "drawn", None):
                return _("That tile is not on the festival grounds.")
            if kind == "match":
                return self._why_not_match(tile, camp, space) or self._not_legal(action)
            rot = action[4]
        elif kind == "discard_grounds" and isinstance(p, MainTurn):
            return _("A tile on the festival grounds fits somewhere: you must place one.")
        else:
            return self._not_legal(action)
        return self._why_not_put(p, tile, camp, space, rot) or self._not_legal(action)

    def _not_legal(self, action) -> str:
        if action in self.legal_actions():
            return ""
        return _("That is not a legal choice now: {action}.").format(action=repr(action))

    def _why_not_put(self, p, tile: int, camp: int, space: int, rot: int) -> str:
        """Why the picked tile cannot go to this space: the asking rule sends it elsewhere, or it
        does not fit (turned any way, when no turn fits)."""
        if isinstance(p, ChainChoice) and p.ability in SENDS:
            there = ([c for c in range(self.num_players) if c != p.camp] if p.ability == "music"
                     else [p.to if p.ability == "player" else p.camp])
            if camp not in there:
                return _(SENDS[p.ability]).format(asker=self.asker(p))
        reason = self.misfit(camp, space, tile, rot)
        if (reason and self.camps[camp][space] == EMPTY and self.count(camp) < 9 and len(self.rotations_of(tile)) > 1
                and not any(self.fits(camp, space, tile, r) for r in self.rotations_of(tile))):
            return _("{reason} No turn of the tile fits here.").format(reason=reason)
        return reason

    def _why_not_match(self, tile: int, camp: int, space: int) -> str:
        other = self.camps[camp][space]
        c = self.content
        if other == EMPTY or c.kind[other] != c.kind[tile] or c.vibe[other] == c.vibe[tile] or not c.coloured[other]:
            return _("Matchmaking needs a tile of the same type in another vibe: {tile} cannot match {other}.").format(
                tile=c.name(tile), other=c.name(other) if other != EMPTY else _("an empty space"))
        return self.locked_by(camp, space) if self.options["matchmaking"] != "locked_too" else ""

    def why_not_take(self, camp: int, space: int) -> str:
        """Why the pending decision cannot take the tile lying in this space ("" when it can)."""
        p, tile, c = self.pending(), self.camps[camp][space], self.content
        if tile == EMPTY:
            return _("There is no tile there.")
        name = c.name(tile)
        if isinstance(p, MainTurn):
            return _("{tile} stays where it is: pick a tile from the festival grounds.").format(tile=name)
        if isinstance(p, Tiebreak):
            return _("The Tiebreaker names the winner now: no tile can be chosen.")
        if not isinstance(p, ChainChoice):
            return _("That is not a choice now.")
        takes = [a for a in self.legal_actions() if a[0] in ("move", "discard_tile", "activate")]
        if any(a[1:3] == (camp, space) for a in takes):
            return ""
        asker, k = self.asker(p), p.ability
        if not takes:
            return _("{asker}: pick from the festival grounds.").format(asker=asker)
        lock = self.locked_by(camp, space)
        if lock and k != "main_act":
            return _("{tile} cannot leave: {lock}").format(tile=name, lock=lock)
        if k == "bum" and camp == p.camp:
            return _("The Bum takes a tile from another camp, not from his own.")
        if k in ("music", "main_act", "babe", "player") and camp != p.camp:
            return _("{asker} works in its own camp.").format(asker=asker)
        if k == "music" and not c.coloured[tile]:
            return _("Music does not work on colourless tiles.")
        if k == "music" and c.vibe[tile] == p.vibe:
            return _("Music scares tiles of another vibe: {tile} likes this {vibe} music.").format(
                tile=c.type_name(tile), vibe=_(VIBE_WORDS[p.vibe]))      # the vibe named once
        if k == "believer" and space not in NEIGHBOURS[p.space]:
            return _("The Believer only reaches a direct neighbour (not diagonally).")
        if k == "babe" and tile == p.tile:
            return _("The Babe wakes another tile, not herself.")
        if k == "babe" and c.kind[tile] == "babe":
            return _("Never another Babe (that would collapse the universe).")
        if k == "babe":
            return _("{tile} has no 'when placed' rule to wake.").format(tile=name)
        if tile == p.tile:
            return _("{tile} is the one asking.").format(tile=name)
        return _("{tile} fits nowhere it could go.").format(tile=name)

    def asker(self, p: Pending) -> str:
        """Who asks: the name of the tile whose rule it is ("Take a chance" for the variant)."""
        if getattr(p, "ability", None) == "gamble":
            return _("Take a chance")
        tile = getattr(p, "tile", None)
        return self.content.type_name(tile) if tile is not None else _("The rules")

    # -- applying: one method per action kind, then the chain runs on ------------------
    def _apply(self, action) -> list[Event]:
        if self.phase in ("setup", "fill"):         # chance fills the grounds: nothing waits to settle
            return self.dispatch(action)
        events = self.dispatch(action)
        events += self._settle()
        return events

    @applies("time_up")
    def _time_up(self) -> list[Event]:
        self.finisher = (self.turn + 1) % self.num_players
        return [Event("time_up", self.turn, {"finisher": self.finisher})]

    @applies("winner")
    def _winner(self, seat: int) -> list[Event]:
        self.result["winner"] = seat
        self.phase = "over"
        return [Event("winner", seat, {"by": self.tiebreaker(), "tiebreak": True})]

    @applies("draw")
    def _draw(self, tile: int) -> list[Event]:
        self.pile.remove(tile)
        if self.phase == "chain":                # Mr. Chaos, Take a chance
            eff = self.stack.pop()
            return ([Event("drawn", None, {"tile": tile, "to": "chain"})]
                    + abilities.HANDLERS[eff["ability"]].drawn(self, eff, tile))
        self.grounds.append(tile)
        events = [Event("drawn", None, {"tile": tile, "to": "grounds"})]
        if self.phase == "setup":
            if len(self.grounds) >= SETUP_GROUNDS:
                self.phase = "fill"            # the first turn fills the grounds to four
                events.append(Event("turn_start", self.turn, {"extra": False}))
        elif len(self.grounds) >= GROUNDS or not self.pile:
            self.phase = "main"
        return events

    @applies("place")
    def _place(self, t: int, c: int, s: int, r: int) -> list[Event]:
        if self.phase == "chain":                # The Explorer, The Drunk, a drawn tile
            return self._choose(("place", t, c, s, r))
        self.acted = True
        self.grounds.remove(t)
        return self.put(t, c, s, r, self.current_player(), source="grounds")

    @applies("match")
    def _match(self, t: int, c: int, s: int) -> list[Event]:
        seat = self.current_player()
        self.acted = True
        self.grounds.remove(t)
        self.discard.append(t)
        events = [Event("matched", seat, {"tile": t, "camp": c, "space": s, "other": self.camps[c][s]})]
        return events + self.take_out(c, s, seat, to=None)

    @applies("gamble")
    def _gamble(self) -> list[Event]:
        seat = self.current_player()
        self.acted = True
        self.phase = "chain"
        self.stack.append({"k": "draw", "ability": "gamble", "ctrl": seat})
        return [Event("gamble", seat)]

    @applies("discard_grounds")
    def _discard_grounds(self) -> list[Event]:
        self.acted = True
        dropped = list(self.grounds)
        self.discard.extend(dropped)
        self.grounds = []
        return [Event("grounds_discarded", self.current_player(), {"tiles": dropped})]

    @applies("move")
    def _move(self, *args) -> list[Event]:
        return self._choose(("move", *args))

    @applies("discard_tile")
    def _discard_tile(self, *args) -> list[Event]:
        return self._choose(("discard_tile", *args))

    @applies("activate")
    def _activate(self, *args) -> list[Event]:
        return self._choose(("activate", *args))

    def _choose(self, action) -> list[Event]:
        """A tile rule's choice is answered: the rule carries it out."""
        eff = self.stack.pop()
        return abilities.HANDLERS[eff["ability"]].choose(self, eff, action)

    # -- moving tiles (used by the abilities) -----------------------------------
    def put(self, tile: int, camp: int, space: int, rot: int, seat: int, source: str) -> list[Event]:
        """Place a tile into a camp and queue its 'when placed' rule."""
        self.camps[camp][space] = tile
        self.rots[camp][space] = rot
        self.last_placer = seat
        self.stack.append({"k": "placed", "tile": tile, "camp": camp, "space": space})
        return [Event("placed", seat, {"tile": tile, "camp": camp, "space": space, "rot": rot,
                                        "from": source})]

    def take_out(self, camp: int, space: int, seat: int, to: tuple | None) -> list[Event]:
        """Remove a tile from a camp: to ``(camp, space, rot)`` or, with None, the discard pile."""
        tile = self.camps[camp][space]
        self.camps[camp][space] = EMPTY
        self.rots[camp][space] = 0
        events = []
        leaving = {"k": "leaving", "tile": tile, "camp": camp, "space": space, "mover": seat,
                   "to": None if to is None else to[0]}
        if to is None:
            self.discard.append(tile)
            events.append(Event("discarded", seat, {"tile": tile, "camp": camp, "space": space}))
            self.stack.append(leaving)
        else:
            c2, s2, r2 = to
            events.append(Event("moved", seat, {"tile": tile, "camp": camp, "space": space,
                                                 "to_camp": c2, "to_space": s2, "rot": r2}))
            events += self.put(tile, c2, s2, r2, seat, source="camp")
            self.stack.append(leaving)      # 'when leaving' resolves before 'when placed'
        return events

    # -- the chain and the end of the turn ------------------------------------------
    def _settle(self) -> list[Event]:
        events: list[Event] = []
        if self.phase == "tiebreak" or self.phase == "over":
            return events
        while self.stack:
            eff = self.stack[-1]
            k = eff["k"]
            if k in ("placed", "leaving"):
                self.stack.pop()
                handler = abilities.HANDLERS.get(self.content.ability[eff["tile"]])
                if k == "placed" and self.camps[eff["camp"]][eff["space"]] != eff["tile"]:
                    continue                 # it has already left again: nothing to wake
                key = f"{k}:{eff['tile']}"
                if handler is not None and key in self.fired and not eff.get("woken"):
                    events.append(Event("quiet", self.turn, {"tile": eff["tile"], "when": k}))
                    continue                 # ruling: a tile's rule works once a turn (The Babe excepted)
                if handler is not None:
                    self.fired.append(key)
                    events += (handler.placed(self, eff) if k == "placed" else handler.leaving(self, eff))
                continue
            if k == "draw":
                if not self.pile:
                    self.stack.pop()
                    events += abilities.HANDLERS[eff["ability"]].drawn(self, eff, None)
                    continue
                self.phase = "chain"
                return events
            handler = abilities.HANDLERS[eff["ability"]]
            options = handler.options(self, eff)
            if not options:
                self.stack.pop()
                events += handler.impossible(self, eff)
                continue
            self.phase = "chain"
            return events
        if self.acted:
            events += self._end_turn()
        return events

    def _end_turn(self) -> list[Event]:
        self.acted = False
        self.finisher = None
        self.fired = []
        self.turns_played += 1
        events = [Event("turn_end", self.turn)]
        full = [c for c in range(self.num_players) if self.count(c) >= 9]
        if not self.pile and not full and self.reshuffles > 0:
            self.reshuffles -= 1
            self.pile = sorted(self.discard)
            self.discard = []
            events.append(Event("reshuffled", None, {"tiles": len(self.pile)}))
        if full or not self.pile:
            return events + self._game_over("full" if full else "pile", full)
        if self.extra_turns > 0:
            self.extra_turns -= 1
            self.extra_by = self.party.pop(0) if self.party else EMPTY
            extra = True
        else:
            self.turn = (self.turn + 1) % self.num_players
            self.extra_by = None
            extra = False
        self.phase = "main" if len(self.grounds) >= GROUNDS else "fill"
        events.append(Event("turn_start", self.turn, {"extra": extra}))
        return events

    def _game_over(self, reason: str, full: list[int]) -> list[Event]:
        scores = [self.score(c) for c in range(self.num_players)]
        diverse = [c for c in range(self.num_players) if self.diverse(c)]
        cands = self.candidates()
        self.result = {"reason": reason, "full": full, "scores": scores, "diverse": diverse,
                       "candidates": cands, "winner": cands[0] if len(cands) == 1 else None}
        events = [Event("game_end", None, dict(self.result))]
        if len(cands) > 1:
            self.phase = "tiebreak"
            events.append(Event("tiebreak", self.tiebreaker(), {"candidates": cands}))
        else:
            self.phase = "over"
            events.append(Event("winner", cands[0], {"tiebreak": False}))
        return events

    def returns(self) -> list[float]:
        if self.phase != "over":
            return [0.0] * self.num_players
        return [1.0 if s == self.result["winner"] else 0.0 for s in range(self.num_players)]

    # -- copies, views, JSON ---------------------------------------------------------
    def clone(self) -> CampState:
        new = object.__new__(CampState)
        new.content = self.content
        new.num_players = self.num_players
        new.options = self.options
        new.camps = [row[:] for row in self.camps]
        new.rots = [row[:] for row in self.rots]
        new.grounds = self.grounds[:]
        new.pile = self.pile[:]
        new.discard = self.discard[:]
        new.reshuffles = self.reshuffles
        new.turn = self.turn
        new.extra_turns = self.extra_turns
        new.party = self.party[:]
        new.extra_by = self.extra_by
        new.stack = [dict(e) for e in self.stack]
        new.phase = self.phase
        new.acted = self.acted
        new.last_placer = self.last_placer
        new.finisher = self.finisher
        new.result = None if self.result is None else dict(self.result)
        new.is_view = self.is_view
        new.turns_played = self.turns_played
        new.fired = self.fired[:]
        return new

    def view(self, seat: int) -> CampState:
        """Nothing is secret but the order of the draw pile, which is a multiset anyway."""
        return self.clone()

    def determinize(self, rng: random.Random) -> CampState:
        return self.clone()

    # -- text ----------------------------------------------------------------------
    def describe(self, event: Event, names: list[str]) -> str:
        return LOG(event, self, names, default="")

    def score_table(self, names: list[str]) -> dict:
        return text.score_table(self, names)


def new_state(content: Content, num_players: int, options: dict) -> CampState:
    return CampState(content, num_players, options)


def state_from_json(data: dict, content: Content) -> CampState:
    return CampState.from_json(data, content)
