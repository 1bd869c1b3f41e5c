"""TableScene: the game-agnostic driver every game scene subclasses.

It owns the :class:`~game.core.match.Runner` and decides what happens next:

* a **bot** to act: ``choose_action`` runs on the bots' thread (:mod:`.bot_worker`) on the bot's
  own view, with a generator seeded from the match seed and the action count
  (games are reproducible); the thread posts ``app.WAKE`` when done and the
  result is applied on the main thread once the animations have played;
* a **human** to act: the subclass turns clicks into actions and calls
  :meth:`play`, which explains an illegal one instead of raising;
* **privacy**: before a human sees a view with secrets that another human
  looked at since, ``app.show_privacy`` hides the table (never with one
  human only); a game whose hands matter only in some decisions says when
  by overriding :meth:`cover_needed`;
* after **every action**: autosave, ``on_events`` (animations and sounds),
  log lines, and once the game is over and the animations are done,
  ``app.show_results``.

The subclass draws. It reads :attr:`viewer` (whose secrets may be shown:
the human to act, else the last human who acted, else ``None`` for a
spectator view; with several humans at the screen ``None`` too while another
seat decides, so a hand lies face down once its owner's decision ends),
implements :meth:`rebuild` (display state from the runner) and
:meth:`on_events`, and may hold the game with :meth:`holding` (an overlay
that waits for a click, such as a round summary).

What every table shows the same way is kept here too: a static layer drawn
by :meth:`render_layer` only when the display version (bumped by
:meth:`_touch`) or the animations change (in the running app spread over a
few frames where it is long: :mod:`game.ui.layer`), with :meth:`draw_frame`
over it each frame; a cache of rendered surfaces (:meth:`cached`); the mouse and the
named target under it (:meth:`hit`), clicks on targets (:meth:`click`, the
Menu and Rules buttons handled here); and a log that scrolls
(``log_panel``, a :class:`~game.ui.widgets.LogPanel` the subclass makes).

A table that lists its clickable things as :class:`~game.ui.hotspots.Hotspot` records
(:meth:`make_hotspots`) gets hit-testing, clicks, hover texts, the tests' targets and
keyboard focus from that one list: Tab / Shift+Tab walk the usable hotspots, the arrows go to
the nearest one their way, Enter or Space presses the focused one. Every table gets the Hint and
Undo buttons of :class:`~game.ui.table_aids.TableAids` (H and Ctrl+Z), and hover texts that wait
a moment and stand beside what they explain (:mod:`game.ui.tips`), and the first-game pointers
of :class:`~game.ui.guide.TableGuide` (offered by the setup screen and the pause menu).

A **remote** table (its runner a :class:`~game.net.remote_runner.RemoteRunner`: a seat played at
this screen, the game held by a host elsewhere) draws the view the host sent and plays nothing
itself: a click sends the action (``runner.play``), no bot thinks here, nothing is autosaved, and
each frame takes what the host sent since (:meth:`take_remote`: never waits on the network), an
update at a time, as if the action had been played here (the log, the marks, the flights).

A **read-only** table (:func:`read_only`, for the replay viewer) shows a runner it is handed and
plays nothing: no click plays an action, no bot thinks, nothing is autosaved, no results or
privacy screen opens, Hint and Undo are gone, and its Menu button (and Esc) leaves it. It shows
the view of :attr:`TableScene.watch_seat` (None: the public view).
"""

from __future__ import annotations

import functools
import logging
import random
import threading
from typing import TYPE_CHECKING, Any

import pygame

from game.core.i18n import _, pgettext, sentence
from game.core.selection import TableSelection
from game.core.state import Event, IllegalAction

from . import bot_worker, focus, furniture, last_move, tips
from .anim import Animator, BotPace
from .button_slots import ClickGuard
from .context import TableContext
from .context import wait_why as _wait_why
from .guide import TableGuide
from .hotspots import Hotspot, Hotspots, Look
from .layer import Painter
from .overdraw import Overdraw, put_back
from .pieces import Piece, Pieces
from .recap import TableRecap
from .round_report import RoundReport
from .scene import LOGICAL_SIZE, Scene
from .surface_cache import SurfaceCache, release_shell_caches, release_table_caches
from .table_aids import TableAids
from .table_end import TableEnd
from .table_look import TableLook

if TYPE_CHECKING:
    from game.core.match import Runner

    from .widgets import LogPanel

log = logging.getLogger(__name__)

#: the pixels a table's ``cached`` keeps at most (a whole-screen picture is 8 MB: Rock'n Rodeo's table top
#: and what it draws on it; at 12 MB they went and were made again all game, 2.5 times as many)
TABLE_CACHE_BYTES = 16_000_000
#: the arrow keys, by the direction (:data:`game.ui.focus.ARROWS`) they move the focus
#: seconds between a network table's looks for news while nothing else wakes the loop: a safety
#: net, since the network threads (and the host's bots) wake the loop as soon as news comes
REMOTE_POLL = 0.5
ARROW_KEYS = {pygame.K_LEFT: "left", pygame.K_RIGHT: "right", pygame.K_UP: "up", pygame.K_DOWN: "down"}


def bot_rng(seed: int, action_count: int) -> random.Random:
    """The bot's generator for the decision at ``action_count`` (stable across runs)."""
    return random.Random(f"openair-bot/{seed}/{action_count}")


class _OpensAfterInit(type):
    """Opens a table (:meth:`TableScene.open_table`: the start of the game, the first display
    state, its events) once the whole constructor ran, the game's included: the kit's
    constructor calls no game hook, so a game's ``__init__`` calls ``super().__init__`` first and
    sets its own fields after."""

    def __call__(cls, *args, **kwargs):
        scene = super().__call__(*args, **kwargs)
        scene.open_table()
        return scene


class TableScene(TableRecap, TableGuide, TableAids, TableEnd, TableLook, ClickGuard, Scene,
                 metaclass=_OpensAfterInit):
    name = "table"
    #: seconds before a bot decides after another seat's turn, at animation speed 1 (so people can
    #: follow; within a bot's turn the kit's pace waits less: :class:`~game.ui.anim.BotPace`)
    BOT_PAUSE = 0.25
    #: seconds between the last animation and the results screen at a table of bots alone (with a
    #: human the table stays, with "See the results": :mod:`.table_end`)
    RESULTS_PAUSE = 0.8
    #: what a frame draws over the layer is noted in :attr:`overdraw` (the kit's part and the game's
    #: :meth:`draw_extras`), so a frame puts back only that much of the layer (:mod:`.overdraw`);
    #: False (a table whose extras do not note what they draw): the whole layer every frame
    OVERDRAW = True
    #: the log at the side, made by the subclass (for :meth:`scroll_log`)
    log_panel: LogPanel
    #: a replay's table: shows the runner it is given and plays nothing (see :func:`read_only`)
    read_only = False
    #: whose view a read-only table shows (None: the public view)
    watch_seat: int | None = None
    #: the runner is a host's elsewhere (``runner.remote``): see the module's text
    remote = False
    #: the table draws the viewer's hand face down itself while :meth:`secrets_shown` is False, so
    #: the last human stays the viewer (at the bottom) during the others' decisions; False: the
    #: table shows the public view then (see :attr:`viewer`)
    FOLDS_HAND = False
    #: the table's selection, what the player has picked so far (a game's composer state: Camp's
    #: ``Selection``); the context hands it to the presenters
    sel: Any = None
    #: what the table marks as recent (Camp: the tiles placed or moved in the turn before)
    recent: frozenset = frozenset()
    #: the report between rounds, where the game has one (:meth:`report_rounds`)
    round_report: RoundReport | None = None
    #: the seat whose action the table applied last (None before the first)
    last_mover: int | None = None

    def __init__(self, app, runner: Runner):
        super().__init__(app)
        self.runner = runner
        self.remote = runner.remote
        self.anims = Animator(lambda: getattr(self.app, "anim_speed", 1.0))
        self.pace = BotPace()              # how far a bot's animations are squeezed, the pauses (issue 23)
        self.hover: str | None = None      # the target under the mouse
        self.focus: str | None = None      # the hotspot the keyboard is on (Tab)
        self.tip_clock = tips.TipClock()  # how long the hover has rested (its text waits a moment)
        self._spots: Hotspots | None = None
        self._spots_key = None
        self._pieces: Pieces | None = None
        self._pieces_key = None
        #: where each piece lay just before the action being animated (``{key: area}``, the kit's),
        #: and the whole list as it was then (what each showed: a tile's turn, a card's face)
        self.places_before: dict = {}
        self.pieces_before: Pieces = Pieces()
        #: the moves kept for the last move's marks (:mod:`.last_move`)
        self.last_moves = last_move.LastMoves()
        self.mouse = (0, 0)
        self.log_scroll = 0
        self._version = 0                 # the display version: the static layer is drawn again when it moves
        self._hover_version = -1
        self._shown_state: tuple = ()
        self._painter = Painter(lambda: _opaque_surface(LOGICAL_SIZE))
        self.overdraw = Overdraw()         # what the frame under way drew over the layer (.overdraw)
        self._overdrawn: tuple | None = None   # ((surface, layer, its key), the Overdraw) of the last frame
        self._clicked_in: float | None = None  # the frame (its start) that applied a move of the player
        self._surf_cache = SurfaceCache(TABLE_CACHE_BYTES)   # what ``cached`` keeps (bounded)
        self.log: list[str] = []
        self.message = ""                 # last explanation (why a click was not legal)
        self.message_bad = False
        self.last_human_viewer: int | None = None
        #: the human who passed the privacy cover last, while no other human has acted since
        self.private_seat: int | None = None
        self._privacy_for: int | None = None
        self._lock = threading.Lock()
        self._epoch = 0                   # bumped to forget a pending bot answer (undo, exit)
        self._bot_token: tuple | None = None
        self._bot_done: threading.Event | None = None   # set once the bots' thread ran the job
        self._bot_result: tuple | None = None
        self._bot_wait = 0.0
        self._results_wait: float | None = None
        self._results_shown = False
        self._shown_viewer: Any = object()
        self._known_actions = len(runner.match.actions)
        self._context: tuple | None = None      # (what it was made of, the TableContext)
        self._view: tuple | None = None         # (for which action count and viewer, the view drawn)
        #: the table's clocks (Camp's Get on with it!): ticked each frame, stopped when a scene comes
        #: on top; whether each runs is part of what the table shows; ``wake_in`` wakes the loop for them
        self.clocks: list = []

    def open_table(self) -> None:
        """Start the game if it has not started (its setup's chance), then the first display state
        (:meth:`rebuild`) and the start's events (:meth:`on_events`). Called once, after the whole
        constructor (see :class:`_OpensAfterInit`)."""
        runner = self.runner
        if runner.state.is_chance():
            events = runner.start()
            self._autosave()
            self.log = runner.log_lines()
            self._known_actions = len(runner.match.actions)
            self.sync()
            self.on_events(events)
        else:
            self.log = runner.log_lines()
            self.sync()

    # -- who ---------------------------------------------------------------------
    @property
    def state(self):
        return self.runner.state

    @property
    def seats(self):
        return self.runner.match.seats

    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def humans(self) -> list[int]:
        """The seats played at this screen: its humans (at a remote table, the runner's seat alone)."""
        if self.remote:
            return list(self.runner.here)
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].is_bot

    def seat_to_act(self) -> int | None:
        """The seat that decides now, or None (game over)."""
        p = self.state.current_player()
        return p if p >= 0 else None

    def human_to_act(self) -> int | None:
        """The human seat whose input the scene takes now (None while bots act or the table is covered)."""
        seat = self.seat_to_act()
        if seat is None or seat not in self.humans() or self._privacy_for is not None or self.read_only:
            return None
        if self._needs_privacy(seat):
            return None
        return seat

    def my_turn(self) -> bool:
        """A human decides now, with nothing held on the table (the table takes their input)."""
        return self.human_to_act() is not None and not self.holding()

    def wait_why(self) -> str:
        """Why a click does nothing while another seat decides: whose turn it is (or the game is over)."""
        return _wait_why(self.read_only, self.seat_to_act(), self.seats)

    # -- the context: what the presenters read ------------------------------------
    def cover_pending(self) -> bool:
        """A pass-the-mouse cover stands, or is due before the human to act may see the table."""
        if self._privacy_for is not None:
            return True
        seat = self.seat_to_act()
        return seat is not None and not self.is_bot(seat) and self._needs_privacy(seat)

    def shown_view(self):
        """The view the table draws: the whole state in a game without secrets, else the
        viewer's view (the public view while :attr:`viewer` is None), made once per action and
        viewer."""
        if not self.runner.spec.secrets or self.remote:      # (a remote table's state is its seat's view)
            return self.state
        viewer = self.viewer
        key = (len(self.runner.match.actions), viewer)
        if self._view is None or self._view[0] != key:
            self._view = (key, self.state.view(viewer if viewer is not None else -1))
        return self._view[1]

    def context(self) -> TableContext:
        """What the table shows now, as one frozen record for the presenters
        (:class:`~game.ui.context.TableContext`): made again when the display version moves on
        (a pick, a hint, a message), an action is played, a bot starts thinking, the viewer, the
        cover or the holding changes."""
        key = (self._version, len(self.runner.match.actions), self.thinking_seat, self._privacy_for,
               self.viewer, self.holding(), id(self.sel))
        if self._context is None or self._context[0] != key:
            ctx = TableContext.of(self.shown_view(), self.seats, self.viewer, here=self.humans(), selection=self.sel,
                                  thinking=self.thinking_seat, cover_pending=self.cover_pending(),
                                  holding=self.holding(), read_only=self.read_only, hint=self.current_hint(),
                                  log=self.log, recent=self.recent)
            self._context = (key, ctx)
        return self._context[1]

    @property
    def viewer(self) -> int | None:
        """Whose secrets the table shows: the human to act, else the last human who acted (a
        read-only table: :attr:`watch_seat`). With more than one human at the screen, a human's
        secrets show only while they decide: the moment their decision ends and another seat
        decides (a bot, or a human who must pass the cover first), the table shows the public view
        (None) until that human decides again. A table that folds the viewer's hand itself
        (:attr:`FOLDS_HAND`) keeps the last human as the viewer and asks :meth:`secrets_shown`."""
        if self.read_only:
            return self.watch_seat
        if self._privacy_for is not None:
            return None
        seat = self.seat_to_act()
        if seat is not None and seat in self.humans():
            if not self._needs_privacy(seat):
                return seat
        last = self.last_human_viewer
        humans = self.humans()
        if last is None:
            return humans[0] if len(humans) == 1 else None
        if seat is None or len(humans) == 1 or self.FOLDS_HAND or not self.state.seat_has_secrets(last):
            return last
        return None

    def secrets_shown(self) -> bool:
        """Whether the viewer's own hidden cards may be drawn face up now: a replay, one human at
        the table, the game over, or the viewer is the human deciding now (past the cover). With
        several humans at one screen they lie face down as soon as the viewer's decision ends."""
        seat = self.viewer
        if seat is None:
            return False
        if self.read_only or len(self.humans()) <= 1:
            return True
        to_act = self.seat_to_act()
        return to_act is None or (to_act == seat and self.human_to_act() == seat)

    def _needs_privacy(self, seat: int) -> bool:
        return len(self.humans()) > 1 and self.cover_needed(seat)

    def cover_needed(self, seat: int) -> bool:
        """Whether the human ``seat``, about to decide with another human at the table, must pass
        the privacy cover first. By default when another human acted last and ``seat`` holds
        secrets; a game whose secrets show only in some decisions overrides it (Rock'n Rodeo:
        booking, arrival, the event step), with :attr:`private_seat` telling who passed it last."""
        return seat != self.last_human_viewer and bool(self.state.seat_has_secrets(seat))

    @property
    def thinking_seat(self) -> int | None:
        """The bot seat whose decision is being computed (for a "thinking…" label)."""
        if self._bot_token is None:
            return None
        seat = self.seat_to_act()
        return seat if self.is_bot(seat) else None

    def privacy_pending(self) -> bool:
        return self._privacy_for is not None

    # -- subclass hooks --------------------------------------------------------------
    def rebuild(self) -> None:
        """Rebuild display state from ``self.runner`` for ``self.viewer`` (selection, layout…)."""

    def before_action(self, seat: int, action) -> None:
        """Called just before ``action`` is applied (snapshot positions for animations)."""

    def on_events(self, events: list[Event]) -> None:
        """Turn the events of one action into animations and sounds."""

    def on_undo(self) -> None:
        """An undo happened: forget overlays that belonged to the undone actions."""

    def holding(self) -> bool:
        """True while an overlay waits for the player (the game does not go on meanwhile): the
        report between rounds, to come or on show (:meth:`report_rounds`)."""
        return self.round_report is not None and self.round_report.holding()

    def report_rounds(self, on_closed=None, show=None, spectator_s: float | None = 5.0) -> RoundReport:
        """The table's report between rounds (:mod:`.round_report`), one of its clocks: the game
        calls ``self.round_report.due(report, actions)`` when a round ends; the table holds while it
        is to come or on show, an undo back past the round forgets it, and so does showing another
        position (a replay's step, either way). ``on_closed``
        (default: the game goes on), ``show`` and ``spectator_s`` as :class:`RoundReport` takes them."""
        self.round_report = RoundReport(self, on_closed or self._advance, show=show, spectator_s=spectator_s)
        self.clocks.append(self.round_report)
        return self.round_report

    def after_human_action(self, seat: int, action) -> None:
        """A human action was applied (clear a selection…)."""

    # -- display state ----------------------------------------------------------------
    def sync(self) -> None:
        """Rebuild the display state from the runner (after undo, or plays from outside)."""
        count = len(self.runner.match.actions)
        self._view = None                         # the view is made again from the state as it is now
        if count != self._known_actions:          # the runner moved on without us (tour, undo)
            self._known_actions = count
            self.log = self.runner.log_lines()
            self._cancel_bot()
            self._bot_wait = 0.0
            self._results_wait = None
            self.anims.clear()
            self.last_moves.forget_after(count)
            if self.round_report is not None:       # (a replay's step either way, the tour)
                self.round_report.forget_elsewhere(count)
        self._shown_viewer = self.viewer
        self.rebuild()
        self._pieces = None                       # (laid out again from what the state is now)

    def _autosave(self) -> None:
        saves = getattr(self.app, "saves", None)
        if saves is None or self.read_only or self.remote:
            return
        try:
            saves.autosave(self.runner)
        except Exception:       # a full disk must not end the game
            log.exception("autosave failed")

    def _speed(self) -> float:
        return self.anims.speed

    def sound(self, name: str) -> None:
        snd = getattr(self.app, "sound", None)
        if snd is not None:
            snd.play(name)

    def say(self, text: str, bad: bool = True) -> None:
        self.message = text
        self.message_bad = bad
        self._touch()

    # -- acting -----------------------------------------------------------------------
    def play(self, action) -> bool:
        """Apply a human's action; an illegal one shows its reason instead. True when applied."""
        seat = self.seat_to_act()
        if self.read_only:
            self.say(self.wait_why())
            return False
        if seat is None:
            self.say(_("The game is over."))
            return False
        if seat not in self.humans():
            self.say(_("It is {name}'s turn.").format(name=self.seats[seat].name))
            return False
        if self.human_to_act() is None or self.holding():
            return False
        try:
            self.state.check(action)
            if self.remote:                   # sent: what it causes comes with the host's update
                self.runner.play(action)
        except IllegalAction as exc:
            self.say(sentence(str(exc)))
            self.sound("error")
            return False
        self._clicked_in = getattr(self.app, "frame_started", None)
        if not self.remote:
            self._apply(seat, action)
        self.after_human_action(seat, action)
        return True

    def _apply(self, seat: int, action) -> list[Event]:
        self._before(seat)
        self.before_action(seat, action)
        events = self.runner.play(action)
        self._took(seat, events)
        return events

    def _before(self, seat: int | None) -> None:
        """Just before ``seat``'s action changes the runner: where every piece lies now."""
        self.last_mover = seat
        self.pieces_before = self.pieces()
        self.places_before = self.pieces_before.places()

    def _took(self, seat: int, events: list[Event]) -> None:
        """``seat``'s action changed the runner, with ``events``: the log, the marks, the flights."""
        self._known_actions = len(self.runner.match.actions)
        if seat in self.humans():
            self._human_at_table(seat)
        self.message = ""
        self._autosave()
        names = self.names()
        logged, shown_for = len(self.log), self._shown_viewer
        for ev in events:
            line = self.state.describe(ev, names)
            if line:
                self.log.append(line)
        self.sync()
        last_move.note(self, seat, self.log[logged:], shown_for)
        mark = self.anims.mark()
        self.on_events(events)
        self.pace.applied(self.anims, mark, seat, self.is_bot(seat))
        self._advance()

    def take_remote(self) -> None:
        """A remote table (each frame): what the host sent since, an update at a time once the
        last one's flights landed (the answer to this seat's own move at once), none while an
        overlay holds the table; only drains the runner's queue, never waits for the network."""
        runner = self.runner
        while runner.news() and not self.holding() and (not self.anims.busy() or runner.asked == "act"):
            seat = runner.state.current_player()
            self._before(self.last_mover)
            change = runner.take()
            if change is None:
                continue
            if change.kind == "move":
                self.last_mover = seat
                self._took(seat, change.events)
            elif change.kind == "undo":
                self._undone()
            else:
                self.sync()
                if runner.refusal:
                    self.say(sentence(runner.refusal))
                    self.sound("error")

    # -- bots --------------------------------------------------------------------------
    def _bot_job(self, seat: int):
        """(token, view, level, rng) for the decision ``seat`` must make now."""
        n = len(self.runner.match.actions)
        token = (self._epoch, n, seat)
        view = self.state.view(seat)
        return token, view, self.seats[seat].kind, bot_rng(self.runner.match.seed, n)

    def _decide(self, view, level: str, rng: random.Random):
        from game.core.bots import choose_action
        return choose_action(self.runner.spec, view, level, rng)

    def _start_bot(self, seat: int) -> None:
        token, view, level, rng = self._bot_job(seat)
        self._bot_token = token
        speed = self._speed()
        self._bot_wait = self.pace.pause(seat, self.BOT_PAUSE) / speed if speed > 0 else 0.0
        wake = getattr(self.app, "WAKE", None)

        def work():
            if self._bot_token != token:         # no longer wanted (an undo, the table closed)
                return
            try:
                result: Any = self._decide(view, level, rng)
            except Exception as exc:     # reported on the main thread
                result = exc
            with self._lock:
                self._bot_result = (token, result)
            if wake is not None and pygame.get_init():
                try:
                    pygame.event.post(pygame.event.Event(wake))
                except pygame.error:
                    pass

        self._bot_done = bot_worker.submit(work)

    def _take_bot_result(self):
        with self._lock:
            res = self._bot_result
            if res is None or res[0] != self._bot_token:
                return None
            self._bot_result = None
        self._bot_token = None
        self._bot_done = None
        return res[1]

    def _cancel_bot(self) -> None:
        self._epoch += 1
        self._bot_token = None
        self._bot_done = None
        with self._lock:
            self._bot_result = None

    def _apply_bot(self, seat: int, action) -> None:
        if isinstance(action, BaseException):
            log.error("bot for seat %s failed: %r; playing a random legal action", seat, action)
            action = bot_rng(self.runner.match.seed, len(self.runner.match.actions)).choice(
                self.state.legal_actions())
        try:
            self._apply(seat, action)
        except IllegalAction as exc:
            log.error("bot for seat %s chose an illegal action %r: %s", seat, action, exc)
            fallback = self.state.legal_actions()[0]
            self._apply(seat, fallback)

    def step_bots_blocking(self, limit: int = 100000) -> int:
        """Play every pending bot decision now, synchronously (tests, tour). Returns how many."""
        count = 0
        self.anims.finish_all()
        while count < limit and not self.remote and not self.state.is_terminal() and not self.holding():
            seat = self.seat_to_act()
            if not self.is_bot(seat):
                break
            done = self._bot_done
            if self._bot_token is not None and done is not None:
                done.wait()
                action = self._take_bot_result()
                if action is None:        # stale answer: decide again
                    self._cancel_bot()
                    continue
            else:
                token, view, level, rng = self._bot_job(seat)
                try:
                    action = self._decide(view, level, rng)
                except Exception as exc:
                    action = exc
            self._bot_wait = 0.0
            self._apply_bot(seat, action)
            self.anims.finish_all()
            count += 1
        self._advance()
        return count

    # -- the loop --------------------------------------------------------------------------
    def _advance(self) -> None:
        """Start whatever comes next: a bot's thinking, a privacy cover, the results. A call made
        while this runs (an action it applied) is done after it, in a loop, not nested: a table of
        fast bots with animations off would otherwise recurse once per move (issue 12)."""
        if getattr(self, "_advancing", False):
            self._advance_again = True
            return
        self._advancing = True
        try:
            self._advance_again = True
            while self._advance_again:
                self._advance_again = False
                self._advance_once()
        finally:
            self._advancing = False

    def _advance_once(self) -> None:
        if self.viewer != self._shown_viewer:
            self.sync()
        if self.read_only:
            return
        if self.remote and (self.state.is_terminal() or self.seat_to_act() != self.runner.seat):
            return                         # the host decides for every other seat (and ends the game)
        if self.state.is_terminal():
            if self._results_shown or self.holding() or self.anims.busy() or not self.results_by_themselves():
                return
            if self._results_wait is None:
                speed = self._speed()
                self._results_wait = self.RESULTS_PAUSE / speed if speed > 0 else 0.0
            if self._results_wait <= 0:
                self._results_shown = True
                self.open_results()
                self.let_go()              # the results cover the table until it is left
            return
        seat = self.seat_to_act()
        if seat is None or self.holding():
            return
        if self.is_bot(seat):
            if self._bot_token is None:
                self._start_bot(seat)
            if self.anims.busy() or self._bot_wait > 0:
                return
            action = self._take_bot_result()
            if action is not None:
                self._apply_bot(seat, action)
            return
        if self._privacy_for is not None or (seat == self.last_human_viewer and not self._needs_privacy(seat)):
            return
        if self.anims.busy():
            return
        if self._needs_privacy(seat):
            self._privacy_for = seat
            self.sync()
            self.app.show_privacy(self.seats[seat].name, lambda s=seat: self._privacy_ready(s))
        else:
            self._human_at_table(seat)
            self.sync()

    def _human_at_table(self, seat: int) -> None:
        """The human ``seat`` has the mouse now (another human's cover no longer keeps others away)."""
        self.last_human_viewer = seat
        if seat != self.private_seat:
            self.private_seat = None

    def _privacy_ready(self, seat: int) -> None:
        if self._privacy_for != seat:
            return
        self._privacy_for = None
        self.last_human_viewer = self.private_seat = seat
        self.sync()

    # -- undo ----------------------------------------------------------------------------
    def _undo_seat(self) -> int | None:
        seat = self.seat_to_act()
        if seat is not None and seat in self.humans():
            return seat if self.human_to_act() is not None else None
        return self.last_human_viewer

    def can_undo(self) -> bool:
        seat = self._undo_seat()
        return (seat is not None and not self.read_only and not self.state.is_terminal() and self.take_backs()
                and self.runner.can_undo(seat))

    def undo(self) -> bool:
        """Take back the viewer's last action (and what followed), if no hidden card was revealed
        since and the table allows take-backs."""
        if not self.can_undo():
            self.say(self.undo_why())
            return False
        seat = self._undo_seat()
        self._cancel_bot()
        self.hint = None
        try:
            self.runner.undo(seat)
        except IllegalAction as exc:
            self.say(sentence(str(exc)))
            return False
        if not self.remote:                   # (a remote table's changes with the host's update)
            self._undone()
        return True

    def _undone(self) -> None:
        """The runner took actions back: the table forgets what they did."""
        self._cancel_bot()
        self.hint = None
        self.anims.clear()
        self._results_wait = None
        self._bot_wait = 0.0
        self._known_actions = len(self.runner.match.actions)
        self.log = self.runner.log_lines()
        self.message = ""
        self.last_moves.forget_after(self._known_actions)
        if self.round_report is not None:
            self.round_report.forget_undone(self._known_actions)
        self.on_undo()
        self._autosave()
        self.sync()
        self._advance()

    # -- Scene ---------------------------------------------------------------------------
    def on_escape(self) -> None:
        if self.guide_shown():               # Esc skips the first-game pointers
            self.close_guide()
            return
        if self.read_only:            # the replay scene that shows this table is on top: leave it
            self.app.pop()
            return
        self.app.open_pause(self)

    def enter(self) -> None:
        release_shell_caches()             # the menu's backdrops are not on show at a table

    def exit(self) -> None:
        self._cancel_bot()
        self.let_go()                      # (the table may wait in a reference cycle for the collector)

    def let_go(self) -> None:
        """What the table drew goes (it is left, or its results cover it for good): its cached
        pictures, both layers, the games' and the images' caches (``game.ui.surface_cache``'s
        "table" scope), and the heap's free pages; a table drawn again makes them anew."""
        self._surf_cache.clear()
        self._painter.drop()
        self._overdrawn = None
        panel = getattr(self, "log_panel", None)
        if panel is not None:
            panel.forget()
        release_table_caches()

    def resume(self) -> None:
        self.sync()

    def pause(self) -> None:
        for clock in self.clocks:         # a scene on top: the table's clocks wait
            clock.stop()

    def wake_in(self) -> float | None:
        """Seconds until one of the table's clocks needs a frame (None: none does)."""
        due = [t for t in (clock.wake_in() for clock in self.clocks) if t is not None]
        if self.remote:                   # (a remote table looks for the host's news that often)
            due.append(REMOTE_POLL)
        return min(due) if due else None

    def handle(self, event: pygame.event.Event) -> None:
        """Escape opens the pause menu; the mouse is followed and a left click goes to the target
        under it; Tab, Enter and Ctrl+Z work the table from the keyboard. While the first-game
        pointers show, they take the input."""
        if self.guide_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_escape()
        elif event.type == pygame.KEYDOWN and self._key(event):
            return
        elif event.type == pygame.MOUSEMOTION:
            if getattr(event, "refresh", False) and self.focus in self.spots():
                return                    # a scene on top went: the keyboard's focus stays lit
            self.mouse = event.pos
            self.hover = self.hit(event.pos)
            self.focus = None
        elif event.type == pygame.MOUSEWHEEL and self.over_log():
            self.scroll_log(event.y * 2)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            hurried = self.hurry()          # a click while things move only finishes them, but the
            spot = self.hit(event.pos)      # Menu and Rules open, and so does the next click of a
            if self.click_guarded(spot, event.pos):         # (a button that just came there: .button_slots)
                pass
            elif not hurried or spot in ("menu", "rules") or self.own_move_moving():   # player after
                self._press(spot)           # their own move (they know where they click)
            self.hover = self.hit(event.pos)

    def own_move_moving(self) -> bool:
        """What moves is this screen's human's own last move, and they decide again: their click
        goes through (only another seat's move could put a new target under the cursor)."""
        human = self.human_to_act()
        return human is not None and self.last_mover == human

    def hurry(self) -> bool:
        """A click or Space while the animations run (or the pause before a bot's decision): all
        of them end at once, the next bot may decide; True when something was hurried."""
        if not self.anims.busy() and not (self._bot_wait > 0 and self._bot_token is not None):
            return False
        self.anims.finish_all()
        self._bot_wait = 0.0
        self.update(0.0)
        return True

    def _key(self, event) -> bool:
        """The table's keys: Tab / Shift+Tab and the arrows move the focus, Enter or Space press it,
        Ctrl+Z undoes, H asks for a hint."""
        mod = getattr(event, "mod", 0)
        if event.key == pygame.K_z and mod & pygame.KMOD_CTRL:
            self._undo_pressed()
            return True
        if event.key == pygame.K_h and not mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.ask_hint()
            return True
        arrow = ARROW_KEYS.get(event.key)
        if event.key == pygame.K_TAB or arrow is not None:
            if arrow is not None:
                self.focus = self.spots().toward(self.focus, focus.ARROWS[arrow])
            else:
                self.focus = self.spots().next_focus(self.focus, -1 if mod & pygame.KMOD_SHIFT else 1)
            spot = self.spots().get(self.focus)
            if spot is not None:            # hover follows the focus: highlights and hover text
                self.mouse = spot.area.center
                self.hover = spot.id
            self._touch()
            return True
        if event.key == pygame.K_SPACE and self.hurry():       # (Space presses the focus once all is still)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus is not None:
            if self.focus in self.spots():
                self._press(self.focus)
                self.hover = self.focus if self.focus in self.spots() else None
                return True
        return self.end_key(event)

    # -- pieces and hotspots --------------------------------------------------------------
    def lay_out(self) -> list[Piece]:
        """Everything on the table now, in drawing order, each item once (:mod:`.pieces`): the
        game's one list, read by the hotspots, the drawing, the flights, the guide and the tour."""
        return []

    def pieces(self) -> Pieces:
        """:meth:`lay_out`, made again when the display version moves on."""
        key = self._version
        if self._pieces is None or key != self._pieces_key:
            self._pieces = Pieces(self.live_pieces(self.lay_out()))     # (no dead buttons: .table_end)
            self._pieces_key = key
        return self._pieces

    def prompt(self) -> dict:
        """What the prompt says now (its table spec's ``prompt`` of the context), asked once per
        display version; ``{"title": "", "detail": ""}`` for a table that declares none."""
        ask = self.runner.spec.table.prompt
        if ask is None:
            return {"title": "", "detail": ""}
        return self.cached(("prompt", self._version), lambda: ask(self.context()))

    def draw_pieces(self, layer: pygame.Surface, part: str) -> None:
        """Draw the pieces of ``part`` that are on show (not flying), each by its ``draw``."""
        for one in self.pieces().shown(part, self.anims.hidden()):
            if one.draw is not None:
                one.draw(layer, one)

    def make_hotspots(self) -> list[Hotspot]:
        """Every clickable thing on show now, topmost first: the Rules and Menu buttons, then the
        pieces that are hotspots (a game that lists pieces needs no override)."""
        return self.table_buttons() + self.pieces().hotspots()

    def spots(self) -> Hotspots:
        """:meth:`make_hotspots`, made again when the display version moves on."""
        key = self._version
        if self._spots is None or key != self._spots_key:
            spots = self.make_hotspots()
            log_spot = self.log_spot(spots)
            if log_spot is not None:
                spots.append(log_spot)
            if not self.read_only:      # at the end, See the results instead of the aids
                spots = (self.end_buttons(spots) or self.aid_buttons(spots)) + spots
            else:                       # a replay plays nothing: of the buttons only Rules and Back stay
                spots = [spot for spot in spots if spot.look is None or spot.id in ("menu", "rules")]
            for spot in spots:          # the table's own buttons work from the keyboard too
                if spot.action is None and spot.command is None and spot.id in ("menu", "rules"):
                    spot.command = lambda name=spot.id: self._press(name)
            self._spots = Hotspots(spots)
            self._spots_key = key
            self.guard_saw(self._spots)
        return self._spots

    def log_spot(self, spots: list[Hotspot]) -> Hotspot | None:
        """The log panel's hotspot (its hover text), listed after the game's ``spots``: none on a
        table without a log panel, or whose own list has a hotspot ``log`` (Boaromia's button that
        shows and hides its log)."""
        panel = getattr(self, "log_panel", None)
        if panel is None or any(spot.id == "log" for spot in spots):
            return None
        return Hotspot("log", panel.rect, tip=_(furniture.LOG_TIP), focus=False)

    #: the Rules and Menu buttons' text size, width and gap (a game with a fuller top bar sets smaller ones)
    BAR_BUTTONS = (24, 150, 12)

    def table_buttons(self, size: int | None = None, width: int | None = None,
                      gap: int | None = None) -> list[Hotspot]:
        """The Rules and Menu buttons of the top bar, at their places (:func:`.furniture.bar_buttons`:
        ``width`` wide, ``gap`` apart, at the bar's right end; the table presses them)."""
        size, width, gap = (given if given is not None else default
                           for given, default in zip((size, width, gap), self.BAR_BUTTONS, strict=True))
        places = furniture.bar_buttons(width, gap)
        rules, menu = places["rules"], places["menu"]
        tip = _("Read the rules of {game}.").format(game=self.runner.spec.title)
        menu_look, menu_tip = Look(_("Menu"), "normal", size), _("Pause: undo, save, settings, leave the game.")
        if self.read_only:
            menu_look, menu_tip = Look(pgettext("screen", "Back"), "normal", size), _("Leave the replay (Esc).")
        return [Hotspot("rules", rules, tip=tip, look=Look(_("Rules"), "normal", size)),
                Hotspot("menu", menu, tip=menu_tip, look=menu_look)]

    def targets(self) -> dict:
        """``{hotspot id: area}``: where a click reaches each clickable thing (the tests click these);
        while the first-game pointers show, their Next and Skip buttons."""
        if self.guide_shown():
            return self.guide_buttons()
        return self.spots().rects()

    def hit(self, pos) -> str | None:
        """The name of the target under ``pos`` (topmost first), or None (all of the table while the
        first-game pointers show)."""
        if self.guide_shown():
            return None
        spot = self.spots().at(pos)
        return spot.id if spot is not None else None

    def hovered(self) -> Hotspot | None:
        """The hotspot under the mouse, its hover text followed by the marked moves' there (:mod:`.last_move`)."""
        return last_move.hovered(self, self.spots().get(self.hover))

    def tooltip(self, name: str | None) -> str:
        """The hover text of the target ``name``."""
        spot = self.spots().get(name)
        return spot.hover_text() if spot is not None else ""

    def hover_at(self, pos) -> None:
        """Put the mouse at ``pos`` as if it had moved there (tour shots, tests)."""
        self.mouse = pos
        self.hover = self.hit(pos)
        self._touch()

    def press(self, spot: Hotspot) -> None:
        """A click on ``spot``: its action is played, its command run, or why not said."""
        if spot.why:
            self.say(spot.why)
            self.sound("error")
        elif spot.action is not None:
            self.play(spot.action)
        elif spot.command is not None:
            spot.command()

    def _press(self, name: str | None) -> None:
        if name == "menu":
            self.sound("click")
            self.on_escape()
        elif name == "rules":
            self.sound("click")
            self.app.show_rules(self.runner.spec.id, self.state.options)
        else:
            self.click(name)

    def click(self, name: str | None) -> None:
        """A left click on the target ``name`` (None: on nothing, which puts a piece in hand back),
        other than the Menu and Rules buttons."""
        if name is None and isinstance(self.sel, TableSelection) and self.sel.droppable():
            self.drop_selection()
        spot = self.spots().get(name)
        if spot is not None:
            self.press(spot)

    def drop_selection(self) -> None:
        """Put the piece in hand back (:meth:`TableSelection.drop`)."""
        self.sel.drop()
        self.selection_changed(sound=None)

    def selection_changed(self, sound: str | None = "click") -> None:
        """The selection changed (picked, put back or turned): the last message goes, the table is drawn anew."""
        self.message = ""
        if sound:
            self.sound(sound)
        self._touch()

    def over_log(self) -> bool:
        """The mouse is on the log (shown): the wheel scrolls it."""
        panel = getattr(self, "log_panel", None)
        return panel is not None and panel.rect.collidepoint(self.mouse)

    def scroll_log(self, lines: int) -> None:
        """Scroll the log back (``lines`` > 0) or forward, by wrapped lines."""
        total = self.log_panel.lines_total
        self.log_scroll = max(0, min(max(0, total - 1), self.log_scroll + lines))
        self.log_panel.forget()
        self._touch()

    def under(self, dt: float) -> None:
        """Under the pause menu, the rules, the settings or the cover between two players, a network
        table still reads its news each frame (the host still answers its friends and runs its bots;
        what came is shown when the table is on top again)."""
        if self.remote:
            self.runner.news()

    def update(self, dt: float) -> None:
        self.anims.update(dt, hold_new=self._painter.behind())
        if not self.anims.busy():
            if self._bot_wait > 0:
                self._bot_wait = max(0.0, self._bot_wait - dt)
            if self._results_wait is not None and self._results_wait > 0:
                self._results_wait = max(0.0, self._results_wait - dt)
        if self.remote:
            self.take_remote()
        self._advance()
        self.update_guide()
        self.update_recap()
        for clock in self.clocks:
            clock.tick()
        self.tick()
        self.refresh_display(*self.shown())
        instant = self.focus is not None and self.focus == self.hover
        if self.tip_clock.tick(self.hover, dt, tips.delay_of(self.app), instant):
            self.app.dirty = True

    def tip_ready(self) -> bool:
        """The hover text of the hovered hotspot shows (it waits a moment, unless the keyboard put it there)."""
        return self.tip_clock.ready and self.tip_clock.key == self.hover

    def tick(self) -> None:
        """Each frame, once the animations and the bots moved on: the table's own clocks."""

    def shown(self) -> tuple:
        """What the table shows besides who acts and whose view (a change draws it again)."""
        return ()

    def refresh_display(self, *shown) -> None:
        """After :meth:`update`: a new display version when what the table shows changed (who
        thinks, who acts, whose view, whether something moves, and the subclass's ``shown``); then
        the target under the mouse again."""
        shown = (self.thinking_seat, self.seat_to_act(), self.viewer, *(c.running() for c in self.clocks),
                 self.anims.busy(), *shown)
        if shown != self._shown_state:
            self._shown_state = shown
            self._touch()
        # (a flight that starts or lands only redraws the layer, whose key has the animations'
        # version: what lies on the table and its hotspots stay as they are until it all lands)
        if self._hover_version != self._version:
            self._hover_version = self._version
            self.hover = self.hit(self.mouse)

    def bot_ready(self) -> bool:
        with self._lock:
            return self._bot_result is not None and self._bot_result[0] == self._bot_token

    def animating(self) -> bool:
        """Frames are due: something moves, a hover text waits, the layer on show is older than what
        the table shows (an update changed it after the last frame was drawn), a pause runs out, a
        bot's answer is in."""
        if self.anims.busy() or self.tip_clock.pending() or self._painter.behind() or self.layer_stale():
            return True
        if self._results_wait is not None and self._results_wait > 0 and not self._results_shown:
            return True
        if self.remote and self.runner.news():        # the host's update is in (the queue, never the wire)
            return True
        if self._bot_token is not None:
            # the thread posts WAKE when done: run frames only once its answer is ready
            return self.bot_ready()
        return False

    # -- drawing -------------------------------------------------------------------------
    def layer_key(self, size: tuple[int, int]) -> tuple:
        """What the static layer of ``size`` shows now: the display version and the animations'."""
        return self._version, self.anims.version, size

    def layer_stale(self) -> bool:
        """The layer last drawn is not the one the table shows now (it changed since that frame)."""
        key = self._painter.key
        return key is not None and key != self.layer_key(key[2])

    def _touch(self) -> None:
        """Something on show changed: the static layer is drawn again (and the pieces and
        hotspots made again)."""
        self._version += 1

    def render_layer(self, layer: pygame.Surface):
        """Draw everything static into ``layer`` (opaque, of the logical size); a generator that
        yields between the parts of a long drawing lets the running app spread it over frames."""
        raise NotImplementedError

    def draw_frame(self, surface: pygame.Surface) -> None:
        """What changes each frame over the static layer, in one order for every table: the hint's
        marks and the hovered hotspot's look (none while the table holds: an overlay of the game's
        waits for a click), the game's :meth:`draw_extras`, the animations, the hover text."""
        spot = None if self.holding() else self.draw_hover(surface)
        tip = self.draw_extras(surface, spot)
        self.draw_anims(surface)
        self.draw_hover_text(surface, tip)

    def draw_extras(self, surface: pygame.Surface, spot: Hotspot | None) -> str | None:
        """The game's own drawing over the layer each frame, after the hovered hotspot ``spot``
        (None: none, or the table holds) and under the animations: what a hover shows besides its
        look, a piece that follows the mouse, an overlay. Everything it draws goes to
        :attr:`overdraw`. Returns the hover text to show instead of the hotspot's ("": none;
        None: the hotspot's)."""
        return None

    def paint(self, layer: pygame.Surface):
        """The static layer's drawing, part by part (:mod:`game.ui.layer`): :meth:`render_layer`,
        then the Hint and Undo buttons."""
        parts = self.render_layer(layer)
        if parts is not None:
            yield from parts
        last_move.draw_marks(layer, last_move.on_table(self), self.seats)
        self.draw_aid_buttons(layer)

    def draw(self, surface: pygame.Surface) -> None:
        key = self.layer_key(surface.get_size())
        app = self.app
        started = getattr(app, "frame_started", 0.0)
        layer = self._painter.layer(key, self.paint, getattr(app, "frame_budget", None), self.anims.tweens,
                                    started, at_once=self._clicked_in == started)
        shown = (surface, layer, self._painter.key)
        last = self._overdrawn
        kept = (self.OVERDRAW and last is not None and last[0] == shown
                and getattr(app, "kept_for", lambda scene, surface: False)(self, surface))
        put_back(surface, layer, last[1] if kept else None)
        self.draw_overlays(surface)
        self._overdrawn = (shown, self.overdraw)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """Everything drawn over the layer each frame: the flights held where they landed, the
        game's :meth:`draw_frame`, the keyboard's focus, the first-game pointers. What they draw
        is noted in :attr:`overdraw` (:mod:`.overdraw`)."""
        self.overdraw = Overdraw()
        self.overdraw.add(self._painter.draw_held(surface, self.anims.tweens))
        self.draw_frame(surface)
        if not self.OVERDRAW:
            self.overdraw.everything()
        if self.focus is not None:
            self.draw_focus(surface)
        self.draw_recap(surface)
        if self.guide_shown():
            self.overdraw.everything()
            self.draw_guide(surface)

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The keyboard's ring around the focused hotspot (dashed, so it is not only a colour)."""
        from .widgets import focus_ring
        spot = self.spots().get(self.focus)
        if spot is not None:
            self.overdraw.add(focus_ring(surface, pygame.Rect(spot.area)))

    def cached(self, key, make):
        """Something made once by ``make`` and kept: the least recently used let go once what is
        kept passes :data:`TABLE_CACHE_BYTES` of pixels (discard piles, summaries, tooltips of a
        whole evening would otherwise pile up), all of it when the table is left."""
        return self._surf_cache.get_or_make(key, make)


@functools.cache
def read_only(scene_class: type[TableScene]) -> type[TableScene]:
    """The read-only kind of a game's table scene (the replay viewer shows the game on it)."""
    return type(f"ReadOnly{scene_class.__name__}", (scene_class,), {"read_only": True})


def _opaque_surface(size) -> pygame.Surface:
    try:
        return pygame.Surface(size).convert()
    except pygame.error:
        return pygame.Surface(size)
