"""A remote seat's table: the game's own table scene on a :class:`RemoteRunner`, fed by a host.

The host here is in-process (:class:`FakeHost`: a real Runner, real bots, ``seat_update`` for
each change, every message through ``json.dumps``/``json.loads`` as the wire carries it). Each of
the four games is played to its end from the remote seat's own table, headless: the seat's moves
by real clicks on the hotspot that plays them where one does (else through the scene's own
``play``, as its composer would), the other seats by the host. At every decision of the remote
seat, what the table lights as playable is what the host accepts, and what it refuses with a
reason the host refuses too; the table never holds the host's seed, actions or other seats'
hidden cards; an undo from the client goes to the host and comes back.
"""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game.core import registry
from game.core.bots import choose_action
from game.core.match import Runner, Seat
from game.core.state import IllegalAction
from game.net.remote_runner import NotSaved, RemoteRunner
from game.net.seat_view import seat_update
from game.simulate import bot_rng
from tests.table_helpers import click, motion

SEED = 11


def wire(value):
    """What the other side reads of ``value`` (the wire carries JSON text)."""
    return json.loads(json.dumps(value))


def plain(action):
    return json.loads(json.dumps(action))


class FakeHost:
    """A host in the test's process: the match, its bots and the other remote humans (played by
    a bot policy here, as their own screens would), each change sent to the client as the seat's
    ``update`` (``seat_update`` with the host's action count and whether the seat may undo)."""

    def __init__(self, game_id: str, kinds: list[str], client: int = 0, seed: int = SEED):
        spec = registry.get(game_id)
        self.spec, self.kinds, self.client = spec, kinds, client
        seats = [Seat(f"P{i + 1}", "human" if k in ("client", "other") else k, spec.colours[i])
                 for i, k in enumerate(kinds)]
        self.runner = Runner.new(game_id, seats, seed, {})
        self.seq = 0
        self.inbox: list[dict] = []          # the client's messages, not yet read
        self.out: list[dict] = []            # what was sent to the client
        self.refused = 0
        self.remote: RemoteRunner | None = None
        self.first = self._update(self.runner.start())

    # -- the wire ----------------------------------------------------------------------------
    def _update(self, events, undone: int | None = None) -> dict:
        self.seq += 1
        payload = seat_update(self.runner, events, self.client)     # (and what TableHost adds)
        payload["undone"] = undone
        payload["can_undo"] = self.runner.can_undo(self.client) and not self.runner.state.is_terminal()
        message = wire({"type": "update", "seq": self.seq, "payload": payload})
        self.out.append(message)
        return message

    def send(self, message: dict) -> None:
        """The client's side of the wire (``RemoteRunner``'s ``send``)."""
        self.inbox.append(wire(message))

    def tell(self, message: dict) -> None:
        if self.remote is not None:
            self.remote.receive(message)

    def join(self) -> RemoteRunner:
        seats = [Seat(s.name, s.kind, s.colour) for s in self.runner.match.seats]
        self.remote = RemoteRunner(self.spec, self.client, seats, self.send, self.first)
        return self.remote

    # -- the host's loop ---------------------------------------------------------------------
    def serve(self, bot_moves: int = 1) -> None:
        """Read the client's messages (checked: seat, turn, rules), then let up to ``bot_moves``
        other seats act."""
        while self.inbox:
            message = self.inbox.pop(0)
            state = self.runner.state
            try:
                if message["type"] == "act":
                    if state.current_player() != self.client:
                        raise IllegalAction("it is not your turn")
                    from game.core.state import action_from_json
                    self.tell(self._update(self.runner.play(action_from_json(message["action"]))))
                elif message["type"] == "undo":
                    self.runner.undo(self.client)
                    self.tell(self._update([], undone=self.client))
            except IllegalAction as exc:
                self.refused += 1
                self.tell(wire({"type": "refused", "why": str(exc), "about": message["type"]}))
        for _n in range(bot_moves):
            state = self.runner.state
            seat = state.current_player()
            if state.is_terminal() or seat == self.client:
                return
            kind = self.kinds[seat]
            level = "easy" if kind == "other" else kind
            action = choose_action(self.spec, state.view(seat), level, bot_rng(SEED, len(self.runner.match.actions)))
            self.tell(self._update(self.runner.play(action)))


def open_remote(app, host: FakeHost):
    remote = host.join()
    scene = host.spec.scene_class()(app, remote)
    app.push(scene)
    app.step([])
    return remote, scene


def close_interlude(app, scene) -> bool:
    """A report between rounds waits for a click (the table's own, or a screen of the game's on
    top): close it as a player would. True when there was one."""
    if app.top is not scene:
        targets = app.top.targets() if hasattr(app.top, "targets") else {}
        for name in ("continue", "close", "ok", "next"):
            if name in targets:
                click(app, name)
                return True
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)])
        return True
    report = scene.round_report
    if report is not None and report.holding() and report.report is not None:
        if "continue" in scene.targets():
            click(app, "continue")
        else:
            report.close()
        return True
    return False


def check_lit(scene, remote: RemoteRunner, host: FakeHost) -> int:
    """What the table lights and refuses now, against the host: every hotspot that plays an action
    without a reason against it is accepted by the host's rules; one with a reason is refused by
    them. The table's legal list is the host's. Returns how many playable hotspots there were."""
    state = host.runner.state
    assert remote.legal is not None
    assert plain(remote.legal) == plain(state.legal_actions())
    assert plain(scene.state.legal_actions()) == plain(remote.legal)
    lit = 0
    for spot in scene.spots():
        if spot.action is None:
            continue
        if spot.why:
            with pytest.raises(IllegalAction):
                state.check(spot.action)
        else:
            state.check(spot.action)         # raises if the host would refuse it
            lit += 1
    return lit


def check_no_secrets(scene, remote: RemoteRunner, host: FakeHost) -> None:
    """The table holds the seat's view and nothing of the host's match."""
    assert scene.runner is remote and scene.state is remote.state
    assert remote.match.seed != host.runner.match.seed
    with pytest.raises(NotSaved):
        list(remote.match.actions)
    assert len(remote.match.actions) == len(remote.actors) == len(remote.events)
    assert wire(remote.state.to_json()) == wire(host.runner.state.view(host.client).to_json())
    if host.spec.secrets:
        assert remote.state.is_view


def check_aids(app, scene, remote: RemoteRunner, host: FakeHost, seen: dict) -> None:
    """At the remote seat's decision: the hover text of what it may click, the last moves of the
    others marked on the table, the "since your turn" recap (S), the hint (H) and that the hint's
    move is one the host accepts."""
    from game.ui import last_move
    lit = [s for s in scene.spots() if s.action is not None and not s.why]
    if lit:
        spot = lit[len(lit) // 2]
        app.step([motion(spot.area.center)])
        if scene.hover == spot.id and scene.tooltip(spot.id):
            seen["tips"] += 1
    if last_move.on_table(scene):
        seen["marks"] += 1
    if scene.recap is not None:
        assert all(seat != remote.seat for seat, _lines in scene.recap.groups)
        assert all(line in scene.log for _seat, lines in scene.recap.groups for line in lines
                   if "(×" not in line)
        app.step([key(pygame.K_s, "s")])
        seen["recaps"] += scene.recap_shown
        app.step([key(pygame.K_s, "s")])
    if seen["hints"] < 3:
        app.step([key(pygame.K_h, "h")])
        hint = scene.current_hint()
        assert hint is not None, scene.message
        host.runner.state.check(hint.action)          # the host would accept the hinted move
        seen["hints"] += 1


def key(code: int, text: str, mod: int = 0):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=text, scancode=0)


def my_move(app, scene, remote: RemoteRunner, rng: random.Random, clicked: list) -> None:
    """The remote seat decides: the easy bot's choice on the seat's own view, by a click on the
    hotspot that plays it where there is one, else through the scene's own ``play``."""
    action = choose_action(remote.spec, remote.state.view(remote.seat), "easy", rng)
    spot = next((s for s in scene.spots() if s.action is not None and not s.why
                 and plain(s.action) == plain(action)), None)
    if spot is None and rng.random() < 0.6:          # (any lit one, to click more often)
        spots = [s for s in scene.spots() if s.action is not None and not s.why]
        spot = rng.choice(spots) if spots else None
    if spot is not None:
        clicked.append(spot.id)
        click(app, spot.id)
    else:
        assert scene.play(action), scene.message
    assert remote.waiting, "nothing was sent"


GAMES = {"cave_rave": ["client", "normal", "other"], "camp": ["client", "other", "easy"],
         "boaromia": ["client", "easy", "other"], "rodeo": ["client", "easy", "other"]}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_whole_game_from_the_remote_seats_table(app, game_id):
    host = FakeHost(game_id, GAMES[game_id])
    remote, scene = open_remote(app, host)
    assert [s.kind for s in remote.match.seats].count("human") == 2 and scene.humans() == [0]
    rng = random.Random(3)
    decisions = lit_total = 0
    clicked: list[str] = []
    undone = False
    seen = {"tips": 0, "marks": 0, "recaps": 0, "hints": 0}
    for _turn in range(6000):
        if host.runner.state.is_terminal() and not remote.news():
            break
        host.serve()
        app.step([])
        if close_interlude(app, scene):
            continue
        assert app.top is scene, app.top.name
        if remote.news() or remote.waiting:
            continue
        check_no_secrets(scene, remote, host)
        if scene.human_to_act() is None:
            assert host.runner.state.current_player() != 0 or scene.holding()
            continue
        assert host.runner.state.current_player() == 0
        lit_total += check_lit(scene, remote, host)
        check_aids(app, scene, remote, host, seen)
        if not undone and scene.can_undo():
            count = len(host.runner.match.actions)
            log = list(scene.log)
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z",
                                         scancode=29)])
            assert remote.waiting and host.inbox[-1]["type"] == "undo"
            host.serve(bot_moves=0)
            app.step([])
            assert len(host.runner.match.actions) < count
            assert len(scene.log) < len(log) and scene.log == remote.log_lines()
            undone = True
            continue
        my_move(app, scene, remote, rng, clicked)
        decisions += 1
    else:
        pytest.fail("the game did not end")
    app.step([])
    assert remote.state.is_terminal() and scene.state.is_terminal()
    assert scene.log == remote.log_lines() and scene.log
    assert host.refused == 0
    assert decisions > 3 and clicked and lit_total
    assert not scene.can_undo()
    assert undone and all(seen.values()), seen
    print(game_id, "decisions", decisions, "clicks", len(clicked), seen)


def test_the_remote_tables_pause_menu_saves_nothing_and_says_why(app, openair_home):
    """The pause menu at a remote table: the game is the host's, so Save as is off and Leave the
    table takes Save & quit's place; leaving goes back to the launcher and nothing is written (no
    autosave, no save of the seat's view)."""
    from game.core import saves
    host = FakeHost("cave_rave", ["client", "normal"])
    remote, scene = open_remote(app, host)
    app.step([key(pygame.K_ESCAPE, "\x1b")])
    assert app.top.name == "pause"
    assert not app.top.undo_button.enabled            # the host has not said the seat may undo
    names = app.top.widgets_by_name()
    assert "save_quit" not in names and "leave" in names
    assert not names["save_as"].enabled and "host keeps" in names["save_as"].tooltip
    click(app, "leave")
    assert app.top.name == "launcher"
    saves.flush()
    assert not saves.has_autosave()
    app.shutdown()                                    # (closing the app writes no autosave either)
    assert not saves.has_autosave()


@pytest.mark.parametrize("game_id", ["cave_rave", "rodeo"])
def test_a_spectators_table_shows_the_public_view_to_the_end(app, game_id):
    """A watcher (seat None) at a game of bots: the table draws the public view the host sends,
    takes no input and runs no bot of its own, and stays on the final position."""
    host = FakeHost(game_id, ["easy", "easy", "easy"], client=None)
    remote, scene = open_remote(app, host)
    assert scene.humans() == [] and scene.viewer is None
    for _turn in range(20000):
        if host.runner.state.is_terminal() and not remote.news():
            break
        host.serve()
        app.step([])
        close_interlude(app, scene)
        assert scene.human_to_act() is None and scene.thinking_seat is None
        assert wire(scene.shown_view().to_json()) == wire(host.runner.state.view(None).to_json())
    app.step([])
    assert scene.state.is_terminal() and app.top is scene and scene.log == remote.log_lines()


class _StubClient:
    """What :func:`over_client` reads of a TableClient, with every poll's timeout noted."""

    def __init__(self, host: FakeHost):
        from game.net.client import TableView
        self.host, self.polls, self.sent = host, [], []
        self.seat, self.spec = host.client, host.spec
        self.table = {"game": host.spec.id, "seats": [
            {"seat": i, "name": s.name, "kind": "remote" if s.kind == "human" else s.kind, "colour": s.colour}
            for i, s in enumerate(host.runner.match.seats)]}
        self._view = lambda m: TableView(m["seq"], None, [], 0, None, None, payload=m["payload"])
        self._updates = [self._view(host.first)]

    def poll(self, timeout: float = 0):
        self.polls.append(timeout)
        self._updates += [self._view(m) for m in self.host.out[len(self.host.out) - self.host.unread:]]
        self.host.unread = 0

    def take_updates(self):
        updates, self._updates = self._updates, []
        return updates

    def take_refusals(self):
        return []

    def send_action(self, action):
        self.sent.append(("act", action))
        self.host.send({"type": "act", "seq": 0, "action": action})
        return True

    def undo(self):
        self.sent.append(("undo",))
        return True


def test_the_frame_loop_only_drains_the_clients_queue(app):
    """Over a client, each frame polls it with no wait (``poll(0)``); the host's updates that come
    while a flight plays wait in the queue until it lands (animations on); the idle loop is woken
    to look for news."""
    from game.net.remote_runner import over_client
    from game.ui.table import REMOTE_POLL
    app.anim_speed_override = 1.0
    host = FakeHost("rodeo", ["easy", "client", "easy"], client=1)
    host.unread = 0
    real_update = host._update

    def update(events, undone=None):
        host.unread += 1
        return real_update(events, undone)

    host._update = update
    client = _StubClient(host)
    remote = over_client(client)
    assert remote.match.seats[1].kind == "human" and remote.match.seats[0].kind == "easy"
    scene = remote.spec.scene_class()(app, remote)
    app.push(scene)
    app.step([])
    assert scene.wake_in() is not None and scene.wake_in() <= REMOTE_POLL
    waited = 0
    for _ in range(400):
        if scene.human_to_act() is not None:
            break
        host.serve(bot_moves=2)         # two moves at once: the second waits for the first's flights
        app.step([])
        if scene.anims.busy() and remote.news():
            waited += 1
        scene.anims.finish_all()
        close_interlude(app, scene)
    assert scene.human_to_act() == 1 and waited
    assert client.polls and set(client.polls) == {0}
