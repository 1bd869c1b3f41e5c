"""The lobby of a network table: where the table is (address and port), its join code in big
letters and its watch code (the host's screen), each seat and who sits there, connected or away;
the host's Start once every remote seat has its player, a joined player's wait for it.

The lobby only reads its link's :class:`~.online_link.Lobby` record, polled once a frame (the
network never holds up a frame). When the table starts, :func:`start_table` is the one place that
opens the game's table for this screen."""

from __future__ import annotations

import math

import pygame

from game.core import registry
from game.core.i18n import _, ngettext, pgettext
from game.net import discovery

from .. import theme
from ..table_look import fitting_size
from ..widgets import Button
from .base import ShellScene, W
from .online_link import NETWORK, ClientLink, HostLink, Lobby, NetClient, NetHost

LEFT = pygame.Rect(60, 172, 820, 716)
RIGHT = pygame.Rect(920, 172, 940, 716)
SEAT_ROW = 80
#: seconds between looks at the link while the screen is still
POLL_S = 0.1


def start_table(app, link) -> bool:
    """The table of ``link`` has started: open the game's table for this screen, on top of the
    lobby (which keeps the link: leaving the lobby closes the table or leaves it). True when it
    opened; False while a joined player's first update is still on its way (asked again).

    The one hook where a network table's game begins: for the host's screen (:class:`NetHost`:
    the game's table over the :class:`TableHost`, its seats at this screen played as at home, every
    move through the host) and for a joined player's (:class:`NetClient`: the table drawn from the
    views the host sends). An in-process table (the tours' stand-ins) has no game: the lobby
    stays, saying that the game began."""
    from .. import online_table
    if isinstance(link, NetHost) and link.host.started:
        scene = online_table.table_for_host(app, link)
    elif isinstance(link, NetClient):
        scene = online_table.table_for_client(app, link)
        if scene is None:
            return False
    else:
        app.toast(_("The game has begun."))
        return True
    app.push(scene)
    return True


def seat_words(state: str, kind: str = "") -> str:
    """What a seat's state means, in words (never its colour alone)."""
    if state == "open":
        return _("Waiting for a player")
    if state == "here":
        return _("Connected")
    if state == "away":
        return _("Away: may rejoin")
    if state == "screen":
        return _("At the host's screen")
    levels = {"easy": pgettext("bot", "Easy bot"), "normal": pgettext("bot", "Normal bot"),
              "hard": pgettext("bot", "Hard bot")}
    return levels.get(kind, _("Bot"))


def spaced(code: str) -> str:
    """A code as read aloud: its groups apart (``K7Q - M2X - WP9``)."""
    return "  –  ".join(code.split("-"))


class LobbyScene(ShellScene):
    name = "online_lobby"

    def __init__(self, app, link: HostLink | ClientLink, tables=None):
        """``tables``: where the host's table is announced (default
        :func:`game.net.discovery.registry_for` the table's address)."""
        super().__init__(app)
        self.link = link
        self.hosting = isinstance(link, HostLink)
        self.started = False
        #: the game's table is open on top (a joined player's waits for its first update)
        self.opened = False
        #: the lobby as the screen last drew it
        self._shown = repr(link.lobby)
        self.registry = tables
        self.announcer: discovery.Announcer | None = None
        self.build()

    # -- life cycle ---------------------------------------------------------------------
    def enter(self) -> None:
        """The host's open table is announced on the network (never its code)."""
        lobby = self.lobby
        if not self.hosting or lobby.phase != "open":
            return
        try:
            registry = self.registry or discovery.registry_for(lobby.address)
            from game import __version__
            self.announcer = discovery.Announcer(registry, discovery.TableAd(
                lobby.name or self.title(), lobby.game, lobby.port, app=__version__))
            self.announcer.start()
        except Exception as exc:         # (the table still opens: friends type its address)
            self.announcer = None
            self.app.toast(_("The table cannot be announced on your network ({error}): friends type its "
                             "address instead.").format(error=exc))

    def resume(self) -> None:
        """On top again: what changed meanwhile is shown."""
        self.link.poll()
        self.changed()

    def exit(self) -> None:
        """Off the stack: the announcement ends; the table closes (the host's: everyone is told,
        a begun game is kept in the autosave) or is left (a player's: the seat waits). The lobby
        stays under the game's table while it is played, so this is when the player leaves it
        or Open Air closes."""
        self.stop_announcing()
        if self.lobby.phase in ("open", "started"):
            if self.hosting:
                self.link.close()
            elif getattr(self.link, "state", "") != "closed":
                self.link.leave()

    def stop_announcing(self) -> None:
        if self.announcer is not None:
            self.announcer.stop()
            self.announcer = None

    @property
    def lobby(self) -> Lobby:
        return self.link.lobby

    def build(self) -> None:
        self.widgets = []
        if self.hosting:
            self.icon_button((40, 34, 260, 64), _("Close table"), self.leave, icon="back", name="back",
                             tooltip=_("Close the table: everyone who joined is told (Esc)"))
            why = self.why_not_start()
            if self.link.resumed:
                label, tip = _("Continue the game"), _("Back to the game: a player still away takes their seat "
                                                       "back when they join, and the game waits for them")
            else:
                label, tip = _("Start"), _("Deal and play: every seat is filled")
            self.add(Button((W - 60 - 380, 924, 380, 96), label, self.start, primary=True,
                            size=fitting_size(label, 340, 38, 24), name="start",
                            enabled=not why and self.lobby.phase == "open", tooltip=why or tip))
        else:
            tip = (_("Stop watching the table (Esc)") if getattr(self.link, "watching", False)
                   else _("Leave the table: your seat waits for you (Esc)"))
            self.icon_button((40, 34, 260, 64), _("Leave"), self.leave, icon="back", name="back", tooltip=tip)

    def why_not_start(self) -> str:
        """Why the host cannot start yet ("" when it can)."""
        lobby = self.lobby
        if self.link.resumed:
            return ""
        waiting = len(lobby.open_seats())
        away = sum(1 for s in lobby.seats if s.state == "away")
        if waiting:
            return ngettext("Start waits until every remote seat has its player: {n} seat is still open.",
                            "Start waits until every remote seat has its player: {n} seats are still open.",
                            waiting).format(n=waiting)
        if away:
            return ngettext("Start waits until every remote player is connected: {n} player is away.",
                            "Start waits until every remote player is connected: {n} players are away.",
                            away).format(n=away)
        return ""

    # -- the link ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        news = self.link.poll()
        shown = repr(self.lobby)           # (what the screen draws: a poll made elsewhere may have changed it)
        if news or shown != self._shown or (self.lobby.phase == "started" and not self.started):
            self._shown = shown
            self.changed()                 # (a kept seat taken back at a begun table: started already)
        elif self.started and not self.opened and self.app.top is self:
            self.opened = start_table(self.app, self.link) is not False
        super().update(dt)

    def changed(self) -> None:
        self.app.dirty = True
        phase = self.lobby.phase
        if not self.hosting and self.link.state == "closed" and self.app.top is self:
            self.app.toast(self.lobby.why or _("The host closed the table."))
            self.app.pop()
            return
        if phase == "started" and not self.started:
            self.started = True
            self.stop_announcing()
            self.opened = start_table(self.app, self.link) is not False
        self.build()
        if self.focus is not None and self.focus not in self.targets():
            self.focus = None

    def wake_in(self) -> float | None:
        """The loop looks at the link ten times a second while nothing else happens."""
        return POLL_S

    def start(self) -> None:
        if self.hosting and self.link.can_start():
            self.link.start()
            self.changed()

    def leave(self) -> None:
        self.app.pop()                  # (exit closes the table or leaves it)

    def on_escape(self) -> None:
        self.leave()

    # -- drawing --------------------------------------------------------------------
    def title(self) -> str:
        spec = registry.get(self.lobby.game) if self.lobby.game else None
        return _(spec.title) if spec is not None else _("A network table")

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        lobby = self.lobby
        if self.hosting and self.link.resumed:
            sub = _("Your table is open again: the players who joined take their seats back by themselves.")
        elif self.hosting:
            sub = _("Your table is open: tell your friends the address and the join code.")
        elif lobby.phase == "started":
            sub = _("The game has begun.")
        elif getattr(self.link, "watching", False):
            sub = _("You are watching: the table shows when the host starts the game.")
        else:
            sub = _("You are seated: the game begins when the host starts it.")
        self.draw_header(surface, self.title(), sub)
        theme.panel(surface, LEFT, (36, 33, 46, 235))
        theme.panel(surface, RIGHT, (36, 33, 46, 235))
        if self.hosting:
            self.draw_codes(surface)
        else:
            self.draw_where(surface)
        self.draw_seats(surface)
        if self.hosting:
            if self.link.resumed and lobby.phase == "open":
                why = _("The game is kept as it was left: continue it when you are ready.")
            else:
                why = self.why_not_start() if lobby.phase == "open" else _("The game has begun.")
            if why:
                room = W - 60 - 380 - 24 - (LEFT.x + 10)
                size = fitting_size(why, room, 26, 20, bold=False, lines=2)
                lines = theme.wrap(why, size, room)
                for k, line in enumerate(lines):
                    theme.text(surface, line, (LEFT.x + 10, 972 + round((k - (len(lines) - 1) / 2) * (size + 6))),
                               size, theme.TEXT, anchor="midleft")
        else:
            wait = (_("Waiting for the host to start the game…") if lobby.phase == "open"
                    else _("The game has begun."))
            theme.text(surface, wait, (W // 2, 972), 28, theme.TEXT, anchor="center")
        self.draw_widgets(surface)
        self.draw_tooltips(surface)

    def addresses(self) -> list[str]:
        lobby = self.lobby
        if lobby.address and lobby.address != NETWORK:
            shown = [lobby.address]
        else:
            shown = list(lobby.addresses)
        return [f"[{a}]:{lobby.port}" if ":" in a else f"{a}:{lobby.port}" for a in shown[:3]]

    def draw_codes(self, surface: pygame.Surface) -> None:
        lobby = self.lobby
        x, y = LEFT.x + 40, LEFT.y + 26
        theme.text(surface, _("Join code"), (x, y), 36, bold=True)
        theme.text(surface, _("Friends type it on their screen to sit down."), (x, y + 48), 22, theme.TEXT_DIM)
        box = pygame.Rect(x, y + 86, LEFT.width - 80, 150)
        pygame.draw.rect(surface, (24, 22, 30), box, border_radius=16)
        pygame.draw.rect(surface, theme.ACCENT, box, 3, border_radius=16)
        code = spaced(lobby.code)
        size = 96
        while size > 48 and theme.font(size, True).size(code)[0] > box.width - 48:
            size -= 4
        theme.text(surface, code, box.center, size, theme.HILITE, bold=True, anchor="center")
        y = box.bottom + 30
        # the watch code and the address in a column after the longer of their labels
        value_x = x + max(260, max(theme.font(28, True).size(label)[0] for label in (_("Watch code"), _("Address")))
                          + 24)
        theme.text(surface, _("Watch code"), (x, y), 28, bold=True)
        theme.text(surface, spaced(lobby.watch_code), (value_x, y - 4), 36, theme.TEXT, bold=True)
        theme.text(surface, _("Spectators see the table, never a hand."), (x, y + 42), 22, theme.TEXT_DIM)
        y += 100
        theme.text(surface, _("Address"), (x, y), 28, bold=True)
        shown = self.addresses()
        if not shown:
            shown = [_("No network address found on this computer.")]
        for i, line in enumerate(shown):
            theme.text(surface, line, (value_x, y - 4 + 46 * i), 36, theme.TEXT, bold=True)
        y += 46 * len(shown) + 12
        if lobby.address == NETWORK or not lobby.address:
            note = _("On your network the table also shows up by itself in Join a table. Across the internet "
                     "your friends need your public address and this port forwarded by your router.")
        else:
            note = _("Only this computer can reach the table: open it to your network to play with friends.")
        theme.text_block(surface, note, pygame.Rect(x, y, LEFT.width - 80, LEFT.bottom - 16 - y), 22, theme.TEXT_DIM)

    def draw_where(self, surface: pygame.Surface) -> None:
        lobby = self.lobby
        x, y = LEFT.x + 40, LEFT.y + 26
        theme.text(surface, _("The table"), (x, y), 36, bold=True)
        if lobby.name:
            theme.text(surface, theme.cut(lobby.name, 30, LEFT.width - 80, True), (x, y + 60), 30, theme.TEXT,
                       bold=True)
        theme.text(surface, _("Address"), (x, y + 120), 26, bold=True)
        theme.text(surface, self.addresses()[0] if self.addresses() else "", (x + 220, y + 116), 32, theme.TEXT,
                   bold=True)
        mine = next((s for s in lobby.seats if s.seat == lobby.my_seat), None)
        if mine is not None:
            line = _("You sit at seat {n} as {name}.").format(n=mine.seat + 1, name=mine.name)
            theme.text_block(surface, line, pygame.Rect(x, y + 190, LEFT.width - 80, 80), 28, theme.HILITE)
        note = (_("Spectators see the table, never a hand.") if getattr(self.link, "watching", False) else
                _("If your connection drops, Open Air takes you back to your seat when you join again, even "
                  "after a restart."))
        theme.text_block(surface, note, pygame.Rect(x, y + 290, LEFT.width - 80, 120), 22, theme.TEXT_DIM)

    def draw_seats(self, surface: pygame.Surface) -> None:
        lobby = self.lobby
        x, y = RIGHT.x + 40, RIGHT.y + 26
        theme.text(surface, _("Seats"), (x, y), 36, bold=True)
        if lobby.watchers:
            watching = ngettext("{n} spectator watches", "{n} spectators watch", lobby.watchers).format(
                n=lobby.watchers)
            theme.text(surface, watching, (RIGHT.right - 40, y + 18), 24, theme.TEXT_DIM, anchor="midright")
        row = min(SEAT_ROW, (RIGHT.height - 110) // max(1, len(lobby.seats)))
        for i, seat in enumerate(lobby.seats):
            top = RIGHT.y + 96 + i * row
            mid = top + row // 2
            if i:
                pygame.draw.line(surface, (52, 48, 64), (x, top), (RIGHT.right - 40, top), 1)
            theme.text(surface, str(seat.seat + 1), (x + 14, mid), 28, theme.TEXT_DIM, bold=True, anchor="center")
            if seat.colour:
                try:
                    colour = theme.rgb(seat.colour)
                except ValueError:
                    colour = theme.PANEL_LIGHT
                pygame.draw.circle(surface, colour, (x + 70, mid), 20)
                pygame.draw.circle(surface, theme.TEXT, (x + 70, mid), 20, 2)
            self.draw_marker(surface, seat.state, (x + 490, mid))
            name = seat.name or _("Open seat")
            you = seat.seat == lobby.my_seat and not self.hosting
            if you:
                name = _("{name} (you)").format(name=name)
            theme.text(surface, theme.cut(name, 28, 370, True), (x + 106, mid), 28,
                       theme.TEXT if seat.name else theme.TEXT_DIM, bold=bool(seat.name), anchor="midleft")
            # what the state means, whole: in two lines where one is too short (a size smaller, not
            # under 20 px, where two are not enough)
            words = seat_words(seat.state, seat.kind)
            room = RIGHT.right - 40 - (x + 520)
            size = fitting_size(words, room, 24, 20, bold=False, lines=2)
            lines = theme.wrap(words, size, room)
            for k, line in enumerate(lines):
                theme.text(surface, line, (x + 520, mid + round((k - (len(lines) - 1) / 2) * (size + 4))), size,
                           theme.TEXT if seat.state in ("here", "away") else theme.TEXT_DIM, anchor="midleft")

    @staticmethod
    def draw_marker(surface: pygame.Surface, state: str, centre) -> None:
        """A shape for the seat's state beside its words: a filled disc (connected), a ring (open), a
        broken ring (away), a square (a bot), a screen (the host's screen)."""
        cx, cy = centre
        if state == "here":
            pygame.draw.circle(surface, theme.GOOD, centre, 12)
        elif state == "open":
            pygame.draw.circle(surface, theme.TEXT_DIM, centre, 12, 3)
        elif state == "away":
            for start in range(0, 360, 60):
                a0, a1 = math.radians(start), math.radians(start + 35)
                pygame.draw.arc(surface, theme.ACCENT, (cx - 12, cy - 12, 24, 24), a0, a1, 4)
        elif state == "bot":
            pygame.draw.rect(surface, theme.TEXT_DIM, (cx - 10, cy - 10, 20, 20), border_radius=4)
        else:
            pygame.draw.rect(surface, theme.TEXT_DIM, (cx - 13, cy - 10, 26, 17), 3, border_radius=3)
            pygame.draw.line(surface, theme.TEXT_DIM, (cx - 7, cy + 11), (cx + 7, cy + 11), 3)
