"""Join a table: the tables found on this network (``game.net.discovery``), or an address and a
join code typed; then a free seat and a name (:class:`SeatPickScene`); then the lobby, until the
host starts. What is wrong is said in a sentence beside the fields."""

from __future__ import annotations

import pygame

from game.core import registry
from game.core.i18n import _
from game.core.match import clean_name
from game.net import discovery

from .. import theme
from ..widgets import Button
from . import online_link
from .base import ShellScene, W
from .controls import TextField

LEFT = pygame.Rect(60, 172, 900, 716)
RIGHT = pygame.Rect(1000, 172, 860, 716)
ROW_H, ROWS_TOP, MOST_ROWS, MOST_KEPT = 96, 300, 6, 2
#: seconds between looks at the network's news while the screen is still
POLL_S = 0.1


def game_title(game_id: str) -> str:
    try:
        return _(registry.get(game_id).title)
    except KeyError:
        return game_id


class TableRow(Button):
    """A table found on the network: its name, game and address; a click fills in the address."""

    def __init__(self, rect, ad: discovery.TableAd, on_click, name: str):
        why = "" if ad.compatible else _("This table needs another version of Open Air.")
        super().__init__(rect, ad.name, on_click, enabled=ad.compatible, name=name,
                         tooltip=why or _("Join this table: type its code next"))
        self.ad = ad

    def draw(self, surface: pygame.Surface) -> None:
        fg = self.draw_background(surface)
        x, room = self.rect.x + 24, self.rect.width - 48
        theme.text(surface, theme.cut(self.ad.name, 28, room, True), (x, self.rect.y + 14), 28, fg, bold=True)
        where = _("{game}  ·  {address}").format(game=game_title(self.ad.game),
                                                 address=f"{self.ad.address}:{self.ad.port}")
        if not self.ad.compatible:
            where = _("{game}  ·  needs another version of Open Air").format(game=game_title(self.ad.game))
        theme.text(surface, theme.cut(where, 22, room), (x, self.rect.y + 56), 22, theme.TEXT_DIM)

    def tooltip_text(self) -> str:
        return self.tooltip if self.hover else ""


class KeptRow(Button):
    """A seat this Open Air keeps at a table: a click takes it back (no code needed)."""

    def __init__(self, rect, seat, on_click, name: str):
        super().__init__(rect, seat.name, on_click, name=name,
                         tooltip=_("Take your seat back: the host keeps it for you"))
        self.seat = seat

    def draw(self, surface: pygame.Surface) -> None:
        fg = self.draw_background(surface)
        x, room = self.rect.x + 24, self.rect.width - 48
        title = _("Back to your seat: {game}").format(game=game_title(self.seat.game))
        theme.text(surface, theme.cut(title, 28, room, True), (x, self.rect.y + 14), 28, fg, bold=True)
        line = _("Seat {n} as {name}  ·  {address}").format(n=self.seat.seat + 1, name=self.seat.name or "?",
                                                            address=f"{self.seat.address}:{self.seat.port}")
        theme.text(surface, theme.cut(line, 22, room), (x, self.rect.y + 56), 22, theme.TEXT_DIM)

    def tooltip_text(self) -> str:
        return self.tooltip if self.hover else ""


class JoinScene(ShellScene):
    name = "online_join"

    def __init__(self, app, tables=None):
        """``tables``: the registry to listen on (default :func:`game.net.discovery.registry_for`:
        mDNS in the app, this process's own registry in the tests and the tours)."""
        super().__init__(app)
        self.registry = tables
        self.browser: discovery.Browser | None = None
        self.address_text = ""
        self.code_text = ""
        self.error = ""
        self.link: online_link.ClientLink | None = None
        #: the game of the table picked from the list (until the host's welcome says it)
        self.picked_game = ""
        self.kept_seats = self.kept()
        self.build()

    # -- life cycle -------------------------------------------------------------------
    def enter(self) -> None:
        if self.registry is None:
            try:
                self.registry = discovery.registry_for()
            except Exception as exc:            # (no network to listen on: typing an address still works)
                self.error = _("Tables on your network cannot be listed here: {error}").format(error=exc)
                return
        from ..app import wake
        self.browser = discovery.Browser(self.registry, wake=wake)
        self.browser.start()

    def exit(self) -> None:
        if self.browser is not None:
            self.browser.stop()
            self.browser = None

    # -- widgets ----------------------------------------------------------------------
    def tables(self) -> list[discovery.TableAd]:
        return list(self.browser.tables.values())[:MOST_ROWS] if self.browser is not None else []

    def kept(self) -> list:
        """The seats this Open Air keeps at tables (their tokens in the user folder), newest first."""
        if online_link.CLIENT_LINK is not online_link.NetClient:
            return []
        from game.net.tokens import TokenStore
        return TokenStore().all()[:MOST_KEPT]

    def build(self) -> None:
        self.widgets = []
        self.back_button()
        kept = self.kept_seats
        for i, seat in enumerate(kept):
            self.add(KeptRow((LEFT.x + 40, ROWS_TOP + i * ROW_H, LEFT.width - 80, ROW_H - 12), seat,
                             lambda seat=seat: self.rejoin(seat), f"kept{i}"))
        top = ROWS_TOP + len(kept) * ROW_H
        for i, ad in enumerate(self.tables()[:MOST_ROWS - len(kept)]):
            self.add(TableRow((LEFT.x + 40, top + i * ROW_H, LEFT.width - 80, ROW_H - 12), ad,
                              lambda ad=ad: self.pick(ad), f"table{i}"))
        x = RIGHT.x + 40
        # a field being typed in stays as it is (a table found meanwhile builds the screen again)
        typing = {f.name: f for f in (getattr(self, "address_field", None), getattr(self, "code_field", None))
                  if f is not None and f.editing}
        self.address_field = self.add(typing.get("address") or TextField(
            (x, 320, RIGHT.width - 80, 68), self.address_text, self.set_address, name="address", max_len=60,
            placeholder="192.168.1.20", tooltip=_("The address the host's screen shows")))
        self.code_field = self.add(typing.get("code") or TextField(
            (x, 510, 420, 68), self.code_text, self.set_code, name="code", max_len=16, placeholder="K7Q-M2X-WP9",
            size=30, tooltip=_("The join code the host's screen shows")))
        busy = self.link is not None
        self.add(Button((W - 60 - 380, 924, 380, 96), _("Join"), self.join, primary=True, size=38, name="join",
                        enabled=not busy, tooltip=_("Connect to the table and choose a seat")))
        self.add(Button((W - 60 - 380 - 30 - 300, 924, 300, 96), _("Watch"), self.watch, size=34, name="watch",
                        enabled=not busy,
                        tooltip=_("Type the watch code instead of the join code to see the table as everyone "
                                  "may see it, without playing")))

    def set_address(self, value: str) -> None:
        self.address_text = value.strip()

    def set_code(self, value: str) -> None:
        self.code_text = value.strip()

    def pick(self, ad: discovery.TableAd) -> None:
        """A found table: its address filled in; the code is typed next."""
        self.address_text = f"[{ad.address}]:{ad.port}" if ":" in ad.address else f"{ad.address}:{ad.port}"
        self.picked_game = ad.game
        self.error = ""
        self.build()
        self.code_field.start()

    def rejoin(self, seat) -> None:
        """Back to a kept seat: its token is sent, no code is needed."""
        self.error = ""
        self.address_text = f"{seat.address}:{seat.port}"
        try:
            self.link = online_link.make_client(seat.address, seat.port, "", seat.game)
        except (OSError, ValueError) as exc:
            self.error = _("Open Air could not connect: {error}").format(error=exc)
        self.build()

    # -- joining ------------------------------------------------------------------------
    def join(self, watch: bool = False) -> None:
        """Connect with the code typed: a join code (choose a seat next), or with ``watch`` a watch
        code (a spectator's table: the public view, no seat)."""
        for f in (self.address_field, self.code_field):
            f.commit()
        where = online_link.read_address(self.address_text)
        if isinstance(where, str):
            self.error = where
            return
        try:
            code = online_link.check_code(self.code_text, watch)
        except ValueError as exc:
            self.error = str(exc)
            return
        self.error = ""
        self.code_text = code
        try:
            self.link = online_link.make_client(where[0], where[1], code, self.picked_game, watch=watch)
        except (OSError, ValueError) as exc:
            self.error = _("Open Air could not connect: {error}").format(error=exc)
            return
        self.build()

    def watch(self) -> None:
        self.join(watch=True)

    def update(self, dt: float) -> None:
        if self.browser is not None and self.browser.poll():
            self.app.dirty = True
            self.build()
        if self.link is not None and self.link.poll():
            self.app.dirty = True
            link = self.link
            if link.state == "choosing":
                self.link = None
                self.build()
                self.app.push(SeatPickScene(self.app, link))
            elif link.state in ("seated", "started"):          # a kept seat came back
                self.link = None
                self.build()
                from .online_lobby import LobbyScene
                self.app.push(LobbyScene(self.app, link))
            elif link.state in ("refused", "closed"):
                self.error = link.lobby.why or _("The host did not let you join.")
                self.link = None
                self.build()
        super().update(dt)

    def wake_in(self) -> float | None:
        return POLL_S if self.link is not None else None

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            for f in (self.address_field, self.code_field):
                if f.editing and not f.rect.collidepoint(event.pos):
                    f.commit()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.code_field.editing:
            self.code_field.commit()
            self.join()
            return True
        return super().handle(event)

    def on_escape(self) -> None:
        editing = [f for f in (self.address_field, self.code_field) if f.editing]
        if editing:
            editing[0].cancel()
        else:
            self.app.pop()

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_header(surface, _("Join a table"), _("Sit down at a friend's table"))
        theme.panel(surface, LEFT, (36, 33, 46, 235))
        theme.panel(surface, RIGHT, (36, 33, 46, 235))
        theme.text(surface, _("Tables on your network"), (LEFT.x + 40, LEFT.y + 26), 36, bold=True)
        if not self.tables() and not self.kept_seats:
            text = (_("No open table found yet. Open Air keeps looking while this screen shows; you can also "
                      "type the address on the right.") if self.browser is not None
                    else _("Tables on your network cannot be listed here; type the address on the right."))
            theme.text_block(surface, text, pygame.Rect(LEFT.x + 40, ROWS_TOP, LEFT.width - 80, 200), 24,
                             theme.TEXT_DIM)
        else:
            theme.text(surface, _("Pick one, then type its join code."), (LEFT.x + 40, LEFT.y + 74), 22,
                       theme.TEXT_DIM)
        x = RIGHT.x + 40
        theme.text(surface, _("Join by address"), (x, RIGHT.y + 26), 36, bold=True)
        theme.text(surface, _("Address"), (x, 280), 26, bold=True)
        theme.text_block(surface, _("For example 192.168.1.20, or with the port: 192.168.1.20:{port}").format(
            port=online_link.DEFAULT_PORT), pygame.Rect(x, 396, RIGHT.width - 80, 64), 22, theme.TEXT_DIM)
        theme.text(surface, _("Join code"), (x, 470), 26, bold=True)
        theme.text(surface, _("Nine letters and digits; dashes and case do not matter."), (x, 588), 22,
                   theme.TEXT_DIM)
        hint_h = theme.text_block(surface, _("With the watch code instead, Watch shows the table without a seat."),
                                  pygame.Rect(x, 618, RIGHT.width - 80, 56), 22, theme.TEXT_DIM)
        if self.error:
            box = pygame.Rect(x, max(662, 618 + hint_h + 14), RIGHT.width - 80, 150)
            lines = theme.wrap(self.error, 24, box.width - 80)[:4]
            box.height = 28 + 32 * len(lines)
            pygame.draw.rect(surface, (60, 30, 34), box, border_radius=12)
            pygame.draw.rect(surface, theme.BAD, box, 2, border_radius=12)
            pygame.draw.circle(surface, theme.BAD, (box.x + 30, box.y + 30), 16)
            theme.text(surface, "!", (box.x + 30, box.y + 31), 26, theme.TEXT, bold=True, anchor="center")
            for i, line in enumerate(lines):
                theme.text(surface, line, (box.x + 62, box.y + 14 + 32 * i), 24, theme.TEXT)
        elif self.link is not None:
            theme.text(surface, _("Connecting to {address}…").format(address=self.address_text), (x, 672), 26,
                       theme.TEXT)
        self.draw_widgets(surface)
        self.draw_tooltips(surface)


class SeatButton(Button):
    """A seat of the table: free (choose it) or taken (by whom)."""

    def __init__(self, rect, seat: online_link.LobbySeat, selected: bool, on_click, name: str):
        free = seat.state == "open"
        super().__init__(rect, seat.name, on_click, enabled=free, name=name,
                         tooltip=_("Take this seat") if free else _("This seat is taken."))
        self.seat, self.selected = seat, selected

    def draw(self, surface: pygame.Surface) -> None:
        if self.selected:
            theme.panel(surface, self.rect, theme.ACCENT, theme.ACCENT_DARK, radius=12, width=3)
            fg = theme.TEXT_DARK
        else:
            fg = self.draw_background(surface)
        cy = self.rect.centery
        theme.text(surface, str(self.seat.seat + 1), (self.rect.x + 34, cy), 28, fg, bold=True, anchor="center")
        if self.seat.colour:
            try:
                pygame.draw.circle(surface, theme.rgb(self.seat.colour), (self.rect.x + 88, cy), 20)
                pygame.draw.circle(surface, theme.TEXT, (self.rect.x + 88, cy), 20, 2)
            except ValueError:
                pass
        if self.seat.state == "open":
            label = _("Free seat: yours if you take it") if self.selected else _("Free seat")
        else:
            from .online_lobby import seat_words
            label = _("{name}  ·  {state}").format(name=self.seat.name or _("Open seat"),
                                                   state=seat_words(self.seat.state, self.seat.kind))
        room = self.rect.right - 24 - (self.rect.x + 126)
        theme.text(surface, theme.cut(label, 26, room, self.selected), (self.rect.x + 126, cy), 26, fg,
                   bold=self.selected, anchor="midleft")

    def tooltip_text(self) -> str:
        return self.tooltip if self.hover else ""


class SeatPickScene(ShellScene):
    """Connected to a table: choose a free seat and the name the others see."""

    name = "online_seat"

    def __init__(self, app, link: online_link.ClientLink):
        super().__init__(app)
        self.link = link
        names = app.settings.player_names
        self.player_name = names[0] if names and names[0] else _("Player {n}").format(n=1)
        free = link.lobby.open_seats()
        self.chosen: int | None = free[0].seat if free else None
        self.asked = False
        self.build()

    def build(self) -> None:
        self.widgets = []
        self.back_button(_("Leave"), self.leave)
        seats = self.link.lobby.seats
        row = min(ROW_H, (LEFT.height - 120) // max(1, len(seats)))
        for i, seat in enumerate(seats):
            self.add(SeatButton((LEFT.x + 40, LEFT.y + 96 + i * row, LEFT.width - 80, row - 12), seat,
                                seat.seat == self.chosen, lambda s=seat.seat: self.choose(s), f"seat{seat.seat}"))
        self.name_field = self.add(TextField((RIGHT.x + 40, 320, RIGHT.width - 80, 68), self.player_name,
                                             self.set_name, name="name", max_len=24,
                                             tooltip=_("The name the other players see")))
        why = "" if self.chosen is not None else _("Every seat is taken.")
        self.add(Button((W - 60 - 380, 924, 380, 96), _("Sit down"), self.sit, primary=True, size=38, name="sit",
                        enabled=not why and not self.asked, tooltip=why or _("Take the seat and wait for the start")))

    def choose(self, seat: int) -> None:
        self.chosen = seat
        self.build()

    def set_name(self, value: str) -> None:
        self.player_name = clean_name(value) or _("Player {n}").format(n=1)
        self.build()

    def sit(self) -> None:
        self.name_field.commit()
        if self.chosen is None:
            return
        self.link.lobby.why = ""
        self.asked = True
        self.link.join(self.chosen, self.player_name)
        names = list(self.app.settings.player_names) or [""]
        if names[0] != self.player_name:
            names[0] = self.player_name
            self.app.settings.update(player_names=names)
        self.build()

    def leave(self) -> None:
        self.link.leave()
        self.app.pop()

    def on_escape(self) -> None:
        if self.name_field.editing:
            self.name_field.cancel()
        else:
            self.leave()

    def update(self, dt: float) -> None:
        if self.link.poll():
            self.app.dirty = True
            state = self.link.state
            if state == "seated":
                from .online_lobby import LobbyScene
                self.app.replace(LobbyScene(self.app, self.link))
                return
            if state in ("closed", "refused"):
                self.app.toast(self.link.lobby.why or _("The host closed the table."))
                self.app.pop()
                return
            self.asked = False
            if self.chosen is not None and self.chosen not in [s.seat for s in self.link.lobby.open_seats()]:
                free = self.link.lobby.open_seats()
                self.chosen = free[0].seat if free else None
            self.build()
        super().update(dt)

    def wake_in(self) -> float | None:
        return POLL_S

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and self.name_field.editing \
                and not self.name_field.rect.collidepoint(event.pos):
            self.name_field.commit()
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        lobby = self.link.lobby
        title = game_title(lobby.game) if lobby.game else _("A network table")
        self.draw_header(surface, _("Choose your seat"), _("{game}  ·  {table}").format(
            game=title, table=lobby.name or self.link_address()))
        theme.panel(surface, LEFT, (36, 33, 46, 235))
        theme.panel(surface, RIGHT, (36, 33, 46, 235))
        theme.text(surface, _("Seats"), (LEFT.x + 40, LEFT.y + 26), 36, bold=True)
        x = RIGHT.x + 40
        theme.text(surface, _("Your name"), (x, RIGHT.y + 26), 36, bold=True)
        theme.text(surface, _("The others see it beside your seat."), (x, 280), 22, theme.TEXT_DIM)
        if lobby.why:
            theme.text_block(surface, lobby.why, pygame.Rect(x, 430, RIGHT.width - 80, 120), 24, theme.BAD)
        self.draw_widgets(surface)
        self.draw_tooltips(surface)

    def link_address(self) -> str:
        lobby = self.link.lobby
        return f"{lobby.address}:{lobby.port}"
