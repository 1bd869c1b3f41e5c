"""The end of a festival season (no pygame): income, the O.O.R.A.'s prizes, the festival cards'
own points and the five categories of the quick reference.

:func:`score_season` returns the season's record (saved with the state, shown by the results
table): per seat lists under each key of :data:`RECORD`. The state adds the income to the cash
and the total to the victory points; in the last season it adds the money's points
(``money_vp``: 1 per full 5K of that season's income, not of the cash held; L196).
"""

from __future__ import annotations

from .model import GENRES, OORA

#: what a season's record holds (per seat lists, but ``season``)
RECORD = ("season", "fans", "wixis", "garbage", "ggam", "income", "best_mood", "most_fans", "festival",
          "mood", "satisfied", "dissatisfied", "garbage_vp", "hygiene", "mood_vp", "satisfied_vp",
          "dissatisfied_vp", "hygiene_vp", "total")


def table_value(rows: list[list[int]], value: int) -> int:
    """The VP of the highest row whose threshold ``value`` reaches (the first row covers below)."""
    vp = rows[0][1]
    for at, points in rows:
        if value >= at:
            vp = points
    return vp


def festival_points(scoring, fans_of) -> int:
    """A festival card's own points: ``plus`` counts its genres' fans together, ``kombo`` the full
    sets of one fan of each genre; 0 below the first row. KOMBO: every full set counts (L181-182
    "for each combination ..."): past its table's last row each further set adds that row's step."""
    if scoring.kind == "kombo":
        count = min(fans_of(GENRES.index(g)) for g in GENRES)
    else:
        count = sum(fans_of(GENRES.index(g)) for g in scoring.genres)
    table = scoring.table
    if count < table[0][0]:
        return 0
    vp = table_value(table, count)
    if count > table[-1][0]:
        vp += (count - table[-1][0]) * further_set(scoring)
    return vp


def further_set(scoring) -> int:
    """What each full set past a KOMBO table's last row adds (that row's step); 0 for other cards."""
    table = scoring.table
    if scoring.kind != "kombo" or len(table) < 2:
        return 0
    (at0, vp0), (at1, vp1) = table[-2], table[-1]
    return (vp1 - vp0) // (at1 - at0)


def ggam(income: int, free: int, share: int) -> int:
    """The GGAM fee: nothing up to ``free`` K of income, else a quarter rounded down (6-7 → 1,
    8-11 → 2, 12-15 → 3 …, the rulebook's table)."""
    return income // share if income > free else 0


def prize(values: list[int], satisfied: list[int]) -> list[int]:
    """1 for the one best value; a tie goes to the most satisfied markers; still tied, nobody."""
    best = max(values)
    tied = [s for s, v in enumerate(values) if v == best]
    if len(tied) > 1:
        top = max(satisfied[s] for s in tied)
        tied = [s for s in tied if satisfied[s] == top]
    return [1 if len(tied) == 1 and s == tied[0] else 0 for s in range(len(values))]


def score_season(state) -> dict:
    nums = state.content.numbers
    fests = state.fests
    rec: dict = {"season": state.season}
    rec["fans"] = [f.fans() for f in fests]
    rec["wixis"] = [f.wixis() for f in fests]
    rec["garbage"] = [f.garbage_total() for f in fests]
    gross = [a - b - c for a, b, c in zip(rec["fans"], rec["wixis"], rec["garbage"], strict=True)]
    rec["ggam"] = [ggam(g, nums.ggam_free, nums.ggam_share) if state.options["ggam"] else 0 for g in gross]
    rec["income"] = [g - fee for g, fee in zip(gross, rec["ggam"], strict=True)]
    rec["satisfied"] = [f.satisfied() for f in fests]
    rec["dissatisfied"] = [f.dissatisfied() for f in fests]
    rec["mood"] = [f.mood for f in fests]
    rec["hygiene"] = [f.hygiene for f in fests]
    rec["best_mood"] = prize(rec["mood"], rec["satisfied"])
    rec["most_fans"] = prize(rec["fans"], rec["satisfied"])
    rec["festival"] = [festival_points(state.festival_card(s).scoring, f.fans_of) for s, f in enumerate(fests)]
    for cat in OORA:
        key = "garbage_vp" if cat == "garbage" else f"{cat}_vp"
        rec[key] = [table_value(nums.oora[cat], v) for v in rec[cat]]
    rec["total"] = [sum(rec[k][s] for k in ("best_mood", "most_fans", "festival", "mood_vp", "satisfied_vp",
                                             "dissatisfied_vp", "garbage_vp", "hygiene_vp"))
                    for s in range(len(fests))]
    return rec
