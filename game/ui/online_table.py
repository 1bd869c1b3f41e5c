"""A network table's game on this screen: the game's own table scene, over the host's
:class:`~game.ui.host_runner.HostRunner` (the host's screen) or a client's
:class:`~game.net.remote_runner.RemoteRunner` (a joined player's), and what it does besides
because it is online (:class:`OnlineTable`, a mixin put before the game's scene class):

* at the host's screen, each seat played there sees its own view (the runner holds the host's
  whole state, as a local table's does), hot seat among them as at home;
* who comes and goes is said in a line (a player lost, back, a bot standing in), and who is
  connected stays on the table: each remote seat's name on the game's own table has its mark
  beside it (:mod:`game.ui.seat_marks`, where each game declares its ``seat_name`` pieces), and a
  small panel over the foot of the log panel (the bottom right corner on a table without one)
  lists each remote seat with the mark, a word and a hover text (:meth:`OnlineTable.draw_presence`),
  at the host's screen and at a joined player's;
* a joined player whose connection dropped, or whose host closed the table, keeps the table with a
  banner and takes the seat back by itself once the host answers again (:meth:`connection_lost`);
* the final table has "See the results", as a local one has: at the host's screen of the host's
  whole match, at a joined player's (and a spectator's) of the final view it holds
  (:mod:`game.ui.scenes.results_online`);
* :meth:`OnlineTable.leave_table` is the pause menu's "Leave the table": a player leaves (the seat waits), the host
  closes the table for everyone (they are told; the autosave keeps it).
"""

from __future__ import annotations

import functools
import logging

import pygame

from game.core.i18n import _, ngettext, sentence

from . import theme
from .furniture import H, W
from .host_runner import HostRunner
from .seat_marks import draw_seat_marks

log = logging.getLogger(__name__)


class OnlineTable:
    """What a table scene does online (module text). :attr:`link` is the lobby's link
    (:class:`~game.ui.scenes.online_link.NetHost` or ``NetClient``), set once the scene is made."""

    #: the lobby's link to the table (None: a remote table without one, as in some tests)
    link = None
    _left = False
    _seats_seen: list | None = None
    _host_view: tuple | None = None
    _watchers_seen = 0

    @property
    def hosting(self) -> bool:
        return isinstance(self.runner, HostRunner)

    def shown_view(self):
        """At the host's screen, the view of the seat whose secrets may show (as a local table's:
        the public view while none may); at a client's, the view the host sent."""
        if not self.hosting or not self.runner.spec.secrets:
            return super().shown_view()
        viewer, state = self.viewer, self.state
        key = (len(self.runner.match.actions), viewer)
        kept = self._host_view                   # (the state it was made of, its key, the view)
        if kept is None or kept[0] is not state or kept[1] != key:
            kept = self._host_view = (state, key, state.view(viewer if viewer is not None else -1))
        return kept[2]

    def undo_why(self) -> str:
        """At the host's screen, the host's own reason where it has one ("Nothing to undo: Ben
        has played since.")."""
        why = super().undo_why()
        if why and self.hosting and not self.state.is_terminal() and self.take_backs():
            seat = self._undo_seat()
            if seat is not None and seat in self.runner.actors:
                return self.runner.host.why_not_undo(seat) or why
        return why

    def update(self, dt: float) -> None:
        super().update(dt)
        self.watch_link(dt)

    def under(self, dt: float) -> None:
        """Under another screen (the pause menu, the rules, the results), a joined player's table
        still tries to reach a host it lost."""
        super().under(dt)
        if self._lost is not None:
            self.watch_link(dt)

    # -- the end ---------------------------------------------------------------------------
    def open_results(self) -> None:
        """The network table's results (:mod:`game.ui.scenes.results_online`): at the host's
        screen of the host's whole match, at a joined player's or a spectator's of the final view
        and the steps seen. A game played here (not watched) counts in this screen's statistics."""
        from .scenes.results_online import OnlineResultsScene
        runner = self.runner.shown if self.hosting else self.runner
        if self.hosting or self.runner.seat is not None:
            self.app.record_result(runner)
        self.app.push(OnlineResultsScene(self.app, runner, self))

    # -- the link ----------------------------------------------------------------------
    def link_seats(self) -> list[dict]:
        """Who sits where now, as the host says it (each ``seat``, ``name``, ``state``)."""
        if self.link is None:
            return []
        if self.hosting:
            return self.runner.host.seats()
        return list(self.link.client.seats)

    def watch_link(self, dt: float = 0.0) -> None:
        """Once a frame: the host lost (a joined player's table tries to reach it again,
        :meth:`keep_trying`), and who came and went."""
        if self.link is None or self._left:
            return
        if not self.hosting:
            from game.net.client import CLOSED
            client = self.link.client
            if self._lost is not None:
                self.keep_trying(client, dt)
                return
            if client.phase == CLOSED:
                if self.state.is_terminal():     # the game is over: its results need no host
                    self._left = True
                    client.close()
                    return
                self.connection_lost(client)
                return
        seats = self.link_seats()
        before, self._seats_seen = self._seats_seen, seats
        if before is None:
            return
        watchers = self.presence_watchers()
        if before != seats or watchers != self._watchers_seen:
            self._watchers_seen = watchers
            self.app.dirty = True             # (the presence panel shows it at once)
        mine = None if self.hosting else self.runner.seat
        was = {s.get("seat"): s.get("state") for s in before}
        for one in seats:
            seat, state, old = one.get("seat"), one.get("state"), was.get(one.get("seat"))
            if seat == mine or old is None or old == state:
                continue
            line = presence_line(old, state, one.get("name") or _("Player {n}").format(n=(seat or 0) + 1))
            if line:
                self.app.toast(line)


    def leave_table(self) -> None:
        """Leave the table: a joined player says bye (the seat waits for a rejoin) and the
        connection closes; the host closes the table for everyone (each client is told, and the
        autosave keeps the game for when the host continues it). Then the launcher."""
        if self.link is not None and not self._left:
            self._left = True
            try:
                if self.hosting:
                    self.link.close()
                else:
                    self.link.leave()
            except Exception:                       # (leaving never fails for the player)
                log.exception("leaving the table failed")
        to_launcher(self.app)

    # -- a lost connection ---------------------------------------------------------------
    #: seconds the connection has been lost (None: it is not), till the next try, tries so far
    _lost: float | None = None
    _retry_in = 0.0
    _tries = 0
    _lost_why = ""
    #: the host's last update before the try (the table is back with a newer one)
    _stale = None
    #: seconds between tries to reach the host again: at first, and after :data:`RETRY_SWITCH`
    RETRY_FIRST, RETRY_LATER, RETRY_SWITCH = 2.0, 10.0, 60.0

    def connection_lost(self, client) -> None:
        """The connection to the host ended while the game goes on: the table stays, says so in a
        banner across its middle (:meth:`draw_lost`), sends nothing, and tries again and again to
        take the seat back with its kept token (a spectator watches again with the watch code) until the host
        answers: a dropped network comes back, a host that closed the table continues it from
        its autosave. Leaving is the pause menu's "Leave the table"."""
        self._lost, self._retry_in, self._tries = 0.0, self.RETRY_FIRST, 0
        self._lost_why = client.closed_why or ""
        self.runner.offline = True
        self.app.dirty = True

    def keep_trying(self, client, dt: float) -> None:
        """While the connection is lost: back at the seat once the host's table came (the table
        as it is now, taken whole); turned away (a token the host no longer knows) tells why and
        goes to the launcher; else the next try when its time comes."""
        from game.net.client import CLOSED, SEATED, WATCHING
        if self.runner.turned_away:
            self._left = True
            self.app.toast(sentence(self.runner.turned_away))
            self.link.leave()
            to_launcher(self.app)
            return
        if client.phase in (SEATED, WATCHING) and client.connected and client.latest is not self._stale:
            self._lost = None                 # (the host sent the table as it is now)
            self.runner.offline = False
            self.app.toast(_("You are back at the table."))
            self.app.dirty = True
            return
        before = int(self._retry_in + 0.999)
        self._lost += dt
        if client.phase == CLOSED:              # (a try under way is let finish)
            self._retry_in -= dt
        if self._retry_in <= 0:
            self._tries += 1
            self._retry_in = self.RETRY_FIRST if self._lost < self.RETRY_SWITCH else self.RETRY_LATER
            self.runner.rejoined()
            self._stale = client.latest
            if self.runner.seat is None:            # a spectator watches again, with the watch code
                client.reconnect(rejoin=False)
                client.watch(self.link.code)
            else:
                client.reconnect()
        if int(self._retry_in + 0.999) != before:
            self.app.dirty = True

    def lost_words(self) -> tuple[str, str]:
        """The banner's two lines while the connection is lost: what happened, and what now."""
        if self._lost_why:
            head = _("The host closed the table for now.")
        else:
            head = _("The connection to the host was lost.")
        wait = max(1, int(self._retry_in + 0.999))
        tail = ngettext("Trying again in {n} second. Your seat is kept; Esc to leave the table.",
                        "Trying again in {n} seconds. Your seat is kept; Esc to leave the table.", wait).format(n=wait)
        return head, tail

    def draw_lost(self, surface: pygame.Surface) -> None:
        """The banner of a lost connection, in the middle of the table (a broken ring, the mark of
        a seat away, before the words)."""
        if self._lost is None:
            return
        head, tail = self.lost_words()
        width = min(W - 200, max(theme.font(26, True).size(head)[0], theme.font(22).size(tail)[0]) + 120)
        box = pygame.Rect(0, 0, width, 96)
        box.center = (W // 2, H // 2)
        pygame.draw.rect(surface, (48, 30, 34), box, border_radius=12)
        pygame.draw.rect(surface, (200, 120, 110), box, 3, border_radius=12)
        self.overdraw.add(box)
        from .scenes.online_lobby import LobbyScene
        LobbyScene.draw_marker(surface, "away", (box.x + 40, box.centery))
        theme.text(surface, theme.cut(head, 26, box.width - 100, True), (box.x + 70, box.y + 30), 26,
                   theme.TEXT, bold=True, anchor="midleft")
        theme.text(surface, theme.cut(tail, 22, box.width - 100), (box.x + 70, box.y + 66), 22, theme.TEXT_DIM,
                   anchor="midleft")

    # -- who is connected, on the table ------------------------------------------------------
    def presence_rows(self) -> list[dict]:
        """The remote seats and who sits there now (``seat``, ``name``, ``state``: here, away, bot
        (a bot stands in), open; ``you``: this screen's own seat), as the host's ``seats`` say."""
        if self.link is None:
            return []
        if self.hosting:
            host = self.runner.host
            remote = {i for i, p in enumerate(host.plan) if p.is_remote}
            mine = None
        else:
            table = self.link.client.table or {}
            remote = {s.get("seat") for s in table.get("seats") or []
                      if isinstance(s, dict) and s.get("kind") == "remote"}
            mine = self.runner.seat
        rows = []
        for one in self._seats_seen or []:
            seat = one.get("seat")
            if seat in remote:
                name = one.get("name") or _("Player {n}").format(n=(seat or 0) + 1)
                state = "away" if seat == mine and self._lost is not None else one.get("state")
                rows.append({"seat": seat, "name": name, "state": state, "you": seat == mine})
        return rows

    def presence_watchers(self) -> int:
        if self.link is None:
            return 0
        if self.hosting:
            return self.runner.host.watchers()
        return int(self.link.client.watchers or 0)

    def presence_area(self, lines: int) -> pygame.Rect:
        """Where the presence panel of ``lines`` lines stands: over the foot of the log panel, else
        in the bottom right corner."""
        height = PRESENCE_PAD * 2 + PRESENCE_TITLE + lines * PRESENCE_ROW
        panel = getattr(self, "log_panel", None)
        if panel is not None:
            box = pygame.Rect(panel.rect)
            return pygame.Rect(box.x + 6, box.bottom - 6 - height, box.width - 12, height)
        return pygame.Rect(W - 16 - PRESENCE_W, H - 16 - height, PRESENCE_W, height)

    def presence_needed(self, rows: list[dict]) -> bool:
        """Whether the panel has something to say that the table does not: on a table with a log
        panel always (it stands over the log's foot); on one without (Boaromia's, where it would
        cover a seat's track) only while a remote seat's name is not on the table to bear its
        mark (:mod:`game.ui.seat_marks`), or this screen's own connection is lost."""
        if getattr(self, "log_panel", None) is not None:
            return True
        pieces = self.pieces()
        return any(pieces.get(("seat_name", row["seat"])) is None if not row["you"] else row["state"] != "here"
                   for row in rows)

    def _presence_line(self, row: dict, width: int) -> tuple[str, str, int]:
        """A presence row's name (this screen's own with "(you)", the name cut where it must be,
        never the rest), its word, and whether they take one line or two (the word under the
        name, where both do not fit side by side in a panel ``width`` wide)."""
        word = presence_words(row["state"], row["name"])[0]
        inner = width - 2 * PRESENCE_PAD - 30
        bold = theme.font(20, True)
        if row["you"]:
            rest = bold.size(_("{name} (you)").format(name=row["name"]))[0] - bold.size(row["name"])[0]
            name = _("{name} (you)").format(name=theme.cut(row["name"], 20, max(40, inner - rest), True))
        else:
            name = theme.cut(row["name"], 20, inner, True)
        beside = bold.size(name)[0] + 10 + theme.font(20, False).size(word)[0] <= inner
        return name, word, 1 if beside else 2

    def draw_presence(self, surface: pygame.Surface) -> str:
        """The presence panel (module text): a line per remote seat, its mark (a filled disc:
        connected; a broken ring: away; a square: a bot stands in; a ring: open), its name and the
        state in a word; a spectator's own line and how many watch. Returns the hover text of the
        line under the mouse ("" none). What it draws goes to :attr:`overdraw`."""
        rows = self.presence_rows()
        watching = not self.hosting and self.link is not None and self.runner.seat is None
        watchers = self.presence_watchers()
        if not rows and not watching:
            return ""
        extra = [(_("You are watching."), _("You see the table as everyone may see it, never a hand, and do "
                                             "not play."))] if watching else []
        if watchers and not watching:
            extra.append((ngettext("{n} spectator watches", "{n} spectators watch", watchers).format(n=watchers),
                          _("Spectators see the table, never a hand.")))
        if not extra and not self.presence_needed(rows):
            return ""
        laid = [self._presence_line(row, self.presence_area(1).width) for row in rows]
        box = self.presence_area(sum(lines for _name, _word, lines in laid) + len(extra))
        pygame.draw.rect(surface, (30, 28, 38), box, border_radius=10)
        pygame.draw.rect(surface, (90, 82, 110), box, 2, border_radius=10)
        self.overdraw.add(box)
        x, y = box.x + PRESENCE_PAD, box.y + PRESENCE_PAD
        theme.text(surface, _("Who is connected"), (x, y + PRESENCE_TITLE // 2 - 2), 20, theme.TEXT_DIM, bold=True,
                   anchor="midleft")
        y += PRESENCE_TITLE
        mouse = self.mouse
        tip = ""
        from .scenes.online_lobby import LobbyScene
        for row, (name, word, lines) in zip(rows, laid, strict=True):
            mid = y + PRESENCE_ROW // 2
            LobbyScene.draw_marker(surface, row["state"], (x + 10, mid))
            theme.text(surface, name, (x + 30, mid), 20, theme.TEXT, bold=True, anchor="midleft")
            colour = theme.TEXT if row["state"] in ("here", "away") else theme.TEXT_DIM
            if lines == 1:
                theme.text(surface, word, (box.right - PRESENCE_PAD, mid), 20, colour, anchor="midright")
            else:                              # (no room beside the name: the word under it)
                theme.text(surface, word, (x + 30, mid + PRESENCE_ROW - 6), 20, colour, anchor="midleft")
            height = PRESENCE_ROW * lines
            if pygame.Rect(box.x, y, box.width, height).collidepoint(mouse):
                tip = presence_words(row["state"], row["name"])[1]
            y += height
        for text, line in extra:
            theme.text(surface, theme.cut(text, 20, box.width - 2 * PRESENCE_PAD), (x, y + PRESENCE_ROW // 2), 20,
                       theme.TEXT_DIM, anchor="midleft")
            if pygame.Rect(box.x, y, box.width, PRESENCE_ROW).collidepoint(mouse):
                tip = line
            y += PRESENCE_ROW
        if not tip and box.collidepoint(mouse):
            tip = _("Who is at the table over the network now; a player away may come back.")
        return tip

    def draw_extras(self, surface: pygame.Surface, spot):
        """The game's own drawing, then each remote seat's mark beside its name
        (:mod:`game.ui.seat_marks`), the presence panel and a lost connection's banner; over the
        panel or a mark its hover text."""
        tip = super().draw_extras(surface, spot)
        marks = draw_seat_marks(self, surface, self.presence_rows())
        mine = self.draw_presence(surface)
        self.draw_lost(surface)
        return mine or marks or tip


#: the presence panel's inner margin, title and line heights, its width off the log panel
PRESENCE_PAD, PRESENCE_TITLE, PRESENCE_ROW, PRESENCE_W = 10, 28, 32, 320


def presence_words(state: str, name: str) -> tuple[str, str]:
    """A seat's state in a word for the presence panel, and its hover text, whole sentences."""
    if state == "here":
        return _("Connected"), _("{name} is connected.").format(name=name)
    if state == "away":
        return _("Away"), _("{name} lost the connection: their seat waits for them.").format(name=name)
    if state == "bot":
        return _("A bot plays"), _("A bot plays for {name} until they are back.").format(name=name)
    return _("Open seat"), _("Waiting for a player")


def presence_line(old: str, new: str, name: str) -> str:
    """What the table says when a seat's state goes from ``old`` to ``new`` ("" when nothing)."""
    if old == "here" and new == "away":
        return _("{name} lost the connection: their seat waits for them.").format(name=name)
    if old in ("away", "bot") and new == "here":
        return _("{name} is back at the table.").format(name=name)
    if old == "away" and new == "bot":
        return _("A bot plays for {name} until they are back.").format(name=name)
    return ""


@functools.cache
def online_class(scene_class: type) -> type:
    """The online kind of a game's table scene (:class:`OnlineTable` before it)."""
    return type(f"Online{scene_class.__name__}", (OnlineTable, scene_class), {})


def table_for_host(app, link):
    """The host's table scene: the game's own table over the link's started TableHost."""
    runner = HostRunner(link.host)
    scene = online_class(runner.spec.scene_class())(app, runner)
    scene.link = link
    scene._seats_seen = scene.link_seats()
    return scene


def table_for_client(app, link):
    """A joined player's table scene over the link's TableClient (its first update in: else None)."""
    from game.net.remote_runner import over_client
    client = link.client
    if client.latest is None or client.spec is None:
        return None
    runner = over_client(client)
    scene = online_class(runner.spec.scene_class())(app, runner)
    scene.link = link
    scene._seats_seen = scene.link_seats()
    return scene


def to_launcher(app) -> None:
    from .scenes.launcher import LauncherScene
    app.reset(LauncherScene(app))


def leave(app, scene) -> None:
    """The pause menu's "Leave the table" (:meth:`OnlineTable.leave_table`; a remote table that is
    no network table's scene, as in some tests, just goes to the launcher)."""
    if isinstance(scene, OnlineTable):
        scene.leave_table()
    else:
        to_launcher(app)
