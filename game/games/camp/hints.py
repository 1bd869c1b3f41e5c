"""What the Camp Roskilde table says: the prompt for the pending decision (with
the tile that asks), why a space or tile cannot be chosen, and every hover
text. Functions of the scene; they change nothing."""

from __future__ import annotations

from game.ui.table import _sentence

from .board import EMPTY, NEIGHBOURS
from .pending import ChainChoice, MainTurn
from .text import SPACE_NAMES, explain_score

#: the first step of each tile rule's choice (``{tile}``: the asking tile's type name)
ASK = {
    "bum": "{tile}: pick a tile from another camp to move here",
    "music": "{tile}: pick a tile of another vibe to scare away",
    "believer": "{tile}: pick a neighbour to discard",
    "babe": "{tile}: pick a tile to wake",
    "main_act": "Main Act: pick another tile to take along",
    "drunk": "{tile}: pick a grounds tile for the empty space",
    "mr_chaos": "{tile}: place the drawn tile",
    "explorer": "{tile}: pick a grounds tile to bring along",
    "player": "{tile}: pick another tile to take along",
    "gamble": "Take a chance: place the drawn tile",
}
#: the second step, once a tile is picked (``{moving}``: its name, ``{camp}``: the camp it goes to)
ASK_WHERE = {
    "bum": "{tile}: pick a space in {camp} for {moving}",
    "music": "{tile}: pick a space in another camp for {moving} to flee to",
    "player": "{tile}: pick a space in {camp} for {moving}",
    "explorer": "{tile}: pick a space in {camp} for {moving}",
    "drunk": "{tile}: put {moving} into the space he left",
}
WHEN_WORDS = {"placed": "When placed", "leaving": "When leaving", "permanent": "Always",
              "scoring": "At scoring", "none": ""}
VIBE_WORDS = {"green": "green", "blue": "blue", "red": "red", "black": "black", "none": "colourless"}


def type_name(scene, tile: int) -> str:
    c = scene.content
    return c.type_by_id[c.kind[tile]].name


def rule_text(scene, tile: int) -> str:
    c = scene.content
    return c.type_by_id[c.kind[tile]].text


def camp_name(scene, camp: int) -> str:
    seat = scene.viewer
    if seat == camp and scene.human_to_act() == camp:
        return "your camp"
    return f"{scene.seats[camp].name}'s camp"


def tile_info(scene, tile: int) -> str:
    """'Blue The Bum (blue, 1 point). When placed: ... “flavour”'."""
    c = scene.content
    pts = c.points[tile]
    unit = "point" if abs(pts) == 1 else "points"
    vibe = VIBE_WORDS[c.vibe[tile]]
    flavour = c.tiles[tile].flavour
    return f"{c.name(tile)} ({vibe}, {pts} {unit}). {rule_text(scene, tile)} “{flavour}”"


def locked_text(scene, camp: int, space: int) -> str:
    lockers = scene.state.lockers(camp, space)
    if not lockers:
        return ""
    names = " and ".join(scene.content.name(t) for t in lockers)
    return f"Locked by {names}."


def asker_space(scene) -> tuple[int, int] | None:
    """Where the tile whose rule asks now lies (None: not in a camp, or no rule asks)."""
    st = scene.state
    p = st.pending()
    if not isinstance(p, ChainChoice):
        return None
    tile = p.tile
    for c in range(st.num_players):
        if tile in st.camps[c]:
            return c, st.camps[c].index(tile)
    return None


def log_special(entry: str) -> bool:
    """Log lines drawn highlighted: extra turns, the clock, the end."""
    return ("wins" in entry or "festival is over" in entry or "another turn" in entry
            or "Time is up" in entry or "A tie" in entry)


# -- the prompt -----------------------------------------------------------------
def prompt(scene) -> dict:
    """``{"title", "detail", "tile"}``: what the prompt panel says, and the tile it shows."""
    st = scene.state
    out = {"title": "", "detail": "", "tile": None}
    actor = scene.seat_to_act()
    if st.is_terminal():
        res = st.result or {}
        w = res.get("winner")
        out["title"] = "The festival is over"
        if w is not None:
            out["detail"] = (f"{scene.seats[w].name} wins" +
                             (" with a perfectly diverse camp." if w in res.get("diverse", []) else
                              f" with {st.score(w)} points."))
        return out
    if actor is None:
        return out
    name = scene.seats[actor].name
    mine = scene.my_turn()
    p = st.pending()
    decision = p.kind
    if not mine:
        verb = "is thinking…" if scene.thinking_seat == actor else "is playing"
        if decision == "tiebreak":
            out["title"] = f"A tie: {name}, the Tiebreaker, picks the winner"
        elif isinstance(p, ChainChoice):
            if p.tile is not None:
                out["tile"] = p.tile
            out["title"] = f"{name} {verb}"
            out["detail"] = ASK.get(decision, "").format(tile=_asker(scene, p))
        else:
            out["title"] = f"{name} {verb}"
            out["detail"] = scene.log[-1] if scene.log else ""
        return out
    you = "Your turn" if len(scene.humans()) == 1 else f"Your turn, {name}"
    picked = scene.picked_tile()
    if decision == "tiebreak":
        out["title"] = "Tiebreaker: pick the winner"
        out["detail"] = "You placed the last tile: you decide who of the tied players wins."
        return out
    if decision == "main":
        if st.finisher is not None:
            you = f"{name}, finish {scene.seats[st.turn].name}'s turn"
        if picked is None:
            out["title"] = f"{you}: pick a tile from the festival grounds"
            if "discard_grounds" in scene.choices.buttons:
                out["title"] = f"{you}: nothing on the grounds fits anywhere"
                out["detail"] = ("None of the tiles can go into any camp without breaking a match. "
                                 "Clear the grounds: they go to the discard pile and the turn passes.")
            else:
                out["detail"] = ("Then click a lit space in any camp: yours to build up, another one to "
                                 "mess up. Wheel, right-click or R turns the tile.")
            return out
        out["tile"] = picked
        out["title"] = f"{scene.content.name(picked)}: {fit_summary(scene)}"
        out["detail"] = rule_text(scene, picked) + "\n" + turn_hint(scene, picked)
        return out
    asker = _asker(scene, p)
    out["tile"] = p.tile
    src = scene.source
    moving = None
    if src is not None:
        moving = src[1] if src[0] == "tile" else st.camps[src[1]][src[2]]
    if moving is not None and decision in ASK_WHERE and (decision not in ("mr_chaos", "gamble")):
        dest = p.to if decision == "player" else p.camp
        camp = camp_name(scene, dest) if dest is not None else "another camp"
        out["title"] = ASK_WHERE[decision].format(tile=asker, moving=scene.content.name(moving), camp=camp)
    else:
        out["title"] = ASK.get(decision, f"{asker}: choose").format(tile=asker)
        if decision == "player" and p.to is None:
            out["title"] = f"{asker}: pick another tile to take along to the discard pile"
    if decision in ("mr_chaos", "gamble"):
        out["tile"] = p.drawn
        out["detail"] = f"Drawn: {scene.content.name(p.drawn)}. {rule_text(scene, p.drawn)}"
    else:
        out["detail"] = rule_text(scene, p.tile) if p.tile is not None else ""
    turn_name = scene.seats[st.turn].name
    if actor != st.turn and st.finisher == actor:
        out["detail"] = f"{name}, you finish {turn_name}'s turn. " + out["detail"]
    elif actor != st.turn:
        out["detail"] = f"My camp – my rules: {name} decides for their own camp. " + out["detail"]
    return out


def turn_hint(scene, tile: int) -> str:
    if scene.state.options.get("ups_and_downs"):
        return "Ups and downs: it goes in as printed. Click it again to put it back."
    if not scene.content.coloured[tile]:
        return "No symbols: it fits any way round. Click it again to put it back."
    return "R, right-click or the wheel turns it; click it again to put it back."


def fit_summary(scene) -> str:
    """'fits 2 spaces as shown, 5 more turned' for the picked tile."""
    lit = scene.lit().values()
    now = sum(1 for how in lit if how == "now")
    turned = sum(1 for how in lit if how == "turn")
    match = sum(1 for how in lit if how == "match")
    if not now and not turned and not match:
        return "it fits nowhere"
    parts = []
    if now:
        parts.append(f"fits {now} space{'s' if now != 1 else ''} as shown")
    if turned:
        parts.append(f"{turned} more turned" if now else f"fits {turned} space{'s' if turned != 1 else ''} turned")
    if match:
        parts.append(f"matches {match} tile{'s' if match != 1 else ''}")
    return ", ".join(parts)


def _asker(scene, p) -> str:
    if getattr(p, "ability", None) == "gamble":
        return "Take a chance"
    t = getattr(p, "tile", None)
    return type_name(scene, t) if t is not None else "The rules"


# -- why not -------------------------------------------------------------------------
def why_not_space(scene, camp: int, space: int) -> str:
    """Why the picked source cannot go to (or a click cannot choose) this space ("" if it can)."""
    st = scene.state
    src = scene.source
    if not scene.my_turn():
        return _wait(scene)
    tile = scene.picked_tile()
    if src is not None and tile is not None:
        if (camp, space) in scene.targets_now():
            return ""
        occupied = st.camps[camp][space] != EMPTY
        if occupied and scene.match_targets() and (camp, space) not in scene.targets_now():
            return _sentence(f"Matchmaking needs a tile of the same type in another vibe: "
                             f"{scene.content.name(tile)} cannot match {scene.content.name(st.camps[camp][space])}")
        rot = scene.rot
        reason = st.why_not(camp, space, tile, rot)
        dest = _dest_camps(scene)
        if dest is not None and camp not in dest:
            return _sentence(f"{_asker(scene, st.pending())} sends it to "
                             f"{' or '.join(camp_name(scene, c) for c in dest)}")
        if reason is None:
            reason = "that is not a choice now"
        elif st.camps[camp][space] == EMPTY and st.count(camp) < 9 and len(st.rotations_of(tile)) > 1:
            reason += "; no turn of the tile fits here"
        return _sentence(reason)
    # nothing picked: is this camp tile a source?
    if st.camps[camp][space] == EMPTY:
        if isinstance(st.pending(), MainTurn):
            return "Pick a tile from the festival grounds first."
        return ""
    if ("space", camp, space) in scene.choices.by_source:
        return ""
    return why_not_source(scene, camp, space)


def why_not_source(scene, camp: int, space: int) -> str:
    st = scene.state
    eff = st.pending()
    decision = eff.kind
    tile = st.camps[camp][space]
    name = scene.content.name(tile)
    if decision == "main":
        if scene.match_targets():
            return "Pick a grounds tile first, then the tile it matches."
        return f"{name} stays where it is: pick a tile from the festival grounds."
    if decision == "tiebreak":
        return "Pick the winner with the buttons below."
    if not scene.choices.space_sources():
        return f"{_asker(scene, eff)}: pick from the festival grounds."
    lock = locked_text(scene, camp, space)
    if lock and decision != "main_act":
        return f"{name} cannot leave: {lock}"
    c = scene.content
    home = eff.camp
    if decision == "bum" and camp == home:
        return "The Bum takes a tile from another camp, not from his own."
    if decision in ("music", "main_act", "babe", "player") and camp != home:
        return f"{_asker(scene, eff)} works in its own camp ({camp_name(scene, home)})."
    if decision == "music":
        if not c.coloured[tile]:
            return "Music does not work on colourless tiles."
        if c.vibe[tile] == eff.vibe:
            return f"Music scares tiles of another vibe: {name} likes this {eff.vibe} music."
    if decision == "believer" and space not in NEIGHBOURS[eff.space]:
        return "The Believer only reaches a direct neighbour (not diagonally)."
    if decision == "babe":
        if tile == eff.tile:
            return "The Babe wakes another tile, not herself."
        if c.kind[tile] == "babe":
            return "Never another Babe (that would collapse the universe)."
        return f"{name} has no 'when placed' rule to wake."
    if tile == eff.tile:
        return f"{name} is the one asking."
    return f"{name} fits nowhere it could go."


def _dest_camps(scene) -> list[int] | None:
    """The camps the asking rule sends the picked tile to (None: any camp)."""
    st = scene.state
    p = st.pending()
    if not isinstance(p, ChainChoice):
        return None
    if p.ability in ("bum", "explorer", "mr_chaos", "drunk"):
        return [p.camp]
    if p.ability == "player" and p.to is not None:
        return [p.to]
    if p.ability == "music":
        return [c for c in range(st.num_players) if c != p.camp]
    return None


def _wait(scene) -> str:
    seat = scene.seat_to_act()
    if seat is None:
        return "The game is over."
    return f"Wait: it is {scene.seats[seat].name}'s turn."


# -- hover texts ------------------------------------------------------------------------
def score_text(scene, camp: int) -> str:
    """How a camp's score is made, and how far it is from a perfectly diverse camp."""
    st = scene.state
    gap = st.diversity_gap(camp)
    pts = st.score(camp)
    head = f"{scene.seats[camp].name}: {pts} point{'s' if abs(pts) != 1 else ''}"
    how = f"{explain_score(st, camp)} (the biggest vibe minus the second biggest, then the colourless tiles)"
    if st.diverse(camp):
        div = "Perfectly diverse: this camp wins whatever the points!"
    else:
        parts = []
        if gap["tiles"] < 9:
            left = 9 - gap["tiles"]
            parts.append(f"{left} more tile{'s' if left != 1 else ''}")
        if gap["repeats"]:
            parts.append(f"{gap['repeats']} repeated type{'s' if gap['repeats'] != 1 else ''} to lose")
        if gap["missing_vibes"]:
            parts.append("missing " + ", ".join(VIBE_WORDS[v] for v in gap["missing_vibes"]))
        div = f"Diversity ({gap['tiles']}/9 tiles): " + "; ".join(parts) + "."
    return f"{head}\n{how}\n{div}"


def tooltip(scene, name: str | None) -> str:
    if not name:
        return ""
    st = scene.state
    if name.startswith("grounds:"):
        t = int(name[8:])
        text = tile_info(scene, t)
        if not scene.my_turn():
            return text
        if ("tile", t) in scene.choices.by_source:
            if scene.source == ("tile", t):
                return f"{text} Picked: click a lit space, or click it again to put it back."
            return f"{text} Click to pick it up."
        if isinstance(st.pending(), MainTurn) and "discard_grounds" not in scene.choices.buttons:
            return f"{text} It fits nowhere right now."
        return text
    if name.startswith("space:"):
        _, c, s = name.split(":")
        camp, space = int(c), int(s)
        tile = st.camps[camp][space]
        picked = scene.picked_tile()
        if scene.my_turn() and picked is not None:
            if (camp, space) in scene.targets_now():
                if tile != EMPTY:
                    return (f"Matchmaking: {scene.content.name(picked)} takes {scene.content.name(tile)} "
                            "with it to the discard pile. Click to match.")
                rot = scene.place_rot(camp, space)
                turned = "" if rot == scene.rot or rot is None else " (turned as shown)"
                return f"Click to place {scene.content.name(picked)} here{turned}."
            return why_not_space(scene, camp, space)
        if tile == EMPTY:
            if scene.my_turn() and isinstance(st.pending(), MainTurn):
                return f"{camp_name(scene, camp).capitalize()}, {SPACE_NAMES[space]}: empty. " \
                       "Pick a tile from the festival grounds first."
            return ""
        info = tile_info(scene, tile)
        if tile in scene.marks:
            info += " (Placed or moved last turn: blue outline.)"
        lock = locked_text(scene, camp, space)
        if lock:
            info += " " + lock
        if scene.my_turn() and isinstance(st.pending(), ChainChoice):
            if ("space", camp, space) in scene.choices.by_source:
                return f"{info} Click to pick it."
            return f"{info} {why_not_source(scene, camp, space)}"
        return info
    if name.startswith("score:"):
        return score_text(scene, int(name[6:]))
    if name == "pile":
        n = len(st.pile)
        text = f"Draw pile: {n} tile{'s' if n != 1 else ''} face down."
        if st.reshuffles:
            text += " When it runs out the discard pile is shuffled into a new one, once."
        else:
            text += " When it runs out, the festival ends after that turn."
        return text
    if name == "discard":
        return f"Discard pile: {len(st.discard)} tiles."
    if name == "rotate":
        tile = scene.picked_tile()
        if st.options.get("ups_and_downs"):
            return "Ups and downs: tiles go in the way they are printed; they cannot be turned."
        if tile is None:
            return "Turn the picked tile a quarter clockwise (also R, right-click or the mouse wheel)."
        if not scene.content.coloured[tile]:
            return "Colourless tiles have no symbols: they fit any way round."
        return "Turn the tile a quarter clockwise (also R, right-click or the mouse wheel)."
    if name == "gamble":
        return ("Take a chance: instead of a grounds tile, take the top tile of the draw pile unseen. "
                "It must be placed if it fits anywhere, else it is discarded.")
    if name == "clear_grounds":
        return ("None of the grounds tiles fits into any camp: discard them all and end your turn. "
                "New tiles are drawn for the next player.")
    if name.startswith("winner:"):
        seat = int(name[7:])
        return f"Name {scene.seats[seat].name} the winner ({st.score(seat)} points)."
    if name == "rules":
        return "Read the rules of Camp Roskilde."
    if name == "menu":
        return "Pause: undo, save, settings, leave the game."
    if name == "log":
        return "Every action so far. Scroll with the mouse wheel."
    return ""
