"""The evening, solved exactly for the bots (no pygame): where today's arrivals go.

Fans of one genre are alike, so a plan says how many of each genre go to each free place (the
band, the WIXIs, each stand, each upgrade, or their tents). :func:`plan` tries every such
distribution within the places' free spaces and the genres' purchasing power (the rules' own
check, :meth:`RodeoState._covered`) and scores it with what it brings: Mood (each fan at the band,
the one-genre bonus when a place fills with one genre, bonuses), Hygiene, money and less Chaos or
garbage, each weighed by what one more point is worth to the season's projection right now
(:func:`weights`). The bot plays the plan's first step; asked again after it, the same search
finds the rest of the same plan.
"""

from __future__ import annotations

from .rules import KIND_INDEX, RodeoState

#: the values a plan is scored on
MOOD, HYGIENE, CASH, CLEAN = range(4)
#: the search stops after this many steps with the best plan found so far; below that it is
#: exact (in Normal self-play about 1 evening in 100 reaches the limit: many fans of several
#: genres and many places)
NODES = 20000


def places(st: RodeoState, seat: int) -> list[tuple]:
    """Every place with free spaces tonight: (action tail, free spaces, fill so far, spaces,
    stand index or None, per-fan gains [mood, hygiene, cash, clean])."""
    content = st.content
    f = st.fests[seat]
    out = []
    band_free = st.band_spaces(seat) - len(f.band_fill)
    if band_free > 0:
        out.append((("band",), band_free, f.band_fill, st.band_spaces(seat), None, (1, 0, 0, 0)))
    if f.wixis() - f.wixi_used > 0:
        out.append((("wixi",), f.wixis() - f.wixi_used, None, 0, None, (0, 1, 0, 0)))
    for i, stand_id in enumerate(f.stands):
        stand = content.stands[stand_id]
        free = stand.spaces - len(f.stand_fill[i])
        if free > 0:
            gain = [0, 0, stand.income, 0]
            _bonus(stand.bonus, gain)
            out.append((("stand", i), free, f.stand_fill[i], stand.spaces, stand_id, tuple(gain)))
    for i, up in enumerate(f.upgrades):
        upgrade = content.upgrade[up]
        free = upgrade.spaces - len(f.upgrade_fill[i])
        if free > 0:
            gain = [0, 0, 0, 0]
            for eff in upgrade.bonus:
                _bonus(eff, gain)
            out.append((("upgrade", up), free, None, 0, None, tuple(gain)))
    return out


def _bonus(eff, gain: list) -> None:
    if eff is None:
        return
    if eff.id == "mood":
        gain[MOOD] += eff.delta
    elif eff.id == "hygiene":
        gain[HYGIENE] += eff.delta
    elif eff.id == "income":
        gain[CASH] += eff.delta
    elif eff.id == "chaos":
        gain[CLEAN] -= eff.delta
    elif eff.id == "collect_garbage":
        gain[CLEAN] += eff.count


def plan(st: RodeoState, seat: int, weight: tuple[float, float, float, float]) -> list[tuple]:
    """The best distribution of today's standing fans, as the ``send`` actions that make it (in
    order; empty: everyone stays in their tents)."""
    f = st.fests[seat]
    genres = sorted((g for g in range(4) if f.standing[g]), key=lambda g: -f.standing[g])
    spots = places(st, seat)
    free = [p[1] for p in spots]
    best: list = [float("-inf"), []]
    stands = st.content.stands
    spent = [f.spent[g][:] for g in range(4)]        # what each genre has spent, per stand kind

    def score(sends: list[tuple[int, int]]) -> float:
        total = 0.0
        filled: dict[int, list[int]] = {}
        for g, k in sends:
            gain = spots[k][5]
            total += sum(w * x for w, x in zip(weight, gain, strict=True))
            filled.setdefault(k, []).append(g)
        for k, new in filled.items():
            _tail, _free, fill, spaces, _stand, _gain = spots[k]
            if fill is not None and spaces >= 2 and len(fill) + len(new) == spaces and len(set(fill + new)) == 1:
                total += weight[MOOD]                       # the one-genre bonus
        return total

    # places worth nothing to a fan are left out; the best places come first, so good plans are
    # found early and the bound (what the fans still to place could add at most) cuts the rest
    value = [sum(w * x for w, x in zip(weight, p[5], strict=True)) for p in spots]
    order = sorted((k for k in range(len(spots)) if value[k] > 0 or spots[k][2] is not None),
                   key=lambda k: -value[k])
    fills = [list(p[2]) if p[2] is not None else None for p in spots]   # each place's fans, as planned

    def bonuses(fans: int) -> float:
        """The one-genre bonuses still possible: places of 2+ spaces holding at most one genre, with
        no more free spaces than fans left to place."""
        return weight[MOOD] * sum(1 for k in order if fills[k] is not None and spots[k][3] >= 2
                                  and len(set(fills[k])) <= 1 and free[k] <= fans)
    remaining = sum(f.standing[g] for g in genres)

    nodes = [0]

    def walk(gi: int, i: int, left: int, sends: list[tuple[int, int]], partial: float, placed: int) -> None:
        nodes[0] += 1
        if nodes[0] > NODES or partial + _most(value, order, free, remaining - placed) + \
                bonuses(remaining - placed) <= best[0]:
            return
        if gi == len(genres):
            total = score(sends)
            if total > best[0]:
                best[0], best[1] = total, sends[:]
            return
        g = genres[gi]
        if i == len(order) or left == 0:
            walk(gi + 1, 0, f.standing[genres[gi + 1]] if gi + 1 < len(genres) else 0, sends, partial,
                 placed + left)
            return
        k = order[i]
        stand = spots[k][4]
        price = stands[stand].income if stand is not None else 0
        kind = KIND_INDEX[stands[stand].kind] if price else 0
        for n in range(min(left, free[k]), -1, -1):
            if price and n:
                spent[g][kind] += n * price
                ok = st._covered(f, g, spent[g])        # spending only grows: a plan that cannot
                spent[g][kind] -= n * price             # pay now never will
                if not ok:
                    continue
            spent[g][kind] += n * price
            free[k] -= n
            sends.extend([(g, k)] * n)
            if fills[k] is not None:
                fills[k].extend([g] * n)
            walk(gi, i + 1, left - n, sends, partial + n * value[k], placed + n)
            del sends[len(sends) - n:]
            if fills[k] is not None and n:
                del fills[k][-n:]
            free[k] += n
            spent[g][kind] -= n * price

    walk(0, 0, f.standing[genres[0]] if genres else 0, [], 0.0, 0)
    return [("send", g, *spots[k][0]) for g, k in best[1]]


def _most(value: list[float], order: list[int], free: list[int], fans: int) -> float:
    """The most ``fans`` more fans could add: the best free spaces, one fan each."""
    total = 0.0
    for k in order:                  # best places first
        if fans <= 0 or value[k] <= 0:
            break
        n = min(fans, free[k])
        total += n * value[k]
        fans -= n
    return total


def weights(st: RodeoState, seat: int, projection) -> tuple[float, float, float, float]:
    """What one more point of Mood, Hygiene, cash and one less garbage marker are worth to
    ``projection`` (the bot's season projection) right now."""
    base = projection(st, seat)
    out = []
    for field in ("mood", "hygiene", "cash"):
        s = st.clone()
        f = s.fests[seat]
        setattr(f, field, getattr(f, field) + 1)
        out.append(projection(s, seat) - base)
    return out[0], out[1], out[2], 0.3
