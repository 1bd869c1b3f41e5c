"""Camp Roskilde in words: log lines (the :data:`~.events.LOG` handlers) and the results
table (no pygame). Every line is a whole sentence through gettext."""

from __future__ import annotations

from game.core.i18n import N_, _, and_list, ngettext

from .events import LOG
from .model import VIBE_WORDS, VIBES

SPACE_NAMES = (N_("top left"), N_("top"), N_("top right"), N_("left"), N_("centre"), N_("right"),
               N_("bottom left"), N_("bottom"), N_("bottom right"))
#: a tile's rule in a few words, by its ability (shown under the grounds tiles; the full rule is in
#: types.yaml's text)
SHORT_RULES = {
    "party_animal": N_("Gives you another turn"),
    "bum": N_("Pulls a tile in from a camp"),
    "explorer": N_("Adds a grounds tile"),
    "believer": N_("Discards a neighbour"),
    "player": N_("Leaving: takes a tile"),
    "music": N_("Sends off another vibe"),
    "babe": N_("Wakes a tile again"),
    "lock_two": N_("Locks where arrows point"),
    "lock_all": N_("Locks all neighbours"),
    "drunk": N_("Leaving: camp refilled"),
    "mr_chaos": N_("Draws a tile to his camp"),
    "lake_of_puke": N_("Discards all neighbours"),
    "main_act": N_("Leaves with another tile"),
    "volunteer": N_("Brings a discard back"),
}
VIBE_ROWS = {"green": N_("Green vibe"), "blue": N_("Blue vibe"), "red": N_("Red vibe"),
             "black": N_("Black vibe")}


def _who(ev, names: list[str]) -> str:
    return names[ev.seat] if ev.seat is not None and ev.seat >= 0 else ""


LOG.quiet("drawn", "turn_end", "asks", "gamble_draw")
LOG.headline("turn_start", "extra_turn_won", "time_up", "game_end", "tiebreak", "winner")


@LOG.on("turn_start")
def _turn_start(ev, st, names):
    return _("{who} takes another turn.").format(who=_who(ev, names)) if ev.data["extra"] else ""


@LOG.on("placed")
def _placed(ev, st, names):
    d = ev.data
    if d["from"] == "camp":
        return ""                      # the "moved" line already says it
    if d["from"] == "pile":
        text = _("{who} places {tile} from the draw pile in {owner}'s camp ({space}).")
    else:
        text = _("{who} places {tile} in {owner}'s camp ({space}).")
    return text.format(who=_who(ev, names), tile=st.content.name(d["tile"]), owner=names[d["camp"]],
                       space=_(SPACE_NAMES[d["space"]]))


@LOG.on("moved")
def _moved(ev, st, names):
    d = ev.data
    return _("{tile} moves from {owner}'s camp to {other}'s camp.").format(
        tile=st.content.name(d["tile"]), owner=names[d["camp"]], other=names[d["to_camp"]])


@LOG.on("discarded")
def _discarded(ev, st, names):
    return _("{tile} leaves {owner}'s camp for the discard pile.").format(
        tile=st.content.name(ev.data["tile"]), owner=names[ev.data["camp"]])


@LOG.on("matched")
def _matched(ev, st, names):
    d = ev.data
    return _("{who} uses {tile} to match {other} out of {owner}'s camp.").format(
        who=_who(ev, names), tile=st.content.name(d["tile"]), other=st.content.name(d["other"]),
        owner=names[d["camp"]])


@LOG.on("grounds_discarded")
def _grounds_discarded(ev, st, names):
    return _("Nothing fits anywhere: {who} clears the festival grounds.").format(who=_who(ev, names))


@LOG.on("extra_turn_won")
def _extra_turn_won(ev, st, names):
    return _("{tile}: {who} will take another turn.").format(tile=st.content.name(ev.data["tile"]),
                                                             who=_who(ev, names))


@LOG.on("activated")
def _activated(ev, st, names):
    return _("{by} wakes {tile}.").format(by=st.content.name(ev.data["by"]), tile=st.content.name(ev.data["tile"]))


@LOG.on("recycled")
def _recycled(ev, st, names):
    return _("{by} brings {tile} back to the festival grounds.").format(
        by=st.content.name(ev.data["by"]), tile=st.content.name(ev.data["tile"]))


#: the log lines that name one tile and nobody else
TILE_LINES = {
    "quiet": N_("{tile} has already done its thing this turn."),
    "skipped": N_("{tile} cannot do anything here."),
    "chaos_draw": N_("Mr. Chaos drags {tile} in from the draw pile."),
    "chaos_discard": N_("{tile} does not fit and is discarded."),
    "gamble_discard": N_("{tile} fits nowhere and is discarded."),
}


@LOG.on(*TILE_LINES)
def _tile_line(ev, st, names):
    return _(TILE_LINES[ev.kind]).format(tile=st.content.name(ev.data["tile"]))


@LOG.on("gamble")
def _gamble(ev, st, names):
    return _("{who} takes a chance on the draw pile.").format(who=_who(ev, names))


@LOG.on("puke")
def _puke(ev, st, names):
    return _("Lake of Puke clears its neighbours.") if ev.data["victims"] else ""


@LOG.on("reshuffled")
def _reshuffled(ev, st, names):
    n = ev.data["tiles"]
    return ngettext("The draw pile is empty: the discard pile is shuffled into a new one ({n} tile).",
                    "The draw pile is empty: the discard pile is shuffled into a new one ({n} tiles).",
                    n).format(n=n)


@LOG.on("time_up")
def _time_up(ev, st, names):
    return _("Time is up! {finisher} finishes {who}'s turn.").format(finisher=names[ev.data["finisher"]],
                                                                      who=_who(ev, names))


@LOG.on("game_end")
def _game_end(ev, st, names):
    if ev.data["reason"] == "full":
        return _("{owner}'s camp is full: the festival is over.").format(owner=names[ev.data["full"][0]])
    return _("The draw pile is empty: the festival is over.")


@LOG.on("tiebreak")
def _tiebreak(ev, st, names):
    return _("A tie! {who} is the Tiebreaker and picks the winner.").format(who=_who(ev, names))


@LOG.on("winner")
def _winner(ev, st, names):
    if ev.data["tiebreak"]:
        return _("{by} names {who} the winner.").format(by=names[ev.data["by"]], who=_who(ev, names))
    return _("{who} wins.").format(who=_who(ev, names))


# -- the results table ----------------------------------------------------------------
def explain_score(st, camp: int) -> str:
    """'red 5 minus green 3, colourless -1 = 1' for one camp."""
    points = st.vibe_points(camp)
    first, second = sorted(VIBES, key=lambda v: -points[v])[:2]
    values = {"first": _(VIBE_WORDS[first]), "a": points[first], "second": _(VIBE_WORDS[second]),
              "b": points[second], "score": st.score(camp)}
    if any(not st.content.coloured[t] for t in st.tiles_in(camp)):
        return _("{first} {a} minus {second} {b}, colourless {c} = {score}").format(
            c=f"{st.colourless_points(camp):+d}", **values)
    return _("{first} {a} minus {second} {b} = {score}").format(**values)


def _headline(st, names: list[str], result: dict) -> str:
    winner = result.get("winner")
    if winner is None:
        return _("The Tiebreaker is choosing...")
    if winner in result.get("diverse", []):
        return _("{name} wins with a perfectly diverse camp").format(name=names[winner])
    points = st.score(winner)
    if len(result.get("candidates", [])) > 1:
        text = ngettext("{name} wins with {n} point, the Tiebreaker's pick",
                        "{name} wins with {n} points, the Tiebreaker's pick", abs(points))
    else:
        text = ngettext("{name} wins with {n} point", "{name} wins with {n} points", abs(points))
    return text.format(name=names[winner], n=points)


def score_table(st, names: list[str]) -> dict:
    n = st.num_players
    rows = [{"label": _(VIBE_ROWS[vibe]), "values": [st.vibe_points(c)[vibe] for c in range(n)], "style": "info"}
            for vibe in VIBES]
    rows.append({"label": _("Colourless tiles"), "values": [st.colourless_points(c) for c in range(n)],
                 "style": "info"})
    rows.append({"label": _("Tiles in camp"), "values": [st.count(c) for c in range(n)], "style": "info"})
    rows.append({"label": _("Perfectly diverse"), "values": [_("yes") if st.diverse(c) else "-" for c in range(n)],
                 "style": "row"})
    rows.append({"label": _("Score"), "values": [st.score(c) for c in range(n)], "style": "total"})
    notes = [_("{name}: {how}").format(name=names[c], how=explain_score(st, c)) for c in range(n)]
    result = st.result or {}
    if result.get("diverse"):
        notes.insert(0, _("A perfectly diverse camp wins, whatever the points."))
    if len(result.get("candidates", [])) > 1:
        notes.insert(0, _("Tie between {names}: {tiebreaker} placed the last tile and was the Tiebreaker.").format(
            names=and_list(names[c] for c in result["candidates"]), tiebreaker=names[st.tiebreaker()]))
    winner = result.get("winner")
    return {"headline": _headline(st, names, result), "winners": [] if winner is None else [winner],
            "columns": list(names), "rows": rows, "notes": notes}


def short_rule(st, tile: int) -> str:
    """The tile's rule in a few words ("" for a tile without one, or The Volunteer without his
    variant)."""
    ability = st.content.ability[tile]
    if ability == "volunteer" and not st.options["volunteer"]:
        return ""
    return _(SHORT_RULES[ability]) if ability in SHORT_RULES else ""
