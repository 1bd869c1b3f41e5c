"""The replay viewer: a recorded game shown move by move on the game's own table, read-only.

The table is the game's scene in its read-only kind (:func:`game.ui.table.read_only`): it is
handed the runner of each position (rebuilt from the seed and the actions up to it, see
:class:`game.core.replay.Replay`) and plays nothing. A bar at the bottom steps back and forth,
plays and pauses, and jumps to any move on a slider; it says which move is shown and whose view,
exports the replay as a small file and starts the same deal again. The table is drawn at its own
size, so its texts keep their size (20 px at least), and the bar stands where the table has room a
replay does not need (issue 23, :func:`dock_of`): at the top of the table's log panel, which gives
up that much of its height (the log's lines stay whole below it), or, at a table without a log
panel on show, over its prompt panel (which in a replay only says that nothing is played there);
never over the hand or the bonus cards. Its controls flow into as many rows as that room's width
asks. A table that offers neither is drawn a little smaller above a bar along the bottom
(:data:`TABLE`, 11/12 of its size). The table's top bar begins with the position shown ("Move 34
of 120 · … · Rocky's turn", :mod:`game.ui.table_end`) and it shows no button that would play.

Keys: Left / Right one move, Page Up / Page Down ten, Home / End the first / last, Space plays or
pauses (with the focus on a control: it presses it), Tab walks the bar's controls, Esc leaves.

Whose view: the table shows one seat's view; in a finished game, or a game without secrets,
any seat's (the View button goes round the seats); in an unfinished game with secrets (a save
of a game in progress), the lone human's, or the public view when several humans play, so that
nobody's hidden cards show before the game is over. By default the first human's.
"""

from __future__ import annotations

import logging
import random

import pygame

from game.core import replay as replays
from game.core.i18n import _, ngettext
from game.core.match import Match, Runner, Seat

from .. import score_chart, theme
from ..table import read_only
from ..widgets import Button
from .base import H, ShellScene, W
from .controls import IconButton, Slider

log = logging.getLogger(__name__)

#: the bar along the bottom, for a table that has no room for it (:func:`dock_of`)
BAR = pygame.Rect(16, H - 84, W - 32, 76)
#: how much smaller such a table is drawn, to stand whole in the room above the bar
TABLE_SCALE = (BAR.top - 6) / H
#: where such a table is shown: the whole table, scaled, centred above the bar
TABLE = pygame.Rect(round(W * (1 - TABLE_SCALE) / 2), 0, round(W * TABLE_SCALE), BAR.top - 6)
#: the least width the move slider keeps (the bar's buttons show only their icons before it gets less)
MIN_SLIDER = 240
#: seconds between two moves while playing, at animation speed 1 (longer while the table holds
#: an overlay, such as a round's summary)
PLAY_PAUSE = 0.9
HOLD_PAUSE = 2.5
#: the docked bar: the height of a row of its controls, the room between them and around them, the
#: height of a row that says which move is shown (its two lines)
ROW, GAP, PAD, TEXT_ROW = 50, 8, 12, 58
#: the height of a line of that row: which move (24 px, bold), who made it (20 px)
HEAD_LINE, SUB_LINE = 28, 24
#: the log keeps at least this much of its height under the bar
LOG_KEEPS = 90
#: the width of a button that shows only its icon
BARE_W = 64


def dock_of(table) -> tuple[pygame.Rect, bool] | None:
    """Where the bar may stand on ``table`` drawn at its own size, and whether it stands over the
    top of the table's log panel (True: it takes only the height it needs there, the log keeps
    the rest) or covers the whole room (the prompt panel); None: the table offers neither."""
    panel = getattr(table, "log_panel", None)
    if panel is not None and panel.rect.height >= LOG_KEEPS + 3 * ROW and panel.rect.width >= 280:
        return pygame.Rect(panel.rect), True
    prompt = getattr(table, "PROMPT_AREA", None)
    if prompt is not None and prompt.width >= 280 and prompt.height >= 2 * ROW + 2 * PAD:
        return pygame.Rect(prompt), False
    return None


def flow(items: list[tuple[str, int]], width: int) -> list[list[tuple[str, int]]]:
    """``items`` (name, least width) in rows of at most ``width`` px, in order, ``GAP`` apart."""
    rows: list[list[tuple[str, int]]] = [[]]
    used = 0
    for name, w in items:
        need = w + (GAP if rows[-1] else 0)
        if rows[-1] and used + need > width:
            rows.append([])
            used, need = 0, w
        rows[-1].append((name, w))
        used += need
    return rows


def to_table(pos, shown: pygame.Rect = TABLE) -> tuple[int, int]:
    """A position on the screen as a position on the table (the table's own 1920x1080) shown in
    ``shown`` (the whole screen: the same position)."""
    k = shown.height / H
    return (int((pos[0] - shown.x) / k), int((pos[1] - shown.y) / k))


def from_table(rect, shown: pygame.Rect = TABLE) -> pygame.Rect:
    """A rectangle of the table as it shows on the screen, the table shown in ``shown``."""
    k = shown.height / H
    x, y = shown.x + rect.x * k, shown.y + rect.y * k
    return pygame.Rect(round(x), round(y), max(1, round(rect.width * k)), max(1, round(rect.height * k)))


def play_deal(app, match: Match, seed: int | None = None) -> bool:
    """A new game with ``match``'s seats and options: the same deal (``seed``: the match's own)
    or a new one (``seed`` None: a random seed). The launcher goes under it. True if started."""
    seats = [Seat(s.name, s.kind, s.colour) for s in match.seats]
    seed = random.randrange(1, 1_000_000_000) if seed is None else seed
    runner = Runner.new(match.game_id, seats, seed, dict(match.options))
    runner.start()
    scene = app.game_scene(runner)
    if scene is None:
        return False
    from .launcher import LauncherScene
    app.reset(LauncherScene(app))
    app.push(scene)
    return True


def open_replay(app, replay: replays.Replay, step: int = 0) -> ReplayScene | None:
    """Push the replay viewer for ``replay`` at ``step``; None (with a toast) if its table is not built."""
    try:
        table_class = replay.spec.scene_class()
    except (ImportError, AttributeError) as exc:
        app.toast(_("The table for {game} is not built yet ({error}).").format(game=_(replay.spec.title), error=exc))
        return None
    scene = ReplayScene(app, replay, read_only(table_class), step)
    app.push(scene)
    return scene


def view_choices(replay: replays.Replay) -> list[int | None]:
    """The views the viewer may choose (seat numbers; None: the public view), see the module text."""
    state, seats = replay.whole.state, replay.match.seats
    everyone = list(range(len(seats)))
    if replay.finished or not any(state.seat_has_secrets(s) for s in everyone):
        return everyone
    humans = [i for i, s in enumerate(seats) if not s.is_bot]
    return humans if len(humans) == 1 else [None]


class Transport(Button):
    """A button that shows a player's symbol (first, back, play, pause, forward, last)."""

    def __init__(self, rect, symbol: str, on_click, *, name: str, tooltip: str, primary: bool = False):
        super().__init__(rect, "", on_click, name=name, tooltip=tooltip, primary=primary)
        self.symbol = symbol

    def draw(self, surface: pygame.Surface) -> None:
        fg = self.draw_background(surface)
        cx, cy = self.rect.center
        s = 12
        left = [(cx + s // 2, cy - s), (cx + s // 2, cy + s), (cx - s, cy)]
        right = [(cx - s // 2, cy - s), (cx - s // 2, cy + s), (cx + s, cy)]
        if self.symbol == "pause":
            for dx in (-8, 4):
                pygame.draw.rect(surface, fg, (cx + dx, cy - s, 6, 2 * s))
        elif self.symbol in ("back", "first"):
            pygame.draw.polygon(surface, fg, [(x + (3 if self.symbol == "first" else 0), y) for x, y in left])
            if self.symbol == "first":
                pygame.draw.rect(surface, fg, (cx - s - 5, cy - s, 5, 2 * s))
        else:
            pygame.draw.polygon(surface, fg, [(x - (3 if self.symbol == "last" else 0), y) for x, y in right])
            if self.symbol == "last":
                pygame.draw.rect(surface, fg, (cx + s, cy - s, 5, 2 * s))

    def tooltip_text(self) -> str:
        return self.tooltip if self.hover else ""


class MoveSlider(Slider):
    """The slider over the moves: 0 … ``steps``, one notch a move."""

    def __init__(self, rect, steps: int, step: int, on_step, *, name: str):
        super().__init__(rect, step / max(1, steps), name=name)
        self.steps, self.on_step = steps, on_step

    def _set_from(self, x: int) -> None:
        step = round(min(1.0, max(0.0, (x - self.rect.x) / max(1, self.rect.width))) * self.steps)
        self.on_step(step)

    def show(self, step: int) -> None:
        self.value = step / max(1, self.steps)

    def tooltip_text(self) -> str:
        return _("Drag to jump to a move; Left and Right step one move.") if self.hover or self.dragging else ""


class ReplayScene(ShellScene):
    name = "replay"

    def __init__(self, app, replay: replays.Replay, table_class, step: int = 0):
        super().__init__(app)
        self.replay = replay
        self.step = max(0, min(replay.steps, step))
        self.playing = False
        self._next_in: float | None = None          # seconds to the next move while playing
        self._mouse = (W // 2, H // 2)
        self._picture: pygame.Surface | None = None    # the table drawn at its own size, then scaled
        self.views = view_choices(replay)
        humans = [i for i in self.views if i is not None and not replay.match.seats[i].is_bot]
        self.view_seat = humans[0] if humans else self.views[0]
        self.table = table_class(app, replay.runner_at(self.step))
        self.table.watch_seat = self.view_seat
        self.table.position = self.position_text()[0]
        self.table.sync()
        dock = dock_of(self.table)
        #: where the table shows (the whole screen, or smaller above the bar along the bottom), the
        #: room the bar stands in, and whether that is the top of the table's log panel
        self.shown = pygame.Rect(0, 0, W, H) if dock is not None else TABLE
        self.room, self.over_log = dock if dock is not None else (BAR, False)
        self.bar = pygame.Rect(self.room)
        chart = score_chart.OVER_TABLE                # (its Chart button) left of a bar on the right
        if dock is not None and chart.colliderect(self.room):
            chart = chart.move(max(20, self.room.left - 20 - chart.width) - chart.x, 0)
        self.chart = score_chart.ChartPanel(replay.spec, replay.match, chart)
        self._build()

    # -- the bar ---------------------------------------------------------------------------
    def _build(self) -> None:
        """The bar's controls, flowed in rows over the room's width (:func:`flow`): the transport
        buttons, which move is shown, the move slider (it takes what a row leaves), View, Chart,
        Export and Play this deal again; where the rows do not fit the room's height, the buttons
        with an icon show only it (their hover text says what they do), Play this deal again
        first. Over the log the bar takes the rows' height and the log keeps what is below."""
        room = self.room
        inner_w = room.width - 2 * PAD
        unit = max(40, min(62, int((inner_w - 4 * GAP) / 5.26)))
        transport = [("first", "first", _("The first move (Home)"), lambda: self.go(0), unit),
                     ("back", "back", _("One move back (Left)"), lambda: self.go(self.step - 1), unit),
                     ("play", "play", _("Play the moves one after another, or pause (Space)"), self.toggle_play,
                      round(unit * 1.26)),
                     ("forward", "forward", _("One move on (Right)"), lambda: self.go(self.step + 1), unit),
                     ("last", "last", _("The last move (End)"), lambda: self.go(self.replay.steps), unit)]
        transport_w = sum(w for *_r, w in transport) + GAP * (len(transport) - 1)
        heads, subs = self.position_texts()
        widest = max([theme.font(24, True).size(text)[0] for text in heads]
                     + [theme.font(20).size(text)[0] for text in subs])
        position_w = min(inner_w, max(200, widest + 8))
        #: the position row's height: the most lines its texts wrap into at its least width
        text_row = max(TEXT_ROW, HEAD_LINE * max(len(theme.wrap(t, 24, position_w, True)) for t in heads)
                       + SUB_LINE * max(len(theme.wrap(t, 20, position_w)) for t in subs) + 6)
        specs = [(self.view_label(), "view", self.view_tip(), self.next_view, "human"),
                 ("", "chart", _("How the game went, as a chart (click again to hide it)"), self.chart.toggle, "chart"),
                 (_("Export"), "export", _("Save this replay as a small file to send to someone"), self.export, ""),
                 (_("Play this deal again"), "deal_again",
                  _("A new game with the same players, options and deal (seed {seed})").format(
                      seed=self.replay.match.seed), self.deal_again, "play")]

        def width(label: str, icon: str) -> int:
            return theme.font(24, True).size(label)[0] + (92 if icon and label else 48) if label else BARE_W

        def row_h(row: list) -> int:
            return text_row if any(name == "position" for name, _w in row) else ROW

        def height(rows: list) -> int:
            return sum(map(row_h, rows)) + (len(rows) - 1) * GAP + 2 * PAD

        room_h = room.height - (LOG_KEEPS + GAP if self.over_log else 0)
        for bare in ((), ("deal_again",), ("deal_again", "view")):
            shown = [(("" if name in bare else label), name, tip, fn, icon) for label, name, tip, fn, icon in specs]
            items = [("transport", min(inner_w, transport_w)), ("position", position_w),
                     ("slider", min(inner_w, MIN_SLIDER))] + [(name, width(label, icon))
                                                              for label, name, _t, _f, icon in shown]
            rows = flow(items, inner_w)
            if height(rows) <= room_h and all(w <= inner_w for _n, w in items):
                break
        self._view_bare = "view" in bare
        if self.over_log:                     # the bar takes the rows' height, the log keeps the rest
            self.bar = pygame.Rect(room.x, room.y, room.width, height(rows))
            panel = self.table.log_panel
            panel.rect = pygame.Rect(room.x, self.bar.bottom + GAP, room.width, room.bottom - self.bar.bottom - GAP)
            panel.forget()
        else:
            self.bar = pygame.Rect(room)
        by_name = {name: (label, name, tip, fn, icon) for label, name, tip, fn, icon in shown}
        y = self.bar.centery - (height(rows) - 2 * PAD) // 2
        buttons = {}
        for row in rows:
            left = max(0, inner_w - sum(w for _n, w in row) - GAP * (len(row) - 1))
            grow = "slider" if any(n == "slider" for n, _w in row) else "position"
            x, h = self.bar.x + PAD, row_h(row)
            for name, w in row:
                w = min(inner_w, w) + (left if name == grow else 0)
                y0 = y
                y += (h - ROW) // 2                      # (a row's controls stand in its middle)
                if name == "transport":
                    tx = x
                    for symbol, tname, tip, fn, tw in transport:
                        self.add(Transport((tx, y, tw, ROW), symbol, fn, name=tname, tooltip=tip,
                                           primary=tname == "play"))
                        tx += tw + GAP
                elif name == "position":
                    self.position_rect = pygame.Rect(x, y0, w, h)
                elif name == "slider":
                    self.slider = self.add(MoveSlider((x + 10, y + (ROW - 40) // 2, w - 20, 40),
                                                      self.replay.steps, self.step, self.go, name="slider"))
                else:
                    label, _n, tip, fn, icon = by_name[name]
                    rect = (x, y, w, ROW)
                    buttons[name] = (self.icon_button(rect, label, fn, icon=icon, name=name, tooltip=tip, size=24)
                                     if icon else self.add(Button(rect, label, fn, name=name, tooltip=tip, size=24)))
                x += w + GAP
                y = y0
            y += h + GAP
        self.label_x = self.position_rect.x
        self.view_button: IconButton = buttons["view"]
        self.view_button.enabled = len(self.views) > 1
        self._refresh_bar()

    def view_label(self) -> str:
        if self.view_seat is None:
            return _("View: everyone's public cards")
        return _("View: {name}").format(name=self.replay.match.seats[self.view_seat].name)

    def view_tip(self) -> str:
        if len(self.views) > 1:
            return _("Whose view the table shows; click for the next player's.")
        if self.view_seat is None:
            return _("The game is not over, so nobody's hidden cards are shown.")
        return _("The game is not over, so the table shows only the view of the human who played.")

    def _refresh_bar(self) -> None:
        by_name = self.widgets_by_name()
        by_name["play"].symbol = "pause" if self.playing else "play"
        by_name["back"].enabled = by_name["first"].enabled = self.step > 0
        by_name["forward"].enabled = by_name["last"].enabled = self.step < self.replay.steps
        self.slider.show(self.step)
        self.view_button.label = "" if self._view_bare else self.view_label()
        self.view_button.tooltip = self.view_label() + "\n" + self.view_tip() if self._view_bare else self.view_tip()

    def position_texts(self) -> tuple[list[str], list[str]]:
        """Every (which move, who made it) text the bar may show: its room is made for the longest."""
        total = self.replay.steps
        heads = [_("Before the first move"), _("Move {n} of {total}").format(n=total, total=total)]
        subs = [ngettext("{total} move recorded", "{total} moves recorded", total).format(total=total)]
        subs += [_("{name} made this move.").format(name=seat.name) for seat in self.replay.match.seats if seat.name]
        return heads, subs

    def position_text(self) -> tuple[str, str]:
        """(Which move is shown, who made it) for the bar."""
        if self.step == 0:
            return _("Before the first move"), ngettext("{total} move recorded", "{total} moves recorded",
                                                        self.replay.steps).format(total=self.replay.steps)
        seat = self.replay.seat_of(self.step)
        who = self.replay.match.seats[seat].name if seat is not None and seat >= 0 else ""
        return (_("Move {n} of {total}").format(n=self.step, total=self.replay.steps),
                _("{name} made this move.").format(name=who) if who else "")

    # -- moving ------------------------------------------------------------------------------
    def go(self, step: int, by_play: bool = False) -> None:
        """Show the position after move ``step`` (one move on is animated); ``by_play``: a move
        played by itself (the same; the bar no longer stands aside)."""
        step = max(0, min(self.replay.steps, step))
        if step == self.step:
            return
        table, forward_one = self.table, step == self.step + 1
        table.on_undo()                               # forget the overlays of the position shown
        if forward_one:                               # where the pieces lay, for the move's flights
            table.pieces_before = table.pieces()
            table.places_before = table.pieces_before.places()
            table.before_action(self.replay.seat_of(step), self.replay.action_of(step))
        runner = self.replay.runner_at(step)
        events = [ev for evs in runner.events[self.replay.counts[self.step]:] for ev in evs] if forward_one else []
        self.step = step
        table.runner = runner
        table.hint, table.message = None, ""
        table.position = self.position_text()[0]
        table.sync()
        if events:
            table.on_events(events)
        if self.step >= self.replay.steps:
            self.playing = False
        self._refresh_bar()

    def toggle_play(self) -> None:
        if not self.playing and self.step >= self.replay.steps:
            self.go(0)
        self.playing = not self.playing
        self._next_in = 0.0 if self.playing else None
        self._refresh_bar()

    def next_view(self) -> None:
        if len(self.views) < 2:
            return
        self.view_seat = self.views[(self.views.index(self.view_seat) + 1) % len(self.views)]
        self.table.watch_seat = self.view_seat
        self.table.on_undo()
        self.table.sync()
        self._refresh_bar()

    def export(self) -> None:
        try:
            path = self.replay.export()
        except OSError as exc:
            self.app.toast(_("The replay could not be saved: {error}").format(error=exc))
            return
        self.exported = path
        self.app.toast(_("The replay was saved as {path}").format(path=path))

    def deal_again(self) -> None:
        play_deal(self.app, self.replay.match, self.replay.match.seed)

    def on_escape(self) -> None:
        self.app.pop()

    def exit(self) -> None:
        self.table.exit()
        self._picture = None

    # -- events -------------------------------------------------------------------------------
    def over_bar(self, pos) -> bool:
        return self.bar.collidepoint(pos)

    def _on_table(self, event: pygame.event.Event) -> pygame.event.Event:
        """``event`` as the table takes it: its position on the table (one on the bar or beside
        the table: nowhere on it, for a motion)."""
        pos = event.pos
        if event.type == pygame.MOUSEMOTION and (self.over_bar(pos) or not self.shown.collidepoint(pos)):
            return pygame.event.Event(pygame.MOUSEMOTION, pos=(-100, -100), rel=(0, 0), buttons=(0, 0, 0))
        return pygame.event.Event(event.type, {**event.dict, "pos": to_table(pos, self.shown)})

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEMOTION:
            self._mouse = pos
            super().handle(event)
            self.table.handle(self._on_table(event))
            return True
        if pos is not None and self.over_bar(pos):
            return super().handle(event)
        self.table.handle(self._on_table(event) if pos is not None else event)
        return True

    def key(self, event) -> bool:
        k = event.key
        on_slider = self.focus == "slider"
        steps = {pygame.K_PAGEUP: -10, pygame.K_PAGEDOWN: 10}
        if k in (pygame.K_LEFT, pygame.K_RIGHT) and (self.focus is None or on_slider):
            self.go(self.step + (1 if k == pygame.K_RIGHT else -1))
            return True
        if k in steps:
            self.go(self.step + steps[k])
            return True
        if k in (pygame.K_HOME, pygame.K_END):
            self.go(0 if k == pygame.K_HOME else self.replay.steps)
            return True
        if k == pygame.K_SPACE and self.focus is None:
            self.toggle_play()
            return True
        return super().key(event)

    # -- time ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.table.update(dt)
        if self.playing and self._next_in is not None and not self.table.anims.busy():
            self._next_in -= dt
            if self._next_in <= 0:
                self.go(self.step + 1, by_play=True)
                speed = self.app.anim_speed or 1.0
                self._next_in = (HOLD_PAUSE if self.table.holding() else PLAY_PAUSE) / speed
        super().update(dt)

    def animating(self) -> bool:
        return self.table.animating() or super().animating()

    def wake_in(self) -> float | None:
        return self._next_in if self.playing and self._next_in is not None else None

    def targets(self) -> dict[str, pygame.Rect]:
        """The table's hotspots where they show (:func:`from_table`), and the bar's controls."""
        found = {name: from_table(rect, self.shown) for name, rect in self.table.targets().items()}
        found.update(super().targets())
        return found

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The table, drawn at its own size (shown as it is, or smaller above the bar along the
        bottom), then the bar."""
        if self._picture is None:
            picture = pygame.Surface((W, H))
            self._picture = picture.convert() if pygame.display.get_surface() is not None else picture
        self.table.draw(self._picture)
        if self.shown.size == (W, H):
            surface.blit(self._picture, self.shown)
        else:
            surface.fill((14, 12, 20), (0, 0, W, H))
            try:
                pygame.transform.smoothscale(self._picture, self.shown.size, surface.subsurface(self.shown))
            except ValueError:          # (a surface of another format: scaled apart, then copied)
                surface.blit(pygame.transform.smoothscale(self._picture, self.shown.size), self.shown)
        self.chart.draw(surface)
        theme.panel(surface, self.bar, (30, 27, 40), theme.ACCENT, radius=16, width=2)
        head, sub = self.position_text()
        at = self.position_rect
        heads = theme.wrap(head, 24, at.width, True)
        subs = theme.wrap(sub, 20, at.width) if sub else []
        y = at.centery - (HEAD_LINE * len(heads) + SUB_LINE * len(subs)) // 2
        for line in heads:
            theme.text(surface, line, (at.x, y + HEAD_LINE // 2), 24, theme.TEXT, bold=True, anchor="midleft")
            y += HEAD_LINE
        for line in subs:
            theme.text(surface, line, (at.x, y + SUB_LINE // 2), 20, theme.TEXT_DIM, anchor="midleft")
            y += SUB_LINE
        self.draw_widgets(surface)
        self.draw_tooltips(surface)
