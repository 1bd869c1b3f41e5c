"""What Rock'n Rodeo says in words (no pygame): a log line per event kind and the results table.
Every sentence goes through gettext whole; names of cards come from the content (translatable
by their ids)."""

from __future__ import annotations

from game.core.i18n import N_, _, and_list, ngettext

from .events import LOG
from .model import GENRES

DAYS = (N_("Friday"), N_("Saturday"), N_("Sunday"))
TRACK_MOVES = {
    "chaos": (N_("{name}'s Chaos goes from {old} to {new}."), N_("{by} pushes {name}'s Chaos from {old} to {new}.")),
    "hygiene": (N_("{name}'s Hygiene goes from {old} to {new}."),
                N_("{by} pushes {name}'s Hygiene from {old} to {new}.")),
    "mood": (N_("{name}'s Mood goes from {old} to {new}."), N_("{by} pushes {name}'s Mood from {old} to {new}.")),
}
PENALTIES = {
    "mood": N_("{name}'s Hygiene is at {at} or below: the Mood drops."),
    "sour": N_("{name}'s Hygiene is at {at} or below: a satisfied fan turns sour."),
    "home": N_("{name}'s Hygiene is at {at} or below: a fan goes home."),
}


def genre(state, g: int) -> str:
    return state.content.genre_name(GENRES[g])


def fans(state, g: int, n: int) -> str:
    """'3 punk fans' / '1 punk fan'."""
    return ngettext("{n} {genre} fan", "{n} {genre} fans", n).format(n=n, genre=genre(state, g))


LOG.quiet("revealed", "garage_top", "stand_top", "fan_card", "event_drawn", "marker", "lineup_phase",
          "expansion", "turned")
LOG.headline("season", "booking_round", "day", "season_scored", "game_end")


@LOG.on("order")
def _order(ev, state, names) -> str:
    return _("The order track, from position 1: {names}.").format(names=and_list([names[s] for s in ev.data["order"]]))


@LOG.on("festival_dealt")
def _festival_dealt(ev, state, names) -> str:
    return _("{name} runs {festival}.").format(
        name=names[ev.seat], festival=state.content.festival_name(ev.data["festival"]))


@LOG.on("season")
def _season(ev, state, names) -> str:
    return _("Season {n} begins.").format(n=ev.data["season"])


@LOG.on("booking_round")
def _booking_round(ev, state, names) -> str:
    return _("Booking round {n}.").format(n=ev.data["round"] + 1)


@LOG.on("day")
def _day(ev, state, names) -> str:
    return _("{day}: the festival day begins.").format(day=_(DAYS[ev.data["day"]]))


@LOG.on("deck_empty")
def _deck_empty(ev, state, names) -> str:
    return _("{name} finds no {genre} fan card left to draw.").format(
        name=names[ev.seat], genre=genre(state, ev.data["genre"]))


@LOG.on("band_replaced")
def _band_replaced(ev, state, names) -> str:
    return _("{name} sends {band} off the display.").format(
        name=names[ev.seat], band=state.content.band_name(ev.data["band"]))


@LOG.on("booked")
def _booked(ev, state, names) -> str:
    return _("{name} books {band} for {fee}K.").format(name=names[ev.seat],
                                                        band=state.content.band_name(ev.data["band"]),
                                                        fee=ev.data["fee"])


@LOG.on("garage")
def _garage(ev, state, names) -> str:
    return _("{name} takes the garage band {band} and {bonus}K with it.").format(
        name=names[ev.seat], band=state.content.band_name(ev.data["band"]), bonus=ev.data["bonus"])


@LOG.on("wild")
def _wild(ev, state, names) -> str:
    return _("{name} turns the wildcard into {genre}.").format(name=names[ev.seat],
                                                                genre=genre(state, ev.data["genre"]))


@LOG.on("fans_taken")
def _fans_taken(ev, state, names) -> str:
    d = ev.data
    if d["got"] == d["wanted"]:
        return _("{name} sells tickets to {fans}.").format(name=names[ev.seat], fans=fans(state, d["genre"], d["got"]))
    if d["got"] == 0:
        return ngettext("{name} finds no {genre} fan left to sell a ticket to.",
                        "{name} finds no {genre} fans left to sell {n} tickets to.", d["wanted"]).format(
            name=names[ev.seat], genre=genre(state, d["genre"]), n=d["wanted"])
    return _("{name} sells tickets to {fans}, all that were left of the {wanted} wanted.").format(
        name=names[ev.seat], fans=fans(state, d["genre"], d["got"]), wanted=d["wanted"])


def garage_stack_tip(view) -> str:
    """The face-down garage stack's hover text (L41, L63): what taking one brings, not which band."""
    n = len(view.garage)
    return ngettext("The garage stack, face down: {n} band left. Take one for free and get {k}K with it; "
                    "which band it is, and so its fan's genre, shows when it is turned up.",
                    "The garage stack, face down: {n} bands left. Take one for free and get {k}K with it; "
                    "which band it is, and so its fan's genre, shows when it is turned up.", n).format(
        n=n, k=view.content.numbers.garage_bonus)


def garage_confirm(view) -> dict:
    """The booking confirmation of a garage band from the face-down stack."""
    return {"title": _("Take a garage band from the stack?"),
            "detail": _("It is free and brings {k}K and one fan; which band, and so which genre, shows when "
                        "it is turned up. Its fan card is drawn at once: this cannot be undone.").format(
                k=view.content.numbers.garage_bonus)}


def garage_hint(view) -> str:
    """The hint line for taking a garage band: the band is chance's, so none is named."""
    return _("Take a garage band from the stack: it is free and brings {k}K and one fan, of a genre you "
             "see when it is turned up.").format(k=view.content.numbers.garage_bonus)


@LOG.on("insolvent")
def _insolvent(ev, state, names) -> str:
    return _("{name} can pay for no band on display and no garage band is left: no booking this round.").format(
        name=names[ev.seat])


@LOG.on("event_played")
def _event_played(ev, state, names) -> str:
    return _("{name} plays {card}: {text}").format(name=names[ev.seat], card=state.content.event_name(ev.data["card"]),
                                                   text=state.content.event_text(ev.data["card"], ev.data["side"]))


@LOG.on("event_swapped")
def _event_swapped(ev, state, names) -> str:
    return _("{name} swaps an event card.").format(name=names[ev.seat])


@LOG.on("power")
def _power(ev, state, names) -> str:
    return _("{name}'s {genre} fans have {delta}K more purchasing power.").format(
        name=names[ev.seat], genre=genre(state, ev.data["genre"]), delta=ev.data["delta"])


@LOG.on("stand_bought")
def _stand_bought(ev, state, names) -> str:
    return _("{name} builds {stand} for {cost}K.").format(
        name=names[ev.seat], stand=state.content.stand_name(ev.data["stand"]),
                                                           cost=ev.data["cost"])


@LOG.on("upgrade_bought")
def _upgrade_bought(ev, state, names) -> str:
    return _("{name} adds {upgrade} for {cost}K.").format(
        name=names[ev.seat], upgrade=state.content.upgrade_name(ev.data["upgrade"]), cost=ev.data["cost"])


@LOG.on("lineup")
def _lineup(ev, state, names) -> str:
    bands = [state.content.band_name(b) for b in ev.data["bands"]]
    return _("{name}'s line-up: {bands}.").format(name=names[ev.seat], bands=and_list(bands))


@LOG.on("wixi")
def _wixi(ev, state, names) -> str:
    return _("{name} puts up a WIXI.").format(name=names[ev.seat])


@LOG.on("group")
def _group(ev, state, names) -> str:
    return _("{name} welcomes {card}: {fans}.").format(name=names[ev.seat],
                                                      card=state.content.fan_name(ev.data["card"]),
                                                      fans=fans(state, ev.data["genre"], ev.data["fans"]))


@LOG.on("no_card")
def _no_card(ev, state, names) -> str:
    return ngettext("{name} has no {genre} fan card to play: {n} angry marker goes up.",
                    "{name} has no {genre} fan card to play: {n} angry markers go up.", ev.data["markers"]).format(
        name=names[ev.seat], genre=genre(state, ev.data["genre"]), n=ev.data["markers"])


@LOG.on("no_fans")
def _no_fans(ev, state, names) -> str:
    return _("{name} has no {genre} fans left to arrive.").format(
        name=names[ev.seat], genre=genre(state, ev.data["genre"]))


@LOG.on("overflow")
def _overflow(ev, state, names) -> str:
    return ngettext("{name}'s campsite is full: {n} fan waits angrily at the fence.",
                    "{name}'s campsite is full: {n} fans wait angrily at the fence.", ev.data["markers"]).format(
        name=names[ev.seat], n=ev.data["markers"])


@LOG.on("judged")
def _judged(ev, state, names) -> str:
    happy = sum(ev.data["happy"])
    sour = len(ev.data["happy"]) - happy
    return _("{card} at {name}'s: {happy} satisfied, {sour} dissatisfied.").format(
        card=state.content.fan_name(ev.data["card"]), name=names[ev.seat], happy=happy, sour=sour)


@LOG.on("track")
def _track(ev, state, names) -> str:
    d = ev.data
    own, pushed = TRACK_MOVES[d["track"]]
    if d["by"] is None:
        return _(own).format(name=names[ev.seat], old=d["old"], new=d["new"])
    return _(pushed).format(by=names[d["by"]], name=names[ev.seat], old=d["old"], new=d["new"])


@LOG.on("cash")
def _cash(ev, state, names) -> str:
    d = ev.data
    if d["by"] is not None:
        return _("{by}'s event card makes {name} pay {k}K.").format(by=names[d["by"]], name=names[ev.seat],
                                                                   k=d["old"] - d["new"])
    if d["new"] >= d["old"]:
        return _("{name} takes {k}K.").format(name=names[ev.seat], k=d["new"] - d["old"])
    return _("{name} pays {k}K.").format(name=names[ev.seat], k=d["old"] - d["new"])


SENT = {
    "band": N_("One of {name}'s {genre} fans goes to the band."),
    "wixi": N_("One of {name}'s {genre} fans queues at a WIXI."),
    "stand": N_("One of {name}'s {genre} fans goes to {place}."),
    "upgrade": N_("One of {name}'s {genre} fans goes to {place}."),
}


@LOG.on("sent")
def _sent(ev, state, names) -> str:
    d = ev.data
    f = state.fests[ev.seat]
    place = ""
    if d["to"] == "stand":
        place = state.content.stand_name(f.stands[d["which"]])
    elif d["to"] == "upgrade":
        place = state.content.upgrade_name(d["which"])
    return _(SENT[d["to"]]).format(genre=genre(state, d["genre"]), name=names[ev.seat], place=place)


@LOG.on("one_genre")
def _one_genre(ev, state, names) -> str:
    return _("Only {genre} fans there: {name}'s crowd goes wild.").format(genre=genre(state, ev.data["genre"]),
                                                                           name=names[ev.seat])


@LOG.on("rest")
def _rest(ev, state, names) -> str:
    n = sum(ev.data["fans"])
    return ngettext("{n} fan of {name}'s stays in the tent for the rest of the festival.",
                    "{n} fans of {name}'s stay in their tents for the rest of the festival.", n).format(
        n=n, name=names[ev.seat])


@LOG.on("garbage")
def _garbage(ev, state, names) -> str:
    if ev.data["stacked"]:
        return _("Garbage piles up on a heap at {name}'s.").format(name=names[ev.seat])
    return _("Garbage lands on {name}'s campsite.").format(name=names[ev.seat])


@LOG.on("fence")
def _fence(ev, state, names) -> str:
    return _("Garbage flies over {name}'s fence.").format(name=names[ev.seat])


@LOG.on("garbage_removed")
def _garbage_removed(ev, state, names) -> str:
    return _("A garbage marker leaves {name}'s festival.").format(name=names[ev.seat])


@LOG.on("hygiene_penalty")
def _hygiene_penalty(ev, state, names) -> str:
    return _(PENALTIES[ev.data["penalty"]]).format(name=names[ev.seat], at=ev.data["at"])


@LOG.on("soured")
def _soured(ev, state, names) -> str:
    return _("A fan at {name}'s is now dissatisfied.").format(name=names[ev.seat])


@LOG.on("went_home")
def _went_home(ev, state, names) -> str:
    return _("One of {name}'s {genre} fans goes home.").format(genre=genre(state, ev.data["genre"]),
                                                                name=names[ev.seat])


@LOG.on("grumble")
def _grumble(ev, state, names) -> str:
    if not ev.data["mood"]:
        return ngettext("{n} dissatisfied marker at {name}'s would cost Mood, but the Mood is as low as it goes: "
                        "no fan makes peace.",
                        "{n} dissatisfied markers at {name}'s would cost Mood, but the Mood is as low as it goes: "
                        "no fan makes peace.", ev.data["markers"]).format(n=ev.data["markers"], name=names[ev.seat])
    return ngettext("{n} dissatisfied marker at {name}'s costs Mood.",
                    "{n} dissatisfied markers at {name}'s cost Mood.", ev.data["markers"]).format(
        n=ev.data["markers"], name=names[ev.seat])


@LOG.on("cheered")
def _cheered(ev, state, names) -> str:
    return _("A fan at {name}'s makes peace with the neighbours and is satisfied again.").format(name=names[ev.seat])


@LOG.on("season_scored")
def _season_scored(ev, state, names) -> str:
    d = ev.data
    parts = [_("{name} {vp} VP").format(name=names[s], vp=d["total"][s] + (d.get("money_vp") or [0] * len(names))[s])
             for s in range(len(names))]
    return _("Season {n} is scored: {scores}.").format(n=d["season"], scores=and_list(parts))


@LOG.on("game_end")
def _game_end(ev, state, names) -> str:
    won = ev.data["winners"]
    best = ev.data["vp"][won[0]]
    if len(won) == 1:
        return _("{name} runs the most legendary festival of all time, with {vp} VP.").format(
            name=names[won[0]], vp=best)
    return _("{names} share the title of the most legendary festival, with {vp} VP each.").format(
        names=and_list([names[s] for s in won]), vp=best)


# -- the results table ----------------------------------------------------------------------
#: the rows of the results table, every season side by side in them: (record key, label, style)
ROWS = (
    ("income", N_("Income into the cash (K)"), "info"),
    ("best_mood", N_("Prize: best Mood"), "row"),
    ("most_fans", N_("Prize: most fans"), "row"),
    ("festival", N_("Festival card"), "row"),
    ("mood_vp", N_("Mood"), "row"),
    ("satisfied_vp", N_("Satisfied fans"), "row"),
    ("dissatisfied_vp", N_("Dissatisfied fans"), "row"),
    ("garbage_vp", N_("Garbage"), "row"),
    ("hygiene_vp", N_("Hygiene"), "row"),
    ("total", N_("The season's points"), "subtotal"),
)


def score_table(state, names: list[str]) -> dict:
    """The results screen's table (see :meth:`game.core.state.State.score_table`): one row per
    line of the seasons' scoring with every season side by side in it (``parts``: per seat, the
    points of each season; ``values``: their sum), then the money, the cash and the total; the
    notes say how the prizes and festival cards went in each season and how a tie was broken."""
    recs = state.season_scores
    n = len(state.fests)
    rows = []
    for key, label, style in ROWS:
        parts = [[rec[key][s] for rec in recs] for s in range(n)]
        rows.append({"label": _(label), "values": [sum(p) for p in parts], "parts": parts, "style": style})
    money = [sum(rec.get("money_vp", [0] * n)[s] for rec in recs) for s in range(n)]
    if any("money_vp" in rec for rec in recs):
        label = _("Money, 1 VP per {k}K of the last season's income").format(k=state.content.numbers.money_vp)
        rows.append({"label": label,
                     "values": money, "style": "row"})
    rows.append({"label": _("Cash (a tie in VP goes to more cash)"), "values": [f"{f.cash}K" for f in state.fests],
                 "style": "info"})
    totals = [f.vp for f in state.fests]
    rows.append({"label": _("Total"), "values": totals, "style": "total"})
    won = state.winners() if state.is_terminal() else []
    if len(won) == 1:
        headline = _("{name} wins with {vp} VP").format(name=names[won[0]], vp=totals[won[0]])
    elif won:
        headline = _("{names} share the win with {vp} VP each").format(names=and_list([names[s] for s in won]),
                                                                        vp=totals[won[0]])
    else:
        headline = _("The standings after season {n}").format(n=state.season)
    table = {"headline": headline, "winners": won, "columns": list(names), "rows": rows,
             "notes": _season_notes(state, names) + _tie_notes(state, names, won)}
    if recs:
        table["parts"] = {"title": _("Seasons"), "heads": [str(rec["season"]) for rec in recs]}
    return table


def _season_notes(state, names: list[str]) -> list[str]:
    """Per season: how the two prizes went (the tie-breaks) and what each festival card counted."""
    from . import scorecard
    out = []
    for rec in state.season_scores:
        report = scorecard.Report(rec, ())
        notes = scorecard.notes(state, names, report)
        out += [_("Season {n} - {note}").format(n=rec["season"], note=note) for note in notes]
    return out


def _tie_notes(state, names: list[str], won: list[int]) -> list[str]:
    """When the most VP were tied, how the cash broke (or did not break) the tie."""
    if not won:
        return []
    best = state.fests[won[0]].vp
    tied = [s for s, f in enumerate(state.fests) if f.vp == best]
    if len(tied) < 2:
        return []
    who = and_list([names[s] for s in tied])
    if len(won) == 1:
        return [_("The end - {names} tied at {vp} VP; {name} has the most cash ({k}K) and wins.").format(
            names=who, vp=best, name=names[won[0]], k=state.fests[won[0]].cash)]
    return [_("The end - {names} tied at {vp} VP and on cash ({k}K): they share the win.").format(
        names=who, vp=best, k=state.fests[won[0]].cash)]
