"""What Höhlengrölen says in words (no pygame): a log line per event kind, how a band's value
came about, and the results table. Every sentence goes through gettext whole."""

from __future__ import annotations

from game.core.i18n import N_, _, and_list, ngettext

from .events import LOG

BONUS_ROLE = {"singer": N_("Singing Teacher"), "dancer": N_("Dance Instructor"), "stylist": N_("Stylist")}
STEP_WORDS = {"repeat": N_("−2 {genre} already out"), "stylist": N_("+3 Stylist"),
              "singer": N_("×2 Singing Teacher"), "dancer": N_("×2 Dance Instructor")}


def explain(steps, genre: str) -> str:
    """'7, −2 Rap already out, +3 Stylist, ×2 Dance Instructor = 16': a band's sum, then each step."""
    parts = [str(steps[0][1])] + [_(STEP_WORDS[name]).format(genre=genre) for name, _v in steps[1:]]
    if len(steps) == 1:
        return parts[0]
    return _("{steps} = {value}").format(steps=", ".join(parts), value=steps[-1][1])


def role(kind: str) -> str:
    """'Singing Teacher': a bonus card's role, in the players' language."""
    return _(BONUS_ROLE[kind])


def card_name(content, card: int) -> str:
    """'Fern Flintwhistle (Folk 1)'."""
    genre = content.genre_name(content.card_genre[card])
    return _("{musician} ({genre} {points})").format(musician=content.musician_name(card), genre=genre,
                                                     points=content.card_points[card])


# -- the log ----------------------------------------------------------------------
LOG.quiet("dealt", "turn")
#: drawn highlighted: a casting begins or ends, the Producer of the Year
LOG.headline("casting_start", "casting_end", "game_end")


@LOG.on("draw_choice")
def _draw_choice(ev, state, names) -> str:
    if ev.data["source"] != "deck":
        return ""
    if ev.data.get("second"):
        return _("{name} draws a second card from the deck.").format(name=names[ev.seat])
    return _("{name} draws from the deck.").format(name=names[ev.seat])


@LOG.on("drew")
def _drew(ev, state, names) -> str:
    if ev.data["source"] != "discard":
        return ""
    if ev.data.get("second"):
        return _("{name} takes {card} from the discard pile as the second card.").format(
            name=names[ev.seat], card=card_name(state.content, ev.data["card"]))
    return _("{name} takes {card} from the discard pile and one card from the deck.").format(
        name=names[ev.seat], card=card_name(state.content, ev.data["card"]))


@LOG.on("band")
def _band(ev, state, names) -> str:
    d = ev.data
    genre = state.content.genre_name(d["genre"])
    if len(d["steps"]) == 1:
        return _("{name} forms a {genre} band worth {value}.").format(name=names[ev.seat], genre=genre,
                                                                       value=d["value"])
    return _("{name} forms a {genre} band worth {value}: {steps}.").format(
        name=names[ev.seat], genre=genre, value=d["value"], steps=explain(d["steps"], genre))


@LOG.on("crossover")
def _crossover(ev, state, names) -> str:
    n = ev.data["value"]
    if ev.data["gender"] == "f":
        line = ngettext("{name} forms a crossover girl group worth {n} crossover point.",
                        "{name} forms a crossover girl group worth {n} crossover points.", n)
    else:
        line = ngettext("{name} forms a crossover boy group worth {n} crossover point.",
                        "{name} forms a crossover boy group worth {n} crossover points.", n)
    return line.format(name=names[ev.seat], n=n)


@LOG.on("discarded")
def _discarded(ev, state, names) -> str:
    return _("{name} discards {card}.").format(name=names[ev.seat], card=card_name(state.content, ev.data["card"]))


@LOG.on("casting_end")
def _casting_end(ev, state, names) -> str:
    d = ev.data
    scores = ", ".join(_("{name} {points}").format(name=names[s], points=d["bands"][s] + d["crossover_bonus"][s])
                       for s in range(len(names)))
    return _("Casting {n} is over: {scores}.").format(n=d["casting"] + 1, scores=scores)


@LOG.on("casting_start")
def _casting_start(ev, state, names) -> str:
    d = ev.data
    return ngettext("Casting {n} begins with {deck} card on the deck; {name} opens.",
                    "Casting {n} begins with {deck} cards on the deck; {name} opens.", d["deck"]).format(
        n=d["casting"] + 1, deck=d["deck"], name=names[ev.seat])


@LOG.on("game_end")
def _game_end(ev, state, names) -> str:
    totals = ev.data["totals"]
    best = max(totals)
    win = [names[s] for s in range(len(names)) if totals[s] == best]
    if len(win) == 1:
        return _("{name} is Producer of the Year with {points}.").format(name=win[0], points=best)
    return _("{names} are Producer of the Year with {points}.").format(names=and_list(win), points=best)


# -- the results table --------------------------------------------------------------
def group_note(state, group: dict, names: list[str]) -> str:
    g = group
    """One band or crossover of the game, explained (the results table's notes)."""
    n, who = g["casting"] + 1, names[g["owner"]]
    if g["kind"] == "band":
        genre = state.content.genre_name(g["genre"])
        if g["beat"] is None:
            return _("Casting {n} – {name}: {genre} band {steps}").format(
                n=n, name=who, genre=genre, steps=explain(g["steps"], genre))
        return _("Casting {n} – {name}: {genre} band {steps} (had to beat {beat})").format(
            n=n, name=who, genre=genre, steps=explain(g["steps"], genre), beat=g["beat"])
    if g["gender"] == "f":
        return ngettext("Casting {n} – {name}: crossover girl group, {value} crossover point",
                        "Casting {n} – {name}: crossover girl group, {value} crossover points", g["value"]).format(
            n=n, name=who, value=g["value"])
    return ngettext("Casting {n} – {name}: crossover boy group, {value} crossover point",
                    "Casting {n} – {name}: crossover boy group, {value} crossover points", g["value"]).format(
        n=n, name=who, value=g["value"])


def score_table(state, names: list[str]) -> dict:
    """The results screen's table (see :meth:`game.core.state.State.score_table`)."""
    rows = []
    for sc in state.casting_scores:
        c = sc["casting"] + 1
        rows.append({"label": _("Casting {n}: bands").format(n=c), "values": sc["bands"], "style": "row"})
        rows.append({"label": _("Casting {n}: best crossover (CO)").format(n=c),
                     "values": [v or "-" for v in sc["best_crossover"]], "style": "info"})
        rows.append({"label": _("Casting {n}: +5 best crossover").format(n=c),
                     "values": sc["crossover_bonus"], "style": "row"})
    rows.append({"label": _("Crossover points over the game (CO)"), "values": state.crossover_totals(),
                 "style": "info"})
    if state.is_terminal():
        rows.append({"label": _("+10 most crossover points"), "values": state.final_bonus(), "style": "row"})
    totals = state.totals()
    rows.append({"label": _("Total"), "values": totals, "style": "total"})
    best = max(totals)
    win = [s for s in range(state.num_players) if totals[s] == best]
    if len(win) == 1:
        headline = ngettext("{name} is Producer of the Year with {points} point",
                            "{name} is Producer of the Year with {points} points", best).format(
            name=names[win[0]], points=best)
    else:
        headline = ngettext("{names} share the title of Producer of the Year with {points} point each",
                            "{names} share the title of Producer of the Year with {points} points each", best).format(
            names=and_list(names[s] for s in win), points=best)
    return {"headline": headline, "winners": win, "columns": list(names), "rows": rows,
            "notes": [group_note(state, g, names) for g in state.groups]}
