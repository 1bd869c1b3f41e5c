"""``openair tour <game> --out DIR``: drive the real scenes headless and save every screen as PNG.

01_launcher, 02_setup (two humans and a Normal bot), 05_privacy (the hot-seat
cover that game asks for), then a game of one human against two Normal bots
played through the game's scene: 03_game_start, 04_game_midway (each with the "Since your
turn" recap of the bots' moves over the table, as the player sees it then), 04b_kit_hint,
04c_kit_tooltip and 04d_kit_guide (the table kit's hint, a hover text and the
second first-game pointer), 06_pause, 06b_save_as (naming a save), 07_rules,
08_settings, 10a_final_table (the game over, its final position on the table
with "See the results"), 10_results, 10b_replay (the replay viewer halfway
through the game), 09_statistics, 09b_saved_games (the launcher's list, with the save
named in 06b); plus whatever the game's table spec adds through its
``tour_shots(scene, save)`` (:class:`~game.core.registry.TableSpec`, whose
``tour_rest`` is where the mouse rests for the table's shots). Moves are made by
calling the runner (bots choose every seat's action) and then the kit's
``scene.sync()``. With ``--size 1366x768`` the app runs in a window of that
size and every shot is the window as a player sees it (the 1920x1080 canvas scaled into it). With
``--lang de`` every screen is in that language (default: the Language setting,
else the system's; ``--lang qps`` is the pseudo-locale, see ``game.core.i18n``).
"""

from __future__ import annotations

import os
import random
import tempfile
from pathlib import Path

DEFAULT_NAMES = ["Ada", "Bruno", "Rocky"]


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if not os.environ.get("OPENAIR_HOME"):      # never touch the player's own saves and statistics
        os.environ["OPENAIR_HOME"] = tempfile.mkdtemp(prefix="openair-tour-")


class Tour:
    def __init__(self, game_id: str, out_dir: str | Path, seed: int, size: tuple[int, int] | None = None,
                 lang: str | None = None):
        import pygame

        from game.core import i18n, registry

        from .app import App
        from .scene import LOGICAL_SIZE
        self.pg = pygame
        self.spec = registry.get(game_id)
        self.out = Path(out_dir)
        self.out.mkdir(parents=True, exist_ok=True)
        self.seed = seed
        self.app = App(size=tuple(size or LOGICAL_SIZE))
        if lang is not None:                    # (the App took the setting's language)
            from .scenes.launcher import LauncherScene
            i18n.use(lang)
            self.app.reset(LauncherScene(self.app))
        self.app.anim_speed_override = 0.0      # every shot shows a settled table
        self.app.tip_delay = 0.0                # and the hover text of what is hovered
        self.written: list[Path] = []

    # -- helpers ---------------------------------------------------------------------
    def settle(self, steps: int = 3) -> None:
        for _ in range(steps):
            self.app.step([])

    def save(self, name: str) -> Path:
        if not name.endswith(".png"):
            name += ".png"
        self.app.step([])
        path = self.out / name
        window = self.pg.display.get_surface()
        if window.get_size() == self.app.canvas.get_size():
            self.pg.image.save(self.app.render(), str(path))
        else:                                   # the window as shown: the canvas scaled into it
            self.app.present()
            self.pg.image.save(window, str(path))
        self.written.append(path)
        return path

    def click(self, target: str) -> None:
        pg = self.pg
        rect = self.app.top.targets()[target]
        pos = self.app.to_window(rect.center)
        self.app.step([pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                       pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
                       pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1)])

    def hover(self, pos) -> None:
        pg = self.pg
        self.app.step([pg.event.Event(pg.MOUSEMOTION, pos=self.app.to_window(pos), rel=(0, 0), buttons=(0, 0, 0))])

    def type_into(self, target: str, text: str) -> None:
        pg = self.pg
        self.click(target)
        field_events = [pg.event.Event(pg.KEYDOWN, key=pg.K_BACKSPACE, mod=0, unicode="", scancode=0)] * 20
        field_events.append(pg.event.Event(pg.TEXTINPUT, text=text))
        field_events.append(pg.event.Event(pg.KEYDOWN, key=pg.K_RETURN, mod=0, unicode="\r", scancode=0))
        self.app.step(field_events)

    # -- the parts -------------------------------------------------------------------------
    def launcher(self) -> None:
        self.hover(self.app.top.targets().get(f"game:{self.spec.id}").center)
        self.save("01_launcher")

    def setup(self):
        from .scenes.setup import SetupScene
        if self.spec.available:
            self.click(f"game:{self.spec.id}")
        else:
            self.app.push(SetupScene(self.app, self.spec))
        setup = self.app.top
        while len(setup.seats) < 3 and len(setup.seats) < self.spec.max_players:
            self.click("add_seat")
        kinds = ["human", "human", "normal"]
        for i in range(len(setup.seats)):
            self.click(f"seat{i}:kind:{kinds[min(i, 2)]}")
            self.type_into(f"seat{i}:name", DEFAULT_NAMES[i] if i < 3 else f"Guest {i}")
        self.type_into("seed", str(self.seed))
        self.hover(setup.targets()["start"].center)
        self.save("02_setup")
        return setup

    def privacy(self, setup) -> None:
        from .scenes.privacy import PrivacyScene
        self.click("start")
        self.settle()
        if not isinstance(self.app.top, PrivacyScene):
            seat = setup.seats[0]
            self.app.show_privacy(seat["name"], lambda: None, seat["colour"])
        self.hover((100, 100))
        self.save("05_privacy")

    def bot_game(self):
        from game.core.match import Runner, Seat

        from .scenes.launcher import LauncherScene
        colours = self.spec.colours
        n = max(self.spec.min_players, min(3, self.spec.max_players))
        seats = [Seat(DEFAULT_NAMES[0], "human", colours[0])]
        seats += [Seat(["Rocky", "Luna", "Bongo"][i - 1], "normal", colours[i % len(colours)]) for i in range(1, n)]
        runner = Runner.new(self.spec.id, seats, self.seed)
        runner.start()
        scene = self.app.game_scene(runner)
        if scene is None:
            return runner, None
        self.app.reset(LauncherScene(self.app))
        self.app.push(scene)
        return runner, scene

    def full_length(self, runner) -> int:
        """How many seat decisions the whole game takes with these bots (a dry run)."""
        from game.core.match import Match, Runner
        twin = Runner(Match.from_json(runner.match.to_json()), runner.spec)
        rng = random.Random(self.seed)
        count = 0
        while not twin.state.is_terminal():
            twin.play(self.choose(twin, rng))
            count += 1
        return count

    def choose(self, runner, rng):
        from game.core.bots import choose_action
        seat = runner.state.current_player()
        return choose_action(runner.spec, runner.state.view(seat), "normal", rng)

    def drive(self, runner, scene, rng, until) -> None:
        """Play (every seat by a Normal bot) until ``until(runner)``; then let the scene catch up.
        What the others' moves changed is marked as at the table (:func:`.last_move.play_outside`)."""
        from .last_move import play_outside
        while not runner.state.is_terminal() and not until(runner):
            play_outside(scene, self.choose(runner, rng))
        scene.sync()

    def game(self, runner, scene) -> None:
        rng = random.Random(self.seed)
        human = 0
        total = self.full_length(runner)

        def humans_turn(r) -> bool:
            return r.state.current_player() == human and (not r.actors or r.actors[-1] != human)

        self.drive(runner, scene, rng, humans_turn)
        self.settle()
        table = runner.spec.table
        rest = table.tour_rest                 # the mouse where the game shows no hover text
        self.hover(rest)
        self.save("03_game_start")

        def midway(r) -> bool:
            return sum(1 for a in r.actors if a >= 0) >= total // 2 and humans_turn(r)

        self.drive(runner, scene, rng, midway)
        self.settle()
        self.hover(rest)
        self.save("04_game_midway")
        from . import recap
        scene.dismiss_recap()                  # (03 and 04 show the recap where the bots moved first)
        by_itself, recap.BY_ITSELF = recap.BY_ITSELF, False      # the other shots show the table itself
        try:
            self.kit_shots(scene)
            if table.tour_shots is not None:
                table.tour_shots(scene, self.save)
                self.settle()
        finally:
            recap.BY_ITSELF = by_itself
        self.app.open_pause(scene)
        self.save("06_pause")
        self.click("save_as")
        self.save("06b_save_as")
        self.app.step([self.pg.event.Event(self.pg.TEXTINPUT, text="Friday night at the festival")])
        self.click("save")
        self.app.toasts.clear()             # ("Saved as …": the tour's clock does not wait for it to go)
        self.app.pop()

    def kit_shots(self, scene) -> None:
        """What every table offers: 04b the hint (H) marked on the table with its line in the
        prompt, 04c a hover text beside the hotspot the keyboard's focus is on, 04d the second
        first-game pointer (Enter moved on from the first)."""
        pg = self.pg
        if not scene.my_turn():
            return
        keys = [pg.event.Event(pg.KEYDOWN, key=pg.K_h, mod=0, unicode="h", scancode=0)]
        self.app.step(keys)
        if scene.hint_work is not None:         # (a hint worked out on the bots' thread: its answer)
            scene.hint_work.wait()
            self.app.step([])
        self.save("04b_kit_hint")
        table = [s.id for s in scene.spots().focus_order() if s.area.top > 80 and s.hover_text()]
        if table:
            scene.focus = table[len(table) // 2]
            scene.hover, scene.mouse = scene.focus, scene.spots().get(scene.focus).area.center
            scene.update(0.0)
            self.save("04c_kit_tooltip")
        scene.focus, scene.hint, scene.message = None, None, ""
        if scene.offer_guide(again=True):
            self.settle(1)
            if scene.guide_shown():
                self.app.step([pg.event.Event(pg.KEYDOWN, key=pg.K_RETURN, mod=0, unicode="\r", scancode=0)])
                self.save("04d_kit_guide")
            scene.close_guide(remember=False)
        self.hover((1000, 330))

    def pages(self) -> None:
        self.app.show_rules(self.spec.id)
        self.save("07_rules")
        self.app.pop()
        self.app.open_settings()
        self.save("08_settings")
        self.app.pop()

    def results(self, runner, scene) -> None:
        from .scenes.results import ResultsScene
        rng = random.Random(self.seed + 1)
        self.drive(runner, scene, rng, lambda r: False)
        self.settle(5)
        if scene is not None and self.app.top is scene and "see_results" in scene.targets():
            self.hover(runner.spec.table.tour_rest)          # the final table stays, with See the results
            self.save("10a_final_table")
            self.click("see_results")
        if not isinstance(self.app.top, ResultsScene):
            self.app.show_results(runner)
        self.hover((100, 1000))
        self.save("10_results")
        self.app.open_statistics()
        self.save("09_statistics")
        self.app.pop()
        if scene is not None and isinstance(self.app.top, ResultsScene):
            self.click("watch")
            viewer = self.app.top
            viewer.go(viewer.replay.steps // 2)
            self.hover((viewer.label_x + 40, viewer.targets()["slider"].centery))    # the bar shows
            self.save("10b_replay")
            self.app.pop()
        from .scenes.launcher import LauncherScene
        self.app.reset(LauncherScene(self.app))
        self.click("saves")
        self.save("09b_saved_games")


    def joined_results(self, runner) -> None:
        """35_online_results_joined: a joined player's results of the tour's finished game (Bruno's
        screen, seat 1: made from the final view and the steps he saw, without seed or replay)."""
        from game.net.remote_runner import watched

        from .online_table import online_class
        from .scenes.results_online import OnlineResultsScene
        if runner is None or not runner.state.is_terminal() or len(runner.match.seats) < 2:
            return
        remote = watched(runner.match, runner.spec, 1)
        table = online_class(runner.spec.scene_class())(self.app, remote)
        self.app.push(table)
        self.app.push(OnlineResultsScene(self.app, remote, table))
        self.hover((100, 1000))
        self.save("35_online_results_joined")
        self.app.pop()
        self.app.pop()

    def online(self, runner=None) -> None:
        """20_online_launcher to 28_online_lobby_ready: Play online, hosting a table, its lobby,
        joining it (found on the network, a wrong code, the seat) and the joined player's lobby
        (:mod:`game.ui.scenes.online_tour`; nothing goes over a network). Then, over 127.0.0.1
        only (discovery off, a user folder of its own), a real table of Ada at this screen and
        Bruno remote: 29_online_join_watch (Join a table with its watch code typed, Watch
        hovered), 30_online_lobby_watching (a spectator's lobby), 31_online_table_presence (the
        host's table with Who is connected), 33_online_table_joined (Bruno's own table), once Ada
        left it 32_online_menu_continue (Play online offering Continue your table) and
        34_online_connection_lost (Bruno's table waiting for the host, trying again); then
        35_online_results_joined (:meth:`joined_results`)."""
        import threading

        from game.core import saves
        from game.core.content import resolve_options
        from game.core.i18n import _
        from game.net.client import TableClient
        from game.net.tokens import TokenStore

        from .scenes import online_link, online_tour
        from .scenes.launcher import LauncherScene
        from .scenes.online_join import JoinScene
        from .scenes.online_lobby import LobbyScene
        from .scenes.setup import default_name
        online_tour.shots(self)

        app, spec = self.app, self.spec
        home = tempfile.mkdtemp(prefix="openair-tour-online-")
        before = {k: os.environ.get(k) for k in ("OPENAIR_HOME", "OPENAIR_DISCOVERY")}
        os.environ["OPENAIR_HOME"], os.environ["OPENAIR_DISCOVERY"] = home, "off"
        colours = list(spec.colours)
        seats = [online_link.PlannedSeat(online_link.SCREEN, "Ada", colours[0]),
                 online_link.PlannedSeat(online_link.REMOTE, "", colours[1 % len(colours)])]
        for i in range(2, max(2, spec.min_players)):
            seats.append(online_link.PlannedSeat("normal", default_name("normal", [s.name for s in seats]),
                                                 colours[i % len(colours)]))
        plan = online_link.TablePlan(spec.id, resolve_options(spec.options, None), seats,
                                     online_link.THIS_COMPUTER, 0, _("{name}'s table").format(name="Ada"))
        net = online_link.NetHost(plan, seed=self.seed, bots_on_thread=False)
        friend = TableClient("127.0.0.1", net.host.port, store=TokenStore(Path(home) / "friend-seats.json"))
        pause = threading.Event()

        def until(done, poll_host: bool = True) -> None:
            """Frames (and the host's and the friend's news) until ``done()``, 30 s at most."""
            for _step in range(3000):
                if poll_host:
                    net.poll()
                friend.poll(0)
                app.step([])
                if done():
                    return
                pause.wait(0.01)
            raise RuntimeError("the tour's network table did not answer in time")
        try:
            app.reset(LauncherScene(app))
            app.push(LobbyScene(app, net))
            host_lobby = app.top
            friend.connect()
            until(lambda: bool(friend.seats))
            friend.join(net.host.join_code, "Bruno", 1)
            until(lambda: friend.seat == 1 and net.host.ready())
            app.push(JoinScene(app))
            for target, text in (("address", f"127.0.0.1:{net.host.port}"), ("code", net.host.watch_code)):
                self.click(target)                  # (typed without Enter: Enter in the code field joins)
                pg = self.pg
                app.step([pg.event.Event(pg.KEYDOWN, key=pg.K_BACKSPACE, mod=0, unicode="", scancode=0)] * 30
                         + [pg.event.Event(pg.TEXTINPUT, text=text)])
            self.hover(app.top.targets()["watch"].center)
            self.save("29_online_join_watch")
            self.click("watch")
            until(lambda: isinstance(app.top, LobbyScene) and app.top is not host_lobby
                  and net.host.watchers() == 1)
            self.hover((960, 1040))
            self.save("30_online_lobby_watching")
            app.top.link.leave()
            while app.top is not host_lobby:
                app.pop()
            until(lambda: net.host.watchers() == 0 and host_lobby.widgets_by_name()["start"].enabled)
            self.click("start")
            table = app.top
            until(lambda: friend.latest is not None and bool(table.presence_rows()), poll_host=False)
            self.hover((960, 1040))
            self.save("31_online_table_presence")
            # Bruno's own screen (here over the host's: one app): his seat taken back on a second
            # connection, the game's table from the view the host sent him
            joined = online_link.NetClient("127.0.0.1", net.host.port, net.host.join_code,
                                           store=TokenStore(Path(home) / "friend-seats.json"))
            until(lambda: joined.poll() is not None and joined.client.latest is not None, poll_host=False)
            from .online_table import table_for_client
            bruno = table_for_client(app, joined)
            app.push(bruno)
            self.settle(3)
            self.hover((960, 1040))
            self.save("33_online_table_joined")
            app.pop()
            app.step([self.pg.event.Event(self.pg.KEYDOWN, key=self.pg.K_ESCAPE, mod=0, unicode="\x1b",
                                          scancode=0)])
            self.click("leave")
            until(lambda: app.top.name == "launcher", poll_host=False)
            saves.flush()
            self.click("online")
            self.hover(app.top.targets()["continue"].center)
            self.save("32_online_menu_continue")
            app.push(bruno)                     # (Bruno's table: the host closed it; it waits, trying again)
            until(lambda: bruno._lost is not None, poll_host=False)
            self.hover((960, 1040))
            self.save("34_online_connection_lost")
            bruno._left = True
            joined.leave()
            app.pop()
            self.joined_results(runner)
        finally:
            friend.close()
            net.host.close()
            app.reset(LauncherScene(app))
            for k, v in before.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v


def twin_runner(runner, seed: int, seats=None, options: dict | None = None, actions=None):
    """A copy of ``runner``'s game for a tour shot: the same game, content and options, another
    seed and (optionally) other seats, started from ``actions`` (default: from the beginning)."""
    from game.core.match import Match, Runner
    m = runner.match
    twin = Runner(Match(m.game_id, list(seats or m.seats), seed, dict(m.options if options is None else options),
                        m.content_hash, list(actions or [])), runner.spec)
    twin.start()
    return twin


def play_twin(runner, until, seats=None, options: dict | None = None, actions=None, choose=None,
              tries: int = 12, steps: int = 3000):
    """A copy of ``runner``'s game (see :func:`twin_runner`) played on until ``until(state)``:
    every move chosen by ``choose(state, rng)`` (default: a Normal bot for the seat to act), with
    ``runner``'s seed, then the next one, for ``tries`` tries; None when each try ends the game,
    or runs past ``steps`` moves, first."""
    from game.core.bots import choose_action
    if choose is None:
        def choose(st, rng):
            return choose_action(runner.spec, st.view(st.current_player()), "normal", rng)
    for attempt in range(tries):
        seed = runner.match.seed + attempt
        twin, rng = twin_runner(runner, seed, seats, options, actions), random.Random(seed)
        for _ in range(steps):
            if twin.state.is_terminal() or until(twin.state):
                break
            twin.play(choose(twin.state, rng))
        if not twin.state.is_terminal() and until(twin.state):
            return twin
    return None


def show_twin(scene, twin, pose) -> None:
    """Show ``twin`` in a table scene of ``scene``'s kind over ``scene``; ``pose(shot)`` hovers
    and saves; then the shot is taken off again."""
    shot = type(scene)(scene.app, twin)
    scene.app.push(shot)
    scene.app.step([])
    pose(shot)
    scene.app.pop()


def run_tour(game_id: str, out_dir: str, seed: int = 3, size: tuple[int, int] | None = None,
             lang: str | None = None) -> int:
    """Save a PNG of every screen of ``game_id`` into ``out_dir`` (as a ``size`` window shows it,
    default the 1920x1080 canvas itself), in ``lang`` (default: the setting's); prints the files
    written. The language in use before is back afterwards."""
    from game.core import i18n
    _headless()
    if lang is None:
        return _run(Tour(game_id, out_dir, seed, size))
    before = i18n.language
    try:
        return _run(Tour(game_id, out_dir, seed, size, lang))
    finally:
        i18n.use(before)


def _run(tour: Tour) -> int:
    tour.launcher()
    setup = tour.setup()
    tour.privacy(setup)
    runner, scene = tour.bot_game()
    if scene is None:
        print(f"{tour.spec.title} has no game scene yet: skipping the game, pause and its extra shots")
        tour.pages()
    else:
        tour.game(runner, scene)
        tour.pages()
    tour.results(runner, scene)
    tour.online(runner)
    for path in sorted(tour.written):
        print(path)
    return 0
