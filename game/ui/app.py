"""The application: one window, a stack of scenes, a loop that sleeps when idle.

Scenes draw onto a logical 1920x1080 canvas; the app scales it to the window
(keeping 16:9, with letterbox bars) and maps mouse positions back, so scenes
only ever see logical coordinates. The loop sleeps while nothing moves
(``idle_wait``, with a timeout when a scene asks to be woken, see
``Scene.wake_in``) and runs at the display's rate while the top scene is
``animating()``. Worker threads (bots) wake it by posting :data:`WAKE`.

The app always starts: unreadable settings, statistics or saves are kept aside and reported,
an unwritable user folder shows the persistent "Can't save" banner (:mod:`.banner`), and
:meth:`App.run_for`'s one guard turns any unexpected exception into the error screen (the
traceback goes to the log, whose path the screen shows). The table's autosave goes to the
background writer (``saves.Background``), so no frame waits for the disk.
"""

from __future__ import annotations

import logging
import os
import time
from time import perf_counter

import pygame

from game.core import i18n, logs, paths, saves, storage
from game.core.i18n import _
from game.core.settings import Settings
from game.core.stats import Stats

from . import banner, display, heap, theme, tips
from .assets import Images
from .layer import FRAME_BUDGET
from .scene import LOGICAL_SIZE, Scene
from .sound import Sound

log = logging.getLogger(__name__)

#: posted by worker threads (``pygame.event.post`` is thread-safe) to wake the loop
WAKE = pygame.event.custom_type()
TOAST_SECONDS = 3.0
_MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def wake() -> None:
    """Wake the app's loop from any thread (a bot finished thinking ...)."""
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:
        pass


#: stands in for a dropped file whose name pygame could not turn into text (not UTF-8): the app
#: says so (:meth:`App._dispatch`) instead of closing
UNREADABLE_DROP = pygame.event.custom_type()
#: events whose text pygame decodes and may fail on: fetched one by one, apart from the rest
_DECODED = (pygame.DROPFILE, pygame.DROPTEXT)


def fetch_events() -> list:
    """``pygame.event.get()`` that a received event cannot break: a dropped file whose name is no
    UTF-8 makes pygame raise while converting it (and that call's other events are lost). The
    events without such text come first, in one call; then the drops one at a time, each that
    fails replaced by an :data:`UNREADABLE_DROP` event. (``pygame.error``, the display gone, is
    raised as before.)"""
    try:
        events = pygame.event.get(exclude=_DECODED)
    except pygame.error:
        raise
    except Exception:                  # (a converter that fails: those events are gone, the app goes on)
        log.warning("events could not be read", exc_info=True)
        events = []
    for _n in range(256):              # (more drops wait for the next look)
        try:
            event = pygame.event.poll()
        except pygame.error:
            raise
        except Exception as exc:
            log.warning("a dropped file's name could not be read: %s", exc)
            events.append(pygame.event.Event(UNREADABLE_DROP))
            continue
        if event.type == pygame.NOEVENT:
            break
        events.append(event)
    return events


BUSY_POLL = 0.01   # seconds between looks at the event queue just after input
IDLE_POLL = 0.05   # ... and once nothing has happened for QUIET seconds
QUIET = 2.0


def idle_wait(timeout: float | None, quiet_since: float) -> list:
    """Sleep until events arrive or ``timeout`` seconds pass; returns the events.

    pygame-ce's ``event.wait`` polls the queue every millisecond, which costs
    2-4 % of a core on a static screen (see benchmarks). We look every 10 ms
    while the player is active (no noticeable latency) and every 50 ms once the
    screen has been still for two seconds (the first reaction to a new click is
    then at most 50 ms late), which keeps a static screen under 1 % of a core.
    """
    end = None if timeout is None else time.monotonic() + timeout
    while True:
        events = fetch_events()
        if events:
            return events
        now = time.monotonic()
        if end is not None and now >= end:
            return []
        poll = BUSY_POLL if now - quiet_since < QUIET else IDLE_POLL
        time.sleep(poll if end is None else max(0.0, min(poll, end - now)))


def _default_window_size() -> tuple[int, int]:
    try:
        dw, dh = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        return 1600, 900
    w = int(min(dw * 0.9, dh * 0.85 * 16 / 9))
    w = max(960, min(w, LOGICAL_SIZE[0]))
    return w, w * 9 // 16


class App:
    #: the wake event type, also reachable as ``app.WAKE`` (scenes post it from worker threads)
    WAKE = WAKE
    #: when set (benchmarks, tour), overrides the animation speed from the settings
    anim_speed_override: float | None = None
    #: seconds the mouse rests on something before its hover text shows (the tour shows them at once)
    tip_delay: float = tips.TIP_DELAY
    #: the last step ended with the top scene animating (the next step draws, whatever it finds)
    _animated: bool = False

    def __init__(self, size: tuple[int, int] | None = None, start: bool = True):
        """``size``: a fixed window size (tests, benchmarks, the tour; fullscreen is then not
        restored); ``start``: open the launcher."""
        heap.tune()                              # pictures' memory given back when freed (issue 21)
        if not pygame.mixer.get_init():
            pygame.mixer.pre_init(44100, -16, 2, 1024)   # ~23 ms: prompt clicks, few wake-ups
        with display.quiet_stderr():             # what ALSA and libwayland print goes to the log
            pygame.init()
        display.check()                          # no display: one line and the end (NoDisplay)
        saves.flush(5.0)                         # an earlier app's writes (tests) are done
        storage.trouble.reset()
        self.settings = Settings.load()
        i18n.use(self.settings.language)
        self.last_activity = time.monotonic()
        self.stats = Stats.load()
        self.saves = saves.Background()
        self._trouble_seen = -1
        storage.trouble.listeners[:] = [wake]
        self._check_folders()
        self.images = Images()
        self.sound = Sound(self.settings)
        self._canvas: pygame.Surface | None = None   # the logical canvas, made when first needed
        self.stack: list[Scene] = []
        self.toasts: list[list] = []            # [message, shown_at, seconds]
        self.running = True
        self.dirty = True
        #: seconds a frame should take at most, a table's static layer drawn again within it (None:
        #: drawn at once, as in tests and tours; the main loop sets :data:`~game.ui.layer.FRAME_BUDGET`)
        self.frame_budget: float | None = None
        self.frame_started = perf_counter()        # when the frame under way began
        self.mouse_pos = (0, 0)
        self.clock = pygame.time.Clock()
        self._last_step = time.monotonic()
        self._hover_refresh = False
        self._recorded: set[tuple] = set()
        #: the match last finished in this run (the statistics screen draws how it went)
        self.last_game = None
        self._drew: tuple | None = None            # (canvas, the one scene) drawn the frame before
        self._kept: tuple | None = None            # ... when this frame draws the same on the same
        self._requested_size = size
        pygame.display.set_caption("Open Air")
        if self.images.exists("app_icon_64.png"):
            pygame.display.set_icon(self.images.get("app_icon_64.png", alpha=True))
        self.window = self._set_mode(self.settings.fullscreen and size is None)
        for broken in (self.settings.broken, self.stats.broken):
            if broken is not None:
                self.toast(banner.broken_text(broken))
        if start:
            from .scenes.launcher import LauncherScene
            self.reset(LauncherScene(self))

    def _check_folders(self) -> None:
        """At start: remove what killed writes left (older temporary files), and find out whether
        the settings and saves can be written (if not, the banner says so from the first frame)."""
        for folder in (paths.config_dir(), paths.data_dir(), paths.saves_dir()):
            storage.clean_tmp(folder)
        for folder in (paths.config_dir(), paths.saves_dir()):
            storage.probe(folder)

    # -- window ------------------------------------------------------------------
    def _set_mode(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error as exc:
                log.warning("fullscreen failed (%s): staying in a window", exc)
        stored = display.fit(self.settings.window_size) if self.settings.window_size else None
        size = self._requested_size or stored or _default_window_size()     # (stored: within the desktop)
        return pygame.display.set_mode(tuple(size), pygame.RESIZABLE)

    @property
    def fullscreen(self) -> bool:
        return self.settings.fullscreen

    def set_fullscreen(self, on: bool) -> None:
        self.settings.update(fullscreen=bool(on))
        self.window = self._set_mode(bool(on))
        self.dirty = True

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.settings.fullscreen)

    @property
    def canvas(self) -> pygame.Surface:
        """The logical canvas the scenes draw on when the window is not of the logical size (or
        the banner is up), made when first needed: a window of the logical size is drawn into
        directly, and 8 MB are not held for nothing (issue 21)."""
        if self._canvas is None:
            canvas = pygame.Surface(LOGICAL_SIZE)
            self._canvas = canvas.convert() if pygame.display.get_surface() is not None else canvas
        return self._canvas

    def banner_message(self) -> str:
        """The "Can't save" sentence while the autosave cannot be written (the banner above the
        canvas, :func:`.banner.message`), else ""."""
        return banner.message()

    def viewport(self) -> pygame.Rect:
        """Where the logical canvas lies in the window (16:9, centred below the banner, if any)."""
        ww, wh = pygame.display.get_surface().get_size()
        message = self.banner_message()
        top = banner.layout(message, ww)[2] if message else 0
        lw, lh = LOGICAL_SIZE
        scale = min(ww / lw, (wh - top) / lh)
        w, h = max(1, round(lw * scale)), max(1, round(lh * scale))
        return pygame.Rect((ww - w) // 2, top + (wh - top - h) // 2, w, h)

    def to_logical(self, pos) -> tuple[int, int]:
        vp = self.viewport()
        lw, lh = LOGICAL_SIZE
        return (int((pos[0] - vp.x) * lw / vp.width), int((pos[1] - vp.y) * lh / vp.height))

    def to_window(self, pos) -> tuple[int, int]:
        """A logical position in window pixels (the inverse of :meth:`to_logical`)."""
        vp = self.viewport()
        lw, lh = LOGICAL_SIZE
        return (vp.x + round(pos[0] * vp.width / lw), vp.y + round(pos[1] * vp.height / lh))

    def _map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        if event.type not in _MOUSE_EVENTS or not hasattr(event, "pos"):
            return event
        vp = self.viewport()
        if vp.topleft == (0, 0) and vp.size == LOGICAL_SIZE:
            return event
        data = dict(event.dict)
        data["pos"] = self.to_logical(event.pos)
        if "rel" in data:
            sx, sy = LOGICAL_SIZE[0] / vp.width, LOGICAL_SIZE[1] / vp.height
            data["rel"] = (round(event.rel[0] * sx), round(event.rel[1] * sy))
        return pygame.event.Event(event.type, data)

    # -- the scene stack -----------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def _changed(self) -> None:
        self.dirty = True
        self._hover_refresh = True

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()
        self._changed()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].resume()
        else:
            self.running = False
        self._changed()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()
        self._changed()

    def reset(self, scene: Scene) -> None:
        while self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def find(self, cls: type) -> Scene | None:
        """The topmost scene of a class on the stack."""
        for scene in reversed(self.stack):
            if isinstance(scene, cls):
                return scene
        return None

    # -- services for scenes ------------------------------------------------------
    @property
    def anim_speed(self) -> float:
        """Animation speed multiplier: 0 (off), 0.5, 1 or 2."""
        if self.anim_speed_override is not None:
            return self.anim_speed_override
        return self.settings.anim_multiplier

    def toast(self, message: str, seconds: float | None = None) -> None:
        """A short message shown on top of everything for a few seconds."""
        message = paths.shown(message)            # (a file name that is no UTF-8 draws as escapes)
        log.info("toast: %s", message)
        seconds = seconds or max(TOAST_SECONDS, len(message) / 18)
        self.toasts.append([message, time.monotonic(), seconds])
        self.dirty = True

    def open_pause(self, game_scene: Scene) -> None:
        from .scenes.pause import PauseScene
        self.push(PauseScene(self, game_scene))

    def open_settings(self) -> None:
        from .scenes.settings import SettingsScene
        self.push(SettingsScene(self))

    def open_statistics(self) -> None:
        from .scenes.statistics import StatisticsScene
        self.push(StatisticsScene(self))

    def show_rules(self, game_id: str, options=None) -> None:
        """The rules page of ``game_id``, its words for ``options`` (a game's own, from its table)."""
        from .scenes.rules import RulesScene
        self.push(RulesScene(self, game_id, options))

    def show_privacy(self, seat_name: str, on_ready, colour: str | None = None) -> None:
        from .scenes.privacy import PrivacyScene
        self.push(PrivacyScene(self, seat_name, on_ready, colour))

    def record_result(self, runner) -> bool:
        """Count a finished game in the statistics, once per match; True if counted now."""
        m = runner.match
        key = (m.game_id, m.seed, len(m.actions), tuple(s.name for s in m.seats))
        if not runner.state.is_terminal() or key in self._recorded:
            return False
        self._recorded.add(key)
        self.last_game = m
        winners = [i for i, r in enumerate(runner.state.returns()) if r > 0]
        try:
            self.stats.record(m, winners)
        except OSError as exc:      # the banner says so too
            self.toast(_("Statistics could not be saved: {error}").format(error=exc.strerror or exc))
        return True

    def show_results(self, runner) -> None:
        from .scenes.results import ResultsScene
        self.record_result(runner)
        self.saves.clear_autosave()      # a failure shows in the banner; never raises
        self.push(ResultsScene(self, runner))

    def game_scene(self, runner) -> Scene | None:
        """The game's scene for a started runner, or None (with a toast) if it is not built."""
        try:
            scene_class = runner.spec.scene_class()
        except (ImportError, AttributeError, LookupError) as exc:
            log.warning("no scene for %s: %s", runner.spec.id, exc)
            self.toast(_("The table for {game} is not built yet ({error}).").format(
                game=_(runner.spec.title), error=exc))
            return None
        return scene_class(self, runner)

    def quit(self) -> None:
        self.running = False

    # -- the loop -------------------------------------------------------------------
    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED,
                          pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED):
            if event.type == pygame.WINDOWSIZECHANGED and not self.settings.fullscreen:
                self.settings.window_size = [int(event.x), int(event.y)]
            self.dirty = True
            return
        if event.type == WAKE:
            self.dirty = True
            return
        if event.type == UNREADABLE_DROP:
            self.toast(_("A file was dropped whose name is not readable text, so Open Air cannot open "
                         "it; rename it and drop it again."))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        event = self._map_event(event)
        if event.type in _MOUSE_EVENTS:
            self.mouse_pos = event.pos
        scene = self.top
        if scene is None:
            return
        self.dirty = True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            escape = getattr(scene, "on_escape", None)
            if escape is not None:
                escape()
            elif len(self.stack) > 1:
                self.pop()
            return
        scene.handle(event)

    def step(self, events: list | None = None) -> bool:
        """One iteration without blocking: events, update, draw if needed. False once quit."""
        self.frame_started = perf_counter()
        now = time.monotonic()
        dt, self._last_step = min(0.1, now - self._last_step), now
        if events is None:
            events = fetch_events()
        for event in events:
            self._dispatch(event)
            if not self.running:
                return False
        if self._hover_refresh and self.top is not None:
            self._hover_refresh = False
            self.top.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=self.mouse_pos, rel=(0, 0),
                                               buttons=(0, 0, 0), touch=False, refresh=True))
        for below in self.stack[:-1]:
            below.under(dt)
        if self.top is not None:
            self.top.update(dt)
        if storage.trouble.version != self._trouble_seen:      # the banner came or went
            self._trouble_seen = storage.trouble.version
            self.dirty = True
        expired = [t for t in self.toasts if now - t[1] > t[2]]
        if expired:
            self.toasts = [t for t in self.toasts if t not in expired]
            self.dirty = True
        animating = self.animating()
        # the frame after the last one that moved is drawn too: what the update that ended the
        # animations changed (a flight landed, a report came up) is on screen before the loop sleeps
        if self.dirty or animating or self._animated:
            self.present()
        self._animated = animating
        return self.running

    def animating(self) -> bool:
        """The top scene moves, or has something new to show: the loop runs frames meanwhile."""
        return self.top is not None and self.top.animating()

    def wake_in(self) -> float | None:
        """Seconds until something must happen without input (a scene timer, a toast ending)."""
        times = []
        now = time.monotonic()
        for _message, shown, seconds in self.toasts:
            times.append(max(0.0, shown + seconds - now))
        fn = getattr(self.top, "wake_in", None) if self.top is not None else None
        if fn is not None:
            t = fn()
            if t is not None:
                times.append(max(0.0, t))
        return min(times) if times else None

    def run(self) -> int:
        """The main loop; returns the exit status."""
        try:
            self.run_for(None)
        finally:
            self.shutdown()
        return 0

    def run_for(self, seconds: float | None) -> None:
        """Run the loop (sleeping while idle) until quit or, if given, ``seconds`` have passed."""
        deadline = None if seconds is None else time.monotonic() + seconds
        self.pace_frames()
        while self.running:
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left <= 0:
                return
            if self.animating() or self.dirty:       # (something to show: no sleep before it is)
                self.clock.tick(self.refresh_rate())
                events = fetch_events()
            else:
                timeout = self.wake_in()
                if left is not None:
                    timeout = left if timeout is None else min(timeout, left)
                events = idle_wait(timeout, self.last_activity)
                if not events:
                    self.dirty = self.dirty or self._timer_due()
            if events:
                self.last_activity = time.monotonic()
            try:
                self.step(events)
            except Exception as exc:      # the one guard: any unexpected error shows the error screen
                self.fail(exc)

    def pace_frames(self) -> None:
        """What the main loop sets for its frames (the frame benchmarks too): a table's layer drawn
        again within :data:`~game.ui.layer.FRAME_BUDGET` a frame."""
        self.frame_budget = FRAME_BUDGET

    def fail(self, exc: Exception) -> None:
        """An unexpected error: its traceback to the log, every scene closed, the error screen up.
        An error on the error screen itself ends the app (raised again)."""
        from .scenes.error import ErrorScene
        log.error("unexpected error on %s", getattr(self.top, "name", "no scene"), exc_info=exc)
        if isinstance(self.top, ErrorScene):
            raise exc
        self._close_scenes()
        self.toasts.clear()
        self.push(ErrorScene(self, exc, logs.log_file()))

    def _timer_due(self) -> bool:
        due = self.wake_in()
        return due is not None and due <= 0.005

    def refresh_rate(self) -> int:
        try:
            rate = pygame.display.get_current_refresh_rate()
        except (pygame.error, AttributeError):
            rate = 0
        return rate if 30 <= rate <= 240 else 60

    def shutdown(self) -> None:
        """Keep the game in progress (written now, after any autosave still under way) and the settings."""
        for scene in self.stack:
            runner = getattr(scene, "runner", None)
            if (runner is not None and not runner.state.is_terminal() and not getattr(scene, "read_only", False)
                    and not runner.remote):      # (a remote table's game is the host's)
                try:
                    self.saves.autosave(runner)
                except OSError as exc:
                    log.error("autosave failed: %s", exc)
        saves.flush(10.0)
        self.settings.save()
        self._close_scenes()

    def _close_scenes(self) -> None:
        """Pop every scene; one whose ``exit`` fails is logged and the others still close."""
        while self.stack:
            scene = self.stack.pop()
            try:
                scene.exit()
            except Exception:
                log.exception("closing %s failed", getattr(scene, "name", scene))

    # -- drawing -------------------------------------------------------------------
    def render(self, canvas: pygame.Surface | None = None) -> pygame.Surface:
        """Draw the visible scenes (from the lowest opaque one up) and the toasts onto ``canvas``
        (the logical canvas unless given one of its size) and return it."""
        canvas = self.canvas if canvas is None else canvas
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        else:
            canvas.fill(theme.BG)
        drawn = self.stack[start:]
        # the canvas holds what one scene alone drew on it the frame before: it may put back only
        # what it drew over its own picture (a table: game.ui.overdraw)
        self._kept = (canvas, drawn[0]) if len(drawn) == 1 and self._drew == (canvas, drawn[0]) else None
        for scene in drawn:
            scene.draw(canvas)
        self._draw_toasts(canvas)
        self._drew = (canvas, drawn[0]) if len(drawn) == 1 and not self.toasts else None
        return canvas

    def kept_for(self, scene: Scene, surface: pygame.Surface) -> bool:
        """True while ``surface`` holds exactly what ``scene`` alone drew on it the frame before."""
        return self._kept is not None and self._kept[0] is surface and self._kept[1] is scene

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        y = LOGICAL_SIZE[1] - 150
        for message, _shown, _seconds in reversed(self.toasts[-3:]):
            lines = theme.wrap(message, 24, 1000)
            w = max(theme.font(24).size(line)[0] for line in lines) + 60
            h = 30 * len(lines) + 32
            rect = pygame.Rect(0, 0, w, h)
            rect.midbottom = (LOGICAL_SIZE[0] // 2, y)
            theme.panel(surface, rect, (34, 30, 44), theme.ACCENT, radius=14, width=3)
            for i, line in enumerate(lines):
                theme.text(surface, line, (rect.centerx, rect.y + 16 + 30 * i), 24, theme.TEXT,
                           anchor="midtop")
            y = rect.top - 14

    def present(self) -> None:
        window = pygame.display.get_surface()
        message = self.banner_message() if window is not None else ""
        if window is not None and window.get_size() == LOGICAL_SIZE and not message:
            self.render(window)    # straight into the window: no copy of the whole canvas a frame
        else:                      # scaled, and below the banner while saving fails (it covers nothing)
            canvas = self.render()
            if window is None:         # (no window to show it in: drawn all the same, nothing waits)
                self.dirty = False
                return
            vp = self.viewport()
            window.fill((0, 0, 0))
            pygame.transform.smoothscale(canvas, vp.size, window.subsurface(vp))
            if message:
                banner.draw(window, message)
        pygame.display.flip()
        self.dirty = False


def start_log():
    """The log set up, its first line of this start written (Open Air, platform, Python, pygame-ce
    and SDL versions) and uncaught exceptions routed into it; returns the log file (or None)."""
    sdl = ".".join(str(v) for v in pygame.get_sdl_version())
    return logs.start(**{"pygame-ce": pygame.version.ver, "SDL": sdl})


def run(instead=None) -> int:
    """Start Open Air (the ``openair`` command): one window per user folder first (a second start
    on folders in use says so and ends with status 0 touching nothing, :mod:`.already_running`;
    a folder where no lock can be made starts as before), then the log (versions, then everything).
    ``instead``: what runs in the main loop's place with the lock held (``play --frames``)."""
    from game.core import instance
    try:
        lock = instance.acquire()
    except instance.AlreadyRunning as busy:
        from .already_running import tell
        return tell(busy)
    with lock:
        if instead is not None:
            return instead()
        start_log()
        os.environ.setdefault("SDL_VIDEO_CENTERED", "1")
        app = App()
        status = app.run()
        pygame.quit()
        return status


__all__ = ["App", "WAKE", "run", "wake"]
