"""The Rock'n Rodeo tour's extra shots (``openair tour rodeo``): a copy of the game played on by
Normal bots, stopped at each kind of decision of Ada's (seat 0) and shown on a table of its own:
a booking asking to be confirmed, an event card aimed at a rival, the expansion, the line-up,
the WIXIs, a camper placed with the satisfaction preview, the afternoon, the evening, the
night's garbage, a rival's grounds and the summary of the season's last festival day, the
first-game pointers of each phase as they first come, a fan group still being placed (its markers
to be judged) and Friday's band keeping its fans on Saturday; then the same at 2 and at 4 players.
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


def _hover_lit(prefix: str, how=("happy", "target", "unhappy")):
    def pose(shot, save, name) -> None:
        _hover(shot, _lit(shot, prefix, how))
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


def _pointers(phase: str, at: int = 0):
    """The first-game pointers of ``phase`` as they come the first time (its ``at``-th)."""
    def pose(shot, save, name) -> None:
        if not shot.offer_guide(again=True):
            return
        g = shot.guide
        g.seen = set(g.waiting()) - {phase}       # (the phases before it read)
        g.shown = False
        shot.update_guide()
        for _ in range(at):
            shot.guide_next()
        if shot.guide_shown():
            save(name)
    return pose


def _in_phase(phase: str, kinds=None):
    """When Ada's decision belongs to ``phase`` (of the pointers), of one of ``kinds`` if given."""
    from types import SimpleNamespace

    def when(state) -> bool:
        p = state.pending()
        return phase in presenters.guide_phases(SimpleNamespace(view=state)) and (kinds is None or p.kind in kinds)
    return when


def _judged(shot, save, name) -> None:
    """A fan group half placed: the mouse on its first camper, to be judged once the group is complete."""
    _hover(shot, f"space:{shot.state.group[3][0]}")
    save(name)


def _band_kept(shot, save, name) -> None:
    """Saturday or Sunday: Friday's band with the fans sent to it (a game where some went)."""
    from .stage import band_days
    if band_days(shot, 0).get(0):
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
    ("23_rodeo_pointers_booking", _in_phase("booking", ("book",)), _pointers("booking")),
    ("23_rodeo_pointers_expansion", _in_phase("expansion"), _pointers("expansion")),
    ("23_rodeo_pointers_lineup", _in_phase("lineup"), _pointers("lineup")),
    ("23_rodeo_pointers_morning", _in_phase("morning", ("place",)), _pointers("morning", 1)),
    ("23_rodeo_pointers_afternoon", _in_phase("afternoon"), _pointers("afternoon")),
    ("23_rodeo_pointers_evening", _in_phase("evening"), _pointers("evening", 1)),
    ("23_rodeo_pointers_night", _in_phase("night", ("garbage",)), _pointers("night")),
    ("23_rodeo_pointers_scoring", _in_phase("scoring"), _pointers("scoring")),
    ("24_rodeo_group_to_be_judged", lambda state: state.pending().kind == "place" and state.pending().card >= 0
     and bool(state.group) and len(state.group[3]) >= 1, _judged),
    ("25_rodeo_band_keeps_its_fans", lambda state: presenters.stage(state) == "festival" and state.day >= 1
     and state.pending().kind == "evening", _band_kept),
)
#: the shots whose pose may pass a position by (then the next one that fits is tried)
WAITING = ("25_rodeo_band_keeps_its_fans",)
#: the shots taken again at 2 and 4 players
AGAIN = ("11_rodeo_booking_confirm", "16_rodeo_arrival_preview", "18_rodeo_evening")


def shoot(scene, save, twin, shots, suffix: str = "", steps: int = 6000) -> None:
    """Play ``twin`` on with Normal bots, showing each of ``shots`` when Ada's decision fits it."""
    from game.core.bots import choose_action
    from game.ui.tour import show_twin
    rng = random.Random(twin.match.seed)
    wanted = list(shots)
    tried = set()                     # (a pose may pass a position by: its shot waits for another)
    for _ in range(steps):
        state = twin.state
        if not wanted or state.is_terminal():
            return
        if state.current_player() == 0:
            hit = next((w for w in wanted if w[1](state) and (w[0], len(twin.match.actions)) not in tried), None)
            if hit is not None:
                tried.add((hit[0], len(twin.match.actions)))
                saved = []
                show_twin(scene, twin, lambda shot, hit=hit, saved=saved: hit[2](
                    shot, lambda n: (saved.append(n), save(n)), hit[0] + suffix))
                if saved or hit[0] not in WAITING:
                    wanted.remove(hit)
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
