"""Boaromia Festival rules: state, legal actions, apply -> events. No pygame.

A co-operative game: every seat is one festival-goer, the team wins together
(group photo) or loses together (round 12 over without one).

Flow (``phase``):

  setup   side ×3 (chance: each line-up card's side), goal ×stacks (chance: the
          open goals), character (each seat picks, seat order), must_see and
          must_miss (chance, per seat; a must-miss that shares an artist with the
          seat's must-see is never dealt: the clash swap), campsite (each seat
          picks a campsite tile)
  round   [goal swap at nightfall] → event (chance, not round 1) and its
          decisions → next (the team says who goes next) ↔ turn (that seat's
          single steps and actions) → end of round: goals (step 3), the show's fun
          (step 4), energy −1 (L375), photo check → photo (take it / go on) → next
          round; lost after the last one, or sooner when the sound check proves the
          photo impossible (``out_of_reach``)

Positions in actions are ``(x, y)`` = (column, row) of the board map; inside
the state a position is the tile index ``row * width + col``.

Actions:
  ("side", 0|1)                chance: the next line-up card's side
  ("goal", id)                 chance: a goal card is revealed
  ("character", id)            a seat picks its character
  ("must_see", id), ("must_miss", id)   chance: a must card for the next seat
  ("campsite", (x, y))         a seat picks its starting tile (a campsite tile)
  ("event", id)                chance: the round's event card
  ("pick", seat)               the team picks one of several tied festival-goers
  ("send_to", (x, y))          a sent festival-goer picks the tile they land on
  ("crowd_from", (x, y))       no pawns left: the team moves this crowd pawn
  ("crowd_from_place", area)   ... or as many of the pawns still to move as that place holds (two or more)
  ("next", seat)               the team: this festival-goer takes their turn now
  ("step", (x, y))             one step to a neighbouring tile
  ("sprint",)                  pay energy for one extra step
  ("drink", drink)             buy a drink (forced once per turn at a bar, more optional)
  ("eat", stall)               buy the meal of the stall you stand at (once per turn)
  ("give", seat, n), ("take", seat, n)   hand coins to / get coins from a festival-goer nearby
  ("end_turn",)
  ("photo",), ("go_on",)       the photo moment
  ("pay_goal", stack, n)       in your own turn: put n coins on an open ``pay`` goal (they go to
                               the supply; the list offers every n from 1 to what is missing or
                               what the festival-goer has, whichever is less: one choice)
  ("use_goal", i)              use kept goal i (in a turn, or in the goal step)
  ("use",), ("keep",)          the team: a finished goal is used at once or kept
  ("goals_done",)              the team ends the goal step (offered while goals are kept)
  ("keep_goal", id)            Easy Breezy: keep one of the drawn goal cards
  ("receiver", seat)           a reward ``to: one``: the team picks who receives
  ("share", from, to), ("share_done",)   share_fun: one fun point at a time, or stop
  ("uncrowd", (x, y)), ("uncrowd_done",) remove_crowd: one pawn at a time, or stop
  ("blast", place)             move_blast: a bar id or food_court

The goal step (rulebook step 3) comes right after the turns, before the show's fun, the vibes
and the round's energy loss (step 4, L375) and the photo check: open goals whose requirement is met are
finished (``goals.NEEDS``), the team uses or keeps each, empty stacks are refilled
(a card revealed now is first checked next round), then kept goals may be used.
"""

from __future__ import annotations

import random

from game.core.content import Options
from game.core.i18n import _, ngettext, sentence
from game.core.state import CHANCE, TERMINAL, Event, IllegalAction, Pending, State, applies

from . import effects, goals, model, text
from .board import OBSTACLES, UNREACHABLE, Grid
from .events import LOG
from .model import SHOW, Content
from .pending import pending_of

NOWHERE = -1
#: in ``passed``: the festival-goer has taken a step this turn (the log then says they arrive where it ends)
WALKED = "walked"

# -- the per-content, per-variant, per-board context (read-only, cached) ------------

_CTX: dict = {}


class Ctx:
    """Everything the rules look up often, computed once per content × variant × board."""

    def __init__(self, content: Content, variant: str, board_id: str):
        self.content = content
        self.rules = content.rules_for(variant)
        self.board = content.boards[board_id]
        grid: Grid = self.board.grid
        self.grid = grid
        self.width = grid.width
        self.kind = grid.kinds
        self.area = grid.areas
        self.xy = tuple((i % grid.width, i // grid.width) for i in range(grid.size))
        self.stars = {s: frozenset(grid.area_tiles(s)) for s in model.STAGES}
        self.stage_of = {t: s for s, tiles in self.stars.items() for t in tiles}
        self.stall_of = {t: content.areas[a].stall for a in self.board.stalls.values() for t in grid.area_tiles(a)}
        aid = [t for a in self.board.areas if content.areas[a].kind == "first_aid" for t in grid.area_tiles(a)]
        self.first_aid = min(aid)
        self.campsite_tiles = tuple(sorted(t for a in self.board.campsites for t in grid.area_tiles(a)))
        # unit-cost distances to each toilet block (crowds ignored), for bladder-full walking
        self.loo_dist = {bert: {a: grid.distances(grid.area_tiles(a), through_backstage=bert)
                                for a in self.board.toilets} for bert in (False, True)}
        events = content.events_for(variant)
        self.deck = {"day": tuple(e.id for e in events if e.phase == "day"),
                     "night": tuple(e.id for e in events if e.phase == "night")}
        self.goal_deck = {"day": tuple(g.id for g in content.day_goals),
                          "night": tuple(g.id for g in content.night_goals)}
        self.mods = {None: effects.fold_event(None)}
        for e in events:
            self.mods[e.id] = effects.fold_event(e)
        self.musts = {m.id: m for m in content.must_see + content.must_miss}
        self._schedules: dict = {}
        self._near: dict = {}
        # -- tables for the hot paths of random play and bots --
        self.variant = variant
        self.board_id = board_id
        # per character: (Vibe handler, its Effect)
        self.vibe_of = {c.id: (effects.VIBES[c.vibe.id], c.vibe) for c in content.characters}
        # per tile: the tiles on it or touching it (also diagonally): coins change hands there
        self.touching = tuple(frozenset(u for u in range(grid.size) if grid.chebyshev(t, u) <= 1)
                              for t in range(grid.size))
        # per event card in effect: the drinks served, with their prices
        self.drinks_served = {e: tuple((d, max(0, self.rules.drinks[d].coins + m["drink_price"].get(d, 0)))
                                       for d in model.DRINKS if d not in m["closed"])
                              for e, m in self.mods.items()}
        self._places: dict = {}
        self._stage_dist: dict = {}
        # the most fun one round's event card can add: at the show (lasting) and at once (now)
        self.show_fun_bonus = max(0, *(m["show_fun"] for m in self.mods.values()))
        self.event_fun = max([0] + [sum(max(0, e["delta"]) for e in card.effects if e.id == "fun")
                                    for card in events])
        # the most fun one festival-goer can get from each goal card's reward
        self.goal_fun = {g.id: max(0, g.reward.get("amount", 0)) if g.reward.id in ("fun", "share_fun") else 0
                         for g in content.goals}
        # the coins each ``pay`` goal asks for
        self.pay_coins = {g.id: g.needs["coins"] for g in content.goals if g.needs.id == "pay"}
        # the levels with a top (coins have none)
        self.level_max = {"fun": self.rules.fun_max, "energy": self.rules.energy_max,
                          "bladder": self.rules.bladder_max}

    def schedule(self, sides: tuple) -> list[tuple[str, str]]:
        """(artist, stage) for rounds 1..12."""
        found = self._schedules.get(sides)
        if found is None:
            found = [(s.artist, s.stage) for s in self.content.schedule(sides)]
            self._schedules[sides] = found
        return found

    def near(self, stage: str, radius: int) -> frozenset:
        key = (stage, radius)
        if key not in self._near:
            self._near[key] = self.grid.near(stage, radius)
        return self._near[key]

    def stage_distances(self, stage: str, through_backstage: bool = False) -> list[int]:
        """Fewest steps from every tile to a stage's star tiles, without crowds or the blast, for
        everyone or for Backstage Bert (cached; read-only)."""
        key = (stage, through_backstage)
        found = self._stage_dist.get(key)
        if found is None:
            found = self._stage_dist[key] = self.grid.distances(self.grid.area_tiles(stage),
                                                                through_backstage=through_backstage)
        return found

    def place_tiles(self, place: str) -> tuple[int, ...]:
        found = self._places.get(place)
        if found is None:
            found = self._places[place] = self.board.tiles_of(place)
        return found


def obstacle_words(kind: str, name: str = "") -> str:
    """Why nobody walks onto an obstacle tile, as a sentence (led by the area's name if it has one)."""
    why = {"building": _("A building: nobody walks through buildings."),
           "stall": _("A food stall's counter: go round to the front."),
           "tent": _("A tent: people are sleeping in there."),
           "bush": _("Bushes: too thick to push through."),
           "backstage": _("A stage building: only Backstage Bert walks through backstage.")}[kind]
    return _("{name}: {why}").format(name=name, why=why) if name else why


def context(content: Content, variant: str, board_id: str) -> Ctx:
    key = (id(content), variant, board_id)
    found = _CTX.get(key)
    if found is None or found.content is not content:
        found = _CTX[key] = Ctx(content, variant, board_id)
    return found


class _CtxCache(State):
    """Keeps a state's Ctx at hand, and what the bots remember of the game (:attr:`memo`). The
    slots live here, not in BoaromiaState.__slots__, which lists exactly the fields that
    to_json / from_json save."""

    __slots__ = ("_ctx", "_memo")

    @property
    def memo(self) -> dict:
        """What the bots remember of this game (the turns they planned, ``bot._turn_action``):
        one dict shared by the game's state and all its copies and views, never saved. A new or
        loaded state starts with none, so no other game played in the process (a copy of this
        one for a tour shot, the game before) changes what the bots do in this one."""
        try:
            return self._memo
        except AttributeError:
            found = self._memo = {}
            return found


class BoaromiaState(_CtxCache):
    game_id = "boaromia"

    __slots__ = ("content", "num_players", "options", "phase", "round", "sides",
                 "goals_open", "goals_left", "goals_seen", "events_seen", "event",
                 "chars", "pos", "energy", "bladder", "fun", "coins", "must_see", "must_miss",
                 "moved", "active", "steps_left", "bonus_left", "stopped", "passed", "owes_drink",
                 "bought", "near_hit", "extra_steps", "crowded", "crowd_supply", "blast", "stack",
                 "result", "is_view", "goals_paid", "goals_payers", "kept", "back", "goal_draw", "aims",
                 "kinds")

    def __init__(self, content: Content, num_players: int, options: dict):
        if not 2 <= num_players <= model.MAX_PLAYERS:
            raise ValueError(f"Boaromia is for 2-{model.MAX_PLAYERS} festival-goers")
        self.content = content
        self.num_players = num_players
        self.options = Options({"variant": options.get("variant", "standard"), "board": options.get("board", "front")})
        ctx = self.ctx
        n = num_players
        self.phase = "side"
        self.round = 1
        self.sides: list[int] = []
        self.goals_open: list = [None] * ctx.rules.goal_stacks
        # cards left in each goal stack for the current phase: the 6 cards split as evenly as printed
        self.goals_left = self._split(len(ctx.goal_deck["day"]))
        self.goals_seen: list[str] = []
        self.events_seen: list[str] = []
        self.event: str | None = None
        self.chars: list = [None] * n
        self.pos = [NOWHERE] * n
        self.energy = [0] * n
        self.bladder = [0] * n
        self.fun = [0] * n
        self.coins = [0] * n
        self.must_see: list = [None] * n
        self.must_miss: list = [None] * n
        self.moved = [False] * n
        self.active = -1
        self.steps_left = 0
        self.bonus_left = 0
        self.stopped = False
        self.passed: list[str] = []        # kinds of place already worked this turn (and WALKED)
        self.owes_drink = False
        self.bought: list[list[str]] = [[] for _ in range(n)]   # drinks and meals this round
        self.near_hit = [False] * n        # A Bit More Madness: passed near a must-miss show
        self.extra_steps = [0] * n         # goal rewards for this round's turn
        self.crowded: list[int] = []       # sorted tile indices with a crowd pawn
        self.crowd_supply = ctx.rules.crowd_in_play
        self.blast = ctx.rules.blast_start
        self.stack: list[dict] = []        # pending decisions of event effects
        self.result: dict | None = None
        self.is_view = False
        self.goals_paid = [0] * ctx.rules.goal_stacks          # coins on each open goal
        self.goals_payers: list[list[int]] = [[] for _ in range(ctx.rules.goal_stacks)]
        self.kept: list[list] = []         # finished goals kept for later: [goal id, involved seats]
        self.back = "next"                 # the phase to return to when the decisions stack is empty
        self.goal_draw: list[str] = []     # Easy Breezy: goal cards drawn, one to keep
        self.aims: list[str] = []          # full bladder: the toilets every step so far has brought closer
        self.kinds: list[str] = []         # who sits where (human, easy, normal, hard); [] = not told

    def _split(self, cards: int) -> list[int]:
        k = self.ctx.rules.goal_stacks
        return [cards // k + (1 if i < cards % k else 0) for i in range(k)]

    # -- lookups ------------------------------------------------------------------
    @property
    def ctx(self) -> Ctx:
        # looked up once per state and kept; still checked against the content and options
        options = self.options
        try:
            found = self._ctx
            if found.content is self.content and found.variant == options["variant"] \
                    and found.board_id == options["board"]:
                return found
        except AttributeError:            # a new, cloned or loaded state
            pass
        found = self._ctx = context(self.content, options["variant"], options["board"])
        return found

    @property
    def rules(self) -> model.Rules:
        return self.ctx.rules

    def character(self, seat: int) -> model.Character:
        return self.content.character_by_id[self.chars[seat]]

    def vibe(self, seat: int) -> tuple[effects.Vibe, model.Effect]:
        return self.ctx.vibe_of[self.chars[seat]]

    def mods(self) -> dict:
        return self.ctx.mods[self.event]

    def night(self) -> bool:
        return self.round >= self.rules.night_from

    def show(self, round_number: int | None = None) -> tuple[str, str]:
        """(artist, stage) of the act playing in a round (this round by default)."""
        return self.ctx.schedule(tuple(self.sides))[(round_number or self.round) - 1]

    def at_stage(self, seat: int, stage: str) -> bool:
        return self.pos[seat] in self.ctx.stars[stage]

    def show_distance(self, seat: int) -> int:
        """Fewest steps to this round's show, without crowds or the blast (events' ``nearest_show``)."""
        d = self.ctx.stage_distances(self.show()[1])[self.pos[seat]]
        return 10 ** 6 if d == UNREACHABLE else d

    def blast_tiles(self) -> tuple[int, ...]:
        return self.ctx.place_tiles(self.blast)

    def xy(self, tile: int) -> tuple[int, int]:
        return self.ctx.xy[tile]

    def tile(self, xy) -> int:
        """A tile index from ``(x, y)``; IllegalAction when it is off the board."""
        try:
            x, y = xy
        except (TypeError, ValueError):
            raise IllegalAction(f"expected a position (x, y), got {xy!r}") from None
        grid = self.ctx.grid
        if not (isinstance(x, int) and isinstance(y, int) and grid.inside(y, x)):
            raise IllegalAction(f"{xy!r} is not on the board")
        return grid.index(y, x)

    def drink_price(self, drink: str) -> int:
        return max(0, self.rules.drinks[drink].coins + self.mods()["drink_price"].get(drink, 0))

    def food_price(self, stall: str) -> int:
        return max(0, self.rules.food[stall].coins + self.mods()["food_price"].get(stall, 0))

    def food_energy(self, stall: str) -> int:
        return max(0, self.rules.food[stall].energy + self.mods()["food_energy"].get(stall, 0))

    def sprint_cost(self) -> int:
        return self.mods()["sprint"] or self.rules.sprint_energy

    def steps_per_turn(self, seat: int) -> int:
        return max(0, self.rules.steps + self.mods()["steps"] + self.extra_steps[seat])

    def piggy_bank(self) -> int:
        return max(0, self.rules.piggy_bank + self.mods()["piggy_bank"])

    def toilet_relief(self) -> int:
        return max(0, self.rules.toilets + self.mods()["toilets"])

    def bladder_full(self, seat: int) -> bool:
        return self.bladder[seat] >= self.ctx.rules.bladder_max

    def drinks_on_offer(self, seat: int) -> list[str]:
        """Drinks this festival-goer can buy now: served and affordable."""
        coins = self.coins[seat]
        return [d for d, price in self.ctx.drinks_served[self.event] if price <= coins]

    # -- who decides ------------------------------------------------------------
    def current_player(self) -> int:
        phase = self.phase
        if phase == "turn":
            return self.active
        if phase == "goal" and self.goal_choosing():
            return 0
        if phase in ("side", "goal", "must_see", "must_miss", "event"):
            return CHANCE
        if phase == "next":
            return self.moved.index(False)
        if phase == "character":
            return self.chars.index(None)
        if phase == "campsite":
            return self.pos.index(NOWHERE)
        if phase == "effects":
            return self.stack[-1]["ctrl"]
        if phase in ("photo", "goals"):
            return 0
        return TERMINAL

    def decision(self) -> str:
        if self.phase == "effects":
            return self.stack[-1]["k"]
        if self.phase == "turn" and self.owes_drink:
            return "drink"
        if self.phase == "goal" and self.goal_choosing():
            return "keep_goal"
        return self.phase

    def pending(self) -> Pending:
        """The pending decision as a typed record (:mod:`.pending`)."""
        return pending_of(self)

    def turn_seat(self) -> int | None:
        """The festival-goer whose turn is being played (None between turns and while the team decides)."""
        return self.active if self.phase == "turn" else None

    def started(self) -> bool:
        """The festival has begun: the characters are chosen and everyone has pitched a tent."""
        return NOWHERE not in self.pos

    def turns_running(self) -> bool:
        """The round's turns are being played (the event's and the goals' team decisions included)."""
        return self.phase in ("next", "turn", "effects")

    # -- legal actions ------------------------------------------------------------
    def legal_actions(self) -> list:
        phase = self.phase
        if phase == "turn":
            return self.turn_actions()
        if phase == "next":
            return [("next", s) for s in range(self.num_players) if not self.moved[s]]
        if phase == "side":
            return [("side", 0), ("side", 1)]
        if phase == "goal":
            if self.goal_choosing():
                return [("keep_goal", g) for g in self.goal_draw]
            return [("goal", g) for g in self.goal_pool() if g not in self.goal_draw]
        if phase == "goals":
            return [("use_goal", i) for i in range(len(self.kept))] + [("goals_done",)]
        if phase == "character":
            taken = set(self.chars)
            return [("character", c.id) for c in self.content.characters if c.id not in taken]
        if phase == "must_see":
            taken = set(self.must_see)
            return [("must_see", m.id) for m in self.content.must_see if m.id not in taken]
        if phase == "must_miss":
            return [("must_miss", m) for m in self.clean_must_miss(self.must_miss.index(None))]
        if phase == "campsite":
            return [("campsite", self.xy(t)) for t in self.ctx.campsite_tiles]
        if phase == "event":
            return [("event", e) for e in self.event_pool()]
        if phase == "effects":
            return self.effect_actions(self.stack[-1])
        if phase == "photo":
            if self.round >= self.rules.rounds:
                return [("photo",)]
            return [("photo",), ("go_on",)]
        return []

    def goal_pool(self) -> list[str]:
        deck = self.ctx.goal_deck["night" if self.night() else "day"]
        return [g for g in deck if g not in self.goals_seen]

    def goal_choosing(self) -> bool:
        """Easy Breezy: enough goal cards drawn (or none left to draw): the team keeps one."""
        if not self.goal_draw:
            return False
        left = len(self.goal_pool()) - len(self.goal_draw)
        return len(self.goal_draw) >= self.rules.goal_choice or left == 0

    def event_pool(self) -> list[str]:
        deck = self.ctx.deck["night" if self.night() else "day"]
        return [e for e in deck if e not in self.events_seen]

    def clean_must_miss(self, seat: int) -> list[str]:
        """Must-miss cards left to deal that share no artist with the seat's must-see card."""
        see = set(self.content_must(self.must_see[seat]).artists)
        taken = set(self.must_miss)
        return [m.id for m in self.content.must_miss if m.id not in taken and not see & set(m.artists)]

    def content_must(self, card_id: str) -> model.MustCard:
        return self.ctx.musts[card_id]

    def effect_actions(self, eff: dict) -> list:
        k = eff["k"]
        if k == "pick":
            return [("pick", s) for s in eff["options"]]
        xy = self.ctx.xy
        if k == "send_to":
            return [("send_to", xy[t]) for t in self.ctx.place_tiles(eff["area"])]
        if k == "crowd_from":
            target = set(eff["tiles"])
            movable = [t for t in self.crowded if t not in target]
            out = [("crowd_from", xy[t]) for t in movable]
            if self.crowd_moves_left() > 1:          # all the pawns still to move from one place at once
                area = self.ctx.area
                places = [area[t] for t in movable if area[t] is not None]
                out += [("crowd_from_place", p) for p in dict.fromkeys(places) if places.count(p) > 1]
            return out
        if k == "goal_done":
            return [("use",), ("keep",)]
        if k == "receiver":
            return [("receiver", s) for s in range(self.num_players)]
        if k == "share_fun":
            top = self.rules.fun_max
            moves = [("share", a, b) for a in range(self.num_players) for b in range(self.num_players)
                     if a != b and self.fun[a] > 0 and self.fun[b] < top]
            return moves + [("share_done",)] if moves else []
        if k == "remove_crowd":
            return [("uncrowd", xy[t]) for t in self.crowded] + [("uncrowd_done",)] if self.crowded else []
        if k == "move_blast":
            return [("blast", p) for p in (*self.ctx.board.bars, model.FOOD_COURT)]
        return []

    # -- a turn -------------------------------------------------------------------
    def step_cost(self, seat: int, tile: int) -> int:
        if tile in self.crowded and not self.vibe(seat)[0].crowd_immune:
            return 2
        return 1

    def steps(self, seat: int) -> list[int]:
        """Tiles one legal step away for the active festival-goer."""
        if self.stopped or self.owes_drink:
            return []
        ctx = self.ctx
        vibe, eff = ctx.vibe_of[self.chars[seat]]
        bert = vibe.through_backstage
        crowded = () if vibe.crowd_immune else self.crowded
        here = self.pos[seat]
        full = self.bladder[seat] >= ctx.rules.bladder_max
        loos = [ctx.loo_dist[bert][a] for a in self.aims or ctx.board.toilets] if full else ()
        left = self.steps_left
        bonus = self.bonus_left
        nbrs = ctx.grid.neighbours(here, bert)
        if not full and (left >= 2 or (left == 1 and not crowded)):
            return list(nbrs)                        # every neighbour is affordable (a step costs 1 or 2)
        out = []
        for t in nbrs:
            cost = 2 if t in crowded else 1          # step_cost()
            if cost > left and not (cost <= left + bonus and vibe.bonus_ok(self, seat, t)):
                continue
            if full and not any(0 <= d[t] < d[here] for d in loos):
                continue
            out.append(t)
        return out

    # turn_actions() is built from these parts; check() asks only the part an action belongs to
    def _step_actions(self, seat: int) -> list:
        xy = self.ctx.xy
        return [("step", xy[t]) for t in self.steps(seat)]

    def _drink_actions(self, seat: int) -> list:
        """The drinks offered: the one owed at a bar, or more while standing at one."""
        if self.owes_drink or (not self.bladder_full(seat) and self.ctx.kind[self.pos[seat]] == "bar"):
            return [("drink", d) for d in self.drinks_on_offer(seat)]
        return []

    def _may_end_turn(self, seat: int, steps: list) -> bool:
        """With a full bladder the turn goes on while a step brings the festival-goer closer to a toilet."""
        return not self.owes_drink and (not self.bladder_full(seat) or not steps)

    def turn_actions(self) -> list:
        seat = self.active
        if self.owes_drink:
            return self._drink_actions(seat)
        ctx = self.ctx
        xy = ctx.xy
        steps = self.steps(seat)
        out = [("step", xy[t]) for t in steps]       # _step_actions()
        coins = self.coins
        full = self.bladder[seat] >= ctx.rules.bladder_max
        if self.can_sprint(seat):
            out.append(("sprint",))
        if not full:
            here = self.pos[seat]
            kind = ctx.kind[here]
            if kind == "bar":
                out += self._drink_actions(seat)
            elif kind == "food" and "food" not in self.passed:
                stall = ctx.stall_of[here]
                if self.food_price(stall) <= coins[seat]:
                    out.append(("eat", stall))
            touching = ctx.touching[here]
            pos = self.pos
            for other in range(self.num_players):
                if other != seat and pos[other] in touching:
                    if coins[seat] > 0:
                        out.append(("give", other, 1))
                    if coins[other] > 0:
                        out.append(("take", other, 1))
            if coins[seat] > 0:
                pay_coins, paid = ctx.pay_coins, self.goals_paid             # pay_left() > 0
                for i, g in enumerate(self.goals_open):
                    if g in pay_coins and pay_coins[g] > paid[i]:             # every amount that may go on it
                        out += [("pay_goal", i, n) for n in range(1, min(pay_coins[g] - paid[i], coins[seat]) + 1)]
        out += [("use_goal", i) for i in range(len(self.kept))]
        if not full or not steps:                                             # _may_end_turn()
            out.append(("end_turn",))
        return out

    def pay_left(self, stack: int) -> int:
        """Coins still missing on an open ``pay`` goal (0 for any other goal)."""
        coins = self.ctx.pay_coins.get(self.goals_open[stack])
        return 0 if coins is None else max(0, coins - self.goals_paid[stack])

    def can_sprint(self, seat: int) -> bool:
        """A sprint is bought when it is needed: fewer than 2 steps left, energy to pay for it."""
        if self.stopped or self.owes_drink or self.steps_left >= 2:
            return False
        return self.energy[seat] >= self.sprint_cost()

    # -- checking -----------------------------------------------------------------
    def check(self, action) -> None:
        if not isinstance(action, tuple) or not action:
            raise IllegalAction(f"not an action: {action!r}")
        if self.phase == "turn" and action[0] in ("give", "take") and len(action) == 3:
            self._check_coins(action)
            return
        if self.phase == "turn" and action[0] == "pay_goal" and len(action) == 3:
            self._check_pay(action)
            return
        if not self._is_legal(action):
            raise IllegalAction(self.explain_illegal(action))

    def _is_legal(self, action: tuple) -> bool:
        """``action in self.legal_actions()``; the frequent moves of a turn are looked for only in
        their own part of turn_actions() (same answer, less work)."""
        kind = action[0]
        if self.phase == "turn" and type(kind) is str:
            seat = self.active
            if kind == "step":
                xy = action[1] if len(action) == 2 else None
                if type(xy) is tuple and len(xy) == 2 and type(xy[0]) is int and type(xy[1]) is int:
                    x, y = xy
                    grid = self.ctx.grid
                    return grid.inside(y, x) and grid.index(y, x) in self.steps(seat)
                return action in self._step_actions(seat)     # (1.0, 2) == (1, 2): as the list says
            if kind == "drink":
                return action in self._drink_actions(seat)
            if kind == "sprint":
                return action == ("sprint",) and self.can_sprint(seat)
            if kind == "end_turn":
                return action == ("end_turn",) and self._may_end_turn(seat, self.steps(seat))
        return action in self.legal_actions()

    def _check_coins(self, action) -> None:
        kind, other, n = action
        seat = self.active
        if self.owes_drink:
            raise IllegalAction(_("buy your drink first: passing a bar means a drink"))
        if self.bladder_full(seat):
            raise IllegalAction(_("bladder full: nothing but walking to a toilet"))
        if not (isinstance(other, int) and 0 <= other < self.num_players) or other == seat:
            raise IllegalAction(f"{other!r} is not another festival-goer")
        if not (isinstance(n, int) and not isinstance(n, bool) and n >= 1):
            raise IllegalAction(f"hand over at least 1 coin, not {n!r}")
        if self.pos[other] not in self.ctx.touching[self.pos[seat]]:        # grid.adjacent()
            raise IllegalAction(_("coins change hands only on the same or a neighbouring tile"))
        payer = seat if kind == "give" else other
        if self.coins[payer] < n:
            raise IllegalAction(ngettext("only {coins} coin to hand over", "only {coins} coins to hand over",
                                         self.coins[payer]).format(coins=self.coins[payer]))

    def _check_pay(self, action) -> None:
        stack, n = action[1:]
        seat = self.active
        if self.owes_drink:
            raise IllegalAction(_("buy your drink first: passing a bar means a drink"))
        if self.bladder_full(seat):
            raise IllegalAction(_("bladder full: nothing but walking to a toilet"))
        if not (isinstance(stack, int) and not isinstance(stack, bool) and 0 <= stack < len(self.goals_open)):
            raise IllegalAction(f"{stack!r} is not a goal stack")
        if not (isinstance(n, int) and not isinstance(n, bool) and n >= 1):
            raise IllegalAction(f"pay at least 1 coin, not {n!r}")
        left = self.pay_left(stack)
        if left == 0:
            raise IllegalAction(_("that goal takes no (more) coins"))
        if n > left:
            raise IllegalAction(ngettext("that goal needs only {left} more coin",
                                         "that goal needs only {left} more coins", left).format(left=left))
        if self.coins[seat] < n:
            raise IllegalAction(ngettext("you have only {coins} coin", "you have only {coins} coins",
                                         self.coins[seat]).format(coins=self.coins[seat]))

    def explain_illegal(self, action) -> str:
        kind = action[0]
        if self.phase == "turn":
            seat = self.active
            if self.owes_drink and kind != "drink":
                return _("buy your drink first: passing a bar means a drink")
            if kind == "step" and len(action) == 2:
                return self._why_no_step(seat, action[1])
            if kind == "sprint":
                if self.steps_left >= 2:
                    return ngettext("no need to sprint: {n} step left", "no need to sprint: {n} steps left",
                                    self.steps_left).format(n=self.steps_left)
                if self.stopped:
                    return _("your movement has ended")
                return _("a sprint costs {cost} energy, you have {energy}").format(cost=self.sprint_cost(),
                                                                                   energy=self.energy[seat])
            if kind == "drink" and len(action) == 2:
                d = action[1]
                if d not in model.DRINKS:
                    return f"no such drink {d!r}"
                if self.bladder_full(seat):
                    return _("bladder full: nothing but walking to a toilet")
                if not self.owes_drink and self.ctx.kind[self.pos[seat]] != "bar":
                    return _("drinks are sold at the bars")
                if d in self.mods()["closed"]:
                    return _("no bar serves {drink} now").format(drink=text.item_words(d))
                return ngettext("{drink} costs {price}, you have {coins} coin",
                                "{drink} costs {price}, you have {coins} coins",
                                self.coins[seat]).format(
                    drink=text.item_words(d), price=self.drink_price(d), coins=self.coins[seat])
            if kind == "eat" and len(action) == 2:
                if self.ctx.kind[self.pos[seat]] != "food":
                    return _("meals are sold at the food court")
                if "food" in self.passed:
                    return _("one meal a turn")
                stall = self.ctx.stall_of[self.pos[seat]]
                if action[1] != stall:
                    return _("you queue at a stall that serves only {food}").format(food=text.item_words(stall))
                if self.bladder_full(seat):
                    return _("bladder full: nothing but walking to a toilet")
                return ngettext("{food} costs {price}, you have {coins} coin",
                                "{food} costs {price}, you have {coins} coins",
                                self.coins[seat]).format(
                    food=text.item_words(stall), price=self.food_price(stall), coins=self.coins[seat])
            if kind == "end_turn" and self.bladder_full(seat):
                return _("bladder full: keep walking to a toilet while you can")
        if kind == "next" and self.phase == "next":
            return _("that festival-goer has had their turn this round")
        if kind == "pick" and self.decision() == "pick":
            return _("that festival-goer is not among the tied ones")
        if kind == "go_on" and self.phase == "photo":
            return _("the last act has played: take the photo")
        return f"{action!r} is not a legal {self.decision()} action now"

    def _why_no_step(self, seat: int, xy) -> str:
        t = self.tile(xy)
        if self.stopped:
            return _("your movement has ended for this turn")
        vibe = self.vibe(seat)[0]
        if t not in self.ctx.grid.neighbours(self.pos[seat], vibe.through_backstage):
            if self.ctx.grid.chebyshev(t, self.pos[seat]) > 1:
                return _("one step at a time: that tile is not next to you")
            if self.ctx.grid.walkable(t, vibe.through_backstage):
                return _("no squeezing diagonally between two obstacles")
            return obstacle_words(self.ctx.kind[t])
        cost = self.step_cost(seat, t)
        if cost > self.steps_left:
            return ngettext("that tile costs {cost} step, you have {left} left",
                            "that tile costs {cost} steps, you have {left} left",
                            cost).format(cost=cost, left=self.steps_left)
        return _("bladder full: every step must bring you closer to a toilet")

    def max_sprints(self, seat: int) -> int:
        """How many extra steps ``seat`` could buy with energy (a sprint never leaves 0 energy)."""
        return max(0, (self.energy[seat] - 1) // self.sprint_cost())

    def why_no_walk(self, tile: int, dist: list[int] | None = None) -> str:
        """Why the festival-goer whose turn it is cannot walk to ``tile`` this turn, for a tile the
        table's walk planner found out of reach (``dist``: the planner's distances, if it has them)."""
        seat = self.active
        ctx = self.ctx
        here = self.pos[seat]
        kind = ctx.kind[tile]
        vibe = self.vibe(seat)[0]
        if self.owes_drink:
            return sentence(self.explain_illegal(("step", ctx.xy[tile])))
        if tile == here:
            return _("You are standing here.")
        if kind in OBSTACLES and not (kind == "backstage" and vibe.through_backstage):
            area = ctx.area[tile]
            return obstacle_words(kind, text.said(self.content.areas[area]) if area else "")
        if self.stopped:
            if here in self.blast_tiles() and not vibe.ignores_blast:
                return _("The blast-from-the-past has you talking: your movement has ended for this turn.")
            return _("Your movement has ended for this turn.")
        if ctx.grid.chebyshev(tile, here) <= 1:
            return sentence(self.explain_illegal(("step", ctx.xy[tile])))
        if self.bladder_full(seat):
            return _("Bladder full: one step at a time, each one closer to a toilet.")
        kw = {"through_backstage": vibe.through_backstage, "crowd_immune": vibe.crowd_immune}
        if dist is None:
            stop = () if vibe.ignores_blast else self.blast_tiles()
            dist = ctx.grid.distances(here, self.crowded, stop=stop, leave_start=True, **kw)
        d = dist[tile]
        if d == UNREACHABLE:
            if ctx.grid.distances(here, self.crowded, **kw)[tile] != UNREACHABLE:
                return _("The blast-from-the-past stands in the way: its tiles end your movement.")
            return _("No way there from here.")
        sprints = self.max_sprints(seat)
        args = {"d": d, "left": self.steps_left, "sprints": sprints, "cost": self.sprint_cost(),
                "energy": self.energy[seat]}
        if sprints:
            return ngettext("{d} steps away, you have {left} left and energy for {sprints} sprint.",
                            "{d} steps away, you have {left} left and energy for {sprints} sprints.",
                            sprints).format(**args)
        return ngettext("{d} step away, you have {left} left (a sprint costs {cost} energy, you have {energy}).",
                        "{d} steps away, you have {left} left (a sprint costs {cost} energy, you have {energy}).",
                        d).format(**args)

    # -- applying -----------------------------------------------------------------
    def _apply(self, action) -> list[Event]:
        return self.dispatch(action) + self._settle()

    # setup
    @applies("side")
    def _do_side(self, side: int) -> list[Event]:
        self.sides.append(side)
        card = sorted(self.content.lineup, key=lambda c: c.position)[len(self.sides) - 1]
        events = [Event("lineup_side", None, {"card": card.id, "side": card.sides[side].id})]
        if len(self.sides) == len(self.content.lineup):
            self.phase = "goal"
        return events

    @applies("goal")
    def _do_goal(self, goal: str) -> list[Event]:
        if self.rules.goal_choice > 1:
            self.goal_draw.append(goal)
            return [Event("goal_drawn", None, {"goal": goal})]
        return self._reveal_goal(goal)

    @applies("keep_goal")
    def _do_keep_goal(self, goal: str) -> list[Event]:
        """Easy Breezy: keep one of the drawn cards; the others go back under the stack (into the
        undealt pool, which is drawn from at random)."""
        self.goal_draw = []
        return self._reveal_goal(goal)

    def _reveal_goal(self, goal: str) -> list[Event]:
        stack = self.goals_open.index(None)
        self.goals_open[stack] = goal
        self.goals_seen.append(goal)
        self.goals_left[stack] -= 1
        return [Event("goal_revealed", None, {"goal": goal, "stack": stack})]

    @applies("character")
    def _do_character(self, cid: str) -> list[Event]:
        seat = self.chars.index(None)
        c = self.content.character_by_id[cid]
        self.chars[seat] = cid
        self.energy[seat] = c.energy
        self.bladder[seat] = c.bladder
        self.fun[seat] = c.fun if self.rules.start_fun is None else self.rules.start_fun
        self.coins[seat] = c.coins
        if None not in self.chars:
            self.phase = "must_see"
        return [Event("character", seat, {"character": cid})]

    @applies("must_see")
    def _do_must_see(self, card: str) -> list[Event]:
        seat = self.must_see.index(None)
        self.must_see[seat] = card
        self.phase = "must_miss"
        return [Event("must_see", seat, {"card": card})]

    @applies("must_miss")
    def _do_must_miss(self, card: str) -> list[Event]:
        seat = self.must_miss.index(None)
        self.must_miss[seat] = card
        self.phase = "must_see" if None in self.must_miss else "campsite"
        return [Event("must_miss", seat, {"card": card})]

    @applies("campsite")
    def _do_campsite(self, xy) -> list[Event]:
        seat = self.pos.index(NOWHERE)
        self.pos[seat] = self.tile(xy)
        events = [Event("start", seat, {"at": xy, "area": self.ctx.area[self.pos[seat]]})]
        if NOWHERE not in self.pos:
            events += self._begin_round()
        return events

    # the round
    def _begin_round(self) -> list[Event]:
        n = self.num_players
        self.moved = [False] * n
        self.bought = [[] for _ in range(n)]
        self.near_hit = [False] * n
        events = [Event("round", None, {"round": self.round, "night": self.night()})]
        if self.round == self.rules.night_from:
            events += self._nightfall()
        if self.round > 1:
            self.phase = "event"
        else:
            self.phase = "next"
        return events

    def _nightfall(self) -> list[Event]:
        dropped = [g for g in self.goals_open if g is not None]
        self.goals_open = [None] * self.rules.goal_stacks
        self.goals_paid = [0] * self.rules.goal_stacks          # coins paid into them are lost
        self.goals_payers = [[] for _ in range(self.rules.goal_stacks)]
        self.goals_left = self._split(len(self.ctx.goal_deck["night"]))
        return [Event("nightfall", None, {"goals_dropped": dropped})]

    @applies("event")
    def _do_event(self, eid: str) -> list[Event]:
        self.events_seen.append(eid)
        self.event = eid
        card = self.content.event_by_id[eid]
        events = [Event("event", None, {"event": eid})]
        # now-effects, then the bottom half; each may wait for the team's choices
        queue: list[dict] = [{"k": "now", "i": i} for i, e in enumerate(card.effects) if e.when == "now"]
        if card.blast is not None:
            queue.append({"k": "blast", "place": card.blast})
        if card.crowd is not None:
            queue.append({"k": "crowd", "place": card.crowd})
        for item in reversed(queue):
            item.setdefault("ctrl", 0)
            self.stack.append(item)
        self.phase = "effects"
        return events

    @applies("next")
    def _do_next(self, seat: int) -> list[Event]:
        return self._start_turn(seat)

    def _start_turn(self, seat: int) -> list[Event]:
        self.phase = "turn"
        self.active = seat
        self.steps_left = self.steps_per_turn(seat)
        vibe, eff = self.vibe(seat)
        self.bonus_left = vibe.bonus_steps(eff)
        self.passed = []
        self.owes_drink = False
        self.aims = []
        here = self.pos[seat]
        self.stopped = (here in self.blast_tiles() and not vibe.ignores_blast and not self.rules.blast_step_away)
        events = [Event("turn", seat, {"steps": self.steps_left})]
        return events + self._pass(seat, here, start=True)

    def _pass(self, seat: int, tile: int, start: bool = False) -> list[Event]:
        """The festival-goer passes ``tile`` (starts on it or steps onto it)."""
        ctx = self.ctx
        events: list[Event] = []
        vibe, eff = ctx.vibe_of[self.chars[seat]]
        kind = ctx.kind[tile]
        nearby = ctx.rules.must_miss_nearby
        if nearby is not None and not self.near_hit[seat]:
            artist, stage = self.show()
            if artist in self.content_must(self.must_miss[seat]).artists and tile in ctx.near(stage, nearby.radius):
                self.near_hit[seat] = True
        if not start and tile in ctx.place_tiles(self.blast) and not vibe.ignores_blast:
            self.stopped = True
            events.append(Event("blast_stops", seat, {"at": ctx.xy[tile]}))
        if kind == "bar" and "bar" not in self.passed and not self.bladder_full(seat):
            self.passed.append("bar")           # a full bladder walks past: the turn's drink is still to come
            if self.drinks_on_offer(seat):
                self.owes_drink = True
                events.append(Event("must_drink", seat, {"bar": ctx.area[tile]}))
        elif kind == "piggy_bank" and "piggy" not in self.passed:
            self.passed.append("piggy")
            events += self.change(seat, "coins", self.piggy_bank(), cause="piggy_bank")
        elif kind == "toilets" and "toilets" not in self.passed:
            self.passed.append("toilets")
            events += self.change(seat, "bladder", -self.toilet_relief(), cause="toilets")
        events += vibe.passed(self, seat, tile, eff)
        return events

    @applies("step")
    def _do_step(self, xy) -> list[Event]:
        seat = self.active
        tile = self.tile(xy)
        cost = self.step_cost(seat, tile)
        if cost > self.steps_left:
            self.bonus_left -= cost - self.steps_left
            self.steps_left = 0
            self.stopped = True          # bonus steps only carry you onto that tile
            bonus = True
        else:
            self.steps_left -= cost
            bonus = False
        frm = self.pos[seat]
        self.pos[seat] = tile
        if self.bladder_full(seat):      # heading for a toilet: keep those this step brought closer
            loos = self.ctx.loo_dist[self.vibe(seat)[0].through_backstage]
            self.aims = [a for a in self.aims or self.ctx.board.toilets if 0 <= loos[a][tile] < loos[a][frm]]
        events = [Event("step", seat, {"from": self.ctx.xy[frm], "to": xy, "cost": cost, "bonus": bonus})]
        if WALKED not in self.passed:
            self.passed.append(WALKED)
        events += self._pass(seat, tile)
        if not self.bladder_full(seat):
            self.aims = []
        return events

    @applies("sprint")
    def _do_sprint(self) -> list[Event]:
        seat = self.active
        cost = self.sprint_cost()
        self.steps_left += 1
        events = [Event("sprint", seat, {"energy": cost})]
        events += self.change(seat, "energy", -cost, cause="sprint")
        return events

    @applies("drink")
    def _do_drink(self, drink: str) -> list[Event]:
        seat = self.active
        d = self.rules.drinks[drink]
        forced = self.owes_drink
        self.owes_drink = False
        self.bought[seat].append(drink)
        vibe, eff = self.vibe(seat)
        events = [Event("drink", seat, {"drink": drink, "forced": forced})]
        events += self.change(seat, "coins", -self.drink_price(drink), cause="drink")
        events += self.change(seat, "bladder", vibe.drink_bladder(eff, d.bladder), cause="drink")
        events += self.change(seat, "energy", d.energy, cause="drink")
        return events

    @applies("eat")
    def _do_eat(self, stall: str) -> list[Event]:
        seat = self.active
        self.passed.append("food")
        self.bought[seat].append(stall)
        events = [Event("eat", seat, {"food": stall})]
        events += self.change(seat, "coins", -self.food_price(stall), cause="food")
        events += self.change(seat, "energy", self.food_energy(stall), cause="food")
        return events

    @applies("give")
    def _do_give(self, other: int, n: int) -> list[Event]:
        seat = self.active
        self.coins[seat] -= n
        self.coins[other] += n
        return [Event("coins_given", seat, {"to": other, "coins": n})]

    @applies("take")
    def _do_take(self, other: int, n: int) -> list[Event]:
        seat = self.active
        self.coins[other] -= n
        self.coins[seat] += n
        return [Event("coins_given", other, {"to": seat, "coins": n})]

    @applies("pay_goal")
    def _do_pay_goal(self, stack: int, n: int) -> list[Event]:
        seat = self.active
        self.coins[seat] -= n                  # the coins go to the supply
        self.goals_paid[stack] += n
        if seat not in self.goals_payers[stack]:
            self.goals_payers[stack].append(seat)
        return [Event("goal_paid", seat, {"stack": stack, "goal": self.goals_open[stack], "coins": n,
                                          "on_card": self.goals_paid[stack]})]

    # goals: finishing, using, keeping, and the rewards' decisions
    def _use_reward(self, goal: str, involved: list[int]) -> list[Event]:
        reward = self.content.goal_by_id[goal].reward
        events = [Event("goal_used", None, {"goal": goal, "reward": reward.id})]
        return events + goals.REWARDS[reward.id].use(self, reward, list(involved))

    @applies("use_goal")
    def _do_use_goal(self, i: int) -> list[Event]:
        goal, involved = self.kept.pop(i)
        events = self._use_reward(goal, involved)
        if self.stack and self.phase != "effects":
            if self.phase == "turn":
                self.back = "turn"
            self.phase = "effects"
        return events

    @applies("use")
    def _do_use(self) -> list[Event]:
        top = self.stack.pop()
        return self._use_reward(top["goal"], top["involved"])

    @applies("keep")
    def _do_keep(self) -> list[Event]:
        top = self.stack.pop()
        self.kept.append([top["goal"], list(top["involved"])])
        return [Event("goal_kept", None, {"goal": top["goal"]})]

    @applies("receiver")
    def _do_receiver(self, seat: int) -> list[Event]:
        top = self.stack.pop()
        reward = model.Effect(top["reward"], dict(top["params"]))
        return [Event("goal_receiver", seat, {"reward": top["reward"]})] + \
            goals.REWARDS[top["reward"]].give(self, reward, [seat])

    @applies("share")
    def _do_share(self, giver: int, receiver: int) -> list[Event]:
        top = self.stack[-1]
        top["left"] -= 1
        if top["left"] <= 0:
            self.stack.pop()
        events = [Event("fun_shared", giver, {"to": receiver})]
        events += self.change(giver, "fun", -1, cause="share_fun")
        return events + self.change(receiver, "fun", 1, cause="share_fun")

    @applies("share_done")
    def _do_share_done(self) -> list[Event]:
        self.stack.pop()
        return []

    @applies("uncrowd")
    def _do_uncrowd(self, xy) -> list[Event]:
        top = self.stack[-1]
        top["left"] -= 1
        if top["left"] <= 0:
            self.stack.pop()
        self.crowded.remove(self.tile(xy))
        self.crowd_supply += 1
        return [Event("crowd_removed", None, {"from": xy})]

    @applies("uncrowd_done")
    def _do_uncrowd_done(self) -> list[Event]:
        self.stack.pop()
        return []

    @applies("blast")
    def _do_blast(self, place: str) -> list[Event]:
        self.stack.pop()
        self.blast = place
        return [Event("blast_moves", None, {"to": place})]

    @applies("goals_done")
    def _do_goals_done(self) -> list[Event]:
        return self._end_goal_step()

    def _goal_step(self) -> list[Event]:
        """Rulebook step 3: open goals whose requirement is met are finished; the team uses
        each at once or keeps it; empty stacks are refilled; kept goals may be used."""
        events: list[Event] = []
        done = []
        for i, g in enumerate(self.goals_open):
            if g is None:
                continue
            needs = self.content.goal_by_id[g].needs
            involved = goals.NEEDS[needs.id].met(self, i, needs)
            if involved is not None:
                done.append((i, g, involved))
        for i, g, involved in done:
            self.goals_open[i] = None
            self.goals_paid[i] = 0
            self.goals_payers[i] = []
            events.append(Event("goal_done", None, {"goal": g, "stack": i, "involved": involved}))
        for _i, g, involved in reversed(done):
            self.stack.append({"k": "goal_done", "ctrl": 0, "goal": g, "involved": involved})
        self.back = "goals"
        self.phase = "effects" if self.stack else "goals"
        return events

    def _end_goal_step(self) -> list[Event]:
        self.back = "next"
        events = self._show_time()
        if self.photo_possible():
            self.phase = "photo"
            return events + [Event("photo_possible", None, {"round": self.round})]
        return events + self._next_round()

    @applies("end_turn")
    def _do_end_turn(self) -> list[Event]:
        return self._finish_turn()

    def _finish_turn(self) -> list[Event]:
        seat = self.active
        self.moved[seat] = True
        self.active = -1
        self.phase = "next"
        self.extra_steps[seat] = 0
        self.stopped = False
        self.owes_drink = False
        area = self.ctx.area[self.pos[seat]]
        walked = WALKED in self.passed
        return [Event("turn_end", seat, {"area": area, "walked": walked} if area else {"walked": walked})]

    # event choices
    @applies("pick")
    def _do_pick(self, seat: int) -> list[Event]:
        eff = self.stack.pop()
        card = self.content.event_by_id[self.event]
        effect = card.effects[eff["i"]]
        return [Event("picked", seat, {"effect": effect.id})] + effects.EFFECTS[effect.id].run(self, effect, [seat])

    @applies("send_to")
    def _do_send_to(self, xy) -> list[Event]:
        eff = self.stack.pop()
        seat = eff["ctrl"]
        self.pos[seat] = self.tile(xy)
        return [Event("sent", seat, {"to": xy, "area": eff["area"]})]

    @applies("crowd_from")
    def _do_crowd_from(self, xy) -> list[Event]:
        self.stack.pop()
        tile = self.tile(xy)
        self.crowded.remove(tile)
        self.crowd_supply += 1
        return [Event("crowd_moved", None, {"from": xy})]

    def crowd_moves_left(self) -> int:
        """Crowd pawns still to be moved to the place being crowded (the supply being empty)."""
        n = 0
        for top in reversed(self.stack):
            if top["k"] != "crowd_from":
                break
            n += 1
        return n

    def crowd_from_tiles(self, place: str) -> list[int]:
        """The crowd pawns ``("crowd_from_place", place)`` moves: those still to move, as far as ``place``
        (an area) holds pawns outside the place being crowded, in tile order."""
        target = set(self.stack[-1]["tiles"])
        tiles = [t for t in self.crowded if t not in target and self.ctx.area[t] == place]
        return tiles[:self.crowd_moves_left()]

    def crowd_from_count(self, place: str) -> int:
        return len(self.crowd_from_tiles(place))

    @applies("crowd_from_place")
    def _do_crowd_from_place(self, place: str) -> list[Event]:
        """As many of the pawns still to move as ``place`` holds come from there, in one decision."""
        events = []
        for tile in self.crowd_from_tiles(place):
            events += self._do_crowd_from(self.ctx.xy[tile])
        return events

    @applies("photo")
    def _do_photo(self) -> list[Event]:
        self.phase = "over"
        self.result = {"won": True, "round": self.round}
        return [Event("photo", None, {"round": self.round}), Event("won", None, {"round": self.round})]

    @applies("go_on")
    def _do_go_on(self) -> list[Event]:
        return [Event("photo_skipped", None, {"round": self.round})] + self._next_round()

    # -- levels -------------------------------------------------------------------
    def change(self, seat: int, stat: str, delta: int, cause: str = "") -> list[Event]:
        """Add ``delta`` to a level, kept within its bounds; energy 0 means fainting."""
        if delta == 0:
            return []
        values = getattr(self, stat)
        top = self.ctx.level_max.get(stat)
        old = values[seat]
        new = max(0, old + delta)
        if top is not None:
            new = min(top, new)
        values[seat] = new
        events = [Event("level", seat, {"stat": stat, "from": old, "to": new, "cause": cause})] if new != old else []
        if stat == "energy" and new == 0:
            events += self.faint(seat)
        return events

    def faint(self, seat: int) -> list[Event]:
        """Energy 0: carried to first aid, fun lost, energy restored; a turn in progress ends."""
        self.pos[seat] = self.ctx.first_aid
        events = [Event("faint", seat, {"to": self.ctx.xy[self.ctx.first_aid]})]
        self.energy[seat] = self.rules.first_aid_energy
        events += self.change(seat, "fun", self.rules.faint_fun, cause="faint")
        if self.phase == "turn" and self.active == seat:
            events += self._finish_turn()
        return events

    # -- settling: automatic steps between decisions ------------------------------
    def _settle(self) -> list[Event]:
        events: list[Event] = []
        while True:
            phase = self.phase
            if phase == "turn":               # the most frequent: nothing happens by itself in a turn
                return events
            if phase == "goal":
                if self._goal_to_reveal():
                    return events
                if None in self.chars:
                    self.phase = "character"
                    return events
                self.phase = "goals" if self.back == "goals" else "event"
                continue
            if phase == "goals":
                if self._goal_to_reveal():
                    self.phase = "goal"
                    return events
                if self.kept:
                    return events
                events += self._end_goal_step()
                continue
            if phase == "effects":
                if not self.stack:
                    self.phase = self.back
                    if self.back != "goals":
                        self.back = "next"
                    continue
                top = self.stack[-1]
                if top["k"] in ("pick", "send_to", "crowd_from", "goal_done", "receiver", "share_fun",
                                "remove_crowd", "move_blast"):
                    if self.effect_actions(top):
                        return events
                    self.stack.pop()
                    continue
                self.stack.pop()
                events += self._resolve(top)
                continue
            if phase == "event" and self._goal_to_reveal():
                self.phase = "goal"
                return events
            if phase == "next":
                left = [s for s in range(self.num_players) if not self.moved[s]]
                if not left:
                    events += self._end_round()
                    continue
                if len(left) == 1:
                    events += self._start_turn(left[0])
                    continue
                return events
            return events

    def _goal_to_reveal(self) -> bool:
        return any(g is None and self.goals_left[i] > 0 for i, g in enumerate(self.goals_open)) and \
            bool(self.goal_pool())

    def _resolve(self, item: dict) -> list[Event]:
        k = item["k"]
        if k == "now":
            effect = self.content.event_by_id[self.event].effects[item["i"]]
            seats = effects.choosers(self, effect["who"])
            if effect["who"] != "all" and len(seats) > 1:
                self.stack.append({"k": "pick", "ctrl": 0, "i": item["i"], "options": seats})
                return []
            return effects.EFFECTS[effect.id].run(self, effect, seats)
        if k == "blast":
            self.blast = item["place"]
            return [Event("blast_moves", None, {"to": item["place"]})]
        if k == "crowd":
            return self._crowd(item["place"])
        if k == "crowd_fill":
            return self._crowd_fill(item["tiles"])
        raise AssertionError(k)

    def _crowd(self, place: str) -> list[Event]:
        if place == SHOW:
            place = self.show()[1]
        tiles = [t for t in self.ctx.place_tiles(place) if t not in self.crowded]
        need = len(tiles) - self.crowd_supply
        self.stack.append({"k": "crowd_fill", "ctrl": 0, "tiles": tiles, "place": place})
        for _pawn in range(max(0, need)):
            self.stack.append({"k": "crowd_from", "ctrl": 0, "tiles": tiles})
        return []

    def _crowd_fill(self, tiles: list[int]) -> list[Event]:
        placed = [t for t in tiles if t not in self.crowded][:self.crowd_supply]
        self.crowd_supply -= len(placed)
        self.crowded = sorted(self.crowded + placed)
        return [Event("crowded", None, {"tiles": [self.ctx.xy[t] for t in placed]})]

    # -- the end of a round ---------------------------------------------------------
    def _end_round(self) -> list[Event]:
        """All turns are over: the goal step (rulebook step 3) comes first."""
        return self._goal_step()

    def _show_time(self) -> list[Event]:
        """After the goal step: the show's fun and the vibes (step 4), then the round's energy loss
        (the quick overview, L375)."""
        events = [Event("round_end", None, {"round": self.round})]
        events += self._show_fun()
        for seat in range(self.num_players):
            vibe, eff = self.vibe(seat)
            events += vibe.round_end(self, seat, eff)
        for seat in range(self.num_players):
            events += self.change(seat, "energy", -self.rules.energy_per_round, cause="round")
        return events

    def fun_result(self, seat: int) -> tuple[str, str, int]:
        """(row, column, fun) of the fun table for a seat at the end of this round."""
        artist, stage = self.show()
        see = self.content_must(self.must_see[seat]).artists
        miss = self.content_must(self.must_miss[seat]).artists
        row = "must_see" if artist in see else "must_miss" if artist in miss else "regular"
        if self.at_stage(seat, stage) and not self.bladder_full(seat):
            company = any(self.at_stage(o, stage) for o in range(self.num_players) if o != seat)
            col = "together" if company else "alone"
        else:
            col = "missed"
        value = getattr(getattr(self.rules.fun, row), col)
        if col != "missed":
            value += self.mods()["show_fun"]
        return row, col, value

    def _show_fun(self) -> list[Event]:
        events = []
        results = [self.fun_result(s) for s in range(self.num_players)]
        stage = self.show()[1]
        for seat, (row, col, value) in enumerate(results):
            events.append(Event("show", seat, {"row": row, "col": col, "fun": value}))
            events += self.change(seat, "fun", value, cause="show")
            nearby = self.rules.must_miss_nearby
            if nearby is not None and self.near_hit[seat] and col == "missed":
                events += self.change(seat, "fun", nearby.fun, cause="must_miss_nearby")
        delta = self.mods()["show_energy"]
        if delta:
            for seat in range(self.num_players):
                if self.at_stage(seat, stage):
                    events += self.change(seat, "energy", delta, cause="show")
        return events

    def photo_possible(self) -> bool:
        stage = self.show()[1]
        need = self.rules.photo_fun
        return all(self.at_stage(s, stage) and self.fun[s] >= need for s in range(self.num_players))

    def _next_round(self) -> list[Event]:
        if self.round >= self.rules.rounds:
            self.phase = "over"
            self.result = {"won": False, "round": self.round}
            return [Event("lost", None, {"round": self.round})]
        short = self.out_of_reach()
        if short:                         # the sound check (L363): the photo can no longer happen
            self.phase = "over"
            self.result = {"won": False, "round": self.round, "short": short}
            return [Event("lost", None, {"round": self.round, "short": short})]
        self.round += 1
        return self._begin_round()

    # -- the sound check: is the photo still possible? ----------------------------------
    def out_of_reach(self) -> list[int]:
        """The festival-goers who can no longer reach the photo's fun in the rounds left, even with
        every fun the rest of the festival could possibly bring them (checked after a round)."""
        need = self.rules.photo_fun
        goal_fun = self.goal_fun_left()
        return [s for s in range(self.num_players) if self.fun[s] + goal_fun + self.fun_upper_bound(s) < need]

    def fun_upper_bound(self, seat: int) -> int:
        """The most fun ``seat`` could gain in the rounds after this one, goals aside: every act scored
        at its best column of the fun table with the best show event, the best event card's fun, and
        the vibe's fun, every round. A bound, never an estimate: a loss it proves is certain."""
        ctx = self.ctx
        see = self.content_must(self.must_see[seat]).artists
        miss = self.content_must(self.must_miss[seat]).artists
        vibe_fun = max(0, self.vibe(seat)[1].get("fun", 0) or 0)
        total = 0
        for r in range(self.round + 1, self.rules.rounds + 1):
            artist = self.show(r)[0]
            row = getattr(self.rules.fun, "must_see" if artist in see else "must_miss" if artist in miss
                          else "regular")
            best = max(0, row.missed, row.alone + ctx.show_fun_bonus, row.together + ctx.show_fun_bonus)
            total += best + ctx.event_fun + vibe_fun
        return total

    def goal_fun_left(self) -> int:
        """The most fun one festival-goer could still get from goal cards: the kept ones, and the best
        of those that can still be finished (at most one per stack in each goal step left; a card
        revealed in a goal step is first checked in the next one)."""
        ctx = self.ctx
        left = self.rules.rounds - self.round
        fun = ctx.goal_fun
        kept = sum(fun[g] for g, _involved in self.kept)
        cards = [fun[g] for g in self.goals_open if g is not None]
        nightfall = self.round < self.rules.night_from <= self.rules.rounds
        if left > 1 or self.round + 1 == self.rules.night_from:
            cards += [fun[g] for g in self.goal_pool()]
            if nightfall:
                cards += [fun[g] for g in ctx.goal_deck["night"] if g not in self.goals_seen]
        return kept + sum(sorted(cards, reverse=True)[:left * self.rules.goal_stacks])

    def returns(self) -> list[float]:
        won = self.result is not None and self.result["won"]
        return [1.0 if won else 0.0] * self.num_players

    # -- copies, views, JSON ------------------------------------------------------------
    def clone(self) -> BoaromiaState:
        new = object.__new__(BoaromiaState)
        new.content = self.content
        new.num_players = self.num_players
        new.options = self.options
        new.phase = self.phase
        new.round = self.round
        new.sides = self.sides[:]
        new.goals_open = self.goals_open[:]
        new.goals_left = self.goals_left[:]
        new.goals_seen = self.goals_seen[:]
        new.events_seen = self.events_seen[:]
        new.event = self.event
        new.chars = self.chars[:]
        new.pos = self.pos[:]
        new.energy = self.energy[:]
        new.bladder = self.bladder[:]
        new.fun = self.fun[:]
        new.coins = self.coins[:]
        new.must_see = self.must_see[:]
        new.must_miss = self.must_miss[:]
        new.moved = self.moved[:]
        new.active = self.active
        new.steps_left = self.steps_left
        new.bonus_left = self.bonus_left
        new.stopped = self.stopped
        new.passed = self.passed[:]
        new.owes_drink = self.owes_drink
        new.bought = [b[:] for b in self.bought]
        new.near_hit = self.near_hit[:]
        new.extra_steps = self.extra_steps[:]
        new.crowded = self.crowded[:]
        new.crowd_supply = self.crowd_supply
        new.blast = self.blast
        new.stack = [dict(e) for e in self.stack]
        new.result = None if self.result is None else dict(self.result)
        new.is_view = self.is_view
        new.goals_paid = self.goals_paid[:]
        new.goals_payers = [p[:] for p in self.goals_payers]
        new.kept = [[g, inv[:]] for g, inv in self.kept]
        new.back = self.back
        new.goal_draw = self.goal_draw[:]
        new.aims = self.aims[:]
        new.kinds = self.kinds[:]
        try:
            new._ctx = self._ctx               # the same content and options: the same context
        except AttributeError:
            pass
        new._memo = self.memo                  # the same game: what its bots remember
        return new

    def set_seat_kinds(self, kinds: list[str]) -> None:
        """Who sits where, as everyone at the table sees it: the bots read it to tell the friends
        who follow the team's plan from those who play their own way (``bot.own_way``). The rules
        never read it."""
        if len(kinds) != self.num_players:
            raise ValueError(f"expected {self.num_players} seat kinds, got {len(kinds)}")
        self.kinds = [str(k) for k in kinds]

    def view(self, seat: int) -> BoaromiaState:
        """Everything is public: the line-up is face up, musts lie open on the tracks, and the
        event and goal piles are drawn from when needed (nothing is dealt in advance)."""
        return self.clone()

    def determinize(self, rng: random.Random) -> BoaromiaState:
        return self.clone()

    # -- text --------------------------------------------------------------------------
    def describe(self, event: Event, names: list[str]) -> str:
        return LOG(event, self, names, default="")

    def score_table(self, names: list[str]) -> dict:
        return text.score_table(self, names)


def new_state(content: Content, num_players: int, options: dict) -> BoaromiaState:
    state = BoaromiaState(content, num_players, options)
    return state


def state_from_json(data: dict, content: Content) -> BoaromiaState:
    return BoaromiaState.from_json(data, content)
