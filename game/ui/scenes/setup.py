"""Set up a game: seats (name, colour, human or bot level), the game's options
drawn generically from its YAML, an optional seed, then Start."""

from __future__ import annotations

import random

import pygame

from game.core.content import resolve_options
from game.core.match import Runner, Seat

from .. import theme
from ..widgets import Button
from .base import ShellScene, W
from .controls import Segmented, TextField, Toggle

KINDS = [
    ("human", "Human", "A person at this screen plays this seat."),
    ("easy", "Easy", "An easy bot: plausible moves, often not the best."),
    ("normal", "Normal", "A normal bot: takes the best move it can see right now."),
    ("hard", "Hard", "A hard bot: thinks ahead by trying many futures (takes a moment)."),
]
BOT_NAMES = ["Rocky", "Luna", "Bongo", "Echo", "Pixie", "Tempo", "Reverb", "Jam"]
PLAYERS = pygame.Rect(60, 172, 1120, 716)
OPTIONS = pygame.Rect(1220, 172, 640, 716)
ROW_TOP = 262


def row_height(seats: int) -> int:
    """Seat rows: roomy up to four seats, tighter for the bigger tables."""
    return 104 if seats <= 4 else 86


def default_name(kind: str, taken: list[str]) -> str:
    if kind == "human":
        n = 1
        while f"Player {n}" in taken:
            n += 1
        return f"Player {n}"
    for name in BOT_NAMES:
        if name not in taken:
            return name
    return f"Bot {len(taken) + 1}"


def is_default_name(name: str) -> bool:
    return name in BOT_NAMES or (name.startswith("Player ") and name[7:].isdigit()) or (
        name.startswith("Bot ") and name[4:].isdigit())


class ColourSwatch:
    def __init__(self, rect, colour: str, on_click, name: str):
        self.rect = pygame.Rect(rect)
        self.colour, self.on_click, self.name = colour, on_click, name
        self.hover = False

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.on_click()
            return True
        return False

    def draw(self, surface) -> None:
        c = self.rect.center
        r = self.rect.width // 2
        pygame.draw.circle(surface, (12, 10, 16), (c[0] + 2, c[1] + 3), r)
        pygame.draw.circle(surface, theme.rgb(self.colour), c, r - 3)
        pygame.draw.circle(surface, theme.HILITE if self.hover else theme.TEXT, c, r - 3, 3)

    def tooltip_text(self) -> str:
        return "Click for another colour" if self.hover else ""


class SetupScene(ShellScene):
    name = "setup"

    def __init__(self, app, spec):
        super().__init__(app)
        self.spec = spec
        self.rng = random.Random()
        self.seats: list[dict] = self._initial_seats()
        try:
            self.options = resolve_options(spec.options, app.settings.last_options.get(spec.id))
        except ValueError:
            self.options = resolve_options(spec.options, None)
        self.seed_text = ""
        self.runner: Runner | None = None   # the last runner built by Start (tests look at it)
        self.build()

    # -- the model ------------------------------------------------------------------
    def _initial_seats(self) -> list[dict]:
        spec = self.spec
        saved = self.app.settings.last_seats.get(spec.id) or []
        seats = [dict(s) for s in saved][: spec.max_players]
        if len(seats) < spec.min_players:
            seats = [{"name": "Player 1", "kind": "human"}, {"name": BOT_NAMES[0], "kind": "normal"}]
            while len(seats) < spec.min_players:
                seats.append({"name": default_name("normal", [s["name"] for s in seats]), "kind": "normal"})
            seats = seats[: max(spec.min_players, 2)]
        used: list[str] = []
        for s in seats:
            if s.get("colour") not in spec.colours or s["colour"] in used:
                s["colour"] = next(c for c in spec.colours if c not in used)
            used.append(s["colour"])
        return seats

    def names(self, skip: int | None = None) -> list[str]:
        return [s["name"] for i, s in enumerate(self.seats) if i != skip]

    def add_seat(self) -> None:
        if len(self.seats) >= self.spec.max_players:
            return
        kind = "normal"
        used = [s["colour"] for s in self.seats]
        colour = next((c for c in self.spec.colours if c not in used), self.spec.colours[0])
        self.seats.append({"name": default_name(kind, self.names()), "kind": kind, "colour": colour})
        self.build()

    def remove_seat(self, i: int) -> None:
        if len(self.seats) > self.spec.min_players:
            del self.seats[i]
            self.build()

    def set_kind(self, i: int, kind: str) -> None:
        seat = self.seats[i]
        was_bot = seat["kind"] != "human"
        seat["kind"] = kind
        if is_default_name(seat["name"]) and was_bot != (kind != "human"):
            seat["name"] = default_name(kind, self.names(skip=i))
        self.build()

    def set_name(self, i: int, value: str) -> None:
        name = " ".join(value.split())
        others = self.names(skip=i)
        if not name:
            name = default_name(self.seats[i]["kind"], others)
        base, n = name, 2
        while name in others:
            name = f"{base} {n}"
            n += 1
        self.seats[i]["name"] = name
        self.build()

    def cycle_colour(self, i: int) -> None:
        colours = self.spec.colours
        used = {s["colour"] for j, s in enumerate(self.seats) if j != i}
        start = colours.index(self.seats[i]["colour"]) if self.seats[i]["colour"] in colours else -1
        for step in range(1, len(colours) + 1):
            c = colours[(start + step) % len(colours)]
            if c not in used:
                self.seats[i]["colour"] = c
                break
        self.build()

    def shuffle(self) -> None:
        self.rng.shuffle(self.seats)
        self.build()

    def set_option(self, option_id: str, value) -> None:
        self.options[option_id] = value
        self.build()

    def set_seed(self, value: str) -> None:
        self.seed_text = value.strip()

    # -- widgets ------------------------------------------------------------------
    def build(self) -> None:
        self.widgets = []
        self.back_button()
        self.icon_button((W - 230, 34, 190, 64), "Rules", lambda: self.app.show_rules(self.spec.id),
                         icon="book", name="rules", tooltip=f"How to play {self.spec.title}")
        n = len(self.seats)
        row_h = row_height(n)
        for i, seat in enumerate(self.seats):
            y = ROW_TOP + i * row_h
            self.add(ColourSwatch((150, y + 14, 68, 68), seat["colour"],
                                  lambda i=i: self.cycle_colour(i), f"seat{i}:colour"))
            self.add(TextField((236, y + 14, 330, 68), seat["name"], lambda v, i=i: self.set_name(i, v),
                               name=f"seat{i}:name", max_len=14, tooltip="Click to rename"))
            kinds = [(k, label, self.spec.bot_help.get(k, text)) for k, label, text in KINDS]
            self.add(Segmented((588, y + 14, 480, 68), kinds, seat["kind"],
                               lambda k, i=i: self.set_kind(i, k), name=f"seat{i}:kind", size=23))
            self.add(Button((1088, y + 20, 56, 56), "×", lambda i=i: self.remove_seat(i),
                            enabled=n > self.spec.min_players, size=34, name=f"seat{i}:remove",
                            tooltip="Remove this seat"))
        y = ROW_TOP + n * row_h + 18
        self.icon_button((100, y, 250, 64), "Add player", self.add_seat, icon="human", name="add_seat",
                         enabled=n < self.spec.max_players,
                         tooltip=f"Up to {self.spec.max_players} players")
        self.icon_button((370, y, 270, 64), "Shuffle seats", self.shuffle, icon="sort", name="shuffle",
                         tooltip="Mix up the seating order (the first seat plays first)")
        self.layout = self.option_layout()
        for opt, _, _, cy in self.layout:
            rect = (OPTIONS.x + 40, cy, OPTIONS.width - 80, 62 * self.control_rows(opt))
            if opt.kind == "bool":
                self.add(Toggle(rect, opt.label, bool(self.options[opt.id]),
                                lambda v, o=opt.id: self.set_option(o, v), name=f"option:{opt.id}",
                                help=opt.help))
            else:
                choices = [(c.id, c.label, c.help) for c in opt.choices]
                self.add(Segmented(rect, choices, self.options[opt.id], lambda v, o=opt.id: self.set_option(o, v),
                                   name=f"option:{opt.id}", size=23))
        if self.layout:
            last = self.layout[-1]
            y = last[3] + 62 * (self.control_rows(last[0]) - 1) + (84 if self.compact else 96)
        else:
            y = OPTIONS.y + 96
        self._seed_y = y
        field = (OPTIONS.x + 160, y - 14, 240, 62) if self.compact else (OPTIONS.x + 40, y + 42, 240, 62)
        self.seed_field = self.add(TextField(field, self.seed_text, self.set_seed,
                                             name="seed", placeholder="random", max_len=9,
                                             allowed="0123456789",
                                             tooltip="The same seed deals the same cards"))
        self.add(Button((W - 60 - 380, 924, 380, 96), "Start", self.start, primary=True, size=38,
                        name="start", tooltip="Deal and play"))

    @property
    def compact(self) -> bool:
        """Many options: tighter rows, help texts on hover only, the seed on one line."""
        return len(self.spec.options) > 4

    def control_rows(self, opt) -> int:
        """Rows an option's control takes: one, or more when its choices do not fit side by side."""
        if opt.kind == "bool":
            return 1
        choices = [(c.id, c.label, c.help) for c in opt.choices]
        return Segmented.rows_for(choices, OPTIONS.width - 80, 23)

    def option_layout(self) -> list[tuple]:
        """Per option: (option, label y, help lines, control y)."""
        rows = []
        y = OPTIONS.y + 96
        compact = self.compact
        for opt in self.spec.options:
            if opt.kind == "bool":
                rows.append((opt, y, [], y))
                y += 66 if compact else 92
                continue
            lines = theme.wrap(opt.help, 22, OPTIONS.width - 80) if opt.help and not compact else []
            cy = y + 40 + 28 * len(lines) + 8
            rows.append((opt, y, lines, cy))
            y = cy + 62 * self.control_rows(opt) + (20 if compact else 34)
        return rows

    # -- events ---------------------------------------------------------------------
    def text_fields(self) -> list[TextField]:
        return [w for w in self.widgets if isinstance(w, TextField)]

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            for field in self.text_fields():
                if field.editing and not field.rect.collidepoint(event.pos):
                    field.commit()
                    break
        return super().handle(event)

    def on_escape(self) -> None:
        editing = [f for f in self.text_fields() if f.editing]
        if editing:
            editing[0].cancel()
        else:
            self.app.pop()

    def start(self) -> None:
        for field in self.text_fields():
            field.commit()
        seats = [Seat(s["name"], s["kind"], s["colour"]) for s in self.seats]
        seed = int(self.seed_text) if self.seed_text else random.randrange(1, 1_000_000_000)
        try:
            runner = Runner.new(self.spec.id, seats, seed, self.options)
            runner.start()
        except (ValueError, KeyError) as exc:
            self.app.toast(f"This game cannot start: {exc}")
            return
        self.runner = runner
        settings = self.app.settings
        settings.last_seats[self.spec.id] = [dict(s) for s in self.seats]
        settings.last_options[self.spec.id] = dict(runner.match.options)
        settings.save()
        scene = self.app.game_scene(runner)
        if scene is not None:
            self.app.replace(scene)

    # -- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_header(surface, self.spec.title, f"{self.spec.subtitle}  ·  set up a game")
        theme.panel(surface, PLAYERS, (36, 33, 46, 235))
        theme.panel(surface, OPTIONS, (36, 33, 46, 235))
        theme.text(surface, "Players", (PLAYERS.x + 40, PLAYERS.y + 26), 36, bold=True)
        theme.text(surface, f"{len(self.seats)} seated  ·  {self.spec.min_players}–{self.spec.max_players}"
                   " can play", (PLAYERS.right - 40, PLAYERS.y + 44), 24, theme.TEXT_DIM, anchor="midright")
        row_h = row_height(len(self.seats))
        for i in range(len(self.seats)):
            y = ROW_TOP + i * row_h
            theme.text(surface, str(i + 1), (112, y + 48), 30, theme.TEXT_DIM, bold=True, anchor="center")
            if i:
                pygame.draw.line(surface, (52, 48, 64), (100, y), (PLAYERS.right - 36, y), 1)
        theme.text(surface, "Options", (OPTIONS.x + 40, OPTIONS.y + 26), 36, bold=True)
        for opt, y, lines, _ in self.layout:
            if opt.kind == "choice":
                theme.text(surface, opt.label, (OPTIONS.x + 40, y), 27, bold=True)
                for k, line in enumerate(lines):
                    theme.text(surface, line, (OPTIONS.x + 40, y + 40 + 28 * k), 22, theme.TEXT_DIM)
        theme.text(surface, "Seed", (OPTIONS.x + 40, self._seed_y), 27, bold=True)
        seed_help = "Blank: a new deal every game; a number deals the same again."
        if self.compact:
            theme.text(surface, "same seed, same deal", (OPTIONS.x + 416, self._seed_y + 6), 20, theme.TEXT_DIM)
        else:
            theme.text_block(surface, seed_help, pygame.Rect(OPTIONS.x + 300, self._seed_y + 42,
                                                             OPTIONS.width - 340, 80), 22, theme.TEXT_DIM, spacing=1.6)
        hint_y = ROW_TOP + len(self.seats) * row_h + 112
        if hint_y + 40 < PLAYERS.bottom:
            for k, hint in enumerate(["Click a name to rename the player, the colour disc to change colour.",
                                      "Seats play in this order: seat 1 first (unless an option says otherwise)."]):
                theme.text(surface, hint, (PLAYERS.x + 40, hint_y + 34 * k), 22, theme.TEXT_DIM)
        humans = sum(1 for s in self.seats if s["kind"] == "human")
        bots = len(self.seats) - humans
        parts = [f"{humans} human{'s' if humans != 1 else ''}"] if humans else []
        parts += [f"{bots} bot{'s' if bots != 1 else ''}"] if bots else []
        summary = " and ".join(parts)
        if humans > 1 and self.spec.secrets:
            summary += "  ·  hands stay hidden: pass the mouse when asked"
        elif humans > 1:
            summary += "  ·  nothing is secret: share the mouse around the table"
        elif humans == 0:
            summary += "  ·  sit back and watch the bots play"
        theme.text(surface, summary, (PLAYERS.x + 10, 972), 26, theme.TEXT, anchor="midleft")
        self.draw_widgets(surface)
        self.draw_tooltips(surface)
