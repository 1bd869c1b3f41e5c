"""Camp Roskilde in words: log lines and the results table (no pygame)."""

from __future__ import annotations

from game.core.state import Event

from .model import VIBES

SPACE_NAMES = ("top left", "top", "top right", "left", "centre", "right", "bottom left", "bottom",
               "bottom right")


def _camp(names: list[str], camp: int) -> str:
    return f"{names[camp]}'s camp"


def describe(st, event: Event, names: list[str]) -> str:
    d, k = event.data, event.kind
    who = names[event.seat] if event.seat is not None and event.seat >= 0 else ""
    name = st.content.name
    if k == "turn_start":
        return f"{who} takes another turn." if d.get("extra") else ""
    if k == "placed":
        if d["from"] == "camp":
            return ""                      # the "moved" line already says it
        where = f"{_camp(names, d['camp'])} ({SPACE_NAMES[d['space']]})"
        source = {"grounds": "", "camp": "", "pile": " from the draw pile"}[d["from"]]
        return f"{who} places {name(d['tile'])}{source} in {where}."
    if k == "moved":
        return f"{name(d['tile'])} moves from {_camp(names, d['camp'])} to {_camp(names, d['to_camp'])}."
    if k == "discarded":
        return f"{name(d['tile'])} leaves {_camp(names, d['camp'])} for the discard pile."
    if k == "matched":
        return f"{who} uses {name(d['tile'])} to match {name(d['other'])} out of {_camp(names, d['camp'])}."
    if k == "grounds_discarded":
        return f"Nothing fits anywhere: {who} clears the festival grounds."
    if k == "extra_turn_won":
        return f"{name(d['tile'])}: {who} will take another turn."
    if k == "activated":
        return f"{name(d['by'])} wakes {name(d['tile'])}."
    if k == "quiet":
        return f"{name(d['tile'])} has already done its thing this turn."
    if k == "skipped":
        return f"{name(d['tile'])} cannot do anything here."
    if k == "chaos_draw":
        return f"Mr. Chaos drags {name(d['tile'])} in from the draw pile."
    if k == "chaos_discard":
        return f"{name(d['tile'])} does not fit and is discarded."
    if k == "gamble":
        return f"{who} takes a chance on the draw pile."
    if k == "gamble_discard":
        return f"{name(d['tile'])} fits nowhere and is discarded."
    if k == "recycled":
        return f"{name(d['by'])} brings {name(d['tile'])} back to the festival grounds."
    if k == "puke":
        return "Lake of Puke clears its neighbours." if d["victims"] else ""
    if k == "reshuffled":
        return f"The draw pile is empty: the discard pile is shuffled into a new one ({d['tiles']} tiles)."
    if k == "time_up":
        return f"Time is up! {names[d['finisher']]} finishes {who}'s turn."
    if k == "game_end":
        if d["reason"] == "full":
            return f"{_camp(names, d['full'][0]).capitalize()} is full: the festival is over."
        return "The draw pile is empty: the festival is over."
    if k == "tiebreak":
        return f"A tie! {who} is the Tiebreaker and picks the winner."
    if k == "winner":
        if d.get("tiebreak"):
            return f"{names[d['by']]} names {who} the winner."
        return f"{who} wins."
    return ""


def explain_score(st, camp: int) -> str:
    """'red 5 minus green 3, colourless -1 = 1' for one camp."""
    points = st.vibe_points(camp)
    ranked = sorted(VIBES, key=lambda v: -points[v])
    first, second = ranked[0], ranked[1]
    text = f"{first} {points[first]} minus {second} {points[second]}"
    if any(not st.content.coloured[t] for t in st.tiles_in(camp)):
        text += f", colourless {st.colourless_points(camp):+d}"
    return f"{text} = {st.score(camp)}"


def score_table(st, names: list[str]) -> dict:
    n = st.num_players
    rows = []
    for vibe in VIBES:
        rows.append({"label": f"{vibe.title()} vibe", "values": [st.vibe_points(c)[vibe] for c in range(n)],
                     "style": "info"})
    rows.append({"label": "Colourless tiles", "values": [st.colourless_points(c) for c in range(n)],
                 "style": "info"})
    rows.append({"label": "Tiles in camp", "values": [st.count(c) for c in range(n)], "style": "info"})
    rows.append({"label": "Perfectly diverse", "values": ["yes" if st.diverse(c) else "-" for c in range(n)],
                 "style": "row"})
    rows.append({"label": "Score", "values": [st.score(c) for c in range(n)], "style": "total"})
    notes = [f"{names[c]}: {explain_score(st, c)}" for c in range(n)]
    result = st.result or {}
    winner = result.get("winner")
    if result.get("diverse"):
        notes.insert(0, "A perfectly diverse camp wins, whatever the points.")
    if len(result.get("candidates", [])) > 1:
        tb = st.tiebreaker()
        notes.insert(0, f"Tie between {', '.join(names[c] for c in result['candidates'])}: "
                        f"{names[tb]} placed the last tile and was the Tiebreaker.")
    if winner is None:
        headline = "The Tiebreaker is choosing..."
    elif winner in result.get("diverse", []):
        headline = f"{names[winner]} wins with a perfectly diverse camp"
    else:
        points = st.score(winner)
        headline = f"{names[winner]} wins with {points} point{'' if abs(points) == 1 else 's'}"
        if len(result.get("candidates", [])) > 1:
            headline += ", the Tiebreaker's pick"
    return {"headline": headline, "winners": [] if winner is None else [winner], "columns": list(names),
            "rows": rows, "notes": notes}
