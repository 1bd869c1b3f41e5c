"""The end of a festival day on the Rock'n Rodeo table (issue 23): once the last night of a day
is over, a short summary over the dimmed table says, per manager, how many fans arrived that
morning (or that nobody came, and why), how much garbage the night brought, how Hygiene and Mood
moved and why, and which fans went home or turned sour. Nothing is scored again: every figure is
read from the rules' events of that day (``runner.events``), the track values at the night's end
from the state, or, on the season's last day, from the season's record (the new year clears the
tracks in the same action).

It is the kit's report between rounds (:mod:`game.ui.round_report`): :class:`Reports` is the
table's one report, which shows either this summary (drawn over the table by :func:`draw`, one of
the table's pieces taking every click: :func:`pieces`) or the season's screen (pushed:
:mod:`.season`); after the season's last day the summary comes first and the season's screen
when it is closed. A click anywhere, or Enter or Space (the keyboard's focus is on its Continue
button), closes it. Like every report it holds the table meanwhile, is forgotten by an undo back
past it, and never comes up at a table of bots alone; it is also left out at the animation speed
Off (a player who wants no interruptions), where the log still says all of it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.core.i18n import _, and_list, ngettext, pgettext
from game.ui import theme, veil, widgets
from game.ui.hotspots import Look
from game.ui.pieces import Piece, piece
from game.ui.round_report import RoundReport

from . import presenters
from .layout import H, W

#: the Continue button's id (the keyboard's focus goes to it when the summary comes up)
CONTINUE = "continue"
#: the kinds of events that only the night brings
NIGHT = frozenset(("garbage", "fence", "hygiene_penalty", "soured", "went_home", "grumble"))


@dataclass(frozen=True)
class SeatDay:
    """One manager's day: the morning's arrivals and the night's changes."""

    arrived: int                  # fans who pitched their tents this morning
    skipped: bool                 # nobody arrived: the morning passed without a decision
    none_left: tuple = ()         # the genres of which no fans were left to arrive
    heaped: int = 0               # garbage on a heap (each costs 1 Hygiene)
    landed: int = 0               # garbage on a clean space
    fenced: int = 0               # garbage over the fence (each costs 1 Hygiene)
    hygiene: tuple = (0, 0)       # (before the night, after it)
    mood: tuple = (0, 0)
    hygiene_at: int | None = None  # the Hygiene penalty that cost Mood ("at {at} or below")
    penalty_mood: int = 0         # the Mood it cost
    grumbling: int = 0            # the dissatisfied markers that cost Mood
    grumble_mood: int = 0         # the Mood they cost
    home: int = 0                 # fans gone home
    soured: int = 0               # satisfied fans turned dissatisfied
    cheered: int = 0              # dissatisfied fans satisfied again

    @property
    def garbage(self) -> int:
        return self.heaped + self.landed + self.fenced


@dataclass(frozen=True)
class DayReport:
    """The summary of festival day ``day`` (0 Friday) of season ``season``; ``then``: the season's
    report that follows it (its last day), else None."""

    season: int
    day: int
    seats: tuple
    then: object = field(default=None, compare=False)     # (a Report holds dicts: not hashed)


def _boundary(ev) -> bool:
    """The event that ends a festival day: the next day's, or the season's scoring after Sunday."""
    return ev.kind == "season_scored" or (ev.kind == "day" and ev.data["day"] > 0)


def ended(runner, events, state=None) -> DayReport | None:
    """The summary of the festival day that ``events`` (one action's, the last played) ended, or
    None: no day ended in them."""
    if not any(_boundary(ev) for ev in events):
        return None
    return last_day(runner, state)


def last_day(runner, state=None) -> DayReport | None:
    """The summary of the last festival day that ended in ``runner``'s history (None: none yet).
    The tracks' values after the night are the state's (``state``, default the runner's: as it is
    just after that day ended), or the season's record's after Sunday."""
    state = state if state is not None else runner.state
    flat = [ev for evs in runner.events for ev in evs]
    cut = next((i for i in range(len(flat) - 1, -1, -1) if _boundary(flat[i])), None)
    start = next((i for i in range(cut - 1, -1, -1) if flat[i].kind == "day"), None) if cut is not None else None
    if start is None:
        return None
    day = flat[start].data["day"]
    record = flat[cut].data if flat[cut].kind == "season_scored" else None
    seats = tuple(_seat_day(flat[start + 1:cut], seat, state, record) for seat in range(state.num_players))
    return DayReport(state.season if record is None else record["season"], day, seats)


def _seat_day(events, seat: int, state, record) -> SeatDay:
    """What ``events`` (one day's, in order) did to ``seat``'s festival."""
    mine = [ev for ev in events if ev.seat == seat]
    arrived = sum(ev.data["fans"] for ev in mine if ev.kind == "group")
    skipped = not any(ev.kind in ("group", "no_card") for ev in mine)
    none_left = tuple(dict.fromkeys(ev.data["genre"] for ev in mine if ev.kind == "no_fans"))
    deltas = {"hygiene": 0, "mood": 0}
    at, penalty_mood, grumbling, grumble_mood = None, 0, 0, 0
    for i, ev in enumerate(mine):
        if ev.kind != "track" or ev.data["track"] not in deltas:
            continue
        before = mine[i - 1] if i else None
        after = mine[i + 1] if i + 1 < len(mine) else None
        step = ev.data["new"] - ev.data["old"]
        if after is not None and after.kind == "grumble":
            deltas["mood"] += step
            grumble_mood += step
        elif before is not None and before.kind == "hygiene_penalty":
            deltas["mood"] += step
            penalty_mood += step
            at = before.data["at"]
        elif before is not None and before.kind in ("garbage", "fence"):
            deltas["hygiene"] += step
    for ev in mine:
        if ev.kind == "grumble":
            grumbling = ev.data["markers"]
        elif ev.kind == "hygiene_penalty" and ev.data["penalty"] == "mood" and at is None:
            at = ev.data["at"]
    cheered = sum(1 for i, ev in enumerate(mine) if ev.kind == "cheered" and i and mine[i - 1].kind == "grumble")
    f = state.fests[seat]
    now = {"hygiene": record["hygiene"][seat] if record else f.hygiene,
           "mood": record["mood"][seat] if record else f.mood}

    def count(kind: str, **data) -> int:
        return sum(1 for ev in mine if ev.kind == kind and all(ev.data[k] == v for k, v in data.items()))

    return SeatDay(
        arrived=arrived, skipped=skipped, none_left=none_left,
        heaped=count("garbage", stacked=True), landed=count("garbage", stacked=False), fenced=count("fence"),
        hygiene=(now["hygiene"] - deltas["hygiene"], now["hygiene"]), mood=(now["mood"] - deltas["mood"], now["mood"]),
        hygiene_at=at, penalty_mood=penalty_mood, grumbling=grumbling, grumble_mood=grumble_mood,
        home=count("went_home"), soured=count("soured"), cheered=cheered)


# -- in words ---------------------------------------------------------------------------------------

def _moved(pair: tuple) -> str:
    old, new = pair
    return _("{old} → {new}").format(old=old, new=new) if old != new else str(new)


def rows(report: DayReport) -> list[tuple[str, list]]:
    """The table: (label, one value per manager)."""
    seats = report.seats
    return [
        (_("Arrived this morning"), [_("nobody") if d.skipped else str(d.arrived) for d in seats]),
        (_("Garbage tonight"), [str(d.garbage) for d in seats]),
        (_("Hygiene"), [_moved(d.hygiene) for d in seats]),
        (_("Mood"), [_moved(d.mood) for d in seats]),
        (_("Gone home"), [str(d.home) for d in seats]),
    ]


def lines(report: DayReport, names: list[str], view) -> list[str]:
    """Why, one sentence a change: the mornings nobody came to, Hygiene and Mood, the fans."""
    out = []
    for seat, d in enumerate(report.seats):
        name = names[seat]
        if d.skipped:
            if d.none_left:
                out.append(_("Nobody arrived at {name}'s this morning: no {genres} fans were left to come.").format(
                    name=name, genres=and_list([presenters.genre(view, g) for g in d.none_left])))
            else:
                out.append(_("Nobody arrived at {name}'s this morning: no fans were on their way.").format(name=name))
        why = []
        if d.heaped:
            why.append(ngettext("{n} bag on a heap", "{n} bags on heaps", d.heaped).format(n=d.heaped))
        if d.fenced:
            why.append(ngettext("{n} bag over the fence", "{n} bags over the fence", d.fenced).format(n=d.fenced))
        if d.hygiene[0] != d.hygiene[1] and why:
            out.append(_("{name}'s Hygiene {old} → {new}: {why}.").format(
                name=name, old=d.hygiene[0], new=d.hygiene[1], why=and_list(why)))
        why = []
        if d.penalty_mood and d.hygiene_at is not None:
            why.append(_("Hygiene at {at} or below ({delta})").format(at=d.hygiene_at, delta=d.penalty_mood))
        if d.grumble_mood:
            why.append(ngettext("{n} dissatisfied fan ({delta})", "{n} dissatisfied fans ({delta})",
                                d.grumbling).format(n=d.grumbling, delta=d.grumble_mood))
        if d.mood[0] != d.mood[1] and why:
            out.append(_("{name}'s Mood {old} → {new}: {why}.").format(
                name=name, old=d.mood[0], new=d.mood[1], why=and_list(why)))
        fans = []
        if d.home:
            fans.append(ngettext("{n} fan went home", "{n} fans went home", d.home).format(n=d.home))
        if d.soured:
            fans.append(ngettext("{n} fan turned sour", "{n} fans turned sour", d.soured).format(n=d.soured))
        if d.cheered:
            fans.append(ngettext("{n} fan made peace with the neighbours", "{n} fans made peace with the neighbours",
                                 d.cheered).format(n=d.cheered))
        if fans:
            out.append(_("At {name}'s, {what}.").format(name=name, what=and_list(fans)))
    return out or [_("A quiet night: nothing changed on anyone's grounds.")]


def title(report: DayReport) -> str:
    return _("{day} is over").format(day=_(presenters.DAYS[report.day]))


# -- on the table -------------------------------------------------------------------------------------

class Reports(RoundReport):
    """The table's report between rounds: a day's summary (drawn on the table: it runs while on
    show) or a season's screen (pushed); a summary that comes before the season's screen brings
    it up when it is closed."""

    def __init__(self, scene, on_closed, show_season):
        super().__init__(scene, self._closed, show=self._show, spectator_s=None)
        self.after_closed = on_closed
        self.show_season = show_season

    def summary(self) -> DayReport | None:
        """The day's summary on show (None: none)."""
        report = self.on_show()
        return report if isinstance(report, DayReport) else None

    def running(self) -> bool:
        return self.summary() is not None

    def _show(self, report):
        if isinstance(report, DayReport):
            self.scene.focus = CONTINUE              # Enter or Space closes it
            return None
        return self.show_season(report)

    def close(self) -> None:
        report, at = self.report, self.at
        super().close()
        if isinstance(report, DayReport):
            if self.scene.focus == CONTINUE:
                self.scene.focus = None
            if report.then is not None:              # the season's screen follows
                self.due(report.then, at)
                return
        self.after_closed()

    def _closed(self) -> None:
        """(the kit's on_closed: :meth:`close` says what follows)"""


def pieces(scene) -> list[Piece]:
    """While a day's summary shows: its Continue button and, under it, the whole table, which a
    click closes too (listed last: they lie on top and take every click)."""
    report = scene.round_report.summary()
    if report is None:
        return []
    rect, _foot = _layout(scene, report)
    button = pygame.Rect(0, 0, 260, 52)
    button.midbottom = (rect.centerx, rect.bottom - 24)
    close = scene.round_report.close
    return [piece(("day_report",), pygame.Rect(0, 0, W, H), "day_report", id="day_report", command=close,
                  focus=False, data=report),
            piece(("day_report", "continue"), button, "day_report", id=CONTINUE, command=close,
                  look=Look(pgettext("report", "Continue"), "primary"),
                  tip=_("Close the day's summary and go on (Enter)."))]


#: the width of the table's labels, and the panel's least width
LABEL_W, MIN_W = 380, 1160


def _layout(scene, report: DayReport) -> tuple[pygame.Rect, list[str]]:
    """Where the panel stands and its wrapped lines of why (once per report and language)."""
    def make():
        width = max(MIN_W, LABEL_W + 60 + 170 * len(report.seats) + 80)
        foot = [one for line in lines(report, scene.names(), scene.shown_view())
                for one in theme.wrap(line, 22, width - 80)]
        rect = pygame.Rect(0, 0, width, 168 + 48 * len(rows(report)) + 30 * len(foot) + 110)
        rect.center = (W // 2, (H + 60) // 2)
        return rect, foot
    return scene.cached(("day_report_layout", report, tuple(scene.names())), make)


def draw(scene, surface: pygame.Surface) -> None:
    """The summary on show over the dimmed table, and its Continue button (noted in ``overdraw``)."""
    report = scene.round_report.summary()
    if report is None:
        return
    picture = scene.cached(("day_report", report, tuple(scene.names())), lambda: _picture(scene, report))
    scene.overdraw.add(picture.blit(surface))
    spot = scene.spots().get(CONTINUE)
    if spot is not None:
        scene.overdraw.add(scene.draw_button(surface, spot.area, spot.look, scene.hover == CONTINUE))


def _picture(scene, report: DayReport) -> veil.Veil:
    rect, foot = _layout(scene, report)
    table = [(label, values, 24, theme.TEXT) for label, values in rows(report)]
    columns = [(seat.name, theme.rgb(seat.colour)) for seat in scene.seats]
    sub = _("Season {n}: what the day and the night brought").format(n=report.season)
    return veil.report((W, H), rect, (0, 0, 0, 150), 16, lambda size, r: widgets.score_report(
        size, r, title(report), sub, columns, table, foot, label_w=LABEL_W))
