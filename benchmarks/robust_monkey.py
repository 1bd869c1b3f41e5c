"""The GUI monkey: random clicks, keys, text, wheel turns, resizes, drags and dropped files posted
to the real App (headless), over every scene of every game.

The events are split into runs of :data:`RUN` events. A game's run starts at that game's table
(one or two humans and Easy/Normal bots, seats and options varying by run) and goes wherever the
events lead: the pause menu, rules, settings, Save as, undo, hints, the results, the replay
viewer, the launcher and on to other games; a shell run starts at the launcher. A third of the
clicks aim at the top scene's named targets (so games move on), the rest land anywhere; and when
a human is to act, now and then one legal action is played through the table's ``play`` (not
counted as an event) so that games reach their end and their results screen.

Handled = no exception out of the app in the run. A run that raises is reported with its seed and
the event index (``--only`` takes the run's label) and goes on with a fresh App; Quit starts a fresh
App too. Bots think on their thread as in play; the frames are paced as the main loop paces them
(a table's layer drawn part by part); every other run has animations at the Fast speed, the others
none. Before the runs, one finished
game of each is watched in the replay viewer move by move (as its Play button does), every position
drawn (deterministic, where the monkey reaches it only by chance).
"""

from __future__ import annotations

import random
import shutil
import tempfile
import time
import traceback
from pathlib import Path

from .robust_app import Probe, Result, close, error_screen, headless, new_app, scratch_home

GROUP = "GUI monkey"
GAMES = ("cave_rave", "camp", "boaromia", "rodeo")
RUN = 2500
SIZES = [(1920, 1080), (1366, 768), (800, 600), (2560, 1440), (640, 360), (1000, 1000), (320, 180), (1280, 720)]
TEXTS = ["Ada", "", "x" * 300, "Zoë 🎸 Ünïcödé", "'; DROP TABLE saves;--", "\n\t", "9" * 40, "../../etc/passwd"]


class Monkey:
    def __init__(self, seed: int, start: str):
        import pygame
        self.pg = pygame
        self.rng = random.Random(seed)
        self.seed = seed
        self.start = start
        self.scenes: set[str] = set()
        self.count = 0
        self.restarts = 0
        self.recent: list = []
        self.app = None
        self.drops = self._drop_files()

    def _drop_files(self) -> list[str]:
        folder = Path(tempfile.mkdtemp(prefix="openair-monkey-drop-"))
        (folder / "garbage.json").write_bytes(b"\x00\xff{not a replay")
        (folder / "empty.openair").write_bytes(b"")
        (folder / "list.json").write_text("[1, 2, 3]")
        return [str(folder / "garbage.json"), str(folder / "empty.openair"), str(folder / "list.json"),
                str(folder), str(folder / "missing.json"), "", "   ", "\0"]

    # -- the app --------------------------------------------------------------------------------
    def open(self) -> None:
        self.app = new_app()
        self.app.pace_frames()               # the main loop's frames: tables drawn part by part
        if self.seed % 2:                    # every other run with animations, as people play
            self.app.anim_speed_override = 2.0
        if self.start != "shell":
            self.new_table()

    def new_table(self) -> None:
        """A new game of the run's game on the table (seats, humans and options drawn)."""
        from game.core import registry
        from game.core.match import Runner, Seat
        spec = registry.get(self.start)
        rng = self.rng
        n = rng.randint(spec.min_players, min(spec.max_players, 4))
        humans = 2 if n > 2 and rng.random() < 0.4 else 1
        kinds = ["human"] * humans + [rng.choice(["easy", "easy", "normal"]) for _ in range(n - humans)]
        rng.shuffle(kinds)
        seats = [Seat(f"P{i + 1}", k, spec.colours[i % len(spec.colours)]) for i, k in enumerate(kinds)]
        options = {}
        for opt in spec.options:
            if rng.random() < 0.3:
                options[opt.id] = (not opt.default) if opt.kind == "bool" else rng.choice(opt.choices).id
        runner = Runner.new(self.start, seats, rng.randrange(10**6), options)
        scene = self.app.game_scene(runner)
        if scene is not None:
            self.app.push(scene)

    def window_size(self) -> tuple[int, int]:
        surface = self.pg.display.get_surface()
        return surface.get_size() if surface is not None else (1920, 1080)

    def pos(self) -> tuple[int, int]:
        w, h = self.window_size()
        return self.rng.randrange(max(1, w)), self.rng.randrange(max(1, h))

    def target_pos(self) -> tuple[int, int] | None:
        top = self.app.top
        try:
            targets = top.targets() if top is not None else {}
        except Exception:  # noqa: BLE001 - targets() failing is the app's failure: let step() find it
            raise
        if not targets:
            return None
        rect = self.rng.choice(list(targets.values()))
        x = rect.x + self.rng.randrange(max(1, rect.width))
        y = rect.y + self.rng.randrange(max(1, rect.height))
        return self.app.to_window((x, y))

    # -- events ----------------------------------------------------------------------------------
    def batch(self) -> list:
        pg, rng = self.pg, self.rng
        E = pg.event.Event
        r = rng.random()
        if r < 0.22:
            p = self.pos()
            return [E(pg.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)),
                    E(pg.MOUSEBUTTONDOWN, pos=p, button=rng.choice([1, 1, 1, 3, 2])),
                    E(pg.MOUSEBUTTONUP, pos=p, button=1)]
        if r < 0.50:
            p = self.target_pos() or self.pos()
            return [E(pg.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)),
                    E(pg.MOUSEBUTTONDOWN, pos=p, button=1), E(pg.MOUSEBUTTONUP, pos=p, button=1)]
        if r < 0.60:
            p = self.pos()
            return [E(pg.MOUSEMOTION, pos=p, rel=(rng.randint(-30, 30), rng.randint(-30, 30)), buttons=(0, 0, 0))]
        if r < 0.74:
            k = rng.choice([pg.K_ESCAPE, pg.K_TAB, pg.K_RETURN, pg.K_SPACE, pg.K_LEFT, pg.K_RIGHT, pg.K_UP, pg.K_DOWN,
                            pg.K_h, pg.K_z, pg.K_BACKSPACE, pg.K_DELETE, pg.K_a, pg.K_1, pg.K_PAGEUP, pg.K_PAGEDOWN,
                            pg.K_HOME, pg.K_END, pg.K_KP_ENTER, pg.K_F1, pg.K_TAB])
            mod = rng.choice([0, 0, 0, pg.KMOD_CTRL, pg.KMOD_SHIFT, pg.KMOD_ALT])
            u = chr(k) if 32 <= k < 127 else ""
            return [E(pg.KEYDOWN, key=k, mod=mod, unicode=u, scancode=0), E(pg.KEYUP, key=k, mod=mod, unicode=u,
                                                                             scancode=0)]
        if r < 0.78:
            return [E(pg.TEXTINPUT, text=rng.choice(TEXTS))]
        if r < 0.86:
            p = self.pos()
            dy, dx = rng.choice([-3, -1, 1, 3, 10, -10]), rng.choice([0, 0, 1, -1])
            return [E(pg.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)),
                    E(pg.MOUSEWHEEL, x=dx, y=dy, flipped=False, precise_x=float(dx), precise_y=float(dy), which=0,
                      touch=False)]
        if r < 0.96:
            a = self.target_pos() or self.pos()
            b = self.pos()
            steps = rng.randint(2, 6)
            out = [E(pg.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)), E(pg.MOUSEBUTTONDOWN, pos=a, button=1)]
            for i in range(1, steps + 1):
                p = (a[0] + (b[0] - a[0]) * i // steps, a[1] + (b[1] - a[1]) * i // steps)
                out.append(E(pg.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)))
            out.append(E(pg.MOUSEBUTTONUP, pos=b, button=1))
            return out
        if r < 0.985:
            w, h = rng.choice(SIZES)
            pg.display.set_mode((w, h), pg.RESIZABLE)
            return [E(pg.VIDEORESIZE, size=(w, h), w=w, h=h), E(pg.WINDOWSIZECHANGED, x=w, y=h)]
        if r < 0.995:
            return [E(pg.DROPFILE, file=rng.choice(self.drops))]
        return [E(pg.KEYDOWN, key=pg.K_F11, mod=0, unicode="", scancode=0)]

    def nudge(self) -> None:
        """Now and then, when a human is to act, one legal action through the table (games end)."""
        top = self.app.top
        if top is None or not hasattr(top, "human_to_act") or self.rng.random() > 0.25:
            return
        if top.human_to_act() is not None and not top.holding():
            legal = top.state.legal_actions()
            if legal:
                top.play(self.rng.choice(legal))

    def run(self, events: int) -> tuple[list[str], dict]:
        """Post ``events`` events; the failures (traceback summaries) and figures."""
        failures: list[str] = []
        self.open()
        started = time.perf_counter()
        while self.count < events:
            app = self.app
            if app is None or not app.running or not app.stack:
                close(app)
                self.restarts += 1
                self.open()
                continue
            try:
                batch = self.batch()
                self.recent = (self.recent + batch)[-40:]
                self.count += len(batch)
                app.step(batch)
                app.step()                       # the real queue too: the bots' WAKE, the window's own events
                self.nudge()
                if self.start != "shell" and app.top is not None and app.top.name == "launcher" \
                        and self.rng.random() < 0.05:
                    self.new_table()             # back to this run's game, now and then
                if app.top is not None:
                    self.scenes.add(type(app.top).__name__)
                screen = error_screen(app)
                if screen:
                    raise RuntimeError(f"the error screen came up ({screen})")
            except Exception:  # noqa: BLE001 - every exception is a finding
                whole = traceback.format_exc()
                tb = whole.strip().splitlines()
                where = next((line.strip() for line in reversed(tb) if line.strip().startswith("File ")), "")
                report = Path(tempfile.gettempdir()) / f"openair-monkey-{self.seed}-{self.count}.txt"
                report.write_text(f"seed {self.seed}, event {self.count}, top scene "
                                  f"{type(app.top).__name__ if app.top else None}\nlast events:\n"
                                  + "\n".join(repr(e) for e in self.recent) + "\n\n" + whole, encoding="utf-8")
                failures.append(f"event {self.count}: {tb[-1]} at {where} (traceback: {report})")
                close(app)
                self.app = None
                if len(failures) >= 5:
                    break
        close(self.app)
        shutil.rmtree(Path(self.drops[0]).parent, ignore_errors=True)
        took = time.perf_counter() - started
        return failures, {"events": self.count, "seconds": took, "restarts": self.restarts,
                          "scenes": sorted(self.scenes)}


def replay_through(game_id: str) -> Result:
    """A finished bot game of ``game_id`` watched in the real replay viewer move by move, as its Play
    button does (every position drawn), then backwards to the start."""
    from game.core import replay as replays
    from game.simulate import play_bot_game
    from game.ui.scenes.replay import open_replay
    label = f"{game_id} replay played through"
    step = 0
    with scratch_home(), Probe():
        app = None
        try:
            runner = play_bot_game(game_id, ["easy", "normal"], 3)
            app = new_app()
            viewer = open_replay(app, replays.checked(runner.match, "monkey.json"))
            for step in [*range(1, viewer.replay.steps + 1), *range(viewer.replay.steps - 1, -1, -7)]:
                viewer.go(step, by_play=True)
                app.step([])
        except Exception:  # noqa: BLE001 - counted
            tb = traceback.format_exc().strip().splitlines()
            where = next((line.strip() for line in reversed(tb) if line.strip().startswith("File ")), "")
            return Result(GROUP, label, False, f"at move {step}: {tb[-1]} at {where}",
                          f"python -m benchmarks.robustness --group monkey --only {label!r}")
        finally:
            close(app)
    return Result(GROUP, label, True, f"{viewer.replay.steps} moves forward, then back")


def run(quick: bool = False, events: int = 100_000, only: str | None = None) -> list[Result]:
    headless()
    total = 1000 if quick else events
    starts = [*GAMES, "shell"]
    per_run = min(RUN, max(100, total // len(starts)))
    runs = []
    i = 0
    while sum(n for _, _, n in runs) < total:
        n = min(per_run, total - sum(n for _, _, n in runs))
        runs.append((starts[i % len(starts)], 1000 + i, n))
        i += 1
    results = [replay_through(g) for g in ([] if quick else GAMES)
               if only is None or only in f"{g} replay played through"]
    all_scenes: set[str] = set()
    for start, seed, n in runs:
        label = f"{start} run (seed {seed}, {n} events)"   # "seed N," picks it with --only
        if only is not None and only not in label:
            continue
        with scratch_home(), Probe():
            monkey = Monkey(seed, start)
            try:
                failures, figures = monkey.run(n)
            except Exception as exc:  # noqa: BLE001 - the harness must not stop the run
                failures, figures = [f"harness failed: {exc!r}"], {"events": monkey.count, "seconds": 0,
                                                                  "restarts": 0, "scenes": []}
        all_scenes.update(figures["scenes"])
        detail = (f"{figures['events']} events in {figures['seconds']:.0f} s, {figures['restarts']} restarts, "
                  f"scenes: {', '.join(figures['scenes'])}")
        if failures:
            detail = "; ".join(failures) + " | " + detail
        results.append(Result(GROUP, label, not failures, detail,
                              f"python -m benchmarks.robustness --group monkey --only 'seed {seed},'"
                              + ("" if events == 100_000 else f" --events {events}") + (" --quick" if quick else "")))
    if results and all_scenes:
        results[-1].detail += f" || all runs: {sum(1 for _ in all_scenes)} scene kinds: {', '.join(sorted(all_scenes))}"
    return results
