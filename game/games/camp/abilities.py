"""Tile rules as handlers registered by their YAML ability id (no pygame).

A handler reacts to its tile being placed (``placed``) or leaving a camp
(``leaving``), and may push a choice onto the state's stack:
``{"k": "choice", "ability": id, "ctrl": seat, ...}``. For a choice,
``options`` lists every legal answer (an empty list means the forced effect is
impossible and is skipped, see ``impossible``) and ``choose`` carries one out.
``locked_dirs`` gives the directions a permanent lock tile locks.
"""

from __future__ import annotations

from game.core.state import Event

from .board import DIRS, EMPTY, NEIGHBOURS

HANDLERS: dict[str, Ability] = {}


def register(cls):
    HANDLERS[cls.id] = cls()
    return cls


class Ability:
    id = ""
    #: True for the rules' own helpers (not a tile ability a YAML file may name)
    internal = False

    def placed(self, st, eff: dict) -> list[Event]:
        return []

    def leaving(self, st, eff: dict) -> list[Event]:
        return []

    def options(self, st, eff: dict) -> list:
        return []

    def choose(self, st, eff: dict, action) -> list[Event]:
        return []

    def impossible(self, st, eff: dict) -> list[Event]:
        return [Event("skipped", eff.get("ctrl"), {"ability": self.id, "tile": eff.get("tile")})]

    def drawn(self, st, eff: dict, tile: int | None) -> list[Event]:
        return []

    def locked_dirs(self, st, tile: int, rot: int) -> tuple[int, ...]:
        return ()

    # helpers shared by the rules that ask for a choice
    def ask(self, st, camp: int, **data) -> list[Event]:
        eff = {"k": "choice", "ability": self.id, "ctrl": st.controller(camp), "camp": camp, **data}
        st.stack.append(eff)
        return [Event("asks", eff["ctrl"], {"ability": self.id, "tile": data.get("tile")})]


def _moves_into(st, sources, dest_camps) -> list:
    """("move", c, s, c2, s2, r) for every listed tile that fits somewhere in ``dest_camps``."""
    out = []
    opens = {c: st.open_spaces(c) for c in dest_camps}
    for c, s in sources:
        tile = st.camps[c][s]
        for c2, s2, r in st.placements(tile, dest_camps, opens):
            out.append(("move", c, s, c2, s2, r))
    return out


def _do_move(st, eff, action) -> list[Event]:
    _, c, s, c2, s2, r = action
    return st.take_out(c, s, eff["ctrl"], to=(c2, s2, r))


@register
class PartyAnimal(Ability):
    id = "party_animal"

    def placed(self, st, eff):
        st.extra_turns += 1
        st.party.append(eff["tile"])
        return [Event("extra_turn_won", st.turn, {"tile": eff["tile"], "camp": eff["camp"]})]


@register
class Bum(Ability):
    """Move an unlocked tile from another camp into the Bum's camp."""
    id = "bum"

    def placed(self, st, eff):
        return self.ask(st, eff["camp"], tile=eff["tile"])

    def options(self, st, eff):
        camp = eff["camp"]
        sources = [(c, s) for c in range(st.num_players) if c != camp for s in st.movable(c)]
        return _moves_into(st, sources, [camp])

    def choose(self, st, eff, action):
        return _do_move(st, eff, action)


@register
class Explorer(Ability):
    """Bring one more tile from the festival grounds into this camp."""
    id = "explorer"

    def placed(self, st, eff):
        return self.ask(st, eff["camp"], tile=eff["tile"])

    def options(self, st, eff):
        camp = eff["camp"]
        return [("place", t, c, s, r) for t in st.grounds for c, s, r in st.placements(t, [camp])]

    def choose(self, st, eff, action):
        _, t, c, s, r = action
        st.grounds.remove(t)
        return st.put(t, c, s, r, eff["ctrl"], source="grounds")


@register
class Believer(Ability):
    """Send one unlocked neighbour to the discard pile."""
    id = "believer"

    def placed(self, st, eff):
        return self.ask(st, eff["camp"], tile=eff["tile"], space=eff["space"])

    def options(self, st, eff):
        camp, space = eff["camp"], eff["space"]
        if st.camps[camp][space] != eff["tile"]:
            return []                      # the Believer has already left again
        row = st.camps[camp]
        return [("discard_tile", camp, n) for n in NEIGHBOURS[space]
                if n >= 0 and row[n] != EMPTY and not st.locked(camp, n)]

    def choose(self, st, eff, action):
        return st.take_out(action[1], action[2], eff["ctrl"], to=None)


@register
class Player(Ability):
    """When leaving: another unlocked tile of the old camp goes the same way."""
    id = "player"

    def leaving(self, st, eff):
        return self.ask(st, eff["camp"], tile=eff["tile"], to=eff["to"])

    def options(self, st, eff):
        camp, to = eff["camp"], eff["to"]
        movable = st.movable(camp)
        if to is None:
            return [("discard_tile", camp, s) for s in movable]
        return _moves_into(st, [(camp, s) for s in movable], [to])

    def choose(self, st, eff, action):
        if action[0] == "discard_tile":
            return st.take_out(action[1], action[2], eff["ctrl"], to=None)
        return _do_move(st, eff, action)


@register
class Music(Ability):
    """Scare an unlocked tile of another vibe (not colourless) into another camp."""
    id = "music"

    def placed(self, st, eff):
        return self.ask(st, eff["camp"], tile=eff["tile"], vibe=st.content.vibe[eff["tile"]])

    def options(self, st, eff):
        camp, vibe = eff["camp"], eff["vibe"]
        c = st.content
        sources = [(camp, s) for s in st.movable(camp)
                   if c.coloured[st.camps[camp][s]] and c.vibe[st.camps[camp][s]] != vibe]
        others = [x for x in range(st.num_players) if x != camp]
        return _moves_into(st, sources, others)

    def choose(self, st, eff, action):
        return _do_move(st, eff, action)


@register
class Babe(Ability):
    """Wake another tile of this camp: its 'when placed' rule works again (never a Babe)."""
    id = "babe"

    def placed(self, st, eff):
        return self.ask(st, eff["camp"], tile=eff["tile"])

    def options(self, st, eff):
        camp = eff["camp"]
        c = st.content
        out = []
        for s, t in enumerate(st.camps[camp]):
            if t == EMPTY or t == eff["tile"] or c.kind[t] == "babe":
                continue
            if c.type_by_id[c.kind[t]].when == "placed" and self._wakes(st, t):
                out.append(("activate", camp, s))
        return out

    @staticmethod
    def _wakes(st, tile: int) -> bool:
        ability = st.content.ability[tile]
        return ability != "volunteer" or bool(st.options["volunteer"])

    def choose(self, st, eff, action):
        _, camp, space = action
        tile = st.camps[camp][space]
        st.stack.append({"k": "placed", "tile": tile, "camp": camp, "space": space, "woken": True})
        return [Event("activated", eff["ctrl"], {"tile": tile, "camp": camp, "space": space,
                                                  "by": eff["tile"]})]


@register
class LockTwo(Ability):
    """Bar and The Storyteller: lock the two neighbours their arrows point at."""
    id = "lock_two"

    def locked_dirs(self, st, tile, rot):
        return tuple((d + rot) % 4 for d in st.content.lock_dirs[tile])


@register
class LockAll(Ability):
    """Your Mom: locks every neighbour."""
    id = "lock_all"

    def locked_dirs(self, st, tile, rot):
        return DIRS


@register
class Drunk(Ability):
    """When leaving: the mover puts a grounds tile into the camp he left, wherever it fits (L225)."""
    id = "drunk"

    def leaving(self, st, eff):
        ctrl = st.controller(eff["camp"]) if st.options["my_camp_my_rules"] else eff["mover"]
        st.stack.append({"k": "choice", "ability": self.id, "ctrl": ctrl,
                         "camp": eff["camp"], "space": eff["space"], "tile": eff["tile"]})
        return [Event("asks", ctrl, {"ability": self.id, "tile": eff["tile"]})]

    def options(self, st, eff):
        camp = eff["camp"]
        return [("place", t, c, s, r) for t in st.grounds for c, s, r in st.placements(t, [camp])]

    def choose(self, st, eff, action):
        _, t, c, s, r = action
        st.grounds.remove(t)
        return st.put(t, c, s, r, eff["ctrl"], source="grounds")


@register
class MrChaos(Ability):
    """When placed: the top tile of the draw pile joins this camp, or is discarded."""
    id = "mr_chaos"

    def placed(self, st, eff):
        st.stack.append({"k": "draw", "ability": self.id, "ctrl": st.controller(eff["camp"]),
                         "camp": eff["camp"], "tile": eff["tile"]})
        return []

    def drawn(self, st, eff, tile):
        if tile is None:
            return [Event("skipped", eff["ctrl"], {"ability": self.id, "tile": eff["tile"]})]
        st.stack.append({"k": "choice", "ability": self.id, "ctrl": eff["ctrl"], "camp": eff["camp"],
                         "drawn": tile, "tile": eff["tile"]})
        return [Event("chaos_draw", eff["ctrl"], {"tile": tile, "camp": eff["camp"]})]

    def options(self, st, eff):
        t = eff["drawn"]
        return [("place", t, c, s, r) for c, s, r in st.placements(t, [eff["camp"]])]

    def choose(self, st, eff, action):
        _, t, c, s, r = action
        return st.put(t, c, s, r, eff["ctrl"], source="pile")

    def impossible(self, st, eff):
        st.discard.append(eff["drawn"])
        return [Event("chaos_discard", eff["ctrl"], {"tile": eff["drawn"]})]


@register
class LakeOfPuke(Ability):
    """When placed: every unlocked neighbour goes to the discard pile."""
    id = "lake_of_puke"

    def placed(self, st, eff):
        camp, space = eff["camp"], eff["space"]
        if st.camps[camp][space] != eff["tile"]:
            return []
        row = st.camps[camp]
        victims = [n for n in NEIGHBOURS[space] if n >= 0 and row[n] != EMPTY and not st.locked(camp, n)]
        events = [Event("puke", st.turn, {"camp": camp, "space": space, "victims": list(victims)})]
        for n in reversed(victims):       # the first victim's 'when leaving' resolves first
            events += st.take_out(camp, n, st.turn, to=None)
        return events


@register
class MainAct(Ability):
    """When placed: goes to the discard pile at once with another tile of the camp, locked or not."""
    id = "main_act"

    def placed(self, st, eff):
        camp, space = eff["camp"], eff["space"]
        if st.camps[camp][space] != eff["tile"]:
            return []
        st.camps[camp][space] = EMPTY
        st.discard.append(eff["tile"])
        events = [Event("discarded", st.turn, {"tile": eff["tile"], "camp": camp, "space": space})]
        return events + self.ask(st, camp, tile=eff["tile"])

    def options(self, st, eff):
        camp = eff["camp"]
        return [("discard_tile", camp, s) for s, t in enumerate(st.camps[camp]) if t != EMPTY]

    def choose(self, st, eff, action):
        return st.take_out(action[1], action[2], eff["ctrl"], to=None)

    def impossible(self, st, eff):
        return []


@register
class Volunteer(Ability):
    """Our rule (variant): the top tile of the discard pile goes back to the festival grounds."""
    id = "volunteer"

    def placed(self, st, eff):
        if not st.options["volunteer"] or not st.discard:
            return []
        tile = st.discard.pop()
        st.grounds.append(tile)
        return [Event("recycled", st.turn, {"tile": tile, "by": eff["tile"]})]


@register
class Gamble(Ability):
    """Take a chance: the top tile of the draw pile must be placed, or is discarded."""
    id = "gamble"
    internal = True

    def drawn(self, st, eff, tile):
        if tile is None:
            return []
        st.stack.append({"k": "choice", "ability": self.id, "ctrl": eff["ctrl"], "drawn": tile, "tile": tile})
        return [Event("gamble_draw", eff["ctrl"], {"tile": tile})]

    def options(self, st, eff):
        t = eff["drawn"]
        return [("place", t, c, s, r) for c, s, r in st.placements(t)]

    def choose(self, st, eff, action):
        _, t, c, s, r = action
        return st.put(t, c, s, r, eff["ctrl"], source="pile")

    def impossible(self, st, eff):
        st.discard.append(eff["drawn"])
        return [Event("gamble_discard", eff["ctrl"], {"tile": eff["drawn"]})]
