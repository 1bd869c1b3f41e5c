"""Host a table: the game, its options (the setup screen's), and for each seat who plays it: a
player at this screen, a remote player who joins with the code, or a bot of a level; what happens
when a player is away (the table waits, or a bot of a level plays their seat after 90 s); then who
may reach the table (the network, or this computer only) and its port. "Open the table" goes on to
the lobby (``online_lobby.py``)."""

from __future__ import annotations

from functools import cached_property

import pygame

from game.core import registry
from game.core.i18n import N_, _, ngettext, pgettext

from .. import theme
from ..table_look import fitting_size
from ..widgets import Button
from . import online_link
from .base import W
from .controls import Segmented, TextField
from .online_link import NETWORK, REMOTE, SCREEN, THIS_COMPUTER, PlannedSeat, TablePlan
from .setup import KINDS, PLAYERS, ROW_TOP, ColourSwatch, SetupScene, default_name

#: the kinds of seat besides the bots' levels (the setup's words for those)
SEAT_KINDS = [
    # Translators: a short word: it shares one row with "Remote" and the three bot levels
    (SCREEN, N_("This screen"), N_("A person at this screen plays this seat (pass the mouse, as at home).")),
    (REMOTE, N_("Remote"), N_("A friend at another screen joins this seat with the table's code.")),
]
GAMES_TOP = 104
#: when a player is away: the table waits for them (WAIT), or a bot of a level plays their seat
#: after 90 s until they are back (the level is the TableHost's ``away_bot``)
WAIT = "wait"
AWAY_CHOICES = [
    # Translators: one of four choices after "When a player is away 90 s:" (the others: Easy, Normal, Hard)
    (WAIT, N_("Wait"), N_("The table waits for a player who is away: nobody plays their seat meanwhile.")),
    ("easy", N_("Easy"), N_("After a player has been away 90 seconds, an Easy bot plays their seat until "
                            "they are back.")),
    ("normal", N_("Normal"), N_("After a player has been away 90 seconds, a Normal bot plays their seat until "
                                "they are back.")),
    ("hard", N_("Hard"), N_("After a player has been away 90 seconds, a Hard bot plays their seat until "
                            "they are back.")),
]
#: where a seat row's controls stand: the colour disc, the name, the kinds
SWATCH_X, NAME_X, NAME_W, KINDS_X, KINDS_W = 144, 226, 190, 430, 662
BOTTOM_Y = 924
#: the away choice's row, under Add player and Shuffle seats: the words "When a player is away
#: 90 s:" from AWAY_X, the choices (Wait, Easy, Normal, Hard) under the seats' kinds; the row's
#: height and how far below the buttons' top it stands
AWAY_X, AWAY_H, AWAY_BELOW = 100, 56, 72


def row_height(seats: int) -> int:
    """Seat rows: roomy up to four seats, tighter for bigger tables, all inside the players' panel
    with the buttons and the away choice's row under them."""
    return min(104, (PLAYERS.bottom - ROW_TOP - 100 - AWAY_BELOW) // max(1, seats))


class OnlineHostScene(SetupScene):
    name = "online_host"

    def __init__(self, app, spec=None):
        games = registry.playable()
        self.games = [g for g in games if g.available] or games
        self.bind = NETWORK
        self.port_text = str(online_link.DEFAULT_PORT)
        #: when a player is away: wait for them (None), or the level of the bot that plays their
        #: seat after 90 s ("easy", "normal", "hard")
        self.away_bot: str | None = None
        self.plan: TablePlan | None = None       # what "Open the table" handed the lobby (tests look at it)
        super().__init__(app, spec or self.games[0])

    # -- the model ------------------------------------------------------------------
    def _initial_seats(self) -> list[dict]:
        spec = self.spec
        n = max(2, spec.min_players)
        colours = list(spec.colours)
        seats = [{"name": self.human_name_at(0, []), "kind": SCREEN, "colour": colours[0]}]
        for i in range(1, n):
            seats.append({"name": "", "kind": REMOTE, "colour": colours[i % len(colours)]})
        return seats

    def human_name_at(self, i: int, others: list[str]) -> str:
        typed = self.typed_name(i)
        return typed if typed and typed not in others else default_name("human", others, seat=i)

    def names(self, skip: int | None = None) -> list[str]:
        return [s["name"] for i, s in enumerate(self.seats) if i != skip and s["name"]]

    def set_game(self, game_id: str) -> None:
        spec = registry.get(game_id)
        if spec is self.spec:
            return
        self.spec = spec
        for cached in ("compact", "steps"):
            self.__dict__.pop(cached, None)
        self.options = self.saved_options(spec)
        self.seats = self._initial_seats()
        self.build()

    def add_seat(self) -> None:
        if len(self.seats) >= self.spec.max_players:
            return
        used = [s["colour"] for s in self.seats]
        colour = next((c for c in self.spec.colours if c not in used), self.spec.colours[0])
        self.seats.append({"name": "", "kind": REMOTE, "colour": colour})
        self.build()

    def set_kind(self, i: int, kind: str) -> None:
        """A remote seat has no name until its player joins; a seat at this screen takes the name typed
        there last, else "Player {n}"; a bot's seat a bot's name."""
        seat = self.seats[i]
        was = seat["kind"]
        seat["kind"] = kind
        others = self.names(skip=i)
        if kind == REMOTE:
            seat["name"] = ""
        elif kind == SCREEN and was != SCREEN:
            seat["name"] = self.human_name_at(i, others)
        elif kind not in (SCREEN, REMOTE) and was in (SCREEN, REMOTE):
            seat["name"] = default_name(kind, others)
        self.build()

    def set_name(self, i: int, value: str) -> None:
        if self.seats[i]["kind"] == REMOTE:
            return
        super().set_name(i, value)

    def remember_names(self) -> None:
        """The names typed at this screen's seats are kept by seat, as the setup keeps them."""
        kinds = [s["kind"] for s in self.seats]
        for s in self.seats:
            s["kind"] = "human" if s["kind"] == SCREEN else ("normal" if s["kind"] == REMOTE else s["kind"])
        try:
            super().remember_names()
        finally:
            for s, kind in zip(self.seats, kinds, strict=True):
                s["kind"] = kind

    def set_bind(self, value: str) -> None:
        self.bind = value
        self.build()

    def set_away_bot(self, value: str) -> None:
        """The away choice's id: WAIT, or a bot's level."""
        self.away_bot = None if value == WAIT else value
        self.build()

    def set_port(self, value: str) -> None:
        self.port_text = value.strip()
        self.build()

    def port(self) -> int | None:
        text = self.port_text or str(online_link.DEFAULT_PORT)
        return int(text) if text.isdigit() and 1024 <= int(text) <= 65535 else None

    def remote_seats(self) -> int:
        return sum(1 for s in self.seats if s["kind"] == REMOTE)

    def why_not_open(self) -> str:
        """Why the table cannot open yet ("" when it can)."""
        if not self.remote_seats():
            return _("Make at least one seat remote: a friend at another screen plays it.")
        if self.port() is None:
            return _("The port is a number from 1024 to 65535.")
        return ""

    # -- widgets ------------------------------------------------------------------
    @cached_property
    def game_choices(self) -> list[tuple[str, str, str]]:
        return [(g.id, _(g.title), _(g.subtitle)) for g in self.games]

    def build(self) -> None:
        self.build_top()
        self.add(Segmented((W // 2 - 600, GAMES_TOP, 1200, 58), self.game_choices, self.spec.id, self.set_game,
                           name="game", size=24))
        n = len(self.seats)
        row_h = row_height(n)
        h = min(68, row_h - 12)
        kinds = [(k, _(label), _(text)) for k, label, text in SEAT_KINDS]
        kinds += [(k, _(label), _(self.spec.bot_help.get(k) or text)) for k, label, text in KINDS if k != "human"]
        for i, seat in enumerate(self.seats):
            y = ROW_TOP + i * row_h + (row_h - 12 - h) // 2
            self.add(ColourSwatch((SWATCH_X, y, h, h), seat["colour"], lambda i=i: self.cycle_colour(i),
                                  f"seat{i}:colour"))
            if seat["kind"] != REMOTE:
                self.add(TextField((NAME_X, y, NAME_W, h), seat["name"], lambda v, i=i: self.set_name(i, v),
                                   name=f"seat{i}:name", max_len=14, tooltip=_("Click to rename")))
            self.add(Segmented((KINDS_X, y, KINDS_W, h), kinds, seat["kind"], lambda k, i=i: self.set_kind(i, k),
                               name=f"seat{i}:kind", size=22))
            self.add(Button((1102, y + (h - 52) // 2, 52, 52), "×", lambda i=i: self.remove_seat(i),
                            enabled=n > self.spec.min_players, size=32, name=f"seat{i}:remove",
                            tooltip=_("Remove this seat")))
        buttons_y = ROW_TOP + n * row_h + 6
        self.build_seat_buttons(buttons_y, 60, _("Another seat, remote at first"))
        # the words "When a player is away 90 s:" are drawn left of the choices by draw()
        self.away_choice = self.add(Segmented(
            (KINDS_X, buttons_y + AWAY_BELOW, KINDS_W, AWAY_H), self.away_choices(), self.away_bot or WAIT,
            self.set_away_bot, name="away_bot", size=22))
        self.build_options()
        self.reach_label = _("Who can join")
        label_w = theme.font(26, True).size(self.reach_label)[0]
        x = PLAYERS.x + 10 + label_w + 20
        self.add(Segmented((x, BOTTOM_Y + 14, 640, 68), [
            (NETWORK, pgettext("reach", "Your network"),
             _("Players on your network, or across the internet through a forwarded port, can reach the table.")),
            (THIS_COMPUTER, pgettext("reach", "This computer only"),
             _("Only other windows on this computer can reach the table (to try it out)."))],
            self.bind, self.set_bind, name="bind", size=23))
        self.port_x = x + 640 + 30
        port_label_w = theme.font(26, True).size(_("Port"))[0]
        self.port_field = self.add(TextField((self.port_x + port_label_w + 16, BOTTOM_Y + 17, 150, 62), self.port_text,
                                             self.set_port, name="port", max_len=5, allowed="0123456789",
                                             placeholder=str(online_link.DEFAULT_PORT),
                                             tooltip=_("The port friends across the internet reach through your "
                                                       "router")))
        why = self.why_not_open()
        # the button as wide as its words need (at least 380 px), up to the port field; a size smaller
        # (not under 24 px) where even that is not enough
        label = _("Open the table")
        room = W - 60 - (self.port_field.rect.right + 30)
        width = min(room, max(380, theme.font(34, True).size(label)[0] + 56))
        self.add(Button((W - 60 - width, BOTTOM_Y, width, 96), label, self.open_table, primary=True,
                        size=fitting_size(label, width - 40, 34, 24), name="start", enabled=not why,
                        tooltip=why or _("Next: the table's address and join code")))

    # -- opening ------------------------------------------------------------------
    def open_table(self) -> None:
        for f in self.text_fields():
            f.commit()
        why = self.why_not_open()
        if why:
            self.app.toast(why)
            return
        first = next((s["name"] for s in self.seats if s["kind"] == SCREEN), "") or self.human_name_at(0, [])
        self.plan = TablePlan(self.spec.id, dict(self.options),
                              [PlannedSeat(s["kind"], s["name"], s["colour"]) for s in self.seats],
                              self.bind, self.port(), _("{name}'s table").format(name=first),
                              self.away_bot)
        try:
            link = online_link.make_host(self.plan)
        except (OSError, ValueError) as exc:
            self.app.toast(_("The table could not open: {error}").format(error=exc))
            return
        self.remember_names()
        from .online_lobby import LobbyScene
        self.app.push(LobbyScene(self.app, link))

    def start(self) -> None:
        self.open_table()

    # -- the away choice --------------------------------------------------------------
    @staticmethod
    def away_choices() -> list[tuple[str, str, str]]:
        """The away choice's (id, label, hover text), translated."""
        return [(cid, _(label), _(text)) for cid, label, text in AWAY_CHOICES]

    @staticmethod
    def away_words() -> str:
        # Translators: beside four choices: Wait, Easy, Normal, Hard (a bot of that level plays the seat)
        return _("When a player is away 90 s:")

    def away_lines(self) -> tuple[list[str], int]:
        """The words before the away choices as lines, and their size: one line at the largest size
        from 24 px down to 20 that holds them, else two (a longer language)."""
        words, room = self.away_words(), KINDS_X - 16 - AWAY_X
        for size in (24, 23, 22, 21, 20):
            if theme.font(size).size(words)[0] <= room:
                return [words], size
        for size in (22, 21, 20):
            lines = theme.wrap(words, size, room)
            if len(lines) <= 2:
                return lines, size
        return theme.wrap(words, 20, room), 20

    def draw_away_words(self, surface: pygame.Surface) -> None:
        lines, size = self.away_lines()
        step = size + 4
        top = self.away_choice.rect.centery - step * (len(lines) - 1) / 2
        for k, line in enumerate(lines):
            theme.text(surface, line, (AWAY_X, round(top + step * k)), size, theme.TEXT, anchor="midleft")

    # -- drawing --------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        from . import backdrop
        backdrop.title(surface, _("Host a table"), (W // 2, 62), 52)
        summary = ngettext("{remote} of {n} seat remote  ·  {min}–{max} can play",
                           "{remote} of {n} seats remote  ·  {min}–{max} can play", len(self.seats)).format(
            remote=self.remote_seats(), n=len(self.seats), min=self.spec.min_players, max=self.spec.max_players)
        self.draw_panels(surface, _("Seats"), summary)
        row_h = row_height(len(self.seats))
        h = min(68, row_h - 12)
        for i, seat in enumerate(self.seats):
            y = ROW_TOP + i * row_h
            theme.text(surface, str(i + 1), (106, y + (row_h - 12) // 2), 30, theme.TEXT_DIM, bold=True,
                       anchor="center")
            if i:
                pygame.draw.line(surface, (52, 48, 64), (100, y - 6), (PLAYERS.right - 36, y - 6), 1)
            if seat["kind"] == REMOTE:
                box = pygame.Rect(NAME_X, y + (row_h - 12 - h) // 2, NAME_W, h)
                pygame.draw.rect(surface, (30, 28, 38), box, border_radius=10)
                pygame.draw.rect(surface, (70, 64, 86), box, 2, border_radius=10)
                label = _("Joins online")
                size = fitting_size(label, box.width - 28, 24, 20)
                theme.text(surface, label, (box.x + 16, box.centery), size, theme.TEXT_DIM, anchor="midleft")
        hint_y = self.away_choice.rect.bottom + 24
        if hint_y + 30 < PLAYERS.bottom:
            theme.text(surface, _("A remote seat is taken by the first friend who joins it with the code."),
                       (PLAYERS.x + 40, hint_y), 22, theme.TEXT_DIM)
        self.draw_options(surface)
        theme.text(surface, self.reach_label, (PLAYERS.x + 10, BOTTOM_Y + 48), 26, bold=True, anchor="midleft")
        theme.text(surface, _("Port"), (self.port_x, BOTTOM_Y + 48), 26, bold=True, anchor="midleft")
        self.draw_widgets(surface)
        self.draw_away_words(surface)
        self.draw_tooltips(surface)
