"""Boaromia Festival in words: log lines and the results table (no pygame)."""

from __future__ import annotations

from game.core.state import Event


def describe(st, event: Event, names: list[str]) -> str:
    who = names[event.seat] if event.seat is not None and 0 <= event.seat < len(names) else ""
    d = event.data
    k = event.kind
    if k == "step":
        return ""
    if k == "event":
        return f"Event: {st.content.event_by_id[d['event']].name}"
    if k == "level":
        return f"{who}: {d['stat']} {d['from']} → {d['to']} ({d['cause']})"
    if k == "faint":
        return f"{who} faints and wakes up at first aid"
    if k == "drink":
        return f"{who} drinks {d['drink']}"
    if k == "eat":
        return f"{who} eats {d['food']}"
    if k == "won":
        return "Group photo! The festival is won."
    if k == "lost":
        return "The last act has played without a group photo."
    return f"{who} {k}".strip()


def score_table(st, names: list[str]) -> dict:
    won = st.result is not None and st.result["won"]
    rows = [{"label": label, "values": list(getattr(st, stat)), "style": "row"}
            for label, stat in (("Fun", "fun"), ("Energy", "energy"), ("Bladder", "bladder"),
                                ("Coins", "coins"))]
    return {"headline": "Group photo!" if won else "No group photo this time",
            "winners": list(range(st.num_players)) if won else [],
            "columns": names, "rows": rows, "notes": []}
