"""Set up a game: seats (name, colour, human or bot level), the game's options
drawn generically from its YAML, an optional seed, then Start.

Names: a name typed at a human's seat is kept for that seat (``Settings.player_names``, saved
at once), so the next setup of any game gives it to that seat again when a human sits there. A
seat without one is "Player {n}" with its own number ("Player 2" at seat 2) in the language in
use; default names saved in another language are worded again in this one."""

from __future__ import annotations

import random
from functools import cached_property

import pygame

from game.core import i18n
from game.core.content import resolve_options
from game.core.i18n import N_, _, content_text, ngettext
from game.core.match import Runner, Seat, clean_name

from .. import theme
from ..table_look import fitting_size
from ..widgets import Button
from .base import ShellScene, W, tooltip_at
from .controls import Segmented, TextField, Toggle

#: (kind, label, help), English marked for extraction; translated where shown
KINDS = [
    ("human", N_("Human"), N_("A person at this screen plays this seat.")),
    ("easy", N_("Easy"), N_("An easy bot: plausible moves, often not the best.")),
    ("normal", N_("Normal"), N_("A normal bot: takes the best move it can see right now.")),
    ("hard", N_("Hard"), N_("A hard bot: thinks ahead by trying many futures (takes a moment).")),
]
BOT_NAMES = ["Rocky", "Luna", "Bongo", "Echo", "Pixie", "Tempo", "Reverb", "Jam"]
PLAYERS = pygame.Rect(60, 172, 1120, 716)
OPTIONS = pygame.Rect(1220, 172, 640, 716)
ROW_TOP = 262


def row_height(seats: int) -> int:
    """Seat rows: roomy up to four seats, tighter for the bigger tables."""
    return 104 if seats <= 4 else 86


def _player(n: int) -> str:
    return _("Player {n}").format(n=n)


def _bot(n: int) -> str:
    return _("Bot {n}").format(n=n)


def default_name(kind: str, taken: list[str], seat: int | None = None) -> str:
    """A fresh name no seat in ``taken`` has: a human's is "Player {n}", seat ``seat``'s own
    number when it is free ("Player 2" at the second seat), else the lowest free one."""
    if kind == "human":
        if seat is not None and _player(seat + 1) not in taken:
            return _player(seat + 1)
        n = 1
        while _player(n) in taken:
            n += 1
        return _player(n)
    for name in BOT_NAMES:
        if name not in taken:
            return name
    return _bot(len(taken) + 1)


def _number_in(name: str, template: str) -> int | None:
    """The number ``name`` has for ``{n}`` of ``template`` ("Player {n}"), or None if it is not that."""
    head, _sep, tail = template.partition("{n}")
    if len(name) <= len(head) + len(tail) or not (name.startswith(head) and name.endswith(tail)):
        return None
    middle = name[len(head):len(name) - len(tail)]
    return int(middle) if middle.isascii() and middle.isdigit() else None


def _templates(message: str) -> set[str]:
    """``message`` in English, in the language in use and in every language with a catalogue."""
    return {message, _(message)} | {i18n.catalogue_of(lang).gettext(message) for lang in i18n.available()}


def localized(name: str) -> str:
    """A name the setup gave, worded in the language in use ("Player 2" is "Spieler 2" in
    German, whichever language it was saved in); any other name as it is."""
    for message, word in (("Player {n}", _player), ("Bot {n}", _bot)):
        for template in _templates(message):
            n = _number_in(name, template)
            if n is not None:
                return word(n)
    return name


def is_default_name(name: str) -> bool:
    """A name the setup gave (in English, the language now in use or another one), not one a
    player typed."""
    return name in BOT_NAMES or any(_number_in(name, t) is not None
                                    for message in ("Player {n}", "Bot {n}") for t in _templates(message))


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
        return _("Click for another colour") if self.hover else ""


class SetupScene(ShellScene):
    name = "setup"

    def __init__(self, app, spec):
        super().__init__(app)
        self.spec = spec
        self.rng = random.Random()
        self.seats: list[dict] = self._initial_seats()
        self.options = self.saved_options(spec)
        self.seed_text = ""
        self.runner: Runner | None = None   # the last runner built by Start (tests look at it)
        self.build()

    # -- the model ------------------------------------------------------------------
    def saved_options(self, spec) -> dict:
        """``spec``'s options as they were set last (its defaults where those no longer fit)."""
        try:
            return resolve_options(spec.options, self.app.settings.last_options.get(spec.id))
        except ValueError:
            return resolve_options(spec.options, None)

    def _initial_seats(self) -> list[dict]:
        spec = self.spec
        saved = self.app.settings.last_seats.get(spec.id) or []
        seats = [dict(s) for s in saved][: spec.max_players]
        if len(seats) < spec.min_players:
            seats = [{"name": _player(1), "kind": "human"}, {"name": BOT_NAMES[0], "kind": "normal"}]
            while len(seats) < spec.min_players:
                seats.append({"name": default_name("normal", [s["name"] for s in seats]), "kind": "normal"})
            seats = seats[: max(spec.min_players, 2)]
        used: list[str] = []
        for s in seats:
            if s.get("colour") not in spec.colours or s["colour"] in used:
                s["colour"] = next(c for c in spec.colours if c not in used)
            used.append(s["colour"])
        for i, s in enumerate(seats):           # defaults in this language; a human's seat: the name typed there
            others = [o["name"] for j, o in enumerate(seats) if j != i]
            name = localized(s["name"])
            typed = self.typed_name(i)
            if s["kind"] == "human" and typed and typed not in others:
                name = typed
            s["name"] = name if name not in others else default_name(s["kind"], others, seat=i)
        return seats

    def typed_name(self, i: int) -> str:
        """The name typed last at seat ``i`` (in any game's setup), or ""."""
        names = self.app.settings.player_names
        return names[i] if i < len(names) else ""

    def human_name(self, i: int) -> str:
        """The name of seat ``i`` as a human takes it: the name typed there last unless another seat
        has it, else a fresh "Player {n}"."""
        others = self.names(skip=i)
        typed = self.typed_name(i)
        return typed if typed and typed not in others else default_name("human", others, seat=i)

    def remember_names(self) -> None:
        """Keep every human's seat's name by seat for the next setup (saved at once): a typed one,
        or none where the seat has a default name; a seat of a bot keeps what it had."""
        names = list(self.app.settings.player_names)
        mine = {i: ("" if is_default_name(s["name"]) else s["name"])
                for i, s in enumerate(self.seats) if s["kind"] == "human"}
        taken = {n for n in mine.values() if n}
        names = ["" if n in taken else n for n in names]
        names += [""] * (len(self.seats) - len(names))
        for i, name in mine.items():
            names[i] = name
        while names and not names[-1]:
            names.pop()
        if names != self.app.settings.player_names:
            self.app.settings.update(player_names=names)

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
        """A bot's seat turning human takes the name typed there last, else a fresh "Player {n}"; a
        human's seat turning bot gives a default name or that person's name up for a bot's (a name
        typed while a bot sat there stays)."""
        seat = self.seats[i]
        was_bot = seat["kind"] != "human"
        seat["kind"] = kind
        name = seat["name"]
        if was_bot and kind == "human" and is_default_name(name):
            seat["name"] = self.human_name(i)
        elif not was_bot and kind != "human" and (is_default_name(name) or name == self.typed_name(i)):
            seat["name"] = default_name(kind, self.names(skip=i))
        self.build()

    def set_name(self, i: int, value: str) -> None:
        name = clean_name(value)       # as a name from a file is: nothing invisible, no lone surrogate
        others = self.names(skip=i)
        if not name:
            name = default_name(self.seats[i]["kind"], others, seat=i)
        base, n = name, 2
        while name in others:
            name = f"{base} {n}"
            n += 1
        self.seats[i]["name"] = name
        self.remember_names()
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
    def build_top(self) -> None:
        """A fresh set of widgets: Back, and the game's Rules at the top right."""
        self.widgets = []
        self.back_button()
        self.icon_button((W - 230, 34, 190, 64), _("Rules"), lambda: self.app.show_rules(self.spec.id),
                         icon="book", name="rules",
                         tooltip=_("How to play {game}").format(game=_(self.spec.title)))

    def build_seat_buttons(self, y: int, height: int, add_tooltip: str) -> None:
        """Add player and Shuffle seats, side by side under the seats at ``y``."""
        self.icon_button((100, y, 250, height), _("Add player"), self.add_seat, icon="human", name="add_seat",
                         enabled=len(self.seats) < self.spec.max_players, tooltip=add_tooltip)
        self.icon_button((370, y, 270, height), _("Shuffle seats"), self.shuffle, icon="sort", name="shuffle",
                         tooltip=_("Mix up the seating order (the first seat plays first)"))

    def build_options(self) -> None:
        """The game's options in their panel: a toggle each on/off one, a row of choices each other."""
        self.layout = self.option_layout()
        for opt, _label_y, _lines, cy in self.layout:
            rect = (OPTIONS.x + 40, cy, OPTIONS.width - 80, self.choice_row * self.control_rows(opt))
            if opt.kind == "bool":
                rect = (*rect[:3], min(62, self.bool_step - 4))
                self.add(Toggle(rect, self.option_text(opt, "label"), bool(self.options[opt.id]),
                                lambda v, o=opt.id: self.set_option(o, v), name=f"option:{opt.id}",
                                help=self.option_text(opt, "help")))
            else:
                self.add(Segmented(rect, self.choices(opt), self.options[opt.id],
                                   lambda v, o=opt.id: self.set_option(o, v), name=f"option:{opt.id}", size=23))

    def build(self) -> None:
        self.build_top()
        n = len(self.seats)
        row_h = row_height(n)
        for i, seat in enumerate(self.seats):
            y = ROW_TOP + i * row_h
            self.add(ColourSwatch((150, y + 14, 68, 68), seat["colour"],
                                  lambda i=i: self.cycle_colour(i), f"seat{i}:colour"))
            self.add(TextField((236, y + 14, 296, 68), seat["name"], lambda v, i=i: self.set_name(i, v),
                               name=f"seat{i}:name", max_len=14, tooltip=_("Click to rename")))
            kinds = [(k, _(label), _(self.spec.bot_help.get(k) or text)) for k, label, text in KINDS]
            self.add(Segmented((548, y + 14, 520, 68), kinds, seat["kind"],
                               lambda k, i=i: self.set_kind(i, k), name=f"seat{i}:kind", size=23))
            self.add(Button((1088, y + 20, 56, 56), "×", lambda i=i: self.remove_seat(i),
                            enabled=n > self.spec.min_players, size=34, name=f"seat{i}:remove",
                            tooltip=_("Remove this seat")))
        self.build_seat_buttons(ROW_TOP + n * row_h + 18, 64,
                                ngettext("Up to {n} player", "Up to {n} players",
                                         self.spec.max_players).format(n=self.spec.max_players))
        self.build_options()
        if self.layout:
            last = self.layout[-1]
            y = last[3] + self.choice_row * (self.control_rows(last[0]) - 1) + (84 if self.compact else 96)
        else:
            y = OPTIONS.y + 96
        self._seed_y = y
        field = (OPTIONS.x + 160, y - 14, 240, 62) if self.compact else (OPTIONS.x + 40, y + 42, 240, 62)
        self.seed_field = self.add(TextField(field, self.seed_text, self.set_seed,
                                             name="seed", placeholder=_("random"), max_len=9,
                                             allowed="0123456789",
                                             tooltip=_("The same seed deals the same cards")))
        self.add(Button((W - 60 - 380, 924, 380, 96), _("Start"), self.start, primary=True, size=38,
                        name="start", tooltip=_("Deal and play")))

    # -- the game's own texts (content YAML), by their stable ids ----------------------
    def option_text(self, opt, field: str) -> str:
        """An option's ``label`` or ``help``, translated by its id ``<game>:options.<id>.<field>``."""
        return content_text(f"{self.spec.id}:options.{opt.id}.{field}", getattr(opt, field) or "")

    def choices(self, opt) -> list[tuple[str, str, str]]:
        """``(id, label, help)`` of a choice option's choices, translated by their ids."""
        base = f"{self.spec.id}:options.{opt.id}.choices"
        return [(c.id, content_text(f"{base}.{c.id}.label", c.label),
                 content_text(f"{base}.{c.id}.help", c.help or "")) for c in opt.choices]

    @cached_property
    def compact(self) -> bool:
        """Many options, or options whose help texts would not fit: tighter rows, help texts on
        hover only, the seed on one line."""
        if len(self.spec.options) > 4:
            return True
        rows = self.option_layout(compact=False)
        if not rows:
            return False
        opt, _label_y, _lines, cy = rows[-1]
        return cy + 62 * (self.control_rows(opt) - 1) + 96 + 42 + 62 > OPTIONS.bottom      # the seed below

    @cached_property
    def steps(self) -> tuple[int, int]:
        """(how far apart on/off options stand, how tall a row of choices is): 92 and 62 px, 66 and
        62 in the compact layout, 56 and 50 when even the compact layout would push the seed below
        the panel (a longer language's labels wrap choices onto more rows)."""
        if not self.compact:
            return 92, 62
        rows = self.option_layout(compact=True, steps=(66, 62))
        if rows:
            opt, _label_y, _lines, cy = rows[-1]
            if cy + 62 * (self.control_rows(opt) - 1) + 84 + 48 > OPTIONS.bottom - 8:
                return 56, 50
        return 66, 62

    @property
    def bool_step(self) -> int:
        return self.steps[0]

    @property
    def choice_row(self) -> int:
        return self.steps[1]

    def control_rows(self, opt) -> int:
        """Rows an option's control takes: one, or more when its choices do not fit side by side."""
        if opt.kind == "bool":
            return 1
        return Segmented.rows_for(self.choices(opt), OPTIONS.width - 80, 23)

    def option_layout(self, compact: bool | None = None, steps: tuple[int, int] | None = None) -> list[tuple]:
        """Per option: (option, label y, help lines, control y); ``steps``: see :attr:`steps`."""
        rows = []
        y = OPTIONS.y + 96
        compact = self.compact if compact is None else compact
        step, row = steps or (self.steps if compact else (92, 62))
        for opt in self.spec.options:
            if opt.kind == "bool":
                rows.append((opt, y, [], y))
                y += step
                continue
            help_text = self.option_text(opt, "help")
            lines = theme.wrap(help_text, 22, OPTIONS.width - 80) if help_text and not compact else []
            cy = y + 40 + 28 * len(lines) + 8
            rows.append((opt, y, lines, cy))
            y = cy + row * self.control_rows(opt) + (20 if compact else 34)
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
            self.app.toast(_("This game cannot start: {error}").format(error=exc))
            return
        self.runner = runner
        settings = self.app.settings
        settings.last_seats[self.spec.id] = [dict(s) for s in self.seats]
        settings.last_options[self.spec.id] = dict(runner.match.options)
        settings.save()
        self.remember_names()               # (the seats may have been shuffled since the names were typed)
        scene = self.app.game_scene(runner)
        if scene is not None:
            scene.offer_guide()             # the first game of this kind: pointers on the first turn
            self.app.replace(scene)

    # -- drawing --------------------------------------------------------------------
    def table_summary(self, humans: int, bots: int) -> str:
        """Who sits at the table and what that means ("2 humans and 1 bot  ·  hands stay hidden ...")."""
        people = ngettext("{n} human", "{n} humans", humans).format(n=humans)
        machines = ngettext("{n} bot", "{n} bots", bots).format(n=bots)
        if humans and bots:
            # Translators: {humans} is "2 humans", {bots} is "1 bot"
            who = _("{humans} and {bots}").format(humans=people, bots=machines)
        else:
            who = people if humans else machines
        if humans > 1 and self.spec.secrets:
            return _("{who}  ·  hands stay hidden: pass the mouse when asked").format(who=who)
        if humans > 1:
            return _("{who}  ·  nothing is secret: share the mouse around the table").format(who=who)
        if humans == 0:
            return _("{who}  ·  sit back and watch the bots play").format(who=who)
        return who

    def summary_lines(self) -> tuple[int, list[tuple[str, pygame.Rect]]]:
        """The table summary under the players' panel: its size and each line with where it
        stands (one or two lines at 26 px, down to 20, up to the Start button)."""
        humans = sum(1 for s in self.seats if s["kind"] == "human")
        summary = self.table_summary(humans, len(self.seats) - humans)
        room = W - 60 - 380 - 24 - (PLAYERS.x + 10)                 # up to the Start button
        size = fitting_size(summary, room, 26, 20, bold=False, lines=2)
        lines = theme.wrap(summary, size, room)
        placed = []
        for k, line in enumerate(lines):
            w, h = theme.font(size).size(line)
            y = 972 + round((k - (len(lines) - 1) / 2) * (size + 6))
            placed.append((line, pygame.Rect(PLAYERS.x + 10, y - h // 2, w, h)))
        return size, placed

    def summary_rect(self) -> pygame.Rect:
        """Where the table summary is drawn (hover texts stand off it)."""
        rects = [rect for _line, rect in self.summary_lines()[1]]
        return rects[0].unionall(rects[1:]) if rects else pygame.Rect(PLAYERS.x + 10, 972, 0, 0)

    def tip_box(self) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The hover text as every screen places it, but off the table summary: the Start
        button's stands above the button rather than left of it, over the summary's end (issue 25)."""
        box = super().tip_box()
        if box is None:
            return None
        summary = self.summary_rect()
        if not box[1].colliderect(summary):
            return box
        widget, message = self.tip_now()
        return tooltip_at(self.tip_target(widget), message, avoid=[widget.rect, summary])

    def draw_panels(self, surface: pygame.Surface, heading: str, summary: str) -> None:
        """The seats' and the options' panels; the seats' ``heading`` with its ``summary`` to the right."""
        theme.panel(surface, PLAYERS, (36, 33, 46, 235))
        theme.panel(surface, OPTIONS, (36, 33, 46, 235))
        theme.text(surface, heading, (PLAYERS.x + 40, PLAYERS.y + 26), 36, bold=True)
        theme.text(surface, summary, (PLAYERS.right - 40, PLAYERS.y + 44), 24, theme.TEXT_DIM, anchor="midright")

    def draw_options(self, surface: pygame.Surface) -> None:
        """The options' heading, and each choice option's label with its help lines over its control."""
        theme.text(surface, _("Options"), (OPTIONS.x + 40, OPTIONS.y + 26), 36, bold=True)
        for opt, y, lines, _control_y in self.layout:
            if opt.kind == "choice":
                theme.text(surface, self.option_text(opt, "label"), (OPTIONS.x + 40, y), 27, bold=True)
                for k, line in enumerate(lines):
                    theme.text(surface, line, (OPTIONS.x + 40, y + 40 + 28 * k), 22, theme.TEXT_DIM)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_header(surface, _(self.spec.title),
                         _("{subtitle}  ·  set up a game").format(subtitle=_(self.spec.subtitle)))
        seated = ngettext("{n} seated  ·  {min}–{max} can play", "{n} seated  ·  {min}–{max} can play",
                          len(self.seats)).format(n=len(self.seats), min=self.spec.min_players,
                                                  max=self.spec.max_players)
        self.draw_panels(surface, _("Players"), seated)
        row_h = row_height(len(self.seats))
        for i in range(len(self.seats)):
            y = ROW_TOP + i * row_h
            theme.text(surface, str(i + 1), (112, y + 48), 30, theme.TEXT_DIM, bold=True, anchor="center")
            if i:
                pygame.draw.line(surface, (52, 48, 64), (100, y), (PLAYERS.right - 36, y), 1)
        self.draw_options(surface)
        seed = _("Seed")
        size = fitting_size(seed, 112, 27, 20) if self.compact else 27
        theme.text(surface, seed, (OPTIONS.x + 40, self._seed_y + (27 - size) // 2), size, bold=True)
        seed_help = _("Blank: a new deal every game; a number deals the same again.")
        if self.compact:
            same = _("same seed, same deal")              # beside the field, on two lines if need be
            width = OPTIONS.right - 20 - (OPTIONS.x + 416)
            n = min(2, len(theme.wrap(same, 20, width)))
            theme.text_block(surface, same, pygame.Rect(OPTIONS.x + 416, self._seed_y + 16 - 12 * n, width, 48), 20,
                             theme.TEXT_DIM, spacing=1.1)
        else:
            top = self._seed_y + 42
            theme.text_block(surface, seed_help, pygame.Rect(OPTIONS.x + 300, top, OPTIONS.width - 340,
                                                             min(120, OPTIONS.bottom - 10 - top)), 22, theme.TEXT_DIM)
        hint_y = ROW_TOP + len(self.seats) * row_h + 112
        if hint_y + 40 < PLAYERS.bottom:
            for k, hint in enumerate([_("Click a name to rename the player, the colour disc to change colour."),
                                      _("Seats play in this order: seat 1 first (unless an option says "
                                        "otherwise).")]):
                theme.text(surface, hint, (PLAYERS.x + 40, hint_y + 34 * k), 22, theme.TEXT_DIM)
        size, lines = self.summary_lines()
        for line, rect in lines:
            theme.text(surface, line, rect.midleft, size, theme.TEXT, anchor="midleft")
        self.draw_widgets(surface)
        self.draw_tooltips(surface)
