"""The season's scoring in words (no pygame): what the season screen (:mod:`.season`) shows, read
from the rules' own record of the season (:func:`.scoring.score_season`, kept in
``state.season_scores`` and sent with the ``season_scored`` event) and the ``order`` event after
it. Nothing here scores again: the values and points are the record's; this module only says
them, with the one count the record does not keep (how many fans the festival card counted),
read from the fans of each genre the event sends with it (``counts``).

A report is a :class:`Report`; :func:`rows` gives the table (one row per line of the scoring,
one value per manager), :func:`notes` the prizes' tie-breaks and the festival cards, and
:func:`order_lines` and :func:`side_by_side` the new order and every season of the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.i18n import N_, _, and_list

from . import scoring
from .model import GENRES

#: the five categories of the quick reference: (record value, record VP, label)
CATEGORIES = (("mood", "mood_vp", N_("Mood")), ("satisfied", "satisfied_vp", N_("Satisfied fans")),
              ("dissatisfied", "dissatisfied_vp", N_("Dissatisfied fans")), ("garbage", "garbage_vp", N_("Garbage")),
              ("hygiene", "hygiene_vp", N_("Hygiene")))


@dataclass(frozen=True)
class Report:
    """One season's scoring as the screen shows it."""

    record: dict                  # the rules' record (see scoring.RECORD), money_vp in the last season
    order: tuple                  # the new order track, first place first
    counts: tuple | None = None   # per seat, the fans of each genre on the grounds as the season ended
    paid: tuple | None = None     # per seat, what the income really changed the cash by (never below 0)


def report_of(events) -> Report | None:
    """The report of the ``season_scored`` event among one action's ``events`` (None: no season
    ended): the rules' record, the fans of each genre it scored (the event's ``counts``) and the
    new order (the ``order`` event after it)."""
    record = order = None
    for ev in events:
        if ev.kind == "season_scored":
            record = dict(ev.data)
        elif ev.kind == "order" and record is not None:
            order = tuple(ev.data["order"])
            break
    if record is None:
        return None
    counts = record.pop("counts", None)
    paid = record.pop("paid", None)
    return Report(record, order or (), tuple(map(tuple, counts)) if counts is not None else None,
                  tuple(paid) if paid is not None else None)


def paid(report: Report) -> list[int]:
    """What each manager's income really changed the cash by: the income, or where it was negative
    and more than the cash held, all the cash (cash never goes below 0)."""
    return list(report.paid) if report.paid is not None else list(report.record["income"])


def festival_count(state, seat: int, counts: tuple | None, vp: int) -> int | None:
    """How many fans ``seat``'s festival card counted (its genres together, or the full sets), or
    None when unknown or when it does not give the record's points."""
    if counts is None:
        return None
    card = state.festival_card(seat).scoring
    mine = counts[seat]
    count = min(mine) if card.kind == "kombo" else sum(mine[GENRES.index(g)] for g in card.genres)
    return count if scoring.festival_points(card, lambda g: mine[g]) == vp else None


def _k(n: int) -> str:
    return _("{n:+}K").format(n=n) if n else _("0K")


def _arrow(value, vp: int) -> str:
    return _("{value} → {vp} VP").format(value=value, vp=vp)


def rows(state, report: Report) -> list[dict]:
    """The table: ``{"label", "values" (one per seat), "style"}``, style section, row, subtotal,
    total or info, top to bottom."""
    rec = report.record
    n = len(rec["total"])
    seats = range(n)
    out: list[dict] = []

    def add(label: str, values, style: str = "row") -> None:
        out.append({"label": label, "values": list(values), "style": style})

    add(_("Income"), [""] * n, "section")
    add(_("Fans on the grounds, 1K each"), (_k(v) for v in rec["fans"]))
    add(_("WIXIs, 1K each"), (_k(-v) for v in rec["wixis"]))
    add(_("Garbage, 1K a marker"), (_k(-v) for v in rec["garbage"]))
    if state.options["ggam"]:
        add(_("GGAM fee, a quarter from {k}K of income on").format(k=state.content.numbers.ggam_free + 1),
            (_k(-v) for v in rec["ggam"]))
    add(_("Income, into the cash"), (_k(p) if p == v else _("{paid} of {income}").format(paid=_k(p), income=_k(v))
                                      for p, v in zip(paid(report), rec["income"], strict=True)), "subtotal")
    add(_("The O.O.R.A.'s prizes"), [""] * n, "section")
    add(_("Best Mood (a tie: the most satisfied fans)"), (_arrow(rec["mood"][s], rec["best_mood"][s]) for s in seats))
    add(_("Most fans (a tie: the most satisfied fans)"), (_arrow(rec["fans"][s], rec["most_fans"][s]) for s in seats))
    cells = []
    for s in seats:
        count = festival_count(state, s, report.counts, rec["festival"][s])
        cells.append(_("{vp} VP").format(vp=rec["festival"][s]) if count is None else _arrow(count, rec["festival"][s]))
    add(_("Festival card (fans it counts)"), cells)
    add(_("The five categories"), [""] * n, "section")
    for value, vp, label in CATEGORIES:
        add(_(label), (_arrow(rec[value][s], rec[vp][s]) for s in seats))
    money = rec.get("money_vp")
    total = list(rec["total"])
    if money is not None:
        cash = [max(0, i) for i in rec["income"]] if state.is_terminal() else None   # the income counts (L196)
        add(_("Money, 1 VP per {k}K of the last season's income").format(k=state.content.numbers.money_vp),
            (_arrow(_("{k}K").format(k=cash[s]), money[s]) if cash else _("{vp} VP").format(vp=money[s])
             for s in seats))
        total = [t + m for t, m in zip(total, money, strict=True)]
    add(_("The season's points"), (_("{vp} VP").format(vp=t) for t in total), "total")
    add(_("Victory points so far"), (_("{vp} VP").format(vp=f.vp) for f in state.fests), "info")
    return out


#: a prize's three outcomes, whole sentences: one best; a tie broken by satisfied fans; a tie that stays
PRIZE_WORDS = {
    "mood": (N_("Best Mood: {name} alone, with {value}."),
             N_("Best Mood: {names} tied at {value}; {name} has the most satisfied fans ({n}) and takes the prize."),
             N_("Best Mood: {names} tied at {value} and on satisfied fans ({n}): nobody takes the prize.")),
    "fans": (N_("Most fans: {name} alone, with {value}."),
             N_("Most fans: {names} tied at {value}; {name} has the most satisfied fans ({n}) and takes the prize."),
             N_("Most fans: {names} tied at {value} and on satisfied fans ({n}): nobody takes the prize.")),
}


def prize_note(names: list[str], rec: dict, prize: str) -> str:
    """How a prize went: to the one best, by the tie-break, or to nobody."""
    values, won = (rec["mood"], rec["best_mood"]) if prize == "mood" else (rec["fans"], rec["most_fans"])
    best = max(values)
    tied = [s for s, v in enumerate(values) if v == best]
    alone, broken, stays = PRIZE_WORDS[prize]
    winner = next((s for s, w in enumerate(won) if w), None)
    if len(tied) == 1:
        return _(alone).format(name=names[tied[0]], value=best)
    tied_names = and_list([names[s] for s in tied])
    if winner is not None:
        return _(broken).format(names=tied_names, value=best, name=names[winner], n=rec["satisfied"][winner])
    top = max(rec["satisfied"][s] for s in tied)
    return _(stays).format(names=tied_names, value=best, n=top)


def festival_note(state, names: list[str], report: Report, seat: int) -> str:
    """What a manager's festival card counted and gave."""
    card = state.festival_card(seat)
    vp = report.record["festival"][seat]
    count = festival_count(state, seat, report.counts, vp)
    if card.scoring.kind == "kombo":
        what = _("full sets of one fan of each genre")
    else:
        what = _("{genres} fans together").format(genres=and_list([state.content.genre_name(g)
                                                                   for g in card.scoring.genres]))
    name, festival = names[seat], state.content.festival_name(state.fests[seat].festival)
    if count is None:
        return _("{name}: {festival} counts {what}: {vp} VP.").format(name=name, festival=festival, what=what, vp=vp)
    return _("{name}: {festival} counts {what}: {count}, {vp} VP.").format(
        name=name, festival=festival, what=what, count=count, vp=vp)


def notes(state, names: list[str], report: Report) -> list[str]:
    """A negative income that took more than the cash held (what was really paid), the prizes'
    tie-breaks and each festival card's count."""
    rec = report.record
    short = [(_("{name}'s income was {income}, but cash never goes below 0: {name} paid the {k}K there was.")
              if p else _("{name}'s income was {income}, but cash never goes below 0: with no cash left, {name} "
                          "paid nothing.")).format(name=names[s], income=_k(v), k=-p)
             for s, (p, v) in enumerate(zip(paid(report), rec["income"], strict=True)) if p != v]
    return (short + [prize_note(names, rec, "mood"), prize_note(names, rec, "fans")]
            + [festival_note(state, names, report, s) for s in range(len(names))])


def order_lines(state, names: list[str], report: Report) -> list[str]:
    """The new order track, first place first, with the VP and cash that set it."""
    return [_("{pos}. {name}: {vp} VP, {cash}K").format(pos=i + 1, name=names[s], vp=state.fests[s].vp,
                                                        cash=state.fests[s].cash)
            for i, s in enumerate(report.order)]


def side_by_side(state) -> tuple[list[str], list[list[int]]]:
    """Every season of the game so far side by side: the column heads (the seasons' numbers, Money,
    Total) and per seat its points in each (from the season records; the total is the seat's VP)."""
    recs = state.season_scores
    heads = [str(rec["season"]) for rec in recs]
    money = any("money_vp" in rec for rec in recs)
    if money:
        heads.append(_("Money"))
    heads.append(_("Total"))
    table = []
    for s, f in enumerate(state.fests):
        row = [rec["total"][s] for rec in recs]
        if money:
            row.append(sum(rec.get("money_vp", [0] * len(state.fests))[s] for rec in recs))
        row.append(f.vp)
        table.append(row)
    return heads, table
