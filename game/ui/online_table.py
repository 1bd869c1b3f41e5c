"""A network table's game on this screen: the game's own table scene, over the host's
:class:`~game.ui.host_runner.HostRunner` (the host's screen) or a client's
:class:`~game.net.remote_runner.RemoteRunner` (a joined player's), and what it does besides
because it is online (:class:`OnlineTable`, a mixin put before the game's scene class):

* at the host's screen, each seat played there sees its own view (the runner holds the host's
  whole state, as a local table's does), hot seat among them as at home;
* who comes and goes is said in a line (a player lost, back, a bot standing in);
* a joined player whose host closed the table (or whose connection dropped) is told why and goes
  back to the launcher; the seat is kept, and Join a table takes it back;
* the host's final table has "See the results" (of the host's whole match), as a local one has;
* :func:`leave` is the pause menu's "Leave the table": a player leaves (the seat waits), the host
  closes the table for everyone (they are told; the autosave keeps it).
"""

from __future__ import annotations

import functools
import logging

from game.core.i18n import _

from .host_runner import HostRunner

log = logging.getLogger(__name__)


class OnlineTable:
    """What a table scene does online (module text). :attr:`link` is the lobby's link
    (:class:`~game.ui.scenes.online_link.NetHost` or ``NetClient``), set once the scene is made."""

    #: the lobby's link to the table (None: a remote table without one, as in some tests)
    link = None
    _left = False
    _seats_seen: list | None = None
    _host_view: tuple | None = None

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
        self.watch_link()

    # -- the end ---------------------------------------------------------------------------
    def aid_buttons(self, spots):
        """At the host's screen the final table has "See the results" as a local one has (the
        host holds the whole match); a joined player's stays on the final table."""
        if self.hosting:
            ends = self.end_buttons(spots)
            if ends:
                return ends
        return super().aid_buttons(spots)

    def see_results(self) -> None:
        """The host's results: of the host's whole match (counted in this screen's statistics)."""
        if not self.hosting:
            super().see_results()
            return
        if not self.waits_at_the_end():
            return
        self.sound("click")
        self.anims.finish_all()
        self._results_shown = True
        self.app.show_results(self.runner.shown)
        self.let_go()

    # -- the link ----------------------------------------------------------------------
    def link_seats(self) -> list[dict]:
        """Who sits where now, as the host says it (each ``seat``, ``name``, ``state``)."""
        if self.link is None:
            return []
        if self.hosting:
            return self.runner.host.seats()
        return list(getattr(self.link.client, "seats", []) or [])

    def watch_link(self) -> None:
        """Once a frame: the host gone (a joined player is told and goes), and who came and went."""
        if self.link is None or self._left:
            return
        if not self.hosting:
            from game.net.client import CLOSED
            client = self.link.client
            if client.phase == CLOSED:
                self._left = True
                self.app.toast(client.closed_why or _("The connection to the host was lost: join the table "
                                                      "again to take your seat back."))
                self.link.leave()
                to_launcher(self.app)
                return
        seats = self.link_seats()
        before, self._seats_seen = self._seats_seen, seats
        if before is None:
            return
        mine = getattr(self.runner, "seat", None) if not self.hosting else None
        was = {s.get("seat"): s.get("state") for s in before}
        for one in seats:
            seat, state, old = one.get("seat"), one.get("state"), was.get(one.get("seat"))
            if seat == mine or old is None or old == state:
                continue
            line = presence_line(old, state, one.get("name") or _("Player {n}").format(n=(seat or 0) + 1))
            if line:
                self.app.toast(line)


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
    """The pause menu's "Leave the table": a joined player says bye (the seat waits for a rejoin)
    and the connection closes; the host closes the table for everyone (each client is told, and
    the autosave keeps the game for when the host continues it). Then the launcher."""
    link = getattr(scene, "link", None)
    if link is not None and not getattr(scene, "_left", False):
        scene._left = True
        try:
            if getattr(scene, "hosting", False):
                link.close()
            else:
                link.leave()
        except Exception:                       # (leaving never fails for the player)
            log.exception("leaving the table failed")
    to_launcher(app)
