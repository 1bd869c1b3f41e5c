"""The Rock'n Rodeo tour's extra shots (``openair tour rodeo``): a copy of the game played on by
Normal bots, stopped at each kind of decision of Ada's (seat 0) and shown on a table of its own:
a booking asking to be confirmed, an event card aimed at a rival, the expansion, the line-up,
the WIXIs, a camper placed with the satisfaction preview, the afternoon, the evening, the
night's garbage, a rival's grounds and the summary of the season's last festival day; then the
same at 2 and at 4 players.
"""

from __future__ import annotations

import random

from . import day_report, presenters, season


def _lit(shot, prefix: str, how=("happy", "target", "unhappy")) -> str | None:
    """The first piece on the table (in its lay-out's order) lit as a target whose id starts with ``prefix``."""
    for want in how:
        for one in shot.pieces():
            if one.is_hotspot and one.id.startswith(prefix) and one.spot.get("lit") == want:
                return one.id
    return None


def _hover(shot, sid: str | None) -> None:
    if sid is not None and sid in shot.spots():
        shot.hover_at(shot.spots().get(sid).area.center)


def _booking(shot, save, name) -> None:
    book = [a for a in shot.legal if a[0] == "book"] or [a for a in shot.legal if a[0] == "garage"]
    shot.sel.booking = book[0]
    shot._touch()
    _hover(shot, "confirm")
    save(name)


def _target_card(state) -> int | None:
    p = state.pending()
    for card in state.fests[0].events:
        if p.kind == "event" and presenters.pick_kind(state, card, p.side) == "target":
            return card
    return None


def _event_target(shot, save, name) -> None:
    card = _target_card(shot.state)
    shot.sel.event_card = card
    shot._touch()
    _hover(shot, _lit(shot, "pick:", ("target", None)) or next((one.id for one in shot.pieces()
                                                                 if one.id.startswith("pick:")), None))
    save(name)


def _hover_lit(prefix: str):
    def pose(shot, save, name) -> None:
        _hover(shot, _lit(shot, prefix))
        save(name)
    return pose


def _expansion(shot, save, name) -> None:
    _hover(shot, _lit(shot, "stand_top:") or _lit(shot, "market_up:"))
    save(name)


def _lineup(shot, save, name) -> None:
    shot.sel.lineup_pick = 0
    shot._touch()
    _hover(shot, "day:1")
    save(name)


def _afternoon(shot, save, name) -> None:
    shot.sel.event_card = shot.state.fests[0].events[0]
    shot._touch()
    _hover(shot, f"event:{shot.sel.event_card}")
    save(name)


def _evening(shot, save, name) -> None:
    _hover(shot, _lit(shot, "stand:") or _lit(shot, "day:") or _lit(shot, "up:"))
    save(name)


def _rival(shot, save, name) -> None:
    shot.peek_at(1)
    _hover(shot, "rival:1")
    save(name)


def _day_summary(shot, save, name) -> None:
    """The summary of the last festival day as it came up (the tour plays with animations off,
    where it does not come by itself)."""
    report = day_report.last_day(shot.runner)
    if report is None:
        return
    shot.round_report.due(report, len(shot.runner.match.actions))
    shot.round_report.tick()                       # (nothing moves: it comes up)
    shot._touch()
    _hover(shot, day_report.CONTINUE)
    save(name)


#: (shot name, when Ada's decision is the one, pose)
SHOTS = (
    ("11_rodeo_booking_confirm", lambda state: state.pending().kind == "book", _booking),
    ("12_rodeo_event_target", lambda state: _target_card(state) is not None and state.pending().side == "booking",
     _event_target),
    ("13_rodeo_expansion", lambda state: state.pending().kind == "expand" and len(state.legal_actions()) > 1,
     _expansion),
    ("14_rodeo_lineup", lambda state: state.pending().kind == "lineup" and len(state.fests[0].bands) >= 2, _lineup),
    ("15_rodeo_wixis", lambda state: state.pending().kind == "wixi", _hover_lit("space:")),
    ("16_rodeo_arrival_preview", lambda state: state.pending().kind == "place" and state.pending().card >= 0,
     _hover_lit("space:")),
    ("17_rodeo_afternoon", lambda state: state.pending().kind == "event" and state.pending().side == "festival",
     _afternoon),
    ("18_rodeo_evening", lambda state: state.pending().kind == "evening", _evening),
    ("19_rodeo_night_garbage", lambda state: state.pending().kind == "garbage", _hover_lit("space:")),
    ("20_rodeo_rival_grounds", lambda state: state.pending().kind == "place" and state.season >= 2, _rival),
    ("21_rodeo_day_summary", lambda state: state.season == 2 and state.pending().kind == "book", _day_summary),
)
#: the shots taken again at 2 and 4 players
AGAIN = ("11_rodeo_booking_confirm", "16_rodeo_arrival_preview", "18_rodeo_evening")


def shoot(scene, save, twin, shots, suffix: str = "", steps: int = 6000) -> None:
    """Play ``twin`` on with Normal bots, showing each of ``shots`` when Ada's decision fits it."""
    from game.core.bots import choose_action
    from game.ui.tour import show_twin
    rng = random.Random(twin.match.seed)
    wanted = list(shots)
    for _ in range(steps):
        state = twin.state
        if not wanted or state.is_terminal():
            return
        if state.current_player() == 0:
            hit = next((w for w in wanted if w[1](state)), None)
            if hit is not None:
                wanted.remove(hit)
                show_twin(scene, twin, lambda shot, hit=hit: hit[2](shot, save, hit[0] + suffix))
                continue
        twin.play(choose_action(twin.spec, state.view(state.current_player()), "normal", rng))


def tour_shots(scene, save) -> None:
    from game.core.match import Seat
    from game.ui.tour import twin_runner
    runner = scene.runner
    seats = runner.match.seats
    shoot(scene, save, twin_runner(runner, runner.match.seed, [Seat(seats[0].name, "human", seats[0].colour)]
                                   + [Seat(s.name, "normal", s.colour) for s in seats[1:]]), SHOTS)
    colours = runner.spec.colours
    names = ["Ada", "Rocky", "Luna", "Bongo"]
    for n in (2, 4):
        table = [Seat(names[i], "human" if i == 0 else "normal", colours[i]) for i in range(n)]
        shoot(scene, save, twin_runner(runner, runner.match.seed + n, table), [s for s in SHOTS if s[0] in AGAIN],
              f"_{n}p")
    season.tour_shots(scene, save)
