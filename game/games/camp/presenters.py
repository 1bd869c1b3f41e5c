"""What the Camp Roskilde table says (no pygame): the prompt for the pending decision (with
the tile that asks), why a space, a tile or a turn cannot be chosen, and every hover text.

The functions read a :class:`game.ui.context.TableContext` ``ctx`` (the kit's record of what the
table shows: the view drawn, the seats, who decides, the selection ``ctx.selection``, a
:class:`.selection.Selection`, the recent tiles ``ctx.recent``), never the scene; a test builds one
from a real state with ``TableContext.of``. Why an action is not legal, the rules say
(``CampState.why_not``). They change nothing."""

from __future__ import annotations

from typing import NamedTuple

from game.core.i18n import N_, _, and_list, ngettext

from .board import EMPTY
from .model import VIBE_WORDS
from .pending import ChainChoice, MainTurn, Tiebreak
from .text import SPACE_NAMES, explain_score

#: the title once a tile to move is picked, for the rules that bring it into a camp
INTO = N_("{tile}: pick a space in {camp} for {moving}")


class Ask(NamedTuple):
    """What a kind of decision asks: the title, the title once a tile is picked ("": the same), and
    the detail ("": the rule of the tile that asks, or of the tile picked)."""

    title: str
    picked: str = ""
    detail: str = ""


#: the prompt by the kind of decision: the rules' kinds, and "picked" (a main turn's tile picked),
#: "clear" (nothing on the grounds fits), "player_off" (The Player leaves for the discard pile).
#: Placeholders: {you} (who plays the turn), {tile} (the asking tile's type), {moving} (the tile
#: picked), {camp} (where it goes), {fits} (how it fits).
PROMPTS = {
    "main": Ask(N_("{you}: pick a tile from the festival grounds"), "",
                N_("Then click a lit space in any camp: yours to build up, another one to "
                   "mess up. Wheel, right-click or R turns the tile.")),
    "picked": Ask(N_("{moving}: {fits}")),
    "clear": Ask(N_("{you}: nothing on the grounds fits anywhere"), "",
                 N_("None of the tiles can go into any camp without breaking a match. "
                    "Clear the grounds: they go to the discard pile and the turn passes.")),
    "tiebreak": Ask(N_("Tiebreaker: pick the winner"), "",
                    N_("You placed the last tile: you decide who of the tied players wins.")),
    "bum": Ask(N_("{tile}: pick a tile from another camp to move here"), INTO),
    "music": Ask(N_("{tile}: pick a tile of another vibe to scare away"),
                 N_("{tile}: pick a space in another camp for {moving} to flee to")),
    "believer": Ask(N_("{tile}: pick a neighbour to discard")),
    "babe": Ask(N_("{tile}: pick a tile to wake")),
    "main_act": Ask(N_("Main Act: pick another tile to take along")),
    "drunk": Ask(N_("{tile}: pick a grounds tile for the camp he left"), INTO),
    "mr_chaos": Ask(N_("{tile}: place the drawn tile")),
    "explorer": Ask(N_("{tile}: pick a grounds tile to bring along"), INTO),
    "player": Ask(N_("{tile}: pick another tile to take along"), INTO),
    "player_off": Ask(N_("{tile}: pick another tile to take along to the discard pile")),
    "gamble": Ask(N_("Take a chance: place the drawn tile")),
}
#: the main turn's titles for a lone human, whose turn the top bar already names (hot-seat titles
#: say whose turn it is: the top bar does not say "you" there)
SOLO_TITLES = {"main": N_("Pick a tile from the festival grounds"),
               "clear": N_("Nothing on the grounds fits anywhere")}
#: the same on an extra turn (the Party Animal's)
EXTRA_SOLO_TITLES = {"main": N_("Extra turn: pick a tile from the festival grounds"),
                     "clear": N_("Extra turn: nothing on the grounds fits anywhere")}
BUTTON_TIPS = {
    "gamble": N_("Take a chance: instead of a grounds tile, take the top tile of the draw pile unseen. "
                 "It must be placed if it fits anywhere, else it is discarded."),
    "clear_grounds": N_("None of the grounds tiles fits into any camp: discard them all and end your turn. "
                        "New tiles are drawn for the next player."),
}
BOT_LINE = {"easy": N_("{n}/9 · easy bot"), "normal": N_("{n}/9 · normal bot"), "hard": N_("{n}/9 · hard bot")}


def camp_name(ctx, camp: int, start: bool = False) -> str:
    """"your camp" or "Ann's camp" (``start``: at the start of a sentence)."""
    if ctx.viewer == camp and ctx.human_to_act == camp:
        return _("Your camp") if start else _("your camp")
    return _("{name}'s camp").format(name=ctx.seats[camp].name)


def tile_info(ctx, tile: int) -> str:
    """'The Bum (blue, 1 point). When placed: ... “flavour”'."""
    c = ctx.view.content
    pts = c.points[tile]
    return ngettext("{tile} ({vibe}, {n} point). {rule} “{flavour}”", "{tile} ({vibe}, {n} points). {rule} “{flavour}”",
                    abs(pts)).format(tile=c.type_name(tile), vibe=_(VIBE_WORDS[c.vibe[tile]]), n=pts, rule=c.rule(tile),
                                     flavour=c.flavour(tile))


def asker_space(ctx) -> tuple[int, int] | None:
    """Where the tile whose rule asks now lies (None: not in a camp, or no rule asks)."""
    st = ctx.view
    p = st.pending()
    if not isinstance(p, ChainChoice):
        return None
    for c in range(st.num_players):
        if p.tile in st.camps[c]:
            return c, st.camps[c].index(p.tile)
    return None


def status(ctx) -> str:
    """The top bar: who decides now (the kit's words: ``ctx.whose_turn``), the Tiebreaker, or who
    decides for another player's turn; once the festival is over, that."""
    st, actor = ctx.view, ctx.to_act
    if st.is_terminal() or actor is None:
        return _("The festival is over")
    name = ctx.seats[actor].name
    if isinstance(st.pending(), Tiebreak):
        return _("Tiebreaker: {name} picks the winner").format(name=name)
    if actor != st.turn:
        return _("{name} decides for {other}'s turn").format(name=name, other=ctx.seats[st.turn].name)
    return ctx.whose_turn()


def extra_turn_by(ctx, seat: int) -> int | None:
    """The Party Animal whose extra turn ``seat`` is playing now (EMPTY where not known); None when
    it is no extra turn of that seat's."""
    st = ctx.view
    if st.decision() in ("setup", "tiebreak", "over") or st.turn != seat:
        return None
    return st.extra_by


def extra_turn_why(ctx, seat: int) -> str:
    """Why ``seat`` plays again, as a sentence ("" on a turn of its own): the prompt's detail
    while another seat plays its extra turn, and the hover text of the header's badge."""
    by = extra_turn_by(ctx, seat)
    if by is None:
        return ""
    name = ctx.seats[seat].name
    if by == EMPTY:
        return _("An extra turn: {name} plays again.").format(name=name)
    return _("An extra turn: {tile} gave {name} another turn.").format(tile=ctx.view.content.name(by), name=name)


def camp_sub(ctx, seat: int, big: bool) -> str:
    """Under a camp's name: thinking, else how full it is (and, when large, who plays it)."""
    info, n = ctx.seats[seat], ctx.view.count(seat)
    if ctx.thinking == seat:
        return _("thinking…")
    if not big:
        return _("{n}/9").format(n=n)
    if info.is_bot:
        return _(BOT_LINE[info.kind]).format(n=n)
    return _("{n}/9 · human").format(n=n)


# -- the prompt -----------------------------------------------------------------
def prompt_kind(ctx, p) -> str:
    """The row of :data:`PROMPTS` for the pending decision ``p``."""
    if isinstance(p, MainTurn):
        if ctx.selection.tile() is not None:
            return "picked"
        return "clear" if "discard_grounds" in ctx.selection.composer.buttons else "main"
    if isinstance(p, ChainChoice) and p.kind == "player" and p.to is None:
        return "player_off"
    return p.kind


def prompt(ctx) -> dict:
    """``{"title", "detail", "tile"}``: what the prompt panel says, and the tile it shows."""
    st, actor = ctx.view, ctx.to_act
    if st.is_terminal():
        return _over(ctx)
    if actor is None:
        return {"title": "", "detail": "", "tile": None}
    p, picked = st.pending(), ctx.selection.tile()
    kind = prompt_kind(ctx, p)
    if not ctx.my_turn:
        return _others_turn(ctx, actor, p, kind)
    ask = PROMPTS[kind]
    title = _(ask.picked if ask.picked and picked is not None else ask.title).format(**_words(ctx, p, actor, picked))
    if kind in SOLO_TITLES and len(ctx.humans) == 1 and st.finisher is None:
        title = _((EXTRA_SOLO_TITLES if extra_turn_by(ctx, actor) is not None else SOLO_TITLES)[kind])
    if ask.detail:                   # (on an extra turn, the Party Animal who gave it in the tile's place)
        by = extra_turn_by(ctx, actor)
        return {"title": title, "detail": _(ask.detail), "tile": by if by is not None and by != EMPTY else None}
    if kind == "picked":
        return {"title": title, "detail": ctx.view.content.rule(picked) + "\n" + turn_hint(ctx, picked), "tile": picked}
    out = {"title": title, "tile": p.tile, "detail": ctx.view.content.rule(p.tile) if p.tile is not None else ""}
    if p.drawn is not None:
        out["tile"] = p.drawn
        out["detail"] = _("Drawn: {tile}. {rule}").format(tile=ctx.view.content.name(p.drawn),
                                                          rule=ctx.view.content.rule(p.drawn))
    if actor != st.turn:
        text = (_("{name}, you finish {other}'s turn. {detail}") if st.finisher == actor else
                _("My camp – my rules: {name} decides for their own camp. {detail}"))
        out["detail"] = text.format(name=ctx.seats[actor].name, other=ctx.seats[st.turn].name, detail=out["detail"])
    return out


def _words(ctx, p, actor: int, picked: int | None) -> dict:
    """The placeholders of the prompt's title for the player deciding now."""
    st, name = ctx.view, ctx.seats[actor].name
    if extra_turn_by(ctx, actor) is not None:
        you = _("Your extra turn") if len(ctx.humans) == 1 else _("Your extra turn, {name}").format(name=name)
    else:
        you = _("Your turn") if len(ctx.humans) == 1 else _("Your turn, {name}").format(name=name)
    if st.finisher is not None:
        you = _("{name}, finish {other}'s turn").format(name=name, other=ctx.seats[st.turn].name)
    words = {"you": you, "tile": st.asker(p)}
    if picked is not None:
        dest = p.to if p.kind == "player" else getattr(p, "camp", None)
        words.update(moving=ctx.view.content.name(picked), fits=fit_summary(ctx),
                     camp=camp_name(ctx, dest) if dest is not None else _("another camp"))
    return words


def _over(ctx) -> dict:
    res = ctx.view.result or {}
    w = res.get("winner")
    detail = ""
    if w in res.get("diverse", []):
        detail = _("{name} wins with a perfectly diverse camp.").format(name=ctx.seats[w].name)
    elif w is not None:
        pts = ctx.view.score(w)
        detail = ngettext("{name} wins with {n} point.", "{name} wins with {n} points.",
                          abs(pts)).format(name=ctx.seats[w].name, n=pts)
    return {"title": _("The festival is over"), "detail": detail, "tile": None}


def _others_turn(ctx, actor: int, p, kind: str) -> dict:
    """While another player decides: who, and what their decision asks (or the last line of the log)."""
    name = ctx.seats[actor].name
    if kind == "tiebreak":
        return {"title": _("A tie: {name}, the Tiebreaker, picks the winner").format(name=name), "detail": "",
                "tile": None}
    title = (_("{name} is thinking…") if ctx.thinking == actor else _("{name} is playing")).format(name=name)
    if isinstance(p, ChainChoice):
        return {"title": title, "detail": _(PROMPTS[kind].title).format(tile=ctx.view.asker(p)), "tile": p.tile}
    by = extra_turn_by(ctx, actor)
    if by is not None and isinstance(p, MainTurn):      # why the same seat plays again, and who made it
        return {"title": title, "detail": extra_turn_why(ctx, actor), "tile": by if by != EMPTY else None}
    return {"title": title, "detail": ctx.log[-1] if ctx.log else "", "tile": None}


def turn_hint(ctx, tile: int) -> str:
    if ctx.view.options["ups_and_downs"]:
        return _("Ups and downs: it goes in as printed. Click it again to put it back.")
    if not ctx.view.content.coloured[tile]:
        return _("No symbols: it fits any way round. Click it again to put it back.")
    return _("R, right-click or the wheel turns it; click it again to put it back.")


def fit_summary(ctx) -> str:
    """'fits 2 spaces as shown, 5 more turned' for the picked tile."""
    lit = list(ctx.selection.lit().values())
    now, turned, match = (lit.count(how) for how in ("now", "turn", "match"))
    if match and (now or turned):
        n = now + turned + match
        return ngettext("{n} choice: {now} as shown, {turned} turned, {match} by matchmaking",
                        "{n} choices: {now} as shown, {turned} turned, {match} by matchmaking",
                        n).format(n=n, now=now, turned=turned, match=match)
    if match:
        return ngettext("matches {n} tile", "matches {n} tiles", match).format(n=match)
    if now and turned:
        return ngettext("fits {n} space as shown, {turned} more turned",
                        "fits {n} spaces as shown, {turned} more turned", now).format(n=now, turned=turned)
    if now:
        return ngettext("fits {n} space as shown", "fits {n} spaces as shown", now).format(n=now)
    if turned:
        return ngettext("fits {n} space turned", "fits {n} spaces turned", turned).format(n=turned)
    return _("it fits nowhere")


# -- why not -------------------------------------------------------------------------
def why_not_space(ctx, camp: int, space: int) -> str:
    """Why a click on this space does nothing now ("" if it plays or picks): the rules say why
    the action it would play is not legal."""
    st, sel = ctx.view, ctx.selection
    if not ctx.my_turn:
        return ctx.wait_why()
    tile = sel.tile()
    empty = st.camps[camp][space] == EMPTY
    if tile is None:
        if empty:
            return _("Pick a tile from the festival grounds first.") if isinstance(st.pending(), MainTurn) else ""
        return st.why_not_take(camp, space)
    if (camp, space) in sel.targets():
        return ""
    if not empty and sel.matching():
        return st.why_not(("match", tile, camp, space))
    if sel.source[0] == "tile":
        return st.why_not(("place", tile, camp, space, sel.rot))
    return st.why_not(("move", *sel.source[1:], camp, space, sel.rot))


def why_not_ground(ctx, tile: int) -> str:
    """Why a grounds tile cannot be picked now."""
    if isinstance(ctx.view.pending(), MainTurn):
        return _("{tile} fits nowhere: pick another tile.").format(tile=ctx.view.content.name(tile))
    return prompt(ctx)["title"] + "."


def why_not_turn(ctx, tile: int | None) -> str:
    """Why the picked tile cannot be turned ("" when it can)."""
    if ctx.view.options["ups_and_downs"]:
        return _("Ups and downs: tiles go in the way they are printed; they cannot be turned.")
    if tile is None or not ctx.my_turn:
        return _("Pick a tile first, then turn it a quarter clockwise (also R, right-click or the mouse wheel).")
    if len(ctx.view.rotations_of(tile)) <= 1:
        return _("Colourless tiles have no symbols: they fit any way round.")
    return ""


# -- hover texts ------------------------------------------------------------------------
def score_text(ctx, camp: int) -> str:
    """How a camp's score is made, and how far it is from a perfectly diverse camp."""
    st = ctx.view
    pts = st.score(camp)
    head = ngettext("{name}: {n} point", "{name}: {n} points", abs(pts)).format(name=ctx.seats[camp].name, n=pts)
    how = _("{how} (the biggest vibe minus the second biggest, then the colourless tiles)").format(
        how=explain_score(st, camp))
    if st.diverse(camp):
        return "\n".join((head, how, _("Perfectly diverse: this camp wins whatever the points!")))
    gap = st.diversity_gap(camp)
    div = [_("Diversity: {n}/9 tiles.").format(n=gap["tiles"])]
    if gap["tiles"] < 9:
        left = 9 - gap["tiles"]
        div.append(ngettext("{n} more tile needed.", "{n} more tiles needed.", left).format(n=left))
    if gap["repeats"]:
        div.append(ngettext("{n} repeated type to lose.", "{n} repeated types to lose.",
                              gap["repeats"]).format(n=gap["repeats"]))
    if gap["missing_vibes"]:
        div.append(_("Missing: {vibes}.").format(vibes=and_list(_(VIBE_WORDS[v]) for v in gap["missing_vibes"])))
    return "\n".join((head, how, " ".join(div)))


def grounds_tip(ctx, tile: int) -> str:
    """The tile, and on a line of its own what a click on it does."""
    text = tile_info(ctx, tile)
    if not ctx.my_turn:
        return text
    if ("tile", tile) in ctx.selection.sources:
        if ctx.selection.source == ("tile", tile):
            return text + "\n" + _("Picked: click a lit space, or click it again to put it back.")
        return text + "\n" + _("Click to pick it up.")
    if isinstance(ctx.view.pending(), MainTurn) and "discard_grounds" not in ctx.selection.composer.buttons:
        return text + "\n" + _("It fits nowhere right now.")
    return text


def space_tip(ctx, camp: int, space: int) -> str:
    st = ctx.view
    tile = st.camps[camp][space]
    picked = ctx.selection.tile()
    mine = ctx.my_turn
    if mine and picked is not None:
        if (camp, space) not in ctx.selection.targets():
            return why_not_space(ctx, camp, space)
        if tile != EMPTY:
            return _("Matchmaking: {tile} takes {other} with it to the discard pile. Click to match.").format(
                tile=ctx.view.content.name(picked), other=ctx.view.content.name(tile))
        rot = ctx.selection.place_rot(camp, space)
        if rot == ctx.selection.rot or rot is None:
            return _("Click to place {tile} here.").format(tile=ctx.view.content.name(picked))
        return _("Click to place {tile} here (turned as shown).").format(tile=ctx.view.content.name(picked))
    if tile == EMPTY:
        if mine and isinstance(st.pending(), MainTurn):
            return _("{camp}, {space}: empty. Pick a tile from the festival grounds first.").format(
                camp=camp_name(ctx, camp, start=True), space=_(SPACE_NAMES[space]))
        return ""
    lines = [tile_info(ctx, tile)]
    if tile in ctx.recent:
        lines.append(_("Placed or moved last turn (blue outline)."))
    lines.append(st.locked_by(camp, space))
    if mine and isinstance(st.pending(), ChainChoice):
        picks = ("space", camp, space) in ctx.selection.sources
        lines.append(_("Click to pick it.") if picks else st.why_not_take(camp, space))
    return "\n".join(line for line in lines if line)


def pile_tip(ctx) -> str:
    n = len(ctx.view.pile)
    if ctx.view.reshuffles:
        return ngettext("Draw pile: {n} tile face down. When it runs out the discard pile is shuffled into a new "
                        "one, once.", "Draw pile: {n} tiles face down. When it runs out the discard pile is "
                        "shuffled into a new one, once.", n).format(n=n)
    return ngettext("Draw pile: {n} tile face down. When it runs out, the festival ends after that turn.",
                    "Draw pile: {n} tiles face down. When it runs out, the festival ends after that turn.",
                    n).format(n=n)


def discard_line(ctx, tile: int) -> str:
    """Under a tile in the discard strip: its points and when its rule works."""
    n, when = ctx.view.content.points[tile], ctx.view.content.type_by_id[ctx.view.content.kind[tile]].when
    if ctx.view.content.kind[tile] == "volunteer" and not ctx.view.options["volunteer"]:
        when = "none"               # his rule is a variant
    if when == "placed":
        text = ngettext("{n} point, its rule works when placed", "{n} points, its rule works when placed", abs(n))
    elif when == "leaving":
        text = ngettext("{n} point, its rule works when leaving", "{n} points, its rule works when leaving", abs(n))
    elif when == "permanent":
        text = ngettext("{n} point, its rule always works", "{n} points, its rule always works", abs(n))
    else:
        text = ngettext("{n} point, no rule", "{n} points, no rule", abs(n))
    return text.format(n=n)


def discard_tip(ctx) -> str:
    n = len(ctx.view.discard)
    return ngettext("Discard pile: {n} tile.", "Discard pile: {n} tiles.", n).format(n=n)


def button_tip(ctx, name: str) -> str:
    if name != "rotate":
        return _(BUTTON_TIPS[name])
    turn = _("Turn the tile a quarter clockwise (also R, right-click or the mouse wheel).")
    return why_not_turn(ctx, ctx.selection.tile()) or turn


def winner_tip(ctx, seat: int) -> str:
    pts = ctx.view.score(seat)
    return ngettext("Name {name} the winner ({n} point).", "Name {name} the winner ({n} points).",
                    abs(pts)).format(name=ctx.seats[seat].name, n=pts)


#: the first-game pointers (:mod:`game.ui.guide`): (what they point at on the table, what they say)
GUIDE = [
    ("grounds:*", N_("The festival grounds. Each turn you place one of these tiles: click one to pick it "
                     "up.")),
    ("space:{me}:*", N_("Your camp. Put the tile in any free space where each side shows the same symbol as "
                        "the tile next to it, here or in another player's camp to mess it up.")),
    ("rotate", N_("Turn the picked tile with this button, the mouse wheel, a right-click or R.")),
    ("prompt", N_("When a tile's rule asks for a choice, the prompt says what it wants and the "
                        "possible targets light up.")),
    ("score:{me}", N_("Your score: your biggest vibe minus your second biggest, plus the colourless tiles. "
                      "Nine different tiles with all four vibes win at once.")),
]
